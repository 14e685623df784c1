package blackjack

import (
	"fmt"
	"slices"
	"strconv"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// EventTurn is the event of the dealer turning his face-down second card
// (peek, 22). The string is stored and sent; it never changes.
const EventTurn game.EventKind = "turn"

// A box is one betting box of the current round: the seated player's
// hands and decisions. Its placed wagers are on the layout; the wagers its
// decisions make (doubles, split hands, insurance) follow from them.
type box struct {
	insured bool           // took insurance (25)
	asked   bool           // decided on insurance
	hands   [maxHands]hand // in play order (24(3)); none before the deal
	nh      uint8
	first   [nFirst]card.Card // the first cards of the box's first hand, for the side bets (ruling B7)
	nf      uint8
}

// A behind is a standing player's decisions on a seated player's hand
// (16); his behind wager is on the layout.
type behind struct {
	seat    int
	player  string
	on      [maxHands + 1]bool // the hands, by id, the bettor has a wager on
	doubled [maxHands + 1]bool // the hands, by id, whose double the bettor followed
	insured bool
	asked   bool // decided on insurance
	pending bool // asked now to follow the seated player's split or double
}

// following is the split or double the behind bettors are asked to follow.
type following struct {
	split    bool
	from, to uint8 // the id of the hand split or doubled, and of the new hand
}

// Engine is a Blackjack or Multi-Action Blackjack table. Its state is plain
// values (arrays, and slices only appended to or copied before they change),
// so Apply undoes a failed step by restoring a copy.
type Engine struct {
	rules     Rules
	tape      *game.Tape
	shoe      card.Shoe
	rec       game.Record
	bets      game.Layout // the placed wagers (17, 16, 21.1–21.4, 26.5)
	phase     game.Phase
	insurance bool // the insurance decisions are open (25)
	peekDue   bool // the dealer has yet to check his face-down card (peek, 22)
	hole      bool // the dealer's second card is face down
	boxes     [maxSeats + 1]box
	behinds   []behind // by seat, then in the order placed; set at the deal, copied before any change
	dealer    [maxWagers]hand
	follow    following
	jackpot   game.Jackpot     // the progressive jackpot (21.2)
	awards    game.JackpotDraw // what this round's awards drew on it
}

// New opens a table under rules r reading its cards from tape.
func New(r Rules, tape *game.Tape) (*Engine, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return &Engine{rules: r, tape: tape, shoe: r.shoe(), rec: game.NewRecord(), bets: game.NewLayout(r.betting()),
		phase: game.PhaseBets, jackpot: r.jackpot()}, nil
}

// Jackpot returns the progressive jackpot now (21.2: the amount a display
// board shows).
func (e *Engine) Jackpot() money.Amount { return e.jackpot.Amount }

// Progressive implements game.Progressive.
func (e *Engine) Progressive() (game.Jackpot, bool) { return e.jackpot, e.rules.offers(Progressive) }

// Apply implements game.Engine.
func (e *Engine) Apply(s game.Step) error {
	return game.Atomic(e, e.tape, func() error { return e.apply(s) })
}

func (e *Engine) apply(s game.Step) error {
	if err := s.NoArgs("jackpot"); err != nil {
		err.(*game.RuleError).Section = e.rules.section()
		return err
	}
	if err := e.jackpot.Tell(s, "21.2", e.rules.offers(Progressive)); err != nil {
		return err
	}
	if s.Dealer == "" && (s.Seat < 1 || s.Seat > e.rules.Seats) {
		return game.Rulef("16", "seat %d is not a betting box at this table (1 to %d)", s.Seat, e.rules.Seats)
	}
	if s.Player != "" && e.rules.MultiAction {
		return game.Rulef("26.2", "Multi-Action Blackjack takes no behind wagers (\"player\")")
	}
	for {
		done, err := e.try(s)
		if done {
			return err
		}
		// The step is addressed past the decision due now: if that
		// decision has a default, take it and look again.
		p := e.point()
		if p.kind != pointInsure && p.kind != pointFollow {
			return e.refuse(s, p)
		}
		if err := e.takeDefault(p); err != nil {
			return err
		}
	}
}

// try applies s if it belongs to the moment the table is at, reporting
// done; it reports not done (and changes nothing) for a decision or
// next-round given while an earlier decision with a default is due.
func (e *Engine) try(s game.Step) (bool, error) {
	switch s.Kind() {
	case game.KindWager:
		return true, e.wager(s)
	case game.KindWithdraw:
		return true, e.withdraw(s)
	case game.KindDealer:
		switch s.Dealer {
		case "no-more-bets":
			return true, e.noMoreBets()
		case "next-round":
			if e.phase == game.PhaseDecision {
				return false, nil
			}
			return true, e.nextRound()
		}
		return true, game.Rulef("", "blackjack's dealer steps are no-more-bets and next-round, not %q", s.Dealer)
	}
	if e.phase != game.PhaseDecision {
		return true, game.Rulef("22", "no decision is open in round %d: seat %d cannot %q now", e.rec.Round(), s.Seat, s.Act)
	}
	p := e.point()
	if s.Seat != p.seat || s.Player != e.who(p) {
		return false, nil
	}
	switch {
	case p.kind == pointInsure && (s.Act == "insure" || s.Act == "decline"):
		return true, e.insure(p, s)
	case p.kind == pointFollow && (s.Act == "follow" || s.Act == "decline"):
		return true, e.followAct(p, s)
	case p.kind == pointPlay && playAct(s.Act):
		return true, e.play(p, s)
	}
	return false, nil
}

func playAct(a string) bool { return a == "hit" || a == "stand" || a == "double" || a == "split" }

// The kinds of decision a table waits for.
const (
	pointNone   = iota
	pointInsure // a box or behind bettor decides on insurance (25); default decline
	pointFollow // a behind bettor follows a split or double or not (16); default decline
	pointPlay   // a box plays a hand (22–24, 26.1); no default
)

// A point is the decision the table waits for now.
type point struct {
	kind   int
	seat   int
	behind int // index in behinds, or -1 for the seated player
	pos    int // the hand's position in its box, for pointPlay
}

// point returns the decision due now: insurance in seat order, each box
// before its behind bettors (25, 16); a behind bettor's choice to follow a
// split or double; else the first hand not complete, boxes in seat order and
// hands left to right (22, 24(3)).
func (e *Engine) point() point {
	if e.phase != game.PhaseDecision {
		return point{}
	}
	if e.insurance {
		for s := 1; s <= e.rules.Seats; s++ {
			b := &e.boxes[s]
			if b.nh == 0 {
				continue
			}
			if !b.asked && e.insurable(s) > 0 {
				return point{kind: pointInsure, seat: s, behind: -1}
			}
			if !b.insured {
				continue // 16: a behind bettor insures only when his seated player does
			}
			for i := range e.behinds {
				if bh := &e.behinds[i]; bh.seat == s && !bh.asked && money.Half(e.behindWager(bh)) > 0 {
					return point{kind: pointInsure, seat: s, behind: i}
				}
			}
		}
		return point{}
	}
	for i := range e.behinds {
		if bh := &e.behinds[i]; bh.pending {
			return point{kind: pointFollow, seat: bh.seat, behind: i, pos: e.position(bh.seat, e.follow.from)}
		}
	}
	if s, pos, ok := e.current(); ok {
		return point{kind: pointPlay, seat: s, behind: -1, pos: pos}
	}
	return point{}
}

// who returns the player whose decision p is: a behind bettor's name, or ""
// for the seated player.
func (e *Engine) who(p point) string {
	if p.behind < 0 || p.kind == pointNone || p.kind == pointPlay {
		return ""
	}
	return e.behinds[p.behind].player
}

// current returns the first hand not complete, in play order.
func (e *Engine) current() (seat, pos int, ok bool) {
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		for p := range int(b.nh) {
			if !b.hands[p].done {
				return s, p, true
			}
		}
	}
	return 0, 0, false
}

