//! Rubicon bézique: each deal is a game, valued in points and settled "so much per hundred".
//!
//! 1909 (seed 000): narrative L717–751, Laws 17–21 (L832–849), Laws 56–61 (L1066–1097), fn 12
//! (L17965–17968). 1927 (seed 001): L9075–9097.

use serde::{Deserialize, Serialize};

use super::{MAX_POINTS, PLAYERS};
use crate::laws::LawError;

/// Which book's rules decide when brisques count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Code {
    /// Portland Club laws as printed in 1909: brisques break an exact tie or save the rubicon.
    #[default]
    #[serde(rename = "1909")]
    Hoyle1909,
    /// Rules of Card Games, 1927: brisques count where they would change the result.
    #[serde(rename = "1927")]
    Rules1927,
}

/// Where "fractions of a hundred" are dropped (both books; hoyle-1909-a §2.4, rules-1927-b §2.6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Truncation {
    /// Each score is cut to its hundreds before the two are combined ("in both cases", L731–732).
    #[default]
    Each,
    /// In a rubicon the sum of the two scores is cut to its hundreds; under the 1927 code the
    /// difference is too (the 1909 example settles the difference: each score).
    Sum,
}

/// 1927 only: when "the score is close enough for the brisque count to change the result"
/// (L9079–9083).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BrisqueRule {
    /// Counted when adding them changes who has the higher score (or saves a rubicon).
    #[default]
    WinnerChange,
    /// Counted when adding them changes the winner or the value of the game (or saves a rubicon).
    ValueChange,
    /// Always counted.
    Always,
}

/// 1909 only: the loser saves the rubicon with his brisques and, both having added theirs, now
/// has more than the winner (hoyle-1909-a §2.4, the second [AMBIGUOUS]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Overtaken {
    /// The winner was fixed "exclusive of brisques" (L719–721) and keeps the game; the
    /// difference is under 100, so he scores 100 + 500.
    #[default]
    Literal,
    /// The higher total after brisques wins, as under the 1927 code.
    Reverses,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settings {
    pub code: Code,
    pub truncation: Truncation,
    /// Read only under [`Code::Rules1927`].
    pub brisques: BrisqueRule,
    /// Read only under [`Code::Hoyle1909`].
    pub overtaken: Overtaken,
}

/// Who played with more than nine cards (Laws 17, 18, 21; L832–849).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoreThanNine {
    /// That player is rubiconed, whatever the scores.
    One(usize),
    /// The game is null and void.
    Both,
}

/// What was entered for one deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deal {
    /// Points from declarations, carte blanche and last trick, without brisques.
    pub scores: [i64; PLAYERS],
    /// Aces and tens each player took in tricks.
    pub brisques: [u8; PLAYERS],
    pub more_than_nine: Option<MoreThanNine>,
}

/// The game a deal makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// `None` for a game null and void.
    pub winner: Option<usize>,
    pub rubiconed: bool,
    /// Whether brisques were added to the scores (never in a rubicon: the flat 300 stands for them).
    pub brisques_counted: bool,
    /// What the winner scores; 0 for a void game. Always a multiple of 100.
    pub value: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitting {
    pub deals: Vec<Outcome>,
    /// Each player's won values minus lost values; sums to zero.
    pub net: [i64; PLAYERS],
}

impl Sitting {
    /// The stakes are "so much per hundred points" (L734–735); every value is whole hundreds.
    pub fn hundreds(&self) -> [i64; PLAYERS] {
        self.net.map(|n| n / 100)
    }
}

const RUBICON: i64 = 1000;
const GAME: i64 = 500;
const MINIMUM_DIFFERENCE: i64 = 100;
/// "1000 for the game and 300 for brisques" (L744–745); the odd 20 of the 320 are not
/// reckoned (fn 12, L17965–17968).
const RUBICON_GAME: i64 = 1300;
/// Law 59 (L1081–1083): a rubiconed player under a hundred counts as a hundred.
const UNDER_100_BONUS: i64 = 100;
/// Law 17 (L832–834): the most a player rubiconed for more than nine cards adds to his
/// adversary's score, besides the 1,300.
const MORE_THAN_NINE_CAP: i64 = 900;
/// Four packs of 32 hold 16 aces and 16 tens.
pub const BRISQUES: u8 = 32;
const BRISQUE_POINTS: i64 = 10;

