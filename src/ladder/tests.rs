use proptest::prelude::*;

use super::*;

fn win(a: usize, b: usize, value: i64) -> Match {
    Match {
        players: [a, b],
        winner: Some(0),
        value,
        lurch: false,
        points: None,
    }
}

fn game(a: usize, b: usize, points: [i64; 2], lurch: bool) -> Match {
    Match {
        players: [a, b],
        winner: Some(usize::from(points[1] > points[0])),
        value: 1 + i64::from(lurch),
        lurch,
        points: Some(points),
    }
}

#[test]
fn win_percentage_then_net_value_with_shared_ranks() {
    // Ann beats Bob twice for 300 each; Bob beats Cid once for 300; Cid beats Ann once for 600.
    let matches = [
        win(0, 1, 300),
        win(0, 1, 300),
        win(1, 2, 300),
        win(2, 0, 600),
    ];
    let rows = ladder(LadderSettings::default(), 3, &matches).unwrap();
    let order: Vec<_> = rows
        .iter()
        .map(|r| (r.player, r.won, r.lost, r.net, r.rank))
        .collect();
    // Ann 2/3, net 0; Cid 1/2, net +300; Bob 1/3, net −300.
    assert_eq!(
        order,
        vec![
            (0, 2, 1, 0, Some(1)),
            (2, 1, 1, 300, Some(2)),
            (1, 1, 2, -300, Some(3))
        ]
    );
    let by_net = ladder(
        LadderSettings {
            ranking: Ranking::NetValue,
            minimum_games: 0,
        },
        3,
        &matches,
    )
    .unwrap();
    assert_eq!(
        by_net.iter().map(|r| r.player).collect::<Vec<_>>(),
        vec![2, 0, 1]
    );
}

#[test]
fn players_short_of_the_minimum_are_listed_unranked_and_equal_players_share_a_rank() {
    let matches = [win(0, 1, 100), win(2, 3, 100), win(4, 0, 100)];
    let rows = ladder(
        LadderSettings {
            ranking: Ranking::GamesWon,
            minimum_games: 2,
        },
        5,
        &matches,
    )
    .unwrap();
    let ranked: Vec<_> = rows.iter().map(|r| (r.player, r.rank)).collect();
    // Only Ann (player 0) has two games; everyone else is unranked, in player order.
    assert_eq!(
        ranked,
        vec![(0, Some(1)), (2, None), (4, None), (1, None), (3, None)]
    );
    let all = ladder(
        LadderSettings::default(),
        5,
        &[win(0, 1, 100), win(2, 3, 100)],
    )
    .unwrap();
    assert_eq!(
        all.iter().map(|r| (r.player, r.rank)).collect::<Vec<_>>(),
        vec![
            (0, Some(1)),
            (2, Some(1)),
            (1, Some(3)),
            (3, Some(3)),
            (4, None)
        ]
    );
}

#[test]
fn head_to_head_is_kept_from_the_lower_numbered_players_side() {
    let matches = [win(0, 1, 300), win(1, 0, 500), win(0, 1, 100)];
    let h = head_to_head(2, &matches).unwrap();
    assert_eq!(
        h[&(0, 1)],
        HeadToHead {
            won: 2,
            lost: 1,
            drawn: 0,
            net: -100
        }
    );
}

/// Hand computed: a lurch earns 3, a win 2; Ann and Bob tie on game points and wins, and the
/// spread (margins to 121) decides.
#[test]
fn tournament_ranks_by_game_points_then_wins_then_spread() {
    let matches = [
        game(0, 2, [121, 100], false), // Ann +21
        game(1, 2, [121, 60], true),   // Bob lurches Cid: +61, 3 points
        game(0, 1, [121, 119], false), // Ann +2
        game(3, 0, [121, 90], false),  // Dee beats Ann +31
    ];
    let rows = tournament(TournamentSettings::default(), 4, &matches).unwrap();
    let table: Vec<_> = rows
        .iter()
        .map(|r| (r.player, r.game_points, r.won, r.spread, r.rank))
        .collect();
    assert_eq!(
        table,
        vec![
            (0, 4, 2, 21 + 2 - 31, 1),
            (1, 3, 1, 61 - 2, 2),
            (3, 2, 1, 31, 3),
            (2, 0, 0, -21 - 61, 4)
        ]
    );
}

#[test]
fn refusals_name_the_match_and_field() {
    let e = ladder(LadderSettings::default(), 2, &[win(0, 2, 1)]).unwrap_err();
    assert_eq!(e.field, "matches[0].players[1]");
    let e = ladder(LadderSettings::default(), 2, &[win(1, 1, 1)]).unwrap_err();
    assert_eq!(e.field, "matches[0].players");
    let e = tournament(TournamentSettings::default(), 2, &[win(0, 1, 1)]).unwrap_err();
    assert_eq!(e.field, "matches[0].points");
}

