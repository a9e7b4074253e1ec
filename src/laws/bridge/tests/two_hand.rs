//! Auction for two players: Blind, Draw and Two Hand auction, their honours and refusals.

use super::*;

fn two_hand_refused(settings: Value, deals: Value) -> crate::laws::LawError {
    let input: PadInput = serde_json::from_value(
        json!({"settings": settings, "sides": ["Ann", "Bob"], "deals": deals}),
    )
    .unwrap();
    two_hand_sitting(&input).unwrap_err()
}

/// Blind Auction "scored as at auction, adding 125 for a game" (seed 001 L2693–2694), by hand:
/// four spades made (36 + 125 = 161, Ann +161); two hearts made (16, no game, Bob +16); three no
/// trumps doubled down two (200 to Bob). Every deal settles alone; Ann ends 161 − 16 − 200 = −55.
#[test]
fn blind_auction_each_deal_with_125_for_game_l2693_2694() {
    let s = two_hand(
        json!({"form": "blind", "blind_scoring": "deal_125"}),
        json!([
            {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
            {"declarer": 1, "level": 2, "denomination": "H", "tricks": 8},
            {"declarer": 0, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7}
        ]),
    );
    let amounts: Vec<[i64; 2]> = s.rubbers.iter().map(|r| r.amounts).collect();
    assert_eq!(amounts, vec![[161, -161], [-16, 16], [-200, 200]]);
    assert_eq!(s.net(), [-55, 55]);
    assert_eq!(s.deals[0].game_won, Some(0));
    assert_eq!(s.deals[1].game_won, None);
    // Nothing carries: the second deal's 16 does not count toward a later game.
    assert!(s.deals.iter().all(|d| d.toward_game == [0, 0]));
    assert!(!s.open());
}

/// Played as rubbers, the two-player forms are four-hand auction with a player for a side
/// ("the scoring is as at auction, two games winning the rubber", L2736).
#[test]
fn chinese_auction_plays_the_1926_rubber_l2736() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 1, "denomination": "C", "tricks": 8, "honours": [0, 3]},
        {"declarer": 0, "level": 3, "denomination": "NT", "tricks": 9}
    ]);
    let s = two_hand(Value::Null, deals.clone());
    assert_eq!(s.rubbers.len(), 1);
    assert_eq!(s.rubbers[0].totals, [316, 42]);
    assert_eq!(
        s.deals,
        sitting(Code::Auction1926, Value::Null, deals).deals[..]
            .to_vec()
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d.note = d.note.replace("We", "Ann").replace("They", "Bob");
                d
            })
            .collect::<Vec<_>>()
    );
}

