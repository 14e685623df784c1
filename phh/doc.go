// Package phh reads and writes poker hand histories in the PHH format of
// uoftcprg/phh-std: one hand as a small TOML document of fields (the
// variant, the forced bets, the starting stacks and the actions in the
// standard's notation, "d dh p1 Ac2d", "p3 cbr 7000", "p2 f"), and a bulk
// .phhs file as many hands, each under a "[N]" header.
//
// Amounts are Numbers kept exactly as written. They become integers only
// through [Number.Units] at a scale the caller chooses, so no float ever
// touches a stack or a bet.
//
// The TOML reader is written for the subset PHH files use (bare keys,
// strings, decimal numbers, booleans, local times and arrays) and rejects
// anything else with the line it stopped on. [Parse] then checks the fields
// the variant requires (the table in the standard's required.rst) and that
// every per-player array has one entry per player. [Write] checks the same
// before it writes, so what it writes reads back.
package phh
