package analysis

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"
	"text/tabwriter"
)

// WriteText writes r for a reader: per wager its pay table lines with their
// probabilities and contributions to the return, then the figures;
// percentages have r.Digits decimals. Then the strategies and warnings.
func (r *Report) WriteText(w io.Writer) error {
	d := r.Decimals()
	var b strings.Builder
	fmt.Fprintf(&b, "%s", r.Game)
	if opts := r.optionText(); opts != "" {
		fmt.Fprintf(&b, " (%s)", opts)
	}
	fmt.Fprintf(&b, "\n%s\n", r.Method)
	if len(r.Missing) > 0 {
		fmt.Fprintf(&b, "not analysed yet: %s\n", strings.Join(r.Missing, ", "))
	}
	for _, wg := range r.Wagers {
		f := wg.Figures()
		fmt.Fprintf(&b, "\n%s", wg.label())
		if wg.Section != "" {
			fmt.Fprintf(&b, ", section %s", wg.Section)
		}
		b.WriteString("\n")
		if wg.Note != "" {
			fmt.Fprintf(&b, "  %s\n", wg.Note)
		}
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  outcome\tpays\tprobability\tcontribution\t\n")
		for _, l := range wg.Lines {
			c := new(big.Rat).Mul(l.Net, l.Prob)
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t\n", l.Name, Pays(l.Net), Decimal(l.Prob, d+6), Decimal(c, d+6))
		}
		tw.Flush()
		fmt.Fprintf(&b, "  return %s  house edge %s  element of risk %s  hit frequency %s  standard deviation %.4f",
			Percent(f.Return, d), Percent(f.Edge, d), Percent(f.Risk, d), f.hitText(d), f.SD())
		if f.Staked.Cmp(Int(1)) != 0 {
			fmt.Fprintf(&b, "  average stake %s units", Decimal(f.Staked, d))
		}
		b.WriteString("\n")
	}
	for _, s := range r.Strategies {
		fmt.Fprintf(&b, "\n%s", s.Title)
		if s.Section != "" {
			fmt.Fprintf(&b, ", section %s", s.Section)
		}
		b.WriteString("\n")
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  %s\n", strings.Join(s.Columns, "\t"))
		for _, row := range s.Rows {
			fmt.Fprintf(tw, "  %s\n", strings.Join(row, "\t"))
		}
		tw.Flush()
		for _, n := range s.Notes {
			fmt.Fprintf(&b, "  %s\n", n)
		}
	}
	if ws := r.Warnings(); len(ws) > 0 {
		b.WriteString("\n")
		for _, s := range ws {
			fmt.Fprintf(&b, "warning: %s\n", s)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// hitBounded reports whether the hit frequency is bounded rather than
// exact (Figures.HitLow, HitHigh).
func (f Figures) hitBounded() bool { return f.HitLow.Cmp(f.HitHigh) != 0 }

// hitText is the hit frequency as a percentage with d decimals, followed
// by " (between L and H)" where it is bounded rather than exact.
func (f Figures) hitText(d int) string {
	if !f.hitBounded() {
		return Percent(f.Hit, d)
	}
	return fmt.Sprintf("%s (between %s and %s)", Percent(f.Hit, d), Percent(f.HitLow, d), Percent(f.HitHigh, d))
}

// optionText is the options as name=value, sorted.
func (r *Report) optionText() string {
	names := make([]string, 0, len(r.Options))
	for k := range r.Options {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, 0, len(names))
	for _, k := range names {
		v, _ := json.Marshal(r.Options[k])
		text := strings.Trim(string(v), `"`)
		if len(text) > 40 { // a pay table or a machine: --json has it whole
			text = text[:32] + "…"
		}
		parts = append(parts, k+"="+text)
	}
	return strings.Join(parts, " ")
}

// number is x as a JSON number with 15 decimals.
func number(x *big.Rat) json.Number { return json.Number(x.FloatString(15)) }

type jsonLine struct {
	Name         string      `json:"name"`
	Net          json.Number `json:"net"`
	Probability  json.Number `json:"probability"`
	Exact        string      `json:"exact"` // the probability as a fraction
	Contribution json.Number `json:"contribution"`
	Spread       json.Number `json:"spread,omitempty"` // the variance within the line (Line.Spread)
}

type jsonWager struct {
	ID            string      `json:"id"`
	Title         string      `json:"title,omitempty"`
	Section       string      `json:"section,omitempty"`
	Note          string      `json:"note,omitempty"`
	Return        json.Number `json:"return"`
	ReturnExact   string      `json:"returnExact"`
	HouseEdge     json.Number `json:"houseEdge"`
	ElementOfRisk json.Number `json:"elementOfRisk"`
	HitFrequency  json.Number `json:"hitFrequency"`
	HitLow        json.Number `json:"hitFrequencyLow,omitempty"`  // where it is bounded, not exact
	HitHigh       json.Number `json:"hitFrequencyHigh,omitempty"` // (Figures.HitLow, HitHigh)
	StdDev        json.Number `json:"standardDeviation"`
	Staked        json.Number `json:"averageStake"`
	Lines         []jsonLine  `json:"lines"`
}

// MarshalJSON writes r with every figure as a number of 15 decimals, the
// return and each probability also as an exact fraction.
func (r *Report) MarshalJSON() ([]byte, error) {
	out := struct {
		Game       string         `json:"game"`
		Options    map[string]any `json:"options,omitempty"`
		Method     string         `json:"method"`
		Wagers     []jsonWager    `json:"wagers"`
		Missing    []string       `json:"missing,omitempty"`
		Strategies []Strategy     `json:"strategies,omitempty"`
		Warnings   []string       `json:"warnings,omitempty"`
	}{Game: r.Game, Options: r.Options, Method: r.Method, Missing: r.Missing, Strategies: r.Strategies, Warnings: r.Warnings()}
	for _, w := range r.Wagers {
		f := w.Figures()
		jw := jsonWager{ID: w.ID, Title: w.Title, Section: w.Section, Note: w.Note,
			Return: number(f.Return), ReturnExact: f.Return.RatString(), HouseEdge: number(f.Edge),
			ElementOfRisk: number(f.Risk), HitFrequency: number(f.Hit),
			StdDev: json.Number(fmt.Sprintf("%.15f", f.SD())), Staked: number(f.Staked)}
		if f.hitBounded() {
			jw.HitLow, jw.HitHigh = number(f.HitLow), number(f.HitHigh)
		}
		for _, l := range w.Lines {
			jl := jsonLine{Name: l.Name, Net: number(l.Net), Probability: number(l.Prob),
				Exact: l.Prob.RatString(), Contribution: number(new(big.Rat).Mul(l.Net, l.Prob))}
			if l.Spread != nil {
				jl.Spread = number(l.Spread)
			}
			jw.Lines = append(jw.Lines, jl)
		}
		out.Wagers = append(out.Wagers, jw)
	}
	return json.Marshal(out)
}
