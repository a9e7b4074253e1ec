use proptest::prelude::*;
use serde_json::{Value, json};

use super::bids::{Bid, CHOICES, Schedule};
use super::deal::Layout;
use super::*;

pub(super) fn names(n: usize) -> Vec<String> {
    ["P", "Q", "R", "S", "T", "U", "V"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

pub(super) fn run(settings: Value, players: usize, deals: Value) -> Result<Value, LawError> {
    let input = json!({"settings": settings, "players": names(players), "deals": deals});
    wire::score_json(&input.to_string(), None).map(|s| serde_json::from_str(&s).unwrap())
}

pub(super) fn ok(settings: Value, players: usize, deals: Value) -> Value {
    run(settings, players, deals).unwrap()
}

pub(super) fn refusal(settings: Value, players: usize, deals: Value) -> String {
    run(settings, players, deals).unwrap_err().to_string()
}

pub(super) fn points(out: &Value, deal: usize) -> Vec<i64> {
    serde_json::from_value(out["deals"][deal]["points"].clone()).unwrap()
}

fn bid(s: &str) -> Bid {
    Bid::parse("bid", s).unwrap()
}

/// Seed 000 L8552–8593 (and seed 001 L7030–7112): the Avondale schedule, 40 for six spades, "the
/// numbers increase downwards by 20 at a time, and horizontally by 100".
#[test]
fn the_avondale_schedule_cell_by_cell() {
    let rows = [
        ("S", [40, 140, 240, 340, 440]),
        ("C", [60, 160, 260, 360, 460]),
        ("D", [80, 180, 280, 380, 480]),
        ("H", [100, 200, 300, 400, 500]),
        ("NT", [120, 220, 320, 420, 520]),
    ];
    for (suit, values) in rows {
        for (k, v) in values.iter().enumerate() {
            assert_eq!(
                bid(&format!("{}{suit}", k + 6)).value(Schedule::Avondale),
                *v
            );
        }
    }
}

/// Seed 001 L7114–7187 and L7191–7264: the Original and the Inverted schedules.
#[test]
fn the_original_and_inverted_schedules() {
    assert_eq!(bid("6S").value(Schedule::Original), 40);
    assert_eq!(bid("8D").value(Schedule::Original), 240);
    assert_eq!(bid("10NT").value(Schedule::Original), 600);
    assert_eq!(bid("9C").value(Schedule::Original), 240);
    assert_eq!(bid("6C").value(Schedule::Inverted), 40);
    assert_eq!(bid("7S").value(Schedule::Inverted), 120);
    assert_eq!(bid("8H").value(Schedule::Inverted), 240);
    assert_eq!(bid("10D").value(Schedule::Inverted), 500);
    assert_eq!(bid("10NT").value(Schedule::Inverted), 600);
}

/// Seed 001 L6928–6934 (W8): seven clubs (120) raises seven spades (80), and eight spades raises
/// seven clubs, "since the value of each bid is 120 points".
#[test]
fn original_schedule_ranking_w8() {
    let o = Schedule::Original;
    assert_eq!(bid("7C").value(o), 120);
    assert_eq!(bid("7S").value(o), 80);
    assert!(bid("7C").outbids(bid("7S"), o));
    assert_eq!(bid("8S").value(o), 120);
    assert!(bid("8S").outbids(bid("7C"), o));
    assert!(!bid("7C").outbids(bid("8S"), o));
}

/// Law 18, seed 001 L7519–7523 (W9): eight diamonds outbids seven no-trumps, both 240; six
/// no-trumps outbids seven spades, worth 40 more.
#[test]
fn law_18_equal_points_go_to_more_tricks_w9() {
    let o = Schedule::Original;
    assert_eq!(bid("8D").value(o), 240);
    assert_eq!(bid("7NT").value(o), 240);
    assert!(bid("8D").outbids(bid("7NT"), o));
    assert!(bid("6NT").outbids(bid("7S"), o));
    assert_eq!(bid("6NT").value(o) - bid("7S").value(o), 40);
}

/// Seed 001 L7414–7415 (W10): nullo, 250, ranks between eight spades and eight clubs.
#[test]
fn nullo_ranks_between_eight_spades_and_eight_clubs_w10() {
    let a = Schedule::Avondale;
    assert!(bid("nullo").outbids(bid("8S"), a));
    assert!(bid("8C").outbids(bid("nullo"), a));
}

/// The contract of issue 11: eight hearts made, 300, and ten a trick to each adversary; a deal
/// nobody bid played at no-trumps, ten a trick (seed 000 L8515–8517; Law 21 L7532–7535).
#[test]
fn the_issue_contract() {
    let out = ok(
        json!({"schedule": "avondale"}),
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 1, 1]},
               {"bidder": null, "tricks": [4, 3, 3]}]),
    );
    assert_eq!(points(&out, 0), vec![300, 10, 10]);
    assert_eq!(points(&out, 1), vec![40, 30, 30]);
    assert_eq!(out["totals"], json!([340, 40, 40]));
    assert_eq!(out["winner"], Value::Null);
    // A deal nobody bid with the cards thrown in scores nothing.
    let out = ok(Value::Null, 3, json!([{"bidder": null}]));
    assert_eq!(points(&out, 0), vec![0, 0, 0]);
}

