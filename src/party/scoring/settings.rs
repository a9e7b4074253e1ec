//! The scoring settings of a party: the mode, ties, what the bell does, and their checks.

use serde::{Deserialize, Serialize};

use super::auction::Reckoning;

/// What a tally counts (seed 001 L6393–6414).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Games won: a game to each winner, half games when the tie rule gives them.
    #[default]
    Games,
    /// The points each side made before the bell, played out to the end of the hand.
    Points,
    /// Points punched on a card whose spaces run to `punch_max` (usually 15, L6406–6408).
    Punch,
    /// The 1909 stars: gold at the head table, red elsewhere, green to the booby table's losers
    /// (seed 000 L2832–2838).
    Stars,
}

/// How a game tied at the bell is scored (seed 001 L6469–6471). Either way the side that won
/// the cut, scored its points first, or turned down the deciding third trick progresses; the
/// rule only says whether that side also takes the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// "one-half game may be scored for each player" (L6470), and the large public euchre's
    /// printed rule 5 (L6826): all four count a half game.
    #[default]
    HalfGame,
    /// The side that wins the cut (or scored first) wins the game outright.
    Decider,
}

/// What the tables do when the bell rings (seed 001 L6397–6404): "play immediately ceases" in
/// a games tally, while at total points "the players at each table play out their hands". The
/// book gives each mode its own; rules-1927-b.md §3.1.2 marks it [AMBIG] and asks for a setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtBell {
    /// Play stops at once: the hand in progress counts nothing, and a tie is settled by the
    /// third trick turned down, the cut, or half games (L6463–6471).
    StopNow,
    /// The hand in progress is played out and its points added to the side's score.
    FinishHand,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Scoring {
    pub mode: Mode,
    pub tie: TieRule,
    /// `None` follows the mode, as the book does: see [`Scoring::at_bell`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_bell: Option<AtBell>,
    /// The last space on a punched card; a game's points above it cannot be punched.
    pub punch_max: u32,
    /// Whether a side's game may come out below nothing: five hundred's set-backs, kept in the
    /// general score-sheet's minus column (seed 001 L7390–7398). Every other party game counts
    /// points made, and a negative score there is a slip of the pen.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub set_backs: bool,
    /// Progressive auction's round totals kept gross or net (seed 001 L2891–2896): net leaves
    /// the side ahead the difference and the other side nothing.
    pub reckoning: Reckoning,
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            mode: Mode::Games,
            tie: TieRule::HalfGame,
            at_bell: None,
            punch_max: 15,
            set_backs: false,
            reckoning: Reckoning::Gross,
        }
    }
}

impl Scoring {
    /// The bell's rule in force: the one chosen, else the mode's own — stop at once when games
    /// are counted (and the 1909 stars, which count games), play the hand out when points are
    /// (seed 001 L6397–6404).
    pub fn at_bell(&self) -> AtBell {
        self.at_bell.unwrap_or(match self.mode {
            Mode::Games | Mode::Stars => AtBell::StopNow,
            Mode::Points | Mode::Punch => AtBell::FinishHand,
        })
    }

    /// A side's (or hand's) score at the bell: `at_bell` is what it had when the bell rang,
    /// `in_hand` what the hand then in progress made when played out. Under `finish_hand` the
    /// two are added; under `stop_now` the hand was never finished, so its points are refused
    /// rather than silently dropped.
    pub fn at_the_bell(
        &self,
        at_bell: &[i64],
        in_hand: Option<&[i64]>,
    ) -> Result<Vec<i64>, (&'static str, String)> {
        let Some(in_hand) = in_hand else {
            return Ok(at_bell.to_vec());
        };
        if self.at_bell() == AtBell::StopNow {
            return Err((
                "in_hand",
                "play stops at the bell in this party (at_bell: stop_now); the hand in progress counts nothing".to_owned(),
            ));
        }
        if in_hand.len() != at_bell.len() {
            return Err((
                "in_hand",
                format!("{} numbers for {} sides", in_hand.len(), at_bell.len()),
            ));
        }
        Ok(at_bell
            .iter()
            .zip(in_hand)
            .map(|(a, h)| a.saturating_add(*h))
            .collect())
    }
}
