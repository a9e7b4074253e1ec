//! The board as a player pegs the play card by card at a table: where each side's pegs stood
//! when the deal began, the play so far pegged from its cards, and where the pegs stand now.
//! Nothing is entered until the deal is: this is what the pad's pegging page draws.

use serde::Serialize;

use super::game;
use super::pegging::{self, Pegging};
use super::wire::{FourHandSettings, Rules, ThreeHandSettings, TwoHandSettings, check_sides};
use crate::laws::LawError;
use crate::laws::pad::PadInput;

/// The board mid-play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Board {
    pub dealer: usize,
    pub game: i64,
    /// Each side's score in the game under way when the deal began.
    pub before: Vec<i64>,
    /// Each side's pegs now: before, and the play so far.
    pub now: Vec<i64>,
    pub pegging: Pegging,
    /// Who plays next, in words ("Ann, the player on the dealer's left"); None when over.
    pub next: Option<String>,
    /// The side that has reached the game-hole in the play, if one has: the deal ends there.
    pub out: Option<usize>,
}

/// How a cribbage law draws its board: the law's own settings read.
pub type BoardFn = fn(&PadInput, Option<usize>, &[String]) -> Result<Board, LawError>;

/// The board of the cribbage law `id`, if it is one.
pub fn board_for(id: &str) -> Option<BoardFn> {
    match id {
        "cribbage" => Some(board::<TwoHandSettings>),
        "cribbage-three-hand" => Some(board::<ThreeHandSettings>),
        "cribbage-four-hand" => Some(board::<FourHandSettings>),
        _ => None,
    }
}

/// The board after the deals entered and the play so far (`tokens`, each a card or "go"); the
/// dealer as entered, or the one in turn. A token refused is named `play[i]`.
fn board<S: Rules>(
    input: &PadInput,
    dealer: Option<usize>,
    tokens: &[String],
) -> Result<Board, LawError> {
    let s: S = input.settings()?;
    let settings = s.settings()?;
    check_sides("sides", &input.sides, settings.variant)?;
    let sides = input.sides.len();
    let sitting = game::play(settings, &input.sides, &input.deals)?;
    let dealer = match dealer {
        Some(d) if d < sides => d,
        Some(d) => {
            return Err(LawError::new(
                "dealer",
                format!("{d} is not a side 0..{}", sides - 1),
            ));
        }
        None => sitting.next_dealer,
    };
    let before = match sitting.open {
        true => sitting.scores.clone(),
        false => vec![0; sides],
    };
    let pegging = pegging::peg(
        settings.code,
        settings.variant,
        sides,
        dealer,
        "play",
        tokens,
        false,
    )?;
    let mut now = before.clone();
    let mut out = None;
    for (side, points) in pegging.steps() {
        if out.is_some() {
            break;
        }
        now[side] += points;
        if now[side] >= settings.game {
            out = Some(side);
        }
    }
    let seats = sides * settings.variant.hands_per_side();
    let next = match (out, pegging.next_seat, pegging.next_side) {
        (None, Some(seat), Some(side)) => Some(format!(
            "{}, {}",
            input.sides[side],
            pegging::seat_words(seat, seats)
        )),
        _ => None,
    };
    Ok(Board {
        dealer,
        game: settings.game,
        before,
        now,
        pegging,
        next,
        out,
    })
}
