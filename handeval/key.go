package handeval

import (
	"math/bits"

	"croupier/card"
)

// A hand's key is the sum of its cards' keys. A card's key is its rank's
// hash constant, whose low 33 bits are zero, plus 13 in its suit's counter,
// the byte at bit 8·suit. The sum's top 31 bits are a hash of the hand's
// ranks (see slot); its low 32 bits count the suits: 13·k for k cards of a
// suit, which reaches 64 (bit 6 of the byte, flushBits) exactly when k ≥ 5,
// and stays below 128 for up to 7 cards, so that nothing carries from one
// counter to the next or into the hash. A start value of 12 in every counter
// flags k ≥ 4 instead (up to 6 cards), one of 25 flags k ≥ 3. The joker's key
// is jokerBit alone.
const (
	flushBits = 0x40404040
	jokerBit  = 1 << 32

	start4 = 12 * 0x01010101 // flags 4 of a suit
	start3 = 25 * 0x01010101 // flags 3 of a suit
)

// flushSuit returns the suit flagged in flags, a key masked with flushBits
// (one flag set).
func flushSuit(flags uint64) uint { return uint(bits.TrailingZeros64(flags)) / 8 }

// rankHash holds the hash constants of the ranks (index rank−2): the first
// 13 numbers of splitmix's sequence from hashSeed with their low 33 bits
// cleared. With them the keys of all multisets of at most 7 ranks place in
// the perfect hash (start-up panics otherwise; TestPerfectHash).
var rankHash = hashConstants(hashSeed)

const hashSeed = 0x9E3779B97F4A7C15

func hashConstants(seed uint64) (k [13]uint64) {
	x := seed
	for r := range k {
		x = splitmix(x)
		k[r] = x &^ (1<<33 - 1)
	}
	return k
}

func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

// tab holds the tables of the hot paths: the cards' keys and bits (indexed by
// card.Card: 1–52, 53 the joker), the perfect hash's table and the values of
// a flush under the High ranking (high.go). A card's bit is its bit in a
// 64-bit set with 16 bits per suit: bit 16·suit + rank−2. A flush entry
// holds the value of a suit's rank mask in its low 16 bits and, in bits
// 16–23, what the suit's counter in the key reads when that suit holds
// exactly those cards, 13 a rank: with a card twice it reads more, and the
// hand takes the slow path (dup.go).
//
// hash holds the High ranking's values by slot (5 to 7 cards), then the
// hash's displacements (disp). In one array, the compiler reaches both
// through one base address, a register fewer in a hand's hot path; the
// values come first so that the displacements' offset folds into the load
// (docs/PERFORMANCE.md, "Hand-by-hand evaluator"). Fixed-size arrays,
// so that the evaluators need no bounds checks.
var tab struct {
	key   [256]uint64
	bit   [256]uint64
	hash  [1<<hashSlots + 1<<hashBuckets]uint16
	flush [1 << 13]uint32
}

// disp returns the hash's displacements, the end of tab.hash.
func disp() *[1 << hashBuckets]uint16 { return (*[1 << hashBuckets]uint16)(tab.hash[1<<hashSlots:]) }

// initCards fills the cards' keys and bits.
func initCards() {
	for c := card.Card(1); c <= 52; c++ {
		r, s := int(c.Rank())-2, uint(c.Suit())
		tab.key[c] = rankHash[r] | 13<<(8*s)
		tab.bit[c] = 1 << (16*s + uint(r))
	}
	tab.key[card.Joker] = jokerBit
}

// The perfect hash of the ranks of every multiset of at most 7 ranks (hash
// and displace), a rank up to 7 times as two decks allow: the top
// hashBuckets bits of a key choose a bucket, the next hashSlots bits a base
// slot, and the bucket's displacement, XORed into the low 16 bits of the
// base, moves the bucket's keys to free slots of a table of 2^hashSlots
// entries (77,520 multisets in 131,072 slots). The keys are
// linear in the ranks' counts, so a hand's key is built a card at a time.
const (
	hashBuckets = 14
	hashSlots   = 17
)

