//! The game: the deals one after another, who goes out and why — "the bidder always has the first
//! count" (Law 37, seed 001 L7649–7652), else the adversary who first took the trick that put him
//! out (Law 41, L7666–7671), 500 in the hole losing (Law 36, L7644–7645), twelve deals when four
//! play without partners (L7645–7647) — and the pad the table keeps.

use serde::Serialize;

use super::deal::{self, Deal, FourWithoutPartners, Layout, Scored, Settings, Settle};
use crate::laws::LawError;
use crate::laws::pad::{Item, Pad, Row, Settlement};

/// The deals a game lasts when four play without partners (Law 36, seed 001 L7645–7647).
pub const TWELVE: usize = 12;

/// A game finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameEnd {
    /// The deal (0-based) that finished it.
    pub deal: usize,
    /// The player (or side) who won it, the first of his side; `None` for a tie at the top.
    pub winner: Option<usize>,
    /// Everyone who won it: the winner and his partners.
    pub winners: Vec<usize>,
    pub totals: Vec<i64>,
    /// Who went out and why.
    pub why: String,
}

/// Every deal scored and every game closed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub layout: Layout,
    pub deals: Vec<Scored>,
    /// Each player's score after each deal, in the game that deal belongs to.
    pub running: Vec<Vec<i64>>,
    pub games: Vec<GameEnd>,
}

pub fn play(settings: &Settings, names: &[String], deals: &[Deal]) -> Result<Played, LawError> {
    let layout = Layout::of(settings, names.len(), "players")?;
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("players[{i}]"), "empty name"));
        }
    }
    let n = layout.players;
    let target = settings.game.target();
    let mut totals = vec![0i64; n];
    let mut in_game = 0usize;
    let mut out = Played {
        layout: layout.clone(),
        deals: Vec::new(),
        running: Vec::new(),
        games: Vec::new(),
    };
    for (i, d) in deals.iter().enumerate() {
        let s = deal::score(settings, &layout, i, d, names)?;
        for (t, p) in totals.iter_mut().zip(&s.points) {
            *t += p;
        }
        in_game += 1;
        let twelve_only = layout.dealer_sits_out
            && settings.four_without_partners == FourWithoutPartners::TwelveDeals;
        let ended = if twelve_only {
            refuse_first_out(i, &s, "four without partners play twelve deals")?;
            (in_game == TWELVE).then(|| {
                highest(
                    &layout,
                    &totals,
                    None,
                    "twelve deals played: the highest score wins (Law 36, seed 001 L7645–7647)",
                )
            })
        } else {
            let mut e = going_out(&layout, i, &s, &totals, target, names)?;
            if e.is_none() && layout.dealer_sits_out && in_game == TWELVE {
                e = Some(highest(
                    &layout,
                    &totals,
                    None,
                    "twelve deals played: the highest score wins (Law 36, seed 001 L7645–7647)",
                ));
            }
            e
        };
        out.running.push(totals.clone());
        out.deals.push(s);
        if let Some((winner, winners, why)) = ended {
            out.games.push(GameEnd {
                deal: i,
                winner,
                winners,
                totals: totals.clone(),
                why,
            });
            totals = vec![0; n];
            in_game = 0;
        }
    }
    Ok(out)
}

type Ending = (Option<usize>, Vec<usize>, String);

fn refuse_first_out(i: usize, s: &Scored, why: &str) -> Result<(), LawError> {
    match s.first_out {
        Some(_) => Err(LawError::new(
            format!("deals[{i}].first_out"),
            format!(
                "asked only when two adversaries of the bidder reach the game on one deal; {why}"
            ),
        )),
        None => Ok(()),
    }
}

