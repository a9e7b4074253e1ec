//! Six-bid solo, the Salt Lake variation (seed 001 L14263–14366): solo and heart solo at 2 and 3
//! chips a point off 60, misère 30, guarantee solo 40 (hearts 74, another suit 80), spread misère
//! 60 and call solo (all 120) 150 in hearts or 100, with each player. Three play; a fourth, the
//! dealer, "is paid if the bidder fails" but does not pay him (L14273–14276).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Table};
use super::frog::{BIDDER, CARD_POINTS_FIELD, REVOKE};
use super::{CARD_POINTS, HALF, Sitting};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bid {
    Pass,
    Solo,
    HeartSolo,
    Misere,
    GuaranteeSolo,
    SpreadMisere,
    CallSolo,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Spades,
    Clubs,
    Diamonds,
    Hearts,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    bid: Bid,
    #[serde(default)]
    bidder: Option<usize>,
    #[serde(default)]
    trump: Option<Suit>,
    #[serde(default)]
    card_points: Option<i64>,
    #[serde(default)]
    revoke: Option<usize>,
}

/// What the bidder wins from each player (negative: pays each) before any revoke, and how the
/// game went.
fn value(
    bid: Bid,
    trump: Option<Suit>,
    points: i64,
    at: &str,
) -> Result<(i64, &'static str), LawError> {
    let trump_field = format!("{at}.trump");
    let need_trump = || LawError::new(&trump_field, "needed: the suit the bidder named");
    let flat = |won: bool, rate: i64| if won { rate } else { -rate };
    Ok(match bid {
        Bid::Pass => (0, ""),
        Bid::Solo | Bid::HeartSolo => {
            let (rate, suit_ok) = match bid {
                Bid::Solo => (2, trump != Some(Suit::Hearts)),
                _ => (3, matches!(trump, None | Some(Suit::Hearts))),
            };
            if !suit_ok {
                return Err(LawError::new(
                    trump_field,
                    "a solo is in spades, clubs or diamonds; a heart solo in hearts",
                ));
            }
            (
                rate * (points - HALF),
                if bid == Bid::Solo {
                    "a solo"
                } else {
                    "a heart solo"
                },
            )
        }
        Bid::Misere => (flat(points == 0, 30), "misère"),
        Bid::SpreadMisere => (flat(points == 0, 60), "spread misère"),
        Bid::GuaranteeSolo => {
            let need = match trump.ok_or_else(need_trump)? {
                Suit::Hearts => 74,
                _ => 80,
            };
            (flat(points >= need, 40), "a guarantee solo")
        }
        Bid::CallSolo => {
            let rate = match trump.ok_or_else(need_trump)? {
                Suit::Hearts => 150,
                _ => 100,
            };
            (flat(points == CARD_POINTS, rate), "a call solo")
        }
    })
}

pub fn play(input: &PadInput) -> Result<Sitting<Settings>, LawError> {
    super::super::check_names("players", &input.sides, 3..=4, "three or four players")?;
    let settings: Settings = input.settings()?;
    let n = input.sides.len();
    let names = &input.sides;
    let mut sitting = Sitting::new(settings, names);
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: Deal = input.deal(i)?;
        let Some(super::Played {
            dealer,
            active,
            bidder,
            points,
            revoke,
        }) = super::read_hand(
            &mut sitting,
            i,
            deal.bid == Bid::Pass,
            deal.bidder,
            deal.card_points,
            deal.revoke,
            CARD_POINTS,
            names,
        )?
        else {
            continue;
        };
        let (mut each, game) = value(deal.bid, deal.trump, points, &at)?;
        // Only solo and heart solo can come out even: a tie at 60 (L14344–14346).
        let mut won = (each != 0).then_some(each > 0);
        let misere = matches!(deal.bid, Bid::Misere | Bid::SpreadMisere);
        let mut why = String::new();
        let mut adversaries_void = false;
        match revoke {
            // "In a misere, a revoke loses the game at once" (L14361).
            Some(r) if r == bidder && misere => {
                each = -each.abs();
                won = Some(false);
                why = format!("; {} revoked, which loses a misère at once", names[r]);
            }
            Some(r) if r == bidder && each > 0 => {
                each = 0;
                why = format!("; {} revoked, so he wins nothing", names[r]);
            }
            Some(r) if r != bidder && each < 0 => {
                adversaries_void = true;
                why = format!("; {} revoked, so neither adversary wins anything", names[r]);
            }
            _ => {}
        }
        let pts = super::payments(n, bidder, &active, each, false, |p| {
            i64::from(!(adversaries_void && active.contains(&p)))
        });
        let result = match each {
            e if e > 0 => format!("wins, {e} from each"),
            e if e < 0 => format!("loses, {} to each", -e),
            _ if won.is_none() => "ties at 60".to_owned(),
            _ => "nothing changes hands".to_owned(),
        };
        let note = format!(
            "{} plays {game}, {points} card points: {result}{why}.",
            names[bidder]
        );
        sitting.push(dealer, each, won, pts, note);
    }
    Ok(sitting)
}

fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let sitting = play(input)?;
    Ok(sitting.pad(vec![
        "Six-bid solo (seed 001 L14263–14366): solo 2 and heart solo 3 chips a point off 60; misère 30, guarantee solo 40, spread misère 60, call solo 100 or 150 in hearts, with each player; the fourth is paid when the bidder fails and pays nothing.".to_owned(),
    ]))
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    super::super::pretty(&play(&super::read(input)?)?)
}

const DEAL: &[Field] = &[
    Field {
        name: "bid",
        label: "The game",
        kind: FieldKind::Choice {
            choices: &[
                ("solo", "Solo (spades, clubs or diamonds)"),
                ("heart_solo", "Heart solo"),
                ("misere", "Misère"),
                ("guarantee_solo", "Guarantee solo"),
                ("spread_misere", "Spread misère"),
                ("call_solo", "Call solo"),
                ("pass", "Everybody passed"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    BIDDER,
    Field {
        name: "trump",
        label: "Trumps",
        kind: FieldKind::Choice {
            choices: &[
                ("hearts", "Hearts"),
                ("spades", "Spades"),
                ("clubs", "Clubs"),
                ("diamonds", "Diamonds"),
            ],
        },
        per_side: false,
        optional: true,
        help: "needed for a guarantee solo and a call solo",
    },
    Field {
        help: "at misère, the counting cards he took in play (the widow is not counted): nought wins",
        ..CARD_POINTS_FIELD
    },
    REVOKE,
];

pub const LAW: Law = Law {
    id: "six-bid-solo",
    name: "Six-bid solo (Salt Lake): solo, heart solo, misère, guarantee, spread misère, call solo",
    sources: "seed 001 L14263–14366",
    doc: "docs/laws/six-bid-solo.md",
    settings: &[],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 4,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
