//! The laws `faro` and `stuss`: a deal is one turn from the box (or, at stuss, the hand), the
//! losing card laid beside it and the winning card left showing (seed 001 L14668–14676), with
//! every bet the turn decides; the last turn adds the hock and the calls.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::poker::hands::Card;
use super::bank::{Bank, Banker, OddCounter, half};
use super::bets::{self, rank, rank_word};

/// [AMBIG] What the bank pays for calling the last turn: "the bank pays four for one if the
/// player can call the turn … a cathop, and the bank pays two for one" (seed 001 L14688–14693).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LastTurn {
    /// Four (two at a cathop) besides the stake: "four to one", as the turn is called today.
    #[default]
    ToOne,
    /// Four (two) counters for the one staked, the stake among them: three (one) won.
    ForOne,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub bank: Banker,
    #[serde(default)]
    pub last_turn: LastTurn,
    #[serde(default)]
    pub odd_counter: OddCounter,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub banker: Option<usize>,
    /// The card laid beside the box: it loses.
    pub loser: String,
    /// The card left showing: it wins.
    pub winner: String,
    /// The last turn: the card left in the box after it (the hock).
    #[serde(default)]
    pub hock: Option<String>,
    /// Each punter's bets on the layout, as "5 on 7, 2 on K coppered, 4 on 5/6".
    #[serde(default)]
    pub bets: Vec<Option<String>>,
    /// At the last turn, each punter's call of the turn, as "2 on 7 K" (the loser, then the
    /// winner).
    #[serde(default)]
    pub calls: Vec<Option<String>>,
}

/// What the bank does with a split, the two cards of a turn of one denomination.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Splits {
    /// Faro: "Bank takes half on splits".
    Half,
    /// Stuss: "In 'Stuss' he takes all" (seed 001 L14693–14699).
    All,
}

/// The last banker, carried to the next turn.
pub type Carry = Option<usize>;

fn card(at: &At<'_>, key: &str, text: &str) -> Result<u8, LawError> {
    rank(text).ok_or_else(|| {
        at.refuse(
            key,
            format!("\"{text}\" is not a card: write its denomination, as 7 or K, or 7H"),
        )
    })
}

