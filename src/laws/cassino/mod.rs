//! Cassino: the 1927 forms (cassino, royal, royal draw, royal with the sixty-card pack, spade
//! cassino) and the round-games book's cassino, which scores the difference (the `code`
//! setting "1884").
//!
//! A deal's points are written one at a time in the book's count-out order on the all-fours
//! engine (`all_fours::Games`), so when two sides reach game on one deal the first to get there
//! in that order wins: "Cards, spades, Big Cassino, Little Cassino, aces and sweeps … the aces
//! … in the order of spades, clubs, hearts and diamonds" (seed 001 L11489–11493). Spade cassino
//! pegs its points as they are made and counts only the cards at the end (L11533–11535).
//! A deal is entered as counts, or as the cards each side took (`count::read` counts them).
//!
//! Sources: seed 001 L11334–11535 (rules-1927-c.md §2.4); seed 003 L5009–5168
//! (whist-1884-and-round-games.md §2.15).

pub mod count;
mod out;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::all_fours::{Award, Games, Out, Point, Seating};
use super::pad::{Asks, Field, FieldKind, Pad, PadInput, Sides};
use super::registry::{self, Law, Setting, Table};
use count::{Deal, Taken};
use out::{Group, all_awards, count_out, deal_game, higher_past, items, round_games};

/// Which game of the family: the 1927 book's forms (seed 001 L11334–11535).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    #[default]
    Cassino,
    /// Courts 11, 12, 13, aces 1 or 14 in building; "Count as in Cassino" (L11494–11501).
    Royal,
    /// Royal cassino drawing a card after each play (L11509–11522); counts the same.
    RoyalDraw,
    /// Royal cassino with the sixty-card pack (elevens and twelves, L11502–11508): 60 cards,
    /// 15 of a suit.
    RoyalSixty,
    /// Every spade a point, 61 up, pegged as made (L11524–11535).
    Spade,
}

/// Which book: the 1927 rules, or the round-games book (seed 003), which scores only the
/// difference between the sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum Code {
    #[default]
    #[serde(rename = "1927")]
    Rules1927,
    #[serde(rename = "1884")]
    RoundGames,
}

/// The round-games book's scoring for three or four playing each for himself (seed 003
/// L5016–5030, L5148–5156).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Independent {
    /// "each scores his individual points".
    #[default]
    Each,
    /// "the lowest scorer shall not reckon anything, while the number of his points is deducted
    /// from those of each of the others".
    LowestDeducted,
    /// Three players: "the two lowest shall add their points together, and subtract them from
    /// the highest".
    TwoLowest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    pub code: Code,
    /// Points for game; none: the form's own (21, spade cassino 61).
    pub game: Option<i64>,
    /// "Each deal is a game in itself and the majority of the 11 points wins" (L11486–11488).
    pub each_deal_a_game: bool,
    /// Spade cassino: the most spades scores its point too (a later rule; the book drops it).
    pub spades_majority: bool,
    pub independent: Independent,
}

impl Settings {
    pub fn target(&self) -> i64 {
        self.game
            .unwrap_or(if self.form == Form::Spade { 61 } else { 21 })
    }
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "form",
        values: &[
            "\"cassino\"",
            "\"royal\"",
            "\"royal_draw\"",
            "\"royal_sixty\"",
            "\"spade\"",
        ],
        default: "\"cassino\"",
        about: "the game of the family (seed 001 L11334–11535): cassino; royal (courts 11–13, L11494–11501) and royal draw (L11509–11522), counted as cassino; royal with the sixty-card pack (L11502–11508); spade cassino, every spade a point and 61 up (L11524–11535)",
    },
    Setting {
        name: "code",
        values: &["\"1927\"", "\"1884\""],
        default: "\"1927\"",
        about: "\"1927\": each side scores its own points (seed 001 L11380–11401); \"1884\": the round-games book, where \"the lesser number of points is taken from the greater, and the difference only is scored by the winner\" (seed 003 L5014–5016, L5125–5132)",
    },
    Setting {
        name: "game",
        values: &["null", "11", "21", "61"],
        default: "null",
        about: "points for game: null is the form's own, 21 (seed 001 L11488) or 61 at spade cassino (L11530); the round-games book names none ([GAP], seed 003 L5125), so 21 there too",
    },
    Setting {
        name: "each_deal_a_game",
        values: &["false", "true"],
        default: "false",
        about: "\"Each deal is a game in itself and the majority of the 11 points wins, but the sweeps may make it a tie\" (seed 001 L11486–11488): the other way to settle",
    },
    Setting {
        name: "spades_majority",
        values: &["false", "true"],
        default: "false",
        about: "spade cassino: the book counts every spade and says \"the only thing which remains to be counted at end of play … is cards\" (seed 001 L11533–11535), dropping the point for most spades ([AMBIG], rules-1927-c §2.4); true keeps it, as later rules do",
    },
    Setting {
        name: "independent",
        values: &["\"each\"", "\"lowest_deducted\"", "\"two_lowest\""],
        default: "\"each\"",
        about: "the round-games book with three or four each for himself (seed 003 L5016–5030, L5148–5156): each scores his own points; or the lowest scores nothing and his points are taken from each other's; or (three players) the two lowest together are taken from the highest",
    },
];

