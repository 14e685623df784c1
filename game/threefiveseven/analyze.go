package threefiveseven

import (
	"cmp"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/handeval"
)

// Analyze is 3-5-7 Poker's exact analysis under t's options: every 3-card
// hand of the player from one deck or two (67.41, 67.46) with every four
// cards of the dealer from the others, valued by the engine's own ranking
// (value) and pay tables (67.48–67.50). The 3-card bet settles on the
// three, the 5-card bet on every five cards (the three and the dealer's
// first two, 67.49), the 7-card bet on the seven (67.50). The player keeps
// or withdraws his 7-card bet having seen his three cards (67.47): the
// analysis withdraws it only where keeping returns less than the half a
// withdrawal gives back, and reports the decision as a strategy.
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	var s shoe
	for c := card.Card(1); c <= 52; c++ {
		s[c] = r.Decks
	}
	st := study(&s)
	return st.report(r), nil
}

// A shoe is the number of copies of each card.
type shoe [53]int

func (s *shoe) len() int64 {
	n := 0
	for _, x := range s {
		n += x
	}
	return int64(n)
}

// A payLine is a line of a pay table: the combination, its name and the
// net per unit bet.
type payLine struct {
	cat  handeval.Category
	name string
	net  *big.Rat
}

// qualified names the lowest line of a table whose lowest line names a
// hand (67.49, 67.50, ruling P6).
var qualified = map[string]string{"67.49": "pair of sixes or better", "67.50": "two pairs, the higher pair tens or better (ruling P6)"}

// lines are t's lines from the highest pay down, as the by-law prints them.
func (t table) lines() []payLine {
	var out []payLine
	for cat, r := range t.pays {
		out = append(out, payLine{cat: cat, name: cat.String(), net: big.NewRat(r.Num, r.Den)})
	}
	slices.SortFunc(out, func(a, b payLine) int { return b.net.Cmp(a.net) })
	if q, ok := qualified[t.section]; ok {
		out[len(out)-1].name = q
	}
	return out
}

// outcomes maps a hand's value to its line of t, len(t.lines()) for a
// loss: each worker keeps its own, filled as values come.
type outcomes struct {
	t     table
	index map[handeval.Category]int
	lose  int
	memo  [1 << 16]int8 // by the value's low 16 bits (one ranking): the line + 1, 0 not yet known
}

func newOutcomes(t table) *outcomes {
	o := &outcomes{t: t, index: map[handeval.Category]int{}}
	ls := t.lines()
	for i, l := range ls {
		o.index[l.cat] = i
	}
	o.lose = len(ls)
	return o
}

func (o *outcomes) of(v handeval.Value) int {
	if i := o.memo[uint16(v)]; i > 0 {
		return int(i) - 1
	}
	i := o.lose
	if _, ok := o.t.pay(v); ok {
		i = o.index[v.Category()]
	}
	o.memo[uint16(v)] = int8(i + 1)
	return i
}

// binom is C(n, k) for the small n of a card's copies.
func binom(n, k int) int64 {
	r := int64(1)
	for i := range k {
		r = r * int64(n-i) / int64(i+1)
	}
	return r
}

