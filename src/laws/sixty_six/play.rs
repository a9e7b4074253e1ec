//! Sixty-six played deal by deal, every form: the game points each deal awards.

use crate::laws::LawError;
use crate::laws::pad::from_value;

use super::deals::{
    AuctionEntry, AuctionSettings, Award, DealEntry, DealOutcome, Ending, Exactly100,
    FOUR_HAND_TOTAL, Failure, Form, FourHandEntry, FourHandSettings, GAME, GameResult, MAX_COUNT,
    Sitting, contract_value, side_index,
};

/// What a two-hand ending is worth, and to whom (seed 001 L9178–9196).
fn two_hand_award(
    at: &str,
    entry: &DealEntry,
    active: [usize; 2],
    sides: usize,
) -> Result<Option<Award>, LawError> {
    let field = |name: &str| format!("{at}.{name}");
    if entry.ending == Ending::Undecided {
        for (name, given) in [
            ("player", entry.player.is_some()),
            ("opponent_count", entry.opponent_count.is_some()),
            ("opponent_trick", entry.opponent_trick.is_some()),
        ] {
            if given {
                return Err(LawError::new(field(name), "not for an undecided deal"));
            }
        }
        return Ok(None);
    }
    let player = side_index(&field("player"), entry.player, sides)?;
    if !active.contains(&player) {
        return Err(LawError::new(
            field("player"),
            format!("{player} dealt and took no cards"),
        ));
    }
    let opponent = if active[0] == player {
        active[1]
    } else {
        active[0]
    };
    let trick = entry.opponent_trick.unwrap_or(true);
    match entry.ending {
        Ending::Out => {
            let count = match (entry.opponent_count, trick) {
                (Some(count), _) => count,
                (None, false) => 0,
                (None, true) => {
                    return Err(LawError::new(
                        field("opponent_count"),
                        "needed: 33 or more scores one game point, less two",
                    ));
                }
            };
            if !(0..=MAX_COUNT).contains(&count) {
                return Err(LawError::new(
                    field("opponent_count"),
                    format!("{count} is not from 0 to {MAX_COUNT}"),
                ));
            }
            if !trick && count > 0 {
                // Marriages need a trick before they count, and card points are won in
                // tricks: without a trick the opponent has nothing.
                return Err(LawError::new(
                    field("opponent_count"),
                    format!("{count}, but the opponent took no trick"),
                ));
            }
            let (points, why) = if !trick {
                (3, "before the opponent took a trick")
            } else if count < 33 {
                (2, "before the opponent reached 33")
            } else {
                (1, "sixty-six")
            };
            Ok(Some(Award {
                side: player,
                points,
                label: why.to_owned(),
            }))
        }
        Ending::Failed => {
            if entry.opponent_count.is_some() {
                return Err(LawError::new(
                    field("opponent_count"),
                    "not for a failed close: the opponent scores 2, or 3 without a trick",
                ));
            }
            let points = if trick { 2 } else { 3 };
            Ok(Some(Award {
                side: opponent,
                points,
                label: "the closer failed".to_owned(),
            }))
        }
        Ending::Undecided => Ok(None),
    }
}

/// Plays every deal of the chosen form.
pub fn play(form: Form, deals: &[serde_json::Value]) -> Result<Sitting, LawError> {
    let sides = form.sides();
    let mut sitting = Sitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0; sides],
        carried: 0,
        open: false,
        net: vec![0; sides],
    };
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let mut awards = Vec::new();
        // Who won the deal, to take any carried point; `None` for an undecided deal.
        let mut decided_for = None;
        let mut carries = false;
        match form {
            Form::TwoHand => {
                let entry: DealEntry = from_value(&at, value)?;
                if entry.dealer.is_some() {
                    return Err(LawError::new(
                        format!("{at}.dealer"),
                        "only the three-hand game enters the dealer",
                    ));
                }
                match two_hand_award(&at, &entry, [0, 1], 2)? {
                    Some(a) => {
                        decided_for = Some(a.side);
                        awards.push(a);
                    }
                    None => carries = true,
                }
            }
            Form::ThreeHand => {
                let entry: DealEntry = from_value(&at, value)?;
                let dealer = side_index(&format!("{at}.dealer"), entry.dealer, 3)?;
                let active = [(dealer + 1) % 3, (dealer + 2) % 3];
                // The dealer "scores as many points as are won on his deal by either of the
                // players"; an undecided deal gives him one and them nothing (L9209–9212).
                match two_hand_award(&at, &entry, active, 3)? {
                    Some(a) => {
                        let points = a.points;
                        awards.push(a);
                        awards.push(Award {
                            side: dealer,
                            points,
                            label: "as dealer".to_owned(),
                        });
                    }
                    None => awards.push(Award {
                        side: dealer,
                        points: 1,
                        label: "as dealer: undecided".to_owned(),
                    }),
                }
                cap_dealer(&mut awards, dealer, &sitting.scores);
            }
            Form::FourHand(settings) => {
                let entry: FourHandEntry = from_value(&at, value)?;
                decided_for = four_hand_awards(&at, settings, &entry, &mut awards)?;
                carries = decided_for.is_none();
            }
            Form::Auction(settings) => {
                let entry: AuctionEntry = from_value(&at, value)?;
                awards.push(auction_award(&at, settings, &entry)?);
            }
        }
        // The carried points go "to the winner of the next game which is decided"; an undecided
        // deal after another adds its point to them (three-hand has none: its dealer scores).
        if let Some(side) = decided_for.filter(|_| sitting.carried > 0) {
            awards.push(Award {
                side,
                points: sitting.carried,
                label: "carried".to_owned(),
            });
            sitting.carried = 0;
        }
        if carries {
            sitting.carried += 1;
        }
        let mut winner = None;
        let mut scored = Vec::new();
        let mut unscored = Vec::new();
        for a in awards {
            if winner.is_some() {
                unscored.push(a);
                continue;
            }
            sitting.scores[a.side] += a.points;
            if sitting.scores[a.side] >= form.game() {
                winner = Some(a.side);
            }
            scored.push(a);
        }
        sitting.open = true;
        let mut outcome = DealOutcome {
            awards: scored,
            unscored,
            carried: sitting.carried,
            scores: sitting.scores.clone(),
            ended_game: None,
        };
        if let Some(w) = winner {
            let mut amounts = vec![-1; sides];
            amounts[w] = sides as i64 - 1;
            for (n, a) in sitting.net.iter_mut().zip(&amounts) {
                *n += a;
            }
            outcome.ended_game = Some(sitting.games.len());
            sitting.games.push(GameResult {
                winner: w,
                scores: sitting.scores.clone(),
                value: sides as i64 - 1,
                amounts,
            });
            sitting.scores = vec![0; sides];
            sitting.open = false;
        }
        sitting.deals.push(outcome);
    }
    Ok(sitting)
}

