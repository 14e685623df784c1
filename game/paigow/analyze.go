package paigow

import (
	"cmp"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"strings"
	"sync"

	"croupier/analysis"
	"croupier/game"
	"croupier/money"
	"croupier/tile"
)

// Analyze is Pai Gow's exact analysis: every hand of four of the 32 tiles
// a player may hold (C(32,4) = 35,960) against every hand of four the bank
// may hold from the 28 left (C(28,4) = 20,475), 736,281,000 pairs, the
// bank's set by the house way (115, docs/house-way-tiles.md) and compared
// as the engine's versus compares them (104, 108–111).
//
// The main wager is reported twice: the player setting the house way too,
// and the player setting, for each hand, the one of the three ways to part
// it that nets him the most against the house-way bank (113), which the
// analysis finds by counting each way's wins and losses. A banking seat
// (116) sets its hand the house way as the dealer does, so the main
// wager's figures are the same whoever banks; the bank wager is a banking
// seat's cover of one main wager.
//
// Tiles of one kind are identical (100): hands are grouped by the kinds
// they hold (8,130 groups), each weighted by the ways to pick its tiles,
// and every group of the player is paired with every group of the bank
// that the tiles left allow, weighted by the ways to pick the bank's.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return study().report(), nil
}

// report is the report of the pairings s counted.
func (s *counted) report() *analysis.Report {
	hw := s.main(s.houseWay, "the player sets the house way",
		"the player lets the house way set his hand (docs/house-way-tiles.md)")
	best := s.main(s.best, bestMain,
		"the player sets each hand the way that returns the most against the house-way bank (the strategy below)")
	return &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every hand of 4 of the 32 tiles (%s) against every bank hand of 4 of the 28 left (%s): %s pairs, "+
			"the tiles grouped by kind (100: the civil tiles come twice; %s groups of four), the bank's hand set the house way "+
			"(115, docs/house-way-tiles.md), the player's the house way or, hand by hand, the best of its three partings (113); "+
			"a banking seat (116) sets its hand as the dealer does, so the main wager's figures do not depend on who banks",
			analysis.Thousands(s.players), analysis.Thousands(s.banks), analysis.Thousands(s.players*s.banks), analysis.Thousands(int64(len(s.hands)))),
		Wagers:     []analysis.Wager{hw, best, s.bank(s.houseWay, hw, "covering a player who sets the house way"), s.bank(s.best, best, bestBank)},
		Strategies: []analysis.Strategy{s.strategy()},
	}
}

// The titles of the figures of a player who sets his best, which Decide
// plays.
const (
	bestMain = "the player's best setting"
	bestBank = "covering a player who sets his best"
)

// unit is the wager the analysis settles through the engine: $10, on
// which section 111's commission is exactly 5%.
const unit money.Amount = 1000

// kinds are the 21 kinds of tile of a set, civil then military (100).
var kinds = append(append([]tile.Tile(nil), tile.Civil...), tile.Military...)

// copies is how many tiles of kind k a set holds: 2 civil, 1 military.
func copies(k int) int {
	if k < len(tile.Civil) {
		return 2
	}
	return 1
}

// A group is a hand of four tiles up to identical tiles: the kinds it
// holds, the ways to pick such a hand from the set, and the ranks of the
// high and low hand of each of its three partings (113), oriented so the
// high hand ranks at least as high; way is the parting the house way
// chooses.
type group struct {
	tiles [4]tile.Tile
	use   [4]struct{ kind, n int8 } // the kinds held and how many of each; n 0 ends the list
	ways  int64
	parts [3]Set
	rank  [3][2]Rank // high, low
	way   int
}

// A result is what one group's partings do against every bank hand the
// tiles left allow: wins and losses, each weighted by the ways to pick
// the bank's tiles.
type result struct {
	win, loss [3]int64
	best      int // the parting the player sets to net the most
}

// A counted is every group with its results.
type counted struct {
	hands          []group
	res            []result
	players, banks int64 // C(32,4), C(28,4)
	houseWay, best func(i int) int
}

var (
	studyOnce sync.Once
	studied   *counted
)