// position returns where in seat's box the hand with id sits.
func (e *Engine) position(seat int, id uint8) int {
	b := &e.boxes[seat]
	for p := range int(b.nh) {
		if b.hands[p].id == id {
			return p
		}
	}
	return 0
}

// stake returns seat's initial wager k (0-based): main, or hand-1 …
// hand-3 at Multi-Action.
func (e *Engine) stake(seat, k int) money.Amount {
	return e.bets.Amount(seat, "", handWager(e.rules.MultiAction, k, 1))
}

// behindWager returns the behind wager of bettor bh.
func (e *Engine) behindWager(bh *behind) money.Amount {
	return e.bets.Amount(bh.seat, bh.player, "behind")
}

// insurable returns what insurance costs seat: half of each initial wager,
// rounded down to the cent (25(1), ruling B10).
func (e *Engine) insurable(seat int) money.Amount {
	var t money.Amount
	for k := range e.rules.dealerHands() {
		t += money.Half(e.stake(seat, k))
	}
	return t
}

// extra returns what a double or a split adds for seat: the initial wager
// (23, 24(2)), or at Multi-Action each initial wager again (26.6).
func (e *Engine) extra(seat int) money.Amount {
	var t money.Amount
	for k := range e.rules.dealerHands() {
		t += e.stake(seat, k)
	}
	return t
}

