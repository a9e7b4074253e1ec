//! A party as the web app keeps it: the kind of party and its settings, the guests, the tallies
//! entered table by table, and what follows from them (the seating of every round, the
//! standings, the prizes, Foster's sealed set and draw). Pure: the stored rows come in, the
//! `party` module does every rule, and nothing here reads a clock or a database.
//!
//! The party is replayed from its start on every read: the rounds are few (a dozen games at a
//! large euchre, seed 001 L6766–6768) and a replay of a hundred tables takes well under a
//! millisecond, so no derived state is ever stored and nothing can drift from the tallies.

use std::collections::BTreeMap;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::foster::{self, BOOK_BANDS, Band, Equidistant};
use crate::party::Sex;
use crate::party::prizes::{self, Awards, Category, Deciders, Entrant, Kind as PrizeKind};
use crate::party::prizes::{Prize, Scheme, Tables, TieBreak};
use crate::party::progression::{
    self, HeadWinners, LoneHands, Method, Party, PivotMovement, Player, RoundResult, Seating,
    Settings, TableResult,
};
use crate::party::scoring::{AtBell, Mode, TieRule, Totals};

pub mod hands;
pub mod sheets;
#[cfg(test)]
mod tests;

/// The parties the books describe, each with its own defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Progressive Euchre, seed 001 L6368–6524; the 1909 account, seed 000 L2811–2847.
    ProgressiveEuchre,
    /// Rapid Euchre, seed 001 L6525–6535: no lone hands, Table 1's winners go to the foot.
    RapidEuchre,
    /// Large (public) Euchre, seed 001 L6536–6836: no lone hands (rule 6, L6828), a tie is a
    /// half game to all four (rule 5, L6826), ties for prizes by numbered slips (L6782–6788).
    LargeEuchre,
    /// Progressive whist: the books give no rules of its own; "Progressive Play" (seed 001
    /// L6368–6391) is written for any partnership game, so it is played as progressive euchre.
    ProgressiveWhist,
    /// Progressive Auction, seed 001 L2856–2896: four deals a round, each side's gross total.
    ProgressiveAuction,
    /// Progressive Five Hundred, seed 001 L7368–7404: points, the winning partners progress.
    FiveHundred,
    /// Progressive Cinch, seed 001 L10449–10459: the bell at 32, ties cut to progress and score.
    Cinch,
    /// Sixty-three, progressive, seed 001 L10474–10476: "four hands are played at each table, or
    /// individual scores may be counted as in Cinch" — cinch's party with four deals a round
    /// in place of the bell.
    SixtyThree,
    /// Pivot bridge for a large game, seed 001 L2751–2854 and L6447–6459: the pivot movement,
    /// gross points, and Foster's draw-number prizes.
    PivotBridge,
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::ProgressiveEuchre,
        Kind::RapidEuchre,
        Kind::LargeEuchre,
        Kind::ProgressiveWhist,
        Kind::ProgressiveAuction,
        Kind::FiveHundred,
        Kind::Cinch,
        Kind::SixtyThree,
        Kind::PivotBridge,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "progressive-euchre",
            Kind::RapidEuchre => "rapid-euchre",
            Kind::LargeEuchre => "large-euchre",
            Kind::ProgressiveWhist => "progressive-whist",
            Kind::ProgressiveAuction => "progressive-auction",
            Kind::FiveHundred => "five-hundred",
            Kind::Cinch => "cinch",
            Kind::SixtyThree => "sixty-three",
            Kind::PivotBridge => "pivot-bridge",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "Progressive euchre",
            Kind::RapidEuchre => "Rapid euchre",
            Kind::LargeEuchre => "Large public euchre",
            Kind::ProgressiveWhist => "Progressive whist",
            Kind::ProgressiveAuction => "Progressive auction",
            Kind::FiveHundred => "Progressive five hundred",
            Kind::Cinch => "Progressive cinch",
            Kind::SixtyThree => "Progressive sixty-three",
            Kind::PivotBridge => "Pivot bridge (Foster's plan)",
        }
    }

    pub fn sources(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "seed 001 L6368–6524; seed 000 L2811–2847",
            Kind::RapidEuchre => "seed 001 L6525–6535",
            Kind::LargeEuchre => "seed 001 L6536–6836",
            Kind::ProgressiveWhist => {
                "seed 001 L6368–6391 (Progressive Play, any partnership game)"
            }
            Kind::ProgressiveAuction => "seed 001 L2856–2896",
            Kind::FiveHundred => "seed 001 L7368–7404",
            Kind::Cinch => "seed 001 L10449–10459",
            Kind::SixtyThree => "seed 001 L10474–10476 (as Cinch, L10449–10459)",
            Kind::PivotBridge => "seed 001 L2751–2854, L6447–6459",
        }
    }

    pub fn parse(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// The kind's own reading of the options the books leave open.
    pub fn settings(self) -> Settings {
        let mut s = Settings {
            rotate_sit_outs: true,
            ..Settings::default()
        };
        match self {
            Kind::ProgressiveEuchre | Kind::ProgressiveWhist => {}
            Kind::RapidEuchre => {
                s.head_winners = HeadWinners::ToFoot;
                s.lone_hands = LoneHands::None;
            }
            Kind::LargeEuchre => {
                s.lone_hands = LoneHands::None;
                // The book's room: 256 players in four aisles of sixteen tables (L6552–6676).
                s.aisles = Some(4);
                s.aisle_tables = Some(16);
            }
            // "the partners at each table having scored the greatest number of points … progress"
            // and "ties may cut to progress and score" first (L10455–10459).
            Kind::Cinch | Kind::SixtyThree => s.scoring.tie = TieRule::Decider,
            Kind::ProgressiveAuction => s.scoring.mode = Mode::Points,
            Kind::FiveHundred => {
                s.scoring.mode = Mode::Points;
                // "all 'set backs' in the minus column" (L7390–7398).
                s.scoring.set_backs = true;
                // Tally cards "A 1 … A 4", letter the table (L7370–7374); "three-hand, high
                // player progresses" (L7400–7404).
                s.seat_tallies = true;
                s.three_hand_high_only = true;
            }
            Kind::PivotBridge => {
                s.method = Method::Pivot;
                // The book's own pivot: four at a table all afternoon (L2751–2785).
                s.pivot_movement = PivotMovement::Book;
                s.scoring.mode = Mode::Points;
            }
        }
        s
    }

    /// What ends a game at this kind's tables, when the book says more than the bell at Table 1:
    /// said on the round and seating pages.
    pub fn game_ends(self) -> Option<&'static str> {
        match self {
            Kind::Cinch => Some(
                "Each table has a bell: the side first scoring 32 points rings it, and play immediately ceases at all tables; the points up to the last hand scored decide (seed 001 L10451–10455).",
            ),
            Kind::SixtyThree => Some(
                "Four hands are played at each table, then the players progress (seed 001 L10474–10476).",
            ),
            Kind::RapidEuchre => Some(
                "Each table has a bell: the game ends as soon as 5 points are scored at any table (seed 001 L6527–6530).",
            ),
            _ => None,
        }
    }

    /// Whether the kind counts lone hands at all: progressive euchre does (seed 001 L6387);
    /// rapid and large euchre forbid them, and the other games have none.
    pub fn counts_lone_hands(self) -> bool {
        matches!(self, Kind::ProgressiveEuchre)
    }

    fn prize_defaults(self) -> PrizeChoices {
        PrizeChoices {
            scheme: if self == Kind::PivotBridge {
                "foster"
            } else {
                "ranked"
            },
            each: 1,
            by_sex: !matches!(
                self,
                Kind::PivotBridge | Kind::ProgressiveAuction | Kind::FiveHundred
            ),
            lone_hands: self.counts_lone_hands(),
            booby: matches!(
                self,
                Kind::ProgressiveEuchre
                    | Kind::RapidEuchre
                    | Kind::ProgressiveWhist
                    | Kind::Cinch
                    | Kind::SixtyThree
            ),
            ties: if self == Kind::LargeEuchre {
                "lot"
            } else {
                "play_off"
            },
            foster_count: 3,
            aisle_prizes: if self == Kind::LargeEuchre { 1 } else { 0 },
            // "There should be duplicate prizes for every table in the room" (L2781).
            tables: if self == Kind::PivotBridge {
                "per_table"
            } else {
                "whole_room"
            },
            two_prizes: false,
        }
    }

    /// Whether the creation form offers a choice for this kind: only a large euchre is laid out
    /// in aisles, and only progressive auction reckons its rounds gross or net.
    pub fn offers(self, choice: &str) -> bool {
        match choice {
            "aisles" | "aisle_tables" => self == Kind::LargeEuchre,
            "reckoning" => self == Kind::ProgressiveAuction,
            "pivot_movement" => self == Kind::PivotBridge,
            "table_size" => self == Kind::FiveHundred,
            _ => true,
        }
    }
}

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