/// The side with the highest total wins; a tie at the top wins nobody the game.
fn highest(layout: &Layout, totals: &[i64], among: Option<&[usize]>, why: &str) -> Ending {
    let pool: Vec<usize> = match among {
        Some(a) => a.to_vec(),
        None => (0..layout.players).collect(),
    };
    let best = pool.iter().map(|&p| totals[p]).max().unwrap_or(0);
    let top: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|&p| totals[p] == best)
        .collect();
    let sides: Vec<usize> = {
        let mut s: Vec<usize> = top.iter().map(|&p| layout.side_of[p]).collect();
        s.dedup();
        s
    };
    if sides.len() == 1 {
        let winners: Vec<usize> = layout.members(sides[0]).collect();
        (Some(winners[0]), winners, why.to_owned())
    } else {
        (
            None,
            Vec::new(),
            format!("{why}; a tie at the top, so nobody wins the game"),
        )
    }
}

fn going_out(
    layout: &Layout,
    i: usize,
    s: &Scored,
    totals: &[i64],
    target: i64,
    names: &[String],
) -> Result<Option<Ending>, LawError> {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let side = |p: usize| -> Vec<usize> { layout.members(layout.side_of[p]).collect() };
    let crossed: Vec<usize> = (0..layout.players)
        .filter(|&p| totals[p] >= target)
        .collect();
    // The bidder counts first, then the partners he took in the order he took them (Law 37).
    if s.made == Some(true)
        && let Some(&p) = s.bidders.iter().find(|p| crossed.contains(p))
    {
        refuse_first_out(i, s, "the bidder's side counts first (Law 37)")?;
        let why = if p == s.bidders[0] {
            format!(
                "{} goes out: the bidder counts first (Law 37, seed 001 L7649–7652)",
                name(p)
            )
        } else {
            format!(
                "{} goes out on the bid he partnered: the bidder's side counts first (Law 37)",
                name(p)
            )
        };
        let winners = if layout.called { vec![p] } else { side(p) };
        return Ok(Some((Some(p), winners, why)));
    }
    // Adversaries who went out, one entry a side.
    let mut units: Vec<usize> = Vec::new();
    for &p in &crossed {
        if s.bidders.contains(&p) {
            continue;
        }
        let unit = if layout.called { p } else { layout.side_of[p] };
        if !units.contains(&unit) {
            units.push(unit);
        }
    }
    let first_of = |unit: usize| -> usize {
        if layout.called {
            unit
        } else {
            layout.members(unit).next().unwrap_or(0)
        }
    };
    match units.len() {
        0 => {}
        1 => {
            refuse_first_out(i, s, "only one went out")?;
            let p = first_of(units[0]);
            let winners = if layout.called { vec![p] } else { side(p) };
            let why = if s.bidders.is_empty() {
                format!("{} goes out", name(p))
            } else {
                format!("{} goes out, the bidder not reaching {target}", name(p))
            };
            return Ok(Some((Some(p), winners, why)));
        }
        _ => {
            let who: Vec<&str> = units.iter().map(|&u| name(first_of(u))).collect();
            let Some(f) = s.first_out else {
                return Err(LawError::new(
                    format!("deals[{i}].first_out"),
                    format!(
                        "{} all reach {target} on this deal and none of them is the bidder: the game goes to the one who first took the trick that put him out (Law 41, seed 001 L7666–7671); say which",
                        who.join(" and ")
                    ),
                ));
            };
            let unit = if layout.called { f } else { layout.side_of[f] };
            if !units.contains(&unit) {
                return Err(LawError::new(
                    format!("deals[{i}].first_out"),
                    format!(
                        "{} did not reach {target}; the choice is {}",
                        name(f),
                        who.join(" or ")
                    ),
                ));
            }
            let p = first_of(unit);
            let winners = if layout.called { vec![p] } else { side(p) };
            return Ok(Some((
                Some(p),
                winners,
                format!(
                    "{} goes out: {} reached {target} on this deal, and {} first took the trick that put him out (Law 41)",
                    name(p),
                    who.join(" and "),
                    name(p)
                ),
            )));
        }
    }
    refuse_first_out(i, s, "nobody went out on this deal")?;
    // 500 in the hole loses (Law 36): the best of the others wins.
    let sunk: Vec<usize> = (0..layout.players)
        .filter(|&p| totals[p] <= -target)
        .collect();
    if !sunk.is_empty() {
        let others: Vec<usize> = (0..layout.players).filter(|p| !sunk.contains(p)).collect();
        let why = format!(
            "{} {target} in the hole loses the game (Law 36, seed 001 L7644–7645)",
            name(sunk[0])
        );
        if others.is_empty() {
            return Ok(Some((None, Vec::new(), why)));
        }
        return Ok(Some(highest(layout, totals, Some(&others), &why)));
    }
    Ok(None)
}

