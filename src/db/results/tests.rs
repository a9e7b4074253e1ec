//! Entering, correcting and locking results against the movement.

use chrono::NaiveDate;

use super::*;
use crate::db::events::{self, NewEvent, Status};
use crate::laws::duplicate::RevokeRule;

/// A fresh database with a 3-table, 2-boards-a-round whist event.
fn setup() -> (tempfile::TempDir, crate::db::Pool, i64) {
    let dir = tempfile::tempdir().unwrap();
    let pool = crate::db::open(&dir.path().join("t.db")).unwrap();
    let new = NewEvent {
        name: "Test".into(),
        date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap(),
        season: String::new(),
        game: Game::Whist,
        tables: 3,
        boards_per_round: 2,
        rounds: None,
        revoke_rule: RevokeRule::General,
    };
    let id = crate::db::write(&pool, |tx| events::create(tx, &new)).unwrap();
    (dir, pool, id)
}

fn tricks(n: u8) -> Entry {
    Entry::Whist {
        ns_tricks: n,
        revoke: None,
    }
}

#[test]
fn enter_checks_the_movement_and_refuses_a_second_result() {
    let (_dir, pool, id) = setup();
    crate::db::write(&pool, |tx| {
        let event = events::get(tx, id)?;
        let ok = NewResult {
            board: 1,
            ns: 1,
            ew: 1,
            entry: tricks(7),
            contract: None,
        };
        enter(tx, &event, &ok, "D")?;
        let again = enter(tx, &event, &ok, "D");
        assert!(matches!(again, Err(DbError::Invalid { ref field, .. }) if field == "board"));
        // Board 1 is at table 1 in round 1 only, where E-W 1 sits.
        let stray = NewResult { ew: 2, ..ok };
        assert!(matches!(
            enter(tx, &event, &stray, "D"),
            Err(DbError::Invalid { .. })
        ));
        Ok(())
    })
    .unwrap();
    let rows = crate::db::read(&pool, |c| list(c, id)).unwrap();
    assert_eq!((rows.len(), rows[0].round, rows[0].table), (1, 1, 1));
}

/// An event entered by contract keeps the points the law scores from the contract, whatever
/// points the caller passed, and refuses a result without one.
#[test]
fn a_contract_is_scored_by_the_law_when_it_is_stored() {
    use crate::db::events::AuctionEntry;
    use crate::laws::duplicate::Direction;
    use crate::laws::duplicate_auction::{Caps, Denomination, Doubled};
    let (_dir, pool, _) = setup();
    let new = NewEvent {
        name: "Contract".into(),
        date: NaiveDate::from_ymd_opt(1927, 3, 10).unwrap(),
        season: String::new(),
        game: Game::Auction,
        tables: 3,
        boards_per_round: 2,
        rounds: None,
        revoke_rule: RevokeRule::General,
    };
    let id = crate::db::write(&pool, |tx| {
        let id = events::create(tx, &new)?;
        events::set_auction_entry(tx, id, AuctionEntry::Contract, Caps::Kwc)?;
        Ok(id)
    })
    .unwrap();
    // Seven no-trumps redoubled, all thirteen: 605 capped at 500 (KWC law 10).
    let contract = Contract::check(&Typed {
        declarer: Direction::Ns,
        level: 7,
        denomination: Denomination::Notrump,
        doubled: Doubled::Redoubled,
        tricks: 13,
        honours_side: None,
        honours: None,
        honours_in_one_hand: None,
        ns_revokes: None,
        ew_revokes: None,
    })
    .unwrap();
    let wrong_points = Entry::Auction {
        ns_points: 1,
        ew_points: 2,
        excess: 0,
    };
    let result = NewResult {
        board: 1,
        ns: 1,
        ew: 1,
        entry: wrong_points,
        contract: None,
    };
    let refused = crate::db::write(&pool, |tx| enter(tx, &events::get(tx, id)?, &result, "D"));
    assert!(matches!(refused, Err(DbError::Invalid { ref field, .. }) if field == "level"));
    crate::db::write(&pool, |tx| {
        let with_contract = NewResult {
            contract: Some(contract),
            ..result
        };
        enter(tx, &events::get(tx, id)?, &with_contract, "D")
    })
    .unwrap();
    let rows = crate::db::read(&pool, |c| list(c, id)).unwrap();
    assert_eq!(
        rows[0].entry,
        Entry::Auction {
            ns_points: 500,
            ew_points: 0,
            excess: 105
        }
    );
    assert_eq!(rows[0].contract, Some(contract));
    // Once a result is in, the way of entry is fixed.
    let late = crate::db::write(&pool, |tx| {
        events::set_auction_entry(tx, id, AuctionEntry::Points, Caps::Kwc)
    });
    assert!(late.is_err());
}

#[test]
fn correction_keeps_the_old_value_and_final_locks() {
    let (_dir, pool, id) = setup();
    let rid = crate::db::write(&pool, |tx| {
        let event = events::get(tx, id)?;
        let new = NewResult {
            board: 2,
            ns: 1,
            ew: 1,
            entry: tricks(6),
            contract: None,
        };
        let rid = enter(tx, &event, &new, "Ann")?;
        correct(tx, &event, rid, &tricks(8), None, "Bob")?;
        Ok(rid)
    })
    .unwrap();
    let history = crate::db::read(&pool, |c| history(c, id, Some(2))).unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[1].old.as_deref(), Some("N-S 6 tricks"));
    assert_eq!(history[1].new.as_deref(), Some("N-S 8 tricks"));
    assert_eq!(history[1].by, "Bob");
    crate::db::write(&pool, |tx| events::set_status(tx, id, Status::Final, "Ann")).unwrap();
    let locked = crate::db::write(&pool, |tx| {
        let event = events::get(tx, id)?;
        correct(tx, &event, rid, &tricks(9), None, "Bob")
    });
    assert!(matches!(locked, Err(DbError::Invalid { ref field, .. }) if field == "event"));
    let log = crate::db::read(&pool, |c| events::log(c, id)).unwrap();
    assert_eq!(log[0].action, "marked final");
}
