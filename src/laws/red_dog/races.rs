//! Playing the races (`playing-the-races`; seed 001 L14769–14843): five horses at odds from 2 to
//! 10 to 1 and the colour of the card that brings the winner home at evens, against a banker.
//! The race is run from its cards: five a row, the highest (suits breaking ties, hearts first)
//! moving its horse a step, until one reaches the wire.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Bank, Seen, from_left_of, stakes};

/// The five horses.
pub const HORSES: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Paid {
    /// "The odds that will be paid on that horse … from 2 to 1 to 10 to 1" (L14790–14792): the
    /// stake kept and twice it won.
    #[default]
    ToOne,
    /// "The horse that pays 10 for 1" (L14824–14826): the stake included in what is paid.
    ForOne,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unfinished {
    /// No horse at the wire when the cards run out: every bet stands off [GAP].
    #[default]
    StandOff,
    /// Refused: the race is run again.
    Refuse,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Each horse's odds, left to right, as the layout is printed (L14783–14788).
    pub odds: [i64; HORSES],
    /// The steps each horse must make to reach the wire.
    pub steps: [u8; HORSES],
    pub paid: Paid,
    /// The most one bet may be on a horse or a colour; 0 for no limit (L14780–14781).
    pub limit: i64,
    pub unfinished: Unfinished,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            odds: [2, 5, 10, 7, 2],
            steps: [2, 3, 6, 4, 2],
            paid: Paid::ToOne,
            limit: 0,
            unfinished: Unfinished::StandOff,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    banker: Option<usize>,
    #[serde(default)]
    horse_1: Vec<Option<i64>>,
    #[serde(default)]
    horse_2: Vec<Option<i64>>,
    #[serde(default)]
    horse_3: Vec<Option<i64>>,
    #[serde(default)]
    horse_4: Vec<Option<i64>>,
    #[serde(default)]
    horse_5: Vec<Option<i64>>,
    #[serde(default)]
    red: Vec<Option<i64>>,
    #[serde(default)]
    blue: Vec<Option<i64>>,
    /// The race's cards in the order dealt, five a row (the burnt card left out).
    #[serde(default)]
    cards: Option<String>,
    /// When the cards are not written: the winning horse (1 to 5) and the card that brought him in.
    #[serde(default)]
    winner: Option<i64>,
    #[serde(default)]
    last_card: Option<String>,
}

pub struct Races;

impl Game for Races {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Bank;
    /// "Any number can play against the banker" (L14776).
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, bank, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        let odds: Vec<String> = s.odds.iter().map(|o| format!("{o} to 1")).collect();
        vec![format!(
            "Playing the races: the horses at {}, red and blue at evens.",
            odds.join(", ")
        )]
    }
}

/// A suit's rank in a tie: hearts, diamonds, clubs, spades (L14772–14773). Cards' suits are
/// S H D C in that order.
fn suit_rank(c: Card) -> u8 {
    [1, 4, 3, 2][c.suit as usize]
}

fn is_red(c: Card) -> bool {
    c.suit == 1 || c.suit == 2
}

/// How a race went: the winning horse (from 0), the card that brought him in, the rows run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finish {
    pub horse: usize,
    pub card: Card,
    pub rows: usize,
}

/// Runs the race on `cards` (five a row): `Ok(None)` when no horse reaches the wire, `Err(row)`
/// when cards are left after the row that ended it.
pub fn run(steps: &[u8; HORSES], cards: &[Card]) -> Result<Option<Finish>, usize> {
    let mut moved = [0u8; HORSES];
    for (row, five) in cards.chunks(HORSES).enumerate() {
        let (horse, &card) = five
            .iter()
            .enumerate()
            .max_by_key(|(_, c)| (c.rank, suit_rank(**c)))
            .expect("a row has cards");
        moved[horse] += 1;
        if moved[horse] >= steps[horse] {
            return match cards.len() > (row + 1) * HORSES {
                true => Err(row + 1),
                false => Ok(Some(Finish {
                    horse,
                    card,
                    rows: row + 1,
                })),
            };
        }
    }
    Ok(None)
}

