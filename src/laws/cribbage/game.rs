//! A sitting of cribbage: each deal's points scored in the books' order, the game ended at the
//! game-hole, and each finished game settled (one game, or two for a lurch).
//!
//! The order (hoyle-1909-a §2.6 [INFERRED from procedure]): three for last (seed 000 L1202–1204),
//! his heels (seed 000 L1212–1214; seed 001 L9279–9282), the play, then the show "beginning with
//! the non-dealer" (seed 000 L1261), the dealer "first in his hand, and then in the crib"
//! (L1304–1306; seed 001 L9448–9453). Scoring stops at the game-hole: what is left of the deal
//! is not scored, and the loser's score at that moment decides the lurch.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Count, count_hand, parse_cards};
use super::{CRIB_SIZE, Code, Variant};
use crate::laws::LawError;
use crate::laws::pad::from_value;

/// The rules in force at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub code: Code,
    pub variant: Variant,
    /// Points for game: the game-hole.
    pub game: i64,
}

impl Settings {
    /// The game the books give the variant; three-hand's is chosen (61 or 121). The 1927 book
    /// has no seven-card game and so no lurch line for 181: refused rather than invented.
    pub fn new(code: Code, variant: Variant, three_hand_game: i64) -> Result<Settings, LawError> {
        let game = match variant {
            Variant::FiveCard => 61,
            Variant::SixCard | Variant::FourHand => 121,
            Variant::SevenCard => 181,
            Variant::ThreeHand => three_hand_game,
        };
        if code == Code::Rules1927 && variant == Variant::SevenCard {
            return Err(LawError::new(
                "settings.variant",
                "the 1927 book has no seven-card game (and no lurch line for 181); use code 1909",
            ));
        }
        Ok(Settings {
            code,
            variant,
            game,
        })
    }

    /// The least score that saves a loser from the lurch.
    pub fn lurch_line(&self) -> i64 {
        match self.code {
            // "Less than half": 30 is lurched at 61, 31 is not (30½ is half).
            Code::Hoyle1909 => (self.game + 1) / 2,
            // "Before his opponent gets 31; or … 91": the 1927 line is thirty short of the game.
            Code::Rules1927 => self.game - 30,
        }
    }
}

/// One deal as entered: a flat object whose keys are the deal fields (`table::DEAL`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEntry {
    pub dealer: i64,
    #[serde(default)]
    pub total: Option<Vec<i64>>,
    #[serde(default)]
    pub pegging: Option<Vec<i64>>,
    /// Each side's hand count; a side whose cards are given instead may be null (or 0).
    #[serde(default)]
    pub hand: Option<Vec<Option<i64>>>,
    /// Each side's hand cards; a side whose count is given instead is null.
    #[serde(default)]
    pub hand_cards: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub crib: Option<i64>,
    #[serde(default)]
    pub crib_cards: Option<String>,
    #[serde(default)]
    pub starter: Option<String>,
    #[serde(default)]
    pub heels: Option<bool>,
    #[serde(default)]
    pub out_first: Option<i64>,
}

/// What a step of scoring is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum What {
    ThreeForLast,
    HisHeels,
    Pegging,
    Hand,
    Crib,
    /// The deal's points entered as one number.
    Total,
}

impl What {
    pub fn label(self) -> &'static str {
        match self {
            What::ThreeForLast => "three for last",
            What::HisHeels => "his heels",
            What::Pegging => "play",
            What::Hand => "hand",
            What::Crib => "crib",
            What::Total => "deal",
        }
    }
}

/// Points to one side, in the order they are scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Step {
    pub side: usize,
    pub points: i64,
    #[serde(rename = "for")]
    pub what: What,
}

/// A hand or crib counted from its cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shown {
    pub side: usize,
    #[serde(rename = "of")]
    pub what: What,
    pub cards: String,
    pub count: Count,
}

