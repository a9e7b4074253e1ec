use proptest::prelude::*;
use serde_json::{Value, json};

use super::sitting::{self, partners};
use super::*;
use crate::laws::pad::{PadInput, Row};

fn input(settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: ["Ann", "Bob", "Cat", "Dan"].map(str::to_owned).to_vec(),
        deals: serde_json::from_value(deals).unwrap(),
    }
}

/// One deal scored alone, Ann (seat 0) bidding with Bob.
fn one(deal: Value) -> Scored {
    let deal: Deal = serde_json::from_value(deal).unwrap();
    score_deal(0, &deal, [0, 0, 1, 1], Settings::default()).unwrap()
}

fn above(s: &Scored) -> [i64; 2] {
    [s.above_total(0), s.above_total(1)]
}

fn refusal(settings: Value, deals: Value) -> crate::laws::LawError {
    sitting::pad(&input(settings, deals)).unwrap_err()
}

/// Seed 001 L12773–12775: three in diamonds, the bidders win three by cards: 9 × 30 = 270 to
/// them, 4 × 30 = 120 to their adversaries.
#[test]
fn both_sides_score_every_trick_at_the_bids_value() {
    let s = one(
        json!({"bidder": 0, "level": 3, "suit": "diamonds", "tricks": 9, "aces": 2, "trump_honours": 3}),
    );
    assert_eq!(s.trick_value, 30);
    assert_eq!(s.below, [270, 120]);
    assert!(s.made);
}

/// Seed 001 L12796–12800: three in diamonds, the bidder takes seven: 7 × 30 and 6 × 30 toward
/// game, and 6,000 penalty in honours to the adversaries for the two tricks short.
#[test]
fn a_contract_not_made_pays_a_hundred_times_the_trick_a_trick_short() {
    let s = one(
        json!({"bidder": 0, "level": 3, "suit": "diamonds", "tricks": 7, "aces": 2, "trump_honours": 3}),
    );
    assert_eq!(s.below, [210, 180]);
    assert!(!s.made);
    assert!(s.above[1].contains(&("penalty, 2 short".to_owned(), 6_000)));
}

/// Seed 001 L12804–12806 and L12811–12816: at three by cards an honour is worth 300; the
/// bidder's side with four aces and two hearts counts its aces (1,200), the adversaries their
/// three honours in hearts (900): each side's majority offsets.
#[test]
fn honours_each_majority_counts_what_it_holds() {
    let s = one(
        json!({"bidder": 0, "level": 3, "suit": "hearts", "tricks": 9, "aces": 4, "trump_honours": 2}),
    );
    assert_eq!(s.above[0], vec![("4 aces".to_owned(), 1_200)]);
    assert_eq!(s.above[1], vec![("3 trump honours".to_owned(), 900)]);
}

/// Seed 001 L12814–12815: aces two and two at a trump, to the side with more tricks; the
/// default its own two, the setting all four.
#[test]
fn tied_aces_go_to_the_side_with_more_tricks() {
    let deal = json!({"bidder": 0, "level": 1, "suit": "spades", "tricks": 5, "aces": 2, "trump_honours": 3});
    let s = one(deal.clone());
    assert_eq!(s.above[1][0], ("aces two and two, 2".to_owned(), 200));
    let d: Deal = serde_json::from_value(deal).unwrap();
    let all = Settings {
        tied_aces: TiedAces::AllFour,
        ..Settings::default()
    };
    let s = score_deal(0, &d, [0, 0, 1, 1], all).unwrap();
    assert_eq!(s.above[1][0].1, 400);
}

/// Seed 001 L12817–12820: at no-trumps an ace is 25 times the trick value; two no-trumps and
/// three aces, 25 × 20 each, 1,500; aces even, nobody scores.
#[test]
fn no_trump_aces() {
    let s = one(json!({"bidder": 0, "level": 2, "suit": "no_trumps", "tricks": 8, "aces": 3}));
    assert_eq!(s.above[0], vec![("3 aces".to_owned(), 1_500)]);
    let s = one(json!({"bidder": 0, "level": 2, "suit": "no_trumps", "tricks": 8, "aces": 2}));
    assert_eq!(above(&s), [0, 0]);
}

