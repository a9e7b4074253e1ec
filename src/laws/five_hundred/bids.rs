//! The bids of five hundred and what they are worth under each schedule: the Avondale (seed 001
//! L7030–7112; seed 000 L8529–8593), the Original (seed 001 L7114–7187) and the Inverted, used
//! with the reverse order of suits (seed 001 L7189–7264), with nullo at 250 (seed 001
//! L7409–7415). A bid is written as its tricks and suit, `"6S"` … `"10NT"`, or `"nullo"`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;

/// The table of values a table plays by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Schedule {
    /// "recommended because it contains no two bids of same numerical value" (seed 001 L7266–7267).
    #[default]
    Avondale,
    Original,
    Inverted,
}

impl Schedule {
    pub fn title(self) -> &'static str {
        match self {
            Schedule::Avondale => "Avondale schedule",
            Schedule::Original => "Original schedule",
            Schedule::Inverted => "Inverted schedule",
        }
    }
}

/// The trump named, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Suit {
    Spades,
    Clubs,
    Diamonds,
    Hearts,
    NoTrump,
}

impl Suit {
    fn letter(self) -> &'static str {
        match self {
            Suit::Spades => "S",
            Suit::Clubs => "C",
            Suit::Diamonds => "D",
            Suit::Hearts => "H",
            Suit::NoTrump => "NT",
        }
    }

    fn sign(self) -> &'static str {
        match self {
            Suit::Spades => "♠",
            Suit::Clubs => "♣",
            Suit::Diamonds => "♦",
            Suit::Hearts => "♥",
            Suit::NoTrump => " no-trumps",
        }
    }
}

/// A bid: so many tricks in a suit or at no-trumps, or nullo (to take no trick).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bid {
    Tricks { tricks: i64, suit: Suit },
    Nullo,
}

/// Nullo's value in every schedule (seed 001 L7414).
pub const NULLO: i64 = 250;
/// The least a bidder who takes all ten tricks scores (seed 001 L7301–7303, Law 38 L7654–7657).
pub const SLAM: i64 = 250;

impl Bid {
    /// Reads `"8H"`, `"10NT"`, `"nullo"` (any case); anything else is refused at `field`.
    pub fn parse(field: &str, text: &str) -> Result<Bid, LawError> {
        let t = text.trim().to_ascii_uppercase();
        if t == "NULLO" {
            return Ok(Bid::Nullo);
        }
        let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
        let (n, s) = t.split_at(split);
        let suit = match s {
            "S" => Some(Suit::Spades),
            "C" => Some(Suit::Clubs),
            "D" => Some(Suit::Diamonds),
            "H" => Some(Suit::Hearts),
            "NT" => Some(Suit::NoTrump),
            _ => None,
        };
        match (n.parse::<i64>(), suit) {
            (Ok(tricks @ 6..=10), Some(suit)) => Ok(Bid::Tricks { tricks, suit }),
            _ => Err(LawError::new(
                field,
                format!(
                    "{text:?} is not a bid the schedule has: six to ten tricks in S, C, D, H or NT (\"6S\" … \"10NT\"), or \"nullo\""
                ),
            )),
        }
    }

    /// What the bid is worth under `schedule`.
    pub fn value(self, schedule: Schedule) -> i64 {
        let (tricks, suit) = match self {
            Bid::Nullo => return NULLO,
            Bid::Tricks { tricks, suit } => (tricks, suit),
        };
        match schedule {
            // 40 for six spades, 20 more a suit, 100 more a trick (seed 000 L8591–8593).
            Schedule::Avondale => 40 + 20 * suit as i64 + 100 * (tricks - 6),
            // 40, 60, 80, 100, 120 a trick over five (seed 001 L7114–7187).
            Schedule::Original => (40 + 20 * suit as i64) * (tricks - 5),
            // Clubs 40, spades 60, hearts 80, diamonds 100, no-trumps 120 (seed 001 L7191–7264).
            Schedule::Inverted => {
                let base = match suit {
                    Suit::Clubs => 40,
                    Suit::Spades => 60,
                    Suit::Hearts => 80,
                    Suit::Diamonds => 100,
                    Suit::NoTrump => 120,
                };
                base * (tricks - 5)
            }
        }
    }

    /// The tricks the bidder undertakes to take (nullo: none, and he must take none).
    pub fn tricks(self) -> i64 {
        match self {
            Bid::Tricks { tricks, .. } => tricks,
            Bid::Nullo => 0,
        }
    }

    /// Whether `self` outbids `other`: worth more points, or worth as much for more tricks
    /// (seed 001 L6928–6934, Law 18 L7519–7523).
    pub fn outbids(self, other: Bid, schedule: Schedule) -> bool {
        let (a, b) = (self.value(schedule), other.value(schedule));
        a > b || (a == b && self.tricks() > other.tricks())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bid::Nullo => write!(f, "nullo"),
            Bid::Tricks { tricks, suit } => write!(f, "{tricks}{}", suit.sign()),
        }
    }
}

impl Bid {
    /// The bid as it is written in the input: `"8H"`, `"nullo"`.
    pub fn code(self) -> String {
        match self {
            Bid::Nullo => "nullo".to_owned(),
            Bid::Tricks { tricks, suit } => format!("{tricks}{}", suit.letter()),
        }
    }
}

