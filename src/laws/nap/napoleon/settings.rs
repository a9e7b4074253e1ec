//! Napoleon's settings: every variation of the three books (seed 003 N1–N11, the 1909 and 1927
//! forms) and every reading the books leave open, with the plain game as the default ("Failing a
//! proper understanding on this point, the rules applicable to the simple game must be adhered
//! to", seed 003 L406–413).

use serde::{Deserialize, Serialize};

use super::super::super::LawError;
use super::super::super::registry::Setting;

/// The hand dealt (seed 003 L613–684).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Five cards from the full pack.
    #[default]
    FiveCard,
    /// Six dealt, one thrown away before calling (L638–654): paid as five-card.
    SixCard,
    /// Seven dealt, two thrown away (L638–654).
    SevenCard,
    /// Nine cards, none thrown away; Nap is all nine tricks (L657–684).
    NineCard,
    /// Piquet cards, "the ordinary rules are observed", three or four players (L613–635).
    ThirtyTwoCard,
}

impl Form {
    /// The tricks in a hand: what Nap must take.
    pub fn tricks(self) -> i64 {
        match self {
            Form::NineCard => 9,
            _ => 5,
        }
    }
}

/// What Nap wins and loses at each player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NapStakes {
    /// Ten won, five lost (seed 003 L153–155; seed 000 L3127–3129; seed 001 L15195–15197).
    #[default]
    TenFive,
    /// "Raised to 1s. to win and 6d. to lose" at penny Nap (seed 000 L3129–3131).
    TwelveSix,
}

/// Wellington and Blücher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scale {
    /// Double and treble Nap's stakes: 20 / 10 and 30 / 15 (seed 003 L547–552, L571–575).
    #[default]
    Standard,
    /// No more won than Nap, double and treble lost: 10 / 10 and 10 / 15 (L553–558, L578–582).
    Modified,
    /// As the 1927 rules print it: Wellington 5 / 10, Blücher 10 / 20 (seed 001 L15199–15202).
    #[serde(rename = "as_1927")]
    As1927,
}

/// How the kitty is fed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kitty {
    /// No kitty: the plain game.
    #[default]
    None,
    /// Each dealer puts in one stake (seed 003 L419–422; seed 000 L3207–3208; seed 001
    /// L15208–15210, the players' first equal stakes being the kitty at the start).
    Dealer,
    /// Every player puts in one stake when the first dealer's turn comes round (seed 003
    /// L422–424).
    Round,
    /// The dealer three and every other player one, every deal (seed 000 L3209–3210).
    DealerAndPlayers,
}

/// Which calls made take the kitty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KittyGoesTo {
    /// Nap, Wellington or Blücher: "until somebody succeeds in the call of Napoleon—or
    /// Wellington" (seed 000 L3212–3214).
    #[default]
    FiveTricks,
    /// Nap only, as seed 003 L429–432 and seed 001 L15212–15213 say.
    NapOnly,
}

/// A failed Nap and the kitty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailedNap {
    /// The kitty is not touched: "does not usually have to double or even increase the pool"
    /// (seed 000 L3214–3215).
    #[default]
    Nothing,
    /// He pays into it what is there already (seed 000 L3215–3217; seed 001 L15213–15214).
    DoublesKitty,
}

/// A spare hand dealt to the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpareHand {
    #[default]
    None,
    /// The spare hand (seed 003 L501–518): Nap's stakes, and a failure puts two stakes into
    /// the kitty when there is one.
    SpareHand,
    /// Sir Garnet or the widow at Nap's stakes (seed 000 L3166–3173; seed 001 L15216–15219).
    SirGarnet,
    /// The 1927 Sir Garnet: a failure "loses double", ten to each (seed 001 L15227–15241).
    SirGarnetDouble,
}

/// The Double Header (seed 003 L522–538).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoubleHeader {
    #[default]
    Off,
    /// After a deal all passed the stakes are doubled until a caller wins.
    On,
    /// [AMBIG] Each further deal all passed doubles them again.
    Compounding,
}

