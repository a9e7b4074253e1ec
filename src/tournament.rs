//! Results and pairs assembled into the rows every output shows: the standings and score-card
//! pages, their CSV, the JSON API and the CLI export all read these, so they cannot disagree.
//!
//! Pure: no I/O. The law ([`crate::laws::duplicate`]) does the scoring; this module only joins
//! its figures with the event's pairs, seats and members.

use serde::Serialize;

use crate::db::events::{Event, Pair, direction_str};

mod field;
mod fouled;
mod individual;
mod lines;
mod matches;
mod method;
mod season;
mod switch;
mod team_standings;
use crate::db::results::Stored;
use crate::exact::{Hundredths, Q, show};
use crate::laws::LawError;
use crate::laws::duplicate::{self, Direction, Game, RevokeRule, Standings};
pub use field::{card_of_field, one_field, standings_of};
pub use individual::{card_of_player, standings_individual};
pub use lines::{RESULTS_CSV_HEADER, ResultLine, each_result_line, result_lines};
pub use matches::{
    BoardOfMatch, MatchLine, TEAM_CSV_HEADER, TeamCsv, TeamSide, board_of_matches, matches,
    team_csv, vp_total,
};
pub use method::{MethodFigures, PairFigure, method_of, standings_full, team_of};
pub use season::{
    SEASON_CSV_HEADER, SeasonCsv, SeasonRow, SeasonTable, figure_text, season, season_csv,
    season_entries, season_of,
};
pub use team_standings::{
    TEAM_STANDINGS_CSV_HEADER, TeamRow, TeamStandingCsv, team_standings, team_standings_csv,
};

/// One pair's line of the standings, with its players' names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    pub direction: Direction,
    pub pair: u32,
    /// "" when nobody is assigned.
    pub names: String,
    pub boards: u32,
    pub score: Q,
    pub average: Q,
    pub plus_minus: Q,
    pub rank_in_direction: u32,
    pub rank_overall: u32,
    /// The event's method's figures (matchpoints and percent, IMPs, team points), when it is
    /// not the books' plus/minus or a score was assigned.
    pub figure: Option<PairFigure>,
}

impl StandingRow {
    /// The pair's total by the event's method (the books' plus/minus when it has none).
    pub fn total(&self) -> Q {
        self.figure.as_ref().map_or(self.plus_minus, |f| f.total)
    }

    /// The boards the total is over.
    pub fn boards_scored(&self) -> u32 {
        self.figure.as_ref().map_or(self.boards, |f| f.boards)
    }

    /// The total scaled to `field` boards (total × field ÷ played), as Compscore prints a pair
    /// that sat out or came late: exact, and the total itself when the pair played them all
    /// (or none).
    pub fn pro_rated(&self, field: u32) -> Q {
        let played = self.boards_scored();
        if played == 0 || played == field {
            self.total()
        } else {
            self.total() * Q::new(i64::from(field), i64::from(played))
        }
    }
}

/// The most boards any pair's total is over: the field's boards a total is pro-rated to.
pub fn field_boards(rows: &[StandingRow]) -> u32 {
    rows.iter()
        .map(StandingRow::boards_scored)
        .max()
        .unwrap_or(0)
}

/// An event's standings as far as its results go.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EventStandings {
    /// None until the first result is entered: an evening with no results has no standings
    /// yet, which is not an error.
    pub law: Option<Standings>,
    /// N-S first, then by pair number (the law's order).
    pub rows: Vec<StandingRow>,
    /// The method's figures, when the event is not scored by the law's plus/minus alone.
    pub method: Option<MethodFigures>,
    /// The results (board, N-S pair, E-W pair) played in a round with the arrows turned: the
    /// N-S pair of the numbering held the E-W cards. Their scores, like every result's, are
    /// the hands' (N-S first); a pair's own figure on them is the other side's.
    pub turned: std::collections::BTreeSet<(u32, u32, u32)>,
}

impl EventStandings {
    /// The method's figure for the side `seat` of the result (board, N-S, E-W), if the event
    /// has method figures and the result one.
    pub fn method_figure(&self, board: u32, ns: u32, ew: u32, seat: Direction) -> Option<Q> {
        // `seat` is the hands' side: the traveller's column, not the pair's numbering.
        let &(n, e) = self.method.as_ref()?.results.get(&(board, ns, ew))?;
        match seat {
            Direction::Ns => n,
            Direction::Ew => e,
        }
    }

