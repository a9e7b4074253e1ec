use crate::support::{TestApp, guest_table, post_deal};

#[test]
fn s4_dump() {
    let mut app = TestApp::with_director();
    let five = ["Ann", "Ben", "Cora", "Dan", "Eve"];
    for (law, players) in [
        ("solo-whist", &five[..]),
        ("hearts", &five[..4]),
        ("loo", &five[..]),
        ("poker", &five[..]),
        ("nap", &five[..]),
    ] {
        let id = guest_table(&mut app, law, players, &[]);
        let _ = post_deal(&mut app, id, &[("d_call", "pass")]);
        for (page, path) in [
            ("show", format!("/tables/{id}")),
            ("settlement", format!("/tables/{id}/settlement")),
        ] {
            let body = app.get(&path).body.replace("\"/static", "\"http://127.0.0.1:18090/static");
            std::fs::write(format!("/tmp/s4-{law}-{page}.html"), body).ok();
        }
    }
    let body = app.get("/tables/new").body.replace("\"/static", "\"http://127.0.0.1:18090/static");
    std::fs::write("/tmp/s4-new.html", body).ok();
}
