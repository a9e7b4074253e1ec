//! One deal as entered, read and checked, and the declarer's game valued: won or lost, the
//! overbid, the abandoned hand and the irregularities that decide a game before its end.

use serde::Deserialize;

use super::super::LawError;
use super::values::{
    Announced, AnnouncedLost, Code, Game, Kind, Play, Tricks, Trump, american_lost_base,
    american_made_value, book_value, next_value,
};

/// A deal as the command line and the pad give it. The pad's form is flat (`matadores` a number
/// with `matadores_are`, ramsch's points as `ramsch_points` one per player, `trickless` as a flag
/// per player); the command line may use the shapes (`matadores: {"with": 2}`,
/// `card_points: [..]`, `trickless: [players]`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub game: Game,
    #[serde(default)]
    pub declarer: Option<usize>,
    #[serde(default)]
    pub dealer: Option<usize>,
    #[serde(default)]
    pub trump: Option<Trump>,
    #[serde(default)]
    pub matadores: Option<Matadores>,
    #[serde(default)]
    pub matadores_are: Option<WithOrWithout>,
    #[serde(default)]
    pub card_points: Option<CardPoints>,
    #[serde(default)]
    pub ramsch_points: Option<Vec<i64>>,
    #[serde(default)]
    pub tricks: Option<Tricks>,
    #[serde(default)]
    pub announced: Option<Announced>,
    #[serde(default)]
    pub bid: Option<i64>,
    #[serde(default)]
    pub won: Option<bool>,
    #[serde(default)]
    pub abandoned: Option<bool>,
    #[serde(default)]
    pub error: Option<Irregularity>,
    #[serde(default)]
    pub error_by: Option<usize>,
    #[serde(default)]
    pub played_on: Option<bool>,
    #[serde(default)]
    pub last_trick: Option<usize>,
    #[serde(default)]
    pub trickless: Option<Trickless>,
    #[serde(default)]
    pub penalties: Option<Vec<i64>>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(untagged)]
