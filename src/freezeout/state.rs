//! A freeze-out's state, built by replaying its events in order: entries, the seats drawn by lot,
//! each player out, the tables balanced and broken after each one, until "some one player has
//! won all the chips" (seed 001 L4920–4930).
//!
//! The lot: one generator per freeze-out, ChaCha8 seeded from the stored seed
//! (`rand_chacha::ChaCha8Rng::seed_from_u64`, as the congress draw uses). The seating is its
//! first shuffle; every later lot — the table and seat of a late entry, who moves, the table and
//! seat he goes to — takes the next draws in the order of the events. So the same entries, seed
//! and events always give the same tables, and a correction (an event struck out) is the replay
//! of the events that stand.

use std::collections::HashMap;
use std::fmt;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::settings::{MAX_PLAYERS, Settings};
use crate::exact::Q;
use crate::laws::LawError;

/// A seat: table and seat numbers, both from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat {
    pub table: u32,
    pub seat: u32,
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table {} seat {}", self.table, self.seat)
    }
}

/// What happened, in the order it happened. Players are named as they entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A player enters: before the seats are drawn, onto the list; after, a late entry into the
    /// shortest table (a new table when every seat is taken).
    Enter { name: String },
    /// The seats drawn by lot from the stored seed for everyone entered.
    Seat { seed: u64 },
    /// A player is out, perhaps knocked out by another; he takes the place of the players left.
    Bust {
        player: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
    },
    /// A player moved by the director (or a move the balancing made, stored: replayed, it finds
    /// him already there and changes nothing). A move that leaves two tables differing by more
    /// than one player is refused.
    Move {
        player: String,
        table: u32,
        seat: u32,
    },
    /// Where a table's button is, for `Mover::BigBlindNext`.
    Button { table: u32, seat: u32 },
}

/// Why a player is (re)seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// The seats drawn.
    Draw,
    /// A late entry seated.
    Entry,
    /// Moved from the fullest table to the shortest.
    Balance,
    /// His table was broken.
    Break,
    /// Moved by the director.
    Director,
}

/// A player to call out to a seat ("Ann: table 3 seat 2 → table 1 seat 7").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub player: String,
    /// None for a seat drawn or a late entry.
    pub from: Option<Seat>,
    pub to: Seat,
    pub why: Why,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from {
            Some(from) => write!(f, "{}: {from} → {}", self.player, self.to),
            None => write!(f, "{}: {}", self.player, self.to),
        }
    }
}

/// How a player went out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Out {
    /// 1 for the first player out.
    pub order: usize,
    pub by: Option<usize>,
    /// The index of the bust among the events applied.
    pub event: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Player {
    pub name: String,
    pub seat: Option<Seat>,
    pub out: Option<Out>,
    /// Moved since his seat was drawn (balanced, his table broken, or by the director): the lot
    /// for who balances draws first among those never moved, so one player is not moved again
    /// and again.
    pub moved: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Table {
    /// Who sits in each seat (seat 1 first).
    pub(super) seats: Vec<Option<usize>>,
    pub(super) count: usize,
    pub(super) broken: bool,
    pub(super) button: Option<u32>,
}

/// A table as the pages show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub number: u32,
    /// Seat 1 first; None an empty seat.
    pub seats: Vec<Option<String>>,
    pub players: usize,
    pub button: Option<u32>,
}

/// A freeze-out as its events left it.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    pub(super) settings: Settings,
    pub(crate) players: Vec<Player>,
    by_name: HashMap<String, usize>,
    pub(super) tables: Vec<Table>,
    seed: Option<u64>,
    pub(super) rng: Option<ChaCha8Rng>,
    out: usize,
    applied: usize,
}

/// A whole replay: the state and the moves each event made, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    pub state: State,
    pub moves: Vec<Vec<Move>>,
}

impl State {
    /// A freeze-out with nobody entered yet; its settings checked.
    pub fn new(settings: Settings) -> Result<State, LawError> {
        settings.check()?;
        Ok(State {
            settings,
            players: Vec::new(),
            by_name: HashMap::new(),
            tables: Vec::new(),
            seed: None,
            rng: None,
            out: 0,
            applied: 0,
        })
    }

