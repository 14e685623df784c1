// Package paigowpoker is Pai Gow Poker, sections 38–53 and 48.1 of the
// by-law.
//
// One deck and a joker (38). Up to 6 players (42) wager main before the
// dealer announces no more bets (43), and beside it, if they like, the
// total of the four cards left after the deal (48: over 26 or under 26 at
// 1 to 1, exactly 26 at 15 to 1; aces and the joker count 1, pictures 10,
// ruling G4) and, where a random number generator picks the position that
// receives the first cards (table option position-bet), the number it
// picks (48.1, 11 to 2). Seven blocks of seven cards go to the positions
// 1–6 (the seats) and 7 (the bank), starting at that number or at 1,
// whether or not a position has a wager (49); the last four cards of the 53
// are the remaining four of 48 (ruling PG6). Each seat with a main wager
// then, in seat order, sets a high hand of five cards and a low hand of two
// ("set" with "high" and "low"), has the house way set them ("house-way",
// docs/house-way.md), or surrenders main (52, ruling PG2). The bank's hand
// is set by the house way (52). A hand wins 1 to 1, less 5% on the next
// multiple of $10 of the wager (47), if both its hands rank higher than the
// bank's (46); loses if neither does, if one is equal and the other not
// higher (copies go to the bank, 44(1), 44(2)), or if it is set foul
// (44(3), 50, ruling PG5); pushes otherwise (45). Hands rank by 39–41
// (handeval.PaiGow, handeval.PaiGowLow).
//
// A player may be the bank (53) as at Super Pan 9: the dealer banks the
// first round; the dealer may then offer the bank, with next-round's
// "bank", to a seat that wagered in the last round the dealer banked and
// did not bank this one. A banking seat places no main wager: its hand,
// set the house way, is the bank's; its "bank" wager covers every main
// wager, settles the other way round and pays 5% on the next multiple of
// $10 of its net win (ruling PG3). The dealer's hand is then dealt and set
// but not wagered. The total and position wagers are the house's, whoever
// banks (ruling PG6 pays them at their own odds).
//
// # Analysis
//
// Analyze gives the exact figures of every wager. The main wager and a
// banking seat's cover of one are counted over every hand of seven of the
// 53 cards against every bank hand of seven of the 46 left (about
// 8.25 × 10^15 pairs), both set the house way, by an inclusion–exclusion
// over the cards two hands share (count.go); the totals of 48 over every 4
// of the 53 cards (292,825, counted by card value); the position wagers of
// 48.1 over the 7 numbers. Each line is settled by the engine's own code.
package paigowpoker

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// maxSeats is the most players at a table (42); positions is the places
// dealt (49): the six seats and the bank.
const (
	maxSeats  = 6
	positions = 7
)

var (
	payMain     = money.To(1, 1)  // 47
	payTotal    = money.To(1, 1)  // 48: over or under 26
	payTotal26  = money.To(15, 1) // 48: exactly 26
	payPosition = money.To(11, 2) // 48.1
)

