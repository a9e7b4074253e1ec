//! The law `vingt-un`: the English form (seed 003 L3104–3621), the 1909 Hoyle's (seed 000
//! L5050–5206) and the 1927 rules' vingt-et-un (seed 001 L14367–14442) as the `code` setting,
//! and French vingt-un's deal of eight rounds (seed 000 L5208–5262) as the `form`.
//!
//! A round: who deals (the bank), whether he doubled, his cards, and each punter's stake and
//! hand, or hands when he divided a pair. Every hand is counted from its cards, the ace one or
//! eleven at its best.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::poker::hands::{ACE, Card};
use super::bank::{self, Bank, BankPasses, Deal, Hand, Rules, Ties};
use super::french;

/// The book followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Code {
    /// The English form: ties and a drawn vingt-un's double to the dealer (seed 003).
    #[default]
    #[serde(rename = "1884")]
    English,
    /// The 1909 Hoyle: the same, ties "twenty-ones included" to the dealer (seed 000).
    #[serde(rename = "1909")]
    Hoyle1909,
    /// The 1927 rules: equal points stand off, no double for a drawn 21, no doubling
    /// (seed 001 L14413–14437).
    #[serde(rename = "1927")]
    Rules1927,
}

/// Ordinary vingt-un, or the French deal of eight rounds each played its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    #[default]
    Ordinary,
    French,
}

/// What the other punters pay the holder of a natural besides the dealer's double (seed 003
/// L3590–3602): "an amount equal to, or double that of his own stake".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FromEach {
    #[default]
    Nothing,
    Stake,
    Double,
}

/// What a punter with a drawn twenty-one pays a dealer with one, by the 1909 book.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawnTie {
    /// The dealer's twenty-one makes each punter pay double (seed 000 L5155–5158).
    #[default]
    Double,
    Single,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub code: Code,
    #[serde(default)]
    pub form: Form,
    /// `null`: as the code passes it.
    #[serde(default)]
    pub bank_passes: Option<BankPasses>,
    /// The multiple of his stake a natural is paid (seed 000 fn 46, L18134–18137: 2, or by
    /// agreement double an ordinary vingt-un's).
    #[serde(default = "two")]
    pub natural_pays: i64,
    #[serde(default)]
    pub natural_from_each: FromEach,
    #[serde(default)]
    pub drawn_tie: DrawnTie,
    /// One pack, or two shuffled together (seed 003 L3551–3553; seed 000 L5184–5186).
    #[serde(default = "one")]
    pub packs: usize,
    /// The most a punter may stake on a card, when the table fixes it (seed 003 L3192–3200).
    #[serde(default)]
    pub most_stake: Option<i64>,
    /// French rouge et noir by one card, or the best two of three (seed 000 L5235–5239).
    #[serde(default = "one")]
    pub rouge_cards: usize,
}

fn one() -> usize {
    1
}

fn two() -> i64 {
    2
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::default(),
            form: Form::default(),
            bank_passes: None,
            natural_pays: 2,
            natural_from_each: FromEach::default(),
            drawn_tie: DrawnTie::default(),
            packs: 1,
            most_stake: None,
            rouge_cards: 1,
        }
    }
}

impl Settings {
    /// How the bank passes: the setting, or the code's way.
    pub fn passes(&self) -> BankPasses {
        self.bank_passes.unwrap_or(match self.code {
            Code::English | Code::Hoyle1909 => BankPasses::OnANatural,
            Code::Rules1927 => BankPasses::EveryRound,
        })
    }

    fn check(&self) -> Result<(), LawError> {
        if !matches!(self.natural_pays, 2 | 4) {
            return Err(LawError::new(
                "settings.natural_pays",
                format!(
                    "{}: a natural is paid 2 or 4 times the stake",
                    self.natural_pays
                ),
            ));
        }
        if !matches!(self.packs, 1 | 2) {
            return Err(LawError::new(
                "settings.packs",
                format!("{}: one pack, or two shuffled together", self.packs),
            ));
        }
        if !matches!(self.rouge_cards, 1 | 3) {
            return Err(LawError::new(
                "settings.rouge_cards",
                format!("{}: one card, or the best two of three", self.rouge_cards),
            ));
        }
        if let Some(m) = self
            .most_stake
            .filter(|&m| !(1..=bank::MOST_STAKE).contains(&m))
        {
            return Err(LawError::new(
                "settings.most_stake",
                format!("{m} is not from 1 to {} counters", bank::MOST_STAKE),
            ));
        }
        Ok(())
    }
}

