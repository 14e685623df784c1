//go:build race

package paigow

// raceOn: the race detector makes the exhaustive loops ten times slower;
// the plain run plays them.
const raceOn = true