/// Seed 001 L7301–7303, Law 38 L7654–7657; seed 000 L8606–8608: all ten tricks score at least
/// 250, and a bid worth more gets nothing extra.
#[test]
fn all_ten_tricks_score_the_minimum_250() {
    for (b, want) in [
        ("7S", 250),
        ("8C", 260),
        ("6NT", 250),
        ("10NT", 520),
        ("9S", 340),
    ] {
        let out = ok(
            Value::Null,
            3,
            json!([{"bidder": 1, "bid": b, "tricks": [0, 10, 0]}]),
        );
        assert_eq!(points(&out, 0), vec![0, want, 0], "{b}");
    }
    // Nine of ten is only the bid.
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 1, "bid": "7S", "tricks": [1, 9, 0]}]),
    );
    assert_eq!(points(&out, 0), vec![10, 140, 0]);
}

/// A bid not made is set back its value: "in the hole" below nothing (seed 001 L7308–7313).
#[test]
fn a_bid_not_made_is_set_back() {
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 2, "bid": "8NT", "tricks": [2, 1, 7]}]),
    );
    assert_eq!(points(&out, 0), vec![20, 10, -320]);
    assert_eq!(out["deals"][0]["made"], json!(false));
}

/// Nullo (seed 001 L7409–7420): 250 made; failed, set back 250 and each adversary scores ten
/// for each trick the bidder took.
#[test]
fn nullo_made_and_failed() {
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "nullo", "tricks": [0, 6, 4]}]),
    );
    assert_eq!(points(&out, 0), vec![250, 0, 0]);
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "nullo", "tricks": [2, 5, 3]}]),
    );
    assert_eq!(points(&out, 0), vec![-250, 20, 20]);
    // In partnership the bidder plays alone: his partner takes no trick.
    let e = refusal(
        Value::Null,
        4,
        json!([{"bidder": 0, "bid": "nullo", "tricks": [0, 5, 1, 4]}]),
    );
    assert!(e.starts_with("deals[0].tricks[2]:"), "{e}");
    let out = ok(
        Value::Null,
        4,
        json!([{"bidder": 0, "bid": "nullo", "tricks": [1, 5, 0, 4]}]),
    );
    assert_eq!(points(&out, 0), vec![-250, 10, -250, 10]);
}

/// Law 37 (seed 001 L7649–7652; seed 000 L8613–8616): the bidder counts first, and wins though an
/// adversary reaches 500 on the same deal.
#[test]
fn the_bidder_going_out_first() {
    // P 400, Q 490; then P makes six no-trumps (120) while Q takes four tricks (40): both reach
    // 500 on the deal, and P, the bidder, counts first.
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "9H", "tricks": [9, 1, 0]},
               {"bidder": 1, "bid": "10D", "tricks": [0, 10, 0]},
               {"bidder": 0, "bid": "6NT", "tricks": [6, 4, 0]}]),
    );
    assert_eq!(out["totals"], json!([520, 530, 0]));
    assert_eq!(out["winner"], json!(0));
    assert!(
        out["games"][0]["why"]
            .as_str()
            .unwrap()
            .contains("bidder counts first")
    );
}