/// "A dealer cannot score enough to win game. His 7th point must be won when he is an active
/// player" (seed 001 L9213–9215): the dealer's award is cut to leave him at six.
fn cap_dealer(awards: &mut [Award], dealer: usize, scores: &[i64]) {
    for a in awards.iter_mut().filter(|a| a.side == dealer) {
        let room = (GAME - 1 - scores[dealer]).max(0);
        if a.points > room {
            a.label = format!(
                "{} (cut from {}: a dealer cannot go out)",
                a.label, a.points
            );
            a.points = room;
        }
    }
}

/// Four-hand: 66–99 one point, over 100 two, every trick (130) three; 65 all carries a point
/// (seed 001 L9228–9233).
fn four_hand_awards(
    at: &str,
    settings: FourHandSettings,
    entry: &FourHandEntry,
    awards: &mut Vec<Award>,
) -> Result<Option<usize>, LawError> {
    let field = format!("{at}.counts");
    let counts = match entry.counts.as_slice() {
        [a, b] => [*a, *b],
        other => {
            return Err(LawError::new(
                field,
                format!("{} numbers; one for each side", other.len()),
            ));
        }
    };
    for (j, &c) in counts.iter().enumerate() {
        if !(0..=FOUR_HAND_TOTAL).contains(&c) {
            return Err(LawError::new(
                format!("{field}[{j}]"),
                format!("{c} is not from 0 to {FOUR_HAND_TOTAL}"),
            ));
        }
    }
    if counts[0] + counts[1] != FOUR_HAND_TOTAL {
        return Err(LawError::new(
            field,
            format!(
                "{} + {} is not {FOUR_HAND_TOTAL}, the cards and the last trick",
                counts[0], counts[1]
            ),
        ));
    }
    match (entry.ten_of_trumps, settings.ten_of_trumps) {
        (Some(_), false) => {
            return Err(LawError::new(
                format!("{at}.ten_of_trumps"),
                "the ten of trumps counts only with the setting ten_of_trumps",
            ));
        }
        (Some(side), true) => {
            let side = side_index(&format!("{at}.ten_of_trumps"), Some(side), 2)?;
            // Won on a trick, so scored before the hand is counted (L9235–9237).
            awards.push(Award {
                side,
                points: 1,
                label: "ten of trumps".to_owned(),
            });
        }
        (None, _) => {}
    }
    let Some(side) = (0..2).find(|&s| counts[s] >= 66) else {
        return Ok(None);
    };
    let count = counts[side];
    let points = match count {
        130 => 3,
        100 => match settings.exactly_100 {
            Exactly100::Two => 2,
            Exactly100::One => 1,
        },
        c if c > 100 => 2,
        _ => 1,
    };
    awards.push(Award {
        side,
        points,
        label: format!("counted {count}"),
    });
    Ok(Some(side))
}

fn auction_award(
    at: &str,
    settings: AuctionSettings,
    entry: &AuctionEntry,
) -> Result<Award, LawError> {
    if !(4..=5).contains(&settings.bid_120) {
        return Err(LawError::new(
            "settings.bid_120",
            format!("{} is not 4 or 5", settings.bid_120),
        ));
    }
    let bidder = side_index(&format!("{at}.bidder"), Some(entry.bidder), 2)?;
    let value = contract_value(settings, entry.bid) * if entry.lone { 2 } else { 1 };
    let lone = if entry.lone { ", lone hand" } else { "" };
    Ok(match (entry.made, settings.failure) {
        (true, _) => Award {
            side: bidder,
            points: value,
            label: format!("bid made{lone}"),
        },
        (false, Failure::Debit) => Award {
            side: bidder,
            points: -value,
            label: format!("bid lost{lone}"),
        },
        (false, Failure::CreditOpponents) => Award {
            side: 1 - bidder,
            points: value,
            label: format!("opponents' bid lost{lone}"),
        },
    })
}
