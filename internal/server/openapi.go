package server

import (
	"cmp"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"croupier/game"
	"croupier/internal/table"
)

// doc describes a route for the OpenAPI document; routes() registers the
// handler and its doc together, so the document cannot miss a route.
type doc struct {
	summary  string
	request  string // schema name of the body, if any
	response string // schema name of the 2xx answer
	pattern  string
	roles    []string
}

type obj = map[string]any

func ref(name string) obj { return obj{"$ref": "#/components/schemas/" + name} }

func object(required []string, props obj) obj {
	o := obj{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		o["required"] = required
	}
	return o
}

var (
	cents   = obj{"type": "integer", "format": "int64", "description": "an amount in integer cents (CAD)"}
	str     = obj{"type": "string"}
	integer = obj{"type": "integer", "format": "int64"}
	boolean = obj{"type": "boolean"}
	anyJSON = obj{"description": "any JSON value"}
)

func arrayOf(items obj) obj { return obj{"type": "array", "items": items} }

// schemas are the request and answer shapes (and Cage, which states this
// server's cage maximum: openAPI). Answers allow fields added
// later (clients must ignore unknown fields); requests do not.
var schemas = obj{
	"Error": object([]string{"error"}, obj{"error": object([]string{"code", "message"}, obj{
		"code":    obj{"type": "string", "enum": codes(), "description": "stable error code"},
		"message": obj{"type": "string", "description": "a sentence a person can act on"},
		"section": obj{"type": "string", "description": "the by-law section, for a rule refusal"}})}),
	"Credentials": object([]string{"name", "password"}, obj{"name": str, "password": obj{"type": "string", "minLength": 8, "maxLength": 128}}),
	"Staff":       object([]string{"name", "password", "role"}, obj{"name": str, "password": str, "role": obj{"type": "string", "enum": []string{"player", "dealer", "cashier", "supervisor", "auditor", "admin"}}}),
	"User":        obj{"type": "object", "properties": obj{"id": integer, "name": str, "role": str, "created": integer}},
	"UserReply":   obj{"type": "object", "properties": obj{"user": ref("User")}},
	"Users":       obj{"type": "object", "properties": obj{"users": arrayOf(ref("User"))}},
	"LoginReply":  obj{"type": "object", "properties": obj{"token": str, "user": ref("User"), "expires": integer}},
	"Me":          obj{"type": "object", "properties": obj{"user": ref("User"), "balance": cents}},
	"Ok":          obj{"type": "object"},
	"Wallet": obj{"type": "object", "properties": obj{"balance": cents, "lines": arrayOf(obj{"type": "object", "properties": obj{
		"transfer": integer, "kind": str, "memo": str, "amount": cents, "balance": cents, "table": integer, "round": integer, "at": integer}})}},
	"CageReply": obj{"type": "object", "properties": obj{"transfer": integer, "user": str, "balance": cents}},
	"KenoSlip": object([]string{"selections"}, obj{
		"selections": arrayOf(object([]string{"wager"}, obj{
			"numbers":  obj{"type": "array", "items": integer, "description": "the numbers marked (78); or leave it out and give computer"},
			"computer": obj{"type": "integer", "description": "how many numbers the computer picks (80)"},
			"wager":    cents})),
		"draws": obj{"type": "integer", "description": "consecutive draws from the one on sale (80); 1 unless given"}}),
	"KenoBalls": object([]string{"balls"}, obj{"balls": obj{"type": "array", "items": integer, "description": "the numbers the draw machine gave, in draw order"}}),
	"KenoClaim": object([]string{"control"}, obj{"control": obj{"type": "string", "description": "the ticket's control number; spaces and dashes are ignored"},
		"cash": boolean, "user": obj{"type": "string", "description": "a cashier paying into this player's wallet"}}),
	"KenoDraw":  obj{"type": "object", "properties": obj{"table": integer, "number": integer, "status": obj{"type": "string", "enum": []string{"open", "closed", "drawn"}}, "closes": integer, "balls": arrayOf(integer), "round": integer, "sold": integer, "drawn": integer}},
	"KenoState": obj{"type": "object", "properties": obj{"game": ref("Table"), "rules": anyJSON, "place": str, "now": integer, "onSale": ref("KenoDraw"), "waiting": ref("KenoDraw"), "drawn": arrayOf(ref("KenoDraw"))}},
	"KenoTicket": obj{"type": "object", "properties": obj{"id": integer, "control": str, "controlPrinted": str, "table": integer, "game": str,
		"selections": arrayOf(obj{"type": "object", "properties": obj{"numbers": arrayOf(integer), "computer": boolean, "wager": cents}}),
		"first":      integer, "draws": integer, "cost": cents, "won": cents, "paid": cents, "due": cents, "maxAggregate": cents, "deadline": integer,
		"place": str, "status": obj{"type": "string", "enum": []string{"active", "paid", "expired"}}, "created": integer, "paidAt": integer, "paidTo": str}},
	"KenoTicketReply": obj{"type": "object", "properties": obj{"ticket": ref("KenoTicket")}},
	"KenoTickets":     obj{"type": "object", "properties": obj{"tickets": arrayOf(ref("KenoTicket"))}},
	"KenoClaimReply":  obj{"type": "object", "properties": obj{"paid": cents, "ticket": ref("KenoTicket")}},
	"KenoDrawReply":   obj{"type": "object", "properties": obj{"draw": ref("KenoDraw")}},
	"Games":           obj{"type": "object", "properties": obj{"games": arrayOf(obj{"type": "object", "description": "a game's spec as in `croupier games --json`; its \"outcome\" is the kind of outcome a live dealer enters (Outcomes)"})}},
	"Table": obj{"type": "object", "properties": obj{"id": integer, "name": str, "game": str, "gameName": str, "mode": obj{"type": "string", "enum": []string{"electronic", "live"}},
		"options": anyJSON, "timing": ref("Timing"), "dealer": integer, "status": str, "min": cents, "max": cents, "seatCount": integer, "taken": arrayOf(integer), "running": boolean,
		"tournament": obj{"type": "integer", "description": "the tournament the table is identified for (126); absent for a table of the floor"}}},
	"Tables": obj{"type": "object", "properties": obj{"tables": arrayOf(ref("Table"))}},
	"Tournament": obj{"type": "object", "properties": obj{"id": integer, "name": str, "game": str,
		"status": obj{"type": "string", "enum": []string{"open", "paid", "cancelled"}},
		"phase":  obj{"type": "string", "enum": []string{"registration", "waiting", "running", "over", "paid", "cancelled"}},
		"rules":  obj{"type": "object", "description": "the published rules (tournament.Rules; 125)"}, "returnPercent": str, "fees": cents, "pool": cents,
		"tables": arrayOf(integer), "entrants": integer, "registered": boolean,
		"leaderboard": arrayOf(object(nil, obj{"place": integer, "entrant": str, "chips": integer})),
		"prizes":      arrayOf(object(nil, obj{"place": integer, "entrant": str, "amount": cents, "merchandise": str}))}},
	"Tournaments":     obj{"type": "object", "properties": obj{"tournaments": arrayOf(ref("Tournament"))}},
	"TournamentReply": obj{"type": "object", "properties": obj{"tournament": ref("Tournament")}},
	"CreateTournament": object([]string{"rules", "mode"}, obj{"rules": obj{"type": "object", "description": "the tournament's rules (croupier tournament check reads the same)"},
		"mode": obj{"type": "string", "enum": []string{"electronic", "live"}}, "timing": ref("Timing"),
		"dealer": obj{"type": "string", "description": "the dealer of live tournament tables"}}),
	"TableReply": obj{"type": "object", "properties": obj{"table": ref("Table")}},
	"Timing":     object(nil, obj{"bets": integer, "decision": integer, "result": integer}),
	"CreateTable": object([]string{"name", "game", "mode"}, obj{"name": str, "game": obj{"type": "string", "description": "a game id from games.md"},
		"mode": obj{"type": "string", "enum": []string{"electronic", "live"}}, "options": obj{"type": "object", "description": "the game's table options (GET /api/games)"},
		"timing": ref("Timing"), "dealer": obj{"type": "string", "description": "a live table's dealer account; any dealer if empty"}}),
	"Seat": object([]string{"seat"}, obj{"seat": integer}),
	"Step": obj{"type": "object", "description": "one step of the replay script (spec README): {\"seat\": n, \"wager\": {id: cents}}, {\"seat\": n, \"act\": name, \"amount\": cents}, {\"seat\": n, \"withdraw\": id} or {\"dealer\": name}",
		"properties": obj{"seat": integer, "wager": obj{"type": "object", "additionalProperties": cents}, "act": str, "amount": cents, "withdraw": str, "dealer": str}},
	"Outcomes": object([]string{"outcomes"}, obj{"outcomes": outcomesSchema()}),
	"Reason":   object([]string{"reason"}, obj{"reason": str}),
	"Ruling":   object([]string{"text"}, obj{"text": obj{"type": "string", "description": "the decision, recorded with the supervisor's name in the game in progress"}}),
	"RoundRef": obj{"type": "object", "properties": obj{"round": obj{"type": "integer", "description": "the round record's id"}, "number": obj{"type": "integer", "description": "the round's number at its table"}}},
	"Event": obj{"type": "object", "properties": obj{"round": integer, "kind": str, "seat": integer, "wager": str, "amount": cents,
		"cards": arrayOf(str), "dice": arrayOf(integer), "text": str}},
	"Option": obj{"type": "object", "properties": obj{"seat": integer, "kind": str, "name": str, "min": cents, "max": cents, "multiple": cents, "section": str, "wager": str}},
	"Legal":  obj{"type": "object", "properties": obj{"round": integer, "phase": str, "turn": integer, "options": arrayOf(ref("Option"))}},
	"StepResult": obj{"type": "object", "description": "what the step did and where the table is now (GET the table or watch it for the options)",
		"properties": obj{"events": arrayOf(ref("Event")), "settled": arrayOf(integer), "round": integer, "phase": str, "turn": integer}},
	"State": obj{"type": "object", "properties": obj{"table": integer, "game": str, "mode": str, "round": integer, "phase": str, "turn": integer,
		"options": arrayOf(ref("Option")), "view": obj{"type": "object", "description": "game.View: hands (face-down cards as \"??\"), dice, wagers, shoe, last settled round"},
		"seats": obj{"type": "object", "additionalProperties": integer}, "mine": arrayOf(integer), "deadline": integer, "waiting": boolean, "events": arrayOf(ref("Event")),
		"jackpot": obj{"type": "integer", "description": "cents: the progressive jackpot the table's game shares between its tables (21.2, 67.21), at a table offering the progressive wager; pushed whenever any table changes it"},
		"felt":    obj{"type": "object", "description": "what the felt shows beyond the view, at the games that have it: the craps point, shooter and working wagers; each roulette seat's chip colour and value (70)"}}},
	"Round": obj{"type": "object", "properties": obj{"id": integer, "table": integer, "number": obj{"type": "integer", "description": "the round's number at its table, from 1: the number State, StepResult and their events give it"}, "status": obj{"type": "string", "enum": []string{"settled", "void"}},
		"script": obj{"type": "object", "description": "the round's replay script"}, "result": obj{"type": "object", "description": "the replay result"},
		"reason": str, "prevHash": str, "hash": str, "created": integer,
		"players": arrayOf(obj{"type": "object", "properties": obj{"user": integer, "net": cents, "balanceBefore": cents, "balanceAfter": cents,
			"seats": obj{"type": "array", "items": integer, "description": "the seats (boxes) whose wagers were this player's money, sorted; absent in rounds stored before they were recorded"}}})}},
	"Results": obj{"type": "object", "properties": obj{"results": arrayOf(obj{"type": "object", "description": "a settled round as the felt showed it; its outcomes as game.Outcomes writes them",
		"properties": obj{"round": obj{"type": "integer", "description": "the round's number at its table, as State and Round number it"}, "created": integer,
			"hands": obj{"type": "object", "description": "the round's cards by hand (\"player\", \"banker\", \"dealer\", \"1\" …), as the replay result writes them"},
			"dice":  arrayOf(integer), "pocket": str, "stop": integer, "revolutions": integer, "balls": arrayOf(integer), "reels": arrayOf(integer), "number": integer}})}},
	"Rounds":      obj{"type": "object", "properties": obj{"rounds": arrayOf(ref("Round"))}},
	"Verify":      obj{"type": "object", "properties": obj{"round": integer, "matches": boolean, "hash": boolean, "problem": str}},
	"LedgerCheck": obj{"type": "object", "properties": obj{"ok": boolean, "problems": arrayOf(obj{"type": "object", "properties": obj{"account": str, "msg": str}})}},
	"Replay": obj{"type": "object", "description": "a round replayed step by step from its script",
		"properties": obj{"round": obj{"type": "integer", "description": "the round record's id"}, "number": obj{"type": "integer", "description": "the round's number at its table: the views and events number it so"}, "game": str, "seat": obj{"type": "integer", "description": "the seat the views are taken from: -1 sees every card (auditors, supervisors), else the player's first seat in the round, or " + strconv.Itoa(table.Spectator) + ", a spectator's, for a round stored before seats were recorded"},
			"frames": arrayOf(obj{"type": "object", "properties": obj{
				"step":   obj{"description": "the step as in the script; null in the first frame (the table before any step); {\"finish\": true} where the engine applied the defaults games.md names to end the round"},
				"events": arrayOf(ref("Event")),
				"view":   obj{"type": "object", "description": "game.View after the step, as the seat sees it (face-down cards as \"??\")"}}})}},
}

