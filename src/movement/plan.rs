//! An event's movement, whatever its kind: what the event stores (the kind, the tables or pairs,
//! boards a round, rounds, arrow-switched rounds) built into one schedule that result entry, the
//! printed sheets and the standings read. Pure.
//!
//! The book's Mitchell keeps its own arithmetic (`Mitchell::locate` is constant time, which the
//! result entry of a 150-table room relies on); every other kind is looked up in its
//! `schedule::Schedule` through an index built once.

use std::collections::HashMap;

use super::MovementError;
use super::individual::{self, Individual};
use super::mitchell::{EwStop, Mitchell, Round, Seating};
use super::schedule::{Numbering, Schedule};

mod seats;
use super::{howell, mnemonic, relay, teams};
pub use seats::{PlayerStop, Seat};

/// The movements an event may use (the CLI's names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// The book's compass movement (seed 001 L3000–3008; KWC law 3's skip).
    #[default]
    Mitchell,
    /// The compass movement with a relay and bye stand, for an even number of tables.
    MitchellRelay,
    /// One field: every pair meets every other (or, shortened, most of them).
    Howell,
    /// Team-of-four matches, the boards crossing between the two rooms of a match.
    Teams,
    /// An individual: four players a table, every player partners every other once.
    Individual,
    /// Mnemonic duplicate at one table: two pairs, each set of deals replayed with the hands
    /// turned (seed 001 L4335–4346).
    Mnemonic,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Mitchell,
        Kind::MitchellRelay,
        Kind::Howell,
        Kind::Teams,
        Kind::Individual,
        Kind::Mnemonic,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Mitchell => "mitchell",
            Kind::MitchellRelay => "mitchell-relay",
            Kind::Howell => "howell",
            Kind::Teams => "teams",
            Kind::Individual => "individual",
            Kind::Mnemonic => "mnemonic",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// In words, for the pages.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Mitchell => "Mitchell (the book's compass movement)",
            Kind::MitchellRelay => "Relay Mitchell (relay and bye stand)",
            Kind::Howell => "Howell (one field)",
            Kind::Teams => "Team-of-four matches",
            Kind::Individual => "Individual (partners change every round)",
            Kind::Mnemonic => "Mnemonic duplicate at one table",
        }
    }

    /// Pairs are numbered in one list (a Howell, team matches), not N-S and E-W apart.
    pub fn single_field(self) -> bool {
        matches!(
            self,
            Kind::Howell | Kind::Teams | Kind::Individual | Kind::Mnemonic
        )
    }
}

/// What an event stores about its movement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub kind: Kind,
    /// Tables in play (a Mitchell's; for the others it follows from the pairs).
    pub tables: u32,
    /// Pairs in the field: a Howell's (odd: a phantom), twice the teams of a team match. For a
    /// Mitchell, twice the tables. For an individual, the PLAYERS (numbered 1..=players).
    pub pairs: u32,
    pub boards_per_round: u32,
    /// None: the complete movement.
    pub rounds: Option<u32>,
    /// Rounds played with the arrows turned (Mitchell kinds only).
    pub arrow_switch: Vec<u32>,
    /// A Howell's tables: the balanced ones, or the first for an event stored with them.
    pub howell: howell::Edition,
}

/// A built movement.
#[derive(Debug, Clone)]
pub struct Movement {
    kind: Kind,
    schedule: Schedule,
    /// The book's Mitchell, when that is the kind: its arithmetic answers `locate`.
    mitchell: Option<Mitchell>,
    /// (board, N-S, E-W) → (round, table), for the other kinds.
    index: HashMap<(u32, u32, u32), (u32, u32)>,
    boards: u32,
    /// An individual's four seats a table (its schedule keeps North as N-S, East as E-W).
    four: Option<Individual>,
}

