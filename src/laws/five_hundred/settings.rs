//! A table's settings for five hundred: the schedule, the game, the form, and a setting for each
//! ambiguity of the books, its default the likeliest reading (`docs/laws/five-hundred.md`).

use serde::{Deserialize, Serialize};

use super::bids::Schedule;

/// The table's settings; every ambiguity of the books is one, its default the likeliest reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub schedule: Schedule,
    /// 500, or the games of 1,000 and 1,500 with card points (seed 001 L7349–7366).
    pub game: Game,
    /// Which form is played; `by_count` reads it from the number of players.
    pub form: Form,
    pub revoke: Revoke,
    pub five_hand_partners: FiveHandPartners,
    pub six_hand: SixHand,
    pub four_without_partners: FourWithoutPartners,
    pub card_points_set_back: CardPointsSetBack,
    pub settle: Settle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum Game {
    #[default]
    FiveHundred,
    Thousand,
    FifteenHundred,
}

impl Game {
    pub fn target(self) -> i64 {
        match self {
            Game::FiveHundred => 500,
            Game::Thousand => 1000,
            Game::FifteenHundred => 1500,
        }
    }

    /// Whether the cards taken in count as well (seed 001 L7351–7359).
    pub fn card_points(self) -> bool {
        self != Game::FiveHundred
    }
}

impl TryFrom<u32> for Game {
    type Error = String;
    fn try_from(n: u32) -> Result<Self, String> {
        match n {
            500 => Ok(Game::FiveHundred),
            1000 => Ok(Game::Thousand),
            1500 => Ok(Game::FifteenHundred),
            n => Err(format!("{n} is not 500, 1000 or 1500")),
        }
    }
}

impl From<Game> for u32 {
    fn from(g: Game) -> u32 {
        g.target() as u32
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Two players two-hand, three three-hand, four partners, five the five-hand game with
    /// partners called each deal, six three against three.
    #[default]
    ByCount,
    /// Two, with a dead hand nobody looks at (seed 001 L7329–7347).
    TwoHand,
    ThreeHand,
    /// Four, two against two (seed 001 L7281–7282); or two sides entered as sides.
    Partners,
    /// Four, each for himself, the dealer taking no cards (Law 1 L7436, Law 36 L7644–7647).
    WithoutPartners,
    /// Five, the bidder taking partners for the deal (seed 001 L7283–7295).
    FiveHand,
    /// Six in partnership (seed 001 L7281–7282, L7375–7376).
    SixHand,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Revoke {
    /// Law 31 (seed 001 L7609–7618, and L7272–7279): the hand abandoned; an adversary revoking
    /// scores nothing, the bidder scores his bid, the other adversary his tricks; the bidder
    /// revoking is set back, the adversaries scoring their tricks so far.
    #[default]
    Law31,
    /// The American rule as the 1909 book quotes it (seed 000 L8626–8631): "the side in error
    /// scores nothing" — both adversaries, the hand being abandoned.
    American1909,
    /// Hoffmann's rule (seed 000 L8633–8646): the bidder revoking is set back, the adversaries
    /// scoring their tricks (with those the revoke cost them); an adversary revoking, the hand is
    /// played anew from the revoke, scored as played, and the offender scores nothing and is set
    /// back 100.
    Hoffmann1909,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FiveHandPartners {
    /// The bidder names any one player (seed 001 L7284–7285).
    #[default]
    One,
    /// One partner on six or seven, two on eight, nine or ten (L7286–7287).
    ByBid,
    /// The holder of a card the bidder calls (L7287–7295): one partner, known when it falls.
    CalledCard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SixHand {
    /// Odd seats against even (seed 001 L7375–7376).
    #[default]
    TwoSides,
    /// "three pairs of partners" as L7282 reads (OCR), partners sitting opposite.
    ThreePairs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FourWithoutPartners {
    /// The game is twelve deals; the highest score then wins (Law 36, L7645–7647).
    #[default]
    TwelveDeals,
    /// 500 up (or 500 in the hole) still ends it sooner.
    #[serde(rename = "twelve_deals_or_500")]
    TwelveDealsOr500,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardPointsSetBack {
    /// The bidder's (side's) card points are thrown out when he is set back (L7357–7359).
    #[default]
    Bidder,
    /// Every card point of that deal is thrown out.
    All,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Settle {
    /// Each loser pays the winner a stake for the game.
    #[default]
    Game,
    /// Each player pays every other the difference of their scores.
    Points,
}
