//! Who holds the bank: the dealer named, or the one the bank passed to, and how it passes after
//! a round (each round, on a natural, to the natural's holder, or never by itself). Pure.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::school::At;

/// How the bank passes from one dealer to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BankPasses {
    /// To the dealer's left each round (seed 001 L14393–14394).
    EveryRound,
    /// To the dealer's left when a punter's natural puts him out (seed 003 L3176–3184,
    /// L3390–3397; seed 000 L5181–5184).
    OnANatural,
    /// To the holder of the natural that puts the dealer out (seed 003 L3146–3150; seed 000
    /// L5195–5200; seed 001 L14385–14387).
    ToTheNatural,
    /// Never by the law: the table names each round's dealer.
    Stays,
}

/// Who dealt last and how many rounds he has dealt, to pass the bank.
#[derive(Debug, Default)]
pub struct Bank {
    pub dealer: Option<usize>,
    pub next: Option<usize>,
    /// Rounds dealt by the present dealer before this one.
    pub rounds: usize,
}

impl Bank {
    /// The dealer of this round: the one the deal names (a deal sold, a table's own order), or
    /// the one the bank passed to, or the first at the table.
    pub fn dealer(&mut self, at: &At<'_>, said: Option<usize>) -> Result<usize, LawError> {
        let d = match said {
            Some(p) => at.player("dealer", p)?,
            None => {
                let want = self.next.unwrap_or(at.seated[0]);
                next_seated(at, want, 0)
            }
        };
        if self.dealer != Some(d) {
            self.rounds = 0;
        }
        self.dealer = Some(d);
        Ok(d)
    }

    /// Passes the bank after the round; `grace` spares the dealer a natural in his first round
    /// (seed 003 L3402–3407; seed 000 L5181–5183). Returns the words.
    pub fn pass(
        &mut self,
        at: &At<'_>,
        how: BankPasses,
        naturals: &[usize],
        grace: bool,
    ) -> String {
        let Some(d) = self.dealer else {
            return String::new();
        };
        let first = self.rounds == 0;
        self.rounds += 1;
        // The natural nearest the dealer's left.
        let n = at.names.len();
        let holder = (1..n).map(|k| (d + k) % n).find(|p| naturals.contains(p));
        let left = next_seated(at, d, 1);
        let next = match (how, holder) {
            (BankPasses::EveryRound, _) => left,
            (BankPasses::Stays, _) | (_, None) => d,
            (_, Some(_)) if grace && first => {
                self.next = Some(d);
                return format!(
                    "A natural in {}'s first round does not put him out: he deals on.",
                    at.name(d)
                );
            }
            (BankPasses::OnANatural, Some(_)) => left,
            (BankPasses::ToTheNatural, Some(h)) => h,
        };
        self.next = Some(next);
        match next == d {
            true => format!("{} keeps the bank.", at.name(d)),
            false => format!("The bank passes to {}.", at.name(next)),
        }
    }
}

/// The first seated player at or after `from + skip`, going to the left (on in the list).
fn next_seated(at: &At<'_>, from: usize, skip: usize) -> usize {
    let n = at.names.len();
    (skip..skip + n)
        .map(|k| (from + k) % n)
        .find(|p| at.seated.contains(p))
        .unwrap_or(at.seated[0])
}
