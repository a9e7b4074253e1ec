//! The tally: one line per game for each player, the 1909 stars, and the totals.

use serde::{Deserialize, Serialize};

use super::settings::Mode;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Star {
    Gold,
    Red,
    Green,
}

/// One game on a player's tally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyLine {
    pub round: u32,
    pub table: u32,
    /// Games won, in halves: 2 for a game, 1 for a tie at the bell scored as half a game.
    pub halves: u32,
    /// The points the player's side made (the player's own at a two- or three-hand table);
    /// below nothing for a side set back at five hundred.
    pub points: i64,
    pub lone_hands: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub star: Option<Star>,
}

/// A tally's sums; always the sum of its lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Totals {
    pub games: u32,
    pub halves: u32,
    /// The net: `plus` less `minus`.
    pub points: i64,
    /// The general score-sheet's columns (seed 001 L7390–7398): every game's points won, and
    /// every game's set-back. Shown on the standings; the JSON contracts keep the net alone.
    #[serde(skip)]
    pub plus: u64,
    #[serde(skip)]
    pub minus: u64,
    pub lone_hands: u32,
    pub gold: u32,
    pub red: u32,
    pub green: u32,
}

impl Totals {
    pub fn of(lines: &[TallyLine]) -> Totals {
        let mut t = Totals::default();
        for l in lines {
            t.halves += l.halves;
            t.points = t.points.saturating_add(l.points);
            if l.points >= 0 {
                t.plus = t.plus.saturating_add(l.points.unsigned_abs());
            } else {
                t.minus = t.minus.saturating_add(l.points.unsigned_abs());
            }
            t.lone_hands += l.lone_hands;
            match l.star {
                Some(Star::Gold) => t.gold += 1,
                Some(Star::Red) => t.red += 1,
                Some(Star::Green) => t.green += 1,
                None => {}
            }
        }
        t.games = t.halves / 2;
        t
    }

    /// What the prize list ranks, higher first: halves, points or stars as the mode says; the
    /// stars go gold, then red, then fewest green (seed 000 L2840–2844).
    pub fn key(&self, mode: Mode) -> Vec<i64> {
        match mode {
            Mode::Games => vec![i64::from(self.halves)],
            Mode::Points | Mode::Punch => vec![self.points],
            Mode::Stars => vec![
                i64::from(self.gold),
                i64::from(self.red),
                -i64::from(self.green),
            ],
        }
    }
}