/// A card's points at vingt-un, the ace as one: courts ten, the rest their pips.
pub fn pips(c: Card) -> u32 {
    match c.rank {
        ACE => 1,
        r if r >= 10 => 10,
        r => r as u32,
    }
}

/// A hand's points at their best: an ace counts eleven while that keeps it to twenty-one (seed
/// 003 L3128–3132; seed 000 L5085–5087, the example at L5130–5141). `imaginary`: French vingt-un's
/// second round, ten added to the one card dealt (seed 000 L5218–5223).
pub fn count21(cards: &[Card], imaginary: bool) -> Hand {
    let low: u32 = cards.iter().map(|&c| pips(c)).sum::<u32>() + if imaginary { 10 } else { 0 };
    let ace = cards.iter().any(|c| c.rank == ACE);
    let points = if ace && low + 10 <= 21 { low + 10 } else { low };
    let natural = match imaginary {
        // "The holder of an ace is considered to have a natural."
        true => cards.len() == 1 && ace,
        false => cards.len() == 2 && ace && cards.iter().any(|c| (10..ACE).contains(&c.rank)),
    };
    Hand {
        points,
        over: low > 21,
        natural: natural.then_some(2),
        cards: cards.len(),
    }
}

/// The counting under these settings for one round (the imaginary tens count otherwise).
pub struct Counting {
    pub settings: Settings,
    pub imaginary: bool,
}

pub struct VingtUnCount;

impl bank::Game for VingtUnCount {
    type Settings = Counting;

    fn rules(c: &Counting) -> Rules {
        let (ties, exact_paid, exact_takes, both_exact) = match c.settings.code {
            // seed 003 L3337–3347: the drawn vingt-un paid double both ways, a punter's drawn
            // vingt-un paying only his stake to the dealer's.
            Code::English => (Ties::Dealer, 2, 2, 1),
            // seed 000 L5153–5158.
            Code::Hoyle1909 => (
                Ties::Dealer,
                2,
                2,
                match c.settings.drawn_tie {
                    DrawnTie::Double => 2,
                    DrawnTie::Single => 1,
                },
            ),
            // seed 001 L14433–14437: "players having same amount are tied".
            Code::Rules1927 => (Ties::StandOff, 1, 1, 0),
        };
        Rules {
            limit: 21,
            ties,
            exact_paid,
            exact_takes,
            both_exact,
        }
    }

    fn in_pack(_: &Counting, card: Card) -> Result<(), String> {
        match card.is_joker() {
            true => Err("the pack has no joker".to_owned()),
            false => Ok(()),
        }
    }

    fn packs(c: &Counting) -> usize {
        c.settings.packs
    }

    fn count(c: &Counting, cards: &[Card]) -> Hand {
        let mut h = count21(cards, c.imaginary);
        h.natural = h.natural.map(|_| c.settings.natural_pays);
        h
    }

    fn dealt(c: &Counting) -> usize {
        if c.imaginary { 1 } else { 2 }
    }

