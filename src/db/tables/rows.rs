//! What a table of play is: its players, its status, the law that keeps it, and the form that
//! opens one.

use rusqlite::{Connection, OptionalExtension};

use crate::club::DummySettles;
use crate::db::{DbError, DbResult};
use crate::laws::LawError;
use crate::laws::pad::{Pad, PadInput};
use crate::laws::registry::{self, Law, Table};

/// Someone at a table: a member of the roster or a guest.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    Member(i64),
    Guest(String),
}

/// A player with the name the pages show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub player: Player,
    pub name: String,
}

impl Named {
    pub(super) fn from_columns(
        member: Option<i64>,
        member_name: Option<String>,
        guest: Option<String>,
    ) -> Self {
        match (member, guest) {
            (Some(id), _) => Named {
                player: Player::Member(id),
                name: member_name.unwrap_or_else(|| format!("member {id}")),
            },
            (None, guest) => {
                let name = guest.unwrap_or_default();
                Named {
                    player: Player::Guest(name.clone()),
                    name: format!("{name} (guest)"),
                }
            }
        }
    }
}

/// Refuses a member id that is not on the roster, naming `field`, rather than letting the
/// foreign key fail as a database error.
pub(super) fn check_member(conn: &Connection, player: &Player, field: &str) -> DbResult<()> {
    if let Player::Member(id) = player {
        let known: Option<i64> = conn
            .query_row("SELECT id FROM members WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        if known.is_none() {
            return Err(DbError::invalid(field, format!("there is no member {id}")));
        }
    }
    Ok(())
}

/// Refuses a guest's name that is blank, too long or holds control characters, naming `field`.
pub(super) fn check_guest(player: &Player, field: &str) -> DbResult<()> {
    if let Player::Guest(name) = player
        && (name.trim().is_empty() || name.chars().count() > 80 || crate::text::has_control(name))
    {
        return Err(DbError::invalid(
            field,
            "a guest's name is 1–80 characters, with no control characters",
        ));
    }
    Ok(())
}

pub(super) fn columns_of(player: &Player) -> (Option<i64>, Option<&str>) {
    match player {
        Player::Member(id) => (Some(*id), None),
        Player::Guest(name) => (None, Some(name.as_str())),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Open,
    Closed,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Closed => "closed",
        }
    }
}

/// A stored table of play.
#[derive(Debug, Clone)]
pub struct PlayTable {
    pub id: i64,
    pub law: &'static Law,
    pub settings: serde_json::Value,
    /// Pence per point, or per hundred when the pad's stake unit is 100 or `per_hundred`.
    pub stake: i64,
    /// Staked per hundred points whatever the law's own unit.
    pub per_hundred: bool,
    /// Three players, the first side's second seat being Dummy's: how its player settles.
    pub dummy: Option<DummySettles>,
    pub status: Status,
    pub night: Option<(i64, u32)>,
    pub season: String,
    /// The table's own name, if the director gave it one.
    pub name: Option<String>,
    pub created_by: String,
    pub created_at: String,
    /// The players of each side, in seat order.
    pub sides: Vec<Vec<Named>>,
}

impl PlayTable {
    /// How many points the stake is paid on: a hundred when the table says so, else the law's
    /// own unit (a hundred for games reckoned in hundreds, else one).
    pub fn stake_unit(&self, pad: &Pad) -> i64 {
        if self.per_hundred {
            100
        } else {
            pad.stake_unit
        }
    }

    /// The law's table rules; every stored table's law has one (checked when it was created).
    pub fn table(&self) -> DbResult<&'static Table> {
        self.law.table.as_ref().ok_or_else(|| {
            DbError::invalid("law", format!("{} is not kept at a table", self.law.id))
        })
    }

    /// The column heads of the pad: the players of each side.
    pub fn side_names(&self) -> Vec<String> {
        self.sides
            .iter()
            .enumerate()
            .map(|(i, side)| match side.is_empty() {
                true => format!("Side {}", i + 1),
                false => {
                    let mut names: Vec<&str> = side.iter().map(|n| n.name.as_str()).collect();
                    if self.dummy.is_some() && i == 0 {
                        names.push("Dummy");
                    }
                    names.join(" & ")
                }
            })
            .collect()
    }

    /// What the law's pad is given for these deals.
    pub fn pad_input(&self, deals: Vec<serde_json::Value>) -> PadInput {
        PadInput {
            settings: self.settings.clone(),
            sides: self.side_names(),
            deals,
        }
    }

    pub fn is_open(&self) -> bool {
        self.status == Status::Open
    }

    /// Its game is over though the director has not closed it: every game entered settled and
    /// none under way (a rubber won, a game out), as the table's own page says "finished". A
    /// school's pad is settled after every deal and its sitting goes on, so it never is.
    pub fn finished(&self, deals: Vec<serde_json::Value>) -> bool {
        let Ok(rules) = self.table() else {
            return false;
        };
        let school = crate::laws::ledger::at_table::is_school(self.law);
        // A school goes on after every settlement unless its law says no deal can follow.
        (rules.pad)(&self.pad_input(deals)).is_ok_and(|pad| {
            pad.asks.over.is_some() || (!school && !pad.settled.is_empty() && !pad.open)
        })
    }

    /// The form of the game this table plays, from its settings ("Loo — three-card, limited").
    pub fn title(&self) -> String {
        crate::laws::words::form_title(self.law, &self.settings)
    }
}

/// What the director chose for a new table of play.
#[derive(Debug, Clone, PartialEq)]
pub struct NewTable {
    pub law: String,
    pub settings: serde_json::Value,
    pub stake: i64,
    pub per_hundred: bool,
    /// Three players, the first side's second seat Dummy's.
    pub dummy: Option<DummySettles>,
    pub season: String,
    pub night: Option<(i64, u32)>,
    pub sides: Vec<Vec<Player>>,
}

/// The most a stake may be: keeps every product of points and stake far inside `i64`.
pub const MAX_STAKE: i64 = 1_000_000;

/// The law with a table, or a refusal naming the `law` field.
pub fn table_law(id: &str) -> DbResult<(&'static Law, &'static Table)> {
    let law =
        registry::find(id).ok_or_else(|| DbError::invalid("law", format!("no law {id:?}")))?;
    let table = law
        .table
        .as_ref()
        .ok_or_else(|| DbError::invalid("law", format!("{id} is not kept at a table")))?;
    Ok((law, table))
}

pub(super) fn law_refusal(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}
