package catalog

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"croupier/analysis"
)

// variants are tables, beside the defaults, whose analyses together take
// in every wager of a game: wagers a table offers only with an option
// (roulette's doubles, 72.1; the five-number bet of a double-zero wheel;
// blackjack's side bets, 21.1–21.4).
var variants = map[string][]string{
	"roulette":  {`{"wheel":"double-zero","doubles":"double-triple","outside-with-doubles":true}`},
	"blackjack": {`{"side-bets":["twelve-sixteen","progressive","sevens","over-under"]}`},
}

// heavy are the games whose analysis takes more than about ten seconds of
// CPU: Four Card Poker's sweep of every six-card dealer hand.
var heavy = map[string]bool{"four-card-poker": true}

// TestAnalysisCoversEveryWager runs every game's analysis at the default
// options and its variants: each is a distribution (Report.Check), and
// every wager of the game's spec but those it names as not analysed yet
// (Game.Unanalysed, which its reports say) is in one of them — placed wagers by id,
// decision wagers (a play, a raise) in the figure of the wager they add
// to, which names them in its Count or its Note.
func TestAnalysisCoversEveryWager(t *testing.T) {
	for _, g := range All() {
		if g.Analyze == nil {
			continue
		}
		t.Run(g.Spec.ID, func(t *testing.T) {
			if raceEnabled && heavy[g.Spec.ID] {
				t.Skip("minutes under -race: .ci/run runs it outside")
			}
			var all []analysis.Wager
			for _, opts := range append([]string{`{}`}, variants[g.Spec.ID]...) {
				var raw map[string]json.RawMessage
				if err := json.Unmarshal([]byte(opts), &raw); err != nil {
					t.Fatal(err)
				}
				tb, err := g.Spec.ParseTable(raw)
				if err != nil {
					t.Fatal(err)
				}
				r, err := g.Analyze(tb)
				if err != nil {
					t.Fatalf("%s: %v", opts, err)
				}
				if err := r.Check(); err != nil {
					t.Fatalf("%s: %v", opts, err)
				}
				if !slices.Equal(r.Missing, g.Unanalysed) {
					t.Errorf("%s: the report misses %v, the game says %v are not analysed", opts, r.Missing, g.Unanalysed)
				}
				if r.Game != g.Spec.ID || r.Method == "" {
					t.Errorf("%s: report of %q, method %q", opts, r.Game, r.Method)
				}
				all = append(all, r.Wagers...)
			}
			for _, w := range g.Spec.Wagers {
				if slices.Contains(g.Unanalysed, w.ID) {
					continue
				}
				if !slices.ContainsFunc(all, func(x analysis.Wager) bool {
					return x.ID == w.ID || slices.Contains(x.Count, w.ID) || (w.Decision && strings.Contains(x.Note, w.ID))
				}) {
					t.Errorf("wager %s is not in the analysis", w.ID)
				}
			}
		})
	}
}
