//! Auction euchre, five to eight players (seed 001 L5977–6074): one bid each, the highest
//! naming the trump; six-hand is three against three in alternate seats, five-, seven- and
//! eight-hand give the bidder partners designated by his bid or called by a card. A side that
//! makes its bid scores it, each player for himself; one that fails is set back its bid. Lone
//! hands bid 8 or 15 (five and six) and 10 or 20 (seven and eight), with or without the widow.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{
    OutTogether, Race, Scored, check_game, check_side, check_tricks, keep, scored_in_turn,
};

pub const LAW: Law = Law {
    id: "auction-euchre",
    name: "Auction euchre, five to eight players, each scored for himself",
    sources: "seed 001 L5977–6074",
    doc: "docs/laws/auction-euchre.md",
    settings: &[
        Setting {
            name: "game",
            values: &["21", "25"],
            default: "21",
            about: "\"usually 21 points, sometimes 25 points\" (seed 001 L6072–6073)",
        },
        Setting {
            name: "widow",
            values: &["true", "false"],
            default: "true",
            about: "a widow of two to five cards is dealt (seed 001 L6004–6009); it sets the lone hand's value, 8 or 10 with it, 15 or 20 without (L6023–6026, L6065–6068)",
        },
        Setting {
            name: "partners",
            values: &["\"designated\"", "\"called\""],
            default: "\"designated\"",
            about: "at five, seven and eight hands the bid entitles the bidder to partners he designates: five-hand, a bid of 3 one partner, 4 or 5 two (OCR \"8 … 4 for 5\" read so, L6047–6049); seven and eight, 4 or 5 one, 6 or 7 two (L6049–6050); or, \"in some localities\", he calls the holder of a card he names, one partner or none if he holds it (L6039–6042)",
        },
        Setting {
            name: "six_hand",
            values: &["\"alternate\"", "\"named\""],
            default: "\"alternate\"",
            about: "six-hand is three against three, alternate players partners; \"in some localities, successful bidder names his partners\" (seed 001 L5984–5987)",
        },
        Setting {
            name: "made_scores",
            values: &["\"bid\"", "\"tricks\""],
            default: "\"bid\"",
            about: "[AMBIG] \"each score 1 point for each trick they take, provided they take as many tricks as they bid … Bidders score nothing extra for taking more tricks than they bid\" (seed 001 L6059–6064): each scores the tricks bid, or the tricks taken",
        },
        Setting {
            name: "failed",
            values: &["\"set_back\"", "\"adversaries_score\""],
            default: "\"set_back\"",
            about: "a side that fails \"are set back amount of bid, or adversaries each score amount bid\" (seed 001 L6061–6063)",
        },
        Setting {
            name: "lone_failed",
            values: &["\"general\"", "\"local\""],
            default: "\"general\"",
            about: "[GAP] a failed lone hand is scored by the general rule, the lone bid's value; \"in some localities\" the opponents score 5 each on a bid of 8 or 10, 10 on 15 or 20 (seed 001 L6068–6071)",
        },
        Setting {
            name: "out_together",
            values: &["\"elder\"", "\"highest\""],
            default: "\"elder\"",
            about: "[GAP] the book does not say who wins when several reach game on one deal: the bidder counts first, then the others from the dealer's left; or the highest score, then so",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 5,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

const DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Player who won the bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "leave it blank when nobody bid and the cards were bunched",
    },
    Field {
        name: "bid",
        label: "Tricks bid",
        kind: FieldKind::Number { min: 3, max: 7 },
        per_side: false,
        optional: true,
        help: "3 to 5 at five and six hands, 4 to 7 at seven and eight; blank for a lone hand",
    },
    Field {
        name: "alone",
        label: "A lone hand bid",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the bidder plays alone for all the tricks",
    },
    Field {
        name: "partners",
        label: "The bidder's partners",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "tick the players who played with the bidder (at six hands, the alternate players unless named)",
    },
    Field {
        name: "tricks",
        label: "Tricks the bidder and his partners took",
        kind: FieldKind::Number { min: 0, max: 7 },
        per_side: false,
        optional: true,
        help: "five tricks a hand at five and six players, seven at seven and eight",
    },
    Field {
        name: "dealer",
        label: "Dealer, if not the next in turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the first player listed deals first and the deal passes to the left; it matters only when several go out on one deal",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Partners {
    #[default]
    Designated,
    Called,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SixHand {
    #[default]
    Alternate,
    Named,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MadeScores {
    #[default]
    Bid,
    Tricks,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Failed {
    #[default]
    SetBack,
    AdversariesScore,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LoneFailed {
    #[default]
    General,
    Local,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub game: i64,
    pub widow: bool,
    pub partners: Partners,
    pub six_hand: SixHand,
    pub made_scores: MadeScores,
    pub failed: Failed,
    pub lone_failed: LoneFailed,
    pub out_together: OutTogether,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 21,
            widow: true,
            partners: Partners::Designated,
            six_hand: SixHand::Alternate,
            made_scores: MadeScores::Bid,
            failed: Failed::SetBack,
            lone_failed: LoneFailed::General,
            out_together: OutTogether::Elder,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    bidder: Option<usize>,
    bid: Option<i64>,
    #[serde(default)]
    alone: bool,
    partners: Option<Vec<bool>>,
    tricks: Option<i64>,
    dealer: Option<usize>,
}

/// The lone hand's value at `n` players (seed 001 L6023–6026, L6065–6068).
pub fn lone_value(n: usize, widow: bool) -> i64 {
    match (n <= 6, widow) {
        (true, true) => 8,
        (true, false) => 15,
        (false, true) => 10,
        (false, false) => 20,
    }
}

/// How many partners a designated bid gives at five, seven or eight hands (L6047–6050).
fn designated(n: usize, bid: i64) -> usize {
    match (n, bid) {
        (5, 3) | (7 | 8, 4 | 5) => 1,
        _ => 2,
    }
}

fn score_deal(i: usize, d: &Deal, s: &Settings, names: &[String]) -> Result<Scored, LawError> {
    let n = names.len();
    let at = |f: &str| format!("deals[{i}].{f}");
    let name = |k: usize| names.get(k).map_or("?", String::as_str);
    let hand: i64 = if n <= 6 { 5 } else { 7 };
    let words = if n <= 6 { "five" } else { "seven" };
    let Some(bidder) = d.bidder else {
        for (field, given) in [
            ("bid", d.bid.is_some()),
            ("alone", d.alone),
            (
                "partners",
                d.partners.as_ref().is_some_and(|p| p.iter().any(|&x| x)),
            ),
            ("tricks", d.tricks.is_some()),
        ] {
            if given {
                return Err(LawError::new(
                    at(field),
                    "nobody bid (no bidder given): the cards are bunched for a new deal",
                ));
            }
        }
        return Ok(Scored {
            points: vec![0; n],
            items: vec![Vec::new(); n],
            note: "Nobody bid: the cards bunched for a new deal".to_owned(),
            dealer: None,
            first: None,
        });
    };
    let bidder = check_side(&at("bidder"), bidder, n)?;
    let mut side = vec![false; n];
    if let Some(p) = &d.partners {
        if p.len() != n {
            return Err(LawError::new(
                at("partners"),
                format!("{} values; one for each of the {n} players", p.len()),
            ));
        }
        side.clone_from(p);
        if side[bidder] {
            return Err(LawError::new(
                format!("{}[{bidder}]", at("partners")),
                "the bidder is not his own partner",
            ));
        }
    }
    let named = side.iter().filter(|&&x| x).count();
    let lone = lone_value(n, s.widow);
    let bid = match d.alone {
        true => {
            if named > 0 {
                return Err(LawError::new(at("partners"), "a lone hand has no partners"));
            }
            if let Some(b) = d.bid.filter(|&b| b != lone) {
                return Err(LawError::new(
                    at("bid"),
                    format!("{b}: a lone hand is bid at {lone} here (seed 001 L6023–6026)"),
                ));
            }
            lone
        }
        false => {
            let bid = d.bid.ok_or_else(|| {
                LawError::new(at("bid"), "required: the tricks bid, or a lone hand")
            })?;
            let (low, high) = if n <= 6 { (3, 5) } else { (4, 7) };
            if !(low..=high).contains(&bid) {
                return Err(LawError::new(
                    at("bid"),
                    format!(
                        "{bid} is not a bid of {low} to {high} tricks at {n} hands (seed 001 L6017–6028)"
                    ),
                ));
            }
            let want = match (n, s.partners, s.six_hand) {
                (6, _, SixHand::Alternate) => {
                    let alternate: Vec<bool> = (0..6)
                        .map(|k| k != bidder && (k + 6 - bidder).is_multiple_of(2))
                        .collect();
                    if named > 0 && side != alternate {
                        return Err(LawError::new(
                            at("partners"),
                            "at six hands the bidder's partners are the alternate players (settings.six_hand)",
                        ));
                    }
                    side = alternate;
                    None
                }
                (6, _, SixHand::Named) => {
                    Some((2, 2, "at six hands the bidder names two partners"))
                }
                (_, Partners::Designated, _) => {
                    let k = designated(n, bid);
                    Some((
                        k,
                        k,
                        if k == 1 {
                            "this bid gives the bidder one partner (seed 001 L6047–6050)"
                        } else {
                            "this bid gives the bidder two partners (seed 001 L6047–6050)"
                        },
                    ))
                }
                (_, Partners::Called, _) => Some((
                    0,
                    1,
                    "the called card's holder is the one partner, or none if the bidder held it (seed 001 L6039–6042)",
                )),
            };
            if let Some((least, most, why)) = want
                && !(least..=most).contains(&named)
            {
                return Err(LawError::new(
                    at("partners"),
                    format!("{named} named: {why}"),
                ));
            }
            bid
        }
    };
    let tricks = d
        .tricks
        .ok_or_else(|| LawError::new(at("tricks"), "required: the tricks the bidding side took"))?;
    let tricks = check_tricks(&at("tricks"), tricks, hand, words)?;
    side[bidder] = true;
    let made = if d.alone {
        tricks == hand
    } else {
        tricks >= bid
    };
    let mut points = vec![0i64; n];
    let (label, what) = match made {
        true => {
            let each = match (d.alone, s.made_scores) {
                (true, _) | (false, MadeScores::Bid) => bid,
                (false, MadeScores::Tricks) => tricks,
            };
            (0..n).filter(|&k| side[k]).for_each(|k| points[k] = each);
            (if d.alone { "lone hand" } else { "bid made" }, "made")
        }
        false => {
            match (d.alone, s.lone_failed, s.failed) {
                (true, LoneFailed::Local, _) => {
                    let each = if bid <= 10 { 5 } else { 10 };
                    (0..n).filter(|&k| !side[k]).for_each(|k| points[k] = each);
                }
                (_, _, Failed::SetBack) => {
                    (0..n).filter(|&k| side[k]).for_each(|k| points[k] = -bid)
                }
                (_, _, Failed::AdversariesScore) => {
                    (0..n).filter(|&k| !side[k]).for_each(|k| points[k] = bid)
                }
            }
            (
                if points[bidder] < 0 {
                    "set back"
                } else {
                    "bid lost"
                },
                "failed",
            )
        }
    };
    let partners: Vec<&str> = (0..n)
        .filter(|&k| side[k] && k != bidder)
        .map(name)
        .collect();
    let with = match (d.alone, partners.is_empty()) {
        (true, _) => " alone".to_owned(),
        (false, true) => " without a partner".to_owned(),
        (false, false) => format!(" with {}", partners.join(" and ")),
    };
    Ok(Scored {
        items: super::items_of(&points, label),
        points,
        note: format!("{} bid {bid}{with}, took {tricks}: {what}", name(bidder)),
        dealer: None,
        first: Some(bidder),
    })
}

fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    super::check_sides(input, 5..=8, "five to eight players")?;
    let settings: Settings = input.settings()?;
    check_game(settings.game, &[21, 25])?;
    let deals: Vec<Deal> = input.deals()?;
    let n = input.sides.len();
    let scored = scored_in_turn(
        &deals,
        n,
        |d| d.dealer,
        |i, d| score_deal(i, d, &settings, &input.sides),
    )?;
    Ok((settings, scored))
}

fn notes(s: &Settings, n: usize) -> Vec<String> {
    vec![format!(
        "{n} hands, game {}, {} widow: a lone hand is {}; a failed bid {}.",
        s.game,
        if s.widow { "with a" } else { "no" },
        lone_value(n, s.widow),
        match s.failed {
            Failed::SetBack => "sets the bidding side back",
            Failed::AdversariesScore => "scores to each adversary",
        }
    )]
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (s, scored) = play(input)?;
    Ok(keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s, input.sides.len()),
    )
    .pad)
}

/// `hoyle score auction-euchre`: `players` (five to eight, the first dealing first) and deals
/// of `bidder`, `bid` or `alone`, `partners` (one flag per player) and `tricks`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = super::read_input(input, &["A", "B", "C", "D", "E"])?;
    let (s, scored) = play(&input)?;
    let kept = keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s, input.sides.len()),
    );
    super::output(s, scored, kept)
}
