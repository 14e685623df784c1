package blackjack

import (
	"math"
	"testing"
)

// brute is an independent, slow player of whole rounds on a small shoe:
// every card dealt in turn from the cards left, the round played to its
// end and settled hand by hand against the dealer's actual cards, split
// hands one after the other with resplits as they come (24(3)). It shares
// nothing with the calculator but the rules: no composition table, no
// dealer tree, no splitting algorithm.
type brute struct {
	r       calcRules
	full    [11]int
	dmemo   map[[12]int][nOut]float64
	dry     int // times a card was needed from an empty shoe
	decMemo map[[13]int]int
}

type bhand struct {
	c      [11]int
	n, low int
	dbl    bool
}

func (h bhand) add(v int) bhand { h.c[v]++; h.n++; h.low += v; return h }

func (h bhand) total() (int, bool) {
	if h.c[1] > 0 && h.low+10 <= 21 {
		return h.low + 10, true
	}
	return h.low, false
}

func count(s *[11]int) int {
	n := 0
	for v := 1; v <= 10; v++ {
		n += s[v]
	}
	return n
}

// dealer is the distribution of the dealer's outcome with up card up, his
// hole card and hits dealt from s.
func (b *brute) dealer(s [11]int, up int) [nOut]float64 {
	k := [12]int{}
	copy(k[:11], s[:])
	k[11] = up
	if p, ok := b.dmemo[k]; ok {
		return p
	}
	var p [nOut]float64
	var draw func(s [11]int, h bhand, w float64)
	draw = func(s [11]int, h bhand, w float64) {
		t, soft := h.total()
		switch {
		case h.n == 2 && t == 21:
			p[dBJ] += w
			return
		case t > 21:
			p[dBust] += w
			return
		case t > 17 || (t == 17 && (!soft || !b.r.HitSoft17)):
			p[d17+t-17] += w
			return
		}
		n := count(&s)
		if n == 0 {
			b.dry++
			p[dBust] += w
			return
		}
		for v := 1; v <= 10; v++ {
			if s[v] > 0 {
				q := w * float64(s[v]) / float64(n)
				s[v]--
				draw(s, h.add(v), q)
				s[v]++
			}
		}
	}
	draw(s, bhand{}.add(up), 1)
	b.dmemo[k] = p
	return p
}

// bruteResult is hand h's net result against dealer outcome o (not a
// Blackjack): a double counts twice.
func bruteResult(h bhand, o int) float64 {
	m := 1.0
	if h.dbl {
		m = 2
	}
	t, _ := h.total()
	switch {
	case t > 21:
		return -m
	case o == dBust:
		return m
	case t > 17+o-d17:
		return m
	case t < 17+o-d17:
		return -m
	}
	return 0
}

// settle values hands against the dealer drawing from s: a dealer
// Blackjack takes the initial wager only (20).
func (b *brute) settle(s [11]int, hands []bhand, up int) float64 {
	d := b.dealer(s, up)
	ev := -d[dBJ]
	for o := range nOut {
		if o == dBJ || d[o] == 0 {
			continue
		}
		for _, h := range hands {
			ev += d[o] * bruteResult(h, o)
		}
	}
	return ev
}

func (b *brute) mayDouble(h bhand, split bool) bool {
	if h.n != 2 || (split && !b.r.DAS) {
		return false
	}
	if t, _ := h.total(); t == 21 {
		return false
	}
	ok := func(t int) bool { return (t >= 9 && t <= 11) || (b.r.DoubleAny && t >= 2 && t <= 20) }
	return ok(h.low) || (h.c[1] > 0 && ok(h.low+10))
}

// options values standing, hitting (then playing best) and doubling one
// hand alone with the shoe s, the dealer showing up.
func (b *brute) options(s [11]int, h bhand, up int, split bool) (stand, hit, dbl float64) {
	stand = b.settle(s, []bhand{h}, up)
	n := count(&s)
	if n == 0 {
		b.dry++
		return stand, -1, -1
	}
	for v := 1; v <= 10; v++ {
		if s[v] == 0 {
			continue
		}
		q := float64(s[v]) / float64(n)
		s[v]--
		h2 := h.add(v)
		if t, _ := h2.total(); t > 21 {
			hit -= q
			bj := b.dealer(s, up)[dBJ] // 20: the double is withdrawn
			dbl -= q * (bj + 2*(1-bj))
		} else {
			st, ht, _ := b.options(s, h2, up, split)
			hit += q * math.Max(st, ht)
			h2.dbl = true
			dbl += q * b.settle(s, []bhand{h2}, up)
		}
		s[v]++
	}
	return stand, hit, dbl
}

