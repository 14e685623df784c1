package main

import (
	"fmt"
	"io"
	"os"

	"croupier/game/slots"
)

// runSlots is `croupier slots check CONFIG.json…`: each machine's exact
// odds over every combination of reel stops (ruling M1), or why the by-law
// refuses it (exit 1); machines sharing a progressive pool must take the
// same coins at the same odds (92).
func runSlots(args []string, stdout, stderr io.Writer) error {
	if len(args) < 2 || args[0] != "check" {
		fmt.Fprintln(stderr, "usage: croupier slots check CONFIG.json [CONFIG.json…]\n\nEach machine's unit cost, exact return (ruling M1, at least 83% by section 93), hit frequency, standard deviation and the odds of each pay; machines linked to one progressive pool must take the same coins and give the same chance of it (92).")
		return exitError(2)
	}
	var ms []slots.Machine
	for _, path := range args[1:] {
		raw, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "croupier slots: %v\n", err)
			return exitError(1)
		}
		m, err := slots.Parse(raw)
		if err != nil {
			fmt.Fprintf(stderr, "croupier slots: %s: %v\n", path, err)
			return exitError(1)
		}
		ms = append(ms, m)
	}
	if err := slots.Linked(ms...); err != nil {
		fmt.Fprintf(stderr, "croupier slots: %v\n", err)
		return exitError(1)
	}
	for i, m := range ms {
		if err := checkMachine(args[1+i], m, stdout, stderr); err != nil {
			return err
		}
	}
	return nil
}

// checkMachine prints one machine's odds.
func checkMachine(path string, m slots.Machine, stdout, stderr io.Writer) error {
	a, err := slots.Analyze(m)
	if err != nil {
		fmt.Fprintf(stderr, "croupier slots: %s: %v\n", path, err)
		return exitError(1)
	}
	type pay struct {
		Symbols     []string `json:"symbols,omitempty"`
		Count       int      `json:"count,omitempty"`
		Pays        int64    `json:"pays"`
		Hits        int64    `json:"hits"`
		Probability string   `json:"probability"`
		Return      string   `json:"return"`
	}
	out := struct {
		Name          string  `json:"name"`
		UnitCost      int64   `json:"unitCost"`
		Combinations  int64   `json:"combinations"`
		Return        string  `json:"return"`
		ReturnPercent string  `json:"returnPercent"`
		HitFrequency  string  `json:"hitFrequency"`
		StdDev        float64 `json:"stdDev"`
		Pays          []pay   `json:"pays"`
		Scatters      []pay   `json:"scatters,omitempty"`
		Jackpot       string  `json:"jackpot,omitempty"`
	}{Name: m.Name, UnitCost: int64(a.UnitCost), Combinations: a.Combinations, Return: a.Return.RatString(),
		ReturnPercent: slots.Percent(a.Return), HitFrequency: a.HitFrequency.RatString(), StdDev: a.StdDev()}
	for i, p := range a.Pays {
		out.Pays = append(out.Pays, pay{Symbols: m.Pays[i].Symbols, Pays: m.Pays[i].Pays, Hits: p.Hits, Probability: p.Probability.RatString(), Return: p.Return.RatString()})
	}
	for i, p := range a.Scatters {
		out.Scatters = append(out.Scatters, pay{Count: m.ScatterPays[i].Count, Pays: m.ScatterPays[i].Pays, Hits: p.Hits, Probability: p.Probability.RatString(), Return: p.Return.RatString()})
	}
	if a.Jackpot != nil {
		out.Jackpot = a.Jackpot.RatString()
	}
	writeJSON(stdout, out)
	return nil
}
