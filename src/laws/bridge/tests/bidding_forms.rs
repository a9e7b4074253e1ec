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
            "three spades",
        ),
        (
            with_auction(json!({"declarer": 0, "tricks": 9}), &["3S", "pass", "pass"]),
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

/// Blind Auction (L2679–2681): "The dealer can pass or declare, and his opponent can overcall,
/// double or pass"; Chinese Auction (L2724–2726): "the bidding proceeding just as at auction,
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
    assert_eq!(
        lump(Game::StopGap, &["A", "B", "C"], ok).unwrap(),
        vec![285, 0, 0]
    );
    // The dealer may pass, and the next player opens.
    let ok = with_auction(deal.clone(), &["pass", "1D", "5S", "pass", "pass"]);
    assert_eq!(
        lump(Game::StopGap, &["A", "B", "C"], ok).unwrap(),
        vec![285, 0, 0]
    );
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
            "only a double of his own bid",
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
    // Three spades: 27, under the 30 of a game (L2541–2542).
    assert!(lump(Game::Widow, &["A", "B", "C"], ok).is_ok());
    let mut short = with_auction(deal, &["20", "27", "pass", "pass"]);
    short["denomination"] = json!("H");
    let e = lump(Game::Widow, &["A", "B", "C"], short).unwrap_err();
    assert_eq!(e.field, "deals[0].level");
}

/// "The bidding is entirely by figures, as in skat" (L2624–2627) does not say whether a player
/// who has passed may bid again: by default he may, as at auction; with `passed_bidder` "out"
/// he may not, as at skat. A deals; A 20, B passes, C 25, A passes, B 27, C and A pass: B's
/// three spades made, 27 and Dummy Up's 100 for game.
#[test]
fn widow_a_passed_player_bids_again_by_default() {
    let deal = with_auction(
        json!({"declarer": 1, "dealer": 0, "level": 3, "denomination": "S", "tricks": 9}),
        &["20", "pass", "25", "pass", "27", "pass", "pass"],
    );
    assert_eq!(
        lump(Game::Widow, &["A", "B", "C"], deal.clone()).unwrap(),
        vec![0, 27, 0]
    );
    let again = json!({"passed_bidder": "may-bid-again"});
    let s = lump_sitting(Game::Widow, &again, &names(&["A", "B", "C"]), &[deal]).unwrap();
    assert_eq!(s.1.deals[0].credited, vec![0, 27, 0]);
}

#[test]
fn widow_a_passed_player_is_out_as_at_skat_when_so_set() {
    let out = json!({"passed_bidder": "out"});
    let abc = names(&["A", "B", "C"]);
    let deal = with_auction(
        json!({"declarer": 1, "dealer": 0, "level": 3, "denomination": "S", "tricks": 9}),
        &["20", "pass", "25", "pass", "27", "pass", "pass"],
    );
    let e = lump_sitting(Game::Widow, &out, &abc, &[deal]).unwrap_err();
    assert_eq!(e.field, "deals[0].auction[4]");
    assert!(e.message.contains("has passed"), "{}", e.message);
    assert!(
        e.message.contains("out of the bidding, as at skat"),
        "{}",
        e.message
    );
    // An out player still passes in his turn, and the two others' passes end the bidding:
    // C's 25 over A's 20 stands, C's four diamonds (7 a trick, 28) made: 28, no game.
    let deal = with_auction(
        json!({"declarer": 2, "dealer": 0, "level": 4, "denomination": "D", "tricks": 10}),
        &["20", "pass", "25", "pass", "pass"],
    );
    let s = lump_sitting(Game::Widow, &out, &abc, &[deal]).unwrap();
    assert_eq!(s.1.deals[0].credited, vec![0, 0, 28]);
}

// ---------------------------------------------------------------- properties

/// The forms checked, with the code each bids by.
fn forms() -> Vec<(Code, Form)> {
    vec![
        (Code::Contract1927, Form::Four),
        (Code::Auction1926, Form::Two),
        (
            Code::Auction1926,
            Form::Three {
                opening_one_in_suit: true,
            },
        ),
        (
            Code::Auction1926,
            Form::Three {
                opening_one_in_suit: false,
            },
        ),
        (Code::Auction1926, Form::Widow { passed_out: false }),
    ]
}

