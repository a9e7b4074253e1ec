//! Boston by the American payment tables (seed 001 L12349–12533): four players, one bidder
//! against three, a pool of counters (a red five whites), the bidder paid just what he bid, or
//! "put in for" the tricks he fell short by and paying each of the others by the table.
//! Amounts are in white counters.

use serde::{Deserialize, Deserializer, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};

/// White counters a red is worth: "each red worth five whites" (L12383–12384).
pub const RED: i64 = 5;
/// "When there are more than 25 reds in a pool, the surplus is set aside, and only the 25 can
/// be won on one deal" (L12387–12389): what is left lies in the pool for the next deal.
pub const POOL_CAP: i64 = 25 * RED;
/// The pool's name on the ledger.
pub const POOL: &str = "pool";

/// What each other player pays a bidder who makes 5 to 13 tricks: "pay the bidder for just
/// what he bid, so that he gets nothing for winning extra tricks" (L12438–12481).
const WON: [i64; 9] = [10, 15, 20, 25, 35, 45, 65, 105, 170];

/// What the bidder pays each other player when "put in for" 1, 2, … tricks, by his bid, 5 to
/// 13 (L12483–12529). The last figure of the thirteen row is not printed (the row has twelve,
/// L12529); 450 is Foster's Complete Hoyle, whose table is the same in every other figure.
const PUT_IN_FOR: [&[i64]; 9] = [
    &[10, 20, 30, 40, 50],
    &[15, 25, 35, 45, 55, 65],
    &[20, 30, 40, 50, 60, 70, 80],
    &[25, 35, 45, 55, 70, 85, 100, 115],
    &[35, 45, 55, 65, 80, 95, 110, 125, 140],
    &[45, 55, 70, 80, 95, 110, 125, 140, 155, 170],
    &[70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220],
    &[120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320],
    &[
        180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450,
    ],
];

/// [AMBIG] "One red is placed in the pool by each as a starter" (L12384–12385).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Starter {
    /// Each puts a red in whenever a deal finds the pool empty (the first deal included).
    #[default]
    WhenEmpty,
    /// Only at the first deal.
    Once,
    /// Before every deal.
    EveryDeal,
}

/// [AMBIG] "If he fails he must double the pool" (L12379–12381), while "no bid of less than 7
/// tricks wins a pool unless the adversaries insist on playing the hand" (L12389–12390).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SmallBidFails {
    /// Every failure doubles the pool, as the book says of failure in general.
    #[default]
    DoublesThePool,
    /// A bid that could not have won the pool leaves it as it is.
    LeavesThePool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub starter: Starter,
    pub small_bid_fails: SmallBidFails,
    /// [AMBIG] Whether a misery made takes the pool (it outranks seven tricks).
    pub misery_takes_pool: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            starter: Starter::default(),
            small_bid_fails: SmallBidFails::default(),
            misery_takes_pool: true,
        }
    }
}

/// The bids, lowest to highest (L12392–12424): a number of tricks to win with a trump, or a
/// misery to lose them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bid {
    Pass,
    Tricks(u32),
    Misery(Misery),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Misery {
    /// To lose twelve tricks after a hidden discard.
    LittleMisery,
    /// To lose every trick.
    GrandMisery,
    /// A little misery with the cards exposed.
    LittleSpread,
    /// A grand misery with the cards exposed.
    BigSpread,
}

impl Misery {
    /// "20 for little misery; 40 for big misery; 80 for little spread, and 160 for big spread"
    /// from or to each player (L12531–12533).
    fn value(self) -> i64 {
        match self {
            Misery::LittleMisery => 20,
            Misery::GrandMisery => 40,
            Misery::LittleSpread => 80,
            Misery::BigSpread => 160,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Misery::LittleMisery => "little misery",
            Misery::GrandMisery => "grand misery",
            Misery::LittleSpread => "little spread",
            Misery::BigSpread => "big spread",
        }
    }
}

