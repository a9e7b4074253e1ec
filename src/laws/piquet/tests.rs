use proptest::prelude::*;
use serde_json::json;

use super::deal::{self, Deal};
use super::*;

fn read(v: serde_json::Value) -> Deal {
    serde_json::from_value(v).unwrap()
}

fn scored(code: Code, v: serde_json::Value) -> deal::Scored {
    deal::score(code, &read(v)).unwrap()
}

fn refused(v: serde_json::Value) -> LawError {
    deal::score(Code::Hoyle1909, &read(v)).unwrap_err()
}

/// The deal of seed 000 L3486–3638 (hoyle-1909-a §4.3), B dealing, A (player 0) elder: A 24 in
/// hand (point 6, quint 15, tierce 3; his three aces "not good", L3576), B 17 (four queens and
/// three kings, L3581); A leads seven times and takes one trick following, B leads five and
/// takes one following; A takes seven tricks and the last: A 43, B 23 (L3634–3638).
pub(super) fn book_deal() -> serde_json::Value {
    json!({
        "elder": 0,
        "point": [6, 0],
        "sequences": ["5 3", ""],
        "sets": ["", "4 3"],
        "tricks": [7, 5],
        "won_following": [1, 1],
        "last_trick": 0
    })
}

#[test]
fn the_book_deal_seed_000_l3486_3638() {
    for code in [Code::Hoyle1909, Code::Rules1927] {
        let s = scored(code, book_deal());
        assert_eq!(s.total, [43, 23]);
        let p = s.parts.unwrap();
        // "making 24" (L3576); "total 17" (L3581).
        assert_eq!(p.point[0] + p.sequences[0] + p.sets[0], 24);
        assert_eq!(p.sets[1], 17);
        // Seven leads, one trick won following, the last trick: 9; the cards 10 (L3634–3636).
        assert_eq!((p.play, p.cards), ([9, 6], [10, 0]));
        assert_eq!((p.repic, p.pic), ([0, 0], [0, 0]));
    }
}

/// Seed 000 L3672–3690 and seed 001 L12633–12637: a good point of five, a good quint and a
/// good quatorze make 34 in hand, and repique makes it 94.
#[test]
fn the_book_repique() {
    let s = scored(
        Code::Hoyle1909,
        json!({"elder": 0, "point": [5, 0], "sequences": ["5", ""], "sets": ["4", ""],
               "tricks": [6, 6], "won_following": [0, 1], "last_trick": 1}),
    );
    let p = s.parts.unwrap();
    assert_eq!(p.point[0] + p.sequences[0] + p.sets[0] + p.repic[0], 94);
    // Six tricks each: no score for the cards; the play is 7 each.
    assert_eq!((p.cards, p.play), ([0, 0], [7, 7]));
    assert_eq!(s.total, [101, 7]);
}

/// Repic is lost once the adversary scores first, and an equal point scores nothing, so it
/// does not save him (seed 001 L12634–12635).
#[test]
fn repic_needs_the_adversary_at_nothing() {
    let with = |point: [i64; 2]| {
        scored(
            Code::Hoyle1909,
            json!({"elder": 0, "point": point, "sequences": ["", "6 4"], "sets": ["", "4"],
                   "tricks": [6, 6], "won_following": [0, 1], "last_trick": 1}),
        )
        .parts
        .unwrap()
        .repic
    };
    // Younger: sequences 16 + 4, quatorze 14 = 34 with the elder at nothing: repic.
    assert_eq!(with([0, 0]), [0, 60]);
    // The elder's good point of four scored before the sequences: no repic.
    assert_eq!(with([4, 0]), [0, 0]);
    // The younger's own good point only adds to it.
    assert_eq!(with([0, 5]), [0, 60]);
}

/// Seed 000 L3710–3746: four major tierces, three quatorzes, repique and capot make 170 by the
/// 1909 code, which counts the last card besides the forty; the 1927 forty "includes ... the
/// last trick" (L12648–12650): 169.
#[test]
fn the_book_capot_by_code() {
    let capot = json!({"elder": 0, "point": [3, 0], "sequences": ["3 3 3 3", ""],
                       "sets": ["4 4 4", ""], "tricks": [12, 0], "won_following": [0, 0]});
    let s = scored(Code::Hoyle1909, capot.clone());
    let p = s.parts.unwrap();
    assert_eq!(p.point[0] + p.sequences[0] + p.sets[0], 57);
    assert_eq!(p.repic[0], 60);
    assert_eq!((p.play[0], p.cards[0]), (13, 40));
    assert_eq!(s.total, [170, 0]);
    assert_eq!(scored(Code::Rules1927, capot).total, [169, 0]);
}

