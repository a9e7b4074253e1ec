-- A result deleted goes to the bin (issue 22 item 6), as an event does: its row is kept here,
-- with who deleted it and when, until the director restores it (to `results`, under a new id)
-- or the event goes. The columns are the result's own (`results`), without their checks: each
-- was checked when entered, and is checked again for its slot when restored.
CREATE TABLE deleted_results (
    id                   INTEGER PRIMARY KEY,
    event_id             INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    board                INTEGER NOT NULL,
    round                INTEGER NOT NULL,
    table_no             INTEGER NOT NULL,
    ns_pair              INTEGER NOT NULL,
    ew_pair              INTEGER NOT NULL,
    ns_tricks            INTEGER,
    revoke_by            TEXT,
    revoke_count         INTEGER,
    revoke_tricks_before INTEGER,
    ns_points            INTEGER,
    ew_points            INTEGER,
    updated_by           TEXT NOT NULL,
    updated_at           TEXT NOT NULL,
    declarer             TEXT,
    level                INTEGER,
    denomination         TEXT,
    doubled              TEXT,
    tricks               INTEGER,
    honours_side         TEXT,
    honours              INTEGER,
    honours_in_one_hand  INTEGER,
    ns_revokes           INTEGER,
    ew_revokes           INTEGER,
    version              INTEGER NOT NULL,
    declarer_seat        TEXT,
    passed_out           INTEGER NOT NULL,
    ns_mp_by_hand        INTEGER,
    ew_mp_by_hand        INTEGER,
    deleted_by           TEXT NOT NULL,
    deleted_at           TEXT NOT NULL
) STRICT;
CREATE INDEX deleted_results_event ON deleted_results(event_id);
