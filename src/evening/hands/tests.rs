//! The pure part of a party's hands: each kind's law, and tallies computed by hand.

use serde_json::json;

use super::*;

fn seats() -> Vec<String> {
    ["Ann", "Bob", "Cy", "Di"].map(str::to_owned).to_vec()
}

fn hand(deal: serde_json::Value) -> PlayedHand {
    PlayedHand { deal, alone: None }
}

fn alone(deal: serde_json::Value, who: &str) -> PlayedHand {
    PlayedHand {
        deal,
        alone: Some(who.to_owned()),
    }
}

#[test]
fn each_kind_plays_its_hands_by_its_law() {
    assert_eq!(law_id(Kind::ProgressiveEuchre, 4), Some("euchre"));
    assert_eq!(law_id(Kind::RapidEuchre, 4), Some("euchre"));
    assert_eq!(law_id(Kind::LargeEuchre, 4), Some("euchre"));
    assert_eq!(law_id(Kind::Cinch, 4), Some("cinch"));
    assert_eq!(law_id(Kind::SixtyThree, 4), Some("sixty-three"));
    assert_eq!(law_id(Kind::FiveHundred, 3), Some("five-hundred"));
    assert_eq!(law_id(Kind::FiveHundred, 4), Some("five-hundred-partners"));
    assert_eq!(law_id(Kind::FiveHundred, 5), Some("five-hundred-five-hand"));
    assert_eq!(law_id(Kind::FiveHundred, 6), Some("five-hundred-six-hand"));
    // A euchre foot table of three plays three-hand euchre (seed 001 L6507–6515, L6075–6091);
    // one of two, whist and bridge take a bare result.
    assert_eq!(
        law_id(Kind::ProgressiveEuchre, 3),
        Some("euchre-three-hand")
    );
    assert_eq!(law_id(Kind::RapidEuchre, 3), Some("euchre-three-hand"));
    assert_eq!(law_id(Kind::ProgressiveEuchre, 2), None);
    assert_eq!(law_id(Kind::ProgressiveWhist, 4), None);
    assert_eq!(law_id(Kind::PivotBridge, 4), None);
    assert!(scorer(Kind::ProgressiveWhist, 4, true).is_none());
}

#[test]
fn the_form_follows_the_laws_fields_and_asks_alone_only_where_lone_hands_are_played() {
    let s = scorer(Kind::ProgressiveEuchre, 4, true).unwrap();
    let names: Vec<&str> = s.fields.iter().map(|f| f.name).collect();
    assert!(
        names.starts_with(&["makers", "tricks", "alone"]),
        "{names:?}"
    );
    assert!(s.lone);
    // Rapid euchre has no lone hands (seed 001 L6531–6532); nor a head table that bars them.
    let rapid = scorer(Kind::RapidEuchre, 4, true).unwrap();
    assert!(!rapid.fields.iter().any(|f| f.name == "alone"));
    assert!(!rapid.lone);
    let head = scorer(Kind::ProgressiveEuchre, 4, false).unwrap();
    assert!(
        !head
            .fields
            .iter()
            .any(|f| ["alone", "alone_by", "jambone", "against_lone"].contains(&f.name))
    );
    let cinch = scorer(Kind::Cinch, 4, true).unwrap();
    assert!(!cinch.lone);
    assert_eq!(cinch.fields[0].name, "bidder");
}

/// Progressive euchre, four hands entered: A make it with 4 tricks (1), B march (2), A go alone
/// and take all five (4: a lone march, Ann's lone hand), B are euchred by A (A 2). Tally by hand:
/// A 1 + 4 + 2 = 7, B 2; A won, Ann one lone hand.
#[test]
fn a_euchre_table_tallies_its_hands() {
    let s = scorer(Kind::ProgressiveEuchre, 4, true).unwrap();
    let hands = [
        hand(json!({"makers": 0, "tricks": 4})),
        hand(json!({"makers": 1, "tricks": 5})),
        alone(json!({"makers": 0, "tricks": 5, "alone": true}), "Ann"),
        hand(json!({"makers": 1, "tricks": 2})),
    ];
    let t = tally(&s, &seats(), &hands).unwrap();
    assert_eq!(
        t.per_hand,
        vec![vec![1, 0], vec![0, 2], vec![4, 0], vec![2, 0]]
    );
    assert_eq!(t.points, vec![7, 2]);
    assert_eq!(t.winner.as_deref(), Some("Ann"));
    assert_eq!(t.lone_hands.get("Ann"), Some(&1));
    assert_eq!(t.lone_hands.len(), 1);
}

