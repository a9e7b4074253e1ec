//! Sixty-six: two-hand (game points 1, 2 or 3 by the opponent's count, closing, the carried
//! point), three-hand (the dealer scores what is won on his deal, but cannot go out on it) and
//! four-hand (sides' counts of 66, 100 and 130; the ten of trumps). Seven game points are game;
//! each game is settled as one.
//!
//! Source: Rules of Card Games, c. 1927 (seed 001) L9098–9239 (rules-1927-b.md §2.7). The
//! marriages (20, 40) and last trick (10) are inside the count the players enter; the law here is
//! what the count is worth.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides, from_value};
use crate::laws::registry::{self, Law, Setting, Table};

/// Seven game points are game (seed 001 L9198, L9213, L9235).
pub const GAME: i64 = 7;
/// The cards and the last trick of the four-hand pack: 120 + 10 (seed 001 L9228–9232).
pub const FOUR_HAND_TOTAL: i64 = 130;
/// The most a two-hand player can count in one deal: 120 in cards, 10 for last, marriages.
const MAX_COUNT: i64 = 250;

/// How a two-hand deal ended (seed 001 L9178–9198).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// `player` reached 66 and announced it (or closed and made it, or claimed it rightly).
    Out,
    /// `player` closed, or claimed 66, and failed: the opponent scores.
    Failed,
    /// Nobody announced 66: nothing scored, one point to the winner of the next decided deal.
    Undecided,
}

/// One deal of the two- or three-hand game, as entered.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEntry {
    pub ending: Ending,
    #[serde(default)]
    pub player: Option<i64>,
    /// The opponent's count when `player` reached 66.
    #[serde(default)]
    pub opponent_count: Option<i64>,
    /// Whether the opponent had taken a trick (when 66 was reached; when the failed closer
    /// closed).
    #[serde(default)]
    pub opponent_trick: Option<bool>,
    /// Three-hand: who dealt (and took no cards).
    #[serde(default)]
    pub dealer: Option<i64>,
}

/// One deal of the four-hand game: each side's count.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FourHandEntry {
    pub counts: Vec<i64>,
    /// The side that won the ten of trumps, where it counts a game point.
    #[serde(default)]
    pub ten_of_trumps: Option<i64>,
}

/// Four-hand: a side's count of exactly 100 is "66 or more, but less than 100" for neither rule
/// and "over 100" for neither (rules-1927-b §2.7.3 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exactly100 {
    #[default]
    Two,
    One,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FourHandSettings {
    #[serde(default)]
    pub exactly_100: Exactly100,
    /// "In some localities the ten of trumps counts 1 game point" (seed 001 L9233–9237).
    #[serde(default)]
    pub ten_of_trumps: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoSettings {}

/// Game points won in a deal, to whom, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Award {
    pub side: usize,
    pub points: i64,
    pub label: String,
}

/// One deal played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealOutcome {
    pub awards: Vec<Award>,
    /// What the deal won after the game was out: not scored.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unscored: Vec<Award>,
    /// Game points carried to the next decided deal after this one.
    pub carried: i64,
    pub scores: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

/// A finished game: the winner gains one game from each other side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub value: i64,
    pub amounts: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub deals: Vec<DealOutcome>,
    pub games: Vec<GameResult>,
    pub scores: Vec<i64>,
    pub carried: i64,
    pub open: bool,
    pub net: Vec<i64>,
}

/// Which game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    TwoHand,
    ThreeHand,
    FourHand(FourHandSettings),
    Auction(AuctionSettings),
}

impl Form {
    /// Seven game points, but twenty at auction sixty-six (L9264).
    pub fn game(self) -> i64 {
        match self {
            Form::Auction(_) => AUCTION_GAME,
            _ => GAME,
        }
    }

    fn sides(self) -> usize {
        match self {
            Form::ThreeHand => 3,
            _ => 2,
        }
    }
}

