package game

import (
	"strconv"

	"croupier/card"
)

// PokerSeats is the most places a poker-based table game has (67.1–67.87:
// 7 at every one of them).
const PokerSeats = 7

// PokerCards is the most cards one hand of a poker-based table game holds
// (3-5-7 Poker's seven).
const PokerCards = 7

// PokerStages is the most decision stages one round of a poker-based table
// game has: Let It Ride asks twice (67.6), the others once.
const PokerStages = 2

// EventReveal is the dealer turning cards up (67.6, 67.17, 67.29, 67.48,
// 67.61, 67.71, 67.83). The string is stored and sent; it never changes.
const EventReveal EventKind = "reveal"

// PokerTable is what the poker-based table games (67.1–67.87) share: a
// layout, a shoe read from a tape, cards dealt in blocks, a decision per
// seat asked in seat order, the cards turned up, and a settled round. An
// engine embeds it and adds its rules: which seats decide and how, the deal
// and the settlement. Its state is plain values (arrays, and slices only
// appended to), so an engine embedding it keeps Atomic's promise.
//
// Hand 0 is the dealer's; hands 1 to PokerSeats are the seats'.
//
// A round has one decision stage, or more where the rules ask the seats
// again (Let It Ride, 67.6): NextStage closes one and opens the next.
type PokerTable struct {
	Tape   *Tape
	Shoe   card.Shoe
	Rec    Record
	Bets   Layout
	Phase  Phase
	Hands  [PokerSeats + 1][PokerCards]card.Card
	Count  [PokerSeats + 1]int    // the cards dealt to each hand
	Up     [PokerSeats + 1]uint8  // bit i: card i of the hand is face up
	Choice [PokerSeats + 1]string // each seat's decision at the stage open now
	Stage  int                    // the decision stage open now, from 0
	// Earlier holds each seat's decision at the stages before Stage.
	Earlier [PokerStages - 1][PokerSeats + 1]string
	Shown   bool // every card is turned up
}

// NewPokerTable opens a table reading shoe's cards from tape, with betting's
// layout, in its betting phase.
func NewPokerTable(tape *Tape, shoe card.Shoe, b Betting) PokerTable {
	return PokerTable{Tape: tape, Shoe: shoe, Rec: NewRecord(), Bets: NewLayout(b), Phase: PhaseBets}
}

// Route checks step s's seat and arguments (allowed: the names the game
// takes) and hands it on: wagers and withdrawals to the layout, decisions
// to decide, dealer steps to dealer.
func (t *PokerTable) Route(s Step, decide func(Step) error, dealer func(string) error, allowed ...string) error {
	if err := t.Bets.CheckSeat(s, allowed...); err != nil {
		return err
	}
	switch s.Kind() {
	case KindWager:
		return t.Bets.Place(&t.Rec, s)
	case KindWithdraw:
		return t.Bets.Withdraw(&t.Rec, s)
	case KindAct:
		return decide(s)
	}
	return dealer(s.Dealer)
}

// Give deals the next card of hand h (0: the dealer) face down, or face up
// when up is set. A face-down card reaches only its seat's log; the
// dealer's reaches nobody's.
func (t *PokerTable) Give(h int, up bool) error {
	c, err := t.Tape.Card(&t.Shoe)
	if err != nil {
		return err
	}
	i := t.Count[h]
	t.Hands[h][i] = c
	t.Count[h]++
	ev := Event{Kind: EventCard, Seat: h, Cards: []string{c.String()}, Text: t.name(h)}
	switch {
	case up:
		t.Up[h] |= 1 << i
	case h == 0:
		ev = Event{Kind: EventCard, Text: "dealer (face down)"}
	default:
		ev.FaceDown = true
	}
	t.Rec.Emit(ev)
	return nil
}

