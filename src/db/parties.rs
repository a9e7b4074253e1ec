//! Progressive and pivot parties: the roster, each table's result round by round, the comings
//! and goings, Foster's sealed set and draw, and the history of every change.
//!
//! Only the inputs are stored. Every write replays the party through `evening` inside its own
//! transaction first, so a result, a guest or a draw the party's rules refuse is never saved;
//! and every read replays it again, so a seating or a standing cannot drift from the tallies.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension};

use super::{DbError, DbResult, now};
use crate::evening::{self, Evening, Guest, Kind, PrizeInputs, PrizePlan};
use crate::laws::LawError;
use crate::party::Sex;
use crate::party::prizes::Deciders;
use crate::party::progression::{Settings, TableResult};

/// A guest as the creation form or the late-guest form gives him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGuest {
    pub name: String,
    /// A member of the roster; his name is `name`.
    pub member_id: Option<i64>,
    pub sex: Sex,
    pub tally: Option<String>,
    pub place: Option<Sex>,
}

#[derive(Debug, Clone)]
pub struct NewParty {
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub settings: Settings,
    pub plan: PrizePlan,
    pub seed: u64,
    /// Foster's plan only: the seed of the sealed set and of the draw.
    pub draw_seed: Option<u64>,
    pub guests: Vec<NewGuest>,
}

#[derive(Debug, Clone)]
pub struct StoredGuest {
    pub no: u32,
    pub member_id: Option<i64>,
    pub guest: Guest,
}

/// A party as stored.
#[derive(Debug, Clone)]
pub struct StoredParty {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub settings: Settings,
    pub plan: PrizePlan,
    pub seed: u64,
    pub draw_seed: Option<u64>,
    pub sealed: Option<Vec<u32>>,
    pub drawn: Option<u32>,
    pub drawn_by_seed: bool,
    pub deciders: Deciders,
    pub guests: Vec<StoredGuest>,
    /// Round → table → result.
    pub results: BTreeMap<u32, BTreeMap<u32, TableResult>>,
    pub created_by: String,
    pub created_at: String,
    /// Who ended the party, and when: no round, guest or leaver after that.
    pub ended: Option<(String, String)>,
}

impl StoredParty {
    pub fn guests(&self) -> Vec<Guest> {
        self.guests.iter().map(|g| g.guest.clone()).collect()
    }

    /// The party replayed from its rows.
    pub fn evening(&self) -> DbResult<Evening> {
        evening::replay(&self.settings, &self.guests(), &self.results, self.seed).map_err(refusal)
    }

    pub fn prize_inputs(&self) -> PrizeInputs {
        PrizeInputs {
            deciders: self.deciders.clone(),
            seed: self.seed,
            sealed: self.sealed.clone().unwrap_or_default(),
            drawn: self.drawn,
            seeded: self.drawn_by_seed,
            draw_seed: self.draw_seed.unwrap_or_default(),
        }
    }
}

/// A party in the list.
#[derive(Debug, Clone)]
pub struct PartyRow {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub players: u32,
}

#[derive(Debug, Clone)]
pub struct HistoryRow {
    pub what: String,
    pub action: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub changed_by: String,
    pub changed_at: String,
}

fn refusal(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

fn sex_str(sex: Sex) -> &'static str {
    match sex {
        Sex::Lady => "lady",
        Sex::Gentleman => "gentleman",
    }
}

fn sex_of(s: &str) -> Option<Sex> {
    match s {
        "lady" => Some(Sex::Lady),
        "gentleman" => Some(Sex::Gentleman),
        _ => None,
    }
}

fn to_i64(field: &str, n: u64) -> DbResult<i64> {
    i64::try_from(n).map_err(|_| DbError::invalid(field, format!("{n} is past {}", i64::MAX)))
}

fn json<T: serde::Serialize>(value: &T) -> DbResult<String> {
    serde_json::to_string(value).map_err(|e| DbError::invalid("json", e.to_string()))
}

fn parsed<T: serde::de::DeserializeOwned>(column: &str, text: &str) -> DbResult<T> {
    serde_json::from_str(text)
        .map_err(|e| DbError::invalid(column, format!("stored value unreadable: {e}")))
}

/// Refuses a member id that is not on the roster, naming `field`.
fn check_member(conn: &Connection, id: Option<i64>, field: &str) -> DbResult<()> {
    if let Some(id) = id {
        let known: Option<i64> = conn
            .query_row("SELECT id FROM members WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        if known.is_none() {
            return Err(DbError::invalid(field, format!("there is no member {id}")));
        }
    }
    Ok(())
}

fn insert_guest(
    conn: &Connection,
    party: i64,
    no: u32,
    g: &NewGuest,
    arrives_after: Option<u32>,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO party_players (party_id, player_no, name, member_id, sex, tally, place,
                                    arrives_after)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        rusqlite::params![
            party,
            no,
            g.name,
            g.member_id,
            sex_str(g.sex),
            g.tally,
            g.place.map(sex_str),
            arrives_after
        ],
    )?;
    Ok(())
}

fn log(
    conn: &Connection,
    party: i64,
    what: &str,
    action: &str,
    old: Option<&str>,
    new: Option<&str>,
    by: &str,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO party_history (party_id, what, action, old_value, new_value, changed_by,
                                    changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![party, what, action, old, new, by, now()],
    )?;
    Ok(())
}

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
    let sealed = p
        .draw_seed
        .map(|seed| evening::sealed_set_for(&p.plan, seed))
        .transpose()
        .map_err(|e| DbError::invalid(e.field, e.message))?;
    conn.execute(
        "INSERT INTO parties (name, date, kind, settings, prizes, seed, draw_seed, sealed,
                              created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
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
            now()
        ],
    )?;
    let id = conn.last_insert_rowid();
    for (i, g) in p.guests.iter().enumerate() {
        insert_guest(conn, id, i as u32 + 1, g, None)?;
    }
    Ok(id)
}