/// The party's hand is scored as the law's `hand_points` scores it.
#[test]
fn a_hand_scores_as_the_law_scores_it() {
    use crate::laws::euchre;
    let s = scorer(Kind::ProgressiveEuchre, 4, true).unwrap();
    let sides = side_names(&seats());
    for deal in [
        json!({"makers": 0, "tricks": 3}),
        json!({"makers": 1, "tricks": 0}),
        json!({"makers": 1, "tricks": 5, "alone": true}),
        json!({"makers": 0, "tricks": 1, "alone": true}),
        json!({"revoke": 1}),
        json!({"revoke": 0, "against_lone": true}),
    ] {
        let law: euchre::Deal = serde_json::from_value(deal.clone()).unwrap();
        let want = euchre::hand_points(&euchre::Settings::default(), &law).unwrap();
        assert_eq!(
            hand_points(&s, &sides, 0, &deal).unwrap(),
            want.to_vec(),
            "{deal}"
        );
    }
}

/// A euchred lone hand is not counted for the lone-hands prize; equal points leave the winner
/// to the cut.
#[test]
fn a_euchred_lone_hand_counts_nothing_and_a_tie_goes_to_the_cut() {
    let s = scorer(Kind::ProgressiveEuchre, 4, true).unwrap();
    let hands = [
        alone(json!({"makers": 1, "tricks": 2, "alone": true}), "Di"),
        hand(json!({"makers": 1, "tricks": 5})),
    ];
    let t = tally(&s, &seats(), &hands).unwrap();
    assert_eq!(t.points, vec![2, 2]);
    assert_eq!(t.winner, None);
    assert!(t.lone_hands.is_empty());
}

#[test]
fn refusals_name_the_hand_and_the_field_as_the_form_labels_it() {
    let s = scorer(Kind::ProgressiveEuchre, 4, true).unwrap();
    let hands = [
        hand(json!({"makers": 0, "tricks": 3})),
        hand(json!({"makers": 0, "tricks": 3})),
        hand(json!({"makers": 0, "tricks": 6})),
    ];
    let e = tally(&s, &seats(), &hands).unwrap_err();
    assert_eq!(e.field, "hands[2].tricks");
    assert!(
        e.message
            .starts_with("Hand 3, tricks the makers took: 6 is more than"),
        "{}",
        e.message
    );
    let lone = [hand(json!({"makers": 0, "tricks": 5, "alone": true}))];
    let e = tally(&s, &seats(), &lone).unwrap_err();
    assert_eq!(e.field, "hands[0].alone_player");
    assert!(
        e.message
            .starts_with("Hand 1, name of the lone player: say which")
    );
    let wrong = [alone(
        json!({"makers": 0, "tricks": 5, "alone": true}),
        "Cy",
    )];
    let e = tally(&s, &seats(), &wrong).unwrap_err();
    assert_eq!(
        e.message,
        "Hand 1, name of the lone player: Cy is not of the side that made the trump"
    );
    assert!(tally(&s, &seats(), &[]).is_err());
}

