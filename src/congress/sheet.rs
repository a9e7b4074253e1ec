//! One table's score sheets for one series, totalled: from its deals (each valued by the `skat`
//! law) or from the totals written on the sheets, with the penalty ledger kept apart (Laws XI.15,
//! seed 001 L11272–11273).
//!
//! The League counts a player's sheet as the games he played alone: "the amount won being added
//! to his score and the amount lost deducted" (L10825–10826); "games won after deducting the
//! number of those lost" are his net games (XII, L11277–11278). A play is a prize candidate only
//! when it was recorded under "Remarks" (rule 7, L10946–10951) and O.K.'d by a Skat Master
//! (rule 13, L10977–10978).

use serde::{Deserialize, Serialize};

use super::{Penalties, Settings};
use crate::laws::LawError;
use crate::laws::skat::deal::{self, CardPoints, Deal};
use crate::laws::skat::sitting::{self, Scored};
use crate::laws::skat::values::{Game, Trump};
use crate::party::skat_league::{Class, Play, Suit};

/// One deal as written on the table's sheet.
#[derive(Debug, Clone)]
pub struct DealLine {
    pub deal: Deal,
    /// The "Remarks" column.
    pub remark: String,
    /// Recorded as a prize possibility (rule 7).
    pub prize: bool,
    /// The Skat Master who O.K.'d it (rule 13); empty for none yet.
    pub ok_by: String,
    /// X.20: won through an opponent's error the player could not otherwise have won.
    pub debarred: bool,
}

/// One player's totals as written at the foot of his sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub struct Totals {
    pub won: u32,
    pub lost: u32,
    /// Points on own score, before penalties.
    pub points: i64,
}

/// A prize candidate written on a sheet entered by its totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayLine {
    pub seat: usize,
    pub play: Play,
    pub remark: String,
    pub ok_by: String,
}

/// A line of the penalty ledger (Laws XI).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fine {
    pub seat: usize,
    /// The round it was incurred in, 1 up.
    pub round: u32,
    pub points: i64,
    pub reason: String,
}

/// What a table has entered.
#[derive(Debug, Clone)]
pub enum Entered {
    Nothing,
    Deals(Vec<DealLine>),
    Totals {
        lines: Vec<Totals>,
        plays: Vec<PlayLine>,
    },
}

/// One seat's sheet, totalled.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeatSheet {
    pub won: u32,
    pub lost: u32,
    /// Points on own score before penalties.
    pub points: i64,
    /// Every penalty on the ledger so far.
    pub penalties: i64,
    /// The part of them subtracted from the points now (by the `penalties` setting).
    pub subtracted: i64,
    /// The plays that compete for the 3rd, 6th and 7th prizes.
    pub plays: Vec<Play>,
    /// Plays recorded as prize possibilities still waiting for a Skat Master's O.K.
    pub waiting: u32,
}

impl SeatSheet {
    pub fn net_games(&self) -> i64 {
        i64::from(self.won) - i64::from(self.lost)
    }
    /// The points the standings and prizes count.
    pub fn score(&self) -> i64 {
        self.points - self.subtracted
    }
}

/// A table's sheets totalled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSheet {
    pub seats: Vec<SeatSheet>,
    /// Rounds completed (every player having dealt once).
    pub rounds_done: u32,
    /// The table has played its rounds, entered its totals, or the series was closed.
    pub complete: bool,
    /// Each deal as the law scored it, in order (empty when entered by totals).
    pub scored: Vec<Scored>,
}

impl TableSheet {
    /// Whether anything was played at the table: a deal written, or the totals entered. A
    /// table closed with nothing entered is complete but played nothing.
    pub fn played(&self) -> bool {
        self.rounds_done > 0 || !self.scored.is_empty()
    }
}

/// The class and suit of a won game for the prize rules, None for games that are not plays
/// (ramsch, passed).
pub fn class_of(game: Game, trump: Option<Trump>) -> Option<(Class, Option<Suit>)> {
    let suit = trump.map(|t| match t {
        Trump::Clubs => Suit::Clubs,
        Trump::Spades => Suit::Spades,
        Trump::Hearts => Suit::Hearts,
        Trump::Diamonds => Suit::Diamonds,
    });
    Some(match game {
        Game::Tournee => (Class::Tournee, suit),
        Game::GrandTournee => (Class::Tournee, Some(Suit::Grand)),
        Game::PasstMirNicht => (Class::PasstMirNicht, suit),
        Game::Solo => (Class::Solo, suit),
        Game::GrandSolo | Game::GrandOuvert | Game::Grand => (Class::Solo, Some(Suit::Grand)),
        Game::Guckser => (Class::Guckser, Some(Suit::Grand)),
        Game::Suit => (Class::Solo, suit),
        Game::Null | Game::NullOuvert | Game::GuckiNull | Game::GuckiNullOuvert => {
            (Class::Nullo, None)
        }
        Game::Ramsch | Game::Passed => return None,
    })
}

