-- Tournaments (store.Tournaments, sections 123-127): each one's published
-- rules (JSON), its status and its entrants in registration order. A
-- table identified for a tournament (126) names it; its chips and fees
-- are ledger accounts (store.Chips, store.ChipBank, store.Fees).
CREATE TABLE tournaments (
	id         INTEGER PRIMARY KEY,
	name       TEXT    NOT NULL,
	game       TEXT    NOT NULL,
	rules      TEXT    NOT NULL,
	status     TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
	created_at INTEGER NOT NULL
);

CREATE TABLE tournament_entrants (
	tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
	user_id       INTEGER NOT NULL REFERENCES users (id),
	entry_order   INTEGER NOT NULL,
	created_at    INTEGER NOT NULL,
	PRIMARY KEY (tournament_id, user_id),
	UNIQUE (tournament_id, entry_order)
);

ALTER TABLE tables ADD COLUMN tournament_id INTEGER NOT NULL DEFAULT 0;
