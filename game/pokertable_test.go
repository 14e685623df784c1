package game_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// pokerTable opens a PokerTable of one deck reading tape, with seats 1 and 3
// holding a "main" wager and the bets closed.
func pokerTable(t *testing.T, tape ...string) game.PokerTable {
	t.Helper()
	var raw []json.RawMessage
	for _, c := range tape {
		raw = append(raw, json.RawMessage(`"`+c+`"`))
	}
	lookup := func(id string) (game.Bet, error) { return game.Bet{ID: id, Section: "-"}, nil }
	b := game.Betting{Limits: money.Limits{Min: 100, Max: 10000}, Seats: game.PokerSeats, Section: "-", SeatSection: "-", Offer: []string{"main"}, Lookup: lookup}
	pt := game.NewPokerTable(game.NewTape(raw), card.NewShoe(card.Standard(1), 1, card.Policy{}), b)
	for _, seat := range []int{3, 1} {
		if err := pt.Bets.Place(&pt.Rec, game.Step{Seat: seat, Wagers: []game.WagerAmount{{ID: "main", Amount: 100}}}); err != nil {
			t.Fatal(err)
		}
	}
	pt.Bets.Close(&pt.Rec)
	return pt
}

// Two decision stages (Let It Ride's, 67.6): the second asks every seat
// again in seat order, and each stage's decisions stay readable.
func TestPokerTableStages(t *testing.T) {
	pt := pokerTable(t, "As", "Kd", "Qh", "2c", "7d", "9s")
	if err := pt.Deal([]int{1, 3, 0}, 2); err != nil {
		t.Fatal(err)
	}
	pt.Phase = game.PhaseDecision
	all := func(int) bool { return true }
	pt.DecidedOn(1, "bet-1", "pull")
	if got := pt.Turn(all); got != 3 {
		t.Fatalf("turn %d after seat 1, want 3", got)
	}
	pt.Decided(3, "ride")
	if got := pt.Turn(all); got != 0 {
		t.Fatalf("turn %d after every seat, want 0", got)
	}
	pt.NextStage()
	if got := pt.Turn(all); got != 1 {
		t.Fatalf("turn %d at the second stage, want 1", got)
	}
	pt.Decided(1, "ride")
	if got := fmt.Sprintf("%q", []string{pt.Chosen(0, 1), pt.Chosen(0, 3), pt.Chosen(1, 1), pt.Chosen(1, 3)}); got != `["pull" "ride" "ride" ""]` {
		t.Errorf("choices %s, want seat 1 pull then ride, seat 3 ride then nothing yet", got)
	}
	evs := pt.Rec.Events(game.Omniscient)
	for _, ev := range evs {
		if ev.Kind == game.EventDecision && ev.Text == "pull" && (ev.Seat != 1 || ev.Wager != "bet-1") {
			t.Errorf("decision event %+v, want seat 1's pull of bet-1", ev)
		}
	}
	pt.Settled(nil)
	if err := pt.NextRound("-"); err != nil {
		t.Fatal(err)
	}
	if pt.Stage != 0 || pt.Chosen(0, 1) != "" {
		t.Errorf("the next round opens at stage %d with seat 1's choice %q", pt.Stage, pt.Chosen(0, 1))
	}
}

// A burned card leaves the hand (67.6); a hand turned up card by card is
// not revealed again at the showdown.
func TestPokerTableBurnAndReveal(t *testing.T) {
	pt := pokerTable(t, "As", "Kd", "Qh", "2c", "7d", "9s", "4h", "5h", "6h")
	if err := pt.Deal([]int{1, 3, 0}, 3); err != nil {
		t.Fatal(err)
	}
	pt.Phase = game.PhaseDecision
	if got := fmt.Sprint(pt.View(1).Hands["dealer"]); got != "[{?? true} {?? true} {?? true}]" {
		t.Errorf("seat 1 sees the dealer's %s before the burn", got)
	}
	pt.Burn(0)
	pt.TurnUp(0, 1)
	pt.TurnUp(0, 0)
	if got := fmt.Sprint(pt.Hand(0), pt.Dealt()["dealer"].Cards); got != "[4h 5h] [4h 5h]" {
		t.Errorf("the dealer holds %s after the burn, want [4h 5h] [4h 5h]", got)
	}
	before := len(pt.Rec.Events(game.Omniscient))
	pt.Reveal()
	var shown []string
	for _, ev := range pt.Rec.Events(game.Omniscient)[before:] {
		shown = append(shown, fmt.Sprint(ev.Seat, ev.Cards))
	}
	if got := fmt.Sprint(shown); got != "[1 [As Kd Qh] 3 [2c 7d 9s]]" {
		t.Errorf("the showdown reveals %s, want seats 1 and 3 only", got)
	}
	v := pt.View(1)
	if got := fmt.Sprint(v.Hands["dealer"]); got != "[{4h false} {5h false}]" {
		t.Errorf("seat 1 sees the dealer's %s", got)
	}
}

// One hand turned up at a time (67.48): seat 1's, then the showdown turns
// up only what is still down.
func TestPokerTableRevealHand(t *testing.T) {
	pt := pokerTable(t, "As", "Kd", "2c", "7d", "9s", "4h")
	if err := pt.Deal([]int{1, 3, 0}, 2); err != nil {
		t.Fatal(err)
	}
	pt.Phase = game.PhaseDecision
	before := len(pt.Rec.Events(game.Omniscient))
	pt.RevealHand(1)
	if got := fmt.Sprint(pt.View(3).Hands["1"], pt.View(3).Hands["dealer"]); got != "[{As false} {Kd false}] [{?? true} {?? true}]" {
		t.Errorf("seat 3 sees %s after seat 1's hand is turned up", got)
	}
	pt.RevealHand(1) // already up: nothing more
	pt.Reveal()
	var shown []string
	for _, ev := range pt.Rec.Events(game.Omniscient)[before:] {
		shown = append(shown, fmt.Sprint(ev.Text, ev.Cards))
	}
	if got := fmt.Sprint(shown); got != "[1[As Kd] 3[2c 7d] dealer[9s 4h]]" {
		t.Errorf("turned up %s", got)
	}
}
