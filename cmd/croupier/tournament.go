package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/money"
	"croupier/tournament"
)

// runTournament is `croupier tournament check RULES.json [--at TIME]`: a
// tournament's published rules checked as the by-law requires before they
// go public (125 a week ahead, 127 at least 30% back, 124 Let It Ride's fee
// share), the game among the catalog's, and the prize money at a full
// field (for Let It Ride, whose fees are taken in play, the fee on each
// supplemental wager instead); exit 1 with the reason when they are
// refused.
func runTournament(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(stderr)
	at := fs.String("at", "", "when the rules are published (RFC 3339); now unless given")
	usage := func() error {
		fmt.Fprintln(stderr, "usage: croupier tournament check [--at TIME] RULES.json\n\nThe rules' checks of sections 123–127: published a week before the start (125), prizes of at least 30% of the fees (127), Let It Ride's fee share (124); and the prize money at a full field.")
		return exitError(2)
	}
	if len(args) == 0 || args[0] != "check" {
		return usage()
	}
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 1 {
		return usage()
	}
	now := time.Now()
	if *at != "" {
		t, err := time.Parse(time.RFC3339, *at)
		if err != nil {
			fmt.Fprintf(stderr, "croupier tournament: --at %q is not an RFC 3339 time such as 2026-03-01T12:00:00-05:00\n", *at)
			return exitError(2)
		}
		now = t
	}
	path := fs.Arg(0)
	raw, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "croupier tournament: %v\n", err)
		return exitError(1)
	}
	r, err := tournament.Parse(raw)
	if err == nil {
		err = r.Publishable(now)
	}
	if err == nil {
		g, ok := catalog.Lookup(r.Game)
		switch {
		case !ok:
			err = fmt.Errorf("game %q is not in the catalog (croupier games lists them)", r.Game)
		case g.New == nil:
			err = fmt.Errorf("game %q is not yet available in this release", r.Game)
		default: // the game's own rules, unchanged but for payment (124)
			var opts map[string]json.RawMessage
			opts, err = r.TableOptions()
			var t game.Table
			if err == nil {
				t, err = g.Spec.ParseTable(opts)
			}
			if err == nil {
				_, err = g.New(t, game.NewTape(nil))
			}
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "croupier tournament: %s: %v\n", path, err)
		return exitError(1)
	}
	fees := r.EntryFee * money.Amount(r.MaxEntrants) // Check bounds the product
	type place struct {
		Place   int    `json:"place"`
		Percent string `json:"percent"`
		Prize   int64  `json:"prize"`
	}
	out := struct {
		Name         string  `json:"name"`
		Game         string  `json:"game"`
		Start        string  `json:"start"`
		End          string  `json:"end"`
		Return       string  `json:"returnPercent"`
		FullField    int     `json:"fullField"`
		FeesAtFull   int64   `json:"feesAtFullField"`
		PoolAtFull   int64   `json:"poolAtFullField"`
		PrizesAtFull []place `json:"prizesAtFullField"`
		FeePerHand   int64   `json:"feePerSupplementalWager,omitempty"` // Let It Ride (124)
	}{Name: r.Name, Game: r.Game, Start: r.Start.Format(time.RFC3339), End: r.End.Format(time.RFC3339),
		Return: r.Return().String(), FullField: r.MaxEntrants, FeesAtFull: int64(fees), PoolAtFull: int64(r.Pool(fees))}
	if r.LetItRide != nil { // 124: the fees are taken in play, from each $1 supplemental wager (67.9)
		fee, err := tournament.LetItRideFee(100, r)
		if err != nil {
			fmt.Fprintf(stderr, "croupier tournament: %s: %v\n", path, err)
			return exitError(1)
		}
		out.FeePerHand = int64(fee)
	}
	standings := make([]tournament.Standing, r.MaxEntrants)
	for i := range standings {
		standings[i] = tournament.Standing{Entrant: fmt.Sprint("entrant ", i+1), Chips: int64(r.MaxEntrants - i), Order: i + 1}
	}
	prizes, err := r.Allocate(fees, standings)
	if err != nil {
		fmt.Fprintf(stderr, "croupier tournament: %s: %v\n", path, err)
		return exitError(1)
	}
	for _, p := range prizes {
		if p.Amount == 0 {
			continue
		}
		pct := ""
		for _, pl := range r.Prizes {
			if pl.Place == p.Place {
				pct = pl.Percent.String()
			}
		}
		out.PrizesAtFull = append(out.PrizesAtFull, place{p.Place, pct, int64(p.Amount)})
	}
	writeJSON(stdout, out)
	return nil
}
