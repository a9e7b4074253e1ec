//! The printed travellers: one slip a board, a line for each table that plays it. Printed
//! before play it is a blank form to fill in; printed after, each line carries the result entered
//! (or the score assigned), its scores by the law and the method's points (issue 22 item 8).

use super::*;
use crate::web::standings::{ContractCells, Loaded, contract_cells};

pub(super) struct TravellerRow {
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
    /// The arrows are turned this round: the E-W pair holds the N-S cards, and the line is
    /// written as the hands were held.
    turned: bool,
    /// What was entered at this table, if anything.
    result: Option<Written>,
}

/// A line's result as the traveller writes it.
pub(super) struct Written {
    /// The contract, declarer and tricks (an event entered by contract).
    contract: Option<ContractCells>,
    /// The score the director assigned instead of a result, in words ("" for none).
    assigned: String,
    /// Honours, at auction by contract ("" for none).
    honours: String,
    ns_score: String,
    ew_score: String,
    ns_figure: String,
    ew_figure: String,
    /// "50 taken from N-S for passing a fouled board (KWC law 4d)" ("" for none).
    fouled: String,
}

pub(super) struct Traveller {
    board: u32,
    rows: Vec<TravellerRow>,
}

#[derive(Template)]
#[template(path = "events/print_travellers.html")]
pub(super) struct TravellersPage {
    ctx: Ctx,
    /// The club's name for the sheet's head; empty for none.
    club: String,
    event: Event,
    whist: bool,
    /// The method's column heading, "" under the books' plus/minus (whose figure a traveller
    /// does not carry: it is each pair's score against the board's average).
    method: &'static str,
    /// Any line carries a result: printed after play.
    played: bool,
    travellers: Vec<Traveller>,
}

/// The travellers sheet of `event`, with the results in `loaded` written in.
pub(super) fn html(
    event: Event,
    movement: &Movement,
    all: &[(u32, Seating)],
    loaded: Option<&Loaded>,
    ctx: Ctx,
    club: &str,
) -> Result<String, AppError> {
    let mut travellers: Vec<Traveller> = (1..=movement.boards())
        .map(|board| Traveller {
            board,
            rows: Vec::new(),
        })
        .collect();
    for (round, s) in all {
        for b in &s.boards {
            if let Some(t) = travellers.get_mut((*b as usize).saturating_sub(1)) {
                t.rows.push(TravellerRow {
                    round: *round,
                    table: s.table,
                    ns: s.ns,
                    ew: s.ew,
                    turned: movement.arrow_switch(*round),
                    result: loaded.and_then(|l| written(&event, l, *b, s)),
                });
            }
        }
    }
    let method = match crate::tournament::method_of(&event) {
        crate::scoring::Method::PlusMinus => "",
        crate::scoring::Method::Matchpoints => "MPs",
        crate::scoring::Method::TotalPoints => "points",
        _ => "IMPs",
    };
    Ok(TravellersPage {
        whist: event.game == Game::Whist,
        method,
        played: travellers
            .iter()
            .any(|t| t.rows.iter().any(|r| r.result.is_some())),
        travellers,
        ctx,
        club: club.to_owned(),
        event,
    }
    .render()?)
}

/// The result at table `s` on `board`, as the traveller writes it (None: nothing entered yet).
fn written(event: &Event, l: &Loaded, board: u32, s: &Seating) -> Option<Written> {
    let stored = l
        .results
        .iter()
        .find(|r| r.board == board && r.ns == s.ns && r.ew == s.ew);
    let assigned = l.standings.method.as_ref().and_then(|m| {
        m.assigned
            .iter()
            .find(|a| a.board == board && a.ns == s.ns && a.ew == s.ew)
            .map(|a| a.describe())
    });
    if stored.is_none() && assigned.is_none() {
        return None;
    }
    let scored = l.standings.law.as_ref().and_then(|st| {
        st.board(board).and_then(|b| {
            b.results
                .iter()
                .find(|x| x.ns == s.ns && x.ew == s.ew)
                .cloned()
        })
    });
    let figures = l
        .standings
        .method
        .as_ref()
        .and_then(|m| m.results.get(&(board, s.ns, s.ew)));
    let figure = |q: Option<crate::exact::Q>| q.map(show).unwrap_or_default();
    let honours = stored
        .and_then(|r| r.contract.as_ref())
        .filter(|_| !event.is_bridge())
        .and_then(|c| c.honours)
        .map(|h| format!("{} {}", results::side(h.side), h.count))
        .unwrap_or_default();
    Some(Written {
        contract: stored.and_then(contract_cells),
        assigned: assigned.unwrap_or_default(),
        honours,
        ns_score: scored
            .as_ref()
            .map(|x| show(x.ns_score))
            .unwrap_or_default(),
        ew_score: scored
            .as_ref()
            .map(|x| show(x.ew_score))
            .unwrap_or_default(),
        ns_figure: figure(figures.and_then(|f| f.0)),
        ew_figure: figure(figures.and_then(|f| f.1)),
        fouled: stored.and_then(super::fouled::note).unwrap_or_default(),
    })
}
