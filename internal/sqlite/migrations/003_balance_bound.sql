-- The ledger's bound (store.MaxBalance, 10^15 cents either way): no account
-- holds more, so that no balance plus a posting can overflow a 64-bit
-- integer (SQLite would turn it into a REAL). The code refuses a posting
-- beyond it before it reaches the database; this refuses it even if the
-- code were wrong. A balance already beyond it (stored before the bound)
-- stays, and no update may leave it beyond.
CREATE TRIGGER accounts_balance_bound BEFORE UPDATE OF balance ON accounts WHEN NEW.balance NOT BETWEEN -1000000000000000 AND 1000000000000000 BEGIN SELECT RAISE(ABORT, 'accounts_balance_bound: a balance beyond 10^15 cents either way'); END;
