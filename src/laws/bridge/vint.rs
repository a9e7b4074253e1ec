//! Vint, the Russian ancestor of bridge (seed 001 L12669–12836): auction bidding as at auction
//! bridge, but the value of every trick is set by the number of tricks bid, not by the suit,
//! and both sides score every trick they take toward a game of 500. Honours, slams, coronets,
//! the penalty for a contract not made, the game's 1,000 and the rubber's 2,000 are written in
//! the honour column. After each rubber the partners change, so that in three rubbers each
//! player has had each of the others once (L12830–12834).
//!
//! It sits beside bridge because it is scored as bridge is: a line, two games a rubber, the
//! rubber worth the difference of the totals. Its deal is scored here ([`score_deal`]) and its
//! sitting of rubbers, with the partners changing, in [`sitting`].

pub mod sitting;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind};

/// The game: "the side that first reaches 500 is game" (L12777).
pub const GAME: i64 = 500;
/// "The partners that win a game add 1,000 points in honors" (L12777–12779).
pub const GAME_BONUS: i64 = 1_000;
/// "The partners winning two games get the rubber and add 2,000" (L12779–12780).
pub const RUBBER_BONUS: i64 = 2_000;

/// The settings: each an ambiguity of the text, the book's likeliest reading the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub partners: Partners,
    pub overflow: Overflow,
    pub tied_aces: TiedAces,
    pub slam_beyond_bid: SlamBeyondBid,
    pub defenders_slam: bool,
    pub nt_aces_coronet: NtAcesCoronet,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            partners: Partners::default(),
            overflow: Overflow::default(),
            tied_aces: TiedAces::default(),
            slam_beyond_bid: SlamBeyondBid::default(),
            defenders_slam: true,
            nt_aces_coronet: NtAcesCoronet::default(),
        }
    }
}

/// Whether the partners change after each rubber (L12830–12834) or stay as cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Partners {
    #[default]
    Changed,
    Fixed,
}

/// Trick points past 500 in the hand that wins a game: the text is silent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Overflow {
    /// They stay in the totals, but the next game starts at nothing for both sides.
    #[default]
    Dropped,
    /// The winners start the next game with what they made past 500.
    Carried,
}

/// Aces two and two in a trump contract: "the side winning the most tricks scores them".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TiedAces {
    /// Its own two, as a side "counts the honours it holds".
    #[default]
    OwnTwo,
    AllFour,
}

/// A bid of six that makes thirteen tricks: the text gives no award for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SlamBeyondBid {
    /// The larger single award: 6,000, the little slam bid and made.
    #[default]
    LargerOnly,
    /// 6,000 for the little slam bid and made and 2,000 for the grand slam made not bid.
    Both,
}

/// Three or four aces in one hand at no-trumps: "all the suits" are doubled; aces are no suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NtAcesCoronet {
    #[default]
    Double,
    Single,
}

/// The trump named with the bid, or no-trumps (ranked NT, ♥, ♦, ♣, ♠: L12686–12691).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    NoTrumps,
    Hearts,
    Diamonds,
    Clubs,
    Spades,
}

/// Which side of the deal reached 500 first, when both did in one hand (L12777–12779).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum First {
    Bidders,
    Adversaries,
}

/// One deal as entered: the players are seats 0–3, partners by the rubber (see [`sitting`]).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub bidder: usize,
    pub level: i64,
    pub suit: Suit,
    pub tricks: i64,
    pub aces: i64,
    #[serde(default)]
    pub trump_honours: Option<i64>,
    #[serde(default)]
    pub coronets: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub first_to_game: Option<First>,
}

