use proptest::prelude::*;
use serde_json::{Value, json};

use super::partners::{self, Hand, Scoring, Settings};
use super::pedro::{self, DOM_PEDRO, PEDRO};
use super::sixty_three::{self, SIXTY_THREE};
use super::{CINCH, settle_players};
use crate::laws::pad::PadInput;

fn sides() -> Vec<String> {
    vec!["N-S".to_owned(), "E-W".to_owned()]
}

fn players(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Guy"][..n]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn input(sides: Vec<String>, settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides,
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn cinch(settings: Value, deals: Value) -> partners::Played {
    partners::play(&CINCH, &input(sides(), settings, deals)).unwrap()
}

fn cinch_refusal(settings: Value, deals: Value) -> String {
    partners::play(&CINCH, &input(sides(), settings, deals))
        .unwrap_err()
        .to_string()
}

/// Seed 001 L10356–10384, L10310: high, low, jack, game 1 each and the two pedros 5 each are
/// fourteen, "Fourteen is highest possible bid".
#[test]
fn cinch_holds_fourteen_points_and_no_bid_above_them() {
    let all = json!([{"bidder": 0, "bid": 14, "high": 0, "low": 0, "jack": 0, "game": 0,
                      "right_pedro": 0, "left_pedro": 0}]);
    let p = cinch(Value::Null, all);
    assert_eq!(p.deals[0].points, [14, 0]);
    assert!(p.deals[0].made);
    let e = cinch_refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 15, "points": [14, 0]}]),
    );
    assert_eq!(e, "deals[0].bid: 15 is not a bid; 1..14");
    let e = cinch_refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 6, "points": [9, 6]}]),
    );
    assert_eq!(
        e,
        "deals[0].points: 9 + 6 is more than the 14 points of a deal"
    );
}

/// Seed 001 L10386–10397: made, each side scores what it makes; short, the bidders score nothing
/// and are set back the bid, "in the hole" below nought.
#[test]
fn a_bidder_short_of_his_bid_is_set_back_into_the_hole() {
    let p = cinch(
        Value::Null,
        json!([
            {"bidder": 0, "bid": 8, "points": [6, 8]},
            {"bidder": 1, "bid": 6, "high": 1, "low": 1, "jack": 0, "game": 1, "right_pedro": 1,
             "left_pedro": 0},
        ]),
    );
    assert_eq!(p.deals[0].points, [-8, 8]);
    assert_eq!(p.deals[0].totals, [-8, 8]);
    assert_eq!(p.deals[1].taken, [6, 8]);
    assert_eq!(p.deals[1].points, [6, 8]);
    assert_eq!(p.totals, [-2, 16]);
    assert!(p.open);
    let pad = partners::draw(&CINCH, &sides(), &p);
    let crate::laws::pad::Row::Deal { below, .. } = &pad.rows[0] else {
        panic!("{:?}", pad.rows[0]);
    };
    assert_eq!(below[0][0].points, -8);
    assert_eq!(below[0][0].label, "set back, bid 8; in the hole");
    assert!(pad.open && pad.settled.is_empty());
}

/// Seed 001 L10404–10405: "Under first method, if both sides go out on same deal, bidder's side
/// wins." N-S 45, E-W 48; E-W bid 6 and make 7, N-S make 7: both past 51, E-W out.
#[test]
fn both_sides_past_51_the_bidders_win() {
    let p = cinch(
        Value::Null,
        json!([
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 1, "bid": 1, "points": [3, 11]},
            {"bidder": 1, "bid": 1, "points": [0, 14]},
            {"bidder": 1, "bid": 1, "points": [0, 14]},
            {"bidder": 1, "bid": 1, "points": [0, 9]},
            {"bidder": 1, "bid": 6, "points": [7, 7]},
        ]),
    );
    assert_eq!(p.deals[6].totals, [45, 48]);
    assert_eq!(p.deals[7].totals, [52, 55]);
    assert_eq!(p.games.len(), 1);
    assert_eq!(p.games[0].winner, 1);
    // The same deal bid by N-S: N-S counts first and wins with the lower total.
    let p2 = cinch(
        Value::Null,
        json!([
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 0, "bid": 1, "points": [14, 0]},
            {"bidder": 1, "bid": 1, "points": [3, 11]},
            {"bidder": 1, "bid": 1, "points": [0, 14]},
            {"bidder": 1, "bid": 1, "points": [0, 14]},
            {"bidder": 1, "bid": 1, "points": [0, 9]},
            {"bidder": 0, "bid": 6, "points": [7, 7]},
        ]),
    );
    assert_eq!(p2.games[0].winner, 0);
    assert!(
        p2.deals[7]
            .out
            .as_deref()
            .unwrap()
            .contains("the bidder counts first"),
        "{:?}",
        p2.deals[7].out
    );
    assert!(!p2.open);
    let pad = partners::draw(&CINCH, &sides(), &p2);
    assert_eq!(pad.settled[0].amounts, vec![1, -1]);
    assert_eq!(pad.settled[0].final_points, vec![52, 55]);
}

