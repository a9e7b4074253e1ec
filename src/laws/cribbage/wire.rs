//! The JSON contracts of `hoyle score cribbage`, `cribbage-three-hand` and `cribbage-four-hand`
//! (docs/laws/cribbage*.md): settings, the sides' names and the deals in; every deal played out,
//! every game settled, and the code in force out.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::game::{self, DealOutcome, GameResult, Settings};
use super::{Code, ThreeHandGame, Variant};
use crate::laws::LawError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: S,
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

/// Two-hand: the variant is chosen.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct TwoHandSettings {
    #[serde(default)]
    pub(super) code: Code,
    #[serde(default)]
    pub(super) variant: TwoHandVariant,
}

#[derive(Deserialize, Default, Clone, Copy)]
pub(super) enum TwoHandVariant {
    #[serde(rename = "five_card")]
    Five,
    #[default]
    #[serde(rename = "six_card")]
    Six,
    #[serde(rename = "seven_card")]
    Seven,
}

impl From<TwoHandVariant> for Variant {
    fn from(v: TwoHandVariant) -> Variant {
        match v {
            TwoHandVariant::Five => Variant::FiveCard,
            TwoHandVariant::Six => Variant::SixCard,
            TwoHandVariant::Seven => Variant::SevenCard,
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct ThreeHandSettings {
    #[serde(default)]
    pub(super) code: Code,
    #[serde(default)]
    pub(super) game: ThreeHandGame,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct FourHandSettings {
    #[serde(default)]
    pub(super) code: Code,
}

/// The settings of each cribbage law, made into the rules in force.
pub(super) trait Rules: DeserializeOwned + Default {
    fn settings(&self) -> Result<Settings, LawError>;
}

impl Rules for TwoHandSettings {
    fn settings(&self) -> Result<Settings, LawError> {
        Settings::new(self.code, self.variant.into(), 0)
    }
}

impl Rules for ThreeHandSettings {
    fn settings(&self) -> Result<Settings, LawError> {
        Settings::new(self.code, Variant::ThreeHand, self.game.points())
    }
}

impl Rules for FourHandSettings {
    fn settings(&self) -> Result<Settings, LawError> {
        Settings::new(self.code, Variant::FourHand, 0)
    }
}

#[derive(Serialize)]
struct Output {
    code: Code,
    variant: Variant,
    game: i64,
    /// A loser with fewer points than this is lurched.
    lurch_line: i64,
    deals: Vec<DealOutcome>,
    games: Vec<GameResult>,
    scores: Vec<i64>,
    open: bool,
    net: Vec<i64>,
}

/// The names of the sides: one per side the variant seats, none blank.
pub(super) fn check_sides(field: &str, names: &[String], variant: Variant) -> Result<(), LawError> {
    let sides = variant.sides();
    let whom = if variant == Variant::FourHand {
        "two partnerships"
    } else if sides == 3 {
        "three players"
    } else {
        "two players"
    };
    crate::laws::check_names(field, names, sides..=sides, whom)
}

fn score_json<S: Rules>(input: &str) -> Result<String, LawError> {
    let parsed: Input<S> = crate::laws::parse_json(input)?;
    let settings = parsed.settings.settings()?;
    check_sides("players", &parsed.players, settings.variant)?;
    let sitting = game::play(settings, &parsed.players, &parsed.deals)?;
    let output = Output {
        code: settings.code,
        variant: settings.variant,
        game: settings.game,
        lurch_line: settings.lurch_line(),
        deals: sitting.deals,
        games: sitting.games,
        scores: sitting.scores,
        open: sitting.open,
        net: sitting.net,
    };
    crate::laws::pretty(&output)
}

pub fn score_two_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<TwoHandSettings>(input)
}

pub fn score_three_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<ThreeHandSettings>(input)
}

pub fn score_four_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<FourHandSettings>(input)
}
