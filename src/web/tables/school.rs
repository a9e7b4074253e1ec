//! A school at a table (a payment game: solo whist, nap, loo…): each player's running balance
//! and every pool beside the pad, players joining and leaving between deals, the settlement in
//! words and in the club's money at the table's stake a counter, its printed sheet and its CSV.
//! Generic over every payment law: a table keeps a school when its law answers `hoyle score` as
//! a school does (`laws::ledger::at_table`).

use super::show::{Loaded, load, show_page};
use super::*;
use crate::club::settings::{ClubSettings, Money};
use crate::exact::Q;
use crate::laws::ledger::Account;
use crate::laws::ledger::Payment;
use crate::laws::ledger::at_table::{self, Kept};
use crate::web::roles::Scorer;

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/tables/{id}/join", web::post().to(join))
        .route("/tables/{id}/leave", web::post().to(leave))
        .route("/tables/{id}/settlement", web::get().to(print))
        .route(
            "/tables/{id}/school.csv",
            web::get().to(super::school_csv::csv),
        )
        .route("/tables/{id}/next-sitting", web::post().to(next_sitting));
}

/// One player of the school as the page shows him.
pub(crate) struct PlayerLine {
    /// His column on the pad (the form's value for "leaves the table").
    pub side: usize,
    pub name: String,
    /// "at the table", "joins from deal 3", "left after deal 4".
    pub state: String,
    pub at_table: bool,
    /// His balance in counters, signed.
    pub balance: String,
    pub money: String,
}

/// The school beside the pad.
pub(crate) struct SchoolView {
    pub players: Vec<PlayerLine>,
    /// Every pool now: (name, counters).
    pub pools: Vec<(String, i64)>,
    /// The pools at the start, in words; empty for none.
    pub start: String,
    /// Who pays whom, in words and money: "Bea pays Al 8 counters = 8d".
    pub settlement: Vec<String>,
    /// "1 penny a counter", "2d a counter", "£0.02 a counter".
    pub stake: String,
    /// A counter's worth in the club's money: "2d", "£0.02".
    pub worth: String,
    pub deals: usize,
    /// The law refuses the stored deals (a law changed since).
    pub error: Option<String>,
    /// The table its pools went to (its next sitting), and the one they came from.
    pub carried_to: Option<i64>,
    pub carried_from: Option<i64>,
    /// Every seat the law has is taken (a column for each who has played), so nobody can join:
    /// the words said in place of the join form.
    pub full: Option<String>,
}

fn counters(n: i64) -> String {
    match n {
        1 => "1 counter".to_owned(),
        n => format!("{n} counters"),
    }
}

fn signed(n: i64) -> String {
    match n > 0 {
        true => format!("+{n}"),
        false => n.to_string(),
    }
}

