//! The partnership engine of cinch and sixty-three: the highest bidder's side names the trump,
//! each side makes points from the counting cards it takes, a side short of its bid is set back
//! (or, by the second method, only the difference is scored), a revoke costs the offending side
//! the hand, and when both sides pass the game on one deal the bidder's side counts first.
//!
//! Seed 001 L10342–10347 (revoke), L10386–10408 (the two methods, going out, game);
//! L10462–10474 (sixty-three: "In all other respects, the rules of Cinch apply").

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Card, Settle, settle_sides};
use crate::laws::LawError;
use crate::laws::pad::{Item, Pad, PadInput, Row, from_value};

/// One partnership game of the family: its counting cards, their total and its usual game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    pub law: &'static str,
    pub title: &'static str,
    pub cards: &'static [Card],
    /// What the cards of one deal add up to, and so the highest bid.
    pub total: i64,
    pub default_game: i64,
    /// The lines of its law, for the pad's note.
    pub sources: &'static str,
}

/// The two methods of scoring (L10386–10406).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// Each side scores what it makes; the bidders, short of the bid, are set back its amount.
    #[default]
    SetBack,
    /// The bid made, the side making more scores the difference; failed, the opponents score
    /// their points and the bid.
    Difference,
}

/// Whom low counts for at cinch (L10361–10372). The deal says which side scored it; the setting
/// says how the table reads that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Low {
    #[default]
    Won,
    Dealt,
}

/// What the bidder's own side's revoke costs it (L10342–10347 say only that it cannot score).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BidderRevoke {
    #[default]
    NoScore,
    SetBack,
}

/// The settings of a cinch or sixty-three table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The game; the law's usual one when absent.
    #[serde(default)]
    pub game: Option<i64>,
    #[serde(default)]
    pub scoring: Scoring,
    #[serde(default)]
    pub low: Option<Low>,
    #[serde(default)]
    pub bidder_revoke: BidderRevoke,
    #[serde(default)]
    pub settle: Settle,
}

/// The settings in force, as the output shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct InForce {
    pub game: i64,
    pub scoring: Scoring,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub low: Option<Low>,
    pub bidder_revoke: BidderRevoke,
    pub settle: Settle,
}

/// One hand, as a party's tally gives it: who bid, how much, the points each side made, and the
/// side that revoked (or held too many cards), if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hand {
    pub bidder: usize,
    pub bid: i64,
    pub taken: [i64; 2],
    pub revoke: Option<usize>,
}

/// One hand scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HandScore {
    /// What each side scores on the hand; a set-back is negative.
    pub points: [i64; 2],
    /// Whether the bidder's side made its bid.
    pub made: bool,
    /// The bidder's side was set back.
    pub set_back: bool,
}

/// Checks the settings against the game: a game above nought, low only where the law has it.
pub fn in_force(game: &Game, settings: &Settings) -> Result<InForce, LawError> {
    let target = settings.game.unwrap_or(game.default_game);
    if !(1..=9_999).contains(&target) {
        return Err(LawError::new(
            "settings.game",
            format!("{target} is not a game; 1..9999 points"),
        ));
    }
    // Only cinch offers a choice for low; at sixty-three every point goes to its taker (L10470).
    let low = match (game.law == "cinch", settings.low) {
        (true, low) => Some(low.unwrap_or_default()),
        (false, None) => None,
        (false, Some(_)) => {
            return Err(LawError::new(
                "settings.low",
                "at sixty-three low counts to the player taking it (L10470); there is no choice",
            ));
        }
    };
    Ok(InForce {
        game: target,
        scoring: settings.scoring,
        low,
        bidder_revoke: settings.bidder_revoke,
        settle: settings.settle,
    })
}

