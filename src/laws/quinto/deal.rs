//! One hand of quinto scored from the game's scores before it, in the book's order: the quints of
//! play as they fell, then the cachette's quints to the winners of the twelfth trick, then the
//! tricks of both sides together; the game is looked at after each (L8756–8764).

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::poker::hands::Card;

/// "Game is 250 up" (L8756).
pub const GAME: i64 = 250;
/// "The normal value of each trick … is five points" (L8724).
pub const TRICK: i64 = 5;
/// Twelve cards to each of four, the cachette a thirteenth trick (L8704–8706, L8730–8732).
pub const TRICKS: i64 = 12;
/// "score 100 points extra" for the rubber (L8764).
pub const RUBBER: i64 = 100;

/// When both sides pass 250 on the tricks with equal totals: the book says only "the higher of
/// the two totals wins" (L8762–8763; hoyle-1909-b §2.6 NOT SPECIFIED).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EqualTotals {
    /// Neither wins yet: the scores stand and the next hand decides.
    #[default]
    PlayOn,
    /// The winners of the twelfth trick, who took the cachette, win.
    Cachette,
}

/// How a rubber is settled: the book gives only the 100 for it (L8764; §2.6 NOT SPECIFIED).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Settle {
    /// As at bridge: the difference of the sides' points over the rubber, the 100 included.
    #[default]
    Difference,
    /// The rubber counts one to its winners, whatever the points.
    Rubber,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub equal_totals: EqualTotals,
    /// Points beyond 250 begin the next game (the book is silent; §2.6 NOT SPECIFIED).
    #[serde(default)]
    pub carry_over: bool,
    #[serde(default)]
    pub settle: Settle,
}

/// A hand as entered.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuintoDeal {
    /// "no", "doubled" or "redoubled" (L8718–8722).
    #[serde(default)]
    pub doubled: Option<String>,
    /// The quints of play in the order they fell, each after the side that won its trick:
    /// `"We 5H, They joker, We AD 4D"`.
    #[serde(default)]
    pub quints: Option<String>,
    /// Tricks won by each side in play, twelve in all.
    #[serde(default)]
    pub tricks: Option<Vec<i64>>,
    /// The side that won the twelfth trick and with it the cachette.
    #[serde(default)]
    pub twelfth: Option<i64>,
    /// The quints in the cachette: `"5S"`, `"joker, 2C 3C"`.
    #[serde(default)]
    pub cachette: Option<String>,
}

/// A quint and its value, never multiplied (L8738–8741, L8720–8722).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Quint {
    Royal,
    Hearts,
    Diamonds,
    Clubs,
    Spades,
}

impl Quint {
    pub fn value(self) -> i64 {
        match self {
            Quint::Royal => 25,
            Quint::Hearts => 20,
            Quint::Diamonds => 15,
            Quint::Clubs => 10,
            Quint::Spades => 5,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Quint::Royal => "quint royal",
            Quint::Hearts => "quint in hearts",
            Quint::Diamonds => "quint in diamonds",
            Quint::Clubs => "quint in clubs",
            Quint::Spades => "quint in spades",
        }
    }

    /// By the poker module's suit numbers: spades, hearts, diamonds, clubs.
    fn of_suit(suit: u8) -> Quint {
        [Quint::Spades, Quint::Hearts, Quint::Diamonds, Quint::Clubs][suit as usize % 4]
    }
}

/// Which of a suit's three quints a card form is: the five, ace and four, deuce and trey.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Five,
    AceFour,
    DeuceTrey,
    Named,
}

/// One quint marked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Marked {
    pub side: usize,
    pub quint: Quint,
    pub points: i64,
    /// From the cachette rather than a trick of play.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cachette: bool,
}

/// A hand scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hand {
    /// 1, 2 or 4: what a trick is multiplied by.
    pub multiplier: i64,
    pub quints: Vec<Marked>,
    /// Each side's quints (play and cachette) and trick points.
    pub quint_points: Vec<i64>,
    pub trick_points: Vec<i64>,
    /// Each side's points on the hand, and its game score after it.
    pub points: Vec<i64>,
    pub scores: Vec<i64>,
    /// The side that won the game on this hand, and how.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub won: Option<usize>,
    pub note: String,
}

