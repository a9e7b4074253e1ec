//! Bierspiel (`bierspiel`; seed 001 L15363–15484): rams "scored by points, each trick taken
//! counting 1 point. Each player starts with an equal number of points, from which his scores
//! are deducted"; "First player cancelling all his points, wins game" (L15472–15479). The book
//! names neither the points a game starts with, nor what a game is worth, nor what a player
//! who plays and takes no trick suffers: each is a setting [GAP]. The game is kept on the
//! ledger all the same, so a table settles it in counters like the rest of the family: nothing
//! moves until a game is won, and then each other player pays the winner.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::rams::Play;
use super::{check_stake, dealer, names, per_player, tricks};

/// What a game won is worth to the winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Worth {
    /// Each other player pays the winner the stake.
    #[default]
    Game,
    /// Each other player pays the winner a stake for each point he still has.
    PointsLeft,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The points each player starts a game with [GAP].
    pub points: i64,
    /// Points put back on a player who played and took no trick [GAP]: rams' ram scored in
    /// points; nothing by the words "each trick taken counting 1 point".
    pub ramsed: i64,
    pub worth: Worth,
    /// Counters a game (or a point left) is paid at.
    pub stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            points: 12,
            ramsed: 0,
            worth: Worth::Game,
            stake: 1,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    dealer: Option<usize>,
    #[serde(default)]
    play: Vec<Option<Play>>,
    #[serde(default)]
    tricks: Vec<Option<i64>>,
}

/// Each player's points still to cancel in the game under way (empty before the first deal).
#[derive(Debug, Default)]
pub struct Carry {
    left: Vec<i64>,
}

pub struct Bierspiel;

impl Game for Bierspiel {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=6;
    const WHOM: &'static str = "three to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=1000).contains(&s.points) {
            return Err(LawError::new(
                "settings.points",
                format!("{} is not from 1 to 1,000", s.points),
            ));
        }
        if !(0..=5).contains(&s.ramsed) {
            return Err(LawError::new(
                "settings.ramsed",
                format!("{} is not from 0 to 5", s.ramsed),
            ));
        }
        check_stake("stake", s.stake)?;
        if carry.left.is_empty() {
            carry.left = vec![s.points; at.names.len()];
        }
        let dealer = dealer(at, d.dealer)?;
        let won = tricks(at, &d.tricks, 5)?;
        let total: i64 = won.iter().sum();
        if total != 5 {
            return Err(at.refuse(
                "tricks",
                format!("the tricks come to {total}; five are played"),
            ));
        }
        let play = per_player(at, "play", &d.play)?;
        for (p, &n) in won.iter().enumerate() {
            if n > 0 && play[p] == Play::Pass && d.play.get(p).copied().flatten().is_some() {
                return Err(at.refuse(
                    &format!("tricks[{p}]"),
                    format!("{} passed and took no trick", at.name(p)),
                ));
            }
        }
        // A blank is a player who played when he took a trick; one who took none is ramsed
        // only when the entry says he played.
        let ramsed: Vec<usize> = at
            .seated
            .iter()
            .copied()
            .filter(|&p| won[p] == 0 && matches!(play[p], Play::Play | Play::Widow))
            .collect();
        for &p in &at.seated {
            carry.left[p] += s.ramsed * i64::from(ramsed.contains(&p)) - won[p];
        }
        let mut t = at.transfers();
        let mut note = format!(
            "{} deals; points left: {}",
            at.name(dealer),
            at.seated
                .iter()
                .map(|&p| format!("{} {}", at.name(p), carry.left[p].max(0)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        if s.ramsed > 0 && !ramsed.is_empty() {
            note.push_str(&format!(
                " ({} took no trick, {} back each)",
                names(at, &ramsed),
                s.ramsed
            ));
        }
        // The first to cancel all his points wins; two in one deal: the further below nothing,
        // then the elder hand, nearest the dealer's left [INFER].
        let order: Vec<usize> = {
            let at_dealer = at.seated.iter().position(|&p| p == dealer).unwrap_or(0);
            let n = at.seated.len();
            (1..=n).map(|k| at.seated[(at_dealer + k) % n]).collect()
        };
        let winner = order
            .iter()
            .copied()
            .filter(|&p| carry.left[p] <= 0)
            .min_by_key(|&p| carry.left[p]);
        if let Some(w) = winner {
            let mut paid = Vec::new();
            for &p in &at.seated {
                if p == w {
                    continue;
                }
                let owed = match s.worth {
                    Worth::Game => s.stake,
                    Worth::PointsLeft => s.stake * carry.left[p].max(0),
                };
                t.pay(p, w, owed);
                paid.push(format!("{} {owed}", at.name(p)));
            }
            note.push_str(&format!(
                ". {} cancels all his points and wins the game: {} pay him. A new game begins",
                at.name(w),
                paid.join(", ")
            ));
            carry.left = vec![s.points; at.names.len()];
        }
        Ok(t.with_note(format!("{note}.")))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Bierspiel: {} points to cancel, a trick one; the game won is paid {}.",
            s.points,
            match s.worth {
                Worth::Game => format!("{} by each other player", s.stake),
                Worth::PointsLeft => format!("{} a point each other player has left", s.stake),
            }
        )]
    }
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "points",
        values: &["12", "10", "15", "20"],
        default: "12",
        about: "[GAP] \"Each player starts with an equal number of points\" (seed 001 L15472–15474): the number is not given; any whole number 1..1,000",
    },
    Setting {
        name: "ramsed",
        values: &["0", "1", "5"],
        default: "0",
        about: "[GAP] points put back on a player who played and took no trick: the book counts only tricks (L15472–15474); rams' ram of five (L15455–15457) scored as points is 5",
    },
    Setting {
        name: "worth",
        values: &["\"game\"", "\"points_left\""],
        default: "\"game\"",
        about: "[GAP] what the winner of a game (\"First player cancelling all his points\", L15479) receives: the stake from each other player, or a stake for each point each has left",
    },
    Setting {
        name: "stake",
        values: &["1", "5", "10"],
        default: "1",
        about: "the counters a game (or a point left) is paid at; any whole number 1..1,000,000",
    },
];

const PLAYS: &[(&str, &str)] = &[
    ("play", "Played his hand"),
    ("widow", "Took the widow"),
    ("pass", "Passed"),
];

const FIELDS: &[Field] = &[
    Field {
        name: "dealer",
        label: "Who dealt",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the deal passed to the left as usual.",
    },
    Field {
        name: "play",
        label: "What each player did",
        kind: FieldKind::Choice { choices: PLAYS },
        per_side: true,
        optional: true,
        help: "Needed only when a player who took no trick is to be ramsed; otherwise leave blank.",
    },
    Field {
        name: "tricks",
        label: "Tricks each player won",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: false,
        help: "Five tricks a deal; each cancels one of the winner's points.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "bierspiel",
    name: "Bierspiel: rams scored by points, the first to cancel his wins the game",
    sources: "seed 001 L15363–15484",
    doc: "docs/laws/bierspiel.md",
    settings: SETTINGS,
    score: |s| school::score::<Bierspiel>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 6,
            players_per_side: 1,
        },
        deal: FIELDS,
        pad: school::pad::<Bierspiel>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
