//! Solo whist: the 1909 book's worked figures (seed 000 L4753–4810, L4904–4914), the 1927
//! counters (seed 001 L4528–4558), five and three players, refusals and properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::{amounts, refused, score};

const LAW: &str = "solo-whist";

fn one(settings: Value, players: usize, deal: Value) -> Vec<i64> {
    amounts(LAW, settings, players, json!([deal])).remove(0)
}

fn y1909(deal: Value) -> Vec<i64> {
    one(json!({}), 4, deal)
}

fn y1927(deal: Value) -> Vec<i64> {
    one(json!({"code": "1927"}), 4, deal)
}

/// "the partners receive 6d. each if they make eight tricks" (seed 000 L4759–4761), each from
/// one adversary (L4769–4772).
#[test]
fn a_proposition_made_pays_each_partner_sixpence() {
    let deal = json!({"call": "proposition", "caller": 0, "partner": 2, "tricks": 8});
    assert_eq!(y1909(deal), vec![6, -6, 6, -6]);
    let over = json!({"call": "proposition", "caller": 1, "partner": 2, "tricks": 10});
    assert_eq!(y1909(over), vec![-8, 8, 8, -8]);
}

/// A slam: "1s. 4d., that is, double for the over-tricks—five over-tricks at 2d. each = 10d.,
/// and 6d. for the original declaration" (seed 000 L4761–4765).
#[test]
fn a_proposition_slam_pays_its_over_tricks_double() {
    let deal = json!({"call": "proposition", "caller": 0, "partner": 2, "tricks": 13});
    assert_eq!(y1909(deal), vec![16, -16, 16, -16]);
}

/// "if they lose they must lose 7d. each, or more" (seed 000 L4767–4769).
#[test]
fn a_proposition_lost_by_one_costs_sevenpence_each() {
    let deal = json!({"call": "proposition", "caller": 0, "partner": 3, "tricks": 7});
    assert_eq!(y1909(deal), vec![-7, 7, 7, -7]);
}

/// The solo "would therefore earn him who made it 1s. 6d., or more … failing to make five
/// tricks, it would cost him 1s. 9d., or more" (seed 000 L4778–4783).
#[test]
fn a_solo_earns_eighteenpence_or_costs_one_and_nine() {
    assert_eq!(
        y1909(json!({"call": "solo", "caller": 1, "tricks": 5})),
        vec![-6, 18, -6, -6]
    );
    assert_eq!(
        y1909(json!({"call": "solo", "caller": 1, "tricks": 4})),
        vec![7, -21, 7, 7]
    );
    assert_eq!(
        y1909(json!({"call": "solo", "caller": 1, "tricks": 7})),
        vec![-8, 24, -8, -8]
    );
}

/// "The misère costs 1s., neither more nor less, therefore the caller risks losing 3s."
/// (seed 000 L4785–4790).
#[test]
fn a_misere_is_a_shilling_each_either_way() {
    assert_eq!(
        y1909(json!({"call": "misere", "caller": 2, "won": false})),
        vec![12, 12, -36, 12]
    );
    assert_eq!(
        y1909(json!({"call": "misere", "caller": 2, "won": true})),
        vec![-12, -12, 36, -12]
    );
    // Tricks given instead of won: none taken wins, any taken loses.
    assert_eq!(
        y1909(json!({"call": "misere", "caller": 2, "tricks": 3})),
        vec![12, 12, -36, 12]
    );
    // The form's box left unticked: lost.
    assert_eq!(
        y1909(json!({"call": "misere", "caller": 2})),
        vec![12, 12, -36, 12]
    );
}

/// "A player making ten tricks would, with double over-tricks, receive 1s. 8d. from each, and,
/// if he only made eight tricks, would pay 1s. 7d. each" (seed 000 L4795–4797).
#[test]
fn an_abundance_with_double_over_tricks_as_the_book_figures_it() {
    let double = json!({"abundance_overtricks": "double"});
    assert_eq!(
        one(
            double.clone(),
            4,
            json!({"call": "abundance", "caller": 3, "tricks": 10})
        ),
        vec![-20, -20, -20, 60]
    );
    assert_eq!(
        one(
            double,
            4,
            json!({"call": "abundance_in_trumps", "caller": 3, "tricks": 8})
        ),
        vec![19, 19, 19, -57]
    );
    // By default the over-tricks are a penny: 19d. for ten tricks.
    assert_eq!(
        y1909(json!({"call": "abundance", "caller": 3, "tricks": 10})),
        vec![-19, -19, -19, 57]
    );
}

