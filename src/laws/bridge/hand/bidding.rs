//! A deal's bidding, call by call, checked against the code and the form of the game.
//!
//! Where a deal carries its `auction`, the contract is the auction's last bid: an illegal call
//! is refused with the law's reason, or, where the code gives a penalty that the score can take,
//! taken with it (1908 Law 53 raises an insufficient bid; 1926 law 78 lets one stand; 1926 laws
//! 88 and 89 put 100 or 50 in the adversaries' honour column and void the call). So an illegal
//! bid is never scored as if it had been legal.
//!
//! Sources: the 1908 Portland & Bath code, Laws 47–61 (seed 000 L8226–8300); the 1926 laws of
//! auction, laws 28–41 and 77–89 (seed 001 L1696–1767, L2036–2109), and the description of an
//! insufficient bid (L1029–1040). Contract bridge "differs from the parent game only in the
//! scoring" (seed 001 L2467–2470), so it bids by the 1926 laws. Auction for two bids "just as
//! at auction" (L2724–2726): the dealer first, "his opponent can overcall, double or pass"
//! (L2679–2681, L2705–2707, L2724–2726). The lump games have three bidders each for himself:
//! the dealer first at Stop-Gap (L2523–2527), three-hand Dummy Up (L2566–2571) and Widow
//! Auction (L2626); at four-hand Dummy Up "the player to the left of the dealer makes the first
//! bid, the actual dealer taking no part whatever in either bidding or play" (L2592–2595).

mod calls;

use serde::Deserialize;

pub use calls::Bid;
use calls::{Call, bid_text, overcalls, parse_call};

use super::entry::{Denomination, Paths};
use crate::laws::LawError;
use crate::laws::bridge::Code;

/// The bidding as entered: a list of calls, or one line of them as a form's text box gives it
/// (`"1S pass 2H X pass pass pass"`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Entered {
    Calls(Vec<String>),
    Line(String),
}

impl Entered {
    pub fn calls(&self) -> Vec<String> {
        match self {
            Entered::Calls(calls) => calls.clone(),
            Entered::Line(line) => line
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
        }
    }
}

/// Who bids, and so how many passes end the bidding and who may double whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Four players in two partnerships: auction 1908 and 1926, contract 1927.
    Four,
    /// Two players, each his own side: Blind, Draw, and Two Hand or Chinese Auction.
    Two,
    /// Three bidders each for himself: Stop-Gap and Dummy Up. At Stop-Gap "the first bid made
    /// must be in suit, and for one trick only; original no-trumpers being barred" (L2524–2526).
    Three { opening_one_in_suit: bool },
    /// Widow Auction: three bidders by numbers, "as in skat" (L2624–2627). `passed_out`: a
    /// player who has passed may not bid again, as at skat (the `passed_bidder` setting).
    Widow { passed_out: bool },
}

impl Form {
    /// The players who bid, in turn from the first.
    pub fn bidders(self) -> usize {
        match self {
            Form::Four => 4,
            Form::Two => 2,
            Form::Three { .. } | Form::Widow { .. } => 3,
        }
    }

    /// A bidder's side: partners at four hands; every player for himself otherwise.
    fn side(self, seat: usize) -> usize {
        match self {
            Form::Four => seat % 2,
            _ => seat,
        }
    }

    /// The law that ends the bidding, as said to the table: who passed, and the law.
    fn end_rule(self) -> (&'static str, &'static str) {
        match self {
            Form::Four => (
                "three players in succession",
                "1926 law 40, seed 001 L1762–1764; 1908 Law 60",
            ),
            Form::Two => (
                "the other player",
                "with two players, as at auction, every player but the last caller passes: law 40 and L2724–2726",
            ),
            Form::Three { .. } | Form::Widow { .. } => (
                "the two other players in succession",
                "with three bidders, as at auction, every player but the last caller passes: law 40",
            ),
        }
    }
}

