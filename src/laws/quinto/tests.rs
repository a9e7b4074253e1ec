use proptest::prelude::*;
use serde_json::{Value, json};

use super::deal::{EqualTotals, QuintoDeal, Settings, Settle, score_hand};
use super::table::keep;
use crate::laws::pad::PadInput;

fn sides() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

fn deal(v: Value) -> QuintoDeal {
    serde_json::from_value(v).unwrap()
}

fn hand(v: Value, scores: [i64; 2]) -> super::Hand {
    score_hand("d", &deal(v), &sides(), scores, Settings::default()).unwrap()
}

fn refused(v: Value, scores: [i64; 2]) -> crate::laws::LawError {
    score_hand("d", &deal(v), &sides(), scores, Settings::default()).unwrap_err()
}

fn input(settings: Value, deals: Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": sides(), "deals": deals})).unwrap()
}

/// W11, seed 000 L8726–8727: "If A B win 11 tricks, and Y Z 2, A B score 55, and Y Z 10" — the
/// eleven with the cachette (L8730–8732).
#[test]
fn the_books_example_eleven_tricks_and_two() {
    let h = hand(json!({"tricks": [10, 2], "twelfth": 0}), [0, 0]);
    assert_eq!(h.points, vec![55, 10]);
    assert_eq!(h.trick_points, vec![55, 10]);
}

/// Doubling and redoubling multiply the tricks, never the quints (L8718–8722).
#[test]
fn doubling_multiplies_tricks_not_quints() {
    let h = hand(
        json!({"doubled": "doubled", "quints": "We 5H, They joker", "tricks": [6, 6], "twelfth": 1}),
        [0, 0],
    );
    assert_eq!(h.quint_points, vec![20, 25]);
    assert_eq!(h.trick_points, vec![60, 70]);
    assert_eq!(h.points, vec![80, 95]);
    let h = hand(
        json!({"doubled": "redoubled", "quints": "They AD 4D, They 2S 3S", "tricks": [12, 0], "twelfth": 0}),
        [0, 0],
    );
    assert_eq!(h.points, vec![13 * 20, 15 + 5]);
}

/// Quints by name and by cards: 25, 20, 15, 10, 5 (L8738–8741); a quint of cards must be one of
/// the three of a suit.
#[test]
fn quints_are_read_by_name_or_cards() {
    let h = hand(
        json!({"quints": "We royal, We hearts, They D, They 2C 3C, We ♠", "tricks": [6, 6], "twelfth": 0}),
        [0, 0],
    );
    assert_eq!(h.quint_points, vec![25 + 20 + 5, 15 + 10]);
    for bad in ["We AH 4D", "We 6H", "We 2H 4H", "Us hearts", "We"] {
        let e = refused(
            json!({"quints": bad, "tricks": [6, 6], "twelfth": 0}),
            [0, 0],
        );
        assert_eq!(e.field, "d.quints[0]", "{bad}: {e}");
    }
    // Four quints in hearts, two jokers: the pack has not got them.
    let e = refused(
        json!({"quints": "We 5H, We AH 4H, They 2H 3H, They hearts", "tricks": [6, 6], "twelfth": 0}),
        [0, 0],
    );
    assert_eq!(e.field, "d.quints[3]");
    let e = refused(
        json!({"quints": "We 5H, They 5H", "tricks": [6, 6], "twelfth": 0}),
        [0, 0],
    );
    assert_eq!(e.field, "d.quints[1]");
    let e = refused(
        json!({"quints": "We royal", "cachette": "joker", "tricks": [6, 6], "twelfth": 0}),
        [0, 0],
    );
    assert_eq!(e.field, "d.cachette[0]");
}

/// A side named by its longest matching name, so "Ann" does not take "Ann & Jo".
#[test]
fn the_longest_side_name_is_read() {
    let names = vec!["Ann".to_owned(), "Ann & Jo".to_owned()];
    let d = deal(json!({"quints": "Ann & Jo hearts, Ann: 5S", "tricks": [6, 6], "twelfth": 0}));
    let h = score_hand("d", &d, &names, [0, 0], Settings::default()).unwrap();
    assert_eq!(h.quint_points, vec![5, 20]);
    // A player's name stands for his side.
    let names = vec!["Ann & Bob".to_owned(), "Cat & Dan".to_owned()];
    let d =
        deal(json!({"quints": "Dan 5H, ann & bob 5S, Bob royal", "tricks": [6, 6], "twelfth": 0}));
    let h = score_hand("d", &d, &names, [0, 0], Settings::default()).unwrap();
    assert_eq!(h.quint_points, vec![30, 20]);
}

