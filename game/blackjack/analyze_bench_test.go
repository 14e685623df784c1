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

// BenchmarkSplitLines times the main wager's lines with each split counted
// hand by hand (SplitLines) at the Québec defaults, the analysis included.
func BenchmarkSplitLines(b *testing.B) {
	cr := calcRulesOf(RulesOf(bjTableB(b, `{}`)))
	cr.SplitLines = true
	for b.Loop() {
		newCalc(cr).run().lines()
	}
}

// BenchmarkResplitLines is BenchmarkSplitLines at split-hands 4, the
// rounds that resplit counted by their moments (analyze_resplit.go).
func BenchmarkResplitLines(b *testing.B) {
	cr := calcRulesOf(RulesOf(bjTableB(b, `{"split-hands": 4}`)))
	cr.SplitLines = true
	for b.Loop() {
		newCalc(cr).run().lines()
	}
}
