package pokerroom_test

import (
	"encoding/json"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/pokerroom"
	"croupier/replay"
)

func lookup(id string) (game.Game, bool) { return pokerroom.Game, id == "poker-room" }

// refusedScript runs a script and expects it refused with want.
func refusedScript(t *testing.T, script, want string) {
	t.Helper()
	s, err := replay.Parse(strings.NewReader(script))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Run(s, lookup); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("err %v, want %q in:\n%s", err, want, script)
	}
}

func run(t *testing.T, script string) *replay.Result {
	t.Helper()
	s, err := replay.Parse(strings.NewReader(script))
	if err != nil {
		t.Fatal(err)
	}
	res, err := replay.Run(s, lookup)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// One game of no-limit hold'em at a table, worked by hand. Blinds $1 and
// $2, 5% commission capped at $3 (67.108). Seats 1 and 2 bring $100, seat
// 3 $50 (67.94). The first game's button is the last seat with stakes,
// seat 3 (67.88(20)): seat 1 posts the small blind, seat 2 the big.
// A card is burned before the flop, the turn and the river (67.88(4)).
//
// Seat 3 raises to $6, seat 1 calls, seat 2 folds (his $2 stays, 67.106).
// Flop 2c 7h 8c: seat 1 checks, seat 3 bets $10, seat 1 calls. Turn Jd and
// river 9s are checked. Nobody bet the river, so seat 1, first to act on
// it, shows first (67.102): A-K high; seat 3's queens win.
//
// The pot is 16 + 2 + 16 = $34.00; the commission 5% of it, $1.70, from
// seat 3's winnings: he takes $32.30. Nets before the commission: seat 1
// −$16, seat 2 −$2, seat 3 +$18 with $1.70 commission.
func TestGameAtTheTable(t *testing.T) {
	res := run(t, `{"game": "poker-room",
		"table": {"variant": "NT", "seats": 3, "small-blind": 100, "big-blind": 200, "min-buy-in": 1000, "rake-percent": 5, "rake-cap": 300},
		"tape": ["As", "Ks", "7c", "2d", "Qh", "Qd", "3s", "2c", "7h", "8c", "4s", "Jd", "5s", "9s"],
		"steps": [
			{"seat": 1, "wager": {"stakes": 10000}}, {"seat": 2, "wager": {"stakes": 10000}}, {"seat": 3, "wager": {"stakes": 5000}},
			{"dealer": "deal"},
			{"seat": 3, "act": "raise", "amount": 600}, {"seat": 1, "act": "call"}, {"seat": 2, "act": "fold"},
			{"seat": 1, "act": "check"}, {"seat": 3, "act": "bet", "amount": 1000}, {"seat": 1, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 3, "act": "check"},
			{"seat": 1, "act": "check"}, {"seat": 3, "act": "check"},
			{"seat": 1, "act": "show"}, {"seat": 3, "act": "show"}]}`)
	if len(res.Rounds) != 1 {
		t.Fatalf("%d rounds", len(res.Rounds))
	}
	got := res.Rounds[0].Settlements
	want := []game.Settlement{
		{Seat: 1, Wager: "stakes", Stake: 10000, Result: game.Lose, Net: -1600},
		{Seat: 2, Wager: "stakes", Stake: 10000, Result: game.Lose, Net: -200},
		{Seat: 3, Wager: "stakes", Stake: 5000, Result: game.Win, Net: 1800, Commission: 170},
	}
	if len(got) != len(want) {
		t.Fatalf("settlements %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("settlement %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if h := res.Rounds[0].Hands; h["board"].String() != "[2c 7h 8c Jd 9s]" || h["3"].String() != "[Qh Qd]" || h["1"].String() != "[As Ks]" {
		t.Errorf("hands %v", h)
	}
}

// The table's refusals, each citing its section: stakes below the minimum
// (67.94) or added during a game (67.95(1)); a check facing a bet; a raise
// below the minimum; acting out of turn; seat 2's show before seat 1's.
func TestTableRefusals(t *testing.T) {
	head := `{"game": "poker-room", "table": {"variant": "NT", "seats": 3, "min-buy-in": 1000},
		"tape": ["As", "Ks", "7c", "2d", "Qh", "Qd"], "steps": [`
	stakes := `{"seat": 1, "wager": {"stakes": 10000}}, {"seat": 2, "wager": {"stakes": 10000}}, {"seat": 3, "wager": {"stakes": 5000}}, {"dealer": "deal"}`
	for _, c := range []struct{ steps, want string }{
		{`{"seat": 1, "wager": {"stakes": 500}}`, "section 67.94"},
		{stakes + `, {"seat": 1, "wager": {"stakes": 1000}}`, "table stakes are added only between games"},
		{stakes + `, {"seat": 3, "act": "check"}`, "faces a bet of 2.00"},
		{stakes + `, {"seat": 3, "act": "raise", "amount": 300}`, "seat 3 may raise to 4.00 up to 50.00, not 3.00"},
		{stakes + `, {"seat": 1, "act": "call"}`, "seat 3 is to act, not seat 1"},
		{stakes + `, {"seat": 3, "act": "bet", "amount": 400}`, "seat 3 raises here, not bets"},
	} {
		refusedScript(t, head+c.steps+"]}", c.want)
	}
}

// 67.96 at a pot-limit Omaha table, worked by hand (the browser flow plays
// the same game): kim, all in for $20.00, wins the main pot of $60.00 with
// trip kings; the secondary pot, $10.00 from pat and from bea, is bea's
// (trip queens over aces). kim's all-in raise to $18 is within the pot
// limit of $30 (67.88(19)).
func TestPotLimitOmahaSecondaryPot(t *testing.T) {
	res := run(t, `{"game": "poker-room", "table": {"variant": "PO", "seats": 3, "min-buy-in": 1000},
		"tape": ["Ac", "Ad", "9h", "8h", "Qc", "Qs", "6d", "6c", "Kc", "Ks", "4d", "5d", "3c", "Kh", "Qh", "2c", "4c", "7d", "5c", "3s"],
		"steps": [
			{"seat": 1, "wager": {"stakes": 5000}}, {"seat": 2, "wager": {"stakes": 5000}}, {"seat": 3, "wager": {"stakes": 2000}},
			{"dealer": "deal"},
			{"seat": 3, "act": "call"}, {"seat": 1, "act": "call"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "bet", "amount": 600}, {"seat": 2, "act": "call"}, {"seat": 3, "act": "raise", "amount": 1800},
			{"seat": 1, "act": "call"}, {"seat": 2, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "bet", "amount": 1000}, {"seat": 1, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "show"}, {"seat": 2, "act": "show"}, {"seat": 3, "act": "show"}]}`)
	got := res.Rounds[0].Settlements
	want := []game.Settlement{
		{Seat: 1, Wager: "stakes", Stake: 5000, Result: game.Lose, Net: -3000},
		{Seat: 2, Wager: "stakes", Stake: 5000, Result: game.Lose, Net: -1000},
		{Seat: 3, Wager: "stakes", Stake: 2000, Result: game.Win, Net: 4000},
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Fatalf("settlements %+v, want %+v", got, want)
		}
	}
}

// 67.108's time charge: between games the dealer collects what the table
// posts, $3.00 a player, from each player's stakes (all of them when
// less): a round of its own whose settlements are that commission. Seat
// 2's stakes of $2.50 pay $2.50. One player alone is not charged, and a
// table that posts no charge refuses the step.
func TestTimeCharge(t *testing.T) {
	res := run(t, `{"game": "poker-room", "table": {"variant": "NT", "seats": 3, "min-buy-in": 100, "time-charge": 300},
		"steps": [{"seat": 1, "wager": {"stakes": 5000}}, {"seat": 2, "wager": {"stakes": 250}}, {"dealer": "time-charge"}]}`)
	got := res.Rounds[0].Settlements
	want := []game.Settlement{
		{Seat: 1, Wager: "stakes", Stake: 5000, Result: game.Push, Commission: 300},
		{Seat: 2, Wager: "stakes", Stake: 250, Result: game.Push, Commission: 250},
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("settlements %+v, want %+v", got, want)
	}
	if res.Net["1"] != -300 || res.Net["2"] != -250 {
		t.Errorf("nets %v", res.Net)
	}
	for _, c := range []struct{ table, steps, want string }{
		{`{"time-charge": 300, "min-buy-in": 100}`, `{"seat": 1, "wager": {"stakes": 5000}}, {"dealer": "time-charge"}`, "two at least"},
		{`{"min-buy-in": 100}`, `{"seat": 1, "wager": {"stakes": 5000}}, {"seat": 2, "wager": {"stakes": 5000}}, {"dealer": "time-charge"}`, "posts no time charge"},
	} {
		refusedScript(t, `{"game": "poker-room", "table": `+c.table+`, "steps": [`+c.steps+`]}`, c.want)
	}
}

// Seven-card stud at a table (the browser flow plays the same game): bea's
// 3c is the lowest up card and brings in $1 (67.88(10)); the pair of kings
// showing acts first on fourth street; pat bets the big bet on fifth; aces
// and kings win the $10.00 pot.
func TestStudAtTheTable(t *testing.T) {
	res := run(t, `{"game": "poker-room", "table": {"variant": "F7S", "seats": 2},
		"tape": ["As", "Ah", "Kh", "2d", "4s", "3c", "2c", "Ks", "5d", "2h", "Qd", "8h", "2s", "Qc", "9c", "3d", "7h", "Tc"],
		"steps": [
			{"seat": 1, "wager": {"stakes": 5000}}, {"seat": 2, "wager": {"stakes": 5000}}, {"dealer": "deal"},
			{"seat": 2, "act": "bring-in"}, {"seat": 1, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "bet"}, {"seat": 2, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "show"}, {"seat": 2, "act": "show"}]}`)
	if res.Net["1"] != 500 || res.Net["2"] != -500 {
		t.Errorf("nets %v, want +500 and -500", res.Net)
	}
}

// 67.101, 67.110: a ruling on a dispute is recorded in the game with who
// decided it, binding at once, and changes nothing else; 67.102: a folded
// hand shown at the house's request turns up in the record.
func TestRulingAndExpose(t *testing.T) {
	head := `{"game": "poker-room", "table": {"variant": "NT", "seats": 3, "min-buy-in": 1000},
		"tape": ["As", "Ks", "7c", "2d", "Qh", "Qd"], "steps": [
		{"seat": 1, "wager": {"stakes": 10000}}, {"seat": 2, "wager": {"stakes": 10000}}, {"seat": 3, "wager": {"stakes": 5000}}, {"dealer": "deal"},
		{"dealer": "ruling", "text": "seat 3's raise stands: the chips crossed the line (67.98)", "by": "sue"},
		{"seat": 3, "act": "raise", "amount": 600}, {"seat": 1, "act": "fold"}, {"seat": 2, "act": "fold"}`
	s, err := replay.Parse(strings.NewReader(head + `, {"dealer": "expose", "folded": 1}]}`))
	if err != nil {
		t.Fatal(err)
	}
	e, _, err := replay.Open(s, lookup)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatalf("%+v: %v", st, err)
		}
	}
	var texts []string
	for _, ev := range e.Events(game.Omniscient) {
		texts = append(texts, ev.Text+" "+strings.Join(ev.Cards, " "))
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"ruling by sue (67.101, 67.110): seat 3's raise stands", "1's folded hand, shown at the house's request (67.102) As Ks"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the record:\n%s", want, all)
		}
	}
	// Seat 3 wins the blinds: the ruling changed nothing else.
	if rd := e.Rounds(); len(rd) != 1 || rd[0].Settlements[2].Net != 300 {
		t.Errorf("rounds %+v", rd)
	}
	for _, c := range []struct{ step, want string }{
		{`{"dealer": "ruling", "text": "", "by": "sue"}`, "a ruling has its text"},
		{`{"dealer": "ruling", "text": "stands"}`, "names who decided"},
		{`{"dealer": "expose", "folded": 3}`, "seat 3 has not folded"},
		{`{"dealer": "expose", "folded": 1}, {"dealer": "expose", "folded": 1}`, "shown already"},
	} {
		refusedScript(t, head+", "+c.step+"]}", c.want)
	}
}

