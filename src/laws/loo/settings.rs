//! Loo's settings: the form of the game, the three stakes (a deal, a loo, a single loo), the
//! limit of a loo, what a single is, and the books' other choices, each with its lines.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::registry::Setting;
use super::check_stake;

/// Which loo.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Three cards and a miss, three tricks (seed 003 L787–935; seed 000 L2864–2941).
    #[default]
    ThreeCard,
    /// Five cards, no miss, an exchange from the pack, Pam and flushes (seed 003 L1217–1277;
    /// seed 000 L2943–2974).
    FiveCard,
    /// Three cards, exchanged from the pack as at five-card loo, no miss, no Pam (seed 003
    /// L1280–1293).
    Irish,
}

impl Form {
    /// The tricks of a deal.
    pub fn tricks(self) -> i64 {
        match self {
            Form::FiveCard => 5,
            Form::ThreeCard | Form::Irish => 3,
        }
    }
}

/// What a loo costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// The agreed amount of a loo (seed 003 L1001–1006).
    #[default]
    Limited,
    /// "The same as the total stakes of the previous deal": the pool the looed player stood for
    /// (seed 003 L1172–1193; seed 000 L2931–2941).
    Unlimited,
    /// Unlimited up to the cap (seed 003 L1196–1213).
    Mixed,
}

/// What the deal after a deal without a loo is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Single {
    /// One card face up to each player; a higher card of the suit turned up takes the pool, the
    /// rest are looed a single loo (seed 003 L787–801, L920–922). The first deal of a sitting is
    /// one too.
    #[default]
    OneCard,
    /// A "must": every one plays his own three cards, no miss (seed 000 L2921–2929).
    Must,
    /// Played as any other deal ("a usual, though not invariable, rule", seed 000 L2925–2926).
    AsAny,
}

/// Where a pool that does not divide evenly among the tricks leaves its odd counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Remainder {
    /// "The winners of the first and second tricks have the preference" (seed 003 L974–976).
    /// The five tricks of five-card loo have no such rule: there the odd counters are carried.
    #[default]
    EarlyTricks,
    /// Left in the pool for the next deal.
    Carried,
}

/// What breaking a law of play costs (leading, following, heading the trick, trumping after a
/// trick); the offender's tricks stay in the pool either way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Penalty {
    /// A full loo into the next pool (seed 003 L1108–1125).
    #[default]
    Loo,
    /// "Four times the amount of a single" (seed 000 L3053–3055, Laws 9–14).
    FourSingles,
}

/// Who the losers of a flush pay.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlushPay {
    /// The holder "receives from each of the players, whether they stood or not, the amount
    /// of a loo, and the next deal becomes a single" (seed 003 L1253–1262).
    #[default]
    Holder,
    /// "All save the holder of the flush are looed": each pays a loo into the next pool
    /// (seed 000 L2963–2974).
    Pool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    /// Counters the dealer pays into the pool (seed 003 L775–776: three).
    pub deal: i64,
    /// A full loo (seed 003 L775–776: six).
    pub loo: i64,
    /// A single loo: the loo on a single and most penalties before the play (seed 003
    /// L796–798, L1001–1006, L1033–1040).
    pub single_loo: i64,
    pub limit: Limit,
    /// The most a loo costs at mixed loo (seed 003 L1204–1210: 2s. 6d. with a 3d. deal).
    pub cap: i64,
    pub single: Single,
    pub remainder: Remainder,
    pub penalty: Penalty,
    pub flush: FlushPay,
    /// A club turned up: every one stands on his own cards, no miss (seed 003 L1152–1169).
    pub club_law: bool,
    /// Whether Irish loo has flushes of three cards ([AMBIG]: "virtually the same as the
    /// five-card variety", seed 003 L1280–1293).
    pub irish_flush: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::ThreeCard,
            deal: 3,
            loo: 6,
            single_loo: 3,
            limit: Limit::Limited,
            cap: 30,
            single: Single::OneCard,
            remainder: Remainder::EarlyTricks,
            penalty: Penalty::Loo,
            flush: FlushPay::Holder,
            club_law: false,
            irish_flush: true,
        }
    }
}

impl Settings {
    pub fn check(&self) -> Result<(), LawError> {
        check_stake("deal", self.deal)?;
        check_stake("loo", self.loo)?;
        check_stake("single_loo", self.single_loo)?;
        check_stake("cap", self.cap)
    }