fn any_call() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("pass".to_owned()),
        1 => Just("X".to_owned()),
        1 => Just("XX".to_owned()),
        3 => (1..=8i64, prop::sample::select(vec!["C", "D", "H", "S", "NT"]))
            .prop_map(|(l, d)| format!("{l}{d}")),
        2 => (4..=72i64).prop_map(|n| n.to_string()),
    ]
}

const LETTERS: [&str; 5] = ["C", "D", "H", "S", "NT"];

/// A bid's place in the 1926 order (law 31), or a Widow number.
fn order(call: &str, widow: bool) -> Option<i64> {
    if widow {
        return call.parse().ok();
    }
    let digits = call.chars().take_while(char::is_ascii_digit).count();
    let level: i64 = call[..digits].parse().ok()?;
    let d = LETTERS.iter().position(|&l| l == &call[digits..])? as i64;
    Some(level * 5 + d)
}

fn bid_order(bid: Bid) -> i64 {
    match bid {
        Bid::Number(n) => n,
        Bid::Tricks(level, d) => {
            let letter = match d.name() {
                "clubs" => 0,
                "diamonds" => 1,
                "hearts" => 2,
                "spades" => 3,
                _ => 4,
            };
            level * 5 + letter
        }
    }
}

/// One step of a legal bidding: passes before the bid, how far it raises, and whether it is
/// doubled and redoubled.
type Step = (usize, i64, bool, bool);

/// Plays the steps out as calls by the form's turns; returns the calls, the last bid's seat,
/// its place in the order and its doubles.
fn legal_calls(form: Form, steps: &[Step]) -> (Vec<String>, usize, i64, u32) {
    let seats = form.bidders();
    let widow = matches!(form, Form::Widow { .. });
    let mut calls = Vec::new();
    let (mut turn, mut place, mut bidder, mut doubles) = (0usize, 0i64, 0usize, 0u32);
    let side = |s: usize| if form == Form::Four { s % 2 } else { s };
    for (j, &(passes, raise, double, redouble)) in steps.iter().enumerate() {
        let limit = if j == 0 { seats } else { seats - 1 };
        for _ in 0..passes.min(limit - 1) {
            calls.push("pass".to_owned());
            turn += 1;
        }
        let next = if widow {
            if j == 0 { 5 + raise } else { place + raise }
        } else if j == 0
            && form
                == (Form::Three {
                    opening_one_in_suit: true,
                })
        {
            // Stop-Gap: the opening is one in a suit.
            5 + (raise - 1) % 4
        } else if j == 0 {
            4 + raise
        } else {
            place + raise
        };
        if next > if widow { 70 } else { 39 } {
            break;
        }
        place = next;
        calls.push(if widow {
            place.to_string()
        } else {
            format!("{}{}", place / 5, LETTERS[(place % 5) as usize])
        });
        bidder = turn % seats;
        turn += 1;
        doubles = 0;
        if double {
            calls.push("X".to_owned());
            turn += 1;
            doubles = 1;
            if redouble {
                // Pass round to the bidder's side, who redoubles.
                while side(turn % seats) != side(bidder) {
                    calls.push("pass".to_owned());
                    turn += 1;
                }
                calls.push("XX".to_owned());
                turn += 1;
                doubles = 2;
            }
        }
    }
    for _ in 0..seats - 1 {
        calls.push("pass".to_owned());
    }
    (calls, bidder, place, doubles)
}

fn step() -> impl Strategy<Value = Step> {
    (0..3usize, 1..8i64, prop::bool::weighted(0.3), any::<bool>())
}

