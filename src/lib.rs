//! Hoyle: a club and tournament scoring manager for the classic card games.
//!
//! The crate is layered; `ARCHITECTURE.md` has the codemap. In short:
//! [`laws`], [`movement`], [`party`] and [`exact`] are pure (no I/O, no clock, no SQL, no HTTP);
//! only [`db`] knows SQL; only [`web`] knows HTTP and templates; [`cli`] drives the same
//! library from the command line.

pub mod auth;
pub mod cli;
pub mod club;
pub mod config;
pub mod congress;
pub mod db;
pub mod demo;
pub mod evening;
pub mod exact;
pub mod export;
pub mod freezeout;
pub mod ladder;
pub mod laws;
pub mod movement;
pub mod party;
pub mod scoring;
pub mod telemetry;
pub mod text;
pub mod tournament;
pub mod web;
