package pokerroom

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
	"croupier/phh"
)

// Engine is a poker table of the room: seats that bring their table stakes
// to each game (67.94, 67.95), a button that moves clockwise to the next
// player each game (67.88(20)), and one Hand a game, dealt from the tape
// (the secure source, or the cards the dealer enters). The house deals and
// takes its commission; the players' money moves only between them (67.92).
//
// A round is one game. Its settlements give each player the stakes he
// brought back with what the game left him: Net is what he won less what he
// put in, before the commission he bears (Commission). Each round replays
// alone: the deal step names the button (Annotate).
type Engine struct {
	rules  Rules
	tape   *game.Tape
	shoe   card.Shoe
	rec    game.Record
	bets   game.Layout
	phase  game.Phase
	button int // the button's seat; 0 before the first game
	dealt  int // games dealt
	hand   *Hand
	seats  []int // the game's players' seats, in the Hand's order
	burnt  int   // the last street a card was burned before (67.88(4))
	games  []phh.Hand
}

// New opens a poker table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: card.NewShoe(card.Standard(1), 1, card.Policy{EveryRound: true}),
		rec: game.NewRecord(), bets: game.NewLayout(r.betting()), phase: game.PhaseBets}, nil
}

// Carries implements game.Carrier: after the first game the button's seat
// carries into the next.
func (e *Engine) Carries() bool { return e.button != 0 }

// ReplaysAlone implements game.Standalone: the deal step names the button,
// so a game's own steps replay it.
func (e *Engine) ReplaysAlone() bool { return true }

// Annotate adds to a deal step the seat the button moves to (67.88(20)), so
// the game's script carries it. The server calls it before the step is
// applied and recorded.
func (e *Engine) Annotate(s game.Step) game.Step {
	if s.Dealer != "deal" || e.rules.Variant.Stud || e.phase != game.PhaseBets {
		return s
	}
	if _, ok := s.Args["button"]; ok {
		return s
	}
	b := e.nextButton()
	if b == 0 {
		return s
	}
	args := maps.Clone(s.Args)
	if args == nil {
		args = map[string]json.RawMessage{}
	}
	args["button"] = json.RawMessage(strconv.Itoa(b))
	s.Args = args
	return s
}

// nextButton is the first seat with stakes after the button, clockwise;
// before the first game, the last seat with stakes (so the first seat
// after it posts the small blind).
func (e *Engine) nextButton() int {
	seats := e.bets.Seats()
	if len(seats) == 0 {
		return 0
	}
	if e.button == 0 {
		return seats[len(seats)-1]
	}
	for _, s := range seats {
		if s > e.button {
			return s
		}
	}
	return seats[0]
}

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	var saved *Hand
	if e.hand != nil {
		saved = e.hand.clone()
	}
	err := game.Atomic(e, e.tape, func() error { return e.apply(s) })
	if err != nil && saved != nil {
		e.hand = saved
	}
	return err
}

func (e *Engine) apply(s game.Step) error {
	allowed := []string{}
	switch s.Dealer {
	case "deal":
		allowed = append(allowed, "button")
	case "ruling":
		allowed = append(allowed, "text", "by")
	case "expose":
		allowed = append(allowed, "folded")
	}
	if err := e.bets.CheckSeat(s, allowed...); err != nil {
		return err
	}
	switch s.Kind() {
	case game.KindWager:
		if e.phase != game.PhaseBets {
			return game.Rulef("67.95(1)", "table stakes are added only between games: game %d is in play", e.rec.Round())
		}
		return e.bets.Place(&e.rec, s)
	case game.KindWithdraw:
		if e.phase != game.PhaseBets {
			return game.Rulef("67.95(2)", "no table stakes are taken off while game %d is in play", e.rec.Round())
		}
		return e.bets.Withdraw(&e.rec, s)
	case game.KindAct:
		return e.act(s)
	}
	switch s.Dealer {
	case "deal":
		return e.deal(s)
	case "time-charge":
		return e.timeCharge()
	case "ruling":
		return e.ruling(s)
	case "expose":
		return e.expose(s)
	case "next-round":
		if e.phase != game.PhaseOver {
			return game.Rulef("67.88(18)", "game %d is not over yet", e.rec.Round())
		}
		e.phase, e.hand, e.seats, e.burnt = game.PhaseBets, nil, nil, 0
		e.bets.NextRound()
		e.rec.NextRound()
		return nil
	}
	return game.Rulef("", "the poker room's dealer steps are deal, time-charge and next-round, not %q", s.Dealer)
}

