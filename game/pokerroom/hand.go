package pokerroom

import (
	"fmt"
	"slices"

	"croupier/card"
)

// A Phase is where a hand stands.
type Phase uint8

// The phases of a hand.
const (
	PhaseDeal     Phase = iota // the dealer deals the street's cards
	PhaseBet                   // a betting round (67.88(19))
	PhaseShowdown              // the betting is over: hands are shown or mucked (67.102)
	PhaseOver                  // the pots are awarded
	PhaseDraw                  // a draw: the players stand pat or discard, in turn
)

func (p Phase) String() string {
	return [...]string{"deal", "bet", "showdown", "over", "draw"}[p]
}

// Config is one hand's table: the variant, the players' table stakes
// (67.88(2)) and the forced bets, every amount in chip units (cents at a
// Croupier table, the file's smallest unit for a recorded hand). Players
// are in dealing order: at a button game player 0 is the small blind and
// the last the button; at stud player 0 sits at the dealer's left.
type Config struct {
	Variant Variant
	Stacks  []int64
	// Antes per player (67.88(11)); Blinds per player: a blind or straddle
	// (67.88(9)) where positive, a new player's post where negative (live,
	// without changing who acts first). Heads-up both are reversed, as a
	// recorded hand writes them (the button posts the small blind).
	Antes, Blinds    []int64
	BringIn          int64 // stud's forced bet of the lowest (razz: highest) up card (67.88(10))
	SmallBet, BigBet int64 // fixed limit
	MinBet           int64 // no limit and pot limit: the smallest bet and raise
	Rake             Rake
	// AnteTrimming: a player short of the full ante wins the antes only in
	// proportion to his (PHH's ante_trimming_status); otherwise every ante
	// is in the main pot.
	AnteTrimming bool
	// Strict holds the showdown to 67.102's order (a live table). A
	// recorded hand is replayed with it off: sources log shows in their own
	// order, and a hand shown unknown ("????") may be shown again.
	Strict bool
}

// A Hand is one game of poker (67.88(18)) from the forced bets to the
// awarding of the pots: a state machine of verified operations, each of
// which either applies whole or returns an error and changes nothing.
type Hand struct {
	cfg Config
	v   Variant
	n   int

	stack, bet, contrib []int64 // behind, in front this street, in the pot in all
	folded              []bool
	acted, canRaise     []bool
	faced               []int64 // the bet a player last acted at
	hole                [][]card.Card
	up                  [][]bool
	board               []card.Card
	used                map[card.Card]bool

	phase      Phase
	street     int
	turn       int // the player to act, -1 when none
	current    int64
	fullInc    int64
	raises     int
	aggressor  int  // the last to bet or raise on this street, -1
	lastBettor int  // the last to bet or raise in the hand, -1 (67.102)
	lastStreet int  // the street of lastBettor
	betRound   int  // the street of the last betting round played
	bringIn    int  // the player to bring in on third street, -1
	open       bool // shows are allowed: the betting is over
	shown      []showState
	flopDealt  bool
	result     *Result
	returned   []int64
	ante       []int64 // dead money: never matched, never returned
	exposed    []bool  // folded hands shown at the house's request (67.102)
	log        []Act

	// The draw games: who has stood pat or discarded on this street; the
	// cards left in the stub, and the cards out of play (discarded, folded)
	// that are shuffled into a new stub when it runs short (known ones in
	// reserve, all of them counted in reserveN).
	drawn    []bool
	stub     int
	reserve  []card.Card
	reserveN int
}

// An Act is one verified operation of a hand, as a recorded hand writes it
// (PHH's action notation): the dealer's "dh" (hole cards to Target) and
// "db" (board), a player's "f", "cc", "cbr" (to To), "pb", "sd" (Cards
// discarded, none: stood pat) and "sm" (Cards shown, none: mucked).
type Act struct {
	Player int // 1-based; 0 is the dealer
	Verb   string
	Target int
	Cards  []card.Card
	To     int64
}

