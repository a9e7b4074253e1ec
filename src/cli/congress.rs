//! `hoyle congress draw`: a skat congress's seating by lot for one series, as the web app draws
//! it, so a director can check a draw from its seed (docs/cli.md, docs/congress.md).

use clap::{Subcommand, ValueEnum};

use super::{Failure, emit};
use crate::congress::{TableSize, draw};

#[derive(Debug, Subcommand)]
pub(super) enum CongressKind {
    /// Seat players 1..=N at tables of three and four by lot from SEED. The web app gives the
    /// lot its registered players in the order they registered; number them so to replay it.
    Draw {
        #[arg(long)]
        players: usize,
        #[arg(long)]
        seed: u64,
        #[arg(long, value_enum, default_value = "fours")]
        tables: Tables,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(super) enum Tables {
    /// As many tables of four as the number allows.
    Fours,
    /// As many tables of three as the number allows.
    Threes,
}

pub(super) fn congress(kind: CongressKind) -> Result<(), Failure> {
    match kind {
        CongressKind::Draw {
            players,
            seed,
            tables,
        } => {
            let prefer = match tables {
                Tables::Fours => TableSize::Fours,
                Tables::Threes => TableSize::Threes,
            };
            let cap = draw::MAX_PLAYERS;
            let n = i64::try_from(players)
                .ok()
                .filter(|_| players <= cap)
                .ok_or_else(|| Failure::Refused(format!("players: at most {cap}")))?;
            let entrants: Vec<i64> = (1..=n).collect();
            let drawn = draw::draw(&entrants, seed, prefer)
                .map_err(|e| Failure::Refused(format!("{}: {}", e.field, e.message)))?;
            let text =
                serde_json::to_string_pretty(&drawn).map_err(|e| Failure::Broken(e.to_string()))?;
            emit(&format!("{text}\n"))
        }
    }
}