/// Reads one quint: a name (`hearts`, `royal`) or its cards (`5H`, `AH 4H`, `2H 3H`, `joker`).
fn read_quint(field: &str, text: &str) -> Result<(Quint, Form, u8), LawError> {
    let lower = text.trim().to_lowercase();
    let named = match lower.as_str() {
        "royal" | "quint royal" | "joker" | "jk" | "r" => Some(Quint::Royal),
        "hearts" | "heart" | "h" | "♥" => Some(Quint::Hearts),
        "diamonds" | "diamond" | "d" | "♦" => Some(Quint::Diamonds),
        "clubs" | "club" | "c" | "♣" => Some(Quint::Clubs),
        "spades" | "spade" | "s" | "♠" => Some(Quint::Spades),
        _ => None,
    };
    if let Some(q) = named {
        return Ok((q, Form::Named, 0));
    }
    let refuse = || {
        LawError::new(
            field,
            format!(
                "{text:?} is not a quint: write a suit (hearts, diamonds, clubs, spades), \
                 royal for the joker, or the cards (5H, AH 4H, 2H 3H)"
            ),
        )
    };
    let cards: Vec<Card> = lower
        .split(|c: char| c.is_whitespace() || c == '+' || c == '&')
        .filter(|w| !w.is_empty())
        .map(|w| Card::parse(w).ok_or_else(refuse))
        .collect::<Result<_, _>>()?;
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank).collect();
    ranks.sort_unstable();
    let same_suit = cards.windows(2).all(|w| w[0].suit == w[1].suit);
    let form = match ranks.as_slice() {
        [0] => return Ok((Quint::Royal, Form::Named, 0)),
        [5] => Form::Five,
        [4, 14] if same_suit => Form::AceFour,
        [2, 3] if same_suit => Form::DeuceTrey,
        _ => return Err(refuse()),
    };
    Ok((Quint::of_suit(cards[0].suit), form, cards[0].suit))
}

/// Every name a side may be written by, lowered, each with its side and whether it is the
/// side's own name: the side's name; each player's ("Ann" of "Ann & Bob", "Ann" of "Ann (guest)"
/// as the table writes a guest); a player's first name ("Margaret" of "Margaret Hale") when no
/// other player's is the same; and "we" and "they" for the first and second side, as the score
/// pad's columns are called, unless a side or player is called so.
fn side_names(sides: &[String]) -> Vec<(usize, String, bool)> {
    let mut names: Vec<(usize, String, bool)> = Vec::new();
    let mut players: Vec<(usize, String)> = Vec::new();
    for (s, n) in sides.iter().enumerate() {
        names.push((s, n.trim().to_lowercase(), true));
        for p in n.split(" & ") {
            let p = p.trim().to_lowercase();
            let bare = p.split(" (").next().unwrap_or_default().trim().to_owned();
            players.push((s, bare.clone()));
            names.push((s, p, false));
            names.push((s, bare, false));
        }
    }
    for (s, p) in &players {
        let Some(first) = p.split_whitespace().next() else {
            continue;
        };
        let shared = players
            .iter()
            .filter(|(_, q)| q.split_whitespace().next() == Some(first))
            .count();
        if shared == 1 && first != p {
            names.push((*s, first.to_owned(), false));
        }
    }
    if sides.len() == 2 {
        for (s, word) in [(0, "we"), (1, "they")] {
            if !names.iter().any(|(_, n, _)| n == word) {
                names.push((s, word.to_owned(), true));
            }
        }
    }
    names.retain(|(_, n, _)| !n.is_empty());
    names
}

