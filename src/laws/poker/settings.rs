//! The settings of the law `poker`: the form played, how hands rank, the jack-pots, the betting
//! limit, premiums and the kitty. Every option of the books is a named setting with the book's
//! most likely reading as its default. Pure.

use serde::{Deserialize, Serialize};

use super::super::registry::Setting;
use super::hands::{AceRule, Rules, Skip, Tiger, WildTies};
use super::pots::OddCounter;

/// The form of poker played: what a hand is made of and how a deal ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Draw poker: five cards; "Any hand of more or less than 5 cards … is foul" (seed 001
    /// L4720–4723, L4782–4894; seed 000 L3970–4365).
    #[default]
    Draw,
    /// Straight poker or bluff: five cards, no draw; "Straights and straight flushes are not
    /// played in this game" (seed 001 L4752–4781; seed 000 L4392–4421).
    Straight,
    /// Stud: one card down and four up, five cards (seed 001 L5140–5161; seed 000 L4423–4432).
    Stud,
    /// Peek: seven or eight cards, "5 cards are picked out of the 7 or 8 and shown for the pot"
    /// (seed 001 L5162–5183).
    Peek,
    /// Spit in the ocean: four cards each and one in the centre, every player's wild fifth card
    /// (seed 001 L5123–5139).
    SpitInTheOcean,
    /// The wild widow: five cards, and the three other cards of the widow's rank wild (seed 001
    /// L5093–5122).
    WildWidow,
    /// Whiskey poker: five cards, every hand shown; "The highest takes the pot if a pot has been
    /// made; or the lowest pays the forfeit agreed upon beforehand" (seed 001 L5184–5225; seed
    /// 000 L4434–4457).
    Whiskey,
}

impl Form {
    /// How many cards a hand shown holds: (fewest, most). Spit in the ocean's fifth card is the
    /// centre's, not the player's.
    pub fn cards(self) -> (usize, usize) {
        match self {
            Form::Peek => (7, 8),
            Form::SpitInTheOcean => (4, 4),
            _ => (5, 5),
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Form::Draw => "draw poker",
            Form::Straight => "straight poker",
            Form::Stud => "stud poker",
            Form::Peek => "peek poker",
            Form::SpitInTheOcean => "spit in the ocean",
            Form::WildWidow => "the wild widow",
            Form::Whiskey => "whiskey poker",
        }
    }
}

/// The pack: the full fifty-two, or stripped (seed 001 L4586–4596).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pack {
    #[default]
    Full,
    /// "take out the 2s and 3s, unless playing Deuces Wild, in which case take out the 3s and
    /// 4s … In the deleted pack, the ace is always high" (seed 001 L4589–4596, L5036–5039).
    Stripped,
}

/// The false opener's penalty, when he cannot show his openers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseOpener {
    /// He "must ante for all the others at the table for the next jack" (seed 001
    /// L4995–4996): an ante for each other player, into the pool now.
    #[default]
    AnteForAll,
    /// The English code: he pays "a sum equal to double the ante" into the pool (seed 003
    /// Rule 33, L2702–2712).
    TwoAntes,
}

/// A false opener's hand when others came in and the pool is played for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseOpenerHand {
    /// [INFER] "the pool must be played for by any who came into it in good faith" (seed 001
    /// L4980–4983): he did not, so his hand takes nothing.
    #[default]
    Dead,
    /// "it does not matter whether the opener had openers or not" (the same lines): his hand
    /// plays like any other.
    Plays,
}

/// Which deals are jack-pots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JackPots {
    /// When every player declines to go in, the next deal is a jack-pot, and so on until one is
    /// opened (seed 003 L1997–2040; seed 000 L4339–4365).
    #[default]
    AfterAllPass,
    /// "every one is compelled to ante on every deal": every deal a jack-pot (seed 001
    /// L4933–4945).
    EveryDeal,
}

/// What opens a jack-pot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Openers {
    /// A pair of jacks or better, every time (seed 000 L4347–4350; seed 001 L4946–4953, which
    /// calls the rising minima "very confusing").
    #[default]
    Jacks,
    /// The English code: jacks, then queens, then kings after each unopened jack-pot, "then the
    /// Jack-pot comes down to two knaves again" (seed 003 L2011–2031).
    JacksQueensKings,
    /// [AMBIG] Queens on the second, kings on the third, aces on the fourth (seed 000 fn 39,
    /// L18089–18092), "going back from aces to kings again" (seed 001 L4950–4953): read as
    /// J, Q, K, A, K, Q, J, Q, …
    UpToAces,
}

