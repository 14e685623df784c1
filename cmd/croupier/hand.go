package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"croupier/card"
	"croupier/catalog"
	"croupier/handeval"
)

const handUsage = `usage: croupier hand --game GAME CARDS... [--vs CARDS...] [--json]

Names the hand's combination under GAME's ranking (for a best 4 or 5 of more
cards, the cards that make it) and, with --vs, compares it with a second hand:
higher, lower or identical, from the first hand's side.

games and hands:
  let-it-ride              5 cards: 3 and the dealer's 2 (67.2)
  caribbean-stud           5 cards (67.11)
  three-card-poker         3 cards (67.23)
  three-five-seven-poker   3 cards (67.43), 5 (67.44), or best 5 of 7 (67.50)
  boston-poker             3 cards (67.53) or 5 (67.54)
  four-card-poker          best 4 of 4, 5 or the dealer's 6 (67.65, 67.71, 67.72)
  crazy-four-poker         best 4 of 4 or 5 (67.76, 67.82)
  pai-gow-poker            5-card high hand or 2-card low hand, joker Jk (40, 41)
  poker-room               best 5 of 5 to 7, high (hold'em, stud)
  poker-room/omaha         4 hole cards then a board of 3 to 5: exactly 2 + 3
  poker-room/omaha-low     as omaha, eight-or-better low
  poker-room/stud-low      best eight-or-better low of 5 to 7 (stud high-low)
  poker-room/razz          best ace-to-five low of 5 to 7
`

// A handRanking evaluates one kind of hand of a game: the value and the cards
// that make it.
type handRanking struct {
	name string // identifies the ranking: two hands compare only under the same one
	eval func([]card.Card) (handeval.Value, []card.Card)
}

// handGames maps each game that ranks poker hands to its rankings by number of
// cards. Games not listed rank none (blackjack, baccarat, war, …).
var handGames = func() map[string]map[int]handRanking {
	high := handRanking{"high", bestOf(5, handeval.Five, handeval.High)}
	three := handRanking{"three", exact(handeval.Three)}
	four := handRanking{"four", bestOf(4, handeval.Four, handeval.Four)}
	razz := handRanking{"razz", bestOf(5, handeval.Razz, handeval.Razz)}
	eight := handRanking{"eight", bestOf(5, handeval.LowEight, handeval.LowEight)}
	omaha := handRanking{"omaha", omahaBest(handeval.Omaha, handeval.Five)}
	omahaLow := handRanking{"omaha-low", omahaBest(handeval.OmahaLow, handeval.LowEight)}
	pokerRoom := map[int]handRanking{5: high, 6: high, 7: high}
	return map[string]map[int]handRanking{
		"let-it-ride":            {5: high},
		"caribbean-stud":         {5: high},
		"three-card-poker":       {3: three},
		"three-five-seven-poker": {3: three, 5: high, 7: high},
		"boston-poker":           {3: three, 5: high},
		"four-card-poker":        {4: four, 5: four, 6: four},
		"crazy-four-poker":       {4: four, 5: four},
		"pai-gow-poker":          {5: {"pai-gow", exact(handeval.PaiGow)}, 2: {"pai-gow-low", exact(handeval.PaiGowLow)}},
		"poker-room":             pokerRoom,
		"poker-room/holdem":      pokerRoom,
		"poker-room/stud":        pokerRoom,
		"poker-room/omaha":       {7: omaha, 8: omaha, 9: omaha},
		"poker-room/omaha-low":   {7: omahaLow, 8: omahaLow, 9: omahaLow},
		"poker-room/stud-low":    {5: eight, 6: eight, 7: eight},
		"poker-room/razz":        {5: razz, 6: razz, 7: razz},
	}
}()

func exact(f func([]card.Card) handeval.Value) func([]card.Card) (handeval.Value, []card.Card) {
	return func(c []card.Card) (handeval.Value, []card.Card) { return f(c), c }
}

// bestOf evaluates all the cards with best and finds k of them that make the
// same value with small.
func bestOf(k int, small, best func([]card.Card) handeval.Value) func([]card.Card) (handeval.Value, []card.Card) {
	return func(c []card.Card) (handeval.Value, []card.Card) {
		v := best(c)
		if len(c) == k {
			return v, c
		}
		var found []card.Card
		subsets(len(c), k, func(idx []int) bool {
			sub := make([]card.Card, k)
			for i, j := range idx {
				sub[i] = c[j]
			}
			if small(sub) == v {
				found = sub
				return false
			}
			return true
		})
		return v, found
	}
}

// omahaBest evaluates 4 hole cards and a board; the cards that make the value
// are two hole cards and three of the board.
func omahaBest(f func(hole, board []card.Card) handeval.Value, five func([]card.Card) handeval.Value) func([]card.Card) (handeval.Value, []card.Card) {
	return func(c []card.Card) (handeval.Value, []card.Card) {
		hole, board := c[:4], c[4:]
		v := f(hole, board)
		var found []card.Card
		subsets(4, 2, func(h []int) bool {
			subsets(len(board), 3, func(b []int) bool {
				sub := []card.Card{hole[h[0]], hole[h[1]], board[b[0]], board[b[1]], board[b[2]]}
				if five(sub) == v {
					found = sub
				}
				return found == nil
			})
			return found == nil
		})
		return v, found
	}
}

// subsets calls f with the indexes of every k of n items until f returns false.
func subsets(n, k int, f func([]int) bool) {
	idx := make([]int, k)
	var rec func(i, from int) bool
	rec = func(i, from int) bool {
		if i == k {
			return f(idx)
		}
		for j := from; j <= n-(k-i); j++ {
			idx[i] = j
			if !rec(i+1, j+1) {
				return false
			}
		}
		return true
	}
	rec(0, 0)
}

