//! A deal's play pegged from its cards, checked against what else the deal says, and the
//! penalties the laws score at once.

use crate::laws::LawError;
use crate::laws::cribbage::cards::Card;
use crate::laws::cribbage::pegging::{self, Pegging};

use super::deals::{DealEntry, Settings, Step, What};

/// The play, when the deal carries its cards: pegged, and checked against the typed points of
/// the play if those are given too (they must agree, side by side).
pub(super) fn read(
    settings: Settings,
    sides: usize,
    dealer: usize,
    at: &str,
    entry: &DealEntry,
    ends: bool,
) -> Result<Option<Pegging>, LawError> {
    let Some(value) = &entry.play else {
        return Ok(None);
    };
    let field = format!("{at}.play");
    let tokens = pegging::tokens(&field, value)?;
    if tokens.is_empty() {
        return Ok(None);
    }
    let pegged = pegging::peg(
        settings.code,
        settings.variant,
        sides,
        dealer,
        &field,
        &tokens,
        ends,
    )?;
    if let Some(typed) = &entry.pegging {
        for (side, (&typed, &counted)) in typed.iter().zip(&pegged.pegged).enumerate() {
            if typed != counted {
                return Err(LawError::new(
                    format!("{at}.pegging[{side}]"),
                    format!("the cards played peg {counted} for this side, not {typed}"),
                ));
            }
        }
    }
    Ok(Some(pegged))
}

/// The play's points as steps in the order they were pegged, card by card: who reached the
/// game-hole first follows from the cards.
pub(super) fn steps(pegged: &Pegging) -> Vec<Step> {
    pegged
        .steps()
        .map(|(side, points)| Step {
            side,
            points,
            what: What::Pegging,
        })
        .collect()
}

/// A card played cannot be the start, nor in the crib or another side's hand; a side that shows
/// its hand by its cards played from that hand (all of it, unless the play stopped short).
pub(super) fn check_cards(
    at: &str,
    pegged: &Pegging,
    starter: Option<Card>,
    crib: &[Card],
    hands: &[Option<Vec<Card>>],
) -> Result<(), LawError> {
    let field = format!("{at}.play");
    for (i, turn) in pegged.turns.iter().enumerate() {
        let Some(card) = turn.card else { continue };
        let wrong = if Some(card) == starter {
            Some("is the start".to_owned())
        } else if crib.contains(&card) {
            Some("is in the crib".to_owned())
        } else {
            match hands.get(turn.side).and_then(Option::as_ref) {
                Some(hand) if !hand.contains(&card) => {
                    Some("is not in the hand this side shows".to_owned())
                }
                _ => None,
            }
        };
        if let Some(why) = wrong {
            return Err(LawError::new(
                format!("{field}[{i}]"),
                format!("{card} {why}"),
            ));
        }
    }
    Ok(())
}

/// What a side marks for the other's error in the deal (seed 001 L9289–9326, L9600–9617): two
/// points each, scored at once, before his heels. The 1909 book gives no laws (seed 000
/// L18004–18008: "no authoritative code"), so the 1927 rules serve both codes.
pub const PENALTIES: &[(&str, &str)] = &[
    (
        "misdeal",
        "the dealer misdealt: no cut, a card wrongly dealt or exposed, too many or too few (2)",
    ),
    (
        "out_of_turn",
        "the other dealt out of turn and was stopped (2)",
    ),
    (
        "two_cards",
        "the dealer gave two cards at once and dealt afresh (2 to each adversary)",
    ),
    ("exposed", "the dealer exposed one of this side's cards (2)"),
    (
        "exposed_by_adversary",
        "a card was exposed through the adversary's fault (2 to the dealer)",
    ),
    ("too_few", "this side was dealt too few cards (2)"),
];

/// The penalty steps of a deal, refusing one that cannot fall to that side.
pub(super) fn penalties(
    at: &str,
    entry: &DealEntry,
    sides: usize,
    dealer: usize,
) -> Result<Vec<Step>, LawError> {
    let Some(given) = &entry.penalty else {
        return Ok(Vec::new());
    };
    if given.len() != sides {
        return Err(LawError::new(
            format!("{at}.penalty"),
            format!("{} entries; one for each of the {sides} sides", given.len()),
        ));
    }
    let mut steps = Vec::new();
    for (side, which) in given.iter().enumerate() {
        let Some(which) = which.as_deref().filter(|w| !w.is_empty()) else {
            continue;
        };
        let field = format!("{at}.penalty[{side}]");
        if !PENALTIES.iter().any(|(id, _)| *id == which) {
            let known: Vec<&str> = PENALTIES.iter().map(|(id, _)| *id).collect();
            return Err(LawError::new(
                field,
                format!("{which:?} is not one of {}", known.join(", ")),
            ));
        }
        let to_dealer = which == "exposed_by_adversary";
        let dealer_side = side == dealer;
        if to_dealer != dealer_side && which != "out_of_turn" {
            return Err(LawError::new(
                field,
                match to_dealer {
                    true => "only the dealer marks a card exposed through his adversary's fault",
                    false => "the dealer does not mark his own error in dealing",
                },
            ));
        }
        steps.push(Step {
            side,
            points: 2,
            what: What::Penalty,
        });
    }
    Ok(steps)
}
