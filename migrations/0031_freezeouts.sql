-- Freeze-out tournaments (issue 24; seed 001 L4920–4930: each starts with the same chips and
-- plays until one holds them all). Append-only: a shipped migration is never edited.
-- Only the inputs are stored: the seating, the tables after every bust, the standings, the prizes
-- and the clock are replayed from the event log by the pure `freezeout` module on every read.

CREATE TABLE freezeouts (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    date        TEXT NOT NULL,                  -- YYYY-MM-DD
    settings    TEXT NOT NULL,                  -- JSON: freezeout::Settings (chips, buy-in, tables, levels, prizes)
    prizes_said TEXT NOT NULL DEFAULT '',       -- the prize schedule as the director wrote it
    seed        INTEGER NOT NULL,               -- the lot seed: the seats, moves, broken tables; shown
    created_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;

-- Everything that happens in a freeze-out, in order, with who did it and when: the entry list
-- (entered, withdrawn before the draw), the draw of the seats, each player out with who knocked
-- him out, the moves the balancing called (a record: the replay makes them again), late entries,
-- and the clock (started, paused, resumed, a level skipped or gone back to). A correction is a
-- row of its own ('undo', naming the row it takes back, which is marked `undone`): nothing is
-- ever deleted, so the history stands.
CREATE TABLE freezeout_events (
    id             INTEGER PRIMARY KEY,
    freezeout_id   INTEGER NOT NULL REFERENCES freezeouts(id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('enter', 'withdraw', 'seat', 'bust', 'move',
                                                 'start', 'pause', 'resume', 'level', 'undo')),
    player         TEXT,                        -- who entered, withdrew, went out or moved
    member_id      INTEGER REFERENCES members(id),
    knocked_out_by TEXT,                        -- a bust: the player who took his last chips
    detail         TEXT,                        -- JSON: a move's seats, the level gone to
    undoes         INTEGER REFERENCES freezeout_events(id),
    undone         INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    changed_by     TEXT NOT NULL,
    changed_at     TEXT NOT NULL,               -- UTC to the second: the clock runs from these
    CHECK ((kind = 'undo') = (undoes IS NOT NULL)),
    CHECK (kind NOT IN ('enter', 'withdraw', 'bust', 'move') OR player IS NOT NULL)
) STRICT;
CREATE INDEX freezeout_events_in_order ON freezeout_events(freezeout_id, id);
-- A player goes out once, and the seats are drawn once, whatever two directors press together:
-- the replay inside the transaction refuses the second, and these refuse it again.
CREATE UNIQUE INDEX freezeout_one_bust ON freezeout_events(freezeout_id, player)
    WHERE kind = 'bust' AND undone = 0;
CREATE UNIQUE INDEX freezeout_one_draw ON freezeout_events(freezeout_id)
    WHERE kind = 'seat' AND undone = 0;
