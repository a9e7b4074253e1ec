//! Tests of the progressions, by method and by feature, with the guests and rounds they share.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use proptest::prelude::*;

use super::*;
use crate::party::scoring::{AtBell, Reckoning, TieRule};

fn lady(name: &str, tally: &str) -> Player {
    Player {
        name: name.to_owned(),
        sex: Sex::Lady,
        tally: Some(tally.to_owned()),
        place: None,
    }
}

fn gent(name: &str, tally: &str) -> Player {
    Player {
        sex: Sex::Gentleman,
        ..lady(name, tally)
    }
}

/// `tables` tables of two couples: ladies L1.., gentlemen G1.., couple k at "t A" or "t B".
fn guests(tables: u32) -> Vec<Player> {
    let mut out = Vec::new();
    for t in 1..=tables {
        for (k, side) in [(2 * t - 1, "A"), (2 * t, "B")] {
            out.push(lady(&format!("L{k}"), &format!("{t} {side}")));
            out.push(gent(&format!("G{k}"), &format!("{t} {side}")));
        }
    }
    out
}

fn seats(p: &Party) -> Vec<Vec<&str>> {
    p.seating()
        .tables
        .iter()
        .map(|t| t.seats.iter().map(String::as_str).collect())
        .collect()
}

fn won_by(round: u32, winners: &[&str]) -> RoundResult {
    RoundResult {
        round,
        tables: winners
            .iter()
            .enumerate()
            .map(|(i, w)| TableResult {
                table: i as u32 + 1,
                winner: Some((*w).to_owned()),
                ..TableResult::default()
            })
            .collect(),
        ..RoundResult::default()
    }
}

/// Scoring by points, every other rule as the default.
fn by_points() -> Scoring {
    Scoring {
        mode: Mode::Points,
        ..Scoring::default()
    }
}

/// A table's result by its points alone.
fn points_at(table: u32, points: &[i64]) -> TableResult {
    TableResult {
        table,
        points: Some(points.to_vec()),
        ..TableResult::default()
    }
}

fn cells(rounds: &[super::super::rotation::RotationRound]) -> Vec<Vec<(u32, u32)>> {
    rounds
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| (t.n.parse().unwrap(), t.e.parse().unwrap()))
                .collect()
        })
        .collect()
}

fn grid(rows: &[&str]) -> Vec<Vec<(u32, u32)>> {
    rows.iter()
        .map(|r| {
            r.split('|')
                .map(|c| {
                    let (a, b) = c.split_once('v').unwrap();
                    (a.trim().parse().unwrap(), b.trim().parse().unwrap())
                })
                .collect()
        })
        .collect()
}

fn no_one_twice(s: &Seating) -> bool {
    let mut seen = BTreeSet::new();
    s.tables
        .iter()
        .flat_map(|t| &t.seats)
        .chain(&s.waiting)
        .all(|n| seen.insert(n.clone()))
}

fn method_of(k: u8) -> Method {
    match k % 6 {
        0 => Method::WinnersUp,
        1 => Method::LadyAndGentlemanApart,
        2 => Method::LadyUpGentlemanDown,
        3 => Method::GentlemenUp,
        4 => Method::FixedPartners,
        _ => Method::Pivot,
    }
}

mod aisles;
mod bell;
mod five_hundred;
mod methods;
mod properties;
mod room;
mod rotation;
