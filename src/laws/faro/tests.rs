//! Faro, stuss and rouge-et-noir: every payment by hand with the book's lines, the last turn's
//! odds (W44), splits, coppers, the refait and prison, the house's bank; refusals naming the
//! field; every deal sums to zero.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::bets::{rank, read};
use super::rouge;
use super::turn::{score_faro, score_stuss};

fn run(score: fn(&str) -> Result<String, super::super::LawError>, input: Value) -> Value {
    serde_json::from_str(&score(&input.to_string()).unwrap()).unwrap()
}

fn refuse(score: fn(&str) -> Result<String, super::super::LawError>, input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

#[test]
fn bets_and_cards_are_read() {
    let b = read("f", "5 on 7, 2 on K coppered; 4 on 5/6").unwrap();
    assert_eq!(b.len(), 3);
    assert_eq!(
        (b[1].stake, b[1].on.as_str(), b[1].coppered),
        (2, "k", true)
    );
    assert_eq!(b[2].on, "5/6");
    assert!(read("f", "five on 7").is_err());
    assert!(read("f", "0 on 7").is_err());
    assert!(read("f", "5 7").is_err());
    assert_eq!(rank("10H"), Some(10));
    assert_eq!(rank("king"), Some(13));
    assert_eq!(rank("A"), Some(1));
    assert_eq!(rank("1"), None);
    assert_eq!(rank("ZZ"), None);
}

/// Seed 001 L14674–14684: the card left in the box wins, the one beside it loses; a flat bet
/// says the card will win, a coppered one that it will lose; "if any card embraced in the
/// combination shows, the bet is either won or lost"; even money (L14688). Ann banks: the seven
/// loses, the king wins.
#[test]
fn faro_flat_coppered_and_between() {
    let out = run(
        score_faro,
        json!({"players": FOUR, "deals": [{
            "loser": "7H", "winner": "KD",
            "bets": [null, "5 on K, 3 on 7", "4 on 7 coppered, 2 on 2", "6 on 6/7, 1 on Q/K"]
        }]}),
    );
    // Bob +5 −3; Cat +4 (the 2 does not show); Dan −6 +1.
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 2, 4, -5]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.starts_with("Ann's bank: the 7 loses, the king wins."),
        "{note}"
    );
}

