package blackjack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"croupier/card"
	"croupier/game"
	"croupier/money"
)

// Pay tables of sections 21, 21.1, 21.4 and 25. The progressive (21.2) and
// sevens (21.3) tables are in side.go.
var (
	payEven      = money.To(1, 1) // 18, 21
	payBlackjack = money.To(3, 2) // 21
	payThree7s   = money.To(3, 2) // 18.1(1), 21 (ruling B5)
	paySuited678 = money.To(2, 1) // 18.1(2), 21 (ruling B5)
	payInsurance = money.To(2, 1) // 25(2)
	payTwelve16  = money.To(1, 1) // 21.1
	payAces8s    = money.To(2, 1) // 21.1: two aces or two eights
	payOverUnder = money.To(1, 1) // 21.4
)

// Side bet ids (21.1–21.4), in the order they settle.
const (
	TwelveSixteen = "twelve-sixteen"
	Progressive   = "progressive"
	Sevens        = "sevens"
	Over13        = "over-13"
	Under13       = "under-13"
)

// sideIDs are the side bets' wager ids.
var sideIDs = [nSide]string{TwelveSixteen, Progressive, Sevens, Over13, Under13}

const nSide = 5

// sideOption is the side-bets value that offers each side bet.
var sideOption = [nSide]string{TwelveSixteen, Progressive, Sevens, "over-under", "over-under"}

// sideSection is each side bet's section.
var sideSection = [nSide]string{"21.1", "21.2", "21.3", "21.4", "21.4"}

// fixed is the amount of the $1 side bets (21.2, 21.3); 0 for the others.
var fixed = [nSide]money.Amount{0, 100, 100, 0, 0}

func boolOpt(name string, def bool, section, doc string) game.OptionSpec {
	return game.OptionSpec{Name: name, Type: game.TypeBool, Default: def, Section: section, Doc: doc}
}

func intOpt(name string, def, lo, hi int64, section, doc string) game.OptionSpec {
	return game.OptionSpec{Name: name, Type: game.TypeInt, Default: def, Min: game.Int64(lo), Max: game.Int64(hi), Section: section, Doc: doc}
}

func decksOpt(section string) game.OptionSpec {
	return intOpt("decks", 6, 1, 8, section, "decks in the shoe, 1 to 8")
}

func seatsOpt(section string) game.OptionSpec {
	o := game.OptSeats
	o.Max = game.Int64(7)
	o.Section = section
	o.Doc = "betting boxes on the layout; cards are dealt to at most 7 seated players (" + section + ")"
	return o
}

