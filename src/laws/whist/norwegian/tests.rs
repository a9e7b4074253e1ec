use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn input(settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: vec!["We".to_owned(), "They".to_owned()],
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn points(settings: Value, deal: Value) -> [i64; 2] {
    let (_, scored, _) = play(&input(settings, json!([deal]))).unwrap();
    scored[0].points
}

fn refusal(deal: Value) -> String {
    pad(&input(Value::Null, json!([deal]))).unwrap_err().field
}

/// Seed 001 L13406–13419: in a Grand the bidder's tricks over the book count four each for him;
/// a Grand that fails to reach seven gives the opponents each of their tricks over the book
/// double.
#[test]
fn a_grand_made_and_lost() {
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "grand", "bidder": 0, "tricks": [9, 4]})
        ),
        [12, 0]
    );
    // Five tricks: the opponents' eight are two over the book, at eight each.
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "grand", "bidder": 0, "tricks": [5, 8]})
        ),
        [0, 16]
    );
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "grand", "bidder": 1, "tricks": [7, 6]})
        ),
        [8, 0]
    );
}

/// Seed 001 L13415–13419: in a Nullo the bidder's tricks over the book count against him, and
/// the opponents' for him, at the same value either way; two a trick where that is the custom.
#[test]
fn a_nullo_made_and_lost() {
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "nullo", "bidder": 0, "tricks": [4, 9]})
        ),
        [12, 0]
    );
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "nullo", "bidder": 0, "tricks": [8, 5]})
        ),
        [0, 8]
    );
    assert_eq!(
        points(
            json!({"nullo_trick": 2}),
            json!({"call": "nullo", "bidder": 0, "tricks": [4, 9]})
        ),
        [6, 0]
    );
}

/// Seed 001 L13397–13398: all pass, played as a Nullo; the side over the book gives its odd
/// tricks to the other [INFER].
#[test]
fn all_passed_is_played_as_a_nullo() {
    assert_eq!(
        points(Value::Null, json!({"call": "none", "tricks": [3, 10]})),
        [16, 0]
    );
}

/// Seed 001 L13410–13413: "it takes thirteen tricks, or a grand slam, at Grand to win the game
/// in one hand": by default a grand slam is its seven odd tricks, 28; counting all thirteen it
/// is 52, the game.
#[test]
fn a_grand_slam_by_each_reading() {
    let slam = json!({"call": "grand", "bidder": 0, "tricks": [13, 0]});
    assert_eq!(points(Value::Null, slam.clone()), [28, 0]);
    let p = pad(&input(json!({"grand_slam": "all_thirteen"}), json!([slam]))).unwrap();
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].final_points, vec![52, 0]);
}

/// Seed 001 L13421–13422: a revoke gives three tricks to the other side in a Grand and takes
/// three from them in a Nullo.
#[test]
fn a_revoke_moves_three_tricks() {
    // We bid a Grand and take eight, but revoked: five, and They score one over at double.
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "grand", "bidder": 0, "tricks": [8, 5], "revoke": 0})
        ),
        [0, 16]
    );
    // They revoke in our Nullo and take three of our four tricks: We hold one, six under the
    // book, 24.
    assert_eq!(
        points(
            Value::Null,
            json!({"call": "nullo", "bidder": 0, "tricks": [4, 9], "revoke": 1})
        ),
        [24, 0]
    );
    // A side with fewer than three gives all it has.
    let (_, s, _) = play(&input(
        Value::Null,
        json!([{"call": "grand", "bidder": 0, "tricks": [11, 2], "revoke": 1}]),
    ))
    .unwrap();
    assert_eq!(s[0].tricks, [13, 0]);
}

/// Seed 001 L13429–13430: a bid out of turn forfeits twenty, from the offender by default.
#[test]
fn a_bid_out_of_turn_forfeits_twenty() {
    let d = json!({"call": "grand", "bidder": 0, "tricks": [9, 4], "bid_out_of_turn": 1});
    assert_eq!(points(Value::Null, d.clone()), [12, -20]);
    assert_eq!(points(json!({"forfeit": "to_opponents"}), d), [32, 0]);
}

