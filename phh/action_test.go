package phh

import (
	"errors"
	"reflect"
	"testing"
)

func num(s string) Number {
	n, err := ParseNumber(s)
	if err != nil {
		panic(err)
	}
	return n
}

func TestParseAction(t *testing.T) {
	for _, c := range []struct {
		in    string
		want  Action
		canon string
	}{
		{"d dh p1 Ac2d", Action{Verb: "dh", Target: 1, Cards: []string{"Ac", "2d"}}, ""},
		{"d dh p10 ????", Action{Verb: "dh", Target: 10, Cards: []string{"??", "??"}}, ""},
		{"d dh p4 ??????", Action{Verb: "dh", Target: 4, Cards: []string{"??", "??", "??"}}, ""},
		{"d db Jc3d5c", Action{Verb: "db", Cards: []string{"Jc", "3d", "5c"}}, ""},
		{"p3 cbr 7000", Action{Player: 3, Verb: "cbr", Amount: num("7000")}, ""},
		{"p2 cbr 0.89", Action{Player: 2, Verb: "cbr", Amount: num("0.89")}, ""},
		{"p2 f", Action{Player: 2, Verb: "f"}, ""},
		{"p1 cc", Action{Player: 1, Verb: "cc"}, ""},
		{"p5 pb", Action{Player: 5, Verb: "pb"}, ""},
		{"p4 sm QhTdJd", Action{Player: 4, Verb: "sm", Cards: []string{"Qh", "Td", "Jd"}}, ""},
		{"p4 sm", Action{Player: 4, Verb: "sm"}, ""},
		{"p1 sm -", Action{Player: 1, Verb: "sm", Dash: true}, ""},
		{"p2 sm ??Ad", Action{Player: 2, Verb: "sm", Cards: []string{"??", "Ad"}}, ""},
		{"p2 sd", Action{Player: 2, Verb: "sd"}, ""},
		{"p2 sd 7h", Action{Player: 2, Verb: "sd", Cards: []string{"7h"}}, ""},
		{"p3 f # tank fold", Action{Player: 3, Verb: "f", Comment: "tank fold"}, ""},
		{"  p3\t cbr   7_000  #  nice  ", Action{Player: 3, Verb: "cbr", Amount: num("7000"), Comment: "nice"}, "p3 cbr 7000 # nice"},
		{"p1 f#x", Action{Player: 1, Verb: "f", Comment: "x"}, "p1 f # x"},
		{"p1 f # a # b", Action{Player: 1, Verb: "f", Comment: "a # b"}, ""},
		{"", Action{}, ""},
		{"   ", Action{}, ""},
		{"# Burn card 6s is exposed", Action{Comment: "Burn card 6s is exposed"}, ""},
		{"#", Action{}, ""},
	} {
		got, err := ParseAction(c.in)
		if err != nil {
			t.Errorf("ParseAction(%q): %v", c.in, err)
			continue
		}
		c.want.Text = c.in
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseAction(%q) = %#v\nwant %#v", c.in, got, c.want)
		}
		canon := c.canon
		if canon == "" && c.in != "   " && c.in != "#" {
			canon = c.in
		}
		if s := got.String(); s != canon {
			t.Errorf("ParseAction(%q).String() = %q, want %q", c.in, s, canon)
		}
	}
}

