//! The JSON contracts of the party functions, for the CLI (`docs/party.md`). Each reads its
//! input through `laws::parse_json`, so a refusal names the path of the field, and returns
//! pretty JSON.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::Sex;
use super::prizes::{self, Awards, Deciders, Entrant, Prize, Scheme, TieBreak};
use super::progression::{self, Party, Player, RoundResult, Seating, Settings};
use super::rotation::{self, Pad, Points, RotationRound};
use super::scoring::{self, AuctionDeal, Reckoning, TallyLine, Totals};
use crate::laws::LawError;
use crate::laws::foster::{self, BOOK_BANDS, Equidistant};

#[cfg(test)]
mod tests;

/// Reads the input; a negative number where a count belongs gets a plain message.
fn parse<T: DeserializeOwned>(input: &str) -> Result<T, LawError> {
    crate::laws::parse_json(input).map_err(|e| {
        match e
            .message
            .strip_prefix("invalid value: integer `-")
            .and_then(|rest| rest.split('`').next())
        {
            Some(n) => LawError::new(e.field, format!("-{n} is negative")),
            None => e,
        }
    })
}

use crate::laws::pretty;

fn under(prefix: &str, e: LawError) -> LawError {
    LawError::new(format!("{prefix}.{}", e.field), e.message)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProgressionInput {
    #[serde(default)]
    settings: Settings,
    players: Vec<Player>,
    /// The first round's seating; from the players' tallies when absent, or drawn by lot with
    /// `seed` when no player has a tally.
    seating: Option<Seating>,
    seed: Option<u64>,
    #[serde(default)]
    rounds: Vec<RoundResult>,
}

#[derive(Serialize)]
struct ProgressionOutput {
    /// The seed the opening draw used, when the guests were seated by lot.
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// The seating of every round played, then the seating for the next.
    seatings: Vec<Seating>,
    tallies: Vec<TallyOut>,
}

#[derive(Serialize)]
struct TallyOut {
    player: String,
    sex: Option<Sex>,
    lines: Vec<TallyLine>,
    totals: Totals,
}

/// `{"settings", "players", "seating"?, "rounds"}` → every seating and every tally.
pub fn progression_json(input: &str) -> Result<String, LawError> {
    let parsed: ProgressionInput = parse(input)?;
    let by_lot = parsed.seating.is_none() && parsed.players.iter().all(|p| p.tally.is_none());
    let mut party = match parsed.seating {
        Some(s) => Party::new(parsed.settings, &parsed.players, s)?,
        None if by_lot => {
            let seed = parsed.seed.unwrap_or(0);
            let s = progression::seat_by_lot(&parsed.settings, &parsed.players, seed)?;
            Party::new(parsed.settings, &parsed.players, s)?
        }
        None => Party::from_tallies(parsed.settings, &parsed.players)?,
    };
    let mut seatings = vec![party.seating().clone()];
    for (i, r) in parsed.rounds.iter().enumerate() {
        party
            .play(r)
            .map_err(|e| under(&format!("rounds[{i}]"), e))?;
        seatings.push(party.seating().clone());
    }
    let tallies = party
        .tallies()
        .iter()
        .map(|(player, lines)| TallyOut {
            player: player.clone(),
            sex: party.sex(player),
            totals: Totals::of(lines),
            lines: lines.clone(),
        })
        .collect();
    pretty(&ProgressionOutput {
        seed: if by_lot {
            Some(parsed.seed.unwrap_or(0))
        } else {
            parsed.seed
        },
        seatings,
        tallies,
    })
}

#[derive(Deserialize, Default, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum SchemeName {
    #[default]
    Ranked,
    Foster,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PrizesInput {
    #[serde(default)]
    scheme: SchemeName,
    entrants: Vec<Entrant>,
    #[serde(default)]
    prizes: Vec<Prize>,
    #[serde(default)]
    ties: TieBreak,
    #[serde(default)]
    two_prizes: bool,
    /// Pivot's prizes table by table (`per_table`, `table_leaders`) or the whole room's list.
    #[serde(default)]
    tables: prizes::Tables,
    #[serde(default)]
    playoff: std::collections::BTreeMap<String, i64>,
    #[serde(default)]
    cut: std::collections::BTreeMap<String, i64>,
    seed: Option<u64>,
    /// Foster: how many prizes, the number drawn (drawn by the seed when absent), the bands'
    /// offsets and the rule for equidistant scores.
    count: Option<u64>,
    drawn: Option<u32>,
    offsets: Option<Vec<u32>>,
    #[serde(default)]
    equidistant: Equidistant,
}

/// `{"scheme": "ranked", "entrants", "prizes", "ties", "playoff", "cut", "seed"}` or
/// `{"scheme": "foster", "entrants", "count", "drawn"?, "offsets"?, "equidistant", "seed"}`
/// → the awards.
pub fn prizes_json(input: &str) -> Result<String, LawError> {
    let p: PrizesInput = parse(input)?;
    let awards: Awards = match p.scheme {
        SchemeName::Ranked => {
            if p.prizes.is_empty() {
                return Err(LawError::new("prizes", "no prizes offered"));
            }
            for (field, given) in [
                ("count", p.count.is_some()),
                ("drawn", p.drawn.is_some()),
                ("offsets", p.offsets.is_some()),
            ] {
                if given {
                    return Err(LawError::new(field, "belongs to the foster scheme"));
                }
            }
            prizes::award(
                &p.entrants,
                &Scheme {
                    prizes: p.prizes,
                    ties: p.ties,
                    two_prizes: p.two_prizes,
                    tables: p.tables,
                },
                &Deciders {
                    playoff: p.playoff,
                    cut: p.cut,
                    ..Deciders::default()
                },
                p.seed,
            )?
        }
        SchemeName::Foster => {
            if !p.prizes.is_empty() {
                return Err(LawError::new(
                    "prizes",
                    "the foster scheme counts its prizes in count",
                ));
            }
            let count = p
                .count
                .ok_or_else(|| LawError::new("count", "how many prizes?"))?;
            let numbers = foster::numbers(&BOOK_BANDS, p.offsets.as_deref())?;
            prizes::foster_award(&p.entrants, count, &numbers, p.drawn, p.equidistant, p.seed)?
        }
    };
    pretty(&awards)
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum RotationName {
    Individual,
    PivotFour,
    Safford,
    Baker,
    FixedPartners,
    Pivot,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RotationInput {
    rotation: RotationName,
    /// 8, 12 or 16 for `individual`.
    players: Option<u32>,
    /// Tables for `fixed_partners` and `pivot`.
    tables: Option<u32>,
    /// Per round, per table, [North-South, East-West] points.
    #[serde(default)]
    scores: Vec<Vec<Points>>,
    #[serde(default)]
    reckoning: Reckoning,
    /// `pivot_four`: the deals of each rubber, the pivot's side first.
    #[serde(default)]
    rubbers: Vec<Pad>,
    /// `baker`: `matches[match][foursome]`, team A first.
    matches: Option<[[Pad; 2]; 2]>,
}

#[derive(Serialize)]
struct RotationOutput {
    schedule: Vec<RotationRound>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deals_per_round: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    standings: Option<Vec<rotation::Standing>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    couples: Option<Vec<rotation::Couple>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    baker: Option<rotation::Baker>,
}

/// `{"rotation": "individual" | "pivot_four" | "safford" | "baker" | "fixed_partners" |
/// "pivot", …}` → the schedule, and the standings when scores are given.
pub fn rotation_json(input: &str) -> Result<String, LawError> {
    let r: RotationInput = parse(input)?;
    let mut out = RotationOutput {
        schedule: Vec::new(),
        deals_per_round: None,
        standings: None,
        couples: None,
        baker: None,
    };
    let scored = |schedule: &[RotationRound], scores: &[Vec<Points>]| {
        if scores.is_empty() {
            Ok(None)
        } else {
            rotation::standings(schedule, scores, r.reckoning).map(Some)
        }
    };
    match r.rotation {
        RotationName::Individual => {
            let n = r
                .players
                .ok_or_else(|| LawError::new("players", "8, 12 or 16?"))?;
            out.schedule = rotation::individual(n)?;
            out.deals_per_round = rotation::deals_per_round(n);
            out.standings = scored(&out.schedule, &r.scores)?;
        }
        RotationName::Safford => {
            out.schedule = rotation::safford();
            out.deals_per_round = Some(4);
            out.standings = scored(&out.schedule, &r.scores)?;
            out.couples = out.standings.as_deref().map(rotation::couples);
        }
        RotationName::PivotFour => {
            out.schedule = rotation::pivot_four();
            if !r.rubbers.is_empty() {
                out.standings = Some(rotation::pivot_scores(&r.rubbers)?);
            }
        }
        RotationName::Baker => {
            out.schedule = rotation::baker_schedule();
            out.deals_per_round = Some(4);
            if let Some(m) = &r.matches {
                out.baker = Some(rotation::baker(m)?);
            }
        }
        RotationName::FixedPartners | RotationName::Pivot => {
            let t = r
                .tables
                .ok_or_else(|| LawError::new("tables", "how many tables?"))?;
            let pivot = matches!(r.rotation, RotationName::Pivot);
            out.schedule = progression::pair_schedule(t, pivot)?;
            out.standings = scored(&out.schedule, &r.scores)?;
        }
    }
    pretty(&out)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AuctionInput {
    deals: Vec<AuctionDeal>,
    #[serde(default)]
    reckoning: Reckoning,
}

#[derive(Serialize)]
struct AuctionOutput {
    scores: [u32; 2],
}

/// One round of progressive auction: `{"deals": [{"below": [a, b], "above": [a, b]}, …],
/// "reckoning": "gross" | "net"}` → `{"scores": [a, b]}`, what each side's players write down.
pub fn auction_json(input: &str) -> Result<String, LawError> {
    let a: AuctionInput = parse(input)?;
    pretty(&AuctionOutput {
        scores: scoring::auction_round(&a.deals, a.reckoning)?,
    })
}
