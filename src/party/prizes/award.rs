//! Giving out the prizes: the scheme's places in order, ties decided by play-off, cut or lot,
//! the booby, the tables' leaders and Foster's draw-number plan. The prize list's parts are
//! declared in `prizes.rs`.

use std::collections::{BTreeMap, BTreeSet};

use rand::seq::SliceRandom;

use super::*;
use crate::laws::LawError;
use crate::laws::foster::{self, Equidistant};

/// Gives out the prizes in order. A tied group is put in order once (by its play-off, cut or
/// lot) and keeps that order for the prizes that follow: the winner of a play-off for first
/// takes first and the loser second (L6484–6490), and the booby goes to the defeated player
/// (L6492–6493).
pub fn award(
    entrants: &[Entrant],
    scheme: &Scheme,
    deciders: &Deciders,
    seed: Option<u64>,
) -> Result<Awards, LawError> {
    award_with(entrants, scheme, deciders, seed, false)
}

/// [`award`] with every prize that is settled given, and the others marked pending rather than
/// the whole list refused: a prize whose tie waits for its play-off or cut, and any later prize
/// that one of the players of such a tie could still take or leave. A page can show each prize
/// as soon as it is settled.
pub fn award_so_far(
    entrants: &[Entrant],
    scheme: &Scheme,
    deciders: &Deciders,
    seed: Option<u64>,
) -> Result<Awards, LawError> {
    award_with(entrants, scheme, deciders, seed, true)
}

fn award_with(
    entrants: &[Entrant],
    scheme: &Scheme,
    deciders: &Deciders,
    seed: Option<u64>,
    so_far: bool,
) -> Result<Awards, LawError> {
    check_entrants(entrants)?;
    if scheme.tables != Tables::WholeRoom
        && let Some(i) = entrants.iter().position(|e| e.table.is_none())
    {
        return Err(LawError::new(
            format!("entrants[{i}].table"),
            "the prizes go table by table; give every entrant's table",
        ));
    }
    let mut lot = Lot::new(seed);
    let awards = match scheme.tables {
        Tables::WholeRoom | Tables::PerTable => give(
            entrants,
            &expand(entrants, scheme),
            scheme,
            deciders,
            &mut lot,
            so_far,
        )?,
        Tables::TableLeaders => {
            // The leaders are known only when every table's own tie is settled.
            let leaders = table_leaders(entrants, scheme, deciders, &mut lot)?;
            give(&leaders, &scheme.prizes, scheme, deciders, &mut lot, so_far)?
        }
    };
    Ok(Awards {
        awards,
        seed: lot.used(),
        drawn: None,
    })
}

/// Each table's highest score, a tie at the table settled as the scheme settles ties.
fn table_leaders(
    entrants: &[Entrant],
    scheme: &Scheme,
    deciders: &Deciders,
    lot: &mut Lot,
) -> Result<Vec<Entrant>, LawError> {
    let per_table = Scheme {
        prizes: vec![Prize {
            name: "the table's highest".to_owned(),
            ..Prize::default()
        }],
        tables: Tables::PerTable,
        ..scheme.clone()
    };
    let found = give(
        entrants,
        &expand(entrants, &per_table),
        &per_table,
        deciders,
        lot,
        false,
    )?;
    Ok(found
        .iter()
        .filter_map(|a| a.player.as_deref())
        .filter_map(|p| entrants.iter().find(|e| e.player == p))
        .cloned()
        .collect())
}