/// Seed 001 L10399–10406: the second method scores only the difference, or the opponents'
/// points and the bid when the bid fails; equal points score nothing.
#[test]
fn the_second_method_scores_the_difference() {
    let p = cinch(
        json!({"scoring": "difference"}),
        json!([
            {"bidder": 0, "bid": 6, "points": [9, 5]},
            {"bidder": 0, "bid": 6, "points": [6, 8]},
            {"bidder": 1, "bid": 8, "points": [7, 7]},
            {"bidder": 1, "bid": 7, "points": [7, 7]},
        ]),
    );
    let points: Vec<[i64; 2]> = p.deals.iter().map(|d| d.points).collect();
    assert_eq!(points, vec![[4, 0], [0, 2], [15, 0], [0, 0]]);
}

/// Seed 001 L10342–10347: a revoke costs the offending side the hand; against the bidders,
/// "bidder and partner score all they make, whether they make amount bid or not".
#[test]
fn a_revoke_costs_the_offenders_the_hand() {
    let p = cinch(
        Value::Null,
        json!([
            {"bidder": 0, "bid": 10, "points": [6, 8], "revoke": 1},
            {"bidder": 0, "bid": 10, "points": [6, 8], "revoke": 0},
        ]),
    );
    assert_eq!(p.deals[0].points, [6, 0]);
    assert_eq!(p.deals[1].points, [0, 8]);
    let p = cinch(
        json!({"bidder_revoke": "set_back"}),
        json!([{"bidder": 0, "bid": 10, "points": [6, 8], "revoke": 0}]),
    );
    assert_eq!(p.deals[0].points, [-10, 8]);
}

#[test]
fn cards_or_points_but_not_both_and_no_stranger_keys() {
    let e = cinch_refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 6, "high": 0, "points": [1, 0]}]),
    );
    assert!(e.starts_with("deals[0].points: enter who took"), "{e}");
    let e = cinch_refusal(Value::Null, json!([{"bidder": 0, "bid": 6}]));
    assert!(e.starts_with("deals[0].points: needed"), "{e}");
    let e = cinch_refusal(Value::Null, json!([{"bidder": 0, "bid": 6, "king": 0}]));
    assert!(
        e.starts_with("deals[0].king: not a field of a cinch deal"),
        "{e}"
    );
    let e = cinch_refusal(Value::Null, json!([{"bidder": 0, "bid": 6, "jack": 2}]));
    assert!(e.starts_with("deals[0].jack: 2 is not a side"), "{e}");
    let e = cinch_refusal(json!({"game": 0}), json!([]));
    assert!(e.starts_with("settings.game"), "{e}");
}

/// The pure hand for a party's tally (progressive cinch, seed 001 L10449–10459).
#[test]
fn hand_points_scores_one_hand() {
    let hand = Hand {
        bidder: 1,
        bid: 7,
        taken: [8, 6],
        revoke: None,
    };
    assert_eq!(super::hand_points(&Settings::default(), &hand), Ok([8, -7]));
    let difference = Settings {
        scoring: Scoring::Difference,
        ..Settings::default()
    };
    assert_eq!(super::hand_points(&difference, &hand), Ok([15, 0]));
    let e = sixty_three::hand_points(&Settings::default(), &Hand { bid: 64, ..hand });
    assert_eq!(
        e.unwrap_err().to_string(),
        "hand.bid: 64 is not a bid; 1..63"
    );
}

