//! A fouled board passed on (KWC law 4d, seed 001 L3312–3315): the mark a result keeps of the
//! pair or pairs at its table who passed the board to the next table with a wrong number of
//! cards in a hand. The law (`laws::duplicate::fouled`) takes their 50 in the standings; here it
//! is checked against the event, as `hoyle score duplicate` checks it, and said in the history.

use crate::db::events::Event;
use crate::db::{DbError, DbResult};
use crate::laws::duplicate::fouled::{self, FouledBy};
use crate::laws::duplicate::{Entry, Game};
use crate::laws::duplicate_auction::Contract;
use crate::scoring::Method;

/// The form's field, and its label, that a refusal names.
pub const FIELD: &str = "passed_fouled";
pub const LABEL: &str = "Did a pair pass this board on after it was fouled?";

/// Whether the event offers the question at all: a pairs event of duplicate auction scored by
/// the book's plus and minus (law 4d is a penalty in that scoring, and an auction law's).
pub fn offered(event: &Event) -> bool {
    refusal(event).is_none()
}

fn refusal(event: &Event) -> Option<&'static str> {
    let method = Method::parse(&event.method).unwrap_or(Method::PlusMinus);
    // A bridge event is an auction event entered by contract, scored by today's laws: KWC's
    // penalty is not among them.
    let game = if event.is_bridge() {
        Game::Whist
    } else {
        event.game
    };
    fouled::refusal(game, method, false).or_else(|| {
        (event.movement == crate::movement::plan::Kind::Individual).then_some(
            "an individual event's partnerships change every round: the 50-point penalty (KWC law 4d) is a pair's",
        )
    })
}

/// Refuses the mark where the event has no such penalty, naming the field as the form labels it.
pub fn check(event: &Event, passed_fouled: Option<FouledBy>) -> DbResult<()> {
    match (passed_fouled, refusal(event)) {
        (Some(_), Some(why)) => Err(DbError::invalid(
            FIELD,
            format!("{LABEL} Not at this event: {why}."),
        )),
        _ => Ok(()),
    }
}

/// How a result reads in the board's history with its mark: "N-S 100, E-W 0 points; N-S passed
/// it on fouled (50 off, KWC law 4d)".
pub fn describe(entry: &Entry, contract: Option<&Contract>, by: Option<FouledBy>) -> String {
    with_mark(super::describe_result(entry, contract), by)
}

/// A result's words with its mark, if any.
pub fn with_mark(result: String, by: Option<FouledBy>) -> String {
    match by {
        None => result,
        Some(by) => format!(
            "{result}; {} passed it on fouled ({} off, KWC law 4d)",
            by.words(),
            fouled::PASSED_FOULED
        ),
    }
}

#[cfg(test)]
mod tests_support {
    use chrono::NaiveDate;

    use super::*;
    use crate::db::events::{self, NewEvent};
    use crate::laws::duplicate::RevokeRule;

    pub(super) fn event(pool: &crate::db::Pool, game: Game) -> i64 {
        let new = NewEvent {
            name: "Fouled".into(),
            date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap(),
            season: String::new(),
            game,
            tables: 3,
            boards_per_round: 2,
            rounds: None,
            revoke_rule: RevokeRule::General,
        };
        crate::db::write(pool, |tx| events::create(tx, &new)).unwrap()
    }

    /// A club's auction event (`event`) in a fresh database: (its folder, kept while the test
    /// runs; the pool; the event; the tables that play board 1).
    pub(super) fn auction_event() -> (tempfile::TempDir, crate::db::Pool, Event, Vec<(u32, u32)>) {
        let dir = tempfile::tempdir().unwrap();
        let pool = crate::db::open(&dir.path().join("t.db")).unwrap();
        let id = event(&pool, Game::Auction);
        let ev = crate::db::read(&pool, |c| events::get(c, id)).unwrap();
        let tables = board_one(&ev);
        (dir, pool, ev, tables)
    }

    /// The three tables that play board 1, as (N-S pair, E-W pair), in round order.
    pub(super) fn board_one(event: &Event) -> Vec<(u32, u32)> {
        let m = event.movement().unwrap();
        let mut out = Vec::new();
        for round in 1..=m.rounds() {
            for table in 1..=m.tables() {
                if let Some(s) = m.seating(round, table).filter(|s| s.boards.contains(&1)) {
                    out.push((s.ns, s.ew));
                }
            }
        }
        out
    }

