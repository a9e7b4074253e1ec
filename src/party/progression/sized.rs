//! Five hundred's tables of five and six (seed 001 L7368–7404; rules-1927-b.md §3.4).
//!
//! The book: "Play one deal for each player at table and then progress. Three-hand, high
//! player progresses; four-hand, winning partners; five-hand, two players; six-hand, three
//! winning partners. Any preferred style of progress may be used" (L7400–7404, the OCR mended
//! as the extraction reads it). Which way they go is euchre's first method (L6416–6423), the
//! book's own default for a progressive party: those who progress move up a table toward
//! Table 1, those who do not keep their places and take the newcomers as partners; at Table 1
//! the winners stay and the others go to the foot.
//!
//! The book sizes no room, so a party of these tables (`table_size` 5 or 6) is made up of
//! tables of that size, the last two sharing what is over so that none has fewer than three
//! (a three-, four- or five-hand foot is still five hundred, L7368–7376). Tables of unequal
//! size move by one rule: the players are laid out head to foot, each table's stayers followed
//! by the next table's winners, Table 1's winners first and its others last, and cut back into
//! the tables' sizes; with equal tables that is exactly the rule above.
//!
//! At a partnership table (four or six) the seats are side A then side B, "the odd numbers
//! playing partners against the even" (L7374–7376): seats 1, 3, 5 then 2, 4, 6.

use std::collections::HashMap;

use super::*;

/// The table sizes this party may choose: five hundred's four-, five- and six-hand games.
pub const TABLE_SIZES: [u8; 3] = [4, 5, 6];

impl Settings {
    /// Whether the party's tables are of five or six (moved here, not by `moves`).
    pub fn sized(&self) -> bool {
        self.table_size != 4
    }

    /// Tables of five or six move by the book's five hundred progression only: winners up,
    /// Table 1's staying, no aisles.
    pub(super) fn check_table_size(&self) -> Result<(), LawError> {
        if !TABLE_SIZES.contains(&self.table_size) {
            return Err(LawError::new(
                "settings.table_size",
                format!("{} is not 4, 5 or 6", self.table_size),
            ));
        }
        if self.sized()
            && (self.method != Method::WinnersUp
                || self.head_winners != HeadWinners::Stay
                || self.aisle_tables.is_some())
        {
            return Err(LawError::new(
                "settings.table_size",
                "five- and six-hand tables progress as the book says: the winners up a table, Table 1's staying (seed 001 L7400–7404)",
            ));
        }
        Ok(())
    }
}

/// The sizes of the tables for `n` players at tables of `size`, head first: as many of `size`
/// as there are, and what is over at the foot, made up to three from the table above it.
pub fn table_sizes(n: usize, size: usize) -> Result<Vec<usize>, LawError> {
    if n < 3 {
        return Err(LawError::new(
            "players",
            format!("{n} players: five hundred needs three at a table"),
        ));
    }
    let mut sizes = vec![size; n / size];
    let over = n % size;
    if over > 0 {
        sizes.push(over);
    }
    let last = sizes.len() - 1;
    if sizes[last] < 3 {
        // size ≥ 5, so the table above keeps at least three.
        let short = 3 - sizes[last];
        sizes[last - 1] -= short;
        sizes[last] = 3;
    }
    Ok(sizes)
}

/// A table's players in their places: at a partnership table (four or six) the first, third, …
/// take side A and the second, fourth, … side B, so that those who stayed and those who came
/// are shared between the sides, as the losers "split to partner the newcomers" (L6416–6423).
pub(super) fn places(members: Vec<String>) -> Vec<String> {
    let n = members.len();
    if n != 4 && n != 6 {
        return members;
    }
    let mut a = Vec::with_capacity(n / 2);
    let mut b = Vec::with_capacity(n / 2);
    for (k, m) in members.into_iter().enumerate() {
        if k % 2 == 0 { a.push(m) } else { b.push(m) }
    }
    a.append(&mut b);
    a
}

