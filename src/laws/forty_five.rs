//! Forty-five and twenty-five: spoil five played for points instead of a pool.
//!
//! `forty-five` is *Rules of Card Games* (seed 001 L15349–15357): two sides (two players, two
//! against two, or three against three), five tricks a hand; the side taking three or four scores
//! 5 and five tricks 10, or "each trick counts 5 points, and score of side taking fewest tricks is
//! deducted": 5, 15 or 25; 45 is game. `twenty-five` is the round-games book (seed 003
//! L5544–5556): each player for himself, "every trick scores five to the winner", game 25 or 45,
//! and "Any player 'jinking,' i.e., winning the five tricks, wins the game".

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::cinch::{Settle, settle_players, settle_sides};
use super::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Sides};
use super::registry::{self, Law, Setting, Table};

/// Five cards to each, so five tricks a hand (seed 001 L15277–15280).
pub const TRICKS: i64 = 5;
/// "45 points is game" (L15357).
pub const GAME: i64 = 45;

/// How forty-five counts a hand (L15352–15357).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// The side taking three or four tricks scores 5; five tricks, 10.
    #[default]
    FiveOrTen,
    /// Each trick 5, the fewer side's deducted: three tricks 5, four 15, five 25.
    PerTrick,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub method: Method,
    #[serde(default)]
    pub settle: Settle,
}