/// Who pays whom, as the money changes hands: each payment between players as a payment, then
/// each pool in a line of its own: what it held at the start, what it holds now (carried to the
/// next sitting), and that the difference is part of the players' balances, made up out of the
/// pool's money or paid into it by the debtors. The ledger settles a pool as one more account,
/// so the payments naming a pool are the settlement's choice, not an event of the deals: "the
/// kitty pays Ben" read as if Ben had taken the kitty, and "Eve pays the pool" as if Eve alone
/// had fed it.
fn who_pays_whom(kept: &Kept, money: &dyn Fn(i64) -> String) -> Vec<String> {
    if kept.settlement.is_empty() && kept.pools.values().all(|&n| n == 0) {
        return vec!["All square: nobody owes anything.".to_owned()];
    }
    let said = |n: i64| format!("{} = {}", counters(n), money(n));
    let mut lines: Vec<String> = kept
        .settlement
        .iter()
        .filter(|p| matches!((&p.from, &p.to), (Account::Player(_), Account::Player(_))))
        .map(|p| {
            format!(
                "{} pays {} {}",
                kept.name(&p.from),
                kept.name(&p.to),
                said(p.amount)
            )
        })
        .collect();
    if lines.is_empty() {
        lines.push("Between the players: nobody pays anyone.".to_owned());
    }
    for name in kept.pool_names() {
        let pool = Account::Pool(name.clone());
        let with = |p: &Payment, other: &Account| match other {
            Account::Player(_) => Some(format!("{} {}", kept.name(other), said(p.amount))),
            Account::Pool(_) => None,
        };
        let out: Vec<String> = (kept.settlement.iter())
            .filter(|p| p.from == pool)
            .filter_map(|p| with(p, &p.to))
            .collect();
        let into: Vec<String> = (kept.settlement.iter())
            .filter(|p| p.to == pool)
            .filter_map(|p| with(p, &p.from))
            .collect();
        let now = kept.pools.get(&name).copied().unwrap_or(0);
        let start = kept.start.get(&name).copied().unwrap_or(0);
        if now == 0 && start == 0 && out.is_empty() && into.is_empty() {
            continue;
        }
        let mut line = format!(
            "The {name} held {} at the start and holds {}",
            match start {
                0 => "nothing".to_owned(),
                n => counters(n),
            },
            match now {
                0 => "nothing now".to_owned(),
                n => format!("{} now, carried to the next sitting", said(n)),
            }
        );
        if !out.is_empty() {
            line.push_str(&format!(
                "; the {} it gave up are part of the players' balances, made up out of its \
                 money: {}",
                counters(start - now),
                out.join(", ")
            ));
        }
        if !into.is_empty() {
            line.push_str(&format!(
                "; the {} put into it are part of the players' balances, paid into it out of \
                 what is owed: {}",
                counters(now - start),
                into.join(", ")
            ));
        }
        line.push('.');
        lines.push(line);
    }
    lines
}

impl SchoolView {
    pub(crate) fn of(kept: &Kept, table: &PlayTable, club: &ClubSettings) -> Self {
        let pence = |n: i64| club.money_said(Q::from_integer(n.saturating_mul(table.stake)));
        let here = kept.at_the_table();
        let players = (0..kept.players.len())
            .map(|p| {
                let next = kept.deals.len() + 1;
                let state = match (kept.left[p], kept.joined[p]) {
                    (Some(0), _) => "left before the first deal".to_owned(),
                    (Some(last), _) if last < next => format!("left after deal {last}"),
                    (_, from) if from > next => format!("joins from deal {from}"),
                    (_, from) if from == next && next > 1 => {
                        format!("at the table from deal {from}")
                    }
                    (_, from) if from > 1 => format!("joined at deal {from}"),
                    _ => "at the table".to_owned(),
                };
                PlayerLine {
                    side: p,
                    name: kept.players[p].clone(),
                    state,
                    at_table: here.contains(&p),
                    balance: signed(kept.balances[p]),
                    money: pence(kept.balances[p]),
                }
            })
            .collect();
        let settlement = who_pays_whom(kept, &pence);
        SchoolView {
            players,
            pools: kept.pools.iter().map(|(k, v)| (k.clone(), *v)).collect(),
            start: crate::laws::ledger::school::pools_in_words(&kept.start),
            settlement,
            stake: format!("{} a counter", stake_words(club, table.stake)),
            worth: pence(1),
            deals: kept.deals.len(),
            error: None,
            carried_to: at_table::carried_to(&table.settings),
            carried_from: at_table::carried_from(&table.settings),
            full: full(kept.players.len(), table),
        }
    }

    /// The sitting as its law closed it (a backgammon match won: "Match to 5: Ann won 5–4."),
    /// said first among who pays whom, each payment then "for the match": the settlement of a
    /// match is the match's, not a night's money play.
    pub(crate) fn closed_by(mut self, loaded: &Loaded) -> Self {
        let t = &loaded.table;
        let over = (t.table().ok())
            .and_then(|rules| (rules.pad)(&t.pad_input(loaded.deals.clone())).ok())
            .and_then(|pad| pad.asks.over);
        if let Some(over) = over {
            for line in &mut self.settlement {
                if line.contains(" pays ") {
                    line.push_str(" for the match");
                }
            }
            self.settlement.insert(0, over);
        }
        self
    }

