//! The law `baccarat`: chemin de fer and banque, a coup a deal. The banker is a player and his
//! bank one account on the ledger: he collects the stakes of the punters whose hand his point
//! beats and pays those whose hand beats his, stake for stake; ties stand off. The points are
//! counted from the cards, and whether anyone could draw follows from them.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::poker::hands::Card;
use super::cards::{point, shoe};

/// The most counters a stake or a bank may be, so no sum can overflow.
pub const MOST: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Six packs; the bank passes when the banker loses a coup (seed 000 L215–307; seed 001
    /// L14629–14642).
    #[default]
    #[serde(rename = "chemin_de_fer")]
    ChemindeFer,
    /// Three packs; one banker against two sides of the table (seed 000 L309–378; seed 001
    /// L14587–14627).
    Banque,
}

/// A punter who draws with six or seven, or stands with baccarat to four (seed 000 L264–272).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseDraw {
    /// The coup stands as played and the note names the false draw; what the offender owes his
    /// fellow punters is "in some circles" only.
    #[default]
    Noted,
    /// The entry is refused, as a slip of the scorer's rather than a play.
    Refused,
}

/// Banque: the punters' stakes beyond what is in the bank (seed 000 L370–378).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BankLimit {
    /// "the croupier pays the punters in order of rotation, so far as the funds in the bank
    /// will extend; beyond this, they have no claim".
    #[default]
    TheBank,
    /// The banker has declared the stakes accepted: the bank is unlimited.
    Unlimited,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub form: Form,
    #[serde(default)]
    pub false_draw: FalseDraw,
    #[serde(default)]
    pub bank_limit: BankLimit,
}

/// In banque, the side of the table a punter stakes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Right,
    Left,
    /// À cheval: half the stake on each side (seed 000 L353–355).
    Both,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who holds the bank; by default the last banker, or in chemin de fer the next player when
    /// the last one lost.
    #[serde(default)]
    pub banker: Option<usize>,
    /// What a banker starting a bank puts up; by default what stands in the bank.
    #[serde(default)]
    pub bank: Option<i64>,
    /// Each punter's stake.
    #[serde(default)]
    pub stakes: Vec<Option<i64>>,
    /// A punter who goes bank: he plays against the whole bank, and no one else stakes.
    #[serde(default)]
    pub banco: Option<usize>,
    /// In banque, the side each punter stakes on.
    #[serde(default)]
    pub sides: Vec<Option<Side>>,
    pub banker_cards: String,
    /// The punters' hand; in banque, the right-hand side's.
    pub punter_cards: String,
    /// In banque, the left-hand side's hand.
    #[serde(default)]
    pub left_cards: Option<String>,
}

/// Who holds the bank after a coup, and what stands in it (unknown until a banker says).
#[derive(Debug, Default)]
pub struct Carry {
    banker: Option<usize>,
    bank: Option<i64>,
}

pub struct Baccarat;

/// One hand against the banker's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Punters,
    Banker,
    Stand,
}

/// A hand read: its cards, its point, and whether it is a natural (eight or nine in two cards).
struct Hand {
    key: &'static str,
    cards: Vec<Card>,
    point: u8,
}

impl Hand {
    fn natural(&self) -> bool {
        self.cards.len() == 2 && self.point >= 8
    }

    fn words(&self) -> String {
        let cards: Vec<String> = self.cards.iter().map(Card::to_string).collect();
        let natural = if self.natural() { ", a natural" } else { "" };
        format!("{} ({}{natural})", self.point, cards.join(" "))
    }
}

fn read_hand(
    at: &At<'_>,
    key: &'static str,
    text: &str,
    packs: usize,
    seen: &mut Vec<Card>,
) -> Result<Hand, LawError> {
    let cards = shoe(&at.field(key), text, packs, seen)?;
    if !(2..=3).contains(&cards.len()) {
        return Err(at.refuse(
            key,
            format!(
                "{} cards: a hand is two cards, or three with the card drawn",
                cards.len()
            ),
        ));
    }
    let point = point(&cards);
    Ok(Hand { key, cards, point })
}

impl Game for Baccarat {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=20;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        let n = at.names.len();
        let banque = s.form == Form::Banque;
        let banker = match d.banker {
            Some(b) => at.player("banker", b)?,
            None => match carry.banker {
                Some(b) if at.seated.contains(&b) => b,
                // The banker gone from the table: the deal passes to the next one seated.
                Some(b) => next_after(&at.seated, b),
                None => at.seated[0],
            },
        };
        // A banker who carries on keeps his bank with its winnings; one who takes over a bank
        // passed of the banker's own will "must start the bank with the same amount" (seed 000
        // L288–291, L359–363); after a loss at chemin de fer the new banker says his own.
        let mut bank = carry.bank;
        if let Some(b) = d.bank {
            if !(1..=MOST).contains(&b) {
                return Err(at.refuse("bank", format!("{b} is not from 1 to {MOST} counters")));
            }
            bank = Some(b);
        }

