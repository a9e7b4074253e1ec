//! The documents written for each movement and method, read back and checked against the
//! structure the public USEBIO readers take (`structure`, docs/usebio.md "How it is checked").

use chrono::NaiveDate;

use super::*;
use crate::db::events::{AuctionEntry, ContractScoring, Status};
use crate::laws::duplicate::{Direction, Game, RevokeRule};
use crate::laws::duplicate_auction::{Caps, Contract};

mod structure;
mod teams;
use structure::{Node, check, find, parse};

fn event(game: Game) -> Event {
    Event {
        id: 7,
        name: "Tuesday <pairs> & \"friends\"".to_owned(),
        date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap(),
        season: "1927".to_owned(),
        game,
        tables: 2,
        boards_per_round: 1,
        rounds: 2,
        revoke_rule: RevokeRule::General,
        status: Status::Provisional,
        auction_entry: AuctionEntry::Points,
        auction_caps: Caps::Kwc,
        contract_scoring: ContractScoring::Kwc1926,
        movement: crate::movement::plan::Kind::Mitchell,
        pairs: 4,
        arrow_switch: Vec::new(),
        method: "plus-minus".to_owned(),
        howell: Default::default(),
        mixed: false,
    }
}

fn pair(direction: Direction, n: u32, names: &[&str]) -> Pair {
    Pair {
        direction,
        pair: n,
        members: names
            .iter()
            .enumerate()
            .map(|(i, name)| (i as i64 + 1, (*name).to_owned()))
            .collect(),
        visitors: Vec::new(),
        sits_out: false,
        visitor_first: false,
    }
}

/// A two-table Mitchell's four named pairs with `results`, written, parsed and checked against
/// the structure table.
fn two_tables(e: &Event, results: &[Stored]) -> Node {
    let pairs = vec![
        pair(Direction::Ns, 1, &["Ann", "Bob"]),
        pair(Direction::Ns, 2, &["Cy", "Di"]),
        pair(Direction::Ew, 1, &["Ed", "Flo"]),
        pair(Direction::Ew, 2, &["Gus", "Hal"]),
    ];
    let standings = crate::tournament::standings_full(e, &pairs, results, &[]).unwrap();
    let xml = write(&Source {
        club: "The Club",
        event: e,
        pairs: &pairs,
        results,
        standings: &standings,
        numbers: &BTreeMap::new(),
        total: UsebioTotal::Raw,
    });
    let (_, root) = parse(&xml);
    check(&root, "");
    root
}

fn stored(board: u32, ns: u32, ew: u32, entry: Entry, contract: Option<Contract>) -> Stored {
    Stored {
        id: i64::from(board * 10 + ns),
        board,
        round: 1,
        table: ns,
        ns,
        ew,
        entry,
        contract,
        updated_by: "director".to_owned(),
        updated_at: "1927-03-08T20:00:00Z".to_owned(),
        version: 1,
        by_hand: None,
        passed_fouled: None,
    }
}

fn written(game: Game, results: &[Stored]) -> (Vec<u8>, Node, String) {
    written_with(game, results, &BTreeMap::new(), UsebioTotal::Raw)
}

/// As `written`, with the members' numbers and the club's way of writing a total.
fn written_with(
    game: Game,
    results: &[Stored],
    numbers: &BTreeMap<i64, Numbers>,
    total: UsebioTotal,
) -> (Vec<u8>, Node, String) {
    let e = event(game);
    let pairs = vec![
        pair(Direction::Ns, 1, &["Mrs. Ames", "O'Neil & Co"]),
        pair(Direction::Ns, 2, &["Ann", "Bob"]),
        pair(Direction::Ew, 1, &["Cy", "Di"]),
        pair(Direction::Ew, 2, &[]),
    ];
    let standings =
        crate::tournament::standings(game, RevokeRule::General, &pairs, results).unwrap();
    let xml = write(&Source {
        club: "The <Whist> Club",
        event: &e,
        pairs: &pairs,
        results,
        standings: &standings,
        numbers,
        total,
    });
    let (doctype, root) = parse(&xml);
    (xml, root, doctype)
}

