//! Vingt-un on the ledger: the issue's contract, the books' examples, each payment (natural,
//! doubled, tie, divided pair, over paid at once), the bank passing, French vingt-un's rounds,
//! refusals naming the field, and the property that every round sums to nothing.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::poker::hands::{Card, parse_cards};
use super::law::{count21, score};

fn run(input: Value) -> Value {
    serde_json::from_str(&score(&input.to_string()).unwrap()).unwrap()
}

fn refuse(input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards("cards", text, false).unwrap()
}

/// One round: the dealer 0 against punters 1.. with these stakes and hands.
fn round(settings: Value, dealer_cards: &str, doubled: bool, punters: &[(i64, &[&str])]) -> Value {
    let names: Vec<String> = (0..=punters.len()).map(|i| format!("P{i}")).collect();
    let punters: Vec<Value> = punters
        .iter()
        .enumerate()
        .map(|(i, (stake, hands))| json!({"player": i + 1, "stake": stake, "hands": hands}))
        .collect();
    run(json!({
        "settings": settings,
        "players": names,
        "deals": [{"dealer": 0, "doubled": doubled, "dealer_cards": dealer_cards, "punters": punters}]
    }))
}

fn amounts(out: &Value) -> Value {
    out["deals"][0]["amounts"].clone()
}

/// Issue 24's contract: P1's 20 beats the dealer's 19 and is paid his 2; P2's 16 pays 2.
#[test]
fn the_issue_contract() {
    let out = run(json!({
        "settings": {}, "players": ["D", "P1", "P2"],
        "deals": [{"dealer": 0, "doubled": false, "dealer_cards": "10H 9S",
                   "punters": [{"player": 1, "stake": 2, "hands": ["10C KD"]},
                               {"player": 2, "stake": 2, "hands": ["8H 8S"]}]}]
    }));
    assert_eq!(amounts(&out), json!([0, 2, -2]));
    assert_eq!(out["balances"], json!([0, 2, -2]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 2, "to": 1, "amount": 2}])
    );
}

/// Seed 000 L5130–5141 (§4.12): ace and two, three or thirteen; a two, fifteen; a seven,
/// "twenty-two, or twelve"; a three, fifteen; a five, and he stands on twenty.
#[test]
fn the_1909_drawing_example_counts_the_ace_as_it_must() {
    assert_eq!(count21(&cards("AH 2S"), false).points, 13);
    assert_eq!(count21(&cards("AH 2S 2D"), false).points, 15);
    let twelve = count21(&cards("AH 2S 2D 7C"), false);
    assert_eq!((twelve.points, twelve.over), (12, false));
    assert_eq!(count21(&cards("AH 2S 2D 7C 3H"), false).points, 15);
    assert_eq!(count21(&cards("AH 2S 2D 7C 3H 5S"), false).points, 20);
    // The hand is played whole: it was never over, so each card could be drawn.
    let out = round(
        json!({"code": "1909"}),
        "10D 9C",
        false,
        &[(1, &["AH 2S 2D 7C 3H 5S"])],
    );
    assert_eq!(amounts(&out), json!([-1, 1]));
}

/// Seed 003 L3298–3305: four and nine, thirteen; a seven, twenty, on which he stands; had the
/// third card been a nine, an over-draw paying the stake, "or the double".
#[test]
fn the_english_drawing_example() {
    assert_eq!(count21(&cards("4H 9S 7D"), false).points, 20);
    let out = round(json!({}), "10D 8C", false, &[(3, &["4H 9S 7D"])]);
    assert_eq!(amounts(&out), json!([-3, 3]));
    let out = round(json!({}), "10D 8C", true, &[(3, &["4H 9S 9D"])]);
    assert_eq!(amounts(&out), json!([6, -6]));
}

/// Seed 003 L3195–3204: "quite possible for a player to win or lose four times the amount of
/// the maximum over one hand": the dealer doubles, then holds a natural (L3266–3271; seed 000
/// L5104–5106, "quadruple").
#[test]
fn a_doubled_natural_takes_four_times_the_stake() {
    let out = round(
        json!({"most_stake": 5}),
        "AS KH",
        true,
        &[(5, &["9C 7D"]), (1, &["2C 3D"])],
    );
    assert_eq!(amounts(&out), json!([24, -20, -4]));
}

/// Seed 003 L3225–3228, L3272–3274; seed 000 L5108–5110: a natural against the dealer's
/// natural: "neither pays".
#[test]
fn natural_against_natural_stands_off() {
    let out = round(
        json!({}),
        "AS KH",
        false,
        &[(2, &["AD QC"]), (2, &["9C 7D"])],
    );
    assert_eq!(amounts(&out), json!([4, 0, -4]));
}

