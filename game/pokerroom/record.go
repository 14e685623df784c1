package pokerroom

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"croupier/card"
	"croupier/phh"
)

// A Recorded is a hand history replayed through the engine: the hand, and
// the scale of its amounts (the file's amounts are units × 10^-Scale).
type Recorded struct {
	Hand  *Hand
	Scale int
	File  phh.Hand
}

// Replay plays a PHH hand history through the engine under the room's
// commission rake: every action is checked as the table would check it,
// and the first one refused stops the replay with an error naming it. A
// history that ends at its showdown is finished (hands not shown are taken
// as dealt) and its pots awarded.
func Replay(f phh.Hand, rake Rake) (*Recorded, error) {
	v, err := VariantOf(f.Variant)
	if err != nil {
		return nil, err
	}
	scale := Scale(f)
	units := func(field string, ns []phh.Number) ([]int64, error) {
		out := make([]int64, len(ns))
		for i, n := range ns {
			if n.IsInf() {
				return nil, fmt.Errorf("%s[%d] is inf: the replay needs every stack known", field, i)
			}
			u, err := n.Units(scale)
			if err != nil {
				return nil, fmt.Errorf("%s[%d]: %w", field, i, err)
			}
			out[i] = u
		}
		return out, nil
	}
	one := func(field string, n *phh.Number) (int64, error) {
		if n == nil {
			return 0, nil
		}
		u, err := units(field, []phh.Number{*n})
		if err != nil {
			return 0, err
		}
		return u[0], nil
	}
	cfg := Config{Variant: v, Rake: rake, AnteTrimming: f.AnteTrimming}
	if cfg.Stacks, err = units("starting_stacks", f.StartingStacks); err != nil {
		return nil, err
	}
	if cfg.Antes, err = units("antes", f.Antes); err != nil {
		return nil, err
	}
	if cfg.Blinds, err = units("blinds_or_straddles", f.BlindsOrStraddles); err != nil {
		return nil, err
	}
	if v.Stud && len(cfg.Blinds) == 0 {
		cfg.Blinds = make([]int64, len(cfg.Stacks))
	}
	if cfg.BringIn, err = one("bring_in", f.BringIn); err != nil {
		return nil, err
	}
	if cfg.SmallBet, err = one("small_bet", f.SmallBet); err != nil {
		return nil, err
	}
	if cfg.BigBet, err = one("big_bet", f.BigBet); err != nil {
		return nil, err
	}
	if cfg.MinBet, err = one("min_bet", f.MinBet); err != nil {
		return nil, err
	}
	h, err := NewHand(cfg)
	if err != nil {
		return nil, err
	}
	for i, a := range f.Actions {
		if err := apply(h, a, scale); err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", i+1, strings.TrimSpace(a.Text), err)
		}
	}
	if h.Phase() == PhaseShowdown {
		if err := h.Finish(); err != nil {
			return nil, err
		}
	}
	return &Recorded{Hand: h, Scale: scale, File: f}, nil
}

// Fixed writes units with exactly scale decimals ("1.00", not "1"), so
// that a hand written in dollars and cents reads back at the cent: a
// replay takes its unit from the decimals the amounts are written with.
func Fixed(units int64, scale int) phh.Number {
	sign, u := "", units
	if u < 0 {
		sign, u = "-", -u
	}
	p := int64(1)
	for range scale {
		p *= 10
	}
	text := sign + strconv.FormatInt(u/p, 10)
	if scale > 0 {
		text += fmt.Sprintf(".%0*d", scale, u%p)
	}
	n, err := phh.ParseNumber(text)
	if err != nil {
		panic(fmt.Sprintf("pokerroom: %q: %v", text, err)) // formatted here: cannot fail
	}
	return n
}

// Scale is the number of decimals of a hand's smallest unit: the most any
// amount of the game has (forced bets, stacks, bets), never its results'.
func Scale(f phh.Hand) int {
	nums := append(append(append([]phh.Number{}, f.Antes...), f.BlindsOrStraddles...), f.StartingStacks...)
	for _, n := range []*phh.Number{f.BringIn, f.SmallBet, f.BigBet, f.MinBet} {
		if n != nil {
			nums = append(nums, *n)
		}
	}
	for _, a := range f.Actions {
		if a.Verb == "cbr" {
			nums = append(nums, a.Amount)
		}
	}
	scale := 0
	for _, n := range nums {
		scale = max(scale, n.Decimals())
	}
	return scale
}

// apply is one PHH action on h.
func apply(h *Hand, a phh.Action, scale int) error {
	cards, err := parseCards(a.Cards)
	if err != nil {
		return err
	}
	p := a.Player - 1
	if a.Verb != "" && a.Verb != "dh" && a.Verb != "db" && (p < 0 || p >= h.Players()) {
		return fmt.Errorf("there is no player %d", a.Player)
	}
	switch a.Verb {
	case "":
		return nil
	case "dh":
		return h.DealHole(a.Target-1, cards)
	case "db":
		return h.DealBoard(cards)
	case "f":
		return h.Fold(p)
	case "cc":
		return h.CheckCall(p)
	case "pb":
		return h.BringIn(p)
	case "cbr":
		to, err := a.Amount.Units(scale)
		if err != nil {
			return err
		}
		return h.RaiseTo(p, to)
	case "sm":
		if a.Dash {
			return h.Show(p, nil, false)
		}
		if len(a.Cards) == 0 {
			return h.Show(p, nil, true)
		}
		return h.Show(p, cards, false)
	case "sd":
		return h.Draw(p, cards)
	}
	return fmt.Errorf("unknown action %q", a.Verb)
}

