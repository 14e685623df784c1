package baccarat

import (
	"math"
	"math/big"
	"testing"

	"croupier/rng/seeded"
)

// TestSample: two million simulated coups from 8-deck shoes hold each
// wager's exact return (the analysis, checked against the published
// counts in analyze_test.go) within 3.29 standard errors (99.9%), and the
// same seed deals the same coups.
func TestSample(t *testing.T) {
	tb := table(t, `{}`)
	r, err := Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	const n = 2_000_000
	got, err := Sample(tb, seeded.New(7), n)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range got {
		w := r.Wagers[i]
		exact, _ := w.Figures().Return.Float64()
		mean := s.Sum / float64(s.N)
		sd := math.Sqrt(s.Sq/float64(s.N) - mean*mean)
		if h := 3.29 * sd / math.Sqrt(n); math.Abs(1+mean-exact) > h || s.N != n {
			t.Errorf("%s: %d coups return %.5f, exact %.5f ± %.5f", w.ID, s.N, 1+mean, exact, h)
		}
	}
	again, _ := Sample(tb, seeded.New(7), n)
	if again[0] != got[0] || again[2] != got[2] {
		t.Error("the same seed dealt different coups")
	}
}

// BenchmarkSample is one core simulating coups: section 37's tableau on
// cards drawn from a ChaCha8 source as an electronic shoe deals them.
func BenchmarkSample(b *testing.B) {
	tb := table(b, `{}`)
	src := seeded.New(1)
	const n = 1_000_000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sample(tb, src, n); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/coup")
}

// Test37_SampleCoupTable: the simulation's table of coups holds, for every
// two-card start (the sums of Player's and Banker's cards, 0–18) and every
// fifth and sixth card, the ending section 37 gives, worked here from the tableau as the by-law prints it (Player
// draws on 0–5; Banker's column by Player's third card), not from the
// engine's tableau the table is built with.
func Test37_SampleCoupTable(t *testing.T) {
	// Banker's draws by his total (0–7) and Player's third card (0–9),
	// the by-law's table of section 37.
	bankerHits := map[int]string{0: "0123456789", 1: "0123456789", 2: "0123456789",
		3: "01234567 9", 4: "  234567  ", 5: "    4567  ", 6: "      67  "}
	tb := coupTable()
	for sp := range 19 { // the sum of Player's two cards
		for sb := range 19 {
			p, b := sp%10, sb%10
			for c5 := range 10 {
				for c6 := range 10 {
					wp, wb, taken := p, b, 4
					switch {
					case p >= 8 || b >= 8: // a natural: no more cards
					case p <= 5: // Player draws the fifth card
						wp, taken = (p+c5)%10, 5
						if h := bankerHits[b]; h != "" && h[c5] != ' ' {
							wb, taken = (b+c6)%10, 6
						}
					default: // Player stands on 6 or 7: Banker draws on 0–5
						if b <= 5 {
							wb, taken = (b+c5)%10, 5
						}
					}
					e := tb[((sp*19+sb)*10+c5)*10+c6]
					if gp, gb, got := int(e&0xff)/10, int(e&0xff)%10, int(e>>8); gp != wp || gb != wb || got != taken {
						t.Fatalf("Player's cards summing %d, Banker's %d, then %d and %d: the table ends %d-%d taking %d cards, want %d-%d taking %d",
							sp, sb, c5, c6, gp, gb, got, wp, wb, taken)
					}
				}
			}
		}
	}
}

// TestDraw6IsLemireOnTheProduct: draw6's six indices are the mixed-radix
// digits of ⌊r·B/2^64⌋ for B = n(n-1)…(n-5) (products6), its low word is
// r·B mod 2^64, and redraw6 asks for another draw exactly when that is
// under 2^64 mod B: Lemire's method on the
// range of all six at once, worked here in math/big for every number of
// cards a shoe can have left and r at both ends of the range, at the
// values next to the rejection threshold and at random.
func TestDraw6IsLemireOnTheProduct(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	src := seeded.New(3)
	rejected := 0
	for n := uint64(6); n <= 416; n++ {
		B := big.NewInt(1)
		for i := range uint64(6) {
			B.Mul(B, new(big.Int).SetUint64(n-i))
		}
		if B.Uint64() != products6()[n] {
			t.Fatalf("%d cards: products6 %d, want %v", n, products6()[n], B)
		}
		thr := new(big.Int).Mod(two64, B) // 2^64 mod B
		rs := []uint64{0, 1, 1<<64 - 1}
		for range 50 {
			rs = append(rs, src.Uint64())
		}
		// The r whose low word r·B mod 2^64 is the last under the
		// threshold and the first at or over it. B = 2^s·B' with B' odd,
		// so the low words are the multiples of 2^s, and r = (L/2^s)·B'^-1
		// mod 2^(64-s) gives the low word L.
		sh := B.TrailingZeroBits()
		odd := new(big.Int).Rsh(B, sh)
		mod := new(big.Int).Rsh(two64, sh)
		inv := new(big.Int).ModInverse(odd, mod)
		under := new(big.Int).Rsh(new(big.Int).Sub(thr, big.NewInt(1)), sh) // (thr-1)/2^s
		for _, q := range []*big.Int{under, new(big.Int).Add(under, big.NewInt(1))} {
			if q.Sign() >= 0 {
				rs = append(rs, new(big.Int).Mod(new(big.Int).Mul(q, inv), mod).Uint64())
			}
		}
		for _, r := range rs {
			prod := new(big.Int).Mul(new(big.Int).SetUint64(r), B)
			idx, low := new(big.Int).DivMod(prod, two64, new(big.Int))
			var want [6]uint64
			for i := 5; i >= 0; i-- {
				d := new(big.Int)
				idx.DivMod(idx, new(big.Int).SetUint64(n-uint64(i)), d)
				want[i] = d.Uint64()
			}
			wantOK := low.Cmp(thr) >= 0
			if !wantOK {
				rejected++
			}
			var got [6]uint64
			var gotLow uint64
			got[0], got[1], got[2], got[3], got[4], got[5], gotLow = draw6(r, n)
			if got != want || gotLow != low.Uint64() || redraw6(gotLow, products6()[n]) == wantOK {
				t.Fatalf("%d cards, r %#x: draw6 %v, low word %#x, drawn again %v; want %v, %#x, %v",
					n, r, got, gotLow, redraw6(gotLow, products6()[n]), want, low, !wantOK)
			}
		}
	}
	if rejected < 400 {
		t.Errorf("only %d of the r tried were under the threshold: the boundary is not tested", rejected)
	}
}
