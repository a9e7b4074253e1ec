//! Dummy (three-handed) quinto (seed 000 L8782–8792): the handicap, Dummy in rotation game by
//! game, each game settled apart, the hands the four-handed game's.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::three::{HANDICAP, keep};
use crate::laws::pad::{PadInput, RUNNING, Row};

fn players() -> Vec<String> {
    vec!["Ann".to_owned(), "Bob".to_owned(), "Cy".to_owned()]
}

fn input(settings: Value, deals: Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": players(), "deals": deals}))
        .unwrap()
}

fn refused(deals: Value) -> crate::laws::LawError {
    match keep(&input(json!({}), deals)) {
        Ok(_) => panic!("accepted"),
        Err(e) => e,
    }
}

/// A redoubled hand of every trick and the cachette: 13 × 20 = 260, game from love.
fn slam(twelfth: &str) -> Value {
    let tricks = if twelfth == "dummy" { 12 } else { 0 };
    json!({"doubled": "redoubled", "tricks": tricks, "twelfth": twelfth})
}

/// L8785–8787: "the Dummy-player is handicapped 25, that number of points being scored to his
/// opponents' credit before the game begins"; the book's example of eleven tricks and two
/// (L8726–8727) scores as at four hands, the adversaries' 10 on top of their 25.
#[test]
fn the_adversaries_begin_each_game_25_up() {
    let k = keep(&input(
        json!({}),
        json!([{"tricks": 10, "twelfth": "dummy"}]),
    ))
    .unwrap();
    let h = &k.hands[0];
    assert_eq!(h.dummy, 0);
    assert_eq!(h.hand.points, vec![55, 10]);
    assert_eq!(h.hand.scores, vec![55, 35]);
    assert_eq!(k.scores, vec![55, 35]);
    // A column for each player, each with his side's points: Ann's 55; Bob's and Cy's 25 and 10.
    assert_eq!(k.pad.sides, players());
    let Row::Deal { below, note, .. } = &k.pad.rows[0] else {
        panic!("a deal row first");
    };
    assert_eq!(below[0].last().unwrap().points, 55);
    for cell in &below[1..] {
        let items: Vec<(i64, &str)> = cell.iter().map(|i| (i.points, i.label.as_str())).collect();
        assert_eq!(
            items,
            vec![(HANDICAP, "handicap"), (10, "tricks"), (35, RUNNING)]
        );
    }
    assert!(note.starts_with("Ann & Dummy 11 and Bob & Cy 2"), "{note}");
    assert_eq!(k.pad.running(), Some((RUNNING, vec![55, 35, 35])));
    // The handicap is written once, on the game's first hand.
    let k = keep(&input(
        json!({}),
        json!([{"tricks": 10, "twelfth": "dummy"}, {"tricks": 2, "twelfth": "adversaries"}]),
    ))
    .unwrap();
    assert_eq!(k.scores, vec![55 + 10, 35 + 55]);
    let Row::Deal { below, .. } = &k.pad.rows[1] else {
        panic!("the second hand's row");
    };
    assert!(below[1].iter().all(|i| i.label != "handicap"));
}

