//! Tests of the roster and its CSV import and export.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::db::{DbError, Pool, open, read, write};

fn temp_db() -> (tempfile::TempDir, Pool) {
    let dir = tempfile::tempdir().unwrap();
    let pool = open(&dir.path().join("t.db")).unwrap();
    (dir, pool)
}

fn field_of(problems: &Problems) -> Vec<&'static str> {
    problems.iter().map(|(f, _)| *f).collect()
}

fn message(e: DbError) -> String {
    match e {
        DbError::Invalid { message, .. } => message,
        other => panic!("expected a refusal, got {other}"),
    }
}

#[test]
fn trims_and_treats_blank_as_none() {
    let m = NewMember::new("  Ann Smith ", "  ", "").unwrap();
    assert_eq!(m.name(), "Ann Smith");
    assert_eq!(m.member_no(), None);
    assert_eq!(m.email(), None);
}

#[test]
fn name_is_required_and_bounded() {
    assert_eq!(
        field_of(&NewMember::new("   ", "", "").unwrap_err()),
        ["name"]
    );
    assert!(NewMember::new(&"é".repeat(80), "", "").is_ok());
    assert_eq!(
        field_of(&NewMember::new(&"é".repeat(81), "", "").unwrap_err()),
        ["name"]
    );
}

#[test]
fn member_no_is_bounded() {
    assert!(NewMember::new("A", &"9".repeat(20), "").is_ok());
    assert_eq!(
        field_of(&NewMember::new("A", &"9".repeat(21), "").unwrap_err()),
        ["member_no"]
    );
}

#[test]
fn email_needs_one_at_with_text_either_side() {
    for good in ["a@b", "ann.smith@example.org"] {
        assert!(NewMember::new("A", "", good).is_ok(), "{good}");
    }
    for bad in ["bob", "@b", "a@", "a@b@c", "a b@c"] {
        let problems = NewMember::new("A", "", bad).unwrap_err();
        assert_eq!(field_of(&problems), ["email"], "{bad}");
    }
    let long = format!("{}@example.org", "a".repeat(120));
    assert_eq!(
        field_of(&NewMember::new("A", "", &long).unwrap_err()),
        ["email"]
    );
}

#[test]
fn reports_every_bad_field() {
    let problems = NewMember::new("", &"1".repeat(21), "bob").unwrap_err();
    assert_eq!(field_of(&problems), ["name", "member_no", "email"]);
}

#[test]
fn duplicate_member_no_names_the_holder() {
    let (_dir, pool) = temp_db();
    let ann = NewMember::new("Ann Smith", "12", "").unwrap();
    let ann = write(&pool, |tx| add(tx, &ann)).unwrap();
    let bob = NewMember::new("Bob", "12", "").unwrap();
    let err = write(&pool, |tx| add(tx, &bob)).unwrap_err();
    assert!(matches!(&err, DbError::Invalid { field, .. } if field == "member_no"));
    assert_eq!(message(err), "member number 12 is already Ann Smith's");
    // Keeping one's own number is not a clash.
    let renamed = NewMember::new("Ann Jones", "12", "").unwrap();
    let ann = write(&pool, |tx| update(tx, ann.id, &renamed)).unwrap();
    assert_eq!(ann.name, "Ann Jones");
}

/// The roster reads by surname, not by the title the name begins with ("Miss", "Mr.", "Mrs."):
/// the last word, then the whole name.
#[test]
fn lists_by_surname_not_by_title() {
    let (_dir, pool) = temp_db();
    write(&pool, |tx| {
        for name in [
            "Mrs. Alice Hartley",
            "Miss Emily Vane",
            "Mr. Thomas Ashby",
            "Mrs. Florence Ashby",
            "Mr. George Hartley",
            "Dorothy Wren",
        ] {
            add(tx, &NewMember::new(name, "", "").unwrap())?;
        }
        Ok(())
    })
    .unwrap();
    let names: Vec<_> = read(&pool, list)
        .unwrap()
        .into_iter()
        .map(|m| m.name)
        .collect();
    assert_eq!(
        names,
        [
            "Mr. Thomas Ashby",
            "Mrs. Florence Ashby",
            "Mr. George Hartley",
            "Mrs. Alice Hartley",
            "Miss Emily Vane",
            "Dorothy Wren",
        ]
    );
}

