//! The prizes by the League's order (Laws XII, seed 001 L11275–11331), worked out by
//! `party::skat_league` from every entry's sheet: provisional until every series is closed.

use serde::Serialize;

use super::*;
use crate::party::skat_league::{Category, Class, Suit};

#[derive(Template)]
#[template(path = "congress/prizes.html")]
pub(super) struct PrizesPage {
    ctx: Ctx,
    id: i64,
    name: String,
    final_: bool,
    lists: Vec<(String, Vec<PrizeLine>)>,
    seed: u64,
    problem: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub(super) struct PrizeLine {
    list: String,
    prize: u32,
    category: String,
    player: String,
    series: String,
    play: String,
    lot_among: String,
}

fn category_words(c: Category, k: u32) -> String {
    let second = k > 3;
    match c {
        Category::NetGames if second => "Second greatest number of games won, less those lost",
        Category::NetGames => "Greatest number of games won, less those lost",
        Category::Points if second => "Second greatest number of points on own score",
        Category::Points => "Greatest number of points on own score",
        Category::Solo => "A Solo won against the greatest number of Matadores",
        Category::HighestGame => "The highest game won",
        Category::Tournee => "A Tournee won against the greatest number of Matadores",
    }
    .to_owned()
}

fn lines(a: &Assembled) -> Result<Vec<(String, Vec<PrizeLine>)>, String> {
    let lists = a.prizes().clone()?;
    let entries = &a.entries;
    Ok(lists
        .into_iter()
        .map(|(series, awards)| {
            let list = match series {
                None => "Every series".to_owned(),
                Some(s) => format!("Series {s}"),
            };
            let rows = awards
                .awards
                .iter()
                .map(|a| {
                    let play = match (&a.player, a.session, a.play) {
                        (Some(p), Some(s), Some(j)) => entries
                            .iter()
                            .find(|e| &e.name == p && e.series == s)
                            .and_then(|e| e.sheet.plays.get(j))
                            .map(|pl| {
                                let class = match pl.class {
                                    Class::Tournee => "Tournee",
                                    Class::PasstMirNicht => "Passt-mir-nicht Tournee",
                                    Class::Solo => "Solo",
                                    Class::Guckser => "Guckser",
                                    Class::Nullo => "Nullo",
                                };
                                let suit = match pl.suit {
                                    Some(Suit::Grand) => " Grand",
                                    Some(Suit::Clubs) => " ♣",
                                    Some(Suit::Spades) => " ♠",
                                    Some(Suit::Hearts) => " ♥",
                                    Some(Suit::Diamonds) => " ♦",
                                    None => "",
                                };
                                format!("{class}{suit} without {}, worth {}", pl.without, pl.value)
                            })
                            .unwrap_or_default(),
                        _ => String::new(),
                    };
                    PrizeLine {
                        list: list.clone(),
                        prize: a.prize,
                        category: category_words(a.category, (a.prize - 1) % 7 + 1),
                        player: a.player.clone().unwrap_or_else(|| "nobody".to_owned()),
                        series: a.session.map(|s| s.to_string()).unwrap_or_default(),
                        play,
                        lot_among: a.lot_among.join("; "),
                    }
                })
                .collect();
            (list, rows)
        })
        .collect())
}

pub(super) async fn prizes(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let a = assembled(&state, id).await?;
    let over = db(&state, move |pool| {
        crate::db::read(pool, |conn| store::is_over(conn, id))
    })
    .await?;
    let c = &a.stored;
    let (lists, problem) = match lines(&a) {
        Ok(l) => (l, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    render(&PrizesPage {
        ctx: crate::web::roles::Scorer::ctx_of(who.as_ref()),
        id: c.id,
        name: c.name.clone(),
        // Final once the director has said no more series are played, the last one closed.
        final_: over && c.congress.all_closed(),
        lists,
        seed: c.congress.prize_seed,
        problem,
    })
}

pub(super) async fn prizes_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let a = assembled(&state, path.into_inner()).await?;
    let c = &a.stored;
    let rows: Vec<PrizeLine> = lines(&a)
        .map_err(AppError::BadRequest)?
        .into_iter()
        .flat_map(|(_, rows)| rows)
        .collect();
    crate::web::csv_download(
        &format!("congress-{}-prizes", c.id),
        &[
            "list",
            "prize",
            "for",
            "player",
            "series",
            "the play",
            "drawn by lot among",
        ],
        &rows,
    )
}
