package blackjack

import "slices"

// The rounds that resplit, by their moments. splitOutcomes counts a split's
// two hands pair by pair; a round that resplits holds three hands or more,
// and every way they may end together is too many to count. What the
// variance and the element of risk need is less: the net's square is the
// sum of each hand's square and of each two hands' product, and the stake
// the sum of each hand's. So the rounds that resplit are counted by
// those, one hand and two hands at a time, with Eric Farmer's argument of
// splitValue: the post-split strategy reads only a hand's own cards, so
// what the other hands did reaches one hand, or two, only through what
// the resplitting rule revealed of them, how many pair cards (a) and
// other cards (b) came as second cards. A value with b other cards out,
// their values unknown, follows from the values with pair cards only out,
// one unknown card at a time being a pair card with chance v:
//
//	F(a, b−1) = v·F(a+1, b−1) + (1−v)·F(a, b)
//
// where v is the pair cards left over the cards whose kind is unknown (a
// hand's own second card, an other card, is known). The values with a
// pair cards out are counted from the ends splitEnds lists: each hand's
// against the dealer's odds for its cards, each two hands' against the
// odds for the cards both hold. The round's hands, and which of them have
// an other card as second card, come from patterns, as in splitValue.
//
// That makes the rounds that resplit exact in chance, expected net,
// expected square and stake: the standard deviation and the element of
// risk. Their lines stay one per up card (their spread given), so a
// round that resplits counts in the hit frequency by its up card's mean,
// and the hit frequency's exact bounds (analysis.Figures.HitLow, HitHigh)
// count those lines as winning none or all of their rounds.

// resplitRounds are the rounds of one split that resplit, with their
// chance: their net's expected value and square and their stake, in
// units, each summed with the rounds' chances.
type resplitRounds struct {
	prob, net, sq, stake float64
}

// What is known of the split hands' second cards: splitMoments' values
// are indexed by how many of the hands have another card (not a pair
// card) as second card, the rest any card.
const (
	secondAny   = 0
	secondOther = 1
)

// splitMoments are one shoe's values (a pair cards out): one hand's net
// in half units, its square and its stake, and two hands' product of nets
// (quarter units), each with the dealer holding no Blackjack and given
// the hands' second cards as indexed.
type splitMoments struct {
	net, sq, stake [2]float64 // [secondAny] any card, [secondOther] another card
	pair           [3]float64 // [k]: k of the two hands another card
}

// resplitMoments counts the rounds of a split of pair p against up that
// resplit, at a table where the pair may make 3 hands or more: others
// are its hands' ends with another card as second card (splitOutcomes's)
// and odds the dealer's odds from the shoe less the up card and the pair.
func (res *result) resplitMoments(up, p int, others []splitEnd, odds *oddsCache) resplitRounds {
	hands := res.c.splitHands(p)
	sh := res.newSplitShoes(up, p, hands, 1, true, others, odds)
	netO := sh.value(func(m *splitMoments) float64 { return m.net[secondOther] }, 1)
	netA := sh.value(func(m *splitMoments) float64 { return m.net[secondAny] }, 0)
	sqO := sh.value(func(m *splitMoments) float64 { return m.sq[secondOther] }, 1)
	sqA := sh.value(func(m *splitMoments) float64 { return m.sq[secondAny] }, 0)
	stakeO := sh.value(func(m *splitMoments) float64 { return m.stake[secondOther] }, 1)
	stakeA := sh.value(func(m *splitMoments) float64 { return m.stake[secondAny] }, 0)
	var pairs [3]func(a, b int) float64
	for k := range pairs {
		pairs[k] = sh.value(func(m *splitMoments) float64 { return m.pair[k] }, k)
	}

	// add counts the rounds of h hands, k of them with another card as
	// second card (the rest any card), dealt with chance w: a = h−2 pair
	// cards came as second cards, and the other cards but a hand's own
	// (or two hands' own) are the b.
	var r resplitRounds
	add := func(w float64, h, k int) {
		if w == 0 {
			return
		}
		a, rest := h-2, h-k
		var net, sq, stake, prod float64
		if k > 0 {
			fk := float64(k)
			net += fk * netO(a, k-1)
			sq += fk * sqO(a, k-1)
			stake += fk * stakeO(a, k-1)
		}
		if rest > 0 {
			fr := float64(rest)
			net += fr * netA(a, k)
			sq += fr * sqA(a, k)
			stake += fr * stakeA(a, k)
		}
		if k > 1 {
			prod += float64(k*(k-1)) * pairs[2](a, k-2)
		}
		if k > 0 && rest > 0 {
			prod += float64(2*k*rest) * pairs[1](a, k-1)
		}
		if rest > 1 {
			prod += float64(rest*(rest-1)) * pairs[0](a, k)
		}
		r.prob += w
		r.net += w * net / 2
		r.sq += w * (sq + prod) / 4
		r.stake += w * stake
	}
	early, full := patterns(hands, sh.n0, sh.np0)
	for h := 3; h < hands; h++ { // early[2]: no resplit, counted hand by hand
		add(early[h], h, h)
	}
	for k, w := range full {
		add(w, hands, k)
	}

	// A dealer Blackjack takes the initial wager only (20): net −1, stake
	// 1, with the chance the split resplits given the hole card.
	if hole := 11 - up; (up == 1 || up == 10) && sh.s0[hole] > 0 {
		pbj := float64(sh.s0[hole]) / float64(sh.n0)
		s2 := sh.s0
		s2[hole]--
		e2, _ := patterns(hands, sh.n0-1, s2[p])
		q := pbj * (1 - e2[2])
		r.net -= q
		r.sq += q
		r.stake += q
	}
	return r
}

