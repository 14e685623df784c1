package superpan9

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"croupier/analysis"
	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Analyze is Super Pan 9's exact analysis: every player's hand of three
// cards and fourth card against every bank hand of three and fourth card
// from a full shoe (54, 59, 60), each settled by the engine's settleMain
// and settleBank.
//
// The main wager is analysed against the dealer, who hits by section 60
// (the engine's dealerHits), and against a banking seat (62, 53), which
// chooses as a player does. The player hits or stands, seeing only his
// own cards (59), as nets him more; a banking seat, playing last, also
// sees whether the player took a fourth card. Against the dealer the
// player's choice is his best against section 60; against a banking seat
// each side's choice is its best against the other's (found by answering
// each in turn, from the player's choice against the dealer, until
// neither changes). Both are reported whatever bank-seat says: that
// option names only the first round's bank, and a seat may bank any later
// round (next-round's "bank").
func Analyze(t game.Table) (*analysis.Report, error) {
	r := RulesOf(t)
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := r.shoe()
	d := s.Left()
	st := newStudy(composition(&d))
	dealer := st.dealer()
	player := st.best(dealer)
	pSeat, bSeat, err := st.equilibrium(player)
	if err != nil {
		return nil, err
	}
	mainSeat := st.main(pSeat, bSeat, "against a banking seat")
	mainSeat.BankedBySeat = true
	mainSeat.CoveredAlone = true // facing several, the seat plays on how many hit (Decide)
	bank := st.bank(pSeat, bSeat)
	bank.Covers = &mainSeat
	commission := new(big.Rat).Add(mainSeat.Figures().Edge, bank.Figures().Edge)
	bank.Note += "; the house collects " + analysis.Percent(commission, 4) + " of the wager in commissions from the two sides"
	rep := &analysis.Report{
		Game: Spec.ID,
		Method: fmt.Sprintf("every player's hand of three cards and fourth card, against every bank hand of three and fourth card, "+
			"from a full shoe of %d cards (54: 8 decks without the 7s to 10s), by card value, each sequence weighted by the shoe's "+
			"composition, a card not drawn counting every card that could have come; the other seats' cards, dealt face down, are "+
			"unseen cards of the same shoe and change nothing on average (59–61)", d.Len()),
		Wagers:     []analysis.Wager{st.main(player, dealer, "against the dealer"), mainSeat, bank},
		Strategies: []analysis.Strategy{st.playerStrategy(player, dealer, "against the dealer")},
	}
	if !same(pSeat, player) {
		rep.Strategies = append(rep.Strategies, st.playerStrategy(pSeat, bSeat, "against a banking seat"))
	} else {
		rep.Strategies[0].Notes = append(rep.Strategies[0].Notes, "the player plays a banking seat the same way")
	}
	rep.Strategies = append(rep.Strategies, st.bankStrategy(bSeat, st.facingOf(pSeat), r.Seats-1))
	return rep, nil
}

// values is how many card values a Super Pan 9 shoe holds: 0 (the
// pictures) to 6 (54).
const values = 7

// composition counts d's cards by value (54).
func composition(d *card.Deck) [values]int {
	var n [values]int
	for c := card.Card(1); c <= 52; c++ {
		if k := d.Count(c); k > 0 {
			n[value(c)] += k
		}
	}
	return n
}

// A pack is what is left of the shoe, by card value.
type pack struct {
	n    [values]int
	left int
}

// take draws a card of value v, returning how many there were to draw.
func (k *pack) take(v int) uint64 {
	w := k.n[v]
	k.n[v]--
	k.left--
	return uint64(max(w, 0))
}

// put returns the card take drew.
func (k *pack) put(v int) { k.n[v]++; k.left++ }

// A three is a hand's first three cards by value, the lowest first: the
// unit of a decision, since the cards' order does not change the odds.
type three [3]int

func (h three) points() int { return (h[0] + h[1] + h[2]) % 10 }

