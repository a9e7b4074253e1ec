//! Three-hand euchre (seed 001 L6084–6091; seed 000 L2446–2456): each plays for himself, the
//! other two combining against the maker. The maker scores 1 for three or four tricks and 3 for
//! a march (1927; 2 by the 1909 book); euchred, each adversary scores 2, or by the "set back"
//! method of 1909 the maker loses 2 instead, and may go below love.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{
    OutTogether, Race, Scored, check_game, check_side, check_tricks, keep, scored_in_turn,
};

pub const LAW: Law = Law {
    id: "euchre-three-hand",
    name: "Euchre, three-hand: each for himself, two against the maker",
    sources: "seed 001 L6084–6091; seed 000 L2446–2456",
    doc: "docs/laws/euchre-three-hand.md",
    settings: &[
        Setting {
            name: "game",
            values: &["5", "7", "10"],
            default: "5",
            about: "\"the same as the four-hand game\" (seed 001 L6086): 5, 7 or 10 as agreed (L5949); five in the 1909 book (seed 000 L2410)",
        },
        Setting {
            name: "march",
            values: &["3", "2"],
            default: "3",
            about: "the maker's march: 3 points (seed 001 L6088–6089) or, by the 1909 book, the same as the two- and four-hand games, 2 (seed 000 L2447–2448)",
        },
        Setting {
            name: "euchre",
            values: &["\"each_adversary\"", "\"set_back\""],
            default: "\"each_adversary\"",
            about: "a euchre scores 2 to each adversary (seed 001 L6089–6090; seed 000 L2448–2449), or by the \"set back\" method the 2 are deducted from the euchred player, who may go below love (seed 000 L2451–2456)",
        },
        Setting {
            name: "out_together",
            values: &["\"elder\"", "\"highest\""],
            default: "\"elder\"",
            about: "when a euchre carries both adversaries out, \"the elder hand is the winner\" (seed 000 L2449–2450) [AMBIG: read as the elder of the two]; or the higher score wins, the elder on equal scores",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 3,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub(super) const DEAL: &[Field] = &[
    Field {
        name: "maker",
        label: "Player who made the trump",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who ordered up, took up or made the trump; leave it blank for a revoke",
    },
    Field {
        name: "tricks",
        label: "Tricks the maker took",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: false,
        optional: true,
        help: "three or four win the point, all five a march, fewer than three are a euchre",
    },
    Field {
        name: "revoke",
        label: "Player who revoked",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "a revoke proved: the hand is abandoned",
    },
    Field {
        name: "dealer",
        label: "Dealer, if not the next in turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the first player listed deals first and the deal passes to the left; it matters when a euchre carries both adversaries out, since the elder hand wins",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Euchre {
    #[default]
    EachAdversary,
    SetBack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub game: i64,
    pub march: i64,
    pub euchre: Euchre,
    pub out_together: OutTogether,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 5,
            march: 3,
            euchre: Euchre::EachAdversary,
            out_together: OutTogether::Elder,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Deal {
    maker: Option<usize>,
    tricks: Option<i64>,
    revoke: Option<usize>,
    dealer: Option<usize>,
}

/// One deal, each of the `names.len()` players for himself and all the others against the maker
/// (the same count serves the play-off and blind euchre: `play_off`).
fn score_deal(i: usize, d: &Deal, s: &Settings, names: &[String]) -> Result<Scored, LawError> {
    let at = |f: &str| format!("deals[{i}].{f}");
    let name = |k: usize| names.get(k).map_or("?", String::as_str);
    let n = names.len();
    let mut points = vec![0i64; n];
    let (first, label, note);
    if let Some(r) = d.revoke {
        let r = check_side(&at("revoke"), r, n)?;
        if d.tricks.is_some() {
            return Err(LawError::new(
                at("tricks"),
                "the hand is abandoned when a revoke is proved (seed 001 L5904–5905)",
            ));
        }
        match s.euchre {
            Euchre::EachAdversary => (0..n).filter(|&k| k != r).for_each(|k| points[k] = 2),
            Euchre::SetBack => points[r] = -2,
        }
        first = None;
        label = "revoke";
        note = format!("{} revoked, the hand abandoned", name(r));
    } else {
        let maker = d.maker.ok_or_else(|| {
            LawError::new(
                at("maker"),
                "required: the player who made the trump (or a revoke)",
            )
        })?;
        let maker = check_side(&at("maker"), maker, n)?;
        let tricks = d
            .tricks
            .ok_or_else(|| LawError::new(at("tricks"), "required: the tricks the maker took"))?;
        let tricks = check_tricks(&at("tricks"), tricks, 5, "five")?;
        first = Some(maker);
        (label, note) = match tricks {
            5 => {
                points[maker] = s.march;
                ("march", format!("{} made a march", name(maker)))
            }
            3 | 4 => {
                points[maker] = 1;
                (
                    "the point",
                    format!("{} made the point, {tricks} tricks", name(maker)),
                )
            }
            _ => {
                match s.euchre {
                    Euchre::EachAdversary => {
                        (0..n).filter(|&k| k != maker).for_each(|k| points[k] = 2)
                    }
                    Euchre::SetBack => points[maker] = -2,
                }
                (
                    "euchre",
                    format!("{} euchred, {tricks} tricks", name(maker)),
                )
            }
        };
    }
    Ok(Scored {
        items: super::items_of(&points, label),
        points,
        note,
        dealer: None,
        first,
    })
}

fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    play_n(input, 3, "three players", &[5, 7, 10])
}

/// The deals of `n` players each for himself, with the games the law allows.
pub(super) fn play_n(
    input: &PadInput,
    n: usize,
    whom: &str,
    games: &[i64],
) -> Result<(Settings, Vec<Scored>), LawError> {
    super::check_sides(input, n..=n, whom)?;
    let settings: Settings = input.settings()?;
    check_game(settings.game, games)?;
    if ![2, 3].contains(&settings.march) {
        return Err(LawError::new(
            "settings.march",
            format!("{} is not 2 or 3", settings.march),
        ));
    }
    let deals: Vec<Deal> = input.deals()?;
    let scored = scored_in_turn(
        &deals,
        n,
        |d| d.dealer,
        |i, d| score_deal(i, d, &settings, &input.sides),
    )?;
    Ok((settings, scored))
}

pub(super) fn notes(s: &Settings) -> Vec<String> {
    vec![format!(
        "Game {}, the march {}; {}.",
        s.game,
        s.march,
        match s.euchre {
            Euchre::EachAdversary => "a euchre scores 2 to each adversary",
            Euchre::SetBack => "a euchre sets the maker back 2",
        }
    )]
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (s, scored) = play(input)?;
    Ok(keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s),
    )
    .pad)
}

/// `hoyle score euchre-three-hand`: `players` (the first deals first), deals of `maker`,
/// `tricks` (or `revoke`), and `dealer` when the deal did not pass in turn.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = super::read_input(input, &["A", "B", "C"])?;
    let (s, scored) = play(&input)?;
    let kept = keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s),
    );
    super::output(s, scored, kept)
}
