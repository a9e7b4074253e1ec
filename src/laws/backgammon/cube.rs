//! The cube as clubs keep it today [GAP]: who owned it, the beavers, and the value it stood at.
//! The book has no cube (seed 000 L9079–9124 stakes each game at the agreed stake); this is
//! what a backgammon club's house rules add, checked so a pad cannot hold a cube nobody could
//! have turned.

use super::super::LawError;
use super::super::ledger::school::At;
use super::{Deal, MAX_CUBE, Settings};

/// The most beavers a game takes: each follows a double, and the cube stops at `MAX_CUBE`.
pub const MAX_BEAVERS: i64 = 6;

/// The cube the game is settled at (before the refused double, when one was refused), from
/// the deal's `doubles`, `beavers` and `cube`, each checked against the others.
pub fn value(s: &Settings, at: &At<'_>, d: &Deal, crawford: bool) -> Result<i64, LawError> {
    if let Some(c) = d.cube
        && (!(1..=MAX_CUBE).contains(&c) || c.count_ones() != 1)
    {
        return Err(at.refuse(
            "cube",
            format!(
                "{c} is not a cube's value: 1, or a doubling of it (2, 4, 8 … up to {MAX_CUBE})"
            ),
        ));
    }
    if d.beavers != 0 {
        if !(0..=MAX_BEAVERS).contains(&d.beavers) {
            return Err(at.refuse(
                "beavers",
                format!(
                    "{} is not a number of beavers: 0 to {MAX_BEAVERS}",
                    d.beavers
                ),
            ));
        }
        if !s.beavers {
            return Err(at.refuse(
                "beavers",
                "beavers are not allowed at this table: a player doubled takes or gives up the game",
            ));
        }
    }
    if crawford {
        if d.doubles.as_ref().is_some_and(|v| !v.is_empty()) {
            return Err(at.refuse(
                "doubles",
                "this is the Crawford game, played without the cube: nobody may double",
            ));
        }
        if d.cube.is_some_and(|c| c != 1) {
            return Err(at.refuse(
                "cube",
                "this is the Crawford game, played without the cube: no double, so the cube is 1",
            ));
        }
        if d.declined {
            return Err(at.refuse(
                "declined",
                "this is the Crawford game, played without the cube: no double to refuse",
            ));
        }
        return Ok(1);
    }
    let Some(doubles) = &d.doubles else {
        // Only the cube's value: it must hold at least a double for each beaver.
        let cube = d.cube.unwrap_or(1);
        let turns = i64::from(cube.trailing_zeros());
        if 2 * d.beavers > turns {
            return Err(at.refuse(
                "beavers",
                format!(
                    "{} beaver{} need{} a double each before it: the cube would be at least {}, not {cube}",
                    d.beavers,
                    if d.beavers == 1 { "" } else { "s" },
                    if d.beavers == 1 { "s" } else { "" },
                    1i64 << (2 * d.beavers)
                ),
            ));
        }
        return Ok(cube);
    };
    let mut owner: Option<usize> = None;
    for (k, &p) in doubles.iter().enumerate() {
        let key = format!("doubles[{k}]");
        let p = at.player(&key, p)?;
        if let Some(o) = owner
            && o != p
        {
            return Err(at.refuse(
                &key,
                format!(
                    "{} owns the cube, having accepted {}'s double: only {} may double next",
                    at.name(o),
                    at.name(p),
                    at.name(o)
                ),
            ));
        }
        owner = Some(1 - p);
    }
    // The refused double, when one was, did not turn the cube.
    let accepted = doubles.len() as i64 - i64::from(d.declined);
    if d.declined {
        match doubles.last() {
            None => {
                return Err(at.refuse(
                    "declined",
                    "nobody doubled in this game (the doubles are empty), so no double was refused",
                ));
            }
            Some(&p) if p != d.winner => {
                return Err(at.refuse(
                    "winner",
                    format!(
                        "the game was given up at {}'s double, so {} won it",
                        at.name(p),
                        at.name(p)
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    if d.beavers > accepted {
        return Err(at.refuse(
            "beavers",
            format!(
                "{} beaver{} but {accepted} double{} taken: each beaver answers a double taken",
                d.beavers,
                if d.beavers == 1 { "" } else { "s" },
                if accepted == 1 { "" } else { "s" }
            ),
        ));
    }
    let turns = accepted + d.beavers;
    if turns > i64::from(MAX_CUBE.trailing_zeros()) {
        return Err(at.refuse(
            "doubles",
            format!("{turns} turns of the cube take it past {MAX_CUBE}"),
        ));
    }
    let cube = 1i64 << turns;
    if let Some(c) = d.cube
        && c != cube
    {
        return Err(at.refuse(
            "cube",
            format!(
                "{c} does not agree with the doubles: {accepted} double{} taken and {} beaver{} make the cube {cube}",
                if accepted == 1 { "" } else { "s" },
                d.beavers,
                if d.beavers == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(cube)
}