// takeDefault declines what p asks: insurance (25) or following a split or
// double (16, ruling B11).
func (e *Engine) takeDefault(p point) error {
	e.decline(p)
	return e.advance()
}

func (e *Engine) decline(p point) {
	switch p.kind {
	case pointInsure:
		if p.behind < 0 {
			e.boxes[p.seat].asked = true
		} else {
			e.changeBehind(p.behind, func(b *behind) { b.asked = true })
		}
	case pointFollow:
		e.changeBehind(p.behind, func(b *behind) { b.pending = false })
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: p.seat, Player: e.who(p), Text: "decline"})
}

// changeBehind changes behinds[i] on a copy of the slice, so that a state
// saved before shares nothing that changes.
func (e *Engine) changeBehind(i int, f func(*behind)) {
	bs := slices.Clone(e.behinds)
	f(&bs[i])
	e.behinds = bs
}

// refuse explains why s is not allowed while p, a hand to play, is due.
func (e *Engine) refuse(s game.Step, p point) error {
	if p.kind != pointPlay {
		return game.Rulef("22", "round %d has no decision open", e.rec.Round())
	}
	label := e.label(e.boxes[p.seat].hands[p.pos].id)
	switch {
	case s.Kind() == game.KindDealer:
		return game.Rulef("22", "round %d is not settled: seat %d is to play %s", e.rec.Round(), p.seat, label)
	case s.Player != "":
		return game.Rulef("16", "behind bettor %q at seat %d has no decision to make now: seat %d is to play %s", s.Player, s.Seat, p.seat, label)
	case s.Act == "insure":
		return game.Rulef("25", "insurance is offered only when the dealer's first card is an ace, to each box in seat order before the first player plays; seat %d is to play %s", p.seat, label)
	case s.Act == "decline" || s.Act == "follow":
		return game.Rulef("16", "seat %d has no insurance, split or double to %s now: seat %d is to play %s", s.Seat, s.Act, p.seat, label)
	case !playAct(s.Act):
		return game.Rulef("22", "blackjack has no act %q (its acts are insure, decline, hit, stand, double, split and follow)", s.Act)
	}
	b := &e.boxes[s.Seat]
	switch {
	case b.nh == 0:
		return game.Rulef("17", "seat %d has no hand in round %d", s.Seat, e.rec.Round())
	case s.Seat < p.seat:
		return game.Rulef("22", "seat %d has completed its hands; seat %d is to play %s", s.Seat, p.seat, label)
	}
	return game.Rulef("22", "out of turn: seat %d is to play %s before seat %d", p.seat, label, s.Seat)
}

// label names a hand in messages: its wager id (main, main.2), or at
// Multi-Action "hand" and "split hand N".
func (e *Engine) label(id uint8) string {
	if e.rules.MultiAction {
		if id == 1 {
			return "its hand"
		}
		return fmt.Sprintf("split hand %d", id)
	}
	return "hand " + handWager(false, 0, id)
}

// suffix is ".N" for hand N > 1 (games.md: main, main.2 …).
func suffix(id uint8) string {
	if id <= 1 {
		return ""
	}
	return "." + strconv.Itoa(int(id))
}

// initialIDs are the initial wagers at Multi-Action (26.3, 26.5).
var initialIDs = [maxWagers]string{"hand-1", "hand-2", "hand-3"}

// handWager is the wager id of hand id on initial wager k (0-based): main,
// main.2 … or hand-1, hand-1.2 … at Multi-Action.
func handWager(multi bool, k int, id uint8) string {
	if multi {
		return initialIDs[k] + suffix(id)
	}
	return "main" + suffix(id)
}