fn check_hand(game: &Game, hand: &Hand, at: &str) -> Result<(), LawError> {
    let field = |f: &str| format!("{at}.{f}");
    crate::laws::book::check_side(&field("bidder"), hand.bidder, 2)?;
    if !(1..=game.total).contains(&hand.bid) {
        return Err(LawError::new(
            field("bid"),
            format!("{} is not a bid; 1..{}", hand.bid, game.total),
        ));
    }
    for (side, &t) in hand.taken.iter().enumerate() {
        if !(0..=game.total).contains(&t) {
            return Err(LawError::new(
                format!("{}[{side}]", field("points")),
                format!("{t} is not from 0 to {}", game.total),
            ));
        }
    }
    if hand.taken[0] + hand.taken[1] > game.total {
        return Err(LawError::new(
            field("points"),
            format!(
                "{} + {} is more than the {} points of a deal",
                hand.taken[0], hand.taken[1], game.total
            ),
        ));
    }
    if let Some(r) = hand.revoke {
        crate::laws::book::check_side(&field("revoke"), r, 2)?;
    }
    Ok(())
}

/// Scores one hand by the method in force, apart from any game: pure, for a party's tally too.
pub fn score_hand(
    game: &Game,
    settings: &Settings,
    hand: &Hand,
    at: &str,
) -> Result<HandScore, LawError> {
    in_force(game, settings)?;
    check_hand(game, hand, at)?;
    let b = hand.bidder;
    let o = 1 - b;
    let taken = hand.taken;
    let made = taken[b] >= hand.bid;
    let mut points = [0; 2];
    let mut set_back = false;
    match (hand.revoke, settings.scoring) {
        // The adversaries revoked: "bidder and partner score all they make, whether they make
        // amount bid or not" (L10346–10347), under either method; the offenders score nothing.
        (Some(r), _) if r == o => points[b] = taken[b],
        // The bidders revoked: they score nothing; by the setting, they are set back as well.
        (Some(_), scoring) => match (settings.bidder_revoke, scoring) {
            (BidderRevoke::NoScore, _) => points[o] = taken[o],
            (BidderRevoke::SetBack, Scoring::SetBack) => {
                points[b] = -hand.bid;
                points[o] = taken[o];
                set_back = true;
            }
            (BidderRevoke::SetBack, Scoring::Difference) => points[o] = taken[o] + hand.bid,
        },
        (None, Scoring::SetBack) if made => points = taken,
        (None, Scoring::SetBack) => {
            points[b] = -hand.bid;
            points[o] = taken[o];
            set_back = true;
        }
        (None, Scoring::Difference) if made => {
            let diff = taken[b] - taken[o];
            if diff > 0 {
                points[b] = diff;
            } else {
                points[o] = -diff;
            }
        }
        (None, Scoring::Difference) => points[o] = taken[o] + hand.bid,
    }
    Ok(HandScore {
        points,
        made,
        set_back,
    })
}

/// A deal as scored, with the running totals after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub bidder: usize,
    pub bid: i64,
    /// The points each side made in its tricks (and, for high, in its hands).
    pub taken: [i64; 2],
    /// The counting cards each side took, when the deal was entered card by card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<CardsTaken>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoke: Option<usize>,
    pub made: bool,
    /// What each side scored on the deal; a set-back is negative.
    pub points: [i64; 2],
    /// Each side's score after the deal (nought again after a game is won).
    pub totals: [i64; 2],
    /// Who went out on this deal, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
}

/// A game won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameWon {
    pub winner: usize,
    /// What the game is worth, in the stake's unit.
    pub value: i64,
    pub totals: [i64; 2],
    /// The deal (from 0) on which it was won.
    pub deal: usize,
}

/// Every deal of a table played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played {
    pub settings: InForce,
    pub deals: Vec<Scored>,
    pub games: Vec<GameWon>,
    /// The scores of the game in progress.
    pub totals: [i64; 2],
    pub open: bool,
}

