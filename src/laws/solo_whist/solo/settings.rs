//! Solo whist's settings and its calls with their stakes, by either book.

use serde::{Deserialize, Serialize};

use super::super::Count;

/// Which book's stakes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Code {
    /// Pence: propositions and solos 6d, misères 1s, abondances 1s 6d, a penny a trick over or
    /// under (L4753–4804).
    #[default]
    #[serde(rename = "1909")]
    Hoyle1909,
    /// Counters: games in red, over- and under-tricks in white (L4533–4559).
    #[serde(rename = "1927")]
    Rules1927,
}

/// "It is not uncommon here to double the value of the over-tricks, but not of the
/// under-tricks. This must be a matter of arrangement" (seed 000 L4792–4797).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbundanceOvertricks {
    #[default]
    Single,
    Double,
}

/// [AMBIG] A revoke by an adversary of the caller (seed 000 L4893–4914): "the loss of three
/// tricks from the score of the revoking side", and "the actual offender pays the stakes".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefenderRevoke {
    /// The three tricks go to the caller's side, which wins the call and is paid its
    /// over-tricks on them; the offender pays for his side.
    #[default]
    ThreeTricksToCaller,
    /// The caller's side wins the call on the tricks as played (no under-tricks); the offender
    /// pays for his side.
    TricksAsPlayed,
}

/// [INFER] 1927: "bidder and partner, if successful, win one counter each from each adversary"
/// (seed 001 L4542–4544).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProposalPays {
    /// As printed: each partner with each adversary.
    #[default]
    EachAdversary,
    /// As the 1909 book: each partner with one adversary (seed 000 L4769–4772).
    OneAdversary,
}

/// [INFER] 1927: "One white counter is paid for each trick under or over amount bid" — a misère
/// bids no trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MisereTricks {
    /// A misère is paid its red counters only, as the 1909 book says (L4785–4790).
    #[default]
    NotCounted,
    /// A lost misère also pays a white counter for each trick the caller took.
    Counted,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub code: Code,
    /// 1909: pence for a proposition or a solo; a misère is twice it, an abondance thrice.
    pub stake: Count<1_000_000>,
    /// 1909: pence for each trick over or under.
    pub trick: Count<1_000_000>,
    pub abundance_overtricks: AbundanceOvertricks,
    pub defender_revoke: DefenderRevoke,
    /// 1927: white counters a red one is worth, "five or ten times" (L4534–4537).
    pub red: Count<1_000>,
    pub proposal: ProposalPays,
    pub misere_tricks: MisereTricks,
    /// The player (by number) who deals first; the deal passes to the left, a hand thrown up
    /// included (seed 000 L4739–4740; seed 001 L4478).
    pub first_dealer: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::default(),
            stake: Count(6),
            trick: Count(1),
            abundance_overtricks: AbundanceOvertricks::default(),
            defender_revoke: DefenderRevoke::default(),
            red: Count(10),
            proposal: ProposalPays::default(),
            misere_tricks: MisereTricks::default(),
            first_dealer: 0,
        }
    }
}

/// The calls, lowest to highest (seed 000 L4664–4670; seed 001 L4480–4501), and what may be
/// played when everybody passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    /// Everybody passed: the cards are thrown up (seed 000 L4739–4740).
    Pass,
    Proposition,
    Solo,
    Misere,
    Abundance,
    AbundanceInTrumps,
    MisereOuverte,
    AbundanceDeclared,
    /// 1909, by arrangement when all pass: whoever takes the last trick pays each other player
    /// a solo's stake (seed 000 L4744–4746).
    GeneralMisere,
    /// 1927, three players, by arrangement when all pass: six tricks alone (seed 001 L4515–4518).
    SixTrickSolo,
}

impl Call {
    pub(super) fn words(self) -> &'static str {
        match self {
            Call::Pass => "pass",
            Call::Proposition => "proposition",
            Call::Solo => "solo",
            Call::Misere => "misère",
            Call::Abundance => "abundance",
            Call::AbundanceInTrumps => "abundance in trumps",
            Call::MisereOuverte => "open misère",
            Call::AbundanceDeclared => "abundance declared",
            Call::GeneralMisere => "general misère",
            Call::SixTrickSolo => "six-trick solo",
        }
    }

    /// The tricks the caller's side must take; `None` for the misères.
    pub(super) fn target(self) -> Option<u32> {
        match self {
            Call::Proposition => Some(8),
            Call::Solo => Some(5),
            Call::SixTrickSolo => Some(6),
            Call::Abundance | Call::AbundanceInTrumps => Some(9),
            Call::AbundanceDeclared => Some(13),
            _ => None,
        }
    }

    /// The game's stake in the code's smallest counter, and the price of a trick over or under.
    pub(super) fn stake(self, s: &Settings) -> (i64, i64) {
        match s.code {
            // "six, twelve, and eighteen" (L4756–4758); misère ouverte and abondance déclarée
            // double the misère and the abondance (L4800–4802); a general misère "equal as a
            // rule to the stake of a solo" (L4745–4746).
            Code::Hoyle1909 => {
                let times = match self {
                    Call::Misere => 2,
                    Call::Abundance | Call::AbundanceInTrumps => 3,
                    Call::MisereOuverte => 4,
                    Call::AbundanceDeclared => 6,
                    _ => 1,
                };
                (s.stake.0 * times, s.trick.0)
            }
            // Solo 2 red, misère 3, abundance 4, open misère 6, abundance declarée 8; a
            // proposal one (L4542–4556). Abundance in trumps [GAP] as abundance, "of the same
            // money value" in the 1909 book (seed 000 L4797–4799); the six-trick solo [INFER]
            // as a solo.
            Code::Rules1927 => {
                let reds = match self {
                    Call::Proposition => 1,
                    Call::Misere => 3,
                    Call::Abundance | Call::AbundanceInTrumps => 4,
                    Call::MisereOuverte => 6,
                    Call::AbundanceDeclared => 8,
                    _ => 2,
                };
                (s.red.0 * reds, 1)
            }
        }
    }
}
