package slots_test

import (
	"encoding/json"
	"math/big"
	"os"
	"testing"

	"croupier/game/slots"
)

// config is the machine as doc.go describes its JSON, read here on its own
// so that these checks share nothing with the package's evaluation.
type config struct {
	Coins    int        `json:"coins"`
	Rows     int        `json:"rows"`
	Reels    [][]string `json:"reels"`
	Paylines [][]int    `json:"paylines"`
	Pays     []struct {
		Symbols []string `json:"symbols"`
		Pays    int64    `json:"pays"`
	} `json:"pays"`
	Wild        string `json:"wild"`
	Scatter     string `json:"scatter"`
	ScatterPays []struct {
		Count int   `json:"count"`
		Pays  int64 `json:"pays"`
	} `json:"scatterPays"`
}

func readConfig(t *testing.T, raw []byte) config {
	t.Helper()
	var c config
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	if c.Rows == 0 {
		c.Rows = 1
	}
	if len(c.Paylines) == 0 { // doc.go: the middle row
		line := make([]int, len(c.Reels))
		for k := range line {
			line[k] = c.Rows / 2
		}
		c.Paylines = [][]int{line}
	}
	return c
}

// linePay is doc.go's rule for one payline: the highest pay whose symbols
// fill the line's first reels, "any" and the wild matching every symbol.
func (c config) linePay(syms []string) int64 {
	var best int64
	for _, p := range c.Pays {
		ok := true
		for k, want := range p.Symbols {
			if want != "any" && want != syms[k] && syms[k] != c.Wild {
				ok = false
			}
		}
		if ok && p.Pays > best {
			best = p.Pays
		}
	}
	return best
}

// scatterPay is the highest scatter pay whose count n reaches.
func (c config) scatterPay(n int) int64 {
	var best int64
	for _, p := range c.ScatterPays {
		if n >= p.Count && p.Pays > best {
			best = p.Pays
		}
	}
	return best
}

// win is one play's coins at stops, straight from doc.go.
func (c config) win(stops []int) int64 {
	per := int64(c.Coins / len(c.Paylines))
	var coins int64
	syms := make([]string, len(c.Reels))
	for _, line := range c.Paylines {
		for k, r := range line {
			strip := c.Reels[k]
			syms[k] = strip[(stops[k]+r)%len(strip)]
		}
		coins += c.linePay(syms) * per
	}
	if c.Scatter != "" {
		n := 0
		for k, strip := range c.Reels {
			for r := range c.Rows {
				if strip[(stops[k]+r)%len(strip)] == c.Scatter {
					n++
				}
			}
		}
		coins += c.scatterPay(n) * int64(c.Coins)
	}
	return coins
}

// slow is every combination of stops, one at a time: the return, the hit
// frequency and the variance per unit bet.
func (c config) slow() (ret, hits, variance *big.Rat) {
	stops := make([]int, len(c.Reels))
	var combos, hit int64
	sum, sq := new(big.Int), new(big.Int)
	for {
		w := c.win(stops)
		combos++
		if w > 0 {
			hit++
		}
		sum.Add(sum, big.NewInt(w))
		sq.Add(sq, new(big.Int).Mul(big.NewInt(w), big.NewInt(w)))
		k := 0
		for ; k < len(stops); k++ {
			if stops[k]++; stops[k] < len(c.Reels[k]) {
				break
			}
			stops[k] = 0
		}
		if k == len(stops) {
			break
		}
	}
	n := new(big.Int).Mul(big.NewInt(combos), big.NewInt(int64(c.Coins)))
	ret = new(big.Rat).SetFrac(sum, n)
	hits = big.NewRat(hit, combos)
	n2 := new(big.Int).Mul(n, big.NewInt(int64(c.Coins)))
	ex2 := new(big.Rat).SetFrac(sq, n2)
	variance = ex2.Sub(ex2, new(big.Rat).Mul(ret, ret))
	return ret, hits, variance
}

// A small 5-reel machine with 3 rows, 5 paylines, a wild, an "any" pay and
// a scatter: 6^5 = 7,776 combinations, every one evaluated by slow.
const small = `{"name": "Small", "denomination": 10, "coins": 5, "rows": 3,
 "reels": [["A","K","W","A","S","Q"], ["K","A","Q","W","K","S"], ["A","Q","K","A","W","S"], ["Q","A","K","S","A","W"], ["K","Q","A","W","S","A"]],
 "paylines": [[1,1,1,1,1], [0,0,0,0,0], [2,2,2,2,2], [0,1,2,1,0], [2,1,0,1,2]],
 "pays": [{"symbols": ["A","A","A"], "pays": 5}, {"symbols": ["A","A","A","A"], "pays": 20}, {"symbols": ["A","A","A","A","A"], "pays": 100},
          {"symbols": ["K","K","K"], "pays": 4}, {"symbols": ["K","K","K","K","K"], "pays": 60},
          {"symbols": ["Q","Q","Q"], "pays": 3}, {"symbols": ["W","W","W","W","W"], "pays": 500},
          {"symbols": ["any","any","Q"], "pays": 1}],
 "wild": "W", "scatter": "S", "scatterPays": [{"count": 3, "pays": 2}, {"count": 5, "pays": 20}]}`

