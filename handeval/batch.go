package handeval

import (
	"fmt"

	"croupier/card"
)

// Sevens writes the value of each 7-card hand of hands into out, out[i] =
// Seven(hands[i][:]): a simulation's batch of dealt hands. On a processor
// with AVX-512 (F, BW, CD and VBMI) it evaluates sixteen hands at once, each
// lane doing what Seven does: the sum of the cards' keys from registers, the
// perfect hash and the flush table read with gathers (batch_amd64.s); the
// last len(hands) mod 16 hands, and every hand elsewhere, go through Seven;
// so do the hands whose flush holds a card twice (two decks), which the
// kernel leaves as no hand. It panics if out is shorter than hands.
func Sevens(hands [][7]card.Card, out []Value) {
	if len(out) < len(hands) {
		panic(fmt.Sprintf("handeval: Sevens of %d hands into %d values", len(hands), len(out)))
	}
	done := 0
	if haveAVX512 && len(hands) >= 16 {
		done = len(hands) &^ 15
		if sevensAVX512(&hands[0], done/16, &out[0], &tab.hash[0], &disp()[0], &tab.flush[0]) != 0 {
			for i := range done {
				if out[i] == 0 {
					out[i] = Seven(hands[i][:])
				}
			}
		}
	}
	for i := done; i < len(hands); i++ {
		out[i] = Seven(hands[i][:])
	}
}

// ValuesWith writes into out[i] the value of h with the cards of hs[i]
// added: the hands made of a Hand's known cards and each way of completing
// them, as an enumeration's last loops or a showdown's board and each
// player's hole cards. h and each hs[i] must hold 5 to 7 cards in all, each
// card at most twice (two decks). On a processor with AVX-512 it evaluates sixteen hands at
// once (batch_amd64.s). A long list pays best: an enumeration of every
// 7-card hand runs fastest stopping at four cards and passing every three
// cards above them, a few thousand hands a call (BenchmarkSevenAllBatch). It
// panics if out is shorter than hs.
func (h Hand) ValuesWith(hs []Hand, out []Value) {
	if len(out) < len(hs) {
		panic(fmt.Sprintf("handeval: ValuesWith of %d hands into %d values", len(hs), len(out)))
	}
	if haveAVX512 && len(hs) > 0 {
		if withAVX512(h.key, h.set, &hs[0], len(hs), &out[0], &tab.hash[0], &disp()[0], &tab.flush[0]) != 0 {
			for i, x := range hs {
				if out[i] == 0 {
					out[i] = Hand{h.key + x.key, h.set | x.set}.Value()
				}
			}
		}
		return
	}
	// Hand.Value written out, its flush path without a call but for a
	// suit holding a card twice: this loop is the batch's work here.
	for i, x := range hs {
		k, set := h.key+x.key, h.set|x.set
		if k&flushBits == 0 {
			out[i] = Value(tab.hash[slot(k)])
			continue
		}
		if e := flushEntry(k, set); e < 1<<16 {
			out[i] = Value(e)
			continue
		}
		out[i] = Value(dupFlush(k, set))
	}
}
