//! The stops family: games of playing out in sequence until a stop, the first out paid for the
//! cards the others still hold, with pools that carry from deal to deal on the one ledger
//! (`laws::ledger`): Pope Joan and its board ([`pope_joan`]), Michigan with boodle, Chicago,
//! stops and Newmarket ([`michigan`]), fan tan in its forms ([`fan_tan`]) and spin ([`spin`]);
//! and the shedding games paid the same way: Snip-Snap-Snorum ([`snip`]), Jig and I Doubt It
//! ([`jig`]); and Authors ([`authors`]), a round game whose winner is paid the same way. Each is
//! a [`school::Game`](super::ledger::school::Game).

pub mod authors;
pub mod fan_tan;
pub mod jig;
pub mod michigan;
pub mod pope_joan;
pub mod snip;
pub mod spin;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_shedding;

use super::LawError;
use super::ledger::Transfers;
use super::ledger::school::At;
use super::pad::{Field, FieldKind};
use super::registry::Law;

pub const LAWS: &[Law] = &[
    pope_joan::LAW,
    michigan::LAW,
    fan_tan::LAW,
    spin::LAW,
    snip::LAW,
    jig::LAW,
    jig::DOUBT_LAW,
    authors::LAW,
];

/// Who went out first, the field every game of the family asks.
pub const OUT: Field = Field {
    name: "out",
    label: "Who went out first?",
    kind: FieldKind::Side,
    per_side: false,
    // Pope Joan's closing round has nobody out; the laws refuse a deal without it otherwise.
    optional: true,
    help: "the first to play his last card",
};

/// The cards the others still held, the field every game of the family asks.
pub const LEFT: Field = Field {
    name: "left",
    label: "How many cards did each still hold when he went out?",
    kind: FieldKind::Number { min: 0, max: 52 },
    per_side: true,
    optional: true,
    help: "each pays the first out a counter a card",
};

/// Reads a per-player list of counts: absent is nought for everyone; only players in the deal
/// may have any; none below nought or above `max`.
pub fn counts(
    at: &At<'_>,
    key: &str,
    list: &Option<Vec<Option<i64>>>,
    max: i64,
) -> Result<Vec<i64>, LawError> {
    let values = super::nap::per_player(at, key, list)?;
    for (p, &v) in values.iter().enumerate() {
        if !(0..=max).contains(&v) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field(key)),
                format!("{v} is not from 0 to {max}"),
            ));
        }
    }
    Ok(values)
}

/// An optional player field, checked to be in the deal.
pub fn player(at: &At<'_>, key: &str, p: Option<usize>) -> Result<Option<usize>, LawError> {
    p.map(|p| at.player(key, p)).transpose()
}

/// The first out is paid by each other player `rate` counters for every card left in his hand
/// (a player in `exempt` pays nothing; one in `double` pays twice). Returns the words.
pub fn going_out(
    at: &At<'_>,
    t: &mut Transfers,
    out: usize,
    left: &[i64],
    exempt: &[usize],
    double: &[usize],
) -> Result<String, LawError> {
    if left[out] != 0 {
        return Err(LawError::new(
            format!("{}[{out}]", at.field("left")),
            format!("{} went out: he holds no cards", at.name(out)),
        ));
    }
    let mut paid = 0;
    for p in at.others(out) {
        if exempt.contains(&p) {
            continue;
        }
        let n = left[p] * if double.contains(&p) { 2 } else { 1 };
        t.pay(p, out, n);
        paid += n;
    }
    Ok(format!(
        "{} out first: {paid} for the cards left",
        at.name(out)
    ))
}
