use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use proptest::prelude::*;

use super::*;
use crate::party::scoring::{AtBell, Reckoning, TieRule};

fn lady(name: &str, tally: &str) -> Player {
    Player {
        name: name.to_owned(),
        sex: Sex::Lady,
        tally: Some(tally.to_owned()),
        place: None,
    }
}

fn gent(name: &str, tally: &str) -> Player {
    Player {
        sex: Sex::Gentleman,
        ..lady(name, tally)
    }
}

/// `tables` tables of two couples: ladies L1.., gentlemen G1.., couple k at "t A" or "t B".
fn guests(tables: u32) -> Vec<Player> {
    let mut out = Vec::new();
    for t in 1..=tables {
        for (k, side) in [(2 * t - 1, "A"), (2 * t, "B")] {
            out.push(lady(&format!("L{k}"), &format!("{t} {side}")));
            out.push(gent(&format!("G{k}"), &format!("{t} {side}")));
        }
    }
    out
}

fn seats(p: &Party) -> Vec<Vec<&str>> {
    p.seating()
        .tables
        .iter()
        .map(|t| t.seats.iter().map(String::as_str).collect())
        .collect()
}

fn won_by(round: u32, winners: &[&str]) -> RoundResult {
    RoundResult {
        round,
        tables: winners
            .iter()
            .enumerate()
            .map(|(i, w)| TableResult {
                table: i as u32 + 1,
                winner: Some((*w).to_owned()),
                ..TableResult::default()
            })
            .collect(),
        ..RoundResult::default()
    }
}

fn cells(rounds: &[super::super::rotation::RotationRound]) -> Vec<Vec<(u32, u32)>> {
    rounds
        .iter()
        .map(|r| {
            r.tables
                .iter()
                .map(|t| (t.n.parse().unwrap(), t.e.parse().unwrap()))
                .collect()
        })
        .collect()
}

fn grid(rows: &[&str]) -> Vec<Vec<(u32, u32)>> {
    rows.iter()
        .map(|r| {
            r.split('|')
                .map(|c| {
                    let (a, b) = c.split_once('v').unwrap();
                    (a.trim().parse().unwrap(), b.trim().parse().unwrap())
                })
                .collect()
        })
        .collect()
}

/// M5, seed 001 L6441–6445: E-W pairs move up a table, Table 1's to the foot
/// (rules-1927-b.md §3.1.4 table for T = 4; pairs 5–8 are EW1–EW4).
#[test]
fn m5_four_tables_as_the_book_moves_them() {
    let s = pair_schedule(4, false).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 5 | 2 v 6 | 3 v 7 | 4 v 8",
            "1 v 6 | 2 v 7 | 3 v 8 | 4 v 5",
            "1 v 7 | 2 v 8 | 3 v 5 | 4 v 6",
            "1 v 8 | 2 v 5 | 3 v 6 | 4 v 7",
        ])
    );
}

#[test]
fn m5_three_tables() {
    let s = pair_schedule(3, false).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 4 | 2 v 5 | 3 v 6",
            "1 v 5 | 2 v 6 | 3 v 4",
            "1 v 6 | 2 v 4 | 3 v 5"
        ])
    );
}

/// M6, seed 001 L6447–6459: the pivot schedule for three tables (rules-1927-b.md §3.1.4).
#[test]
fn m6_three_tables_as_the_book_moves_them() {
    let s = pair_schedule(3, true).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 4 | 2 v 5 | 3 v 6",
            "1 v 2 | 3 v 4 | 6 v 5",
            "1 v 3 | 6 v 2 | 5 v 4",
            "1 v 6 | 5 v 3 | 4 v 2",
            "1 v 5 | 4 v 6 | 2 v 3",
        ])
    );
}

#[test]
fn m6_four_tables_as_the_book_moves_them() {
    let s = pair_schedule(4, true).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 5 | 2 v 6 | 3 v 7 | 4 v 8",
            "1 v 2 | 3 v 5 | 4 v 6 | 8 v 7",
            "1 v 3 | 4 v 2 | 8 v 5 | 7 v 6",
            "1 v 4 | 8 v 3 | 7 v 2 | 6 v 5",
            "1 v 8 | 7 v 4 | 6 v 3 | 5 v 2",
            "1 v 7 | 6 v 8 | 5 v 4 | 2 v 3",
            "1 v 6 | 5 v 7 | 2 v 8 | 3 v 4",
        ])
    );
}

/// L6443–6445 and L6447–6450: M5 meets every E-W pair with every N-S pair once, and M6 every
/// pair with every other once.
#[test]
fn m5_and_m6_give_the_promised_meetings() {
    for t in 2..=12u32 {
        let mut met = BTreeSet::new();
        for r in cells(&pair_schedule(t, false).unwrap()) {
            for (ns, ew) in r {
                assert!(ns <= t && ew > t);
                assert!(
                    met.insert((ns, ew)),
                    "M5 {t} tables meets {ns} v {ew} twice"
                );
            }
        }
        assert_eq!(met.len() as u32, t * t);
        let mut met = BTreeSet::new();
        for r in cells(&pair_schedule(t, true).unwrap()) {
            for (a, b) in r {
                assert!(
                    met.insert((a.min(b), a.max(b))),
                    "M6 {t} tables repeats {a} v {b}"
                );
            }
        }
        assert_eq!(met.len() as u32, t * (2 * t - 1));
    }
}

