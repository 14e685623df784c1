-- The lease check as a statement that fails: a transaction sends it in the
-- same message as its COMMIT (store.pgTx), so a lost lease must abort the
-- transaction in the database, not be noticed afterwards from a row count.
-- It locks the table's row until the commit, as the check did before.
-- SQLSTATE CR001 is Croupier's "table lease lost".
CREATE FUNCTION croupier_fence(t BIGINT, owner TEXT) RETURNS VOID LANGUAGE plpgsql AS $$ BEGIN PERFORM 1 FROM tables WHERE id = t AND lease_owner = owner FOR UPDATE; IF NOT FOUND THEN RAISE EXCEPTION 'table % is not leased to %', t, owner USING ERRCODE = 'CR001'; END IF; END $$;
