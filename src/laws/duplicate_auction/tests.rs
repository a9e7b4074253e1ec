use proptest::prelude::*;

use super::wire::score_json;
use super::*;

fn typed(declarer: Direction, level: i64, denomination: Denomination, tricks: i64) -> Typed {
    Typed {
        declarer,
        level,
        denomination,
        doubled: Doubled::No,
        tricks,
        honours_side: None,
        honours: None,
        honours_in_one_hand: None,
        ns_revokes: None,
        ew_revokes: None,
    }
}

fn ns(level: i64, denomination: Denomination, tricks: i64) -> Typed {
    typed(Direction::Ns, level, denomination, tricks)
}

fn scored(t: Typed, caps: Caps) -> DealScore {
    score(&Contract::check(&t).unwrap(), caps)
}

fn honours(t: Typed, side: Direction, count: i64, in_one_hand: Option<i64>) -> Typed {
    Typed {
        honours_side: Some(side),
        honours: Some(count),
        honours_in_one_hand: in_one_hand,
        ..t
    }
}

fn doubled(t: Typed, d: Doubled) -> Typed {
    Typed { doubled: d, ..t }
}

fn refused(t: Typed) -> LawError {
    Contract::check(&t).unwrap_err()
}

use Denomination::{Clubs, Diamonds, Hearts, Notrump, Spades};

/// E2, seed 001 L1139–1145: three hearts, the adversaries take seven tricks: it fails by three
/// and "gives the adversaries 150 points penalty"; nothing toward game.
#[test]
fn three_hearts_down_three_gives_the_adversaries_150() {
    let s = scored(ns(3, Hearts, 6), Caps::Kwc);
    assert_eq!((s.made, s.undertricks, s.game), (false, 3, None));
    assert_eq!((s.ew.points, s.ew.plus), (150, 150));
    assert_eq!((s.ns.points, s.ns.minus), (0, 150));
}

/// E3, seed 001 L1153–1159: two by cards, the adversaries win seven: it fails by two, not three,
/// "because their book is five".
#[test]
fn the_adversaries_book_is_seven_less_the_level() {
    let s = scored(ns(2, Spades, 6), Caps::Kwc);
    assert_eq!((s.undertricks, s.ew.points), (2, 100));
}

/// Seed 001 L2981–2986: "When one side wins 30 or more points in tricks on a single deal, 125
/// points are added for a game won"; KWC law 8 (L3356–3358). Hand-computed.
#[test]
fn a_game_made_on_the_board_adds_125() {
    // 4 spades, ten tricks: 4 × 9 = 36, + 125.
    let s = scored(ns(4, Spades, 10), Caps::Kwc);
    assert_eq!((s.ns.points, s.game), (161, Some(Direction::Ns)));
    // One no-trump with two overtricks: 3 × 10 = 30 is a game (overtricks count, L1126–1127).
    assert_eq!(scored(ns(1, Notrump, 9), Caps::Kwc).ns.points, 155);
    // Three clubs made: 18, a partial, and "nothing is added for a partial score".
    let partial = scored(ns(3, Clubs, 9), Caps::Kwc);
    assert_eq!((partial.ns.points, partial.game), (18, None));
    // Five diamonds: 35 for E-W.
    let ew = scored(typed(Direction::Ew, 5, Diamonds, 11), Caps::Kwc);
    assert_eq!((ew.ew.points, ew.ew.plus, ew.ns.minus), (160, 160, 160));
}

/// rules-1927-a §6 item 1: doubled tricks count toward the game: 2 hearts doubled made is a
/// game (32), 2 diamonds doubled (28) is not. Law 61 (L1933–1937): 50 for fulfilling doubled.
#[test]
fn doubled_tricks_count_toward_the_game() {
    let hearts = scored(doubled(ns(2, Hearts, 8), Doubled::Doubled), Caps::Kwc);
    assert_eq!(
        (hearts.ns.points, hearts.game),
        (32 + 50 + 125, Some(Direction::Ns))
    );
    let diamonds = scored(doubled(ns(2, Diamonds, 8), Doubled::Doubled), Caps::Kwc);
    assert_eq!((diamonds.ns.points, diamonds.game), (28 + 50, None));
}

