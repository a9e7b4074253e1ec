//! How a progressive party is scored: games won (with half games for ties at the bell), total
//! points, punched cards, the 1909 stars, and progressive auction's round totals; and the tally
//! that carries one line per game for each player.
//!
//! Seed 001 L6393–6414 (modes), L6463–6476 (ties at the bell), L2856–2896 (progressive auction);
//! seed 000 L2832–2844 (stars).

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

#[cfg(test)]
mod tests;

/// What a tally counts (seed 001 L6393–6414).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Games won: a game to each winner, half games when the tie rule gives them.
    #[default]
    Games,
    /// The points each side made before the bell, played out to the end of the hand.
    Points,
    /// Points punched on a card whose spaces run to `punch_max` (usually 15, L6406–6408).
    Punch,
    /// The 1909 stars: gold at the head table, red elsewhere, green to the booby table's losers
    /// (seed 000 L2832–2838).
    Stars,
}

/// How a game tied at the bell is scored (seed 001 L6469–6471). Either way the side that won
/// the cut, scored its points first, or turned down the deciding third trick progresses; the
/// rule only says whether that side also takes the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// "one-half game may be scored for each player" (L6470), and the large public euchre's
    /// printed rule 5 (L6826): all four count a half game.
    #[default]
    HalfGame,
    /// The side that wins the cut (or scored first) wins the game outright.
    Decider,
}

/// What the tables do when the bell rings (seed 001 L6397–6404): "play immediately ceases" in
/// a games tally, while at total points "the players at each table play out their hands". The
/// book gives each mode its own; rules-1927-b.md §3.1.2 marks it [AMBIG] and asks for a setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtBell {
    /// Play stops at once: the hand in progress counts nothing, and a tie is settled by the
    /// third trick turned down, the cut, or half games (L6463–6471).
    StopNow,
    /// The hand in progress is played out and its points added to the side's score.
    FinishHand,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Scoring {
    pub mode: Mode,
    pub tie: TieRule,
    /// `None` follows the mode, as the book does: see [`Scoring::at_bell`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_bell: Option<AtBell>,
    /// The last space on a punched card; a game's points above it cannot be punched.
    pub punch_max: u32,
    /// Whether a side's game may come out below nothing: five hundred's set-backs, kept in the
    /// general score-sheet's minus column (seed 001 L7390–7398). Every other party game counts
    /// points made, and a negative score there is a slip of the pen.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub set_backs: bool,
    /// Progressive auction's round totals kept gross or net (seed 001 L2891–2896): net leaves
    /// the side ahead the difference and the other side nothing.
    pub reckoning: Reckoning,
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            mode: Mode::Games,
            tie: TieRule::HalfGame,
            at_bell: None,
            punch_max: 15,
            set_backs: false,
            reckoning: Reckoning::Gross,
        }
    }
}

impl Scoring {
    /// The bell's rule in force: the one chosen, else the mode's own — stop at once when games
    /// are counted (and the 1909 stars, which count games), play the hand out when points are
    /// (seed 001 L6397–6404).
    pub fn at_bell(&self) -> AtBell {
        self.at_bell.unwrap_or(match self.mode {
            Mode::Games | Mode::Stars => AtBell::StopNow,
            Mode::Points | Mode::Punch => AtBell::FinishHand,
        })
    }

    /// A side's (or hand's) score at the bell: `at_bell` is what it had when the bell rang,
    /// `in_hand` what the hand then in progress made when played out. Under `finish_hand` the
    /// two are added; under `stop_now` the hand was never finished, so its points are refused
    /// rather than silently dropped.
    pub fn at_the_bell(
        &self,
        at_bell: &[i64],
        in_hand: Option<&[i64]>,
    ) -> Result<Vec<i64>, (&'static str, String)> {
        let Some(in_hand) = in_hand else {
            return Ok(at_bell.to_vec());
        };
        if self.at_bell() == AtBell::StopNow {
            return Err((
                "in_hand",
                "play stops at the bell in this party (at_bell: stop_now); the hand in progress counts nothing".to_owned(),
            ));
        }
        if in_hand.len() != at_bell.len() {
            return Err((
                "in_hand",
                format!("{} numbers for {} sides", in_hand.len(), at_bell.len()),
            ));
        }
        Ok(at_bell
            .iter()
            .zip(in_hand)
            .map(|(a, h)| a.saturating_add(*h))
            .collect())
    }
}

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

/// Which pair at a four-hand table: A the head couple (or North-South), B the side couple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

