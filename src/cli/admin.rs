//! `hoyle director reset`, `hoyle backup` and `hoyle restore`: looking after the database and
//! its logins from the console.

use super::{Failure, emit};

/// `hoyle director reset NAME`: the console is the one place a director who forgot the
/// password can still be trusted, as the setup link is.
pub(super) fn reset_password(
    name: &str,
    db: &std::path::Path,
    address: &str,
) -> Result<(), Failure> {
    if !db.exists() {
        return Err(Failure::Refused(format!(
            "{}: no such database (give --db)",
            db.display()
        )));
    }
    let name = name.trim().to_owned();
    // A running server has the database to itself (db::connect): it makes the link.
    #[cfg(unix)]
    let through_server = crate::db::door::password_link(db, &name);
    #[cfg(not(unix))]
    let through_server = None;
    let token = match through_server {
        Some(made) => made,
        None => crate::db::open_for_command(db).and_then(|pool| {
            crate::db::write(&pool, |tx| {
                match crate::db::auth::person_by_name(tx, &name)? {
                    Some(person) => crate::db::auth::create_password_link(tx, person.id).map(Some),
                    None => Ok(None),
                }
            })
        }),
    }
    .map_err(|e| Failure::opening(db, e))?;
    match token {
        Some(token) => emit(&format!(
            "One-time link for {name} to set a new password (good for two days): \
             http://{address}/password?token={token}\n"
        )),
        None => Err(Failure::Refused(format!(
            "name: nobody called {name:?} can log in"
        ))),
    }
}

pub(super) fn backup(db: &std::path::Path, file: &std::path::Path) -> Result<(), Failure> {
    if !db.exists() {
        return Err(Failure::Refused(format!(
            "db: {} does not exist",
            db.display()
        )));
    }
    // A running server has the database to itself (db::connect), so it is asked to write the
    // snapshot; otherwise the source is opened as it is, without migrating or checking it: the
    // backup is taken of whatever is there, and checked itself.
    #[cfg(unix)]
    let through_server = crate::db::door::snapshot(db, file);
    #[cfg(not(unix))]
    let through_server = None;
    through_server
        .unwrap_or_else(|| crate::db::backup::from_path(db, file))
        .map_err(|e| Failure::Broken(format!("{}: {e}", file.display())))?;
    emit(&format!(
        "Backed up {} to {} (integrity_check: ok)\n",
        db.display(),
        file.display()
    ))
}

pub(super) fn restore(db: &std::path::Path, file: &std::path::Path) -> Result<(), Failure> {
    if !file.exists() {
        return Err(Failure::Refused(format!(
            "file: {} does not exist",
            file.display()
        )));
    }
    let before = crate::db::backup::restore(file, db).map_err(|e| match e {
        crate::db::DbError::NotADatabase(what) => Failure::Refused(format!(
            "file: {what}: it is not a Hoyle backup. Nothing was changed."
        )),
        crate::db::DbError::Damaged(_) => Failure::Refused(format!(
            "file: {} is not a sound Hoyle backup: {e}",
            file.display()
        )),
        e => Failure::Broken(format!("{}: {e}", db.display())),
    })?;
    emit(&format!(
        "Restored {} from {}; the database as it was is in {}\n",
        db.display(),
        file.display(),
        before.display()
    ))
}

/// `hoyle import usebio FILE [--again]`: the file read, then stored as a finished event in one
/// transaction; a refusal names the element and the line of the file. An event of the same
/// name and date already stored is refused unless `again` is given.
pub(super) fn import_usebio(
    db: &std::path::Path,
    file: &std::path::Path,
    again: bool,
) -> Result<(), Failure> {
    let bytes = std::fs::read(file)
        .map_err(|e| Failure::Refused(format!("file: {}: {e}", file.display())))?;
    let read = crate::export::usebio::read::read(&bytes)
        .map_err(|r| Failure::Refused(format!("file: {}: {r}", file.display())))?;
    let pool = crate::db::open_for_command(db).map_err(|e| match e {
        crate::db::DbError::InUse(_) => Failure::Refused(format!(
            "db: {} is open in the running server: upload the file on its events page, or \
             stop the server first",
            db.display()
        )),
        e => Failure::Broken(format!("{}: {e}", db.display())),
    })?;
    let imported = crate::db::write(&pool, |tx| {
        crate::db::import::usebio(tx, &read, "import", again)
    })
    .map_err(|e| match e {
        crate::db::DbError::Invalid { message, .. } => {
            Failure::Refused(format!("file: {}: {message}", file.display()))
        }
        e => Failure::Broken(format!("{}: {e}", db.display())),
    })?;
    let id = match imported {
        crate::db::import::Imported::Event(id) => id,
        crate::db::import::Imported::Already(there) => {
            return Err(Failure::Refused(format!(
                "file: {}: {}",
                file.display(),
                there.message("give --again")
            )));
        }
    };
    emit(&format!(
        "Imported {:?} ({} pairs, {} traveller lines) as event {id}, marked final\n",
        read.name,
        read.pairs.len(),
        read.lines.len()
    ))
}
