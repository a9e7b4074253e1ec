//! Deals gathered into games and rubbers: games valued, rubbers closed, and the record kept.

use serde::Serialize;

use crate::laws::LawError;
use crate::laws::pad::Settlement;

use super::code::{Code, Deal, GameValue};
use super::deal::{DealScore, other, score_deal};

/// A game won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    pub winner: usize,
    pub value: i64,
    /// "treble", "double", "single" or "game".
    pub label: String,
    /// The points when the game was won.
    pub points: [i64; 2],
    /// The winners' points beyond the game, which are lost.
    pub wasted: i64,
    /// The deals it was played in (indices into the input).
    pub deals: Vec<usize>,
}

/// A rubber finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rubber {
    pub winner: usize,
    /// Indices into the games.
    pub games: Vec<usize>,
    pub value: i64,
    pub label: String,
}

/// The state after one deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct After {
    pub deal: usize,
    #[serde(flatten)]
    pub score: DealScore,
    /// Games each side has won in the rubber under way (at the end of a rubber, in that rubber);
    /// without rubbers, games won in all.
    pub games_won: [usize; 2],
    /// The game won on this deal (index into the games).
    pub game: Option<usize>,
    /// The rubber finished on this deal (index into the rubbers).
    pub rubber: Option<usize>,
    /// The settlement made on this deal (index into the settlements).
    #[serde(skip)]
    pub settlement: Option<usize>,
}

/// Every deal scored in turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub deals: Vec<After>,
    pub games: Vec<Game>,
    pub rubbers: Vec<Rubber>,
    pub settlements: Vec<Settlement>,
}

impl Record {
    /// Deals have been played since the last settlement.
    pub fn open(&self) -> bool {
        self.deals.last().is_some_and(|d| d.settlement.is_none())
    }

    /// Each side's total over every settlement.
    pub fn net(&self) -> [i64; 2] {
        let mut net = [0; 2];
        for s in &self.settlements {
            for (total, amount) in net.iter_mut().zip(&s.amounts) {
                *total += amount;
            }
        }
        net
    }

    /// The last deal of the game or rubber (whichever is settled) that holds deal `index`, if that
    /// has finished.
    pub fn closing_deal(&self, index: usize) -> Option<usize> {
        self.deals[index..]
            .iter()
            .find(|d| d.settlement.is_some())
            .map(|d| d.deal)
    }
}

fn game_label(code: &Code, value: i64) -> String {
    match (code.value, value) {
        (GameValue::Graded, 3) => "treble".to_owned(),
        (GameValue::Graded, 2) => "double".to_owned(),
        (GameValue::Graded, _) => "single".to_owned(),
        (GameValue::One, _) => "game".to_owned(),
        (GameValue::TargetLessLosers, v) => format!("game of {v}"),
    }
}

fn game_value(code: &Code, losers: i64) -> i64 {
    match code.value {
        GameValue::Graded => match losers {
            0 => 3,
            1 | 2 => 2,
            _ => 1,
        },
        GameValue::One => 1,
        GameValue::TargetLessLosers => code.target - losers,
    }
}

/// Scores every deal in order.
pub fn score(code: &Code, deals: &[Deal]) -> Result<Record, LawError> {
    let fresh = [0, code.conceded];
    let mut record = Record {
        deals: Vec::new(),
        games: Vec::new(),
        rubbers: Vec::new(),
        settlements: Vec::new(),
    };
    let mut points = fresh;
    let mut game_deals = Vec::new();
    let mut rubber_games: Vec<usize> = Vec::new();
    let mut games_won = [0usize; 2];
    for (index, deal) in deals.iter().enumerate() {
        let score = score_deal(code, points, deal, index)?;
        game_deals.push(index);
        let mut after = After {
            deal: index,
            score,
            games_won,
            game: None,
            rubber: None,
            settlement: None,
        };
        points = after.score.points;
        if let Some(winner) = after.score.won {
            let value = game_value(code, points[other(winner)]);
            record.games.push(Game {
                winner,
                value,
                label: game_label(code, value),
                points,
                wasted: points[winner] - code.target,
                deals: std::mem::take(&mut game_deals),
            });
            let game = record.games.len() - 1;
            after.game = Some(game);
            games_won[winner] += 1;
            after.games_won = games_won;
            points = fresh;
            if !code.rubber {
                record.settlements.push(Settlement::two_sided(
                    Some(winner),
                    value,
                    format!("{}: {value}", game_label(code, value)),
                ));
                after.settlement = Some(record.settlements.len() - 1);
            } else {
                rubber_games.push(game);
                if games_won[winner] == 2 {
                    let rubber = close_rubber(&record.games, &rubber_games, winner);
                    record.settlements.push(Settlement::two_sided(
                        Some(winner),
                        rubber.value,
                        rubber.label.clone(),
                    ));
                    record.rubbers.push(rubber);
                    after.rubber = Some(record.rubbers.len() - 1);
                    after.settlement = Some(record.settlements.len() - 1);
                    rubber_games.clear();
                    games_won = [0, 0];
                }
            }
        }
        record.deals.push(after);
    }
    Ok(record)
}

/// Laws 9 and 10 (seed 002 L259–264): the winners gain their games and two rubber points, less
/// the losers' game if there were three.
fn close_rubber(games: &[Game], in_rubber: &[usize], winner: usize) -> Rubber {
    let mut value = 2;
    let mut gained = Vec::new();
    let mut lost = Vec::new();
    for &g in in_rubber {
        if games[g].winner == winner {
            value += games[g].value;
            gained.push(games[g].value.to_string());
        } else {
            value -= games[g].value;
            lost.push(games[g].value.to_string());
        }
    }
    let mut label = format!("rubber: {} + 2", gained.join(" + "));
    for l in &lost {
        label.push_str(&format!(" − {l}"));
    }
    label.push_str(&format!(" = {value}"));
    Rubber {
        winner,
        games: in_rubber.to_vec(),
        value,
        label,
    }
}
