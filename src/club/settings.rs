//! The club's own settings (its name on printed sheets, the time zone every time is shown in,
//! how money is written) and the writing of times and money by them. Pure: the database keeps
//! the settings (`db::club`), the pages ask here how to write what they show.
//!
//! Money is held in pence everywhere (exact, `Q`). The books settle in pounds, shillings and
//! pence (twelve pence to the shilling, twenty shillings to the pound); a club may instead
//! write a decimal currency, a hundred pence (or cents) to the unit, or plain pence as before.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use crate::exact::Q;
use crate::laws::duplicate::SeasonRanking;

/// How money is written on the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Money {
    /// A number of pence, as the ledgers always wrote it: "12 1/2".
    #[default]
    Pence,
    /// A decimal currency, a hundred to the unit: "£1.25".
    Decimal,
    /// Pounds, shillings and pence: "£2 0s 0d".
    Lsd,
}

impl Money {
    pub const ALL: [Money; 3] = [Money::Lsd, Money::Decimal, Money::Pence];

    /// As stored.
    pub fn id(self) -> &'static str {
        match self {
            Money::Pence => "pence",
            Money::Decimal => "decimal",
            Money::Lsd => "lsd",
        }
    }

    pub fn parse(s: &str) -> Option<Money> {
        Money::ALL.into_iter().find(|m| m.id() == s)
    }

    /// As the settings form offers it.
    pub fn words(self) -> &'static str {
        match self {
            Money::Pence => "In pence, as a number: 490",
            Money::Decimal => "In a decimal currency: £4.90",
            Money::Lsd => "In pounds, shillings and pence, as the books settle: £2 0s 10d",
        }
    }
}

/// How a pair's TOTAL_SCORE is written in a USEBIO file. A pair that played fewer boards than
/// the field (a sit-out, a late pair) has a smaller sum; Compscore prints it pro-rated to the
/// field's boards, which federations' importers expect from Compscore's files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UsebioTotal {
    /// The sum of the pair's boards, as Hoyle's pages show it.
    #[default]
    Raw,
    /// The sum scaled to the boards of the pair that played the most: total × field ÷ played.
    ProRated,
}

impl UsebioTotal {
    pub const ALL: [UsebioTotal; 2] = [UsebioTotal::Raw, UsebioTotal::ProRated];

    /// As stored.
    pub fn id(self) -> &'static str {
        match self {
            UsebioTotal::Raw => "raw",
            UsebioTotal::ProRated => "pro-rated",
        }
    }

    pub fn parse(s: &str) -> Option<UsebioTotal> {
        UsebioTotal::ALL.into_iter().find(|m| m.id() == s)
    }

    /// As the settings form offers it.
    pub fn words(self) -> &'static str {
        match self {
            UsebioTotal::Raw => "The sum of the boards the pair played, as on Hoyle's pages",
            UsebioTotal::ProRated => {
                "Scaled up to the boards the full field played, as Compscore prints it \
                 (a pair that sat out a round is not behind for it)"
            }
        }
    }
}

/// What the club has set.
#[derive(Debug, Clone, PartialEq)]
pub struct ClubSettings {
    /// Printed at the head of every sheet; empty for none.
    pub name: String,
    pub time_zone: Tz,
    pub money: Money,
    /// The sign written before an amount of decimal currency or pounds: "£", "$", "€".
    pub currency: String,
    /// How a season mixing scoring methods is ranked (default: each method in its own table).
    pub season_ranking: SeasonRanking,
    /// How USEBIO files write a pair's total (default: the raw sum).
    pub usebio_total: UsebioTotal,
}

impl Default for ClubSettings {
    fn default() -> Self {
        ClubSettings {
            name: String::new(),
            time_zone: Tz::UTC,
            money: Money::Pence,
            currency: "£".to_owned(),
            season_ranking: SeasonRanking::ByMethod,
            usebio_total: UsebioTotal::Raw,
        }
    }
}

