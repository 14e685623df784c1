package superpan9

import (
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// EventReveal is the dealer turning a hand face up once every player has
// played (61). The string is stored and sent; it never changes.
const EventReveal game.EventKind = "reveal"

// A hand is three cards, and a fourth if hit (60, ruling SP1).
type hand struct {
	cards [4]card.Card
	n     uint8
	done  bool // stood or hit: the hand is complete
}

// value is a card's value (54): pictures 0, aces 1, the others their face.
func value(c card.Card) int {
	switch r := int(c.Rank()); {
	case r == 14:
		return 1
	case r < 10:
		return r
	}
	return 0
}

// points is the units digit of the hand's total (54).
func (h *hand) points() int {
	t := 0
	for _, c := range h.cards[:h.n] {
		t += value(c)
	}
	return t % 10
}

func (h *hand) notation() []string { return card.Strings(h.cards[:h.n]) }

// Engine is a Super Pan 9 table. Its state is plain values (arrays, and
// slices only appended to or copied before they change), so Apply can undo
// a failed step by restoring a copy.
type Engine struct {
	rules    Rules
	tape     *game.Tape
	shoe     card.Shoe
	rec      game.Record
	bets     game.Layout
	phase    game.Phase
	hands    [maxSeats + 1]hand
	dealer   hand
	revealed bool // 61: the cards are face up
	bank     int  // this round's bank: 0 the dealer, or a seat (62, 53)
	// 53: who may bank next: not this round's banking seat, and only a
	// seat that wagered in the last round the dealer banked.
	rotation game.BankRotation // 62, 53: who may bank the next round
}

// New opens a Super Pan 9 table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()),
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
	if err := e.bets.CheckSeat(s); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		if s.Seat == e.bank {
			return game.Rulef("53", "seat %d is the bank this round: it covers the other wagers and places none", s.Seat)
		}
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		return e.bets.Withdraw(&e.rec, s)
	}
	return e.decide(s)
}

// order returns the seats dealt, in seat order: those with a main wager and
// the banking seat.
func (e *Engine) order() []int {
	var out []int
	for s := 1; s <= e.rules.Seats; s++ {
		if s == e.bank || e.bets.Amount(s, "", "main") > 0 {
			out = append(out, s)
		}
	}
	return out
}

// turn returns the seat to play now: the players in seat order, then a
// banking seat, which plays the bank's hand last; 0 when none is left.
func (e *Engine) turn() int {
	if e.phase != game.PhaseDecision {
		return 0
	}
	for _, s := range e.order() {
		if s != e.bank && !e.hands[s].done {
			return s
		}
	}
	if e.bank > 0 && !e.hands[e.bank].done {
		return e.bank
	}
	return 0
}

// decide takes a seat's hit or stand (60), in turn.
func (e *Engine) decide(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("60", "no hand is being played in round %d: seat %d cannot %q now", e.rec.Round(), s.Seat, s.Act)
	}
	if s.Act != "hit" && s.Act != "stand" {
		return game.Rulef("60", "a Super Pan 9 hand stands or hits one card, not %q", s.Act)
	}
	if s.HasAmt {
		return game.Rulef("60", "%s takes no amount", s.Act)
	}
	t := e.turn()
	if s.Seat != t {
		return game.Rulef("60", "seat %d is to play its hand now, not seat %d", t, s.Seat)
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: t, Text: s.Act})
	if s.Act == "hit" {
		if err := e.draw(t); err != nil {
			return err
		}
	}
	e.hands[t].done = true
	if e.turn() == 0 {
		return e.finishRound()
	}
	return nil
}