pub fn list(conn: &Connection) -> DbResult<Vec<PartyRow>> {
    let mut stmt = conn.prepare(
        "SELECT p.id, p.name, p.date, p.kind,
                (SELECT COUNT(*) FROM party_players q WHERE q.party_id = p.id)
         FROM parties p WHERE p.deleted_at IS NULL ORDER BY p.date DESC, p.id DESC",
    )?;
    let rows = stmt
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, u32>(4)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(id, name, date, kind, players)| {
            Ok(PartyRow {
                id,
                name,
                date,
                kind: Kind::parse(&kind)
                    .ok_or_else(|| DbError::invalid("kind", format!("{kind} is unknown")))?,
                players,
            })
        })
        .collect()
}

/// The whole party, for replaying.
pub fn load(conn: &Connection, id: i64) -> DbResult<StoredParty> {
    type Head = (
        String,
        String,
        String,
        String,
        String,
        i64,
        Option<i64>,
        Option<String>,
        Option<u32>,
        Option<bool>,
        String,
        String,
        String,
    );
    let head: Option<Head> = conn
        .query_row(
            "SELECT name, date, kind, settings, prizes, seed, draw_seed, sealed, drawn,
                    drawn_by_seed, deciders, created_by, created_at
             FROM parties WHERE id = ?1 AND deleted_at IS NULL",
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                    r.get(9)?,
                    r.get(10)?,
                    r.get(11)?,
                    r.get(12)?,
                ))
            },
        )
        .optional()?;
    let Some((
        name,
        date,
        kind,
        settings,
        prizes,
        seed,
        draw_seed,
        sealed,
        drawn,
        drawn_by_seed,
        deciders,
        created_by,
        created_at,
    )) = head
    else {
        return Err(DbError::NotFound);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT player_no, name, member_id, sex, tally, place, arrives_after, leaves_after
         FROM party_players WHERE party_id = ?1 ORDER BY player_no",
    )?;
    let guests = stmt
        .query_map([id], |r| {
            let sex: String = r.get(3)?;
            let place: Option<String> = r.get(5)?;
            Ok(StoredGuest {
                no: r.get(0)?,
                member_id: r.get(2)?,
                guest: Guest {
                    name: r.get(1)?,
                    sex: sex_of(&sex).unwrap_or(Sex::Lady),
                    tally: r.get(4)?,
                    place: place.as_deref().and_then(sex_of),
                    arrives_after: r.get(6)?,
                    leaves_after: r.get(7)?,
                },
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT round, table_no, result FROM party_results WHERE party_id = ?1
         ORDER BY round, table_no",
    )?;
    let rows = stmt
        .query_map([id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut results: BTreeMap<u32, BTreeMap<u32, TableResult>> = BTreeMap::new();
    for (round, table, text) in rows {
        results
            .entry(round)
            .or_default()
            .insert(table, parsed("result", &text)?);
    }
    let ended: Option<(Option<String>, Option<String>)> = conn
        .query_row(
            "SELECT ended_by, ended_at FROM parties WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let ended = match ended {
        Some((Some(by), Some(at))) => Some((by, at)),
        _ => None,
    };
    let unsigned = |field: &str, n: i64| {
        u64::try_from(n).map_err(|_| DbError::invalid(field, format!("{n} is negative")))
    };
    Ok(StoredParty {
        id,
        name,
        date,
        kind: Kind::parse(&kind)
            .ok_or_else(|| DbError::invalid("kind", format!("{kind} is unknown")))?,
        settings: parsed("settings", &settings)?,
        plan: parsed("prizes", &prizes)?,
        seed: unsigned("seed", seed)?,
        draw_seed: draw_seed.map(|s| unsigned("draw_seed", s)).transpose()?,
        sealed: sealed.map(|s| parsed("sealed", &s)).transpose()?,
        drawn,
        drawn_by_seed: drawn_by_seed.unwrap_or(false),
        deciders: parsed("deciders", &deciders)?,
        guests,
        results,
        created_by,
        created_at,
        ended,
    })
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
    Ok(())
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
pub fn set_leaving(conn: &Connection, id: i64, name: &str, by: &str) -> DbResult<()> {
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
    let round = evening.round();
    conn.execute(
        "UPDATE party_players SET leaves_after = ?1 WHERE party_id = ?2 AND player_no = ?3",
        rusqlite::params![round, id, guest.no],
    )?;
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

pub fn history(conn: &Connection, id: i64) -> DbResult<Vec<HistoryRow>> {
    history_rows(
        conn,
        "SELECT what, action, old_value, new_value, changed_by, changed_at
         FROM party_history WHERE party_id = ?1 ORDER BY id",
        id,
    )
}

/// The rows of a history table (a party's, a congress's), read by `sql` with the owner's id.
pub(crate) fn history_rows(conn: &Connection, sql: &str, id: i64) -> DbResult<Vec<HistoryRow>> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt
        .query_map([id], |r| {
            Ok(HistoryRow {
                what: r.get(0)?,
                action: r.get(1)?,
                old_value: r.get(2)?,
                new_value: r.get(3)?,
                changed_by: r.get(4)?,
                changed_at: r.get(5)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
