//! A write reads only its own table (issue 13): the table as a write reads it is the table as
//! the whole congress reads it, after any sequence of writes, and a write succeeds even when
//! another table's rows could not be read at all.

use proptest::prelude::*;

use super::*;
use crate::congress::sheet::TableSheet;

fn congress(players: usize, rounds: u32) -> (tempfile::TempDir, crate::db::Pool, i64) {
    let dir = tempfile::tempdir().expect("dir");
    let pool = crate::db::open(&dir.path().join("t.db")).expect("open");
    let id = crate::db::write(&pool, |tx| {
        let new = NewCongress {
            name: "Test congress".into(),
            date: "1926-07-04".into(),
            settings: Settings {
                rounds,
                ..Settings::default()
            },
            prize_seed: 7,
        };
        let id = create(tx, &new, "D")?;
        for p in 0..players {
            register(tx, id, &format!("Player {p}"), None, "D")?;
        }
        draw_series(tx, id, 1926, "D")?;
        Ok(id)
    })
    .expect("congress");
    (dir, pool, id)
}

fn deal_json(kind: u8, declarer: usize, points: u32) -> String {
    match kind % 5 {
        0 => format!(
            r#"{{"declarer": {declarer}, "game": "solo", "trump": "clubs", "matadores": {{"with": 2}}, "card_points": {points}}}"#
        ),
        1 => format!(
            r#"{{"declarer": {declarer}, "game": "tournee", "trump": "hearts", "matadores": {{"without": 1}}, "card_points": {points}}}"#
        ),
        2 => format!(
            r#"{{"declarer": {declarer}, "game": "guckser", "matadores": {{"with": 1}}, "card_points": {points}}}"#
        ),
        3 => format!(
            r#"{{"declarer": {declarer}, "game": "grand_solo", "matadores": {{"with": 1}}, "card_points": {points}}}"#
        ),
        // Refused by the law: more card points than the pack holds.
        _ => format!(
            r#"{{"declarer": {declarer}, "game": "solo", "trump": "spades", "matadores": {{"with": 1}}, "card_points": 200}}"#
        ),
    }
}

/// One user action, drawn at random.
#[derive(Debug, Clone)]
enum Action {
    Deal {
        table: u32,
        kind: u8,
        declarer: usize,
        points: u32,
        prize: bool,
        ok: bool,
    },
    Correct {
        table: u32,
        back: u32,
        kind: u8,
        declarer: usize,
        points: u32,
    },
    RemoveLast {
        table: u32,
    },
    Totals {
        table: u32,
        won: u32,
        lost: u32,
        points: i64,
    },
    Fine {
        table: u32,
        seat: usize,
        round: u32,
        points: i64,
    },
    Withdraw {
        nth: usize,
    },
}

fn action() -> impl Strategy<Value = Action> {
    let t = 1u32..=3;
    prop_oneof![
        6 => (t.clone(), any::<u8>(), 0usize..4, 0u32..=120, any::<bool>(), any::<bool>())
            .prop_map(|(table, kind, declarer, points, prize, ok)| Action::Deal {
                table, kind, declarer, points, prize, ok
            }),
        2 => (t.clone(), 0u32..4, any::<u8>(), 0usize..4, 0u32..=120).prop_map(
            |(table, back, kind, declarer, points)| Action::Correct {
                table, back, kind, declarer, points
            }
        ),
        1 => t.clone().prop_map(|table| Action::RemoveLast { table }),
        1 => (t.clone(), 0u32..8, 0u32..8, -300i64..300).prop_map(|(table, won, lost, points)| {
            Action::Totals { table, won, lost, points }
        }),
        2 => (t, 0usize..5, 0u32..4, 1i64..30).prop_map(|(table, seat, round, points)| {
            Action::Fine { table, seat, round, points }
        }),
        1 => (0usize..4).prop_map(|nth| Action::Withdraw { nth }),
    ]
}

