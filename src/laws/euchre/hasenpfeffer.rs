//! Hasenpfeffer (seed 001 L12839–12891; rules-1927-c.md §2.11), euchre's cousin with the joker
//! above the bowers, kept by the euchre engine as a race: four players in two partnerships, one
//! bid each for the number of tricks, a point a trick; a bidder short of his bid is set back by
//! it. The single pack (25 cards, six tricks) plays to 10; the double pinochle pack (48 cards,
//! twelve tricks, least bid six, a lone hand 24 or set 12) to 62.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Item, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{OutTogether, Race, Scored, check_side, keep, output, read_input};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pack {
    /// 25 cards, six tricks a hand, game 10 (L12840–12869).
    #[default]
    Single,
    /// The double pinochle pack, twelve tricks a hand at four, game 62 (L12871–12891).
    Double,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub pack: Pack,
    /// The bidder's opponents score their tricks: not said (rules-1927-c §2.11 [inferred]).
    #[serde(default = "yes")]
    pub opponents_score: bool,
    /// Both sides out on one hand: not said; the bidder counts first, as at euchre.
    #[serde(default)]
    pub out_together: OutTogether,
}

fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pack: Pack::Single,
            opponents_score: true,
            out_together: OutTogether::Elder,
        }
    }
}

impl Settings {
    fn tricks(self) -> i64 {
        match self.pack {
            Pack::Single => 6,
            Pack::Double => 12,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    bidder: usize,
    bid: i64,
    /// Tricks the bidder's side took.
    tricks: i64,
    #[serde(default)]
    alone: bool,
}

fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    crate::laws::check_names("sides", &input.sides, 2..=2, "two partnerships")?;
    let settings: Settings = input.settings()?;
    let all = settings.tricks();
    let least = match settings.pack {
        Pack::Single => 1,
        Pack::Double => 6,
    };
    let mut scored = Vec::new();
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let d: Deal = input.deal(i)?;
        let bidder = check_side(&format!("{at}.bidder"), d.bidder, 2)?;
        if !(least..=all).contains(&d.bid) {
            return Err(LawError::new(
                format!("{at}.bid"),
                format!("{} is not a bid: {least} to {all} tricks", d.bid),
            ));
        }
        if !(0..=all).contains(&d.tricks) {
            return Err(LawError::new(
                format!("{at}.tricks"),
                format!("{} is not from 0 to the {all} tricks of a hand", d.tricks),
            ));
        }
        if d.alone && settings.pack == Pack::Single {
            return Err(LawError::new(
                format!("{at}.alone"),
                "a lone hand is played only with the double pack (L12878–12884)",
            ));
        }
        let other = 1 - bidder;
        let mut points = vec![0; 2];
        let theirs = if settings.opponents_score {
            all - d.tricks
        } else {
            0
        };
        let note;
        if d.alone {
            // "his side scores 24 if he succeeds, but is set 12 if he fails" (L12882–12884).
            if d.tricks == all {
                points[bidder] = 24;
                note = "a lone hand, every trick: 24".to_owned();
            } else {
                points[bidder] = -12;
                points[other] = theirs;
                note = format!("a lone hand, {} tricks: set 12", d.tricks);
            }
        } else if d.tricks >= d.bid {
            points[bidder] = d.tricks;
            points[other] = theirs;
            note = format!("bid {}, took {}", d.bid, d.tricks);
        } else {
            // "he is set back the amount of his bid" (L12867–12869).
            points[bidder] = -d.bid;
            points[other] = theirs;
            note = format!("bid {}, took {}: set back {}", d.bid, d.tricks, d.bid);
        }
        let items = points
            .iter()
            .map(|&p| match p {
                0 => Vec::new(),
                p if p < 0 => vec![Item::new(p, "set back")],
                p => vec![Item::new(p, "tricks")],
            })
            .collect();
        scored.push(Scored {
            points,
            note,
            dealer: None,
            first: Some(bidder),
            items,
        });
    }
    Ok((settings, scored))
}

fn race(settings: Settings) -> Race {
    let target = match settings.pack {
        Pack::Single => 10,
        Pack::Double => 62,
    };
    Race::plain(target, settings.out_together)
}

fn notes(settings: Settings) -> Vec<String> {
    vec![format!(
        "A point a trick; game {}; a bidder short of his bid is set back by it.",
        race(settings).target
    )]
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, scored) = play(input)?;
    Ok(keep(&input.sides, race(settings), &scored, notes(settings)).pad)
}

/// `hoyle score hasenpfeffer`: `{"settings": {..}, "sides": [..], "deals": [{"bidder", "bid",
/// "tricks", "alone"}]}`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = read_input(input, &["We", "They"])?;
    let (settings, scored) = play(&input)?;
    let kept = keep(&input.sides, race(settings), &scored, notes(settings));
    output(settings, scored, kept)
}

const DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Which side made the highest bid?",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the bidder names the trump",
    },
    Field {
        name: "bid",
        label: "How many tricks did he bid?",
        kind: FieldKind::Number { min: 1, max: 12 },
        per_side: false,
        optional: false,
        help: "1 to 6 with the single pack; 6 to 12 with the double",
    },
    Field {
        name: "tricks",
        label: "How many tricks did the bidder's side take?",
        kind: FieldKind::Number { min: 0, max: 12 },
        per_side: false,
        optional: false,
        help: "the other side took the rest",
    },
    Field {
        name: "alone",
        label: "Did the bidder play alone?",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "double pack only: 24 for every trick, or set 12",
    },
];

