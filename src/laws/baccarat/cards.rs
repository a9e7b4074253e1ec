//! Cards dealt from a shoe of several packs shuffled together, where the same card may come
//! more than once in a coup (chemin de fer's six packs, banque's three, rouge-et-noir's six),
//! and baccarat's point counted from them. The card itself is poker's ([`Card`]); the banking
//! games of the faro family read their cards here too.

use super::super::LawError;
use super::super::poker::hands::Card;

/// The cards of `text` ("5H 10S KD"), each no more often in the whole coup than there are
/// packs: `seen` holds the coup's cards read so far and takes these.
pub fn shoe(
    field: &str,
    text: &str,
    packs: usize,
    seen: &mut Vec<Card>,
) -> Result<Vec<Card>, LawError> {
    let mut cards = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        let card = Card::parse(word).filter(|c| !c.is_joker()).ok_or_else(|| {
            LawError::new(
                field,
                format!("\"{word}\" is not a card: write rank then suit, as AS, 10H or KD"),
            )
        })?;
        seen.push(card);
        let times = seen.iter().filter(|&&c| c == card).count();
        if times > packs {
            return Err(LawError::new(
                field,
                format!("{card} comes {times} times in one coup, and there are only {packs} packs"),
            ));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// A card's pips at baccarat: the ace one, two to nine their pips, tens and court cards
/// nothing (seed 000 L198–204; seed 001 L14591–14593).
pub fn pips(card: Card) -> u8 {
    match card.rank {
        14 => 1,
        r if r <= 9 => r,
        _ => 0,
    }
}

/// A hand's point: the pips with every ten dropped, "a five and a six count, not as eleven, but
/// as one only" (seed 000 L204–207).
pub fn point(cards: &[Card]) -> u8 {
    (cards.iter().map(|&c| u32::from(pips(c))).sum::<u32>() % 10) as u8
}