/// How the prizes are given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "scheme", rename_all = "snake_case", deny_unknown_fields)]
pub enum PrizePlan {
    /// Ranked prizes, in the order given (seed 001 L6380–6389, L6478–6505).
    Ranked {
        prizes: Vec<Prize>,
        ties: TieBreak,
        #[serde(default)]
        two_prizes: bool,
        /// Pivot's prizes table by table (seed 001 L2781–2784), or the whole room's list.
        #[serde(default)]
        tables: Tables,
    },
    /// Foster's draw-number plan (seed 001 L2794–2854).
    Foster {
        count: u64,
        equidistant: Equidistant,
        /// Where each band starts above its lower bound ("the manager may start the numbers at
        /// any point", L2825–2830): 0 for every band prints the book's set. `None` draws them
        /// from the draw seed, as every party made before the form took them did.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offsets: Option<Vec<u32>>,
        /// The bands edited "for games whose totals lie elsewhere"; `None` is the book's seven.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bands: Option<Vec<Band>>,
    },
}

/// The prize form's fields and their defaults for a kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeChoices {
    pub scheme: &'static str,
    /// Prizes for best scores, overall or for each sex.
    pub each: u32,
    /// "an equal number of prizes should be given for gentlemen and ladies" (L6712–6713).
    pub by_sex: bool,
    pub lone_hands: bool,
    pub booby: bool,
    pub ties: &'static str,
    pub foster_count: u64,
    /// A large euchre's prizes at the head of each aisle, for each sex or overall (L6718–6724).
    pub aisle_prizes: u32,
    /// Pivot's ranked prizes: `per_table`, `table_leaders` or `whole_room` (L2781–2784).
    pub tables: &'static str,
    /// "a player may take two prizes": the book gives second prize to the loser of the play-off
    /// for first (L6484–6490), so nobody does unless the event says so.
    pub two_prizes: bool,
}

