//! One deal scored in the order the laws fix: revoke, then tricks, then honours.

use serde::Serialize;

use crate::laws::LawError;
use crate::laws::pad::Item;

use super::code::{
    Abandoned, BOOK, BothRevoke, BothTwoTricks, Code, Deal, HONOURS, Honours, Revoke, TakeShort,
    UnequalRevokes,
};

/// What one deal scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealScore {
    /// Each side's points toward game after the deal; the winner's may pass the target.
    pub points: [i64; 2],
    /// What was written for each side, in the order it was scored.
    pub items: [Vec<Item>; 2],
    /// The side that won the game on this deal.
    #[serde(skip)]
    pub won: Option<usize>,
}

/// The running score of a deal as it is written up, item by item.
struct Tally {
    points: [i64; 2],
    items: [Vec<Item>; 2],
    /// Sides that revoked: they cannot win the game on this hand.
    barred: [bool; 2],
    target: i64,
    won: Option<usize>,
}

impl Tally {
    /// Adds points; returns true once the game is won, after which nothing more is scored.
    fn add(&mut self, side: usize, points: i64, label: String) -> bool {
        self.points[side] += points;
        self.items[side].push(Item::new(points, label));
        let most = self.target - 1;
        if self.barred[side] && self.points[side] > most {
            let over = self.points[side] - most;
            self.points[side] = most;
            self.items[side].push(Item::new(
                -over,
                format!("revoked: cannot score more than {most} this hand"),
            ));
        }
        if !self.barred[side] && self.points[side] >= self.target {
            self.won = Some(side);
        }
        self.won.is_some()
    }

    /// Deducts up to three points; a score is never below love.
    fn deduct3(&mut self, side: usize) {
        let off = self.points[side].min(3);
        self.points[side] -= off;
        self.items[side].push(Item::new(-off, "revoke: 3 deducted"));
    }

    fn done(self) -> DealScore {
        DealScore {
            points: self.points,
            items: self.items,
            won: self.won,
        }
    }
}

pub(super) fn other(side: usize) -> usize {
    1 - side
}

fn error(deal: usize, field: &str, message: impl Into<String>) -> LawError {
    LawError::new(format!("deals[{deal}].{field}"), message)
}

/// Scores deal number `index` from the scores at its commencement.
pub fn score_deal(
    code: &Code,
    start: [i64; 2],
    deal: &Deal,
    index: usize,
) -> Result<DealScore, LawError> {
    let mut revokes = deal.revokes;
    let barred = [revokes[0].count() > 0, revokes[1].count() > 0];
    let mut tally = Tally {
        points: start,
        items: [Vec::new(), Vec::new()],
        barred,
        target: code.target,
        won: None,
    };
    if deal.void {
        return Ok(tally.done());
    }
    let cancelling = match code.revoke {
        Revoke::Claimants {
            both: BothRevoke::Cancel(rule),
            ..
        } => Some(rule),
        Revoke::TwoTricks(BothTwoTricks::Cancel) => Some(UnequalRevokes::SurplusPenalised),
        _ => None,
    };
    if barred[0]
        && barred[1]
        && let Some(rule) = cancelling
    {
        let cancelled = match rule {
            UnequalRevokes::SurplusPenalised => revokes[0].count().min(revokes[1].count()),
            UnequalRevokes::AllCancel => revokes[0].count().max(revokes[1].count()),
        };
        for (side, r) in revokes.iter_mut().enumerate() {
            r.cancel(cancelled);
            if cancelled > 0 {
                tally.items[side].push(Item::new(0, "revokes cancel each other"));
            }
        }
    }
    // The claimants' choice is theirs: deductions are written before additions, so that a game
    // the additions win is valued on the revokers' reduced score.
    for (side, r) in revokes.iter().enumerate() {
        for _ in 0..r.deduct3 {
            tally.deduct3(side);
        }
    }
    for (side, r) in revokes.iter().enumerate() {
        for _ in 0..r.add3 {
            if tally.add(other(side), 3, "revoke: 3 added".to_owned()) {
                return Ok(tally.done());
            }
        }
    }
    if deal.called {
        return called_honours(code, start, deal, index, tally);
    }
    let Some(mut tricks) = deal.tricks else {
        return Err(error(
            index,
            "tricks",
            "the tricks each side won are needed",
        ));
    };
    for side in 0..2 {
        let claimants = other(side);
        for _ in 0..revokes[side].take3 {
            let taken = match code.revoke {
                Revoke::Claimants {
                    take_short: TakeShort::Refused,
                    ..
                } if tricks[side] < 3 => {
                    return Err(error(
                        index,
                        "revokes_take3",
                        format!(
                            "the revoking side has {} tricks: the claimants cannot take three; choose another penalty",
                            tricks[side]
                        ),
                    ));
                }
                _ => tricks[side].min(3),
            };
            tricks[side] -= taken;
            tricks[claimants] += taken;
            tally.items[claimants].push(Item::new(0, format!("revoke: {taken} tricks taken")));
        }
        for _ in 0..revokes[side].two_tricks {
            let taken = tricks[side].min(2);
            tricks[side] -= taken;
            tricks[claimants] += taken;
            tally.items[claimants].push(Item::new(0, format!("revoke: {taken} tricks taken")));
        }
    }
    if deal.abandoned && code.abandoned == Abandoned::PenaltyOnly {
        return Ok(tally.done());
    }
    if let Some(side) = (0..2).find(|&s| tricks[s] > BOOK) {
        let by_cards = tricks[side] - BOOK;
        if tally.add(side, by_cards, format!("{by_cards} by cards")) {
            return Ok(tally.done());
        }
    }
    if let Honours::Scored { barred_at, .. } = code.honours
        && let Some(side) = (0..2).find(|&s| deal.honours[s] >= 3)
    {
        let held = deal.honours[side];
        if start[side] == barred_at {
            tally.items[side].push(Item::new(
                0,
                format!("{held} honours: not scored at {barred_at}"),
            ));
        } else {
            tally.add(side, honours_points(held), format!("{held} honours"));
        }
    }
    Ok(tally.done())
}

/// Four honours score four, three score two.
fn honours_points(held: i64) -> i64 {
    if held >= HONOURS { 4 } else { 2 }
}

/// Long whist: "When either side is at eight points, that side has the privilege of calling and
/// scoring honors before the hand is played" (seed 002 L127–136): the honours are scored and the
/// game ended, with no tricks.
fn called_honours(
    code: &Code,
    start: [i64; 2],
    deal: &Deal,
    index: usize,
    mut tally: Tally,
) -> Result<DealScore, LawError> {
    let Honours::Scored {
        called_at: Some(at),
        ..
    } = code.honours
    else {
        return Err(error(index, "called", "this law has no calling of honours"));
    };
    if deal.tricks.is_some() {
        return Err(error(
            index,
            "tricks",
            "honours called at eight end the game before the hand is played: leave the tricks out",
        ));
    }
    let Some(side) = (0..2).find(|&s| deal.honours[s] >= 3) else {
        return Err(error(
            index,
            "honours",
            "calling needs three or four honours between the partners",
        ));
    };
    if start[side] != at {
        return Err(error(
            index,
            "called",
            format!(
                "only a side at {at} may call honours; this side was at {}",
                start[side]
            ),
        ));
    }
    let held = deal.honours[side];
    tally.add(
        side,
        honours_points(held),
        format!("{held} honours, called at {at}"),
    );
    Ok(tally.done())
}
