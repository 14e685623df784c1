-- Account names are unique whatever their case ("PAT" is pat): a cashier
-- reads them aloud. Accounts made before, whose names differ only by case,
-- are kept as they are: name_clash holds their id (0 for every other
-- account), so that the index below does not refuse them, and each is
-- found by its exact spelling only (store.UserByName). A new name is
-- refused if any account has it in any case: the index refuses a clash
-- with any account whose name_clash is 0, the code one with those kept.
ALTER TABLE users ADD COLUMN name_clash INTEGER NOT NULL DEFAULT 0;
UPDATE users SET name_clash = id WHERE lower(name) IN (SELECT lower(name) FROM users GROUP BY lower(name) HAVING COUNT(*) > 1);
CREATE UNIQUE INDEX users_name_fold ON users (lower(name), name_clash);