/// Seed 001 L12821–12829: K Q J 10 9 of a plain suit with a trump 1,500; in the trump suit, or
/// any suit at no-trumps, double; three aces in one hand a coronet too.
#[test]
fn coronets() {
    let s = one(
        json!({"bidder": 0, "level": 1, "suit": "hearts", "tricks": 7, "aces": 1,
        "trump_honours": 3, "coronets": [null, "5 spades", "4 hearts", "3 aces"]}),
    );
    assert!(s.above[0].contains(&("coronet of 5 spades".to_owned(), 1_500)));
    // In hearts, the trump suit: 1,000 and 1,000 more for the fourth card. Cat and Dan are the
    // adversaries: her trumps and his aces are theirs.
    assert!(s.above[1].contains(&("coronet of 4 hearts".to_owned(), 2_000)));
    assert!(s.above[1].contains(&("coronet of 3 aces".to_owned(), 500)));
    let s = one(
        json!({"bidder": 0, "level": 1, "suit": "no_trumps", "tricks": 7, "aces": 4,
        "coronets": ["4 aces, 3 c", null, null, null]}),
    );
    assert!(s.above[0].contains(&("coronet of 4 aces".to_owned(), 2_000)));
    assert!(s.above[0].contains(&("coronet of 3 clubs".to_owned(), 1_000)));
}

/// Seed 001 L12787–12790: the slams, bid and made or made not bid.
#[test]
fn slams() {
    let bid_six = one(
        json!({"bidder": 0, "level": 6, "suit": "clubs", "tricks": 12, "aces": 2, "trump_honours": 3}),
    );
    assert!(bid_six.above[0].contains(&("little slam bid and made".to_owned(), 6_000)));
    let not_bid = one(
        json!({"bidder": 0, "level": 1, "suit": "clubs", "tricks": 12, "aces": 2, "trump_honours": 3}),
    );
    assert!(not_bid.above[0].contains(&("little slam made not bid".to_owned(), 1_000)));
    let grand = one(
        json!({"bidder": 0, "level": 7, "suit": "clubs", "tricks": 13, "aces": 2, "trump_honours": 3}),
    );
    assert!(grand.above[0].contains(&("grand slam bid and made".to_owned(), 12_000)));
    let grand_not_bid = one(
        json!({"bidder": 0, "level": 2, "suit": "clubs", "tricks": 13, "aces": 2, "trump_honours": 3}),
    );
    assert!(grand_not_bid.above[0].contains(&("grand slam made not bid".to_owned(), 2_000)));
    // Six bid, thirteen made: 6,000 by default.
    let beyond = one(
        json!({"bidder": 0, "level": 6, "suit": "clubs", "tricks": 13, "aces": 2, "trump_honours": 3}),
    );
    assert!(beyond.above[0].iter().any(|(_, p)| *p == 6_000));
    // The adversaries' slam made not bid (one bid, one trick taken).
    let theirs = one(
        json!({"bidder": 0, "level": 1, "suit": "clubs", "tricks": 1, "aces": 2, "trump_honours": 3}),
    );
    assert!(
        theirs.above[1].contains(&("little slam made not bid".to_owned(), 1_000)),
        "{:?}",
        theirs.above
    );
}