/// Reads a list of quints, each after the side that took it, or (in the cachette) alone.
fn read_list(
    field: &str,
    text: &str,
    sides: &[String],
    side_given: Option<usize>,
) -> Result<Vec<(usize, Quint, Form, u8)>, LawError> {
    let mut out = Vec::new();
    for (j, item) in text
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .enumerate()
    {
        let at = format!("{field}[{j}]");
        let (side, rest) = match side_given {
            Some(s) => (s, item.to_owned()),
            None => {
                let lower = item.to_lowercase();
                // A side by its name or by one of its players' ("Ann" of "Ann & Bob"), the
                // longest that fits, so "Ann" does not take "Anne & Jo".
                let found = side_names(sides)
                    .into_iter()
                    .filter(|(_, n, _)| {
                        !n.is_empty()
                            && lower.starts_with(n.as_str())
                            && lower[n.len()..].starts_with(|c: char| !c.is_alphanumeric())
                    })
                    // A side's own name before a player's of the same length.
                    .max_by_key(|(_, n, whole)| (n.len(), *whole));
                let Some((s, name, _)) = found else {
                    return Err(LawError::new(
                        at,
                        format!(
                            "{item:?}: begin with the side that won the trick ({}, or We and \
                             They), or one of its players, then the quint",
                            sides.join(" or ")
                        ),
                    ));
                };
                // The rest of the lowered text: the quint is read without regard to case, and
                // lowering can change a name's length in bytes.
                let rest = lower[name.len()..]
                    .trim_start_matches([':', ' ', '-'])
                    .to_owned();
                (s, rest)
            }
        };
        let (quint, form, suit) = read_quint(&at, &rest)?;
        out.push((side, quint, form, suit));
    }
    Ok(out)
}

