//! Rubicon piquet: six deals make a partie; the aggregates decide it.
//!
//! 1909 (seed 000) L3800–3829; 1927 (seed 001) L12656–12664. The two books give the same rule;
//! the 1909 examples (L3813–3815, L3822–3823) settle what the 1927 wording leaves open.

use serde::{Deserialize, Serialize};

use super::{MAX_POINTS, PLAYERS};
use crate::laws::LawError;

/// "Six deals make a game" (L12656–12658); "the players play six deals, forming ... a partie"
/// (L3805–3806).
pub const DEALS: usize = 6;
const RUBICON: i64 = 100;
const GAME: i64 = 100;

/// Equal aggregates: neither book gives a rule (rules-1927-c §2.7 [AMBIG] (c)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// A drawn partie, worth nothing.
    #[default]
    Drawn,
    /// The partie is played again; it has no value yet.
    Replay,
}

/// What a rubiconed loser's points do (rules-1927-c §2.7 [AMBIG] (a)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RubiconValue {
    /// Winner's + loser's + 100: only "deducting" is reversed, and the 1909 example
    /// 120 + 98 + 100 = 318 (L3822–3823) says so.
    #[default]
    #[serde(rename = "sum_plus_100")]
    SumPlus100,
    /// Winner's + loser's, the 1927 sentence read alone.
    Sum,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settings {
    pub tie: Tie,
    pub rubicon_value: RubiconValue,
}

/// The partie as far as it has been played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partie {
    pub aggregates: [i64; PLAYERS],
    /// Six deals played.
    pub complete: bool,
    /// `None` until complete, and for equal aggregates.
    pub winner: Option<usize>,
    /// `None` until complete.
    pub rubiconed: Option<bool>,
    /// What the winner scores; `None` until complete, or for a partie to be replayed.
    pub value: Option<i64>,
    /// Equal aggregates under [`Tie::Replay`].
    pub replay: bool,
}

/// Refuses a seventh deal, naming it.
pub fn check_count(deals: usize) -> Result<(), LawError> {
    if deals > DEALS {
        return Err(LawError::new(
            format!("deals[{DEALS}]"),
            format!("a partie is {DEALS} deals; this is deal {}", DEALS + 1),
        ));
    }
    Ok(())
}

/// Adds up the deals entered so far and, after the sixth, values the partie. Fields are named
/// `deals[i][j]`.
pub fn score(settings: Settings, deals: &[[i64; PLAYERS]]) -> Result<Partie, LawError> {
    check_count(deals.len())?;
    let mut aggregates = [0i64; PLAYERS];
    for (i, deal) in deals.iter().enumerate() {
        for (j, &points) in deal.iter().enumerate() {
            let field = || format!("deals[{i}][{j}]");
            if points < 0 {
                return Err(LawError::new(field(), format!("{points} is negative")));
            }
            if points > MAX_POINTS {
                return Err(LawError::new(
                    field(),
                    format!("{points} is more than {MAX_POINTS}"),
                ));
            }
            // Six deals of at most MAX_POINTS cannot overflow.
            aggregates[j] += points;
        }
    }
    let mut partie = Partie {
        aggregates,
        complete: deals.len() == DEALS,
        winner: None,
        rubiconed: None,
        value: None,
        replay: false,
    };
    if !partie.complete {
        return Ok(partie);
    }
    let [a, b] = aggregates;
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Less => 1,
        std::cmp::Ordering::Equal => {
            partie.rubiconed = Some(false);
            match settings.tie {
                Tie::Drawn => partie.value = Some(0),
                Tie::Replay => partie.replay = true,
            }
            return Ok(partie);
        }
    };
    let (high, low) = (aggregates[winner], aggregates[1 - winner]);
    // "Fail to reach this amount": exactly 100 reaches it. With both under 100 the higher still
    // wins and adds the lower ("either or both", L12662–12664).
    let rubiconed = low < RUBICON;
    let value = if !rubiconed {
        high - low + GAME
    } else {
        match settings.rubicon_value {
            RubiconValue::SumPlus100 => high + low + GAME,
            RubiconValue::Sum => high + low,
        }
    };
    partie.winner = Some(winner);
    partie.rubiconed = Some(rubiconed);
    partie.value = Some(value);
    Ok(partie)
}
