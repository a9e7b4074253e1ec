//! The all fours family: seven-up (old sledge) with its begging, California Jack and Shasta Sam,
//! auction pitch (set back, to the board or by sale; smudge), and two-ten-jack.
//!
//! The games share one engine where they really share it: a deal's points ("high, low, jack,
//! game", and at pitch the joker) are written one at a time in the book's order of precedence,
//! and the first player or side to reach the game wins it there and then; what the deal still
//! held is not scored (seed 001 L10071–10078, the four-hand example). Each game then says what its
//! deal holds and in which order: `seven_up` (with California Jack and Shasta Sam), `pitch`, and
//! `two_ten_jack`, whose plus and minus cards are totted up only at the end of the deal.
//!
//! Sources: seed 001 L9959–10234 (seven-up, California Jack, Shasta Sam, auction pitch, smudge),
//! seed 000 L76–180 (all-fours and four-handed all-fours), seed 001 L12164–12346 (two-ten-jack).

mod fields;
pub mod pitch;
pub mod seven_up;
pub mod two_ten_jack;

#[cfg(test)]
mod tests;

use serde::Serialize;

use super::LawError;
use super::pad::{Item, Pad, Row, Settlement};
use super::registry::Law;

pub const LAWS: &[Law] = &[
    seven_up::SEVEN_UP,
    seven_up::SEVEN_UP_THREE_HAND,
    seven_up::SEVEN_UP_FOUR_HAND,
    seven_up::CALIFORNIA_JACK,
    seven_up::CALIFORNIA_JACK_FOUR_HAND,
    seven_up::SHASTA_SAM,
    seven_up::SHASTA_SAM_FOUR_HAND,
    pitch::AUCTION_PITCH,
    pitch::AUCTION_PITCH_FIVE_HAND,
    pitch::AUCTION_PITCH_SIX_HAND,
    pitch::AUCTION_PITCH_SEVEN_HAND,
    two_ten_jack::TWO_TEN_JACK,
    two_ten_jack::TWO_TEN_JACK_THREE_HAND,
    two_ten_jack::TWO_TEN_JACK_FOUR_HAND,
];

/// The count for game of a card taken in tricks: "tens counting 10 each; aces, 4 each; kings,
/// 3 each; queens, 2 each, and jacks 1 each" (seed 001 L10040–10042, seed 000 L101–117), so a
/// full pack holds 4 × 20 = 80.
pub const GAME_COUNT_IN_THE_PACK: i64 = 80;

/// One thing a deal scores, in the words the pad and the output's `order` use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Point {
    /// A jack turned up for trump and then abandoned when the cards were run (seed 000 L142–147).
    FirstJackTurned,
    /// The jack turned up for trump: the dealer's before the hand is played (seed 000 L153–156).
    JackTurned,
    /// The dealer's "gift" to the eldest hand who begged (seed 001 L10047–10049).
    Gift,
    /// What the eldest hand scores when he sells the trump at pitch (seed 001 L10150).
    Sale,
    /// A revoke's penalty to each adversary (seed 001 L10057–10067).
    Revoke,
    High,
    Low,
    Jack,
    Joker,
    Game,
    /// A bidder who did not make his bid, or a revoker at pitch, set back (seed 001 L10210–10224).
    SetBack,
    /// Two-ten-jack's plus and minus cards, one difference a deal (seed 001 L12317–12321); at
    /// cassino, the most cards taken.
    Cards,
    // Cassino's points (`laws::cassino`), written in its count-out order on this same engine.
    Spades,
    BigCassino,
    LittleCassino,
    AceOfSpades,
    AceOfClubs,
    AceOfHearts,
    AceOfDiamonds,
    /// Aces entered as counts, not by suit.
    Aces,
    Sweeps,
    /// Spade cassino's extra point for the jack of spades.
    JackOfSpades,
    /// Spade cassino: what was pegged during the play (everything but cards).
    Pegged,
    /// The round-games book's cassino: the difference between the two sides' points.
    Difference,
}

