//! One field (a Howell, team matches): the pairs are one list, and a pair sits N-S on some
//! boards and E-W on others. The law scores each board in its two directions as ever (each
//! result against its direction's average); here a pair's figures from both seats are added
//! into one line, ranked over the whole field: one winner (issue 15).

use std::collections::BTreeMap;

use super::{CardLine, EventStandings, StandingRow, card, names_of, standings_switched};
use crate::db::events::{Event, Pair};
use crate::db::results::Stored;
use crate::exact::Q;
use crate::laws::LawError;
use crate::laws::duplicate::{Direction, PairStanding, competition_ranks};

/// The event's standings as its movement reads them: two directions for a Mitchell, one field
/// (every line under N-S, `rank_in_direction == rank_overall`) for a Howell or team matches.
pub fn standings_of(
    event: &Event,
    pairs: &[Pair],
    results: &[Stored],
) -> Result<EventStandings, LawError> {
    if event.movement == crate::movement::plan::Kind::Individual {
        return super::standings_individual(event, pairs, results, &[]);
    }
    // Only a Mitchell's rounds are played with the arrows turned (`Plan::build` refuses others).
    let switched: &[u32] = if event.single_field() {
        &[]
    } else {
        &event.arrow_switch
    };
    let s = standings_switched(event.game, event.revoke_rule, pairs, results, switched)?;
    Ok(if event.single_field() {
        one_field(s, pairs)
    } else {
        s
    })
}

/// Adds each pair's N-S and E-W lines together and ranks the field.
pub fn one_field(mut s: EventStandings, pairs: &[Pair]) -> EventStandings {
    let Some(law) = s.law.as_mut() else {
        return s;
    };
    let mut by_pair: BTreeMap<u32, PairStanding> = BTreeMap::new();
    for p in &law.pairs {
        let line = by_pair.entry(p.pair).or_insert_with(|| PairStanding {
            direction: Direction::Ns,
            pair: p.pair,
            boards: 0,
            score: Q::from_integer(0),
            average: Q::from_integer(0),
            plus_minus: Q::from_integer(0),
            rank_in_direction: 0,
            rank_overall: 0,
        });
        line.boards += p.boards;
        line.score += p.score;
        line.average += p.average;
        line.plus_minus += p.plus_minus;
    }
    let mut merged: Vec<PairStanding> = by_pair.into_values().collect();
    let ranks = competition_ranks(&merged.iter().map(|p| p.plus_minus).collect::<Vec<_>>());
    for (p, rank) in merged.iter_mut().zip(ranks) {
        p.rank_overall = rank;
        p.rank_in_direction = rank;
    }
    s.rows = merged
        .iter()
        .map(|p| StandingRow {
            direction: Direction::Ns,
            pair: p.pair,
            names: names_of(pairs, Direction::Ns, p.pair),
            boards: p.boards,
            score: p.score,
            average: p.average,
            plus_minus: p.plus_minus,
            rank_in_direction: p.rank_overall,
            rank_overall: p.rank_overall,
            figure: None,
        })
        .collect();
    law.pairs = merged;
    s
}

/// A pair's card in one field: its boards from both seats in the order played, the running
/// totals over them all.
pub fn card_of_field(
    standings: &EventStandings,
    pairs: &[Pair],
    results: &[Stored],
    pair: u32,
) -> Vec<CardLine> {
    let mut lines = card(standings, pairs, results, Direction::Ns, pair);
    lines.extend(card(standings, pairs, results, Direction::Ew, pair));
    lines.sort_by_key(|l| (l.round, l.board));
    super::running_totals(&mut lines);
    lines
}
