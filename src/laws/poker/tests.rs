//! The hands as the books rank them: their examples with their lines, hand cases for each
//! option, and properties (the order is total and does not care how the cards are written).

use proptest::prelude::*;

use super::hands::*;

fn cards(text: &str) -> Vec<Card> {
    parse_cards("hand", text, true).unwrap()
}

fn value(rules: &Rules, text: &str) -> Value {
    rules.best(&cards(text), None).unwrap()
}

fn american() -> Rules {
    Rules::default()
}

fn english() -> Rules {
    Rules {
        ace: AceRule::LowInSequence,
        hearts_first: true,
        ..Rules::default()
    }
}

/// 1927's examples of each rank, best first (seed 001 L4600–4642).
#[test]
fn the_1927_ranks_in_order() {
    let r = american();
    let hands = [
        (
            "AH KH QH JH 10H",
            Kind::StraightFlush,
            "a straight flush, ace high",
        ),
        (
            "JC 10C 9C 8C 7C",
            Kind::StraightFlush,
            "a straight flush, jack high",
        ),
        ("10S 10H 10D 10C 3S", Kind::Fours, "fours, tens"),
        ("KS KH KD 9C 9S", Kind::Full, "a full hand, kings on nines"),
        ("KD 10D 7D 6D 2D", Kind::Flush, "a flush, king high"),
        ("10D 9D 8H 7C 6C", Kind::Straight, "a straight, 10 high"),
        ("QS QH QD 5C 3S", Kind::Threes, "threes, queens"),
        (
            "QS QH 6D 6C 3S",
            Kind::TwoPairs,
            "two pairs, queens and sixes",
        ),
        ("9S 9H 6D 4C 3S", Kind::Pair, "a pair of nines"),
        ("KC JC 9D 7S 2S", Kind::HighCard, "king high"),
    ];
    let values: Vec<Value> = hands.iter().map(|h| value(&r, h.0)).collect();
    for (v, h) in values.iter().zip(&hands) {
        assert_eq!((v.kind, v.words()), (h.1, h.2.to_owned()), "{}", h.0);
    }
    for pair in values.windows(2) {
        assert!(
            pair[0] > pair[1],
            "{:?} > {:?}",
            pair[0].words(),
            pair[1].words()
        );
    }
}

/// The 1909 betting example's hands after the draw (seed 000 L4158–4188): B holds threes of
/// queens and sees E, who bluffed on nothing: "having the better hand, B wins the pool".
#[test]
fn the_1909_example_hands() {
    let r = american();
    let b = value(&r, "AH QD QC QH 9D");
    let c = value(&r, "AC 3S 4S 2D JD");
    let d = value(&r, "10H 8H 10S JC 8D");
    let e = value(&r, "8C KH 4H JS AS");
    assert_eq!(b.words(), "threes, queens");
    assert_eq!(d.words(), "two pairs, tens and eights");
    assert_eq!(e.words(), "ace high");
    assert!(b > d && d > e && e > c);
}

/// Ties: two pairs by the fifth card, one pair by the outside cards, flushes card by card
/// (seed 001 L4654–4660); absolute equality divides (seed 000 L4126–4129; seed 003 Rule 76).
#[test]
fn ties_by_the_next_cards() {
    let r = american();
    assert!(value(&r, "QS QH 6D 6C 4S") > value(&r, "QD QC 6S 6H 3S"));
    assert!(value(&r, "9S 9H KD 4C 3S") > value(&r, "9D 9C QD JC 10S"));
    assert!(value(&r, "KD 10D 7D 6D 3D") > value(&r, "KS 10S 7S 6S 2S"));
    assert_eq!(
        value(&r, "KD 10D 7D 6D 3D").cmp(&value(&r, "KS 10S 7S 6S 3S")),
        std::cmp::Ordering::Equal
    );
    assert!(value(&r, "KS KH KD 2C 2S") > value(&r, "QS QH QD AC AS"));
}

/// The English code: the ace only begins a sequence (Rule 71, seed 003 L3010–3019), so
/// 10-J-Q-K-A is no sequence and A-2-3-4-5 the lowest; the American ace ends one too.
#[test]
fn the_ace_by_the_book() {
    let e = english();
    let a = american();
    assert_eq!(value(&e, "10S JH QD KC AS").kind, Kind::HighCard);
    assert_eq!(value(&a, "10S JH QD KC AS").kind, Kind::Straight);
    let wheel = value(&e, "AS 2H 3D 4C 5S");
    assert_eq!(wheel.words(), "a straight, 5 high");
    assert!(value(&e, "9S 10H JD QC KS") > wheel);
    assert!(value(&e, "2S 3H 4D 5C 6S") > wheel);
    assert_eq!(value(&a, "AS 2H 3D 4C 5S").kind, Kind::Straight);
    assert_eq!(value(&e, "QS KS AS 2S 3S").kind, Kind::Flush);
    // Rule 66: among sequence flushes, the ace is the lowest.
    assert!(value(&e, "2D 3D 4D 5D 6D") > value(&e, "AH 2H 3H 4H 5H"));
}