    /// One direction, winner first (Law 11: a winner each way of the table).
    pub fn direction(&self, direction: Direction) -> Vec<&StandingRow> {
        let mut rows: Vec<_> = self
            .rows
            .iter()
            .filter(|r| r.direction == direction)
            .collect();
        rows.sort_by_key(|r| (r.rank_in_direction, r.pair));
        rows
    }

    /// Every pair by plus/minus, which is comparable across directions.
    pub fn overall(&self) -> Vec<&StandingRow> {
        let mut rows: Vec<_> = self.rows.iter().collect();
        rows.sort_by_key(|r| (r.rank_overall, r.direction, r.pair));
        rows
    }

    /// The law's summary of `board`.
    fn law_board(&self, board: u32) -> Option<&duplicate::BoardSummary> {
        self.law.as_ref()?.board(board)
    }

    /// N-S average (`ns == true`) or E-W average on `board`, if the board has results.
    fn board_average(&self, board: u32, direction: Direction) -> Option<Q> {
        let b = self.law_board(board)?;
        Some(match direction {
            Direction::Ns => b.ns_average,
            Direction::Ew => b.ew_average,
        })
    }
}

/// The names of a pair. One field's pairs (a Howell, team matches) are stored as N-S only,
/// so an E-W seat's number not found among E-W pairs is looked up among them.
pub fn names_of(pairs: &[Pair], direction: Direction, pair: u32) -> String {
    pairs
        .iter()
        .find(|p| p.direction == direction && p.pair == pair)
        .or_else(|| {
            pairs
                .iter()
                .find(|p| p.direction == Direction::Ns && p.pair == pair)
                .filter(|_| !pairs.iter().any(|p| p.direction == Direction::Ew))
        })
        .map(Pair::names)
        .unwrap_or_default()
}

/// Scores the stored results and names the pairs.
pub fn standings(
    game: Game,
    rule: RevokeRule,
    pairs: &[Pair],
    results: &[Stored],
) -> Result<EventStandings, LawError> {
    if results.is_empty() {
        return Ok(EventStandings::default());
    }
    standings_switched(game, rule, pairs, results, &[])
}

/// [`standings`] with the rounds `switched` played with the arrows turned (`switch`).
pub fn standings_switched(
    game: Game,
    rule: RevokeRule,
    pairs: &[Pair],
    results: &[Stored],
    switched: &[u32],
) -> Result<EventStandings, LawError> {
    if results.is_empty() {
        return Ok(EventStandings::default());
    }
    let (law, turned) = if switched.is_empty() {
        let inputs: Vec<_> = results.iter().map(Stored::law_input).collect();
        // KWC law 4d: the pairs that passed a board on fouled lose 50 on it, after its averages
        // (`duplicate::fouled`, as `hoyle score duplicate` takes it).
        let fouled: Vec<_> = results.iter().filter_map(Stored::fouled).collect();
        (
            duplicate::standings_fouled(game, rule, &inputs, &fouled)?,
            Default::default(),
        )
    } else {
        switch::standings(game, rule, results, switched)?
    };
    let rows = law
        .pairs
        .iter()
        .map(|p| StandingRow {
            direction: p.direction,
            pair: p.pair,
            names: names_of(pairs, p.direction, p.pair),
            boards: p.boards,
            score: p.score,
            average: p.average,
            plus_minus: p.plus_minus,
            rank_in_direction: p.rank_in_direction,
            rank_overall: p.rank_overall,
            figure: None,
        })
        .collect();
    Ok(EventStandings {
        law: Some(law),
        rows,
        method: None,
        turned,
    })
}

/// A plus/minus as the standings print it: "+3.57 above", "−0.50 below" (a true minus sign),
/// "0.00 level", with the CSS class that colours it.
pub fn above_below(q: Q) -> (String, &'static str) {
    let h = Hundredths::of(q);
    match h.0.signum() {
        1 => (format!("+{h} above"), "plus"),
        -1 => (format!("\u{2212}{} below", Hundredths(-h.0)), "minus"),
        _ => (format!("{h} level"), ""),
    }
}

/// Always two decimals, so a column of averages lines up.
pub fn two_decimals(q: Q) -> String {
    Hundredths::of(q).to_string()
}

