package money

import (
	"errors"
	"math"
	"testing"
)

func TestPayRoundsDown(t *testing.T) {
	tests := []struct {
		stake   Amount
		r       Ratio
		win     Amount
		dropped Remainder // in 1/b of a cent at odds a to b (ruling G7)
	}{
		{1000, To(3, 2), 1500, 0},  // 21: Blackjack 3 to 2
		{1005, To(3, 2), 1507, 1},  // 1507.5 → 1507, half a cent dropped (G1)
		{1001, To(11, 2), 5505, 1}, // 48.1: 5505.5
		{100, To(150, 1), 15000, 0},
		{1, To(1, 2), 0, 1},
	}
	for _, tt := range tests {
		win, dropped := tt.r.Pay(tt.stake)
		if win != tt.win || dropped != tt.dropped {
			t.Errorf("%v on %d = %d (dropped %d), want %d (dropped %d)", tt.r, tt.stake, win, dropped, tt.win, tt.dropped)
		}
	}
}

// Section 31 (and 47, 58, 111): 5% on the next highest multiple of $10.
func TestCommissionOnTens31(t *testing.T) {
	tests := []struct{ stake, want Amount }{
		{1000, 50},  // $10 → 50¢
		{1001, 100}, // $10.01 → on $20 → $1
		{1500, 100}, // $15 → on $20
		{2000, 100},
		{1, 50},
		{0, 0},
	}
	for _, tt := range tests {
		if got := CommissionOnTens(tt.stake); got != tt.want {
			t.Errorf("CommissionOnTens(%d) = %d, want %d", tt.stake, got, tt.want)
		}
	}
}

// 95.17: 5% rounded up to the cent.
func TestPlusSaturates(t *testing.T) {
	if got := Amount(600).Plus(600); got != 1200 {
		t.Errorf("600 + 600 = %d", got)
	}
	if got := Amount(math.MaxInt64 - 5).Plus(600); got != math.MaxInt64 {
		t.Errorf("overflowing sum = %d, want the largest Amount", got)
	}
}

func TestCommissionPercent9517(t *testing.T) {
	tests := []struct{ stake, want Amount }{{2000, 100}, {2001, 101}, {20, 1}, {1, 1}}
	for _, tt := range tests {
		if got := CommissionPercent(tt.stake, 5); got != tt.want {
			t.Errorf("CommissionPercent(%d, 5) = %d, want %d", tt.stake, got, tt.want)
		}
	}
}

func TestCheck(t *testing.T) {
	l := Limits{Min: 500, Max: 10000}
	others := map[string]Amount{"main": 1000}
	other := func(id string) Amount { return others[id] }
	tests := []struct {
		name   string
		amount Amount
		r      Rule
		want   error
	}{
		{"in limits", 500, Rule{}, nil},
		{"zero", 0, Rule{}, ErrNotPositive},
		{"negative", -5, Rule{}, ErrNotPositive},
		{"below min (3)", 499, Rule{}, ErrBelowMin},
		{"above max (3)", 10001, Rule{}, ErrAboveMax},
		{"fixed $1 below the table minimum (21.2)", 100, Rule{Fixed: 100}, nil},
		{"fixed $1 given $2 (21.2)", 200, Rule{Fixed: 100}, ErrNotFixed},
		{"at most main (21.1)", 1000, Rule{AtMost: "main"}, nil},
		{"over main (21.1)", 1001, Rule{AtMost: "main"}, ErrOverOther},
		{"multiple of 4 (horn)", 800, Rule{Multiple: 4}, nil},
		{"not a multiple of 4 (horn)", 802, Rule{Multiple: 4}, ErrNotMultiple},
		{"equal to main (67.39)", 1000, Rule{Equal: "main"}, nil},
		{"unequal to main (67.39)", 900, Rule{Equal: "main"}, ErrNotEqual},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check("w", tt.amount, tt.r, l, other)
			if !errors.Is(err, tt.want) || (tt.want == nil && err != nil) {
				t.Fatalf("Check = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestParseString(t *testing.T) {
	tests := []struct {
		in   string
		want Amount
	}{{"12", 1200}, {"12.5", 1250}, {"12.50", 1250}, {"-3.05", -305}, {" 0.01 ", 1}}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "1.", ".5", "1.234", "a", "1,00", "--1"} {
		if _, err := Parse(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q) error = %v, want ErrSyntax", bad, err)
		}
	}
	if s := Amount(-5).String(); s != "-0.05" {
		t.Errorf("String = %q", s)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"0", "12.50", "-3.05", "99999999.99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := Parse(s)
		if err != nil {
			return
		}
		b, err := Parse(a.String())
		if err != nil || a != b {
			t.Fatalf("round trip %q → %v → %v, %v", s, a, b, err)
		}
	})
}

// Section 9: the maximum is per hand at blackjack and per betting position
// at baccarat; wagers on their own stay within it but not together.
func TestCheckGroup9(t *testing.T) {
	l := Limits{Min: 100, Max: 1000}
	if err := l.CheckGroup(PerPosition, "position 2", 1000); err != nil {
		t.Fatalf("at the maximum: %v", err)
	}
	if err := l.CheckGroup(PerPosition, "position 2", 1001); !errors.Is(err, ErrAboveMax) {
		t.Fatalf("player 600 + tie 401 at one position: err = %v, want ErrAboveMax", err)
	}
	if err := l.CheckGroup(PerHand, "hand 1", 1500); !errors.Is(err, ErrAboveMax) {
		t.Fatalf("per hand: err = %v", err)
	}
	if err := l.CheckGroup(PerWager, "seat 1", 5000); err != nil {
		t.Fatalf("per wager groups nothing: %v", err)
	}
}
