package handeval

import (
	"testing"

	"croupier/card"
)

// BenchmarkAnatomy takes the all-7-card enumeration apart, to see where a
// hand's time goes (docs/PERFORMANCE.md, "Hand-by-hand evaluator"). Each
// variant walks the same 133,784,560 hands with the same six outer loops;
// only the innermost loop's body differs:
//
//	skeleton      the seventh card's key added to the six cards' sum, no branch
//	branch-never  the same and a test no hand passes (a counter byte ≥ 128)
//	branch-flush  the same and the flush test of Hand.Value, flushes counted
//	hash          the perfect hash and its table read, no flush test
//	full          Hand.ValueWith's work written out: flush test, then hash or flush table
//
// The variants read the card keys and the value tables through one pointer
// and loop over int cards, the best code the compiler made for this loop;
// the hash is slot's, as Hand.Value computes it. The full variant is
// Hand.ValueWith's work: the card set only for flushes.
// They are measurements, not evaluators: only full computes values.
func BenchmarkAnatomy(b *testing.B) {
	for _, v := range []struct {
		name string
		last func(h Hand, first int) uint32
	}{
		{"skeleton", anatomySkeleton},
		{"branch-never", anatomyBranchNever},
		{"branch-flush", anatomyBranchFlush},
		{"hash", anatomyHash},
		{"full", anatomyFull},
	} {
		b.Run(v.name, func(b *testing.B) {
			var sum uint32
			n := 0
			cpu0 := cpuSeconds()
			for b.Loop() {
				n = 0
				var h0 Hand
				for a := card.Card(1); a <= 52; a++ {
					h1 := h0.Add(a)
					for c2 := a + 1; c2 <= 52; c2++ {
						h2 := h1.Add(c2)
						for c3 := c2 + 1; c3 <= 52; c3++ {
							h3 := h2.Add(c3)
							for c4 := c3 + 1; c4 <= 52; c4++ {
								h4 := h3.Add(c4)
								for c5 := c4 + 1; c5 < 52; c5++ {
									sum += v.last(h4.Add(c5), int(c5)+1)
									n += (52 - int(c5)) * (51 - int(c5)) / 2
								}
							}
						}
					}
				}
			}
			sink = Value(sum)
			reportRate(b, n, cpu0)
		})
	}
}

// anatomyTab is tab behind a pointer: the compiler keeps one base register
// for all the tables instead of materializing each table's address.
var anatomyTab = &tab

//go:noinline
func anatomySkeleton(h Hand, first int) (sum uint32) {
	t := anatomyTab
	for c := first; c < 52; c++ {
		k6 := h.key + t.key[c]
		for d := c + 1; d <= 52; d++ {
			sum += uint32(k6 + t.key[d])
		}
	}
	return sum
}

//go:noinline
func anatomyBranchNever(h Hand, first int) (sum uint32) {
	t := anatomyTab
	for c := first; c < 52; c++ {
		k6 := h.key + t.key[c]
		for d := c + 1; d <= 52; d++ {
			k := k6 + t.key[d]
			if k&0x80808080 != 0 { // a suit counter never reaches 128
				sum++
				continue
			}
			sum += uint32(k)
		}
	}
	return sum
}

//go:noinline
func anatomyBranchFlush(h Hand, first int) (sum uint32) {
	t := anatomyTab
	for c := first; c < 52; c++ {
		k6 := h.key + t.key[c]
		for d := c + 1; d <= 52; d++ {
			k := k6 + t.key[d]
			if k&flushBits != 0 {
				sum++
				continue
			}
			sum += uint32(k)
		}
	}
	return sum
}

//go:noinline
func anatomyHash(h Hand, first int) (sum uint32) {
	t := anatomyTab
	for c := first; c < 52; c++ {
		k6 := h.key + t.key[c]
		for d := c + 1; d <= 52; d++ {
			k := k6 + t.key[d]
			sum += uint32(t.hash[slot(k)])
		}
	}
	return sum
}

//go:noinline
func anatomyFull(h Hand, first int) (sum uint32) {
	t := anatomyTab
	for c := first; c < 52; c++ {
		k6, s6 := h.key+t.key[c], h.set|t.bit[c]
		for d := c + 1; d <= 52; d++ {
			k := k6 + t.key[d]
			if k&flushBits == 0 {
				sum += uint32(t.hash[slot(k)])
				continue
			}
			sum += uint32(flushValue(k, s6|t.bit[d]))
		}
	}
	return sum
}

// TestAnatomyFull checks that the full variant is Hand.Value: over every
// 7-card hand made of 2c 3c 4c 2d 3d and two higher cards (flushes and
// straight flushes among them), its sum is the sum of Hand's values.
func TestAnatomyFull(t *testing.T) {
	var h Hand
	for _, c := range []card.Card{1, 5, 9, 2, 6} {
		h = h.Add(c)
	}
	var want uint32
	flushes := 0
	for c := card.Card(10); c < 52; c++ {
		for d := c + 1; d <= 52; d++ {
			v := h.Add(c).Add(d).Value()
			want += uint32(v)
			if v.Category() >= Flush {
				flushes++
			}
		}
	}
	if got := anatomyFull(h, 10); got != want || flushes == 0 {
		t.Fatalf("anatomyFull sums %d, Hand.Value %d (%d flushes or better)", got, want, flushes)
	}
}
