//! Poker rum (seed 001 L8029–8099) and poker gin (L8101–8139): nobody lays down until one
//! calls the show-down with few enough points of unmatched cards (15 at poker rum, 10 at poker
//! gin), and the lowest deadwood is paid the difference by each higher hand, "in case of ties,
//! for low, both win from the high man" (L8082–8091). Ace, king, queen, jack and ten count 10
//! (L8037–8038).
//!
//! Poker gin: the others lay off on the caller's melds first (L8107–8110), so their deadwood is
//! what is left after; one who brings his below the caller's "wins 10 points extra" from him
//! (L8137–8139); a false "Pay me" forfeits 5 (L8135–8136). It is "usually played at 100 points
//! up", the first to reach it winning from each other player the difference between 100 and his
//! score (L8129–8133): each deal's points are kept in the law's carry and the game is paid on
//! the ledger when won; or, by the setting `game`, each deal is paid at once as at poker rum.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{Pips, counts, joined, need_counts};

/// The pack: one, or two at four or more players, ten cards each (L8035–8036, L8061–8062).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pack {
    #[default]
    Single,
    Double,
}

impl Pack {
    fn packs(self) -> usize {
        match self {
            Pack::Single => 1,
            Pack::Double => 2,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RumSettings {
    #[serde(default)]
    pub pack: Pack,
}

/// How poker gin's points are paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GinGame {
    /// A game of 100 up, paid when won (L8129–8133).
    #[default]
    HundredUp,
    /// Each deal paid at once, as poker rum's (L8093).
    EachDeal,
}

/// [AMBIG] What a false "Pay me" forfeits (L8135–8136: "he forefeits 5 points").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forfeit {
    /// Five off his own score (paid to each other player when each deal is paid).
    #[default]
    OffHisScore,
    /// Five to each other player's score.
    ToEachOther,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GinSettings {
    #[serde(default)]
    pub game: GinGame,
    #[serde(default)]
    pub forfeit: Forfeit,
    #[serde(default)]
    pub pack: Pack,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who called the show-down ("Pay me").
    caller: usize,
    /// Each player's unmatched cards at the show-down (at poker gin, after laying off).
    #[serde(default)]
    held: Option<Vec<Option<String>>>,
    /// Or their count, typed.
    #[serde(default)]
    deadwood: Option<Vec<Option<i64>>>,
}

/// What each player wins from the show-down: the lowest hands each win the difference from
/// every higher hand (L8085–8091), and at poker gin one below the caller 10 more from him
/// (L8137–8139). `points[p]` is what p wins; `paid[q][p]` what q pays p.
struct Show {
    low: i64,
    lows: Vec<usize>,
    paid: Vec<Vec<i64>>,
}

fn show_down(at: &At<'_>, count: &[i64], caller: usize, undercut: i64) -> Show {
    let n = at.names.len();
    let low = at.seated.iter().map(|&p| count[p]).min().unwrap_or(0);
    let lows: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| count[p] == low)
        .collect();
    let mut paid = vec![vec![0; n]; n];
    for &w in &lows {
        for &q in &at.seated {
            paid[q][w] += count[q] - low;
        }
        if low < count[caller] {
            paid[caller][w] += undercut;
        }
    }
    Show { low, lows, paid }
}

/// The deal's counts, everyone's required, and the caller's within `stop`.
fn read(at: &At<'_>, d: &Deal, packs: usize) -> Result<(usize, Vec<Option<i64>>), LawError> {
    let caller = at.player("caller", d.caller)?;
    let c = counts(at, &d.deadwood, &d.held, Pips::Poker, packs, 0)?;
    need_counts(at, &c.counts, &[caller])?;
    Ok((caller, c.counts))
}

pub struct PokerRum;

impl Game for PokerRum {
    type Settings = RumSettings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(s: &RumSettings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let (caller, counts) = read(at, d, s.pack.packs())?;
        if counts[caller].unwrap_or(0) > 15 {
            return Err(LawError::new(
                format!("{}[{caller}]", at.field("deadwood")),
                format!(
                    "{} may stop the game only with 15 or less unmatched (L8073–8076), not {}",
                    at.name(caller),
                    counts[caller].unwrap_or(0)
                ),
            ));
        }
        need_counts(at, &counts, &at.seated)?;
        let count: Vec<i64> = counts.iter().map(|c| c.unwrap_or(0)).collect();
        let show = show_down(at, &count, caller, 0);
        let mut t = at.transfers();
        pay(at, &show, &mut t);
        let note = format!(
            "{} calls at {}; {} lowest with {}: {}.",
            at.name(caller),
            count[caller],
            joined(at, &show.lows),
            show.low,
            payments(at, &show)
        );
        Ok(t.with_note(note))
    }

