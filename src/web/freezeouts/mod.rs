//! Freeze-out tournaments in the web app: making one (the settings, the blind schedule, the
//! prizes in words), its entry list, the draw of the seats with the table and seat cards to
//! print, the running page (the tables, "X is out", the moves to call out, the final table), the
//! standings with places and prizes and their CSV, and the clock for a projector. Every rule is
//! the pure `freezeout` module's; this module only reads forms and draws pages. One file a page:
//! `create` (the list and the new form), `show` (a freeze-out's page: the entry list before the
//! draw, the tables after it, and their actions), `standings` (standings, CSV, the seat cards),
//! `clock` (the clock page and its controls).

mod clock;
mod create;
mod show;
mod standings;

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid};
use crate::db::DbError;
use crate::db::freezeouts::{self as store, Played, StoredFreezeout};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/freezeouts", web::get().to(create::list))
        .route("/freezeouts", web::post().to(create::create))
        .route("/freezeouts/new", web::get().to(create::new_form))
        .route("/freezeouts/{id}", web::get().to(show::show))
        .route("/freezeouts/{id}/entries", web::post().to(show::enter))
        .route("/freezeouts/{id}/withdraw", web::post().to(show::withdraw))
        .route("/freezeouts/{id}/draw", web::post().to(show::draw))
        .route("/freezeouts/{id}/out", web::post().to(show::bust))
        .route("/freezeouts/{id}/undo", web::post().to(show::undo))
        .route("/freezeouts/{id}/seats", web::get().to(standings::seats))
        .route(
            "/freezeouts/{id}/standings",
            web::get().to(standings::standings),
        )
        .route(
            "/freezeouts/{id}/standings.csv",
            web::get().to(standings::standings_csv),
        )
        .route("/freezeouts/{id}/clock", web::get().to(clock::clock))
        .route("/freezeouts/{id}/clock", web::post().to(clock::control));
}

/// A freeze-out and its play replayed from the log, read off the request workers.
async fn load(state: &AppState, id: i64) -> Result<(StoredFreezeout, Played), AppError> {
    db(state, move |pool| {
        let f = crate::db::read(pool, |c| store::load(c, id))?;
        let played = f.played()?;
        Ok((f, played))
    })
    .await
}

/// A message begun with a capital, as a sentence on the page.
fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A number of chips with thousands marked ("12,500"), as a clock shows it.
pub(super) fn chips(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// The prize schedule in plain words, place by place: "1st: 50% of the pool".
fn prize_lines(prizes: &[crate::freezeout::Prize]) -> Vec<String> {
    prizes
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let what = match *p {
                crate::freezeout::Prize::PerMille(m) if m % 10 == 0 => {
                    format!("{}% of the pool", m / 10)
                }
                crate::freezeout::Prize::PerMille(m) => {
                    format!("{}.{}% of the pool", m / 10, m % 10)
                }
                crate::freezeout::Prize::Fixed(sum) => format!("a fixed {sum}"),
            };
            format!("{}: {what}", ordinal(i + 1))
        })
        .collect()
}

/// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
pub(super) fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chips_and_ordinals_in_words() {
        assert_eq!(chips(0), "0");
        assert_eq!(chips(999), "999");
        assert_eq!(chips(12_500), "12,500");
        assert_eq!(chips(150_000), "150,000");
        assert_eq!(chips(1_234_567), "1,234,567");
        assert_eq!(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "101st", "111th"
            ]
        );
    }

    #[test]
    fn prize_schedules_in_words() {
        use crate::freezeout::Prize::{Fixed, PerMille};
        let read = create::prizes_from_words;
        assert_eq!(
            read("50%, 30%, 20%"),
            Ok(vec![PerMille(500), PerMille(300), PerMille(200)])
        );
        assert_eq!(
            read("first 60%, second 40%"),
            Ok(vec![PerMille(600), PerMille(400)])
        );
        assert_eq!(
            read("1st: 50%\n2nd: 30%\n3rd: 12.5%\n4th: 7.5%"),
            Ok(vec![
                PerMille(500),
                PerMille(300),
                PerMille(125),
                PerMille(75)
            ])
        );
        assert_eq!(read("Winner takes all"), Ok(vec![PerMille(1000)]));
        assert_eq!(read("5000 and 2000"), Ok(vec![Fixed(5000), Fixed(2000)]));
        assert_eq!(read("50 %, 50 %"), Ok(vec![PerMille(500), PerMille(500)]));
        assert!(read("").is_err());
        assert!(
            read("half to the winner")
                .unwrap_err()
                .contains("half to the winner")
        );
        assert!(read("12.55%").is_err());
        assert_eq!(
            create::prizes_in_words(&[PerMille(500), PerMille(125), Fixed(700)]),
            "50%, 12.5%, 700"
        );
    }
}
