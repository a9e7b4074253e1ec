//! Substitutes at a club night: a player leaving a table while a rubber is in progress appoints
//! another to sit in for him until the rubber ends or he returns. Pure: who may sit in, who sits
//! now, whose money the rubber is, and who the rotation counts as having played it.
//!
//! Sources: Rules of Card Games, c. 1927 (seed 001) Auction Laws 146–147, L2454–2463: "Any player
//! leaving a table during the progress of a Rubber may appoint a substitute, if agreeable to the
//! others, but his appointment shall be void at the conclusion of that Rubber or the player's
//! return, and the substitute shall be considered as not having acquired or forfeited any rights
//! either at that or any other table through such substitution"; "If an agreed substitute is not
//! available, the score shall be made up as it stands, adding 125 points to the winners of a
//! game". Hoyle's Games Modernized, 1909 (seed 000) Whist Law 14, L5369–5371 (Bridge Law 24,
//! L7577–7579): "with consent of the other three players, appoint a substitute in his absence
//! during that rubber".

/// The points added to the winners of a game when a rubber is made up because no substitute is
/// available (Law 147): the same 125 as an unfinished rubber at auction (Law 70), which the
/// bridge laws' `abandon` deal already scores.
pub const UNFINISHED_GAME: i64 = crate::laws::bridge::rubber::UNFINISHED_GAME;

/// Whose money a rubber is when a substitute finishes it. The books are silent: Law 146 says
/// only that the substitute acquires and forfeits no rights, so by default the rubber stays the
/// player's who appointed him, as a proxy's play is his principal's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SubstituteMoney {
    /// The player who left wins or loses the rubber, as if he had played it out.
    #[default]
    Appointer,
    /// The substitute who finished it wins or loses it.
    Substitute,
}

impl SubstituteMoney {
    pub const ALL: [SubstituteMoney; 2] = [SubstituteMoney::Appointer, SubstituteMoney::Substitute];

    /// As stored.
    pub fn id(self) -> &'static str {
        match self {
            SubstituteMoney::Appointer => "appointer",
            SubstituteMoney::Substitute => "substitute",
        }
    }

    pub fn parse(s: &str) -> Option<SubstituteMoney> {
        SubstituteMoney::ALL.into_iter().find(|m| m.id() == s)
    }

    /// As the settings form offers it.
    pub fn words(self) -> &'static str {
        match self {
            SubstituteMoney::Appointer => {
                "The player who left: his substitute plays for him (the books are silent; the usual reading)"
            }
            SubstituteMoney::Substitute => "The substitute who finished the rubber",
        }
    }
}

/// One appointment: `substitute` sits in for `absent` from deal `from` (0-based: the deals
/// already entered when he sat down) until the rubber ends or `absent` returns at deal
/// `until`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Substitution<P> {
    pub absent: P,
    pub substitute: P,
    pub from: usize,
    pub until: Option<usize>,
}

impl<P> Substitution<P> {
    /// The appointment still stands: the player has not returned.
    pub fn standing(&self) -> bool {
        self.until.is_none()
    }
}

/// Why an appointment is refused, at the form's field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub field: &'static str,
    pub message: String,
}

fn refuse(field: &'static str, message: impl Into<String>) -> Refusal {
    Refusal {
        field,
        message: message.into(),
    }
}

/// Who sits at the table now: the sides as seated, each absent player replaced by his standing
/// substitute.
pub fn seated<P: PartialEq + Clone>(sides: &[Vec<P>], subs: &[Substitution<P>]) -> Vec<Vec<P>> {
    sides
        .iter()
        .map(|side| {
            side.iter()
                .map(|p| {
                    subs.iter()
                        .find(|s| s.standing() && s.absent == *p)
                        .map_or_else(|| p.clone(), |s| s.substitute.clone())
                })
                .collect()
        })
        .collect()
}

/// A rubber at a club table as the appointment sees it.
#[derive(Debug, Clone, Copy)]
pub struct Rubber<'a, P> {
    /// The sides who sat down to it.
    pub sides: &'a [Vec<P>],
    /// Its appointments so far.
    pub subs: &'a [Substitution<P>],
    /// Deals are still to be played: the rubber is not won, made up or closed.
    pub in_progress: bool,
}