/// What each side scores on a hand of forty-five from the tricks each took. Pure.
pub fn hand_points(settings: &Settings, tricks: [i64; 2], at: &str) -> Result<[i64; 2], LawError> {
    for (side, &t) in tricks.iter().enumerate() {
        if t > TRICKS {
            return Err(LawError::new(
                format!("{at}.tricks[{side}]"),
                format!("{t} is more than the five tricks of a hand"),
            ));
        }
        if t < 0 {
            return Err(LawError::new(
                format!("{at}.tricks[{side}]"),
                format!("{t} is not from 0 to 5"),
            ));
        }
    }
    if tricks[0] + tricks[1] != TRICKS {
        return Err(LawError::new(
            format!("{at}.tricks"),
            format!(
                "{} + {} is not the five tricks of a hand",
                tricks[0], tricks[1]
            ),
        ));
    }
    let winner = usize::from(tricks[1] > tricks[0]);
    let t = tricks[winner];
    let value = match settings.method {
        Method::FiveOrTen if t == TRICKS => 10,
        Method::FiveOrTen => 5,
        Method::PerTrick => 5 * t - 5 * (TRICKS - t),
    };
    let mut points = [0; 2];
    points[winner] = value;
    Ok(points)
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub tricks: Vec<i64>,
    pub points: Vec<i64>,
    pub totals: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameWon {
    pub winner: usize,
    pub value: i64,
    pub totals: Vec<i64>,
    pub deal: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played<S> {
    pub settings: S,
    pub deals: Vec<Scored>,
    pub games: Vec<GameWon>,
    pub totals: Vec<i64>,
    /// The winner of the last game when it closed on the last deal.
    pub winner: Option<usize>,
    pub open: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FortyFiveDeal {
    tricks: Vec<i64>,
}

pub fn play_forty_five(input: &PadInput) -> Result<Played<Settings>, LawError> {
    super::check_names("sides", &input.sides, 2..=2, "two sides")?;
    let settings: Settings = input.settings()?;
    let mut played = Played {
        settings,
        deals: Vec::new(),
        games: Vec::new(),
        totals: vec![0, 0],
        winner: None,
        open: false,
    };
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: FortyFiveDeal = input.deal(i)?;
        let tricks: [i64; 2] = super::book::per_side(&format!("{at}.tricks"), &deal.tricks)?;
        let points = hand_points(&settings, tricks, &at)?;
        let totals = vec![played.totals[0] + points[0], played.totals[1] + points[1]];
        // Only one side scores a hand, so only one can reach the game on it.
        let winner = (0..2).find(|&s| totals[s] >= GAME);
        let out = winner.map(|w| format!("{} {}: game", input.sides[w], totals[w]));
        played.deals.push(Scored {
            tricks: tricks.to_vec(),
            points: points.to_vec(),
            totals: totals.clone(),
            out,
        });
        played.open = true;
        played.winner = winner;
        played.totals = totals.clone();
        if let Some(w) = winner {
            let value =
                settle_sides(settings.settle, w, [totals[0], totals[1]], String::new()).value;
            played.games.push(GameWon {
                winner: w,
                value,
                totals,
                deal: i,
            });
            played.totals = vec![0, 0];
            played.open = false;
        }
    }
    Ok(played)
}

// ---- Twenty-five ----------------------------------------------------------------------------

/// When two or more reach the game on one hand: the book does not say (seed 003 L5551–5556,
/// [AMBIG] in whist-1884-and-round-games.md §2.17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeveralOut {
    /// The first to reach it by the order the tricks were won: the deal names him.
    #[default]
    TrickOrder,
    /// The highest total; equal highest totals are parted by trick order.
    Highest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwentyFiveSettings {
    #[serde(default = "twenty_five")]
    pub game: i64,
    #[serde(default)]
    pub several_out: SeveralOut,
    #[serde(default)]
    pub settle: Settle,
}

fn twenty_five() -> i64 {
    25
}

impl Default for TwentyFiveSettings {
    fn default() -> Self {
        TwentyFiveSettings {
            game: 25,
            several_out: SeveralOut::default(),
            settle: Settle::default(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TwentyFiveDeal {
    tricks: Vec<i64>,
    #[serde(default)]
    first_out: Option<usize>,
}

/// Who wins on a hand of twenty-five, if anyone, and why.
fn twenty_five_winner(
    settings: &TwentyFiveSettings,
    tricks: &[i64],
    totals: &[i64],
    first_out: Option<usize>,
    names: &[String],
    at: &str,
) -> Result<Option<(usize, String)>, LawError> {
    if let Some(j) = tricks.iter().position(|&t| t == TRICKS) {
        return Ok(Some((j, format!("{} jinked: all five tricks", names[j]))));
    }
    let reached: Vec<usize> = (0..totals.len())
        .filter(|&p| totals[p] >= settings.game)
        .collect();
    let field = format!("{at}.first_out");
    if let Some(f) = first_out
        && !reached.contains(&f)
    {
        let message = match reached.is_empty() {
            true => format!("nobody reached {} on this hand", settings.game),
            false => format!(
                "player {f} is not one of those who reached {} on this hand",
                settings.game
            ),
        };
        return Err(LawError::new(field, message));
    }
    let mut out = reached;
    if settings.several_out == SeveralOut::Highest && out.len() > 1 {
        let top = out.iter().map(|&p| totals[p]).max().unwrap_or_default();
        out.retain(|&p| totals[p] == top);
    }
    match (out.as_slice(), first_out) {
        ([], _) => Ok(None),
        ([one], _) => Ok(Some((
            *one,
            format!("{} {}: game", names[*one], totals[*one]),
        ))),
        (several, Some(f)) if several.contains(&f) => Ok(Some((
            f,
            format!(
                "{} {}: first to {} by trick order",
                names[f], totals[f], settings.game
            ),
        ))),
        (several, f) => {
            let who: Vec<&str> = several.iter().map(|&p| names[p].as_str()).collect();
            let message = match f {
                None => format!(
                    "needed: {} all reached {} on this hand; say who got there first, by the order the tricks were won",
                    who.join(", "),
                    settings.game
                ),
                Some(f) => format!(
                    "player {f} is not one of {} (equal highest); say which of them reached {} first",
                    who.join(", "),
                    settings.game
                ),
            };
            Err(LawError::new(field, message))
        }
    }
}

pub fn play_twenty_five(input: &PadInput) -> Result<Played<TwentyFiveSettings>, LawError> {
    super::check_names("sides", &input.sides, 2..=10, "two to ten players")?;
    let settings: TwentyFiveSettings = input.settings()?;
    if ![25, 45].contains(&settings.game) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not 25 or 45", settings.game),
        ));
    }
    let n = input.sides.len();
    let mut played = Played {
        settings,
        deals: Vec::new(),
        games: Vec::new(),
        totals: vec![0; n],
        winner: None,
        open: false,
    };
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: TwentyFiveDeal = input.deal(i)?;
        if deal.tricks.len() != n {
            return Err(LawError::new(
                format!("{at}.tricks"),
                format!(
                    "{} numbers; one for each of the {n} players",
                    deal.tricks.len()
                ),
            ));
        }
        for (p, &t) in deal.tricks.iter().enumerate() {
            if !(0..=TRICKS).contains(&t) {
                return Err(LawError::new(
                    format!("{at}.tricks[{p}]"),
                    format!("{t} is not from 0 to 5; a hand is five tricks"),
                ));
            }
        }
        let sum: i64 = deal.tricks.iter().sum();
        if sum != TRICKS {
            return Err(LawError::new(
                format!("{at}.tricks"),
                format!("{sum} tricks; a hand is five"),
            ));
        }
        let points: Vec<i64> = deal.tricks.iter().map(|t| 5 * t).collect();
        let totals: Vec<i64> = played
            .totals
            .iter()
            .zip(&points)
            .map(|(a, b)| a + b)
            .collect();
        let won = twenty_five_winner(
            &settings,
            &deal.tricks,
            &totals,
            deal.first_out,
            &input.sides,
            &at,
        )?;
        played.deals.push(Scored {
            tricks: deal.tricks.clone(),
            points,
            totals: totals.clone(),
            out: won.as_ref().map(|(_, why)| why.clone()),
        });
        played.open = true;
        played.winner = won.as_ref().map(|(w, _)| *w);
        played.totals = totals.clone();
        if let Some((w, _)) = won {
            let value = settle_players(settings.settle, w, &totals, String::new()).value;
            played.games.push(GameWon {
                winner: w,
                value,
                totals,
                deal: i,
            });
            played.totals = vec![0; n];
            played.open = false;
        }
    }
    Ok(played)
}

// ---- Pads and contracts ---------------------------------------------------------------------

fn draw<S>(sides: &[String], played: &Played<S>, note: String, pair: bool, settle: Settle) -> Pad {
    let n = sides.len();
    let mut pad = Pad {
        notes: vec![note],
        ..Pad::new(sides.to_vec())
    };
    let mut games = played.games.iter();
    for (i, d) in played.deals.iter().enumerate() {
        let below = (0..n)
            .map(|p| match d.points[p] {
                0 => Vec::new(),
                pts => vec![Item::new(pts, format!("{} tricks", d.tricks[p]))],
            })
            .collect();
        let totals: Vec<String> = (0..n)
            .map(|p| format!("{} {}", sides[p], d.totals[p]))
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: totals.join(", "),
        });
        if let Some(why) = &d.out
            && let Some(won) = games.next()
        {
            pad.rows.push(Row::Game {
                winner: won.winner,
                label: why.clone(),
            });
            pad.settle(match pair {
                true => settle_sides(
                    settle,
                    won.winner,
                    [won.totals[0], won.totals[1]],
                    why.clone(),
                ),
                false => settle_players(settle, won.winner, &won.totals, why.clone()),
            });
        }
    }
    pad.open = played.open;
    pad
}

