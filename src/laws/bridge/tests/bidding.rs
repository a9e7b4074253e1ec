//! The bidding carried on a deal (`auction`), checked by the 1908 and 1926 laws: overcalls,
//! insufficient bids with the book's penalty, irregular doubles, and the property that an
//! illegal bid is never scored.

use super::*;
use crate::laws::bridge::hand::Paths;
use crate::laws::bridge::hand::bidding::{self, Bid, Entered, Form};

fn with_auction(deal: Value, calls: &[&str]) -> Value {
    let mut deal = deal;
    deal["auction"] = json!(calls);
    deal
}

// ---------------------------------------------------------------- 1908: Laws 47–56

/// W8 (seed 000 L8233–8235, Law 48): "a call of two tricks in Spades overcalls one trick in
/// Clubs" (4 against 4, more tricks); the contract is taken from the bidding.
#[test]
fn auction_1908_two_spades_overcall_one_club_l8233() {
    let deal = with_auction(
        json!({"declarer": 1, "tricks": 8}),
        &["1C", "2S", "pass", "pass", "pass"],
    );
    // Two spades made, 2 odd × 2 = 4 below for the second hand's side.
    assert_eq!(one(Code::Auction1908, Value::Null, deal), ([0, 0], [0, 4]));
}

/// W8 (L8235, Law 55 L8273–8275): "Two Diamonds" overcalls "One No Trump", "although the 'no
/// trump' declaration has been doubled"; the double falls with the overcall.
#[test]
fn auction_1908_two_diamonds_overcall_one_no_trump_doubled_l8273() {
    let deal = with_auction(
        json!({"declarer": 0, "tricks": 8, "level": 2, "denomination": "D"}),
        &["1NT", "X", "2D", "pass", "pass", "pass"],
    );
    // Undoubled: 2 × 6 = 12 below.
    assert_eq!(one(Code::Auction1908, Value::Null, deal), ([0, 0], [12, 0]));
}

/// Law 53 (L8261–8265): one spade (2) over one heart (8) "shall be considered to have declared
/// the requisite number of tricks": four spades (8, and more tricks). Scored as four spades:
/// ten tricks, 4 × 2 = 8 below; nine tricks, one under, 50.
#[test]
fn auction_1908_insufficient_bid_raised_law_53() {
    let made = with_auction(
        json!({"declarer": 1, "tricks": 10}),
        &["1H", "1S", "pass", "pass", "pass"],
    );
    assert_eq!(one(Code::Auction1908, Value::Null, made), ([0, 0], [0, 8]));
    let short = with_auction(
        json!({"declarer": 1, "tricks": 9}),
        &["1H", "1S", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1908, Value::Null, short),
        ([50, 0], [0, 0])
    );
    // Entered as the one spade the player said, it is refused with the contract the law makes.
    let said = with_auction(
        json!({"declarer": 1, "tricks": 10, "level": 1, "denomination": "S"}),
        &["1H", "1S", "pass", "pass", "pass"],
    );
    let e = refused(Code::Auction1908, said);
    assert_eq!(e.field, "deals[0].level");
    assert!(e.message.contains("four spades"), "{}", e.message);
}

/// Law 53: the insufficient bidder's partner "shall be debarred ... unless either of his
/// adversaries overcall, or double".
#[test]
fn auction_1908_partner_debarred_until_an_adversary_overcalls() {
    let barred = with_auction(
        json!({"declarer": 1, "tricks": 10}),
        &["1H", "1S", "pass", "5S", "pass", "pass", "pass"],
    );
    let e = refused(Code::Auction1908, barred);
    assert_eq!(e.field, "deals[0].auction[3]");
    assert!(e.message.contains("Law 53"), "{}", e.message);
    // Two hearts (16) from the dealer's partner over the four spades frees him: three no
    // trumps (36), made with nine tricks, 3 × 12 = 36 below.
    let freed = with_auction(
        json!({"declarer": 1, "tricks": 9}),
        &["1H", "1S", "2H", "3NT", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1908, Value::Null, freed),
        ([0, 0], [0, 36])
    );
}