/// What the bidding came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub bid: Bid,
    pub doubles: u32,
    /// The seat of the final bid, counted in turn from the first bidder (0).
    pub declarer_seat: usize,
    /// Whether the final bid's side is the side of the first bidder (the dealer, but at
    /// four-hand Dummy Up).
    pub dealer_declares: bool,
    /// Honour-column penalties (1926 laws 88, 89) won by the dealer's side and by the other.
    pub penalties_by_dealer_side: [i64; 2],
    /// What the bidding's irregular calls came to, for the deal's note: an insufficient bid
    /// that stood (1926 law 78) or was raised (1908 Law 53), a void double (laws 88, 89).
    pub notes: Vec<String>,
}

impl Outcome {
    /// The final bid as tricks in a denomination, or the refusal if it was a number.
    pub fn tricks(&self, field: String) -> Result<(i64, Denomination), LawError> {
        match self.bid {
            Bid::Tricks(level, denomination) => Ok((level, denomination)),
            Bid::Number(_) => Err(LawError::new(field, "only Widow Auction bids by numbers")),
        }
    }
}

/// Why a double or redouble is irregular, with the 1926 honour-column penalty it carries, if
/// any: `doubles` the bid's doubles so far, `own_side` whether the caller is on the bidder's
/// side.
fn irregular_double(form: Form, own_side: bool, doubles: u32) -> Option<(i64, String)> {
    let four = form == Form::Four;
    let (points, lead, why) = irregular_double_law(four, own_side, doubles)?;
    Some((points, format!("{lead}: {why}")))
}

/// The penalty, the rule in a few plain words, and the law with its citation.
fn irregular_double_law(
    four: bool,
    own_side: bool,
    doubles: u32,
) -> Option<(i64, &'static str, &'static str)> {
    if doubles == 2 {
        Some((
            100,
            "a bid may be doubled and redoubled once but no more",
            "doubling or redoubling a redouble is penalised 100 points in the adversaries' honour column and the call is void (1926 law 88, seed 001 L2102–2105); \"a bid may be doubled and redoubled once but no more\" (law 39, L1760; 1908 Law 56)",
        ))
    } else if own_side && doubles == 0 {
        Some((
            50,
            if four {
                "a player may double only an adversary's bid"
            } else {
                "a player may double only an adversary's bid, not his own"
            },
            if four {
                "doubling a partner's (or one's own) bid is penalised 50 points in the adversaries' honour column and the double is void (1926 law 89, seed 001 L2107–2109); \"a player cannot double his partner's call\" (1908 Law 56)"
            } else {
                "a player cannot double his own bid: doubling is by an adversary, \"to defeat the contract\" (L2578; 1926 law 89, seed 001 L2107–2109, puts 50 in the adversaries' honour column and voids the double)"
            },
        ))
    } else if !own_side && doubles == 1 {
        Some((
            50,
            if four {
                "a player may redouble only when his own side's bid was doubled"
            } else {
                "a player may redouble only a double of his own bid"
            },
            if four {
                "redoubling a partner's double is penalised 50 points in the adversaries' honour column and the redouble is void (1926 law 89, seed 001 L2107–2109); a player cannot \"re-double his partner's double\" (1908 Law 56)"
            } else {
                "a doubled bid is redoubled by its bidder (1926 laws 37–38, L1750–1758; law 89, L2107–2109, voids any other redouble)"
            },
        ))
    } else {
        None
    }
}

