//! The command line: `hoyle serve`, `hoyle score LAW`, `hoyle foster numbers`,
//! `hoyle movement …`, `hoyle freezeout`, `hoyle export …`.
//!
//! Exit status: 0 done, 2 the input or arguments were refused (one line on stderr naming the
//! field), 1 anything else went wrong.

use std::io::Read;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::config::ServeConfig;

mod admin;
mod congress;
mod export;
mod movement;
use admin::{backup, reset_password, restore};
use congress::{CongressKind, congress};
use export::{Export, ExportFormat, export};
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
    /// Replay a freeze-out tournament (JSON: settings, entries, events; a file, or standard input
    /// when FILE is absent or `-`) and print its tables, the moves to call out, and the standings
    /// with prizes.
    Freezeout { file: Option<PathBuf> },
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
    /// Bring a finished event in from another scoring program: `hoyle import usebio FILE`.
    Import {
        #[command(subcommand)]
        what: ImportKind,
        /// SQLite database file (stop the server first, or upload the file on the events page).
        #[arg(long, env = "HOYLE_DB", default_value = crate::config::DEFAULT_DB, global = true)]
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
enum ImportKind {
    /// A USEBIO pairs file (Compscore's, or Hoyle's own) as a finished event with its pairs,
    /// players, travellers and assigned scores.
    Usebio {
        file: PathBuf,
        /// Store the file even when an event of the same name and date is already stored
        /// (otherwise refused with exit 2: a second copy counts every evening twice).
        #[arg(long)]
        again: bool,
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

impl Failure {
    /// A database that could not be opened: a file that is not one, or that may not be written,
    /// is refused (exit 2, the file named); anything else is broken.
    pub(crate) fn opening(path: &std::path::Path, e: crate::db::DbError) -> Failure {
        use crate::db::DbError;
        match e {
            DbError::NotADatabase(_) | DbError::ReadOnly(_) => Failure::Refused(e.to_string()),
            _ => Failure::Broken(format!("{}: {e}", path.display())),
        }
    }
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
        Some(Command::Freezeout { file }) => freezeout(file.as_deref()),
        Some(Command::Congress { kind }) => congress(kind),
        Some(Command::Export { what, db, format }) => export(&what, &db, format),
        Some(Command::Director {
            action: DirectorAction::Reset { name },
            db,
            address,
        }) => reset_password(&name, &db, &address),
        Some(Command::Import {
            what: ImportKind::Usebio { file, again },
            db,
        }) => admin::import_usebio(&db, &file, again),
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
        .map_err(|e| Failure::opening(&config.db, e))?;
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
    // Written for whoever started the server, if anyone still reads its output: a server whose
    // output was closed (`hoyle serve | head -1`, a service manager) goes on serving; a setup
    // link nobody saw is made anew at the next start (docs/operations.md).
    let greeting = format!(
        "Hoyle is serving http://{address} with {}\n",
        config.db.display()
    );
    let _ = emit(&greeting);
    if let Some(token) = setup {
        let _ = emit(&format!(
            "No director yet. Open this one-time link to set one up: http://{address}/setup?token={token}\n"
        ));
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

fn freezeout(file: Option<&std::path::Path>) -> Result<(), Failure> {
    let input = read_input(file)?;
    let output =
        crate::freezeout::wire::run(&input).map_err(|e| Failure::Refused(e.to_string()))?;
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