/// Law 47 (L8226–8227): the dealer "must declare"; Law 56 (L8277–8281): no double of a
/// partner's call, re-doubled once but not more.
#[test]
fn auction_1908_refusals_laws_47_and_56() {
    let base = json!({"declarer": 0, "tricks": 7});
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["pass", "1H", "pass", "pass", "pass"],
            "auction[0]",
            "Law 47",
        ),
        (
            &["1H", "pass", "X", "pass", "pass", "pass"],
            "auction[2]",
            "partner",
        ),
        (
            &["1H", "X", "XX", "X", "pass", "pass", "pass"],
            "auction[3]",
            "once",
        ),
        (
            &["1H", "XX", "pass", "pass", "pass"],
            "auction[1]",
            "not doubled",
        ),
        (&["1H", "8C", "pass", "pass", "pass"], "auction[1]", "seven"),
        (&["1H", "pass", "pass"], "auction", "not finished"),
        (&["1H", "pass", "pass", "pass", "2C"], "auction[4]", "ended"),
        (&["1H", "two clubs"], "auction[1]", "not a call"),
    ];
    for (calls, field, why) in cases {
        let e = refused(Code::Auction1908, with_auction(base.clone(), calls));
        assert_eq!(e.field, format!("deals[0].{field}"), "{calls:?}");
        assert!(e.message.contains(why), "{calls:?}: {}", e.message);
    }
}

// ---------------------------------------------------------------- 1926: laws 31–41, 77–89

/// Law 31 (seed 001 L1714–1718) and the description (L915–919): "five clubs is better than four
/// no-trumps"; three hearts outbids three diamonds; law 35 (L1741–1745): "two Hearts shall still
/// overcall two Clubs, even if the two Clubs bid have been doubled".
#[test]
fn auction_1926_rank_of_bids_law_31_and_35() {
    let five_clubs = with_auction(
        json!({"declarer": 1, "tricks": 11}),
        &["4NT", "5C", "pass", "pass", "pass"],
    );
    // 5 × 6 = 30 below: game.
    assert_eq!(
        one(Code::Auction1926, Value::Null, five_clubs),
        ([0, 0], [0, 30])
    );
    let hearts = with_auction(
        json!({"declarer": 0, "tricks": 9}),
        &["pass", "3D", "3H", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1926, Value::Null, hearts),
        ([0, 0], [24, 0])
    );
    let over_double = with_auction(
        json!({"declarer": 0, "tricks": 8}),
        &["2C", "X", "2H", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1926, Value::Null, over_double),
        ([0, 0], [16, 0])
    );
}

/// Law 78 (L2041–2042): an insufficient bid "passed, overcalled, or doubled by the player at
/// the left ... shall stand as regular". One heart after one spade, passed: one heart.
#[test]
fn auction_1926_insufficient_bid_stands_law_78() {
    let deal = with_auction(
        json!({"declarer": 1, "tricks": 7}),
        &["1S", "1H", "pass", "pass", "pass"],
    );
    assert_eq!(one(Code::Auction1926, Value::Null, deal), ([0, 0], [0, 8]));
    // And the next overcall must beat the heart that stands: one spade again does.
    let over = with_auction(
        json!({"declarer": 0, "tricks": 7}),
        &["1S", "1H", "1S", "pass", "pass", "pass"],
    );
    assert_eq!(one(Code::Auction1926, Value::Null, over), ([0, 0], [9, 0]));
}

/// Law 89 (L2107–2109): doubling a partner's bid, 50 in the adversaries' honour column, the
/// double void (the same player calls again). Law 88 (L2102–2105): doubling a redouble, 100.
/// Law 38 (L1757–1758): a double of a double is a redouble.
#[test]
fn auction_1926_irregular_doubles_laws_88_89() {
    // The dealer's partner doubles one heart: void, 50 to the other side; one heart made.
    let partner = with_auction(
        json!({"declarer": 0, "tricks": 7}),
        &["1H", "pass", "X", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1926, Value::Null, partner),
        ([0, 50], [8, 0])
    );
    // One heart doubled, redoubled by the dealer's partner saying "double" (law 38), then the
    // fourth hand doubles the redouble: void, 100 to the dealer's side. Made redoubled: 4 × 8 =
    // 32 below, 100 for fulfilling, 100 penalty.
    let redouble = with_auction(
        json!({"declarer": 0, "tricks": 7}),
        &["1H", "X", "X", "X", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1926, Value::Null, redouble),
        ([200, 0], [32, 0])
    );
    // Entered penalties add to the bidding's (law 72's exposed card, 50 to side 1).
    let both = with_auction(
        json!({"declarer": 0, "tricks": 7, "penalties": [0, 50]}),
        &["1H", "pass", "X", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Auction1926, Value::Null, both),
        ([0, 100], [8, 0])
    );
}