/// "Fractions of a hundred being disregarded." Flooring, so a negative difference (possible only
/// in the [`Overtaken::Literal`] case) still falls under the 100 minimum.
fn hundreds(points: i64) -> i64 {
    points.div_euclid(100) * 100
}

/// Refuses what no deal can produce, naming the field within the deal (`scores[1]`, `brisques`,
/// `more_than_nine`).
pub fn check_deal(deal: &Deal) -> Result<(), LawError> {
    for (i, &s) in deal.scores.iter().enumerate() {
        if s < 0 {
            return Err(LawError::new(
                format!("scores[{i}]"),
                format!("{s} is negative"),
            ));
        }
        if s > MAX_POINTS {
            return Err(LawError::new(
                format!("scores[{i}]"),
                format!("{s} is more than {MAX_POINTS}"),
            ));
        }
    }
    for (i, &b) in deal.brisques.iter().enumerate() {
        if b > BRISQUES {
            return Err(LawError::new(
                format!("brisques[{i}]"),
                format!("{b} is more than {BRISQUES}"),
            ));
        }
    }
    let [a, b] = deal.brisques;
    if u16::from(a) + u16::from(b) > u16::from(BRISQUES) {
        return Err(LawError::new(
            "brisques",
            format!("{a} + {b} is more than {BRISQUES}"),
        ));
    }
    if let Some(MoreThanNine::One(p)) = deal.more_than_nine
        && p >= PLAYERS
    {
        return Err(LawError::new(
            "more_than_nine",
            format!("{p} is not a player (0 or 1)"),
        ));
    }
    Ok(())
}

/// The game one deal makes, by the code and settings chosen.
pub fn score_deal(settings: Settings, deal: &Deal) -> Result<Outcome, LawError> {
    check_deal(deal)?;
    let s = deal.scores;
    let b = deal.brisques.map(|n| i64::from(n) * BRISQUE_POINTS);
    let t = [s[0] + b[0], s[1] + b[1]];
    match deal.more_than_nine {
        Some(MoreThanNine::Both) => return Ok(VOID),
        Some(MoreThanNine::One(offender)) => {
            // Law 17 rubicons the offender outright [INFERRED: even with the higher score or
            // enough brisques], Law 59's hundred still applying, under the 900 cap.
            let winner = 1 - offender;
            return Ok(Outcome {
                winner: Some(winner),
                rubiconed: true,
                brisques_counted: false,
                value: rubicon_value(
                    settings.truncation,
                    s[winner],
                    s[offender],
                    MORE_THAN_NINE_CAP,
                ),
            });
        }
        None => {}
    }
    let (winner, counted) = match settings.code {
        Code::Hoyle1909 => {
            // L719–723: most points "exclusive of brisques"; brisques only where the scores are
            // otherwise equal; equal after them, the game is null and void (Law 61).
            let (winner, by_brisques) = match (higher(s), higher(t)) {
                (Some(w), _) => (w, false),
                (None, Some(w)) => (w, true),
                (None, None) => return Ok(VOID_AFTER_BRISQUES),
            };
            let loser = 1 - winner;
            let saved = s[loser] < RUBICON && t[loser] >= RUBICON;
            let counted = by_brisques || saved;
            match settings.overtaken {
                Overtaken::Reverses if counted && t[loser] > t[winner] => (loser, counted),
                _ => (winner, counted),
            }
        }
        Code::Rules1927 => {
            // Equal points can only be parted by the brisques, so they are always consulted.
            let must = saves_rubicon(s, t) || higher(s).is_none();
            let counted = must
                || match settings.brisques {
                    BrisqueRule::Always => true,
                    BrisqueRule::WinnerChange => higher(s) != higher(t),
                    BrisqueRule::ValueChange => {
                        let game = |counted| {
                            let o = settle(settings.truncation, s, t, counted);
                            (o.winner, o.value)
                        };
                        game(false) != game(true)
                    }
                };
            // The 1927 book does not cover a tie on the final figures; Law 61 of the 1909 code
            // (null and void) is the only rule either book gives.
            match higher(if counted { t } else { s }) {
                Some(w) => (w, counted),
                None => return Ok(VOID_AFTER_BRISQUES),
            }
        }
    };
    Ok(settle_for(
        settings.code,
        settings.truncation,
        winner,
        s,
        t,
        counted,
    ))
}

