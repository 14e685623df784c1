package card_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"croupier/card"
)

// The notation of the spec (README "Notation"): rank 2–9, T, J, Q, K, A and
// suit c, d, h, s. Written out here rather than taken from the package.
var (
	notationRanks = []string{"2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"}
	notationSuits = []string{"c", "d", "h", "s"}
)

// allNotation returns the 52 standard cards' notation in rank-major order,
// 2c 2d 2h 2s 3c … As, with each card's rank value (2–14) and suit.
func allNotation() (names []string, ranks []card.Rank, suits []card.Suit) {
	for ri, r := range notationRanks {
		for si, s := range notationSuits {
			names = append(names, r+s)
			ranks = append(ranks, card.Rank(ri+2))
			suits = append(suits, card.Suit(si))
		}
	}
	return names, ranks, suits
}

func TestParseStringAllCards6(t *testing.T) {
	names, ranks, suits := allNotation()
	if len(names) != 52 {
		t.Fatalf("built %d names, want 52", len(names))
	}
	seen := map[card.Card]string{}
	for i, name := range names {
		c, err := card.Parse(name)
		if err != nil {
			t.Errorf("Parse(%q): %v", name, err)
			continue
		}
		if !c.Standard() || !c.Valid() {
			t.Errorf("Parse(%q) = %d: Standard %v Valid %v, want both true", name, c, c.Standard(), c.Valid())
		}
		if c.Rank() != ranks[i] || c.Suit() != suits[i] {
			t.Errorf("Parse(%q): rank %d suit %d, want rank %d suit %d", name, c.Rank(), c.Suit(), ranks[i], suits[i])
		}
		if got := c.String(); got != name {
			t.Errorf("Parse(%q).String() = %q", name, got)
		}
		if n := card.New(ranks[i], suits[i]); n != c {
			t.Errorf("New(%d, %d) = %v, want %v", ranks[i], suits[i], n, c)
		}
		if prev, dup := seen[c]; dup {
			t.Errorf("Parse(%q) and Parse(%q) are both card %d", prev, name, c)
		}
		seen[c] = name
	}
	if len(seen) != 52 {
		t.Errorf("%d distinct cards, want 52", len(seen))
	}

	j, err := card.Parse("Jk")
	if err != nil {
		t.Fatalf("Parse(Jk): %v", err)
	}
	if j != card.Joker || j.String() != "Jk" || !j.Valid() || j.Standard() || j.Rank() != 0 {
		t.Errorf("joker: got %d %q valid %v standard %v rank %d", j, j, j.Valid(), j.Standard(), j.Rank())
	}
	if _, dup := seen[j]; dup {
		t.Errorf("the joker has the value of a standard card")
	}
}

// The values are documented as stable (they may be stored): 1–52 in notation
// order, 53 the joker.
func TestCardValuesStable(t *testing.T) {
	for _, tc := range []struct {
		s string
		v uint8
	}{
		{"2c", 1}, {"2d", 2}, {"2h", 3}, {"2s", 4}, {"3c", 5},
		{"9s", 32}, {"Tc", 33}, {"Jd", 38}, {"Qh", 43}, {"Ks", 48},
		{"Ac", 49}, {"As", 52}, {"Jk", 53},
	} {
		c, err := card.Parse(tc.s)
		if err != nil || uint8(c) != tc.v {
			t.Errorf("Parse(%q) = %d, %v; want %d", tc.s, uint8(c), err, tc.v)
		}
	}
	for _, v := range []uint8{0, 54, 99, 255} {
		c := card.Card(v)
		if c.Valid() || c.Standard() {
			t.Errorf("Card(%d): Valid %v Standard %v, want false", v, c.Valid(), c.Standard())
		}
		if c.String() != "??" {
			t.Errorf("Card(%d).String() = %q, want ??", v, c.String())
		}
	}
}

func TestParseCaseAndSpaces(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  as ", "As"},
		{"TD", "Td"},
		{"td", "Td"},
		{" tD\t", "Td"},
		{"AS", "As"},
		{"aS", "As"},
		{"jk", "Jk"},
		{"JK", "Jk"},
		{"jK", "Jk"},
		{" Jk ", "Jk"},
		{"\t7h\n", "7h"},
		{"kC", "Kc"},
		{"qh", "Qh"},
		{"Jh", "Jh"}, // jack of hearts, not the joker
		{"js", "Js"},
	} {
		c, err := card.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if c.String() != tc.want {
			t.Errorf("Parse(%q) = %s, want %s", tc.in, c, tc.want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{
		"10h", "1s", "Ax", "", "A", "Ass", "??",
		"  ", "0s", "Xs", "As ,", "A s", "Kk", "kj", "Jkr", "JJ", "ss",
		"1c", "11c", "Ts2", "Aş", "♠A", "A♠", "Jo", "JOKER", "\x00s",
	} {
		c, err := card.Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", in, c)
			continue
		}
		if c != 0 {
			t.Errorf("Parse(%q) returned card %d with its error, want 0", in, c)
		}
		if !errors.Is(err, card.ErrSyntax) {
			t.Errorf("Parse(%q): error %v does not wrap ErrSyntax", in, err)
		}
		var se *card.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q): error %T is not a *SyntaxError", in, err)
			continue
		}
		if se.Pos != 0 {
			t.Errorf("Parse(%q): Pos %d, want 0", in, se.Pos)
		}
		if se.Token != in {
			t.Errorf("Parse(%q): Token %q, want the input", in, se.Token)
		}
	}
}

