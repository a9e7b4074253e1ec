//! Razzle-dazzle, or auction cinch (seed 001 L10410–10426): cinch for five or six, six cards
//! each, the bidding open ("a player whose bid is raised, may raise in turn until no one will go
//! higher"), and the highest bidder's partner for the deal the holder of a card he names, "without
//! changing seats". The book gives no scoring of its own: as a variation of cinch it is scored
//! as cinch (L10258–10409), the bidder and his partner one side and the others the other, each
//! player keeping his own score and credited with his side's whole amount, as five hundred's
//! partners are (L7384–7385) [INFER]. A named card nobody holds leaves the bidder alone against
//! the rest [GAP]. Who goes out: the bidder's side counts first (L10404–10405), the bidder before
//! his partner; among the adversaries the highest total, and on equal totals the first after the
//! bidder in the order of play [GAP].

use serde::Serialize;
use serde_json::Value;

use super::partners::{self, Hand, InForce, Settings};
use super::{CINCH, settle_players};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, from_value};

/// One deal as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub bidder: usize,
    /// The bidder's partner for the deal; `None` when he played alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partner: Option<usize>,
    pub bid: i64,
    /// The points the bidders and the adversaries made.
    pub taken: [i64; 2],
    pub made: bool,
    /// What each player scored on the deal; a set-back is negative.
    pub points: Vec<i64>,
    pub totals: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameWon {
    pub winner: usize,
    pub value: i64,
    pub totals: Vec<i64>,
    pub deal: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played {
    pub settings: InForce,
    pub deals: Vec<Scored>,
    pub games: Vec<GameWon>,
    pub totals: Vec<i64>,
    pub open: bool,
}

const CARDS: [&str; 6] = ["high", "low", "jack", "game", "right_pedro", "left_pedro"];

/// Reads a deal: bidder, partner, bid, and who took each counting card or each player's points,
/// and who revoked. Returns the hand as cinch's two sides (bidders 0, adversaries 1).
fn read_deal(at: &str, value: &Value, n: usize) -> Result<(Hand, usize, Option<usize>), LawError> {
    let Value::Object(map) = value else {
        return Err(LawError::new(at, "a deal is an object of its fields"));
    };
    for key in map.keys() {
        if !["bidder", "partner", "bid", "points", "revoke"].contains(&key.as_str())
            && !CARDS.contains(&key.as_str())
        {
            return Err(LawError::new(
                format!("{at}.{key}"),
                "not a field of a razzle-dazzle deal; they are bidder, partner, bid, high, low, jack, game, right_pedro, left_pedro, points, revoke",
            ));
        }
    }
    let get = |key: &str| map.get(key).filter(|v| !v.is_null());
    let player = |key: &str| -> Result<Option<usize>, LawError> {
        let field = format!("{at}.{key}");
        get(key)
            .map(|v| from_value::<usize>(&field, v))
            .transpose()?
            .map(|p| crate::laws::book::check_side(&field, p, n))
            .transpose()
    };
    let bidder = player("bidder")?
        .ok_or_else(|| LawError::new(format!("{at}.bidder"), "needed: who won the bid"))?;
    let partner = player("partner")?.filter(|&p| p != bidder);
    let side = |p: usize| usize::from(p != bidder && Some(p) != partner);
    let bid = get("bid")
        .map(|v| from_value::<i64>(&format!("{at}.bid"), v))
        .transpose()?
        .ok_or_else(|| LawError::new(format!("{at}.bid"), "needed: the points bid"))?;
    let mut by_cards = [0i64; 2];
    let mut any_card = false;
    for (key, card) in CARDS.iter().zip(super::CINCH_CARDS) {
        if let Some(p) = player(key)? {
            by_cards[side(p)] += card.value;
            any_card = true;
        }
    }
    let points = get("points")
        .map(|v| from_value::<Vec<i64>>(&format!("{at}.points"), v))
        .transpose()?;
    let taken = match (points, any_card) {
        (Some(_), true) => {
            return Err(LawError::new(
                format!("{at}.points"),
                "enter who took each card or each player's points, not both",
            ));
        }
        (Some(p), false) => {
            if p.len() != n {
                return Err(LawError::new(
                    format!("{at}.points"),
                    format!("{} numbers for {n} players", p.len()),
                ));
            }
            let mut t = [0i64; 2];
            for (j, &x) in p.iter().enumerate() {
                if !(0..=14).contains(&x) {
                    return Err(LawError::new(
                        format!("{at}.points[{j}]"),
                        format!("{x} is not from 0 to 14"),
                    ));
                }
                t[side(j)] += x;
            }
            t
        }
        (None, true) => by_cards,
        (None, false) => {
            return Err(LawError::new(
                format!("{at}.points"),
                "needed: who took each counting card, or each player's points",
            ));
        }
    };
    let revoke = player("revoke")?.map(side);
    Ok((
        Hand {
            bidder: 0,
            bid,
            taken,
            revoke,
        },
        bidder,
        partner,
    ))
}

/// Plays every deal: each scored as cinch between the two sides of the deal, each player
/// credited with his side's amount, the totals run on, a game closed when a player reaches it.
pub fn play(input: &PadInput) -> Result<Played, LawError> {
    crate::laws::check_names("players", &input.sides, 5..=6, "five or six players")?;
    let n = input.sides.len();
    let settings: Settings = input.settings()?;
    let force = partners::in_force(&CINCH, &settings)?;
    let mut played = Played {
        settings: force,
        deals: Vec::new(),
        games: Vec::new(),
        totals: vec![0; n],
        open: false,
    };
    for (i, value) in input.deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let (hand, bidder, partner) = read_deal(&at, value, n)?;
        let scored = partners::score_hand(&CINCH, &settings, &hand, &at)?;
        let side = |p: usize| usize::from(p != bidder && Some(p) != partner);
        let points: Vec<i64> = (0..n).map(|p| scored.points[side(p)]).collect();
        let totals: Vec<i64> = (0..n).map(|p| played.totals[p] + points[p]).collect();
        // The bidder counts first, then his partner (L10404–10405); then the adversaries in
        // the order of play from the bidder's left, the highest total first.
        let mut order: Vec<usize> = vec![bidder];
        order.extend(partner);
        let mut others: Vec<usize> = (1..n)
            .map(|k| (bidder + k) % n)
            .filter(|&p| Some(p) != partner)
            .collect();
        others.sort_by_key(|&p| std::cmp::Reverse(totals[p]));
        let bidders_out = order.iter().copied().filter(|&p| totals[p] >= force.game);
        let winner = bidders_out
            .max_by_key(|&p| (totals[p], std::cmp::Reverse(usize::from(p != bidder))))
            .or_else(|| others.into_iter().find(|&p| totals[p] >= force.game));
        let name = |p: usize| input.sides[p].as_str();
        let out = winner.map(|w| {
            let past = (0..n).filter(|&p| totals[p] >= force.game).count();
            if past > 1 {
                format!(
                    "{} out, {}: more than one past {}, and {}",
                    name(w),
                    totals[w],
                    force.game,
                    if side(w) == 0 {
                        "the bidder's side counts first"
                    } else {
                        "the highest adversary goes out"
                    }
                )
            } else {
                format!("{} out, {}", name(w), totals[w])
            }
        });
        played.deals.push(Scored {
            bidder,
            partner,
            bid: hand.bid,
            taken: hand.taken,
            made: scored.made,
            points,
            totals: totals.clone(),
            out: out.clone(),
        });
        played.totals = totals.clone();
        played.open = true;
        if let Some(w) = winner {
            let value = settle_players(force.settle, w, &totals, String::new()).value;
            played.games.push(GameWon {
                winner: w,
                value,
                totals,
                deal: i,
            });
            played.totals = vec![0; n];
            played.open = false;
        }
    }
    Ok(played)
}

