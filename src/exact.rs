//! Exact arithmetic for scores: every score, average and plus/minus is a rational number,
//! and only display rounds it.

use std::fmt;

use num_integer::Integer;
use num_rational::Ratio;
use serde::{Serialize, Serializer};

/// An exact score: tricks, points, averages and plus/minus are all kept as a ratio of integers.
pub type Q = Ratio<i64>;

/// A rational rounded half away from zero to two decimals, held as a whole number of hundredths.
///
/// This is the only form in which a score leaves the program (pages, CSV, JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hundredths(pub i64);

impl Hundredths {
    pub fn of(q: Q) -> Self {
        let scaled = q * Q::from_integer(100);
        let (quotient, remainder) = scaled.numer().div_rem(scaled.denom());
        // Ratio keeps the denominator positive, so the remainder carries the sign of the value.
        let twice = remainder.abs() * 2;
        let away = if twice >= *scaled.denom() {
            remainder.signum()
        } else {
            0
        };
        Hundredths(quotient + away)
    }
}

impl Hundredths {
    /// A decimal as typed ("3", "3.5", "3.25"; at most two decimals, no sign), kept exactly;
    /// `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |t: &str| t.bytes().all(|c| c.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty()
            || fraction.len() > 2
            || !digits(whole)
            || !digits(fraction)
            || whole.len() > 12
            || text.ends_with('.')
        {
            return None;
        }
        let whole: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let cents: i64 = format!("{fraction:0<2}").parse().ok()?;
        Some(Hundredths(whole * 100 + cents))
    }

    /// The exact value.
    pub fn q(self) -> Q {
        Q::new(self.0, 100)
    }
}

impl From<Q> for Hundredths {
    fn from(q: Q) -> Self {
        Hundredths::of(q)
    }
}

impl fmt::Display for Hundredths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

impl Serialize for Hundredths {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i64(self.0 / 100)
        } else {
            // Display only: the value was already rounded exactly; JSON has no decimal type, and
            // a two-decimal fraction prints back exactly from the nearest double.
            serializer.serialize_f64(self.0 as f64 / 100.0)
        }
    }
}

/// Formats a rational the way the pages show scores: whole numbers bare, fractions to two decimals.
pub fn show(q: Q) -> String {
    if q.is_integer() {
        q.to_integer().to_string()
    } else {
        Hundredths::of(q).to_string()
    }
}

/// Like [`show`] with an explicit sign, for plus/minus columns ("+3.57", "-0.50", "0").
pub fn show_signed(q: Q) -> String {
    let body = show(q);
    if q > Q::from_integer(0) {
        format!("+{body}")
    } else {
        body
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64, d: i64) -> Q {
        Q::new(n, d)
    }

    #[test]
    fn rounds_half_away_from_zero() {
        assert_eq!(Hundredths::of(q(1, 200)).0, 1);
        assert_eq!(Hundredths::of(q(-1, 200)).0, -1);
        assert_eq!(Hundredths::of(q(1, 300)).0, 0);
        assert_eq!(Hundredths::of(q(25, 7)).0, 357);
        assert_eq!(Hundredths::of(q(-25, 7)).0, -357);
        assert_eq!(Hundredths::of(q(50, 7)).to_string(), "7.14");
        assert_eq!(Hundredths::of(q(-1, 4)).to_string(), "-0.25");
    }

    #[test]
    fn shows_whole_numbers_bare() {
        assert_eq!(show(q(52, 1)), "52");
        assert_eq!(show_signed(q(226, 1)), "+226");
        assert_eq!(show_signed(q(-51, 1)), "-51");
        assert_eq!(show_signed(q(1, 3)), "+0.33");
    }

    #[test]
    fn parses_decimals_of_at_most_two_places_exactly() {
        let p = |t: &str| Hundredths::parse(t).map(|h| h.0);
        assert_eq!(p("3"), Some(300));
        assert_eq!(p(" 3.5 "), Some(350));
        assert_eq!(p("0.25"), Some(25));
        assert_eq!(p(".5"), Some(50));
        for bad in [
            "",
            ".",
            "3.",
            "3.125",
            "-1",
            "+1",
            "1,5",
            "x",
            "1e3",
            "9999999999999",
        ] {
            assert_eq!(p(bad), None, "{bad}");
        }
        assert_eq!(Hundredths(350).q(), q(7, 2));
    }

    #[test]
    fn serializes_as_json_numbers() {
        let json = serde_json::to_string(&[Hundredths(5200), Hundredths(357), Hundredths(-5)]);
        assert_eq!(json.ok().as_deref(), Some("[52,3.57,-0.05]"));
    }
}
