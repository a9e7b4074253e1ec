//! Which movements fit a room: for a number of pairs, the movements the event form should offer,
//! each with one line saying what it does and the warnings a director should read before
//! choosing it (pairs meeting twice, pairs missing each other). The web form is not wired to it
//! yet; the texts are the ones it will show.

use serde::Serialize;

use super::mitchell::Mitchell;
use super::schedule::Balance;
use super::{howell, individual, relay};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// The CLI's name for it: `mitchell`, `mitchell-relay`, `howell`.
    pub kind: &'static str,
    pub tables: u32,
    pub rounds: u32,
    pub description: String,
    pub warnings: Vec<String>,
    /// How evenly it compares the field (a Howell's pairs, an individual's players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub balance: Option<Balance>,
}

/// The pair movements that fit `pairs` pairs at `boards_per_round` boards a round, playing at
/// most `max_rounds` rounds (the rounds the club can fit in an evening).
pub fn offers(pairs: u32, boards_per_round: u32, max_rounds: u32) -> Vec<Offer> {
    let mut out = Vec::new();
    let tables = pairs.div_ceil(2);
    if tables == 0 || max_rounds == 0 {
        return out;
    }
    if let Ok(full) = howell::howell(pairs, boards_per_round, None) {
        let complete = full.rounds.len() as u32;
        let rounds = complete.min(max_rounds);
        if let Ok(s) = howell::howell(pairs, boards_per_round, Some(rounds)) {
            let mut warnings = s.warnings();
            if pairs % 2 == 1 {
                warnings.push("one pair sits out each round".to_owned());
            }
            out.push(Offer {
                kind: "howell",
                tables: s.tables,
                rounds,
                description: if rounds == complete {
                    "Howell: every pair meets every other once and plays every board.".to_owned()
                } else {
                    "Shortened Howell: one field, nobody meets twice, not everyone meets."
                        .to_owned()
                },
                warnings,
                balance: s.balance(),
            });
        }
    }
    let rounds = tables.min(max_rounds);
    if let Ok(m) = Mitchell::new(tables, boards_per_round, Some(rounds))
        && let Ok(s) = relay::switched(&m, &[])
    {
        let mut warnings = s.warnings();
        warnings.push("N-S pairs never meet each other, nor E-W pairs: two winners".to_owned());
        if pairs % 2 == 1 {
            warnings.push("one pair sits out each round".to_owned());
        }
        out.push(Offer {
            kind: "mitchell",
            tables,
            rounds,
            description:
                "Mitchell (the book's compass movement): N-S sit, E-W move up, boards move down."
                    .to_owned(),
            warnings,
            balance: None,
        });
    }
    if let Ok(s) = relay::relay(tables, boards_per_round, Some(rounds), &[]) {
        let mut warnings = s.warnings();
        warnings.push("N-S pairs never meet each other, nor E-W pairs: two winners".to_owned());
        if pairs % 2 == 1 {
            warnings.push("one pair sits out each round".to_owned());
        }
        out.push(Offer {
            kind: "mitchell-relay",
            tables,
            rounds,
            description: "Relay Mitchell: tables 1 and the last share boards, a bye stand, no skip; nobody meets twice.".to_owned(),
            warnings,
            balance: None,
        });
    }
    out.extend(individual_offer(2 * pairs, boards_per_round, max_rounds));
    out
}

/// The individual movement for `players` (the pairs' players, or players typed on their own),
/// when their number fits one: 8 to 28, a multiple of four.
pub fn individual_offer(players: u32, boards_per_round: u32, max_rounds: u32) -> Option<Offer> {
    let full = individual::individual(players, boards_per_round, None).ok()?;
    let complete = full.rounds.len() as u32;
    let rounds = complete.min(max_rounds);
    let m = super::plan::Plan {
        kind: super::plan::Kind::Individual,
        tables: full.tables,
        pairs: players,
        boards_per_round,
        rounds: Some(rounds),
        arrow_switch: Vec::new(),
        howell: Default::default(),
    }
    .build()
    .ok()?;
    Some(Offer {
        kind: "individual",
        tables: full.tables,
        rounds,
        description: if rounds == complete {
            format!(
                "Individual: {players} players, four a table; every player partners every other once."
            )
        } else {
            format!(
                "Shortened individual: {players} players, four a table; partners change every \
                 round and nobody partners twice, but not every two players partner."
            )
        },
        warnings: m.warnings(),
        balance: m.balance(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_pairs_get_a_howell_and_mitchells() {
        let o = offers(10, 3, 9);
        let kinds: Vec<_> = o.iter().map(|o| o.kind).collect();
        assert_eq!(kinds, ["howell", "mitchell", "individual"]);
        assert!(o[0].warnings.is_empty());
        assert!(o[1].warnings.iter().any(|w| w.contains("two winners")));
    }

    #[test]
    fn an_individual_is_offered_when_the_players_fit() {
        let o = offers(6, 2, 40);
        let ind = o.iter().find(|o| o.kind == "individual").unwrap();
        assert_eq!((ind.tables, ind.rounds), (3, 11));
        assert!(
            ind.description
                .contains("every player partners every other once")
        );
        assert!(ind.warnings.is_empty());
        assert!(offers(7, 2, 40).iter().all(|o| o.kind != "individual"));
        let short = individual_offer(16, 2, 7).unwrap();
        assert_eq!(short.rounds, 7);
        assert!(short.warnings[0].contains("never partner"));
    }

    #[test]
    fn an_even_mitchell_warns_of_the_second_meeting_and_the_relay_does_not() {
        let o = offers(16, 2, 8);
        let mitchell = o.iter().find(|o| o.kind == "mitchell").unwrap();
        assert!(
            mitchell
                .warnings
                .iter()
                .any(|w| w.contains("more than once"))
        );
        let relay = o.iter().find(|o| o.kind == "mitchell-relay").unwrap();
        assert!(!relay.warnings.iter().any(|w| w.contains("more than once")));
    }

    #[test]
    fn a_short_evening_shortens_the_howell_and_says_so() {
        let o = offers(14, 2, 9);
        assert_eq!(o[0].kind, "howell");
        assert_eq!(o[0].rounds, 9);
        assert!(o[0].warnings.iter().any(|w| w.contains("never meet")));
        assert!(o[0].description.starts_with("Shortened"));
    }
}
