-- A skat congress's table sheets get table codes (issue 22 item 18): a code's kind may now be
-- 'congress', its round being the series. SQLite cannot change a CHECK in place, so the table
-- is made again with the codes it holds.
CREATE TABLE table_codes_new (
    code_hash  TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('event', 'party', 'congress')),
    owner_id   INTEGER NOT NULL,
    round      INTEGER NOT NULL CHECK (round >= 1),
    table_no   INTEGER NOT NULL CHECK (table_no >= 1),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    UNIQUE (kind, owner_id, round, table_no)
) STRICT;
INSERT INTO table_codes_new SELECT code_hash, kind, owner_id, round, table_no, created_at, expires_at
  FROM table_codes;
DROP TABLE table_codes;
ALTER TABLE table_codes_new RENAME TO table_codes;
