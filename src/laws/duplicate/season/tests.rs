//! The season's tables computed by hand.

use super::*;

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

fn e(member: i64, event: i64, method: Method, figure: Q, boards: u32, place: Q) -> SeasonEntry {
    SeasonEntry {
        member,
        event,
        method,
        figure,
        boards,
        place,
    }
}

fn pm(member: i64, event: i64, figure: i64) -> SeasonEntry {
    e(member, event, Method::PlusMinus, q(figure), 4, q(50))
}

/// The books' season (KWC Law 11, seed 001 L3403–3404; the Rules' "highest average", seed 001
/// L3026–3028), as before issue 15: member 1 +10 and −4 over two evenings (aggregate 6, mean 3),
/// member 2 +5 at one (5, 5), member 3 +7 and +1 (8, 4). By aggregate 3, 1, 2; by mean 2, 1, 3.
#[test]
fn a_plus_minus_season_ranks_by_aggregate_with_the_mean_beside() {
    let tables = season(
        &[
            pm(1, 1, 10),
            pm(1, 2, -4),
            pm(2, 1, 5),
            pm(3, 2, 7),
            pm(3, 3, 1),
        ],
        SeasonRanking::default(),
    )
    .unwrap();
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    assert_eq!(
        (t.family, t.events.clone()),
        (Family::PlusMinus, vec![1, 2, 3])
    );
    let line = |m: i64| t.lines.iter().find(|l| l.member == m).unwrap();
    assert_eq!(
        (line(1).evenings, line(1).aggregate, line(1).mean),
        (2, q(6), q(3))
    );
    let three = line(3);
    assert_eq!(
        (
            three.aggregate,
            three.rank,
            three.rank_aggregate,
            three.mean,
            three.rank_mean
        ),
        (q(8), 1, 1, q(4), 2)
    );
    assert_eq!((line(2).rank, line(2).rank_mean), (3, 1));
    assert_eq!(
        t.lines.iter().map(|l| l.member).collect::<Vec<_>>(),
        vec![3, 1, 2]
    );
}

/// A season of matchpoint, plus/minus and IMP evenings: by default each method its own table.
/// Matchpoints (events 10, 11): member 1 60 % and 50 % (mean 55), member 3 55 % (55), member 2
/// 40 % (40): places 1, 1, 3. IMPs (events 13, 14): member 2 +6 over 12 boards (½ a board),
/// member 5 +8 over 24 (⅓: more IMPs, fewer a board), member 4 −6 over 12 and +3 over 6
/// (−3 over 18, −⅙): places 1, 2, 3, though by aggregate member 5 leads.
fn mixed() -> Vec<SeasonEntry> {
    let mp = |m, ev, pct| e(m, ev, Method::Matchpoints, q(pct), 24, q(pct));
    let imps = |m, ev, total, boards| e(m, ev, Method::Butler, q(total), boards, q(50));
    vec![
        mp(1, 10, 60),
        mp(2, 10, 40),
        mp(1, 11, 50),
        mp(3, 11, 55),
        pm(1, 12, 4),
        imps(2, 13, 6, 12),
        imps(4, 13, -6, 12),
        imps(5, 13, 8, 12),
        e(4, 14, Method::CrossImps, q(3), 6, q(75)),
        e(5, 14, Method::CrossImps, q(0), 12, q(25)),
    ]
}

#[test]
fn a_mixed_season_ranks_each_method_in_its_own_terms() {
    let tables = season(&mixed(), SeasonRanking::ByMethod).unwrap();
    let families: Vec<_> = tables.iter().map(|t| t.family).collect();
    assert_eq!(
        families,
        vec![Family::PlusMinus, Family::Matchpoints, Family::Imps]
    );
    let mp = &tables[1];
    assert_eq!(mp.events, vec![10, 11]);
    let by_rank: Vec<_> = mp
        .lines
        .iter()
        .map(|l| (l.member, l.rank, l.mean))
        .collect();
    assert_eq!(by_rank, vec![(1, 1, q(55)), (3, 1, q(55)), (2, 3, q(40))]);
    let imps = &tables[2];
    assert_eq!(imps.events, vec![13, 14]);
    let by_rank: Vec<_> = imps
        .lines
        .iter()
        .map(|l| {
            (
                l.member,
                l.boards,
                l.aggregate,
                l.mean,
                l.rank,
                l.rank_aggregate,
            )
        })
        .collect();
    assert_eq!(
        by_rank,
        vec![
            (2, 12, q(6), Q::new(1, 2), 1, 2),
            (5, 24, q(8), Q::new(1, 3), 2, 1),
            (4, 18, q(-3), Q::new(-1, 6), 3, 3),
        ]
    );
    // Each evening keeps its own method's figure.
    let four = &imps.lines[2];
    assert_eq!(four.figures[&14].method, Method::CrossImps);
    assert_eq!(four.figures[&14].figure, q(3));
    // Member 1's plus/minus evening is in its own table, not added to his percentages.
    assert_eq!(
        tables[0]
            .lines
            .iter()
            .map(|l| (l.member, l.aggregate))
            .collect::<Vec<_>>(),
        vec![(1, q(4))]
    );
}

/// Everyone in one table by place: member 1 75, 50, 50 → mean 175/3; member 2 40 and 50 → 45;
/// member 3 55; member 4 50 and 75 → 62½; member 5 50 and 25 → 37½.
#[test]
fn by_place_everyone_is_one_table_by_share_of_the_field() {
    let mut entries = mixed();
    entries[0].place = q(75);
    let tables = season(&entries, SeasonRanking::ByPlace).unwrap();
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    assert_eq!(t.family, Family::Place);
    assert_eq!(t.events, vec![10, 11, 12, 13, 14]);
    let by_rank: Vec<_> = t.lines.iter().map(|l| (l.member, l.mean)).collect();
    assert_eq!(
        by_rank,
        vec![
            (4, Q::new(125, 2)),
            (1, Q::new(175, 3)),
            (3, q(55)),
            (2, q(45)),
            (5, Q::new(75, 2)),
        ]
    );
    // The own figure is kept beside the share it counts by.
    assert_eq!(t.lines[1].figures[&10].figure, q(60));
    assert_eq!(t.lines[1].figures[&10].place, q(75));
}

/// Five pairs: a clear first beat all four (100 %); a clear last none (0 %); two sharing second
/// beat two and tie one, (2 + ½) / 4 = 62½ %; a field of one is 50 %.
#[test]
fn the_share_of_the_field_by_hand() {
    assert_eq!(place_share(1, 5, 0), q(100));
    assert_eq!(place_share(5, 5, 0), q(0));
    assert_eq!(place_share(2, 5, 1), Q::new(125, 2));
    assert_eq!(place_share(4, 5, 1), Q::new(25, 2));
    assert_eq!(place_share(1, 1, 0), q(50));
}

#[test]
fn the_setting_reads_back_from_its_id() {
    for r in SeasonRanking::ALL {
        assert_eq!(SeasonRanking::parse(r.id()), Some(r));
    }
    assert_eq!(SeasonRanking::parse("by-guess"), None);
    assert_eq!(SeasonRanking::default(), SeasonRanking::ByMethod);
}
