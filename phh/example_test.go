package phh_test

import (
	"fmt"
	"os"
	"strings"

	"croupier/phh"
)

func ExampleParse() {
	h, err := phh.Parse(strings.NewReader(`
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.10, 0.25]
min_bet = 0.25
starting_stacks = [25.72, 50.03]
actions = [
  "d dh p1 AcAd",  # the small blind
  "d dh p2 ????",
  "p1 cbr 0.75",
  "p2 f",
]
time = 00:02:46
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	cents, _ := h.StartingStacks[1].Units(2)
	fmt.Println(h.Variant, len(h.Actions), "actions; p2 starts with", cents, "cents")
	fmt.Println(h.Actions[2].Player, h.Actions[2].Verb, h.Actions[2].Amount)
	fmt.Println(h.Fields["time"])
	// Output:
	// NT 4 actions; p2 starts with 5003 cents
	// 1 cbr 0.75
	// 00:02:46
}

func ExampleWrite() {
	bet := phh.FromUnits(200, 2)
	h := phh.Hand{
		Variant:           "NT",
		Antes:             []phh.Number{{}, {}},
		BlindsOrStraddles: []phh.Number{phh.FromUnits(50, 2), phh.FromUnits(100, 2)},
		MinBet:            &bet,
		StartingStacks:    []phh.Number{phh.FromUnits(10000, 2), phh.FromUnits(8050, 2)},
		Actions: []phh.Action{
			{Verb: "dh", Target: 1, Cards: []string{"Ah", "Kh"}},
			{Verb: "dh", Target: 2, Cards: []string{"??", "??"}},
			{Player: 1, Verb: "cbr", Amount: phh.FromUnits(300, 2)},
			{Player: 2, Verb: "f"},
		},
		Players: []string{"Ann", "Bo"},
	}
	if err := phh.Write(os.Stdout, h); err != nil {
		fmt.Println(err)
	}
	// Output:
	// variant = "NT"
	// antes = [0, 0]
	// blinds_or_straddles = [0.5, 1]
	// min_bet = 2
	// starting_stacks = [100, 80.5]
	// actions = [
	//   "d dh p1 AhKh",
	//   "d dh p2 ????",
	//   "p1 cbr 3",
	//   "p2 f",
	// ]
	// players = ["Ann", "Bo"]
}

func ExampleNumber_Units() {
	n, _ := phh.ParseNumber("-0.25")
	cents, _ := n.Units(2)
	fmt.Println(n, n.Decimals(), cents)
	_, err := n.Units(1)
	fmt.Println(err)
	fmt.Println(phh.FromUnits(1050, 2), phh.FromUnits(-5, 2))
	// Output:
	// -0.25 2 -25
	// phh: number "-0.25": 2 decimals do not fit scale 1
	// 10.5 -0.05
}
