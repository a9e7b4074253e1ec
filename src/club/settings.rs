//! The club's own settings (its name on printed sheets, the time zone every time is shown in,
//! how money is written) and the writing of times and money by them. Pure: the database keeps
//! the settings (`db::club`), the pages ask here how to write what they show.
//!
//! Money is held in pence everywhere (exact, `Q`). The books settle in pounds, shillings and
//! pence (twelve pence to the shilling, twenty shillings to the pound); a club may instead
//! write a decimal currency, a hundred pence (or cents) to the unit, or plain pence as before.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use super::substitute::SubstituteMoney;
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
    /// Pounds, shillings and pence: "£2", "£2 0s 6d", "6s 10d", "7d".
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
            Money::Lsd => "In pounds, shillings and pence, as the books settle: £2 0s 10d, 6s 8d",
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
    /// Whose money a rubber at a club night is when a substitute finishes it (default: the
    /// player who appointed him; the books are silent).
    pub substitute_money: SubstituteMoney,
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
            substitute_money: SubstituteMoney::Appointer,
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
            Money::Lsd => format!("{sign}{}", lsd(&self.currency, whole, &part)),
        }
    }

    /// Money as a sentence says it: as [`ClubSettings::money`], plain pence with their "d"
    /// ("24d", "12 1/2d"), so "pays Bea 8 counters = 24d" reads as money, not as a count.
    pub fn money_said(&self, pence: Q) -> String {
        match self.money {
            Money::Pence => format!("{}d", self.money(pence)),
            _ => self.money(pence),
        }
    }
}

/// Whole pence `whole` and a fraction of a penny (`part`, "½" or "") in pounds, shillings and
/// pence as English accounts wrote them: a unit that is nothing is left off at the end ("£1",
/// "£1 5s", "6s"), pounds alone carry the sign ("6s 10d", "7d"), and a nothing between pounds and
/// pence is kept as "0s" ("£2 0s 6d"), as a column of £ s d reads it; nothing at all is "0d".
fn lsd(currency: &str, whole: i64, part: &str) -> String {
    let (l, s, d) = (whole / 240, whole % 240 / 12, whole % 12);
    let pence = match (d, part) {
        (0, "") => None,
        (0, p) if s == 0 && l == 0 => Some(format!("{}d", p.trim_start())),
        (d, p) => Some(format!("{d}{p}d")),
    };
    match (l, s, pence) {
        (0, 0, None) => "0d".to_owned(),
        (0, 0, Some(d)) => d,
        (0, s, None) => format!("{s}s"),
        (0, s, Some(d)) => format!("{s}s {d}"),
        (l, 0, None) => format!("{currency}{l}"),
        (l, s, None) => format!("{currency}{l} {s}s"),
        (l, s, Some(d)) => format!("{currency}{l} {s}s {d}"),
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

    /// As English accounts write £ s d: "7d", "6s 10d", "£1", "£2 0s 6d" (not "£0 0s 7d").
    #[test]
    fn pounds_shillings_and_pence() {
        let lsd = club(Money::Lsd);
        let cases: [(Q, &str); 16] = [
            (Q::from_integer(7), "7d"),
            (Q::from_integer(82), "6s 10d"),
            (Q::from_integer(-82), "-6s 10d"),
            (Q::from_integer(72), "6s"),
            (Q::from_integer(240), "£1"),
            (Q::from_integer(300), "£1 5s"),
            (Q::from_integer(486), "£2 0s 6d"),
            (Q::from_integer(480), "£2"),
            (Q::from_integer(490), "£2 0s 10d"),
            (Q::from_integer(253), "£1 1s 1d"),
            (Q::from_integer(-13), "-1s 1d"),
            (Q::from_integer(-480), "-£2"),
            (Q::from_integer(0), "0d"),
            (Q::new(25, 2), "1s 0½d"),
            (Q::new(1, 2), "½d"),
            (Q::new(-7, 4), "-1¾d"),
        ];
        for (pence, written) in cases {
            assert_eq!(lsd.money(pence), written, "{pence}");
            assert_eq!(lsd.money_said(pence), written, "{pence}");
        }
        let dollars = ClubSettings {
            currency: "$".into(),
            ..lsd
        };
        assert_eq!(dollars.money(Q::from_integer(486)), "$2 0s 6d");
    }

    /// A sentence says plain pence with their "d"; the other ways as the columns write them.
    #[test]
    fn money_in_a_sentence() {
        assert_eq!(club(Money::Pence).money_said(Q::from_integer(24)), "24d");
        assert_eq!(club(Money::Pence).money_said(Q::new(-25, 2)), "-12 1/2d");
        assert_eq!(
            club(Money::Decimal).money_said(Q::from_integer(490)),
            "£4.90"
        );
        let euro = ClubSettings {
            currency: "€".into(),
            ..club(Money::Decimal)
        };
        assert_eq!(euro.money(Q::from_integer(-5)), "-€0.05");
        assert_eq!(euro.money(Q::from_integer(100)), "€1.00");
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
