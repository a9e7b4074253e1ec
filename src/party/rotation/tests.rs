use std::collections::BTreeMap;

use super::*;

fn rows(s: &[RotationRound]) -> Vec<String> {
    s.iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| format!("{} {} {} {}", t.n, t.s, t.e, t.w))
                .collect::<Vec<_>>()
                .join(" | ")
        })
        .collect()
}

type Counts = BTreeMap<(String, String), u32>;

/// Partners (N-S, E-W) and opponents counted over a schedule, by unordered pair.
fn meetings(s: &[RotationRound]) -> (Counts, Counts) {
    let key = |a: &str, b: &str| {
        if a < b {
            (a.to_owned(), b.to_owned())
        } else {
            (b.to_owned(), a.to_owned())
        }
    };
    let mut partners = BTreeMap::new();
    let mut opponents = BTreeMap::new();
    for r in s {
        for t in &r.tables {
            *partners.entry(key(&t.n, &t.s)).or_insert(0) += 1;
            *partners.entry(key(&t.e, &t.w)).or_insert(0) += 1;
            for a in [&t.n, &t.s] {
                for b in [&t.e, &t.w] {
                    *opponents.entry(key(a, b)).or_insert(0) += 1;
                }
            }
        }
    }
    (partners, opponents)
}

/// rules-1927-a.md §3.7, the generated 8-player schedule (seed 001 L3041–3051).
#[test]
fn eight_players_as_reconstructed() {
    let s = individual(8).unwrap();
    assert_eq!(
        rows(&s),
        [
            "5 7 1 8 | 4 3 6 2",
            "4 6 7 8 | 3 2 5 1",
            "3 5 6 8 | 2 1 4 7",
            "2 4 5 8 | 1 7 3 6",
            "1 3 4 8 | 7 6 2 5",
            "7 2 3 8 | 6 5 1 4",
            "6 1 2 8 | 5 4 7 3",
        ]
    );
}

/// Seed 001 L3067–3073, rounds 1, 2 and 11 of the 12-player schedule (rules-1927-a.md §3.7).
#[test]
fn twelve_players_from_the_diagram() {
    let s = individual(12).unwrap();
    assert_eq!(s.len(), 11);
    let r = rows(&s);
    assert_eq!(r[0], "9 2 1 12 | 6 8 4 3 | 7 10 11 5");
    assert_eq!(r[1], "8 1 11 12 | 5 7 3 2 | 6 9 10 4");
    assert_eq!(r[10], "10 3 2 12 | 7 9 5 4 | 8 11 1 6");
}

/// Seed 001 L3077–3085, rounds 1 and 15 of the 16-player schedule.
#[test]
fn sixteen_players_from_the_diagram() {
    let s = individual(16).unwrap();
    assert_eq!(s.len(), 15);
    let r = rows(&s);
    assert_eq!(r[0], "9 5 1 16 | 14 13 11 4 | 10 7 6 12 | 3 8 15 2");
    assert_eq!(r[14], "10 6 2 16 | 15 14 12 5 | 11 8 7 13 | 4 9 1 3");
}

/// L3049–3051: "every guest will have had every other once for a partner and twice for an
/// opponent" — for 8, 12 and 16.
#[test]
fn every_pair_partners_once_and_opposes_twice() {
    for n in [8u32, 12, 16] {
        let s = individual(n).unwrap();
        let (partners, opponents) = meetings(&s);
        let pairs = (n * (n - 1) / 2) as usize;
        assert_eq!(partners.len(), pairs, "{n}");
        assert!(partners.values().all(|&c| c == 1), "{n}");
        assert_eq!(opponents.len(), pairs, "{n}");
        assert!(opponents.values().all(|&c| c == 2), "{n}");
        for r in &s {
            let mut seen: Vec<&String> = r
                .tables
                .iter()
                .flat_map(|t| [&t.n, &t.s, &t.e, &t.w])
                .collect();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len() as u32, n);
        }
    }
    assert_eq!(individual(10).unwrap_err().field, "players");
    assert_eq!(deals_per_round(8), Some(4));
    assert_eq!(deals_per_round(16), Some(2));
}

