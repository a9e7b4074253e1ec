//! A billiards stroke read and valued (seed 000 L9417–9477): a stroke is the sum of what it
//! makes — a cannon 2, the red pocketed 3, the opponent's white pocketed 2, the striker's own
//! ball pocketed off the red 3 or off the white 2 — which gives every stroke of the book's list A
//! to I, from 2 to 10. A miss, a coup, a ball forced off the table and a foul end the break and
//! score nothing to the striker.
//!
//! Written as text, a stroke's parts are joined by `+` (`cannon+red-winning` is five), and a
//! break's strokes are a JSON list or one text with commas or spaces between them, as a marker
//! would type it on the table's form.

use serde::Deserialize;

use super::{Settings, Simultaneous};
use crate::laws::LawError;

/// One thing a scoring stroke makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The striker's ball strikes both object balls, one from the other (L9423–9424).
    Cannon,
    /// A cannon off a cushion between the balls: the Control Club's "indirect cannon", which
    /// keeps a break going after 25 ball-to-ball cannons (rule 13, L10038–10040).
    CushionCannon,
    /// The red pocketed: a red winning hazard (L9442–9443).
    RedWinning,
    /// The opponent's white pocketed: a winning hazard (L9437–9438).
    WhiteWinning,
    /// The striker's ball pocketed off the red, struck first: a red losing hazard (L9443–9444).
    RedLosing,
    /// The striker's ball pocketed off the white, struck first: a losing hazard (L9438–9439).
    WhiteLosing,
    /// The striker's ball pocketed after striking both object balls at once: scored as if the
    /// white (Billiard Association) or the red (National Rules) were struck first (L9424–9427).
    BothLosing,
}

/// What ends a break and scores to the opponent, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Penalty {
    /// "A miss counts one … to the opposite player" (L9432–9433).
    Miss,
    /// The striker's ball into a pocket without striking another ball: "a coup three, to the
    /// opposite player" (L9429–9433).
    Coup,
    /// A ball forced off the table after contact: "the non-striker shall add two points to his
    /// score" (Control Club rule 18, L10044–10046).
    OffTable,
    /// "For a foul stroke the striker cannot score, and his opponent plays from hand"
    /// (L10048–10050): the stroke scores nothing, and the break ends.
    Foul,
}

/// One stroke of a break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stroke {
    Scoring(Vec<Part>),
    Penalty(Penalty),
}

const PARTS: [(&str, Part); 7] = [
    ("cannon", Part::Cannon),
    ("cushion-cannon", Part::CushionCannon),
    ("red-winning", Part::RedWinning),
    ("white-winning", Part::WhiteWinning),
    ("red-losing", Part::RedLosing),
    ("white-losing", Part::WhiteLosing),
    ("both-losing", Part::BothLosing),
];

const PENALTIES: [(&str, Penalty); 4] = [
    ("miss", Penalty::Miss),
    ("coup", Penalty::Coup),
    ("off-table", Penalty::OffTable),
    ("foul", Penalty::Foul),
];

/// Every word a stroke may be written with, for refusals and the form's help.
pub fn words() -> String {
    PARTS
        .iter()
        .map(|(w, _)| *w)
        .chain(PENALTIES.iter().map(|(w, _)| *w))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Part {
    /// The points it makes under the settings (L9437–9444; L9424–9427 for a simultaneous hit).
    pub fn points(self, settings: &Settings) -> i64 {
        match self {
            Part::Cannon | Part::CushionCannon | Part::WhiteWinning | Part::WhiteLosing => 2,
            Part::RedWinning | Part::RedLosing => 3,
            Part::BothLosing => match settings.simultaneous {
                Simultaneous::Red => 3,
                Simultaneous::White => 2,
            },
        }
    }

    fn word(self) -> &'static str {
        PARTS
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("", |(w, _)| w)
    }

    fn is_cannon(self) -> bool {
        matches!(self, Part::Cannon | Part::CushionCannon)
    }

    fn is_losing(self) -> bool {
        matches!(self, Part::RedLosing | Part::WhiteLosing | Part::BothLosing)
    }
}

