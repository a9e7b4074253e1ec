//! A sitting of vint: rubbers of two games to the same partners, the partners changed after each
//! rubber "so that each shall have had each once" (L12830–12834), and a pad with a column for
//! each player, who is credited with his side's points in every rubber [INFER, rules-1927-c
//! §3.3].

use serde::{Deserialize, Serialize};

use super::{DEAL, Deal, First, GAME, GAME_BONUS, Overflow, Partners, RUBBER_BONUS, Settings};
use crate::laws::LawError;
use crate::laws::pad::{Item, Pad, PadInput, Row, Settlement, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

pub const SIDES: Sides = Sides {
    min: 4,
    max: 4,
    players_per_side: 1,
};

pub const LAW: Law = Law {
    id: "vint",
    name: "Vint: tricks valued by the bid, game 500, the partners changed each rubber",
    sources: "seed 001 L12669–12836",
    doc: "docs/laws/vint.md",
    settings: &[
        Setting {
            name: "partners",
            values: &["\"changed\"", "\"fixed\""],
            default: "\"changed\"",
            about: "\"the partners must then be changed without cutting for it\" after each rubber, the first two players partners in the first rubber, the first and third in the second, the first and fourth in the third (seed 001 L12830–12834); or the partners stay as cut",
        },
        Setting {
            name: "overflow",
            values: &["\"dropped\"", "\"carried\""],
            default: "\"dropped\"",
            about: "trick points past 500 in the hand that wins a game are not provided for (L12777–12779, rules-1927-c §2.8 [AMBIG]): they stay in the totals and the next game starts at nothing, or the winners carry them into the next game",
        },
        Setting {
            name: "tied_aces",
            values: &["\"own_two\"", "\"all_four\""],
            default: "\"own_two\"",
            about: "\"if the aces are a tie, the side winning the most tricks scores them\" (L12816–12817): its own two, as a side counts the honours it holds, or all four",
        },
        Setting {
            name: "slam_beyond_bid",
            values: &["\"larger_only\"", "\"both\""],
            default: "\"larger_only\"",
            about: "a little slam bid that makes thirteen tricks is not provided for (L12787–12790): the larger award only, 6,000, or 6,000 and the grand slam's 2,000 made not bid",
        },
        Setting {
            name: "defenders_slam",
            values: &["true", "false"],
            default: "true",
            about: "whether the adversaries score a slam made not bid (L12787–12790 do not say whose slam): yes, or only the bidder's side",
        },
        Setting {
            name: "nt_aces_coronet",
            values: &["\"double\"", "\"single\""],
            default: "\"double\"",
            about: "three or four aces in one hand at no-trumps: \"in all the suits when there are no-trumps, these coronets are worth double\" (L12825–12829), and aces are no suit: double (1,000 for three, 2,000 for four) or single",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

/// The two partnerships of rubber `rubber` (0-based), each a pair of seats: the first two
/// players by the cut, then the first with the third, then with the fourth, and round again.
pub fn partners(rubber: usize, rule: Partners) -> [[usize; 2]; 2] {
    let turn = match rule {
        Partners::Changed => rubber % 3,
        Partners::Fixed => 0,
    };
    match turn {
        0 => [[0, 1], [2, 3]],
        1 => [[0, 2], [1, 3]],
        _ => [[0, 3], [1, 2]],
    }
}

/// One deal as the sitting scored it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The rubber it belongs to, from 1.
    pub rubber: usize,
    /// The bidder's side and the adversaries, each a pair of seats.
    pub sides: [[usize; 2]; 2],
    #[serde(flatten)]
    pub scored: super::Scored,
    /// The side of this deal (0 the bidder's) that won a game on it, if one did.
    pub game: Option<usize>,
    /// Whether it won the rubber too.
    pub rubber_won: bool,
}

/// Every deal played through the rubbers, and the pad they make.
pub fn play(input: &PadInput) -> Result<(Settings, Vec<Played>, Pad), LawError> {
    if input.sides.len() != 4 {
        return Err(LawError::new(
            "players",
            format!("{} players; vint is four", input.sides.len()),
        ));
    }
    let settings: Settings = input.settings()?;
    let deals: Vec<Deal> = input.deals()?;
    let names = &input.sides;
    let pair = |p: [usize; 2]| format!("{} and {}", names[p[0]], names[p[1]]);
    let mut pad = Pad {
        lined: true,
        notes: vec![format!(
            "Each trick is worth ten times the tricks bid over the book, to both sides; game 500, \
             1,000 for a game and 2,000 for the rubber in honours; {}.",
            match settings.partners {
                Partners::Changed => "the partners change after each rubber",
                Partners::Fixed => "the partners stay as cut",
            }
        )],
        ..Pad::new(names.clone())
    };
    let mut played = Vec::new();
    let mut rubber = 0;
    // By partnership of the rubber (index into `partners(rubber)`): the game's count below the
    // line, games won, and the rubber's total.
    let mut count = [0i64; 2];
    let mut games = [0u8; 2];
    let mut totals = [0i64; 2];
    for (i, deal) in deals.iter().enumerate() {
        let pairs = partners(rubber, settings.partners);
        if deal.bidder >= 4 {
            return Err(LawError::new(
                format!("deals[{i}].bidder"),
                format!("{} is not a player (0..3)", deal.bidder),
            ));
        }
        // `ours` is the partnership of the rubber the bidder sits in.
        let ours = usize::from(!pairs[0].contains(&deal.bidder));
        let order = [ours, 1 - ours];
        let mut seats = [0usize; 4];
        for (side, &p) in order.iter().enumerate() {
            for &seat in &pairs[p] {
                seats[seat] = side;
            }
        }
        let scored = super::score_deal(i, deal, seats, settings)?;
        let mut above: [Vec<Item>; 2] = [Vec::new(), Vec::new()];
        for side in 0..2 {
            for (what, points) in &scored.above[side] {
                above[order[side]].push(Item::new(*points, what.clone()));
            }
            totals[order[side]] += scored.below[side] + scored.above_total(side);
        }
        let before = count;
        for side in 0..2 {
            count[order[side]] += scored.below[side];
        }
        // "It may be won in the middle of a hand" (L12777–12779): when both reach 500, the
        // table says who got there first.
        let reached: Vec<usize> = (0..2).filter(|&p| count[p] >= GAME).collect();
        let winner = match reached.as_slice() {
            [] => None,
            [p] => Some(*p),
            _ => match deal.first_to_game {
                Some(First::Bidders) => Some(order[0]),
                Some(First::Adversaries) => Some(order[1]),
                None => {
                    return Err(LawError::new(
                        format!("deals[{i}].first_to_game"),
                        format!(
                            "both sides reached 500 in this hand ({} from {}, {} from {}): say which was first",
                            count[0], before[0], count[1], before[1]
                        ),
                    ));
                }
            },
        };
        let mut game = None;
        let mut rubber_won = false;
        if let Some(w) = winner {
            games[w] += 1;
            totals[w] += GAME_BONUS;
            above[w].push(Item::new(GAME_BONUS, "game"));
            game = Some(usize::from(w != ours));
            rubber_won = games[w] == 2;
            if rubber_won {
                totals[w] += RUBBER_BONUS;
                above[w].push(Item::new(RUBBER_BONUS, "rubber"));
            }
            count = match settings.overflow {
                Overflow::Dropped => [0, 0],
                Overflow::Carried if rubber_won => [0, 0],
                Overflow::Carried => {
                    let mut next = [0, 0];
                    next[w] = count[w] - GAME;
                    next
                }
            };
        }
        // Each player's column shows his partnership's items.
        let per_player = |side_items: &dyn Fn(usize) -> Vec<Item>| -> Vec<Vec<Item>> {
            (0..4)
                .map(|seat| side_items(usize::from(!pairs[0].contains(&seat))))
                .collect()
        };
        let below_items = |p: usize| {
            let side = usize::from(p != ours);
            vec![Item::new(
                scored.below[side],
                format!("{} tricks", scored.tricks[side]),
            )]
        };
        let bidders = pairs[ours];
        pad.rows.push(Row::Deal {
            deal: i,
            above: per_player(&|p| above[p].clone()),
            below: per_player(&below_items),
            note: format!(
                "{} bid {} {}, {} and {} took {}: {}",
                names[deal.bidder],
                deal.level,
                super::suit_word(deal.suit),
                names[bidders[0]],
                names[bidders[1]],
                scored.tricks[0],
                if scored.made { "made" } else { "not made" }
            ),
        });
        if let Some(w) = winner {
            pad.rows.push(Row::Game {
                winner: pairs[w][0],
                label: format!("game to {}", pair(pairs[w])),
            });
        }
        played.push(Played {
            rubber: rubber + 1,
            sides: [pairs[ours], pairs[1 - ours]],
            scored,
            game,
            rubber_won,
        });
        if rubber_won {
            pad.settle(rubber_settlement(pairs, totals, names));
            rubber += 1;
            games = [0, 0];
            totals = [0, 0];
            count = [0, 0];
        }
    }
    pad.open = played.last().is_some_and(|p| !p.rubber_won);
    Ok((settings, played, pad))
}

/// A rubber is worth the difference of the two partnerships' totals, to each player of the
/// higher from each of the lower (as at bridge; each player takes his side's score, §3.3).
fn rubber_settlement(pairs: [[usize; 2]; 2], totals: [i64; 2], names: &[String]) -> Settlement {
    let value = (totals[0] - totals[1]).abs();
    let high = usize::from(totals[1] > totals[0]);
    let mut amounts = vec![0; 4];
    let mut final_points = vec![0; 4];
    for p in 0..2 {
        for &seat in &pairs[p] {
            final_points[seat] = totals[p];
            amounts[seat] = match (value, p == high) {
                (0, _) => 0,
                (_, true) => value,
                (_, false) => -value,
            };
        }
    }
    let label = if value == 0 {
        "rubber: the totals equal, nothing to pay".to_owned()
    } else {
        format!(
            "rubber: {} and {} {} to {}, worth {value} to each",
            names[pairs[high][0]],
            names[pairs[high][1]],
            totals[high],
            totals[1 - high]
        )
    };
    Settlement {
        winner: (value != 0).then_some(pairs[high][0]),
        value,
        amounts,
        label,
        lurch: false,
        final_points,
    }
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    play(input).map(|(_, _, pad)| pad)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default = "default_players")]
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

fn default_players() -> Vec<String> {
    ["A", "B", "C", "D"].map(str::to_owned).to_vec()
}

#[derive(Serialize)]
struct Output {
    settings: Settings,
    deals: Vec<Played>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

/// `hoyle score vint`: the settings, the four players and the deals in; each deal scored with
/// its rubber and partners, the pad, each rubber's settlement and each player's net out.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.players,
        deals: parsed.deals,
    };
    let (settings, deals, pad) = play(&input)?;
    crate::laws::pretty(&Output {
        settings,
        deals,
        net: pad.net(),
        pad,
    })
}
