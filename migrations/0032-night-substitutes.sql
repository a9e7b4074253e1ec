-- Substitutes at a club night (issue 25; Auction Laws 146–147, Whist Law 14): a player leaving a
-- table while a rubber is in progress appoints another to sit in for him. The rubber's seats
-- (play_seats) stay the players who sat down to it, for the rotation; this says who sat in for
-- whom from which deal, and, when the player came back before the rubber ended, from which deal
-- he played again. Append-only: a return fills `until_deal` and nothing is deleted.
CREATE TABLE play_substitutes (
    id            INTEGER PRIMARY KEY,
    table_id      INTEGER NOT NULL REFERENCES play_tables(id) ON DELETE CASCADE,
    absent_member INTEGER REFERENCES members(id),
    absent_guest  TEXT,
    sub_member    INTEGER REFERENCES members(id),
    sub_guest     TEXT,
    from_deal     INTEGER NOT NULL CHECK (from_deal >= 0),   -- deals already entered when he sat in
    until_deal    INTEGER CHECK (until_deal >= from_deal),   -- the player's return, if before the end
    appointed_by  TEXT NOT NULL,
    appointed_at  TEXT NOT NULL,
    CHECK ((absent_member IS NULL) <> (absent_guest IS NULL)),
    CHECK ((sub_member IS NULL) <> (sub_guest IS NULL))
) STRICT;
CREATE INDEX play_substitutes_table ON play_substitutes(table_id, id);

-- Whose money a rubber is when a substitute finishes it: the books are silent; by default the
-- player who appointed him.
ALTER TABLE club_settings ADD COLUMN substitute_money TEXT NOT NULL DEFAULT 'appointer'
    CHECK (substitute_money IN ('appointer', 'substitute'));
