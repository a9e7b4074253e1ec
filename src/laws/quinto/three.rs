//! Dummy (three-handed) quinto (seed 000 L8782–8792): "one plays a Dummy hand in combination
//! with his own", and is "handicapped 25, that number of points being scored to his opponents'
//! credit before the game begins"; "Rubbers are not played, each game being settled for
//! separately, and the three players take Dummy in rotation, game by game."
//!
//! Each hand is the four-handed hand (`deal::score_hand`) between two sides, the Dummy player
//! with Dummy and his two adversaries as partners. The pad keeps a column for each player, each
//! credited with his side's points. Read here, where the book is silent: Dummy goes round in
//! the order the players are named; a game is settled, as the four-handed rubber is, on the
//! difference of the two sides' points (the 25 counted, it being "scored to his opponents'
//! credit"), or one a game; and the Dummy player wins or pays that with each adversary, as the
//! player with Dummy does at dummy whist (`whist::clay`).

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{
    Asks, Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement, Sides,
};
use crate::laws::registry::{self, Law, Setting, Table};

use super::deal::{EqualTotals, GAME, Hand, QuintoDeal, Settings, TRICKS, score_hand};

pub const PLAYERS: usize = 3;
/// "the Dummy-player is handicapped 25" (L8785–8786).
pub const HANDICAP: i64 = 25;

/// How each game is settled: "each game being settled for separately" (L8787), but not how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameSettle {
    /// The difference of the sides' points, the handicap among the adversaries'.
    #[default]
    Difference,
    /// One a game, whatever the points.
    Game,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeSettings {
    #[serde(default)]
    pub equal_totals: EqualTotals,
    #[serde(default)]
    pub settle: GameSettle,
}

/// A hand as entered: the four-handed hand with the sides named by who plays Dummy.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThreeDeal {
    /// The player who plays Dummy's hand with his own (0, 1 or 2); left out, the game's, or
    /// at a new game the next in turn.
    #[serde(default)]
    pub dummy: Option<i64>,
    #[serde(default)]
    pub doubled: Option<String>,
    /// The quints of play, each after the player who won its trick (Dummy's are his partner's).
    #[serde(default)]
    pub quints: Option<String>,
    /// Tricks won in play by the Dummy player and Dummy; the adversaries won the rest.
    #[serde(default)]
    pub tricks: Option<i64>,
    /// `"dummy"` or `"adversaries"`: who won the twelfth trick and the cachette.
    #[serde(default)]
    pub twelfth: Option<String>,
    #[serde(default)]
    pub cachette: Option<String>,
}

/// A hand scored: the four-handed hand, side 0 the Dummy player and Dummy, side 1 the
/// adversaries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreeHand {
    pub dummy: usize,
    #[serde(flatten)]
    pub hand: Hand,
}

/// A game won and settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreeGame {
    pub dummy: usize,
    /// The Dummy player and Dummy won it.
    pub dummy_won: bool,
    /// The Dummy player's side's points and the adversaries', the handicap among theirs.
    pub scores: Vec<i64>,
    /// The hand (0-based) that won it.
    pub deal: usize,
}

pub struct Kept {
    pub hands: Vec<ThreeHand>,
    pub games: Vec<ThreeGame>,
    /// Who plays Dummy in the game under way or the next, and the game's scores so far.
    pub dummy: usize,
    pub scores: Vec<i64>,
    pub pad: Pad,
}

/// The two sides of a game as the hand's entry names them: "Ann & Dummy", "Bob & Cy", so a
/// quint is written after any player's name, or after Dummy for its partner's side.
fn sides_of(players: &[String], dummy: usize) -> [String; 2] {
    let [a, b] = adversaries(dummy);
    [
        format!("{} & Dummy", players[dummy]),
        format!("{} & {}", players[a], players[b]),
    ]
}

fn adversaries(dummy: usize) -> [usize; 2] {
    [(dummy + 1) % PLAYERS, (dummy + 2) % PLAYERS]
}

/// The four-handed entry of a hand at this table.
fn as_four(at: &str, d: &ThreeDeal) -> Result<QuintoDeal, LawError> {
    let tricks = d
        .tricks
        .map(|t| match (0..=TRICKS).contains(&t) {
            true => Ok(vec![t, TRICKS - t]),
            false => Err(LawError::new(
                format!("{at}.tricks"),
                format!("{t} is not from 0 to {TRICKS}"),
            )),
        })
        .transpose()?;
    let twelfth = match d.twelfth.as_deref().map(str::trim) {
        None | Some("") => None,
        Some("dummy") => Some(0),
        Some("adversaries") => Some(1),
        Some(other) => {
            return Err(LawError::new(
                format!("{at}.twelfth"),
                format!("{other:?} is not dummy (the Dummy player and Dummy) or adversaries"),
            ));
        }
    };
    Ok(QuintoDeal {
        doubled: d.doubled.clone(),
        quints: d.quints.clone(),
        tricks,
        twelfth,
        cachette: d.cachette.clone(),
    })
}