/// Cuts the players, in order, into tables of `sizes`, each seated by [`places`] unless it
/// holds the very players of the table it replaces, who keep their seats.
fn cut(order: Vec<String>, sizes: &[usize], before: &[Table]) -> Vec<Table> {
    let mut rest = order.into_iter();
    sizes
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let members: Vec<String> = rest.by_ref().take(size).collect();
            let same = before.get(i).filter(|t| {
                t.seats.len() == members.len() && t.seats.iter().all(|s| members.contains(s))
            });
            Table {
                table: i as u32 + 1,
                seats: match same {
                    Some(t) => t.seats.clone(),
                    None => places(members),
                },
            }
        })
        .collect()
}

impl Party {
    /// The next seating at tables of five or six: each table's winners go up one table and the
    /// rest stay; Table 1's winners stay and its others, best first, keep what places the
    /// newcomers leave and go to the foot.
    pub(super) fn move_sized(&self, outcomes: &[Outcome]) -> Seating {
        let tables = &self.seating.tables;
        let mut up: Vec<Vec<String>> = Vec::with_capacity(tables.len());
        let mut stay: Vec<Vec<String>> = Vec::with_capacity(tables.len());
        for (t, o) in tables.iter().zip(outcomes) {
            let half = t.seats.len() / 2;
            let (p, mut r): (Vec<usize>, Vec<usize>) = match o {
                Outcome::Pair { winner } => {
                    let a: Vec<usize> = (0..half).collect();
                    let b: Vec<usize> = (half..t.seats.len()).collect();
                    match winner {
                        Side::A => (a, b),
                        Side::B => (b, a),
                    }
                }
                Outcome::Odd { progress, .. } => (
                    progress.clone(),
                    (0..t.seats.len())
                        .filter(|j| !progress.contains(j))
                        .collect(),
                ),
            };
            if let Outcome::Odd { points, .. } = o {
                r.sort_by_key(|&j| (std::cmp::Reverse(points.get(j).copied()), j));
            }
            let name = |j: &usize| t.seats[*j].clone();
            up.push(p.iter().map(name).collect());
            stay.push(r.iter().map(name).collect());
        }
        let sizes: Vec<usize> = tables.iter().map(|t| t.seats.len()).collect();
        let order: Vec<String> = if tables.len() == 1 {
            up[0].iter().chain(&stay[0]).cloned().collect()
        } else {
            let head_room = sizes[0].saturating_sub(up[0].len() + up[1].len());
            let keep = head_room.min(stay[0].len());
            let mut order: Vec<String> = up[0].clone();
            order.extend(up[1].iter().cloned());
            order.extend(stay[0][..keep].iter().cloned());
            for (t, stayers) in stay.iter().enumerate().skip(1) {
                order.extend(stayers.iter().cloned());
                if let Some(next) = up.get(t + 1) {
                    order.extend(next.iter().cloned());
                }
            }
            order.extend(stay[0][keep..].iter().cloned());
            order
        };
        Seating {
            round: self.seating.round + 1,
            tables: cut(order, &sizes, tables),
            waiting: self.seating.waiting.clone(),
        }
    }

    /// Early leavers and late guests at tables of five or six: the players stay in their order,
    /// head to foot, the late guests join at the foot, and the room is cut again into tables of
    /// the party's size, so that a vacancy is filled from the table below.
    pub(super) fn come_and_go_sized(
        &self,
        next: &mut Seating,
        result: &RoundResult,
    ) -> Result<(), LawError> {
        if result.leave.is_empty() && result.arrive.is_empty() {
            return Ok(());
        }
        let seated = |name: &str| {
            next.tables
                .iter()
                .any(|t| t.seats.iter().any(|s| s == name))
                || next.waiting.iter().any(|w| w == name)
        };
        let mut gone: HashMap<&str, usize> = HashMap::new();
        for (k, name) in result.leave.iter().enumerate() {
            if !seated(name) {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is not at a table"),
                ));
            }
            if gone.insert(name.as_str(), k).is_some() {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is listed twice"),
                ));
            }
        }
        let mut order: Vec<String> = next
            .tables
            .iter()
            .flat_map(|t| t.seats.iter())
            .chain(&next.waiting)
            .filter(|n| !gone.contains_key(n.as_str()))
            .cloned()
            .collect();
        for (k, p) in result.arrive.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(LawError::new(format!("arrive[{k}].name"), "empty"));
            }
            if order.contains(&p.name) {
                return Err(LawError::new(
                    format!("arrive[{k}].name"),
                    format!("{:?} is already playing", p.name),
                ));
            }
            if let Some(sex) = self.sexes.get(&p.name)
                && *sex != p.sex
            {
                return Err(LawError::new(
                    format!("arrive[{k}].sex"),
                    format!("{:?} came earlier as a {sex:?}", p.name),
                ));
            }
            order.push(p.name.clone());
        }
        let sizes = table_sizes(order.len(), usize::from(self.settings.table_size))
            .map_err(|e| LawError::new("leave", e.message))?;
        next.tables = cut(order, &sizes, &next.tables);
        next.waiting = Vec::new();
        Ok(())
    }
}

