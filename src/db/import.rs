//! A USEBIO file (read by `export::usebio::read`) stored as a finished event, so a club can
//! bring its history in: the event, a movement that seats every traveller line, its pairs and
//! players, the results and the assigned scores, and the event marked final. One transaction:
//! a refused file leaves nothing behind.

use chrono::NaiveDate;
use rusqlite::{Connection, OptionalExtension};

use super::events::{self, Choice, NewEvent, Status};
use super::members::{self, NewMember};
use super::results::assigned::{self, Award};
use super::results::{self, NewResult};
use super::{DbError, DbResult};
use crate::export::usebio::read::{File, FileLine, FilePair, Score};
use crate::laws::contract_duplicate::{Bid, Played, Seat};
use crate::laws::duplicate::{Direction, Entry, Game, RevokeRule};
use crate::laws::duplicate_auction::Contract;
use crate::movement::plan::Kind;

/// The form field (and CLI argument) an import's refusals are shown at.
pub const FIELD: &str = "file";

fn refuse(message: impl Into<String>) -> DbError {
    DbError::invalid(FIELD, message)
}

/// What the lines say the game is: bridge by contract when a declarer's seat is given, whist
/// when every score is a number of tricks, else compass auction entered by points.
fn game_of(file: &File) -> DbResult<(Game, bool)> {
    if file.lines.iter().any(|l| l.played_by.is_some()) {
        return Ok((Game::Auction, true));
    }
    if let Some(l) = file.lines.iter().find(|l| l.contract.is_some()) {
        return Err(refuse(format!(
            "line {}, TRAVELLER_LINE: a contract without the declarer's seat (PLAYED_BY) is \
             not imported",
            l.at
        )));
    }
    let tricks = file
        .lines
        .iter()
        .all(|l| !matches!(l.score, Score::Points(s) if !(0..=13).contains(&s)));
    Ok((if tricks { Game::Whist } else { Game::Auction }, false))
}

/// The movements that might have been played, in the order they are tried: every line must
/// be seated by the one chosen.
fn candidates(file: &File, name: &str) -> Vec<(NewEvent, Choice)> {
    let most = |f: &dyn Fn(&FileLine) -> u32, g: &dyn Fn(&FilePair) -> u32| {
        file.lines
            .iter()
            .map(f)
            .chain(file.pairs.iter().map(g))
            .max()
            .unwrap_or(0)
    };
    let boards = file.lines.iter().map(|l| l.board).max().unwrap_or(0);
    let per_round: Vec<u32> = match file.boards_per_round {
        Some(n) => vec![n],
        None => (1..=events::MAX_BOARDS_PER_ROUND)
            .filter(|n| boards % n == 0)
            .collect(),
    };
    let (kinds, tables, pairs): (&[Kind], u32, Option<u32>) = if file.compass {
        let t = most(&|l| l.ns.max(l.ew), &|p| p.number);
        (&[Kind::Mitchell, Kind::MitchellRelay], t, None)
    } else {
        let n = most(&|l| l.ns.max(l.ew), &|p| p.number);
        (&[Kind::Howell], n.div_ceil(2), Some(n))
    };
    let mut out = Vec::new();
    for &kind in kinds {
        for &bpr in &per_round {
            let new = NewEvent {
                name: name.to_owned(),
                date: file.date,
                season: String::new(),
                game: Game::Whist,
                tables,
                boards_per_round: bpr,
                rounds: (bpr > 0).then(|| boards.div_ceil(bpr)),
                revoke_rule: RevokeRule::General,
            };
            let choice = Choice {
                kind,
                pairs,
                arrow_switch: Vec::new(),
                method: file.method.id().to_owned(),
            };
            out.push((new, choice));
        }
    }
    out
}

/// An event already stored under the file's name and date: the file was most likely
/// imported before, and a second copy would count every player's evening twice in the season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Existing {
    pub id: i64,
    pub name: String,
    pub date: NaiveDate,
}

impl Existing {
    /// The refusal; `how` says how to store the file again all the same (the page's tick
    /// box, the CLI's flag).
    pub fn message(&self, how: &str) -> String {
        format!(
            "an event called \"{}\" on {} is already stored (event {}): this file was most \
             likely brought in before. To store it again as a separate event, {how}",
            self.name,
            self.date.format("%d/%m/%Y"),
            self.id
        )
    }
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    /// Stored as this event.
    Event(i64),
    /// Not stored: an event of the same name and date is there, and `again` was not given.
    Already(Existing),
}

/// The event named as the file names it (cut as it is stored) on the file's date, if one is
/// stored and not deleted; the oldest, when there are several.
fn existing(conn: &Connection, name: &str, date: NaiveDate) -> DbResult<Option<Existing>> {
    Ok(conn
        .query_row(
            "SELECT id FROM events WHERE name = ?1 AND date = ?2 AND deleted_at IS NULL \
             ORDER BY id LIMIT 1",
            rusqlite::params![name, date.format("%Y-%m-%d").to_string()],
            |r| r.get::<_, i64>(0),
        )
        .optional()?
        .map(|id| Existing {
            id,
            name: name.to_owned(),
            date,
        }))
}

/// Stores the file as a finished event, unless an event of the same name and date is stored
/// already and `again` is false. The check is made in the caller's transaction, with the
/// writes it guards.
pub fn usebio(conn: &Connection, file: &File, by: &str, again: bool) -> DbResult<Imported> {
    let name = stored_name(file);
    if !again && let Some(there) = existing(conn, &name, file.date)? {
        return Ok(Imported::Already(there));
    }
    store(conn, file, &name, by).map(Imported::Event)
}

