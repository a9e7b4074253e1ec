//! A player goes home from a club night: out of every club table and the waiting list from then
//! on. Not a law of the book (Law 141's leaver stays in the room, behind the players he left):
//! the club's record that he is no longer there to be placed. His row stays, so the log and the
//! ledger still name him and his money. Also here: a filler who said they would return
//! decides to stay at the table they made up (Laws 142–143).

use rusqlite::Connection;

use crate::club;
use crate::db::{DbError, DbResult, now};

use super::moves::{
    Detail, MoveKind, away, members_of, moves, names, record, record_left, set_place, under_way,
};
use super::nights::{get_night, night_players};
use super::rows::{Player, columns_of};
use super::substitutes::name;

/// "X goes home". Between his rubbers only: one leaving a rubber under way appoints a
/// substitute (Law 146) and goes home when it ends. Leaving his table is recorded as a leaving
/// (so the table left with three needs a fourth or breaks up, as after Law 141's leaving).
pub fn go_home(conn: &Connection, night_id: i64, player: &Player, by: &str) -> DbResult<String> {
    get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let x = name(conn, night_id, player)?;
    let Some(me) = players.iter().find(|p| p.named.player == *player) else {
        return Err(DbError::invalid(
            "home",
            "choose a player who is here tonight",
        ));
    };
    if me.gone {
        return Err(DbError::invalid(
            "home",
            format!("{x} has already gone home"),
        ));
    }
    if let Some(no) = me.table
        && under_way(conn, night_id, no, Some(player))?
    {
        return Err(DbError::invalid(
            "home",
            format!(
                "{x} is playing a rubber at club table {no} that is not over: appoint a substitute, and record that {x} goes home when the rubber ends"
            ),
        ));
    }
    set_place(conn, night_id, player, None, None)?;
    let (m, g) = columns_of(player);
    conn.execute(
        "UPDATE night_players SET gone = 1
         WHERE night_id = ?1 AND member_id IS ?2 AND guest_name IS ?3",
        rusqlite::params![night_id, m, g],
    )?;
    let mut said = match me.table {
        Some(no) => format!("{x} went home, leaving club table {no}."),
        None => format!("{x} went home."),
    };
    said.push_str(" Their money stays in the ledger.");
    match me.table {
        Some(no) => {
            let remained: Vec<Player> = members_of(&players, no)
                .into_iter()
                .filter(|p| p != player)
                .collect();
            let broke_up = club::leaving::breaks_up(remained.len() + 1);
            if broke_up {
                said.push_str(&format!(
                    " Club table {no} has {} ({}): it needs a fourth, or breaks up.",
                    club::count_word(remained.len()),
                    names(conn, night_id, &remained)?
                ));
            }
            record_left(conn, night_id, no, player, remained, broke_up, by, &said)?;
        }
        None => crate::db::bin::log(
            conn,
            "night",
            night_id,
            "went home",
            None,
            Some(&said),
            by,
            &now(),
        )?,
    }
    Ok(said)
}

/// "X stays at the table they made up" after announcing their return (Law 142): the return is
/// given up, and staying makes them the last to cut out of that table from when they came
/// (Law 143, seed 001 L2435–2438: "if he decides to remain with it").
pub fn stay(conn: &Connection, night_id: i64, player: &Player, by: &str) -> DbResult<String> {
    get_night(conn, night_id)?;
    let all = moves(conn, night_id)?;
    let x = name(conn, night_id, player)?;
    let Some(went) = away(&all, player) else {
        return Err(DbError::invalid(
            "player",
            format!("{x} did not go to make up another table announcing a return"),
        ));
    };
    let now_at = night_players(conn, night_id)?
        .into_iter()
        .find(|p| p.named.player == *player)
        .and_then(|p| p.table);
    let Some(at) = now_at.filter(|&t| went.to == Some(t)) else {
        return Err(DbError::invalid(
            "player",
            format!("{x} is no longer at the table they made up"),
        ));
    };
    let said = format!(
        "{x} stays at club table {at} and gives up the place at club table {}: {x} is the last to cut out of club table {at} (Law 143).",
        went.from
    );
    let d = Detail {
        will_return: false,
        others: went.others.clone(),
        placed: went.placed,
        at_rubber: went.at_rubber,
        ..Detail::default()
    };
    record(
        conn,
        night_id,
        MoveKind::Fills,
        Some(player),
        went.from,
        Some(at),
        d,
        by,
        &said,
    )?;
    Ok(said)
}