pub const DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Who made the highest bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "his partner this rubber plays with him; the other two are the adversaries",
    },
    Field {
        name: "level",
        label: "How many tricks over the book he bid",
        kind: FieldKind::Number { min: 1, max: 7 },
        per_side: false,
        optional: false,
        help: "one to seven; every trick either side takes is worth ten times this",
    },
    Field {
        name: "suit",
        label: "What he named",
        kind: FieldKind::Choice {
            choices: &[
                ("no_trumps", "no trumps"),
                ("hearts", "hearts"),
                ("diamonds", "diamonds"),
                ("clubs", "clubs"),
                ("spades", "spades"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "tricks",
        label: "Tricks his side took",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: false,
        optional: false,
        help: "the adversaries took the rest of the thirteen",
    },
    Field {
        name: "aces",
        label: "Aces his side held",
        kind: FieldKind::Number { min: 0, max: 4 },
        per_side: false,
        optional: false,
        help: "as dealt, in his hand and his partner's",
    },
    Field {
        name: "trump_honours",
        label: "Honours of the trump suit his side held",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: false,
        optional: true,
        help: "ace, king, queen, knave and ten of trumps; leave blank at no trumps",
    },
    Field {
        name: "coronets",
        label: "Coronets in each hand",
        kind: FieldKind::Text { max_len: 60 },
        per_side: true,
        optional: true,
        help: "each run of three or more in one suit, and three or four aces: e.g. \"5 spades, 3 aces\"",
    },
    Field {
        name: "first_to_game",
        label: "Which side reached 500 first",
        kind: FieldKind::Choice {
            choices: &[
                ("bidders", "the bidder's side"),
                ("adversaries", "the adversaries"),
            ],
        },
        per_side: false,
        optional: true,
        help: "only when both sides reach 500 in the same hand",
    },
];

/// What one deal scores for each side of it: index 0 the bidder's side, 1 the adversaries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub trick_value: i64,
    pub made: bool,
    /// Tricks taken: the bidder's side, the adversaries.
    pub tricks: [i64; 2],
    /// Trick points toward game (below the line).
    pub below: [i64; 2],
    /// Each honour-column item: what it is for and its points.
    pub above: [Vec<(String, i64)>; 2],
}

impl Scored {
    pub fn above_total(&self, side: usize) -> i64 {
        self.above[side].iter().map(|(_, p)| p).sum()
    }
}

/// A coronet read from a hand's entry: its length, and whether it is of aces or of a suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coronet {
    pub cards: i64,
    pub suit: Option<Suit>,
}

/// Reads "5 spades, 3 aces": each coronet a number and a suit (or "aces").
pub fn read_coronets(field: &str, text: &str) -> Result<Vec<Coronet>, LawError> {
    let mut out = Vec::new();
    for part in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let mut words = part.split_whitespace();
        let bad = || {
            LawError::new(
                field,
                format!("{part:?} is not a coronet such as \"5 spades\" or \"3 aces\""),
            )
        };
        let cards: i64 = words.next().and_then(|w| w.parse().ok()).ok_or_else(bad)?;
        let what = words.next().ok_or_else(bad)?.to_lowercase();
        if words.next().is_some() {
            return Err(bad());
        }
        let suit = match what.as_str() {
            "aces" | "ace" | "a" => None,
            "spades" | "spade" | "s" => Some(Suit::Spades),
            "hearts" | "heart" | "h" => Some(Suit::Hearts),
            "diamonds" | "diamond" | "d" => Some(Suit::Diamonds),
            "clubs" | "club" | "c" => Some(Suit::Clubs),
            _ => return Err(bad()),
        };
        let (least, most) = if suit.is_none() { (3, 4) } else { (3, 13) };
        if !(least..=most).contains(&cards) {
            return Err(LawError::new(
                field,
                match suit {
                    None => format!("{cards} aces: a coronet of aces is three or four"),
                    Some(_) => format!("a run of {cards}: a coronet is three to thirteen cards"),
                },
            ));
        }
        out.push(Coronet { cards, suit });
    }
    Ok(out)
}

/// A coronet's worth (L12821–12829): 500 and 500 a card more with a trump suit; double in the
/// trump suit itself and in every suit at no-trumps.
pub fn coronet_value(c: Coronet, contract: Suit, settings: Settings) -> i64 {
    let doubled = match (contract, c.suit) {
        (Suit::NoTrumps, None) => settings.nt_aces_coronet == NtAcesCoronet::Double,
        (Suit::NoTrumps, Some(_)) => true,
        (trump, Some(suit)) => trump == suit,
        (_, None) => false,
    };
    let unit = if doubled { 1_000 } else { 500 };
    unit * (c.cards - 2)
}

fn check(
    i: usize,
    field: &str,
    value: i64,
    range: std::ops::RangeInclusive<i64>,
) -> Result<i64, LawError> {
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(LawError::new(
            format!("deals[{i}].{field}"),
            format!("{value} is not from {} to {}", range.start(), range.end()),
        ))
    }
}