#[test]
fn lists_active_first_then_retired_by_name() {
    let (_dir, pool) = temp_db();
    write(&pool, |tx| {
        for name in ["Cy", "al", "Bea"] {
            add(tx, &NewMember::new(name, "", "").unwrap())?;
        }
        Ok(())
    })
    .unwrap();
    let bea = read(&pool, list).unwrap()[1].clone();
    assert_eq!(bea.name, "Bea");
    write(&pool, |tx| set_retired(tx, bea.id, true)).unwrap();
    let names: Vec<_> = read(&pool, list)
        .unwrap()
        .into_iter()
        .map(|m| m.name)
        .collect();
    assert_eq!(names, ["al", "Cy", "Bea"]);
    assert!(matches!(
        write(&pool, |tx| set_retired(tx, 999, true)),
        Err(DbError::NotFound)
    ));
}

#[test]
fn import_adds_and_updates_by_member_no() {
    let (_dir, pool) = temp_db();
    write(&pool, |tx| {
        add(tx, &NewMember::new("Ann", "1", "").unwrap())
    })
    .unwrap();
    let csv = "Email,NAME,member_no\nann@example.org,Ann Smith,1\n,Bob,2\n,Cy,\n";
    let summary = write(&pool, |tx| import_csv(tx, csv)).unwrap();
    assert_eq!(
        summary,
        ImportSummary {
            added: 2,
            updated: 1
        }
    );
    let members = read(&pool, list).unwrap();
    assert_eq!(members.len(), 3);
    let ann = |members: Vec<Member>| {
        members
            .into_iter()
            .find(|m| m.member_no.as_deref() == Some("1"))
            .unwrap()
    };
    let first = ann(members);
    assert_eq!(first.name, "Ann Smith");
    assert_eq!(first.email.as_deref(), Some("ann@example.org"));
    // Without an email column, the emails on file stay.
    write(&pool, |tx| import_csv(tx, "name,member_no\nAnn S.,1\n")).unwrap();
    let ann = ann(read(&pool, list).unwrap());
    assert_eq!(ann.name, "Ann S.");
    assert_eq!(ann.email.as_deref(), Some("ann@example.org"));
}

#[test]
fn a_bad_row_refuses_the_whole_import() {
    let (_dir, pool) = temp_db();
    let csv = "name,member_no,email\nAnn,1,\nBea,2,\nBob,3,bob\n";
    let err = write(&pool, |tx| import_csv(tx, csv)).unwrap_err();
    assert_eq!(
        message(err),
        "line 4, email: \"bob\" is not an email address"
    );
    assert!(read(&pool, list).unwrap().is_empty());
}

#[test]
fn import_refuses_bad_headers_and_duplicates() {
    let (_dir, pool) = temp_db();
    let refused = |csv: &str| message(write(&pool, |tx| import_csv(tx, csv)).unwrap_err());
    assert!(refused("name,phone,shoe\nAnn,1,2\n").contains("\"phone\", \"shoe\""));
    assert!(refused("email\na@b\n").contains("\"name\" column"));
    assert!(refused("").contains("header row"));
    assert_eq!(
        refused("name,member_no\nAnn,7\nBob,7\n"),
        "line 3, member_no: member number 7 is also on line 2"
    );
    assert!(refused("name,retired\nAnn,maybe\n").starts_with("line 2, retired"));
    let many = format!("name\n{}", "x\n".repeat(IMPORT_MAX_ROWS + 1));
    assert!(refused(&many).contains("more than 5000 rows"));
}

#[test]
fn export_then_import_is_a_round_trip() {
    let (_dir, pool) = temp_db();
    write(&pool, |tx| {
        add(
            tx,
            &NewMember::new("Ann, the elder", "1", "a@b.org").unwrap(),
        )?;
        add(tx, &NewMember::new("=Bob", "2", "").unwrap())?;
        let cy = add(
            tx,
            &NewMember::with_national("Cy \"Ace\"", "003", "+4471", "cy@c").unwrap(),
        )?;
        // A player a USEBIO import added: a federation number, no club number.
        add(
            tx,
            &NewMember::with_national("Di", "", "100234", "").unwrap(),
        )?;
        set_retired(tx, cy.id, true)
    })
    .unwrap();
    let before = read(&pool, list).unwrap();
    let csv = crate::export::to_csv(&read(&pool, export_rows).unwrap()).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with("member_no,name,email,retired,national_no\n"));
    // The one CSV writer leaves a plain number as it is (a spreadsheet reads no formula in it).
    assert!(csv.contains(",+4471\n"), "{csv}");
    assert!(csv.contains("\n,Di,,no,100234\n"), "{csv}");

    // Into the same roster: every row updates, nothing changes.
    let summary = write(&pool, |tx| import_csv(tx, &csv)).unwrap();
    assert_eq!(
        summary,
        ImportSummary {
            added: 0,
            updated: 4
        }
    );
    assert_eq!(read(&pool, list).unwrap(), before);

    // Into an empty roster: the same members come out.
    let (_dir2, other) = temp_db();
    write(&other, |tx| import_csv(tx, &csv)).unwrap();
    let strip = |ms: Vec<Member>| -> Vec<_> {
        ms.into_iter()
            .map(|m| (m.name, m.member_no, m.email, m.retired, m.national_no))
            .collect()
    };
    assert_eq!(strip(read(&other, list).unwrap()), strip(before));
}

