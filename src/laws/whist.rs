//! The whist family kept as rubber whist is kept at a table: short whist by the English club laws
//! (1884) and the Revised Code (1900), long whist (the ten-point game), seven-point whist, the
//! American laws of 1893 as the 1927 book prints them, and Clay's scoring for dummy whist.
//!
//! Sources: Dick's Hand-book of Whist, 1884 (seed 002) L73–280, L596–606, L673–750,
//! L2924–2975; Hoyle's Games Modernized, 1909 (seed 000) L5272–5959; Rules of Card Games, c. 1927
//! (seed 001) L3465–3500, L3545–3547, L3790–3798, L4383–4440.

pub mod clay;
pub mod engine;
pub mod entry;
pub mod norwegian;
pub mod table;
pub mod wire;

#[cfg(test)]
mod tests;

use serde::Deserialize;

use self::engine::{
    Abandoned, BothRevoke, BothTwoTricks, Code, GameValue, Honours, Revoke, TakeShort,
    UnequalRevokes,
};
use self::entry::{
    ABANDONED_FIELD, ADD3_FIELD, CALLED_FIELD, DEDUCT3_FIELD, HONOURS_FIELD, TAKE3_FIELD,
    TRICKS_FIELD, TWO_TRICKS_FIELD, VOID_FIELD,
};
use crate::laws::LawError;
use crate::laws::pad::{Field, Sides, from_value};
use crate::laws::registry::{Law, Setting, Table};

/// The codes of rubber whist this family knows (Clay's dummy is apart: see [`clay`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    Short1884,
    Short1900,
    Long,
    SevenPoint,
    American1893,
}

const TAKE3_SHORT_1884: Setting = Setting {
    name: "take3_short",
    values: &["\"all_they_have\"", "\"refused\""],
    default: "\"all_they_have\"",
    about: "three tricks taken from a side that won fewer: the text is silent (seed 002 L680–682, note L696); the claimants take all it has, or must choose another penalty",
};

const ABANDONED_HAND: Setting = Setting {
    name: "abandoned_hand",
    values: &["\"tricks_as_entered\"", "\"penalty_only\""],
    default: "\"tricks_as_entered\"",
    about: "hands thrown down with a revoke established: what the hand itself scores is not stated (seed 002 L597–604; seed 000 L5668–5676); the agreed tricks and honours, or the penalty alone",
};

const SHORT_1884_SETTINGS: &[Setting] = &[TAKE3_SHORT_1884, ABANDONED_HAND];

const SHORT_1900_SETTINGS: &[Setting] = &[
    Setting {
        name: "take3_short",
        values: &["\"refused\"", "\"all_they_have\""],
        default: "\"refused\"",
        about: "three tricks taken from a side that won fewer: the text is silent (seed 000 L5748–5756); the claimants must choose another penalty, or take all it has",
    },
    Setting {
        name: "unequal_revokes",
        values: &["\"surplus_penalised\"", "\"all_cancel\""],
        default: "\"surplus_penalised\"",
        about: "both sides revoke, one more often: \"the revokes cancel each other\" (Law 85, seed 000 L5832); one for one with the surplus penalised, or all of them",
    },
    ABANDONED_HAND,
];

const LONG_SETTINGS: &[Setting] = &[
    Setting {
        name: "rubber",
        values: &["\"none\"", "\"best_of_three\""],
        default: "\"none\"",
        about: "long whist has no game values or rubber in the text (seed 002 L194–201 list them as short whist's differences): each game counts one, or rubbers of three with Laws 9–10's two rubber points",
    },
    TAKE3_SHORT_1884,
    ABANDONED_HAND,
];

const AMERICAN_1893_SETTINGS: &[Setting] = &[
    Setting {
        name: "target",
        values: &["7", "5", "10"],
        default: "7",
        about: "points in a game: seven (law 1, seed 001 L3545–3547); dummy whist players may make it 5 or 10 (L4414–4415)",
    },
    Setting {
        name: "conceded_point",
        values: &["false", "true"],
        default: "false",
        about: "dummy whist: one player takes Dummy all the time and \"concedes a point to his adversaries\" (seed 001 L4399–4400); read as the second side beginning every game at one",
    },
    Setting {
        name: "both_revoke",
        values: &["\"each_way\"", "\"cancel\""],
        default: "\"each_way\"",
        about: "both sides revoking, \"neither can win the game in that hand\", and the text is silent on the transfers: two tricks for each revoke each way, or the revokes cancel one for one with only the surplus transferred (seed 001 L3790–3794; rules-1927-a §2.8 [INFER])",
    },
];

