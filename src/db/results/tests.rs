//! Entering, correcting and locking results against the movement.

use chrono::NaiveDate;

use super::*;
use crate::db::events::{self, NewEvent, Status};
use crate::laws::duplicate::RevokeRule;
use crate::laws::duplicate_auction::{Denomination, Doubled, Typed};

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

/// A duplicate contract bridge event: results are scored by the board's vulnerability, keep the
/// declarer's seat and "passed out" through a correction, and the 1926 form is refused (and the
/// other way round in a compass auction event).
#[test]
fn a_bridge_event_scores_by_vulnerability_and_keeps_the_seat() {
    use crate::db::events::AuctionEntry;
    use crate::laws::contract_duplicate::{Bid, Played, Seat};
    use crate::laws::duplicate_auction::Caps;
    let (_dir, pool, _) = setup();
    let auction = |name: &str| NewEvent {
        name: name.into(),
        date: NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        season: String::new(),
        game: Game::Auction,
        tables: 3,
        boards_per_round: 2,
        rounds: None,
        revoke_rule: RevokeRule::General,
    };
    let (bridge, kwc) = crate::db::write(&pool, |tx| {
        let bridge = events::create(tx, &auction("Bridge"))?;
        events::set_bridge(tx, bridge)?;
        let kwc = events::create(tx, &auction("Auction"))?;
        events::set_auction_entry(tx, kwc, AuctionEntry::Contract, Caps::Kwc)?;
        Ok((bridge, kwc))
    })
    .unwrap();
    let four_spades = match Bid::parse("4S").unwrap() {
        Bid::Contract(c) => Played::Contract {
            contract: c,
            declarer: Seat::North,
            tricks: 10,
        },
        Bid::PassedOut => unreachable!(),
    };
    let stand_in = Entry::Auction {
        ns_points: 0,
        ew_points: 0,
        excess: 0,
    };
    let result = |board: u32, played: &Played| NewResult {
        board,
        ns: 1,
        ew: 1,
        entry: stand_in,
        contract: Some(Contract::bridge(played)),
    };
    // Board 2: N-S vulnerable, four spades made by North, 620.
    let rid = crate::db::write(&pool, |tx| {
        let event = events::get(tx, bridge)?;
        assert!(event.is_bridge());
        enter(tx, &event, &result(1, &Played::PassedOut), "D")?;
        enter(tx, &event, &result(2, &four_spades), "D")
    })
    .unwrap();
    let rows = crate::db::read(&pool, |c| list(c, bridge)).unwrap();
    assert_eq!(rows[0].entry, stand_in);
    assert_eq!(
        rows[0].contract.and_then(|c| c.played()),
        Some(Played::PassedOut)
    );
    assert_eq!(
        rows[1].entry,
        Entry::Auction {
            ns_points: 620,
            ew_points: 0,
            excess: 0
        }
    );
    assert_eq!(rows[1].contract.and_then(|c| c.played()), Some(four_spades));
    crate::db::write(&pool, |tx| {
        let event = events::get(tx, bridge)?;
        let passed = Contract::bridge(&Played::PassedOut);
        correct(tx, &event, rid, &stand_in, Some(&passed), "Bob")
    })
    .unwrap();
    let history = crate::db::read(&pool, |c| history(c, bridge, Some(2))).unwrap();
    assert_eq!(
        history[1].old.as_deref(),
        Some("4S by N, 10 tricks: N-S 620, E-W -620")
    );
    assert_eq!(history[1].new.as_deref(), Some("passed out: N-S 0, E-W 0"));
    // The 1926 contract (a side, no seat) is not a bridge result, and a seat is not the 1926
    // laws' declarer.
    let kwc_contract = Contract::check(&Typed {
        declarer: crate::laws::duplicate::Direction::Ns,
        level: 4,
        denomination: Denomination::Spades,
        doubled: Doubled::No,
        tricks: 10,
        honours_side: None,
        honours: None,
        honours_in_one_hand: None,
        ns_revokes: None,
        ew_revokes: None,
    })
    .unwrap();
    let refused = crate::db::write(&pool, |tx| {
        let new = NewResult {
            ns: 2,
            ew: 2,
            contract: Some(kwc_contract),
            ..result(3, &four_spades)
        };
        enter(tx, &events::get(tx, bridge)?, &new, "D")
    });
    assert!(matches!(refused, Err(DbError::Invalid { ref field, .. }) if field == "level"));
    let refused = crate::db::write(&pool, |tx| {
        enter(tx, &events::get(tx, kwc)?, &result(1, &four_spades), "D")
    });
    assert!(matches!(refused, Err(DbError::Invalid { ref field, .. }) if field == "declarer"));
}

/// Slip 1 of round 1 (boards 1 and 2, N-S 1 against E-W 1) typed with `n` tricks, the form
/// opened blank.
fn blank_slip(n: u8) -> slip::Slip {
    let board = |board| slip::Board {
        board,
        typed: Some((tricks(n), None)),
        opened_at: None,
        passed_fouled: None,
    };
    slip::Slip {
        ns: 1,
        ew: 1,
        boards: vec![board(1), board(2)],
        first_field: "ns_tricks",
    }
}