impl Penalty {
    /// What the opponent scores for it (the off-table penalty is the Control Club's).
    pub fn to_opponent(self, settings: &Settings) -> i64 {
        match self {
            Penalty::Miss => 1,
            Penalty::Coup => 3,
            Penalty::OffTable if settings.control_club => 2,
            Penalty::OffTable | Penalty::Foul => 0,
        }
    }

    pub fn word(self) -> &'static str {
        PENALTIES
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("", |(w, _)| w)
    }
}

impl Stroke {
    /// The points the striker makes with it: nothing for a penalty.
    pub fn points(&self, settings: &Settings) -> i64 {
        match self {
            Stroke::Scoring(parts) => parts.iter().map(|p| p.points(settings)).sum(),
            Stroke::Penalty(_) => 0,
        }
    }

    /// A ball-to-ball cannon and nothing else: what the Control Club's rule 13 counts.
    pub fn is_plain_cannon(&self) -> bool {
        matches!(self, Stroke::Scoring(parts) if parts == &[Part::Cannon])
    }

    /// As written back: `cannon+red-winning`.
    pub fn word(&self) -> String {
        match self {
            Stroke::Scoring(parts) => parts.iter().map(|p| p.word()).collect::<Vec<_>>().join("+"),
            Stroke::Penalty(p) => p.word().to_owned(),
        }
    }
}

/// Reads one stroke (`cannon+red-winning`), refusing at `field` a word not in the list, a ball
/// pocketed twice, two cannons, two losing hazards, or a penalty joined to a score.
pub fn read(field: &str, text: &str) -> Result<Stroke, LawError> {
    let written: Vec<String> = text
        .split('+')
        .map(|w| w.trim().to_lowercase().replace([' ', '_'], "-"))
        .collect();
    if let [only] = &written[..]
        && let Some((_, p)) = PENALTIES.iter().find(|(w, _)| w == only)
    {
        return Ok(Stroke::Penalty(*p));
    }
    let mut parts: Vec<Part> = Vec::new();
    for w in &written {
        if PENALTIES.iter().any(|(p, _)| p == w) {
            return Err(LawError::new(
                field,
                format!("a {w} scores nothing to the striker, so it stands alone as a stroke"),
            ));
        }
        let Some((_, part)) = PARTS.iter().find(|(p, _)| p == w) else {
            return Err(LawError::new(
                field,
                format!("{w:?} is not a stroke; the strokes are {}", words()),
            ));
        };
        let clash = parts.iter().find(|had| {
            **had == *part
                || (had.is_cannon() && part.is_cannon())
                || (had.is_losing() && part.is_losing())
        });
        if let Some(had) = clash {
            let why = if *had == *part {
                format!("{w} is written twice: a ball is pocketed once a stroke")
            } else if part.is_cannon() {
                "one stroke makes one cannon".to_owned()
            } else {
                "the striker's ball goes into a pocket once a stroke".to_owned()
            };
            return Err(LawError::new(field, why));
        }
        parts.push(*part);
    }
    Ok(Stroke::Scoring(parts))
}

/// A break's strokes as entered: a JSON list of strokes, or one text as typed on the form.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Written {
    List(Vec<String>),
    Text(String),
}

impl Written {
    /// Each stroke's text: the list as given, or the text split at commas and spaces, with the
    /// `+` between a stroke's parts kept whether or not spaces surround it.
    pub fn strokes(&self) -> Vec<String> {
        match self {
            Written::List(list) => list.clone(),
            Written::Text(text) => {
                let mut joined = text.replace(['\n', '\r', ';'], ",");
                while joined.contains(" +") || joined.contains("+ ") {
                    joined = joined.replace(" +", "+").replace("+ ", "+");
                }
                joined
                    .split([',', ' ', '\t'])
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| s.trim().to_owned())
                    .collect()
            }
        }
    }
}
