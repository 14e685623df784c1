package game

import (
	"fmt"
	"maps"

	"croupier/money"
)

// An Escrow is the money a table holds for the wagers on its layout, kept
// by the rules of the Carrier comment: what the wager and withdraw events
// put there and took back, renamed by EventMove, the commissions paid in
// advance (EventCommission), and what each settlement releases. The
// server's table keeps the same account in its ledger; gametest checks
// every engine against this model, and a table rebuilt from its log checks
// its holds against it.
type Escrow struct {
	held    map[EscrowKey]money.Amount
	prepaid map[EscrowKey]money.Amount // commissions paid on acceptance, not yet reported
	taken   map[EscrowKey]money.Amount // taken down, not yet reported Withdrawn
}

// An EscrowKey names the money of one wager: its seat, its standing
// player ("" for the seated one) and its id.
type EscrowKey struct {
	Seat   int
	Player string
	Wager  string
}

// A Payout is what one settlement moves: Released comes out of the wager's
// escrow (its stake, unless it stays on the layout) and Prepaid out of the
// commission paid in advance; Back goes to the player and Commission to the
// house's commission account. The house takes Released + Prepaid − Back −
// Commission, which is negative when it pays winnings.
type Payout struct {
	Key                EscrowKey
	Released, Prepaid  money.Amount
	Back, Commission   money.Amount
	Stays, WasReleased bool // WasReleased: a Withdrawn report of a wager taken down before
}

// House is what the house takes from the payout (negative: what it pays).
func (p Payout) House() money.Amount { return p.Released + p.Prepaid - p.Back - p.Commission }

// NewEscrow returns an empty escrow.
func NewEscrow() *Escrow {
	return &Escrow{held: map[EscrowKey]money.Amount{}, prepaid: map[EscrowKey]money.Amount{}, taken: map[EscrowKey]money.Amount{}}
}

// Held returns what stands on wager k.
func (e *Escrow) Held(k EscrowKey) money.Amount { return e.held[k] }

// Prepaid returns the commission paid in advance on wager k and not yet
// reported.
func (e *Escrow) Prepaid(k EscrowKey) money.Amount { return e.prepaid[k] }

