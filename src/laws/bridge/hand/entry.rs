//! A bridge or auction deal as the table enters it: denominations, honours, revoke penalties and the raw fields.

use serde::Deserialize;

use crate::laws::LawError;

/// Tricks in a deal; a side's book is six.
pub const TRICKS: i64 = 13;
pub const BOOK: i64 = 6;
/// More revokes than this by one side in one deal is taken for a typing slip.
pub const MAX_REVOKES: i64 = 4;
/// Irregularity penalties (1926 laws 72, 88, 89) come in 50s and 100s; a deal never needs more.
pub const MAX_PENALTY_POINTS: i64 = 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denomination {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrumps,
    /// A bid to lose tricks, with no trump (1926 only, by the `nullo` setting).
    Nullo,
}

/// The values a deal's `denomination` takes, as the form offers them.
pub const DENOMINATIONS: &[(&str, &str)] = &[
    ("C", "clubs"),
    ("D", "diamonds"),
    ("H", "hearts"),
    ("S", "spades"),
    ("NT", "no trumps"),
];

/// The 1926 count's values, with the nullo that "ranks below no trumps" (L896–897).
pub const DENOMINATIONS_1926: &[(&str, &str)] = &[
    ("C", "clubs"),
    ("D", "diamonds"),
    ("H", "hearts"),
    ("S", "spades"),
    ("nullo", "nullo"),
    ("NT", "no trumps"),
];

impl Denomination {
    pub(super) fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "C" => Denomination::Clubs,
            "D" => Denomination::Diamonds,
            "H" => Denomination::Hearts,
            "S" => Denomination::Spades,
            "NT" => Denomination::NoTrumps,
            "nullo" => Denomination::Nullo,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Denomination::Clubs => "clubs",
            Denomination::Diamonds => "diamonds",
            Denomination::Hearts => "hearts",
            Denomination::Spades => "spades",
            Denomination::NoTrumps => "no trumps",
            Denomination::Nullo => "nullo",
        }
    }

    /// The name said of one trick: "one heart", "one no trump".
    pub fn one(self) -> &'static str {
        match self {
            Denomination::Clubs => "club",
            Denomination::Diamonds => "diamond",
            Denomination::Hearts => "heart",
            Denomination::Spades => "spade",
            Denomination::NoTrumps => "no trump",
            Denomination::Nullo => "nullo",
        }
    }

    /// The name said after a number of tricks: "1 heart", "2 hearts".
    pub fn of(self, level: i64) -> &'static str {
        if level == 1 { self.one() } else { self.name() }
    }

    /// Honours are the five top trumps, or the four aces at no trumps (1904 Law 5, L7420–7480;
    /// 1926 law 59, L1889–1923).
    pub fn honours(self) -> i64 {
        match self {
            Denomination::NoTrumps => 4,
            Denomination::Nullo => 0,
            _ => 5,
        }
    }
}

/// What one side held of the honours: how many, and the most in one of its hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Honours {
    pub count: i64,
    pub in_one_hand: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RevokePenalty {
    /// 1904 Law 90 (1): three tricks taken from the revokers.
    Tricks,
    /// 1904 Law 90 (2): the value of three tricks deducted from the revokers' score.
    Deduct,
    /// 1904 Law 90 (3): the value of three tricks added to the adversaries' score.
    Add,
    /// 1908 Law 90: 150 points above the line.
    Points,
}

impl RevokePenalty {
    pub(super) fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "tricks" => RevokePenalty::Tricks,
            "deduct" => RevokePenalty::Deduct,
            "add" => RevokePenalty::Add,
            "points" => RevokePenalty::Points,
            _ => return None,
        })
    }
}

/// A checked deal. Per-side arrays are indexed by side: the table's sides for a rubber, or
/// 0 = the declarer's side and 1 = the adversaries for the three- and four-hand games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub declarer: usize,
    /// The contract's odd tricks, 1–7; 0 at 1904 bridge, which has no bidding.
    pub level: i64,
    pub denomination: Denomination,
    /// 0 undoubled, 1 doubled, 2 redoubled, and further at 1904 bridge.
    pub doubles: u32,
    /// Tricks the declarer's side took in play, before any revoke penalty.
    pub tricks: i64,
    pub honours: [Honours; 2],
    /// How many players of each side held no trump.
    pub chicane: [i64; 2],
    pub revokes: [i64; 2],
    /// The penalty exacted for each side's revokes.
    pub revoke_penalty: [Option<RevokePenalty>; 2],
    /// Points awarded to each side for the other's irregularities (1926 laws 72, 88, 89).
    pub penalties: [i64; 2],
    /// The rubber is given up after this deal and made up as it stands (1926 law 70).
    pub abandon: bool,
    /// Dealt as Mayonnaise or Goulash (L2648–2674).
    pub goulash: bool,
    /// What the bidding's irregular calls came to, said on the deal's note (1926 laws 78,
    /// 88, 89; 1908 Law 53).
    pub notes: Vec<String>,
}

impl Hand {
    pub fn defenders(&self) -> usize {
        1 - self.declarer
    }

    /// Tricks each side took in play.
    pub fn tricks_by_side(&self) -> [i64; 2] {
        let mut t = [0; 2];
        t[self.declarer] = self.tricks;
        t[self.defenders()] = TRICKS - self.tricks;
        t
    }
}