/// Progressive cinch: B bid 7 and make 8, A take 6 (8 and 6); A bid 9 and take 5, set back 9,
/// B score their 9 (−9 and 9). Tally by hand: A 6 − 9 = −3, B 8 + 9 = 17: B won (Cy).
#[test]
fn a_cinch_table_tallies_its_hands_with_a_set_back() {
    let s = scorer(Kind::Cinch, 4, true).unwrap();
    let hands = [
        hand(json!({"bidder": 1, "bid": 7, "points": [6, 8]})),
        hand(json!({"bidder": 0, "bid": 9, "points": [5, 9]})),
    ];
    let t = tally(&s, &seats(), &hands).unwrap();
    assert_eq!(t.per_hand, vec![vec![6, 8], vec![-9, 9]]);
    assert_eq!(t.points, vec![-3, 17]);
    assert_eq!(t.winner.as_deref(), Some("Cy"));
    assert!(t.lone_hands.is_empty());
}

/// Cinch by the counting cards: A bid 6 and take high, jack, game and the right pedro
/// (1 + 1 + 1 + 5 = 8), B low and the left pedro (6): A 8, B 6.
#[test]
fn a_cinch_hand_by_its_counting_cards() {
    let s = scorer(Kind::Cinch, 4, true).unwrap();
    let deal = json!({"bidder": 0, "bid": 6, "high": 0, "low": 1, "jack": 0, "game": 0,
        "right_pedro": 0, "left_pedro": 1});
    let t = tally(&s, &seats(), &[hand(deal)]).unwrap();
    assert_eq!(t.points, vec![8, 6]);
}

/// Progressive sixty-three, four hands a table (seed 001 L10474–10476): A bid 30 and take the
/// king, nine and the right pedro (25 + 9 + 5 = 39), B the rest (24); B bid 40 and take 33,
/// set back 40, A score their 30; A bid 20 and make 20, B 43; B bid 21 with 21 and A 42.
/// Tally by hand: A 39 + 30 + 20 + 42 = 131, B 24 − 40 + 43 + 21 = 48.
#[test]
fn a_sixty_three_table_tallies_its_four_hands() {
    let s = scorer(Kind::SixtyThree, 4, true).unwrap();
    let hands = [
        hand(
            json!({"bidder": 0, "bid": 30, "king": 0, "nine": 0, "right_pedro": 0,
            "high": 1, "trey": 1, "game": 1, "jack": 1, "left_pedro": 1, "low": 1}),
        ),
        hand(json!({"bidder": 1, "bid": 40, "points": [30, 33]})),
        hand(json!({"bidder": 0, "bid": 20, "points": [20, 43]})),
        hand(json!({"bidder": 1, "bid": 21, "points": [42, 21]})),
    ];
    let t = tally(&s, &seats(), &hands).unwrap();
    assert_eq!(t.per_hand[0], vec![39, 24]);
    assert_eq!(t.per_hand[1], vec![30, -40]);
    assert_eq!(t.points, vec![131, 48]);
    assert_eq!(t.winner.as_deref(), Some("Ann"));
}

#[test]
fn a_sixty_three_refusal_names_the_field_in_words() {
    let s = scorer(Kind::SixtyThree, 4, true).unwrap();
    let e = tally(
        &s,
        &seats(),
        &[hand(json!({"bidder": 0, "bid": 64, "points": [30, 33]}))],
    )
    .unwrap_err();
    assert_eq!(e.field, "hands[0].bid");
    assert!(
        e.message.starts_with("Hand 1, points bid: "),
        "{}",
        e.message
    );
}

#[test]
fn sides_are_named_by_their_players() {
    assert_eq!(side_names(&seats()), ["A: Ann & Bob", "B: Cy & Di"]);
    let six: Vec<String> = ["P", "Q", "R", "S", "T", "U"].map(str::to_owned).to_vec();
    assert_eq!(side_names(&six), ["A: P, Q & R", "B: S, T & U"]);
    assert_eq!(side_names(&six[..3]), ["P", "Q", "R"]);
    assert_eq!(columns(5), 5);
}

