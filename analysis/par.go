package analysis

import (
	"fmt"
	"html"
	"io"
	"math"
	"math/big"
	"sort"
	"strings"
)

// A PAR sheet is the document a testing lab or a game designer expects of
// a game under one table's options: per wager the pay table with each
// outcome's probability and contribution to the return, the return, house
// edge, element of risk, hit frequency and volatility, the range a
// player's or the house's result falls in over a number of rounds, a plot
// of the distribution of the net result, and the strategy the figures
// assume.

// Volatility is what a PAR sheet states of a wager's spread.
type Volatility struct {
	SD float64 // standard deviation of the net result per unit of the initial wager
	// Index is the volatility index, 1.645 × SD: the half-width, per unit
	// and per round, of the 90% range of the average result.
	Index float64
	// Ranges are the 90% ranges of the return (stake included, per unit)
	// after each number of rounds in Rounds: return ± Index/√rounds.
	Ranges []Range
}

// A Range is the 90% range of the return over Rounds rounds.
type Range struct {
	Rounds   int64
	Low, Top float64
}

// Rounds are the horizons of a PAR sheet's ranges.
var Rounds = []int64{1_000, 10_000, 100_000, 1_000_000, 10_000_000}

// z90 is the two-sided 90% point of the normal distribution.
const z90 = 1.6448536269514722

// VolatilityOf computes w's volatility.
func VolatilityOf(w Wager) Volatility {
	f := w.Figures()
	ret, _ := f.Return.Float64()
	v := Volatility{SD: f.SD(), Index: z90 * f.SD()}
	for _, n := range Rounds {
		h := v.Index / math.Sqrt(float64(n))
		v.Ranges = append(v.Ranges, Range{Rounds: n, Low: ret - h, Top: ret + h})
	}
	return v
}

// A Bar is one net result of a wager and its probability, for the plot of
// the distribution: lines with the same net are added together.
type Bar struct {
	Net  *big.Rat
	Prob *big.Rat
}

// Distribution is w's net results, smallest first, each with its total
// probability.
func Distribution(w Wager) []Bar {
	var out []Bar
	for _, l := range w.Lines {
		i := sort.Search(len(out), func(i int) bool { return out[i].Net.Cmp(l.Net) >= 0 })
		if i < len(out) && out[i].Net.Cmp(l.Net) == 0 {
			out[i].Prob = new(big.Rat).Add(out[i].Prob, l.Prob)
			continue
		}
		out = append(out, Bar{})
		copy(out[i+1:], out[i:])
		out[i] = Bar{Net: l.Net, Prob: new(big.Rat).Set(l.Prob)}
	}
	return out
}

// WritePAR writes r's PAR sheet as "md" (Markdown) or "html" (one page,
// plots drawn as inline SVG, nothing fetched).
func (r *Report) WritePAR(w io.Writer, format string) error {
	var s string
	switch format {
	case "md", "markdown":
		s = r.parMarkdown()
	case "html":
		s = r.parHTML()
	default:
		return fmt.Errorf("analysis: a PAR sheet is md or html, not %q", format)
	}
	_, err := io.WriteString(w, s)
	return err
}

func (r *Report) title() string {
	t := "PAR sheet: " + r.Game
	if o := r.optionText(); o != "" {
		t += " (" + o + ")"
	}
	return t
}

