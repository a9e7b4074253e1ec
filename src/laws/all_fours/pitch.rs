//! Auction pitch (set back): four to seven players each for himself; high, low, jack, (joker,)
//! game; the bidder set back his bid when he fails; bidding to the board (the modern style) or
//! the older style, where the eldest hand may sell the trump and score the bid; and smudge, where
//! a bid of four made wins the game on the hand (seed 001 L10105–10234).
//!
//! "In case two or more players count out on the same deal, and one of them is maker of trump,
//! he goes out first. If neither is maker of trump, points score in the following order: high,
//! low, jack, joker, game" (L10188–10206): the maker's points are written first when they carry
//! him out, and otherwise every point in that order, the first to reach the game winning it.

use serde::{Deserialize, Serialize};

use super::{Award, Games, Point, Seating, check_player, dealers, game_from_counts};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Pad, PadInput, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

pub const AUCTION_PITCH: Law = Law {
    id: "auction-pitch",
    name: "Auction pitch (set back): to the board or by sale, with smudge and the joker as settings",
    sources: "seed 001 L10105–10234",
    doc: "docs/laws/auction-pitch.md",
    settings: &[
        Setting {
            name: "game",
            values: &["7", "10"],
            default: "7",
            about: "\"Game. — 7 or 10 points, as agreed\" (seed 001 L10226)",
        },
        Setting {
            name: "bidding",
            values: &["\"board\"", "\"sale\""],
            default: "\"board\"",
            about: "\"The modern style is to bid to the board, no player getting the points offered\" (L10163–10167); \"sale\" is the older style, where the eldest hand may sell the trump and score the bid (L10141–10159)",
        },
        Setting {
            name: "sale_limit",
            values: &["\"refuse\"", "\"cap\""],
            default: "\"refuse\"",
            about: "by sale, \"no player can bid enough to put him out\" (L10150–10151): a bid that would is refused; \"cap\" is the custom of bidding to the full extent of the hand, the eldest hand then scoring only to within 1 point of game (L10153–10155)",
        },
        Setting {
            name: "smudge",
            values: &["false", "true"],
            default: "false",
            about: "smudge (L10228–10233): bidding to the board, a player who bids four and makes four wins the game on the hand, if he was not in the hole when he bid",
        },
        Setting {
            name: "joker",
            values: &["false", "true"],
            default: "false",
            about: "the joker in the pack, 1 point to the player winning it (L10176, L10201)",
        },
        Setting {
            name: "joker_place",
            values: &["\"after_jack\"", "\"after_game\""],
            default: "\"after_jack\"",
            about: "the joker's place in the order of scoring (rules-1927-b §2.10.3 [AMBIG]); the text lists it after jack and before game (L10192–10206)",
        },
    ],
    score: score_json,
    table: Some(table(4)),
};

/// A table seats a fixed number, so each size of table is a law of its own, scored alike.
const fn table(players: usize) -> Table {
    Table {
        sides: Sides {
            min: players,
            max: players,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }
}

pub const AUCTION_PITCH_FIVE_HAND: Law = Law {
    id: "auction-pitch-five-hand",
    name: "Auction pitch, five hands",
    table: Some(table(5)),
    ..AUCTION_PITCH
};

pub const AUCTION_PITCH_SIX_HAND: Law = Law {
    id: "auction-pitch-six-hand",
    name: "Auction pitch, six hands",
    table: Some(table(6)),
    ..AUCTION_PITCH
};

pub const AUCTION_PITCH_SEVEN_HAND: Law = Law {
    id: "auction-pitch-seven-hand",
    name: "Auction pitch, seven hands",
    table: Some(table(7)),
    ..AUCTION_PITCH
};

const fn who(name: &'static str, label: &'static str, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help,
    }
}

