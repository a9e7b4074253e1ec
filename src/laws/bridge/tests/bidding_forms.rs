//! The bidding carried on a deal (`auction`) for contract 1927, auction for two and the lump
//! games (Stop-Gap, Dummy Up, Widow Auction): each form's turn, end and doubles, and the
//! properties that an illegal bid is never scored and a legal sequence ends in its contract.

use super::*;
use crate::laws::bridge::hand::Paths;
use crate::laws::bridge::hand::bidding::{self, Bid, Entered, Form};

fn with_auction(deal: Value, calls: &[&str]) -> Value {
    let mut deal = deal;
    deal["auction"] = json!(calls);
    deal
}

fn names(n: &[&str]) -> Vec<String> {
    n.iter().map(|s| s.to_string()).collect()
}

fn lump(game: Game, players: &[&str], deal: Value) -> Result<Vec<i64>, crate::laws::LawError> {
    lump_sitting(game, &Value::Null, &names(players), &[deal])
        .map(|(_, s)| s.deals[0].credited.clone())
}

fn two_hand_refused(deal: Value) -> crate::laws::LawError {
    let input: PadInput =
        serde_json::from_value(json!({"sides": ["Ann", "Bob"], "deals": [deal]})).unwrap();
    two_hand_sitting(&input).unwrap_err()
}

// ---------------------------------------------------------------- contract 1927

/// E6 (seed 001 L2476–2478): "The declaration is three spades, and the declarer makes five
/// odd. He scores 27 below, and 100 above" — the declaration taken from the bidding, which is
/// auction's: contract "differs from the parent game only in the scoring" (L2467–2470).
#[test]
fn contract_1927_bidding_names_the_contract_e6() {
    let deal = with_auction(
        json!({"declarer": 0, "tricks": 11}),
        &["1S", "2H", "3S", "pass", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Contract1927, Value::Null, deal),
        ([100, 0], [27, 0])
    );
    // Law 78 (L2041–2042): an insufficient bid passed stands; law 89 (L2107–2109): a double
    // of partner's bid is void with 50 to the adversaries, the same player calling again.
    let deal = with_auction(
        json!({"declarer": 1, "tricks": 7}),
        &["1S", "1H", "pass", "X", "pass", "pass"],
    );
    assert_eq!(
        one(Code::Contract1927, Value::Null, deal),
        ([50, 0], [0, 8])
    );
}

/// The contract entered must agree with the bidding; the end and the doubles are the 1926
/// laws' (laws 39–41, L1760–1767).
#[test]
fn contract_1927_bidding_refusals() {
    let cases: &[(Value, &str, &str)] = &[
        (
            with_auction(
                json!({"declarer": 0, "tricks": 9, "level": 2}),
                &["3S", "pass", "pass", "pass"],
            ),
            "level",
            "3 spades",
        ),
        (
            with_auction(
                json!({"declarer": 0, "tricks": 9}),
                &["3S", "pass", "pass"],
            ),
            "auction",
            "three players",
        ),
        (
            with_auction(
                json!({"declarer": 0, "tricks": 9}),
                &["3S", "pass", "pass", "pass", "4S"],
            ),
            "auction[4]",
            "ended",
        ),
        (
            with_auction(json!({"declarer": 0, "tricks": 9}), &["8S"]),
            "auction[0]",
            "law 86",
        ),
    ];
    for (deal, field, why) in cases {
        let e = refused(Code::Contract1927, deal.clone());
        assert_eq!(e.field, format!("deals[0].{field}"), "{deal}");
        assert!(e.message.contains(why), "{deal}: {}", e.message);
    }
}

// ---------------------------------------------------------------- auction for two

