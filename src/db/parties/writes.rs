//! Every change to a party, each replayed through `evening` and saved in one transaction.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::db::{DbError, DbResult, now};
use crate::evening::{self, Guest};
use crate::party::prizes::Deciders;
use crate::party::progression::TableResult;

use super::reads::load;
use super::rows::{
    NewGuest, NewParty, StoredParty, check_member, insert_guest, json, log, refusal, to_i64,
};

/// The most guests a party may have: 150 tables of four (issue 13; docs/operations.md).
pub const MAX_GUESTS: usize = 600;
/// The most rounds a party may play.
pub const MAX_ROUNDS: u32 = 40;

/// A guest's name may not hold control characters (they print as nothing and break CSV lines).
fn guest_name_problem(name: &str, field: &str) -> DbResult<()> {
    if crate::text::has_control(name) {
        return Err(DbError::invalid(
            field,
            "a name without control characters (such as a tab or a line break)",
        ));
    }
    Ok(())
}

/// Makes a party: the roster is seated (by the tallies, or by lot from `seed` when nobody has
/// one) before anything is written, and under Foster's plan the sealed set is made from the
/// draw seed and stored. A refusal names `guests[i].…` (the i-th guest listed) or the setting.
pub fn create(conn: &Connection, p: &NewParty, by: &str) -> DbResult<i64> {
    if p.guests.len() > MAX_GUESTS {
        return Err(DbError::invalid(
            "guests",
            format!("a party has at most {MAX_GUESTS} guests"),
        ));
    }
    for (i, g) in p.guests.iter().enumerate() {
        guest_name_problem(&g.name, &format!("guests[{i}].name"))?;
        check_member(conn, g.member_id, &format!("guests[{i}].member"))?;
    }
    let guests: Vec<Guest> = p
        .guests
        .iter()
        .map(|g| Guest {
            name: g.name.clone(),
            sex: g.sex,
            tally: g.tally.clone(),
            place: g.place,
            arrives_after: None,
            leaves_after: None,
        })
        .collect();
    evening::replay(&p.settings, &guests, &BTreeMap::new(), p.seed).map_err(|e| {
        let field = e
            .field
            .strip_prefix("players")
            .map_or(e.field.clone(), |rest| format!("guests{rest}"));
        DbError::invalid(field, e.message)
    })?;
    if let Some(n) = p.rounds
        && !(1..=MAX_ROUNDS).contains(&n)
    {
        return Err(DbError::invalid(
            "rounds",
            format!("a number of rounds from 1 to {MAX_ROUNDS}"),
        ));
    }
    let sealed = p
        .draw_seed
        .map(|seed| evening::sealed_set_for(&p.plan, seed))
        .transpose()
        .map_err(|e| DbError::invalid(e.field, e.message))?;
    conn.execute(
        "INSERT INTO parties (name, date, kind, settings, prizes, seed, draw_seed, sealed,
                              created_by, created_at, rounds)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        rusqlite::params![
            p.name,
            p.date,
            p.kind.id(),
            json(&p.settings)?,
            json(&p.plan)?,
            to_i64("seed", p.seed)?,
            p.draw_seed.map(|s| to_i64("draw_seed", s)).transpose()?,
            sealed.as_ref().map(json).transpose()?,
            by,
            now(),
            p.rounds
        ],
    )?;
    let id = conn.last_insert_rowid();
    for (i, g) in p.guests.iter().enumerate() {
        insert_guest(conn, id, i as u32 + 1, g, None)?;
    }
    Ok(id)
}

/// The refusal of anything that would change a party's play after it has ended.
fn refuse_if_ended(party: &StoredParty, field: &str) -> DbResult<()> {
    match &party.ended {
        Some(_) => Err(DbError::invalid(
            field,
            "the party has ended: its rounds are closed and its standings and prizes stand",
        )),
        None => Ok(()),
    }
}

/// Ends the party after its last complete round: no more rounds, late guests or leavers; the
/// standings and the prizes stand, and Foster's draw may be made. Refused while some tables
/// of the round being played have reported and others not (enter or correct them first), and
/// before any round is complete.
pub fn end(conn: &Connection, id: i64, by: &str) -> DbResult<u32> {
    let party = load(conn, id)?;
    refuse_if_ended(&party, "end")?;
    let evening = party.evening()?;
    let last = evening.round().saturating_sub(1);
    if last == 0 {
        return Err(DbError::invalid(
            "end",
            "no round has been played to the end yet",
        ));
    }
    if !evening.entered.is_empty() {
        let waiting: Vec<String> = evening.waiting_for().iter().map(u32::to_string).collect();
        return Err(DbError::invalid(
            "end",
            format!(
                "round {} is part entered: table {} still to report (or take its results back first)",
                evening.round(),
                waiting.join(", ")
            ),
        ));
    }
    // Who ended it and when are kept on the party's row (the history's actions are fixed by
    // its table's CHECK); the party's page lists the ending with its history.
    conn.execute(
        "UPDATE parties SET ended_by = ?1, ended_at = ?2 WHERE id = ?3",
        rusqlite::params![by, now(), id],
    )?;
    Ok(last)
}

