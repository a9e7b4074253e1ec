//! A pair's (or an individual player's) personal score card: every board it played, in the
//! event's own terms (issue 22 items 4 and 7). A contract event's card carries each board's
//! contract, declarer and tricks; under matchpoints, IMPs or Butler it carries the method's
//! points board by board and their running total, and the books' plus/minus against the average
//! only where the event is scored by it.

use actix_web::web;

use super::{Line, Loaded, line, method_words};
use crate::db::events::Event;
use crate::db::results::{self, Stored};
use crate::exact::{Q, show};
use crate::laws::contract_duplicate::{Bid, Played};
use crate::laws::duplicate::Direction;
use crate::scoring::Method;
use crate::tournament::{self, CardLine, above_below, two_decimals};
use crate::web::{AppError, AppState, Ctx, render};

/// A result's contract in a traveller's or card's own columns: "4HX", "S", "10"; a board passed
/// out reads "passed out" with the rest blank.
pub struct ContractCells {
    pub contract: String,
    pub by: String,
    pub tricks: String,
}

/// The contract of a result entered by contract (None for whist or points).
pub fn contract_cells(r: &Stored) -> Option<ContractCells> {
    let c = r.contract.as_ref()?;
    Some(match c.played() {
        Some(Played::PassedOut) => ContractCells {
            contract: "passed out".to_owned(),
            by: String::new(),
            tricks: String::new(),
        },
        Some(Played::Contract {
            contract,
            declarer,
            tricks,
        }) => ContractCells {
            contract: Bid::Contract(contract).code(),
            by: declarer.letter().to_owned(),
            tricks: tricks.to_string(),
        },
        None => {
            let doubled = match c.doubled {
                crate::laws::duplicate_auction::Doubled::No => "",
                crate::laws::duplicate_auction::Doubled::Doubled => " doubled",
                crate::laws::duplicate_auction::Doubled::Redoubled => " redoubled",
            };
            ContractCells {
                contract: format!("{} {}{doubled}", c.level, c.denomination.as_str()),
                by: results::side(c.declarer).to_owned(),
                tricks: c.tricks.to_string(),
            }
        }
    })
}

/// One board of a card as the page prints it.
pub struct CardView {
    pub round: u32,
    pub table: u32,
    /// Where the pair sat, "N-S" or "E-W": in one field (a Howell) it changes from round to
    /// round, and a player finds the board on the traveller by it.
    pub seat: &'static str,
    pub board: u32,
    pub opponent: String,
    /// The contract, declarer and tricks (an event entered by contract).
    pub contract: Option<ContractCells>,
    /// The pair's score by the law: its tricks at whist, its points at auction or bridge.
    pub score: String,
    pub average: String,
    pub plus_minus: String,
    pub class: &'static str,
    pub total_score: String,
    pub total_plus_minus: String,
    /// The method's figure on this board and its running total ("" under the books' plus/minus
    /// alone).
    pub figure: String,
    pub total_figure: String,
    /// The director assigned the board a score (voided, adjusted): `score` says which award.
    pub assigned: bool,
    /// "50 taken from N-S for passing a fouled board (KWC law 4d)", when the pair's side did.
    pub fouled: Option<String>,
}

/// The running totals down a card.
#[derive(Default)]
pub struct Totals {
    score: Q,
    plus_minus: Q,
    figure: Q,
}

impl CardView {
    /// The card's line for `c`, against `opponent` (in words), with the method's `figure`;
    /// `stored` is the result it comes from, for its contract.
    pub fn new(
        c: &CardLine,
        opponent: String,
        figure: Option<Q>,
        stored: Option<&Stored>,
        totals: &mut Totals,
    ) -> CardView {
        totals.score += c.score;
        totals.plus_minus += c.plus_minus;
        if let Some(f) = figure {
            totals.figure += f;
        }
        let (plus_minus, class) = match &c.assigned {
            // Not played counts for neither side: nothing above or below.
            Some(_) if figure.is_none() => (String::new(), ""),
            _ => above_below(c.plus_minus),
        };
        CardView {
            round: c.round,
            table: c.table,
            seat: results::side(c.seat),
            board: c.board,
            opponent,
            contract: stored.and_then(contract_cells),
            score: c.assigned.clone().unwrap_or_else(|| show(c.score)),
            // An assigned score is compared with no average: its award is its worth.
            average: match c.assigned {
                Some(_) => String::new(),
                None => two_decimals(c.average),
            },
            plus_minus,
            class,
            assigned: c.assigned.is_some(),
            fouled: stored.and_then(|r| r.passed_fouled).and_then(|by| {
                // The pair's side of the table is the hands it held.
                let hands = match (c.turned, c.seat) {
                    (false, side) => side,
                    (true, Direction::Ns) => Direction::Ew,
                    (true, Direction::Ew) => Direction::Ns,
                };
                by.includes(hands).then(|| by.note())
            }),
            total_score: show(totals.score),
            total_plus_minus: crate::exact::show_signed(totals.plus_minus),
            figure: figure.map(show).unwrap_or_default(),
            total_figure: figure.map(|_| show(totals.figure)).unwrap_or_default(),
        }
    }
}

