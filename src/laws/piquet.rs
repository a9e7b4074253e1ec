//! Piquet, the game of a hundred (or 101) up: the deals' scores accumulate until one player
//! reaches the game; when both could reach it in one deal, the order of precedence decides.
//! A deal is entered as each player's total, or as its parts (carte blanche, point, sequences,
//! quatorzes and trios, pic, the play, the cards), which the law adds up with repic.
//!
//! 1909 (seed 000): L3356–3829 (the parts L3417–3476, the extraordinary scores L3644–3746, the
//! worked deal L3486–3638, the game of 100 or 101 and its precedence L3759–3798).
//! 1927 (seed 001): L12539–12655 (the play L12639–12650, straight piquet L12651–12655).
//! The partie of six deals is `rubicon-piquet` (`laws::rubicon`).

pub mod deal;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::book::{self, Code};
use super::pad::{Item, Pad, PadInput, Row, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};
use deal::{Deal, Scored};

pub const PLAYERS: usize = 2;

pub const LAWS: &[Law] = &[Law {
    id: "piquet",
    name: "Piquet: a hundred up, the deal's scores in their order of precedence",
    sources: "seed 000 L3356–3798 (worked deal L3486–3638); seed 001 L12539–12655",
    doc: "docs/laws/piquet.md",
    settings: &[
        Setting {
            name: "code",
            values: &["\"1909\"", "\"1927\""],
            default: "\"1909\"",
            about: "capot: 1909 scores 40 \"instead of ten for the majority\" and the last trick besides (L3702–3704, the 170 of L3710–3746); 1927's 40 \"includes the scores for the odd trick and for the last trick\" (L12648–12650). Pic and repic read alike (L3664–3698; L12624–12637)",
        },
        Setting {
            name: "game",
            values: &["100", "101"],
            default: "100",
            about: "the game of 100, \"at some later period ... altered to 101\" (L3759–3765); 1927: \"100 points is game\" (L12651)",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: deal::FIELDS,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
}];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub code: Code,
    #[serde(default = "hundred")]
    pub game: i64,
}

fn hundred() -> i64 {
    100
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::default(),
            game: 100,
        }
    }
}

/// A deal as scored, and the game's score after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealScore {
    #[serde(flatten)]
    pub scored: Scored,
    /// The game's running scores after this deal (the whole deal counted).
    pub totals: [i64; PLAYERS],
    /// Index into [`Sitting::games`] when this deal ended a game.
    pub game: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    pub winner: usize,
    pub totals: [i64; PLAYERS],
    /// A game is one game: neither book gives a lurch or double for the game of 100.
    pub value: i64,
    /// How the winner was found: alone over the line, or first by the order of precedence.
    pub decided_by: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub code: Code,
    pub game: i64,
    pub deals: Vec<DealScore>,
    pub games: Vec<Game>,
    /// The game under way.
    pub totals: [i64; PLAYERS],
    pub net: [i64; PLAYERS],
}

fn check_settings(settings: Settings) -> Result<(), LawError> {
    if settings.game != 100 && settings.game != 101 {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not 100 or 101", settings.game),
        ));
    }
    Ok(())
}

/// Who reaches the game first in this deal, given the scores before it; `None` if no one does.
/// Each stage of the order of precedence is applied in turn (L3776–3798; L12651–12655); only
/// the play can carry both players over together, and then the entry must say who was first.
fn first_out(
    target: i64,
    before: [i64; PLAYERS],
    scored: &Scored,
    out_first: Option<usize>,
) -> Result<Option<(usize, String)>, LawError> {
    let mut running = before;
    for (stage, points) in scored.stages() {
        let was = running;
        running = [running[0] + points[0], running[1] + points[1]];
        let over: Vec<usize> = (0..PLAYERS)
            .filter(|&p| was[p] < target && running[p] >= target)
            .collect();
        match over[..] {
            [] => continue,
            [p] => {
                if let Some(claimed) = out_first
                    && claimed != p
                {
                    return Err(LawError::new(
                        "out_first",
                        format!("player {p} reaches {target} first, by {stage}"),
                    ));
                }
                return Ok(Some((p, format!("first over {target}, by {stage}"))));
            }
            _ => {
                let p = out_first.ok_or_else(|| {
                    LawError::new(
                        "out_first",
                        format!("both reach {target} in {stage}; say who reached it first"),
                    )
                })?;
                return Ok(Some((
                    p,
                    format!("first over {target} in {stage}, as entered"),
                )));
            }
        }
    }
    if out_first.is_some() {
        return Err(LawError::new(
            "out_first",
            format!("no one reaches {target} in this deal"),
        ));
    }
    Ok(None)
}