fn side_index(field: &str, value: Option<i64>, sides: usize) -> Result<usize, LawError> {
    let value = value.ok_or_else(|| LawError::new(field, "needed for this ending"))?;
    usize::try_from(value)
        .ok()
        .filter(|&s| s < sides)
        .ok_or_else(|| LawError::new(field, format!("{value} is not a side 0..{}", sides - 1)))
}

/// What a two-hand ending is worth, and to whom (seed 001 L9178–9196).
fn two_hand_award(
    at: &str,
    entry: &DealEntry,
    active: [usize; 2],
    sides: usize,
) -> Result<Option<Award>, LawError> {
    let field = |name: &str| format!("{at}.{name}");
    if entry.ending == Ending::Undecided {
        for (name, given) in [
            ("player", entry.player.is_some()),
            ("opponent_count", entry.opponent_count.is_some()),
            ("opponent_trick", entry.opponent_trick.is_some()),
        ] {
            if given {
                return Err(LawError::new(field(name), "not for an undecided deal"));
            }
        }
        return Ok(None);
    }
    let player = side_index(&field("player"), entry.player, sides)?;
    if !active.contains(&player) {
        return Err(LawError::new(
            field("player"),
            format!("{player} dealt and took no cards"),
        ));
    }
    let opponent = if active[0] == player {
        active[1]
    } else {
        active[0]
    };
    let trick = entry.opponent_trick.unwrap_or(true);
    match entry.ending {
        Ending::Out => {
            let count = match (entry.opponent_count, trick) {
                (Some(count), _) => count,
                (None, false) => 0,
                (None, true) => {
                    return Err(LawError::new(
                        field("opponent_count"),
                        "needed: 33 or more scores one game point, less two",
                    ));
                }
            };
            if !(0..=MAX_COUNT).contains(&count) {
                return Err(LawError::new(
                    field("opponent_count"),
                    format!("{count} is not 0..{MAX_COUNT}"),
                ));
            }
            if !trick && count > 0 {
                // Marriages need a trick before they count, and card points are won in
                // tricks: without a trick the opponent has nothing.
                return Err(LawError::new(
                    field("opponent_count"),
                    format!("{count}, but the opponent took no trick"),
                ));
            }
            let (points, why) = if !trick {
                (3, "before the opponent took a trick")
            } else if count < 33 {
                (2, "before the opponent reached 33")
            } else {
                (1, "sixty-six")
            };
            Ok(Some(Award {
                side: player,
                points,
                label: why.to_owned(),
            }))
        }
        Ending::Failed => {
            if entry.opponent_count.is_some() {
                return Err(LawError::new(
                    field("opponent_count"),
                    "not for a failed close: the opponent scores 2, or 3 without a trick",
                ));
            }
            let points = if trick { 2 } else { 3 };
            Ok(Some(Award {
                side: opponent,
                points,
                label: "the closer failed".to_owned(),
            }))
        }
        Ending::Undecided => Ok(None),
    }
}

