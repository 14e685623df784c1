package pokerroom_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"croupier/card"
	"croupier/game/pokerroom"
	"croupier/phh"
)

// play replays a hand written as PHH, failing the test on a refusal.
func play(t *testing.T, src string, rake pokerroom.Rake) *pokerroom.Recorded {
	t.Helper()
	f, err := phh.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := pokerroom.Replay(f, rake)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// refused replays src and expects its last action refused with want.
func refused(t *testing.T, src, want string) {
	t.Helper()
	f, err := phh.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = pokerroom.Replay(f, pokerroom.Rake{})
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("err %v, want %q", err, want)
	}
}

func stacks(t *testing.T, rec *pokerroom.Recorded, want ...int64) {
	t.Helper()
	res := rec.Hand.Result()
	if res == nil {
		t.Fatalf("the hand is not over: %s", rec.Hand.Phase())
	}
	for p, w := range want {
		if res.Stacks[p] != w {
			t.Errorf("player %d finishes with %d, want %d (all: %v)", p+1, res.Stacks[p], w, res.Stacks)
		}
	}
}

const nl3 = `variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
`

func with(head string, actions ...string) string {
	return head + "actions = ['" + strings.Join(actions, "', '") + "']\n"
}

var deal3 = []string{"d dh p1 AsKs", "d dh p2 7c2d", "d dh p3 QhQd"}

// 67.88(16), (19): at no limit a raise is at least the last full raise.
// Blinds 1 and 2: p3 opens at least to 4; raising to 10 (8 more) makes the
// next raise at least 18. 67.99 and the room's rule: p1's all-in to 12 is 2
// more, short of a full raise, so p3, who acted, may only call or fold.
func Test67_88_NoLimitMinimumRaise(t *testing.T) {
	refused(t, with(nl3, append(deal3, "p3 cbr 3")...), "may bet or raise to 4 to 100, not 3")
	refused(t, with(nl3, append(deal3, "p3 cbr 10", "p1 cbr 17")...), "may bet or raise to 18 to 100, not 17")
	short := strings.Replace(nl3, "starting_stacks = [100, 100, 100]", "starting_stacks = [12, 100, 100]", 1)
	refused(t, with(short, append(deal3, "p3 cbr 10", "p1 cbr 12", "p2 f", "p3 cbr 30")...), "may not bet or raise now (call 2 or fold)")
	rec := play(t, with(short, append(deal3, "p3 cbr 10", "p1 cbr 12", "p2 f", "p3 cc",
		"d db 2c7h8c", "d db Jd", "d db 9s", "p1 sm AsKs", "p3 sm QhQd")...), pokerroom.Rake{})
	// p1's ace-high loses to queens: p3 wins 12 + 12 + p2's blind of 2.
	stacks(t, rec, 0, 98, 114)
}

// 67.88(19), pot limit: the most a player may raise to is the pot after
// his call, on top of it. Blinds 1 and 2: p3 may raise to 2 + 3 + 2 = 7;
// then p1 (in for 1) calls 6 and raises by the pot 1 + 2 + 7 + 6 = 16,
// to 7 + 16 = 23.
func Test67_88_PotLimitMaximum(t *testing.T) {
	pl := strings.Replace(nl3, "'NT'", "'PT'", 1)
	refused(t, with(pl, append(deal3, "p3 cbr 8")...), "may bet or raise to 4 to 7, not 8")
	refused(t, with(pl, append(deal3, "p3 cbr 7", "p1 cbr 24")...), "may bet or raise to 12 to 23, not 24")
	rec := play(t, with(pl, append(deal3, "p3 cbr 7", "p1 cbr 23", "p2 f", "p3 f")...), pokerroom.Rake{})
	// 67.103(2): p1's raise is uncalled: its 16 over p3's 7 comes back; he
	// wins 7 + 7 + 2.
	stacks(t, rec, 109, 98, 93)
	if got := rec.Hand.Result().Returned[0]; got != 16 {
		t.Errorf("returned %d to p1, want the uncalled 16", got)
	}
}

