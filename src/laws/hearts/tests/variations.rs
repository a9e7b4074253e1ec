//! The variations (L9802–9921): spot hearts, black lady and black jack, joker hearts, domino
//! hearts (the talon charged, the game of thirty-one), auction hearts and its jack, heartsette.

use serde_json::json;

use super::{amounts, four, hearts, refused};

/// L9916–9921: Ann's 2 (2), Bob's A K Q J (50), Cat's 10 9 8 7 (34), Dan's 6 5 4 3 (18): 104.
/// The fewest hearts win the pool of spots; at Howell's each nets 104 − 4 × his spots.
#[test]
fn spot_hearts_pay_at_their_spots() {
    let deal = json!([{"hearts": [1, 4, 4, 4], "spots": [2, 50, 34, 18]}]);
    let out = four(json!({"method": "spot"}), deal.clone());
    assert_eq!(amounts(&out), vec![json!([102, -50, -34, -18])]);
    let out = four(json!({"method": "spot", "settle": "howell"}), deal);
    assert_eq!(amounts(&out), vec![json!([96, -96, -32, 32])]);
    let e = refused(
        json!({"method": "spot"}),
        json!([{"hearts": [1, 4, 4, 4], "spots": [2, 10, 74, 18]}]),
    );
    assert_eq!(e.field, "deals[0].spots[1]");
    assert!(e.message.contains("14 to 50"), "{}", e.message);
    let e = refused(
        json!({"method": "spot"}),
        json!([{"hearts": [1, 4, 4, 4], "spots": [2, 50, 34, 17]}]),
    );
    assert_eq!(e.field, "deals[0].spots");
    let e = refused(json!({"method": "spot"}), json!([{"hearts": [1, 4, 4, 4]}]));
    assert_eq!(e.field, "deals[0].spots");
}