/// Plays every deal of the chosen form.
pub fn play(form: Form, deals: &[serde_json::Value]) -> Result<Sitting, LawError> {
    let sides = form.sides();
    let mut sitting = Sitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0; sides],
        carried: 0,
        open: false,
        net: vec![0; sides],
    };
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let mut awards = Vec::new();
        // Who won the deal, to take any carried point; `None` for an undecided deal.
        let mut decided_for = None;
        let mut carries = false;
        match form {
            Form::TwoHand => {
                let entry: DealEntry = from_value(&at, value)?;
                if entry.dealer.is_some() {
                    return Err(LawError::new(
                        format!("{at}.dealer"),
                        "only the three-hand game enters the dealer",
                    ));
                }
                match two_hand_award(&at, &entry, [0, 1], 2)? {
                    Some(a) => {
                        decided_for = Some(a.side);
                        awards.push(a);
                    }
                    None => carries = true,
                }
            }
            Form::ThreeHand => {
                let entry: DealEntry = from_value(&at, value)?;
                let dealer = side_index(&format!("{at}.dealer"), entry.dealer, 3)?;
                let active = [(dealer + 1) % 3, (dealer + 2) % 3];
                // The dealer "scores as many points as are won on his deal by either of the
                // players"; an undecided deal gives him one and them nothing (L9209–9212).
                match two_hand_award(&at, &entry, active, 3)? {
                    Some(a) => {
                        let points = a.points;
                        awards.push(a);
                        awards.push(Award {
                            side: dealer,
                            points,
                            label: "as dealer".to_owned(),
                        });
                    }
                    None => awards.push(Award {
                        side: dealer,
                        points: 1,
                        label: "as dealer: undecided".to_owned(),
                    }),
                }
                cap_dealer(&mut awards, dealer, &sitting.scores);
            }
            Form::FourHand(settings) => {
                let entry: FourHandEntry = from_value(&at, value)?;
                decided_for = four_hand_awards(&at, settings, &entry, &mut awards)?;
                carries = decided_for.is_none();
            }
            Form::Auction(settings) => {
                let entry: AuctionEntry = from_value(&at, value)?;
                awards.push(auction_award(&at, settings, &entry)?);
            }
        }
        // The carried points go "to the winner of the next game which is decided"; an undecided
        // deal after another adds its point to them (three-hand has none: its dealer scores).
        if let Some(side) = decided_for.filter(|_| sitting.carried > 0) {
            awards.push(Award {
                side,
                points: sitting.carried,
                label: "carried".to_owned(),
            });
            sitting.carried = 0;
        }
        if carries {
            sitting.carried += 1;
        }
        let mut winner = None;
        let mut scored = Vec::new();
        let mut unscored = Vec::new();
        for a in awards {
            if winner.is_some() {
                unscored.push(a);
                continue;
            }
            sitting.scores[a.side] += a.points;
            if sitting.scores[a.side] >= form.game() {
                winner = Some(a.side);
            }
            scored.push(a);
        }
        sitting.open = true;
        let mut outcome = DealOutcome {
            awards: scored,
            unscored,
            carried: sitting.carried,
            scores: sitting.scores.clone(),
            ended_game: None,
        };
        if let Some(w) = winner {
            let mut amounts = vec![-1; sides];
            amounts[w] = sides as i64 - 1;
            for (n, a) in sitting.net.iter_mut().zip(&amounts) {
                *n += a;
            }
            outcome.ended_game = Some(sitting.games.len());
            sitting.games.push(GameResult {
                winner: w,
                scores: sitting.scores.clone(),
                value: sides as i64 - 1,
                amounts,
            });
            sitting.scores = vec![0; sides];
            sitting.open = false;
        }
        sitting.deals.push(outcome);
    }
    Ok(sitting)
}

/// "A dealer cannot score enough to win game. His 7th point must be won when he is an active
/// player" (seed 001 L9213–9215): the dealer's award is cut to leave him at six.
fn cap_dealer(awards: &mut [Award], dealer: usize, scores: &[i64]) {
    for a in awards.iter_mut().filter(|a| a.side == dealer) {
        let room = (GAME - 1 - scores[dealer]).max(0);
        if a.points > room {
            a.label = format!(
                "{} (cut from {}: a dealer cannot go out)",
                a.label, a.points
            );
            a.points = room;
        }
    }
}