/// What each player gains or pays for a finished game: a stake a game from each loser to the
/// winners, or the difference of the scores between every two players.
pub fn settlement(settle: Settle, game: &GameEnd, names: &[String]) -> Settlement {
    let n = game.totals.len();
    let head = match game.winner {
        Some(_) => format!(
            "game: won by {}",
            game.winners
                .iter()
                .map(|&p| names.get(p).map_or("?", String::as_str))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        None => "game: nobody wins".to_owned(),
    };
    let amounts: Vec<i64> = match (settle, game.winner) {
        (Settle::Points, _) => {
            let sum: i64 = game.totals.iter().sum();
            game.totals.iter().map(|&t| n as i64 * t - sum).collect()
        }
        (Settle::Game, None) => vec![0; n],
        (Settle::Game, Some(_)) => {
            let w = game.winners.len() as i64;
            let losers = n as i64 - w;
            (0..n)
                .map(|p| match game.winners.contains(&p) {
                    true => losers / w.max(1),
                    false => -1,
                })
                .collect()
        }
    };
    let value = amounts.iter().copied().max().unwrap_or(0);
    Settlement {
        winner: game.winner,
        value,
        amounts,
        label: head,
        lurch: false,
        final_points: game.totals.clone(),
    }
}

/// The pad of the deals played: each deal's items under each player, each game ruled off and
/// settled, a set-back written as a negative item ("in the hole", ringed on paper).
pub fn draw(settings: &Settings, names: &[String], played: &Played) -> Pad {
    let mut pad = Pad::new(names.to_vec());
    pad.notes.push(format!(
        "{}, game {}{}.",
        settings.schedule.title(),
        settings.game.target(),
        if settings.game.card_points() {
            " with card points"
        } else {
            ""
        }
    ));
    if played.layout.dealer_sits_out {
        pad.notes.push(
            "Four without partners: the dealer takes no cards; the first named deals first, then each in turn to the left."
                .to_owned(),
        );
    }
    if played.layout.fixed_partners() {
        pad.notes.push(
            "Each partner is credited with the whole of what the side makes (seed 001 L7384–7385)."
                .to_owned(),
        );
    }
    let mut games = played.games.iter().peekable();
    for (i, s) in played.deals.iter().enumerate() {
        // Each deal's items, then the player's score after it, as the book's net column keeps
        // it (seed 000 L8619–8622): below nothing it is "in the hole" (seed 001 L7310–7312).
        let below = s
            .items
            .iter()
            .zip(&played.running[i])
            .map(|(it, &total)| {
                let mut cell: Vec<Item> =
                    it.iter().map(|(p, l)| Item::new(*p, l.clone())).collect();
                cell.push(Item::new(total, "total"));
                cell
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); names.len()],
            below,
            note: s.note.clone(),
        });
        if let Some(g) = games.next_if(|g| g.deal == i) {
            if let Some(w) = g.winner {
                // The pad speaks to the players: the law's reference stays in the CLI's `why`.
                let label = g.why.split(" (Law").next().unwrap_or(&g.why).to_owned();
                pad.rows.push(Row::Game { winner: w, label });
            }
            pad.settle(settlement(settings.settle, g, names));
        }
    }
    pad.open = played.games.last().map_or(!played.deals.is_empty(), |g| {
        g.deal + 1 < played.deals.len()
    });
    pad
}
