package slots

import (
	"fmt"
	"strings"

	"croupier/game"
	"croupier/money"
)

// EventSpin records where the reels stopped: Text lists each payline's
// symbols, and "void" on a defective machine (95).
const EventSpin game.EventKind = "spin"

// seat is the machine's one player place (87).
const seat = 1

// Engine is one slot machine. Its state is plain values and a machine
// never changed after New, so Apply can undo a failed step by restoring a
// copy.
type Engine struct {
	m     Machine
	odds  Analysis
	tape  *game.Tape
	rec   game.Record
	phase game.Phase
	reels []int // the last spin's stops, replaced (never changed) by each spin
	// jackpot is the linked progressive as this machine counts it (91):
	// its last told amount plus this machine's contributions since.
	jackpot game.Jackpot
}

// New opens machine m, which must have passed Parse or Validate, under the
// table limits l, reading its spins from tape.
func New(m Machine, l money.Limits, tape *game.Tape) (*Engine, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	a, err := Analyze(m)
	if err != nil {
		return nil, err
	}
	if a.Return.Cmp(MinReturn) < 0 {
		return nil, m.Validate()
	}
	if err := checkLimits(m, l); err != nil {
		return nil, err
	}
	e := &Engine{m: m, odds: a, tape: tape, rec: game.NewRecord(), phase: game.PhaseBets}
	if p := m.Progressive; p != nil {
		e.jackpot = game.Jackpot{Amount: p.Reset, Seed: p.Reset, Pool: PoolPrefix + p.Pool}
	}
	return e, nil
}

// PoolPrefix begins a slot machine pool's name in the server's jackpot
// pools, so that no pool of machines is taken for a table game's.
const PoolPrefix = "slots:"

// SetJackpot sets the progressive jackpot's amount as the machine opens
// (the table option "jackpot"); spins told the pool's amount replace it.
func (e *Engine) SetJackpot(amount money.Amount) error {
	if e.m.Progressive == nil {
		return game.Rulef("91", "machine %q has no progressive jackpot to set", e.m.Name)
	}
	if amount < 0 || amount > game.MaxJackpot {
		return game.Rulef("91", "the jackpot is 0 to %d cents, not %d", int64(game.MaxJackpot), amount)
	}
	e.jackpot.Amount = amount
	return nil
}

// Progressive implements game.Progressive: the machine's linked jackpot,
// offered when it has one (91).
func (e *Engine) Progressive() (game.Jackpot, bool) { return e.jackpot, e.m.Progressive != nil }

// CarriesJackpot implements game.JackpotCarrier: each spin draws on the
// pool as the display shows it when the play begins (91).
func (e *Engine) CarriesJackpot(s game.Step) bool { return s.Act == "spin" }

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := game.CheckSeat(s, seat, "87", "89", "jackpot"); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager, game.KindWithdraw:
		return game.Rulef("89", "a slot machine takes no wagers: a play is the act \"spin\" at the unit cost of %d cents", e.m.UnitCost())
	case game.KindDealer:
		if s.Dealer != "next-round" {
			return game.Rulef("", "a slot machine's only dealer step is next-round, not %q", s.Dealer)
		}
		if _, ok := s.Args["jackpot"]; ok {
			return game.Rulef("91", "only a spin carries the jackpot, for the play it begins")
		}
		if e.phase != game.PhaseOver {
			return game.Rulef("88", "round %d has not been played yet", e.rec.Round())
		}
		e.next()
		return nil
	}
	if s.Act != "spin" {
		return game.Rulef("89", "seat %d: a slot machine's only act is spin, not %q", s.Seat, s.Act)
	}
	if s.HasAmt {
		return game.Rulef("89", "seat %d: a spin takes no amount: a play costs the unit cost, %d cents", s.Seat, e.m.UnitCost())
	}
	if err := e.jackpot.Take(s, "91", e.m.Progressive != nil); err != nil {
		return err
	}
	if e.phase == game.PhaseOver { // lenient: a spin after a settled play opens the next round
		e.next()
	}
	return e.spin()
}

func (e *Engine) next() {
	e.phase = game.PhaseBets
	e.reels = nil
	e.rec.NextRound()
}