/// Four-hand: 66–99 one point, over 100 two, every trick (130) three; 65 all carries a point
/// (seed 001 L9228–9233).
fn four_hand_awards(
    at: &str,
    settings: FourHandSettings,
    entry: &FourHandEntry,
    awards: &mut Vec<Award>,
) -> Result<Option<usize>, LawError> {
    let field = format!("{at}.counts");
    let counts = match entry.counts.as_slice() {
        [a, b] => [*a, *b],
        other => {
            return Err(LawError::new(
                field,
                format!("{} numbers; one for each side", other.len()),
            ));
        }
    };
    for (j, &c) in counts.iter().enumerate() {
        if !(0..=FOUR_HAND_TOTAL).contains(&c) {
            return Err(LawError::new(
                format!("{field}[{j}]"),
                format!("{c} is not 0..{FOUR_HAND_TOTAL}"),
            ));
        }
    }
    if counts[0] + counts[1] != FOUR_HAND_TOTAL {
        return Err(LawError::new(
            field,
            format!(
                "{} + {} is not {FOUR_HAND_TOTAL}, the cards and the last trick",
                counts[0], counts[1]
            ),
        ));
    }
    match (entry.ten_of_trumps, settings.ten_of_trumps) {
        (Some(_), false) => {
            return Err(LawError::new(
                format!("{at}.ten_of_trumps"),
                "the ten of trumps counts only with the setting ten_of_trumps",
            ));
        }
        (Some(side), true) => {
            let side = side_index(&format!("{at}.ten_of_trumps"), Some(side), 2)?;
            // Won on a trick, so scored before the hand is counted (L9235–9237).
            awards.push(Award {
                side,
                points: 1,
                label: "ten of trumps".to_owned(),
            });
        }
        (None, _) => {}
    }
    let Some(side) = (0..2).find(|&s| counts[s] >= 66) else {
        return Ok(None);
    };
    let count = counts[side];
    let points = match count {
        130 => 3,
        100 => match settings.exactly_100 {
            Exactly100::Two => 2,
            Exactly100::One => 1,
        },
        c if c > 100 => 2,
        _ => 1,
    };
    awards.push(Award {
        side,
        points,
        label: format!("counted {count}"),
    });
    Ok(Some(side))
}

// ---- Auction sixty-six ----------------------------------------------------------------------

/// Twenty points is game at auction sixty-six (L9264).
pub const AUCTION_GAME: i64 = 20;

/// A contract of auction sixty-six (L9250–9253): to play (66), 90, 100, 120 or every trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Contract {
    #[serde(rename = "66")]
    Play,
    #[serde(rename = "90")]
    Ninety,
    #[serde(rename = "100")]
    Hundred,
    #[serde(rename = "120")]
    HundredTwenty,
    #[serde(rename = "all")]
    AllTricks,
}

/// What a failed bid costs: "loses what should have been made, had bid been successful" (L9264–9266)
/// — said of the bidders, so taken from them; or given to their opponents
/// (rules-1927-b §2.7.4 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Failure {
    #[default]
    Debit,
    CreditOpponents,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionSettings {
    /// A bid of 120 made: the book gives no value (rules-1927-b §2.7.4 AMBIG); 4 or 5.
    #[serde(default = "four")]
    pub bid_120: i64,
    #[serde(default)]
    pub failure: Failure,
}

fn four() -> i64 {
    4
}

