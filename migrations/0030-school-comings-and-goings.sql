-- A school at a table (issue 23): players join and leave a payment game between deals. Who sits
-- in which deal is kept in the table's settings (`joined`, `left`), a joining player's seat in
-- `play_seats` as a side of his own; each coming and going is kept in the deal history beside
-- the deals, as 'joined' and 'left'.
--
-- The history's CHECK on its action is widened in place by the hook beside this file
-- (`db::schema_edit`), as migration 0014 widened the movements: rebuilding the table is not
-- needed for a CHECK that admits more. This file only records that it ran.
SELECT 1;
