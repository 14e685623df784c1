//go:build !race

package handeval

const raceEnabled = false
