//! `hoyle movement …`: the movement library's schedules as JSON, text or CSV, and the party
//! contracts (docs/cli.md).

use std::path::PathBuf;

use clap::Subcommand;

use super::{Failure, Format, emit, emit_bytes, read_input};

#[derive(Debug, Subcommand)]
pub(super) enum MovementKind {
    /// The compass (Mitchell) movement of the Rules for Duplicate.
    Mitchell {
        #[arg(long)]
        tables: u32,
        #[arg(long)]
        boards_per_round: u32,
        #[arg(long)]
        rounds: Option<u32>,
        /// With an even number of tables: the relay and bye stand instead of the skip.
        #[arg(long)]
        relay: bool,
        /// Rounds played with the arrows turned (N-S pairs sit E-W), e.g. `--arrow-switch 3,6`.
        #[arg(long, value_delimiter = ',')]
        arrow_switch: Vec<u32>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// The Howell pair movement: every pair meets every other once (2 to 16 tables).
    Howell {
        /// Tables (2T pairs); or give `--pairs` for an odd number (a phantom pair).
        #[arg(long, required_unless_present = "pairs", conflicts_with = "pairs")]
        tables: Option<u32>,
        #[arg(long)]
        pairs: Option<u32>,
        #[arg(long, default_value_t = 2)]
        boards_per_round: u32,
        /// Fewer rounds than the complete movement: a shortened (three-quarter) Howell.
        #[arg(long)]
        rounds: Option<u32>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// An individual movement: every player partners every other once (8 to 28 players).
    Individual {
        #[arg(long)]
        players: u32,
        #[arg(long, default_value_t = 2)]
        boards_per_round: u32,
        #[arg(long)]
        rounds: Option<u32>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// Team-of-four matches in a round robin, two tables a match, the boards crossing.
    Teams {
        #[arg(long)]
        teams: u32,
        #[arg(long, default_value_t = 8)]
        boards_per_round: u32,
        #[arg(long)]
        rounds: Option<u32>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// Mnemonic duplicate at one table: the deals replayed with the hands turned.
    Mnemonic {
        #[arg(long)]
        boards: u32,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
    },
    /// A progressive party's seating after each game: JSON in, every seating and tally out
    /// (docs/party.md).
    Progression { file: Option<PathBuf> },
    /// The social rotations (8/12/16 individual, pivot, Safford, Baker) and their standings
    /// (docs/party.md).
    Rotation { file: Option<PathBuf> },
}

pub(super) fn movement(kind: MovementKind) -> Result<(), Failure> {
    let contract = |file: Option<PathBuf>,
                    run: fn(&str) -> Result<String, crate::laws::LawError>| {
        let input = read_input(file.as_deref())?;
        let output = run(&input).map_err(|e| Failure::Refused(e.to_string()))?;
        emit(&format!("{output}\n"))
    };
    match kind {
        MovementKind::Progression { file } => contract(file, crate::party::progression_json),
        MovementKind::Rotation { file } => contract(file, crate::party::rotation_json),
        MovementKind::Mitchell {
            tables,
            boards_per_round,
            rounds,
            relay,
            arrow_switch,
            format,
        } if relay || !arrow_switch.is_empty() => {
            use crate::movement::{mitchell::Mitchell, relay as r};
            let schedule = if relay {
                r::relay(tables, boards_per_round, rounds, &arrow_switch)
            } else {
                Mitchell::new(tables, boards_per_round, rounds)
                    .and_then(|m| r::switched(&m, &arrow_switch))
            }
            .map_err(refused)?;
            let text = format!("{}{}", r::title(&schedule), schedule.body_text());
            print_movement(format, r::to_json(&schedule), text, &schedule.rows())
        }
        MovementKind::Howell {
            tables,
            pairs,
            boards_per_round,
            rounds,
            format,
        } => {
            use crate::movement::howell;
            let pairs = pairs.unwrap_or_else(|| tables.unwrap_or(0).saturating_mul(2));
            let s = howell::howell(pairs, boards_per_round, rounds).map_err(refused)?;
            let text = format!("{}{}", howell::title(&s), s.body_text());
            let mut json = s.to_json();
            json["balance"] = serde_json::json!(s.balance());
            print_movement(format, json, text, &s.rows())
        }
        MovementKind::Individual {
            players,
            boards_per_round,
            rounds,
            format,
        } => {
            let m = crate::movement::individual::individual(players, boards_per_round, rounds)
                .map_err(refused)?;
            let mut json = serde_json::to_value(&m).map_err(|e| Failure::Broken(e.to_string()))?;
            json["balance"] = serde_json::json!(m.balance());
            print_movement(format, json, m.to_text(), &m.rows())
        }
        MovementKind::Teams {
            teams,
            boards_per_round,
            rounds,
            format,
        } => {
            let t =
                crate::movement::teams::teams(teams, boards_per_round, rounds).map_err(refused)?;
            print_movement(format, t.to_json(), t.to_text(), &t.schedule.rows())
        }
        MovementKind::Mnemonic { boards, format } => {
            use crate::movement::mnemonic;
            let s = mnemonic::mnemonic(boards).map_err(refused)?;
            let text = format!("{}{}", mnemonic::title(boards), s.body_text());
            print_movement(format, s.to_json(), text, &s.rows())
        }
        MovementKind::Mitchell {
            tables,
            boards_per_round,
            rounds,
            format,
            ..
        } => {
            let mitchell =
                crate::movement::mitchell::Mitchell::new(tables, boards_per_round, rounds)
                    .map_err(|e| Failure::Refused(e.to_string()))?;
            match format {
                Format::Json => emit(&format!("{:#}\n", mitchell.to_json())),
                Format::Text => emit(&mitchell.to_text()),
                Format::Csv => {
                    let bytes = crate::export::to_csv(&mitchell.rows())
                        .map_err(|e| Failure::Broken(e.to_string()))?;
                    emit_bytes(&bytes)
                }
            }
        }
    }
}

fn refused(e: crate::movement::MovementError) -> Failure {
    Failure::Refused(e.to_string())
}

/// Print a movement as JSON, text or CSV rows.
fn print_movement<R: serde::Serialize>(
    format: Format,
    json: serde_json::Value,
    text: String,
    rows: &[R],
) -> Result<(), Failure> {
    match format {
        Format::Json => emit(&format!("{json:#}\n")),
        Format::Text => emit(&text),
        Format::Csv => {
            let bytes = crate::export::to_csv(rows).map_err(|e| Failure::Broken(e.to_string()))?;
            emit_bytes(&bytes)
        }
    }
}
