//! The school's words and money, without a server.
use std::collections::BTreeMap;

use super::*;
use crate::db::tables::{Named, Status};

/// The settlement in the club's money at the table's stake a counter: pence with their "d",
/// £ s d, or a decimal currency; a pool's counters said as the pool's.
#[test]
fn the_settlement_is_said_in_the_clubs_money() {
    let named = |n: &str| Named {
        player: Player::Guest(n.into()),
        name: n.into(),
    };
    let table = PlayTable {
        id: 1,
        law: registry::find("nap").unwrap(),
        settings: serde_json::json!({}),
        stake: 3,
        per_hundred: false,
        dummy: None,
        status: Status::Open,
        night: None,
        season: "1909".into(),
        name: None,
        created_by: "D".into(),
        created_at: String::new(),
        sides: vec![vec![named("Al")], vec![named("Bea")]],
    };
    let kept = Kept {
        players: vec!["Al".into(), "Bea".into()],
        deals: Vec::new(),
        balances: vec![-8, 10],
        start: BTreeMap::from([("kitty".to_owned(), 2)]),
        pools: BTreeMap::from([("kitty".to_owned(), 0)]),
        settlement: vec![
            Payment {
                from: Account::Player(0),
                to: Account::Player(1),
                amount: 8,
            },
            Payment {
                from: Account::Pool("kitty".into()),
                to: Account::Player(1),
                amount: 2,
            },
        ],
        joined: vec![1, 1],
        left: vec![None, None],
        played: Vec::new(),
    };
    let pence = SchoolView::of(&kept, &table, &ClubSettings::default());
    assert_eq!(
        pence.settlement,
        vec![
            "Al pays Bea 8 counters = 24d",
            "The kitty held 2 counters at the start and holds nothing now; the 2 counters it \
             gave up are part of the players' balances, made up out of its money: Bea 2 \
             counters = 6d."
        ]
    );
    assert_eq!(pence.stake, "3 pence a counter");
    assert_eq!(pence.worth, "3d");
    assert_eq!(pence.start, "kitty 2");
    let lsd = ClubSettings {
        money: Money::Lsd,
        ..ClubSettings::default()
    };
    let lsd = SchoolView::of(&kept, &table, &lsd);
    assert_eq!(lsd.settlement[0], "Al pays Bea 8 counters = 2s");
    assert_eq!(lsd.players[1].money, "2s 6d");
    assert_eq!(lsd.players[0].money, "-2s");
    assert_eq!(lsd.stake, "3d a counter");
    assert_eq!(lsd.players[0].balance, "-8");
    assert_eq!(lsd.players[1].balance, "+10");
}

/// Counters left in a pool are said as the pool's, carried to the next sitting, with whose
/// debts they come out of; the payments between players stay payments.
#[test]
fn a_pool_left_at_the_end_is_said_as_carried() {
    let kept = Kept {
        players: vec!["Al".into(), "Bea".into(), "Cy".into()],
        deals: Vec::new(),
        balances: vec![-5, 4, -1],
        start: BTreeMap::new(),
        pools: BTreeMap::from([("pool".to_owned(), 2)]),
        settlement: vec![
            Payment {
                from: Account::Player(0),
                to: Account::Player(1),
                amount: 4,
            },
            Payment {
                from: Account::Player(0),
                to: Account::Pool("pool".into()),
                amount: 1,
            },
            Payment {
                from: Account::Player(2),
                to: Account::Pool("pool".into()),
                amount: 1,
            },
        ],
        joined: vec![1, 1, 1],
        left: vec![None, None, None],
        played: Vec::new(),
    };
    let lines = who_pays_whom(&kept, &|n| format!("{n}d"));
    assert_eq!(
        lines,
        vec![
            "Al pays Bea 4 counters = 4d",
            "The pool held nothing at the start and holds 2 counters = 2d now, carried to \
             the next sitting; the 2 counters put into it are part of the players' \
             balances, paid into it out of what is owed: Al 1 counter = 1d, Cy 1 counter = 1d."
        ]
    );
}

/// The brief's kitty: 3 brought in, Frank took it at a deal, 1 left; Ben is owed most. The
/// kitty's line says what it held and holds, and that the difference is in the balances; no
/// line says the kitty paid Ben or Ben took from it.
#[test]
fn a_kitty_that_gave_up_counters_is_said_without_a_false_event() {
    let kept = Kept {
        players: vec!["Ben".into(), "Frank".into(), "Gus".into()],
        deals: Vec::new(),
        balances: vec![5, -1, -2],
        start: BTreeMap::from([("kitty".to_owned(), 3)]),
        pools: BTreeMap::from([("kitty".to_owned(), 1)]),
        settlement: vec![
            Payment {
                from: Account::Player(2),
                to: Account::Player(0),
                amount: 2,
            },
            Payment {
                from: Account::Pool("kitty".into()),
                to: Account::Player(0),
                amount: 2,
            },
            Payment {
                from: Account::Player(1),
                to: Account::Player(0),
                amount: 1,
            },
        ],
        joined: vec![1, 1, 1],
        left: vec![None, None, None],
        played: Vec::new(),
    };
    let lines = who_pays_whom(&kept, &|n| format!("{n}d"));
    assert_eq!(
        lines,
        vec![
            "Gus pays Ben 2 counters = 2d",
            "Frank pays Ben 1 counter = 1d",
            "The kitty held 3 counters at the start and holds 1 counter = 1d now, carried to \
             the next sitting; the 2 counters it gave up are part of the players' balances, \
             made up out of its money: Ben 2 counters = 2d."
        ]
    );
    assert!(lines.iter().all(|l| !l.contains("kitty pays")), "{lines:?}");
}
