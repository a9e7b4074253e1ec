-- How a season whose evenings were scored by different methods is ranked (issue 15): each method
-- in its own table (the default, as a database made before it showed), or everyone in one table
-- by place in the field. `laws::duplicate::season::SeasonRanking`.
ALTER TABLE club_settings ADD COLUMN season_ranking TEXT NOT NULL DEFAULT 'by-method'
    CHECK (season_ranking IN ('by-method', 'by-place'));
