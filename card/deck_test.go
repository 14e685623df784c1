package card_test

import (
	"strings"
	"testing"

	"croupier/card"
)

// every52 returns the 52 standard cards parsed from their notation.
func every52(t testing.TB) []card.Card {
	t.Helper()
	names, _, _ := allNotation()
	cs, err := card.ParseList(strings.Join(names, " "))
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestStandardDecks6(t *testing.T) {
	all := every52(t)
	for n := 1; n <= 8; n++ {
		d := card.Standard(n)
		if d.Len() != 52*n {
			t.Errorf("Standard(%d).Len() = %d, want %d", n, d.Len(), 52*n)
		}
		for _, c := range all {
			if d.Count(c) != n {
				t.Errorf("Standard(%d).Count(%s) = %d, want %d", n, c, d.Count(c), n)
			}
		}
		if k := d.Count(card.Joker); k != 0 {
			t.Errorf("Standard(%d) holds %d jokers", n, k)
		}
		for _, bad := range []card.Card{0, 54, 255} {
			if k := d.Count(bad); k != 0 {
				t.Errorf("Standard(%d).Count(%d) = %d, want 0", n, bad, k)
			}
		}
		cs := d.Cards()
		if len(cs) != 52*n {
			t.Errorf("Standard(%d).Cards() has %d cards, want %d", n, len(cs), 52*n)
			continue
		}
		// Notation order, copies together: the k-th distinct card fills
		// positions k*n … k*n+n-1.
		for i, c := range cs {
			if want := all[i/n]; c != want {
				t.Errorf("Standard(%d).Cards()[%d] = %s, want %s", n, i, c, want)
				break
			}
		}
	}
}

func TestCardsOrder(t *testing.T) {
	d := card.Standard(1)
	got := card.Format(d.Cards())
	const head = "2c 2d 2h 2s 3c 3d 3h 3s 4c"
	const tail = "Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks Ac Ad Ah As"
	if !strings.HasPrefix(got, head) || !strings.HasSuffix(got, tail) {
		t.Errorf("Standard(1).Cards() = %s", got)
	}
	d2 := card.Standard(2)
	if got := card.Format(d2.Cards()[:6]); got != "2c 2c 2d 2d 2h 2h" {
		t.Errorf("Standard(2).Cards() starts %s, want 2c 2c 2d 2d 2h 2h", got)
	}
	p := card.PaiGowPoker()
	pc := p.Cards()
	if got := card.Format(pc[len(pc)-3:]); got != "Ah As Jk" {
		t.Errorf("PaiGowPoker().Cards() ends %s, want Ah As Jk", got)
	}
}

func TestPaiGowPokerDeck38(t *testing.T) {
	d := card.PaiGowPoker()
	if d.Len() != 53 {
		t.Errorf("Len = %d, want 53", d.Len())
	}
	if d.Count(card.Joker) != 1 {
		t.Errorf("%d jokers, want 1", d.Count(card.Joker))
	}
	for _, c := range every52(t) {
		if d.Count(c) != 1 {
			t.Errorf("Count(%s) = %d, want 1", c, d.Count(c))
		}
	}
	jokers := 0
	for _, c := range d.Cards() {
		if c == card.Joker {
			jokers++
		}
	}
	if jokers != 1 || len(d.Cards()) != 53 {
		t.Errorf("Cards(): %d cards, %d jokers; want 53, 1", len(d.Cards()), jokers)
	}
}

func TestSuperPan9Deck54(t *testing.T) {
	d := card.SuperPan9()
	if d.Len() != 8*(52-16) || d.Len() != 288 {
		t.Errorf("Len = %d, want 288", d.Len())
	}
	if d.Count(card.Joker) != 0 {
		t.Errorf("holds a joker")
	}
	removed := map[byte]bool{'7': true, '8': true, '9': true, 'T': true}
	for _, c := range every52(t) {
		want := 8
		if removed[c.String()[0]] {
			want = 0
		}
		if d.Count(c) != want {
			t.Errorf("Count(%s) = %d, want %d", c, d.Count(c), want)
		}
	}
	cs := d.Cards()
	if len(cs) != 288 {
		t.Fatalf("Cards() has %d cards, want 288", len(cs))
	}
	for _, c := range cs {
		if removed[c.String()[0]] {
			t.Fatalf("Cards() holds %s", c)
		}
	}
	// 6s are the last cards before the jacks; the ace of spades ends it.
	if got := card.Format(cs[4*8*5-1 : 4*8*5+1]); got != "6s Jc" {
		t.Errorf("Cards() around the gap: %s, want 6s Jc", got)
	}
	if cs[287] != card.New(card.Ace, card.Spades) {
		t.Errorf("last card %s, want As", cs[287])
	}
}

// A Deck is a value: a copy keeps its own counts.
func TestDeckIsValue(t *testing.T) {
	d := card.Standard(1)
	s := card.NewShoe(d, 1, card.Policy{})
	as := card.New(card.Ace, card.Spades)
	if err := s.Deal(as); err != nil {
		t.Fatal(err)
	}
	if d.Count(as) != 1 {
		t.Errorf("dealing from the shoe changed the deck it was built from")
	}
	left := s.Left()
	if left.Count(as) != 0 || left.Len() != 51 {
		t.Errorf("Left: As %d, Len %d; want 0, 51", left.Count(as), left.Len())
	}
	copyShoe := s
	if err := copyShoe.Deal(card.New(card.King, card.Spades)); err != nil {
		t.Fatal(err)
	}
	if l := s.Left(); l.Len() != 51 || s.Dealt() != 1 {
		t.Errorf("dealing from a copy changed the original shoe: Len %d, Dealt %d", l.Len(), s.Dealt())
	}
}
