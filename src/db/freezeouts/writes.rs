//! Every change to a freeze-out, each checked against the log replayed inside its own
//! transaction, and appended to the log in that same transaction.

use rusqlite::Connection;

use crate::db::{DbError, DbResult};
use crate::freezeout::{ClockMark, Mark, Settings};

use super::play::{refusal, seconds};
use super::reads::load;
use super::rows::{Kind, NewRow, StoredFreezeout, append, check_member, json, to_i64};

/// The longest name a player may be entered under.
pub const MAX_NAME: usize = 80;

/// A freeze-out as the creation form gives it.
#[derive(Debug, Clone)]
pub struct NewFreezeout {
    pub name: String,
    pub date: String,
    pub settings: Settings,
    /// The prize schedule as the director wrote it.
    pub prizes_said: String,
    pub seed: u64,
    /// The entry list so far: (name, member).
    pub entries: Vec<(String, Option<i64>)>,
}

/// A player's name: not empty, not too long, no control characters, named `field`.
fn check_name(name: &str, field: &str) -> DbResult<()> {
    if name.trim().is_empty() {
        return Err(DbError::invalid(field, "give the player's name"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(DbError::invalid(
            field,
            format!("a name of at most {MAX_NAME} letters"),
        ));
    }
    if crate::text::has_control(name) {
        return Err(DbError::invalid(
            field,
            "a name without control characters (such as a tab or a line break)",
        ));
    }
    Ok(())
}

/// Makes a freeze-out with its entry list. A refusal names the setting
/// (`settings.levels[2].big_blind`) or the entry (`entries[3]`).
pub fn create(conn: &Connection, f: &NewFreezeout, by: &str, at: &str) -> DbResult<i64> {
    f.settings.check().map_err(refusal)?;
    let seed = to_i64("seed", f.seed)?;
    let mut seen = std::collections::HashSet::new();
    for (i, (name, member)) in f.entries.iter().enumerate() {
        let field = format!("entries[{i}]");
        check_name(name, &field)?;
        check_member(conn, *member, &field)?;
        if !seen.insert(name.as_str()) {
            return Err(DbError::invalid(field, format!("{name} is entered twice")));
        }
    }
    if f.entries.len() > crate::freezeout::settings::MAX_PLAYERS {
        return Err(DbError::invalid(
            "entries",
            format!(
                "a freeze-out takes at most {} players",
                crate::freezeout::settings::MAX_PLAYERS
            ),
        ));
    }
    conn.execute(
        "INSERT INTO freezeouts (name, date, settings, prizes_said, seed, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![
            f.name,
            f.date,
            json(&f.settings)?,
            f.prizes_said,
            seed,
            by,
            at
        ],
    )?;
    let id = conn.last_insert_rowid();
    for (name, member) in &f.entries {
        let row = NewRow {
            player: Some(name),
            member_id: *member,
            ..NewRow::default()
        };
        append(conn, id, Kind::Enter, row, by, at)?;
    }
    Ok(id)
}

/// Refuses anything that changes the play once one player holds all the chips.
fn refuse_if_over(f: &StoredFreezeout, field: &str) -> DbResult<()> {
    if f.played()?.is_over() {
        return Err(DbError::invalid(
            field,
            "the freeze-out is over: one player holds all the chips",
        ));
    }
    Ok(())
}

/// Enters a player: on the list before the draw, or a late entry after it, seated at the
/// shortest table (refused once the final table is reached, as the pure module decides). The
/// late entry's seat is the replay's: what it says is returned.
pub fn enter(
    conn: &Connection,
    id: i64,
    name: &str,
    member: Option<i64>,
    by: &str,
    at: &str,
) -> DbResult<()> {
    check_name(name, "name")?;
    check_member(conn, member, "name")?;
    let f = load(conn, id)?;
    refuse_if_over(&f, "name")?;
    if f.everyone().iter().any(|(n, _)| n == name) {
        return Err(DbError::invalid(
            "name",
            format!("{name} is entered already"),
        ));
    }
    if f.everyone().len() >= crate::freezeout::settings::MAX_PLAYERS {
        return Err(DbError::invalid(
            "name",
            format!(
                "a freeze-out takes at most {} players",
                crate::freezeout::settings::MAX_PLAYERS
            ),
        ));
    }
    if f.drawn() {
        // The late entry replayed: refused here (no open seat, the final table reached) is
        // never written.
        let mut played = f.played()?;
        played.late_entry(name)?;
    }
    let row = NewRow {
        player: Some(name),
        member_id: member,
        ..NewRow::default()
    };
    append(conn, id, Kind::Enter, row, by, at)?;
    Ok(())
}

/// Takes a player off the entry list: only before the seats are drawn (after, he is out, or
/// stays).
pub fn withdraw(conn: &Connection, id: i64, name: &str, by: &str, at: &str) -> DbResult<()> {
    let f = load(conn, id)?;
    if f.drawn() {
        return Err(DbError::invalid(
            "withdraw",
            "the seats are drawn: a player now leaves by going out",
        ));
    }
    if !f.entries().iter().any(|(n, _)| n == name) {
        return Err(DbError::invalid(
            "withdraw",
            format!("{name} is not on the entry list"),
        ));
    }
    let row = NewRow {
        player: Some(name),
        ..NewRow::default()
    };
    append(conn, id, Kind::Withdraw, row, by, at)?;
    Ok(())
}

/// Draws the seats by lot from the stored seed. Refused when drawn already, or with fewer than
/// two entries.
pub fn draw(conn: &Connection, id: i64, by: &str, at: &str) -> DbResult<()> {
    let f = load(conn, id)?;
    if f.drawn() {
        return Err(DbError::invalid("draw", "the seats are drawn already"));
    }
    if f.entries().len() < 2 {
        return Err(DbError::invalid(
            "draw",
            "a freeze-out needs at least two players on the entry list",
        ));
    }
    let mut played = f.played()?;
    played.seat(f.seed)?;
    append(conn, id, Kind::Seat, NewRow::default(), by, at)?;
    Ok(())
}

/// A player is out, knocked out by `by_player` when the director says so. The balancing's moves
/// are recorded after the bust, and returned for the director to call out. Refused for a player
/// not playing, out already, or knocked out by himself or someone not playing.
pub fn bust(
    conn: &Connection,
    id: i64,
    player: &str,
    by_player: Option<&str>,
    by: &str,
    at: &str,
) -> DbResult<Vec<crate::freezeout::Move>> {
    let f = load(conn, id)?;
    if !f.drawn() {
        return Err(DbError::invalid(
            "player",
            "the seats are not drawn yet: nobody is playing",
        ));
    }
    refuse_if_over(&f, "player")?;
    let mut played = f.played()?;
    let moves = played.bust(player, by_player)?;
    let row = NewRow {
        player: Some(player),
        knocked_out_by: by_player,
        ..NewRow::default()
    };
    append(conn, id, Kind::Bust, row, by, at)?;
    for m in &moves {
        let row = NewRow {
            player: Some(&m.player),
            detail: Some(json(m)?),
            ..NewRow::default()
        };
        append(conn, id, Kind::Move, row, by, at)?;
    }
    // The winner found, the clock stops: a pause mark, which a take-back of this bust leaves
    // standing, so a freeze-out taken back from its end resumes paused, not mid-level.
    if played.is_over() {
        let now = seconds(at);
        let view = crate::freezeout::clock_at(&f.settings, &f.clock_marks(), now);
        if view.is_ok_and(|v| v.started && !v.paused) {
            append(conn, id, Kind::Pause, NewRow::default(), by, at)?;
        }
    }
    Ok(moves)
}

/// Starts, pauses, resumes the clock, or sets it to the start of the next level, the level
/// before or the level under way (`Mark`). Refused when it makes no sense (a pause of a paused
/// clock, anything before the start), as the pure clock refuses it, naming `clock`.
pub fn clock(conn: &Connection, id: i64, mark: Mark, by: &str, at: &str) -> DbResult<()> {
    let f = load(conn, id)?;
    let mut marks = f.clock_marks();
    let now = seconds(at);
    marks.push(ClockMark { at: now, mark });
    crate::freezeout::clock_at(&f.settings, &marks, now)
        .map_err(|e| DbError::invalid("clock", e.message))?;
    let (kind, detail) = match mark {
        Mark::Start => (Kind::Start, None),
        Mark::Pause => (Kind::Pause, None),
        Mark::Resume => (Kind::Resume, None),
        _ => (
            Kind::Level,
            Some(json(&serde_json::json!({ "mark": mark }))?),
        ),
    };
    let row = NewRow {
        detail,
        ..NewRow::default()
    };
    append(conn, id, kind, row, by, at)?;
    Ok(())
}

/// Takes back the latest entry, withdrawal, late entry or bust (with the moves it called), as a
/// correction: the rows stay, marked taken back, and an undo row says who and when. What it took
/// back is returned in words. The draw and the clock are not taken back.
pub fn undo_last(conn: &Connection, id: i64, by: &str, at: &str) -> DbResult<String> {
    let f = load(conn, id)?;
    let last = f
        .standing()
        .filter(|r| !r.kind.is_clock() && r.kind != Kind::Move)
        .last()
        .cloned();
    let Some(last) = last else {
        return Err(DbError::invalid("undo", "there is nothing to take back"));
    };
    let who = last.player.clone().unwrap_or_default();
    let before = f.played().ok();
    let said = match last.kind {
        Kind::Bust => format!("{who} is back in play"),
        Kind::Enter if f.drawn() => format!("{who}'s late entry is taken back"),
        Kind::Enter => format!("{who} is off the entry list"),
        Kind::Withdraw => format!("{who} is back on the entry list"),
        _ => {
            return Err(DbError::invalid(
                "undo",
                "the seats are drawn: the draw stands (a player who will not play goes out)",
            ));
        }
    };
    // The bust's moves go back with it: the rows after it, up to the next play.
    let mut taken: Vec<i64> = vec![last.id];
    taken.extend(
        f.standing()
            .filter(|r| r.id > last.id && r.kind == Kind::Move)
            .map(|r| r.id),
    );
    for t in &taken {
        conn.execute(
            "UPDATE freezeout_events SET undone = 1 WHERE id = ?1 AND freezeout_id = ?2",
            [t, &id],
        )?;
        let row = NewRow {
            undoes: Some(*t),
            ..NewRow::default()
        };
        append(conn, id, Kind::Undo, row, by, at)?;
    }
    // The players the taken-back action moved sit again where they sat before it: in the room
    // they are still at their new seats, so each is called back as a bust calls its moves.
    let (Some(before), Ok(after)) = (before, load(conn, id)?.played()) else {
        return Ok(said);
    };
    let mut said = said;
    if let Some(seat) = after
        .state
        .seat_of(&who)
        .filter(|_| last.kind == Kind::Bust)
    {
        said.push_str(&format!(", at {seat}"));
    }
    let calls: Vec<String> = before
        .state
        .entries()
        .filter_map(|name| {
            let (from, to) = (before.state.seat_of(name)?, after.state.seat_of(name)?);
            (from != to).then(|| format!("{name}: {from} → {to}"))
        })
        .collect();
    if !calls.is_empty() {
        said.push_str(&format!(". Call back: {}", calls.join("; ")));
    }
    Ok(said)
}