/// A time zone by its IANA name ("Europe/London"), refused in words when it is none.
pub fn parse_zone(name: &str) -> Result<Tz, String> {
    name.trim().parse::<Tz>().map_err(|_| {
        format!(
            "{:?} is not a time zone we know: write it as a region and city, e.g. Europe/London or America/New_York",
            name.trim()
        )
    })
}

impl ClubSettings {
    /// A stored time ("2026-11-24T16:20:54Z", always UTC) in the club's zone:
    /// "24 Nov 2026, 16:20 GMT". Text that is not such a time is shown as it is.
    pub fn time(&self, stored: &str) -> String {
        match stored.parse::<DateTime<Utc>>() {
            Ok(t) => t
                .with_timezone(&self.time_zone)
                .format("%-d %b %Y, %H:%M %Z")
                .to_string(),
            Err(_) => stored.to_owned(),
        }
    }

    /// An amount of pence as the club writes money.
    pub fn money(&self, pence: Q) -> String {
        let sign = if pence < Q::from_integer(0) { "-" } else { "" };
        let pence = if pence < Q::from_integer(0) {
            -pence
        } else {
            pence
        };
        let whole = pence.trunc().to_integer();
        let part = fraction(pence.fract());
        match self.money {
            Money::Pence => super::show_money(if sign.is_empty() { pence } else { -pence }),
            Money::Decimal => format!(
                "{sign}{}{}.{:02}{part}",
                self.currency,
                whole / 100,
                whole % 100
            ),
            Money::Lsd => format!(
                "{sign}{}{} {}s {}{part}d",
                self.currency,
                whole / 240,
                whole % 240 / 12,
                whole % 12
            ),
        }
    }
}

/// A fraction of a penny as the old coins and fractions write it: ½, ¼, ¾, or " 1/3".
fn fraction(f: Q) -> String {
    if f == Q::from_integer(0) {
        return String::new();
    }
    match (*f.numer(), *f.denom()) {
        (1, 2) => "½".to_owned(),
        (1, 4) => "¼".to_owned(),
        (3, 4) => "¾".to_owned(),
        (n, d) => format!(" {n}/{d}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club(money: Money) -> ClubSettings {
        ClubSettings {
            money,
            ..ClubSettings::default()
        }
    }

    #[test]
    fn pounds_shillings_and_pence() {
        let lsd = club(Money::Lsd);
        assert_eq!(lsd.money(Q::from_integer(480)), "£2 0s 0d");
        assert_eq!(lsd.money(Q::from_integer(490)), "£2 0s 10d");
        assert_eq!(lsd.money(Q::from_integer(253)), "£1 1s 1d");
        assert_eq!(lsd.money(Q::from_integer(-13)), "-£0 1s 1d");
        assert_eq!(lsd.money(Q::new(25, 2)), "£0 1s 0½d");
    }

    #[test]
    fn decimal_and_plain_pence() {
        assert_eq!(club(Money::Decimal).money(Q::from_integer(490)), "£4.90");
        assert_eq!(club(Money::Decimal).money(Q::from_integer(-5)), "-£0.05");
        assert_eq!(club(Money::Pence).money(Q::new(25, 2)), "12 1/2");
        assert_eq!(club(Money::Pence).money(Q::new(-25, 2)), "-12 1/2");
    }

    #[test]
    fn times_in_the_club_zone() {
        let mut c = ClubSettings::default();
        assert_eq!(c.time("2026-11-24T16:20:54Z"), "24 Nov 2026, 16:20 UTC");
        c.time_zone = parse_zone("Europe/London").unwrap();
        assert_eq!(c.time("2026-07-01T16:20:54Z"), "1 Jul 2026, 17:20 BST");
        c.time_zone = parse_zone("America/New_York").unwrap();
        assert_eq!(c.time("2026-11-24T16:20:54Z"), "24 Nov 2026, 11:20 EST");
        assert_eq!(c.time("yesterday"), "yesterday");
        assert!(parse_zone("Mars/Olympus").is_err());
    }
}
