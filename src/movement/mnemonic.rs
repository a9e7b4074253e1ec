//! Mnemonic duplicate at one table: "each player plays each deal twice, the second time playing a
//! hand previously played by an adversary" (seed 001 L4335–4346). Round 1 plays the deals; round 2
//! replays them with the hands turned: the pair that sat N-S now sits E-W.

use super::MovementError;
use super::schedule::{Numbering, Round, Schedule, Table};

const MAX_DEALS: u32 = 100;

pub fn mnemonic(deals: u32) -> Result<Schedule, MovementError> {
    if !(1..=MAX_DEALS).contains(&deals) {
        return Err(MovementError {
            field: "boards".to_owned(),
            message: format!("mnemonic duplicate plays 1 to {MAX_DEALS} deals, not {deals}"),
        });
    }
    let boards: Vec<u32> = (1..=deals).collect();
    let round = |round, ns, ew| Round {
        round,
        tables: vec![Table {
            table: 1,
            ns,
            ew,
            boards: boards.clone(),
        }],
        sit_out: None,
        bye_stand: None,
        arrow_switch: false,
    };
    Ok(Schedule {
        kind: "mnemonic",
        tables: 1,
        pairs: 2,
        boards_per_round: deals,
        numbering: Numbering::Single,
        shared_boards: false,
        rounds: vec![round(1, 1, 2), round(2, 2, 1)],
    })
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
}
