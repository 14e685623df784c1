// Package gametest is the conformance suite every game engine passes.
//
// Run plays thousands of seeded rounds choosing uniformly among the steps
// Legal offers, and after every step checks that:
//   - every step Legal offers is accepted (Legal gives exactly the buttons);
//   - steps Legal does not offer, and malformed ones, are rejected and change
//     nothing (view, legal options, rounds, events and tape position);
//   - money is conserved: every cent put at risk is settled exactly once (or
//     carried on the layout into the next round, game.Escrow), no wager loses
//     more than its stake, and the seats' nets plus the house's take sum to
//     zero;
//   - views never show a card the tape has not yet dealt, nor another seat's
//     face-down card;
//   - replaying the recorded script (tape and steps) reproduces every
//     settlement, and so does replaying it without the steps that took a
//     decision's default (the engine takes the default itself).
//
// Money is counted per seat and, apart, per standing player at a seat (a
// blackjack behind bettor: Event.Player, Settlement.Player).
package gametest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"croupier/game"
	"croupier/money"
	"croupier/replay"
	"croupier/rng"
	"croupier/rng/seeded"
)

// Options tune a conformance run.
type Options struct {
	Rounds int                        // rounds to settle per table (default 300; a fifth under -race)
	Tables int                        // tables, each with its own seed (default 8; at most 4 under -race)
	Seed   uint64                     // base seed (default 1)
	Table  map[string]json.RawMessage // table options (default: the game's defaults)
	// Args, if set, gives the arguments of a wager step the suite builds
	// from option o, beyond its wager (keno's "numbers" and "draws"), drawn
	// from r.
	Args func(r *rand.Rand, o game.Option) map[string]json.RawMessage
}

// Run runs the suite on g.
func Run(t *testing.T, g game.Game, o Options) {
	t.Helper()
	if o.Rounds == 0 {
		o.Rounds = 300
	}
	if o.Tables == 0 {
		o.Tables = 8
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
	if raceEnabled { // a fifth of the rounds on at most 4 tables: see race.go
		o.Rounds, o.Tables = max(o.Rounds/5, 20), min(o.Tables, 4)
	}
	for i := range o.Tables {
		seed := o.Seed + uint64(i)
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			runTable(t, g, o, seed)
		})
	}
}

type player struct {
	t       *testing.T
	g       game.Game
	e       game.Engine
	tape    *game.Tape
	r       *rand.Rand
	seats   int  // the seats played (7 where the number of players is unlimited)
	capped  bool // the table has only seats places
	shown   int  // events checked for every seat so far
	steps   []game.Step
	args    func(r *rand.Rand, o game.Option) map[string]json.RawMessage
	escrow  *game.Escrow   // the money on the layout, as the server's escrow keeps it
	events  int            // events counted into escrow so far
	dealt   map[string]int // cards the tape has dealt, by notation
	read    int            // tape entries counted into dealt
	settled int            // rounds checked so far
	limits  money.Limits
}

func runTable(t *testing.T, g game.Game, o Options, seed uint64) {
	table := o.Table
	if table == nil {
		table = map[string]json.RawMessage{}
	}
	tt, err := g.Spec.ParseTable(table)
	if err != nil {
		t.Fatalf("table options: %v", err)
	}
	tape := game.NewGenerated(rng.NewDealer(seeded.New(seed)))
	e, err := g.New(tt, tape)
	if err != nil {
		t.Fatalf("new: %v", err)
	}
	p := &player{t: t, g: g, e: e, tape: tape, r: rand.New(seeded.New(seed ^ 0xabcdef)),
		seats: 7, args: o.Args, escrow: game.NewEscrow(), dealt: map[string]int{}, limits: tt.Limits()}
	if g.Spec.Option("seats") != nil && tt.Int("seats") > 0 {
		p.seats, p.capped = int(tt.Int("seats")), true
	}
	for n := 0; p.settled < o.Rounds; n++ {
		if n > o.Rounds*400 {
			t.Fatalf("no progress: %d rounds settled after %d steps", p.settled, n)
		}
		if p.r.IntN(3) == 0 {
			p.tryIllegal()
		}
		p.step()
		p.checkViews()
		p.checkMoney()
	}
	p.checkReplay(table)
}