/// A deal everybody passed, without the Double Header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllPass {
    /// There is none: the first caller stands for one (seed 003 L328–330), or the dealer
    /// (seed 001 L15149); enter that call.
    #[default]
    Refused,
    /// "The dealer must … make one trick, or pay 1d. each to the other players" (seed 000
    /// L3258–3260): a deal all passed is the dealer paying one to each.
    DealerPays,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub form: Form,
    #[serde(default)]
    pub nap_stakes: NapStakes,
    #[serde(default)]
    pub scale: Scale,
    #[serde(default)]
    pub kitty: Kitty,
    #[serde(default)]
    pub kitty_goes_to: KittyGoesTo,
    #[serde(default)]
    pub failed_nap: FailedNap,
    #[serde(default)]
    pub spare_hand: SpareHand,
    /// Purchase Nap: cards bought at a stake each into the kitty (seed 003 L478–498; seed 000
    /// L3186–3200).
    #[serde(default)]
    pub purchase: bool,
    /// Peep Nap: a stake into the kitty for a peep (seed 000 L3174–3185; seed 001
    /// L15221–15225).
    #[serde(default)]
    pub peep: bool,
    #[serde(default)]
    pub double_header: DoubleHeader,
    /// The lowest call allowed: "usual to agree that the lowest call be 'three'" with the
    /// Double Header (seed 003 L535–537).
    #[serde(default = "one")]
    pub lowest_call: i64,
    #[serde(default)]
    pub all_pass: AllPass,
}

fn one() -> i64 {
    1
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::default(),
            nap_stakes: NapStakes::default(),
            scale: Scale::default(),
            kitty: Kitty::default(),
            kitty_goes_to: KittyGoesTo::default(),
            failed_nap: FailedNap::default(),
            spare_hand: SpareHand::default(),
            purchase: false,
            peep: false,
            double_header: DoubleHeader::default(),
            lowest_call: 1,
            all_pass: AllPass::default(),
        }
    }
}

impl Settings {
    /// The settings that cannot go together, or with this many players.
    pub fn check(&self, players: usize) -> Result<(), LawError> {
        if !(1..=3).contains(&self.lowest_call) {
            return Err(LawError::new(
                "settings.lowest_call",
                format!("{}: the lowest call is one, two or three", self.lowest_call),
            ));
        }
        if self.form == Form::NineCard && self.nap_stakes == NapStakes::TwelveSix {
            return Err(LawError::new(
                "settings.nap_stakes",
                "the shilling and sixpence Nap is the five-card game's",
            ));
        }
        if self.form == Form::ThirtyTwoCard && players > 4 {
            return Err(LawError::new(
                "settings.form",
                format!("with thirty-two cards no more than four play, not {players}"),
            ));
        }
        Ok(())
    }

    pub fn notes(&self) -> Vec<String> {
        let nap = match (self.form, self.nap_stakes) {
            (Form::NineCard, _) => "Nap (all nine tricks) 18 won, 9 lost",
            (_, NapStakes::TenFive) => "Nap 10 won, 5 lost",
            (_, NapStakes::TwelveSix) => "Nap 12 won, 6 lost",
        };
        let scale = match self.scale {
            Scale::Standard => "Wellington and Blücher double and treble Nap's stakes",
            Scale::Modified => {
                "Wellington and Blücher win no more than Nap, lose double and treble"
            }
            Scale::As1927 => "Wellington 5 won, 10 lost; Blücher 10 won, 20 lost (1927)",
        };
        let mut notes = vec![format!(
            "Napoleon: each call wins or loses a stake a trick at every player, misery three; {nap}; {scale}."
        )];
        let kitty = match self.kitty {
            Kitty::None => None,
            Kitty::Dealer => Some("each dealer puts one into the kitty"),
            Kitty::Round => Some("everyone puts one into the kitty when the first dealer deals"),
            Kitty::DealerAndPlayers => {
                Some("the dealer puts three and every other player one into the kitty each deal")
            }
        };
        if let Some(kitty) = kitty {
            notes.push(format!(
                "The kitty: {kitty}; the first {} made takes it.",
                match self.kitty_goes_to {
                    KittyGoesTo::FiveTricks => "Nap (or Wellington, or Blücher)",
                    KittyGoesTo::NapOnly => "Nap",
                }
            ));
        }
        if self.double_header != DoubleHeader::Off {
            notes.push(
                "Double Header: after a deal everybody passed the stakes are doubled until a caller wins."
                    .to_owned(),
            );
        }
        notes
    }
}

