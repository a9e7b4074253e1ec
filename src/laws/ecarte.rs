//! Écarté: a game of five points between two players, marked for the king and for the point or
//! the vole of each hand; and pool écarté, where a pool is played for by three or more.
//!
//! 1909 (seed 000): L1845–2193, Laws 42–51 (L2059–2100), the worked game L2123–2189.
//! 1927 (seed 001): L14911–15089 (scoring L15067–15072, game L15074, pool L15077–15089).

pub mod pool;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::book::{self, Code};
use super::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};

pub const PLAYERS: usize = 2;
/// "The game is five up" (Law 46, L2082); "the player first making 5 points wins game" (L15074).
pub const GAME: i64 = 5;
pub const TRICKS: i64 = 5;

pub const LAWS: &[Law] = &[
    Law {
        id: "ecarte",
        name: "Écarté: five up, the king, the point and the vole",
        sources: "seed 000 L1845–2193 (Laws 42–51 L2059–2100, game L2123–2189); seed 001 L14911–15074",
        doc: "docs/laws/ecarte.md",
        settings: &[
            Setting {
                name: "code",
                values: &["\"1909\"", "\"1927\""],
                default: "\"1909\"",
                about: "what the offender marks when a hand is played again after his renounce: 1909 Law 43 (L2063–2069) nothing for the point, one for the vole or for a point worth two; 1927 (L15041–15050) nothing unless he takes all five, then one",
            },
            Setting {
                name: "game_values",
                values: &["false", "true"],
                default: "false",
                about: "\"by agreement\" a game counts treble if the loser has not scored, double if he has one or two, single if three or four (Law 46, L2082–2084); otherwise every game is one",
            },
        ],
        score: score_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: DEAL,
            pad,
            correctable,
            claims_closed: None,
        }),
    },
    Law {
        id: "pool-ecarte",
        name: "Pool écarté: the loser pays in and gives way to the rentrant; two games running take the pool",
        sources: "seed 001 L15077–15089",
        doc: "docs/laws/pool-ecarte.md",
        settings: &[
            Setting {
                name: "stake",
                values: &["1", "2", "5", "10"],
                default: "1",
                about: "the counters each player puts up for a pool, and each loser again (L15077–15081); any whole number 1..1,000,000",
            },
            Setting {
                name: "rotation",
                values: &["\"rentrant\"", "\"any\""],
                default: "\"rentrant\"",
                about: "whether each game must be the last winner against the next waiting player (L15081–15083: the loser \"drops out ... in favor of odd player\"; with more than three the waiting players queue, an inference) or any two players may play",
            },
        ],
        score: pool::score_json,
        table: Some(Table {
            sides: pool::SIDES,
            deal: pool::DEAL,
            pad: pool::pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];

const SIDE: FieldKind = FieldKind::Side;

pub const DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Dealer",
        kind: SIDE,
        per_side: false,
        optional: false,
        help: "who dealt this hand",
    },
    Field {
        name: "king",
        label: "King marked by",
        kind: SIDE,
        per_side: false,
        optional: true,
        help: "the dealer who turned the king, or the player who announced the king of trumps in time",
    },
    Field {
        name: "first",
        label: "Before play",
        kind: FieldKind::Choice {
            choices: &[
                ("proposed", "proposal accepted (or none needed)"),
                ("played", "the non-dealer played without proposing"),
                ("refused", "the dealer refused the first proposal"),
            ],
        },
        per_side: false,
        optional: true,
        help: "Law 49: whoever stood and failed to win the point gives his adversary two",
    },
    Field {
        name: "tricks",
        label: "Tricks",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: true,
        optional: true,
        help: "tricks each took (five in all); blank when the king made game before play",
    },
    Field {
        name: "abandoned",
        label: "Hand abandoned by",
        kind: SIDE,
        per_side: false,
        optional: true,
        help: "Law 42: the tricks are those made when he gave up",
    },
    Field {
        name: "replayed",
        label: "Replayed after a renounce by",
        kind: SIDE,
        per_side: false,
        optional: true,
        help: "Law 43: the hand was played again because this player renounced or failed to win",
    },
];

/// What was done before the play, for Law 49.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum First {
    /// A proposal was made and accepted: the plain marks.
    #[default]
    Proposed,
    /// The non-dealer stood.
    Played,
    /// The dealer refused the first proposal.
    Refused,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub code: Code,
    #[serde(default)]
    pub game_values: bool,
}

/// One hand as entered.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub dealer: usize,
    #[serde(default)]
    pub king: Option<usize>,
    #[serde(default)]
    pub first: First,
    #[serde(default)]
    pub tricks: Option<Vec<i64>>,
    #[serde(default)]
    pub abandoned: Option<usize>,
    #[serde(default)]
    pub replayed: Option<usize>,
}

