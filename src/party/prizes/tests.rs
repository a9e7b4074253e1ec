use std::collections::BTreeSet;

use proptest::prelude::*;

use super::*;
use crate::laws::foster::{self, Equidistant};

mod ties;

fn e(player: &str, sex: Sex, score: i64) -> Entrant {
    Entrant {
        player: player.to_owned(),
        sex: Some(sex),
        score: vec![score],
        lone_hands: 0,
        aisle: None,
        table: None,
    }
}

fn prize(name: &str, kind: Kind, category: Category) -> Prize {
    Prize {
        name: name.to_owned(),
        kind,
        category,
        ..Prize::default()
    }
}

fn scheme(prizes: Vec<Prize>, ties: TieBreak) -> Scheme {
    Scheme {
        prizes,
        ties,
        two_prizes: false,
        tables: Tables::WholeRoom,
    }
}

fn winners(a: &Awards) -> Vec<Option<&str>> {
    a.awards.iter().map(|w| w.player.as_deref()).collect()
}

fn playoff(scores: &[(&str, i64)]) -> Deciders {
    Deciders {
        playoff: scores.iter().map(|(p, s)| ((*p).to_owned(), *s)).collect(),
        ..Deciders::default()
    }
}

/// Seed 001 L6484–6488: two tied for highest play off; the winner takes first, the loser second.
#[test]
fn two_tied_for_first_the_loser_takes_second() {
    let field = [
        e("Ann", Sex::Lady, 14),
        e("Bea", Sex::Lady, 14),
        e("Cy", Sex::Gentleman, 9),
    ];
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("second", Kind::Best, Category::All),
        ],
        TieBreak::PlayOff,
    );
    let missing = award(&field, &s, &Deciders::default(), None).unwrap_err();
    assert_eq!(missing.field, "playoff.Ann");
    assert!(
        missing.message.contains("Ann, Bea are tied for prize 1"),
        "{missing}"
    );
    let a = award(&field, &s, &playoff(&[("Ann", 2), ("Bea", 5)]), None).unwrap();
    assert_eq!(winners(&a), [Some("Bea"), Some("Ann")]);
    let tie = a.awards[0].tie.as_ref().unwrap();
    assert_eq!(
        (tie.by, tie.among.clone()),
        (TieBreak::PlayOff, vec!["Ann".to_owned(), "Bea".to_owned()])
    );
    assert_eq!(a.seed, None);
    let still = award(&field, &s, &playoff(&[("Ann", 3), ("Bea", 3)]), None).unwrap_err();
    assert_eq!(still.field, "playoff.Bea");
}

/// L6479–6490: four tied play off as individuals; highest first, next second, and so on.
#[test]
fn four_way_tie_played_off() {
    let field = [
        e("A", Sex::Lady, 20),
        e("B", Sex::Gentleman, 20),
        e("C", Sex::Lady, 20),
        e("D", Sex::Gentleman, 20),
        e("E", Sex::Lady, 3),
    ];
    let s = scheme(
        (1..=4)
            .map(|k| prize(&format!("prize {k}"), Kind::Best, Category::All))
            .collect(),
        TieBreak::PlayOff,
    );
    let a = award(
        &field,
        &s,
        &playoff(&[("A", 1), ("B", 3), ("C", 0), ("D", 2)]),
        None,
    )
    .unwrap();
    assert_eq!(winners(&a), [Some("B"), Some("D"), Some("A"), Some("C")]);
    // The last of the four is alone once the others have prizes.
    assert!(
        a.awards[..3]
            .iter()
            .all(|w| w.tie.as_ref().unwrap().among.len() >= 2)
    );
    assert!(a.awards[3].tie.is_none());
    // By cut, high winning.
    let s = Scheme {
        ties: TieBreak::Cut,
        ..s
    };
    let cut = Deciders {
        cut: [("A", 13), ("B", 1), ("C", 7), ("D", 12)]
            .iter()
            .map(|(p, c)| ((*p).to_owned(), *c))
            .collect(),
        ..Deciders::default()
    };
    let a = award(&field, &s, &cut, None).unwrap();
    assert_eq!(winners(&a), [Some("A"), Some("D"), Some("C"), Some("B")]);
}