/// Pique (seed 000 L3694–3698; seed 001 L12624–12630): the elder's 24 in hand made up to thirty
/// in play before the dealer scores adds thirty.
#[test]
fn pic_is_the_elders_alone() {
    let base = json!({"elder": 0, "point": [6, 0], "sequences": ["5 3", ""], "pic": 0,
                      "tricks": [8, 4], "won_following": [1, 1], "last_trick": 0});
    let s = scored(Code::Hoyle1909, base.clone());
    assert_eq!(s.parts.unwrap().pic, [30, 0]);
    assert_eq!(s.total, [24 + 30 + 10 + 10, 5]);
    let mut by_dealer = base.clone();
    by_dealer["pic"] = json!(1);
    assert_eq!(refused(by_dealer).field, "pic");
    let mut dealer_scored = base.clone();
    dealer_scored["sets"] = json!(["", "3"]);
    assert_eq!(refused(dealer_scored).message, "the dealer scored in hand");
}

fn sitting(settings: Settings, deals: serde_json::Value) -> Result<Sitting, LawError> {
    play(
        settings,
        &serde_json::from_value::<Vec<Deal>>(deals).unwrap(),
    )
}

/// Seed 000 L3776–3798: both pass 100 in one deal, and the order of precedence decides. At
/// 90–95, A's point of six (96) comes before B's quatorze (109): B is out first, by the
/// quatorze, though A ends the deal higher.
#[test]
fn precedence_when_both_reach_a_hundred() {
    let s = sitting(
        Settings::default(),
        json!([
            {"elder": 0, "scores": [90, 95]},
            {"elder": 1, "point": [6, 0], "sets": ["", "4"],
             "tricks": [9, 3], "won_following": [1, 0], "last_trick": 0}
        ]),
    )
    .unwrap();
    assert_eq!(s.games.len(), 1);
    let g = &s.games[0];
    assert_eq!(g.winner, 1);
    assert!(g.totals[0] > g.totals[1]);
    assert_eq!(g.decided_by, "first over 100, by quatorzes and trios");
    assert_eq!(s.net, [-1, 1]);
    // Carte blanche comes before everything (L3653–3662): at 95–92 B's ten wins though A
    // has the point.
    let s = sitting(
        Settings::default(),
        json!([
            {"elder": 0, "scores": [95, 92]},
            {"elder": 0, "carte_blanche": 1, "point": [8, 0],
             "tricks": [6, 6], "won_following": [0, 1], "last_trick": 1}
        ]),
    )
    .unwrap();
    assert_eq!(s.games[0].winner, 1);
    // Game 101: 100 is not enough.
    let s101 = Settings {
        game: 101,
        ..Settings::default()
    };
    let s = sitting(s101, json!([{"elder": 0, "scores": [100, 40]}])).unwrap();
    assert!(s.games.is_empty());
    assert_eq!(s.totals, [100, 40]);
}