func TestParseActionRefusals(t *testing.T) {
	for in, want := range map[string]string{
		"d dh p1 1xAc":   `phh: action "d dh p1 1xAc": bad card "1x" (rank A23456789TJQK and suit cdhs, or ??)`,
		"d db Ac2":       `phh: action "d db Ac2": bad card "2" (rank A23456789TJQK and suit cdhs, or ??)`,
		"d db ac":        `phh: action "d db ac": bad card "ac" (rank A23456789TJQK and suit cdhs, or ??)`,
		"d db ?s":        `phh: action "d db ?s": bad card "?s" (rank A23456789TJQK and suit cdhs, or ??)`,
		"p3 zz":          `phh: action "p3 zz": unknown verb "zz" (want db, dh, pb, cbr, cc, f, sd or sm)`,
		"p3 cbr":         `phh: action "p3 cbr": cbr needs an amount`,
		"p3 cbr x":       `phh: action "p3 cbr x": amount "x": not a number`,
		"p3 cbr 0":       `phh: action "p3 cbr 0": amount 0 is not a positive finite number`,
		"p3 cbr -5":      `phh: action "p3 cbr -5": amount -5 is not a positive finite number`,
		"p3 cbr inf":     `phh: action "p3 cbr inf": amount inf is not a positive finite number`,
		"p3 cbr 5 6":     `phh: action "p3 cbr 5 6": unexpected "6" after "cbr"`,
		"p2 f now":       `phh: action "p2 f now": unexpected "now" after "f"`,
		"p2 sm AcAd x":   `phh: action "p2 sm AcAd x": unexpected "x" after "sm"`,
		"p2 sd -":        `phh: action "p2 sd -": bad card "-" (rank A23456789TJQK and suit cdhs, or ??)`,
		"d dh p1":        `phh: action "d dh p1": dh needs a player and cards`,
		"d dh x1 AcAd":   `phh: action "d dh x1 AcAd": dh target "x1" is not pN`,
		"d dh d AcAd":    `phh: action "d dh d AcAd": dh target "d" is not pN`,
		"d dh p0 AcAd":   `phh: action "d dh p0 AcAd": dh target "p0": players count from p1`,
		"d db":           `phh: action "d db": db needs cards`,
		"d f":            `phh: action "d f": verb "f" is a player's, not the dealer's`,
		"p1 db AcAdAh":   `phh: action "p1 db AcAdAh": verb "db" is the dealer's, not p1's`,
		"p0 f":           `phh: action "p0 f": actor "p0": players count from p1`,
		"p01 f":          `phh: action "p01 f": actor "p01" is not d or pN`,
		"x f":            `phh: action "x f": actor "x" is not d or pN`,
		"p1":             `phh: action "p1": no verb after "p1"`,
		"d":              `phh: action "d": no verb after "d"`,
		"p1234567890 cc": `phh: action "p1234567890 cc": actor "p1234567890" is not d or pN`,
	} {
		_, err := ParseAction(in)
		var ae *ActionError
		if err == nil || err.Error() != want || !errors.Is(err, ErrAction) || !errors.As(err, &ae) {
			t.Errorf("ParseAction(%q) error = %v\nwant %s", in, err, want)
		}
	}
}

func TestActionString(t *testing.T) {
	for _, c := range []struct {
		a    Action
		want string
	}{
		{Action{Verb: "dh", Target: 1, Cards: []string{"Ac", "2d"}}, "d dh p1 Ac2d"},
		{Action{Verb: "db", Cards: []string{"Jc", "3d", "5c"}}, "d db Jc3d5c"},
		{Action{Player: 3, Verb: "cbr", Amount: FromUnits(700000, 2)}, "p3 cbr 7000"},
		{Action{Player: 4, Verb: "sm"}, "p4 sm"},
		{Action{Player: 1, Verb: "sm", Dash: true}, "p1 sm -"},
		{Action{Comment: "break"}, "# break"},
		{Action{}, ""},
		{Action{Player: 2, Verb: "f", Text: "p9 cc"}, "p2 f"}, // Text is not used
	} {
		if got := c.a.String(); got != c.want {
			t.Errorf("%#v.String() = %q, want %q", c.a, got, c.want)
		}
	}
}

func TestActionNotation(t *testing.T) {
	for _, c := range []struct {
		a    Action
		want string
	}{
		{Action{Player: 1, Verb: "cbr", Amount: num("3.00"), Text: "p1  cbr 3.00 "}, "p1  cbr 3.00 "}, // the annotator's text
		{Action{Player: 1, Verb: "cbr", Amount: num("3"), Text: "p1 cbr 3.00"}, "p1 cbr 3"},           // 3.00 is not written as 3
		{Action{Player: 1, Verb: "f", Text: "p2 f"}, "p1 f"},                                          // stale
		{Action{Player: 1, Verb: "f", Text: "p1 f x"}, "p1 f"},                                        // does not parse
	} {
		got, err := c.a.notation()
		if err != nil || got != c.want {
			t.Errorf("%#v.notation() = %q, %v; want %q", c.a, got, err, c.want)
		}
	}
	for _, a := range []Action{
		{Verb: "dh", Cards: []string{"Ac"}},                        // no target
		{Verb: "db", Player: 2, Cards: []string{"Ac"}},             // a player dealing
		{Player: 1, Verb: "f", Comment: " padded "},                // comment reads back trimmed
		{Player: 1, Verb: "cbr"},                                   // amount 0
		{Player: 1, Verb: "f", Cards: []string{"Ac"}},              // cards on a fold
		{Player: 1, Verb: "sm", Cards: []string{"Ac", "Kd "}},      // bad card
		{Player: 1, Verb: "f", Amount: num("5")},                   // amount on a fold
		{Verb: "", Player: 1},                                      // a no-op by a player
		{Player: 1, Verb: "sd", Dash: true},                        // dash on a discard
		{Player: 1, Verb: "cc", Target: 2},                         // target on a call
		{Player: 1, Verb: "sm", Cards: []string{"Ac"}, Dash: true}, // both
	} {
		if s, err := a.notation(); err == nil || !errors.Is(err, ErrAction) {
			t.Errorf("%#v.notation() = %q, %v; want an ErrAction", a, s, err)
		}
	}
}
