//! The solo family (seed 001 L14021–14366): frog, simple and heart solo with their forms
//! (straight solo, Cœur d'Alene, penalty frog), progressive solo and six-bid solo. Each is a
//! payment game on skat's 120 card points: one bidder plays against the other two active hands,
//! the widow's points counting for him, and chips pass between him and each other player after
//! every hand. `laws::schafkopf` keeps its sitting on the same pad.
//!
//! The sitting: `players[0]` deals first and the deal passes to the left, a hand everybody
//! passed included ("the deal changing to the left as if the hand had been played", L14108–
//! 14110). Three play; with four or more the dealer, and with five to seven the others past the
//! three on the dealer's left, sit out in turn (L14024–14028).

pub mod frog;
pub mod progressive;
pub mod six_bid;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::ledger::Account;
use super::pad::{Item, Pad, PadInput, Row, Settlement};
use super::registry::Law;

/// Every card point in the pack: A 11, 10 10, K 4, Q 3, J 2 in four suits (L14033–14036).
pub const CARD_POINTS: i64 = 120;
/// The bidder's mark: "60 or more points" (L14100–14103), paid for per point above or below.
pub const HALF: i64 = 60;

pub const LAWS: &[Law] = &[frog::LAW, progressive::LAW, six_bid::LAW];

/// One hand as the sitting writes it: what each player gains or pays, and how to read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hand {
    /// Who dealt it.
    pub dealer: usize,
    /// The bidder's game, signed from his side: what each adversary pays him (negative when he
    /// lost; what he pays each). Nought for a tie or a hand everybody passed.
    pub value: i64,
    /// Whether the bidder (or maker's side) won; `null` for a tie or a passed hand.
    pub won: Option<bool>,
    /// Each player's change; they sum to nought.
    pub points: Vec<i64>,
    /// The running score after it.
    pub scores: Vec<i64>,
    pub note: String,
}

/// A sitting of one of these games, as `hoyle score` answers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting<S> {
    pub settings: S,
    pub players: Vec<String>,
    pub deals: Vec<Hand>,
    /// Each player's running score: the chips won less the chips paid.
    pub scores: Vec<i64>,
    /// Each player's net at the end: every payment is already between two players, so the
    /// balance is the score; it sums to nought.
    pub balance: Vec<i64>,
    /// Who pays whom to square the sitting: each debtor in turn, the largest first, pays the
    /// largest creditor (ties to the first seated), so no one both pays and receives.
    pub payments: Vec<Payment>,
}

/// One payment at the end of a sitting, in points (chips or counters).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Payment {
    pub from: usize,
    pub to: usize,
    pub points: i64,
}

/// The payments that square a balance summing to nought, as the shared ledger settles every
/// payment game (`laws::ledger::settle`): the largest debt against the largest credit, ties to
/// the lower seat, until nothing is owed.
pub fn payments_for(balance: &[i64]) -> Vec<Payment> {
    super::ledger::settle_players(balance)
        .into_iter()
        .filter_map(|p| match (p.from, p.to) {
            (Account::Player(from), Account::Player(to)) => Some(Payment {
                from,
                to,
                points: p.amount,
            }),
            _ => None,
        })
        .collect()
}

impl<S> Sitting<S> {
    pub fn new(settings: S, players: &[String]) -> Self {
        Sitting {
            settings,
            players: players.to_vec(),
            deals: Vec::new(),
            scores: vec![0; players.len()],
            balance: vec![0; players.len()],
            payments: Vec::new(),
        }
    }

    /// Writes one hand's payments.
    pub fn push(
        &mut self,
        dealer: usize,
        value: i64,
        won: Option<bool>,
        points: Vec<i64>,
        note: String,
    ) {
        debug_assert_eq!(
            points.iter().sum::<i64>(),
            0,
            "a hand's payments sum to nought"
        );
        for (s, p) in self.scores.iter_mut().zip(&points) {
            *s += p;
        }
        self.balance = self.scores.clone();
        self.payments = payments_for(&self.balance);
        self.deals.push(Hand {
            dealer,
            value,
            won,
            points,
            scores: self.scores.clone(),
            note,
        });
    }

    /// The pad: a row a hand, and the sitting settled at its foot.
    pub fn pad(&self, notes: Vec<String>) -> Pad {
        let n = self.players.len();
        let mut pad = Pad {
            notes,
            ..Pad::new(self.players.clone())
        };
        for (i, hand) in self.deals.iter().enumerate() {
            let below = (0..n)
                .map(|p| match hand.points[p] {
                    0 => Vec::new(),
                    pts => vec![Item::new(pts, format!("now {}", hand.scores[p]))],
                })
                .collect();
            pad.rows.push(Row::Deal {
                deal: i,
                above: vec![Vec::new(); n],
                below,
                note: format!("{} deals. {}", self.players[hand.dealer], hand.note),
            });
        }
        if !self.deals.is_empty() {
            let top = self.balance.iter().copied().max().unwrap_or_default();
            let leaders: Vec<usize> = (0..n).filter(|&p| self.balance[p] == top).collect();
            pad.settle(Settlement {
                winner: match leaders.as_slice() {
                    [one] if top > 0 => Some(*one),
                    _ => None,
                },
                value: top,
                amounts: self.balance.clone(),
                label: {
                    let squared: Vec<String> = self
                        .payments
                        .iter()
                        .map(|p| {
                            format!(
                                "{} pays {} {}",
                                self.players[p.from], self.players[p.to], p.points
                            )
                        })
                        .collect();
                    let squared = match squared.is_empty() {
                        true => "all square".to_owned(),
                        false => squared.join(", "),
                    };
                    format!("the sitting: {} hands; {squared}", self.deals.len())
                },
                lurch: false,
                final_points: Vec::new(),
            });
        }
        pad
    }
}