fn check_settings(s: &Settings) -> Result<(), LawError> {
    for (h, &o) in s.odds.iter().enumerate() {
        if !(1..=100).contains(&o) {
            return Err(LawError::new(
                format!("settings.odds[{h}]"),
                format!("{o} to 1 is not odds from 1 to 100"),
            ));
        }
    }
    for (h, &n) in s.steps.iter().enumerate() {
        if !(1..=10).contains(&n) {
            return Err(LawError::new(
                format!("settings.steps[{h}]"),
                format!("{n} is not a number of steps from 1 to 10"),
            ));
        }
    }
    bank::check_setting("limit", s.limit, 0)
}

fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
    check_settings(s)?;
    let banker = bank.banker(at, "banker", d.banker)?;
    let lists = [&d.horse_1, &d.horse_2, &d.horse_3, &d.horse_4, &d.horse_5];
    let mut on_horse = Vec::with_capacity(HORSES);
    for (h, list) in lists.iter().enumerate() {
        on_horse.push(stakes(
            at,
            &format!("horse_{}", h + 1),
            list,
            Some(banker),
            s.limit,
        )?);
    }
    let red = stakes(at, "red", &d.red, Some(banker), s.limit)?;
    let blue = stakes(at, "blue", &d.blue, Some(banker), s.limit)?;
    let mut seen = Seen::default();
    let text = d.cards.as_deref().filter(|t| !t.trim().is_empty());
    let said_winner = match d.winner {
        None => None,
        Some(n) if (1..=HORSES as i64).contains(&n) => Some(n as usize - 1),
        Some(n) => return Err(at.refuse("winner", format!("{n} is not a horse (1 to 5)"))),
    };
    let last_text = d.last_card.as_deref().filter(|t| !t.trim().is_empty());
    let finish = match text {
        Some(text) => {
            let cards = seen.read(at, "cards", text, None, &[])?;
            if cards.is_empty() || cards.len() % HORSES != 0 {
                return Err(at.refuse(
                    "cards",
                    format!("{} cards: the race is dealt five a row", cards.len()),
                ));
            }
            let finish = run(&s.steps, &cards).map_err(|rows| {
                at.refuse(
                    "cards",
                    format!(
                        "the race was over after row {rows}: the cards after it were not dealt"
                    ),
                )
            })?;
            if let (Some(f), Some(w)) = (finish, said_winner)
                && f.horse != w
            {
                return Err(at.refuse(
                    "winner",
                    format!(
                        "by the cards horse {} won, not horse {}",
                        f.horse + 1,
                        w + 1
                    ),
                ));
            }
            if let Some(t) = last_text {
                let said = Card::parse(t);
                if finish.map(|f| f.card) != said {
                    return Err(at.refuse(
                        "last_card",
                        "by the cards another card brought the winner in",
                    ));
                }
            }
            finish
        }
        None => {
            match (said_winner, last_text) {
                (Some(horse), Some(t)) => Some(Finish {
                    horse,
                    card: seen.one(at, "last_card", t, &[])?,
                    rows: 0,
                }),
                (Some(_), None) => {
                    return Err(at.refuse(
                        "last_card",
                        "give the card that brought the winner in, for the colour",
                    ));
                }
                (None, _) => {
                    return Err(at.refuse("cards", "give the race's cards, or the winning horse and the card that brought him in"));
                }
            }
        }
    };
    let mut t = at.transfers();
    let Some(f) = finish else {
        if s.unfinished == Unfinished::Refuse {
            return Err(at.refuse("cards", "no horse reached the wire: run the race again"));
        }
        return Ok(t.with_note(format!(
            "{} banks; no horse reached the wire, and every bet stands off.",
            at.name(banker)
        )));
    };
    let colour = match is_red(f.card) {
        true => "red",
        false => "blue",
    };
    let odds = match s.paid {
        Paid::ToOne => s.odds[f.horse],
        Paid::ForOne => s.odds[f.horse] - 1,
    };
    let mut said = Vec::new();
    for p in from_left_of(&at.seated, banker) {
        let (mut won, mut lost) = (0i64, 0i64);
        for (h, bets) in on_horse.iter().enumerate() {
            match h == f.horse {
                true => won += bets[p] * odds,
                false => lost += bets[p],
            }
        }
        let (good, bad) = match is_red(f.card) {
            true => (red[p], blue[p]),
            false => (blue[p], red[p]),
        };
        won += good;
        lost += bad;
        let net = won - lost;
        t.pay(banker, p, net);
        match (won, lost) {
            (0, 0) => {}
            (w, 0) => said.push(format!("{} wins {w}", at.name(p))),
            (0, l) => said.push(format!("{} loses {l}", at.name(p))),
            (w, l) => said.push(format!("{} wins {w} and loses {l}", at.name(p))),
        }
    }
    let how = match f.rows {
        0 => String::new(),
        n => format!(" after {n} rows"),
    };
    let mut note = format!(
        "{} banks; horse {} at {} to 1 wins{how}, brought in by {} ({colour})",
        at.name(banker),
        f.horse + 1,
        s.odds[f.horse],
        f.card
    );
    match said.is_empty() {
        true => note.push_str("; nobody bet."),
        false => note.push_str(&format!(": {}.", said.join(", "))),
    }
    Ok(t.with_note(note))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "odds",
        values: &["[2, 5, 10, 7, 2]", "[2, 4, 6, 8, 10]"],
        default: "[2, 5, 10, 7, 2]",
        about: "[AMBIG] each horse's odds, left to right, as the layout is printed (seed 001 L14783–14788, an OCR of a figure), \"varying from 2 to 1 to 10 to 1\" (L14792)",
    },
    Setting {
        name: "steps",
        values: &["[2, 3, 6, 4, 2]", "[2, 4, 6, 5, 2]", "[2, 3, 4, 5, 6]"],
        default: "[2, 3, 6, 4, 2]",
        about: "[GAP] the steps each horse makes to the wire: \"the horse that pays 10 for 1 would have to make six moves … the horse that pays only 2 for 1 would get there in two moves\" (seed 001 L14824–14826); the others the book does not give: by default half the odds and one, rounded down",
    },
    Setting {
        name: "paid",
        values: &["\"to_one\"", "\"for_one\""],
        default: "\"to_one\"",
        about: "[AMBIG] \"odds … from 2 to 1 to 10 to 1\" (seed 001 L14791–14792), the stake returned besides; or \"pays 10 for 1\" (L14824–14826), the stake counted in",
    },
    Setting {
        name: "limit",
        values: &["0", "10", "50", "100"],
        default: "0",
        about: "[GAP] \"There is usually a limit amount that a player can bet on any one horse\" (seed 001 L14780–14781): the most one bet may be, 0 for none",
    },
    Setting {
        name: "unfinished",
        values: &["\"stand_off\"", "\"refuse\""],
        default: "\"stand_off\"",
        about: "[GAP] the book does not say what happens if the cards run out before a horse reaches the wire: every bet stands off, or the entry is refused and the race run again",
    },
];

