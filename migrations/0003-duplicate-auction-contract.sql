-- Compass auction entered by contract (KWC Laws of Duplicate Auction Bridge, 1926): the event
-- says how its auction results are entered and whether law 10's caps apply; a result entered by
-- contract keeps the contract, and its ns_points / ew_points hold what the law scored from it.
-- Existing events keep entering points.

ALTER TABLE events ADD COLUMN auction_entry TEXT NOT NULL DEFAULT 'points'
    CHECK (auction_entry IN ('points', 'contract'));
ALTER TABLE events ADD COLUMN auction_caps TEXT NOT NULL DEFAULT 'kwc'
    CHECK (auction_caps IN ('kwc', 'none'));

ALTER TABLE results ADD COLUMN declarer TEXT CHECK (declarer IN ('NS', 'EW'));
ALTER TABLE results ADD COLUMN level INTEGER CHECK (level BETWEEN 1 AND 7);
ALTER TABLE results ADD COLUMN denomination TEXT
    CHECK (denomination IN ('clubs', 'diamonds', 'hearts', 'spades', 'notrump'));
ALTER TABLE results ADD COLUMN doubled TEXT CHECK (doubled IN ('no', 'doubled', 'redoubled'));
ALTER TABLE results ADD COLUMN tricks INTEGER CHECK (tricks BETWEEN 0 AND 13);
ALTER TABLE results ADD COLUMN honours_side TEXT CHECK (honours_side IN ('NS', 'EW'));
ALTER TABLE results ADD COLUMN honours INTEGER CHECK (honours BETWEEN 0 AND 5);
ALTER TABLE results ADD COLUMN honours_in_one_hand INTEGER CHECK (honours_in_one_hand BETWEEN 1 AND 5);