/// Plays out every deal entered: games of 100 (or 101), each settled as it is won.
pub fn play(settings: Settings, deals: &[Deal]) -> Result<Sitting, LawError> {
    check_settings(settings)?;
    let mut sitting = Sitting {
        code: settings.code,
        game: settings.game,
        deals: Vec::with_capacity(deals.len()),
        games: Vec::new(),
        totals: [0; PLAYERS],
        net: [0; PLAYERS],
    };
    for (i, d) in deals.iter().enumerate() {
        let named = |e: LawError| LawError::new(format!("deals[{i}].{}", e.field), e.message);
        let scored = deal::score(settings.code, d).map_err(named)?;
        let before = sitting.totals;
        let out = first_out(settings.game, before, &scored, d.out_first).map_err(named)?;
        let totals = [before[0] + scored.total[0], before[1] + scored.total[1]];
        let mut game = None;
        if let Some((winner, decided_by)) = out {
            sitting.net[winner] += 1;
            sitting.net[1 - winner] -= 1;
            game = Some(sitting.games.len());
            sitting.games.push(Game {
                winner,
                totals,
                value: 1,
                decided_by,
            });
            sitting.totals = [0; PLAYERS];
        } else {
            sitting.totals = totals;
        }
        sitting.deals.push(DealScore {
            scored,
            totals,
            game,
        });
    }
    Ok(sitting)
}

fn read(input: &PadInput) -> Result<(Settings, Vec<Deal>), LawError> {
    if input.sides.len() != PLAYERS {
        return Err(LawError::new("sides", "piquet is for two players"));
    }
    Ok((input.settings()?, input.deals()?))
}

/// Piquet kept at a table: each deal's parts below, a line under each game.
pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, deals) = read(input)?;
    let sitting = play(settings, &deals)?;
    let mut pad = Pad {
        open: sitting.deals.last().is_some_and(|d| d.game.is_none()),
        notes: vec![format!(
            "{}; game {} up; precedence: carte blanche, point, sequences, quatorzes and trios, repic, pic, the play, the cards.",
            settings.code.title(),
            settings.game
        )],
        ..Pad::new(input.sides.clone())
    };
    for (i, d) in sitting.deals.iter().enumerate() {
        let mut below = vec![Vec::new(), Vec::new()];
        for (stage, points) in d.scored.stages() {
            for (p, &n) in points.iter().enumerate() {
                if n != 0 {
                    below[p].push(Item::new(n, stage));
                }
            }
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: format!(
                "{}–{}; game {}–{}",
                d.scored.total[0], d.scored.total[1], d.totals[0], d.totals[1]
            ),
        });
        if let Some(g) = d.game {
            let game = &sitting.games[g];
            pad.rows.push(Row::Game {
                winner: game.winner,
                label: game.decided_by.clone(),
            });
            pad.settle(Settlement::two_sided(
                Some(game.winner),
                game.value,
                format!("game {}–{}", game.totals[0], game.totals[1]),
            ));
        }
    }
    Ok(pad)
}

/// `hoyle score piquet`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = book::kept_input(input)?;
    let (settings, deals) = read(&input).map_err(|e| {
        if e.field == "sides" {
            LawError::new("players", e.message)
        } else {
            e
        }
    })?;
    book::pretty(&play(settings, &deals)?)
}