const fl3 = `variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
`

// Fixed limit: each raise is one bet of the street (2 before the turn, 4
// after), and a betting round takes a bet and three raises (the room's
// posted cap): the fifth completion, bet or raise is refused.
func TestFixedLimitRaisesAndCap(t *testing.T) {
	refused(t, with(fl3, append(deal3, "p3 cbr 5")...), "may bet or raise to 4 only, not 5")
	refused(t, with(fl3, append(deal3, "p3 cbr 4", "p1 cbr 6", "p2 cbr 8", "p3 cbr 10", "p1 cbr 12")...), "may not bet or raise now")
	rec := play(t, with(fl3, append(deal3, "p3 cbr 4", "p1 cbr 6", "p2 cbr 8", "p3 cbr 10", "p1 cc", "p2 cc",
		"d db 2c3c4c", "p1 cc", "p2 cc", "p3 cc", "d db 5h", "p1 cbr 4", "p2 f", "p3 cc", "d db 9s", "p1 cc", "p3 cc",
		"p1 sm AsKs", "p3 sm QhQd")...), pokerroom.Rake{})
	// p1's A-2-3-4-5 straight (As with 2c 3c 4c 5h) beats queens: he wins
	// 10 × 3 + 4 × 2 = 38.
	stacks(t, rec, 124, 90, 86)
}

const stud3 = `variant = 'F7S'
antes = [1, 1, 1]
bring_in = 2
small_bet = 4
big_bet = 8
starting_stacks = [100, 100, 100]
`

// 67.88(10), 67.106: at stud the lowest up card brings in, clubs lowest on
// a tie (p2's 3c, not p1's 3d), and may not fold before posting. At razz
// (67.88(13)) the highest up card brings in, the ace low: p3's king, not
// p1's ace.
func TestBringIn(t *testing.T) {
	deal := []string{"d dh p1 As2c3d", "d dh p2 Ah2d3c", "d dh p3 KcQh9h"}
	refused(t, with(stud3, append(deal, "p1 pb")...), "player 2 is to act, not player 1")
	refused(t, with(stud3, append(deal, "p2 f")...), "brings in: he posts the bring-in or completes")
	razz := strings.Replace(stud3, "'F7S'", "'FR'", 1)
	refused(t, with(razz, append(deal, "p2 pb")...), "player 3 is to act, not player 2")
	rec := play(t, with(razz, append(deal, "p3 pb", "p1 f", "p2 f")...), pokerroom.Rake{})
	// The bring-in is uncalled: p3 takes his 2 back and the antes.
	stacks(t, rec, 99, 99, 102)
}

// Stud's odd chip goes to the tied hand with the highest card by suit.
// p1 and p2 both make A-2-3-4-5; p3 brings in (2h) and folds on fourth
// street. The pot, 3 antes and three bring-ins of 2, is 9: 4.5 each, the
// odd chip to p1's As over p2's Ah.
func TestStudOddChipBySuit(t *testing.T) {
	rec := play(t, with(stud3, "d dh p1 As2c3d", "d dh p2 Ah2d3c", "d dh p3 KcQh2h", "p3 pb", "p1 cc", "p2 cc",
		"d dh p1 4h", "d dh p2 4s", "d dh p3 Jd", "p3 f", "p1 cc", "p2 cc", // p3's jack shows best: he acts first
		"d dh p1 5s", "d dh p2 5h", "p1 cc", "p2 cc",
		"d dh p1 Kd", "d dh p2 Qc", "p1 cc", "p2 cc",
		"d dh p1 9c", "d dh p2 9d", "p1 cc", "p2 cc",
		"p1 sm As2c3d4h5sKd9c", "p2 sm Ah2d3c4s5hQc9d"), pokerroom.Rake{})
	stacks(t, rec, 102, 101, 97)
}

