-- Issue 12: people and roles. Append-only: a shipped migration is never edited.

-- Everyone who logs in sits in `directors`; a scorer may enter and correct results but not
-- change the roster, settings, finish, reopen or delete. Existing accounts stay directors.
ALTER TABLE directors ADD COLUMN role TEXT NOT NULL DEFAULT 'director'
    CHECK (role IN ('director', 'scorer'));

-- One-time links to set a password: a scorer's welcome, or `hoyle director reset NAME`.
-- Only a digest of the link's token is stored.
CREATE TABLE password_links (
    token_hash  TEXT PRIMARY KEY,
    director_id INTEGER NOT NULL REFERENCES directors(id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL
) STRICT;

-- A table's code for one round of an event or of a party: a phone with it enters that table's
-- slip (or round) and nothing else. Only a digest of the code is stored; the code lapses when
-- the round ends (checked against the event or party when it is used) or at `expires_at`.
CREATE TABLE table_codes (
    code_hash  TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('event', 'party')),
    owner_id   INTEGER NOT NULL,
    round      INTEGER NOT NULL CHECK (round >= 1),
    table_no   INTEGER NOT NULL CHECK (table_no >= 1),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    UNIQUE (kind, owner_id, round, table_no)
) STRICT;

-- A second entry from the same table code: kept for the director to confirm or dismiss, never
-- applied by itself. `entry` is the form as the phone sent it (JSON object of field to value).
CREATE TABLE code_corrections (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('event', 'party')),
    owner_id   INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    table_no   INTEGER NOT NULL,
    entry      TEXT NOT NULL,
    created_at TEXT NOT NULL,
    status     TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'confirmed', 'dismissed')),
    decided_by TEXT,
    decided_at TEXT
) STRICT;
CREATE INDEX code_corrections_owner ON code_corrections(kind, owner_id, status);

-- Issue 12 item 5: a visiting player is typed by name in a pair's seat, without joining the
-- roster (and so without a line in the season table). A pair with neither a member nor a
-- visitor, once any pair of the event is filled, sits out.
ALTER TABLE event_pairs ADD COLUMN visitor_a TEXT;
ALTER TABLE event_pairs ADD COLUMN visitor_b TEXT;
