//! A club's season ladder for a two-hand game, and cribbage tournament scoring. Pure: the matches
//! come in already settled by their law ([`crate::laws::pad::Settlement`]), and this only ranks.
//!
//! The books give the games' laws but no ladder: the ranking rule is the club's, so every
//! choice is a setting, shown on the ladder page. Cribbage tournaments score as clubs do: game
//! points for a win and more for a lurch ("less than half way to game", seed 001 glossary; the
//! lurch line itself is the cribbage law's), ties broken by games won, then by spread.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::exact::Q;
use crate::laws::LawError;

/// One settled game or partie between two players (indices into the ladder's players).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub players: [usize; 2],
    /// Index 0 or 1 into `players`; `None` for a drawn or void game.
    pub winner: Option<usize>,
    /// What the winner scored for it, in the law's unit (points, hundreds, games).
    pub value: i64,
    /// The loser was lurched (cribbage), rubiconed (bézique, piquet) or otherwise beaten by the
    /// law's double measure.
    #[serde(default)]
    pub lurch: bool,
    /// The final points of each player, when the law counts to a target (for the spread).
    #[serde(default)]
    pub points: Option<[i64; 2]>,
}

/// How the ladder is ordered: the club's rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    /// Games won over games played (a drawn game counts half), then net value.
    #[default]
    WinPercentage,
    /// Net value won, then games won.
    NetValue,
    /// Games won, then net value.
    GamesWon,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LadderSettings {
    #[serde(default)]
    pub ranking: Ranking,
    /// Games a player must have played to be ranked; the rest are listed unranked below.
    #[serde(default)]
    pub minimum_games: u32,
}

/// One player's line of the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LadderRow {
    pub player: usize,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Lurches (or rubicons) inflicted.
    pub lurches: u32,
    /// Value won less value lost; the column sums to zero over the ladder.
    pub net: i64,
    /// Won + half the drawn, over played; `None` before a first game.
    #[serde(skip)]
    pub win_fraction: Option<Q>,
    /// `None` for a player short of the minimum games.
    pub rank: Option<u32>,
}

/// A player's record against one opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct HeadToHead {
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub net: i64,
}

fn check(players: usize, matches: &[Match]) -> Result<(), LawError> {
    for (i, m) in matches.iter().enumerate() {
        for (j, &p) in m.players.iter().enumerate() {
            if p >= players {
                return Err(LawError::new(
                    format!("matches[{i}].players[{j}]"),
                    format!("there is no player {p}"),
                ));
            }
        }
        if m.players[0] == m.players[1] {
            return Err(LawError::new(
                format!("matches[{i}].players"),
                "a player cannot play himself",
            ));
        }
        if m.winner.is_some_and(|w| w > 1) {
            return Err(LawError::new(
                format!("matches[{i}].winner"),
                "is 0 or 1, the index into players",
            ));
        }
        if m.value < 0 {
            return Err(LawError::new(
                format!("matches[{i}].value"),
                format!("{} is negative", m.value),
            ));
        }
    }
    Ok(())
}

/// Every player's line, ranked by the club's rule: best first, equal players sharing a rank
/// (1, 2, 2, 4) and listed by player index; players short of the minimum come last, unranked.
pub fn ladder(
    settings: LadderSettings,
    players: usize,
    matches: &[Match],
) -> Result<Vec<LadderRow>, LawError> {
    check(players, matches)?;
    let mut rows: Vec<LadderRow> = (0..players)
        .map(|player| LadderRow {
            player,
            played: 0,
            won: 0,
            lost: 0,
            drawn: 0,
            lurches: 0,
            net: 0,
            win_fraction: None,
            rank: None,
        })
        .collect();
    for m in matches {
        for (side, &p) in m.players.iter().enumerate() {
            let row = &mut rows[p];
            row.played += 1;
            match m.winner {
                None => row.drawn += 1,
                Some(w) if w == side => {
                    row.won += 1;
                    row.net = row.net.saturating_add(m.value);
                    row.lurches += u32::from(m.lurch);
                }
                Some(_) => {
                    row.lost += 1;
                    row.net = row.net.saturating_sub(m.value);
                }
            }
        }
    }
    for row in &mut rows {
        if row.played > 0 {
            let halves = i64::from(row.won) * 2 + i64::from(row.drawn);
            row.win_fraction = Some(Q::new(halves, i64::from(row.played) * 2));
        }
    }
    let key = |r: &LadderRow| {
        let fraction = r.win_fraction.unwrap_or_default();
        match settings.ranking {
            Ranking::WinPercentage => (fraction, Q::from(r.net), Q::from(i64::from(r.won))),
            Ranking::NetValue => (Q::from(r.net), Q::from(i64::from(r.won)), fraction),
            Ranking::GamesWon => (Q::from(i64::from(r.won)), Q::from(r.net), fraction),
        }
    };
    let qualified = |r: &LadderRow| r.played > 0 && r.played >= settings.minimum_games;
    rows.sort_by(|a, b| {
        qualified(b)
            .cmp(&qualified(a))
            .then_with(|| key(b).cmp(&key(a)))
            .then(a.player.cmp(&b.player))
    });
    assign_ranks(
        &mut rows,
        |r| qualified(r).then(|| key(r)),
        |r, rank| {
            r.rank = rank;
        },
    );
    Ok(rows)
}

