//! The all fours family against the books' worked examples and cases computed by hand.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::seven_up::Variant;
use super::*;
use crate::laws::pad::PadInput;

fn input(players: &[&str], settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: players.iter().map(|p| (*p).to_owned()).collect(),
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn seven(players: &[&str], settings: Value, deals: Value) -> Games {
    seven_up::play(Variant::SevenUp, &input(players, settings, deals))
        .unwrap()
        .1
}

fn refusal(law: &str, input: Value) -> String {
    crate::laws::registry::score(law, &input.to_string())
        .unwrap_err()
        .to_string()
}

const TWO: &[&str] = &["Dealer", "Eldest"];
const THREE: &[&str] = &["Ann", "Bob", "Cat"];
const FOUR: &[&str] = &["Ann", "Bob", "Cat", "Dan"];

/// The issue's contract: high and jack to the dealer, low and game to the eldest hand.
#[test]
fn the_contract_example_scores_two_each() {
    let out: Value = serde_json::from_str(
        &seven_up::score_seven_up(
            r#"{"settings": {"game": 7}, "players": ["Dealer", "Eldest"],
                "deals": [{"high": 0, "low": 1, "jack": 0, "game": 1}]}"#,
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], json!([2, 2]));
    assert_eq!(
        out["deals"][0]["order"],
        json!(["high", "low", "jack", "game"])
    );
    assert_eq!(out["totals"], json!([2, 2]));
    assert_eq!(out["winner"], Value::Null);
}

/// Seed 001 L10076–10078 (W26): four playing, seven points; A needs 1 and B 3. "B scores high,
/// then low; A then scores jack, which wins. Even though B has game, he cannot score it."
#[test]
fn w26_the_jack_wins_before_the_game_is_counted() {
    let games = seven(
        FOUR,
        Value::Null,
        json!([
            {"high": 0, "low": 0, "jack": 0, "game": 2},
            {"high": 1, "low": 1, "jack": 3, "game": 3},
            {"high": 2, "low": 0},
            // A (Ann and Cat) 6, B (Bob and Dan) 4.
            {"high": 1, "low": 3, "jack": 0, "game": 1}
        ]),
    );
    assert_eq!(games.deals[2].totals, vec![6, 4, 6, 4]);
    let last = &games.deals[3];
    assert_eq!(last.order, vec![Point::High, Point::Low, Point::Jack]);
    assert_eq!(last.unscored, vec![Point::Game]);
    assert_eq!(last.points, vec![1, 2, 1, 2]);
    assert_eq!(last.totals, vec![7, 6, 7, 6]);
    assert_eq!(games.winner(), Some(0));
    assert!(
        last.note.contains("Ann and Cat went out on jack"),
        "{}",
        last.note
    );
}

/// Seed 001 L10080–10081 (W27): "If dealer needs but 1 point to win game, and turns a jack, he
/// wins", before the eldest hand's high, low and game are counted (seed 000 L153–156).
#[test]
fn w27_the_dealer_turning_the_jack_wins_first() {
    let games = seven(
        TWO,
        Value::Null,
        json!([
            {"dealer": 0, "high": 0, "low": 0, "jack": 0, "game": 0},
            {"dealer": 0, "high": 0, "low": 0, "game": 1},
            {"dealer": 0, "jack_turned": true, "high": 1, "low": 1, "game": 1}
        ]),
    );
    assert_eq!(games.deals[1].totals, vec![6, 1]);
    let last = &games.deals[2];
    assert_eq!(last.order, vec![Point::JackTurned]);
    assert_eq!(games.winner(), Some(0));
    assert_eq!(games.ended[0].totals, vec![7, 1]);
}

