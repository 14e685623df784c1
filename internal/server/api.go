package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"croupier/catalog"
	"croupier/game"
	"croupier/game/pokerroom"
	"croupier/game/slots"
	"croupier/internal/auth"
	"croupier/internal/keno"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/money"
	"croupier/replay"
	"croupier/tournament"
)

// maxBody is the largest request body accepted.
const maxBody = 64 << 10

// cookieName holds the session token for the browser.
const cookieName = "croupier_session"

// request is what a handler gets: the HTTP request, the session's user
// (nil on public routes) and the raw body.
type request struct {
	*http.Request
	user *store.User
	body []byte
}

type handler func(w http.ResponseWriter, r *request) error

// anyone marks a route that needs no session.
var anyone []string

// loggedIn marks a route any logged-in user may call.
var loggedIn = []string{}

func (s *Server) routes() {
	m := http.NewServeMux()
	s.mux = m
	api := func(pattern string, roles []string, h handler, d doc) {
		d.pattern, d.roles = pattern, roles
		s.docs = append(s.docs, d)
		m.Handle(pattern, s.wrap(pattern, roles, h))
	}
	staff := func(roles ...string) []string { return roles }
	// readers read every round: the auditor, the supervisor who decides
	// disputes, and the admin, who may read every page that changes nothing.
	readers := staff(store.RoleAuditor, store.RoleSupervisor, store.RoleAdmin)

	api("POST /api/register", anyone, s.register, doc{summary: "Register a player account", request: "Credentials", response: "UserReply"})
	api("POST /api/login", anyone, s.login, doc{summary: "Log in; returns a session token (also set as an HttpOnly cookie)", request: "Credentials", response: "LoginReply"})
	api("POST /api/logout", loggedIn, s.logout, doc{summary: "End this session", request: "", response: "Ok"})
	api("GET /api/me", loggedIn, s.me, doc{summary: "Who is logged in, and a player's balance", request: "", response: "Me"})
	api("GET /api/wallet", staff(store.RolePlayer), s.wallet, doc{summary: "The player's balance and last 50 ledger lines", request: "", response: "Wallet"})
	api("GET /api/recall", staff(store.RolePlayer), s.recall, doc{summary: "Game recall: the player's last 10 rounds with cards, wagers, results and balances before and after", request: "", response: "Rounds"})
	api("GET /api/games", anyone, s.games, doc{summary: "The catalog: every game with its options, wagers and decisions", request: "", response: "Games"})
	api("GET /api/tables", anyone, s.listTables, doc{summary: "The lobby: open tables with game, limits and seats taken", request: "", response: "Tables"})
	api("POST /api/tables", staff(store.RoleAdmin), s.createTable, doc{summary: "Open a table of any available game (admin)", request: "CreateTable", response: "TableReply"})
	api("GET /api/tables/{id}", loggedIn, s.tableState, doc{summary: "The table as the caller may see it: legal steps, own view, seats, deadline", request: "", response: "State"})
	api("POST /api/tables/{id}/close", staff(store.RoleAdmin), s.closeTable, doc{summary: "Close a table between rounds (admin)", request: "", response: "Ok"})
	api("POST /api/tables/{id}/seats", staff(store.RolePlayer), s.sit, doc{summary: "Sit in a free seat", request: "Seat", response: "Ok"})
	api("DELETE /api/tables/{id}/seats/{seat}", staff(store.RolePlayer), s.leave, doc{summary: "Leave a seat (not while it has money at risk)", request: "", response: "Ok"})
	api("POST /api/tables/{id}/steps", staff(store.RolePlayer, store.RoleDealer), s.step, doc{summary: "Take a step in the replay script's notation: wagers, a decision, a withdrawal, or a live dealer's announcement. Send Idempotency-Key to make retries safe.", request: "Step", response: "StepResult"})
	api("POST /api/tables/{id}/outcomes", staff(store.RoleDealer), s.outcomes, doc{summary: "A live dealer enters the cards or dice that came out; a waiting step completes", request: "Outcomes", response: "StepResult"})
	api("POST /api/tables/{id}/rulings", staff(store.RoleSupervisor), s.rule, doc{summary: "Record a supervisor's ruling on a dispute in the game in progress at a poker room table, binding at once (supervisor; 67.101, 67.110)", request: "Ruling", response: "StepResult"})
	api("POST /api/tables/{id}/void", staff(store.RoleSupervisor), s.void, doc{summary: "Void the round in progress and return every wager (supervisor; 67.101, 67.110)", request: "Reason", response: "RoundRef"})
	api("GET /api/tables/{id}/results", loggedIn, s.results, doc{summary: "The table's last settled rounds, newest first (?limit=, 60 unless given, 1 to 200): each round's number, time, cards and dice, with no player and no wager; voided rounds are left out. A scoreboard's data: Baccarat's bead road", request: "", response: "Results"})
	api("GET /api/tables/{id}/recall", loggedIn, s.tableRecall, doc{summary: "Game recall at a table: its last 10 rounds, newest first, with script (steps, outcomes such as a slot play's reel stops) and result; a player sees only his own rounds there, auditors, supervisors and admins every round", request: "", response: "Rounds"})
	api("GET /api/tables/{id}/ws", loggedIn, s.watch, doc{summary: "WebSocket: the table's State pushed after every change, as the caller may see it (token in the cookie, header or ?token=)", request: "", response: "State"})
	api("POST /api/cage/cash-in", staff(store.RoleCashier), s.cashIn, doc{summary: "Credit a player's wallet with cash taken at the cage (cashier); at most the cage's maximum per transaction. Send Idempotency-Key.", request: "Cage", response: "CageReply"})
	api("POST /api/cage/cash-out", staff(store.RoleCashier), s.cashOut, doc{summary: "Pay a player cash from their wallet (cashier); never below zero, at most the cage's maximum per transaction. Send Idempotency-Key.", request: "Cage", response: "CageReply"})
	api("GET /api/users", staff(store.RoleAdmin, store.RoleCashier, store.RoleAuditor, store.RoleSupervisor), s.users, doc{summary: "List users, optionally ?role=", request: "", response: "Users"})
	api("POST /api/staff", staff(store.RoleAdmin), s.createStaff, doc{summary: "Create a staff or player account with a role (admin)", request: "Staff", response: "UserReply"})
	api("GET /api/rounds", readers, s.rounds, doc{summary: "Rounds, newest first (?table=&before=&limit=) (auditor, supervisor, admin)", request: "", response: "Rounds"})
	api("GET /api/rounds/{id}", loggedIn, s.round, doc{summary: "One round record: script, result, hashes; players see only their own rounds", request: "", response: "Round"})
	api("GET /api/rounds/{id}/replay", loggedIn, s.roundReplay, doc{summary: "A round replayed step by step: each step with the events it produced and the view after it, from the player's own seat (cards he may not see as \"??\") or, for auditors, supervisors and admins, seeing every card; players see only their own rounds", request: "", response: "Replay"})
	api("POST /api/rounds/{id}/verify", readers, s.verifyRound, doc{summary: "Re-settle a stored round from its script and check its hash; changes nothing (auditor, supervisor, admin)", request: "", response: "Verify"})
	api("GET /api/ledger/lines", staff(store.RoleAuditor, store.RoleAdmin), s.ledgerLines, doc{summary: "Any account's last ledger lines (?account=wallet:ID|cage|house|commission|escrow:TABLE&limit=) (auditor, admin)", request: "", response: "Wallet"})
	api("GET /api/ledger/check", staff(store.RoleAuditor, store.RoleAdmin), s.ledgerCheck, doc{summary: "Verify the whole ledger: balances equal their entries, all entries sum to zero (auditor, admin)", request: "", response: "LedgerCheck"})
	api("GET /api/keno/{id}", loggedIn, s.kenoState, doc{summary: "A keno game: its rules, pay table and exact returns (76, 77), the draw on sale and when it closes, the draw waiting for its balls, the last draws", request: "", response: "KenoState"})
	api("POST /api/keno/{id}/tickets", staff(store.RolePlayer), s.kenoSell, doc{summary: "Buy a keno ticket from a selection slip (78-82): selections of numbers or computer picks, a wager per selection per draw, consecutive draws; the cost leaves the wallet at once. Send Idempotency-Key to make retries safe.", request: "KenoSlip", response: "KenoTicketReply"})
	api("POST /api/keno/{id}/draw", staff(store.RoleDealer), s.kenoEnter, doc{summary: "A live keno game's operator enters the balls the draw machine gave for the closed draw (75); the draw settles", request: "KenoBalls", response: "KenoDrawReply"})
	api("GET /api/keno/tickets", staff(store.RolePlayer), s.kenoTickets, doc{summary: "The player's last 50 keno tickets, newest first, with what each won and was paid", request: "", response: "KenoTickets"})
	api("GET /api/keno/tickets/{control}", staff(store.RolePlayer, store.RoleCashier, store.RoleAuditor, store.RoleSupervisor, store.RoleAdmin), s.kenoTicketByControl, doc{summary: "One keno ticket by its control number, as the central computer recorded it (84); a player sees only his own", request: "", response: "KenoTicketReply"})
	api("POST /api/keno/claims", staff(store.RolePlayer, store.RoleCashier), s.kenoClaim, doc{summary: "Claim a winning keno ticket by its control number within its deadline (86): paid once, into the player's wallet, or by a cashier in cash or into a named player's wallet", request: "KenoClaim", response: "KenoClaimReply"})
	api("GET /api/tournaments", anyone, s.listTournaments, doc{summary: "Tournaments whose rules are public (125): rules, phase, tables (126), entrants, leaderboard by chips, prizes once paid; staff see them before publication", request: "", response: "Tournaments"})
	api("POST /api/tournaments", staff(store.RoleAdmin), s.createTournament, doc{summary: "Publish a tournament (admin): its rules checked against 123-127 (a week's notice, at least 30% of the fees back, the game's own options) and its tables opened, identified for it (126)", request: "CreateTournament", response: "TournamentReply"})
	api("GET /api/tournaments/{id}", anyone, s.getTournament, doc{summary: "One tournament as the lobby shows it, with its live leaderboard", request: "", response: "TournamentReply"})
	api("POST /api/tournaments/{id}/entries", staff(store.RolePlayer), s.enter, doc{summary: "Register while registration is open: the entry fee from the wallet, the starting chips to the entrant (124)", request: "", response: "TournamentReply"})
	api("POST /api/tournaments/{id}/pay", staff(store.RoleAdmin), s.payTournament, doc{summary: "After the end, pay the prizes from the fees as the rules allocate them (127), or refund every fee short of the minimum entrants; the tournament's tables close (admin)", request: "", response: "TournamentReply"})
	api("GET /api/openapi.json", anyone, s.openapi, doc{summary: "This document", request: "", response: ""})
	m.Handle("GET /metrics", s.metrics.Handler())
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.cfg.Store.Ping(ctx); err != nil {
			writeError(w, classify(fmt.Errorf("%w: %v", store.ErrUnavailable, err)))
			return
		}
		writeJSON(w, 200, map[string]string{"status": "ok"})
	})
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &apiError{Code: CodeNotFound, Message: fmt.Sprintf("no API route %s %s (see /api/openapi.json)", r.Method, r.URL.Path)})
	})
	if s.cfg.Web != nil {
		m.Handle("/", s.cfg.Web)
	}
}

