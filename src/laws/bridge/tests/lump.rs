//! The three- and four-hand games scored deal by deal: Stop-Gap, Dummy Up and Widow Auction.

use super::*;

fn lump(game: Game, names: &[&str], deals: Value) -> crate::laws::bridge::lump::LumpSitting {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    lump_sitting(game, &Value::Null, &names, &deals).unwrap().1
}

/// E9, E10 (L2546–2549): five odd in spades with four honours, 285; two down in no trumps
/// doubled with 30 aces, each adversary 170.
#[test]
fn stop_gap_book_deals_e9_e10() {
    let s = lump(
        Game::StopGap,
        &["A", "B", "C"],
        json!([
            {"declarer": 0, "level": 5, "denomination": "S", "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2},
            {"declarer": 1, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7, "declarer_honours": 3}
        ]),
    );
    assert_eq!(s.deals[0].credited, vec![285, 0, 0]);
    assert_eq!(s.deals[1].credited, vec![170, 0, 170]);
    assert_eq!(s.deals[1].totals, vec![455, 0, 170]);
    assert_eq!(s.settled_totals, vec![450, 0, 170]);
    assert_eq!(s.net.iter().sum::<i64>(), 0);
}

/// E11 (L2551–2554): A 720, B 650, C 480: A +310, B +100, C −410.
#[test]
fn stop_gap_settlement_e11() {
    let (_, net) = crate::laws::bridge::lump::settle(
        &[720, 650, 480],
        crate::laws::bridge::OddFigures::Dropped,
    );
    assert_eq!(net, vec![310, 100, -410]);
    let (settled, net) = crate::laws::bridge::lump::settle(
        &[725, 659, 480],
        crate::laws::bridge::OddFigures::Dropped,
    );
    assert_eq!((settled, net), (vec![720, 650, 480], vec![310, 100, -410]));
    // Through the game, with the odd figures thrown off before the differences are paid.
    let s = lump(
        Game::StopGap,
        &["A", "B", "C"],
        json!([
            // Four spades doubled, 12 tricks: 6 × 18 = 108, 50 + 2 × 50 for the doubled contract,
            // little slam 50, game 200, five honours in one hand 100: 608.
            {"declarer": 0, "level": 4, "denomination": "S", "doubles": 1, "tricks": 12,
             "declarer_honours": 5, "declarer_honours_in_one_hand": 5}
        ]),
    );
    assert_eq!(s.deals[0].credited, vec![608, 0, 0]);
    assert_eq!(s.settled_totals, vec![600, 0, 0]);
    assert_eq!(s.net, vec![1200, -600, -600]);
}

/// E12 (L2589–2590): Dummy Up for three, four odd in spades with four honours: 176. E13, E14
/// (L2600–2604): for four, five spades made with four honours, declarer and dealer 185 each;
/// two down undoubled, both adversaries 60.
#[test]
fn dummy_up_book_deals_e12_e13_e14() {
    let three = lump(
        Game::DummyUp,
        &["A", "B", "C"],
        json!([{"declarer": 2, "level": 4, "denomination": "S", "tricks": 10, "declarer_honours": 4, "declarer_honours_in_one_hand": 3}]),
    );
    assert_eq!(three.deals[0].credited, vec![0, 0, 176]);
    let four = lump(
        Game::DummyUp,
        &["A", "B", "C", "D"],
        json!([
            {"declarer": 1, "dealer": 3, "level": 5, "denomination": "S", "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2},
            {"declarer": 1, "dealer": 3, "level": 5, "denomination": "S", "tricks": 9, "declarer_honours": 4, "declarer_honours_in_one_hand": 2}
        ]),
    );
    assert_eq!(four.deals[0].credited, vec![0, 185, 0, 185]);
    assert_eq!(four.deals[1].credited, vec![60, 0, 60, 0]);
    // Four accountings each: 4·s − Σs, with 245 and 120 cut to 240 and 120.
    assert_eq!(four.settled_totals, vec![60, 180, 60, 180]);
    assert_eq!(four.net, vec![-240, 240, -240, 240]);
}

/// E15 (L2628–2635): a bid of 27 may be played as 3 NT, 3 spades, 4 diamonds, 4 hearts or 5
/// clubs; not 3 hearts (24) nor 4 clubs (24).
#[test]
fn widow_contract_must_cover_the_bid_e15() {
    let names: Vec<String> = ["A", "B", "C"].iter().map(|n| n.to_string()).collect();
    let try_contract = |level: i64, denomination: &str| {
        let deal = json!({"declarer": 0, "bid": 27, "level": level, "denomination": denomination, "tricks": 6 + level});
        lump_sitting(Game::Widow, &Value::Null, &names, &[deal])
    };
    for (level, d) in [(3, "NT"), (3, "S"), (4, "D"), (4, "H"), (5, "C")] {
        assert!(try_contract(level, d).is_ok(), "{level} {d}");
    }
    for (level, d) in [(3, "H"), (4, "C")] {
        let e = try_contract(level, d).unwrap_err();
        assert_eq!(e.field, "deals[0].level", "{e}");
    }
    // Failure: 50 a trick, 100 doubled (L2644–2646).
    let down = json!({"declarer": 0, "bid": 27, "level": 3, "denomination": "S", "doubles": 1, "tricks": 7});
    let s = lump_sitting(Game::Widow, &Value::Null, &names, &[down])
        .unwrap()
        .1;
    assert_eq!(s.deals[0].credited, vec![0, 200, 200]);
}

fn stop_gap(settings: Value, deals: Value) -> crate::laws::bridge::lump::LumpSitting {
    let names: Vec<String> = ["A", "B", "C"].iter().map(|n| n.to_string()).collect();
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    lump_sitting(Game::StopGap, &settings, &names, &deals)
        .unwrap()
        .1
}

/// Stop-Gap's netting (seed 001 L2541–2549; rules-1927-a §2.3 [INFER]): E10, B set two at
/// no trumps doubled (200) with 30 aces: netted, A and C take 170 each; kept separate, B is
/// credited his 30 and A and C 200 each.
#[test]
fn stop_gap_netting_readings_e10() {
    let e10 = json!([{"declarer": 1, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7, "declarer_honours": 3}]);
    assert_eq!(
        stop_gap(Value::Null, e10.clone()).deals[0].credited,
        vec![170, 0, 170]
    );
    assert_eq!(
        stop_gap(json!({"netting": "separate"}), e10).deals[0].credited,
        vec![200, 30, 200]
    );
    // Made, with the adversaries' three honours (30 at spades by the 1926 table): netted the
    // declarer takes 5 × 9 + 200 − 30 = 215; separate, 245, and each adversary 30.
    let made = json!([{"declarer": 0, "level": 5, "denomination": "S", "tricks": 11, "defender_honours": 3}]);
    assert_eq!(
        stop_gap(Value::Null, made.clone()).deals[0].credited,
        vec![215, 0, 0]
    );
    assert_eq!(
        stop_gap(json!({"netting": "separate"}), made).deals[0].credited,
        vec![245, 30, 30]
    );
}

/// Stop-Gap's game (seed 001 L2540–2541; rules-1927-a §2.3 [INFER]): two spades doubled and
/// made is 36 trick points as scored, a game: 36 + 50 + 200 = 286; at the undoubled 18 it is
/// no game: 86.
#[test]
fn stop_gap_game_points_readings() {
    let deal = json!([{"declarer": 0, "level": 2, "denomination": "S", "doubles": 1, "tricks": 8}]);
    assert_eq!(
        stop_gap(Value::Null, deal.clone()).deals[0].credited,
        vec![286, 0, 0]
    );
    assert_eq!(
        stop_gap(json!({"game_points": "undoubled"}), deal).deals[0].credited,
        vec![86, 0, 0]
    );
}

/// E1 (rules-1927-a §4; seed 001 L885–891): "if the highest bid … is three hearts, the
/// opponents' book is the first 4 tricks they win. Any tricks over their book 'set' the
/// contract." At three hearts, four tricks to the adversaries leave the declarer nine: made,
/// 3 × 8 = 24 below and nothing to the adversaries; a fifth sets it one, 50.
#[test]
fn e1_three_hearts_the_adversaries_book_is_four_l885() {
    let book = json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 13 - 4});
    assert_eq!(one(Code::Auction1926, Value::Null, book), ([0, 0], [24, 0]));
    let over_their_book = json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 13 - 5});
    assert_eq!(
        one(Code::Auction1926, Value::Null, over_their_book),
        ([0, 50], [0, 0])
    );
}

/// Chicane at auction 1908, which keeps bridge's Law 8 (seed 000 L7482–7489; "As in Bridge",
/// L8190–8194): twice the undoubled trick value to the side whose player held no trump. By
/// hand, two diamonds doubled with one over: 3 × 6 × 2 = 36 below and 50 + 50 for the doubled
/// contract (Law 58, L8286–8290); both adversaries void of diamonds, 2 × 6 each, 24, or 12 when
/// the table counts chicane once for the side.
#[test]
fn auction_1908_chicane_by_hand() {
    let deal = json!({"declarer": 0, "level": 2, "denomination": "D", "doubles": 1, "tricks": 9, "chicane": [0, 2]});
    assert_eq!(
        one(Code::Auction1908, Value::Null, deal.clone()),
        ([100, 24], [36, 0])
    );
    assert_eq!(
        one(Code::Auction1908, json!({"double_chicane": "once"}), deal),
        ([100, 12], [36, 0])
    );
    // The declarer's own chicane at hearts, undoubled: 2 × 8 = 16 above, beside his 8 below.
    let own =
        json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "chicane": [1, 0]});
    assert_eq!(one(Code::Auction1908, Value::Null, own), ([16, 0], [8, 0]));
}
