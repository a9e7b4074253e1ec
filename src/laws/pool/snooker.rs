//! Snooker pool by the national rules (`snooker-pool`; seed 000 L10318–10463): fifteen reds and
//! six pool balls, each player's score kept on the slate, and "each player pays each other" —
//! the striker receives a ball's value from every player, and pays every player the value of a
//! penalty (Rule 7, L10401–10404). A deal is one game; the law follows the table through it (the
//! reds left, the colour on) to refuse a ball that is not on the table or taken twice. Pure.
//!
//! Why the fixed example settles at `[29, -23, -3, -3]`: A pots a red (1) and the black (7), so
//! he takes 8 from each of three players (+24); B, on a red, misses it and strikes the blue
//! first, so he loses the blue's value, 5, to each of three (Rule 12, L10426–10430; the same
//! value as Rule 11's miss "when he must play on a coloured ball", L10422–10425): A +24 +5 = 29,
//! B −8 −15 = −23, C and D −8 +5 = −3.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::snooker_slate::by_slate;

/// The balls and their values, in the order the colours are taken when the reds are gone
/// (Rule 2, L10379–10381; Rule 6, L10398–10400).
pub const BALLS: [(&str, i64); 7] = [
    ("red", 1),
    ("yellow", 2),
    ("green", 3),
    ("brown", 4),
    ("blue", 5),
    ("pink", 6),
    ("black", 7),
];

/// "Fifteen red balls are placed on the table as in Pyramids" (Rule 2, L10374).
pub const REDS: usize = 15;
/// The largest stake a point, in counters.
pub const MAX_STAKE: i64 = 1_000_000;
/// The most visits a game may list, far beyond any game's (every ball and every foul).
pub const MAX_STROKES: usize = 500;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What a point is worth, in counters.
    pub stake: i64,
    /// What forcing the white off the table costs (Rule 18, L10453–10456): "as if he had made a
    /// coup", read as Rule 11's miss and running in: 1 on a red, the colour's value on a colour.
    pub white_off: WhiteOff,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 1,
            white_off: WhiteOff::Coup,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WhiteOff {
    /// As a miss and running in (Rule 11): the value of the ball he was on.
    Coup,
    /// One point, whatever ball he was on.
    One,
}

/// One visit to the table: the balls the striker potted, in order, and the penalty that ended
/// it, if any. A visit that ends without a ball or a penalty lists only its pots.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stroke {
    pub player: usize,
    /// The balls potted, in order; several reds in a row are reds taken in one stroke, which
    /// Rule 9 allows (L10409–10415).
    #[serde(default)]
    pub pots: Vec<String>,
    /// Pool balls cannoned in by the stroke that potted the last of `pots` (Rules 9 and 14): he
    /// keeps the ball played at and pays the value of the highest of these.
    #[serde(default)]
    pub cannoned: Vec<String>,
    /// A miss (Rules 11–13): the ball whose value it costs — the ball he was on, or the ball he
    /// struck first instead; a coup (a miss and running in) the same.
    #[serde(default)]
    pub miss: Option<String>,
    /// Went in off (Rules 8 and 15): the ball first struck.
    #[serde(default)]
    pub in_off: Option<String>,
    /// A ball forced off the table (Rule 18): its colour, or `white` for his own ball.
    #[serde(default)]
    pub off_table: Option<String>,
    /// The colour he was on after a red, when his own ball went off the table (Rule 18 read as
    /// a coup costs the value of the ball on).
    #[serde(default)]
    pub on: Option<String>,
    /// Balls not in their places when he struck (Rules 4–5): a point each.
    #[serde(default)]
    pub out_of_place: i64,
    /// He played out of turn (Rule 20): a point to each player besides his penalties, and none
    /// of the visit's balls count for him.
    #[serde(default)]
    pub out_of_turn: bool,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The game visit by visit (the command line).
    #[serde(default)]
    pub strokes: Vec<Stroke>,
    /// The game as a table's slate keeps it: for each player, in words, the balls he potted
    /// and the penalties he paid ("red black red pink, miss blue").
    #[serde(default)]
    pub slate: Vec<Option<String>>,
}

pub struct SnookerPool;

/// The value of a ball by its name, or a refusal naming the field.
pub fn value(field: &str, name: &str) -> Result<i64, LawError> {
    let lower = name.trim().to_lowercase();
    BALLS
        .iter()
        .find(|(n, _)| *n == lower)
        .map(|&(_, v)| v)
        .ok_or_else(|| {
            LawError::new(
                field,
                format!(
                    "{name:?} is not a ball on the table: red, yellow, green, brown, blue, pink or black"
                ),
            )
        })
}

pub(super) fn ball_name(v: i64) -> &'static str {
    BALLS[(v - 1) as usize].0
}

/// Where the game stands: what the striker may play on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum On {
    /// A red, with this many on the table.
    Red,
    /// Any pool ball, after a red.
    Colour,
    /// The reds gone: the pool ball of this value (2 the yellow … 7 the black), or 8: all taken.
    InTurn(i64),
}

/// The table through a game: the reds left and the ball on.
struct Lay {
    reds: usize,
    on: On,
}