/// Who sits out of hand `deal`: with three players nobody; with more, everyone but the three on
/// the dealer's left, the dealer first among them. Returns the dealer and the three active.
pub fn seats(n: usize, deal: usize) -> (usize, [usize; 3]) {
    let dealer = deal % n;
    match n {
        3 => (dealer, [(dealer + 1) % 3, (dealer + 2) % 3, dealer]),
        _ => (
            dealer,
            [(dealer + 1) % n, (dealer + 2) % n, (dealer + 3) % n],
        ),
    }
}

/// The bidder's card points, 0..120 (the widow's counted in).
pub fn card_points(at: &str, points: Option<i64>, total: i64) -> Result<i64, LawError> {
    let field = format!("{at}.card_points");
    match points {
        None => Err(LawError::new(field, "needed: the bidder's card points")),
        Some(p) if p > total => Err(LawError::new(
            field,
            format!("{p} is over the {total} card points of the pack"),
        )),
        Some(p) if p < 0 => Err(LawError::new(field, format!("{p} is below nought"))),
        Some(p) => Ok(p),
    }
}

/// The bidder: named, a player, and one of the three who play this hand.
pub fn bidder(
    at: &str,
    bidder: Option<usize>,
    n: usize,
    active: &[usize; 3],
    names: &[String],
) -> Result<usize, LawError> {
    let field = format!("{at}.bidder");
    let b = bidder.ok_or_else(|| LawError::new(&field, "needed: who bid"))?;
    if b >= n {
        return Err(LawError::new(
            field,
            format!("{b} is not a player (0..{})", n - 1),
        ));
    }
    if !active.contains(&b) {
        return Err(LawError::new(
            field,
            format!("{} sits out of this hand and cannot bid", names[b]),
        ));
    }
    Ok(b)
}

/// Who revoked: a player who played the hand.
pub fn revoker(
    at: &str,
    revoke: Option<usize>,
    active: &[usize; 3],
    names: &[String],
) -> Result<Option<usize>, LawError> {
    match revoke {
        None => Ok(None),
        Some(r) if r >= names.len() => Err(LawError::new(
            format!("{at}.revoke"),
            format!("{r} is not a player (0..{})", names.len() - 1),
        )),
        Some(r) if !active.contains(&r) => Err(LawError::new(
            format!("{at}.revoke"),
            format!("{} sat out of this hand", names[r]),
        )),
        Some(r) => Ok(Some(r)),
    }
}

/// What a hand everybody passed is entered with: nothing else.
pub fn check_passed(at: &str, bidder: Option<usize>, points: Option<i64>) -> Result<(), LawError> {
    if bidder.is_some() {
        return Err(LawError::new(
            format!("{at}.bidder"),
            "everybody passed; nobody bid",
        ));
    }
    if points.is_some() {
        return Err(LawError::new(
            format!("{at}.card_points"),
            "everybody passed; the hand was not played",
        ));
    }
    Ok(())
}

/// What every solo game reads alike from one hand: who dealt and who plays it, and, when it was
/// played, who bid, his card points and who revoked.
pub struct Played {
    pub dealer: usize,
    pub active: [usize; 3],
    pub bidder: usize,
    pub points: i64,
    pub revoke: Option<usize>,
}

/// Hand `i` read as every solo game reads it: `None` for a hand everybody passed, which is
/// written to the sitting at once; else its seats and contract, each field checked and named
/// under `deals[i]`.
#[allow(clippy::too_many_arguments)]
pub fn read_hand<S>(
    sitting: &mut Sitting<S>,
    i: usize,
    passed: bool,
    bidder: Option<usize>,
    card_points: Option<i64>,
    revoke: Option<usize>,
    total: i64,
    names: &[String],
) -> Result<Option<Played>, LawError> {
    let at = format!("deals[{i}]");
    let n = names.len();
    let (dealer, active) = seats(n, i);
    if passed {
        check_passed(&at, bidder, card_points)?;
        sitting.push(dealer, 0, None, vec![0; n], "Everybody passed.".to_owned());
        return Ok(None);
    }
    Ok(Some(Played {
        dealer,
        active,
        bidder: self::bidder(&at, bidder, n, &active, names)?,
        points: self::card_points(&at, card_points, total)?,
        revoke: revoker(&at, revoke, &active, names)?,
    }))
}

/// What the dealer (and whoever else sits out) does in the settling (L14136–14139).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dealer {
    /// "The dealer receives but does not pay."
    #[default]
    ReceivesOnly,
    /// "In some localities the dealer both receives and pays."
    ReceivesAndPays,
    /// "Receiving only on Frogs, and both receiving and paying on Solos."
    PaysOnSolos,
}

/// The chips of one hand: `each` is what the bidder wins from each player (negative: pays each);
/// `factor(p)` the multiple a player pays or receives (a doubler's 2). Players who sit out pay
/// only when `sitting_out_pay`; they always receive.
pub fn payments(
    n: usize,
    bidder: usize,
    active: &[usize; 3],
    each: i64,
    sitting_out_pay: bool,
    factor: impl Fn(usize) -> i64,
) -> Vec<i64> {
    let mut points = vec![0; n];
    for p in (0..n).filter(|&p| p != bidder) {
        let plays = active.contains(&p);
        if each > 0 && !plays && !sitting_out_pay {
            continue;
        }
        let amount = each * factor(p);
        points[p] -= amount;
        points[bidder] += amount;
    }
    points
}

/// The contract's input: `{"settings": {…}, "players": [names], "deals": [{…}, …]}`.
pub fn read(input: &str) -> Result<PadInput, LawError> {
    super::book::kept_input(input)
}