/// At Blind and Draw Auction a player holds one hand, so four honours are four in one hand (80);
/// at Chinese Auction the split is asked for, as at four-hand auction.
#[test]
fn two_hand_honours_in_one_hand_by_form() {
    let deal =
        json!([{"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 0]}]);
    for form in ["blind", "draw"] {
        let s = two_hand(json!({ "form": form }), deal.clone());
        assert_eq!(s.deals[0].scored.above_total(0), 80, "{form}");
    }
    let e = two_hand_refused(json!({"form": "chinese"}), deal);
    assert_eq!(e.field, "deals[0].honours_in_one_hand");
    let split = json!([{"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 0], "honours_in_one_hand": [2, 0]}]);
    let e = two_hand_refused(json!({"form": "draw"}), split);
    assert_eq!(e.field, "deals[0].honours_in_one_hand");
}

#[test]
fn two_hand_refusals_name_the_setting_or_field() {
    let e = two_hand_refused(json!({"blind_scoring": "deal_125"}), json!([]));
    assert_eq!(e.field, "settings.blind_scoring");
    let e = two_hand_refused(
        json!({"form": "blind", "blind_scoring": "deal_125", "rounding": "hundreds"}),
        json!([]),
    );
    assert_eq!(e.field, "settings.rounding");
    let e = two_hand_refused(
        json!({"form": "blind", "blind_scoring": "deal_125"}),
        json!([{"declarer": 0, "level": 1, "denomination": "C", "tricks": 7, "abandon": true}]),
    );
    assert_eq!(e.field, "deals[0].abandon");
    let e = two_hand_refused(
        Value::Null,
        json!([{"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "goulash": true}]),
    );
    assert_eq!(e.field, "deals[0].goulash");
    let e = two_hand_refused(json!({"form": "open"}), json!([]));
    assert_eq!(e.field, "settings.form");
    // The nullo setting is shared with auction 1926.
    let s = two_hand(
        Value::Null,
        json!([{"declarer": 1, "level": 1, "denomination": "nullo", "tricks": 6}]),
    );
    assert_eq!(s.deals[0].scored.below_total(1), 10);
}

/// Law 59 (L1889–1923): 30, 40, 80, 50, 90, 100; no trumps 30, 40, 100; never doubled.
#[test]
fn auction_1926_honours_table() {
    let cases = [
        ("S", 3, 2, 30),
        ("S", 4, 2, 40),
        ("S", 4, 4, 80),
        ("S", 5, 3, 50),
        ("S", 5, 4, 90),
        ("S", 5, 5, 100),
        ("NT", 3, 3, 30),
        ("NT", 4, 2, 40),
        ("NT", 4, 4, 100),
    ];
    for (denomination, count, one_hand, value) in cases {
        let deal = json!({"declarer": 0, "level": 1, "denomination": denomination, "doubles": 2, "tricks": 2,
            "honours": [0, count], "honours_in_one_hand": [0, one_hand]});
        assert_eq!(
            one(Code::Auction1926, Value::Null, deal).0[1] - 1000,
            value,
            "{denomination} {count}/{one_hand}"
        );
    }
}

/// Law 60 (L1925–1931): 50 and 100, to either side; a seven bid with twelve tricks still scores
/// the little slam.
#[test]
fn auction_1926_slams() {
    let grand = json!({"declarer": 0, "level": 6, "denomination": "NT", "tricks": 13});
    assert_eq!(
        one(Code::Auction1926, Value::Null, grand),
        ([100, 0], [70, 0])
    );
    let seven = json!({"declarer": 0, "level": 7, "denomination": "NT", "tricks": 12});
    assert_eq!(one(Code::Auction1926, Value::Null, seven).0, [50, 50]);
    let defenders = json!({"declarer": 0, "level": 1, "denomination": "C", "tricks": 1});
    assert_eq!(
        one(Code::Auction1926, Value::Null, defenders).0,
        [0, 300 + 50]
    );
}

/// Laws 122–125 (L2294–2311), E4 (L1105–1107): bid three, made five odd, revoked once: two
/// tricks transferred leave three odd, fulfilled.
#[test]
fn auction_1926_revokes_transfer_tricks() {
    let e4 =
        json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 11, "revokes": [1, 0]});
    assert_eq!(one(Code::Auction1926, Value::Null, e4), ([0, 0], [24, 0]));
    // Both revoke: 2 against 3, the difference of one goes to the declarer.
    let both =
        json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 8, "revokes": [1, 2]});
    assert_eq!(one(Code::Auction1926, Value::Null, both), ([0, 0], [24, 0]));
    // The adversaries owe three with one trick: the declarer scores all 13 and grand slam.
    let short =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 12, "revokes": [0, 2]});
    assert_eq!(
        one(Code::Auction1926, Value::Null, short),
        ([100, 0], [63, 0])
    );
}

/// Law 64 (L1953–1957): two games win the rubber and 250. By hand: four spades made (36) and
/// three no trumps made (30): 36 + 30 + 250 = 316.
#[test]
fn auction_1926_rubber_bonus_250() {
    let s = sitting(
        Code::Auction1926,
        Value::Null,
        json!([
            {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
            {"declarer": 1, "level": 1, "denomination": "C", "tricks": 8, "honours": [0, 3]},
            {"declarer": 0, "level": 3, "denomination": "NT", "tricks": 9}
        ]),
    );
    let r = &s.rubbers[0];
    assert_eq!(
        (r.games, r.totals, r.amounts, r.winner),
        ([2, 0], [316, 42], [274, -274], Some(0))
    );
    // They's 12 below stays in their total but not toward the next game (laws 62–63).
    assert_eq!(s.deals[1].toward_game, [0, 12]);
    assert_eq!(s.deals[2].scored.above[0][0].points, 250);
}

/// Law 70 (L1981–1985): a rubber given up counts 125 a game won; L1168–1171: 349 calls 300,
/// 368 a "four".
#[test]
fn auction_1926_unfinished_rubber_and_hundreds() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 2, "denomination": "H", "tricks": 8, "abandon": true}
    ]);
    let s = sitting(Code::Auction1926, Value::Null, deals.clone());
    assert_eq!(s.rubbers[0].totals, [36 + 125, 16]);
    assert_eq!(s.rubbers[0].amounts, [145, -145]);
    let rounded = sitting(Code::Auction1926, json!({"rounding": "hundreds"}), deals);
    assert_eq!(rounded.rubbers[0].amounts, [100, -100]);
    let pad = pad_auction_1926(&input(json!({"rounding": "hundreds"}), json!([]))).unwrap();
    assert_eq!(pad.stake_unit, 100);
}
