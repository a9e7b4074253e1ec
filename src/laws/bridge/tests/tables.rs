//! The pads through the registry: drawing, correcting and closing claims at the table.

use super::*;

/// 1904 Laws 12–13 (seed 000 L7515–7525): a deal may be put right until the rubber's score is
/// agreed, which the next rubber's first deal shows; 1926 laws 66–67 (seed 001 L1964–1971)
/// likewise.
#[test]
fn correction_window_lasts_while_the_rubber_does_laws_12_13_and_66_67() {
    let deals = book_rubber_1904();
    let all: Vec<Value> = serde_json::from_value(deals).unwrap();
    let upto = |n: usize| input(Value::Null, json!(all[..n]));
    // The first game went to A-B with deal 3; once deal 4 is entered it is concluded, yet
    // its deals stay correctable (for honours, chicane, slams) while the rubber lasts.
    assert!((0..4).all(|d| correctable_bridge_1904(&upto(4), d)));
    // The rubber closes with deal 6: until the next rubber begins it is not agreed.
    assert!((0..6).all(|d| correctable_bridge_1904(&upto(6), d)));
    let mut next = all.clone();
    next.push(json!({"declarer": 1, "denomination": "S", "tricks": 7}));
    let agreed = input(Value::Null, json!(next));
    assert!((0..6).all(|d| !correctable_bridge_1904(&agreed, d)));
    assert!(correctable_bridge_1904(&agreed, 6));
    assert!(!correctable_bridge_1904(&agreed, 7));
    let auction = input(
        Value::Null,
        json!([{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]),
    );
    assert!(correctable_auction_1926(&auction, 0));
}

/// 1904 Law 12 against Law 13 (seed 000 L7515–7525): once deal 4 of the book's rubber is
/// entered, the first game (deals 1–3) is concluded. Its honours may still be put right; its
/// tricks, which score below the line, need the director. The open game's deal is free.
#[test]
fn a_concluded_games_trick_score_is_closed_but_its_honours_are_not_law_12_13() {
    let all: Vec<Value> = serde_json::from_value(book_rubber_1904()).unwrap();
    let bridge = input(Value::Null, json!(all[..4]));
    let mut honours = all[0].clone();
    honours["honours"] = json!([3, 2]);
    assert_eq!(claims_closed_bridge_1904(&bridge, 0, &honours), None);
    let mut tricks = all[0].clone();
    tricks["tricks"] = json!(10);
    let why = claims_closed_bridge_1904(&bridge, 0, &tricks).unwrap();
    assert!(why.contains("Law 12") && why.contains("deal 1"), "{why}");
    // The trump changed, same tricks: another trick score (diamonds 6, hearts 8).
    let mut trump = all[0].clone();
    trump["denomination"] = json!("H");
    assert!(claims_closed_bridge_1904(&bridge, 0, &trump).is_some());
    // Deal 4 is in the open game: its tricks may still be put right.
    let mut open = all[3].clone();
    open["tricks"] = json!(8);
    assert_eq!(claims_closed_bridge_1904(&bridge, 3, &open), None);
    // Before deal 4 is entered the first game is not concluded (its last card not dealt).
    let before = input(Value::Null, json!(all[..3]));
    assert_eq!(claims_closed_bridge_1904(&before, 0, &tricks), None);

    // Auction 1926 law 66 (seed 001 L1964–1968): one heart made, then a game of four spades,
    // then a deal of the next game.
    let deals = json!([
        {"declarer": 0, "level": 1, "denomination": "H", "tricks": 7},
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 1, "denomination": "C", "tricks": 7}
    ]);
    let auction = input(Value::Null, deals.clone());
    let honours = json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]});
    assert_eq!(claims_closed_auction_1926(&auction, 0, &honours), None);
    let doubled =
        json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "doubles": 1});
    assert!(claims_closed_auction_1926(&auction, 0, &doubled).is_some());
    // A correction the law refuses is refused on saving, not reported as a late claim.
    let bad = json!({"declarer": 0, "level": 9, "denomination": "H", "tricks": 7});
    assert_eq!(claims_closed_auction_1926(&auction, 0, &bad), None);
    // 1908 keeps the 1904 laws (L8190–8194): four hearts made is its game (4 × 8).
    let deals_1908 = input(
        Value::Null,
        json!([
            {"declarer": 0, "level": 4, "denomination": "H", "tricks": 10},
            {"declarer": 1, "level": 1, "denomination": "C", "tricks": 7}
        ]),
    );
    let overtrick = json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 11});
    assert!(claims_closed_auction_1908(&deals_1908, 0, &overtrick).is_some());
    let chicane =
        json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "chicane": [0, 1]});
    assert_eq!(claims_closed_auction_1908(&deals_1908, 0, &chicane), None);
    // …and not because the chicane was refused: the deal is one the law scores.
    let mut with_chicane = deals_1908.clone();
    with_chicane.deals[0] = chicane;
    assert!(rubber_sitting(Code::Auction1908, &with_chicane).is_ok());
}

