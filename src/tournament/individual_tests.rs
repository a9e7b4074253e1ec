use std::collections::BTreeMap;

use chrono::NaiveDate;
use proptest::prelude::*;

use super::*;
use crate::db::events::{AuctionEntry, ContractScoring, Status};
use crate::laws::duplicate::{Entry, Game, RevokeRule};
use crate::laws::duplicate_auction::Caps;
use crate::movement::plan::{Kind, Seat};

fn event(players: u32, boards_per_round: u32, rounds: u32, method: &str) -> Event {
    Event {
        id: 1,
        name: "Individual".to_owned(),
        date: NaiveDate::from_ymd_opt(1927, 3, 8).unwrap_or_default(),
        season: "1927".to_owned(),
        game: Game::Whist,
        tables: players / 4,
        boards_per_round,
        rounds,
        revoke_rule: RevokeRule::General,
        status: Status::Provisional,
        auction_entry: AuctionEntry::Points,
        auction_caps: Caps::Kwc,
        contract_scoring: ContractScoring::Kwc1926,
        movement: Kind::Individual,
        pairs: players,
        arrow_switch: Vec::new(),
        method: method.to_owned(),
        howell: Default::default(),
        mixed: false,
    }
}

fn players(n: u32) -> Vec<Pair> {
    (1..=n)
        .map(|p| Pair {
            direction: Direction::Ns,
            pair: p,
            members: vec![(i64::from(p), format!("Player {p}"))],
            visitors: Vec::new(),
            sits_out: false,
            visitor_first: false,
        })
        .collect()
}

/// Every slip of the movement, N-S tricks from `tricks`.
fn every_result(e: &Event, tricks: &[u8]) -> Vec<Stored> {
    let m = movement_of(e).unwrap();
    let mut out = Vec::new();
    for r in m.schedule() {
        for s in r.tables {
            for b in s.boards {
                let i = out.len();
                out.push(Stored {
                    id: i as i64 + 1,
                    board: b,
                    round: r.round,
                    table: s.table,
                    ns: s.ns,
                    ew: s.ew,
                    entry: Entry::Whist {
                        ns_tricks: tricks[i % tricks.len()] % 14,
                        revoke: None,
                    },
                    contract: None,
                    updated_by: "t".into(),
                    updated_at: "t".into(),
                    version: 1,
                    by_hand: None,
                    passed_fouled: None,
                });
            }
        }
    }
    out
}

#[test]
fn eight_players_one_board_each_credits_each_side_s_tricks() {
    let e = event(8, 1, 7, "plus-minus");
    let results = every_result(&e, &[9, 6]);
    let s = standings_individual(&e, &players(8), &results, &[]).unwrap();
    assert_eq!(s.rows.len(), 8);
    assert!(
        s.method.is_none(),
        "the books' plus/minus alone: no method column"
    );
    // Each player played every board once (7 boards).
    assert!(s.rows.iter().all(|r| r.boards == 7));
    // Plus and minus balance over the field, each board's two sides' two players.
    let total: Q = s.rows.iter().map(|r| r.plus_minus).sum();
    assert_eq!(total, Q::from_integer(0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The movement's sheets agree with its schedule: each player's card names the seat, partner
    /// and opponents the table has, every result is located by its North and East, and no two
    /// players partner twice.
    #[test]
    fn the_sheets_agree_with_the_schedule(size in 0u32..6, bpr in 1u32..4, cut in 0u32..27) {
        let players = 8 + 4 * size;
        let rounds = (players - 1).saturating_sub(cut % (players - 1)).max(1);
        let m = movement_of(&event(players, bpr, rounds, "matchpoints")).unwrap();
        let mut partners = BTreeMap::new();
        for r in m.schedule() {
            for s in &r.tables {
                let four = m.players_at(r.round, s.table).unwrap();
                prop_assert_eq!((four[0], four[2]), (s.ns, s.ew));
                for &b in &s.boards {
                    prop_assert_eq!(m.locate(b, s.ns, s.ew), Some((r.round, s.table)));
                }
                *partners.entry((four[0].min(four[1]), four[0].max(four[1]))).or_insert(0) += 1;
                *partners.entry((four[2].min(four[3]), four[2].max(four[3]))).or_insert(0) += 1;
            }
        }
        prop_assert!(partners.values().all(|&n| n == 1), "two players partner at most once");
        for p in 1..=players {
            let card = m.player_card(p);
            prop_assert_eq!(card.len() as u32, rounds);
            for stop in card {
                let four = m.players_at(stop.round, stop.table).unwrap();
                let at = Seat::ALL.iter().position(|&s| s == stop.seat).unwrap();
                prop_assert_eq!(four[at], p);
                prop_assert_eq!(four[at ^ 1], stop.partner);
                let opp = if at < 2 { [four[2], four[3]] } else { [four[0], four[1]] };
                prop_assert_eq!(opp, stop.opponents);
                let seat = m.seating(stop.round, stop.table).unwrap();
                prop_assert_eq!(&seat.boards, &stop.boards);
            }
        }
    }

    /// Each player is credited exactly his side's figures on every board he played, and each
    /// direction's matchpoints on a board sum to n(n−1) for n results.
    #[test]
    fn each_player_is_credited_his_side_s_figures(
        size in 0u32..3,
        tricks in proptest::collection::vec(0u8..14, 1..40),
        method in prop::sample::select(vec!["matchpoints", "plus-minus", "cross-imps"]),
    ) {
        let players = 8 + 4 * size;
        let e = event(players, 1, players - 1, method);
        let results = every_result(&e, &tricks);
        let s = standings_individual(&e, &self::players(players), &results, &[]).unwrap();
        let m = movement_of(&e).unwrap();
        let law = s.law.as_ref().unwrap();
        let mut expect: BTreeMap<u32, (Q, Q)> = BTreeMap::new();
        for b in &law.boards {
            if method == "matchpoints" {
                let n = b.results.len() as i64;
                let figures = &s.method.as_ref().unwrap().results;
                let (mut ns, mut ew) = (Q::from_integer(0), Q::from_integer(0));
                for r in &b.results {
                    let (a, c) = figures[&(b.board, r.ns, r.ew)];
                    ns += a.unwrap();
                    ew += c.unwrap();
                }
                prop_assert_eq!(ns, Q::from_integer(n * (n - 1)));
                prop_assert_eq!(ew, Q::from_integer(n * (n - 1)));
            }
            for r in &b.results {
                let [n, so, ea, w] = m.seats_of(b.board, r.ns, r.ew).unwrap();
                let (ns_fig, ew_fig) = match &s.method {
                    Some(f) => {
                        let (a, c) = f.results[&(b.board, r.ns, r.ew)];
                        (a.unwrap(), c.unwrap())
                    }
                    None => (r.ns_score - b.ns_average, r.ew_score - b.ew_average),
                };
                for (p, score, fig) in [
                    (n, r.ns_score, ns_fig),
                    (so, r.ns_score, ns_fig),
                    (ea, r.ew_score, ew_fig),
                    (w, r.ew_score, ew_fig),
                ] {
                    let line = expect.entry(p).or_insert((Q::from_integer(0), Q::from_integer(0)));
                    line.0 += score;
                    line.1 += fig;
                }
            }
        }
        prop_assert_eq!(s.rows.len() as u32, players);
        for row in &s.rows {
            let (score, fig) = expect[&row.pair];
            prop_assert_eq!(row.score, score);
            let got = row.figure.as_ref().map_or(row.plus_minus, |f| f.total);
            prop_assert_eq!(got, fig);
        }
    }
}