fn apply(tx: &Connection, id: i64, a: &Action) -> DbResult<()> {
    let whole = load(tx, id)?;
    match *a {
        Action::Deal {
            table,
            kind,
            declarer,
            points,
            prize,
            ok,
        } => {
            let written = whole.deals.get(&(1, table)).map_or(0, Vec::len);
            let entry = DealEntry {
                json: deal_json(kind, declarer, points),
                remark: if prize {
                    "with 2".into()
                } else {
                    String::new()
                },
                prize,
                ok_by: if ok {
                    "Skat Master".into()
                } else {
                    String::new()
                },
                debarred: false,
            };
            let no = u32::try_from(written).unwrap_or(0) + 1;
            save_deal(tx, (id, 1, table), no, None, &entry, "S")
        }
        Action::Correct {
            table,
            back,
            kind,
            declarer,
            points,
        } => {
            let deals = whole.deals.get(&(1, table)).cloned().unwrap_or_default();
            let Some(d) = deals.iter().rev().nth(back as usize) else {
                return Ok(());
            };
            let entry = DealEntry {
                json: deal_json(kind, declarer, points),
                remark: String::new(),
                prize: false,
                ok_by: String::new(),
                debarred: false,
            };
            save_deal(tx, (id, 1, table), d.no, Some(d.version), &entry, "S")
        }
        Action::RemoveLast { table } => remove_last_deal(tx, (id, 1, table), "S"),
        Action::Totals {
            table,
            won,
            lost,
            points,
        } => {
            let seats = whole.congress.series[0].tables[&table].seats.len();
            let lines: Vec<Totals> = (0..seats)
                .map(|s| Totals {
                    won: won + u32::try_from(s).unwrap_or(0),
                    lost,
                    points: points - i64::try_from(s).unwrap_or(0),
                })
                .collect();
            save_totals(tx, id, 1, table, &lines, false, "S")
        }
        Action::Fine {
            table,
            seat,
            round,
            points,
        } => {
            let fine = Fine {
                seat,
                round,
                points,
                reason: "a misdeal".into(),
            };
            add_fine(tx, id, 1, table, &fine, "S")
        }
        Action::Withdraw { nth } => match whole.fines.get(nth) {
            Some(f) => withdraw_fine(tx, id, f.id, "S"),
            None => Ok(()),
        },
    }
}

fn sheet_of(c: &StoredCongress, table: u32) -> Option<Result<TableSheet, crate::laws::LawError>> {
    let s = c.congress.find_series(1)?;
    let t = s.tables.get(&table)?;
    Some(c.congress.table_sheet(s, t))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// After any sequence of writes (each accepted or refused in its own transaction), every
    /// table as a write reads it (its sheet totalled, its deals, ledger and plays) is the table
    /// as the whole congress reads it, and no stored table fails to total: the checks a write
    /// makes on its own table alone are the checks a full re-total would make.
    #[test]
    fn a_table_read_alone_is_the_table_of_the_whole(actions in prop::collection::vec(action(), 1..40)) {
        // Ten players: tables of 4, 3 and 3; two rounds a series.
        let (_dir, pool, id) = congress(10, 2);
        for a in &actions {
            let _ = crate::db::write(&pool, |tx| apply(tx, id, a));
        }
        let whole = crate::db::read(&pool, |c| load(c, id)).expect("whole");
        prop_assert!(whole.congress.entries().1.is_empty(), "{:?}", whole.congress.entries().1);
        for table in 1..=3u32 {
            let alone = crate::db::read(&pool, |c| load_table(c, id, 1, table)).expect("table");
            prop_assert_eq!(sheet_of(&alone, table), sheet_of(&whole, table));
            let same_deals = |c: &StoredCongress| {
                c.deals
                    .get(&(1, table))
                    .map(|d| d.iter().map(|d| (d.no, d.json.clone(), d.version)).collect::<Vec<_>>())
            };
            prop_assert_eq!(same_deals(&alone), same_deals(&whole));
            let fines = |c: &StoredCongress| {
                c.fines.iter().filter(|f| f.table == table).map(|f| f.id).collect::<Vec<_>>()
            };
            prop_assert_eq!(fines(&alone), fines(&whole));
            let seats = &alone.congress.series[0].tables[&table].seats;
            for p in seats {
                prop_assert_eq!(alone.congress.name_of(*p), whole.congress.name_of(*p));
            }
        }
    }
}

