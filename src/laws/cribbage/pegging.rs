//! The play pegged from the cards: each card as it falls, with its fifteen, thirty-one, pair,
//! pair royal, double pair royal and run, the go and the last card, in the order they are
//! pegged.
//!
//! A play is written as the players play it, one token a turn, starting with the player on the
//! dealer's left: a card (`5H`, `10S`) or `go` for a player who cannot play within thirty-one.
//! Who played each card follows from the turn (seed 001 L9366–9389: alternately, "except when
//! one player has called a go"); a player who said go sits out the rest of that count, and a
//! player with no cards left is passed over. The count closes at thirty-one, or when no one
//! still in it can play (each has said go or has no cards): the last to play pegs one for the
//! go, and the next player to his left with cards leads afresh (seed 001 L9380–9389; seed 000
//! L1777–1779, "the player who failed to score for the go leads again").
//!
//! Points in play, seed 000 L1220–1258 and seed 001 L9380–9437: fifteen 2; thirty-one 2 (not
//! 2 and 1 for the go); a pair with the card before 2, a third of the rank 6, a fourth 12;
//! a run of the last three or more cards in any order, one a card, broken by a duplicate
//! (5-4-3-3), ace low (Q K A is no run); runs, pairs and fifteens never reach back past a
//! thirty-one or a pegged go. The last card of the play pegs 1, and 3 when it makes fifteen
//! (seed 001 L9380–9383). At four-hand, runs go by the order the cards fell (seed 001
//! L9579–9585): the last cards, not the cards in sight.

use serde::Serialize;

use super::Code;
use super::Variant;
use super::cards::{Card, parse_cards};
use crate::laws::LawError;

/// Why points were pegged for a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Fifteen,
    ThirtyOne,
    Pair,
    PairRoyal,
    DoublePairRoyal,
    /// A run of so many cards, one a card.
    Run(u32),
    /// Nearest to thirty-one when no one can play on.
    Go,
    /// The last card of the play.
    LastCard,
}

impl Reason {
    pub fn points(self) -> i64 {
        match self {
            Reason::Fifteen | Reason::ThirtyOne | Reason::Pair => 2,
            Reason::PairRoyal => 6,
            Reason::DoublePairRoyal => 12,
            Reason::Run(n) => i64::from(n),
            Reason::Go | Reason::LastCard => 1,
        }
    }

    /// In words, as a player announces it.
    pub fn words(self) -> String {
        match self {
            Reason::Fifteen => "fifteen 2".to_owned(),
            Reason::ThirtyOne => "thirty-one 2".to_owned(),
            Reason::Pair => "a pair 2".to_owned(),
            Reason::PairRoyal => "a pair royal 6".to_owned(),
            Reason::DoublePairRoyal => "a double pair royal 12".to_owned(),
            Reason::Run(n) => format!("a run of {n}"),
            Reason::Go => "1 for the go".to_owned(),
            Reason::LastCard => "1 for last card".to_owned(),
        }
    }
}

/// One turn of the play: a card or a go, who played it, and what it pegged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// The seat from the dealer's left (0) round to the dealer.
    pub seat: usize,
    /// The side the seat plays for (at four-hand, two seats a side).
    pub side: usize,
    /// None for a go.
    #[serde(serialize_with = "card_text")]
    pub card: Option<Card>,
    /// The count after the card (before a go closes it).
    pub count: u32,
    /// What this turn pegged; the go or last card may fall to another seat's card (the last
    /// one to play), and is then written on that card's turn.
    pub pegged: Vec<Reason>,
    pub points: i64,
}

fn card_text<S: serde::Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
    match card {
        Some(c) => s.serialize_str(&c.to_string()),
        None => s.serialize_str("go"),
    }
}

/// The play so far, or all of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pegging {
    pub turns: Vec<Turn>,
    /// Points pegged by each side.
    pub pegged: Vec<i64>,
    /// The count now (0 when a fresh count is to be led).
    pub count: u32,
    /// Whose turn it is, when the play is not over.
    pub next_seat: Option<usize>,
    pub next_side: Option<usize>,
    /// Every card is played (or, at five-card, the first count closed).
    pub over: bool,
}

impl Pegging {
    /// Each side's points in the order they were pegged: (side, points) a scoring turn.
    pub fn steps(&self) -> impl Iterator<Item = (usize, i64)> + '_ {
        self.turns
            .iter()
            .filter(|t| t.points > 0)
            .map(|t| (t.side, t.points))
    }

    /// The cards each side played.
    pub fn cards_of(&self, side: usize) -> Vec<Card> {
        self.turns
            .iter()
            .filter(|t| t.side == side)
            .filter_map(|t| t.card)
            .collect()
    }
}