// study pairs every group with every bank group, once per process: the
// tiles are fixed by section 100, and no option changes the figures.
func study() *counted {
	studyOnce.Do(func() { studied = count(groups()) })
	return studied
}

// groups lists every hand of four tiles up to identical tiles, with its
// partings and the house way's choice.
func groups() []group {
	var out []group
	n := len(kinds)
	for a := 0; a < n; a++ {
		for b := a; b < n; b++ {
			for c := b; c < n; c++ {
				for d := c; d < n; d++ {
					if g, ok := newGroup([4]int{a, b, c, d}); ok {
						out = append(out, g)
					}
				}
			}
		}
	}
	return out
}

// newGroup is the group of kinds ks, in order; ok is false when the set
// holds too few tiles of a kind for it.
func newGroup(ks [4]int) (group, bool) {
	g := group{ways: 1}
	u := -1
	for i, k := range ks {
		g.tiles[i] = kinds[k]
		if i == 0 || k != ks[i-1] {
			u++
			g.use[u].kind = int8(k)
		}
		g.use[u].n++
		if int(g.use[u].n) > copies(k) {
			return g, false
		}
	}
	for _, x := range g.use {
		if x.n > 0 {
			g.ways *= choose(copies(int(x.kind)), int(x.n))
		}
	}
	t := g.tiles
	g.parts = [3]Set{setOf(t[0], t[1], t[2], t[3]), setOf(t[0], t[2], t[1], t[3]), setOf(t[0], t[3], t[1], t[2])}
	way, _ := HouseWay(t)
	wh, wl := way.ranks()
	for i, p := range g.parts {
		h, l := p.ranks()
		g.rank[i] = [2]Rank{h, l}
		if h == wh && l == wl {
			g.way = i
		}
	}
	return g, true
}

// choose is C(n, k) for the small n of a set's copies.
func choose(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	c := int64(1)
	for i := range k {
		c = c * int64(n-i) / int64(i+1)
	}
	return c
}

// count pairs every group of the player with every group of the bank,
// the player's groups shared among the cores.
//
// A bank group holding none of the player's kinds is picked from the tiles
// left in as many ways as from the whole set: those are counted at once,
// from sums over the whole set of the bank's hands below each pair of
// ranks. Only the bank groups sharing a kind with the player's are then
// visited, each correcting those sums by the ways the tiles left allow
// less the whole set's.
func count(hands []group) *counted {
	c := &counted{hands: hands, res: make([]result, len(hands)), players: choose(32, 4), banks: choose(28, 4)}
	n := len(hands)
	// The ranks a hand may have, in order, and each group's bank hands
	// (set the house way, 115) and partings by their place among them.
	var ranks []Rank
	for _, g := range hands {
		for _, r := range g.rank {
			ranks = append(ranks, r[0], r[1])
		}
	}
	slices.Sort(ranks)
	ranks = slices.Compact(ranks)
	place := func(r Rank) int32 { i, _ := slices.BinarySearch(ranks, r); return int32(i) }
	m := len(ranks)
	type bank struct {
		hi, lo int32 // places of the house way's high and low hands
		mask   uint32
		ways   int64 // from the whole set
		use    [4]struct{ kind, n int8 }
	}
	banks := make([]bank, n)
	byKind := make([][]int32, len(kinds))
	// below[i][j] counts the whole set's bank hands whose high hand is
	// below place i and low hand below place j.
	below := make([][]int64, m+1)
	for i := range below {
		below[i] = make([]int64, m+1)
	}
	for b, g := range hands {
		banks[b] = bank{hi: place(g.rank[g.way][0]), lo: place(g.rank[g.way][1]), mask: g.mask(), ways: g.ways, use: g.use}
		below[banks[b].hi+1][banks[b].lo+1] += g.ways
		for _, x := range g.use {
			if x.n > 0 {
				byKind[x.kind] = append(byKind[x.kind], int32(b))
			}
		}
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= m; j++ {
			below[i][j] += below[i-1][j] + below[i][j-1] - below[i-1][j-1]
		}
	}
	all := below[m][m] // C(32,4)
	// pick[a][k] is C(a, k): a tiles of a kind left, k held.
	var pick [3][3]int64
	for a := range 3 {
		for k := range 3 {
			pick[a][k] = choose(a, k)
		}
	}
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var left [21]int
			for p := w; p < n; p += workers {
				g := &hands[p]
				for k := range left {
					left[k] = copies(k)
				}
				for _, x := range g.use {
					left[x.kind] -= int(x.n)
				}
				var ph, pl [3]int32
				var win, loss [3]int64
				for s, r := range g.rank { // 104, 108–110: each hand wins only if strictly higher
					ph[s], pl[s] = place(r[0]), place(r[1])
					win[s] = below[ph[s]][pl[s]]
					loss[s] = all - below[ph[s]][m] - below[m][pl[s]] + below[ph[s]][pl[s]]
				}
				var seen uint32
				for _, x := range g.use {
					if x.n == 0 {
						break
					}
					for _, b := range byKind[x.kind] {
						bk := &banks[b]
						if bk.mask&seen != 0 {
							continue // visited under an earlier kind
						}
						ways := int64(1)
						for _, y := range bk.use {
							ways *= pick[left[y.kind]][y.n]
						}
						d := ways - bk.ways
						for s := range 3 {
							hi, lo := ph[s] > bk.hi, pl[s] > bk.lo
							if hi && lo {
								win[s] += d
							} else if !hi && !lo {
								loss[s] += d
							}
						}
					}
					seen |= 1 << x.kind
				}
				r := &c.res[p]
				r.win, r.loss = win, loss
				r.best = bestParting(g, r)
			}
		}()
	}
	wg.Wait()
	c.houseWay = func(i int) int { return c.hands[i].way }
	c.best = func(i int) int { return c.res[i].best }
	return c
}