// spin is one play (88, 89): the unit cost is wagered, the reels stop where
// the tape says and the play is settled at once. The progressive jackpot
// pays the amount shown as the play began (91); the play's contribution
// then goes into the pool, after a hit into the reset one.
func (e *Engine) spin() error {
	cost := e.m.UnitCost()
	sp, err := e.tape.Reels(e.m.Strips())
	if err != nil {
		return err
	}
	e.rec.Emit(game.Event{Kind: game.EventWager, Seat: seat, Wager: "play", Amount: cost})
	e.reels = sp.Stops
	st := game.Settlement{Seat: seat, Wager: "play", Stake: cost}
	var draw game.JackpotDraw
	text := e.describe(sp.Stops)
	switch {
	case e.m.Defective: // 95: no payment, the wager refunded
		st.Result = game.Void
		text += "; void: the machine is defective (95)"
	case sp.Disrupted != "": // 94: no prize, the wager not refunded
		st.Result, st.Net = game.Void, -cost
		text += "; void without refund: the play was disrupted (94): " + sp.Disrupted
	default:
		w := e.m.Spin(sp.Stops)
		st.Net = money.Amount(w.Coins)*e.m.Denomination - cost
		text += e.wins(w)
		if w.Jackpot {
			won, _ := e.jackpot.Award(100, &draw) // 100% of a whole-cent amount drops nothing
			st.Net += won
			text += fmt.Sprintf("; the progressive jackpot pays %d cents", won)
		}
		switch {
		case st.Net > 0:
			st.Result = game.Win
		case st.Net < 0:
			st.Result = game.Lose
		default:
			st.Result = game.Push
		}
	}
	if e.m.Progressive != nil && !e.m.Defective { // the coins the house keeps feed the pool (91)
		draw.Contributed = e.m.Contribution()
		e.jackpot.Amount += draw.Contributed
	}
	e.rec.Emit(game.Event{Kind: EventSpin, Seat: seat, Text: text})
	e.rec.Settle(game.Round{Outcomes: game.Outcomes{Reels: sp.Stops}, Settlements: []game.Settlement{st}, Jackpot: draw})
	e.phase = game.PhaseOver
	return nil
}

// describe writes each payline's symbols: "line 1: 7 7 bar".
func (e *Engine) describe(stops []int) string {
	var b strings.Builder
	for i, l := range e.m.lines() {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "line %d:", i+1)
		for k, r := range l {
			b.WriteString(" " + e.m.symbol(k, stops[k], r))
		}
	}
	return b.String()
}

// wins writes what a spin won.
func (e *Engine) wins(w Win) string {
	var b strings.Builder
	for _, lw := range w.Lines {
		p := e.m.Pays[lw.Pay]
		if p.Pays > 0 {
			fmt.Fprintf(&b, "; line %d pays %d (%s)", lw.Line+1, p.Pays*e.m.coinsPerLine(), strings.Join(p.Symbols, " "))
		}
		if p.Merchandise != "" { // 90: delivered by the attendant, no part of the net
			fmt.Fprintf(&b, "; line %d wins the merchandise: %s (%s)", lw.Line+1, p.Merchandise, strings.Join(p.Symbols, " "))
		}
	}
	if w.Scatter >= 0 {
		fmt.Fprintf(&b, "; %d or more %s pay %d", e.m.ScatterPays[w.Scatter].Count, e.m.Scatter, e.m.ScatterPays[w.Scatter].Pays*int64(e.m.Coins))
	}
	if w.Jackpot {
		fmt.Fprintf(&b, "; progressive jackpot %s", e.m.Progressive.Pool)
	}
	if w.Coins > 0 {
		fmt.Fprintf(&b, "; %d coins", w.Coins)
	}
	return b.String()
}

// Finish implements game.Engine: a play is settled the moment it is made,
// so nothing is ever pending.
func (e *Engine) Finish() error { return nil }

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	if e.phase == game.PhaseOver {
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round"})
	}
	l.Options = append(l.Options, game.Option{Seat: seat, Kind: game.KindAct, Name: "spin", Section: "89"})
	return l
}

// View implements game.Engine: nothing at a slot machine is hidden.
func (e *Engine) View(s int) game.View {
	return game.View{Seat: s, Round: e.rec.Round(), Phase: e.phase, Outcomes: game.Outcomes{Reels: e.reels}, Last: e.rec.Last()}
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine.
func (e *Engine) Events(s int) []game.Event { return e.rec.Events(s) }

// Felt implements game.Felter: the machine's name, unit cost, pay table and
// exact return, shown before play (89).
func (e *Engine) Felt() any { return feltOf(e.m, e.odds) }

// Machine returns the machine's configuration.
func (e *Engine) Machine() Machine { return e.m }

// Odds returns the machine's exact analysis (ruling M1).
func (e *Engine) Odds() Analysis { return e.odds }