/// One deal, played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealOutcome {
    pub dealer: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starter: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<Shown>,
    pub scored: Vec<Step>,
    /// What was left of the deal when a side reached the game-hole: not scored.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unscored: Vec<Step>,
    /// Each side's score after the deal.
    pub scores: Vec<i64>,
    /// The game this deal ended: an index into the games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

/// A finished game and its settlement in games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub lurched: Vec<bool>,
    /// What the winner gains: one game from each loser, two from each lurched one.
    pub value: i64,
    /// Signed games per side; they sum to zero.
    pub amounts: Vec<i64>,
    /// The first and last deal of the game (indexes into the deals).
    pub deals: [usize; 2],
}

/// Every deal entered, played out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub deals: Vec<DealOutcome>,
    pub games: Vec<GameResult>,
    /// The game under way: each side's score.
    pub scores: Vec<i64>,
    /// Deals have been played since the last game ended.
    pub open: bool,
    /// Games won and lost over the sitting, per side; sums to zero.
    pub net: Vec<i64>,
}

/// The scores, steps and counts of one deal before the game-hole is applied.
struct Plan {
    dealer: usize,
    starter: Option<Card>,
    shown: Vec<Shown>,
    /// Three for last and his heels: scored before anything else.
    first: Vec<Step>,
    /// The play (or totals): which side gets there first is not in the entry.
    race: Vec<Step>,
    race_what: What,
    /// The show, in its order.
    show: Vec<Step>,
    out_first: Option<usize>,
}

/// Plays every deal. `deals` are the entered objects; errors name `deals[i].field`.
pub fn play(
    settings: Settings,
    names: &[String],
    deals: &[serde_json::Value],
) -> Result<Sitting, LawError> {
    let sides = names.len();
    let mut sitting = Sitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0; sides],
        open: false,
        net: vec![0; sides],
    };
    let mut game_start = 0;
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let entry: DealEntry = from_value(&at, value)?;
        let first_of_game = !sitting.open;
        let plan = plan_deal(settings, sides, &at, &entry, first_of_game)?;
        let mut outcome = DealOutcome {
            dealer: plan.dealer,
            starter: plan.starter.map(|c| c.to_string()),
            shown: plan.shown.clone(),
            scored: Vec::new(),
            unscored: Vec::new(),
            scores: Vec::new(),
            ended_game: None,
        };
        let mut winner = None;
        for step in plan.first.iter().copied() {
            apply(
                settings.game,
                step,
                &mut sitting.scores,
                &mut winner,
                &mut outcome,
            );
        }
        let race = order_race(
            settings,
            names,
            &at,
            &plan,
            &sitting.scores,
            winner.is_some(),
        )?;
        for step in race.into_iter().chain(plan.show.iter().copied()) {
            apply(
                settings.game,
                step,
                &mut sitting.scores,
                &mut winner,
                &mut outcome,
            );
        }
        outcome.scores = sitting.scores.clone();
        sitting.open = true;
        if let Some(w) = winner {
            let result = settle(settings, w, &sitting.scores, [game_start, i]);
            for (net, amount) in sitting.net.iter_mut().zip(&result.amounts) {
                *net += amount;
            }
            outcome.ended_game = Some(sitting.games.len());
            sitting.games.push(result);
            sitting.scores = vec![0; sides];
            sitting.open = false;
            game_start = i + 1;
        }
        sitting.deals.push(outcome);
    }
    Ok(sitting)
}

/// Scores a step, unless the game is already won.
fn apply(
    game: i64,
    step: Step,
    scores: &mut [i64],
    winner: &mut Option<usize>,
    outcome: &mut DealOutcome,
) {
    if winner.is_some() {
        outcome.unscored.push(step);
        return;
    }
    scores[step.side] += step.points;
    outcome.scored.push(step);
    if scores[step.side] >= game {
        *winner = Some(step.side);
    }
}