/// Enters (or corrects, within the round being played) the results of some tables of one
/// round. Each is first checked by the party's rules; a result for a round already finished is
/// refused at `round`, and a table's refusal at `t{table}_{field}` (`t3_winner`). When the
/// round is then complete it is played whole, comings and goings included, before the commit.
pub fn enter_results(
    conn: &Connection,
    id: i64,
    round: u32,
    results: &[TableResult],
    by: &str,
) -> DbResult<()> {
    let sender = Sender::Scorer { blank: &[] };
    enter_round(conn, id, round, results, &sender, by).map(|_| ())
}

/// Who sends a round's results, which decides what a table's result entered first (a moment
/// before, by someone else) makes of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sender<'a> {
    /// A scorer (or the director): `blank` are the tables the form showed with no result. One
    /// of them entered since, and differently, is not overwritten: the scorer is told first.
    Scorer { blank: &'a [u32] },
    /// A phone with a table code: a table entered already keeps its result, and what the phone
    /// sent (`entry`, its form) is kept as a correction for the director to confirm.
    Code {
        seat: crate::db::codes::Seat,
        entry: &'a [(String, String)],
    },
}

/// What became of a round's results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    /// Entered (and corrected) as sent.
    Saved,
    /// Nothing written: these tables, blank when the scorer's form was opened, were entered
    /// since, by the name given, with another result.
    First(Vec<(u32, String)>),
    /// The code's table was entered already: its result was kept as correction `id`.
    Queued(i64),
}

/// [`enter_results`], with whether each table is new decided here, inside the transaction, as
/// `sender` says (never from a read made before it: two phones sending one table at once both
/// found it blank, and the second silently replaced the first).
pub fn enter_round(
    conn: &Connection,
    id: i64,
    round: u32,
    results: &[TableResult],
    sender: &Sender<'_>,
    by: &str,
) -> DbResult<Entered> {
    let party = load(conn, id)?;
    refuse_if_ended(&party, "round")?;
    let evening = party.evening()?;
    let now_playing = evening.round();
    if round > MAX_ROUNDS {
        return Err(DbError::invalid(
            "round",
            format!("a party plays at most {MAX_ROUNDS} rounds"),
        ));
    }
    if let Some(n) = party.rounds
        && round > n
    {
        return Err(DbError::invalid(
            "round",
            format!(
                "the party was set to play {n} rounds, and all have been played: end the party"
            ),
        ));
    }
    if round < now_playing {
        return Err(DbError::invalid(
            "round",
            format!("round {round} is finished; round {now_playing} is being played"),
        ));
    }
    if round > now_playing {
        return Err(DbError::invalid(
            "round",
            format!("round {round} has not begun; round {now_playing} is being played"),
        ));
    }
    if results.is_empty() {
        return Err(DbError::invalid("round", "no table's result was given"));
    }
    let mut refused = Vec::new();
    for r in results {
        if let Err(e) = evening::check_table(&evening, r) {
            let field = e.field.split(['.', '[']).next().unwrap_or_default();
            refused.push((format!("t{}_{field}", r.table), e.message));
        }
    }
    if !refused.is_empty() {
        return Err(DbError::Refused(refused));
    }
    match sender {
        Sender::Code { seat, entry } if evening.entered.contains_key(&seat.table) => {
            return Ok(Entered::Queued(crate::db::codes::add_correction(
                conn, *seat, entry,
            )?));
        }
        Sender::Code { .. } => {}
        Sender::Scorer { blank } => {
            let mut first = Vec::new();
            for r in results.iter().filter(|r| blank.contains(&r.table)) {
                if let Some(old) = evening.entered.get(&r.table)
                    && json(old)? != json(r)?
                {
                    first.push((r.table, entered_by(conn, id, round, r.table)?));
                }
            }
            if !first.is_empty() {
                return Ok(Entered::First(first));
            }
        }
    }
    for r in results {
        let new = json(r)?;
        let old = evening.entered.get(&r.table).map(json).transpose()?;
        if old.as_deref() == Some(new.as_str()) {
            continue;
        }
        conn.execute(
            "INSERT INTO party_results (party_id, round, table_no, result, updated_by, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (party_id, round, table_no) DO UPDATE
             SET result = excluded.result, updated_by = excluded.updated_by,
                 updated_at = excluded.updated_at",
            rusqlite::params![id, round, r.table, new, by, now()],
        )?;
        log(
            conn,
            id,
            &format!("round {round} table {}", r.table),
            if old.is_some() {
                "corrected"
            } else {
                "entered"
            },
            old.as_deref(),
            Some(&new),
            by,
        )?;
    }
    // The whole round, with its leavers and late guests, as the next read will play it.
    load(conn, id)?.evening()?;
    Ok(Entered::Saved)
}