/// The opening seating at tables of five or six, by lot: the names sorted, then shuffled by the
/// party's seed, and cut into the tables' sizes (the sexes have no places at five hundred).
pub(super) fn seat_sized_by_lot(
    settings: &Settings,
    players: &[Player],
    seed: u64,
) -> Result<Seating, LawError> {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
    names.sort();
    names.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
    let sizes = table_sizes(names.len(), usize::from(settings.table_size))?;
    Ok(Seating {
        round: 1,
        tables: cut(names, &sizes, &[]),
        waiting: Vec::new(),
    })
}

/// The opening seating at tables of five or six by the tally cards' "A 1" … "A 6" (seed 001
/// L7370–7376): the letter the table, the number the seat. Every table from A to the last
/// must be full from seat 1, with three to six players.
pub(super) fn seat_sized_by_tally(players: &[Player]) -> Result<Seating, LawError> {
    let mut at: BTreeMap<u32, BTreeMap<u8, usize>> = BTreeMap::new();
    for (i, p) in players.iter().enumerate() {
        let field = format!("players[{i}].tally");
        let code = p
            .tally
            .as_deref()
            .ok_or_else(|| LawError::new(field.clone(), "missing"))?;
        let (table, seat) = parse_seat_code(code, 6).ok_or_else(|| {
            LawError::new(
                field.clone(),
                format!("{code:?} is not a seat like \"A 1\" (table A, seat 1 to 6)"),
            )
        })?;
        if let Some(other) = at.entry(table).or_default().insert(seat, i) {
            return Err(LawError::new(
                field,
                format!("{code:?} is also players[{other}]'s seat"),
            ));
        }
    }
    let last = at.keys().copied().max().unwrap_or(0);
    let mut tables = Vec::new();
    for table in 1..=last {
        let seats = at.remove(&table).unwrap_or_default();
        let n = seats.len();
        let full = seats.keys().copied().eq(1..=n as u8);
        if !(3..=6).contains(&n) || !full {
            let field = seats
                .values()
                .next()
                .map_or_else(|| "players".to_owned(), |i| format!("players[{i}].tally"));
            return Err(LawError::new(
                field,
                format!(
                    "table {table} has seats {:?}: a table has seats 1 to 3, 4, 5 or 6",
                    seats.keys().collect::<Vec<_>>()
                ),
            ));
        }
        let name = |s: &u8| players[seats[s]].name.clone();
        let in_order: Vec<String> = if n == 4 || n == 6 {
            // Side A the odd seats, side B the even (L7372–7376).
            let odd = seats.keys().filter(|s| *s % 2 == 1);
            let even = seats.keys().filter(|s| *s % 2 == 0);
            odd.chain(even).map(name).collect()
        } else {
            seats.keys().map(name).collect()
        };
        tables.push(Table {
            table,
            seats: in_order,
        });
    }
    Ok(Seating {
        round: 1,
        tables,
        waiting: Vec::new(),
    })
}

/// "A 1": table A (1), seat 1, up to seat `max`.
pub(super) fn parse_seat_code(code: &str, max: u8) -> Option<(u32, u8)> {
    let code = code.trim();
    let mut chars = code.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let seat: u8 = chars.as_str().trim().parse().ok()?;
    let table = u32::from(letter.to_ascii_uppercase()) - u32::from('A') + 1;
    (1..=max).contains(&seat).then_some((table, seat))
}
