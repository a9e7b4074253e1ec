//! Authors (seed 001 L12967–13003): cards asked for by name until a player holds all four of a
//! denomination, laid down as a trick; "the player who has the largest number of these tricks at
//! the end wins the game. In case of ties, the higher denomination of the tricks wins"
//! (L12983–12987). The book sets no stake: the winner is paid a chip by each other player, as
//! its other round games pay (a setting). The books each holds may be counted, or named by their
//! denominations (`"K 8 3"`), which also breaks a tie.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{counts, player};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What each other player pays the winner of a deal [the book gives no stake].
    pub stake: i64,
    /// The ace ranks highest of the denominations when two tie [the book: "the higher
    /// denomination", ace rank unstated].
    pub ace_high: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 1,
            ace_high: true,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Books each laid down, counted …
    #[serde(default)]
    pub books: Option<Vec<Option<i64>>>,
    /// … or named by denomination, per player (`"K 8 3"`).
    #[serde(default)]
    pub ranks: Option<Vec<Option<String>>>,
    /// When the most books are tied and not named: who held the higher denomination.
    #[serde(default)]
    pub tie_won_by: Option<usize>,
}

/// A denomination's rank from its name (`A`, `2`–`10`, `J`, `Q`, `K`), ace high or low.
fn denomination(text: &str, ace_high: bool) -> Option<u8> {
    let r = match text.to_ascii_uppercase().as_str() {
        "A" => {
            if ace_high {
                14
            } else {
                1
            }
        }
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        n => n.parse().ok().filter(|n| (2..=10).contains(n))?,
    };
    Some(r)
}

pub struct Authors;

impl Game for Authors {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=100).contains(&s.stake) {
            return Err(LawError::new("settings.stake", "from 1 to 100"));
        }
        let n = at.names.len();
        // Each player's books, and his highest denomination when named.
        let (books, top): (Vec<i64>, Vec<Option<u8>>) = match &d.ranks {
            Some(ranks) => {
                if d.books.is_some() {
                    return Err(at.refuse("books", "give the books counted or named, not both"));
                }
                if ranks.len() != n {
                    return Err(at.refuse("ranks", format!("give one for each of the {n} players")));
                }
                let mut seen = Vec::new();
                let mut books = vec![0; n];
                let mut top = vec![None; n];
                for (p, text) in ranks.iter().enumerate() {
                    let field = format!("{}[{p}]", at.field("ranks"));
                    for word in text
                        .as_deref()
                        .unwrap_or("")
                        .split([' ', ','])
                        .filter(|w| !w.is_empty())
                    {
                        let r = denomination(word, s.ace_high).ok_or_else(|| {
                            LawError::new(
                                &field,
                                format!("{word:?} is not a denomination (A, 2–10, J, Q, K)"),
                            )
                        })?;
                        if seen.contains(&r) {
                            return Err(LawError::new(
                                &field,
                                format!("the four {word}s make one book only"),
                            ));
                        }
                        if !at.seated.contains(&p) {
                            return Err(LawError::new(
                                &field,
                                format!("{} does not play this deal", at.name(p)),
                            ));
                        }
                        seen.push(r);
                        books[p] += 1;
                        top[p] = top[p].max(Some(r));
                    }
                }
                (books, top)
            }
            None => {
                let books = counts(at, "books", &d.books, 13)?;
                if books.iter().sum::<i64>() > 13 {
                    return Err(at.refuse("books", "the pack holds thirteen books"));
                }
                (books, vec![None; n])
            }
        };
        let most = at.seated.iter().map(|&p| books[p]).max().unwrap_or(0);
        if most == 0 {
            return Err(at.refuse("books", "needed: the books each laid down"));
        }
        let tied: Vec<usize> = at
            .seated
            .iter()
            .copied()
            .filter(|&p| books[p] == most)
            .collect();
        let named = player(at, "tie_won_by", d.tie_won_by)?;
        let winner = if tied.len() == 1 {
            if named.is_some_and(|p| p != tied[0]) {
                return Err(at.refuse(
                    "tie_won_by",
                    format!("{} has the most books alone", at.name(tied[0])),
                ));
            }
            tied[0]
        } else if d.ranks.is_some() {
            *tied
                .iter()
                .max_by_key(|&&p| top[p])
                .expect("two or more tied")
        } else {
            let p = named.ok_or_else(|| {
                at.refuse(
                    "tie_won_by",
                    "the most books are tied: who held the higher denomination?",
                )
            })?;
            if !tied.contains(&p) {
                return Err(at.refuse(
                    "tie_won_by",
                    format!("{} is not among those tied", at.name(p)),
                ));
            }
            p
        };
        let mut t = at.transfers();
        t.each_pays(&at.others(winner), winner, s.stake);
        let how = if tied.len() > 1 {
            ", the higher denomination"
        } else {
            ""
        };
        Ok(t.with_note(format!("{} wins with {most} books{how}.", at.name(winner))))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Authors: the most books wins, a tie to the higher denomination; the winner is paid {} by each other player.",
            s.stake
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "books",
        label: "How many books of four did each lay down?",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "the most books wins",
    },
    Field {
        name: "tie_won_by",
        label: "If the most books are tied: who held the higher denomination?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "authors",
    name: "Authors: the most books of four wins",
    sources: "seed 001 L12967–13003",
    doc: "docs/laws/authors.md",
    settings: &[
        Setting {
            name: "stake",
            values: &["1", "2", "5"],
            default: "1",
            about: "what each other player pays the winner [the book gives no stake: \"wins the game\", seed 001 L12985]",
        },
        Setting {
            name: "ace_high",
            values: &["true", "false"],
            default: "true",
            about: "the ace the highest denomination for a tie (seed 001 L12986–12987 says \"the higher denomination\", the ace's rank unstated)",
        },
    ],
    score: school::score::<Authors>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Authors>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
