//! A poker patience table (issue 25): each player's square entered at the table and counted
//! from its cards, a square with a card wrong refused at its field with nothing saved, the
//! differences paid and the sitting settled in the club's money.

use crate::schools::settlement_lines;
use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// The serpent problem's 81 (seed 000 L8914–8937) and its 78 (L8925–8933), laid by two players
/// of the same called cards; the third names his hands. Every pair settles the difference
/// (seed 000 L8867–8879).
const SQUARE_81: &str =
    "H2 S6 D3 D2 C2 / S5 D6 H3 H7 H4 / CQ DQ S3 SJ SQ / 10H QH JH AH KH / 10C 6H 3C 5H 8H";
const SQUARE_78: &str =
    "D6 SJ S3 H3 D3 / S5 H7 D2 H2 S6 / CQ DQ C2 H4 SQ / 10H QH JH AH KH / 10C 6H 3C 5H 8H";

#[test]
fn a_poker_patience_table_counts_the_squares_and_settles_the_differences() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "poker-patience", &["Al", "Bea", "Cy"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("Each player&#39;s square, row by row")
        .has("Or the hands each player made");
    // A square of 24 cards: refused at its field, nothing saved.
    let short = SQUARE_81.replace(" 8H", "");
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_grids_0", &short),
            ("d_scores_1", "3"),
            ("d_scores_2", "1"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("row 5 has 4 cards; a row has five");
    assert!(stored_deals(&app, id).is_empty());
    // Al 81, Bea 78, Cy a straight flush and a full: 40. Al +3 +41 = 44; Bea −3 +38 = 35;
    // Cy −41 −38 = −79.
    let reply = post_deal(
        &mut app,
        id,
        &[
            ("d_grids_0", SQUARE_81),
            ("d_grids_1", SQUARE_78),
            ("d_hands_2", "straight flush, full"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let page = app.get(&format!("/tables/{id}"));
    let row = crate::support::between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in [
        "44 now 44",
        "35 now 35",
        "-79 now -79",
        "Al (guest) 81 (counted from the square",
    ] {
        assert!(row.contains(item), "{item} in {row}");
    }
    let input = serde_json::json!({
        "players": ["Al (guest)", "Bea (guest)", "Cy (guest)"],
        "deals": [{"grids": [SQUARE_81, SQUARE_78, null], "hands": [null, null, "straight flush, full"]}]
    });
    let lines = settlement_lines("poker-patience", &input, 1);
    assert_eq!(lines.len(), 2);
    for line in &lines {
        page.has(line);
    }
}