pub const DEAL: &[Field] = &[
    who(
        "dealer",
        "Who dealt",
        "leave blank when the deal passed to the left as usual",
    ),
    who(
        "bidder",
        "Who won the bid and pitched the trump",
        "leave blank if nobody bid: the eldest hand then pitched with no bid to make",
    ),
    Field {
        name: "bid",
        label: "The bid",
        kind: FieldKind::Number { min: 1, max: 5 },
        per_side: false,
        optional: true,
        help: "the points the bidder must make or be set back",
    },
    Field {
        name: "sold",
        label: "The eldest hand sold the trump",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "old style only: the eldest hand scores the bid",
    },
    who(
        "high",
        "Who was dealt the highest trump",
        "high scores for the player it was dealt to",
    ),
    who(
        "low",
        "Who was dealt the lowest trump",
        "low scores for the player it was dealt to",
    ),
    who(
        "jack",
        "Who took the jack of trumps",
        "leave blank if the jack was not out",
    ),
    who(
        "joker",
        "Who took the joker",
        "only when the joker is played",
    ),
    who(
        "game",
        "Who made game",
        "leave blank for a tie: a tie scores no game point",
    ),
    Field {
        name: "counts",
        label: "What each counted for game",
        kind: FieldKind::Number { min: 0, max: 80 },
        per_side: true,
        optional: true,
        help: "instead of who made game: ten 10, ace 4, king 3, queen 2, jack 1",
    },
    who(
        "revoke",
        "Who revoked",
        "a revoker is set back the bid (2 if there was none) and scores nothing",
    ),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bidding {
    #[default]
    Board,
    Sale,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SaleLimit {
    #[default]
    Refuse,
    Cap,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum JokerPlace {
    #[default]
    AfterJack,
    AfterGame,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub game: i64,
    pub bidding: Bidding,
    pub sale_limit: SaleLimit,
    pub smudge: bool,
    pub joker: bool,
    pub joker_place: JokerPlace,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 7,
            bidding: Bidding::Board,
            sale_limit: SaleLimit::Refuse,
            smudge: false,
            joker: false,
            joker_place: JokerPlace::AfterJack,
        }
    }
}

/// One deal as entered, by player index.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub dealer: Option<usize>,
    pub bidder: Option<usize>,
    pub bid: Option<i64>,
    pub sold: Option<bool>,
    pub high: Option<usize>,
    pub low: Option<usize>,
    pub jack: Option<usize>,
    pub joker: Option<usize>,
    pub game: Option<usize>,
    pub counts: Option<Vec<i64>>,
    pub revoke: Option<usize>,
}

/// A revoker's set-back when no bid was made (L10221).
const NO_BID_REVOKE: i64 = 2;

