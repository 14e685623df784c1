//go:build race

package boston

// raceEnabled: under the race detector the whole analysis of a full deck
// takes ten times as long; the plain run checks it.
const raceEnabled = true
