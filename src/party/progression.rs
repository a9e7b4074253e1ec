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

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::Sex;
use super::scoring::{self, Mode, Scoring, Side, Star, TallyLine, TieRule, Totals};
use crate::laws::LawError;

#[cfg(test)]
mod tests;

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
    Pair { winner: Side },
    Odd { progress: Vec<usize> },
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
        self.come_and_go(&mut next, result)?;
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

    /// Sends on a player who has had his games at the three-hand table; the progressor with
    /// fewer points (the later seat when equal) stays in his place.
    fn enforce_three_hand_limit(&self, t: &Table, points: &[i64], progress: &mut Vec<usize>) {
        let Some(limit) = self.settings.three_hand_limit else {
            return;
        };
        if t.seats.len() != 3 {
            return;
        }
        let played = |j: usize| {
            t.seats
                .get(j)
                .and_then(|n| self.three_hand_games.get(n))
                .copied()
                .unwrap_or(0)
                + 1
        };
        let Some(stayer) = (0..3).find(|j| !progress.contains(j)) else {
            return;
        };
        if played(stayer) < limit {
            return;
        }
        let swap = progress
            .iter()
            .copied()
            .filter(|&j| played(j) < limit)
            .min_by_key(|&j| (points.get(j).copied().unwrap_or(0), std::cmp::Reverse(j)));
        if let Some(j) = swap {
            progress.retain(|&k| k != j);
            progress.push(stayer);
            progress.sort_unstable();
        }
    }

    /// After a round: who sits at a three-hand table again, and how many games in a row that
    /// makes for each.
    /// Each guest left waiting for the next round changes places with a seated player who has
    /// sat out fewer times (the same sex's place first, then the table nearest the foot, then
    /// the last seat), so that nobody sits out twice before everyone has once. A guest who
    /// has just sat out gives way also to one who has sat out as often, so that nobody sits
    /// out two rounds running while others play. Only tables of four give up a player: who
    /// plays at a two- or three-hand foot table is the book's rule for odd numbers (seed 001
    /// L6507–6515), not the rotation's.
    fn rotate_sit_outs(&self, next: &mut Seating) {
        let count = |name: &str| self.sat_out.get(name).copied().unwrap_or(0);
        let mut seated_now: Vec<String> = Vec::new();
        let waiting = std::mem::take(&mut next.waiting);
        let mut still = Vec::with_capacity(waiting.len());
        for w in waiting {
            let waited_last = self.seating.waiting.contains(&w);
            let sex = self.sexes.get(&w).copied();
            let pick = next
                .tables
                .iter()
                .enumerate()
                .filter(|(_, t)| t.seats.len() == 4)
                .flat_map(|(i, t)| t.seats.iter().enumerate().map(move |(j, n)| (i, j, n)))
                .filter(|(_, _, n)| !seated_now.contains(n))
                .min_by_key(|(i, j, n)| {
                    (
                        count(n),
                        self.sexes.get(n.as_str()).copied() != sex,
                        std::cmp::Reverse(*i),
                        std::cmp::Reverse(*j),
                    )
                })
                .map(|(i, j, n)| (i, j, count(n)));
            match pick {
                Some((i, j, c)) if c < count(&w) || (waited_last && c <= count(&w)) => {
                    let out = std::mem::replace(&mut next.tables[i].seats[j], w.clone());
                    seated_now.push(w);
                    still.push(out);
                }
                _ => still.push(w),
            }
        }
        next.waiting = still;
    }

    fn three_hand_streaks(&self, next: &Seating) -> BTreeMap<String, u32> {
        let was = |name: &str| {
            self.seating
                .tables
                .iter()
                .any(|t| t.seats.len() == 3 && t.seats.iter().any(|s| s == name))
        };
        next.tables
            .iter()
            .filter(|t| t.seats.len() == 3)
            .flat_map(|t| &t.seats)
            .filter(|n| was(n))
            .map(|n| {
                let before = self.three_hand_games.get(n).copied().unwrap_or(0);
                (n.clone(), before + 1)
            })
            .collect()
    }

    fn check_seating(&self) -> Result<(), LawError> {
        let tables = &self.seating.tables;
        if tables.is_empty() {
            return Err(LawError::new("seating.tables", "no tables"));
        }
        let fixed = self.settings.method.fixed_partners();
        let mut seen: HashMap<&str, String> = HashMap::new();
        for (i, t) in tables.iter().enumerate() {
            let at = format!("seating.tables[{i}]");
            if t.table as usize != i + 1 {
                return Err(LawError::new(
                    format!("{at}.table"),
                    format!(
                        "{} is not {}: tables run 1, 2, 3, … from the head",
                        t.table,
                        i + 1
                    ),
                ));
            }
            let last = i + 1 == tables.len();
            let n = t.seats.len();
            let odd_ok = last && self.settings.method.takes_odd_foot() && (n == 2 || n == 3);
            if n != 4 && !odd_ok {
                let why = if last && (n == 2 || n == 3) {
                    "a two- or three-hand foot table cannot be played with fixed partners: three players are no partnership and one pair has nobody to play (m5, m6)"
                } else if last {
                    "is not 4 (or 2 or 3 at the foot)"
                } else {
                    "is not 4"
                };
                return Err(LawError::new(
                    format!("{at}.seats"),
                    format!("{n} players: {why}"),
                ));
            }
            for (j, name) in t.seats.iter().enumerate() {
                let here = format!("{at}.seats[{j}]");
                if !self.sexes.contains_key(name) {
                    return Err(LawError::new(here, format!("{name:?} is not a player")));
                }
                if let Some(there) = seen.insert(name.as_str(), here.clone()) {
                    return Err(LawError::new(
                        here,
                        format!("{name:?} is already at {there}"),
                    ));
                }
            }
        }
        if fixed && tables.len() < 2 && self.settings.method == Method::FixedPartners {
            return Err(LawError::new(
                "seating.tables",
                "fixed partners need two tables or more",
            ));
        }
        for (j, name) in self.seating.waiting.iter().enumerate() {
            if seen
                .insert(name.as_str(), format!("seating.waiting[{j}]"))
                .is_some()
            {
                return Err(LawError::new(
                    format!("seating.waiting[{j}]"),
                    format!("{name:?} is also seated"),
                ));
            }
        }
        Ok(())
    }

    fn score(&self, result: &RoundResult) -> Result<Scored, LawError> {
        let tables = &self.seating.tables;
        let mut by_table: Vec<Option<usize>> = vec![None; tables.len()];
        for (k, r) in result.tables.iter().enumerate() {
            let slot = (r.table as usize)
                .checked_sub(1)
                .and_then(|i| by_table.get_mut(i))
                .ok_or_else(|| {
                    LawError::new(
                        format!("tables[{k}].table"),
                        format!("{} is not 1..{}", r.table, tables.len()),
                    )
                })?;
            if let Some(other) = slot.replace(k) {
                return Err(LawError::new(
                    format!("tables[{k}].table"),
                    format!("table {} is already tables[{other}]", r.table),
                ));
            }
        }
        let scoring = &self.settings.scoring;
        let foot = tables.len() - 1;
        let mut outcomes = Vec::with_capacity(tables.len());
        let mut lines = Vec::with_capacity(tables.len() * 4);
        for (i, t) in tables.iter().enumerate() {
            let k = by_table[i].ok_or_else(|| {
                LawError::new("tables", format!("no result for table {}", t.table))
            })?;
            let r = &result.tables[k];
            let at = |f: &str| format!("tables[{k}].{f}");
            let seat_of = |field: &str, name: &str| {
                t.seats.iter().position(|s| s == name).ok_or_else(|| {
                    LawError::new(at(field), format!("{name:?} is not at table {}", t.table))
                })
            };
            for (name, &n) in &r.lone_hands {
                seat_of(&format!("lone_hands.{name}"), name)?;
                let barred = match self.settings.lone_hands {
                    LoneHands::Allowed => false,
                    LoneHands::NotAtHead => i == 0,
                    LoneHands::None => true,
                };
                if barred && n > 0 {
                    return Err(LawError::new(
                        at(&format!("lone_hands.{name}")),
                        format!("lone hands are not permitted at table {}", t.table),
                    ));
                }
            }
            let lone = |name: &str| r.lone_hands.get(name).copied().unwrap_or(0);
            let winner = r
                .winner
                .as_deref()
                .map(|w| seat_of("winner", w))
                .transpose()?;
            let stays = r
                .stays
                .as_deref()
                .map(|w| seat_of("stays", w))
                .transpose()?;
            let played_out = match (&r.points, &r.in_hand) {
                (Some(p), h) => Some(
                    scoring
                        .at_the_bell(p, h.as_deref())
                        .map_err(|(f, m)| LawError::new(at(f), m))?,
                ),
                (None, Some(_)) => {
                    return Err(LawError::new(
                        at("in_hand"),
                        "needs the points at the bell beside it",
                    ));
                }
                (None, None) => None,
            };
            if let Some(p) = &played_out
                && p.len() != if t.seats.len() == 4 { 2 } else { t.seats.len() }
            {
                let want = if t.seats.len() == 4 { 2 } else { t.seats.len() };
                return Err(LawError::new(
                    at("points"),
                    format!("{} numbers for {want} sides", p.len()),
                ));
            }
            if t.seats.len() == 4 {
                if stays.is_some() {
                    return Err(LawError::new(at("stays"), "is for a three-hand table"));
                }
                let points = played_out.as_ref().map(|p| [p[0], p[1]]);
                // Nobody moves on the result at the book's pivot, so an equal rubber needs no
                // cut: each side takes half a game and its points.
                let decider = winner
                    .map(|s| if s < 2 { Side::A } else { Side::B })
                    .or_else(|| {
                        (self.settings.book_pivot()
                            && scoring.tie == TieRule::HalfGame
                            && points.is_some_and(|[a, b]| a == b))
                        .then_some(Side::A)
                    });
                let g = scoring::pair_game(points, decider, scoring)
                    .map_err(|(f, m)| LawError::new(at(f), m))?;
                for (j, name) in t.seats.iter().enumerate() {
                    let side = if j < 2 { Side::A } else { Side::B };
                    let won = side == g.winner;
                    lines.push((
                        name.clone(),
                        TallyLine {
                            round: self.seating.round,
                            table: t.table,
                            halves: g.halves[side.index()],
                            points: g.points[side.index()],
                            lone_hands: lone(name),
                            star: star(scoring.mode, won, i, foot),
                        },
                    ));
                }
                outcomes.push(Outcome::Pair { winner: g.winner });
            } else {
                let points = played_out.as_ref().ok_or_else(|| {
                    LawError::new(
                        at("points"),
                        "a two- or three-hand table needs each hand's points",
                    )
                })?;
                let high_only = self.settings.three_hand_high_only && t.seats.len() == 3;
                if t.seats.len() == 3 && winner.is_some() && !high_only {
                    return Err(LawError::new(
                        at("winner"),
                        "is for a two-hand tie; use stays",
                    ));
                }
                let g = if high_only {
                    if stays.is_some() {
                        return Err(LawError::new(
                            at("stays"),
                            "only the high player progresses here; name him in winner when tied",
                        ));
                    }
                    scoring::high_player_progresses(points, winner, scoring)
                } else {
                    scoring::odd_game(points, winner, stays, scoring)
                };
                let mut g = g.map_err(|(f, m)| LawError::new(at(f), m))?;
                if !high_only {
                    self.enforce_three_hand_limit(t, points, &mut g.progress);
                }
                for (j, name) in t.seats.iter().enumerate() {
                    let halves = g.halves.get(j).copied().unwrap_or(0);
                    lines.push((
                        name.clone(),
                        TallyLine {
                            round: self.seating.round,
                            table: t.table,
                            halves,
                            points: points.get(j).copied().unwrap_or(0),
                            lone_hands: lone(name),
                            star: star(scoring.mode, halves > 0, i, foot),
                        },
                    ));
                }
                outcomes.push(Outcome::Odd {
                    progress: g.progress,
                });
            }
        }
        Ok((outcomes, lines))
    }

    /// The next seating by the method, before anyone comes or goes.
    fn move_tables(&self, outcomes: &[Outcome]) -> Seating {
        if self.settings.book_pivot() {
            return Seating {
                round: self.seating.round + 1,
                tables: self
                    .seating
                    .tables
                    .iter()
                    .map(|t| pivot_next_rubber(t, self.seating.round))
                    .collect(),
                waiting: Vec::new(),
            };
        }
        let n = self.seating.tables.len();
        if n >= 2
            && let (Some(foot), Some(Outcome::Odd { progress })) =
                (self.seating.tables.last(), outcomes.last())
            && (progress.len() == 1
                || matches!(
                    self.settings.method,
                    Method::LadyAndGentlemanApart
                        | Method::LadyUpGentlemanDown
                        | Method::GentlemenUp
                ))
            && self.settings.aisle_tables.is_none()
        {
            return self.move_round_odd_foot(foot, progress, outcomes);
        }
        self.move_fours(outcomes)
    }

    /// M2–M4 with a two- or three-hand foot table, and five hundred's three-hand foot under any
    /// method. Those methods are drawn for fours, so the fours move by their method among
    /// themselves, and the foot joins them as it does under M1 (seed 001 L6507–6515): its two
    /// (at five hundred its high player, L7400–7404) progress to the last four, taking the
    /// places of as many who lost there, who go down to the foot; whoever did not progress
    /// stays.
    fn move_round_odd_foot(
        &self,
        foot: &Table,
        progress: &[usize],
        outcomes: &[Outcome],
    ) -> Seating {
        let fours = self.seating.tables.len() - 1;
        let inner = Party {
            settings: self.settings,
            sexes: BTreeMap::new(),
            seating: Seating {
                round: self.seating.round,
                tables: self.seating.tables[..fours].to_vec(),
                waiting: self.seating.waiting.clone(),
            },
            tallies: BTreeMap::new(),
            three_hand_games: BTreeMap::new(),
            sat_out: BTreeMap::new(),
        };
        let mut next = inner.move_fours(&outcomes[..fours]);
        let mut losers: Vec<&str> = Vec::new();
        for (t, o) in self.seating.tables[..fours].iter().zip(outcomes) {
            if let Outcome::Pair { winner } = o {
                losers.extend(pair_at(t, winner.other()));
            }
        }
        let up: Vec<String> = progress
            .iter()
            .filter_map(|&j| foot.seats.get(j).cloned())
            .collect();
        let mut down_to_foot: Vec<String> = (0..foot.seats.len())
            .filter(|j| !progress.contains(j))
            .filter_map(|j| foot.seats.get(j).cloned())
            .collect();
        if let Some(last) = next.tables.last_mut() {
            // Losers first, then from the B pair's places, until there are places for the two.
            let mut places: Vec<usize> = (0..last.seats.len())
                .filter(|&j| losers.contains(&last.seats[j].as_str()))
                .collect();
            places.truncate(up.len());
            for j in (0..last.seats.len()).rev() {
                if places.len() >= up.len() {
                    break;
                }
                if !places.contains(&j) {
                    places.push(j);
                }
            }
            places.sort_unstable();
            for (place, newcomer) in places.into_iter().zip(up) {
                down_to_foot.push(std::mem::replace(&mut last.seats[place], newcomer));
            }
        }
        next.tables.push(Table {
            table: fours as u32 + 1,
            seats: down_to_foot,
        });
        next
    }

    // Each table is filled from its neighbours (t − 1, t + 1, round the ends), so indices read
    // more plainly than iterators here.
    #[allow(clippy::needless_range_loop)]
    fn move_fours(&self, outcomes: &[Outcome]) -> Seating {
        let tables = &self.seating.tables;
        let n = tables.len();
        let s = &self.settings;
        // Winners and losers as (lady's place, gentleman's place); at an odd table the
        // progressing two are the "winners" and whoever stays is alone among the "losers".
        let mut won: Vec<[&str; 2]> = Vec::with_capacity(n);
        let mut lost: Vec<[&str; 2]> = Vec::with_capacity(n);
        let mut stayers: Vec<&str> = Vec::new();
        for (t, o) in tables.iter().zip(outcomes) {
            let seat = |j: usize| t.seats.get(j).map(String::as_str).unwrap_or_default();
            match o {
                Outcome::Pair { winner } => {
                    let (w, l) = match winner {
                        Side::A => (0, 2),
                        Side::B => (2, 0),
                    };
                    won.push([seat(w), seat(w + 1)]);
                    lost.push([seat(l), seat(l + 1)]);
                }
                Outcome::Odd { progress } => {
                    let mut pair: Vec<&str> = progress.iter().map(|&j| seat(j)).collect();
                    // The two who progress take the places their own sexes fit, when they can.
                    pair.sort_by_key(|p| self.sexes.get(*p).copied());
                    won.push([
                        pair.first().copied().unwrap_or_default(),
                        pair.get(1).copied().unwrap_or_default(),
                    ]);
                    lost.push(["", ""]);
                    stayers = (0..t.seats.len())
                        .filter(|j| !progress.contains(j))
                        .map(seat)
                        .collect();
                }
            }
        }
        let up = |t: usize| (t + n - 1) % n;
        let down = |t: usize| (t + 1) % n;
        let seats = |v: [&str; 4]| v.iter().map(|x| (*x).to_owned()).collect::<Vec<_>>();
        let mut out: Vec<Vec<String>> = Vec::with_capacity(n);
        let foot = n - 1;
        match s.method {
            Method::WinnersUp if s.aisle_tables.is_some() => {
                // The aisles' circuits: winners to the next table, losers stay and split to
                // partner the newcomers ("the two who are winners progress … moving to the
                // table next highest in number", L6818–6820).
                for t in 0..n {
                    let from = s.circuit_before(t, n);
                    let [il, ig] = won[from];
                    let v = if matches!(outcomes.get(t), Some(Outcome::Odd { .. })) {
                        let mut v: Vec<String> = stayers.iter().map(|x| (*x).to_owned()).collect();
                        v.extend([il.to_owned(), ig.to_owned()]);
                        v
                    } else if from == t {
                        // A table alone in its aisle: nobody moves, the losers split.
                        seats([won[t][0], lost[t][1], lost[t][0], won[t][1]])
                    } else {
                        seats([lost[t][0], ig, il, lost[t][1]])
                    };
                    out.push(v);
                }
            }
            Method::WinnersUp => {
                for t in 0..n {
                    let incoming = if t == foot {
                        if s.head_winners == HeadWinners::ToFoot {
                            won[0]
                        } else {
                            lost[0]
                        }
                    } else {
                        won[t + 1]
                    };
                    let [il, ig] = incoming;
                    let v = if t == 0 && n > 1 {
                        match s.head_winners {
                            HeadWinners::Stay => seats([won[0][0], won[0][1], il, ig]),
                            HeadWinners::ChangePartners => seats([won[0][0], ig, il, won[0][1]]),
                            HeadWinners::ToFoot => seats([lost[0][0], ig, il, lost[0][1]]),
                        }
                    } else if t == foot && matches!(outcomes.get(t), Some(Outcome::Odd { .. })) {
                        let mut v: Vec<String> = stayers.iter().map(|x| (*x).to_owned()).collect();
                        v.extend([il.to_owned(), ig.to_owned()]);
                        v
                    } else if n == 1 {
                        // One table: nobody moves, the losers split.
                        seats([won[0][0], lost[0][1], lost[0][0], won[0][1]])
                    } else {
                        seats([lost[t][0], ig, il, lost[t][1]])
                    };
                    out.push(v);
                }
            }
            Method::LadyAndGentlemanApart => {
                for t in 0..n {
                    let (lady_from, gent_from) = if s.lady_toward_head {
                        (down(t), up(t))
                    } else {
                        (up(t), down(t))
                    };
                    out.push(seats([
                        lost[t][0],
                        won[gent_from][1],
                        won[lady_from][0],
                        lost[t][1],
                    ]));
                }
            }
            Method::LadyUpGentlemanDown => {
                for t in 0..n {
                    out.push(seats([
                        lost[t][0],
                        won[t][1],
                        won[down(t)][0],
                        lost[up(t)][1],
                    ]));
                }
            }
            Method::GentlemenUp => {
                // The moving sex's place is m (1 = gentleman, 0 = lady); the other place sits.
                let m = usize::from(!s.ladies_move);
                let o = 1 - m;
                for t in 0..n {
                    let incoming = if t == foot && n > 1 {
                        if s.head_winners == HeadWinners::ToFoot {
                            won[0][m]
                        } else {
                            lost[0][m]
                        }
                    } else {
                        won[down(t)][m]
                    };
                    // The sitter of the winning pair takes a new partner: the mover who stayed
                    // (the loser), or at the head table under `stay` its own.
                    let (with_winner, with_loser) = if t == 0 && n > 1 {
                        match s.head_winners {
                            HeadWinners::Stay => (won[0][m], incoming),
                            HeadWinners::ChangePartners => (incoming, won[0][m]),
                            HeadWinners::ToFoot => (lost[0][m], incoming),
                        }
                    } else if n == 1 {
                        (lost[0][m], won[0][m])
                    } else {
                        (lost[t][m], incoming)
                    };
                    let mut a = [""; 4];
                    a[o] = won[t][o];
                    a[m] = with_winner;
                    a[2 + o] = lost[t][o];
                    a[2 + m] = with_loser;
                    out.push(seats(a));
                }
            }
            Method::FixedPartners => {
                // Pair A is North-South and sits; East-West come up from the next table.
                for t in 0..n {
                    let t2 = down(t);
                    let ns = pair_at(&tables[t], Side::A);
                    let ew = pair_at(&tables[t2], Side::B);
                    out.push(seats([ns[0], ns[1], ew[0], ew[1]]));
                }
            }
            Method::Pivot => {
                // The moving positions form one cycle: NS(T) → … → NS(2) → EW(1) → … → EW(T) →
                // NS(T); Table 1's North-South never move.
                for t in 0..n {
                    let ns = if t == 0 {
                        pair_at(&tables[0], Side::A)
                    } else if t == foot {
                        pair_at(&tables[foot], Side::B)
                    } else {
                        pair_at(&tables[t + 1], Side::A)
                    };
                    let ew = if t == 0 {
                        if n > 1 {
                            pair_at(&tables[1], Side::A)
                        } else {
                            pair_at(&tables[0], Side::B)
                        }
                    } else {
                        pair_at(&tables[t - 1], Side::B)
                    };
                    out.push(seats([ns[0], ns[1], ew[0], ew[1]]));
                }
            }
        }
        Seating {
            round: self.seating.round + 1,
            tables: out
                .into_iter()
                .enumerate()
                .map(|(i, seats)| Table {
                    table: i as u32 + 1,
                    seats,
                })
                .collect(),
            waiting: self.seating.waiting.clone(),
        }
    }

    /// Early leavers give up their seats; the places are filled by late guests first, then from
    /// the foot table; what is left at the foot is made up into fours, a two- or three-hand
    /// table under M1, and anyone over waits for the next round.
    fn come_and_go(&self, next: &mut Seating, result: &RoundResult) -> Result<(), LawError> {
        if result.leave.is_empty() && result.arrive.is_empty() {
            return Ok(());
        }
        if self.settings.method.fixed_partners() {
            let field = if result.leave.is_empty() {
                "arrive"
            } else {
                "leave"
            };
            return Err(LawError::new(
                field,
                "a fixed-partner schedule cannot take or lose a guest; start a new schedule",
            ));
        }
        let mut gone: HashMap<&str, usize> = HashMap::new();
        for (k, name) in result.leave.iter().enumerate() {
            let seated =
                next.tables.iter().any(|t| t.seats.contains(name)) || next.waiting.contains(name);
            if !seated {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is not at a table"),
                ));
            }
            if gone.insert(name.as_str(), k).is_some() {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is listed twice"),
                ));
            }
        }
        let mut newcomers: Vec<&Player> = Vec::new();
        for (k, p) in result.arrive.iter().enumerate() {
            let seated = next.tables.iter().any(|t| t.seats.contains(&p.name))
                || next.waiting.contains(&p.name);
            if seated && !gone.contains_key(p.name.as_str()) {
                return Err(LawError::new(
                    format!("arrive[{k}].name"),
                    format!("{:?} is already playing", p.name),
                ));
            }
            if let Some(sex) = self.sexes.get(&p.name)
                && *sex != p.sex
            {
                return Err(LawError::new(
                    format!("arrive[{k}].sex"),
                    format!("{:?} came earlier as a {sex:?}", p.name),
                ));
            }
            if p.name.trim().is_empty() {
                return Err(LawError::new(format!("arrive[{k}].name"), "empty"));
            }
            if newcomers.iter().any(|q| q.name == p.name) {
                return Err(LawError::new(
                    format!("arrive[{k}].name"),
                    "is listed twice",
                ));
            }
            newcomers.push(p);
        }
        let sex_of = |name: &str| {
            self.sexes
                .get(name)
                .copied()
                .or_else(|| newcomers.iter().find(|p| p.name == name).map(|p| p.sex))
        };
        let foot = next.tables.len() - 1;
        let foot_is_four = next.tables[foot].seats.len() == 4;
        // The pool: anyone waiting, the late guests, then the foot table's own players (only
        // when the foot table is odd or loses someone; a whole foot four stays together).
        let mut pool: Vec<String> = next
            .waiting
            .drain(..)
            .filter(|n| !gone.contains_key(n.as_str()))
            .collect();
        pool.extend(newcomers.iter().map(|p| p.name.clone()));
        let foot_loses = next.tables[foot]
            .seats
            .iter()
            .any(|n| gone.contains_key(n.as_str()));
        let mut tables: Vec<Table> = std::mem::take(&mut next.tables);
        let mut foot_table = if !foot_is_four || foot_loses || tables.len() == 1 && !pool.is_empty()
        {
            tables.pop()
        } else {
            None
        };
        if let Some(f) = foot_table.take() {
            pool.extend(
                f.seats
                    .into_iter()
                    .filter(|n| !gone.contains_key(n.as_str())),
            );
        }
        // Vacancies above the foot, head first, each filled by the first in the pool whose sex
        // fits the place (M1–M4 seat a lady's place first with a lady), else the first.
        for t in tables.iter_mut() {
            for j in 0..t.seats.len() {
                if !gone.contains_key(t.seats[j].as_str()) {
                    continue;
                }
                let want = if j % 2 == 0 {
                    Sex::Lady
                } else {
                    Sex::Gentleman
                };
                let pick = pool
                    .iter()
                    .position(|n| sex_of(n) == Some(want))
                    .or(if pool.is_empty() { None } else { Some(0) });
                match pick {
                    Some(p) => t.seats[j] = pool.remove(p),
                    None => t.seats[j].clear(),
                }
            }
        }
        // A table left with empty places (the pool ran dry) gives its players back to the pool
        // and is made up again at the foot.
        let mut kept = Vec::with_capacity(tables.len());
        for t in tables {
            if t.seats.iter().any(String::is_empty) {
                pool.extend(t.seats.into_iter().filter(|n| !n.is_empty()));
            } else {
                kept.push(t);
            }
        }
        let mut tables = kept;
        while pool.len() >= 4 {
            let four: Vec<String> = pool.drain(..4).collect();
            tables.push(Table {
                table: 0,
                seats: by_places(four, &sex_of),
            });
        }
        if (pool.len() == 2 || pool.len() == 3) && self.settings.method.takes_odd_foot() {
            tables.push(Table {
                table: 0,
                seats: std::mem::take(&mut pool),
            });
        }
        for (i, t) in tables.iter_mut().enumerate() {
            t.table = i as u32 + 1;
        }
        if tables.is_empty() {
            return Err(LawError::new("leave", "nobody would be left to play"));
        }
        next.tables = tables;
        next.waiting = pool;
        Ok(())
    }
}

