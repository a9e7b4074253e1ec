//! The score pad: what a table's running score looks like after some deals, drawn the way the books
//! draw it, for any law that keeps one (whist, bridge and auction rubbers, bézique, piquet,
//! cribbage…). The web app's tables and the club-night ledger read only this, so a new game needs
//! no new page: its law fills a [`Pad`] and declares the [`Field`]s a deal is entered with.

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::LawError;

/// What a law is given to draw its pad: the table's settings, its sides' names, and every deal
/// entered so far, each as the object the law's deal [`Field`]s describe.
#[derive(Debug, Clone, PartialEq, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PadInput {
    #[serde(default)]
    pub settings: serde_json::Value,
    pub sides: Vec<String>,
    #[serde(default)]
    pub deals: Vec<serde_json::Value>,
}

impl PadInput {
    /// The settings read as the law's own type; absent settings are its defaults.
    pub fn settings<T: DeserializeOwned + Default>(&self) -> Result<T, LawError> {
        match &self.settings {
            serde_json::Value::Null => Ok(T::default()),
            value => from_value("settings", value),
        }
    }

    /// Deal `i` read as the law's own type; errors name `deals[i].field`.
    pub fn deal<T: DeserializeOwned>(&self, i: usize) -> Result<T, LawError> {
        from_value(&format!("deals[{i}]"), &self.deals[i])
    }

    /// Every deal, read as the law's own type.
    pub fn deals<T: DeserializeOwned>(&self) -> Result<Vec<T>, LawError> {
        (0..self.deals.len()).map(|i| self.deal(i)).collect()
    }
}

/// Reads a JSON value as `T`, naming the offending path under `prefix`.
pub fn from_value<T: DeserializeOwned>(
    prefix: &str,
    value: &serde_json::Value,
) -> Result<T, LawError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." || path == "?" {
            prefix.to_owned()
        } else {
            format!("{prefix}.{path}")
        };
        LawError::new(field, e.inner().to_string())
    })
}

/// The label of the running score a law writes last in each side's cell of a deal row (cribbage,
/// the euchre family): "45 in all". The page reads the game under way from it.
pub const RUNNING: &str = "in all";
/// The same for a game kept in chips got rid of (penalty euchre): "7 chips left".
pub const CHIPS_LEFT: &str = "chips left";

/// A running score, drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pad {
    /// The column heads: two partnerships ("We", "They") or each player.
    pub sides: Vec<String>,
    /// Whether the pad is ruled with a line (bridge and auction: honours and bonuses above,
    /// trick points toward game below). Without it every item is written below.
    pub lined: bool,
    pub rows: Vec<Row>,
    /// Each finished game, rubber or partie in order, with what it is worth to each side.
    pub settled: Vec<Settlement>,
    /// What a stake is quoted per: 1 (per point) or 100 (bézique's "so much per hundred").
    pub stake_unit: i64,
    /// Something is under way: deals after the last settlement.
    pub open: bool,
    /// The law's notes on the pad as a whole (settings in force, the code, what is wasted).
    pub notes: Vec<String>,
    /// What the next deal's form asks at this table ([`Asks`]); everything, for most laws.
    #[serde(skip_serializing_if = "Asks::is_everything")]
    pub asks: Asks,
}

/// What a table's deal form asks under the table's settings, as the law's pad says it: a law
/// with several forms (hearts' ten games, loo's three, nap's purchase and peep) declares every
/// form's fields in `registry::Table::deal`, and names here those another form uses, so a
/// table is asked only its own. The form, its reading, the deal history and the law's document
/// go by it (`registry::Table::asks`). What is left out depends on the settings only, so every
/// deal of a table is entered and read back with the same fields; `next` alone reads the deals.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Asks {
    /// Fields another form of the game uses: never shown, never read, so never required.
    pub not_asked: Vec<&'static str>,
    /// Choices of a field only another form uses: (field, value).
    pub not_offered: Vec<(&'static str, &'static str)>,
    /// Yes-or-no fields that are an entry of their own (loo's "the sitting ends and the pool is
    /// shared"): left off the deal form, given a button of their own, and numbered as a deal.
    pub apart: Vec<&'static str>,
    /// What the next deal is, as the deals before leave it ("This deal is a single: nobody
    /// was looed last deal").
    pub next: Option<String>,
    /// What a blank form starts with, as the deals before leave it: (field, value typed), e.g.
    /// billiards' next player, whose break the page already names. The form's alone, so not
    /// in the CLI's output.
    #[serde(skip)]
    pub defaults: Vec<(&'static str, String)>,
    /// No deal can follow, as the deals before leave it (a backgammon match won): what the
    /// page says in place of the deal form ("Match to 5: Ann won 5–2").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub over: Option<String>,
    /// What the law calls one entry of its pad, in the singular, when not a "deal" (a
    /// backgammon "game"): the pad's column and the form say it. The page's alone.
    #[serde(skip)]
    pub unit: Option<&'static str>,
}

