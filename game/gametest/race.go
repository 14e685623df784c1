//go:build race

package gametest

// raceEnabled: under the race detector an engine (which never runs
// concurrently) gains nothing from thousands of rounds, and they take ten
// times as long; .ci/run plays the full count outside -race.
const raceEnabled = true