/// The pad: a column for each player, each deal's points with its sides in the note.
pub fn draw(sides: &[String], played: &Played) -> Pad {
    let n = sides.len();
    let name = |p: usize| sides.get(p).map_or("?", String::as_str);
    let mut pad = Pad {
        notes: vec![format!(
            "Razzle-dazzle: cinch for five or six, the bidder and the player he calls against the rest, each credited with his side's points; game {} (seed 001 L10410–10426, L10386–10408).",
            played.settings.game
        )],
        ..Pad::new(sides.to_vec())
    };
    let mut games = played.games.iter();
    for (i, d) in played.deals.iter().enumerate() {
        let below = (0..n)
            .map(|p| match d.points[p] {
                0 => Vec::new(),
                x if x < 0 => {
                    let hole = if d.totals[p] < 0 { "; in the hole" } else { "" };
                    vec![Item::new(x, format!("set back, bid {}{hole}", d.bid))]
                }
                x => vec![Item::new(x, "points")],
            })
            .collect();
        let with = d
            .partner
            .map_or_else(|| " alone".to_owned(), |p| format!(" with {}", name(p)));
        let note = format!(
            "{} bid {}{with}, made {}{}",
            name(d.bidder),
            d.bid,
            d.taken[0],
            if d.made { "" } else { " (short)" }
        );
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note,
        });
        if let Some(why) = &d.out
            && let Some(won) = games.next()
        {
            pad.rows.push(Row::Game {
                winner: won.winner,
                label: why.clone(),
            });
            pad.settle(settle_players(
                played.settings.settle,
                won.winner,
                &won.totals,
                why.clone(),
            ));
        }
    }
    pad.open = played.open;
    pad
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let played = play(input)?;
    Ok(draw(&input.sides, &played))
}

#[derive(Serialize)]
struct Output {
    #[serde(flatten)]
    played: Played,
    net: Vec<i64>,
}

/// `hoyle score razzle-dazzle`: settings, players (five or six) and deals in.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let played = play(&input)?;
    let net = draw(&input.sides, &played).net();
    crate::laws::pretty(&Output { played, net })
}

const fn taker(name: &'static str, label: &'static str, help: &'static str) -> Field {
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
    Field {
        name: "bidder",
        label: "Who won the bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the highest bidder, who named the trump",
    },
    taker(
        "partner",
        "Who held the card he called",
        "his partner for this deal; leave blank if nobody held it and he played alone",
    ),
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 1, max: 14 },
        per_side: false,
        optional: false,
        help: "1 to 14, the most a deal holds",
    },
    taker(
        "high",
        "Who held high (the ace of trumps)",
        "1 point to his side",
    ),
    taker(
        "low",
        "Who took low (the two of trumps)",
        "1 point to his side",
    ),
    taker(
        "jack",
        "Who took the jack of trumps",
        "1 point; blank if nobody took it",
    ),
    taker(
        "game",
        "Who took game (the ten of trumps)",
        "1 point; blank if nobody took it",
    ),
    taker(
        "right_pedro",
        "Who took the right pedro (the five of trumps)",
        "5 points",
    ),
    taker(
        "left_pedro",
        "Who took the left pedro (the other five of the trump colour)",
        "5 points",
    ),
    Field {
        name: "points",
        label: "Or: the points each player took",
        kind: FieldKind::Number { min: 0, max: 14 },
        per_side: true,
        optional: true,
        help: "instead of the cards above; fourteen at most in all",
    },
    taker(
        "revoke",
        "Who revoked or held too many cards",
        "his side scores nothing on the hand",
    ),
];