// 67.106: a forced bet stays in the pot when its player folds: p3 and p1
// fold and p2's big blind wins p1's small blind.
func Test67_106_ForcedBetSurvivesFold(t *testing.T) {
	rec := play(t, with(nl3, append(deal3, "p3 f", "p1 f")...), pokerroom.Rake{})
	stacks(t, rec, 99, 101, 100)
	if rec.Hand.Result().Returned[1] != 1 {
		t.Errorf("returned %v: p2's blind is matched by 1 only, so 1 comes back", rec.Hand.Result().Returned)
	}
}

// 67.108: the commission is at most 10% of the pot; the room's percent is
// taken rounded down, capped, and with no flop no drop not at all.
func Test67_108_Commission(t *testing.T) {
	f, _ := phh.Parse(strings.NewReader(with(nl3, deal3...)))
	if _, err := pokerroom.Replay(f, pokerroom.Rake{Percent: 1001}); err == nil || !strings.Contains(err.Error(), "67.108") {
		t.Errorf("a commission of 10.01%%: %v", err)
	}
	checkdown := append(deal3, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4c", "p1 cc", "p2 cc", "p3 cc", "d db 5h",
		"p1 cc", "p2 cc", "p3 cc", "d db 9s", "p1 cc", "p2 cc", "p3 cc", "p1 sm AsKs", "p2 sm 7c2d", "p3 sm QhQd")
	// The pot is 6; 10% is 0.6, rounded down to 0 (p1's A-2-3-4-5 wins it).
	// With blinds of 10 and 20 the pot is 60: 10% is 6, capped at 5.
	rec := play(t, with(nl3, checkdown...), pokerroom.Rake{Percent: 1000})
	if r := rec.Hand.Result().Rake; r != 0 {
		t.Errorf("rake %d on a pot of 6 at 10%%, want 0 (rounded down)", r)
	}
	big := strings.Replace(nl3, "blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [10, 20, 0]", 1)
	big = strings.Replace(big, "min_bet = 2", "min_bet = 20", 1)
	rec = play(t, with(big, checkdown...), pokerroom.Rake{Percent: 1000, Cap: 5})
	if r := rec.Hand.Result().Rake; r != 5 {
		t.Errorf("rake %d on a pot of 60 at 10%% capped at 5, want 5", r)
	}
	rec = play(t, with(big, append(deal3, "p3 cbr 40", "p1 f", "p2 f")...), pokerroom.Rake{Percent: 1000, NoFlopNoDrop: true})
	if r := rec.Hand.Result().Rake; r != 0 {
		t.Errorf("rake %d with no flop, want 0", r)
	}
}

