package war

import (
	"encoding/json"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/card"
)

func analyzeOpts(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
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

// 67.33, 67.37–67.40, worked by hand for d decks: c = 4d cards of each of
// the 13 ranks, n = 52d in all.
//
// The first cards tie with probability T = 13·c(c−1) / (n(n−1)); otherwise
// the player's card is higher or lower equally often (the two cards are
// exchangeable), +1 or −1 (67.38): those cancel. On a tie the war cards are
// two cards from the n−2 left, whichever rank tied: they are equal with
// probability q = ((c−2)(c−3) + 12·c(c−1)) / ((n−2)(n−3)) and otherwise
// the player's is higher or lower equally often, paying +1 (main wins, war
// pushes) or −2 (both lost), and +2 when equal (67.39). Going to war nets
// 2q − (1−q)/2 > −1/2, the surrender's net (67.38(3)), so the player goes
// to war, stakes 1 + T on average, and main returns 1 + T·(2q − (1−q)/2).
// The tie wager pays 10 to 1 (67.40): it returns 11·T.
func TestAnalyze67_38To67_40_ByHand(t *testing.T) {
	for _, d := range []int64{6, 8} {
		c, n := 4*d, 52*d
		tie := big.NewRat(13*c*(c-1), n*(n-1))
		q := big.NewRat((c-2)*(c-3)+12*c*(c-1), (n-2)*(n-3))
		war := new(big.Rat).Sub(new(big.Rat).Mul(q, analysis.Int(2)),
			new(big.Rat).Quo(new(big.Rat).Sub(analysis.Int(1), q), analysis.Int(2)))
		wantMain := new(big.Rat).Add(analysis.Int(1), new(big.Rat).Mul(tie, war))
		wantStaked := new(big.Rat).Add(analysis.Int(1), tie)
		wantTie := new(big.Rat).Mul(tie, analysis.Int(11))

		r := analyzeOpts(t, `{"decks":`+big.NewInt(d).String()+`}`)
		f := r.Wager("main", "").Figures()
		if f.Return.Cmp(wantMain) != 0 || f.Staked.Cmp(wantStaked) != 0 {
			t.Errorf("%d decks: main returns %s staking %s, want %s staking %s", d,
				f.Return.FloatString(10), f.Staked.FloatString(10), wantMain.FloatString(10), wantStaked.FloatString(10))
		}
		if got := r.Wager("tie", "").Figures().Return; got.Cmp(wantTie) != 0 {
			t.Errorf("%d decks: tie returns %s, want %s", d, got.FloatString(10), wantTie.FloatString(10))
		}
		if s := r.Strategies[0]; len(s.Rows) != 1 || s.Rows[0][3] != "war" {
			t.Errorf("%d decks: the strategy is %v, want war on every tie", d, s.Rows)
		}
	}
}

// 67.39: the burned cards do not change the odds. Over a small shoe (three
// each of five ranks), every round is dealt card by card as the engine
// deals it — first cards, three burned, the player's war card, three
// burned, the dealer's — and settled by 67.38 and 67.39 as written here;
// on each tied rank the player takes the better of war and surrender, found
// from this deal. The analysis, which never deals the burned cards, must
// give the same return and average stake.
func TestAnalyze67_39_BurnedCards(t *testing.T) {
	ranks := []card.Rank{2, 6, 10, card.Queen, card.Ace}
	var n [card.Ace + 1]int
	total := int64(0)
	for _, r := range ranks {
		n[r] = 3
		total += 3
	}
	// war deals the eight cards of a war from n, returning the ways and
	// the player's net on main and war over them.
	war := func(n [card.Ace + 1]int) (ways, net int64) {
		var deal func(k int, w int64, p2 card.Rank)
		deal = func(k int, w int64, p2 card.Rank) {
			if k == 8 {
				return
			}
			for _, r := range ranks {
				if n[r] == 0 {
					continue
				}
				wr := w * int64(n[r])
				n[r]--
				switch k {
				case 3: // the player's war card
					deal(k+1, wr, r)
				case 7: // the dealer's war card
					ways += wr
					switch {
					case p2 > r: // 67.39(1): main wins 1 to 1, war returned
						net += wr
					case p2 < r: // 67.39(2): both lost
						net -= 2 * wr
					default: // 67.39(3): both win 1 to 1
						net += 2 * wr
					}
				default: // a burned card
					deal(k+1, wr, p2)
				}
				n[r]++
			}
		}
		deal(0, 1, 0)
		return ways, net
	}
	// the return, as a fraction over every sequence of the first two
	// cards, each tie's net in units of its war's sequences
	ret, staked := new(big.Rat), new(big.Rat)
	first := total * (total - 1)
	for _, p := range ranks {
		for _, d := range ranks {
			w := int64(n[p])
			m := n
			m[p]--
			w *= int64(m[d])
			m[d]--
			switch {
			case w == 0:
			case p > d:
				ret.Add(ret, big.NewRat(w, first))
			case p < d:
				ret.Sub(ret, big.NewRat(w, first))
			default:
				ways, net := war(m)
				ev := big.NewRat(net, ways)
				if ev.Cmp(big.NewRat(-1, 2)) < 0 { // 67.38(3): surrender, half lost
					ev = big.NewRat(-1, 2)
				} else {
					staked.Add(staked, big.NewRat(w, first))
				}
				ret.Add(ret, ev.Mul(ev, big.NewRat(w, first)))
			}
		}
	}
	ret.Add(ret, analysis.Int(1))
	staked.Add(staked, analysis.Int(1))

	s := analyze(n)
	r := analysis.Report{Game: "war", Wagers: []analysis.Wager{s.main(), s.tie()}}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	f := r.Wagers[0].Figures()
	if f.Return.Cmp(ret) != 0 || f.Staked.Cmp(staked) != 0 {
		t.Errorf("main returns %s staking %s, the card-by-card deal %s staking %s",
			f.Return.RatString(), f.Staked.RatString(), ret.RatString(), staked.RatString())
	}
}