// fingerprint is everything observable about the engine.
func (p *player) fingerprint() string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	// Rounds only grow at the end, so their count and the last one identify them.
	rounds := p.e.Rounds()
	var last any
	if n := len(rounds); n > 0 {
		last = rounds[n-1]
	}
	for _, v := range []any{p.e.View(game.Omniscient), p.e.Legal(), len(rounds), last, len(p.e.Events(game.Omniscient)), p.tape.Pos()} {
		if err := enc.Encode(v); err != nil {
			p.t.Fatalf("encode state: %v", err)
		}
	}
	return b.String()
}

// step takes one random legal step and checks it is accepted.
func (p *player) step() {
	l := p.e.Legal()
	if len(l.Options) == 0 {
		p.t.Fatalf("round %d phase %q: Legal offers nothing: the table is stuck", l.Round, l.Phase)
	}
	var dealer, others []game.Option
	for _, o := range l.Options {
		if o.Kind == game.KindDealer {
			dealer = append(dealer, o)
		} else {
			others = append(others, o)
		}
	}
	var o game.Option
	if len(dealer) > 0 && (len(others) == 0 || p.r.IntN(4) == 0) {
		o = dealer[p.r.IntN(len(dealer))]
	} else {
		o = others[p.r.IntN(len(others))]
	}
	s, ok := p.build(o)
	if !ok {
		return
	}
	if err := p.e.Apply(s); err != nil {
		p.t.Fatalf("round %d: Legal offered %+v but Apply(%s) failed: %v", l.Round, o, js(s), err)
	}
	p.steps = append(p.steps, s)
}

// build turns an option into a concrete step.
func (p *player) build(o game.Option) (game.Step, bool) {
	amount := func() money.Amount {
		lo, hi := o.Min, o.Max
		if hi > lo*4 {
			hi = lo * 4 // keep stakes modest so "at most another wager" rules bite
		}
		a := lo
		if hi > lo {
			a = lo + money.Amount(p.r.Int64N(int64(hi-lo)+1))
		}
		if o.Multiple > 0 {
			a -= a % o.Multiple
			if a < lo {
				a += o.Multiple
			}
		}
		return a
	}
	switch o.Kind {
	case game.KindDealer:
		return game.Step{Dealer: o.Name}, true
	case game.KindWithdraw:
		return game.Step{Seat: o.Seat, Withdraw: o.Name, Player: o.Player}, true
	case game.KindAct:
		s := game.Step{Seat: o.Seat, Act: o.Name, Player: o.Player, WagerArg: o.Wager}
		if o.Min > 0 && o.Min != o.Max {
			s.Amount, s.HasAmt = amount(), true
		}
		return s, true
	}
	player := o.Player
	if w := p.g.Spec.Wager(o.Name); player == "" && w != nil && w.Player {
		// Any standing player: one of a few names, so that some bet twice.
		player = standing[p.r.IntN(len(standing))]
	}
	seat := o.Seat
	if seat == 0 {
		// Any seat: pick one with nothing on this wager yet, so the option's
		// maximum is the whole maximum.
		free := []int{}
		v := p.e.View(game.Omniscient)
		for s := 1; s <= p.seats; s++ {
			if !slices.ContainsFunc(v.Wagers, func(w game.Wager) bool { return w.Seat == s && w.ID == o.Name }) {
				free = append(free, s)
			}
		}
		if len(free) == 0 {
			return game.Step{}, false
		}
		seat = free[p.r.IntN(len(free))]
	}
	s := game.Step{Seat: seat, Player: player, Wagers: []game.WagerAmount{{ID: o.Name, Amount: amount()}}}
	if p.args != nil {
		s.Args = p.args(p.r, o)
	}
	return s, true
}