// choose is C(n, k).
func choose(n int64, k int) int64 {
	r := int64(1)
	for i := range int64(k) {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// each calls f with every multiset of k cards of s, ascending, and the
// number of ways to take it from s's physical cards.
func each(s *shoe, k int, f func(cs []card.Card, ways int64)) {
	cs := make([]card.Card, 0, k)
	var rec func(from card.Card, w int64)
	rec = func(from card.Card, w int64) {
		if len(cs) == k {
			f(cs, w)
			return
		}
		for c := from; c <= 52; c++ {
			n, base := s[c], len(cs)
			for m := 1; m <= min(n, k-base); m++ {
				cs = append(cs, c)
				rec(c+1, w*binom(n, m))
			}
			cs = cs[:base]
		}
	}
	rec(1, 1)
}

// A class is the player's 3-card hands alike up to a permutation of the
// suits that leaves the shoe as it is: their number (ways), one of them,
// and the 7-card bet's outcomes over the dealer's four cards.
type class struct {
	cards [cardsEach]card.Card
	ways  int64
	seven []int64 // per line of sevenCard, then the losses
}

// A studied shoe: each wager's counts per line, and the classes.
type studied struct {
	s                 shoe
	three, five       []int64
	threeTot, fiveTot int64
	classes           []class
	dealerTot         int64 // the dealer's 4 cards from the rest
	players           int64 // the player's 3-card hands
}

// study counts every wager over s.
func study(s *shoe) *studied {
	st := &studied{s: *s}
	n := s.len()
	st.threeTot, st.fiveTot = choose(n, 3), choose(n, 5)
	st.dealerTot = choose(n-cardsEach, dealerCards)
	three := newOutcomes(threeCard)
	st.three = make([]int64, three.lose+1)
	five := newOutcomes(fiveCard)
	st.five = make([]int64, five.lose+1)
	each(s, 5, func(cs []card.Card, w int64) { st.five[five.of(value(cs))] += w })
	perms := symmetries(s)
	byKey := map[[cardsEach]card.Card]int{}
	each(s, cardsEach, func(cs []card.Card, w int64) {
		st.three[three.of(value(cs))] += w
		st.players += w
		k := canonical(cs, perms)
		i, ok := byKey[k]
		if !ok {
			i = len(st.classes)
			byKey[k] = i
			st.classes = append(st.classes, class{cards: [cardsEach]card.Card(cs)})
		}
		st.classes[i].ways += w
	})
	st.sevens()
	return st
}

// symmetries are the permutations of the suits that leave s as it is.
func symmetries(s *shoe) [][4]card.Suit {
	var out [][4]card.Suit
	var p [4]card.Suit
	var used [4]bool
	var rec func(i int)
	rec = func(i int) {
		if i == 4 {
			for c := card.Card(1); c <= 52; c++ {
				if s[c] != s[card.New(c.Rank(), p[c.Suit()])] {
					return
				}
			}
			out = append(out, p)
			return
		}
		for x := range card.Suit(4) {
			if !used[x] {
				used[x], p[i] = true, x
				rec(i + 1)
				used[x] = false
			}
		}
	}
	rec(0)
	return out
}

// canonical is the least sorted image of cs under perms.
func canonical(cs []card.Card, perms [][4]card.Suit) [cardsEach]card.Card {
	var best [cardsEach]card.Card
	for i, p := range perms {
		var x [cardsEach]card.Card
		for j, c := range cs {
			x[j] = card.New(c.Rank(), p[c.Suit()])
		}
		slices.Sort(x[:])
		if i == 0 || slices.Compare(x[:], best[:]) < 0 {
			best = x
		}
	}
	return best
}

// sevens counts the 7-card bet of each class over every four cards of the
// dealer, the classes shared among two workers.
func (st *studied) sevens() {
	var wg sync.WaitGroup
	const workers = 2
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := newOutcomes(sevenCard)
			sv := &sevener{o: o, full: &st.s, flush: o.index[handeval.Flush]}
			for i := w; i < len(st.classes); i += workers {
				c := &st.classes[i]
				c.seven = sv.count(c.cards[:])
			}
		}()
	}
	wg.Wait()
}

// A sevener counts the 7-card bet of a player's three cards over the
// dealer's four in two parts. Without five cards of a suit a hand's value
// depends on its ranks alone (handeval values two decks' cards as the
// multiset they are, ruling P11): every multiset of the dealer's ranks,
// with the number of ways to deal it, is valued once. The hands with five
// cards of a suit or more, few, are then dealt one by one and valued as
// they are, in place of their ranks' value.
type sevener struct {
	o     *outcomes
	full  *shoe
	memo  rankMemo      // by ranks: the outcome of 7 cards of those ranks without a flush
	suits [1 << 13]int8 // by the ranks held in a suit of five cards or more: the outcome + 1, 0 not yet known
	flush int           // the flush line
}

// A rankMemo maps keys of rank counts to outcomes: an open-addressing
// table, far faster here than a map (a 7-card multiset of ranks is one of
// at most C(19, 7) = 50,388).
type rankMemo struct {
	keys [1 << 17]uint64
	vals [1 << 17]int8
}

func (m *rankMemo) slot(key uint64) int {
	i := int(key * 0x9E3779B97F4A7C15 >> (64 - 17))
	for m.keys[i] != 0 && m.keys[i] != key {
		i = (i + 1) & (1<<17 - 1)
	}
	return i
}

// rankKey adds a card of rank r to a key of rank counts, 4 bits a rank.
func rankKey(r card.Rank) uint64 { return 1 << (4 * uint(r-2)) }