/// The play's (or the totals') steps in the order they are credited: from the dealer's left,
/// unless `out_first` names who reached the game-hole first. An entry of totals does not say
/// who got there first, so when two sides would both reach it the entry must.
fn order_race(
    settings: Settings,
    names: &[String],
    at: &str,
    plan: &Plan,
    scores: &[i64],
    already_won: bool,
) -> Result<Vec<Step>, LawError> {
    let mut race = plan.race.clone();
    if already_won {
        return Ok(race);
    }
    let reaching: Vec<usize> = race
        .iter()
        .filter(|s| scores[s.side] + s.points >= settings.game)
        .map(|s| s.side)
        .collect();
    let what = plan.race_what.label();
    match plan.out_first {
        None if reaching.len() > 1 => {
            let who: Vec<&str> = reaching.iter().map(|&s| names[s].as_str()).collect();
            Err(LawError::new(
                format!("{at}.out_first"),
                format!(
                    "{} all reach {} in the {what}; say who was out first",
                    who.join(" and "),
                    settings.game
                ),
            ))
        }
        None => Ok(race),
        Some(first) => {
            if !reaching.contains(&first) {
                return Err(LawError::new(
                    format!("{at}.out_first"),
                    format!(
                        "{} does not reach {} in the {what}",
                        names[first], settings.game
                    ),
                ));
            }
            if let Some(pos) = race.iter().position(|s| s.side == first) {
                let step = race.remove(pos);
                race.insert(0, step);
            }
            Ok(race)
        }
    }
}

