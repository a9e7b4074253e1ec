//! Mnemonic duplicate at one table: "each player plays each deal twice, the second time playing a
//! hand previously played by an adversary" (seed 001 L4335–4346). Round 1 plays the deals; round 2
//! replays them with the hands turned: the pair that sat N-S now sits E-W.
//!
//! As an event (`in_sets`) the deals come in sets of a round's boards, each set replayed at once
//! ("up and back", seed 001 L4353): set s is played in round 2s − 1 with pair 1 N-S and replayed
//! in round 2s with pair 1 E-W, so nobody has to remember a whole evening's hands (the book's
//! complaint, L4356–4360) and the evening reads as rounds like any other movement.

use super::MovementError;
use super::schedule::{Numbering, Round, Schedule, Table, set_boards};

const MAX_DEALS: u32 = 100;

pub fn mnemonic(deals: u32) -> Result<Schedule, MovementError> {
    if !(1..=MAX_DEALS).contains(&deals) {
        return Err(MovementError {
            field: "boards".to_owned(),
            message: format!("mnemonic duplicate plays 1 to {MAX_DEALS} deals, not {deals}"),
        });
    }
    in_sets(deals, 1)
}

/// The deals in `sets` sets of `boards_per_round`, each set played (pair 1 N-S) and at once
/// replayed with the hands turned (pair 1 E-W): 2 × `sets` rounds.
pub fn in_sets(boards_per_round: u32, sets: u32) -> Result<Schedule, MovementError> {
    let deals = boards_per_round.saturating_mul(sets);
    if boards_per_round == 0 || !(1..=MAX_DEALS).contains(&deals) {
        return Err(MovementError {
            field: "boards_per_round".to_owned(),
            message: format!(
                "mnemonic duplicate plays 1 to {MAX_DEALS} deals, not {boards_per_round} a round in {sets} sets"
            ),
        });
    }
    let round = |round, set, ns, ew| Round {
        round,
        tables: vec![Table {
            table: 1,
            ns,
            ew,
            boards: set_boards(boards_per_round, set),
        }],
        sit_out: None,
        bye_stand: None,
        arrow_switch: false,
    };
    Ok(Schedule {
        kind: "mnemonic",
        tables: 1,
        pairs: 2,
        boards_per_round,
        numbering: Numbering::Single,
        shared_boards: false,
        rounds: (1..=sets)
            .flat_map(|s| [round(2 * s - 1, s, 1, 2), round(2 * s, s, 2, 1)])
            .collect(),
    })
}

/// The rounds an event of mnemonic duplicate plays: an even number (each set and its replay).
pub fn sets_for(rounds: u32) -> Result<u32, MovementError> {
    if rounds < 2 || rounds % 2 == 1 {
        return Err(MovementError {
            field: "rounds".to_owned(),
            message: format!(
                "mnemonic duplicate plays each set of deals twice, so its rounds are an even number, 2 or more, not {rounds}"
            ),
        });
    }
    Ok(rounds / 2)
}

pub fn title(deals: u32) -> String {
    format!(
        "Mnemonic duplicate at one table: {deals} deals played, then replayed with the hands turned (pair 1 N-S first, then E-W)\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_deal_is_played_once_each_way_by_each_pair() {
        // Seed 001 L4338–4340: each player plays each deal twice, the second time a hand an
        // adversary held.
        let s = mnemonic(4).unwrap();
        assert_eq!(s.rounds.len(), 2);
        let (r1, r2) = (&s.rounds[0].tables[0], &s.rounds[1].tables[0]);
        assert_eq!((r1.ns, r1.ew), (r2.ew, r2.ns));
        assert_eq!(r1.boards, r2.boards);
        assert!(s.plays_per_board().values().all(|&n| n == 2));
        assert!(s.double_seated().is_empty());
        assert_eq!(mnemonic(0).unwrap_err().field, "boards");
    }

    #[test]
    fn in_sets_each_set_is_replayed_at_once_with_the_hands_turned() {
        let s = in_sets(2, 3).unwrap();
        assert_eq!(s.rounds.len(), 6);
        for set in 1..=3 {
            let (a, b) = (
                &s.rounds[2 * set - 2].tables[0],
                &s.rounds[2 * set - 1].tables[0],
            );
            assert_eq!((a.ns, a.ew, b.ns, b.ew), (1, 2, 2, 1));
            assert_eq!(a.boards, b.boards);
            assert_eq!(a.boards, set_boards(2, set as u32));
        }
        assert!(s.plays_per_board().values().all(|&n| n == 2));
        assert_eq!(s.plays_per_board().len(), 6);
        assert_eq!(sets_for(6).unwrap(), 3);
        assert_eq!(sets_for(5).unwrap_err().field, "rounds");
        assert_eq!(sets_for(0).unwrap_err().field, "rounds");
        assert_eq!(in_sets(5, 20).unwrap().rounds.len(), 40);
        assert!(in_sets(6, 20).is_err(), "120 deals");
        assert_eq!(in_sets(0, 2).unwrap_err().field, "boards_per_round");
    }
}
