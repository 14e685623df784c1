package superpan9

import (
	"math/big"
	"testing"

	"croupier/analysis"
)

func analyzeDefault(t *testing.T) *analysis.Report {
	t.Helper()
	tb, err := Spec.ParseTable(nil)
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

// The strategies the report must state, each checked below to be the
// best answer to the other by a slow deal: the player hits 0 to 5 points
// and stands on 6 to 9, against the dealer and against a banking seat; a
// banking seat hits 0 to 5, hits 6 only when the player stood, and stands
// on 7 to 9.
func playerHits(points int) bool { return points <= 5 }

func seatHits(points int, playerHit bool) bool { return points <= 5 || points == 6 && !playerHit }

// dealerRule is section 60's words: the dealer "must hit if the total is 5
// or less and stand on 6 and over".
func dealerRule(points int) bool { return points <= 5 }

// slowCounts deals every round of one player against the bank from the
// 288 cards of section 54 — 96 of value 0 (the pictures) and 32 of each
// value 1 to 6 —, card by card in the engine's order (59: the player's
// first card, the bank's, the player's second…, then the player's fourth
// card, then the bank's), over all eight cards whether a hand takes its
// fourth or not. For each ordered three of the player's it counts the ends
// of standing and of hitting against the dealer (dealer) and against a
// banking seat playing seatHits (seat); for each ordered three of the
// bank's and each choice of the player's, the ends of the seat's standing
// and hitting against a player playing playerHits (bank). Ends: 0 the
// player's hand higher, 1 equal, 2 lower.
type slowCounts struct {
	dealer, seat [7][7][7][2][3]uint64
	bank         [7][7][7][2][2][3]uint64
	total        *big.Int
}

func slowDeal() *slowCounts {
	n := [7]int{96, 32, 32, 32, 32, 32, 32}
	s := &slowCounts{total: big.NewInt(1)}
	for i := int64(0); i < 8; i++ {
		s.total.Mul(s.total, big.NewInt(288-i))
	}
	end := func(p, b int) int {
		switch {
		case p > b:
			return 0
		case p < b:
			return 2
		}
		return 1
	}
	var c [8]int // p1 b1 p2 b2 p3 b3 p4 b4
	var deal func(i int, w uint64)
	deal = func(i int, w uint64) {
		if i == 8 {
			pp, bp := (c[0]+c[2]+c[4])%10, (c[1]+c[3]+c[5])%10
			p4, b4 := (pp+c[6])%10, (bp+c[7])%10
			for ph, pt := range [2]int{pp, p4} {
				hit := ph == 1
				bt := bp
				if dealerRule(bp) {
					bt = b4
				}
				s.dealer[c[0]][c[2]][c[4]][ph][end(pt, bt)] += w
				bt = bp
				if seatHits(bp, hit) {
					bt = b4
				}
				s.seat[c[0]][c[2]][c[4]][ph][end(pt, bt)] += w
			}
			ph := 0
			pt := pp
			if playerHits(pp) {
				ph, pt = 1, p4
			}
			for bh, bt := range [2]int{bp, b4} {
				s.bank[c[1]][c[3]][c[5]][ph][bh][end(pt, bt)] += w
			}
			return
		}
		for v := range 7 {
			if n[v] > 0 {
				k := uint64(n[v])
				n[v]--
				c[i] = v
				deal(i+1, w*k)
				n[v]++
			}
		}
	}
	deal(0, 1)
	return s
}

// byLaw is ends e at the by-law's pays, in twentieths of a unit: a win 1
// to 1 less 5% commission (58; PG3 for the bank) nets 19, a loss −20.
func byLaw(e [3]uint64, winner int) *big.Int {
	out := new(big.Int)
	for i, k := range e {
		var net int64
		switch {
		case i == 1:
		case i == winner:
			net = 19
		default:
			net = -20
		}
		out.Add(out, new(big.Int).Mul(big.NewInt(net), new(big.Int).SetUint64(k)))
	}
	return out
}

// 57, 58, 60, 62 and ruling PG3: the strategies above are each the best
// answer to the other, three by three, in the slow deal, and the
// analysis's returns are the slow deal's.
func TestAnalyze57To62_SlowDeal(t *testing.T) {
	s := slowDeal()
	var dealerRet, seatRet, bankRet [3]*big.Int // ends over s.total
	for i := range 3 {
		dealerRet[i], seatRet[i], bankRet[i] = new(big.Int), new(big.Int), new(big.Int)
	}
	add := func(to *[3]*big.Int, e [3]uint64) {
		for i := range e {
			to[i].Add(to[i], new(big.Int).SetUint64(e[i]))
		}
	}
	for a := range 7 {
		for b := range 7 {
			for c := range 7 {
				pts := (a + b + c) % 10
				ph := 0
				if playerHits(pts) {
					ph = 1
				}
				for _, vs := range []struct {
					name string
					ends *[2][3]uint64
					ret  *[3]*big.Int
				}{{"the dealer", &s.dealer[a][b][c], &dealerRet}, {"a banking seat", &s.seat[a][b][c], &seatRet}} {
					if byLaw(vs.ends[ph], 0).Cmp(byLaw(vs.ends[1-ph], 0)) < 0 {
						t.Errorf("against %s, the player's %d-%d-%d nets more the other way", vs.name, a, b, c)
					}
					add(vs.ret, vs.ends[ph])
				}
				for seen := range 2 {
					bh := 0
					if seatHits(pts, seen == 1) {
						bh = 1
					}
					e := s.bank[a][b][c][seen]
					if byLaw(e[bh], 2).Cmp(byLaw(e[1-bh], 2)) < 0 {
						t.Errorf("the banking seat's %d-%d-%d, the player having hit %v, nets more the other way", a, b, c, seen == 1)
					}
					add(&bankRet, e[bh])
				}
			}
		}
	}
	ret := func(ends [3]*big.Int, winner int) *big.Rat {
		net := new(big.Int)
		for i := range 3 {
			one := [3]uint64{}
			one[i] = 1
			net.Add(net, new(big.Int).Mul(ends[i], byLaw(one, winner)))
		}
		r := new(big.Rat).SetFrac(net, new(big.Int).Mul(s.total, big.NewInt(20)))
		return r.Add(r, analysis.Int(1))
	}
	r := analyzeDefault(t)
	for _, w := range []struct {
		id, title string
		want      *big.Rat
	}{
		{"main", "against the dealer", ret(dealerRet, 0)},
		{"main", "against a banking seat", ret(seatRet, 0)},
		{"bank", "", ret(bankRet, 2)},
	} {
		wg := r.Wager(w.id, w.title)
		if wg == nil {
			t.Fatalf("no wager %s (%s)", w.id, w.title)
		}
		if got := wg.Figures().Return; got.Cmp(w.want) != 0 {
			t.Errorf("%s (%s) returns %s, the slow deal %s", w.id, w.title, got.FloatString(10), w.want.FloatString(10))
		}
	}
}

// severalWords is the seat's choice facing 2 to 6 players (55: 7 seats,
// one banking), from TestFacingSeveral_SlowDeal: hit 0 to 5 points, stand
// on 7 to 9, and with 6 hit while fewer than half of the players hit.
func severalWords(points int) string {
	switch {
	case points <= 5:
		return "hit"
	case points == 6:
		return "hit while fewer than half of them hit"
	}
	return "stand"
}

// 62, 53: facing k players of whom h hit, the seat hits where that nets
// it more against all of them before the commission: (k − h) times what
// hitting gains against a player who stood plus h times against one who
// hit, each counted here from the slow deal for every ordered three of
// the seat's. With 6 points hitting gains against a player who stood
// (he has 6 to 9 points, so the seat's 6 loses or ties unless it draws)
// and loses about as much against one who hit, a little more: the seat
// hits while fewer than half of them hit. Against one player the choice
// is the strategy table's.
func TestFacingSeveral_SlowDeal(t *testing.T) {
	slow := slowDeal()
	tb, err := Spec.ParseTable(nil)
	if err != nil {
		t.Fatal(err)
	}
	sh := RulesOf(tb).shoe()
	left := sh.Left()
	st := newStudy(composition(&left))
	player, _, err := st.equilibrium(st.best(st.dealer()))
	if err != nil {
		t.Fatal(err)
	}
	f := st.facingOf(player)
	index := map[three]int{}
	for i, h := range st.threes {
		index[h] = i
	}
	var gain [84][2]*big.Rat
	var diff, ways [84][2]*big.Int
	for a := range 7 {
		for b := range 7 {
			for c := range 7 {
				i := index[sorted(a, b, c)]
				for ph := range 2 {
					if diff[i][ph] == nil {
						diff[i][ph], ways[i][ph] = new(big.Int), new(big.Int)
					}
					e := slow.bank[a][b][c][ph]
					diff[i][ph].Add(diff[i][ph], new(big.Int).Sub(byLaw(e[1], 2), byLaw(e[0], 2)))
					ways[i][ph].Add(ways[i][ph], new(big.Int).SetUint64(e[0][0]+e[0][1]+e[0][2]))
				}
			}
		}
	}
	for i := range st.threes {
		for ph := range 2 {
			gain[i][ph] = new(big.Rat).SetFrac(diff[i][ph], ways[i][ph])
		}
	}
	for i, h := range st.threes {
		for k := 1; k <= 6; k++ {
			for hit := 0; hit <= k; hit++ {
				x := new(big.Rat).Mul(gain[i][0], big.NewRat(int64(k-hit), 1))
				x.Add(x, new(big.Rat).Mul(gain[i][1], big.NewRat(int64(hit), 1)))
				want := x.Sign() > 0
				if got := f.hits(i, k, hit); got != want {
					t.Errorf("seat's %v facing %d players, %d hitting: hits %v, the slow deal %v", h, k, hit, got, want)
				}
				if k > 1 && want != (h.points() <= 5 || h.points() == 6 && 2*hit < k) {
					t.Errorf("seat's %v facing %d players, %d hitting: the slow deal hits %v, against the rule above", h, k, hit, want)
				}
				if k == 1 && want != seatHits(h.points(), hit == 1) {
					t.Errorf("seat's %v facing one player who hit %v: the slow deal hits %v, the strategy table %v", h, hit == 1, want, seatHits(h.points(), hit == 1))
				}
			}
		}
	}
}

// 60, 62: the report states the strategies checked above.
func TestAnalyze60And62_Strategies(t *testing.T) {
	r := analyzeDefault(t)
	word := map[bool]string{true: "hit", false: "stand"}
	var seen int
	for _, st := range r.Strategies {
		for p, row := range st.Rows {
			switch st.Title {
			case "the player's hit or stand against the dealer":
				seen |= 1
				if row[4] != word[playerHits(p)] {
					t.Errorf("%s, %d points: %q, want %s", st.Title, p, row[4], word[playerHits(p)])
				}
			case "a banking seat's hit or stand":
				seen |= 2
				if row[1] != word[seatHits(p, false)] || row[2] != word[seatHits(p, true)] {
					t.Errorf("%s, %d points: %q, %q, want %s, %s", st.Title, p, row[1], row[2], word[seatHits(p, false)], word[seatHits(p, true)])
				}
				if want := severalWords(p); len(row) != 4 || row[3] != want {
					t.Errorf("%s, %d points, facing several players: %q, want %q", st.Title, p, row[3:], want)
				}
			default:
				t.Errorf("unexpected strategy %q: the player plays a banking seat as he plays the dealer", st.Title)
			}
		}
	}
	if seen != 3 {
		t.Errorf("the report lacks a strategy: %+v", r.Strategies)
	}
}