/// Reads and checks a deal, and lays out its steps in order.
fn plan_deal(
    settings: Settings,
    sides: usize,
    at: &str,
    entry: &DealEntry,
    first_of_game: bool,
) -> Result<Plan, LawError> {
    let field = |name: &str| format!("{at}.{name}");
    let dealer = side_index(&field("dealer"), entry.dealer, sides)?;
    let out_first = entry
        .out_first
        .map(|s| side_index(&field("out_first"), s, sides))
        .transpose()?;
    // From the dealer's left round to the dealer: the order of the play's lead and of the show.
    let order: Vec<usize> = (1..=sides).map(|k| (dealer + k) % sides).collect();
    let pone = order[0];

    let mut plan = Plan {
        dealer,
        starter: None,
        shown: Vec::new(),
        first: Vec::new(),
        race: Vec::new(),
        race_what: What::Pegging,
        show: Vec::new(),
        out_first,
    };
    if settings.variant.three_for_last() && first_of_game {
        plan.first.push(Step {
            side: pone,
            points: 3,
            what: What::ThreeForLast,
        });
    }

    if let Some(total) = &entry.total {
        let parts = [
            ("pegging", entry.pegging.is_some()),
            ("hand", entry.hand.is_some()),
            ("hand_cards", entry.hand_cards.is_some()),
            ("crib", entry.crib.is_some()),
            ("crib_cards", entry.crib_cards.is_some()),
            ("starter", entry.starter.is_some()),
            ("heels", entry.heels.is_some()),
        ];
        if let Some((name, _)) = parts.iter().find(|(_, given)| *given) {
            return Err(LawError::new(
                field(name),
                "a deal is entered as a total or in parts, not both",
            ));
        }
        let total = per_side(&field("total"), total, sides, settings.variant.max_deal())?;
        plan.race_what = What::Total;
        plan.race = order
            .iter()
            .map(|&side| Step {
                side,
                points: total[side],
                what: What::Total,
            })
            .collect();
        return Ok(plan);
    }

    let starter = entry
        .starter
        .as_deref()
        .map(|text| one_card(&field("starter"), text))
        .transpose()?;
    plan.starter = starter;
    let mut seen: Vec<(Card, String)> = Vec::new();
    if let Some(card) = starter {
        seen.push((card, field("starter")));
    }

    let heels = match (starter, entry.heels) {
        (Some(card), Some(said)) if said != card.is_jack() => {
            return Err(LawError::new(
                field("heels"),
                format!("the start is {card}: his heels is {}", card.is_jack()),
            ));
        }
        (Some(card), _) => card.is_jack(),
        (None, said) => said.unwrap_or(false),
    };
    if heels {
        plan.first.push(Step {
            side: dealer,
            points: 2,
            what: What::HisHeels,
        });
    }

    let pegging = match &entry.pegging {
        Some(p) => per_side(&field("pegging"), p, sides, settings.variant.max_pegging())?,
        None => vec![0; sides],
    };
    plan.race = order
        .iter()
        .filter(|&&side| pegging[side] > 0)
        .map(|&side| Step {
            side,
            points: pegging[side],
            what: What::Pegging,
        })
        .collect();

    let need_starter = |name: &str| {
        starter.ok_or_else(|| LawError::new(field("starter"), format!("needed to count {name}")))
    };

    // Each side's hands, in the order its players show (four-hand: the player on the dealer's
    // left, then the dealer's partner, then the other adversary, then the dealer).
    let mut hands: Vec<Vec<i64>> = vec![Vec::new(); sides];
    if entry.hand.is_none() && entry.hand_cards.is_none() {
        return Err(LawError::new(
            field("hand"),
            "enter the deal's total, or its hands (hand or hand_cards) and crib",
        ));
    }
    for (name, given) in [
        ("hand", entry.hand.as_ref().map(Vec::len)),
        ("hand_cards", entry.hand_cards.as_ref().map(Vec::len)),
    ] {
        if let Some(n) = given.filter(|&n| n != sides) {
            return Err(count_error(&field(name), n, sides, "hands"));
        }
    }
    let max = settings.variant.max_hand() * settings.variant.hands_per_side() as i64;
    // Side by side, a hand is counted or shown: one player may give the count and the other
    // the cards. A count of nought beside cards is the form's blank, and the cards are read.
    for side in 0..sides {
        let number = entry.hand.as_ref().and_then(|h| h[side]);
        let cards = entry.hand_cards.as_ref().and_then(|h| h[side].as_ref());
        match (number, cards) {
            (Some(n), Some(_)) if n != 0 => {
                return Err(LawError::new(
                    format!("{at}.hand_cards[{side}]"),
                    "enter this hand as a number or as cards, not both",
                ));
            }
            (_, Some(text)) => {
                let starter = need_starter("the hands")?;
                let name = format!("{at}.hand_cards[{side}]");
                let per_player: Vec<&str> = if settings.variant.hands_per_side() == 2 {
                    text.split('/').collect()
                } else {
                    vec![text.as_str()]
                };
                if per_player.len() != settings.variant.hands_per_side() {
                    return Err(LawError::new(
                        name,
                        "both partners' hands, separated by \"/\" (\"5H 5D 5C JS / 2C 3D 4H 9S\")",
                    ));
                }
                for one in per_player {
                    let cards = parse_cards(&name, one)?;
                    let size = settings.variant.hand_size();
                    if cards.len() != size {
                        return Err(LawError::new(
                            name,
                            format!("{} cards; a hand is {size} without the start", cards.len()),
                        ));
                    }
                    check_unique(&name, &cards, &mut seen)?;
                    let count = count_hand(&cards, starter, false, settings.variant);
                    hands[side].push(i64::from(count.total));
                    plan.shown.push(Shown {
                        side,
                        what: What::Hand,
                        cards: show_cards(&cards),
                        count,
                    });
                }
            }
            (Some(n), None) => {
                hands[side].push(bounded(&format!("{at}.hand[{side}]"), n, max)?);
            }
            (None, None) => {
                return Err(LawError::new(
                    format!("{at}.hand[{side}]"),
                    "enter this hand's count, or its cards",
                ));
            }
        }
    }

    let crib = match (entry.crib, &entry.crib_cards) {
        (Some(_), Some(_)) => {
            return Err(LawError::new(
                field("crib_cards"),
                "enter the crib as a number or as cards, not both",
            ));
        }
        (Some(n), None) => bounded(&field("crib"), n, 29)?,
        (None, Some(text)) => {
            let starter = need_starter("the crib")?;
            let name = field("crib_cards");
            let cards = parse_cards(&name, text)?;
            if cards.len() != CRIB_SIZE {
                return Err(LawError::new(
                    name,
                    format!(
                        "{} cards; the crib is {CRIB_SIZE} without the start",
                        cards.len()
                    ),
                ));
            }
            check_unique(&name, &cards, &mut seen)?;
            let count = count_hand(&cards, starter, true, settings.variant);
            plan.shown.push(Shown {
                side: dealer,
                what: What::Crib,
                cards: show_cards(&cards),
                count,
            });
            i64::from(count.total)
        }
        (None, None) => {
            return Err(LawError::new(
                field("crib"),
                "enter the crib as a number (crib) or its cards (crib_cards)",
            ));
        }
    };

    // The show: each round of hands from the dealer's left, then the crib.
    let rounds = hands.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..rounds {
        for &side in &order {
            if let Some(&points) = hands[side].get(round) {
                plan.show.push(Step {
                    side,
                    points,
                    what: What::Hand,
                });
            }
        }
    }
    plan.show.push(Step {
        side: dealer,
        points: crib,
        what: What::Crib,
    });
    Ok(plan)
}

