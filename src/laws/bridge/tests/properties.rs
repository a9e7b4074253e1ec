//! Properties of the rubber and of the lump games over generated deals.

use super::*;

fn any_rubber_deal(code: Code) -> impl Strategy<Value = Value> {
    // Nullos only where the 1926 count scores them.
    let mut denominations = vec!["C", "D", "H", "S", "NT"];
    if code == Code::Auction1926 {
        denominations.push("nullo");
    }
    let denominations = prop::sample::select(denominations);
    (
        0..2i64,
        1..=7i64,
        denominations,
        0..=2i64,
        0..=13i64,
        (0..2usize, 0..=5i64, 0..=1i64),
        (0..=2i64, 0..=2i64),
        (0..=1i64, prop::bool::ANY),
    )
        .prop_map(move |(declarer, level, denomination, doubles, tricks, (holder, count, all_in_one), (rev0, rev1), (chicane, take_tricks))| {
            let count = if denomination == "NT" { count.min(4) } else { count };
            let one_hand = if all_in_one == 1 { count } else { (count + 1) / 2 };
            // Contract refuses three or more honours not four in one hand (L2480).
            let count = if code == Code::Contract1927 && count >= 3 && one_hand < 4 { 2 } else { count };
            let one_hand = one_hand.min(count);
            let mut honours = [0, 0];
            let mut one = [0, 0];
            honours[holder] = count;
            one[holder] = one_hand;
            let mut deal = json!({"declarer": declarer, "denomination": denomination, "tricks": tricks,
                "honours": honours, "honours_in_one_hand": one, "revokes": [rev0, rev1]});
            if code != Code::Bridge1904 {
                deal["level"] = json!(level);
                deal["doubles"] = json!(doubles);
            } else {
                deal["doubles"] = json!(doubles);
            }
            let choice = |revoked: i64, side: i64| -> Value {
                if revoked == 0 {
                    return Value::Null;
                }
                match code {
                    Code::Bridge1904 => json!(if take_tricks { "tricks" } else if side == 0 { "deduct" } else { "add" }),
                    Code::Auction1908 if side != declarer && take_tricks => json!("tricks"),
                    _ => json!("points"),
                }
            };
            if denomination == "nullo" {
                let d = deal.as_object_mut().unwrap();
                d.remove("honours");
                d.remove("honours_in_one_hand");
            }
            if matches!(code, Code::Bridge1904 | Code::Auction1908) {
                deal["revoke_penalty"] = json!([choice(rev0, 0), choice(rev1, 1)]);
                // A void hand among the side that does not hold the honours.
                if denomination != "NT" && chicane == 1 {
                    let mut c = [0, 0];
                    c[1 - holder] = 1;
                    deal["chicane"] = json!(c);
                }
            }
            deal
        })
}

fn any_code() -> impl Strategy<Value = Code> {
    prop::sample::select(vec![
        Code::Bridge1904,
        Code::Auction1908,
        Code::Auction1926,
        Code::Contract1927,
    ])
}

fn code_and_deals() -> impl Strategy<Value = (Code, Vec<Value>)> {
    any_code().prop_flat_map(|code| {
        (
            Just(code),
            prop::collection::vec(any_rubber_deal(code), 0..16),
        )
    })
}

/// Whether the rubber deal `i` belongs to has closed and a deal of the next rubber follows.
fn rubber_agreed(code: Code, deals: &[Value], i: usize) -> bool {
    let s = sitting(code, Value::Null, json!(deals));
    s.deals[i..deals.len() - 1]
        .iter()
        .any(|r| r.rubber_closed.is_some())
}

fn law_of(code: Code) -> registry::Table {
    let id = match code {
        Code::Bridge1904 => "bridge-1904",
        Code::Auction1908 => "auction-1908",
        Code::Auction1926 => "auction-1926",
        Code::Contract1927 => "contract-1927",
    };
    registry::find(id).unwrap().table.unwrap()
}

