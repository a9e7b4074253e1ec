//! The stops family over HTTP: a Pope Joan table over several deals with the board (its
//! compartments, carried from deal to deal) shown after each; a deal refused at its field saves
//! nothing.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 003 L4189–4259 and L4335–4345, hand-computed: deal 1 leaves Pope 6, Intrigue 2 and
/// Knave 1 on the board; deal 2 (the knave turned up, Pope played and paid a counter a card)
/// leaves Matrimony 2, Intrigue 4 and the ace, king and queen; the closing round of 1909 (seed
/// 000 L4590–4599) empties it.
#[test]
fn a_pope_joan_table_shows_the_board_over_several_deals() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "pope-joan", &["Ann", "Bob", "Cat", "Dan"], &[]);
    let first = [
        ("d_ace", "1"),
        ("d_king", "2"),
        ("d_queen", "2"),
        ("d_pope_held", "1"),
        ("d_out", "3"),
        ("d_left_0", "3"),
        ("d_left_1", "2"),
        ("d_left_2", "4"),
    ];
    assert_eq!(post_deal(&mut app, id, &first).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("ace 0, game 0, intrigue 2, king 0, knave 1, matrimony 0, pope 6, queen 0")
        .has("Cat (guest) takes matrimony, 2");
    // Pope played without the cards each held then: refused at that field, nothing saved.
    let refused = post_deal(&mut app, id, &[("d_pope", "0"), ("d_out", "0")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_pope_left_0\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let second = [
        ("d_turned", "knave"),
        ("d_pope", "0"),
        ("d_pope_left_1", "6"),
        ("d_pope_left_2", "7"),
        ("d_pope_left_3", "8"),
        ("d_out", "0"),
        ("d_left_1", "2"),
        ("d_left_2", "3"),
        ("d_left_3", "1"),
    ];
    assert_eq!(post_deal(&mut app, id, &second).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("ace 1, game 0, intrigue 4, king 1, knave 0, matrimony 2, pope 0, queen 1")
        .has("Ann (guest) takes pope, 12");
    let closing = [
        ("d_closing", "on"),
        ("d_pope", "3"),
        ("d_ace", "0"),
        ("d_king", "1"),
        ("d_queen", "2"),
        ("d_knave", "3"),
    ];
    let closed = post_deal(&mut app, id, &closing);
    assert_eq!(closed.status, 303, "{}", closed.body);
    app.get(&format!("/tables/{id}"))
        .has("ace 0, game 0, intrigue 0, king 0, knave 0, matrimony 0, pope 0, queen 0");
    assert_eq!(stored_deals(&app, id).len(), 3);
}
