package keno

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"

	"croupier/game"
	"croupier/money"
)

// Events of a keno game besides the shared ones.
const (
	// EventDraw is a draw (75): Text is the balls in draw order, as the
	// spec writes a draw ("[5,71,3]").
	EventDraw game.EventKind = "draw"
	// EventCatch is one selection's catch in a draw (82): Seat and Wager
	// name it, Text says "k of n" (k of its n numbers were drawn) and
	// Amount is its prize before any reduction of ruling K2.
	EventCatch game.EventKind = "catch"
	// EventReduced says that a draw's prizes exceed the maximum aggregate
	// payout (77, 82(5)) and are reduced in proportion (ruling K2): Amount
	// is the maximum, Text gives the total and the factor.
	EventReduced game.EventKind = "reduced"
)

// wagerID is the wager id of a seat's first selection; its later ones are
// wagerID.2, wagerID.3 …
const wagerID = "ticket"

// A selection is one ticket's selection (78–80): its numbers, sorted, and
// the wager on each draw from first to last (table round numbers).
type selection struct {
	seat        int
	id          string
	numbers     []int
	wager       money.Amount
	first, last int
}

// ahead is the id of the selection's wager on a later draw d: "ticket@4".
func (s *selection) ahead(d int) string { return s.id + "@" + strconv.Itoa(d) }

// Engine is a keno game: the draws of the central system and the
// selections playing them. Its state is plain values and slices only
// appended to or replaced whole, so Apply can undo a failed step by
// restoring a copy; bought changes only once a purchase is accepted.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	rec    game.Record
	phase  game.Phase
	sels   []selection // playing this draw or a later one, in purchase order
	bought map[int]int // selections each seat has bought in the whole game
	live   int64       // the largest prizes sels could win, for overflow
	balls  []int       // the last draw
}

// New opens a keno game under rules r reading its draws from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, rec: game.NewRecord(), phase: game.PhaseBets, bought: map[int]int{}}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	allowed := []string{"numbers", "draws"}
	if s.Kind() != game.KindWager {
		allowed = nil
	}
	if err := game.CheckSeat(s, game.MaxSeat, "81", "80", allowed...); err != nil {
		return err
	}
	if e.phase == game.PhaseOver && s.Dealer != "next-round" {
		// Any step of the next round opens it first, as next-round would
		// (doc.go).
		e.nextRound()
	}
	switch s.Kind() {
	case game.KindWager:
		return e.place(s)
	case game.KindWithdraw:
		return game.Rulef("81", "seat %d: a selection validated on the central computer plays its draws; it is not taken down", s.Seat)
	case game.KindAct:
		return game.Rulef("80", "keno has no decisions: a player marks a selection slip, so seat %d cannot %q", s.Seat, s.Act)
	}
	switch s.Dealer {
	case "draw":
		return e.draw()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("75", "draw %d has not been drawn yet", e.rec.Round())
		}
		e.nextRound()
		return nil
	}
	return game.Rulef("75", "keno's dealer steps are draw and next-round, not %q", s.Dealer)
}

// place sells one selection (78–80): its numbers, its draws and its wager
// per draw. It puts the wager on this draw under the selection's id and
// one more on each later draw d under id@d.
func (e *Engine) place(s game.Step) error {
	if len(s.Wagers) != 1 || s.Wagers[0].ID != wagerID {
		return game.Rulef("79, 80", "seat %d: a wager step makes one selection, {\"ticket\": cents per draw}", s.Seat)
	}
	amount := s.Wagers[0].Amount
	var numbers []int
	switch ok, err := s.Arg("numbers", &numbers, "an array of numbers"); {
	case err != nil:
		err.(*game.RuleError).Section = "80"
		return err
	case !ok:
		return game.Rulef("80", "seat %d: a selection marks its numbers (\"numbers\")", s.Seat)
	}
	draws := 1
	if _, err := s.Arg("draws", &draws, "a whole number of draws"); err != nil {
		err.(*game.RuleError).Section = "80"
		return err
	}
	numbers = slices.Clone(numbers)
	slices.Sort(numbers)
	if err := e.check(s.Seat, numbers, draws, amount); err != nil {
		return err
	}
	hi, most := bits.Mul64(uint64(amount), uint64(e.rules.maxPays(len(numbers))))
	if hi != 0 || most > uint64(math.MaxInt64-e.live) {
		return game.Rulef("77, 82(5)", "seat %d: what this selection could win, with the others', is more than the game can count", s.Seat)
	}
	e.live += int64(most)
	n := e.bought[s.Seat] + 1
	id := wagerID
	if n > 1 {
		id += "." + strconv.Itoa(n)
	}
	round := e.rec.Round()
	sel := selection{seat: s.Seat, id: id, numbers: numbers, wager: amount, first: round, last: round + draws - 1}
	e.sels = append(e.sels, sel)
	e.rec.Emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: id, Amount: amount})
	for d := round + 1; d <= sel.last; d++ {
		e.rec.Emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: sel.ahead(d), Amount: amount})
	}
	e.bought[s.Seat] = n // nothing can fail now
	return nil
}

