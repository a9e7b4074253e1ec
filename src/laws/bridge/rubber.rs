//! The rubber every four-hand code keeps: trick points below the line toward a game of 30,
//! everything else above; the first side to two games wins the rubber and its bonus; the
//! rubber is worth the difference of the sides' totals (1904 Laws 1–3, 10–11, L7401–7516;
//! 1908 Law 11; 1926 laws 62–65, L1939–1962; contract L2484–2488).

use super::count::{self, Scored};
use super::hand::Hand;
use super::{BlindScoring, Code, Rounding, Settings, Unfinished};
use crate::laws::pad::{Item, Pad, Row, Settlement};

/// Trick points that make a game, under every code here.
pub const GAME: i64 = 30;
/// Games that win a rubber.
pub const GAMES: i64 = 2;
/// What a game won counts when a 1926 rubber is given up (law 70, L1981–1985).
pub const UNFINISHED_GAME: i64 = 125;
/// Blind Auction scored deal by deal: "adding 125 for a game" (L2693–2694).
pub const DEAL_GAME: i64 = 125;

/// One deal and where it leaves the rubber.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealRecord {
    pub deal: usize,
    /// The deal's points, with any game and rubber bonus it brought.
    pub scored: Scored,
    pub note: String,
    /// Each side's trick score in the game now being played (0 and 0 after a game).
    pub toward_game: [i64; 2],
    /// The rubber's points so far above and below the line.
    pub above: [i64; 2],
    pub below: [i64; 2],
    pub games: [i64; 2],
    /// The side that won a game with this deal.
    pub game_won: Option<usize>,
    /// The rubber this deal closed, as an index into [`Sitting::rubbers`].
    pub rubber_closed: Option<usize>,
}

/// A rubber, finished or given up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rubber {
    pub first_deal: usize,
    pub last_deal: usize,
    pub games: [i64; 2],
    /// The side that won two games; for a rubber given up, the side ahead on points.
    pub winner: Option<usize>,
    pub totals: [i64; 2],
    /// What each side wins (+) or loses (−): the difference of the totals, which the winners
    /// of the rubber may lose (1904 Law 11, L7509–7513; 1926 law 64, L1956–1957).
    pub amounts: [i64; 2],
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sitting {
    pub deals: Vec<DealRecord>,
    pub rubbers: Vec<Rubber>,
}

impl Sitting {
    pub fn net(&self) -> [i64; 2] {
        let mut net = [0; 2];
        for r in &self.rubbers {
            net[0] += r.amounts[0];
            net[1] += r.amounts[1];
        }
        net
    }

    /// Deals after the last rubber closed.
    pub fn open(&self) -> bool {
        self.deals.last().is_some_and(|d| d.rubber_closed.is_none())
    }
}

fn rubber_bonus(code: Code) -> i64 {
    match code {
        Code::Bridge1904 => 100,
        Code::Auction1908 | Code::Auction1926 => 250,
        // Contract pays for each game as it is won instead.
        Code::Contract1927 => 0,
    }
}

fn deal_note(sides: &[String; 2], hand: &Hand, code: Code) -> String {
    let who = &sides[hand.declarer];
    let doubled = match hand.doubles {
        0 => String::new(),
        1 => " doubled".to_owned(),
        2 => " redoubled".to_owned(),
        k => format!(" doubled {k} times"),
    };
    let contract = if code == Code::Bridge1904 {
        format!("{who} make {}{doubled}", hand.denomination.name())
    } else {
        format!(
            "{who} {} {}{doubled}",
            hand.level,
            hand.denomination.of(hand.level)
        )
    };
    let revokes = if hand.revokes == [0, 0] {
        String::new()
    } else {
        format!(", revokes {}–{}", hand.revokes[0], hand.revokes[1])
    };
    let goulash = if hand.goulash { ", goulash" } else { "" };
    let bidding: String = hand.notes.iter().map(|n| format!("; {n}")).collect();
    format!(
        "{contract}, {} tricks{revokes}{goulash}{bidding}",
        hand.tricks
    )
}

/// Rounds a rubber to the nearest hundred, 50 up ("call anything above 49 as 100",
/// L1168–1171).
fn to_hundreds(points: i64) -> i64 {
    let hundreds = (points.abs() + 50) / 100 * 100;
    if points < 0 { -hundreds } else { hundreds }
}

