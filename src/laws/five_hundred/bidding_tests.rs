//! A five hundred deal's bidding (`auction`): each bid higher than the last, one bid each, the
//! winning bid the deal's; and the property that an illegal raise is never scored.

use proptest::prelude::*;
use serde_json::json;

use super::bids::{Auction, Bid, Schedule};
use super::tests::{ok, points, refusal};

/// Seed 001 L6928–6934 (W8): on the Original schedule "seven tricks ... in clubs (if worth 120)
/// raises bid of seven tricks in spades (80), and eight tricks in spades would raise seven
/// tricks in clubs, since the value of each bid is 120 points". Eight spades made: 120.
#[test]
fn the_original_schedule_raises_l6928() {
    let out = ok(
        json!({"schedule": "original"}),
        3,
        json!([{"bidder": 2, "auction": ["7S", "7C", "8S"], "tricks": [1, 1, 8]}]),
    );
    assert_eq!(points(&out, 0), vec![10, 10, 120]);
    assert_eq!(out["deals"][0]["bid"], "8S");
}

/// Law 18 (L7519–7523): "Eight in diamonds will outbid seven at no-trumps, although both are
/// worth 240; but six at no-trumps will outbid seven in spades". The other way round is
/// refused with the law's words.
#[test]
fn law_18_equal_points_more_tricks_l7519() {
    let out = ok(
        json!({"schedule": "original"}),
        3,
        json!([{"bidder": 1, "auction": ["7NT", "8D", "pass"], "bid": "8D", "tricks": [2, 8, 0]}]),
    );
    assert_eq!(points(&out, 0), vec![20, 240, 0]);
    let e = refusal(
        json!({"schedule": "original"}),
        3,
        json!([{"bidder": 1, "auction": ["8D", "7NT", "pass"], "tricks": [2, 8, 0]}]),
    );
    assert!(e.contains("deals[0].auction[1]"), "{e}");
    assert!(e.contains("does not raise"), "{e}");
    // Avondale: six no-trumps (120) raises seven spades? No: seven spades is 140.
    let e = refusal(
        json!(null),
        3,
        json!([{"bidder": 1, "auction": ["7S", "6NT", "pass"], "tricks": [2, 8, 0]}]),
    );
    assert!(e.contains("deals[0].auction[1]"), "{e}");
}

/// Laws 14 and 17 (L7504–7518): one bid each, no second bids; all passing, nobody bid (the
/// cards bunched, L6918–6920); the bid and bidder must agree with the bidding.
#[test]
fn one_bid_each_and_the_deal_agrees() {
    let e = refusal(
        json!(null),
        3,
        json!([{"bidder": 0, "auction": ["6S", "pass", "pass", "7S"], "tricks": [7, 2, 1]}]),
    );
    assert!(
        e.contains("deals[0].auction[3]") && e.contains("no second bids"),
        "{e}"
    );
    let out = ok(json!(null), 3, json!([{"auction": "pass pass pass"}]));
    assert_eq!(points(&out, 0), vec![0, 0, 0]);
    let e = refusal(
        json!(null),
        3,
        json!([{"bidder": 0, "auction": ["pass", "pass", "pass"], "tricks": [7, 2, 1]}]),
    );
    assert!(e.contains("deals[0].bidder"), "{e}");
    let e = refusal(
        json!(null),
        3,
        json!([{"bidder": 0, "bid": "7S", "auction": ["6S", "pass", "pass"], "tricks": [7, 2, 1]}]),
    );
    // Said in words, as the form offers the bids.
    assert!(
        e.contains(
            "deals[0].bid: seven spades does not agree with the bidding, which was won with six spades"
        ),
        "{e}"
    );
    let e = refusal(
        json!(null),
        3,
        json!([{"bidder": 0, "auction": ["6S", "5H"], "tricks": [7, 2, 1]}]),
    );
    assert!(e.contains("deals[0].auction[1]"), "{e}");
    // Avondale, by hand: 6S (40), 6H (100), nullo (250) — nullo made, 250; the adversaries
    // score only for tricks the bidder took (L7417–7420), none here.
    let out = ok(
        json!(null),
        3,
        json!([{"bidder": 2, "auction": "6S 6H nullo", "tricks": [5, 5, 0]}]),
    );
    assert_eq!(points(&out, 0), vec![0, 0, 250]);
}

fn any_call() -> impl Strategy<Value = String> {
    prop_oneof![
        1 => Just("pass".to_owned()),
        1 => Just("nullo".to_owned()),
        5 => (6..=10i64, prop::sample::select(vec!["S", "C", "D", "H", "NT"]))
            .prop_map(|(t, s)| format!("{t}{s}")),
    ]
}

proptest! {
    /// An illegal raise is never scored: whatever the bidding, an accepted one is won by its
    /// last bid, which outbids every bid before it, by every schedule.
    #[test]
    fn an_illegal_raise_is_never_scored(calls in prop::collection::vec(any_call(), 0..6)) {
        for schedule in [Schedule::Avondale, Schedule::Original, Schedule::Inverted] {
            let auction = Auction::Calls(calls.clone());
            let Ok(won) = auction.winning_bid("auction", schedule, 5) else { continue };
            let bids: Vec<Bid> = calls.iter().filter(|c| *c != "pass")
                .map(|c| Bid::parse("c", c).unwrap()).collect();
            prop_assert_eq!(won, bids.last().copied());
            if let Some(w) = won {
                for b in &bids[..bids.len() - 1] {
                    prop_assert!(w.outbids(*b, schedule));
                }
            }
        }
    }
}
