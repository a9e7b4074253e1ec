use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn input(settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: vec!["A-B".to_owned(), "Y-Z".to_owned()],
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn points(deal: Value) -> [i64; 2] {
    let (_, s, _) = play(&input(Value::Null, json!([deal]))).unwrap();
    s[0].points
}

fn refusal(deals: Value) -> String {
    pad(&input(Value::Null, deals)).unwrap_err().field
}

/// Seed 001 L13059–13062 and L13112–13116: Whist five a trick over the book and 30 for the grand
/// slam, at most 65; Grand nine a trick and 40, at most 103.
#[test]
fn the_highest_scores() {
    assert_eq!(
        points(json!({"game": "whist", "bidder": 0, "bid": 60, "tricks": 13})),
        [65, 0]
    );
    assert_eq!(
        points(json!({"game": "grand", "bidder": 0, "bid": 100, "tricks": 13})),
        [103, 0]
    );
}

/// Seed 001 L13123–13125: "He may make five by cards at grand, worth 45, on a bid of 5."
#[test]
fn the_bidder_scores_all_he_makes() {
    assert_eq!(
        points(json!({"game": "grand", "bidder": 1, "bid": 5, "tricks": 11})),
        [0, 45]
    );
}

/// Seed 001 L13131–13139: bid 15, clubs at Whist, two by cards (10): set back 15, the opponents
/// nothing; five tricks of thirteen: set back 15, the opponents 10 for their two by cards.
#[test]
fn a_failed_whist() {
    assert_eq!(
        points(json!({"game": "whist", "bidder": 0, "bid": 15, "tricks": 8})),
        [-15, 0]
    );
    assert_eq!(
        points(json!({"game": "whist", "bidder": 0, "bid": 15, "tricks": 5})),
        [-15, 10]
    );
}

/// Seed 001 L13140–13144: bid 20 at Grand, the adversaries take the odd trick: 9 to them, the
/// bidder set back 20 and 9, 29.
#[test]
fn a_failed_grand_is_a_double_penalty() {
    assert_eq!(
        points(json!({"game": "grand", "bidder": 0, "bid": 20, "tricks": 6})),
        [-29, 9]
    );
}

/// Seed 001 L13146–13165: Euchre failed: bid 10, three tricks, back 30; bid 20 not alone, no
/// march, back 40; bid 20 alone, not all the tricks, back 40; a lone bid of 25 fails, back 50.
#[test]
fn a_failed_euchre() {
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 10, "tricks": 3}))[0],
        -30
    );
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 20, "tricks": 4}))[0],
        -40
    );
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 20, "tricks": 4, "alone": true}))[0],
        -40
    );
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 25, "tricks": 4, "alone": true}))[0],
        -50
    );
    // L13063–13069: the point 5, four 10, a march 20, alone 25; the opponents' three tricks a
    // point to them [INFER], or nothing by the setting.
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 5, "tricks": 5})),
        [20, 0]
    );
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 25, "tricks": 5, "alone": true})),
        [25, 0]
    );
    assert_eq!(
        points(json!({"game": "euchre", "bidder": 0, "bid": 10, "tricks": 2})),
        [-30, 5]
    );
    let (_, s, _) = play(&input(
        json!({"euchre_opponents": "nothing"}),
        json!([{"game": "euchre", "bidder": 0, "bid": 10, "tricks": 2}]),
    ))
    .unwrap();
    assert_eq!(s[0].points, [-30, 0]);
}

/// Seed 001 L13088–13110: a side that takes no heart scores 50 and the other goes back 13; a
/// bidder who takes hearts goes back his bid and one a heart, the other side one a heart.
#[test]
fn hearts() {
    assert_eq!(
        points(json!({"game": "hearts", "bidder": 0, "bid": 10, "hearts": [0, 13]})),
        [50, -13]
    );
    assert_eq!(
        points(json!({"game": "hearts", "bidder": 0, "bid": 10, "hearts": [4, 9]})),
        [-14, -9]
    );
    // Declared by the eldest when the dealer's side has 70: each side back a heart, or 50.
    let sixty_five = json!({"game": "whist", "bidder": 1, "bid": 5, "tricks": 13});
    let five = json!({"game": "whist", "bidder": 1, "bid": 5, "tricks": 7});
    let declared = json!({"game": "declared_hearts", "bidder": 0, "hearts": [3, 10]});
    let (_, s, _) = play(&input(Value::Null, json!([sixty_five, five, declared]))).unwrap();
    assert_eq!(s[2].points, [-3, -10]);
    assert_eq!(s[2].crosses, [0, 0]);
    let (_, s, _) = play(&input(
        json!({"crosses": "every_set_back"}),
        json!([sixty_five, five, declared]),
    ))
    .unwrap();
    assert_eq!(s[2].crosses, [1, 1]);
    assert_eq!(
        refusal(json!([{"game": "declared_hearts", "bidder": 0, "hearts": [0, 13]}])),
        "deals[0].game"
    );
    assert_eq!(
        refusal(json!([{"game": "hearts", "bidder": 0, "bid": 55, "hearts": [0, 13]}])),
        "deals[0].game"
    );
}