// Spec is Pai Gow Poker's catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "pai-gow-poker",
	Name:      "Pai Gow Poker",
	Sections:  "38–53, 48.1",
	Available: true,
	Seats:     "up to 6 players (42)",
	Outcome:   game.OutcomeCards,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "seats", Type: game.TypeInt, Default: int64(6), Min: game.Int64(1), Max: game.Int64(maxSeats), Section: "42",
			Doc: "places on the layout; the by-law allows at most 6 players (42)"},
		game.OptFirstRound,
		{Name: "house-way", Type: game.TypeEnum, Default: "standard", Values: []string{"standard"}, Section: "52",
			Doc: "how the dealer, and a player who asks for it, sets a hand: docs/house-way.md"},
		{Name: "position-bet", Type: game.TypeBool, Default: false, Section: "48.1",
			Doc: "a random number generator draws the position 1–7 that receives the first cards, and the position-N wagers are offered"},
		{Name: "bank-seat", Type: game.TypeInt, Default: int64(0), Min: game.Int64(0), Max: game.Int64(maxSeats), Section: "53",
			Doc: "0: the dealer banks; otherwise the seat that banks the script's first round (later rounds: next-round's \"bank\"; ruling PG3)"},
	},
	Wagers: []game.WagerSpec{
		{ID: "main", Section: "43–47", Required: true, Pays: "1 to 1, commission 5% on the next multiple of $10 (47)",
			Doc: "both hands against the bank's: win if both are higher, lose if neither is or the hand is set foul (44(3)), push otherwise; copies go to the bank"},
		{ID: "total-over-26", Section: "48", Pays: "1 to 1", Doc: "the four cards left after the deal total more than 26 (ruling G4); needs main (PG6)"},
		{ID: "total-under-26", Section: "48", Pays: "1 to 1", Doc: "the four cards left after the deal total less than 26 (ruling G4); needs main (PG6)"},
		{ID: "total-26", Section: "48", Pays: "15 to 1", Doc: "the four cards left after the deal total exactly 26 (ruling G4); needs main (PG6)"},
		{ID: "position-N", Section: "48.1", Pays: "11 to 2", Doc: "N from 1 to 7: the number the random number generator draws; offered with position-bet; needs main (PG6)"},
		{ID: "bank", Section: "53", Decision: true, Pays: "the other way round; 5% on the next multiple of $10 of the net win (ruling PG3)",
			Doc: "a banking seat covers every main wager on the table"},
	},
	Decisions: []game.DecisionSpec{
		{Act: "house-way", Section: "50, 52", Doc: "let the house way set the hand (docs/house-way.md)"},
		{Act: "set", Section: "50", Args: []string{"high", "low"}, Doc: "set a high hand of 5 cards and a low hand of 2; the high hand must rank at least as high (a foul set loses, 44(3))"},
		{Act: "surrender", Section: "52", Doc: "give up main before the hands are exposed: it is lost (ruling PG2); the total and position wagers still settle"},
	},
	Dealer: []string{"no-more-bets", "next-round"},
	Notes: "set takes the seat's seven cards as {\"high\": [5 cards], \"low\": [2 cards]}; Legal offers house-way and surrender, and set " +
		"whenever house-way is offered. next-round may name the seat that banks the new round: {\"dealer\": \"next-round\", \"bank\": 3} (53).",
}

// Game is Pai Gow Poker's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) { return New(RulesOf(t), tape) },
	Analyze: Analyze, Decide: Decide}

// Decide is the play of the analysis' figures as a simulation takes it:
// a seat playing main set the best way sets its hand as BestSet does;
// every other seat lets the house way set it (50, 52). The totals and the
// position wagers do not depend on it (ruling PG6).
func Decide(game.Table) (game.Decider, error) {
	if _, err := bestSettings(); err != nil {
		return nil, err
	}
	return func(e game.Engine, seat int, w *analysis.Wager, _ []game.Option) (game.Step, error) {
		if w == nil || w.ID != "main" || w.Title != bestTitle {
			return game.Step{Seat: seat, Act: "house-way"}, nil
		}
		x, ok := e.(*Engine)
		if !ok {
			return game.Step{}, fmt.Errorf("paigowpoker: the best setting plays a Pai Gow Poker table, not %T", e)
		}
		if seat < 1 || seat > maxSeats {
			return game.Step{}, fmt.Errorf("paigowpoker: seat %d sets no hand", seat)
		}
		s, _, err := BestSet(x.hands[seat].cards)
		if err != nil {
			return game.Step{}, fmt.Errorf("paigowpoker: seat %d: %w", seat, err)
		}
		high, err := json.Marshal(cardNames(s.High[:]))
		if err != nil {
			return game.Step{}, err
		}
		low, err := json.Marshal(cardNames(s.Low[:]))
		if err != nil {
			return game.Step{}, err
		}
		return game.Step{Seat: seat, Act: "set", Args: map[string]json.RawMessage{"high": high, "low": low}}, nil
	}, nil
}