pub const LAW: Law = Law {
    id: "hasenpfeffer",
    name: "Hasenpfeffer: a point a trick, the bidder set back; game 10, or 62 with the double pack",
    sources: "seed 001 L12839–12891",
    doc: "docs/laws/hasenpfeffer.md",
    settings: &[
        Setting {
            name: "pack",
            values: &["\"single\"", "\"double\""],
            default: "\"single\"",
            about: "the 25-card pack to 10, or the double pinochle pack to 62 with lone hands (L12871–12891)",
        },
        Setting {
            name: "opponents_score",
            values: &["true", "false"],
            default: "true",
            about: "the bidder's opponents score their tricks: \"each trick counts a point\", not said of them (L12867–12869; rules-1927-c §2.11 inferred)",
        },
        Setting {
            name: "out_together",
            values: &["\"elder\"", "\"highest\""],
            default: "\"elder\"",
            about: "both sides out on one hand: not said; the bidder counts first, as at euchre, or the higher score",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides::TWO_PARTNERSHIPS,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::{Value, json};

    use super::*;

    fn input(settings: Value, deals: Value) -> PadInput {
        serde_json::from_value(
            json!({"settings": settings, "sides": ["We", "They"], "deals": deals}),
        )
        .unwrap()
    }

    fn points(settings: Value, deals: Value) -> Vec<Vec<i64>> {
        play(&input(settings, deals))
            .unwrap()
            .1
            .into_iter()
            .map(|s| s.points)
            .collect()
    }

    /// L12866–12869: "Each trick counts a point and 10 points is a game. If the bidder does not
    /// make as many tricks as he bids, he is set back the amount of his bid."
    #[test]
    fn a_point_a_trick_and_the_bidder_set_back() {
        let deals = json!([
            {"bidder": 0, "bid": 3, "tricks": 4},
            {"bidder": 1, "bid": 5, "tricks": 4}
        ]);
        assert_eq!(
            points(json!({}), deals.clone()),
            vec![vec![4, 2], vec![2, -5]]
        );
        assert_eq!(
            points(json!({"opponents_score": false}), deals),
            vec![vec![4, 0], vec![0, -5]]
        );
    }

    /// W29, L12880–12884: a lone hand at four with the double pack scores 24, or is set 12.
    #[test]
    fn the_double_packs_lone_hand() {
        let deals = json!([
            {"bidder": 0, "bid": 12, "tricks": 12, "alone": true},
            {"bidder": 1, "bid": 12, "tricks": 11, "alone": true},
            {"bidder": 1, "bid": 6, "tricks": 7}
        ]);
        assert_eq!(
            points(json!({"pack": "double"}), deals),
            vec![vec![24, 0], vec![1, -12], vec![5, 7]]
        );
    }

    /// Game 10 (L12866) by the euchre engine, settled at once.
    #[test]
    fn game_ten_the_bidder_counts_first() {
        let deals = json!([
            {"bidder": 0, "bid": 3, "tricks": 3},
            {"bidder": 1, "bid": 4, "tricks": 4},
            {"bidder": 0, "bid": 3, "tricks": 3},
            {"bidder": 1, "bid": 4, "tricks": 4},
            {"bidder": 0, "bid": 3, "tricks": 4}
        ]);
        // We 3, 5, 8; They 3, 7, 10: They out on the third hand; the next game under way.
        let p = pad(&input(json!({}), deals)).unwrap();
        assert_eq!(p.settled.len(), 1);
        assert_eq!(p.settled[0].winner, Some(1));
        assert_eq!(p.net(), vec![-1, 1]);
    }

    #[test]
    fn refusals_name_the_field() {
        let cases = [
            (
                json!({}),
                json!([{"bidder": 2, "bid": 3, "tricks": 3}]),
                "deals[0].bidder",
            ),
            (
                json!({}),
                json!([{"bidder": 0, "bid": 7, "tricks": 3}]),
                "deals[0].bid",
            ),
            (
                json!({"pack": "double"}),
                json!([{"bidder": 0, "bid": 5, "tricks": 3}]),
                "deals[0].bid",
            ),
            (
                json!({}),
                json!([{"bidder": 0, "bid": 3, "tricks": 7}]),
                "deals[0].tricks",
            ),
            (
                json!({}),
                json!([{"bidder": 0, "bid": 6, "tricks": 6, "alone": true}]),
                "deals[0].alone",
            ),
        ];
        for (settings, deals, field) in cases {
            let e = play(&input(settings, deals.clone())).unwrap_err();
            assert_eq!(e.field, field, "{deals}");
        }
    }

    proptest! {
        /// Every game settles to zero; a side never gains more than the tricks of a hand.
        #[test]
        fn games_net_to_zero(deals in prop::collection::vec((0..2usize, 1..=6i64, 0..=6i64), 0..30)) {
            let deals: Vec<Value> = deals.iter().map(|&(b, bid, t)| json!({"bidder": b, "bid": bid, "tricks": t})).collect();
            let p = pad(&input(json!({}), json!(deals))).unwrap();
            prop_assert_eq!(p.net().iter().sum::<i64>(), 0);
            for s in play(&input(json!({}), json!(deals))).unwrap().1 {
                prop_assert!(s.points.iter().all(|&x| x <= 6));
            }
        }
    }
}