/// Both over in the play, or in a deal entered as totals: the entry must say who was first.
#[test]
fn both_over_together_needs_out_first() {
    let play_both = json!({"elder": 0, "tricks": [6, 6], "won_following": [0, 1], "last_trick": 1});
    let e = sitting(
        Settings::default(),
        json!([{"elder": 0, "scores": [95, 95]}, play_both.clone()]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].out_first");
    let mut told = play_both;
    told["out_first"] = json!(1);
    let s = sitting(
        Settings::default(),
        json!([{"elder": 0, "scores": [95, 95]}, told]),
    )
    .unwrap();
    assert_eq!(s.games[0].winner, 1);
    let e = sitting(
        Settings::default(),
        json!([{"elder": 0, "scores": [95, 95]}, {"elder": 1, "scores": [10, 10]}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].out_first");
    // out_first contradicting the precedence, or where no one goes out, is refused.
    let e = sitting(
        Settings::default(),
        json!([{"elder": 0, "scores": [110, 10], "out_first": 1}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].out_first");
    let e = sitting(
        Settings::default(),
        json!([{"elder": 0, "scores": [10, 10], "out_first": 1}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].out_first");
}

#[test]
fn impossible_parts_are_refused_naming_the_field() {
    let with = |key: &str, value: serde_json::Value| {
        let mut d = book_deal();
        d[key] = value;
        refused(d)
    };
    // A point of nine cards, or of two.
    let e = with("point", json!([9, 0]));
    assert_eq!(e.field, "point[0]");
    assert_eq!(with("point", json!([2, 0])).field, "point[0]");
    assert_eq!(with("point", json!([5, 4])).field, "point");
    assert_eq!(with("point", json!([5])).field, "point");
    assert_eq!(with("sequences", json!(["2", ""])).field, "sequences[0]");
    assert_eq!(with("sequences", json!(["5", "3"])).field, "sequences");
    assert_eq!(with("sequences", json!(["8 8", ""])).field, "sequences[0]");
    assert_eq!(with("sequences", json!(["five", ""])).field, "sequences[0]");
    assert_eq!(with("sets", json!(["", "5"])).field, "sets[1]");
    assert_eq!(with("sets", json!(["", "4 4 4 4"])).field, "sets[1]");
    assert_eq!(with("tricks", json!([7, 6])).field, "tricks");
    assert_eq!(with("tricks", json!([13, -1])).field, "tricks[0]");
    assert_eq!(
        with("won_following", json!([8, 1])).field,
        "won_following[0]"
    );
    assert_eq!(with("won_following", json!([1, 2])).field, "won_following");
    assert_eq!(with("last_trick", json!(2)).field, "last_trick");
    assert_eq!(with("elder", json!(5)).field, "elder");
    assert_eq!(with("scores", json!([43, 23])).field, "point");
    let totals = |t: serde_json::Value| refused(json!({"elder": 0, "scores": t}));
    assert_eq!(totals(json!([-1, 5])).field, "scores[0]");
    assert_eq!(totals(json!([5, 171])).field, "scores[1]");
    let e = refused(json!({"elder": 0, "point": [5, 0]}));
    assert_eq!(e.field, "tricks");
}

#[test]
fn pad_and_contract_read_the_same_deals() {
    let input: PadInput = serde_json::from_value(json!({
        "sides": ["A", "B"], "deals": [book_deal(), {"elder": 1, "scores": [70, 2]}]
    }))
    .unwrap();
    let p = pad(&input).unwrap();
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.net(), vec![1, -1]);
    assert!(!p.open);
    assert!(p.notes[0].starts_with("Code 1909"));
    let out: serde_json::Value = serde_json::from_str(
        &score_json(&json!({"players": ["A", "B"], "deals": [book_deal()]}).to_string()).unwrap(),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["total"], json!([43, 23]));
    assert_eq!(out["code"], json!("1909"));
    let e = score_json(&json!({"players": ["A"], "deals": []}).to_string()).unwrap_err();
    assert_eq!(e.field, "players");
    let e = score_json(&json!({"settings": {"game": 150}, "players": ["A", "B"]}).to_string())
        .unwrap_err();
    assert_eq!(e.field, "settings.game");
}

/// Twelve tricks played out, each won by the leader or the follower: what the parts must score.
fn arb_play() -> impl Strategy<Value = (usize, Vec<bool>)> {
    (0..2usize, proptest::collection::vec(any::<bool>(), 12))
}

proptest! {
    /// Any play that can happen is accepted, and scores one a lead, one a trick won following
    /// and one for the last (1909), as counting it card by card does.
    #[test]
    fn the_parts_count_the_play_as_it_happens((elder, follower_wins) in arb_play()) {
        let mut leader = elder;
        let mut tricks = [0i64; 2];
        let mut following = [0i64; 2];
        let mut counted = [0i64; 2];
        let mut last = elder;
        for &won_by_follower in &follower_wins {
            counted[leader] += 1;
            let winner = if won_by_follower { 1 - leader } else { leader };
            if won_by_follower {
                following[winner] += 1;
                counted[winner] += 1;
            }
            tricks[winner] += 1;
            leader = winner;
            last = winner;
        }
        counted[last] += 1;
        let d = json!({"elder": elder, "tricks": tricks, "won_following": following, "last_trick": last});
        let s = scored(Code::Hoyle1909, d);
        let p = s.parts.unwrap();
        prop_assert_eq!(p.play, counted);
        prop_assert_eq!(s.total.iter().sum::<i64>(), p.play.iter().sum::<i64>() + p.cards.iter().sum::<i64>());
    }

    /// The net balances, and playing the deals at once gives the running totals that adding
    /// them one by one does.
    #[test]
    fn sittings_balance_and_replay(totals in proptest::collection::vec((0..60i64, 0..60i64), 0..25)) {
        let mut running = [0i64; 2];
        let mut deals = Vec::new();
        for &(a, b) in &totals {
            let after = [running[0] + a, running[1] + b];
            let mut d = json!({"elder": 0, "scores": [a, b]});
            if after[0] >= 100 && after[1] >= 100 {
                d["out_first"] = json!(0);
            }
            running = if after.iter().any(|&t| t >= 100) { [0, 0] } else { after };
            deals.push(d);
        }
        let s = sitting(Settings::default(), json!(deals)).unwrap();
        prop_assert_eq!(s.net[0] + s.net[1], 0);
        prop_assert_eq!(s.totals, running);
        let wins = [0, 1].map(|p| s.games.iter().filter(|g| g.winner == p).count() as i64);
        prop_assert_eq!(s.net[0], wins[0] - wins[1]);
    }
}
