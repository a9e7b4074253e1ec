//! The front page: what is on tonight (events, parties, freeze-outs, skat congresses and club nights dated
//! today in the club's time zone, and the pads still in play), what was played lately (the
//! latest few of each kind), the club's events, "Enter a table code" for everyone, and the
//! sample club for an empty database. Every list here is a public page's already.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::events::event_game_label;
use super::{AppError, AppState, Ctx, Director, db, render, see_other};
use crate::db::events::{self as store, Event};

/// How many of each kind "Played lately" lists.
const LATELY: usize = 5;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(home))
        .route("/demo", web::post().to(load_demo));
}

struct EventLine {
    event: Event,
    game: &'static str,
}

/// One thing on the page in words: where it is, what it is, its date, and whether it is over.
#[derive(Clone)]
struct Line {
    href: String,
    name: String,
    what: String,
    date: String,
    /// "over", "still playing" or "still open" (an earlier day's, never closed); a freeze-out
    /// not drawn "entries open, not drawn"; a score pad "finished" (`FINISHED`).
    mark: &'static str,
}

impl Line {
    fn over(&self) -> bool {
        self.mark == OVER || self.mark == FINISHED
    }
}

const OVER: &str = "over";
/// A score pad whose game is over (a rubber won) though the director has not closed it, as its
/// own page says.
const FINISHED: &str = "finished";

/// The mark of a thing closed (`over`) or not, dated `date` ("YYYY-MM-DD"), on `today`: not
/// closed is still playing today (or later), and still open from an earlier day.
fn mark(over: bool, date: &str, today: &str) -> &'static str {
    if over {
        OVER
    } else if date >= today {
        "still playing"
    } else {
        "still open"
    }
}

/// A game's name as it reads inside a sentence: lower-cased ("loo", "whist"), except a name that
/// is a proper noun throughout ("Pope Joan", "Snip-Snap-Snorum") or named from a place
/// ("Michigan").
fn in_sentence(game: &str) -> String {
    const PLACES: &[&str] = &[
        "Michigan",
        "Newmarket",
        "Boston",
        "Klondike",
        "Norwegian",
        "Russian",
    ];
    // The game's own name, before the form it is played in ("Loo — five-card with Pam").
    let name = game.split(" — ").next().unwrap_or(game);
    let first_word = name.split_whitespace().next().unwrap_or("");
    let proper = name
        .split_whitespace()
        .skip(1)
        .any(|w| w.starts_with(char::is_uppercase))
        || first_word.chars().skip(1).any(char::is_uppercase)
        || PLACES.iter().any(|p| first_word.starts_with(p));
    let mut chars = game.chars();
    match (proper, chars.next()) {
        (false, Some(c)) => c.to_lowercase().chain(chars).collect(),
        _ => game.to_owned(),
    }
}

/// A score pad's name on the page: its own, else its players and game ("Ann & Bob v. Cat & Dan —
/// cribbage, two-hand"), which is how the room knows it; the game is the law's name up to its
/// particulars.
fn pad_name(t: &crate::db::tables::PlayTable) -> String {
    if let Some(name) = &t.name {
        return name.clone();
    }
    // The form the table plays ("loo — three-card, limited"), else the law's name up to its
    // particulars.
    let title = t.title();
    let game = match title == t.law.name {
        true => t.law.name.split([':', '(']).next().unwrap_or(t.law.name),
        false => &title,
    }
    .trim();
    let game = in_sentence(game);
    // Names as the players call each other: a guest without the roster's "(guest)".
    let sides: Vec<String> = t
        .sides
        .iter()
        .map(|side| {
            side.iter()
                .map(|n| match &n.player {
                    crate::db::tables::Player::Guest(name) => name.as_str(),
                    crate::db::tables::Player::Member(_) => n.name.as_str(),
                })
                .collect::<Vec<_>>()
                .join(" & ")
        })
        .filter(|s| !s.is_empty())
        .collect();
    if sides.is_empty() {
        return format!("A {game} pad");
    }
    format!("{} — {game}", sides.join(" v. "))
}

