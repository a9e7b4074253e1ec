//! The arithmetic every rubber-whist code shares: a deal scored in the order the laws fix
//! (revoke, then tricks, then honours, the game ending the instant a side that may win it reaches
//! the target), games valued, rubbers closed. What differs between the codes is a [`Code`].

use serde::Serialize;

use crate::laws::LawError;
use crate::laws::pad::{Item, Settlement};

pub const TRICKS: i64 = 13;
/// The first six tricks a side takes (the book) count nothing.
pub const BOOK: i64 = 6;
pub const HONOURS: i64 = 4;

/// How one code of whist scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Code {
    /// Points that make a game: 5 (short), 10 (long), 7 (seven-point and American).
    pub target: i64,
    pub honours: Honours,
    pub revoke: Revoke,
    pub value: GameValue,
    /// Games are played in rubbers of the best of three, with two rubber points (short whist,
    /// seed 002 Laws 1, 9, 10). Without it each game is settled alone.
    pub rubber: bool,
    pub abandoned: Abandoned,
    /// Points the second side starts every game with (1927 dummy whist: the player who takes
    /// Dummy all the time "concedes a point to his adversaries", seed 001 L4399–4400).
    pub conceded: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Honours {
    /// Seven-point and American whist: "without scoring honors".
    NotScored,
    Scored {
        /// A side at this score when the deal begins cannot score honours (4 at short whist,
        /// 9 at long whist).
        barred_at: i64,
        /// Long whist: a side at this score may call its honours before the hand is played.
        called_at: Option<i64>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revoke {
    /// The English laws: for each revoke the claimants take three tricks, deduct three points
    /// or add three to their own score; the revoking side cannot score more than game less one.
    Claimants {
        take_short: TakeShort,
        both: BothRevoke,
    },
    /// The American laws of 1893 (law 30): two tricks transferred for each revoke; the revoking
    /// side stops one short of game.
    TwoTricks(BothTwoTricks),
}

/// The American laws of 1893, both sides revoking: "neither can win the game in that hand"
/// (law 30, seed 001 L3790–3794), and nothing said of the transfers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BothTwoTricks {
    /// Two tricks transferred for every revoke, each way (rules-1927-a §2.8 [INFER]).
    #[default]
    EachWay,
    /// The revokes cancel one for one, and only the surplus is transferred.
    Cancel,
}

/// Three tricks taken from a side that won fewer than three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeShort {
    /// The claimants take all the revokers have.
    #[default]
    AllTheyHave,
    /// The claimants must choose another penalty.
    Refused,
}

/// Both sides revoking in one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothRevoke {
    /// 1884 Law 81: "each is punished at the discretion of his adversary"; neither wins.
    EachPunished,
    /// 1900 Law 85: "the revokes cancel each other"; neither wins.
    Cancel(UnequalRevokes),
}

/// 1900 Law 85 with more revokes on one side than the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnequalRevokes {
    /// They cancel one for one; the surplus is penalised as usual.
    #[default]
    SurplusPenalised,
    /// Every revoke of the hand is cancelled.
    AllCancel,
}

/// What the hands thrown down (Law 59 of 1884, Law 62 of 1900) score besides a revoke penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Abandoned {
    /// The tricks the players agree on, as entered, with their honours.
    #[default]
    TricksAsEntered,
    /// Nothing but the revoke penalty.
    PenaltyOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameValue {
    /// Short whist: treble when the losers have not scored, double under three, single at three
    /// or four.
    Graded,
    /// Every game counts one.
    One,
    /// The American laws: the losers' score deducted from the game.
    TargetLessLosers,
}

/// Revokes made by one side in a deal, by the penalty the claimants chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Revokes {
    pub take3: i64,
    pub deduct3: i64,
    pub add3: i64,
    /// American laws: two tricks each.
    pub two_tricks: i64,
}

impl Revokes {
    pub fn count(&self) -> i64 {
        self.take3 + self.deduct3 + self.add3 + self.two_tricks
    }

    /// Cancels `n` of these revokes (1900 Law 85), the trick transfers first, then the
    /// deductions, then the additions.
    fn cancel(&mut self, mut n: i64) {
        for slot in [
            &mut self.two_tricks,
            &mut self.take3,
            &mut self.deduct3,
            &mut self.add3,
        ] {
            let gone = n.min(*slot);
            *slot -= gone;
            n -= gone;
        }
    }
}

/// One deal as entered, checked for shape (each number in range, the tricks summing to 13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deal {
    /// Law 47 (1884): an imperfect pack makes the hand null; it scores nothing.
    pub void: bool,
    /// All four hands thrown down (Law 59 of 1884, Law 62 of 1900).
    pub abandoned: bool,
    /// Long whist: honours called at eight before the hand was played; there are no tricks.
    pub called: bool,
    pub tricks: Option<[i64; 2]>,
    /// Honours each side held and claimed.
    pub honours: [i64; 2],
    /// Revokes made by each side.
    pub revokes: [Revokes; 2],
}

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

fn other(side: usize) -> usize {
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
