//! Duplicate auction bridge scored by contract: each board a complete game, 125 for a game made on
//! the board, and the Knickerbocker Whist Club's caps with the "excess" column.
//!
//! Sources: Rules of Card Games (seed 001) L2981–2986 (Rules for Duplicate: "every deal is a
//! complete game in itself"), L3250–3388 (Laws of Duplicate Auction Bridge, KWC 1926: law 8 the
//! 125, law 10 the caps and the excess, law 11 the balance), and the 1926 auction count the KWC
//! laws defer to (law 7 the revoke, 50 points a revoke): law 57 trick values L1862–1878, law 58 undertricks L1883–1887, law 59 honours
//! L1889–1923, law 60 slams L1925–1931, law 61 doubled bonuses L1933–1937.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::contract_duplicate::Seat;
pub use crate::laws::duplicate::Direction;
use crate::laws::duplicate::Entry;
use crate::laws::registry::{Law, Setting};

#[cfg(test)]
mod tests;
pub mod wire;

pub const LAWS: &[Law] = &[Law {
    id: "duplicate-auction-deal",
    name: "Duplicate auction: one board scored from its contract, with the KWC caps",
    sources: "seed 001 L1862–1937, L2981–2986, L3250–3388",
    doc: "docs/laws/duplicate-auction-deal.md",
    settings: &[Setting {
        name: "caps",
        values: &["\"kwc\"", "\"none\""],
        default: "\"kwc\"",
        about: "KWC law 10 (L3364–3376): declarer scores no more than 500 and the opponents no more than 350 points on a board, honours held on top, the difference in the winners' excess column; the Rules for Duplicate (L2981–2986) name no cap",
    }],
    score: wire::score_json,
    table: None,
}];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Denomination {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    #[serde(alias = "nt", alias = "no-trumps")]
    Notrump,
}

impl Denomination {
    /// Law 57 (L1862–1878): each odd trick of a fulfilled contract, undoubled.
    fn trick_value(self) -> i64 {
        match self {
            Denomination::Clubs => 6,
            Denomination::Diamonds => 7,
            Denomination::Hearts => 8,
            Denomination::Spades => 9,
            Denomination::Notrump => 10,
        }
    }

    /// At no-trumps the honours are the four aces; in a suit, A K Q J 10 of trumps (law 59).
    pub fn honours_in_the_pack(self) -> u8 {
        match self {
            Denomination::Notrump => 4,
            _ => 5,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Denomination::Clubs => "clubs",
            Denomination::Diamonds => "diamonds",
            Denomination::Hearts => "hearts",
            Denomination::Spades => "spades",
            Denomination::Notrump => "notrump",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        serde_json::from_value(serde_json::Value::String(s.to_owned())).ok()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Doubled {
    #[default]
    No,
    Doubled,
    Redoubled,
}

impl Doubled {
    /// Law 57: doubling multiplies the trick values by two, redoubling by four.
    fn multiplier(self) -> i64 {
        match self {
            Doubled::No => 1,
            Doubled::Doubled => 2,
            Doubled::Redoubled => 4,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Doubled::No => "no",
            Doubled::Doubled => "doubled",
            Doubled::Redoubled => "redoubled",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        serde_json::from_value(serde_json::Value::String(s.to_owned())).ok()
    }
}

/// Whether KWC law 10's caps apply (L3364–3376).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Caps {
    /// Declarer 500, opponents 350, honours held on top; the rest in the winners' excess.
    #[default]
    Kwc,
    /// The Rules for Duplicate count every point (L2981–2986).
    None,
}

/// KWC law 10: the most the declaring side scores on a board, honours held apart.
pub const DECLARER_CAP: i64 = 500;
/// KWC law 10: the most the declarer's opponents score on a board, honours held apart.
pub const OPPONENTS_CAP: i64 = 350;
/// KWC law 7 (L3350–3354): "The penalty for any and each revoke is 50 points only."
pub const REVOKE_PENALTY: i64 = 50;
/// A side cannot revoke more often than it plays a card to a trick.
const MAX_REVOKES: u8 = 13;
/// Law 8 (L3356–3358) and the Rules for Duplicate (L2981–2986): a game won on the board.
pub const GAME_BONUS: i64 = 125;

/// A board's result as typed: numbers read wide, so that the law, not a parser, says what is
/// wrong. Field names are the flat deal fields of `hoyle score duplicate-auction-deal` and of
/// the web form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Typed {
    pub declarer: Direction,
    pub level: i64,
    pub denomination: Denomination,
    pub doubled: Doubled,
    /// Tricks won by the declaring side.
    pub tricks: i64,
    pub honours_side: Option<Direction>,
    pub honours: Option<i64>,
    pub honours_in_one_hand: Option<i64>,
    /// Revokes established against each side (KWC law 7); blank is none.
    pub ns_revokes: Option<i64>,
    pub ew_revokes: Option<i64>,
}

/// Honours held by one side (law 59).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Honours {
    pub side: Direction,
    pub count: u8,
    /// The most held in one hand; needed only when it changes the value (4 or 5 honours).
    pub in_one_hand: Option<u8>,
}

/// A board's result the law accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contract {
    pub declarer: Direction,
    pub level: u8,
    pub denomination: Denomination,
    pub doubled: Doubled,
    pub tricks: u8,
    pub honours: Option<Honours>,
    /// Revokes by N-S and by E-W (KWC law 7).
    pub ns_revokes: u8,
    pub ew_revokes: u8,
    /// A duplicate contract bridge event (law `contract-duplicate`) keeps its results in this
    /// same shape, so that they go through the same entry, correction and history: the
    /// declarer's seat, and a board passed out. Both are unset for auction.
    pub seat: Option<Seat>,
    pub passed_out: bool,
}

