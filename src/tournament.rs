//! An event's standings, score cards and season table, assembled from stored results and pairs.
//! Pure: the web pages, the CSV files and the JSON API are all made from these rows, so they
//! cannot disagree.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::db::events::{Event, Pair, direction_str};
use crate::db::results::Stored;
use crate::db::standings::EventData;
use crate::exact::{Hundredths, Q};
use crate::laws::LawError;
use crate::laws::duplicate::{
    self, BoardSummary, Direction, Entry, Game, RevokeRule, ScoredResult, SeasonEntry, Standings,
};
use crate::movement::mitchell::Mitchell;

/// One pair's line in the standings, with its players' names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairLine {
    pub direction: Direction,
    pub pair: u32,
    pub names: String,
    pub boards: u32,
    pub score: Q,
    pub average: Q,
    pub plus_minus: Q,
    pub rank_in_direction: u32,
    pub rank_overall: u32,
}

/// An event's standings: the law's own figures and the pair lines made from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventStandings {
    pub law: Standings,
    /// N-S first, then by pair number (the law's order).
    pub pairs: Vec<PairLine>,
}

impl EventStandings {
    /// One direction's pairs, winner first (Law 11: the winner each way of the table).
    pub fn direction(&self, direction: Direction) -> Vec<&PairLine> {
        let mut lines: Vec<&PairLine> = self
            .pairs
            .iter()
            .filter(|p| p.direction == direction)
            .collect();
        lines.sort_by_key(|p| (p.rank_in_direction, p.pair));
        lines
    }

    /// Every pair, best plus/minus first.
    pub fn overall(&self) -> Vec<&PairLine> {
        let mut lines: Vec<&PairLine> = self.pairs.iter().collect();
        lines.sort_by_key(|p| (p.rank_overall, p.direction, p.pair));
        lines
    }

    fn board(&self, board: u32) -> Option<&BoardSummary> {
        self.law
            .boards
            .binary_search_by_key(&board, |b| b.board)
            .ok()
            .and_then(|i| self.law.boards.get(i))
    }

    fn scored(&self, board: u32, ns: u32, ew: u32) -> Option<(&BoardSummary, &ScoredResult)> {
        let summary = self.board(board)?;
        let scored = summary.results.iter().find(|r| r.ns == ns && r.ew == ew)?;
        Some((summary, scored))
    }
}

/// "Mrs. Abbott & Mr. Baird", or "" when nobody is assigned to the pair.
pub fn names_of(pairs: &[Pair], direction: Direction, pair: u32) -> String {
    pairs
        .iter()
        .find(|p| p.direction == direction && p.pair == pair)
        .map(Pair::names)
        .unwrap_or_default()
}

/// Applies the event's law to its stored results and names the pairs.
pub fn standings(
    event: &Event,
    pairs: &[Pair],
    results: &[Stored],
) -> Result<EventStandings, LawError> {
    let inputs: Vec<_> = results.iter().map(Stored::law_input).collect();
    let law = duplicate::standings(event.game, event.revoke_rule, &inputs)?;
    let lines = law
        .pairs
        .iter()
        .map(|p| PairLine {
            direction: p.direction,
            pair: p.pair,
            names: names_of(pairs, p.direction, p.pair),
            boards: p.boards,
            score: p.score,
            average: p.average,
            plus_minus: p.plus_minus,
            rank_in_direction: p.rank_in_direction,
            rank_overall: p.rank_overall,
        })
        .collect();
    Ok(EventStandings { law, pairs: lines })
}

/// One board of a pair's score card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardLine {
    pub round: u32,
    pub table: u32,
    pub board: u32,
    pub opponent: u32,
    pub opponent_names: String,
    /// None while the board's result is not entered.
    pub score: Option<Q>,
    pub average: Option<Q>,
    pub plus_minus: Option<Q>,
    /// Plus/minus so far, over the boards entered; the last line's is the pair's standing.
    pub running: Q,
}