/// Law 61 (L1933–1937): doubled 50 and redoubled 100 for fulfilling and for each overtrick; law
/// 58 (L1883–1887): undertricks 50 / 100 / 200.
#[test]
fn doubled_and_redoubled_bonuses_and_penalties() {
    // 2 hearts doubled, ten tricks: 4 × 16 = 64, 50 + 2 × 50, 125.
    let s = scored(doubled(ns(2, Hearts, 10), Doubled::Doubled), Caps::None);
    assert_eq!(s.ns.points, 64 + 150 + 125);
    // 4 spades redoubled, down two: 400.
    let s = scored(doubled(ns(4, Spades, 8), Doubled::Redoubled), Caps::None);
    assert_eq!((s.ew.points, s.ns.points), (400, 0));
    // 3 no-trumps doubled, down one: 100.
    let s = scored(doubled(ns(3, Notrump, 8), Doubled::Doubled), Caps::None);
    assert_eq!(s.ew.points, 100);
}

/// Law 60 (L1925–1931): slams by the tricks won, to either side; "If the Declarer has bid seven
/// and wins six odd tricks only, he shall still score for Little Slam".
#[test]
fn slams_go_by_the_tricks_won() {
    let s = scored(ns(7, Spades, 12), Caps::Kwc);
    assert_eq!((s.made, s.ns.points, s.ew.points), (false, 50, 50));
    assert_eq!((s.ns.plus, s.ns.minus, s.ew.plus, s.ew.minus), (0, 0, 0, 0));
    // Grand slam made: 7 × 8 + 125 + 100.
    assert_eq!(
        scored(ns(7, Hearts, 13), Caps::None).ns.points,
        56 + 125 + 100
    );
    // Defenders who take twelve tricks score the little slam too: 1 club down six, 300 + 50.
    assert_eq!(scored(ns(1, Clubs, 1), Caps::None).ew.points, 350);
}

/// E12 (seed 001 L2589–2590) counts 4 odd in spades with four honours as 36 + 40; at duplicate
/// the 125 for the game follows (L2981–2986).
#[test]
fn four_spades_with_four_honours_divided() {
    let t = honours(ns(4, Spades, 10), Direction::Ns, 4, Some(2));
    let s = scored(t, Caps::Kwc);
    assert_eq!((s.ns.points, s.ns.honours, s.ns.plus), (161, 40, 201));
}

/// E10 (seed 001 L2547–2549): two down at no-trumps doubled while the declarer holds three aces:
/// the adversaries 200, less 30, is 170.
#[test]
fn honours_count_against_a_penalty() {
    let t = honours(
        doubled(ns(3, Notrump, 7), Doubled::Doubled),
        Direction::Ns,
        3,
        None,
    );
    let s = scored(t, Caps::Kwc);
    assert_eq!((s.ew.plus, s.ns.minus, s.ns.honours), (170, 170, 30));
    // E14 (L2602–2604): down two undoubled, the declarer's side 40 in honours: 60.
    let t = honours(ns(5, Spades, 9), Direction::Ns, 4, Some(3));
    assert_eq!(scored(t, Caps::Kwc).ew.plus, 60);
}

/// Law 59 (L1889–1923, table L921–1001).
#[test]
fn the_honours_table() {
    let value = |d: Denomination, count: u8, one: Option<u8>| {
        honours_value(
            d,
            Honours {
                side: Direction::Ew,
                count,
                in_one_hand: one,
            },
        )
    };
    assert_eq!(value(Hearts, 2, None), 0);
    assert_eq!(value(Hearts, 3, None), 30);
    assert_eq!(value(Hearts, 4, Some(3)), 40);
    assert_eq!(value(Hearts, 4, Some(4)), 80);
    assert_eq!(value(Hearts, 5, Some(3)), 50);
    assert_eq!(value(Hearts, 5, Some(4)), 90);
    assert_eq!(value(Hearts, 5, Some(5)), 100);
    assert_eq!(value(Notrump, 3, Some(2)), 30);
    assert_eq!(value(Notrump, 4, Some(2)), 40);
    assert_eq!(value(Notrump, 4, Some(4)), 100);
    // Honours are never doubled (L1921–1923) and are scored whether or not the contract is made.
    let t = honours(
        doubled(ns(4, Clubs, 5), Doubled::Redoubled),
        Direction::Ew,
        5,
        Some(5),
    );
    assert_eq!(scored(t, Caps::None).ew.honours, 100);
}

/// KWC law 10 (seed 001 L3364–3376): declarer 500 and honours; the losers the full amount in
/// their minus, the winners the restricted amount in their plus and the difference in excess.
#[test]
fn the_declarer_is_capped_at_500_plus_honours() {
    // 7 no-trumps redoubled, all thirteen: 280 + 100 + 125 + 100 = 605; four aces in one hand 100.
    let t = honours(
        doubled(ns(7, Notrump, 13), Doubled::Redoubled),
        Direction::Ns,
        4,
        Some(4),
    );
    let s = scored(t, Caps::Kwc);
    assert_eq!(
        (s.ns.points, s.ns.honours, s.ns.restricted),
        (605, 100, 600)
    );
    assert_eq!((s.ns.plus, s.ns.excess, s.ew.minus), (600, 105, 705));
    let open = scored(t, Caps::None);
    assert_eq!((open.ns.plus, open.ns.excess, open.ew.minus), (705, 0, 705));
}