// wrap turns a handler into an http.Handler: body limit, session, role,
// rate limit, error mapping, metrics and a structured log line.
func (s *Server) wrap(route string, roles []string, h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, hr *http.Request) {
		start := time.Now()
		rw := &statusWriter{ResponseWriter: w, status: 200}
		r := &request{Request: hr}
		err := func() (err error) {
			defer func() {
				if p := recover(); p != nil {
					err = fmt.Errorf("panic: %v", p)
				}
			}()
			if roles != nil {
				if err := crossSite(hr); err != nil {
					return err
				}
				u, err := s.session(hr)
				if err != nil {
					// No session: the request counts against its client's
					// address, as before a login, so that forged or stale
					// tokens are not a stream nothing limits.
					if classify(err).Code == CodeUnauthorized && !s.limiter.allow(clientKey(hr)) {
						return errorf(CodeRateLimited, "too many requests: at most %.0f a second; slow down and retry", s.cfg.Rate)
					}
					return err
				}
				r.user = &u
				if len(roles) > 0 && !slices.Contains(roles, u.Role) {
					return errorf(CodeForbidden, "%s is for %s accounts; you are logged in as a %s", route, strings.Join(roles, " or "), u.Role)
				}
			}
			key := clientKey(hr)
			if r.user != nil {
				key = "u" + strconv.FormatInt(r.user.ID, 10)
			}
			if !s.limiter.allow(key) {
				return errorf(CodeRateLimited, "too many requests: at most %.0f a second; slow down and retry", s.cfg.Rate)
			}
			if hr.Method == http.MethodPost || hr.Method == http.MethodDelete {
				b, err := io.ReadAll(http.MaxBytesReader(rw, hr.Body, maxBody))
				if err != nil {
					return err
				}
				r.body = b
			}
			return h(rw, r)
		}()
		if err != nil {
			e := classify(err)
			if e.Code == CodeInternal {
				s.cfg.Log.Error("request failed", "route", route, "err", err)
			}
			s.metrics.Error(e.Code)
			writeError(rw, e)
		}
		s.metrics.Request(route, rw.status, time.Since(start))
		s.cfg.Log.Debug("request", "route", route, "path", hr.URL.Path, "status", rw.status, "ms", time.Since(start).Milliseconds())
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap lets the WebSocket upgrade reach the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func clientKey(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return "ip" + host
}

// token returns the request's session token (Bearer header or cookie).
func token(r *http.Request) string {
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		return strings.TrimPrefix(h, "Bearer ")
	}
	if c, err := r.Cookie(cookieName); err == nil {
		return c.Value
	}
	if strings.HasSuffix(r.URL.Path, "/ws") { // a browser cannot set headers on a WebSocket
		return r.URL.Query().Get("token")
	}
	return ""
}

