package baccarat

import (
	"encoding/json"

	"croupier/card"
	"croupier/game"
)

// Engine is a Baccarat table. Its state is plain values (arrays, and slices
// only appended to or copied before they change), so Apply can undo a
// failed step by restoring a copy.
type Engine struct {
	rules  Rules
	tape   *game.Tape
	shoe   card.Shoe
	rec    game.Record
	bets   game.Layout
	phase  game.Phase
	player hand
	banker hand
}

// A hand is Player's or Banker's cards, two or three.
type hand struct {
	cards [3]card.Card
	n     int
}

// value is a card's point value (27): tens and pictures 0, aces 1, the
// others their face.
func value(c card.Card) int {
	if r := int(c.Rank()); r < 10 {
		return r
	} else if r == 14 {
		return 1
	}
	return 0
}

// points is the hand's point count: the units digit of its total (27).
func (h *hand) points() int {
	t := 0
	for _, c := range h.cards[:h.n] {
		t += value(c)
	}
	return t % 10
}

func (h *hand) notation() game.Hand {
	cs := make([]string, h.n)
	for i, c := range h.cards[:h.n] {
		cs[i] = c.String()
	}
	return game.Cards(cs...)
}

// New opens a Baccarat table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()), phase: game.PhaseBets}, nil
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
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		return e.bets.Withdraw(&e.rec, s)
	}
	return game.Rulef("30", "Baccarat has no decisions: seat %d cannot %q (a wager is placed before the first card and stands until settled)", s.Seat, s.Act)
}

func (e *Engine) dealerStep(s game.Step) error {
	by, err := e.dealtBy(s)
	if err != nil {
		return err
	}
	switch s.Dealer {
	case "no-more-bets":
		if e.phase != game.PhaseBets {
			return game.Rulef("30", "bets are already closed in round %d", e.rec.Round())
		}
		if e.bets.Empty() {
			return game.Rulef("29", "no wager is on the layout in round %d: there is nothing to deal", e.rec.Round())
		}
		e.bets.Close(&e.rec)
		if by > 0 {
			e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: by, Text: "deals the cards (Grand Baccarat, 28)"})
		}
		return e.deal()
	case "next-round":
		if by > 0 {
			return game.Rulef("28", "\"by\" names who deals, with no-more-bets")
		}
		if e.phase != game.PhaseOver {
			return game.Rulef("37", "round %d is not settled yet", e.rec.Round())
		}
		e.phase = game.PhaseBets
		e.player, e.banker = hand{}, hand{}
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "Baccarat's dealer steps are no-more-bets and next-round, not %q", s.Dealer)
}

// dealtBy reads who deals the cards at Grand Baccarat (28): "by", a seat
// holding a betting box this round; 0 when the dealer deals.
func (e *Engine) dealtBy(s game.Step) (int, error) {
	if err := s.NoArgs("by"); err != nil {
		err.(*game.RuleError).Section = "28"
		return 0, err
	}
	raw, ok := s.Args["by"]
	if !ok {
		return 0, nil
	}
	if e.rules.Style != Grand {
		return 0, game.Rulef("28", "at Midi-Baccarat only the dealer distributes the cards: no \"by\"")
	}
	var seat int
	if err := json.Unmarshal(raw, &seat); err != nil || !e.bets.Seated(seat) {
		return 0, game.Rulef("28", "\"by\" is the seat of a player with a wager this round, who deals at Grand Baccarat, not %s", raw)
	}
	return seat, nil
}

func (e *Engine) draw(h *hand, to string) error {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return err
	}
	h.cards[h.n] = c
	h.n++
	e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: to})
	return nil
}

// deal is section 37: the first and third cards to Player, the second and
// fourth to Banker, then the tableau.
func (e *Engine) deal() error {
	for range 2 {
		if err := e.draw(&e.player, "player"); err != nil {
			return err
		}
		if err := e.draw(&e.banker, "banker"); err != nil {
			return err
		}
	}
	if _, _, err := tableau(e.player.points(), e.banker.points(), tapeDraw{e}); err != nil {
		return err
	}
	e.settle()
	return nil
}

