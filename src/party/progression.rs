//! Seating and progression after each game of a progressive party, by the six methods of
//! "Methods of Progressing" (seed 001 L6416–6459; rules-1927-b.md §3.1.4), with the 1909 head
//! and booby table rule (seed 000 L2832–2837), odd numbers at the foot (seed 001 L6507–6515),
//! and late guests and early leavers between games.
//!
//! A four-hand table's seats are `[A lady's place, A gentleman's place, B lady's place,
//! B gentleman's place]`; pair A is the head couple ("1 A", L6382–6384), or North-South in the
//! fixed-partner methods, where the places mean nothing. The places are seats, not people: a
//! lady may sit in a gentleman's place (L6494–6500) and moves as the seat moves, while her prize
//! category stays her own. A two- or three-hand foot table lists its hands in any order.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Sex;
use super::scoring::{self, Mode, Scoring, Side, Star, TallyLine, TieRule, Totals};
use crate::laws::LawError;

mod arrivals;
mod check;
mod moves;
mod schedules;
mod score;
mod seat;
mod sized;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_sized;

use moves::star;
use schedules::pivot_next_rubber;
pub use schedules::{MAX_PAIR_TABLES, book_pivot_rubbers, pair_schedule};
use seat::by_places;
pub use seat::{parse_seat_tally, parse_tally, seat_by_lot, seat_by_tally, seat_tally};
pub use sized::{TABLE_SIZES, table_sizes};

/// The book's methods, in its order (seed 001 L6416–6459).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// M1: the winning pair moves up a table; the losers stay and split to partner the
    /// newcomers (L6416–6423).
    #[default]
    #[serde(alias = "m1")]
    WinnersUp,
    /// M2: the winning lady one table one way, the winning gentleman one table the other, round
    /// the ends; the losers stay and play against each other (L6424–6431).
    #[serde(alias = "m2")]
    LadyAndGentlemanApart,
    /// M3: the winning lady up, the losing gentleman down; the losing lady and winning gentleman
    /// stay as partners (L6432–6435).
    #[serde(alias = "m3")]
    LadyUpGentlemanDown,
    /// M4: the gentlemen move toward the head table, the ladies stay seated; reversed for half
    /// the evening with `ladies_move` (L6435–6439).
    #[serde(alias = "m4")]
    GentlemenUp,
    /// M5: partners kept all evening; East-West pairs move one table toward Table 1 after each
    /// deal, Table 1's to the foot; North-South stay (L6441–6445).
    #[serde(alias = "m5")]
    FixedPartners,
    /// M6: North-South at Table 1 the pivot; the other pairs go round so that every pair meets
    /// every other once in 2T − 1 deals (L6447–6459).
    #[serde(alias = "m6")]
    Pivot,
}

impl Method {
    fn fixed_partners(self) -> bool {
        matches!(self, Method::FixedPartners | Method::Pivot)
    }

    /// Whether a two- or three-hand foot table can be played (seed 001 L6507–6515). The rule
    /// itself does not depend on the method, but M5 and M6 move whole partnerships on a fixed
    /// schedule: three players are no partnership, and a lone pair at the foot has nobody to
    /// play, so those schedules need every player in a four.
    fn takes_odd_foot(self) -> bool {
        !self.fixed_partners()
    }
}

/// How a pivot bridge party moves (`method: pivot`). The book's pivot (seed 001 L2751–2785)
/// keeps four players at one table all afternoon: the pivot never moves and the partners
/// change each rubber, the first three counting. `pairs_m6` is M6 (L6447–6459), the pairs going
/// round Table 1's pivot pair, which every pivot party made before this setting existed played:
/// a stored party without the key replays by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PivotMovement {
    Book,
    #[default]
    PairsM6,
}

impl PivotMovement {
    fn is_pairs_m6(&self) -> bool {
        *self == PivotMovement::PairsM6
    }
}

/// "Only the first three rubbers count" at the book's pivot (seed 001 L2772–2780).
pub const BOOK_PIVOT_RUBBERS: u32 = 3;

