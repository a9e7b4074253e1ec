//! Two members of one name (issue 22 item 10): saved anyway, since two people may share a name,
//! and told apart wherever names are shown or chosen. A member with a member number is shown
//! by it ("John Smith (no. 12)"); one without, by the order the namesakes joined the roster
//! ("John Smith (2nd)"), the first of them keeping the bare name. A record's id is never shown:
//! it means nothing to a person.

use std::collections::HashMap;

use rusqlite::Connection;

use crate::db::DbResult;

/// A member as [`tell_apart`] needs them: id (the order of joining), name, member number.
pub type Named = (i64, String, Option<String>);

/// The shown name of every member who shares a name (case aside) with another; members with a
/// name of their own are left out (they are shown by their name).
pub fn labels(conn: &Connection) -> DbResult<HashMap<i64, String>> {
    let rows: Vec<Named> = conn
        .prepare(
            "SELECT id, name, member_no FROM members
             WHERE lower(name) IN (SELECT lower(name) FROM members
                                   GROUP BY lower(name) HAVING count(*) > 1)
             ORDER BY id",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    Ok(tell_apart(&rows))
}

/// The label for `id` if that member has a namesake, else `name` as it is.
pub fn label_of(labels: &HashMap<i64, String>, id: i64, name: &str) -> String {
    labels.get(&id).cloned().unwrap_or_else(|| name.to_owned())
}

/// The other members named as `id` is (case aside), with their labels, in order of joining.
pub fn others(conn: &Connection, id: i64) -> DbResult<Vec<String>> {
    let labels = labels(conn)?;
    let name: String =
        conn.query_row("SELECT lower(name) FROM members WHERE id = ?1", [id], |r| {
            r.get(0)
        })?;
    let mut ids: Vec<i64> = conn
        .prepare("SELECT id FROM members WHERE lower(name) = ?1 AND id <> ?2 ORDER BY id")?
        .query_map((name, id), |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    ids.retain(|i| labels.contains_key(i));
    Ok(ids.iter().map(|i| labels[i].clone()).collect())
}

/// Pure: labels for `rows` (in order of joining) that share a name, case aside.
pub fn tell_apart(rows: &[Named]) -> HashMap<i64, String> {
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut counts: HashMap<String, u32> = HashMap::new();
    for (_, name, _) in rows {
        *counts.entry(name.to_lowercase()).or_default() += 1;
    }
    let mut out = HashMap::new();
    for (id, name, number) in rows {
        let key = name.to_lowercase();
        let nth = seen.entry(key.clone()).or_default();
        *nth += 1;
        if counts[&key] < 2 {
            continue;
        }
        let label = match number.as_deref().filter(|n| !n.is_empty()) {
            Some(n) => format!("{name} (no. {n})"),
            None if *nth == 1 => name.clone(),
            None => format!("{name} ({})", ordinal(*nth)),
        };
        out.insert(*id, label);
    }
    out
}

/// "2nd", "3rd", "11th", "21st".
fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64, name: &str, no: Option<&str>) -> Named {
        (id, name.to_owned(), no.map(str::to_owned))
    }

    #[test]
    fn namesakes_are_told_apart_by_number_else_by_order_of_joining() {
        let labels = tell_apart(&[
            row(1, "John Smith", None),
            row(2, "Ann Lee", None),
            row(3, "john smith", None),
            row(4, "John Smith", Some("14")),
        ]);
        assert_eq!(labels.get(&1).map(String::as_str), Some("John Smith"));
        assert_eq!(labels.get(&2), None);
        assert_eq!(labels.get(&3).map(String::as_str), Some("john smith (2nd)"));
        assert_eq!(
            labels.get(&4).map(String::as_str),
            Some("John Smith (no. 14)")
        );
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(21), "21st");
        assert_eq!(ordinal(3), "3rd");
    }
}
