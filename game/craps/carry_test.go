package craps_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/craps"
	"croupier/money"
	"croupier/rng"
	"croupier/rng/seeded"
)

// escrow is the money on the layout as a server holding it would know it
// from the events and settlements alone, under the rules of game.Carrier:
// a wager stays under its id until it is settled without Stays, taken down
// (EventWithdraw) or renamed (EventMove); a settlement's stake is what
// stands on the wager; a wager taken down may be reported later as
// withdrawn, with the commission it paid in advance.
type escrow struct {
	t       *testing.T
	on      map[wkey]money.Amount      // cents on the layout
	order   []wkey                     // in the order first placed
	taken   map[wkey][][2]money.Amount // taken down, not yet reported: amount and commission
	owed    map[wkey]money.Amount      // commission paid, not yet reported
	wallet  map[int]money.Amount       // each seat's money moved: wagers and commissions out, withdrawals and payouts in
	settled map[int]money.Amount       // each seat's sum of net − commission
	events  int
	rounds  int
}

// A wkey is one seat's wager id.
type wkey struct {
	seat int
	id   string
}

func key(seat int, id string) wkey { return wkey{seat, id} }

func newEscrow(t *testing.T) *escrow {
	return &escrow{t: t, on: map[wkey]money.Amount{}, taken: map[wkey][][2]money.Amount{}, owed: map[wkey]money.Amount{},
		wallet: map[int]money.Amount{}, settled: map[int]money.Amount{}}
}

// follow reads the events and rounds e recorded since the last call and
// checks the layout against them.
func (m *escrow) follow(e game.Engine) {
	t := m.t
	t.Helper()
	evs := e.Events(game.Omniscient)
	rounds := e.Rounds()
	for _, ev := range evs[m.events:] {
		k := key(ev.Seat, ev.Wager)
		switch ev.Kind {
		case game.EventWager:
			if _, ok := m.on[k]; !ok {
				m.order = append(m.order, k)
			}
			m.on[k] += ev.Amount
			m.wallet[ev.Seat] -= ev.Amount
		case game.EventCommission:
			if m.on[k] == 0 {
				t.Fatalf("commission %+v on a wager not on the layout", ev)
			}
			m.owed[k] += ev.Amount
			m.wallet[ev.Seat] -= ev.Amount
		case game.EventWithdraw:
			if m.on[k] != ev.Amount {
				t.Fatalf("withdraw %+v: %d cents stand on it", ev, m.on[k])
			}
			m.drop(k)
			m.taken[k] = append(m.taken[k], [2]money.Amount{ev.Amount, m.owed[k]})
			delete(m.owed, k)
			m.wallet[ev.Seat] += ev.Amount
		case game.EventMove:
			to := key(ev.Seat, ev.Text)
			if m.on[k] != ev.Amount || m.on[to] != 0 {
				t.Fatalf("move %+v: %d cents on it, %d on %s", ev, m.on[k], m.on[to], ev.Text)
			}
			m.on[to], m.owed[to] = ev.Amount, m.owed[k]
			m.order[slices.Index(m.order, k)] = to
			delete(m.on, k)
			delete(m.owed, k)
		case game.EventSettled:
			m.settle(rounds[m.rounds])
			m.rounds++
		}
	}
	m.events = len(evs)
	for ; m.rounds < len(rounds); m.rounds++ { // a round Finish settled
		m.settle(rounds[m.rounds])
	}
	var want []string
	byseat := slices.Clone(m.order) // by seat, then in the order first placed
	slices.SortStableFunc(byseat, func(a, b wkey) int { return a.seat - b.seat })
	for _, k := range byseat {
		want = append(want, fmt.Sprintf("%d:%s=%d", k.seat, k.id, m.on[k]))
	}
	if got := strings.Fields(layout(e)); !slices.Equal(got, want) {
		t.Fatalf("layout\n got %v\nwant %v (from the events)", got, want)
	}
}

func (m *escrow) drop(k wkey) {
	delete(m.on, k)
	m.order = slices.DeleteFunc(m.order, func(o wkey) bool { return o == k })
}