// standing are the names the suite gives standing players (behind bettors).
var standing = []string{"ann", "bob", "cy"}

// tryIllegal applies steps that must be rejected and checks nothing changed.
func (p *player) tryIllegal() {
	l := p.e.Legal()
	var bad []game.Step
	bad = append(bad,
		game.Step{Seat: 1, Wagers: []game.WagerAmount{{ID: "no-such-wager", Amount: 100}}},
		game.Step{Dealer: "no-such-dealer-step"},
		game.Step{Seat: 1, Act: "no-such-act"},
	)
	if p.capped {
		bad = append(bad, game.Step{Seat: p.seats + 1, Wagers: []game.WagerAmount{{ID: "main", Amount: p.limits.Min}}})
	}
	for _, o := range l.Options {
		if o.Kind == game.KindWager {
			s := 1
			if o.Seat > 0 {
				s = o.Seat
			}
			bad = append(bad,
				game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: o.Name, Amount: 0}}},
				game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: o.Name, Amount: -o.Min}}},
				game.Step{Seat: s, Wagers: []game.WagerAmount{{ID: o.Name, Amount: o.Max + 1}}})
			break
		}
	}
	// Every dealer step and decision of the spec that Legal does not offer now
	// must be refused — except while Legal offers a decision that has a
	// default (declining insurance): a later step may then take that default
	// (README: a decision the script does not give takes its default), so
	// steps past it may be accepted.
	if !p.defaultOffered(l) {
		bad = append(bad, p.unoffered(l)...)
	}
	before := p.fingerprint()
	for _, s := range bad {
		err := p.e.Apply(s)
		if err == nil {
			p.t.Fatalf("round %d phase %q: Apply(%s) was accepted, but Legal did not offer it", l.Round, l.Phase, js(s))
		}
		if after := p.fingerprint(); after != before {
			p.t.Fatalf("rejected step %s (%v) changed the state:\nbefore %s\nafter  %s", js(s), err, before, after)
		}
	}
}

// defaultOffered reports whether l offers a decision the spec marks Default.
func (p *player) defaultOffered(l game.Legal) bool {
	for _, o := range l.Options {
		if o.Kind != game.KindAct {
			continue
		}
		for _, d := range p.g.Spec.Decisions {
			if d.Act == o.Name && d.Default {
				return true
			}
		}
	}
	return false
}

// unoffered returns the spec's dealer steps and decisions that l does not
// offer, and its placed wagers once bets are closed.
func (p *player) unoffered(l game.Legal) []game.Step {
	var bad []game.Step
	for _, d := range p.g.Spec.Dealer {
		if !l.Allows(0, game.KindDealer, d) {
			bad = append(bad, game.Step{Dealer: d})
		}
	}
	for _, d := range p.g.Spec.Decisions {
		for s := 1; s <= p.seats; s++ {
			if !l.Allows(s, game.KindAct, d.Act) {
				bad = append(bad, game.Step{Seat: s, Act: d.Act})
			}
		}
	}
	if l.Phase != game.PhaseBets {
		for _, w := range p.g.Spec.Wagers {
			if !w.Decision && !l.Allows(1, game.KindWager, w.ID) {
				bad = append(bad, game.Step{Seat: 1, Wagers: []game.WagerAmount{{ID: w.ID, Amount: p.limits.Min}}})
			}
		}
	}
	return bad
}

