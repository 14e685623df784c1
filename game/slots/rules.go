package slots

import (
	"encoding/json"
	"math/big"

	"croupier/analysis"
	"croupier/game"
	"croupier/money"
)

// Classic is the default machine: three reels, one line, four quarters a
// play. examples/slots/classic.json is the same machine.
const Classic = `{
  "name": "Classic Sevens",
  "denomination": 25,
  "coins": 4,
  "reels": [
    ["7", "bar", "cherry", "blank", "bar", "blank", "cherry", "blank", "bar", "blank"],
    ["7", "bar", "cherry", "blank", "bar", "blank", "bar", "blank", "cherry", "blank"],
    ["7", "bar", "blank", "cherry", "bar", "blank", "bar", "blank", "bar", "blank"]
  ],
  "pays": [
    {"symbols": ["7", "7", "7"], "pays": 200},
    {"symbols": ["bar", "bar", "bar"], "pays": 10},
    {"symbols": ["cherry", "cherry", "cherry"], "pays": 40},
    {"symbols": ["cherry", "cherry"], "pays": 5}
  ]
}`

// Spec is the slot machines' catalog entry; its options are what New accepts.
var Spec = game.Spec{
	ID:        "slots",
	Name:      "Slot Machines",
	Sections:  "87–95",
	Available: true,
	Seats:     "one player at each machine (87): seat 1",
	Places:    1,
	Outcome:   game.OutcomeReels,
	Options: []game.OptionSpec{
		game.OptMin,
		game.OptMax,
		{Name: "machine", Type: game.TypeJSON, Default: json.RawMessage(Classic), Section: "89, 91–93",
			Doc: "the machine: reels, paylines, pay table, unit cost (coins per play and denomination) and any linked progressive jackpot (contribution rate, reset value); its return must be at least 83%"},
		{Name: "jackpot", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "91",
			Doc: "the progressive jackpot in cents when the machine opens; 0: its reset value. A spin may tell the pool's current amount (\"jackpot\")"},
	},
	Wagers: []game.WagerSpec{},
	Decisions: []game.DecisionSpec{
		{Act: "spin", Section: "88, 89, 91, 94, 95", Args: []string{"jackpot"},
			Doc: "one play at the unit cost; void and refunded on a defective machine (95), void without refund when disrupted (94); \"jackpot\" tells the linked pool's amount as the play begins (91)"},
	},
	Dealer: []string{"next-round"},
	Notes: "A machine configuration rather than a table: reels, paylines, pay table, unit cost and an optional progressive jackpot " +
		"shared by linked machines taking the same coins at the same odds (89–93). The unit cost must lie within the table's min and max.",
}

// Game is the slot machines' catalog entry with its constructor.
var Game = game.Game{Spec: Spec, New: func(t game.Table, tape *game.Tape) (game.Engine, error) {
	m, err := Parse(t.Raw("machine"))
	if err != nil {
		return nil, err
	}
	e, err := New(m, t.Limits(), tape)
	if err != nil {
		return nil, err
	}
	if j := money.Amount(t.Int("jackpot")); j != 0 {
		if err := e.SetJackpot(j); err != nil {
			return nil, err
		}
	}
	return e, nil
}, Analyze: AnalyzeTable, Decide: Decide}

// Decide is a slot machine player's one choice, as a simulation plays it:
// to spin (88); a machine leaves nothing else to decide.
func Decide(game.Table) (game.Decider, error) {
	return func(_ game.Engine, seat int, _ *analysis.Wager, _ []game.Option) (game.Step, error) {
		return game.Step{Seat: seat, Act: "spin"}, nil
	}, nil
}

// Linked verifies that machines sharing a progressive pool take the same
// number of coins and offer the same chance of the jackpot (92).
func Linked(ms ...Machine) error {
	type first struct {
		m    Machine
		odds string
	}
	pools := map[string]first{}
	for _, m := range ms {
		p := m.Progressive
		if p == nil {
			continue
		}
		a, err := Analyze(m)
		if err != nil {
			return err
		}
		f, ok := pools[p.Pool]
		if !ok {
			pools[p.Pool] = first{m, a.Jackpot.RatString()}
			continue
		}
		if m.Coins != f.m.Coins {
			return game.Rulef("92", "machines %q and %q share the pool %q but take %d and %d coins", f.m.Name, m.Name, p.Pool, f.m.Coins, m.Coins)
		}
		if a.Jackpot.RatString() != f.odds {
			return game.Rulef("92", "machines %q and %q share the pool %q but win it with chances %s and %s", f.m.Name, m.Name, p.Pool, f.odds, a.Jackpot.RatString())
		}
	}
	return nil
}

// checkLimits verifies the unit cost is a wager the table's limits allow (3).
func checkLimits(m Machine, l money.Limits) error {
	if err := l.Validate(); err != nil {
		return game.Rulef("3", "%v", err)
	}
	if c := m.UnitCost(); c < l.Min || c > l.Max {
		return game.Rulef("3", "machine %q costs %d cents a play, outside the limits %d to %d", m.Name, c, l.Min, l.Max)
	}
	return nil
}

// felt is what the machine shows before play (89).
type felt struct {
	Name          string       `json:"name"`
	UnitCost      money.Amount `json:"unitCost"`
	Denomination  money.Amount `json:"denomination"`
	Coins         int          `json:"coins"`
	Paylines      int          `json:"paylines"`
	Lines         [][]int      `json:"lines"` // each payline's row on each reel
	Rows          int          `json:"rows"`
	Reels         [][]string   `json:"reels"` // each reel's strip, stop 0 first: the window from the stops
	Pays          []Pay        `json:"pays"`
	Wild          string       `json:"wild,omitempty"`
	Scatter       string       `json:"scatter,omitempty"`
	ScatterPays   []ScatterPay `json:"scatterPays,omitempty"`
	Return        string       `json:"return"`
	ReturnPercent string       `json:"returnPercent"`
	HitFrequency  string       `json:"hitFrequency"`            // the fraction of plays that pay anything
	JackpotChance string       `json:"jackpotChance,omitempty"` // one play's chance of the progressive, "1/1000"
	Progressive   *Progressive `json:"progressive,omitempty"`
	Defective     bool         `json:"defective,omitempty"`
}

func feltOf(m Machine, a Analysis) felt {
	f := felt{Name: m.Name, UnitCost: m.UnitCost(), Denomination: m.Denomination, Coins: m.Coins, Paylines: len(m.lines()),
		Lines: m.lines(), Rows: m.rows(), Reels: m.Reels,
		Pays: m.Pays, Wild: m.Wild, Scatter: m.Scatter, ScatterPays: m.ScatterPays,
		Return: a.Return.RatString(), ReturnPercent: Percent(a.Return), HitFrequency: a.HitFrequency.RatString(),
		Progressive: m.Progressive, Defective: m.Defective}
	if a.Jackpot != nil {
		f.JackpotChance = a.Jackpot.RatString()
	}
	return f
}

// Percent writes r as a percentage with 4 decimals.
func Percent(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4)
}
