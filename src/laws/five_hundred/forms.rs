//! The forms of five hundred as a table seats them: who scores with whom (each for himself, fixed
//! partners, or the five-hand game's partners of the deal), whether the dealer sits out, and the
//! card points in the pack the form plays with.

use super::settings::{Form, Settings, SixHand};
use crate::laws::LawError;

/// How the players of a table make the units that score: each player for himself, fixed
/// partnerships, or the five-hand game's partners of the deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub form: Form,
    pub players: usize,
    /// For each player, the side (unit) he scores with; players of one side score alike.
    pub side_of: Vec<usize>,
    pub sides: usize,
    /// Four without partners: the dealer of each deal takes no cards.
    pub dealer_sits_out: bool,
    /// Five-hand: the bidder takes partners each deal, the others play as one side.
    pub called: bool,
    /// The card points in the pack (seed 001 L7361–7364).
    pub card_point_total: i64,
}

impl Layout {
    /// The layout for `players` columns under `settings`, or why it cannot be.
    pub fn of(settings: &Settings, players: usize, field: &str) -> Result<Layout, LawError> {
        let form = match (settings.form, players) {
            (Form::ByCount, 2) => Form::TwoHand,
            (Form::ByCount, 3) => Form::ThreeHand,
            (Form::ByCount, 4) => Form::Partners,
            (Form::ByCount, 5) => Form::FiveHand,
            (Form::ByCount, 6) => Form::SixHand,
            (Form::ByCount, n) => {
                return Err(LawError::new(
                    field,
                    format!("{n} players; five hundred is for two to six"),
                ));
            }
            (f, _) => f,
        };
        let wrong = |want: &str| {
            Err(LawError::new(
                field,
                format!("{players} names; this form of five hundred is for {want}"),
            ))
        };
        let individual = |n: usize, total: i64| Layout {
            form,
            players: n,
            side_of: (0..n).collect(),
            sides: n,
            dealer_sits_out: false,
            called: false,
            card_point_total: total,
        };
        Ok(match form {
            Form::TwoHand if players == 2 => individual(2, 200),
            Form::ThreeHand if players == 3 => individual(3, 260),
            // Two names are the two sides, entered as sides; four are the players, 1 and 3
            // against 2 and 4 (seed 001 L7373–7374).
            Form::Partners if players == 2 => individual(2, 320),
            Form::Partners if players == 4 => Layout {
                side_of: vec![0, 1, 0, 1],
                sides: 2,
                ..individual(4, 320)
            },
            Form::WithoutPartners if players == 4 => Layout {
                dealer_sits_out: true,
                ..individual(4, 260)
            },
            Form::FiveHand if players == 5 => Layout {
                called: true,
                ..individual(5, 340)
            },
            // Six as sides: two sides, or three pairs; as players, seated in turn.
            Form::SixHand if players == 2 || players == 3 => individual(players, 432),
            Form::SixHand if players == 6 => {
                let (side_of, sides) = match settings.six_hand {
                    SixHand::TwoSides => (vec![0, 1, 0, 1, 0, 1], 2),
                    SixHand::ThreePairs => (vec![0, 1, 2, 0, 1, 2], 3),
                };
                Layout {
                    side_of,
                    sides,
                    ..individual(6, 432)
                }
            }
            Form::TwoHand => return wrong("two players"),
            Form::ThreeHand => return wrong("three players"),
            Form::Partners => return wrong("four players (or their two sides)"),
            Form::WithoutPartners => return wrong("four players"),
            Form::FiveHand => return wrong("five players"),
            Form::SixHand => return wrong("six players (or their sides)"),
            Form::ByCount => unreachable!("resolved above"),
        })
    }

    /// The players of `side`.
    pub fn members(&self, side: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.players).filter(move |&p| self.side_of[p] == side)
    }

    /// Whether the players are grouped into fixed partnerships (credited alike).
    pub fn fixed_partners(&self) -> bool {
        self.sides < self.players
    }
}