// Spec is Blackjack's catalog entry (games.md `blackjack`); its options are
// what New accepts.
var Spec = func() game.Spec {
	return game.Spec{
		ID:        "blackjack",
		Name:      "Blackjack",
		Sections:  "13–26.1",
		Available: true,
		Seats:     "up to 7 seated players; standing players may wager behind (16)",
		Outcome:   game.OutcomeCards,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			decksOpt("13"),
			seatsOpt("16"),
			game.OptPenetration,
			game.OptFirstRound,
			boolOpt("stand-soft-17", false, "26", "the dealer stands on soft 17; by default he hits soft 17 (ruling B1)"),
			boolOpt("peek", false, "22, 26", "the dealer takes his second card face down right after the players' second cards and a Blackjack ends the round at once; by default he has no hole card"),
			boolOpt("double-any", false, "26.1(1)", "double also on 2–8 and 12–20; by default only on 9, 10 and 11 (23)"),
			intOpt("split-hands", 2, 2, 5, "26.1(2)", "most hands a split may make: 2 is one split, 5 is up to 4 splits (ruling B2)"),
			boolOpt("double-after-split", false, "26.1(3)", "a split hand may be doubled"),
			boolOpt("bonus-7s-678", false, "18.1", "three 7s pay 3 to 2 and a suited 6-7-8 pays 2 to 1 whatever the dealer's total (21, rulings B4, B5)"),
			{Name: "side-bets", Type: game.TypeList, Default: []string{}, Values: []string{TwelveSixteen, Progressive, Sevens, "over-under"}, Section: "21.1–21.4",
				Doc: "side bets offered at the table (default none)"},
			intOpt("progressive-table", 1, 1, 3, "21.2", "which of the three pay tables of 21.2 the progressive wager pays by"),
			{Name: "jackpot", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "21.2",
				Doc: "the progressive jackpot in cents when the table opens; percentage awards are paid from it, and no-more-bets may tell a round the current amount"},
			{Name: "seed", Type: game.TypeCents, Default: int64(0), Min: game.Int64(0), Section: "21.2",
				Doc: "what a 100% award resets the jackpot to, in cents; 0: the jackpot the table opened with (ruling G2)"},
		},
		Wagers: []game.WagerSpec{
			{ID: "main", Section: "17–21", Required: true, Pays: "1 to 1; Blackjack 3 to 2; with bonus-7s-678, three 7s 3 to 2 and a suited 6-7-8 2 to 1",
				Doc: "the initial wager on the box's hand; with the behind wagers on it, at most the table maximum (9, 16)"},
			{ID: TwelveSixteen, Section: "21.1", Rule: money.Rule{AtMost: "main"}, Pays: "1 to 1; two aces or two eights 2 to 1",
				Doc: "the first 2 cards total 12 to 16 (ruling B6); at most main; offered with side-bets"},
			{ID: Progressive, Section: "21.2", Rule: money.Rule{Fixed: 100}, Pays: "see 21.2 table",
				Doc: "$1 on the first cards of the box's first hand, by the table chosen with progressive-table (ruling B7); offered with side-bets"},
			{ID: Sevens, Section: "21.3", Rule: money.Rule{Fixed: 100}, Pays: "see 21.3 table",
				Doc: "$1: one, two or three 7s among the first 3 cards (ruling B8); offered with side-bets"},
			{ID: Over13, Section: "21.4", Pays: "1 to 1",
				Doc: "the first 2 cards total more than 13, aces 1; exactly 13 loses (ruling B9); offered with over-under in side-bets"},
			{ID: Under13, Section: "21.4", Pays: "1 to 1",
				Doc: "the first 2 cards total less than 13, aces 1; exactly 13 loses (ruling B9); offered with over-under in side-bets"},
			{ID: "behind", Section: "16", Player: true, Pays: "as the seated player's hand",
				Doc: `a standing player's wager on a seated player's hand, given with "player"; several per box, all within the per-hand maximum with main`},
			{ID: "insurance", Section: "25", Decision: true, Pays: "2 to 1",
				Doc: "half of main, rounded down to the cent (ruling B10), when the dealer's first card is an ace"},
			{ID: "double", Section: "23, 26.1(1)", Decision: true, Rule: money.Rule{Equal: "main"}, Pays: "1 to 1 (a bonus hand at its bonus odds, B13)",
				Doc: "doubling down: equal to the hand's wager, for one more card; withdrawn against a dealer Blackjack (20)"},
			{ID: "main.N", Section: "24, 26.1(2)", Decision: true, Rule: money.Rule{Equal: "main"}, Pays: "1 to 1 (no Blackjack after a split)",
				Doc: "split hands main.2, main.3 … in the order formed, each equal to main (24(2)); withdrawn against a dealer Blackjack (20)"},
			{ID: "double.N", Section: "26.1(3)", Decision: true, Rule: money.Rule{Equal: "main"}, Pays: "1 to 1",
				Doc: "the double of split hand main.N, with double-after-split"},
			{ID: "behind.N", Section: "16, 24", Decision: true, Pays: "as the seated player's split hand",
				Doc: "a behind wager that followed a split, on hand main.N"},
			{ID: "behind-double", Section: "16, 23", Decision: true, Pays: "1 to 1",
				Doc: "a behind wager's double, when the bettor follows the seated player's double"},
			{ID: "behind-double.N", Section: "16, 26.1(3)", Decision: true, Pays: "1 to 1",
				Doc: "a behind wager's double on split hand main.N"},
			{ID: "behind-insurance", Section: "16, 25", Decision: true, Pays: "2 to 1",
				Doc: "a behind bettor's insurance, half of the behind wager, when the seated player insures"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "insure", Section: "25", Doc: `take insurance, each box with a main wager in seat order, when the dealer's first card is an ace; a behind bettor (with "player") after his seated player insures`},
			{Act: "decline", Section: "16, 25", Default: true,
				Doc: "decline insurance; for a behind bettor, also decline to follow a split or double (the behind wager stays on the first hand with its amount, ruling B11)"},
			{Act: "hit", Section: "22", Doc: "take a card; not on a hard 21 or a Blackjack"},
			{Act: "stand", Section: "22", Doc: "take no more cards"},
			{Act: "double", Section: "23, 26.1(1)", Doc: "double the hand's wager and take exactly one card"},
			{Act: "split", Section: "24, 26.1(2)", Doc: "split two cards of the same value into two hands (ruling B3)"},
			{Act: "follow", Section: "16", Args: []string{"player"}, Doc: "a behind bettor follows the seated player's split or double with the extra amount"},
		},
		Dealer: []string{"no-more-bets", "next-round"},
		Notes:  "play order: boxes in seat order, a box's hands left to right, a re-split hand played right after the hand it came from (24(3))",
	}
}()