// crossOrigin tells a browser's request sent from another origin's page:
// by its Sec-Fetch-Site header or, from an older browser, by its Origin
// against its Host. A request with neither is not a browser's.
var crossOrigin http.CrossOriginProtection

// crossSite refuses a state-changing request that the session cookie
// authenticates and that a browser sent from another origin's page, a
// sibling port included (SameSite sees no other site there): any page the
// player visits could otherwise send a form or a text/plain fetch that his
// cookie would authenticate (cross-site request forgery). A request with a
// bearer token is not affected: no other site's page can set that header.
func crossSite(r *http.Request) error {
	if strings.HasPrefix(r.Header.Get("Authorization"), "Bearer ") {
		return nil
	}
	if _, err := r.Cookie(cookieName); err != nil {
		return nil
	}
	if crossOrigin.Check(r) == nil {
		return nil
	}
	from := "another origin"
	if o := r.Header.Get("Origin"); o != "" {
		from = o
	}
	return errorf(CodeForbidden, "a cross-site request is refused: this %s %s came from a page of %s, and the session cookie only works from this server's own pages; a program sends 'Authorization: Bearer TOKEN' instead", r.Method, r.URL.Path, from)
}

func (s *Server) session(r *http.Request) (store.User, error) {
	tok := token(r)
	if tok == "" {
		return store.User{}, errorf(CodeUnauthorized, "log in first (POST /api/login), then send the token as 'Authorization: Bearer TOKEN'")
	}
	hash := auth.TokenHash(tok)
	if u, ok := s.sessions.get(hash); ok {
		return u, nil
	}
	var u store.User
	var expires int64
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) {
		u, expires, err = tx.SessionUser(hash, time.Now().UnixMilli())
		return err
	})
	if errors.Is(err, store.ErrNotFound) {
		return u, errorf(CodeUnauthorized, "your session has ended or is unknown: log in again")
	}
	if err == nil {
		s.sessions.put(hash, u, time.UnixMilli(expires))
	}
	return u, err
}

// sessionCache remembers checked sessions for a few seconds, so that a
// player's stream of wagers does not read the sessions table each time,
// and never past the session's own expiry. Logout removes the entry here;
// another server sharing the database may honour a logged-out token for
// at most sessionCacheTTL.
type sessionCache struct {
	mu sync.Mutex
	m  map[string]cachedSession
}

type cachedSession struct {
	u     store.User
	until time.Time
}

const sessionCacheTTL = 5 * time.Second

func (c *sessionCache) get(hash string) (store.User, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[hash]
	if !ok || !time.Now().Before(e.until) {
		return store.User{}, false
	}
	return e.u, true
}

// put remembers the user of a session that expires at expires.
func (c *sessionCache) put(hash string, u store.User, expires time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) > 100_000 {
		c.m = map[string]cachedSession{}
	}
	until := time.Now().Add(sessionCacheTTL)
	if expires.Before(until) {
		until = expires
	}
	c.m[hash] = cachedSession{u, until}
}

func (c *sessionCache) drop(hash string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, hash)
}