/// A pair's personal score card, board by board in the order the movement brings them.
pub fn score_card(
    movement: &Mitchell,
    standings: &EventStandings,
    pairs: &[Pair],
    direction: Direction,
    pair: u32,
) -> Vec<CardLine> {
    let opposite = match direction {
        Direction::Ns => Direction::Ew,
        Direction::Ew => Direction::Ns,
    };
    let mut running = Q::from_integer(0);
    let mut lines = Vec::new();
    for round in movement.schedule() {
        let Some(seat) = round.tables.iter().find(|s| match direction {
            Direction::Ns => s.ns == pair,
            Direction::Ew => s.ew == pair,
        }) else {
            continue;
        };
        let opponent = match direction {
            Direction::Ns => seat.ew,
            Direction::Ew => seat.ns,
        };
        for &board in &seat.boards {
            let figures = standings
                .scored(board, seat.ns, seat.ew)
                .map(|(summary, r)| match direction {
                    Direction::Ns => (r.ns_score, summary.ns_average),
                    Direction::Ew => (r.ew_score, summary.ew_average),
                });
            let plus_minus = figures.map(|(score, average)| score - average);
            if let Some(pm) = plus_minus {
                running += pm;
            }
            lines.push(CardLine {
                round: round.round,
                table: seat.table,
                board,
                opponent,
                opponent_names: names_of(pairs, opposite, opponent),
                score: figures.map(|f| f.0),
                average: figures.map(|f| f.1),
                plus_minus,
                running,
            });
        }
    }
    lines
}

/// One result as stored and as scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultLine {
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub entry: Entry,
    pub ns_score: Option<Q>,
    pub ew_score: Option<Q>,
    pub ns_average: Option<Q>,
    pub ew_average: Option<Q>,
    pub ns_revoke_adjustment: Option<Q>,
}

/// Every result, by board then N-S pair. The scores are absent when the law refused the event's
/// results (`standings` is None), so the entries can still be read and corrected.
pub fn result_lines(results: &[Stored], standings: Option<&EventStandings>) -> Vec<ResultLine> {
    let mut lines: Vec<ResultLine> = results
        .iter()
        .map(|r| {
            let scored = standings.and_then(|s| s.scored(r.board, r.ns, r.ew));
            ResultLine {
                board: r.board,
                round: r.round,
                table: r.table,
                ns: r.ns,
                ew: r.ew,
                entry: r.entry,
                ns_score: scored.map(|(_, x)| x.ns_score),
                ew_score: scored.map(|(_, x)| x.ew_score),
                ns_average: scored.map(|(b, _)| b.ns_average),
                ew_average: scored.map(|(b, _)| b.ew_average),
                ns_revoke_adjustment: scored.and_then(|(_, x)| x.ns_revoke_adjustment),
            }
        })
        .collect();
    lines.sort_by_key(|l| (l.board, l.ns));
    lines
}

/// Credits each pair's plus/minus at one event to both its players. Pairs nobody was assigned
/// to earn nobody anything.
pub fn season_entries(
    event_id: i64,
    standings: &EventStandings,
    pairs: &[Pair],
) -> Vec<SeasonEntry> {
    standings
        .pairs
        .iter()
        .flat_map(|line| {
            pairs
                .iter()
                .filter(|p| p.direction == line.direction && p.pair == line.pair)
                .flat_map(|p| p.members.iter())
                .map(move |(member, _)| SeasonEntry {
                    member: *member,
                    event: event_id,
                    plus_minus: line.plus_minus,
                })
        })
        .collect()
}

/// One member's line in the season table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    pub member: i64,
    pub name: String,
    pub evenings: u32,
    pub aggregate: Q,
    pub mean: Q,
    pub rank_aggregate: u32,
    pub rank_mean: u32,
}

/// The season table: KWC Law 11's aggregate and the Rules' "highest average" per evening,
/// best aggregate first. `names` maps member ids to names.
pub fn season(
    entries: &[SeasonEntry],
    names: &BTreeMap<i64, String>,
) -> Result<Vec<SeasonRow>, LawError> {
    Ok(duplicate::season(entries)?
        .into_iter()
        .map(|l| SeasonRow {
            member: l.member,
            name: names.get(&l.member).cloned().unwrap_or_default(),
            evenings: l.evenings,
            aggregate: l.aggregate,
            mean: l.mean,
            rank_aggregate: l.rank_aggregate,
            rank_mean: l.rank_mean,
        })
        .collect())
}

