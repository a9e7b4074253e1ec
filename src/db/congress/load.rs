//! Reading a congress back from its rows: the whole of it (the pages, kept per write
//! generation by the web layer), or only what one write needs (`Scope`), so that a write costs
//! the same in a congress of six players as in one of six hundred.

use super::*;

/// How much of a congress to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Everything: every series, every table's sheet, every player.
    Whole,
    /// The players and every series's seating, but no sheet (every table `Entered::Nothing`):
    /// what a draw, a late seating or a close checks.
    Seating,
    /// One table of one series: its seats (the series's draw and late players), its sheet, its
    /// ledger and prize plays, and only its players; the series holds that table alone.
    Table(u32, u32),
}

/// The whole congress.
pub fn load(conn: &Connection, id: i64) -> DbResult<StoredCongress> {
    load_scoped(conn, id, Scope::Whole)
}

/// One table of a congress, as a write to it reads it (see [`Scope::Table`]).
pub fn load_table(conn: &Connection, id: i64, series: u32, table: u32) -> DbResult<StoredCongress> {
    load_scoped(conn, id, Scope::Table(series, table))
}

/// The part of a congress `scope` names.
pub fn load_scoped(conn: &Connection, id: i64, scope: Scope) -> DbResult<StoredCongress> {
    // The filters are constant text; the series and table are bound as ?2 and ?3.
    let (series_filter, sheet_filter, only): (&str, &str, Option<(u32, u32)>) = match scope {
        Scope::Whole | Scope::Seating => ("", "", None),
        Scope::Table(s, t) => (
            " AND series = ?2",
            " AND series = ?2 AND table_no = ?3",
            Some((s, t)),
        ),
    };
    let (s_no, t_no) = only.unwrap_or((0, 0));
    let with_sheets = scope != Scope::Seating;
    // Without sheets the ledger and plays are not wanted: their queries match no row.
    let no_rows = if with_sheets { "" } else { " AND 0" };
    let head: Option<(String, String, String, i64, String, String)> = conn
        .query_row(
            "SELECT name, date, settings, prize_seed, created_by, created_at
             FROM congresses WHERE id = ?1 AND deleted_at IS NULL",
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            },
        )
        .optional()?;
    let Some((name, date, settings, prize_seed, created_by, created_at)) = head else {
        return Err(DbError::NotFound);
    };
    let settings: Settings = parsed("settings", &settings)?;
    let player_row = |r: &rusqlite::Row<'_>| {
        Ok(Player {
            id: r.get(0)?,
            name: r.get(1)?,
            member_id: r.get(2)?,
        })
    };
    let mut players = match only {
        // A table's players are read once its seats are known (below).
        Some(_) => Vec::new(),
        None => conn
            .prepare(
                "SELECT id, name, member_id FROM congress_players WHERE congress_id = ?1
                 ORDER BY id",
            )?
            .query_map([id], player_row)?
            .collect::<Result<Vec<_>, _>>()?,
    };
    let bound = |sql: &str| -> Vec<Box<dyn rusqlite::ToSql>> {
        let mut p: Vec<Box<dyn rusqlite::ToSql>> = vec![Box::new(id)];
        if sql.contains("?2") {
            p.push(Box::new(s_no));
        }
        if sql.contains("?3") {
            p.push(Box::new(t_no));
        }
        p
    };
    let sql = format!(
        "SELECT series, draw, closed_at IS NOT NULL FROM congress_series
         WHERE congress_id = ?1{series_filter} ORDER BY series"
    );
    let series_rows: Vec<(u32, String, bool)> = conn
        .prepare(&sql)?
        .query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let sql = format!(
        "SELECT series, table_no, player_id FROM congress_late WHERE congress_id = ?1{series_filter}
         ORDER BY seated_at, player_id"
    );
    let late: Vec<(u32, u32, i64)> = conn
        .prepare(&sql)?
        .query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut deals: BTreeMap<(u32, u32), Vec<StoredDeal>> = BTreeMap::new();
    if with_sheets {
        let sql = format!(
            "SELECT series, table_no, {DEAL_COLUMNS}
             FROM congress_deals WHERE congress_id = ?1{sheet_filter}
             ORDER BY series, table_no, deal_no"
        );
        let mut stmt = conn.prepare(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok((r.get::<_, u32>(0)?, r.get::<_, u32>(1)?, stored_deal(r, 2)?))
        })?;
        for row in rows {
            let (s, t, d) = row?;
            deals.entry((s, t)).or_default().push(d);
        }
    }
    let mut totals: BTreeMap<(u32, u32), Vec<Totals>> = BTreeMap::new();
    if with_sheets {
        let sql = format!(
            "SELECT series, table_no, won, lost, points FROM congress_totals
             WHERE congress_id = ?1{sheet_filter} ORDER BY series, table_no, seat"
        );
        let mut stmt = conn.prepare(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, u32>(1)?,
                Totals {
                    won: r.get(2)?,
                    lost: r.get(3)?,
                    points: r.get(4)?,
                },
            ))
        })?;
        for row in rows {
            let (s, t, line) = row?;
            totals.entry((s, t)).or_default().push(line);
        }
    }
    let sql = format!(
        "SELECT id, series, table_no, seat, round, points, reason FROM congress_fines
         WHERE congress_id = ?1 AND withdrawn_at IS NULL{sheet_filter}{no_rows} ORDER BY id"
    );
    let fines = conn
        .prepare(&sql)?
        .query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok(StoredFine {
                id: r.get(0)?,
                series: r.get(1)?,
                table: r.get(2)?,
                fine: Fine {
                    seat: r.get::<_, u32>(3)? as usize,
                    round: r.get(4)?,
                    points: r.get(5)?,
                    reason: r.get(6)?,
                },
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let sql = format!(
        "SELECT id, series, table_no, seat, play, remark, ok_by FROM congress_plays
         WHERE congress_id = ?1 AND withdrawn_at IS NULL{sheet_filter}{no_rows} ORDER BY id"
    );
    let play_rows: Vec<(i64, u32, u32, u32, String, String, String)> = conn
        .prepare(&sql)?
        .query_map(rusqlite::params_from_iter(bound(&sql)), |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut plays = Vec::with_capacity(play_rows.len());
    for (pid, series, table, seat, play, remark, ok_by) in play_rows {
        plays.push(StoredPlay {
            id: pid,
            series,
            table,
            line: PlayLine {
                seat: seat as usize,
                play: parsed::<Play>("play", &play)?,
                remark,
                ok_by,
            },
        });
    }
    let mut series = Vec::with_capacity(series_rows.len());
    for (no, draw_json, closed) in series_rows {
        let draw: Draw = parsed("draw", &draw_json)?;
        let late_here: Vec<(u32, i64)> = late
            .iter()
            .filter(|(s, _, _)| *s == no)
            .map(|(_, t, p)| (*t, *p))
            .collect();
        let mut tables = BTreeMap::new();
        for (i, seats) in event::seating(&draw, &late_here).into_iter().enumerate() {
            let t = u32::try_from(i).unwrap_or(u32::MAX) + 1;
            if let Some((_, only_t)) = only {
                if t != only_t {
                    continue;
                }
                for p in &seats {
                    let found = conn
                        .query_row(
                            "SELECT id, name, member_id FROM congress_players
                             WHERE congress_id = ?1 AND id = ?2",
                            rusqlite::params![id, p],
                            player_row,
                        )
                        .optional()?;
                    players.extend(found);
                }
            }
            let entered = if let Some(ds) = deals.get(&(no, t)) {
                Entered::Deals(ds.iter().map(deal_line).collect::<DbResult<_>>()?)
            } else if let Some(lines) = totals.get(&(no, t)) {
                Entered::Totals {
                    lines: lines.clone(),
                    plays: plays
                        .iter()
                        .filter(|p| p.series == no && p.table == t)
                        .map(|p| p.line.clone())
                        .collect(),
                }
            } else {
                Entered::Nothing
            };
            let table_fines = fines
                .iter()
                .filter(|f| f.series == no && f.table == t)
                .map(|f| f.fine.clone())
                .collect();
            tables.insert(
                t,
                Table {
                    seats,
                    entered,
                    fines: table_fines,
                },
            );
        }
        series.push(Series {
            no,
            draw,
            late: late_here,
            closed,
            tables,
        });
    }
    Ok(StoredCongress {
        id,
        name,
        date,
        created_by,
        created_at,
        congress: Congress {
            settings,
            players,
            series,
            prize_seed: u64::try_from(prize_seed).unwrap_or(0),
        },
        deals,
        fines,
        plays,
    })
}

/// A stored deal as its table's sheet reads it.
pub(super) fn deal_line(d: &StoredDeal) -> DbResult<DealLine> {
    Ok(DealLine {
        deal: parsed::<Deal>("deal", &d.json)?,
        remark: d.remark.clone(),
        prize: d.prize,
        ok_by: d.ok_by.clone(),
        debarred: d.debarred,
    })
}

/// The columns the deals are read by, from a deal's number on (`stored_deal` reads them in
/// this order).
pub(super) const DEAL_COLUMNS: &str = "deal_no, deal, remark, prize, ok_by, debarred, version";

/// A deal read from `r`'s columns `from`.. in the order of [`DEAL_COLUMNS`].
pub(super) fn stored_deal(r: &rusqlite::Row<'_>, from: usize) -> rusqlite::Result<StoredDeal> {
    Ok(StoredDeal {
        no: r.get(from)?,
        json: r.get(from + 1)?,
        remark: r.get(from + 2)?,
        prize: r.get(from + 3)?,
        ok_by: r.get(from + 4)?,
        debarred: r.get(from + 5)?,
        version: r.get(from + 6)?,
    })
}
