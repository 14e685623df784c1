package war

import (
	"fmt"
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

const maxSeats = 7

// seat is one betting place in the current round.
type seat struct {
	main, tie, war money.Amount
	first, second  card.Card // the first card and the war card
	choice         string    // "war" or "surrender" after a tie
}

// Engine is a War table. Its state is plain values (arrays, and slices that
// are only appended to), so Apply can undo a failed step by restoring a copy.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	shoe   card.Shoe
	first  game.FirstRound
	round  int
	phase  string
	seats  [maxSeats + 1]seat
	dealer [2]card.Card
	burned []card.Card
	rounds []game.Round
	events []game.Event
}

// New opens a War table reading its cards from tape.
func New(t game.Table, tape *game.Tape) *Engine {
	r := RulesOf(t)
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), first: game.FirstRound{Mode: r.FirstRound}, round: 1, phase: game.PhaseBets}
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := game.CheckSeat(s, e.rules.Seats, "67.35", "67.36"); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		return e.wager(s)
	case game.KindWithdraw:
		return e.withdraw(s)
	case game.KindAct:
		return e.decide(s)
	}
	return e.dealerStep(s.Dealer)
}

func (e *Engine) emit(ev game.Event) {
	ev.Round = e.round
	e.events = append(e.events, ev)
}

func (e *Engine) wager(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("67.36", "wagers are placed before the first card is dealt; round %d is past that", e.round)
	}
	st := e.seats[s.Seat]
	for _, w := range s.Wagers {
		switch w.ID {
		case "main", "tie":
		case "war":
			return game.Rulef("67.39", "the war wager is made by the act \"war\" after equal first cards, not placed")
		default:
			return game.Rulef("67.36", "War has no wager %q (its wagers are main and tie)", w.ID)
		}
		if w.Amount <= 0 {
			return game.Rulef("67.36", "wager %s of %d cents: %v", w.ID, w.Amount, money.ErrNotPositive)
		}
		p := &st.main
		if w.ID == "tie" {
			p = &st.tie
		}
		total := p.Plus(w.Amount)
		if err := money.Check(w.ID, total, money.Rule{}, e.rules.Limits, nil); err != nil {
			return &game.RuleError{Section: "3", Msg: fmt.Sprintf("seat %d", s.Seat), Err: err}
		}
		if err := e.first.Check(s.Seat, w.ID, total, e.rules.Limits.Min); err != nil {
			return err
		}
		*p = total
	}
	if st.tie > 0 && st.main == 0 {
		return game.Rulef("67.40", "seat %d: the tie wager is made in addition to an initial (main) wager", s.Seat)
	}
	e.seats[s.Seat] = st
	for _, w := range s.Wagers {
		e.emit(game.Event{Kind: game.EventWager, Seat: s.Seat, Wager: w.ID, Amount: w.Amount})
	}
	return nil
}

func (e *Engine) withdraw(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("67.36", "a wager can be taken down only before the first card is dealt")
	}
	st := &e.seats[s.Seat]
	var amt money.Amount
	switch s.Withdraw {
	case "main":
		if st.tie > 0 {
			return game.Rulef("67.40", "seat %d must take down its tie wager before its main wager", s.Seat)
		}
		amt, st.main = st.main, 0
	case "tie":
		amt, st.tie = st.tie, 0
	default:
		return game.Rulef("67.36", "War has no wager %q to withdraw", s.Withdraw)
	}
	if amt == 0 {
		return game.Rulef("67.36", "seat %d has no %s wager to withdraw", s.Seat, s.Withdraw)
	}
	e.emit(game.Event{Kind: game.EventWithdraw, Seat: s.Seat, Wager: s.Withdraw, Amount: amt})
	return nil
}

// turn returns the first seat that tied and has not yet chosen, or 0.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for i := 1; i <= e.rules.Seats; i++ {
		if st := e.seats[i]; st.main > 0 && st.choice == "" && st.first.Rank() == e.dealer[0].Rank() {
			return i
		}
	}
	return 0
}

