//! The bets of a deal, in the order they were made, checked against the betting limit: "the
//! maximum amount by which stakes may be increased at one time" (seed 003 L2180–2183), or at
//! double-up "as much as there is in the pool at the time" (seed 001 L4998–5008). Pure.

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::school::At;
use super::settings::Settings;

/// The bets as a list of `[player, counters]` or `{"player", "amount"}`, or as a form sends
/// them: text, `"Ann 1, Bob 2, Cat 2"`, a player's name then the counters he pushed in.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Bets {
    Text(String),
    List(Vec<Bet>),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Bet {
    Pair(usize, i64),
    Named { player: usize, amount: i64 },
}

/// One bet: who pushed how many counters into the pool.
fn read(at: &At<'_>, bets: &Bets) -> Result<Vec<(usize, i64)>, LawError> {
    match bets {
        Bets::List(list) => Ok(list
            .iter()
            .map(|b| match *b {
                Bet::Pair(p, a)
                | Bet::Named {
                    player: p,
                    amount: a,
                } => (p, a),
            })
            .collect()),
        Bets::Text(text) => text
            .split([',', ';'])
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .enumerate()
            .map(|(k, entry)| {
                let key = format!("bets[{k}]");
                let (who, amount) = entry.rsplit_once(char::is_whitespace).ok_or_else(|| {
                    at.refuse(
                        &key,
                        format!(
                            "\"{entry}\": write a player's name then the counters, as \"Ann 2\""
                        ),
                    )
                })?;
                let who = who.trim();
                let p = at
                    .names
                    .iter()
                    .position(|n| n.eq_ignore_ascii_case(who))
                    .ok_or_else(|| at.refuse(&key, format!("\"{who}\" is not a player here")))?;
                let amount = amount.parse::<i64>().map_err(|_| {
                    at.refuse(&key, format!("\"{amount}\" is not a number of counters"))
                })?;
                Ok((p, amount))
            })
            .collect(),
    }
}

/// Each player's counters put in, from the bets, each checked in turn: a bet is at least one
/// counter, from a player in the deal; it raises the highest stake by no more than the limit;
/// at double-up it is no more than the pool holds when it is made (`carried` being what the
/// pool held before the deal; an ante at most the ante), nor than the limit.
pub fn put_in(s: &Settings, at: &At<'_>, bets: &Bets, carried: i64) -> Result<Vec<i64>, LawError> {
    let mut mine = vec![0i64; at.names.len()];
    let mut high = 0;
    let mut pool = carried;
    for (k, (p, amount)) in read(at, bets)?.into_iter().enumerate() {
        let key = format!("bets[{k}]");
        let p = at.player(&key, p)?;
        let name = at.name(p);
        if amount < 1 {
            return Err(at.refuse(
                &key,
                format!("{name} bets {amount}: a bet is at least one counter"),
            ));
        }
        if amount > super::law::MOST {
            return Err(at.refuse(
                &key,
                format!("{amount} is more counters than a table holds"),
            ));
        }
        if s.double_up {
            // The antes go in before there is a pool to double.
            if amount > pool.max(s.ante) {
                return Err(at.refuse(
                    &key,
                    format!("{name} bets {amount}: at double-up a bet is at most what is in the pool, {pool}"),
                ));
            }
            if s.limit > 0 && amount > s.limit {
                return Err(at.refuse(
                    &key,
                    format!("{name} bets {amount}: the limit is {}", s.limit),
                ));
            }
        } else if s.limit > 0 && mine[p] + amount - high > s.limit {
            return Err(at.refuse(
                &key,
                format!(
                    "{name} raises by {}: the limit is {} at one time",
                    mine[p] + amount - high,
                    s.limit
                ),
            ));
        }
        mine[p] += amount;
        high = high.max(mine[p]);
        pool += amount;
    }
    Ok(mine)
}
