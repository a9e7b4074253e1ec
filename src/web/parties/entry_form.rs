//! Reading a round's form: each table's fields (`t{table}_{what}`) and the typed result,
//! refused field by field so each refusal comes back at its table. The pages that use it are
//! in `entry.rs` (the round and one table), `codes.rs` (a table code) and `correct.rs`.

use std::collections::{BTreeMap, HashMap};

use super::FieldErrors;
use crate::db::parties::StoredParty;
use crate::evening::hands;
use crate::party::progression::{LoneHands, Table, TableResult};

/// One table's fields.
pub(super) struct EntryTable {
    pub(super) table: u32,
    /// "Table 5", or "Aisle 2, table 3" at a large euchre.
    pub(super) label: String,
    pub(super) entered: bool,
    /// Entered by its hands: the points and lone hands are counted from them, so left blank.
    pub(super) from_hands: bool,
    /// (label, value, selected): who won, by side (four-hand) or by hand (a two-hand tie).
    pub(super) winners: Vec<(String, String, bool)>,
    /// "Tied at the bell" is the choice shown: chosen, or entered so (no winner, equal points).
    pub(super) tied: bool,
    /// (field, label, value): points per side or per hand.
    pub(super) points: Vec<(String, String, String)>,
    /// (field, player, value): lone hands, when the party counts them.
    pub(super) lone: Vec<(String, String, String)>,
    /// (name, selected): who stays at a three-hand table when a tie decides it.
    pub(super) stays: Vec<(String, bool)>,
    /// The hands, where the party's game scores them at a table of this size.
    pub(super) hands: Option<super::hands::HandsView>,
}

/// The "Won" choice for a game tied at the bell, apart from the blank "not chosen yet" (a value
/// no player's name takes, as names are letters).
pub(super) const TIED: &str = "-tied-";

pub(super) fn field(table: u32, what: &str) -> String {
    format!("t{table}_{what}")
}

/// What the form shows for a table: what was typed, else what was entered before.
pub(super) fn entry_table(
    t: &Table,
    entered: Option<&TableResult>,
    typed: &HashMap<String, String>,
    lone_hands: bool,
) -> EntryTable {
    let value = |what: &str, stored: Option<String>| {
        typed
            .get(&field(t.table, what))
            .cloned()
            .or(stored)
            .unwrap_or_default()
    };
    let winner = value("winner", entered.and_then(|r| r.winner.clone()));
    let tied = winner == TIED
        || (!typed.contains_key(&field(t.table, "winner"))
            && entered.is_some_and(|r| {
                r.winner.is_none()
                    && r.points
                        .as_ref()
                        .is_some_and(|p| p.len() == 2 && p[0] == p[1])
            }));
    // A table entered by its hands shows them, not the points counted from them: a hand put
    // right would otherwise disagree with the old points and the form refuse itself (issue 22).
    let from_hands = entered.is_some_and(|r| !r.hands.is_empty());
    let bare = entered.filter(|_| !from_hands);
    let stored_points = |j: usize| {
        bare.and_then(|r| r.points.as_ref())
            .and_then(|p| p.get(j))
            .map(i64::to_string)
    };
    // Two sides at a four, and at five hundred's six (three against three).
    let four = t.seats.len() == 4 || t.seats.len() == 6;
    let half = t.seats.len() / 2;
    let side_names = hands::side_names(&t.seats);
    let winners = if four {
        [(0, "A"), (half, "B")]
            .iter()
            .zip(&side_names)
            .map(|(&(j, _), pair)| {
                let selected = t.seats[j..j + half].contains(&winner);
                (pair.clone(), t.seats[j].clone(), selected)
            })
            .collect()
    } else if t.seats.len() == 5 {
        // Five-hand: two progress; a tie at the line is settled by the cut.
        t.seats
            .iter()
            .map(|n| (format!("{n} (won the cut)"), n.clone(), winner == *n))
            .collect()
    } else if t.seats.len() == 2 {
        t.seats
            .iter()
            .map(|n| (format!("{n} (won the cut)"), n.clone(), winner == *n))
            .collect()
    } else {
        Vec::new()
    };
    let points = if four {
        vec![
            (
                field(t.table, "points_a"),
                side_names[0].clone(),
                value("points_a", stored_points(0)),
            ),
            (
                field(t.table, "points_b"),
                side_names[1].clone(),
                value("points_b", stored_points(1)),
            ),
        ]
    } else {
        t.seats
            .iter()
            .enumerate()
            .map(|(j, n)| {
                let what = format!("points_{j}");
                (
                    field(t.table, &what),
                    n.clone(),
                    value(&what, stored_points(j)),
                )
            })
            .collect()
    };
    let lone = if lone_hands {
        t.seats
            .iter()
            .enumerate()
            .map(|(j, n)| {
                let what = format!("lone_{j}");
                let stored = bare.and_then(|r| r.lone_hands.get(n)).map(u32::to_string);
                (field(t.table, &what), n.clone(), value(&what, stored))
            })
            .collect()
    } else {
        Vec::new()
    };
    let stays_now = value("stays", entered.and_then(|r| r.stays.clone()));
    let stays = if t.seats.len() == 3 || t.seats.len() == 5 {
        t.seats
            .iter()
            .map(|n| (n.clone(), stays_now == *n))
            .collect()
    } else {
        Vec::new()
    };
    EntryTable {
        table: t.table,
        label: format!("Table {}", t.table),
        entered: entered.is_some(),
        from_hands,
        winners,
        tied,
        points,
        lone,
        stays,
        hands: None,
    }
}

