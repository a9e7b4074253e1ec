//! Bagatelle (seed 000 L9217–9352; `hoyle-1909-b.md` §2.9), kept turn by turn beside billiards:
//! nine cups numbered 1 to 9, a turn of eight balls against the black, whose cup "counts
//! double" (L9299–9300); the game of 120, "up and down the board" (L9332), ended at the end of a round
//! by the larger total (L9332–9338); a loser who has not turned the corner pays double
//! (L9340–9343). Four play as two sides, one of each side playing a whole turn alternately
//! (L9345–9347).

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::book::{check_side, kept_input};
use crate::laws::pad::{
    Asks, Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement, Sides,
};
use crate::laws::registry::{self, Law, Setting, Table};

/// When both sides end a round of the game level at or past the game's points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// Another round is played, and the larger total after it wins.
    #[default]
    PlayOn,
    /// The game is drawn.
    Drawn,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// "The game is usually 120 points" (L9332).
    pub game: i64,
    /// A loser who has not turned the corner (half the game) loses a double (L9340–9343).
    pub double: bool,
    pub tie: Tie,
    /// A cup holds one ball: the cups are the balls' own size (L9247–9248).
    pub one_ball_a_cup: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 120,
            double: true,
            tie: Tie::PlayOn,
            one_ball_a_cup: true,
        }
    }
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "game",
        values: &["60", "120", "240"],
        default: "120",
        about: "\"The game is usually 120 points—i.e., up and down the board. This number, is, however, not absolute\" (seed 000 L9332–9333): 60 is once up the board's sixty holes, 240 twice round",
    },
    Setting {
        name: "double",
        values: &["true", "false"],
        default: "true",
        about: "\"If, when the game is won, the loser has not turned the corner—i.e., begun to score on the downward journey, the game is a 'double' … the loser pays double\" (seed 000 L9340–9343); the corner is read as half the game (60 of 120: the loser has at most 60, [INFER]); false: every game single",
    },
    Setting {
        name: "tie",
        values: &["\"play_on\"", "\"drawn\""],
        default: "\"play_on\"",
        about: "\"the player attaining the larger total is the winner\" (seed 000 L9337–9338) says nothing of equal totals ([GAP]): play_on, another round decides; drawn, the game is drawn",
    },
    Setting {
        name: "one_ball_a_cup",
        values: &["true", "false"],
        default: "true",
        about: "the cups' diameter \"must exactly correspond\" with the balls' (seed 000 L9247–9248), so a cup is read as holding one ball ([INFER]); false allows two balls written in one cup",
    },
];

pub const BAGATELLE: Law = Law {
    id: "bagatelle",
    name: "Bagatelle: the cups, the black ball, the game of 120, single and double",
    sources: "seed 000 L9217–9352",
    doc: "docs/laws/bagatelle.md",
    settings: SETTINGS,
    score: score_json,
    table: Some(table(Sides::TWO_PLAYERS)),
};

/// Four as two sides, "one of each side playing alternately the whole of the eight balls"
/// (seed 000 L9345–9347).
pub const BAGATELLE_PARTNERS: Law = Law {
    id: "bagatelle-partners",
    name: "Bagatelle, four as partners",
    table: Some(table(Sides::TWO_PARTNERSHIPS)),
    ..BAGATELLE
};

const fn table(sides: Sides) -> Table {
    Table {
        sides,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "player",
        label: "Whose turn was it?",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "cups",
        label: "Which cups did the white and red balls fall into?",
        kind: FieldKind::Text { max_len: 60 },
        per_side: false,
        optional: true,
        help: "The cup's number for each ball holed, with spaces or commas between: 9 8 1. Leave blank when none was holed.",
    },
    Field {
        name: "black",
        label: "Which cup did the black ball fall into?",
        kind: FieldKind::Number { min: 1, max: 9 },
        per_side: false,
        optional: true,
        help: "The black counts double its cup. Leave blank when it was not holed.",
    },
    Field {
        name: "points",
        label: "Or, if the cups were not written down, how many points did the turn make?",
        kind: FieldKind::Number { min: 0, max: 90 },
        per_side: false,
        optional: true,
        help: "",
    },
];

/// Cups as entered: a JSON list of numbers, or one text as typed on the form.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Cups {
    List(Vec<i64>),
    Text(String),
}

