//! The hearts family (seed 001 L9680–9957): hearts settled by the simple, sweepstakes or
//! Howell's method, its variations (spot hearts, black lady, black jack, joker hearts, domino
//! hearts, auction hearts, heartsette), and the four jacks. Each is a payment game on the one
//! ledger (`laws::ledger::school`): a deal is entered as what each player took, and the
//! counters pass between the players and the table's one pool, which carries what is not won
//! (the odd counter of a divided pool, a sweepstakes' jack) from deal to deal.
//!
//! `rules` holds the settings and a deal as entered, `count` reads a hearts deal into what each player is charged with, `settle` pays a deal by
//! the three methods, `game` is the law `hearts` (the variations, auction's bidder, domino's
//! game of thirty-one), `four_jacks` the law `four-jacks`.

pub mod count;
pub mod four_jacks;
pub mod game;
pub mod rules;
pub mod settle;
#[cfg(test)]
mod tests;

use super::LawError;
use super::ledger::school::At;
use super::registry::Law;

pub const LAWS: &[Law] = &[game::LAW, four_jacks::LAW];

/// The table's one pool: the counters put up for hearts, and what a deal leaves in it.
pub const POOL: &str = "pool";

/// A list of players and numbers in words: "Ann 3, Bob 0".
pub fn each(names: &[String], seated: &[usize], values: &[i64]) -> String {
    seated
        .iter()
        .map(|&p| format!("{} {}", names[p], values[p]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Names joined in words: "Ann", "Ann and Bob", "Ann, Bob and Cat".
pub fn names_of(names: &[String], who: &[usize]) -> String {
    let list: Vec<&str> = who.iter().map(|&p| names[p].as_str()).collect();
    match list.as_slice() {
        [] => "nobody".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Who of those seated first reached a game's mark this deal (lost ten at the four jacks, reached
/// the game at domino hearts): the only one to reach it, or the one the deal's `lost_first`
/// names when several did; `None` when nobody did. Refuses a `lost_first` who did not reach it,
/// or several reaching it with nobody named.
pub fn first_to(
    at: &At<'_>,
    reached: &[usize],
    said: Option<usize>,
    (past, present, mark): (&str, &str, i64),
) -> Result<Option<usize>, LawError> {
    match (reached, said) {
        ([], None) => Ok(None),
        ([], Some(_)) => Err(at.refuse("lost_first", format!("nobody has {past} {mark}"))),
        ([one], None) => Ok(Some(*one)),
        (_, Some(p)) if reached.contains(&p) => Ok(Some(p)),
        (_, Some(p)) => Err(at.refuse(
            "lost_first",
            format!(
                "{} has not {past} {mark}",
                at.names.get(p).map_or("nobody", String::as_str)
            ),
        )),
        (_, None) => Err(at.refuse(
            "lost_first",
            format!(
                "{} {present} {mark} in this deal: say who {past} it first",
                names_of(at.names, reached)
            ),
        )),
    }
}
