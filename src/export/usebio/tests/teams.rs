//! A team match written as a USEBIO teams event, and a Butler pairs event's IMPs on each line.

use super::super::*;
use super::structure::{check, find, parse};
use super::{event, pair, stored, text_of, two_tables};
use crate::laws::duplicate::{Direction, Game};

fn auction(ns_points: i64, ew_points: i64) -> Entry {
    Entry::Auction {
        ns_points,
        ew_points,
        excess: 0,
    }
}

/// Team 1 (pairs 1 and 2) against team 2 (pairs 3 and 4), by IMPs. Board 1: team 1's N-S makes
/// 420 at table 1, team 2's N-S goes 50 down at table 2: 420 − (−50) = 470, 10 IMPs to team 1.
/// Board 2: team 1's N-S goes 100 down, team 2's N-S makes 100: −200, 5 IMPs to team 2. The
/// match: team 1 +5, team 2 −5.
#[test]
fn a_team_match_is_a_teams_event_with_its_teams_and_its_match() {
    let mut e = event(Game::Auction);
    e.movement = crate::movement::plan::Kind::Teams;
    e.method = "imps".to_owned();
    let pairs = vec![
        pair(Direction::Ns, 1, &["Ann", "Bob"]),
        pair(Direction::Ns, 2, &["Cy", "Di"]),
        pair(Direction::Ns, 3, &["Ed", "Flo"]),
        pair(Direction::Ns, 4, &["Gus", "Hal"]),
    ];
    let results = [
        stored(1, 1, 3, auction(420, 0), None),
        stored(1, 4, 2, auction(0, 50), None),
        stored(2, 1, 3, auction(0, 100), None),
        stored(2, 4, 2, auction(100, 0), None),
    ];
    let standings = crate::tournament::standings_full(&e, &pairs, &results, &[]).unwrap();
    let xml = write(&Source {
        club: "The Club",
        event: &e,
        pairs: &pairs,
        results: &results,
        standings: &standings,
        numbers: &BTreeMap::new(),
        total: UsebioTotal::Raw,
    });
    let (_, root) = parse(&xml);
    check(&root, "");
    let ev = &find(&root, "EVENT")[0];
    assert_eq!(ev.attribute("EVENT_TYPE"), Some("TEAMS_OF_FOUR"));
    assert_eq!(text_of(&root, "BOARD_SCORING_METHOD"), "IMPS");
    assert_eq!(text_of(&root, "WINNER_TYPE"), "1");
    let participants = &find(&root, "PARTICIPANTS")[0];
    let teams: Vec<_> = participants
        .children
        .iter()
        .filter(|c| c.name == "TEAM")
        .collect();
    assert_eq!(teams.len(), 2);
    let one = teams[0];
    assert_eq!(one.attribute("TEAM_ID"), Some("1"));
    let name = one.attribute("TEAM_NAME").unwrap_or("");
    assert!(name.contains("Ann") && name.contains("Di"), "{name}");
    assert_eq!(
        (text_of(one, "PLACE"), text_of(one, "TOTAL_SCORE")),
        ("1".to_owned(), "5.00".to_owned())
    );
    assert_eq!(text_of(teams[1], "TOTAL_SCORE"), "-5.00");
    // Each team's two pairs with their players.
    let team_pairs: Vec<String> = find(one, "PAIR_NUMBER")
        .iter()
        .map(|p| p.text.clone())
        .collect();
    assert_eq!(team_pairs, ["1", "2"]);
    assert_eq!(find(one, "PLAYER_NAME").len(), 4);
    // One match, both teams' scores, both boards' lines.
    let matches = find(&root, "MATCH");
    assert_eq!(matches.len(), 1);
    let m = matches[0];
    let leaf = |name: &str| {
        m.children
            .iter()
            .find(|c| c.name == name)
            .map(|c| c.text.clone())
            .unwrap_or_default()
    };
    assert_eq!(
        (
            leaf("TEAM"),
            leaf("OPPOSING_TEAM"),
            leaf("TEAM_SCORE"),
            leaf("OPPOSING_TEAM_SCORE")
        ),
        (
            "1".to_owned(),
            "2".to_owned(),
            "5.00".to_owned(),
            "-5.00".to_owned()
        )
    );
    assert_eq!(find(m, "BOARD").len(), 2);
    let lines = find(m, "TRAVELLER_LINE");
    assert_eq!(lines.len(), 4);
    // Team 1 sat N-S at table 1 and E-W at table 2.
    let directions: Vec<(String, String)> = lines
        .iter()
        .map(|l| (text_of(l, "NS_PAIR_NUMBER"), text_of(l, "DIRECTION")))
        .collect();
    assert_eq!(
        directions[..2],
        [
            ("1".to_owned(), "NS".to_owned()),
            ("4".to_owned(), "EW".to_owned())
        ]
    );
    assert_eq!(text_of(lines[0], "SCORE"), "420");
    // No pairs list: the participants are the teams.
    assert!(participants.children.iter().all(|c| c.name == "TEAM"));
}

/// Butler on a Mitchell of two tables: N-S scores 420 and −20, datum their mean, 200. N-S 1 is
/// 220 above it, 6 IMPs on the published scale (220–260); N-S 2 220 below, −6; E-W the reverse.
#[test]
fn a_butler_event_writes_each_line_s_imps_against_the_datum() {
    let mut e = event(Game::Auction);
    e.method = "butler".to_owned();
    let results = [
        stored(1, 1, 1, auction(420, 0), None),
        stored(1, 2, 2, auction(0, 20), None),
    ];
    let root = two_tables(&e, &results);
    assert_eq!(text_of(&root, "BOARD_SCORING_METHOD"), "BUTLER_IMPS");
    assert!(find(&root, "NS_CROSS_IMP_POINTS").is_empty());
    let lines = find(&root, "TRAVELLER_LINE");
    let imps = |i: usize| {
        (
            text_of(lines[i], "NS_BUTLER_POINTS"),
            text_of(lines[i], "EW_BUTLER_POINTS"),
        )
    };
    assert_eq!(imps(0), ("6.00".to_owned(), "-6.00".to_owned()));
    assert_eq!(imps(1), ("-6.00".to_owned(), "6.00".to_owned()));
    // Each pair's total is its IMPs.
    let ns1 = find(&root, "PAIR")
        .into_iter()
        .find(|p| text_of(p, "PAIR_NUMBER") == "1NS" && text_of(p, "DIRECTION") == "NS")
        .map(|p| text_of(p, "TOTAL_SCORE"));
    assert_eq!(ns1.as_deref(), Some("6.00"));
}
