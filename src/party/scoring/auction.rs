//! Progressive auction's rounds: each side's total, gross or net, and the rubbers.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

/// Gross or net per round of progressive auction (seed 001 L2891–2896).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reckoning {
    /// Each player keeps all his side made: "the fashion, established beyond remedy".
    #[default]
    Gross,
    /// The lower total is deducted from the higher after every round; the lower side scores 0.
    Net,
}

impl Reckoning {
    /// A round's two side totals as each side's players write them down.
    pub fn apply(self, total: [i64; 2]) -> [i64; 2] {
        match self {
            Reckoning::Gross => total,
            Reckoning::Net if total[0] >= total[1] => [total[0].saturating_sub(total[1]), 0],
            Reckoning::Net => [0, total[1].saturating_sub(total[0])],
        }
    }
}

/// One deal of auction as scored at the table: trick points below the line and everything
/// else (honours, penalties, slams) above, for sides A and B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionDeal {
    pub below: [u32; 2],
    #[serde(default)]
    pub above: [u32; 2],
}

/// The game bonus of progressive auction and of an unfinished rubber (seed 001 L2866–2870,
/// L3158–3160).
pub const GAME_BONUS: u32 = 125;
/// Winning two games of a rubber (seed 001 L2760, L3147).
pub const RUBBER_BONUS: u32 = 250;
const GAME: u32 = 30;

/// A round of progressive auction (four deals, seed 001 L2860–2870): every game of 30 won in
/// the round adds 125, even across deals; no rubber bonus; a part score at the end keeps its
/// points and earns nothing. Returns what each side's players write down.
pub fn auction_round(deals: &[AuctionDeal], reckoning: Reckoning) -> Result<[u32; 2], LawError> {
    let mut legs = [0u32; 2];
    let mut total = [0u32; 2];
    for (i, d) in deals.iter().enumerate() {
        check_deal(i, d)?;
        for s in 0..2 {
            legs[s] = legs[s].saturating_add(d.below[s]);
            total[s] = total[s]
                .saturating_add(d.below[s])
                .saturating_add(d.above[s]);
        }
        if let Some(s) = (0..2).find(|&s| legs[s] >= GAME) {
            total[s] = total[s].saturating_add(GAME_BONUS);
            legs = [0, 0];
        }
    }
    Ok(match reckoning {
        Reckoning::Gross => total,
        Reckoning::Net if total[0] >= total[1] => [total[0] - total[1], 0],
        Reckoning::Net => [0, total[1] - total[0]],
    })
}

fn check_deal(i: usize, d: &AuctionDeal) -> Result<(), LawError> {
    if d.below[0] > 0 && d.below[1] > 0 {
        return Err(LawError::new(
            format!("deals[{i}].below"),
            "only the declaring side scores below the line in a deal",
        ));
    }
    Ok(())
}

/// Rubbers played out deal by deal, as at pivot (seed 001 L2751–2785) and Baker's social
/// duplicate (L3145–3160).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rubbers {
    /// Side totals, everything each side scored (gross).
    pub totals: [u32; 2],
    pub rubbers_won: [u32; 2],
    /// Games won in the rubber left unfinished.
    pub unfinished_games: [u32; 2],
}

/// `unfinished_game` is what a game counts in a rubber left unfinished: 125 in Baker's social
/// duplicate (L3158–3160), nothing at pivot ("adding nothing for unfinished games, or for parts
/// of an unfinished rubber", L2776–2780). `max_rubbers` stops counting after that many rubbers
/// (pivot counts only the first three).
pub fn rubbers(
    deals: &[AuctionDeal],
    unfinished_game: u32,
    max_rubbers: Option<u32>,
) -> Result<Rubbers, LawError> {
    let mut legs = [0u32; 2];
    let mut games = [0u32; 2];
    let mut totals = [0u32; 2];
    let mut won = [0u32; 2];
    for (i, d) in deals.iter().enumerate() {
        check_deal(i, d)?;
        if max_rubbers.is_some_and(|m| won[0] + won[1] >= m) {
            return Err(LawError::new(
                format!("deals[{i}]"),
                "is played after the rubbers that count",
            ));
        }
        for s in 0..2 {
            legs[s] = legs[s].saturating_add(d.below[s]);
            totals[s] = totals[s]
                .saturating_add(d.below[s])
                .saturating_add(d.above[s]);
        }
        if let Some(s) = (0..2).find(|&s| legs[s] >= GAME) {
            legs = [0, 0];
            games[s] += 1;
            if games[s] == 2 {
                totals[s] = totals[s].saturating_add(RUBBER_BONUS);
                won[s] += 1;
                games = [0, 0];
            }
        }
    }
    for s in 0..2 {
        totals[s] = totals[s].saturating_add(games[s].saturating_mul(unfinished_game));
    }
    Ok(Rubbers {
        totals,
        rubbers_won: won,
        unfinished_games: games,
    })
}
