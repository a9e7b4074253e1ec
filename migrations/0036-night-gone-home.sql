-- A player who goes home from a club night: out of every club table and the waiting list from
-- then on. The row stays (the night's log and ledger name him); only his placing ends.
ALTER TABLE night_players ADD COLUMN gone INTEGER NOT NULL DEFAULT 0 CHECK (gone IN (0, 1));
