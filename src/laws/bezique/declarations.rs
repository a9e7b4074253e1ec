//! A deal's declarations listed one by one ("royal marriage, bézique, 2 marriages, four aces,
//! seven, last trick") and totalled by the books' table, a set the packs cannot hold refused.
//!
//! The table: 1909 (seed 000) L430–492; 1927 (seed 001) L8853–8885, triple bézique for three
//! and four packs L9016, L9026. What the packs allow follows from the rule that "a card which has
//! once scored cannot be again used to form part of a combination of the same kind" (seed 000
//! L510–521; seed 001 L8908–8918, "of less or equal value in the same class"): each marriage,
//! each four of a kind, each sequence and each bézique of one size takes cards no other of its
//! kind has used, while a bézique's cards may go on into the double (and a double's into the
//! triple), a royal marriage's into the sequence.

use serde::Serialize;

use crate::laws::LawError;

/// One kind of declaration and what it scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Marriage,
    RoyalMarriage,
    Sequence,
    Bezique,
    DoubleBezique,
    TripleBezique,
    FourAces,
    FourKings,
    FourQueens,
    FourJacks,
    /// The seven of trumps turned up, exchanged or shown.
    Seven,
    LastTrick,
}

impl Kind {
    pub fn points(self) -> i64 {
        match self {
            Kind::Marriage => 20,
            Kind::RoyalMarriage | Kind::Bezique | Kind::FourJacks => 40,
            Kind::Sequence => 250,
            Kind::DoubleBezique => 500,
            Kind::TripleBezique => 1500,
            Kind::FourAces => 100,
            Kind::FourKings => 80,
            Kind::FourQueens => 60,
            Kind::Seven | Kind::LastTrick => 10,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Kind::Marriage => "marriage",
            Kind::RoyalMarriage => "royal marriage",
            Kind::Sequence => "sequence",
            Kind::Bezique => "bézique",
            Kind::DoubleBezique => "double bézique",
            Kind::TripleBezique => "triple bézique",
            Kind::FourAces => "four aces",
            Kind::FourKings => "four kings",
            Kind::FourQueens => "four queens",
            Kind::FourJacks => "four knaves",
            Kind::Seven => "seven of trumps",
            Kind::LastTrick => "last trick",
        }
    }

    /// The names a scorer may write, accents, case and a plural s aside.
    fn read(name: &str) -> Option<Kind> {
        Some(match name {
            "marriage" | "common marriage" | "plain marriage" => Kind::Marriage,
            "royal marriage" | "marriage in trumps" => Kind::RoyalMarriage,
            "sequence" | "trump sequence" => Kind::Sequence,
            "bezique" | "single bezique" => Kind::Bezique,
            "double bezique" => Kind::DoubleBezique,
            "triple bezique" => Kind::TripleBezique,
            "four aces" | "4 aces" => Kind::FourAces,
            "four kings" | "4 kings" => Kind::FourKings,
            "four queens" | "4 queens" => Kind::FourQueens,
            "four jacks" | "4 jacks" | "four knaves" | "4 knaves" => Kind::FourJacks,
            "seven" | "seven of trumps" | "7 of trumps" | "7" => Kind::Seven,
            "last trick" | "last" => Kind::LastTrick,
            _ => return None,
        })
    }
}

/// One side's declarations, counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Declared {
    /// Each kind declared and how often.
    pub items: Vec<(Kind, i64)>,
    pub total: i64,
}

impl Declared {
    fn times(&self, kind: Kind) -> i64 {
        self.items
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, n)| n)
            .sum()
    }
}

fn plain(text: &str) -> String {
    let lower = text.trim().to_lowercase().replace(['é', 'è'], "e");
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.join(" ")
}

/// A name with its plural s taken off each word ("marriages", "four aces" stays four aces).
fn singular(name: &str) -> Option<Kind> {
    Kind::read(name).or_else(|| {
        let one: Vec<String> = name
            .split(' ')
            .map(|w| w.strip_suffix('s').unwrap_or(w).to_owned())
            .collect();
        Kind::read(&one.join(" "))
    })
}

/// Reads one side's list: items split by commas, each a name with an optional count before it
/// ("2 marriages", "2 x marriage") or after it ("marriage x2").
pub fn read(field: &str, text: &str) -> Result<Declared, LawError> {
    let mut items: Vec<(Kind, i64)> = Vec::new();
    for item in text
        .split([',', ';', '+'])
        .map(plain)
        .filter(|i| !i.is_empty())
    {
        // A whole name first ("4 aces" is four aces, not four times "aces"), then a count.
        let (times, kind) = match singular(&item) {
            Some(kind) => (1, kind),
            None => {
                let (times, name) = count_of(&item);
                let kind = singular(&name).ok_or_else(|| {
                    LawError::new(
                        field,
                        format!(
                            "{item:?} is not a declaration: marriage, royal marriage, sequence, bézique, double bézique, triple bézique, four aces (kings, queens, knaves), seven of trumps, last trick"
                        ),
                    )
                })?;
                (times, kind)
            }
        };
        if !(1..=32).contains(&times) {
            return Err(LawError::new(
                field,
                format!("{item:?}: {times} times is not a count of declarations"),
            ));
        }
        match items.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += times,
            None => items.push((kind, times)),
        }
    }
    let total = items.iter().map(|(k, n)| k.points() * n).sum();
    Ok(Declared { items, total })
}