impl Plan {
    pub fn build(&self) -> Result<Movement, MovementError> {
        let refuse_switch = || MovementError {
            field: "arrow_switch".to_owned(),
            message: "only a Mitchell's rounds can be played with the arrows turned".to_owned(),
        };
        let (schedule, mitchell) = match self.kind {
            Kind::Mitchell => {
                let m = Mitchell::new(self.tables, self.boards_per_round, self.rounds)?;
                (relay::switched(&m, &self.arrow_switch)?, Some(m))
            }
            Kind::MitchellRelay => (
                relay::relay(
                    self.tables,
                    self.boards_per_round,
                    self.rounds,
                    &self.arrow_switch,
                )?,
                None,
            ),
            Kind::Howell if self.arrow_switch.is_empty() => (
                howell::howell_of(self.howell, self.pairs, self.boards_per_round, self.rounds)?,
                None,
            ),
            Kind::Teams if self.arrow_switch.is_empty() => {
                if self.pairs % 2 == 1 {
                    return Err(MovementError {
                        field: "pairs".to_owned(),
                        message: format!(
                            "a team has two pairs: {} pairs do not make whole teams",
                            self.pairs
                        ),
                    });
                }
                (
                    teams::teams(self.pairs / 2, self.boards_per_round, self.rounds)?.schedule,
                    None,
                )
            }
            Kind::Individual if self.arrow_switch.is_empty() => {
                let four = individual::individual(self.pairs, self.boards_per_round, self.rounds)?;
                return Ok(Movement::of_individual(four));
            }
            Kind::Mnemonic if self.arrow_switch.is_empty() => {
                if self.pairs != 2 {
                    return Err(MovementError {
                        field: "pairs".to_owned(),
                        message: format!(
                            "mnemonic duplicate is two pairs at one table, not {}",
                            self.pairs
                        ),
                    });
                }
                // No rounds given: the book's form, the deals once and replayed once.
                let sets = mnemonic::sets_for(self.rounds.unwrap_or(2))?;
                (mnemonic::in_sets(self.boards_per_round, sets)?, None)
            }
            Kind::Howell | Kind::Teams | Kind::Individual | Kind::Mnemonic => {
                return Err(refuse_switch());
            }
        };
        Ok(Movement::new(self.kind, schedule, mitchell))
    }
}