        // The cards, and whether anyone could draw.
        let packs = if banque { 3 } else { 6 };
        let mut seen = Vec::new();
        let banker_hand = read_hand(at, "banker_cards", &d.banker_cards, packs, &mut seen)?;
        let right = read_hand(at, "punter_cards", &d.punter_cards, packs, &mut seen)?;
        let left_text = d.left_cards.as_deref().filter(|t| !t.trim().is_empty());
        let left = match (banque, left_text) {
            (true, Some(text)) => Some(read_hand(at, "left_cards", text, packs, &mut seen)?),
            (false, Some(_)) => {
                return Err(at.refuse(
                    "left_cards",
                    "chemin de fer deals one hand for the punters: leave the left side's cards out",
                ));
            }
            (_, None) => None,
        };
        let hands: Vec<&Hand> = [Some(&banker_hand), Some(&right), left.as_ref()]
            .into_iter()
            .flatten()
            .collect();
        let natural = hands.iter().find(|h| h.natural());
        if let Some(nat) = natural
            && let Some(drew) = hands.iter().find(|h| h.cards.len() == 3)
        {
            return Err(at.refuse(
                drew.key,
                format!(
                    "{}: a natural is shown at once and the coup ends there, so no third card is drawn",
                    nat.words()
                ),
            ));
        }
        let mut words = Vec::new();
        for h in [Some(&right), left.as_ref()].into_iter().flatten() {
            if natural.is_some() {
                break;
            }
            let two = point(&h.cards[..2]);
            let drew = h.cards.len() == 3;
            let false_draw = (two <= 4 && !drew) || ((6..=7).contains(&two) && drew);
            if false_draw {
                let what = if drew { "drew with" } else { "stood on" };
                let text = format!("a false draw: the punters' hand {what} {two}");
                if s.false_draw == FalseDraw::Refused {
                    return Err(at.refuse(
                        h.key,
                        format!("{text}; a punter takes a card at baccarat to four and stands on six or seven"),
                    ));
                }
                words.push(text);
            }
        }
        let result = |h: &Hand| match h.point.cmp(&banker_hand.point) {
            std::cmp::Ordering::Greater => Outcome::Punters,
            std::cmp::Ordering::Less => Outcome::Banker,
            std::cmp::Ordering::Equal => Outcome::Stand,
        };
        let on_right = result(&right);
        let on_left = left.as_ref().map(result);

        // The stakes: each punter's on the hand (or hands) he backs.
        if d.stakes.len() > n {
            return Err(at.refuse(
                "stakes",
                format!("{} stakes for {n} players", d.stakes.len()),
            ));
        }
        let mut stakes = vec![0i64; n];
        for (p, st) in d.stakes.iter().enumerate() {
            let st = st.unwrap_or(0);
            let key = format!("stakes[{p}]");
            if st == 0 {
                continue;
            }
            if !(1..=MOST).contains(&st) {
                return Err(at.refuse(&key, format!("{st} is not from 1 to {MOST} counters")));
            }
            if p == banker {
                return Err(at.refuse(
                    &key,
                    format!("{} holds the bank and does not stake", at.name(p)),
                ));
            }
            if !at.seated.contains(&p) {
                return Err(at.refuse(&key, format!("{} does not play this coup", at.name(p))));
            }
            stakes[p] = st;
        }
        if let Some(b) = d.banco {
            let b = at.player("banco", b)?;
            if b == banker {
                return Err(at.refuse("banco", format!("{} holds the bank", at.name(b))));
            }
            let Some(whole) = bank else {
                return Err(at.refuse(
                    "bank",
                    "give what stands in the bank: going bank is a stake of the whole of it",
                ));
            };
            if let Some(p) = (0..n).find(|&p| p != b && stakes[p] > 0) {
                return Err(at.refuse(
                    &format!("stakes[{p}]"),
                    format!(
                        "{} went bank, which takes precedence of every other stake",
                        at.name(b)
                    ),
                ));
            }
            stakes[b] = whole;
            words.push(format!("{} goes bank for {whole}", at.name(b)));
        }
        let total: i64 = stakes.iter().sum();
        if total == 0 {
            return Err(at.refuse("stakes", "no punter has a stake on this coup"));
        }
        if let (false, Some(b)) = (banque, bank)
            && total > b
        {
            return Err(at.refuse(
                "stakes",
                format!(
                    "the stakes come to {total}, more than the bank's {b}: the banker declines the \
                     excess, the punters nearest him having the preference; enter the stakes he held"
                ),
            ));
        }