/// A slip saved as new after another save of it is asked about (a scorer, even one who
/// confirmed other corrections) or queued (a phone), decided inside the transaction: the first
/// save stands, and only the director's confirming overwrites it.
#[test]
fn a_stale_new_slip_is_asked_or_queued_inside_the_transaction() {
    use crate::db::codes::{Kind, Seat, pending};
    let (_dir, pool, id) = setup();
    let save = |typed: u8, saver: slip::Saver| {
        crate::db::write(&pool, |tx| {
            let event = events::get(tx, id)?;
            slip::save(tx, &event, &blank_slip(typed), &saver, "S")
        })
    };
    assert_eq!(
        save(7, slip::Saver::Scorer { confirmed: false }).unwrap(),
        slip::Saved::Saved
    );
    for confirmed in [false, true] {
        let Ok(slip::Saved::Ask {
            corrections,
            stored,
        }) = save(8, slip::Saver::Scorer { confirmed })
        else {
            panic!("not asked");
        };
        assert_eq!(corrections[0], "Board 1: N-S 7 tricks → N-S 8 tricks");
        assert_eq!(stored.len(), 2);
    }
    // The same values again change nothing, and are no conflict.
    assert_eq!(
        save(7, slip::Saver::Scorer { confirmed: false }).unwrap(),
        slip::Saved::Saved
    );
    let seat = Seat {
        kind: Kind::Event,
        owner: id,
        round: 1,
        table: 1,
    };
    let entry = vec![("ns_tricks_1".to_owned(), "9".to_owned())];
    let queued = save(9, slip::Saver::Code { seat, entry });
    assert!(
        matches!(queued, Ok(slip::Saved::Queued { .. })),
        "{queued:?}"
    );
    let rows = crate::db::read(&pool, |c| list(c, id)).unwrap();
    assert!(rows.iter().all(|r| r.entry == tricks(7) && r.version == 1));
    let waiting = crate::db::read(&pool, |c| pending(c, Kind::Event, id)).unwrap();
    assert_eq!(waiting.len(), 1);
    // A second correction from the same seat replaces the first, which is then refused.
    let entry = vec![("ns_tricks_1".to_owned(), "10".to_owned())];
    let older = waiting[0].id;
    let Ok(slip::Saved::Queued { id: newer, .. }) = save(10, slip::Saver::Code { seat, entry })
    else {
        panic!("not queued");
    };
    let waiting = crate::db::read(&pool, |c| pending(c, Kind::Event, id)).unwrap();
    assert_eq!(waiting.iter().map(|w| w.id).collect::<Vec<_>>(), [newer]);
    let gone = crate::db::read(&pool, |c| crate::db::codes::replaced(c, Kind::Event, id));
    assert_eq!(
        gone.unwrap().iter().map(|w| w.id).collect::<Vec<_>>(),
        [older]
    );
    let confirming = |correction| slip::Saver::Confirming {
        correction,
        director: "D".to_owned(),
    };
    assert!(matches!(
        save(10, confirming(older)),
        Err(DbError::Invalid { field, .. }) if field == "correction"
    ));
    assert_eq!(save(9, confirming(newer)).unwrap(), slip::Saved::Saved);
    let rows = crate::db::read(&pool, |c| list(c, id)).unwrap();
    assert!(rows.iter().all(|r| r.entry == tricks(9) && r.version == 2));
}

/// A correction carried at an old version is refused inside the save, and a blank row over a
/// stored result is refused at its field; nothing is written.
#[test]
fn a_slip_refuses_a_stale_version_and_a_blanked_result() {
    let (_dir, pool, id) = setup();
    let save = |s: slip::Slip, confirmed: bool| {
        crate::db::write(&pool, |tx| {
            let event = events::get(tx, id)?;
            slip::save(tx, &event, &s, &slip::Saver::Scorer { confirmed }, "S")
        })
    };
    save(blank_slip(7), false).unwrap();
    let opened_at = |mut s: slip::Slip, version| {
        for b in &mut s.boards {
            b.opened_at = Some(version);
        }
        s
    };
    assert_eq!(
        save(opened_at(blank_slip(8), 1), true).unwrap(),
        slip::Saved::Saved
    );
    // Opened at version 1, saved after the version 2 just written: stale.
    let Err(DbError::Refused(refused)) = save(opened_at(blank_slip(9), 1), true) else {
        panic!("a stale version was saved");
    };
    assert!(refused.iter().any(|(f, _)| f == "1:stale"), "{refused:?}");
    let mut blanked = opened_at(blank_slip(8), 2);
    blanked.boards[1].typed = None;
    let Err(DbError::Refused(refused)) = save(blanked, true) else {
        panic!("a blank row removed a result");
    };
    assert!(
        refused.iter().any(|(f, _)| f == "2:ns_tricks"),
        "{refused:?}"
    );
    let rows = crate::db::read(&pool, |c| list(c, id)).unwrap();
    assert!(rows.iter().all(|r| r.entry == tricks(8) && r.version == 2));
}