// String writes the three values, the highest first: "6-3-0".
func (h three) String() string { return fmt.Sprintf("%d-%d-%d", h[2], h[1], h[0]) }

// sorted is the three of cards a, b and c.
func sorted(a, b, c int) three {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b, c = c, b
	}
	if a > b {
		a, b = b, a
	}
	return three{a, b, c}
}

// An end is how a main wager ends: the player's hand higher, equal or
// lower than the bank's.
type end int

const (
	higher end = iota
	equal
	lower
)

var endNames = [3]string{"player's hand higher", "equal hands: push", "bank's hand higher"}

// unit is the wager the analysis settles through the engine: $10, on which
// the commissions of 58 and ruling PG3 are exactly 5%.
const unit money.Amount = 1000

// A study is every round between a player's hand and the bank's, from one
// shoe: for each three of the player's and three of the bank's, how many
// ordered sequences deal them (the player's first), and for each choice
// of the two — stand or hit — how many sequences of the two fourth cards
// end each way.
type study struct {
	threes []three
	ways   [][]uint64          // [player][bank]
	ends   [][][2][2][3]uint64 // [player][bank][player hits][bank hits][end]
	six    uint64              // every sequence of the first six cards
	total  *big.Int            // every sequence of the eight cards
	nets   [2][3]money.Amount  // a unit's net on each end: the player's main, the banking seat's cover
}

// newStudy deals every round from a shoe of n[v] cards of value v.
func newStudy(n [values]int) *study {
	k := pack{n: n}
	for _, c := range n {
		k.left += c
	}
	s := &study{}
	index := map[three]int{}
	for a := range values {
		for b := a; b < values; b++ {
			for c := b; c < values; c++ {
				index[three{a, b, c}] = len(s.threes)
				s.threes = append(s.threes, three{a, b, c})
			}
		}
	}
	s.ways = make([][]uint64, len(s.threes))
	s.ends = make([][][2][2][3]uint64, len(s.threes))
	for i := range s.threes {
		s.ways[i] = make([]uint64, len(s.threes))
		s.ends[i] = make([][2][2][3]uint64, len(s.threes))
	}
	s.six = 1
	for i := range 6 {
		s.six *= uint64(k.left - i)
	}
	s.total = new(big.Int).Mul(new(big.Int).SetUint64(s.six), big.NewInt(int64(k.left-6)*int64(k.left-7)))
	var cards [6]int
	var deal func(i int, w uint64)
	deal = func(i int, w uint64) {
		if i == 6 {
			p, b := index[sorted(cards[0], cards[1], cards[2])], index[sorted(cards[3], cards[4], cards[5])]
			if s.ways[p][b] == 0 {
				s.fourth(&k, p, b)
			}
			s.ways[p][b] += w
			return
		}
		for v := range values {
			if wv := k.take(v); wv > 0 {
				cards[i] = v
				deal(i+1, w*wv)
			}
			k.put(v)
		}
	}
	deal(0, 1)
	main := game.Wager{Seat: 1, ID: "main", Amount: unit}
	for e, pb := range [3][2]int{{1, 0}, {0, 0}, {0, 1}} {
		m := settleMain(main, pb[0], pb[1])
		b := game.BankCover(2, unit, m.Net)
		s.nets[0][e], s.nets[1][e] = m.Net-m.Commission, b.Net-b.Commission
	}
	return s
}

// fourth counts, for the player's three p and the bank's b, the ends of
// each choice over every sequence of the two fourth cards (the player's
// first, 59, 60) from what is left, k; a card not taken counts every card
// that could have come.
func (s *study) fourth(k *pack, p, b int) {
	pp, bp := s.threes[p].points(), s.threes[b].points()
	for x := range values {
		wx := k.take(x)
		for y := range values {
			w := wx * k.take(y)
			for ph := range 2 {
				for bh := range 2 {
					pt, bt := pp, bp
					if ph == 1 {
						pt = (pt + x) % 10
					}
					if bh == 1 {
						bt = (bt + y) % 10
					}
					e := equal
					switch {
					case pt > bt:
						e = higher
					case pt < bt:
						e = lower
					}
					s.ends[p][b][ph][bh][e] += w
				}
			}
			k.put(y)
		}
		k.put(x)
	}
}