impl Default for AuctionSettings {
    fn default() -> Self {
        AuctionSettings {
            bid_120: four(),
            failure: Failure::default(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionEntry {
    pub bidder: i64,
    pub bid: Contract,
    pub made: bool,
    /// Played without a partner: "if he succeeds he wins double. If he loses he loses double"
    /// (L9267–9269).
    #[serde(default)]
    pub lone: bool,
}

/// The value of a contract made (L9258–9264): 1, 2, 4, the setting for 120, 5.
pub fn contract_value(settings: AuctionSettings, bid: Contract) -> i64 {
    match bid {
        Contract::Play => 1,
        Contract::Ninety => 2,
        Contract::Hundred => 4,
        Contract::HundredTwenty => settings.bid_120,
        Contract::AllTricks => 5,
    }
}

fn auction_award(
    at: &str,
    settings: AuctionSettings,
    entry: &AuctionEntry,
) -> Result<Award, LawError> {
    if !(4..=5).contains(&settings.bid_120) {
        return Err(LawError::new(
            "settings.bid_120",
            format!("{} is not 4 or 5", settings.bid_120),
        ));
    }
    let bidder = side_index(&format!("{at}.bidder"), Some(entry.bidder), 2)?;
    let value = contract_value(settings, entry.bid) * if entry.lone { 2 } else { 1 };
    let lone = if entry.lone { ", lone hand" } else { "" };
    Ok(match (entry.made, settings.failure) {
        (true, _) => Award {
            side: bidder,
            points: value,
            label: format!("bid made{lone}"),
        },
        (false, Failure::Debit) => Award {
            side: bidder,
            points: -value,
            label: format!("bid lost{lone}"),
        },
        (false, Failure::CreditOpponents) => Award {
            side: 1 - bidder,
            points: value,
            label: format!("opponents' bid lost{lone}"),
        },
    })
}

// ---- The JSON contracts and the tables -------------------------------------------------------

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: S,
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    deals: Vec<DealOutcome>,
    games: Vec<GameResult>,
    scores: Vec<i64>,
    carried: i64,
    open: bool,
    net: Vec<i64>,
}

fn check_names(field: &str, names: &[String], sides: usize) -> Result<(), LawError> {
    crate::laws::check_names(field, names, sides..=sides, &format!("{sides} sides"))
}

fn score_json<S: serde::de::DeserializeOwned + Default>(
    input: &str,
    form: impl Fn(&S) -> Form,
) -> Result<String, LawError> {
    let parsed: Input<S> = crate::laws::parse_json(input)?;
    let form = form(&parsed.settings);
    check_names("players", &parsed.players, form.sides())?;
    let s = play(form, &parsed.deals)?;
    crate::laws::pretty(&Output {
        deals: s.deals,
        games: s.games,
        scores: s.scores,
        carried: s.carried,
        open: s.open,
        net: s.net,
    })
}

pub fn score_two_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<NoSettings>(input, |_| Form::TwoHand)
}

pub fn score_three_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<NoSettings>(input, |_| Form::ThreeHand)
}

pub fn score_four_hand_json(input: &str) -> Result<String, LawError> {
    score_json::<FourHandSettings>(input, |s| Form::FourHand(*s))
}

pub fn score_auction_json(input: &str) -> Result<String, LawError> {
    score_json::<AuctionSettings>(input, |s| Form::Auction(*s))
}

fn pad_of(input: &PadInput, form: Form) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, form.sides())?;
    let s = play(form, &input.deals)?;
    let sides = form.sides();
    let mut pad = Pad {
        open: s.open,
        notes: vec![format!(
            "Game {} points; each game settled as one.",
            form.game()
        )],
        ..Pad::new(input.sides.clone())
    };
    for (i, deal) in s.deals.iter().enumerate() {
        let mut below = vec![Vec::new(); sides];
        for a in &deal.awards {
            below[a.side].push(Item::new(a.points, a.label.clone()));
        }
        let note = if deal.awards.is_empty() {
            format!("undecided: {} carried", deal.carried)
        } else {
            String::new()
        };
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); sides],
            below,
            note,
        });
        if let Some(g) = deal.ended_game {
            let result = &s.games[g];
            pad.rows.push(Row::Game {
                winner: result.winner,
                label: "game".to_owned(),
            });
            pad.settle(Settlement {
                winner: Some(result.winner),
                value: result.value,
                amounts: result.amounts.clone(),
                label: "game".to_owned(),
                lurch: false,
                final_points: Vec::new(),
            });
        }
    }
    Ok(pad)
}

fn two_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let _: NoSettings = input.settings()?;
    pad_of(input, Form::TwoHand)
}

fn three_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let _: NoSettings = input.settings()?;
    pad_of(input, Form::ThreeHand)
}

fn four_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    let s: FourHandSettings = input.settings()?;
    pad_of(input, Form::FourHand(s))
}

fn auction_pad(input: &PadInput) -> Result<Pad, LawError> {
    let s: AuctionSettings = input.settings()?;
    pad_of(input, Form::Auction(s))
}

const ENDING: Field = Field {
    name: "ending",
    label: "Ending",
    kind: FieldKind::Choice {
        choices: &[
            ("out", "reached 66 and announced it"),
            ("failed", "closed or claimed, and failed"),
            ("undecided", "nobody announced 66"),
        ],
    },
    per_side: false,
    optional: false,
    help: "how the deal ended",
};
const PLAYER: Field = Field {
    name: "player",
    label: "Player",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "who reached 66, or who closed and failed",
};
const OPPONENT_COUNT: Field = Field {
    name: "opponent_count",
    label: "Opponent's count",
    kind: FieldKind::Number {
        min: 0,
        max: MAX_COUNT,
    },
    per_side: false,
    optional: true,
    help: "the opponent's points when 66 was reached (under 33 doubles)",
};
const OPPONENT_TRICK: Field = Field {
    name: "opponent_trick",
    label: "Opponent took a trick",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "when 66 was reached (or when the failed closer closed); blank means yes",
};