        // What each punter wins (+) or loses (−) on his hands.
        let mut due = vec![0i64; n];
        for p in 0..n {
            if stakes[p] == 0 {
                continue;
            }
            let key = format!("sides[{p}]");
            let side = d.sides.get(p).copied().flatten();
            let parts: Vec<(i64, Outcome)> = match (banque, side) {
                (false, None) => vec![(stakes[p], on_right)],
                (false, Some(_)) => {
                    return Err(at.refuse(&key, "chemin de fer has one side: leave the side out"));
                }
                (true, None) => {
                    return Err(at.refuse(&key, format!("say which side {} stakes on", at.name(p))));
                }
                (true, Some(Side::Right)) => vec![(stakes[p], on_right)],
                (true, Some(side)) => {
                    let Some(on_left) = on_left else {
                        return Err(at.refuse(
                            "left_cards",
                            format!("{} stakes on the left side: give its cards", at.name(p)),
                        ));
                    };
                    match side {
                        Side::Left => vec![(stakes[p], on_left)],
                        _ if stakes[p] % 2 != 0 => {
                            return Err(at.refuse(
                                &format!("stakes[{p}]"),
                                "à cheval, half the stake goes on each side: give an even stake",
                            ));
                        }
                        _ => vec![(stakes[p] / 2, on_right), (stakes[p] / 2, on_left)],
                    }
                }
            };
            for (st, r) in parts {
                due[p] += match r {
                    Outcome::Punters => st,
                    Outcome::Banker => -st,
                    Outcome::Stand => 0,
                };
            }
        }

        // The bank collects first, then pays in rotation from the banker's right so far as its
        // funds extend (banque), or it holds every stake (chemin de fer, the stakes checked).
        let mut t = at.transfers();
        let collected: i64 = due.iter().filter(|&&x| x < 0).map(|x| -x).sum();
        for (p, &owes) in due.iter().enumerate() {
            if owes < 0 {
                t.pay(p, banker, -owes);
            }
        }
        let limited = banque && s.bank_limit == BankLimit::TheBank;
        let mut funds = bank.map(|b| b + collected);
        let mut paid = 0;
        for p in rotation(n, banker) {
            if due[p] <= 0 {
                continue;
            }
            let owed = due[p];
            let pay = match funds {
                Some(f) if limited => owed.min(f),
                _ => owed,
            };
            if pay < owed {
                words.push(format!(
                    "the bank is broken: {} receives {pay} of his {owed}",
                    at.name(p)
                ));
            }
            if pay > 0 {
                t.pay(banker, p, pay);
            }
            paid += pay;
            if let Some(f) = funds.as_mut() {
                *f -= pay;
            }
        }
        let net = collected - paid;

        let mut note = format!("{}'s bank", at.name(banker));
        if let Some(b) = bank {
            note.push_str(&format!(" of {b}"));
        }
        note.push_str(&format!(": the banker {}", banker_hand.words()));
        match &left {
            None => note.push_str(&format!(", the punters {}", right.words())),
            Some(l) => note.push_str(&format!(
                ", the right {}, the left {}",
                right.words(),
                l.words()
            )),
        }
        note.push_str(&match net {
            0 if collected == 0 => ". A stand-off".to_owned(),
            0 => format!(". The bank takes {collected} and pays {paid}"),
            x if x > 0 => format!(". The bank wins {x}"),
            x => format!(". The bank loses {}", -x),
        });
        if !words.is_empty() {
            note.push_str(&format!(" ({})", words.join("; ")));
        }

        // Who holds the bank next, and what is in it.
        carry.banker = Some(banker);
        carry.bank = bank.map(|b| b + net);
        if !banque && on_right == Outcome::Punters {
            let next = next_after(&at.seated, banker);
            carry.banker = Some(next);
            carry.bank = None;
            note.push_str(&format!("; the bank passes to {}", at.name(next)));
        }
        note.push('.');
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.form {
            Form::ChemindeFer => {
                "Chemin de fer: the banker against the punters' one hand, stake for stake; \
                 the bank passes to the next player when the banker loses."
                    .to_owned()
            }
            Form::Banque => {
                "Baccarat banque: the banker against the two sides of the table, stake for \
                 stake; ties stand off."
                    .to_owned()
            }
        }]
    }
}

/// The player seated after `p` (the next in order round the table).
fn next_after(seated: &[usize], p: usize) -> usize {
    seated.iter().copied().find(|&q| q > p).unwrap_or(seated[0])
}

/// Every player in order from the one after the banker.
fn rotation(n: usize, banker: usize) -> impl Iterator<Item = usize> {
    (1..n).map(move |i| (banker + i) % n)
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<Baccarat>(input)
}
