package game

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestStepParse(t *testing.T) {
	var s Step
	if err := json.Unmarshal([]byte(`{"seat":2,"wager":{"ante":1000,"pair-plus":500}}`), &s); err != nil {
		t.Fatal(err)
	}
	if s.Kind() != KindWager || s.Seat != 2 || !reflect.DeepEqual(s.Wagers, []WagerAmount{{"ante", 1000}, {"pair-plus", 500}}) {
		t.Fatalf("step = %+v", s)
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"act":"play","amount":300}`), &s); err != nil || s.Act != "play" || !s.HasAmt || s.Amount != 300 {
		t.Fatalf("step = %+v, %v", s, err)
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"act":"set","high":["As"],"low":["Kd","Qh"]}`), &s); err != nil || len(s.Args) != 2 {
		t.Fatalf("step = %+v, %v", s, err)
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"act":"working","wager":"place-6"}`), &s); err != nil || s.WagerArg != "place-6" {
		t.Fatalf("step = %+v, %v", s, err)
	}
	if err := json.Unmarshal([]byte(`{"dealer":"no-more-bets"}`), &s); err != nil || s.Kind() != KindDealer {
		t.Fatalf("step = %+v, %v", s, err)
	}
}

func TestStepParseErrors(t *testing.T) {
	for in, msg := range map[string]string{
		`[]`:                                       "object",
		`{}`:                                       "needs one of",
		`{"seat":1}`:                               "needs one of",
		`{"seat":1,"act":"hit","dealer":"roll"}`:   "exactly one",
		`{"dealer":"roll","seat":1}`:               "takes no seat",
		`{"act":"hit"}`:                            "needs \"seat\"",
		`{"seat":1,"wager":{"main":10.5}}`:         "whole number",
		`{"seat":1,"wager":{"main":"10"}}`:         "whole number",
		`{"seat":1,"wager":{"main":1e3}}`:          "whole number",
		`{"seat":1,"wager":{"main":1,"main":2}}`:   "twice",
		`{"seat":1,"wager":{}}`:                    "names no wager",
		`{"seat":0,"wager":{"main":1}}`:            "not a seat",
		`{"seat":-1,"wager":{"main":1}}`:           "not a seat",
		`{"seat":1.5,"wager":{"main":1}}`:          "whole number",
		`{"seat":1,"wager":{"main":1},"amount":5}`: "goes with an act",
		`{"seat":1,"wager":"main"}`:                "must be an object",
		`{"seat":1,"act":""}`:                      "not a name",
		`{"seat":1,"act":7}`:                       "not a name",
	} {
		var s Step
		err := json.Unmarshal([]byte(in), &s)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: err = %v, want one containing %q", in, err, msg)
		}
	}
}

// FuzzStep: whatever parses re-encodes to a step that parses to the same.
func FuzzStep(f *testing.F) {
	for _, s := range []string{
		`{"seat":2,"wager":{"ante":1000,"pair-plus":500}}`,
		`{"seat":1,"act":"play","amount":300}`,
		`{"dealer":"no-more-bets"}`,
		`{"seat":3,"withdraw":"tie"}`,
		`{"seat":1,"wager":{"behind":500},"player":"alice"}`,
		`{"seat":1,"act":"set","high":["As","Kd","Qh","Jc","Ts"],"low":["2c","3d"]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var s Step
		if json.Unmarshal([]byte(in), &s) != nil {
			return
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("marshal %+v: %v", s, err)
		}
		var again Step
		if err := json.Unmarshal(b, &again); err != nil {
			t.Fatalf("re-parse %s: %v", b, err)
		}
		b2, _ := json.Marshal(again)
		if string(b) != string(b2) {
			t.Fatalf("round trip %s → %s", b, b2)
		}
	})
}

// A step's named arguments (games.md: "high", "low", "numbers" …) decode
// strictly into what the act needs; a wrong shape names the argument.
func TestStepArg(t *testing.T) {
	var s Step
	if err := json.Unmarshal([]byte(`{"seat": 2, "act": "set", "high": ["As", "Kd"], "draws": "x"}`), &s); err != nil {
		t.Fatal(err)
	}
	var high []string
	if ok, err := s.Arg("high", &high, "a list of cards"); !ok || err != nil || len(high) != 2 || high[1] != "Kd" {
		t.Errorf("high = %v, %v, %v", high, ok, err)
	}
	var draws int
	if ok, err := s.Arg("draws", &draws, "a whole number of draws"); !ok || err == nil || !strings.Contains(err.Error(), `"draws" is a whole number of draws, not "x"`) {
		t.Errorf("draws: %v, %v", ok, err)
	}
	var low []string
	if ok, err := s.Arg("low", &low, "a list of cards"); ok || err != nil || low != nil {
		t.Errorf("an absent argument: %v, %v, %v", low, ok, err)
	}
}