/// One board of a pair's score card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardLine {
    pub round: u32,
    pub table: u32,
    pub board: u32,
    /// The side the pair sat on this board, by the numbering.
    pub seat: Direction,
    /// Played with the arrows turned: the pair held the other side's cards.
    pub turned: bool,
    pub opponent: u32,
    pub opponent_names: String,
    pub score: Q,
    pub average: Q,
    pub plus_minus: Q,
    /// Running totals after this board.
    pub total_score: Q,
    pub total_plus_minus: Q,
    /// An individual's line: "partner 5 Ann; against 3 Bob and 7 Cid" ("" for a pair's card).
    pub with: String,
    /// The method's figure for the line, when the card found it (an individual's, or a score
    /// assigned).
    pub figure: Option<Q>,
    /// The director assigned this board a score instead of a result (a board voided or a
    /// result adjusted): the pair's award in words, "assigned average plus" or "not played".
    /// Its score and average are nothing; its plus/minus is the award's worth under the
    /// books' plus/minus, so the card's running total ends on the standings' figure.
    pub assigned: Option<String>,
}

/// The pair's boards in the order played (round, then board), each against its direction's
/// average on that board, with the boards given an assigned score among them. The last running
/// plus/minus equals the pair's standings figure.
pub fn card(
    standings: &EventStandings,
    pairs: &[Pair],
    results: &[Stored],
    direction: Direction,
    pair: u32,
) -> Vec<CardLine> {
    let mut played: Vec<&Stored> = results
        .iter()
        .filter(|r| match direction {
            Direction::Ns => r.ns == pair,
            Direction::Ew => r.ew == pair,
        })
        .collect();
    played.sort_by_key(|r| (r.round, r.board));
    let other = other_side(direction);
    let mut lines = Vec::with_capacity(played.len());
    for r in played.into_iter().filter(|_| standings.law.is_some()) {
        let scored = standings
            .law_board(r.board)
            .and_then(|b| b.results.iter().find(|s| s.ns == r.ns && s.ew == r.ew));
        // With the arrows turned the pair held the other side's cards: its score and average
        // are that side's.
        let turned = standings.turned.contains(&(r.board, r.ns, r.ew));
        let hands = if turned { other } else { direction };
        let (Some(scored), Some(average)) = (scored, standings.board_average(r.board, hands))
        else {
            continue;
        };
        let (score, opponent) = match (hands, direction) {
            (Direction::Ns, Direction::Ns) => (scored.ns_score, r.ew),
            (Direction::Ew, Direction::Ns) => (scored.ew_score, r.ew),
            (Direction::Ew, Direction::Ew) => (scored.ew_score, r.ns),
            (Direction::Ns, Direction::Ew) => (scored.ns_score, r.ns),
        };
        lines.push(CardLine {
            round: r.round,
            table: r.table,
            board: r.board,
            seat: direction,
            turned,
            opponent,
            opponent_names: names_of(pairs, other, opponent),
            score,
            average,
            plus_minus: score - average,
            total_score: Q::from_integer(0),
            total_plus_minus: Q::from_integer(0),
            with: String::new(),
            figure: None,
            assigned: None,
        });
    }
    lines.extend(assigned_lines(standings, pairs, direction, pair));
    lines.sort_by_key(|l| (l.round, l.board));
    running_totals(&mut lines);
    lines
}

fn other_side(d: Direction) -> Direction {
    match d {
        Direction::Ns => Direction::Ew,
        Direction::Ew => Direction::Ns,
    }
}

/// The boards given `pair` (sitting `direction` by the numbering) an assigned score, as card
/// lines (totals left to [`running_totals`]).
fn assigned_lines(
    standings: &EventStandings,
    pairs: &[Pair],
    direction: Direction,
    pair: u32,
) -> Vec<CardLine> {
    let Some(m) = &standings.method else {
        return Vec::new();
    };
    let other = other_side(direction);
    m.assigned
        .iter()
        .filter(|a| match direction {
            Direction::Ns => a.ns == pair,
            Direction::Ew => a.ew == pair,
        })
        .map(|a| {
            let opponent = match direction {
                Direction::Ns => a.ew,
                Direction::Ew => a.ns,
            };
            // An award's side is the hands': turned, the pair held the other side's cards.
            let turned = standings.turned.contains(&(a.board, a.ns, a.ew));
            let hands = if turned { other } else { direction };
            let figure = standings.method_figure(a.board, a.ns, a.ew, hands);
            assigned_line(
                a,
                hands,
                figure,
                m.method,
                CardLine {
                    round: a.round,
                    table: a.table,
                    board: a.board,
                    seat: direction,
                    turned,
                    opponent,
                    opponent_names: names_of(pairs, other, opponent),
                    score: Q::from_integer(0),
                    average: Q::from_integer(0),
                    plus_minus: Q::from_integer(0),
                    total_score: Q::from_integer(0),
                    total_plus_minus: Q::from_integer(0),
                    with: String::new(),
                    figure: None,
                    assigned: None,
                },
            )
        })
        .collect()
}

