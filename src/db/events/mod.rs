//! Events (a club night), their pairs, and their status log.

use std::sync::Arc;

use chrono::NaiveDate;
use rusqlite::{Connection, Row};

use super::{DbError, DbResult, now, optional};
use crate::laws::duplicate::{Game, RevokeRule};
use crate::laws::duplicate_auction::Caps;
use crate::movement::howell::Edition;
use crate::movement::mitchell::Mitchell;
use crate::movement::plan::{Kind, Movement, Plan};

mod absences;
mod built;
mod choice;
mod mixed;
mod players;
mod seats;
mod stored;
mod teams;

pub use absences::{Absence, absences, set_absence, table_away};
pub use choice::{Choice, ContractScoring, HOWELL_KEY, SIT_OUT_KEY};
pub use mixed::{check_mixed_pair, mixed_problem, set_mixed};
pub use players::{
    Found, MAX_FOUND, Player, member as player_member, search as search_players, search_words,
    seats_of,
};
pub use seats::*;
pub(crate) use stored::parse_direction;
pub use stored::{caps_str, direction_str, game_str, rule_str};
pub use teams::{Entered, PLAYERS, Team, TeamPlayer, clear_teams, seat_team, set_team, teams};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Provisional,
    Final,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Provisional => "provisional",
            Status::Final => "final",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub id: i64,
    pub name: String,
    pub date: NaiveDate,
    pub season: String,
    pub game: Game,
    pub tables: u32,
    pub boards_per_round: u32,
    pub rounds: u32,
    pub revoke_rule: RevokeRule,
    pub status: Status,
    /// How an auction event's results are entered; whist events ignore it.
    pub auction_entry: AuctionEntry,
    /// KWC law 10's caps, for results entered by contract.
    pub auction_caps: Caps,
    /// Which table scores results entered by contract: the KWC laws of 1926, or today's
    /// duplicate bridge (law `contract-duplicate`).
    pub contract_scoring: ContractScoring,
    /// The movement's kind (the book's Mitchell for every event made before issue 15).
    pub movement: Kind,
    /// Pairs in the field (a Howell's, odd with a phantom; twice the teams); for a Mitchell,
    /// twice the tables.
    pub pairs: u32,
    /// Rounds played with the arrows turned (Mitchell kinds).
    pub arrow_switch: Vec<u32>,
    /// The scoring method's id (`plus-minus`: the books' plus/minus against the average).
    pub method: String,
    /// A Howell's tables: the balanced ones for an event made since they came, the first for
    /// one stored before (kept so that it is not reseated; see [`HOWELL_KEY`]).
    pub howell: Edition,
    /// Mixed pairs: each pair a lady (first seat) and a gentleman (`db::events::mixed`).
    pub mixed: bool,
}

/// How a compass auction's results are entered: each side's points on the board, as scored at
/// the table, or the contract, which the law scores (`laws::duplicate_auction`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AuctionEntry {
    #[default]
    Points,
    Contract,
}

impl AuctionEntry {
    pub fn as_str(self) -> &'static str {
        match self {
            AuctionEntry::Points => "points",
            AuctionEntry::Contract => "contract",
        }
    }
}