impl Contract {
    /// Refuses what cannot have happened at the table, naming the field as typed (`level`,
    /// `tricks`, `honours`, `honours_side`, `honours_in_one_hand`).
    pub fn check(t: &Typed) -> Result<Contract, LawError> {
        let level = u8::try_from(t.level)
            .ok()
            .filter(|l| (1..=7).contains(l))
            .ok_or_else(|| {
                LawError::new(
                    "level",
                    format!("{} is not from 1 to 7: no contract is above seven", t.level),
                )
            })?;
        let tricks = u8::try_from(t.tricks)
            .ok()
            .filter(|&n| n <= 13)
            .ok_or_else(|| LawError::new("tricks", format!("{} is not from 0 to 13", t.tricks)))?;
        let revokes = |field: &'static str, n: Option<i64>| {
            let n = n.unwrap_or(0);
            u8::try_from(n)
                .ok()
                .filter(|&n| n <= MAX_REVOKES)
                .ok_or_else(|| LawError::new(field, format!("{n} is not from 0 to {MAX_REVOKES}")))
        };
        Ok(Contract {
            ns_revokes: revokes("ns_revokes", t.ns_revokes)?,
            ew_revokes: revokes("ew_revokes", t.ew_revokes)?,
            declarer: t.declarer,
            level,
            denomination: t.denomination,
            doubled: t.doubled,
            tricks,
            honours: check_honours(t)?,
            seat: None,
            passed_out: false,
        })
    }

    /// "3 spades doubled by N-S, 10 tricks"; a contract bridge result as "4HX by S, 10 tricks"
    /// or "passed out".
    pub fn describe(&self) -> String {
        if let Some(played) = self.played() {
            return played.describe();
        }
        let doubled = match self.doubled {
            Doubled::No => "",
            Doubled::Doubled => " doubled",
            Doubled::Redoubled => " redoubled",
        };
        // "1 club", "2 clubs": the suit as a player says it ("notrump" is the bid's own word).
        let denomination = self.denomination.as_str();
        let denomination = match self.level {
            1 => denomination.strip_suffix('s').unwrap_or(denomination),
            _ => denomination,
        };
        let mut text = format!(
            "{} {}{} by {}, {} trick{}",
            self.level,
            denomination,
            doubled,
            side_name(self.declarer),
            self.tricks,
            if self.tricks == 1 { "" } else { "s" }
        );
        if let Some(h) = self.honours {
            text.push_str(&format!("; {} {} honours", side_name(h.side), h.count));
            if let Some(one) = h.in_one_hand {
                text.push_str(&format!(" ({one} in one hand)"));
            }
        }
        for (side, n) in [
            (Direction::Ns, self.ns_revokes),
            (Direction::Ew, self.ew_revokes),
        ] {
            if n > 0 {
                text.push_str(&format!("; {} revoked {n}×", side_name(side)));
            }
        }
        text
    }
}

fn side_name(side: Direction) -> &'static str {
    match side {
        Direction::Ns => "N-S",
        Direction::Ew => "E-W",
    }
}

