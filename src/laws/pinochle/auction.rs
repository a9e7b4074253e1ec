//! Auction pinochle: the bid's value, its bonus, and each deal settled.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

/// The unit a deal is settled in (L8661–8669).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// "It is usual to divide the actual scores by 10": a 240 bid is 24.
    #[default]
    Tenths,
    /// The bid as bid: 240.
    Points,
    /// "Throw off all parts of 50": 240 counts 20, 360 counts 40; a part of exactly 50 counts a
    /// hundred (rules-1927-b §2.5.4 AMBIG), so 250 counts 30.
    Fifties,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionSettings {
    #[serde(default)]
    pub scoring: Scoring,
    /// The premiums on high bids made (L8671–8680).
    #[serde(default)]
    pub bonus: bool,
}

/// The least bid (rules-1927-b §2.5.4: "minimum 200").
pub const MIN_BID: i64 = 200;
/// No bid can pass what a hand can make; a guard against slips.
pub(super) const MAX_BID: i64 = 1_000;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionDeal {
    pub bidder: i64,
    pub bid: i64,
    /// The bidder refused to play after seeing the widow.
    #[serde(default)]
    pub conceded: bool,
    /// What the bidder made: melds, the lay-away and cards won.
    #[serde(default)]
    pub made: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuctionOutcome {
    pub bidder: usize,
    pub result: &'static str,
    /// What the bidder receives from (or pays to) each other player.
    pub value: i64,
    pub amounts: Vec<i64>,
}

/// The value of a bid in the scoring unit, and the premium where the setting gives one.
pub fn bid_value(settings: AuctionSettings, bid: i64) -> i64 {
    match settings.scoring {
        Scoring::Tenths => bid / 10,
        Scoring::Points => bid,
        Scoring::Fifties => (bid + 50) / 100 * 10,
    }
}

fn bonus_value(settings: AuctionSettings, bid: i64) -> Option<i64> {
    if !settings.bonus {
        return None;
    }
    let tenths = match bid {
        350..=399 => 50,
        400..=449 => 80,
        450..=499 => 100,
        _ => return None,
    };
    Some(match settings.scoring {
        Scoring::Points => tenths * 10,
        _ => tenths,
    })
}

/// Settles one deal with every other player at the table, the idle dealer included
/// (L8641–8659): conceded, the bid to each; made, the bid from each ("he cannot score more than
/// the amount of his bid"); failed, double the bid to each. A premium is paid only on a bid made
/// (rules-1927-b §2.5.4: not said to double on a loss).
pub fn settle_auction(
    settings: AuctionSettings,
    players: usize,
    at: &str,
    deal: &AuctionDeal,
) -> Result<AuctionOutcome, LawError> {
    let bidder = usize::try_from(deal.bidder)
        .ok()
        .filter(|&b| b < players)
        .ok_or_else(|| {
            LawError::new(
                format!("{at}.bidder"),
                format!("{} is not a player 0..{}", deal.bidder, players - 1),
            )
        })?;
    if !(MIN_BID..=MAX_BID).contains(&deal.bid) || deal.bid % 10 != 0 {
        return Err(LawError::new(
            format!("{at}.bid"),
            format!("{} is not a bid: {MIN_BID} or more, by tens", deal.bid),
        ));
    }
    let plain = bid_value(settings, deal.bid);
    let (result, value) = match (deal.conceded, deal.made) {
        (true, Some(_)) => {
            return Err(LawError::new(
                format!("{at}.made"),
                "a conceded hand is not played",
            ));
        }
        (true, None) => ("conceded", -plain),
        (false, None) => {
            return Err(LawError::new(
                format!("{at}.made"),
                "needed: what the bidder made, unless he conceded",
            ));
        }
        (false, Some(made)) if !(0..=MAX_BID * 2).contains(&made) => {
            return Err(LawError::new(
                format!("{at}.made"),
                format!("{made} is not from 0 to {}", MAX_BID * 2),
            ));
        }
        (false, Some(made)) if made >= deal.bid => {
            ("made", bonus_value(settings, deal.bid).unwrap_or(plain))
        }
        (false, Some(_)) => ("failed", -2 * plain),
    };
    let others = players as i64 - 1;
    let amounts = (0..players)
        .map(|p| if p == bidder { value * others } else { -value })
        .collect();
    Ok(AuctionOutcome {
        bidder,
        result,
        value,
        amounts,
    })
}
