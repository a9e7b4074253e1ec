//! The JSON contracts of `hoyle score` for two-hand, auction and Gaigel pinochle.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::from_value;

use super::auction::{AuctionDeal, AuctionOutcome, AuctionSettings, settle_auction};
use super::two_hand::{TwoHandSettings, play_two_hand};

/// A game of gaigel as entered: who won and how (L8764–8795).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GaigelGame {
    pub winner: i64,
    /// A gaigel: two games (L8776–8795).
    #[serde(default)]
    pub gaigel: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: S,
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoSettings {}

pub(super) fn check_names(
    field: &str,
    names: &[String],
    min: usize,
    max: usize,
) -> Result<(), LawError> {
    let want = if min == max {
        min.to_string()
    } else {
        format!("{min} to {max}")
    };
    crate::laws::check_names(field, names, min..=max, &want)
}

pub fn score_two_hand_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<TwoHandSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 2, 2)?;
    crate::laws::pretty(&play_two_hand(parsed.settings, &parsed.deals)?)
}

#[derive(Serialize)]
struct AuctionOutput {
    deals: Vec<AuctionOutcome>,
    net: Vec<i64>,
}

pub fn play_auction(
    settings: AuctionSettings,
    players: usize,
    deals: &[serde_json::Value],
) -> Result<Vec<AuctionOutcome>, LawError> {
    deals
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = format!("deals[{i}]");
            let d: AuctionDeal = from_value(&at, v)?;
            settle_auction(settings, players, &at, &d)
        })
        .collect()
}

pub fn score_auction_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<AuctionSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 3, 4)?;
    let deals = play_auction(parsed.settings, parsed.players.len(), &parsed.deals)?;
    let mut net = vec![0; parsed.players.len()];
    for d in &deals {
        for (n, a) in net.iter_mut().zip(&d.amounts) {
            *n += a;
        }
    }
    crate::laws::pretty(&AuctionOutput { deals, net })
}

#[derive(Serialize)]
struct GaigelOutput {
    games: Vec<i64>,
    net: Vec<i64>,
}

pub fn play_gaigel(deals: &[serde_json::Value]) -> Result<Vec<[i64; 2]>, LawError> {
    deals
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = format!("deals[{i}]");
            let g: GaigelGame = from_value(&at, v)?;
            let value = if g.gaigel { 2 } else { 1 };
            match g.winner {
                0 => Ok([value, -value]),
                1 => Ok([-value, value]),
                w => Err(LawError::new(
                    format!("{at}.winner"),
                    format!("{w} is not 0 or 1"),
                )),
            }
        })
        .collect()
}

pub fn score_gaigel_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<NoSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 2, 2)?;
    let games = play_gaigel(&parsed.deals)?;
    let net = vec![
        games.iter().map(|g| g[0]).sum(),
        games.iter().map(|g| g[1]).sum(),
    ];
    crate::laws::pretty(&GaigelOutput {
        games: games.iter().map(|g| g[0].abs()).collect(),
        net,
    })
}