pub fn prize_defaults(kind: Kind) -> PrizeChoices {
    kind.prize_defaults()
}

/// The most prizes of one sort a form may offer; a mistyped count stays a form error.
pub const MAX_PRIZES: u32 = 100;

fn ordinal(n: u32) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| format!("prize {}", n + 1), |w| (*w).to_owned())
}

/// The prize plan from the form's fields (`prize_scheme`, `prizes_each`, `by_sex`,
/// `lone_hands_prize`, `booby`, `ties`, `two_prizes`, `prize_tables` (pivot bridge only),
/// `foster_count`, `equidistant`, `aisle_prizes`) for a
/// party with the kind's own settings; any missing field takes the kind's default, and a plan
/// that offers no prize is refused.
pub fn prize_plan_from<'a>(
    kind: Kind,
    chosen: impl Fn(&str) -> Option<&'a str>,
) -> Result<PrizePlan, LawError> {
    prize_plan_for(kind, &kind.settings(), chosen)
}

/// The prize plan for a party with these settings: a room laid out in aisles gets each aisle's
/// prizes after the principal prizes (L6718–6724, L6771–6777).
pub fn prize_plan_for<'a>(
    kind: Kind,
    settings: &Settings,
    chosen: impl Fn(&str) -> Option<&'a str>,
) -> Result<PrizePlan, LawError> {
    let d = kind.prize_defaults();
    let flag = |name: &str, default: bool| -> Result<bool, LawError> {
        match chosen(name).map(str::trim) {
            None => Ok(default),
            Some("true" | "on" | "yes") => Ok(true),
            Some("false" | "off" | "no" | "") => Ok(false),
            Some(other) => Err(LawError::new(name, format!("{other:?} is not yes or no"))),
        }
    };
    let count = |name: &str, default: u64| -> Result<u64, LawError> {
        match chosen(name).map(str::trim) {
            None | Some("") => Ok(default),
            Some(s) => match s.parse::<u64>() {
                Ok(n) if n <= u64::from(MAX_PRIZES) => Ok(n),
                Ok(n) => Err(LawError::new(
                    name,
                    format!("{n} is more than {MAX_PRIZES}"),
                )),
                Err(_) if s.starts_with('-') => {
                    Err(LawError::new(name, format!("{s} is negative")))
                }
                Err(_) => Err(LawError::new(name, format!("{s:?} is not a whole number"))),
            },
        }
    };
    let scheme = chosen("prize_scheme").map_or(d.scheme, str::trim);
    match scheme {
        "foster" => {
            let count = count("foster_count", d.foster_count)?;
            if count == 0 {
                return Err(LawError::new("foster_count", "no prizes offered"));
            }
            let equidistant = match chosen("equidistant").map(str::trim) {
                None | Some("lot") => Equidistant::Lot,
                Some("above") => Equidistant::Above,
                Some("below") => Equidistant::Below,
                Some(other) => {
                    return Err(LawError::new(
                        "equidistant",
                        format!("{other:?} is not one of lot, above, below"),
                    ));
                }
            };
            let bands = match chosen("foster_bands").map(str::trim) {
                None | Some("") => None,
                Some(text) => Some(serde_json::from_str::<Vec<Band>>(text).map_err(|e| {
                    LawError::new(
                        "foster_bands",
                        format!(
                            "not a list of bands like [{{\"start\": 1400, \"step\": 4, \"count\": 25}}]: {e}"
                        ),
                    )
                })?),
            };
            let band_count = bands.as_ref().map_or(BOOK_BANDS.len(), Vec::len);
            let offsets = match chosen("foster_offsets").map(str::trim) {
                None | Some("") => Some(vec![0; band_count]),
                Some("drawn") => None,
                Some(text) => Some(
                    text.split(',')
                        .enumerate()
                        .map(|(k, part)| {
                            part.trim().parse::<u32>().map_err(|_| {
                                LawError::new(
                                    "foster_offsets",
                                    format!(
                                        "offsets[{k}]: {:?} is not a whole number",
                                        part.trim()
                                    ),
                                )
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                ),
            };
            // The form comes with the book's seven zeros; with fewer or more bands they still mean
            // every band at its lower bound.
            let offsets = offsets.map(|o| {
                if o.iter().all(|&x| x == 0) {
                    vec![0; band_count]
                } else {
                    o
                }
            });
            // A count of games won (or stars) never comes near the book's 1,400–2,100, so the
            // draw would give every prize by distance from a number nobody could reach.
            if bands.is_none() && matches!(settings.scoring.mode, Mode::Games | Mode::Stars) {
                return Err(LawError::new(
                    "prize_scheme",
                    "Foster's numbers run 1,400–2,100 and a count of games won cannot come near them: count points, or edit the bands to fit the scores",
                ));
            }
            let plan = PrizePlan::Foster {
                count,
                equidistant,
                offsets,
                bands,
            };
            sealed_set_for(&plan, 0)?;
            Ok(plan)
        }
        "ranked" => {
            let each = count("prizes_each", u64::from(d.each))?;
            let by_sex = flag("by_sex", d.by_sex)?;
            let lone = flag("lone_hands_prize", d.lone_hands)?;
            let booby = flag("booby", d.booby)?;
            let ties = match chosen("ties").map_or(d.ties, str::trim) {
                "play_off" => TieBreak::PlayOff,
                "cut" => TieBreak::Cut,
                "lot" => TieBreak::Lot,
                other => {
                    return Err(LawError::new(
                        "ties",
                        format!("{other:?} is not one of play_off, cut, lot"),
                    ));
                }
            };
            let mut prizes = Vec::new();
            let categories: &[(Category, &str)] = if by_sex {
                &[
                    (Category::Ladies, "Ladies' "),
                    (Category::Gentlemen, "Gentlemen's "),
                ]
            } else {
                &[(Category::All, "")]
            };
            for &(category, prefix) in categories {
                for k in 0..each as u32 {
                    let word = ordinal(k);
                    let name = if prefix.is_empty() {
                        let mut c = word.chars();
                        c.next()
                            .map(|f| f.to_uppercase().chain(c).collect())
                            .unwrap_or_default()
                    } else {
                        format!("{prefix}{word}")
                    };
                    prizes.push(Prize {
                        name,
                        category,
                        ..Prize::default()
                    });
                }
            }
            let aisle_each = count("aisle_prizes", u64::from(d.aisle_prizes))?;
            let aisles = match (settings.aisles, settings.aisle_tables) {
                (Some(a), Some(_)) => a,
                (None, Some(_)) => 1,
                _ => 0,
            };
            for aisle in 1..=aisles {
                for &(category, prefix) in categories {
                    for k in 0..aisle_each as u32 {
                        prizes.push(Prize {
                            name: format!("Aisle {aisle}: {prefix}{}", ordinal(k)),
                            kind: PrizeKind::Aisle,
                            category,
                            aisle: Some(aisle),
                            ..Prize::default()
                        });
                    }
                }
            }
            if lone {
                prizes.push(Prize {
                    name: "Most lone hands".to_owned(),
                    kind: PrizeKind::LoneHands,
                    open_to_winners: false,
                    ..Prize::default()
                });
            }
            if booby {
                prizes.push(Prize {
                    name: "Booby".to_owned(),
                    kind: PrizeKind::Booby,
                    ..Prize::default()
                });
            }
            if prizes.is_empty() {
                return Err(LawError::new("prizes_each", "no prizes offered"));
            }
            let two_prizes = flag("two_prizes", d.two_prizes)?;
            let tables = match chosen("prize_tables").map(str::trim) {
                None | Some("") => d.tables,
                Some(t) if kind != Kind::PivotBridge && t != "whole_room" => {
                    return Err(LawError::new(
                        "prize_tables",
                        format!("prizes table by table are pivot's, not {}'s", kind.name()),
                    ));
                }
                Some(t) => t,
            };
            let tables = match tables {
                "whole_room" => Tables::WholeRoom,
                "per_table" => Tables::PerTable,
                "table_leaders" => Tables::TableLeaders,
                other => {
                    return Err(LawError::new(
                        "prize_tables",
                        format!("{other:?} is not one of per_table, table_leaders, whole_room"),
                    ));
                }
            };
            Ok(PrizePlan::Ranked {
                prizes,
                ties,
                two_prizes,
                tables,
            })
        }
        other => Err(LawError::new(
            "prize_scheme",
            format!("{other:?} is not one of ranked, foster"),
        )),
    }
}

/// Foster's sealed set for one party: the book's seven bands, each started at an offset drawn
/// from the party's draw seed ("the manager may start the numbers at any point", L2825–2830), so
/// nobody can work out the envelope from the book.
pub fn sealed_set(draw_seed: u64) -> Vec<u32> {
    // The book's bands with offsets below their steps never fail.
    drawn_offsets_set(&BOOK_BANDS, draw_seed).unwrap_or_default()
}

fn drawn_offsets_set(bands: &[Band], draw_seed: u64) -> Result<Vec<u32>, LawError> {
    let mut rng = ChaCha8Rng::seed_from_u64(draw_seed);
    let offsets: Vec<u32> = bands
        .iter()
        .map(|b| rng.random_range(0..b.step.max(1)))
        .collect();
    foster::numbers(bands, Some(&offsets))
}

/// The sealed set a Foster plan makes: its bands (the book's unless edited) from its offsets, or
/// from offsets drawn with the draw seed when it has none. A fault is refused at the form's
/// field (`foster_offsets`, `foster_bands`) with the law's own path in the message.
pub fn sealed_set_for(plan: &PrizePlan, draw_seed: u64) -> Result<Vec<u32>, LawError> {
    let PrizePlan::Foster { offsets, bands, .. } = plan else {
        return Ok(Vec::new());
    };
    let bands = bands.as_deref().unwrap_or(&BOOK_BANDS);
    let set = match offsets {
        Some(o) => foster::numbers(bands, Some(o)),
        None => drawn_offsets_set(bands, draw_seed),
    };
    set.map_err(|e| {
        let field = if e.field.starts_with("offsets") {
            "foster_offsets"
        } else {
            "foster_bands"
        };
        LawError::new(field, format!("{}: {}", e.field, e.message))
    })
}

/// A guest as stored: his place in the roster, and when he came and went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    pub name: String,
    pub sex: Sex,
    /// The starting position ("1 A"); none for a late guest, or when all are seated by lot.
    pub tally: Option<String>,
    /// The place taken when it is not the guest's own sex's.
    pub place: Option<Sex>,
    /// Came late: seated after this round.
    pub arrives_after: Option<u32>,
    /// Left early: gone after this round; his tally stands.
    pub leaves_after: Option<u32>,
}

/// The party as its tallies make it.
#[derive(Debug, Clone)]
pub struct Evening {
    pub party: Party,
    /// The seating of every round begun, the current one last.
    pub seatings: Vec<Seating>,
    /// Results entered so far for the current round, by table.
    pub entered: BTreeMap<u32, TableResult>,
    /// Whether the opening seating was drawn by lot (from the party's seed).
    pub by_lot: bool,
}

impl Evening {
    /// The round being played.
    pub fn round(&self) -> u32 {
        self.party.seating().round
    }

    /// Whether every table of the current round has its result (never true: a complete round
    /// is played at once and the next begins).
    pub fn waiting_for(&self) -> Vec<u32> {
        self.party
            .seating()
            .tables
            .iter()
            .map(|t| t.table)
            .filter(|t| !self.entered.contains_key(t))
            .collect()
    }
}

/// Replays the party from its roster and every result entered: each round whose tables all
/// have a result is played (with that round's leavers and late guests), and the first that does
/// not is the current round. A refusal names `rounds[r].…` for a stored round the laws refuse.
pub fn replay(
    settings: &Settings,
    guests: &[Guest],
    results: &BTreeMap<u32, BTreeMap<u32, TableResult>>,
    seed: u64,
) -> Result<Evening, LawError> {
    let players: Vec<Player> = guests
        .iter()
        .filter(|g| g.arrives_after.is_none())
        .map(|g| Player {
            name: g.name.clone(),
            sex: g.sex,
            tally: g.tally.clone(),
            place: g.place,
        })
        .collect();
    let by_lot = players.iter().all(|p| p.tally.is_none());
    let mut party = if by_lot {
        let seating = progression::seat_by_lot(settings, &players, seed)?;
        Party::new(*settings, &players, seating)?
    } else {
        Party::from_tallies(*settings, &players)?
    };
    let mut seatings = vec![party.seating().clone()];
    loop {
        let round = party.seating().round;
        let entered = results.get(&round).cloned().unwrap_or_default();
        let complete = party
            .seating()
            .tables
            .iter()
            .all(|t| entered.contains_key(&t.table));
        if !complete {
            return Ok(Evening {
                party,
                seatings,
                entered,
                by_lot,
            });
        }
        let result = RoundResult {
            round,
            tables: entered.into_values().collect(),
            leave: guests
                .iter()
                .filter(|g| g.leaves_after == Some(round))
                .map(|g| g.name.clone())
                .collect(),
            arrive: guests
                .iter()
                .filter(|g| g.arrives_after == Some(round))
                .map(|g| Player {
                    name: g.name.clone(),
                    sex: g.sex,
                    tally: None,
                    place: None,
                })
                .collect(),
        };
        party
            .play(&result)
            .map_err(|e| LawError::new(format!("rounds[{round}].{}", e.field), e.message))?;
        seatings.push(party.seating().clone());
    }
}

/// Checks one table's result for the current round by the party's own rules, before the rest
/// of the room has reported: the round is played on a copy with this result and a plain win at
/// every other table. A refusal names the result's own field (`points`, `winner`, …).
pub fn check_table(evening: &Evening, result: &TableResult) -> Result<(), LawError> {
    let seating = evening.party.seating();
    if !seating.tables.iter().any(|t| t.table == result.table) {
        return Err(LawError::new(
            "table",
            format!("{} is not a table of round {}", result.table, seating.round),
        ));
    }
    let points_mode = evening.party.settings().scoring.mode != Mode::Games
        && evening.party.settings().scoring.mode != Mode::Stars;
    let mut tables = vec![result.clone()];
    for t in seating.tables.iter().filter(|t| t.table != result.table) {
        tables.push(match t.seats.len() {
            4 | 6 if t.seats.len() == 4 || evening.party.settings().sized() => TableResult {
                table: t.table,
                points: points_mode.then(|| vec![1, 0]),
                winner: t.seats.first().cloned(),
                ..TableResult::default()
            },
            n => TableResult {
                table: t.table,
                points: Some((0..n as i64).rev().collect()),
                ..TableResult::default()
            },
        });
    }
    let mut copy = evening.party.clone();
    copy.play(&RoundResult {
        round: seating.round,
        tables,
        ..RoundResult::default()
    })
    .map_err(|e| {
        let field = e
            .field
            .strip_prefix("tables[0].")
            .unwrap_or(&e.field)
            .to_owned();
        LawError::new(field, e.message)
    })
}

/// A line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub rank: u32,
    pub player: String,
    pub sex: Option<Sex>,
    pub games: u32,
    pub halves: u32,
    /// The net: plus less minus.
    pub points: i64,
    /// Five hundred's general score-sheet: points won, and set-backs (seed 001 L7390–7398).
    pub plus: u64,
    pub minus: u64,
    pub lone_hands: u32,
    pub gold: u32,
    pub red: u32,
    pub green: u32,
    /// Games played.
    pub played: u32,
}

/// Everyone with a tally, best first by what the mode counts (competition ranks, 1, 2, 2, 4),
/// then by name.
pub fn standings(party: &Party) -> Vec<Standing> {
    let mode = party.settings().scoring.mode;
    let mut rows: Vec<(Vec<i64>, Standing)> = party
        .tallies()
        .iter()
        .map(|(name, lines)| {
            let t = Totals::of(lines);
            (
                t.key(mode),
                Standing {
                    rank: 0,
                    player: name.clone(),
                    sex: party.sex(name),
                    games: t.games,
                    halves: t.halves,
                    points: t.points,
                    plus: t.plus,
                    minus: t.minus,
                    lone_hands: t.lone_hands,
                    gold: t.gold,
                    red: t.red,
                    green: t.green,
                    played: lines.len() as u32,
                },
            )
        })
        .collect();
    rows.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.player.cmp(&b.1.player)));
    let mut out: Vec<Standing> = Vec::with_capacity(rows.len());
    for (i, (key, mut row)) in rows.iter().cloned().enumerate() {
        row.rank = match i.checked_sub(1).and_then(|j| rows.get(j)) {
            Some((prev, _)) if *prev == key => out.last().map_or(1, |r| r.rank),
            _ => i as u32 + 1,
        };
        out.push(row);
    }
    out
}