const TWO_HAND_DEAL: &[Field] = &[ENDING, PLAYER, OPPONENT_COUNT, OPPONENT_TRICK];
const THREE_HAND_DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Dealer",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who dealt and sat out: he scores what either player wins",
    },
    ENDING,
    PLAYER,
    OPPONENT_COUNT,
    OPPONENT_TRICK,
];
const FOUR_HAND_DEAL: &[Field] = &[
    Field {
        name: "counts",
        label: "Count",
        kind: FieldKind::Number {
            min: 0,
            max: FOUR_HAND_TOTAL,
        },
        per_side: true,
        optional: false,
        help: "each side's cards and last trick; together 130",
    },
    Field {
        name: "ten_of_trumps",
        label: "Ten of trumps",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the side that won it, where it counts a game point",
    },
];

const AUCTION_DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Bidders",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side of the highest bidder",
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: FieldKind::Choice {
            choices: &[
                ("66", "play (66)"),
                ("90", "90"),
                ("100", "100"),
                ("120", "120"),
                ("all", "every trick"),
            ],
        },
        per_side: false,
        optional: false,
        help: "the contract",
    },
    Field {
        name: "made",
        label: "Made",
        kind: FieldKind::Flag,
        per_side: false,
        optional: false,
        help: "the bidders made their bid",
    },
    Field {
        name: "lone",
        label: "Lone hand",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "played without a partner: double either way",
    },
];

pub const LAWS: &[Law] = &[
    Law {
        id: "sixty-six",
        name: "Sixty-six, two-hand: 1, 2 or 3 game points a deal; seven is game",
        sources: "seed 001 L9098–9200",
        doc: "docs/laws/sixty-six.md",
        settings: &[],
        score: score_two_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: TWO_HAND_DEAL,
            pad: two_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-three-hand",
        name: "Sixty-six, three-hand: the dealer sits out and scores with the winner",
        sources: "seed 001 L9201–9215",
        doc: "docs/laws/sixty-six.md",
        settings: &[],
        score: score_three_hand_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: THREE_HAND_DEAL,
            pad: three_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-four-hand",
        name: "Sixty-six, four-hand: partners, 66, 100 and 130",
        sources: "seed 001 L9216–9239",
        doc: "docs/laws/sixty-six.md",
        settings: &[
            Setting {
                name: "exactly_100",
                values: &["\"two\"", "\"one\""],
                default: "\"two\"",
                about: "a count of exactly 100 is neither \"less than 100\" nor \"over 100\" (L9230–9232; rules-1927-b §2.7.3 AMBIG)",
            },
            Setting {
                name: "ten_of_trumps",
                values: &["false", "true"],
                default: "false",
                about: "\"in some localities\" the ten of trumps counts a game point to the side winning it, and can put a side at six out at once (L9233–9237)",
            },
        ],
        score: score_four_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: FOUR_HAND_DEAL,
            pad: four_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-six-auction",
        name: "Auction sixty-six: partners bid 66, 90, 100, 120 or every trick; twenty is game",
        sources: "seed 001 L9240–9269",
        doc: "docs/laws/sixty-six.md",
        settings: &[
            Setting {
                name: "bid_120",
                values: &["4", "5"],
                default: "4",
                about: "a bid of 120 made: the book gives 100 four and all the tricks five, but no value for 120 (L9258–9264; rules-1927-b §2.7.4 AMBIG)",
            },
            Setting {
                name: "failure",
                values: &["\"debit\"", "\"credit_opponents\""],
                default: "\"debit\"",
                about: "\"failure to make the bid loses what should have been made\": taken from the bidders, or given to their opponents (L9264–9266; rules-1927-b §2.7.4 AMBIG)",
            },
        ],
        score: score_auction_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: AUCTION_DEAL,
            pad: auction_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
