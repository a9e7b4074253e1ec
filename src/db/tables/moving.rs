//! The director's actions on club tables at a night (Auction Laws 141–144, Whist Laws 15–16):
//! a player leaves, goes to make up another table, comes back, or a table breaks up. Each is one
//! write with its checks inside it, recorded in `night_moves` (`super::moves`) and the edit log.

use rusqlite::Connection;

use crate::club::{self, Code, Cut, leaving};
use crate::db::{DbError, DbResult};

use super::moves::{
    Detail, MoveKind, away, law, lefts, members_of, moves, names, next_place, player_key, record,
    record_left, reduced, rubbers_at, set_place, under_way,
};
use super::nights::{Night, NightPlayer, get_night, night_players};
use super::rows::Player;
use super::substitutes::name;

/// What leaving and going to make up a table check first: `player` belongs to club table `no`
/// and is not playing a rubber under way there (`then` says what to do instead). Gives the night,
/// its players, the table's members and the player's name.
fn free_to_go(
    conn: &Connection,
    night_id: i64,
    no: u32,
    player: &Player,
    then: &str,
) -> DbResult<(Night, Vec<NightPlayer>, Vec<Player>, String)> {
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
            format!("{x} is playing a rubber that is not over: {then}"),
        ));
    }
    Ok((night, players, members, x))
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
    let (night, _, members, x) = free_to_go(
        conn,
        night_id,
        no,
        player,
        "appoint a substitute for the rest of it, and record the leaving when the rubber ends",
    )?;
    let broke_up = leaving::breaks_up(members.len());
    let remained: Vec<Player> = members.into_iter().filter(|p| p != player).collect();
    set_place(conn, night_id, player, None, None)?;
    let mut said = if leaving::gives_preference(night.code, broke_up) {
        format!(
            "{x} left club table {no}. {} {} preference over {x} for entering or making up another table ({}).",
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
    record_left(conn, night_id, no, player, remained, broke_up, by, &said)?;
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
    let (night, players, members, x) =
        free_to_go(conn, night_id, from, player, "the player goes when it ends")?;
    if will_return && !leaving::may_return(night.code) {
        return Err(DbError::invalid(
            "return",
            "under the whist and bridge laws a player who cuts into another table loses the right to return to the first table (Whist Law 15): record that the player stays",
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
                    "a player cannot go to make up the table already sat at",
                ));
            }
            if there.is_empty() {
                return Err(DbError::invalid(
                    "to",
                    format!("there is no club table {m}"),
                ));
            }
            if !leaving::needs_fourth(there.len()) || !reduced(&moves(conn, night_id)?, m) {
                return Err(DbError::invalid(
                    "to",
                    format!(
                        "club table {m} has {}: only a table left with three needs a fourth",
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
            let waiting = players.iter().filter(|p| p.waiting()).count();
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
            "{x} goes from club table {from} to make up club table {to}, and will return: {x} keeps the rights held at club table {from} by coming back at the first opportunity, and may then replace anyone who joined it meanwhile (Law 142)."
        ),
        (false, Code::Auction1927) => format!(
            "{x} leaves club table {from} to make up club table {to} and stays: {x} is the last to cut out of it (Law 143)."
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
            format!("{x} did not go to make up another table announcing a return"),
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
                "{x} is playing a rubber at club table {cur} that is not over: {x} returns when it ends"
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
                    "{} is playing a rubber that is not over: {x} takes that place when it ends",
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
            "{x} is back at club table {home} and replaces {}, who joined it in {x}'s absence (Law 142).",
            name(conn, night_id, r)?
        ),
        None => format!("{x} is back at club table {home} with the rights held there (Law 142)."),
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
    // Law 142: one who came to make up this table and said they would return goes back to their
    // own table now, the first opportunity, as a member and not a newcomer cutting in.
    let (back, back_said) = return_on_break_up(conn, night_id, night.code, no, &members, &all, by)?;
    let members: Vec<Player> = members.into_iter().filter(|p| !back.contains(p)).collect();
    let players = night_players(conn, night_id)?;
    let Some(m) = to else {
        for p in &members {
            set_place(conn, night_id, p, None, None)?;
        }
        let said = format!(
            "Club table {no} breaks up: {} wait for the next forming of tables.{back_said}",
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
    for (place, p) in (next_place(&players, m)..).zip(&joined) {
        set_place(conn, night_id, p, Some(m), Some(place))?;
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
            .join("; "))
    };
    let mut said = format!(
        "Club table {no} breaks up.{back_said} {} cut into club table {m} ({})",
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

/// The members of club table `no`, breaking up, who came to make it up announcing their return
/// (Law 142, seed 001 L2429–2433) and whose own table still plays: each goes back to it, to the
/// place held before going, replacing the last who joined in their absence if it has six. A
/// returned move is recorded for each (the return is spent). Returns them and the sentence said.
fn return_on_break_up(
    conn: &Connection,
    night_id: i64,
    code: Code,
    no: u32,
    members: &[Player],
    all: &[super::moves::Move],
    by: &str,
) -> DbResult<(Vec<Player>, String)> {
    let mut back = Vec::new();
    let mut said = String::new();
    if !leaving::may_return(code) {
        return Ok((back, said));
    }
    for p in members {
        let Some(went) = away(all, p).filter(|w| w.to == Some(no) && w.from != no) else {
            continue;
        };
        let players = night_players(conn, night_id)?;
        let home = members_of(&players, went.from);
        if home.is_empty() {
            continue;
        }
        let joined = leaving::joined_in_absence(&home, &went.others);
        let replacing = (home.len() >= club::TABLE_MAX)
            .then(|| joined.last().cloned())
            .flatten();
        if leaving::check_return(code, &home, &joined, replacing.as_ref()).is_err() {
            continue;
        }
        let x = name(conn, night_id, p)?;
        if let Some(r) = &replacing {
            set_place(conn, night_id, r, None, None)?;
        }
        set_place(
            conn,
            night_id,
            p,
            Some(went.from),
            Some(
                went.placed
                    .unwrap_or_else(|| next_place(&players, went.from)),
            ),
        )?;
        let words = match &replacing {
            Some(r) => format!(
                " {x} made it up and said they would return: {x} goes back to club table {} with the rights held there, replacing {}, who joined it in {x}'s absence (Law 142).",
                went.from,
                name(conn, night_id, r)?
            ),
            None => format!(
                " {x} made it up and said they would return: {x} goes back to club table {} with the rights held there, not as a newcomer (Law 142).",
                went.from
            ),
        };
        said.push_str(&words);
        let d = Detail {
            others: replacing.into_iter().collect(),
            ..Detail::default()
        };
        record(
            conn,
            night_id,
            MoveKind::Returned,
            Some(p),
            no,
            Some(went.from),
            d,
            by,
            words.trim(),
        )?;
        back.push(p.clone());
    }
    Ok((back, said))
}
