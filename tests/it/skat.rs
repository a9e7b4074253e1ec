//! A skat pad over HTTP: four at the table under the League's laws, a game valued from what the
//! declarer played, an announcement in a game that used the skat refused at its field and nothing
//! saved, a ramsch, and the sitting balanced so that it sums to zero.

use crate::support::{TestApp, guest_table, stored_deals};

#[test]
fn a_skat_pad_values_each_game_and_balances_the_sitting() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "skat",
        &["Ann", "Bob", "Cat", "Dan"],
        &[("s_code", "\"nasl\"")],
    );
    let url = format!("/tables/{id}/deals");
    // Deal 1 (Dan deals and sits out): Ann's club Solo with two, Schneider made: 48.
    let solo = [
        ("d_game", "solo"),
        ("d_declarer", "0"),
        ("d_trump", "clubs"),
        ("d_matadores", "2"),
        ("d_matadores_are", "with"),
        ("d_card_points", "95"),
        ("d_bid", "24"),
    ];
    assert_eq!(app.post(&url, &solo).status, 303);
    // Schneider announced in a Tournee, which used the skat: refused at its field, nothing saved.
    let announced = [
        ("d_game", "tournee"),
        ("d_declarer", "1"),
        ("d_trump", "spades"),
        ("d_matadores", "1"),
        ("d_card_points", "95"),
        ("d_announced", "schneider"),
    ];
    let refused = app.post(&url, &announced);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_announced\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Deal 2 (Ann deals): Cat's Null Ouvert won, 40.
    let null = [
        ("d_game", "null_ouvert"),
        ("d_declarer", "2"),
        ("d_won", "true"),
    ];
    assert_eq!(app.post(&url, &null).status, 303);
    // Deal 3 (Bob deals and sits out): a ramsch, Ann with the most points loses 20.
    let ramsch = [
        ("d_game", "ramsch"),
        ("d_ramsch_points_0", "62"),
        ("d_ramsch_points_2", "40"),
        ("d_ramsch_points_3", "18"),
        ("d_last_trick", "0"),
    ];
    let r = app.post(&url, &ramsch);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(stored_deals(&app, id).len(), 3);
    app.get(&format!("/tables/{id}"))
        .has("Solo ♣, with 2: won")
        .has("Null Ouvert: won")
        .has("Ramsch: 20 lost")
        .has("each pays each the difference");
}

/// The issue's refusals through the real binary: each exits 2 naming its field, with nothing on
/// standard output.
#[test]
fn refused_skat_deals_exit_2_naming_the_field() {
    let deal = |d: &str| {
        format!(r#"{{"settings": {{"code": "nasl"}}, "players": ["A", "B", "C"], "deals": [{d}]}}"#)
    };
    for (input, field) in [
        (
            deal(
                r#"{"declarer": 0, "game": "solo", "trump": "clubs", "matadores": {"with": 1}, "card_points": 121}"#,
            ),
            "deals[0].card_points: 121 is not from 0 to 120",
        ),
        (
            deal(
                r#"{"declarer": 0, "game": "guckser", "matadores": {"with": 1}, "card_points": 95, "announced": "schneider"}"#,
            ),
            "deals[0].announced: Schneider or Schwarz may not be announced",
        ),
        (
            deal(
                r#"{"declarer": 0, "game": "grand_solo", "trump": "hearts", "matadores": {"with": 1}, "card_points": 70}"#,
            ),
            "deals[0].trump: in a grand the four jacks are the only trumps",
        ),
        (
            deal(
                r#"{"declarer": 0, "game": "grand_solo", "matadores": {"without": 5}, "card_points": 70}"#,
            ),
            "deals[0].matadores: 5 is not from 1 to 4",
        ),
    ] {
        let (status, stdout, stderr) = crate::support::hoyle(&["score", "skat"], &input);
        assert_eq!(status, 2, "{input}");
        assert!(stdout.is_empty());
        assert!(stderr.contains(field), "{stderr}");
    }
}
