//! The sitting: three, four or five at a table, the deal going round, the paper score and the
//! balance at the end (seed 001 L10481–10488, L10819–10848), with the League's penalty ledger
//! kept apart (Laws XI.15, L11272–11273).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::deal::{self, CardPoints, Deal, Trickless};
use super::ramsch;
use super::values::{AnnouncedLost, Code, Game, Kind};

/// When the League's penalties meet the score ([AMBIG] rules-1927-c §2.3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ledger {
    /// "figured separately at the end of twenty rounds" (XI.15): subtracted from each player's
    /// score when the sitting is balanced.
    #[default]
    AtEnd,
    /// A list of fines apart, never balanced.
    Apart,
}

/// The rules a sitting is scored by, from the law's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pub code: Code,
    pub first_dealer: Option<usize>,
    pub two_trickless: i64,
    pub announced_lost: AnnouncedLost,
    pub ledger: Ledger,
    pub guckser: bool,
}

/// One deal as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub dealer: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer: Option<usize>,
    /// At ramsch, who lost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loser: Option<usize>,
    pub game: Game,
    /// Signed from the declarer's side; at ramsch, minus what the loser is charged.
    pub value: i64,
    pub won: bool,
    /// Each player's change on the paper score.
    pub points: Vec<i64>,
    /// Each player's charge on the League's penalty ledger.
    pub penalties: Vec<i64>,
    pub label: String,
    /// The paper score after this deal.
    pub score: Vec<i64>,
}

/// A whole sitting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub deals: Vec<Scored>,
    pub scores: Vec<i64>,
    pub penalties: Vec<i64>,
    pub balance: Vec<i64>,
}

/// The three players who receive cards: "the two players next to dealer on the left and the one
/// player next to him on the right" (L10483–10485), in the order of the deal (Vorhand first).
/// Players are named in order round the table to the left.
pub fn active(n: usize, dealer: usize) -> [usize; 3] {
    let left = |k: usize| (dealer + k) % n;
    match n {
        3 => [left(1), left(2), dealer],
        _ => [left(1), left(2), left(n - 1)],
    }
}

/// Each pays each the difference (L10828–10848): a player's net is the sum of his differences
/// with every other player, `n·s − Σs`. The nets sum to zero.
pub fn balance(scores: &[i64]) -> Vec<i64> {
    let n = i64::try_from(scores.len()).unwrap_or(0);
    let total: i64 = scores.iter().sum();
    scores.iter().map(|s| n * s - total).collect()
}

/// Scores every deal of a sitting of `n` players, in order.
pub fn run(rules: &Rules, n: usize, deals: &[Deal]) -> Result<Sitting, LawError> {
    let first = match rules.first_dealer {
        // The first player named is the first Vorhand; the dealer is the last (L10518–10521).
        None => n - 1,
        Some(d) if d < n => d,
        Some(d) => {
            return Err(LawError::new(
                "settings.first_dealer",
                format!("{d} is not one of the {n} players"),
            ));
        }
    };
    let mut score = vec![0; n];
    let mut ledger = vec![0; n];
    let mut out = Vec::with_capacity(deals.len());
    for (i, d) in deals.iter().enumerate() {
        let scored = one(rules, n, first, i, d)?;
        for p in 0..n {
            score[p] += scored.points[p];
            ledger[p] += scored.penalties[p];
        }
        out.push(Scored {
            score: score.clone(),
            ..scored
        });
    }
    let effective: Vec<i64> = match (rules.code, rules.ledger) {
        (Code::Nasl, Ledger::AtEnd) => score.iter().zip(&ledger).map(|(s, p)| s - p).collect(),
        _ => score.clone(),
    };
    Ok(Sitting {
        deals: out,
        balance: balance(&effective),
        scores: score,
        penalties: ledger,
    })
}