/// Begging (seed 001 L9998–10011, L10047–10049): "give one" scores the eldest hand 1, before
/// anything the hand holds; at three-hand both non-dealers score it; running the cards gives
/// nothing.
#[test]
fn begging_gives_one_to_the_eldest_and_both_non_dealers_at_three_hand() {
    let two = seven(
        TWO,
        Value::Null,
        json!([{"begged": "gave", "high": 0, "low": 0, "jack": 0, "game": 0}]),
    );
    assert_eq!(two.deals[0].points, vec![4, 1]);
    assert_eq!(two.deals[0].order[0], Point::Gift);
    let ran = seven(
        TWO,
        Value::Null,
        json!([{"begged": "ran", "high": 0, "low": 0, "jack": 0, "game": 0}]),
    );
    assert_eq!(ran.deals[0].points, vec![4, 0]);
    let three = seven(
        THREE,
        Value::Null,
        json!([{"begged": "gave", "high": 0, "low": 0}]),
    );
    assert_eq!(three.deals[0].points, vec![2, 1, 1]);
    // The gift is written before high: an eldest hand at six goes out on it.
    let out = seven(
        TWO,
        Value::Null,
        json!([
            {"dealer": 1, "high": 0, "low": 0, "jack": 0, "game": 0},
            {"dealer": 1, "high": 0, "low": 0},
            {"dealer": 1, "begged": "gave", "high": 1, "low": 1, "jack": 1, "game": 1}
        ]),
    );
    assert_eq!(out.deals[2].order, vec![Point::Gift]);
    assert_eq!(out.winner(), Some(0));
    // A jack turned first and given up when the cards were run scores the dealer (seed 000 L142–147).
    let run = seven(
        TWO,
        Value::Null,
        json!([{"begged": "ran", "first_jack_turned": true, "high": 1, "low": 1}]),
    );
    assert_eq!(run.deals[0].points, vec![1, 2]);
}

/// Game ties (seed 001 L10043–10045): the non-dealer scores a tie; at three-hand a tie between the
/// two non-dealers scores nobody. Four-hand, partners' counts go together.
#[test]
fn a_tie_for_game_goes_to_the_non_dealer_or_to_nobody() {
    let two = seven(
        TWO,
        Value::Null,
        json!([{"high": 0, "low": 0, "counts": [14, 14]}]),
    );
    assert_eq!(two.deals[0].points, vec![2, 1]);
    let dealer_and_one = seven(
        THREE,
        Value::Null,
        json!([{"high": 0, "low": 0, "counts": [10, 10, 3]}]),
    );
    assert_eq!(dealer_and_one.deals[0].points, vec![2, 1, 0]);
    let two_non_dealers = seven(
        THREE,
        Value::Null,
        json!([{"high": 0, "low": 0, "counts": [3, 10, 10]}]),
    );
    assert_eq!(two_non_dealers.deals[0].points, vec![2, 0, 0]);
    assert!(!two_non_dealers.deals[0].order.contains(&Point::Game));
    // Ann 10 + Cat 4 = 14 against Bob 3 + Dan 12 = 15.
    let four = seven(
        FOUR,
        Value::Null,
        json!([{"high": 0, "low": 0, "counts": [10, 3, 4, 12]}]),
    );
    assert_eq!(four.deals[0].points, vec![2, 1, 2, 1]);
    assert!(
        refusal("seven-up", json!({"players": ["A", "B"], "deals": [{"high": 0, "low": 0, "game": 0, "counts": [3, 9]}]}))
            .starts_with("deals[0].game: player 0, but the counts give game to player 1")
    );
}

/// Revoke penalties (seed 001 L10057–10067): without the jack in play the revoker scores no game
/// and each adversary 1; with the jack in play he scores neither jack nor game and each
/// adversary 2.
#[test]
fn revokes_with_and_without_the_jack() {
    let without = seven(
        TWO,
        Value::Null,
        json!([{"high": 1, "low": 1, "game": 1, "revoke": 1}]),
    );
    assert_eq!(without.deals[0].points, vec![1, 2]);
    assert_eq!(
        without.deals[0].order,
        vec![Point::Revoke, Point::High, Point::Low]
    );
    let with = seven(
        TWO,
        Value::Null,
        json!([{"high": 1, "low": 0, "jack": 1, "game": 1, "revoke": 1}]),
    );
    assert_eq!(with.deals[0].points, vec![3, 1]);
    let three = seven(
        THREE,
        Value::Null,
        json!([{"high": 0, "low": 0, "jack": 2, "game": 1, "revoke": 0}]),
    );
    // Bob and Cat 2 each for the revoke; Ann keeps high and low; Cat's jack and Bob's game stand.
    assert_eq!(three.deals[0].points, vec![2, 3, 3]);
    // The penalty written last, as a setting.
    let last = seven(
        TWO,
        json!({"revoke_scores": "last"}),
        json!([{"high": 1, "low": 1, "revoke": 1}]),
    );
    assert_eq!(last.deals[0].order.last(), Some(&Point::Revoke));
}

