-- Mixed pairs (seed 001 L16108–16109: "Lady and gentleman as partners in compass games"): a pair
-- event whose every pair is a lady and a gentleman. The pair's first seat (member_a / visitor_a)
-- is the lady's, the second the gentleman's; the register of members keeps no sex, so the pair
-- form only labels its two seats.
ALTER TABLE events ADD COLUMN mixed INTEGER NOT NULL DEFAULT 0 CHECK (mixed IN (0, 1));