// Log returns the hand's operations so far.
func (h *Hand) Log() []Act { return h.log }

type showState uint8

const (
	notShown  showState = iota
	shownPart           // shown with some card unknown: may be shown again (recorded hands)
	shownAll
	mucked
)

// NewHand opens a hand: the antes and blinds are posted (a player short of
// one posts what he has and is all in, 67.95(3)) and the first street waits
// for its cards.
func NewHand(cfg Config) (*Hand, error) {
	v := cfg.Variant
	n := len(cfg.Stacks)
	switch {
	case len(v.Streets) == 0:
		return nil, fmt.Errorf("the hand has no variant")
	case n < 2:
		return nil, fmt.Errorf("a poker game takes at least 2 players, not %d", n)
	case len(cfg.Antes) != n:
		return nil, fmt.Errorf("%d antes for %d players", len(cfg.Antes), n)
	case !v.Stud && len(cfg.Blinds) != n:
		return nil, fmt.Errorf("%d blinds or straddles for %d players", len(cfg.Blinds), n)
	case v.Stud && cfg.BringIn <= 0:
		return nil, fmt.Errorf("%s needs a bring-in", v.Name)
	case v.Structure == FixedLimit && (cfg.SmallBet <= 0 || cfg.BigBet < cfg.SmallBet):
		return nil, fmt.Errorf("fixed limit needs a small bet above 0 and a big bet at least as big: %d and %d", cfg.SmallBet, cfg.BigBet)
	case v.Structure != FixedLimit && cfg.MinBet <= 0:
		return nil, fmt.Errorf("%s needs a minimum bet above 0, not %d", v.Structure, cfg.MinBet)
	}
	if err := cfg.Rake.check(); err != nil {
		return nil, err
	}
	h := &Hand{cfg: cfg, v: v, n: n, turn: -1, aggressor: -1, lastBettor: -1, bringIn: -1, used: map[card.Card]bool{},
		stack: make([]int64, n), bet: make([]int64, n), contrib: make([]int64, n), folded: make([]bool, n),
		acted: make([]bool, n), canRaise: make([]bool, n), faced: make([]int64, n),
		hole: make([][]card.Card, n), up: make([][]bool, n), shown: make([]showState, n), returned: make([]int64, n), ante: make([]int64, n),
		drawn: make([]bool, n), stub: v.deck()}
	antes, blinds := cfg.Antes, cfg.Blinds
	if n == 2 { // heads-up the forced bets are reversed: the button posts the small blind
		antes = []int64{antes[1], antes[0]}
		if !v.Stud {
			blinds = []int64{blinds[1], blinds[0]}
		}
	}
	for p, s := range cfg.Stacks {
		if s <= 0 {
			return nil, fmt.Errorf("player %d's stack is %d: a player sits with chips (67.94)", p+1, s)
		}
		h.stack[p] = s
	}
	for p, a := range antes {
		if a < 0 {
			return nil, fmt.Errorf("player %d's ante is %d", p+1, a)
		}
		a = min(a, h.stack[p])
		h.stack[p] -= a
		h.contrib[p] += a
		h.ante[p] = a
	}
	if !v.Stud {
		for p, b := range blinds {
			if b < 0 {
				b = -b
			}
			b = min(b, h.stack[p])
			h.stack[p] -= b
			h.bet[p] += b
			h.contrib[p] += b
			h.current = max(h.current, h.bet[p])
		}
	}
	return h, nil
}

// Variant returns the hand's variant.
func (h *Hand) Variant() Variant { return h.v }

// Players returns the number of players.
func (h *Hand) Players() int { return h.n }

// Phase returns where the hand stands.
func (h *Hand) Phase() Phase { return h.phase }

// Street returns the index of the street being dealt or bet.
func (h *Hand) Street() int { return h.street }

// Turn returns the player to act in a betting round, or -1.
func (h *Hand) Turn() int { return h.turn }

