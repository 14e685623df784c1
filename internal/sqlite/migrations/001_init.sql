-- Croupier's schema, SQLite flavour. Amounts are integer cents; times are
-- Unix milliseconds. Stored strings (roles, kinds, statuses) never change.

CREATE TABLE users (
	id         INTEGER PRIMARY KEY,
	name       TEXT    NOT NULL UNIQUE,
	pass_hash  TEXT    NOT NULL,
	role       TEXT    NOT NULL CHECK (role IN ('player', 'dealer', 'cashier', 'supervisor', 'auditor', 'admin')),
	created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
	token_hash TEXT    PRIMARY KEY,
	user_id    INTEGER NOT NULL REFERENCES users (id),
	expires_at INTEGER NOT NULL
);

-- Section 5: no credit. A wallet or a table's escrow never goes below zero;
-- the database refuses it even if the code were wrong.
CREATE TABLE accounts (
	id      TEXT    PRIMARY KEY,
	kind    TEXT    NOT NULL CHECK (kind IN ('wallet', 'cage', 'escrow', 'house', 'commission', 'pool')),
	balance INTEGER NOT NULL DEFAULT 0,
	CHECK (kind NOT IN ('wallet', 'escrow', 'pool') OR balance >= 0)
);

CREATE TABLE transfers (
	id         INTEGER PRIMARY KEY,
	key        TEXT    NOT NULL UNIQUE,
	kind       TEXT    NOT NULL,
	memo       TEXT    NOT NULL,
	table_id   INTEGER,
	round_id   INTEGER,
	created_at INTEGER NOT NULL
);

CREATE TABLE entries (
	id            INTEGER PRIMARY KEY,
	transfer_id   INTEGER NOT NULL REFERENCES transfers (id),
	account       TEXT    NOT NULL REFERENCES accounts (id),
	amount        INTEGER NOT NULL,
	balance_after INTEGER NOT NULL
);
CREATE INDEX entries_account ON entries (account, id);
CREATE INDEX entries_transfer ON entries (transfer_id);
CREATE INDEX transfers_round ON transfers (round_id);

-- Requests that carried an Idempotency-Key: a retry returns the first answer.
CREATE TABLE requests (
	key        TEXT    PRIMARY KEY,
	body_hash  TEXT    NOT NULL,
	status     INTEGER NOT NULL,
	response   TEXT    NOT NULL,
	created_at INTEGER NOT NULL
);

CREATE TABLE tables (
	id          INTEGER PRIMARY KEY,
	name        TEXT    NOT NULL,
	game        TEXT    NOT NULL,
	mode        TEXT    NOT NULL CHECK (mode IN ('electronic', 'live')),
	options     TEXT    NOT NULL,
	timing      TEXT    NOT NULL,
	dealer_id   INTEGER REFERENCES users (id),
	status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
	segment     INTEGER NOT NULL DEFAULT 1,
	rounds      INTEGER NOT NULL DEFAULT 0,
	chain_head  TEXT    NOT NULL DEFAULT '',
	lease_owner TEXT    NOT NULL DEFAULT '',
	lease_until INTEGER NOT NULL DEFAULT 0,
	created_at  INTEGER NOT NULL
);

CREATE TABLE seats (
	table_id INTEGER NOT NULL REFERENCES tables (id),
	seat     INTEGER NOT NULL,
	user_id  INTEGER NOT NULL REFERENCES users (id),
	PRIMARY KEY (table_id, seat)
);

-- The table log: every accepted step of an engine segment with the outcomes
-- it consumed. A table resumes after a crash by replaying its segment.
CREATE TABLE steps (
	table_id   INTEGER NOT NULL REFERENCES tables (id),
	segment    INTEGER NOT NULL,
	seq        INTEGER NOT NULL,
	user_id    INTEGER,
	step       TEXT    NOT NULL,
	tape       TEXT    NOT NULL,
	created_at INTEGER NOT NULL,
	PRIMARY KEY (table_id, segment, seq)
);

-- Money in a table's escrow for the round in progress, wager by wager.
CREATE TABLE holds (
	table_id       INTEGER NOT NULL REFERENCES tables (id),
	segment        INTEGER NOT NULL,
	round          INTEGER NOT NULL,
	seat           INTEGER NOT NULL,
	player         TEXT    NOT NULL,
	wager          TEXT    NOT NULL,
	user_id        INTEGER NOT NULL REFERENCES users (id),
	amount         INTEGER NOT NULL CHECK (amount >= 0),
	balance_before INTEGER NOT NULL,
	PRIMARY KEY (table_id, segment, round, seat, player, wager)
);

-- Settled and voided rounds, chained by hash per table.
CREATE TABLE rounds (
	id         INTEGER PRIMARY KEY,
	table_id   INTEGER NOT NULL REFERENCES tables (id),
	number     INTEGER NOT NULL,
	status     TEXT    NOT NULL CHECK (status IN ('settled', 'void')),
	script     TEXT    NOT NULL,
	result     TEXT    NOT NULL,
	reason     TEXT    NOT NULL,
	prev_hash  TEXT    NOT NULL,
	hash       TEXT    NOT NULL UNIQUE,
	created_at INTEGER NOT NULL,
	UNIQUE (table_id, number)
);

CREATE TABLE round_players (
	round_id       INTEGER NOT NULL REFERENCES rounds (id),
	user_id        INTEGER NOT NULL REFERENCES users (id),
	net            INTEGER NOT NULL,
	balance_before INTEGER NOT NULL,
	balance_after  INTEGER NOT NULL,
	PRIMARY KEY (round_id, user_id)
);
CREATE INDEX round_players_user ON round_players (user_id, round_id);

INSERT INTO accounts (id, kind) VALUES ('cage', 'cage'), ('house', 'house'), ('commission', 'commission');
