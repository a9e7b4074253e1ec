//! Napoleon: every call on every scale, the kitty, purchase and peep, the spare hand, the
//! Double Header, a deal all passed and the revoke.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::super::registry;
use super::{amounts, refused, score, settles_exactly};

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

fn nap(settings: Value, deals: Value) -> Value {
    score(
        "nap",
        json!({"settings": settings, "players": FOUR, "deals": deals}),
    )
    .unwrap()
}

/// What the caller (Ann) wins or pays each, made and failed, for one call.
fn both_ways(settings: Value, call: Value) -> (i64, i64) {
    let out = nap(
        settings,
        json!([
            {"caller": 0, "call": call, "made": true},
            {"caller": 0, "call": call, "made": false}
        ]),
    );
    let a = amounts(&out);
    assert_eq!(a[0][1], a[0][2]);
    assert_eq!(a[0][0], -3 * a[0][1]);
    assert_eq!(a[1][0], -3 * a[1][1]);
    (-a[0][1], a[1][1])
}

/// Seed 003 L255–266: "he declared to win three tricks, and succeeded, then each of the other
/// players would pay him three times the amount of the stake; if the senior hand did not
/// succeed, he would have to pay a similar amount to each of the others." So seed 000
/// L3124–3127 at penny Nap (N-1, N-2).
#[test]
fn a_call_of_three_wins_or_pays_three_at_each_player() {
    let out = nap(
        json!({}),
        json!([
            {"caller": 1, "call": 3, "made": true},
            {"caller": 2, "call": 3, "made": false}
        ]),
    );
    assert_eq!(amounts(&out), vec![vec![-3, 9, -3, -3], vec![3, 3, -9, 3]]);
    assert_eq!(out["balances"], json!([0, 12, -12, 0]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 2, "to": 1, "amount": 12}])
    );
    assert_eq!(
        out["deals"][0]["note"],
        "Bob calls three tricks and makes it: 3 from each."
    );
    settles_exactly(&out);
}

/// Seed 003 L153–155: "for four tricks he receives four, while for Nap he receives ten, paying
/// only five, however, if he loses"; L77–81 and L257–259: Nap made is double stakes, "as though
/// he had lost ten tricks"; seed 000 L3127–3129 (N-3); seed 001 L15195–15197.
#[test]
fn every_call_on_the_plain_scale() {
    for (call, want) in [
        (json!(1), (1, 1)),
        (json!(2), (2, 2)),
        (json!(3), (3, 3)),
        (json!(4), (4, 4)),
        (json!("nap"), (10, 5)),
        (json!(5), (10, 5)),
        // Seed 003 L468–471; seed 000 L3161–3164 (N-5): misery three either way.
        (json!("misere"), (3, 3)),
        (json!("4"), (4, 4)),
    ] {
        assert_eq!(both_ways(json!({}), call.clone()), want, "{call}");
    }
}

/// Seed 003 L547–558 and L571–582: Wellington 20 / 10, modified 10 / 10; Blücher 30 / 15,
/// modified 10 / 15. Seed 001 L15199–15202 as printed: Wellington 5 / 10, Blücher 10 / 20.
#[test]
fn wellington_and_blucher_on_every_scale() {
    for (scale, wellington, blucher) in [
        ("standard", (20, 10), (30, 15)),
        ("modified", (10, 10), (10, 15)),
        ("as_1927", (5, 10), (10, 20)),
    ] {
        let s = json!({"scale": scale});
        assert_eq!(
            both_ways(s.clone(), json!("wellington")),
            wellington,
            "{scale}"
        );
        assert_eq!(both_ways(s, json!("blucher")), blucher, "{scale}");
    }
}

/// Seed 000 L3129–3131 and L3148–3150 (N-3, N-4): "the 10d. and 5d. are raised to 1s. to win
/// and 6d. to lose", and Wellington "would receive 2s., or pay 1s."
#[test]
fn the_shilling_and_sixpence_nap() {
    let s = json!({"nap_stakes": "twelve_six"});
    assert_eq!(both_ways(s.clone(), json!("nap")), (12, 6));
    assert_eq!(both_ways(s.clone(), json!("wellington")), (24, 12));
    assert_eq!(both_ways(s, json!(2)), (2, 2));
}