/// Hand-computed: five Grands of three by cards (12 each) reach 60: the game, worth the
/// difference by default or one game.
#[test]
fn the_first_to_fifty_wins_the_game() {
    let d = json!({"call": "grand", "bidder": 0, "tricks": [9, 4]});
    let four = json!([d, d, d, d]);
    let p = pad(&input(Value::Null, four)).unwrap();
    assert!(p.settled.is_empty() && p.open);
    assert_eq!(p.running(), Some((RUNNING, vec![48, 0])));
    let five = json!([d, d, d, d, d]);
    let p = pad(&input(Value::Null, five.clone())).unwrap();
    assert_eq!(p.settled[0].amounts, vec![60, -60]);
    assert!(!p.open);
    let p = pad(&input(json!({"game_value": "one"}), five)).unwrap();
    assert_eq!(p.settled[0].amounts, vec![1, -1]);
}

#[test]
fn refusals_name_the_field() {
    assert_eq!(
        refusal(json!({"call": "grand", "tricks": [7, 6]})),
        "deals[0].bidder"
    );
    assert_eq!(
        refusal(json!({"call": "none", "bidder": 0, "tricks": [7, 6]})),
        "deals[0].bidder"
    );
    assert_eq!(
        refusal(json!({"call": "grand", "bidder": 0, "tricks": [7, 7]})),
        "deals[0].tricks"
    );
    assert_eq!(
        refusal(json!({"call": "grand", "bidder": 0, "tricks": [14, -1]})),
        "deals[0].tricks[0]"
    );
    assert_eq!(
        refusal(json!({"call": "grand", "bidder": 2, "tricks": [7, 6]})),
        "deals[0].bidder"
    );
    assert_eq!(
        refusal(json!({"call": "trumps", "bidder": 0, "tricks": [7, 6]})),
        "deals[0].call"
    );
    let e = pad(&input(json!({"game": 60}), json!([]))).unwrap_err();
    assert_eq!(e.field, "settings.game");
}

fn a_deal() -> impl Strategy<Value = Value> {
    (
        0usize..3,
        0usize..2,
        0i64..=13,
        prop::option::of(0usize..2),
        prop::option::of(0usize..2),
    )
        .prop_map(|(call, bidder, t, revoke, oot)| {
            let call = ["grand", "nullo", "none"][call];
            let mut d = json!({"call": call, "tricks": [t, 13 - t]});
            if call != "none" {
                d["bidder"] = json!(bidder);
            }
            if let Some(r) = revoke {
                d["revoke"] = json!(r);
            }
            if let Some(o) = oot {
                d["bid_out_of_turn"] = json!(o);
            }
            d
        })
}

proptest! {
    /// Each game ends exactly once, when a side first reaches the game; amounts mirror; swapping
    /// the sides in every deal swaps the scores.
    #[test]
    fn games_end_once_and_scores_are_symmetric(deals in prop::collection::vec(a_deal(), 0..30)) {
        let (_, scored, p) = play(&input(Value::Null, Value::Array(deals.clone()))).unwrap();
        let mut totals = [0i64; 2];
        let mut ends = 0;
        for s in &scored {
            prop_assert_eq!(s.tricks[0] + s.tricks[1], 13);
            totals = [totals[0] + s.points[0], totals[1] + s.points[1]];
            if totals.iter().any(|&t| t >= 50) && totals[0] != totals[1] {
                ends += 1;
                totals = [0, 0];
            }
        }
        prop_assert_eq!(ends, p.settled.len());
        for s in &p.settled {
            prop_assert_eq!(s.amounts[0], -s.amounts[1]);
        }
        let flip = |v: &Value| -> Value {
            let mut v = v.clone();
            for key in ["bidder", "revoke", "bid_out_of_turn"] {
                if let Some(n) = v.get(key).and_then(Value::as_u64) {
                    v[key] = json!(1 - n);
                }
            }
            let t = v["tricks"].clone();
            v["tricks"] = json!([t[1], t[0]]);
            v
        };
        let flipped: Vec<Value> = deals.iter().map(flip).collect();
        let (_, mirrored, _) = play(&input(Value::Null, Value::Array(flipped))).unwrap();
        for (a, b) in scored.iter().zip(&mirrored) {
            prop_assert_eq!(a.points, [b.points[1], b.points[0]]);
        }
    }
}
