//! Leaving, filling and breaking up club tables at a night (`club::leaving`: Auction Laws
//! 141–144, Whist Laws 15–16). Each action is one write with its checks inside it: the placings
//! in `night_players` change, a row of `night_moves` says why (the preferences the laws give
//! afterwards are read from these rows), and the edit log keeps the sentence said.

use rusqlite::Connection;

use crate::club::{Code, Cut, leaving};
use crate::db::{DbResult, now};

use super::nights::NightPlayer;
use super::reads::of_night;
use super::rows::{Player, columns_of};
use super::substitutes::{in_progress, name};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// Left a table and did not come back (Law 141).
    Left,
    /// Went to make up another table (Laws 142–143).
    Fills,
    /// Came back to his own table (Law 142).
    Returned,
    /// A table broke up, its players joining another or waiting (Law 144).
    BrokeUp,
}

impl MoveKind {
    const ALL: [MoveKind; 4] = [
        MoveKind::Left,
        MoveKind::Fills,
        MoveKind::Returned,
        MoveKind::BrokeUp,
    ];

    fn as_str(self) -> &'static str {
        match self {
            MoveKind::Left => "left",
            MoveKind::Fills => "fills",
            MoveKind::Returned => "returned",
            MoveKind::BrokeUp => "broke_up",
        }
    }
}

/// One action of the night's director, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub id: i64,
    pub kind: MoveKind,
    pub player: Option<Player>,
    pub from: u32,
    pub to: Option<u32>,
    pub will_return: bool,
    pub broke_up: bool,
    pub others: Vec<Player>,
    pub placed: Option<u32>,
    pub at_rubber: usize,
    /// Law 144's cut of the new formation, in its order.
    pub cuts: Option<Vec<(Player, Cut)>>,
}

/// A player as the forms and the stored lists name him: `m12` for member 12, `g:Ann` for the
/// guest Ann.
pub fn player_key(p: &Player) -> String {
    match p {
        Player::Member(id) => format!("m{id}"),
        Player::Guest(name) => format!("g:{name}"),
    }
}

pub fn parse_player_key(s: &str) -> Option<Player> {
    match s.strip_prefix("g:") {
        Some(name) if !name.trim().is_empty() => Some(Player::Guest(name.to_owned())),
        Some(_) => None,
        None => s.strip_prefix('m')?.parse().ok().map(Player::Member),
    }
}

fn keys(ps: &[Player]) -> String {
    serde_json::json!(ps.iter().map(player_key).collect::<Vec<_>>()).to_string()
}

fn from_keys(s: &str) -> Vec<Player> {
    serde_json::from_str::<Vec<String>>(s)
        .unwrap_or_default()
        .iter()
        .filter_map(|k| parse_player_key(k))
        .collect()
}

