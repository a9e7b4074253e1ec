//! The options the books leave open, as the creation form offers them, and the settings read from it.

use crate::laws::LawError;
use crate::party::progression::{HeadWinners, Method, PivotMovement, Settings};
use crate::party::scoring::AtBell;

use super::kind::Kind;

/// One option the books leave open, as the creation form offers it.
pub struct Choice {
    /// The form field, and the setting's name in `party::progression::Settings` (or its
    /// `scoring`).
    pub name: &'static str,
    /// The question the form asks, in a hostess's words.
    pub label: &'static str,
    /// The ambiguity or option and the lines that raise it, for the form's "From the book".
    pub about: &'static str,
    /// The values offered; an empty list is a whole number typed in.
    pub values: &'static [&'static str],
    /// Each of `values` in words, in the same order.
    pub words: &'static [&'static str],
}

/// The progression and scoring options, with the lines that leave each open.
pub const CHOICES: &[Choice] = &[
    Choice {
        name: "table_size",
        label: "How many play at each table?",
        about: "five hundred is played four-hand (partners, seats 1 and 3 against 2 and 4), five-hand (each for himself, the bidder calling a partner) or six-hand (seats 1, 3 and 5 against 2, 4 and 6); after one deal for each player, three-hand the high player progresses, four-hand the winning partners, five-hand two players, six-hand three winning partners (seed 001 L7368–7404). With five or six the last two tables share what is over, none fewer than three, and the winners move up a table, Table 1's staying",
        values: &["4", "5", "6"],
        words: &[
            "Four: two against two",
            "Five: each for himself",
            "Six: three against three",
        ],
    },
    Choice {
        name: "method",
        label: "How do the players move after each game?",
        about: "how the players move after each game (seed 001 L6416–6459)",
        values: &[
            "winners_up",
            "lady_and_gentleman_apart",
            "lady_up_gentleman_down",
            "gentlemen_up",
            "fixed_partners",
            "pivot",
        ],
        words: &[
            "Winners move up one table; the losers stay and change partners",
            "The winning lady moves one way, the winning gentleman the other",
            "The winning lady moves up, the losing gentleman down",
            "The gentlemen move up, the ladies stay seated",
            "Partners play together all evening; one side of each table moves",
            "One pair stays at Table 1; the other pairs go round it",
        ],
    },
    Choice {
        name: "pivot_movement",
        label: "How does pivot bridge move?",
        about: "pivot bridge: the book's pivot, four players at a table all afternoon, the pivot never moving and partnering each of the others for one of the three rubbers that count, each scoring his gross points (seed 001 L2751–2785); or pairs_m6, the pairs going round Table 1's pivot pair (seed 001 L6447–6459)",
        values: &["book", "pairs_m6"],
        words: &[
            "The book's pivot: four at a table all afternoon, the pivot partnering each in turn",
            "Pairs go round the pair at Table 1",
        ],
    },
    Choice {
        name: "head_winners",
        label: "What do the winners at Table 1 do?",
        about: "what Table 1's winners do: keep their seats, go to the foot (Rapid Euchre), or change partners (seed 001 L6419–6423, L6531–6533)",
        values: &["stay", "to_foot", "change_partners"],
        words: &[
            "Keep their seats",
            "Go to the foot table",
            "Change partners with the newcomers",
        ],
    },
    Choice {
        name: "lady_toward_head",
        label: "Which way does the winning lady move?",
        about: "M2: the winning lady goes toward Table 1 and the gentleman away, or the reverse (seed 001 L6424–6431)",
        values: &["true", "false"],
        words: &["Toward Table 1", "Away from Table 1"],
    },
    Choice {
        name: "ladies_move",
        label: "Who moves?",
        about: "M4 reversed \"during one-half of the evening\": the ladies move, the gentlemen sit (seed 001 L6435–6439)",
        values: &["false", "true"],
        words: &[
            "The gentlemen; the ladies stay seated",
            "The ladies; the gentlemen stay seated",
        ],
    },
    Choice {
        name: "lone_hands",
        label: "Are lone hands allowed?",
        about: "lone hands \"may or may not be permitted at the first or head table\" (seed 001 L6467–6468; none at Rapid Euchre, L6531)",
        values: &["allowed", "not_at_head", "none"],
        words: &[
            "Lone hands allowed at every table",
            "Not at the head table",
            "No lone hands",
        ],
    },
    Choice {
        name: "three_hand_limit",
        label: "How long may a player stay at a three-hand foot table?",
        about: "\"a very good rule\": nobody stays at a three-hand foot table more than two games (seed 001 L6513–6515)",
        values: &["off", "2"],
        words: &["As long as the moves take him", "No more than two games"],
    },
    Choice {
        name: "mode",
        label: "What does a tally count?",
        about: "what a tally counts: games, points at the bell, punched points, or the 1909 stars (seed 001 L6393–6414; seed 000 L2832–2844)",
        values: &["games", "points", "punch", "stars"],
        words: &[
            "Games won",
            "Points at the bell",
            "Points punched on a card",
            "Stars, as in 1909",
        ],
    },
    Choice {
        name: "tie",
        label: "A game tied at the bell:",
        about: "a game tied at the bell: a half game to each player, or the whole game to the side that won the cut (seed 001 L6463–6471)",
        values: &["half_game", "decider"],
        words: &[
            "Half a game to each player",
            "The whole game to the side that won the cut",
        ],
    },
    Choice {
        name: "at_bell",
        label: "When the bell rings:",
        about: "at the bell: play stops at once, or the hand in progress is played out and counts; by_mode follows the book, stop at once for games and play out for points (seed 001 L6397–6404)",
        values: &["by_mode", "stop_now", "finish_hand"],
        words: &[
            "As the book says for this tally",
            "Play stops at once",
            "The hand being played is finished and counts",
        ],
    },
    Choice {
        name: "reckoning",
        label: "A round counts:",
        about: "progressive auction: each side keeps its gross round total, or the net (the lower deducted from the higher after every round); \"make it an option: gross (default) or net\" (seed 001 L2891–2896)",
        values: &["gross", "net"],
        words: &["Each side's whole score", "Only the difference"],
    },
    Choice {
        name: "aisles",
        label: "Aisles in the room",
        about: "a large euchre's aisles, each its own circuit of tables with its own prizes (seed 001 L6552–6676: four)",
        values: &[],
        words: &[],
    },
    Choice {
        name: "aisle_tables",
        label: "Tables in each aisle",
        about: "tables to an aisle, numbered on through the room; winners go to the next table, the aisle's last to its first, and there is no head table (seed 001 L6552–6676, L6818–6820: sixteen)",
        values: &[],
        words: &[],
    },
    Choice {
        name: "punch_max",
        label: "The last number on a punched card",
        about: "the last space on a punched card, \"usually to 15 points\" (seed 001 L6406–6408)",
        values: &[],
        words: &[],
    },
];

