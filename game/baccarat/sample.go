package baccarat

import (
	"math/bits"
	"sync"

	"croupier/analysis"
	"croupier/game"
)

// Sample plays rounds coups for a simulation (croupier simulate) with
// cards drawn from src: each card at random among those left in the shoe,
// a shuffle dealt as it goes, as an electronic table's tape draws them;
// each coup by the engine's tableau (section 37), the shoe shuffled again
// once its stop card is out (section 8, ruling G6). It returns the
// samples of player, banker and tie, the analysis' wagers in its order,
// each settled by the engine's settleWager.
func Sample(t game.Table, src game.Source, rounds int64) ([]analysis.Sample, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	ways := r.sample(src, rounds)
	ids := [3]string{"player", "banker", "tie"}
	out := make([]analysis.Sample, 3)
	for i, id := range ids {
		out[i].N = rounds
		for p := range 10 {
			for b := range 10 {
				s := settleWager(game.Wager{Seat: 1, ID: id, Amount: unit}, p, b)
				x := float64(s.Net-s.Commission) / float64(unit)
				n := float64(ways[p][b])
				out[i].Sum += n * x
				out[i].Sq += n * x * x
			}
		}
	}
	return out, nil
}

// sample deals rounds coups and counts how many ended on each pair of
// point counts, Player's first.
//
// Each coup turns six cards, each at random among those left (six
// Fisher–Yates steps, their indices from one 64-bit draw by draw6), and
// takes the four to six that section 37's tableau deals (sampleCoups). A
// card turned and not taken stays in the shoe; the next coup draws at
// random among all the cards left, whatever their order, so the deal is
// the same as drawing only the cards taken, and no branch waits on the
// tableau's hit or stand.
func (r Rules) sample(src game.Source, rounds int64) *[10][10]int64 {
	shoe := r.shoe()
	d := shoe.Left()
	var full simShoe
	for v, n := range composition(&d) {
		for range n {
			full.cards[full.size] = uint8(v)
			full.size++
		}
	}
	// 8: the stop card; a shoe without one is shuffled once fewer than a
	// coup's six cards are left.
	stop := min(shoe.Stop(), full.size-6)
	t := sampleCoups()
	p6 := products6()
	var ways [100]int64 // by Player's count × 10 + Banker's
	// Two shoes dealt in turn: each coup waits on the one before it in its
	// own shoe (the cards it took), and the core works on one shoe's coup
	// while the other's waits (a coup in 41 ns with one shoe, 36 with two,
	// 36 with four, on the machine of docs/PERFORMANCE.md).
	shoes := [2]simShoe{full, full}
	for k := range rounds {
		sh := &shoes[k&1]
		dealt := sh.dealt
		// Six cards turned, positions dealt to dealt+5, each swapped with
		// one at random from there to the end: the six indices from one
		// 64-bit draw (draw6), drawn again in the rare case it says so.
		n := uint64(sh.size - dealt)
		var d0, d1, d2, d3, d4, d5 uint64
		for {
			var low uint64
			if d0, d1, d2, d3, d4, d5, low = draw6(src.Uint64(), n); !redraw6(low, p6[n]) {
				break
			}
		}
		c := &sh.cards
		c0 := turn(c, dealt, d0)
		c1 := turn(c, dealt+1, d1)
		c2 := turn(c, dealt+2, d2)
		c3 := turn(c, dealt+3, d3)
		c4 := turn(c, dealt+4, d4)
		c5 := turn(c, dealt+5, d5)
		// 37: the first and third cards to Player, the second and fourth
		// to Banker (their sums do not care which is which).
		e := t[((int(c0+c2)*19+int(c1+c3))*10+int(c4))*10+int(c5)]
		ways[e&0xff]++
		dealt += int(e >> 8)
		if dealt > stop { // 8: the stop card is out; a new shoe
			dealt = 0
		}
		sh.dealt = dealt
	}
	out := new([10][10]int64)
	for i, n := range ways {
		out[i/10][i%10] = n
	}
	return out
}