// 67.102 at a live table: the player who made the last bet shows first,
// then the others clockwise; a loser may muck.
func Test67_102_ShowdownOrder(t *testing.T) {
	h, err := pokerroom.NewHand(pokerroom.Config{Variant: mustVariant(t, "NT"), Stacks: []int64{100, 100, 100},
		Antes: []int64{0, 0, 0}, Blinds: []int64{1, 2, 0}, MinBet: 2, Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for p, cs := range []string{"AsKs", "7c2d", "QhQd"} {
		must(h.DealHole(p, cardsOf(cs)))
	}
	must(h.CheckCall(2))
	must(h.CheckCall(0))
	must(h.CheckCall(1))
	for _, b := range []string{"2c3c4c", "5h", "9s"} {
		must(h.DealBoard(cardsOf(b)))
		if b == "9s" {
			must(h.CheckCall(0))
			must(h.RaiseTo(1, 2))
			must(h.CheckCall(2))
			must(h.CheckCall(0))
			break
		}
		for _, p := range []int{0, 1, 2} {
			must(h.CheckCall(p))
		}
	}
	if got := h.ShowOrder(); len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 0 {
		t.Fatalf("show order %v, want p2 (the last bet), p3, p1", got)
	}
	if err := h.Show(0, nil, false); err == nil || !strings.Contains(err.Error(), "67.102") {
		t.Errorf("p1 showing first: %v", err)
	}
	must(h.Show(1, nil, false))
	must(h.Show(2, nil, true)) // a loser may muck
	must(h.Show(0, nil, false))
	res := h.Result()
	if res == nil {
		t.Fatal("the hand is not over after every show")
	}
	// p1's wheel beats p2's 5-high... p2 holds 7c 2d: 2-3-4-5 with 7 is no
	// straight; p1 wins 4 × 3 = 12.
	if res.Stacks[0] != 108 || res.Stacks[1] != 96 || res.Stacks[2] != 96 {
		t.Errorf("stacks %v, want 108 96 96", res.Stacks)
	}
}

// cardsOf reads cards written together, "AsKs".
func cardsOf(s string) []card.Card {
	var out []card.Card
	for i := 0; i+2 <= len(s); i += 2 {
		out = append(out, card.MustParseList(s[i:i+2])...)
	}
	return out
}

func mustVariant(t *testing.T, code string) pokerroom.Variant {
	t.Helper()
	v, err := pokerroom.VariantOf(code)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Every sample hand, and every hand of the variants the room replays,
// written back as PHH (pokerroom's export) parses and replays to the same
// result: every exported hand is valid PHH.
func TestExportRoundTrip(t *testing.T) {
	for _, path := range append(samples(t), variantHands(t)...) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rake := pokerroom.Rake{}
		if strings.Contains(path, "handhq-") {
			rake = online
		}
		rec := play(t, string(src), rake)
		var b bytes.Buffer
		if err := phh.Write(&b, rec.Hand.PHH(rec.Scale)); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		again := play(t, b.String(), rake)
		x, _ := json.Marshal(rec.Summary())
		y, _ := json.Marshal(again.Summary())
		if !bytes.Equal(x, y) {
			t.Errorf("%s: exported and replayed\n%s\nwant\n%s", path, y, x)
		}
	}
}

// Straddles (67.88(9)): blinds 1, 2 and p3's straddle of 4; the player
// after the straddle acts first, the straddler last, and a raise is at
// least to 8. A new player's post (negative in blinds_or_straddles) is
// live but changes nobody's turn.
func TestStraddleAndPost(t *testing.T) {
	four := `variant = 'NT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
`
	deal := []string{"d dh p1 AsKs", "d dh p2 7c2d", "d dh p3 QhQd", "d dh p4 9c9d"}
	refused(t, with(four, append(deal, "p1 f")...), "player 4 is to act, not player 1")
	refused(t, with(four, append(deal, "p4 cbr 7")...), "may bet or raise to 8 to 100, not 7")
	rec := play(t, with(four, append(deal, "p4 cc", "p1 f", "p2 f", "p3 cbr 12", "p4 f")...), pokerroom.Rake{})
	// p3's raise to 12 is uncalled but for p4's 4: p3 wins 4 + 4 + 1 + 2.
	stacks(t, rec, 99, 98, 107, 96)
	post := strings.Replace(four, "[1, 2, 4, 0]", "[1, 2, 0, -2]", 1)
	// p4 posts 2 as a new player; p3, after the big blind, acts first, and
	// p4's check closes the round with his post live. On the flop p2 and
	// p3 fold: p4 wins 1 + 2 + 2 + 2.
	rec = play(t, with(post, append(deal, "p3 cc", "p4 cc", "p1 f", "p2 cc",
		"d db 2c7h8c", "p2 f", "p3 f")...), pokerroom.Rake{})
	stacks(t, rec, 99, 98, 98, 105)
}

// 67.102: the house may require a folded hand to be shown; it is recorded
// and changes nothing.
func Test67_102_FoldedHandShown(t *testing.T) {
	rec := play(t, with(nl3, append(deal3, "p3 cbr 6", "p1 f", "p2 f")...), pokerroom.Rake{})
	h := rec.Hand
	if err := h.Expose(0); err != nil {
		t.Fatal(err)
	}
	if err := h.Expose(2); err == nil {
		t.Error("exposed p3, who did not fold")
	}
	log := h.Log()
	if last := log[len(log)-1]; last.Verb != "expose" || last.Player != 1 || len(last.Cards) != 2 {
		t.Errorf("last act %+v, want p1's cards exposed", last)
	}
	stacks(t, rec, 99, 98, 103)
	var b bytes.Buffer // written as PHH it is a commentary, and replays the same
	if err := phh.Write(&b, h.PHH(rec.Scale)); err != nil || !strings.Contains(b.String(), "# p1's folded hand shown at the house's request (67.102)") {
		t.Fatalf("%v\n%s", err, b.String())
	}
	stacks(t, play(t, b.String(), pokerroom.Rake{}), 99, 98, 103)
}

// 67.102 after an all-in: no betting round follows it, so the player who
// made the last bet (p3's all-in on the turn) shows first even after the
// river; when the river is passed by players with chips, the first to act
// on it (p2) shows first, though p3 bet the turn.
func Test67_102_ShowOrderAfterAllIn(t *testing.T) {
	order := func(short bool) []int {
		stacks := []int64{100, 100, 100}
		if short {
			stacks[2] = 20
		}
		h, err := pokerroom.NewHand(pokerroom.Config{Variant: mustVariant(t, "NT"), Stacks: stacks,
			Antes: []int64{0, 0, 0}, Blinds: []int64{1, 2, 0}, MinBet: 2, Strict: true})
		if err != nil {
			t.Fatal(err)
		}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		for p, cs := range []string{"AsKs", "7c2d", "QhQd"} {
			must(h.DealHole(p, cardsOf(cs)))
		}
		must(h.CheckCall(2))
		must(h.Fold(0))
		must(h.CheckCall(1))
		must(h.DealBoard(cardsOf("2c7h8c")))
		must(h.CheckCall(1))
		must(h.CheckCall(2))
		must(h.DealBoard(cardsOf("Jd")))
		must(h.CheckCall(1))
		if short {
			must(h.RaiseTo(2, 18)) // all in
		} else {
			must(h.RaiseTo(2, 10))
		}
		must(h.CheckCall(1))
		must(h.DealBoard(cardsOf("9s")))
		if !short {
			must(h.CheckCall(1))
			must(h.CheckCall(2))
		}
		return h.ShowOrder()
	}
	if got := order(true); len(got) != 2 || got[0] != 2 || got[1] != 1 {
		t.Errorf("after p3's all-in: %v, want p3 then p2", got)
	}
	if got := order(false); len(got) != 2 || got[0] != 1 || got[1] != 2 {
		t.Errorf("river passed: %v, want p2 (first to act) then p3", got)
	}
}

// 67.96 under ante trimming: where only folded players paid an ante, the
// antes are dead money in the pot every live player contests. p3 antes 1
// and folds, p1 folds his small blind: p2 takes back his big blind and wins
// the small blind and the ante, 100 + 1 + 1. (A fuzzed hand found the ante
// paid to nobody: 300 chips in, 299 out.)
func Test67_96_DeadAnteUnderTrimming(t *testing.T) {
	head := strings.Replace(nl3, "antes = [0, 0, 0]", "antes = [0, 0, 1]\nante_trimming_status = true", 1)
	rec := play(t, with(head, append(deal3, "p3 f", "p1 f")...), pokerroom.Rake{})
	stacks(t, rec, 99, 102, 99)
	// The same to a showdown: p1 and p2 check it down, p1's A-2-3-4-5
	// straight wins 2 + 2 + the dead ante.
	rec = play(t, with(head, append(deal3, "p3 f", "p1 cc", "p2 cc", "d db 2c3c4c", "p1 cc", "p2 cc", "d db 5h",
		"p1 cc", "p2 cc", "d db 9s", "p1 cc", "p2 cc", "p1 sm AsKs", "p2 sm 7c2d")...), pokerroom.Rake{})
	stacks(t, rec, 103, 98, 99)
}