    /// Replays `entries` (each an `Enter`) then `events`; a refusal names the field
    /// (`entries[3]`, `events[12].player`).
    pub fn replay(
        settings: Settings,
        entries: &[String],
        events: &[Event],
    ) -> Result<Replay, LawError> {
        let mut state = State::new(settings)?;
        for (i, name) in entries.iter().enumerate() {
            state
                .enter(name)
                .map_err(|e| LawError::new(format!("entries[{i}]"), e.message))?;
        }
        let mut moves = Vec::with_capacity(events.len());
        for (i, event) in events.iter().enumerate() {
            let made = state
                .apply(event)
                .map_err(|e| LawError::new(format!("events[{i}].{}", e.field), e.message))?;
            moves.push(made);
        }
        Ok(Replay { state, moves })
    }

    /// Applies one event and returns the players to call out to new seats, each once (from where
    /// he sat before the event to where he sits after it). A refused event changes nothing; the
    /// error names its field (`player`, `by`, `name`, `seed`, `table`, `seat`).
    pub fn apply(&mut self, event: &Event) -> Result<Vec<Move>, LawError> {
        let moves = match event {
            Event::Enter { name } => self.enter(name)?,
            Event::Seat { seed } => self.seat(*seed)?,
            Event::Bust { player, by } => self.bust(player, by.as_deref())?,
            Event::Move {
                player,
                table,
                seat,
            } => self.director_move(player, *table, *seat)?,
            Event::Button { table, seat } => {
                let t = self.open_table("table", *table)?;
                self.check_seat_number(*seat)?;
                self.tables[t].button = Some(*seat);
                Vec::new()
            }
        };
        self.applied += 1;
        Ok(moves)
    }

    // ---- the events ----