/// A bid is written as its tricks (`7` or `"7"`), a misery's name, or `"pass"`.
impl<'de> Deserialize<'de> for Bid {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = serde_json::Value::deserialize(d)?;
        let tricks = |n: u64| match n {
            5..=13 => Ok(Bid::Tricks(n as u32)),
            _ => Err(D::Error::custom(format!(
                "a bid of {n} tricks: the bids are 5 to 13 tricks"
            ))),
        };
        match &value {
            serde_json::Value::Null => Ok(Bid::Pass),
            serde_json::Value::Number(n) => match n.as_u64() {
                Some(n) => tricks(n),
                None => Err(D::Error::custom(format!("{n} is not a bid"))),
            },
            serde_json::Value::String(s) if s == "pass" => Ok(Bid::Pass),
            serde_json::Value::String(s) => match s.parse::<u64>() {
                Ok(n) => tricks(n),
                Err(_) => Misery::deserialize(value.clone())
                    .map(Bid::Misery)
                    .map_err(|_| {
                        D::Error::custom(format!(
                            "{s:?} is not a bid: 5 to 13 tricks, little_misery, \
                             grand_misery, little_spread, big_spread or pass"
                        ))
                    }),
            },
            other => Err(D::Error::custom(format!("{other} is not a bid"))),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default = "pass")]
    bid: Bid,
    #[serde(default)]
    bidder: Option<usize>,
    /// The bidder's tricks.
    #[serde(default)]
    tricks: Option<u32>,
    /// A misery won (the bidder took no trick).
    #[serde(default)]
    won: Option<bool>,
    /// The adversaries insisted on playing a bid of less than seven, so it may win the pool.
    #[serde(default)]
    insisted: Option<bool>,
    /// Who revoked: four reds into the pool (L12385–12387).
    #[serde(default)]
    revoke: Option<usize>,
    /// Who misdealt: one red into the pool (L12385), and the deal is not played.
    #[serde(default)]
    misdeal: Option<usize>,
}

fn pass() -> Bid {
    Bid::Pass
}

pub struct Boston;

