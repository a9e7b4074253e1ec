//! The compass movement for an even number of tables without the skip: the relay and bye stand
//! (the book names "the Relay System" as the remedy for pairs meeting twice, seed 001 L3276–3280,
//! but does not describe it), and the arrow switch of chosen rounds for any Mitchell.
//!
//! Relay and bye stand: N-S pairs sit, E-W pairs move up one table a round without a skip, and
//! the trays pass down one table as in the book's Mitchell, but along a ring of T places in
//! which tables 1 and T count as one place (they share a set, passing the boards between them:
//! the relay) and a bye stand sits between tables T/2 and T/2+1 (the set on it rests that round).
//! E-W pairs move along a ring of T tables and the trays along another ring of T places in the
//! other direction, so they never meet a set twice, and no skip is needed: no two pairs meet
//! twice. Every set is played T times (twice at the relay, never on the bye stand).
//! Table t (2 ≤ t < T) starts with set t, tables 1 and T with set 1, the bye stand with set T.

use super::MovementError;
use super::mitchell::Mitchell;
use super::schedule::{Numbering, Round, Schedule, Table, set_boards};

/// A place on the ring the trays move along.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Table(u32),
    Bye,
    Relay,
}

/// The ring in the direction the trays move: T−1 down to T/2+1, the bye stand, T/2 down to 2,
/// the relay (tables 1 and T), and round again to T−1.
fn ring(tables: u32) -> Vec<Place> {
    let half = tables / 2;
    let mut ring: Vec<Place> = (half + 1..tables).rev().map(Place::Table).collect();
    ring.push(Place::Bye);
    ring.extend((2..=half).rev().map(Place::Table));
    ring.push(Place::Relay);
    ring
}

/// The set a place starts with.
fn first_set(place: Place, tables: u32) -> u32 {
    match place {
        Place::Table(t) => t,
        Place::Bye => tables,
        Place::Relay => 1,
    }
}

/// Check the chosen arrow-switch rounds against the number of rounds.
fn check_switches(switched: &[u32], rounds: u32) -> Result<(), MovementError> {
    match switched.iter().find(|&&r| !(1..=rounds).contains(&r)) {
        Some(r) => Err(MovementError {
            field: "arrow_switch".to_owned(),
            message: format!("round {r} is not one of the rounds 1 to {rounds}"),
        }),
        None => Ok(()),
    }
}

/// The relay Mitchell for an even number of tables (4 or more).
pub fn relay(
    tables: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
    switched: &[u32],
) -> Result<Schedule, MovementError> {
    // The plain Mitchell checks the sizes and the rounds; the relay adds evenness.
    let plain = Mitchell::new(tables, boards_per_round, rounds)?;
    if tables % 2 == 1 || tables < 4 {
        return Err(MovementError {
            field: "tables".to_owned(),
            message: format!(
                "the relay is for an even number of tables, 4 or more, not {tables}: with an odd number the plain Mitchell already meets nobody twice"
            ),
        });
    }
    check_switches(switched, plain.rounds())?;
    let ring = ring(tables);
    let t = tables;
    // Where each table's place (and the bye stand) lies on the ring, found once.
    let mut index_of = vec![0u32; t as usize + 2];
    for (i, place) in ring.iter().enumerate() {
        let slot = match *place {
            Place::Table(n) => n,
            Place::Relay => 1,
            Place::Bye => t + 1,
        };
        index_of[slot as usize] = i as u32;
    }
    let at = |place: Place, r: u32| {
        let slot = match place {
            Place::Table(n) => n,
            Place::Relay => 1,
            Place::Bye => t + 1,
        };
        let from = (index_of[slot as usize] + t - r % t) % t;
        set_boards(boards_per_round, first_set(ring[from as usize], t))
    };
    let rounds = (0..plain.rounds())
        .map(|r| Round {
            round: r + 1,
            tables: (1..=t)
                .map(|table| Table {
                    table,
                    ns: table,
                    ew: (table - 1 + t - r % t) % t + 1,
                    boards: at(
                        if table == 1 || table == t {
                            Place::Relay
                        } else {
                            Place::Table(table)
                        },
                        r,
                    ),
                })
                .collect(),
            sit_out: None,
            bye_stand: Some(at(Place::Bye, r)),
            arrow_switch: switched.contains(&(r + 1)),
        })
        .collect();
    Ok(Schedule {
        kind: "mitchell",
        tables,
        pairs: 2 * tables,
        boards_per_round,
        numbering: Numbering::ByDirection,
        shared_boards: true,
        rounds,
    })
}

/// The book's Mitchell (as `Mitchell` builds it) with the chosen rounds arrow-switched.
pub fn switched(mitchell: &Mitchell, switched: &[u32]) -> Result<Schedule, MovementError> {
    check_switches(switched, mitchell.rounds())?;
    let rounds = mitchell
        .schedule()
        .into_iter()
        .map(|r| Round {
            round: r.round,
            arrow_switch: switched.contains(&r.round),
            tables: r
                .tables
                .into_iter()
                .map(|s| Table {
                    table: s.table,
                    ns: s.ns,
                    ew: s.ew,
                    boards: s.boards,
                })
                .collect(),
            sit_out: None,
            bye_stand: None,
        })
        .collect();
    Ok(Schedule {
        kind: "mitchell",
        tables: mitchell.tables(),
        pairs: 2 * mitchell.tables(),
        boards_per_round: mitchell.boards_per_round(),
        numbering: Numbering::ByDirection,
        shared_boards: false,
        rounds,
    })
}

/// The Mitchell's JSON shape (as `Mitchell::to_json`), with `"relay": true` for the relay and
/// each round's `bye_stand` and `arrow_switch` where they apply.
pub fn to_json(s: &Schedule) -> serde_json::Value {
    let mut v = serde_json::json!({
        "kind": "mitchell",
        "tables": s.tables,
        "boards_per_round": s.boards_per_round,
        "rounds": s.rounds.iter().map(|r| {
            let mut round = serde_json::json!({"round": r.round, "tables": r.tables});
            if let Some(b) = &r.bye_stand {
                round["bye_stand"] = serde_json::json!(b);
            }
            if r.arrow_switch {
                round["arrow_switch"] = true.into();
            }
            round
        }).collect::<Vec<_>>(),
    });
    if s.rounds.iter().any(|r| r.bye_stand.is_some()) {
        v["relay"] = true.into();
    }
    v
}

pub fn title(s: &Schedule) -> String {
    let relay = s.rounds.iter().any(|r| r.bye_stand.is_some());
    format!(
        "Compass (Mitchell) movement: {} tables, {} boards a round, {} rounds{}\n",
        s.tables,
        s.boards_per_round,
        s.rounds.len(),
        if relay {
            "; relay: tables 1 and the last share a set, a bye stand between the middle tables"
        } else {
            ""
        }
    )
}

#[cfg(test)]
mod tests;