/// KWC law 10: the declarer's opponents no more than 350 and honours.
#[test]
fn the_opponents_are_capped_at_350_plus_honours() {
    // 1 club by E-W, no trick: down seven 350 and the grand slam 100 to N-S; E-W three honours.
    let t = honours(typed(Direction::Ew, 1, Clubs, 0), Direction::Ew, 3, Some(2));
    let s = scored(t, Caps::Kwc);
    assert_eq!(
        (s.ns.points, s.ns.restricted, s.ew.restricted),
        (450, 350, 30)
    );
    assert_eq!((s.ns.plus, s.ns.excess, s.ew.minus), (320, 100, 420));
}

/// KWC law 11 (L3383–3388): the excess added to the plus strikes the balance with the minus.
#[test]
fn the_balance_of_several_boards() {
    let boards = [
        scored(
            honours(
                doubled(ns(7, Notrump, 13), Doubled::Redoubled),
                Direction::Ns,
                4,
                Some(4),
            ),
            Caps::Kwc,
        ),
        scored(ns(3, Hearts, 6), Caps::Kwc),
        scored(typed(Direction::Ew, 4, Spades, 10), Caps::Kwc),
    ];
    let t = totals(&boards);
    assert_eq!(
        (t.ns.plus, t.ns.minus, t.ns.excess, t.ns.net),
        (600, 311, 105, 289)
    );
    assert_eq!(
        (t.ew.plus, t.ew.minus, t.ew.excess, t.ew.net),
        (311, 705, 0, -394)
    );
    assert_eq!(
        t.balance,
        Balance {
            plus: 911,
            excess: 105,
            minus: 1016,
            holds: true
        }
    );
    assert_eq!(
        t.balance.describe(),
        "Σ plus 911 + Σ excess 105 = Σ minus 1016"
    );
}

#[test]
fn impossible_results_are_refused_naming_the_field() {
    let e = refused(ns(8, Spades, 13));
    assert_eq!(e.field, "level");
    assert!(e.message.contains("above seven"), "{e}");
    assert_eq!(refused(ns(0, Spades, 13)).field, "level");
    assert_eq!(
        refused(ns(1, Spades, 14)).to_string(),
        "tricks: 14 is not from 0 to 13"
    );
    assert_eq!(refused(ns(1, Spades, -1)).field, "tricks");
    let five_aces = refused(honours(ns(3, Notrump, 9), Direction::Ns, 5, Some(3)));
    assert_eq!(five_aces.field, "honours");
    assert!(five_aces.message.contains("four aces"), "{five_aces}");
    assert_eq!(
        refused(honours(ns(3, Hearts, 9), Direction::Ns, 6, Some(3))).field,
        "honours"
    );
    assert_eq!(
        refused(honours(ns(3, Hearts, 9), Direction::Ns, 4, None)).field,
        "honours_in_one_hand"
    );
    // Four honours between two partners: one hand holds at least two.
    assert_eq!(
        refused(honours(ns(3, Hearts, 9), Direction::Ns, 4, Some(1))).field,
        "honours_in_one_hand"
    );
    assert_eq!(
        refused(honours(ns(3, Hearts, 9), Direction::Ns, 3, Some(4))).field,
        "honours_in_one_hand"
    );
    let no_side = Typed {
        honours: Some(3),
        ..ns(3, Hearts, 9)
    };
    assert_eq!(refused(no_side).field, "honours_side");
    let no_count = Typed {
        honours_side: Some(Direction::Ew),
        ..ns(3, Hearts, 9)
    };
    assert_eq!(refused(no_count).field, "honours");
}

#[test]
fn json_refusals_name_the_deal() {
    let input = r#"{"deals": [
        {"declarer": "NS", "level": 3, "denomination": "hearts", "tricks": 9},
        {"declarer": "EW", "level": 3, "denomination": "notrump", "tricks": 9,
         "honours_side": "EW", "honours": 5, "honours_in_one_hand": 3}]}"#;
    let e = score_json(input).unwrap_err();
    assert_eq!(e.field, "deals[1].honours");
    let e = score_json(
        r#"{"deals": [{"declarer": "NS", "level": 9, "denomination": "clubs", "tricks": 9}]}"#,
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].level");
    let e = score_json(
        r#"{"deals": [{"declarer": "NS", "level": 1, "denomination": "nullo", "tricks": 9}]}"#,
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].denomination");
    let e = score_json(r#"{"settings": {"caps": "some"}, "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "settings.caps");
}