#[test]
fn import_reads_spreadsheet_quirks() {
    let (_dir, pool) = temp_db();
    let csv = "\u{feff}name;member_no\r\nAnn;1\r\n;\r\n";
    let summary = write(&pool, |tx| import_csv(tx, csv)).unwrap();
    assert_eq!(summary.added, 1);
}

#[test]
fn the_federation_number_is_checked_at_its_field_kept_and_one_members() {
    assert_eq!(
        field_of(&NewMember::with_national("A", "", &"9".repeat(21), "").unwrap_err()),
        ["national_no"]
    );
    assert_eq!(
        field_of(&NewMember::with_national("A", "", "12\t3", "").unwrap_err()),
        ["national_no"]
    );
    let (_dir, pool) = temp_db();
    let ann = NewMember::with_national("Ann", "12", " 100234 ", "").unwrap();
    let ann = write(&pool, |tx| add(tx, &ann)).unwrap();
    assert_eq!(ann.national_no.as_deref(), Some("100234"));
    let bob = NewMember::with_national("Bob", "", "100234", "").unwrap();
    let err = write(&pool, |tx| add(tx, &bob)).unwrap_err();
    assert!(matches!(&err, DbError::Invalid { field, .. } if field == "national_no"));
    assert_eq!(message(err), "federation number 100234 is already Ann's");
    // A change that does not give the number (a roster CSV without the column) keeps it.
    let renamed = NewMember::new("Ann Avery", "12", "").unwrap();
    let ann = write(&pool, |tx| update(tx, ann.id, &renamed)).unwrap();
    assert_eq!(ann.national_no.as_deref(), Some("100234"));
    // The numbers a USEBIO file writes.
    let numbers = read(&pool, super::numbers).unwrap();
    assert_eq!(
        numbers.get(&ann.id),
        Some(&Numbers {
            club: Some("12".to_owned()),
            national: Some("100234".to_owned()),
        })
    );
    // Given blank, it is cleared.
    let cleared = NewMember::with_national("Ann Avery", "12", "", "").unwrap();
    let ann = write(&pool, |tx| update(tx, ann.id, &cleared)).unwrap();
    assert_eq!(ann.national_no, None);
}

#[test]
fn a_roster_csv_federation_number_is_checked_as_the_form_checks_it() {
    let (_dir, pool) = temp_db();
    let refused = |csv: &str| message(write(&pool, |tx| import_csv(tx, csv)).unwrap_err());
    let long = format!("name,national_no\nAnn,1\nBob,{}\n", "9".repeat(21));
    assert_eq!(
        refused(&long),
        "line 3, national_no: the federation number is 21 characters; at most 20"
    );
    assert_eq!(
        refused("name,member_no,national_no\nAnn,1,100234\nBob,2,100234\n"),
        "line 3, national_no: federation number 100234 is already Ann's"
    );
    assert!(read(&pool, list).unwrap().is_empty());
    // Given, it is stored; left out, the stored one is kept; given blank, it is cleared.
    write(&pool, |tx| {
        import_csv(tx, "name,member_no,national_no\nAnn,1,100234\n")
    })
    .unwrap();
    write(&pool, |tx| import_csv(tx, "name,member_no\nAnn A.,1\n")).unwrap();
    let ann = read(&pool, list).unwrap().remove(0);
    assert_eq!(ann.national_no.as_deref(), Some("100234"));
    write(&pool, |tx| {
        import_csv(tx, "national_no,name,member_no\n,Ann A.,1\n")
    })
    .unwrap();
    assert_eq!(read(&pool, list).unwrap()[0].national_no, None);
}
