//! The cribbage pad: each game settled, pegging out in the play, the bound on a deal, one hand
//! counted from its cards beside another shown.

use super::*;

#[test]
fn the_pad_settles_each_game() {
    let input: PadInput = serde_json::from_value(json!({
        "sides": ["Ann", "Bob"],
        "settings": {"code": "1927"},
        "deals": [
            {"dealer": 0, "total": [61, 90]},
            {"dealer": 1, "total": [60, 0]},
            {"dealer": 0, "total": [10, 4]}
        ]
    }))
    .unwrap();
    let pad = super::super::table::two_hand_pad(&input).unwrap();
    assert_eq!(pad.settled.len(), 1);
    assert_eq!(pad.settled[0].label, "lurch");
    assert_eq!(pad.net(), vec![2, -2]);
    assert!(pad.open);
}

/// Issue 22 item 16: a side pegging out in the play is entered as a player at the board
/// writes it, the play alone; a play that takes nobody out still needs the hands, and says so
/// in words; the pad writes the running score under each deal.
#[test]
fn pegging_out_in_the_play_needs_no_hands_and_the_pad_keeps_the_score() {
    let deals = json!([
        {"dealer": 0, "total": [110, 50]},
        {"dealer": 1, "pegging": [11, 4]}
    ]);
    let s = play(Code::Hoyle1909, Variant::SixCard, deals.clone());
    assert_eq!(s.games[0].winner, 0);
    assert_eq!(s.games[0].scores, vec![121, 50]);
    let short = json!([
        {"dealer": 0, "total": [100, 50]},
        {"dealer": 1, "pegging": [11, 4]}
    ]);
    let e = try_play(Code::Hoyle1909, Variant::SixCard, short).unwrap_err();
    assert_eq!(e.field, "deals[1].hand");
    assert!(e.message.contains("enter the hands and the crib"), "{e}");
    let nothing = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "crib": 4}]),
    )
    .unwrap_err();
    assert!(!nothing.message.contains("hand_cards"), "{nothing}");
    let input: PadInput = serde_json::from_value(json!({
        "sides": ["Ann", "Bob"],
        "settings": {"code": "1909"},
        "deals": [
            {"dealer": 0, "total": [30, 20]},
            {"dealer": 1, "total": [12, 9]}
        ]
    }))
    .unwrap_or_else(|e| panic!("{e}"));
    let pad = super::super::table::two_hand_pad(&input).unwrap_or_else(|e| panic!("{e}"));
    let running: Vec<Vec<i64>> = pad
        .rows
        .iter()
        .filter_map(|r| match r {
            crate::laws::pad::Row::Deal { below, .. } => Some(
                below
                    .iter()
                    .filter_map(|cell| {
                        cell.iter()
                            .find(|i| i.label == super::super::table::RUNNING)
                    })
                    .map(|i| i.points)
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    assert_eq!(running, [vec![30, 20], vec![42, 29]]);
}

/// No deal scores past the variant's bound: a typed 200 is refused, not a game in one deal.
#[test]
fn a_deal_past_the_bound_is_refused() {
    assert_eq!(Variant::SixCard.max_deal(), 120);
    let e = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "total": [200, 0]}]),
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "deals[0].total[0]: 200 is more than 120");
    let e = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "pegging": [58, 0], "hand": [0, 0], "crib": 0}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].pegging[0]");
}

/// One hand counted, the other shown by its cards (a count of nought beside cards is the
/// form's blank). 2C 3D 4H 9S with the start KS: fifteens 2-3-K and 2-4-9 (4), the run 2-3-4
/// (3): 7, counted by hand.
#[test]
fn one_hand_counted_and_the_other_shown() {
    let s = play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "pegging": [0, 0], "hand": [12, null],
                "hand_cards": [null, "2C 3D 4H 9S"], "starter": "KS", "crib": 4}]),
    );
    assert_eq!(s.games.len(), 0);
    let shown = s.deals[0].shown.iter().find(|x| x.side == 1).unwrap();
    assert_eq!(shown.count.total, 7);
    let zero = play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "hand": [12, 0],
                "hand_cards": [null, "2C 3D 4H 9S"], "starter": "KS", "crib": 4}]),
    );
    assert_eq!(zero.deals[0].shown.len(), 1);
    let e = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 0, "hand": [12, null], "crib": 4}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].hand[1]");
}

/// Issue 22: a deal entered without its dealer is dealt in turn. Two players alternate ("It is
/// now A's turn to deal", seed 000 L1736); the loser of a game deals the next ("Loser of game
/// deals the next hand", seed 001 L9291); three players deal to the left (seed 000 L1816–1818);
/// a dealer entered is taken as it is, and the turn follows from it.
#[test]
fn the_deal_goes_in_turn_unless_entered() {
    let dealers = |s: &Sitting| s.deals.iter().map(|d| d.dealer).collect::<Vec<_>>();
    // Bob wins the first game on the second deal; Ann, the loser, deals the next.
    let s = play(
        Code::Rules1927,
        Variant::SixCard,
        json!([
            {"total": [10, 60]},
            {"total": [10, 61]},
            {"total": [4, 4]},
            {"total": [4, 4]},
            {"dealer": 0, "total": [4, 4]},
            {"total": [4, 4]}
        ]),
    );
    assert_eq!(s.games[0].winner, 1);
    assert_eq!(dealers(&s), [0, 1, 0, 1, 0, 1]);
    assert_eq!(s.next_dealer, 0);
    // Ann wins the first game on Bob's deal: Bob, the loser, deals twice running.
    let s = play(
        Code::Rules1927,
        Variant::SixCard,
        json!([{"total": [60, 0]}, {"total": [61, 0]}, {"total": [4, 4]}, {"total": [4, 4]}]),
    );
    assert_eq!(s.games[0].winner, 0);
    assert_eq!(dealers(&s), [0, 1, 1, 0]);
    // An entered dealer sets the turn.
    let s = play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 1, "total": [4, 4]}, {"total": [4, 4]}, {"total": [4, 4]}]),
    );
    assert_eq!(dealers(&s), [1, 0, 1]);
    // Three hands: to the left, across a game too.
    let s = play(
        Code::Hoyle1909,
        Variant::ThreeHand,
        json!([{"total": [4, 4, 4]}, {"total": [4, 60, 4]}, {"total": [4, 4, 4]}, {"total": [4, 4, 4]}]),
    );
    assert_eq!(s.games.len(), 1);
    assert_eq!(dealers(&s), [0, 1, 2, 0]);
}