// outcomesSchema is the list a live dealer enters: one kind of outcome,
// the table's game's (outcomeFormats).
func outcomesSchema() obj {
	kinds := make([]string, 0, len(outcomeFormats))
	for k := range outcomeFormats {
		kinds = append(kinds, string(k))
	}
	sort.Strings(kinds)
	var each []obj
	var examples []string
	for _, k := range kinds {
		f := outcomeFormats[game.Outcome(k)]
		one := obj{"title": k, "description": fmt.Sprintf("a %s at a table whose game's outcome is %q: %s", f.one, k, f.each)}
		for name, v := range f.schema {
			one[name] = v
		}
		each = append(each, one)
		examples = append(examples, fmt.Sprintf("%s %s", k, f.example))
	}
	return obj{"type": "array", "minItems": 1, "maxItems": maxOutcomes, "items": obj{"anyOf": each},
		"description": "what came out, in the order it came out, in the spec's notation (README \"Notation\"), all of the kind the table's game takes " +
			"(GET /api/games: a game's \"outcome\"): " + strings.Join(examples, ", ") + ". A roll or a draw is a list inside the list: [[1,4,5]], not [1,4,5]. " +
			"Entries the round cannot use (after it is settled, or more than it reads before it is settled) are refused (422 rule) and nothing is entered."}
}