/// Blind Auction (L2680–2682): "The dealer can pass or declare, and his opponent can overcall,
/// double or pass"; Chinese Auction (L2733–2735): "the bidding proceeding just as at auction,
/// although one bid usually ends it" — with two players, one pass ends the bidding.
#[test]
fn two_hand_one_pass_ends_the_bidding() {
    let s = two_hand(
        Value::Null,
        json!([
            with_auction(json!({"declarer": 0, "tricks": 8}), &["2H", "pass"]),
            // The dealer passes; Bob bids, Ann overcalls, Bob doubles, Ann redoubles.
            with_auction(
                json!({"declarer": 0, "tricks": 8}),
                &["pass", "1S", "2H", "X", "XX", "pass"]
            ),
        ]),
    );
    assert_eq!(s.deals[0].scored.below_total(0), 16);
    // Two hearts redoubled: 4 × 16 = 64 below.
    assert_eq!(s.deals[1].scored.below_total(0), 64);
    // Law 88 (L2102–2105): doubling a redouble is void, 100 to the other player, who is the
    // dealer here (declarer 0 made the last bid and dealt).
    let s = two_hand(
        json!({"form": "chinese"}),
        json!([with_auction(
            json!({"declarer": 0, "tricks": 7}),
            &["1H", "X", "XX", "X", "pass"]
        )]),
    );
    assert_eq!(s.deals[0].scored.above_total(0), 200);
    assert_eq!(s.deals[0].scored.below_total(0), 32);
}

#[test]
fn two_hand_bidding_refusals() {
    let base = json!({"declarer": 0, "tricks": 7});
    let cases: &[(&[&str], &str, &str)] = &[
        (&["1H"], "auction", "the other player has passed"),
        (&["1H", "pass", "pass"], "auction[2]", "ended"),
        (&["pass", "pass"], "auction", "all 2 passed"),
        (&["pass", "pass", "1H"], "auction[2]", "ended"),
    ];
    for (calls, field, why) in cases {
        let e = two_hand_refused(with_auction(base.clone(), calls));
        assert_eq!(e.field, format!("deals[0].{field}"), "{calls:?}");
        assert!(e.message.contains(why), "{calls:?}: {}", e.message);
    }
}

// ---------------------------------------------------------------- the lump games

