// Package game is the contract every casino game engine implements, and the
// vocabulary around it: steps, legal options, views, settlements, the tape of
// outcomes and the catalog entry (Spec) describing a game's options and
// wagers.
//
// An Engine is one table of one game: a pure, deterministic state machine.
// It reads outcomes (cards, dice, pockets) only from the Tape it was given,
// never from a clock, a file or a global random source. The same engine runs an
// electronic table (the tape generates outcomes from a secure source on
// demand) and a live table (the dealer appends what really came out), and
// replays any recorded round from its script.
//
// Data flow: source of randomness → Tape → Engine.Apply → Round settlements →
// the server's ledger. docs/ARCHITECTURE.md has the long version.
package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"croupier/money"
)

// An Engine is one game table, round after round.
//
// Apply verifies a step before it changes anything: on error the engine and
// its tape are exactly as before, and the error is a *RuleError citing the
// by-law section. Engines are not safe for concurrent use; a server gives each
// table one goroutine.
type Engine interface {
	// Legal reports what may happen now: the phase, and each step a seat or
	// the dealer may take with its amount bounds.
	Legal() Legal
	// Apply verifies step and, if the rules allow it, applies it.
	Apply(step Step) error
	// Finish is called when a script ends: it applies the defaults games.md
	// names for decisions not given and reports an error if the round in
	// progress cannot end without a step that is missing.
	Finish() error
	// View returns what seat may see; Omniscient sees everything.
	View(seat int) View
	// Rounds returns the settled rounds, oldest first. The slice is the
	// engine's own, only ever appended to: read it, never modify it.
	Rounds() []Round
	// Events returns what has happened at the table as seat may know it,
	// oldest first: a card dealt face down to another seat shows as Hidden
	// (Omniscient sees every card). Read the slice, never modify it.
	Events(seat int) []Event
}

// Omniscient is the seat number whose View shows every card (an auditor's or
// a replay's view). The dealer's view is Dealer.
const (
	Omniscient = -1
	Dealer     = 0
)

// A Phase is where a round stands. The strings are sent to clients and
// stored, so they never change (STYLE 7).
type Phase string

// Phases an engine may report. Games may add their own.
const (
	PhaseBets     Phase = "bets"     // wagers open
	PhaseDecision Phase = "decision" // waiting for a seat's decision
	PhaseDealer   Phase = "dealer"   // waiting for the dealer (a roll, a spin, cards)
	PhaseOver     Phase = "over"     // the round is settled; next-round starts another
)

// A StepKind is one of the four kinds of step of the replay script (README
// "The round-replay script"). The strings are sent to clients.
type StepKind string

// The step kinds, in Option.Kind and from Step.Kind.
const (
	KindWager    StepKind = "wager"
	KindAct      StepKind = "act"
	KindWithdraw StepKind = "withdraw"
	KindDealer   StepKind = "dealer"
)

// Legal is what may happen now.
type Legal struct {
	Round   int      `json:"round"`
	Phase   Phase    `json:"phase"`
	Turn    int      `json:"turn,omitempty"` // the seat whose decision is awaited, if one is
	Options []Option `json:"options"`
}

// An Option is one step that may be taken now.
//
// For a wager option Seat 0 means any seat from 1 to Seats; Min and Max bound
// the amount (equal for a fixed wager), Multiple its unit. For an act with an
// amount, Min and Max bound it. Player names the standing player (a blackjack
// behind bettor, section 16) whose step it is; for a wager whose WagerSpec
// has Player set, an empty Player means any standing player, who names
// himself in the step.
type Option struct {
	Seat     int          `json:"seat"` // 0 = the dealer, or any seat for a wager
	Player   string       `json:"player,omitempty"`
	Kind     StepKind     `json:"kind"`
	Name     string       `json:"name"` // wager id, act or dealer action
	Min      money.Amount `json:"min,omitempty"`
	Max      money.Amount `json:"max,omitempty"`
	Multiple money.Amount `json:"multiple,omitempty"`
	Section  string       `json:"section,omitempty"`
	// Set is the hand an act that sets one would make (Pai Gow Poker's
	// house way, 50), so a screen can propose it to the seat; the table
	// shows an act's option only to the seat's own player.
	Set *Hand `json:"set,omitempty"`
	// Wager is the wager an act names, sent as the step's "wager" (craps
	// "working": which wager works on the come-out roll, ruling C3).
	Wager string `json:"wager,omitempty"`
}