/// One turn of eight balls.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub player: usize,
    #[serde(default)]
    pub cups: Option<Cups>,
    #[serde(default)]
    pub black: Option<i64>,
    #[serde(default)]
    pub points: Option<i64>,
}

/// One turn as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub player: usize,
    pub points: i64,
    pub scores: [i64; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
    pub note: String,
}

/// A game finished: its winner (none when drawn), each side's total, and whether a double.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: Option<usize>,
    pub final_points: [i64; 2],
    pub double: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Sitting {
    pub entries: Vec<Entry>,
    pub games: Vec<GameResult>,
    pub scores: [i64; 2],
    pub under_way: bool,
    pub last: Option<usize>,
}

/// The points of a turn's balls: each ball's cup, the black's twice (L9299–9300), refusing at the
/// field a cup that is not 1 to 9, more than the player's eight balls, or two balls in a cup.
fn turn_points(i: usize, turn: &Turn, settings: &Settings) -> Result<(i64, String), LawError> {
    let cups: Vec<(String, i64)> = match &turn.cups {
        None => Vec::new(),
        Some(Cups::List(list)) => list
            .iter()
            .enumerate()
            .map(|(k, c)| (format!("deals[{i}].cups[{k}]"), *c))
            .collect(),
        Some(Cups::Text(text)) => {
            let mut read = Vec::new();
            for (k, word) in text
                .split([',', ' ', ';', '\t', '\n'])
                .filter(|w| !w.trim().is_empty())
                .enumerate()
            {
                let field = format!("deals[{i}].cups[{k}]");
                let cup = word.trim().parse::<i64>().map_err(|_| {
                    LawError::new(&field, format!("{word:?} is not a cup's number (1 to 9)"))
                })?;
                read.push((field, cup));
            }
            read
        }
    };
    if let Some(points) = turn.points {
        if turn.cups.is_some() || turn.black.is_some() {
            return Err(LawError::new(
                format!("deals[{i}].points"),
                "a turn is written by its cups or by its points, not both",
            ));
        }
        let most = most_points(settings);
        if !(0..=most).contains(&points) {
            return Err(LawError::new(
                format!("deals[{i}].points"),
                format!(
                    "{points} is more than a turn of eight balls and the black can make ({most})"
                ),
            ));
        }
        return Ok((points, "written as its points".to_owned()));
    }
    if cups.len() > 8 {
        return Err(LawError::new(
            format!("deals[{i}].cups"),
            format!("{} balls: a turn plays eight", cups.len()),
        ));
    }
    let mut held: Vec<i64> = Vec::new();
    let black = turn.black.map(|b| (format!("deals[{i}].black"), b));
    for (field, cup) in cups.iter().chain(black.iter()) {
        if !(1..=9).contains(cup) {
            return Err(LawError::new(field, format!("{cup} is not a cup (1 to 9)")));
        }
        if settings.one_ball_a_cup && held.contains(cup) {
            return Err(LawError::new(
                field,
                format!("cup {cup} holds one ball, and another is written in it"),
            ));
        }
        held.push(*cup);
    }
    let white_red: i64 = cups.iter().map(|(_, c)| c).sum();
    let black_points = turn.black.map_or(0, |b| 2 * b);
    let mut said: Vec<String> = cups.iter().map(|(_, c)| c.to_string()).collect();
    if let Some(b) = turn.black {
        said.push(format!("black in {b} ({})", 2 * b));
    }
    let said = match said.is_empty() {
        true => "nothing holed".to_owned(),
        false => said.join(", "),
    };
    Ok((white_red + black_points, said))
}

/// The most a turn can make: the black in 9 and the eight balls in the best cups left.
fn most_points(settings: &Settings) -> i64 {
    match settings.one_ball_a_cup {
        true => 18 + (1..=8).sum::<i64>(),
        false => 18 + 8 * 9,
    }
}