/// Corrects one table's result in a round already finished (issue 22), logged as a correction
/// with the old and new results. The result is checked by the party's rules against that
/// round's own seating; then the whole party is played again from its results, and the
/// correction is refused (nothing saved) when a later round no longer stands, for the rounds
/// after it were seated by the old result. Refused once the party has ended.
pub fn correct_finished(
    conn: &Connection,
    id: i64,
    round: u32,
    result: &TableResult,
    by: &str,
) -> DbResult<()> {
    let party = load(conn, id)?;
    refuse_if_ended(&party, "round")?;
    let now_playing = party.evening()?.round();
    if round == 0 || round >= now_playing {
        return Err(DbError::invalid(
            "round",
            format!("round {round} is not finished: enter it on the round's page"),
        ));
    }
    let past = party.evening_at(round)?;
    let table = result.table;
    evening::check_table(&past, result).map_err(|e| {
        let field = e.field.split(['.', '[']).next().unwrap_or_default();
        DbError::invalid(format!("t{table}_{field}"), e.message)
    })?;
    let Some(old) = past.entered.get(&table) else {
        return Err(DbError::invalid(
            format!("t{table}_table"),
            format!("table {table} has no result in round {round}"),
        ));
    };
    let (old, new) = (json(old)?, json(result)?);
    if old == new {
        return Ok(());
    }
    conn.execute(
        "UPDATE party_results SET result = ?1, updated_by = ?2, updated_at = ?3
         WHERE party_id = ?4 AND round = ?5 AND table_no = ?6",
        rusqlite::params![new, by, now(), id, round, table],
    )?;
    log(
        conn,
        id,
        &format!("round {round} table {table}"),
        "corrected",
        Some(&old),
        Some(&new),
        by,
    )?;
    let after = load(conn, id)?;
    evening::replay(&after.settings, &after.guests(), &after.results, after.seed).map_err(|e| {
        DbError::invalid(
            format!("t{table}_table"),
            format!(
                "the rounds after round {round} were seated by the old result, and with this one                  they no longer stand ({}): take back the later rounds' results first, or correct                  only what does not change who moved",
                e.message
            ),
        )
    })?;
    Ok(())
}

/// Who last saved a table's result in a round.
fn entered_by(conn: &Connection, id: i64, round: u32, table: u32) -> DbResult<String> {
    Ok(conn.query_row(
        "SELECT updated_by FROM party_results WHERE party_id = ?1 AND round = ?2 AND table_no = ?3",
        rusqlite::params![id, round, table],
        |r| r.get(0),
    )?)
}

/// A late guest, seated after the round being played.
pub fn add_guest(conn: &Connection, id: i64, g: &NewGuest, by: &str) -> DbResult<()> {
    let party = load(conn, id)?;
    refuse_if_ended(&party, "name")?;
    if !evening::open_to_newcomers(&party.settings) {
        return Err(DbError::invalid(
            "name",
            "the fixed-partner schedules are set for the evening; nobody can join",
        ));
    }
    if g.name.trim().is_empty() {
        return Err(DbError::invalid("name", "a name, please"));
    }
    guest_name_problem(&g.name, "name")?;
    if party.guests.len() >= MAX_GUESTS {
        return Err(DbError::invalid(
            "name",
            format!("a party has at most {MAX_GUESTS} guests"),
        ));
    }
    if party.guests.iter().any(|s| s.guest.name == g.name) {
        return Err(DbError::invalid(
            "name",
            format!("{:?} is already at the party", g.name),
        ));
    }
    check_member(conn, g.member_id, "member")?;
    let round = party.evening()?.round();
    let no = party.guests.iter().map(|s| s.no).max().unwrap_or(0) + 1;
    insert_guest(conn, id, no, g, Some(round))?;
    log(
        conn,
        id,
        &format!("guest {}", g.name),
        "arrived",
        None,
        Some(&format!("seated after round {round}")),
        by,
    )?;
    load(conn, id)?.evening()?;
    Ok(())
}