/// Law 41 (L1766–1767): four passes, the deal passes; law 86 (L2089–2095): more than seven is
/// void; a contract that does not agree with the bidding names its field.
#[test]
fn auction_1926_refusals() {
    let base = json!({"declarer": 0, "tricks": 7});
    let cases: &[(Value, &str, &str)] = &[
        (
            with_auction(base.clone(), &["pass", "pass", "pass", "pass"]),
            "auction",
            "law 41",
        ),
        (
            with_auction(base.clone(), &["1H", "8C"]),
            "auction[1]",
            "law 86",
        ),
        (
            with_auction(base.clone(), &["X"]),
            "auction[0]",
            "no bid yet",
        ),
        (
            with_auction(
                json!({"declarer": 0, "tricks": 7, "denomination": "S"}),
                &["1H", "pass", "pass", "pass"],
            ),
            "denomination",
            "one heart",
        ),
        (
            with_auction(
                json!({"declarer": 0, "tricks": 7, "doubles": 1}),
                &["1H", "pass", "pass", "pass"],
            ),
            "doubles",
            "bidding",
        ),
        (
            with_auction(base.clone(), &["1nullo", "pass", "pass", "pass"]),
            "auction[0]",
            "not a call",
        ),
    ];
    for (deal, field, why) in cases {
        let settings = json!({"nullo": "refused"});
        let e = rubber_sitting(Code::Auction1926, &input(settings, json!([deal]))).unwrap_err();
        assert_eq!(e.field, format!("deals[0].{field}"), "{deal}");
        assert!(e.message.contains(why), "{deal}: {}", e.message);
    }
    // The codes without this bidding refuse the field.
    let e = refused(
        Code::Bridge1904,
        with_auction(
            json!({"declarer": 0, "denomination": "H", "tricks": 7}),
            &["1H", "pass", "pass", "pass"],
        ),
    );
    assert_eq!(e.field, "deals[0].auction");
}

/// A form's text box gives the bidding as one line.
#[test]
fn auction_as_one_line() {
    let mut deal = json!({"declarer": 1, "tricks": 8});
    deal["auction"] = json!("1C, 2S pass pass pass");
    assert_eq!(one(Code::Auction1908, Value::Null, deal), ([0, 0], [0, 4]));
}

// ---------------------------------------------------------------- property

fn any_call() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => Just("pass".to_owned()),
        1 => Just("X".to_owned()),
        1 => Just("XX".to_owned()),
        4 => (1..=8i64, prop::sample::select(vec!["C", "D", "H", "S", "NT"]))
            .prop_map(|(l, d)| format!("{l}{d}")),
    ]
}

fn value_1908(call: &str) -> Option<(i64, i64)> {
    let level: i64 = call[..1].parse().ok()?;
    let v = match &call[1..] {
        "S" => 2,
        "C" => 4,
        "D" => 6,
        "H" => 8,
        _ => 12,
    };
    Some((level * v, level))
}

proptest! {
    /// An illegal bid is never scored: whatever the bidding, what is accepted is a contract of
    /// one to seven that, at 1908, overcalls every bid made before it (an insufficient one by
    /// the tricks Law 53 adds), and at 1926 is the last bid made; the rest is refused.
    #[test]
    fn an_illegal_bid_is_never_scored(calls in prop::collection::vec(any_call(), 1..12)) {
        let at = Paths { deal: 0, by_role: false };
        let entered = Entered::Calls(calls.clone());
        if let Ok(o) = bidding::check(Code::Auction1908, Form::Four, at, &entered, false) {
            let Bid::Tricks(level, denomination) = o.bid else { panic!("{o:?}") };
            prop_assert!((1..=7).contains(&level));
            prop_assert!(calls[0] != "pass");
            let contract = value_1908(&format!("{}{}", level, match denomination.name() {
                "clubs" => "C", "diamonds" => "D", "hearts" => "H", "spades" => "S", _ => "NT",
            })).unwrap();
            let last = calls.iter().rposition(|c| value_1908(c).is_some()).unwrap();
            for earlier in calls[..last].iter().filter_map(|c| value_1908(c)) {
                prop_assert!(contract.0 > earlier.0 || (contract.0 == earlier.0 && contract.1 > earlier.1));
            }
        }
        if let Ok(o) = bidding::check(Code::Auction1926, Form::Four, at, &entered, false) {
            let last = calls.iter().rev().find(|c| value_1908(c).is_some()).unwrap();
            prop_assert!(!calls.iter().any(|c| c.starts_with('8')));
            let Bid::Tricks(level, _) = o.bid else { panic!("{o:?}") };
            prop_assert_eq!(format!("{}", level), last[..1].to_owned());
        }
    }
}

