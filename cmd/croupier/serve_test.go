package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"croupier/internal/dbtest"
)

// binDir holds the binary the process tests build; TestMain removes it.
var binDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// binary builds croupier once for the process tests.
var binary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "croupier-bin")
	if err != nil {
		return "", err
	}
	binDir = dir
	bin := filepath.Join(dir, "croupier")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// proc is a running `croupier serve`.
type proc struct {
	t   *testing.T
	cmd *exec.Cmd
	url string
}

func dbArgs(db dbtest.DB, dir string) []string {
	if db.Adapter == "postgres" {
		return []string{"--db", db.URL}
	}
	return []string{"--data", dir}
}

func serve(t *testing.T, args []string) *proc {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0", "--lease", "600ms"}, args...)...)
	out, _ := cmd.StdoutPipe()
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		t.Fatalf("serve printed nothing: %v", err)
	}
	// The rest of the output is drained until kill closes the pipe; the
	// copy's error then says nothing about the server, so it is dropped.
	go io.Copy(io.Discard, out)
	i := strings.Index(line, "http://")
	url := strings.Fields(line[i:])[0]
	p := &proc{t: t, cmd: cmd, url: url}
	t.Cleanup(p.kill)
	return p
}

// kill is kill -9: no shutdown, no lease released, nothing flushed.
func (p *proc) kill() {
	if p.cmd.ProcessState == nil {
		p.cmd.Process.Signal(syscall.SIGKILL)
		p.cmd.Wait()
	}
}

