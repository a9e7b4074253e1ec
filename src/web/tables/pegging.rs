//! A cribbage pad pegged card by card (issue 25): a page that takes the next card (or a go)
//! and shows the count, what each card pegged and where the pegs stand, then enters the deal
//! with its play. The play so far rides in the page's address, so nothing is stored until the
//! deal is entered (one action, one transaction), the back button takes back a card, and it
//! works without JavaScript.

use super::*;
use crate::laws::cribbage::board::{Board, board_for};
use crate::web::roles::Scorer;

#[derive(Deserialize, Default)]
pub(super) struct Query {
    #[serde(default)]
    play: String,
    #[serde(default)]
    card: String,
    #[serde(default)]
    go: Option<String>,
    #[serde(default)]
    back: Option<String>,
    #[serde(default)]
    dealer: Option<String>,
}

/// One turn of the play as the page lists it.
pub(super) struct TurnView {
    who: String,
    card: String,
    count: u32,
    pegged: String,
    points: i64,
}

#[derive(Template)]
#[template(path = "tables/peg.html")]
pub(super) struct PegPage {
    ctx: Ctx,
    table: PlayTable,
    deal: usize,
    /// The play so far, as the next form carries it.
    play: String,
    dealer: usize,
    sides: Vec<String>,
    /// (side, at the start of the deal, pegged in this play, pegs now)
    board: Vec<(String, i64, i64, i64)>,
    game: i64,
    count: u32,
    turns: Vec<TurnView>,
    next: Option<String>,
    /// Who pegged out in the play, in words.
    out: Option<String>,
    over: bool,
    /// The card typed and why it was refused: the play stands without it.
    refused: Option<String>,
    typed_card: String,
    fields: Vec<FieldView>,
    errors: FieldErrors,
}

pub(super) async fn peg(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<String>,
    query: web::Query<Query>,
) -> Result<web::Html, AppError> {
    let id = table_id(&path)?;
    let loaded = super::show::load(&state, id).await?;
    let Some(board_fn) = board_for(loaded.table.law.id) else {
        return Err(AppError::NotFound);
    };
    let rules = loaded.table.table()?;
    let q = query.into_inner();
    let mut tokens: Vec<String> = q.play.split_whitespace().map(str::to_owned).collect();
    if q.back.is_some() {
        tokens.pop();
    }
    let typed_card = q.card.trim().to_owned();
    let added = match (&q.go, typed_card.is_empty()) {
        (Some(_), _) => Some("go".to_owned()),
        (None, false) => Some(typed_card.clone()),
        (None, true) => None,
    };
    let sides = loaded.table.sides.len();
    let dealer = q
        .dealer
        .as_deref()
        .and_then(|d| d.trim().parse::<usize>().ok())
        .filter(|&d| d < sides);
    let input = loaded.table.pad_input(loaded.deals.clone());
    let names = input.sides.clone();
    let mut refused = None;
    if let Some(token) = added {
        tokens.push(token);
        if let Err(e) = board_fn(&input, dealer, &tokens) {
            refused = Some(e.message);
            tokens.pop();
        }
    }
    // The play without the refused card pegged before; an address typed by hand that does
    // not peg starts the play afresh, saying why. Deals the law refuses are a bad request.
    let board: Board = match board_fn(&input, dealer, &tokens) {
        Ok(b) => b,
        Err(e) => {
            refused = Some(e.message);
            tokens.clear();
            board_fn(&input, dealer, &tokens).map_err(|e| AppError::BadRequest(e.to_string()))?
        }
    };
    let play = tokens.join(" ");
    let mut typed = Typed::new();
    typed.insert(deal_form::input_name("play", None), play.clone());
    typed.insert(
        deal_form::input_name("dealer", None),
        board.dealer.to_string(),
    );
    let asks = rules.asks(&input);
    let fields = deal_form::views_asked(rules.deal, &asks, &names, &typed);
    let turns = board
        .pegging
        .turns
        .iter()
        .map(|t| TurnView {
            who: names[t.side].clone(),
            card: t.card.map_or_else(|| "go".to_owned(), |c| c.to_string()),
            count: t.count,
            pegged: t
                .pegged
                .iter()
                .map(|r| r.words())
                .collect::<Vec<_>>()
                .join(", "),
            points: t.points,
        })
        .collect();
    // The card typed stays in its box only when it was refused, to be put right.
    let typed_card = match (&refused, q.go) {
        (Some(_), None) => typed_card,
        _ => String::new(),
    };
    render(&PegPage {
        typed_card,
        ctx: director.ctx(),
        deal: loaded.deals.len() + 1,
        dealer: board.dealer,
        board: (0..sides)
            .map(|s| {
                (
                    names[s].clone(),
                    board.before[s],
                    board.pegging.pegged[s],
                    board.now[s],
                )
            })
            .collect(),
        game: board.game,
        count: board.pegging.count,
        turns,
        next: board.next.clone(),
        out: board.out.map(|s| names[s].clone()),
        over: board.pegging.over,
        refused,
        fields,
        errors: FieldErrors::default(),
        sides: names,
        play,
        table: loaded.table,
    })
}
