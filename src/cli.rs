//! The command line: `hoyle serve`, `hoyle score LAW`, `hoyle foster numbers`,
//! `hoyle movement …`, `hoyle export …`.
//!
//! Exit status: 0 done, 2 the input or arguments were refused (one line on stderr naming the
//! field), 1 anything else went wrong.

use std::io::Read;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::config::ServeConfig;

mod congress;
mod movement;
use congress::{CongressKind, congress};
use movement::{MovementKind, movement};

#[derive(Debug, Parser)]
#[command(
    name = "hoyle",
    version,
    about = "Club and tournament scoring by the laws of the books"
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: ServeConfig,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the web app (the default when no command is given).
    Serve(ServeConfig),
    /// Apply a scoring law to JSON (a file, or standard input when FILE is absent or `-`).
    Score {
        /// The law's id; `hoyle laws` lists them.
        law: String,
        file: Option<PathBuf>,
    },
    /// List every law: its id, sources, settings and their defaults.
    Laws {
        #[arg(long, value_enum, default_value = "text")]
        format: LawsFormat,
    },
    /// R. F. Foster's draw-number prize plan.
    Foster {
        #[command(subcommand)]
        kind: FosterKind,
    },
    /// Write an event's standings or results, a season's table, or the roster, as CSV or JSON.
    Export {
        #[command(subcommand)]
        what: Export,
        /// SQLite database file.
        #[arg(long, env = "HOYLE_DB", default_value = crate::config::DEFAULT_DB, global = true)]
        db: PathBuf,
        #[arg(long, value_enum, default_value = "csv", global = true)]
        format: ExportFormat,
    },
    /// A skat congress's seating by lot for one series.
    Congress {
        #[command(subcommand)]
        kind: CongressKind,
    },
    /// Print a movement's schedule.
    Movement {
        #[command(subcommand)]
        kind: MovementKind,
    },
    /// Copy the whole database to FILE while the server runs (SQLite's online backup), checked
    /// with integrity_check before success is reported.
    Backup {
        file: PathBuf,
        /// SQLite database file.
        #[arg(long, env = "HOYLE_DB", default_value = crate::config::DEFAULT_DB)]
        db: PathBuf,
    },
    /// Replace the database with the backup FILE (stop the server first). A file that fails
    /// integrity_check is refused; the database as it was is kept as `<db>.before-restore.db`.
    Restore {
        file: PathBuf,
        /// SQLite database file.
        #[arg(long, env = "HOYLE_DB", default_value = crate::config::DEFAULT_DB)]
        db: PathBuf,
    },
    /// Look after the logins: `hoyle director reset NAME` prints a one-time link to set a new
    /// password.
    Director {
        #[command(subcommand)]
        action: DirectorAction,
        /// SQLite database file.
        #[arg(long, env = "HOYLE_DB", default_value = crate::config::DEFAULT_DB, global = true)]
        db: PathBuf,
        /// Where the server is reached, for the link (as `serve --bind`, or a name phones use).
        #[arg(long, default_value = crate::config::DEFAULT_BIND, global = true)]
        address: String,
    },
}

