//! Individual rotations for small parties, with their individual scores: the social pivot
//! rotations for 8, 12 and 16 (seed 001 L3029–3088), pivot for four at a table (L2751–2785),
//! Safford's schedule for eight married couples (L3166–3248, reconstructed), and Baker's social
//! duplicate for two teams of four (L3090–3164).
//!
//! Partners sit North-South and East-West. Player k is the label `"k"`; in Safford's schedule
//! the men are `"1"`…`"8"` and their wives `"a"`…`"h"`; in Baker's the teams are `"A1"`…`"A4"`
//! and `"B1"`…`"B4"`, captains first.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::scoring::{self, AuctionDeal, Reckoning, Rubbers};
use crate::laws::LawError;

#[cfg(test)]
mod tests;

/// Four players at one table for one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foursome {
    pub table: u32,
    pub n: String,
    pub s: String,
    pub e: String,
    pub w: String,
}

impl Foursome {
    fn seats(&self) -> [&str; 4] {
        [&self.n, &self.s, &self.e, &self.w]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RotationRound {
    pub round: u32,
    pub tables: Vec<Foursome>,
}

/// Round 1 of the book's diagrams as (N, W, E, S) per table, the pivot `n` sitting West at A.
/// 8 players: the OCR lost the bottom row; S7 and S3 are the only completion with the promised
/// meetings (rules-1927-a.md §3.7). 12 and 16 are read whole from L3067–3071 and L3077–3081.
const EIGHT: [[u32; 4]; 2] = [[5, 8, 1, 7], [4, 2, 6, 3]];
const TWELVE: [[u32; 4]; 3] = [[9, 12, 1, 2], [6, 3, 4, 8], [7, 5, 11, 10]];
const SIXTEEN: [[u32; 4]; 4] = [
    [9, 16, 1, 5],
    [14, 4, 11, 13],
    [10, 12, 6, 7],
    [3, 2, 15, 8],
];

/// Deals a round at the book's pace: four for 8 players, "two or three" for 12 (three taken),
/// two for 16 (L3044–3085).
pub fn deals_per_round(players: u32) -> Option<u32> {
    match players {
        8 => Some(4),
        12 => Some(3),
        16 => Some(2),
        _ => None,
    }
}

/// The social rotation for 8, 12 or 16 (n − 1 rounds): the pivot sits still and "No. 1 takes
/// the place vacated by No. 2, while No. 2 goes to No. 3 … No. 7 going to No. 1" (L3046–3047) —
/// the seat player k holds in one round is held by k − 1 in the next, 1's by n − 1.
pub fn individual(players: u32) -> Result<Vec<RotationRound>, LawError> {
    let first: &[[u32; 4]] = match players {
        8 => &EIGHT,
        12 => &TWELVE,
        16 => &SIXTEEN,
        _ => {
            return Err(LawError::new(
                "players",
                format!("{players} is not 8, 12 or 16, the book's diagrams"),
            ));
        }
    };
    let m = players - 1;
    let back = |k: u32, r: u32| {
        if k == players {
            k
        } else {
            (k - 1 + m - r % m) % m + 1
        }
    };
    Ok((0..m)
        .map(|r| RotationRound {
            round: r + 1,
            tables: first
                .iter()
                .enumerate()
                .map(|(t, &[n, w, e, s])| Foursome {
                    table: t as u32 + 1,
                    n: back(n, r).to_string(),
                    s: back(s, r).to_string(),
                    e: back(e, r).to_string(),
                    w: back(w, r).to_string(),
                })
                .collect(),
        })
        .collect())
}

/// Pivot for four (L2760–2770): the pivot (North) never moves; rubber 2 "the player on her
/// right" partners her, rubber 3 "the player on the pivot's left". Player 1 is the pivot and 2
/// the next highest cut, her first partner.
pub fn pivot_four() -> Vec<RotationRound> {
    let seat = |n: u32, s: u32, e: u32, w: u32, round: u32| RotationRound {
        round,
        tables: vec![Foursome {
            table: 1,
            n: n.to_string(),
            s: s.to_string(),
            e: e.to_string(),
            w: w.to_string(),
        }],
    };
    // West is on North's right: 4 crosses to South and 2 takes West; then East (3) is on the
    // pivot's left and crosses.
    vec![
        seat(1, 2, 3, 4, 1),
        seat(1, 4, 3, 2, 2),
        seat(1, 3, 4, 2, 3),
    ]
}

/// Safford's round 1, tables 1–4 as (N, E, S, W): the printed digits with the duplicated 3 and
/// 6 corrected to T2 E = 8 and T3 S = 7, the only correction that gives the promised design
/// (rules-1927-a.md §3.9; the OCR of L3180–3235 reads `6 | a 1 2 | K` … `c | 4 4 h | 5`).
const SAFFORD: [[&str; 4]; 4] = [
    ["6", "2", "g", "a"],
    ["3", "8", "e", "d"],
    ["f", "b", "7", "1"],
    ["c", "h", "5", "4"],
];

/// Safford's seven sets (L3166–3248): couple a-1 sits still; the seat a lady holds is taken next
/// round by the lady of the letter before (b's by h), and a man's by the number before (2's by 8).
pub fn safford() -> Vec<RotationRound> {
    let back = |label: &str, r: u32| -> String {
        let c = label.chars().next().unwrap_or('a');
        let (base, fixed) = if c.is_ascii_digit() {
            (b'1', '1')
        } else {
            (b'a', 'a')
        };
        if c == fixed {
            return label.to_owned();
        }
        // Positions 1..=7 above the fixed member cycle backwards by one each round.
        let k = u32::from(c as u8 - base); // 1..=7
        let moved = (k - 1 + 7 - r % 7) % 7 + 1;
        char::from(base + moved as u8).to_string()
    };
    (0..7)
        .map(|r| RotationRound {
            round: r + 1,
            tables: SAFFORD
                .iter()
                .enumerate()
                .map(|(t, [n, e, s, w])| Foursome {
                    table: t as u32 + 1,
                    n: back(n, r),
                    s: back(s, r),
                    e: back(e, r),
                    w: back(w, r),
                })
                .collect(),
        })
        .collect()
}

/// Which hand table `table` plays in slot `slot` (0–3) of a Safford set: each table deals one
/// and overplays the others in turn (L3236–3240). The rotation of hands is an inference.
pub fn safford_hand(table: u32, slot: u32) -> u32 {
    (table + 3 - slot % 4) % 4 + 1
}

/// One table's points in one round: what North-South and East-West made.
pub type Points = [u32; 2];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub rank: u32,
    pub player: String,
    pub total: u64,
}

/// Individual totals for a schedule: "the partners separate at the end of four deals, so the
/// player with the highest total at the end is the winner" (L3053–3055). Each player adds his
/// side's points for each round played (gross), or the difference when his side made more
/// (net). Fewer rounds of scores than the schedule has is fine (play called early).
pub fn standings(
    schedule: &[RotationRound],
    scores: &[Vec<Points>],
    reckoning: Reckoning,
) -> Result<Vec<Standing>, LawError> {
    if scores.len() > schedule.len() {
        return Err(LawError::new(
            format!("scores[{}]", schedule.len()),
            format!("the schedule has {} rounds", schedule.len()),
        ));
    }
    let mut totals: BTreeMap<&str, u64> = BTreeMap::new();
    for round in schedule {
        for t in &round.tables {
            for p in t.seats() {
                totals.entry(p).or_insert(0);
            }
        }
    }
    for (r, (round, points)) in schedule.iter().zip(scores).enumerate() {
        if points.len() != round.tables.len() {
            return Err(LawError::new(
                format!("scores[{r}]"),
                format!("{} tables scored of {}", points.len(), round.tables.len()),
            ));
        }
        for (t, &[ns, ew]) in round.tables.iter().zip(points) {
            let [ns, ew] = match reckoning {
                Reckoning::Gross => [ns, ew],
                Reckoning::Net => [ns.saturating_sub(ew), ew.saturating_sub(ns)],
            };
            // In a pair schedule both seats of a pair show the pair's number: it scores once.
            let mut seats = vec![(&t.n, ns), (&t.e, ew)];
            if t.s != t.n {
                seats.push((&t.s, ns));
            }
            if t.w != t.e {
                seats.push((&t.w, ew));
            }
            for (p, got) in seats {
                *totals.entry(p.as_str()).or_insert(0) += u64::from(got);
            }
        }
    }
    Ok(ranked(
        totals.into_iter().map(|(p, t)| (p.to_owned(), t)).collect(),
    ))
}

/// Competition ranks (1, 2, 2, 4), highest first, then by name so the order is total.
pub fn ranked(mut rows: Vec<(String, u64)>) -> Vec<Standing> {
    rows.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let mut out: Vec<Standing> = Vec::with_capacity(rows.len());
    for (i, (player, total)) in rows.into_iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.total == total => prev.rank,
            _ => i as u32 + 1,
        };
        out.push(Standing {
            rank,
            player,
            total,
        });
    }
    out
}

