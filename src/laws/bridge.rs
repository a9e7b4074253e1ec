//! Bridge and the auction family: the 1904 club code of bridge, the 1908 Portland & Bath
//! auction code, the 1926 auction count, early contract, and the three- and four-hand games
//! of 1926–27 (Stop-Gap, Dummy Up, Widow Auction), and auction for two players.
//!
//! The four-hand codes share one rubber ([`rubber`]): trick points below the line toward a
//! game of 30, everything else above, two games win the rubber, the rubber is worth the
//! difference of the totals. Each code is a set of values and its special rules
//! ([`count`]). The three- and four-hand games score every deal as a game in itself ([`lump`]).
//! Vint ([`vint`], seed 001 L12669–12836), bridge's Russian ancestor, is here for the same line
//! and rubber, its trick valued by the bid and its partners changed each rubber.
//!
//! Sources: *Hoyle's Games Modernized*, 1909 (seed 000) bridge L7250–8075, auction
//! L8151–8453, fn 64 (L18201); *Rules of Card Games*, c. 1927 (seed 001) auction L816–1172 and
//! L1860–2316, contract L2465–2506, Stop-Gap L2510–2555, Dummy Up L2556–2609, Widow Auction
//! L2611–2646, Mayonnaise and Goulash L2648–2674, the two-player forms L2676–2738 (Blind, Draw
//! and Two Hand or Chinese Auction, on the 1926 count and rubber).

pub mod count;
pub mod hand;
mod listing;
pub mod lump;
pub mod rubber;
pub mod table;
pub mod vint;
pub mod wire;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use listing::LAWS;

/// The code a four-hand rubber is scored by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    Bridge1904,
    Auction1908,
    Auction1926,
    Contract1927,
}

/// "The process of re-doubling may be continued until the limit of 100 points is reached"
/// (1904 Law 58, L7773): what the limit is a limit on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DoubleLimit {
    /// No double may take a trick past 100.
    #[default]
    NoFurtherDouble,
    /// Any number of doubles; a trick counts 100 at most.
    Capped,
    /// Doubling goes on while a trick is under 100; the last double may pass it.
    LastMayPass,
}

/// Both partners void of trumps: the law speaks of "a player" (Law 8, L7482–7489).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DoubleChicane {
    /// Chicane for each void player: twice as much for both.
    #[default]
    EachPlayer,
    /// One chicane for the side, however many are void.
    Once,
}

/// "The value of three tricks" in the 1904 revoke penalty (Law 90, L7948–8034).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RevokeValue {
    /// As doubled in that hand: doubling changes "the value of each trick" (Law 53, L7749).
    #[default]
    AsDoubled,
    Undoubled,
}

/// 1908 Law 90: tricks taken for a revoke "shall not entitle him to score any bonus".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyTrickBonus {
    /// No doubled-contract bonus at all once penalty tricks are taken.
    #[default]
    None,
    /// The bonus the tricks won in play earn.
    TricksInPlay,
}

/// 1908: a declarer of seven who takes twelve tricks; the code does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FailedSlam {
    /// Read literally, Law 9 still gives him the little slam.
    #[default]
    Counts,
    Void,
}

/// Law 124 (seed 001 L2304–2306): "If the side in error has not tricks enough to pay the
/// penalty, the other side shall score for a grand slam"; the description says "scores seven by
/// cards, and 100 for a grand slam" (L1103–1104).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShortOfTricks {
    /// The other side is credited with all thirteen tricks and scores them as made, with the
    /// grand slam (rules-1927-a §2.1 [INFER]).
    #[default]
    AllTricks,
    /// The tricks stand as played; the other side scores 100 for a grand slam in place of the
    /// penalty it could not be paid.
    GrandSlamOnly,
}

/// Early contract's undertricks: the schedule (L2490–2492) against its own example (L2493).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UndertrickScale {
    /// 50 for the first, 100 for the second, 200 for the third and each further (down three
    /// = 350).
    #[default]
    Doubling,
    /// 50 more for each further trick (50, 100, 150: down three = 300, as the example says).
    Rising,
}

/// Early contract: whether a slam bid and made (250, 500) replaces the slam bonus (50, 100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BidSlam {
    #[default]
    Replaces,
    Adds,
}

/// Early contract redoubled: the text gives the normal and the doubled value only
/// (L2472–2474, L2490–2492).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Redoubled {
    /// Four times, as at auction (rules-1927-a §2.2 [INFER]).
    #[default]
    Quadruple,
    /// A redouble counts as a double: the text names no other value.
    AsDoubled,
}

/// Early contract's honours: "no score for honors less than four in one hand" (L2481), and no
/// values given for four or five.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ContractHonours {
    /// Auction's values (four in one hand 80, with the fifth 90, five 100, four aces 100)
    /// (rules-1927-a §2.2 [INFER]).
    #[default]
    Auction,
    /// A flat 100 for four in one hand and 150 for five in one hand or four aces.
    Flat,
}

/// Early contract's unfinished rubber: "not stated" (rules-1927-a §2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Unfinished {
    /// Auction's law 70: the score as it stands and 125 for each game won (L1981–1985).
    #[default]
    #[serde(rename = "auction_125")]
    Auction125,
    /// The score as it stands: contract has already paid 100 for each game as it was won.
    AsItStands,
    /// The book does not say, so no rubber is given up.
    Refused,
}