impl Lay {
    fn new() -> Self {
        Lay {
            reds: REDS,
            on: On::Red,
        }
    }

    /// A visit begins: on a red while any are left, else on the lowest pool ball.
    fn visit(&mut self) {
        if self.on == On::Colour || self.on == On::Red {
            self.on = match self.reds {
                0 => On::InTurn(2),
                _ => On::Red,
            };
        }
    }

    fn over(&self) -> bool {
        self.on == On::InTurn(8)
    }

    /// Checks that a ball named in a penalty is on the table (the colours are respotted while
    /// reds remain; in turn, those taken are gone).
    fn on_table(&self, field: &str, v: i64) -> Result<(), LawError> {
        match self.on {
            On::InTurn(k) if v == 1 => Err(LawError::new(
                field,
                format!(
                    "the reds are all taken: no red is on the table (the striker is on the {})",
                    ball_name(k.min(7))
                ),
            )),
            On::InTurn(k) if v < k => Err(LawError::new(
                field,
                format!(
                    "the {} was taken in its turn: it is no longer on the table",
                    ball_name(v)
                ),
            )),
            _ if v == 1 && self.reds == 0 => {
                Err(LawError::new(field, "no red is left on the table"))
            }
            _ => Ok(()),
        }
    }

    /// A ball potted by the striker; its value.
    fn pot(&mut self, field: &str, v: i64, first: bool) -> Result<i64, LawError> {
        match (self.on, v) {
            (_, 1) if self.reds == 0 => Err(LawError::new(
                field,
                format!("all {REDS} reds are taken: a red cannot be potted again"),
            )),
            (On::Red, 1) => {
                self.reds -= 1;
                self.on = On::Colour;
                Ok(1)
            }
            // Several reds in one stroke (Rule 9): another red straight after a red.
            (On::Colour, 1) if !first => {
                self.reds -= 1;
                Ok(1)
            }
            (On::Red, _) => Err(LawError::new(
                field,
                format!(
                    "the striker is on a red and may not take the {} until he has potted a red (Rule 3)",
                    ball_name(v)
                ),
            )),
            (On::Colour, _) => {
                // Respotted while reds remain (Rule 4); after the last red, the colours in turn.
                self.on = match self.reds {
                    0 => On::InTurn(2),
                    _ => On::Red,
                };
                Ok(v)
            }
            (On::InTurn(8), _) => Err(LawError::new(
                field,
                format!(
                    "every ball is taken and the game is over: the {} was potted already",
                    ball_name(v)
                ),
            )),
            (On::InTurn(k), v) if v == k => {
                self.on = On::InTurn(k + 1);
                Ok(v)
            }
            (On::InTurn(k), v) if v < k => Err(LawError::new(
                field,
                format!(
                    "the {} was potted already: with the reds gone it is not respotted",
                    ball_name(v)
                ),
            )),
            (On::InTurn(k), _) => Err(LawError::new(
                field,
                format!(
                    "the striker is on the {}: with the reds gone the balls are taken in turn, yellow to black (Rule 6)",
                    ball_name(k)
                ),
            )),
        }
    }

    /// The value of the ball the striker is on, for a penalty that costs it; `named` is the
    /// colour he says he was on after a red.
    fn on_value(&self, field: &str, named: Option<i64>) -> Result<i64, LawError> {
        match self.on {
            On::Red => Ok(1),
            On::InTurn(k) => Ok(k.min(7)),
            On::Colour => named.filter(|&v| v > 1).ok_or_else(|| {
                LawError::new(
                    field,
                    "after a red the striker was on a pool ball: say which (the ball he was on)",
                )
            }),
        }
    }
}