    fn enter(&mut self, name: &str) -> Result<Vec<Move>, LawError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(LawError::new("name", "a player needs a name"));
        }
        if self.by_name.contains_key(name) {
            return Err(LawError::new(
                "name",
                format!("{name} has already entered: give another name"),
            ));
        }
        if self.players.len() >= MAX_PLAYERS {
            return Err(LawError::new(
                "name",
                format!("a freeze-out takes at most {MAX_PLAYERS} players"),
            ));
        }
        if self.is_over() {
            return Err(LawError::new("name", "the freeze-out is over"));
        }
        let id = self.players.len();
        self.players.push(Player {
            name: name.to_owned(),
            seat: None,
            out: None,
            moved: false,
        });
        self.by_name.insert(name.to_owned(), id);
        if self.seed.is_none() {
            return Ok(Vec::new());
        }
        // Seated at the shortest table; a new table when every seat is taken.
        let size = self.settings.table_size;
        let t = match self.shortest_count() {
            Some(least) if least < size => self.pick(|s, t| s.tables[t].count == least),
            _ => {
                self.tables.push(Table {
                    seats: vec![None; size],
                    count: 0,
                    broken: false,
                    button: None,
                });
                self.tables.len() - 1
            }
        };
        let to = self.sit_by_lot(id, t);
        let mut moves = vec![Move {
            player: name.to_owned(),
            from: None,
            to,
            why: Why::Entry,
        }];
        self.rebalance(&mut moves);
        Ok(moves)
    }

    fn seat(&mut self, seed: u64) -> Result<Vec<Move>, LawError> {
        if self.seed.is_some() {
            return Err(LawError::new("seed", "the seats are already drawn"));
        }
        let n = self.players.len();
        if n < 2 {
            return Err(LawError::new(
                "seed",
                "at least two players enter before the seats are drawn",
            ));
        }
        let size = self.settings.table_size;
        let tables = n.div_ceil(size);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut order: Vec<usize> = (0..n).collect();
        order.shuffle(&mut rng);
        self.tables = (0..tables)
            .map(|_| Table {
                seats: vec![None; size],
                count: 0,
                broken: false,
                button: None,
            })
            .collect();
        // Dealt round the tables in turn, so no two differ by more than one.
        let mut moves = Vec::with_capacity(n);
        for (i, &p) in order.iter().enumerate() {
            let t = i % tables;
            let s = i / tables;
            self.tables[t].seats[s] = Some(p);
            self.tables[t].count += 1;
            let to = seat_of(t, s);
            self.players[p].seat = Some(to);
            moves.push(Move {
                player: self.players[p].name.clone(),
                from: None,
                to,
                why: Why::Draw,
            });
        }
        moves.sort_by_key(|m| m.to);
        self.seed = Some(seed);
        self.rng = Some(rng);
        Ok(moves)
    }

    fn bust(&mut self, player: &str, by: Option<&str>) -> Result<Vec<Move>, LawError> {
        if self.seed.is_none() {
            return Err(LawError::new("player", "the seats are not drawn yet"));
        }
        let p = self.in_play("player", player)?;
        if self.players_left() == 1 {
            return Err(LawError::new(
                "player",
                format!("{player} has won: nobody is left to take his chips"),
            ));
        }
        let by = match by.map(str::trim).filter(|b| !b.is_empty()) {
            None => None,
            Some(b) => {
                let k = self.in_play("by", b)?;
                if k == p {
                    return Err(LawError::new("by", format!("{b} cannot knock himself out")));
                }
                Some(k)
            }
        };
        self.unseat(p);
        self.out += 1;
        self.players[p].out = Some(Out {
            order: self.out,
            by,
            event: self.applied,
        });
        let mut moves = Vec::new();
        self.rebalance(&mut moves);
        Ok(moves)
    }

    fn director_move(
        &mut self,
        player: &str,
        table: u32,
        seat: u32,
    ) -> Result<Vec<Move>, LawError> {
        if self.seed.is_none() {
            return Err(LawError::new("player", "the seats are not drawn yet"));
        }
        let p = self.in_play("player", player)?;
        let t = self.open_table("table", table)?;
        self.check_seat_number(seat)?;
        let to = Seat { table, seat };
        let from = self.players[p].seat;
        if from == Some(to) {
            return Ok(Vec::new());
        }
        if let Some(q) = self.tables[t].seats[(seat - 1) as usize] {
            return Err(LawError::new(
                "seat",
                format!("{to} is taken by {}", self.players[q].name),
            ));
        }
        // The counts after the move must still differ by at most one.
        let mut counts: Vec<(u32, usize)> = self
            .open()
            .map(|u| (u as u32 + 1, self.tables[u].count))
            .collect();
        for c in &mut counts {
            if Some(c.0) == from.map(|f| f.table) {
                c.1 -= 1;
            }
            if c.0 == table {
                c.1 += 1;
            }
        }
        let most = counts.iter().max_by_key(|c| (c.1, u32::MAX - c.0));
        let least = counts.iter().min_by_key(|c| (c.1, c.0));
        if let (Some(most), Some(least)) = (most, least)
            && most.1 > least.1 + 1
        {
            return Err(LawError::new(
                "table",
                format!(
                    "that leaves table {} with {} players and table {} with {}: tables differ by one at most",
                    most.0, most.1, least.0, least.1
                ),
            ));
        }
        self.unseat(p);
        self.sit(p, t, (seat - 1) as usize);
        self.players[p].moved = true;
        Ok(vec![Move {
            player: self.players[p].name.clone(),
            from,
            to,
            why: Why::Director,
        }])
    }

    fn in_play(&self, field: &str, name: &str) -> Result<usize, LawError> {
        let name = name.trim();
        let &p = self
            .by_name
            .get(name)
            .ok_or_else(|| LawError::new(field, format!("{name} has not entered")))?;
        if let Some(out) = &self.players[p].out {
            let place = self.players.len() + 1 - out.order;
            return Err(LawError::new(
                field,
                format!("{name} is already out, in place {place}"),
            ));
        }
        Ok(p)
    }

    fn open_table(&self, field: &str, table: u32) -> Result<usize, LawError> {
        let t = (table as usize).wrapping_sub(1);
        match self.tables.get(t) {
            Some(x) if !x.broken => Ok(t),
            Some(_) => Err(LawError::new(field, format!("table {table} is broken"))),
            None => Err(LawError::new(
                field,
                format!(
                    "there is no table {table} (tables 1 to {})",
                    self.tables.len()
                ),
            )),
        }
    }

    fn check_seat_number(&self, seat: u32) -> Result<(), LawError> {
        if seat == 0 || seat as usize > self.settings.table_size {
            return Err(LawError::new(
                "seat",
                format!(
                    "seat {seat}: a table's seats are 1 to {}",
                    self.settings.table_size
                ),
            ));
        }
        Ok(())
    }

    // ---- what the pages read ----

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Everyone entered, in the order they entered.
    pub fn entries(&self) -> impl Iterator<Item = &str> + '_ {
        self.players.iter().map(|p| p.name.as_str())
    }

    pub fn entered(&self) -> usize {
        self.players.len()
    }

    /// Whether the seats are drawn, and the seed they were drawn from.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    pub fn players_left(&self) -> usize {
        self.players.len() - self.out
    }

    /// Over when one player holds every chip (L4924–4925).
    pub fn is_over(&self) -> bool {
        self.seed.is_some() && self.players_left() == 1
    }

    pub fn winner(&self) -> Option<&str> {
        if !self.is_over() {
            return None;
        }
        self.players
            .iter()
            .find(|p| p.out.is_none())
            .map(|p| p.name.as_str())
    }

    /// The final table's number, once everyone left sits at one table.
    pub fn final_table(&self) -> Option<u32> {
        let mut open = self.open();
        match (self.seed, open.next(), open.next()) {
            (Some(_), Some(t), None) => Some(t as u32 + 1),
            _ => None,
        }
    }

    pub fn seat_of(&self, name: &str) -> Option<Seat> {
        self.by_name
            .get(name.trim())
            .and_then(|&p| self.players[p].seat)
    }

    /// The place a player went out in: the number of players who had not gone out before him,
    /// late entries counted (1 for the winner once it is over).
    pub fn place_of(&self, name: &str) -> Option<usize> {
        let &p = self.by_name.get(name.trim())?;
        self.place(p)
    }

    pub(crate) fn place(&self, p: usize) -> Option<usize> {
        match &self.players[p].out {
            Some(out) => Some(self.players.len() + 1 - out.order),
            None if self.is_over() => Some(1),
            None => None,
        }
    }

    /// The open tables, lowest number first.
    pub fn tables(&self) -> Vec<TableView> {
        self.open()
            .map(|t| {
                let table = &self.tables[t];
                TableView {
                    number: t as u32 + 1,
                    seats: table
                        .seats
                        .iter()
                        .map(|s| s.map(|p| self.players[p].name.clone()))
                        .collect(),
                    players: table.count,
                    button: table.button,
                }
            })
            .collect()
    }

    /// The prize pool: every entry's buy-in.
    pub fn pool(&self) -> i64 {
        self.settings.buy_in * self.players.len() as i64
    }

    /// The chips in play: every entry's starting stack; they stay on the tables as players go
    /// out, so the winner holds them all.
    pub fn total_chips(&self) -> i64 {
        self.settings.chips * self.players.len() as i64
    }

    /// The average stack of the players left, exactly.
    pub fn average_stack(&self) -> Q {
        average_stack(self.total_chips(), self.players_left())
    }

    /// The number of events applied.
    pub fn events_applied(&self) -> usize {
        self.applied
    }
}

pub(super) fn seat_of(t: usize, s: usize) -> Seat {
    Seat {
        table: t as u32 + 1,
        seat: s as u32 + 1,
    }
}

/// The average stack: the chips in play over the players left, an exact ratio (0 when nobody is
/// left). Pages write it rounded to the nearest whole chip, [`whole_average`].
pub fn average_stack(total_chips: i64, players_left: usize) -> Q {
    match i64::try_from(players_left) {
        Ok(n) if n > 0 => Q::new(total_chips, n),
        _ => Q::from_integer(0),
    }
}

/// The average rounded to the nearest whole chip (a half up), as a clock shows it: cut off, 50,000
/// over 9 would read 5,555 where the room reckons 5,556.
pub fn whole_average(total_chips: i64, players_left: usize) -> i64 {
    average_stack(total_chips, players_left)
        .round()
        .to_integer()
}