/// One turn, the bank taking `splits` of a bet on a split.
pub fn turn(
    s: &Settings,
    at: &At<'_>,
    last_banker: &mut Carry,
    d: &Deal,
    splits: Splits,
) -> Result<Transfers, LawError> {
    let n = at.names.len();
    let bank = Bank::of(s.bank, at, d.banker, last_banker)?;
    let loser = card(at, "loser", &d.loser)?;
    let winner = card(at, "winner", &d.winner)?;
    let hock_text = d.hock.as_deref().filter(|h| !h.trim().is_empty());
    let hock = hock_text.map(|h| card(at, "hock", h)).transpose()?;
    // The same card, written with its suit, twice in one turn.
    let mut written: Vec<Card> = Vec::new();
    for (key, text) in [
        ("loser", Some(d.loser.as_str())),
        ("winner", Some(d.winner.as_str())),
        ("hock", hock_text),
    ] {
        if let Some(c) = text.and_then(Card::parse) {
            if written.contains(&c) {
                return Err(at.refuse(key, format!("{c} is in this turn twice")));
            }
            written.push(c);
        }
    }
    if bets_of(&d.bets, n, at, "bets")?.is_empty() && bets_of(&d.calls, n, at, "calls")?.is_empty()
    {
        return Err(at.refuse("bets", "no punter has a bet on this turn"));
    }

    let mut t = at.transfers();
    let mut words = Vec::new();
    let mut lost = vec![0usize; n];
    for (p, list) in bets_of(&d.bets, n, at, "bets")? {
        if bank.is(p) {
            return Err(at.refuse(
                &format!("bets[{p}]"),
                format!("{} holds the bank", at.name(p)),
            ));
        }
        for b in list {
            let key = format!("bets[{p}]");
            let mut ranks = Vec::new();
            for r in b.on.split(['/', '-', '&', ' ']).filter(|w| !w.is_empty()) {
                let r = rank(r).ok_or_else(|| {
                    at.refuse(
                        &key,
                        format!(
                            "\"{}\": bet on a denomination of the layout, as 7, K or 5/6",
                            b.on
                        ),
                    )
                })?;
                if !ranks.contains(&r) {
                    ranks.push(r);
                }
            }
            let has = |r: u8| ranks.contains(&r);
            let what = if b.coppered { "coppered " } else { "" };
            let on = ranks
                .iter()
                .map(|&r| rank_word(r))
                .collect::<Vec<_>>()
                .join("/");
            if loser == winner && has(loser) {
                let taken = match splits {
                    Splits::Half => half(b.stake, s.odd_counter),
                    Splits::All => b.stake,
                };
                bank.takes(&mut t, p, taken);
                words.push(format!(
                    "{} loses {taken} of {} on the split {on}",
                    at.name(p),
                    b.stake
                ));
            } else if has(loser) && has(winner) {
                // Both cards of the turn in one combination: the bet wins and loses at once.
                words.push(format!("{}'s {} on {on} stands off", at.name(p), b.stake));
            } else if has(winner) != b.coppered && (has(winner) || has(loser)) {
                bank.pays(&mut t, p, b.stake);
                words.push(format!("{} wins {} {what}on {on}", at.name(p), b.stake));
            } else if has(winner) || has(loser) {
                bank.takes(&mut t, p, b.stake);
                lost[p] += 1;
                words.push(format!("{} loses {} {what}on {on}", at.name(p), b.stake));
            }
        }
    }
    for (p, &times) in lost.iter().enumerate() {
        if times >= 2 {
            words.push(format!("{} is whipsawed", at.name(p)));
        }
    }

    // Calling the last turn.
    for (p, list) in bets_of(&d.calls, n, at, "calls")? {
        let key = format!("calls[{p}]");
        if bank.is(p) {
            return Err(at.refuse(&key, format!("{} holds the bank", at.name(p))));
        }
        let Some(hock) = hock else {
            return Err(at.refuse(
                "hock",
                "the turn is called at the last turn only: give the card left in the box",
            ));
        };
        let three = [loser, winner, hock];
        let cathop = loser == winner || loser == hock || winner == hock;
        if loser == winner && winner == hock {
            return Err(at.refuse(
                &key,
                "three cards of one denomination: there is no turn to call",
            ));
        }
        for b in list {
            let called: Vec<u8> =
                b.on.split([' ', '/', '-'])
                    .filter(|w| !w.is_empty())
                    .map(rank)
                    .collect::<Option<_>>()
                    .filter(|c: &Vec<u8>| c.len() == 2)
                    .ok_or_else(|| {
                        at.refuse(
                            &key,
                            format!("\"{}\": call the loser then the winner, as 2 on 7 K", b.on),
                        )
                    })?;
            let mut left = three.to_vec();
            for c in &called {
                if let Some(i) = left.iter().position(|x| x == c) {
                    left.remove(i);
                } else {
                    return Err(at.refuse(
                        &key,
                        format!("the {} is not among the last three cards", rank_word(*c)),
                    ));
                }
            }
            let odds = match (cathop, s.last_turn) {
                (false, LastTurn::ToOne) => 4,
                (false, LastTurn::ForOne) => 3,
                (true, LastTurn::ToOne) => 2,
                (true, LastTurn::ForOne) => 1,
            };
            let called_words = format!("{} then {}", rank_word(called[0]), rank_word(called[1]));
            if called[0] == loser && called[1] == winner {
                bank.pays(&mut t, p, b.stake * odds);
                words.push(format!(
                    "{} calls the turn, {called_words}, and wins {}",
                    at.name(p),
                    b.stake * odds
                ));
            } else {
                bank.takes(&mut t, p, b.stake);
                words.push(format!(
                    "{} calls {called_words} and loses {}",
                    at.name(p),
                    b.stake
                ));
            }
        }
    }

    let mut note = format!(
        "{}: the {} loses, the {} wins",
        bank.name(at),
        rank_word(loser),
        rank_word(winner)
    );
    if let Some(h) = hock {
        note.push_str(&format!(", the {} the hock", rank_word(h)));
    }
    if loser == winner {
        note.push_str(" (a split)");
    }
    if !words.is_empty() {
        note.push_str(&format!(". {}", words.join("; ")));
    }
    note.push('.');
    Ok(t.with_note(note))
}

/// Each punter's line of bets read, those who bet only.
fn bets_of(
    lines: &[Option<String>],
    n: usize,
    at: &At<'_>,
    key: &str,
) -> Result<Vec<(usize, Vec<bets::Bet>)>, LawError> {
    if lines.len() > n {
        return Err(at.refuse(
            key,
            format!("{} lines of bets for {n} players", lines.len()),
        ));
    }
    let mut out = Vec::new();
    for (p, line) in lines.iter().enumerate() {
        let Some(text) = line.as_deref().filter(|t| !t.trim().is_empty()) else {
            continue;
        };
        let field = at.field(&format!("{key}[{p}]"));
        if !at.seated.contains(&p) {
            return Err(LawError::new(
                field,
                format!("{} does not play this deal", at.name(p)),
            ));
        }
        let list = bets::read(&field, text)?;
        if !list.is_empty() {
            out.push((p, list));
        }
    }
    Ok(out)
}

pub struct Faro;
pub struct Stuss;

impl Game for Faro {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 1..=20;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        turn(s, at, carry, d, Splits::Half)
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec!["Faro: even money on every bet; the bank takes half on splits.".to_owned()]
    }
}

impl Game for Stuss {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 1..=20;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        turn(s, at, carry, d, Splits::All)
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec!["Stuss: even money on every bet; the dealer takes all on splits.".to_owned()]
    }
}

pub fn score_faro(input: &str) -> Result<String, LawError> {
    school::score::<Faro>(input)
}

pub fn score_stuss(input: &str) -> Result<String, LawError> {
    school::score::<Stuss>(input)
}