// check verifies a selection: 1 to max-spots numbers (77, 78), each a
// number of the draw (75), none twice; 1 to max-draws draws (80); a wager
// within the table's limits, per selection per draw (3, 80).
func (e *Engine) check(seat int, numbers []int, draws int, amount money.Amount) error {
	r := e.rules
	if len(numbers) < 1 || len(numbers) > r.MaxSpots {
		return game.Rulef("78", "seat %d: a selection is 1 to %d numbers, not %d", seat, r.MaxSpots, len(numbers))
	}
	for i, x := range numbers {
		if x < 1 || x > r.Numbers {
			return game.Rulef("75, 80", "seat %d: %d is not a number of the draw (1 to %d)", seat, x, r.Numbers)
		}
		if i > 0 && numbers[i-1] == x {
			return game.Rulef("78, 80", "seat %d: %d is marked twice in one selection", seat, x)
		}
	}
	if draws < 1 || draws > r.MaxDraws {
		return game.Rulef("80", "seat %d: a selection plays 1 to %d consecutive draws, not %d", seat, r.MaxDraws, draws)
	}
	if err := money.Check(wagerID, amount, money.Rule{}, r.Limits, nil); err != nil {
		return &game.RuleError{Section: "3, 80", Msg: fmt.Sprintf("seat %d, wager per selection per draw", seat), Err: err}
	}
	if int64(amount) > math.MaxInt64/int64(draws) {
		return game.Rulef("80", "seat %d: %d draws of %d cents is more than the game can count", seat, draws, amount)
	}
	return nil
}

// nextRound opens the next draw's round: each selection that plays it
// from an earlier purchase moves its wager id@d onto id.
func (e *Engine) nextRound() {
	e.phase = game.PhaseBets
	e.rec.NextRound()
	d := e.rec.Round()
	keep := make([]selection, 0, len(e.sels))
	e.live = 0
	for i := range e.sels {
		s := &e.sels[i]
		if s.last < d {
			continue
		}
		keep = append(keep, *s)
		e.live += int64(s.wager) * e.rules.maxPays(len(s.numbers)) // at most the total at its sale
		e.rec.Emit(game.Event{Kind: game.EventMove, Seat: s.seat, Wager: s.ahead(d), Text: s.id, Amount: s.wager})
	}
	e.sels = keep
}

// draw reads one draw (75) from the tape, closes the sales of its round
// and settles every selection playing it.
func (e *Engine) draw() error {
	balls, err := e.tape.Balls(e.rules.Drawn, e.rules.Numbers)
	if err != nil {
		return &game.RuleError{Section: "75", Msg: fmt.Sprintf("draw %d", e.rec.Round()), Err: err}
	}
	e.balls = balls
	e.rec.Emit(game.Event{Kind: game.EventClosed})
	e.rec.Emit(game.Event{Kind: EventDraw, Text: notation(balls)})
	e.settle(balls)
	return nil
}