/// One four-hand game as scored: who progresses and what each side's players write down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairGame {
    pub winner: Side,
    pub tied: bool,
    pub halves: [u32; 2],
    pub points: [i64; 2],
}

/// Scores a four-hand table. `points` are the sides' points at the bell (needed in the point
/// modes); `decider` is the side that won, named for a games tally or to settle a tie. A
/// refusal is the name of the faulty part (`points`, `winner`) and the reason.
pub fn pair_game(
    points: Option<[i64; 2]>,
    decider: Option<Side>,
    scoring: &Scoring,
) -> Result<PairGame, (&'static str, String)> {
    if let Some(p) = points {
        check_set_backs(&p, scoring)?;
    }
    if let Some(p) = points
        && scoring.mode == Mode::Punch
        && let Some(&over) = p.iter().find(|&&x| x > i64::from(scoring.punch_max))
    {
        return Err((
            "points",
            format!(
                "{over} is past the card's last space, {}",
                scoring.punch_max
            ),
        ));
    }
    let by_points = match points {
        Some([a, b]) if a > b => Some(Side::A),
        Some([a, b]) if b > a => Some(Side::B),
        _ => None,
    };
    let tied = points.is_some() && by_points.is_none();
    let winner = match (by_points, decider) {
        (Some(p), Some(d)) if p != d => {
            return Err(("winner", "is on the side with fewer points".to_owned()));
        }
        (Some(p), _) => p,
        (None, Some(d)) => d,
        (None, None) if tied => {
            return Err((
                "winner",
                "the game is tied; name a player of the side that won the cut or scored first"
                    .to_owned(),
            ));
        }
        (None, None) => {
            return Err(("winner", "name a player of the winning side".to_owned()));
        }
    };
    if points.is_none() && scoring.mode != Mode::Games && scoring.mode != Mode::Stars {
        return Err((
            "points",
            "a points tally needs both sides' points".to_owned(),
        ));
    }
    let mut halves = [0, 0];
    if tied && scoring.tie == TieRule::HalfGame {
        halves = [1, 1];
    } else {
        halves[winner.index()] = 2;
    }
    Ok(PairGame {
        winner,
        tied,
        halves,
        points: scoring.reckoning.apply(points.unwrap_or([0, 0])),
    })
}

/// A two- or three-hand game at the foot table, scored as the book says (seed 001 L6507–6515):
/// two players progress, only the one with most points scores, but a tie for most at a
/// three-hand table scores both. A two-hand tie follows the tie rule like a four-hand table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OddGame {
    /// Indices into the table's hands of the two who progress.
    pub progress: Vec<usize>,
    pub halves: Vec<u32>,
}

/// `winner` settles a two-hand tie (index of the one who won the cut); `stays` settles a
/// three-hand tie at the progress line (index of the one who stays).
pub fn odd_game(
    points: &[i64],
    winner: Option<usize>,
    stays: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    if points.len() == 2 {
        let (a, b) = (points[0], points[1]);
        let pg = pair_game(
            Some([a, b]),
            winner.map(|w| if w == 0 { Side::A } else { Side::B }),
            &Scoring {
                mode: if scoring.mode == Mode::Punch {
                    Mode::Punch
                } else {
                    Mode::Points
                },
                ..*scoring
            },
        )?;
        return Ok(OddGame {
            progress: vec![0, 1],
            halves: pg.halves.to_vec(),
        });
    }
    if points.len() != 3 {
        return Err(("points", format!("{} hands is not 2 or 3", points.len())));
    }
    check_set_backs(points, scoring)?;
    if let Some(p) = points
        .iter()
        .find(|&&x| scoring.mode == Mode::Punch && x > i64::from(scoring.punch_max))
    {
        return Err((
            "points",
            format!("{p} is past the card's last space, {}", scoring.punch_max),
        ));
    }
    let top = points.iter().copied().max().unwrap_or(0);
    let low = points.iter().copied().min().unwrap_or(0);
    let at_top: Vec<usize> = (0..3).filter(|&i| points[i] == top).collect();
    let halves: Vec<u32> = (0..3)
        .map(|i| if points[i] == top { 2 } else { 0 })
        .collect();
    // Who stays: the lowest, unless the lowest is shared and the cut must say.
    let at_low: Vec<usize> = (0..3).filter(|&i| points[i] == low).collect();
    let stayer = if at_low.len() == 1 && at_top.len() < 3 {
        if let Some(s) = stays
            && s != at_low[0]
        {
            return Err(("stays", "is not the player with fewest points".to_owned()));
        }
        at_low[0]
    } else {
        match stays {
            Some(s) if at_low.contains(&s) => s,
            Some(_) => {
                return Err((
                    "stays",
                    "is not one of the players tied for fewest".to_owned(),
                ));
            }
            None => {
                return Err((
                    "stays",
                    "players are tied for who progresses; name the one who stays".to_owned(),
                ));
            }
        }
    };
    Ok(OddGame {
        progress: (0..3).filter(|&i| i != stayer).collect(),
        halves,
    })
}