/// Seed 001 L14684–14686: "losing both bets on one turn, is whipsawed"; a combination taking in
/// both cards of the turn wins and loses at once and stands off [GAP].
#[test]
fn faro_whipsawed_and_a_combination_on_both_cards() {
    let out = run(
        score_faro,
        json!({"players": FOUR, "deals": [{
            "loser": "7", "winner": "K",
            "bets": [null, "5 on 7, 3 on K coppered", "4 on 7/K"]
        }]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([8, -8, 0, 0]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("Bob is whipsawed"), "{note}");
    assert!(note.contains("Cat's 4 on 7/king stands off"), "{note}");
}

/// Seed 001 L14686, L14693–14699: a split, the same denomination twice in one turn: faro's bank
/// takes half, stuss's dealer all; the odd counter by the setting.
#[test]
fn splits_at_faro_and_stuss() {
    let turn = json!({"players": FOUR, "deals": [{
        "loser": "9S", "winner": "9H", "bets": [null, "10 on 9", "5 on 9 coppered", "3 on 8"]
    }]});
    let out = run(score_faro, turn.clone());
    assert_eq!(out["deals"][0]["amounts"], json!([7, -5, -2, 0]));
    let mut to_bank = turn.clone();
    to_bank["settings"] = json!({"odd_counter": "to_the_bank"});
    assert_eq!(
        run(score_faro, to_bank)["deals"][0]["amounts"],
        json!([8, -5, -3, 0])
    );
    let out = run(score_stuss, turn);
    assert_eq!(out["deals"][0]["amounts"], json!([15, -10, -5, 0]));
}

/// W44, seed 001 L14688–14693: calling the last turn, three cards all different, pays four; a
/// cathop two; a wrong call loses the stake. "For one" pays three and one.
#[test]
fn calling_the_last_turn() {
    let last = json!({"players": FOUR, "deals": [{
        "loser": "3", "winner": "Q", "hock": "8",
        "calls": [null, "2 on 3 Q", "2 on Q 3", "1 on 3 8"]
    }]});
    let out = run(score_faro, last.clone());
    assert_eq!(out["deals"][0]["amounts"], json!([-5, 8, -2, 1 - 2]));
    let mut for_one = last;
    for_one["settings"] = json!({"last_turn": "for_one"});
    assert_eq!(
        run(score_faro, for_one)["deals"][0]["amounts"],
        json!([-3, 6, -2, -1])
    );
    let cathop = json!({"players": FOUR, "deals": [{
        "loser": "3", "winner": "Q", "hock": "3H", "calls": [null, "2 on 3 Q"]
    }]});
    assert_eq!(
        run(score_faro, cathop)["deals"][0]["amounts"],
        json!([-4, 4, 0, 0])
    );
}

/// The house banks: its pool pays and takes; the banker carried from turn to turn.
#[test]
fn the_house_or_the_last_banker_holds_the_bank() {
    let out = run(
        score_faro,
        json!({"players": FOUR, "settings": {"bank": "house"},
        "pools": {"bank": 100},
        "deals": [{"loser": "7", "winner": "K", "bets": ["5 on K", "3 on 7"]}]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([5, -3, 0, 0]));
    assert_eq!(out["pools"], json!({"bank": 98}));
    let out = run(
        score_faro,
        json!({"players": FOUR, "deals": [
        {"banker": 2, "loser": "7", "winner": "K", "bets": ["5 on K"]},
        {"loser": "2", "winner": "K", "bets": ["5 on K"]}]}),
    );
    assert_eq!(out["balances"], json!([10, 0, -10, 0]));
}

#[test]
fn faro_refusals_name_the_field() {
    let f = |deal: Value| refuse(score_faro, json!({"players": FOUR, "deals": [deal]}));
    assert_eq!(
        f(json!({"loser": "1", "winner": "K", "bets": [null, "5 on K"]})),
        "deals[0].loser"
    );
    assert_eq!(
        f(json!({"loser": "7H", "winner": "7H", "bets": [null, "5 on K"]})),
        "deals[0].winner"
    );
    assert_eq!(
        f(json!({"loser": "7", "winner": "K", "bets": ["5 on K"]})),
        "deals[0].bets[0]"
    );
    assert_eq!(
        f(json!({"loser": "7", "winner": "K", "bets": [null, "5 on Z"]})),
        "deals[0].bets[1]"
    );
    assert_eq!(f(json!({"loser": "7", "winner": "K"})), "deals[0].bets");
    assert_eq!(
        f(json!({"loser": "7", "winner": "K", "calls": [null, "5 on 7 K"]})),
        "deals[0].hock"
    );
    assert_eq!(
        f(json!({"loser": "7", "winner": "K", "hock": "2", "calls": [null, "5 on 7 9"]})),
        "deals[0].calls[1]"
    );
    assert_eq!(
        refuse(
            score_faro,
            json!({"players": FOUR, "settings": {"bank": "house"}, "pools": {"bank": 3},
            "deals": [{"loser": "7", "winner": "K", "bets": [null, "5 on K"]}]})
        ),
        "deals[0]"
    );
}

/// Seed 001 L14716–14724: black KS 9H 3D 10C = 32, red 8D QH 7S 6C = 31: red, nearer to 31,
/// wins; the first card (for black) a spade, so the colour loses and the inverse wins.
#[test]
fn rouge_et_noir_red_wins() {
    let out = run(
        rouge::score,
        json!({"players": FOUR, "deals": [{
            "black": "KS 9H 3D 10C", "red": "8D QH 7S 6C",
            "bets": [null, "10 on red", "5 on black, 2 on colour", "3 on inverse"]
        }]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([-6, 10, -7, 3]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("black 32, red 31: red wins, the first card black"),
        "{note}"
    );
}

/// Seed 001 L14725–14727: the same number each is a stand-off; "If exactly 31 is dealt for each,
/// the bank takes half the money on the table"; or every bet to prison, freed or lost by the
/// next coup that decides.
#[test]
fn rouge_et_noir_the_stand_off_and_the_refait() {
    let tie = json!({"black": "KS 9H 3D 10C", "red": "KD 9C 3H 10S", "bets": [null, "10 on red"]});
    let refait = json!({"black": "KS 9H 2D 10C", "red": "KD 9C 2H 10S", "bets": [null, "10 on red", "5 on black"]});
    let out = run(
        rouge::score,
        json!({"players": FOUR, "deals": [tie, refait]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([0, 0, 0, 0]));
    assert_eq!(out["deals"][1]["amounts"], json!([7, -5, -2, 0]));
    // En prison: red wins the next coup, so Bob's bet on red comes out and Cat's on black is lost.
    let red_wins = json!({"black": "KS 9H 3D 10C", "red": "8D QH 7S 6C"});
    let out = run(
        rouge::score,
        json!({"players": FOUR, "settings": {"refait": "prison"},
        "deals": [refait, red_wins]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([0, 0, 0, 0]));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .contains("(15 in prison)")
    );
    assert_eq!(out["deals"][1]["amounts"], json!([5, 0, -5, 0]));
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(
        note.contains("Bob's 10 on red comes out of prison"),
        "{note}"
    );
}

/// The house banks from its pool; a bet in prison stays there through a stand-off; half an odd
/// stake at the refait, the odd counter to the bank by the setting.
#[test]
fn rouge_et_noir_the_house_and_a_prisoner_through_a_stand_off() {
    let refait = json!({"black": "KS 9H 2D 10C", "red": "KD 9C 2H 10S", "bets": ["5 on black"]});
    let tie = json!({"black": "KS 9H 3D 10C", "red": "KD 9C 3H 10S"});
    let black_wins = json!({"black": "8D QH 7S 6C", "red": "KS 9H 3D 10C"});
    let out = run(
        rouge::score,
        json!({"players": FOUR,
        "settings": {"bank": "house", "refait": "prison"}, "pools": {"bank": 50},
        "deals": [refait, tie, black_wins]}),
    );
    assert_eq!(out["deals"][1]["amounts"], json!([0, 0, 0, 0]));
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .contains("(5 in prison)")
    );
    assert_eq!(out["deals"][2]["amounts"], json!([0, 0, 0, 0]));
    assert!(
        out["deals"][2]["note"]
            .as_str()
            .unwrap()
            .contains("Ann's 5 on black comes out of prison")
    );
    let out = run(
        rouge::score,
        json!({"players": FOUR,
        "settings": {"bank": "house", "odd_counter": "to_the_bank"}, "pools": {"bank": 50},
        "deals": [{"black": "KS 9H 2D 10C", "red": "KD 9C 2H 10S", "bets": ["5 on black"]}]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([-3, 0, 0, 0]));
    assert_eq!(out["pools"], json!({"bank": 53}));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .starts_with("The house's bank")
    );
}

#[test]
fn rouge_et_noir_refusals_name_the_field() {
    let f = |deal: Value| refuse(rouge::score, json!({"players": FOUR, "deals": [deal]}));
    // 30 only; then a card after 31.
    assert_eq!(
        f(json!({"black": "KS 9H AD 10C", "red": "8D QH 7S 6C", "bets": [null, "1 on red"]})),
        "deals[0].black"
    );
    assert_eq!(
        f(json!({"black": "KS 9H 3D 10C", "red": "8D QH 7S 6C 2C", "bets": [null, "1 on red"]})),
        "deals[0].red"
    );
    assert_eq!(
        f(json!({"black": "KS 9H 3D 10C", "red": "8D QH 7S 6C", "bets": [null, "1 on green"]})),
        "deals[0].bets[1]"
    );
    assert_eq!(
        f(json!({"black": "KS 9H 3D 10C", "red": "8D QH 7S 6C"})),
        "deals[0].bets"
    );
}

proptest! {
    /// Every turn moves counters only between the bank and the punters.
    #[test]
    fn every_turn_sums_to_zero(
        turns in prop::collection::vec((1u8..14, 1u8..14, 1u8..14, any::<bool>(), 1i64..20), 1..8),
        stuss in any::<bool>(),
    ) {
        let w = |r: u8| super::bets::rank_word(r).to_owned();
        let deals: Vec<Value> = turns.iter().map(|&(l, wi, b, cop, st)| json!({
            "loser": w(l), "winner": w(wi),
            "bets": [null, format!("{st} on {}{}", w(b), if cop { " coppered" } else { "" }),
                     format!("{st} on {}/{}", w(l), w(b))],
        })).collect();
        let score = if stuss { score_stuss } else { score_faro };
        let out = run(score, json!({"players": ["A", "B", "C"], "deals": deals}));
        for d in out["deals"].as_array().unwrap() {
            let sum: i64 = d["amounts"].as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).sum();
            prop_assert_eq!(sum, 0);
        }
    }
}
