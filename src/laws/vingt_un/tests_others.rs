//! Macao, seven and a half and farmer (seed 001 L14443–14586): each payment, the book's
//! example, the bank or farm passing, refusals naming the field.

use serde_json::{Value, json};

use super::{farmer, macao, seven_half};

type Score = fn(&str) -> Result<String, super::super::LawError>;

fn run(score: Score, input: Value) -> Value {
    serde_json::from_str(&score(&input.to_string()).unwrap()).unwrap()
}

fn refuse(score: Score, input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

/// One round, the dealer 0 against punters 1.. .
fn round(score: Score, dealer_cards: &str, doubled: bool, punters: &[(i64, &[&str])]) -> Value {
    let names: Vec<String> = (0..=punters.len()).map(|i| format!("P{i}")).collect();
    let punters: Vec<Value> = punters
        .iter()
        .enumerate()
        .map(|(i, (stake, hands))| json!({"player": i + 1, "stake": stake, "hands": hands}))
        .collect();
    let out = run(
        score,
        json!({"players": names, "deals": [{"dealer": 0, "doubled": doubled,
                "dealer_cards": dealer_cards, "punters": punters}]}),
    );
    out["deals"][0]["amounts"].clone()
}

/// Seed 001 L14447–14452: a nine on the one card dealt is paid three times the stake, an eight
/// twice, a seven once; the dealer's the same from each punter.
#[test]
fn macao_naturals() {
    let a = round(
        macao::score,
        "5S",
        false,
        &[(2, &["9H"]), (2, &["8H"]), (2, &["7H"])],
    );
    assert_eq!(a, json!([-12, 6, 4, 2]));
    let a = round(macao::score, "8S", false, &[(2, &["3H"]), (1, &["KH"])]);
    assert_eq!(a, json!([6, -4, -2]));
    // [INFER] a natural against the dealer's stands off, as at vingt-et-un (L14414–14416).
    let a = round(macao::score, "8S", false, &[(2, &["9H"])]);
    assert_eq!(a, json!([0, 0]));
}

/// Tens and courts count nothing, aces one; over nine pays at once; equal points stand off and
/// a drawn nine is paid as any better hand (seed 001 L14433–14437, L14445–14447).
#[test]
fn macao_drawn_hands() {
    let a = round(
        macao::score,
        "6S 2H",
        false,
        &[
            (1, &["KS 9D"]),
            (1, &["4D 4C"]),
            (1, &["5D 5C"]),
            (1, &["AH 2C"]),
        ],
    );
    assert_eq!(a, json!([1, 1, 0, -1, -1]));
    // The dealer over pays all still standing.
    let a = round(
        macao::score,
        "6S 4H",
        false,
        &[(1, &["5D 5C"]), (1, &["AH 2C"])],
    );
    assert_eq!(a, json!([0, -1, 1]));
}

#[test]
fn macao_refusals() {
    let deal = |doubled: bool, hands: Value| {
        json!({"players": ["D", "P"], "deals": [{"dealer": 0, "doubled": doubled,
               "dealer_cards": "5S", "punters": [{"player": 1, "stake": 1, "hands": hands}]}]})
    };
    assert_eq!(
        refuse(macao::score, deal(true, json!(["3H"]))),
        "deals[0].doubled"
    );
    assert_eq!(
        refuse(macao::score, deal(false, json!(["3H", "3D"]))),
        "deals[0].punters[0].hands[0]"
    );
    // Over with two cards, a third drawn.
    assert_eq!(
        refuse(macao::score, deal(false, json!(["6H 5D 2C"]))),
        "deals[0].punters[0].hands[0]"
    );
}

/// Seed 001 L14549–14565, the book's example: an ace, two chips; a second ace split, two
/// chips; a third ace split, two chips: three hands of two chips each.
#[test]
fn seven_and_a_half_the_three_aces() {
    // The dealer stands on 6: 1 + 6 = 7 wins, 1 + 4 = 5 loses, 1 + 6 = 7 wins.
    let a = round(
        seven_half::score,
        "6S",
        false,
        &[(2, &["AS 6H", "AH 4D", "AD 6D"])],
    );
    assert_eq!(a, json!([-2, 2]));
}

/// Courts count a half; the dealer takes equal or less and pays more (L14528–14531); doubled
/// (L14517–14519); over paid at once, the dealer over paying those standing (L14524–14533).
#[test]
fn seven_and_a_half_payments() {
    // Dealer 5½ (5 and a king): 5½ ties to him, 6 beats him, over pays.
    let a = round(
        seven_half::score,
        "5S KH",
        true,
        &[(1, &["5H QD"]), (1, &["6C"]), (1, &["7C 3D"])],
    );
    assert_eq!(a, json!([2, -2, 2, -2]));
    // The dealer over: pays those standing, not the one over before him.
    let a = round(
        seven_half::score,
        "7S 4H",
        false,
        &[(1, &["2C"]), (1, &["7C 3D"])],
    );
    assert_eq!(a, json!([0, 1, -1]));
}

/// Seven and a half exactly: paid double by a dealer without it (L14535–14539); a dealer with
/// it takes double from all standing, "regardless of … hands of similar value" (L14544–14547);
/// the first punter with it takes the deal (L14567–14569).
#[test]
fn seven_and_a_half_exactly() {
    let a = round(
        seven_half::score,
        "6S AH",
        false,
        &[(2, &["7C JD"]), (1, &["3C"])],
    );
    assert_eq!(a, json!([-3, 4, -1]));
    let a = round(
        seven_half::score,
        "7S QH",
        false,
        &[(2, &["7C JD"]), (1, &["3C"])],
    );
    assert_eq!(a, json!([6, -4, -2]));
    let out = run(
        seven_half::score,
        json!({"players": ["A", "B", "C"], "deals": [
            {"dealer_cards": "6S", "stakes": [null, 1, 1], "cards": [null, "2C", "7C JD"]},
            {"dealer_cards": "6D", "stakes": [1, 1, null], "cards": ["2D", "3C", null]}
        ]}),
    );
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.ends_with("The bank passes to C."), "{note}");
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .starts_with("C deals")
    );
}

