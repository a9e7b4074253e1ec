//! Schafkopf or sheepshead (seed 001 L12040–12162), the book's games 1 to 9 as the `game`
//! setting. Two sides of partners seated alternately (players 0, 2, … against 1, 3, …) put up
//! equal counters; the side making the trump must take 60 card points "and as many more as they
//! bid" (L12073–12075), the pool going double at 91 and fourfold at all 120 to whichever side wins
//! (L12098–12108). Game 3 is four players for themselves, a chip a trick above or below two
//! (L12116–12120). Games 7 to 9 use a double pack, 240 card points, "Game is 121" (L12144–12162).
//! A player's share of the pool is one counter, so a single pool is ±1 to each player.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::registry::{self, Law, Setting, Table};
use super::solo::Sitting;

/// [AMBIG] "(or as much as they bid, if their bid was for more than that amount)" (L12104–12105).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BidReading {
    /// A bid is the points over 60: "side bidding fifteen must win 75 points" (L12074–12075).
    #[default]
    OverSixty,
    /// A bid is the whole number of points the side must take (61 to 120).
    Total,
}

/// [INFER] The double pack's 240 points (games 7–9): where the double and fourfold pools fall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DoublePack {
    /// Scaled from 91 and 120 of 120: 181 and all 240.
    #[default]
    Scaled,
    /// No double or fourfold pool: "Game is 121" and nothing more is said.
    Single,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The book's game, 1 to 9.
    #[serde(default = "one")]
    pub game: u8,
    #[serde(default)]
    pub bid_reading: BidReading,
    #[serde(default)]
    pub double_pack: DoublePack,
}

fn one() -> u8 {
    1
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 1,
            bid_reading: BidReading::default(),
            double_pack: DoublePack::default(),
        }
    }
}

impl Settings {
    /// Players at the table: 4, but 6 in games 6 and 8 and 8 in game 9.
    pub fn players(&self) -> usize {
        match self.game {
            6 | 8 => 6,
            9 => 8,
            _ => 4,
        }
    }

    /// Card points in the pack: 240 with the double packs of games 7–9.
    pub fn total(&self) -> i64 {
        if self.game >= 7 { 240 } else { 120 }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    #[serde(default)]
    maker: Option<usize>,
    #[serde(default)]
    bid: Option<i64>,
    #[serde(default)]
    card_points: Option<i64>,
    #[serde(default)]
    tricks: Option<Vec<i64>>,
    #[serde(default)]
    revoke: Option<usize>,
}

/// The pool's multiple for a side that won with `points` of `total`.
fn multiple(settings: &Settings, points: i64, total: i64) -> i64 {
    let (double, all) = match (total, settings.double_pack) {
        (120, _) => (91, 120),
        (_, DoublePack::Scaled) => (181, 240),
        (_, DoublePack::Single) => return 1,
    };
    match points {
        p if p >= all => 4,
        p if p >= double => 2,
        _ => 1,
    }
}

/// Game 3: "one chip for each trick he takes less than two … one chip for each trick he takes
/// more than two" (L12116–12120).
fn tricks_hand(at: &str, tricks: Option<&Vec<i64>>, n: usize) -> Result<Vec<i64>, LawError> {
    let field = format!("{at}.tricks");
    let tricks = tricks.ok_or_else(|| LawError::new(&field, "needed: each player's tricks"))?;
    if tricks.len() != n {
        return Err(LawError::new(
            field,
            format!("{} numbers; one for each of the {n} players", tricks.len()),
        ));
    }
    for (p, &t) in tricks.iter().enumerate() {
        if !(0..=8).contains(&t) {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!("{t} is not from 0 to 8"),
            ));
        }
    }
    let sum: i64 = tricks.iter().sum();
    if sum != 8 {
        return Err(LawError::new(
            field,
            format!("{sum} tricks; a hand is eight"),
        ));
    }
    Ok(tricks.iter().map(|t| t - 2).collect())
}

