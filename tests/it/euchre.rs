//! A euchre pad kept over HTTP at /tables: the table made, hands entered from the law's own
//! fields, the pad drawn with the game closed in place, and a sixth trick refused at its field
//! with nothing saved.

use hoyle::db::tables as store;

use crate::support::{TestApp, created_id, stored_deals};

/// Four-hand euchre to five with laps (seed 001 L5938–5952): Ann and Bob make a march, a lone
/// march (6, one carried), then Cat and Dan euchre them; the game is closed in place.
#[test]
fn a_euchre_pad_over_http() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=euchre")
        .has("name=\"s_laps\"")
        .has("name=\"s_lone_hands\"");
    let form = [
        ("law", "euchre"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "Euchre"),
        ("s_laps", "true"),
    ];
    let id = created_id(&app.post("/tables", &form), "/tables/");
    let page = app.get(&format!("/tables/{id}"));
    page.has("Tricks the makers took")
        .has("Side that made the trump");
    let deal = |app: &mut TestApp, fields: &[(&str, &str)]| {
        app.post(&format!("/tables/{id}/deals"), fields)
    };
    let march = deal(&mut app, &[("d_makers", "0"), ("d_tricks", "5")]);
    assert_eq!(march.status, 303, "{}", march.body);
    let lone = deal(
        &mut app,
        &[("d_makers", "0"), ("d_tricks", "5"), ("d_alone", "on")],
    );
    assert_eq!(lone.status, 303, "{}", lone.body);
    // A sixth trick is refused at its field, and nothing is saved.
    let six = deal(&mut app, &[("d_makers", "1"), ("d_tricks", "6")]);
    assert_eq!(six.status, 422);
    six.has("id=\"error-d_tricks\"")
        .has("more than the five tricks of a hand");
    assert_eq!(stored_deals(&app, id).len(), 2);
    let euchre = deal(&mut app, &[("d_makers", "0"), ("d_tricks", "2")]);
    assert_eq!(euchre.status, 303, "{}", euchre.body);
    let stored = stored_deals(&app, id);
    assert_eq!(
        stored[1],
        serde_json::json!({"makers": 0, "tricks": 5, "alone": true})
    );
    let page = app.get(&format!("/tables/{id}"));
    page.has("lone march")
        .has("win the game, 6–0")
        .has("euchre")
        .has("Ann");
    // The lap of one was carried: the pad's last note shows Ann and Bob's side at 1, the other at 2.
    let pad = hoyle::laws::euchre::LAWS[0].table.unwrap();
    let input = hoyle::laws::pad::PadInput {
        settings: serde_json::json!({"laps": true}),
        sides: vec!["We".to_owned(), "They".to_owned()],
        deals: stored,
    };
    let drawn = (pad.pad)(&input).unwrap();
    assert_eq!(drawn.settled.len(), 1);
    assert!(drawn.open);
}

/// A game for more players than its least seats as many as are typed: auction euchre (five to
/// eight, seed 001 L5977–5984) started with six, the seventh and eighth seats left blank; a
/// seat left blank between two filled ones is refused at its field.
#[test]
fn a_table_for_five_to_eight_seats_as_many_as_play() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=auction-euchre")
        .has("name=\"side7_0\"")
        .has("Player 8 (leave blank unless 8 play)");
    let mut form: Vec<(String, String)> = vec![
        ("law".into(), "auction-euchre".into()),
        ("stake".into(), "1".into()),
    ];
    for (i, name) in ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
        .iter()
        .enumerate()
    {
        form.push((format!("side{i}_0"), String::new()));
        form.push((format!("side{i}_0_guest"), (*name).to_owned()));
    }
    let id = created_id(&app.post("/tables", &as_pairs(&form)), "/tables/");
    let table = hoyle::db::read(&app.pool, |c| store::get(c, id)).unwrap();
    assert_eq!(table.side_names().len(), 6);
    // Five typed, then a gap, then an eighth: refused at the blank sixth seat, nothing saved.
    let mut gappy = form.clone();
    gappy.retain(|(k, _)| !k.starts_with("side5_"));
    gappy.push(("side7_0_guest".into(), "Hal".into()));
    let refused = app.post("/tables", &as_pairs(&gappy));
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-side5_0\"")
        .has("fill the seats in order");
}

fn as_pairs(form: &[(String, String)]) -> Vec<(&str, &str)> {
    form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

/// A euchre pad's field help shows its book reference ("the jambone variation (seed 001
/// L5958–5965)") only inside a "From the book" fold.
#[test]
fn a_euchre_pad_s_field_help_keeps_the_book_in_its_fold() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app);
    let page = app.get(&format!("/tables/{id}"));
    page.has("the jambone variation").has("L5958");
    let said = crate::crawl::words(&page.body);
    assert!(said.is_empty(), "{said:?}");
}

/// A euchre table of Ann and Bob against Cat and Dan, at the book's settings.
pub(crate) fn four_handed(app: &mut TestApp) -> i64 {
    let form = [
        ("law", "euchre"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "Euchre"),
    ];
    created_id(&app.post("/tables", &form), "/tables/")
}
