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
	// Events returns what has happened at the table, oldest first, under the
	// same terms as Rounds.
	Events() []Event
}

// Omniscient is the seat number whose View shows every card (an auditor's or
// a replay's view). The dealer's view is Dealer.
const (
	Omniscient = -1
	Dealer     = 0
)

// Phases an engine may report. Games may add their own; these strings are
// sent to clients and stored, so they never change.
const (
	PhaseBets     = "bets"     // wagers open
	PhaseDecision = "decision" // waiting for a seat's decision
	PhaseDealer   = "dealer"   // waiting for the dealer (a roll, a spin, cards)
	PhaseOver     = "over"     // the round is settled; next-round starts another
)

// Step kinds in Option.Kind.
const (
	KindWager    = "wager"
	KindAct      = "act"
	KindWithdraw = "withdraw"
	KindDealer   = "dealer"
)

// Legal is what may happen now.
type Legal struct {
	Round   int      `json:"round"`
	Phase   string   `json:"phase"`
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
	Kind     string       `json:"kind"` // wager, act, withdraw, dealer
	Name     string       `json:"name"` // wager id, act or dealer action
	Min      money.Amount `json:"min,omitempty"`
	Max      money.Amount `json:"max,omitempty"`
	Multiple money.Amount `json:"multiple,omitempty"`
	Section  string       `json:"section,omitempty"`
}

// Allows reports whether l offers an option of this kind and name to seat.
func (l Legal) Allows(seat int, kind, name string) bool {
	for _, o := range l.Options {
		if o.Kind == kind && o.Name == name && (o.Seat == seat || (kind == KindWager && o.Seat == 0 && seat > 0)) {
			return true
		}
	}
	return false
}

// A View is what one seat may see of the table.
type View struct {
	Seat   int                `json:"seat"`
	Round  int                `json:"round"`
	Phase  string             `json:"phase"`
	Turn   int                `json:"turn,omitempty"`
	Hands  map[string][]Shown `json:"hands,omitempty"`  // "dealer", "1", "2" …
	Dice   []int              `json:"dice,omitempty"`   // the last roll
	Wagers []Wager            `json:"wagers,omitempty"` // every wager on the layout
	Shoe   *ShoeView          `json:"shoe,omitempty"`
	Last   *Round             `json:"last,omitempty"` // the last settled round
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
	Seat       int          `json:"seat"`
	Player     string       `json:"player,omitempty"`
	Wager      string       `json:"wager"`
	Stake      money.Amount `json:"stake"`
	Result     Result       `json:"result"`
	Net        money.Amount `json:"net"`
	Commission money.Amount `json:"commission"`
	Rounding   money.Amount `json:"rounding"`
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

// A Round is one settled round: the cards or dice that decided it and the
// settlement of every wager that was at risk.
type Round struct {
	Round       int            `json:"round"`
	Hands       map[string]any `json:"hands,omitempty"`
	Dice        []int          `json:"dice,omitempty"`
	Settlements []Settlement   `json:"settlements"`
}

// An Event is something that happened at the table. Kind strings are stored
// and sent, so they never change.
type Event struct {
	Round  int          `json:"round"`
	Kind   string       `json:"kind"`
	Seat   int          `json:"seat,omitempty"`
	Player string       `json:"player,omitempty"` // a behind bettor's money or decision (blackjack, 16)
	Wager  string       `json:"wager,omitempty"`
	Amount money.Amount `json:"amount,omitempty"`
	Cards  []string     `json:"cards,omitempty"`
	Dice   []int        `json:"dice,omitempty"`
	Text   string       `json:"text,omitempty"`
}

// Event kinds shared by the games.
const (
	EventWager    = "wager"    // money put at risk: Amount more on Wager (decision-made wagers too)
	EventWithdraw = "withdraw" // a wager taken down before the deal: Amount back
	EventClosed   = "no-more-bets"
	EventCard     = "card"    // a card dealt (Text says to whom: "dealer", "1", "burn")
	EventDecision = "act"     // a seat's decision (Text)
	EventRoll     = "roll"    // dice rolled
	EventSettled  = "settled" // the round is settled
	EventShuffle  = "shuffle" // the shoe is shuffled (section 8)
	EventNewRound = "next-round"
)

// ErrRule is wrapped by every rule violation.
var ErrRule = errors.New("not allowed by the rules")

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
