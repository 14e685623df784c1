//go:build race

package fourcard

// raceEnabled: the whole analysis takes ten times as long under the race
// detector, and its code runs the same outside it; .ci/run runs the plain
// tests too.
const raceEnabled = true
