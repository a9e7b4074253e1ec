//! The standings, the prizes they earn, the ties left to decide, and Foster's draw.

use serde::Serialize;

use crate::laws::LawError;
use crate::laws::foster::{self, Equidistant};
use crate::party::Sex;
use crate::party::prizes::{self, Awards, Category, Deciders, Entrant, Kind as PrizeKind};
use crate::party::prizes::{Prize, Scheme, Tables, TieBreak};
use crate::party::progression::Party;
use crate::party::scoring::Totals;

use super::prize_plan::PrizePlan;

/// A line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub rank: u32,
    pub player: String,
    pub sex: Option<Sex>,
    pub games: u32,
    pub halves: u32,
    /// The net: plus less minus.
    pub points: i64,
    /// Five hundred's general score-sheet: points won, and set-backs (seed 001 L7390–7398).
    pub plus: u64,
    pub minus: u64,
    pub lone_hands: u32,
    pub gold: u32,
    pub red: u32,
    pub green: u32,
    /// Games played.
    pub played: u32,
}

/// Everyone with a tally, best first by what the mode counts (competition ranks, 1, 2, 2, 4),
/// then by name.
pub fn standings(party: &Party) -> Vec<Standing> {
    let mode = party.settings().scoring.mode;
    let mut rows: Vec<(Vec<i64>, Standing)> = party
        .tallies()
        .iter()
        .map(|(name, lines)| {
            let t = Totals::of(lines);
            (
                t.key(mode),
                Standing {
                    rank: 0,
                    player: name.clone(),
                    sex: party.sex(name),
                    games: t.games,
                    halves: t.halves,
                    points: t.points,
                    plus: t.plus,
                    minus: t.minus,
                    lone_hands: t.lone_hands,
                    gold: t.gold,
                    red: t.red,
                    green: t.green,
                    played: lines.len() as u32,
                },
            )
        })
        .collect();
    // A guest who has not played a game (a late guest who sat out every round) has no score to
    // rank: his nought would stand above every negative total. He is listed last, unranked
    // (rank 0), as "did not play" (issue 22).
    rows.sort_by(|a, b| {
        (b.1.played > 0)
            .cmp(&(a.1.played > 0))
            .then_with(|| b.0.cmp(&a.0))
            .then_with(|| a.1.player.cmp(&b.1.player))
    });
    let mut out: Vec<Standing> = Vec::with_capacity(rows.len());
    for (i, (key, mut row)) in rows.iter().cloned().enumerate() {
        if row.played == 0 {
            row.rank = 0;
            out.push(row);
            continue;
        }
        row.rank = match i.checked_sub(1).and_then(|j| rows.get(j)) {
            Some((prev, _)) if *prev == key => out.last().map_or(1, |r| r.rank),
            _ => i as u32 + 1,
        };
        out.push(row);
    }
    out
}

/// What a prize list needs beyond the tallies.
#[derive(Debug, Clone, Default)]
pub struct PrizeInputs {
    pub deciders: Deciders,
    /// The lot seed, for ties drawn by lot.
    pub seed: u64,
    /// Foster's plan: the sealed set, the number drawn (none before the draw) and the draw seed.
    pub sealed: Vec<u32>,
    pub drawn: Option<u32>,
    /// The number was drawn by the program from the draw seed (not entered from the room): the
    /// award then replays `laws::foster::award` whole, draw and lots from one generator.
    pub seeded: bool,
    pub draw_seed: u64,
}

/// The entrants: everyone who played a game, with the score the mode ranks.
pub fn entrants(party: &Party) -> Vec<Entrant> {
    let mode = party.settings().scoring.mode;
    party
        .tallies()
        .iter()
        .filter(|(_, lines)| !lines.is_empty())
        .map(|(name, lines)| {
            let t = Totals::of(lines);
            Entrant {
                player: name.clone(),
                sex: party.sex(name),
                score: t.key(mode),
                lone_hands: t.lone_hands,
                // "the aisle in which they are seated when the game ends" (L6831–6833).
                aisle: lines
                    .last()
                    .and_then(|l| party.settings().aisle_of(l.table)),
                table: lines.last().map(|l| l.table),
            }
        })
        .collect()
}