// A simShoe is a simulation's shoe: the point values of its cards, those
// from dealt on not dealt yet. 512 places hold the largest shoe (416
// cards) and let an index be masked rather than checked.
type simShoe struct {
	cards [512]uint8
	size  int
	dealt int
}

// turn turns the card at place a of a shoe's cards: it swaps it with the
// one d places further on (d from draw6) and returns the card now in place.
// The places are masked, not checked: the coup's six are within the shoe
// (sample's stop).
func turn(c *[512]uint8, a int, d uint64) uint8 {
	a &= len(c) - 1
	b := (a + int(d)) & (len(c) - 1)
	v := c[b]
	c[b] = c[a]
	c[a] = v
	return v
}

// sampleCoups is every coup's ending by section 37's tableau (the engine's
// tableau), by the sums of Player's and Banker's two cards (0 to 18, their
// counts modulo 10) and the fifth and sixth cards turned, at
// ((Player's sum·19 + Banker's)·10 + fifth)·10 + sixth: the fifth is
// Player's third card when he draws, and Banker's card is the fifth when
// Player stood, the sixth after Player's. An ending is the final counts,
// Player's × 10 + Banker's, in its low byte and the cards taken in its
// high byte. The simulation looks each coup up, with no branch on hit or
// stand and no modulo.
var sampleCoups = sync.OnceValue(coupTable)

func coupTable() *[19 * 19 * 100]uint16 {
	var t [19 * 19 * 100]uint16
	for sp := range 19 {
		for sb := range 19 {
			for c5 := range 10 {
				for c6 := range 10 {
					d := &turned{cards: [2]int{c5, c6}}
					fp, fb, _ := tableau(sp%10, sb%10, d)
					t[((sp*19+sb)*10+c5)*10+c6] = uint16(fp*10+fb) | uint16(4+d.taken)<<8
				}
			}
		}
	}
	return &t
}

// turned gives the tableau the fifth and sixth cards turned, counting the
// cards it takes.
type turned struct {
	cards [2]int
	taken int
}

func (d *turned) draw(bool) (int, error) {
	d.taken++
	return d.cards[d.taken-1], nil
}

// draw6 turns 64 random bits r into six indices, the first from 0 to
// n-1, the next from 0 to n-2, … the sixth from 0 to n-6, for the six
// cards a coup turns from n left (n at most 2^9): Lemire's
// multiply-and-reject on the product B = n(n-1)…(n-5) (products6), under
// 2^53. The index of the six, ⌊r·B/2^64⌋, is read digit by digit in the
// mixed radix of the six ranges, each digit the high word of the running
// low word times its range. It returns the six, first to last, and the
// last low word, r·B mod 2^64, which redraw6 checks.
func draw6(r, n uint64) (d0, d1, d2, d3, d4, d5, low uint64) {
	// Written out (Go does not unroll loops) and small enough for the
	// compiler to write in place: this is a coup's hottest line.
	d0, r = bits.Mul64(r, n)
	d1, r = bits.Mul64(r, n-1)
	d2, r = bits.Mul64(r, n-2)
	d3, r = bits.Mul64(r, n-3)
	d4, r = bits.Mul64(r, n-4)
	d5, r = bits.Mul64(r, n-5)
	return d0, d1, d2, d3, d4, d5, r
}

// redraw6 reports whether draw6's indices must be drawn again: when its low
// word falls among the 2^64 mod B values that would favour some indices
// (fewer than one draw in 3,000 from a full shoe of eight decks). Each set
// of six indices kept is then the image of exactly ⌊2^64/B⌋ values of r.
func redraw6(low, b uint64) bool { return low < b && low < -b%b }

// products6 is n(n-1)…(n-5), draw6's B, by the n cards left, 6 to 416.
var products6 = sync.OnceValue(func() *[417]uint64 {
	var t [417]uint64
	for n := uint64(6); n < uint64(len(t)); n++ {
		t[n] = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
	}
	return &t
})