// handResult is the --json output.
type handResult struct {
	Hand   string `json:"hand"`
	Vs     string `json:"vs,omitempty"`
	Result string `json:"result,omitempty"`
}

// runHand is `croupier hand --game GAME CARDS... [--vs CARDS...] [--json]`.
func runHand(args []string, stdout, stderr io.Writer) error {
	var (
		gameID       string
		asJSON, vsOn bool
		hand, vs     []string
	)
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch {
		case !strings.HasPrefix(a, "-") || a == "-":
			if vsOn {
				vs = append(vs, a)
			} else {
				hand = append(hand, a)
			}
		case name == "game":
			if !hasValue {
				if i+1 == len(args) {
					return handError(stdout, stderr, asJSON, errors.New("--game needs a game id"))
				}
				i++
				value = args[i]
			}
			gameID = value
		case name == "json" && !hasValue:
			asJSON = true
		case name == "vs" && !hasValue:
			vsOn = true
		case name == "h" || name == "help":
			fmt.Fprint(stdout, handUsage)
			return nil
		default:
			return handError(stdout, stderr, slices.Contains(args, "--json"), fmt.Errorf("unknown flag %s", a))
		}
	}
	res, text, err := evalHands(gameID, hand, vs, vsOn)
	if err != nil {
		return handError(stdout, stderr, asJSON, err)
	}
	if asJSON {
		writeJSON(stdout, res)
		return nil
	}
	fmt.Fprint(stdout, text)
	return nil
}

func handError(stdout, stderr io.Writer, asJSON bool, err error) error {
	if asJSON {
		b, _ := json.Marshal(map[string]string{"error": err.Error()})
		fmt.Fprintf(stdout, "%s\n", b)
	} else {
		fmt.Fprintf(stderr, "croupier hand: %v\n(croupier hand --help lists the games)\n", err)
	}
	return exitError(2)
}

// evalHands ranks the hand and the --vs hand under the game's ranking.
func evalHands(gameID string, hand, vs []string, vsOn bool) (handResult, string, error) {
	var res handResult
	if gameID == "" {
		return res, "", errors.New("--game is required")
	}
	rankings, ok := handGames[gameID]
	if !ok {
		if _, known := catalog.Lookup(gameID); known {
			return res, "", fmt.Errorf("game %q ranks no poker hands", gameID)
		}
		return res, "", fmt.Errorf("unknown game %q (croupier games lists them)", gameID)
	}
	r, cards, err := parseHand(gameID, rankings, hand, "hand")
	if err != nil {
		return res, "", err
	}
	v, best := r.eval(cards)
	if v.Category() == handeval.NoLow {
		best = nil
	}
	res.Hand = v.Category().String()
	text := fmt.Sprintf("hand: %s%s\n", res.Hand, madeOf(cards, best))
	if !vsOn {
		return res, text, nil
	}
	vr, vcards, err := parseHand(gameID, rankings, vs, "--vs hand")
	if err != nil {
		return res, "", err
	}
	if vr.name != r.name {
		return res, "", fmt.Errorf("%s ranks a %d-card hand and a %d-card hand differently: they do not compare", gameID, len(cards), len(vcards))
	}
	w, wbest := vr.eval(vcards)
	if w.Category() == handeval.NoLow {
		wbest = nil
	}
	res.Vs = w.Category().String()
	switch {
	case v > w:
		res.Result = "higher"
	case v < w:
		res.Result = "lower"
	default:
		res.Result = "identical"
	}
	text += fmt.Sprintf("vs: %s%s\nresult: %s\n", res.Vs, madeOf(vcards, wbest), res.Result)
	return res, text, nil
}

// madeOf describes the cards that make a hand: all of them, or the best four
// or five of more.
func madeOf(cards, best []card.Card) string {
	switch {
	case len(best) == 0:
		return " (" + card.Format(cards) + ")"
	case len(best) == len(cards):
		return ": " + card.Format(best)
	}
	return ": " + card.Format(best) + " (best of " + card.Format(cards) + ")"
}

// parseHand reads a hand's cards and checks them against the game: valid
// cards, no card twice, the joker only in Pai Gow Poker, a number of cards the
// game ranks.
func parseHand(gameID string, rankings map[int]handRanking, tokens []string, what string) (handRanking, []card.Card, error) {
	var cards []card.Card
	for _, t := range tokens {
		cs, err := card.ParseList(t)
		if err != nil {
			var se *card.SyntaxError
			if errors.As(err, &se) {
				return handRanking{}, nil, fmt.Errorf("%s: card %d %q is not a card (rank 2-9 T J Q K A and suit c d h s, or Jk)", what, len(cards)+se.Pos+1, se.Token)
			}
			return handRanking{}, nil, fmt.Errorf("%s: %v", what, err)
		}
		for _, c := range cs {
			if slices.Contains(cards, c) {
				return handRanking{}, nil, fmt.Errorf("%s: %s appears twice", what, c)
			}
			if c == card.Joker && gameID != "pai-gow-poker" {
				return handRanking{}, nil, fmt.Errorf("%s: the joker plays only in pai-gow-poker", what)
			}
			cards = append(cards, c)
		}
	}
	r, ok := rankings[len(cards)]
	if !ok {
		sizes := make([]int, 0, len(rankings))
		for n := range rankings {
			sizes = append(sizes, n)
		}
		slices.Sort(sizes)
		return handRanking{}, nil, fmt.Errorf("%s: %d cards; %s ranks hands of %s cards", what, len(cards), gameID, joinInts(sizes))
	}
	return r, cards, nil
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}