// byRanks is the outcome of 7 cards of the ranks of key, suited so that no
// suit holds five: each rank's copies go to the suits holding the fewest
// cards, each card at most as often as the shoe holds it.
func (sv *sevener) byRanks(key uint64) int {
	j := sv.memo.slot(key)
	if sv.memo.keys[j] == key {
		return int(sv.memo.vals[j])
	}
	var load [4]int
	var cs []card.Card
	for r := card.Rank(2); r <= card.Ace; r++ {
		var used [4]int
		for range int(key >> (4 * uint(r-2)) & 0xF) {
			best := -1
			for x := range 4 {
				if used[x] < sv.full[card.New(r, card.Suit(x))] && (best < 0 || load[x] < load[best]) {
					best = x
				}
			}
			used[best]++
			load[best]++
			cs = append(cs, card.New(r, card.Suit(best)))
		}
	}
	i := sv.o.of(value(cs))
	sv.memo.keys[j], sv.memo.vals[j] = key, int8(i)
	return i
}

// count is the 7-card bet's outcomes of the player's cards p.
func (sv *sevener) count(p []card.Card) []int64 {
	tally := make([]int64, sv.o.lose+1)
	rest := *sv.full
	var avail [card.Ace + 1]int
	var pkey uint64
	var suits [4]int
	for _, c := range p {
		rest[c]--
		pkey += rankKey(c.Rank())
		suits[c.Suit()]++
	}
	for c := card.Card(1); c <= 52; c++ {
		avail[c.Rank()] += rest[c]
	}
	// the dealer's ranks
	var ranks func(r card.Rank, left int, key uint64, w int64)
	ranks = func(r card.Rank, left int, key uint64, w int64) {
		if left == 0 {
			tally[sv.byRanks(key)] += w
			return
		}
		if r > card.Ace {
			return
		}
		for k := 0; k <= min(left, avail[r]); k++ {
			ranks(r+1, left-k, key+uint64(k)*rankKey(r), w*binom(avail[r], k))
		}
	}
	ranks(2, dealerCards, pkey, 1)
	// the hands with five cards of suit s or more: j of the dealer's four
	// of suit s, the others not
	for s := range card.Suit(4) {
		var ps []card.Card
		for _, c := range p {
			if c.Suit() == s {
				ps = append(ps, c)
			}
		}
		for j := max(5-len(ps), 1); j <= dealerCards; j++ {
			sv.flushes(&rest, s, ps, pkey, j, tally)
		}
	}
	return tally
}

// suited is the outcome of five to seven cards cs of one suit: a flush, or
// a straight flush or a royal flush, which the ranks held decide (a card
// held twice, from two decks, adds nothing to a straight).
func (sv *sevener) suited(cs []card.Card) int {
	var mask int
	for _, c := range cs {
		mask |= 1 << (c.Rank() - 2)
	}
	if bits.OnesCount(uint(mask)) < 5 {
		return sv.flush
	}
	if i := sv.suits[mask]; i > 0 {
		return int(i) - 1
	}
	i := sv.o.of(value(cs))
	sv.suits[mask] = int8(i + 1)
	return i
}

// flushes counts the hands of the player's cards (ranks pkey; ps those of
// suit s) with in of the dealer's cards of suit s and the others of other
// suits, dealt from rest: each has five cards of suit s or more, and its
// outcome replaces the one its ranks were counted with. The suit's cards
// make a flush, a straight flush or a royal flush, valued as they are; a
// four of a kind or a full house of the seven ranks beats a flush (67.44).
func (sv *sevener) flushes(rest *shoe, s card.Suit, ps []card.Card, pkey uint64, in int, tally []int64) {
	var off [card.Ace + 1]int // the cards of each rank not of suit s
	for c := card.Card(1); c <= 52; c++ {
		if c.Suit() != s {
			off[c.Rank()] += rest[c]
		}
	}
	suited := slices.Clone(ps)
	// others deals the dealer's cards of other suits by rank
	var others func(r card.Rank, left int, key uint64, w int64, flush int)
	others = func(r card.Rank, left int, key uint64, w int64, flush int) {
		if left == 0 {
			real, byRanks := flush, sv.byRanks(key)
			if flush == sv.flush && byRanks < flush {
				real = byRanks // a four of a kind or a full house (the lines from the highest pay down)
			}
			if real != byRanks {
				tally[real] += w
				tally[byRanks] -= w
			}
			return
		}
		if r > card.Ace {
			return
		}
		for k := 0; k <= min(left, off[r]); k++ {
			others(r+1, left-k, key+uint64(k)*rankKey(r), w*binom(off[r], k), flush)
		}
	}
	// inSuit deals the dealer's cards of suit s
	var inSuit func(rank card.Rank, left int, key uint64, w int64)
	inSuit = func(rank card.Rank, left int, key uint64, w int64) {
		if left == 0 {
			others(2, dealerCards-in, key, w, sv.suited(suited))
			return
		}
		if rank > card.Ace {
			return
		}
		c := card.New(rank, s)
		n := rest[c]
		for m := 0; m <= min(n, left); m++ {
			inSuit(rank+1, left-m, key+uint64(m)*rankKey(rank), w*binom(n, m))
			suited = append(suited, c)
		}
		suited = suited[:len(suited)-min(n, left)-1]
	}
	inSuit(2, in, pkey, 1)
}

