-- Three at a partnership table, one taking Dummy (dummy whist: seed 000 L5929–5953, seed 001
-- L4383–4416): how that player settles with his two adversaries, or NULL for four players.

ALTER TABLE play_tables ADD COLUMN dummy TEXT CHECK (dummy IN ('each', 'shared'));