/// Reads and checks the bidding of deal `at` played in `form` by `code`. `nullo` says whether
/// the table scores nullos.
pub fn check(
    code: Code,
    form: Form,
    at: Paths,
    entered: &Entered,
    nullo: bool,
) -> Result<Outcome, LawError> {
    let texts = entered.calls();
    let field = |j: usize| format!("deals[{}].auction[{j}]", at.deal);
    let seats = form.bidders();
    let mut last: Option<(Bid, usize)> = None;
    let mut doubles: u32 = 0;
    let mut passes = 0;
    let mut penalties = [0i64; 2];
    let mut notes = Vec::new();
    // 1908 Law 53: the seat whose partner made an insufficient bid, until an adversary
    // overcalls or doubles.
    let mut barred: Option<usize> = None;
    // Calls that count toward the turn; a void call (1926 laws 88, 89) does not, and the same
    // player calls again.
    let mut turn = 0usize;
    // The seats that have passed, for Widow Auction's `passed_out`.
    let mut passed = vec![false; seats];
    // The first void call and why, so that calls entered as if it had counted are refused
    // at it rather than at the call that runs past the end.
    let mut voided: Option<(usize, String)> = None;
    for (j, text) in texts.iter().enumerate() {
        if last.is_some() && passes == seats - 1 || last.is_none() && passes == seats {
            if let Some((v, why)) = voided {
                return Err(LawError::new(
                    field(v),
                    format!(
                        "{why}. The void call is not a turn: the same player calls again, so the calls after it ended the bidding before call {} ({} passed: {})",
                        j + 1,
                        form.end_rule().0,
                        form.end_rule().1
                    ),
                ));
            }
            return Err(LawError::new(
                field(j),
                format!(
                    "the bidding had ended: {} passed ({})",
                    form.end_rule().0,
                    form.end_rule().1
                ),
            ));
        }
        let call =
            parse_call(text, matches!(form, Form::Widow { .. }), nullo).ok_or_else(|| {
                let example = if matches!(form, Form::Widow { .. }) {
                    "a number from 6 to 70 such as 27".to_owned()
                } else {
                    format!(
                        "a bid such as 1S, 2NT{}",
                        if nullo { ", 1nullo" } else { "" }
                    )
                };
                LawError::new(
                    field(j),
                    format!(
                        "{text:?} is not a call: write pass, X (double), XX (redouble) or {example}"
                    ),
                )
            })?;
        let seat = turn % seats;
        let side = form.side(seat);
        match call {
            Call::Pass => {
                if code == Code::Auction1908 && turn == 0 {
                    return Err(LawError::new(
                        field(j),
                        "the dealer may not pass: he \"must declare to win at least one odd trick\" (1908 Law 47, seed 000 L8226–8227)",
                    ));
                }
                passes += 1;
                passed[seat] = true;
            }
            Call::Bid(_) if passed[seat] && form == (Form::Widow { passed_out: true }) => {
                return Err(LawError::new(
                    field(j),
                    format!(
                        "{text} is refused: this player has passed, and at this table a player who has passed is out of the bidding, as at skat (\"the bidding is entirely by figures, as in skat\", seed 001 L2624–2627)"
                    ),
                ));
            }
            Call::Bid(bid) => {
                if barred == Some(seat) {
                    return Err(LawError::new(
                        field(j),
                        "this player's partner made an insufficient bid, so he is \"debarred from making any further declaration, unless either of his adversaries overcall, or double\" (1908 Law 53, seed 000 L8261–8265)",
                    ));
                }
                let bid = check_bid(code, form, bid, last.map(|l| l.0), &field(j), text)?;
                if let (Call::Bid(called), Some((l, _))) = (call, last)
                    && !overcalls(code, called, l)
                {
                    notes.push(insufficient_note(code, called, bid, l, j));
                }
                if call != Call::Bid(bid) {
                    // Law 53 raised it.
                    barred = Some((seat + 2) % 4);
                }
                if barred.is_some_and(|b| b % 2 != side) {
                    // An adversary overcalled: the partner may bid again.
                    barred = None;
                }
                last = Some((bid, seat));
                doubles = 0;
                passes = 0;
            }
            Call::Double | Call::Redouble => {
                let Some((bid, bidder)) = last else {
                    return Err(LawError::new(field(j), "there is no bid yet to double"));
                };
                let own_side = form.side(bidder) == side;
                // 1926 law 38: "A double of a double is a redouble. A redouble of an undoubled
                // bid is a double": what the call does follows from the state, not its word.
                if let Some((points, why)) = irregular_double(form, own_side, doubles) {
                    match (code, form) {
                        (Code::Auction1908, _) => {
                            return Err(LawError::new(
                                field(j),
                                format!("{why}; the 1908 code gives no penalty that can be scored"),
                            ));
                        }
                        (_, Form::Three { .. } | Form::Widow { .. }) => {
                            return Err(LawError::new(
                                field(j),
                                format!(
                                    "{why}; with a score for each player the book names no side to take a penalty, so enter the bidding as it stood"
                                ),
                            ));
                        }
                        _ => {}
                    }
                    penalties[1 - side] += points;
                    notes.push(format!(
                        "call {}, {}, was void: {points} to the adversaries (law {})",
                        j + 1,
                        match (doubles, own_side) {
                            (2, _) => "a double of a redouble",
                            (_, true) => "a double of a partner's bid",
                            _ => "a redouble of a partner's double",
                        },
                        if doubles == 2 { 88 } else { 89 },
                    ));
                    voided.get_or_insert((j, why));
                    // The call is void: the same player calls again.
                    continue;
                }
                if code == Code::Auction1908 && ((call == Call::Redouble) != (doubles == 1)) {
                    return Err(LawError::new(
                        field(j),
                        format!(
                            "{} is {}: say X to double an adversary's call and XX to redouble one's own side's doubled call (Law 56)",
                            bid_text(bid),
                            if doubles == 1 {
                                "doubled already"
                            } else {
                                "not doubled"
                            }
                        ),
                    ));
                }
                if barred.is_some_and(|b| b % 2 != side) {
                    barred = None;
                }
                doubles += 1;
                passes = 0;
            }
        }
        turn += 1;
    }
    let whole = format!("deals[{}].auction", at.deal);
    let Some((bid, bidder)) = last else {
        let message = if passes == seats {
            format!(
                "all {seats} passed: \"the deal passes to the player at the left\" with no score (1926 law 41, seed 001 L1766–1767); there is no deal to enter"
            )
        } else {
            "the bidding has no bid".to_owned()
        };
        return Err(LawError::new(whole, message));
    };
    if passes < seats - 1 {
        let void = voided.map_or(String::new(), |(v, why)| {
            format!(
                "; call {} was void ({}) and is not a turn",
                v + 1,
                why.split(':').next().unwrap_or(&why)
            )
        });
        return Err(LawError::new(
            whole,
            format!(
                "the bidding is not finished: it ends when {} {} passed the last bid, double or redouble ({}){void}",
                form.end_rule().0,
                if form == Form::Two { "has" } else { "have" },
                form.end_rule().1
            ),
        ));
    }
    Ok(Outcome {
        bid,
        doubles,
        declarer_seat: bidder,
        dealer_declares: form.side(bidder) == form.side(0),
        penalties_by_dealer_side: penalties,
        notes,
    })
}