const VOID: Outcome = Outcome {
    winner: None,
    rubiconed: false,
    brisques_counted: false,
    value: 0,
};

const VOID_AFTER_BRISQUES: Outcome = Outcome {
    brisques_counted: true,
    ..VOID
};

fn higher(scores: [i64; PLAYERS]) -> Option<usize> {
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// "If a player can bring his score up to 1,000 by adding the brisques he has won, he is not
/// rubiconed. In this case, the other is also allowed to count his brisques" (L9094–9097). The
/// player saved is the lower on points; with equal points neither is "the lower", and the
/// brisques are counted anyway because they decide the winner.
fn saves_rubicon(s: [i64; PLAYERS], t: [i64; PLAYERS]) -> bool {
    match higher(s) {
        Some(w) => s[1 - w] < RUBICON && t[1 - w] >= RUBICON,
        None => false,
    }
}

/// The 1927 `value_change` test: the game as it would stand with and without the brisques.
fn settle(truncation: Truncation, s: [i64; PLAYERS], t: [i64; PLAYERS], counted: bool) -> Outcome {
    match higher(if counted { t } else { s }) {
        Some(w) => settle_for(Code::Rules1927, truncation, w, s, t, counted),
        None => VOID,
    }
}

/// The value once the winner is known. The loser's own brisques always count towards the
/// rubicon (Law 60; L9094–9097); a rubicon then ignores brisques for the flat 300 (Law 61).
fn settle_for(
    code: Code,
    truncation: Truncation,
    winner: usize,
    s: [i64; PLAYERS],
    t: [i64; PLAYERS],
    counted: bool,
) -> Outcome {
    let loser = 1 - winner;
    if t[loser] < RUBICON {
        return Outcome {
            winner: Some(winner),
            rubiconed: true,
            brisques_counted: false,
            value: rubicon_value(truncation, s[winner], s[loser], i64::MAX),
        };
    }
    let total = if counted { t } else { s };
    // The 1909 example "1500 - 1200 + 500 = 800" (L737–738) cuts each score, so only the 1927
    // code reads `sum` as cutting the difference; both read it as cutting a rubicon's sum.
    let difference = match (code, truncation) {
        (Code::Rules1927, Truncation::Sum) => hundreds(total[winner] - total[loser]),
        _ => hundreds(total[winner]) - hundreds(total[loser]),
    };
    Outcome {
        winner: Some(winner),
        rubiconed: false,
        brisques_counted: counted,
        value: difference.max(MINIMUM_DIFFERENCE) + GAME,
    }
}

/// Law 58 with Law 59 and, for Law 17, the cap on what the loser's points add.
fn rubicon_value(truncation: Truncation, winner: i64, loser: i64, cap: i64) -> i64 {
    let added = loser.min(cap);
    let points = match truncation {
        Truncation::Each => hundreds(winner) + hundreds(added),
        Truncation::Sum => hundreds(winner + added),
    };
    let bonus = if loser < 100 { UNDER_100_BONUS } else { 0 };
    points + bonus + RUBICON_GAME
}

/// Every game of a sitting, and each player's net. Fields are named `deals[i].…`.
pub fn score(settings: Settings, deals: &[Deal]) -> Result<Sitting, LawError> {
    let mut outcomes = Vec::with_capacity(deals.len());
    let mut net = [0i64; PLAYERS];
    for (i, deal) in deals.iter().enumerate() {
        let outcome = score_deal(settings, deal)
            .map_err(|e| LawError::new(format!("deals[{i}].{}", e.field), e.message))?;
        if let Some(w) = outcome.winner {
            let too_many = || LawError::new("deals", "too many deals to add up");
            net[w] = net[w].checked_add(outcome.value).ok_or_else(too_many)?;
            net[1 - w] = net[1 - w].checked_sub(outcome.value).ok_or_else(too_many)?;
        }
        outcomes.push(outcome);
    }
    Ok(Sitting {
        deals: outcomes,
        net,
    })
}