// doubleWager is the wager id of hand id's double: double, double.2 … or
// double-1, double-1.2 … at Multi-Action.
func doubleWager(multi bool, k int, id uint8) string {
	if multi {
		return "double-" + strconv.Itoa(k+1) + suffix(id)
	}
	return "double" + suffix(id)
}

func insuranceWager(multi bool, k int) string {
	if multi {
		return "insurance-" + strconv.Itoa(k+1)
	}
	return "insurance"
}

// handKey is the key of hand id of seat in views and results: "3", "3.2".
func handKey(seat int, id uint8) string { return strconv.Itoa(seat) + suffix(id) }

// dealerKey is the key of dealer hand k: "dealer", or at Multi-Action
// "dealer-1" … for the cards after the shared first card.
func (e *Engine) dealerKey(k int) string {
	if e.rules.MultiAction {
		return "dealer-" + strconv.Itoa(k+1)
	}
	return "dealer"
}

// draw deals the next card of the tape to the hand named to.
func (e *Engine) draw(to string) (card.Card, error) {
	c, err := e.tape.Card(&e.shoe)
	if err != nil {
		return 0, err
	}
	e.rec.Emit(game.Event{Kind: game.EventCard, Cards: []string{c.String()}, Text: to})
	return c, nil
}

// give deals a card to the hand at pos of seat's box.
func (e *Engine) give(seat, pos int) error {
	b := &e.boxes[seat]
	h := &b.hands[pos]
	c, err := e.draw(handKey(seat, h.id))
	if err != nil {
		return err
	}
	h.add(c)
	if h.id == 1 && b.nf < nFirst {
		b.first[b.nf] = c
		b.nf++
	}
	return nil
}

// wager places a box's wagers, or a standing player's behind wager, on the
// layout (17, 16, 21.1–21.4, 26.5).
func (e *Engine) wager(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef(e.rules.section(), "no wager is placed after the first card of a round is dealt; round %d is past that", e.rec.Round())
	}
	for _, w := range s.Wagers {
		if s.Player == "" {
			break
		}
		if w.ID != "behind" {
			return game.Rulef("16", "a standing player (\"player\") places only behind wagers, not %q", w.ID)
		}
		if w.Amount <= 0 {
			break // the layout refuses it
		}
	}
	return e.bets.Place(&e.rec, s)
}

// withdraw takes a wager down, whole, before the first card (17). A box's
// main wager comes down only after its side bets and the behind wagers on
// it.
func (e *Engine) withdraw(s game.Step) error {
	if e.phase != game.PhaseBets {
		return game.Rulef(e.rules.section(), "no wager is withdrawn after the first card of a round is dealt; round %d is past that", e.rec.Round())
	}
	return e.bets.Withdraw(&e.rec, s)
}

// short returns a box with fewer initial wagers than min-wagers at
// Multi-Action (26.4) and how many it has, or 0.
func (e *Engine) short() (seat, n int) {
	if !e.rules.MultiAction {
		return 0, 0
	}
	for s := 1; s <= e.rules.Seats; s++ {
		n := 0
		for k := range maxWagers {
			if e.stake(s, k) > 0 {
				n++
			}
		}
		if n > 0 && n < e.rules.MinWagers {
			return s, n
		}
	}
	return 0, 0
}

// dealable reports whether the boxes may be dealt: some box has a wager,
// and at Multi-Action each has at least min-wagers (26.4).
func (e *Engine) dealable() bool {
	s, _ := e.short()
	return s == 0 && !e.bets.Empty()
}

// noMoreBets closes the bets and deals (22).
func (e *Engine) noMoreBets() error {
	if e.phase != game.PhaseBets {
		return game.Rulef("17", "bets are already closed in round %d", e.rec.Round())
	}
	if e.bets.Empty() {
		return game.Rulef(e.rules.section(), "no initial wager is on the layout: there is nothing to deal")
	}
	if s, n := e.short(); s > 0 {
		return game.Rulef("26.4", "seat %d has %d of the wagers hand-1, hand-2, hand-3; this table requires at least %d", s, n, e.rules.MinWagers)
	}
	e.bets.Close(&e.rec)
	return e.deal()
}