#[test]
fn seven_and_a_half_refusals() {
    let deal = |stakes: Value, hands: Value| {
        json!({"players": ["D", "P"], "deals": [{"dealer": 0, "dealer_cards": "5S",
               "punters": [{"player": 1, "stake": 2, "stakes": stakes, "hands": hands}]}]})
    };
    // Eights, nines and tens are out of the pack.
    assert_eq!(
        refuse(seven_half::score, deal(json!(null), json!(["9H"]))),
        "deals[0].punters[0].hands[0]"
    );
    // Two fours are eight together: not divided (L14549–14552).
    assert_eq!(
        refuse(seven_half::score, deal(json!(null), json!(["4H", "4D"]))),
        "deals[0].punters[0].hands[0]"
    );
    // The same stake on each divided hand.
    assert_eq!(
        refuse(seven_half::score, deal(json!([2, 3]), json!(["2H", "2D"]))),
        "deals[0].punters[0].stakes[1]"
    );
}

/// Seed 001 L14459–14489: each puts a chip in the farm, the farmer his bid; sixteen wins it;
/// the over pay the farmer a chip a point; the nearest below sixteen a chip from each.
#[test]
fn farmer_the_farm_won() {
    let out = run(
        farmer::score,
        json!({"players": ["F", "A", "B", "C"], "deals": [{
            "farmer": 0, "bid": 3,
            "cards": [null, "10H 6H", "KS 9C", "5D 4S 3C"]
        }]}),
    );
    // F: −1 −3 +3 −1; A: −1 +7 −1; B: −1 −3 −1; C: −1 +3.
    assert_eq!(out["deals"][0]["amounts"], json!([-2, 5, -5, 2]));
    assert_eq!(out["pools"], json!({"farm": 0}));
}

/// No sixteen: the farmer keeps the farm deal after deal (L14470–14473); won, a new farm is
/// formed and sold (L14486–14488).
#[test]
fn farmer_the_farm_kept_then_sold_again() {
    let out = run(
        farmer::score,
        json!({"players": ["F", "A", "B"], "deals": [
            {"farmer": 0, "bid": 2, "cards": [null, "10H 5D", "9C 4S"]},
            {"cards": [null, "QH 6H", "9D 4C"]},
            {"farmer": 2, "bid": 1, "cards": ["10S 3D", "JS 2C", null]}
        ]}),
    );
    let a = |i: usize| out["deals"][i]["amounts"].clone();
    // A's 15 nearest: a chip from F and B.
    assert_eq!(a(0), json!([-4, 1, -2]));
    assert_eq!(out["deals"][0]["pools"], json!({"farm": 5}));
    // A's sixteen wins the five; B's 13 is nearest: a chip from F and A.
    assert_eq!(a(1), json!([-1, 4, 2]));
    assert_eq!(out["deals"][1]["pools"], json!({"farm": 0}));
    // B buys the new farm for one: F's 13 is nearest.
    assert_eq!(a(2), json!([1, -2, -3]));
    assert_eq!(out["pools"], json!({"farm": 4}));
}

/// Between two sixteens the six of hearts wins, then the fewer cards, then the eldest hand.
#[test]
fn farmer_ties_at_sixteen() {
    let first = |cards: Value| {
        let out = run(
            farmer::score,
            json!({"players": ["F", "A", "B"], "deals": [{"farmer": 0, "bid": 0, "cards": cards}]}),
        );
        out["deals"][0]["note"].as_str().unwrap().to_owned()
    };
    assert!(first(json!([null, "KC 3D 3C", "10D 6H"])).contains("B makes sixteen"));
    assert!(first(json!([null, "KC 3D 3C", "10D 2H 4S"])).contains("A makes sixteen"));
    assert!(first(json!([null, "KC 3D 3C", "10D 6H"])).contains("farm, 3"));
    assert!(first(json!([null, "2C 3C 4D 7C", "KD 3S 3H"])).contains("B makes sixteen"));
}

#[test]
fn farmer_refusals() {
    let deal = |d: Value| json!({"players": ["F", "A", "B"], "deals": [d]});
    // The farm must be bought first.
    assert_eq!(
        refuse(
            farmer::score,
            deal(json!({"cards": [null, "2C 3C", "4C 5C"]}))
        ),
        "deals[0].farmer"
    );
    // The eights and three sixes are out of the pack.
    assert_eq!(
        refuse(
            farmer::score,
            deal(json!({"farmer": 0, "cards": [null, "8C 3C", "4C 5C"]}))
        ),
        "deals[0].cards[1]"
    );
    assert_eq!(
        refuse(
            farmer::score,
            deal(json!({"farmer": 0, "cards": [null, "6S 3C", "4C 5C"]}))
        ),
        "deals[0].cards[1]"
    );
    // Each punter draws at least one card.
    assert_eq!(
        refuse(
            farmer::score,
            deal(json!({"farmer": 0, "cards": [null, "10C", "4C 5C"]}))
        ),
        "deals[0].cards[1]"
    );
    // The farmer holds no hand.
    assert_eq!(
        refuse(
            farmer::score,
            deal(json!({"farmer": 0, "cards": ["2D 3D", "10C 2C", "4C 5C"]}))
        ),
        "deals[0].cards[0]"
    );
}