/// What a prize list needs beyond the tallies.
#[derive(Debug, Clone, Default)]
pub struct PrizeInputs {
    pub deciders: Deciders,
    /// The lot seed, for ties drawn by lot.
    pub seed: u64,
    /// Foster's plan: the sealed set, the number drawn (none before the draw) and the draw seed.
    pub sealed: Vec<u32>,
    pub drawn: Option<u32>,
    /// The number was drawn by the program from the draw seed (not entered from the room): the
    /// award then replays `laws::foster::award` whole, draw and lots from one generator.
    pub seeded: bool,
    pub draw_seed: u64,
}

/// The entrants: everyone who played a game, with the score the mode ranks.
pub fn entrants(party: &Party) -> Vec<Entrant> {
    let mode = party.settings().scoring.mode;
    party
        .tallies()
        .iter()
        .filter(|(_, lines)| !lines.is_empty())
        .map(|(name, lines)| {
            let t = Totals::of(lines);
            Entrant {
                player: name.clone(),
                sex: party.sex(name),
                score: t.key(mode),
                lone_hands: t.lone_hands,
                // "the aisle in which they are seated when the game ends" (L6831–6833).
                aisle: lines
                    .last()
                    .and_then(|l| party.settings().aisle_of(l.table)),
                table: lines.last().map(|l| l.table),
            }
        })
        .collect()
}