/// Rule 69: a flush in hearts is the best flush; Rule 70: equal sequences, the heart wins
/// (seed 003 L2992–3008). The American books rank flushes by their cards.
#[test]
fn hearts_first_by_rules_69_and_70() {
    let e = english();
    let a = american();
    let hearts = "7H 5H 4H 3H 9H";
    let spades = "AS KS 9S 7S 2S";
    assert!(value(&e, hearts) > value(&e, spades));
    assert!(value(&a, hearts) < value(&a, spades));
    let heart_top = "9H 8S 7D 6C 5S";
    let club_top = "9C 8H 7S 6D 5D";
    assert!(value(&e, heart_top) > value(&e, club_top));
    assert_eq!(
        value(&a, heart_top).cmp(&value(&a, club_top)),
        std::cmp::Ordering::Equal
    );
}

/// Mistigris: four hearts and the joker a flush, in sequence a straight flush (seed 000
/// L4459–4470); five of a kind beats a royal flush, the natural hand wins a tie, "ace-ace
/// high" flushes (seed 001 L5009–5027).
#[test]
fn the_joker() {
    let r = Rules {
        joker: true,
        ..american()
    };
    assert_eq!(value(&r, "KH 9H 7H 3H JK").words(), "a flush, ace high");
    assert_eq!(value(&r, "AH 9H 7H 3H JK").cards.len(), 5);
    assert!(value(&r, "AH 9H 7H 3H JK") > value(&r, "AS KS 9S 7S 3S"));
    assert_eq!(
        value(&r, "KH QH JH 10H JK").words(),
        "a straight flush, ace high"
    );
    assert_eq!(
        value(&r, "KH 9H JH 10H JK").words(),
        "a straight flush, king high"
    );
    let five = value(&r, "9S 9H 9D 9C JK");
    assert_eq!(five.words(), "five nines");
    assert!(five > value(&r, "AS KS QS JS 10S"));
    assert!(value(&r, "KS KH 9D 5C 3S") > value(&r, "KD JK 9S 5D 3C"));
    assert!(value(&r, "9S 8H 7D 6C 5S") > value(&r, "9D 8C 7S JK 5D"));
    // The English code: the joker is higher than the card it names (seed 003 L2066–2075).
    let e = Rules {
        wild_ties: WildTies::MoreWild,
        ..r
    };
    assert!(value(&e, "KS KH 9D 5C 3S") < value(&e, "KD JK 9S 5D 3C"));
    let refused = parse_cards("deals[0].hands[1]", "AS JK", false).unwrap_err();
    assert_eq!(refused.field, "deals[0].hands[1]");
}

/// Deuces wild, cards speak (seed 001 L5071–5084): two deuces, a queen and a pair of eights
/// are four eights; three deuces with the six and three of clubs a straight flush, 7 high; four
/// deuces and the joker the only invincible hand.
#[test]
fn deuces_wild() {
    let r = Rules {
        deuces_wild: true,
        joker: true,
        ..american()
    };
    assert_eq!(value(&r, "2S 2H QD 8C 8D").words(), "fours, eights");
    assert_eq!(
        value(&r, "2S 2H 2D 6C 3C").words(),
        "a straight flush, 7 high"
    );
    let invincible = value(&r, "2S 2H 2D 2C JK");
    assert_eq!(invincible.kind, Kind::FiveWild);
    assert!(invincible > value(&r, "AS AH 2D AC AD"));
    assert!(value(&r, "AS AH 2D AC AD") > value(&r, "AS KS QS JS 10S"));
    assert!(value(&r, "3S 3H 3D 3C 9S") > value(&r, "3S 3H 2D 3C 9D"));
}

/// A wild widow: the widow an eight, the player's eight wild with three tens and a six makes
/// four tens (seed 001 L5107–5110).
#[test]
fn a_wild_widow() {
    let r = american();
    let v = r.best(&cards("8S 10H 10D 10C 6S"), Some(8)).unwrap();
    assert_eq!(v.words(), "fours, tens");
}

