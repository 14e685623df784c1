//go:build amd64

package handeval

import (
	"fmt"
	"math/bits"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"croupier/card"
)

// The AVX-512 kernels run only on a processor that has AVX-512, and CI's
// machine may not. This file runs them anyway: a small interpreter of the
// instructions batch_amd64.s uses, written from Intel's definitions (Go's
// assembler writes the operands in reverse order: sources first, then the
// mask, then the destination), reading the real tables through their
// addresses. TestKernelsEmulated compares what the kernels compute under it
// with the scalar evaluators, on hands of one deck and of two: each lane,
// the lanes left as no hand for a card twice, the result flag, and that
// nothing is read or written outside the lists and tables.

// emuInst is one instruction: its mnemonic (with ".Z" for zero masking)
// and its operands as written.
type emuInst struct {
	op   string
	args []string
	line string
}

// emuProgram is a kernel: its instructions and the index of each label.
type emuProgram struct {
	insts  []emuInst
	labels map[string]int
}

var emuWord = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// parseKernels reads batch_amd64.s and returns each TEXT function's
// program, its macros expanded.
func parseKernels(t *testing.T) map[string]*emuProgram {
	t.Helper()
	src, err := os.ReadFile("batch_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	// Join continued lines, drop comments.
	text := strings.ReplaceAll(string(src), "\\\n", " ")
	type macro struct {
		params []string
		body   string
	}
	macros := map[string]macro{}
	progs := map[string]*emuProgram{}
	var cur *emuProgram
	var emit func(line string)
	emit = func(line string) {
		line = strings.TrimSpace(line)
		if line == "" {
			return
		}
		if strings.HasSuffix(line, ":") {
			cur.labels[strings.TrimSuffix(line, ":")] = len(cur.insts)
			return
		}
		name := line
		if i := strings.IndexAny(line, " \t("); i >= 0 {
			name = line[:i]
		}
		if m, ok := macros[name]; ok {
			var args []string
			if len(m.params) > 0 {
				open, end := strings.Index(line, "("), strings.LastIndex(line, ")")
				for _, a := range strings.Split(line[open+1:end], ",") {
					args = append(args, strings.TrimSpace(a))
				}
			}
			body := emuWord.ReplaceAllStringFunc(m.body, func(w string) string {
				if i := slices.Index(m.params, w); i >= 0 {
					return args[i]
				}
				return w
			})
			for _, part := range strings.Split(body, ";") {
				emit(part)
			}
			return
		}
		f := strings.Fields(line)
		in := emuInst{op: f[0], line: line}
		if rest := strings.TrimSpace(line[len(f[0]):]); rest != "" {
			for _, a := range strings.Split(rest, ",") {
				in.args = append(in.args, strings.TrimSpace(a))
			}
		}
		cur.insts = append(cur.insts, in)
	}
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#include"):
		case strings.HasPrefix(line, "#define"):
			def := strings.TrimSpace(strings.TrimPrefix(line, "#define"))
			var m macro
			name := def
			if i := strings.IndexAny(def, " \t("); i >= 0 {
				name = def[:i]
				rest := def[i:]
				if strings.HasPrefix(rest, "(") {
					end := strings.Index(rest, ")")
					for _, p := range strings.Split(rest[1:end], ",") {
						m.params = append(m.params, strings.TrimSpace(p))
					}
					rest = rest[end+1:]
				}
				m.body = rest
			}
			macros[name] = m
		case strings.HasPrefix(line, "TEXT"):
			name := strings.Fields(line)[1]
			name = strings.TrimSuffix(strings.TrimPrefix(name, "·"), "(SB),")
			cur = &emuProgram{labels: map[string]int{}}
			progs[name] = cur
		default:
			emit(line)
		}
	}
	return progs
}

// emuMemory is the memory a kernel may touch: named regions of bytes at
// their real addresses, some read-only.
type emuMemory struct {
	regions []emuRegion
}

type emuRegion struct {
	name     string
	base     uintptr
	b        []byte
	writable bool
}

func (m *emuMemory) add(name string, p unsafe.Pointer, n int, writable bool) {
	m.regions = append(m.regions, emuRegion{name, uintptr(p), unsafe.Slice((*byte)(p), n), writable})
}

