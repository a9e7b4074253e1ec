//! The settings each bridge and auction law reads from a table's choices, and the players' names.

use serde::Deserialize;

use crate::laws::LawError;
use crate::laws::bridge::lump::Game;
use crate::laws::bridge::rubber;
use crate::laws::bridge::{
    BidSlam, Code, ContractHonours, DoubleChicane, DoubleLimit, FailedSlam, GamePoints,
    GoulashGameBid, Netting, Nullo, OddFigures, PassedBidder, PenaltyTrickBonus, Redoubled,
    RevokeValue, Rounding, Settings, ShortOfTricks, UndertrickScale, Unfinished, WidowScoring,
};
use crate::laws::pad::from_value;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Bridge1904Settings {
    #[serde(default)]
    double_limit: DoubleLimit,
    #[serde(default)]
    double_chicane: DoubleChicane,
    #[serde(default)]
    revoke_value: RevokeValue,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Auction1908Settings {
    #[serde(default)]
    double_chicane: DoubleChicane,
    #[serde(default)]
    penalty_trick_bonus: PenaltyTrickBonus,
    #[serde(default)]
    failed_slam: FailedSlam,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Auction1926Settings {
    #[serde(default)]
    rounding: Rounding,
    #[serde(default)]
    nullo: Nullo,
    #[serde(default)]
    goulash_game_bid: GoulashGameBid,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Contract1927Settings {
    #[serde(default)]
    undertricks: UndertrickScale,
    #[serde(default)]
    bid_slam: BidSlam,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
    #[serde(default)]
    redoubled: Redoubled,
    #[serde(default = "redoubled_overtrick")]
    redoubled_overtrick: OvertrickRedoubled,
    #[serde(default)]
    honours: ContractHonours,
    #[serde(default)]
    failed_slam: FailedSlam,
    #[serde(default = "contract_game")]
    game: ContractGame,
    #[serde(default)]
    unfinished: Unfinished,
}

/// The values the `redoubled_overtrick` setting lists.
#[derive(Deserialize, Clone, Copy)]
#[serde(try_from = "i64")]
struct OvertrickRedoubled(i64);

impl TryFrom<i64> for OvertrickRedoubled {
    type Error = String;
    fn try_from(points: i64) -> Result<Self, String> {
        match points {
            100 | 200 => Ok(OvertrickRedoubled(points)),
            _ => Err(format!("{points} is not 200 or 100")),
        }
    }
}

fn redoubled_overtrick() -> OvertrickRedoubled {
    OvertrickRedoubled(200)
}

/// The values the contract `game` setting lists.
#[derive(Deserialize, Clone, Copy)]
#[serde(try_from = "i64")]
struct ContractGame(i64);

impl TryFrom<i64> for ContractGame {
    type Error = String;
    fn try_from(points: i64) -> Result<Self, String> {
        match points {
            30 | 40 | 50 | 60 => Ok(ContractGame(points)),
            _ => Err(format!("{points} is not one of 30, 40, 50, 60")),
        }
    }
}

fn contract_game() -> ContractGame {
    ContractGame(rubber::GAME)
}

impl Default for Contract1927Settings {
    fn default() -> Self {
        Contract1927Settings {
            undertricks: UndertrickScale::default(),
            bid_slam: BidSlam::default(),
            short_of_tricks: ShortOfTricks::default(),
            redoubled: Redoubled::default(),
            redoubled_overtrick: redoubled_overtrick(),
            honours: ContractHonours::default(),
            failed_slam: FailedSlam::default(),
            game: contract_game(),
            unfinished: Unfinished::default(),
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct StopGapSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    netting: Netting,
    #[serde(default)]
    game_points: GamePoints,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DummyUpSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    goulash_game_bid: GoulashGameBid,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct WidowSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    scoring: WidowScoring,
    #[serde(default)]
    passed_bidder: PassedBidder,
}

pub(super) fn read<T: serde::de::DeserializeOwned + Default>(
    value: &serde_json::Value,
) -> Result<T, LawError> {
    match value {
        serde_json::Value::Null => Ok(T::default()),
        v => from_value("settings", v),
    }
}

/// The settings of a rubber code, read from the input's `settings`.
pub fn rubber_settings(code: Code, value: &serde_json::Value) -> Result<Settings, LawError> {
    let d = Settings::default();
    Ok(match code {
        Code::Bridge1904 => {
            let s: Bridge1904Settings = read(value)?;
            Settings {
                double_limit: s.double_limit,
                double_chicane: s.double_chicane,
                revoke_value: s.revoke_value,
                ..d
            }
        }
        Code::Auction1908 => {
            let s: Auction1908Settings = read(value)?;
            Settings {
                double_chicane: s.double_chicane,
                penalty_trick_bonus: s.penalty_trick_bonus,
                failed_slam: s.failed_slam,
                ..d
            }
        }
        Code::Auction1926 => {
            let s: Auction1926Settings = read(value)?;
            Settings {
                rounding: s.rounding,
                nullo: s.nullo,
                goulash: Some(s.goulash_game_bid),
                short_of_tricks: s.short_of_tricks,
                ..d
            }
        }
        Code::Contract1927 => {
            let s: Contract1927Settings = read(value)?;
            Settings {
                undertricks: s.undertricks,
                bid_slam: s.bid_slam,
                short_of_tricks: s.short_of_tricks,
                redoubled: s.redoubled,
                redoubled_overtrick: Some(s.redoubled_overtrick.0),
                contract_honours: s.honours,
                failed_slam: s.failed_slam,
                game: Some(s.game.0),
                unfinished: s.unfinished,
                ..d
            }
        }
    })
}

pub(super) fn lump_settings(game: Game, value: &serde_json::Value) -> Result<Settings, LawError> {
    // The three- and four-hand texts say nothing of nullos, so their deals refuse one.
    let defaults = Settings {
        nullo: Nullo::Refused,
        ..Settings::default()
    };
    Ok(match game {
        Game::StopGap => {
            let s: StopGapSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                netting: s.netting,
                game_points: s.game_points,
                ..defaults
            }
        }
        // Mayonnaise and Goulash "are two varieties of Dummy Up" (L2650).
        Game::DummyUp => {
            let s: DummyUpSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                goulash: Some(s.goulash_game_bid),
                ..defaults
            }
        }
        Game::Widow => {
            let s: WidowSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                widow_scoring: s.scoring,
                passed_bidder: s.passed_bidder,
                ..defaults
            }
        }
    })
}

/// Refuses a table of the wrong size or with a nameless side.
pub fn check_names(field: &str, names: &[String], min: usize, max: usize) -> Result<(), LawError> {
    if !(min..=max).contains(&names.len()) {
        let wanted = if min == max {
            format!("{min}")
        } else {
            format!("{min} to {max}")
        };
        return Err(LawError::new(
            field,
            format!("{} names; the game is for {wanted}", names.len()),
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("{field}[{i}]"), "empty name"));
        }
    }
    Ok(())
}
