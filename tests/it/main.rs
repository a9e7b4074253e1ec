//! The one integration-test binary: drives the real app over HTTP on a free port with a
//! temporary database, and the real `hoyle` binary for the CLI contracts.

// `unwrap_used` guards the app against panics; in a test a panic is the failure report.
#![allow(clippy::unwrap_used)]

mod support;

mod all_fours;
mod arrow_switch;
mod auth;
mod baccarat;
mod browser;
mod by_hand;
mod cassino;
mod cinch;
mod cli;
mod club;
mod commerce;
mod congress;
mod contract;
mod contract_duplicate;
mod crawl;
mod director_evening;
mod edits;
mod euchre;
mod event_fixes;
mod event_movements;
mod events;
mod feedback;
mod five_hundred;
mod freezeout;
mod freezeout_fresh;
mod hardening;
mod hardening_inputs;
mod hardening_server;
mod individual;
mod ladders;
mod loo;
mod members;
mod mnemonic_event;
mod movements;
mod nap;
mod newcomer;
mod pad_entry;
mod pads;
mod parties;
mod parties_hands;
mod party_codes;
mod party_tables;
mod phones;
mod players;
mod poker_school;
mod printed;
mod races;
mod red_dog;
mod results_trust;
mod roles;
mod rummy;
mod school_evening;
mod school_forms;
mod school_pages;
mod school_sheets;
mod schools;
mod seasons;
mod sit_out;
mod skat;
mod smaller;
mod solo;
mod standings;
mod stops;
mod tables;
mod teams;
mod usebio_events;
mod vingt_un;
mod void_and_bin;