/// Reads a play written as a string (`"4H 5S 3D go 6C"`) or a list of single tokens.
pub fn tokens(field: &str, value: &serde_json::Value) -> Result<Vec<String>, LawError> {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
            .collect()
    };
    match value {
        serde_json::Value::String(s) => Ok(words(s)),
        serde_json::Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, item)| match item.as_str().map(words).as_deref() {
                Some([one]) => Ok(one.clone()),
                _ => Err(LawError::new(
                    format!("{field}[{i}]"),
                    "one card (\"5H\") or \"go\"",
                )),
            })
            .collect(),
        _ => Err(LawError::new(
            field,
            "the cards played in order, as \"4H 5S 3D go 6C\"",
        )),
    }
}

/// Pegs a play. `sides` sit round the table with the dealer's side `dealer`; at four-hand each
/// side has two seats, partners opposite. Refuses, naming `field` (or its token
/// `field[i]`), a card twice, a count past thirty-one, a go from a player who then plays a card
/// that would have gone, and more cards from a seat than a hand holds. With `ends`, the tokens
/// are the whole play: at five-card an open count is closed (the last to play pegs the go, the
/// rest cannot play, seed 000 L1251–1258); in the played-out games a card still in hand is
/// refused. Without it the play may stop anywhere (a card-by-card pad, a game pegged out).
pub fn peg(
    code: Code,
    variant: Variant,
    sides: usize,
    dealer: usize,
    field: &str,
    tokens: &[String],
    ends: bool,
) -> Result<Pegging, LawError> {
    let seats = sides * variant.hands_per_side();
    let side_of = |seat: usize| (dealer + 1 + seat) % sides;
    let mut left = vec![variant.hand_size(); seats];
    let mut state = Pegging {
        turns: Vec::new(),
        pegged: vec![0; sides],
        count: 0,
        next_seat: Some(0),
        next_side: Some(side_of(0)),
        over: false,
    };
    // This count's cards (rank, in order), who is out of it by a go, and who played last.
    let mut run: Vec<u8> = Vec::new();
    let mut gone = vec![false; seats];
    let mut last: Option<usize> = None;
    // The counts at which each seat said go: a card he plays later was in his hand then.
    let mut went_at: Vec<Vec<u32>> = vec![Vec::new(); seats];
    let mut seen: Vec<Card> = Vec::new();
    let mut turn = 0usize;

    for (i, token) in tokens.iter().enumerate() {
        let at = format!("{field}[{i}]");
        if state.over {
            return Err(LawError::new(
                at,
                match variant.three_for_last() {
                    true => {
                        "the play is over: at five-card it ends with the first thirty-one or go (seed 000 L1258–1259)"
                    }
                    false => "the play is over: every card is played",
                },
            ));
        }
        let mut pegged = Vec::new();
        if token.eq_ignore_ascii_case("go") {
            if state.count == 0 {
                return Err(LawError::new(
                    at,
                    "a go with nothing played in the count: the leader can always play",
                ));
            }
            gone[turn] = true;
            went_at[turn].push(state.count);
            state.turns.push(Turn {
                seat: turn,
                side: side_of(turn),
                card: None,
                count: state.count,
                pegged: Vec::new(),
                points: 0,
            });
            // At five-card by the 1927 rules "when either … says go, the play stops" (seed
            // 001 L9630–9632): the count closes at once.
            if variant.three_for_last() && code == Code::Rules1927 {
                close(&mut state, last, Reason::Go, &side_of);
                state.over = true;
                continue;
            }
        } else {
            let card = parse_cards(&at, token)?
                .first()
                .copied()
                .ok_or_else(|| LawError::new(&at, "a card or go"))?;
            if seen.contains(&card) {
                return Err(LawError::new(at, format!("{card} is played twice")));
            }
            if left[turn] == 0 {
                return Err(LawError::new(
                    at,
                    format!("this seat has played all its {} cards", variant.hand_size()),
                ));
            }
            let count = state.count + card.pips();
            if count > 31 {
                return Err(LawError::new(
                    at,
                    format!("{card} makes {count}, past thirty-one: the player says go instead"),
                ));
            }
            if let Some(&c) = went_at[turn].iter().find(|&&c| c + card.pips() <= 31) {
                return Err(LawError::new(
                    at,
                    format!(
                        "this player said go at {c} but held {card}, which played within thirty-one"
                    ),
                ));
            }
            seen.push(card);
            left[turn] -= 1;
            state.count = count;
            run.push(card.rank);
            last = Some(turn);
            if count == 15 {
                pegged.push(Reason::Fifteen);
            }
            if count == 31 {
                pegged.push(Reason::ThirtyOne);
            }
            match run.iter().rev().take_while(|&&r| r == card.rank).count() {
                2 => pegged.push(Reason::Pair),
                3 => pegged.push(Reason::PairRoyal),
                4 => pegged.push(Reason::DoublePairRoyal),
                _ => {}
            }
            if let Some(n) = longest_run(&run) {
                pegged.push(Reason::Run(n));
            }
            let points = pegged.iter().map(|r| r.points()).sum();
            state.pegged[side_of(turn)] += points;
            state.turns.push(Turn {
                seat: turn,
                side: side_of(turn),
                card: Some(card),
                count,
                pegged,
                points,
            });
            let all_played = left.iter().all(|&n| n == 0);
            if count == 31 {
                // Thirty-one is 2, "not 2 and 1" for the go or the last card.
                reset(&mut state, &mut run, &mut gone);
                if all_played || variant.three_for_last() {
                    state.over = true;
                    continue;
                }
            } else if all_played {
                close(&mut state, last, Reason::LastCard, &side_of);
                state.over = true;
                continue;
            }
        }
        // Whose turn next: the next seat to the left still in this count with cards; when
        // none is, the count closes with the go to the last to play, and the next with cards
        // after him leads.
        match (1..=seats)
            .map(|k| (turn + k) % seats)
            .find(|&s| !gone[s] && left[s] > 0 && state.count > 0)
        {
            Some(s) => turn = s,
            None => {
                if state.count > 0 {
                    close(&mut state, last, Reason::Go, &side_of);
                    reset(&mut state, &mut run, &mut gone);
                    if variant.three_for_last() {
                        state.over = true;
                        continue;
                    }
                }
                let from = last.unwrap_or(turn);
                match (1..=seats)
                    .map(|k| (from + k) % seats)
                    .find(|&s| left[s] > 0)
                {
                    Some(s) => turn = s,
                    None => state.over = true,
                }
            }
        }
    }
    if ends && !state.over {
        if variant.three_for_last() {
            close(&mut state, last, Reason::Go, &side_of);
            state.over = true;
        } else {
            let held: Vec<String> = (0..seats)
                .filter(|&s| left[s] > 0)
                .map(|s| format!("{} held by {}", left[s], seat_words(s, seats)))
                .collect();
            return Err(LawError::new(
                field,
                format!(
                    "the play stops with cards unplayed ({}): enter every card to the last, or type the points",
                    held.join(", ")
                ),
            ));
        }
    }
    if state.over {
        state.next_seat = None;
        state.next_side = None;
        state.count = 0;
    } else {
        state.next_seat = Some(turn);
        state.next_side = Some(side_of(turn));
    }
    Ok(state)
}