/// The prize list by the party's plan. Under Foster's plan nothing is awarded before the draw
/// (`drawn` none): the caller draws with [`draw`] first.
/// The ranked prizes settled so far, the others marked pending (`prizes::award_so_far`); the
/// Foster plan as [`awards`] gives it.
pub fn awards_so_far(
    party: &Party,
    plan: &PrizePlan,
    inputs: &PrizeInputs,
) -> Result<Awards, LawError> {
    let entrants = entrants(party);
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } if !entrants.is_empty() => prizes::award_so_far(
            &entrants,
            &Scheme {
                prizes: prizes.clone(),
                ties: *ties,
                two_prizes: *two_prizes,
                tables: *tables,
            },
            &inputs.deciders,
            Some(inputs.seed),
        ),
        _ => awards(party, plan, inputs),
    }
}

pub fn awards(party: &Party, plan: &PrizePlan, inputs: &PrizeInputs) -> Result<Awards, LawError> {
    let entrants = entrants(party);
    if entrants.is_empty() {
        return Err(LawError::new("tallies", "nobody has played a game yet"));
    }
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } => prizes::award(
            &entrants,
            &Scheme {
                prizes: prizes.clone(),
                ties: *ties,
                two_prizes: *two_prizes,
                tables: *tables,
            },
            &inputs.deciders,
            Some(inputs.seed),
        ),
        PrizePlan::Foster {
            count, equidistant, ..
        } => {
            let drawn = inputs
                .drawn
                .ok_or_else(|| LawError::new("drawn", "the number has not been drawn"))?;
            prizes::foster_award(
                &entrants,
                *count,
                &inputs.sealed,
                (!inputs.seeded).then_some(drawn),
                *equidistant,
                Some(inputs.draw_seed),
            )
        }
    }
}

/// The tied players whose play-off or cut the ranked list waits for, and which of the two it
/// wants: the prizes are given one more at a time until the list stops, and the group is the
/// players eligible for that prize who share its best (or, for the booby, worst) score. Under
/// pivot's `table_leaders` the tables' own ties come first, then the leaders'.
pub fn tie_to_decide(
    party: &Party,
    plan: &PrizePlan,
    inputs: &PrizeInputs,
) -> Option<(TieBreak, Vec<String>)> {
    let PrizePlan::Ranked {
        prizes,
        ties,
        two_prizes,
        tables,
    } = plan
    else {
        return None;
    };
    let entrants = entrants(party);
    let scheme = Scheme {
        prizes: prizes.clone(),
        ties: *ties,
        two_prizes: *two_prizes,
        tables: *tables,
    };
    if *tables != Tables::TableLeaders {
        return first_tie(
            &entrants,
            &prizes::expand(&entrants, &scheme),
            &scheme,
            inputs,
        )
        .ok()
        .flatten();
    }
    let highest = Scheme {
        prizes: vec![Prize {
            name: "the table's highest".to_owned(),
            ..Prize::default()
        }],
        tables: Tables::PerTable,
        ..scheme.clone()
    };
    let per_table = prizes::expand(&entrants, &highest);
    if let Some(tie) = first_tie(&entrants, &per_table, &scheme, inputs).ok()? {
        return Some(tie);
    }
    let whole = Scheme {
        prizes: per_table,
        tables: Tables::WholeRoom,
        ..scheme.clone()
    };
    let found = prizes::award(&entrants, &whole, &inputs.deciders, Some(inputs.seed)).ok()?;
    let leaders: Vec<Entrant> = found
        .awards
        .iter()
        .filter_map(|a| a.player.as_deref())
        .filter_map(|p| entrants.iter().find(|e| e.player == p))
        .cloned()
        .collect();
    first_tie(&leaders, prizes, &scheme, inputs).ok().flatten()
}

