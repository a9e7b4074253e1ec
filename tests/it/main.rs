//! The one integration-test binary: drives the real app over HTTP on a free port with a
//! temporary database, and the real `hoyle` binary for the CLI contracts.

mod support;

mod auth;
mod events;