/// Law 41 (seed 001 L7666–7671): two adversaries reaching 500 on one deal, the one that first got
/// the trick that put him out wins; the law asks for him then, and only then.
#[test]
fn two_adversaries_go_out_by_trick_order() {
    let before = json!([{"bidder": 1, "bid": "10D", "tricks": [0, 10, 0]},
                        {"bidder": 2, "bid": "10D", "tricks": [0, 0, 10]}]);
    // Q and R stand at 480; P bids eight spades and fails, each of them taking three tricks.
    let mut deals = before.as_array().unwrap().clone();
    deals.push(json!({"bidder": 0, "bid": "8S", "tricks": [4, 3, 3]}));
    let e = refusal(Value::Null, 3, Value::Array(deals.clone()));
    assert!(
        e.starts_with("deals[2].first_out: Q and R all reach 500"),
        "{e}"
    );
    assert!(e.contains("Law 41"), "{e}");
    deals[2]["first_out"] = json!(2);
    let out = ok(Value::Null, 3, Value::Array(deals.clone()));
    assert_eq!(out["winner"], json!(2));
    // Naming one who did not go out is refused; so is asking when it does not matter.
    deals[2]["first_out"] = json!(0);
    let e = refusal(Value::Null, 3, Value::Array(deals));
    assert!(e.contains("P did not reach 500"), "{e}");
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8S", "tricks": [8, 1, 1], "first_out": 1}]),
    );
    assert!(e.starts_with("deals[0].first_out: asked only when"), "{e}");
}

/// Seed 001 L7327 (W11): "A player may be 100 in the hole and score out on a 600 bid."
#[test]
fn out_from_the_hole_on_a_600_bid_w11() {
    let out = ok(
        json!({"schedule": "original"}),
        3,
        json!([{"bidder": 0, "bid": "6H", "tricks": [5, 3, 2]},
               {"bidder": 0, "bid": "10NT", "tricks": [10, 0, 0]}]),
    );
    assert_eq!(out["deals"][0]["totals"][0], json!(-100));
    assert_eq!(out["totals"][0], json!(500));
    assert_eq!(out["winner"], json!(0));
}

/// The revoke: Law 31 (seed 001 L7609–7618), the American rule of 1909 (seed 000 L8626–8631),
/// and Hoffmann's (seed 000 L8633–8646).
#[test]
fn the_revoke_rules_of_both_books() {
    // R, an adversary, revokes after P has four tricks and Q two.
    let adversary = json!([{"bidder": 0, "bid": "8H", "tricks": [4, 2, 1], "revoke": 2}]);
    let out = ok(Value::Null, 3, adversary.clone());
    assert_eq!(points(&out, 0), vec![300, 20, 0]);
    let out = ok(json!({"revoke": "american1909"}), 3, adversary);
    assert_eq!(points(&out, 0), vec![300, 0, 0]);
    // Hoffmann: the hand played anew from the revoke; the offender set back 100.
    let out = ok(
        json!({"revoke": "hoffmann1909"}),
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [7, 2, 1], "revoke": 2}]),
    );
    assert_eq!(points(&out, 0), vec![-300, 20, -100]);
    // The bidder revoking is set back; the adversaries score their tricks, by every code.
    for code in ["law31", "american1909", "hoffmann1909"] {
        let out = ok(
            json!({"revoke": code}),
            3,
            json!([{"bidder": 0, "bid": "7S", "tricks": [3, 2, 2], "revoke": 0}]),
        );
        assert_eq!(points(&out, 0), vec![-140, 20, 20], "{code}");
    }
}

/// Seed 001 L7349–7366: the games of 1,000 and 1,500; card points never make the bid good and
/// are thrown out when the bidder is set back.
#[test]
fn the_game_of_1000_with_card_points() {
    let s = json!({"game": 1000});
    let out = ok(
        s.clone(),
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 1, 1], "card_points": [200, 30, 30]}]),
    );
    assert_eq!(points(&out, 0), vec![500, 40, 40]);
    let out = ok(
        s.clone(),
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [7, 2, 1], "card_points": [180, 50, 30]}]),
    );
    assert_eq!(points(&out, 0), vec![-300, 70, 40]);
    let out = ok(
        json!({"game": 1000, "card_points_set_back": "all"}),
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [7, 2, 1], "card_points": [180, 50, 30]}]),
    );
    assert_eq!(points(&out, 0), vec![-300, 20, 10]);
    // 500 is not out at 1,000.
    let out = ok(
        s.clone(),
        3,
        json!([{"bidder": 0, "bid": "10NT", "tricks": [10, 0, 0], "card_points": [260, 0, 0]}]),
    );
    assert_eq!(out["winner"], Value::Null);
    assert_eq!(out["totals"], json!([780, 0, 0]));
    let e = refusal(
        s,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 1, 1], "card_points": [200, 50, 30]}]),
    );
    assert!(
        e.starts_with("deals[0].card_points: 280 card points; the pack holds 260"),
        "{e}"
    );
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 1, 1], "card_points": [1, 1, 1]}]),
    );
    assert!(e.contains("only in the games of 1,000"), "{e}");
}