/// Scores deal `i`. `seats` gives each of the four players' side of this deal: 0 the bidder's
/// partnership, 1 the adversaries (the caller knows the rubber's partners).
pub fn score_deal(
    i: usize,
    deal: &Deal,
    seats: [usize; 4],
    settings: Settings,
) -> Result<Scored, LawError> {
    let at = |f: &str| format!("deals[{i}].{f}");
    let level = check(i, "level", deal.level, 1..=7)?;
    let tricks = check(i, "tricks", deal.tricks, 0..=13)?;
    let aces = check(i, "aces", deal.aces, 0..=4)?;
    let tv = 10 * level;
    let trumps = deal.suit != Suit::NoTrumps;
    let honours = match (trumps, deal.trump_honours) {
        (true, Some(h)) => Some(check(i, "trump_honours", h, 0..=5)?),
        (true, None) => {
            return Err(LawError::new(
                at("trump_honours"),
                "needed with a trump suit: how many of A K Q J 10 of trumps the bidder's side held",
            ));
        }
        (false, Some(_)) => {
            return Err(LawError::new(
                at("trump_honours"),
                "there are no trump honours at no trumps; leave it blank",
            ));
        }
        (false, None) => None,
    };
    let tricks = [tricks, 13 - tricks];
    let mut above: [Vec<(String, i64)>; 2] = [Vec::new(), Vec::new()];

    // Aces (L12802–12820): the side holding three or four scores those it holds; two and two
    // go to the side with more tricks at a trump, and to nobody at no-trumps.
    let per_ace = if trumps { 10 * tv } else { 25 * tv };
    let held = [aces, 4 - aces];
    if let Some(side) = (0..2).find(|&s| held[s] >= 3) {
        above[side].push((format!("{} aces", held[side]), held[side] * per_ace));
    } else if trumps {
        let side = usize::from(tricks[1] > tricks[0]);
        let count = match settings.tied_aces {
            TiedAces::OwnTwo => 2,
            TiedAces::AllFour => 4,
        };
        above[side].push((format!("aces two and two, {count}"), count * per_ace));
    }
    if let Some(h) = honours {
        let held = [h, 5 - h];
        let side = usize::from(held[1] >= 3);
        above[side].push((
            format!("{} trump honours", held[side]),
            held[side] * 10 * tv,
        ));
    }

    // Coronets, each in the honour column of its holder's side [INFER].
    if let Some(per_player) = &deal.coronets {
        if per_player.len() != 4 {
            return Err(LawError::new(
                at("coronets"),
                format!(
                    "{} entries; one for each of the four hands",
                    per_player.len()
                ),
            ));
        }
        let mut aces_in_hand = [0i64; 2];
        for (p, text) in per_player.iter().enumerate() {
            let Some(text) = text else { continue };
            let field = format!("{}[{p}]", at("coronets"));
            for c in read_coronets(&field, text)? {
                if c.suit.is_none() {
                    aces_in_hand[seats[p]] += c.cards;
                }
                let what = match c.suit {
                    None => format!("coronet of {} aces", c.cards),
                    Some(s) => format!("coronet of {} {}", c.cards, suit_word(s)),
                };
                above[seats[p]].push((what, coronet_value(c, deal.suit, settings)));
            }
        }
        for side in 0..2 {
            if aces_in_hand[side] > held[side] {
                return Err(LawError::new(
                    at("coronets"),
                    format!(
                        "a coronet of {} aces, but the {} held {}",
                        aces_in_hand[side],
                        if side == 0 {
                            "bidder's side"
                        } else {
                            "adversaries"
                        },
                        held[side]
                    ),
                ));
            }
        }
    }

    // The contract (L12792–12800): a hundred times the trick value for each trick short.
    let needed = 6 + level;
    let made = tricks[0] >= needed;
    if !made {
        above[1].push((
            format!("penalty, {} short", needed - tricks[0]),
            100 * tv * (needed - tricks[0]),
        ));
    }

    // Slams (L12787–12790), the defenders' too by default.
    for side in 0..2 {
        if side == 1 && !settings.defenders_slam {
            continue;
        }
        let bid = if side == 0 { level } else { 0 };
        let award = match (tricks[side], bid) {
            (13, 7) => Some(("grand slam bid and made", 12_000)),
            (13, 6) => Some(match settings.slam_beyond_bid {
                SlamBeyondBid::LargerOnly => ("little slam bid, grand slam made", 6_000),
                SlamBeyondBid::Both => ("little slam bid, grand slam made", 8_000),
            }),
            (13, _) => Some(("grand slam made not bid", 2_000)),
            (12, 6) => Some(("little slam bid and made", 6_000)),
            (12, _) => Some(("little slam made not bid", 1_000)),
            _ => None,
        };
        if let Some((what, points)) = award {
            above[side].push((what.to_owned(), points));
        }
    }

    Ok(Scored {
        trick_value: tv,
        made,
        tricks,
        below: [tricks[0] * tv, tricks[1] * tv],
        above,
    })
}

pub fn suit_word(s: Suit) -> &'static str {
    match s {
        Suit::NoTrumps => "no trumps",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
        Suit::Spades => "spades",
    }
}