/// Seed 001 L13036–13048: A-B 55 with eleven crosses, Y-Z 70 with eight: A-B pay 45 and 30, 75;
/// with the crosses the other way round, 15 only.
#[test]
fn quitting_time_pays_the_points_short_and_the_crosses() {
    // A bid of 10 at Whist with one by cards (5) fails: back 10, the opponents nothing.
    let fail = |side: usize| json!({"game": "whist", "bidder": side, "bid": 10, "tricks": 7});
    let make = |side: usize, tricks: i64| json!({"game": "whist", "bidder": side, "bid": 5, "tricks": tricks});
    let sitting = |ab_fails: usize, yz_fails: usize, ab: &[i64], yz: &[i64]| {
        let mut deals: Vec<Value> = Vec::new();
        deals.extend((0..ab_fails).map(|_| fail(0)));
        deals.extend((0..yz_fails).map(|_| fail(1)));
        deals.extend(ab.iter().map(|&t| make(0, t)));
        deals.extend(yz.iter().map(|&t| make(1, t)));
        deals.push(json!({"quit": true}));
        play(&input(Value::Null, Value::Array(deals))).unwrap()
    };
    // A-B −110 + 65 + 65 + 30 + 5 = 55; Y-Z −80 + 65 + 65 + 20 = 70.
    let (_, s, p) = sitting(11, 8, &[13, 13, 12, 7], &[13, 13, 10]);
    let before = &s[s.len() - 2];
    assert_eq!((before.totals, before.total_crosses), ([55, 70], [11, 8]));
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].amounts, vec![-75, 75]);
    assert!(!p.open);
    // A-B −80 + 135 = 55 with eight; Y-Z −110 + 180 = 70 with eleven.
    let (_, s, p) = sitting(8, 11, &[13, 13, 7], &[13, 13, 12, 10]);
    let before = &s[s.len() - 2];
    assert_eq!((before.totals, before.total_crosses), ([55, 70], [8, 11]));
    assert_eq!(p.settled[0].amounts, vec![-15, 15]);
    // Quitting with nothing under way settles nothing.
    let (_, _, p) = play(&input(Value::Null, json!([{"quit": true}]))).unwrap();
    assert!(p.settled.is_empty());
}

/// Seed 001 L13114–13116: a grand slam at Grand wins the game even from the hole.
#[test]
fn a_grand_slam_at_grand_wins_from_the_hole() {
    let deals = json!([
        {"game": "grand", "bidder": 0, "bid": 60, "tricks": 6},
        {"game": "grand", "bidder": 0, "bid": 5, "tricks": 13}
    ]);
    let (_, s, p) = play(&input(Value::Null, deals)).unwrap();
    assert_eq!(s[1].totals, [-69 + 103, 9]);
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].winner, Some(0));
    // As at quitting time: Y-Z 91 short, A-B's cross 10 off: 81.
    assert_eq!(p.settled[0].amounts, vec![81, -81]);
}

/// A game played out to 100: by default paid as at quitting time; the difference by the setting.
#[test]
fn a_game_played_out() {
    let deals = json!([
        {"game": "grand", "bidder": 0, "bid": 50, "tricks": 12},
        {"game": "whist", "bidder": 1, "bid": 10, "tricks": 9},
        {"game": "whist", "bidder": 0, "bid": 20, "tricks": 11}
    ]);
    let (_, s, p) = play(&input(Value::Null, deals.clone())).unwrap();
    assert_eq!(s[2].totals, [79, 15]);
    assert!(p.settled.is_empty());
    let mut more = deals.as_array().unwrap().clone();
    more.push(json!({"game": "whist", "bidder": 0, "bid": 20, "tricks": 11}));
    let (_, _, p) = play(&input(Value::Null, Value::Array(more.clone()))).unwrap();
    assert_eq!(p.settled[0].amounts, vec![85, -85]);
    let (_, _, p) = play(&input(
        json!({"finished_game": "difference"}),
        Value::Array(more),
    ))
    .unwrap();
    assert_eq!(p.settled[0].amounts, vec![89, -89]);
}

