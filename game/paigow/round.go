package paigow

import (
	"strconv"

	"croupier/game"
	"croupier/money"
	"croupier/tile"
)

// EventReveal is the dealer turning the hands face up (115). The string is
// stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// A hand is the four tiles dealt to a position and how they were set.
type hand struct {
	tiles       [4]tile.Tile
	set         Set
	decided     bool // set, set the house way, or surrendered
	surrendered bool // 115
}

// Engine is a Pai Gow table. Its state is plain values, so Apply can undo
// a failed step by restoring a copy.
type Engine struct {
	rules    Rules
	tape     *game.Tape
	tiles    tile.Set // what is left of the set this round (100)
	rec      game.Record
	bets     game.Layout
	phase    game.Phase
	hands    [positions + 1]hand // by position: 1–7 the seats, 8 the dealer (112)
	revealed bool                // 115: the hands are exposed
	bank     int                 // this round's bank: 0 the dealer, or a seat (116)
	rotation game.BankRotation   // 116: who may bank the next round
}

// New opens a Pai Gow table under rules r reading its tiles from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, tiles: tile.NewSet(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()),
		phase: game.PhaseBets, bank: r.BankSeat}, nil
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if s.Dealer != "" {
		return e.dealerStep(s)
	}
	if err := e.bets.CheckSeat(s, "high", "low"); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		if len(s.Args) > 0 {
			return game.Rulef("107", "a wager step takes no \"high\" or \"low\"")
		}
		if s.Seat == e.bank {
			return game.Rulef("116", "seat %d is the bank this round: it covers the main wagers and places none", s.Seat)
		}
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		return e.bets.Withdraw(&e.rec, s)
	}
	return e.decide(s)
}

// bankPos is the position whose hand is the bank's: the dealer's, or the
// banking seat's (116, ruling PG3).
func (e *Engine) bankPos() int {
	if e.bank > 0 {
		return e.bank
	}
	return dealerPos
}

// turn returns the seat to set its hand now: the seats with a main wager,
// in seat order (games.md); 0 when none is left.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for s := 1; s <= e.rules.Seats; s++ {
		if s != e.bank && e.bets.Amount(s, "", "main") > 0 && !e.hands[s].decided {
			return s
		}
	}
	return 0
}

// decide takes a seat's set, house way or surrender (113–115), in turn.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("113", "no hand is being set in round %d: seat %d cannot %q now", e.rec.Round(), s.Seat, s.Act)
	}
	if s.Act != "set" && s.Act != "house-way" && s.Act != "surrender" {
		return game.Rulef("113", "a Pai Gow player sets his hands (set, house-way) or surrenders (115), not %q", s.Act)
	}
	if s.HasAmt {
		return game.Rulef("113", "%s takes no amount", s.Act)
	}
	if s.Act != "set" && len(s.Args) > 0 {
		return game.Rulef("113", "%s takes no \"high\" or \"low\": only set does", s.Act)
	}
	t := e.turn()
	if s.Seat != t {
		return game.Rulef("113", "seat %d is to set its hands now, not seat %d (seat order)", t, s.Seat)
	}
	h := &e.hands[t]
	switch s.Act {
	case "set":
		set, err := e.parseSet(s, h)
		if err != nil {
			return err
		}
		h.set = set
	case "house-way":
		h.set, _ = HouseWay(h.tiles)
	case "surrender":
		h.surrendered = true
	}
	h.decided = true
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		e.finishRound()
	}
	return nil
}

// parseSet reads a set step's "high" and "low": two tiles each, together
// the four dealt to the seat (113), the high hand ranking at least as high
// as the low (113: a set that does not is refused, to be set again).
func (e *Engine) parseSet(s game.Step, h *hand) (Set, error) {
	read := func(name string) ([2]tile.Tile, error) {
		var l []string
		ok, err := s.Arg(name, &l, "a list of tiles")
		if err != nil {
			err.(*game.RuleError).Section = "113"
			return [2]tile.Tile{}, err
		}
		if !ok {
			return [2]tile.Tile{}, game.Rulef("113", "set names the %s hand: {\"high\": [2 tiles], \"low\": [2 tiles]}", name)
		}
		if len(l) != 2 {
			return [2]tile.Tile{}, game.Rulef("113", "the %s hand is 2 tiles, not %d", name, len(l))
		}
		var out [2]tile.Tile
		for i, x := range l {
			t, err := tile.Parse(x)
			if err != nil {
				return out, &game.RuleError{Section: "113", Msg: "the " + name + " hand's tile " + strconv.Itoa(i+1), Err: err}
			}
			out[i] = t
		}
		return out, nil
	}
	high, err := read("high")
	if err != nil {
		return Set{}, err
	}
	low, err := read("low")
	if err != nil {
		return Set{}, err
	}
	left := h.tiles[:]
	left = append([]tile.Tile(nil), left...)
	for _, t := range []tile.Tile{high[0], high[1], low[0], low[1]} {
		i := index(left, t)
		if i < 0 {
			return Set{}, game.Rulef("113", "%v is not among seat %d's tiles %v (or is set twice): a set is the seat's own four tiles", t, s.Seat, strs(h.tiles[:]))
		}
		left = append(left[:i], left[i+1:]...)
	}
	set := Set{High: high, Low: low}
	if set.Foul() {
		return Set{}, game.Rulef("113", "the high hand %v ranks below the low hand %v: the high hand must be equal to or higher in rank", strs(high[:]), strs(low[:]))
	}
	return set, nil
}

func index(ts []tile.Tile, t tile.Tile) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}