/// The issue's refusal: a jack awarded when the input says it was not out.
#[test]
fn a_jack_awarded_when_it_was_not_out_is_refused() {
    let e = refusal(
        "seven-up",
        json!({"players": ["A", "B"], "deals": [{"high": 0, "low": 1, "jack": 1, "jack_out": false, "game": 1}]}),
    );
    assert!(e.starts_with("deals[0].jack: awarded to player 1"), "{e}");
    let e = refusal(
        "seven-up",
        json!({"players": ["A", "B"], "deals": [{}, {"jack_turned": true, "jack": 0}]}),
    );
    assert!(
        e.starts_with("deals[1].jack: awarded to player 0, but the jack turned"),
        "{e}"
    );
    let e = refusal(
        "seven-up",
        json!({"players": ["A", "B"], "deals": [{"high": 2, "low": 0}]}),
    );
    assert_eq!(e, "deals[0].high: 2 is not a player (0..1)");
    let e = refusal(
        "seven-up",
        json!({"players": ["A", "B"], "deals": [{"high": 0}]}),
    );
    assert!(e.starts_with("deals[0].low:"), "{e}");
    let e = refusal(
        "seven-up",
        json!({"players": ["A", "B", "C", "D", "E"], "deals": []}),
    );
    assert!(e.starts_with("players: 5 players"), "{e}");
    let e = refusal(
        "seven-up",
        json!({"settings": {"game": 8}, "players": ["A", "B"]}),
    );
    assert_eq!(e, "settings.game: 8 is not 7 or 10");
}

/// A single trump in play is high and low (seed 000 L86–89, [AMBIGUOUS]): both by default.
#[test]
fn a_single_trump_is_high_and_low_by_default() {
    let both = seven(TWO, Value::Null, json!([{"high": 1, "single_trump": true}]));
    assert_eq!(both.deals[0].points, vec![0, 2]);
    let high_only = seven(
        TWO,
        json!({"one_trump": "high_only"}),
        json!([{"high": 1, "single_trump": true}]),
    );
    assert_eq!(high_only.deals[0].points, vec![0, 1]);
}

/// California Jack (seed 001 L10083–10097): two or four, game 10, no begging; Shasta Sam the same.
#[test]
fn california_jack_plays_to_ten_without_begging() {
    let deals: Vec<Value> = (0..3)
        .map(|_| json!({"high": 0, "low": 0, "jack": 0, "game": 0}))
        .collect();
    let (settings, games) = seven_up::play(
        Variant::CaliforniaJack,
        &input(TWO, Value::Null, Value::Array(deals)),
    )
    .unwrap();
    assert_eq!(settings.game, 10);
    assert_eq!(games.winner(), Some(0));
    assert_eq!(games.deals[2].order, vec![Point::High, Point::Low]);
    let e = refusal(
        "california-jack",
        json!({"players": ["A", "B"], "deals": [{"begged": "gave"}]}),
    );
    assert!(
        e.starts_with("deals[0].begged: California Jack turns no trump"),
        "{e}"
    );
    let e = refusal("shasta-sam", json!({"players": ["A", "B", "C"]}));
    assert!(e.starts_with("players: 3 players"), "{e}");
}

fn pitch(settings: Value, deals: Value) -> Games {
    pitch::play(&input(FOUR, settings, deals)).unwrap().1
}

/// Set back (seed 001 L10210–10215): a bidder short of his bid loses it, into the hole if he had
/// less; the others score what they made.
#[test]
fn pitch_set_back_into_the_hole() {
    let games = pitch(
        Value::Null,
        json!([{"bidder": 1, "bid": 3, "high": 1, "low": 2, "jack": 3, "game": 1}]),
    );
    assert_eq!(games.deals[0].points, vec![0, -3, 1, 1]);
    assert_eq!(games.deals[0].totals, vec![0, -3, 1, 1]);
    let pad = games.pad(
        &FOUR.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>(),
        vec![],
    );
    assert!(pad.open);
}