    /// The school of a loaded table, if its law is a payment game's.
    pub(crate) fn of_loaded(loaded: &Loaded) -> Option<Self> {
        let t = &loaded.table;
        match at_table::kept(t.law, &t.settings, &t.side_names(), &loaded.deals)? {
            Ok(kept) => Some(SchoolView::of(&kept, t, &loaded.club).closed_by(loaded)),
            Err(e) => Some(SchoolView {
                players: Vec::new(),
                pools: Vec::new(),
                start: String::new(),
                settlement: Vec::new(),
                stake: String::new(),
                worth: String::new(),
                deals: loaded.deals.len(),
                error: Some(e.to_string()),
                carried_to: None,
                carried_from: None,
                full: full(t.sides.len(), t),
            }),
        }
    }
}

/// The table is full when the pad has a column for as many players as the law seats: the
/// words said in place of the join form, which `db::tables::school::join` would refuse.
fn full(columns: usize, table: &PlayTable) -> Option<String> {
    let most = table.law.table.as_ref()?.sides.max;
    (columns >= most).then(|| {
        format!("The table is full: the game is for {most} players at most, and each has a seat here, so nobody can join.")
    })
}

/// Leaves out of the next deal's form every input and choice of a player not at the table for
/// it (not yet come, or gone): his boxes of a per-side field (who plays, each one's tricks…),
/// and his name among the choices of a field that names a player (who called…), unless it is
/// already chosen. A per-side input is labelled with its player's name and named after his
/// column (`d_tricks_3`); a player's choice has his column as its value and his name as its
/// words (`deal_form::views`).
pub(super) fn seated_at_the_table(fields: &mut [deal_form::FieldView], school: &SchoolView) {
    let away: Vec<(String, String)> = school
        .players
        .iter()
        .filter(|p| !p.at_table)
        .map(|p| (p.side.to_string(), p.name.clone()))
        .collect();
    for f in fields.iter_mut() {
        f.inputs.retain(|i| {
            !away
                .iter()
                .any(|(side, name)| i.label == *name && i.name.ends_with(&format!("_{side}")))
        });
        for input in &mut f.inputs {
            input.options.retain(|(value, words, chosen)| {
                *chosen
                    || !away
                        .iter()
                        .any(|(side, name)| value == side && words == name)
            });
        }
    }
}

/// The roster's members who may join: those without a column on this pad.
pub(super) fn not_seated(members: Vec<(i64, String)>, table: &PlayTable) -> Vec<(i64, String)> {
    let seated: Vec<i64> = (table.sides.iter().flatten())
        .filter_map(|n| match n.player {
            Player::Member(id) => Some(id),
            Player::Guest(_) => None,
        })
        .collect();
    members
        .into_iter()
        .filter(|(id, _)| !seated.contains(id))
        .collect()
}

#[derive(Deserialize)]
pub(super) struct JoinForm {
    #[serde(default)]
    member: String,
    #[serde(default)]
    guest: String,
}

/// "Someone joins the table": a member chosen, or a guest's name typed; he sits in from the
/// next deal.
pub(super) async fn join(
    state: web::Data<AppState>,
    scorer: Scorer,
    path: web::Path<String>,
    form: web::Form<JoinForm>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let form = form.into_inner();
    let player = match (form.member.trim().parse::<i64>(), form.guest.trim()) {
        (Ok(member), _) => Some(Player::Member(member)),
        (Err(_), "") => None,
        (Err(_), guest) => Some(Player::Guest(guest.to_owned())),
    };
    let mut errors = FieldErrors::default();
    match player {
        None => errors.add("guest", "Who joins: choose a member or type a guest's name"),
        Some(player) => {
            let by = scorer.name.clone();
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| store::school::join(tx, id, &player, &by))
            })
            .await
            {
                Ok((from, name)) => {
                    return Ok(crate::web::flash::saved(
                        &format!("/tables/{id}#school"),
                        &format!("{name} joins the table: he plays from deal {from}."),
                    ));
                }
                Err(AppError::Db(DbError::Invalid { field, message })) => {
                    let field = if field == "player" || field == "guest" {
                        field
                    } else {
                        "guest".to_owned()
                    };
                    errors.add(field, format!("Who joins: {message}"));
                }
                Err(e) => return Err(e),
            }
        }
    }
    refused(&state, scorer, id, errors).await
}