fn forty_five_draw(sides: &[String], played: &Played<Settings>) -> Pad {
    let how = match played.settings.method {
        Method::FiveOrTen => "three or four tricks score 5, five tricks 10",
        Method::PerTrick => "each trick 5, the fewer side's deducted: 5, 15 or 25",
    };
    let note = format!("Forty-five: {how}; 45 is game (seed 001 L15349–15357).");
    draw(sides, played, note, true, played.settings.settle)
}

fn twenty_five_draw(sides: &[String], played: &Played<TwentyFiveSettings>) -> Pad {
    let note = format!(
        "Twenty-five: every trick five to its winner; {} is game, and five tricks win it at once (seed 003 L5544–5556).",
        played.settings.game
    );
    draw(sides, played, note, false, played.settings.settle)
}

fn forty_five_pad(input: &PadInput) -> Result<Pad, LawError> {
    let played = play_forty_five(input)?;
    Ok(forty_five_draw(&input.sides, &played))
}

fn twenty_five_pad(input: &PadInput) -> Result<Pad, LawError> {
    let played = play_twenty_five(input)?;
    Ok(twenty_five_draw(&input.sides, &played))
}

#[derive(Serialize)]
struct Output<S> {
    #[serde(flatten)]
    played: Played<S>,
    net: Vec<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SidesInput {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default = "default_sides")]
    sides: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