/// The maker of trump counting out goes out first (L10188–10189); else high, low, jack, game.
#[test]
fn pitch_the_maker_goes_out_first() {
    let setup = json!({"bidder": 0, "bid": 2, "high": 0, "low": 0, "jack": 0, "game": 0});
    let setup2 = json!({"bidder": 2, "bid": 2, "high": 2, "low": 2, "jack": 2, "game": 2});
    let setup3 = json!({"bidder": 0, "bid": 1, "high": 0, "low": 0, "game": 2});
    // Ann 6, Cat 5; then Cat bids and makes, Ann holds high: Cat goes out first.
    let games = pitch(
        Value::Null,
        json!([setup, setup2, setup3, {"bidder": 2, "bid": 2, "high": 0, "low": 2, "jack": 2, "game": 0}]),
    );
    assert_eq!(games.deals[2].totals, vec![6, 0, 5, 0]);
    assert_eq!(games.winner(), Some(2));
    assert_eq!(games.deals[3].order, vec![Point::Low, Point::Jack]);
    // The same hand with Bob the maker, who does not count out: high, low, jack, game; Ann wins on high.
    let games = pitch(
        Value::Null,
        json!([setup, setup2, setup3, {"bidder": 1, "bid": 1, "high": 0, "low": 2, "jack": 2, "game": 1}]),
    );
    assert_eq!(games.winner(), Some(0));
    assert_eq!(games.deals[3].order, vec![Point::High]);
}

/// Smudge (L10228–10233): four bid and made wins the game on the hand, unless the bidder was in
/// the hole; four made without bidding four does not.
#[test]
fn smudge_wins_on_the_hand_unless_in_the_hole() {
    let four = json!({"bidder": 0, "bid": 4, "high": 0, "low": 0, "jack": 0, "game": 0});
    let games = pitch(json!({"smudge": true}), json!([four]));
    assert_eq!(games.winner(), Some(0));
    assert!(games.ended[0].why.contains("smudge"));
    let games = pitch(json!({"smudge": false}), json!([four]));
    assert_eq!(games.winner(), None);
    let in_hole = json!({"bidder": 0, "bid": 2, "high": 1, "low": 1, "jack": 1, "game": 1});
    let games = pitch(json!({"smudge": true}), json!([in_hole, four]));
    assert_eq!(games.deals[0].totals[0], -2);
    assert_eq!(games.winner(), None);
    let three_bid = json!({"bidder": 0, "bid": 3, "high": 0, "low": 0, "jack": 0, "game": 0});
    assert_eq!(
        pitch(json!({"smudge": true}), json!([three_bid])).winner(),
        None
    );
}

/// Revoke at pitch (L10217–10224): by another, the maker cannot be set back and the revoker is set
/// back the bid, or 2 with no bid; by the maker, he is set back and scores nothing.
#[test]
fn pitch_revokes() {
    let games = pitch(
        Value::Null,
        json!([{"bidder": 0, "bid": 3, "high": 0, "low": 1, "jack": 2, "game": 1, "revoke": 1}]),
    );
    assert_eq!(games.deals[0].points, vec![1, -3, 1, 0]);
    let games = pitch(
        Value::Null,
        json!([{"high": 0, "low": 1, "jack": 2, "game": 3, "revoke": 3}]),
    );
    assert_eq!(games.deals[0].points, vec![1, 1, 1, -2]);
    let games = pitch(
        Value::Null,
        json!([{"bidder": 2, "bid": 2, "high": 2, "low": 2, "jack": 0, "revoke": 2}]),
    );
    assert_eq!(games.deals[0].points, vec![1, 0, -2, 0]);
}