// decode reads the body strictly into v: unknown fields and trailing data
// are errors.
func decode(r *request, v any) error {
	dec := json.NewDecoder(bytes.NewReader(r.body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errorf(CodeBadRequest, "the request body is not valid: %v", err)
	}
	if dec.More() {
		return errorf(CodeBadRequest, "the request body has data after its JSON object")
	}
	return nil
}

func pathID(r *request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id < 1 {
		return 0, errorf(CodeBadRequest, "%s %q in the path is not a positive whole number", name, r.PathValue(name))
	}
	return id, nil
}

// maxTableAmount is the most a table's amount options (its minimum,
// maximum and opening jackpot) may be: $10,000,000,000, a thousandth of the
// ledger's bound, so that a maximum wager paid at the by-law's long odds
// still fits in a balance.
const maxTableAmount = store.MaxBalance / 1000

// amount checks a request amount: a positive number of cents.
func amount(a money.Amount, what string) error {
	if a <= 0 {
		return errorf(CodeAmount, "%s must be a positive whole number of cents, not %d", what, a)
	}
	return nil
}

// idempotent runs f once per Idempotency-Key: a retry with the same key and
// body gets the first answer; the same key with another body is a conflict.
// f stores its answer with save, inside its own transaction.
func (s *Server) idempotent(w http.ResponseWriter, r *request, f func(key *table.Idem) error) error {
	k := r.Header.Get("Idempotency-Key")
	if k == "" {
		return f(nil)
	}
	if len(k) > 200 {
		return errorf(CodeBadRequest, "the Idempotency-Key is longer than 200 characters")
	}
	sum := sha256.Sum256(append([]byte(r.Method+" "+r.URL.Path+"\n"), r.body...))
	idem := &table.Idem{Key: fmt.Sprintf("u%d:%s", r.user.ID, k), BodyHash: hex.EncodeToString(sum[:])}
	var prev store.Request
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { prev, err = tx.Request(idem.Key); return err })
	switch {
	case err == nil && prev.BodyHash != idem.BodyHash:
		return errorf(CodeConflict, "the Idempotency-Key %q was used before for a different request", k)
	case err == nil:
		replayAnswer(w, prev)
		return nil
	case !errors.Is(err, store.ErrNotFound):
		return err
	}
	err = f(idem)
	var answered *table.AnsweredError
	switch {
	case errors.As(err, &answered):
		// An earlier sending was taken while this one waited at the table:
		// this one gets its answer.
		replayAnswer(w, answered.Request)
		return nil
	case errors.Is(err, table.ErrKeyInUse):
		return errorf(CodeConflict, "the Idempotency-Key %q is being used for a different request", k)
	case errors.Is(err, store.ErrDuplicate) && strings.Contains(err.Error(), "requests"):
		return errorf(CodeConflict, "a request with Idempotency-Key %q is already being handled", k)
	}
	return err
}

// replayAnswer writes the stored answer to a request sent again.
func replayAnswer(w http.ResponseWriter, prev store.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Idempotent-Replay", "true")
	w.WriteHeader(prev.Status)
	w.Write(append(bytes.TrimSpace(prev.Response), '\n'))
}

// --- accounts ---

type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// check checks a new account's name (trimmed of surrounding spaces first)
// and password.
func (c *credentials) check() error {
	c.Name = strings.TrimSpace(c.Name)
	if !store.ValidName(c.Name) {
		return errorf(CodeBadRequest, "a name is 2 to 32 letters, digits, '.', '_' or '-', starting with a letter or digit")
	}
	if len(c.Password) < 8 || len(c.Password) > 128 {
		return errorf(CodeBadRequest, "a password is 8 to 128 characters")
	}
	return nil
}

func (s *Server) register(w http.ResponseWriter, r *request) error {
	var c credentials
	if err := decode(r, &c); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	hash := auth.Hash(c.Password, s.cfg.Hash)
	var u store.User
	err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) (err error) { u, err = tx.CreateUser(c.Name, hash, store.RolePlayer); return err })
	if errors.Is(err, store.ErrDuplicate) {
		return errorf(CodeConflict, "the name %q is taken (names are the same whatever their case: a cashier reads them aloud); choose another", c.Name)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"user": u})
	return nil
}

func (s *Server) login(w http.ResponseWriter, r *request) error {
	var c credentials
	if err := decode(r, &c); err != nil {
		return err
	}
	var u store.User
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { u, err = tx.UserByName(c.Name); return err })
	if errors.Is(err, store.ErrNotFound) {
		auth.Verify(c.Password, auth.Hash("-", s.cfg.Hash)) // as slow as a real check: names do not leak by timing
		return auth.ErrMismatch
	}
	if err != nil {
		return err
	}
	if err := auth.Verify(c.Password, u.PassHash); err != nil {
		return err
	}
	tok, hash := auth.NewToken()
	expires := time.Now().Add(s.cfg.SessionTTL)
	if err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) error { return tx.CreateSession(hash, u.ID, expires.UnixMilli()) }); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: tok, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, Expires: expires})
	writeJSON(w, 200, map[string]any{"token": tok, "user": u, "expires": expires.UnixMilli()})
	return nil
}

func (s *Server) logout(w http.ResponseWriter, r *request) error {
	s.sessions.drop(auth.TokenHash(token(r.Request)))
	if err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) error { return tx.DeleteSession(auth.TokenHash(token(r.Request))) }); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1})
	writeJSON(w, 200, map[string]any{"ok": true})
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *request) error {
	out := map[string]any{"user": r.user}
	if r.user.Role == store.RolePlayer {
		var b money.Amount
		if err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { b, err = tx.Balance(store.Wallet(r.user.ID)); return err }); err != nil {
			return err
		}
		out["balance"] = b
	}
	writeJSON(w, 200, out)
	return nil
}

func (s *Server) wallet(w http.ResponseWriter, r *request) error {
	var b money.Amount
	var lines []store.Line
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) {
		if b, err = tx.Balance(store.Wallet(r.user.ID)); err != nil {
			return err
		}
		lines, err = tx.Lines(store.Wallet(r.user.ID), 50)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"balance": b, "lines": lines})
	return nil
}