// splitStake is what a split of pair p against up puts at risk: each
// hand's wager, doubled or not, but only the initial wager against a
// dealer Blackjack (20). It is counted one hand at a time as
// resplitMoments counts it, for Analyze, whose lines count a split by its
// expected net, where doubles after a split (26.1(3)) leave the number of
// hands short of it.
func (res *result) splitStake(up, p int) float64 {
	hands := res.c.splitHands(p)
	others := res.splitEnds(res.c.firsts[up][p], p, otherSecond)
	sh := res.newSplitShoes(up, p, hands, 0, false, others, res.newOddsCache(up, splitShoe(res.c.r.Shoe, up, p)))
	stakeO := sh.value(func(m *splitMoments) float64 { return m.stake[secondOther] }, 1)
	stakeA := sh.value(func(m *splitMoments) float64 { return m.stake[secondAny] }, 0)
	stake := byPattern(hands, sh.n0, sh.np0, stakeO, stakeA)
	if hole := 11 - up; (up == 1 || up == 10) && sh.s0[hole] > 0 {
		stake += float64(sh.s0[hole]) / float64(sh.n0)
	}
	return stake
}

// splitShoe is the shoe a split's second cards come from: less the up
// card and the pair.
func splitShoe(s [11]int, up, p int) [11]int {
	s[up]--
	s[p] -= 2
	return s
}

// splitShoes are a split's values from each shoe the second cards may
// leave (a pair cards out), and what F(a, b) needs of the shoe.
type splitShoes struct {
	ms      []splitMoments
	s0      [11]int // less the up card and the pair
	n0, np0 int     // its cards, and its pair cards
	amax    int
}

// newSplitShoes counts the values of a split of pair p against up, to at
// most hands hands, with a = amin … the most pair cards out, two hands at
// a time where pairs says so: others are the hands' ends with another
// card as second card (splitEnds), odds the dealer's odds from the split's
// shoe.
func (res *result) newSplitShoes(up, p, hands, amin int, pairs bool, others []splitEnd, odds *oddsCache) *splitShoes {
	ends := slices.Concat(others, res.splitEnds(res.c.firsts[up][p], p, pairSecond))
	sh := &splitShoes{s0: splitShoe(res.c.r.Shoe, up, p)}
	sh.n0, sh.np0 = count11(&sh.s0), sh.s0[p]
	sh.amax = min(2*(hands-2), sh.np0)
	sh.ms = splitMomentsOf(p, amin, sh.amax, pairs, ends, len(others), sh.s0, odds)
	return sh
}

// value is F(a, b) for the value base gives with a pair cards out, own
// of its hands known to have another card as second card.
func (sh *splitShoes) value(base func(m *splitMoments) float64, own int) func(a, b int) float64 {
	var f func(a, b int) float64
	f = func(a, b int) float64 {
		if a > sh.amax {
			return 0 // no such shoe: reached only with v = 0
		}
		if b == 0 {
			return base(&sh.ms[a])
		}
		v := float64(sh.np0-a) / float64(sh.n0-a-(b-1)-own)
		if v >= 1 {
			return 0
		}
		return (f(a, b-1) - v*f(a+1, b-1)) / (1 - v)
	}
	return f
}

