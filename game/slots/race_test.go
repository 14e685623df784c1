//go:build race

package slots

// simPlays under the race detector, which slows a play tenfold and finds
// nothing in an engine that never runs concurrently.
const simPlays = 10_000