/// Auction law 126 (seed 001 L2312–2315): a revoke is claimed "before the cards are cut for the
/// next deal"; the last deal waits for the rubber to be agreed. Honours have no such deadline
/// (laws 66–68). Bridge 1904 Law 97 (seed 000 L8024–8025), kept by 1908, closes the penalty
/// chosen too.
#[test]
fn revoke_claims_close_with_the_next_deal_law_126_and_97() {
    let deals = json!([
        {"declarer": 0, "level": 1, "denomination": "S", "tricks": 8},
        {"declarer": 1, "level": 1, "denomination": "H", "tricks": 7}
    ]);
    let auction = input(Value::Null, deals);
    let with_revoke =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 8, "revokes": [0, 1]});
    let why = claims_closed_1926(&auction, 0, &with_revoke).unwrap();
    assert!(why.contains("law 126"), "{why}");
    let with_honours =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 8, "honours": [3, 0]});
    assert_eq!(claims_closed_1926(&auction, 0, &with_honours), None);
    let last =
        json!({"declarer": 1, "level": 1, "denomination": "H", "tricks": 7, "revokes": [1, 0]});
    assert_eq!(claims_closed_1926(&auction, 1, &last), None);
    let bridge = input(
        Value::Null,
        json!([
            {"declarer": 0, "denomination": "S", "tricks": 8, "revokes": [0, 1], "revoke_penalty": [null, "add"]},
            {"declarer": 1, "denomination": "H", "tricks": 7}
        ]),
    );
    let other_penalty = json!({"declarer": 0, "denomination": "S", "tricks": 8, "revokes": [0, 1], "revoke_penalty": [null, "tricks"]});
    let why = claims_closed_1904(&bridge, 0, &other_penalty).unwrap();
    assert!(
        why.contains("Law 97") && why.contains("revoke_penalty"),
        "{why}"
    );
    let ids: Vec<&str> = registry::all()
        .filter(|l| l.table.is_some_and(|t| t.claims_closed.is_some()))
        .map(|l| l.id)
        .filter(|id| !id.starts_with("whist"))
        .collect();
    assert_eq!(
        ids,
        [
            "bridge-1904",
            "auction-1908",
            "auction-1926",
            "auction-two-hand",
            "contract-1927"
        ]
    );
}

#[test]
fn every_law_draws_its_pad_through_the_registry() {
    let examples = [
        (
            "bridge-1904",
            json!({"sides": ["A-B", "C-D"], "deals": book_rubber_1904()}),
        ),
        (
            "auction-1908",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "auction-1926",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "contract-1927",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "stop-gap",
            json!({"sides": ["A", "B", "C"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "dummy-up",
            json!({"sides": ["A", "B", "C", "D"], "deals": [{"declarer": 0, "dealer": 2, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "widow-auction",
            json!({"sides": ["A", "B", "C"], "deals": [{"declarer": 0, "bid": 9, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
    ];
    for (id, value) in examples {
        let law = registry::find(id).unwrap();
        let table = law.table.unwrap();
        let input: PadInput = serde_json::from_value(value).unwrap();
        let pad = (table.pad)(&input).unwrap();
        assert_eq!(pad.sides, input.sides, "{id}");
        assert_eq!(pad.net().iter().sum::<i64>(), 0, "{id}");
        // Every deal field the table declares is a key the deal objects may use.
        assert!(table.deal.iter().any(|f| f.name == "declarer"), "{id}");
    }
    let pad = (registry::find("bridge-1904").unwrap().table.unwrap().pad)(
        &serde_json::from_value(json!({"sides": ["A-B", "C-D"], "deals": book_rubber_1904()}))
            .unwrap(),
    )
    .unwrap();
    assert!(pad.lined);
    let games = pad
        .rows
        .iter()
        .filter(|r| matches!(r, Row::Game { .. }))
        .count();
    assert_eq!((games, pad.net()), (2, vec![26, -26]));
}

#[test]
fn dummy_up_pad_settles_the_scores_added_up() {
    let input: PadInput = serde_json::from_value(json!({"sides": ["A", "B", "C"], "settings": {"odd_figures": "kept"},
        "deals": [{"declarer": 2, "level": 4, "denomination": "S", "tricks": 10, "declarer_honours": 4, "declarer_honours_in_one_hand": 3}]}))
    .unwrap();
    let pad = pad_dummy_up(&input).unwrap();
    assert_eq!(pad.net(), vec![-176, -176, 352]);
    assert!(!pad.lined);
}

#[test]
fn score_json_defaults_the_sides_to_we_and_they() {
    let out = registry::score(
        "auction-1926",
        r#"{"deals": [{"declarer": 0, "level": 1, "denomination": "NT", "tricks": 7}]}"#,
    )
    .unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["sides"], json!(["We", "They"]));
    assert_eq!(v["deals"][0]["below"], json!([10, 0]));
    assert_eq!(v["open"], json!(true));
    let e = registry::score("stop-gap", r#"{"players": ["A", "B"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "players");
}