/// The book's pivot table for the rubber after `rubber`: the players keep their places in
/// `rotation::pivot_four`, whose rubber 1 is the seating as drawn (N, S, E, W), so the pivot
/// stays North and partners each of the others once in three rubbers.
fn pivot_next_rubber(t: &Table, rubber: u32) -> Table {
    pivot_table_at(t, rubber, rubber + 1)
}

/// A book's pivot table seated for rubber `rubber`, as it sits for rubber `then`.
fn pivot_table_at(t: &Table, rubber: u32, then: u32) -> Table {
    let schedule = super::rotation::pivot_four();
    let at = |r: u32| {
        let i = (r.saturating_sub(1) % BOOK_PIVOT_RUBBERS) as usize;
        schedule
            .get(i)
            .and_then(|round| round.tables.first())
            .cloned()
    };
    let (Some(now), Some(next)) = (at(rubber), at(then)) else {
        return t.clone();
    };
    let now_seats = [&now.n, &now.s, &now.e, &now.w];
    let player = |label: &String| {
        now_seats
            .iter()
            .position(|l| *l == label)
            .and_then(|j| t.seats.get(j))
            .cloned()
            .unwrap_or_default()
    };
    Table {
        table: t.table,
        seats: [&next.n, &next.s, &next.e, &next.w]
            .into_iter()
            .map(player)
            .collect(),
    }
}