/// E9 (L2546–2547) with its bidding: B deals and opens one club, C passes, A bids five spades
/// and makes them with four honours: 285. Stop-Gap's opening must be one in a suit (L2524–2526).
#[test]
fn stop_gap_bidding_from_the_dealer_e9() {
    let deal = json!({"declarer": 0, "dealer": 1, "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2});
    let ok = with_auction(deal.clone(), &["1C", "pass", "5S", "pass", "pass"]);
    assert_eq!(lump(Game::StopGap, &["A", "B", "C"], ok).unwrap(), vec![285, 0, 0]);
    // The dealer may pass, and the next player opens.
    let ok = with_auction(deal.clone(), &["pass", "1D", "5S", "pass", "pass"]);
    assert_eq!(lump(Game::StopGap, &["A", "B", "C"], ok).unwrap(), vec![285, 0, 0]);
    for opening in ["1NT", "2S"] {
        let e = lump(
            Game::StopGap,
            &["A", "B", "C"],
            with_auction(deal.clone(), &[opening, "pass", "5S", "pass", "pass"]),
        )
        .unwrap_err();
        assert_eq!(e.field, "deals[0].auction[0]");
        assert!(e.message.contains("L2524"), "{}", e.message);
    }
}

#[test]
fn lump_bidding_refusals() {
    let deal = json!({"declarer": 0, "dealer": 0, "tricks": 9});
    let abc = &["A", "B", "C"];
    let cases: &[(Game, &[&str], Value, &str, &str)] = &[
        // Three bidders: two passes end it.
        (
            Game::DummyUp,
            abc,
            with_auction(deal.clone(), &["3H", "pass", "pass", "pass"]),
            "auction[3]",
            "two other players",
        ),
        (
            Game::DummyUp,
            abc,
            with_auction(deal.clone(), &["3H", "pass"]),
            "auction",
            "not finished",
        ),
        (
            Game::DummyUp,
            abc,
            with_auction(deal.clone(), &["pass", "pass", "pass"]),
            "auction",
            "all 3 passed",
        ),
        // The last bid was B's.
        (
            Game::DummyUp,
            abc,
            with_auction(deal.clone(), &["2H", "3H", "pass", "pass"]),
            "declarer",
            "B's",
        ),
        // A double of a redouble, and a redouble by the other adversary: no penalty can be
        // scored for three separate scores, so refused.
        (
            Game::StopGap,
            abc,
            with_auction(deal.clone(), &["1H", "X", "pass", "XX", "pass", "X"]),
            "auction[5]",
            "once but no more",
        ),
        (
            Game::StopGap,
            abc,
            with_auction(deal.clone(), &["1H", "X", "XX"]),
            "auction[2]",
            "only the bidder",
        ),
        (
            Game::StopGap,
            abc,
            with_auction(json!({"declarer": 0, "tricks": 9}), &["1H", "pass", "pass"]),
            "dealer",
            "needed with the bidding",
        ),
        // Four-hand Dummy Up: the dealer (D) takes no part; A, at his left, bids first.
        (
            Game::DummyUp,
            &["A", "B", "C", "D"],
            with_auction(
                json!({"declarer": 3, "dealer": 3, "tricks": 9}),
                &["3H", "pass", "pass"],
            ),
            "declarer",
            "A's",
        ),
        // Widow Auction: numbers from 6 to 70, each higher than the last (L2624–2627).
        (
            Game::Widow,
            abc,
            with_auction(deal.clone(), &["5"]),
            "auction[0]",
            "L2624",
        ),
        (
            Game::Widow,
            abc,
            with_auction(deal.clone(), &["27", "27"]),
            "auction[1]",
            "bid higher or pass",
        ),
        (
            Game::Widow,
            abc,
            with_auction(deal.clone(), &["3S"]),
            "auction[0]",
            "not a call",
        ),
        (
            Game::Widow,
            abc,
            with_auction(
                json!({"declarer": 0, "dealer": 0, "bid": 28, "tricks": 9}),
                &["27", "pass", "pass"],
            ),
            "bid",
            "a bid of 27",
        ),
    ];
    for (game, players, deal, field, why) in cases {
        let e = lump(*game, players, deal.clone()).unwrap_err();
        assert_eq!(e.field, format!("deals[0].{field}"), "{deal}");
        assert!(e.message.contains(why), "{deal}: {}", e.message);
    }
}

/// E13 (L2599–2601) with its bidding: D deals, his hand the dummy; A at his left opens, B bids
/// five spades and makes them with four honours; B and the dealer 185 each.
#[test]
fn dummy_up_four_bidding_from_the_dealers_left_e13() {
    let deal = with_auction(
        json!({"declarer": 1, "dealer": 3, "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2}),
        &["1H", "5S", "pass", "pass"],
    );
    assert_eq!(
        lump(Game::DummyUp, &["A", "B", "C", "D"], deal).unwrap(),
        vec![0, 185, 0, 185]
    );
}

/// E15 (L2628–2635) with its bidding: B bids 27 over A's 20, and plays three spades (27).
#[test]
fn widow_bidding_by_numbers_e15() {
    let deal = json!({"declarer": 1, "dealer": 0, "level": 3, "denomination": "S", "tricks": 9});
    let ok = with_auction(deal.clone(), &["20", "27", "pass", "pass"]);
    // Three spades: 27 + 100 for game, Dummy Up's (the default widow scoring).
    assert!(lump(Game::Widow, &["A", "B", "C"], ok).is_ok());
    let mut short = with_auction(deal, &["20", "27", "pass", "pass"]);
    short["denomination"] = json!("H");
    let e = lump(Game::Widow, &["A", "B", "C"], short).unwrap_err();
    assert_eq!(e.field, "deals[0].level");
}
