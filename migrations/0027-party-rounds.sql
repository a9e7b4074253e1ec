-- How many rounds a party will play, set by the hostess when she makes it (issue 22). NULL: open
-- ended, played until she ends it, as every party made before this.
ALTER TABLE parties ADD COLUMN rounds INTEGER CHECK (rounds >= 1);
