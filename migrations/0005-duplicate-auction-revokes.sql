-- Revokes in duplicate auction entered by contract (KWC law 7: "the penalty for any and each
-- revoke is 50 points only"): how many each side made on the board. Blank on every other result.

ALTER TABLE results ADD COLUMN ns_revokes INTEGER CHECK (ns_revokes BETWEEN 0 AND 13);
ALTER TABLE results ADD COLUMN ew_revokes INTEGER CHECK (ew_revokes BETWEEN 0 AND 13);