/// Totals one table of `n` players. `closed`: the series is over, so the sheets are complete
/// even if not every deal was written (rule 14, L10979–10981).
pub fn total(
    settings: &Settings,
    n: usize,
    entered: &Entered,
    fines: &[Fine],
    closed: bool,
) -> Result<TableSheet, LawError> {
    let rounds = settings.rounds;
    let mut seats = vec![SeatSheet::default(); n];
    // (seat, round, points) of every penalty, the law's own charges among them.
    let mut ledger: Vec<(usize, u32, i64)> = Vec::new();
    for (i, f) in fines.iter().enumerate() {
        if f.seat >= n {
            return Err(LawError::new(
                format!("fines[{i}].player"),
                "not at this table",
            ));
        }
        if f.round == 0 || f.round > rounds {
            return Err(LawError::new(
                format!("fines[{i}].round"),
                format!("a round from 1 to {rounds}"),
            ));
        }
        if !(1..=1000).contains(&f.points) {
            return Err(LawError::new(
                format!("fines[{i}].points"),
                "from 1 to 1,000 points",
            ));
        }
        ledger.push((f.seat, f.round, f.points));
    }
    let (rounds_done, complete, scored) = match entered {
        Entered::Nothing => (0, closed, Vec::new()),
        Entered::Deals(lines) => {
            let most = rounds as usize * n;
            if lines.len() > most {
                return Err(LawError::new(
                    format!("deals[{most}]"),
                    format!(
                        "after {rounds} rounds the game is concluded (Laws VIII.14): {most} deals at a table of {n}"
                    ),
                ));
            }
            let deals: Vec<Deal> = lines.iter().map(|l| l.deal.clone()).collect();
            let played = sitting::run(&settings.rules(), n, &deals)?;
            for (i, (s, line)) in played.deals.iter().zip(lines).enumerate() {
                let round = u32::try_from(i / n).unwrap_or(u32::MAX) + 1;
                for (p, &charge) in s.penalties.iter().enumerate() {
                    if charge != 0 {
                        ledger.push((p, round, charge));
                    }
                }
                count_deal(settings, &mut seats, s, line, i)?;
            }
            let done = u32::try_from(lines.len() / n).unwrap_or(u32::MAX);
            (done, closed || lines.len() == most, played.deals)
        }
        Entered::Totals { lines, plays } => {
            if lines.len() != n {
                return Err(LawError::new(
                    "totals",
                    format!("{} sheets for {n} players", lines.len()),
                ));
            }
            for (seat, t) in lines.iter().enumerate() {
                let most = rounds * 3;
                if t.won + t.lost > most {
                    return Err(LawError::new(
                        format!("totals[{seat}].won"),
                        format!("more games than {rounds} rounds hold ({most} at most)"),
                    ));
                }
                if t.points.abs() > i64::from(most) * 1008 {
                    return Err(LawError::new(
                        format!("totals[{seat}].points"),
                        "more than the games could make",
                    ));
                }
                seats[seat].won = t.won;
                seats[seat].lost = t.lost;
                seats[seat].points = t.points;
            }
            for (i, p) in plays.iter().enumerate() {
                let Some(seat) = seats.get_mut(p.seat) else {
                    return Err(LawError::new(
                        format!("plays[{i}].player"),
                        "not at this table",
                    ));
                };
                if p.ok_by.trim().is_empty() {
                    seat.waiting += 1;
                } else {
                    seat.plays.push(p.play.clone());
                }
            }
            (rounds, true, Vec::new())
        }
    };
    for (seat, round, points) in ledger {
        let s = &mut seats[seat];
        s.penalties += points;
        let now = match settings.penalties {
            Penalties::AtEnd => complete,
            Penalties::PerRound => complete || round <= rounds_done,
            Penalties::Apart => false,
        };
        if now {
            s.subtracted += points;
        }
    }
    Ok(TableSheet {
        seats,
        rounds_done,
        complete,
        scored,
    })
}

fn count_deal(
    settings: &Settings,
    seats: &mut [SeatSheet],
    s: &Scored,
    line: &DealLine,
    i: usize,
) -> Result<(), LawError> {
    if let Some(p) = s.declarer {
        let seat = &mut seats[p];
        seat.points += s.value;
        if s.won {
            seat.won += 1;
        } else {
            seat.lost += 1;
        }
        if s.won && line.prize {
            if line.ok_by.trim().is_empty() {
                seat.waiting += 1;
            } else if let Some(play) = play_of(line, s.value, i)? {
                seat.plays.push(play);
            }
        }
    } else if let Some(loser) = s.loser {
        // Ramsch: the loser is charged (L11076–11087).
        seats[loser].points += s.value;
        if settings.ramsch_is_a_game {
            seats[loser].lost += 1;
        }
    }
    Ok(())
}

/// A won game recorded as a prize possibility, as the prize rules read it.
fn play_of(line: &DealLine, value: i64, i: usize) -> Result<Option<Play>, LawError> {
    let d = &line.deal;
    let Some((class, suit)) = class_of(d.game, d.trump) else {
        return Ok(None);
    };
    let at = |f: &str| format!("deals[{i}].{f}");
    let without = match deal::matadores(&at, d)? {
        Some((n, false)) if class != Class::Nullo => u32::try_from(n).unwrap_or(0),
        _ => 0,
    };
    let card_points = match d.card_points {
        Some(CardPoints::Declarer(p)) => u32::try_from(p).unwrap_or(0),
        _ => 0,
    };
    Ok(Some(Play {
        class,
        suit,
        without,
        value: u32::try_from(value.unsigned_abs()).unwrap_or(u32::MAX),
        card_points,
        debarred: line.debarred,
    }))
}
