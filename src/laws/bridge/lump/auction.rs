//! A lump game's bidding, where the table keeps it: three bidders each for himself, from the
//! dealer at Stop-Gap (L2523–2527), three-hand Dummy Up (L2566–2571) and Widow Auction
//! (L2626); at four-hand Dummy Up from the player at the dealer's left, "the actual dealer
//! taking no part whatever in either bidding or play" (L2592–2595). Players are entered in
//! their order round the table, each the next to the left of the one before.

use super::{Game, LumpDeal, player};
use crate::laws::LawError;
use crate::laws::bridge::hand::Paths;
use crate::laws::bridge::hand::bidding::{self, Bid, Entered, Form};
use crate::laws::bridge::{Code, PassedBidder, Settings};

/// The deal with its contract filled in from the bidding, checked against what was entered:
/// the declarer must be the last bidder, and a contract or Widow bid given must agree. Returns
/// it with the notes of the bidding's irregular calls.
pub(super) fn filled_in(
    game: Game,
    settings: &Settings,
    names: &[String],
    i: usize,
    deal: &LumpDeal,
    entered: &Entered,
) -> Result<(LumpDeal, Vec<String>), LawError> {
    let players = names.len();
    let at = Paths {
        deal: i,
        by_role: true,
    };
    let Some(d) = deal.dealer else {
        return Err(LawError::new(
            at.whole("dealer"),
            "needed with the bidding: the dealer has the first say (L2523, L2566, L2626), and at four-hand Dummy Up the player at his left (L2592–2595)",
        ));
    };
    let dealer = player(at.whole("dealer"), d, players)?;
    let (form, first) = match (game, players) {
        (Game::StopGap, _) => (
            Form::Three {
                opening_one_in_suit: true,
            },
            dealer,
        ),
        (Game::DummyUp, 4) => (
            Form::Three {
                opening_one_in_suit: false,
            },
            dealer + 1,
        ),
        (Game::DummyUp, _) => (
            Form::Three {
                opening_one_in_suit: false,
            },
            dealer,
        ),
        (Game::Widow, _) => (
            Form::Widow {
                passed_out: settings.passed_bidder == PassedBidder::Out,
            },
            dealer,
        ),
    };
    // The three-hand texts say nothing of nullos, so none is bid (as none is scored).
    let outcome = bidding::check(Code::Auction1926, form, at, entered, false)?;
    let bidder = (first + outcome.declarer_seat) % players;
    if player(at.whole("declarer"), deal.declarer, players)? != bidder {
        return Err(LawError::new(
            at.whole("declarer"),
            format!(
                "does not agree with the bidding: its last bid, {}, was {}'s (player {bidder})",
                bidding::contract_text(&outcome),
                names[bidder]
            ),
        ));
    }
    let mut filled = deal.clone();
    match outcome.bid {
        Bid::Number(n) => {
            let disagree = |name: &str, given: String| {
                LawError::new(
                    at.whole(name),
                    format!(
                        "{given} does not agree with the bidding, which ends in {}",
                        bidding::contract_text(&outcome)
                    ),
                )
            };
            if let Some(b) = deal.bid.filter(|&b| b != n) {
                return Err(disagree("bid", format!("a bid of {b}")));
            }
            if let Some(x) = deal.doubles.filter(|&x| x != i64::from(outcome.doubles)) {
                return Err(disagree("doubles", bidding::doubles_text(x)));
            }
            filled.bid = Some(n);
            filled.doubles = Some(i64::from(outcome.doubles));
        }
        Bid::Tricks(..) => {
            let (level, denomination, doubles) =
                bidding::agree(&outcome, at, deal.level, &deal.denomination, deal.doubles)?;
            filled.level = Some(level);
            denomination.clone_into(&mut filled.denomination);
            filled.doubles = Some(doubles);
        }
    }
    Ok((filled, outcome.notes))
}