// checkViews looks for cards a view shows before the tape dealt them, and
// for another seat's face-down cards.
func (p *player) checkViews() {
	dealt := p.dealt
	consumed := p.tape.Consumed()
	for _, raw := range consumed[min(p.read, len(consumed)):] {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			dealt[s]++
		}
	}
	p.read = len(consumed)
	all := p.e.View(game.Omniscient)
	for seat := game.Dealer; seat <= p.seats; seat++ {
		v := p.e.View(seat)
		shown := map[string]int{}
		for hand, cards := range v.Hands {
			omni := all.Hands[hand]
			for i, c := range cards {
				if c.Card == game.Hidden {
					continue
				}
				shown[c.Card]++
				if i < len(omni) && omni[i].FaceDown && hand != strconv.Itoa(seat) {
					p.t.Fatalf("seat %d sees %s, face down in hand %s", seat, c.Card, hand)
				}
			}
		}
		for c, n := range shown {
			if n > dealt[c] {
				p.t.Fatalf("seat %d's view shows %s %d times, but the tape has dealt it %d times", seat, c, n, dealt[c])
			}
		}
		p.checkEvents(seat)
	}
	p.shown = len(p.e.Events(game.Omniscient))
}

// checkEvents checks that seat's events since the last check are the
// omniscient ones with the cards dealt face down to another seat hidden, and
// nothing else changed.
func (p *player) checkEvents(seat int) {
	all, mine := p.e.Events(game.Omniscient), p.e.Events(seat)
	if len(mine) != len(all) {
		p.t.Fatalf("seat %d is told of %d events, the omniscient view of %d", seat, len(mine), len(all))
	}
	for i := p.shown; i < len(mine); i++ {
		ev := mine[i]
		want := all[i]
		if want.FaceDown && want.Seat != seat {
			for _, c := range ev.Cards {
				if c != game.Hidden {
					p.t.Fatalf("seat %d is told of %s, dealt face down to seat %d (event %d)", seat, c, want.Seat, i)
				}
			}
			ev.Cards, want.Cards = nil, nil
		}
		if js(ev) != js(want) {
			p.t.Fatalf("seat %d's event %d is %s, the omniscient one %s", seat, i, js(ev), js(want))
		}
	}
}

// checkMoney follows the money of every new event through the escrow
// model (game.Escrow: what the Carrier comment says of money on the
// layout) and checks each newly settled round: every stake is what stands
// on its wager, no wager loses more than its stake, result agrees with net,
// the seats' nets plus the house's take sum to zero, and once the round is
// settled nothing is left in escrow unless the engine carries it into the
// next round, where it is exactly the layout the engine shows.
func (p *player) checkMoney() {
	events := p.e.Events(game.Omniscient)
	rounds := p.e.Rounds()
	next := p.settled // a Record settles rounds in order: the next EventSettled is rounds[next]
	for _, ev := range events[p.events:] {
		if ev.Kind != game.EventSettled {
			if err := p.escrow.Event(ev); err != nil {
				p.t.Fatalf("escrow: %v", err)
			}
			continue
		}
		if next == len(rounds) || rounds[next].Round != ev.Round {
			p.t.Fatalf("round %d is settled but is not the next of Rounds", ev.Round)
		}
		p.checkRound(rounds[next])
		next++
	}
	p.events = len(events)
	if next != len(rounds) {
		p.t.Fatalf("%d rounds settled but %d EventSettled", len(rounds)-p.settled, next-p.settled)
	}
	if len(rounds) == p.settled {
		return
	}
	p.settled = len(rounds)
	last := rounds[len(rounds)-1].Round
	if p.escrow.Total() == 0 {
		return
	}
	if c, ok := p.e.(game.Carrier); !ok || !c.Carries() {
		if p.e.Legal().Phase == game.PhaseOver {
			p.t.Fatalf("round %d is settled and the engine carries nothing, but %d cents are left in escrow: %v", last, p.escrow.Total(), p.escrow.Wagers())
		}
		return
	}
	shown := map[game.EscrowKey]money.Amount{}
	for _, w := range p.e.View(game.Omniscient).Wagers {
		shown[game.EscrowKey{Seat: w.Seat, Player: w.Player, Wager: w.ID}] += w.Amount
	}
	if held := p.escrow.Wagers(); !maps.Equal(held, shown) {
		p.t.Fatalf("after round %d the escrow holds %v but the layout shows %v", last, held, shown)
	}
}