// deal starts a game: the stakes on the layout are the players' table
// stakes (67.95), the button moves (67.88(20)), the forced bets are posted
// and the first cards dealt.
func (e *Engine) deal(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef("67.88(18)", "game %d is already dealt", e.rec.Round())
	}
	seats := e.bets.Seats()
	if len(seats) < 2 {
		return game.Rulef("67.93", "a game needs two players with their table stakes (67.94); %d has them", len(seats))
	}
	r := e.rules
	order := seats // stud: from the dealer's left
	if !r.Variant.Stud {
		b := e.nextButton()
		if raw, ok := s.Args["button"]; ok {
			if err := json.Unmarshal(raw, &b); err != nil || !slices.Contains(seats, b) {
				return game.Rulef("67.88(20)", "the button's seat %s is not a seat with table stakes (%v)", raw, seats)
			}
			if e.button != 0 && b != e.nextButton() {
				return game.Rulef("67.88(20)", "the button moves clockwise to seat %d, not seat %d", e.nextButton(), b)
			}
		}
		i := slices.Index(seats, b)
		order = append(slices.Clone(seats[i+1:]), seats[:i+1]...) // the small blind first, the button last
		e.button = b
	}
	n := len(order)
	cfg := Config{Variant: r.Variant, Stacks: make([]int64, n), Antes: make([]int64, n), Blinds: make([]int64, n),
		BringIn: int64(r.BringIn), SmallBet: int64(r.SmallBet), BigBet: int64(r.BigBet), MinBet: int64(r.BigBlind), Strict: true,
		Rake: Rake{Percent: r.RakePercent * 100, Cap: int64(r.RakeCap), NoFlopNoDrop: r.NoFlopNoDrop}}
	for i, seat := range order {
		cfg.Stacks[i] = int64(e.bets.Amount(seat, "", "stakes"))
		cfg.Antes[i] = int64(r.Ante)
	}
	if !r.Variant.Stud { // heads-up NewHand reverses them: the button posts the small blind
		cfg.Blinds[0], cfg.Blinds[1] = int64(r.SmallBlind), int64(r.BigBlind)
		if n >= 3 && r.Straddle > 0 { // the player after the big blind
			cfg.Blinds[2] = int64(r.Straddle)
			cfg.MinBet = int64(r.BigBlind)
		}
	}
	h, err := NewHand(cfg)
	if err != nil {
		return game.Rulef("67.88", "%v", err)
	}
	e.bets.Close(&e.rec)
	e.hand, e.seats, e.phase = h, order, game.PhaseDealer
	e.dealt++
	if !r.Variant.Stud {
		e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: e.button, Text: "the button (67.88(20))"})
	}
	return e.run()
}

// MaxRuling is the longest ruling recorded, in bytes.
const MaxRuling = 1000

// ruling records the decision of the person the Company authorizes on a
// dispute (67.101, 67.110), binding at once: its text and who decided, in
// the game's record and script. It changes nothing else; a decision that
// cancels the game is a void.
func (e *Engine) ruling(s game.Step) error {
	var text, by string
	if err := json.Unmarshal(s.Args["text"], &text); err != nil || text == "" || len(text) > MaxRuling {
		return game.Rulef("67.110", "a ruling has its text, 1 to %d bytes (\"text\")", MaxRuling)
	}
	if err := json.Unmarshal(s.Args["by"], &by); err != nil || by == "" {
		return game.Rulef("67.110", "a ruling names who decided it (\"by\")")
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Text: fmt.Sprintf("ruling by %s (67.101, 67.110): %s", by, text)})
	return nil
}

// expose shows a folded hand at the house's request (67.102): the cards
// turn up in the record; the game goes on unchanged.
func (e *Engine) expose(s game.Step) error {
	var seat int
	if err := json.Unmarshal(s.Args["folded"], &seat); err != nil {
		return game.Rulef("67.102", "expose names the seat whose folded hand is shown (\"folded\": SEAT)")
	}
	p := e.player(seat)
	if e.hand == nil || p < 0 {
		return game.Rulef("67.102", "seat %d holds no hand in this game", seat)
	}
	if !e.hand.Folded(p) {
		return game.Rulef("67.102", "seat %d has not folded: a hand in play is shown at the showdown", seat)
	}
	if err := e.hand.Expose(p); err != nil {
		return game.Rulef("67.102", "seat %d's folded hand is shown already", seat)
	}
	hole, _ := e.hand.Hole(p)
	e.rec.Emit(game.Event{Kind: game.EventCard, Seat: seat, Cards: card.Strings(hole), Text: strconv.Itoa(seat) + "'s folded hand, shown at the house's request (67.102)"})
	return nil
}