// keepNet is what keeping class c's 7-card bet nets over the dealer's
// hands, times their number.
func (st *studied) keepNet(c *class, ls []payLine) *big.Rat {
	x := new(big.Rat)
	for i, l := range ls {
		x.Add(x, new(big.Rat).Mul(l.net, analysis.Int(c.seven[i])))
	}
	return x.Sub(x, analysis.Int(c.seven[len(ls)]))
}

// withdraw reports whether the player withdraws class c's 7-card bet:
// keeping it returns less than the half a withdrawal forfeits (67.47);
// keeping on equal returns, the default.
func (st *studied) withdraw(c *class, ls []payLine) bool {
	half := new(big.Rat).Mul(withdrawn(), analysis.Int(st.dealerTot))
	return st.keepNet(c, ls).Cmp(half) < 0
}

// withdrawn is a withdrawal's net per unit: half the bet forfeited (67.47).
func withdrawn() *big.Rat { return big.NewRat(-1, 2) }

// report writes the figures.
func (st *studied) report(r Rules) *analysis.Report {
	rep := &analysis.Report{Game: Spec.ID,
		Method: fmt.Sprintf("every 3-card hand of the player (%s, counted as %s up to the suits) with every 4 cards of the dealer from the %d others (%s, 67.46): %s deals; "+
			"the 5-card bet over every 5 cards (%s), the player's three with the dealer's first two (67.49) being five cards drawn at random",
			analysis.Thousands(st.players), analysis.Thousands(int64(len(st.classes))), st.s.len()-cardsEach, analysis.Thousands(st.dealerTot),
			analysis.Thousands(st.players*st.dealerTot), analysis.Thousands(st.fiveTot)),
	}
	rep.Wagers = append(rep.Wagers,
		lineWager("three-card", "67.48", threeCard.lines(), st.three, st.threeTot),
		lineWager("five-card", "67.49", fiveCard.lines(), st.five, st.fiveTot))
	seven, kept, strat := st.seven()
	rep.Wagers = append(rep.Wagers, seven)
	if kept != nil {
		rep.Wagers = append(rep.Wagers, *kept)
	}
	rep.Strategies = []analysis.Strategy{strat}
	return rep
}

// places is what a table takes to play wager id: id, then the 3-card and
// 5-card bets it requires (67.45).
func places(id string) []string {
	out := []string{id}
	for _, r := range []string{"three-card", "five-card"} {
		if r != id {
			out = append(out, r)
		}
	}
	return out
}

// lineWager writes a pay table's counts out of total.
func lineWager(id, section string, ls []payLine, counts []int64, total int64) analysis.Wager {
	w := analysis.Wager{ID: id, Section: section, Place: places(id), Count: []string{id}}
	for i, l := range ls {
		w.Lines = append(w.Lines, analysis.CountLine(l.name, l.net, counts[i], total))
	}
	w.Lines = append(w.Lines, analysis.CountLine("loses: less than the lowest line", analysis.Int(-1), counts[len(ls)], total))
	return w
}