#[test]
fn json_output_carries_each_side_and_the_totals() {
    let out = score_json(
        r#"{"deals": [{"board": 13, "declarer": "NS", "level": 4, "denomination": "spades",
            "doubled": "no", "tricks": 10, "honours_side": "NS", "honours": 4, "honours_in_one_hand": 2}]}"#,
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["settings"]["caps"], "kwc");
    assert_eq!(v["deals"][0]["board"], 13);
    assert_eq!(v["deals"][0]["game"], "NS");
    assert_eq!(v["deals"][0]["ns"]["plus"], 201);
    assert_eq!(v["deals"][0]["ew"]["minus"], 201);
    assert_eq!(v["totals"]["balance"]["holds"], true);
}

fn arb_typed() -> impl Strategy<Value = Typed> {
    (
        prop_oneof![Just(Direction::Ns), Just(Direction::Ew)],
        1..=7i64,
        prop_oneof![
            Just(Clubs),
            Just(Diamonds),
            Just(Hearts),
            Just(Spades),
            Just(Notrump)
        ],
        prop_oneof![
            Just(Doubled::No),
            Just(Doubled::Doubled),
            Just(Doubled::Redoubled)
        ],
        0..=13i64,
        proptest::option::of((
            prop_oneof![Just(Direction::Ns), Just(Direction::Ew)],
            3..=5i64,
            0..=5i64,
        )),
    )
        .prop_map(|(declarer, level, denomination, doubled, tricks, h)| {
            let mut t = Typed {
                declarer,
                level,
                denomination,
                doubled,
                tricks,
                honours_side: None,
                honours: None,
                honours_in_one_hand: None,
                ns_revokes: None,
                ew_revokes: None,
            };
            if let Some((side, count, one)) = h {
                let count = count.min(i64::from(denomination.honours_in_the_pack()));
                t.honours_side = Some(side);
                t.honours = Some(count);
                t.honours_in_one_hand = Some(one.clamp((count + 1) / 2, count));
            }
            t
        })
}

fn mirror(side: Direction) -> Direction {
    match side {
        Direction::Ns => Direction::Ew,
        Direction::Ew => Direction::Ns,
    }
}

proptest! {
    #[test]
    fn every_board_balances_and_the_caps_only_hold_back(t in arb_typed(), kwc in any::<bool>()) {
        let caps = if kwc { Caps::Kwc } else { Caps::None };
        let s = scored(t, caps);
        let (ns, ew) = (s.ns, s.ew);
        prop_assert_eq!(ns.plus + ns.excess + ew.plus + ew.excess, ns.minus + ew.minus);
        // Only one side loses a board.
        prop_assert!(ns.minus == 0 || ew.minus == 0);
        prop_assert!(ns.plus >= 0 && ew.plus >= 0 && ns.excess >= 0 && ew.excess >= 0);
        for side in [ns, ew] {
            prop_assert!(side.restricted <= side.points + side.honours);
        }
        if caps == Caps::None {
            prop_assert_eq!(ns.excess + ew.excess, 0);
        } else {
            let d = s.side(t.declarer);
            let o = s.side(mirror(t.declarer));
            prop_assert!(d.restricted - d.honours <= DECLARER_CAP);
            prop_assert!(o.restricted - o.honours <= OPPONENTS_CAP);
        }
        // The winners' plus is the difference of the restricted columns, which the standings net.
        prop_assert_eq!(ns.plus + ew.plus, (ns.restricted - ew.restricted).abs());
        prop_assert_eq!(s.made, t.tricks - 6 >= t.level);
    }

    #[test]
    fn the_score_does_not_depend_on_which_way_the_declarer_sat(t in arb_typed(), kwc in any::<bool>()) {
        let caps = if kwc { Caps::Kwc } else { Caps::None };
        let s = scored(t, caps);
        let turned = Typed {
            declarer: mirror(t.declarer),
            honours_side: t.honours_side.map(mirror),
            ..t
        };
        let m = scored(turned, caps);
        prop_assert_eq!(s.ns, m.ew);
        prop_assert_eq!(s.ew, m.ns);
    }
}