func (r *Report) parMarkdown() string {
	d := r.Decimals()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s.\n\n", r.title(), r.Method)
	if len(r.Missing) > 0 {
		fmt.Fprintf(&b, "Not analysed yet: %s.\n\n", strings.Join(r.Missing, ", "))
	}
	b.WriteString("| wager | return | house edge | element of risk | hit frequency | standard deviation | volatility index |\n|---|--:|--:|--:|--:|--:|--:|\n")
	for _, wg := range r.Wagers {
		f, v := wg.Figures(), VolatilityOf(wg)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %.4f | %.4f |\n", wg.label(), Percent(f.Return, d), Percent(f.Edge, d), Percent(f.Risk, d), f.hitText(d), v.SD, v.Index)
	}
	for _, wg := range r.Wagers {
		f, v := wg.Figures(), VolatilityOf(wg)
		fmt.Fprintf(&b, "\n## %s\n\n", wg.label())
		if wg.Section != "" {
			fmt.Fprintf(&b, "By-law section %s. ", wg.Section)
		}
		if wg.Note != "" {
			b.WriteString(wg.Note)
		}
		b.WriteString("\n\n| outcome | pays | probability | 1 in | net × probability |\n|---|--:|--:|--:|--:|\n")
		for _, l := range wg.Lines {
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", l.Name, Pays(l.Net), Decimal(l.Prob, d+6), oneIn(l.Prob), Decimal(new(big.Rat).Mul(l.Net, l.Prob), d+6))
		}
		fmt.Fprintf(&b, "\nReturn %s (exactly %s), house edge %s, element of risk %s, hit frequency %s, standard deviation %.4f, volatility index %.4f.",
			Percent(f.Return, d), f.Return.RatString(), Percent(f.Edge, d), Percent(f.Risk, d), f.hitText(d), v.SD, v.Index)
		if f.Staked.Cmp(Int(1)) != 0 {
			fmt.Fprintf(&b, " Average stake %s units per unit of the initial wager.", Decimal(f.Staked, d))
		}
		b.WriteString("\n\n90% range of the return:\n\n| rounds | low | high |\n|--:|--:|--:|\n")
		for _, rg := range v.Ranges {
			fmt.Fprintf(&b, "| %s | %.4f%% | %.4f%% |\n", Thousands(rg.Rounds), 100*rg.Low, 100*rg.Top)
		}
		b.WriteString("\nDistribution of the net result per unit:\n\n| net | probability |\n|--:|--:|\n")
		for _, bar := range Distribution(wg) {
			fmt.Fprintf(&b, "| %s | %s |\n", Decimal(bar.Net, 4), Decimal(bar.Prob, d+6))
		}
	}
	for _, s := range r.Strategies {
		fmt.Fprintf(&b, "\n## Strategy: %s\n\n", s.Title)
		if s.Section != "" {
			fmt.Fprintf(&b, "By-law section %s.\n\n", s.Section)
		}
		fmt.Fprintf(&b, "| %s |\n|%s\n", strings.Join(s.Columns, " | "), strings.Repeat("---|", len(s.Columns)))
		for _, row := range s.Rows {
			fmt.Fprintf(&b, "| %s |\n", strings.Join(row, " | "))
		}
		for _, n := range s.Notes {
			fmt.Fprintf(&b, "\n%s\n", n)
		}
	}
	if ws := r.Warnings(); len(ws) > 0 {
		b.WriteString("\n## Warnings\n\n")
		for _, s := range ws {
			fmt.Fprintf(&b, "- %s\n", s)
		}
	}
	return b.String()
}