/// Keeps the games hand by hand: each from love for the Dummy player's side and 25 for his
/// adversaries, settled when won; Dummy passes to the next player at each new game.
pub fn keep(input: &PadInput) -> Result<Kept, LawError> {
    crate::laws::check_names("sides", &input.sides, PLAYERS..=PLAYERS, "three players")?;
    let settings: ThreeSettings = input.settings()?;
    let four = Settings {
        equal_totals: settings.equal_totals,
        ..Settings::default()
    };
    let players = &input.sides;
    let mut pad = Pad {
        notes: vec![format!(
            "Game {GAME}; the player with Dummy is handicapped {HANDICAP}, scored to his \
             adversaries before each game; no rubbers, each game settled; Dummy goes round \
             game by game."
        )],
        ..Pad::new(players.clone())
    };
    let mut kept = Kept {
        hands: Vec::new(),
        games: Vec::new(),
        dummy: 0,
        scores: vec![0, HANDICAP],
        pad: Pad::new(Vec::new()),
    };
    let mut scores = [0, HANDICAP];
    // Who has Dummy in the game under way; and whether a game has been played before it.
    let mut holder: Option<usize> = None;
    let mut next = 0usize;
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let entry: ThreeDeal = input.deal(i)?;
        let expected = holder.unwrap_or(next);
        let dummy = match entry.dummy {
            None => expected,
            Some(d) => {
                let d = usize::try_from(d)
                    .ok()
                    .filter(|&d| d < PLAYERS)
                    .ok_or_else(|| {
                        LawError::new(format!("{at}.dummy"), format!("{d} is not a player 0 to 2"))
                    })?;
                // The first game's Dummy is the players' choice; then it goes round.
                let free = holder.is_none() && kept.games.is_empty();
                if !free && d != expected {
                    let why = match holder {
                        Some(_) => "has Dummy until this game is won",
                        None => {
                            "takes Dummy this game: it goes round, game by game, in the order the players are named"
                        }
                    };
                    return Err(LawError::new(
                        format!("{at}.dummy"),
                        format!("{} {why}", players[expected]),
                    ));
                }
                d
            }
        };
        let starting = holder.is_none();
        holder = Some(dummy);
        let sides = sides_of(players, dummy);
        let hand = score_hand(&at, &as_four(&at, &entry)?, &sides, scores, four)?;
        let mut below: Vec<Vec<Item>> = vec![Vec::new(); PLAYERS];
        for (p, cell) in below.iter_mut().enumerate() {
            let s = usize::from(p != dummy);
            if starting && s == 1 {
                cell.push(Item::new(HANDICAP, "handicap"));
            }
            if hand.quint_points[s] > 0 {
                cell.push(Item::new(hand.quint_points[s], "quints"));
            }
            if hand.trick_points[s] > 0 {
                cell.push(Item::new(hand.trick_points[s], "tricks"));
            }
            cell.push(Item::new(hand.scores[s], RUNNING));
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); PLAYERS],
            below,
            // The hand's note names the sides, "Ann & Dummy" first: who has Dummy.
            note: hand.note.clone(),
        });
        pad.open = true;
        scores = [hand.scores[0], hand.scores[1]];
        if let Some(w) = hand.won {
            kept.games.push(ThreeGame {
                dummy,
                dummy_won: w == 0,
                scores: scores.to_vec(),
                deal: i,
            });
            let [a, b] = adversaries(dummy);
            let winners = match w {
                0 => format!("{} and Dummy", players[dummy]),
                _ => format!("{} and {}", players[a], players[b]),
            };
            pad.rows.push(Row::Game {
                winner: if w == 0 { dummy } else { a },
                label: format!("{winners} win the game, {}–{}", scores[w], scores[1 - w]),
            });
            pad.settle(settle(players, dummy, w == 0, scores, settings.settle));
            pad.open = false;
            holder = None;
            next = (dummy + 1) % PLAYERS;
            scores = [0, HANDICAP];
        }
        kept.hands.push(ThreeHand { dummy, hand });
    }
    let dummy = holder.unwrap_or(next);
    let [a, b] = adversaries(dummy);
    pad.asks = Asks {
        next: Some(match holder {
            Some(_) => format!("{} has Dummy until this game is won.", players[dummy]),
            None => format!(
                "{} takes Dummy this game and deals first; {} and {} start {HANDICAP} up.",
                players[dummy], players[a], players[b]
            ),
        }),
        defaults: vec![("dummy", dummy.to_string())],
        ..Asks::default()
    };
    kept.dummy = dummy;
    kept.scores = scores.to_vec();
    kept.pad = pad;
    Ok(kept)
}

