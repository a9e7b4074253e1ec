//! Four-hand euchre, two partnerships (seed 001 L5786–5976; seed 000 L2401–2443): the makers'
//! point, march and euchre, lone hands, revokes, and the variations laps, slams, jambone and
//! jamboree. Two-hand and railroad euchre are kept by the same engine ([`Form`]).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{Race, Scored, Slams, check_game, check_side, check_tricks, keep};

/// The tricks of a hand.
pub const TRICKS: i64 = 5;
/// The most one deal can score: a jamboree (seed 001 L5967–5969, "1(5" read as 16).
pub const JAMBOREE: i64 = 16;

pub const LAW: Law = Law {
    id: "euchre",
    name: "Euchre, four-hand: the point, the march, the euchre and the lone hand",
    sources: "seed 001 L5786–5976; seed 000 L2401–2443",
    doc: "docs/laws/euchre.md",
    settings: SETTINGS,
    score: score_json,
    table: Some(Table {
        sides: Sides::TWO_PARTNERSHIPS,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const GAME: Setting = Setting {
    name: "game",
    values: &["5", "7", "10"],
    default: "5",
    about: "the points that make game: \"5, 7 or 10 points, as agreed\" (seed 001 L5949); \"Five points constitute Game\" (seed 000 L2410)",
};
pub const LAPS: Setting = Setting {
    name: "laps",
    values: &["false", "true"],
    default: "false",
    about: "laps: \"All points scored in excess of those necessary to win game are counted on next game\" (seed 001 L5951–5952), a variation, off unless agreed",
};
pub const SLAMS: Setting = Setting {
    name: "slams",
    values: &["false", "true"],
    default: "false",
    about: "slams: a side \"scores two games, in case 5 points are won before the opponents score 1 point\" (seed 001 L5954–5956), a variation, off unless agreed",
};
pub const SLAMS_BEYOND_FIVE: Setting = Setting {
    name: "slams_beyond_five",
    values: &["true", "false"],
    default: "true",
    about: "[AMBIG] the slam is worded for a game of five (seed 001 L5954–5956): at 7 or 10 a game won before the opponents score is read as a slam too (true), or there are no slams but at five (false)",
};

const SETTINGS: &[Setting] = &[
    GAME,
    LAPS,
    SLAMS,
    SLAMS_BEYOND_FIVE,
    Setting {
        name: "lone_hands",
        values: &["\"new\"", "\"old\""],
        default: "\"new\"",
        about: "who may play alone: \"now usually in vogue in America\", only the player who ordered up, took up or made the trump (new); \"an older rule\" lets the dealer go alone after his partner assisted, or an adversary after his partner ordered up (old) (seed 001 L5882–5888)",
    },
];

const MAKERS: Field = Field {
    name: "makers",
    label: "Side that made the trump",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the side that ordered up, assisted, took up or made the trump; leave it blank for a revoke or a jamboree",
};
const TRICKS_FIELD: Field = Field {
    name: "tricks",
    label: "Tricks the makers took",
    kind: FieldKind::Number { min: 0, max: 5 },
    per_side: false,
    optional: true,
    help: "three or four win the point, all five a march, fewer than three are a euchre",
};
const ALONE: Field = Field {
    name: "alone",
    label: "Played alone",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "one of the makers played a lone hand, his partner's cards face down",
};
const REVOKE: Field = Field {
    name: "revoke",
    label: "Side that revoked",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "a revoke proved: the hand is abandoned and the other side scores 2",
};
const AGAINST_LONE: Field = Field {
    name: "against_lone",
    label: "The revoke was against a lone hand",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "then the lone player scores 4",
};
const JAMBOREE_FIELD: Field = Field {
    name: "jamboree",
    label: "Side that showed a jamboree",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the jamboree variation (seed 001 L5967–5969): the five highest trumps shown in one hand score 16 without play",
};
const FOUL: Field = Field {
    name: "foul",
    label: "Side with a player holding too many or too few cards",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "found after the first trick: that side scores nothing on the hand",
};

pub const DEAL: &[Field] = &[
    MAKERS,
    TRICKS_FIELD,
    ALONE,
    Field {
        name: "alone_by",
        label: "Who played alone",
        kind: FieldKind::Choice {
            choices: &[
                ("maker", "The player who made the trump"),
                ("partner", "His partner (the older rule only)"),
            ],
        },
        per_side: false,
        optional: true,
        help: "under the older rule the dealer may go alone after his partner assisted",
    },
    Field {
        name: "jambone",
        label: "The lone hand was played face up (jambone)",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the jambone variation (seed 001 L5958–5965): 8 for the march",
    },
    REVOKE,
    AGAINST_LONE,
    JAMBOREE_FIELD,
    FOUL,
];

/// The two-hand game's fields: no lone hands.
pub const TWO_HAND_DEAL: &[Field] = &[
    Field {
        label: "Player who made the trump",
        ..MAKERS
    },
    Field {
        label: "Tricks the maker took",
        ..TRICKS_FIELD
    },
    Field {
        label: "Player who revoked",
        help: "a revoke proved: the hand is abandoned and the other player scores 2",
        ..REVOKE
    },
    Field {
        label: "Player who showed a jamboree",
        ..JAMBOREE_FIELD
    },
    Field {
        label: "Player holding too many or too few cards",
        ..FOUL
    },
];

/// Railroad euchre's fields: the four-hand game's, and a second lone hand against the first.
pub const RAILROAD_DEAL: &[Field] = &[
    MAKERS,
    TRICKS_FIELD,
    ALONE,
    Field {
        name: "defender_alone",
        label: "An adversary went alone against the lone hand",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "a lone hand euchred by a second lone hand scores 4 to the adversaries",
    },
    REVOKE,
    AGAINST_LONE,
    JAMBOREE_FIELD,
    FOUL,
];

/// Which game of the family the engine keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Four,
    Two,
    Railroad,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LoneRule {
    /// Only the player responsible for the trump may go alone.
    #[default]
    New,
    /// The dealer after an assist, or an adversary after his partner ordered up.
    Old,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub game: i64,
    pub laps: bool,
    pub slams: bool,
    pub slams_beyond_five: bool,
    pub lone_hands: LoneRule,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 5,
            laps: false,
            slams: false,
            slams_beyond_five: true,
            lone_hands: LoneRule::New,
        }
    }
}

impl Settings {
    pub fn race(&self) -> Race {
        Race {
            target: self.game,
            laps: self.laps,
            slams: match (self.slams, self.slams_beyond_five) {
                (false, _) => Slams::Off,
                (true, true) => Slams::Love,
                (true, false) => Slams::Five,
            },
            out_together: super::OutTogether::Elder,
            chips: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AloneBy {
    Maker,
    Partner,
}

/// One hand as entered: the makers and their tricks, or a revoke (the hand abandoned), or a
/// jamboree shown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub makers: Option<usize>,
    #[serde(default)]
    pub alone: bool,
    pub alone_by: Option<AloneBy>,
    pub tricks: Option<i64>,
    #[serde(default)]
    pub jambone: bool,
    #[serde(default)]
    pub defender_alone: bool,
    pub revoke: Option<usize>,
    #[serde(default)]
    pub against_lone: bool,
    pub jamboree: Option<usize>,
    pub foul: Option<usize>,
}

/// One hand scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub points: [i64; 2],
    /// What it is called on the pad ("march", "euchre").
    pub label: &'static str,
    pub note: String,
}

/// Scores one hand of four-hand euchre by itself, for a party's tally: each side's points.
/// Pure; a refusal names the field under `deal.` (`deal.tricks: 6 is more than the five tricks
/// of a hand`).
pub fn hand_points(settings: &Settings, deal: &Deal) -> Result<[i64; 2], LawError> {
    let names = ["Side 0".to_owned(), "Side 1".to_owned()];
    score_hand(Form::Four, settings, deal, "deal", &names).map(|h| h.points)
}

fn refuse(at: &str, field: &str, message: impl Into<String>) -> LawError {
    LawError::new(format!("{at}.{field}"), message)
}

/// Refuses a key that has no place in this kind of hand.
fn absent(at: &str, field: &str, present: bool, why: &str) -> Result<(), LawError> {
    match present {
        true => Err(refuse(at, field, why)),
        false => Ok(()),
    }
}

/// Scores one hand under `form`; refusals are named under `at` (`deals[3]`).
pub fn score_hand(
    form: Form,
    settings: &Settings,
    deal: &Deal,
    at: &str,
    sides: &[String],
) -> Result<Hand, LawError> {
    let side = |i: usize| sides.get(i).map_or("?", String::as_str);
    let lone = form != Form::Two;
    if form == Form::Two {
        absent(
            at,
            "alone",
            deal.alone,
            "there are no lone hands at two-hand euchre (seed 001 L6079)",
        )?;
        absent(
            at,
            "against_lone",
            deal.against_lone,
            "there are no lone hands at two-hand euchre (seed 001 L6079)",
        )?;
    }
    if form != Form::Railroad {
        absent(
            at,
            "defender_alone",
            deal.defender_alone,
            "only at railroad euchre may an adversary go alone against a lone hand (seed 001 L5889–5890)",
        )?;
    }
    if form != Form::Four {
        absent(
            at,
            "jambone",
            deal.jambone,
            "jambone is a variation of four-hand euchre",
        )?;
        absent(
            at,
            "alone_by",
            deal.alone_by.is_some(),
            "the older lone-hand rule is a setting of four-hand euchre",
        )?;
    }
    let mut points = [0i64; 2];
    if let Some(j) = deal.jamboree {
        let j = check_side(&format!("{at}.jamboree"), j, 2)?;
        let why = "a jamboree is shown without playing the hand";
        absent(at, "makers", deal.makers.is_some(), why)?;
        absent(at, "tricks", deal.tricks.is_some(), why)?;
        absent(at, "revoke", deal.revoke.is_some(), why)?;
        points[j] = JAMBOREE;
        return Ok(Hand {
            points,
            label: "jamboree",
            note: format!("{} showed a jamboree: 16 without play", side(j)),
        });
    }
    let foul = deal
        .foul
        .map(|f| check_side(&format!("{at}.foul"), f, 2))
        .transpose()?;
    if let Some(r) = deal.revoke {
        let r = check_side(&format!("{at}.revoke"), r, 2)?;
        absent(
            at,
            "tricks",
            deal.tricks.is_some(),
            "the hand is abandoned when a revoke is proved (seed 001 L5904–5905)",
        )?;
        if let Some(m) = deal.makers {
            let m = check_side(&format!("{at}.makers"), m, 2)?;
            let lone_adversaries = deal.alone && m != r;
            if deal.against_lone != lone_adversaries {
                let why = match deal.against_lone {
                    true => "the revoking side's adversaries did not play alone",
                    false => {
                        "the revoking side's adversaries played alone: the revoke was against a lone hand"
                    }
                };
                return Err(refuse(at, "against_lone", why));
            }
        }
        let (score, label) = match deal.against_lone {
            true => (4, "revoke against a lone hand"),
            false => (2, "revoke"),
        };
        points[1 - r] = score;
        if foul == Some(1 - r) {
            points = [0, 0];
        }
        return Ok(Hand {
            points,
            label,
            note: format!(
                "{} revoked, the hand abandoned: {} to {}",
                side(r),
                score,
                side(1 - r)
            ),
        });
    }
    absent(at, "against_lone", deal.against_lone, "there was no revoke")?;
    let Some(makers) = deal.makers else {
        return Err(refuse(
            at,
            "makers",
            "required: the side that made the trump (or a revoke or a jamboree)",
        ));
    };
    let makers = check_side(&format!("{at}.makers"), makers, 2)?;
    let Some(tricks) = deal.tricks else {
        return Err(refuse(at, "tricks", "required: the tricks the makers took"));
    };
    let tricks = check_tricks(&format!("{at}.tricks"), tricks, TRICKS, "five")?;
    if !deal.alone {
        absent(
            at,
            "alone_by",
            deal.alone_by.is_some(),
            "nobody played alone",
        )?;
        absent(at, "jambone", deal.jambone, "a jambone is a lone hand")?;
        absent(
            at,
            "defender_alone",
            deal.defender_alone,
            "an adversary goes alone only against a lone hand",
        )?;
    }
    if deal.alone_by == Some(AloneBy::Partner) && settings.lone_hands == LoneRule::New {
        return Err(refuse(
            at,
            "alone_by",
            "only the player who made the trump may play alone, unless the older rule is played (settings.lone_hands)",
        ));
    }
    let who = side(makers);
    let (scorer, score, label, what) = match (tricks, deal.alone && lone) {
        (5, true) if deal.jambone => (makers, 8, "jambone march", "a jambone march"),
        (5, true) => (makers, 4, "lone march", "a lone march"),
        (3..=4, true) => (makers, 1, "the point", "the point alone"),
        (5, false) => (makers, 2, "march", "a march"),
        (3..=4, false) => (makers, 1, "the point", "the point"),
        (_, true) if deal.defender_alone => (
            1 - makers,
            4,
            "euchre by a lone hand",
            "euchred by a lone hand",
        ),
        (_, _) => (1 - makers, 2, "euchre", "euchred"),
    };
    points[scorer] = score;
    if foul == Some(scorer) {
        points = [0, 0];
    }
    let fouled = match foul {
        Some(f) => format!("; {} held a foul hand and scores nothing", side(f)),
        None => String::new(),
    };
    Ok(Hand {
        points,
        label,
        note: format!("{who} made it, {tricks} tricks: {what}{fouled}"),
    })
}

/// Every deal of a table scored under `form`.
pub fn play(form: Form, input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    let whom = match form {
        Form::Two => "two players",
        _ => "two partnerships",
    };
    super::check_sides(input, 2..=2, whom)?;
    let settings: Settings = input.settings()?;
    check_game(settings.game, &[5, 7, 10])?;
    let deals: Vec<Deal> = input.deals()?;
    let scored = deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let hand = score_hand(form, &settings, d, &format!("deals[{i}]"), &input.sides)?;
            Ok(Scored {
                points: hand.points.to_vec(),
                items: super::items_of(&hand.points, hand.label),
                note: hand.note,
                dealer: None,
                first: None,
            })
        })
        .collect::<Result<Vec<_>, LawError>>()?;
    Ok((settings, scored))
}