/// L6492–6493: "In case of a tie for booby prize, the defeated player (or lowest cut) wins".
#[test]
fn booby_tie_goes_to_the_loser_of_the_play_off() {
    let field = [
        e("A", Sex::Lady, 20),
        e("B", Sex::Gentleman, 2),
        e("C", Sex::Lady, 2),
    ];
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("booby", Kind::Booby, Category::All),
        ],
        TieBreak::PlayOff,
    );
    let a = award(&field, &s, &playoff(&[("B", 5), ("C", 1)]), None).unwrap();
    assert_eq!(winners(&a), [Some("A"), Some("C")]);
}

/// L6494–6500: a lady in a gentleman's place contests the ladies' prize.
#[test]
fn a_lady_in_a_gentlemans_seat_plays_for_the_ladies_prize() {
    // Lil sat in a gentleman's place all evening; her entry still says lady.
    let field = [
        e("Lil", Sex::Lady, 30),
        e("Gus", Sex::Gentleman, 20),
        e("Ada", Sex::Lady, 10),
    ];
    let s = scheme(
        vec![
            prize("ladies' first", Kind::Best, Category::Ladies),
            prize("gentlemen's first", Kind::Best, Category::Gentlemen),
        ],
        TieBreak::PlayOff,
    );
    let a = award(&field, &s, &Deciders::default(), None).unwrap();
    assert_eq!(winners(&a), [Some("Lil"), Some("Gus")]);
}

#[test]
fn most_lone_hands_and_no_one_takes_two_prizes() {
    let mut field = vec![
        e("A", Sex::Lady, 20),
        e("B", Sex::Gentleman, 12),
        e("C", Sex::Lady, 5),
    ];
    field[0].lone_hands = 3;
    field[1].lone_hands = 2;
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("lone", Kind::LoneHands, Category::All),
        ],
        TieBreak::PlayOff,
    );
    let a = award(&field, &s, &Deciders::default(), None).unwrap();
    assert_eq!(winners(&a), [Some("A"), Some("B")]);
    // Allowed two prizes, A takes both.
    let two = Scheme {
        two_prizes: true,
        ..s.clone()
    };
    assert_eq!(
        winners(&award(&field, &two, &Deciders::default(), None).unwrap()),
        [Some("A"), Some("A")]
    );
    let mut open = s.clone();
    open.prizes[1].open_to_winners = true;
    assert_eq!(
        winners(&award(&field, &open, &Deciders::default(), None).unwrap()),
        [Some("A"), Some("A")]
    );
    // Nobody played alone: nobody wins it.
    for x in &mut field {
        x.lone_hands = 0;
    }
    assert_eq!(
        winners(&award(&field, &s, &Deciders::default(), None).unwrap()),
        [Some("A"), None]
    );
}

/// L6718–6724 and L6763–6795: the principal prizes to the room, then each aisle's to its
/// remaining players; ties by numbered slips (the seeded lot).
#[test]
fn aisle_prizes_after_the_principal_prizes() {
    let mut field = Vec::new();
    for (k, (score, aisle)) in [(12, 1), (11, 1), (10, 2), (9, 2), (11, 2), (8, 1)]
        .iter()
        .enumerate()
    {
        let mut x = e(&format!("P{k}"), Sex::Lady, *score);
        x.aisle = Some(*aisle);
        field.push(x);
    }
    let aisle = |a: u32| Prize {
        aisle: Some(a),
        ..prize(&format!("aisle {a}"), Kind::Aisle, Category::All)
    };
    let s = scheme(
        vec![
            prize("head 1", Kind::Best, Category::All),
            prize("head 2", Kind::Best, Category::All),
            aisle(1),
            aisle(2),
        ],
        TieBreak::Lot,
    );
    let a = award(&field, &s, &Deciders::default(), Some(5)).unwrap();
    // P1 and P4 tie at 11 for the second principal prize: the lot decides; the loser may still
    // take his aisle's prize.
    assert_eq!(a.awards[0].player.as_deref(), Some("P0"));
    assert_eq!(a.seed, Some(5));
    let second = a.awards[1].player.clone().unwrap();
    assert!(second == "P1" || second == "P4");
    if second == "P1" {
        assert_eq!(winners(&a)[2..], [Some("P5"), Some("P4")]);
    } else {
        assert_eq!(winners(&a)[2..], [Some("P1"), Some("P2")]);
    }
    assert_eq!(a, award(&field, &s, &Deciders::default(), Some(5)).unwrap());
    let seconds: BTreeSet<String> = (0..16)
        .map(|seed| {
            award(&field, &s, &Deciders::default(), Some(seed))
                .unwrap()
                .awards[1]
                .player
                .clone()
                .unwrap()
        })
        .collect();
    assert_eq!(seconds.len(), 2);
    let bad = scheme(
        vec![prize("aisle", Kind::Aisle, Category::All)],
        TieBreak::Lot,
    );
    assert_eq!(
        award(&field, &bad, &Deciders::default(), None)
            .unwrap_err()
            .field,
        "prizes[0].aisle"
    );
}