/// Seed 001 L10466–10473 (W28): ace 1, king 25, trey 15, nine 9, ten 1, jack 1, the two pedros
/// 5 each and the two 1: sixty-three, the highest bid; 152 is game.
#[test]
fn sixty_three_holds_sixty_three_and_goes_to_152() {
    let all = json!({"bidder": 1, "bid": 63, "high": 1, "king": 1, "trey": 1, "nine": 1,
                     "game": 1, "jack": 1, "right_pedro": 1, "left_pedro": 1, "low": 1});
    let p = partners::play(
        &SIXTY_THREE,
        &input(sides(), Value::Null, json!([all.clone(), all.clone()])),
    )
    .unwrap();
    assert_eq!(p.deals[0].points, [0, 63]);
    assert_eq!(p.deals[1].totals, [0, 126]);
    assert!(p.games.is_empty());
    let p = partners::play(
        &SIXTY_THREE,
        &input(sides(), Value::Null, json!([all.clone(), all.clone(), all])),
    )
    .unwrap();
    assert_eq!(p.games[0].winner, 1);
    assert_eq!(p.games[0].totals, [0, 189]);
    let e = partners::play(
        &SIXTY_THREE,
        &input(sides(), json!({"low": "dealt"}), json!([])),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.low");
    // The king and the trey: 40 of the 63 to the takers, the bid of 30 made.
    let p = partners::play(
        &SIXTY_THREE,
        &input(
            sides(),
            Value::Null,
            json!([{"bidder": 0, "bid": 30, "king": 0, "trey": 0, "nine": 1, "low": 1}]),
        ),
    )
    .unwrap();
    assert_eq!(p.deals[0].points, [40, 10]);
}

/// Sixty-three keeps cinch's rules (L10473–10474): both sides past 152 on one deal, the bidders
/// win; a failed bid is set back.
#[test]
fn sixty_three_bidders_count_first_past_152() {
    let mut deals = vec![
        json!({"bidder": 0, "bid": 30, "points": [63, 0]}),
        json!({"bidder": 0, "bid": 30, "points": [63, 0]}),
        json!({"bidder": 1, "bid": 40, "points": [20, 43]}),
        json!({"bidder": 1, "bid": 60, "points": [0, 63]}),
    ];
    let play = |deals: &[Value]| {
        partners::play(
            &SIXTY_THREE,
            &input(sides(), Value::Null, Value::Array(deals.to_vec())),
        )
        .unwrap()
    };
    assert_eq!(play(&deals).totals, [146, 106]);
    // Both past 152, 156 to 159: whichever side bid wins.
    deals.push(json!({"bidder": 1, "bid": 30, "points": [10, 53]}));
    let p = play(&deals);
    assert_eq!((p.deals[4].totals, p.games[0].winner), ([156, 159], 1));
    deals[4] = json!({"bidder": 0, "bid": 10, "points": [10, 53]});
    let p = play(&deals);
    assert_eq!((p.deals[4].totals, p.games[0].winner), ([156, 159], 0));
    // E-W bid the whole 63 and make 40: set back to 43.
    deals[4] = json!({"bidder": 1, "bid": 63, "points": [0, 40]});
    let p = play(&deals);
    assert_eq!(p.totals, [146, 43]);
    assert!(p.games.is_empty());
}

fn pedro_play(
    game: &pedro::PedroGame,
    n: usize,
    settings: Value,
    deals: Value,
) -> pedro::PedroPlayed {
    pedro::play(game, &input(players(n), settings, deals)).unwrap()
}

/// Seed 001 L10237–10246: high, low, jack and game 1 each, sancho 9, pedro 5: eighteen a deal.
/// L10250–10255: dom pedro adds the joker, 15: thirty-three.
#[test]
fn pedro_holds_eighteen_and_dom_pedro_thirty_three() {
    let p = pedro_play(
        &PEDRO,
        4,
        Value::Null,
        json!([{"bidder": 2, "bid": 18, "high": 2, "low": 2, "jack": 2, "game": 2, "sancho": 2, "pedro": 2}]),
    );
    assert_eq!(p.deals[0].points, vec![0, 0, 18, 0]);
    let p = pedro_play(
        &DOM_PEDRO,
        4,
        Value::Null,
        json!([{"bidder": 1, "bid": 33, "high": 1, "low": 1, "jack": 1, "game": 1, "sancho": 1,
                "pedro": 1, "dom_pedro": 1}]),
    );
    assert_eq!(p.deals[0].points, vec![0, 33, 0, 0]);
    let e = pedro::play(
        &PEDRO,
        &input(
            players(4),
            Value::Null,
            json!([{"bidder": 0, "bid": 19, "high": 0}]),
        ),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].bid: 19 is not a bid; 1..18, the most a deal holds"
    );
    let e = pedro::play(
        &PEDRO,
        &input(players(4), Value::Null, json!([{"dom_pedro": 0}])),
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .starts_with("deals[0].dom_pedro: not a field of a pedro deal")
    );
    let e = pedro::play(
        &DOM_PEDRO,
        &input(players(4), json!({"game": 75}), json!([])),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.game");
}

/// Seed 001 L10210–10215 (pitch, of which pedro is "a variety"): the bidder short is set back;
/// the others score what they make.
#[test]
fn a_pedro_bidder_short_is_set_back() {
    let p = pedro_play(
        &PEDRO,
        4,
        Value::Null,
        json!([{"bidder": 0, "bid": 10, "high": 0, "low": 1, "jack": 0, "game": 3, "sancho": 1, "pedro": 0}]),
    );
    assert_eq!(p.deals[0].taken, vec![7, 10, 0, 1]);
    assert_eq!(p.deals[0].points, vec![-10, 10, 0, 1]);
    assert_eq!(p.deals[0].made, Some(false));
}

/// Seed 001 L10217–10224: a revoke by a player other than the maker: the maker cannot be set
/// back, the revoker is set back the bid (2 when nobody bid) and scores nothing.
#[test]
fn pedro_revokes() {
    let p = pedro_play(
        &PEDRO,
        5,
        Value::Null,
        json!([
            {"bidder": 0, "bid": 12, "high": 0, "low": 1, "jack": 0, "sancho": 1, "pedro": 0, "revoke": 1},
            {"high": 2, "low": 2, "jack": 3, "game": 4, "sancho": 3, "pedro": 2, "revoke": 4},
            {"bidder": 3, "bid": 5, "high": 3, "sancho": 3, "pedro": 0, "revoke": 3},
        ]),
    );
    assert_eq!(p.deals[0].points, vec![7, -12, 0, 0, 0]);
    assert_eq!(p.deals[1].points, vec![0, 0, 7, 10, -2]);
    assert_eq!(p.deals[2].points, vec![5, 0, 0, -5, 0]);
}

/// Seed 001 L10188–10191: the maker of trump goes out first; otherwise the points count in the
/// order high, low, jack, game (sancho and pedro after them).
#[test]
fn pedro_going_out_in_order() {
    let to_45 = json!([
        {"high": 0, "low": 0, "jack": 0, "game": 0, "sancho": 0, "pedro": 0},
        {"high": 1, "low": 1, "jack": 1, "game": 1, "sancho": 1, "pedro": 1},
        {"high": 2, "low": 2, "jack": 2, "game": 2, "sancho": 2, "pedro": 2},
        {"sancho": 0, "pedro": 1, "game": 2},
        {"sancho": 1, "pedro": 0, "high": 2, "low": 2, "jack": 2},
    ]);
    // After these: Ann 18 + 9 + 5 = 32, Bob 18 + 5 + 9 = 32, Cat 18 + 1 + 3 = 22.
    let mut deals = to_45.as_array().unwrap().clone();
    deals.push(json!({"sancho": 0, "pedro": 1, "high": 1, "low": 0, "jack": 0, "game": 0}));
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals.clone()));
    assert_eq!(p.deals[4].totals, vec![32, 32, 22, 0]);
    // Ann 32 + 1 + 1 + 1 + 9 = 44, Bob 32 + 1 + 5 = 38: nobody out.
    assert!(p.games.is_empty());
    // Bob bids 5 and makes 9; Ann takes sancho: Ann 53, Bob 47, Ann out.
    deals.push(
        json!({"bidder": 1, "bid": 5, "sancho": 0, "pedro": 1, "high": 1, "low": 1,
                      "jack": 1, "game": 1}),
    );
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals.clone()));
    assert_eq!(p.deals[6].totals, vec![53, 47, 22, 0]);
    assert_eq!(p.games[0].winner, 0);
    // Both at 50: Bob made trump and goes out first (L10188–10189).
    deals.pop();
    deals.push(
        json!({"bidder": 1, "bid": 5, "sancho": 1, "pedro": 0, "high": 1, "low": 1,
                      "jack": 1, "game": 0}),
    );
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals.clone()));
    assert_eq!(p.deals[6].totals, vec![50, 50, 22, 0]);
    assert_eq!(p.games[0].winner, 1);
    assert!(
        p.deals[6]
            .out
            .as_deref()
            .unwrap()
            .contains("maker of trump goes out first")
    );
    deals.pop();
    deals.push(json!({"bidder": 1, "bid": 12, "sancho": 1, "pedro": 0, "high": 1, "low": 1, "jack": 1, "game": 1}));
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals.clone()));
    // Ann 44 + 5 = 49; Bob 38 + 13 = 51 with his bid made: out.
    assert_eq!(p.games[0].winner, 1);
    // Neither bidder: Cat bids and fails; Ann and Bob both pass 50 and count in order: Bob's
    // high comes before Ann's sancho.
    deals.pop();
    deals.push(json!({"bidder": 2, "bid": 10, "high": 1, "low": 2, "jack": 1, "sancho": 0, "pedro": 1, "game": 0}));
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals));
    // Ann 44 + 9 + 1 = 54, Bob 38 + 1 + 1 + 5 = 45: only Ann.
    assert_eq!(p.deals[6].totals, vec![54, 45, 12, 0]);
    assert_eq!(p.games[0].winner, 0);
}