/// Checks an appointment while the rubber is in progress: `leaving` sits at the table now (as
/// himself, not as someone's substitute: the one appointment is his, and a substitute who must
/// go is replaced by the player's return or a fresh appointment by him), the others agree
/// (Law 146 "if agreeable to the others"; Whist Law 14 "with consent of the other three"), and
/// `substitute` is present at the night, not at this table, and not seated in a rubber in
/// progress elsewhere (`busy`).
pub fn check<P: PartialEq + Clone>(
    rubber: &Rubber<'_, P>,
    leaving: &P,
    substitute: &P,
    present: &[P],
    busy: &[P],
    agreed: bool,
) -> Result<(), Refusal> {
    let (sides, subs) = (rubber.sides, rubber.subs);
    if !rubber.in_progress {
        return Err(refuse(
            "leaving",
            "the rubber is over: a substitute sits in only while a rubber is in progress, and the next rubber is cut for as usual",
        ));
    }
    let now = seated(sides, subs);
    let at_table = |p: &P| now.iter().flatten().any(|q| q == p);
    if !sides.iter().flatten().any(|p| p == leaving) {
        return Err(refuse(
            "leaving",
            "the player leaving must be one who sat down to this rubber",
        ));
    }
    if !at_table(leaving) {
        return Err(refuse(
            "leaving",
            "that player has already left this rubber and a substitute sits in",
        ));
    }
    if substitute == leaving {
        return Err(refuse(
            "substitute",
            "the substitute must be someone other than the player leaving",
        ));
    }
    if !present.contains(substitute) {
        return Err(refuse(
            "substitute",
            "the substitute must be someone here tonight",
        ));
    }
    if at_table(substitute) {
        return Err(refuse(
            "substitute",
            "the substitute is already playing at this table",
        ));
    }
    if busy.contains(substitute) {
        return Err(refuse(
            "substitute",
            "the substitute is playing a rubber at another table",
        ));
    }
    if !agreed {
        return Err(refuse(
            "agreed",
            "the others at the table must agree to the substitute (Law 146)",
        ));
    }
    Ok(())
}

/// The sides whose money the rubber is. A substitute still sitting in when the rubber ended
/// finished it: under [`SubstituteMoney::Substitute`] the rubber is his; otherwise, and
/// whenever the player returned, it is the appointer's, so the sides stand as seated.
pub fn paid<P: PartialEq + Clone>(
    sides: &[Vec<P>],
    subs: &[Substitution<P>],
    money: SubstituteMoney,
) -> Vec<Vec<P>> {
    match money {
        SubstituteMoney::Appointer => sides.to_vec(),
        SubstituteMoney::Substitute => seated(sides, subs),
    }
}