// recall is game recall: the player's last 10 rounds with cards, wagers,
// results and their balance before and after.
func (s *Server) recall(w http.ResponseWriter, r *request) error {
	var list []store.Round
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { list, err = tx.UserRounds(r.user.ID, 10); return err })
	if err != nil {
		return err
	}
	for i := range list {
		list[i] = withoutDeal(list[i])
	}
	writeJSON(w, 200, map[string]any{"rounds": list})
	return nil
}

func (s *Server) users(w http.ResponseWriter, r *request) error {
	var list []store.User
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { list, err = tx.Users(r.URL.Query().Get("role")); return err })
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"users": list})
	return nil
}

func (s *Server) createStaff(w http.ResponseWriter, r *request) error {
	var c struct {
		credentials
		Role string `json:"role"`
	}
	if err := decode(r, &c); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	if !slices.Contains(store.Roles, c.Role) {
		return errorf(CodeBadRequest, "role %q is not one of %s", c.Role, strings.Join(store.Roles, ", "))
	}
	hash := auth.Hash(c.Password, s.cfg.Hash)
	var u store.User
	err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) (err error) { u, err = tx.CreateUser(c.Name, hash, c.Role); return err })
	if errors.Is(err, store.ErrDuplicate) {
		return errorf(CodeConflict, "the name %q is taken (names are the same whatever their case)", c.Name)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"user": u})
	return nil
}

// --- the cage ---

type cageRequest struct {
	User   string       `json:"user"` // the player's name
	Amount money.Amount `json:"amount"`
	Memo   string       `json:"memo,omitempty"`
}

func (s *Server) cashIn(w http.ResponseWriter, r *request) error  { return s.cage(w, r, "cash-in") }
func (s *Server) cashOut(w http.ResponseWriter, r *request) error { return s.cage(w, r, "cash-out") }

// cage moves money between the cage and a player's wallet. Cash-out can
// never take a wallet below zero (section 5).
func (s *Server) cage(w http.ResponseWriter, r *request, kind string) error {
	var c cageRequest
	if err := decode(r, &c); err != nil {
		return err
	}
	if err := amount(c.Amount, "amount"); err != nil {
		return err
	}
	if c.Amount > s.cfg.CageMax {
		return errorf(CodeAmount, "a %s of $%s is over the cage's maximum of $%s per transaction (the operator's setting, croupier serve --cage-max); nothing was changed", kind, c.Amount, s.cfg.CageMax)
	}
	return s.idempotent(w, r, func(idem *table.Idem) error {
		var resp []byte
		err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) error {
			u, err := tx.UserByName(c.User)
			if err != nil {
				return err
			}
			if u.Role != store.RolePlayer {
				return errorf(CodeBadRequest, "%s is a %s, not a player: only players have wallets", u.Name, u.Role)
			}
			amt := c.Amount
			if kind == "cash-out" {
				amt = -amt
			}
			key := fmt.Sprintf("%s:%d:%d", kind, r.user.ID, time.Now().UnixNano())
			if idem != nil {
				key = kind + ":" + idem.Key
			}
			memo := fmt.Sprintf("%s by cashier %s", kind, r.user.Name)
			if c.Memo != "" {
				memo += ": " + c.Memo
			}
			id, err := tx.Post(store.Transfer{Key: key, Kind: kind, Memo: memo, Legs: []store.Leg{
				{Account: store.Cage, Amount: -amt}, {Account: store.Wallet(u.ID), Amount: amt}}})
			if err != nil {
				return err
			}
			b, err := tx.Balance(store.Wallet(u.ID))
			if err != nil {
				return err
			}
			resp, _ = json.Marshal(map[string]any{"transfer": id, "user": u.Name, "balance": b})
			if idem != nil {
				return tx.SaveRequest(idem.Key, store.Request{BodyHash: idem.BodyHash, Status: 200, Response: resp})
			}
			return nil
		})
		if err != nil {
			return err
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(append(resp, '\n'))
		return nil
	})
}

// --- tables ---

func (s *Server) games(w http.ResponseWriter, r *request) error {
	var specs []game.Spec
	for _, g := range catalog.All() {
		specs = append(specs, g.Spec)
	}
	writeJSON(w, 200, map[string]any{"games": specs})
	return nil
}

// tableInfo is a table in the lobby.
type tableInfo struct {
	store.Table
	GameName  string       `json:"gameName"`
	Min       money.Amount `json:"min"`
	Max       money.Amount `json:"max"`
	SeatCount int          `json:"seatCount"` // 0: any number of players (Sic Bo, 95.19)
	Taken     []int        `json:"taken"`
	Running   bool         `json:"running"`
}

func (s *Server) info(tx store.Tx, row store.Table) (tableInfo, error) {
	ti := tableInfo{Table: row, SeatCount: 7, Taken: []int{}}
	g, _ := catalog.Lookup(row.Game)
	ti.GameName = g.Spec.Name
	opts := map[string]json.RawMessage{}
	json.Unmarshal(row.Options, &opts)
	if t, err := g.Spec.ParseTable(opts); err == nil {
		l := t.Limits()
		ti.Min, ti.Max = l.Min, l.Max
		if g.Spec.Option("min") == nil && g.Spec.Option("min-buy-in") != nil { // a poker table's limits are its buy-in (67.94)
			ti.Min, ti.Max = money.Amount(t.Int("min-buy-in")), money.Amount(t.Int("max-buy-in"))
		}
		if g.Spec.Option("seats") != nil {
			ti.SeatCount = int(t.Int("seats"))
		}
		if g.Spec.Places > 0 {
			ti.SeatCount = g.Spec.Places
		}
	}
	seats, err := tx.Seats(row.ID)
	if err != nil {
		return ti, err
	}
	for seat := range seats {
		ti.Taken = append(ti.Taken, seat)
	}
	slices.Sort(ti.Taken)
	s.mu.Lock()
	ti.Running = s.tables[row.ID] != nil || s.kenos[row.ID] != nil
	s.mu.Unlock()
	return ti, nil
}

