//! Leaving, filling and breaking up club tables (`club::leaving`, Auction Laws 141–144, Whist
//! Laws 15–16): "X leaves table N", "X goes to make up table M and will return / stays", "X is
//! back", "table N breaks up; its players join table M". Each one write, its checks inside it.

use super::actions::{field, form_write, who};
use super::page::{NightData, club_table, name_of};
use super::*;
use crate::db::tables::{parse_player_key, player_key};

/// The forms a director has at one club table.
pub(super) struct MovesView {
    /// Members free to go now (not in a rubber under way): (key, name).
    pub(super) members: Vec<(String, String)>,
    /// Where one may go to make up a table: (value, words).
    pub(super) fill_to: Vec<(String, String)>,
    /// Club tables of four or five its players may cut into if it breaks up.
    pub(super) join_to: Vec<u32>,
    /// The code keeps a filler's right to return (Law 142).
    pub(super) may_return: bool,
    /// Three belong to it: it needs a fourth or breaks up.
    pub(super) short: bool,
}

/// One who went to make up another table and will return (Law 142).
pub(super) struct AwayView {
    pub(super) key: String,
    pub(super) name: String,
    pub(super) at: String,
    pub(super) home: u32,
    /// Those who joined his table while he was away, whom he may replace: (key, name).
    pub(super) replace: Vec<(String, String)>,
    /// His table has six: he comes back only in someone's place.
    pub(super) full: bool,
    /// A rubber has ended at the table he made up: he may return now (Law 142), or stay.
    pub(super) due: bool,
}

/// Those at club table `no` who came to make it up announcing their return and have played a
/// rubber there since: at its end they may go back (Law 142), so the next rubber there is not
/// planned with them until they choose to stay.
pub(super) fn due(data: &NightData, no: u32) -> Vec<Player> {
    let rubbers = club_table(data, no).1;
    let played = rubbers.len();
    // Only once the last rubber there has ended: the return comes at a rubber's end.
    let ended = rubbers.last().is_none_or(|(i, _)| {
        data.tables.get(*i).is_some_and(|t| !t.is_open())
            || data.pads.get(*i).is_some_and(|p| {
                p.as_ref()
                    .is_ok_and(|pad| !pad.settled.is_empty() && !pad.open)
            })
    });
    if !ended {
        return Vec::new();
    }
    members_at(data, no)
        .into_iter()
        .filter(|p| {
            store::away(&data.moves, p).is_some_and(|w| w.to == Some(no) && played > w.at_rubber)
        })
        .collect()
}

fn members_at(data: &NightData, no: u32) -> Vec<Player> {
    club_table(data, no).0
}

fn numbers(data: &NightData) -> Vec<u32> {
    let mut n: Vec<u32> = data.players.iter().filter_map(|p| p.table).collect();
    n.sort_unstable();
    n.dedup();
    n
}

/// `playing`: those seated in club table `no`'s rubber under way.
pub(super) fn view(data: &NightData, no: u32, playing: &[Player]) -> MovesView {
    let members = members_at(data, no);
    let others: Vec<(u32, usize)> = numbers(data)
        .into_iter()
        .filter(|&n| n != no)
        .map(|n| (n, members_at(data, n).len()))
        .collect();
    let waiting = data.players.iter().filter(|p| p.waiting()).count();
    let mut fill_to: Vec<(String, String)> = others
        .iter()
        .filter(|(n, len)| club::leaving::needs_fourth(*len) && store::reduced(&data.moves, *n))
        .map(|(n, _)| (n.to_string(), format!("Club table {n}, which has three")))
        .collect();
    if club::leaving::needs_fourth(waiting) {
        fill_to.push((
            "new".to_owned(),
            "A new table with the three waiting".to_owned(),
        ));
    }
    MovesView {
        members: members
            .iter()
            .filter(|p| !playing.contains(p))
            .map(|p| (player_key(p), name_of(data, p)))
            .collect(),
        fill_to,
        join_to: others
            .iter()
            .filter(|(_, len)| club::takes_newcomer(*len))
            .map(|(n, _)| *n)
            .collect(),
        may_return: club::leaving::may_return(data.night.code),
        short: club::leaving::needs_fourth(members.len()) && store::reduced(&data.moves, no),
    }
}

/// Everyone away making up another table who announced his return.
pub(super) fn away(data: &NightData) -> Vec<AwayView> {
    data.players
        .iter()
        .filter(|p| !p.gone)
        .filter_map(|p| {
            let went = store::away(&data.moves, &p.named.player)?;
            let home = members_at(data, went.from);
            Some(AwayView {
                key: player_key(&p.named.player),
                name: p.named.name.clone(),
                // Empty: the table made up has broken up, and the player waits.
                at: p
                    .table
                    .map_or_else(String::new, |t| format!("club table {t}")),
                home: went.from,
                replace: club::leaving::joined_in_absence(&home, &went.others)
                    .iter()
                    .map(|q| (player_key(q), name_of(data, q)))
                    .collect(),
                full: home.len() >= club::TABLE_MAX,
                due: p
                    .table
                    .is_some_and(|t| due(data, t).contains(&p.named.player)),
            })
        })
        .collect()
}

/// The club table the form's "to" names, or `None` for the choice `none` (a new table, waiting);
/// anything else is refused with `label`.
fn table_to(
    typed: &HashMap<String, String>,
    none: &str,
    label: &str,
) -> Result<Option<u32>, DbError> {
    match field(typed, "to") {
        n if n == none => Ok(None),
        n => n
            .parse::<u32>()
            .map(Some)
            .map_err(|_| DbError::invalid("to", label)),
    }
}

/// "X leaves club table N" and does not come back (Law 141).
pub(super) async fn leave(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let p = who(typed, "player", "Who leaves: choose a player")?;
        store::leave(tx, id, no, &p, by)
    })
    .await
}

/// "X goes home": out of every table and the waiting list from then on.
pub(super) async fn go_home(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let p = who(typed, "home", "Who goes home: choose a player")?;
        store::go_home(tx, id, &p, by)
    })
    .await
}

/// "X goes to make up table M and will return / stays" (Laws 142–143).
pub(super) async fn fill(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let p = who(typed, "player", "Who goes: choose a player")?;
        let to = table_to(
            typed,
            "new",
            "Which table: choose a table of three, or a new one",
        )?;
        let will_return = !field(typed, "return").is_empty();
        store::fill(tx, id, no, &p, to, will_return, by)
    })
    .await
}

/// "X is back at his own table", replacing one who joined in his absence (Law 142).
pub(super) async fn come_home(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let p = who(typed, "player", "Who is back: choose a player")?;
        let replacing = match field(typed, "replacing").as_str() {
            "" => None,
            k => Some(parse_player_key(k).ok_or_else(|| {
                DbError::invalid("replacing", "Whom they replace: choose a player")
            })?),
        };
        store::return_home(tx, id, &p, replacing.as_ref(), by)
    })
    .await
}

/// "X stays at the table they made up" instead of returning (Laws 142–143).
pub(super) async fn stay(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let p = who(typed, "player", "Who stays: choose a player")?;
        store::stay(tx, id, &p, by)
    })
    .await
}

/// "Club table N breaks up; its players join table M", or wait (Laws 141, 144; Whist Law 16).
pub(super) async fn break_up(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let to = table_to(
            typed,
            "wait",
            "Where its players go: choose a table, or waiting",
        )?;
        store::break_up(tx, id, no, to, by)
    })
    .await
}
