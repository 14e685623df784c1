package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"croupier/analysis"
	"croupier/catalog"
	"croupier/game"
	"croupier/game/blackjack"
)

// options is a repeated --option name=value flag. A value that reads as
// JSON (2, true, [1,2], {"a":1}) is taken as JSON, any other as a string.
type options map[string]json.RawMessage

func (o options) String() string { return "" }

func (o options) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return fmt.Errorf("option %q is not name=value", s)
	}
	if json.Valid([]byte(value)) {
		o[name] = json.RawMessage(value)
	} else {
		b, _ := json.Marshal(value)
		o[name] = b
	}
	return nil
}

// runMath is `croupier math GAME [--option name=value]… [--json]`: the
// exact figures of every wager of GAME under a table's options. Without a
// GAME it lists the games and whether each has its analysis.
func runMath(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("math", flag.ContinueOnError)
	fs.SetOutput(stderr)
	opts := options{}
	fs.Var(opts, "option", "a table option as name=value (repeat it); the game's defaults otherwise")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	par := fs.String("par", "", "print the PAR sheet instead, as md (Markdown) or html")
	hint := fs.String("hint", "", `blackjack's advisor: the player's cards vs the dealer's up card ("Th 6c vs 9d"), each option's expected value; `+
		`Pai Gow Poker's: seven cards ("Ks Jd 9h 7c 5s 3d 2c"), their best setting and the house way's`)
	exactSplits := fs.Bool("exact-splits", false, "blackjack: count every split hand by hand, for the round's exact standard deviation, hit frequency and element of risk (some seconds; the return is exact either way)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: croupier math GAME [--option name=value]… [--json | --par md|html] [--exact-splits]\n\n"+
			"The exact return, house edge, element of risk, hit frequency, standard deviation\n"+
			"and the probability of every outcome of each wager of GAME, under the table\n"+
			"options given (croupier games GAME lists them); --par writes the PAR sheet, with\n"+
			"volatility, ranges and a plot of each wager's distribution. Without GAME, the games.")
		fs.PrintDefaults()
	}
	// Flags may come before or after the game.
	var id string
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if fs.NArg() > 0 {
		id = fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return exitError(2)
		}
		if fs.NArg() > 0 {
			fmt.Fprintf(stderr, "croupier math: unexpected argument %q\n", fs.Arg(0))
			return exitError(2)
		}
	}
	if id == "" {
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tANALYSIS")
		for _, g := range catalog.All() {
			status := "not yet"
			switch {
			case g.Analyze != nil && len(g.Unanalysed) > 0:
				status = "exact but " + strings.Join(g.Unanalysed, ", ") + ": not yet"
			case g.Analyze != nil:
				status = "exact"
			case g.Spec.ID == "poker-room": // 67.88: players bet against each other, the house takes a commission
				status = "none: no wager against the house"
			}
			fmt.Fprintf(tw, "%s\t%s\n", g.Spec.ID, status)
		}
		return tw.Flush()
	}
	if *hint != "" {
		if err := runHint(id, opts, *hint, stdout); err != nil {
			fmt.Fprintf(stderr, "croupier math: %v\n", err)
			return exitError(1)
		}
		return nil
	}
	if *exactSplits && id != blackjack.Spec.ID {
		fmt.Fprintf(stderr, "croupier math: --exact-splits is blackjack's (its split hands), not %s's\n", id)
		return exitError(2)
	}
	var with func(game.Table) (*analysis.Report, error) // the game's own analysis
	if *exactSplits {
		with = blackjack.AnalyzeSplitsExactly
	}
	r, err := analyzeWith(id, opts, with)
	if err != nil {
		fmt.Fprintf(stderr, "croupier math: %v\n", err)
		return exitError(1)
	}
	switch {
	case *par != "":
		if err := r.WritePAR(stdout, *par); err != nil {
			fmt.Fprintf(stderr, "croupier math: %v\n", err)
			return exitError(2)
		}
		return nil
	case *asJSON:
		writeJSON(stdout, r)
		return nil
	}
	return r.WriteText(stdout)
}

// analyze runs game id's analysis under the options given, checked as a
// table opening with them would be.
func analyze(id string, opts options) (*analysis.Report, error) {
	return analyzeWith(id, opts, nil)
}

// analyzeWith is analyze by the analysis given, or the game's own when it
// is nil.
func analyzeWith(id string, opts options, with func(game.Table) (*analysis.Report, error)) (*analysis.Report, error) {
	g, ok := catalog.Lookup(id)
	if !ok {
		return nil, fmt.Errorf("unknown game %q (croupier games lists them)", id)
	}
	if g.Analyze == nil {
		return nil, fmt.Errorf("%s has no analysis yet", id)
	}
	t, err := g.Spec.ParseTable(opts)
	if err != nil {
		return nil, err
	}
	if with == nil {
		with = g.Analyze
	}
	r, err := with(t)
	if err != nil {
		return nil, err
	}
	var shown map[string]any
	b, _ := json.Marshal(t)
	_ = json.Unmarshal(b, &shown)
	r.Options = shownOptions(shown)
	return r, nil
}

// shownOptions keeps the options that change the odds: not the limits,
// seats or the first-round rule, which only say who may bet how much.
func shownOptions(all map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range all {
		switch k {
		case "min", "max", "seats", "first-round-only", "outside-min", "outside-max", "seed":
			continue
		}
		out[k] = v
	}
	return out
}
