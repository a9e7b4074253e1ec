//! Ramsch, played when everyone passes: the jacks the only trumps, and the player with the most
//! card points loses (seed 001 L10664–10668; League Laws IX, L11076–11087).

use super::super::LawError;

/// What a ramsch cost and whom: `charge` is taken off the loser's paper score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ramsch {
    pub loser: usize,
    pub charge: i64,
    pub trickless: usize,
}

/// Scores a ramsch among the three players who received cards. `points[k]` belongs to
/// `active[k]`; `last_trick` and `trickless` are players' indices. `two_trickless` is what the
/// game costs when two players took no trick (50 in the League's laws, L11078–11080).
pub fn score(
    at: &dyn Fn(&str) -> String,
    active: &[usize; 3],
    points: &[i64; 3],
    last_trick: usize,
    trickless: &[usize],
    two_trickless: i64,
) -> Result<Ramsch, LawError> {
    for (k, &p) in points.iter().enumerate() {
        if !(0..=120).contains(&p) {
            return Err(LawError::new(
                format!("{}[{k}]", at("card_points")),
                format!("{p} is not from 0 to 120"),
            ));
        }
    }
    let total: i64 = points.iter().sum();
    if total != 120 {
        return Err(LawError::new(
            at("card_points"),
            format!(
                "the card points add up to {total}, not the 120 of the pack (the skat counts for the taker of the last trick, L11086–11087)"
            ),
        ));
    }
    let seat = |player: usize, field: &str| {
        active.iter().position(|&a| a == player).ok_or_else(|| {
            LawError::new(
                at(field),
                format!("player {player} received no cards in this deal"),
            )
        })
    };
    let last = seat(last_trick, "last_trick")?;
    let mut none = Vec::new();
    for &player in trickless {
        let k = seat(player, "trickless")?;
        if none.contains(&k) {
            return Err(LawError::new(
                at("trickless"),
                format!("player {player} is named twice"),
            ));
        }
        if k == last {
            return Err(LawError::new(
                at("trickless"),
                "the taker of the last trick took a trick",
            ));
        }
        if points[k] != 0 {
            return Err(LawError::new(
                at("trickless"),
                format!(
                    "player {player} took no trick but has {} card points",
                    points[k]
                ),
            ));
        }
        none.push(k);
    }
    if none.len() > 2 {
        return Err(LawError::new(
            at("trickless"),
            "someone took the last trick",
        ));
    }
    // "The player having the most points at the end of the game loses. If two or all the
    // participants have the same number of points, the player taking the last trick loses the
    // game" (L11081–11086), read as the law is written.
    let most = *points.iter().max().unwrap_or(&0);
    let tied = points.iter().filter(|&&p| p == most).count();
    let loser = match tied {
        1 => points.iter().position(|&p| p == most).unwrap_or(last),
        _ => last,
    };
    // 20; Jungfer (one player without a trick) 30; two without a trick 50 (L11076–11080).
    let charge = match none.len() {
        0 => 20,
        1 => 30,
        _ => two_trickless,
    };
    Ok(Ramsch {
        loser: active[loser],
        charge,
        trickless: none.len(),
    })
}