/// "the misère ouverte is double the price of the ordinary misère, and the abondance declarée
/// double the price of the ordinary abondance. There are no under-tricks at the call of an
/// abondance declarée" (seed 000 L4800–4804).
#[test]
fn open_misere_and_abundance_declared_are_double() {
    assert_eq!(
        y1909(json!({"call": "misere_ouverte", "caller": 0, "won": true})),
        vec![72, -24, -24, -24]
    );
    assert_eq!(
        y1909(json!({"call": "abundance_declared", "caller": 0, "tricks": 13})),
        vec![108, -36, -36, -36]
    );
    assert_eq!(
        y1909(json!({"call": "abundance_declared", "caller": 0, "tricks": 10})),
        vec![-108, 36, 36, 36]
    );
}

/// The other scales of the book: "1s., 2s., and 3s. respectively, with 3d. each for
/// over-tricks" (seed 000 L4806–4810).
#[test]
fn the_shilling_scale_with_threepenny_tricks() {
    let s = json!({"stake": 12, "trick": 3});
    assert_eq!(
        one(
            s.clone(),
            4,
            json!({"call": "solo", "caller": 0, "tricks": 6})
        ),
        vec![45, -15, -15, -15]
    );
    assert_eq!(
        one(s, 4, json!({"call": "abundance", "caller": 0, "tricks": 9})),
        vec![108, -36, -36, -36]
    );
}

/// "supposing a solo-caller revokes, and he has made eight or nine tricks, he would, after the
/// penalty was paid, have made enough to win the solo. He then only pays 6d. … to each of his
/// opponents"; below the call, "for each trick short the … under-trick must also be paid"
/// (seed 000 L4904–4914).
#[test]
fn a_revoking_solo_caller_loses_the_call() {
    for tricks in [8, 9] {
        assert_eq!(
            y1909(json!({"call": "solo", "caller": 1, "tricks": tricks, "revoke": 1})),
            vec![6, -18, 6, 6]
        );
    }
    // Six tricks, three taken away: three, two short.
    assert_eq!(
        y1909(json!({"call": "solo", "caller": 1, "tricks": 6, "revoke": 1})),
        vec![8, -24, 8, 8]
    );
}

/// A partner revoking at a proposition: "a proposer and acceptor … pay the fine between them"
/// (seed 000 L4916–4918), each to his adversary: ten tricks less three, one short.
#[test]
fn proposer_and_acceptor_pay_a_revoke_between_them() {
    let deal = json!({"call": "proposition", "caller": 0, "partner": 2, "tricks": 10, "revoke": 2});
    assert_eq!(y1909(deal), vec![-7, 7, -7, 7]);
}

/// [AMBIG] An adversary revokes: the caller wins, three tricks are added to his, and the
/// offender pays for his side (seed 000 L4893–4918); or on the tricks as played.
#[test]
fn an_adversarys_revoke_is_paid_by_the_offender_alone() {
    let deal = json!({"call": "solo", "caller": 0, "tricks": 4, "revoke": 2});
    // 4 + 3 = 7 tricks, two over: 8d. for each of three adversaries, all from Cat.
    assert_eq!(y1909(deal.clone()), vec![24, 0, -24, 0]);
    assert_eq!(
        one(json!({"defender_revoke": "tricks_as_played"}), 4, deal),
        vec![18, 0, -18, 0]
    );
    // Against a misère: "the stakes being paid by the offender for himself and his partners"
    // (seed 000 L4845–4850).
    assert_eq!(
        y1909(json!({"call": "misere", "caller": 0, "tricks": 2, "revoke": 3})),
        vec![36, 0, 0, -36]
    );
    // Against a proposition the offender pays both partners.
    let deal = json!({"call": "proposition", "caller": 0, "partner": 1, "tricks": 6, "revoke": 3});
    assert_eq!(y1909(deal), vec![7, 7, 0, -14]);
}

