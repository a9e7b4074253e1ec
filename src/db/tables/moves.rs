//! Leaving, filling and breaking up club tables at a night (`club::leaving`: Auction Laws
//! 141–144, Whist Laws 15–16). Each action is one write with its checks inside it: the placings
//! in `night_players` change, a row of `night_moves` says why (the preferences the laws give
//! afterwards are read from these rows), and the edit log keeps the sentence said.

use rusqlite::Connection;

use crate::club::{self, Code, Cut, leaving};
use crate::db::{DbError, DbResult, now};

use super::nights::{NightPlayer, get_night, night_players};
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

/// The player's going to make up another table announcing his return, if it still stands: his
/// last move was that one.
pub fn away<'a>(moves: &'a [Move], player: &Player) -> Option<&'a Move> {
    moves
        .iter()
        .rfind(|m| m.player.as_ref() == Some(player))
        .filter(|m| m.kind == MoveKind::Fills && m.will_return)
}

fn members_of(players: &[NightPlayer], no: u32) -> Vec<Player> {
    let mut at: Vec<&NightPlayer> = players.iter().filter(|p| p.table == Some(no)).collect();
    at.sort_by_key(|p| p.placed);
    at.into_iter().map(|p| p.named.player.clone()).collect()
}

fn next_place(players: &[NightPlayer], no: u32) -> u32 {
    players
        .iter()
        .filter(|p| p.table == Some(no))
        .filter_map(|p| p.placed)
        .max()
        .unwrap_or(0)
        + 1
}

/// The rubbers (tables of play) of club table `no`, in order.
fn rubbers_at(conn: &Connection, night_id: i64, no: u32) -> DbResult<usize> {
    Ok(of_night(conn, night_id)?
        .iter()
        .filter(|t| t.night == Some((night_id, no)))
        .count())
}

/// Club table `no` has a rubber not over; with `player`, one he sat down to.
fn under_way(conn: &Connection, night_id: i64, no: u32, player: Option<&Player>) -> DbResult<bool> {
    let Some(t) = of_night(conn, night_id)?
        .into_iter()
        .rfind(|t| t.night == Some((night_id, no)))
    else {
        return Ok(false);
    };
    let sits = player.is_none_or(|p| t.sides.iter().flatten().any(|n| n.player == *p));
    Ok(sits && in_progress(conn, &t)?)
}