// MultiActionSpec is Multi-Action Blackjack's catalog entry (games.md
// `multi-action-blackjack`).
var MultiActionSpec = func() game.Spec {
	return game.Spec{
		ID:        "multi-action-blackjack",
		Name:      "Multi-Action Blackjack",
		Sections:  "26.2–26.7",
		Available: true,
		Seats:     "up to 7 seated players (16, 26.2)",
		Outcome:   game.OutcomeCards,
		Options: []game.OptionSpec{
			game.OptMin,
			game.OptMax,
			decksOpt("13, 26.2"),
			seatsOpt("16, 26.2"),
			game.OptPenetration,
			game.OptFirstRound,
			intOpt("min-wagers", 3, 2, 3, "26.4", "the fewest of hand-1, hand-2, hand-3 a player must place, 2 or 3"),
			boolOpt("stand-soft-17", false, "26, 26.2", "the dealer stands on soft 17; by default he hits soft 17 (ruling B1)"),
			boolOpt("double-any", false, "26.1(1), 26.2", "double also on 2–8 and 12–20; by default only on 9, 10 and 11 (23)"),
			intOpt("split-hands", 2, 2, 5, "26.1(2), 26.2", "most hands a split may make: 2 is one split, 5 is up to 4 splits (ruling B2)"),
			boolOpt("double-after-split", false, "26.1(3), 26.2", "a split hand may be doubled"),
			boolOpt("bonus-7s-678", false, "18.1, 26.2", "three 7s pay 3 to 2 and a suited 6-7-8 pays 2 to 1 whatever the dealer's total (21, rulings B4, B5)"),
		},
		Wagers: []game.WagerSpec{
			{ID: "hand-1", Section: "26.3, 26.5", Pays: "1 to 1; Blackjack 3 to 2", Doc: "the player's hand against dealer hand 1"},
			{ID: "hand-2", Section: "26.3, 26.5", Pays: "1 to 1; Blackjack 3 to 2", Doc: "the player's hand against dealer hand 2"},
			{ID: "hand-3", Section: "26.3, 26.5", Pays: "1 to 1; Blackjack 3 to 2", Doc: "the player's hand against dealer hand 3; at least min-wagers of the three are placed (26.4)"},
			{ID: "insurance-N", Section: "25, 26.2", Decision: true, Pays: "2 to 1",
				Doc: "half of hand-N, settled against dealer hand N; one insure covers every wager"},
			{ID: "double-N", Section: "26.6", Decision: true, Pays: "1 to 1",
				Doc: "a double adds its amount to every wager: double-N equals hand-N"},
			{ID: "hand-N.M", Section: "24, 26.6", Decision: true, Pays: "1 to 1 (no Blackjack after a split)",
				Doc: "split hand M (2, 3 …) of wager N, equal to hand-N"},
			{ID: "double-N.M", Section: "26.1(3), 26.6", Decision: true, Pays: "1 to 1",
				Doc: "the double of split hand hand-N.M, with double-after-split"},
		},
		Decisions: []game.DecisionSpec{
			{Act: "insure", Section: "25, 26.2", Doc: "take insurance on every wager when the dealer's up card is an ace"},
			{Act: "decline", Section: "25, 26.2", Default: true, Doc: "decline insurance"},
			{Act: "hit", Section: "22, 26.2", Doc: "take a card; not on a hard 21 or a Blackjack"},
			{Act: "stand", Section: "22, 26.2", Doc: "take no more cards"},
			{Act: "double", Section: "23, 26.6", Doc: "double every wager and take exactly one card"},
			{Act: "split", Section: "24, 26.6", Doc: "split the hand, adding a wager for each initial wager"},
		},
		Dealer: []string{"no-more-bets", "next-round"},
		Notes:  "after the players the dealer completes hand 1 (dealer-1), settles hand-1, keeps his first card and completes hand 2, then hand 3 (26.7)",
	}
}()

