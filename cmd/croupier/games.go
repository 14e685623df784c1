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

// runGames is `croupier games [--json]`.
func runGames(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the catalog as JSON")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return exitError(2)
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
