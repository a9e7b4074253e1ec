//! The roles below the director: a logged-in scorer, and a table code (no account at all).
//! Each is an extractor that refuses with a page saying why; `web::session::Director` is the
//! director's.

use std::future::Future;
use std::pin::Pin;

use actix_web::{FromRequest, HttpRequest, web};

use super::session::{Ctx, Director, person};
use super::{AppError, AppState, db};
use crate::db::auth::Role;
use crate::db::codes::{self, Kind, Seat};

/// Someone who may enter and correct results, take party rounds and keep pads: a scorer, or
/// the director (who may do everything a scorer may).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scorer {
    pub id: i64,
    pub name: String,
    pub role: Role,
}

impl Scorer {
    pub fn is_director(&self) -> bool {
        self.role == Role::Director
    }

    /// The director's own controls on a page anyone may read: only for the director.
    pub fn director(&self) -> Option<Director> {
        self.is_director().then(|| Director {
            id: self.id,
            name: self.name.clone(),
        })
    }
    /// The layout's context for a page anyone may read: who is logged in, if anyone.
    pub fn ctx_of(who: Option<&Scorer>) -> Ctx {
        who.map(Scorer::ctx).unwrap_or_default()
    }

    /// The layout's context: a scorer sees entry, not the director's controls.
    pub fn ctx(&self) -> Ctx {
        let mut ctx = Ctx::new(Some(&Director {
            id: self.id,
            name: self.name.clone(),
        }));
        ctx.scorer = !self.is_director();
        ctx
    }
}

impl FromRequest for Scorer {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let person = person(req);
        Box::pin(async move {
            let p = person.await?;
            Ok(Scorer {
                id: p.id,
                name: p.name,
                role: p.role,
            })
        })
    }
}

/// A phone holding a table's code: it may enter that table's slip in that round (or the
/// table's party round) and nothing else. Read from the path's `{code}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCode {
    pub seat: Seat,
    /// The code as typed, for the form's address.
    pub code: String,
}

impl TableCode {
    /// The name entries made with this code are kept under in the history.
    pub fn by(&self) -> String {
        if self.seat.kind == Kind::Congress {
            return format!(
                "table {} code (series {})",
                self.seat.table, self.seat.round
            );
        }
        format!("table {} code (round {})", self.seat.table, self.seat.round)
    }
}

pub const CODE_REFUSED: &str = "This table code is not valid: it was mistyped, or its round has \
     ended (a code is good for one table in one round, until the event is final or the party \
     moves on; at a congress, for one table's sheet until its series is closed). Ask the director \
     for the code of your table.";

impl FromRequest for TableCode {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let code = req.match_info().get("code").unwrap_or_default().to_owned();
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let Some(state) = state else {
                return Err(AppError::Forbidden(CODE_REFUSED.to_owned()));
            };
            match code_state(&state, code.clone()).await? {
                CodeState::Open(seat) => Ok(TableCode { seat, code }),
                CodeState::Ended(kind) => {
                    Err(AppError::Forbidden(CodeState::ended_why(kind).to_owned()))
                }
                CodeState::Unknown => Err(AppError::Forbidden(CODE_REFUSED.to_owned())),
            }
        })
    }
}

/// What a typed code is: a table's open seat, a real code whose round has ended, or nothing.
/// The second is told apart so a player holding a good card after the event is final hears
/// that the event is closed, not that the card may be misprinted (issue 22).
pub(super) enum CodeState {
    Open(Seat),
    Ended(Kind),
    Unknown,
}

impl CodeState {
    /// Why a real code opens nothing any more, in words for the player holding it.
    pub(super) fn ended_why(kind: Kind) -> &'static str {
        match kind {
            Kind::Event => {
                "This event is closed: its results are final, so no more can be entered at a \
                 table. If your table's score is missing or wrong, see the director."
            }
            // A party's round and a congress's series end while the evening goes on: the
            // general word names both and sends the player to the director for the new code.
            Kind::Party | Kind::Congress => CODE_REFUSED,
        }
    }
}

pub(super) async fn code_state(state: &AppState, code: String) -> Result<CodeState, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| {
            let Some(seat) = codes::seat(c, &code)? else {
                return Ok(CodeState::Unknown);
            };
            Ok(if round_open(c, seat)? {
                CodeState::Open(seat)
            } else {
                CodeState::Ended(seat.kind)
            })
        })
    })
    .await
}

/// Whether the round a code was issued for is still being played: an event's rounds end when
/// it is final; a party's round ends when the party moves on to the next.
fn round_open(c: &rusqlite::Connection, seat: Seat) -> Result<bool, crate::db::DbError> {
    match seat.kind {
        Kind::Event => match crate::db::events::get(c, seat.owner) {
            Ok(event) => Ok(!event.is_final()),
            Err(crate::db::DbError::NotFound) => Ok(false),
            Err(e) => Err(e),
        },
        Kind::Party => codes::party_round_open(c, seat.owner, seat.round),
        // A congress's "round" is the series: its code ends when the series is closed.
        Kind::Congress => codes::congress_sheet_open(c, seat.owner, seat.round, seat.table),
    }
}
