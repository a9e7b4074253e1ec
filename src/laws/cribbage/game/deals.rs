//! What a cribbage deal is entered as, the settings read, and what a sitting comes to.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::cribbage::cards::Count;
use crate::laws::cribbage::pegging::Pegging;
use crate::laws::cribbage::{Code, Variant};

/// The rules in force at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub code: Code,
    pub variant: Variant,
    /// Points for game: the game-hole.
    pub game: i64,
}

impl Settings {
    /// The game the books give the variant; three-hand's is chosen (61 or 121). The 1927 book
    /// has no seven-card game and so no lurch line for 181: refused rather than invented.
    pub fn new(code: Code, variant: Variant, three_hand_game: i64) -> Result<Settings, LawError> {
        let game = match variant {
            Variant::FiveCard => 61,
            Variant::SixCard | Variant::FourHand => 121,
            Variant::SevenCard => 181,
            Variant::ThreeHand => three_hand_game,
        };
        if code == Code::Rules1927 && variant == Variant::SevenCard {
            return Err(LawError::new(
                "settings.variant",
                "the 1927 book has no seven-card game (and no lurch line for 181); use code 1909",
            ));
        }
        Ok(Settings {
            code,
            variant,
            game,
        })
    }

    /// The least score that saves a loser from the lurch.
    pub fn lurch_line(&self) -> i64 {
        match self.code {
            // "Less than half": 30 is lurched at 61, 31 is not (30½ is half).
            Code::Hoyle1909 => (self.game + 1) / 2,
            // "Before his opponent gets 31; or … 91": the 1927 line is thirty short of the game.
            Code::Rules1927 => self.game - 30,
        }
    }
}

/// One deal as entered: a flat object whose keys are the deal fields (`table::DEAL`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEntry {
    /// Who dealt; left out, the deal goes in turn (see `play::next_dealer`).
    #[serde(default)]
    pub dealer: Option<i64>,
    #[serde(default)]
    pub total: Option<Vec<i64>>,
    #[serde(default)]
    pub pegging: Option<Vec<i64>>,
    /// Each side's hand count; a side whose cards are given instead may be null (or 0).
    #[serde(default)]
    pub hand: Option<Vec<Option<i64>>>,
    /// Each side's hand cards; a side whose count is given instead is null.
    #[serde(default)]
    pub hand_cards: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub crib: Option<i64>,
    #[serde(default)]
    pub crib_cards: Option<String>,
    #[serde(default)]
    pub starter: Option<String>,
    #[serde(default)]
    pub heels: Option<bool>,
    #[serde(default)]
    pub out_first: Option<i64>,
    /// The cards played in the play, in order, with "go"s (`pegging::tokens`): a string or a
    /// list of single tokens. Pegged by the law; the typed `pegging`, if given, must agree.
    #[serde(default)]
    pub play: Option<serde_json::Value>,
    /// Each side's penalty marked for the other's error in the deal (`played::PENALTIES`).
    #[serde(default)]
    pub penalty: Option<Vec<Option<String>>>,
}

/// What a step of scoring is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum What {
    ThreeForLast,
    HisHeels,
    Pegging,
    Hand,
    Crib,
    /// The deal's points entered as one number.
    Total,
    /// Two points marked for the other's error in dealing.
    Penalty,
}

impl What {
    pub fn label(self) -> &'static str {
        match self {
            What::ThreeForLast => "three for last",
            What::HisHeels => "his heels",
            What::Pegging => "play",
            What::Hand => "hand",
            What::Crib => "crib",
            What::Total => "deal",
            What::Penalty => "penalty",
        }
    }
}

/// Points to one side, in the order they are scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Step {
    pub side: usize,
    pub points: i64,
    #[serde(rename = "for")]
    pub what: What,
}

/// A hand or crib counted from its cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shown {
    pub side: usize,
    #[serde(rename = "of")]
    pub what: What,
    pub cards: String,
    pub count: Count,
}

/// One deal, played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealOutcome {
    pub dealer: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starter: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<Shown>,
    /// The play pegged from its cards, turn by turn, when the deal carries them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<Pegging>,
    pub scored: Vec<Step>,
    /// What was left of the deal when a side reached the game-hole: not scored.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unscored: Vec<Step>,
    /// Each side's score after the deal.
    pub scores: Vec<i64>,
    /// The game this deal ended: an index into the games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

/// A finished game and its settlement in games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub lurched: Vec<bool>,
    /// What the winner gains: one game from each loser, two from each lurched one.
    pub value: i64,
    /// Signed games per side; they sum to zero.
    pub amounts: Vec<i64>,
    /// The first and last deal of the game (indexes into the deals).
    pub deals: [usize; 2],
}

/// Every deal entered, played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub deals: Vec<DealOutcome>,
    pub games: Vec<GameResult>,
    /// The game under way: each side's score.
    pub scores: Vec<i64>,
    /// Deals have been played since the last game ended.
    pub open: bool,
    /// Games won and lost over the sitting, per side; sums to zero.
    pub net: Vec<i64>,
    /// Who deals the next deal in turn when it is entered without its dealer.
    #[serde(skip)]
    pub next_dealer: usize,
}
