//! Two-ten-jack (seed 001 L12164–12346): the two, ten and jack of hearts 10 each and the ace,
//! king and queen 5 count for the player winning them, the jack, ace, king and queen of diamonds
//! and of clubs 1 each; the same spades count against him. "At the end of each hand each player
//! totals separately his plus and minus points, and deducts the lesser total from the greater"
//! (L12317–12321). 100 is game (L12323). Two or three players alone, four as partners.
//!
//! Every card is played out of hand and talon (L12194–12196), so a deal's plus points are always
//! 53 and its minus points 45 between the players; the law checks both sums.

use serde::{Deserialize, Serialize};

use super::{Award, Games, Out, Point, Seating};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Pad, PadInput, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

/// Hearts 10 + 10 + 10 + 5 + 5 + 5, and four 1s in each of diamonds and clubs.
pub const PLUS_IN_THE_PACK: i64 = 53;
/// The spades that count against their taker, as hearts count for him.
pub const MINUS_IN_THE_PACK: i64 = 45;
const GAME: i64 = 100;

pub const TWO_TEN_JACK: Law = Law {
    id: "two-ten-jack",
    name: "Two-ten-jack: hearts for, spades against, 100 up",
    sources: "seed 001 L12164–12346",
    doc: "docs/laws/two-ten-jack.md",
    settings: &[Setting {
        name: "both_out",
        values: &["\"higher\"", "\"play_on\""],
        default: "\"higher\"",
        about: "what happens when two players pass 100 on one deal is not stated (rules-1927-c §2.5 [AMBIG]): \"higher\" gives the game to the higher total (equal totals play on); \"play_on\" plays on until a deal ends with one player alone at 100 or more",
    }],
    score: score_json,
    table: Some(table(Sides::TWO_PLAYERS)),
};

/// Three hands each for himself (51 cards, L12327–12333), or four as two partnerships
/// (L12337–12343), whose table's two sides score as two players would: each a law of its own, as
/// a table seats a fixed number.
pub const TWO_TEN_JACK_THREE_HAND: Law = Law {
    id: "two-ten-jack-three-hand",
    name: "Two-ten-jack, three hands",
    table: Some(table(Sides {
        min: 3,
        max: 3,
        players_per_side: 1,
    })),
    ..TWO_TEN_JACK
};

pub const TWO_TEN_JACK_FOUR_HAND: Law = Law {
    id: "two-ten-jack-four-hand",
    name: "Two-ten-jack, four hands as partners",
    table: Some(table(Sides::TWO_PARTNERSHIPS)),
    ..TWO_TEN_JACK
};

const fn table(sides: Sides) -> Table {
    Table {
        sides,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }
}

