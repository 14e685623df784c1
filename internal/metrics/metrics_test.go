package metrics

import (
	"strings"
	"testing"
	"time"
)

func TestExposition(t *testing.T) {
	r := New()
	r.Round("war", 1500, 2000)
	r.Round("war", 100, 0)
	r.Step("war", 3*time.Millisecond, nil)
	r.Step("war", time.Millisecond, errTest{})
	var b strings.Builder
	r.Write(&b)
	out := b.String()
	for _, want := range []string{
		"# TYPE croupier_rounds_total counter\ncroupier_rounds_total{game=\"war\"} 2\n",
		"croupier_handle_cents_total{game=\"war\"} 1600\n",
		"croupier_payout_cents_total{game=\"war\"} 2000\n",
		"croupier_steps_total{game=\"war\",outcome=\"ok\"} 1\n",
		"croupier_steps_total{game=\"war\",outcome=\"refused\"} 1\n",
		"# TYPE croupier_step_seconds histogram\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"0.0025\"} 0\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"0.005\"} 1\n",
		"croupier_step_seconds_bucket{game=\"war\",le=\"+Inf\"} 1\n",
		"croupier_step_seconds_count{game=\"war\"} 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

type errTest struct{}

func (errTest) Error() string { return "refused" }