/// The older style (L10141–10159): the eldest hand sells and scores the bid, but no bid may put
/// him out; or, bidding to the full extent, he scores to within 1 of game.
#[test]
fn pitch_by_sale() {
    let sale = json!({"bidding": "sale"});
    let games = pitch(
        sale.clone(),
        json!([{"bidder": 2, "bid": 3, "sold": true, "high": 2, "low": 2, "jack": 2}]),
    );
    assert_eq!(games.deals[0].points, vec![0, 3, 3, 0]);
    assert_eq!(games.deals[0].order[0], Point::Sale);
    let six = json!({"bidder": 1, "bid": 4, "high": 1, "low": 1, "jack": 1, "game": 1});
    let e = pitch::play(&input(
        FOUR,
        sale,
        json!([six, {"dealer": 0, "bidder": 2, "bid": 4, "sold": true}]),
    ))
    .unwrap_err()
    .to_string();
    assert!(
        e.starts_with("deals[1].bid: 4 would put the eldest hand out"),
        "{e}"
    );
    let games = pitch(
        json!({"bidding": "sale", "sale_limit": "cap"}),
        json!([six, {"dealer": 0, "bidder": 2, "bid": 4, "sold": true, "high": 2, "low": 2, "jack": 2, "game": 2}]),
    );
    assert_eq!(games.deals[1].points, vec![0, 2, 4, 0]);
    let e = refusal(
        "auction-pitch",
        json!({"players": FOUR, "deals": [{"bidder": 2, "bid": 3, "sold": true}]}),
    );
    assert!(e.starts_with("deals[0].sold: bidding to the board"), "{e}");
}

/// Two-ten-jack (seed 001 L12203–12323): plus less minus, 100 up, the whole pack checked.
#[test]
fn two_ten_jack_plus_less_minus_to_a_hundred() {
    let deal = json!({"plus": [40, 13], "minus": [15, 30]});
    let deals: Vec<Value> = (0..4).map(|_| deal.clone()).collect();
    let (_, games) = two_ten_jack::play(&input(TWO, Value::Null, Value::Array(deals))).unwrap();
    assert_eq!(games.deals[0].points, vec![25, -17]);
    assert_eq!(games.winner(), Some(0));
    assert_eq!(games.ended[0].totals, vec![100, -68]);
    let e = refusal(
        "two-ten-jack",
        json!({"players": ["A", "B"], "deals": [{"plus": [40, 10], "minus": [15, 30]}]}),
    );
    assert_eq!(
        e,
        "deals[0].plus: 50 in all; every card is played, so the deal holds 53"
    );
    let e = refusal(
        "two-ten-jack",
        json!({"players": ["A", "B"], "deals": [{"plus": [40, 13], "minus": [14, 31]}]}),
    );
    assert!(e.starts_with("deals[0].minus[0]: 14"), "{e}");
    // Four hands: partners together, alike.
    let four = input(
        FOUR,
        Value::Null,
        json!([{"plus": [30, 20, 0, 3], "minus": [5, 0, 0, 40]}]),
    );
    let (_, games) = two_ten_jack::play(&four).unwrap();
    assert_eq!(games.deals[0].points, vec![25, -17, 25, -17]);
}

/// Both past 100 on one deal ([AMBIG]): the higher wins, equal totals play on; or play on.
#[test]
fn two_ten_jack_both_out() {
    use two_ten_jack::BothOut;
    assert!(matches!(
        two_ten_jack::decide(&[104, 101], BothOut::Higher),
        Out::Outright(0, _)
    ));
    assert_eq!(
        two_ten_jack::decide(&[104, 104], BothOut::Higher),
        Out::Nobody
    );
    assert_eq!(
        two_ten_jack::decide(&[104, 101], BothOut::PlayOn),
        Out::Nobody
    );
    assert!(matches!(
        two_ten_jack::decide(&[99, 101, 3], BothOut::PlayOn),
        Out::Outright(1, _)
    ));
}

fn seven_deal() -> impl Strategy<Value = Value> {
    (
        0usize..4,
        0usize..4,
        prop::option::of(0usize..4),
        prop::option::of(0usize..4),
        prop::option::of(0usize..4),
        prop::bool::ANY,
    )
        .prop_map(|(high, low, jack, game, revoke, gave)| {
            let mut d =
                json!({"high": high, "low": low, "jack": jack, "game": game, "revoke": revoke});
            if gave {
                d["begged"] = json!("gave");
            }
            d
        })
}