fn show_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn one_card(field: &str, text: &str) -> Result<Card, LawError> {
    match parse_cards(field, text)?.as_slice() {
        [card] => Ok(*card),
        cards => Err(LawError::new(
            field,
            format!("{} cards; the start is one card", cards.len()),
        )),
    }
}

/// A card may be in only one place in a deal: the start, one hand, or the crib.
fn check_unique(
    field: &str,
    cards: &[Card],
    seen: &mut Vec<(Card, String)>,
) -> Result<(), LawError> {
    for &card in cards {
        if let Some((_, other)) = seen.iter().find(|(c, _)| *c == card) {
            let where_ = if other == field {
                "twice here".to_owned()
            } else {
                format!("also in {other}")
            };
            return Err(LawError::new(field, format!("{card} is {where_}")));
        }
        seen.push((card, field.to_owned()));
    }
    Ok(())
}

fn side_index(field: &str, value: i64, sides: usize) -> Result<usize, LawError> {
    usize::try_from(value)
        .ok()
        .filter(|&s| s < sides)
        .ok_or_else(|| LawError::new(field, format!("{value} is not a side 0..{}", sides - 1)))
}

fn count_error(field: &str, got: usize, sides: usize, what: &str) -> LawError {
    LawError::new(
        field,
        format!("{got} {what}; one for each of the {sides} sides"),
    )
}

fn bounded(field: &str, value: i64, max: i64) -> Result<i64, LawError> {
    if value < 0 {
        return Err(LawError::new(field, format!("{value} is negative")));
    }
    if value > max {
        return Err(LawError::new(field, format!("{value} is more than {max}")));
    }
    Ok(value)
}

fn per_side(field: &str, values: &[i64], sides: usize, max: i64) -> Result<Vec<i64>, LawError> {
    if values.len() != sides {
        return Err(count_error(field, values.len(), sides, "numbers"));
    }
    values
        .iter()
        .enumerate()
        .map(|(j, &v)| bounded(&format!("{field}[{j}]"), v, max))
        .collect()
}

/// Settles a game: each loser pays one game, two if lurched.
pub fn settle(settings: Settings, winner: usize, scores: &[i64], deals: [usize; 2]) -> GameResult {
    let line = settings.lurch_line();
    let lurched: Vec<bool> = scores
        .iter()
        .enumerate()
        .map(|(side, &s)| side != winner && s < line)
        .collect();
    let mut amounts: Vec<i64> = lurched
        .iter()
        .enumerate()
        .map(|(side, &l)| match (side == winner, l) {
            (true, _) => 0,
            (false, true) => -2,
            (false, false) => -1,
        })
        .collect();
    let value = -amounts.iter().sum::<i64>();
    amounts[winner] = value;
    GameResult {
        winner,
        scores: scores.to_vec(),
        lurched,
        value,
        amounts,
        deals,
    }
}