    /// `hoyle score duplicate` of `input` gives every pair the plus/minus and the place in its
    /// direction the event's `standings` give it.
    pub(super) fn the_clis(
        input: &serde_json::Value,
        standings: &crate::tournament::EventStandings,
    ) {
        use crate::laws::duplicate::Direction;
        let cli: serde_json::Value =
            serde_json::from_str(&crate::laws::duplicate::score_json(&input.to_string()).unwrap())
                .unwrap();
        for p in cli["pairs"].as_array().unwrap() {
            let d = if p["direction"] == "NS" {
                Direction::Ns
            } else {
                Direction::Ew
            };
            let pair = p["pair"].as_u64().unwrap() as u32;
            let row = standings
                .rows
                .iter()
                .find(|r| r.direction == d && r.pair == pair)
                .unwrap();
            let pm = crate::exact::Hundredths::of(row.plus_minus);
            assert_eq!(serde_json::to_value(pm).unwrap(), p["plus_minus"], "{p}");
            assert_eq!(
                serde_json::json!(row.rank_in_direction),
                p["rank_in_direction"],
                "{p}"
            );
        }
    }

    pub(super) fn points(ns_points: i64) -> Entry {
        Entry::Auction {
            ns_points,
            ew_points: 0,
            excess: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::tests_support::*;
    use super::*;
    use crate::db::events;
    use crate::db::results::{self, NewResult};

    /// Law 4d in a club's event (seed 001 L3312–3315), by hand as in the law's own test: board
    /// 1 at three tables, N-S nets 300, 100, 200 (average 200); the second table's N-S passed it
    /// on fouled: 100 − 50, plus/minus −150. The event's standings are `hoyle score duplicate`'s
    /// for the same results; the mark is kept through a correction that does not ask, said in
    /// the history, and refused at a whist event naming the field as the form labels it.
    #[test]
    fn a_fouled_board_passed_on_costs_the_pair_50_in_the_event_l3312() {
        let (_dir, pool, ev, tables) = auction_event();
        let id = ev.id;
        assert_eq!(tables.len(), 3);
        let nets = [300, 100, 200];
        crate::db::write(&pool, |tx| {
            for (i, &(ns, ew)) in tables.iter().enumerate() {
                let new = NewResult {
                    board: 1,
                    ns,
                    ew,
                    entry: points(nets[i]),
                    contract: None,
                };
                let by = (i == 1).then_some(FouledBy::Ns);
                results::enter_fouled(tx, &ev, &new, by, "D")?;
            }
            Ok(())
        })
        .unwrap();
        let stored = crate::db::read(&pool, |c| results::list(c, id)).unwrap();
        let marked = stored.iter().find(|r| r.ns == tables[1].0).unwrap();
        assert_eq!(marked.passed_fouled, Some(FouledBy::Ns));
        let standings = crate::tournament::standings_full(&ev, &[], &stored, &[]).unwrap();
        let row = |d, p| {
            standings
                .rows
                .iter()
                .find(|r| r.direction == d && r.pair == p)
                .unwrap()
                .plus_minus
        };
        use crate::exact::Q;
        use crate::laws::duplicate::Direction;
        assert_eq!(row(Direction::Ns, tables[1].0), Q::from_integer(-150));
        assert_eq!(row(Direction::Ns, tables[0].0), Q::from_integer(100));
        assert_eq!(row(Direction::Ew, tables[1].1), Q::from_integer(100));
        // The same results through `hoyle score duplicate`.
        let input = json!({"game": "auction", "results": tables.iter().enumerate().map(|(i, &(ns, ew))| {
            let mut r = json!({"board": 1, "ns": ns, "ew": ew, "ns_points": nets[i], "ew_points": 0});
            if i == 1 { r["passed_fouled"] = json!("NS"); }
            r
        }).collect::<Vec<_>>()});
        the_clis(&input, &standings);

        // A correction that does not ask (a table code's slip) keeps the mark; one that does
        // clears it; the history says both.
        crate::db::write(&pool, |tx| {
            results::correct_from(tx, &ev, marked.id, None, &points(120), None, "D")?;
            assert_eq!(
                results::get(tx, id, marked.id)?.passed_fouled,
                Some(FouledBy::Ns)
            );
            results::correct_fouled(
                tx,
                &ev,
                marked.id,
                None,
                &points(120),
                None,
                Some(None),
                "D",
            )
        })
        .unwrap();
        let history = crate::db::read(&pool, |c| results::history(c, id, Some(1))).unwrap();
        let said: Vec<String> = history.iter().filter_map(|h| h.new.clone()).collect();
        assert!(
            said.iter()
                .any(|s| s.contains("N-S passed it on fouled (50 off, KWC law 4d)")),
            "{said:?}"
        );
        assert_eq!(
            said.last().map(String::as_str),
            Some("N-S 120, E-W 0 points")
        );

        // Deleted to the bin and restored, a result keeps its mark.
        crate::db::write(&pool, |tx| {
            let first = results::list(tx, id)?
                .into_iter()
                .find(|r| r.ns == tables[0].0);
            let first = first.ok_or(DbError::NotFound)?;
            results::correct_fouled(
                tx,
                &ev,
                first.id,
                None,
                &points(300),
                None,
                Some(Some(FouledBy::Ew)),
                "D",
            )?;
            results::delete(tx, &ev, first.id, "D")?;
            let binned = results::binned::list(tx)?;
            results::binned::restore(tx, binned[0].id, "D")?;
            let back = results::list(tx, id)?
                .into_iter()
                .find(|r| r.ns == tables[0].0);
            assert_eq!(back.and_then(|r| r.passed_fouled), Some(FouledBy::Ew));
            Ok(())
        })
        .unwrap();

        let whist = event(&pool, Game::Whist);
        let refused = crate::db::write(&pool, |tx| {
            let ev = events::get(tx, whist)?;
            let new = NewResult {
                board: 1,
                ns: 1,
                ew: 1,
                entry: Entry::Whist {
                    ns_tricks: 7,
                    revoke: None,
                },
                contract: None,
            };
            results::enter_fouled(tx, &ev, &new, Some(FouledBy::Ew), "D")
        });
        match refused {
            Err(DbError::Invalid { field, message }) => {
                assert_eq!(field, FIELD);
                assert!(message.starts_with(LABEL), "{message}");
                assert!(message.contains("whist laws have none"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }
}

#[cfg(test)]
mod with_assigned {
    use serde_json::json;

    use super::tests_support::*;
    use super::*;
    use crate::db::results::assigned::{self, Award};
    use crate::db::results::{self, NewResult};

    /// Plus and minus with a score assigned elsewhere goes through the method's path: the board
    /// is compared as played and the 50 taken after (`tournament::fouled`), as `hoyle score
    /// duplicate` does with an assigned result among the results.
    #[test]
    fn under_plus_minus_with_an_assigned_score_the_event_is_the_clis() {
        let (_dir, pool, ev, tables) = auction_event();
        let id = ev.id;
        let nets = [300, 100, 200];
        crate::db::write(&pool, |tx| {
            for (i, &(ns, ew)) in tables.iter().enumerate() {
                for board in [1, 2] {
                    let new = NewResult {
                        board,
                        ns,
                        ew,
                        entry: points(nets[i] + i64::from(board)),
                        contract: None,
                    };
                    if board == 2 && i == 2 {
                        assigned::assign(
                            tx,
                            &ev,
                            (2, ns, ew),
                            Award::Average,
                            Award::Average,
                            "D",
                        )?;
                        continue;
                    }
                    let by = (board == 1 && i == 1).then_some(FouledBy::Both);
                    results::enter_fouled(tx, &ev, &new, by, "D")?;
                }
            }
            Ok(())
        })
        .unwrap();
        let (stored, given) = crate::db::read(&pool, |c| {
            Ok((results::list(c, id)?, assigned::list(c, id)?))
        })
        .unwrap();
        assert_eq!(given.len(), 1);
        let standings = crate::tournament::standings_full(&ev, &[], &stored, &given).unwrap();
        let mut lines = Vec::new();
        for (i, &(ns, ew)) in tables.iter().enumerate() {
            for board in [1u32, 2] {
                let mut r = json!({"board": board, "ns": ns, "ew": ew});
                if board == 2 && i == 2 {
                    r["assigned"] = json!("average");
                } else {
                    r["ns_points"] = json!(nets[i] + i64::from(board));
                    r["ew_points"] = json!(0);
                }
                if board == 1 && i == 1 {
                    r["passed_fouled"] = json!("both");
                }
                lines.push(r);
            }
        }
        let input = json!({"game": "auction", "results": lines});
        the_clis(&input, &standings);
        // Both pairs of the second table lost 50 on board 1, against what was played.
        let figures = standings.method.as_ref().unwrap();
        let (ns, ew) = figures.results[&(1, tables[1].0, tables[1].1)];
        use crate::exact::Q;
        assert_eq!(ns, Some(Q::from_integer(101 - 201 - 50)));
        assert_eq!(ew, Some(Q::from_integer(201 - 101 - 50)));
    }
}