impl Point {
    pub fn label(self) -> &'static str {
        match self {
            Point::FirstJackTurned => "jack turned, then run",
            Point::JackTurned => "jack turned",
            Point::Gift => "gift",
            Point::Sale => "trump sold",
            Point::Revoke => "revoke",
            Point::High => "high",
            Point::Low => "low",
            Point::Jack => "jack",
            Point::Joker => "joker",
            Point::Game => "game",
            Point::SetBack => "set back",
            Point::Cards => "cards",
            Point::Spades => "spades",
            Point::BigCassino => "big cassino",
            Point::LittleCassino => "little cassino",
            Point::AceOfSpades => "ace of spades",
            Point::AceOfClubs => "ace of clubs",
            Point::AceOfHearts => "ace of hearts",
            Point::AceOfDiamonds => "ace of diamonds",
            Point::Aces => "aces",
            Point::Sweeps => "sweeps",
            Point::JackOfSpades => "jack of spades",
            Point::Pegged => "pegged in play",
            Point::Difference => "difference",
        }
    }
}

/// Points for one side, for one reason, in the order they are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Award {
    pub point: Point,
    pub side: usize,
    pub points: i64,
}

impl Award {
    pub fn new(point: Point, side: usize, points: i64) -> Self {
        Award {
            point,
            side,
            points,
        }
    }
}

/// How a game ends: the first side to reach the target while the points are written in order
/// wins on that point; or a side wins on the deal outright (smudge); or, at two-ten-jack, the
/// totals are looked at only when the deal is over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Out {
    Nobody,
    /// The side that went out, on which point.
    On(usize, Point),
    /// The side wins the game on this deal whatever the totals (smudge), for this reason.
    Outright(usize, String),
}

/// Writes `awards` in order onto `totals` until a side reaches `target` on a point that raises
/// it; returns how many were written and who went out. A set-back never puts anyone out.
pub fn race(totals: &mut [i64], awards: &[Award], target: i64) -> (usize, Out) {
    for (k, a) in awards.iter().enumerate() {
        totals[a.side] += a.points;
        if a.points > 0 && totals[a.side] >= target {
            return (k + 1, Out::On(a.side, a.point));
        }
    }
    (awards.len(), Out::Nobody)
}

/// How the players sit: each alone, or four as two partnerships (0 and 2 against 1 and 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seating {
    pub players: usize,
    pub partners: bool,
}

impl Seating {
    pub fn sides(self) -> usize {
        if self.partners { 2 } else { self.players }
    }

    pub fn side_of(self, player: usize) -> usize {
        if self.partners { player % 2 } else { player }
    }

    /// Each player's points from each side's: partners score alike.
    pub fn per_player(self, per_side: &[i64]) -> Vec<i64> {
        (0..self.players)
            .map(|p| per_side[self.side_of(p)])
            .collect()
    }

    /// The players of a side, for the pad's notes ("Ann and Cat").
    pub fn side_name(self, names: &[String], side: usize) -> String {
        let name = |p: usize| names.get(p).map_or("?", String::as_str).to_owned();
        if self.partners {
            format!("{} and {}", name(side), name(side + 2))
        } else {
            name(side)
        }
    }
}

/// Refuses a player index that does not sit at the table.
pub fn check_player(field: &str, player: usize, players: usize) -> Result<usize, LawError> {
    if player < players {
        Ok(player)
    } else {
        Err(LawError::new(
            field,
            format!("{player} is not a player (0..{})", players - 1),
        ))
    }
}

/// Who scores game from each player's count of the cards taken in tricks: the highest side; a
/// tie by `tie` (given the sides that tie for the highest count). Refuses counts that are not
/// one a player, or more than the pack holds.
pub fn game_from_counts(
    field: &str,
    counts: &[i64],
    seating: Seating,
    tie: impl Fn(&[usize]) -> Option<usize>,
) -> Result<Option<usize>, LawError> {
    if counts.len() != seating.players {
        return Err(LawError::new(
            field,
            format!(
                "{} counts; one for each of the {} players",
                counts.len(),
                seating.players
            ),
        ));
    }
    for (p, &c) in counts.iter().enumerate() {
        if !(0..=GAME_COUNT_IN_THE_PACK).contains(&c) {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!("{c} is not from 0 to 80, the count of the whole pack"),
            ));
        }
    }
    let sum: i64 = counts.iter().sum();
    if sum > GAME_COUNT_IN_THE_PACK {
        return Err(LawError::new(
            field,
            format!("{sum} in all is more than the 80 the pack counts for game"),
        ));
    }
    let mut by_side = vec![0; seating.sides()];
    for (p, c) in counts.iter().enumerate() {
        by_side[seating.side_of(p)] += c;
    }
    let best = by_side.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..by_side.len()).filter(|&s| by_side[s] == best).collect();
    Ok(match tied.as_slice() {
        [one] => Some(*one),
        _ => tie(&tied),
    })
}