/// What Table 1's winners do under M1 (and M4): the book gives three customs (L6419–6423).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HeadWinners {
    /// "At Table 1 the winners retain their seats, and the losers go to the foot table."
    #[default]
    Stay,
    /// "winners may progress to foot table and losers remain at Table 1" (Rapid Euchre's rule,
    /// L6531–6533).
    ToFoot,
    /// "In some circles the winners at Table 1 change partners with the newcomers" (OCR
    /// ":!;ge", L6423); the losers still go to the foot.
    ChangePartners,
}

/// Lone hands (L6467–6468: "may or may not be permitted at the first or head table"; Rapid
/// Euchre permits none, L6531).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoneHands {
    #[default]
    Allowed,
    NotAtHead,
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub method: Method,
    pub head_winners: HeadWinners,
    /// M2: the winning lady goes toward Table 1 and the gentleman away; false reverses them. The
    /// book says only "one direction" and "the other".
    pub lady_toward_head: bool,
    /// M4 reversed for "one-half of the evening": the ladies progress, the gentlemen sit.
    pub ladies_move: bool,
    pub lone_hands: LoneHands,
    pub scoring: Scoring,
    /// "A very good rule is to allow no guest to remain at the three-hand table more than two
    /// games" (L6513–6515): after this many games there a player progresses, winning or not,
    /// and the lower of the two who would have progressed stays instead. Off unless set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub three_hand_limit: Option<u32>,
    /// A large public euchre's aisles (seed 001 L6552–6676: "4 aisles × 16 tables" for 256
    /// players). With `aisle_tables` set, the tables are numbered on through the room, that many
    /// to an aisle (the last aisle takes any over), and each aisle is its own circuit: the
    /// winners move to the next table number, the last table's to the aisle's first, and there
    /// is no head table (L6547, L6818–6820). The chart cannot be read in detail, so whether a
    /// player ever changes aisle is open; here nobody does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aisles: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aisle_tables: Option<u32>,
    /// Five hundred's tally cards (seed 001 L7370–7374): "Table A 1, A 2, A 3, A 4; one and
    /// three playing partners against two and four" — the letter is the table and the number
    /// the seat, the other way round from euchre's "1 A". Seats 1 and 3 are pair A.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub seat_tallies: bool,
    /// Five hundred's "three-hand, high player progresses" (seed 001 L7400–7404): one leaves a
    /// three-hand table, not euchre's two (L6509–6511).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub three_hand_high_only: bool,
    /// Only read when `method` is `pivot`.
    #[serde(skip_serializing_if = "PivotMovement::is_pairs_m6")]
    pub pivot_movement: PivotMovement,
    /// A guest left over (no place at a table) does not wait round after round: nobody sits out
    /// twice before everyone has once (issue 12; the books say only that an odd guest waits).
    /// The web app's parties set it; off by default so that a party stored before it replays
    /// as it was played, and the JSON contract is unchanged.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rotate_sit_outs: bool,
    /// The hands at a table: 4 (every table a four, the foot two or three), or five hundred's
    /// five- and six-hand tables (seed 001 L7368–7404), where the tables are made up of that
    /// many, the last two sharing what is over so that none has fewer than three, and the
    /// players progress by `sized`'s winners-up movement. The JSON contract leaves it out at 4.
    #[serde(skip_serializing_if = "is_four")]
    pub table_size: u8,
}

fn is_four(n: &u8) -> bool {
    *n == 4
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            method: Method::WinnersUp,
            head_winners: HeadWinners::Stay,
            lady_toward_head: true,
            ladies_move: false,
            lone_hands: LoneHands::Allowed,
            scoring: Scoring::default(),
            three_hand_limit: None,
            aisles: None,
            aisle_tables: None,
            seat_tallies: false,
            three_hand_high_only: false,
            pivot_movement: PivotMovement::PairsM6,
            rotate_sit_outs: false,
            table_size: 4,
        }
    }
}

