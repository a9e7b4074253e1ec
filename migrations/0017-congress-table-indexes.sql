-- A congress's prize plays and penalty ledger looked up by table (issue 13): a write to one
-- table reads only that table's lines, so its cost does not grow with the congress. (The deals
-- and totals are already keyed by congress, series and table.)
CREATE INDEX congress_plays_table ON congress_plays(congress_id, series, table_no);
CREATE INDEX congress_fines_table ON congress_fines(congress_id, series, table_no);