/// Competition ranks over rows already in order: equal keys share a rank, the next rank skips.
/// Rows whose key is `None` stay unranked.
fn assign_ranks<R, K: PartialEq>(
    rows: &mut [R],
    key: impl Fn(&R) -> Option<K>,
    mut set: impl FnMut(&mut R, Option<u32>),
) {
    let mut previous: Option<(K, u32)> = None;
    for (i, row) in rows.iter_mut().enumerate() {
        let Some(k) = key(row) else {
            set(row, None);
            continue;
        };
        let position = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let rank = match &previous {
            Some((pk, pr)) if *pk == k => *pr,
            _ => position,
        };
        set(row, Some(rank));
        previous = Some((k, rank));
    }
}

/// Each pair of players who met: `(a, b)` with `a < b`, and `a`'s record against `b`.
pub fn head_to_head(
    players: usize,
    matches: &[Match],
) -> Result<BTreeMap<(usize, usize), HeadToHead>, LawError> {
    check(players, matches)?;
    let mut records: BTreeMap<(usize, usize), HeadToHead> = BTreeMap::new();
    for m in matches {
        let [a, b] = m.players;
        let (low, high, low_side) = if a < b { (a, b, 0) } else { (b, a, 1) };
        let record = records.entry((low, high)).or_default();
        match m.winner {
            None => record.drawn += 1,
            Some(w) if w == low_side => {
                record.won += 1;
                record.net = record.net.saturating_add(m.value);
            }
            Some(_) => {
                record.lost += 1;
                record.net = record.net.saturating_sub(m.value);
            }
        }
    }
    Ok(records)
}

/// Cribbage tournament scoring: what a win and a lurch earn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentSettings {
    #[serde(default = "two")]
    pub win_points: i64,
    #[serde(default = "three")]
    pub lurch_points: i64,
    /// The game's target, which caps a game's spread (121 at six-card cribbage).
    #[serde(default = "one_twenty_one")]
    pub target: i64,
}

fn two() -> i64 {
    2
}
fn three() -> i64 {
    3
}
fn one_twenty_one() -> i64 {
    121
}

impl Default for TournamentSettings {
    fn default() -> Self {
        TournamentSettings {
            win_points: two(),
            lurch_points: three(),
            target: one_twenty_one(),
        }
    }
}

/// One player's line of a cribbage tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TournamentRow {
    pub player: usize,
    pub played: u32,
    pub won: u32,
    pub game_points: i64,
    /// Points won by less points lost, each game's margin counted to the target.
    pub spread: i64,
    pub rank: u32,
}

/// Ranks by game points, then games won, then spread; players equal on all three share a rank.
pub fn tournament(
    settings: TournamentSettings,
    players: usize,
    matches: &[Match],
) -> Result<Vec<TournamentRow>, LawError> {
    check(players, matches)?;
    if settings.win_points < 0 || settings.lurch_points < settings.win_points {
        return Err(LawError::new(
            "settings.lurch_points",
            "a lurch earns at least what a win earns, and neither is negative",
        ));
    }
    let mut rows: Vec<TournamentRow> = (0..players)
        .map(|player| TournamentRow {
            player,
            played: 0,
            won: 0,
            game_points: 0,
            spread: 0,
            rank: 0,
        })
        .collect();
    for (i, m) in matches.iter().enumerate() {
        let Some(points) = m.points else {
            return Err(LawError::new(
                format!("matches[{i}].points"),
                "a tournament game needs both players' final points, for the spread",
            ));
        };
        let capped = points.map(|p| p.clamp(0, settings.target));
        for (side, &p) in m.players.iter().enumerate() {
            let row = &mut rows[p];
            row.played += 1;
            row.spread += capped[side] - capped[1 - side];
            if m.winner == Some(side) {
                row.won += 1;
                row.game_points += if m.lurch {
                    settings.lurch_points
                } else {
                    settings.win_points
                };
            }
        }
    }
    let key = |r: &TournamentRow| (r.game_points, r.won, r.spread);
    rows.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
    assign_ranks(
        &mut rows,
        |r| Some(key(r)),
        |r, rank| {
            r.rank = rank.unwrap_or(0);
        },
    );
    Ok(rows)
}