/// A book's pivot table seated for rubber `rubber`, as it sits for each of the three rubbers
/// that count: the whole afternoon for its table card.
pub fn book_pivot_rubbers(t: &Table, rubber: u32) -> Vec<Table> {
    (1..=BOOK_PIVOT_RUBBERS)
        .map(|then| pivot_table_at(t, rubber, then))
        .collect()
}

fn pair_at(t: &Table, side: Side) -> [&str; 2] {
    let j = 2 * side.index();
    let seat = |k: usize| t.seats.get(k).map(String::as_str).unwrap_or_default();
    [seat(j), seat(j + 1)]
}

/// Four players into places: ladies to the ladies' places first, a gentleman in a lady's place
/// only when there are not two ladies, and the rest to the gentlemen's places.
fn by_places(four: Vec<String>, sex_of: &dyn Fn(&str) -> Option<Sex>) -> Vec<String> {
    let (mut ladies, mut gents): (Vec<String>, Vec<String>) =
        four.into_iter().partition(|n| sex_of(n) == Some(Sex::Lady));
    let mut lady_places = Vec::with_capacity(2);
    while lady_places.len() < 2 {
        let next = if ladies.is_empty() {
            gents.pop()
        } else {
            Some(ladies.remove(0))
        };
        match next {
            Some(p) => lady_places.push(p),
            None => break,
        }
    }
    ladies.append(&mut gents);
    let at = |v: &Vec<String>, k: usize| v.get(k).cloned().unwrap_or_default();
    vec![
        at(&lady_places, 0),
        at(&ladies, 0),
        at(&lady_places, 1),
        at(&ladies, 1),
    ]
}

