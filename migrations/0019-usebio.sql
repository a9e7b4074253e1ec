-- USEBIO for federations (issue 21): a member's federation number (written as
-- PLAYER/NATIONAL_ID_NUMBER; the member number already kept is the club's own, CLUB_ID_NUMBER),
-- one number to one member; and how USEBIO's TOTAL_SCORE is written: the raw sum of the pair's
-- boards (the default, as Hoyle's pages show it) or pro-rated to the field's boards, as
-- Compscore prints it.
ALTER TABLE members ADD COLUMN national_no TEXT;
CREATE UNIQUE INDEX members_national_no ON members (national_no);
ALTER TABLE club_settings ADD COLUMN usebio_total TEXT NOT NULL DEFAULT 'raw'
    CHECK (usebio_total IN ('raw', 'pro-rated'));
