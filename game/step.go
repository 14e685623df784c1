package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"croupier/money"
)

// A Step is one thing that happened at the table, as the replay script writes
// it (README "The round-replay script"): exactly one of a seat's wagers, a
// seat's decision, a seat's withdrawal or a dealer action.
type Step struct {
	Seat     int           // 1…; 0 for a dealer step
	Wagers   []WagerAmount // {"wager": {id: cents, …}} in the order written
	Act      string        // {"act": name}
	Amount   money.Amount  // "amount", with an act
	HasAmt   bool          // whether "amount" was given
	Withdraw string        // {"withdraw": id}
	Dealer   string        // {"dealer": name}
	Player   string        // "player": a behind bettor's name (blackjack)
	WagerArg string        // "wager" as a string argument of an act (craps "working")
	Args     map[string]json.RawMessage
}

// MaxSeat is the highest seat number a step may name: where the number of
// players is unlimited (95.19), a table takes any seat up to it.
const MaxSeat = 1000

// A WagerAmount is one wager of a wager step.
type WagerAmount struct {
	ID     string
	Amount money.Amount
}

// Kind returns which of the four kinds of step s is.
func (s Step) Kind() StepKind {
	switch {
	case s.Dealer != "":
		return KindDealer
	case s.Withdraw != "":
		return KindWithdraw
	case s.Act != "":
		return KindAct
	}
	return KindWager
}

// UnmarshalJSON reads a step strictly: unknown shapes, a step that is two
// kinds at once, non-integer amounts and duplicate wager ids are errors.
func (s *Step) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("a step must be a JSON object: %v", err)
	}
	var st Step
	kinds := 0
	for k, v := range raw {
		var err error
		switch k {
		case "seat":
			var n int64
			n, err = integer(v)
			if err == nil && (n < 1 || n > MaxSeat) {
				err = fmt.Errorf("%d is not a seat number (1 = the seat at the dealer's left)", n)
			}
			st.Seat = int(n)
		case "wager":
			if bytes.HasPrefix(bytes.TrimSpace(v), []byte("{")) {
				st.Wagers, err = wagerObject(v)
				kinds++
			} else {
				err = json.Unmarshal(v, &st.WagerArg)
			}
		case "act":
			err = name(v, &st.Act)
			kinds++
		case "amount":
			var n int64
			n, err = integer(v)
			st.Amount, st.HasAmt = money.Amount(n), true
		case "withdraw":
			err = name(v, &st.Withdraw)
			kinds++
		case "dealer":
			err = name(v, &st.Dealer)
			kinds++
		case "player":
			err = name(v, &st.Player)
		default:
			if st.Args == nil {
				st.Args = map[string]json.RawMessage{}
			}
			st.Args[k] = v
		}
		if err != nil {
			return fmt.Errorf("step field %q: %v", k, err)
		}
	}
	switch {
	case st.WagerArg != "" && st.Act == "":
		return fmt.Errorf("\"wager\" must be an object of wager ids and cents")
	case kinds == 0:
		return fmt.Errorf("a step needs one of \"wager\", \"act\", \"withdraw\" or \"dealer\"")
	case kinds > 1:
		return fmt.Errorf("a step is exactly one of a wager, an act, a withdrawal or a dealer action, not several")
	case st.Dealer != "" && st.Seat != 0:
		return fmt.Errorf("a dealer step takes no seat")
	case st.Dealer == "" && st.Seat == 0:
		return fmt.Errorf("a seat's step needs \"seat\"")
	case st.HasAmt && st.Act == "":
		return fmt.Errorf("\"amount\" goes with an act")
	}
	*s = st
	return nil
}

// MarshalJSON writes the step as the script does.
func (s Step) MarshalJSON() ([]byte, error) {
	m := map[string]any{}
	if s.Seat != 0 {
		m["seat"] = s.Seat
	}
	if len(s.Wagers) > 0 || (s.Kind() == KindWager) {
		w := make([]string, 0, len(s.Wagers))
		for _, wa := range s.Wagers {
			k, _ := json.Marshal(wa.ID)
			w = append(w, string(k)+":"+strconv.FormatInt(int64(wa.Amount), 10))
		}
		m["wager"] = json.RawMessage("{" + strings.Join(w, ",") + "}")
	}
	if s.WagerArg != "" {
		m["wager"] = s.WagerArg
	}
	if s.Act != "" {
		m["act"] = s.Act
	}
	if s.HasAmt {
		m["amount"] = s.Amount
	}
	if s.Withdraw != "" {
		m["withdraw"] = s.Withdraw
	}
	if s.Dealer != "" {
		m["dealer"] = s.Dealer
	}
	if s.Player != "" {
		m["player"] = s.Player
	}
	for k, v := range s.Args {
		m[k] = v
	}
	// Keys in a fixed order so recorded scripts are byte-stable.
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		vb, err := json.Marshal(m[k])
		if err != nil {
			return nil, err
		}
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// NoArgs returns a *RuleError if the step carries arguments the game does
// not take.
func (s Step) NoArgs(allowed ...string) error {
	var bad []string
	for k := range s.Args {
		if !slices.Contains(allowed, k) {
			bad = append(bad, k)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad) // the same message every time
	return &RuleError{Msg: fmt.Sprintf("this step takes no %q", bad[0])}
}

func integer(v json.RawMessage) (int64, error) {
	t := strings.TrimSpace(string(v))
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not a whole number of cents or a count", t)
	}
	return n, nil
}

func name(v json.RawMessage, dst *string) error {
	if err := json.Unmarshal(v, dst); err != nil || strings.TrimSpace(*dst) == "" {
		return fmt.Errorf("%s is not a name", strings.TrimSpace(string(v)))
	}
	*dst = strings.TrimSpace(*dst)
	return nil
}

// wagerObject reads {"id": cents, …} keeping the order written.
func wagerObject(v json.RawMessage) ([]WagerAmount, error) {
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []WagerAmount
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		id, _ := t.(string)
		var num json.RawMessage
		if err := dec.Decode(&num); err != nil {
			return nil, fmt.Errorf("wager %q: %v", id, err)
		}
		n, err := integer(num)
		if err != nil {
			return nil, fmt.Errorf("wager %q: %v", id, err)
		}
		if seen[id] {
			return nil, fmt.Errorf("wager %q is given twice", id)
		}
		seen[id] = true
		out = append(out, WagerAmount{ID: id, Amount: money.Amount(n)})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("a wager step names no wager")
	}
	return out, nil
}

// Arg decodes the step's argument name (games.md: "high", "low", "numbers"
// …) into v, strictly: a value of another shape is an error naming the
// argument and the shape wanted. It reports false, and leaves v alone, when
// the step does not carry the argument.
func (s Step) Arg(name string, v any, shape string) (bool, error) {
	raw, ok := s.Args[name]
	if !ok {
		return false, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return true, &RuleError{Msg: fmt.Sprintf("%q is %s, not %s", name, shape, bytes.TrimSpace(raw))}
	}
	return true, nil
}