// deal is 22: one card to each box with a wager, the dealer's first card, a
// second card to each box, all face up; with peek, the dealer's second card
// face down (22, 26).
func (e *Engine) deal() error {
	seats := e.bets.Seats()
	for _, s := range seats {
		for _, p := range e.bets.Players(s) {
			e.behinds = append(e.behinds, behind{seat: s, player: p, on: [maxHands + 1]bool{1: true}})
		}
	}
	for pass := range 2 {
		for _, s := range seats {
			b := &e.boxes[s]
			if pass == 0 {
				b.hands[0] = hand{id: 1}
				b.nh = 1
			}
			if err := e.give(s, 0); err != nil {
				return err
			}
		}
		if pass == 0 {
			up, err := e.draw("dealer")
			if err != nil {
				return err
			}
			for k := range e.rules.dealerHands() {
				e.dealer[k] = hand{}
				e.dealer[k].add(up) // 26.3: every dealer hand has the same first card
			}
		}
	}
	if e.rules.Peek {
		c, err := e.tape.Card(&e.shoe)
		if err != nil {
			return err
		}
		e.rec.Emit(game.Event{Kind: game.EventCard, Text: "dealer (face down)"})
		e.dealer[0].add(c)
		e.hole = true
		e.peekDue = true
	}
	e.phase = game.PhaseDecision
	e.insurance = e.dealer[0].cards[0].Rank() == card.Ace // 25
	return e.advance()
}

// advance moves the round on until a decision is due or the round is
// settled: it closes insurance (and checks for a dealer Blackjack under
// peek), deals each split hand its second card and each double its card,
// completes the hands that need no decision, and plays the dealer's hand.
func (e *Engine) advance() error {
	for e.phase == game.PhaseDecision {
		if e.insurance {
			if e.point().kind == pointInsure {
				return nil
			}
			e.insurance = false
		}
		if e.peekDue {
			e.peekDue = false
			if natural(e.dealer[0].list()) { // 22: a dealer Blackjack ends the round at once
				e.turn()
				return e.settle()
			}
		}
		if e.point().kind == pointFollow {
			return nil
		}
		s, pos, ok := e.current()
		if !ok {
			return e.dealerPlays()
		}
		h := &e.boxes[s].hands[pos]
		switch {
		case h.n < 2 || (h.doubled && h.n == 2):
			// 24(3): a split hand's second card when it is played; 23: the
			// one card of a double.
			if err := e.give(s, pos); err != nil {
				return err
			}
		case h.complete():
			h.done = true
		default:
			return nil
		}
	}
	return nil
}

// turn turns the dealer's face-down card.
func (e *Engine) turn() {
	if !e.hole {
		return
	}
	e.hole = false
	e.rec.Emit(game.Event{Kind: EventTurn, Cards: []string{e.dealer[0].cards[1].String()}, Text: "dealer"})
}

// dealerPlays completes the dealer's hand (22, 26), or at Multi-Action his
// three hands one after the other, each keeping the first card (26.7), and
// settles the round. The dealer completes his hands even when every player
// has busted.
func (e *Engine) dealerPlays() error {
	e.turn()
	for k := range e.rules.dealerHands() {
		d := &e.dealer[k]
		for d.n < 2 || dealerHits(d, e.rules.StandSoft17) {
			c, err := e.draw(e.dealerKey(k))
			if err != nil {
				return err
			}
			d.add(c)
		}
	}
	return e.settle()
}

