//! Issue 25: a cribbage pad pegged card by card at a table, as on a phone without JavaScript:
//! each card through a plain form, the count and the board shown as it falls, a card that
//! cannot be played refused in words, then the deal entered with its play; the pad comes to
//! the same score as the deal typed in points.

use crate::support::{TestApp, guest_table, post_deal};

/// The 1927 book's example of the play (seed 001 L9440–9447): Bob deals, Ann leads.
const PLAY: &[&str] = &["4H", "5S", "3D", "3C", "3S", "7D", "go", "6C", "9H"];

fn peg_url(id: i64, play: &[&str], next: &str) -> String {
    let so_far = play.join("+");
    match next {
        "go" => format!("/tables/{id}/peg?dealer=1&play={so_far}&go=1"),
        card => format!("/tables/{id}/peg?dealer=1&play={so_far}&card={card}"),
    }
}

#[test]
fn a_cribbage_pad_pegged_card_by_card_comes_to_the_typed_score() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "cribbage", &["Ann", "Bob"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("id=\"peg-link\"")
        .has(&format!("/tables/{id}/peg"));
    let start = app.get(&format!("/tables/{id}/peg?dealer=1"));
    assert_eq!(start.status, 200, "{}", start.body);
    start
        .has("The count is <strong>0</strong>")
        .has("Next to play: <strong>Ann (guest), the player on the dealer&#39;s left</strong>")
        .has("name=\"card\"")
        .lacks("<script");

    // Card by card: the count and what each card pegs as it falls.
    let expect = [
        ("4", None),
        ("9", None),
        ("12", Some("a run of 3")),
        ("15", Some("fifteen 2, a pair 2")),
        ("18", Some("a pair royal 6")),
        ("25", None),
        ("25", None),
        ("0", Some("thirty-one 2")),
        ("", Some("1 for last card")),
    ];
    for (i, (count, pegged)) in expect.iter().enumerate() {
        let page = app.get(&peg_url(id, &PLAY[..i], PLAY[i]));
        assert_eq!(page.status, 200, "{}", page.body);
        if i + 1 < PLAY.len() {
            page.has(&format!("The count is <strong>{count}</strong>"));
        }
        if let Some(words) = pegged {
            page.has(words);
        }
        if i == 5 {
            // Ann cannot play her 9 on 25: a card past 31 is refused and the play stands.
            let refused = app.get(&peg_url(id, &PLAY[..6], "9H"));
            refused
                .has("Card not taken: 9H makes 34, past thirty-one")
                .has("The count is <strong>25</strong>")
                .has("Next to play: <strong>Ann");
        }
    }
    let done = app.get(&peg_url(id, &PLAY[..8], PLAY[8]));
    done.has("id=\"over\"")
        .has("The play is over")
        // The board: Ann 10, Bob 6 pegged in the play (the book's totals).
        .has("<td>Ann (guest)</td><td class=\"num\">0</td><td class=\"num\">10</td><td class=\"num\"><strong>10</strong></td>")
        .has("<td>Bob (guest)</td><td class=\"num\">0</td><td class=\"num\">6</td><td class=\"num\"><strong>6</strong></td>")
        // The deal form carries the play and the dealer.
        .has("value=\"4H 5S 3D 3C 3S 7D go 6C 9H\"")
        .has("<option value=\"1\" selected>Bob (guest)</option>");
    // Taking back the last card.
    app.get(&format!(
        "/tables/{id}/peg?dealer=1&play={}&back=1",
        PLAY.join("+")
    ))
    .has("The count is <strong>0</strong>")
    .has("Next to play: <strong>Ann");

    // The deal entered with its play, and the same deal typed in points at another table.
    let entered = post_deal(
        &mut app,
        id,
        &[
            ("deal_no", "1"),
            ("d_dealer", "1"),
            ("d_play", &PLAY.join(" ")),
            ("d_hand_0", "8"),
            ("d_hand_1", "6"),
            ("d_crib", "4"),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let typed = guest_table(&mut app, "cribbage", &["Ann", "Bob"], &[]);
    let entered = post_deal(
        &mut app,
        typed,
        &[
            ("deal_no", "1"),
            ("d_dealer", "1"),
            ("d_pegging_0", "10"),
            ("d_pegging_1", "6"),
            ("d_hand_0", "8"),
            ("d_hand_1", "6"),
            ("d_crib", "4"),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    for table in [id, typed] {
        app.get(&format!("/tables/{table}"))
            .has("18 in all")
            .has("16 in all");
    }
    // The next deal's board starts where the pegs stand.
    app.get(&format!("/tables/{id}/peg"))
        .has("<td>Ann (guest)</td><td class=\"num\">18</td>")
        .has("<td>Bob (guest)</td><td class=\"num\">16</td>");

    // The play typed beside points that disagree is refused at the field, nothing saved.
    let play = PLAY.join(" ");
    let wrong = post_deal(
        &mut app,
        id,
        &[
            ("deal_no", "2"),
            ("d_dealer", "1"),
            ("d_play", &play),
            ("d_pegging_0", "10"),
            ("d_pegging_1", "7"),
            ("d_hand_0", "0"),
            ("d_hand_1", "0"),
            ("d_crib", "0"),
        ],
    );
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    wrong
        .has("the cards played peg 6 for this side, not 7")
        .has("id=\"error-d_pegging_1\"")
        .lacks("deals[");
    let stored = hoyle::db::read(&app.pool, |c| hoyle::db::tables::deals(c, id)).unwrap();
    assert_eq!(stored.len(), 1);
}

/// Only a cribbage table has the pegging page.
#[test]
fn the_pegging_page_is_a_cribbage_tables() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "sixty-six", &["Ann", "Bob"], &[]);
    assert_eq!(app.get(&format!("/tables/{id}/peg")).status, 404);
    app.get(&format!("/tables/{id}")).lacks("peg-link");
}
