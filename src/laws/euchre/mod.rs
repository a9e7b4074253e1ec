//! The euchre family: four-hand euchre (with its laps, slams, jambone and jamboree), two- and
//! three-hand euchre, auction euchre for five to eight, call-ace, railroad and penalty euchre.
//!
//! Seed 001 L5786–6188 (laws extraction rules-1927-b.md §2.2) and seed 000 L2401–2456
//! (hoyle-1909-a.md §2.8). Every form is a race to a number of points kept deal by deal; this
//! module holds what they share ([`keep`]: games closed in place, laps carried, slams as two
//! games, who is out first when several reach game on one deal) and each form's file reads and
//! scores its own deals.

mod auction;
mod call_ace;
mod four_hand;
mod hasenpfeffer;
mod penalty;
mod play_off;
mod railroad;
mod three_hand;
mod two_hand;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_individual;
#[cfg(test)]
mod tests_individual_support;
#[cfg(test)]
mod tests_play_off;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{CHIPS_LEFT, Item, Pad, PadInput, RUNNING, Row, Settlement};
use super::registry::Law;

pub use four_hand::{Deal, Hand, Settings, hand_points};

pub const LAWS: &[Law] = &[
    four_hand::LAW,
    two_hand::LAW,
    three_hand::LAW,
    play_off::PLAY_OFF,
    play_off::BLIND_FIVE,
    auction::LAW,
    call_ace::LAW,
    railroad::LAW,
    penalty::LAW,
    hasenpfeffer::LAW,
];

/// One deal as a form scored it, ready for the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    /// What each side or player scored on the deal (negative when set back).
    pub points: Vec<i64>,
    /// The deal in words ("N-S made it alone: a lone march").
    pub note: String,
    /// Who dealt (players' games only; the deal passes to the left).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer: Option<usize>,
    /// The maker or bidder, who counts first when several reach game on one deal.
    #[serde(skip)]
    pub first: Option<usize>,
    /// What is written in each column.
    #[serde(skip)]
    pub items: Vec<Vec<Item>>,
}

/// How a form's game is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Race {
    pub target: i64,
    /// Points beyond game count on the next game (L5951).
    pub laps: bool,
    /// A game won before the opponents score is two games (L5954).
    pub slams: Slams,
    pub out_together: OutTogether,
    /// The points are chips got rid of (penalty euchre): the pad shows the chips left.
    pub chips: bool,
}