fn star(mode: Mode, won: bool, table: usize, foot: usize) -> Option<Star> {
    if mode != Mode::Stars {
        return None;
    }
    match (won, table) {
        (true, 0) => Some(Star::Gold),
        (true, _) => Some(Star::Red),
        (false, t) if t == foot && foot > 0 => Some(Star::Green),
        (false, _) => None,
    }
}

/// Reads a starting position: `"1 A"` (Table 1, head couple) or `"12 B"`; the space is optional.
pub fn parse_tally(code: &str) -> Option<(u32, Side)> {
    let code = code.trim();
    let split = code.find(|c: char| !c.is_ascii_digit())?;
    let (num, rest) = code.split_at(split);
    let table: u32 = num.parse().ok()?;
    let side = match rest.trim() {
        "A" | "a" => Side::A,
        "B" | "b" => Side::B,
        _ => return None,
    };
    (table > 0).then_some((table, side))
}

/// Five hundred's seat as its tally card writes it: table A (1), seat 1 → `"A 1"` (seed 001
/// L7370–7374). A four-hand table's `seats` are pair A then pair B, and "one and three playing
/// partners against two and four", so its seats are 1, 3, 2, 4 in that order; at a smaller
/// table each plays for himself, seat by seat. `None` past table Z, which the book's lettering
/// does not reach.
pub fn seat_tally(table: u32, seats: usize, j: usize) -> Option<String> {
    let letter = char::from_u32(u32::from('A') + table.checked_sub(1)?).filter(|_| table <= 26)?;
    let seat = match (seats, j) {
        (4, 0) => 1,
        (4, 1) => 3,
        (4, 2) => 2,
        (4, _) => 4,
        (_, j) => j + 1,
    };
    Some(format!("{letter} {seat}"))
}