/// A game settled: the Dummy player wins or pays its value with each adversary.
fn settle(
    players: &[String],
    dummy: usize,
    dummy_won: bool,
    scores: [i64; 2],
    how: GameSettle,
) -> Settlement {
    let [a, b] = adversaries(dummy);
    let value = match how {
        GameSettle::Difference => (scores[0] - scores[1]).abs(),
        GameSettle::Game => 1,
    };
    let sign = if dummy_won { 1 } else { -1 };
    let mut amounts = vec![-sign * value; PLAYERS];
    amounts[dummy] = 2 * sign * value;
    let label = match dummy_won {
        true => format!(
            "game to {} and Dummy, {}–{}: {value} from each of {} and {}",
            players[dummy], scores[0], scores[1], players[a], players[b]
        ),
        false => format!(
            "game to {} and {}, {}–{}: {value} to each from {}",
            players[a], players[b], scores[1], scores[0], players[dummy]
        ),
    };
    let mut final_points = vec![scores[1]; PLAYERS];
    final_points[dummy] = scores[0];
    Settlement {
        winner: Some(if dummy_won { dummy } else { a }),
        value,
        amounts,
        label,
        lurch: false,
        final_points,
    }
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    keep(input).map(|k| k.pad)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    sides: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    settings: ThreeSettings,
    deals: Vec<ThreeHand>,
    games: Vec<ThreeGame>,
    /// Who has Dummy in the game under way (or the next), and its scores.
    dummy: usize,
    scores: Vec<i64>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

/// `hoyle score quinto-three-handed`: `{"settings": {..}, "sides": ["Ann", "Bob", "Cy"],
/// "deals": [..]}`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.sides,
        deals: parsed.deals,
    };
    let settings: ThreeSettings = input.settings()?;
    let kept = keep(&input)?;
    crate::laws::pretty(&Output {
        settings,
        deals: kept.hands,
        games: kept.games,
        dummy: kept.dummy,
        scores: kept.scores,
        net: kept.pad.net(),
        pad: kept.pad,
    })
}

pub const DEAL: &[Field] = &[
    Field {
        name: "dummy",
        label: "Who plays Dummy's hand with his own this game?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the same player until the game is won; then the next player named, game by game",
    },
    super::table::DEAL[0],
    Field {
        name: "quints",
        label: "Which quints fell, in order, each after the player who won its trick?",
        kind: FieldKind::Text { max_len: 300 },
        per_side: false,
        optional: true,
        help: "\"Ann 5H, Bob royal, Dummy AD 4D\" — a player's name, or Dummy for its partner; then a suit name, royal for the joker, or the cards",
    },
    Field {
        name: "tricks",
        label: "How many tricks did the Dummy player and Dummy win in play?",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: false,
        optional: true,
        help: "their adversaries won the rest of the twelve; leave blank when a quint won the game",
    },
    Field {
        name: "twelfth",
        label: "Who won the twelfth trick, and with it the cachette?",
        kind: FieldKind::Choice {
            choices: &[
                ("dummy", "The Dummy player and Dummy"),
                ("adversaries", "Their adversaries"),
            ],
        },
        per_side: false,
        optional: true,
        help: "the cachette counts as a trick",
    },
    super::table::DEAL[4],
];

pub const LAW: Law = Law {
    id: "quinto-three-handed",
    name: "Quinto, three-handed: one player takes Dummy, handicapped 25",
    sources: "seed 000 L8684–8792",
    doc: "docs/laws/quinto.md",
    settings: &[
        super::table::EQUAL_TOTALS,
        Setting {
            name: "settle",
            values: &["\"difference\"", "\"game\""],
            default: "\"difference\"",
            about: "how a game is settled: \"each game being settled for separately\" (L8787), not how (hoyle-1909-b §2.6): the difference of the sides' points, the 25 counted, won or paid by the Dummy player with each adversary; or one a game",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: PLAYERS,
            max: PLAYERS,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