/// Seed 003 L3277–3281; seed 000 L5112–5115: a punter's natural, the dealer having none, is
/// paid double (of the double, when called), whatever the dealer draws after.
#[test]
fn a_punters_natural_is_paid_double() {
    let out = round(json!({}), "10S 7D 4C", true, &[(3, &["AD QC"])]);
    assert_eq!(amounts(&out), json!([-12, 12]));
    // By agreement a natural receives double an ordinary vingt-un (seed 000 fn 46).
    let out = round(
        json!({"natural_pays": 4}),
        "10S 7D",
        false,
        &[(3, &["AD QC"])],
    );
    assert_eq!(amounts(&out), json!([-12, 12]));
}

/// Seed 003 L3229–3233, L3332–3334; seed 000 L5151–5152: a punter over pays at once, and the
/// dealer going over afterwards pays only those standing: nothing is refunded.
#[test]
fn over_is_paid_at_once_and_not_refunded() {
    let out = round(
        json!({}),
        "10S 6D 9C",
        false,
        &[(2, &["10C 5D KH"]), (3, &["9H 8S"])],
    );
    assert_eq!(amounts(&out), json!([-1, -2, 3]));
}

/// Seed 003 L3323–3328; seed 000 L5157–5158: the dealer receives on ties. The 1927 rules:
/// "players having same amount are tied, and neither win or lose" (seed 001 L14434–14436).
#[test]
fn ties_go_to_the_dealer_except_by_the_1927_rules() {
    let hands: &[(i64, &[&str])] = &[(2, &["10C 8D"]), (2, &["9H 9S"])];
    let out = round(json!({}), "KS 8H", false, hands);
    assert_eq!(amounts(&out), json!([4, -2, -2]));
    let out = round(json!({"code": "1909"}), "KS 8H", false, hands);
    assert_eq!(amounts(&out), json!([4, -2, -2]));
    let out = round(json!({"code": "1927"}), "KS 8H", false, hands);
    assert_eq!(amounts(&out), json!([0, 0, 0]));
}

/// Seed 003 L3337–3347: the dealer's drawn vingt-un takes double, but only the stake from a
/// punter who drew one too; a punter's drawn vingt-un against a dealer without one is paid
/// double. Seed 000 L5153–5158: by the 1909 book each punter pays double ([AMBIG] `drawn_tie`).
#[test]
fn drawn_vingt_uns() {
    let hands: &[(i64, &[&str])] = &[(2, &["10C 5D 6H"]), (2, &["9H 9S"])];
    let out = round(json!({}), "KS 4H 7D", false, hands);
    assert_eq!(amounts(&out), json!([6, -2, -4]));
    let out = round(json!({"code": "1909"}), "KS 4H 7D", false, hands);
    assert_eq!(amounts(&out), json!([8, -4, -4]));
    let out = round(
        json!({"code": "1909", "drawn_tie": "single"}),
        "KS 4H 7D",
        false,
        hands,
    );
    assert_eq!(amounts(&out), json!([6, -2, -4]));
    // The punter's drawn 21 against the dealer's 20, and against the dealer over.
    let out = round(json!({}), "KS QH", false, &[(2, &["10C 5D 6H"])]);
    assert_eq!(amounts(&out), json!([-4, 4]));
    let out = round(json!({}), "KS 5H 9D", false, &[(2, &["10C 5D 6H"])]);
    assert_eq!(amounts(&out), json!([-4, 4]));
    // The 1927 rules pay a drawn 21 as any better hand.
    let out = round(
        json!({"code": "1927"}),
        "KS QH",
        false,
        &[(2, &["10C 5D 6H"])],
    );
    assert_eq!(amounts(&out), json!([-2, 2]));
}

