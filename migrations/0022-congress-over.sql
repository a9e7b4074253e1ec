-- A congress declared over by its director (issue 22): no further series is drawn and its
-- prizes are final. NULL while more series may be drawn.
ALTER TABLE congresses ADD COLUMN over_by TEXT;
ALTER TABLE congresses ADD COLUMN over_at TEXT;
