package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"croupier/analysis/simulate"
	"croupier/catalog"
)

// runSimulate is `croupier simulate GAME --rounds N`: the game's real
// engine played N rounds per wager on a seeded source, on every core, each
// wager's simulated return with its interval beside the exact figure. Exit
// 1 when an interval misses its exact figure.
func runSimulate(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	opts := options{}
	fs.Var(opts, "option", "a table option as name=value (repeat it)")
	rounds := fs.Int64("rounds", 100_000, "rounds to play of each wager")
	seed := fs.Uint64("seed", 1, "the seed of the source: the same seed and workers give the same figures")
	workers := fs.Int("workers", runtime.NumCPU(), "engines played at once")
	z := fs.Float64("z", 3.2905267314919255, "the normal quantile of the intervals (3.29: 99.9%)")
	quiet := fs.Bool("quiet", false, "no progress bar")
	engine := fs.Bool("engine", false, "play the engine step by step even where the game has a fast way (baccarat)")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	covered := fs.Int("covered", 1, "main wagers a banking seat covers at the rounds a seat banks (Pai Gow Poker, Super Pan 9, Pai Gow)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: croupier simulate GAME [--rounds N] [--seed S] [--workers K] [--option name=value]… [--covered K] [--json]\n\n"+
			"Plays GAME's engine, as an electronic table on a seeded source, N rounds of\n"+
			"each wager of its analysis (croupier math GAME), and prints each simulated\n"+
			"return with its confidence interval beside the exact one. Exit 1 when an\n"+
			"interval misses the exact figure. With --covered K above 1 a banking seat\n"+
			"covers K wagers: its cover (and Super Pan 9's wager against it) has no\n"+
			"exact figure to hold, and is estimated alone.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitError(2)
	}
	id := fs.Arg(0)
	if err := fs.Parse(fs.Args()[1:]); err != nil || fs.NArg() > 0 {
		if err == nil {
			fmt.Fprintf(stderr, "croupier simulate: unexpected argument %q\n", fs.Arg(0))
		}
		return exitError(2)
	}
	if *covered < 1 {
		fmt.Fprintf(stderr, "croupier simulate: --covered %d: a banking seat covers one wager at least\n", *covered)
		return exitError(2)
	}
	r, err := analyze(id, opts)
	if err != nil {
		fmt.Fprintf(stderr, "croupier simulate: %v\n", err)
		return exitError(1)
	}
	g, _ := catalog.Lookup(id)
	t, _ := g.Spec.ParseTable(opts) // analyze checked them
	total := *rounds * int64(simulate.Groups(g, t, r))
	if g.Sample != nil && !*engine {
		total = *rounds
	}
	bar := &progress{w: stderr, total: total, quiet: *quiet}
	start := time.Now()
	res, err := simulate.Run(simulate.Options{Game: g, Table: t, Rounds: *rounds, Seed: *seed, Workers: *workers, Z: *z, Progress: bar.update, Engine: *engine, Covered: *covered}, r)
	bar.done()
	if err != nil {
		fmt.Fprintf(stderr, "croupier simulate: %v\n", err)
		return exitError(1)
	}
	elapsed := time.Since(start)
	missed := 0
	for _, e := range res.Estimates {
		if !e.Contains && e.Unplayed == "" && e.Unjudged == "" {
			missed++
		}
	}
	if *asJSON {
		type est struct {
			Wager    string  `json:"wager"`
			Title    string  `json:"title,omitempty"`
			N        int64   `json:"decisions"`
			Return   float64 `json:"return"`
			Low      float64 `json:"low"`
			High     float64 `json:"high"`
			Exact    float64 `json:"exact"`
			Contains bool    `json:"contains"`
			Unplayed string  `json:"notPlayed,omitempty"`
			Unjudged string  `json:"unjudged,omitempty"`
		}
		out := struct {
			Game      string  `json:"game"`
			Rounds    int64   `json:"rounds"`
			Workers   int     `json:"workers"`
			Seed      uint64  `json:"seed"`
			Z         float64 `json:"z"`
			Seconds   float64 `json:"seconds"`
			Guessed   int64   `json:"guessedDecisions,omitempty"`
			Fast      bool    `json:"fast,omitempty"`
			Estimates []est   `json:"estimates"`
		}{Game: id, Rounds: res.Rounds, Workers: res.Workers, Seed: *seed, Z: res.Z, Seconds: elapsed.Seconds(), Guessed: res.Guessed, Fast: res.Fast}
		for _, e := range res.Estimates {
			out.Estimates = append(out.Estimates, est{e.Wager.ID, e.Wager.Title, e.N, e.Return(), e.Low, e.High, e.Exact, e.Contains, e.Unplayed, e.Unjudged})
		}
		writeJSON(stdout, out)
	} else {
		how := "engines"
		if res.Fast {
			how = "workers dealing by the engine's rules without its steps (--engine for the engine)"
		}
		fmt.Fprintf(stdout, "%s: %d rounds on %d %s in %.1f s (%.0f rounds/s), seed %d, intervals at z = %.4f\n",
			id, res.Rounds, res.Workers, how, elapsed.Seconds(), float64(res.Rounds)/elapsed.Seconds(), *seed, res.Z)
		tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "wager\tdecisions\tsimulated\tinterval\texact\t")
		for _, e := range res.Estimates {
			label := e.Wager.ID
			if e.Wager.Title != "" {
				label += " (" + e.Wager.Title + ")"
			}
			mark := "holds the exact figure"
			switch {
			case e.Unplayed != "":
				mark = "not played: " + e.Unplayed
			case e.Unjudged != "":
				mark = "not judged: " + e.Unjudged
			case !e.Contains:
				mark = "MISSES the exact figure"
			}
			fmt.Fprintf(tw, "%s\t%d\t%.4f%%\t[%.4f%%, %.4f%%]\t%.4f%%\t%s\n", label, e.N, 100*e.Return(), 100*e.Low, 100*e.High, 100*e.Exact, mark)
		}
		tw.Flush()
		if res.Guessed > 0 {
			fmt.Fprintf(stdout, "warning: %d decisions were taken as the first act offered: %s has no strategy for simulations yet\n", res.Guessed, id)
		}
	}
	if missed > 0 {
		fmt.Fprintf(stderr, "croupier simulate: %d of %d intervals miss the exact figure\n", missed, len(res.Estimates))
		return exitError(1)
	}
	return nil
}

// progress draws a progress bar on a terminal line, at most every 200 ms.
type progress struct {
	w     io.Writer
	total int64
	quiet bool
	mu    sync.Mutex
	last  time.Time
	drawn bool
}

func (p *progress) update(played int64) {
	if p.quiet {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if time.Since(p.last) < 200*time.Millisecond {
		return
	}
	p.last = time.Now()
	frac := min(1, float64(played)/float64(max(1, p.total)))
	n := int(frac * 40)
	fmt.Fprintf(p.w, "\r[%s%s] %5.1f%%", strings.Repeat("#", n), strings.Repeat(".", 40-n), 100*frac)
	p.drawn = true
}

func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprintf(p.w, "\r[%s] 100.0%%\n", strings.Repeat("#", 40))
	}
}