/// Seed 001 L7361–7364 (W12): the card points of each pack; the 60-card line (114 a suit) does
/// not follow the book's own rule, which gives 108 (rules-1927-b §2.3.6).
#[test]
fn card_points_of_each_pack_w12() {
    let per_suit = |low: i64, high: i64| -> i64 {
        // Ace 1; ten, knave, queen, king 10; the rest their pips; 11s and 12s their pips.
        1 + (low..=9).sum::<i64>() + 40 + (11..=high).sum::<i64>()
    };
    assert_eq!(per_suit(9, 10), 50);
    assert_eq!(per_suit(7, 10), 65);
    assert_eq!(per_suit(4, 10), 80);
    assert_eq!(per_suit(2, 10), 85);
    assert_eq!(per_suit(2, 12), 108);
    let s = Settings::default();
    assert_eq!(Layout::of(&s, 2, "p").unwrap().card_point_total, 200);
    assert_eq!(Layout::of(&s, 3, "p").unwrap().card_point_total, 260);
    assert_eq!(Layout::of(&s, 4, "p").unwrap().card_point_total, 320);
    assert_eq!(Layout::of(&s, 5, "p").unwrap().card_point_total, 340);
}

#[test]
fn impossible_deals_are_refused_at_the_field() {
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 2, 1]}]),
    );
    assert_eq!(
        e,
        "deals[0].tricks: 8 + 2 + 1 = 11 is more than the ten tricks of a hand"
    );
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [11, 0, 0]}]),
    );
    assert!(
        e.starts_with("deals[0].tricks[0]: 11 is more than the ten tricks"),
        "{e}"
    );
    for b in ["11H", "5S", "7X", ""] {
        let e = refusal(
            Value::Null,
            3,
            json!([{"bidder": 0, "bid": b, "tricks": [8, 1, 1]}]),
        );
        assert!(
            e.starts_with("deals[0].bid:") && e.contains("not a bid the schedule has"),
            "{e}"
        );
    }
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 3, "bid": "8H", "tricks": [8, 1, 1]}]),
    );
    assert!(
        e.starts_with("deals[0].bidder: 3 is not one of the 3"),
        "{e}"
    );
    let e = refusal(Value::Null, 3, json!([{"bidder": 0, "tricks": [8, 1, 1]}]));
    assert!(e.starts_with("deals[0].bid:"), "{e}");
    let e = refusal(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [7, 1, 1]}]),
    );
    assert!(e.contains("is not the ten tricks"), "{e}");
    let e = refusal(Value::Null, 7, json!([]));
    assert!(e.starts_with("players: 7 players"), "{e}");
    let e = refusal(json!({"schedule": "modern"}), 3, json!([]));
    assert!(e.starts_with("settings.schedule:"), "{e}");
}

/// One hand scored alone for a party's tally is the deal's line of the whole game.
#[test]
fn hand_points_is_the_deals_line() {
    let d: Deal =
        serde_json::from_value(json!({"bidder": 0, "bid": "8H", "tricks": [8, 1, 1]})).unwrap();
    assert_eq!(
        hand_points(&Settings::default(), 3, &d).unwrap(),
        vec![300, 10, 10]
    );
}

