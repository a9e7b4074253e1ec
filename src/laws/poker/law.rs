//! The law `poker`: a school on the one ledger. A deal is what each player put into the pool
//! (antes, blinds, straddles, bets), who dropped out, and the hands shown; the pool and its side
//! pools go to the best hands, one player still in takes all unshown (seed 003 Rule 58; seed 000
//! L4229–4236), and when no one goes in the pool stays for a jack-pot (seed 003 L1997–2040;
//! seed 000 L4334–4365; seed 001 L4933–4997).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::hands::{AceRule, Card, Rules, Skip, Tiger, Value, WildTies, parse_cards};
use super::pots::{OddCounter, divide, from_dealers_left, pots};

/// The pool every deal's counters go into.
pub const POOL: &str = "pool";
/// The most counters a stake or an ante may be, so no sum can overflow.
const MOST: i64 = 1_000_000_000;
/// The most cards a hand may have: peek poker's eight, and some room.
const MOST_CARDS: usize = 10;

/// The false opener's penalty, when he cannot show his openers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseOpener {
    /// He "must ante for all the others at the table for the next jack" (seed 001
    /// L4995–4996): an ante for each other player, into the pool now.
    #[default]
    AnteForAll,
    /// The English code: he pays "a sum equal to double the ante" into the pool (seed 003
    /// Rule 33, L2702–2712).
    TwoAntes,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub ace: AceRule,
    #[serde(default)]
    pub hearts_first: bool,
    #[serde(default)]
    pub no_straights: bool,
    #[serde(default)]
    pub joker: bool,
    #[serde(default)]
    pub deuces_wild: bool,
    #[serde(default)]
    pub wild_ties: WildTies,
    #[serde(default)]
    pub blaze: bool,
    #[serde(default)]
    pub skip: Skip,
    #[serde(default)]
    pub tiger: Tiger,
    #[serde(default)]
    pub round_the_corner: bool,
    #[serde(default)]
    pub odd_counter: OddCounter,
    /// The ante, in counters: what a false opener's penalty is counted in.
    #[serde(default = "one")]
    pub ante: i64,
    #[serde(default)]
    pub false_opener: FalseOpener,
}

fn one() -> i64 {
    1
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ace: AceRule::default(),
            hearts_first: false,
            no_straights: false,
            joker: false,
            deuces_wild: false,
            wild_ties: WildTies::default(),
            blaze: false,
            skip: Skip::default(),
            tiger: Tiger::default(),
            round_the_corner: false,
            odd_counter: OddCounter::default(),
            ante: 1,
            false_opener: FalseOpener::default(),
        }
    }
}

impl Settings {
    pub fn rules(&self) -> Rules {
        Rules {
            ace: self.ace,
            hearts_first: self.hearts_first,
            no_straights: self.no_straights,
            joker: self.joker,
            deuces_wild: self.deuces_wild,
            wild_ties: self.wild_ties,
            blaze: self.blaze,
            skip: self.skip,
            tiger: self.tiger,
            round_the_corner: self.round_the_corner,
        }
    }
}

/// Players named as a yes/no each (as a form sends them) or as a list of numbers.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Who {
    Flags(Vec<Option<bool>>),
    Players(Vec<usize>),
}

impl Default for Who {
    fn default() -> Self {
        Who::Players(Vec::new())
    }
}