impl Event {
    /// What the event stores about its movement.
    pub fn plan(&self) -> Plan {
        Plan {
            kind: self.movement,
            tables: self.tables,
            pairs: self.pairs,
            boards_per_round: self.boards_per_round,
            rounds: Some(self.rounds),
            arrow_switch: self.arrow_switch.clone(),
            howell: self.howell,
        }
    }
    /// The event's movement, built once per plan and shared ([`built::movement`]).
    pub fn movement(&self) -> DbResult<Arc<Movement>> {
        built::movement(self.plan())
    }
    /// Pairs are numbered in one list (a Howell, team matches) and stored as N-S pairs:
    /// the direction a pair sat on a board is in its result, not in `Pair::direction`.
    pub fn single_field(&self) -> bool {
        self.movement.single_field()
    }
    /// Team matches: the field's pairs make teams of two pairs, named on `/events/{id}/teams`.
    pub fn is_teams(&self) -> bool {
        self.movement == Kind::Teams
    }
    pub fn is_final(&self) -> bool {
        self.status == Status::Final
    }
    /// An individual: the numbers are players, four a table (`movement::plan::seats`).
    pub fn is_individual(&self) -> bool {
        self.movement == Kind::Individual
    }
    pub fn boards(&self) -> u32 {
        match self.movement {
            Kind::Mitchell | Kind::MitchellRelay => self.tables * self.boards_per_round,
            _ => self.movement().map(|m| m.boards()).unwrap_or(0),
        }
    }
    /// Results are contracts, scored by the duplicate auction law.
    /// A game of duplicate whist: results are N-S's tricks, revokes bounded by Law X.
    pub fn game_is_whist(&self) -> bool {
        self.game == Game::Whist
    }
    pub fn by_contract(&self) -> bool {
        self.game == Game::Auction && self.auction_entry == AuctionEntry::Contract
    }
    /// A game of duplicate contract bridge: results are contracts with the declarer's seat,
    /// scored by law `contract-duplicate`.
    pub fn is_bridge(&self) -> bool {
        self.by_contract() && self.contract_scoring == ContractScoring::DuplicateBridge
    }
}

/// What the new-event form asks, already parsed; [`NewEvent::check`] finds what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    pub name: String,
    pub date: NaiveDate,
    /// Empty means the date's year.
    pub season: String,
    pub game: Game,
    pub tables: u32,
    pub boards_per_round: u32,
    pub rounds: Option<u32>,
    pub revoke_rule: RevokeRule,
}

/// The most tables an event may have: a very large room.
pub const MAX_TABLES: u32 = 150;
/// The most rounds an event may play in an evening.
pub const MAX_ROUNDS: u32 = 40;
/// The most boards in a round.
pub const MAX_BOARDS_PER_ROUND: u32 = 6;
/// The earliest and latest years a date may have: the oldest book's laws to well past now.
pub const FIRST_YEAR: i32 = 1800;
pub const LAST_YEAR: i32 = 2200;

/// Why a date cannot be kept, if it cannot: outside [`FIRST_YEAR`]..=[`LAST_YEAR`] (year 0000,
/// a negative year or a year 99999 is a typing slip, and would sort and print wrongly).
pub fn date_problem(date: NaiveDate) -> Option<String> {
    use chrono::Datelike;
    (!(FIRST_YEAR..=LAST_YEAR).contains(&date.year()))
        .then(|| format!("Give a date between the years {FIRST_YEAR} and {LAST_YEAR}."))
}

impl NewEvent {
    /// Every problem with the event, each addressed to its field.
    pub fn check(&self) -> Vec<(String, String)> {
        let mut errors = Vec::new();
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > 120 {
            errors.push((
                "name".into(),
                "Give the event a name (1 to 120 characters).".into(),
            ));
        } else if crate::text::has_control(name) {
            errors.push((
                "name".into(),
                "The name cannot hold control characters (such as a tab or a line break).".into(),
            ));
        }
        if crate::text::has_control(&self.season) {
            errors.push((
                "season".into(),
                "The season label cannot hold control characters.".into(),
            ));
        } else if self.season.trim().chars().count() > 40 {
            errors.push((
                "season".into(),
                "The season label is at most 40 characters.".into(),
            ));
        }
        if let Err(e) = Mitchell::new(self.tables, self.boards_per_round, self.rounds) {
            errors.push((e.field, e.message));
        } else {
            errors.extend(self.room_problems());
        }
        if let Some(message) = date_problem(self.date) {
            errors.push(("date".into(), message));
        }
        errors
    }

