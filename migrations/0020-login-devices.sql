-- Issue 21: logins that cannot be turned against the director. Append-only.

-- A browser that has logged in as a person before ("device cookies", OWASP): only a digest of
-- the cookie's random token is kept. Failures from such a browser are counted against it alone,
-- so nobody else's wrong passwords can hold it up.
CREATE TABLE login_devices (
    token_hash  TEXT PRIMARY KEY,
    director_id INTEGER NOT NULL REFERENCES directors(id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    used_at     TEXT NOT NULL
) STRICT;

-- Refused logins (a wrong password or an unknown name), for the director to see on the People
-- page. Only the latest few hundred are kept.
CREATE TABLE login_refusals (
    id       INTEGER PRIMARY KEY,
    at       TEXT NOT NULL,
    name     TEXT NOT NULL,
    address  TEXT NOT NULL,
    known_device INTEGER NOT NULL DEFAULT 0 CHECK (known_device IN (0, 1))
) STRICT;
