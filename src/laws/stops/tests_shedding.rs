//! Snip-Snap-Snorum, Jig and I Doubt It: the books' examples and hand-computed deals, each
//! checked to sum to nothing with its pool (the ledger refuses otherwise).

use serde_json::{Value, json};

use crate::laws::LawError;
use crate::laws::registry::score;

fn run(law: &str, input: Value) -> Result<Value, LawError> {
    score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn five() -> Value {
    json!(["A", "B", "C", "D", "E"])
}

/// Seed 003 L4680–4700: A deals, B leads a nine, C snips (B pays one), D snaps (C pays two),
/// E snorums (D pays three): six in the pool, worked out from the cards.
#[test]
fn the_books_snip_snap_snorum_from_the_cards() {
    let out = run(
        "snip-snap-snorum",
        json!({"players": five(), "deals": [{"play": "9S 9H 9D 9C"}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, -1, -2, -3, 0]));
    assert_eq!(out["pools"]["pool"], 6);
}

/// Seed 003 L4701–4716: D plays a ten instead; B is snipped, C pays nothing; then E's nine is
/// snipped by A's, though two nines were played just before.
#[test]
fn a_card_between_ends_the_penalties() {
    let out = run(
        "snip-snap-snorum",
        json!({"players": five(), "deals": [{"play": "9S 9H 10S 9D 9C"}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, -1, 0, 0, -1]));
}

/// The same deal typed as the table counted it gives the same payments.
#[test]
fn typed_penalties_equal_the_cards() {
    let typed = run(
        "snip-snap-snorum",
        json!({"players": five(), "deals": [{"snipped": [0, 1, 0, 0, 0], "snapped": [0, 0, 1, 0, 0], "snorumed": [0, 0, 0, 1, 0]}]}),
    )
    .unwrap();
    assert_eq!(typed["deals"][0]["amounts"], json!([0, -1, -2, -3, 0]));
}

/// One who loses his last counter is out; the last holding any takes the pool (seed 003
/// L4658–4664, L4727–4735), and the next deal begins a new game with five each.
#[test]
fn the_last_in_takes_the_pool_and_a_new_game_begins() {
    let deals = json!([
        {"snorumed": [0, 1, 0], "snapped": [0, 1, 0]},
        {"snipped": [1, 0, 1], "snorumed": [0, 0, 1]},
        {"snipped": [0, 0, 1]},
        {"snipped": [1, 0, 0]}
    ]);
    let out = run(
        "snip-snap-snorum",
        json!({"players": ["Ann", "Bob", "Cat"], "deals": deals}),
    )
    .unwrap();
    // Bob pays three then his last two (not the full two: he has only those): out.
    assert_eq!(out["deals"][0]["amounts"], json!([0, -5, 0]));
    // Ann one, Cat one and three: four of her five.
    assert_eq!(out["deals"][1]["amounts"], json!([-1, 0, -4]));
    // Cat's last: Ann alone holds counters and takes the pool, now 11.
    assert_eq!(out["deals"][2]["amounts"], json!([11, 0, -1]));
    assert!(
        out["deals"][2]["note"]
            .as_str()
            .unwrap()
            .contains("takes the pool, 11")
    );
    // A new game: Ann's Snip is paid from five fresh counters.
    assert_eq!(out["deals"][3]["amounts"], json!([-1, 0, 0]));
    assert_eq!(out["balances"], json!([9, -5, -5]));
    assert_eq!(out["pools"]["pool"], 1);
}

/// A failure to pair is "a double penalty" (seed 003 L4755–4760): twice the Snap he owed.
#[test]
fn failing_to_pair_pays_double() {
    let deal = json!([{"failed": [{"player": 2, "call": "snap"}]}]);
    let out = run(
        "snip-snap-snorum",
        json!({"players": five(), "deals": deal}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, 0, -4, 0, 0]));
    let out = run(
        "snip-snap-snorum",
        json!({"settings": {"failure": "two-counters"}, "players": five(), "deals": deal}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, 0, -2, 0, 0]));
}

/// Unlimited counters: each deal complete in itself, the first out takes the pool (seed 003
/// L4802–4811); Turn-up Snip paid by the pool (L4826–4829) or the dealer.
#[test]
fn the_unlimited_form_and_turn_up_snip() {
    let s = json!({"form": "unlimited", "turn_up": "pool-pays"});
    let deals = json!([
        {"snipped": [2, 1, 0], "snapped": [0, 0, 1], "out": 1},
        {"snipped": [1, 0, 0], "out": 2},
    ]);
    let out = run(
        "snip-snap-snorum",
        json!({"settings": s, "players": ["Ann", "Bob", "Cat"], "deals": deals}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-2, 4, -2]));
    assert_eq!(out["deals"][1]["amounts"], json!([-1, 0, 1]));
    let s = json!({"turn_up": "dealer-pays"});
    let out = run(
        "snip-snap-snorum",
        json!({"settings": s, "players": ["Ann", "Bob", "Cat"], "deals": [{"turn_up_snip": 1}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 0, 0]));
}

#[test]
fn snip_snap_snorum_refuses_what_cannot_be() {
    let bad = [
        (json!({"play": "9S 9S"}), "deals[0].play"),
        (json!({"play": "9S 9X"}), "deals[0].play"),
        (
            json!({"play": "9S 9H", "snipped": [0, 1, 0]}),
            "deals[0].play",
        ),
        (
            json!({"failed": [{"player": 1, "call": "snorp"}]}),
            "deals[0].failed[0].call",
        ),
        (json!({"turn_up_snip": 1}), "deals[0].turn_up_snip"),
        (json!({"out": 1}), "deals[0].out"),
        (json!({"snipped": [0, -1, 0]}), "deals[0].snipped[1]"),
    ];
    for (deal, field) in bad {
        let e = run(
            "snip-snap-snorum",
            json!({"players": ["Ann", "Bob", "Cat"], "deals": [deal]}),
        )
        .unwrap_err();
        assert_eq!(e.field, field, "{deal}");
    }
}

/// Jig (seed 003 L4976–4991): the first out takes a counter a card from each and the pool,
/// formed here by each paying one a deal, and a fine.
#[test]
fn jig_pays_the_first_out_by_the_card_and_the_pool() {
    let deals = json!([{"out": 1, "left": [4, 0, 6], "fined": [0, 0, 2]}]);
    let out = run(
        "jig",
        json!({"settings": {"pool": "each"}, "players": ["Ann", "Bob", "Cat"], "deals": deals}),
    )
    .unwrap();
    // Ann 1 + 4, Cat 1 + 2 + 6; Bob pays 1 in and takes the pool of 5 and 10 by the card.
    assert_eq!(out["deals"][0]["amounts"], json!([-5, 14, -9]));
    let out = run(
        "jig",
        json!({"players": ["Ann", "Bob"], "deals": [{"out": 0, "left": [0, 3]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([3, -3]));
}

/// I Doubt It (seed 001 L12924–12927): a chip from each of the others for each card they hold.
#[test]
fn i_doubt_it_pays_a_chip_a_card() {
    let out = run(
        "i-doubt-it",
        json!({"players": ["Ann", "Bob", "Cat", "Dan"], "deals": [{"out": 2, "left": [5, 1, 0, 12]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-5, -1, 18, -12]));
    let e = run(
        "i-doubt-it",
        json!({"players": ["Ann", "Bob"], "deals": [{"out": 0, "left": [2, 3]}]}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].left[0]");
    let e = run(
        "i-doubt-it",
        json!({"players": ["Ann", "Bob"], "deals": [{"left": [0, 3]}]}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].out");
}

/// Authors (seed 001 L12983–12987): the most books wins; a tie to the higher denomination,
/// worked out when the books are named, asked when they are counted.
#[test]
fn authors_the_most_books_and_the_higher_denomination() {
    let players = json!(["Ann", "Bob", "Cat"]);
    let out = run(
        "authors",
        json!({"players": players, "deals": [{"books": [5, 4, 4]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([2, -1, -1]));
    let deal = json!({"ranks": ["K 8 3 2", "A 9 5 4", "Q J 10 7 6"]});
    let out = run("authors", json!({"players": players, "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, -1, 2]));
    let deal = json!({"ranks": ["K 8 3 2 6", "A 9 5 4 7", "Q J 10"]});
    let out = run("authors", json!({"players": players, "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 2, -1]));
    let s = json!({"ace_high": false});
    let out = run(
        "authors",
        json!({"settings": s, "players": players, "deals": [deal]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([2, -1, -1]));
    let deal = json!({"books": [5, 5, 3], "tie_won_by": 1});
    let out = run("authors", json!({"players": players, "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 2, -1]));
    let bad = [
        (json!({"books": [5, 5, 3]}), "deals[0].tie_won_by"),
        (
            json!({"books": [5, 5, 3], "tie_won_by": 2}),
            "deals[0].tie_won_by",
        ),
        (json!({"books": [9, 5, 3]}), "deals[0].books"),
        (json!({"ranks": ["K K", "", ""]}), "deals[0].ranks[0]"),
        (json!({"ranks": ["K", "Z", ""]}), "deals[0].ranks[1]"),
        (json!({}), "deals[0].books"),
    ];
    for (deal, field) in bad {
        let e = run("authors", json!({"players": players, "deals": [deal]})).unwrap_err();
        assert_eq!(e.field, field, "{deal}");
    }
}