    /// [`NewEvent::check`] for the movement and method chosen: a Mitchell is checked as
    /// before; another movement is built from the pairs (`tables` is then not asked).
    pub fn check_with(&self, choice: &Choice) -> Vec<(String, String)> {
        if choice.kind == Kind::Mitchell && choice.arrow_switch.is_empty() {
            let mut errors = self.check();
            errors.extend(choice.method_problem());
            return errors;
        }
        let mut errors: Vec<_> = self
            .check()
            .into_iter()
            .filter(|(f, _)| f == "name" || f == "season" || f == "date")
            .collect();
        match choice.plan(self).build() {
            Err(e) => errors.push((e.field, e.message)),
            Ok(m) => {
                let probe = NewEvent {
                    tables: m.tables(),
                    rounds: Some(m.rounds()),
                    ..self.clone()
                };
                errors.extend(
                    probe
                        .room_problems()
                        .into_iter()
                        .filter(|(f, _)| f != "rounds"),
                );
                if m.rounds() > MAX_ROUNDS {
                    errors.push((
                        "rounds".into(),
                        format!("An event has at most {MAX_ROUNDS} rounds."),
                    ));
                }
            }
        }
        errors.extend(choice.method_problem());
        errors
    }

    /// What a real room cannot hold (issue 13: these bound the cost of every page of an event;
    /// the numbers are in docs/operations.md). A movement beyond them is still printed by
    /// `hoyle movement mitchell`.
    fn room_problems(&self) -> Vec<(String, String)> {
        let mut errors = Vec::new();
        if self.tables > MAX_TABLES {
            errors.push((
                "tables".into(),
                format!("An event has at most {MAX_TABLES} tables."),
            ));
        }
        if self.boards_per_round > MAX_BOARDS_PER_ROUND {
            errors.push((
                "boards_per_round".into(),
                format!("A round has at most {MAX_BOARDS_PER_ROUND} boards."),
            ));
        }
        let rounds = self.rounds.unwrap_or(self.tables);
        if rounds > MAX_ROUNDS && self.tables <= MAX_TABLES {
            errors.push((
                "rounds".into(),
                format!(
                    "An event has at most {MAX_ROUNDS} rounds (with more than {MAX_ROUNDS} tables, \
                     give the number of rounds)."
                ),
            ));
        }
        errors
    }
}

const EVENT_COLUMNS: &str = "id, name, date, season, game, tables, boards_per_round, \
                             COALESCE(movement_rounds, rounds), revoke_rule, status, \
                             auction_entry, auction_caps, movement, COALESCE(pairs, 2 * tables), \
                             arrow_switch, method, contract_scoring, \
                             EXISTS (SELECT 1 FROM settings \
                                     WHERE key = 'howell-tables:' || events.id AND value = 'balanced'), \
                             mixed";

fn event_from_row(r: &Row<'_>) -> rusqlite::Result<Event> {
    let date: String = r.get(2)?;
    let game: String = r.get(4)?;
    let rule: String = r.get(8)?;
    let status: String = r.get(9)?;
    let auction_entry: String = r.get(10)?;
    let auction_caps: String = r.get(11)?;
    let movement: String = r.get(12)?;
    let arrow_switch: String = r.get(14)?;
    Ok(Event {
        id: r.get(0)?,
        name: r.get(1)?,
        date: NaiveDate::parse_from_str(&date, "%Y-%m-%d").unwrap_or_default(),
        season: r.get(3)?,
        game: if game == "auction" {
            Game::Auction
        } else {
            Game::Whist
        },
        tables: r.get(5)?,
        boards_per_round: r.get(6)?,
        rounds: r.get(7)?,
        revoke_rule: if rule == "pair" {
            RevokeRule::Pair
        } else {
            RevokeRule::General
        },
        status: if status == "final" {
            Status::Final
        } else {
            Status::Provisional
        },
        auction_entry: if auction_entry == "contract" {
            AuctionEntry::Contract
        } else {
            AuctionEntry::Points
        },
        auction_caps: if auction_caps == "none" {
            Caps::None
        } else {
            Caps::Kwc
        },
        contract_scoring: if r.get::<_, String>(16)? == "duplicate-bridge" {
            ContractScoring::DuplicateBridge
        } else {
            ContractScoring::Kwc1926
        },
        movement: Kind::parse(&movement).unwrap_or_default(),
        pairs: r.get(13)?,
        arrow_switch: parse_rounds(&arrow_switch),
        method: r.get(15)?,
        howell: if r.get(17)? {
            Edition::Balanced
        } else {
            Edition::First
        },
        mixed: r.get(18)?,
    })
}

