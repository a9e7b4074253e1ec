//! What a sixty-six deal is entered as (auction's contracts too), the settings of each form, and what a sitting comes to.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

/// Seven game points are game (seed 001 L9198, L9213, L9235).
pub const GAME: i64 = 7;
/// The cards and the last trick of the four-hand pack: 120 + 10 (seed 001 L9228–9232).
pub const FOUR_HAND_TOTAL: i64 = 130;
/// The most a two-hand player can count in one deal: 120 in cards, 10 for last, marriages.
pub(super) const MAX_COUNT: i64 = 250;

/// How a two-hand deal ended (seed 001 L9178–9198).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// `player` reached 66 and announced it (or closed and made it, or claimed it rightly).
    Out,
    /// `player` closed, or claimed 66, and failed: the opponent scores.
    Failed,
    /// Nobody announced 66: nothing scored, one point to the winner of the next decided deal.
    Undecided,
}

/// One deal of the two- or three-hand game, as entered.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEntry {
    pub ending: Ending,
    #[serde(default)]
    pub player: Option<i64>,
    /// The opponent's count when `player` reached 66.
    #[serde(default)]
    pub opponent_count: Option<i64>,
    /// Whether the opponent had taken a trick (when 66 was reached; when the failed closer
    /// closed).
    #[serde(default)]
    pub opponent_trick: Option<bool>,
    /// Three-hand: who dealt (and took no cards).
    #[serde(default)]
    pub dealer: Option<i64>,
}

/// One deal of the four-hand game: each side's count.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FourHandEntry {
    pub counts: Vec<i64>,
    /// The side that won the ten of trumps, where it counts a game point.
    #[serde(default)]
    pub ten_of_trumps: Option<i64>,
}

/// Four-hand: a side's count of exactly 100 is "66 or more, but less than 100" for neither rule
/// and "over 100" for neither (rules-1927-b §2.7.3 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exactly100 {
    #[default]
    Two,
    One,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FourHandSettings {
    #[serde(default)]
    pub exactly_100: Exactly100,
    /// "In some localities the ten of trumps counts 1 game point" (seed 001 L9233–9237).
    #[serde(default)]
    pub ten_of_trumps: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoSettings {}

/// Game points won in a deal, to whom, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Award {
    pub side: usize,
    pub points: i64,
    pub label: String,
}

/// One deal played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealOutcome {
    pub awards: Vec<Award>,
    /// What the deal won after the game was out: not scored.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unscored: Vec<Award>,
    /// Game points carried to the next decided deal after this one.
    pub carried: i64,
    pub scores: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

/// A finished game: the winner gains one game from each other side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub value: i64,
    pub amounts: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub deals: Vec<DealOutcome>,
    pub games: Vec<GameResult>,
    pub scores: Vec<i64>,
    pub carried: i64,
    pub open: bool,
    pub net: Vec<i64>,
}

/// Which game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    TwoHand,
    ThreeHand,
    FourHand(FourHandSettings),
    Auction(AuctionSettings),
}

impl Form {
    /// Seven game points, but twenty at auction sixty-six (L9264).
    pub fn game(self) -> i64 {
        match self {
            Form::Auction(_) => AUCTION_GAME,
            _ => GAME,
        }
    }

    pub(super) fn sides(self) -> usize {
        match self {
            Form::ThreeHand => 3,
            _ => 2,
        }
    }
}

pub(super) fn side_index(field: &str, value: Option<i64>, sides: usize) -> Result<usize, LawError> {
    let value = value.ok_or_else(|| LawError::new(field, "needed for this ending"))?;
    usize::try_from(value)
        .ok()
        .filter(|&s| s < sides)
        .ok_or_else(|| LawError::new(field, format!("{value} is not a side 0..{}", sides - 1)))
}

/// Twenty points is game at auction sixty-six (L9264).
pub const AUCTION_GAME: i64 = 20;

/// A contract of auction sixty-six (L9250–9253): to play (66), 90, 100, 120 or every trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Contract {
    #[serde(rename = "66")]
    Play,
    #[serde(rename = "90")]
    Ninety,
    #[serde(rename = "100")]
    Hundred,
    #[serde(rename = "120")]
    HundredTwenty,
    #[serde(rename = "all")]
    AllTricks,
}

/// What a failed bid costs: "loses what should have been made, had bid been successful" (L9264–9266)
/// — said of the bidders, so taken from them; or given to their opponents
/// (rules-1927-b §2.7.4 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Failure {
    #[default]
    Debit,
    CreditOpponents,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionSettings {
    /// A bid of 120 made: the book gives no value (rules-1927-b §2.7.4 AMBIG); 4 or 5.
    #[serde(default = "four")]
    pub bid_120: i64,
    #[serde(default)]
    pub failure: Failure,
}

fn four() -> i64 {
    4
}

impl Default for AuctionSettings {
    fn default() -> Self {
        AuctionSettings {
            bid_120: four(),
            failure: Failure::default(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionEntry {
    pub bidder: i64,
    pub bid: Contract,
    pub made: bool,
    /// Played without a partner: "if he succeeds he wins double. If he loses he loses double"
    /// (L9267–9269).
    #[serde(default)]
    pub lone: bool,
}

/// The value of a contract made (L9258–9264): 1, 2, 4, the setting for 120, 5.
pub fn contract_value(settings: AuctionSettings, bid: Contract) -> i64 {
    match bid {
        Contract::Play => 1,
        Contract::Ninety => 2,
        Contract::Hundred => 4,
        Contract::HundredTwenty => settings.bid_120,
        Contract::AllTricks => 5,
    }
}
