//! `hoyle export …`: an event's standings or results, a season's table, the roster, a ledger,
//! a party's sheets, a ladder or a USEBIO file, read from a snapshot when a server runs.

use clap::{Subcommand, ValueEnum};

use super::{Failure, emit_bytes};

#[derive(Debug, Subcommand)]
pub(super) enum Export {
    /// An event's standings: one line per pair, as on the standings page.
    Standings {
        #[arg(long)]
        event: i64,
    },
    /// Every result of an event with both sides' scores and the board average.
    Results {
        #[arg(long)]
        event: i64,
    },
    /// A season's member table: each evening by its method, ranked as the club's settings say.
    Season {
        #[arg(long)]
        season: String,
    },
    /// The club roster (as the roster page's CSV export, which the import reads back).
    Members,
    /// Money per player at the tables of play of a club night or a season (exact pence).
    Ledger {
        #[arg(long, conflicts_with = "season", required_unless_present = "season")]
        night: Option<i64>,
        #[arg(long)]
        season: Option<String>,
    },
    /// A stored party's standings, prize list or next seating, as its pages' CSV
    /// (docs/parties.md).
    Party {
        #[arg(long)]
        party: i64,
        #[arg(long, value_enum, default_value = "standings")]
        what: PartySheet,
    },
    /// An event as a USEBIO 1.2 XML file, as the standings page's link gives it (docs/usebio.md);
    /// `--format` does not apply.
    Usebio {
        #[arg(long)]
        event: i64,
    },
    /// A season's ladder of a two-hand game, as the ladder page's CSV (docs/ladders.md).
    Ladder {
        #[arg(long)]
        law: String,
        #[arg(long)]
        season: String,
        /// win_percentage, net_value or games_won.
        #[arg(long, default_value = "win_percentage")]
        ranking: String,
        #[arg(long, default_value_t = 0)]
        minimum_games: u32,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(super) enum PartySheet {
    Standings,
    Prizes,
    Seating,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub(super) enum ExportFormat {
    Csv,
    Json,
}

pub(super) fn export(
    what: &Export,
    db: &std::path::Path,
    format: ExportFormat,
) -> Result<(), Failure> {
    use crate::db::{DbError, events};
    use crate::tournament;

    if !db.exists() {
        return Err(Failure::Refused(format!(
            "db: {} does not exist",
            db.display()
        )));
    }
    // A running server is asked for a snapshot to read, as it has the database to itself.
    let snapshot =
        Snapshot::of(db).map_err(|e| Failure::Broken(format!("{}: {e}", db.display())))?;
    let db = snapshot.as_ref().map_or(db, |s| s.0.as_path());
    let pool = crate::db::open_for_command(db).map_err(|e| Failure::opening(db, e))?;
    let refused_or_broken = |e: DbError| match e {
        DbError::NotFound => match what {
            Export::Season { season } => {
                Failure::Refused(format!("season: no events in season {season:?}"))
            }
            Export::Standings { event } | Export::Results { event } | Export::Usebio { event } => {
                Failure::Refused(format!("event: there is no event {event}"))
            }
            Export::Members => Failure::Broken(e.to_string()),
            Export::Ledger { night, .. } => {
                Failure::Refused(format!("night: there is no night {}", night.unwrap_or(0)))
            }
            Export::Ladder { .. } => Failure::Broken(e.to_string()),
            Export::Party { party, .. } => {
                Failure::Refused(format!("party: there is no party {party}"))
            }
        },
        DbError::Invalid { field, message } if matches!(what, Export::Ladder { .. }) => {
            Failure::Refused(format!("{field}: {message}"))
        }
        other => Failure::Broken(other.to_string()),
    };
    let law = |e: crate::laws::LawError| Failure::Broken(format!("the stored results: {e}"));
    let bytes = match what {
        Export::Standings { event } | Export::Results { event } => {
            let ((ev, pairs, results), assigned) = crate::db::read(&pool, |c| {
                Ok((
                    events::load(c, *event)?,
                    crate::db::results::assigned::list(c, *event)?,
                ))
            })
            .map_err(refused_or_broken)?;
            let standings =
                tournament::standings_full(&ev, &pairs, &results, &assigned).map_err(law)?;
            match what {
                Export::Standings { .. } => rows(
                    format,
                    &tournament::STANDINGS_CSV_HEADER,
                    &tournament::event_standings_csv(&ev, &standings),
                ),
                _ => rows(
                    format,
                    &tournament::RESULTS_CSV_HEADER,
                    &tournament::result_lines(&standings, &results),
                ),
            }
        }
        Export::Season { season } => {
            let (loaded, club) = crate::db::read(&pool, |c| {
                Ok((
                    crate::db::results::assigned::season(c, season)?,
                    crate::db::club::load(c)?,
                ))
            })
            .map_err(refused_or_broken)?;
            if loaded.is_empty() {
                return Err(refused_or_broken(DbError::NotFound));
            }
            let table = tournament::season_of(&loaded, club.season_ranking).map_err(law)?;
            rows(
                format,
                &tournament::SEASON_CSV_HEADER,
                &tournament::season_csv(&table),
            )
        }
        Export::Ledger { night, season } => {
            let ledger = crate::db::read(&pool, |c| match (night, season) {
                (Some(n), _) => crate::db::tables::night_ledger(c, *n),
                (None, s) => crate::db::tables::season_ledger(c, s.as_deref().unwrap_or_default()),
            })
            .map_err(refused_or_broken)?;
            rows(
                format,
                &crate::db::tables::LEDGER_CSV_HEADER,
                &ledger.lines(),
            )
        }
        Export::Ladder {
            law: id,
            season,
            ranking,
            minimum_games,
        } => {
            let refused = |e: crate::laws::LawError| Failure::Refused(e.to_string());
            let settings = crate::ladder::LadderSettings {
                ranking: crate::ladder::Ranking::parse(ranking).map_err(refused)?,
                minimum_games: *minimum_games,
            };
            let season = crate::db::read(&pool, |c| crate::db::ladders::season(c, id, season))
                .map_err(refused_or_broken)?;
            let table = crate::ladder::ladder(settings, season.entrants.len(), &season.matches)
                .map_err(law)?;
            rows(
                format,
                &crate::ladder::LADDER_CSV_HEADER,
                &crate::ladder::ladder_lines(&table, &season.entrants, season.stake_unit),
            )
        }
        Export::Party { party, what } => {
            use crate::evening::sheets;
            let stored = crate::db::read(&pool, |c| crate::db::parties::load(c, *party))
                .map_err(refused_or_broken)?;
            let evening = stored.evening().map_err(refused_or_broken)?;
            match what {
                PartySheet::Standings if matches!(format, ExportFormat::Csv) => {
                    let (header, lines) =
                        sheets::standings_csv(&evening.party, stored.kind.counts_lone_hands());
                    rows(format, &header, &lines)
                }
                PartySheet::Standings => rows(
                    format,
                    &sheets::STANDINGS_CSV_HEADER,
                    &sheets::standing_lines(&evening.party),
                ),
                PartySheet::Seating => rows(
                    format,
                    &sheets::SEATING_CSV_HEADER,
                    &sheets::seat_lines(evening.party.settings(), evening.party.seating()),
                ),
                PartySheet::Prizes => {
                    // A list still waiting (a play-off to enter, Foster's number to draw) is
                    // refused with what it waits for, as the prizes page says it.
                    let awards = crate::evening::awards(
                        &evening.party,
                        &stored.plan,
                        &stored.prize_inputs(),
                    )
                    .map_err(|e| Failure::Refused(format!("prizes: {}", e.message)))?;
                    rows(
                        format,
                        &sheets::PRIZES_CSV_HEADER,
                        &sheets::prize_lines(&awards),
                    )
                }
            }
        }
        Export::Usebio { event } => {
            // The event's movement and method, with the scores assigned, as the page's file.
            let ((ev, pairs, results), assigned) = crate::db::read(&pool, |c| {
                Ok((
                    events::load(c, *event)?,
                    crate::db::results::assigned::list(c, *event)?,
                ))
            })
            .map_err(refused_or_broken)?;
            if let Some(why) = crate::export::usebio_refusal(&ev) {
                return Err(Failure::Refused(format!("event: {why}")));
            }
            let (club, numbers) = crate::db::read(&pool, |c| {
                Ok((crate::db::club::load(c)?, crate::db::members::numbers(c)?))
            })
            .map_err(refused_or_broken)?;
            let standings =
                tournament::standings_full(&ev, &pairs, &results, &assigned).map_err(law)?;
            Ok(crate::export::usebio::write(
                &crate::export::usebio::Source {
                    club: &club.name,
                    event: &ev,
                    pairs: &pairs,
                    results: &results,
                    standings: &standings,
                    numbers: &numbers,
                    total: club.usebio_total,
                },
            ))
        }
        Export::Members => {
            let members = crate::db::read(&pool, crate::db::members::export_rows)
                .map_err(refused_or_broken)?;
            match format {
                ExportFormat::Csv => crate::export::to_csv(&members).map_err(|e| e.to_string()),
                ExportFormat::Json => {
                    serde_json::to_vec_pretty(&members).map_err(|e| e.to_string())
                }
            }
        }
    }
    .map_err(Failure::Broken)?;
    emit_bytes(&bytes)
}

/// A snapshot of a database a running server has, written by the server for a command to read
/// (`db::door`); removed when dropped.
struct Snapshot(std::path::PathBuf);

impl Snapshot {
    /// `None` when no server runs on `db` (the command opens it itself).
    fn of(db: &std::path::Path) -> Result<Option<Snapshot>, crate::db::DbError> {
        #[cfg(unix)]
        {
            let path = std::env::temp_dir().join(format!(
                "hoyle-snapshot-{}-{}.db",
                std::process::id(),
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or_default()
            ));
            match crate::db::door::snapshot(db, &path) {
                Some(Ok(())) => Ok(Some(Snapshot(path))),
                Some(Err(e)) => Err(e),
                None => Ok(None),
            }
        }
        #[cfg(not(unix))]
        Ok(None)
    }
}

impl Drop for Snapshot {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut file = self.0.as_os_str().to_owned();
            file.push(suffix);
            let _ = std::fs::remove_file(file);
        }
    }
}

/// The same rows the web page's CSV link gives, as CSV or as a JSON array of objects.
fn rows<R: serde::Serialize>(
    format: ExportFormat,
    header: &[&str],
    rows: &[R],
) -> Result<Vec<u8>, String> {
    match format {
        ExportFormat::Csv => {
            crate::export::to_csv_with_header(header, rows).map_err(|e| e.to_string())
        }
        ExportFormat::Json => serde_json::to_vec_pretty(rows).map_err(|e| e.to_string()),
    }
}