// timeCharge collects the commission on game time between games (67.108):
// each player with table stakes pays the charge posted at the table (all
// his stakes if they are less), recorded as a round of its own whose
// settlements are that commission and nothing else.
func (e *Engine) timeCharge() error {
	switch {
	case e.rules.TimeCharge == 0:
		return game.Rulef("67.108", "this table posts no time charge")
	case e.phase != game.PhaseBets:
		return game.Rulef("67.108", "the time charge is collected between games, not during game %d", e.rec.Round())
	case len(e.bets.Seats()) < 2:
		return game.Rulef("67.108", "the time charge is collected from the players of a game, two at least with their table stakes")
	}
	e.bets.Close(&e.rec)
	var rd game.Round
	for _, seat := range e.bets.Seats() {
		stake := e.bets.Amount(seat, "", "stakes")
		charge := min(e.rules.TimeCharge, stake)
		rd.Settlements = append(rd.Settlements, game.Settlement{Seat: seat, Wager: "stakes", Stake: stake, Result: game.Push, Commission: charge})
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Text: "time charge " + e.rules.TimeCharge.String() + " a player (67.108)"})
	e.rec.Settle(rd)
	e.phase = game.PhaseOver
	return nil
}

// run deals whatever the hand waits for from the tape (burning a card
// before each street after the first, 67.88(4)), until a player is to act,
// a hand is to be shown, or the game is over.
func (e *Engine) run() error {
	h := e.hand
	for h.Phase() == PhaseDeal {
		if h.Street() > e.burnt {
			if _, err := e.tape.Card(&e.shoe); err != nil { // the burn: dealt face down to nobody
				return err
			}
			e.burnt = h.Street()
			e.rec.Emit(game.Event{Kind: game.EventCard, Text: "burn (67.88(4))"})
		}
		if p := h.NextHole(); p >= 0 {
			st := h.cur()
			cards, err := e.draw(len(st.Hole))
			if err != nil {
				return err
			}
			if err := h.DealHole(p, cards); err != nil {
				return err
			}
			for i, c := range cards {
				ev := game.Event{Kind: game.EventCard, Seat: e.seats[p], Cards: []string{c.String()}, Text: strconv.Itoa(e.seats[p])}
				if !st.Hole[i] {
					ev.FaceDown = true
				}
				e.rec.Emit(ev)
			}
			continue
		}
		cards, err := e.draw(h.cur().Board)
		if err != nil {
			return err
		}
		if err := h.DealBoard(cards); err != nil {
			return err
		}
		e.rec.Emit(game.Event{Kind: game.EventCard, Cards: card.Strings(cards), Text: "board"})
	}
	switch h.Phase() {
	case PhaseBet:
		e.phase = game.PhaseDecision
	case PhaseShowdown:
		e.phase = game.PhaseDecision
	case PhaseOver:
		e.settle()
	}
	return nil
}

// draw reads the next n cards from the tape.
func (e *Engine) draw(n int) ([]card.Card, error) {
	cards := make([]card.Card, n)
	for i := range cards {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return nil, err
		}
		cards[i] = c
	}
	return cards, nil
}

// player returns the hand's index of seat, or -1.
func (e *Engine) player(seat int) int { return slices.Index(e.seats, seat) }

// turn is the seat whose decision is awaited: to act in the betting, or
// to show at the showdown (67.102).
func (e *Engine) turn() int {
	if e.hand == nil || e.phase != game.PhaseDecision {
		return 0
	}
	p := e.hand.Turn()
	if e.hand.Phase() == PhaseShowdown {
		p = e.hand.NextShow()
	}
	if p < 0 {
		return 0
	}
	return e.seats[p]
}

