package blackjack_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"croupier/game"
	"croupier/game/blackjack"
	"croupier/money"
	"croupier/replay"
)

// script returns a replay script: g's id, table options as JSON, the tape in
// card notation and the steps as JSON objects.
func script(g game.Game, table, tape string, steps ...string) string {
	toks := []string{}
	for _, c := range strings.Fields(tape) {
		toks = append(toks, fmt.Sprintf("%q", c))
	}
	return fmt.Sprintf(`{"game":%q,"table":%s,"tape":[%s],"steps":[%s]}`, g.Spec.ID, table, strings.Join(toks, ","), strings.Join(steps, ","))
}

// replayOf runs a script of g.
func replayOf(g game.Game, table, tape string, steps ...string) (*replay.Result, error) {
	s, err := replay.Parse(strings.NewReader(script(g, table, tape, steps...)))
	if err != nil {
		return nil, err
	}
	return replay.Run(s, func(id string) (game.Game, bool) { return g, id == g.Spec.ID })
}

// play runs a Blackjack script that must settle.
func play(t *testing.T, table, tape string, steps ...string) *replay.Result {
	t.Helper()
	res, err := replayOf(blackjack.Game, table, tape, steps...)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return res
}

// playMulti runs a Multi-Action script that must settle.
func playMulti(t *testing.T, table, tape string, steps ...string) *replay.Result {
	t.Helper()
	res, err := replayOf(blackjack.MultiAction, table, tape, steps...)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return res
}

// refused runs a script that must fail at step (-1: as a whole), with a
// message holding each of frags.
func refused(t *testing.T, g game.Game, step int, table, tape string, frags []string, steps ...string) {
	t.Helper()
	_, err := replayOf(g, table, tape, steps...)
	if err == nil {
		t.Fatalf("the script settled; want an error at step %d", step)
	}
	var re *replay.Error
	if !errors.As(err, &re) {
		t.Fatalf("error %v is not a replay error", err)
	}
	if re.Step != step {
		t.Errorf("error at step %d, want %d: %v", re.Step, step, err)
	}
	for _, f := range frags {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not say %q", err, f)
		}
	}
	var oe *game.OptionError
	var te *game.TapeError
	if !errors.Is(err, game.ErrRule) && !errors.Is(err, game.ErrTapeExhausted) && !errors.As(err, &oe) && !errors.As(err, &te) {
		t.Errorf("error %v is not a rule, tape or table option error", err)
	}
}

// A want is one expected settlement.
type want struct {
	seat     int
	player   string
	wager    string
	stake    money.Amount
	result   game.Result
	net      money.Amount
	rounding money.Remainder
}

func w(seat int, wager string, stake money.Amount, result game.Result, net money.Amount) want {
	return want{seat: seat, wager: wager, stake: stake, result: result, net: net}
}

// by is the same settlement for behind bettor player.
func (x want) by(player string) want { x.player = player; return x }

// dropped sets the rounding expected.
func (x want) dropped(r money.Remainder) want { x.rounding = r; return x }

// check compares round's settlements, in order, with wants.
func check(t *testing.T, res *replay.Result, round int, wants ...want) {
	t.Helper()
	if len(res.Rounds) < round {
		t.Fatalf("only %d rounds settled", len(res.Rounds))
	}
	got := res.Rounds[round-1].Settlements
	n := max(len(got), len(wants))
	for i := range n {
		switch {
		case i >= len(got):
			t.Errorf("settlement %d missing, want %+v", i, wants[i])
		case i >= len(wants):
			t.Errorf("settlement %d = %+v, not expected", i, got[i])
		default:
			g, x := got[i], wants[i]
			if g.Seat != x.seat || g.Player != x.player || g.Wager != x.wager || g.Stake != x.stake || g.Result != x.result ||
				g.Net != x.net || g.Commission != 0 || g.Rounding != x.rounding {
				t.Errorf("settlement %d = %+v, want %+v", i, g, x)
			}
		}
	}
}

// hands checks the cards of the round's hands named in want.
func hands(t *testing.T, res *replay.Result, round int, want map[string]string) {
	t.Helper()
	got := res.Rounds[round-1].Hands
	for k, v := range want {
		if strings.Join(got[k].Cards, " ") != v {
			t.Errorf("hand %s = %v, want %s", k, got[k], v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok && len(want) > 0 {
			t.Errorf("unexpected hand %s = %v", k, got[k])
		}
	}
}

// Steps in the script's notation.
func bet(seat int, wagers string) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{%s}}`, seat, wagers)
}

func behindBet(seat int, player string, cents int) string {
	return fmt.Sprintf(`{"seat":%d,"wager":{"behind":%d},"player":%q}`, seat, cents, player)
}

func act(seat int, a string) string { return fmt.Sprintf(`{"seat":%d,"act":%q}`, seat, a) }

func actBy(seat int, a, player string) string {
	return fmt.Sprintf(`{"seat":%d,"act":%q,"player":%q}`, seat, a, player)
}

func mainBet(seat, cents int) string { return bet(seat, fmt.Sprintf(`"main":%d`, cents)) }

const (
	deal      = `{"dealer":"no-more-bets"}`
	nextRound = `{"dealer":"next-round"}`
)
