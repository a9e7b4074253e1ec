-- Edit and delete with an audit trail, and safe corrections (issue 12, items 3 and 4).
-- Append-only: a shipped migration is never edited.

-- A result's version counts its corrections: a correction form carries the version it was
-- opened at, and a save against a newer one is refused rather than overwriting someone else's.
ALTER TABLE results ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

-- Deleting puts a thing in the bin: it leaves every list, page and season table at once, and the
-- director can restore it. Nothing is removed from the database.
ALTER TABLE events ADD COLUMN deleted_at TEXT;
ALTER TABLE events ADD COLUMN deleted_by TEXT;
ALTER TABLE parties ADD COLUMN deleted_at TEXT;
ALTER TABLE parties ADD COLUMN deleted_by TEXT;
ALTER TABLE play_tables ADD COLUMN deleted_at TEXT;
ALTER TABLE play_tables ADD COLUMN deleted_by TEXT;
ALTER TABLE nights ADD COLUMN deleted_at TEXT;
ALTER TABLE nights ADD COLUMN deleted_by TEXT;

-- A table of play may carry a name of its own ("Mrs Hale's table"); blank shows the game.
ALTER TABLE play_tables ADD COLUMN name TEXT;

-- Every rename, re-date, change of shape, deletion, restoration and merge, kept for good.
CREATE TABLE edit_log (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('event', 'party', 'table', 'night', 'ladder', 'member')),
    item_id    INTEGER NOT NULL,
    action     TEXT NOT NULL,                   -- "renamed", "deleted", "restored", "merged", …
    old_value  TEXT,
    new_value  TEXT,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX edit_log_item ON edit_log(kind, item_id, id);