fn check_honours(t: &Typed) -> Result<Option<Honours>, LawError> {
    let Some(count) = t.honours else {
        if t.honours_in_one_hand.is_some() || t.honours_side.is_some() {
            return Err(LawError::new("honours", "give the number of honours held"));
        }
        return Ok(None);
    };
    let most = t.denomination.honours_in_the_pack();
    let count = u8::try_from(count)
        .ok()
        .filter(|&c| c <= most)
        .ok_or_else(|| match t.denomination {
            Denomination::Notrump if count == 5 => LawError::new(
                "honours",
                "5 honours at no-trumps: the honours are the four aces",
            ),
            _ => LawError::new("honours", format!("{count} is not from 0 to {most}")),
        })?;
    let Some(side) = t.honours_side else {
        if count == 0 {
            return Ok(None);
        }
        return Err(LawError::new(
            "honours_side",
            "say which side held the honours",
        ));
    };
    let in_one_hand = match t.honours_in_one_hand {
        None if count >= 4 => {
            return Err(LawError::new(
                "honours_in_one_hand",
                format!("say how many of the {count} honours were in one hand"),
            ));
        }
        None => None,
        Some(n) => {
            // Two partners hold them, so one hand has at least half.
            let least = count.div_ceil(2);
            match u8::try_from(n) {
                Ok(n) if (least..=count).contains(&n) => Some(n),
                _ => {
                    return Err(LawError::new(
                        "honours_in_one_hand",
                        format!(
                            "{n} is not from {least} to {count} for {count} honours between partners"
                        ),
                    ));
                }
            }
        }
    };
    Ok(Some(Honours {
        side,
        count,
        in_one_hand,
    }))
}

/// Law 59 (L1889–1923; table L921–1001): what the honours are worth, never doubled.
pub fn honours_value(denomination: Denomination, h: Honours) -> i64 {
    let one = h.in_one_hand.unwrap_or(0);
    match (denomination, h.count) {
        (_, 0..=2) => 0,
        (_, 3) => 30,
        (Denomination::Notrump, 4) if one == 4 => 100,
        (_, 4) if one == 4 => 80,
        (_, 4) => 40,
        (_, _) => match one {
            5 => 100,
            4 => 90,
            _ => 50,
        },
    }
}

/// One side's score on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct SideScore {
    /// Tricks, bonuses, undertricks, slams and the 125: everything but honours held.
    pub points: i64,
    /// Honours held (law 59), never capped.
    pub honours: i64,
    /// `points` after the cap, plus `honours`: what this side's column shows, and what the
    /// standings net against the other side.
    pub restricted: i64,
    /// The board's winners: the restricted difference.
    pub plus: i64,
    /// The board's losers: the full difference.
    pub minus: i64,
    /// The winners: what the caps held back (law 10).
    pub excess: i64,
}

/// What a board scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DealScore {
    pub made: bool,
    /// Tricks the contract failed by (0 when made).
    pub undertricks: u8,
    /// The side that won a game on the board (trick points of 30 or more), if any.
    pub game: Option<Direction>,
    pub ns: SideScore,
    pub ew: SideScore,
}

impl DealScore {
    pub fn side(&self, side: Direction) -> &SideScore {
        match side {
            Direction::Ns => &self.ns,
            Direction::Ew => &self.ew,
        }
    }
}

fn other(side: Direction) -> Direction {
    match side {
        Direction::Ns => Direction::Ew,
        Direction::Ew => Direction::Ns,
    }
}