// tapeDraw draws the tableau's cards from the engine's tape.
type tapeDraw struct{ e *Engine }

func (d tapeDraw) draw(player bool) (int, error) {
	h, to := &d.e.banker, "banker"
	if player {
		h, to = &d.e.player, "player"
	}
	if err := d.e.draw(h, to); err != nil {
		return 0, err
	}
	return value(h.cards[h.n-1]), nil
}

// A drawer deals the tableau its next card.
type drawer interface {
	draw(player bool) (int, error)
}

// tableau completes a coup whose first four cards gave Player p and Banker
// b (section 37): no more cards on a natural; otherwise Player, then
// Banker, draw by the tableau. d.draw deals the next card to Player (true)
// or Banker and returns its point value. It returns the final points. The
// engine (tapeDraw) and the simulation (sample.go) both play it; d is a
// struct, not a pointer, so that each gets its own compiled copy with its
// draw inlined.
func tableau[D drawer](p, b int, d D) (int, int, error) {
	if p >= 8 || b >= 8 { // 37: a natural
		return p, b, nil
	}
	third := stood
	if playerDraws[p] {
		v, err := d.draw(true)
		if err != nil {
			return 0, 0, err
		}
		third, p = v, (p+v)%10
	}
	if bankerDraws[b][third+1] {
		v, err := d.draw(false)
		if err != nil {
			return 0, 0, err
		}
		b = (b + v) % 10
	}
	return p, b, nil
}

// stood is the "Player's third card" of a Player who stood.
const stood = -1

// The tableau of section 37, as the by-law prints it.
var (
	// playerDraws[total]: Player hits a third card on 0–5, stands on 6–7.
	playerDraws = [8]bool{true, true, true, true, true, true, false, false}
	// bankerDraws[total][third+1]: Banker's draw on its two-card total when
	// Player stood (column 0, "the player does not take a 3rd card") or
	// drew a third card of value 0–9 (columns 1–10).
	bankerDraws = [8][11]bool{
		//  stood 0  1  2  3  4  5  6  7  8  9
		0: {H, H, H, H, H, H, H, H, H, H, H},
		1: {H, H, H, H, H, H, H, H, H, H, H},
		2: {H, H, H, H, H, H, H, H, H, H, H},
		3: {H, H, H, H, H, H, H, H, H, S, H},
		4: {H, S, S, H, H, H, H, H, H, S, S},
		5: {H, S, S, S, S, H, H, H, H, S, S},
		6: {S, S, S, S, S, S, S, H, H, S, S},
		7: {S, S, S, S, S, S, S, S, S, S, S},
	}
)

// H and S are the tableau's "hit" and "stand".
const (
	H = true
	S = false
)

// Finish implements game.Engine: Baccarat has no decisions; wagers on the
// layout must be dealt.
func (e *Engine) Finish() error {
	if e.phase == game.PhaseBets && !e.bets.Empty() {
		return game.Rulef("30", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
	}
	return nil
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.bets.Options()
		if !e.bets.Empty() {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "37"})
		}
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// View implements game.Engine. Every card is dealt face up (37), so every
// seat sees the same table.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Wagers: e.bets.Wagers(),
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.player.n > 0 {
		v.Hands = map[string][]game.Shown{}
		for k, h := range e.hands() {
			for _, c := range h.Cards {
				v.Hands[k] = append(v.Hands[k], game.Shown{Card: c})
			}
		}
	}
	return v
}

// hands returns the two hands in play.
func (e *Engine) hands() game.Hands {
	return game.Hands{"player": e.player.notation(), "banker": e.banker.notation()}
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine. Every Baccarat card is dealt face up.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