#[test]
fn stars_rank_gold_red_then_fewest_green() {
    // Seed 000 L2840–2844: a tie in gold goes to red, then to the fewest green.
    let star = |p: &str, gold, red, green: i64| Entrant {
        score: vec![gold, red, -green],
        ..e(p, Sex::Lady, 0)
    };
    let field = [star("A", 3, 2, 1), star("B", 3, 2, 0), star("C", 3, 4, 5)];
    let s = scheme(
        vec![prize("gold", Kind::Best, Category::Ladies)],
        TieBreak::PlayOff,
    );
    assert_eq!(
        winners(&award(&field, &s, &Deciders::default(), None).unwrap()),
        [Some("C")]
    );
    let field = [star("A", 3, 2, 1), star("B", 3, 2, 0)];
    assert_eq!(
        winners(&award(&field, &s, &Deciders::default(), None).unwrap()),
        [Some("B")]
    );
}

/// Seed 001 L2841–2844 through the prize scheme: Foster's Ritz-Carlton example.
#[test]
fn foster_plan_as_a_prize_scheme() {
    let field: Vec<Entrant> = [1460, 1435, 1443, 1448, 1420, 1438, 1434, 1447, 1500]
        .iter()
        .enumerate()
        .map(|(k, &s)| e(&format!("P{k}"), Sex::Lady, s))
        .collect();
    let set = foster::numbers(&foster::BOOK_BANDS, Some(&[2, 0, 0, 0, 0, 0, 0])).unwrap();
    let a = foster_award(&field, 6, &set, Some(1442), Equidistant::Lot, None).unwrap();
    assert_eq!(a.drawn, Some(1442));
    assert_eq!(
        winners(&a),
        [
            Some("P2"),
            Some("P5"),
            Some("P7"),
            Some("P3"),
            Some("P1"),
            Some("P6")
        ]
    );
    let more = foster_award(&field, 11, &set, Some(1442), Equidistant::Lot, None).unwrap();
    assert_eq!(more.awards.len(), 11);
    assert_eq!(more.awards[10].player, None);
}

proptest! {
    /// Prizes never exceed the number offered; nobody takes two; a seed replays the same draw.
    #[test]
    fn prizes_never_exceed_the_number_offered(
        scores in proptest::collection::vec((0i64..6, 0u32..3, proptest::bool::ANY), 1..20),
        kinds in proptest::collection::vec(0u8..4, 1..12),
        seed in 0u64..1000,
    ) {
        let field: Vec<Entrant> = scores
            .iter()
            .enumerate()
            .map(|(k, &(s, lone, lady))| Entrant {
                lone_hands: lone,
                ..e(&format!("P{k:02}"), if lady { Sex::Lady } else { Sex::Gentleman }, s)
            })
            .collect();
        let prizes: Vec<Prize> = kinds
            .iter()
            .map(|k| match k {
                0 => prize("best", Kind::Best, Category::All),
                1 => prize("ladies", Kind::Best, Category::Ladies),
                2 => prize("booby", Kind::Booby, Category::Gentlemen),
                _ => prize("lone", Kind::LoneHands, Category::All),
            })
            .collect();
        let s = scheme(prizes.clone(), TieBreak::Lot);
        let a = award(&field, &s, &Deciders::default(), Some(seed)).unwrap();
        prop_assert_eq!(a.awards.len(), prizes.len());
        let taken: Vec<&str> = a.awards.iter().filter_map(|w| w.player.as_deref()).collect();
        let distinct: BTreeSet<&str> = taken.iter().copied().collect();
        prop_assert_eq!(distinct.len(), taken.len());
        prop_assert!(taken.len() <= field.len());
        prop_assert_eq!(&a, &award(&field, &s, &Deciders::default(), Some(seed)).unwrap());
    }
}

