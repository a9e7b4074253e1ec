//! The one integration-test binary: drives the real app over HTTP on a free port with a
//! temporary database, and the real `hoyle` binary for the CLI contracts.

// Tests may unwrap: a panic is a failed test with its message.
#![allow(clippy::unwrap_used)]

mod support;

mod auth;
mod cli;
mod events;
mod standings;
