//! The social rotations as printed schedules for a hostess (issue 6 item 3): the book's
//! individual pivot rotations for 8, 12 and 16, Safford's married couples and Baker's social
//! duplicate, straight from `party::rotation`. Public and read-only: a schedule holds no guest.

use actix_web::web;
use askama::Template;

use super::super::{AppError, Ctx, render};
use crate::party::rotation::{self, RotationRound};

/// One schedule: a row per round, a cell per table with its two partnerships.
struct ScheduleView {
    anchor: String,
    title: String,
    source: &'static str,
    notes: Vec<String>,
    tables: Vec<String>,
    /// (round, per table (North–South, East–West))
    rounds: Vec<(u32, Vec<(String, String)>)>,
}

fn schedule(
    anchor: &str,
    title: &str,
    source: &'static str,
    notes: Vec<String>,
    table_name: &dyn Fn(u32) -> String,
    rounds: &[RotationRound],
) -> ScheduleView {
    let tables = rounds
        .first()
        .map(|r| r.tables.iter().map(|t| table_name(t.table)).collect())
        .unwrap_or_default();
    ScheduleView {
        anchor: anchor.to_owned(),
        title: title.to_owned(),
        source,
        notes,
        tables,
        rounds: rounds
            .iter()
            .map(|r| {
                (
                    r.round,
                    r.tables
                        .iter()
                        .map(|t| {
                            (
                                format!("{} and {}", t.n, t.s),
                                format!("{} and {}", t.e, t.w),
                            )
                        })
                        .collect(),
                )
            })
            .collect(),
    }
}

#[derive(Template)]
#[template(path = "parties/rotations.html")]
struct RotationsPage {
    ctx: Ctx,
    schedules: Vec<ScheduleView>,
}

fn schedules() -> Vec<ScheduleView> {
    let table = |t: u32| format!("Table {t}");
    let mut out = Vec::new();
    for players in [8, 12, 16] {
        let Ok(rounds) = rotation::individual(players) else {
            continue;
        };
        let deals = rotation::deals_per_round(players).unwrap_or(0);
        let mut notes = vec![format!(
            "Players are numbered 1 to {players}; player {players} is the pivot and never moves. After each round of {deals} deals{} No. 1 takes the place vacated by No. 2, No. 2 goes to No. 3, and so on, No. {} going to No. 1 (seed 001 L3044–3047). Every pair of players partners once and opposes twice; each player adds his side's points for every round, and the highest total wins (L3053–3055).",
            if players == 12 {
                " (the book says two or three)"
            } else {
                ""
            },
            players - 1
        )];
        if players == 8 {
            notes.push("The book's diagram for eight lost its bottom row in the printing; South 7 and South 3 are the only completion that gives the promised meetings.".to_owned());
        }
        out.push(schedule(
            &format!("individual-{players}"),
            &format!("Individual pivot for {players} players"),
            "seed 001 L3029–3088",
            notes,
            &table,
            &rounds,
        ));
    }
    out.push(schedule(
        "pivot-four",
        "Pivot for four at one table",
        "seed 001 L2751–2785",
        vec!["Player 1 is the pivot and sits North all afternoon; player 2 (the next highest cut) is her first partner, then the player on her right, then the player on her left. Each player scores his side's gross points, without deducting the points lost, and only the first three rubbers count.".to_owned()],
        &table,
        &rotation::pivot_four(),
    ));
    out.push(schedule(
        "safford",
        "Safford's schedule for eight married couples",
        "seed 001 L3166–3248",
        vec![
            r#"The husbands are 1 to 8 and their wives a to h (1 is a's husband). "The couple a-1 always sit still; the ladies go to the next higher letter of the alphabet, and the men to the next higher number, h going to b, as a sits still; and 8 to 2." "No husband and wife are ever in the same set at the same time." "One hand is dealt at each table, and overplayed at each of the others"; each player adds up his own score every four hands, as for eight individuals (L3244–3248)."#.to_owned(),
            "Reconstructed: the book's table is damaged in the printing (seed 001 L3180–3235 print a 3 and a 6 twice in the first set). This schedule reads table 2 East as 8 and table 3 South as 7, the only correction that gives the design the book promises; the order in which the tables play the hands is also inferred.".to_owned(),
        ],
        &table,
        &rotation::safford(),
    ));
    out.push(schedule(
        "baker",
        "Baker's social duplicate for two teams of four",
        "seed 001 L3090–3164",
        vec!["Team A is A1 to A4 and team B is B1 to B4, captains first; each captain always sits North. Two matches are played at once, twelve deals in each room, each foursome playing each match once, partners changing every four deals. Rubbers score 250 for two games, and a game won toward a rubber left unfinished at the 24th hand scores 125 (L3145–3160).".to_owned()],
        &|t| format!("Room {t}"),
        &rotation::baker_schedule(),
    ));
    out
}

pub(super) async fn rotations(
    director: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    render(&RotationsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        schedules: schedules(),
    })
}
