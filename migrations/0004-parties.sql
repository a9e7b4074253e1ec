-- Progressive and pivot parties (issue 6). Append-only: a shipped migration is never edited.
-- Nothing derived is stored: the seatings, standings and prizes are replayed from these rows by
-- the pure `evening` module on every read.

CREATE TABLE parties (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    date        TEXT NOT NULL,                  -- YYYY-MM-DD
    kind        TEXT NOT NULL,                  -- evening::Kind id
    settings    TEXT NOT NULL,                  -- JSON: party::progression::Settings
    prizes      TEXT NOT NULL,                  -- JSON: evening::PrizePlan
    seed        INTEGER NOT NULL,               -- the lot seed: opening seats, prize ties; shown
    -- Foster's plan: the draw seed and the sealed set it made, hidden until the draw.
    draw_seed   INTEGER,
    sealed      TEXT,                           -- JSON array of numbers
    drawn       INTEGER,
    drawn_by_seed INTEGER CHECK (drawn_by_seed IN (0, 1)),
    deciders    TEXT NOT NULL DEFAULT '{}',     -- JSON: play-off and cut results for prize ties
    created_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    CHECK ((draw_seed IS NULL) = (sealed IS NULL)),
    CHECK ((drawn IS NULL) = (drawn_by_seed IS NULL))
) STRICT;

-- Everyone at the party, in the order listed; `name` is unique within the party because the
-- tallies are kept by name.
CREATE TABLE party_players (
    party_id      INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
    player_no     INTEGER NOT NULL CHECK (player_no >= 1),
    name          TEXT NOT NULL,
    member_id     INTEGER REFERENCES members(id),
    sex           TEXT NOT NULL CHECK (sex IN ('lady', 'gentleman')),
    tally         TEXT,                         -- starting position, "1 A"
    place         TEXT CHECK (place IN ('lady', 'gentleman')),
    arrives_after INTEGER CHECK (arrives_after >= 1),   -- a late guest, seated after this round
    leaves_after  INTEGER CHECK (leaves_after >= 1),    -- an early leaver, gone after this round
    PRIMARY KEY (party_id, player_no),
    UNIQUE (party_id, name)
) STRICT;

-- One table's result in one round: the JSON of party::progression::TableResult.
CREATE TABLE party_results (
    party_id   INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
    round      INTEGER NOT NULL CHECK (round >= 1),
    table_no   INTEGER NOT NULL CHECK (table_no >= 1),
    result     TEXT NOT NULL,
    updated_by TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (party_id, round, table_no)
) STRICT;

-- Every change to a party after it was made, kept for good: results entered and corrected,
-- guests arriving and leaving, the draw, play-off results.
CREATE TABLE party_history (
    id         INTEGER PRIMARY KEY,
    party_id   INTEGER NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
    what       TEXT NOT NULL,                   -- "round 2 table 3", "guest Mrs A", "draw", …
    action     TEXT NOT NULL CHECK (action IN ('entered', 'corrected', 'arrived', 'leaving', 'drawn', 'decided')),
    old_value  TEXT,
    new_value  TEXT,
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX party_history_party ON party_history(party_id, id);
