//! What a ladder or a cribbage tournament is made from: the settled games of the tables of play
//! of one law and one season label whose two sides are single members. Nothing is stored for a
//! ladder; the ranking rule and the tournament's points come with the request, so the same
//! label's tables can be read by any rule (`docs/ladders.md`).

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::tables::{self, Player};
use super::{DbError, DbResult};
use crate::ladder::{Entrant, Match};
use crate::laws::registry::Law;

/// The season's matches of one two-hand law.
#[derive(Debug, Clone)]
pub struct Season {
    pub law: &'static Law,
    pub season: String,
    /// Every member who played, by name; `Match::players` index into it.
    pub entrants: Vec<Entrant>,
    pub matches: Vec<Match>,
    /// The pads' stake unit: 100 when the law's value is "so much per hundred".
    pub stake_unit: i64,
    /// Tables left out, with the reason (a guest at the table, deals the law now refuses).
    pub skipped: Vec<String>,
}

/// Refuses a law that is not played by two single players at a table, naming the `law` field.
pub fn two_hand_law(id: &str) -> DbResult<&'static Law> {
    let (law, table) = tables::table_law(id)?;
    if table.sides.max != 2 || table.sides.players_per_side != 1 {
        return Err(DbError::invalid(
            "law",
            format!("{id} is not a game between two players, so it has no ladder"),
        ));
    }
    Ok(law)
}

/// One `Match` per settlement of every table of `law_id` in `season` between two members.
pub fn season(conn: &Connection, law_id: &str, season: &str) -> DbResult<Season> {
    let law = two_hand_law(law_id)?;
    let mut skipped = Vec::new();
    let mut games: Vec<([i64; 2], crate::laws::pad::Settlement)> = Vec::new();
    let mut names: BTreeMap<i64, String> = BTreeMap::new();
    let mut stake_unit = 1;
    for t in tables::of_season(conn, season)? {
        if t.law.id != law.id {
            continue;
        }
        let members: Vec<(i64, &str)> = t
            .sides
            .iter()
            .filter_map(|side| match side.as_slice() {
                [only] => match only.player {
                    Player::Member(id) => Some((id, only.name.as_str())),
                    Player::Guest(_) => None,
                },
                _ => None,
            })
            .collect();
        let [(a, a_name), (b, b_name)] = members[..] else {
            skipped.push(format!("table {}: a guest played", t.id));
            continue;
        };
        let pad = match tables::pad(conn, &t) {
            Ok(pad) => pad,
            Err(DbError::Invalid { field, message }) => {
                skipped.push(format!("table {}: {field}: {message}", t.id));
                continue;
            }
            Err(e) => return Err(e),
        };
        stake_unit = t.stake_unit(&pad);
        names.insert(a, a_name.to_owned());
        names.insert(b, b_name.to_owned());
        games.extend(pad.settled.into_iter().map(|s| ([a, b], s)));
    }
    let mut entrants: Vec<Entrant> = names
        .into_iter()
        .map(|(member_id, name)| Entrant { member_id, name })
        .collect();
    entrants.sort_by(|x, y| x.name.cmp(&y.name).then(x.member_id.cmp(&y.member_id)));
    let index: BTreeMap<i64, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.member_id, i))
        .collect();
    let matches = games
        .into_iter()
        .map(|(ids, s)| Match {
            players: ids.map(|id| index.get(&id).copied().unwrap_or_default()),
            winner: s.winner,
            value: s.value,
            lurch: s.lurch,
            points: match s.final_points[..] {
                [x, y] => Some([x, y]),
                _ => None,
            },
        })
        .collect();
    Ok(Season {
        law,
        season: season.to_owned(),
        entrants,
        matches,
        stake_unit,
        skipped,
    })
}