pub const SETTINGS: &[Setting] = &[
    Setting {
        name: "form",
        values: &[
            "\"five_card\"",
            "\"six_card\"",
            "\"seven_card\"",
            "\"nine_card\"",
            "\"thirty_two_card\"",
        ],
        default: "\"five_card\"",
        about: "five cards from the full pack; six- or seven-card Nap, discarding to five (seed 003 L638–654); nine-card Nap, Nap all nine tricks paid 18 and 9 [INFER: \"exactly similar lines\", L657–684]; the thirty-two card pack, three or four players (L613–635)",
    },
    Setting {
        name: "nap_stakes",
        values: &["\"ten_five\"", "\"twelve_six\""],
        default: "\"ten_five\"",
        about: "Nap wins 10 and loses 5 (seed 003 L153–155; seed 000 L3127–3129; seed 001 L15195–15197), or \"1s. to win and 6d. to lose\" at penny Nap (seed 000 L3129–3131)",
    },
    Setting {
        name: "scale",
        values: &["\"standard\"", "\"modified\"", "\"as_1927\""],
        default: "\"standard\"",
        about: "Wellington 20 / 10 and Blücher 30 / 15 (seed 003 L547–552, L571–575; seed 000 L3145–3151); modified, 10 / 10 and 10 / 15 (seed 003 L553–558, L578–582); or as the 1927 rules print them, 5 / 10 and 10 / 20 [AMBIG: 5 looks a misprint] (seed 001 L15199–15202)",
    },
    Setting {
        name: "kitty",
        values: &[
            "\"none\"",
            "\"dealer\"",
            "\"round\"",
            "\"dealer_and_players\"",
        ],
        default: "\"none\"",
        about: "no kitty (the plain game); each dealer one (seed 003 L419–422; seed 000 L3207–3208; seed 001 L15208–15210); everyone one when the first dealer deals (seed 003 L422–424); the dealer three and every other player one each deal [INFER: the dealer's three include his one] (seed 000 L3209–3210)",
    },
    Setting {
        name: "kitty_goes_to",
        values: &["\"five_tricks\"", "\"nap_only\""],
        default: "\"five_tricks\"",
        about: "[AMBIG] whether a Wellington or Blücher made takes the kitty: \"Napoleon—or Wellington, where that higher call is allowed\" (seed 000 L3212–3214), or Nap only (seed 003 L429–432)",
    },
    Setting {
        name: "failed_nap",
        values: &["\"nothing\"", "\"doubles_kitty\""],
        default: "\"nothing\"",
        about: "a failed Nap leaves the kitty alone (seed 000 L3214–3215), or pays into it what it holds (seed 000 L3215–3217; seed 001 L15213–15214)",
    },
    Setting {
        name: "spare_hand",
        values: &[
            "\"none\"",
            "\"spare_hand\"",
            "\"sir_garnet\"",
            "\"sir_garnet_double\"",
        ],
        default: "\"none\"",
        about: "a spare hand taken only for Nap: seed 003's, a failure also putting two stakes into the kitty (L501–518); Sir Garnet or the widow at Nap's stakes (seed 000 L3166–3173; seed 001 L15216–15219); or the 1927 Sir Garnet, a failure losing double (seed 001 L15227–15241)",
    },
    Setting {
        name: "purchase",
        values: &["false", "true"],
        default: "false",
        about: "purchase Nap: a stake into the kitty for each card bought, up to five (seed 003 L478–498; seed 000 L3186–3200)",
    },
    Setting {
        name: "peep",
        values: &["false", "true"],
        default: "false",
        about: "peep Nap: a stake into the kitty for each peep at the extra card (seed 000 L3174–3185; seed 001 L15221–15225)",
    },
    Setting {
        name: "double_header",
        values: &["\"off\"", "\"on\"", "\"compounding\""],
        default: "\"off\"",
        about: "the Double Header: after a deal everybody passed the stakes are doubled \"until the person declaring has won\" (seed 003 L522–538); [AMBIG] whether another deal passed while doubled doubles again",
    },
    Setting {
        name: "lowest_call",
        values: &["1", "2", "3"],
        default: "1",
        about: "the lowest call; \"usual to agree that the lowest call be 'three'\" with the Double Header (seed 003 L535–537)",
    },
    Setting {
        name: "all_pass",
        values: &["\"refused\"", "\"dealer_pays\""],
        default: "\"refused\"",
        about: "without the Double Header no deal is passed out: the first caller stands for one (seed 003 L328–330; the dealer, seed 001 L15149); or the dealer may pay one to each instead (seed 000 L3258–3260)",
    },
];
