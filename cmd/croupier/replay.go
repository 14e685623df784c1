package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"croupier/catalog"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/replay"
)

// runReplay is `croupier replay [FILE]`: the result JSON on standard output,
// or {"error": …, "step": k} and exit status 2.
func runReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (err error) {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: croupier replay [FILE]   (standard input when FILE is absent or -)")
		fmt.Fprintln(stderr, "       croupier replay [--rake-percent P --rake-cap C --rake-caps N:C,… --no-flop-no-drop] HAND.phh|HANDS.phhs")
		fmt.Fprintln(stderr, "       croupier replay --phh SCRIPT.json   (a poker room script's games as PHH)")
		fmt.Fprintln(stderr, "       croupier replay --round ID [--data DIR | --db URL]")
	}
	round := fs.Int64("round", 0, "re-settle the stored round with this id")
	var rake rakeFlags
	rake.register(fs)
	asPHH := fs.Bool("phh", false, "poker room: print a round script's games as PHH hand histories (a .phhs file) instead of the result")
	var d dbFlags
	d.register(fs)
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if *round != 0 {
		return replayRound(ctx, d, *round, stdout)
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
		if isPHH(name) {
			return replayPHH(name, in, rake, stdout)
		}
	}
	script, err := replay.Parse(in)
	if err == nil && *asPHH {
		return exportPHH(script, stdout)
	}
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

// replayRound re-settles a stored round from its script and reports whether
// it matches the stored result and hash; exit status 1 if not.
func replayRound(ctx context.Context, d dbFlags, id int64, stdout io.Writer) error {
	st, err := d.open(ctx)
	if err != nil {
		writeJSON(stdout, map[string]string{"error": err.Error()})
		return exitError(1)
	}
	defer st.Close()
	var rd store.Round
	var transfers []store.Transfer
	err = st.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if rd, err = tx.Round(id); err != nil {
			return err
		}
		transfers, err = tx.RoundTransfers(id)
		return err
	})
	if err != nil {
		writeJSON(stdout, map[string]string{"error": err.Error()})
		return exitError(2)
	}
	out := map[string]any{"round": id, "table": rd.Table, "number": rd.Number, "status": rd.Status,
		"hash": rd.Hash == store.RoundHash(rd.PrevHash, rd, transfers), "matches": true, "result": rd.Result}
	if err := server.Verify(rd); err != nil {
		out["matches"], out["problem"] = false, err.Error()
	}
	writeJSON(stdout, out)
	if out["matches"] != true || out["hash"] != true {
		return exitError(1)
	}
	return nil
}
