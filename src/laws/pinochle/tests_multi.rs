//! Three- and four-hand pinochle and auction pinochle without a widow (seed 001 L8383–8474).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::multi::play;
use super::two_hand::meld_points;
use crate::laws::pad::PadInput;

fn input(sides: &[&str], settings: Value, deals: Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": sides, "deals": deals})).unwrap()
}

const THREE: &[&str] = &["Ann", "Bob", "Cat"];

/// W17, L8407–8412: "This makes four K's and Q's worth 220 only" — 80 and 60 and three marriages.
#[test]
fn four_kings_and_queens_at_once_are_220() {
    assert_eq!(
        meld_points(
            "m",
            "four kings, four queens, royal marriage, 2 common marriage"
        )
        .unwrap(),
        220
    );
}

/// "If any player takes no trick, he can score nothing for his melds" (L8432–8435); in
/// partnership either partner's trick makes both good (L8435–8437).
#[test]
fn melds_count_only_with_a_trick() {
    let (d, _) = play(
        &input(
            THREE,
            json!({}),
            json!([{"melds": [100, 60, 40], "counters": [150, 100, 0]}]),
        ),
        false,
    )
    .unwrap();
    assert_eq!(d[0].points, vec![250, 160, 0]);
    assert_eq!(d[0].melds_lost, vec![0, 0, 40]);
    // Tricks given: a trick of no counters still makes the melds good.
    let (d, _) = play(
        &input(
            THREE,
            json!({}),
            json!([{"melds": [0, 0, 40], "counters": [150, 100, 0], "tricks": [8, 7, 1]}]),
        ),
        false,
    )
    .unwrap();
    assert_eq!(d[0].points, vec![150, 100, 40]);
    let (d, _) = play(
        &input(
            &["We", "They"],
            json!({}),
            json!([{"melds": [300, 100], "counters": [250, 0]}]),
        ),
        false,
    )
    .unwrap();
    assert_eq!(d[0].points, vec![550, 0]);
}

/// Game 1,000 by knocking: right wins, wrong loses "no matter what the opponent's score may be";
/// both out unclaimed, the game is set to 1,250 (L8439–8447).
#[test]
fn knocking_and_1250() {
    let big = json!({"melds": [800, 0, 0], "counters": [200, 50, 0]});
    let (d, pad) = play(
        &input(
            THREE,
            json!({}),
            json!([big.clone().as_object().cloned().map(|mut o| {
                o.insert("called".into(), json!(0));
                o
            })]),
        ),
        false,
    )
    .unwrap();
    assert_eq!(d[0].winner, Some(0));
    assert_eq!(pad.net(), vec![2, -1, -1]);
    let wrong = json!([{"melds": [100, 0, 0], "counters": [200, 50, 0], "called": 0}]);
    let (_, pad) = play(&input(THREE, json!({}), wrong), false).unwrap();
    assert_eq!(pad.net(), vec![-2, 1, 1]);
    let both = json!([{"melds": [900, 900, 0], "counters": [125, 125, 0]}]);
    let (d, pad) = play(&input(THREE, json!({}), both.clone()), false).unwrap();
    assert_eq!((d[0].winner, d[0].game), (None, 1250));
    assert!(pad.settled.is_empty());
    let again = json!([both[0], {"melds": [300, 300, 0], "counters": [100, 150, 0]}]);
    let (d, _) = play(&input(THREE, json!({}), again.clone()), false).unwrap();
    assert_eq!(d[1].game, 1500);
    let (d, _) = play(
        &input(THREE, json!({"beyond_1250": "higher_wins"}), again),
        false,
    )
    .unwrap();
    assert_eq!(d[1].winner, Some(1));
}

/// Auction without a widow (L8448–8474): made, the bidder scores all he makes; not made, he is set
/// back by his bid, into the hole; the opponents score all they make; the bidder counts first.
#[test]
fn the_bidder_scores_all_or_is_set_back() {
    let deals = json!([
        {"bidder": 0, "bid": 300, "melds": [150, 40, 0], "counters": [160, 60, 30]},
        {"bidder": 1, "bid": 350, "melds": [0, 100, 20], "counters": [100, 120, 30]}
    ]);
    let (d, _) = play(&input(THREE, json!({}), deals), true).unwrap();
    assert_eq!(d[0].points, vec![310, 100, 30]);
    assert_eq!(d[1].points, vec![100, -350, 50]);
    assert_eq!(d[1].scores, vec![410, -250, 80]);
    // Out together: the bidder who made his bid counts first.
    let deals = json!([
        {"bidder": 0, "bid": 300, "melds": [900, 900, 0], "counters": [100, 150, 0]},
    ]);
    let (d, pad) = play(&input(THREE, json!({}), deals), true).unwrap();
    assert_eq!(d[0].winner, Some(0));
    assert_eq!(pad.net(), vec![2, -1, -1]);
    // A bidder with no trick cannot make good his melds.
    let deals = json!([{"bidder": 2, "bid": 100, "melds": [0, 0, 150], "counters": [150, 100, 0]}]);
    let (d, _) = play(&input(THREE, json!({}), deals), true).unwrap();
    assert_eq!(d[0].points[2], -100);
}

#[test]
fn refusals_name_the_field() {
    let cases = [
        (
            json!([{"counters": [200, 100, 0]}]),
            false,
            "deals[0].counters",
        ),
        (json!([{"counters": [0, 0]}]), false, "deals[0].counters"),
        (
            json!([{"counters": [0, 0, 0], "called": 3}]),
            false,
            "deals[0].called",
        ),
        (
            json!([{"counters": [0, 0, 0], "bid": 300}]),
            false,
            "deals[0].bid",
        ),
        (
            json!([{"counters": [0, 0, 0], "bidder": 0, "bid": 305}]),
            true,
            "deals[0].bid",
        ),
        (
            json!([{"counters": [0, 0, 0], "bid": 300}]),
            true,
            "deals[0].bidder",
        ),
        (
            json!([{"counters": [0, 0, 0], "bidder": 0, "bid": 300, "called": 0}]),
            true,
            "deals[0].called",
        ),
        (
            json!([{"counters": [0, 0, 0], "meld_list": ["dix", "x", ""]}]),
            false,
            "deals[0].meld_list[1]",
        ),
    ];
    for (deals, auction, field) in cases {
        let e = play(&input(THREE, json!({}), deals.clone()), auction).unwrap_err();
        assert_eq!(e.field, field, "{deals}");
    }
}

proptest! {
    /// Every game settled sums to zero; a sitting cut after any deal reads as the whole did.
    #[test]
    fn games_net_to_zero(
        deals in prop::collection::vec((0..600i64, 0..600i64, 0..=250i64, 0..3i64, 0..50i64, any::<bool>()), 0..12)
    ) {
        for auction in [false, true] {
            let deals: Vec<Value> = deals.iter().map(|&(a, b, c, who, bid, call)| {
                let mut d = json!({"melds": [a, b, 0], "counters": [c, 250 - c, 0]});
                if auction {
                    d["bidder"] = json!(who);
                    d["bid"] = json!(bid * 10 + 10);
                } else if call {
                    d["called"] = json!(who);
                }
                d
            }).collect();
            let (all, pad) = play(&input(THREE, json!({}), json!(deals)), auction).unwrap();
            prop_assert_eq!(pad.net().iter().sum::<i64>(), 0);
            for k in 0..=deals.len() {
                let (part, _) = play(&input(THREE, json!({}), json!(deals[..k])), auction).unwrap();
                prop_assert_eq!(&part[..], &all[..k]);
            }
        }
    }
}
