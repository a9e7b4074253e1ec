//! The opening seating: by tally codes ("1 A", five hundred's "A 1") or by lot.

use std::collections::BTreeMap;

use super::*;

/// Reads a starting position: `"1 A"` (Table 1, head couple) or `"12 B"`; the space is optional.
pub fn parse_tally(code: &str) -> Option<(u32, Side)> {
    let code = code.trim();
    let split = code.find(|c: char| !c.is_ascii_digit())?;
    let (num, rest) = code.split_at(split);
    let table: u32 = num.parse().ok()?;
    let side = match rest.trim() {
        "A" | "a" => Side::A,
        "B" | "b" => Side::B,
        _ => return None,
    };
    (table > 0).then_some((table, side))
}

/// Five hundred's seat as its tally card writes it: table A (1), seat 1 → `"A 1"` (seed 001
/// L7370–7374). A four-hand table's `seats` are pair A then pair B, and "one and three playing
/// partners against two and four", so its seats are 1, 3, 2, 4 in that order; at a smaller
/// table each plays for himself, seat by seat. `None` past table Z, which the book's lettering
/// does not reach.
pub fn seat_tally(table: u32, seats: usize, j: usize) -> Option<String> {
    let letter = char::from_u32(u32::from('A') + table.checked_sub(1)?).filter(|_| table <= 26)?;
    // A partnership table (four, or six: "the odd numbers playing partners against the even",
    // L7374–7376) lists side A, seats 1, 3, 5, then side B, seats 2, 4, 6.
    let half = seats / 2;
    let seat = match seats {
        4 | 6 if j < half => 2 * j + 1,
        4 | 6 => 2 * (j - half) + 2,
        _ => j + 1,
    };
    Some(format!("{letter} {seat}"))
}

/// Five hundred's "A 1": table A (1), seat 1 of a four-hand table (seed 001 L7370–7374).
pub fn parse_seat_tally(code: &str) -> Option<(u32, u8)> {
    let code = code.trim();
    let mut chars = code.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let seat: u8 = chars.as_str().trim().parse().ok()?;
    let table = u32::from(letter.to_ascii_uppercase()) - u32::from('A') + 1;
    (1..=4).contains(&seat).then_some((table, seat))
}

/// Seats every guest by his tally. Each couple goes to its table, lady's place first; the place
/// is the player's own sex unless `place` says otherwise. The last table may hold two or three
/// (M1 only).
pub fn seat_by_tally(settings: &Settings, players: &[Player]) -> Result<Seating, LawError> {
    if settings.sized() {
        return super::sized::seat_sized_by_tally(players);
    }
    let mut couples: BTreeMap<(u32, u8), Vec<(usize, &Player)>> = BTreeMap::new();
    for (i, p) in players.iter().enumerate() {
        let code = p
            .tally
            .as_deref()
            .ok_or_else(|| LawError::new(format!("players[{i}].tally"), "missing"))?;
        let seat_code = settings
            .seat_tallies
            .then(|| parse_seat_tally(code))
            .flatten();
        let (table, side) = match seat_code {
            Some((table, seat)) => (table, if seat % 2 == 1 { Side::A } else { Side::B }),
            None => parse_tally(code).ok_or_else(|| {
                let like = if settings.seat_tallies {
                    "\"A 1\" (table A, seat 1 of 4) or \"1 A\""
                } else {
                    "\"1 A\""
                };
                LawError::new(
                    format!("players[{i}].tally"),
                    format!("{code:?} is not a position like {like}"),
                )
            })?,
        };
        couples
            .entry((table, side.index() as u8))
            .or_default()
            .push((i, p));
    }
    let last = couples.keys().map(|k| k.0).max().unwrap_or(0);
    let mut tables = Vec::new();
    for table in 1..=last {
        let a = couples.remove(&(table, 0)).unwrap_or_default();
        let b = couples.remove(&(table, 1)).unwrap_or_default();
        let n = a.len() + b.len();
        if table == last && n != 4 && (n == 2 || n == 3) {
            tables.push(Table {
                table,
                seats: a.iter().chain(&b).map(|(_, p)| p.name.clone()).collect(),
            });
            continue;
        }
        let mut seats = Vec::with_capacity(4);
        for (code, couple) in [("A", &a), ("B", &b)] {
            if couple.len() != 2 {
                let field = couple
                    .first()
                    .map(|(i, _)| format!("players[{i}].tally"))
                    .unwrap_or_else(|| "players".to_owned());
                return Err(LawError::new(
                    field,
                    format!(
                        "{} players hold \"{table} {code}\"; a couple is two",
                        couple.len()
                    ),
                ));
            }
            let mut c: Vec<(usize, &Player)> = couple.clone();
            if !settings.method.fixed_partners() {
                let place = |p: &Player| p.place.unwrap_or(p.sex);
                c.sort_by_key(|(_, p)| place(p));
                if place(c[0].1) == place(c[1].1) {
                    return Err(LawError::new(
                        format!("players[{}].place", c[1].0),
                        format!(
                            "\"{table} {code}\" has two {:?} places; give one the other place",
                            place(c[0].1)
                        ),
                    ));
                }
            }
            seats.extend(c.iter().map(|(_, p)| p.name.clone()));
        }
        tables.push(Table { table, seats });
    }
    Ok(Seating {
        round: 1,
        tables,
        waiting: Vec::new(),
    })
}