/// L8787–8789: "Rubbers are not played, each game being settled for separately, and the three
/// players take Dummy in rotation, game by game." Ann wins 260 to 25 with Dummy: 235 from each
/// of Bob and Cy; then Bob has Dummy and loses 0 to 285: 285 to each of Cy and Ann.
#[test]
fn each_game_is_settled_and_dummy_goes_round() {
    let k = keep(&input(
        json!({}),
        json!([slam("dummy"), slam("adversaries")]),
    ))
    .unwrap();
    assert_eq!(k.games.len(), 2);
    assert_eq!((k.games[0].dummy, k.games[0].dummy_won), (0, true));
    assert_eq!(k.games[0].scores, vec![260, 25]);
    assert_eq!((k.games[1].dummy, k.games[1].dummy_won), (1, false));
    assert_eq!(k.games[1].scores, vec![0, 285]);
    let s = &k.pad.settled;
    assert_eq!(s[0].amounts, vec![470, -235, -235]);
    assert_eq!(s[0].value, 235);
    assert_eq!(s[0].winner, Some(0));
    assert_eq!(
        s[0].label,
        "game to Ann and Dummy, 260–25: 235 from each of Bob and Cy"
    );
    assert_eq!(s[0].final_points, vec![260, 25, 25]);
    assert_eq!(s[1].amounts, vec![285, -570, 285]);
    assert_eq!(s[1].winner, Some(2));
    assert_eq!(
        s[1].label,
        "game to Cy and Ann, 285–0: 285 to each from Bob"
    );
    assert_eq!(k.pad.net(), vec![755, -805, 50]);
    // No rubber: nothing beyond each game's points.
    assert!(!k.pad.open);
    // Cy's turn next, and the form starts with him.
    assert_eq!(k.dummy, 2);
    assert_eq!(k.scores, vec![0, HANDICAP]);
    assert_eq!(k.pad.asks.defaults, vec![("dummy", "2".to_owned())]);
    let next = k.pad.asks.next.clone().unwrap();
    assert_eq!(
        next,
        "Cy takes Dummy this game and deals first; Ann and Bob start 25 up."
    );
}

/// Or one a game, whatever the points (the `settle` setting).
#[test]
fn a_game_may_be_settled_as_one() {
    let k = keep(&input(json!({"settle": "game"}), json!([slam("dummy")]))).unwrap();
    assert_eq!(k.pad.settled[0].amounts, vec![2, -1, -1]);
    let k = keep(&input(
        json!({"settle": "game"}),
        json!([slam("adversaries")]),
    ))
    .unwrap();
    assert_eq!(k.pad.settled[0].amounts, vec![-2, 1, 1]);
}

/// Dummy stays with its player until the game is won, then passes to the next: any other is
/// refused at the hand's `dummy`. The first game's is the players' choice.
#[test]
fn dummy_is_kept_for_the_game_and_passed_in_turn() {
    let small = json!({"tricks": 6, "twelfth": "dummy"});
    let e = refused(json!([small, {"dummy": 1, "tricks": 6, "twelfth": "dummy"}]));
    assert_eq!(e.field, "deals[1].dummy");
    assert_eq!(e.message, "Ann has Dummy until this game is won");
    let e = refused(json!([slam("dummy"), {"dummy": 2, "tricks": 6, "twelfth": "dummy"}]));
    assert_eq!(e.field, "deals[1].dummy");
    assert!(
        e.message.starts_with("Bob takes Dummy this game"),
        "{}",
        e.message
    );
    let e = refused(json!([{"dummy": 3, "tricks": 6, "twelfth": "dummy"}]));
    assert_eq!(e.field, "deals[0].dummy");
    // Cy takes Dummy first; then Ann, the next named after him.
    let k = keep(&input(
        json!({}),
        json!([{"dummy": 2, "doubled": "redoubled", "tricks": 12, "twelfth": "dummy"},
               {"dummy": 0, "tricks": 6, "twelfth": "adversaries"}]),
    ))
    .unwrap();
    assert_eq!(k.pad.settled[0].amounts, vec![-235, -235, 470]);
    assert_eq!(k.hands[1].dummy, 0);
    assert_eq!(
        k.pad.asks.next.as_deref(),
        Some("Ann has Dummy until this game is won.")
    );
}

/// Quints go to the side of the player who won the trick, Dummy's to its partner (L8737–8738).
/// Hand-computed: Ann has Dummy; Dummy's 5H (20) to Ann, Cy's royal (25) and Bob's AD 4D (15)
/// to the adversaries; Ann 7 tricks and the cachette with its 5S: 20 + 5 + 40 = 65; Bob and Cy
/// 25 + 40 + 25 = 90.
#[test]
fn quints_by_the_players_names_and_dummys() {
    let k = keep(&input(
        json!({}),
        json!([{"quints": "Dummy 5H, Cy royal, Bob AD 4D", "tricks": 7,
                "twelfth": "dummy", "cachette": "5S"}]),
    ))
    .unwrap();
    let h = &k.hands[0].hand;
    assert_eq!(h.quint_points, vec![25, 40]);
    assert_eq!(h.trick_points, vec![40, 25]);
    assert_eq!(h.scores, vec![65, 90]);
    // A quint that makes game ends it where it falls (L8758–8760): Ann 60 (three tricks
    // redoubled), Bob and Cy 25 + 200; Bob's royal makes them 250, the rest is abandoned.
    let first = json!({"doubled": "redoubled", "tricks": 2, "twelfth": "dummy"});
    let k = keep(&input(
        json!({}),
        json!([first, {"quints": "Bob royal, Ann 5H"}]),
    ));
    let e = k.err().unwrap();
    assert_eq!(e.field, "deals[1].quints[1]");
    let k = keep(&input(json!({}), json!([first, {"quints": "Bob royal"}]))).unwrap();
    assert_eq!(k.games[0].scores, vec![60, 250]);
    assert_eq!(k.pad.settled[0].amounts, vec![-380, 190, 190]);
}