impl Race {
    /// A game to `target` with no laps, slams or chips: the three-hand, auction and call-ace forms.
    fn plain(target: i64, out_together: OutTogether) -> Race {
        Race {
            target,
            laps: false,
            slams: Slams::Off,
            out_together,
            chips: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Slams {
    /// No slams.
    #[default]
    Off,
    /// Any game won with the losers at love is a slam.
    Love,
    /// Slams only in a game of five, as the book words it.
    Five,
}

/// Who wins when more than one player reaches game on the same deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OutTogether {
    /// The maker or bidder counts first; then the others in turn from the dealer's left, the
    /// elder hand first (seed 000 L2449–2450).
    #[default]
    Elder,
    /// The highest score wins; equal scores go as `elder`.
    Highest,
}

/// A game finished on the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    pub winner: usize,
    /// In games: 2 for a slam.
    pub value: i64,
    /// Each side's points when it was won.
    pub points: Vec<i64>,
    /// The deal (0-based) that won it.
    pub deal: usize,
    /// Who went out, and why.
    pub label: String,
}

/// The pad drawn from scored deals, with the games and the scores as they stand.
pub struct Kept {
    pub pad: Pad,
    pub games: Vec<Game>,
    pub totals: Vec<i64>,
}

/// A side's or player's name, by index.
fn name_of(sides: &[String], i: usize) -> &str {
    sides.get(i).map_or("?", String::as_str)
}

/// Keeps the score deal by deal: each game ruled off the moment a side reaches game, settled at
/// once (the winner takes the game's value from each loser), laps carried into the next game.
pub fn keep(sides: &[String], race: Race, deals: &[Scored], notes: Vec<String>) -> Kept {
    let n = sides.len();
    let side = |i: usize| name_of(sides, i);
    let mut pad = Pad {
        notes,
        ..Pad::new(sides.to_vec())
    };
    let mut games = Vec::new();
    let mut totals = vec![0i64; n];
    let mut open = false;
    for (i, d) in deals.iter().enumerate() {
        for (t, p) in totals.iter_mut().zip(&d.points) {
            *t += p;
        }
        // Each side's score after the deal, written last in its cell as the cribbage pad does
        // (issue 22): what the players check their count against, and the game under way.
        let mut below = d.items.clone();
        below.resize(n, Vec::new());
        for (k, cell) in below.iter_mut().enumerate() {
            cell.push(match race.chips {
                true => Item::new(race.target - totals[k], CHIPS_LEFT),
                false => Item::new(totals[k], RUNNING),
            });
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: d.note.clone(),
        });
        open = true;
        let out: Vec<usize> = (0..n).filter(|&k| totals[k] >= race.target).collect();
        let Some(&only) = out.first() else { continue };
        let (winner, why) = match out.len() {
            1 => (only, String::new()),
            _ => first_out(&out, &totals, d, race.out_together, sides),
        };
        let losers_at_love = (0..n).filter(|&k| k != winner).all(|k| totals[k] <= 0);
        let slam = losers_at_love
            && match race.slams {
                Slams::Off => false,
                Slams::Love => true,
                Slams::Five => race.target == 5,
            };
        let value = if slam { 2 } else { 1 };
        let score = (0..n)
            .map(|k| totals[k].to_string())
            .collect::<Vec<_>>()
            .join("–");
        let label = format!(
            "{} {} the game, {score}{}{why}",
            side(winner),
            if n == 2 { "win" } else { "wins" },
            if slam { ": a slam, two games" } else { "" }
        );
        pad.rows.push(Row::Game {
            winner,
            label: label.clone(),
        });
        let amounts = (0..n)
            .map(|k| match k == winner {
                true => value * (n as i64 - 1),
                false => -value,
            })
            .collect();
        pad.settle(
            Settlement {
                winner: Some(winner),
                value,
                amounts,
                label: label.clone(),
                // A slam's double is in its value (two games), not a lurch for the ladders.
                lurch: false,
                final_points: Vec::new(),
            }
            .with_final_points(totals.clone()),
        );
        games.push(Game {
            winner,
            value,
            points: totals.clone(),
            deal: i,
            label,
        });
        let lap = totals[winner] - race.target;
        totals = vec![0; n];
        if race.laps {
            totals[winner] = lap;
        }
        open = false;
    }
    pad.open = open;
    Kept { pad, games, totals }
}

/// Of several out on one deal, who wins, and the words that say why.
fn first_out(
    out: &[usize],
    totals: &[i64],
    d: &Scored,
    rule: OutTogether,
    sides: &[String],
) -> (usize, String) {
    let n = sides.len();
    let side = |i: usize| name_of(sides, i);
    let dealer = d.dealer.unwrap_or(0);
    // Turn from the dealer's left: the elder hand first, the dealer last.
    let turn = |k: usize| (k + n - dealer - 1) % n;
    let maker_first = |k: usize| (Some(k) != d.first, turn(k));
    let winner = match rule {
        OutTogether::Elder => out.iter().copied().min_by_key(|&k| maker_first(k)),
        OutTogether::Highest => out
            .iter()
            .copied()
            .min_by_key(|&k| (-totals[k], maker_first(k))),
    }
    .unwrap_or(out[0]);
    let others: Vec<&str> = out
        .iter()
        .filter(|&&k| k != winner)
        .map(|&k| side(k))
        .collect();
    let why = match (rule, Some(winner) == d.first) {
        (OutTogether::Highest, _)
            if out
                .iter()
                .all(|&k| totals[k] != totals[winner] || k == winner) =>
        {
            "with the highest score"
        }
        (_, true) => "as maker, who counts first",
        (_, false) => "as the elder hand",
    };
    (
        winner,
        format!(
            " ({} out too; {} wins {why})",
            others.join(", "),
            side(winner)
        ),
    )
}

