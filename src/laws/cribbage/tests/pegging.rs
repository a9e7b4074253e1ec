//! The play pegged from its cards (issue 25 item 2): the books' examples, each count by hand,
//! the refusals, the penalties, and the property that the cards peg what a player types.

use super::*;
use crate::laws::cribbage::pegging::{Pegging, Reason, peg, tokens};

fn pegs(variant: Variant, sides: usize, dealer: usize, play: &str) -> Pegging {
    try_pegs(Code::Hoyle1909, variant, sides, dealer, play, false).unwrap_or_else(|e| panic!("{e}"))
}

fn try_pegs(
    code: Code,
    variant: Variant,
    sides: usize,
    dealer: usize,
    play: &str,
    ends: bool,
) -> Result<Pegging, crate::laws::LawError> {
    let t = tokens("play", &json!(play))?;
    peg(code, variant, sides, dealer, "play", &t, ends)
}

/// Seed 001 L9440–9447 (the 1927 example): A plays 4, B 5 (9), A 3 (12, a run of 3), B 3
/// (fifteen 2 and a pair, 4), A 3 (a pair royal, 6), B 7 (25); A, holding a 9, says go; B 6
/// makes 31 (2); A leads the 9 afresh, 1 for last card. A 10, B 6.
#[test]
fn the_1927_example_seed_001_l9440_9447() {
    // B deals: A, on his left, leads.
    let p = pegs(Variant::SixCard, 2, 1, "4H 5S 3D 3C 3S 7D go 6C 9H");
    assert_eq!(p.pegged, vec![10, 6]);
    assert!(p.over);
    let said: Vec<(usize, i64)> = p.turns.iter().map(|t| (t.side, t.points)).collect();
    assert_eq!(
        said,
        [
            (0, 0),
            (1, 0),
            (0, 3),
            (1, 4),
            (0, 6),
            (1, 0),
            (0, 0),
            (1, 2),
            (0, 1)
        ]
    );
    assert_eq!(p.turns[2].pegged, [Reason::Run(3)]);
    assert_eq!(p.turns[3].pegged, [Reason::Fifteen, Reason::Pair]);
    assert_eq!(p.turns[4].pegged, [Reason::PairRoyal]);
    assert_eq!(p.turns[7].pegged, [Reason::ThirtyOne]);
    assert_eq!(p.turns[8].pegged, [Reason::LastCard]);
    assert_eq!(p.turns[8].count, 9);
}

/// Seed 000 L1239–1246: A 5, B 4, A 3 is a run of three; B adds a 6 for four; A a 2 (or 7)
/// for five. And A 5, 3 with B 2, 6: A's 4 makes the complete run of five.
#[test]
fn runs_in_any_order_seed_000_l1239_1246() {
    let p = pegs(Variant::SixCard, 2, 1, "5H 4S 3D 6C 2H");
    let runs: Vec<i64> = p.turns.iter().map(|t| t.points).collect();
    assert_eq!(runs, [0, 0, 3, 4, 5]);
    let p = pegs(Variant::SixCard, 2, 1, "5H 2S 3D 6C 4H");
    assert_eq!(p.turns[4].pegged, [Reason::Run(5)]);
    assert_eq!(p.pegged, vec![5, 0]);
    // A duplicate breaks it: 5-4-3-3 (seed 001 L9424–9428), pairing instead (and fifteen);
    // Q K A is no run.
    let p = pegs(Variant::SixCard, 2, 1, "5H 4S 3D 3C");
    assert_eq!(p.turns[3].pegged, [Reason::Fifteen, Reason::Pair]);
    let p = pegs(Variant::SixCard, 2, 1, "QH KS AD");
    assert_eq!(p.pegged, vec![0, 0]);
}

