//go:build !race

package boston

const raceEnabled = false
