//! A team's score card at a team match: both pairs of the team, board by board, with the
//! running totals over the two (the standings' team line links here, not to a pair's card).

use super::card::Totals;
use super::{CardPage, CardView, line, method_words};

use crate::laws::duplicate::Direction;
use crate::tournament;
use crate::web::{AppError, AppState, render};

pub(super) async fn card(
    director: Option<crate::web::roles::Scorer>,
    state: &AppState,
    id: i64,
    team: u32,
) -> Result<actix_web::web::Html, AppError> {
    let l = super::load_event(state, id).await?;
    let teams = l.event.movement == crate::movement::plan::Kind::Teams;
    if !teams || team == 0 || team > l.event.pairs / 2 {
        return Err(AppError::NotFound);
    }
    let mut lines: Vec<(u32, tournament::CardLine)> = [2 * team - 1, 2 * team]
        .into_iter()
        .flat_map(|p| {
            tournament::card_of_field(&l.standings, &l.pairs, &l.results, p)
                .into_iter()
                .map(move |c| (p, c))
        })
        .collect();
    lines.sort_by_key(|(p, c)| (c.board, c.round, *p));
    let mut totals = Totals::default();
    let lines = lines
        .into_iter()
        .map(|(p, c)| {
            let (ns, ew) = match c.seat {
                Direction::Ns => (p, c.opponent),
                Direction::Ew => (c.opponent, p),
            };
            let opponent = format!(
                "pair {p} ({}) against pair {}",
                crate::db::results::side(c.seat),
                c.opponent
            );
            let figure = l.standings.method_figure(c.board, ns, ew, c.seat);
            let stored = l
                .results
                .iter()
                .find(|r| r.board == c.board && r.ns == ns && r.ew == ew);
            CardView::new(&c, opponent, figure, stored, &mut totals)
        })
        .collect();
    let names = [2 * team - 1, 2 * team]
        .into_iter()
        .map(|p| tournament::names_of(&l.pairs, Direction::Ns, p))
        .filter(|n| !n.is_empty())
        .collect::<Vec<_>>()
        .join(" / ");
    render(&CardPage {
        club: crate::web::club::settings(state).await?.name,
        method_heading: method_words(&l.standings).0,
        plus_minus: super::by_plus_minus(&l.event),
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        side: "Team",
        pair: team,
        names,
        lines,
        summary: l
            .standings
            .rows
            .iter()
            .find(|r| r.pair == team && r.figure.is_some())
            .map(line),
        event: l.event.clone(),
    })
}
