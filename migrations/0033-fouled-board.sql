-- A fouled board passed on (KWC law 4d, seed 001 L3312–3315): the pair or pairs at this table who
-- passed the board to the next table with a wrong number of cards in a hand lose 50 points on
-- it. Kept on the result (and on a result in the bin), so a correction or a restore keeps it.
ALTER TABLE results ADD COLUMN passed_fouled TEXT CHECK (passed_fouled IN ('NS', 'EW', 'both'));
ALTER TABLE deleted_results ADD COLUMN passed_fouled TEXT CHECK (passed_fouled IN ('NS', 'EW', 'both'));