    fn notes(_: &RumSettings) -> Vec<String> {
        vec!["Poker rum: each player pays the lowest deadwood the difference; ace, court cards and tens 10.".to_owned()]
    }
}

fn pay(at: &At<'_>, show: &Show, t: &mut Transfers) {
    for &q in &at.seated {
        for &w in &show.lows {
            if show.paid[q][w] > 0 {
                t.pay(q, w, show.paid[q][w]);
            }
        }
    }
}

/// "Al pays Cy 3, Bea pays Cy 11", or "nobody pays" when all tie.
fn payments(at: &At<'_>, show: &Show) -> String {
    let mut said = Vec::new();
    for &q in &at.seated {
        for &w in &show.lows {
            if show.paid[q][w] > 0 {
                said.push(format!(
                    "{} pays {} {}",
                    at.name(q),
                    at.name(w),
                    show.paid[q][w]
                ));
            }
        }
    }
    match said.is_empty() {
        true => "nobody pays".to_owned(),
        false => said.join(", "),
    }
}

/// Poker gin's game in progress: each player's points.
#[derive(Default)]
pub struct Scores(Vec<i64>);

pub const GAME: i64 = 100;
pub const UNDERCUT: i64 = 10;
pub const FALSE_CALL: i64 = 5;

pub struct PokerGin;

impl Game for PokerGin {
    type Settings = GinSettings;
    type Deal = Deal;
    type Carry = Scores;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(
        s: &GinSettings,
        at: &At<'_>,
        scores: &mut Scores,
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        let n = at.names.len();
        scores.0.resize(n, 0);
        let (caller, counts) = read(at, d, s.pack.packs())?;
        let mut t = at.transfers();
        let mut notes = Vec::new();
        let mut won = vec![0; n];
        if counts[caller].unwrap_or(0) > 10 {
            notes.push(format!(
                "{} calls \"Pay me\" with {}, more than 10: forfeits {FALSE_CALL} and takes up his cards.",
                at.name(caller),
                counts[caller].unwrap_or(0)
            ));
            match (s.game, s.forfeit) {
                (GinGame::EachDeal, _) => t.pays_each(caller, &at.others(caller), FALSE_CALL),
                (GinGame::HundredUp, Forfeit::OffHisScore) => won[caller] -= FALSE_CALL,
                (GinGame::HundredUp, Forfeit::ToEachOther) => {
                    for p in at.others(caller) {
                        won[p] += FALSE_CALL;
                    }
                }
            }
        } else {
            need_counts(at, &counts, &at.seated)?;
            let count: Vec<i64> = counts.iter().map(|c| c.unwrap_or(0)).collect();
            let show = show_down(at, &count, caller, UNDERCUT);
            let under = if show.low < count[caller] {
                format!(" undercut{}", if show.lows.len() == 1 { "s" } else { "" })
            } else {
                String::new()
            };
            notes.push(format!(
                "{} calls at {}; {}{under} with {}: {}.",
                at.name(caller),
                count[caller],
                joined(at, &show.lows),
                show.low,
                match s.game {
                    GinGame::EachDeal => payments(at, &show),
                    GinGame::HundredUp => payments(at, &show).replace(" pays ", " gives "),
                }
            ));
            match s.game {
                GinGame::EachDeal => pay(at, &show, &mut t),
                GinGame::HundredUp => {
                    for &w in &show.lows {
                        won[w] += at.seated.iter().map(|&q| show.paid[q][w]).sum::<i64>();
                    }
                }
            }
        }
        if s.game == GinGame::HundredUp {
            for (score, w) in scores.0.iter_mut().zip(&won) {
                *score += w;
            }
            let top = at.seated.iter().map(|&p| scores.0[p]).max().unwrap_or(0);
            let words: Vec<String> = at
                .seated
                .iter()
                .map(|&p| format!("{} {}", at.name(p), scores.0[p]))
                .collect();
            notes.push(format!("Points: {}.", words.join(", ")));
            if top >= GAME {
                let winners: Vec<usize> = at
                    .seated
                    .iter()
                    .copied()
                    .filter(|&p| scores.0[p] == top)
                    .collect();
                let mut said = Vec::new();
                for &w in &winners {
                    for &q in &at.seated {
                        if !winners.contains(&q) {
                            let owed = GAME - scores.0[q].min(GAME);
                            t.pay(q, w, owed);
                            said.push(format!("{} pays {} {owed}", at.name(q), at.name(w)));
                        }
                    }
                }
                notes.push(format!(
                    "{} reach{} {GAME} and win{} the game: {}. A new game begins.",
                    joined(at, &winners),
                    if winners.len() == 1 { "es" } else { "" },
                    if winners.len() == 1 { "s" } else { "" },
                    said.join(", ")
                ));
                scores.0.iter_mut().for_each(|s| *s = 0);
            }
        }
        Ok(t.with_note(notes.join(" ")))
    }