// play applies a hand decision: hit, stand, double or split (22–24, 26.1).
func (e *Engine) play(p point, s game.Step) error {
	b := &e.boxes[p.seat]
	h := &b.hands[p.pos]
	switch s.Act {
	case "hit", "stand":
		if s.HasAmt {
			return game.Rulef("22", "%s takes no amount", s.Act)
		}
	case "double":
		if err := e.canDouble(p.seat, h); err != nil {
			return err
		}
		if x := e.extra(p.seat); s.HasAmt && s.Amount != x {
			return game.Rulef("23", "seat %d: a double equals the hand's wager, %d cents, not %d", p.seat, x, s.Amount)
		}
	case "split":
		if err := e.canSplit(p.seat, h); err != nil {
			return err
		}
		if x := e.extra(p.seat); s.HasAmt && s.Amount != x {
			return game.Rulef("24(2)", "seat %d: the wager on a split hand equals the initial wager, %d cents, not %d", p.seat, x, s.Amount)
		}
	}
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: p.seat, Text: s.Act + " " + handKey(p.seat, h.id)})
	switch s.Act {
	case "hit": // 22; a hand that needs no decision never gets here
		if err := e.give(p.seat, p.pos); err != nil {
			return err
		}
	case "stand":
		h.done = true
	case "double": // 23: the wager doubled, one more card (dealt by advance)
		h.doubled = true
		for k := range e.rules.dealerHands() {
			if a := e.stake(p.seat, k); a > 0 {
				e.rec.Emit(game.Event{Kind: game.EventWager, Seat: p.seat, Wager: doubleWager(e.rules.MultiAction, k, h.id), Amount: a})
			}
		}
		e.ask(p.seat, following{from: h.id})
	case "split": // 24: each card a hand, the new one to the right, an equal wager on it
		from := h.id
		id := b.nh + 1
		c := h.cards[1]
		h.cards[1], h.n, h.split = 0, 1, true
		h.aces = c.Rank() == card.Ace // 24(4)
		nw := hand{id: id, split: true, aces: h.aces}
		nw.add(c)
		copy(b.hands[p.pos+2:b.nh+1], b.hands[p.pos+1:b.nh])
		b.hands[p.pos+1] = nw
		b.nh++
		for k := range e.rules.dealerHands() {
			if a := e.stake(p.seat, k); a > 0 {
				e.rec.Emit(game.Event{Kind: game.EventWager, Seat: p.seat, Wager: handWager(e.rules.MultiAction, k, id), Amount: a})
			}
		}
		e.ask(p.seat, following{split: true, from: from, to: id})
	}
	return e.advance()
}

// ask asks the behind bettors on the hand f.from of seat whether they follow
// the split or double f (16), before any card is dealt to it.
func (e *Engine) ask(seat int, f following) {
	e.follow = f
	var bs []behind
	for i := range e.behinds {
		if b := &e.behinds[i]; b.seat == seat && b.on[f.from] {
			if bs == nil {
				bs = slices.Clone(e.behinds)
			}
			bs[i].pending = true
		}
	}
	if bs != nil {
		e.behinds = bs
	}
}

// canDouble reports why hand h of seat may not be doubled, or nil.
func (e *Engine) canDouble(seat int, h *hand) error {
	label := e.label(h.id)
	t, _ := h.total()
	switch {
	case h.n != 2:
		return game.Rulef("23", "seat %d: a hand is doubled on its first two cards only; %s has %d", seat, label, h.n)
	case h.split && !e.rules.DoubleAfterSplit:
		return game.Rulef("24(5)", "seat %d: a split hand is not doubled at this table (double-after-split, 26.1(3))", seat)
	case natural(h.list()):
		return game.Rulef("23", "seat %d: an ace and a ten-value card are not doubled", seat)
	case !h.doubleTotals(e.rules.DoubleAny) && e.rules.DoubleAny:
		return game.Rulef("26.1(1)", "seat %d: %s totals %d; a double needs a total of 2 to 20", seat, label, t)
	case !h.doubleTotals(e.rules.DoubleAny):
		return game.Rulef("23", "seat %d: %s totals %d; a double needs 9, 10 or 11 (double-any is off, 26.1(1))", seat, label, t)
	}
	return nil
}

// canSplit reports why hand h of seat may not be split, or nil.
func (e *Engine) canSplit(seat int, h *hand) error {
	b := &e.boxes[seat]
	switch {
	case !h.pair():
		return game.Rulef("24", "seat %d: %s is not two cards of the same value", seat, e.label(h.id))
	case int(b.nh) >= e.rules.SplitHands:
		if e.rules.SplitHands == 2 {
			return game.Rulef("26.1(2)", "seat %d has split once, the most this table allows (split-hands 2)", seat)
		}
		return game.Rulef("26.1(2)", "seat %d has %d hands, the most this table allows (split-hands %d)", seat, b.nh, e.rules.SplitHands)
	}
	return nil
}

