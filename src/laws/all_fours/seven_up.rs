//! Seven-up (all fours, old sledge), with California Jack and Shasta Sam, which count "same as in
//! Seven-up except that low counts for player or side winning it in a trick" (seed 001 L10095).
//!
//! Two or three players each for himself, or four as partners (players 0 and 2 against 1 and 3).
//! A deal is written in the book's order of precedence: the jack turned by the dealer first ("the
//! point for this being scored before the hand is played", seed 000 L153–156), the gift to the
//! eldest hand who begged, then high, low, jack and game (seed 001 L10026–10047), and the first
//! to reach the game wins it on that point (L10071–10078).

use serde::{Deserialize, Serialize};

pub use super::fields::{DEAL_CALIFORNIA, DEAL_SEVEN_UP};
use super::{Award, Games, Point, Seating, check_player, dealers, game_from_counts};
use crate::laws::LawError;
use crate::laws::pad::{Field, Pad, PadInput, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

/// Which of the three games a law is: they differ in who may beg, who scores low, and the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    SevenUp,
    CaliforniaJack,
    ShastaSam,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::SevenUp => "seven-up",
            Variant::CaliforniaJack => "California Jack",
            Variant::ShastaSam => "Shasta Sam",
        }
    }

    /// Seven-up is two or three alone or four as partners (L9965–9966); California Jack and
    /// Shasta Sam "for two or four players" (L10085).
    fn seats(self, players: usize) -> bool {
        match self {
            Variant::SevenUp => (2..=4).contains(&players),
            _ => players == 2 || players == 4,
        }
    }

    /// Only seven-up turns a trump that stays turned and lets the eldest hand beg; the others
    /// turn the stock or cut for trump (L10086–10088, L10101–10102).
    fn turns_trump(self) -> bool {
        self == Variant::SevenUp
    }
}

const GAME_ABOUT: &str = "\"Game consists of 7 or 10 points, as agreed\" (seed 001 L10069); \"The game is seven points\" (seed 000 L81)";
const REVOKE_ABOUT: &str = "the book gives the revoke's penalty (seed 001 L10057–10067) but not its place among high, low, jack and game when both sides may go out [GAP]: \"first\" writes it before high, as it is claimed before the hand is counted; \"last\" after game";
const ONE_TRUMP_ABOUT: &str = "when a single trump is in play the book does not say whether it is both high and low (seed 000 L86–89, [AMBIGUOUS] in hoyle-1909-a §2.1): \"both\" scores its holder both, \"high_only\" only high";

const SETTINGS_SEVEN_UP: &[Setting] = &[
    Setting {
        name: "game",
        values: &["7", "10"],
        default: "7",
        about: GAME_ABOUT,
    },
    Setting {
        name: "revoke_scores",
        values: &["\"first\"", "\"last\""],
        default: "\"first\"",
        about: REVOKE_ABOUT,
    },
    Setting {
        name: "one_trump",
        values: &["\"both\"", "\"high_only\""],
        default: "\"both\"",
        about: ONE_TRUMP_ABOUT,
    },
];

const SETTINGS_CALIFORNIA: &[Setting] = &[
    Setting {
        name: "game",
        values: &["10", "7"],
        default: "10",
        about: "\"Ten points is game\" (seed 001 L10096); 7 as at seven-up, if agreed",
    },
    Setting {
        name: "revoke_scores",
        values: &["\"first\"", "\"last\""],
        default: "\"first\"",
        about: "points count as at seven-up (seed 001 L10095), its revoke included [INFER]; its place in the order is not given [GAP]",
    },
    Setting {
        name: "one_trump",
        values: &["\"both\"", "\"high_only\""],
        default: "\"both\"",
        about: ONE_TRUMP_ABOUT,
    },
];

const fn table(
    sides: Sides,
    deal: &'static [Field],
    pad: fn(&PadInput) -> Result<Pad, LawError>,
) -> Table {
    Table {
        sides,
        deal,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }
}