/// Progressive five hundred, three hands at a table, the Avondale schedule: P bids eight hearts
/// and takes 8 (300; Q and R 10 a trick: 10 and 10, as the contract has it); Q bids
/// seven spades (140) and takes 5, set back, P 30 and R 20. Tally by hand: P 330, Q −130, R 30.
/// Wired by the law's id: until `five-hundred` is a law Hoyle knows, the table takes a bare
/// result.
#[test]
fn a_five_hundred_table_tallies_its_hands_once_the_law_is_there() {
    let three: Vec<String> = ["P", "Q", "R"].map(str::to_owned).to_vec();
    let Some(s) = scorer(Kind::FiveHundred, 3, true) else {
        assert!(registry::find("five-hundred").is_none());
        return;
    };
    let hands = [
        hand(json!({"bidder": 0, "bid": "8H", "tricks": [8, 1, 1]})),
        hand(json!({"bidder": 1, "bid": "7S", "tricks": [3, 5, 2]})),
    ];
    let t = tally(&s, &three, &hands).unwrap();
    assert_eq!(t.per_hand, vec![vec![300, 10, 10], vec![30, -140, 20]]);
    assert_eq!(t.points, vec![330, -130, 30]);
    assert_eq!(t.winner.as_deref(), Some("P"));
}

/// Progressive five hundred two against two, Avondale: A bid seven no trumps (220) and take 7,
/// B 10 a trick (30); B bid six diamonds (80) and take 5, set back, A 50. Tally by hand:
/// A 270, B −50. An eleventh trick is refused at its field, in the form's words.
#[test]
fn a_five_hundred_partnership_table_once_the_law_is_there() {
    let Some(s) = scorer(Kind::FiveHundred, 4, true) else {
        assert!(registry::find("five-hundred-partners").is_none());
        return;
    };
    let hands = [
        hand(json!({"bidder": 0, "bid": "7NT", "tricks": [7, 3]})),
        hand(json!({"bidder": 1, "bid": "6D", "tricks": [5, 5]})),
    ];
    let t = tally(&s, &seats(), &hands).unwrap();
    assert_eq!(t.per_hand, vec![vec![220, 30], vec![50, -80]]);
    assert_eq!(t.points, vec![270, -50]);
    assert_eq!(t.winner.as_deref(), Some("Ann"));
    let three: Vec<String> = ["P", "Q", "R"].map(str::to_owned).to_vec();
    let s3 = scorer(Kind::FiveHundred, 3, true).unwrap();
    let e = tally(
        &s3,
        &three,
        &[hand(json!({"bidder": 0, "bid": "8H", "tricks": [8, 1, 2]}))],
    )
    .unwrap_err();
    assert!(e.field.starts_with("hands[0].tricks"), "{}", e.field);
    assert!(
        e.message.starts_with("Hand 1, tricks each took"),
        "{}",
        e.message
    );
}

/// A three-hand euchre foot table scored from its hands (computed by hand by the three-hand
/// law, seed 001 L6075–6091): Cy makes it with three tricks (1), Ann marches (3), Bob is
/// euchred (each adversary 2) — Ann 5, Bob 0, Cy 3; no lone hands are asked there.
#[test]
fn a_three_hand_euchre_foot_table_tallies_its_hands() {
    let s = scorer(Kind::ProgressiveEuchre, 3, true).unwrap();
    assert_eq!(s.law.id, "euchre-three-hand");
    assert!(
        !s.fields
            .iter()
            .any(|f| f.name == "alone" || f.name == "dealer")
    );
    let seats: Vec<String> = ["Ann", "Bob", "Cy"].map(str::to_owned).to_vec();
    let t = tally(
        &s,
        &seats,
        &[
            hand(json!({"maker": 2, "tricks": 3})),
            hand(json!({"maker": 0, "tricks": 5})),
            hand(json!({"maker": 1, "tricks": 2})),
        ],
    )
    .unwrap();
    assert_eq!(t.points, [5, 0, 3]);
    assert_eq!(t.winner.as_deref(), Some("Ann"));
    let e = tally(&s, &seats, &[hand(json!({"maker": 0, "tricks": 6}))]).unwrap_err();
    assert_eq!(e.field, "hands[0].tricks");
}
