-- Hoyle schema, version 1. Append-only: a shipped migration is never edited.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE directors (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL
) STRICT;

-- Only a hash of the session token is stored, so a copy of the database cannot log anyone in.
CREATE TABLE sessions (
    token_hash  TEXT PRIMARY KEY,
    director_id INTEGER NOT NULL REFERENCES directors(id) ON DELETE CASCADE,
    csrf_token  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL
) STRICT;

CREATE TABLE members (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    member_no  TEXT,
    email      TEXT,
    retired    INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),
    created_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX members_member_no ON members(member_no) WHERE member_no IS NOT NULL;

CREATE TABLE events (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL,
    date             TEXT NOT NULL,              -- YYYY-MM-DD
    season           TEXT NOT NULL,
    game             TEXT NOT NULL CHECK (game IN ('whist', 'auction')),
    tables           INTEGER NOT NULL CHECK (tables BETWEEN 1 AND 1000),
    boards_per_round INTEGER NOT NULL CHECK (boards_per_round BETWEEN 1 AND 100),
    rounds           INTEGER NOT NULL CHECK (rounds >= 1 AND rounds <= tables),
    revoke_rule      TEXT NOT NULL DEFAULT 'general' CHECK (revoke_rule IN ('general', 'pair')),
    status           TEXT NOT NULL DEFAULT 'provisional' CHECK (status IN ('provisional', 'final')),
    created_at       TEXT NOT NULL
) STRICT;

CREATE TABLE event_pairs (
    event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    direction TEXT NOT NULL CHECK (direction IN ('NS', 'EW')),
    pair_no   INTEGER NOT NULL,
    member_a  INTEGER REFERENCES members(id),
    member_b  INTEGER REFERENCES members(id),
    PRIMARY KEY (event_id, direction, pair_no)
) STRICT;

-- One row per board played at a table. The movement decides round and table; they are stored
-- so that the slips and travellers read without recomputing it.
CREATE TABLE results (
    id                   INTEGER PRIMARY KEY,
    event_id             INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    board                INTEGER NOT NULL,
    round                INTEGER NOT NULL,
    table_no             INTEGER NOT NULL,
    ns_pair              INTEGER NOT NULL,
    ew_pair              INTEGER NOT NULL,
    ns_tricks            INTEGER CHECK (ns_tricks BETWEEN 0 AND 13),
    revoke_by            TEXT CHECK (revoke_by IN ('NS', 'EW')),
    revoke_count         INTEGER CHECK (revoke_count >= 1),
    revoke_tricks_before INTEGER CHECK (revoke_tricks_before BETWEEN 0 AND 13),
    ns_points            INTEGER CHECK (ns_points >= 0),
    ew_points            INTEGER CHECK (ew_points >= 0),
    updated_by           TEXT NOT NULL,
    updated_at           TEXT NOT NULL,
    UNIQUE (event_id, board, ns_pair),
    UNIQUE (event_id, board, ew_pair)
) STRICT;
CREATE INDEX results_event ON results(event_id, board);

-- Every change to a result, kept for good: corrections after publication must show who, when
-- and the old value.
CREATE TABLE result_history (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    board      INTEGER NOT NULL,
    ns_pair    INTEGER NOT NULL,
    ew_pair    INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('entered', 'corrected', 'deleted')),
    old_value  TEXT,
    new_value  TEXT,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX result_history_board ON result_history(event_id, board);

CREATE TABLE event_log (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    action     TEXT NOT NULL,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
) STRICT;
