package auth

import (
	"strings"
	"testing"
)

func TestHashVerify(t *testing.T) {
	h := Hash("correct horse", Fast)
	if !strings.HasPrefix(h, "$argon2id$v=19$m=1024,t=1,p=1$") {
		t.Fatalf("encoded hash %q", h)
	}
	if err := Verify("correct horse", h); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"correct horsE", "", "correct horse "} {
		if Verify(bad, h) == nil {
			t.Errorf("%q matched", bad)
		}
	}
	if h1, h2 := Hash("x", Fast), Hash("x", Fast); h1 == h2 {
		t.Error("two hashes of one password are equal: no salt")
	}
	for _, enc := range []string{"", "$argon2id$", "$bcrypt$v=1$m=1,t=1,p=1$AA$AA", h[:len(h)-3] + "!!!"} {
		if Verify("correct horse", enc) == nil {
			t.Errorf("malformed hash %q verified", enc)
		}
	}
}

func TestTokens(t *testing.T) {
	a, ha := NewToken()
	b, _ := NewToken()
	if a == b || len(a) != 43 {
		t.Fatalf("tokens %q %q", a, b)
	}
	if TokenHash(a) != ha || strings.Contains(ha, a) {
		t.Fatal("stored hash does not match or reveals the token")
	}
}
