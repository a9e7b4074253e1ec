//! Rubicon bézique and rubicon piquet kept at a table: the pad the web app draws, and the
//! fields a deal is entered with. The arithmetic is the laws' own ([`super::bezique`],
//! [`super::piquet`]); this only lays it out.

use serde::Deserialize;

use super::bezique::{self, BrisqueRule, Code, Overtaken, Truncation};
use super::piquet::{self, RubiconValue, Tie};
use super::wire::{BeziqueDeal, convert_deal, pair};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement};

const POINTS: FieldKind = FieldKind::Number {
    min: 0,
    max: super::MAX_POINTS,
};

pub const BEZIQUE_DEAL: &[Field] = &[
    Field {
        name: "scores",
        label: "Points",
        kind: POINTS,
        per_side: true,
        optional: false,
        help: "declarations, carte blanche and last trick, without brisques",
    },
    Field {
        name: "brisques",
        label: "Brisques",
        kind: FieldKind::Number {
            min: 0,
            max: bezique::BRISQUES as i64,
        },
        per_side: true,
        optional: false,
        help: "aces and tens taken in tricks",
    },
];

pub const PIQUET_DEAL: &[Field] = &[Field {
    name: "scores",
    label: "Points",
    kind: POINTS,
    per_side: true,
    optional: false,
    help: "the deal's total for each player",
}];

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct BeziqueSettings {
    #[serde(default)]
    code: Code,
    #[serde(default)]
    truncation: Truncation,
    #[serde(default)]
    brisques: BrisqueRule,
    #[serde(default)]
    overtaken: Overtaken,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PiquetDeal {
    scores: Vec<i64>,
}

fn check_two_sides(input: &PadInput) -> Result<(), LawError> {
    if input.sides.len() != super::PLAYERS {
        return Err(LawError::new("sides", "the game is for two players"));
    }
    Ok(())
}

/// Rubicon bézique: every deal is a game, settled at once.
pub fn bezique_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_two_sides(input)?;
    let s: BeziqueSettings = input.settings()?;
    let settings = bezique::Settings {
        code: s.code,
        truncation: s.truncation,
        brisques: s.brisques,
        overtaken: s.overtaken,
    };
    let mut pad = Pad {
        sides: input.sides.clone(),
        lined: false,
        rows: Vec::new(),
        settled: Vec::new(),
        stake_unit: 100,
        open: false,
        asks: Default::default(),
        notes: vec![format!(
            "Code {}; fractions of a hundred dropped from {}.",
            match settings.code {
                Code::Hoyle1909 => "1909 (Hoyle's Games Modernized)",
                Code::Rules1927 => "1927 (Rules of Card Games)",
            },
            match settings.truncation {
                Truncation::Each => "each score",
                Truncation::Sum => "the sum",
            }
        )],
    };
    for i in 0..input.deals.len() {
        let entered: BeziqueDeal = input.deal(i)?;
        let deal = convert_deal(i, &entered)?;
        let outcome = bezique::score_deal(settings, &deal)
            .map_err(|e| LawError::new(format!("deals[{i}].{}", e.field), e.message))?;
        let below = (0..super::PLAYERS)
            .map(|p| {
                vec![Item::new(
                    deal.scores[p],
                    format!("{} brisques", deal.brisques[p]),
                )]
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: String::new(),
        });
        let label = match (outcome.winner, outcome.rubiconed) {
            (None, _) => "void game".to_owned(),
            (Some(_), true) => "rubicon".to_owned(),
            (Some(_), false) if outcome.brisques_counted => "game, brisques counted".to_owned(),
            (Some(_), false) => "game".to_owned(),
        };
        pad.settle(
            Settlement::two_sided(outcome.winner, outcome.value, label).lurched(outcome.rubiconed),
        );
    }
    Ok(pad)
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PiquetSettings {
    #[serde(default)]
    tie: Tie,
    #[serde(default)]
    rubicon_value: RubiconValue,
}

/// Rubicon piquet: deals are grouped in parties of six; each closed partie is settled.
pub fn piquet_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_two_sides(input)?;
    let s: PiquetSettings = input.settings()?;
    let settings = piquet::Settings {
        tie: s.tie,
        rubicon_value: s.rubicon_value,
    };
    let mut pad = Pad::new(input.sides.clone());
    let mut partie: Vec<[i64; 2]> = Vec::new();
    for i in 0..input.deals.len() {
        let entered: PiquetDeal = input.deal(i)?;
        let field = format!("deals[{i}].scores");
        let scores = pair(&field, &entered.scores)?;
        // Checked as the partie's own deal so the message names this deal's field.
        piquet::score(settings, &[scores]).map_err(|e| LawError::new(field.clone(), e.message))?;
        partie.push(scores);
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below: scores.iter().map(|&p| vec![Item::new(p, "")]).collect(),
            note: format!("deal {} of the partie", partie.len()),
        });
        if partie.len() == piquet::DEALS {
            let done = piquet::score(settings, &partie)?;
            let label = match (done.winner, done.rubiconed, done.replay) {
                (_, _, true) => {
                    format!("tie {}–{}: replay", done.aggregates[0], done.aggregates[1])
                }
                (None, _, false) => {
                    format!("tie {}–{}: drawn", done.aggregates[0], done.aggregates[1])
                }
                (Some(_), Some(true), _) => format!(
                    "partie {}–{}, rubicon",
                    done.aggregates[0], done.aggregates[1]
                ),
                (Some(_), _, _) => format!("partie {}–{}", done.aggregates[0], done.aggregates[1]),
            };
            pad.settle(
                Settlement::two_sided(done.winner, done.value.unwrap_or(0), label)
                    .lurched(done.rubiconed == Some(true))
                    .with_final_points(done.aggregates.to_vec()),
            );
            partie.clear();
        }
    }
    pad.open = !partie.is_empty();
    Ok(pad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn input(deals: serde_json::Value) -> PadInput {
        serde_json::from_value(json!({"sides": ["Ann", "Bob"], "deals": deals})).unwrap()
    }

    /// The 1909 rubicon example (seed 000 L744–751): 1,320 v 620 is worth 3,200.
    #[test]
    fn bezique_pad_settles_each_deal() {
        let pad = bezique_pad(&input(
            json!([{"scores": [1320, 620], "brisques": [14, 18]}]),
        ))
        .unwrap();
        assert_eq!(pad.settled[0].amounts, vec![3200, -3200]);
        assert_eq!(pad.settled[0].label, "rubicon");
        assert_eq!(
            (pad.net(), pad.stake_unit, pad.open),
            (vec![3200, -3200], 100, false)
        );
    }

    /// Seed 000 L3813–3815: 120 v 102 after six deals is worth 118.
    #[test]
    fn piquet_pad_closes_a_partie_after_six_deals() {
        let deals = [[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 15]];
        let all: Vec<_> = deals.iter().map(|d| json!({"scores": d})).collect();
        let five = piquet_pad(&input(json!(all[..5]))).unwrap();
        assert!(five.open && five.settled.is_empty());
        let six = piquet_pad(&input(json!(all))).unwrap();
        assert_eq!(six.net(), vec![118, -118]);
        assert!(!six.open);
    }

    #[test]
    fn a_bad_deal_is_named_by_its_index_and_field() {
        let e =
            bezique_pad(&input(json!([{"scores": [10, 10], "brisques": [33, 0]}]))).unwrap_err();
        assert_eq!(e.field, "deals[0].brisques[0]");
        let e = piquet_pad(&input(json!([{"scores": [10]}]))).unwrap_err();
        assert_eq!(e.field, "deals[0].scores");
        let e = piquet_pad(&input(json!([{"points": [1, 2]}]))).unwrap_err();
        assert!(e.field.starts_with("deals[0]"), "{e}");
    }
}