// choice is the option a split hand h plays: the best for it alone with
// the shoe less the up card, the other pair card and its cards (CDP1), or
// for the same cards unsplit (CDZ−). Ties go to stand, then hit.
func (b *brute) choice(h bhand, up, p int) int {
	k := [13]int{}
	copy(k[:11], h.c[:])
	k[11], k[12] = up, p
	if o, ok := b.decMemo[k]; ok {
		return o
	}
	s := b.full
	s[up]--
	if b.r.Post == cdp1 {
		s[p]--
	}
	for v := 1; v <= 10; v++ {
		s[v] -= h.c[v]
	}
	st, ht, db := b.options(s, h, up, true)
	o, best := optStand, st
	if ht > best {
		o, best = optHit, ht
	}
	if b.mayDouble(h, true) && db > best {
		o = optDouble
	}
	b.decMemo[k] = o
	return o
}

// split plays a split of p against up to the end: hands in order, each
// taking its second card when played, resplitting a pair card while fewer
// than the most hands are out (never aces, 24(4)), and the dealer last.
func (b *brute) split(s [11]int, hands []bhand, cur, p, up int) float64 {
	if cur == len(hands) {
		return b.settle(s, hands, up)
	}
	h := hands[cur]
	n := count(&s)
	if h.n == 1 {
		if n == 0 {
			b.dry++
			return b.split(s, hands, cur+1, p, up)
		}
		ev := 0.0
		for v := 1; v <= 10; v++ {
			if s[v] == 0 {
				continue
			}
			q := float64(s[v]) / float64(n)
			s[v]--
			if v == p && p != 1 && len(hands) < b.r.Hands {
				hs := append(append(append([]bhand{}, hands[:cur+1]...), bhand{}.add(p)), hands[cur+1:]...)
				ev += q * b.split(s, hs, cur, p, up)
			} else {
				hs := append([]bhand{}, hands...)
				hs[cur] = h.add(v)
				if p == 1 {
					ev += q * b.split(s, hs, cur+1, p, up)
				} else {
					ev += q * b.play(s, hs, cur, p, up)
				}
			}
			s[v]++
		}
		return ev
	}
	return b.play(s, hands, cur, p, up)
}

// play plays split hand cur (two cards or more) by choice.
func (b *brute) play(s [11]int, hands []bhand, cur, p, up int) float64 {
	h := hands[cur]
	if t, soft := h.total(); t > 21 || (t == 21 && !soft) {
		return b.split(s, hands, cur+1, p, up)
	}
	o := b.choice(h, up, p)
	if o == optStand {
		return b.split(s, hands, cur+1, p, up)
	}
	n := count(&s)
	if n == 0 {
		b.dry++
		return b.split(s, hands, cur+1, p, up)
	}
	ev := 0.0
	for v := 1; v <= 10; v++ {
		if s[v] == 0 {
			continue
		}
		q := float64(s[v]) / float64(n)
		s[v]--
		hs := append([]bhand{}, hands...)
		hs[cur] = h.add(v)
		if o == optDouble {
			hs[cur].dbl = true
			ev += q * b.split(s, hs, cur+1, p, up)
		} else {
			ev += q * b.play(s, hs, cur, p, up)
		}
		s[v]++
	}
	return ev
}

// round is the expected net result of a round played best, dealing the up
// card and the player's two cards from the full shoe.
func (b *brute) round() float64 {
	s := b.full
	n := count(&s)
	ev := 0.0
	for up := 1; up <= 10; up++ {
		if s[up] == 0 {
			continue
		}
		pu := float64(s[up]) / float64(n)
		s[up]--
		for c1 := 1; c1 <= 10; c1++ {
			if s[c1] == 0 {
				continue
			}
			p1 := pu * float64(s[c1]) / float64(n-1)
			s[c1]--
			for c2 := 1; c2 <= 10; c2++ {
				if s[c2] == 0 {
					continue
				}
				p2 := p1 * float64(s[c2]) / float64(n-2)
				s[c2]--
				h := bhand{}.add(c1).add(c2)
				var v float64
				if t, _ := h.total(); t == 21 {
					v = b.r.BJPays * (1 - b.dealer(s, up)[dBJ]) // 19: a push against his
				} else {
					st, ht, db := b.options(s, h, up, false)
					v = math.Max(st, ht)
					if b.mayDouble(h, false) {
						v = math.Max(v, db)
					}
					if c1 == c2 {
						v = math.Max(v, b.split(s, []bhand{bhand{}.add(c1), bhand{}.add(c1)}, 0, c1, up))
					}
				}
				ev += p2 * v
				s[c2]++
			}
			s[c1]++
		}
		s[up]++
	}
	return ev
}