impl Asks {
    /// Every field, every choice, nothing apart: what a law that says nothing asks.
    pub fn is_everything(&self) -> bool {
        // The unit word is the page's: it asks nothing more.
        Asks {
            unit: None,
            ..self.clone()
        } == Asks::default()
    }

    /// One entry of the pad, in the law's word: "deal" unless the law says otherwise.
    pub fn unit(&self) -> &'static str {
        self.unit.unwrap_or("deal")
    }

    /// The fields on the deal form, in the law's order.
    pub fn shown(&self, fields: &[Field]) -> Vec<Field> {
        fields
            .iter()
            .filter(|f| !self.not_asked.contains(&f.name) && !self.apart.contains(&f.name))
            .copied()
            .collect()
    }

    /// The fields read from what was posted: those on the form and those entered apart.
    pub fn read(&self, fields: &[Field]) -> Vec<Field> {
        fields
            .iter()
            .filter(|f| !self.not_asked.contains(&f.name))
            .copied()
            .collect()
    }

    /// The fields entered apart, each with a button of its own.
    pub fn apart(&self, fields: &[Field]) -> Vec<Field> {
        fields
            .iter()
            .filter(|f| self.apart.contains(&f.name) && !self.not_asked.contains(&f.name))
            .copied()
            .collect()
    }

    /// Whether the form offers `choice` of field `field`.
    pub fn offers(&self, field: &str, choice: &str) -> bool {
        !self.not_offered.contains(&(field, choice))
    }
}

impl Pad {
    /// An empty pad for these sides: unlined, staked per point, nothing written yet.
    pub fn new(sides: Vec<String>) -> Self {
        Pad {
            sides,
            lined: false,
            rows: Vec::new(),
            settled: Vec::new(),
            stake_unit: 1,
            open: false,
            notes: Vec::new(),
            asks: Asks::default(),
        }
    }

    /// What the law settles, as its settlements name it: "rubber" where the last one closed a
    /// rubber (bridge, whist, quinto: "rubber 2–0: …"), else "game". Pages say "the rubber is
    /// finished", not "the game", at a rubber game.
    pub fn finished_unit(&self) -> &'static str {
        match self.settled.last() {
            Some(s) if s.label.to_lowercase().starts_with("rubber") => "rubber",
            _ => "game",
        }
    }

    /// Closes a game, rubber or partie in place: its settlement, and the row that shows it.
    pub fn settle(&mut self, settlement: Settlement) {
        self.settled.push(settlement);
        self.rows.push(Row::Settled {
            settlement: self.settled.len() - 1,
        });
    }

    /// The game under way as its law last wrote it: the label ([`RUNNING`] or [`CHIPS_LEFT`]) and
    /// each side's points. None when nothing is under way, or when the law writes no running
    /// score (every side's cell of the last deal must end with one).
    pub fn running(&self) -> Option<(&'static str, Vec<i64>)> {
        if !self.open {
            return None;
        }
        let below = self.rows.iter().rev().find_map(|r| match r {
            Row::Deal { below, .. } => Some(below),
            _ => None,
        })?;
        let first = below.first()?.last()?;
        let label = [RUNNING, CHIPS_LEFT]
            .into_iter()
            .find(|l| first.label == *l)?;
        let points: Option<Vec<i64>> = (0..self.sides.len())
            .map(|s| {
                below
                    .get(s)?
                    .last()
                    .filter(|i| i.label == label)
                    .map(|i| i.points)
            })
            .collect();
        Some((label, points?))
    }

    /// Each side's total over every settlement; sums to zero.
    pub fn net(&self) -> Vec<i64> {
        let mut net = vec![0; self.sides.len()];
        for s in &self.settled {
            for (total, amount) in net.iter_mut().zip(&s.amounts) {
                *total += amount;
            }
        }
        net
    }
}

/// One row of the pad, in the order it is written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "row", rename_all = "snake_case")]
pub enum Row {
    /// What one deal scored. `above` and `below` hold one list per side.
    Deal {
        /// Index of the deal in the input (0-based), so a row can be edited.
        deal: usize,
        above: Vec<Vec<Item>>,
        below: Vec<Vec<Item>>,
        /// A one-line account of the deal ("A–B, 3 by cards, honours 4").
        note: String,
    },
    /// A line drawn under a finished game.
    Game { winner: usize, label: String },
    /// A rubber, partie or match closed here: index into [`Pad::settled`].
    Settled { settlement: usize },
}

/// Points written on the pad, with what they are for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Item {
    pub points: i64,
    pub label: String,
    /// Words written in the cell without points (backgammon's "owns cube 4"): the label alone.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub words: bool,
}

