//! The guests and the tallies entered, replayed into the seating of every round.

use std::collections::BTreeMap;

use crate::laws::LawError;
use crate::party::Sex;
use crate::party::progression::{self, Party, Player, RoundResult, Seating, Settings, TableResult};
use crate::party::scoring::Mode;

/// A guest as stored: his place in the roster, and when he came and went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    pub name: String,
    pub sex: Sex,
    /// The starting position ("1 A"); none for a late guest, or when all are seated by lot.
    pub tally: Option<String>,
    /// The place taken when it is not the guest's own sex's.
    pub place: Option<Sex>,
    /// Came late: seated after this round.
    pub arrives_after: Option<u32>,
    /// Left early: gone after this round; his tally stands.
    pub leaves_after: Option<u32>,
}

/// The party as its tallies make it.
#[derive(Debug, Clone)]
pub struct Evening {
    pub party: Party,
    /// The seating of every round begun, the current one last.
    pub seatings: Vec<Seating>,
    /// Results entered so far for the current round, by table.
    pub entered: BTreeMap<u32, TableResult>,
    /// Whether the opening seating was drawn by lot (from the party's seed).
    pub by_lot: bool,
}

impl Evening {
    /// The round being played.
    pub fn round(&self) -> u32 {
        self.party.seating().round
    }

    /// Whether every table of the current round has its result (never true: a complete round
    /// is played at once and the next begins).
    pub fn waiting_for(&self) -> Vec<u32> {
        self.party
            .seating()
            .tables
            .iter()
            .map(|t| t.table)
            .filter(|t| !self.entered.contains_key(t))
            .collect()
    }
}

/// Replays the party from its roster and every result entered: each round whose tables all
/// have a result is played (with that round's leavers and late guests), and the first that does
/// not is the current round. A refusal names `rounds[r].…` for a stored round the laws refuse.
pub fn replay(
    settings: &Settings,
    guests: &[Guest],
    results: &BTreeMap<u32, BTreeMap<u32, TableResult>>,
    seed: u64,
) -> Result<Evening, LawError> {
    let players: Vec<Player> = guests
        .iter()
        .filter(|g| g.arrives_after.is_none())
        .map(|g| Player {
            name: g.name.clone(),
            sex: g.sex,
            tally: g.tally.clone(),
            place: g.place,
        })
        .collect();
    let by_lot = players.iter().all(|p| p.tally.is_none());
    let mut party = if by_lot {
        let seating = progression::seat_by_lot(settings, &players, seed)?;
        Party::new(*settings, &players, seating)?
    } else {
        Party::from_tallies(*settings, &players)?
    };
    let mut seatings = vec![party.seating().clone()];
    loop {
        let round = party.seating().round;
        let entered = results.get(&round).cloned().unwrap_or_default();
        let complete = party
            .seating()
            .tables
            .iter()
            .all(|t| entered.contains_key(&t.table));
        if !complete {
            return Ok(Evening {
                party,
                seatings,
                entered,
                by_lot,
            });
        }
        let result = RoundResult {
            round,
            tables: entered.into_values().collect(),
            leave: guests
                .iter()
                .filter(|g| g.leaves_after == Some(round))
                .map(|g| g.name.clone())
                .collect(),
            arrive: guests
                .iter()
                .filter(|g| g.arrives_after == Some(round))
                .map(|g| Player {
                    name: g.name.clone(),
                    sex: g.sex,
                    tally: None,
                    place: None,
                })
                .collect(),
        };
        party
            .play(&result)
            .map_err(|e| LawError::new(format!("rounds[{round}].{}", e.field), e.message))?;
        seatings.push(party.seating().clone());
    }
}

/// Checks one table's result for the current round by the party's own rules, before the rest
/// of the room has reported: the round is played on a copy with this result and a plain win at
/// every other table. A refusal names the result's own field (`points`, `winner`, …).
pub fn check_table(evening: &Evening, result: &TableResult) -> Result<(), LawError> {
    let seating = evening.party.seating();
    if !seating.tables.iter().any(|t| t.table == result.table) {
        return Err(LawError::new(
            "table",
            format!("{} is not a table of round {}", result.table, seating.round),
        ));
    }
    let points_mode = evening.party.settings().scoring.mode != Mode::Games
        && evening.party.settings().scoring.mode != Mode::Stars;
    let mut tables = vec![result.clone()];
    for t in seating.tables.iter().filter(|t| t.table != result.table) {
        tables.push(match t.seats.len() {
            4 | 6 if t.seats.len() == 4 || evening.party.settings().sized() => TableResult {
                table: t.table,
                points: points_mode.then(|| vec![1, 0]),
                winner: t.seats.first().cloned(),
                ..TableResult::default()
            },
            n => TableResult {
                table: t.table,
                points: Some((0..n as i64).rev().collect()),
                ..TableResult::default()
            },
        });
    }
    let mut copy = evening.party.clone();
    copy.play(&RoundResult {
        round: seating.round,
        tables,
        ..RoundResult::default()
    })
    .map_err(|e| {
        let field = e
            .field
            .strip_prefix("tables[0].")
            .unwrap_or(&e.field)
            .to_owned();
        LawError::new(field, e.message)
    })
}