#[test]
fn a_whist_event_is_a_well_formed_usebio_1_2_pairs_event() {
    let results = [
        stored(
            1,
            1,
            1,
            Entry::Whist {
                ns_tricks: 8,
                revoke: None,
            },
            None,
        ),
        stored(
            1,
            2,
            2,
            Entry::Whist {
                ns_tricks: 6,
                revoke: None,
            },
            None,
        ),
        stored(
            2,
            1,
            2,
            Entry::Whist {
                ns_tricks: 7,
                revoke: None,
            },
            None,
        ),
    ];
    let (xml, root, doctype) = written(Game::Whist, &results);
    assert!(xml.starts_with(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    assert_eq!(doctype.trim(), DOCTYPE);
    assert_eq!(root.name, "USEBIO");
    assert_eq!(root.attributes, vec![("Version".into(), "1.2".into())]);
    check(&root, "");
    let event = &find(&root, "EVENT")[0];
    assert_eq!(
        event.attributes,
        vec![("EVENT_TYPE".into(), "AGGREGATE".into())]
    );
    // Names come back exactly as typed: the writer escaped them.
    assert_eq!(
        find(&root, "EVENT_DESCRIPTION")[0].text,
        "Tuesday <pairs> & \"friends\""
    );
    assert_eq!(find(&root, "CLUB_NAME")[0].text, "The <Whist> Club");
    let players: Vec<&str> = find(&root, "PLAYER_NAME")
        .iter()
        .map(|n| n.text.as_str())
        .collect();
    assert_eq!(
        players,
        ["Mrs. Ames", "O'Neil & Co", "Ann", "Bob", "Cy", "Di"]
    );
    assert_eq!(find(&root, "DATE")[0].text, "08/03/1927");
    // E-W 2 has nobody but played: it is a participant; every pair's place is in its direction.
    let places: Vec<(String, String, String)> = find(&root, "PAIR")
        .iter()
        .map(|p| {
            let get = |n: &str| {
                find(p, n)
                    .first()
                    .map(|x| x.text.clone())
                    .unwrap_or_default()
            };
            (get("DIRECTION"), get("PAIR_NUMBER"), get("PLACE"))
        })
        .collect();
    assert_eq!(places.len(), 4);
    // Board 1: N-S average 7, so N-S 1 +1, N-S 2 −1; board 2 alone: 0. N-S 1 first.
    assert!(
        places.contains(&("NS".into(), "1NS".into(), "1".into())),
        "{places:?}"
    );
    assert!(
        places.contains(&("NS".into(), "2NS".into(), "2".into())),
        "{places:?}"
    );
    let boards: Vec<&str> = find(&root, "BOARD_NUMBER")
        .iter()
        .map(|n| n.text.as_str())
        .collect();
    assert_eq!(boards, ["1", "2"]);
    assert_eq!(find(&root, "TRAVELLER_LINE").len(), 3);
    assert_eq!(find(&root, "SCORE")[0].text, "8");
}

#[test]
fn an_auction_event_by_contract_writes_the_contract_and_the_net_score() {
    let contract = Contract {
        declarer: Direction::Ew,
        level: 3,
        denomination: Denomination::Notrump,
        doubled: Doubled::Doubled,
        tricks: 10,
        honours: None,
        ns_revokes: 0,
        ew_revokes: 0,
        seat: None,
        passed_out: false,
    };
    let results = [stored(
        1,
        1,
        1,
        Entry::Auction {
            ns_points: 0,
            ew_points: 310,
            excess: 0,
        },
        Some(contract),
    )];
    let (_, root, _) = written(Game::Auction, &results);
    check(&root, "");
    assert_eq!(find(&root, "CONTRACT")[0].text, "3NTX");
    assert_eq!(find(&root, "TRICKS")[0].text, "10");
    assert_eq!(find(&root, "SCORE")[0].text, "-310");
}

#[test]
fn an_event_without_results_still_lists_its_pairs() {
    let (_, root, _) = written(Game::Whist, &[]);
    check(&root, "");
    assert!(find(&root, "BOARD").is_empty());
    // Three pairs have players; the empty E-W 2 with no result is left out.
    assert_eq!(find(&root, "PAIR").len(), 3);
    assert!(find(&root, "PLACE").is_empty());
}

fn whist(board: u32, ns: u32, ew: u32, ns_tricks: u8) -> Stored {
    stored(
        board,
        ns,
        ew,
        Entry::Whist {
            ns_tricks,
            revoke: None,
        },
        None,
    )
}

fn text_of(node: &Node, name: &str) -> String {
    find(node, name)
        .first()
        .map(|x| x.text.clone())
        .unwrap_or_default()
}

/// A Howell of five pairs and the phantom (pair 6) scored by matchpoints, one score assigned:
/// one list of pairs named from their N-S records whichever way they sat, one winner, each
/// pair's matchpoints and percentage, each line's matchpoints.
#[test]
fn a_howell_with_a_phantom_by_matchpoints_is_one_field() {
    let mut e = event(Game::Whist);
    e.movement = crate::movement::plan::Kind::Howell;
    (e.tables, e.pairs, e.rounds, e.boards_per_round) = (3, 5, 5, 1);
    e.method = "matchpoints".to_owned();
    let names = [
        ["Ames", "Bell"],
        ["Cole", "Dunn"],
        ["Eyre", "Ford"],
        ["Gray", "Hale"],
        ["Ives", "Judd"],
    ];
    let mut pairs: Vec<Pair> = (1..=5)
        .map(|n| pair(Direction::Ns, n, &names[n as usize - 1]))
        .collect();
    // The phantom: nobody, and no result.
    pairs.push(pair(Direction::Ns, 6, &[]));
    // Board 1: N-S 1 (8 tricks) beats N-S 4 (6): 2 and 0 matchpoints; E-W 3 beats E-W 2.
    // Board 2: N-S 3 and N-S 2 take 7 each: a tie, 1 each way.
    // Board 3: 2 v 4 played; 5 v 1 given average plus to N-S, average minus to E-W.
    let results = [
        whist(1, 1, 2, 8),
        whist(1, 4, 3, 6),
        whist(2, 3, 1, 7),
        whist(2, 2, 5, 7),
        whist(3, 2, 4, 9),
    ];
    let assigned = [AssignedScore {
        board: 3,
        round: 3,
        table: 2,
        ns: 5,
        ew: 1,
        ns_award: Award::AveragePlus,
        ew_award: Award::AverageMinus,
        updated_by: "director".to_owned(),
        updated_at: "1927-03-08T21:00:00Z".to_owned(),
    }];
    let standings = crate::tournament::standings_full(&e, &pairs, &results, &assigned).unwrap();
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
    assert_eq!(text_of(&root, "BOARD_SCORING_METHOD"), "MATCH_POINTS");
    assert_eq!(text_of(&root, "WINNER_TYPE"), "1");
    assert_eq!(text_of(&root, "PAIRS"), "5");
    let listed = find(&root, "PAIR");
    // Five pairs, once each, the phantom left out; no direction.
    assert_eq!(listed.len(), 5);
    assert!(find(&root, "DIRECTION").is_empty());
    for p in &listed {
        let n: usize = text_of(p, "PAIR_NUMBER").parse().unwrap();
        let players: Vec<&str> = find(p, "PLAYER_NAME")
            .iter()
            .map(|x| x.text.as_str())
            .collect();
        assert_eq!(players, names[n - 1], "pair {n}");
    }
    // Places over the one field: every place from 1, none twice unless tied.
    let mut places: Vec<u32> = listed
        .iter()
        .map(|p| text_of(p, "PLACE").parse().unwrap())
        .collect();
    places.sort_unstable();
    assert_eq!(places[0], 1);
    // Pair 3 sat E-W on board 1 (2 matchpoints) and N-S on board 2 (1): 3 of 4, 75 %.
    let three = listed
        .iter()
        .find(|p| text_of(p, "PAIR_NUMBER") == "3")
        .unwrap();
    assert_eq!(text_of(three, "TOTAL_SCORE"), "3.00");
    assert_eq!(text_of(three, "PERCENTAGE"), "75.00");
    assert_eq!(text_of(three, "BOARDS_PLAYED"), "2");
    // Each traveller line carries each side's matchpoints.
    let lines = find(&root, "TRAVELLER_LINE");
    assert_eq!(lines.len(), 6);
    let first = lines[0];
    assert_eq!(
        (
            text_of(first, "NS_PAIR_NUMBER"),
            text_of(first, "NS_MATCH_POINTS"),
            text_of(first, "EW_MATCH_POINTS")
        ),
        ("1".to_owned(), "2.00".to_owned(), "0.00".to_owned())
    );
    // The assigned score is a line of its board, with its matchpoints.
    let given = lines
        .iter()
        .find(|l| text_of(l, "SCORE") == "A6040")
        .expect("the assigned line");
    assert_eq!(text_of(given, "NS_PAIR_NUMBER"), "5");
    assert_eq!(text_of(given, "EW_PAIR_NUMBER"), "1");
    assert!(!text_of(given, "NS_MATCH_POINTS").is_empty());
    assert!(!text_of(given, "EW_MATCH_POINTS").is_empty());
}

#[test]
fn the_method_names_the_board_scoring() {
    assert_eq!(scoring_method(Method::PlusMinus), "AGGREGATE");
    assert_eq!(scoring_method(Method::Matchpoints), "MATCH_POINTS");
    assert_eq!(scoring_method(Method::CrossImps), "CROSS_IMPS");
    assert_eq!(scoring_method(Method::Butler), "BUTLER_IMPS");
    assert_eq!(scoring_method(Method::Imps), "IMPS");
    assert_eq!(scoring_method(Method::TotalPoints), "AGGREGATE");
}

/// Cross-IMPs on a Mitchell: each line's IMPs each way, each pair's total, two winners.
#[test]
fn a_mitchell_by_cross_imps_writes_each_line_s_imps() {
    let mut e = event(Game::Auction);
    e.method = "cross-imps".to_owned();
    let auction = |ns_points: i64, ew_points: i64| Entry::Auction {
        ns_points,
        ew_points,
        excess: 0,
    };
    let results = [
        stored(1, 1, 1, auction(420, 0), None),
        stored(1, 2, 2, auction(0, 50), None),
    ];
    let root = two_tables(&e, &results);
    assert_eq!(text_of(&root, "BOARD_SCORING_METHOD"), "CROSS_IMPS");
    assert_eq!(text_of(&root, "WINNER_TYPE"), "2");
    assert_eq!(find(&root, "DIRECTION").len(), 4);
    assert!(find(&root, "NS_MATCH_POINTS").is_empty());
    let lines = find(&root, "TRAVELLER_LINE");
    // 420 against −50: a difference of 470, 10 IMPs on the published scale.
    assert_eq!(text_of(lines[0], "NS_CROSS_IMP_POINTS"), "10.00");
    assert_eq!(text_of(lines[0], "EW_CROSS_IMP_POINTS"), "-10.00");
    assert_eq!(text_of(lines[1], "NS_CROSS_IMP_POINTS"), "-10.00");
}

/// N-S 1 and E-W 1 both on board 1, N-S 2 against E-W 2 on it, N-S 1 against E-W 2 on board 2:
/// N-S 2 and E-W 1 played one board of the field's two.
fn uneven() -> [Stored; 3] {
    [whist(1, 1, 1, 8), whist(1, 2, 2, 6), whist(2, 1, 2, 7)]
}

#[test]
fn a_compass_movement_numbers_each_pair_with_its_direction_everywhere() {
    let numbers = BTreeMap::from([(
        1,
        Numbers {
            club: Some("12".to_owned()),
            national: Some("100234".to_owned()),
        },
    )]);
    let (_, root, _) = written_with(Game::Whist, &uneven(), &numbers, UsebioTotal::Raw);
    check(&root, "");
    let listed: Vec<&str> = find(&root, "PAIR_NUMBER")
        .iter()
        .map(|n| n.text.as_str())
        .collect();
    assert_eq!(listed, ["1NS", "2NS", "1EW", "2EW"]);
    let line = find(&root, "TRAVELLER_LINE")[2];
    assert_eq!(text_of(line, "NS_PAIR_NUMBER"), "1NS");
    assert_eq!(text_of(line, "EW_PAIR_NUMBER"), "2EW");
    // Flat: PARTICIPANTS and BOARD directly under EVENT, each with the event's type.
    let event = &find(&root, "EVENT")[0];
    assert!(find(&root, "SESSION").is_empty());
    for child in event
        .children
        .iter()
        .filter(|c| c.name == "PARTICIPANTS" || c.name == "BOARD")
    {
        assert_eq!(child.attribute("EVENT_TYPE"), Some("AGGREGATE"));
    }
    // The member's numbers; empty elements for the others.
    let players = find(&root, "PLAYER");
    assert_eq!(text_of(players[0], "NATIONAL_ID_NUMBER"), "100234");
    assert_eq!(text_of(players[0], "CLUB_ID_NUMBER"), "12");
    assert_eq!(text_of(players[1], "NATIONAL_ID_NUMBER"), "");
    assert_eq!(text_of(players[1], "CLUB_ID_NUMBER"), "");
}

#[test]
fn a_total_is_pro_rated_to_the_field_s_boards_when_the_club_chooses() {
    let total = |choice: UsebioTotal| -> Vec<(String, String)> {
        let (_, root, _) = written_with(Game::Whist, &uneven(), &BTreeMap::new(), choice);
        check(&root, "");
        find(&root, "PAIR")
            .iter()
            .map(|p| (text_of(p, "PAIR_NUMBER"), text_of(p, "TOTAL_SCORE")))
            .collect()
    };
    // Board 1: N-S average 7, N-S 1 +1, N-S 2 -1; board 2 alone: 0. N-S 2 played one board of
    // two: pro-rated, -1 x 2 / 1 = -2.
    let raw = total(UsebioTotal::Raw);
    let pro = total(UsebioTotal::ProRated);
    let of = |rows: &[(String, String)], n: &str| {
        rows.iter()
            .find(|(p, _)| p == n)
            .map(|(_, t)| t.clone())
            .unwrap_or_default()
    };
    assert_eq!(of(&raw, "2NS"), "-1.00");
    assert_eq!(of(&pro, "2NS"), "-2.00");
    // A pair that played every board is written the same either way.
    assert_eq!(of(&raw, "1NS"), of(&pro, "1NS"));
}