// Stack returns player p's chips behind.
func (h *Hand) Stack(p int) int64 { return h.stack[p] }

// Bet returns player p's bet on this street.
func (h *Hand) Bet(p int) int64 { return h.bet[p] }

// Committed returns all player p has put in the pot this hand.
func (h *Hand) Committed(p int) int64 { return h.contrib[p] }

// Folded reports whether player p folded (or mucked at the showdown).
func (h *Hand) Folded(p int) bool { return h.folded[p] }

// Board returns the community cards.
func (h *Hand) Board() []card.Card { return h.board }

// Hole returns player p's hole cards (0: a card dealt unknown) and which
// are face up.
func (h *Hand) Hole(p int) ([]card.Card, []bool) { return h.hole[p], h.up[p] }

// Pot returns the chips in the middle: every contribution, this street's
// bets included.
func (h *Hand) Pot() int64 {
	var t int64
	for _, c := range h.contrib {
		t += c
	}
	return t
}

// Result returns the awarded hand, or nil before it is over.
func (h *Hand) Result() *Result { return h.result }

func (h *Hand) cur() Street { return h.v.Streets[h.street] }

// in reports whether p still contests the pot.
func (h *Hand) in(p int) bool { return !h.folded[p] }

// live reports whether p can still act: in, with chips behind.
func (h *Hand) live(p int) bool { return !h.folded[p] && h.stack[p] > 0 }

func (h *Hand) count(f func(int) bool) int {
	k := 0
	for p := range h.n {
		if f(p) {
			k++
		}
	}
	return k
}

// NextHole returns the player to be dealt next on this street, or -1 once
// every player in has his cards (the board comes after).
func (h *Hand) NextHole() int {
	if h.phase != PhaseDeal && !(h.open && h.phase == PhaseShowdown) {
		return -1
	}
	want := h.holeBefore(h.street + 1)
	for p := range h.n {
		if h.in(p) && len(h.hole[p]) < want {
			return p
		}
	}
	return -1
}

// holeBefore is the number of hole cards a player has once streets 0 … s-1
// are dealt.
func (h *Hand) holeBefore(s int) int {
	k := 0
	for _, st := range h.v.Streets[:s] {
		k += len(st.Hole)
	}
	return k
}

func (h *Hand) boardBefore(s int) int {
	k := 0
	for _, st := range h.v.Streets[:s] {
		k += st.Board
	}
	return k
}

// dealing reports whether the dealer is to deal now: the street's cards
// in the deal phase, or the rest of the board in an all-in runout.
func (h *Hand) dealing() bool {
	return h.phase == PhaseDeal
}

// take checks cards for duplicates against every known card dealt and
// among themselves; 0 (unknown) always passes.
func (h *Hand) take(cards []card.Card) error { return h.takeFrom(cards, false) }

// takeFrom is take for cards dealt from the stub: with reshuffle, the
// cards out of play (reserve) are in the new stub and may be dealt again.
func (h *Hand) takeFrom(cards []card.Card, reshuffle bool) error {
	seen := map[card.Card]bool{}
	for _, c := range cards {
		if c == 0 {
			continue
		}
		if !h.v.deals(c) {
			if h.v.ShortDeck && c.Standard() {
				return fmt.Errorf("%v is not a card of the short deck (six to ace)", c)
			}
			return fmt.Errorf("%v is not a card of the deck", c)
		}
		if h.used[c] && !(reshuffle && slices.Contains(h.reserve, c)) || seen[c] {
			return fmt.Errorf("%v is dealt twice", c)
		}
		seen[c] = true
	}
	return nil
}

// reshuffles reports whether dealing k cards takes a new stub: at a draw
// game, when the stub is short, the cards out of play are shuffled into it
// (the discards and the folded hands).
func (h *Hand) reshuffles(k int) bool { return h.v.draws(-1) && k > h.stub }