/// Two pivot tables of four (seed 001 L2751–2785): table 1 scores 1700, 1650, 1650, 1200;
/// table 2 scores 1800, 1500, 1400, 1300.
fn pivot_room() -> Vec<Entrant> {
    [
        ("A", 1, 1700),
        ("B", 1, 1650),
        ("C", 1, 1650),
        ("D", 1, 1200),
        ("E", 2, 1800),
        ("F", 2, 1500),
        ("G", 2, 1400),
        ("H", 2, 1300),
    ]
    .iter()
    .map(|&(p, t, s)| Entrant {
        table: Some(t),
        ..e(p, Sex::Lady, s)
    })
    .collect()
}

/// seed 001 L2781: "duplicate prizes for every table in the room": each table gives the
/// whole list among its own four, highest first; a tie at a table is settled as any other.
#[test]
fn pivot_duplicate_prizes_go_table_by_table() {
    let s = Scheme {
        tables: Tables::PerTable,
        ..scheme(
            vec![
                prize("first", Kind::Best, Category::All),
                prize("second", Kind::Best, Category::All),
            ],
            TieBreak::PlayOff,
        )
    };
    let names: Vec<String> = expand(&pivot_room(), &s)
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(
        names,
        [
            "Table 1: first",
            "Table 1: second",
            "Table 2: first",
            "Table 2: second"
        ]
    );
    // B and C tie at table 1 for second: the play-off is asked for by name.
    let e = award(&pivot_room(), &s, &Deciders::default(), None).unwrap_err();
    assert_eq!(e.field, "playoff.B");
    let a = award(&pivot_room(), &s, &playoff(&[("B", 3), ("C", 5)]), None).unwrap();
    assert_eq!(winners(&a), [Some("A"), Some("C"), Some("E"), Some("F")]);
    // Without the tables, the whole room's list.
    let room = Scheme {
        tables: Tables::WholeRoom,
        ..s.clone()
    };
    let a = award(&pivot_room(), &room, &Deciders::default(), None).unwrap();
    assert_eq!(winners(&a), [Some("E"), Some("A")]);
    // Every entrant needs a table.
    let mut field = pivot_room();
    field[3].table = None;
    let e = award(&field, &s, &Deciders::default(), None).unwrap_err();
    assert_eq!(e.field, "entrants[3].table");
}

/// seed 001 L2782–2784: "Otherwise the highest individual score at each table must be taken,
/// and the highest of these, in their order, awarded the prizes as far as they go."
#[test]
fn pivot_table_leaders_take_the_prizes_in_their_order() {
    let s = Scheme {
        tables: Tables::TableLeaders,
        ..scheme(
            vec![
                prize("first", Kind::Best, Category::All),
                prize("second", Kind::Best, Category::All),
                prize("third", Kind::Best, Category::All),
            ],
            TieBreak::PlayOff,
        )
    };
    let a = award(&pivot_room(), &s, &Deciders::default(), None).unwrap();
    // E leads table 2 (1800), A table 1 (1700); the third prize is beyond the leaders.
    assert_eq!(winners(&a), [Some("E"), Some("A"), None]);
    // A tie for a table's lead is settled first: here by lot, replayed from the seed.
    let mut field = pivot_room();
    field[1].score = vec![1700];
    let lot = Scheme {
        ties: TieBreak::Lot,
        ..s.clone()
    };
    let a = award(&field, &lot, &Deciders::default(), Some(9)).unwrap();
    let second = a.awards[1].player.clone().unwrap_or_default();
    assert!(["A", "B"].contains(&second.as_str()), "{second}");
    assert_eq!(a.seed, Some(9));
    assert_eq!(
        award(&field, &lot, &Deciders::default(), Some(9)).unwrap(),
        a
    );
}