/// "the player who takes the last or thirteenth trick pays an agreed stake, equal as a rule to
/// the stake of a solo, to each of his adversaries" (seed 000 L4744–4746); all passing throws
/// the cards up (L4739–4740).
#[test]
fn all_pass_a_fresh_deal_or_a_general_misere() {
    assert_eq!(y1909(json!({"call": "pass"})), vec![0, 0, 0, 0]);
    assert_eq!(y1909(json!({"call": null})), vec![0, 0, 0, 0]);
    assert_eq!(y1909(json!({})), vec![0, 0, 0, 0]);
    assert_eq!(
        y1909(json!({"call": "general_misere", "caller": 3})),
        vec![6, 6, 6, -18]
    );
}

/// "Where the table consists of five, one man stands out every round, the person chosen being
/// he who sits to the dealer's right. The person standing out neither pays nor receives"
/// (seed 000 L5029–5031); the deal passes to the left.
#[test]
fn at_five_the_player_on_the_dealers_right_stands_out() {
    let deals = json!([
        {"call": "solo", "caller": 0, "tricks": 5},
        {"call": "solo", "caller": 1, "tricks": 5},
        {"call": "solo", "caller": 1, "tricks": 5, "dealer": 3},
        {"call": "pass"},
        {"call": "solo", "caller": 1, "tricks": 5},
    ]);
    let got = amounts(LAW, json!({}), 5, deals);
    // Ann deals, Eve stands out; then Bob deals and Ann stands out.
    assert_eq!(got[0], vec![18, -6, -6, -6, 0]);
    assert_eq!(got[1], vec![0, 18, -6, -6, -6]);
    // Dan dealt out of turn: Cat stands out.
    assert_eq!(got[2], vec![-6, 18, 0, -6, -6]);
    // The fifth deal is Eve's, Dan stands out.
    assert_eq!(got[4], vec![-6, 18, -6, 0, -6]);
    let first = amounts(
        LAW,
        json!({"first_dealer": 2}),
        5,
        json!([{"call": "solo", "caller": 0, "tricks": 5}]),
    );
    assert_eq!(first[0], vec![18, 0, -6, -6, -6]);
    let e = refused(
        LAW,
        json!({}),
        5,
        json!([{"call": "solo", "caller": 4, "tricks": 5}]),
    );
    assert_eq!(e.field, "deals[0].caller");
    assert!(e.message.contains("does not play"), "{}", e.message);
}

/// Three players: "no proposal and acceptance, the solo being the lowest call" (seed 000
/// L5033–5035); the 1927 six-trick solo when all pass (seed 001 L4515–4518).
#[test]
fn three_players_have_no_proposition() {
    assert_eq!(
        one(
            json!({}),
            3,
            json!({"call": "solo", "caller": 0, "tricks": 6})
        ),
        vec![14, -7, -7]
    );
    let e = refused(
        LAW,
        json!({}),
        3,
        json!([{"call": "proposition", "caller": 0, "partner": 1, "tricks": 8}]),
    );
    assert_eq!(e.field, "deals[0].call");
    assert_eq!(
        one(
            json!({"code": "1927"}),
            3,
            json!({"call": "six_trick_solo", "caller": 2, "tricks": 5})
        ),
        vec![21, 21, -42]
    );
    let e = refused(
        LAW,
        json!({"code": "1927"}),
        4,
        json!([{"call": "six_trick_solo", "caller": 2, "tricks": 6}]),
    );
    assert_eq!(e.field, "deals[0].call");
}

/// 1927: "Solo 2 red counters, Misere 3, Abundance 4, Open Misere 6, Abundance Declaree 8" and
/// "One white counter … for each trick under or over" (seed 001 L4546–4558), a red ten whites.
#[test]
fn the_1927_counters() {
    assert_eq!(
        y1927(json!({"call": "solo", "caller": 0, "tricks": 7})),
        vec![66, -22, -22, -22]
    );
    assert_eq!(
        y1927(json!({"call": "misere", "caller": 1, "won": true})),
        vec![-30, 90, -30, -30]
    );
    assert_eq!(
        y1927(json!({"call": "abundance", "caller": 1, "tricks": 8})),
        vec![41, -123, 41, 41]
    );
    assert_eq!(
        y1927(json!({"call": "misere_ouverte", "caller": 1, "won": false})),
        vec![60, -180, 60, 60]
    );
    assert_eq!(
        y1927(json!({"call": "abundance_declared", "caller": 1, "tricks": 13})),
        vec![-80, 240, -80, -80]
    );
    // A red worth five whites.
    assert_eq!(
        one(
            json!({"code": "1927", "red": 5}),
            4,
            json!({"call": "solo", "caller": 0, "tricks": 3})
        ),
        vec![-36, 12, 12, 12]
    );
}

