//! Spoil Five's pool (seed 003 L5263–5543; seed 001 L15247–15346): each player puts his stake
//! into a new pool and the dealer his deal stake; who wins three tricks takes it. When nobody
//! does the game is "spoilt": the pool stays and is fed each deal until it is won (seed 003
//! L5301–5317; seed 001 L15332–15336). Jinking: who plays on from three tricks and takes all five
//! takes the pool and a payment from each player; who plays on and fails loses the pool, which
//! stays for the next winner (seed 003 L5530–5537; seed 001 L15338–15343). A player debarred
//! (he failed to rob, robbed without the ace, or held a foul hand: seed 003 L5399–5434; seed
//! 001 L15318–15330) cannot win the pool that deal. A dealer who misdeals may deal again "after
//! paying a second stake for dealing into the pool" (seed 003 L5341–5349).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{POOL, dealer, per_player};

/// How a pool is fed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Feeding {
    /// A new pool: each player his stake and the dealer his deal stake besides; after a spoil
    /// each player one and the dealer his deal stake, every deal (seed 003 L5301–5317).
    #[default]
    EachPlayerAndDealer,
    /// A new pool: each player his stake; after a spoil only the dealer adds one (seed 001
    /// L15332–15336).
    DealerOnly,
}

/// Jinking (seed 003 L5523–5537; seed 001 L15338–15343).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Jink {
    /// No jinking: three tricks take the pool and end the deal's interest.
    #[default]
    Off,
    /// The jinker "receives from each player his original stake" besides the pool (seed 003).
    OriginalStake,
    /// "Each player must give him one counter" (seed 001).
    OneCounter,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Each player's stake to a new pool: "two or three coins or counters" (seed 003 L5301–5303).
    #[serde(default = "two")]
    pub stake: i64,
    /// The dealer's "additional stake" (seed 003 L5302–5303, L5313–5315).
    #[serde(default = "one")]
    pub deal_stake: i64,
    #[serde(default)]
    pub feeding: Feeding,
    #[serde(default)]
    pub jink: Jink,
    /// With five or more players two tricks may take the pool (seed 003 L5489–5493).
    #[serde(default)]
    pub two_tricks_win: bool,
}

fn two() -> i64 {
    2
}

fn one() -> i64 {
    1
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 2,
            deal_stake: 1,
            feeding: Feeding::default(),
            jink: Jink::default(),
            two_tricks_win: false,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each player's tricks when play stopped (five at most among them).
    tricks: Vec<Option<i64>>,
    /// The winner of three tricks played on for the jink.
    #[serde(default)]
    jink: Option<bool>,
    /// Who may not win the pool this deal.
    #[serde(default)]
    debarred: Option<Vec<Option<bool>>>,
    /// How often the dealer misdealt and dealt again, paying his deal stake again each time.
    #[serde(default)]
    redeals: Option<i64>,
}

pub struct SpoilFive;