// strs writes tiles in the spec's notation.
func strs(ts []tile.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func (e *Engine) dealerStep(s game.Step) error {
	if err := s.NoArgs("bank"); err != nil {
		err.(*game.RuleError).Section = "116"
		return err
	}
	_, banks := s.Args["bank"]
	if banks && s.Dealer != "next-round" {
		return game.Rulef("116", "the dealer offers the bank with next-round, for the round it starts")
	}
	switch s.Dealer {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("107", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("107", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		if e.bank > 0 { // 116: the banking seat covers every main wager
			var cover money.Amount
			for _, w := range e.bets.Wagers() {
				if w.ID == "main" {
					cover = cover.Plus(w.Amount)
				}
			}
			e.bets.Raise(&e.rec, e.bank, "", "bank", cover)
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("115", "round %d is not settled yet", e.rec.Round())
		}
		next := 0
		if banks {
			var err error
			if next, err = e.rotation.Offer(s.Args["bank"], e.bank, e.rules.Seats, "116"); err != nil {
				return err
			}
		}
		e.phase = game.PhaseBets
		e.hands, e.revealed, e.tiles = [positions + 1]hand{}, false, tile.NewSet()
		e.bank = next
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Pai Gow's dealer steps are no-more-bets and next-round, not %q", s.Dealer)
}

// dealt reports whether position p takes part: a seat with a main wager,
// the banking seat, or the dealer (112: the others' tiles are collected).
func (e *Engine) dealt(p int) bool {
	return p == dealerPos || p == e.bank || e.bets.Amount(p, "", "main") > 0
}

// deal is 112: blocks of four tiles, face down, to the positions 1 to 8 in
// order, whether or not a position has a wager; the whole set of 32.
func (e *Engine) deal() error {
	for p := 1; p <= positions; p++ {
		for i := range 4 {
			t, err := e.tape.Tile(&e.tiles)
			if err != nil {
				return err
			}
			e.hands[p].tiles[i] = t
		}
		switch {
		case p == dealerPos:
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		case e.dealt(p):
			e.rec.Emit(game.Event{Kind: game.EventCard, Seat: p, Cards: strs(e.hands[p].tiles[:]), FaceDown: true, Text: strconv.Itoa(p)})
		default:
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "position " + strconv.Itoa(p) + " (no wager: collected, 112)"})
		}
	}
	e.phase = game.PhaseDecision
	if e.turn() == 0 {
		e.finishRound()
	}
	return nil
}

// finishRound sets the bank's hand the house way (115) — and the
// dealer's, not wagered, when a seat banks (ruling PG3) — exposes the
// hands and settles.
func (e *Engine) finishRound() {
	for _, p := range []int{e.bankPos(), dealerPos} {
		h := &e.hands[p]
		if !h.decided {
			h.set, _ = HouseWay(h.tiles)
			h.decided = true
		}
	}
	e.revealed = true
	for k, h := range e.shown() {
		e.rec.Emit(game.Event{Kind: EventReveal, Cards: append(append([]string(nil), h.High...), h.Low...), Text: k})
	}
	e.settle()
}

// Finish implements game.Engine: setting a hand has no default (113).
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("113", "the script ends while seat %d is to set its hands in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("107", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
		}
	}
	return nil
}

// Legal implements game.Engine. A seat in turn is offered house-way, with
// the set the house way would make for it, and surrender; set, which
// needs its tiles named, is taken whenever these are offered.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase, Turn: e.turn()}
	switch e.phase {
	case game.PhaseBets:
		for _, o := range e.bets.Options() {
			if o.Seat != e.bank || e.bank == 0 {
				l.Options = append(l.Options, o)
			}
		}
		if !e.bets.Empty() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "107"})
		}
	case game.PhaseDecision:
		way, _ := HouseWay(e.hands[l.Turn].tiles)
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "house-way", Section: "113",
				Set: &game.Hand{High: strs(way.High[:]), Low: strs(way.Low[:])}},
			{Seat: l.Turn, Kind: game.KindAct, Name: "surrender", Section: "115"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Tiles are dealt face down (112): a seat
// sees its own; the others' and the bank's are seen once exposed (115),
// except a surrendered hand, which is never shown to other players (115).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(), Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	flat := game.Hands{}
	for k, h := range e.shown() {
		if h.High != nil {
			flat[k] = game.Cards(append(append([]string(nil), h.High...), h.Low...)...)
		} else {
			flat[k] = h
		}
	}
	v.Hands = game.ShowHands(flat, seat, func(k string, _ int) bool {
		if !e.revealed {
			return false
		}
		if p, err := strconv.Atoi(k); err == nil {
			return !e.hands[p].surrendered
		}
		return true
	})
	return v
}

// shown returns every hand in play: each wagering seat's (its set, or its
// four tiles until set or if surrendered), the bank's under "bank", and
// the dealer's under "dealer" when a seat banks.
func (e *Engine) shown() game.Hands {
	hs := game.Hands{}
	show := func(h *hand) game.Hand {
		if h.decided && !h.surrendered {
			return game.Hand{High: strs(h.set.High[:]), Low: strs(h.set.Low[:])}
		}
		return game.Cards(strs(h.tiles[:])...)
	}
	for s := 1; s <= e.rules.Seats; s++ {
		if s != e.bank && e.bets.Amount(s, "", "main") > 0 {
			hs[strconv.Itoa(s)] = show(&e.hands[s])
		}
	}
	if e.bank > 0 {
		hs["bank"] = show(&e.hands[e.bank])
		if e.revealed {
			hs["dealer"] = show(&e.hands[dealerPos])
		}
	} else if e.revealed {
		hs["bank"] = show(&e.hands[dealerPos])
	}
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: tiles dealt face down reach only their
// seat until exposed.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// Carries implements game.Carrier: a round a seat banks (116) must be
// played by this engine, which knows the seat was offered the bank.
func (e *Engine) Carries() bool { return e.bank != 0 }