pub const SEVEN_UP: Law = Law {
    id: "seven-up",
    name: "Seven-up (all fours, old sledge): high, low, jack, game, with begging",
    sources: "seed 001 L9959–10082; seed 000 L76–180",
    doc: "docs/laws/seven-up.md",
    settings: SETTINGS_SEVEN_UP,
    score: score_seven_up,
    table: Some(table(Sides::TWO_PLAYERS, DEAL_SEVEN_UP, pad_seven_up)),
};

pub const CALIFORNIA_JACK: Law = Law {
    id: "california-jack",
    name: "California Jack: seven-up from a stock turned face up, low to its taker, game 10",
    sources: "seed 001 L10083–10097",
    doc: "docs/laws/california-jack.md",
    settings: SETTINGS_CALIFORNIA,
    score: score_california,
    table: Some(table(Sides::TWO_PLAYERS, DEAL_CALIFORNIA, pad_california)),
};

pub const SHASTA_SAM: Law = Law {
    id: "shasta-sam",
    name: "Shasta Sam: California Jack with the stock face down",
    sources: "seed 001 L10098–10103",
    doc: "docs/laws/shasta-sam.md",
    settings: SETTINGS_CALIFORNIA,
    score: score_shasta,
    table: Some(table(Sides::TWO_PLAYERS, DEAL_CALIFORNIA, pad_shasta)),
};

/// The same laws as kept at a table of three, or of four in two partnerships: a table seats a
/// fixed number, so each size is a law of its own (as cribbage's and sixty-six's are). Four-hand,
/// the table's two sides are the partnerships and score as two players would: the deal, the
/// eldest hand, the tie for game and a revoke's adversary all go by side (seed 000 L166–180).
pub const SEVEN_UP_THREE_HAND: Law = Law {
    id: "seven-up-three-hand",
    name: "Seven-up, three hands: both non-dealers share a gift, a tie between them scores no game",
    table: Some(table(
        Sides {
            min: 3,
            max: 3,
            players_per_side: 1,
        },
        DEAL_SEVEN_UP,
        pad_seven_up,
    )),
    ..SEVEN_UP
};

pub const SEVEN_UP_FOUR_HAND: Law = Law {
    id: "seven-up-four-hand",
    name: "Seven-up, four hands as partners",
    table: Some(table(Sides::TWO_PARTNERSHIPS, DEAL_SEVEN_UP, pad_seven_up)),
    ..SEVEN_UP
};

pub const CALIFORNIA_JACK_FOUR_HAND: Law = Law {
    id: "california-jack-four-hand",
    name: "California Jack, four hands as partners",
    table: Some(table(
        Sides::TWO_PARTNERSHIPS,
        DEAL_CALIFORNIA,
        pad_california,
    )),
    ..CALIFORNIA_JACK
};