pub fn notes(form: Form, settings: &Settings) -> Vec<String> {
    let mut on = Vec::new();
    if settings.laps {
        on.push("laps");
    }
    if settings.slams {
        on.push("slams");
    }
    let mut note = format!("Game {}", settings.game);
    if !on.is_empty() {
        note.push_str(&format!(", with {}", on.join(", ")));
    }
    if settings.lone_hands == LoneRule::Old && form == Form::Four {
        note.push_str("; the older lone-hand rule");
    }
    note.push('.');
    vec![note]
}

pub fn pad_of(form: Form, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, scored) = play(form, input)?;
    Ok(keep(
        &input.sides,
        settings.race(),
        &scored,
        notes(form, &settings),
    )
    .pad)
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(Form::Four, input)
}

pub fn score_form(form: Form, input: &str, default: &[&str]) -> Result<String, LawError> {
    let input = super::read_input(input, default)?;
    let (settings, scored) = play(form, &input)?;
    let kept = keep(
        &input.sides,
        settings.race(),
        &scored,
        notes(form, &settings),
    );
    super::output(settings, scored, kept)
}

/// `hoyle score euchre`: the contract of issue 11 (`docs/cli.md`).
pub fn score_json(input: &str) -> Result<String, LawError> {
    score_form(Form::Four, input, &["We", "They"])
}
