//go:build !race

package gametest

const raceEnabled = false