/// Husband against wife on the same cards (L3244–3248): "the only known system for deciding
/// whether or not a man can play better than his wife". Positive when the husband scored more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Couple {
    pub husband: String,
    pub wife: String,
    pub difference: i64,
}

pub fn couples(standings: &[Standing]) -> Vec<Couple> {
    let total = |p: &str| {
        standings
            .iter()
            .find(|s| s.player == p)
            .map(|s| i64::try_from(s.total).unwrap_or(i64::MAX))
            .unwrap_or(0)
    };
    (1u8..=8)
        .map(|k| {
            let husband = k.to_string();
            let wife = char::from(b'a' + k - 1).to_string();
            Couple {
                difference: total(&husband) - total(&wife),
                husband,
                wife,
            }
        })
        .collect()
}

/// Baker's partnership changes (L3133–3140): three stages of four deals; in stage s each
/// captain partners player s + 1 of his team, "the captain of the team always sits north". Room 1
/// seats team A's captain's pair North-South, room 2 team B's.
pub fn baker_schedule() -> Vec<RotationRound> {
    (1..=3)
        .map(|s| {
            let others = |team: char| -> (String, String) {
                let rest: Vec<String> = (2..=4)
                    .filter(|&k| k != s + 1)
                    .map(|k| format!("{team}{k}"))
                    .collect();
                (
                    rest.first().cloned().unwrap_or_default(),
                    rest.get(1).cloned().unwrap_or_default(),
                )
            };
            let (b_e, b_w) = others('B');
            let (a_e, a_w) = others('A');
            RotationRound {
                round: s,
                tables: vec![
                    Foursome {
                        table: 1,
                        n: "A1".to_owned(),
                        s: format!("A{}", s + 1),
                        e: b_e,
                        w: b_w,
                    },
                    Foursome {
                        table: 2,
                        n: "B1".to_owned(),
                        s: format!("B{}", s + 1),
                        e: a_e,
                        w: a_w,
                    },
                ],
            }
        })
        .collect()
}