// Wagers returns the money on the layout, by seat, player and id.
func (e *Escrow) Wagers() map[EscrowKey]money.Amount {
	out := make(map[EscrowKey]money.Amount, len(e.held))
	for k, v := range e.held {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

// Total returns every cent the escrow holds, commissions included.
func (e *Escrow) Total() money.Amount {
	var t money.Amount
	for _, v := range e.held {
		t += v
	}
	for _, v := range e.prepaid {
		t += v
	}
	return t
}

// Event applies one event's money; events that move none are ignored.
func (e *Escrow) Event(ev Event) error {
	k := EscrowKey{ev.Seat, ev.Player, ev.Wager}
	switch ev.Kind {
	case EventWager:
		if ev.Amount <= 0 {
			return fmt.Errorf("round %d seat %d %s: a wager of %d cents", ev.Round, ev.Seat, ev.Wager, ev.Amount)
		}
		e.held[k] += ev.Amount
	case EventWithdraw:
		if ev.Amount <= 0 || e.held[k] < ev.Amount {
			return fmt.Errorf("round %d seat %d %s: %d cents taken down but %d on it", ev.Round, ev.Seat, ev.Wager, ev.Amount, e.held[k])
		}
		e.held[k] -= ev.Amount
		if e.held[k] == 0 {
			delete(e.held, k)
		}
		e.taken[k] += ev.Amount
	case EventMove:
		to := EscrowKey{ev.Seat, ev.Player, ev.Text}
		if ev.Text == "" || ev.Text == ev.Wager || e.held[k] != ev.Amount || e.held[to] != 0 {
			return fmt.Errorf("round %d seat %d: %d cents moved from %s (%d on it) to %q (%d on it)", ev.Round, ev.Seat, ev.Amount, ev.Wager, e.held[k], ev.Text, e.held[to])
		}
		delete(e.held, k)
		e.held[to] = ev.Amount
		if c := e.prepaid[k]; c != 0 {
			delete(e.prepaid, k)
			e.prepaid[to] += c
		}
	case EventCommission:
		if ev.Amount <= 0 || e.held[k] == 0 {
			return fmt.Errorf("round %d seat %d %s: a commission of %d cents on a wager of %d", ev.Round, ev.Seat, ev.Wager, ev.Amount, e.held[k])
		}
		e.prepaid[k] += ev.Amount
	}
	return nil
}

// Settle applies a settled round: each settlement's stake must be what
// stands on its wager, or for a wager reported Withdrawn after it was taken
// down, what came down; a commission paid in advance is reported out of
// what was paid (and one not paid in advance comes out of what the wager
// returns); a wager that stays keeps its stake in escrow. It returns what
// each settlement moves, in order; on error the escrow is unchanged.
func (e *Escrow) Settle(rd Round) ([]Payout, error) {
	held, prepaid, taken := maps.Clone(e.held), maps.Clone(e.prepaid), maps.Clone(e.taken)
	out := make([]Payout, 0, len(rd.Settlements))
	for _, s := range rd.Settlements {
		k := EscrowKey{s.Seat, s.Player, s.Wager}
		if s.TakenDown && taken[k] < s.Stake {
			return nil, fmt.Errorf("round %d seat %d %s: reported taken down with a stake of %d cents but %d came down", rd.Round, s.Seat, s.Wager, s.Stake, taken[k])
		}
		p, err := Pay(s, held[k], prepaid[k])
		if err != nil {
			return nil, fmt.Errorf("round %d %v", rd.Round, err)
		}
		p.Key = k
		switch {
		case s.TakenDown:
			taken[k] -= s.Stake
		case !s.Stays:
			delete(held, k)
		}
		if prepaid[k] -= p.Prepaid; prepaid[k] == 0 {
			delete(prepaid, k)
		}
		out = append(out, p)
	}
	e.held, e.prepaid, e.taken = held, prepaid, taken
	return out, nil
}

// ReplayEscrow returns the escrow an engine's history leaves: every event,
// and each round's settlement where its EventSettled stands (a Record
// settles rounds in order, so the k-th EventSettled is rounds[k]).
func ReplayEscrow(events []Event, rounds []Round) (*Escrow, error) {
	e := NewEscrow()
	settled := 0
	for _, ev := range events {
		if ev.Kind != EventSettled {
			if err := e.Event(ev); err != nil {
				return nil, err
			}
			continue
		}
		if settled == len(rounds) || rounds[settled].Round != ev.Round {
			return nil, fmt.Errorf("round %d is settled but is not the next of the rounds", ev.Round)
		}
		if _, err := e.Settle(rounds[settled]); err != nil {
			return nil, err
		}
		settled++
	}
	return e, nil
}

// Pay is what settlement s moves when held stands on its wager and prepaid
// was paid in advance as its commission: the rule of Escrow.Settle for one
// wager, which the server's table applies to its holds.
func Pay(s Settlement, held, prepaid money.Amount) (Payout, error) {
	p := Payout{Stays: s.Stays, Commission: s.Commission}
	bad := func(format string, args ...any) (Payout, error) {
		return Payout{}, fmt.Errorf("seat %d %s: "+format, append([]any{s.Seat, s.Wager}, args...)...)
	}
	switch {
	case s.Stake <= 0:
		return bad("a stake of %d cents", s.Stake)
	case s.TakenDown:
		if s.Result != Withdrawn || s.Net != 0 || s.Stays {
			return bad("reported %s with net %d after it came down", s.Result, s.Net)
		}
		p.WasReleased = true // its stake came back with the EventWithdraw
	case held != s.Stake:
		return bad("settles a stake of %d cents but %d stands on it", s.Stake, held)
	case s.Stays:
		if s.Net < 0 {
			return bad("stays on the layout but loses %d", -s.Net)
		}
		p.Back = s.Net
	default:
		p.Released, p.Back = s.Stake, s.Stake+s.Net
	}
	switch {
	case prepaid > 0 && s.Commission > prepaid:
		return bad("reports a commission of %d cents but %d was paid in advance", s.Commission, prepaid)
	case prepaid > 0:
		p.Prepaid = s.Commission
	default:
		p.Back -= s.Commission
	}
	if p.Back < 0 {
		return bad("loses more than its stake (net %d, commission %d)", s.Net, s.Commission)
	}
	return p, nil
}

// Prepaids returns the commissions paid in advance and not yet reported,
// by wager.
func (e *Escrow) Prepaids() map[EscrowKey]money.Amount { return maps.Clone(e.prepaid) }
