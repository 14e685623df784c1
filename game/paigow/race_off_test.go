//go:build !race

package paigow

const raceOn = false