proptest! {
    /// Replaying the deals one by one gives the same pad, deal for deal, as all at once; four-hand
    /// partners score alike; no deal writes more than high, low, jack, game, a gift and a revoke's
    /// two; every settlement sums to zero.
    #[test]
    fn seven_up_replays_partners_and_maxima(deals in prop::collection::vec(seven_deal(), 0..25)) {
        let all = seven(FOUR, Value::Null, Value::Array(deals.clone()));
        for k in 0..=deals.len() {
            let part = seven(FOUR, Value::Null, Value::Array(deals[..k].to_vec()));
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        for d in &all.deals {
            prop_assert_eq!(d.points[0], d.points[2]);
            prop_assert_eq!(d.points[1], d.points[3]);
            prop_assert!(d.points[0] + d.points[1] <= 4 + 1 + 2);
        }
        let names: Vec<String> = FOUR.iter().map(|s| (*s).to_owned()).collect();
        let pad = all.pad(&names, vec![]);
        for s in &pad.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }

    /// A four-hand table of two partnerships scores exactly as the four players would, partners
    /// alike (seed 000 L166–180: "in other respects, the play is the same as in the two-handed
    /// game").
    #[test]
    fn partnership_tables_score_as_four_players(deals in prop::collection::vec(seven_deal(), 0..20)) {
        let by_side = |v: &Value| if v.is_null() { Value::Null } else { json!(v.as_u64().unwrap() % 2) };
        let sided: Vec<Value> = deals
            .iter()
            .map(|d| {
                let mut d = d.clone();
                for key in ["high", "low", "jack", "game", "revoke"] {
                    d[key] = by_side(&d[key]);
                }
                d
            })
            .collect();
        let four = seven(FOUR, Value::Null, Value::Array(deals));
        let two = seven(&["Ann and Cat", "Bob and Dan"], Value::Null, Value::Array(sided));
        for (f, t) in four.deals.iter().zip(&two.deals) {
            prop_assert_eq!(&f.points[..2], &t.points[..]);
            prop_assert_eq!(&f.order, &t.order);
        }
        prop_assert_eq!(four.ended.len(), two.ended.len());
    }

    /// Pitch: no deal writes more than the four points (five with the joker) nor sets anyone back
    /// more than the bid; replaying one by one is the same.
    #[test]
    fn pitch_maxima_and_replay(
        deals in prop::collection::vec(
            (prop::option::of((0usize..4, 1i64..=4)), 0usize..4, 0usize..4, prop::option::of(0usize..4), prop::option::of(0usize..4)),
            0..20,
        ),
        smudge in prop::bool::ANY,
    ) {
        let deals: Vec<Value> = deals
            .into_iter()
            .map(|(bid, high, low, jack, game)| match bid {
                Some((b, n)) => json!({"bidder": b, "bid": n, "high": high, "low": low, "jack": jack, "game": game}),
                None => json!({"high": high, "low": low, "jack": jack, "game": game}),
            })
            .collect();
        let settings = json!({"smudge": smudge});
        let all = pitch(settings.clone(), Value::Array(deals.clone()));
        for k in 0..=deals.len() {
            let part = pitch(settings.clone(), Value::Array(deals[..k].to_vec()));
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        for d in &all.deals {
            let gained: i64 = d.points.iter().filter(|&&p| p > 0).sum();
            prop_assert!(gained <= 4);
            prop_assert!(d.points.iter().all(|&p| p >= -4));
        }
    }

    /// Two-ten-jack: every deal nets the pack's 53 − 45 = 8 between the sides.
    #[test]
    fn two_ten_jack_nets_eight(splits in prop::collection::vec((0i64..=53, 0i64..=9), 0..15)) {
        let deals: Vec<Value> = splits
            .iter()
            .map(|&(p, m)| json!({"plus": [p, 53 - p], "minus": [m * 5, 45 - m * 5]}))
            .collect();
        let (_, games) = two_ten_jack::play(&input(TWO, Value::Null, Value::Array(deals))).unwrap();
        for d in &games.deals {
            prop_assert_eq!(d.points.iter().sum::<i64>(), 8);
        }
    }
}
