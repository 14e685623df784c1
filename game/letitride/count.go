package letitride

import (
	"math/big"
	"slices"

	"croupier/card"
	"croupier/game/combin"
	"croupier/handeval"
)

// This file counts every way a Let It Ride hand is made: the player's three
// cards (67.5), then the dealer's second card, exposed first, then his
// first (67.6), the two completing the hand (67.7): 22,100 × 49 × 48 deals
// with one deck. The dealer's burned card and the other seats' cards are
// unseen by the player and by the settlement: averaged over them, the two
// exposed cards are two cards drawn at random from the cards the player
// does not hold, so they do not change the odds.
//
// Cards are types (a card of the deck, As) dealt from a deck holding each
// type copies times (one or two decks, 67.1): a hand of two decks may hold
// a card twice, and the number of physical hands a multiset of types
// stands for is a product of binomials. The player's three cards are taken
// up to a permutation of the suits, each standing for its orbit; the
// fourth and fifth cards run over every type, weighted by the copies left.
//
// With the fifth card the hand is settled; with the fourth, bet-2's ride
// is worth the sum of its nets over every fifth card, and with the three,
// bet-1's the sum over every fourth and fifth. A bet rides when that sum
// is positive (67.6): each bet's result depends on the final hand alone,
// so the two decisions are independent of each other.

// A deck is the cards an analysis deals (combin.Deck: the table's 13
// ranks, 4 suits and 1 or 2 copies, 67.1; tests use smaller ones), with
// the enumeration's methods.
type deck struct{ combin.Deck }

// fullDeck is decks decks of 52 cards.
func fullDeck(decks int) deck { return deck{combin.Full(decks)} }

// The outcomes of a final hand: its category (67.2), a pair split in two,
// tens or better winning (67.7) and lowPair below them.
const (
	lowPair = handeval.NoHand // a pair of nines or lower: it loses (67.7)
	numOut  = int(handeval.RoyalFlush) + 1
)

// outcome is a five-card hand's outcome.
func outcome(v handeval.Value) handeval.Category {
	c := v.Category()
	if c == handeval.Pair && !handeval.PairOfTensOrBetter(v) {
		return lowPair
	}
	return c
}

// winning reports whether outcome o wins the bets still up (67.7).
func winning(o handeval.Category) bool { return o >= handeval.Pair }

// A payoff is a bet's net per unit on each outcome (67.8), exact and as
// integers over a common denominator, so that a decision compares
// integers.
type payoff struct {
	net    [numOut]*big.Rat
	scaled [numOut]int64 // net × den
	den    int64
}

