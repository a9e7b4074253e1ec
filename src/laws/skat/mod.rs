//! Skat: the book's game and the North-American Skat League's laws (`skat`, with `code`), and
//! American skat (`american-skat`). Every game's value is worked out from what the declarer
//! played; the sitting is kept on paper and balanced at the end, each paying each the difference.
//!
//! Seed 001 L10479–10848 (skat), L10850–10907 (American skat), L10911–11273 (the League's laws
//! VIII–XI); laws extraction rules-1927-c.md §2.1–2.3, rules-1927-b.md §2.12.
//!
//! `values` — the games and their worth; `deal` — one deal read and valued; `ramsch`;
//! `sitting` — the deal going round, the paper score, the balance and the penalty ledger.

pub mod deal;
pub mod ramsch;
pub mod sitting;
pub mod values;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};
use crate::exact::{Hundredths, Q};
use deal::Deal;
use sitting::{Ledger, Rules, Sitting};
use values::{AnnouncedLost, Code};

/// Three play; four or five may sit, the dealer (and at five the player opposite) sitting out
/// and sharing the opponents' fortunes (L10481–10488).
pub const SIDES: Sides = Sides {
    min: 3,
    max: 5,
    players_per_side: 1,
};

const FIRST_DEALER: Setting = Setting {
    name: "first_dealer",
    values: &["null", "0", "1", "2", "3", "4"],
    default: "null",
    about: "who deals first; the deal passes to the left, each dealing once a round (L10518–10521, L10549–10555). By default the last player named deals first, so the first named is the first Vorhand; a deal may name its `dealer` when one dealt out of turn",
};

const ANNOUNCED_LOST: Setting = Setting {
    name: "announced_lost",
    values: &["\"announced\"", "\"reached\""],
    default: "\"announced\"",
    about: "a game lost after an announcement is not described ([AMBIG] rules-1927-c §2.1.4; American [AMBIG] §2.2): charged at least at the level announced, since \"these multipliers add to the value of the game he loses, just as they would add to the value of the game he won\" (L10752–10753); or only at the level the play reached",
};