/// Five hundred's "A 1": table A (1), seat 1 of a four-hand table (seed 001 L7370–7374).
pub fn parse_seat_tally(code: &str) -> Option<(u32, u8)> {
    let code = code.trim();
    let mut chars = code.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let seat: u8 = chars.as_str().trim().parse().ok()?;
    let table = u32::from(letter.to_ascii_uppercase()) - u32::from('A') + 1;
    (1..=4).contains(&seat).then_some((table, seat))
}

/// Seats every guest by his tally. Each couple goes to its table, lady's place first; the place
/// is the player's own sex unless `place` says otherwise. The last table may hold two or three
/// (M1 only).
pub fn seat_by_tally(settings: &Settings, players: &[Player]) -> Result<Seating, LawError> {
    let mut couples: BTreeMap<(u32, u8), Vec<(usize, &Player)>> = BTreeMap::new();
    for (i, p) in players.iter().enumerate() {
        let code = p
            .tally
            .as_deref()
            .ok_or_else(|| LawError::new(format!("players[{i}].tally"), "missing"))?;
        let seat_code = settings
            .seat_tallies
            .then(|| parse_seat_tally(code))
            .flatten();
        let (table, side) = match seat_code {
            Some((table, seat)) => (table, if seat % 2 == 1 { Side::A } else { Side::B }),
            None => parse_tally(code).ok_or_else(|| {
                let like = if settings.seat_tallies {
                    "\"A 1\" (table A, seat 1 of 4) or \"1 A\""
                } else {
                    "\"1 A\""
                };
                LawError::new(
                    format!("players[{i}].tally"),
                    format!("{code:?} is not a position like {like}"),
                )
            })?,
        };
        couples
            .entry((table, side.index() as u8))
            .or_default()
            .push((i, p));
    }
    let last = couples.keys().map(|k| k.0).max().unwrap_or(0);
    let mut tables = Vec::new();
    for table in 1..=last {
        let a = couples.remove(&(table, 0)).unwrap_or_default();
        let b = couples.remove(&(table, 1)).unwrap_or_default();
        let n = a.len() + b.len();
        if table == last && n != 4 && (n == 2 || n == 3) {
            tables.push(Table {
                table,
                seats: a.iter().chain(&b).map(|(_, p)| p.name.clone()).collect(),
            });
            continue;
        }
        let mut seats = Vec::with_capacity(4);
        for (code, couple) in [("A", &a), ("B", &b)] {
            if couple.len() != 2 {
                let field = couple
                    .first()
                    .map(|(i, _)| format!("players[{i}].tally"))
                    .unwrap_or_else(|| "players".to_owned());
                return Err(LawError::new(
                    field,
                    format!(
                        "{} players hold \"{table} {code}\"; a couple is two",
                        couple.len()
                    ),
                ));
            }
            let mut c: Vec<(usize, &Player)> = couple.clone();
            if !settings.method.fixed_partners() {
                let place = |p: &Player| p.place.unwrap_or(p.sex);
                c.sort_by_key(|(_, p)| place(p));
                if place(c[0].1) == place(c[1].1) {
                    return Err(LawError::new(
                        format!("players[{}].place", c[1].0),
                        format!(
                            "\"{table} {code}\" has two {:?} places; give one the other place",
                            place(c[0].1)
                        ),
                    ));
                }
            }
            seats.extend(c.iter().map(|(_, p)| p.name.clone()));
        }
        tables.push(Table { table, seats });
    }
    Ok(Seating {
        round: 1,
        tables,
        waiting: Vec::new(),
    })
}

