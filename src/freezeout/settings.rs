//! A freeze-out's settings: the tables, the stack, the buy-in, the prize schedule, the levels of
//! blinds and antes, and how tables are balanced and broken. Every choice the book leaves open
//! (it gives only "each player starts with an equal amount … until some one player has won all
//! the chips", seed 001 L4920–4930) is a named setting whose default is the usual club practice.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

/// The fewest and most seats a table may have.
pub const TABLE_SIZES: std::ops::RangeInclusive<usize> = 2..=10;

/// The most players one freeze-out takes (entries and late entries together).
pub const MAX_PLAYERS: usize = 2000;

/// A freeze-out's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Seats at a table, 2 to 10 (9 by default).
    pub table_size: usize,
    /// The chips each player starts with: the same for all (L4921–4922).
    pub chips: i64,
    /// What each player pays in, in the club's smallest money (pence) or counters; the prize pool
    /// is the buy-ins of everyone who entered.
    pub buy_in: i64,
    /// The prizes by place, first place first.
    pub prizes: Vec<Prize>,
    /// The blinds and antes, level by level, with the breaks.
    pub levels: Vec<Level>,
    /// Who moves when tables are balanced, and which table is broken first.
    pub balance_rule: BalanceRule,
    /// When a table is broken.
    pub break_at: BreakAt,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            table_size: 9,
            chips: 5000,
            buy_in: 1000,
            prizes: default_prizes(),
            levels: default_levels(),
            balance_rule: BalanceRule::default(),
            break_at: BreakAt::default(),
        }
    }
}

/// One place's prize: a share of the pool in whole thousandths (500 = half), or a fixed sum.
/// Fixed sums are paid first and the shares divide what is left of the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Prize {
    PerMille(u32),
    Fixed(i64),
}

/// The usual split for a club freeze-out: half, three-tenths and a fifth to the first three.
pub fn default_prizes() -> Vec<Prize> {
    vec![
        Prize::PerMille(500),
        Prize::PerMille(300),
        Prize::PerMille(200),
    ]
}

/// A level of the clock: its blinds and ante and how long it lasts; a break has no blinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Level {
    pub small_blind: i64,
    pub big_blind: i64,
    pub ante: i64,
    pub minutes: u32,
    pub is_break: bool,
}

impl Default for Level {
    fn default() -> Self {
        Level {
            small_blind: 0,
            big_blind: 0,
            ante: 0,
            minutes: 20,
            is_break: false,
        }
    }
}

impl Level {
    /// A level of play.
    pub const fn play(small_blind: i64, big_blind: i64, ante: i64, minutes: u32) -> Level {
        Level {
            small_blind,
            big_blind,
            ante,
            minutes,
            is_break: false,
        }
    }

    /// A break.
    pub const fn pause(minutes: u32) -> Level {
        Level {
            small_blind: 0,
            big_blind: 0,
            ante: 0,
            minutes,
            is_break: true,
        }
    }
}

/// A club evening's schedule for 5,000 chips: twenty-minute levels, the blinds rising about half
/// again each level, antes from the fifth level, a ten-minute break after every fourth level.
pub fn default_levels() -> Vec<Level> {
    vec![
        Level::play(25, 50, 0, 20),
        Level::play(50, 100, 0, 20),
        Level::play(75, 150, 0, 20),
        Level::play(100, 200, 0, 20),
        Level::pause(10),
        Level::play(100, 200, 25, 20),
        Level::play(150, 300, 25, 20),
        Level::play(200, 400, 50, 20),
        Level::play(300, 600, 75, 20),
        Level::pause(10),
        Level::play(400, 800, 100, 20),
        Level::play(500, 1000, 100, 20),
        Level::play(600, 1200, 200, 20),
        Level::play(800, 1600, 200, 20),
        Level::pause(10),
        Level::play(1000, 2000, 300, 20),
        Level::play(1500, 3000, 400, 20),
        Level::play(2000, 4000, 500, 20),
        Level::play(3000, 6000, 1000, 20),
    ]
}

/// How tables are balanced: always from the fullest table to the shortest (the usual rule), one
/// player at a time until no two tables differ by more than one; this says who moves and which
/// table is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BalanceRule {
    pub mover: Mover,
    pub break_order: BreakOrder,
}

/// Who moves from the fullest table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mover {
    /// Drawn by lot from the stored seed among the table's players.
    #[default]
    Lot,
    /// The player due the big blind next, so that nobody escapes or pays the blinds twice by
    /// moving: three occupied seats to the left of the button. It needs the button recorded
    /// (`Event::Button`); at a table where it is not, the mover is drawn by lot.
    BigBlindNext,
}

/// Which table is broken when the players left fit in one table fewer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BreakOrder {
    /// The highest-numbered table still running, an order the players know in advance; the
    /// final table is then table 1.
    #[default]
    HighestFirst,
    /// The table with the fewest players (the highest-numbered of those), so fewest move.
    Shortest,
}

