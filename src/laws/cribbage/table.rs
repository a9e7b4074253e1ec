//! Cribbage kept at a table: the fields a deal is entered with and the pad the web app draws.
//! The arithmetic is [`super::game`]'s; this only lays it out.

use super::game;
use super::wire::{FourHandSettings, Rules, ThreeHandSettings, TwoHandSettings, check_sides};
use super::{Code, MAX_POINTS};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement};

const POINTS: FieldKind = FieldKind::Number {
    min: 0,
    max: MAX_POINTS,
};
const CARDS: FieldKind = FieldKind::Text { max_len: 60 };

/// The label of the running score written under each deal's items on the pad.
pub use crate::laws::pad::RUNNING;

/// A deal: the dealer, then either the totals or the parts; hands and crib as numbers or cards.
pub const DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Dealer",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who dealt: the crib is his, and the show begins on his left; left empty, the deal goes in turn to the left, and the loser of a game deals the next",
    },
    Field {
        name: "total",
        label: "Total",
        kind: POINTS,
        per_side: true,
        optional: true,
        help: "the deal's points, when not entered in parts (three for last is added by the law)",
    },
    Field {
        name: "pegging",
        label: "Play",
        kind: POINTS,
        per_side: true,
        optional: true,
        help: "points pegged in the play: fifteens, pairs, runs, go, 31, last card; a side that pegs out in the play needs no hands or crib",
    },
    Field {
        name: "play",
        label: "Cards played",
        kind: FieldKind::Text { max_len: 200 },
        per_side: false,
        optional: true,
        help: "the play card by card from the dealer's left, with \"go\" for a player who cannot play: \"4H 5S 3D 3C 3S 7D go 6C 9H\"; the law pegs it (leave the play's points blank, or they must agree)",
    },
    Field {
        name: "hand",
        label: "Hand",
        kind: POINTS,
        per_side: true,
        optional: true,
        help: "the hand's count with the start (or enter its cards)",
    },
    Field {
        name: "hand_cards",
        label: "Hand cards",
        kind: CARDS,
        per_side: true,
        optional: true,
        help: "the cards kept, without the start: \"5H 5D 5C JS\"; partners' hands split by \"/\"",
    },
    Field {
        name: "crib",
        label: "Crib",
        kind: FieldKind::Number { min: 0, max: 29 },
        per_side: false,
        optional: true,
        help: "the crib's count with the start (or enter its cards)",
    },
    Field {
        name: "crib_cards",
        label: "Crib cards",
        kind: CARDS,
        per_side: false,
        optional: true,
        help: "the four cards of the crib, without the start",
    },
    Field {
        name: "starter",
        label: "Start",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "the card turned up: \"5S\"; needed with cards, and a knave gives his heels",
    },
    Field {
        name: "heels",
        label: "His heels",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the start was a knave (two to the dealer); read from the start when it is entered",
    },
    Field {
        name: "penalty",
        label: "Penalty marked",
        kind: FieldKind::Choice {
            choices: game::PENALTIES,
        },
        per_side: true,
        optional: true,
        help: "two points a side marks at once for the other's error in dealing (the 1927 rules)",
    },
    Field {
        name: "out_first",
        label: "Out first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who reached the game-hole first, when two would in the play (or the totals)",
    },
];

pub fn two_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad::<TwoHandSettings>(input)
}

pub fn three_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad::<ThreeHandSettings>(input)
}

pub fn four_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad::<FourHandSettings>(input)
}

fn pad<S: Rules>(input: &PadInput) -> Result<Pad, LawError> {
    let s: S = input.settings()?;
    let settings = s.settings()?;
    check_sides("sides", &input.sides, settings.variant)?;
    let sitting = game::play(settings, &input.sides, &input.deals)?;
    let sides = input.sides.len();
    let mut pad = Pad {
        open: sitting.open,
        notes: vec![format!(
            "Code {}: game {}, lurched under {}; a lurch pays two games.",
            match settings.code {
                Code::Hoyle1909 => "1909 (Hoyle's Games Modernized)",
                Code::Rules1927 => "1927 (Rules of Card Games)",
            },
            settings.game,
            settings.lurch_line()
        )],
        ..Pad::new(input.sides.clone())
    };
    // Who deals next, in words under the pad: the deal field may be left empty, and the note
    // column that names each deal's dealer is hidden on a phone.
    pad.notes.push(format!(
        "{} deals next, in turn.",
        input.sides[sitting.next_dealer]
    ));
    for (i, deal) in sitting.deals.iter().enumerate() {
        let mut below = vec![Vec::new(); sides];
        for step in &deal.scored {
            below[step.side].push(Item::new(step.points, step.what.label()));
        }
        // The running score under each deal, as the pegs stand (issue 22): what the players
        // check the board against.
        for (side, cell) in below.iter_mut().enumerate() {
            cell.push(Item::new(
                deal.scores.get(side).copied().unwrap_or(0),
                RUNNING,
            ));
        }
        let mut note = format!("{} deals", input.sides[deal.dealer]);
        if let Some(start) = &deal.starter {
            note.push_str(&format!("; start {start}"));
        }
        if !deal.unscored.is_empty() {
            let lost: Vec<String> = deal
                .unscored
                .iter()
                .map(|s| format!("{} {} {}", input.sides[s.side], s.what.label(), s.points))
                .collect();
            note.push_str(&format!("; not scored after game: {}", lost.join(", ")));
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); sides],
            below,
            note,
        });
        if let Some(g) = deal.ended_game {
            let result = &sitting.games[g];
            let scores: Vec<String> = result.scores.iter().map(i64::to_string).collect();
            pad.rows.push(Row::Game {
                winner: result.winner,
                label: format!("game {}", scores.join("–")),
            });
            let lurched: Vec<&str> = result
                .lurched
                .iter()
                .enumerate()
                .filter(|&(_, &l)| l)
                .map(|(side, _)| input.sides[side].as_str())
                .collect();
            let label = if lurched.is_empty() {
                "game".to_owned()
            } else if sides == 2 {
                "lurch".to_owned()
            } else {
                format!("game; lurched: {}", lurched.join(", "))
            };
            pad.settle(Settlement {
                winner: Some(result.winner),
                value: result.value,
                amounts: result.amounts.clone(),
                label,
                lurch: !lurched.is_empty(),
                final_points: result.scores.clone(),
            });
        }
    }
    Ok(pad)
}
