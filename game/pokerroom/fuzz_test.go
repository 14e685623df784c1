package pokerroom_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"croupier/game/pokerroom"
	"croupier/phh"
)

// FuzzReplay: no PHH hand history that phh.Parse reads makes Replay
// panic, with no commission or the online rooms' (online); a refusal says
// something; and a hand it plays to the end conserves the chips: the
// finishing stacks and the commission add up to the starting stacks.
// Seeds: the sample hands of testdata/phh (the variants' too) and a few
// written here.
func FuzzReplay(f *testing.F) {
	var files []string
	for _, pat := range []string{"testdata/phh/*.phh", "testdata/phh/synthetic/*.phh", "testdata/phh/variants/*.phh"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		f.Fatal("no sample hand in testdata/phh")
	}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, s := range []string{
		// Limit hold'em to a showdown, a stud bring-in, an unknown stack, cents
		// all in, unknown cards and a refused raise, an unknown variant.
		"variant = 'FT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100]\n" +
			"actions = ['d dh p1 AsKs', 'd dh p2 QdQh', 'p2 cbr 4', 'p1 cc', 'd db 2c3c4c', 'p1 cc', 'p2 cc', 'd db 5d', 'p1 cc', 'p2 cc', 'd db 9h', 'p1 cc', 'p2 cc', 'p1 sm AsKs', 'p2 sm QdQh']\n",
		"variant = 'F7S'\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [50, 50]\n" +
			"actions = ['d dh p1 2c3c4c', 'd dh p2 AsKsQs', 'p1 pb', 'p2 f']\n",
		"variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [inf, 5]\nactions = []\n",
		"variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.5, 1]\nmin_bet = 1\nstarting_stacks = [10.25, 3]\n" +
			"actions = ['d dh p1 AsAd', 'd dh p2 KcKd', 'p2 cbr 3', 'p1 cc', 'd db 2c7d9h', 'd db Js', 'd db Qc', 'p1 sm AsAd', 'p2 sm KcKd']\n",
		"variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [20, 20]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p1 cbr 3.5']\n",
		"variant = 'XX'\nstarting_stacks = [1]\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := phh.Parse(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, rake := range []pokerroom.Rake{{}, online} {
			rec, err := pokerroom.Replay(h, rake)
			if err != nil {
				if err.Error() == "" {
					t.Fatalf("Replay: an empty error for\n%s", s)
				}
				continue
			}
			res := rec.Hand.Result()
			if res == nil {
				continue
			}
			var before, after int64
			for p, n := range h.StartingStacks {
				u, err := n.Units(rec.Scale)
				if err != nil {
					t.Fatalf("starting stack %d (%v) replayed, but is not in units of scale %d: %v", p+1, n, rec.Scale, err)
				}
				before += u
			}
			for _, u := range res.Stacks {
				after += u
			}
			if after+res.Rake != before {
				t.Fatalf("rake %+v: %d chips before, %d after and %d commission:\n%s", rake, before, after, res.Rake, s)
			}
		}
	})
}