// act is a player's decision.
func (e *Engine) act(s game.Step) error {
	if e.phase != game.PhaseDecision {
		return game.Rulef("67.88(19)", "no player is to act now")
	}
	if t := e.turn(); s.Seat != t {
		return game.Rulef("67.88(19)", "seat %d is to act, not seat %d", t, s.Seat)
	}
	h, p := e.hand, e.player(s.Seat)
	amountless := func() error {
		if s.HasAmt {
			return game.Rulef("67.88", "%s takes no amount", s.Act)
		}
		return nil
	}
	var err error
	if h.Phase() == PhaseShowdown {
		if err := amountless(); err != nil {
			return err
		}
		switch s.Act {
		case "show":
			err = h.Show(p, nil, false)
		case "muck":
			err = h.Show(p, nil, true)
		default:
			return game.Rulef("67.102", "at the showdown seat %d shows or mucks, not %q", s.Seat, s.Act)
		}
	} else {
		r, oerr := h.Options(p)
		if oerr != nil {
			return game.Rulef("67.88(19)", "%v", oerr)
		}
		switch s.Act {
		case "fold":
			if err = amountless(); err == nil {
				err = h.Fold(p)
			}
		case "check":
			if err = amountless(); err == nil {
				if r.Call > 0 {
					return game.Rulef("67.88(12)", "seat %d faces a bet of %s: he calls, raises or folds", s.Seat, money.Amount(r.Call))
				}
				err = h.CheckCall(p)
			}
		case "call":
			if err = amountless(); err == nil {
				if r.Call == 0 {
					return game.Rulef("67.88(21)", "there is no bet to call: seat %d checks or bets", s.Seat)
				}
				err = h.CheckCall(p)
			}
		case "bring-in":
			if err = amountless(); err == nil {
				err = h.BringIn(p)
			}
		case "bet", "raise":
			if want := e.raiseName(r); s.Act != want {
				return game.Rulef("67.88(16)", "seat %d %ss here, not %ss", s.Seat, want, s.Act)
			}
			to := int64(s.Amount)
			if !s.HasAmt { // at fixed limit, or when only one amount is open, the amount may go unsaid
				if !r.CanRaise || r.MinTo != r.MaxTo {
					return game.Rulef("67.88(16)", "%s takes the amount the bet goes to, %s to %s", s.Act, money.Amount(r.MinTo), money.Amount(r.MaxTo))
				}
				to = r.MinTo
			}
			switch {
			case !r.CanRaise:
				return game.Rulef("67.88(16)", "seat %d may not bet or raise now: he calls %s or folds", s.Seat, money.Amount(r.Call))
			case to < r.MinTo || to > r.MaxTo:
				return game.Rulef("67.88(16)", "seat %d may %s to %s up to %s, not %s", s.Seat, s.Act, money.Amount(r.MinTo), money.Amount(r.MaxTo), money.Amount(to))
			}
			err = h.RaiseTo(p, to)
		default:
			return game.Rulef("67.88(19)", "seat %d folds, checks, calls, bets or raises, not %q", s.Seat, s.Act)
		}
	}
	if err != nil {
		return game.Rulef(section(s.Act), "%v", err)
	}
	text := s.Act
	if s.HasAmt {
		text += " to " + s.Amount.String()
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: s.Seat, Text: text})
	if s.Act == "show" {
		hole, _ := h.Hole(p)
		e.rec.Emit(game.Event{Kind: game.EventCard, Seat: s.Seat, Cards: card.Strings(hole), Text: strconv.Itoa(s.Seat) + " shows (67.102)"})
	}
	return e.run()
}

// raiseName is what putting more in is called now: a bet with no bet
// before it on the street (67.88(8)), else a raise (67.88(16)).
func (e *Engine) raiseName(r Range) string {
	if e.hand.current == 0 || r.BringIn {
		return "bet"
	}
	return "raise"
}

// section is the by-law section a refused act cites.
func section(act string) string {
	switch act {
	case "show", "muck":
		return "67.102"
	case "fold":
		return "67.106"
	case "bring-in":
		return "67.88(10)"
	}
	return "67.88(19)"
}