/// Pivot, L2760–2770: over three rubbers the pivot partners each of the others once.
#[test]
fn pivot_for_four_partners_everyone_once() {
    let s = pivot_four();
    assert_eq!(rows(&s), ["1 2 3 4", "1 4 3 2", "1 3 4 2"]);
    let (partners, _) = meetings(&s);
    assert_eq!(partners.len(), 6);
    assert!(partners.values().all(|&c| c == 1));
}

/// Safford's schedule as rules-1927-a.md §3.9 reconstructs it (seed 001 L3166–3248).
#[test]
fn safford_schedule_as_reconstructed() {
    let s = safford();
    let r: Vec<String> = s
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| format!("{} {} {} {}", t.n, t.e, t.s, t.w))
                .collect::<Vec<_>>()
                .join(" | ")
        })
        .collect();
    assert_eq!(
        r,
        [
            "6 2 g a | 3 8 e d | f b 7 1 | c h 5 4",
            "5 8 f a | 2 7 d c | e h 6 1 | b g 4 3",
            "4 7 e a | 8 6 c b | d g 5 1 | h f 3 2",
            "3 6 d a | 7 5 b h | c f 4 1 | g e 2 8",
            "2 5 c a | 6 4 h g | b e 3 1 | f d 8 7",
            "8 4 b a | 5 3 g f | h d 2 1 | e c 7 6",
            "7 3 h a | 4 2 f e | g c 8 1 | d b 6 5",
        ]
    );
}

fn spouse(p: &str) -> String {
    let c = p.as_bytes()[0];
    if c.is_ascii_digit() {
        char::from(b'a' + (c - b'1')).to_string()
    } else {
        char::from(b'1' + (c - b'a')).to_string()
    }
}

/// The property list of rules-1927-a.md §3.9.
#[test]
fn safford_keeps_its_promises() {
    let s = safford();
    let (partners, opponents) = meetings(&s);
    // Each lady partners each man except her husband exactly once: 56 partnerships.
    assert_eq!(partners.len(), 56);
    for ((a, b), c) in &partners {
        assert_eq!(*c, 1);
        assert_ne!(
            a.as_bytes()[0].is_ascii_digit(),
            b.as_bytes()[0].is_ascii_digit()
        );
        assert_ne!(spouse(a), *b);
    }
    // Each player opposes every other except the spouse exactly once: 112 pairs.
    assert_eq!(opponents.len(), 112);
    assert!(opponents.values().all(|&c| c == 1));
    assert!(opponents.keys().all(|(a, b)| spouse(a) != *b));
    let mut same_seat: BTreeMap<(String, String), u32> = BTreeMap::new();
    for r in &s {
        let seat = |p: &str| {
            r.tables.iter().find_map(|t| {
                [(&t.n, 'N'), (&t.e, 'E'), (&t.s, 'S'), (&t.w, 'W')]
                    .into_iter()
                    .find(|(x, _)| x.as_str() == p)
                    .map(|(_, d)| (t.table, d))
            })
        };
        let everyone: Vec<String> = (1..=8)
            .map(|k| k.to_string())
            .chain((b'a'..=b'h').map(|c| char::from(c).to_string()))
            .collect();
        for p in everyone.iter().filter(|p| p.as_bytes()[0].is_ascii_digit()) {
            let (th, dh) = seat(p).unwrap();
            let (tw, dw) = seat(&spouse(p)).unwrap();
            // Husband and wife hold the same compass seat, two tables apart: never in one set.
            assert_eq!(dh, dw, "round {} couple {p}", r.round);
            assert_eq!(th.abs_diff(tw), 2, "round {} couple {p}", r.round);
        }
        for (i, a) in everyone.iter().enumerate() {
            for b in &everyone[i + 1..] {
                if spouse(a) != *b && seat(a).unwrap().1 == seat(b).unwrap().1 {
                    *same_seat.entry((a.clone(), b.clone())).or_insert(0) += 1;
                }
            }
        }
    }
    // Every other pair holds the same cards (the same compass seat) in exactly one set.
    assert_eq!(same_seat.len(), 112);
    assert!(same_seat.values().all(|&c| c == 1));
    // Each table plays each of the four hands once in a set.
    for t in 1..=4 {
        let mut hands: Vec<u32> = (0..4).map(|k| safford_hand(t, k)).collect();
        assert_eq!(hands[0], t);
        hands.sort();
        assert_eq!(hands, [1, 2, 3, 4]);
    }
}