func (e *Engine) dealerStep(s game.Step) error {
	if err := s.NoArgs("bank"); err != nil {
		err.(*game.RuleError).Section = "53"
		return err
	}
	_, banks := s.Args["bank"]
	if banks && s.Dealer != "next-round" {
		return game.Rulef("53", "the dealer offers the bank with next-round, for the round it starts")
	}
	switch s.Dealer {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("56", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("56", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		if e.bank > 0 { // 53: the banking seat covers every wager at the table
			var cover money.Amount
			for _, w := range e.bets.Wagers() {
				cover = cover.Plus(w.Amount)
			}
			e.bets.Raise(&e.rec, e.bank, "", "bank", cover)
		}
		e.bets.Close(&e.rec)
		return e.deal()
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("60", "round %d is not settled yet", e.rec.Round())
		}
		next := 0
		if banks {
			var err error
			if next, err = e.rotation.Offer(s.Args["bank"], e.bank, e.rules.Seats, "53"); err != nil {
				return err
			}
		}
		e.phase = game.PhaseBets
		e.hands, e.dealer, e.revealed = [maxSeats + 1]hand{}, hand{}, false
		e.bank = next
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Super Pan 9's dealer steps are no-more-bets and next-round, not %q", s.Dealer)
}

// draw deals the next card face down to seat (0: the dealer).
func (e *Engine) draw(seat int) error {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return err
	}
	if seat == 0 {
		e.dealer.cards[e.dealer.n] = c
		e.dealer.n++
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		return nil
	}
	h := &e.hands[seat]
	h.cards[h.n] = c
	h.n++
	e.rec.Emit(game.Event{Kind: game.EventCard, Seat: seat, Cards: []string{c.String()}, FaceDown: true, Text: strconv.Itoa(seat)})
	return nil
}

// deal is 59: three cards to each player and the dealer in turn, face down.
func (e *Engine) deal() error {
	seats := e.order()
	for range 3 {
		for _, s := range append(seats, 0) {
			if err := e.draw(s); err != nil {
				return err
			}
		}
	}
	e.phase = game.PhaseDecision
	return nil
}

// finishRound plays the dealer's hand by its rule (60: hit on 5 or less,
// stand on 6 or more), turns every card face up (61) and settles.
func (e *Engine) finishRound() error {
	if dealerHits(e.dealer.points()) {
		if err := e.draw(0); err != nil {
			return err
		}
	}
	e.dealer.done = true
	e.revealed = true
	for k, h := range e.shown() {
		e.rec.Emit(game.Event{Kind: EventReveal, Cards: h.Cards, Text: k})
	}
	e.settle()
	return nil
}

// dealerHits reports whether the dealer hits a hand of points (60: on 5
// or less; stands on 6 or more).
func dealerHits(points int) bool { return points <= 5 }

// Finish implements game.Engine: a hand has no default (60); wagers must
// be dealt.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("60", "the script ends while seat %d is to play its hand in round %d", e.turn(), e.rec.Round())
	case game.PhaseBets:
		if !e.bets.Empty() {
			return game.Rulef("56", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
		}
	}
	return nil
}

// Legal implements game.Engine.
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
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "59"})
		}
	case game.PhaseDecision:
		l.Options = []game.Option{
			{Seat: l.Turn, Kind: game.KindAct, Name: "hit", Section: "60"},
			{Seat: l.Turn, Kind: game.KindAct, Name: "stand", Section: "60"},
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Cards are dealt face down (59): a seat sees
// its own, and nobody but Omniscient sees another hand until the dealer
// turns them face up (61).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase == game.PhaseBets {
		return v
	}
	v.Hands = game.ShowHands(e.shown(), seat, func(string, int) bool { return e.revealed })
	return v
}

// shown returns every hand in play: the seats' and the dealer's.
func (e *Engine) shown() game.Hands {
	hs := game.Hands{}
	for _, s := range e.order() {
		if e.hands[s].n > 0 {
			hs[strconv.Itoa(s)] = game.Cards(e.hands[s].notation()...)
		}
	}
	if e.dealer.n > 0 {
		hs["dealer"] = game.Cards(e.dealer.notation()...)
	}
	return hs
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine: a card dealt face down reaches only its
// seat until the reveal.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// Carries implements game.Carrier: a round a seat banks (62, 53) must be
// played by this engine, which knows the seat was offered the bank.
func (e *Engine) Carries() bool { return e.bank != 0 }
