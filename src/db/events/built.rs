//! Built movements, shared between requests. Result entry asks for the event's movement on
//! every result, inside the writer that every entry queues for, and the largest Mitchell's
//! schedule is 6,000 seatings: building it for each entry cut the entry rate to a fifth
//! (docs/PERFORMANCE.md). A plan fully determines its movement, so a built one never goes stale.

use std::collections::VecDeque;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use crate::db::{DbError, DbResult};
use crate::movement::plan::{Movement, Plan};

/// Plans kept: a club's events in play at once, with room to spare.
const KEPT: usize = 32;

/// The plans built so far, oldest first.
type Kept = VecDeque<(Plan, Arc<Movement>)>;

static BUILT: LazyLock<Mutex<Kept>> = LazyLock::new(Mutex::default);

/// The movement of `plan`, built the first time it is asked for.
pub(super) fn movement(plan: Plan) -> DbResult<Arc<Movement>> {
    let built = || BUILT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, m)) = built().iter().find(|(p, _)| *p == plan) {
        return Ok(Arc::clone(m));
    }
    // Built outside the lock: another request may build the same plan meanwhile, which costs
    // time, not correctness.
    let movement = Arc::new(
        plan.build()
            .map_err(|e| DbError::invalid(e.field, e.message))?,
    );
    let mut kept = built();
    if kept.len() >= KEPT {
        kept.pop_front();
    }
    kept.push_back((plan, Arc::clone(&movement)));
    Ok(movement)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movement::plan::Kind;

    fn mitchell(tables: u32) -> Plan {
        Plan {
            kind: Kind::Mitchell,
            tables,
            pairs: 2 * tables,
            boards_per_round: 2,
            rounds: Some(tables),
            arrow_switch: Vec::new(),
            howell: Default::default(),
        }
    }

    #[test]
    fn a_plan_is_built_once_and_another_plan_apart() {
        let a = movement(mitchell(7)).unwrap();
        let again = movement(mitchell(7)).unwrap();
        assert!(Arc::ptr_eq(&a, &again));
        let b = movement(mitchell(9)).unwrap();
        assert!(!Arc::ptr_eq(&a, &b));
        assert_eq!(b.pair_numbers(), 9);
    }

    #[test]
    fn a_plan_that_cannot_be_built_is_refused_and_not_kept() {
        let mut bad = mitchell(7);
        bad.kind = Kind::Howell;
        bad.arrow_switch = vec![1];
        let e = movement(bad.clone()).unwrap_err().to_string();
        assert!(e.contains("arrow"), "{e}");
        assert!(movement(bad).is_err());
    }
}