/// The prize list by the party's plan. Under Foster's plan nothing is awarded before the draw
/// (`drawn` none): the caller draws with [`draw`] first.
/// The ranked prizes settled so far, the others marked pending (`prizes::award_so_far`); the
/// Foster plan as [`awards`] gives it.
pub fn awards_so_far(
    party: &Party,
    plan: &PrizePlan,
    inputs: &PrizeInputs,
) -> Result<Awards, LawError> {
    let entrants = entrants(party);
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } if !entrants.is_empty() => prizes::award_so_far(
            &entrants,
            &Scheme {
                prizes: prizes.clone(),
                ties: *ties,
                two_prizes: *two_prizes,
                tables: *tables,
            },
            &inputs.deciders,
            Some(inputs.seed),
        ),
        _ => awards(party, plan, inputs),
    }
}

pub fn awards(party: &Party, plan: &PrizePlan, inputs: &PrizeInputs) -> Result<Awards, LawError> {
    let entrants = entrants(party);
    if entrants.is_empty() {
        return Err(LawError::new("tallies", "nobody has played a game yet"));
    }
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } => prizes::award(
            &entrants,
            &Scheme {
                prizes: prizes.clone(),
                ties: *ties,
                two_prizes: *two_prizes,
                tables: *tables,
            },
            &inputs.deciders,
            Some(inputs.seed),
        ),
        PrizePlan::Foster {
            count, equidistant, ..
        } => {
            let drawn = inputs
                .drawn
                .ok_or_else(|| LawError::new("drawn", "the number has not been drawn"))?;
            prizes::foster_award(
                &entrants,
                *count,
                &inputs.sealed,
                (!inputs.seeded).then_some(drawn),
                *equidistant,
                Some(inputs.draw_seed),
            )
        }
    }
}

