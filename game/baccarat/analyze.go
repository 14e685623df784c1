package baccarat

import (
	"fmt"
	"math/big"
	"strconv"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Analyze is Baccarat's exact analysis under t's options: every coup a
// full shoe of t's decks can deal, drawn by the tableau of section 37, each
// wager settled as the engine settles it (31–36).
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	c := coups(composition(&d))
	rep := &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every coup from a full shoe of %d decks (%d cards), by card value: the six cards in the order of section 37 "+
			"(four, then Player's and Banker's third by the tableau), each sequence weighted by the shoe's composition; "+
			"a coup of four or five cards counts each card that would have come after it (%s six-card sequences in all). "+
			"The style, Midi or Grand (28), says only who deals: it does not change the odds",
			r.Decks, d.Len(), analysis.Commas(strconv.FormatUint(c.total, 10))),
		Wagers: []analysis.Wager{
			c.wager("player", "33, 35, 36", ""),
			c.wager("banker", "31, 32, 35, 36", "the commission is 5% of the wager (31), as on a wager in multiples of $10; "+
				"a wager not a multiple of $10 pays it on the next multiple, which costs more"),
			c.wager("tie", "34, 36", ""),
		},
	}
	return rep, nil
}

// composition counts d's cards by point value (27): index 0 holds the tens
// and pictures.
func composition(d *card.Deck) [10]int {
	var n [10]int
	for c := card.Card(1); c <= 52; c++ {
		n[value(c)] += d.Count(c)
	}
	return n
}

// A tally is how many ordered six-card sequences of a shoe end a coup on
// each pair of point counts, Player's first.
type tally struct {
	ways  [10][10]uint64 // [player][banker]
	total uint64         // every sequence: n(n-1)…(n-5)
}

// A pack is what is left of the shoe during a coup, by card value.
type pack struct {
	n    [10]int
	left int
}

// take draws a card of value v, returning how many there were to draw.
func (k *pack) take(v int) uint64 {
	w := k.n[v]
	k.n[v]--
	k.left--
	return uint64(max(w, 0))
}

// put returns the card take drew.
func (k *pack) put(v int) { k.n[v]++; k.left++ }

// rest is how many ways the next cards can come out of the pack.
func (k *pack) rest(cards int) uint64 {
	out := uint64(1)
	for i := range cards {
		out *= uint64(k.left - i)
	}
	return out
}

// coups deals every coup from a shoe holding n[v] cards of value v, by the
// engine's tableau (playerDraws, bankerDraws). A coup that ends after four
// or five cards stands for every card that could follow, so that every
// coup is counted over the same n(n-1)…(n-5) sequences.
func coups(n [10]int) tally {
	k := pack{n: n}
	for _, c := range n {
		k.left += c
	}
	t := tally{total: k.rest(6)}
	for p1 := range 10 {
		w1 := k.take(p1)
		for b1 := range 10 {
			w2 := w1 * k.take(b1)
			for p2 := range 10 {
				w3 := w2 * k.take(p2)
				for b2 := range 10 {
					if w4 := w3 * k.take(b2); w4 > 0 {
						t.third(&k, w4, (p1+p2)%10, (b1+b2)%10)
					}
					k.put(b2)
				}
				k.put(p2)
			}
			k.put(b1)
		}
		k.put(p1)
	}
	return t
}

// third finishes a coup whose first four cards, w ways, give Player p and
// Banker b: a natural ends it, else Player draws by the tableau of section
// 37.
func (t *tally) third(k *pack, w uint64, p, b int) {
	switch {
	case p >= 8 || b >= 8: // 37: a natural
		t.ways[p][b] += w * k.rest(2)
	case !playerDraws[p]:
		t.banker(k, w, p, b, stood)
	default:
		for p3 := range 10 {
			if pw := w * k.take(p3); pw > 0 {
				t.banker(k, pw, (p+p3)%10, b, p3)
			}
			k.put(p3)
		}
	}
}

// banker ends a coup, w ways so far, in which Player has p and Banker's two
// cards b, Player's third card being third (or stood): Banker draws by the
// tableau. The cards of the six that the coup leaves in the shoe count
// every way they can come out.
func (t *tally) banker(k *pack, w uint64, p, b, third int) {
	after := 2 // the cards of the six that do not come out
	if third != stood {
		after--
	}
	if !bankerDraws[b][third+1] {
		t.ways[p][b] += w * k.rest(after)
		return
	}
	for b3 := range 10 {
		t.ways[p][(b+b3)%10] += w * k.take(b3) * k.rest(after-1)
		k.put(b3)
	}
}

// unit is the wager the analysis settles through the engine: $10, on which
// section 31's commission is exactly 5%.
const unit money.Amount = 1000

// wager is the lines of wager id: each end of a coup settled by the
// engine's settleWager, grouped by who won.
func (t tally) wager(id, section, note string) analysis.Wager {
	names := [3]string{"Player's hand higher", "tie", "Banker's hand higher"}
	var ways [3]uint64
	var nets [3]*big.Rat
	for p := range 10 {
		for b := range 10 {
			o := 1 // tie
			switch {
			case p > b:
				o = 0
			case b > p:
				o = 2
			}
			s := settleWager(game.Wager{Seat: 1, ID: id, Amount: unit}, p, b)
			nets[o] = big.NewRat(int64(s.Net-s.Commission), int64(unit))
			ways[o] += t.ways[p][b]
		}
	}
	w := analysis.Wager{ID: id, Section: section, Note: note}
	total := new(big.Int).SetUint64(t.total)
	for o := range 3 {
		w.Lines = append(w.Lines, analysis.NewLine(names[o], nets[o], new(big.Int).SetUint64(ways[o]), total))
	}
	return w
}