func codes() []string {
	var out []string
	for c := range statusOf {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

var pathParam = regexp.MustCompile(`\{([a-z]+)\}`)

// Every status a route answers is in the document: its success, and each
// error code it may answer under that code's status (statusOf). Some codes
// follow from the route's kind (answersOf); the rest are listed here,
// route by route, from what its handler and the table do.
var answers = map[string]struct {
	success int      // 200 unless set
	codes   []string // the route's own error codes
	other   map[int]string
}{
	"POST /api/register":                   {success: 201, codes: []string{CodeBadRequest, CodeConflict, CodeUnavailable}},
	"POST /api/login":                      {codes: []string{CodeBadRequest, CodeLogin, CodeUnavailable}},
	"POST /api/logout":                     {},
	"GET /api/me":                          {},
	"GET /api/wallet":                      {},
	"GET /api/recall":                      {},
	"GET /api/games":                       {},
	"GET /api/tables":                      {codes: []string{CodeUnavailable}},
	"POST /api/tables":                     {success: 201, codes: []string{CodeBadRequest, CodeAmount, CodeRule, CodeNotFound}},
	"GET /api/tables/{id}":                 {codes: []string{CodeNotFound}},
	"POST /api/tables/{id}/close":          {codes: []string{CodeNotFound, CodeConflict}},
	"POST /api/tables/{id}/seats":          {codes: []string{CodeNotFound, CodeSeat, CodeConflict, CodeForbidden}},
	"DELETE /api/tables/{id}/seats/{seat}": {codes: []string{CodeNotFound, CodeSeat}},
	"POST /api/tables/{id}/steps":          {codes: []string{CodeWaiting, CodeAmount, CodeRule, CodeFunds, CodeSeat, CodeConflict, CodeNotFound, CodeForbidden}},
	"POST /api/tables/{id}/outcomes":       {codes: []string{CodeRule, CodeFunds, CodeSeat, CodeNotFound}}, // and the waiting step's own refusals
	"POST /api/tables/{id}/void":           {codes: []string{CodeNotFound, CodeConflict}},
	"POST /api/tables/{id}/rulings":        {codes: []string{CodeNotFound, CodeConflict, CodeRule}},
	"GET /api/tables/{id}/results":         {codes: []string{CodeNotFound}},
	"GET /api/tables/{id}/recall":          {codes: []string{CodeNotFound}},
	"GET /api/tables/{id}/ws":              {success: http.StatusSwitchingProtocols, codes: []string{CodeNotFound}, other: wsRefusals},
	"POST /api/cage/cash-in":               {codes: []string{CodeBadRequest, CodeAmount, CodeNotFound, CodeConflict}},
	"POST /api/cage/cash-out":              {codes: []string{CodeBadRequest, CodeAmount, CodeNotFound, CodeConflict, CodeFunds}},
	"GET /api/users":                       {},
	"POST /api/staff":                      {success: 201, codes: []string{CodeBadRequest, CodeConflict}},
	"GET /api/rounds":                      {},
	"GET /api/rounds/{id}":                 {codes: []string{CodeNotFound, CodeForbidden}},
	"GET /api/rounds/{id}/replay":          {codes: []string{CodeNotFound, CodeForbidden}},
	"POST /api/rounds/{id}/verify":         {codes: []string{CodeNotFound}},
	"GET /api/ledger/lines":                {codes: []string{CodeNotFound}},
	"GET /api/ledger/check":                {},
	"GET /api/openapi.json":                {},
	"GET /api/keno/{id}":                   {codes: []string{CodeNotFound}},
	"POST /api/keno/{id}/tickets":          {success: 201, codes: []string{CodeBadRequest, CodeAmount, CodeRule, CodeFunds, CodeNotFound, CodeConflict}},
	"POST /api/keno/{id}/draw":             {codes: []string{CodeBadRequest, CodeRule, CodeNotFound}},
	"GET /api/keno/tickets":                {},
	"GET /api/keno/tickets/{control}":      {codes: []string{CodeRule, CodeNotFound}},
	"POST /api/keno/claims":                {codes: []string{CodeBadRequest, CodeRule, CodeNotFound}},
	"GET /api/tournaments":                 {},
	"POST /api/tournaments":                {success: 201, codes: []string{CodeBadRequest, CodeRule, CodeNotFound}},
	"GET /api/tournaments/{id}":            {codes: []string{CodeNotFound}},
	"POST /api/tournaments/{id}/entries":   {success: 201, codes: []string{CodeNotFound, CodeConflict, CodeFunds}},
	"POST /api/tournaments/{id}/pay":       {codes: []string{CodeNotFound, CodeConflict}},
}

// wsRefusals are the WebSocket handshake's own answers (plain text).
var wsRefusals = map[int]string{
	http.StatusBadRequest:      "not a WebSocket handshake the server can take",
	http.StatusForbidden:       "the page asking is not served from this server (Origin)",
	http.StatusUpgradeRequired: "not a WebSocket request: connect with a WebSocket client",
}

// meaning says when each error code is answered.
var meaning = map[string]string{
	CodeBadRequest:   "malformed JSON, an unknown field, a wrong type, a path id that is not a positive number, a value out of bounds",
	CodeAmount:       "an amount that is not a positive whole number of cents, or over a maximum: the cage's per transaction, the most a table's amount may be, or the ledger's bound on a balance",
	CodeUnauthorized: "no session, or it ended: log in",
	CodeLogin:        "wrong name or password",
	CodeForbidden:    "the role, the seat or the table does not allow it; or a request that changes something, carried by the session cookie, came from another site's page (send Authorization: Bearer instead)",
	CodeNotFound:     "no such table, round, user or account",
	CodeConflict:     "a name taken (whatever its case), an Idempotency-Key reused with another body or still being handled, a round in progress, another step waiting for the dealer",
	CodeSeat:         "a seat taken, not yours, or holding money at risk",
	CodeFunds:        "the wallet does not cover it (section 5: no credit)",
	CodeRule:         "the game's rules refuse it, citing the section; an outcome the round cannot use",
	CodeWaiting:      "accepted: the step waits for the live dealer's outcome and completes when the dealer enters it (watch the table); not an error",
	CodeTooLarge:     "the request body is over 64 KiB",
	CodeRateLimited:  "too many requests in this session: slow down and retry",
	CodeUnavailable:  "the database is not answering, or the table is starting or runs on another server: retry shortly",
	CodeInternal:     "a bug: nothing was changed; logged with the request",
}

// answersOf returns every error code route d may answer: its own and
// those of its kind — any route may be rate limited or fail; one with a
// session may find none, or the database away; one for some roles may be
// refused; one with a session that changes something (not a GET) may be
// refused a cross-site request the session cookie carries (crossSite);
// one with a body may get one too large; one with a path id may get one
// that is not a number.
func (d doc) answersOf(method, path string) []string {
	codes := []string{CodeRateLimited, CodeInternal}
	if d.roles != nil {
		codes = append(codes, CodeUnauthorized, CodeUnavailable)
	}
	if len(d.roles) > 0 || d.roles != nil && method != http.MethodGet {
		codes = append(codes, CodeForbidden) // another role, or a cross-site request (crossSite)
	}
	if method == http.MethodPost || method == http.MethodDelete {
		codes = append(codes, CodeTooLarge)
	}
	if strings.Contains(path, "{") {
		codes = append(codes, CodeBadRequest, CodeUnavailable) // the table or round is read
	}
	codes = append(codes, answers[d.pattern].codes...)
	sort.Strings(codes)
	return slices.Compact(codes)
}

// responses is the route's responses: its success, and each status its
// error codes have, naming the codes.
func (d doc) responses(method, path string) obj {
	a := answers[d.pattern]
	ok := obj{"description": "success"}
	if d.response != "" {
		ok["content"] = obj{"application/json": obj{"schema": ref(d.response)}}
	}
	if a.success == http.StatusSwitchingProtocols {
		ok = obj{"description": "the WebSocket: each message a " + d.response + " as JSON"}
	}
	out := obj{strconv.Itoa(cmp.Or(a.success, http.StatusOK)): ok}
	byStatus := map[int][]string{}
	for _, c := range d.answersOf(method, path) {
		byStatus[statusOf[c]] = append(byStatus[statusOf[c]], c)
	}
	for status, cs := range byStatus {
		var says []string
		for _, c := range cs {
			says = append(says, c+": "+meaning[c])
		}
		schema := obj{"allOf": []obj{ref("Error"), {"properties": obj{"error": obj{"properties": obj{"code": obj{"enum": cs}}}}}}}
		out[strconv.Itoa(status)] = obj{"description": strings.Join(says, "; "), "content": obj{"application/json": obj{"schema": schema}}}
	}
	for status, why := range a.other {
		if _, dup := out[strconv.Itoa(status)]; dup {
			r := out[strconv.Itoa(status)].(obj)
			r["description"] = r["description"].(string) + "; or, as plain text, " + why
			continue
		}
		out[strconv.Itoa(status)] = obj{"description": why, "content": obj{"text/plain": obj{"schema": str}}}
	}
	return out
}

// openAPI builds the document from the registered routes.
func (s *Server) openAPI() obj {
	paths := obj{}
	for _, d := range s.docs {
		method, path, _ := strings.Cut(d.pattern, " ")
		op := obj{"summary": d.summary, "operationId": strings.ToLower(method) + strings.NewReplacer("/", "_", "{", "", "}", "").Replace(path)}
		var params []obj
		for _, m := range pathParam.FindAllStringSubmatch(path, -1) {
			schema := integer
			if m[1] == "control" { // a keno ticket's control number, dashes allowed
				schema = str
			}
			params = append(params, obj{"name": m[1], "in": "path", "required": true, "schema": schema})
		}
		if strings.Contains(d.summary, "Idempotency-Key") {
			params = append(params, obj{"name": "Idempotency-Key", "in": "header", "schema": obj{"type": "string", "maxLength": 200},
				"description": "a retried request with the same key gets the first answer; the same key with another body is a conflict"})
		}
		if params != nil {
			op["parameters"] = params
		}
		if d.request != "" {
			op["requestBody"] = obj{"required": true, "content": obj{"application/json": obj{"schema": ref(d.request)}}}
		}
		op["responses"] = d.responses(method, path)
		if d.roles != nil {
			op["security"] = []obj{{"bearer": []string{}}, {"cookie": []string{}}}
			if len(d.roles) > 0 {
				op["description"] = "Roles: " + strings.Join(d.roles, ", ")
			}
		}
		if paths[path] == nil {
			paths[path] = obj{}
		}
		paths[path].(obj)[strings.ToLower(method)] = op
	}
	sch := maps.Clone(schemas)
	sch["Cage"] = object([]string{"user", "amount"}, obj{"user": obj{"type": "string", "description": "the player's name (any case)"},
		"amount": obj{"type": "integer", "format": "int64", "minimum": 1, "maximum": int64(s.cfg.CageMax),
			"description": fmt.Sprintf("integer cents, at most the cage's maximum per transaction: $%s on this server (croupier serve --cage-max; $%s unless the operator sets another)", s.cfg.CageMax, DefaultCageMax)},
		"memo": str})
	return obj{
		"openapi": "3.1.0",
		"info": obj{"title": "Croupier casino server", "version": "1",
			"description": "Accounts, the cage, tables of every available game, steps in the replay script's notation, round records and the ledger. Amounts are integer cents. Errors are {\"error\": {\"code\", \"message\", \"section\"}}; each route lists every status it answers and the codes each carries. " +
				"A step at a live table that waits for the dealer's outcome answers 202 {\"error\": {\"code\": \"waiting\"}}: accepted, and completed when the dealer enters the outcome (watch the table)."},
		"paths":      paths,
		"components": obj{"schemas": sch, "securitySchemes": obj{"bearer": obj{"type": "http", "scheme": "bearer"}, "cookie": obj{"type": "apiKey", "in": "cookie", "name": cookieName}}},
	}
}

func (s *Server) openapi(w http.ResponseWriter, r *request) error {
	writeJSON(w, 200, s.openAPI())
	return nil
}
