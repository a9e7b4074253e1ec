-- An event's movement and scoring method (issue 15). Existing events are the book's compass
-- Mitchell scored plus/minus against the average, as before: the defaults say exactly that.
--
-- `movement`: mitchell (the book's), mitchell-relay, howell, teams.
-- `pairs`: the pairs in the field when the movement is not a Mitchell (a Howell's, odd with a
--   phantom; twice the teams of a team match); NULL for a Mitchell (twice its tables).
-- `movement_rounds`: the rounds played when they may exceed the tables (a Howell of 5 tables
--   plays 9 rounds); NULL means `rounds`. The old column keeps its check (rounds <= tables)
--   and then holds the smaller of the two, so that no table has to be rebuilt.
-- `arrow_switch`: the rounds played with the arrows turned, e.g. '3,6' ('' for none).
-- `method`: the scoring method's id (`plus-minus` is the books' method).
ALTER TABLE events ADD COLUMN movement TEXT NOT NULL DEFAULT 'mitchell'
    CHECK (movement IN ('mitchell', 'mitchell-relay', 'howell', 'teams'));
ALTER TABLE events ADD COLUMN pairs INTEGER CHECK (pairs BETWEEN 2 AND 400);
ALTER TABLE events ADD COLUMN movement_rounds INTEGER CHECK (movement_rounds BETWEEN 1 AND 400);
ALTER TABLE events ADD COLUMN arrow_switch TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN method TEXT NOT NULL DEFAULT 'plus-minus'
    CHECK (length(method) BETWEEN 1 AND 40);

-- A score the director assigns to a board at a table instead of a result (the duplicate whist
-- laws' "average score", KWC laws 4, 5 and 7; average plus or minus, a split score, not
-- played). One per board and table; changes are kept in result_history like corrections.
CREATE TABLE assigned_scores (
    id          INTEGER PRIMARY KEY,
    event_id    INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    board       INTEGER NOT NULL,
    round       INTEGER NOT NULL,
    table_no    INTEGER NOT NULL,
    ns_pair     INTEGER NOT NULL,
    ew_pair     INTEGER NOT NULL,
    ns_award    TEXT NOT NULL CHECK (ns_award IN ('average', 'average-plus', 'average-minus', 'not-played')),
    ew_award    TEXT NOT NULL CHECK (ew_award IN ('average', 'average-plus', 'average-minus', 'not-played')),
    updated_by  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    UNIQUE (event_id, board, ns_pair, ew_pair)
) STRICT;
CREATE INDEX assigned_scores_event ON assigned_scores(event_id, board);

-- A pair that arrives late (plays from round `from_round`) or leaves early (plays up to
-- `to_round`): the boards it misses are not results, and the missing-results page does not ask
-- for them.
CREATE TABLE event_absences (
    event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    direction  TEXT NOT NULL CHECK (direction IN ('NS', 'EW')),
    pair_no    INTEGER NOT NULL,
    from_round INTEGER CHECK (from_round >= 1),
    to_round   INTEGER CHECK (to_round >= 1),
    updated_by TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (event_id, direction, pair_no)
) STRICT;
