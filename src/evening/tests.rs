//! Tests of the evening: its kinds and settings, rounds, prizes, aisles and the pivot, with the
//! guests and results they share.

use std::collections::BTreeMap;

use proptest::prelude::*;

use super::*;
use crate::laws::foster::{self, BOOK_BANDS, Equidistant};
use crate::party::Sex;
use crate::party::prizes::Kind as PrizeKind;
use crate::party::prizes::{Prize, Tables, TieBreak};
use crate::party::progression::{
    HeadWinners, LoneHands, Method, PivotMovement, RoundResult, Seating, Settings, TableResult,
};
use crate::party::scoring::Mode;

fn guest(name: &str, sex: Sex, tally: &str) -> Guest {
    Guest {
        name: name.to_owned(),
        sex,
        tally: Some(tally.to_owned()),
        place: None,
        arrives_after: None,
        leaves_after: None,
    }
}

/// Three tables of progressive euchre, ladies L1–L6 and gentlemen G1–G6, seated by their
/// tallies "1 A" … "3 B" (seed 001 L6380–6384).
fn three_tables() -> Vec<Guest> {
    tables_of(3)
}

fn win(table: u32, winner: &str) -> TableResult {
    TableResult {
        table,
        winner: Some(winner.to_owned()),
        ..TableResult::default()
    }
}

fn results(rounds: &[&[TableResult]]) -> BTreeMap<u32, BTreeMap<u32, TableResult>> {
    rounds
        .iter()
        .enumerate()
        .map(|(i, r)| {
            (
                i as u32 + 1,
                r.iter().map(|t| (t.table, t.clone())).collect(),
            )
        })
        .collect()
}

/// `n` tables of two couples, ladies L1.. and gentlemen G1.., couple k at "t A" or "t B".
fn tables_of(n: u32) -> Vec<Guest> {
    let mut out = Vec::new();
    for t in 1..=n {
        for (k, side) in [(2 * t - 1, "A"), (2 * t, "B")] {
            out.push(guest(&format!("L{k}"), Sex::Lady, &format!("{t} {side}")));
            out.push(guest(
                &format!("G{k}"),
                Sex::Gentleman,
                &format!("{t} {side}"),
            ));
        }
    }
    out
}

/// Guests P1..Pn for a pivot party seated by lot, gentlemen odd and ladies even.
fn pivot_guests(n: u32) -> Vec<Guest> {
    (1..=n)
        .map(|k| Guest {
            name: format!("P{k}"),
            sex: if k % 2 == 0 {
                Sex::Lady
            } else {
                Sex::Gentleman
            },
            tally: None,
            place: None,
            arrives_after: None,
            leaves_after: None,
        })
        .collect()
}

mod aisles;
mod games;
mod pivot;
mod prizes;
mod rounds;
mod settings;
