//! The book's worked examples (rules-1927-c §4 W1–W10, rules-1927-b §4 W30–W33) and cases
//! computed by hand, then properties.

use super::values::{Announced, Game, Play, Tricks, Trump};
use super::*;

fn run(law: &str, input: serde_json::Value) -> Result<serde_json::Value, LawError> {
    let out = registry::score(law, &input.to_string())?;
    Ok(serde_json::from_str(&out).unwrap())
}

/// The value of one deal played by player 0 of three, in `code`.
fn value(code: &str, deal: serde_json::Value) -> i64 {
    let law = if code == "american" {
        "american-skat"
    } else {
        "skat"
    };
    let settings = if code == "american" {
        serde_json::json!({})
    } else {
        serde_json::json!({ "code": code })
    };
    let mut deal = deal;
    if deal.get("declarer").is_none() && deal["game"] != "ramsch" {
        deal["declarer"] = 0.into();
    }
    let out = run(
        law,
        serde_json::json!({"settings": settings, "players": ["A", "B", "C"], "deals": [deal]}),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    out["deals"][0]["value"].as_i64().unwrap()
}

fn refused(law: &str, input: serde_json::Value) -> String {
    run(law, input).unwrap_err().field
}

use serde_json::json;

/// W1, seed 001 L10716–10719: a club Tournee is 8, Schneider 2 × 8, Schwarz 3 × 8, the
/// matadores left out of the example (the unit times the level).
#[test]
fn w1_a_club_tournee_by_levels() {
    let play = |card_points, tricks| Play {
        game: Game::Tournee,
        trump: Some(Trump::Clubs),
        matadores: 0,
        card_points,
        tricks,
        announced: None,
    };
    let unit = Game::Tournee.unit(Code::Book, Some(Trump::Clubs));
    assert_eq!(unit * play(61, Tricks::Some).won_level(), 8);
    assert_eq!(unit * play(91, Tricks::Some).won_level(), 16);
    assert_eq!(unit * play(120, Tricks::All).won_level(), 24);
}

/// W2, seed 001 L10736–10739: with or without three in a spade Tournee, 4 × 7 = 28.
#[test]
fn w2_a_spade_tournee_with_or_without_three() {
    for m in [json!({"with": 3}), json!({"without": 3})] {
        let d = json!({"game": "tournee", "trump": "spades", "matadores": m, "card_points": 70});
        assert_eq!(value("book", d), 28);
    }
}

/// W3 (seed 001 L10758–10761) and W33: with two, Schneider made: 4 × the unit; a club Solo 48.
#[test]
fn w3_with_two_and_schneider_is_four_times_the_unit() {
    let d = json!({"game": "solo", "trump": "clubs", "matadores": {"with": 2}, "card_points": 95});
    assert_eq!(value("book", d.clone()), 48);
    assert_eq!(value("nasl", d), 48);
}

/// W4, seed 001 L10828–10848: A −7, B +88, C +19 balanced to A −121, B +164, C −43.
#[test]
fn w4_balancing_a_sitting() {
    assert_eq!(sitting::balance(&[-7, 88, 19]), vec![-121, 164, -43]);
}

/// W5, seed 001 L10888–10896: American spades without one, Schneider announced: 66; lost 132;
/// Schwarz made after announcing Schneider 77.
#[test]
fn w5_american_schneider_announced() {
    let d = |cp: i64, tricks: &str| json!({"game": "suit", "trump": "spades", "matadores": {"without": 1}, "card_points": cp, "tricks": tricks, "announced": "schneider"});
    assert_eq!(value("american", d(95, "some")), 66);
    assert_eq!(value("american", d(80, "some")), -132);
    assert_eq!(value("american", d(120, "all")), 77);
}

/// W6, seed 001 L10897–10903: a grand with three, Schwarz announced: 432; lost 864.
#[test]
fn w6_american_grand_schwarz_announced() {
    let d = |cp: i64, tricks: &str| json!({"game": "grand", "matadores": {"with": 3}, "card_points": cp, "tricks": tricks, "announced": "schwarz"});
    assert_eq!(value("american", d(120, "all")), 432);
    assert_eq!(value("american", d(100, "some")), -864);
}

/// W7, seed 001 L10904–10907: the smallest game won, a diamond with one, 18; the largest lost, a
/// grand Schwarz announced with four, 1,008.
#[test]
fn w7_american_limits() {
    let small =
        json!({"game": "suit", "trump": "diamonds", "matadores": {"with": 1}, "card_points": 61});
    assert_eq!(value("american", small), 18);
    let large = json!({"game": "grand", "matadores": {"with": 4}, "card_points": 119, "announced": "schwarz"});
    assert_eq!(value("american", large), -1008);
}

/// American skat's double loss (L10877–10879): a club suit game with one lost is 2 × 24.
#[test]
fn american_loses_double_whatever_the_game() {
    let d = json!({"game": "suit", "trump": "clubs", "matadores": {"with": 1}, "card_points": 60});
    assert_eq!(value("american", d), -48);
    assert_eq!(
        value("american", json!({"game": "null", "won": false})),
        -46
    );
    assert_eq!(
        value("american", json!({"game": "null_ouvert", "won": true})),
        46
    );
}

/// W8, seed 001 L11045–11048: the Guckser wins 16, loses 32, each matadore 16 / 32 more.
#[test]
fn w8_guckser_doubled_when_lost() {
    let d = |cp: i64| json!({"game": "guckser", "matadores": {"with": 1}, "card_points": cp});
    assert_eq!(value("nasl", d(61)), 32);
    assert_eq!(value("nasl", d(60)), -64);
    assert_eq!(value("book", d(60)), -64);
}

/// W9, seed 001 L11076–11080: ramsch 20; one player without a trick 30; two 50.
#[test]
fn w9_ramsch_and_the_jungfer() {
    let r = |cp: serde_json::Value, last: usize, trickless: serde_json::Value| {
        value(
            "nasl",
            json!({"game": "ramsch", "card_points": cp, "last_trick": last, "trickless": trickless}),
        )
    };
    assert_eq!(r(json!([50, 40, 30]), 0, json!([])), -20);
    assert_eq!(r(json!([70, 50, 0]), 0, json!([2])), -30);
    assert_eq!(r(json!([120, 0, 0]), 0, json!([1, 2])), -50);
}

/// W10 (seed 001 L11115–11120) and the lines of L10742–10750: 30/31, 60/61, 90/91.
#[test]
fn w10_the_boundaries_of_schneider_and_the_game() {
    // A heart Tournee with one: unit 6.
    let d = |cp: i64| json!({"game": "tournee", "trump": "hearts", "matadores": {"with": 1}, "card_points": cp});
    assert_eq!(value("book", d(30)), -18); // Schneidered: (1 + 2) × 6
    assert_eq!(value("book", d(31)), -12); // out of Schneider: (1 + 1) × 6
    assert_eq!(value("book", d(60)), -12);
    assert_eq!(value("book", d(61)), 12);
    assert_eq!(value("book", d(90)), 12);
    assert_eq!(value("book", d(91)), 18);
}

/// W30, seed 001 L10505–10510: spades trumps, four jacks and A 10 K: with seven; the most a
/// suit can be with is eleven, a grand four.
#[test]
fn w30_matadores_and_their_limits() {
    let d = json!({"game": "solo", "trump": "spades", "matadores": {"with": 7}, "card_points": 61});
    assert_eq!(value("book", d), 88);
    let input = |game: &str, m: i64, trump: Option<&str>| {
        let mut d =
            json!({"declarer": 0, "game": game, "matadores": {"with": m}, "card_points": 70});
        if let Some(t) = trump {
            d["trump"] = t.into();
        }
        json!({"players": ["A", "B", "C"], "deals": [d]})
    };
    assert_eq!(
        refused("skat", input("solo", 12, Some("clubs"))),
        "deals[0].matadores"
    );
    assert_eq!(
        refused("skat", input("grand_solo", 5, None)),
        "deals[0].matadores"
    );
    assert_eq!(
        refused("skat", input("grand_solo", 2, Some("clubs"))),
        "deals[0].trump"
    );
}

#[test]
fn schwarz_without_announcement_and_each_announcement_made_and_failed() {
    // A diamond Solo with two: unit 9.
    let d = |cp: i64, tricks: &str, ann: serde_json::Value| json!({"game": "solo", "trump": "diamonds", "matadores": {"with": 2}, "card_points": cp, "tricks": tricks, "announced": ann});
    let none = serde_json::Value::Null;
    assert_eq!(value("book", d(120, "all", none)), 45); // (2 + 3) × 9
    assert_eq!(value("book", d(95, "some", "schneider".into())), 45); // (2 + 3) × 9
    assert_eq!(value("book", d(120, "all", "schneider".into())), 54); // (2 + 4) × 9
    assert_eq!(value("book", d(120, "all", "schwarz".into())), 63); // (2 + 5) × 9
    // Failed: lost at the level announced (setting announced_lost).
    assert_eq!(value("book", d(85, "some", "schneider".into())), -45);
    assert_eq!(value("book", d(110, "some", "schwarz".into())), -63);
    assert_eq!(value("nasl", d(110, "some", "schwarz".into())), -63);
}

#[test]
fn an_announcement_in_a_game_that_used_the_skat_is_refused() {
    let input = json!({"players": ["A", "B", "C"], "deals": [
        {"declarer": 0, "game": "tournee", "trump": "clubs", "matadores": {"with": 1}, "card_points": 95, "announced": "schneider"}]});
    assert_eq!(refused("skat", input), "deals[0].announced");
    let over = json!({"players": ["A", "B", "C"], "deals": [
        {"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 1}, "card_points": 121}]});
    assert_eq!(refused("skat", over), "deals[0].card_points");
}

#[test]
fn passt_mir_nicht_doubled_when_lost() {
    let d = |cp: i64| json!({"game": "passt_mir_nicht", "trump": "spades", "matadores": {"without": 2}, "card_points": cp});
    assert_eq!(value("nasl", d(70)), 21); // (2 + 1) × 7, as a Tournee
    assert_eq!(value("nasl", d(50)), -42); // doubled
    let tournee = json!({"game": "tournee", "trump": "spades", "matadores": {"without": 2}, "card_points": 50});
    assert_eq!(value("nasl", tournee), -21);
}

#[test]
fn grand_ouvert_lost_by_one_trick() {
    let d =
        |tricks: &str| json!({"game": "grand_ouvert", "matadores": {"with": 4}, "tricks": tricks});
    assert_eq!(value("book", d("all")), 216); // (4 + 5) × 24
    assert_eq!(value("book", d("some")), -216);
}

#[test]
fn nullos_and_gucki_nullos() {
    assert_eq!(value("book", json!({"game": "null", "won": true})), 20);
    assert_eq!(value("book", json!({"game": "null", "won": false})), -20);
    assert_eq!(
        value("book", json!({"game": "gucki_null", "won": false})),
        -30
    );
    assert_eq!(
        value("book", json!({"game": "gucki_null_ouvert", "won": true})),
        30
    );
    assert_eq!(
        value("book", json!({"game": "gucki_null_ouvert", "won": false})),
        -60
    );
    let input = json!({"settings": {"code": "nasl"}, "players": ["A", "B", "C"], "deals": [{"declarer": 0, "game": "gucki_null", "won": true}]});
    assert_eq!(refused("skat", input), "deals[0].game");
}

/// X.15 (L11146–11149): an overbid is charged at the next value of the game that reaches the bid,
/// doubled in a Guckser.
#[test]
fn overbids_in_a_suit_game_and_in_a_guckser() {
    // A heart Solo with one, game: 20; bid 27 → lost at 30 (the next multiple of 10).
    let solo = json!({"game": "solo", "trump": "hearts", "matadores": {"with": 1}, "card_points": 70, "bid": 27});
    assert_eq!(value("nasl", solo), -30);
    // A Guckser with one, game: 32; bid 40 → 48, doubled 96.
    let guckser =
        json!({"game": "guckser", "matadores": {"with": 1}, "card_points": 70, "bid": 40});
    assert_eq!(value("nasl", guckser), -96);
    // Not an overbid: the game reaches the bid.
    let fine = json!({"game": "solo", "trump": "hearts", "matadores": {"with": 1}, "card_points": 70, "bid": 20});
    assert_eq!(value("nasl", fine), 20);
}

#[test]
fn abandoned_hands_and_irregularities() {
    // A Tournee abandoned: the simple game lost, escaping Schneider (L10779–10783).
    let t =
        json!({"game": "tournee", "trump": "clubs", "matadores": {"with": 1}, "abandoned": true});
    assert_eq!(value("book", t), -16);
    let solo = json!({"players": ["A", "B", "C"], "deals": [
        {"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 1}, "abandoned": true}]});
    assert_eq!(refused("skat", solo.clone()), "deals[0].abandoned");
    let mut nasl = solo;
    nasl["settings"] = json!({"code": "nasl"});
    assert_eq!(run("skat", nasl).unwrap()["deals"][0]["value"], -24);
    // An opponent revokes: the declarer wins; played on to Schneider he wins that.
    let revoke = |played_on: bool, cp: i64| json!({"game": "solo", "trump": "clubs", "matadores": {"with": 1}, "card_points": cp, "error": "revoke", "error_by": 1, "played_on": played_on});
    assert_eq!(value("book", revoke(false, 40)), 24);
    assert_eq!(value("book", revoke(true, 95)), 36);
    // The declarer revokes: he loses, played on to be Schneidered.
    let own = json!({"game": "solo", "trump": "clubs", "matadores": {"with": 1}, "card_points": 20, "error": "revoke", "error_by": 0, "played_on": true});
    assert_eq!(value("book", own), -36);
    // The League charges the erring opponent the game's value, apart (XI.8).
    let out = run(
        "skat",
        json!({"settings": {"code": "nasl"}, "players": ["A", "B", "C"], "deals": [
            {"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 1}, "error": "out_of_turn", "error_by": 2}]}),
    )
    .unwrap();
    assert_eq!(out["penalties"], json!([0, 0, 24]));
    assert_eq!(out["scores"], json!([24, 0, 0]));
    // balance on score − penalties: [24, 0, −24] → [72, 0, −72]
    assert_eq!(out["balance"], json!([72, 0, -72]));
}

/// Ramsch: a tie on points goes to the taker of the last trick (L11083–11086); one and two
/// players without a trick.
#[test]
fn ramsch_ties_and_trickless_players() {
    let r = |cp: serde_json::Value, last: usize, trickless: serde_json::Value| {
        let out = run(
            "skat",
            json!({"settings": {"code": "nasl"}, "players": ["A", "B", "C"], "deals": [
                {"game": "ramsch", "card_points": cp, "last_trick": last, "trickless": trickless}]}),
        )
        .unwrap();
        (
            out["deals"][0]["loser"].as_u64().unwrap(),
            out["deals"][0]["value"].as_i64().unwrap(),
        )
    };
    assert_eq!(r(json!([50, 50, 20]), 1, json!([])), (1, -20));
    assert_eq!(r(json!([50, 50, 20]), 0, json!([])), (0, -20));
    assert_eq!(r(json!([60, 60, 0]), 1, json!([2])), (1, -30));
    assert_eq!(r(json!([0, 120, 0]), 1, json!([0, 2])), (1, -50));
    // The book's home game: two without a trick at the setting's 30.
    let out = run(
        "skat",
        json!({"settings": {"two_trickless": 30}, "players": ["A", "B", "C"], "deals": [
            {"game": "ramsch", "card_points": [0, 120, 0], "last_trick": 1, "trickless": [0, 2]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["value"], -30);
}

/// Four at the table: the dealer sits out and shares the opponents' fortunes (L10481–10488,
/// L10819–10823): a lost club Solo with one (−24) costs the declarer 3 × 24.
#[test]
fn four_hand_sitting_where_the_dealer_shares_the_loss() {
    let out = run(
        "skat",
        json!({"players": ["A", "B", "C", "D"], "deals": [
            {"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 1}, "card_points": 50}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["dealer"], 3);
    assert_eq!(out["balance"], json!([-72, 24, 24, 24]));
    // The dealer cannot be the declarer.
    let refused_dealer = json!({"players": ["A", "B", "C", "D"], "deals": [
        {"declarer": 3, "game": "null", "won": true}]});
    assert_eq!(refused("skat", refused_dealer), "deals[0].declarer");
    // At five, the dealer and the player two to his right sit out.
    assert_eq!(sitting::active(5, 0), [1, 2, 4]);
    assert_eq!(sitting::active(4, 0), [1, 2, 3]);
    assert_eq!(sitting::active(3, 2), [0, 1, 2]);
}

#[test]
fn balancing_a_sitting_with_negative_scores() {
    assert_eq!(
        sitting::balance(&[-40, -12, 30, 22]),
        vec![-160, -48, 120, 88]
    );
    assert_eq!(sitting::balance(&[-10, -20, -30]), vec![30, 0, -30]);
}

#[test]
fn the_books_misdeal_is_on_the_score_and_the_leagues_apart() {
    let deal = json!({"game": "null", "declarer": 0, "won": true, "penalties": [0, 0, 10]});
    let book = run(
        "skat",
        json!({"players": ["A", "B", "C"], "deals": [deal.clone()]}),
    )
    .unwrap();
    assert_eq!(book["scores"], json!([20, 0, -10]));
    let nasl = run(
        "skat",
        json!({"settings": {"code": "nasl", "penalties": "apart"}, "players": ["A", "B", "C"], "deals": [deal]}),
    )
    .unwrap();
    assert_eq!(nasl["scores"], json!([20, 0, 0]));
    assert_eq!(nasl["penalties"], json!([0, 0, 10]));
    assert_eq!(nasl["balance"], json!([40, -20, -20]));
}

#[test]
fn the_balance_at_a_stake_per_point() {
    // W4's sitting at the League's "one-quarter" (VIII.2, L10919).
    let out = run(
        "skat",
        json!({"players": ["A", "B", "C"], "stake": "1/4", "deals": [
            {"declarer": 1, "game": "solo", "trump": "spades", "matadores": {"with": 7}, "card_points": 61},
            {"declarer": 0, "game": "solo", "trump": "diamonds", "matadores": {"with": 1}, "card_points": 61}]}),
    )
    .unwrap();
    // Scores 18, 88, 0 → balance −52, 158, −106 → at a quarter −13, 39.5, −26.5.
    assert_eq!(out["balance"], json!([-52, 158, -106]));
    assert_eq!(out["money"], json!([-13, 39.5, -26.5]));
    assert_eq!(parse_stake("0.05").unwrap(), crate::exact::Q::new(1, 20));
    assert_eq!(
        refused(
            "skat",
            json!({"players": ["A", "B", "C"], "stake": "a", "deals": []})
        ),
        "stake"
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn solo() -> impl Strategy<Value = (i64, i64, usize)> {
        (1i64..=11, 0i64..=120, 0usize..4)
    }

    proptest! {
        #[test]
        fn the_balance_sums_to_zero(scores in proptest::collection::vec(-2000i64..2000, 3..=5)) {
            prop_assert_eq!(sitting::balance(&scores).iter().sum::<i64>(), 0);
        }

        /// A game won and the same game lost at the same level are worth the same, except where
        /// the code doubles the loss.
        #[test]
        fn won_and_lost_alike_at_the_same_level((m, _cp, t) in solo(), game in 0usize..4) {
            let trump = [Trump::Clubs, Trump::Spades, Trump::Hearts, Trump::Diamonds][t];
            let (game, trump) = match game {
                0 => (Game::Tournee, Some(trump)),
                1 => (Game::PasstMirNicht, Some(trump)),
                2 => (Game::Solo, Some(trump)),
                _ => (Game::Guckser, None),
            };
            let m = m.min(game.max_matadores());
            for code in [Code::Book, Code::Nasl] {
                let won = Play { game, trump, matadores: m, card_points: 70, tricks: Tricks::Some, announced: None };
                let lost = Play { card_points: 40, ..won };
                let w = values::book_value(&won, code, true, AnnouncedLost::Announced);
                let l = values::book_value(&lost, code, false, AnnouncedLost::Announced);
                let factor = if game.doubled_when_lost(code) { 2 } else { 1 };
                prop_assert_eq!(l, factor * w);
            }
        }

        /// Deals scored one by one give the same sitting as all at once.
        #[test]
        fn replay_one_by_one_is_the_same(
            deals in proptest::collection::vec((solo(), 0usize..3, proptest::bool::ANY), 1..12),
        ) {
            let deals: Vec<serde_json::Value> = deals
                .iter()
                .enumerate()
                .map(|(i, ((m, cp, t), seat, ann))| {
                    let declarer = (i + 1 + seat) % 4; // one of the three with cards
                    let declarer = if declarer == (3 + i) % 4 { (declarer + 1) % 4 } else { declarer };
                    let trump = ["clubs", "spades", "hearts", "diamonds"][*t];
                    json!({"declarer": declarer, "game": "solo", "trump": trump,
                        "matadores": {"with": m}, "card_points": cp,
                        "announced": if *ann { json!("schneider") } else { json!(null) }})
                })
                .collect();
            let players = json!(["A", "B", "C", "D"]);
            let all = run("skat", json!({"players": players, "deals": deals})).unwrap();
            let mut score = vec![0i64; 4];
            for (i, d) in deals.iter().enumerate() {
                let mut one = d.clone();
                one["dealer"] = ((3 + i) % 4).into();
                let out = run("skat", json!({"players": players, "deals": [one]})).unwrap();
                for p in 0..4 {
                    score[p] += out["scores"][p].as_i64().unwrap();
                }
                prop_assert_eq!(&all["deals"][i]["points"], &out["deals"][0]["points"]);
            }
            prop_assert_eq!(all["scores"].clone(), json!(score));
            prop_assert_eq!(all["balance"].clone(), json!(sitting::balance(&score)));
        }
    }

    #[test]
    fn announced_is_only_for_solos() {
        let p = Play {
            game: Game::Solo,
            trump: Some(Trump::Clubs),
            matadores: 1,
            card_points: 95,
            tricks: Tricks::Some,
            announced: Some(Announced::Schneider),
        };
        assert_eq!(p.won_level(), 3);
        assert!(!Game::Tournee.may_announce());
    }
}