/// KWC law 7 (seed 001 L3350–3354): 50 a revoke to the other side, and no tricks change hands.
#[test]
fn a_revoke_is_fifty_points_to_the_other_side() {
    // 2 spades by N-S making 8: 18 below; E-W revoked once: N-S 50 more.
    let t = Typed {
        ew_revokes: Some(1),
        ..ns(2, Spades, 8)
    };
    let s = scored(t, Caps::Kwc);
    assert_eq!((s.ns.points, s.ew.points), (18 + 50, 0));
    // Declarer's side revoked twice and still made 4 hearts: game 32 + 125, E-W 100.
    let t = Typed {
        ns_revokes: Some(2),
        ..ns(4, Hearts, 10)
    };
    let s = scored(t, Caps::Kwc);
    assert_eq!((s.ns.points, s.ew.points), (32 + 125, 100));
    assert_eq!((s.ns.plus, s.ew.minus), (57, 57));
    assert!(
        Contract::check(&t)
            .unwrap()
            .describe()
            .ends_with("N-S revoked 2×")
    );
}

#[test]
fn revokes_beyond_thirteen_are_refused_at_the_field() {
    let t = Typed {
        ew_revokes: Some(14),
        ..ns(2, Spades, 8)
    };
    assert_eq!(refused(t).field, "ew_revokes");
    let t = Typed {
        ns_revokes: Some(-1),
        ..ns(2, Spades, 8)
    };
    assert_eq!(refused(t).field, "ns_revokes");
}

/// KWC law 10 (seed 001 L3364–3376): the standings credit the winners the restricted amount and
/// debit the losers the full one, so a capped board's nets do not mirror.
#[test]
fn law_ten_debits_the_losers_in_full() {
    // 7 no-trumps redoubled by E-W, made with 13: 280 + 100 + 100 slam + 125 = 605, capped 500.
    let t = doubled(typed(Direction::Ew, 7, Notrump, 13), Doubled::Redoubled);
    let s = scored(t, Caps::Kwc);
    assert_eq!((s.ew.points, s.ew.restricted, s.ew.excess), (605, 500, 105));
    let e = entry(&s);
    assert_eq!(
        e,
        crate::laws::duplicate::Entry::Auction {
            ns_points: 0,
            ew_points: 500,
            excess: -105
        }
    );
    assert_eq!(
        crate::laws::duplicate::auction_nets(0, 500, -105),
        (-605, 500)
    );
    let c = Contract::check(&t).unwrap();
    assert_eq!(stored_excess(&c, 0, 500), -105);
    // With no caps nothing is held back and the nets mirror.
    let s = scored(t, Caps::None);
    assert_eq!(
        entry(&s),
        crate::laws::duplicate::Entry::Auction {
            ns_points: 0,
            ew_points: 605,
            excess: 0
        }
    );
    assert_eq!(stored_excess(&c, 0, 605), 0);
}

proptest! {
    /// Whatever the board, the excess kept with the stored columns is the one the law gave, and
    /// the losers' debit is the winners' credit plus that excess.
    #[test]
    fn stored_excess_agrees_with_the_law(
        declarer_ns in any::<bool>(),
        level in 1i64..=7,
        d in 0usize..5,
        dbl in 0usize..3,
        tricks in 0i64..=13,
        revokes in (0i64..=3, 0i64..=3),
    ) {
        let denomination = [Clubs, Diamonds, Hearts, Spades, Notrump][d];
        let declarer = if declarer_ns { Direction::Ns } else { Direction::Ew };
        let t = Typed {
            doubled: [Doubled::No, Doubled::Doubled, Doubled::Redoubled][dbl],
            ns_revokes: Some(revokes.0),
            ew_revokes: Some(revokes.1),
            ..typed(declarer, level, denomination, tricks)
        };
        let c = Contract::check(&t).unwrap();
        let s = score(&c, Caps::Kwc);
        let crate::laws::duplicate::Entry::Auction { ns_points, ew_points, excess } = entry(&s) else {
            unreachable!()
        };
        prop_assert_eq!(stored_excess(&c, ns_points, ew_points), excess);
        let (ns, ew) = crate::laws::duplicate::auction_nets(ns_points, ew_points, excess);
        prop_assert_eq!(ns, s.ns.plus - s.ns.minus);
        prop_assert_eq!(ew, s.ew.plus - s.ew.minus);
    }
}

/// A contract of one reads as a player says it: "1 club", not "1 clubs"; one trick, "1 trick".
#[test]
fn a_contract_of_one_names_its_suit_in_the_singular() {
    let said = |t: Typed| Contract::check(&t).unwrap().describe();
    assert_eq!(said(ns(1, Clubs, 7)), "1 club by N-S, 7 tricks");
    assert_eq!(said(ns(2, Clubs, 1)), "2 clubs by N-S, 1 trick");
    assert_eq!(said(ns(1, Notrump, 8)), "1 notrump by N-S, 8 tricks");
}