/// 1926: whether a rubber is settled in points or called to the nearest hundred
/// (L1168–1171).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rounding {
    #[default]
    Points,
    Hundreds,
}

/// Stop-Gap settlement: "Suppose the odd figures are thrown off" (L2549–2551).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OddFigures {
    /// Each total is cut to its tens before the differences are paid.
    #[default]
    Dropped,
    Kept,
}

/// Stop-Gap: "his adversaries are each credited with the amount they win for defeating the
/// contract, three separate scores being kept", and the example nets the declarer's aces
/// against the penalty (L2541–2549).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Netting {
    /// The two sides' points are netted: the declarer takes the balance, or each adversary
    /// does (rules-1927-a §2.3 [INFER]).
    #[default]
    Netted,
    /// The declarer is credited with his points and each adversary with theirs.
    Separate,
}

/// Stop-Gap: "If the declarer makes 30 or more trick points he adds 200 for a game won"
/// (L2540–2541): whether a double's points count toward the 30.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GamePoints {
    /// The trick points as scored, doubled or redoubled (rules-1927-a §2.3 [INFER]).
    #[default]
    AsScored,
    /// The tricks at their undoubled value.
    Undoubled,
}

/// Widow Auction is "a further improvement on both Stop-Gap and Dummy Up" (L2611–2613): which
/// one's game bonus it keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WidowScoring {
    /// 100 for a game: the widow's dummy is exposed, as at Dummy Up (L2619–2621).
    #[default]
    DummyUp,
    /// 200 for a game.
    StopGap,
}

/// Widow Auction: "The bidding is entirely by figures, as in skat ... each player in turn to the
/// left must bid higher or pass" (seed 001 L2624–2627): whether a player who has passed may bid
/// again in a later turn, as at auction, or is out, as at skat. The book does not say
/// (rules-1927-a §2.5 [INFER]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum PassedBidder {
    /// He may bid again in his turn: the auction laws the game is played by put no bar on it.
    #[default]
    #[serde(rename = "may-bid-again")]
    MayBidAgain,
    /// He is out of the bidding, as at skat: he may still pass, and an adversary still doubles.
    #[serde(rename = "out")]
    Out,
}

/// How a nullo is made at auction 1926: the range names it (10 a trick, ranks below no trumps,
/// no honours: L896–897, L1003) but never says (rules-1927-a §2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Nullo {
    /// The declarer's side undertakes to lose six tricks and the level: its odd tricks are the
    /// tricks it lost over six, as "a bid to lose tricks instead of winning them" (L16125).
    #[default]
    LoseTricks,
    /// A nullo is refused as not scored.
    Refused,
}

/// Mayonnaise and Goulash: "it is insisted that the highest bid shall be enough to reach game,
/// or the hand is not played" (L2650–2652).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GoulashGameBid {
    /// A goulash deal that is not a redeal must be played at a contract worth game.
    #[default]
    Required,
    /// The table does not insist: a goulash is scored like any deal.
    NotRequired,
}

/// The two-player forms of auction (L2676–2738): how the cards are dealt and played, not how
/// they are scored, which is "as at auction".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TwoHandForm {
    /// Blind Auction: thirteen each, no dummy; the other twenty-six are dealt and bid again
    /// (L2676–2694). Each half is a deal of its own.
    Blind,
    /// Draw Auction: thirteen tricks at no trumps drawing from the stock, not scored; then the
    /// last thirteen are bid and scored (L2696–2709).
    Draw,
    /// Two Hand or Chinese Auction: four hidden cards and eleven exposed on eleven face down
    /// each (L2711–2738).
    #[default]
    Chinese,
}

/// Blind Auction "is scored as at auction, adding 125 for a game, or playing rubbers"
/// (L2693–2694).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BlindScoring {
    #[default]
    Rubber,
    /// Each deal complete: 125 for 30 trick points on it, no rubber.
    #[serde(rename = "deal_125")]
    Deal125,
}

/// Every setting of the family; each law reads only its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settings {
    pub double_limit: DoubleLimit,
    pub double_chicane: DoubleChicane,
    pub revoke_value: RevokeValue,
    pub penalty_trick_bonus: PenaltyTrickBonus,
    pub failed_slam: FailedSlam,
    pub undertricks: UndertrickScale,
    pub bid_slam: BidSlam,
    pub rounding: Rounding,
    pub odd_figures: OddFigures,
    pub widow_scoring: WidowScoring,
    pub passed_bidder: PassedBidder,
    pub netting: Netting,
    pub game_points: GamePoints,
    pub nullo: Nullo,
    pub short_of_tricks: ShortOfTricks,
    pub redoubled: Redoubled,
    /// Early contract: an overtrick redoubled (the text gives 50, or 100 doubled).
    pub redoubled_overtrick: Option<i64>,
    pub contract_honours: ContractHonours,
    /// Trick points that make a game, where the law lets a table choose (early contract).
    pub game: Option<i64>,
    pub unfinished: Unfinished,
    /// `None` for a law whose deals are never dealt as Mayonnaise or Goulash.
    pub goulash: Option<GoulashGameBid>,
    /// Set for the two-player forms only.
    pub two_hand: Option<TwoHandForm>,
    pub blind_scoring: BlindScoring,
}