/// The first tie in giving `prizes` in order among `entrants` that waits for a play-off or a
/// cut; an error for any other refusal.
fn first_tie(
    entrants: &[Entrant],
    prizes: &[Prize],
    scheme: &Scheme,
    inputs: &PrizeInputs,
) -> Result<Option<(TieBreak, Vec<String>)>, LawError> {
    let mut won: Vec<String> = Vec::new();
    for (k, prize) in prizes.iter().enumerate() {
        let upto = Scheme {
            prizes: prizes[..=k].to_vec(),
            tables: Tables::WholeRoom,
            ..scheme.clone()
        };
        match prizes::award(entrants, &upto, &inputs.deciders, Some(inputs.seed)) {
            Ok(a) => {
                won = a.awards.iter().filter_map(|a| a.player.clone()).collect();
            }
            Err(e) if e.field.starts_with("playoff.") || e.field.starts_with("cut.") => {
                let key = |x: &Entrant| match prize.kind {
                    PrizeKind::LoneHands => vec![i64::from(x.lone_hands)],
                    _ => x.score.clone(),
                };
                let pool: Vec<&Entrant> = entrants
                    .iter()
                    .filter(|x| match prize.category {
                        Category::All => true,
                        Category::Ladies => x.sex == Some(Sex::Lady),
                        Category::Gentlemen => x.sex == Some(Sex::Gentleman),
                    })
                    .filter(|x| prize.kind != PrizeKind::Aisle || x.aisle == prize.aisle)
                    .filter(|x| prize.table.is_none() || x.table == prize.table)
                    .filter(|x| {
                        scheme.two_prizes || prize.open_to_winners || !won.contains(&x.player)
                    })
                    .collect();
                let best = match prize.kind {
                    PrizeKind::Booby => pool.iter().map(|x| key(x)).min(),
                    _ => pool.iter().map(|x| key(x)).max(),
                };
                let by = prize.ties.unwrap_or(scheme.ties);
                let group = pool
                    .iter()
                    .filter(|x| Some(key(x)) == best)
                    .map(|x| x.player.clone())
                    .collect();
                return Ok(Some((by, group)));
            }
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// The number the draw seed draws from the sealed set, exactly as `laws::foster::award` draws
/// it, for the director who lets the program draw and for the replay check.
pub fn seeded_draw(sealed: &[u32], draw_seed: u64) -> Result<u32, LawError> {
    let probe = [foster::Entry {
        player: "probe".to_owned(),
        score: 0,
    }];
    Ok(foster::award(&probe, 1, sealed, None, Equidistant::Lot, Some(draw_seed))?.drawn)
}

/// Checks a number drawn in the room: it must be in the sealed set.
pub fn check_drawn(sealed: &[u32], drawn: u32) -> Result<(), LawError> {
    if sealed.contains(&drawn) {
        Ok(())
    } else {
        Err(LawError::new(
            "drawn",
            format!("{drawn} is not in the sealed set"),
        ))
    }
}

/// Whether Foster's sealed numbers cannot fall among the totals (issue 22: five hundred's run
/// from −960 to 760, the book's numbers 1,400–2,100): `Greater` when every number lies above
/// the highest total (the prizes then go to the highest scores, whatever is drawn), `Less`
/// when every one lies below the lowest; `None` when some may fall among them, or nobody has
/// played. Read from the scores the draw compares (`Entrant::score`'s first item).
pub fn foster_misses(party: &Party, sealed: &[u32]) -> Option<std::cmp::Ordering> {
    let totals: Vec<i64> = entrants(party)
        .iter()
        .map(|e| e.score.first().copied().unwrap_or(0))
        .collect();
    let (lo, hi) = (totals.iter().min()?, totals.iter().max()?);
    let (first, last) = (
        i64::from(*sealed.iter().min()?),
        i64::from(*sealed.iter().max()?),
    );
    if first > *hi {
        Some(std::cmp::Ordering::Greater)
    } else if last < *lo {
        Some(std::cmp::Ordering::Less)
    } else {
        None
    }
}