/// The night's moves, oldest first.
pub fn moves(conn: &Connection, night_id: i64) -> DbResult<Vec<Move>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, member_id, guest_name, from_table, to_table, will_return, broke_up,
                others, placed, at_rubber, cuts
         FROM night_moves WHERE night_id = ?1 ORDER BY id",
    )?;
    let rows = stmt
        .query_map([night_id], |r| {
            let kind: String = r.get(1)?;
            let member: Option<i64> = r.get(2)?;
            let guest: Option<String> = r.get(3)?;
            let others: String = r.get(8)?;
            let cuts: Option<String> = r.get(11)?;
            Ok(Move {
                id: r.get(0)?,
                kind: MoveKind::ALL
                    .into_iter()
                    .find(|k| k.as_str() == kind)
                    .unwrap_or(MoveKind::Left),
                player: member.map(Player::Member).or(guest.map(Player::Guest)),
                from: r.get(4)?,
                to: r.get(5)?,
                will_return: r.get(6)?,
                broke_up: r.get(7)?,
                others: from_keys(&others),
                placed: r.get(9)?,
                at_rubber: r.get::<_, i64>(10)? as usize,
                cuts: cuts.and_then(|c| {
                    serde_json::from_str::<Vec<(String, Cut)>>(&c)
                        .ok()
                        .map(|v| {
                            v.into_iter()
                                .filter_map(|(k, c)| parse_player_key(&k).map(|p| (p, c)))
                                .collect()
                        })
                }),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Every leaving of the night, for the preferences of Law 141.
pub fn lefts(moves: &[Move]) -> Vec<leaving::Left<Player>> {
    moves
        .iter()
        .filter(|m| m.kind == MoveKind::Left)
        .filter_map(|m| {
            Some(leaving::Left {
                player: m.player.clone()?,
                remained: m.others.clone(),
                broke_up: m.broke_up,
            })
        })
        .collect()
}

/// The last new formation of club table `no` (Law 144), if any.
pub fn renewal(moves: &[Move], no: u32) -> Option<&Move> {
    moves
        .iter()
        .rfind(|m| m.kind == MoveKind::BrokeUp && m.to == Some(no) && m.cuts.is_some())
}

/// The rubbers of club table `no` its rotation counts, and the seed of its draws: after a new
/// formation (Law 144) it starts afresh, the rubbers since and a seed of its own (the night's,
/// mixed with the move's number) so that its draws do not repeat the first formation's.
pub fn formation(moves: &[Move], no: u32, seed: u64) -> (usize, u64) {
    match renewal(moves, no) {
        Some(m) => (
            m.at_rubber,
            seed.wrapping_add((m.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        ),
        None => (0, seed),
    }
}

/// Those who came to make up club table `no` and stay (Law 143), since its last new formation.
pub fn stays(moves: &[Move], no: u32) -> Vec<leaving::Filling<Player>> {
    let since = renewal(moves, no).map_or(0, |m| m.id);
    moves
        .iter()
        .filter(|m| m.id > since && m.kind == MoveKind::Fills && m.to == Some(no))
        .filter(|m| !m.will_return)
        .filter_map(|m| {
            Some(leaving::Filling {
                player: m.player.clone()?,
                will_return: false,
                members_then: m.others.clone(),
                at_rubber: m.at_rubber,
            })
        })
        .collect()
}

/// Club table `no` has lost a player by a move: a table of three so reduced "needs a fourth"
/// (Laws 142–143), where one formed of three for a two-handed game is full.
pub fn reduced(moves: &[Move], no: u32) -> bool {
    moves
        .iter()
        .any(|m| m.from == no && m.kind != MoveKind::BrokeUp)
}

/// The player's going to make up another table announcing his return, if it still stands: his
/// last move was that one.
pub fn away<'a>(moves: &'a [Move], player: &Player) -> Option<&'a Move> {
    moves
        .iter()
        .rfind(|m| m.player.as_ref() == Some(player))
        .filter(|m| m.kind == MoveKind::Fills && m.will_return)
}

pub(super) fn members_of(players: &[NightPlayer], no: u32) -> Vec<Player> {
    let mut at: Vec<&NightPlayer> = players.iter().filter(|p| p.table == Some(no)).collect();
    at.sort_by_key(|p| p.placed);
    at.into_iter().map(|p| p.named.player.clone()).collect()
}

pub(super) fn next_place(players: &[NightPlayer], no: u32) -> u32 {
    players
        .iter()
        .filter(|p| p.table == Some(no))
        .filter_map(|p| p.placed)
        .max()
        .unwrap_or(0)
        + 1
}

/// The rubbers (tables of play) of club table `no`, in order.
pub(super) fn rubbers_at(conn: &Connection, night_id: i64, no: u32) -> DbResult<usize> {
    Ok(of_night(conn, night_id)?
        .iter()
        .filter(|t| t.night == Some((night_id, no)))
        .count())
}

/// Club table `no` has a rubber not over; with `player`, one he sat down to.
pub(super) fn under_way(
    conn: &Connection,
    night_id: i64,
    no: u32,
    player: Option<&Player>,
) -> DbResult<bool> {
    let Some(t) = of_night(conn, night_id)?
        .into_iter()
        .rfind(|t| t.night == Some((night_id, no)))
    else {
        return Ok(false);
    };
    let sits = player.is_none_or(|p| t.sides.iter().flatten().any(|n| n.player == *p));
    Ok(sits && in_progress(conn, &t)?)
}

pub(super) fn set_place(
    conn: &Connection,
    night_id: i64,
    p: &Player,
    table: Option<u32>,
    placed: Option<u32>,
) -> DbResult<()> {
    let (m, g) = columns_of(p);
    conn.execute(
        "UPDATE night_players SET table_no = ?4, placed = ?5
         WHERE night_id = ?1 AND member_id IS ?2 AND guest_name IS ?3",
        rusqlite::params![night_id, m, g, table, placed],
    )?;
    Ok(())
}

/// What a move stores besides its kind, player and tables.
#[derive(Default)]
pub(super) struct Detail {
    pub(super) will_return: bool,
    pub(super) broke_up: bool,
    pub(super) others: Vec<Player>,
    pub(super) placed: Option<u32>,
    pub(super) at_rubber: usize,
    pub(super) cuts: Option<String>,
}

/// Records that `player` left club table `no` (Law 141), `remained` there, `broke_up` when too
/// few remained to play: what leaving a table and going home from it both write.
#[allow(clippy::too_many_arguments)]
pub(super) fn record_left(
    conn: &Connection,
    night_id: i64,
    no: u32,
    player: &Player,
    remained: Vec<Player>,
    broke_up: bool,
    by: &str,
    said: &str,
) -> DbResult<()> {
    let d = Detail {
        broke_up,
        others: remained,
        ..Detail::default()
    };
    record(
        conn,
        night_id,
        MoveKind::Left,
        Some(player),
        no,
        None,
        d,
        by,
        said,
    )
}

#[allow(clippy::too_many_arguments)]
pub(super) fn record(
    conn: &Connection,
    night_id: i64,
    kind: MoveKind,
    player: Option<&Player>,
    from: u32,
    to: Option<u32>,
    d: Detail,
    by: &str,
    said: &str,
) -> DbResult<()> {
    let (m, g) = player.map_or((None, None), columns_of);
    let at = now();
    conn.execute(
        "INSERT INTO night_moves (night_id, kind, member_id, guest_name, from_table, to_table,
             will_return, broke_up, others, placed, at_rubber, cuts, made_by, made_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        rusqlite::params![
            night_id,
            kind.as_str(),
            m,
            g,
            from,
            to,
            d.will_return,
            d.broke_up,
            keys(&d.others),
            d.placed,
            d.at_rubber as i64,
            d.cuts,
            by,
            at
        ],
    )?;
    let action = match kind {
        MoveKind::Left => "left a club table",
        MoveKind::Fills => "made up another club table",
        MoveKind::Returned => "came back to his club table",
        MoveKind::BrokeUp => "broke up a club table",
    };
    crate::db::bin::log(conn, "night", night_id, action, None, Some(said), by, &at)
}

pub(super) fn names(conn: &Connection, night_id: i64, ps: &[Player]) -> DbResult<String> {
    let all: Vec<String> = ps
        .iter()
        .map(|p| name(conn, night_id, p))
        .collect::<DbResult<_>>()?;
    Ok(match all.as_slice() {
        [] => "nobody".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    })
}

pub(super) fn law(code: Code, auction: &'static str, whist: &'static str) -> &'static str {
    match code {
        Code::Auction1927 => auction,
        Code::Whist1909 => whist,
    }
}
