//! Money per player over a night's or a season's tables.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::club::{self, substitute};
use crate::db::{DbError, DbResult};
use crate::exact::Q;
use crate::laws::ledger::at_table;

use super::nights::{LIVE_TABLE, get_night};
use super::reads::{of_night, of_season, pad};
use super::rows::{PlayTable, Player};
use super::substitutes::{as_players, substitutes};

/// Money per player over some tables of play: each settlement's points × stake ÷ the pad's stake
/// unit, to every player of each side (`club::ledger`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ledger {
    pub money: BTreeMap<Player, Q>,
    pub names: BTreeMap<Player, String>,
    /// Tables whose stored deals the law now refuses, left out with the reason.
    pub skipped: Vec<String>,
    /// What lies in the card schools' pools now, to be carried to their next sittings, and
    /// what was brought into them at the start (from earlier sittings): the players' money
    /// plus what lies in the pools less what was brought in sums to nothing, as every
    /// settlement does with its pools (`laws::ledger`). A pool carried from one of these tables
    /// to another (`settings.carried_to`) is counted in neither, so a host counting the pools
    /// finds what the lines say.
    pub pools_now: Q,
    pub pools_start: Q,
}

/// How the pools' lines are named on the page and in the CSV.
pub const POOLS_NOW: &str = "In the pools now (carried to the next sitting)";
pub const POOLS_START: &str = "Brought into the pools at the start (from an earlier sitting)";

/// One line of a ledger's CSV or JSON. Money is exact: a fraction of a penny is written as a
/// fraction ("12 1/2"), never rounded.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LedgerLine {
    pub player: String,
    pub member_id: Option<i64>,
    pub guest: bool,
    pub pence: String,
}

pub const LEDGER_CSV_HEADER: [&str; 4] = ["player", "member_id", "guest", "pence"];

impl Ledger {
    pub fn of(conn: &Connection, tables: &[PlayTable]) -> DbResult<Ledger> {
        let mut settled = Vec::new();
        let mut ledger = Ledger::default();
        let ids: Vec<i64> = tables.iter().map(|t| t.id).collect();
        // Whose money a rubber finished by a substitute is (Law 146 is silent): the club's.
        let whose = crate::db::club::load(conn)?.substitute_money;
        for t in tables {
            let pad = match pad(conn, t) {
                Ok(pad) => pad,
                Err(DbError::Invalid { field, message }) => {
                    ledger
                        .skipped
                        .push(format!("table {}: {field}: {message}", t.id));
                    continue;
                }
                Err(e) => return Err(e),
            };
            let seated: Vec<Vec<Player>> = t
                .sides
                .iter()
                .map(|s| s.iter().map(|n| n.player.clone()).collect())
                .collect();
            let subs = substitutes(conn, t.id)?;
            let sides = substitute::paid(&seated, &as_players(&subs), whose);
            let sat_in = subs.iter().map(|s| &s.substitute);
            for named in t.sides.iter().flatten().chain(sat_in) {
                ledger
                    .names
                    .insert(named.player.clone(), named.name.clone());
            }
            // A school's settlement is each player's balance: what does not sum to nothing came
            // into (or out of) its pools, at the same stake. What lies in them now is what they
            // held at the start and that.
            let held: i64 = pad.settled.iter().flat_map(|s| &s.amounts).sum();
            let start: i64 = (t.settings.get("pools").and_then(|p| p.as_object()))
                .map_or(0, |pools| pools.values().filter_map(|n| n.as_i64()).sum());
            let money = |n: i64| Q::new(n.saturating_mul(t.stake), t.stake_unit(&pad).max(1));
            if at_table::carried_to(&t.settings).is_none_or(|to| !ids.contains(&to)) {
                ledger.pools_now += money(start.saturating_sub(held));
            }
            if at_table::carried_from(&t.settings).is_none_or(|from| !ids.contains(&from)) {
                ledger.pools_start += money(start);
            }
            settled.extend(pad.settled.iter().map(|s| club::Settled {
                sides: sides.clone(),
                amounts: s.amounts.clone(),
                stake: t.stake,
                stake_unit: t.stake_unit(&pad),
                seats: t.law.table.map_or(1, |table| table.sides.players_per_side),
                dummy: t.dummy.unwrap_or_default(),
            }));
        }
        ledger.money = club::ledger(&settled);
        Ok(ledger)
    }

    pub fn name(&self, p: &Player) -> String {
        self.names.get(p).cloned().unwrap_or_default()
    }

    /// The lines by player name.
    pub fn lines(&self) -> Vec<LedgerLine> {
        let mut lines: Vec<LedgerLine> = self
            .money
            .iter()
            .map(|(p, q)| LedgerLine {
                player: crate::export::safe_text(&self.name(p)),
                member_id: match p {
                    Player::Member(id) => Some(*id),
                    Player::Guest(_) => None,
                },
                guest: matches!(p, Player::Guest(_)),
                pence: club::show_money(*q),
            })
            .collect();
        lines.sort_by(|a, b| a.player.cmp(&b.player));
        for (name, q) in self.pool_lines() {
            lines.push(LedgerLine {
                player: name.to_owned(),
                member_id: None,
                guest: false,
                pence: club::show_money(q),
            });
        }
        lines
    }

    /// The pools' lines that hold anything: what lies in them now (+), and what was brought
    /// into them at the start (−).
    pub fn pool_lines(&self) -> Vec<(&'static str, Q)> {
        [
            (POOLS_NOW, self.pools_now),
            (POOLS_START, -self.pools_start),
        ]
        .into_iter()
        .filter(|(_, q)| *q != Q::from_integer(0))
        .collect()
    }

    /// The players' money and the pools': nothing, when every table settles.
    pub fn total(&self) -> Q {
        self.money.values().copied().sum::<Q>() + self.pools_now - self.pools_start
    }
}

/// The ledger of a night's tables.
pub fn night_ledger(conn: &Connection, night_id: i64) -> DbResult<Ledger> {
    get_night(conn, night_id)?;
    Ledger::of(conn, &of_night(conn, night_id)?)
}

/// The ledger of every table of a season, at nights or not.
pub fn season_ledger(conn: &Connection, season: &str) -> DbResult<Ledger> {
    Ledger::of(conn, &of_season(conn, season)?)
}

/// The seasons that have tables of play, in order.
pub fn seasons(conn: &Connection) -> DbResult<Vec<String>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT DISTINCT season FROM play_tables WHERE {LIVE_TABLE} ORDER BY season"
    ))?;
    let rows = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