/// The season table and what it was made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonTable {
    pub rows: Vec<SeasonRow>,
    /// Events counted that are still provisional: their figures may change.
    pub provisional: Vec<String>,
    /// Events left out because the law refused their results, with the reason.
    pub refused: Vec<(String, String)>,
}

/// Adds up a season from its events (KWC Law 11, seed 001 L3026–3028). An event the law refuses
/// is left out and named, so one bad entry does not hide the whole season.
pub fn season_table(events: &[EventData]) -> Result<SeasonTable, LawError> {
    let mut entries = Vec::new();
    let mut names = BTreeMap::new();
    let mut provisional = Vec::new();
    let mut refused = Vec::new();
    for data in events {
        let scored = match standings(&data.event, &data.pairs, &data.results) {
            Ok(s) => s,
            Err(e) => {
                refused.push((data.event.name.clone(), e.to_string()));
                continue;
            }
        };
        if scored.pairs.is_empty() {
            continue;
        }
        if !data.event.is_final() {
            provisional.push(data.event.name.clone());
        }
        for pair in &data.pairs {
            for (id, name) in &pair.members {
                names.insert(*id, name.clone());
            }
        }
        entries.extend(season_entries(data.event.id, &scored, &data.pairs));
    }
    Ok(SeasonTable {
        rows: season(&entries, &names)?,
        provisional,
        refused,
    })
}

// The export records: the same lines, with scores rounded once, as JSON numbers (API) or as
// two-decimal text (CSV, where a spreadsheet reads "-0.50" as a number).

/// Two decimals always, for CSV cells.
fn fixed(q: Q) -> String {
    Hundredths::of(q).to_string()
}

fn fixed_opt(q: Option<Q>) -> String {
    q.map(fixed).unwrap_or_default()
}

/// An event as the API lists it.
#[derive(Debug, Clone, Serialize)]
pub struct EventRecord {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub season: String,
    pub game: Game,
    pub tables: u32,
    pub boards_per_round: u32,
    pub rounds: u32,
    pub revoke_rule: RevokeRule,
    pub status: &'static str,
}