/// Seed 001 L12777–12786, by hand: game at 500 with 1,000 in honours; two games to the same
/// partners the rubber with 2,000, then the partners change (L12830–12834).
#[test]
fn a_rubber_of_two_games_then_the_partners_change() {
    // Seven no-trumps, thirteen tricks: 910 below, the game at once, and the grand slam.
    let slam = json!({"bidder": 0, "level": 7, "suit": "no_trumps", "tricks": 13, "aces": 2});
    let p = sitting::pad(&input(Value::Null, json!([slam, slam]))).unwrap();
    assert_eq!(p.settled.len(), 1);
    // Each game: 910 tricks + 12,000 slam + 1,000 game; the rubber adds 2,000: 29,820.
    assert_eq!(p.settled[0].final_points, vec![29_820, 29_820, 0, 0]);
    assert_eq!(p.settled[0].amounts, vec![29_820, 29_820, -29_820, -29_820]);
    assert!(!p.open);
    assert_eq!(partners(1, Partners::Changed), [[0, 2], [1, 3]]);
    assert_eq!(partners(2, Partners::Changed), [[0, 3], [1, 2]]);
    assert_eq!(partners(3, Partners::Changed), [[0, 1], [2, 3]]);
    assert_eq!(partners(2, Partners::Fixed), [[0, 1], [2, 3]]);
    // The third deal is the second rubber: Ann bids with Cat now.
    let (_, played, p) = sitting::play(&input(Value::Null, json!([slam, slam, slam]))).unwrap();
    assert_eq!(played[2].rubber, 2);
    assert_eq!(played[2].sides, [[0, 2], [1, 3]]);
    assert!(p.open);
}

/// Hand-computed (L12777–12779, "it may be won in the middle of a hand"): both sides past 500 in
/// one hand need the table's word on who was first; the overflow setting decides the next game.
#[test]
fn both_sides_reaching_500_in_one_hand() {
    let even = json!({"bidder": 0, "level": 5, "suit": "no_trumps", "tricks": 7, "aces": 2});
    // 50 a trick: 350 and 300 a hand; the second hand takes both past 500.
    let e = refusal(Value::Null, json!([even, even]));
    assert_eq!(e.field, "deals[1].first_to_game");
    let mut second = even.clone();
    second["first_to_game"] = json!("adversaries");
    let (_, played, p) = sitting::play(&input(Value::Null, json!([even, second]))).unwrap();
    assert_eq!(played[1].game, Some(1));
    assert!(
        p.rows
            .iter()
            .any(|r| matches!(r, Row::Game { winner: 2, .. }))
    );
    // Carried: Cat and Dan begin the next game at 100, so a hand of 400 (eight at 50) wins it.
    let eight = json!({"bidder": 2, "level": 5, "suit": "no_trumps", "tricks": 8, "aces": 2});
    let (_, played, _) = sitting::play(&input(
        json!({"overflow": "carried"}),
        json!([even, second, eight]),
    ))
    .unwrap();
    assert_eq!(played[2].game, Some(0));
    assert!(played[2].rubber_won);
    let (_, played, _) = sitting::play(&input(Value::Null, json!([even, second, eight]))).unwrap();
    assert_eq!(played[2].game, None);
}

#[test]
fn refusals_name_the_field() {
    let d = |extra: Value| {
        let mut base = json!({"bidder": 0, "level": 1, "suit": "clubs", "tricks": 7, "aces": 2, "trump_honours": 3});
        for (k, v) in extra.as_object().unwrap() {
            base[k] = v.clone();
        }
        json!([base])
    };
    assert_eq!(
        refusal(Value::Null, d(json!({"tricks": 14}))).field,
        "deals[0].tricks"
    );
    assert_eq!(
        refusal(Value::Null, d(json!({"level": 8}))).field,
        "deals[0].level"
    );
    assert_eq!(
        refusal(Value::Null, d(json!({"bidder": 4}))).field,
        "deals[0].bidder"
    );
    assert_eq!(
        refusal(Value::Null, d(json!({"trump_honours": null}))).field,
        "deals[0].trump_honours"
    );
    assert_eq!(
        refusal(Value::Null, d(json!({"suit": "no_trumps"}))).field,
        "deals[0].trump_honours"
    );
    assert_eq!(
        refusal(
            Value::Null,
            d(json!({"coronets": [null, "2 spades", null, null]}))
        )
        .field,
        "deals[0].coronets[1]"
    );
    assert_eq!(
        refusal(
            Value::Null,
            d(json!({"coronets": ["3 aces", null, null, null]}))
        )
        .field,
        "deals[0].coronets"
    );
    assert_eq!(
        refusal(
            Value::Null,
            d(json!({"coronets": ["5 swords", null, null, null]}))
        )
        .field,
        "deals[0].coronets[0]"
    );
    assert_eq!(
        refusal(json!({"partners": "shuffled"}), json!([])).field,
        "settings.partners"
    );
    let three = PadInput {
        sides: vec!["A".into(), "B".into(), "C".into()],
        ..input(Value::Null, json!([]))
    };
    assert_eq!(sitting::pad(&three).unwrap_err().field, "players");
}

