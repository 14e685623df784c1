package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"croupier/analysis"
	"croupier/catalog"
	"croupier/game"
)

const checkUsage = `usage: croupier check GAME [--option name=value]…
       croupier check FILE.json…

Whether the by-law allows a table: its options checked as the server checks
them when it opens the table (keno at least 65%, 85; the wheel at least 75%
per wager, 122; every game's own sections), then, where the game has its
analysis, each wager's exact return with a warning where the pay table gives
the player the edge. A FILE is a replay script or table ({"game", "table"}),
a slot machine ({"reels"}: 93, as croupier slots check) or a tournament's
rules ({"entryFee"}: 127, as croupier tournament check). Exit 1 when refused.`

// runCheck is `croupier check`: the compliance check of issue 26.
func runCheck(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	opts := options{}
	fs.Var(opts, "option", "a table option as name=value (repeat it)")
	fs.Usage = func() { fmt.Fprintln(stderr, checkUsage) }
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitError(2)
	}
	first := fs.Arg(0)
	if _, ok := catalog.Lookup(first); ok {
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return exitError(2)
		}
		if fs.NArg() > 0 {
			fmt.Fprintf(stderr, "croupier check: unexpected argument %q\n", fs.Arg(0))
			return exitError(2)
		}
		return checkTable(first, first, opts, stdout, stderr)
	}
	if len(opts) > 0 {
		fmt.Fprintln(stderr, "croupier check: --option goes with a GAME, not with files")
		return exitError(2)
	}
	failed := false
	for _, path := range fs.Args() {
		if err := checkFile(path, stdout, stderr); err != nil {
			if ex, ok := err.(exitError); ok && ex == 2 {
				return err
			}
			failed = true
		}
	}
	if failed {
		return exitError(1)
	}
	return nil
}

// checkFile checks one file by what it holds.
func checkFile(path string, stdout, stderr io.Writer) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "croupier check: %v\n", err)
		return exitError(1)
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(raw, &probe); err != nil {
		fmt.Fprintf(stderr, "croupier check: %s: not a JSON object: %v\n", path, err)
		return exitError(1)
	}
	switch {
	case probe["reels"] != nil:
		return runSlots([]string{"check", path}, stdout, stderr)
	case probe["entryFee"] != nil:
		return runTournament([]string{"check", path}, stdout, stderr)
	case probe["game"] != nil:
		var t struct {
			Game  string                     `json:"game"`
			Table map[string]json.RawMessage `json:"table"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			fmt.Fprintf(stderr, "croupier check: %s: %v\n", path, err)
			return exitError(1)
		}
		return checkTable(path, t.Game, t.Table, stdout, stderr)
	}
	fmt.Fprintf(stderr, "croupier check: %s is not a table, a slot machine or a tournament's rules (it has no \"game\", \"reels\" or \"entryFee\")\n", path)
	return exitError(1)
}

// checkTable opens game id's table with opts as the server would, without
// a tape, then prints its analysis' returns and warnings.
func checkTable(name, id string, opts map[string]json.RawMessage, stdout, stderr io.Writer) error {
	g, ok := catalog.Lookup(id)
	if !ok {
		fmt.Fprintf(stderr, "croupier check: %s: unknown game %q (croupier games lists them)\n", name, id)
		return exitError(1)
	}
	if g.New == nil {
		fmt.Fprintf(stderr, "croupier check: %s: %s is not yet available\n", name, id)
		return exitError(1)
	}
	t, err := g.Spec.ParseTable(opts)
	if err == nil {
		_, err = g.New(t, game.NewTape(nil))
	}
	if err != nil {
		fmt.Fprintf(stderr, "croupier check: %s: refused: %v\n", name, err)
		return exitError(1)
	}
	fmt.Fprintf(stdout, "%s: %s: the by-law allows this table\n", name, id)
	if g.Analyze == nil {
		fmt.Fprintf(stdout, "%s: %s has no exact analysis yet; returns not checked\n", name, id)
		return nil
	}
	r, err := g.Analyze(t)
	if err != nil {
		fmt.Fprintf(stderr, "croupier check: %s: %v\n", name, err)
		return exitError(1)
	}
	for _, w := range r.Wagers {
		label := w.ID
		if w.Title != "" {
			label += " (" + w.Title + ")"
		}
		fmt.Fprintf(stdout, "%s: %s returns %s\n", name, label, analysis.Percent(w.Figures().Return, r.Decimals()))
	}
	for _, s := range r.Warnings() {
		fmt.Fprintf(stdout, "%s: warning: %s\n", name, s)
	}
	return nil
}