impl From<&Event> for EventRecord {
    fn from(e: &Event) -> Self {
        EventRecord {
            id: e.id,
            name: e.name.clone(),
            date: e.date.format("%Y-%m-%d").to_string(),
            season: e.season.clone(),
            game: e.game,
            tables: e.tables,
            boards_per_round: e.boards_per_round,
            rounds: e.rounds,
            revoke_rule: e.revoke_rule,
            status: e.status.as_str(),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PairMemberRecord {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct EventPairRecord {
    pub direction: Direction,
    pub pair: u32,
    pub names: String,
    pub members: Vec<PairMemberRecord>,
}

impl From<&Pair> for EventPairRecord {
    fn from(p: &Pair) -> Self {
        EventPairRecord {
            direction: p.direction,
            pair: p.pair,
            names: p.names(),
            members: p
                .members
                .iter()
                .map(|(id, name)| PairMemberRecord {
                    id: *id,
                    name: name.clone(),
                })
                .collect(),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PairRecord {
    pub direction: Direction,
    pub pair: u32,
    pub names: String,
    pub boards: u32,
    pub score: Hundredths,
    pub average: Hundredths,
    pub plus_minus: Hundredths,
    pub rank_in_direction: u32,
    pub rank_overall: u32,
}

#[derive(Debug, Clone, Serialize)]
pub struct ResultRecord {
    pub ns: u32,
    pub ew: u32,
    pub ns_score: Hundredths,
    pub ew_score: Hundredths,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_revoke_adjustment: Option<Hundredths>,
}

#[derive(Debug, Clone, Serialize)]
pub struct BoardRecord {
    pub board: u32,
    pub ns_average: Hundredths,
    pub ew_average: Hundredths,
    pub results: Vec<ResultRecord>,
}

/// The JSON shape of `hoyle score duplicate`, with the players' names added to each pair.
#[derive(Debug, Clone, Serialize)]
pub struct StandingsRecord {
    pub game: Game,
    pub revoke_rule: RevokeRule,
    pub pairs: Vec<PairRecord>,
    pub boards: Vec<BoardRecord>,
}

impl StandingsRecord {
    pub fn new(event: &Event, standings: &EventStandings) -> Self {
        StandingsRecord {
            game: event.game,
            revoke_rule: event.revoke_rule,
            pairs: standings
                .pairs
                .iter()
                .map(|p| PairRecord {
                    direction: p.direction,
                    pair: p.pair,
                    names: p.names.clone(),
                    boards: p.boards,
                    score: p.score.into(),
                    average: p.average.into(),
                    plus_minus: p.plus_minus.into(),
                    rank_in_direction: p.rank_in_direction,
                    rank_overall: p.rank_overall,
                })
                .collect(),
            boards: standings
                .law
                .boards
                .iter()
                .map(|b| BoardRecord {
                    board: b.board,
                    ns_average: b.ns_average.into(),
                    ew_average: b.ew_average.into(),
                    results: b
                        .results
                        .iter()
                        .map(|r| ResultRecord {
                            ns: r.ns,
                            ew: r.ew,
                            ns_score: r.ns_score.into(),
                            ew_score: r.ew_score.into(),
                            ns_revoke_adjustment: r.ns_revoke_adjustment.map(Into::into),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// One line of the standings CSV.
#[derive(Debug, Clone, Serialize)]
pub struct StandingsCsvRow {
    pub direction: &'static str,
    pub pair: u32,
    pub names: String,
    pub boards: u32,
    pub score: String,
    pub average: String,
    pub plus_minus: String,
    pub rank_in_direction: u32,
    pub rank_overall: u32,
}

/// The standings as the page lists them: N-S winner first, then E-W.
pub fn standings_csv(standings: &EventStandings) -> Vec<StandingsCsvRow> {
    [Direction::Ns, Direction::Ew]
        .into_iter()
        .flat_map(|d| standings.direction(d))
        .map(|p| StandingsCsvRow {
            direction: direction_str(p.direction),
            pair: p.pair,
            names: crate::export::safe_text(&p.names),
            boards: p.boards,
            score: fixed(p.score),
            average: fixed(p.average),
            plus_minus: fixed(p.plus_minus),
            rank_in_direction: p.rank_in_direction,
            rank_overall: p.rank_overall,
        })
        .collect()
}

/// The entry's fields as stored, blank where the game has none.
#[derive(Debug, Clone, Default, Serialize)]
pub struct EntryFields {
    pub ns_tricks: Option<u8>,
    pub revoke_by: Option<&'static str>,
    pub revoke_count: Option<u8>,
    pub revoke_tricks_before: Option<u8>,
    pub ns_points: Option<i64>,
    pub ew_points: Option<i64>,
}

impl From<&Entry> for EntryFields {
    fn from(entry: &Entry) -> Self {
        match *entry {
            Entry::Whist { ns_tricks, revoke } => EntryFields {
                ns_tricks: Some(ns_tricks),
                revoke_by: revoke.map(|r| direction_str(r.by)),
                revoke_count: revoke.map(|r| r.count),
                revoke_tricks_before: revoke.map(|r| r.tricks_before),
                ..EntryFields::default()
            },
            Entry::Auction {
                ns_points,
                ew_points,
            } => EntryFields {
                ns_points: Some(ns_points),
                ew_points: Some(ew_points),
                ..EntryFields::default()
            },
        }
    }
}

/// One result in the API: where it was played, what was entered, and the law's scores.
#[derive(Debug, Clone, Serialize)]
pub struct ResultLineRecord {
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    #[serde(flatten)]
    pub entry: EntryFields,
    pub ns_score: Option<Hundredths>,
    pub ew_score: Option<Hundredths>,
    pub ns_average: Option<Hundredths>,
    pub ew_average: Option<Hundredths>,
    pub ns_revoke_adjustment: Option<Hundredths>,
}

impl From<&ResultLine> for ResultLineRecord {
    fn from(l: &ResultLine) -> Self {
        ResultLineRecord {
            board: l.board,
            round: l.round,
            table: l.table,
            ns: l.ns,
            ew: l.ew,
            entry: EntryFields::from(&l.entry),
            ns_score: l.ns_score.map(Into::into),
            ew_score: l.ew_score.map(Into::into),
            ns_average: l.ns_average.map(Into::into),
            ew_average: l.ew_average.map(Into::into),
            ns_revoke_adjustment: l.ns_revoke_adjustment.map(Into::into),
        }
    }
}

/// One line of the results CSV. The csv crate cannot flatten, hence the repeated fields.
#[derive(Debug, Clone, Serialize)]
pub struct ResultCsvRow {
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub ns_tricks: Option<u8>,
    pub revoke_by: Option<&'static str>,
    pub revoke_count: Option<u8>,
    pub revoke_tricks_before: Option<u8>,
    pub ns_points: Option<i64>,
    pub ew_points: Option<i64>,
    pub ns_score: String,
    pub ew_score: String,
    pub ns_average: String,
}

pub fn results_csv(lines: &[ResultLine]) -> Vec<ResultCsvRow> {
    lines
        .iter()
        .map(|l| {
            let e = EntryFields::from(&l.entry);
            ResultCsvRow {
                board: l.board,
                round: l.round,
                table: l.table,
                ns: l.ns,
                ew: l.ew,
                ns_tricks: e.ns_tricks,
                revoke_by: e.revoke_by,
                revoke_count: e.revoke_count,
                revoke_tricks_before: e.revoke_tricks_before,
                ns_points: e.ns_points,
                ew_points: e.ew_points,
                ns_score: fixed_opt(l.ns_score),
                ew_score: fixed_opt(l.ew_score),
                ns_average: fixed_opt(l.ns_average),
            }
        })
        .collect()
}

#[derive(Debug, Clone, Serialize)]
pub struct SeasonRecord {
    pub member: i64,
    pub name: String,
    pub evenings: u32,
    pub aggregate: Hundredths,
    pub mean: Hundredths,
    pub rank_aggregate: u32,
    pub rank_mean: u32,
}

impl From<&SeasonRow> for SeasonRecord {
    fn from(r: &SeasonRow) -> Self {
        SeasonRecord {
            member: r.member,
            name: r.name.clone(),
            evenings: r.evenings,
            aggregate: r.aggregate.into(),
            mean: r.mean.into(),
            rank_aggregate: r.rank_aggregate,
            rank_mean: r.rank_mean,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct SeasonCsvRow {
    pub rank_aggregate: u32,
    pub name: String,
    pub evenings: u32,
    pub aggregate: String,
    pub mean: String,
    pub rank_mean: u32,
}

pub fn season_csv(rows: &[SeasonRow]) -> Vec<SeasonCsvRow> {
    rows.iter()
        .map(|r| SeasonCsvRow {
            rank_aggregate: r.rank_aggregate,
            name: crate::export::safe_text(&r.name),
            evenings: r.evenings,
            aggregate: fixed(r.aggregate),
            mean: fixed(r.mean),
            rank_mean: r.rank_mean,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::NaiveDate;

    use super::*;
    use crate::db::events::Status;
    use crate::laws::duplicate::Revoke;

    fn q(n: i64, d: i64) -> Q {
        Q::new(n, d)
    }

    fn event(tables: u32, boards_per_round: u32) -> Event {
        Event {
            id: 1,
            name: "Test".into(),
            date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap(),
            season: "1927".into(),
            game: Game::Whist,
            tables,
            boards_per_round,
            rounds: tables,
            revoke_rule: RevokeRule::General,
            status: Status::Provisional,
        }
    }

    fn stored(board: u32, round: u32, table: u32, ns: u32, ew: u32, tricks: u8) -> Stored {
        Stored {
            id: i64::from(board * 100 + ns),
            board,
            round,
            table,
            ns,
            ew,
            entry: Entry::Whist {
                ns_tricks: tricks,
                revoke: None,
            },
            updated_by: "t".into(),
            updated_at: "t".into(),
        }
    }

    fn pair(direction: Direction, pair: u32, members: &[(i64, &str)]) -> Pair {
        Pair {
            direction,
            pair,
            members: members.iter().map(|(i, n)| (*i, (*n).to_owned())).collect(),
        }
    }

    /// Two tables, one board a round, both rounds played, every result entered.
    fn two_tables() -> (Event, Mitchell, Vec<Stored>, Vec<Pair>) {
        let event = event(2, 1);
        let movement = Mitchell::new(2, 1, None).unwrap();
        let mut results = Vec::new();
        for round in movement.schedule() {
            for s in &round.tables {
                let tricks = [8, 5, 6, 9][(round.round as usize - 1) * 2 + s.table as usize - 1];
                for &b in &s.boards {
                    results.push(stored(b, round.round, s.table, s.ns, s.ew, tricks));
                }
            }
        }
        let pairs = vec![
            pair(Direction::Ns, 1, &[(1, "Mrs. Abbott"), (2, "Mr. Baird")]),
            pair(Direction::Ns, 2, &[(3, "Miss Carew")]),
            pair(Direction::Ew, 1, &[(4, "Col. Dacre"), (5, "=Mrs. Evans")]),
            pair(Direction::Ew, 2, &[]),
        ];
        (event, movement, results, pairs)
    }

    #[test]
    fn names_pairs_and_orders_the_tables() {
        let (event, _, results, pairs) = two_tables();
        let s = standings(&event, &pairs, &results).unwrap();
        assert_eq!(s.pairs.len(), 4);
        assert_eq!(s.pairs[0].names, "Mrs. Abbott & Mr. Baird");
        assert_eq!(s.pairs[3].names, "");
        for d in [Direction::Ns, Direction::Ew] {
            let lines = s.direction(d);
            assert_eq!(lines.len(), 2);
            assert!(lines[0].rank_in_direction <= lines[1].rank_in_direction);
            let sum: Q = lines.iter().map(|p| p.plus_minus).sum();
            assert_eq!(sum, Q::from_integer(0));
        }
        let overall = s.overall();
        assert!(
            overall
                .windows(2)
                .all(|w| w[0].plus_minus >= w[1].plus_minus)
        );
    }

    #[test]
    fn score_card_runs_to_the_pairs_plus_minus() {
        let (event, movement, results, pairs) = two_tables();
        let s = standings(&event, &pairs, &results).unwrap();
        for line in &s.pairs {
            let card = score_card(&movement, &s, &pairs, line.direction, line.pair);
            assert_eq!(card.len(), 2);
            assert_eq!(card.last().unwrap().running, line.plus_minus);
            let played: Q = card.iter().filter_map(|c| c.plus_minus).sum();
            assert_eq!(played, line.plus_minus);
        }
        let card = score_card(&movement, &s, &pairs, Direction::Ns, 1);
        assert_eq!(card[0].opponent_names, "Col. Dacre & =Mrs. Evans");
        assert_eq!((card[0].round, card[0].table), (1, 1));
    }

    #[test]
    fn score_card_leaves_unentered_boards_blank() {
        let (event, movement, mut results, pairs) = two_tables();
        results.retain(|r| r.round == 1);
        let s = standings(&event, &pairs, &results).unwrap();
        let card = score_card(&movement, &s, &pairs, Direction::Ns, 1);
        assert_eq!(card.len(), 2);
        assert!(card[1].score.is_none());
        assert_eq!(card[1].running, card[0].running);
    }

    #[test]
    fn result_lines_carry_the_scores_and_averages() {
        let (event, _, results, pairs) = two_tables();
        let s = standings(&event, &pairs, &results).unwrap();
        let lines = result_lines(&results, Some(&s));
        assert_eq!(lines.len(), 4);
        assert!(
            lines
                .windows(2)
                .all(|w| (w[0].board, w[0].ns) <= (w[1].board, w[1].ns))
        );
        for l in &lines {
            let (ns, ew) = (l.ns_score.unwrap(), l.ew_score.unwrap());
            assert_eq!(ns + ew, Q::from_integer(13));
            assert!(l.ns_average.is_some());
        }
        let unscored = result_lines(&results, None);
        assert!(unscored.iter().all(|l| l.ns_score.is_none()));
        let csv = results_csv(&lines);
        assert!(csv[0].ns_tricks.is_some());
        assert_eq!(
            csv[0].ns_average.len(),
            csv[0].ns_average.find('.').unwrap() + 3
        );
    }

    #[test]
    fn season_credits_both_players_and_skips_empty_seats() {
        let (event, _, results, pairs) = two_tables();
        let s = standings(&event, &pairs, &results).unwrap();
        let entries = season_entries(7, &s, &pairs);
        // Two players in N-S 1, one in N-S 2, two in E-W 1, none in E-W 2.
        assert_eq!(entries.len(), 5);
        let ns1 = s.pairs[0].plus_minus;
        assert_eq!(
            entries
                .iter()
                .filter(|e| e.member == 1 || e.member == 2)
                .map(|e| e.plus_minus)
                .collect::<Vec<_>>(),
            vec![ns1, ns1]
        );
        let mut more = entries.clone();
        more.push(SeasonEntry {
            member: 1,
            event: 8,
            plus_minus: q(1, 3),
        });
        let names: BTreeMap<i64, String> = [(1, "Mrs. Abbott".to_owned())].into_iter().collect();
        let rows = season(&more, &names).unwrap();
        let abbott = rows.iter().find(|r| r.member == 1).unwrap();
        assert_eq!(abbott.name, "Mrs. Abbott");
        assert_eq!(abbott.evenings, 2);
        assert_eq!(abbott.aggregate, ns1 + q(1, 3));
        assert_eq!(abbott.mean, (ns1 + q(1, 3)) / 2);
        assert!(
            rows.windows(2)
                .all(|w| w[0].rank_aggregate <= w[1].rank_aggregate)
        );
    }

    #[test]
    fn csv_rows_round_once_and_defuse_names() {
        let (event, _, results, pairs) = two_tables();
        let s = standings(&event, &pairs, &results).unwrap();
        let rows = standings_csv(&s);
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[0].direction, "NS");
        assert_eq!(rows[2].direction, "EW");
        assert!(rows.iter().any(|r| r.names == "Col. Dacre & =Mrs. Evans"));
        assert!(rows.iter().all(|r| r.plus_minus.contains('.')));
        let defused = season_csv(&[SeasonRow {
            member: 5,
            name: "=Mrs. Evans".into(),
            evenings: 1,
            aggregate: q(-1, 2),
            mean: q(-1, 2),
            rank_aggregate: 1,
            rank_mean: 1,
        }]);
        assert_eq!(defused[0].name, "'=Mrs. Evans");
        assert_eq!(defused[0].aggregate, "-0.50");
    }

    #[test]
    fn standings_record_matches_the_cli_shape() {
        let (mut event, _, mut results, pairs) = two_tables();
        results[0].entry = Entry::Whist {
            ns_tricks: 8,
            revoke: Some(Revoke {
                by: Direction::Ew,
                count: 1,
                tricks_before: 0,
            }),
        };
        event.revoke_rule = RevokeRule::General;
        let s = standings(&event, &pairs, &results).unwrap();
        let json = serde_json::to_value(StandingsRecord::new(&event, &s)).unwrap();
        assert_eq!(json["game"], "whist");
        assert_eq!(json["pairs"][0]["direction"], "NS");
        assert_eq!(json["pairs"][0]["names"], "Mrs. Abbott & Mr. Baird");
        assert!(json["boards"][0]["results"][0]["ns_score"].is_number());
    }
}
