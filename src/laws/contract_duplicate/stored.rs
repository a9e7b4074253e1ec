//! A contract bridge result kept in the shape of a duplicate auction result
//! (`duplicate_auction::Contract`), so that events entered by contract store, correct and show
//! both through one path; the `seat` and `passed_out` fields tell them apart.

use super::{Contract as BridgeContract, Doubled, Played, Strain};
use crate::laws::duplicate::Direction;
use crate::laws::duplicate_auction::{self as auction, Contract, Denomination};

impl Contract {
    /// A contract bridge result in this shape (see `seat`): no honours, no revokes (today's
    /// laws settle a revoke by tricks, so the tricks entered are after any adjustment).
    pub fn bridge(played: &Played) -> Contract {
        let (declarer, level, denomination, doubled, tricks, seat) = match *played {
            Played::PassedOut => (
                Direction::Ns,
                1,
                Denomination::Notrump,
                auction::Doubled::No,
                0,
                None,
            ),
            Played::Contract {
                contract,
                declarer,
                tricks,
            } => (
                if declarer.is_ns() {
                    Direction::Ns
                } else {
                    Direction::Ew
                },
                contract.level,
                match contract.strain {
                    Strain::Clubs => Denomination::Clubs,
                    Strain::Diamonds => Denomination::Diamonds,
                    Strain::Hearts => Denomination::Hearts,
                    Strain::Spades => Denomination::Spades,
                    Strain::Notrump => Denomination::Notrump,
                },
                match contract.doubled {
                    Doubled::No => auction::Doubled::No,
                    Doubled::Doubled => auction::Doubled::Doubled,
                    Doubled::Redoubled => auction::Doubled::Redoubled,
                },
                tricks,
                Some(declarer),
            ),
        };
        Contract {
            declarer,
            level,
            denomination,
            doubled,
            tricks,
            honours: None,
            ns_revokes: 0,
            ew_revokes: 0,
            seat,
            passed_out: matches!(played, Played::PassedOut),
        }
    }

    /// The contract bridge result this holds, if it is one (see `seat`).
    pub fn played(&self) -> Option<Played> {
        if self.passed_out {
            return Some(Played::PassedOut);
        }
        let seat = self.seat?;
        Some(Played::Contract {
            contract: BridgeContract {
                level: self.level,
                strain: match self.denomination {
                    Denomination::Clubs => Strain::Clubs,
                    Denomination::Diamonds => Strain::Diamonds,
                    Denomination::Hearts => Strain::Hearts,
                    Denomination::Spades => Strain::Spades,
                    Denomination::Notrump => Strain::Notrump,
                },
                doubled: match self.doubled {
                    auction::Doubled::No => Doubled::No,
                    auction::Doubled::Doubled => Doubled::Doubled,
                    auction::Doubled::Redoubled => Doubled::Redoubled,
                },
            },
            declarer: seat,
            tricks: self.tricks,
        })
    }
}

/// A contract bridge result as the event's standings take it: each side's positive score on the
/// board (a side's minus is the other's plus), vulnerable as the board's number says (Law 2).
/// Nothing is capped, so there is no excess.
pub fn event_entry(played: &Played, board: u32) -> crate::laws::duplicate::Entry {
    let ns = super::score(played, super::vulnerability(board)).ns_score;
    crate::laws::duplicate::Entry::Auction {
        ns_points: ns.max(0),
        ew_points: (-ns).max(0),
        excess: 0,
    }
}