// Deal gives n cards face down to each hand of hs in turn, a block at a
// time (0: the dealer).
func (t *PokerTable) Deal(hs []int, n int) error {
	for _, h := range hs {
		for range n {
			if err := t.Give(h, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// Hand returns the cards dealt to hand h (0: the dealer).
func (t *PokerTable) Hand(h int) []card.Card { return t.Hands[h][:t.Count[h]] }

// Burn takes the last card dealt to hand h out of it, unseen: the card
// stays dealt from the shoe but is no part of the hand, its view or the
// round's record (Let It Ride's dealer burns his third card, 67.6).
func (t *PokerTable) Burn(h int) {
	t.Count[h]--
	i := t.Count[h]
	t.Hands[h][i] = 0
	t.Up[h] &^= 1 << i
	t.Rec.Emit(Event{Kind: EventCard, Seat: h, Text: "burn (" + t.name(h) + "'s card " + strconv.Itoa(i+1) + ")"})
}

// TurnUp turns card i of hand h face up for every seat and records it.
func (t *PokerTable) TurnUp(h, i int) {
	t.Up[h] |= 1 << i
	t.Rec.Emit(Event{Kind: EventReveal, Seat: h, Cards: []string{t.Hands[h][i].String()}, Text: t.name(h)})
}

// Reveal turns every hand up (the showdown) and records each: the seats'
// in order, then the dealer's. A hand whose every card is face up already
// (Let It Ride's dealer, turned up card by card) is not recorded again.
func (t *PokerTable) Reveal() {
	t.Shown = true
	for _, h := range append(t.Bets.Seats(), 0) {
		t.RevealHand(h)
	}
}

// RevealHand turns hand h up whole and records it, unless every card of
// it is face up already: the dealer turning up one player's cards at a
// time (67.7, 67.48).
func (t *PokerTable) RevealHand(h int) {
	n := t.Count[h]
	all := uint8(1<<n - 1)
	if n == 0 || t.Up[h] == all {
		return
	}
	t.Up[h] = all
	t.Rec.Emit(Event{Kind: EventReveal, Seat: h, Cards: card.Strings(t.Hand(h)), Text: t.name(h)})
}

// Turn returns the first seat, in seat order, that still has a decision to
// make because decides reports so, or 0 outside the decision phase.
func (t *PokerTable) Turn(decides func(seat int) bool) int {
	if t.Phase != PhaseDecision {
		return 0
	}
	for _, s := range t.Bets.Seats() {
		if t.Choice[s] == "" && decides(s) {
			return s
		}
	}
	return 0
}

// CheckTurn verifies that step s's seat may make its decision now, turn
// being the seat to decide and decides reporting which seats have one:
// section names the decision's rule, what it is ("play or fold") and
// lacking what a seat without one lacks ("has no ante").
func (t *PokerTable) CheckTurn(s Step, turn int, decides func(seat int) bool, section, what, lacking string) error {
	switch {
	case t.Phase != PhaseDecision:
		return Rulef(section, "no decision is open in round %d: a seat may %s only after seeing its cards", t.Rec.Round(), what)
	case t.Choice[s.Seat] != "":
		return Rulef(section, "seat %d has already decided (%s) in round %d", s.Seat, t.Choice[s.Seat], t.Rec.Round())
	case !decides(s.Seat):
		return Rulef(section, "seat %d %s, so no %s to make", s.Seat, lacking, what)
	case s.Seat != turn:
		return Rulef(section, "seat %d is to %s now, not seat %d (seats decide in order)", turn, what, s.Seat)
	}
	return nil
}

// Decided records seat's decision act at the stage open now.
func (t *PokerTable) Decided(seat int, act string) { t.DecidedOn(seat, "", act) }

// DecidedOn records seat's decision act on its wager id (Let It Ride's
// bet-1 or bet-2, 3-5-7's seven-card) at the stage open now.
func (t *PokerTable) DecidedOn(seat int, id, act string) {
	t.Choice[seat] = act
	t.Rec.Emit(Event{Kind: EventDecision, Seat: seat, Wager: id, Text: act})
}

// NextStage closes the decision stage open now and opens the next, where
// every seat decides again in seat order (Let It Ride's second, 67.6). A
// round has at most PokerStages stages.
func (t *PokerTable) NextStage() {
	t.Earlier[t.Stage] = t.Choice
	t.Choice = [PokerSeats + 1]string{}
	t.Stage++
}

// Chosen returns seat's decision at stage (0: the first) of this round, or
// "" if it has made none there.
func (t *PokerTable) Chosen(stage, seat int) string {
	if stage == t.Stage {
		return t.Choice[seat]
	}
	return t.Earlier[stage][seat]
}

// Settled records the round's settlements, ordered by seat and then by
// order's wager ids, ends the round, and shuffles as section 8 says (ruling
// G6).
func (t *PokerTable) Settled(out []Settlement, order ...string) {
	t.Settle(Round{Settlements: out}, order...)
}

// Settle is Settled for a round that carries more than its settlements (a
// draw on the jackpot): rd's hands are the cards dealt.
func (t *PokerTable) Settle(rd Round, order ...string) {
	SortSettlements(rd.Settlements, order...)
	rd.Hands = t.Dealt()
	t.Rec.Settle(rd)
	t.Phase = PhaseOver
	if t.Shoe.EndRound(len(t.Bets.Seats())) {
		t.Bets.Shuffled()
		t.Rec.Emit(Event{Kind: EventShuffle, Text: "section 8"})
	}
}

// NextRound opens the next round's betting once this one is settled;
// section names the rule that settles it.
func (t *PokerTable) NextRound(section string) error {
	if t.Phase != PhaseOver {
		return Rulef(section, "round %d is not settled yet", t.Rec.Round())
	}
	t.Phase = PhaseBets
	t.Hands, t.Count, t.Up = [PokerSeats + 1][PokerCards]card.Card{}, [PokerSeats + 1]int{}, [PokerSeats + 1]uint8{}
	t.Choice, t.Stage, t.Earlier, t.Shown = [PokerSeats + 1]string{}, 0, [PokerStages - 1][PokerSeats + 1]string{}, false
	t.Bets.NextRound()
	t.Rec.NextRound()
	return nil
}

// CheckBets verifies that bets are open and that a deal has a seat to deal
// to (ready), for "no-more-bets"; section names the game's betting rule.
func (t *PokerTable) CheckBets(ready bool, section, missing string) error {
	switch {
	case t.Phase != PhaseBets:
		return Rulef(section, "bets are already closed in round %d", t.Rec.Round())
	case !ready:
		return Rulef(section, "%s in round %d: there is nothing to deal", missing, t.Rec.Round())
	}
	return nil
}

// FinishBets is Finish's betting-phase check: wagers on the layout must be
// dealt.
func (t *PokerTable) FinishBets(section string) error {
	if t.Phase == PhaseBets && !t.Bets.Empty() {
		return Rulef(section, "the script ends with wagers on the layout in round %d and no \"no-more-bets\"", t.Rec.Round())
	}
	return nil
}

// Legal returns the options of the betting phase (the layout's, and
// "no-more-bets" when ready) and of a settled round ("next-round"); the
// engine adds its decisions. turn is the seat to decide.
func (t *PokerTable) Legal(turn int, ready bool, section string) Legal {
	l := Legal{Round: t.Rec.Round(), Phase: t.Phase, Turn: turn}
	switch t.Phase {
	case PhaseBets:
		l.Options = t.Bets.Options()
		if ready {
			l.Options = append(l.Options, Option{Kind: KindDealer, Name: "no-more-bets", Section: section})
		}
	case PhaseOver:
		l.Options = []Option{{Kind: KindDealer, Name: "next-round"}}
	}
	return l
}

// View shows the table to seat: its own cards, the cards turned up, and
// Hidden for the rest (only Omniscient sees every card).
func (t *PokerTable) View(seat int) View {
	return t.ViewTurn(seat, 0)
}

// ViewTurn is View with turn, the seat to decide.
func (t *PokerTable) ViewTurn(seat, turn int) View {
	v := View{Seat: seat, Round: t.Rec.Round(), Phase: t.Phase, Turn: turn, Wagers: t.Bets.Wagers(),
		Shoe: &ShoeView{Dealt: t.Shoe.Dealt(), StopOut: t.Shoe.StopOut()}, Last: t.Rec.Last()}
	if t.Phase == PhaseBets {
		return v
	}
	v.Hands = ShowHands(t.Dealt(), seat, func(k string, i int) bool {
		if t.Shown {
			return true
		}
		h := 0
		if k != "dealer" {
			h, _ = strconv.Atoi(k)
		}
		return t.Up[h]&(1<<i) != 0
	})
	return v
}

// Dealt returns the hands dealt, keyed "dealer" and by seat number.
func (t *PokerTable) Dealt() Hands {
	hs := Hands{}
	for _, s := range t.Bets.Seats() {
		if t.Count[s] > 0 {
			hs[strconv.Itoa(s)] = Cards(card.Strings(t.Hand(s))...)
		}
	}
	if t.Count[0] > 0 {
		hs["dealer"] = Cards(card.Strings(t.Hand(0))...)
	}
	return hs
}

// Rounds implements Engine.
func (t *PokerTable) Rounds() []Round { return t.Rec.Rounds() }

// Events implements Engine: a card dealt face down reaches only its seat
// until it is turned up.
func (t *PokerTable) Events(seat int) []Event { return t.Rec.Events(seat) }

// name is hand h's key: "dealer" or the seat's number.
func (t *PokerTable) name(h int) string {
	if h == 0 {
		return "dealer"
	}
	return strconv.Itoa(h)
}