// settle records the game: each player's stakes back with what the game
// left him, the commission he bears out of the pots he won (67.108), the
// shown hands and the board.
func (e *Engine) settle() {
	h := e.hand
	res := h.Result()
	bears := make([]int64, h.n)
	for _, pot := range res.Pots {
		var paid int64
		for _, s := range pot.Shares {
			paid += s.Amount
		}
		left := pot.Rake
		for i, s := range pot.Shares { // the commission in proportion to each share, the rest to the first
			part := int64(0)
			if paid > 0 {
				part = pot.Rake * s.Amount / paid
			}
			if i == len(pot.Shares)-1 {
				part = left
			}
			bears[s.Player] += part
			left -= part
		}
	}
	rd := game.Round{Hands: game.Hands{}}
	if len(h.Board()) > 0 {
		rd.Hands["board"] = game.Cards(card.Strings(h.Board())...)
	}
	for p, seat := range e.seats {
		stake := money.Amount(h.cfg.Stacks[p])
		end := money.Amount(res.Stacks[p])
		net := end + money.Amount(bears[p]) - stake
		st := game.Settlement{Seat: seat, Wager: "stakes", Stake: stake, Net: net, Commission: money.Amount(bears[p])}
		switch {
		case net > 0:
			st.Result = game.Win
		case net < 0:
			st.Result = game.Lose
		default:
			st.Result = game.Push
		}
		rd.Settlements = append(rd.Settlements, st)
		if !h.Folded(p) && h.shown[p] != notShown {
			hole, _ := h.Hole(p)
			rd.Hands[strconv.Itoa(seat)] = game.Cards(card.Strings(hole)...)
		}
	}
	slices.SortFunc(rd.Settlements, func(a, b game.Settlement) int { return a.Seat - b.Seat })
	e.rec.Settle(rd)
	e.games = append(e.games, e.history())
	e.shoe.EndRound(len(e.seats))
	e.phase = game.PhaseOver
}

// Histories returns each settled game as a PHH hand history, oldest
// first: amounts in dollars, the players named by their seats, the
// commission as the room's fields. Read the slice, never modify it.
func (e *Engine) Histories() []phh.Hand { return e.games[:len(e.games):len(e.games)] }

// history is the game just settled as PHH.
func (e *Engine) history() phh.Hand {
	f := e.hand.PHH(2)
	for _, s := range e.seats {
		f.Players = append(f.Players, "seat "+strconv.Itoa(s))
		f.Seats = append(f.Seats, s)
	}
	f.Fields = map[string]any{"currency": "USD", "currency_symbol": "$", "hand": int64(e.rec.Round()),
		"_commission": Fixed(e.hand.Result().Rake, 2)}
	if !e.rules.Variant.Stud {
		f.Fields["_button_seat"] = int64(e.button)
	}
	return f
}

// Finish implements game.Engine: a script may end between games or once
// a game is over; a game in play needs its decisions.
func (e *Engine) Finish() error {
	switch e.phase {
	case game.PhaseDecision:
		return game.Rulef("67.88(19)", "the script ends while seat %d is to act in game %d", e.turn(), e.rec.Round())
	case game.PhaseDealer:
		return game.Rulef("67.88(17)", "the script ends while game %d waits for its cards", e.rec.Round())
	}
	if e.phase == game.PhaseBets && !e.bets.Empty() {
		return game.Rulef("67.94", "the script ends with table stakes on the layout and no game dealt in round %d", e.rec.Round())
	}
	return nil
}

// Legal implements game.Engine.
func (e *Engine) Legal() game.Legal {
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase, Options: []game.Option{}}
	switch e.phase {
	case game.PhaseBets:
		l.Options = append(l.Options, e.bets.Options()...)
		if len(e.bets.Seats()) >= 2 {
			l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "deal", Section: "67.88(17)"})
			if e.rules.TimeCharge > 0 { // after deal, so the electronic table's clock deals; the dealer collects
				l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "time-charge", Section: "67.108"})
			}
		}
	case game.PhaseOver:
		l.Options = append(l.Options, game.Option{Kind: game.KindDealer, Name: "next-round"})
	case game.PhaseDecision:
		seat := e.turn()
		l.Turn = seat
		p := e.player(seat)
		opt := func(name, sec string, min, max money.Amount) {
			l.Options = append(l.Options, game.Option{Seat: seat, Kind: game.KindAct, Name: name, Section: sec, Min: min, Max: max})
		}
		if e.hand.Phase() == PhaseShowdown {
			opt("show", "67.102", 0, 0)
			opt("muck", "67.102", 0, 0)
			break
		}
		r, err := e.hand.Options(p)
		if err != nil {
			break
		}
		if r.BringIn {
			opt("bring-in", "67.88(10)", 0, 0)
		} else {
			opt("fold", "67.88(1)", 0, 0)
			if r.Call == 0 {
				opt("check", "67.88(12)", 0, 0)
			} else {
				opt("call", "67.88(21)", 0, 0)
			}
		}
		if r.CanRaise {
			opt(e.raiseName(r), "67.88(16)", money.Amount(r.MinTo), money.Amount(r.MaxTo))
		}
	}
	return l
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }

// View implements game.Engine: each seat's cards as seat may see them, the
// board, and the table stakes on the layout.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.turn(), Wagers: e.bets.Wagers(), Last: e.rec.Last()}
	if e.hand == nil {
		return v
	}
	v.Hands = map[string][]game.Shown{}
	for p, s := range e.seats {
		hole, up := e.hand.Hole(p)
		shown := e.hand.shown[p] != notShown && !e.hand.Folded(p)
		var cs []game.Shown
		for i, c := range hole {
			sc := game.Shown{Card: c.String(), FaceDown: !up[i] && !shown} // a hand shown is face up (67.102)
			if sc.FaceDown && seat != s && seat != game.Omniscient {
				sc.Card = game.Hidden
			}
			cs = append(cs, sc)
		}
		v.Hands[strconv.Itoa(s)] = cs
	}
	if b := e.hand.Board(); len(b) > 0 {
		for _, c := range b {
			v.Hands["board"] = append(v.Hands["board"], game.Shown{Card: c.String()})
		}
	}
	return v
}

// Felt implements game.Felter: what everyone at the table sees besides the
// cards: the variant, the button, each player's stack and bet, the pot and
// the range of the bet or raise open to the seat to act.
func (e *Engine) Felt() any {
	type player struct {
		Seat      int          `json:"seat"`
		Stack     money.Amount `json:"stack"`
		Bet       money.Amount `json:"bet"`
		Committed money.Amount `json:"committed"`
		Folded    bool         `json:"folded,omitempty"`
		AllIn     bool         `json:"allIn,omitempty"`
	}
	type pot struct {
		Amount money.Amount `json:"amount"`
		Seats  []int        `json:"seats"` // who contests it
	}
	f := struct {
		Variant    string       `json:"variant"`
		Name       string       `json:"name"`
		Structure  string       `json:"structure"`
		Commission string       `json:"commission"` // as posted at the table (67.108)
		Button     int          `json:"button,omitempty"`
		Pot        money.Amount `json:"pot"`
		Pots       []pot        `json:"pots"` // the main pot and the secondary pots (67.96), the bets of the street in progress included
		ToCall     money.Amount `json:"toCall"`
		Players    []player     `json:"players"`
	}{Variant: e.rules.Variant.Code, Name: e.rules.Variant.Name, Structure: e.rules.Variant.Structure.String(), Commission: e.rules.posted(),
		Button: e.button, Pots: []pot{}, Players: []player{}}
	if e.hand == nil {
		return f
	}
	h := e.hand
	f.Pot = money.Amount(h.Pot())
	collected := make([]int64, h.n) // the pots hold the streets before; this street's bets are in front of the players
	for p := range h.n {
		collected[p] = h.contrib[p] - h.bet[p]
	}
	pots := h.potsOf(collected)
	if res := h.Result(); res != nil {
		pots = res.Pots
	}
	for _, pt := range pots {
		q := pot{Amount: money.Amount(pt.Amount), Seats: []int{}}
		for _, p := range pt.Eligible {
			q.Seats = append(q.Seats, e.seats[p])
		}
		f.Pots = append(f.Pots, q)
	}
	for p, s := range e.seats {
		f.Players = append(f.Players, player{Seat: s, Stack: money.Amount(h.Stack(p)), Bet: money.Amount(h.Bet(p)), Committed: money.Amount(h.Committed(p)),
			Folded: h.Folded(p), AllIn: !h.Folded(p) && h.Stack(p) == 0 && h.Phase() != PhaseOver})
	}
	if t := e.turn(); t != 0 && h.Phase() == PhaseBet {
		if r, err := h.Options(e.player(t)); err == nil {
			f.ToCall = money.Amount(r.Call)
		}
	}
	return f
}

// clone returns a deep copy of h, for Apply's undo.
func (h *Hand) clone() *Hand {
	c := *h
	c.stack, c.bet, c.contrib = slices.Clone(h.stack), slices.Clone(h.bet), slices.Clone(h.contrib)
	c.folded, c.acted, c.canRaise, c.faced = slices.Clone(h.folded), slices.Clone(h.acted), slices.Clone(h.canRaise), slices.Clone(h.faced)
	c.hole, c.up = make([][]card.Card, h.n), make([][]bool, h.n)
	for p := range h.n {
		c.hole[p], c.up[p] = slices.Clone(h.hole[p]), slices.Clone(h.up[p])
	}
	c.board = slices.Clone(h.board)
	c.used = maps.Clone(h.used)
	c.shown, c.returned, c.ante, c.exposed = slices.Clone(h.shown), slices.Clone(h.returned), slices.Clone(h.ante), slices.Clone(h.exposed)
	c.log = slices.Clone(h.log)
	return &c
}
