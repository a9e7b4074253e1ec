//! Conquian (seed 001 L7692–7776): two play, or three with "each player remaining out one deal
//! in turn" (L7697–7698). Each deal is a game: the first to show eleven cards in combinations
//! is paid one counter by his opponent; if neither does, it is a tie and each puts one counter
//! in the pool, which the next to make eleven takes with the counter from his opponent
//! (L7771–7776).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Table};
use super::POOL;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who showed eleven cards first; `null` for a tie.
    #[serde(default)]
    winner: Option<usize>,
}

pub struct Conquian;

/// The book leaves nothing to the table.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {}

/// One counter a game (L7773).
pub const COUNTER: i64 = 1;

impl Game for Conquian {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=3;
    const WHOM: &'static str = "two or three players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=2;

    /// At three, one stays out each deal in turn [GAP: who first]: the first listed sits out the
    /// first deal, the second the next, and so on.
    fn seated(_: &Settings, present: &[usize], index: usize, _: &Deal) -> Vec<usize> {
        match present.len() {
            3 => {
                let out = present[index % 3];
                present.iter().copied().filter(|&p| p != out).collect()
            }
            _ => present.to_vec(),
        }
    }

    fn deal(_: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let mut t = at.transfers();
        let pool = at.ledger.pool(POOL);
        let note = match d.winner {
            Some(w) => {
                let w = at.player("winner", w)?;
                let loser = at.others(w)[0];
                t.pay(loser, w, COUNTER);
                let mut note = format!(
                    "{} makes eleven: {} pays him {COUNTER}.",
                    at.name(w),
                    at.name(loser)
                );
                if pool > 0 {
                    t.out_of_pool(w, POOL, pool);
                    note.push_str(&format!(" He takes the pool, {pool}."));
                }
                note
            }
            None => {
                for &p in &at.seated {
                    t.into_pool(p, POOL, COUNTER);
                }
                format!("A tie: each puts {COUNTER} in the pool.")
            }
        };
        Ok(t.with_note(note))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec!["Conquian: each deal a game, one counter to the winner; a tie puts one each into the pool for the next winner.".to_owned()]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who showed eleven cards first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "blank for a tie: neither made eleven before the talon ran out",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "conquian",
    name: "Conquian: a counter a game, ties to the pool",
    sources: "seed 001 L7692–7776",
    doc: "docs/laws/conquian.md",
    settings: &[],
    score: school::score::<Conquian>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 3,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Conquian>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
