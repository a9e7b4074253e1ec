-- Duplicate contract bridge events (issue 15, item 3): an auction event entered by contract may
-- be scored by today's duplicate bridge scoring table (law contract-duplicate) instead of the
-- KWC laws of 1926. A result of such an event keeps the declarer's seat (N, E, S or W) beside
-- the side, and a board passed out is a result with no contract. Every existing event keeps the
-- KWC scoring and every existing result its columns.

ALTER TABLE events ADD COLUMN contract_scoring TEXT NOT NULL DEFAULT 'kwc-1926'
    CHECK (contract_scoring IN ('kwc-1926', 'duplicate-bridge'));

ALTER TABLE results ADD COLUMN declarer_seat TEXT CHECK (declarer_seat IN ('N', 'E', 'S', 'W'));
ALTER TABLE results ADD COLUMN passed_out INTEGER NOT NULL DEFAULT 0 CHECK (passed_out IN (0, 1));
