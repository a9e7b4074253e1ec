-- Leaving, filling and breaking up club tables at a night (issue 25; Auction Laws 141–144, Whist
-- Laws 15–16). One row per director's action, append-only: the night's placings (night_players)
-- follow the action in the same transaction, and this keeps why, for the preferences the laws
-- give afterwards.
--   left      the player left club table from_table and did not come back (Law 141); others:
--             those who remained; broke_up: too few remained to play.
--   fills     the player went from from_table to make up to_table (Laws 142–143); will_return:
--             he announced he will return; others: from_table's members when he went; placed:
--             his place there; at_rubber: to_table's rubbers when he came.
--   returned  the player came back from from_table to his own to_table (Law 142); others: the
--             member he replaced, if any.
--   broke_up  club table from_table broke up; others: those who joined to_table (none: all wait);
--             cuts: when all of the new formation cut (Law 144), [player key, cut] in the new
--             order; at_rubber: to_table's rubbers then.
CREATE TABLE night_moves (
    id          INTEGER PRIMARY KEY,
    night_id    INTEGER NOT NULL REFERENCES nights(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('left', 'fills', 'returned', 'broke_up')),
    member_id   INTEGER REFERENCES members(id),
    guest_name  TEXT,
    from_table  INTEGER NOT NULL CHECK (from_table >= 1),
    to_table    INTEGER CHECK (to_table >= 1),
    will_return INTEGER NOT NULL DEFAULT 0 CHECK (will_return IN (0, 1)),
    broke_up    INTEGER NOT NULL DEFAULT 0 CHECK (broke_up IN (0, 1)),
    others      TEXT NOT NULL DEFAULT '[]',             -- JSON array of player keys (m12, g:Ann)
    placed      INTEGER,
    at_rubber   INTEGER NOT NULL DEFAULT 0 CHECK (at_rubber >= 0),
    cuts        TEXT,
    made_by     TEXT NOT NULL,
    made_at     TEXT NOT NULL,
    CHECK (kind = 'broke_up' OR ((member_id IS NULL) <> (guest_name IS NULL)))
) STRICT;
CREATE INDEX night_moves_night ON night_moves(night_id, id);