/// Plays the deals through under `code`.
pub fn play(code: Code, settings: &Settings, sides: &[String; 2], hands: &[Hand]) -> Sitting {
    if settings.blind_scoring == BlindScoring::Deal125 {
        return play_each_deal(code, settings, sides, hands);
    }
    let mut sitting = Sitting::default();
    let mut toward = [0i64; 2];
    let mut above = [0i64; 2];
    let mut below = [0i64; 2];
    let mut games = [0i64; 2];
    let mut first_deal = 0;
    let target = settings.game.unwrap_or(GAME);
    for (i, hand) in hands.iter().enumerate() {
        let mut scored = count::score(code, settings, hand, toward);
        for (side, standing) in toward.iter_mut().enumerate() {
            *standing += scored.below_total(side);
        }
        // A revoking side is held under 30, so at most one side reaches it; the max is total.
        let game_won = (0..2)
            .filter(|&s| toward[s] >= target)
            .max_by_key(|&s| (toward[s], s == hand.declarer));
        let mut rubber_won = None;
        if let Some(w) = game_won {
            games[w] += 1;
            toward = [0, 0];
            if games[w] == GAMES {
                rubber_won = Some(w);
            }
            if code == Code::Contract1927 {
                // L2484–2488: 100 at once for a game, 300 for the game that wins the rubber.
                let (points, label) = if games[w] == GAMES {
                    (300, "rubber game")
                } else {
                    (100, "game")
                };
                scored.above[w].push(Item::new(points, label));
            }
        }
        if let Some(w) = rubber_won {
            let bonus = rubber_bonus(code);
            if bonus > 0 {
                scored.above[w].push(Item::new(bonus, "rubber"));
            }
        } else if hand.abandon && settings.unfinished == Unfinished::Auction125 {
            for (side, &won) in games.iter().enumerate() {
                if won > 0 {
                    scored.above[side].push(Item::new(
                        UNFINISHED_GAME * won,
                        format!("unfinished rubber: {} a game won", UNFINISHED_GAME),
                    ));
                }
            }
        }
        for side in 0..2 {
            above[side] += scored.above_total(side);
            below[side] += scored.below_total(side);
        }
        let closes = rubber_won.is_some() || hand.abandon;
        let mut record = DealRecord {
            deal: i,
            note: deal_note(sides, hand, code),
            scored,
            toward_game: toward,
            above,
            below,
            games,
            game_won,
            rubber_closed: None,
        };
        if closes {
            let totals = [above[0] + below[0], above[1] + below[1]];
            let mut difference = totals[0] - totals[1];
            if settings.rounding == Rounding::Hundreds {
                difference = to_hundreds(difference);
            }
            let amounts = [difference, -difference];
            let winner = rubber_won.or(match difference {
                d if d > 0 => Some(0),
                d if d < 0 => Some(1),
                _ => None,
            });
            let how = if rubber_won.is_some() {
                format!("rubber {}–{}", games[0], games[1])
            } else {
                format!("rubber given up at {}–{}", games[0], games[1])
            };
            let label = format!(
                "{how}: {} {}, {} {}; {} {:+}",
                sides[0], totals[0], sides[1], totals[1], sides[0], amounts[0]
            );
            sitting.rubbers.push(Rubber {
                first_deal,
                last_deal: i,
                games,
                winner,
                totals,
                amounts,
                label,
            });
            record.rubber_closed = Some(sitting.rubbers.len() - 1);
            toward = [0, 0];
            above = [0, 0];
            below = [0, 0];
            games = [0, 0];
            first_deal = i + 1;
        }
        sitting.deals.push(record);
    }
    sitting
}

/// Each deal complete, as Blind Auction may be scored: the deal's points, 125 to a side with 30
/// trick points on it, and the difference settled at once; no partial score carries and there
/// is no rubber (L2693–2694).
fn play_each_deal(code: Code, settings: &Settings, sides: &[String; 2], hands: &[Hand]) -> Sitting {
    let mut sitting = Sitting::default();
    for (i, hand) in hands.iter().enumerate() {
        let mut scored = count::score(code, settings, hand, [0, 0]);
        let game_won = (0..2).find(|&s| scored.below_total(s) >= GAME);
        let mut games = [0, 0];
        if let Some(w) = game_won {
            scored.above[w].push(Item::new(DEAL_GAME, "game"));
            games[w] = 1;
        }
        let above = [scored.above_total(0), scored.above_total(1)];
        let below = [scored.below_total(0), scored.below_total(1)];
        let totals = [above[0] + below[0], above[1] + below[1]];
        let difference = totals[0] - totals[1];
        let winner = match difference {
            d if d > 0 => Some(0),
            d if d < 0 => Some(1),
            _ => None,
        };
        let label = format!(
            "deal {}: {} {}, {} {}; {} {:+}",
            i + 1,
            sides[0],
            totals[0],
            sides[1],
            totals[1],
            sides[0],
            difference
        );
        sitting.rubbers.push(Rubber {
            first_deal: i,
            last_deal: i,
            games,
            winner,
            totals,
            amounts: [difference, -difference],
            label,
        });
        sitting.deals.push(DealRecord {
            deal: i,
            note: deal_note(sides, hand, code),
            scored,
            toward_game: [0, 0],
            above,
            below,
            games,
            game_won,
            rubber_closed: Some(sitting.rubbers.len() - 1),
        });
    }
    sitting
}

/// The sitting drawn as a lined pad.
pub fn pad(sides: &[String; 2], sitting: &Sitting, notes: Vec<String>) -> Pad {
    let mut rows = Vec::new();
    for record in &sitting.deals {
        rows.push(Row::Deal {
            deal: record.deal,
            above: record.scored.above.to_vec(),
            below: record.scored.below.to_vec(),
            note: record.note.clone(),
        });
        if let Some(winner) = record.game_won {
            rows.push(Row::Game {
                winner,
                label: format!("game to {}", sides[winner]),
            });
        }
        if let Some(settlement) = record.rubber_closed {
            rows.push(Row::Settled { settlement });
        }
    }
    let settled = sitting
        .rubbers
        .iter()
        .map(|r| Settlement {
            winner: r.winner,
            value: r.winner.map_or(0, |w| r.amounts[w]),
            amounts: r.amounts.to_vec(),
            label: r.label.clone(),
            lurch: false,
            final_points: Vec::new(),
        })
        .collect();
    Pad {
        sides: sides.to_vec(),
        lined: true,
        rows,
        settled,
        stake_unit: 1,
        open: sitting.open(),
        notes,
        asks: Default::default(),
    }
}