/// The note for an insufficient bid `called` at call `j` over `last`: at 1926 it stood as
/// regular once the next player called (law 78, seed 001 L2041–2042); at 1908 it counts as
/// the requisite number of tricks, `counted` (Law 53, seed 000 L8261–8265).
fn insufficient_note(code: Code, called: Bid, counted: Bid, last: Bid, j: usize) -> String {
    let said = format!(
        "{} (call {}) was insufficient over {}",
        bid_text(called),
        j + 1,
        bid_text(last)
    );
    if code == Code::Auction1908 {
        format!(
            "{said}; it counts as {} and the partner might not bid again (Law 53)",
            bid_text(counted)
        )
    } else {
        format!("{said}; it stood as regular when the next player called (law 78)")
    }
}

/// A bid checked against the bid before it (`last`): returns the bid as it counts, which at
/// 1908 is an insufficient bid raised by Law 53.
fn check_bid(
    code: Code,
    form: Form,
    bid: Bid,
    last: Option<Bid>,
    field: &str,
    text: &str,
) -> Result<Bid, LawError> {
    let refuse = |message: String| Err(LawError::new(field, message));
    let (level, denomination) = match bid {
        Bid::Number(n) => {
            if !(6..=70).contains(&n) {
                return refuse(format!(
                    "{n} is not a bid: \"the lowest bid is 6 and the highest 70\" (Widow Auction, seed 001 L2624–2626)"
                ));
            }
            if let Some(l) = last.filter(|&l| !overcalls(code, bid, l)) {
                return refuse(format!(
                    "{n} is not higher than {}: \"each player in turn to the left must bid higher or pass\" (L2626–2627)",
                    bid_text(l)
                ));
            }
            return Ok(bid);
        }
        Bid::Tricks(level, denomination) => (level, denomination),
    };
    if level > 7 {
        return refuse(format!(
            "a bid of more than seven tricks is void (1926 law 86, seed 001 L2089–2095; \"no bid shall exceed seven tricks\", law 29): enter the bidding as the side not in error settled it{}",
            if code == Code::Auction1908 {
                ""
            } else {
                ", or the bid as 7 of its denomination if they called it a contract to win seven"
            }
        ));
    }
    if level < 1 {
        return refuse(format!("{text:?}: a bid is for one to seven odd tricks"));
    }
    if last.is_none()
        && form
            == (Form::Three {
                opening_one_in_suit: true,
            })
        && (level != 1 || matches!(denomination, Denomination::NoTrumps | Denomination::Nullo))
    {
        return refuse(format!(
            "{} cannot open the bidding at Stop-Gap: \"the first bid made must be in suit, and for one trick only; original no-trumpers being barred\" (seed 001 L2524–2526)",
            bid_text(bid)
        ));
    }
    // 1926 law 78: an insufficient bid "passed, overcalled, or doubled by the player at the
    // left ... shall stand as regular" — the next call was made — so only the 1908 code
    // changes it.
    let Some(l) = last.filter(|&l| code == Code::Auction1908 && !overcalls(code, bid, l)) else {
        return Ok(bid);
    };
    // Law 53: "considered to have declared the requisite number of tricks in the call which he
    // has made".
    (level..=7)
        .map(|n| Bid::Tricks(n, denomination))
        .find(|&b| overcalls(code, b, l))
        .ok_or_else(|| {
            LawError::new(
                field,
                format!(
                    "{} does not overcall {}, and no bid of seven or fewer in {} would (Law 48)",
                    bid_text(bid),
                    bid_text(l),
                    denomination.name()
                ),
            )
        })
}