/// Seed 003 L657–684: nine-card Nap is all nine tricks, "on exactly similar lines": double
/// nine won, nine lost; calls of five to eight are tricks.
#[test]
fn nine_card_nap() {
    let s = json!({"form": "nine_card"});
    assert_eq!(both_ways(s.clone(), json!("nap")), (18, 9));
    assert_eq!(both_ways(s.clone(), json!(9)), (18, 9));
    assert_eq!(both_ways(s.clone(), json!(7)), (7, 7));
    let e = refused(
        "nap",
        json!({"settings": s, "players": FOUR, "deals": [{"caller": 0, "call": 10, "made": true}]}),
    );
    assert_eq!(e.field, "deals[0].call");
    let e = refused(
        "nap",
        json!({"players": FOUR, "deals": [{"caller": 0, "call": 7, "made": true}]}),
    );
    assert_eq!(e.field, "deals[0].call");
    assert!(e.message.contains("only 5 cards"), "{}", e.message);
}

/// Seed 003 L613–635: thirty-two cards, "the ordinary rules", three or four players.
#[test]
fn the_thirty_two_card_pack_is_for_four_at_most() {
    let s = json!({"form": "thirty_two_card"});
    assert_eq!(both_ways(s.clone(), json!("nap")), (10, 5));
    let e = refused(
        "nap",
        json!({"settings": s, "players": ["A", "B", "C", "D", "E"],
               "deals": [{"caller": 0, "call": 1, "made": true}]}),
    );
    assert_eq!(e.field, "settings.form");
}