pub const LAWS: &[Law] = &[
    Law {
        id: "skat",
        name: "Skat: each game's value, the sitting balanced (the book's game or the League's laws)",
        sources: "seed 001 L10479–10848, L10911–11273",
        doc: "docs/laws/skat.md",
        settings: &[
            Setting {
                name: "code",
                values: &["\"book\"", "\"nasl\""],
                default: "\"book\"",
                about: "the game as the book describes it for a sitting at home (L10479–10848), or the North-American Skat League's laws of July 1926 (L10911–11273), which a congress tournament uses",
            },
            FIRST_DEALER,
            ANNOUNCED_LOST,
            Setting {
                name: "two_trickless",
                values: &["50", "30"],
                default: "50",
                about: "the book's ramsch gives 20, and 30 when one player took no trick (Jungfer), but says nothing of two ([AMBIG] rules-1927-b §2.12); the League's 50 (L11078–11080) by default, or the Jungfer's 30. The League's code is always 50",
            },
            Setting {
                name: "penalties",
                values: &["\"at_end\"", "\"apart\""],
                default: "\"at_end\"",
                about: "the League's penalties \"should not have any effect on the score, but should be figured separately at the end of twenty rounds\" (XI.15, L11272–11273; [AMBIG] rules-1927-c §2.3.2): subtracted when the sitting is balanced, or kept as fines apart. The book's code deducts a misdeal from the score at once (L10534–10536)",
            },
            Setting {
                name: "guckser",
                values: &["true", "false"],
                default: "true",
                about: "the League bars \"questions (Frage-Spiele)\" at congresses (VIII.1, L10917) yet values the Guckser or Grand Frage (IX, L11045–11048) ([AMBIG] rules-1927-c §3.1): allowed by default",
            },
        ],
        score: score_skat,
        table: Some(Table {
            sides: SIDES,
            deal: DEAL,
            pad: pad_skat,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "american-skat",
        name: "American skat: the skat always taken, lost games double",
        sources: "seed 001 L10850–10907",
        doc: "docs/laws/american-skat.md",
        settings: &[
            FIRST_DEALER,
            ANNOUNCED_LOST,
            Setting {
                name: "two_trickless",
                values: &["50", "30"],
                default: "50",
                about: "American skat's preliminaries are \"as in the regular game\" (L10860–10861), so a deal nobody bids is the book's ramsch [INFER]; two players without a trick cost the League's 50 or the Jungfer's 30",
            },
        ],
        score: score_american,
        table: Some(Table {
            sides: SIDES,
            deal: AMERICAN_DEAL,
            pad: pad_american,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];

const TRUMPS: &[(&str, &str)] = &[
    ("clubs", "♣ clubs"),
    ("spades", "♠ spades"),
    ("hearts", "♥ hearts"),
    ("diamonds", "♦ diamonds"),
];

macro_rules! deal_fields {
    ($name:ident, $games:expr) => {
        pub const $name: &[Field] = &[
            Field {
                name: "game",
                label: "Game",
                kind: FieldKind::Choice { choices: $games },
                per_side: false,
                optional: false,
                help: "the game the declarer played, or ramsch when nobody bid",
            },
            Field {
                name: "declarer",
                label: "Declarer",
                kind: FieldKind::Side,
                per_side: false,
                optional: true,
                help: "who played alone (not at ramsch)",
            },
            Field {
                name: "trump",
                label: "Trump",
                kind: FieldKind::Choice { choices: TRUMPS },
                per_side: false,
                optional: true,
                help: "in a suit game; none in a grand or a nullo",
            },
            Field {
                name: "matadores",
                label: "Matadores",
                kind: FieldKind::Number { min: 1, max: 11 },
                per_side: false,
                optional: true,
                help: "how many, counting the skat's cards for the declarer",
            },
            Field {
                name: "matadores_are",
                label: "With or without",
                kind: FieldKind::Choice {
                    choices: &[("with", "with"), ("without", "without")],
                },
                per_side: false,
                optional: true,
                help: "with the jack of clubs, or without",
            },
            Field {
                name: "card_points",
                label: "Declarer's card points",
                kind: FieldKind::Number { min: 0, max: 120 },
                per_side: false,
                optional: true,
                help: "with the skat's; 61 wins, 91 is Schneider",
            },
            Field {
                name: "tricks",
                label: "Declarer's tricks",
                kind: FieldKind::Choice {
                    choices: &[("some", "some"), ("none", "none"), ("all", "every trick")],
                },
                per_side: false,
                optional: true,
                help: "every trick is Schwarz",
            },
            Field {
                name: "announced",
                label: "Announced",
                kind: FieldKind::Choice {
                    choices: &[("schneider", "Schneider"), ("schwarz", "Schwarz")],
                },
                per_side: false,
                optional: true,
                help: "only before play, and never in a game that used the skat",
            },
            Field {
                name: "bid",
                label: "Bid",
                kind: FieldKind::Number { min: 1, max: 1008 },
                per_side: false,
                optional: true,
                help: "the bid the declarer won with; a game worth less is lost",
            },
            Field {
                name: "won",
                label: "Nullo won",
                kind: FieldKind::Flag,
                per_side: false,
                optional: true,
                help: "a nullo is won by taking no trick",
            },
            Field {
                name: "abandoned",
                label: "Hand abandoned",
                kind: FieldKind::Flag,
                per_side: false,
                optional: true,
                help: "the declarer gave up before the second trick",
            },
            Field {
                name: "error",
                label: "Error",
                kind: FieldKind::Choice { choices: ERRORS },
                per_side: false,
                optional: true,
                help: "an error that ends the game: whoever made it loses",
            },
            Field {
                name: "error_by",
                label: "Error made by",
                kind: FieldKind::Side,
                per_side: false,
                optional: true,
                help: "the player in error",
            },
            Field {
                name: "played_on",
                label: "Played on after the error",
                kind: FieldKind::Flag,
                per_side: false,
                optional: true,
                help: "played out to raise the value; the card points are then the play's",
            },
            Field {
                name: "ramsch_points",
                label: "Card points at ramsch",
                kind: FieldKind::Number { min: 0, max: 120 },
                per_side: true,
                optional: true,
                help: "each player's, the skat to the taker of the last trick",
            },
            Field {
                name: "last_trick",
                label: "Last trick taken by",
                kind: FieldKind::Side,
                per_side: false,
                optional: true,
                help: "at ramsch",
            },
            Field {
                name: "trickless",
                label: "Took no trick",
                kind: FieldKind::Flag,
                per_side: true,
                optional: true,
                help: "at ramsch",
            },
            Field {
                name: "dealer",
                label: "Dealer",
                kind: FieldKind::Side,
                per_side: false,
                optional: true,
                help: "only when someone dealt out of turn",
            },
            Field {
                name: "penalties",
                label: "Penalty points",
                kind: FieldKind::Number { min: 0, max: 1000 },
                per_side: true,
                optional: true,
                help: "a misdeal 10, a skat card found in a hand 25",
            },
        ];
    };
}

const ERRORS: &[(&str, &str)] = &[
    ("revoke", "revoke"),
    ("out_of_turn", "led or played out of turn"),
    ("too_few_cards", "too few cards"),
    ("examined_tricks", "examined the tricks"),
    ("looked_at_skat", "looked at the skat"),
    ("wrong_discard", "laid away more or less than two"),
    ("conceded", "an opponent laid down his cards"),
];

deal_fields!(
    DEAL,
    &[
        ("tournee", "Tournee"),
        ("passt_mir_nicht", "Passt-mir-nicht Tournee"),
        ("grand_tournee", "Grand Tournee"),
        ("solo", "Solo"),
        ("guckser", "Guckser (Grand Frage)"),
        ("grand_solo", "Grand Solo"),
        ("grand_ouvert", "Grand Ouvert"),
        ("null", "Nullo"),
        ("null_ouvert", "Null Ouvert"),
        ("gucki_null", "Gucki Nullo"),
        ("gucki_null_ouvert", "Gucki Null Ouvert"),
        ("ramsch", "Ramsch"),
        ("passed", "All passed, no game"),
    ]
);

deal_fields!(
    AMERICAN_DEAL,
    &[
        ("suit", "A suit"),
        ("grand", "Grand"),
        ("null", "Nullo"),
        ("null_ouvert", "Null Ouvert"),
        ("ramsch", "Ramsch"),
        ("passed", "All passed, no game"),
    ]
);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub code: Code,
    #[serde(default)]
    pub first_dealer: Option<usize>,
    #[serde(default)]
    pub announced_lost: AnnouncedLost,
    #[serde(default = "fifty")]
    pub two_trickless: i64,
    #[serde(default)]
    pub penalties: Ledger,
    #[serde(default = "yes")]
    pub guckser: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AmericanSettings {
    #[serde(default)]
    pub first_dealer: Option<usize>,
    #[serde(default)]
    pub announced_lost: AnnouncedLost,
    #[serde(default = "fifty")]
    pub two_trickless: i64,
}

fn fifty() -> i64 {
    50
}
fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::Book,
            first_dealer: None,
            announced_lost: AnnouncedLost::Announced,
            two_trickless: 50,
            penalties: Ledger::AtEnd,
            guckser: true,
        }
    }
}

impl Default for AmericanSettings {
    fn default() -> Self {
        AmericanSettings {
            first_dealer: None,
            announced_lost: AnnouncedLost::Announced,
            two_trickless: 50,
        }
    }
}

fn check_two(two: i64) -> Result<i64, LawError> {
    match two {
        30 | 50 => Ok(two),
        _ => Err(LawError::new(
            "settings.two_trickless",
            format!("{two} is not 50 or 30"),
        )),
    }
}

impl Settings {
    pub fn rules(&self) -> Result<Rules, LawError> {
        Ok(Rules {
            code: self.code,
            first_dealer: self.first_dealer,
            two_trickless: check_two(self.two_trickless)?,
            announced_lost: self.announced_lost,
            ledger: self.penalties,
            guckser: self.guckser,
        })
    }
}

impl AmericanSettings {
    pub fn rules(&self) -> Result<Rules, LawError> {
        Ok(Rules {
            code: Code::American,
            first_dealer: self.first_dealer,
            two_trickless: check_two(self.two_trickless)?,
            announced_lost: self.announced_lost,
            ledger: Ledger::AtEnd,
            guckser: true,
        })
    }
}

/// The `hoyle score skat` input.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: Option<S>,
    players: Vec<String>,
    deals: Vec<Deal>,
    /// What a point is played for ("1/4", the League's "one-quarter", VIII.2 L10919; "0.05").
    #[serde(default)]
    stake: Option<String>,
}

/// The sitting, and what each player's balance comes to at the stake.
#[derive(Debug, Clone, Serialize)]
struct Output {
    #[serde(flatten)]
    sitting: Sitting,
    #[serde(skip_serializing_if = "Option::is_none")]
    money: Option<Vec<Hundredths>>,
}

/// A stake per point, exactly: a whole number, a fraction `a/b` or a decimal.
pub fn parse_stake(text: &str) -> Result<Q, LawError> {
    let bad = || {
        LawError::new(
            "stake",
            format!("{text:?} is not a stake such as 1, 1/4 or 0.25"),
        )
    };
    let whole = |t: &str| t.trim().parse::<i64>().map_err(|_| bad());
    let q = if let Some((a, b)) = text.split_once('/') {
        let b = whole(b)?;
        if b <= 0 {
            return Err(bad());
        }
        Q::new(whole(a)?, b)
    } else if let Some((a, b)) = text.trim().split_once('.') {
        if b.is_empty() || b.len() > 6 || !b.bytes().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let scale = 10i64.pow(u32::try_from(b.len()).map_err(|_| bad())?);
        let a = if a.is_empty() { 0 } else { whole(a)? };
        Q::from_integer(a) + Q::new(whole(b)?, scale)
    } else {
        Q::from_integer(whole(text)?)
    };
    if q < Q::from_integer(0) {
        return Err(bad());
    }
    Ok(q)
}

fn output(sitting: Sitting, stake: Option<&str>) -> Result<String, LawError> {
    let money = match stake {
        None => None,
        Some(text) => {
            let q = parse_stake(text)?;
            Some(
                sitting
                    .balance
                    .iter()
                    .map(|b| Hundredths::of(q * Q::from_integer(*b)))
                    .collect(),
            )
        }
    };
    super::pretty(&Output { sitting, money })
}

/// Scores a sitting from the players' names and the deals.
pub fn sitting(rules: &Rules, players: &[String], deals: &[Deal]) -> Result<Sitting, LawError> {
    super::check_names("players", players, 3..=5, "three, four or five players")?;
    sitting::run(rules, players.len(), deals)
}

fn score_skat(input: &str) -> Result<String, LawError> {
    let input: Input<Settings> = super::parse_json(input)?;
    let rules = input.settings.unwrap_or_default().rules()?;
    output(
        sitting(&rules, &input.players, &input.deals)?,
        input.stake.as_deref(),
    )
}

fn score_american(input: &str) -> Result<String, LawError> {
    let input: Input<AmericanSettings> = super::parse_json(input)?;
    let rules = input.settings.unwrap_or_default().rules()?;
    output(
        sitting(&rules, &input.players, &input.deals)?,
        input.stake.as_deref(),
    )
}

fn pad_skat(input: &PadInput) -> Result<Pad, LawError> {
    let settings: Settings = input.settings()?;
    pad(input, &settings.rules()?)
}

fn pad_american(input: &PadInput) -> Result<Pad, LawError> {
    let settings: AmericanSettings = input.settings()?;
    pad(input, &settings.rules()?)
}

/// The paper score as the book keeps it (L10824–10827): only the declarer's score moves, each
/// deal's value written to him (or to ramsch's loser), penalties beside them; the sitting is
/// balanced after the last deal so far, each paying each the difference (L10828–10848).
fn pad(input: &PadInput, rules: &Rules) -> Result<Pad, LawError> {
    let deals: Vec<Deal> = input.deals()?;
    let s = sitting(rules, &input.sides, &deals)?;
    let n = input.sides.len();
    let mut pad = Pad::new(input.sides.clone());
    pad.notes.push(match rules.code {
        Code::Book => "The book's game: each player's running score; at the end each pays each the difference.".to_owned(),
        Code::Nasl => "The North-American Skat League's laws (1926); penalties are kept apart and figured at the end.".to_owned(),
        Code::American => "American skat: the skat always taken; a game lost counts double.".to_owned(),
    });
    for (i, d) in s.deals.iter().enumerate() {
        let mut below = vec![Vec::new(); n];
        for (p, items) in below.iter_mut().enumerate() {
            if d.points[p] != 0 {
                items.push(Item::new(
                    d.points[p],
                    format!("{} → {}", d.label, d.score[p]),
                ));
            }
            if d.penalties[p] != 0 {
                items.push(Item::new(-d.penalties[p], "penalty, kept apart"));
            }
        }
        let note = format!("{} deals: {}", input.sides[d.dealer], d.label);
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note,
        });
    }
    if !s.deals.is_empty() {
        let winner = (0..n).max_by_key(|&p| (s.balance[p], std::cmp::Reverse(p)));
        pad.settle(Settlement {
            winner,
            value: s.balance.iter().filter(|b| **b > 0).sum(),
            amounts: s.balance.clone(),
            label: "the sitting balanced: each pays each the difference".to_owned(),
            lurch: false,
            final_points: s.scores.clone(),
        });
    }
    Ok(pad)
}