// A play is the player's choice for each three: true to hit.
type play []bool

// A banking is the bank's choice for each three, having seen the player
// stand ([0]) or hit ([1]).
type banking [][2]bool

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// dealer is section 60's rule, the engine's dealerHits, whatever the
// player did.
func (s *study) dealer() banking {
	out := make(banking, len(s.threes))
	for i, h := range s.threes {
		hits := dealerHits(h.points())
		out[i] = [2]bool{hits, hits}
	}
	return out
}

// evs is the player's expected net standing and hitting with three p
// against bank, in cents × the sequences of the eight cards over which p
// is dealt.
func (s *study) evs(p int, bank banking) (stand, hit *big.Int) {
	var out [2]*big.Int
	for ph := range 2 {
		out[ph] = new(big.Int)
		for b := range s.threes {
			e := s.ends[p][b][ph][b2i(bank[b][ph])]
			out[ph].Add(out[ph], new(big.Int).Mul(new(big.Int).SetUint64(s.ways[p][b]), netOf(e, s.nets[0])))
		}
	}
	return out[0], out[1]
}

// netOf is the total net of ends e at nets.
func netOf(e [3]uint64, nets [3]money.Amount) *big.Int {
	out := new(big.Int)
	for i, k := range e {
		out.Add(out, new(big.Int).Mul(new(big.Int).SetUint64(k), big.NewInt(int64(nets[i]))))
	}
	return out
}

// best is the player's best answer to bank: for each three, hit when
// hitting nets more.
func (s *study) best(bank banking) play {
	out := make(play, len(s.threes))
	for p := range s.threes {
		stand, hit := s.evs(p, bank)
		out[p] = hit.Cmp(stand) > 0
	}
	return out
}

// answer is a banking seat's best answer to the player's play: for each of
// its threes and what it saw the player do, hit when hitting nets the
// bank more.
func (s *study) answer(player play) banking {
	out := make(banking, len(s.threes))
	for b := range s.threes {
		for ph := range 2 {
			var ev [2]*big.Int
			for bh := range 2 {
				ev[bh] = new(big.Int)
				for p := range s.threes {
					if b2i(player[p]) == ph {
						e := s.ends[p][b][ph][bh]
						ev[bh].Add(ev[bh], new(big.Int).Mul(new(big.Int).SetUint64(s.ways[p][b]), netOf(e, s.nets[1])))
					}
				}
			}
			out[b][ph] = ev[1].Cmp(ev[0]) > 0
		}
	}
	return out
}

// A facing is what hitting rather than standing nets a banking seat, for
// each of its threes, against one player who stood ([0]) or hit ([1]):
// the expected difference over the rounds of that choice, in cents.
type facing [][2]*big.Rat

// facingOf is the seat's facing of a player who plays player.
func (s *study) facingOf(player play) facing {
	out := make(facing, len(s.threes))
	for b := range s.threes {
		for ph := range 2 {
			diff, ways := new(big.Int), new(big.Int)
			for p := range s.threes {
				if b2i(player[p]) != ph {
					continue
				}
				w := new(big.Int).SetUint64(s.ways[p][b])
				d := new(big.Int).Sub(netOf(s.ends[p][b][ph][1], s.nets[1]), netOf(s.ends[p][b][ph][0], s.nets[1]))
				diff.Add(diff, d.Mul(d, w))
				ways.Add(ways, w)
			}
			out[b][ph] = new(big.Rat)
			if ways.Sign() > 0 {
				out[b][ph].SetFrac(diff, ways)
			}
		}
	}
	return out
}