// M1: Analyze's exact figures equal an independent reckoning of every
// combination of reel stops.
func TestAnalyzeAgreesWithEveryCombination(t *testing.T) {
	m, err := slots.Parse([]byte(small))
	if err != nil {
		t.Fatal(err)
	}
	a, err := slots.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	ret, hits, variance := readConfig(t, []byte(small)).slow()
	for _, c := range []struct {
		what      string
		got, want *big.Rat
	}{{"return", a.Return, ret}, {"hit frequency", a.HitFrequency, hits}, {"variance", a.Variance, variance}} {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s: Analyze %s, every combination %s", c.what, c.got.RatString(), c.want.RatString())
		}
	}
	t.Logf("small machine: return %s (%s), hit frequency %s", ret.RatString(), ret.FloatString(6), hits.FloatString(6))
}

// The 20-line example's return, derived without enumerating its 24.3
// million combinations: a strip is a circle, so every row of a reel shows
// each symbol as often as the strip holds it, and a payline's expected
// pay is a sum over the symbols each reel can show, weighted by their
// counts; the 20 lines share it (20 × coins/20 = coins), and the
// scatter's count is the sum of each reel's count in its window, whose
// distribution is the convolution of the reels'.
func TestTwentyLinesReturnByExpectation(t *testing.T) {
	raw, err := os.ReadFile("../../examples/slots/twenty-lines.json")
	if err != nil {
		t.Fatal(err)
	}
	c := readConfig(t, raw)
	// Line pays: E[pay of one line] per coin on the line.
	type count struct {
		sym string
		n   int64
	}
	var reels [][]count
	for _, strip := range c.Reels {
		idx := map[string]int{}
		var cs []count
		for _, s := range strip {
			if i, ok := idx[s]; ok {
				cs[i].n++
				continue
			}
			idx[s] = len(cs)
			cs = append(cs, count{s, 1})
		}
		reels = append(reels, cs)
	}
	line := new(big.Int)
	syms := make([]string, len(reels))
	var walk func(k int, weight int64)
	walk = func(k int, weight int64) {
		if k == len(reels) {
			line.Add(line, new(big.Int).Mul(big.NewInt(weight), big.NewInt(c.linePay(syms))))
			return
		}
		for _, sc := range reels[k] {
			syms[k] = sc.sym
			walk(k+1, weight*sc.n)
		}
	}
	walk(0, 1)
	combos := big.NewInt(1)
	for _, strip := range c.Reels {
		combos.Mul(combos, big.NewInt(int64(len(strip))))
	}
	ret := new(big.Rat).SetFrac(line, combos) // per coin on a line, = per coin of the play
	// Scatter: the distribution of the window's scatter count.
	dist := []int64{1}
	for _, strip := range c.Reels {
		here := make([]int64, c.Rows+1)
		for stop := range strip {
			n := 0
			for r := range c.Rows {
				if strip[(stop+r)%len(strip)] == c.Scatter {
					n++
				}
			}
			here[n]++
		}
		next := make([]int64, len(dist)+c.Rows)
		for i, a := range dist {
			for j, b := range here {
				next[i+j] += a * b
			}
		}
		dist = next
	}
	scatter := new(big.Int)
	for n, ways := range dist {
		scatter.Add(scatter, new(big.Int).Mul(big.NewInt(ways), big.NewInt(c.scatterPay(n))))
	}
	ret.Add(ret, new(big.Rat).SetFrac(scatter, combos))

	m, err := slots.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	a, err := slots.Analyze(m)
	if err != nil {
		t.Fatal(err)
	}
	if a.Return.Cmp(ret) != 0 {
		t.Errorf("93: Analyze returns %s, the expectation %s", a.Return.RatString(), ret.RatString())
	}
	if ret.Cmp(big.NewRat(83, 100)) < 0 {
		t.Errorf("93: the example returns %s, under 83%%", ret.FloatString(6))
	}
	t.Logf("twenty lines: %s = %s", ret.RatString(), ret.FloatString(6))
}