fn scoring_choice(name: &str) -> bool {
    matches!(name, "mode" | "tie" | "punch_max" | "at_bell" | "reckoning")
}

/// The kind's default for each choice, as the form shows it.
pub fn default_choice(kind: Kind, name: &str) -> String {
    default_choice_of(&kind.settings(), name)
}

/// A choice's value in `settings`, as the form shows it.
pub fn default_choice_of(settings: &Settings, name: &str) -> String {
    if name == "at_bell" {
        return settings
            .scoring
            .at_bell
            .map_or("by_mode", |b| match b {
                AtBell::StopNow => "stop_now",
                AtBell::FinishHand => "finish_hand",
            })
            .to_owned();
    }
    if name == "pivot_movement" {
        return match settings.pivot_movement {
            PivotMovement::Book => "book",
            PivotMovement::PairsM6 => "pairs_m6",
        }
        .to_owned();
    }
    if name == "table_size" {
        return settings.table_size.to_string();
    }
    if name == "three_hand_limit" {
        return settings
            .three_hand_limit
            .map_or_else(|| "off".to_owned(), |n| n.to_string());
    }
    let value = serde_json::to_value(settings).unwrap_or_default();
    let value = if scoring_choice(name) {
        value.get("scoring").and_then(|s| s.get(name)).cloned()
    } else {
        value.get(name).cloned()
    };
    match value {
        Some(serde_json::Value::String(s)) => s,
        Some(v) => v.to_string(),
        None => String::new(),
    }
}

