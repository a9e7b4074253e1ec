//! The forms of poker (stud, peek, straight, spit in the ocean, the wild widow, whiskey, the
//! stripped pack), the jack-pots' openers and their chain, the limit and double-up, premiums,
//! the kitty and the whangdoodle; each citing its seed lines, with hand-computed amounts.

use serde_json::{Value, json};

use super::law::score;

fn run(input: Value) -> Value {
    match score(&input.to_string()) {
        Ok(out) => serde_json::from_str(&out).unwrap(),
        Err(e) => panic!("{}: {}", e.field, e.message),
    }
}

fn refuse(input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

fn note(out: &Value, i: usize) -> String {
    out["deals"][i]["note"].as_str().unwrap().to_owned()
}

/// Draw poker: "Any hand of more or less than 5 cards … is foul" (seed 001 L4720–4723); peek:
/// "5 cards are picked out of the 7 or 8" (L5162–5183): a full of nines beats aces.
#[test]
fn draw_takes_five_cards_and_peek_the_best_five_of_seven_or_eight() {
    let peek = run(json!({
        "settings": {"form": "peek"},
        "players": ["A", "B"],
        "deals": [{"put_in": [5, 5],
                   "hands": ["2C 9H 9S 4D 9D 4S KC", "AS AH AD 3C 5H 7S JD QH"]}]
    }));
    assert_eq!(peek["deals"][0]["amounts"], json!([5, -5]));
    assert!(note(&peek, 0).contains("A takes the pool of 10 with a full hand, nines on fours"));
    let draw = |settings: Value, hands: Value| {
        json!({"settings": settings, "players": ["A", "B"],
               "deals": [{"put_in": [5, 5], "hands": hands}]})
    };
    assert_eq!(
        refuse(draw(
            json!({}),
            json!(["2C 9H 9S 4D 9D 4S", "AS AH AD 3C 5H"])
        )),
        "deals[0].hands[0]"
    );
    assert_eq!(
        refuse(draw(
            json!({"form": "stud"}),
            json!(["2C 9H 9S 4D", "AS AH AD 3C 5H"])
        )),
        "deals[0].hands[0]"
    );
    assert_eq!(
        refuse(draw(
            json!({"form": "peek"}),
            json!(["2C 9H 9S 4D 8D", "AS AH AD 3C 5H 7S 8S"])
        )),
        "deals[0].hands[0]"
    );
}

/// Straight poker: "Straights and straight flushes are not played in this game" (seed 001
/// L4780): 5-9 is nine high and loses to a pair of deuces, which it beats at draw.
#[test]
fn straight_poker_plays_no_straights() {
    let deal = |form: &str| {
        run(json!({"settings": {"form": form}, "players": ["A", "B"],
                   "deals": [{"put_in": [3, 3], "hands": ["5S 6H 7D 8C 9S", "2S 2H 4D 6C 8H"]}]}))
    };
    assert_eq!(deal("straight")["deals"][0]["amounts"], json!([-3, 3]));
    assert_eq!(deal("draw")["deals"][0]["amounts"], json!([3, -3]));
}

/// Spit in the ocean: four cards each, and the centre card "practically the joker running
/// wild but … everyone's property" (seed 001 L5123–5139): kings with it make threes, queens
/// fours.
#[test]
fn spit_in_the_ocean_gives_everyone_the_centre_card_wild() {
    let players = json!(["A", "B", "C"]);
    let deal = |d: Value| json!({"settings": {"form": "spit_in_the_ocean"}, "players": players, "deals": [d]});
    let out = run(deal(
        json!({"put_in": [4, 4, 1], "dropped": [2], "centre": "KD",
                              "hands": ["KS KH 4C 5D", "QS QH QC 7D", null]}),
    ));
    assert_eq!(out["deals"][0]["amounts"], json!([-4, 5, -1]));
    assert!(note(&out, 0).contains("A shows threes, kings; B shows fours, queens"));
    assert_eq!(
        refuse(deal(json!({"put_in": [4, 4, 1], "dropped": [2],
                           "hands": ["KS KH 4C 5D", "QS QH QC 7D", null]}))),
        "deals[0].centre"
    );
    assert_eq!(
        refuse(deal(
            json!({"put_in": [4, 4, 1], "dropped": [2], "centre": "QD",
                           "hands": ["KS KH 4C 5D", "QS QH QD 7D", null]})
        )),
        "deals[0].hands[1]"
    );
    let draw = json!({"players": players, "deals": [{"put_in": [1, 1, 1], "centre": "KD",
        "hands": ["KS KH 4C 5D 6D", "QS QH QC 7D 8D", "2S 3S 4S 5S 7H"]}]});
    assert_eq!(refuse(draw), "deals[0].centre");
}

/// The wild widow: "Suppose the widow is an 8, and a player holds an 8 with three tens and a
/// six. He can call his hand four tens" (seed 001 L5105–5110); the cards speak (L5117–5120).
#[test]
fn the_wild_widow_makes_its_rank_wild() {
    let out = run(json!({
        "settings": {"form": "wild_widow"},
        "players": ["A", "B"],
        "deals": [{"put_in": [6, 6], "widow": "8D",
                   "hands": ["8S 10H 10D 10C 6S", "AS AH AD KC KS"]}]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([6, -6]));
    assert!(note(&out, 0).contains("A shows fours, tens"));
    let no_widow = json!({"settings": {"form": "wild_widow"}, "players": ["A", "B"],
        "deals": [{"put_in": [6, 6], "hands": ["8S 10H 10D 10C 6S", "AS AH AD KC KS"]}]});
    assert_eq!(refuse(no_widow), "deals[0].widow");
}

/// The stripped pack: "take out the 2s and 3s, unless playing Deuces Wild, in which case take
/// out the 3s and 4s … the ace is always high" (seed 001 L4589–4596): no deuce, no ace-low
/// straight; 4-8 the lowest straight.
#[test]
fn the_stripped_pack_leaves_out_its_low_cards() {
    let deal = |settings: Value, hands: Value| {
        json!({"settings": settings, "players": ["A", "B"],
               "deals": [{"put_in": [2, 2], "hands": hands}]})
    };
    let stripped = json!({"pack": "stripped"});
    assert_eq!(
        refuse(deal(
            stripped.clone(),
            json!(["2S 5H 6D 7C 8S", "KS KH 9D 10C JS"])
        )),
        "deals[0].hands[0]"
    );
    let out = run(deal(
        stripped.clone(),
        json!(["4S 5H 6D 7C 8S", "KS KH 9D 10C JS"]),
    ));
    assert_eq!(out["deals"][0]["amounts"], json!([2, -2]));
    // A-4-5-6-7 is no straight: ace high, and loses to a pair.
    let out = run(deal(stripped, json!(["AS 4H 5D 6C 7S", "KS KH 9D 10C JS"])));
    assert_eq!(out["deals"][0]["amounts"], json!([-2, 2]));
    let wild = json!({"pack": "stripped", "deuces_wild": true});
    assert_eq!(
        refuse(deal(
            wild.clone(),
            json!(["3S 5H 6D 7C 9S", "KS KH 9D 10C JS"])
        )),
        "deals[0].hands[0]"
    );
    let out = run(deal(wild, json!(["2S 5H 6D 7C 9S", "KS KH 9D 10C JS"])));
    assert!(
        note(&out, 0).contains("A shows a straight, 9 high"),
        "{}",
        note(&out, 0)
    );
}

/// Whiskey poker: "The highest takes the pot if a pot has been made; or the lowest pays the
/// forfeit agreed upon beforehand" (seed 001 L5223–5225); "all hands must be shown".
#[test]
fn whiskey_poker_the_highest_takes_the_pot_or_the_lowest_pays_the_forfeit() {
    let hands = json!(["AS AH 3D 5C 9S", "KS KH 3S 5D 9D", "2C 4H 6S 8D 10C"]);
    let game = |settings: Value, d: Value| json!({"settings": settings, "players": ["A", "B", "C"], "deals": [d]});
    let pot = run(game(
        json!({"form": "whiskey"}),
        json!({"put_in": [1, 1, 1], "hands": hands}),
    ));
    assert_eq!(pot["deals"][0]["amounts"], json!([2, -1, -1]));
    let forfeit = run(game(
        json!({"form": "whiskey", "forfeit": 2}),
        json!({"put_in": [0, 0, 0], "hands": hands}),
    ));
    assert_eq!(forfeit["deals"][0]["amounts"], json!([2, 0, -2]));
    assert!(note(&forfeit, 0).contains("C lowest, pays the forfeit of 2 to A, highest"));
    let to_pool = run(game(
        json!({"form": "whiskey", "forfeit_to": "pool"}),
        json!({"put_in": [0, 0, 0], "hands": hands}),
    ));
    assert_eq!(to_pool["deals"][0]["amounts"], json!([0, 0, -1]));
    assert_eq!(to_pool["pools"], json!({"pool": 1}));
    assert_eq!(
        refuse(game(
            json!({"form": "whiskey"}),
            json!({"put_in": [1, 1, 1], "dropped": [2], "hands": hands})
        )),
        "deals[0].dropped"
    );
}

/// The English code's chain: jacks, then queens, then kings after each jack-pot not opened
/// (seed 003 L2011–2031). Deal 1 no one goes in; deal 2 (jacks) no one opens; deal 3 (queens)
/// A opens alone on jacks: he cannot show openers, pays an ante for each other (seed 001
/// L4995–4996) and the pool stays; deal 4 (kings) B opens alone on kings and takes all 14.
#[test]
fn the_openers_chain_and_a_false_opener_found_by_his_cards() {
    let deals = json!([
        {"put_in": [1, 1, 1], "dropped": [0, 1, 2]},
        {"put_in": [1, 1, 1], "dropped": [0, 1, 2]},
        {"put_in": [1, 1, 1], "dropped": [1, 2], "opener": 0, "hands": ["JS JH 4D 5C 9S", null, null]},
        {"put_in": [1, 1, 1], "dropped": [0, 2], "opener": 1, "openers": "KS KH 2D 3C 4S"}
    ]);
    let out = run(json!({"settings": {"openers": "jacks_queens_kings"},
                         "players": ["A", "B", "C"], "deals": deals}));
    assert_eq!(out["deals"][2]["amounts"], json!([-3, -1, -1]));
    assert_eq!(out["deals"][2]["pools"], json!({"pool": 11}));
    assert!(note(&out, 1).starts_with("A jack-pot, opened on jacks or better"));
    assert!(
        note(&out, 2).starts_with("A jack-pot, opened on queens or better. A cannot show openers")
    );
    assert!(note(&out, 3).starts_with("A jack-pot, opened on kings or better"));
    assert_eq!(out["deals"][3]["amounts"], json!([-1, 13, -1]));
    assert_eq!(out["balances"], json!([-6, 10, -4]));
    // By jacks every time, A's jacks open the third deal and take its 9.
    let first_three = &deals.as_array().unwrap()[..3];
    let jacks = run(json!({"players": ["A", "B", "C"], "deals": first_three}));
    assert_eq!(jacks["deals"][2]["amounts"], json!([8, -1, -1]));
    // Alone, an opener must show what he opened with.
    let unshown = json!({"settings": {"jack_pots": "every_deal"}, "players": ["A", "B", "C"],
        "deals": [{"put_in": [1, 1, 1], "dropped": [1, 2], "opener": 0}]});
    assert_eq!(refuse(unshown), "deals[0].openers");
    let not_jack =
        json!({"players": ["A", "B"], "deals": [{"put_in": [1, 1], "dropped": [1], "opener": 0}]});
    assert_eq!(refuse(not_jack), "deals[0].opener");
}

/// Others came in against a false opener: "the pool must be played for by any who came into it
/// in good faith" (seed 001 L4978–4983): his hand is dead, B's kings take it; or it plays.
#[test]
fn a_false_opener_called_has_a_dead_hand() {
    let game = |hand: &str| {
        json!({"settings": {"jack_pots": "every_deal", "false_opener_hand": hand},
               "players": ["A", "B", "C"],
               "deals": [{"put_in": [4, 4, 1], "dropped": [2], "opener": 0,
                          "openers": "JS 10H 4D 5C 9S",
                          "hands": ["AS AH AD 4C 4S", "KS KH 3D 5C 9H", null]}]})
    };
    let dead = run(game("dead"));
    assert_eq!(dead["deals"][0]["amounts"], json!([-4, 5, -1]));
    assert!(note(&dead, 0).contains("A's hand is dead"));
    assert!(note(&dead, 0).contains("A opened without openers"));
    let plays = run(game("plays"));
    assert_eq!(plays["deals"][0]["amounts"], json!([5, -4, -1]));
}
