//! How long a deal may be put right, and when a late claim is closed.

use crate::laws::LawError;
use crate::laws::bridge::rubber::{self, Sitting};
use crate::laws::bridge::{Code, Settings};
use crate::laws::pad::{PadInput, late_claim};
use crate::laws::registry::{self, ClaimsClosed};

use super::pads::{rubber_sitting, two_hand_sitting};

/// A sitting read and played, as each rubber law reads its deals.
type Played = Result<(Settings, [String; 2], Sitting), LawError>;

/// Whether deal `deal` may still be corrected by the players: until the score of its rubber is
/// made up and agreed, which entering the next rubber's first deal shows. That is the window
/// for honours, chicane, slams, bonuses and penalties (1904 Law 13, L7522–7525, which 1908
/// keeps; 1926 law 67, L1969–1971). What scores below the line has the shorter window of the
/// game (1904 Law 12; 1926 law 66), which [`trick_score_closed`] keeps.
fn until_rubber_agreed(played: Played, input: &PadInput, deal: usize) -> bool {
    until_closed_by(played, input, deal, |r| r.rubber_closed.is_some())
}

/// Whether the game deal `deal` belongs to is still open: a game is "not concluded until the
/// last card of the following deal has been dealt, or, in the case of the last game of the
/// rubber, until the score has been made up and agreed" (1904 Law 12, L7515–7520); the 1926
/// count says "before the bidding begins for the following game" (law 66, L1964–1968). Either
/// way, entering a deal after the game's last closes it.
fn game_open(played: Played, input: &PadInput, deal: usize) -> bool {
    until_closed_by(played, input, deal, |r| {
        r.game_won.is_some() || r.rubber_closed.is_some()
    })
}

fn until_closed_by(
    played: Played,
    input: &PadInput,
    deal: usize,
    closes: impl Fn(&rubber::DealRecord) -> bool,
) -> bool {
    if deal >= input.deals.len() {
        return false;
    }
    let Ok((_, _, sitting)) = played else {
        return registry::last_deal_only(input, deal);
    };
    match sitting.deals[deal..].iter().find(|r| closes(r)) {
        None => true,
        Some(end) => end.deal + 1 == input.deals.len(),
    }
}

/// A correction of a deal whose game is concluded that changes what it scored below the line
/// (declarer, level, denomination, doubles, tricks, a revoke's tricks: whatever feeds the trick
/// score) is outside the trick score's window, though the rubber's window lets honours, chicane
/// and slams be put right (1904 Laws 12–13, L7515–7525; 1926 laws 66–67, L1964–1971).
fn trick_score_closed(
    play: &dyn Fn(&PadInput) -> Played,
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    if game_open(play(input), input, deal) {
        return None;
    }
    let below = |input: &PadInput| {
        play(input)
            .ok()
            .and_then(|(_, _, sitting)| sitting.deals.get(deal).map(|r| r.scored.below.clone()))
    };
    let mut corrected = input.clone();
    *corrected.deals.get_mut(deal)? = new.clone();
    // A deal the law refuses is refused when it is saved; it makes no late claim.
    let after = below(&corrected)?;
    (below(input)? != after).then(|| {
        format!(
            "deal {}: the trick score below the line may be corrected only until its game is concluded, and a later deal has been entered (1904 Law 12, seed 000 L7515–7520; 1926 law 66, seed 001 L1964–1968)",
            deal + 1
        )
    })
}

fn rubber_claims_closed(
    code: Code,
    revoke: ClaimsClosed,
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    revoke(input, deal, new)
        .or_else(|| trick_score_closed(&|i| rubber_sitting(code, i), input, deal, new))
}

pub fn correctable_bridge_1904(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Bridge1904, input), input, deal)
}
pub fn correctable_auction_1908(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Auction1908, input), input, deal)
}
pub fn correctable_auction_1926(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Auction1926, input), input, deal)
}
pub fn correctable_contract_1927(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Contract1927, input), input, deal)
}

/// As at four-hand auction: until the rubber is agreed, the trick score only until its game is
/// concluded; scored deal by deal, every deal is a game concluded when the next is entered.
pub fn correctable_auction_two_hand(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(two_hand_sitting(input), input, deal)
}

pub fn claims_closed_bridge_1904(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Bridge1904, claims_closed_1904, input, deal, new)
}
pub fn claims_closed_auction_1908(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Auction1908, claims_closed_1904, input, deal, new)
}
pub fn claims_closed_auction_1926(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Auction1926, claims_closed_1926, input, deal, new)
}
pub fn claims_closed_contract_1927(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Contract1927, claims_closed_1926, input, deal, new)
}
pub fn claims_closed_auction_two_hand(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    claims_closed_1926(input, deal, new)
        .or_else(|| trick_score_closed(&two_hand_sitting, input, deal, new))
}

/// 1904 Law 97 (seed 000 L8024–8025), which the 1908 auction code keeps ("as in Bridge",
/// L8190–8194): a revoke, and so the penalty chosen for it, cannot be claimed once a later deal
/// is entered. Honours, chicane and slams have no such deadline: they stand corrected until the
/// rubber is agreed (Law 13).
pub fn claims_closed_1904(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let law = "a revoke cannot be claimed after the cards have been cut for the following deal (Law 97, seed 000 L8024–8025)";
    late_claim(
        input,
        deal,
        new,
        &[("revokes", law), ("revoke_penalty", law)],
    )
}

/// 1926 law 126 (seed 001 L2312–2315), which contract (L2467–2470) and the two-player forms
/// keep: "The revoke must be proved and the penalty claimed before the cards are cut for the
/// next deal"; the last deal's revoke waits only for the rubber score to be agreed.
pub fn claims_closed_1926(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    late_claim(
        input,
        deal,
        new,
        &[(
            "revokes",
            "a revoke must be proved and the penalty claimed before the cards are cut for the next deal (law 126, seed 001 L2312–2315)",
        )],
    )
}