#[derive(Debug, Subcommand)]
enum DirectorAction {
    /// Print a one-time link (good for two days) with which NAME sets a new password. Their
    /// sessions end when the link is used.
    Reset { name: String },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum LawsFormat {
    Text,
    Json,
}

#[derive(Debug, Subcommand)]
enum FosterKind {
    /// Print the sealed set of 100 numbers as a JSON array.
    Numbers {
        /// One offset per band, 0 ≤ offset < the band's step (`a,b,c,d,e,f,g`; default all 0).
        #[arg(long)]
        offsets: Option<String>,
    },
}

#[derive(Debug, Subcommand)]
enum Export {
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
enum PartySheet {
    Standings,
    Prizes,
    Seating,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum ExportFormat {
    Csv,
    Json,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Text,
    Csv,
}

/// A failure and the exit status it earns.
#[derive(Debug)]
pub enum Failure {
    /// The input or arguments were refused.
    Refused(String),
    /// Something else went wrong.
    Broken(String),
    /// Whoever read the output stopped reading (`hoyle … | head`): stop quietly, status 0.
    Closed,
}

/// Writes `text` to standard output. A closed pipe is [`Failure::Closed`], not a panic as
/// `println!` would make it.
pub(crate) fn emit(text: &str) -> Result<(), Failure> {
    emit_bytes(text.as_bytes())
}

pub(crate) fn emit_bytes(bytes: &[u8]) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Failure::Closed,
            _ => Failure::Broken(format!("standard output: {e}")),
        })
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        None => serve(cli.serve),
        Some(Command::Serve(config)) => serve(config),
        Some(Command::Score { law, file }) => score(&law, file.as_deref()),
        Some(Command::Laws { format }) => laws(format),
        Some(Command::Foster { kind }) => foster(kind),
        Some(Command::Movement { kind }) => movement(kind),
        Some(Command::Congress { kind }) => congress(kind),
        Some(Command::Export { what, db, format }) => export(&what, &db, format),
        Some(Command::Director {
            action: DirectorAction::Reset { name },
            db,
            address,
        }) => reset_password(&name, &db, &address),
        Some(Command::Backup { file, db }) => backup(&db, &file),
        Some(Command::Restore { file, db }) => restore(&db, &file),
    };
    match outcome {
        Ok(()) | Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(Failure::Refused(message)) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
        Err(Failure::Broken(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn serve(config: ServeConfig) -> Result<(), Failure> {
    crate::telemetry::init();
    let pool = crate::db::open_with(&config.db, config.hardening.durability.into())
        .map_err(|e| Failure::Broken(format!("{}: {e}", config.db.display())))?;
    if config.demo {
        crate::demo::load(&pool).map_err(|e| Failure::Broken(format!("demo: {e}")))?;
    }
    let listener = TcpListener::bind(config.bind)
        .map_err(|e| Failure::Broken(format!("{}: {e}", config.bind)))?;
    let address = listener
        .local_addr()
        .map_err(|e| Failure::Broken(e.to_string()))?;
    let setup = crate::db::read(&pool, crate::db::auth::ensure_setup_token)
        .map_err(|e| Failure::Broken(e.to_string()))?;
    println!(
        "Hoyle is serving http://{address} with {}",
        config.db.display()
    );
    if let Some(token) = setup {
        println!(
            "No director yet. Open this one-time link to set one up: http://{address}/setup?token={token}"
        );
    }
    let served = actix_web::rt::System::new()
        .block_on(async move {
            let options = crate::web::Options {
                secure_cookies: config.hardening.secure_cookies,
                trust_proxy: config.hardening.trust_proxy,
                ..Default::default()
            };
            crate::web::server_with_options(listener, pool, config.workers, options, |_| {})?.await
        })
        .map_err(|e| Failure::Broken(e.to_string()));
    // The pool is gone with the server: its door removes `<db>-door` before the process ends.
    #[cfg(unix)]
    crate::db::door::wait_closed(std::time::Duration::from_secs(1));
    served
}

/// `hoyle director reset NAME`: the console is the one place a director who forgot the
/// password can still be trusted, as the setup link is.
fn reset_password(name: &str, db: &std::path::Path, address: &str) -> Result<(), Failure> {
    if !db.exists() {
        return Err(Failure::Refused(format!(
            "{}: no such database (give --db)",
            db.display()
        )));
    }
    let name = name.trim().to_owned();
    // A running server has the database to itself (db::connect): it makes the link.
    #[cfg(unix)]
    let through_server = crate::db::door::password_link(db, &name);
    #[cfg(not(unix))]
    let through_server = None;
    let token = match through_server {
        Some(made) => made,
        None => crate::db::open_for_command(db).and_then(|pool| {
            crate::db::write(&pool, |tx| {
                match crate::db::auth::person_by_name(tx, &name)? {
                    Some(person) => crate::db::auth::create_password_link(tx, person.id).map(Some),
                    None => Ok(None),
                }
            })
        }),
    }
    .map_err(|e| Failure::Broken(format!("{}: {e}", db.display())))?;
    match token {
        Some(token) => emit(&format!(
            "One-time link for {name} to set a new password (good for two days): \
             http://{address}/password?token={token}\n"
        )),
        None => Err(Failure::Refused(format!(
            "name: nobody called {name:?} can log in"
        ))),
    }
}

fn read_input(file: Option<&std::path::Path>) -> Result<String, Failure> {
    let mut input = String::new();
    match file {
        None => std::io::stdin().read_to_string(&mut input).map(|_| ()),
        Some(p) if p.as_os_str() == "-" => std::io::stdin().read_to_string(&mut input).map(|_| ()),
        Some(p) => std::fs::read_to_string(p).map(|s| input = s),
    }
    .map_err(|e| Failure::Refused(format!("input: {e}")))?;
    Ok(input)
}

fn score(law: &str, file: Option<&std::path::Path>) -> Result<(), Failure> {
    use crate::laws::registry;
    // The law is checked before the input is read, so a mistyped id never waits on stdin.
    if registry::find(law).is_none() {
        return Err(Failure::Refused(registry::unknown(law).to_string()));
    }
    let input = read_input(file)?;
    let output = registry::score(law, &input).map_err(|e| Failure::Refused(e.to_string()))?;
    emit(&format!("{output}\n"))
}

fn laws(format: LawsFormat) -> Result<(), Failure> {
    use crate::laws::registry;
    match format {
        LawsFormat::Text => emit(&registry::listing()),
        LawsFormat::Json => {
            let all: Vec<_> = registry::all().collect();
            let json =
                serde_json::to_string_pretty(&all).map_err(|e| Failure::Broken(e.to_string()))?;
            emit(&format!("{json}\n"))
        }
    }
}

fn foster(kind: FosterKind) -> Result<(), Failure> {
    match kind {
        FosterKind::Numbers { offsets } => {
            let output = crate::laws::foster::numbers_json(offsets.as_deref())
                .map_err(|e| Failure::Refused(e.to_string()))?;
            emit(&format!("{output}\n"))
        }
    }
}

fn export(what: &Export, db: &std::path::Path, format: ExportFormat) -> Result<(), Failure> {
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
    let pool = crate::db::open_for_command(db)
        .map_err(|e| Failure::Broken(format!("{}: {e}", db.display())))?;
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
                    &tournament::standings_csv(&standings),
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
            let club = crate::db::read(&pool, crate::db::club::load).map_err(refused_or_broken)?;
            let standings =
                tournament::standings_full(&ev, &pairs, &results, &assigned).map_err(law)?;
            Ok(crate::export::usebio::write(
                &crate::export::usebio::Source {
                    club: &club.name,
                    event: &ev,
                    pairs: &pairs,
                    results: &results,
                    standings: &standings,
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

fn backup(db: &std::path::Path, file: &std::path::Path) -> Result<(), Failure> {
    if !db.exists() {
        return Err(Failure::Refused(format!(
            "db: {} does not exist",
            db.display()
        )));
    }
    // A running server has the database to itself (db::connect), so it is asked to write the
    // snapshot; otherwise the source is opened as it is, without migrating or checking it: the
    // backup is taken of whatever is there, and checked itself.
    #[cfg(unix)]
    let through_server = crate::db::door::snapshot(db, file);
    #[cfg(not(unix))]
    let through_server = None;
    through_server
        .unwrap_or_else(|| crate::db::backup::from_path(db, file))
        .map_err(|e| Failure::Broken(format!("{}: {e}", file.display())))?;
    emit(&format!(
        "Backed up {} to {} (integrity_check: ok)\n",
        db.display(),
        file.display()
    ))
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

fn restore(db: &std::path::Path, file: &std::path::Path) -> Result<(), Failure> {
    if !file.exists() {
        return Err(Failure::Refused(format!(
            "file: {} does not exist",
            file.display()
        )));
    }
    let before = crate::db::backup::restore(file, db).map_err(|e| match e {
        crate::db::DbError::Damaged(_) => Failure::Refused(format!(
            "file: {} is not a sound Hoyle backup: {e}",
            file.display()
        )),
        e => Failure::Broken(format!("{}: {e}", db.display())),
    })?;
    emit(&format!(
        "Restored {} from {}; the database as it was is in {}\n",
        db.display(),
        file.display(),
        before.display()
    ))
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