#[test]
fn refusals_name_the_field() {
    assert_eq!(
        refusal(json!([{"bidder": 0, "bid": 5, "tricks": 7}])),
        "deals[0].game"
    );
    assert_eq!(
        refusal(json!([{"game": "whist", "bid": 5, "tricks": 7}])),
        "deals[0].bidder"
    );
    assert_eq!(
        refusal(json!([{"game": "whist", "bidder": 0, "tricks": 7}])),
        "deals[0].bid"
    );
    assert_eq!(
        refusal(json!([{"game": "whist", "bidder": 0, "bid": 4, "tricks": 7}])),
        "deals[0].bid"
    );
    assert_eq!(
        refusal(json!([{"game": "whist", "bidder": 0, "bid": 5}])),
        "deals[0].tricks"
    );
    assert_eq!(
        refusal(json!([{"game": "euchre", "bidder": 0, "bid": 5, "tricks": 6}])),
        "deals[0].tricks"
    );
    assert_eq!(
        refusal(json!([{"game": "euchre", "bidder": 0, "bid": 25, "tricks": 5}])),
        "deals[0].alone"
    );
    assert_eq!(
        refusal(json!([{"game": "whist", "bidder": 0, "bid": 5, "tricks": 7, "alone": true}])),
        "deals[0].alone"
    );
    assert_eq!(
        refusal(json!([{"game": "hearts", "bidder": 0, "bid": 5, "hearts": [3, 9]}])),
        "deals[0].hearts"
    );
    assert_eq!(
        refusal(json!([{"game": "hearts", "bidder": 0, "bid": 5}])),
        "deals[0].hearts"
    );
    assert_eq!(refusal(json!([{"quit": true, "bid": 5}])), "deals[0].quit");
    assert_eq!(
        refusal(json!([{"game": "whist", "bidder": 3, "bid": 5, "tricks": 7}])),
        "deals[0].bidder"
    );
}

fn a_deal() -> impl Strategy<Value = Value> {
    (
        0usize..4,
        0usize..2,
        1i64..=12,
        0i64..=13,
        any::<bool>(),
        0i64..=13,
        0u8..10,
    )
        .prop_map(|(game, bidder, bid5, tricks, alone, hearts, quit)| {
            if quit == 0 {
                return json!({"quit": true});
            }
            let game = ["whist", "euchre", "hearts", "grand"][game];
            let bid = 5 * bid5;
            match game {
                "euchre" => json!({"game": game, "bidder": bidder, "bid": bid.min(25),
                    "tricks": tricks % 6, "alone": alone || bid > 20}),
                "hearts" => json!({"game": game, "bidder": bidder, "bid": bid.min(50),
                    "hearts": [hearts, 13 - hearts]}),
                _ => json!({"game": game, "bidder": bidder, "bid": bid, "tricks": tricks}),
            }
        })
}

proptest! {
    /// Each game closes exactly once (at 100, a grand slam at Grand, or quitting time with
    /// something under way); each settlement mirrors; swapping the sides swaps every score.
    #[test]
    fn games_close_once_and_scores_are_symmetric(deals in prop::collection::vec(a_deal(), 0..30)) {
        let (_, s, p) = play(&input(Value::Null, Value::Array(deals.clone()))).unwrap();
        prop_assert_eq!(s.len(), deals.len());
        for st in &p.settled {
            prop_assert_eq!(st.amounts[0], -st.amounts[1]);
        }
        let closes = p.rows.iter().filter(|r| matches!(r, Row::Settled { .. })).count();
        prop_assert_eq!(closes, p.settled.len());
        let flipped: Vec<Value> = deals.iter().map(|d| {
            let mut d = d.clone();
            if let Some(b) = d.get("bidder").and_then(Value::as_u64) { d["bidder"] = json!(1 - b); }
            if let Some(h) = d.get("hearts").cloned() { d["hearts"] = json!([h[1], h[0]]); }
            d
        }).collect();
        let (_, m, q) = play(&input(Value::Null, Value::Array(flipped))).unwrap();
        for (a, b) in s.iter().zip(&m) {
            prop_assert_eq!(a.points, [b.points[1], b.points[0]]);
        }
        prop_assert_eq!(p.net(), q.net().into_iter().rev().collect::<Vec<_>>());
    }
}
