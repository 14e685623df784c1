package game

import (
	"strings"
	"testing"

	"croupier/money"
)

// A craps seat's money through three rolls, each amount worked by hand from
// 95.14–95.17 and rulings C2, C5 and C7.
func TestEscrowCarriesCrapsWagers(t *testing.T) {
	e := NewEscrow()
	events := []Event{
		{Kind: EventWager, Seat: 1, Wager: "pass", Amount: 1000},
		{Kind: EventWager, Seat: 1, Wager: "buy-4", Amount: 2000},
		// 95.17(2): 5% of the 2000 buy is paid when it is accepted.
		{Kind: EventCommission, Seat: 1, Wager: "buy-4", Amount: 100},
		{Kind: EventWager, Seat: 1, Wager: "come", Amount: 500},
		// 95.14(3): the come wager travels to the 6.
		{Kind: EventMove, Seat: 1, Wager: "come", Text: "come-6", Amount: 500},
	}
	for _, ev := range events {
		if err := e.Event(ev); err != nil {
			t.Fatal(err)
		}
	}
	if got := e.Total(); got != 3600 {
		t.Fatalf("escrow holds %d, want 1000 + 2000 + 100 + 500 = 3600", got)
	}
	// A 4 is rolled: the buy pays 2 to 1 (4000) and stays up (C5); its
	// commission is reported now (C7) out of what was paid in advance.
	pays, err := e.Settle(Round{Round: 2, Settlements: []Settlement{
		{Seat: 1, Wager: "buy-4", Stake: 2000, Result: Win, Net: 4000, Commission: 100, Stays: true},
	}})
	if err != nil {
		t.Fatal(err)
	}
	want := Payout{Key: EscrowKey{1, "", "buy-4"}, Prepaid: 100, Back: 4000, Commission: 100, Stays: true}
	if pays[0] != want || pays[0].House() != -4000 {
		t.Fatalf("buy-4 pays %+v (house %d), want %+v (house -4000)", pays[0], pays[0].House(), want)
	}
	if e.Held(EscrowKey{1, "", "buy-4"}) != 2000 || e.Prepaid(EscrowKey{1, "", "buy-4"}) != 0 {
		t.Fatalf("after the win the buy holds %d with %d prepaid, want 2000 and 0", e.Held(EscrowKey{1, "", "buy-4"}), e.Prepaid(EscrowKey{1, "", "buy-4"}))
	}
	// The buy is taken down (95.17: after an inconclusive roll). The next
	// roll, a 7 with the point on, loses the pass (95.14(1)) and the come
	// on the 6 (95.14(3)), and reports the buy withdrawn (C7) with nothing
	// more to move: its stake came back when it came down.
	if err := e.Event(Event{Kind: EventWithdraw, Seat: 1, Wager: "buy-4", Amount: 2000}); err != nil {
		t.Fatal(err)
	}
	pays, err = e.Settle(Round{Round: 3, Settlements: []Settlement{
		{Seat: 1, Wager: "pass", Stake: 1000, Result: Lose, Net: -1000},
		{Seat: 1, Wager: "come-6", Stake: 500, Result: Lose, Net: -500},
		{Seat: 1, Wager: "buy-4", Stake: 2000, Result: Withdrawn, TakenDown: true},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if pays[0].Released != 1000 || pays[0].Back != 0 || pays[1].Released != 500 || pays[2] != (Payout{Key: EscrowKey{1, "", "buy-4"}, WasReleased: true}) {
		t.Fatalf("payouts %+v", pays)
	}
	if e.Total() != 0 {
		t.Fatalf("%d cents left in escrow", e.Total())
	}
}

// A commission not paid in advance comes out of what the wager returns
// (baccarat's 5% on a bank win, 31): 1000 wins 1000, commission 50, 1950
// back.
func TestEscrowCommissionFromTheWin(t *testing.T) {
	e := NewEscrow()
	if err := e.Event(Event{Kind: EventWager, Seat: 2, Wager: "bank", Amount: 1000}); err != nil {
		t.Fatal(err)
	}
	pays, err := e.Settle(Round{Round: 1, Settlements: []Settlement{{Seat: 2, Wager: "bank", Stake: 1000, Result: Win, Net: 1000, Commission: 50}}})
	if err != nil {
		t.Fatal(err)
	}
	if p := pays[0]; p.Released != 1000 || p.Back != 1950 || p.Commission != 50 || p.House() != -1000 {
		t.Fatalf("pays %+v house %d", p, p.House())
	}
}

// Settlements the money on the layout cannot back are refused, and leave
// the escrow as it was.
func TestEscrowRefuses(t *testing.T) {
	base := []Event{
		{Kind: EventWager, Seat: 1, Wager: "lay-4", Amount: 2000},
		{Kind: EventCommission, Seat: 1, Wager: "lay-4", Amount: 50},
	}
	cases := []struct {
		name string
		ev   *Event
		s    Settlement
		want string
	}{
		{"stake not on it", nil, Settlement{Seat: 1, Wager: "lay-4", Stake: 1500, Result: Lose, Net: -1500, Commission: 50}, "but 2000 stands on it"},
		{"more commission than paid", nil, Settlement{Seat: 1, Wager: "lay-4", Stake: 2000, Result: Win, Net: 1000, Commission: 60}, "but 50 was paid in advance"},
		{"stays and loses", nil, Settlement{Seat: 1, Wager: "lay-4", Stake: 2000, Result: Lose, Net: -2000, Stays: true}, "stays on the layout but loses"},
		{"taken down, not withdrawn", nil, Settlement{Seat: 1, Wager: "lay-4", Stake: 2000, Result: Win, Net: 1000, TakenDown: true}, "but 0 came down"},
		{"unknown wager", nil, Settlement{Seat: 3, Wager: "lay-4", Stake: 2000, Result: Lose, Net: -2000}, "but 0 stands on it"},
		{"move onto money", &Event{Kind: EventMove, Seat: 1, Wager: "lay-4", Text: "lay-4", Amount: 2000}, Settlement{}, "moved from lay-4"},
		{"withdraw more than on it", &Event{Kind: EventWithdraw, Seat: 1, Wager: "lay-4", Amount: 2001}, Settlement{}, "taken down but 2000 on it"},
		{"commission on nothing", &Event{Kind: EventCommission, Seat: 1, Wager: "buy-5", Amount: 10}, Settlement{}, "on a wager of 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := NewEscrow()
			for _, ev := range base {
				if err := e.Event(ev); err != nil {
					t.Fatal(err)
				}
			}
			var err error
			if c.ev != nil {
				err = e.Event(*c.ev)
			} else {
				_, err = e.Settle(Round{Round: 1, Settlements: []Settlement{c.s}})
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
			if e.Total() != 2050 || e.Held(EscrowKey{1, "", "lay-4"}) != money.Amount(2000) {
				t.Fatalf("the refusal changed the escrow: %d held", e.Total())
			}
		})
	}
}