impl Variant {
    pub fn fields(self) -> &'static [Field] {
        match self {
            Variant::Short1884 | Variant::Short1900 => SHORT_DEAL,
            Variant::Long => LONG_DEAL,
            Variant::SevenPoint => SEVEN_POINT_DEAL,
            Variant::American1893 => AMERICAN_1893_DEAL,
        }
    }

    pub fn settings(self) -> &'static [Setting] {
        match self {
            Variant::Short1884 | Variant::SevenPoint => SHORT_1884_SETTINGS,
            Variant::Short1900 => SHORT_1900_SETTINGS,
            Variant::Long => LONG_SETTINGS,
            Variant::American1893 => AMERICAN_1893_SETTINGS,
        }
    }

    /// The code in force under these settings (absent settings are the defaults).
    pub fn code(self, settings: &serde_json::Value) -> Result<Code, LawError> {
        let s: Settings = read_settings(self.settings(), settings)?;
        let claimants = |both| Revoke::Claimants {
            take_short: s.take3_short.unwrap_or(match self {
                Variant::Short1900 => TakeShort::Refused,
                _ => TakeShort::AllTheyHave,
            }),
            both,
        };
        let abandoned = s.abandoned_hand.unwrap_or_default();
        Ok(match self {
            Variant::Short1884 | Variant::Short1900 => Code {
                target: 5,
                honours: Honours::Scored {
                    barred_at: 4,
                    called_at: None,
                },
                revoke: claimants(if self == Variant::Short1900 {
                    BothRevoke::Cancel(s.unequal_revokes.unwrap_or_default())
                } else {
                    BothRevoke::EachPunished
                }),
                value: GameValue::Graded,
                rubber: true,
                abandoned,
                conceded: 0,
            },
            Variant::Long => Code {
                target: 10,
                honours: Honours::Scored {
                    barred_at: 9,
                    called_at: Some(8),
                },
                revoke: claimants(BothRevoke::EachPunished),
                value: GameValue::One,
                rubber: s.rubber == Some(LongRubber::BestOfThree),
                abandoned,
                conceded: 0,
            },
            Variant::SevenPoint => Code {
                target: 7,
                honours: Honours::NotScored,
                revoke: claimants(BothRevoke::EachPunished),
                value: GameValue::One,
                rubber: false,
                abandoned,
                conceded: 0,
            },
            Variant::American1893 => Code {
                target: s.target.unwrap_or(7),
                honours: Honours::NotScored,
                revoke: Revoke::TwoTricks(s.both_revoke.unwrap_or_default()),
                value: GameValue::TargetLessLosers,
                rubber: false,
                abandoned: Abandoned::TricksAsEntered,
                conceded: i64::from(s.conceded_point.unwrap_or(false)),
            },
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum LongRubber {
    None,
    BestOfThree,
}

/// Every setting any whist law takes; [`read_settings`] refuses those the law does not.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Settings {
    take3_short: Option<TakeShort>,
    abandoned_hand: Option<Abandoned>,
    unequal_revokes: Option<UnequalRevokes>,
    rubber: Option<LongRubber>,
    target: Option<i64>,
    conceded_point: Option<bool>,
    both_revoke: Option<BothTwoTricks>,
}

/// Reads the settings object, refusing a setting the law does not name or a value it does not
/// list, by the setting's path.
fn read_settings<T: serde::de::DeserializeOwned + Default>(
    known: &[Setting],
    value: &serde_json::Value,
) -> Result<T, LawError> {
    let object = match value {
        serde_json::Value::Null => return Ok(T::default()),
        serde_json::Value::Object(object) => object,
        _ => return Err(LawError::new("settings", "an object of settings")),
    };
    for (key, v) in object {
        let Some(setting) = known.iter().find(|s| s.name == key) else {
            let names: Vec<&str> = known.iter().map(|s| s.name).collect();
            return Err(LawError::new(
                format!("settings.{key}"),
                format!(
                    "not a setting of this law; its settings are {}",
                    names.join(", ")
                ),
            ));
        };
        let text = v.to_string();
        if !setting.values.contains(&text.as_str()) {
            return Err(LawError::new(
                format!("settings.{key}"),
                format!("{text} is not one of {}", setting.values.join(", ")),
            ));
        }
    }
    from_value("settings", value)
}

const SHORT_DEAL: &[Field] = &[
    TRICKS_FIELD,
    HONOURS_FIELD,
    TAKE3_FIELD,
    DEDUCT3_FIELD,
    ADD3_FIELD,
    ABANDONED_FIELD,
    VOID_FIELD,
];

const LONG_DEAL: &[Field] = &[
    Field {
        optional: true,
        help: "tricks each side won, as played (before any revoke penalty); together 13; none when honours were called",
        ..TRICKS_FIELD
    },
    HONOURS_FIELD,
    CALLED_FIELD,
    TAKE3_FIELD,
    DEDUCT3_FIELD,
    ADD3_FIELD,
    ABANDONED_FIELD,
    VOID_FIELD,
];

const SEVEN_POINT_DEAL: &[Field] = &[
    TRICKS_FIELD,
    TAKE3_FIELD,
    DEDUCT3_FIELD,
    ADD3_FIELD,
    ABANDONED_FIELD,
    VOID_FIELD,
];

const AMERICAN_1893_DEAL: &[Field] = &[TRICKS_FIELD, TWO_TRICKS_FIELD, VOID_FIELD];

pub const LAWS: &[Law] = &[
    Law {
        id: "whist-short",
        name: "Short whist by the English club laws: five-point games, rubbers of three",
        sources: "seed 002 L191–280, L596–606, L673–750",
        doc: "docs/laws/whist-short.md",
        settings: SHORT_1884_SETTINGS,
        score: wire::score_short_1884,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: SHORT_DEAL,
            pad: table::short_1884_pad,
            correctable: table::short_1884_correctable,
            claims_closed: Some(table::short_1884_claims_closed),
        }),
    },
    Law {
        id: "whist-short-1900",
        name: "Short whist by the Revised Code of 1900",
        sources: "seed 000 L5272–5893, L18190",
        doc: "docs/laws/whist-short-1900.md",
        settings: SHORT_1900_SETTINGS,
        score: wire::score_short_1900,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: SHORT_DEAL,
            pad: table::short_1900_pad,
            correctable: table::short_1900_correctable,
            claims_closed: Some(table::short_1900_claims_closed),
        }),
    },
    Law {
        id: "whist-long",
        name: "Long whist: ten-point games, honours called at eight, not scored at nine",
        sources: "seed 002 L73–175, L194–201",
        doc: "docs/laws/whist-long.md",
        settings: LONG_SETTINGS,
        score: wire::score_long,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: LONG_DEAL,
            pad: table::long_pad,
            correctable: table::long_correctable,
            claims_closed: Some(table::long_claims_closed),
        }),
    },
    Law {
        id: "whist-american",
        name: "Seven-point whist: seven points up without honours",
        sources: "seed 002 L187–189",
        doc: "docs/laws/whist-american.md",
        settings: SHORT_1884_SETTINGS,
        score: wire::score_seven_point,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: SEVEN_POINT_DEAL,
            pad: table::seven_point_pad,
            correctable: table::seven_point_correctable,
            claims_closed: Some(table::seven_point_claims_closed),
        }),
    },
    Law {
        id: "whist-1927",
        name: "Whist by the American laws of 1893: seven points, the game worth seven less the losers' score",
        sources: "seed 001 L3465–3486, L3545–3547, L3790–3798, L4383–4440",
        doc: "docs/laws/whist-1927.md",
        settings: AMERICAN_1893_SETTINGS,
        score: wire::score_american_1893,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: AMERICAN_1893_DEAL,
            pad: table::american_1893_pad,
            correctable: table::american_1893_correctable,
            claims_closed: Some(table::american_1893_claims_closed),
        }),
    },
    clay::LAW,
    norwegian::LAW,
];