func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.38(3)", "no decision is open: a seat chooses war or surrender only when its first card ties the dealer's")
	}
	t := e.turn()
	if s.Seat != t {
		if st := e.seats[s.Seat]; st.main == 0 || st.first.Rank() != e.dealer[0].Rank() || st.choice != "" {
			return game.Rulef("67.38(3)", "seat %d has no decision to make; seat %d is to choose war or surrender", s.Seat, t)
		}
		return game.Rulef("67.38(3)", "out of turn: seat %d decides before seat %d", t, s.Seat)
	}
	st := &e.seats[t]
	switch s.Act {
	case "war":
		if s.HasAmt && s.Amount != st.main {
			return game.Rulef("67.39", "the war wager equals the initial wager, %d cents, not %d", st.main, s.Amount)
		}
		st.war = st.main
		e.emit(game.Event{Kind: game.EventWager, Seat: t, Wager: "war", Amount: st.war})
	case "surrender":
		if s.HasAmt {
			return game.Rulef("67.38(3)", "surrender takes no amount")
		}
	default:
		return game.Rulef("67.38(3)", "seat %d ties the dealer and must choose war or surrender, not %q", t, s.Act)
	}
	st.choice = s.Act
	e.emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if e.turn() == 0 {
		return e.finishRound()
	}
	return nil
}

func (e *Engine) dealerStep(name string) error {
	switch name {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("67.37", "bets are already closed in round %d", e.round)
		}
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.38", "round %d is not settled yet", e.round)
		}
		e.round++
		e.phase = game.PhaseBets
		e.seats = [maxSeats + 1]seat{}
		e.dealer = [2]card.Card{}
		e.burned = nil
		e.emit(game.Event{Kind: game.EventNewRound})
		return nil
	}
	return game.Rulef("", "War's dealer steps are no-more-bets and next-round, not %q", name)
}

func (e *Engine) draw(to string) (card.Card, error) {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return 0, err
	}
	e.emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: to})
	return c, nil
}

// deal is 67.37: one card face up to each seat with a wager, then the dealer.
func (e *Engine) deal() error {
	if !e.wagered() {
		return game.Rulef("67.36", "no initial wager is on the layout: there is nothing to deal")
	}
	e.emit(game.Event{Kind: game.EventClosed})
	e.first.Dealt(func(s int) bool { return s <= e.rules.Seats && e.seats[s].main > 0 })
	for i := 1; i <= e.rules.Seats; i++ {
		if e.seats[i].main == 0 {
			continue
		}
		c, err := e.draw(strconv.Itoa(i))
		if err != nil {
			return err
		}
		e.seats[i].first = c
	}
	c, err := e.draw("dealer")
	if err != nil {
		return err
	}
	e.dealer[0] = c
	e.phase = game.PhaseDecision
	if e.turn() == 0 {
		return e.finishRound()
	}
	return nil
}

// finishRound runs the war, if any seat chose it (67.39), then settles.
func (e *Engine) finishRound() error {
	atWar := false
	for i := 1; i <= e.rules.Seats; i++ {
		atWar = atWar || e.seats[i].choice == "war"
	}
	if atWar {
		if err := e.burn(); err != nil {
			return err
		}
		for i := 1; i <= e.rules.Seats; i++ {
			if e.seats[i].choice != "war" {
				continue
			}
			c, err := e.draw(strconv.Itoa(i))
			if err != nil {
				return err
			}
			e.seats[i].second = c
		}
		if err := e.burn(); err != nil {
			return err
		}
		c, err := e.draw("dealer")
		if err != nil {
			return err
		}
		e.dealer[1] = c
	}
	e.settle()
	return nil
}

// burn is the three cards drawn and set aside before each side's war card (67.39).
func (e *Engine) burn() error {
	for range 3 {
		c, err := e.draw("burn")
		if err != nil {
			return err
		}
		e.burned = append(e.burned, c)
	}
	return nil
}

// Finish implements game.Engine: War has no default for the war-or-surrender
// decision, and wagers must be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.38(3)", "the script ends while seat %d must choose war or surrender in round %d", e.turn(), e.round)
	case game.PhaseBets:
		if e.wagered() {
			return game.Rulef("67.37", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.round)
		}
	}
	return nil
}