impl Openers {
    /// The lowest pair that opens the `n`th jack-pot in a row not opened (from 0).
    pub fn minimum(self, n: usize) -> u8 {
        const JQK: [u8; 3] = [11, 12, 13];
        const UP_AND_DOWN: [u8; 6] = [11, 12, 13, 14, 13, 12];
        match self {
            Openers::Jacks => 11,
            Openers::JacksQueensKings => JQK[n % 3],
            Openers::UpToAces => UP_AND_DOWN[n % 6],
        }
    }
}

/// Where whiskey poker's forfeit goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForfeitTo {
    /// [GAP] The book names who pays, not who is paid: to the highest hand, the deal's winner.
    #[default]
    Highest,
    /// Into the pool, so that the next deal has a pot to win.
    Pool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    pub pack: Pack,
    pub ace: AceRule,
    pub hearts_first: bool,
    pub no_straights: bool,
    pub joker: bool,
    pub deuces_wild: bool,
    pub wild_ties: WildTies,
    pub blaze: bool,
    pub skip: Skip,
    pub tiger: Tiger,
    pub round_the_corner: bool,
    pub odd_counter: OddCounter,
    /// The ante, in counters: what a false opener's penalty is counted in.
    pub ante: i64,
    pub false_opener: FalseOpener,
    pub false_opener_hand: FalseOpenerHand,
    pub jack_pots: JackPots,
    pub openers: Openers,
    /// After a full hand or better is shown, a round of jack-pots (seed 001 L4895–4901).
    pub whangdoodle: bool,
    /// The most a player may raise at one time, in counters; 0: not checked (seed 003
    /// L2180–2183; seed 001 L4675–4677).
    pub limit: i64,
    /// Each bet at most what is in the pool at the time (seed 001 L4998–5008).
    pub double_up: bool,
    /// Premiums, paid to the holder by each other player in the deal, shown whether called or
    /// not (seed 001 L4903–4906): for a full hand, fours, a straight flush or better.
    pub premium_full: i64,
    pub premium_fours: i64,
    pub premium_straight_flush: i64,
    /// A cut from each pool won into the pool `kitty` (seed 003 L2174–2177).
    pub kitty: i64,
    /// Whiskey poker: what the lowest hand pays when no pot was made (seed 001 L5223–5225).
    pub forfeit: i64,
    pub forfeit_to: ForfeitTo,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::default(),
            pack: Pack::default(),
            ace: AceRule::default(),
            hearts_first: false,
            no_straights: false,
            joker: false,
            deuces_wild: false,
            wild_ties: WildTies::default(),
            blaze: false,
            skip: Skip::default(),
            tiger: Tiger::default(),
            round_the_corner: false,
            odd_counter: OddCounter::default(),
            ante: 1,
            false_opener: FalseOpener::default(),
            false_opener_hand: FalseOpenerHand::default(),
            jack_pots: JackPots::default(),
            openers: Openers::default(),
            whangdoodle: false,
            limit: 0,
            double_up: false,
            premium_full: 0,
            premium_fours: 0,
            premium_straight_flush: 0,
            kitty: 0,
            forfeit: 1,
            forfeit_to: ForfeitTo::default(),
        }
    }
}

impl Settings {
    pub fn rules(&self) -> Rules {
        Rules {
            ace: self.ace,
            hearts_first: self.hearts_first,
            // Straight poker leaves straights out (seed 001 L4780).
            no_straights: self.no_straights || self.form == Form::Straight,
            joker: self.joker,
            deuces_wild: self.deuces_wild,
            wild_ties: self.wild_ties,
            blaze: self.blaze,
            skip: self.skip,
            tiger: self.tiger,
            round_the_corner: self.round_the_corner,
            stripped: self.pack == Pack::Stripped,
        }
    }

    /// The ranks the stripped pack leaves out (seed 001 L4589–4591).
    pub fn left_out(&self) -> &'static [u8] {
        match (self.pack, self.deuces_wild) {
            (Pack::Full, _) => &[],
            (Pack::Stripped, false) => &[2, 3],
            (Pack::Stripped, true) => &[3, 4],
        }
    }
}