    /// A loo in a deal whose pool was `pool`: the agreed amount, or the pool, or the pool up
    /// to the cap.
    pub fn loo_for(&self, pool: i64) -> i64 {
        match self.limit {
            Limit::Limited => self.loo,
            Limit::Unlimited => pool,
            Limit::Mixed => pool.min(self.cap),
        }
    }

    /// Whether a flush is shown at this form of the game.
    pub fn flushes(&self) -> bool {
        match self.form {
            Form::FiveCard => true,
            Form::Irish => self.irish_flush,
            Form::ThreeCard => false,
        }
    }
}

pub const SETTINGS: &[Setting] = &[
    Setting {
        name: "form",
        values: &["\"three_card\"", "\"five_card\"", "\"irish\""],
        default: "\"three_card\"",
        about: "three-card loo with a miss (seed 003 L787–935; seed 000 L2864–2941), five-card loo with Pam and flushes (seed 003 L1217–1277; seed 000 L2943–2974), or Irish loo, three cards and no Pam (seed 003 L1280–1293)",
    },
    Setting {
        name: "deal",
        values: &["3", "6", "9"],
        default: "3",
        about: "the counters each dealer pays into the pool, \"usually three counters … for the deal\" (seed 003 L775–776); the 1909 book's \"three or some multiple of three\" (seed 000 L2867–2868); any whole number 1..1,000,000",
    },
    Setting {
        name: "loo",
        values: &["6", "3", "12"],
        default: "6",
        about: "a full loo, \"six for a loo\" (seed 003 L775–776); by the 1909 book a loo is \"the same amount as was originally placed in the pool\" (seed 000 L2918–2919), so set it to the deal's; any whole number 1..1,000,000",
    },
    Setting {
        name: "single_loo",
        values: &["3", "6"],
        default: "3",
        about: "a single loo, \"half the amount of the ordinary loo, or the same amount as for a deal\" (seed 003 L796–798, L1004–1006): the loo on a single and the penalty before play (a misdeal, looking or declaring out of turn, L1033–1046); any whole number 1..1,000,000",
    },
    Setting {
        name: "limit",
        values: &["\"limited\"", "\"unlimited\"", "\"mixed\""],
        default: "\"limited\"",
        about: "a loo of the agreed amount; unlimited, \"the same as the total stakes of the previous deal\" (seed 003 L1172–1193; seed 000 L2931–2941); mixed, the pool up to the cap (seed 003 L1196–1213)",
    },
    Setting {
        name: "cap",
        values: &["30", "60", "120"],
        default: "30",
        about: "the most a loo costs at mixed loo: \"3d. for a deal, and 6d. for a loo—limited to 2s. 6d.\" (seed 003 L1204–1210); any whole number 1..1,000,000",
    },
    Setting {
        name: "single",
        values: &["\"one_card\"", "\"must\"", "\"as_any\""],
        default: "\"one_card\"",
        about: "the deal after a deal without a loo (and the first): one card face up to each, the higher of the suit turned up taking the pool (seed 003 L787–801, L920–922); a \"must\", everyone playing his own three cards without a miss (seed 000 L2921–2929); or played as any deal",
    },
    Setting {
        name: "remainder",
        values: &["\"early_tricks\"", "\"carried\""],
        default: "\"early_tricks\"",
        about: "a pool that does not divide by three: \"the winners of the first and second tricks have the preference\" (seed 003 L974–976), or the odd counters left in the pool; five-card loo's fifths always carry them [INFER]",
    },
    Setting {
        name: "penalty",
        values: &["\"loo\"", "\"four_singles\""],
        default: "\"loo\"",
        about: "breaking a law of play (leading, following, heading, trump after trick): a full loo to the next pool (seed 003 L1098–1125) or four singles (seed 000 L3053–3055); the offender's tricks stay in the pool, and he pays once even with no trick [AMBIG]",
    },
    Setting {
        name: "flush",
        values: &["\"holder\"", "\"pool\""],
        default: "\"holder\"",
        about: "a flush's holder takes the pool and a loo from every other player, and the next deal is a single (seed 003 L1253–1262); or the others are looed into the next pool (seed 000 L2963–2974)",
    },
    Setting {
        name: "club_law",
        values: &["false", "true"],
        default: "false",
        about: "club law: when a club is turned up every one plays his own cards and the miss is withdrawn (seed 003 L1152–1169; seed 000 L2976–2978)",
    },
    Setting {
        name: "irish_flush",
        values: &["true", "false"],
        default: "true",
        about: "[AMBIG] whether Irish loo, \"virtually the same as the five-card variety\", pays a flush of three cards (seed 003 L1280–1293)",
    },
];
