//! A party's table scored from its hands rather than a bare result (issue 11 item 3): each hand
//! entered with its law's own deal [`Field`]s, scored by that law through
//! [`registry::find`] and its `hoyle score` contract, and the table's tally (points per side, the winner, lone
//! hands) filled in from the hands. Pure: no clock, no storage.
//!
//! The law is the one the party's game is played by at a table of that size: four-hand euchre
//! at the euchre parties (seed 001 L6368–6524) and three-hand euchre at their foot table
//! (L6507–6515, L6075–6091), cinch and sixty-three two against two (L10449–
//! 10476), five hundred three-, four- (two against two), five- and six-hand (L7368–7404). Each
//! hand is scored by itself, as a table's first deal, so the party's
//! bell (not the law's game) ends play; the settings are the law's defaults, the book's most
//! likely reading.

use std::collections::BTreeMap;

use super::Kind;
use crate::laws::LawError;
use crate::laws::pad::Field;
use crate::laws::registry::{self, Law};
use crate::party::progression::PlayedHand;

/// The deal fields of a lone hand, offered only where the party lets lone hands be played.
const LONE_FIELDS: [&str; 4] = ["alone", "alone_by", "jambone", "against_lone"];

/// The law a table of this kind with this many seats plays its hands by; `None` where a table
/// of that size takes only a bare result.
pub fn law_id(kind: Kind, seats: usize) -> Option<&'static str> {
    match (kind, seats) {
        (Kind::ProgressiveEuchre | Kind::RapidEuchre | Kind::LargeEuchre, 4) => Some("euchre"),
        // The three-hand foot table (seed 001 L6507–6515) plays three-hand euchre (L6075–6091).
        (Kind::ProgressiveEuchre | Kind::RapidEuchre | Kind::LargeEuchre, 3) => {
            Some("euchre-three-hand")
        }
        (Kind::Cinch, 4) => Some("cinch"),
        (Kind::SixtyThree, 4) => Some("sixty-three"),
        (Kind::FiveHundred, 3) => Some("five-hundred"),
        (Kind::FiveHundred, 4) => Some("five-hundred-partners"),
        (Kind::FiveHundred, 5) => Some("five-hundred-five-hand"),
        (Kind::FiveHundred, 6) => Some("five-hundred-six-hand"),
        _ => None,
    }
}

/// The columns a table's tally has: two sides at four (seats 1–2 and 3–4, pair A and pair B as
/// the party seats them) and at six (three against three), else one per player.
pub fn columns(seats: usize) -> usize {
    if seats == 4 || seats == 6 { 2 } else { seats }
}

/// The players in each column.
fn per_column(seats: usize) -> usize {
    seats / columns(seats).max(1)
}

/// How one table's hands are entered and scored.
#[derive(Debug, Clone)]
pub struct Scorer {
    pub law: &'static Law,
    /// The deal fields the form shows, in the law's order.
    pub fields: Vec<Field>,
    /// The law's settings (its defaults).
    pub settings: serde_json::Value,
    /// Whether the form asks who played alone, for the lone-hands tally.
    pub lone: bool,
}

/// The scorer for a table of `seats` at a party of `kind`, where lone hands are (or are not)
/// permitted at that table; `None` when the party's game has no law for hands at that size, or
/// the law is not (yet) one Hoyle knows, or its table does not seat that many.
pub fn scorer(kind: Kind, seats: usize, lone_allowed: bool) -> Option<Scorer> {
    let law = registry::find(law_id(kind, seats)?)?;
    let table = law.table?;
    let cols = columns(seats);
    if !(table.sides.min..=table.sides.max).contains(&cols)
        || table.sides.players_per_side * cols != seats
    {
        return None;
    }
    let lone = lone_allowed && kind.counts_lone_hands();
    let fields = table
        .deal
        .iter()
        .filter(|f| lone || !LONE_FIELDS.contains(&f.name))
        // Each hand is scored by itself, so who dealt it changes nothing on the tally (it
        // decides only who goes out first in a law's own game, at three-hand euchre).
        .filter(|f| f.name != "dealer")
        .copied()
        .collect();
    Some(Scorer {
        law,
        fields,
        settings: serde_json::Value::Null,
        lone,
    })
}

/// The tally a table's hands make.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tally {
    /// Per side (four seats) or per player, the hands' points added up.
    pub points: Vec<i64>,
    /// Each hand's points, in order.
    pub per_hand: Vec<Vec<i64>>,
    /// A player of the side (or the player) with the most points; `None` on a tie, which the
    /// cut decides as the party's tie rule says.
    pub winner: Option<String>,
    /// Lone hands won, by player.
    pub lone_hands: BTreeMap<String, u32>,
}

/// The names of the tally's columns: "A: Ann & Bob", "B: Cy & Di", or each player.
pub fn side_names(seats: &[String]) -> Vec<String> {
    let n = per_column(seats.len());
    if n < 2 {
        return seats.to_vec();
    }
    seats
        .chunks(n)
        .zip(["A", "B"])
        .map(|(side, letter)| match side.split_last() {
            Some((last, rest)) => format!("{letter}: {} & {last}", rest.join(", ")),
            None => letter.to_owned(),
        })
        .collect()
}