/// The list given out in order among `entrants`.
fn give(
    entrants: &[Entrant],
    prizes: &[Prize],
    scheme: &Scheme,
    deciders: &Deciders,
    lot: &mut Lot,
    so_far: bool,
) -> Result<Vec<Award>, LawError> {
    for (k, p) in prizes.iter().enumerate() {
        match (p.kind, p.aisle) {
            (Kind::Aisle, None) => {
                return Err(LawError::new(
                    format!("prizes[{k}].aisle"),
                    "an aisle prize needs its aisle",
                ));
            }
            (Kind::Aisle, Some(_)) | (_, None) => {}
            (_, Some(_)) => {
                return Err(LawError::new(
                    format!("prizes[{k}].aisle"),
                    "only an aisle prize has an aisle",
                ));
            }
        }
    }
    let mut won: BTreeSet<&str> = BTreeSet::new();
    // Players of a tie still waiting for its play-off or cut: whether they have won is unknown.
    let mut unsettled: BTreeSet<&str> = BTreeSet::new();
    // Ties waiting for their play-off (so far only): the prize they wait at, and how many more
    // prizes like it their players still take between them. A tie of n for n such prizes gives
    // them all to its players whatever the play-off says, so the prizes after it are settled by
    // their own ties (issue 22: a corrected round dropped every later play-off).
    let mut waiting_ties: Vec<(Vec<&str>, usize, &Prize)> = Vec::new();
    let mut orders: Vec<Vec<&str>> = Vec::new();
    let mut awards = Vec::with_capacity(prizes.len());
    for (k, prize) in prizes.iter().enumerate() {
        let pool: Vec<&Entrant> = entrants
            .iter()
            .filter(|e| match prize.category {
                Category::All => true,
                Category::Ladies => e.sex == Some(Sex::Lady),
                Category::Gentlemen => e.sex == Some(Sex::Gentleman),
            })
            .filter(|e| prize.kind != Kind::Aisle || e.aisle == prize.aisle)
            .filter(|e| prize.table.is_none() || e.table == prize.table)
            .filter(|e| {
                scheme.two_prizes || prize.open_to_winners || !won.contains(e.player.as_str())
            })
            .collect();
        let key = |e: &Entrant| -> Vec<i64> {
            match prize.kind {
                Kind::LoneHands => vec![i64::from(e.lone_hands)],
                _ => e.score.clone(),
            }
        };
        let best = match prize.kind {
            Kind::Booby => pool.iter().map(|e| key(e)).min(),
            _ => pool.iter().map(|e| key(e)).max(),
        };
        let best =
            best.filter(|b| prize.kind != Kind::LoneHands || b.first().is_some_and(|&n| n > 0));
        let mut group: Vec<&str> = match &best {
            Some(b) => pool
                .iter()
                .filter(|e| key(e) == *b)
                .map(|e| e.player.as_str())
                .collect(),
            None => Vec::new(),
        };
        group.sort_unstable();
        let by = prize.ties.unwrap_or(scheme.ties);
        let waiting = |group: &[&str], why: String| Award {
            prize: k as u32 + 1,
            name: prize.name.clone(),
            player: None,
            tie: Some(Tie {
                by,
                among: group.iter().map(|p| (*p).to_owned()).collect(),
            }),
            pending: Some(why),
        };
        if so_far && group.iter().any(|p| unsettled.contains(p)) {
            let same = |t: &Prize| {
                (t.kind, t.category, t.table, t.aisle)
                    == (prize.kind, prize.category, prize.table, prize.aisle)
            };
            let mut among: BTreeSet<&str> = group.iter().copied().collect();
            if let Some(t) = waiting_ties
                .iter_mut()
                .find(|(tie, left, like)| *left > 0 && same(like) && *tie == group)
            {
                t.1 -= 1;
                if t.1 == 0 && !scheme.two_prizes && !prize.open_to_winners {
                    won.extend(t.0.iter().copied());
                    for p in &t.0 {
                        unsettled.remove(p);
                    }
                }
            } else {
                // A tie is never of one: name the waiting tie that holds this prize up.
                for (tie, _, _) in &waiting_ties {
                    if tie.iter().any(|p| group.contains(p)) {
                        among.extend(tie.iter().copied());
                    }
                }
                unsettled.extend(group.iter().copied());
            }
            let among: Vec<&str> = among.into_iter().collect();
            awards.push(waiting(
                &among,
                format!(
                    "waits for the tie between {} to be decided",
                    among.join(", ")
                ),
            ));
            continue;
        }
        let (player, tie) = match group.len() {
            0 => (None, None),
            1 => (group.first().copied(), None),
            _ => {
                let order = match settle(&group, by, deciders, &mut orders, lot, k) {
                    Ok(order) => order,
                    Err(e)
                        if so_far
                            && (e.field.starts_with("playoff.") || e.field.starts_with("cut.")) =>
                    {
                        awards.push(waiting(&group, e.message));
                        unsettled.extend(group.iter().copied());
                        waiting_ties.push((group.clone(), group.len() - 1, prize));
                        continue;
                    }
                    Err(e) => return Err(e),
                };
                let pick = if prize.kind == Kind::Booby {
                    order.last()
                } else {
                    order.first()
                };
                (
                    pick.copied(),
                    Some(Tie {
                        by,
                        among: group.iter().map(|p| (*p).to_owned()).collect(),
                    }),
                )
            }
        };
        if let Some(p) = player {
            won.insert(p);
        }
        awards.push(Award {
            prize: k as u32 + 1,
            name: prize.name.clone(),
            player: player.map(str::to_owned),
            tie,
            pending: None,
        });
    }
    Ok(awards)
}