/// The file's event name as the events table keeps it (cut, then trimmed as
/// `events::create_with` trims it).
fn stored_name(file: &File) -> String {
    file.name
        .chars()
        .take(80)
        .collect::<String>()
        .trim()
        .to_owned()
}

fn store(conn: &Connection, file: &File, name: &str, by: &str) -> DbResult<i64> {
    let (game, bridge) = game_of(file)?;
    // The first movement that seats every line.
    let mut first_misfit = None;
    let mut chosen = None;
    for (mut new, choice) in candidates(file, name) {
        new.game = game;
        let Ok(movement) = choice.plan(&new).build() else {
            continue;
        };
        if movement.boards() < file.lines.iter().map(|l| l.board).max().unwrap_or(0) {
            continue;
        }
        match file
            .lines
            .iter()
            .find(|l| movement.locate(l.board, l.ns, l.ew).is_none())
        {
            None => {
                chosen = Some((new, choice));
                break;
            }
            Some(l) => {
                first_misfit.get_or_insert(l.at);
            }
        }
    }
    let Some((new, choice)) = chosen else {
        return Err(refuse(match first_misfit {
            Some(at) => format!(
                "line {at}, TRAVELLER_LINE: no movement Hoyle knows brings these pairs together \
                 over this board"
            ),
            None => "no movement Hoyle knows fits the file's pairs and boards".to_owned(),
        }));
    };
    let id = events::create_with(conn, &new, &choice)?;
    if bridge {
        events::set_bridge(conn, id)?;
    }
    for p in &file.pairs {
        seat(conn, id, p)?;
    }
    let event = events::get(conn, id)?;
    for l in &file.lines {
        let at = |e: DbError| match e {
            DbError::Invalid { message, .. } => {
                refuse(format!("line {}, TRAVELLER_LINE: {message}", l.at))
            }
            other => other,
        };
        match l.score {
            Score::Points(s) => {
                let new = line_result(l, s, game, bridge)?;
                results::enter(conn, &event, &new, by).map_err(at)?;
            }
            Score::Assigned(ns, ew) => {
                let award = |p: u8| match p {
                    60 => Ok(Award::AveragePlus),
                    50 => Ok(Award::Average),
                    40 => Ok(Award::AverageMinus),
                    _ => Err(refuse(format!(
                        "line {}, SCORE: an assigned score of {p} % is not one Hoyle gives \
                         (60, 50 or 40)",
                        l.at
                    ))),
                };
                assigned::assign(
                    conn,
                    &event,
                    (l.board, l.ns, l.ew),
                    award(ns)?,
                    award(ew)?,
                    by,
                )
                .map_err(at)?;
            }
        }
    }
    events::set_status(conn, id, Status::Final, by)?;
    Ok(id)
}

fn line_result(l: &FileLine, score: i64, game: Game, bridge: bool) -> DbResult<NewResult> {
    let bad = |what: &str| refuse(format!("line {}, TRAVELLER_LINE: {what}", l.at));
    let stand_in = Entry::Auction {
        ns_points: score.max(0),
        ew_points: (-score).max(0),
        excess: 0,
    };
    let (entry, contract) = if bridge {
        let bid = Bid::parse(l.contract.as_deref().unwrap_or("")).map_err(|m| bad(&m))?;
        let seat = match l.played_by.as_deref() {
            Some(s) => Some(Seat::parse(s).ok_or_else(|| bad("PLAYED_BY is not N, E, S or W"))?),
            None => None,
        };
        let played = Played::new(bid, seat, l.tricks).map_err(|e| bad(&e.message))?;
        (stand_in, Some(Contract::bridge(&played)))
    } else if game == Game::Whist {
        let tricks = u8::try_from(score).map_err(|_| bad("SCORE is not a number of tricks"))?;
        (
            Entry::Whist {
                ns_tricks: tricks,
                // Hoyle's own revoke line carries the play: scored again as it was.
                revoke: l.revoked.map(|(_, r)| r),
            },
            None,
        )
    } else {
        (stand_in, None)
    };
    Ok(NewResult {
        board: l.board,
        ns: l.ns,
        ew: l.ew,
        entry,
        contract,
    })
}

/// Seats a pair's players: a member found by federation number or by name (one member of that
/// name), else a player with a federation number is added to the roster with it, else seated
/// as a visitor by name.
fn seat(conn: &Connection, event: i64, p: &FilePair) -> DbResult<()> {
    let direction = p.direction.unwrap_or(Direction::Ns);
    let mut member_ids: [Option<i64>; 2] = [None, None];
    let mut visitors: [Option<&str>; 2] = [None, None];
    let roster = members::list(conn)?;
    for (i, player) in p.players.iter().take(2).enumerate() {
        let found = match &player.national {
            Some(no) => members::by_national_no(conn, no)?.map(|m| m.id),
            None => None,
        };
        let found = found.or_else(|| {
            let mut same = roster
                .iter()
                .filter(|m| m.name.to_lowercase() == player.name.to_lowercase());
            match (same.next(), same.next()) {
                (Some(m), None) => Some(m.id),
                _ => None,
            }
        });
        match (found, &player.national) {
            (Some(id), _) => member_ids[i] = Some(id),
            (None, Some(no)) => {
                let new = NewMember::with_national(&player.name, "", no, "").map_err(|probs| {
                    refuse(format!(
                        "player {}: {}",
                        player.name,
                        probs
                            .into_iter()
                            .map(|(_, m)| m)
                            .collect::<Vec<_>>()
                            .join("; ")
                    ))
                })?;
                member_ids[i] = Some(members::add(conn, &new)?.id);
            }
            (None, None) => visitors[i] = Some(player.name.as_str()),
        }
    }
    events::set_pair(conn, event, direction, p.number, member_ids)?;
    events::set_visitors(conn, event, direction, p.number, visitors)
}