/// One kind's list (parties, congresses, nights, pads) for "Tonight" or "Played lately".
struct Kind {
    title: &'static str,
    all: &'static str,
    lines: Vec<Line>,
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: Ctx,
    /// Today's date in the club's time zone, in words.
    today: String,
    /// Tonight's events, parties, congresses, nights and pads in play.
    tonight: Vec<Line>,
    /// The latest few of each kind but events, which have the table below.
    lately: Vec<Kind>,
    events: Vec<EventLine>,
    /// Nothing of any kind is stored yet.
    empty: bool,
    /// The club's name from its settings (empty when not given).
    club_name: String,
    /// The "Find a player's results" form starts empty here.
    find_name: String,
}

/// Everything the page lists, read in one go.
struct Stored {
    events: Vec<Event>,
    parties: Vec<crate::db::parties::PartyRow>,
    freezeouts: Vec<crate::db::freezeouts::FreezeoutRow>,
    congresses: Vec<crate::db::congress::CongressRow>,
    nights: Vec<crate::db::tables::Night>,
    /// Each with whether its game is finished though the table is open.
    tables: Vec<(crate::db::tables::PlayTable, bool)>,
}

async fn home(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
) -> Result<web::Html, AppError> {
    let stored = db(&state, |pool| {
        crate::db::read(pool, |c| {
            Ok(Stored {
                events: store::list(c)?,
                parties: crate::db::parties::list(c)?,
                freezeouts: crate::db::freezeouts::list(c)?,
                congresses: crate::db::congress::list(c)?,
                nights: crate::db::tables::nights(c)?,
                tables: crate::db::tables::list_with_finished(c)?,
            })
        })
    })
    .await?;
    let club = crate::web::club::settings(&state).await?;
    let now = chrono::Utc::now()
        .with_timezone(&club.time_zone)
        .date_naive();
    // Today as the lines below give their dates, to pick tonight's.
    let today = super::words::day(now);
    let iso_today = now.format("%Y-%m-%d").to_string();
    let words = now.format("%A %-d %B %Y").to_string();
    let empty = stored.events.is_empty()
        && stored.parties.is_empty()
        && stored.freezeouts.is_empty()
        && stored.congresses.is_empty()
        && stored.nights.is_empty()
        && stored.tables.is_empty();

    let event_line = |e: &Event| Line {
        href: format!("/events/{}", e.id),
        name: e.name.clone(),
        what: format!("{} event", event_game_label(e)),
        date: super::words::day(e.date),
        // An event is over when its results are final.
        mark: mark(
            e.is_final(),
            &e.date.format("%Y-%m-%d").to_string(),
            &iso_today,
        ),
    };
    let party_lines: Vec<Line> = stored
        .parties
        .iter()
        .map(|p| Line {
            href: format!("/parties/{}", p.id),
            name: p.name.clone(),
            what: format!("{}, {} guests", p.kind.name(), p.players),
            date: super::words::day(&p.date),
            mark: mark(p.over, &p.date, &iso_today),
        })
        .collect();
    let freezeout_lines: Vec<Line> = stored
        .freezeouts
        .iter()
        .map(|f| Line {
            href: format!("/freezeouts/{}", f.id),
            name: f.name.clone(),
            // "November Freeze-out", not "November Freeze-out freeze-out".
            what: match (
                f.name.to_lowercase().contains("freeze-out"),
                f.drawn && !f.over,
            ) {
                (true, true) => format!("{} players left", f.left),
                (false, true) => format!("freeze-out, {} players left", f.left),
                (true, false) => format!("{} players", f.players),
                (false, false) => format!("freeze-out, {} players", f.players),
            },
            date: super::words::day(&f.date),
            mark: if !f.drawn && !f.over {
                "entries open, not drawn"
            } else {
                mark(f.over, &f.date, &iso_today)
            },
        })
        .collect();
    let congress_lines: Vec<Line> = stored
        .congresses
        .iter()
        .map(|c| Line {
            href: format!("/congresses/{}", c.id),
            name: c.name.clone(),
            what: format!("skat congress, {} players", c.players),
            date: super::words::day(&c.date),
            mark: mark(c.over, &c.date, &iso_today),
        })
        .collect();
    let night_in_play = |night: i64| {
        stored.tables.iter().any(|(t, finished)| {
            t.night.is_some_and(|(n, _)| n == night)
                && t.status == crate::db::tables::Status::Open
                && !finished
        })
    };
    let night_lines: Vec<Line> = stored
        .nights
        .iter()
        .map(|n| Line {
            href: format!("/nights/{}", n.id),
            name: format!("Club night of {}", super::words::day(&n.date)),
            what: format!("tables of play, season {}", n.season),
            date: super::words::day(&n.date),
            // A night has no closing of its own: it is over when its day is past and none of
            // its pads is still in play.
            mark: if night_in_play(n.id) {
                "still playing"
            } else {
                mark(n.date < iso_today, &n.date, &iso_today)
            },
        })
        .collect();
    // A pad says whether it is part of a club night, so one listed after tonight's night is not
    // read as one of its tables (its ledger counts only the tables the night started).
    let pad_line = |(t, finished): &(crate::db::tables::PlayTable, bool)| Line {
        href: format!("/tables/{}", t.id),
        name: pad_name(t),
        what: match t.night {
            Some((_, no)) => format!("score pad, club night table {no}"),
            None => "score pad, on its own (not part of a club night)".to_owned(),
        },
        date: club.time(&t.created_at),
        mark: match (t.status, *finished) {
            (crate::db::tables::Status::Closed, _) => OVER,
            (_, true) => FINISHED,
            _ => "still playing",
        },
    };

    let mut tonight: Vec<Line> = stored
        .events
        .iter()
        .filter(|e| e.date == now)
        .map(event_line)
        .collect();
    for lines in [
        &party_lines,
        &freezeout_lines,
        &congress_lines,
        &night_lines,
    ] {
        tonight.extend(lines.iter().filter(|l| l.date == today).cloned());
    }
    tonight.extend(
        stored
            .tables
            .iter()
            .filter(|(t, _)| t.status == crate::db::tables::Status::Open)
            .map(pad_line),
    );
    // What is listed under "Tonight" is not listed again under "Played lately".
    let tonight_at: std::collections::HashSet<String> =
        tonight.iter().map(|l| l.href.clone()).collect();
    let earlier = |l: &&Line| !tonight_at.contains(&l.href);
    let latest = |lines: &[Line]| lines.iter().filter(earlier).take(LATELY).cloned().collect();
    let lately = vec![
        Kind {
            title: "Parties",
            all: "/parties",
            lines: latest(&party_lines),
        },
        Kind {
            title: "Freeze-outs",
            all: "/freezeouts",
            lines: latest(&freezeout_lines),
        },
        Kind {
            title: "Skat congresses",
            all: "/congresses",
            lines: latest(&congress_lines),
        },
        Kind {
            title: "Club nights",
            all: "/nights",
            lines: latest(&night_lines),
        },
        Kind {
            title: "Score pads",
            all: "/tables",
            // The newest first, as the other lists are.
            lines: stored
                .tables
                .iter()
                .rev()
                .map(pad_line)
                .filter(|l| earlier(&l))
                .take(LATELY)
                .collect(),
        },
    ]
    .into_iter()
    .filter(|k| !k.lines.is_empty())
    .collect();
    render(&HomePage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        today: words,
        tonight,
        lately,
        empty,
        club_name: club.name.clone(),
        find_name: String::new(),
        events: stored
            .events
            .into_iter()
            .map(|event| EventLine {
                game: event_game_label(&event),
                event,
            })
            .collect(),
    })
}

/// Loads the sample club; harmless if it is already there.
async fn load_demo(
    _director: Director,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    db(&state, crate::demo::load).await?;
    Ok(see_other("/"))
}

#[cfg(test)]
mod tests {
    use super::in_sentence;

    #[test]
    fn a_games_name_inside_a_sentence() {
        assert_eq!(
            in_sentence("Loo — three-card, limited"),
            "loo — three-card, limited"
        );
        assert_eq!(in_sentence("Whist"), "whist");
        assert_eq!(
            in_sentence("Loo — five-card with Pam, mixed"),
            "loo — five-card with Pam, mixed"
        );
        assert_eq!(in_sentence("Snip-Snap-Snorum"), "Snip-Snap-Snorum");
        assert_eq!(in_sentence("Pope Joan"), "Pope Joan");
        assert_eq!(in_sentence("Michigan — boodle"), "Michigan — boodle");
        assert_eq!(in_sentence(""), "");
    }
}