proptest! {
    /// An illegal bid is never scored: whatever the calls, what each form accepts has the last
    /// bid made as its contract, every bid higher than the one before (Widow) or of one to
    /// seven tricks, Stop-Gap's opening one in a suit, and the bidding ended by its passes.
    #[test]
    fn an_illegal_bid_is_never_scored_in_any_form(calls in prop::collection::vec(any_call(), 1..14)) {
        let at = Paths { deal: 0, by_role: false };
        let entered = Entered::Calls(calls.clone());
        for (code, form) in forms() {
            let Ok(o) = bidding::check(code, form, at, &entered, false) else { continue };
            let widow = matches!(form, Form::Widow { .. });
            let bids: Vec<i64> = calls.iter().filter_map(|c| order(c, widow)).collect();
            prop_assert_eq!(Some(&bid_order(o.bid)), bids.last(), "{:?} {:?}", form, calls);
            let seats = form.bidders();
            // A void double (laws 88–89, at two and four hands) is no turn: the passes that end
            // the bidding may stand around it.
            prop_assert_eq!(calls.last().map(String::as_str), Some("pass"), "{:?}", calls);
            if matches!(form, Form::Three { .. } | Form::Widow { .. }) {
                prop_assert!(calls[calls.len() - (seats - 1)..].iter().all(|c| c == "pass"));
            }
            prop_assert!(o.doubles <= 2);
            match o.bid {
                Bid::Number(n) => {
                    prop_assert!(widow && (6..=70).contains(&n));
                    prop_assert!(bids.windows(2).all(|w| w[0] < w[1]), "{:?}", calls);
                }
                Bid::Tricks(level, _) => prop_assert!(!widow && (1..=7).contains(&level)),
            }
            if form == (Form::Three { opening_one_in_suit: true }) {
                prop_assert!(bids[0] >= 5 && bids[0] <= 8, "{:?}", calls);
            }
            if form != Form::Four && form != Form::Two {
                // No void calls at three: the last bid's seat is its place in the turn.
                let last = calls.iter().rposition(|c| order(c, widow).is_some()).unwrap();
                prop_assert_eq!(o.declarer_seat, last % seats);
            }
        }
    }

    /// Widow Auction with a passed player out accepts only what the default accepts, with the
    /// same outcome, and in what it accepts no player bids after he has passed.
    #[test]
    fn widow_passed_players_out_is_a_narrowing(calls in prop::collection::vec(any_call(), 1..14)) {
        let at = Paths { deal: 0, by_role: false };
        let entered = Entered::Calls(calls.clone());
        let out = bidding::check(Code::Auction1926, Form::Widow { passed_out: true }, at, &entered, false);
        let Ok(out) = out else { return Ok(()) };
        let again = bidding::check(Code::Auction1926, Form::Widow { passed_out: false }, at, &entered, false);
        prop_assert_eq!(Ok(out), again, "{:?}", calls);
        for (j, c) in calls.iter().enumerate() {
            if order(c, true).is_some() {
                prop_assert!(!calls[..j].iter().skip(j % 3).step_by(3).any(|p| p == "pass"), "{:?}", calls);
            }
        }
    }

    /// A legal generated bidding always ends in the contract it names: the last bid, its
    /// doubles, and the seat that made it.
    #[test]
    fn a_legal_bidding_ends_in_its_contract(steps in prop::collection::vec(step(), 1..6)) {
        let at = Paths { deal: 0, by_role: false };
        for (code, form) in forms() {
            let (calls, bidder, place, doubles) = legal_calls(form, &steps);
            let o = bidding::check(code, form, at, &Entered::Calls(calls.clone()), false);
            let o = o.map_err(|e| TestCaseError::fail(format!("{form:?} {calls:?}: {e}")))?;
            prop_assert_eq!(bid_order(o.bid), place, "{:?}", calls);
            prop_assert_eq!(o.doubles, doubles, "{:?}", calls);
            prop_assert_eq!(o.declarer_seat, bidder, "{:?}", calls);
        }
    }

    /// A contract deal entered with its bidding scores as the same deal entered with the
    /// contract the bidding names.
    #[test]
    fn contract_1927_bidding_scores_as_its_contract(
        steps in prop::collection::vec(step(), 1..5),
        tricks in 0..=13i64,
        declarer in 0..2i64,
    ) {
        let (calls, _, place, doubles) = legal_calls(Form::Four, &steps);
        let by_bidding = with_auction(json!({"declarer": declarer, "tricks": tricks}), &calls.iter().map(String::as_str).collect::<Vec<_>>());
        let entered = json!({"declarer": declarer, "tricks": tricks, "level": place / 5,
            "denomination": LETTERS[(place % 5) as usize], "doubles": doubles});
        prop_assert_eq!(
            one(Code::Contract1927, Value::Null, by_bidding),
            one(Code::Contract1927, Value::Null, entered)
        );
    }
}