/// `line` marked as the assigned score `a`, for the side holding the `hands`, with the method's
/// `figure` for it.
pub(crate) fn assigned_line(
    a: &crate::db::results::assigned::AssignedScore,
    hands: Direction,
    figure: Option<Q>,
    method: crate::scoring::Method,
    line: CardLine,
) -> CardLine {
    use crate::db::results::assigned::Award;
    let award = match hands {
        Direction::Ns => a.ns_award,
        Direction::Ew => a.ew_award,
    };
    let words = match award {
        Award::NotPlayed => "not played (assigned)".to_owned(),
        other => format!("assigned {}", other.words()),
    };
    CardLine {
        // Under the books' plus/minus the award's worth is the pair's plus/minus on the board
        // (the standings' figure counts it so); any other method keeps it in its own column.
        plus_minus: match method {
            crate::scoring::Method::PlusMinus => figure.unwrap_or_default(),
            _ => Q::from_integer(0),
        },
        figure,
        assigned: Some(words),
        ..line
    }
}

/// Each line's running totals, in the card's order.
pub(crate) fn running_totals(lines: &mut [CardLine]) {
    let (mut score, mut plus_minus) = (Q::from_integer(0), Q::from_integer(0));
    for l in lines {
        score += l.score;
        plus_minus += l.plus_minus;
        l.total_score = score;
        l.total_plus_minus = plus_minus;
    }
}

/// One line of the standings CSV: the page's overall table.
#[derive(Debug, Clone, Serialize)]
pub struct StandingCsv {
    pub rank_overall: u32,
    pub direction: &'static str,
    pub pair: u32,
    pub names: String,
    pub boards: u32,
    pub score: String,
    pub average: String,
    pub plus_minus: String,
    pub rank_in_direction: u32,
    /// The event's scoring method, and its figures when it is not plus/minus (or a score was
    /// assigned): matchpoints, IMPs or team points; the percent under matchpoints.
    pub method: &'static str,
    pub method_total: Option<Hundredths>,
    pub percent: Option<Hundredths>,
    /// "Mixed pairs" on every line of a mixed pairs event (each pair a lady and a gentleman,
    /// the lady named first), so that the file says what the event was; else empty.
    pub mixed_pairs: &'static str,
}

pub const STANDINGS_CSV_HEADER: [&str; 13] = [
    "rank_overall",
    "direction",
    "pair",
    "names",
    "boards",
    "score",
    "average",
    "plus_minus",
    "rank_in_direction",
    "method",
    "method_total",
    "percent",
    "mixed_pairs",
];

/// The standings CSV of this event: [`standings_csv`], each line marked in a mixed pairs event.
pub fn event_standings_csv(event: &Event, standings: &EventStandings) -> Vec<StandingCsv> {
    let mut lines = standings_csv(standings);
    if event.mixed {
        for l in &mut lines {
            l.mixed_pairs = "Mixed pairs";
        }
    }
    lines
}

pub fn standings_csv(standings: &EventStandings) -> Vec<StandingCsv> {
    standings
        .overall()
        .into_iter()
        .map(|r| StandingCsv {
            rank_overall: r.rank_overall,
            direction: direction_str(r.direction),
            pair: r.pair,
            names: crate::export::safe_text(&r.names),
            boards: r.boards,
            score: show(r.score),
            average: two_decimals(r.average),
            plus_minus: two_decimals(r.plus_minus),
            rank_in_direction: r.rank_in_direction,
            method: standings
                .method
                .as_ref()
                .map_or("plus-minus", |m| m.method.id()),
            method_total: r.figure.as_ref().map(|f| Hundredths::of(f.total)),
            percent: r
                .figure
                .as_ref()
                .and_then(|f| f.percent)
                .map(Hundredths::of),
            mixed_pairs: "",
        })
        .collect()
}

#[cfg(test)]
mod tests;
