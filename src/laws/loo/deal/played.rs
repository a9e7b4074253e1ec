//! Loo's deal played out in tricks: who stands, the pool shared a third (a fifth) a trick, the
//! odd counters to the first and second tricks or carried, the looed and the offenders paying
//! into the next pool. Split from `deal.rs`, whose head gives the sources.

use super::super::super::LawError;
use super::super::super::ledger::Transfers;
use super::super::super::ledger::school::At;
use super::super::settings::{Form, Penalty, Remainder, Settings};
use super::super::{POOL, each, names, per_player, tricks};
use super::{Deal, Play, none_of};

/// The tricks played (or not, when nobody or only the miss stands): the pool shared by the
/// tricks, the looed and the offenders paying into the next pool. `must`: every one plays his
/// own cards. Is anyone looed?
pub(super) fn tricks_played(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    dealer: usize,
    pool: i64,
    must: bool,
    t: &mut Transfers,
) -> Result<(bool, String), LawError> {
    none_of(
        at,
        d,
        "this deal (only a single of one card has a winner)",
        &["winner", "exempt"],
    )?;
    let mut play = per_player(at, "play", &d.play)?;
    let all_play = must || (s.club_law && d.clubs);
    for (p, choice) in play.iter_mut().enumerate() {
        let field = format!("play[{p}]");
        if !at.seated.contains(&p) {
            if choice.stands() {
                return Err(at.refuse(&field, format!("{} does not play this deal", at.name(p))));
            }
            continue;
        }
        if all_play {
            // Everyone stands on his own cards: a blank is his own cards.
            let why = match must {
                true => "on a must every one plays his own cards",
                false => "under club law a club turned up makes every one play his own cards",
            };
            match choice {
                Play::Own | Play::Out if d.play.get(p).copied().flatten().is_none() => {
                    *choice = Play::Own
                }
                Play::Own => {}
                _ => return Err(at.refuse(&field, why)),
            }
        }
        if s.form != Form::ThreeCard && matches!(choice, Play::Miss | Play::ForPool) {
            return Err(at.refuse(&field, "there is no miss at five-card or Irish loo"));
        }
        if *choice == Play::ForPool && p != dealer {
            return Err(at.refuse(&field, "only the dealer plays the miss for the pool"));
        }
    }
    let standing: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| play[p].stands())
        .collect();
    let misses: Vec<usize> = standing
        .iter()
        .copied()
        .filter(|&p| matches!(play[p], Play::Miss | Play::ForPool))
        .collect();
    if let [_, second, ..] = misses.as_slice() {
        return Err(at.refuse(
            &format!("play[{second}]"),
            "the miss was already taken: only one may take it",
        ));
    }
    let most = s.form.tricks();
    let won = tricks(at, &d.tricks, most)?;
    for (p, &n) in won.iter().enumerate() {
        if n > 0 && !play[p].stands() {
            return Err(at.refuse(
                &format!("tricks[{p}]"),
                format!("{} threw up his cards and took no trick", at.name(p)),
            ));
        }
    }
    let offence = per_player(at, "offence", &d.offence)?;
    for (p, &o) in offence.iter().enumerate() {
        if o && !play[p].stands() {
            return Err(at.refuse(
                &format!("offence[{p}]"),
                format!("{} did not play, so broke no law of play", at.name(p)),
            ));
        }
    }
    let others: Vec<usize> = standing.iter().copied().filter(|&p| p != dealer).collect();
    if play[dealer] == Play::ForPool && others.len() != 1 {
        return Err(at.refuse(
            &format!("play[{dealer}]"),
            "the dealer plays the miss for the pool only against one player",
        ));
    }
    // Nobody stood but perhaps the dealer, or only the taker of the miss: the pool is his
    // without play (seed 003 L845–870; seed 000 Law 8, L2884–2891).
    let uncontested = match others.as_slice() {
        [] => Some(dealer),
        [one] if !play[dealer].stands() && play[*one] == Play::Miss => Some(*one),
        [one] if !play[dealer].stands() => {
            return Err(at.refuse(
                &format!("play[{dealer}]"),
                format!(
                    "{} alone stands on his own cards: the dealer must play, his own cards or the miss, or the miss for the pool",
                    at.name(*one)
                ),
            ));
        }
        _ => None,
    };
    if let Some(taker) = uncontested {
        none_of(
            at,
            d,
            "a deal nobody played out",
            &["tricks", "first", "second", "offence"],
        )?;
        t.out_of_pool(taker, POOL, pool);
        let why = match taker == dealer {
            true => "nobody else stands",
            false => "he takes the miss and nobody else stands",
        };
        return Ok((
            false,
            format!("{why}: {} takes the pool of {pool}", at.name(taker)),
        ));
    }
    let total: i64 = won.iter().sum();
    if total != most {
        return Err(at.refuse(
            "tricks",
            format!("the tricks come to {total}; {most} are played"),
        ));
    }
    let shares = shares(s, at, d, &won, pool)?;
    let mut said = Vec::new();
    for &p in &standing {
        let share = shares[p];
        if share == 0 {
            continue;
        }
        if offence[p] || play[p] == Play::ForPool {
            said.push(format!("{}'s {share} stays in the pool", at.name(p)));
        } else {
            t.out_of_pool(p, POOL, share);
            said.push(format!("{} takes {share}", at.name(p)));
        }
    }
    let leftover = pool - shares.iter().sum::<i64>();
    if leftover > 0 {
        said.push(format!("{leftover} left over stays in the pool"));
    }
    let loo = s.loo_for(pool);
    let penalty = match s.penalty {
        Penalty::Loo => loo,
        Penalty::FourSingles => 4 * s.single_loo,
    };
    let mut looed = Vec::new();
    for &p in &standing {
        if offence[p] {
            t.into_pool(p, POOL, penalty);
            said.push(format!(
                "{} broke a law of play and pays {penalty}",
                at.name(p)
            ));
        } else if won[p] == 0 && play[p] != Play::ForPool {
            t.into_pool(p, POOL, loo);
            looed.push(p);
        }
    }
    if !looed.is_empty() {
        said.push(format!("{} looed {loo}{}", names(at, &looed), each(&looed)));
    }
    let anyone = !looed.is_empty() || offence.iter().any(|&o| o);
    Ok((
        anyone,
        format!("the pool of {pool} shared: {}", said.join(", ")),
    ))
}