// seven writes the 7-card bet under the best decision of each class (with
// the bet always kept beside it when that differs) and the strategy.
func (st *studied) seven() (analysis.Wager, *analysis.Wager, analysis.Strategy) {
	ls := sevenCard.lines()
	total := new(big.Int).Mul(big.NewInt(st.players), big.NewInt(st.dealerTot))
	best := make([]*big.Int, len(ls)+2) // the lines, the losses, the withdrawals
	always := make([]*big.Int, len(ls)+1)
	for i := range best {
		best[i] = new(big.Int)
	}
	for i := range always {
		always[i] = new(big.Int)
	}
	withdrawals := 0
	t := new(big.Int)
	for i := range st.classes {
		c := &st.classes[i]
		for j, x := range c.seven {
			t.Mul(big.NewInt(c.ways), big.NewInt(x))
			always[j].Add(always[j], t)
		}
		if st.withdraw(c, ls) {
			withdrawals++
			t.Mul(big.NewInt(c.ways), big.NewInt(st.dealerTot))
			best[len(ls)+1].Add(best[len(ls)+1], t)
			continue
		}
		for j := range c.seven {
			t.Mul(big.NewInt(c.ways), big.NewInt(c.seven[j]))
			best[j].Add(best[j], t)
		}
	}
	write := func(counts []*big.Int, title, note string) analysis.Wager {
		w := analysis.Wager{ID: "seven-card", Title: title, Section: "67.50", Note: note, Place: places("seven-card"), Count: []string{"seven-card"}}
		for i, l := range ls {
			w.Lines = append(w.Lines, analysis.NewLine(l.name, l.net, counts[i], total))
		}
		w.Lines = append(w.Lines, analysis.NewLine("loses: less than two pairs of tens", analysis.Int(-1), counts[len(ls)], total))
		if len(counts) > len(ls)+1 {
			w.Lines = append(w.Lines, analysis.NewLine("withdrawn (67.47): half forfeited", withdrawn(), counts[len(ls)+1], total))
		}
		return w
	}
	strat := st.strategy(ls)
	if withdrawals == 0 {
		w := write(best[:len(ls)+1], "",
			"optional; the player may withdraw it for half of it having seen his three cards (withdraw-seven, 67.47), "+
				"which the analysis finds never best: kept whatever the three cards, as the strategy below shows")
		return w, nil, strat
	}
	w := write(best, "kept or withdrawn as the strategy says",
		fmt.Sprintf("the player withdraws it (withdraw-seven, 67.47: half forfeited, the half given back rounding down to the cent, ruling G5) "+
			"with the %d kinds of three cards the strategy below names, keeping it otherwise", withdrawals))
	k := write(always, alwaysKept, "the same bet never withdrawn: what ignoring withdraw-seven costs")
	return w, &k, strat
}

// strategy is the decision on the 7-card bet (67.47) by the player's three
// cards: the hands whose bet returns the least kept, and the best.
func (st *studied) strategy(ls []payLine) analysis.Strategy {
	type row struct {
		c   *class
		net *big.Rat
	}
	var rows []row
	for i := range st.classes {
		c := &st.classes[i]
		rows = append(rows, row{c, new(big.Rat).Quo(st.keepNet(c, ls), analysis.Int(st.dealerTot))})
	}
	slices.SortStableFunc(rows, func(a, b row) int { return cmp.Or(a.net.Cmp(b.net), slices.Compare(a.c.cards[:], b.c.cards[:])) })
	s := analysis.Strategy{Title: "withdraw-seven or keep, by the player's three cards", Section: "67.47",
		Columns: []string{"three cards (up to the suits)", "7-card bet kept: expected net per unit", "decision"}}
	show := func(r row) {
		d := "keep"
		if r.net.Cmp(withdrawn()) < 0 {
			d = "withdraw-seven"
		}
		s.Rows = append(s.Rows, []string{card.Format(r.c.cards[:]), r.net.FloatString(4), d})
	}
	var withdraw []string
	for _, r := range rows {
		if r.net.Cmp(withdrawn()) < 0 {
			withdraw = append(withdraw, card.Format(r.c.cards[:]))
		}
	}
	for i, r := range rows {
		if i < 8 || i >= len(rows)-3 || r.net.Cmp(withdrawn()) < 0 {
			show(r)
		}
	}
	if len(withdraw) == 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("keep the 7-card bet with any three cards: the worst, %s, still returns %s kept against the %s a withdrawal returns; the table shows the eight worst hands and the three best",
			card.Format(rows[0].c.cards[:]), analysis.Percent(new(big.Rat).Add(analysis.Int(1), rows[0].net), 4), analysis.Percent(new(big.Rat).Add(analysis.Int(1), withdrawn()), 0)))
	} else {
		s.Notes = append(s.Notes, "withdraw with "+strings.Join(withdraw, ", ")+" and their suit permutations; keep with anything else")
	}
	return s
}