/// M1, seed 001 L6416–6421 and the 1909 table (seed 000 L2832–2837): three tables.
#[test]
fn m1_winners_up_losers_split_head_losers_to_the_foot() {
    let mut p = Party::from_tallies(Settings::default(), &guests(3)).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L2", "G2"],
            ["L3", "G3", "L4", "G4"],
            ["L5", "G5", "L6", "G6"]
        ]
    );
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            // Table 1's winners keep their seats; table 2's winners come up as a pair.
            ["L1", "G1", "L4", "G4"],
            // Table 2's losers split: L3 with the incoming gentleman, the incoming lady with G3.
            ["L3", "G5", "L5", "G3"],
            // The foot's losers split with table 1's losers.
            ["L6", "G2", "L2", "G6"],
        ]
    );
    let t = p.totals("G4").unwrap();
    assert_eq!((t.halves, t.games), (2, 1));
    assert_eq!(p.totals("G3").unwrap().halves, 0);
}

#[test]
fn m1_head_winners_to_the_foot_or_changing_partners() {
    let rapid = Settings {
        head_winners: HeadWinners::ToFoot,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(rapid, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L2", "G4", "L4", "G2"],
            ["L3", "G5", "L5", "G3"],
            ["L6", "G1", "L1", "G6"],
        ]
    );
    let circles = Settings {
        head_winners: HeadWinners::ChangePartners,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(circles, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(seats(&p)[0], ["L1", "G4", "L4", "G1"]);
}

/// M2, L6424–6431: winning lady one way, winning gentleman the other, round the ends.
#[test]
fn m2_lady_and_gentleman_apart() {
    let s = Settings {
        method: Method::LadyAndGentlemanApart,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    // Winners: T1 L1 G1, T2 L4 G4, T3 L5 G5. Ladies up (T1's to T3), gentlemen down.
    assert_eq!(
        seats(&p),
        [
            ["L2", "G5", "L4", "G2"],
            ["L3", "G1", "L5", "G3"],
            ["L6", "G4", "L1", "G6"],
        ]
    );
}

/// M3, L6432–6435: winning lady up, losing gentleman down; the others stay as partners.
#[test]
fn m3_lady_up_gentleman_down() {
    let s = Settings {
        method: Method::LadyUpGentlemanDown,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    // Losers: T1 L2 G2, T2 L3 G3, T3 L6 G6.
    assert_eq!(
        seats(&p),
        [
            ["L2", "G1", "L4", "G6"],
            ["L3", "G4", "L5", "G2"],
            ["L6", "G5", "L1", "G3"],
        ]
    );
}

/// M4, L6435–6439: gentlemen up, ladies seated; reversed for half the evening.
#[test]
fn m4_gentlemen_up_and_reversed() {
    let s = Settings {
        method: Method::GentlemenUp,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L2", "G4"],
            ["L4", "G3", "L3", "G5"],
            ["L5", "G6", "L6", "G2"],
        ]
    );
    let ladies = Settings {
        ladies_move: true,
        ..s
    };
    let mut p = Party::from_tallies(ladies, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L4", "G2"],
            ["L3", "G4", "L5", "G3"],
            ["L6", "G5", "L2", "G6"],
        ]
    );
}

/// Ties at the bell, L6469–6471: half a game each, or the cut's winner takes the game; either
/// way the side named progresses.
#[test]
fn ties_at_the_bell_each_way() {
    let tied = |round| RoundResult {
        round,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![5, 2]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(vec![3, 3]),
                winner: Some("G4".to_owned()),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let mut half = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    half.play(&tied(1)).unwrap();
    for name in ["L3", "G3", "L4", "G4"] {
        assert_eq!(half.totals(name).unwrap().halves, 1, "{name}");
    }
    assert_eq!(seats(&half)[0], ["L1", "G1", "L4", "G4"]);

    let decider = Settings {
        scoring: Scoring {
            tie: TieRule::Decider,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut cut = Party::from_tallies(decider, &guests(2)).unwrap();
    cut.play(&tied(1)).unwrap();
    assert_eq!(cut.totals("G4").unwrap().halves, 2);
    assert_eq!(cut.totals("G3").unwrap().halves, 0);
    assert_eq!(seats(&cut), seats(&half));

    // Without a name for the cut's winner a tie cannot be settled.
    let mut r = tied(1);
    r.tables[1].winner = None;
    let e = Party::from_tallies(Settings::default(), &guests(2))
        .unwrap()
        .play(&r)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].winner");
}

/// Odd numbers, L6507–6515: a three-hand foot table; two progress, only the top scores, and a
/// tie for top scores both.
#[test]
fn three_hand_foot_table() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        scoring: Scoring {
            mode: Mode::Points,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    assert_eq!(seats(&p)[2], ["L9", "G9", "L10"]);
    let round = |foot: Vec<i64>, stays: Option<&str>| RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![5, 1]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(vec![2, 4]),
                ..TableResult::default()
            },
            TableResult {
                table: 3,
                points: Some(foot),
                stays: stays.map(str::to_owned),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    // A tie between the two lower hands: the cut must say who stays.
    let e = p.clone().play(&round(vec![5, 2, 2], None)).unwrap_err();
    assert_eq!(e.field, "tables[2].stays");
    let mut q = p.clone();
    q.play(&round(vec![5, 2, 2], Some("G9"))).unwrap();
    assert_eq!(q.totals("L9").unwrap().halves, 2);
    assert_eq!(q.totals("L10").unwrap().halves, 0);
    // L9 and L10 progress to table 2 (the lady's place first); G9 stays; table 1's losers come.
    assert_eq!(seats(&q)[1], ["L3", "L10", "L9", "G3"]);
    assert_eq!(seats(&q)[2], ["G9", "L2", "G2"]);

    // A tie for top at a three-hand table: both score.
    p.play(&round(vec![4, 4, 1], None)).unwrap();
    assert_eq!(p.totals("L9").unwrap().halves, 2);
    assert_eq!(p.totals("G9").unwrap().halves, 2);
    assert_eq!(p.totals("L10").unwrap().halves, 0);
    assert_eq!(seats(&p)[2], ["L10", "L2", "G2"]);
    assert_eq!(p.totals("L9").unwrap().points, 4);
}

#[test]
fn two_hand_foot_table_both_progress_the_winner_scores() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 B"));
    let s = Settings {
        scoring: Scoring {
            mode: Mode::Points,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    for t in &mut r.tables {
        t.winner = None;
        t.points = Some(vec![5, 3]);
    }
    r.tables.push(TableResult {
        table: 3,
        points: Some(vec![2, 6]),
        ..TableResult::default()
    });
    p.play(&r).unwrap();
    assert_eq!(p.totals("G9").unwrap().halves, 2);
    assert_eq!(p.totals("L9").unwrap().halves, 0);
    assert_eq!(seats(&p)[1], ["L4", "G9", "L9", "G4"]);
    assert_eq!(seats(&p)[2], ["L2", "G2"]);
}

#[test]
fn refusals_name_the_field() {
    let mut p = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    let e = p.clone().play(&won_by(1, &["L1", "L1"])).unwrap_err();
    assert_eq!(e.field, "tables[1].winner");
    assert!(e.message.contains("not at table 2"), "{e}");
    p.play(&won_by(1, &["L1", "L3"])).unwrap();
    let e = p.clone().play(&won_by(1, &["L1", "L3"])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "round: round 1 is finished; round 2 is being played"
    );
    let e = p.clone().play(&won_by(3, &["L1", "L3"])).unwrap_err();
    assert_eq!(e.field, "round");
    let e = p.clone().play(&won_by(2, &["L1"])).unwrap_err();
    assert_eq!(e.to_string(), "tables: no result for table 2");
    let mut r = won_by(2, &["L1", "L2"]);
    r.tables[0].lone_hands.insert("G9".to_owned(), 1);
    assert_eq!(
        p.clone().play(&r).unwrap_err().field,
        "tables[0].lone_hands.G9"
    );
    let mut r = won_by(2, &["L1", "L4"]);
    r.tables[1].points = Some(vec![1, 5]);
    assert_eq!(p.clone().play(&r).unwrap_err().field, "tables[1].winner");
    // Refusals change nothing.
    let before = p.clone();
    let _ = p.play(&won_by(2, &["L1", "nobody"]));
    assert_eq!(p, before);
}

#[test]
fn lone_hands_at_the_head_table_as_the_hostess_rules() {
    let no_head = Settings {
        lone_hands: LoneHands::NotAtHead,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(no_head, &guests(2)).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    r.tables[0].lone_hands.insert("G1".to_owned(), 1);
    let e = p.clone().play(&r).unwrap_err();
    assert_eq!(e.field, "tables[0].lone_hands.G1");
    let mut r = won_by(1, &["L1", "L3"]);
    r.tables[1].lone_hands.insert("G3".to_owned(), 2);
    p.play(&r).unwrap();
    assert_eq!(p.totals("G3").unwrap().lone_hands, 2);
}

#[test]
fn tally_codes_and_a_lady_in_a_gentlemans_place() {
    assert_eq!(parse_tally("1 A"), Some((1, Side::A)));
    assert_eq!(parse_tally("12B"), Some((12, Side::B)));
    assert_eq!(parse_tally("0 A"), None);
    assert_eq!(parse_tally("A 1"), None);
    let mut players = guests(2);
    // G4 is away; L9 takes his place at "2 B".
    players.retain(|p| p.name != "G4");
    players.push(Player {
        place: Some(Sex::Gentleman),
        ..lady("L9", "2 B")
    });
    let p = Party::from_tallies(Settings::default(), &players).unwrap();
    assert_eq!(seats(&p)[1], ["L3", "G3", "L4", "L9"]);
    assert_eq!(p.sex("L9"), Some(Sex::Lady));
    // Without the place the couple has two ladies.
    players.last_mut().unwrap().place = None;
    let e = Party::from_tallies(Settings::default(), &players).unwrap_err();
    assert!(e.field.ends_with(".place"), "{e}");
}

#[test]
fn late_guests_and_early_leavers() {
    let mut p = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    r.leave = vec!["G1".to_owned()];
    r.arrive = vec![gent("G9", "")];
    p.play(&r).unwrap();
    // The late guest takes the leaver's place.
    assert_eq!(seats(&p)[0], ["L1", "G9", "L3", "G3"]);
    assert_eq!(p.totals("G1").unwrap().halves, 2);
    assert_eq!(seats(&p)[1], ["L4", "G2", "L2", "G4"], "{:?}", p.seating());
    // Three more: a three-hand foot table under M1.
    let mut r = won_by(2, &["L1", "L4"]);
    r.arrive = vec![lady("L7", ""), gent("G7", ""), lady("L8", "")];
    p.play(&r).unwrap();
    assert_eq!(p.seating().tables.len(), 3);
    assert_eq!(p.seating().tables[2].seats, ["L7", "G7", "L8"]);
    // A leaver from the middle is replaced from the foot table.
    let mut r = won_by(3, &["L1", "L2"]);
    r.tables.push(TableResult {
        table: 3,
        points: Some(vec![3, 2, 1]),
        ..TableResult::default()
    });
    r.leave = vec!["L3".to_owned()];
    let before: BTreeSet<String> = p
        .seating()
        .tables
        .iter()
        .flat_map(|t| t.seats.clone())
        .collect();
    p.play(&r).unwrap();
    let after: BTreeSet<String> = p
        .seating()
        .tables
        .iter()
        .flat_map(|t| t.seats.clone())
        .collect();
    assert_eq!(after.len(), before.len() - 1);
    assert!(!after.contains("L3"));
    assert_eq!(p.seating().tables[2].seats.len(), 2);
    let e = p.clone().play(&RoundResult {
        leave: vec!["nobody".to_owned()],
        ..won_by(4, &["L1", "L2", "L7"])
    });
    assert!(e.is_err());
}

fn no_one_twice(s: &Seating) -> bool {
    let mut seen = BTreeSet::new();
    s.tables
        .iter()
        .flat_map(|t| &t.seats)
        .chain(&s.waiting)
        .all(|n| seen.insert(n.clone()))
}

fn method_of(k: u8) -> Method {
    match k % 6 {
        0 => Method::WinnersUp,
        1 => Method::LadyAndGentlemanApart,
        2 => Method::LadyUpGentlemanDown,
        3 => Method::GentlemenUp,
        4 => Method::FixedPartners,
        _ => Method::Pivot,
    }
}

proptest! {
    /// No movement ever seats one player at two tables or loses anyone.
    #[test]
    fn a_movement_never_puts_one_player_at_two_tables(
        tables in 2u32..9,
        method in 0u8..6,
        head in 0u8..3,
        picks in proptest::collection::vec(proptest::collection::vec(0usize..4, 9), 1..8),
    ) {
        let settings = Settings {
            method: method_of(method),
            head_winners: [HeadWinners::Stay, HeadWinners::ToFoot, HeadWinners::ChangePartners][head as usize],
            ..Settings::default()
        };
        let players = guests(tables);
        let mut p = Party::from_tallies(settings, &players).unwrap();
        for (r, pick) in picks.iter().enumerate() {
            let winners: Vec<String> = p
                .seating()
                .tables
                .iter()
                .zip(pick)
                .map(|(t, &j)| t.seats[j].clone())
                .collect();
            let w: Vec<&str> = winners.iter().map(String::as_str).collect();
            p.play(&won_by(r as u32 + 1, &w)).unwrap();
            prop_assert!(no_one_twice(p.seating()));
            let seated: usize = p.seating().tables.iter().map(|t| t.seats.len()).sum();
            prop_assert_eq!(seated, players.len());
            // Every line on a tally is one game, and totals are sums of lines.
            for lines in p.tallies().values() {
                prop_assert_eq!(lines.len(), r + 1);
                let t = Totals::of(lines);
                prop_assert_eq!(t.halves, lines.iter().map(|l| l.halves).sum::<u32>());
            }
        }
    }
}

/// 100 tables, 400 players: the next seating well under a millisecond (checked loosely here,
/// since tests run unoptimised on a shared machine; the bench is the measure).
#[test]
fn a_hundred_tables_move_quickly() {
    let players = guests(100);
    let p = Party::from_tallies(Settings::default(), &players).unwrap();
    let winners: Vec<String> = p
        .seating()
        .tables
        .iter()
        .map(|t| t.seats[2].clone())
        .collect();
    let w: Vec<&str> = winners.iter().map(String::as_str).collect();
    let r = won_by(1, &w);
    let start = Instant::now();
    for _ in 0..20 {
        p.clone().play(&r).unwrap();
    }
    let each = start.elapsed() / 20;
    println!("100 tables, next seating: {each:?} (unoptimised)");
    assert!(each < Duration::from_millis(20), "{each:?}");
}

/// L6513–6515: nobody stays at the three-hand table more than two games, winning or not.
#[test]
fn nobody_stays_at_the_three_hand_table_more_than_two_games() {
    let mut players = guests(1);
    players.push(lady("L9", "2 A"));
    players.push(gent("G9", "2 A"));
    players.push(lady("L10", "2 B"));
    let s = Settings {
        three_hand_limit: Some(2),
        scoring: Scoring {
            mode: Mode::Points,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let round = |r: u32, foot: Vec<i64>| RoundResult {
        round: r,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![5, 1]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(foot),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    // Game 1: L10 has fewest and stays.
    p.play(&round(1, vec![5, 3, 1])).unwrap();
    assert_eq!(p.seating().tables[1].seats[0], "L10");
    // Game 2: L10 fewest again, but has had two games there: she progresses; the lower of the
    // other two (L2, 2 points) stays.
    p.play(&round(2, vec![1, 2, 5])).unwrap();
    let foot = &p.seating().tables[1].seats;
    assert!(!foot.contains(&"L10".to_owned()), "{foot:?}");
    assert_eq!(foot[0], "L2");
    assert!(p.seating().tables[0].seats.contains(&"L10".to_owned()));
    // Scoring is not changed by the rule: only the top scored.
    assert_eq!(p.totals("L10").unwrap().halves, 0);
}

/// Seed 000 L2820–2825: seats drawn by lot; the same seed draws the same seats, whatever order
/// the guests were listed in.
#[test]
fn seats_by_lot_replay_from_the_seed() {
    let mut players = guests(3);
    for p in &mut players {
        p.tally = None;
    }
    let s = Settings::default();
    let a = seat_by_lot(&s, &players, 1909).unwrap();
    players.reverse();
    assert_eq!(seat_by_lot(&s, &players, 1909).unwrap(), a);
    assert!(no_one_twice(&a));
    assert!((0..8).any(|seed| seat_by_lot(&s, &players, seed).unwrap() != a));
    // Ladies in ladies' places when the numbers are even.
    for t in &a.tables {
        assert!(
            t.seats[0].starts_with('L') && t.seats[2].starts_with('L'),
            "{t:?}"
        );
    }
    Party::new(s, &players, a).unwrap();
    // Seven: a three-hand foot table; five cannot be seated.
    players.truncate(7);
    let seven = seat_by_lot(&s, &players, 1).unwrap();
    assert_eq!(seven.tables[1].seats.len(), 3);
    players.truncate(5);
    assert_eq!(seat_by_lot(&s, &players, 1).unwrap_err().field, "players");
}

fn aisle_room(aisles: u32, per: u32) -> Settings {
    Settings {
        lone_hands: LoneHands::None,
        aisles: Some(aisles),
        aisle_tables: Some(per),
        ..Settings::default()
    }
}

/// seed 001 L6552–6676: tables numbered on through the room, sixteen to an aisle in the book's
/// chart; any tables over the last aisle's share stay in the last aisle.
#[test]
fn tables_are_numbered_through_the_aisles() {
    let s = aisle_room(4, 16);
    assert_eq!(s.aisle_of(1), Some(1));
    assert_eq!(s.aisle_of(16), Some(1));
    assert_eq!(s.aisle_of(17), Some(2));
    assert_eq!(s.table_in_aisle(17), Some(1));
    assert_eq!(s.aisle_of(64), Some(4));
    assert_eq!(s.table_in_aisle(64), Some(16));
    assert_eq!(s.aisle_of(65), Some(4));
    assert_eq!(s.table_in_aisle(65), Some(17));
    assert_eq!(Settings::default().aisle_of(3), None);
}

/// seed 001 L6818–6820 (printed rule 4: the winners move "to the table next highest in number")
/// and the chart's caption (L6552–6676: "progressing in a circle from table No. 16 to table No.
/// 1"; "There is no head table"): two aisles of three tables, the head pair winning everywhere.
#[test]
fn each_aisle_is_its_own_circuit_without_a_head_table() {
    let mut p = Party::from_tallies(aisle_room(2, 3), &guests(6)).unwrap();
    p.play(&won_by(1, &["L1", "L3", "L5", "L7", "L9", "L11"]))
        .unwrap();
    assert_eq!(
        seats(&p),
        vec![
            // Aisle 1, table 1: the winners of its table 3 come round; the losers split.
            vec!["L2", "G5", "L5", "G2"],
            vec!["L4", "G1", "L1", "G4"],
            vec!["L6", "G3", "L3", "G6"],
            // Aisle 2 keeps to itself.
            vec!["L8", "G11", "L11", "G8"],
            vec!["L10", "G7", "L7", "G10"],
            vec!["L12", "G9", "L9", "G12"],
        ]
    );
}

proptest! {
    /// Whoever wins, a player never leaves the aisle he started in, and every seat is filled.
    #[test]
    fn nobody_leaves_his_aisle(picks in proptest::collection::vec(proptest::collection::vec(0usize..4, 6), 1..10)) {
        let s = aisle_room(2, 3);
        let mut p = Party::from_tallies(s, &guests(6)).unwrap();
        let aisle_of = |p: &Party| -> BTreeMap<String, u32> {
            p.seating().tables.iter().flat_map(|t| {
                t.seats.iter().map(move |n| (n.clone(), s.aisle_of(t.table).unwrap()))
            }).collect()
        };
        let start = aisle_of(&p);
        for (r, pick) in picks.iter().enumerate() {
            let winners: Vec<String> = p.seating().tables.iter().zip(pick).map(|(t, &j)| t.seats[j].clone()).collect();
            let names: Vec<&str> = winners.iter().map(String::as_str).collect();
            p.play(&won_by(r as u32 + 1, &names)).unwrap();
            prop_assert_eq!(aisle_of(&p), start.clone());
        }
    }
}

/// An odd number at a large euchre: the three-hand foot table (seed 001 L6507–6515) sits in the
/// last aisle's circuit; its two who progress go to that aisle's first table, whose winners come
/// down to it in turn, and nobody changes aisle.
#[test]
fn a_three_hand_foot_table_goes_round_the_last_aisle() {
    let mut players = guests(3);
    players.push(lady("L9", "4 A"));
    players.push(gent("G9", "4 A"));
    players.push(lady("L10", "4 B"));
    let s = Settings {
        scoring: Scoring {
            mode: Mode::Points,
            ..Scoring::default()
        },
        ..aisle_room(2, 2)
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let points = |v: &[i64]| Some(v.to_vec());
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: points(&[5, 1]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: points(&[2, 4]),
                ..TableResult::default()
            },
            TableResult {
                table: 3,
                points: points(&[5, 3]),
                ..TableResult::default()
            },
            TableResult {
                table: 4,
                points: points(&[5, 3, 1]),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    })
    .unwrap();
    // Table 3 (aisle 2, table 1) takes the foot's two who progress (L9, G9); the foot keeps
    // L10 and takes table 3's winners (L5, G5).
    assert_eq!(seats(&p)[2], ["L6", "G9", "L9", "G6"]);
    assert_eq!(seats(&p)[3], ["L10", "L5", "G5"]);
    // Aisle 1 goes round its own two tables.
    assert_eq!(seats(&p)[0], ["L2", "G4", "L4", "G2"]);
    assert_eq!(seats(&p)[1], ["L3", "G1", "L1", "G3"]);
}

/// The bell, seed 001 L6397–6404 (rules-1927-b.md §3.1.2 [AMBIG]): at table 2 the bell finds
/// the sides at 3–3 with a hand in progress that, played out, gives B two points. Stopping at
/// once leaves the tie (half games, B named by the cut); playing the hand out gives B the game
/// 5–3. By default a games tally stops at once, so the hand's points are refused there.
#[test]
fn the_bell_stops_play_or_lets_the_hand_finish() {
    let round = RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![5, 2]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(vec![3, 3]),
                in_hand: Some(vec![0, 2]),
                winner: Some("G4".to_owned()),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let with = |at_bell| Settings {
        scoring: Scoring {
            at_bell,
            ..Scoring::default()
        },
        ..Settings::default()
    };

    let mut finish = Party::from_tallies(with(Some(AtBell::FinishHand)), &guests(2)).unwrap();
    finish.play(&round).unwrap();
    assert_eq!(finish.totals("G4").unwrap().halves, 2);
    assert_eq!(finish.totals("G4").unwrap().points, 5);
    assert_eq!(finish.totals("G3").unwrap().halves, 0);
    assert_eq!(finish.totals("G3").unwrap().points, 3);

    let e = Party::from_tallies(with(Some(AtBell::StopNow)), &guests(2))
        .unwrap()
        .play(&round)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].in_hand");
    // The games tally's own rule is to stop at once.
    let e = Party::from_tallies(with(None), &guests(2))
        .unwrap()
        .play(&round)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].in_hand");

    let mut stopped = round.clone();
    stopped.tables[1].in_hand = None;
    let mut stop = Party::from_tallies(with(Some(AtBell::StopNow)), &guests(2)).unwrap();
    stop.play(&stopped).unwrap();
    assert_eq!(stop.totals("G4").unwrap().halves, 1);
    assert_eq!(stop.totals("G3").unwrap().halves, 1);
    assert_eq!(stop.totals("G4").unwrap().points, 3);
    // The side named progresses either way.
    assert_eq!(seats(&stop)[0], seats(&finish)[0]);
}

/// Progressive auction's rounds gross or net (seed 001 L2891–2896): 300 to 120 at table 1 and
/// 80 to 210 at table 2. Gross, each side keeps its total; net, the side ahead keeps the
/// difference (180, 130) and the other side nothing. The winners progress either way.
#[test]
fn auction_rounds_reckoned_gross_or_net() {
    let round = RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![300, 120]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(vec![80, 210]),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let with = |reckoning| Settings {
        scoring: Scoring {
            mode: Mode::Points,
            reckoning,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut gross = Party::from_tallies(with(Reckoning::Gross), &guests(2)).unwrap();
    gross.play(&round).unwrap();
    let mut net = Party::from_tallies(with(Reckoning::Net), &guests(2)).unwrap();
    net.play(&round).unwrap();
    for (name, g, n) in [
        ("L1", 300, 180),
        ("G1", 300, 180),
        ("L2", 120, 0),
        ("L3", 80, 0),
        ("L4", 210, 130),
        ("G4", 210, 130),
    ] {
        assert_eq!(gross.totals(name).unwrap().points, g, "{name} gross");
        assert_eq!(net.totals(name).unwrap().points, n, "{name} net");
    }
    assert_eq!(seats(&gross), seats(&net));
}

/// Odd numbers under M2 (seed 001 L6507–6515; the rule does not depend on the method): the
/// fours move by M2 among themselves; of the three at the foot L9 and G9 progress to the last
/// four in the places of its losers L3 and G3, who go down to L10 at the foot.
#[test]
fn a_three_hand_foot_table_under_lady_and_gentleman_apart() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        method: Method::LadyAndGentlemanApart,
        scoring: Scoring {
            mode: Mode::Points,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let points = |table, points: Vec<i64>| TableResult {
        table,
        points: Some(points),
        ..TableResult::default()
    };
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            points(1, vec![5, 1]),
            points(2, vec![2, 4]),
            points(3, vec![5, 3, 1]),
        ],
        ..RoundResult::default()
    })
    .unwrap();
    assert_eq!(
        seats(&p),
        [
            vec!["L2", "G4", "L4", "G2"],
            vec!["L9", "G1", "L1", "G9"],
            vec!["L10", "L3", "G3"],
        ]
    );
    // Only the top hand at the foot scores (L6511–6513).
    assert_eq!(p.totals("L9").unwrap().halves, 2);
    assert_eq!(p.totals("G9").unwrap().halves, 0);
}

/// M5 and M6 move partnerships by a fixed schedule, and say why they cannot take an odd foot.
#[test]
fn fixed_partners_refuse_an_odd_foot_table_and_say_why() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    for method in [Method::FixedPartners, Method::Pivot] {
        let s = Settings {
            method,
            ..Settings::default()
        };
        let e = Party::from_tallies(s, &players).unwrap_err();
        assert!(e.message.contains("partnership"), "{e}");
    }
}

proptest! {
    /// Odd numbers under M1–M4 (and five hundred's high player alone from a three-hand table)
    /// with late guests and early leavers: never one player at two tables, and everyone still
    /// there seated or waiting.
    #[test]
    fn odd_foot_tables_never_put_one_player_at_two_tables(
        fours in 1u32..6,
        extra in prop_oneof![Just(0usize), Just(2), Just(3)],
        method in 0u8..4,
        high_only in any::<bool>(),
        rounds in proptest::collection::vec(
            (proptest::collection::vec(0i64..40, 8), 0usize..64, any::<bool>(), any::<bool>()),
            1..8,
        ),
    ) {
        let settings = Settings {
            method: method_of(method),
            three_hand_high_only: high_only,
            scoring: Scoring {
                mode: Mode::Points,
                ..Scoring::default()
            },
            ..Settings::default()
        };
        let mut players = guests(fours);
        let foot = fours + 1;
        for k in 0..extra {
            let name = format!("X{k}");
            players.push(if k % 2 == 0 {
                lady(&name, &format!("{foot} A"))
            } else {
                gent(&name, &format!("{foot} A"))
            });
        }
        let mut p = Party::from_tallies(settings, &players).unwrap();
        let mut present: BTreeSet<String> = players.iter().map(|x| x.name.clone()).collect();
        for (r, (pts, who, leave, arrive)) in rounds.iter().enumerate() {
            let round = r as u32 + 1;
            let tables = p
                .seating()
                .tables
                .iter()
                .map(|t| {
                    // Distinct points, so no tie needs a cut.
                    let hands = if t.seats.len() == 4 { 2 } else { t.seats.len() };
                    let mut v: Vec<i64> = (0..hands)
                        .map(|j| pts[j] * 4 + j as i64)
                        .collect();
                    v.dedup();
                    TableResult {
                        table: t.table,
                        points: Some(v),
                        ..TableResult::default()
                    }
                })
                .collect();
            let mut result = RoundResult {
                round,
                tables,
                ..RoundResult::default()
            };
            if *leave && present.len() > 6 {
                let seated: Vec<&String> =
                    p.seating().tables.iter().flat_map(|t| &t.seats).collect();
                result.leave.push(seated[who % seated.len()].clone());
            }
            if *arrive {
                let name = format!("N{round}");
                result.arrive.push(if who % 2 == 0 { lady(&name, "") } else { gent(&name, "") });
            }
            p.play(&result).unwrap();
            for gone in &result.leave {
                present.remove(gone);
            }
            for came in &result.arrive {
                present.insert(came.name.clone());
            }
            prop_assert!(no_one_twice(p.seating()), "{:?}", p.seating());
            let here: BTreeSet<String> = p
                .seating()
                .tables
                .iter()
                .flat_map(|t| t.seats.iter().cloned())
                .chain(p.seating().waiting.iter().cloned())
                .collect();
            prop_assert_eq!(&here, &present);
            for t in &p.seating().tables {
                prop_assert!(t.seats.len() == 4 || (t.table as usize == p.seating().tables.len() && (2..=3).contains(&t.seats.len())), "{:?}", p.seating());
            }
        }
    }
}

/// Five hundred's tally cards, seed 001 L7370–7374: "Table A 1, A 2, A 3, A 4; one and three
/// playing partners against two and four" — the letter is the table, the number the seat.
#[test]
fn five_hundred_tallies_name_the_table_by_letter_and_the_seat_by_number() {
    assert_eq!(parse_seat_tally("A 1"), Some((1, 1)));
    assert_eq!(parse_seat_tally("c4"), Some((3, 4)));
    assert_eq!(parse_seat_tally("A 5"), None);
    assert_eq!(parse_seat_tally("1 A"), None);
    let s = Settings {
        seat_tallies: true,
        ..Settings::default()
    };
    let players = vec![
        lady("L1", "A 1"),
        gent("G1", "A 3"),
        lady("L2", "A 2"),
        gent("G2", "A 4"),
        lady("L3", "B 1"),
        gent("G3", "B 3"),
        lady("L4", "B 2"),
        gent("G4", "B 4"),
    ];
    let p = Party::from_tallies(s, &players).unwrap();
    // Seats 1 and 3 are partners (pair A), 2 and 4 the other pair.
    assert_eq!(
        seats(&p),
        [["L1", "G1", "L2", "G2"], ["L3", "G3", "L4", "G4"]]
    );
    // Without the setting "A 1" is not a euchre tally.
    let e = Party::from_tallies(Settings::default(), &players).unwrap_err();
    assert_eq!(e.field, "players[0].tally");
}

/// Five hundred's three-hand table, seed 001 L7400–7404: "three-hand, high player progresses",
/// alone. L9 (300) goes up to table 2 in the place of one who lost there (L3), who goes down
/// to the foot with G9 and L10; table 1's losers come to table 2 as under M1.
#[test]
fn at_five_hundred_only_the_high_player_leaves_a_three_hand_table() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        three_hand_high_only: true,
        scoring: Scoring {
            mode: Mode::Points,
            set_backs: true,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let round = |foot: Vec<i64>, winner: Option<&str>| RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: Some(vec![240, 100]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: Some(vec![-100, 180]),
                ..TableResult::default()
            },
            TableResult {
                table: 3,
                points: Some(foot),
                winner: winner.map(str::to_owned),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let mut q = p.clone();
    q.play(&round(vec![300, 120, -60], None)).unwrap();
    assert_eq!(
        seats(&q),
        [
            vec!["L1", "G1", "L4", "G4"],
            vec!["L9", "G2", "L2", "G3"],
            vec!["G9", "L10", "L3"],
        ]
    );
    assert_eq!(q.totals("L9").unwrap().points, 300);
    assert_eq!(q.totals("L10").unwrap().points, -60);
    // Two tied for high: the one who won the cut is named, and only he progresses.
    let e = p.clone().play(&round(vec![200, 200, 0], None)).unwrap_err();
    assert_eq!(e.field, "tables[2].winner");
    p.play(&round(vec![200, 200, 0], Some("G9"))).unwrap();
    assert!(seats(&p)[1].contains(&"G9"));
    assert!(seats(&p)[2].contains(&"L9"));
    assert_eq!(p.totals("L9").unwrap().halves, 2);
}

/// Five hundred's seats as the tally cards write them (seed 001 L7370–7374): pair A sits in
/// seats 1 and 3, pair B in 2 and 4; each code reads back to its table and seat.
#[test]
fn seat_tallies_read_back() {
    assert_eq!(seat_tally(1, 4, 0).as_deref(), Some("A 1"));
    assert_eq!(seat_tally(1, 4, 1).as_deref(), Some("A 3"));
    assert_eq!(seat_tally(2, 4, 2).as_deref(), Some("B 2"));
    assert_eq!(seat_tally(26, 4, 3).as_deref(), Some("Z 4"));
    assert_eq!(seat_tally(3, 3, 2).as_deref(), Some("C 3"));
    assert_eq!(seat_tally(27, 4, 0), None);
    assert_eq!(seat_tally(0, 4, 0), None);
    for (j, seat) in [(0, 1), (1, 3), (2, 2), (3, 4)] {
        let code = seat_tally(5, 4, j).unwrap();
        assert_eq!(parse_seat_tally(&code), Some((5, seat)));
    }
}
