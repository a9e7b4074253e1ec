//! Seasons from events' standings by their methods, computed by hand, and a property: a season
//! of one event ranks its members as the event's standings rank their pairs.

use chrono::NaiveDate;
use proptest::prelude::*;

use super::*;
use crate::db::events::{AuctionEntry, ContractScoring, Event, Status};
use crate::db::results::Stored;
use crate::laws::duplicate::{Direction, Game, RevokeRule};
use crate::laws::duplicate_auction::Caps;

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

fn event(id: i64, tables: u32, method: Method) -> Event {
    Event {
        id,
        name: format!("Evening {id}"),
        date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap_or_default(),
        season: "1927".to_owned(),
        game: Game::Whist,
        tables,
        boards_per_round: 1,
        rounds: tables,
        revoke_rule: RevokeRule::General,
        status: Status::Provisional,
        auction_entry: AuctionEntry::Points,
        auction_caps: Caps::Kwc,
        contract_scoring: ContractScoring::Kwc1926,
        movement: crate::movement::plan::Kind::Mitchell,
        pairs: 2 * tables,
        arrow_switch: Vec::new(),
        method: method.id().to_owned(),
        howell: Default::default(),
        mixed: false,
    }
}

use crate::tournament::tests::{pair, stored_at as stored};

/// Two tables, two boards. Board 1: N-S 1 took 7 tricks against E-W 1, N-S 2 took 9 against
/// E-W 2. Board 2: N-S 1 took 10 against E-W 2, N-S 2 took 6 against E-W 1.
fn two_tables() -> (Vec<Pair>, Vec<Stored>) {
    let pairs = vec![
        pair(Direction::Ns, 1, &[(1, "Mrs. A"), (2, "Mr. B")]),
        pair(Direction::Ns, 2, &[(3, "Mr. C")]),
        pair(Direction::Ew, 1, &[(4, "Miss D"), (5, "Dr. E")]),
        pair(Direction::Ew, 2, &[]),
    ];
    let results = vec![
        stored(1, 1, 1, 1, 1, 7),
        stored(1, 1, 2, 2, 2, 9),
        stored(2, 2, 1, 1, 2, 10),
        stored(2, 2, 2, 2, 1, 6),
    ];
    (pairs, results)
}

fn scored(id: i64, method: Method) -> (i64, Vec<Pair>, EventStandings) {
    let (pairs, results) = two_tables();
    let s = standings_full(&event(id, 2, method), &pairs, &results, &[]).unwrap_or_default();
    (id, pairs, s)
}

fn line<'a>(t: &'a SeasonTable, name: &str) -> &'a SeasonRow {
    t.rows.iter().find(|r| r.name == name).unwrap_or(&t.rows[0])
}

/// Evening 1 by plus/minus: each direction's average is 8 tricks on board 1 and 8 on board 2,
/// so N-S 1 is −1 and +2 (+1), N-S 2 +1 and −2 (−1), E-W 1 +1 and +2 (+3), E-W 2 −3.
/// Evening 2, the same play by matchpoints (2 for each score beaten, top 2 a board): N-S 1
/// 0 + 2 (50 %), N-S 2 2 + 0 (50 %), E-W 1 2 + 2 (100 %), E-W 2 0 %.
#[test]
fn a_plus_minus_and_a_matchpoint_evening_each_in_its_own_table() {
    let events = [scored(1, Method::PlusMinus), scored(2, Method::Matchpoints)];
    let tables = season(&events, SeasonRanking::ByMethod).unwrap_or_default();
    assert_eq!(tables.len(), 2);
    let (pm, mp) = (&tables[0], &tables[1]);
    assert_eq!((pm.family, pm.events.clone()), (Family::PlusMinus, vec![1]));
    assert_eq!(
        (mp.family, mp.events.clone()),
        (Family::Matchpoints, vec![2])
    );
    let of = |t: &SeasonTable, name| {
        let r = line(t, name);
        (r.aggregate, r.mean, r.rank)
    };
    assert_eq!(of(pm, "Miss D"), (q(3), q(3), 1));
    assert_eq!(of(pm, "Mrs. A"), (q(1), q(1), 3));
    assert_eq!(of(pm, "Mr. C"), (q(-1), q(-1), 5));
    assert_eq!(of(mp, "Dr. E"), (q(100), q(100), 1));
    assert_eq!(of(mp, "Mr. B"), (q(50), q(50), 3));
    assert_eq!(of(mp, "Mr. C"), (q(50), q(50), 3));
    assert_eq!(
        line(mp, "Mr. C").figures,
        vec![(2, Method::Matchpoints, q(50), q(50))]
    );
    assert_eq!(figure_text(Method::Matchpoints, q(50)), "50.00 %");
    assert_eq!(figure_text(Method::PlusMinus, q(-1)), "\u{2212}1.00");
    assert_eq!(figure_text(Method::Butler, q(3)), "+3.00 IMPs");
    // The CSV: one line per member per table, the table named.
    let csv = season_csv(&tables);
    assert_eq!(csv.len(), 10);
    assert_eq!(
        (csv[0].ranked_by, csv[5].ranked_by),
        ("plus-minus", "matchpoints")
    );
    assert_eq!(csv[5].evening_figures, "2: 100.00");
}

