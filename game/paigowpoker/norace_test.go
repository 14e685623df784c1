//go:build !race

package paigowpoker

const raceEnabled = false
