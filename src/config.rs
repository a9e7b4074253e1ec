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
    #[command(flatten)]
    pub hardening: Hardening,
}

/// The web-facing and durability choices of `hoyle serve` (docs/operations.md).
#[derive(Debug, Clone, clap::Args)]
pub struct Hardening {
    /// `full` (every answered result survives a power cut) or `normal` (survives a killed
    /// process; a power cut may lose the last few seconds).
    #[arg(long, env = "HOYLE_DURABILITY", value_enum, default_value = "full")]
    pub durability: DurabilityArg,
    /// Mark the session cookie Secure: set when the site is served over HTTPS.
    #[arg(long, env = "HOYLE_SECURE_COOKIES")]
    pub secure_cookies: bool,
    /// Trust a reverse proxy's X-Forwarded-For / X-Forwarded-Proto (or Forwarded) headers: the
    /// client's address for login throttling, and Secure cookies for requests that came over
    /// HTTPS. Only when every request reaches Hoyle through that proxy.
    #[arg(long, env = "HOYLE_TRUST_PROXY")]
    pub trust_proxy: bool,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum DurabilityArg {
    Full,
    Normal,
}

impl From<DurabilityArg> for crate::db::Durability {
    fn from(d: DurabilityArg) -> Self {
        match d {
            DurabilityArg::Full => crate::db::Durability::Full,
            DurabilityArg::Normal => crate::db::Durability::Normal,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::{DurabilityArg, Hardening};

    #[derive(Parser)]
    struct Args {
        #[command(flatten)]
        hardening: Hardening,
    }

    #[test]
    fn durability_is_full_unless_normal_is_chosen_and_tls_settings_are_off() {
        let default = Args::try_parse_from(["hoyle"]).unwrap().hardening;
        assert!(matches!(default.durability, DurabilityArg::Full));
        assert!(!default.secure_cookies && !default.trust_proxy);
        let chosen = Args::try_parse_from([
            "hoyle",
            "--durability",
            "normal",
            "--secure-cookies",
            "--trust-proxy",
        ])
        .unwrap()
        .hardening;
        assert!(matches!(chosen.durability, DurabilityArg::Normal));
        assert!(chosen.secure_cookies && chosen.trust_proxy);
        assert!(Args::try_parse_from(["hoyle", "--durability", "off"]).is_err());
    }
}