/// The settings from the form: each choice given, else the kind's default. A value not offered
/// is refused at its field.
pub fn settings_from<'a>(
    kind: Kind,
    chosen: impl Fn(&str) -> Option<&'a str>,
) -> Result<Settings, LawError> {
    let mut value = serde_json::to_value(kind.settings())
        .map_err(|e| LawError::new("settings", e.to_string()))?;
    for c in CHOICES {
        let Some(given) = chosen(c.name).map(str::trim) else {
            continue;
        };
        if !kind.offers(c.name) {
            if given.is_empty() {
                continue;
            }
            let only = if c.name == "table_size" {
                "only five hundred is played five or six at a table"
            } else if c.name == "reckoning" {
                "only progressive auction reckons its rounds gross or net"
            } else if c.name == "pivot_movement" {
                "only pivot bridge has a pivot movement"
            } else if c.name == "lone_hands" {
                "only euchre has lone hands"
            } else if c.name == "three_hand_limit" {
                "only euchre and progressive whist limit the stay at a three-hand foot table"
            } else {
                "only a large euchre has aisles"
            };
            return Err(LawError::new(
                c.name,
                format!("{only}, not {}", kind.name()),
            ));
        }
        let json = if c.values.is_empty() {
            let least = if c.name.starts_with("aisle") { 1 } else { 2 };
            match given.parse::<u32>() {
                Ok(n) if (least..=999).contains(&n) => serde_json::Value::from(n),
                _ => {
                    return Err(LawError::new(
                        c.name,
                        format!(
                            "{}: {given:?} is not a whole number from {least} to 999",
                            c.label
                        ),
                    ));
                }
            }
        } else if !c.values.contains(&given) {
            return Err(LawError::new(
                c.name,
                format!(
                    "{}: {given:?} is not one of the answers offered",
                    c.label.trim_end_matches([':', '?'])
                ),
            ));
        } else if c.name == "at_bell" && given == "by_mode" {
            serde_json::Value::Null
        } else if c.name == "table_size" {
            serde_json::Value::from(given.parse::<u8>().unwrap_or(4))
        } else if c.name == "three_hand_limit" {
            match given.parse::<u32>() {
                Ok(n) => serde_json::Value::from(n),
                Err(_) => serde_json::Value::Null,
            }
        } else {
            given
                .parse::<bool>()
                .map_or_else(|_| serde_json::Value::from(given), serde_json::Value::from)
        };
        let target = if scoring_choice(c.name) {
            value.get_mut("scoring")
        } else {
            Some(&mut value)
        };
        if let Some(serde_json::Value::Object(map)) = target {
            map.insert(c.name.to_owned(), json);
        }
    }
    let settings: Settings =
        serde_json::from_value(value).map_err(|e| LawError::new("settings", e.to_string()))?;
    if settings.sized() && settings.method != Method::WinnersUp {
        return Err(LawError::new(
            "method",
            "with five or six at a table the winners move up a table, as the book says for five hundred (seed 001 L7400–7404)",
        ));
    }
    if settings.sized() && settings.head_winners != HeadWinners::Stay {
        return Err(LawError::new(
            "head_winners",
            "with five or six at a table Table 1's winners keep their seats (seed 001 L7400–7404)",
        ));
    }
    Ok(settings)
}

/// Whether players may come late or leave early: the fixed-partner schedules are set for the
/// evening (`party::progression` refuses comings and goings there).
pub fn open_to_newcomers(settings: &Settings) -> bool {
    !matches!(settings.method, Method::FixedPartners | Method::Pivot)
}