// Allows reports whether l offers an option of this kind and name to seat.
func (l Legal) Allows(seat int, kind StepKind, name string) bool {
	for _, o := range l.Options {
		if o.Kind == kind && o.Name == name && (o.Seat == seat || (kind == KindWager && o.Seat == 0 && seat > 0)) {
			return true
		}
	}
	return false
}

// A View is what one seat may see of the table.
type View struct {
	Seat     int                `json:"seat"`
	Round    int                `json:"round"`
	Phase    Phase              `json:"phase"`
	Turn     int                `json:"turn,omitempty"`
	Hands    map[string][]Shown `json:"hands,omitempty"` // "dealer", "1", "2" …: cards or tiles
	Outcomes                    // the last roll, spin, draw or reel stops
	Wagers   []Wager            `json:"wagers,omitempty"` // every wager on the layout
	Shoe     *ShoeView          `json:"shoe,omitempty"`
	Last     *Round             `json:"last,omitempty"` // the last settled round
}

// Outcomes are what a round drew other than cards and tiles (which are in
// Hands), in the spec's notation (README "Notation"): the dice, the roulette
// pocket or the wheel's stop with the revolutions that made the spin valid
// (74, 121), the keno balls, the reel stops, and a number the random
// generator drew (48.1). Each game fills the ones it uses.
type Outcomes struct {
	Dice        []int  `json:"dice,omitempty"`        // the last roll, die by die
	Pocket      string `json:"pocket,omitempty"`      // the winning pocket: "0", "00", "1" … "36"
	Stop        *int   `json:"stop,omitempty"`        // the wheel's winning segment, 0-based
	Revolutions int    `json:"revolutions,omitempty"` // of the ball or the wheel, where recorded
	Balls       []int  `json:"balls,omitempty"`       // the numbers drawn, in draw order
	Reels       []int  `json:"reels,omitempty"`       // each reel's stop index
	Number      int    `json:"number,omitempty"`      // a number the random generator drew (48.1)
}

// A Shown card is a card as a seat sees it: Card is "??" when it is face down
// and not the viewer's.
type Shown struct {
	Card     string `json:"card"`
	FaceDown bool   `json:"faceDown,omitempty"`
}

// Hidden is how a View shows a card the viewer may not see.
const Hidden = "??"

// ShoeView is what anyone may know of the shoe: how many cards are dealt and
// whether the stop card has come out.
type ShoeView struct {
	Dealt   int  `json:"dealt"`
	StopOut bool `json:"stopOut"`
}

// A Wager is money on the layout.
type Wager struct {
	Seat   int          `json:"seat"`
	Player string       `json:"player,omitempty"`
	ID     string       `json:"wager"`
	Amount money.Amount `json:"amount"`
}

// Result is how a wager ended. These strings are part of the spec.
type Result string

// The results of README "The result".
const (
	Win       Result = "win"
	Lose      Result = "lose"
	Push      Result = "push"
	Withdrawn Result = "withdrawn"
	Surrender Result = "surrender"
	Void      Result = "void"
)

// A Settlement is one wager's outcome, in the spec's form.
type Settlement struct {
	Seat       int             `json:"seat"`
	Player     string          `json:"player,omitempty"`
	Wager      string          `json:"wager"`
	Stake      money.Amount    `json:"stake"`
	Result     Result          `json:"result"`
	Net        money.Amount    `json:"net"`
	Commission money.Amount    `json:"commission"`
	Rounding   money.Remainder `json:"rounding"` // ruling G7: in 1/b of a cent at odds a to b
	// Stays marks a wager that won or pushed and stays on the layout with
	// its stake still at risk (a craps place bet, 95.17 and ruling C5): the
	// server pays Net and keeps the stake in escrow. Not part of the spec's
	// result.
	Stays bool `json:"-"`
	// TakenDown marks the report of a wager taken down between rounds
	// (Result Withdrawn, ruling C7): its stake came back with its
	// EventWithdraw, so the server moves only its commission.
	TakenDown bool `json:"-"`
}

