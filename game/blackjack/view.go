package blackjack

import (
	"cmp"
	"slices"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Legal implements game.Engine. While bets are open it offers each box's
// wagers and withdrawals with their exact bounds; in a round it offers the
// decision due now and nothing further, so that what it offers never
// depends on a card not yet dealt or turned.
func (e *Engine) Legal() game.Legal {
	p := e.point()
	l := game.Legal{Round: e.rec.Round(), Phase: e.phase, Turn: p.seat}
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

// betOptions are the layout's wagers and withdrawals in the order Blackjack
// offers them (rank), a box's withdrawals citing 17 where the layout cites
// the wager's own section; then no-more-bets once the boxes may be dealt.
func (e *Engine) betOptions() []game.Option {
	out := e.bets.Options()
	for i := range out {
		if out[i].Kind == game.KindWithdraw && out[i].Player == "" {
			out[i].Section = "17" // wagers are taken down before the first card
		}
	}
	slices.SortStableFunc(out, func(a, b game.Option) int {
		return cmp.Or(cmp.Compare(a.Seat, b.Seat), cmp.Compare(e.rank(a), e.rank(b)))
	})
	if e.dealable() {
		out = append(out, game.Option{Kind: game.KindDealer, Name: "no-more-bets", Section: "22"})
	}
	return out
}

// rank places o among its box's options: at Multi-Action each initial wager
// and then its withdrawal; else main, the side bets, a new behind bettor,
// each behind bettor's wager and withdrawal in the order they came, then
// the side bets' withdrawals and main's.
func (e *Engine) rank(o game.Option) int {
	down := 0
	if o.Kind == game.KindWithdraw {
		down = 1
	}
	if e.rules.MultiAction {
		return 2*slices.Index(initialIDs[:], o.Name) + down
	}
	const bettors, withdrawals = nSide + 2, 1 << 40
	j := slices.Index(sideIDs[:], o.Name) // -1: main
	switch {
	case o.Player != "":
		return bettors + 2*slices.IndexFunc(e.bets.Wagers(), func(w game.Wager) bool { return w.Seat == o.Seat && w.Player == o.Player }) + down
	case o.Name == "behind":
		return bettors - 1
	case down == 0:
		return 1 + j
	case j < 0:
		return withdrawals + nSide
	}
	return withdrawals + j
}

// decisions are the buttons of decision p.
func (e *Engine) decisions(p point) []game.Option {
	who := e.who(p)
	switch p.kind {
	case pointInsure:
		amt := e.insurable(p.seat)
		if p.behind >= 0 {
			amt = money.Half(e.behindWager(&e.behinds[p.behind]))
		}
		return []game.Option{
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "insure", Min: amt, Max: amt, Section: "25"},
			{Seat: p.seat, Player: who, Kind: game.KindAct, Name: "decline", Section: "25"},
		}
	case pointFollow:
		amt := e.behindWager(&e.behinds[p.behind])
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

// cards returns the cards in play: each box's hands ("3", "3.2" …) and the
// dealer's ("dealer"; at Multi-Action "dealer" is the shared first card and
// "dealer-1" … the rest of each dealer hand).
func (e *Engine) cards() game.Hands {
	m := game.Hands{}
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		for p := range int(b.nh) {
			h := &b.hands[p]
			m[handKey(s, h.id)] = notation(h.list())
		}
	}
	d := &e.dealer[0]
	switch {
	case d.n == 0:
	case e.rules.MultiAction:
		m["dealer"] = notation(d.list()[:1])
		for k := range e.rules.dealerHands() {
			if dk := &e.dealer[k]; dk.n > 1 {
				m[e.dealerKey(k)] = notation(dk.list()[1:])
			}
		}
	default:
		m["dealer"] = notation(d.list())
	}
	return m
}

// notation writes cs in card notation.
func notation(cs []card.Card) game.Hand {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return game.Cards(out...)
}

// View implements game.Engine. Every player card is dealt face up (22), so
// every seat sees the same table but for the dealer's face-down card (peek),
// which shows as game.Hidden to everyone but Omniscient.
func (e *Engine) View(seat int) game.View {
	v := game.View{Seat: seat, Round: e.rec.Round(), Phase: e.phase, Turn: e.point().seat,
		Shoe: &game.ShoeView{Dealt: e.shoe.Dealt(), StopOut: e.shoe.StopOut()}, Last: e.rec.Last()}
	if e.phase != game.PhaseBets {
		v.Hands = map[string][]game.Shown{}
		for k, h := range e.cards() {
			shown := make([]game.Shown, len(h.Cards))
			for i, c := range h.Cards {
				shown[i] = game.Shown{Card: c}
			}
			v.Hands[k] = shown
		}
		if d := v.Hands["dealer"]; e.hole {
			d[1].FaceDown = true
			if seat != game.Omniscient {
				d[1].Card = game.Hidden // 22: face down until turned
			}
		}
	}
	v.Wagers = e.wagers()
	return v
}

// wagers returns every wager at risk, the placed ones (on the layout) and
// those decisions made, box by box: each initial wager with the split hands
// and doubles on it and its insurance, the side bets, then each behind
// bettor's wagers.
func (e *Engine) wagers() []game.Wager {
	var out []game.Wager
	multi := e.rules.MultiAction
	for s := 1; s <= e.rules.Seats; s++ {
		b := &e.boxes[s]
		add := func(player, id string, a money.Amount) {
			if a > 0 {
				out = append(out, game.Wager{Seat: s, Player: player, ID: id, Amount: a})
			}
		}
		for k := range e.rules.dealerHands() {
			a := e.stake(s, k)
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
		for _, id := range sideIDs {
			add("", id, e.bets.Amount(s, "", id))
		}
		for _, w := range e.bets.Wagers() {
			if w.Seat != s || w.Player == "" {
				continue
			}
			bh := behind{on: [maxHands + 1]bool{1: true}} // before the deal
			if i := slices.IndexFunc(e.behinds, func(b behind) bool { return b.seat == s && b.player == w.Player }); i >= 0 {
				bh = e.behinds[i]
			}
			for id := uint8(1); id <= maxHands; id++ {
				if bh.on[id] {
					add(w.Player, "behind"+suffix(id), w.Amount)
				}
				if bh.doubled[id] {
					add(w.Player, "behind-double"+suffix(id), w.Amount)
				}
			}
			if bh.insured {
				add(w.Player, "behind-insurance", money.Half(w.Amount))
			}
		}
	}
	return out
}