/// A table's pad: set-backs as negative items, the game ruled off with who went out, settled at
/// a stake a game; nothing open once the game is over.
#[test]
fn the_pad_rules_off_the_game_and_settles_it() {
    let input = PadInput {
        settings: Value::Null,
        sides: names(3),
        deals: vec![
            json!({"bidder": 2, "bid": "8NT", "tricks": [2, 1, 7]}),
            json!({"bidder": 0, "bid": "10H", "tricks": [10, 0, 0]}),
        ],
    };
    let pad = pad_of(&input, None).unwrap();
    let super::super::pad::Row::Deal { below, .. } = &pad.rows[0] else {
        panic!()
    };
    assert_eq!(below[2][0].points, -320);
    assert_eq!(pad.settled.len(), 1);
    assert_eq!(pad.settled[0].amounts, vec![2, -1, -1]);
    assert!(!pad.open);
    let points = pad_of(
        &PadInput {
            settings: json!({"settle": "points"}),
            ..input
        },
        None,
    )
    .unwrap();
    // P 520, Q 10, R −320: each pays every other the difference (3·520 − 210 …).
    assert_eq!(points.settled[0].amounts, vec![1350, -180, -1170]);
}

/// Deal `j`'s points when the deals are played all at once.
fn played_points(settings: &Value, deals: &[Value], j: usize) -> Vec<i64> {
    let out = ok(settings.clone(), 3, Value::Array(deals.to_vec()));
    points(&out, j)
}

fn three_hand_deal() -> impl Strategy<Value = Value> {
    (
        prop::option::of(0usize..3),
        0usize..CHOICES.len(),
        0i64..=10,
        0i64..=10,
    )
        .prop_map(|(bidder, b, x, y)| {
            let (a, c) = (x.min(10), y.min(10 - x.min(10)));
            let tricks = [a, c, 10 - a - c];
            match bidder {
                None => json!({"bidder": null, "tricks": tricks}),
                Some(p) => json!({"bidder": p, "bid": CHOICES[b].0, "tricks": tricks}),
            }
        })
}

proptest! {
    /// Replaying the deals one by one gives the same pad as all at once; one hand scored alone is
    /// its line; settlements sum to zero; no deal gives more than 520 (the Avondale's highest).
    #[test]
    fn replay_one_by_one_is_all_at_once(
        deals in prop::collection::vec(three_hand_deal(), 0..16),
        settle in prop::sample::select(vec!["game", "points"]),
    ) {
        let settings = json!({"settle": settle});
        let input = |k: usize| PadInput {
            settings: settings.clone(),
            sides: names(3),
            deals: deals[..k].to_vec(),
        };
        // A deal may be refused (two going out with no first_out); the prefix before it stands.
        let full = (0..=deals.len()).rev().find_map(|k| pad_of(&input(k), None).ok().map(|p| (k, p)));
        let (k, whole) = full.unwrap();
        for (j, deal) in deals.iter().enumerate().take(k) {
            let part = pad_of(&input(j), None).unwrap();
            prop_assert_eq!(&whole.rows[..part.rows.len()], &part.rows[..]);
            let d: Deal = serde_json::from_value(deal.clone()).unwrap();
            let alone = hand_points(&Settings::default(), 3, &d).unwrap();
            // The deal's line of the whole game, and never more than the highest bid.
            prop_assert_eq!(&alone, &played_points(&settings, &deals[..k], j));
            for &pts in &alone {
                prop_assert!((-520..=520).contains(&pts));
            }
        }
        for s in &whole.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }

    /// At four-hand the two partners' scores are equal, deal by deal, and sides and players agree.
    #[test]
    fn partners_are_equal_at_four_hand(
        deals in prop::collection::vec((0usize..4, 0usize..CHOICES.len() - 1, 0i64..=10, 0i64..=10), 0..12),
    ) {
        let deals: Vec<Value> = deals.into_iter().map(|(b, c, x, y)| {
            let (a, d) = (x, y.min(10 - x));
            let rest = 10 - a - d;
            json!({"bidder": b, "bid": CHOICES[c].0, "tricks": [a, d, rest, 0]})
        }).collect();
        let input = json!({"players": names(4), "deals": deals}).to_string();
        if let Ok(out) = wire::score_json(&input, None) {
            let out: Value = serde_json::from_str(&out).unwrap();
            for d in out["deals"].as_array().unwrap() {
                prop_assert_eq!(&d["points"][0], &d["points"][2]);
                prop_assert_eq!(&d["points"][1], &d["points"][3]);
            }
            let net: Vec<i64> = serde_json::from_value(out["net"].clone()).unwrap();
            prop_assert_eq!(net.iter().sum::<i64>(), 0);
        }
    }
}