// Game is Blackjack's catalog entry with its constructor.
var Game = game.Game{Spec: Spec, Analyze: Analyze, Decide: Decide, New: func(t game.Table, tape *game.Tape) (game.Engine, error) {
	return New(RulesOf(t), tape)
}}

// MultiAction is Multi-Action Blackjack's catalog entry with its constructor.
var MultiAction = game.Game{Spec: MultiActionSpec, Analyze: AnalyzeMultiAction, Decide: DecideMultiAction, New: func(t game.Table, tape *game.Tape) (game.Engine, error) {
	return New(MultiActionRulesOf(t), tape)
}}

// Rules are a Blackjack or Multi-Action Blackjack table's options.
type Rules struct {
	Decks            int          // 13: 1 to 8
	Limits           money.Limits // 3, 9: the maximum is per hand
	Seats            int          // 16: betting boxes, at most 7
	Penetration      float64      // 8, ruling G6
	FirstRound       string       // 10: "off", "refuse" or "minimum"
	StandSoft17      bool         // 26: the dealer stands on soft 17 (by default he hits it, B1)
	Peek             bool         // 22, 26: the dealer's second card face down after the players' second cards
	DoubleAny        bool         // 26.1(1)
	SplitHands       int          // 26.1(2): the most hands one box may have, 2 to 5 (B2)
	DoubleAfterSplit bool         // 26.1(3)
	Bonus            bool         // 18.1: the 7-7-7 and suited 6-7-8 bonuses
	SideBets         []string     // 21.1–21.4: twelve-sixteen, progressive, sevens, over-under
	ProgressiveTable int          // 21.2: pay table 1, 2 or 3
	Jackpot          money.Amount // 21.2: the progressive jackpot when the table opens
	Seed             money.Amount // G2: what a 100% award resets it to; 0 is Jackpot

	// MultiAction plays 26.2–26.7: two or three wagers (hand-1 … hand-3) on
	// the one player hand against as many dealer hands.
	MultiAction bool
	MinWagers   int // 26.4: 2 or 3
}

// RulesOf reads Blackjack rules from checked table options.
func RulesOf(t game.Table) Rules {
	return Rules{
		Decks:            int(t.Int("decks")),
		Limits:           t.Limits(),
		Seats:            int(t.Int("seats")),
		Penetration:      t.Fraction("penetration"),
		FirstRound:       t.String("first-round-only"),
		StandSoft17:      t.Bool("stand-soft-17"),
		Peek:             t.Bool("peek"),
		DoubleAny:        t.Bool("double-any"),
		SplitHands:       int(t.Int("split-hands")),
		DoubleAfterSplit: t.Bool("double-after-split"),
		Bonus:            t.Bool("bonus-7s-678"),
		SideBets:         t.List("side-bets"),
		ProgressiveTable: int(t.Int("progressive-table")),
		Jackpot:          money.Amount(t.Int("jackpot")),
		Seed:             money.Amount(t.Int("seed")),
	}
}

