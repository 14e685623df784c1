package game_test

import (
	"strconv"
	"testing"

	"croupier/card"
	"croupier/game"
	"croupier/game/gametest"
	"croupier/money"
)

// highCard is the smallest game the contract admits, written as
// docs/ARCHITECTURE.md "Adding a game" says: a table's Layout takes the
// wagers and a Record keeps the events and rounds, so the engine writes only
// its dealing, its decisions (none here) and its settlement. One card to
// each seat with a main wager and one to the dealer; the higher rank wins
// even money, a tie pushes; "suited", beside main, pays 3 to 1 when the
// seat's card has the dealer's suit. It is not a by-law game: the
// conformance suite plays it to show the layout keeps the contract alone.
type highCard struct {
	tape  *game.Tape
	shoe  card.Shoe
	rec   game.Record
	bets  game.Layout
	phase game.Phase
	cards map[string]card.Card // copied before it changes
}

func newHighCard(t game.Table, tape *game.Tape) (game.Engine, error) {
	lookup := func(id string) (game.Bet, error) {
		switch id {
		case "main":
			return game.Bet{ID: id, Section: "-"}, nil
		case "suited":
			return game.Bet{ID: id, Section: "-", Needs: "main", Rule: money.Rule{AtMost: "main"}}, nil
		}
		return game.Bet{}, game.Rulef("-", "high card has no wager %q", id)
	}
	return &highCard{
		tape: tape, shoe: card.NewShoe(card.Standard(1), 1, card.Policy{}), rec: game.NewRecord(), phase: game.PhaseBets,
		bets: game.NewLayout(game.Betting{Limits: t.Limits(), Seats: int(t.Int("seats")), Section: "-", SeatSection: "-",
			Before: "before the deal", Offer: []string{"main", "suited"}, Lookup: lookup}),
	}, nil
}

func (e *highCard) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error {
		if err := e.bets.CheckSeat(s); err != nil {
			return err
		}
		switch {
		case s.Kind() == game.KindWager:
			return e.bets.Place(&e.rec, s)
		case s.Kind() == game.KindWithdraw:
			return e.bets.Withdraw(&e.rec, s)
		case s.Dealer == "no-more-bets" && e.phase == game.PhaseBets && !e.bets.Empty():
			return e.deal()
		case s.Dealer == "next-round" && e.phase == game.PhaseOver:
			e.phase, e.cards = game.PhaseBets, nil
			e.bets.NextRound()
			e.rec.NextRound()
			return nil
		}
		return game.Rulef("-", "high card cannot %+v now", s)
	})
}

// deal is the dealing: a card to each seat with a wager, then the dealer.
func (e *highCard) deal() error {
	e.bets.Close(&e.rec)
	cards := map[string]card.Card{}
	for _, seat := range append(e.bets.Seats(), game.Dealer) {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return err
		}
		key := strconv.Itoa(seat)
		if seat == game.Dealer {
			key = "dealer"
		}
		cards[key] = c
		e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: key})
	}
	e.cards = cards
	e.settle()
	return nil
}

// settle is the settlement.
func (e *highCard) settle() {
	d := e.cards["dealer"]
	var out []game.Settlement
	hands := game.Hands{"dealer": game.Cards(d.String())}
	for _, w := range e.bets.Wagers() {
		c := e.cards[strconv.Itoa(w.Seat)]
		hands[strconv.Itoa(w.Seat)] = game.Cards(c.String())
		switch {
		case w.ID == "suited" && c.Suit() == d.Suit():
			out = append(out, game.Won(w.Seat, w.ID, w.Amount, money.To(3, 1)))
		case w.ID == "suited" || c.Rank() < d.Rank():
			out = append(out, game.Lost(w.Seat, w.ID, w.Amount))
		case c.Rank() > d.Rank():
			out = append(out, game.Won(w.Seat, w.ID, w.Amount, money.To(1, 1)))
		default:
			out = append(out, game.Pushed(w.Seat, w.ID, w.Amount))
		}
	}
	e.rec.Settle(game.Round{Hands: hands, Settlements: out})
	e.phase = game.PhaseOver
	if e.shoe.EndRound(len(e.bets.Seats())) {
		e.rec.Emit(game.Event{Kind: game.EventShuffle})
	}
}

func (e *highCard) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	switch {
	case e.phase == game.PhaseBets:
		l.Options = e.bets.Options()
		if !e.bets.Empty() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets"})
		}
	default:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

func (e *highCard) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.bets.Wagers(), Last: e.rec.Last()}
	for k, c := range e.cards {
		if v.Hands == nil {
			v.Hands = map[string][]game.Shown{}
		}
		v.Hands[k] = []game.Shown{{Card: c.String()}}
	}
	return v
}

func (e *highCard) Finish() error                { return nil }
func (e *highCard) Rounds() []game.Round         { return e.rec.Rounds() }
func (e *highCard) Events(seat int) []game.Event { return e.rec.Events(seat) }

var highCardGame = game.Game{
	Spec: game.Spec{ID: "high-card", Name: "High card", Available: true, Outcome: game.OutcomeCards,
		Options: []game.OptionSpec{game.OptMin, game.OptMax, game.OptSeats},
		Wagers:  []game.WagerSpec{{ID: "main"}, {ID: "suited"}},
		Dealer:  []string{"no-more-bets", "next-round"}},
	New: newHighCard,
}

// The skeleton keeps the whole contract: the conformance suite's money,
// legality, atomicity, hiding and replay checks pass on it.
func TestSkeletonConformance(t *testing.T) {
	gametest.Run(t, highCardGame, gametest.Options{Rounds: 100, Tables: 3})
}