impl Ranking {
    /// Every rule, with its name in a query or on the command line and how the page states it.
    pub const ALL: [(Ranking, &'static str, &'static str); 3] = [
        (
            Ranking::WinPercentage,
            "win_percentage",
            "games won over games played (a drawn game counts half), then net value",
        ),
        (
            Ranking::NetValue,
            "net_value",
            "net value won, then games won",
        ),
        (Ranking::GamesWon, "games_won", "games won, then net value"),
    ];

    pub fn id(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(r, _, _)| *r == self)
            .map_or("", |(_, id, _)| id)
    }

    /// The rule in words, for the page that shows it in force.
    pub fn describe(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(r, _, _)| *r == self)
            .map_or("", |(_, _, words)| words)
    }

    /// Reads a rule by its name; a refusal names the `ranking` field and lists the names.
    pub fn parse(text: &str) -> Result<Ranking, LawError> {
        Self::ALL
            .iter()
            .find(|(_, id, _)| *id == text)
            .map(|(r, _, _)| *r)
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|(_, id, _)| *id).collect();
                LawError::new(
                    "ranking",
                    format!("{text:?} is not one of {}", names.join(", ")),
                )
            })
    }
}

/// A member on a ladder or in a tournament, in the order of the matches' player indices.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entrant {
    pub member_id: i64,
    pub name: String,
}

/// One line of a ladder as the page, its CSV and `hoyle export ladder` give it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LadderLine {
    /// Blank for a player short of the minimum games.
    pub rank: String,
    pub member_id: i64,
    /// The name made safe for a spreadsheet; `name` is as the roster has it, for the page.
    pub player: String,
    #[serde(skip)]
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub lurches: u32,
    pub net: i64,
    /// The net in hundreds when the law's stakes are "so much per hundred" (bézique); blank
    /// otherwise. Exact: a part of a hundred shows as two decimals only if the law allows one.
    pub hundreds: String,
}

pub const LADDER_CSV_HEADER: [&str; 10] = [
    "rank",
    "member_id",
    "player",
    "played",
    "won",
    "lost",
    "drawn",
    "lurches",
    "net",
    "hundreds",
];

/// The ladder's rows with the entrants' names, ready to show or export.
pub fn ladder_lines(rows: &[LadderRow], entrants: &[Entrant], stake_unit: i64) -> Vec<LadderLine> {
    rows.iter()
        .map(|r| {
            let entrant = entrants.get(r.player);
            LadderLine {
                rank: r.rank.map(|n| n.to_string()).unwrap_or_default(),
                member_id: entrant.map_or(0, |e| e.member_id),
                player: entrant
                    .map(|e| crate::export::safe_text(&e.name))
                    .unwrap_or_default(),
                name: entrant.map(|e| e.name.clone()).unwrap_or_default(),
                played: r.played,
                won: r.won,
                lost: r.lost,
                drawn: r.drawn,
                lurches: r.lurches,
                net: r.net,
                hundreds: match stake_unit {
                    100 => crate::exact::show(Q::new(r.net, 100)),
                    _ => String::new(),
                },
            }
        })
        .collect()
}

/// One line of a cribbage tournament's standings, for the page, its CSV and JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TournamentLine {
    pub rank: u32,
    pub member_id: i64,
    pub player: String,
    #[serde(skip)]
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub game_points: i64,
    pub spread: i64,
}

pub const TOURNAMENT_CSV_HEADER: [&str; 7] = [
    "rank",
    "member_id",
    "player",
    "played",
    "won",
    "game_points",
    "spread",
];

pub fn tournament_lines(rows: &[TournamentRow], entrants: &[Entrant]) -> Vec<TournamentLine> {
    rows.iter()
        .map(|r| {
            let entrant = entrants.get(r.player);
            TournamentLine {
                rank: r.rank,
                member_id: entrant.map_or(0, |e| e.member_id),
                player: entrant
                    .map(|e| crate::export::safe_text(&e.name))
                    .unwrap_or_default(),
                name: entrant.map(|e| e.name.clone()).unwrap_or_default(),
                played: r.played,
                won: r.won,
                game_points: r.game_points,
                spread: r.spread,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