/// Seed 003 L31–35: at six the dealer takes no cards but "receives and pays for the tricks like
/// the others".
#[test]
fn at_six_the_dealer_out_of_play_still_pays() {
    let out = score(
        "nap",
        json!({"players": ["A", "B", "C", "D", "E", "F"],
               "deals": [{"caller": 1, "call": "nap", "made": true}]}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![-10, 50, -10, -10, -10, -10]);
}

/// Seed 003 L419–432: each dealer puts a stake into the kitty; the caller who makes Nap takes
/// it "in addition to the double stakes". Carried from deal to deal, and from the kitty given
/// at the start.
#[test]
fn the_kitty_is_fed_by_each_dealer_and_taken_by_a_nap() {
    let out = score(
        "nap",
        json!({"settings": {"kitty": "dealer"}, "players": FOUR, "pools": {"kitty": 4},
        "deals": [
            {"caller": 1, "call": 2, "made": true},
            {"caller": 2, "call": "nap", "made": false},
            {"caller": 3, "call": "nap", "made": true},
            {"caller": 0, "call": 1, "made": true}
        ]}),
    )
    .unwrap();
    let a = amounts(&out);
    // Deal 1: Ann deals and feeds 1; Bob wins 2 from each.
    assert_eq!(a[0], vec![-3, 6, -2, -2]);
    assert_eq!(out["deals"][0]["pools"], json!({"kitty": 5}));
    // Deal 2: Bob feeds 1; Cat's Nap fails, 5 to each; the kitty is not touched.
    assert_eq!(a[1], vec![5, 4, -15, 5]);
    assert_eq!(out["deals"][1]["pools"], json!({"kitty": 6}));
    // Deal 3: Cat feeds 1; Dan's Nap: 10 from each and the kitty of 7.
    assert_eq!(a[2], vec![-10, -10, -11, 37]);
    assert_eq!(out["deals"][2]["pools"], json!({"kitty": 0}));
    assert!(
        out["deals"][2]["note"]
            .as_str()
            .unwrap()
            .contains("takes the kitty, 7"),
        "{}",
        out["deals"][2]["note"]
    );
    // Deal 4: Dan feeds 1.
    assert_eq!(a[3], vec![3, -1, -1, -2]);
    assert_eq!(out["pools"], json!({"kitty": 1}));
    settles_exactly(&out);
}

/// Seed 003 L422–424: everyone pays in when the first dealer's turn comes round; seed 000
/// L3209–3210: the dealer three and every player one each deal.
#[test]
fn the_other_ways_of_feeding_the_kitty() {
    let deals = json!([
        {"caller": 1, "call": 1, "made": true},
        {"caller": 1, "call": 1, "made": true},
        {"caller": 1, "call": 1, "made": true},
        {"caller": 1, "call": 1, "made": true},
        {"caller": 1, "call": 1, "made": true}
    ]);
    let out = nap(json!({"kitty": "round"}), deals.clone());
    let kitty: Vec<i64> = (0..5)
        .map(|i| out["deals"][i]["pools"]["kitty"].as_i64().unwrap())
        .collect();
    assert_eq!(kitty, vec![4, 4, 4, 4, 8]);
    let out = nap(json!({"kitty": "dealer_and_players"}), deals);
    assert_eq!(amounts(&out)[0], vec![-4, 2, -2, -2]);
    assert_eq!(out["pools"], json!({"kitty": 30}));
}

/// Seed 000 L3212–3217 and seed 001 L15212–15214: a failed Nap may double the kitty; a
/// Wellington made takes it (seed 000 L3213) unless only Nap does (seed 003 L429–432).
#[test]
fn a_failed_nap_may_double_the_kitty_and_wellington_may_take_it() {
    let out = score(
        "nap",
        json!({"settings": {"failed_nap": "doubles_kitty"}, "players": FOUR,
               "pools": {"kitty": 6},
               "deals": [{"caller": 0, "call": "nap", "made": false},
                         {"caller": 1, "call": "wellington", "made": true}]}),
    )
    .unwrap();
    let a = amounts(&out);
    assert_eq!(a[0], vec![-21, 5, 5, 5]);
    assert_eq!(out["deals"][0]["pools"], json!({"kitty": 12}));
    assert_eq!(a[1], vec![-20, 72, -20, -20]);
    assert_eq!(out["pools"], json!({"kitty": 0}));
    let out = score(
        "nap",
        json!({"settings": {"kitty_goes_to": "nap_only"}, "players": FOUR,
               "pools": {"kitty": 6},
               "deals": [{"caller": 1, "call": "wellington", "made": true}]}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![-20, 60, -20, -20]);
    assert_eq!(out["pools"], json!({"kitty": 6}));
}

/// Seed 003 L485–488: a buyer "must place in the pool the value of one trick for each card";
/// seed 000 L3174–3185: a peep costs one into the pool.
#[test]
fn purchases_and_peeps_feed_the_kitty() {
    let out = nap(
        json!({"purchase": true}),
        json!([{"caller": 2, "call": "nap", "made": true, "bought": [2, 0, 3, 1]}]),
    );
    assert_eq!(amounts(&out)[0], vec![-12, -10, 33, -11]);
    assert_eq!(out["pools"], json!({"kitty": 0}));
    let out = nap(
        json!({"peep": true}),
        json!([{"caller": 2, "call": 4, "made": true, "peeped": [true, false, true, null]}]),
    );
    assert_eq!(amounts(&out)[0], vec![-5, -4, 11, -4]);
    assert_eq!(out["pools"], json!({"kitty": 2}));
    let e = refused(
        "nap",
        json!({"players": FOUR, "deals": [{"caller": 0, "call": 1, "made": true, "bought": [0, 1, 0, 0]}]}),
    );
    assert_eq!(e.field, "deals[0].bought[1]");
    let e = refused(
        "nap",
        json!({"settings": {"purchase": true}, "players": FOUR,
               "deals": [{"caller": 0, "call": 1, "made": true, "bought": [0, 6, 0, 0]}]}),
    );
    assert_eq!(e.field, "deals[0].bought[1]");
}

/// Seed 003 L501–518: who takes the spare hand must stand for Nap, and failing pays each the
/// stake for five and puts two into the kitty. Seed 001 L15238–15241: the 1927 Sir Garnet loses
/// ten to each.
#[test]
fn the_spare_hand_and_sir_garnet() {
    let out = nap(
        json!({"spare_hand": "spare_hand", "kitty": "dealer"}),
        json!([{"caller": 1, "call": "nap", "made": false, "widow": true}]),
    );
    assert_eq!(amounts(&out)[0], vec![4, -17, 5, 5]);
    assert_eq!(out["pools"], json!({"kitty": 3}));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .contains("takes the spare hand")
    );
    assert_eq!(
        both_ways(json!({"spare_hand": "spare_hand"}), json!("nap")),
        (10, 5)
    );
    let out = nap(
        json!({"spare_hand": "sir_garnet_double"}),
        json!([{"caller": 1, "call": "nap", "made": false, "widow": true},
               {"caller": 1, "call": "nap", "made": false}]),
    );
    assert_eq!(
        amounts(&out),
        vec![vec![10, -30, 10, 10], vec![5, -15, 5, 5]]
    );
    let e = refused(
        "nap",
        json!({"settings": {"spare_hand": "sir_garnet"}, "players": FOUR,
               "deals": [{"caller": 0, "call": 4, "made": true, "widow": true}]}),
    );
    assert_eq!(e.field, "deals[0].call");
    let e = refused(
        "nap",
        json!({"players": FOUR, "deals": [{"caller": 0, "call": "nap", "made": true, "widow": true}]}),
    );
    assert_eq!(e.field, "deals[0].widow");
}

/// Seed 003 L522–538: after a deal all passed "the stakes for the next deal are doubled, and
/// remain so until the person declaring has won".
#[test]
fn the_double_header() {
    let deals = json!([
        {"call": null},
        {"caller": 0, "call": 3, "made": false},
        {"caller": 1, "call": 3, "made": true},
        {"caller": 2, "call": 3, "made": true}
    ]);
    let out = nap(
        json!({"double_header": "on", "lowest_call": 3}),
        deals.clone(),
    );
    assert_eq!(
        amounts(&out),
        vec![
            vec![0, 0, 0, 0],
            vec![-18, 6, 6, 6],
            vec![-6, 18, -6, -6],
            vec![-3, -3, 9, -3]
        ]
    );
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .contains("2 times")
    );
    let e = refused(
        "nap",
        json!({"settings": {"double_header": "on", "lowest_call": 3}, "players": FOUR,
               "deals": [{"caller": 0, "call": 2, "made": true}]}),
    );
    assert_eq!(e.field, "deals[0].call");
    // Compounding: two deals passed make the stakes four times.
    let out = nap(
        json!({"double_header": "compounding"}),
        json!([{"call": "pass"}, {}, {"caller": 0, "call": 1, "made": true}]),
    );
    assert_eq!(amounts(&out)[2], vec![12, -4, -4, -4]);
    // Not compounding: twice at most.
    let out = nap(
        json!({"double_header": "on"}),
        json!([{"call": "pass"}, {}, {"caller": 0, "call": 1, "made": true}]),
    );
    assert_eq!(amounts(&out)[2], vec![6, -2, -2, -2]);
}

