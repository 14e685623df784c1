package game

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// A card dealt face down reaches only its seat and the omniscient view;
// face-up cards and every other field reach everyone (STYLE 1: hiding is
// the engine's job).
func TestRecordHidesFaceDownCards(t *testing.T) {
	r := NewRecord()
	r.Emit(Event{Kind: EventCard, Cards: []string{"As"}, Text: "dealer"})
	r.Emit(Event{Kind: EventCard, Seat: 2, Cards: []string{"Kd", "7c"}, FaceDown: true, Text: "2"})
	r.Emit(Event{Kind: EventCard, Seat: 3, Cards: []string{"2h"}, FaceDown: true, Text: "3"})
	cards := func(seat int) [][]string {
		var out [][]string
		for _, ev := range r.Events(seat) {
			out = append(out, ev.Cards)
		}
		return out
	}
	for seat, want := range map[int][][]string{
		Omniscient: {{"As"}, {"Kd", "7c"}, {"2h"}},
		2:          {{"As"}, {"Kd", "7c"}, {Hidden}},
		3:          {{"As"}, {Hidden, Hidden}, {"2h"}},
		Dealer:     {{"As"}, {Hidden, Hidden}, {Hidden}},
		5:          {{"As"}, {Hidden, Hidden}, {Hidden}},
	} {
		if got := cards(seat); !reflect.DeepEqual(got, want) {
			t.Errorf("seat %d is told of %v, want %v", seat, got, want)
		}
	}
	if ev := r.Events(5)[1]; ev.Round != 1 || ev.Seat != 2 || !ev.FaceDown || ev.Text != "2" {
		t.Errorf("hiding changed more than the cards: %+v", ev)
	}
	if all := r.Events(Omniscient); all[1].Cards[0] != "Kd" {
		t.Errorf("hiding changed the record itself: %+v", all[1])
	}
}

// The round number stamps every event; Settle and NextRound record the
// round and move on.
func TestRecordRounds(t *testing.T) {
	r := NewRecord()
	r.Emit(Event{Kind: EventWager, Seat: 1, Wager: "main", Amount: 100})
	r.Settle(Round{Round: 99, Settlements: []Settlement{Lost(1, "main", 100)}})
	if last := r.Last(); last == nil || last.Round != 1 || len(r.Rounds()) != 1 {
		t.Fatalf("after Settle: last %+v, %d rounds", last, len(r.Rounds()))
	}
	r.NextRound()
	r.Emit(Event{Kind: EventWager, Seat: 1, Wager: "main", Amount: 100})
	var kinds []EventKind
	var rounds []int
	for _, ev := range r.Events(1) {
		kinds, rounds = append(kinds, ev.Kind), append(rounds, ev.Round)
	}
	if !reflect.DeepEqual(kinds, []EventKind{EventWager, EventSettled, EventNewRound, EventWager}) || !reflect.DeepEqual(rounds, []int{1, 1, 2, 2}) || r.Round() != 2 {
		t.Errorf("events %v in rounds %v, round %d", kinds, rounds, r.Round())
	}
}

// A hand is written as the spec's result writes it: a list of cards, or a
// hand set in two as {"high": [...], "low": [...]} (Pai Gow Poker, Pai
// Gow); both read back.
func TestHandJSON(t *testing.T) {
	hs := Hands{"dealer": Cards("As", "Kd"), "1": {High: []string{"Ah", "Kh", "Qh", "Jh", "Th"}, Low: []string{"2c", "2d"}}, "2": {}}
	b, err := json.Marshal(hs)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"1":{"high":["Ah","Kh","Qh","Jh","Th"],"low":["2c","2d"]},"2":[],"dealer":["As","Kd"]}`
	if string(b) != want {
		t.Errorf("hands = %s, want %s", b, want)
	}
	var back Hands
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if again, _ := json.Marshal(back); string(again) != want {
		t.Errorf("read back as %s", again)
	}
	if err := json.Unmarshal([]byte(`{"1": 5}`), &back); err == nil {
		t.Error("a number read as a hand")
	}
}

// A Record is a value: a copy taken before more events (as Atomic takes)
// is not changed by them, whoever's log they go to.
func TestRecordCopyIsUnchanged(t *testing.T) {
	r := NewRecord()
	r.Emit(Event{Kind: EventCard, Seat: 2, Cards: []string{"Kd"}, FaceDown: true})
	saved := r
	before := fmt.Sprint(saved.Events(2), saved.Events(3), saved.Events(Omniscient))
	r.Emit(Event{Kind: EventCard, Seat: 2, Cards: []string{"7c"}, FaceDown: true})
	r.Emit(Event{Kind: EventCard, Seat: 3, Cards: []string{"2h"}, FaceDown: true})
	if after := fmt.Sprint(saved.Events(2), saved.Events(3), saved.Events(Omniscient)); after != before {
		t.Errorf("the saved copy changed:\n%s\n%s", before, after)
	}
	// and each seat's log is Hide of the whole
	for _, seat := range []int{Omniscient, Dealer, 2, 3, 4} {
		if got, want := fmt.Sprint(r.Events(seat)), fmt.Sprint(Hide(r.Events(Omniscient), seat)); got != want {
			t.Errorf("seat %d: %s, want %s", seat, got, want)
		}
	}
}
