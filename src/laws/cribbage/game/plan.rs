//! One deal's entries checked and laid out as the steps the books score, in their order.

use crate::laws::LawError;
use crate::laws::cribbage::CRIB_SIZE;
use crate::laws::cribbage::cards::{Card, count_hand, parse_cards};

use super::deals::{DealEntry, Settings, Shown, Step, What};
use super::played;
use crate::laws::cribbage::pegging::Pegging;

/// The scores, steps and counts of one deal before the game-hole is applied.
pub(super) struct Plan {
    pub(super) dealer: usize,
    pub(super) starter: Option<Card>,
    pub(super) shown: Vec<Shown>,
    /// Three for last and his heels: scored before anything else.
    pub(super) first: Vec<Step>,
    /// The play (or totals): which side gets there first is not in the entry.
    pub(super) race: Vec<Step>,
    pub(super) race_what: What,
    /// The show, in its order.
    pub(super) show: Vec<Step>,
    pub(super) out_first: Option<usize>,
    /// Only the play was entered, no hands or crib: a side must peg out in it (what a player
    /// at the board writes when the deal ends in the play).
    pub(super) play_only: bool,
    /// The play pegged from its cards: `race` is then in the order the points fell.
    pub(super) pegging: Option<Pegging>,
}

/// Reads and checks a deal, and lays out its steps in order.
pub(super) fn plan_deal(
    settings: Settings,
    sides: usize,
    at: &str,
    entry: &DealEntry,
    first_of_game: bool,
    in_turn: usize,
) -> Result<Plan, LawError> {
    let field = |name: &str| format!("{at}.{name}");
    let dealer = match entry.dealer {
        Some(d) => side_index(&field("dealer"), d, sides)?,
        None => in_turn,
    };
    let out_first = entry
        .out_first
        .map(|s| side_index(&field("out_first"), s, sides))
        .transpose()?;
    // From the dealer's left round to the dealer: the order of the play's lead and of the show.
    let order: Vec<usize> = (1..=sides).map(|k| (dealer + k) % sides).collect();
    let pone = order[0];

    let mut plan = Plan {
        dealer,
        starter: None,
        shown: Vec::new(),
        first: Vec::new(),
        race: Vec::new(),
        race_what: What::Pegging,
        show: Vec::new(),
        out_first,
        play_only: false,
        pegging: None,
    };
    if settings.variant.three_for_last() && first_of_game {
        plan.first.push(Step {
            side: pone,
            points: 3,
            what: What::ThreeForLast,
        });
    }

    if let Some(total) = &entry.total {
        let parts = [
            ("pegging", entry.pegging.is_some()),
            ("hand", entry.hand.is_some()),
            ("hand_cards", entry.hand_cards.is_some()),
            ("crib", entry.crib.is_some()),
            ("crib_cards", entry.crib_cards.is_some()),
            ("starter", entry.starter.is_some()),
            ("heels", entry.heels.is_some()),
            ("play", entry.play.is_some()),
            ("penalty", entry.penalty.is_some()),
        ];
        if let Some((name, _)) = parts.iter().find(|(_, given)| *given) {
            return Err(LawError::new(
                field(name),
                "a deal is entered as a total or in parts, not both",
            ));
        }
        let total = per_side(&field("total"), total, sides, settings.variant.max_deal())?;
        plan.race_what = What::Total;
        plan.race = order
            .iter()
            .map(|&side| Step {
                side,
                points: total[side],
                what: What::Total,
            })
            .collect();
        return Ok(plan);
    }

    let starter = entry
        .starter
        .as_deref()
        .map(|text| one_card(&field("starter"), text))
        .transpose()?;
    plan.starter = starter;
    let mut seen: Vec<(Card, String)> = Vec::new();
    if let Some(card) = starter {
        seen.push((card, field("starter")));
    }

    let heels = match (starter, entry.heels) {
        (Some(card), Some(said)) if said != card.is_jack() => {
            return Err(LawError::new(
                field("heels"),
                format!("the start is {card}: his heels is {}", card.is_jack()),
            ));
        }
        (Some(card), _) => card.is_jack(),
        (None, said) => said.unwrap_or(false),
    };
    // Penalties in the deal are "scored immediately" (seed 001 L9289–9290), before the start.
    plan.first
        .extend(played::penalties(at, entry, sides, dealer)?);
    if heels {
        plan.first.push(Step {
            side: dealer,
            points: 2,
            what: What::HisHeels,
        });
    }

    let typed = match &entry.pegging {
        Some(p) => Some(per_side(
            &field("pegging"),
            p,
            sides,
            settings.variant.max_pegging(),
        )?),
        None => None,
    };
    let nothing_shown = entry.hand.is_none()
        && entry.hand_cards.is_none()
        && entry.crib.is_none()
        && entry.crib_cards.is_none();
    // A play given by its cards must be whole when the hands are shown after it; a play that
    // stops short is a game pegged out in it.
    let pegged = played::read(settings, sides, dealer, at, entry, !nothing_shown)?;
    let pegging = match (&pegged, typed) {
        (Some(p), _) => p.pegged.clone(),
        (None, Some(t)) => t,
        (None, None) => vec![0; sides],
    };
    plan.race = match &pegged {
        Some(p) => played::steps(p),
        None => order
            .iter()
            .filter(|&&side| pegging[side] > 0)
            .map(|&side| Step {
                side,
                points: pegging[side],
                what: What::Pegging,
            })
            .collect(),
    };
    plan.pegging = pegged;

    let need_starter = |name: &str| {
        starter.ok_or_else(|| LawError::new(field("starter"), format!("needed to count {name}")))
    };

    // A deal pegged out in the play ends there: nothing is shown, so no hand or crib is asked
    // for; `play` refuses it if nobody reaches the game in the play after all.
    if nothing_shown && pegging.iter().any(|&p| p > 0) {
        plan.play_only = true;
        return Ok(plan);
    }

    // Each side's hands, in the order its players show (four-hand: the player on the dealer's
    // left, then the dealer's partner, then the other adversary, then the dealer).
    let mut hands: Vec<Vec<i64>> = vec![Vec::new(); sides];
    if entry.hand.is_none() && entry.hand_cards.is_none() {
        return Err(LawError::new(
            field("hand"),
            "enter the deal's total; or the play, the hands (each hand's count or its cards) and the crib; or only the play when a side pegged out in it",
        ));
    }
    for (name, given) in [
        ("hand", entry.hand.as_ref().map(Vec::len)),
        ("hand_cards", entry.hand_cards.as_ref().map(Vec::len)),
    ] {
        if let Some(n) = given.filter(|&n| n != sides) {
            return Err(count_error(&field(name), n, sides, "hands"));
        }
    }
    let max = settings.variant.max_hand() * settings.variant.hands_per_side() as i64;
    // The cards each side shows, to check the play against.
    let mut held: Vec<Option<Vec<Card>>> = vec![None; sides];
    // Side by side, a hand is counted or shown: one player may give the count and the other
    // the cards. A count of nought beside cards is the form's blank, and the cards are read.
    for side in 0..sides {
        let number = entry.hand.as_ref().and_then(|h| h[side]);
        let cards = entry.hand_cards.as_ref().and_then(|h| h[side].as_ref());
        match (number, cards) {
            (Some(n), Some(_)) if n != 0 => {
                return Err(LawError::new(
                    format!("{at}.hand_cards[{side}]"),
                    "enter this hand as a number or as cards, not both",
                ));
            }
            (_, Some(text)) => {
                let starter = need_starter("the hands")?;
                let name = format!("{at}.hand_cards[{side}]");
                let per_player: Vec<&str> = if settings.variant.hands_per_side() == 2 {
                    text.split('/').collect()
                } else {
                    vec![text.as_str()]
                };
                if per_player.len() != settings.variant.hands_per_side() {
                    return Err(LawError::new(
                        name,
                        "both partners' hands, separated by \"/\" (\"5H 5D 5C JS / 2C 3D 4H 9S\")",
                    ));
                }
                for one in per_player {
                    let cards = parse_cards(&name, one)?;
                    let size = settings.variant.hand_size();
                    if cards.len() != size {
                        return Err(LawError::new(
                            name,
                            format!("{} cards; a hand is {size} without the start", cards.len()),
                        ));
                    }
                    check_unique(&name, &cards, &mut seen)?;
                    held[side].get_or_insert_with(Vec::new).extend(&cards);
                    let count = count_hand(&cards, starter, false, settings.variant);
                    hands[side].push(i64::from(count.total));
                    plan.shown.push(Shown {
                        side,
                        what: What::Hand,
                        cards: show_cards(&cards),
                        count,
                    });
                }
            }
            (Some(n), None) => {
                hands[side].push(bounded(&format!("{at}.hand[{side}]"), n, max)?);
            }
            (None, None) => {
                return Err(LawError::new(
                    format!("{at}.hand[{side}]"),
                    "enter this hand's count, or its cards",
                ));
            }
        }
    }

    let mut crib_cards: Vec<Card> = Vec::new();
    let crib = match (entry.crib, &entry.crib_cards) {
        (Some(_), Some(_)) => {
            return Err(LawError::new(
                field("crib_cards"),
                "enter the crib as a number or as cards, not both",
            ));
        }
        (Some(n), None) => bounded(&field("crib"), n, 29)?,
        (None, Some(text)) => {
            let starter = need_starter("the crib")?;
            let name = field("crib_cards");
            let cards = parse_cards(&name, text)?;
            if cards.len() != CRIB_SIZE {
                return Err(LawError::new(
                    name,
                    format!(
                        "{} cards; the crib is {CRIB_SIZE} without the start",
                        cards.len()
                    ),
                ));
            }
            check_unique(&name, &cards, &mut seen)?;
            crib_cards.clone_from(&cards);
            let count = count_hand(&cards, starter, true, settings.variant);
            plan.shown.push(Shown {
                side: dealer,
                what: What::Crib,
                cards: show_cards(&cards),
                count,
            });
            i64::from(count.total)
        }
        (None, None) => {
            return Err(LawError::new(
                field("crib"),
                "enter the crib's count or its cards",
            ));
        }
    };

    if let Some(p) = &plan.pegging {
        played::check_cards(at, p, starter, &crib_cards, &held)?;
    }

    // The show: each round of hands from the dealer's left, then the crib.
    let rounds = hands.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..rounds {
        for &side in &order {
            if let Some(&points) = hands[side].get(round) {
                plan.show.push(Step {
                    side,
                    points,
                    what: What::Hand,
                });
            }
        }
    }
    plan.show.push(Step {
        side: dealer,
        points: crib,
        what: What::Crib,
    });
    Ok(plan)
}

