//go:build race

package blackjack

// analyzeRace: the heavy analyses run only outside -race.
const analyzeRace = true