/// "as soon as the scoring of them brings either side up to or beyond 250, that game is at an end,
/// and the rest of the hand is abandoned" (L8758–8760): the tricks are not counted, and a quint
/// entered after the end is refused.
#[test]
fn a_quint_ends_the_game_in_the_middle_of_a_hand() {
    let h = hand(json!({"quints": "They 5S, We hearts"}), [235, 240]);
    assert_eq!((h.won, h.scores.clone()), (Some(0), vec![255, 245]));
    assert_eq!(h.trick_points, vec![0, 0]);
    let e = refused(json!({"quints": "We hearts, They 5S"}), [235, 240]);
    assert_eq!(e.field, "d.quints[1]");
    assert!(e.message.contains("abandoned"), "{}", e.message);
    // Tricks entered as well are not counted.
    let h = hand(
        json!({"quints": "We hearts", "tricks": [2, 10], "twelfth": 1}),
        [235, 240],
    );
    assert_eq!(h.scores, vec![255, 240]);
}

/// "The value of the cachette may make the winners of it game; if so, the tricks are not counted"
/// (L8760–8761).
#[test]
fn the_cachette_can_make_game() {
    let h = hand(
        json!({"quints": "They clubs", "tricks": [4, 8], "twelfth": 0, "cachette": "5S, 2D 3D"}),
        [230, 235],
    );
    assert_eq!((h.won, h.scores.clone()), (Some(0), vec![250, 245]));
    assert_eq!(h.quints.len(), 3);
    assert!(h.quints[2].cachette);
    let e = refused(json!({"cachette": "5S", "tricks": [6, 6]}), [0, 0]);
    assert_eq!(e.field, "d.twelfth");
}

/// "If neither side is 250 up after counting all quints, the value of the tricks won is added in.
/// Should such addition bring both parties beyond 250, the higher of the two totals wins"
/// (L8761–8763); equal totals by the setting.
#[test]
fn both_out_on_the_tricks_the_higher_wins() {
    let h = hand(json!({"tricks": [5, 7], "twelfth": 1}), [230, 215]);
    assert_eq!((h.scores.clone(), h.won), (vec![255, 255], None));
    let s = Settings {
        equal_totals: EqualTotals::Cachette,
        ..Settings::default()
    };
    let d = deal(json!({"tricks": [5, 7], "twelfth": 1}));
    let h2 = score_hand("d", &d, &sides(), [230, 215], s).unwrap();
    assert_eq!(h2.won, Some(1));
    let h = hand(json!({"tricks": [6, 6], "twelfth": 0}), [230, 215]);
    assert_eq!((h.scores.clone(), h.won), (vec![265, 245], Some(0)));
    let h = hand(json!({"tricks": [3, 9], "twelfth": 1}), [230, 200]);
    assert_eq!((h.scores.clone(), h.won), (vec![245, 250], Some(1)));
}

#[test]
fn a_hand_is_refused_at_its_field() {
    let cases = [
        (json!({"tricks": [6, 5], "twelfth": 0}), "d.tricks"),
        (json!({"tricks": [13, -1], "twelfth": 0}), "d.tricks[0]"),
        (json!({"tricks": [6, 6]}), "d.twelfth"),
        (json!({"tricks": [12, 0], "twelfth": 1}), "d.twelfth"),
        (json!({"tricks": [6, 6], "twelfth": 2}), "d.twelfth"),
        (json!({"quints": "We 5H"}), "d.tricks"),
        (
            json!({"doubled": "twice", "tricks": [6, 6], "twelfth": 0}),
            "d.doubled",
        ),
        (json!({"tricks": [6, 6, 0], "twelfth": 0}), "d.tricks"),
    ];
    for (v, field) in cases {
        assert_eq!(refused(v.clone(), [0, 0]).field, field, "{v}");
    }
}

/// Two games win the rubber and 100, settled as at bridge on the difference (L8764–8765); each
/// game from love.
#[test]
fn a_rubber_of_two_games_is_settled_on_the_difference() {
    let big = json!({"doubled": "redoubled", "tricks": [11, 1], "twelfth": 0});
    let small = json!({"tricks": [2, 10], "twelfth": 1});
    // We 240, They 20; then We 10 to 250 and They 55 to 75: the first game.
    let k = keep(&input(json!({}), json!([big, small, big]))).unwrap();
    assert_eq!(k.games.len(), 1);
    assert_eq!(k.games[0].scores, vec![250, 75]);
    assert_eq!(k.scores, vec![240, 20]);
    assert!(k.pad.open);
    let k = keep(&input(json!({}), json!([big, small, big, big]))).unwrap();
    assert_eq!(k.games.len(), 2);
    assert_eq!(k.scores, vec![0, 0]);
    let s = &k.pad.settled[0];
    assert_eq!(
        s.final_points,
        vec![240 + 10 + 240 + 240 + 100, 20 + 55 + 20 + 20]
    );
    assert_eq!(s.amounts, vec![830 - 115, 115 - 830]);
    assert!(!k.pad.open);
    let k = keep(&input(
        json!({"settle": "rubber"}),
        json!([big, small, big, big]),
    ))
    .unwrap();
    assert_eq!(k.pad.net(), vec![1, -1]);
}