// insure applies a box's or behind bettor's insurance decision (25, 16).
func (e *Engine) insure(p point, s game.Step) error {
	who := e.who(p)
	if s.Act == "decline" {
		if s.HasAmt {
			return game.Rulef("25", "decline takes no amount")
		}
		e.decline(p)
		return e.advance()
	}
	if p.behind >= 0 {
		amt := money.Half(e.behindWager(&e.behinds[p.behind]))
		if s.HasAmt && s.Amount != amt {
			return game.Rulef("25", "behind bettor %q: insurance is half the behind wager, %d cents, not %d (ruling B10)", who, amt, s.Amount)
		}
		e.changeBehind(p.behind, func(b *behind) { b.insured, b.asked = true, true })
		e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: p.seat, Player: who, Text: "insure"})
		e.rec.Emit(game.Event{Kind: game.EventWager, Seat: p.seat, Player: who, Wager: "behind-insurance", Amount: amt})
		return e.advance()
	}
	amt := e.insurable(p.seat)
	if s.HasAmt && s.Amount != amt {
		return game.Rulef("25", "seat %d: insurance is half the initial wager, %d cents, not %d (ruling B10)", p.seat, amt, s.Amount)
	}
	b := &e.boxes[p.seat]
	b.insured, b.asked = true, true
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: p.seat, Text: "insure"})
	for k := range e.rules.dealerHands() {
		if h := money.Half(e.stake(p.seat, k)); h > 0 {
			e.rec.Emit(game.Event{Kind: game.EventWager, Seat: p.seat, Wager: insuranceWager(e.rules.MultiAction, k), Amount: h})
		}
	}
	return e.advance()
}

// followAct applies a behind bettor's choice on a split or double (16): to
// follow with an amount equal to his wager, or to decline, the wager staying
// on the first hand with its amount (ruling B11).
func (e *Engine) followAct(p point, s game.Step) error {
	if s.Act == "decline" {
		if s.HasAmt {
			return game.Rulef("16", "decline takes no amount")
		}
		e.decline(p)
		return e.advance()
	}
	bh := e.behinds[p.behind]
	amt := e.behindWager(&bh)
	if s.HasAmt && s.Amount != amt {
		return game.Rulef("16", "behind bettor %q follows with his wager's amount, %d cents, not %d", bh.player, amt, s.Amount)
	}
	f := e.follow
	id := "behind-double" + suffix(f.from)
	if f.split {
		id = "behind" + suffix(f.to)
	}
	e.changeBehind(p.behind, func(b *behind) {
		b.pending = false
		if f.split {
			b.on[f.to] = true
		} else {
			b.doubled[f.from] = true
		}
	})
	e.rec.Emit(game.Event{Kind: game.EventDecision, Seat: p.seat, Player: bh.player, Text: "follow"})
	e.rec.Emit(game.Event{Kind: game.EventWager, Seat: p.seat, Player: bh.player, Wager: id, Amount: amt})
	return e.advance()
}

// nextRound clears the layout for a new round.
func (e *Engine) nextRound() error {
	if e.phase != game.PhaseOver {
		return game.Rulef("17", "round %d is not settled yet", e.rec.Round())
	}
	e.awards = game.JackpotDraw{}
	e.phase = game.PhaseBets
	e.boxes = [maxSeats + 1]box{}
	e.behinds = nil
	e.dealer = [maxWagers]hand{}
	e.follow = following{}
	e.insurance, e.peekDue, e.hole = false, false, false
	e.bets.NextRound()
	e.rec.NextRound()
	return nil
}

// Finish implements game.Engine: undecided insurance and behind bettors'
// choices are declined (their defaults); a hand left to play, or wagers
// never dealt, are an error.
func (e *Engine) Finish() error {
	return game.Atomic(e, e.tape, func() error {
		for e.phase == game.PhaseDecision {
			p := e.point()
			if p.kind == pointPlay {
				return game.Rulef("22", "the script ends while seat %d must play %s in round %d", p.seat, e.label(e.boxes[p.seat].hands[p.pos].id), e.rec.Round())
			}
			if err := e.takeDefault(p); err != nil {
				return err
			}
		}
		if e.phase == game.PhaseBets && !e.bets.Empty() {
			return game.Rulef("17", "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", e.rec.Round())
		}
		return nil
	})
}

// Rounds implements game.Engine.
func (e *Engine) Rounds() []game.Round { return e.rec.Rounds() }

// Events implements game.Engine. Every player card is dealt face up (22) and
// the event of the dealer's face-down card (peek) carries no card, so every
// seat is told the same.
func (e *Engine) Events(seat int) []game.Event { return e.rec.Events(seat) }