// hits is the seat's best choice with three b facing k players of whom h
// hit (62, 53): hit when it nets more before the commission, the sum of
// what it nets against each, (k − h)·f[b][0] + h·f[b][1]. Against one
// player that is answer's choice. The commission, 5% of the net win over
// all of them (PG3), is left out, as are the few cards the other players'
// choices say something of.
func (f facing) hits(b, k, h int) bool {
	x := new(big.Rat).Mul(f[b][0], big.NewRat(int64(k-h), 1))
	x.Add(x, new(big.Rat).Mul(f[b][1], big.NewRat(int64(h), 1)))
	return x.Sign() > 0
}

// errNoEquilibrium reports best answers that never settle.
var errNoEquilibrium = errors.New("super-pan-9: the player's and the banking seat's best answers do not settle")

// equilibrium answers the player's play and the banking seat's in turn,
// from player, until neither changes: each is then the other's best answer.
func (s *study) equilibrium(player play) (play, banking, error) {
	for range 32 {
		bank := s.answer(player)
		next := s.best(bank)
		if same(next, player) {
			return player, bank, nil
		}
		player = next
	}
	return nil, nil, errNoEquilibrium
}

func same(a, b play) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// count counts the ends of every round of player against bank, over
// s.total.
func (s *study) count(player play, bank banking) [3]*big.Int {
	var out [3]*big.Int
	for e := range out {
		out[e] = new(big.Int)
	}
	for p := range s.threes {
		ph := b2i(player[p])
		for b := range s.threes {
			e := s.ends[p][b][ph][b2i(bank[b][ph])]
			for i := range out {
				out[i].Add(out[i], new(big.Int).Mul(new(big.Int).SetUint64(s.ways[p][b]), new(big.Int).SetUint64(e[i])))
			}
		}
	}
	return out
}

// main is the main wager's lines, the player playing player against bank.
func (s *study) main(player play, bank banking, title string) analysis.Wager {
	w := analysis.Wager{ID: "main", Title: title, Section: "57, 58, 60",
		Note: "the player hits or stands as the strategy below says; the commission is 5% of the wager (58), as on a wager in multiples of $10"}
	for e, k := range s.count(player, bank) {
		w.Lines = append(w.Lines, analysis.NewLine(endNames[e], big.NewRat(int64(s.nets[0][e]), int64(unit)), k, s.total))
	}
	return w
}

// bank is a banking seat's cover of one main wager (62, 53, ruling PG3).
func (s *study) bank(player play, bank banking) analysis.Wager {
	w := analysis.Wager{ID: "bank", Title: "a banking seat covering one main wager", Section: "62, 53",
		Note: "per unit covered, one main wager on the table; the seat and the player play the strategies below; the seat pays 5% of a net win; " +
			analysis.SeveralCovered + "; and facing several players the seat plays on how many of them hit"}
	for e, k := range s.count(player, bank) {
		w.Lines = append(w.Lines, analysis.NewLine(endNames[e], big.NewRat(int64(s.nets[1][e]), int64(unit)), k, s.total))
	}
	return w
}

// playerStrategy is the player's play against bank, by points on three
// cards.
func (s *study) playerStrategy(player play, bank banking, against string) analysis.Strategy {
	st := analysis.Strategy{Title: "the player's hit or stand " + against, Section: "60",
		Columns: []string{"points on three cards", "probability", "expected net standing", "expected net hitting", "decision"}}
	per := new(big.Int).Mul(s.total, big.NewInt(int64(unit)))
	for pt := range 10 {
		ways, stand, hit := new(big.Int), new(big.Int), new(big.Int)
		var hits []bool
		var threes []three
		for p, h := range s.threes {
			if h.points() != pt {
				continue
			}
			for b := range s.threes {
				ways.Add(ways, new(big.Int).SetUint64(s.ways[p][b]))
			}
			st, ht := s.evs(p, bank)
			stand.Add(stand, st)
			hit.Add(hit, ht)
			threes, hits = append(threes, h), append(hits, player[p])
		}
		if ways.Sign() == 0 {
			continue
		}
		prob := new(big.Rat).SetFrac(ways, new(big.Int).SetUint64(s.six))
		evOf := func(x *big.Int) string {
			return new(big.Rat).Quo(new(big.Rat).SetFrac(x, per), prob).FloatString(6)
		}
		st.Rows = append(st.Rows, []string{fmt.Sprint(pt), prob.FloatString(6), evOf(stand), evOf(hit), decision(threes, hits)})
	}
	st.Notes = []string{"the expected nets are per unit wagered, averaged over the hands of those points; " +
		"each three cards (by value, a picture 0) take the choice that nets more for them"}
	return st
}