// splitMomentsOf counts splitMoments from shoe s0 less a pair cards, for
// each a from amin to amax (a round that resplits has one out at least),
// two hands at a time only where pairs says so: ends[:others] have
// another card as second card, ends[others:] a pair card. odds are the
// dealer's odds from s0: a pair cards out and cards d drawn leave what the
// cards d and a pair cards drawn from s0 leave.
func splitMomentsOf(p, amin, amax int, pairs bool, ends []splitEnd, others int, s0 [11]int, odds *oddsCache) []splitMoments {
	// Each shoe's falling products of each value's cards, and of all
	// cards: one order of k cards d comes with chance chance(a, d, k).
	fall := make([][11][]float64, amax+1)
	invFall := make([][]float64, amax+1)
	for a := amin; a <= amax; a++ {
		s := s0
		s[p] -= a
		fall[a], invFall[a] = fallings(&s)
	}
	chance := func(a int, d *comp, k int) float64 {
		q := invFall[a][k]
		for v := 1; v <= 10; v++ {
			q *= fall[a][v][d[v]]
		}
		return q
	}
	// held is how many pair cards may be out beside the cards d: the
	// shoes with a pair cards out that hold d are a = 1 … held.
	held := func(d *comp) int {
		for v := 1; v <= 10; v++ {
			if v != p && int(d[v]) > s0[v] {
				return 0
			}
		}
		return min(amax, s0[p]-int(d[p]))
	}

	// Each hand's cards drawn (its pair card is in no shoe), their number,
	// and its expected result in half units against each of the dealer's
	// outcomes but a Blackjack, with its 18.1 bonus, and its square.
	drawn := make([]comp, len(ends))
	k := make([]int, len(ends))
	x := make([][dBust + 1]float64, len(ends))
	x2 := make([][dBust + 1]float64, len(ends))
	for i := range ends {
		e := &ends[i]
		drawn[i] = e.cards
		drawn[i][p]--
		for v := 1; v <= 10; v++ {
			k[i] += int(drawn[i][v])
		}
		for o := d17; o <= dBust; o++ {
			h, b := float64(handHalf(e, o)), float64(e.bonus)
			x[i][o] = (1-e.pBonus)*h + e.pBonus*b
			x2[i][o] = (1-e.pBonus)*h*h + e.pBonus*b*b
		}
	}
	kind := func(i int) int { // secondOther, or 0 (a pair card)
		if i < others {
			return secondOther
		}
		return 0
	}

	// The sums over the hands, and over the two hands, by shoe and by
	// how many have another card as second card.
	type sums struct {
		prob, net, sq, stake [2]float64
		pprob, prod          [3]float64
	}
	sum := make([]sums, amax+1)
	type pairing struct {
		j, a int
		odds int32
		q    float64
	}
	var row []pairing
	for i := range ends {
		// The hand alone.
		row = row[:0]
		for a := amin; a <= held(&drawn[i]); a++ {
			d := drawn[i]
			d[p] += uint8(a)
			row = append(row, pairing{i, a, odds.at(&d), ends[i].orders * chance(a, &drawn[i], k[i])})
		}
		odds.flush()
		t := kind(i)
		for _, pr := range row {
			d, u := &odds.odds[pr.odds], &sum[pr.a]
			u.prob[t] += pr.q
			u.stake[t] += pr.q * (1 - d[dBJ]) * float64(ends[i].m)
			for o := d17; o <= dBust; o++ {
				u.net[t] += pr.q * d[o] * x[i][o]
				u.sq[t] += pr.q * d[o] * x2[i][o]
			}
		}

		// The hand with each later one (and itself).
		if !pairs {
			continue
		}
		row = row[:0]
		for j := i; j < len(ends); j++ {
			var d comp
			for v := 1; v <= 10; v++ {
				d[v] = drawn[i][v] + drawn[j][v]
			}
			q := ends[i].orders * ends[j].orders
			if i != j {
				q *= 2
			}
			for a := amin; a <= held(&d); a++ {
				da := d
				da[p] += uint8(a)
				row = append(row, pairing{j, a, odds.at(&da), q * chance(a, &d, k[i]+k[j])})
			}
		}
		odds.flush()
		for _, pr := range row {
			t := kind(i) + kind(pr.j)
			d, u := &odds.odds[pr.odds], &sum[pr.a]
			u.pprob[t] += pr.q
			xi, xj := &x[i], &x[pr.j]
			for o := d17; o <= dBust; o++ {
				u.prod[t] += pr.q * d[o] * xi[o] * xj[o]
			}
		}
	}

	quo := func(a, b float64) float64 {
		if b == 0 {
			return 0
		}
		return a / b
	}
	ms := make([]splitMoments, amax+1)
	for a := amin; a <= amax; a++ {
		u, m := &sum[a], &ms[a]
		m.net[secondOther] = quo(u.net[1], u.prob[1])
		m.sq[secondOther] = quo(u.sq[1], u.prob[1])
		m.stake[secondOther] = quo(u.stake[1], u.prob[1])
		m.net[secondAny] = quo(u.net[0]+u.net[1], u.prob[0]+u.prob[1])
		m.sq[secondAny] = quo(u.sq[0]+u.sq[1], u.prob[0]+u.prob[1])
		m.stake[secondAny] = quo(u.stake[0]+u.stake[1], u.prob[0]+u.prob[1])
		// The mixed pairs were counted in both orders: half of them have
		// the first hand's second card another card.
		m.pair[2] = quo(u.prod[2], u.pprob[2])
		m.pair[1] = quo(u.prod[2]+u.prod[1]/2, u.pprob[2]+u.pprob[1]/2)
		m.pair[0] = quo(u.prod[2]+u.prod[1]+u.prod[0], u.pprob[2]+u.pprob[1]+u.pprob[0])
	}
	return ms
}