pub const CASSINO: Law = Law {
    id: "cassino",
    name: "Cassino: cards, spades, the cassinos, aces and sweeps",
    sources: "seed 001 L11334–11535; seed 003 L5009–5168",
    doc: "docs/laws/cassino.md",
    settings: SETTINGS,
    score: score_json,
    table: Some(table(Sides {
        min: 2,
        max: 4,
        players_per_side: 1,
    })),
};

/// Four as two partnerships, each side counting what its two took (seed 001 L11337; seed 003
/// L5011–5016).
pub const CASSINO_PARTNERS: Law = Law {
    id: "cassino-partners",
    name: "Cassino, four as partners",
    table: Some(table(Sides::TWO_PARTNERSHIPS)),
    ..CASSINO
};

pub const LAWS: &[Law] = &[CASSINO, CASSINO_PARTNERS];

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
        name: "cards",
        label: "How many cards did each side take in?",
        kind: FieldKind::Number { min: 0, max: 60 },
        per_side: true,
        optional: true,
        help: "52 between you (60 with the sixty-card pack); leave blank if you write the cards taken below",
    },
    Field {
        name: "spades",
        label: "How many spades did each side take in?",
        kind: FieldKind::Number { min: 0, max: 15 },
        per_side: true,
        optional: true,
        help: "13 between you",
    },
    Field {
        name: "big_cassino",
        label: "Who took Big Cassino, the ten of diamonds?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "little_cassino",
        label: "Who took Little Cassino, the two of spades?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "aces",
        label: "How many aces did each side take in?",
        kind: FieldKind::Number { min: 0, max: 4 },
        per_side: true,
        optional: true,
        help: "4 between you",
    },
    Field {
        name: "sweeps",
        label: "How many sweeps did each side make?",
        kind: FieldKind::Number { min: 0, max: 30 },
        per_side: true,
        optional: true,
        help: "taking the last cards when the pack is out is no sweep unless they are taken by a true combination",
    },
    Field {
        name: "jack_of_spades",
        label: "Who took the jack of spades?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "spade cassino: one point more as jack",
    },
    Field {
        name: "out_first",
        label: "If both sides pegged the game in play, who got there first?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "spade cassino pegs its points as they are made",
    },
    Field {
        name: "taken",
        label: "Or write the cards each side took in",
        kind: FieldKind::Text { max_len: 240 },
        per_side: true,
        optional: true,
        help: "as 10D 2S AS KH …; one side may be left blank: it took the rest. The counts above are then worked out from the cards",
    },
];

fn check(settings: &Settings, sides: usize) -> Result<(), LawError> {
    if !(2..=4).contains(&sides) {
        return Err(LawError::new(
            "players",
            format!("{sides} players; cassino is for two, three or four (L11337–11338)"),
        ));
    }
    if !(1..=1000).contains(&settings.target()) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not from 1 to 1000", settings.target()),
        ));
    }
    if settings.code == Code::RoundGames && settings.form != Form::Cassino {
        return Err(LawError::new(
            "settings.code",
            "the round-games book (\"1884\") has plain cassino only; its forms are the 1927 book's",
        ));
    }
    Ok(())
}

