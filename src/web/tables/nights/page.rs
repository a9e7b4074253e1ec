//! A night's page: who has arrived, the tables formed, each club table's rubbers and the next rubber proposed, and the ledger so far.

use super::*;
use crate::db::tables::player_key;

pub(super) struct PlayerRow {
    name: String,
    cut: String,
    drawn: bool,
    rubbers: u32,
    playing: bool,
}

pub(super) struct ProposalView {
    reason: String,
    out: Vec<String>,
    entering: Vec<String>,
    sides: Vec<String>,
    dealer: String,
    cuts: String,
    /// Sides of more than one: the page speaks of partners; of one, of who plays whom.
    partners: bool,
}

pub(super) struct ClubTableView {
    no: u32,
    members: Vec<PlayerRow>,
    /// The last rubber: its score sheet's id, which rubber of the club table it is, the game
    /// and sides, and whether it is finished or under way.
    current: Option<(i64, usize, String, &'static str)>,
    /// The current rubber is finished (settled, nothing under way), or none has started.
    ready: bool,
    proposal: ProposalView,
    first: bool,
    /// While the rubber is in progress: who sits in, and the substitute form's choices.
    substitutes: Option<super::substitutes::SubstituteView>,
    /// Leaving, filling and breaking up (Laws 141–144).
    moves: super::moves::MovesView,
    /// Fillers who may now return to their own table (Law 142): no rubber is planned until
    /// they go back or stay.
    due: Vec<String>,
}

pub(super) struct LedgerRow {
    pub(super) name: String,
    pub(super) money: String,
    pub(super) plus: bool,
}

#[derive(Template)]
#[template(path = "tables/night.html")]
pub(super) struct NightPage {
    ctx: Ctx,
    /// The club's name, at the head of the page as of a printed skat sheet.
    club: String,
    night: Night,
    code_about: &'static str,
    waiting: Vec<PlayerRow>,
    tables: Vec<ClubTableView>,
    members: Vec<(i64, String)>,
    laws: Vec<(&'static str, &'static str, usize)>,
    /// The game a new club table starts with chosen: the night's code's own (auction bridge under
    /// the auction laws, short whist under the whist and bridge laws), not the list's first.
    usual: &'static str,
    ledger: Vec<LedgerRow>,
    total: String,
    skipped: Vec<String>,
    errors: FieldErrors,
    /// Those here who may go home now (not in a rubber under way): (key, name).
    may_go_home: Vec<(String, String)>,
    /// Those who went home tonight.
    gone: Vec<String>,
    /// Those making up another table who will return (Law 142).
    away: Vec<super::moves::AwayView>,
    auction: bool,
}

/// What a night is made of, read in one go.
pub(super) struct NightData {
    pub(super) night: Night,
    pub(super) players: Vec<NightPlayer>,
    pub(super) tables: Vec<PlayTable>,
    pub(super) pads: Vec<Result<crate::laws::pad::Pad, String>>,
    pub(super) ledger: Ledger,
    /// Each table's substitutes, in the order of `tables`.
    pub(super) subs: Vec<Vec<crate::club::substitute::Substitution<crate::db::tables::Named>>>,
    /// Leavings, fillings and break-ups, oldest first (Laws 141–144).
    pub(super) moves: Vec<store::Move>,
}

pub(super) fn read_night(pool: &crate::db::Pool, id: i64) -> Result<NightData, DbError> {
    crate::db::read(pool, |c| {
        let tables = store::of_night(c, id)?;
        let pads = tables
            .iter()
            .map(|t| store::pad(c, t).map_err(|e| format!("table {}: {e}", t.id)))
            .collect();
        Ok(NightData {
            night: store::get_night(c, id)?,
            players: store::night_players(c, id)?,
            ledger: Ledger::of(c, &tables)?,
            subs: super::substitutes::of_tables(c, &tables)?,
            moves: store::moves(c, id)?,
            tables,
            pads,
        })
    })
}

/// The members of club table `no` in order of belonging, and its rubbers (tables of play) in
/// order, each as the players who sat.
pub(super) fn club_table(data: &NightData, no: u32) -> (Vec<Player>, Vec<(usize, Vec<Player>)>) {
    let mut members: Vec<&NightPlayer> = data
        .players
        .iter()
        .filter(|p| p.table == Some(no))
        .collect();
    members.sort_by_key(|p| p.placed);
    let rubbers = data
        .tables
        .iter()
        .enumerate()
        .filter(|(_, t)| t.night.is_some_and(|(_, n)| n == no))
        .map(|(i, t)| {
            (
                i,
                t.sides.iter().flatten().map(|n| n.player.clone()).collect(),
            )
        })
        .collect();
    (
        members.iter().map(|p| p.named.player.clone()).collect(),
        rubbers,
    )
}

pub(super) fn name_of(data: &NightData, p: &Player) -> String {
    data.players
        .iter()
        .find(|x| x.named.player == *p)
        .map_or_else(|| format!("{p:?}"), |x| x.named.name.clone())
}

/// The seats of the game a club table plays: its current law's, else four in two partnerships
/// (or, at a table of fewer than four, formed for a two-handed game, each player alone).
pub(super) fn seats_of(
    data: &NightData,
    members: usize,
    rubbers: &[(usize, Vec<Player>)],
) -> (usize, usize) {
    let unplayed = if members < 4 { (members, 1) } else { (4, 2) };
    rubbers
        .last()
        .and_then(|(i, _)| data.tables.get(*i))
        .and_then(|t| t.law.table)
        .map_or(unplayed, |t| {
            (
                t.sides.min * t.sides.players_per_side,
                t.sides.players_per_side,
            )
        })
}

pub(super) fn proposal(data: &NightData, no: u32) -> club::NextRubber<Player> {
    let (members, rubbers) = club_table(data, no);
    let (seats, per_side) = seats_of(data, members.len(), &rubbers);
    let played: Vec<Vec<Player>> = rubbers.into_iter().map(|(_, r)| r).collect();
    next_at(data, no, &members, &played, seats, per_side)
}

/// The next rubber at club table `no` by the laws of leaving and filling: after a new formation
/// (Law 144) the rotation starts afresh with the formation's cut, and a filler who stays cuts
/// out last (Law 143).
pub(super) fn next_at(
    data: &NightData,
    no: u32,
    members: &[Player],
    played: &[Vec<Player>],
    seats: usize,
    per_side: usize,
) -> club::NextRubber<Player> {
    let code = data.night.code;
    let (since, seed) = store::formation(&data.moves, no, data.night.seed);
    let last = club::leaving::last_out(code, members, &store::stays(&data.moves, no), played);
    let mut next = club::next_rubber(
        code,
        seed,
        no,
        members,
        played.get(since..).unwrap_or_default(),
        seats,
        per_side,
        &last,
    );
    if since == played.len() && store::renewal(&data.moves, no).is_some() {
        next.rotation.reason = format!(
            "a broken-up table joined this one and all of the new formation cut (Law 144): {}",
            next.rotation.reason
        );
    }
    if let Some(p) = last.first() {
        next.rotation.reason.push_str(&format!(
            "; {} came to make up the table and stays, so cuts out last (Law 143)",
            name_of(data, p)
        ));
    }
    next
}

/// The ledger's rows and total, the money written as the club writes it.
pub(super) fn ledger_rows(
    ledger: &Ledger,
    club: &crate::club::settings::ClubSettings,
) -> (Vec<LedgerRow>, String) {
    let mut rows: Vec<LedgerRow> = ledger
        .money
        .iter()
        .map(|(p, q)| LedgerRow {
            name: ledger.name(p),
            money: club.money(*q),
            plus: *q > Q::from_integer(0),
        })
        .collect();
    rows.sort_by(|a, b| a.name.cmp(&b.name));
    for (name, q) in ledger.pool_lines() {
        rows.push(LedgerRow {
            name: name.to_owned(),
            money: club.money(q),
            plus: q > Q::from_integer(0),
        });
    }
    (rows, club.money(ledger.total()))
}

pub(super) fn night_page(
    ctx: Ctx,
    data: &NightData,
    members: Vec<(i64, String)>,
    errors: FieldErrors,
    money: &crate::club::settings::ClubSettings,
) -> NightPage {
    let cut_text = |p: &NightPlayer| p.cut.as_deref().map(club::cut_name).unwrap_or_default();
    let waiting = data
        .players
        .iter()
        .filter(|p| p.waiting())
        .map(|p| PlayerRow {
            name: p.named.name.clone(),
            cut: cut_text(p),
            drawn: p.drawn,
            rubbers: 0,
            playing: false,
        })
        .collect();
    let mut numbers: Vec<u32> = data.players.iter().filter_map(|p| p.table).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let mut busy: Vec<Player> = Vec::new();
    let tables: Vec<ClubTableView> = numbers
        .into_iter()
        .map(|no| {
            let (members, rubbers) = club_table(data, no);
            let played: Vec<Vec<Player>> = rubbers.iter().map(|(_, r)| r.clone()).collect();
            let current = rubbers
                .last()
                .and_then(|(i, _)| data.tables.get(*i).map(|t| (*i, t)));
            let ready = current.is_none_or(|(i, t)| {
                !t.is_open()
                    || data.pads.get(i).is_some_and(|p| {
                        p.as_ref()
                            .is_ok_and(|pad| !pad.settled.is_empty() && !pad.open)
                    })
            });
            let next = proposal(data, no);
            // Those in the rubber under way: they go nowhere until it ends.
            let seated: Vec<Player> = current
                .filter(|_| !ready)
                .map(|(_, t)| t.sides.iter().flatten().map(|n| n.player.clone()).collect())
                .unwrap_or_default();
            busy.extend(seated.iter().cloned());
            // The cut that decided who plays: a new formation's (Law 144) once one is made,
            // else the cut on arrival or at the forming of tables.
            let renewal = store::renewal(&data.moves, no).and_then(|m| m.cuts.clone());
            let decided = |p: &Player| {
                renewal.as_ref().and_then(|cs| {
                    cs.iter()
                        .find(|(q, _)| q == p)
                        .map(|(_, c)| format!("{} (all cut, Law 144)", club::cut_name(c)))
                })
            };
            let names = |ps: &[Player]| ps.iter().map(|p| name_of(data, p)).collect::<Vec<_>>();
            let sides = next
                .partnership
                .sides
                .iter()
                .map(|side| {
                    side.iter()
                        .filter_map(|&i| next.rotation.next.get(i))
                        .map(|p| name_of(data, p))
                        .collect::<Vec<_>>()
                        .join(" & ")
                })
                .collect();
            let cuts = next
                .rotation
                .next
                .iter()
                .zip(&next.partner_cuts)
                .map(|(p, c)| format!("{} {}", name_of(data, p), club::cut_name(c)))
                .collect::<Vec<_>>()
                .join("; ");
            ClubTableView {
                no,
                members: members
                    .iter()
                    .map(|p| {
                        let np = data.players.iter().find(|x| x.named.player == *p);
                        PlayerRow {
                            name: name_of(data, p),
                            cut: decided(p).unwrap_or_else(|| {
                                np.and_then(|x| x.cut.as_deref()).map_or_else(
                                    || "none: came in without one".to_owned(),
                                    club::cut_name,
                                )
                            }),
                            drawn: decided(p).is_none()
                                && np.is_some_and(|x| x.drawn && x.cut.is_some()),
                            rubbers: club::consecutive(&played, p),
                            playing: seated.contains(p),
                        }
                    })
                    .collect(),
                // A rubber won is finished though its score sheet stays open until the next
                // rubber starts: the page says what the players see.
                current: current.map(|(_, t)| {
                    let playing = format!("{}: {}", t.title(), t.side_names().join(" v. "));
                    let state = if ready { "finished" } else { "under way" };
                    (t.id, rubbers.len(), playing, state)
                }),
                ready,
                substitutes: current
                    .filter(|_| !ready)
                    .and_then(|(i, _)| super::substitutes::view(data, i)),
                moves: super::moves::view(data, no, &seated),
                due: super::moves::due(data, no)
                    .iter()
                    .map(|p| name_of(data, p))
                    .collect(),
                first: rubbers.is_empty(),
                proposal: ProposalView {
                    // The heading says "First rubber:" already.
                    reason: next
                        .rotation
                        .reason
                        .strip_prefix("the first rubber: ")
                        .unwrap_or(&next.rotation.reason)
                        .to_owned(),
                    out: names(&next.rotation.out),
                    entering: names(&next.rotation.entering),
                    sides,
                    dealer: next
                        .rotation
                        .next
                        .get(next.partnership.dealer)
                        .map(|p| name_of(data, p))
                        .unwrap_or_default(),
                    cuts,
                    partners: next.partnership.sides.iter().any(|side| side.len() > 1),
                },
            }
        })
        .collect();
    let (ledger, total) = ledger_rows(&data.ledger, money);
    NightPage {
        ctx,
        club: money.name.clone(),
        code_about: data.night.code.about(),
        night: data.night.clone(),
        waiting,
        tables,
        members,
        laws: club_laws()
            .map(|(l, seats, _)| (l.id, l.name, seats))
            .collect(),
        usual: match data.night.code {
            Code::Auction1927 => "auction-1926",
            Code::Whist1909 => "whist-short",
        },
        ledger,
        total,
        skipped: data.ledger.skipped.clone(),
        errors,
        may_go_home: data
            .players
            .iter()
            .filter(|p| !p.gone && !busy.contains(&p.named.player))
            .map(|p| (player_key(&p.named.player), p.named.name.clone()))
            .collect(),
        gone: data
            .players
            .iter()
            .filter(|p| p.gone)
            .map(|p| p.named.name.clone())
            .collect(),
        away: super::moves::away(data),
        auction: data.night.code == Code::Auction1927,
    }
}
pub(super) async fn show_with(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
) -> Result<NightPage, AppError> {
    let (data, members) = db(state, move |pool| {
        let data = read_night(pool, id)?;
        let members = crate::db::read(pool, crate::db::events::members_for_assignment)?;
        Ok((data, members))
    })
    .await?;
    let club = crate::web::club::settings(state).await?;
    Ok(night_page(
        Ctx::new(director),
        &data,
        members,
        errors,
        &club,
    ))
}

pub(super) async fn show(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = night_id(&path)?;
    // A scorer reads the page as the public does, but keeps their own name in the layout.
    let director = who.as_ref().and_then(crate::web::roles::Scorer::director);
    let mut page = show_with(&state, director.as_ref(), id, FieldErrors::default()).await?;
    page.ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(&page)
}