fn show_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn one_card(field: &str, text: &str) -> Result<Card, LawError> {
    match parse_cards(field, text)?.as_slice() {
        [card] => Ok(*card),
        cards => Err(LawError::new(
            field,
            format!("{} cards; the start is one card", cards.len()),
        )),
    }
}

/// A card may be in only one place in a deal: the start, one hand, or the crib.
fn check_unique(
    field: &str,
    cards: &[Card],
    seen: &mut Vec<(Card, String)>,
) -> Result<(), LawError> {
    for &card in cards {
        if let Some((_, other)) = seen.iter().find(|(c, _)| *c == card) {
            let where_ = if other == field {
                "twice here".to_owned()
            } else {
                format!("also in {other}")
            };
            return Err(LawError::new(field, format!("{card} is {where_}")));
        }
        seen.push((card, field.to_owned()));
    }
    Ok(())
}

fn side_index(field: &str, value: i64, sides: usize) -> Result<usize, LawError> {
    usize::try_from(value)
        .ok()
        .filter(|&s| s < sides)
        .ok_or_else(|| LawError::new(field, format!("{value} is not a side 0..{}", sides - 1)))
}

fn count_error(field: &str, got: usize, sides: usize, what: &str) -> LawError {
    LawError::new(
        field,
        format!("{got} {what}; one for each of the {sides} sides"),
    )
}

fn bounded(field: &str, value: i64, max: i64) -> Result<i64, LawError> {
    if value < 0 {
        return Err(LawError::new(field, format!("{value} is negative")));
    }
    if value > max {
        return Err(LawError::new(field, format!("{value} is more than {max}")));
    }
    Ok(value)
}

fn per_side(field: &str, values: &[i64], sides: usize, max: i64) -> Result<Vec<i64>, LawError> {
    if values.len() != sides {
        return Err(count_error(field, values.len(), sides, "numbers"));
    }
    values
        .iter()
        .enumerate()
        .map(|(j, &v)| bounded(&format!("{field}[{j}]"), v, max))
        .collect()
}
