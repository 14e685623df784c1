-- The ledger's bound (store.MaxBalance, 10^15 cents either way): no account
-- holds more, so that no balance plus a posting can overflow a bigint. The
-- code refuses a posting beyond it before it reaches the database; this
-- refuses it even if the code were wrong (a queued posting, store.Flush,
-- reads no answer). NOT VALID: a balance already beyond it (stored before
-- the bound) does not stop the migration, and no update may leave it beyond.
ALTER TABLE accounts ADD CONSTRAINT accounts_balance_bound CHECK (balance BETWEEN -1000000000000000 AND 1000000000000000) NOT VALID;