fn one(rules: &Rules, n: usize, first: usize, i: usize, d: &Deal) -> Result<Scored, LawError> {
    let at = |field: &str| format!("deals[{i}].{field}");
    let player = |field: &str, p: usize| {
        if p < n {
            Ok(p)
        } else {
            Err(LawError::new(
                at(field),
                format!("{p} is not one of the {n} players"),
            ))
        }
    };
    let dealer = match d.dealer {
        Some(p) => player("dealer", p)?,
        None => (first + i) % n,
    };
    let seated = active(n, dealer);
    let code = rules.code;
    if !d.game.in_code(code) {
        let why = match (code, d.game) {
            (Code::Nasl, Game::Passed) => {
                "in the League's laws ramsch must be played when all pass (X.12)".to_owned()
            }
            _ => format!("{} is not a game of this code", d.game.name()),
        };
        return Err(LawError::new(at("game"), why));
    }
    if code == Code::Nasl && d.game == Game::Guckser && !rules.guckser {
        return Err(LawError::new(
            at("game"),
            "questions (Frage-Spiele) are not permitted (Laws VIII.1)",
        ));
    }
    let mut points = vec![0; n];
    let mut penalties = vec![0; n];
    let (declarer, loser, value, won, label) = match d.game.kind() {
        Kind::Ramsch | Kind::Passed => {
            for (field, given) in [
                ("declarer", d.declarer.is_some()),
                ("trump", d.trump.is_some()),
                ("matadores", d.matadores.is_some()),
                ("announced", d.announced.is_some()),
                ("bid", d.bid.is_some()),
                ("error", d.error.is_some() || d.error_by.is_some()),
                ("abandoned", d.abandoned == Some(true)),
            ] {
                if given {
                    return Err(LawError::new(at(field), "not in a deal that nobody bid"));
                }
            }
            if d.game == Game::Passed {
                (None, None, 0, false, "Passed".to_owned())
            } else {
                let r = ramsch_of(rules, n, &seated, d, &at)?;
                points[r.loser] -= r.charge;
                let label = match r.trickless {
                    0 => format!("Ramsch: {} lost", r.charge),
                    1 => format!("Ramsch, Jungfer: {} lost", r.charge),
                    _ => format!("Ramsch, two without a trick: {} lost", r.charge),
                };
                (None, Some(r.loser), -r.charge, false, label)
            }
        }
        _ => {
            let Some(p) = d.declarer else {
                return Err(LawError::new(at("declarer"), "who played the game?"));
            };
            let declarer = player("declarer", p)?;
            if !seated.contains(&declarer) {
                return Err(LawError::new(
                    at("declarer"),
                    format!("player {declarer} received no cards in this deal"),
                ));
            }
            if let Some(by) = d.error_by {
                player("error_by", by)?;
                if !seated.contains(&by) {
                    return Err(LawError::new(at("error_by"), "that player had no cards"));
                }
            }
            for (field, given) in [
                ("last_trick", d.last_trick.is_some()),
                ("trickless", d.trickless.is_some()),
                ("ramsch_points", d.ramsch_points.is_some()),
            ] {
                if given {
                    return Err(LawError::new(at(field), "only at ramsch"));
                }
            }
            let v = deal::value(&at, d, code, declarer, rules.announced_lost)?;
            points[declarer] += v.value;
            if let Some((by, charge)) = v.opponent_charge {
                penalties[by] += charge;
            }
            (Some(declarer), None, v.value, v.won, v.label)
        }
    };
    if let Some(given) = &d.penalties {
        if given.len() != n {
            return Err(LawError::new(
                at("penalties"),
                format!("{} entries for {n} players", given.len()),
            ));
        }
        for (p, &pen) in given.iter().enumerate() {
            if !(0..=1000).contains(&pen) {
                return Err(LawError::new(
                    format!("{}[{p}]", at("penalties")),
                    format!("{pen} is not from 0 to 1000"),
                ));
            }
            match code {
                // The League's penalties are "figured separately" (XI.15).
                Code::Nasl => penalties[p] += pen,
                // The book's misdeal: "10 points are deducted from his score" (L10534–10536).
                _ => points[p] -= pen,
            }
        }
    }
    Ok(Scored {
        dealer,
        declarer,
        loser,
        game: d.game,
        value,
        won,
        points,
        penalties,
        label,
        score: Vec::new(),
    })
}

fn ramsch_of(
    rules: &Rules,
    n: usize,
    seated: &[usize; 3],
    d: &Deal,
    at: &dyn Fn(&str) -> String,
) -> Result<ramsch::Ramsch, LawError> {
    let mut sorted = *seated;
    sorted.sort_unstable();
    let (field, given) = match (&d.card_points, &d.ramsch_points) {
        (Some(CardPoints::Each(v)), None) => ("card_points", v.clone()),
        (None, Some(v)) => ("ramsch_points", v.clone()),
        (Some(CardPoints::Declarer(_)), _) => {
            return Err(LawError::new(
                at("card_points"),
                "at ramsch, each player's card points",
            ));
        }
        (Some(_), Some(_)) => {
            return Err(LawError::new(
                at("ramsch_points"),
                "card points given twice",
            ));
        }
        (None, None) => {
            return Err(LawError::new(
                at("card_points"),
                "each player's card points at ramsch",
            ));
        }
    };
    // Three numbers are the three who received cards, in the order the players are named; one
    // a player gives the others none.
    let points: [i64; 3] = match given.len() {
        3 => [given[0], given[1], given[2]],
        len if len == n => {
            for (p, &v) in given.iter().enumerate() {
                if !sorted.contains(&p) && v != 0 {
                    return Err(LawError::new(
                        format!("{}[{p}]", at(field)),
                        "this player received no cards",
                    ));
                }
            }
            [given[sorted[0]], given[sorted[1]], given[sorted[2]]]
        }
        len => {
            return Err(LawError::new(
                at(field),
                format!("{len} entries: one for each of the three who received cards"),
            ));
        }
    };
    let Some(last) = d.last_trick else {
        return Err(LawError::new(at("last_trick"), "who took the last trick?"));
    };
    let trickless: Vec<usize> = match &d.trickless {
        None => Vec::new(),
        Some(Trickless::Players(v)) => v.clone(),
        Some(Trickless::Flags(flags)) => {
            if flags.len() != n && !flags.is_empty() {
                return Err(LawError::new(
                    at("trickless"),
                    format!("{} entries for {n} players", flags.len()),
                ));
            }
            flags
                .iter()
                .enumerate()
                .filter(|(_, f)| **f)
                .map(|(p, _)| p)
                .collect()
        }
    };
    let two = match rules.code {
        Code::Nasl => 50,
        _ => rules.two_trickless,
    };
    let ramsch_at = |f: &str| at(if f == "card_points" { field } else { f });
    ramsch::score(&ramsch_at, &sorted, &points, last, &trickless, two)
}
