//! Mixed pairs (seed 001 L16108–16109, "Lady and gentleman as partners in compass games"): an
//! event whose every pair is a lady and a gentleman. The register of members keeps no sex, so
//! nothing here asks who is which: the pair's first seat is the lady's, the second the
//! gentleman's, and a pair is either empty (it sits out, as in any event) or has both.

use rusqlite::Connection;

use super::{DbError, DbResult, direction_str, get};
use crate::laws::duplicate::Direction;
use crate::movement::plan::Kind;

/// Why an event of this movement cannot be mixed pairs, if it cannot. An individual partners
/// every player with every other in turn (`movement::individual`), so it cannot keep each lady
/// with a gentleman; team matches name their players by team, not by pair.
pub fn mixed_problem(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Individual => Some(
            "Mixed pairs is for pair events: an individual changes partners every round, each \
             player partnering every other, so it cannot keep each lady with a gentleman.",
        ),
        Kind::Teams => Some(
            "Mixed pairs is for pair events: team matches name their players by team; choose \
             another movement, or leave mixed pairs unticked.",
        ),
        _ => None,
    }
}

/// Makes an event mixed pairs (or not), in the transaction that creates it. Refused for an
/// individual or team matches ([`mixed_problem`]), and once a pair has only one of its two
/// players, which a mixed event could not keep.
pub fn set_mixed(conn: &Connection, event_id: i64, mixed: bool) -> DbResult<()> {
    let event = get(conn, event_id)?;
    if mixed {
        if let Some(problem) = mixed_problem(event.movement) {
            return Err(DbError::invalid("mixed", problem));
        }
        let half: Option<(String, u32)> = super::optional(conn.query_row(
            "SELECT direction, pair_no FROM event_pairs
             WHERE event_id = ?1
               AND (member_a IS NOT NULL OR visitor_a IS NOT NULL)
                 <> (member_b IS NOT NULL OR visitor_b IS NOT NULL)
             ORDER BY direction = 'EW', pair_no LIMIT 1",
            [event_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        ))?;
        if let Some((d, p)) = half {
            // Named as every page names a pair: "N-S 2", not the stored "NS".
            let side = if d == "EW" { "E-W" } else { "N-S" };
            return Err(DbError::invalid(
                "mixed",
                format!("{side} {p} has one player only: a mixed pair is a lady and a gentleman"),
            ));
        }
    }
    conn.execute(
        "UPDATE events SET mixed = ?2 WHERE id = ?1",
        (event_id, mixed),
    )?;
    Ok(())
}

/// In a mixed event, a pair with a lady and no gentleman (or the other way round) is refused,
/// the empty seat named; an empty pair sits out as in any event. Called in the transaction that
/// seats the pair, after its members and visitors are written.
pub fn check_mixed_pair(
    conn: &Connection,
    event_id: i64,
    direction: Direction,
    pair: u32,
) -> DbResult<()> {
    let seats: Option<(bool, bool, bool)> = super::optional(conn.query_row(
        "SELECT e.mixed,
                p.member_a IS NOT NULL OR p.visitor_a IS NOT NULL,
                p.member_b IS NOT NULL OR p.visitor_b IS NOT NULL
         FROM event_pairs p JOIN events e ON e.id = p.event_id
         WHERE p.event_id = ?1 AND p.direction = ?2 AND p.pair_no = ?3",
        (event_id, direction_str(direction), pair),
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    ))?;
    let empty = match seats {
        Some((true, true, false)) => "gentleman",
        Some((true, false, true)) => "lady",
        _ => return Ok(()),
    };
    Err(DbError::invalid(
        format!("{}{pair}", direction_str(direction).to_lowercase()),
        format!(
            "the {empty}'s seat is empty: in mixed pairs each pair is a lady and a gentleman \
             (or leave both seats empty and the pair sits out)"
        ),
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::NaiveDate;

    use super::*;
    use crate::db::events::{Choice, NewEvent, create_with, pairs, set_pair, set_visitors};
    use crate::laws::duplicate::{Game, RevokeRule};

    fn conn() -> Connection {
        let mut c = Connection::open_in_memory().unwrap();
        c.execute_batch("PRAGMA foreign_keys = ON").unwrap();
        crate::db::MIGRATIONS.to_latest(&mut c).unwrap();
        c
    }

    fn new_event(conn: &Connection, kind: Kind, pairs: Option<u32>) -> i64 {
        let new = NewEvent {
            name: "Mixed".into(),
            date: NaiveDate::from_ymd_opt(1927, 3, 7).unwrap(),
            season: String::new(),
            game: Game::Whist,
            tables: 3,
            boards_per_round: 2,
            rounds: None,
            revoke_rule: RevokeRule::General,
        };
        let choice = Choice {
            kind,
            pairs,
            ..Choice::default()
        };
        create_with(conn, &new, &choice).unwrap()
    }

    fn member(conn: &Connection, name: &str) -> i64 {
        crate::db::events::add_demo_member(conn, name).unwrap()
    }

    /// The mark is stored and read back; an event made before it is not mixed.
    #[test]
    fn a_pair_event_is_made_mixed_and_read_back() {
        let c = conn();
        let id = new_event(&c, Kind::Mitchell, None);
        assert!(!get(&c, id).unwrap().mixed);
        set_mixed(&c, id, true).unwrap();
        assert!(get(&c, id).unwrap().mixed);
    }

    /// An individual partners every player with every other: it cannot be mixed.
    #[test]
    fn an_individual_cannot_be_mixed() {
        let c = conn();
        let id = new_event(&c, Kind::Individual, Some(8));
        let Err(DbError::Invalid { field, message }) = set_mixed(&c, id, true) else {
            panic!("an individual made mixed");
        };
        assert_eq!(field, "mixed");
        assert!(message.contains("individual"), "{message}");
        assert!(!get(&c, id).unwrap().mixed);
    }

    /// A lady without a gentleman is refused, the empty seat named; a full pair and an empty
    /// one are kept; the names come lady first even when she is a visitor beside a member.
    #[test]
    fn a_mixed_pair_needs_both_seats_or_none() {
        let c = conn();
        let id = new_event(&c, Kind::Mitchell, None);
        set_mixed(&c, id, true).unwrap();
        let ann = member(&c, "Ann");
        set_pair(&c, id, Direction::Ns, 1, [Some(ann), None]).unwrap();
        let Err(DbError::Invalid { field, message }) = check_mixed_pair(&c, id, Direction::Ns, 1)
        else {
            panic!("a lady alone kept");
        };
        assert_eq!(field, "ns1");
        assert!(message.contains("gentleman's seat is empty"), "{message}");
        // The gentleman a member, the lady a visitor: lady first.
        let bob = member(&c, "Bob");
        set_pair(&c, id, Direction::Ns, 1, [None, Some(bob)]).unwrap();
        set_visitors(&c, id, Direction::Ns, 1, [Some("Cora"), None]).unwrap();
        check_mixed_pair(&c, id, Direction::Ns, 1).unwrap();
        check_mixed_pair(&c, id, Direction::Ew, 2).unwrap();
        let ns1 = pairs(&c, id).unwrap().into_iter().next().unwrap();
        assert_eq!(ns1.names(), "Cora (visitor) & Bob");
        // Not mixed: a lone player is the director's business, as before.
        let other = new_event(&c, Kind::Mitchell, None);
        set_pair(&c, other, Direction::Ns, 1, [Some(ann), None]).unwrap();
        check_mixed_pair(&c, other, Direction::Ns, 1).unwrap();
        // A half-filled pair stops an event from being made mixed.
        let Err(DbError::Invalid { message, .. }) = set_mixed(&c, other, true) else {
            panic!("made mixed with a lone player");
        };
        assert!(message.contains("N-S 1 has one player only"), "{message}");
    }
}