fn default_sides() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

pub fn score_forty_five_json(input: &str) -> Result<String, LawError> {
    let parsed: SidesInput = super::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.sides,
        deals: parsed.deals,
    };
    let played = play_forty_five(&input)?;
    let net = forty_five_draw(&input.sides, &played).net();
    super::pretty(&Output { played, net })
}

pub fn score_twenty_five_json(input: &str) -> Result<String, LawError> {
    let input = super::book::kept_input(input)?;
    let played = play_twenty_five(&input)?;
    let net = twenty_five_draw(&input.sides, &played).net();
    super::pretty(&Output { played, net })
}

const SETTLE: Setting = Setting {
    name: "settle",
    values: &["\"game\"", "\"points\""],
    default: "\"game\"",
    about: "the books name no stake for the game [GAP]: one stake a game, or a stake on each point between the winner's total and each loser's",
};

const FORTY_FIVE_DEAL: &[Field] = &[Field {
    name: "tricks",
    label: "Tricks each side took",
    kind: FieldKind::Number { min: 0, max: 5 },
    per_side: true,
    optional: false,
    help: "five between the two sides",
}];

const TWENTY_FIVE_DEAL: &[Field] = &[
    Field {
        name: "tricks",
        label: "Tricks each player took",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: false,
        help: "five between the players; five to one player wins the game",
    },
    Field {
        name: "first_out",
        label: "Who reached the game first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only when two players pass the game on the same hand: whoever got there first, by the order the tricks were won",
    },
];

pub const LAWS: &[Law] = &[
    Law {
        id: "forty-five",
        name: "Forty-five: spoil five for points, two sides, 45 is game",
        sources: "seed 001 L15247–15357",
        doc: "docs/laws/forty-five.md",
        settings: &[
            Setting {
                name: "method",
                values: &["\"five_or_ten\"", "\"per_trick\""],
                default: "\"five_or_ten\"",
                about: "three or four tricks score 5 and five tricks 10; \"Sometimes\" each trick counts 5 and the fewer side's are deducted: 5, 15, 25 (L15352–15357)",
            },
            SETTLE,
        ],
        score: score_forty_five_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: FORTY_FIVE_DEAL,
            pad: forty_five_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "twenty-five",
        name: "Twenty-five (or forty-five): five a trick to each player, a jink wins",
        sources: "seed 003 L5544–5556",
        doc: "docs/laws/twenty-five.md",
        settings: &[
            Setting {
                name: "game",
                values: &["25", "45"],
                default: "25",
                about: "\"until one player makes twenty-five, or forty-five\" (L5551–5553)",
            },
            Setting {
                name: "several_out",
                values: &["\"trick_order\"", "\"highest\""],
                default: "\"trick_order\"",
                about: "two players reaching the game on one hand: not stated (seed 003 L5551–5556, [AMBIG]); the first by the order of the tricks, or the higher total (equal totals by trick order)",
            },
            SETTLE,
        ],
        score: score_twenty_five_json,
        table: Some(Table {
            sides: Sides {
                min: 2,
                max: 10,
                players_per_side: 1,
            },
            deal: TWENTY_FIVE_DEAL,
            pad: twenty_five_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
