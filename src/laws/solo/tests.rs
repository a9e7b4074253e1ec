use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::pad::PadInput;
use super::*;

const NAMES: [&str; 7] = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"];

fn input(n: usize, settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: NAMES[..n].iter().map(|s| (*s).to_owned()).collect(),
        deals: serde_json::from_value(deals).unwrap(),
    }
}

/// The points of each hand of a frog sitting.
fn frog(n: usize, settings: Value, deals: Value) -> Result<Vec<Vec<i64>>, LawError> {
    let s = frog::play(&input(n, settings, deals))?;
    Ok(s.deals.iter().map(|d| d.points.clone()).collect())
}

fn one_frog(n: usize, settings: Value, deal: Value) -> Vec<i64> {
    frog(n, settings, json!([deal])).unwrap().remove(0)
}

fn progressive(n: usize, settings: Value, deal: Value) -> Vec<i64> {
    let s = progressive::play(&input(n, settings, json!([deal]))).unwrap();
    s.deals[0].points.clone()
}

fn six_bid(n: usize, deal: Value) -> Result<Vec<i64>, LawError> {
    let s = six_bid::play(&input(n, Value::Null, json!([deal])))?;
    Ok(s.deals[0].points.clone())
}

/// Seed 001 L14125–14135 (W39): "In a Frog, 1 chip … Simple Solo, 2 … Heart Solo, 3 chips for
/// each point below or above 60"; the bidder collects from the two other hands "but not from the
/// dealer", and pays "all of the other players including the dealer".
#[test]
fn frog_simple_and_heart_solo_pay_one_two_three_a_point() {
    // Four players: Ann deals and sits out; Bob bids.
    for (bid, rate) in [("frog", 1), ("simple_solo", 2), ("heart_solo", 3)] {
        let won = one_frog(
            4,
            Value::Null,
            json!({"bid": bid, "bidder": 1, "card_points": 70}),
        );
        assert_eq!(won, vec![0, 20 * rate, -10 * rate, -10 * rate], "{bid} won");
        let lost = one_frog(
            4,
            Value::Null,
            json!({"bid": bid, "bidder": 1, "card_points": 50}),
        );
        assert_eq!(
            lost,
            vec![10 * rate, -30 * rate, 10 * rate, 10 * rate],
            "{bid} lost"
        );
    }
}

/// Each card-point boundary by hand: 59 pays a point's rate, 60 is even, 61 wins a point's.
#[test]
fn the_sixty_boundary() {
    for (points, each) in [(59, -2), (60, 0), (61, 2), (0, -120), (120, 120)] {
        let p = one_frog(
            3,
            Value::Null,
            json!({"bid": "simple_solo", "bidder": 0, "card_points": points}),
        );
        assert_eq!(p, vec![2 * each, -each, -each], "{points}");
    }
    let s = frog::play(&input(
        3,
        Value::Null,
        json!([{"bid": "frog", "bidder": 0, "card_points": 60}]),
    ))
    .unwrap();
    assert_eq!((s.deals[0].won, s.deals[0].value), (None, 0));
}

/// L14136–14139: the dealer "both receives and pays", or receives only on frogs and both ways
/// on solos.
#[test]
fn the_dealers_variations() {
    let win_frog = json!({"bid": "frog", "bidder": 1, "card_points": 70});
    let win_solo = json!({"bid": "simple_solo", "bidder": 1, "card_points": 70});
    let both = json!({"dealer": "receives_and_pays"});
    assert_eq!(one_frog(4, both, win_frog.clone()), vec![-10, 30, -10, -10]);
    let solos = json!({"dealer": "pays_on_solos"});
    assert_eq!(one_frog(4, solos.clone(), win_frog), vec![0, 20, -10, -10]);
    assert_eq!(one_frog(4, solos, win_solo), vec![-20, 60, -20, -20]);
}