pub const DEAL: &[Field] = &[
    Field {
        name: "plus",
        label: "Points taken in hearts, diamonds and clubs",
        kind: FieldKind::Number {
            min: 0,
            max: PLUS_IN_THE_PACK,
        },
        per_side: true,
        optional: false,
        help: "two, ten, jack of hearts 10 each; ace, king, queen of hearts 5; jack, ace, king, queen of diamonds and clubs 1: 53 between you",
    },
    Field {
        name: "minus",
        label: "Points taken in spades",
        kind: FieldKind::Number {
            min: 0,
            max: MINUS_IN_THE_PACK,
        },
        per_side: true,
        optional: false,
        help: "two, ten, jack of spades 10 each, ace, king, queen 5, counted against the taker: 45 between you",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BothOut {
    #[default]
    Higher,
    PlayOn,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub both_out: BothOut,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub plus: Vec<i64>,
    pub minus: Vec<i64>,
}

/// What one deal scores for each player (partners alike): plus less minus, checked against the
/// pack. Pure, for a party tally.
pub fn hand_points(
    players: usize,
    deal: &Deal,
    at: &dyn Fn(&str) -> String,
) -> Result<Vec<i64>, LawError> {
    let seating = seating(players)?;
    for (field, values, total) in [
        ("plus", &deal.plus, PLUS_IN_THE_PACK),
        ("minus", &deal.minus, MINUS_IN_THE_PACK),
    ] {
        if values.len() != players {
            return Err(LawError::new(
                at(field),
                format!(
                    "{} values; one for each of the {players} players",
                    values.len()
                ),
            ));
        }
        for (p, &v) in values.iter().enumerate() {
            if !(0..=total).contains(&v) {
                return Err(LawError::new(
                    format!("{}[{p}]", at(field)),
                    format!("{v} is not from 0 to {total}"),
                ));
            }
            // The minus cards are tens and fives only.
            if field == "minus" && v % 5 != 0 {
                return Err(LawError::new(
                    format!("{}[{p}]", at(field)),
                    format!(
                        "{v}: the spades count 10 or 5 each, so a minus total is a multiple of 5"
                    ),
                ));
            }
        }
        let sum: i64 = values.iter().sum();
        if sum != total {
            return Err(LawError::new(
                at(field),
                format!("{sum} in all; every card is played, so the deal holds {total}"),
            ));
        }
    }
    let mut per_side = vec![0; seating.sides()];
    for p in 0..players {
        per_side[seating.side_of(p)] += deal.plus[p] - deal.minus[p];
    }
    Ok(seating.per_player(&per_side))
}

fn seating(players: usize) -> Result<Seating, LawError> {
    if !(2..=4).contains(&players) {
        return Err(LawError::new(
            "players",
            format!("{players} players; two-ten-jack is for two or three, or four as partners"),
        ));
    }
    Ok(Seating {
        players,
        partners: players == 4,
    })
}

/// Every deal, with the games they end: the totals are looked at when the deal is over.
pub fn play(input: &PadInput) -> Result<(Settings, Games), LawError> {
    let seating = seating(input.sides.len())?;
    let settings: Settings = input.settings()?;
    let deals: Vec<Deal> = input.deals()?;
    let mut games = Games::new(seating, GAME);
    for (i, deal) in deals.iter().enumerate() {
        let at = |field: &str| format!("deals[{i}].{field}");
        let points = hand_points(seating.players, deal, &at)?;
        let awards: Vec<Award> = (0..seating.sides())
            .map(|s| {
                let p = (0..seating.players)
                    .find(|&p| seating.side_of(p) == s)
                    .unwrap_or(0);
                Award::new(Point::Cards, s, points[p])
            })
            .collect();
        let mut totals = games.before().to_vec();
        for a in &awards {
            totals[a.side] += a.points;
        }
        let out = decide(&totals, settings.both_out);
        let note = awards
            .iter()
            .map(|a| format!("{} {:+}", seating.side_name(&input.sides, a.side), a.points))
            .collect::<Vec<_>>()
            .join(", ");
        let n = awards.len();
        games.close(
            &input.sides,
            i % seating.players,
            awards,
            n,
            totals,
            out,
            note,
        );
    }
    Ok((settings, games))
}

/// Who wins when the deal is over: one side at 100 or more, or the higher of several.
pub(super) fn decide(totals: &[i64], both_out: BothOut) -> Out {
    let out: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] >= GAME).collect();
    match out.as_slice() {
        [] => Out::Nobody,
        [one] => Out::Outright(
            *one,
            format!(
                "past 100 when the deal was over (L12323), with {}",
                totals[*one]
            ),
        ),
        many if both_out == BothOut::Higher => {
            let best = many.iter().map(|&s| totals[s]).max().unwrap_or(GAME);
            let top: Vec<usize> = many
                .iter()
                .copied()
                .filter(|&s| totals[s] == best)
                .collect();
            match top.as_slice() {
                [one] => Out::Outright(
                    *one,
                    format!("the higher of two past 100 on one deal, with {best}"),
                ),
                _ => Out::Nobody,
            }
        }
        _ => Out::Nobody,
    }
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (_, games) = play(input)?;
    Ok(games.pad(&input.sides, notes(games.seating)))
}

fn notes(seating: Seating) -> Vec<String> {
    let mut notes = vec![
        "Two-ten-jack, 100 up: each deal scores plus less minus (L12317–12323); below nought is in the hole.".to_owned(),
    ];
    if seating.partners {
        notes.push("Four hands: partners score alike.".to_owned());
    }
    notes
}

/// `hoyle score two-ten-jack`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let (settings, games) = play(&input)?;
    let pad = games.pad(&input.sides, notes(games.seating));
    crate::laws::pretty(&super::Output::new(settings, &input.sides, &games, pad))
}