#[test]
fn pedro_order_decides_between_two_non_makers() {
    // Ann 45 and Bob 49 before the deal; Cat bids and fails; Bob's high (L10192) comes before
    // Ann's jack, so Bob is out first though Ann ends higher.
    let mut deals = vec![
        json!({"high": 0, "low": 0, "jack": 0, "game": 0, "sancho": 0, "pedro": 0}),
        json!({"high": 0, "low": 0, "jack": 0, "game": 0, "sancho": 0, "pedro": 0}),
        json!({"sancho": 0}),
        json!({"high": 1, "low": 1, "jack": 1, "game": 1, "sancho": 1, "pedro": 1}),
        json!({"high": 1, "low": 1, "jack": 1, "game": 1, "sancho": 1, "pedro": 1}),
        json!({"high": 1, "low": 1, "jack": 1, "game": 1, "sancho": 1}),
    ];
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals.clone()));
    assert_eq!(p.totals, vec![45, 49, 0, 0]);
    deals.push(json!({"bidder": 2, "bid": 8, "high": 1, "jack": 0, "sancho": 0, "low": 2}));
    let p = pedro_play(&PEDRO, 4, Value::Null, Value::Array(deals));
    assert_eq!(p.deals[6].totals, vec![55, 50, -8, 0]);
    assert_eq!(p.games[0].winner, 1);
    assert!(
        p.deals[6].out.as_deref().unwrap().contains("on high"),
        "{:?}",
        p.deals[6].out
    );
    let pad = pedro::draw(&PEDRO, &players(4), &p);
    assert_eq!(pad.settled[0].amounts, vec![-1, 3, -1, -1]);
}