proptest! {
    /// Net value sums to zero, and wins equal losses, however the games fall.
    #[test]
    fn net_sums_to_zero(games in prop::collection::vec((0usize..6, 0usize..6, 0i64..2000, prop::option::of(0usize..2)), 0..60)) {
        let matches: Vec<Match> = games
            .into_iter()
            .filter(|(a, b, _, _)| a != b)
            .map(|(a, b, value, winner)| Match { players: [a, b], winner, value, lurch: false, points: None })
            .collect();
        let rows = ladder(LadderSettings::default(), 6, &matches).unwrap();
        prop_assert_eq!(rows.iter().map(|r| r.net).sum::<i64>(), 0);
        prop_assert_eq!(rows.iter().map(|r| r.won).sum::<u32>(), rows.iter().map(|r| r.lost).sum::<u32>());
        prop_assert_eq!(rows.iter().map(|r| r.played).sum::<u32>() as usize, 2 * matches.len());
    }
}

#[test]
fn a_ranking_is_read_by_its_name_and_a_wrong_name_lists_the_right_ones() {
    for (rule, id, _) in Ranking::ALL {
        assert_eq!(Ranking::parse(id), Ok(rule));
        assert_eq!(rule.id(), id);
    }
    let e = Ranking::parse("luck").unwrap_err();
    assert_eq!(e.field, "ranking");
    assert_eq!(
        e.message,
        "\"luck\" is not one of win_percentage, net_value, games_won"
    );
}

fn entrants(names: &[&str]) -> Vec<Entrant> {
    names
        .iter()
        .zip(10..)
        .map(|(name, member_id)| Entrant {
            member_id,
            name: (*name).to_owned(),
        })
        .collect()
}

/// Bézique is staked "so much per hundred" (seed 000 L734–735): the 1909 rubicon of 3,200
/// (L744–747) is 32 hundreds; a per-point game has no hundreds column.
#[test]
fn lines_give_hundreds_only_for_a_game_staked_per_hundred() {
    let matches = [win(0, 1, 3200), win(1, 0, 800)];
    let settings = LadderSettings {
        minimum_games: 3,
        ..LadderSettings::default()
    };
    let rows = ladder(settings, 2, &matches).unwrap();
    let who = entrants(&["-Ann", "Bob"]);
    let lines = ladder_lines(&rows, &who, 100);
    assert_eq!(lines[0].hundreds, "24");
    assert_eq!(lines[1].hundreds, "-24");
    // Short of three games: both unranked, with a blank place.
    assert!(lines.iter().all(|l| l.rank.is_empty()));
    // A name a spreadsheet would run as a formula is defused for the CSV, not for the page.
    assert_eq!(lines[0].player, "'-Ann");
    assert_eq!(lines[0].name, "-Ann");
    assert_eq!(lines[0].member_id, 10);
    let per_point = ladder_lines(&rows, &who, 1);
    assert!(per_point.iter().all(|l| l.hundreds.is_empty()));
}

#[test]
fn tournament_lines_carry_the_names_in_the_standings_order() {
    let matches = [game(0, 1, [121, 60], true), game(2, 1, [121, 100], false)];
    let rows = tournament(TournamentSettings::default(), 3, &matches).unwrap();
    let lines = tournament_lines(&rows, &entrants(&["Ann", "Bob", "Cid"]));
    let order: Vec<_> = lines
        .iter()
        .map(|l| (l.rank, l.name.as_str(), l.game_points, l.spread))
        .collect();
    assert_eq!(
        order,
        [(1, "Ann", 3, 61), (2, "Cid", 2, 21), (3, "Bob", 0, -82)]
    );
}

proptest! {
    /// Every player appears once in the lines, ranked ones first, and the nets still sum to zero.
    #[test]
    fn lines_keep_every_player_once(games in prop::collection::vec((0usize..5, 0usize..5, 0i64..40, prop::option::of(0usize..2)), 0..40), minimum in 0u32..6) {
        let matches: Vec<Match> = games
            .into_iter()
            .filter(|(a, b, _, _)| a != b)
            .map(|(a, b, hundreds, winner)| Match { players: [a, b], winner, value: hundreds * 100, lurch: false, points: None })
            .collect();
        let settings = LadderSettings { ranking: Ranking::NetValue, minimum_games: minimum };
        let rows = ladder(settings, 5, &matches).unwrap();
        let lines = ladder_lines(&rows, &entrants(&["A", "B", "C", "D", "E"]), 100);
        let mut ids: Vec<i64> = lines.iter().map(|l| l.member_id).collect();
        ids.sort_unstable();
        prop_assert_eq!(ids, vec![10, 11, 12, 13, 14]);
        let first_unranked = lines.iter().position(|l| l.rank.is_empty()).unwrap_or(lines.len());
        prop_assert!(lines[first_unranked..].iter().all(|l| l.rank.is_empty()));
        let hundreds: i64 = lines.iter().map(|l| l.hundreds.parse::<i64>().unwrap()).sum();
        prop_assert_eq!(hundreds, 0);
    }
}