func (r *Report) parHTML() string {
	d := r.Decimals()
	e := html.EscapeString
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>%s</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse;margin:.6rem 0 1rem}td,th{border:1px solid #ccc;padding:.2rem .5rem}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}h2{margin-top:2.2rem;border-bottom:1px solid #ccc}
svg text{font:11px system-ui,sans-serif}.note{color:#444}
@media print{h2{break-before:page}}
</style></head><body>
<h1>%s</h1><p>%s.</p>
`, e(r.title()), e(r.title()), e(r.Method))
	if len(r.Missing) > 0 {
		fmt.Fprintf(&b, "<p>Not analysed yet: %s.</p>\n", e(strings.Join(r.Missing, ", ")))
	}
	b.WriteString(`<table><tr><th>wager</th><th class="n">return</th><th class="n">house edge</th><th class="n">element of risk</th><th class="n">hit frequency</th><th class="n">standard deviation</th><th class="n">volatility index</th></tr>`)
	for _, wg := range r.Wagers {
		f, v := wg.Figures(), VolatilityOf(wg)
		fmt.Fprintf(&b, "\n<tr><td>%s</td><td class=n>%s</td><td class=n>%s</td><td class=n>%s</td><td class=n>%s</td><td class=n>%.4f</td><td class=n>%.4f</td></tr>",
			e(wg.label()), Percent(f.Return, d), Percent(f.Edge, d), Percent(f.Risk, d), f.hitText(d), v.SD, v.Index)
	}
	b.WriteString("</table>\n")
	for _, wg := range r.Wagers {
		f, v := wg.Figures(), VolatilityOf(wg)
		fmt.Fprintf(&b, "<h2>%s</h2>\n<p class=note>", e(wg.label()))
		if wg.Section != "" {
			fmt.Fprintf(&b, "By-law section %s. ", e(wg.Section))
		}
		fmt.Fprintf(&b, "%s</p>\n<table><tr><th>outcome</th><th class=n>pays</th><th class=n>probability</th><th class=n>1 in</th><th class=n>net × probability</th></tr>", e(wg.Note))
		for _, l := range wg.Lines {
			fmt.Fprintf(&b, "\n<tr><td>%s</td><td class=n>%s</td><td class=n>%s</td><td class=n>%s</td><td class=n>%s</td></tr>",
				e(l.Name), e(Pays(l.Net)), Decimal(l.Prob, d+6), oneIn(l.Prob), Decimal(new(big.Rat).Mul(l.Net, l.Prob), d+6))
		}
		fmt.Fprintf(&b, "</table>\n<p>Return <b>%s</b> (exactly %s), house edge %s, element of risk %s, hit frequency %s, standard deviation %.4f, volatility index %.4f.",
			Percent(f.Return, d), e(f.Return.RatString()), Percent(f.Edge, d), Percent(f.Risk, d), f.hitText(d), v.SD, v.Index)
		if f.Staked.Cmp(Int(1)) != 0 {
			fmt.Fprintf(&b, " Average stake %s units per unit of the initial wager.", Decimal(f.Staked, d))
		}
		b.WriteString("</p>\n<table><tr><th class=n>rounds</th><th class=n>90% range of the return</th></tr>")
		for _, rg := range v.Ranges {
			fmt.Fprintf(&b, "<tr><td class=n>%s</td><td class=n>%.4f%% – %.4f%%</td></tr>", Thousands(rg.Rounds), 100*rg.Low, 100*rg.Top)
		}
		b.WriteString("</table>\n")
		b.WriteString(plot(Distribution(wg)))
	}
	for _, s := range r.Strategies {
		fmt.Fprintf(&b, "<h2>Strategy: %s</h2>\n", e(s.Title))
		if s.Section != "" {
			fmt.Fprintf(&b, "<p class=note>By-law section %s.</p>", e(s.Section))
		}
		b.WriteString("<table><tr>")
		for _, c := range s.Columns {
			fmt.Fprintf(&b, "<th>%s</th>", e(c))
		}
		b.WriteString("</tr>")
		for _, row := range s.Rows {
			b.WriteString("\n<tr>")
			for _, c := range row {
				fmt.Fprintf(&b, "<td>%s</td>", e(c))
			}
			b.WriteString("</tr>")
		}
		b.WriteString("</table>\n")
		for _, n := range s.Notes {
			fmt.Fprintf(&b, "<p>%s</p>\n", e(n))
		}
	}
	if ws := r.Warnings(); len(ws) > 0 {
		b.WriteString("<h2>Warnings</h2><ul>")
		for _, s := range ws {
			fmt.Fprintf(&b, "<li>%s</li>", e(s))
		}
		b.WriteString("</ul>\n")
	}
	b.WriteString("</body></html>\n")
	return b.String()
}

// plot draws the distribution of the net result as an SVG bar chart, one
// bar per net result, its height the probability on a logarithmic scale
// from 10⁻¹⁰ (or the smallest probability) to 1, labelled with the
// probability.
func plot(bars []Bar) string {
	const w, h, top, bottom, left = 720, 240, 16, 40, 48
	floor := -10.0
	for _, bar := range bars {
		if p, _ := bar.Prob.Float64(); p > 0 && math.Log10(p) < floor {
			floor = math.Floor(math.Log10(p))
		}
	}
	n := len(bars)
	if n == 0 {
		return ""
	}
	slot := float64(w-left) / float64(n)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg role="img" aria-label="distribution of the net result" width="%d" height="%d" viewBox="0 0 %d %d">`, w, h, w, h)
	for e := 0.0; e >= floor; e -= 2 {
		y := top + (h-top-bottom)*(-e)/(-floor)
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="2" y="%.1f">1e%d</text>`, left, w, y, y, y+4, int(e))
	}
	for i, bar := range bars {
		p, _ := bar.Prob.Float64()
		if p <= 0 {
			continue
		}
		frac := 1 - math.Log10(p)/floor
		bh := (h - top - bottom) * frac
		x := left + slot*float64(i) + slot*0.15
		fill := "#2b6cb0"
		if bar.Net.Sign() < 0 {
			fill = "#c05621"
		} else if bar.Net.Sign() == 0 {
			fill = "#718096"
		}
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>net %s: probability %s</title></rect>`,
			x, float64(h-bottom)-bh, slot*0.7, bh, fill, short(bar.Net), Decimal(bar.Prob, 10))
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`, x+slot*0.35, h-bottom+14, html.EscapeString(short(bar.Net)))
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d">net result per unit (bars: probability, log scale)</text></svg>`, left, h-6)
	return b.String() + "\n"
}

// short writes a net result compactly for an axis label.
func short(x *big.Rat) string {
	if x.IsInt() {
		return x.Num().String()
	}
	f, _ := x.Float64()
	return fmt.Sprintf("%.3g", f)
}

// oneIn writes 1/p rounded: "1 in 649,740" is "649,740".
func oneIn(p *big.Rat) string {
	if p.Sign() == 0 {
		return "never"
	}
	f, _ := new(big.Rat).Inv(p).Float64()
	switch {
	case f < 100:
		return fmt.Sprintf("%.2f", f)
	case f >= 1e15:
		return fmt.Sprintf("%.4g", f)
	}
	return Thousands(int64(math.Round(f)))
}
