use proptest::prelude::*;
use serde_json::{Value, json};

use super::table::{auction_pad, gaigel_pad, two_hand_pad};
use super::*;
use crate::laws::pad::PadInput;

fn vals(v: Value) -> Vec<Value> {
    serde_json::from_value(v).unwrap()
}

/// The meld table (L8206–8227) read by name; W16's royal marriage and four queens make 100
/// (L8370–8376).
#[test]
fn melds_by_name_seed_001_l8206_8227() {
    assert_eq!(
        meld_points("m", "royal marriage, four queens").unwrap(),
        100
    );
    assert_eq!(
        meld_points("m", "royal sequence; 2 common marriage + pinochle + dix").unwrap(),
        150 + 40 + 40 + 10
    );
    assert_eq!(meld_points("m", "").unwrap(), 0);
    let e = meld_points("deals[0].meld_list[1]", "four tens").unwrap_err();
    assert_eq!(e.field, "deals[0].meld_list[1]");
    assert!(e.message.starts_with("\"four tens\" is not a meld"), "{e}");
}

/// Calling out (L8312–8321): a right call wins whatever the other has; a wrong one loses; both
/// out uncalled goes on to 1,250.
#[test]
fn calling_out_and_1250_seed_001_l8312_8321() {
    let deals = vals(json!([
        {"melds": [500, 300], "counters": [130, 120]},
        {"melds": [300, 500], "counters": [100, 150]},
        {"melds": [0, 0], "counters": [250, 0]}
    ]));
    let s = play_two_hand(TwoHandSettings::default(), &deals).unwrap();
    assert_eq!(s.deals[1].scores, vec![1030, 1070]);
    assert_eq!(s.deals[1].game, 1250);
    assert_eq!(s.games[0].winner, 0);
    assert_eq!(s.games[0].scores, vec![1280, 1070]);
    let called_wrong = vals(json!([{"melds": [900, 0], "counters": [90, 160], "called": 0}]));
    let s = play_two_hand(TwoHandSettings::default(), &called_wrong).unwrap();
    assert_eq!(s.games[0].winner, 1);
    let called_right = vals(json!([{"melds": [900, 300], "counters": [100, 150], "called": 0}]));
    let s = play_two_hand(TwoHandSettings::default(), &called_right).unwrap();
    assert_eq!(s.games[0].winner, 0);
    let e = play_two_hand(
        TwoHandSettings::default(),
        &vals(json!([{"counters": [200, 100]}])),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].counters: 200 + 100 is more than the 250 in the pack"
    );
    let e = play_two_hand(
        TwoHandSettings::default(),
        &vals(json!([{"counters": [-1, 100]}])),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].counters[0]");
}