// jackpot is the progressive jackpot as the table opens (G2).
func (r Rules) jackpot() game.Jackpot {
	seed := r.Seed
	if seed == 0 {
		seed = r.Jackpot
	}
	return game.Jackpot{Amount: r.Jackpot, Seed: seed}
}

// MultiActionRulesOf reads Multi-Action Blackjack rules from checked table
// options.
func MultiActionRulesOf(t game.Table) Rules {
	return Rules{
		Decks:            int(t.Int("decks")),
		Limits:           t.Limits(),
		Seats:            int(t.Int("seats")),
		Penetration:      t.Fraction("penetration"),
		FirstRound:       t.String("first-round-only"),
		StandSoft17:      t.Bool("stand-soft-17"),
		DoubleAny:        t.Bool("double-any"),
		SplitHands:       int(t.Int("split-hands")),
		DoubleAfterSplit: t.Bool("double-after-split"),
		Bonus:            t.Bool("bonus-7s-678"),
		MultiAction:      true,
		MinWagers:        int(t.Int("min-wagers")),
	}
}

// Validate reports whether the by-law allows r; the error names the option
// and cites the section.
func (r Rules) Validate() error {
	bad := func(option, section, format string, args ...any) error {
		return &game.OptionError{Option: option, Msg: fmt.Sprintf(format, args...), Section: section}
	}
	if err := r.Limits.Validate(); err != nil {
		return bad("max", "3", "%v", err)
	}
	switch {
	case r.Decks < 1 || r.Decks > 8:
		return bad("decks", "13", "blackjack is played with 1 to 8 decks, not %d", r.Decks)
	case r.Seats < 1 || r.Seats > maxSeats:
		return bad("seats", "16", "cards are dealt to at most %d seated players, not %d", maxSeats, r.Seats)
	case r.SplitHands < 2 || r.SplitHands > maxHands:
		return bad("split-hands", "26.1(2)", "a hand splits into 2 to %d hands (up to 4 splits), not %d", maxHands, r.SplitHands)
	case r.MultiAction && (r.MinWagers < 2 || r.MinWagers > maxWagers):
		return bad("min-wagers", "26.4", "the minimum number of wagers is 2 or 3, not %d", r.MinWagers)
	case r.MultiAction && r.Peek:
		return bad("peek", "26.2", "Multi-Action Blackjack has no peek")
	case r.MultiAction && len(r.SideBets) > 0:
		return bad("side-bets", "26.2", "Multi-Action Blackjack offers no side bets")
	case r.Jackpot < 0:
		return bad("jackpot", "21.2", "the progressive jackpot %d is negative", r.Jackpot)
	case r.Seed < 0:
		return bad("seed", "21.2", "the jackpot's seed %d is negative", r.Seed)
	}
	if r.offers(Progressive) && (r.ProgressiveTable < 1 || r.ProgressiveTable > 3) {
		return bad("progressive-table", "21.2", "the progressive wager pays by table 1, 2 or 3, not %d", r.ProgressiveTable)
	}
	for _, s := range r.SideBets {
		if !slices.Contains(sideOption[:], s) {
			return bad("side-bets", "21.1–21.4", "%q is not a side bet of 21.1–21.4", s)
		}
	}
	return nil
}

// offers reports whether the table offers side bet option name (side-bets).
func (r Rules) offers(name string) bool { return slices.Contains(r.SideBets, name) }

func (r Rules) shoe() card.Shoe {
	return card.NewShoe(card.Standard(r.Decks), r.Decks, card.Policy{Penetration: r.Penetration})
}

// dealerHands is the number of dealer hands: 3 at Multi-Action (26.3, 26.7),
// else 1.
func (r Rules) dealerHands() int {
	if r.MultiAction {
		return maxWagers
	}
	return 1
}