/// The tied players whose play-off or cut the ranked list waits for, and which of the two it
/// wants: the prizes are given one more at a time until the list stops, and the group is the
/// players eligible for that prize who share its best (or, for the booby, worst) score. Under
/// pivot's `table_leaders` the tables' own ties come first, then the leaders'.
pub fn tie_to_decide(
    party: &Party,
    plan: &PrizePlan,
    inputs: &PrizeInputs,
) -> Option<(TieBreak, Vec<String>)> {
    let PrizePlan::Ranked {
        prizes,
        ties,
        two_prizes,
        tables,
    } = plan
    else {
        return None;
    };
    let entrants = entrants(party);
    let scheme = Scheme {
        prizes: prizes.clone(),
        ties: *ties,
        two_prizes: *two_prizes,
        tables: *tables,
    };
    if *tables != Tables::TableLeaders {
        return first_tie(
            &entrants,
            &prizes::expand(&entrants, &scheme),
            &scheme,
            inputs,
        )
        .ok()
        .flatten();
    }
    let highest = Scheme {
        prizes: vec![Prize {
            name: "the table's highest".to_owned(),
            ..Prize::default()
        }],
        tables: Tables::PerTable,
        ..scheme.clone()
    };
    let per_table = prizes::expand(&entrants, &highest);
    if let Some(tie) = first_tie(&entrants, &per_table, &scheme, inputs).ok()? {
        return Some(tie);
    }
    let whole = Scheme {
        prizes: per_table,
        tables: Tables::WholeRoom,
        ..scheme.clone()
    };
    let found = prizes::award(&entrants, &whole, &inputs.deciders, Some(inputs.seed)).ok()?;
    let leaders: Vec<Entrant> = found
        .awards
        .iter()
        .filter_map(|a| a.player.as_deref())
        .filter_map(|p| entrants.iter().find(|e| e.player == p))
        .cloned()
        .collect();
    first_tie(&leaders, prizes, &scheme, inputs).ok().flatten()
}