pub const SETTINGS: &[Setting] = &[
    Setting {
        name: "form",
        values: &[
            "\"draw\"",
            "\"straight\"",
            "\"stud\"",
            "\"peek\"",
            "\"spit_in_the_ocean\"",
            "\"wild_widow\"",
            "\"whiskey\"",
        ],
        default: "\"draw\"",
        about: "the form: draw, five cards (seed 001 L4782–4894, a hand of more or less than 5 foul, L4720–4723); straight or bluff, straights not played (L4752–4781); stud, five cards (L5140–5161); peek, seven or eight, the best five (L5162–5183); spit in the ocean, four and the centre card wild (L5123–5139); the wild widow, its rank wild (L5093–5122); whiskey, every hand shown and the lowest pays a forfeit when no pot was made (L5184–5225; seed 000 L4423–4457)",
    },
    Setting {
        name: "pack",
        values: &["\"full\"", "\"stripped\""],
        default: "\"full\"",
        about: "the stripped pack: the 2s and 3s out (the 3s and 4s with deuces wild), the ace always high (seed 001 L4586–4596, L5036–5039)",
    },
    Setting {
        name: "ace",
        values: &["\"high_or_low\"", "\"low_in_sequence\""],
        default: "\"high_or_low\"",
        about: "the ace high, or low in A-2-3-4-5 (seed 000 L4069–4080; seed 001 L4600–4642); or the English code's, which \"shall only begin a sequence\" (seed 003 Rule 71, L3010–3019)",
    },
    Setting {
        name: "hearts_first",
        values: &["false", "true"],
        default: "false",
        about: "[AMBIG] the English code: a flush in hearts beats every other flush, and of equal sequences the one in hearts wins (seed 003 Rules 69–70, L2992–3008), against \"relative values … depend upon the value of the cards\" (L1936–1941) and the American books",
    },
    Setting {
        name: "no_straights",
        values: &["false", "true"],
        default: "false",
        about: "straights left out in any form: \"Straights and straight flushes are not played in this game\" (seed 001 L4780, of straight poker, where they are always left out)",
    },
    Setting {
        name: "joker",
        values: &["false", "true"],
        default: "false",
        about: "the joker or mistigris in the pack, wild; five of a kind beats a royal flush (seed 000 L4459–4470; seed 001 L5009–5027)",
    },
    Setting {
        name: "deuces_wild",
        values: &["false", "true"],
        default: "false",
        about: "deuces wild; four deuces and the joker the only invincible hand (seed 001 L5028–5092)",
    },
    Setting {
        name: "wild_ties",
        values: &["\"fewer_wild\"", "\"more_wild\"", "\"equal\""],
        default: "\"fewer_wild\"",
        about: "[AMBIG] equal hands: the fewer wild cards win, then the highest natural card (seed 001 L5082–5084, L5016–5019); or the joker ranks above the card it names (seed 003 L2066–2075); or they divide",
    },
    Setting {
        name: "blaze",
        values: &["false", "true"],
        default: "false",
        about: "the blaze, five court cards, beats two pairs and loses to threes (seed 003 L2045–2060; seed 001 L4645)",
    },
    Setting {
        name: "skip",
        values: &["\"none\"", "\"above_two_pairs\"", "\"above_threes\""],
        default: "\"none\"",
        about: "[INFER] the skip or Dutch straight (2-4-6-8-10): beats two pairs and a blaze, below threes (seed 001 L4648–4650); or beats threes, loses to a sequence (seed 003 L2253–2257)",
    },
    Setting {
        name: "tiger",
        values: &["\"none\"", "\"seven_to_deuce\"", "\"lowest_straight\""],
        default: "\"none\"",
        about: "the tiger, between a straight and a flush: 7 high and 2 low with no pair, sequence or flush (seed 001 L4646–4648); or the lowest straight (seed 000 L4472–4476)",
    },
    Setting {
        name: "round_the_corner",
        values: &["false", "true"],
        default: "false",
        about: "[INFER] Q K A 2 3 beats threes and loses to a straight (seed 001 L4651–4653); above a skip straight",
    },
    Setting {
        name: "odd_counter",
        values: &["\"stays_in_pool\"", "\"left_of_dealer\""],
        default: "\"stays_in_pool\"",
        about: "[GAP] tied hands \"share the pool equally\" (seed 003 Rule 76, L3049–3052): the odd counter stays in the pool for the next deal, or goes to the tied players in turn from the dealer's left",
    },
    Setting {
        name: "ante",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "the ante in counters, which a false opener's penalty is counted in (seed 001 L4933–4945)",
    },
    Setting {
        name: "false_opener",
        values: &["\"ante_for_all\"", "\"two_antes\""],
        default: "\"ante_for_all\"",
        about: "a false opener \"must ante for all the others at the table for the next jack\" (seed 001 L4995–4996); or pays \"a sum equal to double the ante\" into the pool (seed 003 Rule 33, L2702–2712)",
    },
    Setting {
        name: "false_opener_hand",
        values: &["\"dead\"", "\"plays\""],
        default: "\"dead\"",
        about: "[INFER] when others came in against a false opener, \"the pool must be played for by any who came into it in good faith\" (seed 001 L4978–4983): his hand takes nothing; or, \"it does not matter whether the opener had openers or not\", it plays",
    },
    Setting {
        name: "jack_pots",
        values: &["\"after_all_pass\"", "\"every_deal\""],
        default: "\"after_all_pass\"",
        about: "a jack-pot follows a deal no one went in (seed 003 L1997–2040; seed 000 L4339–4365), or every deal is one, \"every one is compelled to ante on every deal\" (seed 001 L4933–4945)",
    },
    Setting {
        name: "openers",
        values: &["\"jacks\"", "\"jacks_queens_kings\"", "\"up_to_aces\""],
        default: "\"jacks\"",
        about: "a jack-pot opens on jacks or better (seed 000 L4347–4350; seed 001 L4946–4953); or the English code's chain after each unopened one, jacks, queens, kings, jacks again (seed 003 L2011–2031); or [AMBIG] queens, kings, aces (seed 000 fn 39) \"going back from aces to kings again\" (seed 001 L4950–4953), read J Q K A K Q J …",
    },
    Setting {
        name: "whangdoodle",
        values: &["false", "true"],
        default: "false",
        about: "\"after a remarkable hand is shown there shall be a round of jack-pots\" (seed 001 L4895–4901): after a full hand or better, one jack-pot for each player in the deal",
    },
    Setting {
        name: "limit",
        values: &["0", "5", "10", "12", "20", "50", "100"],
        default: "0",
        about: "the limit, \"the maximum amount by which stakes may be increased at one time\" (seed 003 L2180–2183; seed 001 L4675–4677), checked against the bets a deal gives; 0: not checked (table stakes)",
    },
    Setting {
        name: "double_up",
        values: &["false", "true"],
        default: "false",
        about: "the double-up game: \"Each player in turn … is allowed to bet as much as there is in the pool at the time\", the limit stopping it \"at about six doubles\" (seed 001 L4998–5008)",
    },
    Setting {
        name: "premium_full",
        values: &["0", "1", "2", "5", "10"],
        default: "0",
        about: "premiums, \"a bonus to hands above a certain value, such as full hands, fours, and straight flushes, whether the hand is called or not\" (seed 001 L4903–4906): what each other player pays a full hand shown; the amounts are agreed",
    },
    Setting {
        name: "premium_fours",
        values: &["0", "1", "2", "5", "10", "20"],
        default: "0",
        about: "the premium for fours (seed 001 L4903–4906)",
    },
    Setting {
        name: "premium_straight_flush",
        values: &["0", "1", "2", "5", "10", "20", "50"],
        default: "0",
        about: "the premium for a straight flush or better (seed 001 L4903–4906)",
    },
    Setting {
        name: "kitty",
        values: &["0", "1", "2", "5"],
        default: "0",
        about: "the kitty, \"a portion of the stakes set aside in every game … to defray the expenses of the table\" (seed 003 L2174–2177): counters cut from each pool won into the pool \"kitty\"",
    },
    Setting {
        name: "forfeit",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "whiskey poker: \"the lowest pays the forfeit agreed upon beforehand\" when no pot was made (seed 001 L5223–5225)",
    },
    Setting {
        name: "forfeit_to",
        values: &["\"highest\"", "\"pool\""],
        default: "\"highest\"",
        about: "[GAP] whiskey poker's forfeit goes to the highest hand, or into the pool for the next deal (seed 001 L5223–5225 names only who pays)",
    },
];