/// Every bid, as the deal form offers them: value and words.
pub const CHOICES: &[(&str, &str)] = &[
    ("6S", "six spades"),
    ("6C", "six clubs"),
    ("6D", "six diamonds"),
    ("6H", "six hearts"),
    ("6NT", "six no-trumps"),
    ("7S", "seven spades"),
    ("7C", "seven clubs"),
    ("7D", "seven diamonds"),
    ("7H", "seven hearts"),
    ("7NT", "seven no-trumps"),
    ("8S", "eight spades"),
    ("8C", "eight clubs"),
    ("8D", "eight diamonds"),
    ("8H", "eight hearts"),
    ("8NT", "eight no-trumps"),
    ("9S", "nine spades"),
    ("9C", "nine clubs"),
    ("9D", "nine diamonds"),
    ("9H", "nine hearts"),
    ("9NT", "nine no-trumps"),
    ("10S", "ten spades"),
    ("10C", "ten clubs"),
    ("10D", "ten diamonds"),
    ("10H", "ten hearts"),
    ("10NT", "ten no-trumps"),
    ("nullo", "nullo (to take no trick)"),
];

/// A bid's words as the form offers it ("eight hearts"); a code not on the list as typed.
fn words(code: &str) -> String {
    CHOICES
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(code.trim()))
        .map_or_else(|| format!("{code:?}"), |(_, w)| (*w).to_owned())
}

/// A deal's bidding as entered, the calls in turn from the dealer's left: a list, or one line
/// of them as a form's text box gives it (`"7S pass 8H"`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Auction {
    Calls(Vec<String>),
    Line(String),
}

impl Auction {
    fn calls(&self) -> Vec<String> {
        match self {
            Auction::Calls(calls) => calls.clone(),
            Auction::Line(line) => line
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
        }
    }

    /// Checks the bidding by the laws — "each player in turn, beginning on the dealer's left,
    /// has one bid" (Law 14, seed 001 L7504–7506), "there are no second bids" (Law 17,
    /// L7514–7518), "the next player in turn ... must bid higher or pass" (Law 19, L7525–7526),
    /// a raise "for a higher number of scoring points, or ... a greater number of tricks to make
    /// the same number of points" (L6928–6930, Law 18 L7519–7523) — and returns the winning
    /// bid, or `None` when all passed. `active` is how many hold cards this deal. A call that
    /// breaks them is refused at `prefix[j]`: the laws give no penalty that a score could take
    /// ("No penalty for bidding out of turn in three hand", Law 16, L7512).
    pub fn winning_bid(
        &self,
        prefix: &str,
        schedule: Schedule,
        active: usize,
    ) -> Result<Option<Bid>, LawError> {
        let calls = self.calls();
        if calls.len() > active {
            return Err(LawError::new(
                format!("{prefix}[{active}]"),
                format!(
                    "{} calls for {active} players: each has one bid and \"there are no second bids\" (Law 17, seed 001 L7514–7518)",
                    calls.len()
                ),
            ));
        }
        let mut best: Option<Bid> = None;
        for (j, text) in calls.iter().enumerate() {
            let field = format!("{prefix}[{j}]");
            if text.trim().eq_ignore_ascii_case("pass") {
                continue;
            }
            let bid = Bid::parse(&field, text)
                .map_err(|e| LawError::new(field.clone(), format!("{}; or \"pass\"", e.message)))?;
            if let Some(last) = best
                && !bid.outbids(last, schedule)
            {
                return Err(LawError::new(
                    field,
                    format!(
                        "{bid} ({}) does not raise {last} ({}): a raise \"must be for a higher number of scoring points, or it must be to win a greater number of tricks to make the same number of points\" (seed 001 L6928–6930; Laws 18–19, L7519–7526)",
                        bid.value(schedule),
                        last.value(schedule)
                    ),
                ));
            }
            best = Some(bid);
        }
        Ok(best)
    }
}

/// The deal with its bid taken from its bidding, when it carries one: a bid left out is filled
/// in, a bid or bidder that does not agree is refused. `active`: how many hold cards.
pub fn agree(
    deal: &super::deal::Deal,
    schedule: Schedule,
    active: usize,
    at: &dyn Fn(&str) -> String,
) -> Result<super::deal::Deal, LawError> {
    let mut deal = deal.clone();
    // A form's blank text box is no bidding.
    let Some(auction) = deal.auction.clone().filter(|a| !a.calls().is_empty()) else {
        return Ok(deal);
    };
    let won = auction.winning_bid(&at("auction"), schedule, active)?;
    match (won, deal.bidder) {
        (None, Some(_)) => Err(LawError::new(
            at("bidder"),
            "everyone passed in the bidding, so nobody won it: leave the bidder blank",
        )),
        (Some(bid), None) => Err(LawError::new(
            at("bidder"),
            format!("the bidding was won with {bid}: say who bid it"),
        )),
        (None, None) => Ok(deal),
        (Some(bid), Some(_)) => match &deal.bid {
            None => {
                deal.bid = Some(bid.code());
                Ok(deal)
            }
            Some(given) if Bid::parse(&at("bid"), given)? == bid => Ok(deal),
            Some(given) => Err(LawError::new(
                at("bid"),
                format!(
                    "{} does not agree with the bidding, which was won with {}",
                    words(given),
                    words(&bid.code())
                ),
            )),
        },
    }
}