/// Seats the guests by drawing cards, as in 1909 (seed 000 L2820–2825): the ladies draw from
/// one pack and the gentlemen from another, the matching cards play together, and the pips give
/// the table. Here the draw is a seeded shuffle of each sex, sorted by name first so the order
/// the guests were listed in changes nothing; with unequal numbers the surplus fill the other
/// sex's places, and the last two or three make a foot table (M1 only).
pub fn seat_by_lot(
    settings: &Settings,
    players: &[Player],
    seed: u64,
) -> Result<Seating, LawError> {
    if settings.sized() {
        return super::sized::seat_sized_by_lot(settings, players, seed);
    }
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut draw = |sex: Sex| {
        let mut v: Vec<String> = players
            .iter()
            .filter(|p| p.sex == sex)
            .map(|p| p.name.clone())
            .collect();
        v.sort();
        v.shuffle(&mut rng);
        v
    };
    let ladies = draw(Sex::Lady);
    let gents = draw(Sex::Gentleman);
    let n = players.len();
    let odd = n % 4;
    if n < 4 || odd == 1 || (odd != 0 && !settings.method.takes_odd_foot()) {
        let with = if settings.method.takes_odd_foot() {
            "with a two- or three-hand foot table"
        } else {
            "fixed partners need every player in a four"
        };
        return Err(LawError::new(
            "players",
            format!("{n} players cannot be seated in fours ({with})"),
        ));
    }
    let fours = n / 4;
    let (mut lady_places, mut gent_places) = (ladies, gents);
    // Two places of each kind per table; the surplus of one sex crosses over.
    let want = 2 * fours;
    while lady_places.len() > want && gent_places.len() < want {
        if let Some(l) = lady_places.pop() {
            gent_places.push(l);
        }
    }
    while gent_places.len() > want && lady_places.len() < want {
        if let Some(g) = gent_places.pop() {
            lady_places.push(g);
        }
    }
    let mut tables = Vec::with_capacity(fours + 1);
    let (mut l, mut g) = (lady_places.into_iter(), gent_places.into_iter());
    for t in 0..fours {
        let seats = vec![
            l.next().unwrap_or_default(),
            g.next().unwrap_or_default(),
            l.next().unwrap_or_default(),
            g.next().unwrap_or_default(),
        ];
        tables.push(Table {
            table: t as u32 + 1,
            seats,
        });
    }
    let rest: Vec<String> = l.chain(g).collect();
    if !rest.is_empty() {
        tables.push(Table {
            table: fours as u32 + 1,
            seats: rest,
        });
    }
    Ok(Seating {
        round: 1,
        tables,
        waiting: Vec::new(),
    })
}

/// Four players into places: ladies to the ladies' places first, a gentleman in a lady's place
/// only when there are not two ladies, and the rest to the gentlemen's places.
pub(super) fn by_places(four: Vec<String>, sex_of: &dyn Fn(&str) -> Option<Sex>) -> Vec<String> {
    let (mut ladies, mut gents): (Vec<String>, Vec<String>) =
        four.into_iter().partition(|n| sex_of(n) == Some(Sex::Lady));
    let mut lady_places = Vec::with_capacity(2);
    while lady_places.len() < 2 {
        let next = if ladies.is_empty() {
            gents.pop()
        } else {
            Some(ladies.remove(0))
        };
        match next {
            Some(p) => lady_places.push(p),
            None => break,
        }
    }
    ladies.append(&mut gents);
    let at = |v: &Vec<String>, k: usize| v.get(k).cloned().unwrap_or_default();
    vec![
        at(&lady_places, 0),
        at(&ladies, 0),
        at(&lady_places, 1),
        at(&ladies, 1),
    ]
}