#[derive(askama::Template)]
#[template(path = "standings/card.html")]
pub struct CardPage {
    pub ctx: Ctx,
    pub event: Event,
    pub side: &'static str,
    pub pair: u32,
    pub names: String,
    pub lines: Vec<CardView>,
    pub summary: Option<Line>,
    pub method_heading: String,
    /// Scored by the books' plus/minus: the score against the average is the event's own.
    pub plus_minus: bool,
    /// The club's name for the card's head, as the printed sheets have it; empty for none.
    pub club: String,
}

/// Whether `event` is scored by the books' plus/minus (its card and standings keep the average
/// and the plus/minus; any other method's pages leave them out).
pub fn by_plus_minus(event: &Event) -> bool {
    tournament::method_of(event) == Method::PlusMinus
}

/// The board-by-board lines of a pair's (or a player's) card in `l`.
pub fn card_lines(l: &Loaded, direction: Direction, pair: u32) -> Vec<CardView> {
    let single = l.event.single_field();
    let other = other_side(direction);
    let card = if l.event.is_individual() {
        tournament::card_of_player(&l.event, &l.standings, &l.pairs, &l.results, pair)
    } else if single {
        tournament::card_of_field(&l.standings, &l.pairs, &l.results, pair)
    } else {
        tournament::card(&l.standings, &l.pairs, &l.results, direction, pair)
    };
    let mut totals = Totals::default();
    card.into_iter()
        .map(|c| {
            let side = if single { "pair" } else { results::side(other) };
            let opponent = if !c.with.is_empty() {
                c.with.clone()
            } else if c.opponent_names.is_empty() {
                format!("{side} {}", c.opponent)
            } else {
                format!("{side} {} ({})", c.opponent, c.opponent_names)
            };
            // Arrows turned: the pair held the other side's cards on this board.
            let opponent = if c.turned {
                format!(
                    "{opponent}; arrows turned, held the {} cards",
                    results::side(other)
                )
            } else {
                opponent
            };
            let (ns, ew) = match c.seat {
                Direction::Ns => (pair, c.opponent),
                Direction::Ew => (c.opponent, pair),
            };
            let figure = c.figure.or_else(|| {
                l.standings.method_figure(
                    c.board,
                    ns,
                    ew,
                    // The figure's side is the hands': turned, the pair held the other side's.
                    if c.turned { other_side(c.seat) } else { c.seat },
                )
            });
            let stored = l
                .results
                .iter()
                .find(|r| r.board == c.board && r.ns == ns && r.ew == ew);
            CardView::new(&c, opponent, figure, stored, &mut totals)
        })
        .collect()
}

pub(super) async fn card_page(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<(i64, String, u32)>,
) -> Result<web::Html, AppError> {
    let (id, dir, pair) = path.into_inner();
    if dir == "team" {
        return super::team::card(director, &state, id, pair).await;
    }
    let direction = match dir.as_str() {
        "ns" => Direction::Ns,
        "ew" => Direction::Ew,
        _ => return Err(AppError::NotFound),
    };
    let l = super::load_event(&state, id).await?;
    let single = l.event.single_field();
    let numbers = if single {
        l.event.pairs
    } else {
        l.event.tables
    };
    if pair == 0 || pair > numbers || (single && direction == Direction::Ew) {
        return Err(AppError::NotFound);
    }
    let summary = l
        .standings
        .rows
        .iter()
        .find(|r| r.direction == direction && r.pair == pair)
        .map(|r| super::with_places(line(r), &l.standings.rows, r.direction));
    render(&CardPage {
        club: crate::web::club::settings(&state).await?.name,
        method_heading: method_words(&l.standings).0,
        plus_minus: by_plus_minus(&l.event),
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        side: if l.event.is_individual() {
            "Player"
        } else if single {
            "Pair"
        } else {
            results::side(direction)
        },
        pair,
        names: tournament::names_of(&l.pairs, direction, pair),
        lines: card_lines(&l, direction, pair),
        summary,
        event: l.event.clone(),
    })
}

pub fn other_side(d: Direction) -> Direction {
    match d {
        Direction::Ns => Direction::Ew,
        Direction::Ew => Direction::Ns,
    }
}