fn set_place(
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
struct Detail {
    will_return: bool,
    broke_up: bool,
    others: Vec<Player>,
    placed: Option<u32>,
    at_rubber: usize,
    cuts: Option<String>,
}

#[allow(clippy::too_many_arguments)]
fn record(
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

fn names(conn: &Connection, night_id: i64, ps: &[Player]) -> DbResult<String> {
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

fn law(code: Code, auction: &'static str, whist: &'static str) -> &'static str {
    match code {
        Code::Auction1927 => auction,
        Code::Whist1909 => whist,
    }
}

/// "X leaves club table N" and does not come back (Law 141). Between his rubbers only: one
/// leaving a rubber under way appoints a substitute (Law 146).
pub fn leave(
    conn: &Connection,
    night_id: i64,
    no: u32,
    player: &Player,
    by: &str,
) -> DbResult<String> {
    let night = get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let members = members_of(&players, no);
    let x = name(conn, night_id, player)?;
    if !members.contains(player) {
        return Err(DbError::invalid(
            "player",
            format!("{x} does not belong to club table {no}"),
        ));
    }
    if under_way(conn, night_id, no, Some(player))? {
        return Err(DbError::invalid(
            "player",
            format!(
                "{x} is playing a rubber that is not over: appoint a substitute for him, and record his leaving when the rubber ends"
            ),
        ));
    }
    let broke_up = leaving::breaks_up(members.len());
    let remained: Vec<Player> = members.into_iter().filter(|p| p != player).collect();
    set_place(conn, night_id, player, None, None)?;
    let mut said = if leaving::gives_preference(night.code, broke_up) {
        format!(
            "{x} left club table {no}. {} {} preference over him for entering or making up another table ({}).",
            names(conn, night_id, &remained)?,
            if remained.len() == 1 { "has" } else { "have" },
            law(night.code, "Law 141", "Whist Law 16")
        )
    } else {
        format!("{x} left club table {no}; the others play on.")
    };
    if broke_up {
        said.push_str(&format!(
            " Club table {no} has {}: it needs a fourth, or breaks up.",
            club::count_word(remained.len())
        ));
    }
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
        &said,
    )?;
    Ok(said)
}

/// "X goes from club table N to make up table M (a table of three), or a new table with the
/// three waiting, and will return, or stays" (Laws 142–143; Whist Law 15).
pub fn fill(
    conn: &Connection,
    night_id: i64,
    from: u32,
    player: &Player,
    to: Option<u32>,
    will_return: bool,
    by: &str,
) -> DbResult<String> {
    let night = get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let members = members_of(&players, from);
    let x = name(conn, night_id, player)?;
    if !members.contains(player) {
        return Err(DbError::invalid(
            "player",
            format!("{x} does not belong to club table {from}"),
        ));
    }
    if under_way(conn, night_id, from, Some(player))? {
        return Err(DbError::invalid(
            "player",
            format!("{x} is playing a rubber that is not over: he goes when it ends"),
        ));
    }
    if will_return && !leaving::may_return(night.code) {
        return Err(DbError::invalid(
            "return",
            "under the whist and bridge laws a player who cuts into another table loses his right to return to his own (Whist Law 15): record that he stays",
        ));
    }
    let placed = players
        .iter()
        .find(|p| p.named.player == *player)
        .and_then(|p| p.placed);
    let (to, at_rubber) = match to {
        Some(m) => {
            let there = members_of(&players, m);
            if m == from {
                return Err(DbError::invalid(
                    "to",
                    "he cannot go to make up his own table",
                ));
            }
            if there.is_empty() {
                return Err(DbError::invalid(
                    "to",
                    format!("there is no club table {m}"),
                ));
            }
            if !leaving::needs_fourth(there.len()) {
                return Err(DbError::invalid(
                    "to",
                    format!(
                        "club table {m} has {}: only a table of three needs a fourth",
                        club::count_word(there.len())
                    ),
                ));
            }
            set_place(
                conn,
                night_id,
                player,
                Some(m),
                Some(next_place(&players, m)),
            )?;
            (m, rubbers_at(conn, night_id, m)?)
        }
        None => {
            let waiting = players.iter().filter(|p| p.table.is_none()).count();
            if waiting + 1 != club::PLAYING {
                return Err(DbError::invalid(
                    "to",
                    format!(
                        "a new table is made up from three waiting for a fourth; {} waiting",
                        club::count_word(waiting)
                    ),
                ));
            }
            set_place(conn, night_id, player, None, None)?;
            let made = super::nights::form_tables(conn, night_id, club::PLAYING)?;
            (made.first().copied().unwrap_or(from), 0)
        }
    };
    let said = match (will_return, night.code) {
        (true, _) => format!(
            "{x} goes from club table {from} to make up club table {to}, and will return: he keeps his rights at table {from} if he comes back at the first opportunity, and may then replace anyone who joined it meanwhile (Law 142)."
        ),
        (false, Code::Auction1927) => format!(
            "{x} leaves club table {from} to make up club table {to} and stays: he is the last to cut out of it (Law 143)."
        ),
        (false, Code::Whist1909) => format!(
            "{x} leaves club table {from} for club table {to}, and has no right to return to table {from} (Whist Law 15)."
        ),
    };
    let d = Detail {
        will_return,
        others: members.into_iter().filter(|p| p != player).collect(),
        placed,
        at_rubber,
        ..Detail::default()
    };
    record(
        conn,
        night_id,
        MoveKind::Fills,
        Some(player),
        from,
        Some(to),
        d,
        by,
        &said,
    )?;
    Ok(said)
}

/// "X comes back to his own table", replacing one who joined it while he was away if he
/// chooses, or must at a table of six (Law 142).
pub fn return_home(
    conn: &Connection,
    night_id: i64,
    player: &Player,
    replacing: Option<&Player>,
    by: &str,
) -> DbResult<String> {
    let night = get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let all = moves(conn, night_id)?;
    let x = name(conn, night_id, player)?;
    let Some(went) = away(&all, player) else {
        return Err(DbError::invalid(
            "player",
            format!("{x} did not go to make up another table announcing his return"),
        ));
    };
    let (home, placed) = (went.from, went.placed);
    let now_at = players
        .iter()
        .find(|p| p.named.player == *player)
        .and_then(|p| p.table);
    if let Some(cur) = now_at
        && under_way(conn, night_id, cur, Some(player))?
    {
        return Err(DbError::invalid(
            "player",
            format!(
                "{x} is playing a rubber at club table {cur} that is not over: he returns when it ends"
            ),
        ));
    }
    let members = members_of(&players, home);
    let joined = leaving::joined_in_absence(&members, &went.others);
    leaving::check_return(night.code, &members, &joined, replacing)
        .map_err(|r| DbError::invalid(r.field, r.message))?;
    if let Some(r) = replacing {
        if under_way(conn, night_id, home, Some(r))? {
            return Err(DbError::invalid(
                "replacing",
                format!(
                    "{} is playing a rubber that is not over: {x} replaces him when it ends",
                    name(conn, night_id, r)?
                ),
            ));
        }
        set_place(conn, night_id, r, None, None)?;
    }
    set_place(
        conn,
        night_id,
        player,
        Some(home),
        Some(placed.unwrap_or_else(|| next_place(&players, home))),
    )?;
    let said = match replacing {
        Some(r) => format!(
            "{x} is back at club table {home} and replaces {}, who joined it while he was away (Law 142).",
            name(conn, night_id, r)?
        ),
        None => format!("{x} is back at club table {home} with his rights there (Law 142)."),
    };
    let d = Detail {
        others: replacing.into_iter().cloned().collect(),
        ..Detail::default()
    };
    record(
        conn,
        night_id,
        MoveKind::Returned,
        Some(player),
        now_at.unwrap_or(home),
        Some(home),
        d,
        by,
        &said,
    )?;
    Ok(said)
}

/// "Club table N breaks up; its players join table M (or wait)". Its players cut for M's places,
/// behind those they had precedence over any who broke up a table (Law 141; Whist Law 16); under
/// the auction code one or two joining a table of four or five make all of the new formation cut
/// for the next rubber (Law 144), drawn here from the night's seed.
pub fn break_up(
    conn: &Connection,
    night_id: i64,
    no: u32,
    to: Option<u32>,
    by: &str,
) -> DbResult<String> {
    let night = get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let members = members_of(&players, no);
    if members.is_empty() {
        return Err(DbError::NotFound);
    }
    if under_way(conn, night_id, no, None)? {
        return Err(DbError::invalid(
            "to",
            format!("club table {no}'s rubber is not over: it breaks up when the rubber ends"),
        ));
    }
    let all = moves(conn, night_id)?;
    let lefts = lefts(&all);
    let Some(m) = to else {
        for p in &members {
            set_place(conn, night_id, p, None, None)?;
        }
        let said = format!(
            "Club table {no} breaks up: {} wait for the next forming of tables.",
            names(conn, night_id, &members)?
        );
        record(
            conn,
            night_id,
            MoveKind::BrokeUp,
            None,
            no,
            None,
            Detail::default(),
            by,
            &said,
        )?;
        return Ok(said);
    };
    let there = members_of(&players, m);
    if m == no || there.is_empty() {
        return Err(DbError::invalid(
            "to",
            format!("choose another club table than table {no}"),
        ));
    }
    if !club::takes_newcomer(there.len()) {
        return Err(DbError::invalid(
            "to",
            format!(
                "club table {m} has {}: only a table of four or five takes players from another",
                club::count_word(there.len())
            ),
        ));
    }
    if under_way(conn, night_id, m, None)? {
        return Err(DbError::invalid(
            "to",
            format!("club table {m}'s rubber is not over: they join it when it ends"),
        ));
    }
    let slot = all.len();
    let cuts = club::draw_cuts(
        members.len(),
        &mut club::generator(night.seed, club::stream(4, no, slot)),
    );
    let (join, wait) = leaving::cut_into(
        night.code,
        &members,
        &cuts,
        &lefts,
        leaving::vacancies(there.len()),
    );
    let joined: Vec<Player> = join.iter().map(|&i| members[i].clone()).collect();
    let waiting: Vec<Player> = wait.iter().map(|&i| members[i].clone()).collect();
    let mut place = next_place(&players, m);
    for p in &joined {
        set_place(conn, night_id, p, Some(m), Some(place))?;
        place += 1;
    }
    for p in &waiting {
        set_place(conn, night_id, p, None, None)?;
    }
    let cut_words = |ps: &[Player], cs: &[&Cut]| -> DbResult<String> {
        Ok(ps
            .iter()
            .zip(cs)
            .map(|(p, c)| {
                Ok(format!(
                    "{} {}",
                    name(conn, night_id, p)?,
                    club::cut_name(c)
                ))
            })
            .collect::<DbResult<Vec<_>>>()?
            .join(", "))
    };
    let mut said = format!(
        "Club table {no} breaks up: {} cut into club table {m} ({})",
        names(conn, night_id, &joined)?,
        cut_words(
            &members,
            &members
                .iter()
                .enumerate()
                .map(|(i, _)| &cuts[i])
                .collect::<Vec<_>>()
        )?
    );
    if !waiting.is_empty() {
        said.push_str(&format!(
            "; {} wait for the next forming of tables",
            names(conn, night_id, &waiting)?
        ));
    }
    said.push('.');
    let mut stored = None;
    if leaving::all_cut(night.code, joined.len(), there.len()) {
        let formation: Vec<Player> = there.iter().chain(&joined).cloned().collect();
        let fcuts = club::draw_cuts(
            formation.len(),
            &mut club::generator(night.seed, club::stream(5, m, slot)),
        );
        let order = club::order(night.code, &fcuts);
        for (k, &i) in order.iter().enumerate() {
            set_place(conn, night_id, &formation[i], Some(m), Some(k as u32 + 1))?;
        }
        let ordered: Vec<Player> = order.iter().map(|&i| formation[i].clone()).collect();
        let ocuts: Vec<&Cut> = order.iter().map(|&i| &fcuts[i]).collect();
        said.push_str(&format!(
            " All {} of the new formation cut for the next rubber (Law 144): {}; the four highest play.",
            club::count_word(formation.len()),
            cut_words(&ordered, &ocuts)?
        ));
        stored = Some(
            serde_json::json!(
                order
                    .iter()
                    .map(|&i| (player_key(&formation[i]), fcuts[i].clone()))
                    .collect::<Vec<_>>()
            )
            .to_string(),
        );
    } else if night.code == Code::Whist1909 {
        said.push_str(" They enter by the ordinary cutting out.");
    }
    let d = Detail {
        others: joined,
        at_rubber: rubbers_at(conn, night_id, m)?,
        cuts: stored,
        ..Detail::default()
    };
    record(
        conn,
        night_id,
        MoveKind::BrokeUp,
        None,
        no,
        Some(m),
        d,
        by,
        &said,
    )?;
    Ok(said)
}
