package baccarat

import (
	"encoding/json"
	"math/big"
	"testing"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
)

func table(t testing.TB, opts string) game.Table {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(opts), &raw); err != nil {
		t.Fatal(err)
	}
	tb, err := Spec.ParseTable(raw)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func analyze(t *testing.T, opts string) *analysis.Report {
	t.Helper()
	r, err := Analyze(table(t, opts))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

// naive is section 37 written out from the by-law's words, apart from the
// engine's tables: Player's and Banker's final point counts for a coup
// whose cards, in the order dealt, have the values v (six or more; the
// ones a coup does not use are ignored).
func naive(v []int) (p, b int) {
	p, b = (v[0]+v[2])%10, (v[1]+v[3])%10
	if p >= 8 || b >= 8 { // a natural: no more cards
		return p, b
	}
	next := 4
	third := -1 // Player stood
	if p <= 5 { // Player hits a 3rd card on 0–5, stands on 6–7
		third = v[next]
		p = (p + third) % 10
		next++
	}
	var draws bool
	switch {
	case third < 0: // "the player does not take a 3rd card": Banker hits on 0–5
		draws = b <= 5
	case b <= 2:
		draws = true
	case b == 3:
		draws = third != 8
	case b == 4:
		draws = third >= 2 && third <= 7
	case b == 5:
		draws = third >= 4 && third <= 7
	case b == 6:
		draws = third == 6 || third == 7
	}
	if draws {
		b = (b + v[next]) % 10
	}
	return p, b
}

// slow deals every coup from a shoe of n[v] cards of value v, one card at a
// time, by naive: a recursion over the six cards by value, each weighted by
// how many cards of that value are left, every coup counted over all six
// cards whether it uses them or not.
func slow(n [10]int) (ways [10][10]uint64, total uint64) {
	v := make([]int, 0, 6)
	var deal func(w uint64)
	deal = func(w uint64) {
		if len(v) == 6 {
			p, b := naive(v)
			ways[p][b] += w
			total += w
			return
		}
		for x := range 10 {
			if n[x] == 0 {
				continue
			}
			k := uint64(n[x])
			n[x]--
			v = append(v, x)
			deal(w * k)
			v = v[:len(v)-1]
			n[x]++
		}
	}
	deal(1)
	return ways, total
}

// standard is d decks by value (27): 16 tens and pictures and 4 of each
// other value per deck.
func standard(d int) [10]int {
	n := [10]int{16 * d}
	for v := 1; v <= 9; v++ {
		n[v] = 4 * d
	}
	return n
}

// 27, 37: the analysis counts, for 6, 7 and 8 decks, exactly the coups of a
// recursion over every card value written from the by-law's words.
func Test37_AnalysisMatchesASlowDeal(t *testing.T) {
	for _, d := range []int{6, 7, 8} {
		deck := card.Standard(d)
		c := coups(composition(&deck))
		ways, total := slow(standard(d))
		if c.total != total || c.ways != ways {
			t.Errorf("%d decks: the analysis counts %d coups, the slow deal %d, or their ends differ", d, c.total, total)
		}
	}
}

// 27, 37: over a shoe of the 13 physical cards of one suit (four of value
// 0, one of each other value), every ordered sequence of six distinct cards
// dealt by naive gives the counts the analysis gives for that composition.
func Test37_AnalysisMatchesEveryPhysicalDeal(t *testing.T) {
	var shoe []int
	var n [10]int
	for r := card.Rank(2); r <= card.Ace; r++ {
		v := value(card.New(r, card.Spades))
		shoe = append(shoe, v)
		n[v]++
	}
	var want [10][10]uint64
	var total uint64
	used := make([]bool, len(shoe))
	v := make([]int, 0, 6)
	var deal func()
	deal = func() {
		if len(v) == 6 {
			p, b := naive(v)
			want[p][b]++
			total++
			return
		}
		for i, x := range shoe {
			if !used[i] {
				used[i] = true
				v = append(v, x)
				deal()
				v = v[:len(v)-1]
				used[i] = false
			}
		}
	}
	deal()
	if total != 13*12*11*10*9*8 {
		t.Fatalf("dealt %d sequences, want 13·12·11·10·9·8", total)
	}
	if c := coups(n); c.total != total || c.ways != want {
		t.Errorf("the analysis's counts differ from the physical deal's: %v\nwant %v", c.ways, want)
	}
}

// 31–37: published figures. The Wizard of Odds' Baccarat page
// (wizardofodds.com/games/baccarat/) counts, for 8 decks, 2,292,252,566,437,888
// Banker wins, 2,230,518,282,592,256 Player wins and 475,627,426,473,216 ties
// (reproduced at casinoexploit.com/baccarat.html with the 6-deck counts
// 403,095,751,234,560, 392,220,492,728,832 and 83,552,962,932,288), and house
// edges of 1.0579% on Banker, 1.2351% on Player and 14.3596% on a tie at 8
// to 1 for 8 decks. They apply to this table: its tableau is the one these
// pages print (Test37_EveryCellOfTheTableau checks the engine's against the
// by-law, and naive above is the same rule), Player and Banker push on a
// tie (36), the tie pays 8 to 1 (36) and Banker pays 5% commission (31).
func TestAnalyze31To37_PublishedFigures(t *testing.T) {
	for _, c := range []struct {
		decks                 string
		banker, player, tie   int64
		edgeB, edgeP, edgeTie string
	}{
		{`{"decks":8}`, 2292252566437888, 2230518282592256, 475627426473216, "1.0579%", "1.2351%", "14.3596%"},
		{`{"decks":6}`, 403095751234560, 392220492728832, 83552962932288, "", "", ""},
	} {
		r := analyze(t, c.decks)
		total := c.banker + c.player + c.tie
		for _, w := range []struct {
			id, line string
			count    int64
			edge     string
		}{
			{"banker", "Banker's hand higher", c.banker, c.edgeB},
			{"player", "Player's hand higher", c.player, c.edgeP},
			{"tie", "tie", c.tie, c.edgeTie},
		} {
			wg := r.Wager(w.id, "")
			if wg == nil {
				t.Fatalf("%s: no %s wager", c.decks, w.id)
			}
			for _, l := range wg.Lines {
				if l.Name == w.line && l.Prob.Cmp(big.NewRat(w.count, total)) != 0 {
					t.Errorf("%s %s: %q has probability %s, want %d/%d", c.decks, w.id, l.Name, l.Prob.FloatString(12), w.count, total)
				}
			}
			if got := analysis.Percent(wg.Figures().Edge, 4); w.edge != "" && got != w.edge {
				t.Errorf("%s %s: house edge %s, want %s", c.decks, w.id, got, w.edge)
			}
		}
	}
}

// 31, 35, 36: the wagers' returns from the probabilities of a Player win
// (P), a Banker win (B) and a tie (T) of the slow deal, by the pay table: Player returns
// 1 + P − B, Banker 1 + 0.95·B − P, Tie 9·T.
func TestAnalyze31To36_Returns(t *testing.T) {
	r := analyze(t, `{"decks":7}`)
	ways, total := slow(standard(7))
	var p, b, tie int64
	for i := range 10 {
		for j := range 10 {
			switch w := int64(ways[i][j]); {
			case i > j:
				p += w
			case j > i:
				b += w
			default:
				tie += w
			}
		}
	}
	n := int64(total)
	for _, w := range []struct {
		id   string
		want *big.Rat
	}{
		{"player", big.NewRat(n+p-b, n)},
		{"banker", big.NewRat(20*n+19*b-20*p, 20*n)},
		{"tie", big.NewRat(9*tie, n)},
	} {
		if got := r.Wager(w.id, "").Figures().Return; got.Cmp(w.want) != 0 {
			t.Errorf("%s returns %s, want %s", w.id, got.FloatString(10), w.want.FloatString(10))
		}
	}
}