// parseCards reads PHH cards, "??" as unknown (0).
func parseCards(ss []string) ([]card.Card, error) {
	out := make([]card.Card, len(ss))
	for i, s := range ss {
		if s == "??" {
			continue
		}
		c, err := card.Parse(s)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// A Summary is what `croupier replay hand.phh` prints: the finishing
// stacks, the pots with their winners and the commission, every amount in
// the file's units.
type Summary struct {
	Variant         string        `json:"variant"`
	Complete        bool          `json:"complete"` // the pots are awarded
	FinishingStacks []json.Number `json:"finishing_stacks"`
	Pots            []PotSummary  `json:"pots"`
	Returned        []json.Number `json:"returned"` // uncalled bets handed back (67.103(2))
	Commission      json.Number   `json:"commission"`
}

// A PotSummary is one pot: the main pot first, then the secondary pots
// (67.96).
type PotSummary struct {
	Amount     json.Number     `json:"amount"`
	Commission json.Number     `json:"commission"`
	Players    []int           `json:"players"` // who contested it, 1-based as the file numbers them
	Winners    []WinnerSummary `json:"winners"`
}

// A WinnerSummary is a player's share of a pot.
type WinnerSummary struct {
	Player int         `json:"player"`
	Amount json.Number `json:"amount"`
	Half   string      `json:"half,omitempty"`
}

// Summary is the replayed hand's result in the file's units; a history
// that stops before the end gives the stacks behind as they stand.
func (r *Recorded) Summary() Summary {
	num := func(u int64) json.Number { return json.Number(phh.FromUnits(u, r.Scale).String()) }
	h := r.Hand
	s := Summary{Variant: h.Variant().Code, Pots: []PotSummary{}, Commission: num(0)}
	res := h.Result()
	if res == nil {
		for p := range h.Players() {
			s.FinishingStacks = append(s.FinishingStacks, num(h.Stack(p)))
			s.Returned = append(s.Returned, num(0))
		}
		return s
	}
	s.Complete = true
	for p := range h.Players() {
		s.FinishingStacks = append(s.FinishingStacks, num(res.Stacks[p]))
		s.Returned = append(s.Returned, num(res.Returned[p]))
	}
	s.Commission = num(res.Rake)
	for _, pot := range res.Pots {
		ps := PotSummary{Amount: num(pot.Amount), Commission: num(pot.Rake), Players: []int{}, Winners: []WinnerSummary{}}
		for _, p := range pot.Eligible {
			ps.Players = append(ps.Players, p+1)
		}
		for _, w := range pot.Shares {
			ps.Winners = append(ps.Winners, WinnerSummary{Player: w.Player + 1, Amount: num(w.Amount), Half: w.Half})
		}
		s.Pots = append(s.Pots, ps)
	}
	return s
}

// PHH is the hand as a PHH hand history, its amounts units × 10^-scale:
// the variant's required fields, the actions so far and, once the hand is
// over, the finishing stacks. Parsed and replayed, it gives the same hand.
func (h *Hand) PHH(scale int) phh.Hand {
	nums := func(us []int64) []phh.Number {
		out := make([]phh.Number, len(us))
		for i, u := range us {
			out[i] = Fixed(u, scale)
		}
		return out
	}
	one := func(u int64) *phh.Number {
		n := Fixed(u, scale)
		return &n
	}
	cfg := h.cfg
	f := phh.Hand{Variant: h.v.Code, Antes: nums(cfg.Antes), StartingStacks: nums(cfg.Stacks), AnteTrimming: cfg.AnteTrimming}
	if h.v.Stud {
		f.BringIn = one(cfg.BringIn)
	} else {
		f.BlindsOrStraddles = nums(cfg.Blinds)
	}
	if h.v.Structure == FixedLimit {
		f.SmallBet, f.BigBet = one(cfg.SmallBet), one(cfg.BigBet)
	} else {
		f.MinBet = one(cfg.MinBet)
	}
	for _, a := range h.log {
		if a.Verb == "expose" { // no PHH action: a commentary
			f.Actions = append(f.Actions, phh.Action{Comment: fmt.Sprintf("p%d's folded hand shown at the house's request (67.102): %s", a.Player, card.Format(a.Cards))})
			continue
		}
		pa := phh.Action{Player: a.Player, Verb: a.Verb, Target: a.Target}
		for _, c := range a.Cards {
			if c == 0 {
				pa.Cards = append(pa.Cards, "??")
			} else {
				pa.Cards = append(pa.Cards, c.String())
			}
		}
		if a.Verb == "cbr" {
			pa.Amount = Fixed(a.To, scale)
		}
		pa.Text = pa.String()
		f.Actions = append(f.Actions, pa)
	}
	if res := h.result; res != nil {
		f.FinishingStacks = nums(res.Stacks)
	}
	return f
}