/// The fixed-partner schedules, results aside, as pair numbers: pair k starts North-South at
/// table k and pair T + k East-West there (rules-1927-b.md §3.1.4). M5 runs T deals, each
/// East-West pair meeting each North-South pair once; M6 runs 2T − 1 deals, every pair meeting
/// every other once.
pub fn pair_schedule(
    tables: u32,
    pivot: bool,
) -> Result<Vec<super::rotation::RotationRound>, LawError> {
    if !(1..=MAX_PAIR_TABLES).contains(&tables) || (!pivot && tables < 2) {
        let least = if pivot { 1 } else { 2 };
        return Err(LawError::new(
            "tables",
            format!("{tables} is not {least}..{MAX_PAIR_TABLES}"),
        ));
    }
    let settings = Settings {
        method: if pivot {
            Method::Pivot
        } else {
            Method::FixedPartners
        },
        ..Settings::default()
    };
    let pair = |p: u32| [format!("{p}n"), format!("{p}s")];
    let players: Vec<Player> = (1..=2 * tables)
        .flat_map(|p| {
            pair(p).map(|name| Player {
                name,
                sex: Sex::Lady,
                tally: None,
                place: None,
            })
        })
        .collect();
    let start = Seating {
        round: 1,
        tables: (1..=tables)
            .map(|t| {
                let [a, b] = pair(t);
                let [c, d] = pair(tables + t);
                Table {
                    table: t,
                    seats: vec![a, b, c, d],
                }
            })
            .collect(),
        waiting: Vec::new(),
    };
    let mut party = Party::new(settings, &players, start)?;
    let rounds = if pivot { 2 * tables - 1 } else { tables };
    let label = |seat: &str| seat.trim_end_matches(['n', 's']).to_owned();
    let mut out = Vec::with_capacity(rounds as usize);
    for r in 1..=rounds {
        out.push(super::rotation::RotationRound {
            round: r,
            tables: party
                .seating()
                .tables
                .iter()
                .map(|t| super::rotation::Foursome {
                    table: t.table,
                    n: label(&t.seats[0]),
                    s: label(&t.seats[1]),
                    e: label(&t.seats[2]),
                    w: label(&t.seats[3]),
                })
                .collect(),
        });
        if r < rounds {
            let result = RoundResult {
                round: r,
                tables: party
                    .seating()
                    .tables
                    .iter()
                    .map(|t| TableResult {
                        table: t.table,
                        winner: t.seats.first().cloned(),
                        ..TableResult::default()
                    })
                    .collect(),
                ..RoundResult::default()
            };
            party.play(&result)?;
        }
    }
    Ok(out)
}