/// How the form labels a field, as a refusal names it: "tricks the makers took".
fn field_words(scorer: &Scorer, path: &str, sides: &[String]) -> String {
    let (name, side) = match path.split_once('[') {
        Some((name, index)) => (name, index.trim_end_matches(']').parse::<usize>().ok()),
        None => (path, None),
    };
    let label = scorer
        .fields
        .iter()
        .find(|f| f.name == name)
        .map_or(name, |f| f.label);
    let mut chars = label.chars();
    let label: String = chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default();
    match side.and_then(|i| sides.get(i)) {
        Some(s) => format!("{label}, {s}"),
        None => label,
    }
}

/// A law's refusal of hand `k` (0-based), named as the form labels it: field
/// `hands[2].tricks`, message "Hand 3, tricks the makers took: 6 is more than …".
fn refusal(scorer: &Scorer, k: usize, e: LawError, sides: &[String]) -> LawError {
    let rest = e
        .field
        .strip_prefix("deals[0]")
        .map(|r| r.trim_start_matches('.'))
        .unwrap_or("");
    match rest {
        "" => LawError::new(
            format!("hands[{k}]"),
            format!("Hand {}: {}", k + 1, e.message),
        ),
        path => LawError::new(
            format!("hands[{k}].{path}"),
            format!(
                "Hand {}, {}: {}",
                k + 1,
                field_words(scorer, path, sides),
                e.message
            ),
        ),
    }
}

/// One hand's points per column, as the law scores it: the hand alone through the law's own
/// `hoyle score` contract (`{"settings", "sides", "deals": [hand]}` in, each deal's `points`
/// out, the contract every law of these games keeps), so the party scores a hand exactly as a
/// pad or the command line does. (The pad itself is no place to read it: five hundred's writes
/// each player's running total among the deal's items.)
pub fn hand_points(
    scorer: &Scorer,
    sides: &[String],
    k: usize,
    deal: &serde_json::Value,
) -> Result<Vec<i64>, LawError> {
    let input = serde_json::json!({
        "settings": match &scorer.settings {
            serde_json::Value::Null => serde_json::json!({}),
            other => other.clone(),
        },
        "sides": sides,
        "deals": [deal],
    });
    let out = (scorer.law.score)(&input.to_string()).map_err(|e| refusal(scorer, k, e, sides))?;
    let unread = || {
        LawError::new(
            format!("hands[{k}]"),
            format!(
                "Hand {}: the law {} gave no points for it",
                k + 1,
                scorer.law.id
            ),
        )
    };
    let value: serde_json::Value = serde_json::from_str(&out).map_err(|_| unread())?;
    let points = value
        .pointer("/deals/0/points")
        .and_then(serde_json::Value::as_array)
        .ok_or_else(unread)?
        .iter()
        .map(serde_json::Value::as_i64)
        .collect::<Option<Vec<i64>>>()
        .ok_or_else(unread)?;
    match points.len() == sides.len() {
        true => Ok(points),
        false => Err(unread()),
    }
}

/// Scores every hand of a table and fills in its tally. A refusal names the hand and the field
/// as the form labels them. At a euchre party counting lone hands, a hand played alone names
/// who played it (one of the makers), and it counts to his lone hands when his side won it
/// (the books are silent on a euchred lone hand [GAP]: it wins no prize, so it is not counted).
pub fn tally(scorer: &Scorer, seats: &[String], hands: &[PlayedHand]) -> Result<Tally, LawError> {
    let sides = side_names(seats);
    let mut out = Tally {
        points: vec![0; sides.len()],
        ..Tally::default()
    };
    if hands.is_empty() {
        return Err(LawError::new("hands", "no hand was entered"));
    }
    for (k, hand) in hands.iter().enumerate() {
        let points = hand_points(scorer, &sides, k, &hand.deal)?;
        for (t, p) in out.points.iter_mut().zip(&points) {
            *t += p;
        }
        count_lone(scorer, seats, k, hand, &points, &mut out.lone_hands)?;
        out.per_hand.push(points);
    }
    let best = out.points.iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..out.points.len())
        .filter(|&j| out.points[j] == best)
        .collect();
    if let [only] = leaders[..] {
        let seat = only * per_column(seats.len());
        out.winner = seats.get(seat).cloned();
    }
    Ok(out)
}

fn count_lone(
    scorer: &Scorer,
    seats: &[String],
    k: usize,
    hand: &PlayedHand,
    points: &[i64],
    lone_hands: &mut BTreeMap<String, u32>,
) -> Result<(), LawError> {
    let at = || format!("hands[{k}].alone_player");
    let said = |m: String| {
        LawError::new(
            at(),
            format!("Hand {}, name of the lone player: {m}", k + 1),
        )
    };
    let alone = hand.deal.get("alone") == Some(&serde_json::Value::Bool(true));
    match (&hand.alone, alone && scorer.lone) {
        (None, false) => Ok(()),
        (Some(who), false) => Err(said(format!(
            "{who} is named, but the hand is not marked as played alone"
        ))),
        (None, true) => Err(said(
            "say which of the makers played alone, for the lone-hands tally".to_owned(),
        )),
        (Some(who), true) => {
            let seat = seats
                .iter()
                .position(|s| s == who)
                .ok_or_else(|| said(format!("{who} is not at this table")))?;
            let makers = hand
                .deal
                .get("makers")
                .and_then(serde_json::Value::as_u64)
                .and_then(|m| usize::try_from(m).ok());
            let side = seat / per_column(seats.len());
            if makers != Some(side) {
                return Err(said(format!(
                    "{who} is not of the side that made the trump"
                )));
            }
            if points.get(side).is_some_and(|&p| p > 0) {
                *lone_hands.entry(who.clone()).or_default() += 1;
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests;