/// Auction with a widow (L8641–8659): conceded pays the bid to each, made receives it from each,
/// failed pays double; the idle dealer at four shares the opponents' fortune. Simplified scoring
/// (L8661–8669): 240 is 24, or 20 throwing off parts of 50; 360 is 36 or 40.
#[test]
fn auction_settlement_seed_001_l8641_8669() {
    let tenths = AuctionSettings::default();
    let d = |v: Value| serde_json::from_value::<AuctionDeal>(v).unwrap();
    let made = settle_auction(
        tenths,
        3,
        "d",
        &d(json!({"bidder": 1, "bid": 240, "made": 250})),
    )
    .unwrap();
    assert_eq!((made.value, made.amounts.clone()), (24, vec![-24, 48, -24]));
    let failed = settle_auction(
        tenths,
        4,
        "d",
        &d(json!({"bidder": 0, "bid": 300, "made": 290})),
    )
    .unwrap();
    assert_eq!(failed.amounts, vec![-180, 60, 60, 60]);
    let conceded = settle_auction(
        tenths,
        3,
        "d",
        &d(json!({"bidder": 2, "bid": 250, "conceded": true})),
    )
    .unwrap();
    assert_eq!(conceded.amounts, vec![25, 25, -50]);
    let fifties = AuctionSettings {
        scoring: Scoring::Fifties,
        bonus: false,
    };
    assert_eq!(bid_value(fifties, 240), 20);
    assert_eq!(bid_value(fifties, 360), 40);
    assert_eq!(bid_value(fifties, 250), 30);
    assert_eq!(bid_value(tenths, 360), 36);
    let bonus = AuctionSettings {
        scoring: Scoring::Tenths,
        bonus: true,
    };
    let b = settle_auction(
        bonus,
        3,
        "d",
        &d(json!({"bidder": 0, "bid": 400, "made": 410})),
    )
    .unwrap();
    assert_eq!(b.value, 80);
    let b = settle_auction(
        bonus,
        3,
        "d",
        &d(json!({"bidder": 0, "bid": 400, "made": 390})),
    )
    .unwrap();
    assert_eq!(b.value, -80);
    let e = settle_auction(
        tenths,
        3,
        "deals[2]",
        &d(json!({"bidder": 0, "bid": 195, "made": 390})),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[2].bid");
    let e = settle_auction(
        tenths,
        3,
        "deals[2]",
        &d(json!({"bidder": 3, "bid": 200, "made": 390})),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[2].bidder");
}

/// A gaigel counts two games (L8776).
#[test]
fn a_gaigel_is_two_games() {
    let games = play_gaigel(&vals(json!([{"winner": 0}, {"winner": 1, "gaigel": true}]))).unwrap();
    assert_eq!(games, vec![[1, -1], [-2, 2]]);
    let e = play_gaigel(&vals(json!([{"winner": 2}]))).unwrap_err();
    assert_eq!(e.field, "deals[0].winner");
}

proptest! {
    #[test]
    fn auction_deals_settle_to_zero(
        players in 3..5usize,
        bidder in 0..3i64,
        tens in 20..60i64,
        made in prop::option::of(0..800i64),
        scoring in prop::sample::select(vec![Scoring::Tenths, Scoring::Points, Scoring::Fifties]),
        bonus in any::<bool>(),
    ) {
        let deal = AuctionDeal { bidder, bid: tens * 10, conceded: made.is_none(), made };
        let o = settle_auction(AuctionSettings { scoring, bonus }, players, "d", &deal).unwrap();
        prop_assert_eq!(o.amounts.iter().sum::<i64>(), 0);
    }

    #[test]
    fn two_hand_replaying_equals_entering_one_by_one(
        deals in prop::collection::vec((0..400i64, 0..400i64, 0..=250i64, prop::option::of(0..2i64)), 0..15)
    ) {
        let deals: Vec<Value> = deals.into_iter().map(|(a, b, c, called)| {
            let mut d = json!({"melds": [a, b], "counters": [c, 250 - c]});
            if let Some(p) = called { d["called"] = json!(p); }
            d
        }).collect();
        let all = play_two_hand(TwoHandSettings::default(), &deals).unwrap();
        prop_assert_eq!(all.net.iter().sum::<i64>(), 0);
        for k in 0..=deals.len() {
            let part = play_two_hand(TwoHandSettings::default(), &deals[..k]).unwrap();
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
    }
}

/// The pads: every auction deal and every gaigel game is a settlement; nets sum to zero.
#[test]
fn pads_settle_and_net_to_zero() {
    let input = |sides: Vec<&str>, deals: Value| -> PadInput {
        serde_json::from_value(json!({"sides": sides, "deals": deals})).unwrap()
    };
    let pad = auction_pad(&input(
        vec!["Ann", "Bob", "Cy", "Di"],
        json!([{"bidder": 1, "bid": 240, "made": 250}, {"bidder": 0, "bid": 300, "conceded": true}]),
    ))
    .unwrap();
    assert_eq!(pad.net(), vec![-24 - 90, 72 + 30, -24 + 30, -24 + 30]);
    let pad = gaigel_pad(&input(
        vec!["Ann & Cy", "Bob & Di"],
        json!([{"winner": 1, "gaigel": true}]),
    ))
    .unwrap();
    assert_eq!(
        (pad.net(), pad.settled[0].label.as_str()),
        (vec![-2, 2], "gaigel")
    );
    let pad = two_hand_pad(&input(
        vec!["Ann", "Bob"],
        json!([{"melds": [900, 0], "counters": [150, 100], "called": 0}]),
    ))
    .unwrap();
    assert_eq!(pad.net(), vec![1, -1]);
}