// consume takes k cards from the stub, reshuffled first when it is short.
func (h *Hand) consume(k int) {
	if h.reshuffles(k) {
		for _, c := range h.reserve {
			delete(h.used, c)
		}
		h.stub += h.reserveN
		h.reserve, h.reserveN = nil, 0
	}
	h.stub = max(0, h.stub-k)
}

// discard puts cards out of play, where a new stub takes them (a draw
// game's: no other game deals enough cards to need one).
func (h *Hand) discard(cards []card.Card) {
	if !h.v.draws(-1) {
		return
	}
	for _, c := range cards {
		if c != 0 {
			h.reserve = append(h.reserve, c)
		}
	}
	h.reserveN += len(cards)
}

// DealHole deals player p his hole cards of this street (67.96(2): an
// all-in player too), in dealing order.
func (h *Hand) DealHole(p int, cards []card.Card) error {
	if !h.dealing() {
		return fmt.Errorf("no cards are dealt now: the hand is at its %s", h.phase)
	}
	st := h.cur()
	if len(st.Hole) == 0 && !st.Draw {
		return fmt.Errorf("street %d deals no hole cards (%d board cards)", h.street+1, st.Board)
	}
	if p < 0 || p >= h.n {
		return fmt.Errorf("there is no player %d", p+1)
	}
	if next := h.NextHole(); next != p {
		if next < 0 {
			return fmt.Errorf("every player in has his cards of street %d", h.street+1)
		}
		return fmt.Errorf("player %d is dealt next, not player %d", next+1, p+1)
	}
	need := h.holeBefore(h.street+1) - len(h.hole[p])
	switch {
	case st.Draw && len(cards) != need:
		return fmt.Errorf("player %d discarded %d cards: he is dealt %d, not %d", p+1, need, need, len(cards))
	case len(cards) != need:
		return fmt.Errorf("street %d deals %d hole cards, not %d", h.street+1, need, len(cards))
	}
	if err := h.takeFrom(cards, h.reshuffles(len(cards))); err != nil {
		return err
	}
	h.consume(len(cards))
	for i, c := range cards {
		if c != 0 {
			h.used[c] = true
		}
		h.hole[p] = append(h.hole[p], c)
		h.up[p] = append(h.up[p], !st.Draw && st.Hole[i]) // a draw's cards come face down
	}
	h.log = append(h.log, Act{Verb: "dh", Target: p + 1, Cards: slices.Clone(cards)})
	h.dealt()
	return nil
}

// DealBoard deals this street's community cards.
func (h *Hand) DealBoard(cards []card.Card) error {
	if !h.dealing() {
		return fmt.Errorf("no cards are dealt now: the hand is at its %s", h.phase)
	}
	st := h.cur()
	if st.Board == 0 {
		return fmt.Errorf("street %d deals no board cards", h.street+1)
	}
	if next := h.NextHole(); next >= 0 {
		return fmt.Errorf("player %d is dealt before the board", next+1)
	}
	if len(cards) != st.Board {
		return fmt.Errorf("street %d deals %d board cards, not %d", h.street+1, st.Board, len(cards))
	}
	if err := h.take(cards); err != nil {
		return err
	}
	h.consume(len(cards))
	for _, c := range cards {
		if c != 0 {
			h.used[c] = true
		}
	}
	h.board = append(h.board, cards...)
	h.log = append(h.log, Act{Verb: "db", Cards: slices.Clone(cards)})
	if h.street == 1 {
		h.flopDealt = true
	}
	h.dealt()
	return nil
}

// dealt moves on once the street's cards are all out: to its betting, or
// in an all-in runout to the next street.
func (h *Hand) dealt() {
	if h.NextHole() >= 0 || len(h.board) < h.boardBefore(h.street+1) {
		return
	}
	if h.open { // the betting is over: the runout goes on
		h.nextStreet()
		return
	}
	h.startBetting()
}

// needsBetting reports whether a betting round is played: two players
// can act, or one faces a bet.
func (h *Hand) needsBetting() bool {
	if h.count(h.live) >= 2 {
		return true
	}
	for p := range h.n {
		if h.live(p) && h.bet[p] < h.current {
			return true
		}
	}
	return false
}

