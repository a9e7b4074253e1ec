//! The one integration-test binary: drives the real app over HTTP on a free port with a
//! temporary database, and the real `hoyle` binary for the CLI contracts.

// `unwrap_used` guards the app against panics; in a test a panic is the failure report.
#![allow(clippy::unwrap_used)]

mod support;

mod auth;
mod browser;
mod cli;
mod club;
mod contract;
mod events;
mod ladders;
mod members;
mod pads;
mod parties;
mod phones;
mod standings;
mod tables;