// initHash loads the displacements, computed by placeBuckets and stored in
// disp_table.go (TestDispTable checks them; -handeval.update rewrites them).
func initHash() {
	if len(dispTable) == 0 {
		return
	}
	d := disp()
	if len(dispTable) != 4*len(d) {
		panic("handeval: disp_table.go is not the size of the hash")
	}
	for i := range d {
		var x uint16
		for _, h := range []byte(dispTable[4*i : 4*i+4]) {
			if h >= 'a' {
				h -= 'a' - '0' - 10
			}
			x = x<<4 | uint16(h-'0')
		}
		d[i] = x
	}
}

// slot returns the table slot of a key.
func slot(key uint64) uint32 {
	return (uint32(key>>(64-hashBuckets-hashSlots)) ^ uint32(tab.hash[1<<hashSlots+key>>(64-hashBuckets)])) & (1<<hashSlots - 1)
}

// placeBuckets finds each bucket's displacement into d, the fullest buckets
// first; it reports false when two keys of a bucket share a base slot, or a
// bucket finds no place.
func placeBuckets(keys []uint64, d *[1 << hashBuckets]uint16) bool {
	// Counting sort of the base slots by bucket.
	var start [1<<hashBuckets + 1]int32
	for _, k := range keys {
		start[k>>(64-hashBuckets)+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	base, next := make([]uint32, len(keys)), start
	for _, k := range keys {
		b := k >> (64 - hashBuckets)
		base[next[b]] = uint32(k>>(64-hashBuckets-hashSlots)) & (1<<hashSlots - 1)
		next[b]++
	}
	// Buckets by size, the fullest first.
	var bySize [64][]int32
	for i := range 1 << hashBuckets {
		bs := base[start[i]:start[i+1]]
		for j := range bs {
			for _, o := range bs[:j] {
				if o == bs[j] {
					return false
				}
			}
		}
		if len(bs) >= len(bySize) {
			return false
		}
		bySize[len(bs)] = append(bySize[len(bs)], int32(i))
	}
	// Each bucket tries the displacements that send its first key to a
	// free slot of that key's half of the table, the others checked after.
	var used [1 << hashSlots / 64]uint64
	free := func(s uint32) bool { return used[s>>6]&(1<<(s&63)) == 0 }
	scan := uint32(0)
	for n := len(bySize) - 1; n > 0; n-- {
		for _, i := range bySize[n] {
			bs := base[start[i]:start[i+1]]
			half := bs[0] &^ (1<<16 - 1)
			found := false
			for try := uint32(0); try < 1<<16 && !found; try++ {
				f := half | (scan+try)&(1<<16-1)
				if !free(f) {
					continue
				}
				x := bs[0] ^ f
				ok := true
				for _, s := range bs[1:] {
					if !free(s ^ x) {
						ok = false
						break
					}
				}
				if ok {
					for _, s := range bs {
						used[(s^x)>>6] |= 1 << ((s ^ x) & 63)
					}
					d[i], found = uint16(x), true
					scan += try*7 + 1
				}
			}
			if !found {
				return false
			}
		}
	}
	return true
}

// A multiset of ranks: counts by rank index, its size and its key.
type multiset struct {
	cnt [13]uint8
	n   uint8
	key uint64
}

// allMultisets lists every multiset of at most 7 ranks by size (a rank may
// be there more than 4 times: two decks); bySize[n] starts the multisets of
// n ranks. Each multiset of n ranks is one of n−1 ranks and a rank no lower
// than its highest.
var allMultisets, bySize = func() ([]multiset, [9]int) {
	list := make([]multiset, 1, 77520)
	top := []uint8{0} // the highest rank index of each, 0 for the empty one
	var start [9]int
	for n := 1; n <= 7; n++ {
		start[n] = len(list)
		for i := start[n-1]; i < start[n]; i++ {
			for r := top[i]; r < 13; r++ {
				m := list[i]
				m.cnt[r]++
				m.n++
				m.key += rankHash[r]
				list = append(list, m)
				top = append(top, r)
			}
		}
	}
	start[8] = len(list)
	return list, start
}()

// multisets calls f with every multiset of n ranks as counts by rank index
// and its key.
func multisets(n int, f func(cnt *[13]uint8, key uint64)) {
	for i := bySize[n]; i < bySize[n+1]; i++ {
		f(&allMultisets[i].cnt, allMultisets[i].key)
	}
}

// allKeys returns the keys of every multiset of at most 7 ranks.
func allKeys() []uint64 {
	keys := make([]uint64, len(allMultisets))
	for i, m := range allMultisets {
		keys[i] = m.key
	}
	return keys
}