/// Every deal, with the games they end.
pub fn play(input: &PadInput) -> Result<(Settings, Games), LawError> {
    let settings: Settings = input.settings()?;
    let sides = input.sides.len();
    check(&settings, sides)?;
    let seating = Seating {
        players: sides,
        partners: false,
    };
    let target = settings.target();
    let mut games = Games::new(seating, target);
    let names = |s: usize| input.sides.get(s).cloned().unwrap_or_default();
    for i in 0..input.deals.len() {
        let deal: Deal = input.deal(i)?;
        let at = |f: &str| format!("deals[{i}].{f}");
        let taken = count::read(&deal, i, sides, settings.form)?;
        if settings.form == Form::Spade && taken.jack_of_spades.is_none() {
            return Err(LawError::new(
                at("jack_of_spades"),
                "needed at spade cassino: the jack of spades counts one more as jack (L11527–11529)",
            ));
        }
        let mut totals = games.before().to_vec();
        let (awards, written, out) = match settings.code {
            Code::Rules1927 => {
                let mut groups = items(&taken, &settings);
                if let Some(Group::Pegged(_, first)) = groups.first_mut() {
                    *first = deal.out_first;
                }
                let every = all_awards(groups.clone());
                match settings.each_deal_a_game {
                    false => {
                        let (written, out) = count_out(&mut totals, groups, target, &at, &names)?;
                        (every, written.len(), out)
                    }
                    true => {
                        let (awards, out) = deal_game(&mut totals, every);
                        (awards, usize::MAX, out)
                    }
                }
            }
            Code::RoundGames => {
                let scored = round_games(&taken, &settings)?;
                let awards: Vec<Award> = (0..sides)
                    .filter(|&s| scored[s] > 0)
                    .map(|s| Award::new(Point::Difference, s, scored[s]))
                    .collect();
                let (awards, out) = match settings.each_deal_a_game {
                    true => deal_game(&mut totals, awards),
                    false => {
                        for a in &awards {
                            totals[a.side] += a.points;
                        }
                        let out = higher_past(&totals, target);
                        (awards, out)
                    }
                };
                (awards, usize::MAX, out)
            }
        };
        let n = written.min(awards.len());
        let note = note(&input.sides, &awards[..n], &taken);
        let drawn = settings.each_deal_a_game && matches!(out, Out::Nobody);
        games.close(&input.sides, i % sides, awards, n, totals, out, note);
        if drawn {
            // A deal that is a game in itself and ends equal is a game drawn: nothing carries.
            games.totals = vec![0; sides];
        }
    }
    Ok((settings, games))
}

/// The deal in words: what each side scored, item by item.
fn note(names: &[String], awards: &[Award], taken: &Taken) -> String {
    let mut parts = Vec::new();
    for (s, name) in names.iter().enumerate() {
        let items: Vec<String> = awards
            .iter()
            .filter(|a| a.side == s)
            .map(|a| format!("{} {}", a.point.label(), a.points))
            .collect();
        let said = match items.is_empty() {
            true => "nothing".to_owned(),
            false => items.join(", "),
        };
        parts.push(format!("{name} ({} cards): {said}", taken.cards[s]));
    }
    parts.join("; ")
}

fn notes(settings: &Settings) -> Vec<String> {
    let form = match settings.form {
        Form::Cassino => "Cassino",
        Form::Royal => "Royal cassino",
        Form::RoyalDraw => "Royal draw cassino",
        Form::RoyalSixty => "Royal cassino with the sixty-card pack",
        Form::Spade => {
            "Spade cassino: every spade a point, pegged as made; the cards counted at the end"
        }
    };
    let mut notes = vec![match settings.each_deal_a_game {
        true => format!("{form}: each deal a game, the majority of its points winning."),
        false => format!(
            "{form}, {} up: the points score out cards, spades, Big Cassino, Little Cassino, aces (spades, clubs, hearts, diamonds), sweeps.",
            settings.target()
        ),
    }];
    if settings.code == Code::RoundGames {
        notes.push(
            "The round-games book's count: the side with more points scores only the difference."
                .to_owned(),
        );
    }
    notes
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, games) = play(input)?;
    let mut pad = games.pad(&input.sides, notes(&settings));
    if settings.form != Form::Spade {
        pad.asks = Asks {
            not_asked: vec!["jack_of_spades", "out_first"],
            ..Asks::default()
        };
    }
    Ok(pad)
}

/// `hoyle score cassino`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let (settings, games) = play(&input)?;
    let pad = games.pad(&input.sides, notes(&settings));
    crate::laws::pretty(&super::all_fours::Output::new(
        settings,
        &input.sides,
        &games,
        pad,
    ))
}