// section is the section listing the game's wagers.
func (r Rules) section() string {
	if r.MultiAction {
		return "26.5"
	}
	return "17"
}

// handGroup is the wagers on a box's hand, which the table maximum bounds
// together (9, 16).
const handGroup = "hand (main and behind)"

// betting is how a table takes wagers in its boxes (16): main, the side bets
// it offers and the behind wagers (17, 21.1–21.4, 16), main and the behind
// wagers on it within the maximum per hand (9); at Multi-Action hand-1 …
// hand-3 (26.5).
func (r Rules) betting() game.Betting {
	b := game.Betting{
		Limits: r.Limits, Scope: money.PerHand, Seats: r.Seats, SeatSection: "16", Section: r.section(),
		Before: "before the first card is dealt", GroupSection: "9, 16", FirstRound: r.FirstRound, Lookup: r.lookup,
	}
	if r.MultiAction {
		b.Offer = initialIDs[:]
		return b
	}
	b.Offer = []string{"main"}
	for j, id := range sideIDs {
		if r.offers(sideOption[j]) {
			b.Offer = append(b.Offer, id)
		}
	}
	b.Offer = append(b.Offer, "behind")
	return b
}

// lookup says what a placed wager is at this table, or why it takes no such
// wager: a side bet it does not offer, a wager made by a decision, an
// unknown id.
func (r Rules) lookup(id string) (game.Bet, error) {
	j := slices.Index(sideIDs[:], id)
	switch {
	case r.MultiAction && slices.Contains(initialIDs[:], id):
		return game.Bet{ID: id, Section: "26.5", LimitSection: "26.5"}, nil
	case r.MultiAction: // no side bets or behind wagers (26.2)
	case id == "main":
		return game.Bet{ID: id, Section: "17", LimitSection: "17", Group: handGroup}, nil
	case id == "behind":
		return game.Bet{ID: id, Section: "16", Needs: "main", Group: handGroup, Behind: true}, nil
	case j >= 0 && !r.offers(sideOption[j]):
		return game.Bet{}, game.Rulef(sideSection[j], "this table does not offer the %s wager (side-bets)", id)
	case j >= 0:
		rule := money.Rule{Fixed: fixed[j]}
		if id == TwelveSixteen {
			rule.AtMost = "main" // 21.1: not greater than the initial wager
		}
		return game.Bet{ID: id, Section: sideSection[j], LimitSection: sideSection[j], Rule: rule, Needs: "main"}, nil
	}
	switch {
	case decisionMade(r.MultiAction, id):
		return game.Bet{}, game.Rulef(r.section(), "the %s wager is made by a decision, not placed", id)
	case r.MultiAction:
		return game.Bet{}, game.Rulef("26.5", "Multi-Action Blackjack has no wager %q (its wagers are hand-1, hand-2 and hand-3)", id)
	}
	return game.Bet{}, game.Rulef("17", "Blackjack has no wager %q (its wagers are main, behind and the side bets twelve-sixteen, progressive, sevens, over-13, under-13)", id)
}

// decisionMade reports whether id names a wager made by a decision at this
// game (insurance, doubles, split hands, what behind bettors follow), never
// placed.
func decisionMade(multi bool, id string) bool {
	base, n, dotted := strings.Cut(id, ".")
	if dotted {
		if v, err := strconv.Atoi(n); err != nil || v < 2 || v > maxHands || strconv.Itoa(v) != n {
			return false
		}
	}
	if multi {
		for _, p := range []string{"hand-", "double-", "insurance-"} {
			if k, ok := strings.CutPrefix(base, p); ok && len(k) == 1 && k[0] >= '1' && k[0] <= '0'+maxWagers {
				return p == "double-" || (p == "hand-") == dotted
			}
		}
		return false
	}
	switch base {
	case "main", "behind":
		return dotted
	case "insurance", "behind-insurance":
		return !dotted
	case "double", "behind-double":
		return true
	}
	return false
}