/// Seed 001 L9579–9585, four-hand: A 6, B 7, C 4, D 5: D pegs a run of four. If A then says
/// go and B plays a 7, no run: backwards the cards are 7 5 4 7 6, and the duplicate 7 stops it.
#[test]
fn four_hand_runs_go_by_the_order_the_cards_fell_seed_001_l9579_9585() {
    // Side 1 deals; A (seat 0) is side 0, B side 1, C side 0, D side 1 (the dealer).
    let p = pegs(Variant::FourHand, 2, 1, "6H 7H 4H 5H");
    assert_eq!(p.turns[3].pegged, [Reason::Run(4)]);
    assert_eq!((p.turns[3].seat, p.turns[3].side), (3, 1));
    let p = pegs(Variant::FourHand, 2, 1, "6H 7H 4H 5H go 7S");
    assert_eq!(p.turns[5].pegged, []);
    assert_eq!(p.turns[5].seat, 1);
    assert_eq!(p.pegged, vec![0, 4]);
    // C is next: A is out of this count by his go.
    assert_eq!(p.next_seat, Some(2));
}

/// Seed 000 L1220–1233: a pair 2, a pair royal 6, a double pair royal 12; the third five also
/// makes fifteen.
#[test]
fn pairs_royal_and_double_by_hand() {
    let p = pegs(Variant::SixCard, 2, 1, "5H 5S 5D 5C");
    let points: Vec<i64> = p.turns.iter().map(|t| t.points).collect();
    assert_eq!(points, [0, 2, 8, 12]);
    assert_eq!(p.pegged, vec![8, 14]);
    // Court cards pair only with their own rank (seed 000 L1225, fn 14).
    let p = pegs(Variant::SixCard, 2, 1, "KH QS");
    assert_eq!(p.pegged, vec![0, 0]);
}

/// Thirty-one is two, not two and one for the go (seed 001 L9378–9379); the last card is one,
/// three when it makes fifteen (seed 001 L9380–9383).
#[test]
fn thirty_one_and_the_last_card_by_hand() {
    // Pone K, dealer Q, pone J (a run of three), dealer A: 31. Then the pone leads afresh:
    // 5, 4, 2, and the dealer's last card 4 makes fifteen: 2 and 1 for last.
    let p = pegs(Variant::SixCard, 2, 1, "KH QH JH AH 5H 4S 2D 4C");
    assert_eq!(p.turns[3].pegged, [Reason::ThirtyOne]);
    assert_eq!(p.turns[7].pegged, [Reason::Fifteen, Reason::LastCard]);
    assert_eq!(p.turns[7].points, 3);
    assert_eq!(p.pegged, vec![3, 5]);
    assert!(p.over);
}

/// Both go: the count closes, the last to play pegs one, and the player after him leads.
#[test]
fn a_go_on_both_sides_closes_the_count() {
    // Pone 10, dealer 10 (a pair), pone 9 (29); the dealer says go, the pone cannot play
    // either: one for the go to the pone, and the dealer leads the next count.
    let p = pegs(Variant::SixCard, 2, 1, "10H 10S 9D go go 3C");
    assert_eq!(p.pegged, vec![1, 2]);
    assert_eq!(p.turns[2].pegged, [Reason::Go]);
    assert_eq!(p.turns[5].side, 1);
    assert_eq!(p.turns[5].count, 3);
    // A go with nothing played is refused, and so is a go then a card that would have gone.
    let e = try_pegs(Code::Hoyle1909, Variant::SixCard, 2, 1, "go", false).unwrap_err();
    assert_eq!(e.field, "play[0]");
    let e = try_pegs(
        Code::Hoyle1909,
        Variant::SixCard,
        2,
        1,
        "10H 10S 9D go go 3C AD",
        false,
    )
    .unwrap_err();
    assert_eq!(e.field, "play[6]");
    assert!(e.message.contains("said go at 29 but held AD"), "{e}");
}