/// Seed 003 L3350–3367; seed 000 L5162–5174: a pair divided, each hand paid "on its own
/// merits"; the English form lets the stakes differ (L3356–3358), the 1909 not.
#[test]
fn a_divided_pair_plays_two_hands() {
    // Dealer 18: 8-10 ties and pays 1; 8-3-10, a drawn vingt-un, is paid double.
    let out = round(json!({}), "KD 8C", false, &[(1, &["8H 10C", "8S 3D 10S"])]);
    assert_eq!(amounts(&out), json!([-1, 1]));
    let out = run(json!({
        "players": ["D", "P"],
        "deals": [{"dealer": 0, "dealer_cards": "KD 8C",
                   "punters": [{"player": 1, "stake": 1, "stakes": [1, 3], "hands": ["8H 10C", "8S 3D 10S"]}]}]
    }));
    assert_eq!(amounts(&out), json!([-5, 5]));
    // A third of the kind: three hands (L3360–3364).
    let out = round(
        json!({}),
        "KD 8C",
        false,
        &[(1, &["AH 9C", "AS 5D", "AD 2C 3C"])],
    );
    assert_eq!(amounts(&out), json!([1, -1]));
    // Two of a kind only; the 1909 book's equal stakes.
    let field = refuse(json!({
        "players": ["D", "P"],
        "deals": [{"dealer": 0, "dealer_cards": "KD 8C",
                   "punters": [{"player": 1, "stake": 1, "hands": ["8H 10C", "9S 9D"]}]}]
    }));
    assert_eq!(field, "deals[0].punters[0].hands[0]");
    let field = refuse(json!({
        "settings": {"code": "1909"}, "players": ["D", "P"],
        "deals": [{"dealer": 0, "dealer_cards": "KD 8C",
                   "punters": [{"player": 1, "stake": 1, "stakes": [1, 3], "hands": ["8H 10C", "8S 9D"]}]}]
    }));
    assert_eq!(field, "deals[0].punters[0].stakes[1]");
}

/// The form a table sends: a stake and cards for each player, a divided pair apart by `/`.
#[test]
fn the_tables_form_reads_as_the_punters_list() {
    let out = run(json!({
        "players": ["D", "P1", "P2"],
        "deals": [{"dealer": 0, "doubled": null, "dealer_cards": "10H 9S",
                   "stakes": [null, 2, 2], "cards": [null, "10C KD", "8H 10S / 8S 7D"]}]
    }));
    assert_eq!(amounts(&out), json!([2, 2, -4]));
    // The form sends a blank stake as nought: with no cards it is no punter; with cards, a
    // stake of nothing, refused at its field.
    let form = |stakes: Value| {
        json!({"players": ["D", "P1", "P2"],
               "deals": [{"dealer_cards": "10H 9S", "stakes": stakes,
                          "cards": [null, "10C KD", "8H 10S"]}]})
    };
    assert_eq!(amounts(&run(form(json!([0, 2, 2])))), json!([0, 2, -2]));
    assert_eq!(refuse(form(json!([0, 2, 0]))), "deals[0].stakes[2]");
}