/// One player's score over a game played visit by visit, in points; and the game's words.
fn by_strokes(
    s: &Settings,
    at: &At<'_>,
    strokes: &[Stroke],
) -> Result<(Vec<i64>, String), LawError> {
    if strokes.len() > MAX_STROKES {
        return Err(at.refuse(
            "strokes",
            format!("{} visits; a game has at most {MAX_STROKES}", strokes.len()),
        ));
    }
    let mut score = vec![0i64; at.names.len()];
    let mut table = Lay::new();
    for (i, st) in strokes.iter().enumerate() {
        let key = |k: &str| format!("strokes[{i}].{k}");
        let field = |k: &str| at.field(&key(k));
        let p = at.player(&key("player"), st.player)?;
        if table.over() {
            return Err(at.refuse(
                &format!("strokes[{i}]"),
                "every ball is taken and the game is over",
            ));
        }
        table.visit();
        let mut gained = 0;
        for (j, ball) in st.pots.iter().enumerate() {
            let f = field(&format!("pots[{j}]"));
            let v = value(&f, ball)?;
            gained += table.pot(&f, v, j == 0)?;
        }
        // Rules 9 and 14: colours cannoned in with the ball played at cost the highest of them.
        let mut cannon = 0;
        for (j, ball) in st.cannoned.iter().enumerate() {
            let f = field(&format!("cannoned[{j}]"));
            let v = value(&f, ball)?;
            if st.pots.is_empty() {
                return Err(LawError::new(
                    f,
                    "a ball is cannoned in only by a stroke that potted the ball played at",
                ));
            }
            if v == 1 {
                return Err(LawError::new(
                    f,
                    "reds may be taken together (Rule 9): list them among the balls potted",
                ));
            }
            cannon = cannon.max(v);
        }
        // One penalty a stroke: "the highest penalty only shall be exacted" (Rule 17).
        let mut penalty = 0;
        if let Some(ball) = &st.miss {
            let f = field("miss");
            let v = value(&f, ball)?;
            table.on_table(&f, v)?;
            // Rule 11 costs the ball he was on, Rules 12–13 the ball he struck: the higher.
            let on = match table.on {
                On::Colour => v,
                _ => table.on_value(&f, None)?,
            };
            penalty = penalty.max(v.max(on));
        }
        if let Some(ball) = &st.in_off {
            let f = field("in_off");
            let v = value(&f, ball)?;
            table.on_table(&f, v)?;
            penalty = penalty.max(v);
        }
        if let Some(ball) = &st.off_table {
            let f = field("off_table");
            let v = match ball.trim().eq_ignore_ascii_case("white") {
                true => match s.white_off {
                    WhiteOff::One => 1,
                    WhiteOff::Coup => {
                        let named = match &st.on {
                            Some(b) => Some(value(&field("on"), b)?),
                            None => None,
                        };
                        table.on_value(&field("on"), named)?
                    }
                },
                false => {
                    let v = value(&f, ball)?;
                    table.on_table(&f, v)?;
                    v
                }
            };
            penalty = penalty.max(v);
        }
        if !(0..=21).contains(&st.out_of_place) {
            return Err(LawError::new(
                field("out_of_place"),
                format!(
                    "{} is not a number of balls out of place (0 to 21)",
                    st.out_of_place
                ),
            ));
        }
        penalty += st.out_of_place;
        if st.out_of_turn {
            // Rule 20: a point to each besides his penalties; he receives nothing.
            penalty += 1;
            gained = 0;
            cannon = 0;
        }
        score[p] += gained - cannon - penalty;
    }
    let words = match (table.over(), table.reds) {
        (true, _) => "the game played out".to_owned(),
        (false, 0) => "the reds all taken".to_owned(),
        (false, n) => format!("{n} red{} left", if n == 1 { "" } else { "s" }),
    };
    Ok((score, words))
}

impl Game for SnookerPool {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=12;
    const WHOM: &'static str = "two to twelve players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=12;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Snooker pool (seed 000 L10401–10404): for each ball he pots a player receives its value from each other player, and pays each the value of a penalty; a point is {} counter{}.",
            s.stake,
            if s.stake == 1 { "" } else { "s" }
        )]
    }
}

fn deal(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    if !(1..=MAX_STAKE).contains(&s.stake) {
        return Err(LawError::new(
            "settings.stake",
            format!("{} is not a stake from 1 to {MAX_STAKE} counters", s.stake),
        ));
    }
    let (score, words) = match (d.strokes.is_empty(), d.slate.iter().flatten().count()) {
        (false, 0) => by_strokes(s, at, &d.strokes)?,
        (true, _) => by_slate(at, &d.slate)?,
        (false, _) => {
            return Err(at.refuse(
                "slate",
                "give the game either stroke by stroke or as the slate, not both",
            ));
        }
    };
    // Each pair settles the difference of their scores (L10353–10357): the striker's ball
    // "from each player", his penalty "to each player", which comes to the same.
    let mut t = at.transfers();
    for (k, &a) in at.seated.iter().enumerate() {
        for &b in &at.seated[k + 1..] {
            t.pay(b, a, (score[a] - score[b]) * s.stake);
        }
    }
    let scores: Vec<String> = at
        .seated
        .iter()
        .map(|&p| format!("{} {}", at.name(p), score[p]))
        .collect();
    Ok(t.with_note(format!("Scores: {}; {words}.", scores.join(", "))))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "stake",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "what a point is worth, in counters: the book's players play \"even for small stakes\" (seed 000 L10353); any whole number 1..1,000,000",
    },
    Setting {
        name: "white_off",
        values: &["\"coup\"", "\"one\""],
        default: "\"coup\"",
        about: "[AMBIG] forcing the white off the table is paid \"as if he had made a coup\" (Rule 18, seed 000 L10453–10456, fn 72): read as Rule 11's miss and running in, the value of the ball he was on (1 on a red); or 1 point whatever he was on",
    },
];

const DEAL: &[Field] = &[
    Field {
        name: "slate",
        label: "What each player potted, and the penalties he paid",
        kind: FieldKind::Text { max_len: 600 },
        per_side: true,
        optional: true,
        help: "The balls as they fell, as \"red black red pink\"; a penalty as \"miss blue\", \"in-off red\", \"off pink\" or \"out-of-turn\".",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "snooker-pool",
    name: "Snooker pool: fifteen reds and the pool balls, each player paying each other",
    sources: "seed 000 L10318–10463",
    doc: "docs/laws/snooker-pool.md",
    settings: SETTINGS,
    score: |s| school::score::<SnookerPool>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 12,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<SnookerPool>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
