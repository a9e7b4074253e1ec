//! The law `rouge-et-noir`: a coup a deal. The banker turns cards for black until they reach or
//! pass 31, then for red the same; the row nearer 31 wins for its colour (seed 001
//! L14716–14724). Equal rows stand off; 31 each, the refait, gives the bank half the money on
//! the table (L14725–14727), or sends it to prison by the setting.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::baccarat::cards::shoe;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::poker::hands::Card;
use super::bank::{Bank, Banker, OddCounter, half};
use super::bets;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refait {
    /// "the bank takes half the money on the table" (seed 001 L14726–14727).
    #[default]
    Half,
    /// Every bet is held "en prison": the next coup that decides frees it if it wins and gives
    /// it to the bank if it loses.
    Prison,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub bank: Banker,
    #[serde(default)]
    pub refait: Refait,
    #[serde(default)]
    pub odd_counter: OddCounter,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub banker: Option<usize>,
    pub black: String,
    pub red: String,
    /// Each punter's bets: "10 on red, 2 on colour".
    #[serde(default)]
    pub bets: Vec<Option<String>>,
}

/// What a bet backs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum On {
    Red,
    Black,
    /// The first card turned is of the winning row's colour.
    Colour,
    Inverse,
}

impl On {
    fn read(word: &str) -> Option<On> {
        match word {
            "red" | "rouge" => Some(On::Red),
            "black" | "noir" => Some(On::Black),
            "colour" | "color" | "couleur" => Some(On::Colour),
            "inverse" => Some(On::Inverse),
            _ => None,
        }
    }

    fn word(self) -> &'static str {
        match self {
            On::Red => "red",
            On::Black => "black",
            On::Colour => "colour",
            On::Inverse => "inverse",
        }
    }
}

/// The last banker, and the bets in prison: who, how much, on what.
#[derive(Debug, Default)]
pub struct Carry {
    banker: Option<usize>,
    prison: Vec<(usize, i64, On)>,
}

/// A card's value in a row: court cards and tens ten, the ace one (seed 001 L14717–14718).
fn value(c: Card) -> u32 {
    match c.rank {
        14 => 1,
        r => u32::from(r.min(10)),
    }
}

/// A row's total, which must reach or pass 31 at its last card and not before.
fn row(
    at: &At<'_>,
    key: &str,
    text: &str,
    seen: &mut Vec<Card>,
) -> Result<(u32, Vec<Card>), LawError> {
    let cards = shoe(&at.field(key), text, 6, seen)?;
    let mut total = 0;
    for (i, &c) in cards.iter().enumerate() {
        if total >= 31 {
            return Err(at.refuse(
                key,
                format!("the row reached {total} after {i} cards: the dealer stops at 31 or more"),
            ));
        }
        total += value(c);
    }
    if total < 31 {
        return Err(at.refuse(
            key,
            format!("the row comes to {total}: the dealer turns cards until it reaches 31 or more"),
        ));
    }
    Ok((total, cards))
}

pub struct RougeEtNoir;

impl Game for RougeEtNoir {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 1..=20;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        let n = at.names.len();
        let bank = Bank::of(s.bank, at, d.banker, &mut carry.banker)?;
        let mut seen = Vec::new();
        let (black, black_cards) = row(at, "black", &d.black, &mut seen)?;
        let (red, _) = row(at, "red", &d.red, &mut seen)?;
        // Hearts and diamonds are red.
        let first_red = matches!(black_cards[0].suit, 1 | 2);

        if d.bets.len() > n {
            return Err(at.refuse(
                "bets",
                format!("{} lines of bets for {n} players", d.bets.len()),
            ));
        }
        let mut laid = Vec::new();
        for (p, line) in d.bets.iter().enumerate() {
            let Some(text) = line.as_deref().filter(|t| !t.trim().is_empty()) else {
                continue;
            };
            let key = format!("bets[{p}]");
            let field = at.field(&key);
            if !at.seated.contains(&p) {
                return Err(LawError::new(
                    field,
                    format!("{} does not play this coup", at.name(p)),
                ));
            }
            if bank.is(p) {
                return Err(LawError::new(
                    field,
                    format!("{} holds the bank", at.name(p)),
                ));
            }
            for b in bets::read(&field, text)? {
                let on = On::read(&b.on).filter(|_| !b.coppered).ok_or_else(|| {
                    LawError::new(
                        &field,
                        format!("\"{}\": bet on red, black, colour or inverse", b.on),
                    )
                })?;
                laid.push((p, b.stake, on));
            }
        }
        if laid.is_empty() && carry.prison.is_empty() {
            return Err(at.refuse("bets", "no punter has a bet on this coup"));
        }

        // Which bets win: the row nearer 31, and colour when the first card is of its colour.
        let decided = (red != black).then(|| {
            let red_wins = red < black;
            move |on: On| match on {
                On::Red => red_wins,
                On::Black => !red_wins,
                On::Colour => first_red == red_wins,
                On::Inverse => first_red != red_wins,
            }
        });
        let mut t = at.transfers();
        let mut words = Vec::new();
        let prisoners = std::mem::take(&mut carry.prison);
        for &(p, stake, on) in &prisoners {
            match decided {
                Some(wins) if wins(on) => words.push(format!(
                    "{}'s {stake} on {} comes out of prison",
                    at.name(p),
                    on.word()
                )),
                Some(_) => {
                    bank.takes(&mut t, p, stake);
                    words.push(format!(
                        "{}'s {stake} on {} is lost in prison",
                        at.name(p),
                        on.word()
                    ));
                }
                None => carry.prison.push((p, stake, on)),
            }
        }
        let refait = red == 31 && black == 31;
        for &(p, stake, on) in &laid {
            match decided {
                Some(wins) if wins(on) => bank.pays(&mut t, p, stake),
                Some(_) => bank.takes(&mut t, p, stake),
                None if refait && s.refait == Refait::Half => {
                    bank.takes(&mut t, p, half(stake, s.odd_counter))
                }
                None if refait => carry.prison.push((p, stake, on)),
                None => {}
            }
        }
        let mut note = format!("{}: black {black}, red {red}", bank.name(at));
        note.push_str(&match (decided.is_some(), refait, s.refait) {
            (true, ..) => {
                let colour = if red < black { "red" } else { "black" };
                let first = if first_red { "red" } else { "black" };
                format!(": {colour} wins, the first card {first}")
            }
            (false, true, Refait::Half) => {
                ": a refait, the bank takes half of every bet".to_owned()
            }
            (false, true, Refait::Prison) => ": a refait, every bet goes to prison".to_owned(),
            (false, false, _) => ": a stand-off".to_owned(),
        });
        if !words.is_empty() {
            note.push_str(&format!("; {}", words.join("; ")));
        }
        if !carry.prison.is_empty() {
            let held: i64 = carry.prison.iter().map(|x| x.1).sum();
            note.push_str(&format!(" ({held} in prison)"));
        }
        note.push('.');
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Rouge-et-noir: even money on red, black, colour and inverse; 31 each {}.",
            match s.refait {
                Refait::Half => "gives the bank half of every bet",
                Refait::Prison => "sends every bet to prison",
            }
        )]
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<RougeEtNoir>(input)
}