// wagered reports whether any seat has an initial wager on the layout.
func (e *Engine) wagered() bool {
	for i := 1; i <= e.rules.Seats; i++ {
		if e.seats[i].main > 0 {
			return true
		}
	}
	return false
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.round, Phase: e.phase, Turn: e.turn()}
	switch e.phase {
	case game.PhaseBets:
		min := e.rules.Limits.Min
		for i := 1; i <= e.rules.Seats; i++ {
			st := e.seats[i]
			// Per seat, so that section 10 and what is already on the layout
			// bound each seat's amounts exactly.
			if lim := e.room(i, "main", st.main); lim > 0 {
				l.Options = append(l.Options, game.Option{Seat: i, Kind: game.KindWager, Name: "main", Min: min, Max: lim, Section: "67.36"})
			}
			if lim := e.room(i, "tie", st.tie); lim > 0 && st.main > 0 {
				// 67.40: the tie wager goes beside an initial wager.
				l.Options = append(l.Options, game.Option{Seat: i, Kind: game.KindWager, Name: "tie", Min: min, Max: lim, Section: "67.40"})
			}
			if st.tie > 0 {
				l.Options = append(l.Options, game.Option{Seat: i, Kind: game.KindWithdraw, Name: "tie"})
			} else if st.main > 0 {
				l.Options = append(l.Options, game.Option{Seat: i, Kind: game.KindWithdraw, Name: "main"})
			}
		}
		if e.wagered() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "67.37"})
		}
	case game.PhaseDecision:
		m := e.seats[l.Turn].main
		l.Options = append(l.Options,
			game.Option{Seat: l.Turn, Kind: game.KindAct, Name: "war", Min: m, Max: m, Section: "67.39"},
			game.Option{Seat: l.Turn, Kind: game.KindAct, Name: "surrender", Section: "67.38(3)"})
	case game.PhaseOver:
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round"})
	}
	return l
}

// View implements game.Engine. Every War card is dealt face up (67.37), so
// every seat sees the same table; the rest of the shoe is never shown.
func (e *Engine) View(seatNo int) game.View {
	v := game.View{Seat: seatNo, Round: e.round, Phase: e.phase, Turn: e.turn(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}}
	if e.phase != game.PhaseBets {
		v.Hands = map[string][]game.Shown{}
		for k, cs := range e.hands() {
			for _, c := range cs {
				v.Hands[k] = append(v.Hands[k], game.Shown{Card: c})
			}
		}
	}
	for i := 1; i <= e.rules.Seats; i++ {
		st := e.seats[i]
		for _, w := range []struct {
			id string
			a  money.Amount
		}{{"main", st.main}, {"war", st.war}, {"tie", st.tie}} {
			if w.a > 0 {
				v.Wagers = append(v.Wagers, game.Wager{Seat: i, ID: w.id, Amount: w.a})
			}
		}
	}
	if n := len(e.rounds); n > 0 {
		last := e.rounds[n-1]
		v.Last = &last
	}
	return v
}

// room returns the most seat may add to wager id holding cur now, or 0 if
// it may add nothing (the table maximum, section 3; section 10).
func (e *Engine) room(seat int, id string, cur money.Amount) money.Amount {
	min, max := e.rules.Limits.Min, e.rules.Limits.Max
	if e.first.Check(seat, id, cur+min, min) != nil {
		return 0
	}
	if e.first.Check(seat, id, max, min) != nil {
		max = min // section 10 "minimum": the total is at most the table minimum
	}
	if cur+min > max {
		return 0
	}
	return max - cur
}

// hands returns the cards in play: each seat's first card and war card, the
// dealer's likewise.
func (e *Engine) hands() map[string][]string {
	h := map[string][]string{}
	for i := 1; i <= e.rules.Seats; i++ {
		st := e.seats[i]
		if st.first == 0 {
			continue
		}
		k := strconv.Itoa(i)
		h[k] = []string{st.first.String()}
		if st.second != 0 {
			h[k] = append(h[k], st.second.String())
		}
	}
	if e.dealer[0] != 0 {
		h["dealer"] = []string{e.dealer[0].String()}
		if e.dealer[1] != 0 {
			h["dealer"] = append(h["dealer"], e.dealer[1].String())
		}
	}
	return h
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rounds[:len(e.rounds):len(e.rounds)] }

// Events implements game.Engine.
func (e *Engine) Events() []game.Event { return e.events[:len(e.events):len(e.events)] }
