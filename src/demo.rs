//! The sample club a newcomer can load to see every page filled in.

use chrono::NaiveDate;

use crate::db::events::{self, NewEvent, Status};
use crate::db::members::{self, NewMember};
use crate::db::results::{self, NewResult};
use crate::db::{DbError, DbResult, Pool};
use crate::laws::duplicate::{Direction, Entry, Game, Revoke, RevokeRule};

pub const EVENT_NAME: &str = "Demo night";
const SEASON: &str = "Demo";
const BY: &str = "demo";

const MEMBERS: [&str; 28] = [
    "Mrs. Abbott",
    "Mr. Abbott",
    "Miss Beauchamp",
    "Col. Blakeney",
    "Mrs. Carrington",
    "Dr. Chalmers",
    "Miss Dalrymple",
    "Mr. Drummond",
    "Lady Ellesmere",
    "Capt. Everard",
    "Mrs. Fairweather",
    "Mr. Fortescue",
    "Miss Gascoigne",
    "Rev. Gilchrist",
    "Mrs. Hartington",
    "Major Hollis",
    "Miss Ingram",
    "Mr. Isherwood",
    "Mrs. Jellicoe",
    "Prof. Kinnaird",
    "Miss Lovelace",
    "Mr. Lyttelton",
    "Mrs. Montague",
    "Sir Hugh Neville",
    "Miss Ormsby",
    "Mr. Pemberton",
    "Mrs. Quarles",
    "Mr. Rutherford",
];

const TABLES: u32 = 7;

/// How strong each pair plays, N-S 1..7 then E-W 1..7: enough spread for a clear winner each
/// way of the table, fixed so the sample reads the same on every machine.
const NS_FORM: [i64; 7] = [1, 0, 2, -1, 0, -2, 1];
const EW_FORM: [i64; 7] = [0, 2, -1, 1, -2, 0, 1];

/// N-S tricks on a board, from the deal's lie and the two pairs' form.
fn tricks(board: u32, ns: u32, ew: u32) -> u8 {
    let lie = i64::from((board * 5) % 7) + 3; // 3..=9
    let form =
        |table: &[i64; 7], pair: u32| table.get(pair as usize - 1).copied().unwrap_or_default();
    let luck = i64::from((board + 2 * ns + 3 * ew) % 3) - 1;
    // Form tells on every other deal only; on the rest the cards decide.
    let edge = (form(&NS_FORM, ns) - form(&EW_FORM, ew)) * i64::from(board % 2);
    let n = (lie + edge + luck).clamp(0, 13);
    u8::try_from(n).unwrap_or(6)
}

/// The evening's two revokes: one by E-W, one twice over by N-S, so the travellers show the law.
fn revoke(board: u32, ns: u32, ns_tricks: u8) -> Option<Revoke> {
    match (board, ns) {
        (5, 3) => Some(Revoke {
            by: Direction::Ew,
            count: 1,
            tricks_before: (13 - ns_tricks).min(2),
        }),
        (18, 6) => Some(Revoke {
            by: Direction::Ns,
            count: 2,
            tricks_before: ns_tricks.min(3),
        }),
        _ => None,
    }
}

/// Loads the sample club unless it is already there: members, a season, and one finished
/// evening with every result entered, all in one transaction.
pub fn load(pool: &Pool) -> DbResult<()> {
    crate::db::write(pool, |tx| {
        if events::list(tx)?.iter().any(|e| e.name == EVENT_NAME) {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(MEMBERS.len());
        for name in MEMBERS {
            let new = NewMember::new(name, "", "").map_err(|problems| {
                let (field, message) = problems.into_iter().next().unwrap_or_default();
                DbError::invalid(field, message)
            })?;
            ids.push(members::add(tx, &new)?.id);
        }
        let id = events::create(
            tx,
            &NewEvent {
                name: EVENT_NAME.to_owned(),
                date: NaiveDate::from_ymd_opt(1927, 11, 15).unwrap_or_default(),
                season: SEASON.to_owned(),
                game: Game::Whist,
                tables: TABLES,
                boards_per_round: 4,
                rounds: Some(TABLES),
                revoke_rule: RevokeRule::General,
            },
        )?;
        let mut players = ids.chunks(2);
        for direction in [Direction::Ns, Direction::Ew] {
            for pair in 1..=TABLES {
                let two = players.next().unwrap_or_default();
                events::set_pair(
                    tx,
                    id,
                    direction,
                    pair,
                    [two.first().copied(), two.get(1).copied()],
                )?;
            }
        }
        let event = events::get(tx, id)?;
        for round in event.movement()?.schedule() {
            for seat in round.tables {
                for board in seat.boards {
                    let ns_tricks = tricks(board, seat.ns, seat.ew);
                    let entry = Entry::Whist {
                        ns_tricks,
                        revoke: revoke(board, seat.ns, ns_tricks),
                    };
                    let new = NewResult {
                        board,
                        ns: seat.ns,
                        ew: seat.ew,
                        entry,
                    };
                    results::enter(tx, &event, &new, BY)?;
                }
            }
        }
        events::set_status(tx, id, Status::Final, BY)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tricks_stay_in_a_deal() {
        for board in 1..=28 {
            for ns in 1..=7 {
                for ew in 1..=7 {
                    assert!(tricks(board, ns, ew) <= 13);
                }
            }
        }
    }
}