/// "2 marriages" → (2, "marriages"); "marriage x2" → (2, "marriage"); else (1, item).
fn count_of(item: &str) -> (i64, String) {
    let words: Vec<&str> = item.split(' ').collect();
    let number = |w: &str| {
        w.trim_end_matches(['x', '×'])
            .trim_start_matches(['x', '×'])
            .parse::<i64>()
            .ok()
    };
    if let [first, rest @ ..] = words.as_slice()
        && !rest.is_empty()
        && let Some(n) = number(first)
    {
        let rest: Vec<&str> = rest
            .iter()
            .copied()
            .filter(|w| *w != "x" && *w != "×")
            .collect();
        return (n, rest.join(" "));
    }
    if let [rest @ .., last] = words.as_slice()
        && !rest.is_empty()
        && (last.starts_with('x') || last.starts_with('×'))
        && let Some(n) = number(last)
    {
        return (n, rest.join(" "));
    }
    (1, item.to_owned())
}

/// Refuses a deal's declarations that `packs` packs cannot hold, naming the field of the side
/// whose declaration is one too many (`declared[1]`). `trump` false: the game without a trump,
/// where "the seven of trumps does not count" (seed 001 L9006–9011).
pub fn check(sides: &[Option<Declared>], packs: i64, trump: bool) -> Result<(), LawError> {
    // The side to name: the last whose declarations make the count too many.
    let over = |need: &dyn Fn(&Declared) -> i64, limit: i64| -> Option<usize> {
        let mut used = 0;
        for (i, d) in sides.iter().enumerate() {
            if let Some(d) = d {
                used += need(d);
                if used > limit {
                    return Some(i);
                }
            }
        }
        None
    };
    let refuse = |side: usize, why: String| Err(LawError::new(format!("declared[{side}]"), why));
    let pk = |n: i64| match n {
        1 => "one pack".to_owned(),
        n => format!("{n} packs"),
    };

    if packs < 3
        && let Some(side) = over(&|d| d.times(Kind::TripleBezique), 0)
    {
        return refuse(
            side,
            "a triple bézique needs three packs: it is three- and four-hand's (seed 001 L9016, L9026)"
                .to_owned(),
        );
    }
    // Béziques: a side's queens of spades (and knaves of diamonds) — each bézique of one size
    // on cards of its own, the smaller going on into the larger.
    let spades = |d: &Declared| {
        d.times(Kind::Bezique)
            .max(2 * d.times(Kind::DoubleBezique))
            .max(3 * d.times(Kind::TripleBezique))
    };
    if let Some(side) = over(&spades, packs) {
        return refuse(
            side,
            format!(
                "more béziques than {} hold: {packs} queens of spades and {packs} knaves of diamonds, and a card once in a bézique makes no second one of its size (seed 000 L513–515; seed 001 L8908–8910)",
                pk(packs)
            ),
        );
    }
    let fours = [
        (Kind::FourAces, "aces"),
        (Kind::FourKings, "kings"),
        (Kind::FourQueens, "queens"),
        (Kind::FourJacks, "knaves"),
    ];
    for (kind, rank) in fours {
        if let Some(side) = over(&|d| d.times(kind), packs) {
            return refuse(
                side,
                format!(
                    "more {} than {} hold: {} {rank}, and a card scores in one four of its kind only",
                    kind.words(),
                    pk(packs),
                    4 * packs
                ),
            );
        }
    }
    if let Some(side) = over(&|d| d.times(Kind::RoyalMarriage), packs) {
        return refuse(
            side,
            format!(
                "more royal marriages than {} hold: {packs} kings of trumps, and a king or queen once married marries no other (seed 000 L510–512)",
                pk(packs)
            ),
        );
    }
    if let Some(side) = over(&|d| d.times(Kind::Sequence), packs) {
        return refuse(
            side,
            format!(
                "more sequences than {} hold: {packs} of each trump honour",
                pk(packs)
            ),
        );
    }
    let plain_suits = if trump { 3 } else { 4 };
    if let Some(side) = over(&|d| d.times(Kind::Marriage), plain_suits * packs) {
        return refuse(
            side,
            format!(
                "more marriages than {} hold: {} kings of {}, each married once",
                pk(packs),
                plain_suits * packs,
                if trump { "plain suits" } else { "any suit" }
            ),
        );
    }
    if !trump && let Some(side) = over(&|d| d.times(Kind::Seven), 0) {
        return refuse(
            side,
            "without a trump the seven of trumps does not count (seed 001 L9006–9011)".to_owned(),
        );
    }
    if let Some(side) = over(&|d| d.times(Kind::Seven), packs) {
        return refuse(
            side,
            format!("more sevens of trumps than {} hold ({packs})", pk(packs)),
        );
    }
    if let Some(side) = over(&|d| d.times(Kind::LastTrick), 1) {
        return refuse(side, "the last trick is won once a deal".to_owned());
    }
    Ok(())
}
