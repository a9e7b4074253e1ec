//! Scores the director assigns instead of a played result (issue 15 item 4).
//!
//! The books' own: the Laws of Duplicate Whist give a table "the average score" for a deal it
//! could not play properly (Law IV Secs. 9–10, seed 001 L4077–4090; Law V Sec. 1, L4094–4103);
//! the Knickerbocker laws give a pair holding a wrong number of cards "the lowest, and their
//! opponents the highest score for that deal", both at fault "the average score" (law 4c, seed
//! 001 L3299–3309), and the pairs who played a shifted board "the average on such board" of the
//! scores made with the right hands (law 5, L3317–3333). Each is an [`Award`] here; the modern
//! average plus / minus and split scores beside them (docs/scoring.md).

use super::Side;
use crate::exact::Q;

/// What one side of a table is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Award {
    /// The books' "average score": the side's direction's average on the board (plus/minus),
    /// 50 % (matchpoints), 0 IMPs.
    Average,
    /// 60 % by default (`Settings::average_plus`), +3 IMPs.
    AveragePlus,
    /// 40 % by default, −3 IMPs.
    AverageMinus,
    /// KWC law 4c: "the highest score for that deal" in the side's direction.
    Highest,
    /// KWC law 4c: "the lowest".
    Lowest,
    /// A score as if played, N-S's score as the law scores it (for either side), compared with
    /// the board's played results; it does not enter the other results' comparisons.
    Score(Q),
}

/// An assigned outcome for a whole table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assigned {
    /// The board was not played at this table and counts for neither pair; the board's other
    /// results are compared without it (factored by Neuberg under matchpoints).
    NotPlayed,
    /// Each side's award; the same award to both is the usual case, different ones a split.
    Award { ns: Award, ew: Award },
}

impl Assigned {
    /// The books' "average score" to both sides.
    pub fn average() -> Self {
        Assigned::Award {
            ns: Award::Average,
            ew: Award::Average,
        }
    }

    /// Average plus to the side not at fault, average minus to the side at fault.
    pub fn at_fault(side: Side) -> Self {
        match side {
            Side::Ns => Assigned::Award {
                ns: Award::AverageMinus,
                ew: Award::AveragePlus,
            },
            Side::Ew => Assigned::Award {
                ns: Award::AveragePlus,
                ew: Award::AverageMinus,
            },
        }
    }

    /// KWC law 4c: the side holding the wrong number of cards takes the lowest score, its
    /// opponents the highest.
    pub fn wrong_cards(side: Side) -> Self {
        match side {
            Side::Ns => Assigned::Award {
                ns: Award::Lowest,
                ew: Award::Highest,
            },
            Side::Ew => Assigned::Award {
                ns: Award::Highest,
                ew: Award::Lowest,
            },
        }
    }

    /// Each side's award, `None` when not played.
    pub fn sides(self) -> Option<(Award, Award)> {
        match self {
            Assigned::NotPlayed => None,
            Assigned::Award { ns, ew } => Some((ns, ew)),
        }
    }
}

impl Award {
    pub const WORDS: [(&'static str, Award); 5] = [
        ("average", Award::Average),
        ("average-plus", Award::AveragePlus),
        ("average-minus", Award::AverageMinus),
        ("highest", Award::Highest),
        ("lowest", Award::Lowest),
    ];

    /// The award's id (`None` for a [`Award::Score`], which is written as a number).
    pub fn id(self) -> Option<&'static str> {
        Award::WORDS
            .iter()
            .find(|(_, a)| *a == self)
            .map(|(id, _)| *id)
    }

    pub fn parse(id: &str) -> Option<Award> {
        Award::WORDS.iter().find(|(w, _)| *w == id).map(|(_, a)| *a)
    }

    /// The award in a few words, for a page.
    pub fn words(self) -> String {
        match self {
            Award::Average => "average".into(),
            Award::AveragePlus => "average plus".into(),
            Award::AverageMinus => "average minus".into(),
            Award::Highest => "the highest score on the board".into(),
            Award::Lowest => "the lowest score on the board".into(),
            Award::Score(q) => format!("a score of {}", crate::exact::show(q)),
        }
    }
}

/// The share of the top average plus and average minus are worth, as fractions (0.6, 0.4), or
/// `None` for the book's highest / lowest.
pub(crate) fn shares(rule: super::AveragePlus) -> Option<(Q, Q)> {
    match rule {
        super::AveragePlus::Percent { plus, minus } => {
            Some((Q::new(i64::from(plus), 100), Q::new(i64::from(minus), 100)))
        }
        super::AveragePlus::Book => None,
    }
}