/// The first tie in giving `prizes` in order among `entrants` that waits for a play-off or a
/// cut; an error for any other refusal.
fn first_tie(
    entrants: &[Entrant],
    prizes: &[Prize],
    scheme: &Scheme,
    inputs: &PrizeInputs,
) -> Result<Option<(TieBreak, Vec<String>)>, LawError> {
    let mut won: Vec<String> = Vec::new();
    for (k, prize) in prizes.iter().enumerate() {
        let upto = Scheme {
            prizes: prizes[..=k].to_vec(),
            tables: Tables::WholeRoom,
            ..scheme.clone()
        };
        match prizes::award(entrants, &upto, &inputs.deciders, Some(inputs.seed)) {
            Ok(a) => {
                won = a.awards.iter().filter_map(|a| a.player.clone()).collect();
            }
            Err(e) if e.field.starts_with("playoff.") || e.field.starts_with("cut.") => {
                let key = |x: &Entrant| match prize.kind {
                    PrizeKind::LoneHands => vec![i64::from(x.lone_hands)],
                    _ => x.score.clone(),
                };
                let pool: Vec<&Entrant> = entrants
                    .iter()
                    .filter(|x| match prize.category {
                        Category::All => true,
                        Category::Ladies => x.sex == Some(Sex::Lady),
                        Category::Gentlemen => x.sex == Some(Sex::Gentleman),
                    })
                    .filter(|x| prize.kind != PrizeKind::Aisle || x.aisle == prize.aisle)
                    .filter(|x| prize.table.is_none() || x.table == prize.table)
                    .filter(|x| {
                        scheme.two_prizes || prize.open_to_winners || !won.contains(&x.player)
                    })
                    .collect();
                let best = match prize.kind {
                    PrizeKind::Booby => pool.iter().map(|x| key(x)).min(),
                    _ => pool.iter().map(|x| key(x)).max(),
                };
                let by = prize.ties.unwrap_or(scheme.ties);
                let group = pool
                    .iter()
                    .filter(|x| Some(key(x)) == best)
                    .map(|x| x.player.clone())
                    .collect();
                return Ok(Some((by, group)));
            }
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// The number the draw seed draws from the sealed set, exactly as `laws::foster::award` draws
/// it, for the director who lets the program draw and for the replay check.
pub fn seeded_draw(sealed: &[u32], draw_seed: u64) -> Result<u32, LawError> {
    let probe = [foster::Entry {
        player: "probe".to_owned(),
        score: 0,
    }];
    Ok(foster::award(&probe, 1, sealed, None, Equidistant::Lot, Some(draw_seed))?.drawn)
}

/// Checks a number drawn in the room: it must be in the sealed set.
pub fn check_drawn(sealed: &[u32], drawn: u32) -> Result<(), LawError> {
    if sealed.contains(&drawn) {
        Ok(())
    } else {
        Err(LawError::new(
            "drawn",
            format!("{drawn} is not in the sealed set"),
        ))
    }
}
