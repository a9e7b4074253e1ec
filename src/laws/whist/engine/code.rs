//! What differs between the rubber-whist codes, and a deal as entered.

use serde::Serialize;

pub const TRICKS: i64 = 13;
/// The first six tricks a side takes (the book) count nothing.
pub const BOOK: i64 = 6;
pub const HONOURS: i64 = 4;

/// How one code of whist scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Code {
    /// Points that make a game: 5 (short), 10 (long), 7 (seven-point and American).
    pub target: i64,
    pub honours: Honours,
    pub revoke: Revoke,
    pub value: GameValue,
    /// Games are played in rubbers of the best of three, with two rubber points (short whist,
    /// seed 002 Laws 1, 9, 10). Without it each game is settled alone.
    pub rubber: bool,
    pub abandoned: Abandoned,
    /// Points the second side starts every game with (1927 dummy whist: the player who takes
    /// Dummy all the time "concedes a point to his adversaries", seed 001 L4399–4400).
    pub conceded: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Honours {
    /// Seven-point and American whist: "without scoring honors".
    NotScored,
    Scored {
        /// A side at this score when the deal begins cannot score honours (4 at short whist,
        /// 9 at long whist).
        barred_at: i64,
        /// Long whist: a side at this score may call its honours before the hand is played.
        called_at: Option<i64>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revoke {
    /// The English laws: for each revoke the claimants take three tricks, deduct three points
    /// or add three to their own score; the revoking side cannot score more than game less one.
    Claimants {
        take_short: TakeShort,
        both: BothRevoke,
    },
    /// The American laws of 1893 (law 30): two tricks transferred for each revoke; the revoking
    /// side stops one short of game.
    TwoTricks(BothTwoTricks),
}

/// The American laws of 1893, both sides revoking: "neither can win the game in that hand"
/// (law 30, seed 001 L3790–3794), and nothing said of the transfers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BothTwoTricks {
    /// Two tricks transferred for every revoke, each way (rules-1927-a §2.8 [INFER]).
    #[default]
    EachWay,
    /// The revokes cancel one for one, and only the surplus is transferred.
    Cancel,
}

/// Three tricks taken from a side that won fewer than three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeShort {
    /// The claimants take all the revokers have.
    #[default]
    AllTheyHave,
    /// The claimants must choose another penalty.
    Refused,
}

/// Both sides revoking in one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothRevoke {
    /// 1884 Law 81: "each is punished at the discretion of his adversary"; neither wins.
    EachPunished,
    /// 1900 Law 85: "the revokes cancel each other"; neither wins.
    Cancel(UnequalRevokes),
}

/// 1900 Law 85 with more revokes on one side than the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnequalRevokes {
    /// They cancel one for one; the surplus is penalised as usual.
    #[default]
    SurplusPenalised,
    /// Every revoke of the hand is cancelled.
    AllCancel,
}

/// What the hands thrown down (Law 59 of 1884, Law 62 of 1900) score besides a revoke penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Abandoned {
    /// The tricks the players agree on, as entered, with their honours.
    #[default]
    TricksAsEntered,
    /// Nothing but the revoke penalty.
    PenaltyOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameValue {
    /// Short whist: treble when the losers have not scored, double under three, single at three
    /// or four.
    Graded,
    /// Every game counts one.
    One,
    /// The American laws: the losers' score deducted from the game.
    TargetLessLosers,
}

/// Revokes made by one side in a deal, by the penalty the claimants chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Revokes {
    pub take3: i64,
    pub deduct3: i64,
    pub add3: i64,
    /// American laws: two tricks each.
    pub two_tricks: i64,
}

impl Revokes {
    pub fn count(&self) -> i64 {
        self.take3 + self.deduct3 + self.add3 + self.two_tricks
    }

    /// Cancels `n` of these revokes (1900 Law 85), the trick transfers first, then the
    /// deductions, then the additions.
    pub(super) fn cancel(&mut self, mut n: i64) {
        for slot in [
            &mut self.two_tricks,
            &mut self.take3,
            &mut self.deduct3,
            &mut self.add3,
        ] {
            let gone = n.min(*slot);
            *slot -= gone;
            n -= gone;
        }
    }
}

/// One deal as entered, checked for shape (each number in range, the tricks summing to 13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deal {
    /// Law 47 (1884): an imperfect pack makes the hand null; it scores nothing.
    pub void: bool,
    /// All four hands thrown down (Law 59 of 1884, Law 62 of 1900).
    pub abandoned: bool,
    /// Long whist: honours called at eight before the hand was played; there are no tricks.
    pub called: bool,
    pub tricks: Option<[i64; 2]>,
    /// Honours each side held and claimed.
    pub honours: [i64; 2],
    /// Revokes made by each side.
    pub revokes: [Revokes; 2],
}