// 67.88(9): a straddle of $4 at a table of three with blinds $1 and $2: the
// player after the straddler (seat 1, the small blind) acts first, and a
// raise goes to $8 at least. A straddle under twice the big blind is
// refused.
func TestStraddleAtTheTable(t *testing.T) {
	head := `{"game": "poker-room", "table": {"variant": "NT", "seats": 3, "min-buy-in": 1000, "straddle": 400},
		"tape": ["As", "Ks", "7c", "2d", "Qh", "Qd"], "steps": [
		{"seat": 1, "wager": {"stakes": 10000}}, {"seat": 2, "wager": {"stakes": 10000}}, {"seat": 3, "wager": {"stakes": 5000}}, {"dealer": "deal"}, `
	for _, c := range []struct{ steps, want string }{
		{`{"seat": 2, "act": "call"}`, "seat 1 is to act, not seat 2"},
		{`{"seat": 1, "act": "raise", "amount": 700}`, "seat 1 may raise to 8.00 up to 100.00, not 7.00"},
	} {
		refusedScript(t, head+c.steps+"]}", c.want)
	}
	refusedScript(t, `{"game": "poker-room", "table": {"straddle": 300}, "steps": []}`, "twice the big blind") // $3 on a $2 big blind
}

// The felt posts the commission (67.108) and shows the pots with the seats
// that contest them (67.96): after the Omaha game above, the main pot of
// $60.00 among seats 1, 2 and 3 and the secondary pot of $20.00 between 1
// and 2.
func TestFeltPostsThePots(t *testing.T) {
	s, err := replay.Parse(strings.NewReader(`{"game": "poker-room", "table": {"variant": "PO", "seats": 3, "min-buy-in": 1000, "rake-percent": 5, "rake-cap": 300, "no-flop-no-drop": true, "time-charge": 100},
		"tape": ["Ac", "Ad", "9h", "8h", "Qc", "Qs", "6d", "6c", "Kc", "Ks", "4d", "5d", "3c", "Kh", "Qh", "2c", "4c", "7d", "5c", "3s"],
		"steps": [
			{"seat": 1, "wager": {"stakes": 5000}}, {"seat": 2, "wager": {"stakes": 5000}}, {"seat": 3, "wager": {"stakes": 2000}},
			{"dealer": "deal"},
			{"seat": 3, "act": "call"}, {"seat": 1, "act": "call"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "bet", "amount": 600}, {"seat": 2, "act": "call"}, {"seat": 3, "act": "raise", "amount": 1800},
			{"seat": 1, "act": "call"}, {"seat": 2, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "bet", "amount": 1000}, {"seat": 1, "act": "call"},
			{"seat": 1, "act": "check"}, {"seat": 2, "act": "check"},
			{"seat": 1, "act": "show"}, {"seat": 2, "act": "show"}, {"seat": 3, "act": "show"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	e, _, err := replay.Open(s, lookup)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range s.Steps {
		if err := e.Apply(st); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := json.Marshal(e.(game.Felter).Felt())
	for _, want := range []string{`"pots":[{"amount":6000,"seats":[1,2,3]},{"amount":2000,"seats":[1,2]}]`,
		`"commission":"5% of the pot up to 3.00, none without a flop; time charge 1.00 a player when collected"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("felt %s\nwant %s", b, want)
		}
	}
}