/// 1926 law 78 (seed 001 L2041–2042): an insufficient bid "passed, overcalled, or doubled by
/// the player at the left ... shall stand as regular" — scored as bid, and the deal's note
/// says so; a bid repeated is insufficient too. Contract bids by the same laws (L2467–2470).
#[test]
fn insufficient_bid_that_stood_is_noted_law_78() {
    for code in [Code::Auction1926, Code::Contract1927] {
        let deal = with_auction(
            json!({"declarer": 1, "tricks": 7}),
            &["2H", "1S", "pass", "pass", "pass"],
        );
        let s = sitting(code, Value::Null, json!([deal]));
        // One spade made: 9 below for the second hand's side.
        assert_eq!(s.deals[0].scored.below_total(1), 9);
        assert!(
            s.deals[0].note.contains(
                "one spade (call 2) was insufficient over two hearts; it stood as regular when the next player called (law 78)"
            ),
            "{}",
            s.deals[0].note
        );
        let repeated = with_auction(
            json!({"declarer": 0, "tricks": 7}),
            &["1S", "1S", "pass", "pass", "pass"],
        );
        let s = sitting(code, Value::Null, json!([repeated]));
        assert!(
            s.deals[0]
                .note
                .contains("one spade (call 2) was insufficient over one spade"),
            "{}",
            s.deals[0].note
        );
    }
    // A legal bidding carries no such note.
    let legal = with_auction(
        json!({"declarer": 0, "tricks": 7}),
        &["1S", "pass", "pass", "pass"],
    );
    let s = sitting(Code::Auction1926, Value::Null, json!([legal]));
    assert!(
        !s.deals[0].note.contains("insufficient"),
        "{}",
        s.deals[0].note
    );
}

/// 1908 Law 53 (seed 000 L8261–8265) differs: the insufficient bid counts as the requisite
/// number of tricks in its suit, and the note says what it counted as.
#[test]
fn insufficient_bid_raised_is_noted_law_53() {
    let deal = with_auction(
        json!({"declarer": 1, "tricks": 10}),
        &["1H", "1S", "pass", "pass", "pass"],
    );
    let s = sitting(Code::Auction1908, Value::Null, json!([deal]));
    assert!(
        s.deals[0].note.contains(
            "one spade (call 2) was insufficient over one heart; it counts as four spades"
        ) && s.deals[0].note.contains("(Law 53)"),
        "{}",
        s.deals[0].note
    );
}

/// 1926 law 89 (seed 001 L2107–2109): doubling a partner's bid puts 50 in the adversaries'
/// honour column and the double is void, so the same player calls again. Entered as if the
/// double had been a turn, the bidding runs one pass past its end: refused at the double,
/// with the rule; the 1908 code (Law 56, seed 000 L8277–8278) refuses it outright.
#[test]
fn doubling_a_partner_is_refused_at_the_double() {
    let calls = ["1S", "pass", "X", "pass", "pass", "pass"];
    for code in [Code::Auction1926, Code::Contract1927, Code::Auction1908] {
        let e = refused(
            code,
            with_auction(json!({"declarer": 0, "tricks": 7}), &calls),
        );
        assert_eq!(e.field, "deals[0].auction[2]", "{code:?}: {}", e.message);
        assert!(
            e.message
                .starts_with("a player may double only an adversary's bid"),
            "{}",
            e.message
        );
        assert!(e.message.contains("law 89") || e.message.contains("Law 56"));
    }
    // Entered with the doubler's own call after it, the penalty stands and the note says why.
    let voided = with_auction(
        json!({"declarer": 0, "tricks": 7}),
        &["1S", "pass", "X", "pass", "pass"],
    );
    let s = sitting(Code::Contract1927, Value::Null, json!([voided]));
    assert_eq!(s.deals[0].scored.above_total(1), 50);
    assert!(
        s.deals[0].note.contains(
            "call 3, a double of a partner's bid, was void: 50 to the adversaries (law 89)"
        ),
        "{}",
        s.deals[0].note
    );
}

/// The contract entered against the bidding is refused in words, as the form's label reads
/// before it: "spades does not agree with the bidding, which ends in one heart".
#[test]
fn a_contract_against_the_bidding_is_refused_in_words() {
    let cases: &[(Value, &str, &str)] = &[
        (
            json!({"declarer": 0, "tricks": 7, "denomination": "S"}),
            "denomination",
            "spades does not agree with the bidding, which ends in one heart",
        ),
        (
            json!({"declarer": 0, "tricks": 7, "level": 2}),
            "level",
            "2 odd tricks do not agree with the bidding, which ends in one heart",
        ),
        (
            json!({"declarer": 0, "tricks": 7, "doubles": 1}),
            "doubles",
            "doubled does not agree with the bidding, which ends in one heart",
        ),
    ];
    for (deal, field, message) in cases {
        let deal = with_auction(deal.clone(), &["1H", "pass", "pass", "pass"]);
        let e = refused(Code::Contract1927, deal);
        assert_eq!(e.field, format!("deals[0].{field}"));
        assert_eq!(e.message, *message);
    }
    let e = refused(
        Code::Auction1926,
        with_auction(
            json!({"declarer": 0, "tricks": 8, "denomination": "H"}),
            &["2NT", "pass", "pass", "pass"],
        ),
    );
    assert_eq!(
        e.message,
        "hearts does not agree with the bidding, which ends in two no trumps"
    );
}