#[derive(Deserialize)]
pub(super) struct LeaveForm {
    #[serde(default)]
    side: String,
}

/// "X leaves the table": after the last deal entered.
pub(super) async fn leave(
    state: web::Data<AppState>,
    scorer: Scorer,
    path: web::Path<String>,
    form: web::Form<LeaveForm>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let Ok(side) = form.side.trim().parse::<usize>() else {
        let mut errors = FieldErrors::default();
        errors.add("leaver", "Who leaves: choose a player at this table");
        return refused(&state, scorer, id, errors).await;
    };
    let by = scorer.name.clone();
    match db(&state, move |pool| {
        crate::db::write(pool, |tx| store::school::leave(tx, id, side, &by))
    })
    .await
    {
        Ok((last, name)) => Ok(crate::web::flash::saved(
            &format!("/tables/{id}#school"),
            &match last {
                0 => format!("{name} leaves the table before the first deal."),
                n => format!("{name} leaves the table after deal {n}: his balance stands."),
            },
        )),
        Err(AppError::Db(DbError::Invalid { message, .. })) => {
            let mut errors = FieldErrors::default();
            errors.add("leaver", format!("Who leaves: {message}"));
            refused(&state, scorer, id, errors).await
        }
        Err(e) => Err(e),
    }
}

/// "Start the next sitting" of a closed school: a new table of the same game, settings, stake
/// and players, its pools at the start what this one left (one transaction; carried once).
pub(super) async fn next_sitting(
    state: web::Data<AppState>,
    scorer: Scorer,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let by = scorer.name.clone();
    match db(&state, move |pool| {
        crate::db::write(pool, |tx| store::school::next_sitting(tx, id, &by))
    })
    .await
    {
        Ok(next) => Ok(crate::web::flash::saved(
            &format!("/tables/{next}"),
            &format!("The next sitting is started, its pools carried from table {id}."),
        )),
        Err(AppError::Db(DbError::Invalid { message, .. })) => {
            let mut errors = FieldErrors::default();
            errors.add("next", format!("The next sitting: {message}"));
            refused(&state, scorer, id, errors).await
        }
        Err(e) => Err(e),
    }
}

/// The table's page again, the refusal shown at the school's form.
async fn refused(
    state: &AppState,
    scorer: Scorer,
    id: i64,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let loaded = load(state, id).await?;
    let mut page = show_page(
        scorer.ctx(),
        loaded,
        &deal_form::Typed::new(),
        Default::default(),
    )?;
    page.school_errors = errors;
    render_invalid(&page)
}

