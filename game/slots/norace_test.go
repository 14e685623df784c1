//go:build !race

package slots

// simPlays is the simulation's length outside the race detector.
const simPlays = 100_000