#[test]
fn impossible_plays_are_refused_at_the_card() {
    let refuse = |play: &str| {
        try_pegs(Code::Hoyle1909, Variant::SixCard, 2, 1, play, false)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refuse("KH QH JH 5S"),
        "play[3]: 5S makes 35, past thirty-one: the player says go instead"
    );
    assert_eq!(refuse("5H 5H"), "play[1]: 5H is played twice");
    assert!(refuse("5H XX").starts_with("play[1]: \"XX\" is not a card"));
    // Five cards from a six-card hand of four.
    assert_eq!(
        refuse("AH AS AD AC 2H 2S 2D 2C 3H"),
        "play[8]: the play is over: every card is played"
    );
    // The whole play, stopping short, is refused when the hands are shown after it.
    let e = try_pegs(Code::Hoyle1909, Variant::SixCard, 2, 1, "5H 5S", true).unwrap_err();
    assert!(
        e.message
            .contains("3 held by the player on the dealer's left"),
        "{e}"
    );
}

/// Five-card: the play ends with the first thirty-one or go (seed 000 L1251–1259); by the 1909
/// book the other plays on to the limit, by the 1927 rules the play stops at the go (seed 001
/// L9630–9632).
#[test]
fn five_card_ends_at_the_first_go_or_thirty_one() {
    // Seed 000 L1714–1723: A 7, B 10 (17), A 8 (25), B 5 (30); A, holding a 6, says go; B
    // cannot play his 10: one for last card to B.
    let p = try_pegs(
        Code::Hoyle1909,
        Variant::FiveCard,
        2,
        1,
        "7S 10H 8D 5S go",
        true,
    )
    .unwrap();
    assert_eq!(p.pegged, vec![0, 1]);
    assert!(p.over);
    let p = pegs(Variant::FiveCard, 2, 1, "7S 10H 8D 5S go go");
    assert_eq!(p.pegged, vec![0, 1]);
    // 1909: after A's go, B plays on to 31 for two.
    let p = pegs(Variant::FiveCard, 2, 1, "KS 10H 8D 2S go AH");
    assert_eq!(p.pegged, vec![0, 2]);
    let e = try_pegs(
        Code::Hoyle1909,
        Variant::FiveCard,
        2,
        1,
        "KS 10H JD AS 2H",
        false,
    )
    .unwrap_err();
    assert!(e.message.contains("the play is over"), "{e}");
    // 1927: the go stops the play at once.
    let e = try_pegs(
        Code::Rules1927,
        Variant::FiveCard,
        2,
        1,
        "KS 10H 8D 2S go AH",
        false,
    )
    .unwrap_err();
    assert_eq!(e.field, "play[5]");
}

/// Seed 000 L1683–1765, the two five-card deals played from the cards: A 8, B 15 after the
/// first; A 20, B 27 after the second. The play's points come from the cards, the hands and
/// crib from theirs.
#[test]
fn the_two_five_card_deals_from_the_cards_seed_000_l1683_1765() {
    let s = play(
        Code::Hoyle1909,
        Variant::FiveCard,
        json!([
            {"dealer": 1, "starter": "QC", "play": "7S 10H 8D 5S go",
             "hand_cards": ["6H 7S 8D", "10H 10C 5S"], "crib_cards": "QH 9C AH 4D"},
            {"dealer": 0, "starter": "6D", "play": "8H 10H 8D 5D",
             "hand_cards": ["5D 3S 10H", "8H 7S 8D"], "crib_cards": "KH 3C 6C 9D"}
        ]),
    );
    assert_eq!(s.deals[0].scores, vec![8, 15]);
    assert_eq!(s.deals[1].scores, vec![20, 27]);
    assert_eq!(s.deals[1].play.as_ref().unwrap().pegged, vec![2, 0]);
}