// TestBruteForce compares the calculator with the brute-force player on a
// shoe of 16 cards (three aces, a 2, a 3, a 6, four 8s, a 9 and five
// tens; for five hands two aces, a 3, five 8s, a 9 and seven tens) under
// several rule sets: resplits to 3, 4 and 5 hands, CDZ− and CDP1, to 1e-12.
// The split algorithm is exact for a post-split strategy that reads only
// the hand's own cards; the brute force plays the split out card by card.
func TestBruteForce(t *testing.T) {
	if analyzeRace {
		t.Skip("slow under -race; the plain run checks it")
	}
	shoe := [11]int{0, 3, 1, 1, 0, 0, 1, 0, 4, 1, 5}
	five := [11]int{0, 2, 0, 1, 0, 0, 0, 0, 5, 1, 7} // five 8s for five hands
	cases := []struct {
		name string
		shoe [11]int
		r    calcRules
	}{
		{"H17 D9 NDAS 2 hands CDP1", shoe, calcRules{HitSoft17: true, Hands: 2, Post: cdp1}},
		{"S17 DOA DAS 3 hands CDP1", shoe, calcRules{DoubleAny: true, DAS: true, Hands: 3, Post: cdp1}},
		{"H17 D9 DAS 4 hands CDZ-", shoe, calcRules{HitSoft17: true, DAS: true, Hands: 4, Post: cdz}},
		{"H17 D9 DAS 5 hands CDP1", five, calcRules{HitSoft17: true, DAS: true, Hands: 5, Post: cdp1}},
		{"S17 DOA NDAS 5 hands CDZ-", five, calcRules{DoubleAny: true, Hands: 5, Post: cdz}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := c.r
			r.Shoe, r.BJPays, r.DoubleSoft9 = c.shoe, 1.5, true
			b := &brute{r: r, full: c.shoe, dmemo: map[[12]int][nOut]float64{}, decMemo: map[[13]int]int{}}
			want := b.round()
			if b.dry > 0 {
				t.Fatalf("the shoe ran dry %d times", b.dry)
			}
			c := newCalc(r)
			got := c.run().ev
			if math.Abs(got-want) > 1e-12 {
				t.Errorf("calculator %.15f, brute force %.15f", got, want)
			}
			// Each split on its own, whether or not it is the best play.
			for up := 1; up <= 10; up++ {
				for p := 1; p <= 10; p++ {
					s := r.Shoe
					s[up]--
					s[p] -= 2
					if s[up] < 0 || s[p] < 0 {
						continue
					}
					want := b.split(s, []bhand{bhand{}.add(p), bhand{}.add(p)}, 0, p, up)
					got := c.splitValue(up, p, c.newContext(up, [11]int{}))
					if math.Abs(got-want) > 1e-12 {
						t.Errorf("split %d-%d v %d: calculator %.15f, brute force %.15f", p, p, up, got, want)
					}
				}
			}
		})
	}
}

// TestSecondDealerHand: at Multi-Action (26.7) the dealer completes a
// second hand on his up card from the cards the first left; over every way
// the first may go, its odds are the first's (the dealer's hands read only
// their own cards to stop), which AnalyzeMultiAction relies on. Brute
// force on a 15-card shoe, every up card.
func TestSecondDealerHand(t *testing.T) {
	shoe := [11]int{0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 5}
	for _, h17 := range []bool{false, true} {
		b := &brute{r: calcRules{HitSoft17: h17}, dmemo: map[[12]int][nOut]float64{}}
		for up := 1; up <= 10; up++ {
			s := shoe
			s[up]--
			first := b.dealer(s, up)
			var second [nOut]float64
			var draw func(s [11]int, h bhand, w float64)
			draw = func(s [11]int, h bhand, w float64) {
				tot, soft := h.total()
				if (h.n == 2 && tot == 21) || tot > 21 || tot > 17 || (tot == 17 && (!soft || !h17)) {
					d := b.dealer(s, up)
					for k := range nOut {
						second[k] += w * d[k]
					}
					return
				}
				n := count(&s)
				if n == 0 {
					b.dry++
					return
				}
				for v := 1; v <= 10; v++ {
					if s[v] > 0 {
						q := w * float64(s[v]) / float64(n)
						s[v]--
						draw(s, h.add(v), q)
						s[v]++
					}
				}
			}
			draw(s, bhand{}.add(up), 1)
			if b.dry > 0 {
				t.Fatalf("the shoe ran dry %d times", b.dry)
			}
			for k := range nOut {
				if math.Abs(first[k]-second[k]) > 1e-14 {
					t.Errorf("H17 %v up %d outcome %d: first hand %.15f, second %.15f", h17, up, k, first[k], second[k])
				}
			}
		}
	}
}
