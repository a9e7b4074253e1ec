//! An individual event's movement (`Kind::Individual`): four players a table, partners changing
//! every round. The shared schedule keeps each table's North player as its "N-S" number and its
//! East player as its "E-W" number, so that a result names its table the way a pair event's
//! does (board, N-S, E-W → round and table); the South and West players are the movement's to
//! give (`players_at`, `seats_of`). Pure.

use serde::Serialize;

use super::{Kind, Movement};
use crate::movement::individual::Individual;
use crate::movement::schedule::{self, Numbering, Schedule};

/// A player's seat at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Seat {
    North,
    South,
    East,
    West,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::North, Seat::South, Seat::East, Seat::West];

    pub fn letter(self) -> &'static str {
        match self {
            Seat::North => "N",
            Seat::South => "S",
            Seat::East => "E",
            Seat::West => "W",
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::South => "South",
            Seat::East => "East",
            Seat::West => "West",
        }
    }

    /// North and South are the N-S side.
    pub fn is_ns(self) -> bool {
        matches!(self, Seat::North | Seat::South)
    }
}

/// One round of a player's movement card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerStop {
    pub round: u32,
    pub table: u32,
    pub seat: Seat,
    pub partner: u32,
    /// The two opponents: North and South, or East and West.
    pub opponents: [u32; 2],
    pub boards: Vec<u32>,
}

impl Movement {
    /// The individual movement as an event reads it.
    pub(super) fn of_individual(four: Individual) -> Movement {
        let schedule = Schedule {
            kind: "individual",
            tables: four.tables,
            pairs: four.players,
            boards_per_round: four.boards_per_round,
            numbering: Numbering::Single,
            shared_boards: four.shared_boards,
            rounds: four
                .rounds
                .iter()
                .map(|r| schedule::Round {
                    round: r.round,
                    tables: r
                        .tables
                        .iter()
                        .map(|t| schedule::Table {
                            table: t.table,
                            ns: t.north,
                            ew: t.east,
                            boards: t.boards.clone(),
                        })
                        .collect(),
                    sit_out: None,
                    bye_stand: None,
                    arrow_switch: false,
                })
                .collect(),
        };
        let mut m = Movement::new(Kind::Individual, schedule, None);
        m.four = Some(four);
        m
    }

    /// An individual: the numbers are players, four at a table.
    pub fn is_individual(&self) -> bool {
        self.four.is_some()
    }

    /// The four players at `table` in `round`: North, South, East, West. None for a pair
    /// movement or a table that does not play.
    pub fn players_at(&self, round: u32, table: u32) -> Option<[u32; 4]> {
        let four = self.four.as_ref()?;
        let r = four.rounds.get(round.checked_sub(1)? as usize)?;
        r.tables
            .iter()
            .find(|t| t.table == table)
            .map(|t| [t.north, t.south, t.east, t.west])
    }

    /// The four players of the result (board, North, East): North, South, East, West.
    pub fn seats_of(&self, board: u32, north: u32, east: u32) -> Option<[u32; 4]> {
        let (round, table) = self.locate(board, north, east)?;
        self.players_at(round, table)
    }

    /// Where `player` sits in every round, with his partner, opponents and boards.
    pub fn player_card(&self, player: u32) -> Vec<PlayerStop> {
        let Some(four) = &self.four else {
            return Vec::new();
        };
        four.rounds
            .iter()
            .filter_map(|r| {
                r.tables.iter().find_map(|t| {
                    let [n, s, e, w] = [t.north, t.south, t.east, t.west];
                    let (seat, partner, opponents) = if n == player {
                        (Seat::North, s, [e, w])
                    } else if s == player {
                        (Seat::South, n, [e, w])
                    } else if e == player {
                        (Seat::East, w, [n, s])
                    } else if w == player {
                        (Seat::West, e, [n, s])
                    } else {
                        return None;
                    };
                    Some(PlayerStop {
                        round: r.round,
                        table: t.table,
                        seat,
                        partner,
                        opponents,
                        boards: t.boards.clone(),
                    })
                })
            })
            .collect()
    }
}

/// A shortened individual leaves some players never partnering: say how many.
pub(super) fn warnings(four: &Individual) -> Vec<String> {
    let mut partnered = std::collections::BTreeSet::new();
    for t in four.rounds.iter().flat_map(|r| &r.tables) {
        partnered.insert((t.north.min(t.south), t.north.max(t.south)));
        partnered.insert((t.east.min(t.west), t.east.max(t.west)));
    }
    let p = four.players;
    let never = (p * (p - 1) / 2).saturating_sub(partnered.len() as u32);
    if never > 0 {
        vec![format!(
            "{never} couples of players never partner each other"
        )]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::Plan;
    use super::*;

    fn individual(players: u32, bpr: u32, rounds: Option<u32>) -> Movement {
        Plan {
            kind: Kind::Individual,
            tables: players / 4,
            pairs: players,
            boards_per_round: bpr,
            rounds,
            arrow_switch: Vec::new(),
            howell: Default::default(),
        }
        .build()
        .unwrap()
    }

    #[test]
    fn every_table_is_located_by_north_and_east_and_gives_its_four() {
        let m = individual(12, 2, None);
        assert!(m.single_field() && m.is_individual());
        assert_eq!((m.pairs(), m.pair_numbers(), m.rounds()), (12, 12, 11));
        assert!(m.warnings().is_empty());
        for r in m.schedule() {
            for s in r.tables {
                let four = m.players_at(r.round, s.table).unwrap();
                assert_eq!((four[0], four[2]), (s.ns, s.ew));
                for b in s.boards {
                    assert_eq!(m.locate(b, s.ns, s.ew), Some((r.round, s.table)));
                    assert_eq!(m.seats_of(b, s.ns, s.ew), Some(four));
                }
            }
        }
    }

    #[test]
    fn a_player_s_card_agrees_with_the_tables() {
        let m = individual(16, 1, None);
        for p in 1..=16 {
            let card = m.player_card(p);
            assert_eq!(card.len(), 15);
            for stop in card {
                let four = m.players_at(stop.round, stop.table).unwrap();
                let at = Seat::ALL.iter().position(|&s| s == stop.seat).unwrap();
                assert_eq!(four[at], p);
                assert_eq!(m.table_of(stop.round, p, false), Some(stop.table));
            }
        }
    }

    #[test]
    fn a_shortened_individual_says_who_never_partners() {
        let m = individual(8, 2, Some(4));
        assert_eq!(
            m.warnings(),
            ["12 couples of players never partner each other"]
        );
        let mut p = Plan {
            kind: Kind::Individual,
            tables: 2,
            pairs: 10,
            boards_per_round: 2,
            rounds: None,
            arrow_switch: Vec::new(),
            howell: Default::default(),
        };
        assert_eq!(p.build().unwrap_err().field, "players");
        p.pairs = 8;
        p.arrow_switch = vec![1];
        assert_eq!(p.build().unwrap_err().field, "arrow_switch");
    }
}