impl Settings {
    /// Whether the tables are the book's pivot fours, fixed for the party.
    pub fn book_pivot(&self) -> bool {
        self.method == Method::Pivot && self.pivot_movement == PivotMovement::Book
    }

    /// The aisle (from 1) that holds table `table` (numbered through the room from 1), when the
    /// room is laid out in aisles.
    pub fn aisle_of(&self, table: u32) -> Option<u32> {
        let per = self.aisle_tables.filter(|&k| k > 0)?;
        let last = self.aisles.unwrap_or(u32::MAX).max(1);
        Some((table.saturating_sub(1) / per + 1).min(last))
    }

    /// The table's number within its aisle, as the room's cards print it.
    pub fn table_in_aisle(&self, table: u32) -> Option<u32> {
        let per = self.aisle_tables.filter(|&k| k > 0)?;
        let aisle = self.aisle_of(table)?;
        Some(table - (aisle - 1) * per)
    }

    /// The table (an index from 0) whose winners come to table index `t` of `n`: the one before
    /// it in its aisle's circuit, the aisle's last for its first.
    fn circuit_before(&self, t: usize, n: usize) -> usize {
        let table = t as u32 + 1;
        let Some(aisle) = self.aisle_of(table) else {
            return t;
        };
        let first = (table - self.table_in_aisle(table).unwrap_or(1)) as usize;
        let later_aisle = (t + 1..n).find(|&u| self.aisle_of(u as u32 + 1) != Some(aisle));
        let last = later_aisle.unwrap_or(n) - 1;
        if t == first { last } else { t - 1 }
    }
}

/// A guest as the tally gives him: own sex, and the place he starts in when it differs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub name: String,
    pub sex: Sex,
    /// The starting position, `"1 A"` = Table 1, head couple (L6382–6384).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<String>,
    /// The place taken when it is not the player's own (a lady in a gentleman's place).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Sex>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    pub table: u32,
    pub seats: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seating {
    /// The round about to be played at these seats.
    pub round: u32,
    pub tables: Vec<Table>,
    /// Players without a seat this round (one odd guest over, waiting for company).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<String>,
}

/// What was played at one table in a round.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableResult {
    pub table: u32,
    /// Points at the bell, per side (A, B) or per hand at a two- or three-hand table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Below nothing only for a side set back at five hundred.
    pub points: Option<Vec<i64>>,
    /// What the hand in progress at the bell made when played out, per side or hand; added to
    /// `points` when the party plays the hand out (`at_bell: finish_hand`), refused when play
    /// stops at once (seed 001 L6397–6404).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_hand: Option<Vec<i64>>,
    /// A player of the winning side: the whole result in a games tally without points, or who
    /// won the cut (scored first, turned down the third trick) when the points are tied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// At a three-hand table, the player who stays when a tie decides who progresses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stays: Option<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lone_hands: BTreeMap<String, u32>,
    /// The hands played, when the table entered them rather than a bare result: kept with the
    /// result the tally was filled in from (`evening::hands`); the movement never reads them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<PlayedHand>,
}

/// One hand as a party's table entered it: the deal as its law reads it (`{"makers": 0,
/// "tricks": 4}`), and, at a euchre party counting lone hands, who played alone.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayedHand {
    pub deal: serde_json::Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alone: Option<String>,
}

/// One round's results, and who comes and goes before the next.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundResult {
    pub round: u32,
    pub tables: Vec<TableResult>,
    /// Early leavers: gone before the next round; their tallies stand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub leave: Vec<String>,
    /// Late guests: seated for the next round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrive: Vec<Player>,
}

/// The party as it stands: who is seated where for the next round, and every tally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    settings: Settings,
    sexes: BTreeMap<String, Sex>,
    seating: Seating,
    tallies: BTreeMap<String, Vec<TallyLine>>,
    /// Games each player has played in a row at a three-hand table, for `three_hand_limit`.
    three_hand_games: BTreeMap<String, u32>,
    /// Rounds each player has sat out, for `rotate_sit_outs`.
    sat_out: BTreeMap<String, u32>,
}