/// What a hand marked, and the game's score after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hand {
    pub marks: [i64; PLAYERS],
    pub scores: [i64; PLAYERS],
    pub note: String,
    /// Index into [`Match::games`] when this hand ended a game.
    pub game: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    pub winner: usize,
    pub scores: [i64; PLAYERS],
    pub value: i64,
    pub label: String,
}

/// Every hand and game of a sitting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Match {
    pub code: Code,
    pub hands: Vec<Hand>,
    pub games: Vec<Game>,
    /// The game under way.
    pub scores: [i64; PLAYERS],
    pub net: [i64; PLAYERS],
}

/// What one hand marks to each player, given the score before it (the king can make game
/// before a card is played, L2309–2311).
pub fn mark_hand(
    settings: Settings,
    before: [i64; PLAYERS],
    deal: &Deal,
) -> Result<([i64; PLAYERS], String), LawError> {
    let dealer = book::check_side("dealer", deal.dealer, PLAYERS)?;
    let pone = 1 - dealer;
    let mut marks = [0; PLAYERS];
    let mut notes = Vec::new();
    if let Some(k) = deal.king {
        book::check_side("king", k, PLAYERS)?;
        marks[k] += 1;
        notes.push("king".to_owned());
        if before[k] + 1 >= GAME {
            // Law 47 marks the king at once; the hand is not played for.
            notes.push("the king makes game".to_owned());
            return Ok((marks, notes.join(", ")));
        }
    }
    let entered = deal
        .tricks
        .as_deref()
        .ok_or_else(|| LawError::new("tricks", "needed unless the king made game"))?;
    let tricks: [i64; PLAYERS] = book::per_side("tricks", entered)?;
    for (i, &t) in tricks.iter().enumerate() {
        if !(0..=TRICKS).contains(&t) {
            return Err(LawError::new(
                format!("tricks[{i}]"),
                format!("{t} is not from 0 to {TRICKS}"),
            ));
        }
    }
    let played = tricks[0] + tricks[1];
    // The player who stood: his failure to win the point gives two (Law 49).
    let stood = match deal.first {
        First::Proposed => None,
        First::Played => Some(pone),
        First::Refused => Some(dealer),
    };
    if let Some(quitter) = deal.abandoned {
        book::check_side("abandoned", quitter, PLAYERS)?;
        let other = 1 - quitter;
        return match settings.code {
            Code::Hoyle1909 => {
                // Law 42: the tricks are those made before he gave up.
                if played > TRICKS || tricks[quitter] >= 3 {
                    return Err(LawError::new(
                        "tricks",
                        format!(
                            "{}–{}: Law 42 abandons a hand before the point is won, with at most five tricks played",
                            tricks[0], tricks[1]
                        ),
                    ));
                }
                let (m, what) = if tricks[quitter] == 0 {
                    (2, "the vole")
                } else {
                    (1, "the point")
                };
                marks[other] += m;
                notes.push(format!("hand abandoned: {what} to the adversary (Law 42)"));
                Ok((marks, notes.join(", ")))
            }
            Code::Rules1927 => {
                // L15057–15064: he cannot score; the adversary scores what the hands show.
                check_five(played)?;
                let (w, m, what) = point(tricks, stood);
                if w == other {
                    marks[w] += m;
                    notes.push(what);
                }
                notes.push("thrown up: the thrower cannot score (L15057–15059)".to_owned());
                Ok((marks, notes.join(", ")))
            }
        };
    }
    check_five(played)?;
    let (winner, mut m, mut what) = point(tricks, stood);
    if let Some(offender) = deal.replayed {
        book::check_side("replayed", offender, PLAYERS)?;
        if offender == winner {
            let vole = tricks[winner] == TRICKS;
            let doubled = stood == Some(1 - winner);
            m = match settings.code {
                // Law 43: the point nothing; the vole one; a point worth two (Law 49) one.
                Code::Hoyle1909 if vole || doubled => 1,
                Code::Hoyle1909 => 0,
                // L15049–15050: nothing under five tricks, then one.
                Code::Rules1927 if vole => 1,
                Code::Rules1927 => 0,
            };
            what = format!("{what}, replayed after his renounce: {m}");
        }
    }
    marks[winner] += m;
    notes.push(what);
    Ok((marks, notes.join(", ")))
}

fn check_five(played: i64) -> Result<(), LawError> {
    if played != TRICKS {
        return Err(LawError::new(
            "tricks",
            format!("{played} tricks; a hand is {TRICKS}"),
        ));
    }
    Ok(())
}

