//go:build !race

package crazyfour

const raceEnabled = false