/// Each table's outcome, and the tally line each player writes down.
type Scored = (Vec<Outcome>, Vec<(String, TallyLine)>);

/// How one table came out, as the movement needs it.
enum Outcome {
    Pair {
        winner: Side,
    },
    /// `points` are the hands' points at the table, which decide who of those not progressing
    /// keeps his place at the head table when the tables are of five or six.
    Odd {
        progress: Vec<usize>,
        points: Vec<i64>,
    },
}

impl Party {
    /// Seats the guests by their tallies' starting positions.
    pub fn from_tallies(settings: Settings, players: &[Player]) -> Result<Party, LawError> {
        let seating = seat_by_tally(&settings, players)?;
        Party::new(settings, players, seating)
    }

    /// Starts from a seating given table by table.
    pub fn new(
        settings: Settings,
        players: &[Player],
        seating: Seating,
    ) -> Result<Party, LawError> {
        let mut sexes = BTreeMap::new();
        for (i, p) in players.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(LawError::new(format!("players[{i}].name"), "empty"));
            }
            if sexes.insert(p.name.clone(), p.sex).is_some() {
                return Err(LawError::new(
                    format!("players[{i}].name"),
                    format!("{:?} is listed twice", p.name),
                ));
            }
        }
        let party = Party {
            settings,
            tallies: sexes.keys().map(|n| (n.clone(), Vec::new())).collect(),
            sexes,
            seating,
            three_hand_games: BTreeMap::new(),
            sat_out: BTreeMap::new(),
        };
        party.check_seating()?;
        Ok(party)
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The seating for the round about to be played.
    pub fn seating(&self) -> &Seating {
        &self.seating
    }

    pub fn sex(&self, player: &str) -> Option<Sex> {
        self.sexes.get(player).copied()
    }

    /// Every tally, by player name.
    pub fn tallies(&self) -> &BTreeMap<String, Vec<TallyLine>> {
        &self.tallies
    }

    pub fn totals(&self, player: &str) -> Option<Totals> {
        self.tallies.get(player).map(|l| Totals::of(l))
    }

    /// Scores one round, moves every table and seats the late guests. Refusals name the field
    /// of `result` that is wrong; a refused round changes nothing.
    pub fn play(&mut self, result: &RoundResult) -> Result<(), LawError> {
        let now = self.seating.round;
        if result.round < now {
            return Err(LawError::new(
                "round",
                format!(
                    "round {} is finished; round {now} is being played",
                    result.round
                ),
            ));
        }
        if result.round > now {
            return Err(LawError::new(
                "round",
                format!(
                    "round {} has not begun; round {now} is being played",
                    result.round
                ),
            ));
        }
        if self.settings.book_pivot() && now > BOOK_PIVOT_RUBBERS {
            return Err(LawError::new(
                "round",
                format!(
                    "only the first {BOOK_PIVOT_RUBBERS} rubbers count at pivot (seed 001 L2772–2780)"
                ),
            ));
        }
        let (outcomes, lines) = self.score(result)?;
        let mut next = self.move_tables(&outcomes);
        if self.settings.sized() {
            self.come_and_go_sized(&mut next, result)?;
        } else {
            self.come_and_go(&mut next, result)?;
        }
        for name in &self.seating.waiting {
            *self.sat_out.entry(name.clone()).or_default() += 1;
        }
        if self.settings.rotate_sit_outs {
            self.rotate_sit_outs(&mut next);
        }
        for (name, line) in lines {
            self.tallies.entry(name).or_default().push(line);
        }
        for p in &result.arrive {
            self.sexes.insert(p.name.clone(), p.sex);
            self.tallies.entry(p.name.clone()).or_default();
        }
        self.three_hand_games = self.three_hand_streaks(&next);
        self.seating = next;
        Ok(())
    }
}