proptest! {
    /// Per-table prizes: every prize goes to a player of its own table, and nobody takes two.
    #[test]
    fn per_table_prizes_stay_at_their_table(
        scores in proptest::collection::vec(0i64..20, 4..24),
        seed in 0u64..100,
    ) {
        let field: Vec<Entrant> = scores
            .iter()
            .enumerate()
            .map(|(k, &s)| Entrant {
                table: Some(k as u32 / 4 + 1),
                ..e(&format!("P{k:02}"), Sex::Lady, s)
            })
            .collect();
        let s = Scheme {
            tables: Tables::PerTable,
            ..scheme(
                vec![prize("first", Kind::Best, Category::All), prize("second", Kind::Best, Category::All)],
                TieBreak::Lot,
            )
        };
        let a = award(&field, &s, &Deciders::default(), Some(seed)).unwrap();
        let prizes = expand(&field, &s);
        prop_assert_eq!(a.awards.len(), prizes.len());
        let mut taken = BTreeSet::new();
        for (w, p) in a.awards.iter().zip(&prizes) {
            if let Some(player) = &w.player {
                let table = field.iter().find(|x| &x.player == player).and_then(|x| x.table);
                prop_assert_eq!(table, p.table);
                prop_assert!(taken.insert(player.clone()));
            }
        }
    }
}

/// A play-off belongs to the tie it decides (issue 12): Bea's score in the lone hands' play-off
/// against Cy does not reopen the tie for first that she lost to Ann.
#[test]
fn a_play_off_belongs_to_its_own_tie() {
    let mut bea = e("Bea", Sex::Lady, 14);
    bea.lone_hands = 2;
    let mut cy = e("Cy", Sex::Gentleman, 9);
    cy.lone_hands = 2;
    let field = [e("Ann", Sex::Lady, 14), bea, cy];
    let s = Scheme {
        two_prizes: true,
        ..scheme(
            vec![
                prize("first", Kind::Best, Category::All),
                prize("lone hands", Kind::LoneHands, Category::All),
            ],
            TieBreak::PlayOff,
        )
    };
    let mut d = Deciders::default();
    d.by_tie.insert(
        tie_key(&["Bea", "Ann"]),
        [("Ann".to_owned(), 3), ("Bea".to_owned(), 1)].into(),
    );
    d.by_tie.insert(
        tie_key(&["Cy", "Bea"]),
        [("Bea".to_owned(), 7), ("Cy".to_owned(), 2)].into(),
    );
    let a = award(&field, &s, &d, None).unwrap();
    assert_eq!(winners(&a), [Some("Ann"), Some("Bea")]);
    // Kept in one list by player, the second play-off would have undone the first.
    let shared = playoff(&[("Ann", 3), ("Bea", 7), ("Cy", 2)]);
    assert_eq!(
        winners(&award(&field, &s, &shared, None).unwrap()),
        [Some("Bea"), Some("Bea")]
    );
}

/// Each prize is given as soon as it is settled (issue 12): with the tie for first still to be
/// played off, first and second (which its loser takes) wait, and the booby is given.
#[test]
fn prizes_so_far_give_the_settled_and_name_the_tie_of_the_others() {
    let field = [
        e("Ann", Sex::Lady, 14),
        e("Bea", Sex::Lady, 14),
        e("Cy", Sex::Gentleman, 9),
        e("Di", Sex::Lady, 3),
    ];
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("second", Kind::Best, Category::All),
            prize("booby", Kind::Booby, Category::All),
        ],
        TieBreak::PlayOff,
    );
    let a = award_so_far(&field, &s, &Deciders::default(), None).unwrap();
    assert_eq!(winners(&a), [None, None, Some("Di")]);
    let first = &a.awards[0];
    assert!(
        first
            .pending
            .as_deref()
            .unwrap()
            .contains("Ann, Bea are tied for prize 1")
    );
    assert_eq!(first.tie.as_ref().unwrap().among, ["Ann", "Bea"]);
    assert!(
        a.awards[1]
            .pending
            .as_deref()
            .unwrap()
            .starts_with("waits for")
    );
    assert!(a.awards[2].pending.is_none());
    // Once decided, the list is the one `award` gives.
    let d = playoff(&[("Ann", 2), ("Bea", 5)]);
    assert_eq!(
        award_so_far(&field, &s, &d, None),
        award(&field, &s, &d, None)
    );
}