func (s *Server) listTables(w http.ResponseWriter, r *request) error {
	var out []tableInfo
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		rows, err := tx.Tables()
		if err != nil {
			return err
		}
		for _, row := range rows {
			if row.Status != "open" {
				continue
			}
			ti, err := s.info(tx, row)
			if err != nil {
				return err
			}
			out = append(out, ti)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if out == nil {
		out = []tableInfo{}
	}
	writeJSON(w, 200, map[string]any{"tables": out})
	return nil
}

type createTableRequest struct {
	Name    string                     `json:"name"`
	Game    string                     `json:"game"`
	Mode    string                     `json:"mode"`
	Options map[string]json.RawMessage `json:"options"`
	Timing  *store.Timing              `json:"timing"`
	Dealer  string                     `json:"dealer"` // a live table's dealer account (any dealer if empty)
}

// createTable opens a table of any game in the catalog, its options checked
// against the game's spec (the by-law's bounds, sections 3 and 9).
func (s *Server) createTable(w http.ResponseWriter, r *request) error {
	var c createTableRequest
	if err := decode(r, &c); err != nil {
		return err
	}
	g, ok := catalog.Lookup(c.Game)
	switch {
	case !ok:
		return errorf(CodeBadRequest, "unknown game %q (GET /api/games lists them)", c.Game)
	case g.New == nil:
		return errorf(CodeBadRequest, "game %q is not yet available in this release", c.Game)
	case c.Mode != store.Electronic && c.Mode != store.Live:
		return errorf(CodeBadRequest, "mode must be %q or %q", store.Electronic, store.Live)
	case strings.TrimSpace(c.Name) == "" || len(c.Name) > 64:
		return errorf(CodeBadRequest, "a table needs a name of 1 to 64 characters")
	}
	if c.Options == nil {
		c.Options = map[string]json.RawMessage{}
	}
	if v, ok := c.Options["tournament"]; ok && c.Game == tournament.LetItRide && string(v) != "false" {
		return game.Rulef("124", "option tournament is for the tables a Let It Ride tournament opens (POST /api/tournaments), not a table of its own")
	}
	opt, err := tableOptions(g, c.Options)
	if err != nil {
		return err
	}
	dflt := store.DefaultTiming
	if c.Game == keno.GameID {
		dflt = store.Timing{Bets: keno.DefaultInterval.Milliseconds()} // the time between draws
	}
	timing, err := tableTiming(c.Timing, dflt)
	if err != nil {
		return err
	}
	opts, _ := json.Marshal(c.Options)
	var info tableInfo
	err = s.cfg.Store.Do(r.Context(), func(tx store.Tx) error {
		dealer, err := dealerID(tx, c.Dealer)
		if err != nil {
			return err
		}
		row := store.Table{Name: c.Name, Game: c.Game, Mode: c.Mode, Options: opts, Timing: timing, Dealer: dealer}
		if c.Game == slots.Spec.ID {
			if err := linkedMachines(tx, opt); err != nil {
				return err
			}
		}
		row, err = tx.CreateTable(row)
		if err != nil {
			return err
		}
		info, err = s.info(tx, row)
		return err
	})
	if err != nil {
		return err
	}
	s.Wake()
	writeJSON(w, http.StatusCreated, map[string]any{"table": info})
	return nil
}

// tableOptions reads a table's options for game g, as a new table (or a
// tournament's tables) may have them: each amount within maxTableAmount,
// and nothing the engine refuses (a machine under 83%, 93; a wheel under
// 75%, 122), refused now rather than when the table first opens.
func tableOptions(g game.Game, options map[string]json.RawMessage) (game.Table, error) {
	opt, err := g.Spec.ParseTable(options)
	if err != nil {
		return game.Table{}, err
	}
	for _, o := range g.Spec.Options {
		if a := money.Amount(opt.Int(o.Name)); o.Type == game.TypeCents && a > maxTableAmount {
			return game.Table{}, errorf(CodeAmount, "table option %q of $%s is over $%s, the most any amount of a table may be (a thousandth of the ledger's bound, so that a maximum wager paid at long odds still fits it)", o.Name, a, maxTableAmount)
		}
	}
	if _, err := g.New(opt, game.NewTape(nil)); err != nil {
		return game.Table{}, err
	}
	return opt, nil
}

// tableTiming is the timing asked for, or dflt when none is.
func tableTiming(asked *store.Timing, dflt store.Timing) (store.Timing, error) {
	if asked == nil {
		return dflt, nil
	}
	t := *asked
	if t.Bets < 0 || t.Decision < 0 || t.Result < 0 || t.Bets > 600_000 || t.Decision > 600_000 || t.Result > 600_000 {
		return t, errorf(CodeBadRequest, "timing values are milliseconds from 0 to 600000")
	}
	return t, nil
}

// dealerID returns the id of the dealer account name names, 0 for none.
func dealerID(tx store.Tx, name string) (int64, error) {
	if name == "" {
		return 0, nil
	}
	d, err := tx.UserByName(name)
	if err != nil {
		return 0, err
	}
	if d.Role != store.RoleDealer {
		return 0, errorf(CodeBadRequest, "%s is a %s, not a dealer", d.Name, d.Role)
	}
	return d.ID, nil
}

// linkedMachines refuses a slot machine whose progressive pool other open
// machines share unless all take the same coins and give the same chance
// of the jackpot (92).
func linkedMachines(tx store.Tx, opt game.Table) error {
	m, err := slots.Parse(opt.Raw("machine"))
	if err != nil || m.Progressive == nil {
		return err
	}
	tables, err := tx.Tables()
	if err != nil {
		return err
	}
	ms := []slots.Machine{m}
	for _, tb := range tables {
		if tb.Game != slots.Spec.ID || tb.Status == "closed" {
			continue
		}
		var o map[string]json.RawMessage
		if err := json.Unmarshal(tb.Options, &o); err != nil {
			return err
		}
		other, err := slots.Spec.ParseTable(o)
		if err != nil {
			return err
		}
		om, err := slots.Parse(other.Raw("machine"))
		if err != nil {
			return err
		}
		if om.Progressive != nil && om.Progressive.Pool == m.Progressive.Pool {
			ms = append(ms, om)
		}
	}
	return slots.Linked(ms...)
}

func (s *Server) closeTable(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	if err := s.kenoClosable(r.Context(), id); err != nil {
		return err
	}
	t, _ := s.table(id)
	if t != nil {
		st, err := t.State(r.Context(), table.System)
		if err != nil {
			return err
		}
		if st.Phase != game.PhaseOver && st.Phase != game.PhaseBets || len(st.View.Wagers) > 0 && st.Phase == game.PhaseBets {
			return errorf(CodeConflict, "table %d has a round in progress: close it when the round is settled (or void it)", id)
		}
	}
	if err := s.cfg.Store.Do(r.Context(), func(tx store.Tx) error { return tx.CloseTable(id) }); err != nil {
		return err
	}
	s.drop(id)
	writeJSON(w, 200, map[string]any{"closed": id})
	return nil
}

func actor(u *store.User) table.Actor { return table.Actor{User: u.ID, Role: u.Role, Name: u.Name} }

func (s *Server) tableState(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	st, err := t.State(r.Context(), actor(r.user))
	if err != nil {
		return err
	}
	writeJSON(w, 200, st)
	return nil
}

func (s *Server) sit(w http.ResponseWriter, r *request) error {
	t, id, err := s.tableOf(r)
	if err != nil {
		return err
	}
	var c struct {
		Seat int `json:"seat"`
	}
	if err := decode(r, &c); err != nil {
		return err
	}
	if tid := t.Row().Tournament; tid != 0 {
		if err := s.tournamentGate(r, tid, false); err != nil {
			return err
		}
	}
	if err := t.Sit(r.Context(), actor(r.user), c.Seat); err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"table": id, "seat": c.Seat})
	return nil
}