/// 1927: "bidder and partner, if successful, win one counter each from each adversary: if
/// unsuccessful, pay one to each" (seed 001 L4542–4544) [INFER] a red; or one adversary each.
#[test]
fn the_1927_proposal() {
    let deal = json!({"call": "proposition", "caller": 0, "partner": 1, "tricks": 9});
    assert_eq!(y1927(deal.clone()), vec![22, 22, -22, -22]);
    assert_eq!(
        one(
            json!({"code": "1927", "proposal": "one_adversary"}),
            4,
            deal
        ),
        vec![11, 11, -11, -11]
    );
}

/// 1927: "side revoking can not win that hand, but must pay as if game were lost … then
/// transfer three tricks to adversaries, after which over and under tricks are computed" (seed
/// 001 L4528–4532): the side pays, each player for himself.
#[test]
fn the_1927_revoke() {
    assert_eq!(
        y1927(json!({"call": "solo", "caller": 0, "tricks": 8, "revoke": 0})),
        vec![-60, 20, 20, 20]
    );
    assert_eq!(
        y1927(json!({"call": "solo", "caller": 0, "tricks": 4, "revoke": 2})),
        vec![66, -22, -22, -22]
    );
    // [INFER] a lost misère's tricks counted as under-tricks.
    assert_eq!(
        one(
            json!({"code": "1927", "misere_tricks": "counted"}),
            4,
            json!({"call": "misere", "caller": 0, "tricks": 2})
        ),
        vec![-96, 32, 32, 32]
    );
}

#[test]
fn refusals_name_the_field() {
    let cases = [
        (
            json!({"call": "solo", "caller": 0, "partner": 1, "tricks": 5}),
            "deals[0].partner",
        ),
        (
            json!({"call": "solo", "caller": 0, "tricks": 14}),
            "deals[0].tricks",
        ),
        (json!({"call": "solo", "caller": 0}), "deals[0].tricks"),
        (json!({"call": "solo", "tricks": 5}), "deals[0].caller"),
        (
            json!({"call": "proposition", "caller": 0, "tricks": 8}),
            "deals[0].partner",
        ),
        (
            json!({"call": "proposition", "caller": 0, "partner": 0, "tricks": 8}),
            "deals[0].partner",
        ),
        (
            json!({"call": "solo", "caller": 0, "tricks": 5, "won": true}),
            "deals[0].won",
        ),
        (
            json!({"call": "misere", "caller": 0, "tricks": 1, "won": true}),
            "deals[0].won",
        ),
        (json!({"call": "pass", "caller": 1}), "deals[0].caller"),
        (
            json!({"call": "solo", "caller": 0, "tricks": 5, "revoke": 7}),
            "deals[0].revoke",
        ),
        (
            json!({"call": "general_misere", "caller": 0, "tricks": 5}),
            "deals[0].tricks",
        ),
        (json!({"call": "nap", "caller": 0}), "deals[0].call"),
        (
            json!({"call": "solo", "caller": 0, "tricks": -1}),
            "deals[0].tricks",
        ),
    ];
    for (deal, field) in cases {
        let e = refused(LAW, json!({}), 4, json!([deal]));
        assert_eq!(e.field, field, "{deal}: {e}");
    }
    let e = refused(LAW, json!({"stake": 0}), 4, json!([]));
    assert_eq!(e.field, "settings.stake");
    let e = refused(
        LAW,
        json!({"code": "1927"}),
        4,
        json!([{"call": "general_misere", "caller": 0}]),
    );
    assert_eq!(e.field, "deals[0].call");
    let e = refused(LAW, json!({}), 6, json!([]));
    assert_eq!(e.field, "players");
    let e = refused(
        LAW,
        json!({}),
        5,
        json!([{"call": "solo", "caller": 0, "tricks": 5, "seated": [0, 1, 2, 3, 4]}]),
    );
    assert_eq!(e.field, "deals[0].seated");
}