/// The winner of the point, what he marks and why: one for three or four tricks, two for the
/// vole (Law 48; L15069–15071), two for the point won against a player who stood (Law 49),
/// never more for the vole.
fn point(tricks: [i64; PLAYERS], stood: Option<usize>) -> (usize, i64, String) {
    let winner = if tricks[0] >= 3 { 0 } else { 1 };
    if tricks[winner] == TRICKS {
        (winner, 2, "the vole".to_owned())
    } else if stood == Some(1 - winner) {
        (
            winner,
            2,
            "the point, two against a player who stood (Law 49)".to_owned(),
        )
    } else {
        (winner, 1, "the point".to_owned())
    }
}

/// Law 46's optional values: treble if the loser has not scored, double for one or two,
/// single for three or four.
fn game_value(settings: Settings, loser: i64) -> (i64, &'static str) {
    if !settings.game_values {
        return (1, "game");
    }
    match loser {
        0 => (3, "treble"),
        1 | 2 => (2, "double"),
        _ => (1, "single"),
    }
}

/// Plays out every hand entered: games of five, each settled as it is won.
pub fn play(settings: Settings, deals: &[Deal]) -> Result<Match, LawError> {
    let mut m = Match {
        code: settings.code,
        hands: Vec::with_capacity(deals.len()),
        games: Vec::new(),
        scores: [0; PLAYERS],
        net: [0; PLAYERS],
    };
    for (i, deal) in deals.iter().enumerate() {
        let (marks, note) = mark_hand(settings, m.scores, deal)
            .map_err(|e| LawError::new(format!("deals[{i}].{}", e.field), e.message))?;
        let scores = [m.scores[0] + marks[0], m.scores[1] + marks[1]];
        let mut game = None;
        if let Some(winner) = (0..PLAYERS).find(|&p| scores[p] >= GAME) {
            let (value, label) = game_value(settings, scores[1 - winner]);
            m.net[winner] += value;
            m.net[1 - winner] -= value;
            game = Some(m.games.len());
            m.games.push(Game {
                winner,
                scores,
                value,
                label: format!("{label} {}–{}", scores[0], scores[1]),
            });
            m.scores = [0; PLAYERS];
        } else {
            m.scores = scores;
        }
        m.hands.push(Hand {
            marks,
            scores,
            note,
            game,
        });
    }
    Ok(m)
}

fn read(input: &PadInput) -> Result<(Settings, Vec<Deal>), LawError> {
    if input.sides.len() != PLAYERS {
        return Err(LawError::new("sides", "écarté is for two players"));
    }
    Ok((input.settings()?, input.deals()?))
}

/// Écarté kept at a table: each hand's marks below, a line under each game.
pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, deals) = read(input)?;
    let m = play(settings, &deals)?;
    let mut pad = Pad {
        notes: vec![format!(
            "{}; game five up{}.",
            settings.code.title(),
            if settings.game_values {
                ", treble, double or single by agreement (Law 46)"
            } else {
                ""
            }
        )],
        ..Pad::new(input.sides.clone())
    };
    for (i, hand) in m.hands.iter().enumerate() {
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below: hand
                .marks
                .iter()
                .map(|&p| {
                    if p > 0 {
                        vec![Item::new(p, "")]
                    } else {
                        Vec::new()
                    }
                })
                .collect(),
            note: hand.note.clone(),
        });
        if let Some(g) = hand.game {
            let game = &m.games[g];
            pad.rows.push(Row::Game {
                winner: game.winner,
                label: game.label.clone(),
            });
            pad.settle(Settlement::two_sided(
                Some(game.winner),
                game.value,
                game.label.clone(),
            ));
        }
    }
    pad.open = m.hands.last().is_some_and(|h| h.game.is_none());
    Ok(pad)
}

/// Law 50: an omitted mark may be made "before the trump card of the next deal is turned up";
/// Law 51: an admitted overscore "can be taken down at any time during the game". So the players
/// may correct any hand of the game under way.
pub fn correctable(input: &PadInput, deal: usize) -> bool {
    let Ok((settings, deals)) = read(input) else {
        return registry::last_deal_only(input, deal);
    };
    let Ok(m) = play(settings, &deals) else {
        return registry::last_deal_only(input, deal);
    };
    // The game under way began after the last hand that ended a game.
    let start = m
        .hands
        .iter()
        .rposition(|h| h.game.is_some())
        .map_or(0, |g| g + 1);
    deal >= start || deal + 1 == deals.len()
}

/// `hoyle score ecarte`.
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
