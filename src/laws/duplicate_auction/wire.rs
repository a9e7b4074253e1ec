//! The JSON contract of `hoyle score duplicate-auction-deal` (docs/laws/duplicate-auction-deal.md).
//! A deal is a flat object; numbers are read wide and checked by the law, so a wrong number gets
//! the law's own message, addressed as `deals[i].field`.

use serde::{Deserialize, Serialize};

use super::{Caps, Contract, DealScore, Denomination, Direction, Doubled, Totals, Typed};
use crate::laws::LawError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: Settings,
    deals: Vec<Deal>,
}

#[derive(Deserialize, Serialize, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct Settings {
    #[serde(default)]
    caps: Caps,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    board: Option<u32>,
    declarer: Direction,
    level: i64,
    denomination: Denomination,
    #[serde(default)]
    doubled: Doubled,
    tricks: i64,
    honours_side: Option<Direction>,
    honours: Option<i64>,
    honours_in_one_hand: Option<i64>,
    ns_revokes: Option<i64>,
    ew_revokes: Option<i64>,
}

#[derive(Serialize)]
struct Output {
    settings: Settings,
    deals: Vec<ScoredDeal>,
    totals: Totals,
}

#[derive(Serialize)]
struct ScoredDeal {
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<u32>,
    contract: String,
    #[serde(flatten)]
    score: DealScore,
}

/// Reads the input, scores every deal, and returns pretty JSON.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let caps = parsed.settings.caps;
    let deals = parsed
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let contract = Contract::check(&Typed {
                declarer: d.declarer,
                level: d.level,
                denomination: d.denomination,
                doubled: d.doubled,
                tricks: d.tricks,
                honours_side: d.honours_side,
                honours: d.honours,
                honours_in_one_hand: d.honours_in_one_hand,
                ns_revokes: d.ns_revokes,
                ew_revokes: d.ew_revokes,
            })
            .map_err(|e| LawError::new(format!("deals[{i}].{}", e.field), e.message))?;
            Ok(ScoredDeal {
                board: d.board,
                contract: contract.describe(),
                score: super::score(&contract, caps),
            })
        })
        .collect::<Result<Vec<_>, LawError>>()?;
    let totals = super::totals(deals.iter().map(|d| &d.score));
    crate::laws::pretty(&Output {
        settings: parsed.settings,
        deals,
        totals,
    })
}
