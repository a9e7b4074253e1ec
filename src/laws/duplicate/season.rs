//! A season's table: each member's evenings added up, each evening in its own method's terms.
//!
//! The books keep a season by plus/minus alone: the Rules' "the player with the highest average
//! being the champion" (seed 001 L3026–3028) and KWC Law 11's "highest aggregate 'average net
//! plus'" (seed 001 L3397–3404), each pair's figure credited to both its players. Issue 15 lets
//! each event choose its scoring method, so one season may hold plus/minus evenings beside
//! matchpoint and IMP evenings, whose figures cannot be added to each other. How such a season is
//! ranked is the setting [`SeasonRanking`] (docs/scoring.md, "Seasons").

use std::collections::BTreeMap;

use num_traits::CheckedAdd;
use serde::{Deserialize, Serialize};

use super::{competition_ranks, too_fine};
use crate::exact::Q;
use crate::laws::LawError;
use crate::scoring::Method;

/// How a season whose evenings were scored by different methods is ranked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeasonRanking {
    /// Each kind of method keeps its own table, ranked in its own terms: plus/minus by the
    /// book's aggregate (with the mean beside it), matchpoints by the average percentage per
    /// evening, IMPs by IMPs per board, team points by aggregate. A season of one method (the
    /// usual case) is one table. The default: no figure is turned into another's units.
    #[default]
    ByMethod,
    /// One table for every evening: each evening counts as the share of its field the member's
    /// pair finished ahead of (a tie is half), as a percentage; ranked by the mean per evening.
    ByPlace,
}

impl SeasonRanking {
    pub const ALL: [SeasonRanking; 2] = [SeasonRanking::ByMethod, SeasonRanking::ByPlace];

    /// As stored.
    pub fn id(self) -> &'static str {
        match self {
            SeasonRanking::ByMethod => "by-method",
            SeasonRanking::ByPlace => "by-place",
        }
    }

    pub fn parse(s: &str) -> Option<SeasonRanking> {
        SeasonRanking::ALL.into_iter().find(|r| r.id() == s)
    }

    /// As the settings form offers it.
    pub fn words(self) -> &'static str {
        match self {
            SeasonRanking::ByMethod => {
                "Each scoring method in its own table: plus and minus by the season's total (the \
                 book's), matchpoints by the average percentage, IMPs by IMPs per board"
            }
            SeasonRanking::ByPlace => {
                "Everyone in one table, each evening counted by the share of the field finished \
                 ahead of, averaged over the evenings played"
            }
        }
    }
}

/// The kinds of figure a season adds: the methods whose figures are in the same units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    /// The book's plus and minus against the average.
    PlusMinus,
    /// Matchpoints, as a percentage of the most possible.
    Matchpoints,
    /// Cross-IMPs, Butler and a team match by IMPs: IMPs.
    Imps,
    /// A team match by total points.
    TeamPoints,
    /// [`SeasonRanking::ByPlace`]: every evening as a share of its field.
    Place,
}

impl Family {
    pub fn of(method: Method) -> Family {
        match method {
            Method::PlusMinus => Family::PlusMinus,
            Method::Matchpoints => Family::Matchpoints,
            Method::CrossImps | Method::Butler | Method::Imps => Family::Imps,
            Method::TotalPoints => Family::TeamPoints,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Family::PlusMinus => "plus-minus",
            Family::Matchpoints => "matchpoints",
            Family::Imps => "imps",
            Family::TeamPoints => "team-points",
            Family::Place => "place",
        }
    }

    /// The table's heading.
    pub fn name(self) -> &'static str {
        match self {
            Family::PlusMinus => "Evenings scored by plus and minus",
            Family::Matchpoints => "Evenings scored by matchpoints",
            Family::Imps => "Evenings scored by IMPs",
            Family::TeamPoints => "Team matches by total points",
            Family::Place => "Every evening, by place in the field",
        }
    }

    /// How the table ranks, in one sentence for the page.
    pub fn how(self) -> &'static str {
        match self {
            Family::PlusMinus => {
                "Ranked by the season's total of plus and minus (the aggregate, KWC Law 11); the \
                 mean per evening (the Rules' \"highest average\") is ranked beside it."
            }
            Family::Matchpoints => {
                "Ranked by the average of the evenings' percentages, each evening counting once."
            }
            Family::Imps => {
                "Ranked by IMPs per board: the season's IMPs divided by the boards played."
            }
            Family::TeamPoints => {
                "Ranked by the season's total of match points; the mean per match is ranked \
                 beside it."
            }
            Family::Place => {
                "Ranked by the average share of the field finished ahead of: 100 % for first, 0 % \
                 for last, a tie counting half, each evening once whatever its method."
            }
        }
    }

    /// Whether the table ranks by its aggregate (else by its mean).
    pub fn ranks_by_aggregate(self) -> bool {
        matches!(self, Family::PlusMinus | Family::TeamPoints)
    }
}