// mask is the kinds g holds, one bit each.
func (g *group) mask() uint32 {
	var m uint32
	for _, x := range g.use {
		if x.n > 0 {
			m |= 1 << x.kind
		}
	}
	return m
}

// bestParting is the parting that nets the player the most, win·19/20 −
// loss, compared in whole numbers; on equal nets the house way's, then the
// first.
func bestParting(g *group, r *result) int {
	net := func(s int) int64 { return 19*r.win[s] - 20*r.loss[s] }
	best := g.way
	for s := range 3 {
		if net(s) > net(best) {
			best = s
		}
	}
	return best
}

// nets are the engine's settlement of a unit main wager won, pushed and
// lost (versus), less the commission (111), per unit.
func nets() (win, push, loss *big.Rat) {
	hi, lo := setOf(of(12), of(24), of(66), of(66)), setOf(of(14), of(23), of(36), of(45))
	at := func(h, b Set) *big.Rat {
		s := versus(1, unit, h, b)
		return big.NewRat(int64(s.Net-s.Commission), int64(unit))
	}
	mixed := Set{High: hi.High, Low: lo.Low}
	return at(hi, lo), at(mixed, Set{High: lo.High, Low: hi.Low}), at(lo, hi)
}

// totals adds up the groups' wins, pushes and losses, each group setting
// the parting choice gives.
func (c *counted) totals(choice func(int) int) (win, push, loss int64) {
	for i, g := range c.hands {
		s := choice(i)
		r := c.res[i]
		win += g.ways * r.win[s]
		loss += g.ways * r.loss[s]
		push += g.ways * (c.banks - r.win[s] - r.loss[s])
	}
	return win, push, loss
}

// main is the main wager, each hand set as choice says.
func (c *counted) main(choice func(int) int, title, note string) analysis.Wager {
	win, push, loss := c.totals(choice)
	nw, np, nl := nets()
	total := c.players * c.banks
	return analysis.Wager{ID: "main", Title: title, Section: "104, 108–111, 113",
		Note: note + "; the bank sets the house way; the commission is 5% of the wager (111), as on a wager in multiples of $10; " +
			"a seat that banks (the bank wager, 116) sets the house way as the dealer does, so these figures hold against it",
		Lines: []analysis.Line{
			analysis.CountLine("both hands higher", nw, win, total),
			analysis.CountLine("one hand higher", np, push, total),
			analysis.CountLine("neither hand higher", nl, loss, total),
		}}
}