/// An early leaver: gone after the round being played; his tally stands.
/// A guest leaving: after the round being played, or, with `now`, before it (the seating was
/// shown but no table has reported): the guest then leaves at the end of the round before,
/// and the round's seating is made again without them (issue 22).
pub fn set_leaving(
    conn: &Connection,
    id: i64,
    name: &str,
    before_round: bool,
    by: &str,
) -> DbResult<()> {
    let party = load(conn, id)?;
    refuse_if_ended(&party, "leaver")?;
    if !evening::open_to_newcomers(&party.settings) {
        return Err(DbError::invalid(
            "leaver",
            "the fixed-partner schedules are set for the evening; nobody can leave",
        ));
    }
    let evening = party.evening()?;
    let seated = evening
        .party
        .seating()
        .tables
        .iter()
        .flat_map(|t| &t.seats)
        .chain(&evening.party.seating().waiting)
        .any(|n| n == name);
    let guest = party.guests.iter().find(|g| g.guest.name == name);
    let Some(guest) = guest.filter(|_| seated) else {
        return Err(DbError::invalid(
            "leaver",
            format!("{name:?} is not playing this round"),
        ));
    };
    if guest.guest.leaves_after.is_some() {
        return Err(DbError::invalid(
            "leaver",
            format!("{name:?} is already leaving"),
        ));
    }
    let mut round = evening.round();
    if before_round {
        if round < 2 {
            return Err(DbError::invalid(
                "leaver",
                "before the first round, nobody has played: make the party again without the guest",
            ));
        }
        if !evening.entered.is_empty() {
            return Err(DbError::invalid(
                "leaver",
                format!("a table has reported round {round}: the guest leaves after it"),
            ));
        }
        round -= 1;
    }
    conn.execute(
        "UPDATE party_players SET leaves_after = ?1 WHERE party_id = ?2 AND player_no = ?3",
        rusqlite::params![round, id, guest.no],
    )?;
    // The round's seating is made again from the stored rows: it must still stand.
    load(conn, id)?.evening()?;
    log(
        conn,
        id,
        &format!("guest {name}"),
        "leaving",
        None,
        Some(&format!("gone after round {round}")),
        by,
    )?;
    Ok(())
}

/// Foster's draw: the number drawn in the room (which must be in the sealed set), or, with
/// none, the number the draw seed draws. Once drawn it stands.
pub fn draw(conn: &Connection, id: i64, drawn: Option<u32>, by: &str) -> DbResult<u32> {
    let party = load(conn, id)?;
    let Some(sealed) = &party.sealed else {
        return Err(DbError::invalid(
            "drawn",
            "this party does not use Foster's plan",
        ));
    };
    if let Some(d) = party.drawn {
        return Err(DbError::invalid(
            "drawn",
            format!("{d} has been drawn already"),
        ));
    }
    // The number is drawn "after all the player's scores have been turned in to the committee
    // at the end of the game" (seed 001 L2832–2836), so nobody can play toward it.
    if party.ended.is_none() {
        return Err(DbError::invalid(
            "drawn",
            "the number is drawn after the last round: end the party first",
        ));
    }
    let (number, by_seed) = match drawn {
        Some(d) => {
            evening::check_drawn(sealed, d).map_err(refusal)?;
            (d, false)
        }
        None => (
            evening::seeded_draw(sealed, party.draw_seed.unwrap_or_default()).map_err(refusal)?,
            true,
        ),
    };
    conn.execute(
        "UPDATE parties SET drawn = ?1, drawn_by_seed = ?2 WHERE id = ?3",
        rusqlite::params![number, by_seed, id],
    )?;
    log(
        conn,
        id,
        "draw",
        "drawn",
        None,
        Some(&format!(
            "{number} ({})",
            if by_seed {
                "drawn by the seed"
            } else {
                "drawn in the room"
            }
        )),
        by,
    )?;
    Ok(number)
}

/// Records play-off or cut results for tied players (merged with any given before).
pub fn set_deciders(conn: &Connection, id: i64, given: &Deciders, by: &str) -> DbResult<()> {
    let party = load(conn, id)?;
    let mut d = party.deciders.clone();
    d.playoff.extend(given.playoff.clone());
    d.cut.extend(given.cut.clone());
    for (tie, scores) in &given.by_tie {
        d.by_tie
            .entry(tie.clone())
            .or_default()
            .extend(scores.clone());
    }
    let (old, new) = (json(&party.deciders)?, json(&d)?);
    conn.execute(
        "UPDATE parties SET deciders = ?1 WHERE id = ?2",
        rusqlite::params![new, id],
    )?;
    log(
        conn,
        id,
        "prize ties",
        "decided",
        Some(&old),
        Some(&new),
        by,
    )
}