/// The typed points of the play must agree with the cards; a card played must be in the hand
/// its side shows, and not the start or in the crib.
#[test]
fn the_cards_and_the_typed_points_agree() {
    let deal = |pegging: Value, hands: Value| {
        try_play(
            Code::Hoyle1909,
            Variant::SixCard,
            json!([{"dealer": 1, "starter": "KD", "play": "4H 5S 3D 3C 3S 7D go 6C 9H",
                    "pegging": pegging, "hand_cards": hands, "crib_cards": "2C 2D 10S JS"}]),
        )
    };
    let hands = json!(["4H 3D 3S 9H", "5S 3C 7D 6C"]);
    let s = deal(json!([10, 6]), hands.clone()).unwrap();
    assert_eq!(s.deals[0].scored[0].points, 3);
    let e = deal(json!([10, 7]), hands).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].pegging[1]: the cards played peg 6 for this side, not 7"
    );
    let e = deal(Value::Null, json!(["4H 3D 3S AH", "5S 3C 7D 6C"])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].play[8]: 9H is not in the hand this side shows"
    );
    // Totals and cards do not mix.
    let e = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([{"dealer": 1, "total": [4, 4], "play": "4H"}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].play");
}

/// A game pegged out in the play: the cards say who got there first, so two sides in reach
/// need no "out first"; the rest of the play is not scored.
#[test]
fn pegging_out_from_the_cards() {
    let s = play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([
            {"dealer": 0, "total": [119, 118]},
            // Bob leads 5, Ann pairs it (2: Ann 121, out); Bob's pair royal is not scored.
            {"dealer": 0, "play": "5H 5S 5D"}
        ]),
    );
    assert_eq!(s.games[0].winner, 0);
    assert_eq!(s.games[0].scores, vec![121, 118]);
    let s = play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([
            {"dealer": 0, "total": [119, 118]},
            {"dealer": 0, "play": "5H 5S 5D"}
        ]),
    );
    assert_eq!(s.deals[1].unscored.len(), 1);
    let e = try_play(
        Code::Hoyle1909,
        Variant::SixCard,
        json!([
            {"dealer": 0, "total": [119, 118]},
            {"dealer": 0, "play": "5H 5S 5D", "out_first": 1}
        ]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].out_first");
}