const fn stake_on(name: &'static str, label: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "In counters; blank for no bet.",
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "banker",
        label: "Who held the bank",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the bank stayed with the last banker.",
    },
    stake_on("horse_1", "Each player's stake on the first horse"),
    stake_on("horse_2", "Each player's stake on the second horse"),
    stake_on("horse_3", "Each player's stake on the third horse"),
    stake_on("horse_4", "Each player's stake on the fourth horse"),
    stake_on("horse_5", "Each player's stake on the fifth horse"),
    stake_on("red", "Each player's stake on red (hearts and diamonds)"),
    stake_on("blue", "Each player's stake on blue (clubs and spades)"),
    Field {
        name: "cards",
        label: "The race's cards, in the order dealt",
        kind: FieldKind::Text { max_len: 200 },
        per_side: false,
        optional: true,
        help: "Five a row from the first horse to the fifth, as 7H 2C KD 9S 4H …; leave out the burnt card.",
    },
    Field {
        name: "winner",
        label: "Without the cards: which horse won",
        kind: FieldKind::Number { min: 1, max: 5 },
        per_side: false,
        optional: true,
        help: "1 for the first horse; leave blank when the cards are written above.",
    },
    Field {
        name: "last_card",
        label: "Without the cards: the card that brought the winner in",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "As QD: its colour settles the bets on red and blue.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "playing-the-races",
    name: "Playing the races: five horses at odds and the winning card's colour, against a banker",
    sources: "seed 001 L14769–14843",
    doc: "docs/laws/playing-the-races.md",
    settings: SETTINGS,
    score: |s| school::score::<Races>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Races>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
