-- Skat congress tournaments (issue 14 item 4): the North-American Skat League's congress run
-- from registration to prizes. Append-only. Nothing derived is stored: every table's sheets,
-- the standings and the prizes are totalled from these rows by the pure `congress` module.

CREATE TABLE congresses (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    date        TEXT NOT NULL,                  -- YYYY-MM-DD
    settings    TEXT NOT NULL,                  -- JSON: congress::Settings
    prize_seed  INTEGER NOT NULL,               -- the lot between entries equal for a prize
    created_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    deleted_at  TEXT,
    deleted_by  TEXT
) STRICT;

-- Everyone registered: a member of the roster or a visitor by name. The name is unique within
-- the congress because the prize rules know a player by his name.
CREATE TABLE congress_players (
    id            INTEGER PRIMARY KEY,
    congress_id   INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    member_id     INTEGER REFERENCES members(id),
    registered_by TEXT NOT NULL,
    registered_at TEXT NOT NULL,
    UNIQUE (congress_id, name)
) STRICT;

-- A series (session) and its seating by lot: the seed and the result, so it can be replayed.
CREATE TABLE congress_series (
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL CHECK (series >= 1),
    draw        TEXT NOT NULL,                  -- JSON: congress::draw::Draw (seed, entrants, tables)
    drawn_by    TEXT NOT NULL,
    drawn_at    TEXT NOT NULL,
    closed_by   TEXT,                           -- the sheets handed in (rules 8 and 14)
    closed_at   TEXT,
    PRIMARY KEY (congress_id, series)
) STRICT;

-- A player coming late, seated at a table of three before the first round was played (rule 6).
CREATE TABLE congress_late (
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL,
    table_no    INTEGER NOT NULL CHECK (table_no >= 1),
    player_id   INTEGER NOT NULL REFERENCES congress_players(id),
    seated_by   TEXT NOT NULL,
    seated_at   TEXT NOT NULL,
    PRIMARY KEY (congress_id, series, player_id)
) STRICT;

-- A table's sheet entered deal by deal: each deal as the `skat` law reads it, with the sheet's
-- Remarks column, the prize-possibility mark and the Skat Master's O.K. (rules 4, 7, 13).
CREATE TABLE congress_deals (
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL,
    table_no    INTEGER NOT NULL,
    deal_no     INTEGER NOT NULL CHECK (deal_no >= 1),
    deal        TEXT NOT NULL,                  -- JSON: laws::skat::deal::Deal
    remark      TEXT NOT NULL DEFAULT '',
    prize       INTEGER NOT NULL DEFAULT 0 CHECK (prize IN (0, 1)),
    ok_by       TEXT NOT NULL DEFAULT '',
    debarred    INTEGER NOT NULL DEFAULT 0 CHECK (debarred IN (0, 1)),
    version     INTEGER NOT NULL DEFAULT 1,
    entered_by  TEXT NOT NULL,
    entered_at  TEXT NOT NULL,
    PRIMARY KEY (congress_id, series, table_no, deal_no)
) STRICT;

-- Or the sheets' totals, one row a seat, with the prize possibilities written apart.
CREATE TABLE congress_totals (
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL,
    table_no    INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    won         INTEGER NOT NULL CHECK (won >= 0),
    lost        INTEGER NOT NULL CHECK (lost >= 0),
    points      INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 1,
    entered_by  TEXT NOT NULL,
    entered_at  TEXT NOT NULL,
    PRIMARY KEY (congress_id, series, table_no, seat)
) STRICT;

CREATE TABLE congress_plays (
    id          INTEGER PRIMARY KEY,
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL,
    table_no    INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    play        TEXT NOT NULL,                  -- JSON: party::skat_league::Play
    remark      TEXT NOT NULL DEFAULT '',
    ok_by       TEXT NOT NULL DEFAULT '',
    entered_by  TEXT NOT NULL,
    entered_at  TEXT NOT NULL,
    withdrawn_by TEXT,
    withdrawn_at TEXT
) STRICT;

-- The penalty ledger (Laws XI), kept apart from the score (XI.15). A line withdrawn stays.
CREATE TABLE congress_fines (
    id          INTEGER PRIMARY KEY,
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    series      INTEGER NOT NULL,
    table_no    INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat >= 0),
    round       INTEGER NOT NULL CHECK (round >= 1),
    points      INTEGER NOT NULL CHECK (points >= 1),
    reason      TEXT NOT NULL,
    entered_by  TEXT NOT NULL,
    entered_at  TEXT NOT NULL,
    withdrawn_by TEXT,
    withdrawn_at TEXT
) STRICT;

-- Every change: who, when, the old and the new.
CREATE TABLE congress_history (
    id          INTEGER PRIMARY KEY,
    congress_id INTEGER NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
    what        TEXT NOT NULL,
    action      TEXT NOT NULL,
    old_value   TEXT,
    new_value   TEXT,
    changed_by  TEXT NOT NULL,
    changed_at  TEXT NOT NULL
) STRICT;
CREATE INDEX congress_history_item ON congress_history(congress_id, id);
