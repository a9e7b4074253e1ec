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
    };
    let pence = SchoolView::of(&kept, &table, &ClubSettings::default());
    assert_eq!(
        pence.settlement,
        vec![
            "Al pays Bea 8 counters = 24d",
            "The kitty: empty at the end; shared out of the 2 counters it held at the \
             start: Bea 2 counters = 6d."
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
    };
    let lines = who_pays_whom(&kept, &|n| format!("{n}d"));
    assert_eq!(
        lines,
        vec![
            "Al pays Bea 4 counters = 4d",
            "The pool: 2 counters = 2d left in it, carried to the next sitting; paid into \
             it out of what is owed: Al 1 counter = 1d, Cy 1 counter = 1d."
        ]
    );
}