func TestParseList(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"As Kd Qh", "As Kd Qh"},
		{"As,Kd, Qh", "As Kd Qh"},
		{" as\tkd\nqh ", "As Kd Qh"},
		{"jk,,2c", "Jk 2c"},
		{"Td", "Td"},
		{"As As As", "As As As"}, // a list may repeat a card: the shoe judges that
	} {
		cs, err := card.ParseList(tc.in)
		if err != nil {
			t.Errorf("ParseList(%q): %v", tc.in, err)
			continue
		}
		if got := card.Format(cs); got != tc.want {
			t.Errorf("ParseList(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := strings.Join(card.Strings(cs), " "); got != tc.want {
			t.Errorf("Strings(ParseList(%q)) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestParseListErrorPosition(t *testing.T) {
	for _, tc := range []struct {
		in    string
		pos   int
		token string
	}{
		{"As Kd Xx", 2, "Xx"},
		{"Xx Kd", 0, "Xx"},
		{"As, 10h, Kd", 1, "10h"},
		{"As,Kd,Qh,Jh,1s", 4, "1s"},
		{"  As   Kd   Ass  ", 2, "Ass"},
		{"As\tKd\n??", 2, "??"},
		{"As Kd Qh A", 3, "A"},
	} {
		cs, err := card.ParseList(tc.in)
		if err == nil {
			t.Errorf("ParseList(%q) = %v, want an error", tc.in, cs)
			continue
		}
		if cs != nil {
			t.Errorf("ParseList(%q) returned cards %v with its error", tc.in, cs)
		}
		var se *card.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseList(%q): error %T is not a *SyntaxError", tc.in, err)
			continue
		}
		if se.Pos != tc.pos || se.Token != tc.token {
			t.Errorf("ParseList(%q): token %d %q, want token %d %q", tc.in, se.Pos, se.Token, tc.pos, tc.token)
		}
		if !errors.Is(err, card.ErrSyntax) {
			t.Errorf("ParseList(%q): error does not wrap ErrSyntax", tc.in)
		}
		// The spec: the error names the bad token and its position.
		msg := err.Error()
		if !strings.Contains(msg, strconv.Quote(tc.token)) || !strings.Contains(msg, strconv.Itoa(tc.pos)) {
			t.Errorf("ParseList(%q): message %q does not name token %d %q", tc.in, msg, tc.pos, tc.token)
		}
	}
}

func TestMustParseListPanics(t *testing.T) {
	if got := card.Format(card.MustParseList("As kd")); got != "As Kd" {
		t.Errorf("MustParseList(As kd) = %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustParseList(As Xx) did not panic")
		}
	}()
	card.MustParseList("As Xx")
}

func TestTextRoundTrip(t *testing.T) {
	names, _, _ := allNotation()
	names = append(names, "Jk")
	for _, name := range names {
		c, err := card.Parse(name)
		if err != nil {
			t.Fatalf("Parse(%q): %v", name, err)
		}
		b, err := c.MarshalText()
		if err != nil {
			t.Errorf("%s.MarshalText: %v", name, err)
			continue
		}
		if string(b) != name {
			t.Errorf("%s.MarshalText = %q", name, b)
		}
		var back card.Card
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, c)
		}
		var lower card.Card
		if err := lower.UnmarshalText([]byte(strings.ToLower(name))); err != nil || lower != c {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", strings.ToLower(name), lower, err, c)
		}
	}
}

func TestTextInvalid(t *testing.T) {
	for _, v := range []uint8{0, 54, 200, 255} {
		b, err := card.Card(v).MarshalText()
		if err == nil {
			t.Errorf("Card(%d).MarshalText = %q, want an error", v, b)
		}
	}
	for _, in := range []string{"", "??", "10h", "Ax", "As Kd"} {
		c := card.New(card.King, card.Hearts)
		if err := c.UnmarshalText([]byte(in)); err == nil || !errors.Is(err, card.ErrSyntax) {
			t.Errorf("UnmarshalText(%q): err %v, want a syntax error", in, err)
		}
		if c != card.New(card.King, card.Hearts) {
			t.Errorf("UnmarshalText(%q) changed the card to %v on error", in, c)
		}
	}
}

// Cards are written in the notation in JSON too (the replay script and its
// result), also inside slices, which encoding/json would otherwise encode as
// base64 because a Card is a byte.
func TestJSON(t *testing.T) {
	type hand struct {
		Up    card.Card   `json:"up"`
		Cards []card.Card `json:"cards"`
	}
	h := hand{Up: card.Joker, Cards: card.MustParseList("As Td 2c")}
	b, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"up":"Jk","cards":["As","Td","2c"]}`
	if string(b) != want {
		t.Errorf("Marshal = %s, want %s", b, want)
	}
	var back hand
	if err := json.Unmarshal([]byte(`{"up":"jk","cards":[" as","TD","2c"]}`), &back); err != nil {
		t.Fatal(err)
	}
	if back.Up != card.Joker || card.Format(back.Cards) != "As Td 2c" {
		t.Errorf("Unmarshal = %v %v", back.Up, back.Cards)
	}
	if err := json.Unmarshal([]byte(`{"cards":["As","Xx"]}`), &back); err == nil {
		t.Error("Unmarshal of a bad card in a slice: no error")
	}
	if _, err := json.Marshal([]card.Card{card.New(card.Ace, card.Spades), 0}); err == nil {
		t.Error("Marshal of the zero card: no error")
	}
}