pub fn play(input: &PadInput) -> Result<(Settings, Sitting), LawError> {
    let settings: Settings = input.settings()?;
    if !(1..=10_000).contains(&settings.game) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not a game's points (1 to 10000)", settings.game),
        ));
    }
    if input.sides.len() != 2 {
        return Err(LawError::new(
            "players",
            format!(
                "bagatelle is played by two sides, not {}",
                input.sides.len()
            ),
        ));
    }
    let mut sitting = Sitting::default();
    let mut scores = [0i64; 2];
    let mut first: Option<usize> = None;
    let mut last: Option<usize> = None;
    for i in 0..input.deals.len() {
        let turn: Turn = input.deal(i)?;
        let player = check_side(&format!("deals[{i}].player"), turn.player, 2)?;
        if last == Some(player) {
            return Err(LawError::new(
                format!("deals[{i}].player"),
                format!(
                    "{} played the last turn: the turns go in turn",
                    input.sides[player]
                ),
            ));
        }
        let (points, said) = turn_points(i, &turn, &settings)?;
        scores[player] += points;
        let first_player = *first.get_or_insert(player);
        last = Some(player);
        let mut entry = Entry {
            player,
            points,
            scores,
            ended_game: None,
            note: format!("{}'s turn: {said} = {points}", input.sides[player]),
        };
        // The game ends only when a round is complete: the first player's reaching the game
        // lets the second play his eight balls too (L9333–9338).
        let round_complete = player != first_player;
        let reached = scores.iter().any(|&s| s >= settings.game);
        if round_complete && reached && (scores[0] != scores[1] || settings.tie == Tie::Drawn) {
            let winner = match scores[0].cmp(&scores[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            let double =
                settings.double && winner.is_some_and(|w| scores[1 - w] * 2 <= settings.game);
            sitting.games.push(GameResult {
                winner,
                final_points: scores,
                double,
            });
            entry.ended_game = Some(sitting.games.len() - 1);
            scores = [0, 0];
            first = None;
            last = None;
        }
        sitting.entries.push(entry);
    }
    sitting.scores = scores;
    sitting.under_way = first.is_some();
    sitting.last = last;
    Ok((settings, sitting))
}

impl Sitting {
    pub fn pad(&self, sides: &[String], settings: &Settings) -> Pad {
        let mut pad = Pad::new(sides.to_vec());
        for (i, e) in self.entries.iter().enumerate() {
            let mut below = vec![Vec::new(), Vec::new()];
            below[e.player].push(Item::new(e.points, "turn"));
            for (s, cell) in below.iter_mut().enumerate() {
                cell.push(Item::new(e.scores[s], RUNNING));
            }
            pad.rows.push(Row::Deal {
                deal: i,
                above: vec![Vec::new(), Vec::new()],
                below,
                note: e.note.clone(),
            });
            let Some(g) = e.ended_game.and_then(|g| self.games.get(g)) else {
                continue;
            };
            let [a, b] = g.final_points;
            let settlement = match g.winner {
                Some(w) => {
                    let label = format!(
                        "{} wins {} to {}{}",
                        sides[w],
                        g.final_points[w],
                        g.final_points[1 - w],
                        if g.double { ", a double" } else { "" }
                    );
                    pad.rows.push(Row::Game {
                        winner: w,
                        label: "game".to_owned(),
                    });
                    Settlement::two_sided(Some(w), if g.double { 2 } else { 1 }, label)
                        .lurched(g.double)
                }
                None => Settlement::two_sided(None, 0, format!("drawn at {a} all")),
            };
            pad.settle(settlement.with_final_points(vec![a, b]));
        }
        pad.open = self.under_way;
        if let Some(p) = self.last.filter(|_| self.under_way) {
            pad.asks = Asks {
                next: Some(format!("{}'s turn is next.", sides[1 - p])),
                ..Asks::default()
            };
        }
        pad.notes = vec![format!(
            "{} up; the game ends with the round in which a side reaches it, the larger total winning{}.",
            settings.game,
            if settings.double {
                format!(
                    "; a loser with {} or fewer has not turned the corner and pays double",
                    settings.game / 2
                )
            } else {
                String::new()
            }
        )];
        pad
    }
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sitting) = play(input)?;
    Ok(sitting.pad(&input.sides, &settings))
}

#[derive(Serialize)]
struct Output<'a> {
    settings: Settings,
    players: &'a [String],
    deals: &'a [Entry],
    games: &'a [GameResult],
    scores: Option<[i64; 2]>,
    pad: Pad,
}

/// `hoyle score bagatelle`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = kept_input(input)?;
    let (settings, sitting) = play(&input)?;
    let pad = sitting.pad(&input.sides, &settings);
    crate::laws::pretty(&Output {
        settings,
        players: &input.sides,
        deals: &sitting.entries,
        games: &sitting.games,
        scores: sitting.under_way.then_some(sitting.scores),
        pad,
    })
}