func (h *Hand) betSize() int64 {
	if h.cur().Big {
		return h.cfg.BigBet
	}
	return h.cfg.SmallBet
}

func (h *Hand) startBetting() {
	h.phase = PhaseBet
	for p := range h.n {
		h.acted[p], h.canRaise[p], h.faced[p] = false, true, 0
	}
	h.raises, h.aggressor = 0, -1
	if h.street > 0 {
		h.bringIn = -1
	}
	if h.v.Structure == FixedLimit {
		h.fullInc = h.betSize()
	} else {
		h.fullInc = max(h.cfg.MinBet, h.current)
	}
	if !h.needsBetting() {
		h.endBetting()
		return
	}
	if h.v.Stud && h.street == 0 {
		h.bringIn = h.bringInPlayer()
		if h.live(h.bringIn) {
			h.turn = h.bringIn
			h.betRound = h.street
			return
		}
		h.bringIn = -1
	}
	h.turn = h.nextToAct(h.firstToAct() - 1)
	if h.turn < 0 {
		h.endBetting()
		return
	}
	h.betRound = h.street
}

// firstToAct is the seat the betting round starts from: at a button game
// the player after the largest blind before the flop and the first player
// after it; at stud the best hand showing (razz: the lowest).
func (h *Hand) firstToAct() int {
	if h.v.Stud {
		return h.bestShowing()
	}
	if h.street > 0 {
		return 0
	}
	blinds := h.cfg.Blinds
	if h.n == 2 {
		blinds = []int64{blinds[1], blinds[0]}
	}
	big, at := int64(0), -1
	for p, b := range blinds {
		if b > 0 && b >= big {
			big, at = b, p
		}
	}
	return (at + 1) % h.n
}

// nextToAct returns the first player after from (clockwise) who still has
// to act on this street, or -1.
func (h *Hand) nextToAct(from int) int {
	for i := 1; i <= h.n; i++ {
		p := ((from+i)%h.n + h.n) % h.n
		if h.live(p) && (!h.acted[p] || h.bet[p] < h.current) {
			return p
		}
	}
	return -1
}

// endBetting closes a betting round: with one player left he wins; after
// the last street, or when no more than one player can bet, the showdown
// opens (and in an all-in runout the dealing goes on).
func (h *Hand) endBetting() {
	h.turn = -1
	h.returnUncalled()
	for p := range h.n {
		h.bet[p] = 0
	}
	h.current = 0
	if h.count(h.in) == 1 {
		h.award()
		return
	}
	// The showdown opens after the last street, or once no more than one
	// player can bet; at a draw game not before the last draw, which changes
	// the hands (an all-in player draws too).
	if h.street == len(h.v.Streets)-1 || h.count(h.live) <= 1 && !h.v.draws(h.street) {
		h.open = true
	}
	h.nextStreet()
}

// returnUncalled hands back the part of the round's largest bet that
// nobody matched (67.103(2)): the antes are dead and never returned.
func (h *Hand) returnUncalled() {
	top, second, at := int64(0), int64(0), -1
	for p, b := range h.bet {
		switch {
		case b > top:
			second, top, at = top, b, p
		case b > second:
			second = b
		}
	}
	if at < 0 || top == second {
		return
	}
	back := top - second
	h.bet[at] -= back
	h.contrib[at] -= back
	h.stack[at] += back
	h.returned[at] += back
}

// nextStreet moves to the next street's dealing, or after the last to the
// showdown.
func (h *Hand) nextStreet() {
	if h.street == len(h.v.Streets)-1 {
		h.phase = PhaseShowdown
		h.open = true
		h.maybeDone()
		return
	}
	h.street++
	h.stub = max(0, h.stub-1) // a card burned before the street's cards (67.88(4))
	h.phase = PhaseDeal
	if h.cur().Draw {
		clear(h.drawn)
		h.phase = PhaseDraw
	}
}