// newPayoff reads 67.8's table from the engine's pay: a winning hand wins
// its odds, anything less loses the bet.
func newPayoff() *payoff {
	p := &payoff{den: 1}
	for o := range numOut {
		p.net[o] = big.NewRat(-1, 1)
		if c := handeval.Category(o); winning(c) {
			r := pay[c]
			p.net[o] = big.NewRat(r.Num, r.Den)
		}
		d := p.net[o].Denom().Int64()
		p.den = p.den / gcd(p.den, d) * d
	}
	for o := range numOut {
		p.scaled[o] = new(big.Rat).Mul(p.net[o], big.NewRat(p.den, 1)).Num().Int64()
	}
	return p
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// A three is a player's three cards, standing for its orbit under the
// permutations of the suits.
type three struct {
	Cards  [3]card.Card
	Weight int64 // physical hands of the orbit
	// Sum is the sum over every physical fourth and fifth card of a bet's
	// net on the final hand, × den, for one physical hand of the orbit:
	// what riding bet-1 is worth (67.6).
	Sum  int64
	Ride bool // bet-1 rides: Sum > 0
}

// A class is the hands of one kind in a strategy table: how many (physical
// hands), how many of them ride, how many return as much ridden as
// pulled, and the sum of what riding them returns (× den).
type class struct {
	Hands, Ridden, Even int64
	Sum                 float64
}

// A count is an enumeration's result.
type count struct {
	n      int // physical cards
	pay    *payoff
	Threes []three
	// Deals[k][o]: the deals (three physical cards, a fourth, a fifth)
	// ending in outcome o with k+1 bets up.
	Deals [3][numOut]int64
	// Bets[i]: the sum over every deal of bet i's net × den, zero where it
	// is pulled.
	Bets [3]int64
	// Classes of the player's three cards (bet-1, in physical hands) and
	// of his four (bet-2, in physical four-card hands).
	First, Second map[string]*class
}

// deals is the number of deals: C(n, 3) × (n − 3) × (n − 4).
func (c *count) deals() int64 {
	n := int64(c.n)
	return n * (n - 1) * (n - 2) / 6 * (n - 3) * (n - 4)
}

// permutations lists every ordering of suits.
func permutations(suits []card.Suit) [][]card.Suit {
	if len(suits) <= 1 {
		return [][]card.Suit{slices.Clone(suits)}
	}
	var out [][]card.Suit
	for i, s := range suits {
		rest := slices.Concat(suits[:i:i], suits[i+1:])
		for _, p := range permutations(rest) {
			out = append(out, append([]card.Suit{s}, p...))
		}
	}
	return out
}

// threes lists the player's three cards up to the suits: every multiset of
// three types (a type up to copies times), the least of its images under
// the permutations of the suits naming its orbit, with the physical hands
// the orbit holds.
func (d deck) threes() []three {
	types := d.Types()
	ns := len(d.Suits)
	perms := permutations(d.Suits)
	// index maps a permutation of suit positions onto type indices.
	suitPos := map[card.Suit]int{}
	for i, s := range d.Suits {
		suitPos[s] = i
	}
	maps := make([][]int, len(perms))
	for k, p := range perms {
		maps[k] = make([]int, len(types))
		for i := range types {
			maps[k][i] = i/ns*ns + suitPos[p[i%ns]]
		}
	}
	orbit := map[[3]int]int{}
	var out []three
	nt := len(types)
	for a := 0; a < nt; a++ {
		for b := a; b < nt; b++ {
			for c := b; c < nt; c++ {
				h := [3]int{a, b, c}
				w := int64(1)
				for i := 0; i < 3; {
					j := i
					for j < 3 && h[j] == h[i] {
						j++
					}
					w *= combin.Binomial(d.Copies, j-i)
					i = j
				}
				if w == 0 {
					continue
				}
				least := h
				for _, m := range maps {
					x := [3]int{m[a], m[b], m[c]}
					slices.Sort(x[:])
					if slices.Compare(x[:], least[:]) < 0 {
						least = x
					}
				}
				i, ok := orbit[least]
				if !ok {
					i = len(out)
					orbit[least] = i
					out = append(out, three{Cards: [3]card.Card{types[least[0]], types[least[1]], types[least[2]]}})
				}
				out[i].Weight += w
			}
		}
	}
	return out
}

// enumerate deals every hand of d and decides each bet as it returns the
// most: ridden when its sum over the cards to come is positive, pulled
// when not, a tie pulled (the smaller stake).
func (d deck) enumerate() *count {
	types := d.Types()
	nt := len(types)
	index := map[card.Card]int{}
	for i, t := range types {
		index[t] = i
	}
	c := &count{n: d.Size(), pay: newPayoff(), Threes: d.threes(), First: map[string]*class{}, Second: map[string]*class{}}
	scaled := &c.pay.scaled
	held := make([]int, nt)
	n5 := make([][numOut]int64, nt)
	sum2 := make([]int64, nt)
	for ti := range c.Threes {
		t := &c.Threes[ti]
		var h3 handeval.Hand
		for _, x := range t.Cards {
			h3 = h3.Add(x)
			held[index[x]]++
		}
		w3 := t.Weight
		var sum1 int64
		for c4 := range nt {
			w4 := int64(d.Copies - held[c4])
			n5[c4] = [numOut]int64{}
			sum2[c4] = 0
			if w4 == 0 {
				continue
			}
			h4 := h3.Add(types[c4])
			held[c4]++
			o := &n5[c4]
			for c5 := range nt {
				if w5 := int64(d.Copies - held[c5]); w5 > 0 {
					o[outcome(h4.ValueWith(types[c5]))] += w5
				}
			}
			held[c4]--
			for k := range numOut {
				sum2[c4] += o[k] * scaled[k]
			}
			sum1 += w4 * sum2[c4]
		}
		t.Sum, t.Ride = sum1, sum1 > 0
		tally(c.First, classOfThree(t.Cards), w3, t.Ride, sum1 == 0, float64(w3)*float64(sum1))
		var ride1 int
		if t.Ride {
			ride1 = 1
			c.Bets[0] += w3 * sum1
		}
		c.Bets[2] += w3 * sum1
		for c4 := range nt {
			w4 := int64(d.Copies - held[c4])
			if w4 == 0 {
				continue
			}
			w := w3 * w4
			ride2 := sum2[c4] > 0
			k := ride1
			if ride2 {
				k++
				c.Bets[1] += w * sum2[c4]
			}
			for o, m := range n5[c4] {
				c.Deals[k][o] += w * m
			}
			four := [4]card.Card{t.Cards[0], t.Cards[1], t.Cards[2], types[c4]}
			tally(c.Second, classOfFour(four), w, ride2, sum2[c4] == 0, float64(w)*float64(sum2[c4]))
		}
		for _, x := range t.Cards {
			held[index[x]]--
		}
	}
	// Each physical four-card hand was reached with each of its cards as
	// the fourth.
	for _, k := range c.Second {
		k.Hands /= 4
		k.Ridden /= 4
		k.Even /= 4
		k.Sum /= 4
	}
	return c
}

// tally adds w hands of class name to classes, ridden or not, even (as
// much ridden as pulled) or not, riding them returning sum.
func tally(classes map[string]*class, name string, w int64, ridden, even bool, sum float64) {
	k := classes[name]
	if k == nil {
		k = &class{}
		classes[name] = k
	}
	k.Hands += w
	if ridden {
		k.Ridden += w
	}
	if even {
		k.Even += w
	}
	k.Sum += sum
}
