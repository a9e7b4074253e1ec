//! How a result sits in the `results` row: the columns read back into a [`Stored`], and an entry
//! spread over them for the insert and the update.

use rusqlite::{Row, ToSql};

use super::Stored;
use crate::db::events::{direction_str, parse_direction};
use crate::exact::Hundredths;
use crate::laws::contract_duplicate::{self, Seat};
use crate::laws::duplicate::fouled::FouledBy;
use crate::laws::duplicate::{Entry, Revoke};
use crate::laws::duplicate_auction::{self, Contract, Denomination, Doubled, Typed};

pub(super) const COLUMNS: &str = "id, board, round, table_no, ns_pair, ew_pair, ns_tricks, revoke_by, revoke_count, \
                       revoke_tricks_before, ns_points, ew_points, updated_by, updated_at, \
                       declarer, level, denomination, doubled, tricks, honours_side, honours, \
                       honours_in_one_hand, ns_revokes, ew_revokes, version, declarer_seat, passed_out, ns_mp_by_hand, ew_mp_by_hand, passed_fouled";

/// The contract columns (14 on), if the row has a contract. A stored contract was checked when
/// it was entered; one the law no longer accepts reads as none rather than failing the page.
fn contract_from_row(r: &Row<'_>) -> rusqlite::Result<Option<Contract>> {
    // A bridge board passed out has no contract columns, only the mark.
    if r.get::<_, i64>(26)? == 1 {
        return Ok(Some(Contract::bridge(
            &contract_duplicate::Played::PassedOut,
        )));
    }
    let seat = r
        .get::<_, Option<String>>(25)?
        .and_then(|s| Seat::parse(&s));
    let declarer: Option<String> = r.get(14)?;
    let level: Option<i64> = r.get(15)?;
    let denomination: Option<String> = r.get(16)?;
    let tricks: Option<i64> = r.get(18)?;
    let (Some(declarer), Some(level), Some(denomination), Some(tricks)) =
        (declarer, level, denomination, tricks)
    else {
        return Ok(None);
    };
    let Some(denomination) = Denomination::parse(&denomination) else {
        return Ok(None);
    };
    let doubled: Option<String> = r.get(17)?;
    let honours_side: Option<String> = r.get(19)?;
    Ok(Contract::check(&Typed {
        declarer: parse_direction(&declarer),
        level,
        denomination,
        doubled: doubled
            .as_deref()
            .and_then(Doubled::parse)
            .unwrap_or_default(),
        tricks,
        honours_side: honours_side.as_deref().map(parse_direction),
        honours: r.get(20)?,
        honours_in_one_hand: r.get(21)?,
        ns_revokes: r.get(22)?,
        ew_revokes: r.get(23)?,
    })
    .ok()
    .map(|c| Contract { seat, ..c }))
}

pub(super) fn from_row(r: &Row<'_>) -> rusqlite::Result<Stored> {
    let ns_tricks: Option<u8> = r.get(6)?;
    let contract = contract_from_row(r)?;
    let revoke_by: Option<String> = r.get(7)?;
    let entry = match ns_tricks {
        Some(ns_tricks) => Entry::Whist {
            ns_tricks,
            revoke: match revoke_by {
                Some(by) => Some(Revoke {
                    by: parse_direction(&by),
                    count: r.get::<_, Option<u8>>(8)?.unwrap_or(1),
                    tricks_before: r.get::<_, Option<u8>>(9)?.unwrap_or(0),
                }),
                None => None,
            },
        },
        None => {
            let ns_points = r.get::<_, Option<i64>>(10)?.unwrap_or(0);
            let ew_points = r.get::<_, Option<i64>>(11)?.unwrap_or(0);
            Entry::Auction {
                ns_points,
                ew_points,
                // A bridge result is never capped: it has no excess.
                excess: contract
                    .filter(|c| c.played().is_none())
                    .map(|c| duplicate_auction::stored_excess(&c, ns_points, ew_points))
                    .unwrap_or(0),
            }
        }
    };
    Ok(Stored {
        id: r.get(0)?,
        board: r.get(1)?,
        round: r.get(2)?,
        table: r.get(3)?,
        ns: r.get(4)?,
        ew: r.get(5)?,
        entry,
        contract,
        updated_by: r.get(12)?,
        updated_at: r.get(13)?,
        version: r.get(24)?,
        by_hand: match (r.get::<_, Option<i64>>(27)?, r.get::<_, Option<i64>>(28)?) {
            (Some(ns), Some(ew)) => Some((Hundredths(ns), Hundredths(ew))),
            _ => None,
        },
        // A value the law does not know reads as none rather than failing the page.
        passed_fouled: r
            .get::<_, Option<String>>(29)?
            .as_deref()
            .and_then(FouledBy::parse),
    })
}