/// The names of the counting cards each side took.
pub type CardsTaken = [Vec<&'static str>; 2];

/// Reads a deal: the bidder, the bid, and either who took each counting card or each side's
/// points, and the revoking side.
fn read_deal(game: &Game, at: &str, value: &Value) -> Result<(Hand, Option<CardsTaken>), LawError> {
    let Value::Object(map) = value else {
        return Err(LawError::new(at, "a deal is an object of its fields"));
    };
    let get = |key: &str| map.get(key).filter(|v| !v.is_null());
    let read = |key: &str| -> Result<Option<usize>, LawError> {
        get(key)
            .map(|v| from_value::<usize>(&format!("{at}.{key}"), v))
            .transpose()
    };
    for key in map.keys() {
        let known = ["bidder", "bid", "points", "revoke"].contains(&key.as_str())
            || game.cards.iter().any(|c| c.key == key);
        if !known {
            let mut names = vec!["bidder", "bid"];
            names.extend(game.cards.iter().map(|c| c.key));
            names.extend(["points", "revoke"]);
            return Err(LawError::new(
                format!("{at}.{key}"),
                format!(
                    "not a field of a {} deal; they are {}",
                    game.law,
                    names.join(", ")
                ),
            ));
        }
    }
    let bidder = read("bidder")?
        .ok_or_else(|| LawError::new(format!("{at}.bidder"), "needed: the bidder's side"))?;
    let bid = get("bid")
        .map(|v| from_value::<i64>(&format!("{at}.bid"), v))
        .transpose()?
        .ok_or_else(|| LawError::new(format!("{at}.bid"), "needed: the points bid"))?;
    let revoke = read("revoke")?;
    let mut cards: CardsTaken = [Vec::new(), Vec::new()];
    let mut by_cards = [0i64; 2];
    let mut any_card = false;
    for c in game.cards {
        if let Some(side) = read(c.key)? {
            crate::laws::book::check_side(&format!("{at}.{}", c.key), side, 2)?;
            by_cards[side] += c.value;
            cards[side].push(c.name);
            any_card = true;
        }
    }
    let points = get("points")
        .map(|v| from_value::<Vec<i64>>(&format!("{at}.points"), v))
        .transpose()?;
    let (taken, cards) = match (points, any_card) {
        (Some(_), true) => {
            return Err(LawError::new(
                format!("{at}.points"),
                "enter who took each card or each side's points, not both",
            ));
        }
        (Some(p), false) => (
            crate::laws::book::per_side(&format!("{at}.points"), &p)?,
            None,
        ),
        (None, true) => (by_cards, Some(cards)),
        (None, false) => {
            return Err(LawError::new(
                format!("{at}.points"),
                "needed: who took each counting card, or each side's points",
            ));
        }
    };
    Ok((
        Hand {
            bidder,
            bid,
            taken,
            revoke,
        },
        cards,
    ))
}

/// Plays every deal: each scored, the totals run on, a game closed when a side reaches it.
pub fn play(game: &Game, input: &PadInput) -> Result<Played, LawError> {
    crate::laws::check_names("sides", &input.sides, 2..=2, "two partnerships")?;
    let settings: Settings = input.settings()?;
    let force = in_force(game, &settings)?;
    let mut played = Played {
        settings: force,
        deals: Vec::new(),
        games: Vec::new(),
        totals: [0, 0],
        open: false,
    };
    for (i, value) in input.deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let (hand, cards) = read_deal(game, &at, value)?;
        let scored = score_hand(game, &settings, &hand, &at)?;
        let totals = [
            played.totals[0] + scored.points[0],
            played.totals[1] + scored.points[1],
        ];
        let b = hand.bidder;
        let name = |s: usize| input.sides[s].as_str();
        let past = |s: usize| totals[s] >= force.game;
        // "If both sides go out on same deal, bidder's side wins" (L10404–10405): the bidders
        // count first.
        let out = match (past(b), past(1 - b)) {
            (true, true) => Some((
                b,
                format!(
                    "both sides past {}: {} bid, and the bidder counts first",
                    force.game,
                    name(b)
                ),
            )),
            (true, false) => Some((b, format!("{} out, {}", name(b), totals[b]))),
            (false, true) => Some((1 - b, format!("{} out, {}", name(1 - b), totals[1 - b]))),
            (false, false) => None,
        };
        played.deals.push(Scored {
            bidder: b,
            bid: hand.bid,
            taken: hand.taken,
            cards,
            revoke: hand.revoke,
            made: scored.made,
            points: scored.points,
            totals,
            out: out.as_ref().map(|(_, why)| why.clone()),
        });
        played.totals = totals;
        played.open = true;
        if let Some((winner, _)) = out {
            let value = match force.settle {
                Settle::Game => 1,
                Settle::Points => totals[winner] - totals[1 - winner],
            };
            played.games.push(GameWon {
                winner,
                value,
                totals,
                deal: i,
            });
            played.totals = [0, 0];
            played.open = false;
        }
    }
    Ok(played)
}