/// Far beyond any hall (the large euchre seats 64 tables, L6552–6560).
pub const MAX_PAIR_TABLES: u32 = 500;

/// Seats the guests by drawing cards, as in 1909 (seed 000 L2820–2825): the ladies draw from
/// one pack and the gentlemen from another, the matching cards play together, and the pips give
/// the table. Here the draw is a seeded shuffle of each sex, sorted by name first so the order
/// the guests were listed in changes nothing; with unequal numbers the surplus fill the other
/// sex's places, and the last two or three make a foot table (M1 only).
pub fn seat_by_lot(
    settings: &Settings,
    players: &[Player],
    seed: u64,
) -> Result<Seating, LawError> {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut draw = |sex: Sex| {
        let mut v: Vec<String> = players
            .iter()
            .filter(|p| p.sex == sex)
            .map(|p| p.name.clone())
            .collect();
        v.sort();
        v.shuffle(&mut rng);
        v
    };
    let ladies = draw(Sex::Lady);
    let gents = draw(Sex::Gentleman);
    let n = players.len();
    let odd = n % 4;
    if n < 4 || odd == 1 || (odd != 0 && !settings.method.takes_odd_foot()) {
        let with = if settings.method.takes_odd_foot() {
            "with a two- or three-hand foot table"
        } else {
            "fixed partners need every player in a four"
        };
        return Err(LawError::new(
            "players",
            format!("{n} players cannot be seated in fours ({with})"),
        ));
    }
    let fours = n / 4;
    let (mut lady_places, mut gent_places) = (ladies, gents);
    // Two places of each kind per table; the surplus of one sex crosses over.
    let want = 2 * fours;
    while lady_places.len() > want && gent_places.len() < want {
        if let Some(l) = lady_places.pop() {
            gent_places.push(l);
        }
    }
    while gent_places.len() > want && lady_places.len() < want {
        if let Some(g) = gent_places.pop() {
            lady_places.push(g);
        }
    }
    let mut tables = Vec::with_capacity(fours + 1);
    let (mut l, mut g) = (lady_places.into_iter(), gent_places.into_iter());
    for t in 0..fours {
        let seats = vec![
            l.next().unwrap_or_default(),
            g.next().unwrap_or_default(),
            l.next().unwrap_or_default(),
            g.next().unwrap_or_default(),
        ];
        tables.push(Table {
            table: t as u32 + 1,
            seats,
        });
    }
    let rest: Vec<String> = l.chain(g).collect();
    if !rest.is_empty() {
        tables.push(Table {
            table: fours as u32 + 1,
            seats: rest,
        });
    }
    Ok(Seating {
        round: 1,
        tables,
        waiting: Vec::new(),
    })
}