/// The contract the bidding came to, as the score names it.
pub fn contract_text(outcome: &Outcome) -> String {
    let doubled = match outcome.doubles {
        0 => "",
        1 => " doubled",
        _ => " redoubled",
    };
    format!("{}{doubled}", bid_text(outcome.bid))
}

/// Doubles entered, in words: "undoubled", "doubled", "redoubled".
pub fn doubles_text(doubles: i64) -> String {
    match doubles {
        0 => "undoubled".to_owned(),
        1 => "doubled".to_owned(),
        2 => "redoubled".to_owned(),
        k => format!("doubled {k} times"),
    }
}

/// Checks the contract entered with a deal against its bidding: the level, denomination and
/// doubles may be left out, and where given must agree. Returns the level, the denomination's
/// letter and the doubles to fill in.
pub fn agree(
    outcome: &Outcome,
    at: Paths,
    level: Option<i64>,
    denomination: &str,
    doubles: Option<i64>,
) -> Result<(i64, &'static str, i64), LawError> {
    let contract = contract_text(outcome);
    let disagree = |name: &str, given: String| {
        LawError::new(
            at.whole(name),
            format!("{given} does not agree with the bidding, which ends in {contract}"),
        )
    };
    let (bid_level, bid_denomination) = outcome.tricks(at.whole("auction"))?;
    // Each refusal says what was entered in words, as the form's label reads before it.
    if let Some(l) = level.filter(|&l| l != bid_level) {
        let given = if l == 1 {
            "1 odd trick does".to_owned()
        } else {
            format!("{l} odd tricks do")
        };
        return Err(LawError::new(
            at.whole("level"),
            format!("{given} not agree with the bidding, which ends in {contract}"),
        ));
    }
    if !denomination.is_empty() && Denomination::parse(denomination) != Some(bid_denomination) {
        let given = Denomination::parse(denomination)
            .map_or_else(|| format!("{denomination:?}"), |d| d.name().to_owned());
        return Err(disagree("denomination", given));
    }
    if let Some(d) = doubles.filter(|&d| d != i64::from(outcome.doubles)) {
        return Err(disagree("doubles", doubles_text(d)));
    }
    let letter = match bid_denomination {
        Denomination::Clubs => "C",
        Denomination::Diamonds => "D",
        Denomination::Hearts => "H",
        Denomination::Spades => "S",
        Denomination::NoTrumps => "NT",
        Denomination::Nullo => "nullo",
    };
    Ok((bid_level, letter, i64::from(outcome.doubles)))
}