/// Who the club table's rotation counts as having played the rubber: those who sat down to it.
/// The substitute "acquires or forfeits no rights": his rubber does not count toward cutting out,
/// and, not counted as playing, he keeps his place in the waiting order; the player who left
/// keeps his place as one who played it.
pub fn of_record<P: Clone>(sides: &[Vec<P>]) -> Vec<P> {
    sides.iter().flatten().cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::{Code, rotate, waiting};

    fn sides() -> Vec<Vec<&'static str>> {
        vec![vec!["A", "B"], vec!["C", "D"]]
    }

    fn sub(absent: &'static str, substitute: &'static str) -> Substitution<&'static str> {
        Substitution {
            absent,
            substitute,
            from: 3,
            until: None,
        }
    }

    const PRESENT: [&str; 7] = ["A", "B", "C", "D", "E", "F", "G"];

    /// `check` at the table of [`sides`] with everyone [`PRESENT`]: `leaving` appoints `substitute`,
    /// those `busy` playing at another table, the others `agreed` or not.
    fn appoint(
        subs: &[Substitution<&'static str>],
        in_progress: bool,
        leaving: &'static str,
        substitute: &'static str,
        busy: &[&'static str],
        agreed: bool,
    ) -> Result<(), Refusal> {
        let rubber = Rubber {
            sides: &sides(),
            subs,
            in_progress,
        };
        check(&rubber, &leaving, &substitute, &PRESENT, busy, agreed)
    }

    /// Law 146 (seed 001 L2454–2460): a player leaving during the rubber appoints another, if
    /// agreeable to the others; Whist Law 14 (seed 000 L5368–5371): with their consent.
    #[test]
    fn an_appointment_while_the_rubber_is_in_progress() {
        let ok = appoint(&[], true, "B", "E", &[], true);
        assert_eq!(ok, Ok(()));
        let field = |r: Result<(), Refusal>| r.unwrap_err().field;
        // Only during the progress of a rubber.
        assert_eq!(field(appoint(&[], false, "B", "E", &[], true)), "leaving");
        // The others must agree.
        assert_eq!(field(appoint(&[], true, "B", "E", &[], false)), "agreed");
        // One not at the table cannot leave it; a substitute already at it cannot sit twice.
        assert_eq!(field(appoint(&[], true, "E", "F", &[], true)), "leaving");
        assert_eq!(field(appoint(&[], true, "B", "C", &[], true)), "substitute");
        assert_eq!(field(appoint(&[], true, "B", "B", &[], true)), "substitute");
        // Someone present, and not playing at another table.
        assert_eq!(field(appoint(&[], true, "B", "Z", &[], true)), "substitute");
        assert_eq!(
            field(appoint(&[], true, "B", "E", &["E"], true)),
            "substitute"
        );
        // Once B has gone, E sits for him: B cannot leave again, E cannot be named twice.
        let subs = [sub("B", "E")];
        assert_eq!(field(appoint(&subs, true, "B", "F", &[], true)), "leaving");
        assert_eq!(
            field(appoint(&subs, true, "C", "E", &[], true)),
            "substitute"
        );
        assert_eq!(appoint(&subs, true, "C", "F", &[], true), Ok(()));
    }

    /// The appointment is void at the player's return (Law 146): he sits again, and another
    /// substitute may be appointed later.
    #[test]
    fn the_appointment_ends_at_the_players_return() {
        let mut subs = vec![sub("B", "E")];
        assert_eq!(
            seated(&sides(), &subs),
            vec![vec!["A", "E"], vec!["C", "D"]]
        );
        subs[0].until = Some(5);
        assert_eq!(seated(&sides(), &subs), sides());
        assert_eq!(appoint(&subs, true, "B", "E", &[], true), Ok(()));
    }

    /// Whose money: the book is silent; by default the player who appointed him. A player who
    /// returned finished his own rubber whatever the setting.
    #[test]
    fn whose_money_the_rubber_is() {
        let subs = [sub("B", "E")];
        assert_eq!(paid(&sides(), &subs, SubstituteMoney::default()), sides());
        assert_eq!(
            paid(&sides(), &subs, SubstituteMoney::Substitute),
            vec![vec!["A", "E"], vec!["C", "D"]]
        );
        let returned = [Substitution {
            until: Some(6),
            ..sub("B", "E")
        }];
        assert_eq!(
            paid(&sides(), &returned, SubstituteMoney::Substitute),
            sides()
        );
        for m in SubstituteMoney::ALL {
            assert_eq!(SubstituteMoney::parse(m.id()), Some(m));
        }
    }

    /// "The substitute shall be considered as not having acquired or forfeited any rights"
    /// (seed 001 L2458–2460): a table of six, E and F waiting; B leaves the second rubber and E
    /// finishes it. The rotation counts B as having played it, E keeps his place first in the
    /// waiting order and his substitute's rubber does not count toward his going out.
    #[test]
    fn the_substitute_acquires_and_forfeits_nothing() {
        let members = ["A", "B", "C", "D", "E", "F"];
        let first = of_record(&sides());
        let second = of_record(&sides());
        let rubbers = vec![first, second];
        // E still waits first: he sat in, but the record is B's.
        assert_eq!(waiting(&members, &rubbers), vec!["E", "F"]);
        let r = rotate(Code::Whist1909, &members, &rubbers, &[], 4);
        assert_eq!(r.entering, vec!["E", "F"]);
        assert_eq!(r.out, vec!["A", "B"]);
        assert_eq!(crate::club::consecutive(&rubbers, &"E"), 0);
        assert_eq!(crate::club::consecutive(&rubbers, &"B"), 2);
        // Had E's sitting in counted, he would have lost his place to F and B would wait.
        let counted = vec![of_record(&sides()), vec!["A", "E", "C", "D"]];
        assert_eq!(waiting(&members, &counted), vec!["F", "B"]);
    }

    /// Law 147 (seed 001 L2461–2463): no substitute, the rubber made up adding 125 to the
    /// winners of a game — the auction laws' unfinished rubber, reused.
    #[test]
    fn no_substitute_is_the_unfinished_rubber() {
        assert_eq!(UNFINISHED_GAME, 125);
    }
}
