package main

import (
	"bufio"
	bin "encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"syscall"

	"croupier/card"
	"croupier/game"
	"croupier/rng"
	"croupier/rng/fit"
)

// runRNG is `croupier rng dump|test`, the randomness tools for the lab:
// dump writes the production source's raw output (for dieharder -g 200),
// test checks the outcomes the games draw through the production path
// (the tape's generator on rng.Dealer) for uniformity, chi-square at 99%.
func runRNG(args []string, stdout, stderr io.Writer) error {
	usage := func() error {
		fmt.Fprintln(stderr, "usage: croupier rng dump [--bytes N]\n       croupier rng test [--draws N]\n\ndump writes the secure source's raw 64-bit outputs (little-endian) to standard output, N bytes or until it is closed: croupier rng dump | dieharder -a -g 200.\ntest draws N of each outcome the games use (cards, dice, roulette pockets, wheel stops, keno balls, reel stops) from the secure source through the production path and tests each for uniformity, chi-square at 99%.")
		return exitError(2)
	}
	if len(args) == 0 {
		return usage()
	}
	fs := flag.NewFlagSet("rng", flag.ContinueOnError)
	fs.SetOutput(stderr)
	switch args[0] {
	case "dump":
		n := fs.Int64("bytes", 0, "bytes to write; 0: until standard output is closed")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 0 || *n < 0 {
			return usage()
		}
		return dumpRNG(rng.NewSecure(), *n, stdout)
	case "test":
		// Only the secure source: production never links a seeded one
		// (game's TestNoSeededSourceInProduction); the tests run the
		// battery on seeded sources.
		draws := fs.Int("draws", 200_000, "draws of each outcome")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 0 || *draws < 1000 || *draws > 100_000_000 {
			return usage()
		}
		results, err := rngBattery(rng.NewSecure(), *draws)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Uniformity of the games' outcomes from the secure source (rng.Secure), %d draws each, through game.Tape and rng.Dealer.\n", *draws)
		fmt.Fprintf(stdout, "A test passes at 99%% when its p-value is at least 0.01; about 1 run in 100 fails a given test by chance.\n\n")
		fmt.Fprintf(stdout, "| outcome | categories | chi-square | df | p-value | at 99%% |\n|---|---|---|---|---|---|\n")
		for _, r := range results {
			verdict := "pass"
			if r.P < 0.01 {
				verdict = "FAIL"
			}
			fmt.Fprintf(stdout, "| %s | %d | %.2f | %d | %.4f | %s |\n", r.Name, r.DF+1, r.Stat, r.DF, r.P, verdict)
		}
		return nil
	}
	return usage()
}

// dumpRNG writes n bytes of src's output (all of it if n is 0) to w.
func dumpRNG(src rng.Source, n int64, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	var b [8]byte
	for written := int64(0); n == 0 || written < n; written += 8 {
		bin.LittleEndian.PutUint64(b[:], src.Uint64())
		k := int64(8)
		if n > 0 && n-written < 8 {
			k = n - written
		}
		if _, err := bw.Write(b[:k]); err != nil {
			if errors.Is(err, syscall.EPIPE) {
				return nil // the reader (dieharder) has had enough
			}
			return err
		}
	}
	return bw.Flush()
}

// A fitResult is one uniformity test.
type fitResult struct {
	Name string
	Stat float64
	DF   int
	P    float64
}

// rngBattery draws n of each outcome the games use from src, as an
// electronic table draws them (a generated game.Tape on rng.Dealer), and
// tests each for uniformity.
func rngBattery(src rng.Source, n int) ([]fitResult, error) {
	dealer := rng.NewDealer(src)
	// A tape keeps what it drew; a fresh one every few thousand draws
	// keeps the memory flat.
	var tape *game.Tape
	next := func(i int) *game.Tape {
		if i%4096 == 0 {
			tape = game.NewGenerated(dealer)
		}
		return tape
	}
	var out []fitResult
	add := func(name string, stat float64, df int) {
		out = append(out, fitResult{name, stat, df, fit.PValue(stat, df)})
	}
	uniform := func(name string, counts []int) {
		stat, df := fit.ChiSquare(counts)
		add(name, stat, df)
	}

	// Cards: where the ace of spades lies in a shuffled deck (52 places),
	// and the first card out of it (52 cards).
	shoe := card.NewShoe(card.Standard(1), 1, card.Policy{})
	ace, _ := card.Parse("As")
	place, first := make([]int, 52), make([]int, 53)
	for range n {
		shoe.Shuffle()
		tp := game.NewGenerated(dealer)
		for k := range 52 {
			c, err := tp.Card(&shoe)
			if err != nil {
				return nil, err
			}
			if k == 0 {
				first[c]++
			}
			if c == ace {
				place[k]++
			}
		}
	}
	uniform("card: the ace of spades' place in a shuffled deck", place)
	uniform("card: the first card of a shuffled deck", first[1:])

	faces := make([]int, 6)
	for i := range n {
		r, err := next(i).Dice(3)
		if err != nil {
			return nil, err
		}
		for _, f := range r {
			faces[f-1]++
		}
	}
	uniform("dice: faces of Sic Bo's three dice", faces)

	wheel := []string{"0", "00"}
	for k := 1; k <= 36; k++ {
		wheel = append(wheel, strconv.Itoa(k))
	}
	pockets := make([]int, len(wheel))
	for i := range n {
		sp, err := next(i).Pocket(wheel)
		if err != nil {
			return nil, err
		}
		pockets[sp.Stop]++
	}
	uniform("roulette: pockets of a double-zero wheel", pockets)

	stops := make([]int, 54)
	for i := range n {
		sp, err := next(i).Stop(54)
		if err != nil {
			return nil, err
		}
		stops[sp.Stop]++
	}
	uniform("wheel of fortune: stops of 54 segments", stops)

	firstBall, balls := make([]int, 80), make([]int, 80)
	for i := range n {
		b, err := next(i).Balls(20, 80)
		if err != nil {
			return nil, err
		}
		firstBall[b[0]-1]++
		for _, x := range b {
			balls[x-1]++
		}
	}
	uniform("keno: the first ball of 20 of 80", firstBall)
	stat, df := fit.ChiSquareWithout(balls, n, 20)
	add("keno: every ball of 20 of 80 (drawn without replacement)", stat, df)

	reels := [][]int{make([]int, 22), make([]int, 30)}
	for i := range n {
		sp, err := next(i).Reels([]int{22, 30})
		if err != nil {
			return nil, err
		}
		for k, s := range sp.Stops {
			reels[k][s]++
		}
	}
	uniform("slots: stops of a reel of 22", reels[0])
	uniform("slots: stops of a reel of 30", reels[1])
	return out, nil
}