// notation writes a draw as the spec does: "[5,71,3]".
func notation(balls []int) string {
	b := make([]byte, 0, 4*len(balls)+2)
	b = append(b, '[')
	for i, x := range balls {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return string(append(b, ']'))
}

// Finish implements game.Engine: a selection bought in the round in
// progress must be drawn for. Selections carried from an earlier round and
// their later draws are not reported when the script ends (ruling C7's
// reading, as for craps and roulette's doubles).
func (e *Engine) Finish() error {
	if e.phase == game.PhaseBets && slices.ContainsFunc(e.sels, func(s selection) bool { return s.first == e.rec.Round() }) {
		return game.Rulef("81", "the script ends in round %d with selections sold for a draw that was not drawn", e.rec.Round())
	}
	return nil
}

// Carries implements game.Carrier: a selection plays a later draw, or
// plays the draw of the round in progress though it was sold in an
// earlier round (its script starts there).
func (e *Engine) Carries() bool {
	r := e.rec.Round()
	return slices.ContainsFunc(e.sels, func(s selection) bool {
		return s.last > r || (e.phase == game.PhaseBets && s.first < r)
	})
}

// Legal implements game.Engine. While sales are open: a selection for any
// seat (the central system takes any number of players, 81) within the
// limits, and the draw, which closes the sales (75). Once the draw is
// settled: next-round, then the same, as either opens the next round.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	sell := []game.Option{
		{Kind: game.KindWager, Name: wagerID, Min: e.rules.Limits.Min, Max: e.rules.Limits.Max, Section: "78–80"},
		{Kind: game.KindDealer, Name: "draw", Section: "75"},
	}
	if e.phase == game.PhaseOver {
		l.Options = append([]game.Option{{Kind: game.KindDealer, Name: "next-round", Section: "75"}}, sell...)
	} else {
		l.Options = sell
	}
	return l
}

// View implements game.Engine. Nothing is hidden in keno: every seat sees
// the last draw, every selection's money and the last settled round.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.wagers()}
	v.Balls = slices.Clone(e.balls)
	if last := e.rec.Last(); last != nil {
		last.Balls = slices.Clone(last.Balls)
		last.Settlements = slices.Clone(last.Settlements)
		v.Last = last
	}
	return v
}

// wagers returns the money on the layout by seat, then in purchase order:
// each selection's wager on the draw of the round while sales are open,
// and its wagers on the later draws.
func (e *Engine) wagers() []game.Wager {
	if len(e.sels) == 0 {
		return nil
	}
	r := e.rec.Round()
	var out []game.Wager
	for _, i := range e.bySeat() {
		s := &e.sels[i]
		if e.phase == game.PhaseBets {
			out = append(out, game.Wager{Seat: s.seat, ID: s.id, Amount: s.wager})
		}
		for d := r + 1; d <= s.last; d++ {
			out = append(out, game.Wager{Seat: s.seat, ID: s.ahead(d), Amount: s.wager})
		}
	}
	return out
}

// bySeat returns the indices of sels by seat, then in purchase order.
func (e *Engine) bySeat() []int {
	idx := make([]int, len(e.sels))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return e.sels[a].seat - e.sels[b].seat })
	return idx
}

// Rounds implements game.Engine: the engine's own append-only slice.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: nothing in keno is hidden.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// A SpotReturn is one spot count's exact return, for the keno page (76).
type SpotReturn struct {
	Spots    int              `json:"spots"`
	Return   string           `json:"return"` // to 4 decimals, truncated: "0.7215"
	Num      string           `json:"num"`
	Den      string           `json:"den"`
	Paytable map[string]int64 `json:"paytable"` // catch → prize for 1
}

// Felt is what the keno page and the ticket show (76, 77, 82(5), 82(6)).
type Felt struct {
	Numbers      int          `json:"numbers"`
	Drawn        int          `json:"drawn"`
	MaxSpots     int          `json:"maxSpots"`
	MaxDraws     int          `json:"maxDraws"`
	Min          money.Amount `json:"min"`
	Max          money.Amount `json:"max"`
	Returns      []SpotReturn `json:"returns"` // by spot count, 1 to MaxSpots
	MaxAggregate money.Amount `json:"maxAggregate"`
	ClaimDays    int          `json:"claimDays"`
}

// Felt implements game.Felter.
func (e *Engine) Felt() any { return e.rules.Felt() }

// Felt returns what the keno page and the ticket show of r.
func (r Rules) Felt() Felt {
	f := Felt{Numbers: r.Numbers, Drawn: r.Drawn, MaxSpots: r.MaxSpots, MaxDraws: r.MaxDraws,
		Min: r.Limits.Min, Max: r.Limits.Max, MaxAggregate: r.MaxAggregate, ClaimDays: r.ClaimDays}
	for n := 1; n <= r.MaxSpots; n++ {
		ret := r.Return(n)
		pays := map[string]int64{}
		for k, p := range r.Paytable[n] {
			if p > 0 {
				pays[strconv.Itoa(k)] = p
			}
		}
		f.Returns = append(f.Returns, SpotReturn{Spots: n, Return: Decimal(ret), Num: ret.Num().String(), Den: ret.Denom().String(), Paytable: pays})
	}
	return f
}