/// Makes an auction event a game of duplicate contract bridge: entered by contract, scored by
/// today's table. Refused once any result is in, as [`set_auction_entry`] is.
pub fn set_bridge(conn: &Connection, event_id: i64) -> DbResult<()> {
    set_auction_entry(conn, event_id, AuctionEntry::Contract, Caps::None)?;
    conn.execute(
        "UPDATE events SET contract_scoring = ?2 WHERE id = ?1",
        (event_id, ContractScoring::DuplicateBridge.as_str()),
    )?;
    Ok(())
}

/// Sets how an auction event's results are entered; refused once any result is in, since the
/// results already entered could not be read the other way.
pub fn set_auction_entry(
    conn: &Connection,
    event_id: i64,
    entry: AuctionEntry,
    caps: Caps,
) -> DbResult<()> {
    let entered: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM results WHERE event_id = ?1)",
        [event_id],
        |r| r.get(0),
    )?;
    if entered {
        return Err(DbError::invalid(
            "auction_entry",
            "results are entered already; the way they are entered cannot change",
        ));
    }
    conn.execute(
        "UPDATE events SET auction_entry = ?2, auction_caps = ?3 WHERE id = ?1",
        (event_id, entry.as_str(), caps_str(caps)),
    )?;
    Ok(())
}

/// "3,6" → [3, 6]; what is not a round number is left out (only this module writes it).
fn parse_rounds(s: &str) -> Vec<u32> {
    s.split(',').filter_map(|r| r.trim().parse().ok()).collect()
}

/// The book's compass Mitchell, scored plus/minus: what every event was before issue 15.
pub fn create(conn: &Connection, new: &NewEvent) -> DbResult<i64> {
    create_with(conn, new, &Choice::default())
}

/// Creates an event with the movement and method chosen.
pub fn create_with(conn: &Connection, new: &NewEvent, choice: &Choice) -> DbResult<i64> {
    if let Some((field, message)) = new.check_with(choice).into_iter().next() {
        return Err(DbError::Invalid { field, message });
    }
    let movement = choice
        .plan(new)
        .build()
        .map_err(|e| DbError::invalid(e.field, e.message))?;
    let season = match new.season.trim() {
        "" => new.date.format("%Y").to_string(),
        s => s.to_owned(),
    };
    let single = movement.single_field();
    let tables = movement.tables();
    let rounds = movement.rounds();
    let switch = choice
        .arrow_switch
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    conn.execute(
        "INSERT INTO events (name, date, season, game, tables, boards_per_round, rounds, revoke_rule, created_at,
                             movement, pairs, movement_rounds, arrow_switch, method)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        rusqlite::params![
            new.name.trim(),
            new.date.format("%Y-%m-%d").to_string(),
            season,
            game_str(new.game),
            tables,
            movement.boards_per_round(),
            // The old column's check keeps rounds <= tables; the real count is movement_rounds.
            rounds.min(tables),
            rule_str(new.revoke_rule),
            now(),
            choice.kind.as_str(),
            single.then_some(movement.pairs()),
            (rounds > tables).then_some(rounds),
            switch,
            choice.method,
        ],
    )?;
    let id = conn.last_insert_rowid();
    choice.mark_howell(conn, id)?;
    choice.mark_sit_out(conn, id, tables)?;
    // Every pair number exists from the start, so the movement pages can name them before
    // the director has assigned members. One field's pairs are all stored as N-S.
    let mut insert =
        conn.prepare("INSERT INTO event_pairs (event_id, direction, pair_no) VALUES (?1, ?2, ?3)")?;
    for pair in 1..=movement.pair_numbers() {
        insert.execute((id, "NS", pair))?;
        if !single {
            insert.execute((id, "EW", pair))?;
        }
    }
    Ok(id)
}

