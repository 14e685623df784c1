//go:build race

package simulate

// raceEnabled: the heaviest analyses take minutes under the race
// detector and run the same outside it; .ci/run runs this package's tests
// outside -race too.
const raceEnabled = true