#[test]
fn players_settle_by_game_or_by_points() {
    let s = settle_players(super::Settle::Points, 1, &[40, 52, -6, 10], String::new());
    assert_eq!(s.amounts, vec![-12, 12 + 58 + 42, -58, -42]);
    assert_eq!(s.amounts.iter().sum::<i64>(), 0);
}

fn cinch_deal() -> impl Strategy<Value = Value> {
    (
        0usize..2,
        1i64..=14,
        prop::collection::vec(prop::option::of(0usize..2), 6),
        prop::option::of(0usize..2),
    )
        .prop_map(|(bidder, bid, cards, revoke)| {
            let keys = ["high", "low", "jack", "game", "right_pedro", "left_pedro"];
            let mut deal = serde_json::Map::new();
            deal.insert("bidder".into(), bidder.into());
            deal.insert("bid".into(), bid.into());
            for (k, c) in keys.iter().zip(cards) {
                deal.insert((*k).into(), c.map_or(Value::Null, Value::from));
            }
            // Every deal has high in play, so never an empty deal.
            if deal["high"].is_null() {
                deal.insert("high".into(), bidder.into());
            }
            if let Some(r) = revoke.filter(|_| bid % 5 == 0) {
                deal.insert("revoke".into(), r.into());
            }
            Value::Object(deal)
        })
}