// bankStrategy is a banking seat's play, by points on three cards and
// what it saw the player do, and facing 2 to most players where the
// table seats them.
func (s *study) bankStrategy(bank banking, f facing, most int) analysis.Strategy {
	st := analysis.Strategy{Title: "a banking seat's hit or stand", Section: "62, 53, 60",
		Columns: []string{"points on three cards", "the player stood", "the player hit"}}
	if most >= 2 {
		st.Columns = append(st.Columns, "facing several players")
	}
	for pt := range 10 {
		var threes []three
		var bs []int
		var hits [2][]bool
		for b, h := range s.threes {
			if h.points() == pt {
				threes, bs = append(threes, h), append(bs, b)
				hits[0], hits[1] = append(hits[0], bank[b][0]), append(hits[1], bank[b][1])
			}
		}
		if len(threes) == 0 {
			continue
		}
		row := []string{fmt.Sprint(pt), decision(threes, hits[0]), decision(threes, hits[1])}
		if most >= 2 {
			row = append(row, f.several(bs, most))
		}
		st.Rows = append(st.Rows, row)
	}
	st.Notes = []string{"the seat plays last and sees whether the player took a fourth card, not its value (59: dealt face down); " +
		"each three cards of the seat's take the choice that nets it more against the player's strategy"}
	if most >= 2 {
		st.Notes = append(st.Notes, fmt.Sprintf("facing 2 to %d players, the seat sees how many of them took a fourth card and takes the choice "+
			"that nets it more against all of them before the commission: what hitting gains against a player who stood, times how many "+
			"stood, plus what it gains against one who hit, times how many hit", most))
	}
	return st
}

// several is the choice of the seat's threes bs facing 2 to most players,
// for every number of them who hit: "hit", "stand", "hit while fewer than
// half of them hit" or its converse where each three takes it, else the
// choice by three cards and players is too many to say here.
func (f facing) several(bs []int, most int) string {
	rules := []struct {
		name string
		hit  func(k, h int) bool
	}{
		{"hit", func(k, h int) bool { return true }},
		{"stand", func(k, h int) bool { return false }},
		{"hit while fewer than half of them hit", func(k, h int) bool { return 2*h < k }},
		{"hit while more than half of them hit", func(k, h int) bool { return 2*h > k }},
	}
	for _, r := range rules {
		all := true
		for _, b := range bs {
			for k := 2; k <= most; k++ {
				for h := 0; h <= k; h++ {
					all = all && f.hits(b, k, h) == r.hit(k, h)
				}
			}
		}
		if all {
			return r.name
		}
	}
	return "by the three cards and how many hit (Decide)"
}

// decision writes the choice for threes, hits[i] the choice of threes[i]:
// "hit", "stand", or the more common one with its exceptions.
func decision(threes []three, hits []bool) string {
	var hit, stand []string
	for i, h := range threes {
		if hits[i] {
			hit = append(hit, h.String())
		} else {
			stand = append(stand, h.String())
		}
	}
	switch {
	case len(stand) == 0:
		return "hit"
	case len(hit) == 0:
		return "stand"
	case len(hit) <= len(stand):
		return "stand, but hit " + strings.Join(hit, ", ")
	}
	return "hit, but stand on " + strings.Join(stand, ", ")
}