/// The pad of a table already played.
pub fn draw(game: &Game, sides: &[String], played: &Played) -> Pad {
    let force = played.settings;
    let name = |s: usize| sides.get(s).map_or("?", String::as_str);
    let mut notes = vec![format!(
        "{}: {} points a deal, game {}; {} (seed 001 {}).",
        game.title,
        game.total,
        force.game,
        match force.scoring {
            Scoring::SetBack =>
                "a side short of its bid is set back the bid, and if both sides go out on one deal the bidders win",
            Scoring::Difference =>
                "only the side making more scores, the difference; a failed bid gives the opponents their points and the bid",
        },
        game.sources
    )];
    if force.low == Some(Low::Dealt) {
        notes.push("Low counts for the side it was dealt to (L10364).".to_owned());
    }
    let mut pad = Pad {
        notes,
        ..Pad::new(sides.to_vec())
    };
    let mut games = played.games.iter();
    for (i, d) in played.deals.iter().enumerate() {
        let below = (0..2)
            .map(|s| {
                if d.points[s] < 0 {
                    // "In the hole": set back below nought, ringed on the book's pad (L10393–10396).
                    let hole = if d.totals[s] < 0 { "; in the hole" } else { "" };
                    return vec![Item::new(
                        d.points[s],
                        format!("set back, bid {}{hole}", d.bid),
                    )];
                }
                if d.points[s] == 0 {
                    return Vec::new();
                }
                match (&d.cards, force.scoring, d.points[s] == d.taken[s]) {
                    (Some(cards), _, true) => cards[s]
                        .iter()
                        .map(|c| {
                            let card = game.cards.iter().find(|k| k.name == *c);
                            Item::new(card.map_or(0, |k| k.value), *c)
                        })
                        .collect(),
                    (_, Scoring::Difference, _) if d.made || d.revoke.is_some() => {
                        vec![Item::new(d.points[s], "the difference")]
                    }
                    (_, _, true) => vec![Item::new(d.points[s], "points")],
                    _ => vec![Item::new(d.points[s], "points and the bid")],
                }
            })
            .collect();
        let mut note = format!(
            "{} bid {}, made {}{}",
            name(d.bidder),
            d.bid,
            d.taken[d.bidder],
            if d.made { "" } else { " (short)" }
        );
        if let Some(r) = d.revoke {
            note.push_str(&format!("; {} revoked and score nothing", name(r)));
        }
        note.push_str(&format!(
            " · {} {}, {} {}",
            name(0),
            d.totals[0],
            name(1),
            d.totals[1]
        ));
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note,
        });
        if let Some(why) = &d.out {
            let Some(won) = games.next() else { continue };
            let label = format!(
                "{} {}–{}: {why}",
                name(won.winner),
                won.totals[won.winner],
                won.totals[1 - won.winner]
            );
            pad.rows.push(Row::Game {
                winner: won.winner,
                label: label.clone(),
            });
            pad.settle(settle_sides(force.settle, won.winner, won.totals, label));
        }
    }
    pad.open = played.open;
    pad
}

/// The table's pad.
pub fn table_pad(game: &Game, input: &PadInput) -> Result<Pad, LawError> {
    let played = play(game, input)?;
    Ok(draw(game, &input.sides, &played))
}

pub fn cinch_pad(input: &PadInput) -> Result<Pad, LawError> {
    table_pad(&super::CINCH, input)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: Value,
    #[serde(default = "default_sides")]
    sides: Vec<String>,
    #[serde(default)]
    deals: Vec<Value>,
}

fn default_sides() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

#[derive(Serialize)]
struct Output {
    #[serde(flatten)]
    played: Played,
    net: Vec<i64>,
}

/// `hoyle score cinch` / `sixty-three`: settings, sides and deals in; every deal scored, the
/// totals, the games won, whether a game is under way, and the net.
pub fn score_json(game: &Game, input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.sides,
        deals: parsed.deals,
    };
    let played = play(game, &input)?;
    let net = draw(game, &input.sides, &played).net();
    crate::laws::pretty(&Output { played, net })
}

pub fn score_cinch_json(input: &str) -> Result<String, LawError> {
    score_json(&super::CINCH, input)
}