/// The freak hands, each in its place (seed 001 L4644–4653; seed 003 L2045–2060, L2253–2257;
/// seed 000 L4472–4476).
#[test]
fn freak_hands() {
    let r = Rules {
        blaze: true,
        skip: Skip::AboveTwoPairs,
        tiger: Tiger::SevenToDeuce,
        round_the_corner: true,
        ..american()
    };
    let blaze = value(&r, "KS KH QD JC JS");
    assert_eq!(blaze.kind, Kind::Blaze);
    assert!(blaze > value(&r, "AS AH KD KC 3S"));
    let skip = value(&r, "4S 6H 8D 10C QS");
    assert_eq!(skip.kind, Kind::SkipLow);
    assert!(skip > blaze && skip < value(&r, "3S 3H 3D 9C 5S"));
    assert_eq!(
        value(&r, "7S 6H 5D 4C 3S").kind,
        Kind::Straight,
        "a straight is no tiger"
    );
    let tiger = value(&r, "7S 6H 4D 3C 2S");
    assert_eq!(tiger.kind, Kind::Tiger);
    assert!(tiger > value(&r, "10S 9H 8D 7C 6S") && tiger < value(&r, "9D 7D 5D 3D 2D"));
    let corner = value(&r, "QS KH AD 2C 3S");
    assert_eq!(corner.kind, Kind::RoundTheCorner);
    assert!(corner > value(&r, "3S 3H 3D 9C 5S") && corner < value(&r, "AS 2H 3D 4C 5S"));
    let english_skip = Rules {
        skip: Skip::AboveThrees,
        ..american()
    };
    assert!(value(&english_skip, "2S 4H 6D 8C 10S") > value(&english_skip, "AS AH AD 9C 5S"));
    let lowest = Rules {
        tiger: Tiger::LowestStraight,
        ..american()
    };
    let t = value(&lowest, "AS 2H 3D 4C 5S");
    assert_eq!(t.kind, Kind::Tiger);
    assert!(t > value(&lowest, "10S JH QD KC AS"));
    assert_eq!(value(&american(), "KS KH QD JC JS").kind, Kind::TwoPairs);
}

/// Straight poker: straights and straight flushes are not played (seed 001 L4780).
#[test]
fn no_straights_in_straight_poker() {
    let r = Rules {
        no_straights: true,
        ..american()
    };
    assert_eq!(value(&r, "10D 9D 8H 7C 6C").kind, Kind::HighCard);
    assert_eq!(value(&r, "JC 10C 9C 8C 7C").kind, Kind::Flush);
}

/// The best five of seven (peek poker: seed 001 L5162–5183).
#[test]
fn the_best_five_of_seven() {
    let r = american();
    let v = value(&r, "2C 9H 9S 4D 9D 4S KC");
    assert_eq!(v.words(), "a full hand, nines on fours");
    assert!(r.best(&cards("AS KS"), None).is_none());
    assert!(Card::parse("11S").is_none() && Card::parse("TH").is_some());
}

pub(super) fn deck() -> Vec<Card> {
    (0..4)
        .flat_map(|suit| (2..=ACE).map(move |rank| Card { rank, suit }))
        .chain([JOKER])
        .collect()
}

pub(super) fn any_rules() -> impl Strategy<Value = Rules> {
    (any::<[bool; 7]>(), 0..3u8, 0..3u8).prop_map(|(f, skip, tiger)| Rules {
        ace: if f[0] {
            AceRule::LowInSequence
        } else {
            AceRule::HighOrLow
        },
        hearts_first: f[1],
        joker: true,
        deuces_wild: f[2],
        blaze: f[3],
        round_the_corner: f[4],
        no_straights: f[5],
        skip: [Skip::None, Skip::AboveTwoPairs, Skip::AboveThrees][skip as usize],
        tiger: [Tiger::None, Tiger::SevenToDeuce, Tiger::LowestStraight][tiger as usize],
        wild_ties: WildTies::FewerWild,
        stripped: f[6],
    })
}

proptest! {
    /// The order of the cards as written does not change a hand; the best of seven is at
    /// least every five of them; two hands compare one way only.
    #[test]
    fn hands_do_not_care_how_they_are_written(
        rules in any_rules(),
        hand in proptest::sample::subsequence(deck(), 7).prop_shuffle(),
        other in proptest::sample::subsequence(deck(), 5),
    ) {
        let v = rules.best(&hand, None).unwrap();
        let mut reversed = hand.clone();
        reversed.reverse();
        prop_assert_eq!(rules.best(&reversed, None).unwrap().cmp(&v), std::cmp::Ordering::Equal);
        for skip in 0..7 {
            for skip2 in skip + 1..7 {
                let five: Vec<Card> = (0..7).filter(|&i| i != skip && i != skip2).map(|i| hand[i]).collect();
                prop_assert!(rules.five(&five, None) <= v);
            }
        }
        let o = rules.best(&other, None).unwrap();
        prop_assert_eq!(v.cmp(&o), o.cmp(&v).reverse());
    }
}