fn pedro_deal(cards: usize, total: i64) -> impl Strategy<Value = Value> {
    (
        prop::option::of((0usize..5, 1i64..=total)),
        prop::collection::vec(prop::option::of(0usize..5), cards),
        prop::option::of(0usize..5),
    )
        .prop_map(move |(bid, holders, revoke)| {
            let keys = [
                "high",
                "low",
                "jack",
                "game",
                "sancho",
                "pedro",
                "dom_pedro",
            ];
            let mut deal = serde_json::Map::new();
            if let Some((b, n)) = bid {
                deal.insert("bidder".into(), b.into());
                deal.insert("bid".into(), n.into());
            }
            for (k, h) in keys.iter().zip(holders) {
                if let Some(h) = h {
                    deal.insert((*k).into(), h.into());
                }
            }
            if let Some(r) = revoke.filter(|r| r % 3 == 0) {
                deal.insert("revoke".into(), r.into());
            }
            Value::Object(deal)
        })
}

proptest! {
    /// Replaying the deals one by one gives what playing them at once gives; no deal awards
    /// more than the fourteen (set-back) or twice fourteen (difference: points and the bid);
    /// settlements sum to nought; partners share one score, so theirs are equal by construction.
    #[test]
    fn cinch_replays_and_stays_within_the_deal(
        deals in prop::collection::vec(cinch_deal(), 0..16),
        difference in any::<bool>(),
    ) {
        let settings = json!({"scoring": if difference { "difference" } else { "set_back" }});
        let all = cinch(settings.clone(), Value::Array(deals.clone()));
        for k in 0..deals.len() {
            let part = cinch(settings.clone(), Value::Array(deals[..k].to_vec()));
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        for d in &all.deals {
            let gained: i64 = d.points.iter().filter(|p| **p > 0).sum();
            let cap = if difference { 28 } else { 14 };
            prop_assert!(gained <= cap);
            prop_assert!(d.points.iter().all(|p| *p >= -14));
        }
        let pad = partners::draw(&CINCH, &sides(), &all);
        for s in &pad.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
        prop_assert_eq!(pad.settled.len(), all.games.len());
    }

    /// Pedro never awards more than 18 a deal, dom pedro 33; the replay agrees; settlements
    /// sum to nought.
    #[test]
    fn pedro_replays_and_stays_within_the_deal(
        deals in prop::collection::vec(pedro_deal(6, 18), 0..16),
        dom in prop::collection::vec(pedro_deal(7, 33), 0..16),
        by_points in any::<bool>(),
    ) {
        let settings = json!({"settle": if by_points { "points" } else { "game" }});
        for (game, deals, max) in [(&PEDRO, deals, 18), (&DOM_PEDRO, dom, 33)] {
            let all = pedro_play(game, 5, settings.clone(), Value::Array(deals.clone()));
            for k in 0..deals.len() {
                let part = pedro_play(game, 5, settings.clone(), Value::Array(deals[..k].to_vec()));
                prop_assert_eq!(&part.deals[..], &all.deals[..k]);
            }
            for d in &all.deals {
                let gained: i64 = d.points.iter().filter(|p| **p > 0).sum();
                prop_assert!(gained <= max);
            }
            let pad = pedro::draw(game, &players(5), &all);
            for s in &pad.settled {
                prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            }
        }
    }
}
