use super::draw::{self, sizes};
use super::sheet::{DealLine, Entered, Fine, PlayLine, Totals, total};
use super::standings::{Entry, prizes, standings};
use super::*;
use crate::party::skat_league::{Category, Class, Play, Suit};

fn deal(json: &str) -> DealLine {
    DealLine {
        deal: serde_json::from_str(json).unwrap(),
        remark: String::new(),
        prize: false,
        ok_by: String::new(),
        debarred: false,
    }
}

fn ids(n: i64) -> Vec<i64> {
    (1..=n).collect()
}

#[test]
fn the_draw_is_replayed_from_its_seed() {
    let a = draw::draw(&ids(23), 1926, TableSize::Fours).unwrap();
    let b = draw::draw(&ids(23), 1926, TableSize::Fours).unwrap();
    assert_eq!(a, b);
    assert!(draw::replays(&a, TableSize::Fours));
    let c = draw::draw(&ids(23), 1927, TableSize::Fours).unwrap();
    assert_ne!(a.tables, c.tables, "another seed, another seating");
    let mut tampered = a.clone();
    tampered.tables[0].swap(0, 1);
    tampered.tables.swap(0, 5);
    assert!(!draw::replays(&tampered, TableSize::Fours));
}

#[test]
fn every_player_is_seated_once_at_a_table_of_three_or_four() {
    for n in [3usize, 4, 6, 7, 8, 9, 10, 11, 12, 13, 17, 50, 101] {
        for prefer in [TableSize::Fours, TableSize::Threes] {
            for seed in 0..20u64 {
                let players = ids(n as i64);
                let d = draw::draw(&players, seed, prefer).unwrap();
                assert!(
                    d.tables.iter().all(|t| t.len() == 3 || t.len() == 4),
                    "{n} players: {:?}",
                    d.tables
                );
                let mut seated: Vec<i64> = d.tables.concat();
                seated.sort_unstable();
                assert_eq!(seated, players, "{n} players, seed {seed}");
            }
        }
    }
}

#[test]
fn how_five_seven_ten_and_eleven_players_are_split() {
    // Five cannot make tables of three and four: one table of five, the dealer and the player
    // opposite sitting out (seed 001 L10481–10488).
    assert_eq!(sizes(5, TableSize::Fours).unwrap(), vec![5]);
    assert_eq!(sizes(5, TableSize::Threes).unwrap(), vec![5]);
    assert_eq!(sizes(7, TableSize::Fours).unwrap(), vec![4, 3]);
    assert_eq!(sizes(7, TableSize::Threes).unwrap(), vec![4, 3]);
    assert_eq!(sizes(10, TableSize::Fours).unwrap(), vec![4, 3, 3]);
    assert_eq!(sizes(10, TableSize::Threes).unwrap(), vec![4, 3, 3]);
    assert_eq!(sizes(11, TableSize::Fours).unwrap(), vec![4, 4, 3]);
    assert_eq!(sizes(11, TableSize::Threes).unwrap(), vec![4, 4, 3]);
    assert_eq!(sizes(12, TableSize::Fours).unwrap(), vec![4, 4, 4]);
    assert_eq!(sizes(12, TableSize::Threes).unwrap(), vec![3, 3, 3, 3]);
    assert_eq!(sizes(9, TableSize::Fours).unwrap(), vec![3, 3, 3]);
    assert_eq!(sizes(6, TableSize::Fours).unwrap(), vec![3, 3]);
    assert_eq!(sizes(2, TableSize::Fours).unwrap_err().field, "players");
    let five = draw::draw(&ids(5), 3, TableSize::Fours).unwrap();
    assert_eq!(five.tables.len(), 1);
    assert_eq!(five.tables[0].len(), 5);
}

#[test]
fn a_player_entered_twice_is_refused() {
    let e = draw::draw(&[1, 2, 3, 2], 0, TableSize::Fours).unwrap_err();
    assert_eq!(e.field, "players[3]");
}

