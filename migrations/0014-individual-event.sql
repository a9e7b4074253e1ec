-- Individual events (issue 15): an event's movement may be `individual` (four players a table,
-- partners changing every round). Its `pairs` column then counts the players, its pairs rows
-- are the players (member_a only) and a result's ns_pair / ew_pair are the North and East
-- players, the movement giving South and West.
--
-- SQLite cannot alter a CHECK constraint. Widening one changes nothing stored, so it is done the
-- way SQLite documents for such a change (writable_schema, "ALTER TABLE" page, section 7): the
-- stored CREATE TABLE text of `events` gets 'individual' as one more allowed movement, and the
-- schema's version is bumped (by the migration's hook) so every connection reads it again. The
-- edit is anchored on the start of the constraint, so another kind added the same way composes.

PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, 'CHECK (movement IN (', 'CHECK (movement = ''individual'' OR movement IN (')
 WHERE type = 'table' AND name = 'events';
PRAGMA writable_schema = OFF;
