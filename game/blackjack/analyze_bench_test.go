package blackjack

import "testing"

// BenchmarkAnalyze times the analysis at the Québec defaults: 6 decks,
// H17, double on 9–11, one split.
func BenchmarkAnalyze(b *testing.B) {
	t := RulesOf(bjTableB(b, `{}`))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := analyzeRules(t); err != nil {
			b.Fatal(err)
		}
	}
}