/// A three-hand table's sheets, worked by hand by the League's values (Laws IX, seed 001
/// L10984–11087): a Solo in clubs with two, 95 card points (Schneider): 12 × (2 + 2) = 48 won; a
/// Tournee in hearts with one, 50 card points: 6 × (1 + 1) = 12 lost; a Ramsch with A holding the
/// most points: 20 charged; a Guckser with one, won: 16 × (1 + 1) = 32 (L11045–11048: "Should
/// he win, the value is 16; losing 32. Every Matadore counts 16, respective 32 more").
#[test]
fn a_three_hand_sheet_totalled_by_hand() {
    let settings = Settings {
        rounds: 2,
        ..Settings::default()
    };
    let lines = vec![
        deal(
            r#"{"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 2}, "card_points": 95}"#,
        ),
        deal(
            r#"{"declarer": 1, "game": "tournee", "trump": "hearts", "matadores": {"with": 1}, "card_points": 50}"#,
        ),
        deal(
            r#"{"game": "ramsch", "card_points": [62, 40, 18], "last_trick": 0, "trickless": []}"#,
        ),
        deal(r#"{"declarer": 2, "game": "guckser", "matadores": {"with": 1}, "card_points": 70}"#),
    ];
    let t = total(&settings, 3, &Entered::Deals(lines), &[], false).unwrap();
    assert_eq!(t.scored[0].value, 48);
    assert_eq!(t.scored[1].value, -12);
    assert_eq!(t.scored[3].value, 32);
    assert_eq!(
        (t.seats[0].won, t.seats[0].lost, t.seats[0].points),
        (1, 1, 28)
    );
    assert_eq!(
        (t.seats[1].won, t.seats[1].lost, t.seats[1].points),
        (0, 1, -12)
    );
    assert_eq!(
        (t.seats[2].won, t.seats[2].lost, t.seats[2].points),
        (1, 0, 32)
    );
    assert_eq!(t.seats[0].net_games(), 0);
    assert_eq!(t.rounds_done, 1);
    assert!(!t.complete);
}

#[test]
fn a_ramsch_lost_counts_as_a_game_only_by_the_setting() {
    let settings = Settings {
        ramsch_is_a_game: false,
        ..Settings::default()
    };
    let lines = vec![deal(
        r#"{"game": "ramsch", "card_points": [62, 40, 18], "last_trick": 0, "trickless": []}"#,
    )];
    let t = total(&settings, 3, &Entered::Deals(lines), &[], false).unwrap();
    assert_eq!((t.seats[0].lost, t.seats[0].points), (0, -20));
}

/// "After twenty rounds have been played, the game is concluded" (Laws VIII.14, L10979–10981).
#[test]
fn no_deal_after_the_last_round() {
    let settings = Settings {
        rounds: 1,
        ..Settings::default()
    };
    // At a table of four the dealer sits out; the first named is Vorhand of the first deal, the
    // next of the second, and so on (seed 001 L10481–10488, L10518–10521).
    let null = |p: usize| {
        deal(&format!(
            r#"{{"declarer": {p}, "game": "null", "won": true}}"#
        ))
    };
    let full: Vec<DealLine> = (0..4).map(null).collect();
    let t = total(&settings, 4, &Entered::Deals(full.clone()), &[], false).unwrap();
    assert!(t.complete);
    assert_eq!(t.rounds_done, 1);
    let mut over = full;
    over.push(null(0));
    let e = total(&settings, 4, &Entered::Deals(over), &[], false).unwrap_err();
    assert_eq!(e.field, "deals[4]");
}

fn fines() -> Vec<Fine> {
    vec![
        Fine {
            seat: 0,
            round: 1,
            points: 10,
            reason: "misdeal".into(),
        },
        Fine {
            seat: 0,
            round: 2,
            points: 25,
            reason: "a skat card in his hand".into(),
        },
    ]
}

/// XI.15 (L11272–11273): penalties "figured separately at the end of twenty rounds".
#[test]
fn penalties_are_subtracted_at_the_end_per_round_or_never() {
    let solo = r#"{"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 2}, "card_points": 95}"#;
    let ramsch =
        r#"{"game": "ramsch", "card_points": [30, 40, 50], "last_trick": 1, "trickless": []}"#;
    // One round of three deals played of two.
    let lines = vec![deal(solo), deal(ramsch), deal(ramsch)];
    let base = Settings {
        rounds: 2,
        ..Settings::default()
    };
    let at_end = total(&base, 3, &Entered::Deals(lines.clone()), &fines(), false).unwrap();
    assert_eq!(at_end.seats[0].penalties, 35);
    assert_eq!(at_end.seats[0].subtracted, 0, "not before the end");
    assert_eq!(at_end.seats[0].score(), 48);
    let closed = total(&base, 3, &Entered::Deals(lines.clone()), &fines(), true).unwrap();
    assert_eq!(closed.seats[0].score(), 48 - 35);
    let per_round = Settings {
        penalties: Penalties::PerRound,
        ..base
    };
    let r = total(
        &per_round,
        3,
        &Entered::Deals(lines.clone()),
        &fines(),
        false,
    )
    .unwrap();
    assert_eq!(r.seats[0].subtracted, 10, "round 1's, not yet round 2's");
    let apart = Settings {
        penalties: Penalties::Apart,
        ..base
    };
    let a = total(&apart, 3, &Entered::Deals(lines), &fines(), true).unwrap();
    assert_eq!((a.seats[0].penalties, a.seats[0].score()), (35, 48));
}

/// XI.8 (L11234–11242): an opponent's revoke wins the declarer his game, "its value charged
/// against the opponent who made the error" — on the ledger, not the score.
#[test]
fn an_opponents_error_goes_to_the_ledger() {
    let settings = Settings::default();
    let lines = vec![deal(
        r#"{"declarer": 0, "game": "solo", "trump": "spades", "matadores": {"with": 1}, "card_points": 40, "error": "revoke", "error_by": 1}"#,
    )];
    let t = total(&settings, 3, &Entered::Deals(lines), &[], true).unwrap();
    assert_eq!(t.seats[0].points, 22, "Spades 11 × (1 + 1), won");
    assert_eq!(t.seats[1].penalties, 22);
    assert_eq!(t.seats[1].score(), -22);
}

#[test]
fn only_plays_recorded_and_okd_compete_for_prizes() {
    let mut recorded = deal(
        r#"{"declarer": 0, "game": "solo", "trump": "hearts", "matadores": {"without": 3}, "card_points": 70}"#,
    );
    recorded.prize = true;
    let mut waiting = recorded.clone();
    let unmarked = deal(
        r#"{"declarer": 1, "game": "solo", "trump": "hearts", "matadores": {"without": 4}, "card_points": 70}"#,
    );
    recorded.ok_by = "H. S. M.".into();
    waiting.deal.declarer = Some(2);
    let t = total(
        &Settings::default(),
        3,
        &Entered::Deals(vec![recorded, unmarked, waiting]),
        &[],
        false,
    )
    .unwrap();
    assert_eq!(
        t.seats[0].plays,
        vec![Play {
            class: Class::Solo,
            suit: Some(Suit::Hearts),
            without: 3,
            value: 40,
            card_points: 70,
            debarred: false,
        }]
    );
    assert!(t.seats[1].plays.is_empty());
    assert_eq!(t.seats[2].waiting, 1);
}

#[test]
fn totals_entered_are_checked_and_complete() {
    let lines = vec![
        Totals {
            won: 12,
            lost: 3,
            points: 410,
        },
        Totals {
            won: 5,
            lost: 6,
            points: -20,
        },
        Totals {
            won: 9,
            lost: 1,
            points: 300,
        },
    ];
    let plays = vec![PlayLine {
        seat: 2,
        play: Play {
            class: Class::Tournee,
            suit: Some(Suit::Clubs),
            without: 4,
            value: 48,
            card_points: 80,
            debarred: false,
        },
        remark: "Tournee without four".into(),
        ok_by: "H. S. M.".into(),
    }];
    let t = total(
        &Settings::default(),
        3,
        &Entered::Totals {
            lines: lines.clone(),
            plays,
        },
        &fines(),
        false,
    )
    .unwrap();
    assert!(t.complete);
    assert_eq!(t.seats[0].net_games(), 9);
    assert_eq!(t.seats[0].score(), 410 - 35);
    assert_eq!(t.seats[2].plays.len(), 1);
    let mut wrong = lines;
    wrong[1].won = 61;
    let e = total(
        &Settings::default(),
        3,
        &Entered::Totals {
            lines: wrong,
            plays: vec![],
        },
        &[],
        false,
    )
    .unwrap_err();
    assert_eq!(e.field, "totals[1].won");
}

/// A sheet closed with no games is listed after the ranked sheets, without a rank: not first
/// at nothing ahead of a player below nothing (issue 22).
#[test]
fn a_sheet_closed_empty_is_listed_after_the_ranked_without_a_rank() {
    let mut empty = entry(5, "Aaron", 1, 0, 0, 0);
    empty.played = false;
    let s = standings(&[empty, entry(4, "Dietz", 1, 3, 5, -40)]);
    assert_eq!((s[0].rank, s[0].entry.name.as_str()), (Some(1), "Dietz"));
    assert_eq!((s[1].rank, s[1].entry.name.as_str()), (None, "Aaron"));
}

fn entry(player: i64, name: &str, series: u32, won: u32, lost: u32, points: i64) -> Entry {
    Entry {
        player,
        name: name.into(),
        series,
        table: 1,
        sheet: super::sheet::SeatSheet {
            won,
            lost,
            points,
            ..Default::default()
        },
        complete: true,
        played: true,
    }
}

#[test]
fn standings_keep_each_series_apart_and_share_ranks() {
    let entries = vec![
        entry(1, "Ahrens", 1, 10, 2, 300),
        entry(1, "Ahrens", 2, 4, 4, 50),
        entry(2, "Brandt", 1, 9, 1, 300),
        entry(3, "Claussen", 2, 9, 1, 300),
        entry(4, "Dietz", 1, 3, 5, -40),
    ];
    let s = standings(&entries);
    let line: Vec<(u32, &str, u32)> = s
        .iter()
        .map(|s| (s.rank.unwrap_or(0), s.entry.name.as_str(), s.entry.series))
        .collect();
    assert_eq!(
        line,
        vec![
            (1, "Ahrens", 1),
            (1, "Brandt", 1),
            (1, "Claussen", 2),
            (4, "Ahrens", 2),
            (5, "Dietz", 1)
        ]
    );
}

#[test]
fn a_player_takes_one_prize_however_many_sheets() {
    let entries = vec![
        entry(1, "Ahrens", 1, 12, 2, 500),
        entry(1, "Ahrens", 2, 11, 1, 480),
        entry(2, "Brandt", 1, 8, 1, 300),
        entry(3, "Claussen", 2, 7, 3, 200),
    ];
    let settings = Settings {
        prizes: 2,
        ..Settings::default()
    };
    let lists = prizes(&settings, &entries, 9).unwrap();
    assert_eq!(lists.len(), 1);
    let a = &lists[0].1.awards;
    assert_eq!(a[0].category, Category::NetGames);
    assert_eq!(a[0].player.as_deref(), Some("Ahrens"));
    assert_eq!(a[0].session, Some(1));
    assert_eq!(
        a[1].player.as_deref(),
        Some("Brandt"),
        "Ahrens's second sheet is out"
    );
    let per = Settings {
        prize_lists: PrizeLists::PerSeries,
        ..settings
    };
    let lists = prizes(&per, &entries, 9).unwrap();
    assert_eq!(lists.len(), 2);
    assert_eq!(lists[1].0, Some(2));
    assert_eq!(lists[1].1.awards[0].player.as_deref(), Some("Ahrens"));
}

/// "After the first round has been played, a player coming late cannot play" (Laws VIII.6,
/// seed 001 L10942–10944): a late player joins only a table of three that has not begun, and
/// only while no table has finished its first round.
#[test]
fn a_late_player_is_seated_only_before_the_first_round() {
    use super::event::{Series, Table, late_refusal};
    use std::collections::BTreeMap;
    let null = |p: usize| {
        deal(&format!(
            r#"{{"declarer": {p}, "game": "null", "won": true}}"#
        ))
    };
    let table = |seats: Vec<i64>, entered: Entered| Table {
        seats,
        entered,
        fines: Vec::new(),
    };
    let drawn = draw::draw(&ids(7), 5, TableSize::Fours).unwrap();
    let mut tables = BTreeMap::new();
    tables.insert(1, table(drawn.tables[0].clone(), Entered::Nothing));
    tables.insert(2, table(drawn.tables[1].clone(), Entered::Nothing));
    let mut series = Series {
        no: 1,
        draw: drawn,
        late: Vec::new(),
        closed: false,
        tables,
    };
    assert_eq!(late_refusal(&series, 2), None);
    assert!(late_refusal(&series, 1).unwrap().contains("table of three"));
    assert!(late_refusal(&series, 3).is_some());
    // Three deals at the table of four: its first round is not over yet.
    series.tables.get_mut(&1).unwrap().entered = Entered::Deals((0..3).map(null).collect());
    assert_eq!(late_refusal(&series, 2), None);
    series.tables.get_mut(&1).unwrap().entered = Entered::Deals((0..4).map(null).collect());
    assert!(
        late_refusal(&series, 2)
            .unwrap()
            .contains("a player coming late cannot play")
    );
    series.tables.get_mut(&1).unwrap().entered = Entered::Nothing;
    series.closed = true;
    assert!(late_refusal(&series, 2).unwrap().contains("closed"));
}

mod properties {
    use proptest::prelude::*;

    use super::super::TableSize;
    use super::super::draw;

    proptest! {
        /// Any number of players from three up, any seed, either preference: every player is
        /// seated exactly once, at tables of three and four (five only when there are five),
        /// and the draw replays from its seed.
        #[test]
        fn every_draw_seats_everyone_once_and_replays(n in 3i64..=200, seed: u64, threes: bool) {
            let prefer = if threes { TableSize::Threes } else { TableSize::Fours };
            let players: Vec<i64> = (1..=n).map(|p| p * 7).collect();
            let d = draw::draw(&players, seed, prefer).unwrap();
            for t in &d.tables {
                prop_assert!(t.len() == 3 || t.len() == 4 || (n == 5 && t.len() == 5));
            }
            let mut seated = d.tables.concat();
            seated.sort_unstable();
            prop_assert_eq!(seated, players);
            prop_assert!(draw::replays(&d, prefer));
        }
    }
}

/// Issue 22 item 15: a sheet left empty (its table closed with nothing entered) wins no prize,
/// even where every played sheet is below nothing; the prizes go to the sheets played only.
#[test]
fn prizes_are_never_drawn_among_sheets_never_played() {
    let settings = super::Settings::default();
    let mut empty = entry(9, "Zorn", 1, 0, 0, 0);
    empty.played = false;
    let entries = vec![
        entry(1, "Ahrens", 1, 1, 3, -40),
        entry(2, "Brandt", 1, 0, 2, -80),
        empty,
    ];
    let lists = super::standings::prizes(&settings, &entries, 7).unwrap_or_default();
    let winners: Vec<String> = lists
        .iter()
        .flat_map(|(_, a)| a.awards.iter().filter_map(|w| w.player.clone()))
        .collect();
    assert!(!winners.iter().any(|w| w == "Zorn"), "{winners:?}");
    assert!(winners.iter().any(|w| w == "Ahrens"), "{winners:?}");
}

/// Issue 22: a player who won and lost no game (he sat through the series, never playing
/// alone) takes no prize, not even the second greatest points over sheets below nothing; the
/// prizes he would have taken go to the players with games, or to nobody.
#[test]
fn a_player_with_no_games_takes_no_prize() {
    let settings = super::Settings::default();
    let entries = vec![
        entry(1, "Ahrens", 1, 3, 1, 120),
        entry(2, "Brandt", 1, 1, 3, -60),
        entry(3, "Claussen", 1, 0, 0, 0),
        entry(4, "Dietz", 1, 0, 2, -90),
    ];
    assert!(!entries[2].competes() && entries[3].competes());
    let lists = super::standings::prizes(&settings, &entries, 7).unwrap_or_default();
    let awards = &lists[0].1.awards;
    let winners: Vec<Option<&str>> = awards.iter().map(|a| a.player.as_deref()).collect();
    assert!(!winners.contains(&Some("Claussen")), "{winners:?}");
    // 1st (net games) Ahrens; 2nd (points) Brandt, -60 over Dietz's -90; 4th (net games) Dietz.
    assert_eq!(winners[0], Some("Ahrens"));
    assert_eq!(winners[1], Some("Brandt"));
    assert_eq!(winners[3], Some("Dietz"));
    assert_eq!(winners[4], None);
}
