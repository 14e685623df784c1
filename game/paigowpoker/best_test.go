package paigowpoker

import (
	"slices"
	"testing"

	"croupier/card"
	"croupier/handeval"
)

// bruteBest deals every player hand against every bank hand of d's other
// cards: the bank's set the house way, the player's every correct way
// (50), each setting's wins and losses counted by 46 and 44 (both hands
// higher win, neither higher or copies lose), and the setting that nets
// the most at 0.95 a win (47) kept: the count countBest must equal,
// without its classes, table, pruned settings or inclusion–exclusion.
func bruteBest(t *testing.T, d countDeck) (bestCount, map[uint64]map[settingValue]int64) {
	t.Helper()
	type setting settingValue
	type dealt struct {
		mask     uint64
		rule     int
		hw       setting
		settings []setting
	}
	var hands []dealt
	eachHand(d, func(mask uint64, seven [7]card.Card) {
		s, rule := HouseWay(seven)
		h := dealt{mask: mask, rule: rule, hw: setting{handeval.PaiGow(s.High[:]), handeval.PaiGowLow(s.Low[:])}}
		for i := range 7 {
			for j := i + 1; j < 7; j++ {
				var high []card.Card
				for x, c := range seven {
					if x != i && x != j {
						high = append(high, c)
					}
				}
				low := []card.Card{seven[i], seven[j]}
				if !Foul(high, low) {
					h.settings = append(h.settings, setting{handeval.PaiGow(high), handeval.PaiGowLow(low)})
				}
			}
		}
		hands = append(hands, h)
	})
	var c bestCount
	nets := map[uint64]map[settingValue]int64{} // each hand's settings, by their net in twentieths
	win := make([]int64, 21)
	lose := make([]int64, 21)
	for _, p := range hands {
		clear(win)
		clear(lose)
		var hwWin, hwLose int64
		for _, b := range hands {
			if p.mask&b.mask != 0 {
				continue
			}
			c.Pairs++
			for k, s := range append(p.settings, p.hw) {
				w := s.high > b.hw.high && s.low > b.hw.low
				l := b.hw.high >= s.high && b.hw.low >= s.low
				if k == len(p.settings) {
					hwWin, hwLose = hwWin+b2i(w), hwLose+b2i(l)
					continue
				}
				win[k], lose[k] = win[k]+b2i(w), lose[k]+b2i(l)
			}
		}
		nets[p.mask] = map[settingValue]int64{}
		top := 0
		for k, s := range p.settings {
			nets[p.mask][settingValue(s)] = 19*win[k] - 20*lose[k]
			if 19*win[k]-20*lose[k] > 19*win[top]-20*lose[top] {
				top = k
			}
		}
		r := &c.ByRule[p.rule]
		r.Hands++
		r.Win += win[top]
		r.Lose += lose[top]
		r.HWWin += hwWin
		r.HWLose += hwLose
		if 19*win[top]-20*lose[top] > 19*hwWin-20*hwLose {
			r.Departs++
		}
	}
	return c, nets
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// TestCountBestAgainstEveryPair checks the count of the best setting
// against dealing every pair of the small decks of
// TestCountMainAgainstEveryPair, and the house way found along the way
// against countMain, rule by rule of the house way. The best setting
// returns at least the house way's.
func TestCountBestAgainstEveryPair(t *testing.T) {
	decks := [][]card.Rank{
		{card.Ace, card.King, card.Queen, card.Jack},
		{5, 4, 3, 2},
		{card.Ace, 5, 3, 2},
		{9, 7, 6, card.Ten},
	}
	if raceEnabled {
		decks = decks[:1]
	}
	for _, rs := range decks {
		d := countDeck{ranks: rs}
		got, table := countBest(d)
		want, nets := bruteBest(t, d)
		if got != want {
			t.Errorf("ranks %v: counted %+v, every pair dealt %+v", rs, got, want)
		}
		checkTable(t, d, table, nets)
		if back, err := decodeBestTable(table.encode()); err != nil || !slices.Equal(back, table) {
			t.Errorf("ranks %v: the table of %d hands encoded and read back: %d hands, %v", rs, len(table), len(back), err)
		}
		best, hw := want.best(), want.houseWay()
		if main := countMain(d); main != hw {
			t.Errorf("ranks %v: countMain %+v, every pair dealt %+v", rs, main, hw)
		}
		if 19*best.Win-20*best.Lose < 19*hw.Win-20*hw.Lose {
			t.Errorf("ranks %v: the best setting %+v returns less than the house way %+v", rs, best, hw)
		}
		t.Logf("ranks %v: best %+v, house way %+v, %d hands set otherwise", rs, best, hw, want.departs())
	}
}

// checkTable sets every hand of d by table, where the table holds it, and
// the house way where it does not, and requires each setting to net what
// the best of the hand's settings nets against every bank hand dealt
// (nets, by hand and setting): the table, its hands' classes and the
// renaming of their suits back to the hand's.
func checkTable(t *testing.T, d countDeck, table bestTable, nets map[uint64]map[settingValue]int64) {
	t.Helper()
	departs := 0
	eachHand(d, func(mask uint64, seven [7]card.Card) {
		s, ok := d.setBest(table, seven)
		if !ok {
			s, _ = HouseWay(seven)
		} else {
			departs++
		}
		if Foul(s.High[:], s.Low[:]) || !sameCards(seven[:], append(s.High[:], s.Low[:]...)) {
			t.Fatalf("%v set %v / %v: not a correct setting of its cards", seven, s.High, s.Low)
		}
		v := settingValue{handeval.PaiGow(s.High[:]), handeval.PaiGowLow(s.Low[:])}
		best := int64(-1 << 62)
		for _, n := range nets[mask] {
			best = max(best, n)
		}
		if nets[mask][v] != best {
			t.Fatalf("%v set %v / %v nets %d twentieths; its best setting %d", seven, s.High, s.Low, nets[mask][v], best)
		}
	})
	if departs == 0 || len(table) == 0 {
		t.Errorf("ranks %v: no hand set otherwise than the house way: a table too small to tell", d.ranks)
	}
}

// 50: BestSet on hands whose every setting was counted against all
// 53,524,680 bank hands of the 46 cards left, one by one with the house
// way (docs/house-way.md): Ks Jd 9h 7c 5s 3d 2c nets the most with J-7 low
// (−0.837546 a unit; the house way's J-9, −0.838587), Ah Qd Tc 8s 6h 4c 3d
// with Q-8 low (−0.637661; the house way's Q-10, −0.647337). Renaming the
// suits renames the setting. A card twice or none of the 53 is refused.
func TestBestSetCountedHands(t *testing.T) {
	for _, c := range []struct{ hand, low string }{
		{"Ks Jd 9h 7c 5s 3d 2c", "Jd 7c"},
		{"Ah Qd Tc 8s 6h 4c 3d", "Qd 8s"},
		{"Kh Jc 9s 7d 5h 3c 2d", "Jc 7d"}, // the first, its suits renamed
		{"2c 3d 5s 7c 9h Jd Ks", "Jd 7c"}, // the first, in another order
	} {
		s, departs, err := BestSet([7]card.Card(card.MustParseList(c.hand)))
		if err != nil || !departs || !sameCards(s.Low[:], card.MustParseList(c.low)) {
			t.Errorf("%s: best low %v (departs %v, %v), want %s", c.hand, s.Low, departs, err, c.low)
		}
	}
	for _, bad := range [][7]card.Card{
		[7]card.Card(card.MustParseList("Ks Ks 9h 7c 5s 3d 2c")),
		{0, 1, 2, 3, 4, 5, 6},
	} {
		if _, _, err := BestSet(bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
