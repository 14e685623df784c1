package paigowpoker

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"

	"croupier/card"
)

// The best setting of every hand, as countBest finds it, is kept as the
// hands the house way sets for less: one hand of each such class of hands
// (the one whose suits' rank masks are in descending order, as
// countDeck.classes gives it) with the pair of its cards that goes low.
// Every other hand is set best the house way. best.bin holds them for the
// 53 cards; TestBestCountedIsTheCount counts them again and writes the
// file with -write-best (go test -timeout 60m -run
// TestBestCountedIsTheCount ./game/paigowpoker -args -write-best).

// A departure is a class of hands the house way sets for less: its hand's
// colex index and, by its number in lowPairs, the pair of the hand's cards
// (in ascending order of the deck's numbering) that goes low.
type departure struct {
	hand uint32
	low  uint8
}

// A bestTable is the departures of a deck, in ascending order of hand.
type bestTable []departure

// lowPairs are the 21 pairs of positions among seven cards, in order.
var lowPairs = func() (out [21][2]int) {
	k := 0
	for i := range 7 {
		for j := i + 1; j < 7; j++ {
			out[k] = [2]int{i, j}
			k++
		}
	}
	return out
}()

// split returns seven's cards set with the pair at positions p low and the
// other five high, in their order.
func split(seven [7]card.Card, p [2]int) (high [5]card.Card, low [2]card.Card) {
	k := 0
	for i, c := range seven {
		if i != p[0] && i != p[1] {
			high[k] = c
			k++
		}
	}
	return high, [2]card.Card{seven[p[0]], seven[p[1]]}
}

// encode writes t gzipped: the number of departures, then each as the
// difference of its hand from the one before and its pair, as uvarints.
func (t bestTable) encode() []byte {
	var buf bytes.Buffer
	z, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w := bufio.NewWriter(z)
	var tmp [binary.MaxVarintLen64]byte
	put := func(v uint64) { w.Write(tmp[:binary.PutUvarint(tmp[:], v)]) }
	put(uint64(len(t)))
	var prev uint32
	for _, d := range t {
		put(uint64(d.hand - prev))
		put(uint64(d.low))
		prev = d.hand
	}
	w.Flush()
	z.Close()
	return buf.Bytes()
}

// decodeBestTable reads what encode wrote, checking that the hands ascend
// and each pair is one of lowPairs.
func decodeBestTable(b []byte) (bestTable, error) {
	z, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("paigowpoker: the table of best settings: %w", err)
	}
	r := bufio.NewReader(z)
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, fmt.Errorf("paigowpoker: the table of best settings: its length: %w", err)
	}
	if n > uint64(binom[53][7]) {
		return nil, fmt.Errorf("paigowpoker: the table of best settings: %d hands, more than there are", n)
	}
	t := make(bestTable, 0, n)
	var prev uint64
	for i := range n {
		delta, err := binary.ReadUvarint(r)
		if err != nil {
			return nil, fmt.Errorf("paigowpoker: the table of best settings: hand %d: %w", i, err)
		}
		low, err := binary.ReadUvarint(r)
		if err != nil {
			return nil, fmt.Errorf("paigowpoker: the table of best settings: hand %d's low pair: %w", i, err)
		}
		hand := prev + delta
		switch {
		case i > 0 && delta == 0, hand >= uint64(binom[53][7]):
			return nil, fmt.Errorf("paigowpoker: the table of best settings: hand %d (%d) out of order", i, hand)
		case low >= uint64(len(lowPairs)):
			return nil, fmt.Errorf("paigowpoker: the table of best settings: hand %d's low pair %d of %d", i, low, len(lowPairs))
		}
		t = append(t, departure{hand: uint32(hand), low: uint8(low)})
		prev = hand
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return nil, errors.New("paigowpoker: the table of best settings: more after its last hand")
	}
	return t, nil
}

//go:embed best.bin
var bestBin []byte

// bestSettings is best.bin read once.
var bestSettings = sync.OnceValues(func() (bestTable, error) { return decodeBestTable(bestBin) })

// setBest returns the best setting of seven distinct cards of d, found in
// t, and whether t holds their class; where it does not, the house way is
// the best.
func (d countDeck) setBest(t bestTable, seven [7]card.Card) (Set, bool) {
	var masks [4]uint16
	for _, c := range seven {
		if c != card.Joker {
			masks[c.Suit()] |= 1 << d.rankIndex(c.Rank())
		}
	}
	order := []int{0, 1, 2, 3} // suits by their masks, descending: the class's hand
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(masks[b], masks[a]) })
	var to [4]int
	for i, su := range order {
		to[su] = i
	}
	type held struct {
		index int
		c     card.Card
	}
	var hs [7]held
	for i, c := range seven {
		hs[i] = held{d.joker(), c}
		if c != card.Joker {
			hs[i].index = 4*d.rankIndex(c.Rank()) + to[c.Suit()]
		}
	}
	slices.SortFunc(hs[:], func(a, b held) int { return a.index - b.index })
	var cs [7]int
	var sorted [7]card.Card
	for i, h := range hs {
		cs[i], sorted[i] = h.index, h.c
	}
	i, ok := slices.BinarySearchFunc(t, colex(&cs), func(x departure, h uint32) int { return cmp.Compare(x.hand, h) })
	if !ok {
		return Set{}, false
	}
	high, low := split(sorted, lowPairs[t[i].low])
	canonical(high[:])
	canonical(low[:])
	return Set{High: high, Low: low}, true
}

// rankIndex is r's place in d's ranks.
func (d countDeck) rankIndex(r card.Rank) int {
	return slices.Index(d.ranks, r)
}

// BestSet sets seven distinct cards of the 53 (38) the way that returns
// the player the most on the main wager against the bank's hand set the
// house way, at the unit of $10 (bestCounted): from the table of the hands
// the house way sets for less, or the house way, as the table says
// so (departs); otherwise the house way is the best.
func BestSet(seven [7]card.Card) (s Set, departs bool, err error) {
	t, err := bestSettings()
	if err != nil {
		return Set{}, false, err
	}
	for i, c := range seven {
		if c < 1 || c > card.Joker {
			return Set{}, false, fmt.Errorf("card %d (%v) is not one of the 53 (38)", i+1, c)
		}
		if slices.Contains(seven[:i], c) {
			return Set{}, false, fmt.Errorf("card %d (%v) is dealt twice", i+1, c)
		}
	}
	if s, ok := fullDeck().setBest(t, seven); ok {
		return s, true, nil
	}
	s, _ = HouseWay(seven)
	return s, false, nil
}
