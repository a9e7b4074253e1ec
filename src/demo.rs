//! The sample club a newcomer can load to see every page filled in: one finished evening of
//! duplicate whist, seven tables of the book's compass movement.

use chrono::NaiveDate;

use crate::db::events::{self, NewEvent, Status};
use crate::db::results::{self, NewResult};
use crate::db::{DbResult, Pool};
use crate::laws::duplicate::{Direction, Entry, Game, Revoke, RevokeRule};

pub const DEMO_EVENT: &str = "Demo night";
pub const DEMO_SEASON: &str = "Demo";
const BY: &str = "demo";
const TABLES: u32 = 7;

const MEMBERS: [&str; 28] = [
    "Mrs. Abbott",
    "Col. Barrington",
    "Miss Carew",
    "Mr. Dalrymple",
    "Mrs. Ellsworth",
    "Dr. Fairweather",
    "Miss Gresham",
    "Mr. Hollis",
    "Lady Ingram",
    "Capt. Jessop",
    "Mrs. Kingsley",
    "Mr. Latimer",
    "Miss Merriweather",
    "Rev. Newbold",
    "Mrs. Oakes",
    "Mr. Pennington",
    "Miss Quincey",
    "Maj. Radcliffe",
    "Mrs. Standish",
    "Mr. Thorne",
    "Miss Underhill",
    "Mr. Vance",
    "Mrs. Whitcombe",
    "Judge Yardley",
    "Miss Ashby",
    "Mr. Blakeney",
    "Mrs. Cresswell",
    "Mr. Drummond",
];

/// How well each pair plays, so the standings have a spread rather than noise alone.
const NS_SKILL: [i64; 7] = [1, 0, 1, -1, 0, 1, -1];
const EW_SKILL: [i64; 7] = [0, 1, -1, 1, -1, 0, 1];

/// N-S tricks on `board` between `ns` and `ew`: deterministic, so the demo reads the same
/// everywhere and the tests can rely on it.
fn tricks(board: u32, ns: u32, ew: u32) -> u8 {
    let lie = i64::from(board * 5 % 7) - 3;
    let luck = i64::from((board * 3 + ns * 5 + ew * 7) % 5) - 2;
    // Skill tells on one deal in three, which keeps the spread near a real club's.
    let skill = if (board + ns + ew).is_multiple_of(3) {
        NS_SKILL[(ns - 1) as usize] - EW_SKILL[(ew - 1) as usize]
    } else {
        0
    };
    (7 + lie + luck + skill).clamp(0, 13) as u8
}

/// A few revokes, so the revoke rule shows on the travellers: (board, ns, side that revoked).
const REVOKES: [(u32, u32, Direction); 3] = [
    (3, 2, Direction::Ew),
    (10, 5, Direction::Ns),
    (22, 1, Direction::Ew),
];

fn entry(board: u32, ns: u32, ew: u32) -> Entry {
    let ns_tricks = tricks(board, ns, ew);
    let revoke = REVOKES
        .iter()
        .find(|(b, n, _)| *b == board && *n == ns)
        .map(|(_, _, by)| {
            let took = match by {
                Direction::Ns => ns_tricks,
                Direction::Ew => 13 - ns_tricks,
            };
            Revoke {
                by: *by,
                count: 1,
                tricks_before: took.min(2),
            }
        });
    Entry::Whist { ns_tricks, revoke }
}

/// Loads the sample club unless it is already there.
pub fn load(pool: &Pool) -> DbResult<()> {
    crate::db::write(pool, |conn| {
        // A sample club in the bin is still there: restore it rather than load it twice.
        if events::named_anywhere(conn, DEMO_EVENT)? {
            return Ok(());
        }
        let mut members = Vec::with_capacity(MEMBERS.len());
        for name in MEMBERS {
            members.push(events::add_demo_member(conn, name)?);
        }
        let id = events::create(
            conn,
            &NewEvent {
                name: DEMO_EVENT.into(),
                date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap_or_default(),
                season: DEMO_SEASON.into(),
                game: Game::Whist,
                tables: TABLES,
                boards_per_round: 4,
                rounds: Some(TABLES),
                revoke_rule: RevokeRule::General,
            },
        )?;
        for (i, pair) in members.chunks(2).enumerate() {
            let (direction, n) = if i < TABLES as usize {
                (Direction::Ns, i as u32 + 1)
            } else {
                (Direction::Ew, i as u32 + 1 - TABLES)
            };
            events::set_pair(
                conn,
                id,
                direction,
                n,
                [pair.first().copied(), pair.get(1).copied()],
            )?;
        }
        let event = events::get(conn, id)?;
        for round in event.movement()?.schedule() {
            for seat in round.tables {
                for &board in &seat.boards {
                    results::enter(
                        conn,
                        &event,
                        &NewResult {
                            board,
                            ns: seat.ns,
                            ew: seat.ew,
                            entry: entry(board, seat.ns, seat.ew),
                            contract: None,
                        },
                        BY,
                    )?;
                }
            }
        }
        events::set_status(conn, id, Status::Final, BY)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tricks_stay_in_a_deal() {
        for b in 1..=28 {
            for ns in 1..=7 {
                for ew in 1..=7 {
                    assert!(tricks(b, ns, ew) <= 13);
                }
            }
        }
    }

    #[test]
    fn loads_once() -> DbResult<()> {
        let dir = tempfile::tempdir().map_err(|_| crate::db::DbError::NotFound)?;
        let pool = crate::db::open(&dir.path().join("demo.db"))?;
        load(&pool)?;
        load(&pool)?;
        let (events, results) = crate::db::read(&pool, |c| {
            let events = events::list(c)?;
            let results = results::list(c, events[0].id)?;
            Ok((events, results))
        })?;
        assert_eq!(events.len(), 1);
        assert!(events[0].is_final());
        assert_eq!(results.len(), 196);
        Ok(())
    }
}