/// An entry spread over the result row's columns (whist fields or auction fields, never both;
/// the contract's only with the auction's points).
pub(super) struct Columns {
    ns_tricks: Option<u8>,
    revoke_by: Option<&'static str>,
    revoke_count: Option<u8>,
    revoke_before: Option<u8>,
    ns_points: Option<i64>,
    ew_points: Option<i64>,
    contract: ContractColumns,
}

#[derive(Default)]
struct ContractColumns {
    declarer: Option<&'static str>,
    level: Option<u8>,
    denomination: Option<&'static str>,
    doubled: Option<&'static str>,
    tricks: Option<u8>,
    honours_side: Option<&'static str>,
    honours: Option<u8>,
    honours_in_one_hand: Option<u8>,
    ns_revokes: Option<u8>,
    ew_revokes: Option<u8>,
    /// Bridge events only: the declarer's seat, and a board passed out (1).
    seat: Option<&'static str>,
    passed_out: i64,
}

impl ContractColumns {
    fn of(contract: Option<&Contract>) -> Self {
        let Some(c) = contract else {
            return ContractColumns::default();
        };
        if c.passed_out {
            return ContractColumns {
                passed_out: 1,
                ..ContractColumns::default()
            };
        }
        ContractColumns {
            seat: c.seat.map(Seat::letter),
            passed_out: 0,
            declarer: Some(direction_str(c.declarer)),
            level: Some(c.level),
            denomination: Some(c.denomination.as_str()),
            doubled: Some(c.doubled.as_str()),
            tricks: Some(c.tricks),
            honours_side: c.honours.map(|h| direction_str(h.side)),
            honours: c.honours.map(|h| h.count),
            honours_in_one_hand: c.honours.and_then(|h| h.in_one_hand),
            ns_revokes: Some(c.ns_revokes),
            ew_revokes: Some(c.ew_revokes),
        }
    }
}

impl Columns {
    /// The statement's parameters: `head`, then the entry's six columns, then who and when, then
    /// the contract's ten, in the order both the insert and the update list them.
    pub(super) fn after<'a>(
        &'a self,
        head: &[&'a dyn ToSql],
        by_and_at: [&'a dyn ToSql; 2],
    ) -> Vec<&'a dyn ToSql> {
        let columns: [&dyn ToSql; 6] = [
            &self.ns_tricks,
            &self.revoke_by,
            &self.revoke_count,
            &self.revoke_before,
            &self.ns_points,
            &self.ew_points,
        ];
        let c = &self.contract;
        let contract: [&dyn ToSql; 12] = [
            &c.declarer,
            &c.level,
            &c.denomination,
            &c.doubled,
            &c.tricks,
            &c.honours_side,
            &c.honours,
            &c.honours_in_one_hand,
            &c.ns_revokes,
            &c.ew_revokes,
            &c.seat,
            &c.passed_out,
        ];
        head.iter()
            .copied()
            .chain(columns)
            .chain(by_and_at)
            .chain(contract)
            .collect()
    }
}

pub(super) fn entry_columns(entry: &Entry, contract: Option<&Contract>) -> Columns {
    let contract = ContractColumns::of(contract);
    match entry {
        Entry::Whist { ns_tricks, revoke } => Columns {
            ns_tricks: Some(*ns_tricks),
            revoke_by: revoke.map(|r| direction_str(r.by)),
            revoke_count: revoke.map(|r| r.count),
            revoke_before: revoke.map(|r| r.tricks_before),
            ns_points: None,
            ew_points: None,
            contract,
        },
        Entry::Auction {
            ns_points,
            ew_points,
            ..
        } => Columns {
            ns_tricks: None,
            revoke_by: None,
            revoke_count: None,
            revoke_before: None,
            ns_points: Some(*ns_points),
            ew_points: Some(*ew_points),
            contract,
        },
    }
}