/// Seed 001 L9289–9326, L9600–9617: two points marked at once for the other's error in
/// dealing, before his heels; the dealer marks only a card exposed by his adversary's fault.
#[test]
fn penalties_in_the_deal() {
    let s = play(
        Code::Rules1927,
        Variant::SixCard,
        json!([{"dealer": 0, "penalty": [null, "misdeal"], "starter": "JS",
                "pegging": [0, 0], "hand": [0, 0], "crib": 0}]),
    );
    let what: Vec<(usize, i64, &str)> = s.deals[0]
        .scored
        .iter()
        .map(|st| (st.side, st.points, st.what.label()))
        .collect();
    assert_eq!(what[..2], [(1, 2, "penalty"), (0, 2, "his heels")]);
    let e = try_play(
        Code::Rules1927,
        Variant::SixCard,
        json!([{"dealer": 0, "penalty": ["misdeal", null], "pegging": [0, 0], "hand": [0, 0], "crib": 0}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].penalty[0]");
    let s = play(
        Code::Rules1927,
        Variant::SixCard,
        json!([{"dealer": 0, "penalty": ["exposed_by_adversary", null],
                "pegging": [0, 0], "hand": [0, 0], "crib": 0}]),
    );
    assert_eq!(s.scores, vec![2, 0]);
    let e = try_play(
        Code::Rules1927,
        Variant::SixCard,
        json!([{"dealer": 0, "penalty": [null, "revoke"], "pegging": [0, 0], "hand": [0, 0], "crib": 0}]),
    )
    .unwrap_err();
    assert!(e.message.contains("not one of"), "{e}");
}

/// A legal play, dealt and played at random by the book's rules, with its points worked out
/// here move by move by a plainer count than the law's (whoever the simulator knows played).
fn simulate(
    deck: &[Card],
    seats: usize,
    hand: usize,
    choices: &[usize],
) -> (Vec<String>, Vec<i64>) {
    let mut hands: Vec<Vec<Card>> = (0..seats)
        .map(|s| deck[s * hand..(s + 1) * hand].to_vec())
        .collect();
    let mut pegged = vec![0i64; seats];
    let mut tokens = Vec::new();
    let mut pile: Vec<Card> = Vec::new();
    let mut count = 0u32;
    let mut gone = vec![false; seats];
    let mut last: Option<usize> = None;
    let mut turn = 0;
    let mut pick = choices.iter().cycle();
    while hands.iter().any(|h| !h.is_empty()) {
        let playable: Vec<usize> = (0..hands[turn].len())
            .filter(|&i| count + hands[turn][i].pips() <= 31)
            .collect();
        if playable.is_empty() {
            tokens.push("go".to_owned());
            gone[turn] = true;
        } else {
            let card = hands[turn].remove(playable[pick.next().unwrap() % playable.len()]);
            tokens.push(card.to_string());
            count += card.pips();
            pile.push(card);
            last = Some(turn);
            let mut p = 0;
            if count == 15 || count == 31 {
                p += 2;
            }
            let same = pile
                .iter()
                .rev()
                .take_while(|c| c.rank == card.rank)
                .count();
            p += [0, 0, 2, 6, 12][same];
            for n in (3..=pile.len()).rev() {
                let mut ranks: Vec<u8> = pile[pile.len() - n..].iter().map(|c| c.rank).collect();
                ranks.sort();
                if ranks.windows(2).all(|w| w[1] == w[0] + 1) {
                    p += n as i64;
                    break;
                }
            }
            pegged[turn] += p;
            if count == 31 {
                count = 0;
                pile.clear();
                gone = vec![false; seats];
            }
        }
        let next = (1..=seats)
            .map(|k| (turn + k) % seats)
            .find(|&s| !gone[s] && !hands[s].is_empty() && count > 0);
        match next {
            Some(s) => turn = s,
            None => {
                if count > 0 {
                    // The go (or, the cards all played, the last card).
                    pegged[last.unwrap()] += 1;
                    count = 0;
                    pile.clear();
                    gone = vec![false; seats];
                }
                match (1..=seats)
                    .map(|k| (last.unwrap() + k) % seats)
                    .find(|&s| !hands[s].is_empty())
                {
                    Some(s) => turn = s,
                    None => break,
                }
            }
        }
    }
    (tokens, pegged)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Issue 25: the pegging worked out from the cards equals the typed total for the same
    /// play, and both give the same deal; the law's count agrees with the simulator's.
    #[test]
    fn the_cards_peg_what_is_typed(
        deck in Just((0..52u8).map(|i| Card { rank: i % 13 + 1, suit: i / 13 }).collect::<Vec<_>>())
            .prop_shuffle(),
        choices in proptest::collection::vec(0usize..8, 1..20),
        four in any::<bool>(),
    ) {
        let (variant, seats) = match four {
            true => (Variant::FourHand, 4),
            false => (Variant::SixCard, 2),
        };
        let (tokens, by_seat) = simulate(&deck, seats, 4, &choices);
        let play = tokens.join(" ");
        let p = try_pegs(Code::Hoyle1909, variant, 2, 1, &play, true).unwrap();
        prop_assert!(p.over);
        // Dealer side 1: seat 0 (the dealer's left) is side 0, seat 1 side 1, and so on.
        let mut by_side = vec![0i64; 2];
        for (seat, points) in by_seat.iter().enumerate() {
            by_side[seat % 2] += points;
        }
        prop_assert_eq!(&p.pegged, &by_side);
        let turns: i64 = p.turns.iter().map(|t| t.points).sum();
        prop_assert_eq!(turns, by_side.iter().sum::<i64>());
        let from_cards = try_play(
            Code::Hoyle1909,
            variant,
            json!([{"dealer": 1, "play": play, "hand": [0, 0], "crib": 0}]),
        );
        let typed = try_play(
            Code::Hoyle1909,
            variant,
            json!([{"dealer": 1, "pegging": by_side, "hand": [0, 0], "crib": 0}]),
        );
        match (from_cards, typed) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a.scores, b.scores),
            (a, b) => prop_assert!(false, "{:?} / {:?}", a.err(), b.err()),
        }
    }
}
