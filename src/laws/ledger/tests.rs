//! The ledger's promises: nothing created or lost, a pool never below nothing, the settlement
//! paying exactly the nets in fewer payments than accounts; and a school played through it.

use std::collections::BTreeMap;

use proptest::prelude::*;
use serde::Deserialize;
use serde_json::{Value, json};

use super::school::{self, At, Game};
use super::*;

fn nets(list: &[i64]) -> Vec<(Account, i64)> {
    list.iter()
        .enumerate()
        .map(|(i, &n)| (Account::Player(i), n))
        .collect()
}

/// By hand: Cat owes 100; Bob is owed 50, Ann 30, Dan 20: Cat pays each, the largest first.
#[test]
fn the_largest_debt_meets_the_largest_credit() {
    let pays: Vec<(Account, Account, i64)> = settle(&nets(&[30, 50, -100, 20]))
        .into_iter()
        .map(|p| (p.from, p.to, p.amount))
        .collect();
    use Account::Player as P;
    assert_eq!(
        pays,
        vec![(P(2), P(1), 50), (P(2), P(0), 30), (P(2), P(3), 20)]
    );
    assert!(settle(&nets(&[0, 0, 0])).is_empty());
}

#[test]
fn a_pool_cannot_pay_out_what_it_does_not_hold() {
    let mut ledger = Ledger::new(3, BTreeMap::from([("kitty".to_owned(), 4)]));
    let mut t = Transfers::new(3);
    t.out_of_pool(0, "kitty", 5);
    let e = ledger.post("deals[0]", t).unwrap_err();
    assert_eq!(e.field, "deals[0]");
    assert!(e.message.contains("holds 4"), "{}", e.message);
    assert!(ledger.posted().is_empty());
    assert_eq!(ledger.pool("kitty"), 4);
}

/// Counters left in a pool are paid "to" it by those who put them there.
#[test]
fn counters_left_in_a_pool_are_settled_to_it() {
    let mut ledger = Ledger::new(3, BTreeMap::new());
    let mut t = Transfers::new(3);
    for p in 0..3 {
        t.into_pool(p, "pool", 3);
    }
    ledger.post("deals[0]", t).unwrap();
    let mut t = Transfers::new(3);
    t.out_of_pool(1, "pool", 6);
    ledger.post("deals[1]", t).unwrap();
    assert_eq!(ledger.balances(), &[-3, 3, -3]);
    assert_eq!(ledger.pool("pool"), 3);
    let pays = ledger.settlement();
    assert_eq!(
        pays,
        vec![
            Payment {
                from: Account::Player(0),
                to: Account::Player(1),
                amount: 3
            },
            Payment {
                from: Account::Player(2),
                to: Account::Pool("pool".into()),
                amount: 3
            },
        ]
    );
}

/// A toy game for the school's plumbing: the winner takes `stake` from each other player, and
/// each player puts one into the pool, which the winner of a "sweep" takes.
struct Toy;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ToyDeal {
    winner: usize,
    #[serde(default)]
    sweep: bool,
}

#[derive(Default, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
struct ToySettings {
    #[serde(default)]
    stake: Option<i64>,
}

impl Game for Toy {
    type Settings = ToySettings;
    type Deal = ToyDeal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=4;

    fn deal(s: &ToySettings, at: &At<'_>, _: &mut (), d: &ToyDeal) -> Result<Transfers, LawError> {
        let w = at.player("winner", d.winner)?;
        let mut t = at.transfers().with_note(format!("{} wins", at.name(w)));
        t.each_pays(&at.others(w), w, s.stake.unwrap_or(2));
        for &p in &at.seated {
            t.into_pool(p, "pool", 1);
        }
        if d.sweep {
            let all = at.ledger.pool("pool") + at.seated.len() as i64;
            t.out_of_pool(w, "pool", all);
        }
        Ok(t)
    }
}