impl Item {
    pub fn new(points: i64, label: impl Into<String>) -> Self {
        Item {
            points,
            label: label.into(),
            words: false,
        }
    }

    /// Words in a side's cell, no points: what the side did in the deal that its note says at
    /// length, for a page too narrow for the note.
    pub fn words(label: impl Into<String>) -> Self {
        Item {
            words: true,
            ..Item::new(0, label)
        }
    }
}

/// A rubber, partie or game settled: who won, its value and what each side gains or pays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Settlement {
    /// The winning side, or `None` for a drawn or void game.
    pub winner: Option<usize>,
    /// The value the book gives it (rubber points at whist, the rubber's points at bridge…).
    pub value: i64,
    /// One signed amount per side, in points; they sum to zero.
    pub amounts: Vec<i64>,
    /// How the book names it ("rubber, treble and single: 6 points", "lurch").
    pub label: String,
    /// The loser was beaten by the law's double measure: lurched at cribbage, rubiconed at
    /// bézique or piquet. Club ladders and cribbage tournaments score it apart.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub lurch: bool,
    /// Each side's final points in a game played to a target (cribbage 121 v 90), for a
    /// tournament's spread; empty where the law has none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub final_points: Vec<i64>,
}

impl Settlement {
    /// Two sides: the winner gains the value, the loser pays it.
    pub fn two_sided(winner: Option<usize>, value: i64, label: impl Into<String>) -> Self {
        let amounts = match winner {
            Some(0) => vec![value, -value],
            Some(_) => vec![-value, value],
            None => vec![0, 0],
        };
        Settlement {
            winner,
            value,
            amounts,
            label: label.into(),
            lurch: false,
            final_points: Vec::new(),
        }
    }

    /// Marks the loser as lurched (or rubiconed).
    pub fn lurched(mut self, lurch: bool) -> Self {
        self.lurch = lurch;
        self
    }

    /// Records the game's final points per side.
    pub fn with_final_points(mut self, points: Vec<i64>) -> Self {
        self.final_points = points;
        self
    }
}

/// One thing a deal is entered with: a key of the deal's JSON object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The key in the deal object (and the form field's name).
    pub name: &'static str,
    pub label: &'static str,
    pub kind: FieldKind,
    /// One value per side (a JSON array) rather than one for the deal.
    pub per_side: bool,
    /// May be left blank (the key is then left out of the deal).
    pub optional: bool,
    pub help: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum FieldKind {
    /// A whole number in `min..=max` (JSON number).
    Number { min: i64, max: i64 },
    /// One of the listed `(value, label)` choices (JSON string).
    Choice {
        choices: &'static [(&'static str, &'static str)],
    },
    /// Which side: an index into the sides (JSON number).
    Side,
    /// Yes or no (JSON bool).
    Flag,
    /// Free text (JSON string), e.g. the cards of a cribbage hand: `"5H 5D 5C JS 5S"`.
    Text { max_len: usize },
}

/// How many sides a table has, and whether each is a partnership.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Sides {
    pub min: usize,
    pub max: usize,
    /// Players per side: 1 for two-hand games, 2 for whist and bridge partnerships.
    pub players_per_side: usize,
}

impl Sides {
    pub const TWO_PLAYERS: Sides = Sides {
        min: 2,
        max: 2,
        players_per_side: 1,
    };
    pub const TWO_PARTNERSHIPS: Sides = Sides {
        min: 2,
        max: 2,
        players_per_side: 2,
    };
}

/// A claim made in a correction of deal `deal` after a later deal was entered: the first of
/// `claims` (a deal field and the law that closes it) whose value the correction raises for a
/// side (more honours, another revoke) or changes to something new (another revoke penalty).
/// Lowering a value only corrects the score, which the ordinary window allows.
pub fn late_claim(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
    claims: &[(&str, &str)],
) -> Option<String> {
    if deal + 1 >= input.deals.len() {
        return None;
    }
    let old = input.deals.get(deal)?;
    let side = |deal: &serde_json::Value, field: &str, i: usize| {
        deal.get(field)
            .and_then(|v| v.get(i))
            .cloned()
            .unwrap_or(serde_json::Value::Null)
    };
    claims.iter().find_map(|&(field, law)| {
        let claimed = (0..2).any(|i| match (side(old, field, i), side(new, field, i)) {
            (before, serde_json::Value::Number(after)) => {
                after.as_i64().unwrap_or(0) > before.as_i64().unwrap_or(0)
            }
            (_, serde_json::Value::Null) => false,
            (before, after) => before != after && after != "",
        });
        claimed.then(|| format!("deal {}: {field} claimed too late, since {law}", deal + 1))
    })
}