/// Orders a tied group best first, reusing the order an earlier tie among the same players
/// settled.
fn settle<'a>(
    group: &[&'a str],
    by: TieBreak,
    deciders: &Deciders,
    orders: &mut Vec<Vec<&'a str>>,
    lot: &mut Lot,
    prize: usize,
) -> Result<Vec<&'a str>, LawError> {
    if let Some(known) = orders.iter().find(|o| group.iter().all(|p| o.contains(p))) {
        return Ok(known
            .iter()
            .copied()
            .filter(|p| group.contains(p))
            .collect());
    }
    let mut order: Vec<&str> = group.to_vec();
    match by {
        TieBreak::Lot | TieBreak::Foster => order.shuffle(lot.rng()),
        TieBreak::PlayOff | TieBreak::Cut => {
            let (field, results, what) = match by {
                TieBreak::Cut => ("cut", &deciders.cut, "cut"),
                _ => ("playoff", &deciders.playoff, "play-off score"),
            };
            // This tie's own play-off when it has one; the shared list for older parties.
            let results = deciders
                .by_tie
                .get(&tie_key(group))
                .filter(|own| group.iter().all(|p| own.contains_key(*p)))
                .unwrap_or(results);
            let mut scored = Vec::with_capacity(group.len());
            for p in group {
                let v = results.get(*p).ok_or_else(|| {
                    LawError::new(
                        format!("{field}.{p}"),
                        format!(
                            "{} are tied for prize {}; enter each one's {what}",
                            group.join(", "),
                            prize + 1
                        ),
                    )
                })?;
                scored.push((*v, *p));
            }
            scored.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(b.1)));
            if let Some(w) = scored.windows(2).find(|w| w[0].0 == w[1].0) {
                return Err(LawError::new(
                    format!("{field}.{}", w[1].1),
                    format!(
                        "{} is still tied with {} at {} for prize {}; decide between them again",
                        w[1].1,
                        w[0].1,
                        w[0].0,
                        prize + 1
                    ),
                ));
            }
            order = scored.into_iter().map(|(_, p)| p).collect();
        }
    }
    orders.push(order.clone());
    Ok(order)
}

fn check_entrants(entrants: &[Entrant]) -> Result<(), LawError> {
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    let width = entrants.first().map(|e| e.score.len());
    for (i, e) in entrants.iter().enumerate() {
        if e.player.trim().is_empty() {
            return Err(LawError::new(format!("entrants[{i}].player"), "empty"));
        }
        if let Some(j) = seen.insert(e.player.as_str(), i) {
            return Err(LawError::new(
                format!("entrants[{i}].player"),
                format!("{:?} is already entrants[{j}]", e.player),
            ));
        }
        if Some(e.score.len()) != width || e.score.is_empty() {
            return Err(LawError::new(
                format!("entrants[{i}].score"),
                "every score has the same number of parts, at least one",
            ));
        }
    }
    Ok(())
}

/// Foster's plan as a prize scheme: the prizes go to the scores nearest a number drawn from the
/// sealed set (`laws::foster`), the first part of each score being the total.
pub fn foster_award(
    entrants: &[Entrant],
    prizes: u64,
    numbers: &[u32],
    drawn: Option<u32>,
    equidistant: Equidistant,
    seed: Option<u64>,
) -> Result<Awards, LawError> {
    check_entrants(entrants)?;
    let entries = entrants
        .iter()
        .map(|e| foster::Entry {
            player: e.player.clone(),
            score: e.score.first().copied().unwrap_or(0),
        })
        .collect::<Vec<_>>();
    let a = foster::award(&entries, prizes, numbers, drawn, equidistant, seed)?;
    let mut awards: Vec<Award> = a
        .winners
        .iter()
        .map(|w| Award {
            prize: u32::try_from(w.prize).unwrap_or(u32::MAX),
            name: format!("prize {}", w.prize),
            player: Some(w.player.clone()),
            tie: (w.tie == Some(Equidistant::Lot)).then(|| Tie {
                by: TieBreak::Lot,
                // Everyone who went into the lot, the players it left without a prize too
                // (issue 22: a tie for the last prize named only its winner). Under "above" or
                // "below" only the equal scores on the winner's side were drawn among.
                among: entries
                    .iter()
                    .filter(|o| {
                        o.score.abs_diff(i64::from(a.drawn)) == w.distance
                            && (equidistant == Equidistant::Lot || o.score == w.score)
                    })
                    .map(|o| o.player.clone())
                    .collect(),
            }),
            pending: None,
        })
        .collect();
    for k in 0..a.unawarded {
        awards.push(Award {
            prize: u32::try_from(a.winners.len() as u64 + k + 1).unwrap_or(u32::MAX),
            name: format!("prize {}", a.winners.len() as u64 + k + 1),
            player: None,
            tie: None,
            pending: None,
        });
    }
    Ok(Awards {
        awards,
        seed: a.seed,
        drawn: Some(a.drawn),
    })
}