/// A rubber deal as entered: the keys of the deal object (docs/laws/bridge-1904.md). Numbers
/// are read wide and checked here, so a wrong one gets the law's message.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnteredDeal {
    pub declarer: i64,
    #[serde(default)]
    pub level: Option<i64>,
    /// May be left out when the deal carries its `auction`, which names it.
    #[serde(default)]
    pub denomination: String,
    #[serde(default)]
    pub doubles: Option<i64>,
    pub tricks: i64,
    #[serde(default)]
    pub honours: Option<Vec<i64>>,
    #[serde(default)]
    pub honours_in_one_hand: Option<Vec<i64>>,
    #[serde(default)]
    pub chicane: Option<Vec<i64>>,
    #[serde(default)]
    pub revokes: Option<Vec<i64>>,
    #[serde(default)]
    pub revoke_penalty: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub penalties: Option<Vec<i64>>,
    #[serde(default)]
    pub abandon: Option<bool>,
    #[serde(default)]
    pub goulash: Option<bool>,
    #[serde(default)]
    pub redeal: Option<bool>,
    /// The bidding call by call, where the table keeps it (auction 1908 and 1926).
    #[serde(default)]
    pub auction: Option<super::bidding::Entered>,
}

/// Names the fields of deal `i`, in either of the two shapes a deal is entered in.
#[derive(Debug, Clone, Copy)]
pub struct Paths {
    pub deal: usize,
    /// Three- and four-hand deals name the sides' fields `declarer_…` and `defender_…`.
    pub by_role: bool,
}

impl Paths {
    pub fn whole(&self, name: &str) -> String {
        format!("deals[{}].{name}", self.deal)
    }

    pub fn side(&self, name: &str, side: usize) -> String {
        if self.by_role {
            let role = if side == 0 { "declarer" } else { "defender" };
            format!("deals[{}].{role}_{name}", self.deal)
        } else {
            format!("deals[{}].{name}[{side}]", self.deal)
        }
    }

    /// The field that a fault of both sides together is blamed on.
    pub(super) fn both(&self, name: &str) -> String {
        if self.by_role {
            self.side(name, 1)
        } else {
            self.whole(name)
        }
    }
}

pub(super) fn in_range(field: &str, value: i64, min: i64, max: i64) -> Result<i64, LawError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(LawError::new(
            field,
            format!("{value} is not from {min} to {max}"),
        ))
    }
}

/// One value per side, or the refusal naming the field.
pub fn two(field: &str, values: &[i64]) -> Result<[i64; 2], LawError> {
    match values {
        [a, b] => Ok([*a, *b]),
        _ => Err(LawError::new(
            field,
            format!("{} values; one for each of the two sides", values.len()),
        )),
    }
}

/// What a deal is, side by side, before it is checked against the code.
#[derive(Debug, Clone, Default)]
pub struct Raw {
    pub declarer: usize,
    pub level: Option<i64>,
    pub denomination: String,
    pub doubles: Option<i64>,
    pub tricks: i64,
    pub honours: Option<[i64; 2]>,
    pub honours_in_one_hand: Option<[i64; 2]>,
    pub chicane: Option<[i64; 2]>,
    pub revokes: Option<[i64; 2]>,
    pub revoke_penalty: Option<[Option<String>; 2]>,
    pub penalties: Option<[i64; 2]>,
    pub abandon: Option<bool>,
    pub goulash: Option<bool>,
    pub redeal: Option<bool>,
    pub auction: Option<super::bidding::Entered>,
}

impl EnteredDeal {
    /// The deal with its declarer and per-side arrays read, for a table of `sides` sides.
    pub fn raw(&self, at: Paths) -> Result<Raw, LawError> {
        let declarer = usize::try_from(self.declarer)
            .ok()
            .filter(|&d| d < 2)
            .ok_or_else(|| {
                LawError::new(
                    at.whole("declarer"),
                    format!("{} is not a side: 0 or 1", self.declarer),
                )
            })?;
        let pair = |name: &str, v: &Option<Vec<i64>>| -> Result<Option<[i64; 2]>, LawError> {
            v.as_deref().map(|v| two(&at.whole(name), v)).transpose()
        };
        let revoke_penalty = match &self.revoke_penalty {
            None => None,
            Some(v) => match v.as_slice() {
                [a, b] => Some([a.clone(), b.clone()]),
                _ => {
                    return Err(LawError::new(
                        at.whole("revoke_penalty"),
                        format!("{} values; one for each of the two sides", v.len()),
                    ));
                }
            },
        };
        Ok(Raw {
            declarer,
            level: self.level,
            denomination: self.denomination.clone(),
            doubles: self.doubles,
            tricks: self.tricks,
            honours: pair("honours", &self.honours)?,
            honours_in_one_hand: pair("honours_in_one_hand", &self.honours_in_one_hand)?,
            chicane: pair("chicane", &self.chicane)?,
            revokes: pair("revokes", &self.revokes)?,
            revoke_penalty,
            penalties: pair("penalties", &self.penalties)?,
            abandon: self.abandon,
            goulash: self.goulash,
            redeal: self.redeal,
            auction: self.auction.clone(),
        })
    }
}