/// L9910–9914: the queen of spades is thirteen hearts against its taker: Cat and Dan, four
/// each, divide the 26; at sweepstakes one player with all 13 hearts and the lady is a jack.
#[test]
fn black_lady_counts_thirteen() {
    let out = four(
        json!({"method": "black-lady"}),
        json!([{"hearts": [0, 5, 4, 4], "lady": 0}]),
    );
    assert_eq!(amounts(&out), vec![json!([-13, -5, 9, 9])]);
    let out = four(
        json!({"method": "black-lady", "settle": "sweepstakes"}),
        json!([{"hearts": [0, 13, 0, 0], "lady": 1}, {"hearts": [0, 13, 0, 0], "lady": 0}]),
    );
    assert_eq!(amounts(&out)[0], json!([0, -26, 0, 0]));
    // Ann took the lady: Cat and Dan clear divide 26 + 26.
    assert_eq!(amounts(&out)[1], json!([-13, -13, 26, 26]));
    let e = refused(
        json!({"method": "black-lady"}),
        json!([{"hearts": [0, 5, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[0].lady");
    let e = refused(
        json!({"method": "black-lady"}),
        json!([{"hearts": [0, 5, 4, 4], "lady": 4}]),
    );
    assert_eq!(e.field, "deals[0].lady");
}

/// L9901–9908: the jack of spades is ten hearts: 23 in the pool, Cat and Dan 11 each, one
/// left; at Howell's each nets 23 − 4 × his count.
#[test]
fn black_jack_counts_ten() {
    let deal = json!([{"hearts": [0, 5, 4, 4], "black_jack": 0}]);
    let out = four(json!({"method": "black-jack"}), deal.clone());
    assert_eq!(amounts(&out), vec![json!([-10, -5, 7, 7])]);
    assert_eq!(out["pools"], json!({"pool": 1}));
    let out = four(json!({"method": "black-jack", "settle": "howell"}), deal);
    assert_eq!(amounts(&out), vec![json!([-17, 3, 7, 7])]);
}

/// L9884–9899: twelve hearts and the joker as five: dealt to Ann and taken by Bob, Bob pays
/// Ann five and Ann wins the twelve; taken by Bob, who was dealt it, his five go to the pool.
#[test]
fn joker_pays_its_holder_or_the_pool() {
    let out = four(
        json!({"method": "joker"}),
        json!([
            {"hearts": [0, 4, 4, 4], "joker_dealt": 0, "joker_taken": 1},
            {"hearts": [0, 4, 4, 4], "joker_dealt": 1, "joker_taken": 1}
        ]),
    );
    assert_eq!(amounts(&out)[0], json!([17, -9, -4, -4]));
    assert_eq!(amounts(&out)[1], json!([17, -9, -4, -4]));
    // The joker's five decide too: Ann, clear of hearts but with the joker, is not fewest.
    let out = four(
        json!({"method": "joker"}),
        json!([{"hearts": [0, 4, 4, 4], "joker_dealt": 1, "joker_taken": 0}]),
    );
    assert_eq!(amounts(&out)[0], json!([-5, 5, 0, 0]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    // Howell's on the twelve hearts: 12 − 4h; the joker by its own rule.
    let out = four(
        json!({"method": "joker", "settle": "howell"}),
        json!([{"hearts": [0, 4, 4, 4], "joker_dealt": 0, "joker_taken": 1}]),
    );
    assert_eq!(amounts(&out)[0], json!([17, -9, -4, -4]));
    let e = refused(
        json!({"method": "joker"}),
        json!([{"hearts": [1, 4, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[0].hearts");
    assert!(e.message.contains("12 in the pack"), "{}", e.message);
}

/// L9824–9828: the hearts left in the talon count against the last player in.
#[test]
fn domino_charges_the_talon() {
    let out = hearts(json!({
        "settings": {"method": "domino"},
        "players": ["A", "B", "C", "D", "E"],
        "deals": [{"hearts": [0, 3, 4, 2, 0], "talon": 4, "charged": 4}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([13, -3, -4, -2, -4]));
    let e = hearts(json!({
        "settings": {"method": "domino"},
        "players": ["A", "B", "C", "D", "E"],
        "deals": [{"hearts": [0, 3, 4, 2, 0], "talon": 4}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].charged");
    let e = hearts(json!({
        "settings": {"method": "domino"},
        "players": ["A", "B"],
        "deals": [{"hearts": [6, 7]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].seated");
}

/// L9831–9835: scored against each until one reaches thirty-one; he pays whoever has fewest,
/// and a new game begins.
#[test]
fn domino_game_of_thirty_one() {
    let out = hearts(json!({
        "settings": {"method": "domino", "domino_game": 31},
        "players": ["Ann", "Bob", "Cat"],
        "deals": [
            {"hearts": [10, 2, 1]}, {"hearts": [10, 2, 1]}, {"hearts": [10, 2, 1]},
            {"hearts": [1, 6, 6]}, {"hearts": [13, 0, 0]}
        ]
    }))
    .unwrap();
    let a = amounts(&out);
    assert_eq!(a[2], json!([0, 0, 0]));
    assert_eq!(a[3], json!([-1, 0, 1]));
    assert_eq!(a[4], json!([0, 0, 0]));
    let note = out["deals"][4]["note"].as_str().unwrap();
    assert!(note.contains("Ann 13, Bob 0, Cat 0"), "{note}");
    // Two reach it in one deal: the deal says who first.
    let two = |last: serde_json::Value| {
        hearts(json!({
            "settings": {"method": "domino", "domino_game": 31},
            "players": ["Ann", "Bob", "Cat"],
            "deals": [{"hearts": [6, 6, 1]}, {"hearts": [6, 6, 1]}, {"hearts": [6, 6, 1]},
                      {"hearts": [6, 6, 1]}, {"hearts": [6, 6, 1]}, last]
        }))
    };
    let e = two(json!({"hearts": [6, 6, 1]})).unwrap_err();
    assert_eq!(e.field, "deals[5].lost_first");
    let out = two(json!({"hearts": [6, 6, 1], "lost_first": 1})).unwrap();
    assert_eq!(out["deals"][5]["amounts"], json!([0, -1, 1]));
    let e = two(json!({"hearts": [6, 6, 1], "lost_first": 2})).unwrap_err();
    assert_eq!(e.field, "deals[5].lost_first");
    // The game is domino's: another method settles each deal whatever the setting says.
    let out = hearts(json!({
        "settings": {"method": "simple", "domino_game": 31},
        "players": ["Ann", "Bob", "Cat"],
        "deals": [{"hearts": [0, 6, 7]}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([13, -6, -7]));
}

/// L9839–9866: the bidder's pool and a counter a card; a jack is played again with the same
/// bidder naming the suit, without a bid, until won.
#[test]
fn auction_and_its_jack() {
    let out = four(
        json!({"method": "auction"}),
        json!([
            {"bidder": 1, "bid": 5, "hearts": [0, 5, 4, 4]},
            {"bidder": 2, "bid": 3, "hearts": [1, 4, 4, 4]},
            {"hearts": [0, 5, 4, 4]},
            {"bidder": 3, "bid": 2, "hearts": [0, 0, 0, 13]}
        ]),
    );
    let a = amounts(&out);
    assert_eq!(a[0], json!([18, -10, -4, -4]));
    assert_eq!(a[1], json!([-1, -4, -7, -4]));
    assert_eq!(out["deals"][1]["pools"], json!({"pool": 16}));
    assert_eq!(a[2], json!([29, -5, -4, -4]));
    assert_eq!(a[3], json!([0, 0, 0, -15]));
    let note = out["deals"][2]["note"].as_str().unwrap();
    assert!(note.contains("Cat names the suit again"), "{note}");
    let e = refused(
        json!({"method": "auction"}),
        json!([{"bidder": 2, "bid": 3, "hearts": [1, 4, 4, 4]}, {"bid": 2, "hearts": [0, 5, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[1].bid");
    let e = refused(
        json!({"method": "auction"}),
        json!([{"bidder": 2, "bid": 3, "hearts": [1, 4, 4, 4]}, {"bidder": 0, "hearts": [0, 5, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[1].bidder");
    let e = refused(
        json!({"method": "auction"}),
        json!([{"hearts": [0, 5, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[0].bidder");
    let e = refused(
        json!({"method": "auction"}),
        json!([{"bidder": 0, "hearts": [0, 5, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[0].bid");
    // Three clear win nothing (L9855–9861), whatever `many_clear` says.
    let out = hearts(json!({
        "settings": {"method": "auction", "many_clear": "divide"},
        "players": ["A", "B", "C", "D", "E"],
        "deals": [{"bidder": 0, "bid": 1, "hearts": [0, 0, 0, 6, 7]}]
    }))
    .unwrap();
    assert_eq!(out["pools"], json!({"pool": 14}));
}

/// L9879–9882: the widow's hearts count against the winner of the first trick; at four the
/// widow holds three cards (51 less 48).
#[test]
fn heartsette_gives_the_widow_to_the_first_trick() {
    let out = four(
        json!({"method": "heartsette"}),
        json!([{"hearts": [0, 3, 4, 4], "widow": 2, "first_trick": 0}]),
    );
    assert_eq!(amounts(&out), vec![json!([11, -3, -4, -4])]);
    let e = refused(
        json!({"method": "heartsette"}),
        json!([{"hearts": [0, 1, 4, 4], "widow": 4, "first_trick": 0}]),
    );
    assert_eq!(e.field, "deals[0].widow");
    let e = refused(
        json!({"method": "heartsette"}),
        json!([{"hearts": [0, 3, 4, 4], "widow": 2}]),
    );
    assert_eq!(e.field, "deals[0].first_trick");
    let e = refused(
        json!({"method": "heartsette"}),
        json!([{"hearts": [0, 3, 4, 4]}]),
    );
    assert_eq!(e.field, "deals[0].hearts");
    assert!(e.message.contains("widow's 0"), "{}", e.message);
}