// Won settles a winning wager paid at odds r: net is the winnings, floored.
func Won(seat int, id string, stake money.Amount, r money.Ratio) Settlement {
	win, dropped := r.Pay(stake)
	return Settlement{Seat: seat, Wager: id, Stake: stake, Result: Win, Net: win, Rounding: dropped}
}

// Lost settles a losing wager.
func Lost(seat int, id string, stake money.Amount) Settlement {
	return Settlement{Seat: seat, Wager: id, Stake: stake, Result: Lose, Net: -stake}
}

// Pushed settles a wager that pushes.
func Pushed(seat int, id string, stake money.Amount) Settlement {
	return Settlement{Seat: seat, Wager: id, Stake: stake, Result: Push}
}

// A Round is one settled round: the cards, tiles or other outcomes that
// decided it and the settlement of every wager that was at risk.
type Round struct {
	Round       int          `json:"round"`
	Hands       Hands        `json:"hands,omitempty"`
	Outcomes                 // dice, pocket, stop, balls, reels
	Settlements []Settlement `json:"settlements"`
	// Jackpot is what the round drew on the table's progressive jackpot
	// (21.2, 67.21): not part of the spec's result, which shows each award
	// as a settlement's net; the server's ledger moves it from the pool.
	Jackpot JackpotDraw `json:"-"`
}

// Hands are a settled round's cards or tiles by hand ("dealer", "1", "1.2",
// "bank" …), in the spec's notation.
type Hands map[string]Hand

// A Hand is one hand's cards or tiles: in the order dealt, or for the games
// where a hand is set in two (Pai Gow Poker 38–53, Pai Gow 100–116) as the
// high and the low hand. It is written as the spec's result writes it: a
// list, or {"high": [...], "low": [...]}.
type Hand struct {
	Cards     []string
	High, Low []string
}

// Cards returns the hand of cards cs, in the order dealt.
func Cards(cs ...string) Hand { return Hand{Cards: cs} }

// String writes h as fmt writes a list, "[As Kd]", or "high [..] low [..]".
func (h Hand) String() string {
	if h.set() {
		return fmt.Sprintf("high %v low %v", h.High, h.Low)
	}
	return fmt.Sprint(h.Cards)
}

// set reports whether h is set in two.
func (h Hand) set() bool { return h.High != nil || h.Low != nil }

// MarshalJSON writes h as a list, or as its high and low hands.
func (h Hand) MarshalJSON() ([]byte, error) {
	if h.set() {
		return json.Marshal(struct {
			High []string `json:"high"`
			Low  []string `json:"low"`
		}{h.High, h.Low})
	}
	if h.Cards == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(h.Cards)
}

// UnmarshalJSON reads either form.
func (h *Hand) UnmarshalJSON(b []byte) error {
	var cards []string
	if err := json.Unmarshal(b, &cards); err == nil {
		*h = Hand{Cards: cards}
		return nil
	}
	var two struct {
		High []string `json:"high"`
		Low  []string `json:"low"`
	}
	if err := json.Unmarshal(b, &two); err != nil {
		return fmt.Errorf("a hand is a list of cards or tiles, or {\"high\": [...], \"low\": [...]}: %v", err)
	}
	*h = Hand{High: two.High, Low: two.Low}
	return nil
}

// An EventKind says what an Event records. The strings are stored and sent,
// so they never change (STYLE 7).
type EventKind string

// An Event is something that happened at the table.
type Event struct {
	Round  int          `json:"round"`
	Kind   EventKind    `json:"kind"`
	Seat   int          `json:"seat,omitempty"`
	Player string       `json:"player,omitempty"` // a behind bettor's money or decision (blackjack, 16)
	Wager  string       `json:"wager,omitempty"`
	Amount money.Amount `json:"amount,omitempty"`
	Cards  []string     `json:"cards,omitempty"`
	// FaceDown marks cards dealt face down to Seat: only that seat and
	// Omniscient see them (Events(seat) shows the others Hidden).
	FaceDown bool   `json:"faceDown,omitempty"`
	Dice     []int  `json:"dice,omitempty"`
	Text     string `json:"text,omitempty"`
}