/// A finished game, for the output.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameEnd {
    /// The side that won (with partners, 0 is players 0 and 2, 1 is players 1 and 3).
    pub winner: usize,
    /// The deal (0-based) it was won on.
    pub deal: usize,
    /// Each player's points when it ended.
    pub totals: Vec<i64>,
    /// Who went out and why.
    pub why: String,
    /// The same in a few words for the pad's game line ("out on jack").
    #[serde(skip)]
    pub short: String,
}

/// One deal as scored, for the output and the pad.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoredDeal {
    /// Who dealt it.
    pub dealer: usize,
    /// What each player scored on it (partners alike; negative for a set-back).
    pub points: Vec<i64>,
    /// The points written, in the order they were written.
    pub order: Vec<Point>,
    /// Points the deal held that were not written because the game was already won.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unscored: Vec<Point>,
    /// Each player's running score after it (the finished game's, if it ended one).
    pub totals: Vec<i64>,
    /// The side that went out on it, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<usize>,
    /// The deal in words: what was scored, and who went out and why.
    pub note: String,
    #[serde(skip)]
    awards: Vec<Award>,
}

/// The running state of a series of games: totals per side, and each game finished.
#[derive(Debug)]
pub struct Games {
    pub seating: Seating,
    pub target: i64,
    pub totals: Vec<i64>,
    pub ended: Vec<GameEnd>,
    pub deals: Vec<ScoredDeal>,
}

impl Games {
    pub fn new(seating: Seating, target: i64) -> Self {
        Games {
            seating,
            target,
            totals: vec![0; seating.sides()],
            ended: Vec::new(),
            deals: Vec::new(),
        }
    }

    /// Each side's score in the game under way, before the next deal.
    pub fn before(&self) -> &[i64] {
        &self.totals
    }

    /// Writes a deal's awards in order (or, for `Out::Outright`, all of them and then the win).
    /// `note` is the deal in words; the engine adds who went out.
    pub fn write(
        &mut self,
        names: &[String],
        dealer: usize,
        awards: Vec<Award>,
        outright: Option<(usize, String)>,
        note: String,
    ) {
        let mut totals = self.totals.clone();
        let (written, out) = match outright {
            Some((side, why)) => {
                for a in &awards {
                    totals[a.side] += a.points;
                }
                (awards.len(), Out::Outright(side, why))
            }
            None => race(&mut totals, &awards, self.target),
        };
        self.close(names, dealer, awards, written, totals, out, note);
    }

    /// Records a deal already written onto `totals`, and the game it ends if any.
    #[allow(clippy::too_many_arguments)]
    pub fn close(
        &mut self,
        names: &[String],
        dealer: usize,
        awards: Vec<Award>,
        written: usize,
        totals: Vec<i64>,
        out: Out,
        note: String,
    ) {
        let deal = self.deals.len();
        let mut per_side = vec![0; self.seating.sides()];
        for a in &awards[..written] {
            per_side[a.side] += a.points;
        }
        let order = awards[..written].iter().map(|a| a.point).collect();
        let unscored = awards[written..].iter().map(|a| a.point).collect();
        let who = |s: usize| self.seating.side_name(names, s);
        let (winner, why, short) = match out {
            Out::Nobody => (None, String::new(), String::new()),
            Out::On(side, point) => (
                Some(side),
                format!(
                    "{} went out on {} with {} (the points are taken in the book's order)",
                    who(side),
                    point.label(),
                    totals[side]
                ),
                format!("out on {}", point.label()),
            ),
            Out::Outright(side, why) => {
                let short = why.split([',', '(']).next().unwrap_or("").trim().to_owned();
                (
                    Some(side),
                    format!("{} won the game: {why}", who(side)),
                    short,
                )
            }
        };
        let note = match why.is_empty() {
            true => note,
            false => format!("{note}. {why}"),
        };
        let player_totals = self.seating.per_player(&totals);
        self.deals.push(ScoredDeal {
            dealer,
            points: self.seating.per_player(&per_side),
            order,
            unscored,
            totals: player_totals.clone(),
            out: winner,
            note,
            awards: awards[..written].to_vec(),
        });
        match winner {
            Some(side) => {
                self.ended.push(GameEnd {
                    winner: side,
                    deal,
                    totals: player_totals,
                    why,
                    short,
                });
                self.totals = vec![0; self.seating.sides()];
            }
            None => self.totals = totals,
        }
    }