/// Each player's share of the pool by his tricks: a third (a fifth) a trick, the odd counters
/// to the winners of the first and second tricks or left in the pool.
fn shares(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    won: &[i64],
    pool: i64,
) -> Result<Vec<i64>, LawError> {
    let most = s.form.tricks();
    let (a_trick, odd) = (pool / most, pool % most);
    let mut shares: Vec<i64> = won.iter().map(|&n| n * a_trick).collect();
    if odd == 0 || s.remainder == Remainder::Carried || most != 3 {
        return Ok(shares);
    }
    let mut by_trick = Vec::new();
    for (key, said, ordinal) in [("first", d.first, "first"), ("second", d.second, "second")]
        .into_iter()
        .take(odd as usize)
    {
        let Some(p) = said else {
            return Err(at.refuse(
                key,
                format!(
                    "the pool of {pool} leaves {odd} over after thirds, and the winner of the {ordinal} trick has the preference: say who won it"
                ),
            ));
        };
        if won.get(p).copied().unwrap_or(0) == 0 {
            return Err(at.refuse(key, format!("{p} is not among those who won a trick")));
        }
        by_trick.push(p);
    }
    if let [a, b] = by_trick[..]
        && a == b
        && won[a] < 2
    {
        return Err(at.refuse("second", format!("{} won only one trick", at.name(a))));
    }
    for p in by_trick {
        shares[p] += 1;
    }
    Ok(shares)
}
