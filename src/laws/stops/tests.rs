//! The stops family: the books' rules and hand-computed deals, each checked to sum to nothing
//! with its pools (the ledger refuses otherwise).

use serde_json::{Value, json};

use crate::laws::LawError;
use crate::laws::registry::score;

fn run(law: &str, input: Value) -> Result<Value, LawError> {
    score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn four() -> Value {
    json!(["Ann", "Bob", "Cat", "Dan"])
}

/// Pope Joan over three deals, hand-computed. Deal 1: Ann dresses the board with fifteen (seed
/// 003 L4189–4196; seed 000 L4504–4508); Bob plays the ace of trumps, Cat king and queen (ace,
/// king, queen and Matrimony); Dan goes out, taking Game and a counter a card, Bob holding Pope
/// unplayed and exempt (seed 003 L4335–4345). Pope, Intrigue and Knave carry. Deal 2: the knave
/// turned up is Bob's; Ann plays Pope (twelve now) and is paid a counter a card in hand (seed
/// 003 L4244–4246), then goes out. Deal 3 is the closing round of 1909 (seed 000 L4590–4599).
#[test]
fn pope_joans_board_carries_over_deals_and_is_shared_at_the_close() {
    let deals = json!([
        {"ace": 1, "king": 2, "queen": 2, "out": 3, "left": [3, 2, 4, 0], "pope_held": 1},
        {"turned": "knave", "pope": 0, "pope_left": [0, 6, 7, 8], "out": 0, "left": [0, 2, 3, 1]},
        {"closing": true, "pope": 3, "ace": 0, "king": 1, "queen": 2, "knave": 3}
    ]);
    let out = run("pope-joan", json!({"players": four(), "deals": deals})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-18, 1, 0, 8]));
    assert_eq!(
        out["deals"][0]["pools"],
        json!({"ace": 0, "game": 0, "intrigue": 2, "king": 0, "knave": 1, "matrimony": 0, "pope": 6, "queen": 0})
    );
    assert_eq!(out["deals"][1]["amounts"], json!([40, -21, -10, -9]));
    assert_eq!(out["deals"][1]["pools"]["pope"], 0);
    assert_eq!(out["deals"][1]["pools"]["intrigue"], 4);
    // The close: ace 1 to Ann, king 1 to Bob, queen 1 to Cat; Matrimony 2 halved between Cat
    // and Bob, Intrigue 4 between Cat and Dan.
    assert_eq!(out["deals"][2]["amounts"], json!([1, 2, 4, 2]));
    assert!(out["pools"].as_object().unwrap().values().all(|v| v == 0));
    assert_eq!(out["balances"], json!([23, -18, -6, 1]));
}

#[test]
fn pope_joan_1909_pays_the_compartments_only() {
    let deals = json!([{"pope": 0, "out": 1, "left": [2, 0, 3, 1]}]);
    let out = run(
        "pope-joan",
        json!({"settings": {"code": "1909"}, "players": four(), "deals": deals}),
    )
    .unwrap();
    // Ann dresses 15, takes Pope 6 back and pays Bob 2 for her cards: -11.
    assert_eq!(out["deals"][0]["amounts"], json!([-11, 7, -3, -1]));
}

/// Pope turned up: the dealer takes Pope and a counter for every card dealt from each player,
/// limited to four when agreed (seed 003 L4225–4233); with "Pope Joan Wins" Game too.
#[test]
fn pope_turned_up_pays_the_dealer() {
    let deals = json!([{"turned": "pope", "out": 1, "left": [2, 0, 3, 1]}]);
    let out = run(
        "pope-joan",
        json!({"settings": {"pope_limit": 4}, "players": four(), "deals": deals.clone()}),
    )
    .unwrap();
    // Ann: -15 + 6 + 3 × 4 - 2 = 1; Bob: -4 + 1 (Game) + 6 = 3.
    assert_eq!(out["deals"][0]["amounts"], json!([1, 3, -7, -5]));
    let out = run("pope-joan", json!({"settings": {"pope_turned_wins": true}, "players": four(), "deals": [{"turned": "pope"}]})).unwrap();
    // Four players hold ten cards each: 30 to Ann, and Game.
    assert_eq!(out["deals"][0]["amounts"], json!([22, -10, -10, -10]));
}

#[test]
fn five_pool_pope_and_dressing_by_all() {
    let out = run("pope-joan", json!({"settings": {"five_pool": true}, "players": four(), "deals": [{"out": 0, "left": [0, 1, 1, 1]}]})).unwrap();
    // Twelve dress it (seed 003 L4374–4390); Ann takes Game 1 back and 3.
    assert_eq!(out["deals"][0]["amounts"], json!([-8, -1, -1, -1]));
    assert_eq!(out["deals"][0]["pools"]["pope"], 6);
    assert!(out["deals"][0]["pools"].get("king").is_none());
    let out = run("pope-joan", json!({"settings": {"dressing": "all"}, "players": four(), "deals": [{"out": 0, "left": [0, 0, 0, 0]}]})).unwrap();
    // Ann 6, the others 3: fifteen, Game holding 1, which Ann takes back.
    assert_eq!(out["deals"][0]["amounts"], json!([-5, -3, -3, -3]));
}