impl Game for SpoilFive {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    /// The jink asked only where the table plays it.
    fn asks(s: &Settings) -> Asks {
        Asks {
            not_asked: match s.jink {
                Jink::Off => vec!["jink"],
                _ => Vec::new(),
            },
            ..Asks::default()
        }
    }

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        for (key, v, least) in [("stake", s.stake, 1), ("deal_stake", s.deal_stake, 0)] {
            if !(least..=100).contains(&v) {
                return Err(LawError::new(
                    format!("settings.{key}"),
                    format!("{v}: a stake from {least} to 100 counters"),
                ));
            }
        }
        if s.two_tricks_win && at.seated.len() < 5 {
            return Err(LawError::new(
                "settings.two_tricks_win",
                format!(
                    "two tricks win only with five or more players, not {}",
                    at.seated.len()
                ),
            ));
        }
        let tricks = per_player(at, "tricks", &Some(d.tricks.clone()))?;
        let debarred = per_player(at, "debarred", &d.debarred)?;
        if let Some(p) = tricks.iter().position(|&n| n < 0) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("tricks")),
                "below nothing",
            ));
        }
        let total: i64 = tricks.iter().sum();
        if total > 5 {
            return Err(at.refuse("tricks", format!("{total} tricks: a hand is five cards")));
        }
        let needed = if s.two_tricks_win { 2 } else { 3 };
        let winners: Vec<usize> = (0..tricks.len()).filter(|&p| tricks[p] >= needed).collect();
        if winners.len() > 1 {
            return Err(at.refuse(
                "tricks",
                "only one player can win the pool: give the tricks as they stood when it was won",
            ));
        }
        let jinked = d.jink.unwrap_or(false);
        if jinked && s.jink == Jink::Off {
            return Err(at.refuse("jink", "there is no jinking at this table"));
        }
        if jinked && winners.is_empty() {
            return Err(at.refuse(
                "jink",
                format!("nobody won {needed} tricks to play on from"),
            ));
        }

        let mut t = at.transfers();
        let deals_by = dealer(at);
        let new_pool = at.ledger.pool(POOL) == 0;
        for &p in &at.seated {
            let put = match (s.feeding, new_pool) {
                (_, true) if p == deals_by && s.feeding == Feeding::EachPlayerAndDealer => {
                    s.stake + s.deal_stake
                }
                (_, true) => s.stake,
                (Feeding::EachPlayerAndDealer, false) if p == deals_by => 1 + s.deal_stake,
                (Feeding::EachPlayerAndDealer, false) => 1,
                (Feeding::DealerOnly, false) if p == deals_by => 1,
                (Feeding::DealerOnly, false) => 0,
            };
            if put > 0 {
                t.into_pool(p, POOL, put);
            }
        }
        let redeals = d.redeals.unwrap_or(0);
        if !(0..=5).contains(&redeals) {
            return Err(at.refuse(
                "redeals",
                format!("{redeals}: a dealer deals again from none to five times"),
            ));
        }
        if redeals > 0 && s.deal_stake > 0 {
            t.into_pool(deals_by, POOL, redeals * s.deal_stake);
        }
        let pool = at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0);
        let note = match winners.first() {
            None => format!("Nobody took {needed} tricks: spoilt, the pool of {pool} stands."),
            Some(&w) if debarred[w] => format!(
                "{} took {} tricks but may not win the pool this deal: spoilt, the pool of {pool} stands.",
                at.name(w),
                tricks[w]
            ),
            Some(&w) if jinked && tricks[w] < 5 => format!(
                "{} played on for the jink and failed: loses the pool, which stands at {pool}.",
                at.name(w)
            ),
            Some(&w) if jinked => {
                let each = match s.jink {
                    Jink::OriginalStake => s.stake,
                    _ => 1,
                };
                t.out_of_pool(w, POOL, pool);
                t.each_pays(&at.seated, w, each);
                format!(
                    "{} jinks, all five tricks: takes the pool, {pool}, and {each} from each.",
                    at.name(w)
                )
            }
            Some(&w) => {
                t.out_of_pool(w, POOL, pool);
                format!(
                    "{} wins {} tricks: takes the pool, {pool}.",
                    at.name(w),
                    tricks[w]
                )
            }
        };
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        let feeding = match s.feeding {
            Feeding::EachPlayerAndDealer => format!(
                "each player puts {} into a new pool and the dealer {} more; a spoilt pool is fed one by each player and {} by the dealer",
                s.stake, s.deal_stake, s.deal_stake
            ),
            Feeding::DealerOnly => format!(
                "each player puts {} into a new pool; a spoilt pool is fed one by each dealer",
                s.stake
            ),
        };
        vec![format!(
            "Spoil Five: {feeding}; {} tricks take it.",
            if s.two_tricks_win { "two" } else { "three" }
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "tricks",
        label: "Tricks each",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: false,
        help: "as they stood when play stopped",
    },
    Field {
        name: "jink",
        label: "The winner of three tricks played on for all five (the jink)",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "debarred",
        label: "May not win the pool this deal",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "failed to rob, robbed without the ace, or held a foul hand",
    },
    Field {
        name: "redeals",
        label: "Times the dealer misdealt and dealt again",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: false,
        optional: true,
        help: "he pays his deal stake into the pool again each time",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "spoil-five",
    name: "Spoil Five: the pool to three tricks, spoilt pools fed, the jink",
    sources: "seed 003 L5263–5543; seed 001 L15247–15346",
    doc: "docs/laws/spoil-five.md",
    settings: &[
        Setting {
            name: "stake",
            values: &["1", "2", "3", "5"],
            default: "2",
            about: "each player's stake to a new pool: \"two or three coins or counters\" (seed 003 L5301–5303); \"an equal number\" (seed 001 L15333)",
        },
        Setting {
            name: "deal_stake",
            values: &["1", "2", "3"],
            default: "1",
            about: "[AMBIG] the dealer's \"additional stake\", \"the sum agreed for the deal\" (seed 003 L5302–5303, L5313–5315), read as one counter",
        },
        Setting {
            name: "feeding",
            values: &["\"each_player_and_dealer\"", "\"dealer_only\""],
            default: "\"each_player_and_dealer\"",
            about: "a spoilt pool fed one by each player and the deal stake by the dealer, who pays it every deal (seed 003 L5306–5317); or each dealer adding one while the pool is unwon (seed 001 L15333–15335)",
        },
        Setting {
            name: "jink",
            values: &["\"off\"", "\"original_stake\"", "\"one_counter\""],
            default: "\"off\"",
            about: "jinking: all five tricks win the pool and each player's original stake (seed 003 L5530–5537) or one counter from each (seed 001 L15338–15343); failing, the pool is lost and stands [INFER: fed as a spoilt pool]",
        },
        Setting {
            name: "two_tricks_win",
            values: &["false", "true"],
            default: "false",
            about: "with five or more players the winner of two tricks may take the pool (seed 003 L5489–5493)",
        },
    ],
    score: school::score::<SpoilFive>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<SpoilFive>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