/// Seed 003 L328–330: the first caller stands for one when all the others pass, so there is no
/// deal passed out; seed 000 L3258–3260: the dealer makes one "or pay 1d. each".
#[test]
fn a_deal_all_passed() {
    let e = refused("nap", json!({"players": FOUR, "deals": [{"call": null}]}));
    assert_eq!(e.field, "deals[0].call");
    let out = nap(
        json!({"all_pass": "dealer_pays"}),
        json!([{"call": null}, {"call": "pass"}]),
    );
    assert_eq!(amounts(&out), vec![vec![-3, 1, 1, 1], vec![1, -3, 1, 1]]);
    let e = refused(
        "nap",
        json!({"settings": {"all_pass": "dealer_pays"}, "players": FOUR,
               "deals": [{"call": null, "caller": 2}]}),
    );
    assert_eq!(e.field, "deals[0].caller");
}

/// Seed 001 L15186–15188: the bidder revoking pays each adversary his bid; an adversary
/// revoking pays the bidder "for himself and each of the other adversaries".
#[test]
fn a_revoke() {
    let out = nap(
        json!({}),
        json!([{"caller": 0, "call": 3, "made": true, "revoke": 0},
               {"caller": 0, "call": 3, "revoke": 2}]),
    );
    assert_eq!(amounts(&out), vec![vec![-9, 3, 3, 3], vec![9, 0, -9, 0]]);
}