// Event kinds shared by the games.
const (
	EventWager    EventKind = "wager"    // money put at risk: Amount more on Wager (decision-made wagers too)
	EventWithdraw EventKind = "withdraw" // a wager taken down before the deal: Amount back
	EventClosed   EventKind = "no-more-bets"
	EventCard     EventKind = "card"    // a card dealt (Text says to whom: "dealer", "1", "burn")
	EventDecision EventKind = "act"     // a seat's decision (Text)
	EventRoll     EventKind = "roll"    // dice rolled
	EventSettled  EventKind = "settled" // the round is settled
	EventShuffle  EventKind = "shuffle" // the shoe is shuffled (section 8)
	EventNewRound EventKind = "next-round"
	// EventMove renames money on the layout: Amount on Wager now stands on
	// the wager Text (a craps come wager travelling to its number, 95.14(3):
	// "come" becomes "come-6"). Nothing is paid or collected.
	EventMove EventKind = "move"
	// EventCommission is a commission paid when a wager is accepted (a craps
	// buy or lay bet, 95.17(2)–(3)): Amount more put aside for Wager. It is
	// reported once in the wager's first settlement (ruling C7) and never
	// returned (C2).
	EventCommission EventKind = "commission"
)

// ErrRule is wrapped by every rule violation.
var ErrRule = errors.New("not allowed by the rules")

// A Carrier is an engine whose next round depends on more than its table
// options and a fresh shoe: a seat the dealer offered the bank (53, 62), or
// wagers that stay on the layout from one round to the next (a craps point
// and its come bets, 95.14; a roulette double, 72.1). The server starts a
// fresh engine when the cards are reshuffled; it keeps a Carrier that
// Carries instead, so nothing carried is lost, and a round's script then
// starts where the carrying began (replay.Recorder).
//
// Money that stays on the layout across rounds keeps to three rules, which
// the server's escrow and gametest's money check follow: a wager stays
// under its id until it is settled without Stays, taken down
// (EventWithdraw) or renamed (EventMove); a settlement's Stake is what
// stands on the wager; and a wager taken down before it was decided may be
// reported later as Withdrawn with TakenDown set (its stake already came
// back with the EventWithdraw), with the commission it paid in advance
// (EventCommission). Escrow is that model.
type Carrier interface {
	Carries() bool
}

// A Standalone Carrier says whether the round in progress replays from
// its own steps although the engine Carries: a roulette seat's chip colour
// (70) carries into the next round, so the server keeps the engine, but
// changes no settlement, so the round's script need not start earlier.
type Standalone interface {
	ReplaysAlone() bool
}

// An Annotator adds to a step what the engine knows and the step's record
// must carry for its round to replay alone: the poker room's deal names the
// seat the button moves to (67.88(20)). The server calls it before a step is
// applied and logged; a step that already carries it is returned as it is.
type Annotator interface {
	Annotate(Step) Step
}

// A Felter is an engine whose table shows more than its View: the craps
// point and its shooter, the roulette chip colours of each seat. Felt
// returns it as a JSON value the table's page reads; nothing in it is
// hidden from anyone at the table.
type Felter interface {
	Felt() any
}

// A RuleError is a step the rules reject, citing the by-law section.
type RuleError struct {
	Section string // "67.38(3)", "95.23"; empty when no section applies
	Msg     string
	Err     error // a more specific cause, if any
}

func (e *RuleError) Error() string {
	s := e.Msg
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	if e.Section != "" {
		s += " (section " + e.Section + ")"
	}
	return s
}

// Unwrap returns the cause, or ErrRule.
func (e *RuleError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrRule, e.Err}
	}
	return []error{ErrRule}
}

// Rulef returns a *RuleError citing section.
func Rulef(section, format string, args ...any) error {
	return &RuleError{Section: section, Msg: fmt.Sprintf(format, args...)}
}