impl Movement {
    fn new(kind: Kind, schedule: Schedule, mitchell: Option<Mitchell>) -> Movement {
        let mut index = HashMap::new();
        let mut boards = 0;
        for r in &schedule.rounds {
            for t in &r.tables {
                for &b in &t.boards {
                    boards = boards.max(b);
                    if mitchell.is_none() {
                        index.insert((b, t.ns, t.ew), (r.round, t.table));
                    }
                }
            }
            if let Some(bye) = &r.bye_stand {
                boards = boards.max(bye.iter().copied().max().unwrap_or(0));
            }
        }
        if let Some(m) = &mitchell {
            boards = m.boards();
        }
        Movement {
            kind,
            schedule,
            mitchell,
            index,
            boards,
            four: None,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }
    pub fn schedule_of_rounds(&self) -> &Schedule {
        &self.schedule
    }
    /// One list of pairs (a Howell, team matches): the E-W seat's number names the same field.
    pub fn single_field(&self) -> bool {
        self.schedule.numbering == Numbering::Single
    }
    /// The highest table number in play.
    pub fn tables(&self) -> u32 {
        self.schedule
            .rounds
            .iter()
            .flat_map(|r| &r.tables)
            .map(|t| t.table)
            .max()
            .unwrap_or(0)
    }
    /// Pairs in the field (without the phantom).
    pub fn pairs(&self) -> u32 {
        self.schedule.pairs
    }
    /// The numbers the pairs are stored under: a Mitchell's 1..=T each way; one list otherwise.
    pub fn pair_numbers(&self) -> u32 {
        if self.single_field() {
            self.schedule.pairs
        } else {
            self.schedule.tables
        }
    }
    pub fn boards_per_round(&self) -> u32 {
        self.schedule.boards_per_round
    }
    pub fn rounds(&self) -> u32 {
        self.schedule.rounds.len() as u32
    }
    /// Boards in play, numbered 1..=boards.
    pub fn boards(&self) -> u32 {
        self.boards
    }

    fn seating_of(&self, t: &super::schedule::Table) -> Seating {
        let first = t.boards.iter().copied().min().unwrap_or(1);
        Seating {
            table: t.table,
            ns: t.ns,
            ew: t.ew,
            tray_set: (first - 1) / self.schedule.boards_per_round.max(1) + 1,
            boards: t.boards.clone(),
        }
    }

    /// Seating at `table` in `round`; None when that table does not play that round (out of
    /// range, or a Howell's table whose pair meets the phantom).
    pub fn seating(&self, round: u32, table: u32) -> Option<Seating> {
        if let Some(m) = &self.mitchell
            && !self.schedule.rounds.iter().any(|r| r.arrow_switch)
        {
            return m.seating(round, table);
        }
        let r = self.schedule.rounds.get(round.checked_sub(1)? as usize)?;
        r.tables
            .iter()
            .find(|t| t.table == table)
            .map(|t| self.seating_of(t))
    }

    /// The round and table at which `board` is played by N-S `ns` against E-W `ew`.
    pub fn locate(&self, board: u32, ns: u32, ew: u32) -> Option<(u32, u32)> {
        match &self.mitchell {
            Some(m) => m.locate(board, ns, ew),
            None => self.index.get(&(board, ns, ew)).copied(),
        }
    }

    /// Every round with its seatings.
    pub fn schedule(&self) -> Vec<Round> {
        self.schedule
            .rounds
            .iter()
            .map(|r| Round {
                round: r.round,
                tables: r.tables.iter().map(|t| self.seating_of(t)).collect(),
            })
            .collect()
    }

    /// The pair that meets the phantom in `round` (a Howell with an odd number of pairs).
    pub fn sit_out(&self, round: u32) -> Option<u32> {
        self.schedule
            .rounds
            .get(round.checked_sub(1)? as usize)?
            .sit_out
    }

    /// The boards on the bye stand in `round` (a relay Mitchell).
    pub fn bye_stand(&self, round: u32) -> Option<&[u32]> {
        self.schedule
            .rounds
            .get(round.checked_sub(1)? as usize)?
            .bye_stand
            .as_deref()
    }

    /// The tables that share their boards with another table in `round` (the relay, or two
    /// tables of a small Howell or a team match passing boards between them).
    pub fn sharing(&self, round: u32, table: u32) -> Vec<u32> {
        let Some(r) = round
            .checked_sub(1)
            .and_then(|i| self.schedule.rounds.get(i as usize))
        else {
            return Vec::new();
        };
        let Some(mine) = r.tables.iter().find(|t| t.table == table) else {
            return Vec::new();
        };
        r.tables
            .iter()
            .filter(|t| t.table != table && t.boards.iter().any(|b| mine.boards.contains(b)))
            .map(|t| t.table)
            .collect()
    }

    /// Where the boards played at `table` in `round` are played next round: the tables (two
    /// at a relay), empty when they rest (on the bye stand, or out of a shortened movement).
    pub fn boards_next(&self, round: u32, table: u32) -> Vec<u32> {
        let Some(mine) = self.seating(round, table) else {
            return Vec::new();
        };
        let Some(next) = self.schedule.rounds.get(round as usize) else {
            return Vec::new();
        };
        next.tables
            .iter()
            .filter(|t| t.boards.iter().any(|b| mine.boards.contains(b)))
            .map(|t| t.table)
            .collect()
    }

    /// Whether `board` rests on the bye stand in `round`.
    pub fn on_bye_stand(&self, round: u32, board: u32) -> bool {
        self.bye_stand(round).is_some_and(|b| b.contains(&board))
    }

    /// The table at which `pair` plays in `round`: for a Mitchell the E-W pair (`ew`) or N-S
    /// pair; for one field the pair in either seat. None: it sits out or the round is past.
    pub fn table_of(&self, round: u32, pair: u32, ew: bool) -> Option<u32> {
        let r = self.schedule.rounds.get(round.checked_sub(1)? as usize)?;
        r.tables
            .iter()
            .find(|t| {
                if let Some(seats) = self.players_at(r.round, t.table) {
                    seats.contains(&pair)
                } else if self.single_field() {
                    t.ns == pair || t.ew == pair
                } else if ew {
                    t.ew == pair
                } else {
                    t.ns == pair
                }
            })
            .map(|t| t.table)
    }

    pub fn arrow_switch(&self, round: u32) -> bool {
        round
            .checked_sub(1)
            .and_then(|i| self.schedule.rounds.get(i as usize))
            .is_some_and(|r| r.arrow_switch)
    }

    /// One table's guide card: its seating in every round it plays.
    pub fn guide_card(&self, table: u32) -> Vec<(u32, Seating)> {
        (1..=self.rounds())
            .filter_map(|r| self.seating(r, table).map(|s| (r, s)))
            .collect()
    }

    /// Where a moving pair goes in every round: for a Mitchell the E-W pair `pair`, for one
    /// field the pair `pair` in whichever seat (its opponent in `ns`). A round it sits out has
    /// no line.
    pub fn pair_card(&self, pair: u32) -> Vec<EwStop> {
        self.schedule
            .rounds
            .iter()
            .filter_map(|r| {
                let t = r
                    .tables
                    .iter()
                    .find(|t| t.ew == pair || (self.single_field() && t.ns == pair))?;
                Some(EwStop {
                    round: r.round,
                    table: t.table,
                    ns: if t.ew == pair { t.ns } else { t.ew },
                    boards: t.boards.clone(),
                })
            })
            .collect()
    }

    /// How evenly the movement compares the field, where the idea applies: a Howell's pairs (in
    /// one field, every two could be compared) and an individual's players. None for the
    /// Mitchells (N-S and E-W are two fields), team matches and mnemonic duplicate.
    pub fn balance(&self) -> Option<super::schedule::Balance> {
        match (&self.four, self.kind) {
            (Some(four), _) => four.balance(),
            (None, Kind::Howell) => self.schedule.balance(),
            _ => None,
        }
    }

    /// What a director should know about the movement (pairs meeting twice or missing each
    /// other), as the event form said when it was chosen.
    pub fn warnings(&self) -> Vec<String> {
        if let Some(four) = &self.four {
            return seats::warnings(four);
        }
        self.schedule.warnings()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(kind: Kind, tables: u32, pairs: u32, bpr: u32) -> Plan {
        Plan {
            kind,
            tables,
            pairs,
            boards_per_round: bpr,
            rounds: None,
            arrow_switch: Vec::new(),
            howell: howell::Edition::Balanced,
        }
    }

    #[test]
    fn the_plain_mitchell_answers_as_the_book_s_movement() {
        let m = plan(Kind::Mitchell, 7, 14, 2).build().unwrap();
        let book = Mitchell::new(7, 2, None).unwrap();
        assert_eq!(m.boards(), book.boards());
        assert_eq!(m.schedule(), book.schedule());
        for b in 1..=14 {
            for ns in 1..=7 {
                for ew in 1..=7 {
                    assert_eq!(m.locate(b, ns, ew), book.locate(b, ns, ew));
                }
            }
        }
    }

    #[test]
    fn a_howell_of_nine_pairs_locates_every_board_it_schedules() {
        let m = plan(Kind::Howell, 5, 9, 2).build().unwrap();
        assert!(m.single_field());
        assert_eq!(m.pairs(), 9);
        assert_eq!(m.rounds(), 9);
        for r in m.schedule() {
            assert_eq!(r.tables.len(), 4, "one table idle: the phantom's");
            assert!(m.sit_out(r.round).is_some());
            for s in r.tables {
                for b in s.boards {
                    assert_eq!(m.locate(b, s.ns, s.ew), Some((r.round, s.table)));
                    assert_eq!(m.locate(b, s.ew, s.ns), None, "the seats are not swapped");
                }
            }
        }
        // Every pair's card has a line for each round but the one it sits out.
        for p in 1..=9 {
            assert_eq!(m.pair_card(p).len(), 8);
        }
    }

    #[test]
    fn the_relay_has_a_bye_stand_and_shares_the_relay_tables_boards() {
        let m = plan(Kind::MitchellRelay, 8, 16, 2).build().unwrap();
        assert_eq!(m.boards(), 16);
        assert!(m.bye_stand(1).is_some());
        assert_eq!(m.sharing(1, 1), vec![8]);
        assert!(m.warnings().is_empty());
    }

    #[test]
    fn mnemonic_is_two_pairs_replaying_each_set_turned() {
        // Seed 001 L4338–4340: each deal twice, the second time a hand an adversary held.
        let mut p = plan(Kind::Mnemonic, 1, 2, 3);
        p.rounds = Some(4);
        let m = p.build().unwrap();
        assert!(m.single_field());
        assert_eq!(
            (m.tables(), m.pairs(), m.rounds(), m.boards()),
            (1, 2, 4, 6)
        );
        for b in 1..=3 {
            assert_eq!(m.locate(b, 1, 2), Some((1, 1)));
            assert_eq!(m.locate(b, 2, 1), Some((2, 1)));
        }
        assert_eq!(m.locate(4, 1, 2), Some((3, 1)));
        assert_eq!(m.pair_card(1).len(), 4);
        assert!(m.warnings().is_empty(), "{:?}", m.warnings());
        assert_eq!(plan(Kind::Mnemonic, 1, 2, 3).build().unwrap().rounds(), 2);
        assert_eq!(
            plan(Kind::Mnemonic, 2, 4, 3).build().unwrap_err().field,
            "pairs"
        );
        p.rounds = Some(3);
        assert_eq!(p.build().unwrap_err().field, "rounds");
        p.rounds = Some(2);
        p.arrow_switch = vec![1];
        assert_eq!(p.build().unwrap_err().field, "arrow_switch");
        assert_eq!(Kind::parse("mnemonic"), Some(Kind::Mnemonic));
    }

    #[test]
    fn teams_need_whole_teams_and_no_arrow_switch() {
        assert!(plan(Kind::Teams, 2, 3, 4).build().is_err());
        let mut p = plan(Kind::Howell, 5, 10, 2);
        p.arrow_switch = vec![1];
        assert_eq!(p.build().unwrap_err().field, "arrow_switch");
        let m = plan(Kind::Teams, 2, 4, 4).build().unwrap();
        assert_eq!(m.tables(), 2);
        assert_eq!(m.rounds(), 1);
        assert_eq!(m.sharing(1, 1), vec![2]);
    }
}
