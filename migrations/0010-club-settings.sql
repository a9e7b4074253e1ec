-- The club's own settings (issue 12, item 9): its name, printed on the sheets; the time zone
-- every time is shown in; how money is written. One row. A database made by an earlier release
-- gets the row with what it showed before: no name, UTC, money as plain pence.
CREATE TABLE club_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL DEFAULT '',
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    money TEXT NOT NULL DEFAULT 'pence' CHECK (money IN ('pence', 'decimal', 'lsd')),
    currency TEXT NOT NULL DEFAULT '£',
    updated_by TEXT,
    updated_at TEXT
);
INSERT INTO club_settings (id) VALUES (1);

-- A party ended by the director (issue 12, item 7): no more rounds, comings or goings; the
-- standings and prizes stand as they are, and Foster's draw may be made.
ALTER TABLE parties ADD COLUMN ended_by TEXT;
ALTER TABLE parties ADD COLUMN ended_at TEXT;
