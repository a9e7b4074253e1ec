-- Mnemonic duplicate at one table as an event's movement (issue 15; seed 001 L4335–4346).
--
-- Migration 0012 checks `events.movement` against a list of names. SQLite cannot alter a CHECK
-- in place, and rebuilding `events` would, with foreign keys on, delete every event's pairs and
-- results by cascade when the old table is dropped. Widening a CHECK changes nothing stored, so
-- the hook beside this file (`db::schema_edit`) adds 'mnemonic' to the list in the table's
-- stored definition, as SQLite documents for such changes (ALTER TABLE, "other kinds of table
-- schema changes"), bumping the schema version in the same transaction and checking the
-- database's integrity before it commits. This file only records that it ran.
SELECT 1;
