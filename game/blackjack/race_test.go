//go:build race

package blackjack_test

const raceEnabled = true
