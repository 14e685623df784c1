package reddog

import (
	"encoding/json"
	"fmt"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/card"
)

func analyzeDecks(t *testing.T, decks int) *analysis.Report {
	t.Helper()
	raw := map[string]json.RawMessage{"decks": json.RawMessage(fmt.Sprint(decks))}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// printed is section 67's table as the by-law prints it, by spread (4 and
// over: 1 to 1).
func printed(spread int64) int64 {
	switch spread {
	case 1:
		return 5
	case 2:
		return 4
	case 3:
		return 2
	}
	return 1
}

// 63, 66, 67, ruling RD1, worked by hand for d decks: c = 4d cards of each
// of the 13 ranks, n = 52d in all, the first two cards in n(n−1) ordered
// ways.
//
//   - a pair: 13·c(c−1) ways; three of a kind, a third card of the same
//     rank, with probability (c−2)/(n−2), pays 11 to 1; otherwise a push;
//   - consecutive ranks (12 pairs of neighbours, 2 orders): 24·c² ways, push;
//   - a spread of k (1 to 11): 12 − k pairs of ranks k + 1 apart, 2 orders,
//     2(12−k)·c² ways; the third card falls between with probability
//     p = k·c/(n−2) (none of the k ranks between is out), paying the table's
//     a to 1, else loses. Its expected net a·p − (1 − p) is positive only
//     for k ≥ 7 (a = 1: 8dk > 52d − 2): the player raises the whole wager
//     there, doubling the result, and stands elsewhere.
//
// The return is 1 plus the sum of the nets weighted by these
// probabilities; the average stake 1 plus the probability of a spread of 7
// or more.
func TestAnalyze66And67_ByHand(t *testing.T) {
	for d := int64(1); d <= 8; d++ {
		c, n := 4*d, 52*d
		first := n * (n - 1)
		ret, staked := analysis.Int(1), analysis.Int(1)
		// three of a kind
		ret.Add(ret, new(big.Rat).Mul(big.NewRat(13*c*(c-1), first), big.NewRat(11*(c-2), n-2)))
		for k := int64(1); k <= 11; k++ {
			prob := big.NewRat(2*(12-k)*c*c, first)
			p := big.NewRat(k*c, n-2)
			net := new(big.Rat).Sub(new(big.Rat).Mul(p, analysis.Int(printed(k)+1)), analysis.Int(1)) // a·p − (1 − p)
			if k >= 7 {
				net.Mul(net, analysis.Int(2))
				staked.Add(staked, prob)
			}
			ret.Add(ret, net.Mul(net, prob))
		}
		r := analyzeDecks(t, int(d))
		f := r.Wager("main", "").Figures()
		if f.Return.Cmp(ret) != 0 || f.Staked.Cmp(staked) != 0 {
			t.Errorf("%d decks: main returns %s staking %s, want %s staking %s", d,
				f.Return.FloatString(10), f.Staked.FloatString(10), ret.FloatString(10), staked.FloatString(10))
		}
		for _, row := range r.Strategies[0].Rows {
			var k int
			fmt.Sscan(row[0], &k)
			if want := map[bool]string{true: "raise", false: "stand"}[k >= 7]; row[4] != want {
				t.Errorf("%d decks: spread %s: %s, want %s", d, row[0], row[4], want)
			}
		}
	}
}

// 66, 67: over the 52 physical cards of one deck, every ordered sequence
// of three distinct cards, settled as the by-law says (written here apart
// from the engine), each spread raised exactly when raising it returns
// more over this same deal, gives the analysis's return and average stake.
func TestAnalyze66And67_EveryPhysicalDeal(t *testing.T) {
	var deck []card.Rank
	for c := card.Card(1); c <= 52; c++ {
		deck = append(deck, c.Rank())
	}
	// net[k] sums a unit's net over the sequences of spread k; other holds
	// the rest (pairs and consecutive cards), seqs[k] counts spread k's
	var net, seqs [12]int64
	var other, total int64
	for i, a := range deck {
		for j, b := range deck {
			if j == i {
				continue
			}
			lo, hi := min(a, b), max(a, b)
			for k, x := range deck {
				if k == i || k == j {
					continue
				}
				total++
				switch gap := int64(hi) - int64(lo) - 1; {
				case gap < 0 && x == a: // 66(2): three of a kind, 11 to 1
					other += 11
				case gap <= 0: // 66(1), 66(2): push
				case lo < x && x < hi: // 66(3): between
					net[gap] += printed(gap)
					seqs[gap]++
				default:
					net[gap]--
					seqs[gap]++
				}
			}
		}
	}
	ret, staked := new(big.Rat).SetFrac64(other, total), analysis.Int(1)
	for k := 1; k <= 11; k++ {
		if net[k] > 0 { // raise: the raise nets what the initial wager nets
			net[k] *= 2
			staked.Add(staked, big.NewRat(seqs[k], total))
		}
		ret.Add(ret, big.NewRat(net[k], total))
	}
	ret.Add(ret, analysis.Int(1))
	f := analyzeDecks(t, 1).Wager("main", "").Figures()
	if f.Return.Cmp(ret) != 0 || f.Staked.Cmp(staked) != 0 {
		t.Errorf("1 deck: main returns %s staking %s, the physical deal %s staking %s",
			f.Return.RatString(), f.Staked.RatString(), ret.RatString(), staked.RatString())
	}
}