func (m *emuMemory) bytes(addr uint64, n int, write bool) []byte {
	for _, r := range m.regions {
		if uintptr(addr) >= r.base && uintptr(addr)+uintptr(n) <= r.base+uintptr(len(r.b)) {
			if write && !r.writable {
				panic(fmt.Sprintf("write to %s at %#x", r.name, addr))
			}
			off := uintptr(addr) - r.base
			return r.b[off : off+uintptr(n)]
		}
	}
	panic(fmt.Sprintf("access of %d bytes at %#x outside every region", n, addr))
}

func (m *emuMemory) load32(addr uint64) uint32 {
	b := m.bytes(addr, 4, false)
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// emuCPU is the machine state: general registers, ZMM registers as sixteen
// dwords, mask registers, the flags of the last compare, the frame's words.
type emuCPU struct {
	mem   *emuMemory
	gp    map[string]uint64
	z     [32][16]uint32
	k     [8]uint64
	eq    bool // the last result was zero (ZF)
	lt    bool // the last result was negative, or a < b (SF≠OF)
	frame []uint64
	syms  map[string]uintptr
}

func (c *emuCPU) zbytes(i int) []byte { return unsafe.Slice((*byte)(unsafe.Pointer(&c.z[i][0])), 64) }

func regNum(s, prefix string) (int, bool) {
	if !strings.HasPrefix(s, prefix) {
		return 0, false
	}
	n, err := strconv.Atoi(s[len(prefix):])
	return n, err == nil
}

func isGP(s string) bool {
	switch s {
	case "AX", "BX", "CX", "DX", "SI", "DI", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15":
		return true
	}
	return false
}

// addr returns the address of a memory operand: off(REG), sym+off(SB).
func (c *emuCPU) addr(s string) uint64 {
	open := strings.Index(s, "(")
	base, disp := s[open+1:len(s)-1], s[:open]
	if base == "SB" {
		sym, off := disp, int64(0)
		if i := strings.IndexAny(disp, "+"); i >= 0 {
			sym = disp[:i]
			off, _ = strconv.ParseInt(disp[i+1:], 0, 64)
		}
		p, ok := c.syms[strings.TrimPrefix(sym, "·")]
		if !ok {
			panic("unknown symbol " + sym)
		}
		return uint64(p) + uint64(off)
	}
	off := int64(0)
	if disp != "" {
		off, _ = strconv.ParseInt(disp, 0, 64)
	}
	return c.gp[base] + uint64(off)
}

// fp returns the frame word of name+off(FP).
func (c *emuCPU) fp(s string) *uint64 {
	i, j := strings.Index(s, "+"), strings.Index(s, "(")
	off, _ := strconv.Atoi(s[i+1 : j])
	return &c.frame[off/8]
}

// value reads a scalar operand: $imm, a register, name+off(FP).
func (c *emuCPU) value(s string) uint64 {
	switch {
	case strings.HasPrefix(s, "$"):
		v, err := strconv.ParseInt(s[1:], 0, 64)
		if err != nil {
			u, err2 := strconv.ParseUint(s[1:], 0, 64)
			if err2 != nil {
				panic("bad immediate " + s)
			}
			return u
		}
		return uint64(v)
	case isGP(s):
		return c.gp[s]
	case strings.HasSuffix(s, "(FP)"):
		return *c.fp(s)
	}
	if n, ok := regNum(s, "K"); ok {
		return c.k[n]
	}
	panic("bad operand " + s)
}

func (c *emuCPU) setFlags(r uint64) { c.eq, c.lt = r == 0, int64(r) < 0 }

// vec reads a vector operand: a Z register or 64 bytes of memory.
func (c *emuCPU) vec(s string) [16]uint32 {
	if n, ok := regNum(s, "Z"); ok {
		return c.z[n]
	}
	var v [16]uint32
	a := c.addr(s)
	for i := range v {
		v[i] = c.mem.load32(a + uint64(4*i))
	}
	return v
}

// write stores v into Z register dst under mask (nil: all lanes), merging
// or zeroing the others.
func (c *emuCPU) write(dst string, v [16]uint32, mask *uint64, zero bool) {
	n, ok := regNum(dst, "Z")
	if !ok {
		panic("bad destination " + dst)
	}
	for i := range v {
		switch {
		case mask == nil || *mask>>i&1 == 1:
			c.z[n][i] = v[i]
		case zero:
			c.z[n][i] = 0
		}
	}
}

func kreg(s string) int {
	n, ok := regNum(s, "K")
	if !ok {
		panic("not a mask register: " + s)
	}
	return n
}

// lanes applies f to each dword of the sources and writes dst, with an
// optional mask operand before dst.
func (c *emuCPU) lanes(a []string, zero bool, f func(x, y uint32) uint32) {
	var mask *uint64
	dst := a[len(a)-1]
	srcs := a[:len(a)-1]
	if len(srcs) == 3 {
		m := c.k[kreg(srcs[2])]
		mask, srcs = &m, srcs[:2]
	}
	var x, y [16]uint32
	if strings.HasPrefix(srcs[0], "$") {
		imm := uint32(c.value(srcs[0]))
		for i := range x {
			x[i] = imm
		}
	} else {
		x = c.vec(srcs[0])
	}
	y = c.vec(srcs[1])
	var r [16]uint32
	for i := range r {
		r[i] = f(x[i], y[i])
	}
	c.write(dst, r, mask, zero)
}

// run executes prog until RET, at most limit instructions.
func (c *emuCPU) run(prog *emuProgram, limit int) {
	pc := 0
	for steps := 0; ; steps++ {
		if steps > limit {
			panic("too many instructions")
		}
		in := prog.insts[pc]
		pc++
		a := in.args
		op, zero := in.op, false
		if strings.HasSuffix(op, ".Z") {
			op, zero = strings.TrimSuffix(op, ".Z"), true
		}
		jump := func(cond bool) {
			if cond {
				pc = prog.labels[a[0]]
			}
		}
		switch op {
		case "RET":
			return
		case "VZEROUPPER":
		case "MOVQ", "MOVL":
			v := c.value(a[0])
			if op == "MOVL" {
				v = uint64(uint32(v))
			}
			if strings.HasSuffix(a[1], "(FP)") {
				*c.fp(a[1]) = v
			} else {
				c.gp[a[1]] = v
			}
		case "XORQ":
			c.gp[a[1]] ^= c.value(a[0])
			c.setFlags(c.gp[a[1]])
		case "ORQ":
			c.gp[a[1]] |= c.value(a[0])
			c.setFlags(c.gp[a[1]])
		case "ADDQ":
			c.gp[a[1]] += c.value(a[0])
			c.setFlags(c.gp[a[1]])
		case "SUBQ":
			c.gp[a[1]] -= c.value(a[0])
			c.setFlags(c.gp[a[1]])
		case "DECQ":
			c.gp[a[0]]--
			c.setFlags(c.gp[a[0]])
		case "SHRQ":
			c.gp[a[1]] >>= c.value(a[0])
		case "SHLQ":
			c.gp[a[1]] <<= c.value(a[0])
		case "TESTQ":
			c.setFlags(c.value(a[0]) & c.value(a[1]))
		case "CMPQ": // Go's order: a[0] − a[1]
			x, y := int64(c.value(a[0])), int64(c.value(a[1]))
			c.eq, c.lt = x == y, x < y
		case "BZHIQ": // index, source, destination
			idx, src := c.value(a[0])&0xFF, c.value(a[1])
			if idx < 64 {
				src &= 1<<idx - 1
			}
			c.gp[a[2]] = src
		case "JMP":
			jump(true)
		case "JNZ":
			jump(!c.eq)
		case "JLE":
			jump(c.eq || c.lt)
		case "JL":
			jump(c.lt)
		case "JG":
			jump(!c.eq && !c.lt)
		case "JGE":
			jump(!c.lt)
		case "KMOVQ", "KMOVW":
			v := c.value(a[0])
			if op == "KMOVW" {
				v &= 0xFFFF
			}
			if n, ok := regNum(a[1], "K"); ok {
				c.k[n] = v
			} else {
				c.gp[a[1]] = v
			}
		case "KXNORW":
			c.k[kreg(a[2])] = ^(c.k[kreg(a[0])] ^ c.k[kreg(a[1])]) & 0xFFFF
		case "KORTESTW":
			c.eq = (c.k[kreg(a[0])]|c.k[kreg(a[1])])&0xFFFF == 0
		case "KSHIFTRQ":
			c.k[kreg(a[2])] = c.k[kreg(a[1])] >> c.value(a[0])
		case "VPBROADCASTD":
			v := uint32(c.value(a[0]))
			var r [16]uint32
			for i := range r {
				r[i] = v
			}
			c.write(a[1], r, nil, false)
		case "VMOVDQU64", "VMOVDQA64", "VMOVDQU32", "VMOVDQU8":
			var mask *uint64
			if len(a) == 3 {
				m := c.k[kreg(a[1])]
				mask = &m
			}
			src, dst := a[0], a[len(a)-1]
			if _, ok := regNum(dst, "Z"); !ok { // a store
				v := c.vec(src)
				for i, x := range v {
					if mask == nil || *mask>>i&1 == 1 {
						b := c.mem.bytes(c.addr(dst)+uint64(4*i), 4, true)
						b[0], b[1], b[2], b[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
					}
				}
				break
			}
			n, _ := regNum(dst, "Z")
			if op == "VMOVDQU8" && mask != nil { // a byte-masked load
				zb := c.zbytes(n)
				for i := range 64 {
					switch {
					case *mask>>i&1 == 1:
						zb[i] = c.mem.bytes(c.addr(src)+uint64(i), 1, false)[0]
					case zero:
						zb[i] = 0
					}
				}
				break
			}
			if mask != nil { // a dword-masked load: only the lanes read
				for i := range 16 {
					switch {
					case *mask>>i&1 == 1:
						c.z[n][i] = c.mem.load32(c.addr(src) + uint64(4*i))
					case zero:
						c.z[n][i] = 0
					}
				}
				break
			}
			c.write(dst, c.vec(src), nil, false)
		case "VPERMI2B": // hi table, lo table, indexes and destination
			n, _ := regNum(a[2], "Z")
			lo, hi := c.z[must(regNum(a[1], "Z"))], c.z[must(regNum(a[0], "Z"))]
			lb := unsafe.Slice((*byte)(unsafe.Pointer(&lo[0])), 64)
			hb := unsafe.Slice((*byte)(unsafe.Pointer(&hi[0])), 64)
			zb := c.zbytes(n)
			for i := range 64 {
				if id := zb[i] & 0x7F; id < 64 {
					zb[i] = lb[id]
				} else {
					zb[i] = hb[id-64]
				}
			}
		case "VPERMI2D":
			n, _ := regNum(a[2], "Z")
			lo, hi := c.z[must(regNum(a[1], "Z"))], c.z[must(regNum(a[0], "Z"))]
			for i := range 16 {
				if id := c.z[n][i] & 31; id < 16 {
					c.z[n][i] = lo[id]
				} else {
					c.z[n][i] = hi[id-16]
				}
			}
		case "VPERMD": // table, indexes, destination
			tbl, idx := c.vec(a[0]), c.vec(a[1])
			var r [16]uint32
			for i := range r {
				r[i] = tbl[idx[i]&15]
			}
			c.write(a[2], r, nil, false)
		case "VSHUFI64X2":
			imm := c.value(a[0])
			s2, s1 := c.vec(a[1]), c.vec(a[2]) // Intel's zmm3, zmm2
			var r [16]uint32
			for l := range 4 {
				src := s1
				if l >= 2 {
					src = s2
				}
				sel := int(imm >> (2 * l) & 3)
				copy(r[4*l:4*l+4], src[4*sel:4*sel+4])
			}
			c.write(a[3], r, nil, false)
		case "VPBLENDMD": // Intel's zmm3, zmm2, mask, destination
			s3, s2, m := c.vec(a[0]), c.vec(a[1]), c.k[kreg(a[2])]
			var r [16]uint32
			for i := range r {
				r[i] = s2[i]
				if m>>i&1 == 1 {
					r[i] = s3[i]
				}
			}
			c.write(a[3], r, nil, false)
		case "VPADDD":
			c.lanes(a, zero, func(x, y uint32) uint32 { return y + x })
		case "VPSUBD":
			c.lanes(a, zero, func(x, y uint32) uint32 { return y - x })
		case "VPANDD":
			c.lanes(a, zero, func(x, y uint32) uint32 { return y & x })
		case "VPORD":
			c.lanes(a, zero, func(x, y uint32) uint32 { return y | x })
		case "VPXORD":
			c.lanes(a, zero, func(x, y uint32) uint32 { return y ^ x })
		case "VPSRLD":
			c.lanes(a, zero, func(x, y uint32) uint32 {
				if x > 31 {
					return 0
				}
				return y >> x
			})
		case "VPSLLD":
			c.lanes(a, zero, func(x, y uint32) uint32 {
				if x > 31 {
					return 0
				}
				return y << x
			})
		case "VPSRLVD":
			c.lanes(a, zero, func(x, y uint32) uint32 {
				if x > 31 {
					return 0
				}
				return y >> x
			})
		case "VPLZCNTD":
			v := c.vec(a[0])
			for i := range v {
				v[i] = uint32(bits.LeadingZeros32(v[i]))
			}
			c.write(a[1], v, nil, false)
		case "VPCMPEQD", "VPTESTMD": // b, a, [mask,] destination mask
			x, y := c.vec(a[0]), c.vec(a[1])
			m := uint64(0xFFFF)
			if len(a) == 4 {
				m = c.k[kreg(a[2])]
			}
			var r uint64
			for i := range 16 {
				hit := x[i] == y[i]
				if op == "VPTESTMD" {
					hit = x[i]&y[i] != 0
				}
				if hit && m>>i&1 == 1 {
					r |= 1 << i
				}
			}
			c.k[kreg(a[len(a)-1])] = r
		case "VPGATHERDD": // (base)(Zidx*scale), mask, destination
			mem := a[0]
			i1 := strings.Index(mem, ")(")
			base := c.gp[mem[1:i1]]
			vsib := mem[i1+2 : len(mem)-1]
			star := strings.Index(vsib, "*")
			idx := c.z[must(regNum(vsib[:star], "Z"))]
			scale, _ := strconv.Atoi(vsib[star+1:])
			k := kreg(a[1])
			n := must(regNum(a[2], "Z"))
			for i := range 16 {
				if c.k[k]>>i&1 == 1 {
					c.z[n][i] = c.mem.load32(base + uint64(int64(int32(idx[i]))*int64(scale)))
				}
			}
			c.k[k] = 0
		default:
			panic("unknown instruction " + in.line)
		}
	}
}

func must(n int, ok bool) int {
	if !ok {
		panic("bad register")
	}
	return n
}

// newEmuCPU returns a machine whose memory holds the tables the kernels
// read.
func newEmuCPU() *emuCPU {
	c := &emuCPU{mem: &emuMemory{}, gp: map[string]uint64{}, syms: map[string]uintptr{}}
	sym := func(name string, p unsafe.Pointer, n int) {
		c.syms[name] = uintptr(p)
		c.mem.add(name, p, n, false)
	}
	sym("avxCards", unsafe.Pointer(&avxCards), int(unsafe.Sizeof(avxCards)))
	sym("avxRank", unsafe.Pointer(&avxRank), int(unsafe.Sizeof(avxRank)))
	sym("avxRankBit", unsafe.Pointer(&avxRankBit), int(unsafe.Sizeof(avxRankBit)))
	sym("avxSuit", unsafe.Pointer(&avxSuit), int(unsafe.Sizeof(avxSuit)))
	sym("avxSuit8", unsafe.Pointer(&avxSuit8), int(unsafe.Sizeof(avxSuit8)))
	sym("avxWords", unsafe.Pointer(&avxWords), int(unsafe.Sizeof(avxWords)))
	c.mem.add("tab.hash", unsafe.Pointer(&tab.hash), int(unsafe.Sizeof(tab.hash)), false)
	c.mem.add("tab.flush", unsafe.Pointer(&tab.flush), int(unsafe.Sizeof(tab.flush)), false)
	return c
}

// emuSevens runs sevensAVX512 on whole blocks of hands.
func emuSevens(prog *emuProgram, hands [][7]card.Card, out []Value) int {
	c := newEmuCPU()
	c.mem.add("hands", unsafe.Pointer(&hands[0]), 7*len(hands), false)
	c.mem.add("out", unsafe.Pointer(&out[0]), 4*len(out), true)
	c.frame = []uint64{
		uint64(uintptr(unsafe.Pointer(&hands[0]))), uint64(len(hands) / 16), uint64(uintptr(unsafe.Pointer(&out[0]))),
		uint64(uintptr(unsafe.Pointer(&tab.hash[0]))), uint64(uintptr(unsafe.Pointer(&disp()[0]))), uint64(uintptr(unsafe.Pointer(&tab.flush[0]))), 0xBAD,
	}
	c.run(prog, 1000*len(hands)+1000)
	return int(c.frame[6])
}

// emuWith runs withAVX512: h with each of hs.
func emuWith(prog *emuProgram, h Hand, hs []Hand, out []Value) int {
	c := newEmuCPU()
	c.mem.add("hs", unsafe.Pointer(&hs[0]), 16*len(hs), false)
	c.mem.add("out", unsafe.Pointer(&out[0]), 4*len(out), true)
	c.frame = []uint64{
		h.key, h.set, uint64(uintptr(unsafe.Pointer(&hs[0]))), uint64(len(hs)), uint64(uintptr(unsafe.Pointer(&out[0]))),
		uint64(uintptr(unsafe.Pointer(&tab.hash[0]))), uint64(uintptr(unsafe.Pointer(&disp()[0]))), uint64(uintptr(unsafe.Pointer(&tab.flush[0]))), 0xBAD,
	}
	c.run(prog, 1000*len(hs)+1000)
	return int(c.frame[8])
}

// isDupFlush reports whether a hand's flush suit holds a card twice, the
// lanes the kernels leave as no hand.
func isDupFlush(h Hand) bool {
	if h.key&flushBits == 0 {
		return false
	}
	sh := uint(bits.TrailingZeros64(h.key >> 6 & 0x01010101))
	return uint8(tab.flush[uint16(h.set>>(sh*2))&0x1FFF]>>16) != uint8(h.key>>sh)
}

// TestKernelsEmulated runs both kernels under the interpreter on hands of
// one deck (the flush cases of sevensCases and random hands) and of two,
// and compares them with Seven and Hand.Value: a lane is the hand's value,
// or 0 exactly where its flush suit holds a card twice, and the result is
// not 0 exactly when a block held such a lane.
func TestKernelsEmulated(t *testing.T) {
	progs := parseKernels(t)
	n := 4000
	if raceEnabled || testing.Short() {
		n = 800
	}
	one := sevensCases(n)
	var two [][7]card.Card
	for _, c := range randomTwoDeckHands(2, n, 7) {
		var h [7]card.Card
		copy(h[:], c)
		two = append(two, h)
	}
	for _, deck := range []struct {
		name  string
		hands [][7]card.Card
	}{{"one deck", one}, {"two decks", two}} {
		hands := deck.hands[:len(deck.hands)&^15]
		out := make([]Value, len(hands)+1)
		out[len(hands)] = 0xDEAD
		dup := emuSevens(progs["sevensAVX512"], hands, out)
		flagged := 0
		for i, h := range hands {
			want := Seven(h[:])
			if isDupFlush(handOf(h[:])) {
				want, flagged = 0, flagged+1
			}
			if out[i] != want {
				t.Fatalf("%s: sevensAVX512 %s: %#x, want %#x", deck.name, card.Format(h[:]), uint32(out[i]), uint32(want))
			}
		}
		if out[len(hands)] != 0xDEAD || (dup != 0) != (flagged > 0) {
			t.Fatalf("%s: sevensAVX512 wrote past the end (%#x) or returned %#x for %d lanes with a card twice", deck.name, uint32(out[len(hands)]), dup, flagged)
		}
		t.Logf("%s: sevensAVX512 on %d hands, %d with a flush holding a card twice", deck.name, len(hands), flagged)

		// withAVX512: the first k cards of a hand with the rest of it and
		// of the next hands, in lists of every length up to 40.
		flagged = 0
		for i := 0; i+40 < len(deck.hands); i += 41 {
			k, length := 2+i/41%4, i/41%41
			h := handOf(deck.hands[i][:k])
			var hs []Hand
			var cs [][]card.Card
			for j := i; j < i+length; j++ {
				c := append(slices.Clone(deck.hands[i][:k]), deck.hands[j][k:]...)
				if atMostTwice(c) {
					hs, cs = append(hs, handOf(c[k:])), append(cs, c)
				}
			}
			if len(hs) == 0 {
				continue
			}
			out := make([]Value, len(hs)+1)
			out[len(hs)] = 0xDEAD
			dup := emuWith(progs["withAVX512"], h, hs, out)
			lanes := 0
			for j, c := range cs {
				want := High(c)
				if isDupFlush(handOf(c)) {
					want, lanes = 0, lanes+1
				}
				if out[j] != want {
					t.Fatalf("%s: withAVX512 %s: %#x, want %#x", deck.name, card.Format(c), uint32(out[j]), uint32(want))
				}
			}
			if out[len(hs)] != 0xDEAD || (dup != 0) != (lanes > 0) {
				t.Fatalf("%s: withAVX512 of %d hands wrote past the end (%#x) or returned %#x for %d lanes with a card twice", deck.name, len(hs), uint32(out[len(hs)]), dup, lanes)
			}
			flagged += lanes
		}
		t.Logf("%s: withAVX512, %d lanes with a flush holding a card twice", deck.name, flagged)
	}
}