/// What one deal holds, in the order it is written, and whether the maker wins the game on it
/// outright (smudge). `before` is each player's score before the deal; pure, for a party tally.
pub fn hand_awards(
    settings: &Settings,
    players: usize,
    dealer: usize,
    before: &[i64],
    deal: &Deal,
    at: &dyn Fn(&str) -> String,
) -> Result<(Vec<Award>, Option<String>), LawError> {
    let player = |field: &str, p: Option<usize>| -> Result<Option<usize>, LawError> {
        p.map(|p| check_player(&at(field), p, players)).transpose()
    };
    let eldest = (dealer + 1) % players;
    let bidder = player("bidder", deal.bidder)?;
    let maker = bidder.unwrap_or(eldest);
    let high = player("high", deal.high)?;
    let low = player("low", deal.low)?;
    let jack = player("jack", deal.jack)?;
    let joker = player("joker", deal.joker)?;
    let revoke = player("revoke", deal.revoke)?;
    let sold = deal.sold.unwrap_or(false);
    let most = if settings.joker { 5 } else { 4 };
    let bid = match (bidder, deal.bid) {
        (Some(_), None) => return Err(LawError::new(at("bid"), "the bidder's bid is missing")),
        (None, Some(_)) => {
            return Err(LawError::new(
                at("bidder"),
                "a bid was given: name who made it",
            ));
        }
        (None, None) => None,
        (Some(_), Some(b)) => {
            // To the board "any player can bid as high as four" (L10165–10166); by sale a bid
            // may go to the full extent of the hand (L10153–10154).
            let top = match settings.bidding {
                Bidding::Board => 4,
                Bidding::Sale => most,
            };
            if !(1..=top).contains(&b) {
                return Err(LawError::new(
                    at("bid"),
                    format!("{b} is not from 1 to {top}"),
                ));
            }
            Some(b)
        }
    };
    if joker.is_some() && !settings.joker {
        return Err(LawError::new(
            at("joker"),
            "the joker is not in the pack (see the setting joker)",
        ));
    }
    if high.is_some() != low.is_some() {
        let field = if high.is_none() { "high" } else { "low" };
        return Err(LawError::new(
            at(field),
            "the trump led makes a highest and a lowest trump in play: give both",
        ));
    }
    if sold {
        if settings.bidding != Bidding::Sale {
            return Err(LawError::new(
                at("sold"),
                "bidding to the board, nobody gets the points offered (L10163–10164)",
            ));
        }
        if bidder.is_none_or(|b| b == eldest) {
            return Err(LawError::new(
                at("sold"),
                "the eldest hand sells to another player, who must be the bidder",
            ));
        }
    }
    let counted = match &deal.counts {
        None => None,
        Some(counts) => {
            let seating = Seating {
                players,
                partners: false,
            };
            // "In case of a tie, no game point is scored" (L10205–10206).
            game_from_counts(&at("counts"), counts, seating, |_| None)?
        }
    };
    let game = match (player("game", deal.game)?, counted, &deal.counts) {
        (Some(g), c, Some(_)) if c != Some(g) => {
            return Err(LawError::new(
                at("game"),
                format!("player {g}, but the counts do not give game to player {g}"),
            ));
        }
        (g, c, _) => g.or(c),
    };

    let mut made = vec![0i64; players];
    let mut points: Vec<Award> = Vec::new();
    let mut take = |point: Point, p: Option<usize>| {
        if let Some(p) = p {
            made[p] += 1;
            points.push(Award::new(point, p, 1));
        }
    };
    take(Point::High, high);
    take(Point::Low, low);
    take(Point::Jack, jack);
    if settings.joker_place == JokerPlace::AfterJack {
        take(Point::Joker, joker);
    }
    take(Point::Game, game);
    if settings.joker_place == JokerPlace::AfterGame {
        take(Point::Joker, joker);
    }

    // Who is set back, and who scores nothing of what he made (L10208–10224).
    let owed = bid.unwrap_or(NO_BID_REVOKE);
    let mut set_back: Vec<(usize, i64)> = Vec::new();
    match revoke {
        Some(r) => set_back.push((r, owed)),
        None => {
            if let Some(b) = bid
                && made[maker] < b
            {
                set_back.push((maker, b));
            }
        }
    }
    let scores = |p: usize| !set_back.iter().any(|&(q, _)| q == p);
    let mut awards = Vec::new();
    if sold && let Some(b) = bid {
        // "If eldest hand sells, he adds number of points bid to his score" (L10150–10151).
        let room = settings.game - 1 - before[eldest];
        let gets = match settings.sale_limit {
            SaleLimit::Refuse if b > room => {
                return Err(LawError::new(
                    at("bid"),
                    format!(
                        "{b} would put the eldest hand out, and no player can bid enough to put him out (L10150–10151)"
                    ),
                ));
            }
            SaleLimit::Refuse => b,
            SaleLimit::Cap => b.min(room).max(0),
        };
        if gets > 0 {
            awards.push(Award::new(Point::Sale, eldest, gets));
        }
    }
    let kept: Vec<Award> = points.into_iter().filter(|a| scores(a.side)).collect();
    let maker_total = before[maker] + kept.iter().filter(|a| a.side == maker).count() as i64;
    if scores(maker) && maker_total >= settings.game {
        // The maker of trump counting out goes out first (L10188–10189).
        awards.splice(0..0, kept.iter().copied().filter(|a| a.side == maker));
        awards.extend(kept.iter().copied().filter(|a| a.side != maker));
    } else {
        awards.extend(kept);
    }
    for &(p, n) in &set_back {
        awards.push(Award::new(Point::SetBack, p, -n));
    }
    let smudge = settings.smudge
        && settings.bidding == Bidding::Board
        && bid == Some(4)
        && scores(maker)
        && made[maker] >= 4
        && before[maker] >= 0;
    let outright = smudge.then(|| {
        "a smudge: he bid four and made four, not in the hole when he bid (L10230–10233)".to_owned()
    });
    Ok((awards, outright))
}