/// Five hundred's three-hand table (seed 001 L7400–7404): "high player progresses", alone.
/// The top score (or every score tied for top) takes the game, as at any odd table; `winner`
/// names the one who progresses when the top is tied (he won the cut).
pub fn high_player_progresses(
    points: &[i64],
    winner: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    check_set_backs(points, scoring)?;
    let top = points.iter().copied().max().unwrap_or(0);
    let at_top: Vec<usize> = (0..points.len()).filter(|&i| points[i] == top).collect();
    let high = match (at_top.as_slice(), winner) {
        ([one], None) => *one,
        ([one], Some(w)) if w == *one => *one,
        ([_], Some(_)) => return Err(("winner", "is not the high player".to_owned())),
        (_, Some(w)) if at_top.contains(&w) => w,
        (_, Some(_)) => {
            return Err((
                "winner",
                "is not one of the players tied for high".to_owned(),
            ));
        }
        (_, None) => {
            return Err((
                "winner",
                "players are tied for high; name the one who progresses".to_owned(),
            ));
        }
    };
    Ok(OddGame {
        progress: vec![high],
        halves: points
            .iter()
            .map(|&p| if p == top { 2 } else { 0 })
            .collect(),
    })
}

/// Five hundred's five-hand table (seed 001 L7400–7404: "five-hand, two pla[yers]"): the `k`
/// highest progress and take the game. A tie at the progress line is settled by the cut:
/// `winner` names one of the tied who won it and progresses, `stays` one who lost it and stays;
/// a tie they leave open is refused at `winner`.
pub fn high_players_progress(
    points: &[i64],
    k: usize,
    winner: Option<usize>,
    stays: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    check_set_backs(points, scoring)?;
    let n = points.len();
    if k == 0 || k >= n {
        return Err(("points", format!("{n} hands cannot send {k} on")));
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(points[i]), i));
    let line = points[order[k - 1]];
    let mut progress: Vec<usize> = (0..n).filter(|&i| points[i] > line).collect();
    let mut tied: Vec<usize> = (0..n).filter(|&i| points[i] == line).collect();
    let places = k - progress.len();
    if let Some(w) = winner {
        if tied.contains(&w) && tied.len() > places {
            progress.push(w);
            tied.retain(|&i| i != w);
        } else if !progress.contains(&w) && !tied.contains(&w) {
            return Err(("winner", "is not one of the high players".to_owned()));
        }
    }
    if let Some(s) = stays {
        if tied.contains(&s) && tied.len() > k - progress.len() {
            tied.retain(|&i| i != s);
        } else if progress.contains(&s) || tied.contains(&s) {
            return Err(("stays", "has the points to progress".to_owned()));
        }
    }
    // Those tied who are left take the places still open, or stay when none is.
    let open = k - progress.len();
    if open > 0 && tied.len() != open {
        return Err((
            "winner",
            "players are tied for the places that progress; name who won the cut, or who stays"
                .to_owned(),
        ));
    }
    if open > 0 {
        progress.extend(tied);
    }
    progress.sort_unstable();
    Ok(OddGame {
        halves: (0..n)
            .map(|i| if progress.contains(&i) { 2 } else { 0 })
            .collect(),
        progress,
    })
}

/// A game below nothing is a set-back, and only a game with set-backs has them.
fn check_set_backs(points: &[i64], scoring: &Scoring) -> Result<(), (&'static str, String)> {
    match points.iter().find(|&&x| x < 0) {
        Some(x) if !scoring.set_backs => Err((
            "points",
            format!("{x} is negative, and this game has no set-backs"),
        )),
        _ => Ok(()),
    }
}

/// Gross or net per round of progressive auction (seed 001 L2891–2896).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reckoning {
    /// Each player keeps all his side made: "the fashion, established beyond remedy".
    #[default]
    Gross,
    /// The lower total is deducted from the higher after every round; the lower side scores 0.
    Net,
}

