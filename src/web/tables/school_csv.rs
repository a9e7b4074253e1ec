//! A school's CSV (`/tables/{id}/school.csv`): the deals, each player's balance and who pays
//! whom, apart from `school`'s pages so each file stays one page's worth.

use actix_web::{HttpResponse, web};

use super::school::{BLANK_CELL, cell, school_of};
use super::table_id;
use crate::club::settings::{ClubSettings, Money};
use crate::exact::Q;
use crate::web::{AppError, AppState};

/// The name of the club's smallest coin, for the CSV's column of whole amounts.
fn coins(club: &ClubSettings) -> &'static str {
    match (club.money, club.currency.as_str()) {
        (Money::Decimal, "£") | (Money::Pence | Money::Lsd, _) => "pence",
        (Money::Decimal, _) => "cents",
    }
}

/// The school as CSV, one sheet in three parts, each begun by a title line and its own header
/// line, a blank line between: the deals (each player's amount and every pool after it; a
/// legend line says what a blank, "out" and 0 mean, as on the print), each player's
/// balance (and each pool) in counters and money, and who pays whom in counters and money. Money twice: a plain signed whole number of
/// the club's smallest coin for a spreadsheet to add up, and in words as the club writes it
/// ("-6s 10d", left without the formula guard's apostrophe: the program wrote it).
pub(super) async fn csv(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let (loaded, kept) = school_of(&state, id).await?;
    let club = &loaded.club;
    let stake = loaded.table.stake;
    let amount = |n: i64| n.saturating_mul(stake);
    let said = |n: i64| club.money_said(Q::from_integer(amount(n)));
    let coins = coins(club);
    let pools = kept.pool_names();
    let mut lines: Vec<Vec<String>> = Vec::new();
    // The cells holding money in words, by line and column: kept without the formula guard.
    let mut figures: Vec<(usize, usize)> = Vec::new();
    let title = |t: &str| vec![t.to_owned()];
    lines.push(title("The deals"));
    lines.push(title(BLANK_CELL));
    let mut head = vec!["deal".to_owned()];
    head.extend(kept.players.iter().cloned());
    head.extend(pools.iter().map(|p| format!("{p} after")));
    head.push("note".to_owned());
    lines.push(head);
    for (i, d) in kept.deals.iter().enumerate() {
        let mut line = vec![(i + 1).to_string()];
        // A player not in the deal is not written 0: he paid nothing because he did not play.
        line.extend((0..d.amounts.len()).map(|p| cell(&kept, p, i + 1, d.amounts[p].to_string())));
        line.extend(
            pools
                .iter()
                .map(|p| d.pools.get(p).copied().unwrap_or(0).to_string()),
        );
        line.push(d.note.clone());
        lines.push(line);
    }
    lines.push(Vec::new());
    lines.push(title("Each player's balance"));
    lines.push(vec![
        "player".to_owned(),
        "balance (counters)".to_owned(),
        format!("money ({coins})"),
        "money".to_owned(),
    ]);
    let mut money_line = |name: String, n: i64, lines: &mut Vec<Vec<String>>| {
        figures.push((lines.len(), 3));
        lines.push(vec![name, n.to_string(), amount(n).to_string(), said(n)]);
    };
    for (p, name) in kept.players.iter().enumerate() {
        money_line(name.clone(), kept.balances[p], &mut lines);
    }
    for (name, n) in &kept.pools {
        money_line(format!("the {name}"), *n, &mut lines);
    }
    lines.push(Vec::new());
    lines.push(title("Who pays whom"));
    lines.push(vec![
        "pays".to_owned(),
        "to".to_owned(),
        "counters".to_owned(),
        format!("money ({coins})"),
        "money".to_owned(),
    ]);
    for p in &kept.settlement {
        figures.push((lines.len(), 4));
        lines.push(vec![
            kept.name(&p.from),
            kept.name(&p.to),
            p.amount.to_string(),
            amount(p.amount).to_string(),
            said(p.amount),
        ]);
    }
    let body = crate::export::to_csv_lines_with_figures(&lines, &|l, c| figures.contains(&(l, c)))?;
    Ok(crate::web::csv_file(&format!("table-{id}-school"), body))
}
