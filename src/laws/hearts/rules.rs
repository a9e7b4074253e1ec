//! Hearts' settings (the method and the readings the book leaves open) and a deal as entered.

use serde::{Deserialize, Serialize};

use super::super::registry::Setting;

/// How hearts is played and settled (seed 001 L9771–9921).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The fewest hearts win the pool (L9771–9775).
    #[default]
    Simple,
    /// No hearts wins the pool, else it is a jack (L9777–9783).
    Sweepstakes,
    /// Each pays the others for his hearts (L9785–9790).
    Howell,
    /// Hearts paid for at their spots (L9916–9921).
    Spot,
    /// The queen of spades counts thirteen hearts (L9910–9914).
    BlackLady,
    /// The jack of spades counts ten hearts (L9901–9908).
    BlackJack,
    /// The joker for the two of hearts, counting five (L9884–9899).
    Joker,
    /// Six cards each and a talon (L9802–9835).
    Domino,
    /// The suit to avoid bought by a bid (L9837–9866).
    Auction,
    /// A widow taken with the first trick (L9868–9882).
    Heartsette,
}

/// How a variation's deal is settled: by one of the regular game's three methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Settle {
    #[default]
    Simple,
    Sweepstakes,
    Howell,
}

/// At sweepstakes, when more than two players take no hearts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ManyClear {
    /// Nobody wins; the pool is a jack (as auction hearts says, L9855–9861).
    #[default]
    Jack,
    /// They divide it, the odd counters left in it.
    Divide,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub method: Method,
    /// How spot hearts, black lady, black jack, joker hearts, domino hearts and heartsette are
    /// settled (the book: "the same as the regular game"); simple, sweepstakes and Howell are
    /// their own, auction its own.
    pub settle: Settle,
    pub many_clear: ManyClear,
    /// Domino hearts scored as a game: the hearts each takes scored against him until one has
    /// this many (L9831–9835); `None` settles each deal by `settle`. Read at domino only.
    pub domino_game: Option<i64>,
    /// What the loser of a domino game pays each winner, in counters.
    pub domino_stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            method: Method::default(),
            settle: Settle::default(),
            many_clear: ManyClear::default(),
            domino_game: None,
            domino_stake: 1,
        }
    }
}

/// The most counters a bid or a stake may be: more than any table plays for, and far from
/// anything that could overflow a sum.
pub const MOST_COUNTERS: i64 = 1_000_000;

/// One deal as entered. Players are numbers in the sitting's list; per-player lists have one
/// entry for each player, `null` (a blank) for none.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Hearts each player took (at auction hearts, cards of the suit named).
    #[serde(default)]
    pub hearts: Vec<Option<i64>>,
    /// Spot hearts: what each player's hearts come to at their spots.
    #[serde(default)]
    pub spots: Option<Vec<Option<i64>>>,
    /// Black lady: who took the queen of spades.
    #[serde(default)]
    pub lady: Option<usize>,
    /// Black jack: who took the jack of spades.
    #[serde(default)]
    pub black_jack: Option<usize>,
    /// Joker hearts: to whom the joker was dealt, and who took it.
    #[serde(default)]
    pub joker_dealt: Option<usize>,
    #[serde(default)]
    pub joker_taken: Option<usize>,
    /// Auction hearts: the highest bidder and his bid (absent when a jack is played again).
    #[serde(default)]
    pub bidder: Option<usize>,
    #[serde(default)]
    pub bid: Option<i64>,
    /// Heartsette: the hearts in the widow, and who won the first trick and took it.
    #[serde(default)]
    pub widow: Option<i64>,
    #[serde(default)]
    pub first_trick: Option<usize>,
    /// Domino hearts: the hearts left in the talon (and the last hand), and whom they count
    /// against (L9824–9828).
    #[serde(default)]
    pub talon: Option<i64>,
    #[serde(default)]
    pub charged: Option<usize>,
    /// Domino hearts' game: who reached the game's number first, when two or more reach it in
    /// one deal.
    #[serde(default)]
    pub lost_first: Option<usize>,
    /// Who revoked, found after the hand (L9761–9769): yes or no for each player.
    #[serde(default)]
    pub revoke: Vec<bool>,
}

pub const METHOD: Setting = Setting {
    name: "method",
    values: &[
        "\"simple\"",
        "\"sweepstakes\"",
        "\"howell\"",
        "\"spot\"",
        "\"black-lady\"",
        "\"black-jack\"",
        "\"joker\"",
        "\"domino\"",
        "\"auction\"",
        "\"heartsette\"",
    ],
    default: "\"simple\"",
    about: "the game and its settlement: the simple method (L9771–9775), sweepstakes (L9777–9783), Howell's (L9785–9790); spot hearts (L9916–9921), black lady (L9910–9914), black jack (L9901–9908), joker hearts (L9884–9899), domino hearts (L9802–9835), auction hearts (L9837–9866), heartsette (L9868–9882)",
};

pub const SETTLE: Setting = Setting {
    name: "settle",
    values: &["\"simple\"", "\"sweepstakes\"", "\"howell\""],
    default: "\"simple\"",
    about: "[INFER] how a variation (spot, black lady, black jack, joker, domino, heartsette) is settled: the variations are \"played the same as the regular game\" and domino hearts \"may be scored under any of the methods used in the regular game\" (L9830–9831); the simple method is the book's first (L9771)",
};

pub const MANY_CLEAR: Setting = Setting {
    name: "many_clear",
    values: &["\"jack\"", "\"divide\""],
    default: "\"jack\"",
    about: "[AMBIG] sweepstakes when more than two take no hearts: not covered for the regular game (L9777–9783); auction hearts says no player wins then (L9855–9861), so the pool is a jack; or they divide it",
};

pub const DOMINO_GAME: Setting = Setting {
    name: "domino_game",
    values: &["null", "31"],
    default: "null",
    about: "domino hearts settled deal by deal (null), or the hearts scored against each player until one reaches this number, \"usually thirty-one\", and loses to whoever has fewest (L9830–9835)",
};

pub const DOMINO_STAKE: Setting = Setting {
    name: "domino_stake",
    values: &["1"],
    default: "1",
    about: "[GAP] what the loser of a domino game pays each player with the fewest hearts: the book names a loser and a winner (L9832–9835) but no stake; one counter unless agreed",
};