/// Scores one hand from `scores` (each side's points in the game so far).
pub fn score_hand(
    at: &str,
    deal: &QuintoDeal,
    sides: &[String],
    scores: [i64; 2],
    settings: Settings,
) -> Result<Hand, LawError> {
    let multiplier = match deal.doubled.as_deref().unwrap_or("no") {
        "no" | "" => 1,
        "doubled" => 2,
        "redoubled" => 4,
        other => {
            return Err(LawError::new(
                format!("{at}.doubled"),
                format!("{other:?} is not no, doubled or redoubled"),
            ));
        }
    };
    let played = read_list(
        &format!("{at}.quints"),
        deal.quints.as_deref().unwrap_or(""),
        sides,
        None,
    )?;
    let twelfth = deal
        .twelfth
        .map(|t| {
            usize::try_from(t).ok().filter(|&t| t < 2).ok_or_else(|| {
                LawError::new(format!("{at}.twelfth"), format!("{t} is not a side 0 or 1"))
            })
        })
        .transpose()?;
    let in_cachette = match (&deal.cachette, twelfth) {
        (Some(text), _) if text.trim().is_empty() => Vec::new(),
        (None, _) => Vec::new(),
        (Some(text), Some(t)) => read_list(&format!("{at}.cachette"), text, sides, Some(t))?,
        (Some(_), None) => {
            return Err(LawError::new(
                format!("{at}.twelfth"),
                "needed: who won the twelfth trick takes the cachette and its quints",
            ));
        }
    };
    // Each suit holds three quints and the pack one joker (L8733–8737).
    let mut seen: Vec<(Quint, Form, u8)> = Vec::new();
    for (j, &(_, q, form, suit)) in played.iter().chain(&in_cachette).enumerate() {
        let field = if j < played.len() {
            format!("{at}.quints[{j}]")
        } else {
            format!("{at}.cachette[{}]", j - played.len())
        };
        let same = seen.iter().filter(|(s, _, _)| *s == q).count();
        let most = if q == Quint::Royal { 1 } else { 3 };
        if same >= most || (form != Form::Named && seen.contains(&(q, form, suit))) {
            return Err(LawError::new(
                field,
                format!("the pack has no more of the {} than that", q.words()),
            ));
        }
        seen.push((q, form, suit));
    }

    let mut hand = Hand {
        multiplier,
        quints: Vec::new(),
        quint_points: vec![0, 0],
        trick_points: vec![0, 0],
        points: vec![0, 0],
        scores: scores.to_vec(),
        won: None,
        note: String::new(),
    };
    let all = played
        .iter()
        .map(|q| (q, false))
        .chain(in_cachette.iter().map(|q| (q, true)));
    let count = played.len() + in_cachette.len();
    for (j, (&(side, quint, _, _), cachette)) in all.enumerate() {
        let points = quint.value();
        hand.quint_points[side] += points;
        hand.points[side] += points;
        hand.scores[side] += points;
        hand.quints.push(Marked {
            side,
            quint,
            points,
            cachette,
        });
        if hand.scores[side] >= GAME {
            if j + 1 < count {
                let field = if j + 1 < played.len() {
                    format!("{at}.quints[{}]", j + 1)
                } else {
                    format!("{at}.cachette")
                };
                return Err(LawError::new(
                    field,
                    format!(
                        "{} reached {} with the quint before: the game is at an end and the rest \
                         of the hand is abandoned (L8758–8760)",
                        sides[side], hand.scores[side]
                    ),
                ));
            }
            hand.won = Some(side);
            hand.note = format!(
                "{} out on a {}{}: the tricks are not counted",
                sides[side],
                quint.words(),
                if cachette { " in the cachette" } else { "" }
            );
            return Ok(hand);
        }
    }

    // Played out: the tricks of both sides are added together (L8761–8763).
    let Some(tricks) = &deal.tricks else {
        return Err(LawError::new(
            format!("{at}.tricks"),
            "needed: the tricks each side won, the hand having been played out",
        ));
    };
    let tricks = crate::laws::book::per_side::<i64, 2>(&format!("{at}.tricks"), tricks)?;
    for (s, &t) in tricks.iter().enumerate() {
        if !(0..=TRICKS).contains(&t) {
            return Err(LawError::new(
                format!("{at}.tricks[{s}]"),
                format!("{t} is not from 0 to {TRICKS}"),
            ));
        }
    }
    if tricks[0] + tricks[1] != TRICKS {
        return Err(LawError::new(
            format!("{at}.tricks"),
            format!(
                "{} and {} are not the twelve tricks of a hand",
                tricks[0], tricks[1]
            ),
        ));
    }
    let Some(twelfth) = twelfth else {
        return Err(LawError::new(
            format!("{at}.twelfth"),
            "needed: who won the twelfth trick takes the cachette, an extra trick",
        ));
    };
    if tricks[twelfth] == 0 {
        return Err(LawError::new(
            format!("{at}.twelfth"),
            format!("{} won no trick, so not the twelfth", sides[twelfth]),
        ));
    }
    for (s, &won) in tricks.iter().enumerate() {
        let units = won + i64::from(s == twelfth);
        hand.trick_points[s] = TRICK * multiplier * units;
        hand.points[s] += hand.trick_points[s];
        hand.scores[s] += hand.trick_points[s];
    }
    let out: Vec<usize> = (0..2).filter(|&s| hand.scores[s] >= GAME).collect();
    hand.won = match out.as_slice() {
        [one] => Some(*one),
        [_, _] => match hand.scores[0].cmp(&hand.scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => match settings.equal_totals {
                EqualTotals::PlayOn => None,
                EqualTotals::Cachette => Some(twelfth),
            },
        },
        _ => None,
    };
    let doubled = match multiplier {
        2 => ", doubled",
        4 => ", redoubled",
        _ => "",
    };
    hand.note = format!(
        "{} {} and {} {} tricks with the cachette{doubled}",
        sides[0],
        tricks[0] + i64::from(twelfth == 0),
        sides[1],
        tricks[1] + i64::from(twelfth == 1),
    );
    match (hand.won, out.len()) {
        (Some(w), 2) => {
            hand.note += &format!("; both out, {} the higher", sides[w]);
        }
        (None, 2) => hand.note += "; both out with equal totals: the next hand decides",
        (Some(w), _) => hand.note += &format!("; {} out", sides[w]),
        _ => {}
    }
    Ok(hand)
}