/// A deal as the players would read it back, field by field in the law's own order and words:
/// "Tricks: We 4, They 9 · Honours: We 1, They 3". Keys the law does not declare follow as they
/// are; text that is not a JSON object is returned unchanged.
pub fn describe_deal(fields: &[Field], sides: &[String], deal: &str) -> String {
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(deal) else {
        return deal.to_owned();
    };
    let value = |kind: &FieldKind, v: &serde_json::Value| match (kind, v) {
        (FieldKind::Choice { choices }, serde_json::Value::String(s)) => choices
            .iter()
            .find(|(value, _)| value == s)
            .map_or_else(|| s.clone(), |(_, label)| (*label).to_owned()),
        (FieldKind::Side, serde_json::Value::Number(n)) => n
            .as_u64()
            .and_then(|i| sides.get(usize::try_from(i).ok()?))
            .cloned()
            .unwrap_or_else(|| n.to_string()),
        (FieldKind::Flag, serde_json::Value::Bool(b)) => (if *b { "yes" } else { "no" }).to_owned(),
        (_, serde_json::Value::String(s)) => s.clone(),
        (_, other) => other.to_string(),
    };
    let mut parts = Vec::new();
    for f in fields {
        let Some(v) = map.get(f.name) else { continue };
        let shown = match (f.per_side, v) {
            // A side with nothing (a poker hand not shown, a player not in the deal) is left
            // out rather than written "null".
            (true, serde_json::Value::Array(per_side)) => per_side
                .iter()
                .enumerate()
                .filter(|(_, v)| !v.is_null())
                .map(|(i, v)| {
                    let side = sides.get(i).map_or("?", String::as_str);
                    format!("{side} {}", value(&f.kind, v))
                })
                .collect::<Vec<_>>()
                .join(", "),
            _ => value(&f.kind, v),
        };
        if shown.is_empty() || v.is_null() {
            continue;
        }
        parts.push(format!("{}: {shown}", f.label));
    }
    for (key, v) in &map {
        if !fields.iter().any(|f| f.name == key) {
            parts.push(format!("{key}: {v}"));
        }
    }
    parts.join(" · ")
}

#[cfg(test)]
mod describe_tests {
    use super::*;

    const FIELDS: &[Field] = &[
        Field {
            name: "tricks",
            label: "Tricks",
            kind: FieldKind::Number { min: 0, max: 13 },
            per_side: true,
            optional: false,
            help: "",
        },
        Field {
            name: "declarer",
            label: "Declarer",
            kind: FieldKind::Side,
            per_side: false,
            optional: false,
            help: "",
        },
        Field {
            name: "trump",
            label: "Trump",
            kind: FieldKind::Choice {
                choices: &[("hearts", "♥ hearts")],
            },
            per_side: false,
            optional: true,
            help: "",
        },
        Field {
            name: "doubled",
            label: "Doubled",
            kind: FieldKind::Flag,
            per_side: false,
            optional: true,
            help: "",
        },
    ];

    #[test]
    fn a_deal_reads_back_in_the_laws_words() {
        let sides = vec!["We".to_owned(), "They".to_owned()];
        let deal =
            r#"{"doubled": true, "trump": "hearts", "declarer": 1, "tricks": [4, 9], "note": 2}"#;
        assert_eq!(
            describe_deal(FIELDS, &sides, deal),
            "Tricks: We 4, They 9 · Declarer: They · Trump: ♥ hearts · Doubled: yes · note: 2"
        );
        assert_eq!(describe_deal(FIELDS, &sides, "not json"), "not json");
        // A side with nothing (a poker hand not shown) is left out, not written "null".
        assert_eq!(
            describe_deal(FIELDS, &sides, r#"{"tricks": [null, 9], "declarer": null}"#),
            "Tricks: They 9"
        );
    }
}

/// A two-side score law's `hoyle score` input: the sides are "We" and "They" unless named.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TwoSides {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default = "we_and_they")]
    sides: Vec<String>,
    deals: Vec<serde_json::Value>,
}

fn we_and_they() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

#[derive(Serialize)]
struct TwoSidesOut<S, D> {
    settings: S,
    deals: Vec<D>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

/// `hoyle score` for a pad law of two sides (bid whist, grand, Norwegian whist): reads the
/// settings, the sides and the deals, plays them with the law's `play`, and writes the settings,
/// each deal scored, the pad and each side's net, one shape for all of them.
pub fn score_two_sides<S: Serialize, D: Serialize>(
    input: &str,
    play: impl FnOnce(&PadInput) -> Result<(S, Vec<D>, Pad), LawError>,
) -> Result<String, LawError> {
    let parsed: TwoSides = super::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.sides,
        deals: parsed.deals,
    };
    let (settings, deals, pad) = play(&input)?;
    super::pretty(&TwoSidesOut {
        settings,
        deals,
        net: pad.net(),
        pad,
    })
}
