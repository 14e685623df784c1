package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"croupier/game"
	"croupier/internal/auth"
	"croupier/internal/dbtest"
	"croupier/internal/server"
	"croupier/internal/store"
	"croupier/rng"
	"croupier/rng/seeded"
)

// smallBuffers is a listener whose connections send through a small
// kernel buffer, so that a client that stops reading fills it after a few
// messages rather than after megabytes.
type smallBuffers struct{ net.Listener }

func (l smallBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetWriteBuffer(4096)
	}
	return c, err
}

// watching counts the goroutines serving a table's WebSocket.
func watching() int {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			return strings.Count(string(buf[:n]), "server.(*Server).watch(")
		}
		buf = make([]byte, 2*len(buf))
	}
}

// A watcher that never reads while the table plays on: the table is not
// slowed (rounds keep settling), another watcher receives every round, the
// server cuts the slow one off (its watch is dropped once 64 states wait
// for it, and its blocked write gives up after 10 seconds), and every
// goroutine the connection had is gone afterwards.
func TestSlowWatcher(t *testing.T) {
	st := dbtest.Open(t, dbtest.SQLite(t))
	srv := server.New(server.Config{
		Store:    st,
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Gen:      func() game.Generator { return rng.NewDealer(seeded.New(9)) },
		Hash:     auth.Fast,
		LeaseTTL: 3 * time.Second,
		Rate:     1000, Burst: 1000,
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { srv.Run(ctx); close(done) }()
	hs := httptest.NewServer(srv.Handler())
	// The slow client comes in by a second door to the same server.
	slow := httptest.NewUnstartedServer(srv.Handler())
	slow.Listener = smallBuffers{slow.Listener}
	slow.Start()
	t.Cleanup(func() { hs.Close(); slow.Close(); cancel(); <-done })
	err := st.Do(ctx, func(tx store.Tx) error {
		_, err := tx.CreateUser("root", auth.Hash("rootpassword", auth.Fast), store.RoleAdmin)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c := &casino{t: t, url: hs.URL, st: st, srv: srv, seen: &seen{}}
	admin := c.login("root", "rootpassword")
	cashier := c.staff(admin, "cara", store.RoleCashier)
	pat, sam := c.player("pat"), c.player("sam")
	cashier.ok("POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000000}`)
	tb := admin.ok("POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "electronic", "timing": {"bets": 20, "decision": 20, "result": 20}}`)
	id := int(tb.body["table"].(map[string]any)["id"].(float64))
	c.running(id)
	pat.ok("POST", fmt.Sprintf("/api/tables/%d/seats", id), `{"seat": 1}`)

	// The fast watcher reads everything on a goroutine, noting each round
	// it saw settled.
	fast := sam.watch(id)
	var mu sync.Mutex
	settled := map[int]bool{}
	var fastErr error
	fastDone := make(chan struct{})
	go func() {
		defer close(fastDone)
		for {
			_, b, err := fast.conn.Read(context.Background())
			if err != nil {
				mu.Lock()
				fastErr = err
				mu.Unlock()
				return
			}
			var s struct {
				Round int    `json:"round"`
				Phase string `json:"phase"`
			}
			json.Unmarshal(b, &s)
			if s.Phase == "over" {
				mu.Lock()
				settled[s.Round] = true
				mu.Unlock()
			}
		}
	}()
	// Goroutines once the table, the fast watcher and the HTTP clients
	// are up: the slow watcher's must all be gone at the end.
	time.Sleep(200 * time.Millisecond)
	baseline := runtime.NumGoroutine()
	if n := watching(); n != 1 {
		t.Fatalf("%d goroutines serve a WebSocket, want the fast watcher's", n)
	}

	dialer := &net.Dialer{}
	hc := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := dialer.DialContext(ctx, network, addr)
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.SetReadBuffer(4096)
		}
		return conn, err
	}}}
	u := strings.Replace(slow.URL, "http", "ws", 1) + fmt.Sprintf("/api/tables/%d/ws?token=%s", id, sam.token)
	laggard, _, err := websocket.Dial(context.Background(), u, &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		t.Fatal(err)
	}
	laggard.SetReadLimit(1 << 20)

	// Play until the server has cut the laggard off: its connection is
	// closed under it (a read past what the kernel buffered fails).
	first := -1
	cut := make(chan error, 1)
	stopPlay := make(chan struct{})
	var played sync.WaitGroup
	played.Go(func() {
		for {
			select {
			case <-stopPlay:
				return
			default:
			}
			r, err := c.send(pat.token, "POST", fmt.Sprintf("/api/tables/%d/steps", id), `{"seat": 1, "wager": {"big": 100}}`)
			if err == nil && r.status == 200 && first < 0 {
				first = int(r.body["round"].(float64))
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
	start := time.Now()
	// The laggard reads nothing until the server has given up on it: the
	// write deadline is 10 s from the write that blocked, so 60 s is a
	// bound no loaded machine should reach.
	deadline := time.Now().Add(60 * time.Second)
	for watching() > 1 {
		if time.Now().After(deadline) {
			t.Fatalf("the server still serves the watcher that never reads after 60 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		for {
			if _, _, err := laggard.Read(ctx); err != nil {
				cut <- err
				return
			}
		}
	}()
	var closeErr websocket.CloseError
	switch err := <-cut; {
	case errors.Is(err, context.DeadlineExceeded):
		t.Fatal("the laggard's connection is still open")
	case errors.As(err, &closeErr) && closeErr.Code == websocket.StatusTryAgainLater:
		t.Logf("the laggard was closed with %v", closeErr)
	default:
		t.Logf("the laggard's connection was cut: %v", err)
	}
	laggard.CloseNow()
	close(stopPlay)
	played.Wait()

	// The table kept playing, and the fast watcher saw every round of it.
	r := pat.ok("GET", fmt.Sprintf("/api/tables/%d", id), "")
	last := int(r.body["round"].(float64)) - 1
	if last-first < 20 {
		t.Fatalf("only rounds %d to %d settled while the laggard was connected", first, last)
	}
	eventually(t, "the fast watcher sees the last round", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return settled[last] || fastErr != nil
	})
	mu.Lock()
	for n := first; n <= last; n++ {
		if !settled[n] {
			t.Errorf("the fast watcher never saw round %d settled (%v)", n, fastErr)
		}
	}
	mu.Unlock()
	fast.close()
	<-fastDone
	t.Logf("rounds %d to %d settled with a watcher that never read; cut off after %s", first, last, time.Since(start).Round(time.Millisecond))
	eventually(t, "the goroutines back to where they were", func() bool { return runtime.NumGoroutine() <= baseline })
}