// cardNames is cs in notation.
func cardNames(cs []card.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// Rules are a Pai Gow Poker table's options.
type Rules struct {
	Limits      money.Limits
	Seats       int
	FirstRound  string // section 10: "off", "refuse" or "minimum"
	HouseWay    string // "standard": docs/house-way.md
	PositionBet bool   // 48.1: a random number generator picks the first position
	BankSeat    int    // the seat that banks the first round; 0 the dealer (53)
}

// RulesOf reads the rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{
		Limits:      t.Limits(),
		Seats:       int(t.Int("seats")),
		FirstRound:  t.String("first-round-only"),
		HouseWay:    t.String("house-way"),
		PositionBet: t.Bool("position-bet"),
		BankSeat:    int(t.Int("bank-seat")),
	}
}

// Validate reports whether the by-law allows r.
func (r Rules) Validate() error {
	switch {
	case r.Seats < 1 || r.Seats > maxSeats:
		return game.Rulef("42", "a Pai Gow Poker table has at most %d players, not %d places", maxSeats, r.Seats)
	case r.BankSeat < 0 || r.BankSeat > r.Seats:
		return game.Rulef("53", "bank-seat is 0 (the dealer) or a seat from 1 to %d, not %d", r.Seats, r.BankSeat)
	case r.HouseWay != "standard":
		return game.Rulef("52", "the house way is \"standard\" (docs/house-way.md), not %q", r.HouseWay)
	}
	if err := game.CheckFirstRound(r.FirstRound); err != nil {
		return err
	}
	if err := r.Limits.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	return nil
}

// shoe is 38's deck and joker, shuffled every round (8, ruling G6).
func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.PaiGowPoker(), 1, card.Policy{EveryRound: true})
}

// betting is how Pai Gow Poker takes wagers: main, and beside it the total
// and position wagers (PG6), before no more bets (43), each within the
// table's limits on its own (PG7).
func (r Rules) betting() game.Betting {
	offer := []string{"main", "total-over-26", "total-under-26", "total-26"}
	if r.PositionBet {
		for n := 1; n <= positions; n++ {
			offer = append(offer, "position-"+strconv.Itoa(n))
		}
	}
	return game.Betting{
		Limits: r.Limits, Scope: money.PerPosition, Seats: r.Seats, SeatSection: "42", Section: "43",
		Before: "before the dealer announces no more bets", FirstRound: r.FirstRound,
		Offer: offer, Lookup: r.lookup,
	}
}

// lookup says what a placed Pai Gow Poker wager is.
func (r Rules) lookup(id string) (game.Bet, error) {
	switch id {
	case "main":
		return game.Bet{ID: id, Section: "43"}, nil
	case "total-over-26", "total-under-26", "total-26":
		return game.Bet{ID: id, Section: "48", Needs: "main"}, nil
	case "bank":
		return game.Bet{}, game.Rulef("53", "the bank wager is the banking seat's cover of every main wager, made when the bets close, not placed")
	}
	if n, ok := strings.CutPrefix(id, "position-"); ok {
		if !r.PositionBet {
			return game.Bet{}, game.Rulef("48.1", "this table has no position wager: the first position is not drawn by a random number generator (position-bet)")
		}
		if k, err := strconv.Atoi(n); err == nil && k >= 1 && k <= positions && strconv.Itoa(k) == n {
			return game.Bet{ID: id, Section: "48.1", Needs: "main"}, nil
		}
		return game.Bet{}, game.Rulef("48.1", "the position wager is on a number from 1 to 7, not %q", id)
	}
	return game.Bet{}, game.Rulef("43", "Pai Gow Poker has no wager %q (its wagers are main, %s)", id, "total-over-26, total-under-26, total-26, position-1 … position-7")
}