pub const SHASTA_SAM_FOUR_HAND: Law = Law {
    id: "shasta-sam-four-hand",
    name: "Shasta Sam, four hands as partners",
    table: Some(table(Sides::TWO_PARTNERSHIPS, DEAL_CALIFORNIA, pad_shasta)),
    ..SHASTA_SAM
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RevokeScores {
    First,
    Last,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OneTrump {
    Both,
    HighOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub game: i64,
    pub revoke_scores: RevokeScores,
    pub one_trump: OneTrump,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSettings {
    game: Option<i64>,
    revoke_scores: Option<RevokeScores>,
    one_trump: Option<OneTrump>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Begged {
    Stood,
    Gave,
    Ran,
}

/// One deal as entered: who took each point, by player index.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub dealer: Option<usize>,
    pub begged: Option<Begged>,
    /// The first trump turned was a jack, and the cards were then run (seed 000 L142–147).
    pub first_jack_turned: Option<bool>,
    /// The trump that stood was turned as its jack: the dealer's point.
    pub jack_turned: Option<bool>,
    pub high: Option<usize>,
    pub low: Option<usize>,
    /// Only one trump was in play, so high and low are the same card.
    pub single_trump: Option<bool>,
    pub jack: Option<usize>,
    /// Whether the jack of trumps was out; `false` with a `jack` awarded is refused.
    pub jack_out: Option<bool>,
    pub game: Option<usize>,
    pub counts: Option<Vec<i64>>,
    pub revoke: Option<usize>,
}

fn read_settings(variant: Variant, value: &serde_json::Value) -> Result<Settings, LawError> {
    let raw: RawSettings = match value {
        serde_json::Value::Null => RawSettings::default(),
        v => crate::laws::pad::from_value("settings", v)?,
    };
    let game = raw.game.unwrap_or(match variant {
        Variant::SevenUp => 7,
        _ => 10,
    });
    if game != 7 && game != 10 {
        return Err(LawError::new(
            "settings.game",
            format!("{game} is not 7 or 10"),
        ));
    }
    Ok(Settings {
        game,
        revoke_scores: raw.revoke_scores.unwrap_or(RevokeScores::First),
        one_trump: raw.one_trump.unwrap_or(OneTrump::Both),
    })
}

/// The points one deal holds, for each side, in the order they are written: a pure scoring of
/// one hand, which a party tally may also use (sum the awards by side). `dealer` is a player.
pub fn hand_awards(
    variant: Variant,
    settings: &Settings,
    seating: Seating,
    dealer: usize,
    deal: &Deal,
    at: &dyn Fn(&str) -> String,
) -> Result<Vec<Award>, LawError> {
    let n = seating.players;
    let side = |p: usize| seating.side_of(p);
    let player = |field: &str, p: Option<usize>| -> Result<Option<usize>, LawError> {
        p.map(|p| check_player(&at(field), p, n)).transpose()
    };
    let eldest = (dealer + 1) % n;
    let high = player("high", deal.high)?;
    let mut low = player("low", deal.low)?;
    let mut jack = player("jack", deal.jack)?;
    let revoke = player("revoke", deal.revoke)?;
    let single = deal.single_trump.unwrap_or(false);
    let turned = deal.jack_turned.unwrap_or(false);
    let first_turned = deal.first_jack_turned.unwrap_or(false);
    if !variant.turns_trump() {
        for (field, given) in [
            ("begged", deal.begged.is_some()),
            ("jack_turned", turned),
            ("first_jack_turned", first_turned),
        ] {
            if given {
                return Err(LawError::new(
                    at(field),
                    format!(
                        "{} turns no trump to stand or beg on (seed 001 L10085–10102)",
                        variant.name()
                    ),
                ));
            }
        }
    }
    if single {
        match (high, low) {
            (None, _) => {
                return Err(LawError::new(
                    at("high"),
                    "a single trump in play was dealt to someone: name who",
                ));
            }
            (Some(h), Some(l)) if h != l && variant == Variant::SevenUp => {
                return Err(LawError::new(
                    at("low"),
                    "with a single trump in play high and low are the one card, dealt to one player",
                ));
            }
            (Some(h), None) => low = Some(h),
            _ => {}
        }
    }
    if high.is_some() != low.is_some() {
        let field = if high.is_none() { "high" } else { "low" };
        return Err(LawError::new(
            at(field),
            "when any trump is in play there is a highest and a lowest: give both, or neither",
        ));
    }
    let jack_out = deal.jack_out.unwrap_or(jack.is_some() || turned);
    if !jack_out {
        if let Some(j) = jack {
            return Err(LawError::new(
                at("jack"),
                format!("awarded to player {j}, but jack_out says the jack of trumps was not out"),
            ));
        }
        if turned {
            return Err(LawError::new(
                at("jack_turned"),
                "the jack was turned, but jack_out says it was not out",
            ));
        }
    }
    if turned {
        match jack {
            Some(j) if j != dealer => {
                return Err(LawError::new(
                    at("jack"),
                    format!(
                        "awarded to player {j}, but the jack turned for trump is the dealer's (player {dealer}, seed 001 L10035–10036)"
                    ),
                ));
            }
            _ => jack = None,
        }
    }
    if jack_out && !turned && jack.is_none() {
        return Err(LawError::new(
            at("jack"),
            "the jack was out, so someone took it in a trick: name who",
        ));
    }
    if first_turned && deal.begged != Some(Begged::Ran) {
        return Err(LawError::new(
            at("first_jack_turned"),
            "a first turn-up is given up only when the eldest hand begged and the cards were run",
        ));
    }
    let counted = match &deal.counts {
        None => None,
        Some(counts) => game_from_counts(&at("counts"), counts, seating, |tied| {
            // "In case of tie in counting game, the non-dealer scores it. In three-hand, should
            // the tie be between two non-dealers, game is not scored" (L10043–10045); the
            // elder hand's side in 1909 (seed 000 L125–127), the same side two- and four-hand.
            let not_dealer: Vec<usize> = tied
                .iter()
                .copied()
                .filter(|&s| s != side(dealer))
                .collect();
            match not_dealer.as_slice() {
                [one] => Some(*one),
                _ => None,
            }
        })?,
    };
    let game = match (player("game", deal.game)?, counted, &deal.counts) {
        (Some(g), Some(c), _) if side(g) != c => {
            return Err(LawError::new(
                at("game"),
                format!("player {g}, but the counts give game to player {c}"),
            ));
        }
        (Some(g), None, Some(_)) => {
            return Err(LawError::new(
                at("game"),
                format!(
                    "player {g}, but the counts tie between two non-dealers, who score no game"
                ),
            ));
        }
        (Some(g), _, _) => Some(side(g)),
        (None, c, _) => c,
    };
    let mut awards = Vec::new();
    if first_turned {
        awards.push(Award::new(Point::FirstJackTurned, side(dealer), 1));
    }
    if turned {
        awards.push(Award::new(Point::JackTurned, side(dealer), 1));
    }
    if deal.begged == Some(Begged::Gave) {
        // "In three-hand, both non-dealers score the point for 'gift'" (L10048–10049).
        let mut gifted: Vec<usize> = match n {
            3 => (0..n).filter(|&p| p != dealer).collect(),
            _ => vec![eldest],
        };
        gifted.sort_by_key(|&p| (p + n - eldest) % n);
        for p in gifted {
            awards.push(Award::new(Point::Gift, side(p), 1));
        }
    }
    let jack_in_play = jack.is_some();
    let revoke_awards: Vec<Award> = match revoke {
        None => Vec::new(),
        Some(r) => {
            let penalty = if jack_in_play { 2 } else { 1 };
            (1..seating.sides())
                .map(|k| (side(r) + k) % seating.sides())
                .map(|s| Award::new(Point::Revoke, s, penalty))
                .collect()
        }
    };
    if settings.revoke_scores == RevokeScores::First {
        awards.extend(revoke_awards.iter().copied());
    }
    let barred = |s: usize, point: Point| match revoke {
        Some(r) => side(r) == s && (point == Point::Game || (point == Point::Jack && jack_in_play)),
        None => false,
    };
    if let (Some(h), Some(l)) = (high, low) {
        awards.push(Award::new(Point::High, side(h), 1));
        if !(single && settings.one_trump == OneTrump::HighOnly) {
            awards.push(Award::new(Point::Low, side(l), 1));
        }
    }
    if let Some(j) = jack
        && !barred(side(j), Point::Jack)
    {
        awards.push(Award::new(Point::Jack, side(j), 1));
    }
    if let Some(g) = game
        && !barred(g, Point::Game)
    {
        awards.push(Award::new(Point::Game, g, 1));
    }
    if settings.revoke_scores == RevokeScores::Last {
        awards.extend(revoke_awards);
    }
    Ok(awards)
}

/// What one hand scores for each player, without the race to the game: the party tally's view.
pub fn hand_points(
    variant: Variant,
    settings: &Settings,
    players: usize,
    dealer: usize,
    deal: &Deal,
) -> Result<Vec<i64>, LawError> {
    let seating = seating(variant, players)?;
    let awards = hand_awards(variant, settings, seating, dealer, deal, &|f| f.to_owned())?;
    let mut per_side = vec![0; seating.sides()];
    for a in awards {
        per_side[a.side] += a.points;
    }
    Ok(seating.per_player(&per_side))
}

fn seating(variant: Variant, players: usize) -> Result<Seating, LawError> {
    if !variant.seats(players) {
        let whom = match variant {
            Variant::SevenUp => "two or three players, or four as partners",
            _ => "two players, or four as partners",
        };
        return Err(LawError::new(
            "players",
            format!("{players} players; {} is for {whom}", variant.name()),
        ));
    }
    Ok(Seating {
        players,
        partners: players == 4,
    })
}

/// Every deal written in order, with the games they end.
pub fn play(variant: Variant, input: &PadInput) -> Result<(Settings, Games), LawError> {
    let seating = seating(variant, input.sides.len())?;
    let settings = read_settings(variant, &input.settings)?;
    let deals: Vec<Deal> = input.deals()?;
    let named: Vec<Option<usize>> = deals.iter().map(|d| d.dealer).collect();
    let dealers = dealers(&named, seating.players)?;
    let mut games = Games::new(seating, settings.game);
    for (i, (deal, &dealer)) in deals.iter().zip(&dealers).enumerate() {
        let at = |field: &str| format!("deals[{i}].{field}");
        let awards = hand_awards(variant, &settings, seating, dealer, deal, &at)?;
        let note = describe(&input.sides, seating, dealer, deal, &awards);
        games.write(&input.sides, dealer, awards, None, note);
    }
    Ok((settings, games))
}

fn describe(
    names: &[String],
    seating: Seating,
    dealer: usize,
    deal: &Deal,
    awards: &[Award],
) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let mut parts = vec![format!("{} dealt", name(dealer))];
    match deal.begged {
        Some(Begged::Gave) => parts.push("begged, given one".to_owned()),
        Some(Begged::Ran) => parts.push("begged, the cards run".to_owned()),
        _ => {}
    }
    if let Some(r) = deal.revoke {
        parts.push(format!("{} revoked", name(r)));
    }
    let points: Vec<String> = awards
        .iter()
        .map(|a| format!("{} {}", a.point.label(), seating.side_name(names, a.side)))
        .collect();
    if !points.is_empty() {
        parts.push(points.join(", "));
    }
    parts.join("; ")
}

fn notes(variant: Variant, settings: &Settings, seating: Seating) -> Vec<String> {
    let mut notes = vec![format!(
        "{}, game {}: high, low, jack, game, written in that order; the first to reach {} wins on that point (seed 001 L10071–10078).",
        match variant {
            Variant::SevenUp => "Seven-up",
            Variant::CaliforniaJack => "California Jack",
            Variant::ShastaSam => "Shasta Sam",
        },
        settings.game,
        settings.game
    )];
    if seating.partners {
        notes.push("Four hands: partners score alike.".to_owned());
    }
    notes
}

fn pad_of(variant: Variant, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, games) = play(variant, input)?;
    Ok(games.pad(&input.sides, notes(variant, &settings, games.seating)))
}

fn pad_seven_up(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(Variant::SevenUp, input)
}
fn pad_california(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(Variant::CaliforniaJack, input)
}
fn pad_shasta(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(Variant::ShastaSam, input)
}

fn score(variant: Variant, input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let (settings, games) = play(variant, &input)?;
    let pad = games.pad(&input.sides, notes(variant, &settings, games.seating));
    crate::laws::pretty(&super::Output::new(settings, &input.sides, &games, pad))
}

/// `hoyle score seven-up`.
pub fn score_seven_up(input: &str) -> Result<String, LawError> {
    score(Variant::SevenUp, input)
}
/// `hoyle score california-jack`.
pub fn score_california(input: &str) -> Result<String, LawError> {
    score(Variant::CaliforniaJack, input)
}
/// `hoyle score shasta-sam`.
pub fn score_shasta(input: &str) -> Result<String, LawError> {
    score(Variant::ShastaSam, input)
}
