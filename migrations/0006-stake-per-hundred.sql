-- A table of play may be staked per hundred points whatever its law reckons in (a penny a
-- hundred at auction, say). 0 keeps the law's own unit: per point, or per hundred where the
-- law's pad says so.

ALTER TABLE play_tables ADD COLUMN per_hundred INTEGER NOT NULL DEFAULT 0 CHECK (per_hundred IN (0, 1));
