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
  poker-room/short-deck    best 5 of 5 to 7 of the 36 cards six to ace (PHH's NS)
  poker-room/deuce-to-seven  5 cards, deuce-to-seven low (the draw games' lowball)
  poker-room/badugi        4 cards, badugi
`

// handGames holds the games that rank poker hands, by id.
var handGames = handeval.Games()

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
	game, ok := handGames[gameID]
	if !ok {
		if _, known := catalog.Lookup(gameID); known {
			return res, "", fmt.Errorf("game %q ranks no poker hands", gameID)
		}
		return res, "", fmt.Errorf("unknown game %q (croupier games lists them)", gameID)
	}
	r, cards, err := parseHand(gameID, game, hand, "hand")
	if err != nil {
		return res, "", err
	}
	v, best := r.Best(cards)
	res.Hand = v.Category().String()
	text := fmt.Sprintf("hand: %s%s\n", res.Hand, madeOf(cards, best))
	if !vsOn {
		return res, text, nil
	}
	vr, vcards, err := parseHand(gameID, game, vs, "--vs hand")
	if err != nil {
		return res, "", err
	}
	if vr != r {
		return res, "", fmt.Errorf("%s ranks a %d-card hand and a %d-card hand differently: they do not compare", gameID, len(cards), len(vcards))
	}
	w, wbest := vr.Best(vcards)
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

// madeOf describes the cards that make a hand: all of them, the best four or
// five of more, or none (no low).
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
// cards, no card twice, the joker only in a game that deals it (Pai Gow
// Poker), cards of the game's deck (six to ace at short-deck hold'em), a
// number of cards the game ranks.
func parseHand(gameID string, game handeval.Game, tokens []string, what string) (handeval.Ranking, []card.Card, error) {
	var cards []card.Card
	for _, t := range tokens {
		cs, err := card.ParseList(t)
		if err != nil {
			var se *card.SyntaxError
			if errors.As(err, &se) {
				return handeval.Ranking{}, nil, fmt.Errorf("%s: card %d %q is not a card (rank 2-9 T J Q K A and suit c d h s, or Jk)", what, len(cards)+se.Pos+1, se.Token)
			}
			return handeval.Ranking{}, nil, fmt.Errorf("%s: %v", what, err)
		}
		for _, c := range cs {
			if slices.Contains(cards, c) {
				return handeval.Ranking{}, nil, fmt.Errorf("%s: %s appears twice", what, c)
			}
			if c == card.Joker && !game.Joker() {
				return handeval.Ranking{}, nil, fmt.Errorf("%s: the joker plays only in pai-gow-poker", what)
			}
			if !game.Deals(c) {
				return handeval.Ranking{}, nil, fmt.Errorf("%s: %s is not a card of %s's deck", what, c, gameID)
			}
			cards = append(cards, c)
		}
	}
	r, ok := game.Ranking(len(cards))
	if !ok {
		return handeval.Ranking{}, nil, fmt.Errorf("%s: %d cards; %s ranks hands of %s cards", what, len(cards), gameID, joinInts(game.Sizes()))
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