/// When a table is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum BreakAt {
    /// As soon as the players left fit in one table fewer, every seat taken.
    #[default]
    Full,
    /// As soon as the players left fit in one table fewer at this many a table (fewer than the
    /// seats: tables are broken sooner and play short-handed less).
    Seats(usize),
}

impl Settings {
    /// Checks the settings, naming the field at fault (`settings.levels[2].big_blind`).
    pub fn check(&self) -> Result<(), LawError> {
        let f = |name: &str| format!("settings.{name}");
        if !TABLE_SIZES.contains(&self.table_size) {
            return Err(LawError::new(
                f("table_size"),
                format!("{} seats: a table has 2 to 10 seats", self.table_size),
            ));
        }
        if self.chips < 1 {
            return Err(LawError::new(
                f("chips"),
                "each player starts with at least one chip",
            ));
        }
        if self.chips > i64::MAX / MAX_PLAYERS as i64 {
            return Err(LawError::new(f("chips"), "too many chips to count"));
        }
        if !(0..=i64::MAX / MAX_PLAYERS as i64).contains(&self.buy_in) {
            return Err(LawError::new(
                f("buy_in"),
                "the buy-in is nothing or more, and not beyond counting",
            ));
        }
        if let BreakAt::Seats(k) = self.break_at
            && !(2..=self.table_size).contains(&k)
        {
            return Err(LawError::new(
                f("break_at.seats"),
                format!("{k} seats: from 2 to the table's {} seats", self.table_size),
            ));
        }
        check_prizes(&self.prizes)?;
        check_levels(&self.levels)
    }

    /// The most players a table keeps before one is broken (the seats, or `BreakAt::Seats`).
    pub(crate) fn break_size(&self) -> usize {
        match self.break_at {
            BreakAt::Full => self.table_size,
            BreakAt::Seats(k) => k,
        }
    }
}

/// A prize schedule: shares in whole thousandths that total 1,000 when there are any (the whole
/// pool, after the fixed sums, is paid), fixed sums of nothing or more.
pub fn check_prizes(prizes: &[Prize]) -> Result<(), LawError> {
    if prizes.is_empty() {
        return Err(LawError::new(
            "settings.prizes",
            "name at least a first prize",
        ));
    }
    if prizes.len() > MAX_PLAYERS {
        return Err(LawError::new(
            "settings.prizes",
            format!("at most {MAX_PLAYERS} places"),
        ));
    }
    let mut shares: u64 = 0;
    let mut any_share = false;
    for (i, p) in prizes.iter().enumerate() {
        match *p {
            Prize::PerMille(m) => {
                any_share = true;
                shares += u64::from(m);
                if m > 1000 {
                    return Err(LawError::new(
                        format!("settings.prizes[{i}].per_mille"),
                        format!("{m} thousandths is more than the whole pool"),
                    ));
                }
            }
            Prize::Fixed(sum) => {
                if !(0..=i64::MAX / MAX_PLAYERS as i64).contains(&sum) {
                    return Err(LawError::new(
                        format!("settings.prizes[{i}].fixed"),
                        "a fixed prize is nothing or more, and not beyond counting",
                    ));
                }
            }
        }
    }
    if any_share && shares != 1000 {
        return Err(LawError::new(
            "settings.prizes",
            format!("the shares come to {shares} thousandths of the pool, not 1000"),
        ));
    }
    Ok(())
}

fn check_levels(levels: &[Level]) -> Result<(), LawError> {
    if !levels.iter().any(|l| !l.is_break) {
        return Err(LawError::new(
            "settings.levels",
            "the schedule needs at least one level of play",
        ));
    }
    if levels.len() > 1000 {
        return Err(LawError::new("settings.levels", "at most 1000 levels"));
    }
    for (i, l) in levels.iter().enumerate() {
        let f = |name: &str| format!("settings.levels[{i}].{name}");
        if l.minutes == 0 || l.minutes > 24 * 60 {
            return Err(LawError::new(
                f("minutes"),
                "a level lasts from 1 minute to a day",
            ));
        }
        if l.is_break {
            continue;
        }
        for (name, v) in [
            ("small_blind", l.small_blind),
            ("big_blind", l.big_blind),
            ("ante", l.ante),
        ] {
            if !(0..=i64::MAX / 4).contains(&v) {
                return Err(LawError::new(
                    f(name),
                    "nothing or more, not beyond counting",
                ));
            }
        }
        if l.big_blind < 1 {
            return Err(LawError::new(
                f("big_blind"),
                "a level of play has a big blind",
            ));
        }
        if l.small_blind > l.big_blind {
            return Err(LawError::new(
                f("small_blind"),
                "the small blind is no more than the big blind",
            ));
        }
    }
    Ok(())
}