/// Scores one board: the auction count of 1926 with every deal complete in itself, then the caps.
pub fn score(contract: &Contract, caps: Caps) -> DealScore {
    let declarer = contract.declarer;
    let level = i64::from(contract.level);
    let tricks = i64::from(contract.tricks);
    let mult = contract.doubled.multiplier();
    // Book six (law 50); the defenders' book is 7 − level (law 51), the same count from their side.
    let odd = tricks - 6;
    let made = odd >= level;
    let mut declarer_points = 0;
    let mut opponents_points = 0;
    let mut game = None;
    let mut undertricks = 0;
    if made {
        // Overtricks count as tricks (L1126–1127).
        let trick_points = odd * contract.denomination.trick_value() * mult;
        declarer_points += trick_points;
        // Law 61: 50 (100 redoubled) for fulfilling a doubled contract and for each overtrick.
        let bonus = match contract.doubled {
            Doubled::No => 0,
            Doubled::Doubled => 50,
            Doubled::Redoubled => 100,
        };
        declarer_points += bonus * (1 + odd - level);
        // The game is won on this board alone, doubled values counting (L2981–2986; law 8).
        if trick_points >= 30 {
            declarer_points += GAME_BONUS;
            game = Some(declarer);
        }
    } else {
        // Law 58: 50 a trick undoubled, 100 doubled, 200 redoubled.
        undertricks = level - odd;
        opponents_points += undertricks * 50 * mult;
    }
    // Law 60: slams go by the tricks won, to either side, contract or no, never doubled.
    let slam = |won: i64| match won {
        13 => 100,
        12 => 50,
        _ => 0,
    };
    declarer_points += slam(tricks);
    opponents_points += slam(13 - tricks);
    // Law 7: each revoke gives the other side 50, and no tricks change hands. These are points
    // like any other, so law 10's caps hold them too [INFER].
    let (declarer_revokes, opponents_revokes) = match declarer {
        Direction::Ns => (contract.ns_revokes, contract.ew_revokes),
        Direction::Ew => (contract.ew_revokes, contract.ns_revokes),
    };
    declarer_points += REVOKE_PENALTY * i64::from(opponents_revokes);
    opponents_points += REVOKE_PENALTY * i64::from(declarer_revokes);

    let mut honours = [0, 0];
    if let Some(h) = contract.honours {
        honours[index(h.side)] = honours_value(contract.denomination, h);
    }
    let mut points = [0, 0];
    points[index(declarer)] = declarer_points;
    points[index(other(declarer))] = opponents_points;
    let cap = |side: Direction, p: i64| match caps {
        Caps::None => p,
        Caps::Kwc if side == declarer => p.min(DECLARER_CAP),
        Caps::Kwc => p.min(OPPONENTS_CAP),
    };
    let mut sides = [Direction::Ns, Direction::Ew].map(|side| {
        let i = index(side);
        SideScore {
            points: points[i],
            honours: honours[i],
            restricted: cap(side, points[i]) + honours[i],
            ..SideScore::default()
        }
    });
    // Law 10: the losers' minus is the full difference, the winners' plus the restricted one,
    // and the winners' excess the rest.
    let full = (sides[0].points + sides[0].honours) - (sides[1].points + sides[1].honours);
    let restricted = sides[0].restricted - sides[1].restricted;
    let (winner, loser, full, restricted) = if full >= 0 {
        (0, 1, full, restricted)
    } else {
        (1, 0, -full, -restricted)
    };
    sides[winner].plus = restricted;
    sides[winner].excess = full - restricted;
    sides[loser].minus = full;
    DealScore {
        made,
        undertricks: u8::try_from(undertricks).unwrap_or(0),
        game,
        ns: sides[0],
        ew: sides[1],
    }
}

/// The result as the standings take it: each side's capped column, and what law 10 held back
/// from the winners, signed as N-S points.
pub fn entry(s: &DealScore) -> Entry {
    Entry::Auction {
        ns_points: s.ns.restricted,
        ew_points: s.ew.restricted,
        excess: s.ns.excess - s.ew.excess,
    }
}

/// The excess of a stored result (signed as N-S points), from its contract and the capped
/// columns kept: whatever the event's caps were, the full difference less the kept one.
pub fn stored_excess(contract: &Contract, ns_points: i64, ew_points: i64) -> i64 {
    let full = score(contract, Caps::None);
    (full.ns.restricted - full.ew.restricted) - (ns_points - ew_points)
}

fn index(side: Direction) -> usize {
    match side {
        Direction::Ns => 0,
        Direction::Ew => 1,
    }
}

/// One side's columns summed over boards (law 11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct SideTotals {
    pub plus: i64,
    pub minus: i64,
    pub excess: i64,
    /// `plus − minus`.
    pub net: i64,
}

/// Law 11 (L3383–3388): the excess "totaled and added to the 'plus' side" strikes the balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Balance {
    pub plus: i64,
    pub excess: i64,
    pub minus: i64,
    /// Σ plus + Σ excess = Σ minus.
    pub holds: bool,
}

impl Balance {
    /// "Σ plus 1,340 + Σ excess 105 = Σ minus 1,445".
    pub fn describe(&self) -> String {
        format!(
            "Σ plus {} + Σ excess {} {} Σ minus {}",
            self.plus,
            self.excess,
            if self.holds { "=" } else { "≠" },
            self.minus
        )
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Totals {
    pub ns: SideTotals,
    pub ew: SideTotals,
    pub balance: Balance,
}

/// Sums the boards' columns for each side and strikes the balance.
pub fn totals<'a>(deals: impl IntoIterator<Item = &'a DealScore>) -> Totals {
    let mut t = Totals::default();
    for d in deals {
        for (sum, s) in [(&mut t.ns, &d.ns), (&mut t.ew, &d.ew)] {
            sum.plus += s.plus;
            sum.minus += s.minus;
            sum.excess += s.excess;
        }
    }
    for sum in [&mut t.ns, &mut t.ew] {
        sum.net = sum.plus - sum.minus;
    }
    let plus = t.ns.plus + t.ew.plus;
    let excess = t.ns.excess + t.ew.excess;
    let minus = t.ns.minus + t.ew.minus;
    t.balance = Balance {
        plus,
        excess,
        minus,
        holds: plus + excess == minus,
    };
    t
}