pub enum Matadores {
    Count(i64),
    Said(Said),
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Said {
    #[serde(default)]
    with: Option<i64>,
    #[serde(default)]
    without: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WithOrWithout {
    With,
    Without,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum CardPoints {
    Declarer(i64),
    Each(Vec<i64>),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Trickless {
    Flags(Vec<bool>),
    Players(Vec<usize>),
}

/// The irregularities that end a game before its time (L10785–10817; Laws X.10, XI.2–XI.12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Irregularity {
    Revoke,
    OutOfTurn,
    TooFewCards,
    ExaminedTricks,
    LookedAtSkat,
    WrongDiscard,
    Conceded,
}

/// A declarer's game valued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Valued {
    /// Signed from the declarer's side.
    pub value: i64,
    pub won: bool,
    /// What the League charges an erring opponent on the penalty ledger (XI.5, XI.8–XI.10).
    pub opponent_charge: Option<(usize, i64)>,
    pub label: String,
}

/// The matadores said, as a count (with or without both add alike, L10724–10734).
pub fn matadores(
    at: &dyn Fn(&str) -> String,
    deal: &Deal,
) -> Result<Option<(i64, bool)>, LawError> {
    let said = match (deal.matadores, deal.matadores_are) {
        (None, None) => return Ok(None),
        (None, Some(_)) => {
            return Err(LawError::new(at("matadores"), "how many matadores?"));
        }
        (Some(Matadores::Count(n)), how) => (n, how.unwrap_or(WithOrWithout::With)),
        (Some(Matadores::Said(s)), None) => match (s.with, s.without) {
            (Some(n), None) => (n, WithOrWithout::With),
            (None, Some(n)) => (n, WithOrWithout::Without),
            _ => {
                return Err(LawError::new(
                    at("matadores"),
                    "give either \"with\" or \"without\" and a number",
                ));
            }
        },
        (Some(Matadores::Said(_)), Some(_)) => {
            return Err(LawError::new(at("matadores_are"), "said twice"));
        }
    };
    Ok(Some((said.0, said.1 == WithOrWithout::With)))
}

/// Values the declarer's game of deal `at`.
pub fn value(
    at: &dyn Fn(&str) -> String,
    deal: &Deal,
    code: Code,
    declarer: usize,
    announced_lost: AnnouncedLost,
) -> Result<Valued, LawError> {
    let game = deal.game;
    let kind = game.kind();
    let refuse = |field: &str, why: &str| Err(LawError::new(at(field), why.to_owned()));
    // The trump: named for a suit game, none for a grand or a nullo (L10570–10651).
    match (kind, deal.trump) {
        (Kind::Suit, None) => return refuse("trump", "a suit game needs its trump"),
        (Kind::Grand, Some(_)) => {
            return refuse("trump", "in a grand the four jacks are the only trumps");
        }
        (Kind::Null, Some(_)) => return refuse("trump", "a nullo has no trumps"),
        _ => {}
    }
    let mats = matadores(at, deal)?;
    let (m, with) = match (kind, mats) {
        (Kind::Null, Some(_)) => return refuse("matadores", "a nullo has no matadores"),
        (Kind::Null, None) => (0, true),
        (_, None) => return refuse("matadores", "with or without how many matadores?"),
        (_, Some((n, with))) => {
            let most = game.max_matadores();
            if !(1..=most).contains(&n) {
                return Err(LawError::new(
                    at("matadores"),
                    format!(
                        "{n} is not from 1 to {most}: a {} can be with or without at most {most}",
                        game.name()
                    ),
                ));
            }
            (n, with)
        }
    };
    if let Some(a) = deal.announced {
        if kind == Kind::Null {
            return refuse("announced", "nothing is announced in a nullo");
        }
        if game.uses_skat() {
            return refuse(
                "announced",
                "Schneider or Schwarz may not be announced in a game that used the skat (L10719–10721; X.4)",
            );
        }
        let open_grand = game == Game::GrandOuvert && a == Announced::Schwarz;
        if !(game.may_announce() || open_grand) {
            return refuse("announced", "only a solo may be announced");
        }
    }
    let abandoned = deal.abandoned.unwrap_or(false);
    if abandoned && !game.may_abandon(code) {
        return refuse(
            "abandoned",
            match code {
                Code::Book => "only a Tournee may be abandoned, never a Solo (L10779–10783)",
                _ => "this game cannot be thrown",
            },
        );
    }
    let error = match (deal.error, deal.error_by) {
        (None, None) => None,
        (Some(_), None) => return refuse("error_by", "who made the error?"),
        (None, Some(_)) => return refuse("error", "which error?"),
        (Some(kind), Some(by)) => Some((kind, by)),
    };
    if abandoned && error.is_some() {
        return refuse("abandoned", "a hand abandoned has no error to play on from");
    }
    let played_on = deal.played_on.unwrap_or(false);
    if played_on && error.is_none() {
        return refuse("played_on", "played on after which error?");
    }
    // The play's result is needed unless the game ended before it was played out.
    let decided_early = abandoned || (error.is_some() && !played_on);
    let tricks = deal.tricks.unwrap_or_default();
    let card_points = match (&deal.card_points, kind) {
        (Some(CardPoints::Each(_)), _) => {
            return refuse("card_points", "the declarer's card points are one number");
        }
        (Some(CardPoints::Declarer(p)), Kind::Suit | Kind::Grand) => *p,
        (Some(_), _) => return refuse("card_points", "a nullo is won by taking no trick"),
        (None, Kind::Null) => 0,
        (None, _) if decided_early || game == Game::GrandOuvert => {
            if tricks == Tricks::All {
                120
            } else {
                0
            }
        }
        (None, _) => return refuse("card_points", "the declarer's card points, 0..120"),
    };
    if !(0..=120).contains(&card_points) {
        return Err(LawError::new(
            at("card_points"),
            format!("{card_points} is not from 0 to 120"),
        ));
    }
    // The skat and the discards count for the declarer (L10575–10583), so every trick is every
    // card point, and no trick leaves him at most the two cards of the skat.
    if kind != Kind::Null && deal.card_points.is_some() {
        if tricks == Tricks::All && card_points != 120 {
            return refuse("card_points", "every trick taken is all 120 card points");
        }
        if tricks == Tricks::None && card_points > 22 {
            return refuse(
                "card_points",
                "with no trick the declarer has only the skat's points, at most 22",
            );
        }
    }
    if let Some(bid) = deal.bid
        && !(1..=1008).contains(&bid)
    {
        return Err(LawError::new(
            at("bid"),
            format!("{bid} is not from 1 to 1008"),
        ));
    }
    let play = Play {
        game,
        trump: deal.trump,
        matadores: m,
        card_points,
        tricks,
        announced: deal.announced,
    };
    let made = match kind {
        Kind::Null => match (deal.won, deal.tricks) {
            (Some(w), _) => w,
            (None, Some(t)) if !decided_early => t == Tricks::None,
            (None, _) if decided_early => false,
            (None, _) => return refuse("won", "was the nullo won?"),
        },
        _ => play.made(),
    };
    // An error decides the game: the side that made it loses (L10785–10817; X.10, XI.7–XI.10).
    let (won, by_opponent) = match error {
        Some((_, by)) if by == declarer => (false, None),
        Some((_, by)) => (true, Some(by)),
        None if abandoned => (false, None),
        None => (made, None),
    };
    let unit = game.unit(code, deal.trump);
    let bid = deal.bid.unwrap_or(0);
    let mut overbid = false;
    let played = |won: bool| {
        // Not played out: the simple game, or the game announced (L10779–10783) [INFER].
        let mut p = play;
        if decided_early {
            p.card_points = if won { 61 } else { 31 };
            p.tricks = Tricks::Some;
        }
        p
    };
    let mut magnitude = match code {
        Code::American => match won {
            true => american_made_value(&played(true)),
            false => 2 * american_lost_base(&played(false), announced_lost),
        },
        _ => book_value(&played(won), code, won, announced_lost),
    };
    let factor = if game.doubled_when_lost(code) { 2 } else { 1 };
    let mut won = won;
    if won && by_opponent.is_none() && magnitude < bid {
        // Overbid: lost, at the next value of the game that reaches the bid (X.15,
        // L11146–11149; American L10877–10879).
        overbid = true;
        won = false;
        let lost = match code {
            Code::American => 2 * american_lost_base(&played(false), announced_lost),
            _ => book_value(&played(false), code, false, announced_lost),
        };
        magnitude = lost.max(factor * next_value(unit, bid));
    } else if !won && bid > 0 {
        let reached = magnitude;
        magnitude = reached.max(factor * next_value(unit, bid));
        overbid = magnitude > reached;
    } else if won && by_opponent.is_some() && magnitude < bid {
        // An overbid game won by an opponent's error is worth the bid (XI.9, L11244–11247).
        magnitude = bid;
    }
    let opponent_charge = match (code, by_opponent) {
        (Code::Nasl, Some(by)) => Some((by, magnitude)),
        _ => None,
    };
    let mut label = game.name().to_owned();
    if let Some(t) = deal.trump {
        label.push(' ');
        label.push_str(t.name());
    }
    if kind != Kind::Null {
        label.push_str(&format!(", {} {m}", if with { "with" } else { "without" }));
    }
    if let Some(a) = deal.announced {
        label.push_str(match a {
            Announced::Schneider => ", Schneider announced",
            Announced::Schwarz => ", Schwarz announced",
        });
    }
    label.push_str(match (won, abandoned, error.is_some(), overbid) {
        (_, true, _, _) => ": abandoned",
        (true, _, true, _) => ": won by the opponents' error",
        (false, _, true, _) => ": lost by the declarer's error",
        (false, _, _, true) => ": overbid",
        (true, ..) => ": won",
        (false, ..) => ": lost",
    });
    if !won && factor == 2 {
        label.push_str(" (doubled)");
    }
    Ok(Valued {
        value: if won { magnitude } else { -magnitude },
        won,
        opponent_charge,
        label,
    })
}