func (s *Server) leave(w http.ResponseWriter, r *request) error {
	t, id, err := s.tableOf(r)
	if err != nil {
		return err
	}
	seat, err := pathID(r, "seat")
	if err != nil {
		return err
	}
	if err := t.Leave(r.Context(), actor(r.user), int(seat)); err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"table": id, "left": seat})
	return nil
}

// step takes one step in the replay script's notation: a seat's wagers, a
// decision, a withdrawal, or (a live table's dealer) an announcement.
func (s *Server) step(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	var st game.Step
	if err := json.Unmarshal(r.body, &st); err != nil {
		return errorf(CodeBadRequest, "the step is not valid: %v", err)
	}
	if tid := t.Row().Tournament; tid != 0 && r.user.Role == store.RolePlayer {
		if err := s.tournamentGate(r, tid, true); err != nil {
			return err
		}
	}
	for _, wa := range st.Wagers {
		if err := amount(wa.Amount, "wager "+wa.ID); err != nil {
			return err
		}
	}
	if st.HasAmt {
		if err := amount(st.Amount, "amount"); err != nil {
			return err
		}
	}
	return s.idempotent(w, r, func(idem *table.Idem) error {
		var ids []table.Idem
		if idem != nil {
			ids = []table.Idem{*idem}
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Wait)
		defer cancel()
		res, err := t.Step(ctx, actor(r.user), st, ids...)
		if err != nil {
			return err
		}
		writeJSON(w, 200, res)
		return nil
	})
}

func (s *Server) outcomes(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	outcomes, err := readOutcomes(t.Game().Spec.Outcome, r.body)
	if err != nil {
		return err
	}
	res, err := t.Outcomes(r.Context(), actor(r.user), outcomes)
	if err != nil {
		return err
	}
	writeJSON(w, 200, res)
	return nil
}

// rule records a supervisor's decision on a dispute at a poker room table
// (67.101, 67.110) as a step of the game in progress: it is in the game's
// record and script with the supervisor's name, and changes nothing else.
// A decision that cancels the game is a void.
func (s *Server) rule(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	var c struct {
		Text string `json:"text"`
	}
	if err := decode(r, &c); err != nil {
		return err
	}
	switch {
	case t.Game().Spec.ID != pokerroom.Spec.ID:
		return errorf(CodeConflict, "rulings are recorded at poker room tables (67.101, 67.110); at %s a dispute that cancels the round is a void", t.Game().Spec.Name)
	case strings.TrimSpace(c.Text) == "" || len(c.Text) > pokerroom.MaxRuling:
		return errorf(CodeBadRequest, "a ruling has its text, 1 to %d bytes (67.110)", pokerroom.MaxRuling)
	}
	text, _ := json.Marshal(c.Text)
	by, _ := json.Marshal(r.user.Name)
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Wait)
	defer cancel()
	res, err := t.Step(ctx, table.System, game.Step{Dealer: "ruling", Args: map[string]json.RawMessage{"text": text, "by": by}})
	if err != nil {
		return err
	}
	writeJSON(w, 200, res)
	return nil
}

func (s *Server) void(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	var c struct {
		Reason string `json:"reason"`
	}
	if err := decode(r, &c); err != nil {
		return err
	}
	if strings.TrimSpace(c.Reason) == "" {
		return errorf(CodeBadRequest, "a void needs a reason (67.101, 67.110)")
	}
	rid, number, err := t.Void(r.Context(), actor(r.user), c.Reason)
	if err != nil {
		return errorf(CodeConflict, "%v", err)
	}
	writeJSON(w, 200, map[string]any{"round": rid, "number": number})
	return nil
}