/// The hands one foursome plays in one match: side 0 is team A, side 1 team B.
pub type Pad = Vec<AuctionDeal>;

/// "two separate matches are constantly in simultaneous progress" (L3150–3153): the hands dealt
/// in each room are one match, played once by each foursome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Baker {
    /// `pads[match][foursome]`: the rubbers on each score pad, team A first.
    pub pads: Vec<Vec<Rubbers>>,
    /// Team A's points less team B's, per match.
    pub matches: Vec<i64>,
    /// The evening, settled "at so much a point".
    pub net: i64,
}

/// The game is over at the 24th hand (L3140): twelve deals in each match, each played by both
/// foursomes.
pub const BAKER_DEALS_PER_MATCH: usize = 12;

/// Scores Baker's two matches: rubbers with 250 for two games, and 125 for each game won toward
/// a rubber not finished at the 24th hand (L3145–3160).
pub fn baker(pads: &[[Pad; 2]; 2]) -> Result<Baker, LawError> {
    let mut out = Vec::with_capacity(2);
    let mut matches = Vec::with_capacity(2);
    for (m, pair) in pads.iter().enumerate() {
        let mut row = Vec::with_capacity(2);
        let mut net = 0i64;
        for (f, deals) in pair.iter().enumerate() {
            let at = format!("matches[{m}][{f}]");
            if deals.len() > BAKER_DEALS_PER_MATCH {
                return Err(LawError::new(
                    at,
                    format!("{} deals; a match has {BAKER_DEALS_PER_MATCH}", deals.len()),
                ));
            }
            let r = scoring::rubbers(deals, scoring::GAME_BONUS, None)
                .map_err(|e| LawError::new(format!("{at}.{}", e.field), e.message))?;
            net += i64::from(r.totals[0]) - i64::from(r.totals[1]);
            row.push(r);
        }
        out.push(row);
        matches.push(net);
    }
    Ok(Baker {
        net: matches.iter().sum(),
        pads: out,
        matches,
    })
}

/// Pivot's score for one player: the gross total of his side in each of the first three
/// rubbers, "adding nothing for unfinished games, or for parts of an unfinished rubber"
/// (L2772–2780). `rubbers[k]` are the deals of rubber k with side 0 the pivot's side.
pub fn pivot_scores(rubbers: &[Pad]) -> Result<Vec<Standing>, LawError> {
    if rubbers.len() > 3 {
        return Err(LawError::new(
            "rubbers[3]",
            "only the first three rubbers count",
        ));
    }
    let schedule = pivot_four();
    let mut scores = Vec::with_capacity(rubbers.len());
    for (k, deals) in rubbers.iter().enumerate() {
        let r = scoring::rubbers(deals, 0, Some(1))
            .map_err(|e| LawError::new(format!("rubbers[{k}].{}", e.field), e.message))?;
        // A part of a rubber does count, tricks and honours alike; only the game and rubber
        // premiums of an unfinished rubber are left out (unfinished_game is 0 here).
        scores.push(vec![r.totals]);
    }
    standings(&schedule, &scores, Reckoning::Gross)
}
