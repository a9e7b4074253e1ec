//! The JSON contracts of `hoyle score bridge-1904`, `auction-1908`, `auction-1926`,
//! `auction-two-hand`, `contract-1927`, `stop-gap`, `dummy-up` and `widow-auction` (docs/laws/*.md). The deals are
//! the same objects a table's pad is drawn from.

use serde::{Deserialize, Serialize};

use super::Code;
use super::Settings;
use super::lump::Game;
use super::rubber::Sitting;
use super::table::{lump_sitting, rubber_sitting, two_hand_sitting};
use crate::laws::LawError;
use crate::laws::pad::{Item, PadInput};

fn default_sides() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RubberInput {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default = "default_sides")]
    sides: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Lined {
    above: Vec<Vec<Item>>,
    below: Vec<Vec<Item>>,
}

#[derive(Serialize)]
struct DealOut {
    note: String,
    /// What the deal wrote on the pad, with any game or rubber bonus it brought.
    scored: Lined,
    /// The rubber's running totals after the deal.
    above: [i64; 2],
    below: [i64; 2],
    toward_game: [i64; 2],
    games: [i64; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    game_won: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rubber_closed: Option<usize>,
}

#[derive(Serialize)]
struct GameOut {
    deal: usize,
    winner: usize,
}

#[derive(Serialize)]
struct RubberOut {
    first_deal: usize,
    last_deal: usize,
    games: [i64; 2],
    winner: Option<usize>,
    totals: [i64; 2],
    /// What the rubber is worth to its winner (negative when the winners lose on points).
    value: i64,
    amounts: [i64; 2],
    label: String,
}

#[derive(Serialize)]
struct RubberOutput {
    law: &'static str,
    sides: Vec<String>,
    deals: Vec<DealOut>,
    games: Vec<GameOut>,
    rubbers: Vec<RubberOut>,
    net: [i64; 2],
    open: bool,
}

fn pretty<T: Serialize>(output: &T) -> Result<String, LawError> {
    serde_json::to_string_pretty(output).map_err(|e| LawError::new("output", e.to_string()))
}

type Played = Result<(Settings, [String; 2], Sitting), LawError>;

fn score_rubber(code: Code, law: &'static str, input: &str) -> Result<String, LawError> {
    score_sitting(law, input, |pad_input| rubber_sitting(code, pad_input))
}

fn score_sitting(
    law: &'static str,
    input: &str,
    play: impl Fn(&PadInput) -> Played,
) -> Result<String, LawError> {
    let parsed: RubberInput = crate::laws::parse_json(input)?;
    let pad_input = PadInput {
        settings: parsed.settings,
        sides: parsed.sides,
        deals: parsed.deals,
    };
    let (_, sides, sitting) = play(&pad_input)?;
    let deals = sitting
        .deals
        .iter()
        .map(|r| DealOut {
            note: r.note.clone(),
            scored: Lined {
                above: r.scored.above.to_vec(),
                below: r.scored.below.to_vec(),
            },
            above: r.above,
            below: r.below,
            toward_game: r.toward_game,
            games: r.games,
            game_won: r.game_won,
            rubber_closed: r.rubber_closed,
        })
        .collect();
    let games = sitting
        .deals
        .iter()
        .filter_map(|r| {
            r.game_won.map(|winner| GameOut {
                deal: r.deal,
                winner,
            })
        })
        .collect();
    let rubbers = sitting
        .rubbers
        .iter()
        .map(|r| RubberOut {
            first_deal: r.first_deal,
            last_deal: r.last_deal,
            games: r.games,
            winner: r.winner,
            totals: r.totals,
            value: r.winner.map_or(0, |w| r.amounts[w]),
            amounts: r.amounts,
            label: r.label.clone(),
        })
        .collect();
    pretty(&RubberOutput {
        law,
        sides: sides.to_vec(),
        deals,
        games,
        rubbers,
        net: sitting.net(),
        open: sitting.open(),
    })
}

pub fn score_bridge_1904(input: &str) -> Result<String, LawError> {
    score_rubber(Code::Bridge1904, "bridge-1904", input)
}
pub fn score_auction_1908(input: &str) -> Result<String, LawError> {
    score_rubber(Code::Auction1908, "auction-1908", input)
}
pub fn score_auction_1926(input: &str) -> Result<String, LawError> {
    score_rubber(Code::Auction1926, "auction-1926", input)
}
pub fn score_contract_1927(input: &str) -> Result<String, LawError> {
    score_rubber(Code::Contract1927, "contract-1927", input)
}
pub fn score_auction_two_hand(input: &str) -> Result<String, LawError> {
    score_sitting("auction-two-hand", input, two_hand_sitting)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LumpInput {
    #[serde(default)]
    settings: serde_json::Value,
    players: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct LumpDealOut {
    note: String,
    declarers: Vec<Item>,
    adversaries: Vec<Item>,
    credited: Vec<i64>,
    totals: Vec<i64>,
}

#[derive(Serialize)]
struct LumpOutput {
    law: &'static str,
    players: Vec<String>,
    deals: Vec<LumpDealOut>,
    /// Each player's total as settled (odd figures thrown off, if so set).
    totals: Vec<i64>,
    net: Vec<i64>,
}

fn score_lump(game: Game, law: &'static str, input: &str) -> Result<String, LawError> {
    let parsed: LumpInput = crate::laws::parse_json(input)?;
    let (_, sitting) = lump_sitting(game, &parsed.settings, &parsed.players, &parsed.deals)?;
    pretty(&LumpOutput {
        law,
        players: parsed.players,
        deals: sitting
            .deals
            .into_iter()
            .map(|r| LumpDealOut {
                note: r.note,
                declarers: r.declarers,
                adversaries: r.adversaries,
                credited: r.credited,
                totals: r.totals,
            })
            .collect(),
        totals: sitting.settled_totals,
        net: sitting.net,
    })
}

pub fn score_stop_gap(input: &str) -> Result<String, LawError> {
    score_lump(Game::StopGap, "stop-gap", input)
}
pub fn score_dummy_up(input: &str) -> Result<String, LawError> {
    score_lump(Game::DummyUp, "dummy-up", input)
}
pub fn score_widow_auction(input: &str) -> Result<String, LawError> {
    score_lump(Game::Widow, "widow-auction", input)
}