// --- rounds and audit ---

func (s *Server) rounds(w http.ResponseWriter, r *request) error {
	q := r.URL.Query()
	tableID, _ := strconv.ParseInt(q.Get("table"), 10, 64)
	before, _ := strconv.ParseInt(q.Get("before"), 10, 64)
	limit, _ := strconv.Atoi(q.Get("limit"))
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	var list []store.Round
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { list, err = tx.Rounds(tableID, before, limit); return err })
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"rounds": list})
	return nil
}

func (s *Server) round(w http.ResponseWriter, r *request) error {
	rd, err := s.readRound(r)
	if err != nil {
		return err
	}
	if !seesAll(r.user) {
		rd = withoutDeal(rd)
	}
	writeJSON(w, 200, rd)
	return nil
}

// withoutDeal is a round as a player may read it: its script's tape, at a
// game of cards or tiles, shows each card or tile dealt as "??". The tape
// is every card that came out, the ones dealt face down to other seats,
// a folded hand and the burned cards among them, which nobody at the
// table saw (67.102). What was shown is in the result's hands; the round
// played back (GET /api/rounds/{id}/replay) shows the player his own.
// Dice, pockets, segments, balls and reel stops are seen by everyone and
// stay.
func withoutDeal(rd store.Round) store.Round {
	var sc map[string]json.RawMessage
	if json.Unmarshal(rd.Script, &sc) != nil {
		return rd
	}
	var id string
	json.Unmarshal(sc["game"], &id)
	g, ok := catalog.Lookup(id)
	if ok && g.Spec.Outcome != game.OutcomeCards && g.Spec.Outcome != game.OutcomeTiles {
		return rd
	}
	var tape []json.RawMessage
	json.Unmarshal(sc["tape"], &tape)
	for i := range tape {
		tape[i] = json.RawMessage(`"??"`)
	}
	sc["tape"], _ = json.Marshal(tape)
	rd.Script, _ = json.Marshal(sc)
	return rd
}

// readRound reads the round the path names as the caller may see it:
// auditors, supervisors and admins any round with every player; anyone
// else only a round he had money in, with only his own line.
func (s *Server) readRound(r *request) (store.Round, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return store.Round{}, err
	}
	var rd store.Round
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) { rd, err = tx.Round(id); return err })
	if err != nil {
		return store.Round{}, err
	}
	if !seesAll(r.user) {
		mine := slices.ContainsFunc(rd.Players, func(p store.RoundPlayer) bool { return p.User == r.user.ID })
		if !mine {
			return store.Round{}, errorf(CodeForbidden, "round %d is not one of yours", id)
		}
		rd.Players = slices.DeleteFunc(rd.Players, func(p store.RoundPlayer) bool { return p.User != r.user.ID })
	}
	return rd, nil
}

// seesAll reports whether u reads every round and sees every card in it:
// auditors, supervisors and admins.
func seesAll(u *store.User) bool {
	return u.Role == store.RoleAuditor || u.Role == store.RoleSupervisor || u.Role == store.RoleAdmin
}

// Verify re-settles a stored round from its script and reports whether the
// result matches the one stored (and, for the whole chain, the hashes).
func Verify(rd store.Round) error {
	sc, err := replay.Parse(bytes.NewReader(rd.Script))
	if err != nil {
		return fmt.Errorf("its script does not parse: %v", err)
	}
	if rd.Status == store.RoundVoid {
		e, _, err := replay.Open(sc, catalog.Lookup)
		if err != nil {
			return fmt.Errorf("its script does not open: %v", err)
		}
		for i, st := range sc.Steps {
			if err := e.Apply(st); err != nil {
				return fmt.Errorf("void round: step %d does not replay: %v", i, err)
			}
		}
		return nil
	}
	res, err := replay.Run(sc, catalog.Lookup)
	if err != nil {
		return fmt.Errorf("its script does not replay: %v", err)
	}
	got, _ := json.Marshal(res.Last()) // the script may start with the rounds its round carries from
	if !sameJSON(got, rd.Result) {
		return fmt.Errorf("it re-settles to %s but %s is stored", got, rd.Result)
	}
	return nil
}

func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

func (s *Server) verifyRound(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	var rd store.Round
	var transfers []store.Transfer
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) {
		if rd, err = tx.Round(id); err != nil {
			return err
		}
		transfers, err = tx.RoundTransfers(id)
		return err
	})
	if err != nil {
		return err
	}
	out := map[string]any{"round": id, "matches": true, "hash": rd.Hash == store.RoundHash(rd.PrevHash, rd, transfers)}
	if err := Verify(rd); err != nil {
		out["matches"], out["problem"] = false, err.Error()
	}
	writeJSON(w, 200, out)
	return nil
}

func (s *Server) ledgerCheck(w http.ResponseWriter, r *request) error {
	var probs []store.Problem
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		var err error
		if probs, err = store.Check(tx); err != nil {
			return err
		}
		kp, err := keno.AllProblems(tx)
		probs = append(probs, kp...)
		return err
	})
	if err != nil {
		return err
	}
	if probs == nil {
		probs = []store.Problem{}
	}
	writeJSON(w, 200, map[string]any{"ok": len(probs) == 0, "problems": probs})
	return nil
}

func (s *Server) ledgerLines(w http.ResponseWriter, r *request) error {
	acct := r.URL.Query().Get("account")
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	var b money.Amount
	var lines []store.Line
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) (err error) {
		if b, err = tx.Balance(acct); err != nil {
			return err
		}
		lines, err = tx.Lines(acct, limit)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"account": acct, "balance": b, "lines": lines})
	return nil
}

// tableOf returns the running table named in the path.
func (s *Server) tableOf(r *request) (*table.Table, int64, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return nil, 0, err
	}
	t, err := s.table(id)
	return t, id, err
}