#[test]
fn individual_standings_gross_and_net() {
    let s = individual(8).unwrap();
    let scores = vec![vec![[300, 100], [50, 250]]];
    let gross = standings(&s, &scores, Reckoning::Gross).unwrap();
    let of = |st: &[Standing], p: &str| st.iter().find(|x| x.player == p).unwrap().total;
    assert_eq!(of(&gross, "5"), 300);
    assert_eq!(of(&gross, "8"), 100);
    assert_eq!(of(&gross, "2"), 250);
    let net = standings(&s, &scores, Reckoning::Net).unwrap();
    assert_eq!(of(&net, "5"), 200);
    assert_eq!(of(&net, "8"), 0);
    assert_eq!(net[0].rank, 1);
    assert_eq!(net[1].rank, 1);
    assert_eq!(net[3].rank, 1);
    assert_eq!(net[4].rank, 5);
    let e = standings(&s, &[vec![[1, 2]]], Reckoning::Gross).unwrap_err();
    assert_eq!(e.field, "scores[0]");
}

#[test]
fn safford_compares_husband_and_wife() {
    let s = safford();
    let scores: Vec<Vec<Points>> = (0..7)
        .map(|r| vec![[10 * r, 0], [0, 5], [7, 0], [0, 0]])
        .collect();
    let st = standings(&s, &scores, Reckoning::Gross).unwrap();
    let c = couples(&st);
    assert_eq!(c.len(), 8);
    // Husband and wife sit at tables two apart, so with these scores their totals differ.
    assert_eq!(c[0].husband, "1");
    assert_eq!(c[0].wife, "a");
    let of = |p: &str| st.iter().find(|x| x.player == p).unwrap().total as i64;
    for x in &c {
        assert_eq!(x.difference, of(&x.husband) - of(&x.wife));
    }
}

/// Baker, L3133–3160: three partnerships per team, captains North; two matches of rubbers.
#[test]
fn baker_schedule_and_two_matches() {
    let s = baker_schedule();
    assert_eq!(
        rows(&s),
        [
            "A1 A2 B3 B4 | B1 B2 A3 A4",
            "A1 A3 B2 B4 | B1 B3 A2 A4",
            "A1 A4 B2 B3 | B1 B4 A2 A3",
        ]
    );
    let d = |a: u32, b: u32| AuctionDeal {
        below: [a, b],
        above: [0, 0],
    };
    let pads = [
        [vec![d(30, 0), d(30, 0)], vec![d(0, 30)]],
        [vec![d(0, 40)], vec![]],
    ];
    let b = baker(&pads).unwrap();
    // Match 1: A wins a rubber (60 + 250) on one pad, B a game (30 + 125) on the other.
    assert_eq!(b.matches, [310 - 155, -165]);
    assert_eq!(b.net, 155 - 165);
    let long = [[vec![d(0, 0); 13], vec![]], [vec![], vec![]]];
    assert_eq!(baker(&long).unwrap_err().field, "matches[0][0]");
}

#[test]
fn pivot_counts_three_rubbers_and_nothing_unfinished() {
    let d = |a: u32, b: u32, above: [u32; 2]| AuctionDeal {
        below: [a, b],
        above,
    };
    let rubbers = vec![
        vec![d(30, 0, [0, 0]), d(30, 0, [50, 0])],
        vec![d(0, 30, [0, 0]), d(0, 30, [0, 0])],
        vec![d(30, 0, [0, 30])], // unfinished: 30 tricks and 30 honours count, no premium
    ];
    let st = pivot_scores(&rubbers).unwrap();
    let of = |p: &str| st.iter().find(|x| x.player == p).unwrap().total;
    // Rubber 1: 1+2 v 3+4; rubber 2: 1+4 v 3+2; rubber 3: 1+3 v 4+2.
    // Rubber 1 is worth 360 to 1 and 2, rubber 2 310 to 3 and 2, rubber 3 30 to everyone.
    assert_eq!(of("1"), 390);
    assert_eq!(of("2"), 700);
    assert_eq!(of("3"), 340);
    assert_eq!(of("4"), 30);
    let too_many = vec![vec![], vec![], vec![], vec![]];
    assert_eq!(pivot_scores(&too_many).unwrap_err().field, "rubbers[3]");
}
