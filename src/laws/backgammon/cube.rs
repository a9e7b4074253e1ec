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
        if d.owner.is_some() {
            return Err(at.refuse(
                "owner",
                "this is the Crawford game, played without the cube: nobody owns it",
            ));
        }
        return Ok(1);
    }
    // The table's form asks who owns the cube rather than the doubles in turn.
    let derived = match (&d.doubles, d.owner) {
        (None, Some(o)) => from_owner(at, d, at.player("owner", o)?)?,
        _ => None,
    };
    let Some(doubles) = d.doubles.as_ref().or(derived.as_ref()) else {
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
    if d.doubles.is_some() && d.owner.is_some() {
        check_owner(at, d, doubles)?;
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

/// Who doubled in turn, from who owns the cube at the end (`owner`), the cube and the beavers:
/// each double after the first is offered by the player who took the one before, so the owner
/// and the number of doubles taken fix the order. None when the cube and the beavers leave no
/// double taken to own it by (the beavers then refused as without an owner).
fn from_owner(at: &At<'_>, d: &Deal, owner: usize) -> Result<Option<Vec<usize>>, LawError> {
    let cube = d.cube.unwrap_or(1);
    let accepted = i64::from(cube.trailing_zeros()) - d.beavers;
    if accepted < 0 {
        return Ok(None);
    }
    // The player who offered the last double: after a refused one, its offerer, the winner,
    // who must have owned the cube to offer it; else the owner's opponent.
    let last = match d.declined {
        true => {
            if accepted == 0 {
                return Err(at.refuse(
                    "owner",
                    "the refused double was the first (the cube stood at 1): nobody owned the cube",
                ));
            }
            if owner != d.winner {
                return Err(at.refuse(
                    "owner",
                    format!(
                        "{} offered the refused double, so {} owned the cube, not {}",
                        at.name(d.winner),
                        at.name(d.winner),
                        at.name(owner)
                    ),
                ));
            }
            d.winner
        }
        false => {
            if accepted == 0 {
                return Err(at.refuse(
                    "owner",
                    format!(
                        "the cube at {cube} means no double was taken, so nobody owns it: enter the cube's value, or leave the owner blank"
                    ),
                ));
            }
            1 - owner
        }
    };
    let count = accepted + i64::from(d.declined);
    Ok(Some(
        (0..count)
            .map(|k| match (count - 1 - k) % 2 {
                0 => last,
                _ => 1 - last,
            })
            .collect(),
    ))
}

/// The owner entered beside the doubles must be the one they leave with the cube.
fn check_owner(at: &At<'_>, d: &Deal, doubles: &[usize]) -> Result<(), LawError> {
    if let Some(o) = d.owner {
        at.player("owner", o)?;
    }
    let taken = &doubles[..doubles.len() - usize::from(d.declined && !doubles.is_empty())];
    let owns = taken.last().map(|&p| 1 - p);
    if owns != d.owner {
        return Err(at.refuse(
            "owner",
            match owns {
                Some(p) => format!("the doubles leave the cube with {}", at.name(p)),
                None => "the doubles leave nobody owning the cube".to_owned(),
            },
        ));
    }
    Ok(())
}

/// What a table's form refuses of a game entered there, beyond what the law refuses of any
/// deal: a cube above 1 with nobody owning it. The command line takes the cube alone (its
/// documented shape, `{"cube": 4}`, scores at 4 whoever doubled), but the form asks who owns
/// the cube beside its value, and a cube turned has an owner unless the game ended on a
/// refused double (a first double refused leaves nobody owning it). `index` is the deal's,
/// from 0; a deal the law cannot read is left to the law's own refusal.
pub fn entered(index: usize, deal: &serde_json::Value) -> Result<(), LawError> {
    let Ok(d) = serde_json::from_value::<Deal>(deal.clone()) else {
        return Ok(());
    };
    match d.cube {
        Some(c) if c > 1 && d.owner.is_none() && d.doubles.is_none() && !d.declined => {
            Err(LawError::new(
                format!("deals[{index}].owner"),
                format!(
                    "the cube at {c} was turned, so a double was taken and its taker owns the cube: say who took the last double"
                ),
            ))
        }
        _ => Ok(()),
    }
}

/// The cube at the end of a game the law has taken, and who owned it, as far as the deal says:
/// its `doubles` in turn (the last taken, its taker owns it), else its `owner` and `cube`.
pub fn at_end(d: &Deal) -> (i64, Option<usize>) {
    match &d.doubles {
        Some(doubles) => {
            let taken = doubles.len() - usize::from(d.declined && !doubles.is_empty());
            let turns = taken as u32 + u32::try_from(d.beavers).unwrap_or(0);
            let owner = taken.checked_sub(1).map(|k| 1 - doubles[k].min(1));
            (
                d.cube
                    .unwrap_or_else(|| 1i64.checked_shl(turns).unwrap_or(MAX_CUBE)),
                owner,
            )
        }
        None => (d.cube.unwrap_or(1), d.owner),
    }
}