#[test]
fn pope_joan_refuses_naming_the_field() {
    let cases = [
        (json!({"turned": "ace", "ace": 1, "out": 0}), "deals[0].ace"),
        (json!({"pope": 1, "out": 0}), "deals[0].pope_left"),
        (json!({"out": 0, "left": [1, 0, 0, 0]}), "deals[0].left[0]"),
        (
            json!({"pope": 1, "pope_left": [1, 1, 1, 1], "pope_held": 1, "out": 0}),
            "deals[0].pope_held",
        ),
        (json!({"left": [0, 1, 1, 1]}), "deals[0].out"),
        (json!({"out": 0, "left": [0, 11, 0, 0]}), "deals[0].left[1]"),
    ];
    for (deal, field) in cases {
        let e = run("pope-joan", json!({"players": four(), "deals": [deal]})).unwrap_err();
        assert_eq!(e.field, field);
    }
}

/// Michigan (seed 001 L11566–11615): four each on the boodle cards, the ace's stake taken,
/// the rest held over; a chip a card to the first out; a penalty a chip to each other player.
#[test]
fn michigan_holds_boodle_stakes_over() {
    let deals = json!([
        {"ace": 1, "out": 2, "left": [5, 2, 0]},
        {"king": 0, "out": 0, "left": [0, 4, 1], "penalties": [0, 0, 1]}
    ]);
    let out = run(
        "michigan",
        json!({"players": ["A", "B", "C"], "deals": deals}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-9, -3, 3]));
    assert_eq!(
        out["deals"][0]["pools"],
        json!({"ace": 0, "jack": 3, "king": 3, "queen": 3})
    );
    assert_eq!(out["deals"][1]["amounts"], json!([8, -7, -7]));
    assert_eq!(
        out["pools"],
        json!({"ace": 3, "jack": 6, "king": 0, "queen": 6})
    );
    let e = run(
        "michigan",
        json!({"settings": {"stake": 3}, "players": ["A", "B", "C"], "deals": deals}),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.stake");
}

/// Newmarket (seed 003 L4579–4604): a counter each and the dealer one extra, all four cards
/// covered; the holder of the card below a pool card takes it.
#[test]
fn newmarket_stakes_a_counter_each_and_the_dealer_one_more() {
    let deals = json!([{"staked": [2, 1, 1, 1], "queen": 3, "out": 1, "left": [1, 0, 2, 2]}]);
    let out = run(
        "michigan",
        json!({"settings": {"form": "newmarket"}, "players": four(), "deals": deals}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-3, 4, -3, -2]));
    let bare = json!([{"staked": [5, 0, 0, 0], "out": 1}]);
    let e = run(
        "michigan",
        json!({"settings": {"form": "newmarket"}, "players": four(), "deals": bare}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].staked");
}

/// Fan tan (seed 001 L11986–12006): the passes and a failure's three into the pool, which the
/// first out takes with a chip a card; a seven held back pays five to the six and the eight.
#[test]
fn fan_tan_pays_the_pool_and_the_cards() {
    let deals = json!([{"passes": [2, 1, 0, 3], "failed": [0, 1, 0, 0], "out": 2, "left": [4, 3, 0, 2],
        "seven_held_back": 3, "six_held_by": 0, "eight_held_by": 1}]);
    let out = run("fan-tan", json!({"players": four(), "deals": deals})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, -2, 18, -15]));
    let any = json!([{"failed": [1, 0, 0, 0], "out": 1, "left": [1, 0, 1, 1]}]);
    let out = run(
        "fan-tan",
        json!({"settings": {"form": "any_card"}, "players": four(), "deals": any}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-2, 4, -1, -1]));
    let e = run(
        "fan-tan",
        json!({"settings": {"form": "two_hand"}, "players": four(), "deals": [{"out": 0}]}),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.form");
}

/// Spin (seed 003 L4494–4562), hand-computed: Game from all but the dealer, Matrimony two and
/// Intrigue one from the dealer; Spin three from each, a king one from each; the first out
/// Game and a stake a card, and exempt from the next Game.
#[test]
fn spin_pays_spin_kings_and_the_first_out() {
    let deals =
        json!([{"spin": 1, "kings": [0, 1, 1], "matrimony": 2, "out": 1, "left": [4, 0, 3]}]);
    let out = run("spin", json!({"players": ["A", "B", "C"], "deals": deals})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-12, 15, -4]));
    assert_eq!(
        out["deals"][0]["pools"],
        json!({"game": 0, "intrigue": 1, "matrimony": 0})
    );
    let deals = json!([{"out": 1, "left": [0, 0, 0]}, {"out": 2, "left": [1, 2, 0]}]);
    let out = run(
        "spin",
        json!({"settings": {"dealer_pays_game": true}, "players": ["A", "B", "C"], "deals": deals}),
    )
    .unwrap();
    // Bob went out first: he pays nothing into the second deal's Game.
    assert_eq!(out["deals"][1]["amounts"], json!([-2, -5, 4]));
    let held = json!([{"spin_held": 0, "out": 1, "left": [4, 0, 3]}]);
    let out = run("spin", json!({"players": ["A", "B", "C"], "deals": held})).unwrap();
    // Ann holds Spin unplayed: 8 for four cards.
    assert_eq!(out["deals"][0]["amounts"], json!([-11, 12, -4]));
}
