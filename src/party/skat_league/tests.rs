use proptest::prelude::*;

use super::*;

fn sheet(player: &str, session: u32, net_games: i64, points: i64, plays: Vec<Play>) -> Sheet {
    Sheet {
        player: player.to_owned(),
        session,
        net_games,
        points,
        plays,
    }
}

fn play(class: Class, suit: Suit, without: u32, value: u32, card_points: u32) -> Play {
    Play {
        class,
        suit: Some(suit),
        without,
        value,
        card_points,
        debarred: false,
    }
}

fn winners(a: &Awards) -> Vec<Option<(&str, u32)>> {
    a.awards
        .iter()
        .map(|w| w.player.as_deref().zip(w.session))
        .collect()
}

/// A hand-computed session: eight sheets, seven prizes and one more (seed 001 L11275–11328,
/// the scale repeated, L10931–10934).
fn league() -> Vec<Sheet> {
    vec![
        sheet(
            "A",
            1,
            10,
            500,
            vec![play(Class::Solo, Suit::Clubs, 2, 60, 80)],
        ),
        sheet("A", 2, 12, 450, vec![]),
        sheet(
            "B",
            1,
            12,
            480,
            vec![
                play(Class::Solo, Suit::Spades, 3, 55, 70),
                Play {
                    class: Class::Nullo,
                    suit: None,
                    without: 0,
                    value: 46,
                    card_points: 0,
                    debarred: false,
                },
            ],
        ),
        sheet(
            "C",
            1,
            8,
            600,
            vec![play(Class::Tournee, Suit::Hearts, 4, 60, 90)],
        ),
        sheet(
            "D",
            1,
            9,
            520,
            vec![play(Class::Solo, Suit::Grand, 2, 96, 75)],
        ),
        sheet(
            "E",
            1,
            5,
            300,
            vec![
                play(Class::Solo, Suit::Diamonds, 3, 40, 95),
                play(Class::PasstMirNicht, Suit::Clubs, 1, 36, 70),
            ],
        ),
        sheet(
            "F",
            1,
            9,
            510,
            vec![play(Class::Tournee, Suit::Spades, 2, 42, 66)],
        ),
        sheet(
            "G",
            1,
            2,
            100,
            vec![play(Class::Solo, Suit::Hearts, 1, 200, 120)],
        ),
    ]
}

#[test]
fn the_scale_of_seven_repeated() {
    let a = award(&league(), 8, &Settings::default(), None).unwrap();
    let categories: Vec<Category> = a.awards.iter().map(|w| w.category).collect();
    assert_eq!(
        categories,
        [
            Category::NetGames,
            Category::Points,
            Category::Solo,
            Category::NetGames,
            Category::Points,
            Category::HighestGame,
            Category::Tournee,
            Category::NetGames,
        ]
    );
    assert_eq!(
        winners(&a),
        [
            // 1st: A (session 2) and B both net 12; B has more points (L11277–11281).
            Some(("B", 1)),
            // 2nd: C's 600 points on own score.
            Some(("C", 1)),
            // 3rd: E's Diamond Solo without 3 beats D's Grand and A's Clubs, each without 2:
            // the Matadores come first, the suit only among equals (L11287–11291).
            Some(("E", 1)),
            // 4th: the best net games still eligible, A's second session.
            Some(("A", 2)),
            // 5th: D's 520 before F's 510 (A has won: neither of his sheets competes).
            Some(("D", 1)),
            // 6th: G's game of 200 beats F's 42 (L11313–11317).
            Some(("G", 1)),
            // 7th: F's Spade Tournee without 2 (L11318–11328).
            Some(("F", 1)),
            // Nobody is left.
            None,
        ]
    );
    assert_eq!(a.awards[2].play, Some(0));
    assert_eq!(a.seed, None);
}

/// L11290–11298: among Solos without the same number, the suit (Grand first), then the game's
/// whole value, then the points.
#[test]
fn the_solo_tie_breaks_in_their_order() {
    let best = |sheets: &[Sheet], settings: &Settings| {
        award(sheets, 3, settings, None).unwrap().awards[2]
            .player
            .clone()
            .unwrap_or_default()
    };
    // Nobody takes prizes 1 and 2 from the Solo players: X and Y lead the games and points.
    let lead = || {
        vec![
            sheet("X", 1, 50, 900, vec![]),
            sheet("Y", 1, 49, 901, vec![]),
        ]
    };
    let mut s = lead();
    s.push(sheet(
        "Grand",
        1,
        0,
        0,
        vec![play(Class::Solo, Suit::Grand, 2, 72, 61)],
    ));
    s.push(sheet(
        "Clubs",
        1,
        0,
        0,
        vec![play(Class::Solo, Suit::Clubs, 2, 96, 100)],
    ));
    assert_eq!(best(&s, &Settings::default()), "Grand");
    let mut s = lead();
    s.push(sheet(
        "Schneider",
        1,
        0,
        0,
        vec![play(Class::Solo, Suit::Hearts, 2, 50, 95)],
    ));
    s.push(sheet(
        "Simple",
        1,
        0,
        0,
        vec![play(Class::Solo, Suit::Hearts, 2, 40, 110)],
    ));
    assert_eq!(best(&s, &Settings::default()), "Schneider");
    // Equal games of equal value: the card points decide, or by the setting the session's.
    let mut s = lead();
    s.push(sheet(
        "Augen",
        1,
        0,
        10,
        vec![play(Class::Solo, Suit::Hearts, 2, 40, 100)],
    ));
    s.push(sheet(
        "Session",
        1,
        0,
        300,
        vec![play(Class::Solo, Suit::Hearts, 2, 40, 70)],
    ));
    assert_eq!(best(&s, &Settings::default()), "Augen");
    let session = Settings {
        play_points: PlayPoints::SessionPoints,
        ..Settings::default()
    };
    assert_eq!(best(&s, &session), "Session");
    // A game "with" Matadores is not played against them; a debarred play does not count.
    let mut s = lead();
    s.push(sheet(
        "With",
        1,
        0,
        0,
        vec![play(Class::Solo, Suit::Grand, 0, 192, 120)],
    ));
    let mut debarred = play(Class::Solo, Suit::Grand, 4, 192, 120);
    debarred.debarred = true;
    s.push(sheet("Debarred", 1, 0, 0, vec![debarred]));
    assert_eq!(
        award(&s, 3, &Settings::default(), None).unwrap().awards[2].player,
        None
    );
}

