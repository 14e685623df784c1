package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"croupier/catalog"
	"croupier/game"
)

// runGames is `croupier games [--json] [ID]`: the catalog, or one game's
// entry in full.
func runGames(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the catalog (or the game) as JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: croupier games [--json] [ID]\n\nWith an ID, every option, wager, pay table and decision of that game, with its by-law section.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 1 {
		return exitError(2)
	}
	if fs.NArg() == 1 {
		g, ok := catalog.Lookup(fs.Arg(0))
		if !ok {
			fmt.Fprintf(stderr, "croupier games: unknown game %q (croupier games lists them)\n", fs.Arg(0))
			return exitError(2)
		}
		if *asJSON {
			writeJSON(stdout, g.Spec)
			return nil
		}
		return describeGame(stdout, g.Spec)
	}
	games := catalog.All()
	specs := make([]game.Spec, len(games))
	for i, g := range games {
		specs[i] = g.Spec
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"games": specs})
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tSECTIONS\tSTATUS\tWAGERS")
	for _, s := range specs {
		status := "not yet available"
		if s.Available {
			status = "available"
		}
		ids := make([]string, len(s.Wagers))
		for i, w := range s.Wagers {
			ids[i] = w.ID
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", s.ID, s.Name, s.Sections, status, strings.Join(ids, " "))
	}
	return tw.Flush()
}

// describeGame prints one game's entry for an operator: its options with
// their defaults, its wagers with what they pay (pay tables, and where an
// option offers another table, that table beside the by-law's), and its
// decisions, each with its section.
func describeGame(w io.Writer, s game.Spec) error {
	status := "not yet available"
	if s.Available {
		status = "available"
	}
	fmt.Fprintf(w, "%s (%s), sections %s: %s\n", s.Name, s.ID, s.Sections, status)
	if s.Seats != "" {
		fmt.Fprintf(w, "Seats: %s\n", s.Seats)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nOPTION\tDEFAULT\tSECTION\tWHAT IT IS")
	for _, o := range s.Options {
		def := fmt.Sprint(o.Default)
		if len(o.Values) > 0 {
			def += " (" + strings.Join(o.Values, ", ") + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", o.Name, def, o.Section, o.Doc)
	}
	fmt.Fprintln(tw, "\nWAGER\tLIMIT\tSECTION\tPAYS")
	for _, x := range s.Wagers {
		limit := "table limits"
		switch {
		case x.Decision:
			limit = "by decision"
		case x.Rule.Fixed > 0:
			limit = "exactly $" + x.Rule.Fixed.String()
		case x.Rule.Equal != "" && x.Rule.Times > 1:
			limit = fmt.Sprintf("%d times %s", x.Rule.Times, x.Rule.Equal)
		case x.Rule.Equal != "":
			limit = "equal to " + x.Rule.Equal
		case x.Rule.AtMost != "":
			limit = "at most " + x.Rule.AtMost
		case x.Rule.Multiple > 0:
			limit = "multiples of $" + x.Rule.Multiple.String()
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", x.ID, limit, x.Section, x.Pays)
	}
	if len(s.Decisions) > 0 {
		fmt.Fprintln(tw, "\nDECISION\t\tSECTION\tWHAT IT DOES")
		for _, d := range s.Decisions {
			def := ""
			if d.Default {
				def = "default"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", d.Act, def, d.Section, d.Doc)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if s.Notes != "" {
		fmt.Fprintf(w, "\n%s\n", s.Notes)
	}
	return nil
}
