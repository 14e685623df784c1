package tournament_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"croupier/game"
	"croupier/game/letitride"
	"croupier/tournament"
)

func read(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func parse(t testing.TB, name string) tournament.Rules {
	t.Helper()
	r, err := tournament.Parse(read(t, name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

// edit returns the JSON of testdata file name with change applied to its
// decoded object.
func edit(t *testing.T, name string, change func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(read(t, name), &m); err != nil {
		t.Fatal(err)
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// wantRule fails t unless err is a *game.RuleError citing section whose
// message holds want.
func wantRule(t *testing.T, err error, section, want string) {
	t.Helper()
	var re *game.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("error %v (%T), want a *game.RuleError citing %s", err, err, section)
	}
	if re.Section != section || !strings.Contains(err.Error(), want) {
		t.Errorf("error %q citing %q, want one citing %s holding %q", err, re.Section, section, want)
	}
}

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

// 125: the rules state the date, the length, the rules of participation and
// the method of prize allocation; Parse reads each exactly.
func Test125Parse(t *testing.T) {
	r := parse(t, "blackjack.json")
	if r.Name != "Spring Blackjack" || r.Game != "blackjack" || string(r.Options) != `{"decks": 6}` {
		t.Errorf("name, game, options = %q, %q, %s", r.Name, r.Game, r.Options)
	}
	// -05:00 is 5 hours behind UTC: 18:00-05:00 is 23:00Z.
	if !r.RegistrationCloses.Equal(at("2025-03-07T23:00:00Z")) || r.End.Sub(r.Start) != 6*time.Hour {
		t.Errorf("registration closes %v, length %v; want 2025-03-07T23:00Z and 6h", r.RegistrationCloses, r.End.Sub(r.Start))
	}
	if r.EntryFee != 5000 || r.StartingChips != 1000 || r.MaxEntrants != 60 || r.MinEntrants != 6 || r.Tables != 10 {
		t.Errorf("entryFee %d startingChips %d max %d min %d tables %d", r.EntryFee, r.StartingChips, r.MaxEntrants, r.MinEntrants, r.Tables)
	}
	want := []tournament.Place{{1, 50_00}, {2, 30_00}, {3, 20_00}}
	if len(r.Prizes) != 3 || r.Prizes[0] != want[0] || r.Prizes[1] != want[1] || r.Prizes[2] != want[2] {
		t.Errorf("prizes %v, want %v", r.Prizes, want)
	}
	if len(r.Merchandise) != 2 || r.Merchandise[1] != (tournament.Merchandise{Place: 4, Description: "a casino sweater"}) {
		t.Errorf("merchandise %v", r.Merchandise)
	}
	if r.LetItRide != nil {
		t.Errorf("letItRide %v on a blackjack tournament", r.LetItRide)
	}

	l := parse(t, "let-it-ride.json")
	// minEntrants is absent: it defaults to 2. "12.5" is 1250 hundredths.
	if l.MinEntrants != 2 || l.Prizes[0].Percent != 12_50 || l.Prizes[2].Percent != 7_50 || l.LetItRide.FeePercent != 33_33 {
		t.Errorf("min %d, prizes %v, letItRide %v", l.MinEntrants, l.Prizes, l.LetItRide)
	}
	// 127: 12.5 + 10 + 7.5 = 30.
	if l.Return() != 30_00 {
		t.Errorf("Return %s, want 30", l.Return())
	}
}

// Every check of Parse and Check refused, each with its section and a
// message naming the field.
func TestCheckRefusals(t *testing.T) {
	prizes := func(p ...any) func(map[string]any) {
		return func(m map[string]any) {
			var list []any
			for i := 0; i < len(p); i += 2 {
				list = append(list, map[string]any{"place": p[i], "percent": p[i+1]})
			}
			m["prizes"] = list
		}
	}
	set := func(k string, v any) func(map[string]any) { return func(m map[string]any) { m[k] = v } }
	for _, c := range []struct {
		name, section, want string
		change              func(map[string]any)
	}{
		{"unknown field", "125", `unknown field "colour"`, set("colour", "red")},
		{"unknown prize field", "125", `unknown field "amount"`, set("prizes", []any{map[string]any{"place": 1, "percent": "50", "amount": 5}})},
		{"name", "125", "name is required", set("name", "")},
		{"game", "123", "game is required", set("game", "")},
		{"published missing", "125", "published is required", func(m map[string]any) { delete(m, "published") }},
		{"end missing", "125", "end is required", func(m map[string]any) { delete(m, "end") }},
		{"start text", "125", `start "March 8" is not an RFC 3339 time`, set("start", "March 8")},
		{"start no offset", "125", `start "2025-03-08T00:00:00" is not`, set("start", "2025-03-08T00:00:00")},
		{"registration before published", "125", "registrationCloses 2025-02-28T00:00:00Z is before published", set("registrationCloses", "2025-02-28T00:00:00Z")},
		{"start before registration closes", "125", "start 2025-03-07T22:00:00Z is before registrationCloses", set("start", "2025-03-07T22:00:00Z")},
		{"end before start", "125", "end 2025-03-07T23:30:00Z is before start", set("end", "2025-03-07T23:30:00Z")},
		{"end at start", "125", "end 2025-03-08T00:00:00Z is not after start", set("end", "2025-03-08T00:00:00Z")},
		{"entryFee zero", "124", "entryFee is 0 cents", set("entryFee", 0)},
		{"entryFee negative", "124", "entryFee is -100 cents", set("entryFee", -100)},
		{"entryFee dollars", "125", "entryFee", set("entryFee", 50.5)},
		{"entryFee overflow", "124", "entryFee × maxEntrants", set("entryFee", int64(1)<<60)},
		{"startingChips", "125", "startingChips is 0", set("startingChips", 0)},
		{"maxEntrants", "125", "maxEntrants is 1", func(m map[string]any) { m["maxEntrants"], m["minEntrants"] = 1, 1 }},
		{"minEntrants zero", "125", "minEntrants is 0", set("minEntrants", 0)},
		{"minEntrants above max", "125", "minEntrants is 61; it must be 1 to maxEntrants (60)", set("minEntrants", 61)},
		{"tables zero", "126", "tables is 0", set("tables", 0)},
		{"tables 101", "126", "tables is 101; it must be 1 to 100", set("tables", 101)},
		{"place not 1", "125", "prizes[0].place is 2", prizes(2, "50")},
		{"place twice", "125", "prizes[1].place is 1", prizes(1, "50", 1, "30")},
		{"place out of order", "125", "prizes[1].place is 3", prizes(1, "50", 3, "20", 2, "30")},
		{"place beyond maxEntrants", "125", "prizes[2].place 3 can never be won: at most 2 entrants", func(m map[string]any) {
			m["maxEntrants"], m["minEntrants"] = 2, 2
		}},
		{"percent zero", "125", "prizes[1].percent is 0", prizes(1, "50", 2, "0")},
		{"percent above 100", "125", "prizes[0].percent is 100.01", prizes(1, "100.01")},
		{"percent 3 decimals", "125", `prizes[0].percent: "12.345" is not a percentage with at most 2 decimals`, prizes(1, "12.345")},
		{"percent signed", "125", `prizes[0].percent: "-5" is not`, prizes(1, "-5")},
		{"percent number", "125", "prizes.percent", prizes(1, 50)},
		{"percent missing", "125", "prizes[0].percent is required", set("prizes", []any{map[string]any{"place": 1}})},
		{"percent increases", "125", "prizes[1].percent 60 is more than place 1's 40", prizes(1, "40", 2, "60")},
		{"percents above 100", "125", "prizes percents sum to 110", prizes(1, "60", 2, "50")},
		{"merchandise place", "125", "merchandise[0].place is 0", set("merchandise", []any{map[string]any{"place": 0, "description": "a hat"}})},
		{"merchandise beyond maxEntrants", "125", "merchandise[0].place is 61", set("merchandise", []any{map[string]any{"place": 61, "description": "a hat"}})},
		{"merchandise twice", "125", "merchandise[1].place 2 is listed twice", set("merchandise", []any{
			map[string]any{"place": 2, "description": "a hat"}, map[string]any{"place": 2, "description": "a scarf"}})},
		{"merchandise undescribed", "90", "merchandise[0].description is required", set("merchandise", []any{map[string]any{"place": 1, "description": " "}})},
		{"feePercent text", "125", `letItRide.feePercent: "thirty" is not`, set("letItRide", map[string]any{"feePercent": "thirty"})},
		{"feePercent missing", "125", "letItRide.feePercent is required", set("letItRide", map[string]any{})},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := tournament.Parse(edit(t, "blackjack.json", c.change))
			wantRule(t, err, c.section, c.want)
		})
	}
	// 124: a Let It Ride tournament's entry fee is taken from the
	// supplemental wager, not paid at registration.
	for _, fee := range []int64{100, -1} {
		_, err := tournament.Parse(edit(t, "let-it-ride.json", set("entryFee", fee)))
		wantRule(t, err, "124", fmt.Sprintf("entryFee is %d cents; a Let It Ride tournament's entry fee is taken from the supplemental wager", fee))
	}
	if _, err := tournament.Parse(edit(t, "let-it-ride.json", set("entryFee", 0))); err != nil {
		t.Errorf("a Let It Ride tournament with entryFee 0: %v", err)
	}
	t.Run("two values", func(t *testing.T) {
		_, err := tournament.Parse(append(read(t, "blackjack.json"), "{}"...))
		wantRule(t, err, "125", "more than one JSON value")
	})
	t.Run("zero Rules", func(t *testing.T) {
		wantRule(t, tournament.Rules{}.Check(), "125", "name is required")
	})
}

// 125, 127 and 124: what Publishable adds to Check, each refused, and the
// boundaries accepted.
func TestPublishable(t *testing.T) {
	bj, lir := parse(t, "blackjack.json"), parse(t, "let-it-ride.json")
	early := at("2025-02-01T00:00:00Z")
	for _, r := range []tournament.Rules{bj, lir} {
		if err := r.Publishable(early); err != nil {
			t.Errorf("%s: %v", r.Name, err)
		}
	}
	// 125: blackjack.json is published 2025-03-01T00:00Z and starts
	// 2025-03-08T00:00Z, exactly 7 × 24h later: publishable at any time up to
	// the published time, and not a second after.
	if err := bj.Publishable(bj.Published); err != nil {
		t.Errorf("published exactly one week before the start: %v", err)
	}
	wantRule(t, bj.Publishable(bj.Published.Add(time.Second)), "125",
		"start 2025-03-08T00:00:00Z is 167h59m59s after the rules are public (2025-03-01T00:00:01Z); it must be at least one week (168h0m0s)")
	late := bj
	late.Published = at("2025-03-01T00:00:01Z")
	wantRule(t, late.Publishable(early), "125", "is 167h59m59s after the rules are public")
	// 125 across a daylight-saving change: 2025-03-09 02:00 EST becomes EDT
	// in Montréal. Seven calendar days from 2025-03-05T12:00-05:00 to
	// 2025-03-12T12:00-04:00 are only 167 hours of elapsed time.
	dst := bj
	dst.Published, dst.RegistrationCloses = at("2025-03-05T12:00:00-05:00"), at("2025-03-05T12:00:00-05:00")
	dst.Start, dst.End = at("2025-03-12T12:00:00-04:00"), at("2025-03-12T18:00:00-04:00")
	wantRule(t, dst.Publishable(early), "125", "is 167h0m0s after")

	// 127, ruling TN1: 12.5 + 10 + 7.5 = 30 is enough; 12.5 + 10 + 7.49 =
	// 29.99 is not.
	low := lir
	low.Prizes = []tournament.Place{{1, 12_50}, {2, 10_00}, {3, 7_49}}
	wantRule(t, low.Publishable(early), "127", "prizes return 29.99% of the entry fees; they must return at least 30%")
	none := bj
	none.Prizes = nil
	wantRule(t, none.Publishable(early), "127", "prizes return 0%")
	// 127: merchandise does not count toward the 30%.
	merch := none
	merch.Prizes = []tournament.Place{{1, 29_00}}
	wantRule(t, merch.Publishable(early), "127", "prizes return 29%")

	// 124: a Let It Ride tournament states feePercent, 30 to 100, and no
	// other game does.
	noFee := lir
	noFee.LetItRide = nil
	wantRule(t, noFee.Publishable(early), "124", "letItRide.feePercent is required")
	other := bj
	other.LetItRide = &tournament.SupplementalFee{FeePercent: 30_00}
	wantRule(t, other.Publishable(early), "124", `letItRide is only for a Let It Ride tournament (game "let-it-ride"), not game "blackjack"`)
	for fee, ok := range map[tournament.Percent]bool{29_99: false, 30_00: true, 100_00: true, 100_01: false} {
		r := lir
		r.LetItRide = &tournament.SupplementalFee{FeePercent: fee}
		if err := r.Publishable(early); ok && err != nil {
			t.Errorf("feePercent %s: %v", fee, err)
		} else if !ok {
			wantRule(t, err, "124", "letItRide.feePercent is "+fee.String()+"; it must be at least 30 and at most 100")
		}
	}
	// Publishable checks well-formedness first.
	broken := bj
	broken.Tables = 0
	wantRule(t, broken.Publishable(early), "126", "tables is 0")
}

// 124: the Let It Ride game of this package is the catalog's.
func Test124LetItRideID(t *testing.T) {
	if tournament.LetItRide != letitride.Spec.ID {
		t.Errorf("LetItRide %q, catalog id %q", tournament.LetItRide, letitride.Spec.ID)
	}
}

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		text string
		want tournament.Percent
		out  string
	}{
		{"50", 50_00, "50"}, {"12.5", 12_50, "12.5"}, {"12.50", 12_50, "12.5"}, {"33.33", 33_33, "33.33"},
		{"0.05", 5, "0.05"}, {"007", 7_00, "7"}, {"100", 100_00, "100"}, {"0", 0, "0"},
	} {
		p, err := tournament.ParsePercent(c.text)
		if err != nil || p != c.want || p.String() != c.out {
			t.Errorf("ParsePercent(%q) = %d (%s), %v; want %d (%s)", c.text, p, p, err, c.want, c.out)
		}
	}
	for _, bad := range []string{"", ".5", "5.", "5.555", "-5", "+5", "5%", "1e2", " 5", "1234567"} {
		if p, err := tournament.ParsePercent(bad); err == nil {
			t.Errorf("ParsePercent(%q) = %s, want an error", bad, p)
		}
	}
}

// A percent's text reads back as the same percent.
func FuzzPercent(f *testing.F) {
	for _, s := range []string{"50", "12.5", "33.33", "0.05", "100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := tournament.ParsePercent(s)
		if err != nil {
			return
		}
		q, err := tournament.ParsePercent(p.String())
		if err != nil || q != p {
			t.Fatalf("%q reads %d, written %q, reads back %d, %v", s, p, p.String(), q, err)
		}
	})
}

