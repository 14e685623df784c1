-- The seats (boxes) whose wagers were each player's money in a round, as
-- "1,3": the round's replay shows it from the player's own seat. Rounds
-- stored before this migration have none ('').
ALTER TABLE round_players ADD COLUMN seats TEXT NOT NULL DEFAULT '';