/// The names of a form's sides or players from the contract's input, as the pad takes them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default)]
    sides: Option<Vec<String>>,
    #[serde(default)]
    players: Option<Vec<String>>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

/// Reads `hoyle score` input for a form: `sides` (partnerships) or `players`, defaulting to
/// `default` when neither is given.
fn read_input(input: &str, default: &[&str]) -> Result<PadInput, LawError> {
    let parsed: Input = super::parse_json(input)?;
    let (field, names) = match (parsed.sides, parsed.players) {
        (Some(_), Some(_)) => {
            return Err(LawError::new(
                "players",
                "give the sides or the players, not both",
            ));
        }
        (Some(s), None) => ("sides", s),
        (None, Some(p)) => ("players", p),
        (None, None) => ("sides", default.iter().map(|s| (*s).to_owned()).collect()),
    };
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("{field}[{i}]"), "empty name"));
        }
    }
    Ok(PadInput {
        settings: parsed.settings,
        sides: names,
        deals: parsed.deals,
    })
}

/// What `hoyle score` prints for every form: the settings read, each deal, the scores as they
/// stand, the games won, the pad and the net in games.
#[derive(Serialize)]
struct Output<S: Serialize> {
    settings: S,
    deals: Vec<Scored>,
    totals: Vec<i64>,
    games: Vec<Game>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

fn output<S: Serialize>(settings: S, deals: Vec<Scored>, kept: Kept) -> Result<String, LawError> {
    super::pretty(&Output {
        settings,
        deals,
        totals: kept.totals,
        games: kept.games,
        net: kept.pad.net(),
        pad: kept.pad,
    })
}

/// Checks the number of names against what the form seats.
fn check_sides(
    input: &PadInput,
    count: std::ops::RangeInclusive<usize>,
    whom: &str,
) -> Result<(), LawError> {
    super::check_names("sides", &input.sides, count, whom)
}

/// Refuses a side or player index that is not at the table.
fn check_side(field: &str, side: usize, n: usize) -> Result<usize, LawError> {
    super::book::check_side(field, side, n)
}

/// Refuses a game that is not one of `allowed`.
fn check_game(game: i64, allowed: &[i64]) -> Result<(), LawError> {
    if allowed.contains(&game) {
        return Ok(());
    }
    let list: Vec<String> = allowed.iter().map(i64::to_string).collect();
    Err(LawError::new(
        "settings.game",
        format!("{game} is not a game of {}", list.join(", ")),
    ))
}

/// Tricks in `0..=most`, or a refusal naming the field.
fn check_tricks(field: &str, tricks: i64, most: i64, words: &str) -> Result<i64, LawError> {
    if tricks < 0 {
        return Err(LawError::new(
            field,
            format!("{tricks} is not a number of tricks"),
        ));
    }
    if tricks > most {
        return Err(LawError::new(
            field,
            format!("{tricks} is more than the {words} tricks of a hand"),
        ));
    }
    Ok(tricks)
}

/// Every deal scored in turn, each marked with its dealer: `players[0]` deals first and the deal
/// passes to the left, unless a deal names its dealer (then the turn goes on from there).
fn scored_in_turn<D>(
    deals: &[D],
    n: usize,
    dealer_of: impl Fn(&D) -> Option<usize>,
    score: impl Fn(usize, &D) -> Result<Scored, LawError>,
) -> Result<Vec<Scored>, LawError> {
    let mut next = 0;
    let mut out = Vec::with_capacity(deals.len());
    for (i, d) in deals.iter().enumerate() {
        let dealer = match dealer_of(d) {
            Some(given) => check_side(&format!("deals[{i}].dealer"), given, n)?,
            None => next,
        };
        let mut scored = score(i, d)?;
        scored.dealer = Some(dealer);
        out.push(scored);
        next = (dealer + 1) % n;
    }
    Ok(out)
}

/// Items for each column: `points` written with `label` wherever a side scored.
fn items_of(points: &[i64], label: &str) -> Vec<Vec<Item>> {
    points
        .iter()
        .map(|&p| match p {
            0 => Vec::new(),
            p => vec![Item::new(p, label)],
        })
        .collect()
}
