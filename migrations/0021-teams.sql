-- Named teams of a team match (issue 21): team t of an event is its pairs 2t - 1 and 2t, as
-- the movement numbers them; here it has a name and its players, four to six members or
-- visitors (typed by name, not on the roster), in the order the director lists them.
CREATE TABLE event_teams (
    event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    team_no   INTEGER NOT NULL CHECK (team_no BETWEEN 1 AND 64),
    name      TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    PRIMARY KEY (event_id, team_no)
) STRICT;

CREATE TABLE event_team_players (
    event_id  INTEGER NOT NULL,
    team_no   INTEGER NOT NULL,
    place     INTEGER NOT NULL CHECK (place BETWEEN 1 AND 6),
    member_id INTEGER REFERENCES members(id),
    visitor   TEXT CHECK (visitor IS NULL OR length(visitor) BETWEEN 1 AND 80),
    CHECK ((member_id IS NULL) <> (visitor IS NULL)),
    PRIMARY KEY (event_id, team_no, place),
    FOREIGN KEY (event_id, team_no) REFERENCES event_teams(event_id, team_no) ON DELETE CASCADE
) STRICT;
-- A member plays for one team of an event.
CREATE UNIQUE INDEX event_team_players_member ON event_team_players(event_id, member_id)
    WHERE member_id IS NOT NULL;
