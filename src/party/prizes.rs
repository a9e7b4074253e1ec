//! The prize list of a progressive party: first, second, … overall or for ladies and gentlemen;
//! most lone hands; the booby; the aisle tables of a large public euchre; ties decided by
//! play-off, cut or lot as the event announced; and Foster's draw-number plan as a scheme of its
//! own (`laws::foster`).
//!
//! Seed 001 L6380–6389 (prizes at the hostess's discretion), L6478–6500 (final ties, booby,
//! sex categories), L6710–6724 and L6763–6795 (the large euchre's principal and aisle prizes,
//! ties by numbered slips), L2794–2854 (Foster).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::{Lot, Sex};

mod award;
#[cfg(test)]
mod tests;

pub use award::{award, award_so_far, foster_award};

/// One player as the prize committee sees him at the end of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    pub player: String,
    /// The player's own sex, whatever place he played in (L6494–6500).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<Sex>,
    /// What the prize list ranks, compared item by item, higher first: half games won, points,
    /// or (gold, red, −green) stars.
    pub score: Vec<i64>,
    #[serde(default)]
    pub lone_hands: u32,
    /// The aisle the player finished the last game in (L6831–6833).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aisle: Option<u32>,
    /// The table the player's score was made at (the last one played at, when he moved), for
    /// pivot's prizes table by table (seed 001 L2781–2784).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// The highest score.
    #[default]
    Best,
    /// The poorest player (L6386): the lowest score.
    Booby,
    /// Most lone hands (L6387); nobody wins it if nobody played one alone.
    LoneHands,
    /// The highest score in one aisle among those without a principal prize (L6718–6724).
    Aisle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    #[default]
    All,
    Ladies,
    Gentlemen,
}

/// How a tie for a prize is decided (L6478–6490, L6782–6788).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// "the tied players shall play one game (or hand) to decide the score": the scores are
    /// entered in `playoff`.
    #[default]
    PlayOff,
    /// "if agreed upon, they may cut, high winning": the cards' ranks are entered in `cut`.
    Cut,
    /// The numbered slips of a large euchre, drawn here by the seeded lot.
    Lot,
    /// Foster's rule for ties, offered to ranked prizes (issue 22): "the equal scores made by
    /// the players are turned face down, shuffled, and one is drawn by the committee" (seed 001
    /// L2844–2847); the first drawn wins, the next the next place. Drawn by the seeded lot.
    Foster,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prize {
    pub name: String,
    #[serde(default)]
    pub kind: Kind,
    #[serde(default)]
    pub category: Category,
    /// The aisle, for an aisle prize.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aisle: Option<u32>,
    /// Only the players of this table compete (pivot's duplicate prizes, L2781).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// This prize's own tie rule, when it differs from the scheme's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ties: Option<TieBreak>,
    /// May go to someone who has already won a prize (a lone-hands prize, say).
    #[serde(default)]
    pub open_to_winners: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scheme {
    /// In the order they are given out.
    pub prizes: Vec<Prize>,
    #[serde(default)]
    pub ties: TieBreak,
    /// Whether one player may take two prizes; the book's second prize goes to the loser of
    /// the play-off for first, so by default nobody does.
    #[serde(default)]
    pub two_prizes: bool,
    /// The whole room's list, or pivot's prizes table by table.
    #[serde(default)]
    pub tables: Tables,
}

/// How pivot's prizes go round the room (seed 001 L2781–2784).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tables {
    /// One list for the whole room, in order.
    #[default]
    WholeRoom,
    /// "There should be duplicate prizes for every table in the room": every table gives the
    /// whole list among its own players, highest first.
    PerTable,
    /// "Otherwise the highest individual score at each table must be taken, and the highest of
    /// these, in their order, awarded the prizes as far as they go": each table's leader (a tie
    /// at the table settled by the scheme's rule), then the list among the leaders.
    TableLeaders,
}

/// The prizes a room gives: the list itself for the whole room, or the list again for each
/// table, named "Table 3: first", for pivot's duplicate prizes.
pub fn expand(entrants: &[Entrant], scheme: &Scheme) -> Vec<Prize> {
    if scheme.tables != Tables::PerTable {
        return scheme.prizes.clone();
    }
    let tables: BTreeSet<u32> = entrants.iter().filter_map(|e| e.table).collect();
    tables
        .into_iter()
        .flat_map(|t| {
            scheme.prizes.iter().map(move |p| Prize {
                name: format!("Table {t}: {}", p.name),
                table: Some(t),
                ..p.clone()
            })
        })
        .collect()
}

/// The results of play-offs and cuts, by player: higher wins.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deciders {
    #[serde(default)]
    pub playoff: BTreeMap<String, i64>,
    #[serde(default)]
    pub cut: BTreeMap<String, i64>,
    /// Play-offs and cuts kept with the tie they decide, by its [`tie_key`]: a play-off for the
    /// booby then never reopens the tie for first that a player of it had already settled.
    /// Read before `playoff` and `cut`, which stay for ties decided before the party's
    /// deciders were kept tie by tie (and for `hoyle score party-prizes`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub by_tie: BTreeMap<String, BTreeMap<String, i64>>,
}

/// The key a tie's play-off or cut is kept under: its players, sorted, joined by " / ".
pub fn tie_key<S: AsRef<str>>(among: &[S]) -> String {
    let mut names: Vec<&str> = among.iter().map(AsRef::as_ref).collect();
    names.sort_unstable();
    names.join(" / ")
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tie {
    pub by: TieBreak,
    /// Everyone tied for the prize, by name.
    pub among: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Award {
    pub prize: u32,
    pub name: String,
    /// Nobody when no eligible player is left (or nobody played a lone hand).
    pub player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Tie>,
    /// Not settled yet (only from [`award_so_far`]): why, e.g. the play-off it waits for. The
    /// player is then none and `tie` names who it lies between.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Awards {
    pub awards: Vec<Award>,
    /// The seed a lot used (0 when one was needed and none given); none when nothing was drawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn: Option<u32>,
}
