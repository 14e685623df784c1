//go:build race

package paigowpoker

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = true