/// L14072–14075: "Straight Solo", no frogs, simple and heart solo "one to two".
#[test]
fn straight_solo_has_no_frogs() {
    let s = json!({"form": "straight"});
    assert_eq!(
        one_frog(
            3,
            s.clone(),
            json!({"bid": "simple_solo", "bidder": 0, "card_points": 70})
        ),
        vec![20, -10, -10]
    );
    assert_eq!(
        one_frog(
            3,
            s.clone(),
            json!({"bid": "heart_solo", "bidder": 0, "card_points": 70})
        ),
        vec![40, -20, -20]
    );
    let e = frog(
        3,
        s,
        json!([{"bid": "frog", "bidder": 0, "card_points": 70}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].bid");
}

/// L14117–14123: Cœur d'Alene, "61 points is necessary to win, excess points are not
/// considered (bidder making 60 points ties…)", 1, 2 or 3 chips.
#[test]
fn coeur_d_alene_is_a_flat_game_a_hand() {
    let s = json!({"form": "coeur_d_alene"});
    for (points, each) in [(61, 3), (120, 3), (60, 0), (59, -3), (0, -3)] {
        let p = one_frog(
            3,
            s.clone(),
            json!({"bid": "heart_solo", "bidder": 2, "card_points": points}),
        );
        assert_eq!(p, vec![-each, -each, 2 * each], "{points}");
    }
    let p = one_frog(3, s, json!({"bid": "frog", "bidder": 2, "card_points": 90}));
    assert_eq!(p, vec![-1, -1, 2]);
}

/// L14166–14169: the penalty frog pays as a frog if made, at the heart solo rate if lost.
#[test]
fn a_penalty_frog_lost_pays_three_a_point() {
    let s = json!({"penalty_frog": true});
    assert_eq!(
        one_frog(
            3,
            s.clone(),
            json!({"bid": "frog", "bidder": 0, "card_points": 70})
        ),
        vec![20, -10, -10]
    );
    assert_eq!(
        one_frog(3, s, json!({"bid": "frog", "bidder": 0, "card_points": 50})),
        vec![-60, 30, 30]
    );
}

/// L14154–14159: a revoking bidder "cannot collect if he makes more than 60, but must pay if he
/// makes less"; an adversary's revoke, by default, leaves the adversaries nothing to collect
/// (the dealer is still paid).
#[test]
fn revokes() {
    let deal = |points: i64, revoke: usize| json!({"bid": "frog", "bidder": 1, "card_points": points, "revoke": revoke});
    assert_eq!(one_frog(4, Value::Null, deal(80, 1)), vec![0, 0, 0, 0]);
    assert_eq!(one_frog(4, Value::Null, deal(40, 1)), vec![20, -60, 20, 20]);
    assert_eq!(one_frog(4, Value::Null, deal(80, 2)), vec![0, 40, -20, -20]);
    assert_eq!(one_frog(4, Value::Null, deal(40, 2)), vec![20, -20, 0, 0]);
    let literal = json!({"defender_revoke": "bidder_collects_nothing"});
    assert_eq!(one_frog(4, literal, deal(80, 2)), vec![0, 0, 0, 0]);
    let e = frog(4, Value::Null, json!([deal(80, 0)])).unwrap_err();
    assert_eq!(e.field, "deals[0].revoke");
}

/// By hand: Cat owes 100, Dan 0; Bob is owed 50, Ann 30, Dan 20: Cat pays each.
#[test]
fn the_sitting_is_squared_largest_first() {
    let pays: Vec<(usize, usize, i64)> = payments_for(&[30, 50, -100, 20])
        .iter()
        .map(|p| (p.from, p.to, p.points))
        .collect();
    assert_eq!(pays, vec![(2, 1, 50), (2, 0, 30), (2, 3, 20)]);
    let pays: Vec<(usize, usize, i64)> = payments_for(&[-3, 1, -1, 3])
        .iter()
        .map(|p| (p.from, p.to, p.points))
        .collect();
    assert_eq!(pays, vec![(0, 3, 3), (2, 1, 1)]);
    assert!(payments_for(&[0, 0, 0]).is_empty());
}

#[test]
fn refusals_name_the_field() {
    let e = frog(
        3,
        Value::Null,
        json!([{"bid": "frog", "bidder": 0, "card_points": 121}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].card_points");
    assert!(e.message.contains("120"), "{}", e.message);
    // Ann deals the first hand of four and sits out.
    let e = frog(
        4,
        Value::Null,
        json!([{"bid": "frog", "bidder": 0, "card_points": 70}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].bidder");
    let e = frog(3, Value::Null, json!([{"bid": "frog", "card_points": 70}])).unwrap_err();
    assert_eq!(e.field, "deals[0].bidder");
    let e = frog(3, Value::Null, json!([{"bid": "pass", "card_points": 70}])).unwrap_err();
    assert_eq!(e.field, "deals[0].card_points");
    let e = frog(2, Value::Null, json!([])).unwrap_err();
    assert_eq!(e.field, "players");
    let e = frog(3, Value::Null, json!([{"bid": "grand"}])).unwrap_err();
    assert_eq!(e.field, "deals[0].bid");
}

/// L14024–14028: five play, three are active; the dealer and the player on his right sit out,
/// and both receive when the bidder fails.
#[test]
fn five_players_two_sit_out() {
    assert_eq!(seats(5, 0), (0, [1, 2, 3]));
    assert_eq!(seats(5, 6), (1, [2, 3, 4]));
    let p = one_frog(
        5,
        Value::Null,
        json!({"bid": "frog", "bidder": 2, "card_points": 55}),
    );
    assert_eq!(p, vec![5, 5, -20, 5, 5]);
    let e = frog(
        5,
        Value::Null,
        json!([{"bid": "frog", "bidder": 4, "card_points": 55}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].bidder");
}

/// Progressive solo, L14238–14242: frog 1, spade 2, club 3, diamond 4, heart 5 a point.
#[test]
fn progressive_rates() {
    for (bid, rate) in [
        ("frog", 1),
        ("spade_solo", 2),
        ("club_solo", 3),
        ("diamond_solo", 4),
        ("heart_solo", 5),
    ] {
        let p = progressive(
            3,
            Value::Null,
            json!({"bid": bid, "bidder": 0, "card_points": 61}),
        );
        assert_eq!(p, vec![2 * rate, -rate, -rate], "{bid}");
    }
    let tie = progressive::play(&input(
        3,
        Value::Null,
        json!([{"bid": "heart_solo", "bidder": 0, "card_points": 60}]),
    ))
    .unwrap();
    assert_eq!(tie.deals[0].won, None);
}

/// L14243–14251: doubled, the bidder loses "twice the usual amount to all of the remaining
/// players" or wins "twice the amount from the player making the double, and the usual amount
/// from the other"; redoubled, four times.
#[test]
fn progressive_doubles_and_redoubles() {
    let deal = |points: i64, redoubled: bool| json!({"bid": "spade_solo", "bidder": 1, "card_points": points, "doubled_by": 2, "redoubled": redoubled});
    // Four at the table: Ann deals; 10 points over is 20 chips, doubled 40 from Cat.
    assert_eq!(
        progressive(4, Value::Null, deal(70, false)),
        vec![0, 60, -40, -20]
    );
    assert_eq!(
        progressive(4, Value::Null, deal(50, false)),
        vec![40, -120, 40, 40]
    );
    assert_eq!(
        progressive(4, Value::Null, deal(70, true)),
        vec![0, 100, -80, -20]
    );
    assert_eq!(
        progressive(4, Value::Null, deal(50, true)),
        vec![80, -240, 80, 80]
    );
    let all = json!({"redoubled": "four_from_all"});
    assert_eq!(progressive(4, all, deal(70, true)), vec![0, 160, -80, -80]);
    let e = progressive::play(&input(
        4,
        Value::Null,
        json!([{"bid": "frog", "bidder": 1, "card_points": 70, "doubled_by": 0}]),
    ))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].doubled_by");
    let e = progressive::play(&input(
        4,
        Value::Null,
        json!([{"bid": "frog", "bidder": 1, "card_points": 70, "redoubled": true}]),
    ))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].redoubled");
}

/// L14252–14258: a frog pot of 1 each and a solo pot of 2 each; "If the bidder succeeds, he
/// takes the pot he plays for; but if he loses, he must double the number of chips in that pot."
#[test]
fn progressive_pots() {
    let s = progressive::play(&input(
        3,
        json!({"pot": 1}),
        json!([
            {"bid": "frog", "bidder": 1, "card_points": 61},
            {"bid": "spade_solo", "bidder": 2, "card_points": 59},
            {"bid": "heart_solo", "bidder": 0, "card_points": 61},
        ]),
    ))
    .unwrap();
    let points: Vec<Vec<i64>> = s.deals.iter().map(|d| d.points.clone()).collect();
    // Bob takes the frog pot (Ann's and Cat's chip each) with his point.
    assert_eq!(points[0], vec![-2, 4, -2]);
    // Cat loses 2 to each and puts 6 more in the solo pot: his chips, still his.
    assert_eq!(points[1], vec![2, 2, -4]);
    // Ann takes the solo pot: Bob's 2 and Cat's 2 + 6.
    assert_eq!(points[2], vec![10 + 10, -5 - 2, -5 - 8]);
    assert!(
        s.deals[1].note.contains("doubles the solo pot to 12"),
        "{}",
        s.deals[1].note
    );
    assert_eq!(s.balance.iter().sum::<i64>(), 0);
}

/// Six-bid solo, L14300–14343: solo 2 and heart solo 3 a point; misère 30; guarantee solo 40
/// (W40: hearts 74, another suit 80); spread misère 60; call solo 150 in hearts, else 100. The
/// fourth "is paid if the bidder fails" and "does not pay him" (L14273–14276).
#[test]
fn six_bid_games() {
    let d = |bid: &str, trump: Option<&str>, points: i64| {
        let mut v = json!({"bid": bid, "bidder": 1, "card_points": points});
        if let Some(t) = trump {
            v["trump"] = json!(t);
        }
        six_bid(4, v).unwrap()
    };
    let won = |each: i64| vec![0, 2 * each, -each, -each];
    let lost = |each: i64| vec![each, -3 * each, each, each];
    assert_eq!(d("solo", Some("clubs"), 61), won(2));
    assert_eq!(d("solo", None, 60), won(0));
    assert_eq!(d("solo", None, 59), lost(2));
    assert_eq!(d("heart_solo", None, 70), won(30));
    assert_eq!(d("misere", None, 0), won(30));
    assert_eq!(d("misere", None, 2), lost(30));
    assert_eq!(d("guarantee_solo", Some("hearts"), 74), won(40));
    assert_eq!(d("guarantee_solo", Some("hearts"), 73), lost(40));
    assert_eq!(d("guarantee_solo", Some("spades"), 80), won(40));
    assert_eq!(d("guarantee_solo", Some("spades"), 79), lost(40));
    assert_eq!(d("spread_misere", None, 0), won(60));
    assert_eq!(d("spread_misere", None, 3), lost(60));
    assert_eq!(d("call_solo", Some("hearts"), 120), won(150));
    assert_eq!(d("call_solo", Some("diamonds"), 120), won(100));
    assert_eq!(d("call_solo", Some("diamonds"), 119), lost(100));
    let e = six_bid(
        4,
        json!({"bid": "guarantee_solo", "bidder": 1, "card_points": 80}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].trump");
    let e = six_bid(
        4,
        json!({"bid": "solo", "bidder": 1, "trump": "hearts", "card_points": 80}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].trump");
    let e = six_bid(5, json!({"bid": "pass"})).unwrap_err();
    assert_eq!(e.field, "players");
}

/// L14356–14361: a revoking bidder wins nothing but pays his losses; an adversary's revoke
/// leaves neither adversary anything to win; "In a misere, a revoke loses the game at once".
#[test]
fn six_bid_revokes() {
    let d = |bid: &str, points: i64, revoke: usize| {
        six_bid(
            4,
            json!({"bid": bid, "bidder": 1, "card_points": points, "revoke": revoke}),
        )
        .unwrap()
    };
    assert_eq!(d("solo", 70, 1), vec![0, 0, 0, 0]);
    assert_eq!(d("solo", 50, 1), vec![20, -60, 20, 20]);
    assert_eq!(d("solo", 50, 3), vec![20, -20, 0, 0]);
    assert_eq!(d("solo", 70, 3), vec![0, 40, -20, -20]);
    assert_eq!(d("misere", 0, 1), vec![30, -90, 30, 30]);
}

fn random_deal() -> impl Strategy<Value = (usize, usize, i64, u8)> {
    (0usize..4, 0usize..3, 0i64..=120, 0u8..3)
}

proptest! {
    /// Every hand's payments sum to nought, so the balance does; replaying the hands one by
    /// one gives the same sitting as all at once.
    #[test]
    fn frog_sittings_balance_and_replay(
        n in 3usize..=6,
        hands in prop::collection::vec(random_deal(), 0..12),
        form in 0usize..3,
        dealer in 0usize..3,
    ) {
        let forms = ["frog", "straight", "coeur_d_alene"];
        let dealers = ["receives_only", "receives_and_pays", "pays_on_solos"];
        let settings = json!({"form": forms[form], "dealer": dealers[dealer], "penalty_frog": form == 0});
        let deals: Vec<Value> = hands.iter().enumerate().map(|(i, &(bid, seat, points, revoke))| {
            let bids = ["pass", "frog", "simple_solo", "heart_solo"];
            let bid = if form == 1 && bid == 1 { 2 } else { bid };
            let (_, active) = seats(n, i);
            match bid {
                0 => json!({"bid": "pass"}),
                b => {
                    let mut d = json!({"bid": bids[b], "bidder": active[seat], "card_points": points});
                    if revoke < 2 { d["revoke"] = json!(active[usize::from(revoke)]); }
                    d
                }
            }
        }).collect();
        let all = frog::play(&input(n, settings.clone(), Value::Array(deals.clone()))).unwrap();
        prop_assert_eq!(all.balance.iter().sum::<i64>(), 0);
        for hand in &all.deals {
            prop_assert_eq!(hand.points.iter().sum::<i64>(), 0);
        }
        for k in 0..=deals.len() {
            let part = frog::play(&input(n, settings.clone(), Value::Array(deals[..k].to_vec()))).unwrap();
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        let mut owed = all.balance.clone();
        for pay in &all.payments {
            prop_assert!(pay.points > 0 && all.balance[pay.from] < 0 && all.balance[pay.to] > 0);
            owed[pay.from] += pay.points;
            owed[pay.to] -= pay.points;
        }
        prop_assert!(owed.iter().all(|&o| o == 0));
        let pad = all.pad(Vec::new());
        prop_assert_eq!(pad.net(), all.balance.clone());
    }

    /// Progressive and six-bid solo balance too.
    #[test]
    fn progressive_and_six_bid_balance(
        hands in prop::collection::vec((0usize..6, 0usize..3, 0i64..=120, 0usize..4, any::<bool>()), 0..10),
        four in any::<bool>(),
    ) {
        let n = if four { 4 } else { 3 };
        let bids = ["pass", "frog", "spade_solo", "club_solo", "diamond_solo", "heart_solo"];
        let six = ["pass", "solo", "heart_solo", "misere", "guarantee_solo", "call_solo"];
        let mut p_deals = Vec::new();
        let mut s_deals = Vec::new();
        for (i, &(bid, seat, points, doubler, redouble)) in hands.iter().enumerate() {
            let (_, active) = seats(n, i);
            let bidder = active[seat];
            if bid == 0 {
                p_deals.push(json!({"bid": "pass"}));
                s_deals.push(json!({"bid": "pass"}));
                continue;
            }
            let mut d = json!({"bid": bids[bid], "bidder": bidder, "card_points": points});
            let other = active[(seat + 1 + doubler % 2) % 3];
            if doubler < 2 {
                d["doubled_by"] = json!(other);
                d["redoubled"] = json!(redouble);
            }
            p_deals.push(d);
            s_deals.push(json!({"bid": six[bid], "bidder": bidder, "card_points": points, "trump": if bid == 1 { "clubs" } else { "hearts" }, "revoke": other}));
        }
        let p = progressive::play(&input(n, json!({"pot": i64::from(four)}), Value::Array(p_deals))).unwrap();
        prop_assert_eq!(p.balance.iter().sum::<i64>(), 0);
        let s = six_bid::play(&input(n, Value::Null, Value::Array(s_deals))).unwrap();
        prop_assert_eq!(s.balance.iter().sum::<i64>(), 0);
    }
}