// Rules written by json.Marshal read back as the same rules, and write the
// same text again.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"blackjack.json", "let-it-ride.json"} {
		f.Add(read(f, name))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := tournament.Parse(data)
		if err != nil {
			return
		}
		b1, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		r2, err := tournament.Parse(b1)
		if err != nil {
			t.Fatalf("%s does not read back: %v", b1, err)
		}
		b2, err := json.Marshal(r2)
		if err != nil {
			t.Fatal(err)
		}
		if string(b1) != string(b2) {
			t.Fatalf("written %s, then %s", b1, b2)
		}
	})
}

// 124: a Let It Ride tournament's tables take the supplemental wager on
// every hand (options bonus and tournament, set true); another game's
// options pass as given.
func Test124TableOptions(t *testing.T) {
	lir := parse(t, "let-it-ride.json")
	lir.Options = json.RawMessage(`{"decks": 2}`)
	opts, err := lir.TableOptions()
	if err != nil || string(opts["bonus"]) != "true" || string(opts["tournament"]) != "true" || string(opts["decks"]) != "2" {
		t.Errorf("Let It Ride: %v %v", opts, err)
	}
	lir.Options = json.RawMessage(`{"tournament": false}`)
	_, err = lir.TableOptions()
	wantRule(t, err, "124", "option tournament true, not false")
	bj := parse(t, "blackjack.json")
	bj.Options = json.RawMessage(`{"decks": 6}`)
	if opts, err := bj.TableOptions(); err != nil || len(opts) != 1 || string(opts["decks"]) != "6" {
		t.Errorf("blackjack: %v %v", opts, err)
	}
	bj.Options = json.RawMessage(`[1]`)
	_, err = bj.TableOptions()
	wantRule(t, err, "125", "options are not an object")
}