/// The [AMBIG] settings of the 6th and 7th prizes.
#[test]
fn the_highest_game_and_the_tournee_class_by_their_settings() {
    let nullo = Play {
        class: Class::Nullo,
        suit: None,
        without: 0,
        value: 46,
        card_points: 0,
        debarred: false,
    };
    let sheets = vec![
        sheet("X", 1, 50, 900, vec![]),
        sheet("Y", 1, 49, 901, vec![]),
        sheet("Z", 1, 48, 899, vec![]),
        sheet("V", 1, 47, 898, vec![]),
        sheet("W", 1, 46, 897, vec![]),
        sheet("Nullo", 1, 0, 0, vec![nullo]),
        sheet(
            "Guckser",
            1,
            0,
            0,
            vec![play(Class::Guckser, Suit::Grand, 3, 40, 80)],
        ),
    ];
    let a = award(&sheets, 7, &Settings::default(), None).unwrap();
    assert_eq!(a.awards[5].player.as_deref(), Some("Nullo"));
    assert_eq!(a.awards[6].player, None);
    let other = Settings {
        highest_game: HighestGame::NoNullos,
        tournee: TourneeClass::WithGuckser,
        ..Settings::default()
    };
    let a = award(&sheets, 7, &other, None).unwrap();
    assert_eq!(a.awards[5].player.as_deref(), Some("Guckser"));
    assert_eq!(a.awards[6].player, None);
    let a = award(&sheets[..6], 7, &other, None).unwrap();
    assert_eq!(a.awards[5].player, None);
}

#[test]
fn a_tie_past_the_printed_rules_is_drawn_by_lot_from_the_seed() {
    let sheets = vec![sheet("P", 1, 3, 100, vec![]), sheet("Q", 1, 3, 100, vec![])];
    let a = award(&sheets, 2, &Settings::default(), Some(11)).unwrap();
    assert_eq!(a.awards[0].lot_among, ["P (session 1)", "Q (session 1)"]);
    assert_eq!(a.seed, Some(11));
    let first = a.awards[0].player.clone().unwrap_or_default();
    let second = a.awards[1].player.clone().unwrap_or_default();
    assert_ne!(first, second);
    assert_eq!(
        award(&sheets, 2, &Settings::default(), Some(11)).unwrap(),
        a
    );
}

#[test]
fn refusals_name_the_field() {
    let e = prizes_json(r#"{"sheets": [{"player": "A", "net_games": 1, "points": 2}, {"player": "A", "net_games": 1, "points": 2}], "prizes": 7}"#).unwrap_err();
    assert_eq!(e.field, "sheets[1].session");
    let e = prizes_json(r#"{"sheets": [{"player": "A", "net_games": 1, "points": 2, "plays": [{"class": "solo", "suit": "grand", "without": 5, "value": 72}]}], "prizes": 7}"#).unwrap_err();
    assert_eq!(e.field, "sheets[0].plays[0].without");
    let e = prizes_json(r#"{"sheets": [{"player": "A", "net_games": 1, "points": 2, "plays": [{"class": "solo", "value": 72}]}], "prizes": 7}"#).unwrap_err();
    assert_eq!(e.field, "sheets[0].plays[0].suit");
    let e = prizes_json(r#"{"sheets": [{"player": "A", "net_games": 1, "points": 2, "plays": [{"class": "tournee", "suit": "clubs", "value": 24, "card_points": 121}]}], "prizes": 7}"#).unwrap_err();
    assert_eq!(e.field, "sheets[0].plays[0].card_points");
    let e = prizes_json(r#"{"sheets": [], "prizes": 0}"#).unwrap_err();
    assert_eq!(e.field, "prizes");
    let e =
        prizes_json(r#"{"sheets": [], "prizes": 7, "settings": {"tournee": "all"}}"#).unwrap_err();
    assert_eq!(e.field, "settings.tournee");
}

proptest! {
    /// Nobody takes two prizes, both of a player's sheets stop competing once he has won, and
    /// the list never gives more prizes than offered.
    #[test]
    fn one_prize_a_player(
        rows in proptest::collection::vec((0usize..6, 1u32..3, -5i64..20, -50i64..300, 0u32..4), 1..16),
        prizes in 1u32..20,
        seed in 0u64..50,
    ) {
        let mut sheets: Vec<Sheet> = Vec::new();
        for (p, session, net, points, without) in rows {
            let name = format!("P{p}");
            if sheets.iter().any(|s| s.player == name && s.session == session) {
                continue;
            }
            let plays = if without > 0 {
                vec![play(Class::Solo, Suit::Hearts, without, 40, 60)]
            } else {
                vec![]
            };
            sheets.push(sheet(&name, session, net, points, plays));
        }
        let a = award(&sheets, prizes, &Settings::default(), Some(seed)).unwrap();
        prop_assert_eq!(a.awards.len(), prizes as usize);
        let mut seen = BTreeSet::new();
        for w in &a.awards {
            if let Some(p) = &w.player {
                prop_assert!(seen.insert(p.clone()));
            }
        }
    }
}