#[test]
fn the_cli_contract() {
    let out = sitting::score_json(
        r#"{"players": ["Ann", "Bob", "Cat", "Dan"],
            "deals": [{"bidder": 0, "level": 3, "suit": "diamonds", "tricks": 9, "aces": 2, "trump_honours": 3}]}"#,
    )
    .unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][0]["below"], json!([270, 120]));
    assert_eq!(v["open"], json!(true));
    assert_eq!(v["net"], json!([0, 0, 0, 0]));
    let e = sitting::score_json(r#"{"deals": [{"bidder": 0}]}"#).unwrap_err();
    assert!(e.field.starts_with("deals[0]"), "{e}");
}

fn a_deal() -> impl Strategy<Value = Value> {
    (
        0usize..4,
        1i64..=7,
        0usize..5,
        0i64..=13,
        0i64..=4,
        0i64..=5,
        any::<bool>(),
    )
        .prop_map(|(bidder, level, suit, tricks, aces, honours, first)| {
            let suit = ["no_trumps", "hearts", "diamonds", "clubs", "spades"][suit];
            let mut d = json!({"bidder": bidder, "level": level, "suit": suit, "tricks": tricks,
                "aces": aces, "first_to_game": if first { "bidders" } else { "adversaries" }});
            if suit != "no_trumps" {
                d["trump_honours"] = json!(honours);
            }
            d
        })
}

proptest! {
    /// Every rubber ends exactly once, on the second game of one partnership; its amounts sum
    /// to nothing and mirror between the two partnerships; every player's net is his partner's
    /// whenever the partners never changed.
    #[test]
    fn rubbers_end_once_and_settle_symmetrically(deals in prop::collection::vec(a_deal(), 0..40), fixed in any::<bool>()) {
        let settings = if fixed { json!({"partners": "fixed"}) } else { Value::Null };
        let (_, played, pad) = sitting::play(&input(settings, Value::Array(deals))).unwrap();
        let ends = played.iter().filter(|p| p.rubber_won).count();
        prop_assert_eq!(ends, pad.settled.len());
        for (r, s) in pad.settled.iter().enumerate() {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            let games_in_rubber: Vec<_> = played.iter().filter(|p| p.rubber == r + 1 && p.game.is_some()).collect();
            prop_assert!(games_in_rubber.len() == 2 || games_in_rubber.len() == 3);
            prop_assert!(games_in_rubber.last().unwrap().rubber_won);
        }
        let net = pad.net();
        if fixed {
            prop_assert_eq!(net[0], net[1]);
            prop_assert_eq!(net[2], net[3]);
            prop_assert_eq!(net[0], -net[2]);
        }
        prop_assert_eq!(net.iter().sum::<i64>(), 0);
        for p in &played {
            prop_assert_eq!(p.scored.tricks[0] + p.scored.tricks[1], 13);
            prop_assert_eq!(p.scored.below[0] + p.scored.below[1], 13 * p.scored.trick_value);
        }
    }
}