#[derive(Template)]
#[template(path = "tables/settlement.html")]
pub(super) struct PrintPage {
    ctx: Ctx,
    club: String,
    table: PlayTable,
    heads: Vec<String>,
    /// Per deal: its number, each player's amount ("out" for one who stood out, "" for one not
    /// at the table), the pools after, the note, and whether the deal was corrected.
    rows: Vec<(usize, Vec<String>, String, String, bool)>,
    /// The evening's date, from when the table was made ("Saturday 28 November 2026").
    date: String,
    /// What a blank, "out" and 0 mean in the deals, as the CSV says it.
    legend: &'static str,
    /// Whether any pool ever held a counter: else the "Pools after" column is left out.
    pooled: bool,
    /// The table's settings in words (label, value in words, id, value as stored).
    settings: Vec<(String, String, &'static str, String)>,
    school: SchoolView,
}

/// The school of table `id`, or 404 when its law is not a payment game.
pub(super) async fn school_of(state: &AppState, id: i64) -> Result<(Loaded, Kept), AppError> {
    let loaded = load(state, id).await?;
    let t = &loaded.table;
    let kept = at_table::kept(t.law, &t.settings, &t.side_names(), &loaded.deals)
        .ok_or(AppError::NotFound)?
        .map_err(|e| AppError::Db(DbError::invalid(e.field, e.message)))?;
    Ok((loaded, kept))
}

/// The evening's settlement, printed: the deals, the balances and who pays whom in money.
pub(super) async fn print(
    state: web::Data<AppState>,
    scorer: Option<Scorer>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = table_id(&path)?;
    let (loaded, kept) = school_of(&state, id).await?;
    // The pad's notes say who stood out ("Eve stands out."), which the school's own do not.
    let pad_notes: Vec<String> = loaded
        .table
        .table()
        .ok()
        .and_then(|t| (t.pad)(&loaded.table.pad_input(loaded.deals.clone())).ok())
        .map(|pad| {
            pad.rows
                .into_iter()
                .filter_map(|r| match r {
                    crate::laws::pad::Row::Deal { note, .. } => Some(note),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let rows = kept
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let no = i + 1;
            let note = pad_notes.get(i).unwrap_or(&d.note);
            let cells = (0..d.amounts.len())
                .map(|p| cell(&kept, p, no, signed(d.amounts[p])))
                .collect();
            let pools = crate::laws::ledger::school::pools_in_words(&d.pools);
            let corrected = loaded
                .history
                .iter()
                .any(|h| h.deal == i && h.action == "corrected");
            (no, cells, pools, note.clone(), corrected)
        })
        .collect();
    let pooled = kept.start.values().any(|&n| n != 0)
        || kept.deals.iter().any(|d| d.pools.values().any(|&n| n != 0));
    render(&PrintPage {
        ctx: Scorer::ctx_of(scorer.as_ref()),
        club: loaded.club.name.clone(),
        school: SchoolView::of(&kept, &loaded.table, &loaded.club).closed_by(&loaded),
        heads: kept.players.clone(),
        rows,
        pooled,
        date: evening_date(&loaded.table.created_at),
        legend: BLANK_CELL,
        settings: super::show::settings_shown(&loaded.table),
        table: loaded.table,
    })
}

/// The legend of a school's deals, printed and in the CSV: one rule for both.
pub(crate) const BLANK_CELL: &str = "A blank cell: the player was not at the table then (not yet \
     come, or gone); “out”: he stood out of that deal; 0: he played it and came out even.";

/// A player's cell for deal `no` (from 1), printed and in the CSV: blank when he was not at the
/// table, "out" when he stood out of the deal, else his amount.
pub(super) fn cell(kept: &Kept, p: usize, no: usize, amount: String) -> String {
    match (sat_in(kept, p, no), kept.played(p, no)) {
        (false, _) => String::new(),
        (true, false) => "out".to_owned(),
        (true, true) => amount,
    }
}

/// The date a table was made, in words; as stored when it does not read as a date.
pub(super) fn evening_date(created_at: &str) -> String {
    let day = created_at.get(..10).unwrap_or(created_at);
    chrono::NaiveDate::parse_from_str(day, "%Y-%m-%d")
        .map(|d| d.format("%A %-d %B %Y").to_string())
        .unwrap_or_else(|_| day.to_owned())
}

/// Whether player `p` sat at the table at deal `no` (from 1): joined by then and not gone.
fn sat_in(kept: &Kept, p: usize, no: usize) -> bool {
    kept.joined[p] <= no && kept.left[p].is_none_or(|last| no <= last)
}

/// The stake in the club's money: "1 penny", "10 pence", "2d", "£0.02" (a counter's or a
/// point's worth; the caller says which).
pub(crate) fn stake_words(club: &ClubSettings, stake: i64) -> String {
    match (club.money, stake) {
        (Money::Pence, 1) => "1 penny".to_owned(),
        (Money::Pence, n) => format!("{n} pence"),
        _ => club.money_said(Q::from_integer(stake)),
    }
}

#[cfg(test)]
#[path = "school_tests.rs"]
mod tests;