pub fn get(conn: &Connection, id: i64) -> DbResult<Event> {
    optional(
        conn.prepare_cached(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE id = ?1 AND deleted_at IS NULL"
        ))?
        .query_row([id], event_from_row),
    )?
    .ok_or(DbError::NotFound)
}

/// Whether an event of this name exists, in the bin or not.
pub fn named_anywhere(conn: &Connection, name: &str) -> DbResult<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM events WHERE name = ?1)",
        [name],
        |r| r.get(0),
    )?)
}

/// Newest first.
pub fn list(conn: &Connection) -> DbResult<Vec<Event>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {EVENT_COLUMNS} FROM events WHERE deleted_at IS NULL ORDER BY date DESC, id DESC"
    ))?;
    let rows = stmt
        .query_map([], event_from_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

pub fn in_season(conn: &Connection, season: &str) -> DbResult<Vec<Event>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {EVENT_COLUMNS} FROM events WHERE season = ?1 AND deleted_at IS NULL ORDER BY date, id"
    ))?;
    let rows = stmt
        .query_map([season], event_from_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Season labels with their number of events, newest first.
pub fn seasons(conn: &Connection) -> DbResult<Vec<(String, u32)>> {
    let mut stmt = conn.prepare(
        "SELECT season, COUNT(*) FROM events WHERE deleted_at IS NULL GROUP BY season ORDER BY MAX(date) DESC, season",
    )?;
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Marks the event final (no more edits) or provisional again, and logs who did it.
pub fn set_status(conn: &Connection, event_id: i64, status: Status, by: &str) -> DbResult<()> {
    let event = get(conn, event_id)?;
    if event.status == status {
        return Ok(());
    }
    conn.execute(
        "UPDATE events SET status = ?2 WHERE id = ?1",
        (event_id, status.as_str()),
    )?;
    let action = match status {
        Status::Final => "marked final",
        Status::Provisional => "re-opened",
    };
    conn.execute(
        "INSERT INTO event_log (event_id, action, changed_by, changed_at) VALUES (?1, ?2, ?3, ?4)",
        (event_id, action, by, now()),
    )?;
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub action: String,
    pub by: String,
    pub at: String,
}

pub fn log(conn: &Connection, event_id: i64) -> DbResult<Vec<LogEntry>> {
    let mut stmt = conn.prepare(
        "SELECT action, changed_by, changed_at FROM event_log WHERE event_id = ?1 ORDER BY id",
    )?;
    let rows = stmt
        .query_map([event_id], |r| {
            Ok(LogEntry {
                action: r.get(0)?,
                by: r.get(1)?,
                at: r.get(2)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Adds a plain member by name, for the sample club only: the members area owns the real form.
pub fn add_demo_member(conn: &Connection, name: &str) -> DbResult<i64> {
    conn.execute(
        "INSERT INTO members (name, created_at) VALUES (?1, ?2)",
        (name, now()),
    )?;
    Ok(conn.last_insert_rowid())
}

/// An event with its pairs and every result: what its standings and exports are made from.
pub type Record = (Event, Vec<Pair>, Vec<super::results::Stored>);

/// An event with its pairs and every result, read together.
pub fn load(conn: &Connection, id: i64) -> DbResult<Record> {
    Ok((
        get(conn, id)?,
        pairs(conn, id)?,
        super::results::list(conn, id)?,
    ))
}

/// Every event of a season (oldest first), each with its pairs and results.
pub fn load_season(conn: &Connection, season: &str) -> DbResult<Vec<Record>> {
    in_season(conn, season)?
        .into_iter()
        .map(|e| {
            let pairs = pairs(conn, e.id)?;
            let results = super::results::list(conn, e.id)?;
            Ok((e, pairs, results))
        })
        .collect()
}