impl Who {
    fn contains(&self, p: usize) -> bool {
        match self {
            Who::Flags(f) => f.get(p).copied().flatten().unwrap_or(false),
            Who::Players(list) => list.contains(&p),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each player's counters into the pool this deal.
    put_in: Vec<Option<i64>>,
    #[serde(default)]
    dropped: Who,
    /// Each player's cards shown, or nothing.
    #[serde(default)]
    hands: Vec<Option<String>>,
    /// A wild widow's card: the others of its rank are wild (seed 001 L5093–5110).
    #[serde(default)]
    widow: Option<String>,
    #[serde(default)]
    dealer: Option<usize>,
    /// A jack-pot opened without openers: the pool stays and he pays the penalty.
    #[serde(default)]
    false_opener: Option<usize>,
}

pub struct Poker;

impl Game for Poker {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let n = at.names.len();
        if !(1..=MOST).contains(&s.ante) {
            return Err(LawError::new(
                "settings.ante",
                format!("{} is not from 1 to {MOST} counters", s.ante),
            ));
        }
        if d.put_in.len() != n {
            return Err(at.refuse(
                "put_in",
                format!("give what each of the {n} players put in"),
            ));
        }
        let mut put_in = vec![0; n];
        for (p, c) in d.put_in.iter().enumerate() {
            let c = c.unwrap_or(0);
            let key = format!("put_in[{p}]");
            if c < 0 {
                return Err(at.refuse(&key, format!("{c} is below nothing")));
            }
            if c > MOST {
                return Err(at.refuse(&key, format!("{c} is more than {MOST} counters")));
            }
            if c > 0 && !at.seated.contains(&p) {
                return Err(at.refuse(&key, format!("{} does not play this deal", at.name(p))));
            }
            put_in[p] = c;
        }
        let live: Vec<bool> = (0..n)
            .map(|p| at.seated.contains(&p) && !d.dropped.contains(p))
            .collect();
        let mut t = at.transfers();
        for &p in &at.seated {
            t.into_pool(p, POOL, put_in[p]);
        }
        let in_pool = at.ledger.pool(POOL) + put_in.iter().sum::<i64>();
        if let Some(f) = d.false_opener {
            let f = at.player("false_opener", f)?;
            let penalty = match s.false_opener {
                FalseOpener::AnteForAll => s.ante * (at.seated.len() as i64 - 1),
                FalseOpener::TwoAntes => 2 * s.ante,
            };
            t.into_pool(f, POOL, penalty);
            return Ok(t.with_note(format!(
                "{} opened without openers: he pays {penalty} into the pool, and the pool of {} \
                 stays for the next deal.",
                at.name(f),
                in_pool + penalty
            )));
        }
        let still_in: Vec<usize> = (0..n).filter(|&p| live[p]).collect();
        match still_in.as_slice() {
            [] => {
                return Ok(t.with_note(format!(
                    "No one went in: the pool of {in_pool} stays for the next deal."
                )));
            }
            [one] => {
                t.out_of_pool(*one, POOL, in_pool);
                return Ok(t.with_note(format!(
                    "{} takes the pool of {in_pool} unshown.",
                    at.name(*one)
                )));
            }
            _ => {}
        }
        let rules = s.rules();
        let widow = read_widow(s, at, d)?;
        let mut values: Vec<Option<Value>> = vec![None; n];
        let mut seen: Vec<Card> = widow.into_iter().collect();
        for &p in &still_in {
            let key = format!("hands[{p}]");
            let text = d.hands.get(p).cloned().flatten().unwrap_or_default();
            let cards = parse_cards(&at.field(&key), &text, s.joker)?;
            if cards.len() > MOST_CARDS {
                return Err(at.refuse(
                    &key,
                    format!("{} cards: a hand has at most {MOST_CARDS}", cards.len()),
                ));
            }
            if cards.len() < 5 {
                return Err(at.refuse(
                    &key,
                    format!(
                        "{} is still in at the show: give his five cards (or more, the best five count)",
                        at.name(p)
                    ),
                ));
            }
            if let Some(c) = cards.iter().find(|c| seen.contains(c)) {
                return Err(at.refuse(&key, format!("{c} is in another hand")));
            }
            seen.extend(&cards);
            values[p] = rules.best(&cards, widow.map(|w| w.rank));
        }
        let dealer = match d.dealer {
            Some(p) => at.player("dealer", p)?,
            None => n - 1,
        };
        let parts = pots(&put_in, &live, at.ledger.pool(POOL));
        let mut words = Vec::new();
        for (i, pot) in parts.iter().enumerate() {
            let best = pot
                .eligible
                .iter()
                .filter_map(|&p| values[p].as_ref())
                .max();
            let winners: Vec<usize> = pot
                .eligible
                .iter()
                .copied()
                .filter(|&p| values[p].as_ref() == best)
                .collect();
            let winners = from_dealers_left(&winners, dealer, n);
            let (shares, left) = divide(pot.amount, &winners, s.odd_counter);
            for &(p, share) in &shares {
                t.out_of_pool(p, POOL, share);
            }
            let hand = best.map(Value::words).unwrap_or_default();
            let whose = winners
                .iter()
                .map(|&p| at.name(p))
                .collect::<Vec<_>>()
                .join(" and ");
            let part = match (parts.len(), i) {
                (1, _) => format!("the pool of {}", pot.amount),
                (_, 0) => format!("the main pool of {}", pot.amount),
                _ => format!("a side pool of {}", pot.amount),
            };
            let mut w = match winners.len() {
                1 => format!("{whose} takes {part} with {hand}"),
                _ => format!("{whose} divide {part}, each with {hand}"),
            };
            if left > 0 {
                w.push_str(&format!(" ({left} stays in the pool)"));
            }
            words.push(w);
        }
        let shown = still_in
            .iter()
            .map(|&p| {
                let v = values[p].as_ref().map(Value::words).unwrap_or_default();
                format!("{} shows {v}", at.name(p))
            })
            .collect::<Vec<_>>()
            .join("; ");
        Ok(t.with_note(format!("{shown}. {}.", words.join("; "))))
    }

    fn notes(s: &Settings) -> Vec<String> {
        let ace = match s.ace {
            AceRule::HighOrLow => "the ace high, or low in A-2-3-4-5",
            AceRule::LowInSequence => "the ace low only in a sequence (the English code)",
        };
        vec![format!(
            "Poker: each deal's counters go into the pool; the best hand still in takes it, {ace}."
        )]
    }
}

fn read_widow(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Option<Card>, LawError> {
    let Some(text) = d.widow.as_deref().filter(|t| !t.trim().is_empty()) else {
        return Ok(None);
    };
    let cards = parse_cards(&at.field("widow"), text, s.joker)?;
    match cards.as_slice() {
        [c] if !c.is_joker() => Ok(Some(*c)),
        _ => Err(at.refuse("widow", "give the one card turned for the widow, as 8H")),
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<Poker>(input)
}

const DEAL: &[Field] = &[
    Field {
        name: "put_in",
        label: "What each player put into the pool this deal",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: false,
        help: "antes, blinds, straddles and bets together, in counters",
    },
    Field {
        name: "dropped",
        label: "Who dropped out",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "those who passed and gave up what they had put in",
    },
    Field {
        name: "hands",
        label: "The cards shown by those still in",
        kind: FieldKind::Text { max_len: 40 },
        per_side: true,
        optional: true,
        help: "rank then suit, as AS KH 10D 9C 2S (JK for the joker); not needed when one player is left",
    },
    Field {
        name: "dealer",
        label: "Who dealt",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only needed when a divided pool leaves an odd counter",
    },
    Field {
        name: "widow",
        label: "The wild widow's card, if one was turned",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "the other cards of its rank are wild",
    },
    Field {
        name: "false_opener",
        label: "Who opened the jack-pot without openers, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the pool stays for the next deal and he pays the penalty",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "poker",
    name: "Poker: the pool and its side pools to the best hands",
    sources: "seed 003 L1428–3100; seed 000 L3970–4476; seed 001 L4568–5225",
    doc: "docs/laws/poker.md",
    settings: &[
        Setting {
            name: "ace",
            values: &["\"high_or_low\"", "\"low_in_sequence\""],
            default: "\"high_or_low\"",
            about: "the ace high, or low in A-2-3-4-5 (seed 000 L4069–4080; seed 001 L4600–4642); or the English code's, which \"shall only begin a sequence\" (seed 003 Rule 71, L3010–3019)",
        },
        Setting {
            name: "hearts_first",
            values: &["false", "true"],
            default: "false",
            about: "[AMBIG] the English code: a flush in hearts beats every other flush, and of equal sequences the one in hearts wins (seed 003 Rules 69–70, L2992–3008), against \"relative values … depend upon the value of the cards\" (L1936–1941) and the American books",
        },
        Setting {
            name: "no_straights",
            values: &["false", "true"],
            default: "false",
            about: "straight poker: \"Straights and straight flushes are not played in this game\" (seed 001 L4780)",
        },
        Setting {
            name: "joker",
            values: &["false", "true"],
            default: "false",
            about: "the joker or mistigris in the pack, wild; five of a kind beats a royal flush (seed 000 L4459–4470; seed 001 L5009–5027)",
        },
        Setting {
            name: "deuces_wild",
            values: &["false", "true"],
            default: "false",
            about: "deuces wild; four deuces and the joker the only invincible hand (seed 001 L5028–5092)",
        },
        Setting {
            name: "wild_ties",
            values: &["\"fewer_wild\"", "\"more_wild\"", "\"equal\""],
            default: "\"fewer_wild\"",
            about: "[AMBIG] equal hands: the fewer wild cards win, then the highest natural card (seed 001 L5082–5084, L5016–5019); or the joker ranks above the card it names (seed 003 L2066–2075); or they divide",
        },
        Setting {
            name: "blaze",
            values: &["false", "true"],
            default: "false",
            about: "the blaze, five court cards, beats two pairs and loses to threes (seed 003 L2045–2060; seed 001 L4645)",
        },
        Setting {
            name: "skip",
            values: &["\"none\"", "\"above_two_pairs\"", "\"above_threes\""],
            default: "\"none\"",
            about: "[INFER] the skip or Dutch straight (2-4-6-8-10): beats two pairs and a blaze, below threes (seed 001 L4648–4650); or beats threes, loses to a sequence (seed 003 L2253–2257)",
        },
        Setting {
            name: "tiger",
            values: &["\"none\"", "\"seven_to_deuce\"", "\"lowest_straight\""],
            default: "\"none\"",
            about: "the tiger, between a straight and a flush: 7 high and 2 low with no pair, sequence or flush (seed 001 L4646–4648); or the lowest straight (seed 000 L4472–4476)",
        },
        Setting {
            name: "round_the_corner",
            values: &["false", "true"],
            default: "false",
            about: "[INFER] Q K A 2 3 beats threes and loses to a straight (seed 001 L4651–4653); above a skip straight",
        },
        Setting {
            name: "odd_counter",
            values: &["\"stays_in_pool\"", "\"left_of_dealer\""],
            default: "\"stays_in_pool\"",
            about: "[GAP] tied hands \"share the pool equally\" (seed 003 Rule 76, L3049–3052): the odd counter stays in the pool for the next deal, or goes to the tied players in turn from the dealer's left",
        },
        Setting {
            name: "ante",
            values: &["1", "2", "5", "10"],
            default: "1",
            about: "the ante in counters, which a false opener's penalty is counted in (seed 001 L4933–4945)",
        },
        Setting {
            name: "false_opener",
            values: &["\"ante_for_all\"", "\"two_antes\""],
            default: "\"ante_for_all\"",
            about: "a false opener \"must ante for all the others at the table for the next jack\" (seed 001 L4995–4996); or pays \"a sum equal to double the ante\" into the pool (seed 003 Rule 33, L2702–2712)",
        },
    ],
    score,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Poker>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
