package baccarat

import (
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
func (r Rules) sample(src game.Source, rounds int64) *[10][10]int64 {
	shoe := r.shoe()
	d := shoe.Left()
	var cards []uint8
	for v, n := range composition(&d) {
		for range n {
			cards = append(cards, uint8(v))
		}
	}
	stop := shoe.Stop()
	k := dealer{src: src, cards: cards}
	ways := new([10][10]int64)
	for range rounds {
		p := (k.next() + k.next()) % 10 // 37: the first and third cards to Player
		b := (k.next() + k.next()) % 10 // the second and fourth to Banker
		// Dealt in that order, 1-2-3-4; the sums do not care which is which.
		p, b, _ = tableau(p, b, simDraw{&k})
		ways[p][b]++
		if k.dealt > stop { // 8: the stop card is out; a new shoe
			k.dealt = 0
		}
	}
	return ways
}

// simDraw draws the tableau's cards from a simulation's dealer.
type simDraw struct{ k *dealer }

func (d simDraw) draw(bool) (int, error) { return d.k.next(), nil }

// A dealer draws a simulation's cards: the shoe's point values, those not
// yet dealt after position dealt.
type dealer struct {
	src   game.Source
	cards []uint8
	dealt int
	bits  uint64 // a random 64 bits, half used when half is set
	half  bool
}

// next deals a card at random among those left: it swaps into position
// dealt one chosen uniformly from dealt to the end (Fisher–Yates, drawn as
// it goes), the bound taken by Lemire's multiply-and-reject on 32 bits.
func (k *dealer) next() int {
	n := uint32(len(k.cards) - k.dealt)
	m := uint64(k.u32()) * uint64(n)
	if uint32(m) < n {
		for floor := -n % n; uint32(m) < floor; {
			m = uint64(k.u32()) * uint64(n)
		}
	}
	j := k.dealt + int(m>>32)
	k.cards[k.dealt], k.cards[j] = k.cards[j], k.cards[k.dealt]
	k.dealt++
	return int(k.cards[k.dealt-1])
}

// u32 is 32 random bits, two from each of the source's 64.
func (k *dealer) u32() uint32 {
	if k.half {
		k.half = false
		return uint32(k.bits >> 32)
	}
	k.bits, k.half = k.src.Uint64(), true
	return uint32(k.bits)
}
