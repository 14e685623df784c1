-- The keno record (store.Keno, sections 75–86): the draws of each keno game
-- (a row of tables, game "keno") and the tickets sold for them. The record
-- prevails over a ticket (84).
--
-- A draw is open for sale, then closed when its drawing begins (83: nothing
-- is sold for it after), then drawn once its balls and its round record are
-- stored. balls is a JSON list of the numbers drawn, '' until then; sold
-- counts the tickets sold with it as their first draw.
CREATE TABLE keno_draws (
	table_id INTEGER NOT NULL REFERENCES tables (id),
	number   INTEGER NOT NULL,
	status   TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'drawn')),
	closes   INTEGER NOT NULL,
	balls    TEXT    NOT NULL DEFAULT '',
	round_id INTEGER REFERENCES rounds (id),
	sold     INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0),
	drawn_at INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (table_id, number)
);

-- A validated slip (81, 82): its selections (a JSON list of
-- store.KenoSelection), the draws it plays (first_draw and the draws after
-- it), its cost, the prizes won and paid so far, and its claim deadline
-- (86). A prize is never paid beyond what was won.
CREATE TABLE keno_tickets (
	id         INTEGER PRIMARY KEY,
	control    TEXT    NOT NULL UNIQUE,
	table_id   INTEGER NOT NULL REFERENCES tables (id),
	user_id    INTEGER NOT NULL REFERENCES users (id),
	selections TEXT    NOT NULL,
	first_draw INTEGER NOT NULL,
	draws      INTEGER NOT NULL,
	cost       INTEGER NOT NULL,
	won        INTEGER NOT NULL DEFAULT 0,
	paid       INTEGER NOT NULL DEFAULT 0,
	deadline   INTEGER NOT NULL,
	status     TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paid', 'expired')),
	created_at INTEGER NOT NULL,
	paid_at    INTEGER NOT NULL DEFAULT 0,
	paid_to    TEXT    NOT NULL DEFAULT '',
	CHECK (cost > 0),
	CHECK (won >= 0),
	CHECK (paid >= 0 AND paid <= won),
	CHECK (draws >= 1)
);
CREATE INDEX keno_tickets_draw ON keno_tickets (table_id, first_draw);
CREATE INDEX keno_tickets_user ON keno_tickets (user_id, id);