/// The count closes without thirty-one: the last to play pegs one, written on his last card.
fn close(
    state: &mut Pegging,
    last: Option<usize>,
    reason: Reason,
    side_of: &dyn Fn(usize) -> usize,
) {
    let Some(seat) = last else { return };
    if let Some(turn) = state
        .turns
        .iter_mut()
        .rev()
        .find(|t| t.seat == seat && t.card.is_some())
    {
        turn.pegged.push(reason);
        turn.points += 1;
    }
    state.pegged[side_of(seat)] += 1;
    state.count = 0;
}

fn reset(state: &mut Pegging, run: &mut Vec<u8>, gone: &mut [bool]) {
    state.count = 0;
    run.clear();
    gone.iter_mut().for_each(|g| *g = false);
}

/// The longest run the last cards of the count make: the last n cards are n different ranks
/// in an unbroken sequence, for the largest n of three or more.
fn longest_run(ranks: &[u8]) -> Option<u32> {
    (3..=ranks.len()).rev().find_map(|n| {
        let tail = &ranks[ranks.len() - n..];
        let (lo, hi) = (tail.iter().min()?, tail.iter().max()?);
        let mut sorted = tail.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        (sorted.len() == n && usize::from(hi - lo) == n - 1).then_some(n as u32)
    })
}

/// A seat in words, from the dealer's left round to the dealer.
pub fn seat_words(seat: usize, seats: usize) -> &'static str {
    match (seat, seats) {
        (s, n) if s + 1 == n => "the dealer",
        (0, _) => "the player on the dealer's left",
        (1, 4) => "the dealer's partner",
        _ => "the dealer's right-hand player",
    }
}
