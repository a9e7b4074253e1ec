//! The standings across the series and the prizes at the end.
//!
//! "The scores obtained by one and the same player at the two sessions are not to be added; and
//! … a player present in one session only is not excluded from the award of prizes" (Laws
//! VIII.12, seed 001 L10968–10972): every (player, series) sheet is an entry of its own. The
//! standings rank the entries as the first prize does, by net games and then by points
//! (L11277–11281); equal entries share a rank. The prizes are `party::skat_league`'s.

use super::sheet::SeatSheet;
use super::{PrizeLists, Settings};
use crate::laws::LawError;
use crate::party::skat_league::{self, Awards, Sheet};

/// One player's sheet for one series.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub player: i64,
    pub name: String,
    pub series: u32,
    pub table: u32,
    pub sheet: SeatSheet,
    pub complete: bool,
    /// The table played something (a deal or its totals); a sheet left empty wins no prize.
    pub played: bool,
}

impl Entry {
    /// Whether the entry competes for a prize: its table played, and the player won or lost a
    /// game on it. A player who sat through a series without playing a game alone has net games
    /// and points of nought, which would otherwise beat every sheet below nothing for the
    /// games and points prizes (issue 22).
    pub fn competes(&self) -> bool {
        self.played && self.sheet.won + self.sheet.lost > 0
    }
}

/// An entry in the standings, with its rank (1, 2, 2, 4); none for a sheet closed with no
/// games, which is listed after the ranked ones and not ranked (issue 22).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub rank: Option<u32>,
    pub entry: Entry,
}

/// The entries ranked: net games, then points (after the penalties subtracted), both highest
/// first; equal on both share a rank, listed by name and series. A sheet whose table played
/// nothing (closed empty) is not ranked at nothing: it follows the ranked, without a rank.
pub fn standings(entries: &[Entry]) -> Vec<Standing> {
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    let key = |e: &Entry| (e.sheet.net_games(), e.sheet.score());
    sorted.sort_by(|a, b| {
        b.played
            .cmp(&a.played)
            .then_with(|| match a.played && b.played {
                true => key(b).cmp(&key(a)),
                false => std::cmp::Ordering::Equal,
            })
            .then_with(|| a.name.cmp(&b.name))
            .then_with(|| a.series.cmp(&b.series))
            .then_with(|| a.player.cmp(&b.player))
    });
    let mut out: Vec<Standing> = Vec::with_capacity(sorted.len());
    for (i, e) in sorted.into_iter().enumerate() {
        let rank = match out.last() {
            _ if !e.played => None,
            Some(prev) if key(&prev.entry) == key(e) => prev.rank,
            _ => Some(u32::try_from(i).unwrap_or(u32::MAX) + 1),
        };
        out.push(Standing {
            rank,
            entry: e.clone(),
        });
    }
    out
}

/// The sheet the prize rules read for an entry.
pub fn prize_sheet(e: &Entry) -> Sheet {
    Sheet {
        player: e.name.clone(),
        session: e.series,
        net_games: e.sheet.net_games(),
        points: e.sheet.score(),
        plays: e.sheet.plays.clone(),
    }
}

/// The prizes: one list over every entry, or one per series (the `prize_lists` setting), each
/// with `settings.prizes` prizes by the League's scale. A lot between equal entries uses `seed`.
/// Only sheets with games on them compete ([`Entry::competes`]): a table closed empty, or a
/// player who played no game alone, would otherwise stand at nothing and take a prize from
/// every sheet below it (issue 22).
pub fn prizes(
    settings: &Settings,
    entries: &[Entry],
    seed: u64,
) -> Result<Vec<(Option<u32>, Awards)>, LawError> {
    let played: Vec<Entry> = entries.iter().filter(|e| e.competes()).cloned().collect();
    let entries = played.as_slice();
    let rules = settings.prize_settings();
    match settings.prize_lists {
        PrizeLists::Combined => {
            let sheets: Vec<Sheet> = entries.iter().map(prize_sheet).collect();
            Ok(vec![(
                None,
                skat_league::award(&sheets, settings.prizes, &rules, Some(seed))?,
            )])
        }
        PrizeLists::PerSeries => {
            let mut series: Vec<u32> = entries.iter().map(|e| e.series).collect();
            series.sort_unstable();
            series.dedup();
            series
                .into_iter()
                .map(|s| {
                    let sheets: Vec<Sheet> = entries
                        .iter()
                        .filter(|e| e.series == s)
                        .map(prize_sheet)
                        .collect();
                    // Each list its own lot, so that one series's draw does not move another's.
                    let awards = skat_league::award(
                        &sheets,
                        settings.prizes,
                        &rules,
                        Some(seed.wrapping_add(u64::from(s))),
                    )?;
                    Ok((Some(s), awards))
                })
                .collect()
        }
    }
}