/// A sitting: balances add the deals and the settlement squares them.
#[test]
fn a_sitting_settles() {
    let out = score(
        LAW,
        json!({"players": ["Ann", "Bob", "Cat", "Dan"], "deals": [
            {"call": "solo", "caller": 0, "tricks": 7},
            {"call": "misere", "caller": 1, "won": false},
        ]}),
    )
    .unwrap();
    assert_eq!(out["balances"], json!([36, -44, 4, 4]));
    assert_eq!(
        out["settlement"],
        json!([
            {"from": 1, "to": 0, "amount": 36},
            {"from": 1, "to": 2, "amount": 4},
            {"from": 1, "to": 3, "amount": 4}
        ])
    );
    assert_eq!(
        out["deals"][0]["note"],
        "Ann's solo: 7 tricks, 2 over; 8 counters from each."
    );
}

fn a_deal() -> impl Strategy<Value = Value> {
    let calls = prop::sample::select(vec![
        "pass",
        "proposition",
        "solo",
        "misere",
        "abundance",
        "abundance_in_trumps",
        "misere_ouverte",
        "abundance_declared",
        "general_misere",
    ]);
    (
        calls,
        0..4usize,
        0..4usize,
        0..=13u32,
        any::<bool>(),
        prop::option::of(0..4usize),
    )
        .prop_map(|(call, caller, partner, tricks, won, revoke)| {
            let mut d = json!({"call": call});
            if call != "pass" {
                d["caller"] = json!(caller);
            }
            match call {
                "proposition" => {
                    d["partner"] = json!((caller + 1 + partner % 3) % 4);
                    d["tricks"] = json!(tricks);
                }
                "misere" | "misere_ouverte" => d["won"] = json!(won),
                "general_misere" | "pass" => return d,
                _ => d["tricks"] = json!(tricks),
            }
            if let Some(r) = revoke {
                d["revoke"] = json!(r);
            }
            d
        })
}

proptest! {
    /// Each deal sums to nothing, the balances are the deals added, and the settlement pays
    /// exactly the balances, by either code.
    #[test]
    fn every_sitting_squares(deals in prop::collection::vec(a_deal(), 0..12), code in prop::sample::select(vec!["1909", "1927"])) {
        // The 1927 rules have no general misère.
        let deals: Vec<Value> = deals
            .into_iter()
            .map(|d| match (code, d["call"].as_str()) {
                ("1927", Some("general_misere")) => json!({"call": "pass"}),
                _ => d,
            })
            .collect();
        let out = score(LAW, json!({"settings": {"code": code}, "players": ["A", "B", "C", "D"], "deals": deals})).unwrap();
        let mut sums = [0i64; 4];
        for d in out["deals"].as_array().unwrap() {
            let a: Vec<i64> = serde_json::from_value(d["amounts"].clone()).unwrap();
            prop_assert_eq!(a.iter().sum::<i64>(), 0);
            for (s, x) in sums.iter_mut().zip(&a) { *s += x; }
        }
        let balances: Vec<i64> = serde_json::from_value(out["balances"].clone()).unwrap();
        prop_assert_eq!(&balances[..], &sums[..]);
        let mut paid = [0i64; 4];
        for p in out["settlement"].as_array().unwrap() {
            let (from, to, n) = (p["from"].as_u64().unwrap() as usize, p["to"].as_u64().unwrap() as usize, p["amount"].as_i64().unwrap());
            paid[from] -= n;
            paid[to] += n;
        }
        prop_assert_eq!(&paid[..], &sums[..]);
    }
}

/// A table's pad, as the deal form sends a deal: strings from the choices, numbers for the
/// players, the box for who plays ticked per player.
#[test]
fn a_table_pad_from_the_form() {
    let law = super::super::super::registry::find(LAW).unwrap();
    let table = law.table.unwrap();
    let input = super::super::super::pad::PadInput {
        settings: json!({}),
        sides: ["Ann", "Bob", "Cat", "Dan", "Eve"]
            .map(String::from)
            .to_vec(),
        deals: vec![
            json!({"call": "solo", "caller": 0, "tricks": 6, "seated": [true, true, false, true, true]}),
            json!({"call": "misere", "caller": 1, "won": true}),
        ],
    };
    let pad = (table.pad)(&input).unwrap();
    // Cat sits out the first deal by the boxes; Ann, on Bob's right, the second.
    assert_eq!(pad.net(), vec![21, 29, -12, -19, -19]);
    assert!(pad.notes[0].contains("1909"), "{:?}", pad.notes);
}