#[test]
fn points_beyond_game_carry_over_by_the_setting() {
    let big = json!({"doubled": "redoubled", "tricks": [12, 0], "twelfth": 0});
    // 260: the game's 10 over begins the next.
    let k = keep(&input(json!({"carry_over": true}), json!([big]))).unwrap();
    assert_eq!(k.scores, vec![10, 0]);
    let k = keep(&input(json!({}), json!([big]))).unwrap();
    assert_eq!(k.scores, vec![0, 0]);
}

proptest! {
    /// A hand played out scores thirteen tricks between the sides, at 5, 10 or 20; every point
    /// goes to one side; entering hands one by one gives the same pad as all at once; a rubber's
    /// settlement sums to zero.
    #[test]
    fn hands_add_up(
        hands in prop::collection::vec((0..=12i64, any::<bool>(), 0..3usize, 0..4usize), 0..20)
    ) {
        let deals: Vec<Value> = hands.iter().map(|&(t, last, d, q)| {
            let twelfth = if t == 0 { 1 } else if t == 12 { 0 } else { usize::from(last) };
            // One quint a hand at most: a second after a quint that made game would be refused.
            let quints = ["", "We 5H", "They royal", "They AS 4S"][q];
            let doubled = ["no", "doubled", "redoubled"][d];
            json!({"doubled": doubled, "quints": quints,
                   "tricks": [t, 12 - t], "twelfth": twelfth})
        }).collect();
        let all = keep(&input(json!({}), json!(deals))).unwrap();
        for h in &all.hands {
            if h.trick_points != vec![0, 0] {
                prop_assert_eq!(h.trick_points[0] + h.trick_points[1], 13 * 5 * h.multiplier);
            }
        }
        prop_assert_eq!(all.pad.net().iter().sum::<i64>(), 0);
        for k in 0..=deals.len() {
            let part = keep(&input(json!({}), json!(deals[..k]))).unwrap();
            prop_assert_eq!(&part.hands[..], &all.hands[..k]);
        }
        let settle = Settings { settle: Settle::Rubber, ..Settings::default() };
        prop_assert_eq!(settle.settle, Settle::Rubber);
    }
}

/// `hoyle score quinto` answers with the hands, the games and the pad; garbage is refused.
#[test]
fn the_contract_reads_and_refuses() {
    let out = super::score_json(r#"{"deals": [{"tricks": [10, 2], "twelfth": 0}]}"#).unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][0]["points"], json!([55, 10]));
    assert_eq!(v["sides"], json!(["We", "They"]));
    let e = super::score_json(r#"{"sides": ["A"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "sides");
    let e =
        super::score_json(r#"{"deals": [{"tricks": [10, 2], "twelfth": 0, "x": 1}]}"#).unwrap_err();
    assert!(e.field.starts_with("deals[0]"), "{e}");
}

/// At a table the sides are the players' names; the hint's "We" and "They" stand for the first
/// and second side, and a player's first name for his side when no other player's is the same.
#[test]
fn sides_by_we_and_they_and_by_first_names() {
    let names = vec![
        "Margaret Hale (guest) & John Thornton".to_owned(),
        "Fanny Thornton & John Bell".to_owned(),
    ];
    let read = |quints: &str| {
        let d = deal(json!({"quints": quints, "tricks": [6, 6], "twelfth": 0}));
        score_hand("d", &d, &names, [0, 0], Settings::default())
    };
    assert_eq!(
        read("We 5H, They royal").unwrap().quint_points,
        vec![20, 25]
    );
    assert_eq!(
        read("Margaret 5H, fanny 5S, John Thornton 5D")
            .unwrap()
            .quint_points,
        vec![35, 5]
    );
    // Two Johns: the first name alone names nobody.
    let e = read("John 5H").unwrap_err();
    assert_eq!(e.field, "d.quints[0]");
    assert!(e.message.contains("We and They"), "{}", e.message);
    // A side called "They" keeps its name: "They" is not the second side then.
    let names = vec!["They".to_owned(), "Cat & Dan".to_owned()];
    let d = deal(json!({"quints": "They 5H", "tricks": [6, 6], "twelfth": 0}));
    let h = score_hand("d", &d, &names, [0, 0], Settings::default()).unwrap();
    assert_eq!(h.quint_points, vec![20, 0]);
}