    fn divides(_: &Counting, firsts: &[Card]) -> Option<String> {
        // "Two of the same denomination" (seed 003 L3350–3353; seed 000 L5162–5163).
        match firsts.iter().all(|c| c.rank == firsts[0].rank) {
            true => None,
            false => Some(format!(
                "only a pair may be divided: the hands begin {}",
                firsts
                    .iter()
                    .map(Card::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    fn doubles(c: &Counting) -> bool {
        c.settings.code != Code::Rules1927
    }
}

/// A count in words: "19", "over (24)", "a natural".
pub fn words21(h: &Hand) -> String {
    match (h.natural, h.over) {
        (Some(_), _) => "a natural".to_owned(),
        (_, true) => format!("over ({})", h.points),
        _ => h.points.to_string(),
    }
}

pub struct VingtUn;

impl Game for VingtUn {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Bank;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=20;

    fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
        s.check()?;
        let dealer = bank.dealer(at, d.dealer)?;
        if s.form == Form::French {
            return french::round(s, at, bank, d, dealer);
        }
        if d.round.is_some() {
            return Err(at.refuse("round", "rounds are numbered in French vingt-un only"));
        }
        let (t, naturals) = ordinary(s, at, d, dealer, false)?;
        let passing = bank.pass(at, s.passes(), &naturals, s.code != Code::Rules1927);
        let note = format!("{} {passing}", t.note);
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        let code = match s.code {
            Code::English => "the English form: ties to the dealer, a vingt-un paid double",
            Code::Hoyle1909 => "the 1909 Hoyle: ties, twenty-ones included, to the dealer",
            Code::Rules1927 => "the 1927 rules: equal points stand off",
        };
        vec![format!(
            "Vingt-un by {code}; the dealer holds the bank and pays or receives each punter's \
             stake."
        )]
    }
}

/// An ordinary round (or French vingt-un's first three), settled; with the punters whose
/// natural put the dealer out.
pub fn ordinary(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    dealer: usize,
    imaginary: bool,
) -> Result<(Transfers, Vec<usize>), LawError> {
    let counting = Counting {
        settings: *s,
        imaginary,
    };
    check_most(s, at, d)?;
    if s.code == Code::Hoyle1909 {
        // "A separate stake, of the same amount as staked on the first card" (L5164–5166).
        for (i, p) in d.punters.iter().flatten().enumerate() {
            if let Some(h) = p.stakes.iter().flatten().position(|&x| x != p.stake) {
                return Err(at.refuse(
                    &format!("punters[{i}].stakes[{h}]"),
                    format!(
                        "by the 1909 book a divided hand is staked as the first: {}",
                        p.stake
                    ),
                ));
            }
        }
    }
    let round = bank::round::<VingtUnCount>(&counting, at, d, dealer, words21)?;
    let mut t = round.transfers;
    let mut words = round.words;
    // The old privilege of a natural: each other punter pays its holder, other naturals exempt.
    let each = match s.natural_from_each {
        FromEach::Nothing => 0,
        FromEach::Stake => 1,
        FromEach::Double => 2,
    };
    if each > 0 && round.dealer_hand.natural.is_none() {
        let stakes = stakes_of(d, dealer);
        for &h in &round.naturals {
            let stake = stakes.iter().find(|(p, _)| *p == h).map_or(0, |x| x.1);
            let payers: Vec<usize> = stakes
                .iter()
                .map(|&(p, _)| p)
                .filter(|p| !round.naturals.contains(p))
                .collect();
            t.each_pays(&payers, h, each * stake);
            if !payers.is_empty() {
                words.push(format!(
                    "for his natural each other punter pays {} {}",
                    at.name(h),
                    each * stake
                ));
            }
        }
    }
    let doubled = match d.doubled.unwrap_or(false) {
        true => " and doubles",
        false => "",
    };
    let note = format!(
        "{} deals{doubled}, holding {}. {}.",
        at.name(dealer),
        words21(&round.dealer_hand),
        words.join(". ")
    );
    Ok((t.with_note(note), round.naturals))
}

/// Each punter and his first stake, from either shape of the deal.
fn stakes_of(d: &Deal, dealer: usize) -> Vec<(usize, i64)> {
    match (&d.punters, &d.stakes) {
        (Some(list), _) => list.iter().map(|p| (p.player, p.stake)).collect(),
        (None, Some(stakes)) => stakes
            .iter()
            .enumerate()
            .filter(|&(p, _)| p != dealer)
            .filter_map(|(p, s)| s.map(|s| (p, s)))
            .collect(),
        _ => Vec::new(),
    }
}

/// The table's limit on a stake, before the dealer's double (seed 003 L3195–3200).
pub fn check_most(s: &Settings, at: &At<'_>, d: &Deal) -> Result<(), LawError> {
    let Some(most) = s.most_stake else {
        return Ok(());
    };
    let over = |stake: i64| stake > most;
    if let Some(list) = &d.punters {
        for (i, p) in list.iter().enumerate() {
            if over(p.stake) {
                return Err(at.refuse(
                    &format!("punters[{i}].stake"),
                    format!("{}: the most a punter stakes is {most}", p.stake),
                ));
            }
            if let Some((h, s)) = p.stakes.iter().flatten().enumerate().find(|x| over(*x.1)) {
                return Err(at.refuse(
                    &format!("punters[{i}].stakes[{h}]"),
                    format!("{s}: the most a punter stakes is {most}"),
                ));
            }
        }
    }
    if let Some(list) = &d.stakes {
        for (p, s) in list.iter().enumerate() {
            if let Some(s) = s.filter(|&s| over(s)) {
                return Err(at.refuse(
                    &format!("stakes[{p}]"),
                    format!("{s}: the most a punter stakes is {most}"),
                ));
            }
        }
    }
    Ok(())
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<VingtUn>(input)
}