    /// The side that won the game the last deal ended, if it ended one.
    pub fn winner(&self) -> Option<usize> {
        let last = self.deals.len().checked_sub(1)?;
        self.ended
            .last()
            .filter(|g| g.deal == last)
            .map(|g| g.winner)
    }

    /// Each player's running score after the last deal.
    pub fn player_totals(&self) -> Vec<i64> {
        self.deals
            .last()
            .map_or_else(|| vec![0; self.seating.players], |d| d.totals.clone())
    }

    /// The pad: each deal's points under its player, a line under each game won, and each game
    /// settled at one game's stake (each loser pays the winner one; partners alike).
    pub fn pad(&self, names: &[String], notes: Vec<String>) -> Pad {
        let players = self.seating.players;
        let mut pad = Pad {
            notes,
            ..Pad::new(names.to_vec())
        };
        for (i, d) in self.deals.iter().enumerate() {
            let mut below = vec![Vec::new(); players];
            for a in &d.awards {
                for (p, items) in below.iter_mut().enumerate() {
                    if self.seating.side_of(p) == a.side {
                        items.push(Item::new(a.points, a.point.label()));
                    }
                }
            }
            pad.rows.push(Row::Deal {
                deal: i,
                above: vec![Vec::new(); players],
                below,
                note: d.note.clone(),
            });
            if let Some(g) = self.ended.iter().find(|g| g.deal == i) {
                // Each side's score once (partners share theirs): "7 to 6", or "2 · 1 · 4 · 1".
                let sides = self.seating.sides();
                let scores: Vec<String> = g.totals[..sides].iter().map(i64::to_string).collect();
                let label = format!(
                    "game to {}, {}, {}",
                    self.seating.side_name(names, g.winner),
                    scores.join(if sides == 2 { " to " } else { " · " }),
                    g.short
                );
                pad.rows.push(Row::Game {
                    winner: g.winner,
                    label: label.clone(),
                });
                pad.settle(self.settlement(g, label));
            }
        }
        pad.open = self.totals.iter().any(|&t| t != 0)
            || self.deals.last().is_some_and(|_| self.winner().is_none());
        pad
    }

    fn settlement(&self, game: &GameEnd, label: String) -> Settlement {
        let players = self.seating.players;
        let amounts: Vec<i64> = (0..players)
            .map(|p| {
                let won = self.seating.side_of(p) == game.winner;
                match (self.seating.partners, won) {
                    (true, true) => 1,
                    (true, false) => -1,
                    (false, true) => players as i64 - 1,
                    (false, false) => -1,
                }
            })
            .collect();
        Settlement {
            winner: Some(game.winner),
            value: 1,
            amounts,
            label,
            lurch: false,
            final_points: game.totals.clone(),
        }
    }
}

/// The dealer of each deal: `players[0]` deals the first, and the deal passes to the left
/// (seed 001 L9982, L10123) unless a deal names its dealer, from whom it passes on.
pub fn dealers(named: &[Option<usize>], players: usize) -> Result<Vec<usize>, LawError> {
    let mut next = 0;
    let mut out = Vec::with_capacity(named.len());
    for (i, d) in named.iter().enumerate() {
        let dealer = match d {
            Some(d) => check_player(&format!("deals[{i}].dealer"), *d, players)?,
            None => next,
        };
        out.push(dealer);
        next = (dealer + 1) % players;
    }
    Ok(out)
}

/// The output every law of the family prints: the settings, each deal, the running totals, the
/// winner of the game the last deal ended, every game finished, and the pad.
#[derive(Serialize)]
pub struct Output<S: Serialize> {
    pub settings: S,
    pub players: Vec<String>,
    pub deals: Vec<ScoredDeal>,
    pub totals: Vec<i64>,
    pub winner: Option<usize>,
    pub games: Vec<GameEnd>,
    pub pad: Pad,
    pub net: Vec<i64>,
}

impl<S: Serialize> Output<S> {
    pub fn new(settings: S, names: &[String], games: &Games, pad: Pad) -> Self {
        Output {
            settings,
            players: names.to_vec(),
            deals: games.deals.clone(),
            totals: games.player_totals(),
            winner: games.winner(),
            games: games.ended.clone(),
            net: pad.net(),
            pad,
        }
    }
}