/// By place: N-S 1 first of two at evening 1 (100 %), tied with N-S 2 at evening 2 (50 %):
/// Mrs. A 75 %; Mr. C 0 % and 50 %, 25 %; E-W 1 first both times, 100 %.
#[test]
fn by_place_the_two_evenings_count_alike() {
    let events = [scored(1, Method::PlusMinus), scored(2, Method::Matchpoints)];
    let tables = season(&events, SeasonRanking::ByPlace).unwrap_or_default();
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    assert_eq!(t.family, Family::Place);
    let of = |name| {
        let r = line(t, name);
        (r.mean, r.rank)
    };
    assert_eq!(of("Miss D"), (q(100), 1));
    assert_eq!(of("Mrs. A"), (q(75), 3));
    assert_eq!(of("Mr. C"), (q(25), 5));
    assert_eq!(
        line(t, "Mr. C").figures,
        vec![
            (1, Method::PlusMinus, q(-1), q(0)),
            (2, Method::Matchpoints, q(50), q(50)),
        ]
    );
}

proptest! {
    /// A season of one event ranks as the event's standings do: every pair has two members,
    /// who share the pair's place, so a pair placed r (of pairs) puts its members at 2(r − 1) + 1
    /// (of members), whatever the method.
    #[test]
    fn a_season_of_one_event_ranks_as_its_standings(
        tables in 2u32..=4,
        tricks in proptest::collection::vec(0u8..=13, 16),
        method in prop_oneof![
            Just(Method::PlusMinus),
            Just(Method::Matchpoints),
            Just(Method::CrossImps),
            Just(Method::Butler),
        ],
    ) {
        let mut pairs = Vec::new();
        for p in 1..=tables {
            let m = i64::from(p) * 10;
            pairs.push(pair(Direction::Ns, p, &[(m, "n1"), (m + 1, "n2")]));
            pairs.push(pair(Direction::Ew, p, &[(m + 2, "e1"), (m + 3, "e2")]));
        }
        // Round r: board r at every table, E-W pairs moving up one table a round.
        let mut results = Vec::new();
        for r in 1..=tables {
            for t in 1..=tables {
                let ew = (t + r - 2) % tables + 1;
                let i = ((r - 1) * tables + t - 1) as usize;
                results.push(stored(r, r, t, t, ew, tricks[i]));
            }
        }
        let s = standings_full(&event(1, tables, method), &pairs, &results, &[]).unwrap_or_default();
        prop_assert_eq!(s.rows.len() as u32, 2 * tables);
        let season = season(&[(1, pairs.clone(), s.clone())], SeasonRanking::ByMethod)
            .unwrap_or_default();
        prop_assert_eq!(season.len(), 1);
        let t = &season[0];
        prop_assert_eq!(t.family, Family::of(method));
        prop_assert_eq!(t.rows.len() as u32, 4 * tables);
        for row in &s.rows {
            let members = pairs
                .iter()
                .find(|p| p.direction == row.direction && p.pair == row.pair)
                .map(|p| p.members.clone())
                .unwrap_or_default();
            for (member, _) in members {
                let placed = t.rows.iter().find(|r| r.member == member).map(|r| r.rank);
                prop_assert_eq!(placed, Some(2 * (row.rank_overall - 1) + 1));
            }
        }
    }
}

/// A team match by total points credits the team's figure to the players of both its pairs.
/// One board: team 1's N-S (pair 1) takes 9 tricks, team 2's N-S (pair 4) 7 at the other
/// table: team 1 +2, team 2 −2.
#[test]
fn a_team_match_credits_all_four_players_of_a_team() {
    let mut e = event(3, 2, Method::TotalPoints);
    e.movement = crate::movement::plan::Kind::Teams;
    e.pairs = 4;
    let pairs = vec![
        pair(Direction::Ns, 1, &[(1, "A1"), (2, "A2")]),
        pair(Direction::Ns, 2, &[(3, "A3"), (4, "A4")]),
        pair(Direction::Ns, 3, &[(5, "B1"), (6, "B2")]),
        pair(Direction::Ns, 4, &[(7, "B3"), (8, "B4")]),
    ];
    let results = vec![stored(1, 1, 1, 1, 3, 9), stored(1, 1, 2, 4, 2, 7)];
    let s = standings_full(&e, &pairs, &results, &[]).unwrap_or_default();
    let tables = season(&[(3, pairs, s)], SeasonRanking::ByMethod).unwrap_or_default();
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    assert_eq!(t.family, Family::TeamPoints);
    let got: Vec<_> = t
        .rows
        .iter()
        .map(|r| (r.member, r.aggregate, r.rank))
        .collect();
    assert_eq!(
        got,
        vec![
            (1, q(2), 1),
            (2, q(2), 1),
            (3, q(2), 1),
            (4, q(2), 1),
            (5, q(-2), 5),
            (6, q(-2), 5),
            (7, q(-2), 5),
            (8, q(-2), 5),
        ]
    );
}
