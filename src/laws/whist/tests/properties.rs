//! Properties of short rubbers, of the pad drawn deal by deal, and of Clay's settlements.

use super::*;

fn a_deal() -> impl Strategy<Value = Value> {
    (0i64..=13, 0usize..5, 0usize..12, 0usize..3, 0usize..12).prop_map(
        |(tricks, honours, revoker, penalty, void)| {
            let mut deal = serde_json::Map::new();
            if void == 0 {
                deal.insert("void".into(), json!(true));
                return Value::Object(deal);
            }
            deal.insert("tricks".into(), json!([tricks, 13 - tricks]));
            let h = [[0, 4], [1, 3], [2, 2], [3, 1], [4, 0]][honours];
            deal.insert("honours".into(), json!(h));
            if revoker < 2 {
                let mut counts = [0, 0];
                counts[revoker] = 1;
                let key = ["revokes_take3", "revokes_deduct3", "revokes_add3"][penalty];
                deal.insert(key.into(), json!(counts));
            }
            Value::Object(deal)
        },
    )
}

proptest! {
    /// Laws 9–10: the winners of a short-whist rubber gain from 1 to 8; every settlement nets
    /// to nothing.
    #[test]
    fn short_rubbers_are_worth_one_to_eight(deals in prop::collection::vec(a_deal(), 0..40)) {
        for variant in [Variant::Short1884, Variant::Short1900] {
            let settings = json!({"take3_short": "all_they_have"});
            let r = run(variant, &settings, &deals).unwrap().2;
            for rubber in &r.rubbers {
                prop_assert!((1..=8).contains(&rubber.value), "{rubber:?}");
            }
            for s in &r.settlements {
                prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            }
            prop_assert_eq!(r.net()[0] + r.net()[1], 0);
            for g in &r.games {
                prop_assert!(g.points[1 - g.winner] < 5 && g.points[g.winner] >= 5);
            }
        }
    }

    /// A pad of the first deals is the start of the pad of them all: entering deals one by one
    /// draws what replaying the list draws.
    #[test]
    fn a_prefix_draws_the_start_of_the_pad(deals in prop::collection::vec(a_deal(), 1..30), cut in 0usize..30) {
        let cut = cut.min(deals.len());
        for variant in [Variant::Short1884, Variant::Short1900, Variant::Long, Variant::SevenPoint] {
            let settings = json!({"take3_short": "all_they_have"});
            let strip = |d: &Value| {
                let mut d = d.clone();
                if variant == Variant::SevenPoint
                    && let Value::Object(m) = &mut d
                {
                    m.remove("honours");
                }
                d
            };
            let deals: Vec<Value> = deals.iter().map(strip).collect();
            let whole = table::pad(variant, &pad_input(settings.clone(), &deals)).unwrap();
            let part = table::pad(variant, &pad_input(settings.clone(), &deals[..cut])).unwrap();
            prop_assert!(whole.rows.starts_with(&part.rows));
            prop_assert!(whole.settled.starts_with(&part.settled));
            prop_assert_eq!(whole.net().iter().sum::<i64>(), 0);
        }
    }

    #[test]
    fn clay_settlements_net_to_nothing(games in prop::collection::vec((0usize..3, prop::collection::vec(0i64..=13, 1..8)), 0..6)) {
        let mut deals = Vec::new();
        for (dummy, hands) in games {
            for t in hands {
                deals.push(json!({"dummy": dummy, "tricks": t}));
            }
        }
        let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
        // A game left unfinished may hold the next game's player: only a complete game may
        // change hands, so cut at the first refusal.
        let mut good = deals.clone();
        while clay::score(&Value::Null, &sides, &good).is_err() {
            good.pop();
        }
        let r = clay::score(&Value::Null, &sides, &good).unwrap();
        for s in &r.settlements {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            prop_assert!(s.value > 0);
        }
    }
}