proptest! {
    /// 1904 Laws 12–13 (seed 000 L7515–7525), 1926 laws 66–67 (seed 001 L1964–1971): a
    /// correction of honours alone is the players' while the rubber lasts, in any deal; one of
    /// the tricks is refused only once a game after the deal has been concluded.
    #[test]
    fn honours_stay_correctable_and_tricks_close_with_the_game(
        (code, deals) in code_and_deals(), pick in any::<prop::sample::Index>()
    ) {
        prop_assume!(!deals.is_empty());
        let i = pick.index(deals.len());
        let table = law_of(code);
        let closed = table.claims_closed.unwrap();
        let entered = input(Value::Null, json!(deals));
        let mut no_honours = deals[i].clone();
        let fields = no_honours.as_object_mut().unwrap();
        fields.remove("honours");
        fields.remove("honours_in_one_hand");
        prop_assert_eq!(closed(&entered, i, &no_honours), None);
        let mut tricks = deals[i].clone();
        let played = tricks["tricks"].as_i64().unwrap();
        tricks["tricks"] = json!((played + 1) % 14);
        if let Some(why) = closed(&entered, i, &tricks) {
            prop_assert!(why.contains("trick score"), "{}", why);
            let s = sitting(code, Value::Null, json!(deals));
            let concluded = s.deals[i..deals.len() - 1]
                .iter()
                .any(|r| r.game_won.is_some() || r.rubber_closed.is_some());
            prop_assert!(concluded);
        }
        let agreed = rubber_agreed(code, &deals, i);
        prop_assert_eq!((table.correctable)(&entered, i), !agreed);
    }

    /// The pad after the whole list is the pad after entering the deals one by one: nothing a
    /// later deal does changes what an earlier one wrote.
    #[test]
    fn replaying_the_list_equals_entering_one_by_one((code, deals) in code_and_deals()) {
        let whole = sitting(code, Value::Null, json!(deals));
        for n in 0..=deals.len() {
            let part = sitting(code, Value::Null, json!(deals[..n]));
            prop_assert_eq!(&part.deals[..], &whole.deals[..n]);
            let closed = whole.rubbers.iter().filter(|r| r.last_deal < n).count();
            prop_assert_eq!(&part.rubbers[..], &whole.rubbers[..closed]);
        }
    }

    /// Every rubber pays what the other side loses; no side stands at 30 toward a game after a
    /// deal; a rubber has a side with two games.
    #[test]
    fn net_sums_to_zero_and_games_close((code, deals) in code_and_deals()) {
        let s = sitting(code, Value::Null, json!(deals));
        let net = s.net();
        prop_assert_eq!(net[0] + net[1], 0);
        for d in &s.deals {
            prop_assert!(d.toward_game[0] < 30 && d.toward_game[1] < 30);
        }
        for r in &s.rubbers {
            prop_assert!(r.games.contains(&2));
            prop_assert_eq!(r.amounts[0], r.totals[0] - r.totals[1]);
        }
    }

    /// A nullo is no trumps seen from the other side of the table: the declarers winning t
    /// tricks at nullo score what they would winning 13 − t at no trumps, revokes included,
    /// all but the slams, which go to the side that won the tricks.
    #[test]
    fn nullo_mirrors_no_trumps(
        level in 1..=7i64, doubles in 0..=2i64, tricks in 0..=13i64, revokes in (0..=2i64, 0..=2i64)
    ) {
        let deal = |denomination: &str, tricks: i64| json!({"declarer": 0, "level": level,
            "denomination": denomination, "doubles": doubles, "tricks": tricks,
            "revokes": [revokes.0, revokes.1]});
        let nullo = sitting(Code::Auction1926, Value::Null, json!([deal("nullo", tricks)]));
        let mirror = sitting(Code::Auction1926, Value::Null, json!([deal("NT", 13 - tricks)]));
        let without_slams = |s: &Scored| -> Vec<Vec<i64>> {
            s.above.iter().chain(&s.below).map(|items| items.iter()
                .filter(|i| !i.label.contains("slam") && i.label != "rubber")
                .map(|i| i.points).collect()).collect()
        };
        prop_assert_eq!(without_slams(&nullo.deals[0].scored), without_slams(&mirror.deals[0].scored));
    }

    /// Blind Auction deal by deal: every deal is settled at once, the settlements sum to zero
    /// and each is the difference of the deal's totals.
    #[test]
    fn blind_deal_by_deal_settles_every_deal(deals in prop::collection::vec(any_rubber_deal(Code::Auction1926), 0..12)) {
        // A blind player's honours are all in his one hand: the split is not entered.
        let deals: Vec<Value> = deals.into_iter().map(|mut d| {
            d.as_object_mut().unwrap().remove("honours_in_one_hand");
            d
        }).collect();
        let s = two_hand(json!({"form": "blind", "blind_scoring": "deal_125"}), json!(deals));
        prop_assert_eq!(s.rubbers.len(), deals.len());
        prop_assert_eq!(s.net()[0] + s.net()[1], 0);
        for (d, r) in s.deals.iter().zip(&s.rubbers) {
            prop_assert_eq!(r.amounts[0], d.above[0] + d.below[0] - d.above[1] - d.below[1]);
            let game = d.below[0] >= 30 || d.below[1] >= 30;
            prop_assert_eq!(d.game_won.is_some(), game);
        }
    }

    /// Chinese Auction's rubber is the four-hand auction rubber, deal for deal.
    #[test]
    fn chinese_auction_is_the_1926_rubber(deals in prop::collection::vec(any_rubber_deal(Code::Auction1926), 0..12)) {
        let two = two_hand(Value::Null, json!(deals));
        let four = sitting(Code::Auction1926, Value::Null, json!(deals));
        prop_assert_eq!(two.net(), four.net());
        prop_assert_eq!(&two.rubbers.iter().map(|r| r.totals).collect::<Vec<_>>(), &four.rubbers.iter().map(|r| r.totals).collect::<Vec<_>>());
    }

    /// The lump games settle to zero among the players, whatever the deals.
    #[test]
    fn lump_net_sums_to_zero(
        four in prop::bool::ANY,
        deals in prop::collection::vec((0..3i64, 1..=7i64, prop::sample::select(vec!["C", "D", "H", "S", "NT"]), 0..=2i64, 0..=13i64, 0..=3i64), 0..12)
    ) {
        let names: Vec<String> = if four { vec!["A", "B", "C", "D"] } else { vec!["A", "B", "C"] }
            .into_iter().map(String::from).collect();
        let deals: Vec<Value> = deals.into_iter().map(|(declarer, level, denomination, doubles, tricks, honours)| {
            let mut d = json!({"declarer": declarer, "level": level, "denomination": denomination, "doubles": doubles,
                "tricks": tricks, "declarer_honours": honours});
            if four {
                d["dealer"] = json!(3);
            }
            d
        }).collect();
        let s = lump_sitting(Game::DummyUp, &Value::Null, &names, &deals).unwrap().1;
        prop_assert_eq!(s.net.iter().sum::<i64>(), 0);
        for d in &s.deals {
            // A deal is credited either to the declarer's side or to every adversary.
            prop_assert!(d.credited.iter().all(|&c| c >= 0));
        }
    }
}
