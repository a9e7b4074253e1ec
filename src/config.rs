//! Where the server listens and which database it keeps.

use std::net::SocketAddr;
use std::path::PathBuf;

pub const DEFAULT_BIND: &str = "127.0.0.1:8080";
pub const DEFAULT_DB: &str = "./hoyle.db";

#[derive(Debug, Clone, clap::Args)]
pub struct ServeConfig {
    /// SQLite database file (created and migrated on first start).
    #[arg(long, env = "HOYLE_DB", default_value = DEFAULT_DB)]
    pub db: PathBuf,
    /// Address to listen on. Loopback by default; give 0.0.0.0:8080 to serve phones on the LAN.
    #[arg(long, env = "HOYLE_BIND", default_value = DEFAULT_BIND)]
    pub bind: SocketAddr,
    /// Load a sample club with a finished 7-table duplicate whist night (if not already there).
    #[arg(long)]
    pub demo: bool,
    /// Worker threads (default: one per core).
    #[arg(long, env = "HOYLE_WORKERS")]
    pub workers: Option<usize>,
}
