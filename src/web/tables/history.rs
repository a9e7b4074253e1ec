//! A table's deal history as its page shows it: each change read back in the law's words, and
//! a sentence under the pad for each deal deleted (`db::tables::writes::delete_last` keeps what
//! it was in `play_deal_history`).

use crate::db::tables::Change;

/// A line of the deal history as the page shows it.
pub(super) struct HistoryRow {
    pub(super) deal: usize,
    pub(super) action: String,
    pub(super) old: String,
    pub(super) new: String,
    pub(super) confirmed: bool,
    pub(super) by: String,
    pub(super) at: String,
}

impl HistoryRow {
    /// Each deal read back in the law's words rather than as its stored JSON.
    pub(super) fn of(c: Change, fields: &[crate::laws::pad::Field], sides: &[String]) -> Self {
        // A school's comings and goings are kept as a sentence ("Dan joins the table…").
        let read = |deal: Option<String>| {
            deal.map(|d| match serde_json::from_str::<String>(&d) {
                Ok(sentence) => sentence,
                Err(_) => crate::laws::pad::describe_deal(fields, sides, &d),
            })
            .unwrap_or_default()
        };
        HistoryRow {
            deal: c.deal + 1,
            action: c.action,
            old: read(c.old),
            new: read(c.new),
            confirmed: c.confirmed,
            by: c.by,
            at: c.at,
        }
    }
}

/// The fields a deal is read back with in the history: those the table asks first, then any
/// other the law declares (a deal stored before the form left it out still reads in words).
pub(super) fn history_fields(
    all: &[crate::laws::pad::Field],
    read: &[crate::laws::pad::Field],
) -> Vec<crate::laws::pad::Field> {
    let mut fields = read.to_vec();
    fields.extend(all.iter().filter(|f| !read.contains(f)).copied());
    fields
}

/// "Deal 7 was deleted by Ann on 28 Nov 2026, 21:40 GMT." for each deal deleted and not
/// entered again (its number is past the `standing` deals), the latest deletion of each, so the
/// pad does not silently lose a deal; what it was stays in the history below.
pub(super) fn deleted_lines(history: &[Change], standing: usize) -> Vec<String> {
    let mut latest: Vec<&Change> = Vec::new();
    for c in history
        .iter()
        .filter(|c| c.action == "deleted" && c.deal >= standing)
    {
        latest.retain(|d| d.deal != c.deal);
        latest.push(c);
    }
    latest
        .into_iter()
        .map(|c| format!("Deal {} was deleted by {} on {}.", c.deal + 1, c.by, c.at))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(deal: usize, action: &str, by: &str, at: &str) -> Change {
        Change {
            deal,
            action: action.to_owned(),
            old: None,
            new: None,
            confirmed: false,
            by: by.to_owned(),
            at: at.to_owned(),
        }
    }

    /// A deal deleted is said until a deal of its number stands again; a deal deleted twice is
    /// said once, by its latest deletion.
    #[test]
    fn a_deleted_deal_is_said_until_it_is_entered_again() {
        let history = vec![
            change(6, "entered", "Ann", "5 Mar 1927, 21:30 GMT"),
            change(6, "deleted", "Ann", "5 Mar 1927, 21:35 GMT"),
            change(6, "entered", "Ann", "5 Mar 1927, 21:38 GMT"),
            change(6, "deleted", "Bob", "5 Mar 1927, 21:40 GMT"),
            change(5, "deleted", "Bob", "5 Mar 1927, 21:41 GMT"),
            change(4, "deleted", "Cy", "5 Mar 1927, 21:20 GMT"),
        ];
        assert_eq!(
            deleted_lines(&history, 5),
            vec![
                "Deal 7 was deleted by Bob on 5 Mar 1927, 21:40 GMT.",
                "Deal 6 was deleted by Bob on 5 Mar 1927, 21:41 GMT.",
            ]
        );
        assert!(deleted_lines(&history, 7).is_empty());
    }
}