// settle checks one round's settlements against the escrow and pays them.
func (m *escrow) settle(r game.Round) {
	t := m.t
	t.Helper()
	for _, s := range r.Settlements {
		k := key(s.Seat, s.Wager)
		ok := map[game.Result]bool{game.Win: s.Net > 0, game.Lose: s.Net == -s.Stake, game.Push: s.Net == 0, game.Withdrawn: s.Net == 0}[s.Result]
		if !ok || s.Stake <= 0 || s.Commission < 0 || s.Rounding < 0 {
			t.Fatalf("round %d: %+v", r.Round, s)
		}
		m.settled[s.Seat] += s.Net - s.Commission
		if s.TakenDown {
			i := slices.Index(m.taken[k], [2]money.Amount{s.Stake, s.Commission})
			if i < 0 {
				t.Fatalf("round %d: %+v was not taken down with that commission (taken %v)", r.Round, s, m.taken[k])
			}
			m.taken[k] = slices.Delete(m.taken[k], i, i+1)
			continue
		}
		if s.Commission != m.owed[k] {
			t.Fatalf("round %d: %+v reports commission %d, %d was paid and not reported", r.Round, s, s.Commission, m.owed[k])
		}
		delete(m.owed, k)
		if m.on[k] != s.Stake {
			t.Fatalf("round %d: %+v: %d cents stand on it", r.Round, s, m.on[k])
		}
		if s.Result == game.Withdrawn && s.Net != 0 {
			t.Fatalf("round %d: %+v: returned with a net", r.Round, s)
		}
		if s.Stays {
			if s.Result != game.Win {
				t.Fatalf("round %d: %+v stays but did not win (C5)", r.Round, s)
			}
			m.wallet[s.Seat] += s.Net
			continue
		}
		m.wallet[s.Seat] += s.Stake + s.Net
		m.drop(k)
	}
	for k, l := range m.taken {
		if len(l) > 0 && r.Dice != nil {
			t.Fatalf("round %d: %v was taken down but not reported (C7)", r.Round, k)
		}
	}
}

// check verifies that each seat's money moved equals its settled nets less
// what it has on the layout and the commission it paid in advance.
func (m *escrow) check() {
	for seat, w := range m.wallet {
		var on, owed money.Amount
		for k, a := range m.on {
			if k.seat == seat {
				on += a
			}
		}
		for k, a := range m.owed {
			if k.seat == seat {
				owed += a
			}
		}
		if w != m.settled[seat]-on-owed {
			m.t.Fatalf("seat %d: %d moved, but it settled %d with %d on the layout and %d commission unreported", seat, w, m.settled[seat], on, owed)
		}
	}
}

// TestCarriedMoney plays seeded random sessions choosing among Legal's
// options (and now and then the dealer's withhold of the shooter), and
// follows the money as a server
// would from the events and settlements alone, checking the layout after
// every step and each seat's balance at the end, after Finish.
func TestCarriedMoney(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			tbl, err := craps.Spec.ParseTable(map[string]json.RawMessage{"min": json.RawMessage("1"), "max": json.RawMessage("2000"), "seats": json.RawMessage("5")})
			if err != nil {
				t.Fatal(err)
			}
			e, err := craps.New(craps.RulesOf(tbl), game.NewGenerated(rng.NewDealer(seeded.New(seed))))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 99))
			m := newEscrow(t)
			for n := 0; len(e.Rounds()) < 300; n++ {
				if n > 40000 {
					t.Fatal("no progress")
				}
				s, ok := randomStep(r, e)
				if !ok {
					continue
				}
				if err := e.Apply(s); err != nil {
					b, _ := json.Marshal(s)
					t.Fatalf("step %s: %v", b, err)
				}
				m.follow(e)
			}
			// Take some wagers down after the last roll: Finish reports them.
			for _, o := range e.Legal().Options {
				if o.Kind == game.KindWithdraw && r.IntN(2) == 0 {
					if err := e.Apply(game.Step{Seat: o.Seat, Withdraw: o.Name}); err != nil {
						t.Fatal(err)
					}
					m.follow(e)
				}
			}
			if err := e.Finish(); err != nil {
				t.Fatal(err)
			}
			m.follow(e)
			m.check()
		})
	}
}

// randomStep chooses a step among Legal's options, the dealer's often
// enough that the dice roll; false when the option chosen cannot be built.
func randomStep(r *rand.Rand, e *craps.Engine) (game.Step, bool) {
	l := e.Legal()
	o := l.Options[r.IntN(len(l.Options))]
	if r.IntN(4) == 0 {
		if sh := e.Table().Shooter; sh != 0 && r.IntN(40) == 0 {
			return game.Step{Dealer: "withhold", Args: map[string]json.RawMessage{"shooter": json.RawMessage(fmt.Sprint(sh))}}, true
		}
		for _, d := range l.Options {
			if d.Kind == game.KindDealer && (d.Name == "roll" || r.IntN(3) == 0) {
				o = d
				break
			}
		}
	}
	switch o.Kind {
	case game.KindDealer:
		return game.Step{Dealer: o.Name}, true
	case game.KindWithdraw:
		return game.Step{Seat: o.Seat, Withdraw: o.Name}, true
	case game.KindAct:
		return game.Step{Seat: o.Seat, Act: o.Name, WagerArg: o.Wager}, true
	}
	seat := o.Seat
	if seat == 0 { // any seat: one with nothing on this wager yet
		seat = 1 + r.IntN(5)
		for _, w := range e.View(game.Omniscient).Wagers {
			if w.Seat == seat && w.ID == o.Name {
				return game.Step{}, false
			}
		}
	}
	a := o.Min + money.Amount(r.Int64N(int64(min(o.Max, o.Min*50)-o.Min)+1))
	if o.Multiple > 0 {
		a -= a % o.Multiple
		if a < o.Min {
			a += o.Multiple
		}
	}
	return game.Step{Seat: seat, Wagers: []game.WagerAmount{{ID: o.Name, Amount: a}}}, true
}