fn toy(input: Value) -> Result<Value, LawError> {
    school::score::<Toy>(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

#[test]
fn a_school_answers_in_the_promised_shape() {
    let out = toy(json!({
        "players": ["A", "B", "C"],
        "deals": [{"winner": 0}, {"winner": 1, "sweep": true}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([3, -3, -3]));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 3}));
    assert_eq!(out["deals"][1]["amounts"], json!([-3, 9, -3]));
    assert_eq!(out["balances"], json!([0, 6, -6]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    assert_eq!(
        out["settlement"],
        json!([{"from": 2, "to": 1, "amount": 6}])
    );
}

/// A player who joins at deal 2 and one who leaves after deal 1 play only while present, and
/// a deal may name who plays.
#[test]
fn players_come_and_go_between_deals() {
    let out = toy(json!({
        "settings": {"joined": [null, null, null, 2], "left": [null, null, 1]},
        "players": ["A", "B", "C", "D"],
        "deals": [{"winner": 0}, {"winner": 3}, {"winner": 1, "seated": [0, 1]}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([3, -3, -3, 0]));
    assert_eq!(out["deals"][1]["amounts"], json!([-3, -3, 0, 3]));
    assert_eq!(out["deals"][2]["amounts"], json!([-3, 1, 0, 0]));
    let e = toy(json!({
        "settings": {"joined": [null, null, null, 2]},
        "players": ["A", "B", "C", "D"],
        "deals": [{"winner": 3}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].winner");
    assert!(e.message.contains("D does not play"), "{}", e.message);
    let e = toy(json!({
        "settings": {"joined": [null, null, null, 2]},
        "players": ["A", "B", "C", "D"],
        "deals": [{"winner": 0, "seated": [0, 3]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].seated");
    let e =
        toy(json!({"players": ["A", "B", "C", "D", "E"], "deals": [{"winner": 0}]})).unwrap_err();
    assert_eq!(e.field, "deals[0].seated");
    assert!(e.message.contains("5 play"), "{}", e.message);
    let ticks = toy(json!({
        "players": ["A", "B", "C", "D", "E"],
        "deals": [{"winner": 0, "seated": [true, false, true]}]
    }))
    .unwrap();
    assert_eq!(ticks["deals"][0]["amounts"], json!([1, 0, -3, 0, 0]));
}

#[test]
fn a_school_refuses_in_words() {
    let e = toy(json!({"players": ["A"], "deals": []})).unwrap_err();
    assert_eq!(e.field, "players");
    let e = toy(json!({"players": ["A", "B"], "pools": {"pool": -1}})).unwrap_err();
    assert_eq!(e.field, "pools.pool");
    let e = toy(json!({"players": ["A", "B"], "deals": [{"winner": 7}]})).unwrap_err();
    assert_eq!(e.field, "deals[0].winner");
    let e = toy(json!({"players": ["A", "B"], "deals": [{"winner": 0, "hearts": 2}]})).unwrap_err();
    assert!(e.field.starts_with("deals[0]"), "{}", e.field);
    let e = toy(json!({"players": ["A", "B"], "settings": {"stake": "x"}})).unwrap_err();
    assert!(e.field.starts_with("settings"), "{}", e.field);
}

#[test]
fn the_pad_keeps_each_players_balance_and_the_pools() {
    let input = crate::laws::pad::PadInput {
        settings: Value::Null,
        sides: vec!["A".into(), "B".into(), "C".into()],
        deals: vec![json!({"winner": 0}), json!({"winner": 1})],
    };
    let pad = school::pad::<Toy>(&input).unwrap();
    assert_eq!(pad.net(), vec![0, 0, -6]);
    match &pad.rows[1] {
        crate::laws::pad::Row::Deal { below, note, .. } => {
            assert_eq!(below[1][0].label, "now 0");
            assert!(note.contains("In the pools: pool 6."), "{note}");
        }
        other => panic!("{other:?}"),
    }
    let foot = &pad.settled[0].label;
    // The pool's counters are said as the pool's, not as a payment of C's to it.
    assert!(
        foot.contains("6 go into the pool for the next sitting, out of what C owes"),
        "{foot}"
    );
}

/// A pool that gave up counters it held at the start (the kitty of 3 brought in, 1 left) is
/// settled against the largest creditor; the words say so without making it a deal's event
/// (fresh eyes, s3 item 2: "Ben takes 2 of what the kitty held" when Ben never took it).
#[test]
fn a_pool_giving_up_its_start_names_no_taker() {
    let words = school::settlement_in_words(
        &[
            Payment {
                from: Account::Player(0),
                to: Account::Player(1),
                amount: 4,
            },
            Payment {
                from: Account::Pool("kitty".into()),
                to: Account::Player(1),
                amount: 2,
            },
        ],
        &["Al".into(), "Ben".into()],
    );
    assert_eq!(
        words,
        "Al pays Ben 4; 2 that the kitty gave up of what it held at the start, part of the \
         balances, go to Ben in the settlement"
    );
    assert!(!words.contains("takes"), "{words}");
}

/// A player who played and came out even writes 0 and his running total; one standing out of
/// the deal keeps a blank cell (fresh eyes, s3 item 4: the 0 was left blank as if she sat out).
#[test]
fn a_player_who_played_and_came_out_even_writes_0() {
    let input = crate::laws::pad::PadInput {
        settings: json!({"stake": 1}),
        sides: vec!["A".into(), "B".into(), "C".into()],
        // A wins 1 from B and puts 1 into the pool: even. C stands out.
        deals: vec![json!({"winner": 0, "seated": [0, 1]})],
    };
    let pad = school::pad::<Toy>(&input).unwrap();
    match &pad.rows[0] {
        crate::laws::pad::Row::Deal { below, note, .. } => {
            assert_eq!(below[0], vec![crate::laws::pad::Item::new(0, "now 0")]);
            assert_eq!(below[1], vec![crate::laws::pad::Item::new(-2, "now -2")]);
            assert!(below[2].is_empty(), "{:?}", below[2]);
            assert!(note.contains("C stands out."), "{note}");
        }
        other => panic!("{other:?}"),
    }
}

fn transfers() -> impl Strategy<Value = Vec<(u8, usize, usize, i64)>> {
    prop::collection::vec((0u8..4, 0usize..5, 0usize..5, 0i64..20), 0..12)
}

fn build(moves: &[(u8, usize, usize, i64)]) -> Transfers {
    let mut t = Transfers::new(5);
    for &(kind, a, b, n) in moves {
        match kind {
            0 => t.pay(a, b, n),
            1 => t.into_pool(a, ["pool", "kitty"][b % 2], n),
            2 => t.each_pays(&[a, b], (a + b) % 5, n),
            _ => t.pays_each(a, &[b, (a + 1) % 5], n),
        }
    }
    t
}

proptest! {
    /// Every deal's transfers plus the pools' change sum to nothing; posting deals one by one
    /// gives the balances their sum gives; the settlement pays exactly the nets, in fewer
    /// payments than accounts, and nobody both pays and receives.
    #[test]
    fn nothing_is_created_or_lost(deals in prop::collection::vec(transfers(), 1..8)) {
        let mut ledger = Ledger::new(5, BTreeMap::new());
        let mut total = vec![0i64; 5];
        for (i, moves) in deals.iter().enumerate() {
            let t = build(moves);
            prop_assert_eq!(t.sum(), 0);
            for (s, a) in total.iter_mut().zip(t.amounts()) {
                *s += a;
            }
            ledger.post(&format!("deals[{i}]"), t).unwrap();
        }
        prop_assert_eq!(ledger.balances(), total.as_slice());
        let nets = ledger.nets();
        prop_assert_eq!(nets.iter().map(|(_, n)| n).sum::<i64>(), 0);
        let pays = ledger.settlement();
        prop_assert!(pays.len() < nets.len().max(1));
        let mut left: BTreeMap<Account, i64> = nets.iter().cloned().collect();
        for p in &pays {
            prop_assert!(p.amount > 0);
            *left.get_mut(&p.from).unwrap() += p.amount;
            *left.get_mut(&p.to).unwrap() -= p.amount;
            prop_assert!(!pays.iter().any(|q| q.to == p.from));
        }
        prop_assert!(left.values().all(|&n| n == 0));
    }
}