#[test]
fn refusals_name_the_field() {
    let e = refused(json!([{"tricks": 13, "twelfth": "dummy"}]));
    assert_eq!(e.field, "deals[0].tricks");
    let e = refused(json!([{"tricks": 6, "twelfth": "we"}]));
    assert_eq!(e.field, "deals[0].twelfth");
    let e = refused(json!([{"tricks": 0, "twelfth": "dummy"}]));
    assert_eq!(e.field, "deals[0].twelfth");
    let e = refused(json!([{"tricks": 6}]));
    assert_eq!(e.field, "deals[0].twelfth");
    let e = refused(json!([{"tricks": 6, "twelfth": "dummy", "x": 1}]));
    assert!(e.field.starts_with("deals[0]"), "{e}");
    let two: PadInput =
        serde_json::from_value(json!({"sides": ["Ann", "Bob"], "deals": []})).unwrap();
    assert_eq!(keep(&two).err().unwrap().field, "sides");
}

/// `hoyle score quinto-three-handed` answers with the hands, games and pad.
#[test]
fn the_contract_reads_and_refuses() {
    let out = super::three::score_json(
        r#"{"sides": ["Ann", "Bob", "Cy"], "deals": [{"tricks": 10, "twelfth": "dummy"}]}"#,
    )
    .unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][0]["dummy"], json!(0));
    assert_eq!(v["deals"][0]["points"], json!([55, 10]));
    assert_eq!(v["scores"], json!([55, 35]));
    assert_eq!(v["settings"]["settle"], json!("difference"));
    let e = super::three::score_json(r#"{"deals": []}"#).unwrap_err();
    assert!(
        e.field.contains("sides") || e.message.contains("sides"),
        "{e}"
    );
}

proptest! {
    /// Hands left to the law's rotation: game k is played with Dummy by player k mod 3; each
    /// hand played out scores thirteen tricks between the sides; the settlements sum to zero;
    /// entering hands one by one gives the same hands.
    #[test]
    fn dummy_rotates_and_the_money_sums_to_nothing(
        hands in prop::collection::vec((0..=12i64, any::<bool>(), 0..3usize), 0..25)
    ) {
        let deals: Vec<Value> = hands.iter().map(|&(t, last, d)| {
            let twelfth = match (t, last) {
                (0, _) => "adversaries",
                (12, _) | (_, true) => "dummy",
                _ => "adversaries",
            };
            let doubled = ["no", "doubled", "redoubled"][d];
            json!({"doubled": doubled, "tricks": t, "twelfth": twelfth})
        }).collect();
        let all = keep(&input(json!({}), json!(deals))).unwrap();
        for h in &all.hands {
            prop_assert_eq!(h.hand.trick_points[0] + h.hand.trick_points[1], 13 * 5 * h.hand.multiplier);
        }
        for (g, game) in all.games.iter().enumerate() {
            prop_assert_eq!(game.dummy, g % 3);
            prop_assert!(game.scores[0].max(game.scores[1]) >= 250);
        }
        prop_assert_eq!(all.pad.net().iter().sum::<i64>(), 0);
        for s in &all.pad.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
        for k in 0..=deals.len() {
            let part = keep(&input(json!({}), json!(deals[..k]))).unwrap();
            prop_assert_eq!(&part.hands[..], &all.hands[..k]);
        }
    }
}