/// A whole number of points; a refusal goes to `t{table}_points`.
fn number(table: u32, what: &str, text: &str, errors: &mut FieldErrors) -> Option<u32> {
    match text.trim().parse::<u32>() {
        Ok(n) => Some(n),
        Err(_) if text.trim().starts_with('-') => {
            errors.add(field(table, what), format!("{} is negative", text.trim()));
            None
        }
        Err(_) => {
            errors.add(
                field(table, what),
                format!("{:?} is not a whole number", text.trim()),
            );
            None
        }
    }
}

/// A side's points for a game: below nothing only where the game has set-backs (five hundred,
/// seed 001 L7390–7398); anywhere else the refusal names the game.
fn signed_points(
    table: u32,
    text: &str,
    game: &PartyGame,
    errors: &mut FieldErrors,
) -> Option<i64> {
    match text.trim().parse::<i64>() {
        Ok(n) if n < 0 && !game.set_backs => {
            errors.add(
                field(table, "points"),
                format!("{n} is negative: {} has no set-backs", game.name),
            );
            None
        }
        Ok(n) => Some(n),
        Err(_) => {
            errors.add(
                field(table, "points"),
                format!("{:?} is not a whole number", text.trim()),
            );
            None
        }
    }
}

/// What the entry form needs to know of the party's game.
pub struct PartyGame {
    name: &'static str,
    set_backs: bool,
    kind: crate::evening::Kind,
    lone_hands: LoneHands,
}

impl PartyGame {
    pub(super) fn of(p: &StoredParty) -> PartyGame {
        PartyGame {
            name: p.kind.name(),
            set_backs: p.settings.scoring.set_backs,
            kind: p.kind,
            lone_hands: p.settings.lone_hands,
        }
    }

    /// Whether a lone hand may be played at this table (none at the head table under
    /// `not_at_head`, seed 001 L6470).
    pub(super) fn lone_at(&self, table: u32) -> bool {
        match self.lone_hands {
            LoneHands::Allowed => true,
            LoneHands::NotAtHead => table != 1,
            LoneHands::None => false,
        }
    }
}

/// The result typed for a table; `None` when every field of it is blank.
pub(super) fn parse_table(
    t: &Table,
    typed: &HashMap<String, String>,
    game: &PartyGame,
    errors: &mut FieldErrors,
) -> Option<TableResult> {
    let get = |what: &str| {
        typed
            .get(&field(t.table, what))
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
    };
    let hands: Vec<String> = if t.seats.len() == 4 || t.seats.len() == 6 {
        vec!["points_a".to_owned(), "points_b".to_owned()]
    } else {
        (0..t.seats.len()).map(|j| format!("points_{j}")).collect()
    };
    let lone: Vec<String> = (0..t.seats.len()).map(|j| format!("lone_{j}")).collect();
    let played = super::hands::parse(game.kind, t, typed, game.lone_at(t.table), errors);
    // "Tied at the bell" is a choice made (the table reported), naming no winner.
    let tied = get("winner") == Some(TIED);
    let winner = get("winner").filter(|w| *w != TIED);
    let any = ["winner", "stays"].iter().any(|w| get(w).is_some())
        || hands.iter().chain(&lone).any(|w| get(w).is_some());
    if let Some((played, tally)) = played {
        let bare = super::hands::Bare {
            points: hands.iter().map(|w| get(w).map(str::to_owned)).collect(),
            lone: lone.iter().map(|w| get(w).map(str::to_owned)).collect(),
        };
        return Some(super::hands::result_of(
            t,
            played,
            tally,
            &bare,
            winner,
            get("stays"),
            errors,
        ));
    }
    if !any {
        return None;
    }
    let given: Vec<Option<&str>> = hands.iter().map(|w| get(w)).collect();
    let points = if given.iter().all(Option::is_none) {
        None
    } else if given.iter().any(Option::is_none) {
        errors.add(
            field(t.table, "points"),
            "enter every side's points, or none",
        );
        None
    } else {
        let mut out = Vec::new();
        for text in &given {
            let n = signed_points(t.table, text.unwrap_or_default(), game, errors);
            out.push(n.unwrap_or(0));
        }
        Some(out)
    };
    if tied
        && points
            .as_ref()
            .is_some_and(|p| p.windows(2).any(|w| w[0] != w[1]))
    {
        errors.add(
            field(t.table, "winner"),
            "tied at the bell is chosen but the points differ: choose who won, or put the points right",
        );
    }
    let mut lone_hands = BTreeMap::new();
    for (j, w) in lone.iter().enumerate() {
        if let Some(text) = get(w)
            && let Some(n) = number(t.table, "lone_hands", text, errors)
            && n > 0
            && let Some(name) = t.seats.get(j)
        {
            lone_hands.insert(name.clone(), n);
        }
    }
    Some(TableResult {
        table: t.table,
        points,
        // The form takes each side's score as the party's bell rule makes it (the round page
        // says which), so the hand in progress is never entered apart.
        in_hand: None,
        winner: winner.map(str::to_owned),
        stays: get("stays").map(str::to_owned),
        lone_hands,
        hands: Vec::new(),
    })
}