/// What one hand scores for each player, without the race to the game: the party tally's view.
pub fn hand_points(
    settings: &Settings,
    before: &[i64],
    dealer: usize,
    deal: &Deal,
) -> Result<Vec<i64>, LawError> {
    let (awards, _) = hand_awards(settings, before.len(), dealer, before, deal, &|f| {
        f.to_owned()
    })?;
    let mut points = vec![0; before.len()];
    for a in awards {
        points[a.side] += a.points;
    }
    Ok(points)
}

/// Every deal written in order, with the games they end.
pub fn play(input: &PadInput) -> Result<(Settings, Games), LawError> {
    let players = input.sides.len();
    if !(4..=7).contains(&players) {
        return Err(LawError::new(
            "players",
            format!("{players} players; auction pitch is for four to seven (L10111)"),
        ));
    }
    let settings: Settings = input.settings()?;
    if settings.game != 7 && settings.game != 10 {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not 7 or 10", settings.game),
        ));
    }
    if settings.smudge && settings.bidding != Bidding::Board {
        return Err(LawError::new(
            "settings.smudge",
            "smudge is bid to the board (L10230)",
        ));
    }
    let deals: Vec<Deal> = input.deals()?;
    let named: Vec<Option<usize>> = deals.iter().map(|d| d.dealer).collect();
    let dealers = dealers(&named, players)?;
    let seating = Seating {
        players,
        partners: false,
    };
    let mut games = Games::new(seating, settings.game);
    for (i, (deal, &dealer)) in deals.iter().zip(&dealers).enumerate() {
        let at = |field: &str| format!("deals[{i}].{field}");
        let before = games.before().to_vec();
        let (awards, outright) = hand_awards(&settings, players, dealer, &before, deal, &at)?;
        let note = describe(&input.sides, dealer, deal, &awards);
        let maker = deal.bidder.unwrap_or((dealer + 1) % players);
        games.write(
            &input.sides,
            dealer,
            awards,
            outright.map(|why| (maker, why)),
            note,
        );
    }
    Ok((settings, games))
}

fn describe(names: &[String], dealer: usize, deal: &Deal, awards: &[Award]) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let mut parts = vec![format!("{} dealt", name(dealer))];
    match (deal.bidder, deal.bid) {
        (Some(b), Some(n)) => parts.push(format!("{} bid {n}", name(b))),
        _ => parts.push(format!(
            "no bid, {} pitched",
            name((dealer + 1) % names.len())
        )),
    }
    if let Some(r) = deal.revoke {
        parts.push(format!("{} revoked", name(r)));
    }
    let points: Vec<String> = awards
        .iter()
        .map(|a| match a.point {
            Point::SetBack => format!("{} set back {}", name(a.side), -a.points),
            Point::Sale => format!("{} sold for {}", name(a.side), a.points),
            p => format!("{} {}", p.label(), name(a.side)),
        })
        .collect();
    if !points.is_empty() {
        parts.push(points.join(", "));
    }
    parts.join("; ")
}

fn notes(settings: &Settings) -> Vec<String> {
    let mut notes = vec![format!(
        "Auction pitch, game {}, {}: the maker of trump counting out goes out first; otherwise high, low, jack{}, game, in that order (L10188–10206). A set-back below nought is in the hole.",
        settings.game,
        match settings.bidding {
            Bidding::Board => "bid to the board",
            Bidding::Sale => "the trump sold by the eldest hand",
        },
        if settings.joker { ", joker" } else { "" },
    )];
    if settings.smudge {
        notes.push("Smudge: four bid and made wins the game on the hand.".to_owned());
    }
    notes
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, games) = play(input)?;
    Ok(games.pad(&input.sides, notes(&settings)))
}

/// `hoyle score auction-pitch`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let (settings, games) = play(&input)?;
    let pad = games.pad(&input.sides, notes(&settings));
    crate::laws::pretty(&super::Output::new(settings, &input.sides, &games, pad))
}