/// One member's figure at one event (each pair's figure is credited to both its players).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonEntry {
    pub member: i64,
    pub event: i64,
    pub method: Method,
    /// In the method's terms: plus/minus, percentage (matchpoints), IMPs, team points.
    pub figure: Q,
    /// Boards the figure is over (IMPs are ranked per board).
    pub boards: u32,
    /// The share of the pair's field it finished ahead of, as a percentage (see [`place_share`]).
    pub place: Q,
}

/// One member's line of one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonLine {
    pub member: i64,
    pub evenings: u32,
    pub boards: u32,
    /// The evenings' figures added.
    pub aggregate: Q,
    /// Per evening, or per board for IMPs.
    pub mean: Q,
    /// The season's place by the table's measure ([`Family::how`]).
    pub rank: u32,
    pub rank_aggregate: u32,
    pub rank_mean: u32,
    /// Each evening's entry (its own method's figure and its place share), by event id.
    pub figures: BTreeMap<i64, SeasonEntry>,
}

/// One table of the season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonTable {
    pub family: Family,
    /// The events counted in it, in the order first met.
    pub events: Vec<i64>,
    /// By rank, then member id.
    pub lines: Vec<SeasonLine>,
}

/// The share of a field finished ahead of, as a percentage: a pair ranked `rank` (competition
/// ranks, 1, 2, 2, 4) among `field` pairs, sharing the rank with `tied` others, beat
/// `field − rank − tied` pairs and tied `tied`, each tie half: 100 for a clear first, 0 for a
/// clear last, 50 for a field of one.
pub fn place_share(rank: u32, field: u32, tied: u32) -> Q {
    if field <= 1 {
        return Q::from_integer(50);
    }
    let beaten = i64::from(field.saturating_sub(rank + tied));
    let half = Q::new(i64::from(tied), 2);
    (Q::from_integer(beaten) + half) * Q::from_integer(100) / Q::from_integer(i64::from(field - 1))
}

/// The season's tables by `ranking`. Under [`SeasonRanking::ByMethod`] the tables come in the
/// order of [`Family`]; an event counts once per member however many entries it gives him.
pub fn season(
    entries: &[SeasonEntry],
    ranking: SeasonRanking,
) -> Result<Vec<SeasonTable>, LawError> {
    let mut tables: BTreeMap<Family, Vec<&SeasonEntry>> = BTreeMap::new();
    for e in entries {
        let family = match ranking {
            SeasonRanking::ByMethod => Family::of(e.method),
            SeasonRanking::ByPlace => Family::Place,
        };
        tables.entry(family).or_default().push(e);
    }
    tables
        .into_iter()
        .map(|(family, entries)| table(family, &entries))
        .collect()
}

fn table(family: Family, entries: &[&SeasonEntry]) -> Result<SeasonTable, LawError> {
    let mut events = Vec::new();
    let mut members: BTreeMap<i64, (BTreeMap<i64, SeasonEntry>, u32)> = BTreeMap::new();
    for e in entries {
        if !events.contains(&e.event) {
            events.push(e.event);
        }
        let (figures, boards) = members.entry(e.member).or_default();
        // A member credited twice at one evening (he cannot be, but a store could say so)
        // counts once.
        if let std::collections::btree_map::Entry::Vacant(v) = figures.entry(e.event) {
            v.insert(**e);
            *boards += e.boards;
        }
    }
    let mut lines = Vec::with_capacity(members.len());
    for (member, (figures, boards)) in members {
        let mut aggregate = Q::from_integer(0);
        for e in figures.values() {
            let counted = match family {
                Family::Place => e.place,
                _ => e.figure,
            };
            aggregate = aggregate.checked_add(&counted).ok_or_else(too_fine)?;
        }
        let evenings = figures.len() as u32;
        let per = if family == Family::Imps {
            boards
        } else {
            evenings
        };
        lines.push(SeasonLine {
            member,
            evenings,
            boards,
            aggregate,
            mean: aggregate / Q::from_integer(i64::from(per.max(1))),
            rank: 0,
            rank_aggregate: 0,
            rank_mean: 0,
            figures,
        });
    }
    let by_aggregate = competition_ranks(&lines.iter().map(|l| l.aggregate).collect::<Vec<_>>());
    let by_mean = competition_ranks(&lines.iter().map(|l| l.mean).collect::<Vec<_>>());
    for ((line, a), m) in lines.iter_mut().zip(by_aggregate).zip(by_mean) {
        line.rank_aggregate = a;
        line.rank_mean = m;
        line.rank = if family.ranks_by_aggregate() { a } else { m };
    }
    lines.sort_by_key(|l| (l.rank, l.member));
    Ok(SeasonTable {
        family,
        events,
        lines,
    })
}

#[cfg(test)]
mod tests;
