//! The hands shown at a deal, read as the form makes them: five cards at draw, straight, stud,
//! the wild widow and whiskey; seven or eight at peek, the best five counting; four and the
//! centre card at spit in the ocean; none of the ranks a stripped pack leaves out. Pure.

use super::super::LawError;
use super::super::ledger::school::At;
use super::hands::{Card, JOKER, Value, parse_cards};
use super::law::Deal;
use super::settings::{Form, Settings};

pub struct Hands {
    /// Each player's best hand shown, by player.
    pub values: Vec<Option<Value>>,
    /// The rank the wild widow makes wild.
    widow: Option<u8>,
    /// Spit in the ocean: every hand has the centre card, wild.
    centre: bool,
}

impl Hands {
    /// The hands of those still in: every one's when two or more are (the show), the one
    /// player's if he shows it (for his openers or a premium).
    pub fn read(
        s: &Settings,
        at: &At<'_>,
        d: &Deal,
        still_in: &[usize],
    ) -> Result<Hands, LawError> {
        let n = at.names.len();
        let widow = one_card(s, at, "widow", d.widow.as_deref(), Form::WildWidow)?;
        let centre = one_card(s, at, "centre", d.centre.as_deref(), Form::SpitInTheOcean)?;
        let show = still_in.len() >= 2;
        if show && s.form == Form::WildWidow && widow.is_none() {
            return Err(at.refuse("widow", "give the widow's card, as 8H: its rank is wild"));
        }
        if show && s.form == Form::SpitInTheOcean && centre.is_none() {
            return Err(at.refuse("centre", "give the card in the centre, as 8H"));
        }
        let mut hands = Hands {
            values: vec![None; n],
            widow: widow.map(|w| w.rank),
            centre: centre.is_some(),
        };
        let mut seen: Vec<Card> = widow.into_iter().chain(centre).collect();
        for &p in still_in {
            let key = format!("hands[{p}]");
            let text = d.hands.get(p).cloned().flatten().unwrap_or_default();
            if !show && text.trim().is_empty() {
                continue;
            }
            let cards = hands.cards(s, at, &key, &text, p)?;
            if let Some(c) = cards.iter().find(|c| seen.contains(c)) {
                return Err(at.refuse(&key, format!("{c} is in another hand")));
            }
            seen.extend(&cards);
            hands.values[p] = hands.value(s, &cards);
        }
        Ok(hands)
    }

    /// A hand's cards, as many as the form deals, none the pack lacks.
    fn cards(
        &self,
        s: &Settings,
        at: &At<'_>,
        key: &str,
        text: &str,
        p: usize,
    ) -> Result<Vec<Card>, LawError> {
        let cards = parse_cards(&at.field(key), text, s.joker)?;
        let (fewest, most) = s.form.cards();
        if cards.is_empty() {
            return Err(at.refuse(
                key,
                format!("{} is still in at the show: give his cards", at.name(p)),
            ));
        }
        if !(fewest..=most).contains(&cards.len()) {
            let many = match (fewest, most) {
                (a, b) if a == b => format!("{a}"),
                (a, b) => format!("{a} or {b}"),
            };
            let more = if s.form == Form::SpitInTheOcean {
                " (the centre card is his fifth)"
            } else {
                ""
            };
            return Err(at.refuse(
                key,
                format!(
                    "{} gives {} cards: a hand at {} has {many}{more}",
                    at.name(p),
                    cards.len(),
                    s.form.words()
                ),
            ));
        }
        if let Some(c) = cards.iter().find(|c| s.left_out().contains(&c.rank)) {
            return Err(at.refuse(key, format!("{c} is not in the stripped pack")));
        }
        Ok(cards)
    }

    fn value(&self, s: &Settings, cards: &[Card]) -> Option<Value> {
        let mut cards = cards.to_vec();
        if self.centre {
            // The centre card is "practically the joker running wild" (seed 001 L5135–5139).
            cards.push(JOKER);
        }
        s.rules().best(&cards, self.widow)
    }

    /// The value of the cards an opener opened with (field `openers`).
    pub fn openers(&self, s: &Settings, at: &At<'_>, text: &str) -> Result<Value, LawError> {
        let cards = parse_cards(&at.field("openers"), text, s.joker)?;
        let (fewest, most) = s.form.cards();
        if !(fewest..=most).contains(&cards.len()) {
            return Err(at.refuse("openers", format!("give the {fewest} cards he opened with")));
        }
        self.value(s, &cards)
            .ok_or_else(|| at.refuse("openers", "give the cards he opened with"))
    }

    /// The hand of the player left alone, if he showed it.
    pub fn alone(&self, _: &Settings, _: &At<'_>, p: usize) -> Result<Option<Value>, LawError> {
        Ok(self.values[p].clone())
    }

    /// "A shows threes, queens; B shows a pair of kings".
    pub fn shown(&self, at: &At<'_>, still_in: &[usize]) -> String {
        still_in
            .iter()
            .map(|&p| match &self.values[p] {
                Some(v) => format!("{} shows {}", at.name(p), v.words()),
                None => format!("{}'s hand is dead", at.name(p)),
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// One card turned (the widow, the centre), allowed only in its form.
fn one_card(
    s: &Settings,
    at: &At<'_>,
    key: &str,
    text: Option<&str>,
    form: Form,
) -> Result<Option<Card>, LawError> {
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        return Ok(None);
    };
    if s.form != form {
        return Err(at.refuse(
            key,
            format!(
                "this card is turned only at {} (the setting \"form\")",
                form.words()
            ),
        ));
    }
    let cards = parse_cards(&at.field(key), text, s.joker)?;
    match cards.as_slice() {
        [c] if !c.is_joker() && !s.left_out().contains(&c.rank) => Ok(Some(*c)),
        _ => Err(at.refuse(key, "give the one card turned, as 8H")),
    }
}
