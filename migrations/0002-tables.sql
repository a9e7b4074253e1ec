-- Tables of play and club nights. Append-only: a shipped migration is never edited.

-- A club night: several club tables of rubber play on one evening. Every cut the app draws
-- comes from `seed`, so the night's draws can be replayed.
CREATE TABLE nights (
    id         INTEGER PRIMARY KEY,
    date       TEXT NOT NULL,                   -- YYYY-MM-DD
    season     TEXT NOT NULL,
    code       TEXT NOT NULL CHECK (code IN ('1909', '1927')),
    seed       INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;

-- Everyone who came to a night, in order of arrival, with the cut that placed them and the club
-- table they belong to once placed.
CREATE TABLE night_players (
    night_id   INTEGER NOT NULL REFERENCES nights(id) ON DELETE CASCADE,
    arrival    INTEGER NOT NULL,
    member_id  INTEGER REFERENCES members(id),
    guest_name TEXT,
    cut        TEXT,                            -- JSON array of ranks, 1 (ace) to 13; redraws after
    drawn      INTEGER NOT NULL DEFAULT 0 CHECK (drawn IN (0, 1)),
    table_no   INTEGER CHECK (table_no >= 1),
    placed     INTEGER,                         -- order of belonging at the table
    PRIMARY KEY (night_id, arrival),
    CHECK ((member_id IS NULL) <> (guest_name IS NULL))
) STRICT;

-- A table of play: one score pad kept by a law, its sides fixed.
CREATE TABLE play_tables (
    id          INTEGER PRIMARY KEY,
    law         TEXT NOT NULL,
    settings    TEXT NOT NULL,                  -- JSON object: the law's settings
    stake       INTEGER NOT NULL CHECK (stake >= 0),   -- pence per the pad's stake unit
    status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    night_id    INTEGER REFERENCES nights(id) ON DELETE CASCADE,
    night_table INTEGER CHECK (night_table >= 1),
    season      TEXT NOT NULL,
    created_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    CHECK ((night_id IS NULL) = (night_table IS NULL))
) STRICT;
CREATE INDEX play_tables_night ON play_tables(night_id, night_table);

CREATE TABLE play_seats (
    table_id   INTEGER NOT NULL REFERENCES play_tables(id) ON DELETE CASCADE,
    side       INTEGER NOT NULL CHECK (side >= 0),
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    member_id  INTEGER REFERENCES members(id),
    guest_name TEXT,
    PRIMARY KEY (table_id, side, seat),
    CHECK ((member_id IS NULL) <> (guest_name IS NULL))
) STRICT;

-- The deals in order, each the JSON object the law's deal fields describe.
CREATE TABLE play_deals (
    table_id   INTEGER NOT NULL REFERENCES play_tables(id) ON DELETE CASCADE,
    deal_no    INTEGER NOT NULL CHECK (deal_no >= 0),   -- 0-based, as the pad numbers them
    deal       TEXT NOT NULL,
    updated_by TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (table_id, deal_no)
) STRICT;

-- Every entry, correction and deletion of a deal, kept for good.
CREATE TABLE play_deal_history (
    id         INTEGER PRIMARY KEY,
    table_id   INTEGER NOT NULL REFERENCES play_tables(id) ON DELETE CASCADE,
    deal_no    INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('entered', 'corrected', 'deleted')),
    old_value  TEXT,
    new_value  TEXT,
    confirmed  INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),  -- the director overrode the law's window
    changed_by TEXT NOT NULL,
    changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX play_deal_history_table ON play_deal_history(table_id, id);
