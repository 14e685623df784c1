package handeval

import (
	"sync"

	"croupier/card"
)

// The pay-table and dealer qualifiers, each the lowest hand that meets it.
// A qualifier applies to values of the ranking named in its documentation and
// reports false for a value of another ranking.
var thresholds = sync.OnceValue(func() [numQualifiers]Value {
	m := card.MustParseList
	return [numQualifiers]Value{
		qTens:    Five(m("Th Tc 4d 3s 2h")), // 67.7
		qSixes:   Five(m("6h 6c 4d 3s 2h")), // 67.49
		qTensUp:  Five(m("Th Tc 2d 2s 3h")), // 67.50, 67.63, P6
		qAceKing: Five(m("Ah Kc 4d 3s 2h")), // 67.17
		qQueen:   Three(m("Qh 3c 2d")),      // 67.29
		qKing:    Four(m("Kh 4c 3d 2s")),    // 67.82
		qAces:    Four(m("Ah Ac 3d 2s")),    // 67.74, 67.81
		qQueens:  Four(m("Qh Qc 3d 2s")),    // 67.87
	}
})

const (
	qTens = iota
	qSixes
	qTensUp
	qAceKing
	qQueen
	qKing
	qAces
	qQueens
	numQualifiers
)

func atLeast(v Value, r ranking, q int) bool {
	return v.ranking() == r && v >= thresholds()[q]
}

// PairOfTensOrBetter reports whether a High value is a pair of tens or
// better: Let It Ride's winning hands (67.7).
func PairOfTensOrBetter(v Value) bool { return atLeast(v, rHigh, qTens) }

// PairOfSixesOrBetter reports whether a High value is a pair of sixes or
// better: 3-5-7 Poker's winning 5-card hands (67.49).
func PairOfSixesOrBetter(v Value) bool { return atLeast(v, rHigh, qSixes) }

// TwoPairsOfTensOrBetter reports whether a High value is two pairs whose
// higher pair is tens or better, or a better combination (67.50, 67.63;
// ruling P6).
func TwoPairsOfTensOrBetter(v Value) bool { return atLeast(v, rHigh, qTensUp) }

// AceKingOrBetter reports whether a High value is an ace and a king or a
// combination of 67.11: the Caribbean Stud dealer opens (67.17).
func AceKingOrBetter(v Value) bool { return atLeast(v, rHigh, qAceKing) }

// QueenHighOrBetter reports whether a Three value holds a queen, a king, an
// ace or a combination of 67.23: the 3-Card Poker dealer opens (67.29).
func QueenHighOrBetter(v Value) bool { return atLeast(v, rThree, qQueen) }

// KingHighOrBetter reports whether a Four value holds a king or an ace or a
// combination of 67.65: the Crazy Four Poker dealer opens (67.82).
func KingHighOrBetter(v Value) bool { return atLeast(v, rFour, qKing) }

// PairOfAcesOrBetter reports whether a Four value is a pair of aces or
// better: the Aces Up wager (67.74) and a play of three times the ante in
// Crazy Four Poker (67.81, ruling P8).
func PairOfAcesOrBetter(v Value) bool { return atLeast(v, rFour, qAces) }

// PairOfQueensOrBetter reports whether a Four value is a pair of queens or
// better: the Queens Up wager (67.87).
func PairOfQueensOrBetter(v Value) bool { return atLeast(v, rFour, qQueens) }
