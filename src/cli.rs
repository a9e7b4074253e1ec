//! The command line: `hoyle serve`, `hoyle score LAW`, `hoyle movement …`, `hoyle export …`.
//!
//! Exit status: 0 done, 2 the input or arguments were refused (one line on stderr naming the
//! field), 1 anything else went wrong.

use std::io::Read;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::config::ServeConfig;

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
        #[arg(value_enum)]
        law: Law,
        file: Option<PathBuf>,
    },
    /// Print a movement's schedule.
    Movement {
        #[command(subcommand)]
        kind: MovementKind,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Law {
    /// Duplicate whist or compass auction: plus/minus against the direction average.
    Duplicate,
    /// Rubicon bézique: each deal a game, valued by the 1909 or 1927 code.
    RubiconBezique,
    /// Rubicon piquet: a partie of six deals.
    RubiconPiquet,
}

#[derive(Debug, Subcommand)]
enum MovementKind {
    /// The compass (Mitchell) movement of the Rules for Duplicate.
    Mitchell {
        #[arg(long)]
        tables: u32,
        #[arg(long)]
        boards_per_round: u32,
        #[arg(long)]
        rounds: Option<u32>,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
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
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        None => serve(cli.serve),
        Some(Command::Serve(config)) => serve(config),
        Some(Command::Score { law, file }) => score(law, file.as_deref()),
        Some(Command::Movement { kind }) => movement(kind),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
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
    let pool = crate::db::open(&config.db)
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
    actix_web::rt::System::new()
        .block_on(async move { crate::web::server(listener, pool, config.workers)?.await })
        .map_err(|e| Failure::Broken(e.to_string()))
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

fn score(law: Law, file: Option<&std::path::Path>) -> Result<(), Failure> {
    let input = read_input(file)?;
    let output = match law {
        Law::Duplicate => crate::laws::duplicate::score_json(&input),
        Law::RubiconBezique => crate::laws::rubicon::wire::score_bezique_json(&input),
        Law::RubiconPiquet => crate::laws::rubicon::wire::score_piquet_json(&input),
    }
    .map_err(|e| Failure::Refused(e.to_string()))?;
    println!("{output}");
    Ok(())
}

fn movement(kind: MovementKind) -> Result<(), Failure> {
    match kind {
        MovementKind::Mitchell {
            tables,
            boards_per_round,
            rounds,
            format,
        } => {
            let mitchell =
                crate::movement::mitchell::Mitchell::new(tables, boards_per_round, rounds)
                    .map_err(|e| Failure::Refused(e.to_string()))?;
            match format {
                Format::Json => println!("{:#}", mitchell.to_json()),
                Format::Text => print!("{}", mitchell.to_text()),
                Format::Csv => {
                    let bytes = crate::export::to_csv(&mitchell.rows())
                        .map_err(|e| Failure::Broken(e.to_string()))?;
                    print!("{}", String::from_utf8_lossy(&bytes));
                }
            }
            Ok(())
        }
    }
}
