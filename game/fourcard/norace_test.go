//go:build !race

package fourcard

const raceEnabled = false