/// A write to one table reads nothing of the others: with another table's stored deal made
/// unreadable, the whole congress can no longer be read, yet the first table still takes its
/// deals, its ledger and a registration.
#[test]
fn a_write_reads_only_its_own_table() {
    let (_dir, pool, id) = congress(8, 2);
    let entry = |json: String| DealEntry {
        json,
        remark: String::new(),
        prize: false,
        ok_by: String::new(),
        debarred: false,
    };
    crate::db::write(&pool, |tx| {
        save_deal(tx, (id, 1, 1), 1, None, &entry(deal_json(0, 0, 80)), "S")?;
        save_deal(tx, (id, 1, 2), 1, None, &entry(deal_json(1, 1, 70)), "S")
    })
    .expect("two tables begun");
    crate::db::write(&pool, |tx| {
        tx.execute(
            "UPDATE congress_deals SET deal = 'not a deal' WHERE congress_id = ?1 AND table_no = 2",
            [id],
        )?;
        Ok(())
    })
    .expect("spoil table 2");
    assert!(crate::db::read(&pool, |c| load(c, id)).is_err());
    crate::db::write(&pool, |tx| {
        save_deal(tx, (id, 1, 1), 2, None, &entry(deal_json(2, 2, 65)), "S")?;
        let fine = Fine {
            seat: 0,
            round: 1,
            points: 10,
            reason: "a misdeal".into(),
        };
        add_fine(tx, id, 1, 1, &fine, "S")?;
        register(tx, id, "Late Comer", None, "S").map(|_| ())
    })
    .expect("table 1 is written without reading table 2");
    let t1 = crate::db::read(&pool, |c| load_table(c, id, 1, 1)).expect("table 1");
    assert_eq!(t1.deals[&(1, 1)].len(), 2);
    assert!(sheet_of(&t1, 1).is_some_and(|s| s.is_ok()));
    // The spoilt table itself is refused at its own write, naming the stored value.
    let refused = crate::db::write(&pool, |tx| {
        save_deal(tx, (id, 1, 2), 2, None, &entry(deal_json(0, 0, 80)), "S")
    });
    assert!(
        matches!(refused, Err(DbError::Invalid { .. })),
        "{refused:?}"
    );
}

/// A step of the kept-totals property: a write, or the pages reading the congress again.
#[derive(Debug, Clone)]
enum Step {
    Write(Action),
    /// The standings read: the kept totals brought up to date.
    Read,
    /// A player registered and seated late at a table (refused once a round is played).
    Late {
        table: u32,
    },
    /// Series 1 closed, or series 2 drawn once it is.
    Close,
    Draw,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => action().prop_map(Step::Write),
        3 => Just(Step::Read),
        1 => (1u32..=3).prop_map(|table| Step::Late { table }),
        1 => Just(Step::Close),
        1 => Just(Step::Draw),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// After any sequence of writes, the standings and prizes assembled from the kept totals
    /// (each read re-totalling only the tables written since) are those of a full re-total of
    /// the whole congress, entry for entry, figure for figure (issue 13).
    #[test]
    fn kept_totals_are_a_full_re_total(steps in prop::collection::vec(step(), 1..50)) {
        let (_dir, pool, id) = congress(10, 2);
        let mut kept = crate::db::read(&pool, |c| Totalled::read(c, id)).expect("first read");
        let mut late = 0;
        for step in &steps {
            let _ = crate::db::write(&pool, |tx| match step {
                Step::Write(a) => apply(tx, id, a),
                Step::Read => Ok(()),
                Step::Late { table } => {
                    late += 1;
                    let p = register(tx, id, &format!("Late {late}"), None, "D")?;
                    seat_late(tx, id, 1, p, *table, "D")
                }
                Step::Close => close_series(tx, id, 1, "D"),
                Step::Draw => draw_series(tx, id, 77, "D").map(|_| ()),
            });
            if matches!(step, Step::Read)
                && let Some(fresh) =
                    crate::db::read(&pool, |c| Totalled::refresh(c, id, Some(&kept))).expect("refresh")
            {
                kept = fresh;
            }
        }
        if let Some(fresh) =
            crate::db::read(&pool, |c| Totalled::refresh(c, id, Some(&kept))).expect("refresh")
        {
            kept = fresh;
        }
        // Nothing written since: the kept totals are current.
        prop_assert!(crate::db::read(&pool, |c| Totalled::refresh(c, id, Some(&kept)))
            .expect("again")
            .is_none());
        let whole = crate::db::read(&pool, |c| load(c, id)).expect("whole");
        let (entries, refused) = kept.entries();
        let (full, full_refused) = whole.congress.entries();
        prop_assert_eq!(&entries, &full);
        prop_assert_eq!(&refused, &full_refused);
        prop_assert_eq!(
            crate::congress::standings::standings(&entries),
            whole.congress.standings()
        );
        let k = &whole.congress;
        prop_assert_eq!(
            crate::congress::standings::prizes(&k.settings, &entries, k.prize_seed),
            k.prizes()
        );
        // Every table kept is the table as the whole congress holds it.
        for s in &k.series {
            for (no, t) in &s.tables {
                let kept_table = &kept.tables[&(s.no, *no)];
                prop_assert_eq!(&kept_table.table.seats, &t.seats);
                prop_assert_eq!(kept_table.closed, s.closed);
                prop_assert_eq!(&kept_table.sheet, &k.table_sheet(s, t));
                // Deal by deal as written (a table patched with the deals written since).
                // (compared as printed: a deal as the law reads it has no equality of its own).
                prop_assert_eq!(format!("{:?}", kept_table.table), format!("{t:?}"));
            }
        }
        prop_assert_eq!(kept.tables.len(), k.series.iter().map(|s| s.tables.len()).sum::<usize>());
    }
}

