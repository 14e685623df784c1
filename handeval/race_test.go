//go:build race

package handeval

// raceEnabled reports whether the race detector is on: the exhaustive
// cross-checks then sample the hands to keep CI within its time.
const raceEnabled = true