pub fn play(input: &PadInput) -> Result<Sitting<Settings>, LawError> {
    let settings: Settings = input.settings()?;
    if !(1..=9).contains(&settings.game) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not one of the book's games 1..9", settings.game),
        ));
    }
    let n = settings.players();
    super::check_names(
        "players",
        &input.sides,
        n..=n,
        &format!("{n} players in game {}", settings.game),
    )?;
    let names = &input.sides;
    let total = settings.total();
    let mut sitting = Sitting::new(settings, names);
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: Deal = input.deal(i)?;
        let dealer = i % n;
        if settings.game == 3 {
            for (key, given) in [
                ("maker", deal.maker.is_some()),
                ("bid", deal.bid.is_some()),
                ("card_points", deal.card_points.is_some()),
            ] {
                if given {
                    return Err(LawError::new(
                        format!("{at}.{key}"),
                        "game 3 scores tricks, not points",
                    ));
                }
            }
            let points = tricks_hand(&at, deal.tricks.as_ref(), n)?;
            sitting.push(
                dealer,
                0,
                None,
                points,
                "A chip a trick above or below two.".to_owned(),
            );
            continue;
        }
        if deal.tricks.is_some() {
            return Err(LawError::new(
                format!("{at}.tricks"),
                "only game 3 scores tricks",
            ));
        }
        let maker = deal
            .maker
            .ok_or_else(|| LawError::new(format!("{at}.maker"), "needed: who made the trump"))?;
        if maker >= n {
            return Err(LawError::new(
                format!("{at}.maker"),
                format!("{maker} is not a player (0..{})", n - 1),
            ));
        }
        let points = super::solo::card_points(&at, deal.card_points, total)?;
        let bid_field = format!("{at}.bid");
        let target = match (settings.game, deal.bid, settings.bid_reading) {
            (1 | 2 | 5 | 6, None, _) => 60,
            (1 | 2 | 5 | 6, Some(b), BidReading::OverSixty) if (1..=60).contains(&b) => 60 + b,
            (1 | 2 | 5 | 6, Some(b), BidReading::Total) if (61..=120).contains(&b) => b,
            (1 | 2 | 5 | 6, Some(b), reading) => {
                let range = if reading == BidReading::OverSixty {
                    "1..60 over 60"
                } else {
                    "61..120"
                };
                return Err(LawError::new(
                    bid_field,
                    format!("{b} is not a bid ({range})"),
                ));
            }
            (_, Some(_), _) => {
                return Err(LawError::new(
                    bid_field,
                    format!("game {} has no bidding", settings.game),
                ));
            }
            // Game 4: the queen of clubs' side "must make 61" (L12124–12125); games 7–9: 121.
            (4, None, _) => 61,
            (_, None, _) => 121,
        };
        let revoke = match deal.revoke {
            Some(r) if r >= n => {
                return Err(LawError::new(
                    format!("{at}.revoke"),
                    format!("{r} is not a player (0..{})", n - 1),
                ));
            }
            other => other,
        };
        let side = maker % 2;
        // Games 7–9 at 120 each: neither side has 121 [INFER: nothing changes hands].
        let tied = total == 240 && points == 120 && revoke.is_none();
        let (won, mut amount, mut why) = if points >= target {
            (
                true,
                multiple(&settings, points, total),
                format!("made {target}"),
            )
        } else {
            (
                false,
                multiple(&settings, total - points, total),
                format!("needed {target}"),
            )
        };
        if !won && settings.game == 4 {
            // "or pay double the forfeit" (L12124–12125).
            amount *= 2;
            why.push_str(", and pays double");
        }
        // "The penalty for a revoke accrues to opponents of revoking side" (L12094–12096): they
        // take the pool [GAP: the book names no other penalty].
        let won = match revoke {
            Some(r) => {
                why = format!("{} revoked: the pool to the other side", names[r]);
                amount = 1;
                r % 2 != side
            }
            None => won,
        };
        if tied {
            amount = 0;
            why = "120 each: nobody has 121".to_owned();
        }
        let signed = if won { amount } else { -amount };
        let points_each: Vec<i64> = (0..n)
            .map(|p| if p % 2 == side { signed } else { -signed })
            .collect();
        let note = format!("{}'s side, {points} card points: {why}.", names[maker]);
        sitting.push(dealer, signed, (!tied).then_some(won), points_each, note);
    }
    Ok(sitting)
}

fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let sitting = play(input)?;
    let game = sitting.settings.game;
    let how = match game {
        3 => "each for himself, a chip a trick above or below two".to_owned(),
        7..=9 => "double pack, 240 card points, game 121".to_owned(),
        4 => "the queen of clubs' side must make 61 or pay double".to_owned(),
        _ => "the trump makers need 60 and their bid; 91 doubles the pool, 120 makes it fourfold"
            .to_owned(),
    };
    Ok(sitting.pad(vec![format!(
        "Schafkopf, game {game} (seed 001 L12040–12162): {how}. Partners sit alternately."
    )]))
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    super::pretty(&play(&super::book::kept_input(input)?)?)
}

const DEAL: &[Field] = &[
    Field {
        name: "maker",
        label: "Who made the trump (or, with no bid, held the jack of clubs)",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "in game 4, who held the queen of clubs; in games 7 to 9, any player of the side whose points you enter; left blank in game 3",
    },
    Field {
        name: "bid",
        label: "Points bid over 60",
        kind: FieldKind::Number { min: 1, max: 120 },
        per_side: false,
        optional: true,
        help: "blank when nobody bid; bidding fifteen means 75 to take",
    },
    Field {
        name: "card_points",
        label: "Card points the maker's side took",
        kind: FieldKind::Number { min: 0, max: 240 },
        per_side: false,
        optional: true,
        help: "ace 11, ten 10, king 4, queen 3, jack 2: 120 in the pack, 240 in a double pack",
    },
    Field {
        name: "tricks",
        label: "Tricks each player took (game 3)",
        kind: FieldKind::Number { min: 0, max: 8 },
        per_side: true,
        optional: true,
        help: "eight between them",
    },
    Field {
        name: "revoke",
        label: "Who revoked, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the pool goes to the other side",
    },
];

pub const LAWS: &[Law] = &[Law {
    id: "schafkopf",
    name: "Schafkopf (sheepshead): the book's games 1 to 9, the pool single, double or fourfold",
    sources: "seed 001 L12040–12162",
    doc: "docs/laws/schafkopf.md",
    settings: &[
        Setting {
            name: "game",
            values: &["1", "2", "3", "4", "5", "6", "7", "8", "9"],
            default: "1",
            about: "the book's games No. 1 to No. 9 (L12040–12162; the second \"No. 6\" at L12128 is No. 5)",
        },
        Setting {
            name: "bid_reading",
            values: &["\"over_sixty\"", "\"total\""],
            default: "\"over_sixty\"",
            about: "[AMBIG] a bid is the points over 60 (\"bidding fifteen must win 75\", L12074–12075) or, as L12104–12105 may read, the whole number to take",
        },
        Setting {
            name: "double_pack",
            values: &["\"scaled\"", "\"single\""],
            default: "\"scaled\"",
            about: "[INFER] games 7–9 have 240 points and \"Game is 121\" (L12148): the double and fourfold pools at 181 and 240, or none",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 4,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
}];