#[test]
fn refusals_name_the_field() {
    let deal = |punters: Value, dealer_cards: &str| {
        json!({"players": ["D", "P1", "P2"],
               "deals": [{"dealer": 0, "dealer_cards": dealer_cards, "punters": punters}]})
    };
    // A stake of nothing.
    let f = refuse(deal(
        json!([{"player": 1, "stake": 0, "hands": ["10C KD"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].stake");
    // A card twice in one round.
    let f = refuse(deal(
        json!([{"player": 1, "stake": 1, "hands": ["10H KD"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].hands[0]");
    // A card drawn after the hand was over.
    let f = refuse(deal(
        json!([{"player": 1, "stake": 1, "hands": ["10C 6D 9S 2H"]}]),
        "10H 9C",
    ));
    assert_eq!(f, "deals[0].punters[0].hands[0]");
    // Drawing after the dealer's natural.
    let f = refuse(deal(
        json!([{"player": 2, "stake": 1, "hands": ["2C 3D 4H"]}]),
        "AH KS",
    ));
    assert_eq!(f, "deals[0].punters[0].hands[0]");
    // The dealer staking, a stranger, a joker, one card.
    let f = refuse(deal(
        json!([{"player": 0, "stake": 1, "hands": ["2C 3D"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].player");
    let f = refuse(deal(
        json!([{"player": 7, "stake": 1, "hands": ["2C 3D"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].player");
    let f = refuse(deal(
        json!([{"player": 1, "stake": 1, "hands": ["2C JK"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].hands[0]");
    let f = refuse(deal(
        json!([{"player": 1, "stake": 1, "hands": ["2C"]}]),
        "10H 9S",
    ));
    assert_eq!(f, "deals[0].punters[0].hands[0]");
    let f = refuse(deal(
        json!([{"player": 1, "stake": 1, "hands": ["2C 3C"]}]),
        "",
    ));
    assert_eq!(f, "deals[0].dealer_cards");
    // Above the table's limit; the 1927 dealer does not double.
    let mut input = deal(
        json!([{"player": 1, "stake": 6, "hands": ["2C 3C"]}]),
        "10H 9S",
    );
    input["settings"] = json!({"most_stake": 5});
    assert_eq!(refuse(input), "deals[0].punters[0].stake");
    let mut input = deal(
        json!([{"player": 1, "stake": 1, "hands": ["2C 3C"]}]),
        "10H 9S",
    );
    input["settings"] = json!({"code": "1927"});
    input["deals"][0]["doubled"] = json!(true);
    assert_eq!(refuse(input), "deals[0].doubled");
    let mut input = deal(
        json!([{"player": 1, "stake": 1, "hands": ["2C 3C"]}]),
        "10H 9S",
    );
    input["settings"] = json!({"natural_pays": 3});
    assert_eq!(refuse(input), "settings.natural_pays");
}

/// Two packs shuffled together hold each card twice (seed 003 L3551–3553).
#[test]
fn two_packs_let_a_card_come_twice() {
    let hands: &[(i64, &[&str])] = &[(1, &["10H KD"])];
    let out = round(json!({"packs": 2}), "10H 9S", false, hands);
    assert_eq!(amounts(&out), json!([-1, 1]));
}

/// Seed 003 L3590–3602: the old privilege, each other punter paying the natural's holder his
/// stake, other naturals exempt.
#[test]
fn the_natural_from_each_punter() {
    let out = round(
        json!({"natural_from_each": "stake"}),
        "10S 7D",
        false,
        &[(3, &["AD QC"]), (1, &["9C 9D"]), (2, &["AC JH"])],
    );
    // P1: 6 from the dealer, 3 from P2. P3: 4 from the dealer, 2 from P2. P2 beats 17: +1.
    assert_eq!(amounts(&out), json!([-11, 9, -4, 6]));
}

fn passing(settings: Value, deals: Value) -> Vec<String> {
    let out = run(json!({"settings": settings, "players": ["A", "B", "C"], "deals": deals}));
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["note"].as_str().unwrap().to_owned())
        .collect()
}

/// A natural in the dealer's first round does not put him out (seed 003 L3402–3407; seed 000
/// L5181–5183); the next does, and the bank passes to his left (seed 003 L3282–3283); or to
/// the natural's holder; or, by the 1927 rules' usual way, each round.
#[test]
fn the_bank_passes_as_the_book_says() {
    let natural_for = |p: usize, d: Option<usize>| {
        let mut deal = json!({"dealer_cards": "10S 7D", "stakes": [null, null, null],
                              "cards": [null, null, null]});
        for q in 0..3 {
            if Some(q) != d {
                deal["stakes"][q] = json!(1);
                deal["cards"][q] = json!(if q == p { "AD QC" } else { "9C 2D" });
            }
        }
        deal
    };
    let deals = json!([
        natural_for(2, Some(0)),
        natural_for(2, Some(0)),
        natural_for(0, Some(1))
    ]);
    let notes = passing(json!({}), deals.clone());
    assert!(notes[0].contains("does not put him out"), "{}", notes[0]);
    assert!(notes[1].ends_with("The bank passes to B."), "{}", notes[1]);
    assert!(notes[2].starts_with("B deals"), "{}", notes[2]);
    let deals = json!([
        natural_for(1, Some(0)),
        natural_for(2, Some(0)),
        natural_for(0, Some(2))
    ]);
    let notes = passing(json!({"bank_passes": "to_the_natural"}), deals);
    assert!(notes[1].ends_with("The bank passes to C."), "{}", notes[1]);
    assert!(notes[2].starts_with("C deals"), "{}", notes[2]);
    let deals = json!([natural_for(1, Some(0)), natural_for(2, Some(1))]);
    let notes = passing(json!({"code": "1927"}), deals);
    assert!(notes[0].ends_with("The bank passes to B."), "{}", notes[0]);
    assert!(notes[1].starts_with("B deals"), "{}", notes[1]);
}

/// French vingt-un (seed 000 L5208–5262): the eight rounds in order, then the deal passes.
#[test]
fn french_vingt_un_plays_its_eight_rounds() {
    let f = |extra: Value| {
        let mut d = json!({"stakes": [null, 2, 2]});
        for (k, v) in extra.as_object().unwrap() {
            d[k] = v.clone();
        }
        d
    };
    let deals = json!([
        // 1: ordinary: B 20 beats 19, C over.
        f(json!({"dealer_cards": "10H 9S", "cards": [null, "10C KD", "10S 5D 9C"]})),
        // 2: imaginary tens: B's ace a natural (double); C's 7 + 10 = 17 below the dealer's 19.
        f(json!({"dealer_cards": "9S", "cards": [null, "AC", "7D"]})),
        // 3: blind: B 18 beats 17; C 17 ties.
        f(json!({"dealer_cards": "10H 7S", "cards": [null, "10C 8D", "9C 8C"]})),
        // 4: sympathy: two reds, sympathy wins; antipathy loses.
        f(json!({"cards": [null, "2H 3D", "4H 5H"], "calls": [null, "sympathy", "antipathy"]})),
        // 5: rouge et noir: a red card.
        f(json!({"cards": [null, "2H", "3S"], "calls": [null, "red", "red"]})),
        // 6: self and company: the dealer's 5, the company's 9; a 9 pairs the company's first.
        f(json!({"turned": "5H 9D 2C KS 9S"})),
        // 7: differences: dealer 11 (the ace one); B 15 wins 2 a unit, C 9 loses 2.
        f(json!({"dealer_cards": "AS JD", "cards": [null, "10S 5C", "AH 8D"]})),
        // 8: the clock: the fourth card a four.
        f(json!({"turned": "9H 7C QS 4D"})),
    ]);
    let out = run(json!({"settings": {"code": "1909", "form": "french"},
                         "players": ["A", "B", "C"], "deals": deals}));
    let a = |i: usize| out["deals"][i]["amounts"].clone();
    assert_eq!(a(0), json!([0, 2, -2]));
    assert_eq!(a(1), json!([-2, 4, -2]));
    assert_eq!(a(2), json!([0, 2, -2]));
    assert_eq!(a(3), json!([0, 2, -2]));
    assert_eq!(a(4), json!([0, 2, -2]));
    assert_eq!(a(5), json!([-4, 2, 2]));
    assert_eq!(a(6), json!([-4, 8, -4]));
    assert_eq!(a(7), json!([4, -2, -2]));
    let last = out["deals"][7]["note"].as_str().unwrap();
    assert!(
        last.starts_with("Round 8 of the French deal, the clock"),
        "{last}"
    );
    assert!(last.ends_with("The bank passes to B."), "{last}");
}

/// A pack shuffled by a seed, for the property.
fn shuffled(seed: u64) -> Vec<String> {
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    let mut pack: Vec<String> = ["S", "H", "D", "C"]
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| format!("{r}{s}")))
        .collect();
    let mut x = seed | 1;
    for i in (1..pack.len()).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        pack.swap(i, (x % (i as u64 + 1)) as usize);
    }
    pack
}

/// Draws a hand: two cards, then on until `stand` or over (never after it).
fn draw(pack: &mut Vec<String>, stand: u32, may_draw: bool) -> String {
    let mut hand: Vec<String> = vec![pack.pop().unwrap(), pack.pop().unwrap()];
    while may_draw && hand.len() < 12 {
        let h = count21(&cards(&hand.join(" ")), false);
        if h.over || h.points >= stand || h.natural.is_some() {
            break;
        }
        hand.push(pack.pop().unwrap());
    }
    hand.join(" ")
}

proptest! {
    /// Every round sums to nothing, whatever the code, and the settlement pays the balances.
    #[test]
    fn every_round_sums_to_nothing(
        seed in any::<u64>(),
        players in 2usize..7,
        code in 0usize..3,
        doubled in any::<bool>(),
        stands in proptest::collection::vec(12u32..22, 7),
        stakes in proptest::collection::vec(1i64..10, 7),
    ) {
        let mut pack = shuffled(seed);
        let dealer_cards = draw(&mut pack, 17, true);
        let natural = count21(&cards(&dealer_cards), false).natural.is_some();
        let punters: Vec<Value> = (1..players)
            .map(|p| json!({"player": p, "stake": stakes[p],
                            "hands": [draw(&mut pack, stands[p], !natural)]}))
            .collect();
        let code = ["1884", "1909", "1927"][code];
        let input = json!({
            "settings": {"code": code},
            "players": (0..players).map(|p| format!("P{p}")).collect::<Vec<_>>(),
            "deals": [{"dealer": 0, "doubled": doubled && code != "1927",
                       "dealer_cards": dealer_cards, "punters": punters}]
        });
        let out = run(input);
        let row: i64 = out["deals"][0]["amounts"].as_array().unwrap()
            .iter().map(|v| v.as_i64().unwrap()).sum();
        prop_assert_eq!(row, 0);
        let mut left: Vec<i64> = out["balances"].as_array().unwrap()
            .iter().map(|v| v.as_i64().unwrap()).collect();
        for pay in out["settlement"].as_array().unwrap() {
            let amount = pay["amount"].as_i64().unwrap();
            left[pay["from"].as_u64().unwrap() as usize] += amount;
            left[pay["to"].as_u64().unwrap() as usize] -= amount;
        }
        prop_assert!(left.iter().all(|&x| x == 0));
    }
}