func (p *proc) call(token, method, path, body string) (int, map[string]any) {
	p.t.Helper()
	req, _ := http.NewRequest(method, p.url+path, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m
}

func (p *proc) must(token, method, path, body string) map[string]any {
	p.t.Helper()
	code, m := p.call(token, method, path, body)
	if code >= 300 || code == 0 {
		p.t.Fatalf("%s %s %s: %d %v", method, path, body, code, m)
	}
	return m
}

func (p *proc) login(name, password string) string {
	p.t.Helper()
	return p.must("", "POST", "/api/login", fmt.Sprintf(`{"name": %q, "password": %q}`, name, password))["token"].(string)
}

// running waits for a table to be running on this process (the lease of
// the killed process has to expire first), for up to 30 seconds: a
// loaded machine gets a generous bound, not a guess. It polls 20 times a
// second, the server's rate for a client not logged in: faster, it would
// use up the allowance the logins after it need.
func (p *proc) running(id int) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		_, m := p.call("", "GET", "/api/tables", "")
		tables, _ := m["tables"].([]any)
		for _, tb := range tables {
			tm := tb.(map[string]any)
			if int(tm["id"].(float64)) == id && tm["running"] == true {
				return
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("table %d is not running 30s after the restart", id)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func cli(t *testing.T, args ...string) (string, error) {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, args...).CombinedOutput()
	return string(out), err
}

// The recovery test: kill -9 the server at several points of a live
// War round, restart it, and the round continues where it stopped with its
// holds in escrow; then kill it at random moments under an electronic
// table's play. ledger check and audit verify pass after every restart.
func TestKill9Recovery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	for _, db := range dbtest.All(t) {
		t.Run(db.Adapter, func(t *testing.T) {
			dir := t.TempDir()
			args := dbArgs(db, dir)
			if out, err := cli(t, append([]string{"admin", "create", "--name", "root", "--password", "rootpassword"}, args...)...); err != nil {
				t.Fatalf("admin create: %v\n%s", err, out)
			}
			check := func() {
				t.Helper()
				for _, c := range [][]string{{"ledger", "check"}, {"audit", "verify"}} {
					if out, err := cli(t, append(c, args...)...); err != nil || !strings.Contains(out, `"ok": true`) {
						t.Fatalf("croupier %s: %v\n%s", strings.Join(c, " "), err, out)
					}
				}
			}
			p := serve(t, args)
			root := p.login("root", "rootpassword")
			for _, s := range []string{"cara:cashier", "dino:dealer"} {
				n, r, _ := strings.Cut(s, ":")
				p.must(root, "POST", "/api/staff", fmt.Sprintf(`{"name": %q, "password": "password-%s", "role": %q}`, n, n, r))
			}
			p.must("", "POST", "/api/register", `{"name": "pat", "password": "secret-pat"}`)
			cara := p.login("cara", "password-cara")
			p.must(cara, "POST", "/api/cage/cash-in", `{"user": "pat", "amount": 10000}`)
			tb := p.must(root, "POST", "/api/tables", `{"name": "War live", "game": "war", "mode": "live", "dealer": "dino"}`)
			id := int(tb["table"].(map[string]any)["id"].(float64))
			p.running(id)
			pat := p.login("pat", "secret-pat")
			dino := p.login("dino", "password-dino")
			path := fmt.Sprintf("/api/tables/%d", id)
			p.must(pat, "POST", path+"/seats", `{"seat": 1}`)
			p.must(pat, "POST", path+"/steps", `{"seat": 1, "wager": {"main": 1000, "tie": 100}}`)

			restart := func() {
				t.Helper()
				p.kill()
				p = serve(t, args)
				p.running(id)
				check()
			}
			balance := func() float64 {
				return p.must(pat, "GET", "/api/me", "")["balance"].(float64)
			}
			wagers := func() []any {
				w, _ := p.must(pat, "GET", path, "")["view"].(map[string]any)["wagers"].([]any)
				return w
			}

			restart() // 1: wagers on the layout, bets still open
			if balance() != 8900 || len(wagers()) != 2 {
				t.Fatalf("after a kill with bets open: balance %v, wagers %v", balance(), wagers())
			}
			p.must(dino, "POST", path+"/outcomes", `{"outcomes": ["Qs", "Qh"]}`)
			if code, _ := p.call(dino, "POST", path+"/steps", `{"dealer": "no-more-bets"}`); code != 200 {
				t.Fatalf("no-more-bets with the cards entered: %d", code)
			}

			restart() // 2: a tie (67.39): the seat's decision is owed
			st := p.must(pat, "GET", path, "")
			if st["phase"] != "decision" || balance() != 8900 {
				t.Fatalf("after a kill during the decision: %v, balance %v", st["phase"], balance())
			}
			p.must(dino, "POST", path+"/outcomes", `{"outcomes": ["2c", "3c", "4c", "Ks", "5c", "6c", "7c", "8d"]}`)
			p.must(pat, "POST", path+"/steps", `{"seat": 1, "act": "war"}`)
			// King beats eight after the war: main +1000, war pushes, tie
			// +1000 (10 to 1 on 100): 8900 - 1000 + 2000 + 1000 + 1100.
			if b := balance(); b != 12000 {
				t.Fatalf("balance %v after the war, want 12000", b)
			}

			restart() // 3: settled, before the next round
			if b := balance(); b != 12000 {
				t.Fatalf("balance %v after a kill past the settlement", b)
			}
			out, err := cli(t, append([]string{"replay", "--round", "1"}, args...)...)
			if err != nil || !strings.Contains(out, `"matches": true`) {
				t.Fatalf("replay --round 1: %v\n%s", err, out)
			}
			p.must(dino, "POST", path+"/steps", `{"dealer": "next-round"}`)

			// Kill at random moments while an electronic table deals.
			tb = p.must(root, "POST", "/api/tables", `{"name": "Sic Bo", "game": "sic-bo", "mode": "electronic", "timing": {"bets": 5, "decision": 5, "result": 5}}`)
			sic := int(tb["table"].(map[string]any)["id"].(float64))
			p.running(sic)
			p.must(pat, "POST", fmt.Sprintf("/api/tables/%d/seats", sic), `{"seat": 1}`)
			rnd := rand.New(rand.NewPCG(1, 2))
			for k := range 3 {
				pat = p.login("pat", "secret-pat")
				stop := time.After(time.Duration(200+rnd.IntN(400)) * time.Millisecond)
			play:
				for {
					select {
					case <-stop:
						break play
					default:
					}
					p.call(pat, "POST", fmt.Sprintf("/api/tables/%d/steps", sic), `{"seat": 1, "wager": {"big": 100, "total-9": 100}}`)
				}
				p.kill()
				p = serve(t, args)
				p.running(sic)
				check()
				t.Logf("kill %d: ledger and chain verified", k+1)
			}
			out, _ = cli(t, append([]string{"audit", "verify"}, args...)...)
			var audit struct{ Rounds int }
			json.Unmarshal([]byte(out), &audit)
			if audit.Rounds < 3 {
				t.Fatalf("only %d rounds were played around the kills: %s", audit.Rounds, out)
			}
			t.Logf("%d rounds recorded and verified", audit.Rounds)
		})
	}
}

// --cage-max sets the cage's maximum per transaction in dollars (the
// OpenAPI document states it); an amount that is not one is refused before
// the server starts.
func TestServeCageMax(t *testing.T) {
	// A server that took the flag would stop at once (its context is
	// done) with status 0.
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, bad := range []string{"0", "-5", "abc", "1.001", "10000000000000.01"} {
		var errOut strings.Builder
		err := run(done, []string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir(), "--cage-max", bad}, nil, io.Discard, &errOut)
		if !errors.Is(err, exitError(2)) || !strings.Contains(errOut.String(), "--cage-max") {
			t.Errorf("--cage-max %s: %v %q, want exit status 2 and a sentence naming the flag", bad, err, errOut.String())
		}
	}
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	p := serve(t, []string{"--data", t.TempDir(), "--cage-max", "50"})
	_, doc := p.call("", "GET", "/api/openapi.json", "")
	amount := doc["components"].(map[string]any)["schemas"].(map[string]any)["Cage"].(map[string]any)["properties"].(map[string]any)["amount"].(map[string]any)
	if amount["maximum"] != float64(5000) {
		t.Fatalf("serve --cage-max 50: the cage's maximum is %v cents, want 5000", amount["maximum"])
	}
}
