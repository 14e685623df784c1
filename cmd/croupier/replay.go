package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"croupier/catalog"
	"croupier/replay"
)

// runReplay is `croupier replay [FILE]`: the result JSON on standard output,
// or {"error": …, "step": k} and exit status 2.
func runReplay(_ context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: croupier replay [FILE]   (standard input when FILE is absent or -)")
	}
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return exitError(2)
	}
	// An engine bug must never print a panic trace: it is an internal failure.
	defer func() {
		if p := recover(); p != nil {
			writeJSON(stdout, map[string]string{"error": fmt.Sprintf("internal error: %v", p)})
			err = exitError(1)
		}
	}()
	in := stdin
	if name := fs.Arg(0); name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			writeJSON(stdout, map[string]string{"error": fmt.Sprintf("open script: %v", err)})
			return exitError(2)
		}
		defer f.Close()
		in = f
	}
	script, err := replay.Parse(in)
	if err == nil {
		var res *replay.Result
		if res, err = replay.Run(script, catalog.Lookup); err == nil {
			writeJSON(stdout, res)
			return nil
		}
	}
	writeJSON(stdout, replay.AsError(err))
	return exitError(2)
}

func writeJSON(w io.Writer, v any) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		b = []byte(`{"error": "internal error: cannot encode the result"}`)
	}
	fmt.Fprintf(w, "%s\n", b)
}