// bank is a banking seat's cover of one main wager (116, ruling PG3), the
// player's figure main: the main wager the other way round, 5% of a net
// win to the house.
func (c *counted) bank(choice func(int) int, main analysis.Wager, title string) analysis.Wager {
	win, push, loss := c.totals(choice)
	total := c.players * c.banks
	// The seat's net on a unit it covers, as the engine settles it: the
	// player's gross result turned round, the commission on a win.
	cover := func(player money.Amount) *big.Rat {
		net, com := -player, money.Amount(0)
		if net > 0 {
			com = money.CommissionOnTens(net)
		}
		return big.NewRat(int64(net-com), int64(unit))
	}
	return analysis.Wager{ID: "bank", Title: title, Section: "116", Covers: &main,
		Note: "per unit covered, one main wager on the table; the seat's hand is set the house way; it pays 5% of a net win; " +
			analysis.SeveralCovered,
		Lines: []analysis.Line{
			analysis.CountLine("the player's hands both lower", cover(-unit), loss, total),
			analysis.CountLine("one hand higher", cover(0), push, total),
			analysis.CountLine("the player's hands both higher", cover(unit), win, total),
		}}
}

// departure is a group whose best setting is not the house way's, and
// what the player gains there.
type departure struct {
	i    int
	gain int64 // (19·win − 20·loss) gained per bank hand, ×20
}

// strategy is the player's best setting, shown where it departs from the
// house way: how often by the house way's rule, and the hands it gains
// most on.
func (c *counted) strategy() analysis.Strategy {
	st := analysis.Strategy{Title: "The player's best setting against the house-way bank, where it departs from the house way", Section: "113",
		Columns: []string{"tiles", "house way", "best setting", "expected net, house way", "expected net, best", "hands of 35,960"}}
	var deps []departure
	var byRule [6]int64
	var depHands int64
	for i, g := range c.hands {
		r := c.res[i]
		if r.best == g.way {
			continue
		}
		gain := (19*r.win[r.best] - 20*r.loss[r.best]) - (19*r.win[g.way] - 20*r.loss[g.way])
		deps = append(deps, departure{i, gain})
		_, rule := HouseWay(g.tiles)
		byRule[rule] += g.ways
		depHands += g.ways
	}
	// the hands where the player gains most, in all
	slices.SortStableFunc(deps, func(a, b departure) int {
		return cmp.Compare(b.gain*c.hands[b.i].ways, a.gain*c.hands[a.i].ways)
	})
	per := new(big.Rat).SetInt64(20 * c.banks)
	ev := func(r result, s int) string {
		return new(big.Rat).Quo(big.NewRat(19*r.win[s]-20*r.loss[s], 1), per).FloatString(4)
	}
	const shown = 30
	for _, d := range deps[:min(shown, len(deps))] {
		g, r := c.hands[d.i], c.res[d.i]
		st.Rows = append(st.Rows, []string{strings.Join(strs(g.tiles[:]), " "), setWords(g.parts[g.way]), setWords(g.parts[r.best]),
			ev(r, g.way), ev(r, r.best), fmt.Sprint(g.ways)})
	}
	names := [6]string{"", "two pairs", "one pair kept", "one pair split", "a wong or a gong", "balance"}
	var rules []string
	for k := 1; k <= 5; k++ {
		if byRule[k] > 0 {
			rules = append(rules, fmt.Sprintf("%s by rule %d (%s)", analysis.Thousands(byRule[k]), k, names[k]))
		}
	}
	st.Notes = []string{
		fmt.Sprintf("the best setting departs from the house way on %s of the 35,960 hands (%s groups of identical tiles): %s; "+
			"the %d hands the player gains most on, in all, are shown", analysis.Thousands(depHands), analysis.Thousands(int64(len(deps))), strings.Join(rules, ", "), min(shown, len(deps))),
		"the expected net is per unit wagered, against the 20,475 bank hands of the tiles left; a set is written high / low",
		"on equal expected nets the house way is kept; surrendering (115) loses the wager and is never better than the best setting",
	}
	return st
}

// setWords writes a set high / low.
func setWords(s Set) string {
	return strings.Join(strs(s.High[:]), " ") + " / " + strings.Join(strs(s.Low[:]), " ")
}