#[test]
fn bad_deals_are_refused_naming_the_field() {
    for (deal, field) in [
        (json!({"call": 3, "made": true}), "deals[0].caller"),
        (
            json!({"caller": 4, "call": 3, "made": true}),
            "deals[0].caller",
        ),
        (
            json!({"caller": 0, "call": 0, "made": true}),
            "deals[0].call",
        ),
        (
            json!({"caller": 0, "call": "grand", "made": true}),
            "deals[0].call",
        ),
        (
            json!({"caller": 0, "call": [1], "made": true}),
            "deals[0].call",
        ),
        (
            json!({"caller": 0, "call": 1, "made": "yes"}),
            "deals[0].made",
        ),
        (json!({"caller": 0, "call": 1, "tricks": 3}), "deals[0]"),
        (
            json!({"caller": 0, "call": 1, "revoke": 9}),
            "deals[0].revoke",
        ),
    ] {
        let e = refused("nap", json!({"players": FOUR, "deals": [deal]}));
        assert!(e.field.starts_with(field), "{deal}: {e:?}");
    }
    let e = refused(
        "nap",
        json!({"settings": {"scale": "huge"}, "players": FOUR, "deals": []}),
    );
    assert!(e.field.starts_with("settings"), "{e:?}");
    let e = refused("nap", json!({"players": ["A"], "deals": []}));
    assert_eq!(e.field, "players");
    let e = refused(
        "nap",
        json!({"players": FOUR, "pools": {"kitty": -1}, "deals": []}),
    );
    assert_eq!(e.field, "pools.kitty");
}

/// A table's pad: a row a deal with the kitty in the note, settled at the foot.
#[test]
fn the_pad_keeps_the_kitty_in_its_notes() {
    let law = registry::find("nap").unwrap();
    let table = law.table.unwrap();
    let pad = (table.pad)(&crate::laws::pad::PadInput {
        settings: json!({"kitty": "dealer"}),
        sides: FOUR.iter().map(|s| s.to_string()).collect(),
        deals: vec![
            json!({"caller": 1, "call": "2", "made": true}),
            json!({"caller": 1, "call": "nap", "made": true, "seated": [true, true, true, false]}),
        ],
    });
    let pad = pad.unwrap_or_else(|e| panic!("{e:?}"));
    let text = serde_json::to_string(&pad).unwrap();
    assert!(text.contains("In the pools: kitty 1."), "{text}");
    assert!(text.contains("takes the kitty, 2"), "{text}");
}

fn call() -> impl Strategy<Value = Value> {
    prop_oneof![
        (1i64..=4).prop_map(|k| json!(k)),
        Just(json!("misere")),
        Just(json!("nap")),
        Just(json!("wellington")),
        Just(json!("blucher")),
        Just(json!(null)),
    ]
}

proptest! {
    /// Whatever is called, made or not, with any kitty: every deal sums to nothing with its
    /// pools (the ledger checks it), the kitty never goes below nothing, and the settlement pays
    /// exactly the balances.
    #[test]
    fn any_sitting_balances(
        deals in prop::collection::vec((0usize..5, call(), any::<bool>(), prop::collection::vec(0i64..3, 5)), 0..12),
        kitty in prop_oneof![Just("none"), Just("dealer"), Just("round"), Just("dealer_and_players")],
        failed in prop_oneof![Just("nothing"), Just("doubles_kitty")],
        start in 0i64..10,
    ) {
        let deals: Vec<Value> = deals
            .into_iter()
            .map(|(caller, call, made, bought)| match call.is_null() {
                true => json!({"call": null}),
                false => json!({"caller": caller, "call": call, "made": made, "bought": bought}),
            })
            .collect();
        let out = score("nap", json!({
            "settings": {"kitty": kitty, "failed_nap": failed, "purchase": true, "double_header": "on"},
            "players": ["A", "B", "C", "D", "E"],
            "pools": {"kitty": start},
            "deals": deals,
        })).unwrap();
        let total: i64 = out["balances"].as_array().unwrap().iter().map(|b| b.as_i64().unwrap()).sum();
        prop_assert_eq!(total + out["pools"]["kitty"].as_i64().unwrap_or(start), start);
        for d in out["deals"].as_array().unwrap() {
            prop_assert!(d["pools"]["kitty"].as_i64().unwrap_or(0) >= 0);
        }
        settles_exactly(&out);
    }
}
