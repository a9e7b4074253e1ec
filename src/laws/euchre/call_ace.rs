//! Call-ace euchre, four to six players (seed 001 L6153–6188): the maker calls the best card of
//! a suit and its holder is his secret partner; or he has none (he holds it, or says "alone").
//! Each scores for himself: maker and partner 1 each for three tricks, 3 each for a march;
//! euchred, each adversary 2. A lone hand scores 1 for three tricks and for a march a point for
//! each player at the table.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{
    OutTogether, Race, Scored, check_game, check_side, check_tricks, keep, scored_in_turn,
};

pub const LAW: Law = Law {
    id: "call-ace-euchre",
    name: "Call-ace euchre: a secret partner, each scored for himself",
    sources: "seed 001 L6153–6188",
    doc: "docs/laws/call-ace-euchre.md",
    settings: &[
        Setting {
            name: "game",
            values: &["5", "7", "10"],
            default: "5",
            about: "[GAP] the book names no game for call-ace (seed 001 L6153–6188): 5, 7 or 10 as at four-hand euchre (L5949)",
        },
        Setting {
            name: "without_partner",
            values: &["\"lone\"", "\"alone_only\""],
            default: "\"lone\"",
            about: "[INFER] a maker with no partner, whether he said \"alone\" or holds the called card (seed 001 L6174–6180), scores as a lone hand; or only one who said \"alone\" does, and one who holds the called card scores 1 or 3 as with a partner",
        },
        Setting {
            name: "out_together",
            values: &["\"elder\"", "\"highest\""],
            default: "\"elder\"",
            about: "[GAP] the book does not say who wins when several reach game on one deal: the maker counts first, then the others from the dealer's left; or the highest score, then so",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 4,
            max: 6,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

const DEAL: &[Field] = &[
    Field {
        name: "maker",
        label: "Player who made the trump",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who ordered up, took up or made the trump, and called a card",
    },
    Field {
        name: "partner",
        label: "His partner, the holder of the called card",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "blank when the maker held the called card himself or played alone",
    },
    Field {
        name: "alone",
        label: "The maker said \"alone\"",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "a lone march scores a point for each player at the table",
    },
    Field {
        name: "tricks",
        label: "Tricks the maker and his partner took",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: false,
        optional: false,
        help: "three or four win the point, all five a march, fewer than three are a euchre",
    },
    Field {
        name: "dealer",
        label: "Dealer, if not the next in turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the first player listed deals first and the deal passes to the left; it matters only when several go out on one deal",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WithoutPartner {
    #[default]
    Lone,
    AloneOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub game: i64,
    pub without_partner: WithoutPartner,
    pub out_together: OutTogether,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 5,
            without_partner: WithoutPartner::Lone,
            out_together: OutTogether::Elder,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    maker: usize,
    partner: Option<usize>,
    #[serde(default)]
    alone: bool,
    tricks: i64,
    dealer: Option<usize>,
}

fn score_deal(i: usize, d: &Deal, s: &Settings, names: &[String]) -> Result<Scored, LawError> {
    let n = names.len();
    let at = |f: &str| format!("deals[{i}].{f}");
    let name = |k: usize| names.get(k).map_or("?", String::as_str);
    let maker = check_side(&at("maker"), d.maker, n)?;
    let partner = d
        .partner
        .map(|p| check_side(&at("partner"), p, n))
        .transpose()?;
    if partner == Some(maker) {
        return Err(LawError::new(
            at("partner"),
            "the maker holding the called card has no partner: leave it blank (seed 001 L6174–6176)",
        ));
    }
    if d.alone && partner.is_some() {
        return Err(LawError::new(
            at("partner"),
            "a maker who says \"alone\" has no partner (seed 001 L6178–6180)",
        ));
    }
    let tricks = check_tricks(&at("tricks"), d.tricks, 5, "five")?;
    let lone = partner.is_none() && (d.alone || s.without_partner == WithoutPartner::Lone);
    let mut points = vec![0i64; n];
    let (label, what) = match (tricks, lone) {
        (5, true) => {
            points[maker] = n as i64;
            ("lone march", "a lone march, a point for each player")
        }
        (5, false) => {
            points[maker] = 3;
            if let Some(p) = partner {
                points[p] = 3;
            }
            ("march", "a march")
        }
        (3 | 4, _) => {
            points[maker] = 1;
            if let Some(p) = partner {
                points[p] = 1;
            }
            ("the point", "the point")
        }
        _ => {
            (0..n)
                .filter(|&k| k != maker && Some(k) != partner)
                .for_each(|k| points[k] = 2);
            ("euchre", "euchred")
        }
    };
    let with = match (partner, d.alone) {
        (Some(p), _) => format!(" with {}", name(p)),
        (None, true) => " alone".to_owned(),
        (None, false) => ", holding the called card".to_owned(),
    };
    Ok(Scored {
        items: super::items_of(&points, label),
        points,
        note: format!("{} made it{with}, {tricks} tricks: {what}", name(maker)),
        dealer: None,
        first: Some(maker),
    })
}

fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    super::check_sides(input, 4..=6, "four, five or six players")?;
    let settings: Settings = input.settings()?;
    check_game(settings.game, &[5, 7, 10])?;
    let deals: Vec<Deal> = input.deals()?;
    let n = input.sides.len();
    let scored = scored_in_turn(
        &deals,
        n,
        |d| d.dealer,
        |i, d| score_deal(i, d, &settings, &input.sides),
    )?;
    Ok((settings, scored))
}

fn notes(s: &Settings, n: usize) -> Vec<String> {
    vec![format!(
        "{n} players, game {}: a lone march scores {n}.",
        s.game
    )]
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (s, scored) = play(input)?;
    Ok(keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s, input.sides.len()),
    )
    .pad)
}

/// `hoyle score call-ace-euchre`: `players` (four to six, the first dealing first) and deals of
/// `maker`, `partner` (absent when he had none), `alone` and `tricks`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = super::read_input(input, &["A", "B", "C", "D"])?;
    let (s, scored) = play(&input)?;
    let kept = keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s, input.sides.len()),
    );
    super::output(s, scored, kept)
}
