//! The book's pivot fours and the fixed-partner schedules as pair numbers.

use super::*;

/// The book's pivot table for the rubber after `rubber`: the players keep their places in
/// `rotation::pivot_four`, whose rubber 1 is the seating as drawn (N, S, E, W), so the pivot
/// stays North and partners each of the others once in three rubbers.
pub(super) fn pivot_next_rubber(t: &Table, rubber: u32) -> Table {
    pivot_table_at(t, rubber, rubber + 1)
}

/// A book's pivot table seated for rubber `rubber`, as it sits for rubber `then`.
fn pivot_table_at(t: &Table, rubber: u32, then: u32) -> Table {
    let schedule = crate::party::rotation::pivot_four();
    let at = |r: u32| {
        let i = (r.saturating_sub(1) % BOOK_PIVOT_RUBBERS) as usize;
        schedule
            .get(i)
            .and_then(|round| round.tables.first())
            .cloned()
    };
    let (Some(now), Some(next)) = (at(rubber), at(then)) else {
        return t.clone();
    };
    let now_seats = [&now.n, &now.s, &now.e, &now.w];
    let player = |label: &String| {
        now_seats
            .iter()
            .position(|l| *l == label)
            .and_then(|j| t.seats.get(j))
            .cloned()
            .unwrap_or_default()
    };
    Table {
        table: t.table,
        seats: [&next.n, &next.s, &next.e, &next.w]
            .into_iter()
            .map(player)
            .collect(),
    }
}

/// A book's pivot table seated for rubber `rubber`, as it sits for each of the three rubbers
/// that count: the whole afternoon for its table card.
pub fn book_pivot_rubbers(t: &Table, rubber: u32) -> Vec<Table> {
    (1..=BOOK_PIVOT_RUBBERS)
        .map(|then| pivot_table_at(t, rubber, then))
        .collect()
}

/// The fixed-partner schedules, results aside, as pair numbers: pair k starts North-South at
/// table k and pair T + k East-West there (rules-1927-b.md §3.1.4). M5 runs T deals, each
/// East-West pair meeting each North-South pair once; M6 runs 2T − 1 deals, every pair meeting
/// every other once.
pub fn pair_schedule(
    tables: u32,
    pivot: bool,
) -> Result<Vec<crate::party::rotation::RotationRound>, LawError> {
    if !(1..=MAX_PAIR_TABLES).contains(&tables) || (!pivot && tables < 2) {
        let least = if pivot { 1 } else { 2 };
        return Err(LawError::new(
            "tables",
            format!("{tables} is not from {least} to {MAX_PAIR_TABLES}"),
        ));
    }
    let settings = Settings {
        method: if pivot {
            Method::Pivot
        } else {
            Method::FixedPartners
        },
        ..Settings::default()
    };
    let pair = |p: u32| [format!("{p}n"), format!("{p}s")];
    let players: Vec<Player> = (1..=2 * tables)
        .flat_map(|p| {
            pair(p).map(|name| Player {
                name,
                sex: Sex::Lady,
                tally: None,
                place: None,
            })
        })
        .collect();
    let start = Seating {
        round: 1,
        tables: (1..=tables)
            .map(|t| {
                let [a, b] = pair(t);
                let [c, d] = pair(tables + t);
                Table {
                    table: t,
                    seats: vec![a, b, c, d],
                }
            })
            .collect(),
        waiting: Vec::new(),
    };
    let mut party = Party::new(settings, &players, start)?;
    let rounds = if pivot { 2 * tables - 1 } else { tables };
    let label = |seat: &str| seat.trim_end_matches(['n', 's']).to_owned();
    let mut out = Vec::with_capacity(rounds as usize);
    for r in 1..=rounds {
        out.push(crate::party::rotation::RotationRound {
            round: r,
            tables: party
                .seating()
                .tables
                .iter()
                .map(|t| crate::party::rotation::Foursome {
                    table: t.table,
                    n: label(&t.seats[0]),
                    s: label(&t.seats[1]),
                    e: label(&t.seats[2]),
                    w: label(&t.seats[3]),
                })
                .collect(),
        });
        if r < rounds {
            let result = RoundResult {
                round: r,
                tables: party
                    .seating()
                    .tables
                    .iter()
                    .map(|t| TableResult {
                        table: t.table,
                        winner: t.seats.first().cloned(),
                        ..TableResult::default()
                    })
                    .collect(),
                ..RoundResult::default()
            };
            party.play(&result)?;
        }
    }
    Ok(out)
}

/// Far beyond any hall (the large euchre seats 64 tables, L6552–6560).
pub const MAX_PAIR_TABLES: u32 = 500;