impl Game for Boston {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 4..=4;
    const WHOM: &'static str = "four players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 4..=4;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let mut t = at.transfers();
        let mut words = Vec::new();
        let mut pool = at.ledger.pool(POOL);
        let starts = match s.starter {
            Starter::WhenEmpty => pool == 0,
            Starter::Once => at.index == 0,
            Starter::EveryDeal => true,
        };
        if starts {
            for &p in &at.seated {
                t.into_pool(p, POOL, RED);
            }
            pool += RED * at.seated.len() as i64;
            words.push("Each puts a red in the pool.".to_owned());
        }
        let blank = |keys: &[(&'static str, bool)], why: &str| match keys.iter().find(|k| k.1) {
            Some((key, _)) => Err(at.refuse(key, format!("{why}: leave this blank"))),
            None => Ok(()),
        };
        if let Some(m) = d.misdeal {
            let m = at.player("misdeal", m)?;
            blank(
                &[
                    ("bid", d.bid != Bid::Pass),
                    ("bidder", d.bidder.is_some()),
                    ("tricks", d.tricks.is_some()),
                    ("won", d.won.is_some()),
                    ("insisted", d.insisted.is_some()),
                    ("revoke", d.revoke.is_some()),
                ],
                "a misdeal is dealt again",
            )?;
            t.into_pool(m, POOL, RED);
            words.push(format!(
                "{} misdealt and puts a red in the pool.",
                at.name(m)
            ));
            return Ok(t.with_note(words.join(" ")));
        }
        if d.bid == Bid::Pass {
            blank(
                &[
                    ("bidder", d.bidder.is_some()),
                    ("tricks", d.tricks.is_some()),
                    ("won", d.won.is_some()),
                    ("insisted", d.insisted.is_some()),
                    ("revoke", d.revoke.is_some()),
                ],
                "all passed and the deal is void",
            )?;
            words.insert(0, "All passed: the deal is void.".to_owned());
            return Ok(t.with_note(words.join(" ")));
        }
        let bid = d.bid;
        let bidder = at.player(
            "bidder",
            d.bidder.ok_or_else(|| at.refuse("bidder", "say who bid"))?,
        )?;
        if let Some(n) = d.tricks.filter(|&n| n > 13) {
            return Err(at.refuse("tricks", format!("{n} tricks: a hand has thirteen")));
        }
        if let Some(r) = d.revoke {
            let r = at.player("revoke", r)?;
            t.into_pool(r, POOL, 4 * RED);
            pool += 4 * RED;
            words.push(format!(
                "{} revoked and puts four reds in the pool.",
                at.name(r)
            ));
        }
        let (won, each, takes_pool, what) = match bid {
            Bid::Tricks(bid) => {
                if d.won.is_some() {
                    return Err(at.refuse(
                        "won",
                        "a bid of tricks is won by its tricks: give the tricks",
                    ));
                }
                if bid >= 7 && d.insisted.is_some() {
                    return Err(at.refuse(
                        "insisted",
                        "a bid of seven or more plays for the pool anyway",
                    ));
                }
                let tricks = d
                    .tricks
                    .ok_or_else(|| at.refuse("tricks", "give the tricks the bidder took"))?;
                let row = (bid - 5) as usize;
                let takes = bid >= 7 || d.insisted == Some(true);
                match tricks >= bid {
                    true => (true, WON[row], takes, format!("bid {bid}, took {tricks}")),
                    false => {
                        let short = bid - tricks;
                        let pays = PUT_IN_FOR[row][(short - 1) as usize];
                        let doubles = takes || s.small_bid_fails == SmallBidFails::DoublesThePool;
                        (
                            false,
                            pays,
                            doubles,
                            format!("bid {bid}, took {tricks}: put in for {short}"),
                        )
                    }
                }
            }
            Bid::Misery(m) => {
                if d.insisted.is_some() {
                    return Err(at.refuse(
                        "insisted",
                        "only a bid of less than seven tricks is insisted on",
                    ));
                }
                let won = match (d.won, d.tricks) {
                    (Some(w), Some(n)) if w != (n == 0) => {
                        return Err(at.refuse(
                            "won",
                            format!("the bidder took {n} tricks, so the misery cannot be won"),
                        ));
                    }
                    (Some(w), _) => w,
                    (None, Some(n)) => n == 0,
                    // The form's box left unticked.
                    (None, None) => false,
                };
                let takes = !won || s.misery_takes_pool;
                (won, m.value(), takes, m.words().to_owned())
            }
            Bid::Pass => unreachable!("a pass returned above"),
        };
        let others = at.others(bidder);
        match won {
            true => {
                t.each_pays(&others, bidder, each);
                let mut note = format!("{}: {what}, {each} from each", at.name(bidder));
                if takes_pool {
                    let taken = pool.min(POOL_CAP);
                    t.out_of_pool(bidder, POOL, taken);
                    note.push_str(&format!(", and the pool's {taken}"));
                }
                words.insert(0, format!("{note}."));
            }
            false => {
                t.pays_each(bidder, &others, each);
                let mut note = format!("{}: {what}, {each} to each", at.name(bidder));
                if takes_pool {
                    // A pool doubled deal after deal outgrows any table long before the
                    // integers' end; refused rather than overflowing.
                    if pool > school::MAX_POOL {
                        return Err(at.refuse(
                            "bid",
                            format!("the pool holds {pool}, beyond what a table can double"),
                        ));
                    }
                    t.into_pool(bidder, POOL, pool);
                    note.push_str(&format!(", and doubles the pool ({pool} in)"));
                }
                words.insert(0, format!("{note}."));
            }
        }
        Ok(t.with_note(words.join(" ")))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec![
            "Boston by the American payment tables (seed 001 L12349–12533), in white counters, \
             a red being five; at most 25 reds of the pool are won on one deal."
                .to_owned(),
        ]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "bid",
        label: "What was bid",
        kind: FieldKind::Choice {
            choices: &[
                ("5", "Boston: five tricks"),
                ("6", "Six tricks"),
                ("7", "Seven tricks"),
                (
                    "little_misery",
                    "Little misery (lose twelve after a discard)",
                ),
                ("8", "Eight tricks"),
                ("9", "Nine tricks"),
                ("grand_misery", "Grand misery (lose every trick)"),
                ("10", "Ten tricks"),
                ("11", "Eleven tricks"),
                (
                    "little_spread",
                    "Little spread (little misery, cards exposed)",
                ),
                ("12", "Twelve tricks"),
                ("big_spread", "Big spread (grand misery, cards exposed)"),
                ("13", "Grand slam: all thirteen tricks"),
                ("pass", "All passed (the deal is void)"),
            ],
        },
        per_side: false,
        optional: true,
        help: "leave blank for a misdeal",
    },
    Field {
        name: "bidder",
        label: "Who bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "tricks",
        label: "Tricks the bidder took",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "won",
        label: "The misery was won",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "tick when the misery bidder took no trick",
    },
    Field {
        name: "insisted",
        label: "The others insisted on playing a bid of five or six",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "only then can a bid of less than seven win the pool",
    },
    Field {
        name: "revoke",
        label: "Who revoked, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "four reds into the pool",
    },
    Field {
        name: "misdeal",
        label: "Who misdealt, if the deal was a misdeal",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "one red into the pool; nothing else is entered",
    },
];

pub const LAW: Law = Law {
    id: "boston",
    name: "Boston: the American payment tables and the pool",
    sources: "seed 001 L12349–12533",
    doc: "docs/laws/boston.md",
    settings: &[
        Setting {
            name: "starter",
            values: &["\"when_empty\"", "\"once\"", "\"every_deal\""],
            default: "\"when_empty\"",
            about: "[AMBIG] \"One red is placed in the pool by each as a starter\" (L12384–12385): whenever the pool is empty, only at the first deal, or every deal",
        },
        Setting {
            name: "small_bid_fails",
            values: &["\"doubles_the_pool\"", "\"leaves_the_pool\""],
            default: "\"doubles_the_pool\"",
            about: "[AMBIG] a failed bid \"must double the pool\" (L12379–12381), but a bid of less than seven cannot win it (L12389–12390)",
        },
        Setting {
            name: "misery_takes_pool",
            values: &["true", "false"],
            default: "true",
            about: "[AMBIG] whether a misery made wins the pool; it ranks above seven tricks (L12392–12424)",
        },
    ],
    score: |s| school::score::<Boston>(s),
    table: Some(Table {
        sides: Sides {
            min: 4,
            max: 4,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Boston>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