/// The history names the table of every table write, and only the seating otherwise; a line
/// it does not know makes every table totalled again.
#[test]
fn the_history_names_what_was_touched() {
    use super::kept::tests_touched as touched;
    assert_eq!(touched("series 2, table 17, deal 40"), Some((2, 17)));
    assert_eq!(touched("series 1, table 3, totals"), Some((1, 3)));
    assert_eq!(
        touched("series 1, table 3, play of Anna, table 9"),
        Some((1, 3))
    );
    assert_eq!(touched("series 1, table 3"), Some((1, 3)));
    assert_eq!(touched("series 2"), None);
    assert_eq!(touched("player"), None);
    assert_eq!(touched("something else"), Some((0, 0)));
}

#[test]
fn in_play_is_a_congress_with_a_series_open_newest_first() {
    let (_dir, pool, first) = congress(8, 2);
    let ids = crate::db::write(&pool, |tx| {
        let new = |name: &str, date: &str| NewCongress {
            name: name.into(),
            date: date.into(),
            settings: Settings::default(),
            prize_seed: 1,
        };
        // Newer, still being played.
        let newer = create(tx, &new("Newer", "1927-07-04"), "D")?;
        for p in 0..8 {
            register(tx, newer, &format!("P{p}"), None, "D")?;
        }
        draw_series(tx, newer, 5, "D")?;
        // No series drawn yet: nothing to total.
        let undrawn = create(tx, &new("Undrawn", "1928-07-04"), "D")?;
        Ok((newer, undrawn))
    })
    .expect("more congresses");
    let (newer, _undrawn) = ids;
    let in_play = |limit| crate::db::read(&pool, |c| in_play(c, limit)).expect("in play");
    assert_eq!(in_play(4), vec![newer, first]);
    assert_eq!(in_play(1), vec![newer]);
    crate::db::write(&pool, |tx| close_series(tx, newer, 1, "D")).expect("closed");
    assert_eq!(in_play(4), vec![first]);
}

/// Remarks, initials and a penalty's reason print on one line of a sheet and a CSV: a control
/// character is refused at its field, and nothing is written (issue 13).
#[test]
fn remarks_initials_and_reasons_refuse_control_characters() {
    let (_dir, pool, id) = congress(8, 2);
    let deal = |remark: &str, ok_by: &str| DealEntry {
        json: deal_json(0, 1, 70),
        remark: remark.into(),
        prize: false,
        ok_by: ok_by.into(),
        debarred: false,
    };
    for (remark, ok_by) in [("with 2\u{1b}[2J", ""), ("", "S\nM")] {
        let refused = crate::db::write(&pool, |tx| {
            save_deal(tx, (id, 1, 1), 1, None, &deal(remark, ok_by), "S")
        });
        assert!(
            matches!(&refused, Err(DbError::Invalid { field, .. }) if field == "remark"),
            "{refused:?}"
        );
    }
    let fine = Fine {
        seat: 0,
        round: 1,
        points: 10,
        reason: "looked at\tthe skat".into(),
    };
    let refused = crate::db::write(&pool, |tx| add_fine(tx, id, 1, 1, &fine, "S"));
    assert!(
        matches!(&refused, Err(DbError::Invalid { field, .. }) if field == "reason"),
        "{refused:?}"
    );
    let whole = crate::db::read(&pool, |c| load(c, id)).expect("whole");
    assert!(whole.deals.is_empty() && whole.fines.is_empty());
}

/// Totals entered after a blank sheet's form was opened are not replaced by it: the check is
/// made inside the save's transaction. The same totals again are no conflict.
#[test]
fn totals_entered_since_a_blank_form_are_not_replaced() {
    let (_dir, pool, id) = congress(4, 1);
    let lines = |won| {
        (0..4)
            .map(|_| Totals {
                won,
                lost: 0,
                points: 0,
            })
            .collect::<Vec<_>>()
    };
    let save = |won, blank| {
        crate::db::write(&pool, |tx| {
            save_totals(tx, id, 1, 1, &lines(won), blank, "S")
        })
    };
    save(2, true).expect("first");
    save(2, true).expect("the same again");
    let refused = save(3, true);
    assert!(
        matches!(&refused, Err(DbError::Invalid { field, message }) if field == "totals" && message.starts_with("S entered")),
        "{refused:?}"
    );
    save(3, false).expect("a form that showed them");
}