// checkRound checks one settled round's settlements and applies them to
// the escrow.
func (p *player) checkRound(rd game.Round) {
	var seats, house money.Amount
	for _, s := range rd.Settlements {
		if s.Stake <= 0 {
			p.t.Fatalf("round %d: %+v has no stake", rd.Round, s)
		}
		if s.Net < -s.Stake || s.Commission < 0 || s.Rounding < 0 {
			p.t.Fatalf("round %d: %+v loses more than its stake or has a negative commission or rounding", rd.Round, s)
		}
		ok := map[game.Result]bool{
			game.Win: s.Net > 0, game.Lose: s.Net < 0, game.Push: s.Net == 0,
			game.Withdrawn: s.Net == 0, game.Void: s.Net == 0, game.Surrender: s.Net < 0 || s.Net == 0,
		}[s.Result]
		if !ok {
			p.t.Fatalf("round %d: %+v: result does not agree with net", rd.Round, s)
		}
		seats += s.Net - s.Commission
		// The house pays what the seats win and keeps what they lose.
		house += s.Commission - s.Net
	}
	if seats+house != 0 {
		p.t.Fatalf("round %d: seats' nets %d and the house's take %d do not sum to zero", rd.Round, seats, house)
	}
	if _, err := p.escrow.Settle(rd); err != nil {
		p.t.Fatalf("escrow: %v", err)
	}
}

// checkReplay replays the recorded script and compares the settlements.
func (p *player) checkReplay(table map[string]json.RawMessage) {
	script := &replay.Script{Game: p.g.Spec.ID, Table: table, Tape: p.tape.Consumed(), Steps: p.steps}
	// Through JSON, as a stored script would travel.
	b, err := json.Marshal(script)
	if err != nil {
		p.t.Fatalf("encode script: %v", err)
	}
	s2, err := replay.Parse(bytes.NewReader(b))
	if err != nil {
		p.t.Fatalf("recorded script does not parse: %v", err)
	}
	e, _, err := replay.Open(s2, func(string) (game.Game, bool) { return p.g, true })
	if err != nil {
		p.t.Fatalf("replay open: %v", err)
	}
	for i, s := range s2.Steps {
		if err := e.Apply(s); err != nil {
			p.t.Fatalf("replay step %d %s: %v", i, js(s), err)
		}
	}
	if got, want := js(e.Rounds()), js(p.e.Rounds()); got != want {
		p.t.Fatalf("replay settled differently:\n got %s\nwant %s", got, want)
	}
	p.checkDefaults(s2)
}

// checkDefaults replays the script without the steps that took a decision's
// default (declining insurance): the engine must take those defaults itself
// (README: a decision the script does not give takes its default, the last
// ones when the script ends) and settle every round as before.
func (p *player) checkDefaults(s *replay.Script) {
	defaults := map[string]bool{}
	for _, d := range p.g.Spec.Decisions {
		defaults[d.Act] = d.Default
	}
	short := *s
	short.Steps = nil
	for _, st := range s.Steps {
		if st.Kind() != game.KindAct || !defaults[st.Act] {
			short.Steps = append(short.Steps, st)
		}
	}
	if len(short.Steps) == len(s.Steps) {
		return
	}
	e, _, err := replay.Open(&short, func(string) (game.Game, bool) { return p.g, true })
	if err != nil {
		p.t.Fatalf("replay open: %v", err)
	}
	for i, st := range short.Steps {
		if err := e.Apply(st); err != nil {
			p.t.Fatalf("replay without default decisions, step %d %s: %v", i, js(st), err)
		}
	}
	if err := e.Finish(); err != nil {
		p.t.Fatalf("replay without default decisions: finish: %v", err)
	}
	if got, want := js(e.Rounds()), js(p.e.Rounds()); got != want {
		p.t.Fatalf("replay without default decisions settled differently:\n got %s\nwant %s", got, want)
	}
}

func js(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%+v", v)
	}
	return string(b)
}
