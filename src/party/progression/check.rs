//! The seating a party starts from, checked before any round is played.

use std::collections::HashMap;

use super::*;

impl Party {
    pub(super) fn check_seating(&self) -> Result<(), LawError> {
        let tables = &self.seating.tables;
        if tables.is_empty() {
            return Err(LawError::new("seating.tables", "no tables"));
        }
        let fixed = self.settings.method.fixed_partners();
        self.settings.check_table_size()?;
        let sized = self.settings.sized();
        let mut seen: HashMap<&str, String> = HashMap::new();
        for (i, t) in tables.iter().enumerate() {
            let at = format!("seating.tables[{i}]");
            if t.table as usize != i + 1 {
                return Err(LawError::new(
                    format!("{at}.table"),
                    format!(
                        "{} is not {}: tables run 1, 2, 3, … from the head",
                        t.table,
                        i + 1
                    ),
                ));
            }
            let last = i + 1 == tables.len();
            let n = t.seats.len();
            let odd_ok = last && self.settings.method.takes_odd_foot() && (n == 2 || n == 3);
            if sized && !(3..=6).contains(&n) {
                return Err(LawError::new(
                    format!("{at}.seats"),
                    format!("{n} players: five hundred is played three to six at a table"),
                ));
            }
            if !sized && n != 4 && !odd_ok {
                let why = if last && (n == 2 || n == 3) {
                    "a two- or three-hand foot table cannot be played with fixed partners: three players are no partnership and one pair has nobody to play (m5, m6)"
                } else if last {
                    "is not 4 (or 2 or 3 at the foot)"
                } else {
                    "is not 4"
                };
                return Err(LawError::new(
                    format!("{at}.seats"),
                    format!("{n} players: {why}"),
                ));
            }
            for (j, name) in t.seats.iter().enumerate() {
                let here = format!("{at}.seats[{j}]");
                if !self.sexes.contains_key(name) {
                    return Err(LawError::new(here, format!("{name:?} is not a player")));
                }
                if let Some(there) = seen.insert(name.as_str(), here.clone()) {
                    return Err(LawError::new(
                        here,
                        format!("{name:?} is already at {there}"),
                    ));
                }
            }
        }
        if fixed && tables.len() < 2 && self.settings.method == Method::FixedPartners {
            return Err(LawError::new(
                "seating.tables",
                "fixed partners need two tables or more",
            ));
        }
        for (j, name) in self.seating.waiting.iter().enumerate() {
            if seen
                .insert(name.as_str(), format!("seating.waiting[{j}]"))
                .is_some()
            {
                return Err(LawError::new(
                    format!("seating.waiting[{j}]"),
                    format!("{name:?} is also seated"),
                ));
            }
        }
        Ok(())
    }
}
