//go:build !race

package blackjack_test

const raceEnabled = false
