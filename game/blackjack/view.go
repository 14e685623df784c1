package blackjack

import (
	"croupier/game"
	"croupier/money"
)

// Legal implements game.Engine. While bets are open it offers each box's
// wagers and withdrawals with their exact bounds; in a round it offers the
// decision due now and nothing further, so that what it offers never
// depends on a card not yet dealt or turned.
func (e *Engine) Legal() game.Legal {
	p := e.point()
	l := game.Legal{Round: e.round, Phase: e.phase, Turn: p.seat}
	switch e.phase {
	case game.PhaseBets:
		l.Options = e.betOptions()
	case game.PhaseDecision:
		l.Options = e.decisions(p)
	case game.PhaseOver:
		l.Options = []game.Option{{Kind: game.KindDealer, Name: "next-round"}}
	}
	return l
}

// decisions are the buttons of decision p.
func (e *Engine) decisions(p point) []game.Option {
	who := e.who(p)
	switch p.kind {
	case pointInsure:
		amt := e.insurable(p.seat)
		if p.behind >= 0 {
			amt = money.Half(e.behinds[p.behind].amount)
		}
		return []game.Option{
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "insure", Min: amt, Max: amt, Section: "25"},
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "decline", Section: "25"},
		}
	case pointFollow:
		amt := e.behinds[p.behind].amount
		return []game.Option{
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "follow", Min: amt, Max: amt, Section: "16"},
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "decline", Section: "16"},
		}
	case pointPlay:
		h := &e.boxes[p.seat].hands[p.pos]
		out := []game.Option{
			{Seat: p.seat, Kind: game.KindAct, Name: "hit", Section: "22"},
			{Seat: p.seat, Kind: game.KindAct, Name: "stand", Section: "22"},
		}
		x := e.extra(p.seat)
		if e.canDouble(p.seat, h) == nil {
			out = append(out, game.Option{Seat: p.seat, Kind: game.KindAct, Name: "double", Min: x, Max: x, Section: "23"})
		}
		if e.canSplit(p.seat, h) == nil {
			out = append(out, game.Option{Seat: p.seat, Kind: game.KindAct, Name: "split", Min: x, Max: x, Section: "24"})
		}
		return out
	}
	return nil
}

// hands returns the cards in play as viewer sees them: each box's hands
// ("3", "3.2" …) and the dealer's ("dealer"; at Multi-Action "dealer" is the
// shared first card and "dealer-1" … the rest of each dealer hand). The
// dealer's face-down card shows as game.Hidden to everyone but Omniscient.
func (e *Engine) hands(viewer int) map[string][]game.Shown {
	m := map[string][]game.Shown{}
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		for p := range int(b.nh) {
			h := &b.hands[p]
			cs := make([]game.Shown, h.n)
			for i, c := range h.list() {
				cs[i] = game.Shown{Card: c.String()}
			}
			m[handKey(s, h.id)] = cs
		}
	}
	if e.dealer[0].n == 0 {
		return m
	}
	d := &e.dealer[0]
	if e.rules.MultiAction {
		m["dealer"] = []game.Shown{{Card: d.cards[0].String()}}
		for k := range e.rules.dealerHands() {
			if dk := &e.dealer[k]; dk.n > 1 {
				cs := make([]game.Shown, 0, dk.n-1)
				for _, c := range dk.list()[1:] {
					cs = append(cs, game.Shown{Card: c.String()})
				}
				m[e.dealerKey(k)] = cs
			}
		}
		return m
	}
	cs := make([]game.Shown, d.n)
	for i, c := range d.list() {
		cs[i] = game.Shown{Card: c.String()}
		if i == 1 && e.hole {
			cs[i].FaceDown = true
			if viewer != game.Omniscient {
				cs[i].Card = game.Hidden // 22: face down until turned
			}
		}
	}
	m["dealer"] = cs
	return m
}

// View implements game.Engine. Every player card is dealt face up (22), so
// every seat sees the same table but for the dealer's face-down card (peek).
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.round, Phase: e.phase, Turn: e.point().seat,
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}}
	if e.phase != game.PhaseBets {
		v.Hands = e.hands(seat)
	}
	v.Wagers = e.layout()
	if n := len(e.rounds); n > 0 {
		last := e.rounds[n-1]
		v.Last = &last
	}
	return v
}

// layout returns every wager on the layout: each box's, then the behind
// wagers on it.
func (e *Engine) layout() []game.Wager {
	var out []game.Wager
	multi := e.rules.MultiAction
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		add := func(player, id string, a money.Amount) {
			if a > 0 {
				out = append(out, game.Wager{Seat: s, Player: player, ID: id, Amount: a})
			}
		}
		for k, a := range b.stake {
			if a == 0 {
				continue
			}
			add("", handWager(multi, k, 1), a)
			for id := uint8(1); id <= b.nh; id++ {
				h := &b.hands[e.position(s, id)]
				if id > 1 {
					add("", handWager(multi, k, id), a)
				}
				if h.doubled {
					add("", doubleWager(multi, k, id), a)
				}
			}
			if b.insured {
				add("", insuranceWager(multi, k), money.Half(a))
			}
		}
		for j, id := range sideIDs {
			add("", id, b.side[j])
		}
		for i := range e.behinds {
			bh := &e.behinds[i]
			if bh.seat != s {
				continue
			}
			for id := uint8(1); id <= maxHands; id++ {
				if bh.on[id] {
					add(bh.player, "behind"+suffix(id), bh.amount)
				}
				if bh.doubled[id] {
					add(bh.player, "behind-double"+suffix(id), bh.amount)
				}
			}
			if bh.insured {
				add(bh.player, "behind-insurance", money.Half(bh.amount))
			}
		}
	}
	return out
}