impl Reckoning {
    /// A round's two side totals as each side's players write them down.
    pub fn apply(self, total: [i64; 2]) -> [i64; 2] {
        match self {
            Reckoning::Gross => total,
            Reckoning::Net if total[0] >= total[1] => [total[0].saturating_sub(total[1]), 0],
            Reckoning::Net => [0, total[1].saturating_sub(total[0])],
        }
    }
}

/// One deal of auction as scored at the table: trick points below the line and everything
/// else (honours, penalties, slams) above, for sides A and B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionDeal {
    pub below: [u32; 2],
    #[serde(default)]
    pub above: [u32; 2],
}

/// The game bonus of progressive auction and of an unfinished rubber (seed 001 L2866–2870,
/// L3158–3160).
pub const GAME_BONUS: u32 = 125;
/// Winning two games of a rubber (seed 001 L2760, L3147).
pub const RUBBER_BONUS: u32 = 250;
const GAME: u32 = 30;

/// A round of progressive auction (four deals, seed 001 L2860–2870): every game of 30 won in
/// the round adds 125, even across deals; no rubber bonus; a part score at the end keeps its
/// points and earns nothing. Returns what each side's players write down.
pub fn auction_round(deals: &[AuctionDeal], reckoning: Reckoning) -> Result<[u32; 2], LawError> {
    let mut legs = [0u32; 2];
    let mut total = [0u32; 2];
    for (i, d) in deals.iter().enumerate() {
        check_deal(i, d)?;
        for s in 0..2 {
            legs[s] = legs[s].saturating_add(d.below[s]);
            total[s] = total[s]
                .saturating_add(d.below[s])
                .saturating_add(d.above[s]);
        }
        if let Some(s) = (0..2).find(|&s| legs[s] >= GAME) {
            total[s] = total[s].saturating_add(GAME_BONUS);
            legs = [0, 0];
        }
    }
    Ok(match reckoning {
        Reckoning::Gross => total,
        Reckoning::Net if total[0] >= total[1] => [total[0] - total[1], 0],
        Reckoning::Net => [0, total[1] - total[0]],
    })
}

fn check_deal(i: usize, d: &AuctionDeal) -> Result<(), LawError> {
    if d.below[0] > 0 && d.below[1] > 0 {
        return Err(LawError::new(
            format!("deals[{i}].below"),
            "only the declaring side scores below the line in a deal",
        ));
    }
    Ok(())
}

/// Rubbers played out deal by deal, as at pivot (seed 001 L2751–2785) and Baker's social
/// duplicate (L3145–3160).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rubbers {
    /// Side totals, everything each side scored (gross).
    pub totals: [u32; 2],
    pub rubbers_won: [u32; 2],
    /// Games won in the rubber left unfinished.
    pub unfinished_games: [u32; 2],
}

/// `unfinished_game` is what a game counts in a rubber left unfinished: 125 in Baker's social
/// duplicate (L3158–3160), nothing at pivot ("adding nothing for unfinished games, or for parts
/// of an unfinished rubber", L2776–2780). `max_rubbers` stops counting after that many rubbers
/// (pivot counts only the first three).
pub fn rubbers(
    deals: &[AuctionDeal],
    unfinished_game: u32,
    max_rubbers: Option<u32>,
) -> Result<Rubbers, LawError> {
    let mut legs = [0u32; 2];
    let mut games = [0u32; 2];
    let mut totals = [0u32; 2];
    let mut won = [0u32; 2];
    for (i, d) in deals.iter().enumerate() {
        check_deal(i, d)?;
        if max_rubbers.is_some_and(|m| won[0] + won[1] >= m) {
            return Err(LawError::new(
                format!("deals[{i}]"),
                "is played after the rubbers that count",
            ));
        }
        for s in 0..2 {
            legs[s] = legs[s].saturating_add(d.below[s]);
            totals[s] = totals[s]
                .saturating_add(d.below[s])
                .saturating_add(d.above[s]);
        }
        if let Some(s) = (0..2).find(|&s| legs[s] >= GAME) {
            legs = [0, 0];
            games[s] += 1;
            if games[s] == 2 {
                totals[s] = totals[s].saturating_add(RUBBER_BONUS);
                won[s] += 1;
                games = [0, 0];
            }
        }
    }
    for s in 0..2 {
        totals[s] = totals[s].saturating_add(games[s].saturating_mul(unfinished_game));
    }
    Ok(Rubbers {
        totals,
        rubbers_won: won,
        unfinished_games: games,
    })
}
