package main

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"

	"croupier/catalog"
	"croupier/game/pokerroom"
	"croupier/phh"
	"croupier/replay"
)

// isPHH reports whether name is a poker hand history: .phh, or a bulk .phhs.
func isPHH(name string) bool {
	return strings.HasSuffix(name, ".phh") || strings.HasSuffix(name, ".phhs")
}

// rakeFlags are the room's posted commission (67.108) for a replayed hand.
type rakeFlags struct {
	percent, cap, caps string
	noFlop             bool
}

func (r *rakeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&r.percent, "rake-percent", "0", "poker room: the commission in percent of the pot, at most 10 (67.108), e.g. 5 or 2.5")
	fs.StringVar(&r.cap, "rake-cap", "0", "poker room: the most commission on a hand, in the file's units (0: none)")
	fs.StringVar(&r.caps, "rake-caps", "", "poker room: lower caps for short hands, PLAYERS:CAP,… (5:2.00 caps at 2.00 with 5 players dealt in or fewer)")
	fs.BoolVar(&r.noFlop, "no-flop-no-drop", false, "poker room: no commission on a hand that ends before the flop")
}

// rake reads the flags at a hand's scale.
func (r rakeFlags) rake(scale int) (pokerroom.Rake, error) {
	var out pokerroom.Rake
	pct, ok := new(big.Rat).SetString(r.percent)
	hundredths := new(big.Rat).Mul(pct, big.NewRat(100, 1))
	if !ok || !hundredths.IsInt() || hundredths.Sign() < 0 || hundredths.Num().Int64() > pokerroom.MaxRakePercent {
		return out, fmt.Errorf("--rake-percent %q: a percent from 0 to 10 with at most 2 decimals (67.108)", r.percent)
	}
	out.Percent = hundredths.Num().Int64()
	amount := func(what, s string) (int64, error) {
		n, err := phh.ParseNumber(s)
		if err == nil {
			var u int64
			if u, err = n.Units(scale); err == nil && u >= 0 {
				return u, nil
			}
		}
		return 0, fmt.Errorf("%s %q: an amount in the file's units with at most %d decimals", what, s, scale)
	}
	var err error
	if out.Cap, err = amount("--rake-cap", r.cap); err != nil {
		return out, err
	}
	if r.caps != "" {
		for _, c := range strings.Split(r.caps, ",") {
			var players int
			ps, cs, ok := strings.Cut(c, ":")
			if _, err := fmt.Sscan(ps, &players); !ok || err != nil || players < 2 {
				return out, fmt.Errorf("--rake-caps %q: PLAYERS:CAP pairs, PLAYERS at least 2", r.caps)
			}
			u, err := amount("--rake-caps", cs)
			if err != nil {
				return out, err
			}
			out.Caps = append(out.Caps, pokerroom.RakeCap{Players: players, Cap: u})
		}
	}
	out.NoFlopNoDrop = r.noFlop
	return out, nil
}

// replayPHH is `croupier replay hand.phh` (or a bulk .phhs): each hand
// played through the poker room's engine, its summary printed; the first
// hand refused is {"error": …, "section": N} and exit status 2.
func replayPHH(name string, in io.Reader, r rakeFlags, stdout io.Writer) error {
	var hands []phh.Hand
	var err error
	if strings.HasSuffix(name, ".phhs") {
		hands, err = phh.ParseBulk(in)
	} else {
		var h phh.Hand
		h, err = phh.Parse(in)
		hands = []phh.Hand{h}
	}
	if err != nil {
		writeJSON(stdout, map[string]string{"error": fmt.Sprintf("%s: %v", name, err)})
		return exitError(2)
	}
	type out struct {
		Section int `json:"section,omitempty"`
		pokerroom.Summary
	}
	var all []out
	for _, h := range hands {
		rake, err := r.rake(pokerroom.Scale(h))
		if err != nil {
			writeJSON(stdout, map[string]string{"error": err.Error()})
			return exitError(2)
		}
		rec, err := pokerroom.Replay(h, rake)
		if err != nil {
			writeJSON(stdout, map[string]any{"error": err.Error(), "section": h.Section})
			return exitError(2)
		}
		all = append(all, out{h.Section, rec.Summary()})
	}
	if strings.HasSuffix(name, ".phhs") {
		writeJSON(stdout, all)
	} else {
		writeJSON(stdout, all[0].Summary)
	}
	return nil
}

// exportPHH is `croupier replay --phh SCRIPT.json`: a poker room round
// script played, and each of its games written as a PHH hand history, the
// hands of a .phhs file: every game Croupier deals is valid PHH.
func exportPHH(script *replay.Script, stdout io.Writer) error {
	fail := func(err error, step int) error {
		writeJSON(stdout, map[string]any{"error": err.Error(), "step": step})
		return exitError(2)
	}
	e, _, err := replay.Open(script, catalog.Lookup)
	if err != nil {
		return fail(err, -1)
	}
	pr, ok := e.(*pokerroom.Engine)
	if !ok {
		return fail(fmt.Errorf("--phh writes poker room games; this script is %s", script.Game), -1)
	}
	for i, st := range script.Steps {
		if err := e.Apply(st); err != nil {
			return fail(err, i)
		}
	}
	if err := e.Finish(); err != nil {
		return fail(err, -1)
	}
	return phh.WriteBulk(stdout, pr.Histories())
}