    fn notes(s: &GinSettings) -> Vec<String> {
        vec![match s.game {
            GinGame::HundredUp => "Poker gin, 100 up: the lowest deadwood scores the difference from each other hand, 10 more for undercutting the caller; the first to 100 wins from each other the difference between 100 and his points.".to_owned(),
            GinGame::EachDeal => "Poker gin, each deal paid: the lowest deadwood is paid the difference by each other hand, 10 more by the caller it undercuts.".to_owned(),
        }]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "caller",
        label: "Who called the show-down",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the player who laid his hand down and said \"Pay me\"",
    },
    Field {
        name: "held",
        label: "Each player's unmatched cards",
        kind: FieldKind::Text { max_len: 60 },
        per_side: true,
        optional: true,
        help: "as KH 7S AD (10H for a ten), after his runs and sets are put aside; or type the count below",
    },
    Field {
        name: "deadwood",
        label: "Or what each one's unmatched cards count",
        kind: FieldKind::Number { min: 0, max: 1000 },
        per_side: true,
        optional: true,
        help: "ace, king, queen, jack and ten 10; the others their face",
    },
    school::SEATED,
];

const TABLE: Sides = Sides {
    min: 2,
    max: 6,
    players_per_side: 1,
};

const PACK: Setting = Setting {
    name: "pack",
    values: &["\"single\"", "\"double\""],
    default: "\"single\"",
    about: "one pack, or two at four or more players with ten cards each (L8035–8036, L8059–8062)",
};

pub const RUM: Law = Law {
    id: "poker-rum",
    name: "Poker rum: the lowest deadwood is paid the difference",
    sources: "seed 001 L8029–8099",
    doc: "docs/laws/poker-rum.md",
    settings: &[PACK],
    score: school::score::<PokerRum>,
    table: Some(Table {
        sides: TABLE,
        deal: DEAL,
        pad: school::pad::<PokerRum>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const GIN: Law = Law {
    id: "poker-gin",
    name: "Poker gin: 100 up, laying off on the caller, the undercut",
    sources: "seed 001 L8101–8139",
    doc: "docs/laws/poker-gin.md",
    settings: &[
        Setting {
            name: "game",
            values: &["\"hundred_up\"", "\"each_deal\""],
            default: "\"hundred_up\"",
            about: "\"usually played at 100 points up\", the winner paid the difference between 100 and each other's points (L8129–8133); or each deal paid at once as at poker rum",
        },
        Setting {
            name: "forfeit",
            values: &["\"off_his_score\"", "\"to_each_other\""],
            default: "\"off_his_score\"",
            about: "[AMBIG] a false \"Pay me\" \"forefeits 5 points\" (L8135–8136): five off the caller's score, or five to each other player's",
        },
        PACK,
    ],
    score: school::score::<PokerGin>,
    table: Some(Table {
        sides: TABLE,
        deal: DEAL,
        pad: school::pad::<PokerGin>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
