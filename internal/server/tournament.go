package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"croupier/catalog"
	"croupier/internal/keno"
	"croupier/internal/store"
	"croupier/money"
	"croupier/tournament"
)

// Tournaments (123–127): an admin publishes a tournament's rules, which
// opens the tables identified for it (126); players register while
// registration is open, paying the entry fee into the tournament's fees
// account and receiving its starting chips; between the start and the
// end the entrants play the game at its tables with their chips, the
// game's rules unchanged (124, internal/table plays a tournament table's
// rounds on its chips accounts); after the end the admin pays the prizes
// from the fees (127) or, short of the minimum entrants, refunds them.

type createTournamentRequest struct {
	Rules  json.RawMessage `json:"rules"`
	Mode   string          `json:"mode"`
	Dealer string          `json:"dealer,omitempty"`
	Timing *store.Timing   `json:"timing,omitempty"`
}

// A tournamentView is a tournament as anyone may read it once its rules
// are public (125): the rules, where it stands, its tables, its entrants
// and leaderboard, and once paid its prizes.
type tournamentView struct {
	ID          int64           `json:"id"`
	Name        string          `json:"name"`
	Game        string          `json:"game"`
	Status      string          `json:"status"`
	Phase       string          `json:"phase"` // registration, waiting, running, over (to be paid), paid, cancelled
	Rules       json.RawMessage `json:"rules"`
	Return      string          `json:"returnPercent"` // the prizes' share of the fees (127)
	Fees        money.Amount    `json:"fees"`          // entry fees collected
	Pool        money.Amount    `json:"pool"`          // the prize money on those fees
	Tables      []int64         `json:"tables"`        // the tables identified for it (126)
	Entrants    int             `json:"entrants"`
	Registered  bool            `json:"registered"` // the caller is an entrant
	Leaderboard []rankView      `json:"leaderboard"`
	Prizes      []prizeView     `json:"prizes,omitempty"`
}

type rankView struct {
	Place   int    `json:"place"`
	Entrant string `json:"entrant"`
	Chips   int64  `json:"chips"`
}

type prizeView struct {
	Place       int          `json:"place"`
	Entrant     string       `json:"entrant"`
	Amount      money.Amount `json:"amount"`
	Merchandise string       `json:"merchandise,omitempty"`
}

// now is the server's time for tournaments' dates.
func (s *Server) now() time.Time {
	if s.cfg.Clock != nil {
		return s.cfg.Clock()
	}
	return time.Now()
}

// checkTournamentGame verifies the rules' game is one the tables play and
// its options are ones its engine accepts: the game's rules unchanged (124).
func checkTournamentGame(r tournament.Rules) (json.RawMessage, error) {
	g, ok := catalog.Lookup(r.Game)
	switch {
	case !ok:
		return nil, errorf(CodeBadRequest, "unknown game %q (GET /api/games lists them)", r.Game)
	case g.New == nil:
		return nil, errorf(CodeBadRequest, "game %q is not yet available in this release", r.Game)
	case r.Game == keno.GameID:
		return nil, errorf(CodeBadRequest, "keno is drawn by its central computer, not played at tables: it has no tournament format here")
	}
	opts, err := r.TableOptions()
	if err != nil {
		return nil, err
	}
	if _, err := tableOptions(g, opts); err != nil {
		return nil, err
	}
	raw, _ := json.Marshal(opts)
	return raw, nil
}

func (s *Server) createTournament(w http.ResponseWriter, r *request) error {
	var c createTournamentRequest
	if err := decode(r, &c); err != nil {
		return err
	}
	if c.Mode != store.Electronic && c.Mode != store.Live {
		return errorf(CodeBadRequest, "mode must be %q or %q", store.Electronic, store.Live)
	}
	rules, err := tournament.Parse(c.Rules)
	if err != nil {
		return err
	}
	if err := rules.Publishable(s.now()); err != nil {
		return err
	}
	opts, err := checkTournamentGame(rules)
	if err != nil {
		return err
	}
	timing, err := tableTiming(c.Timing, store.DefaultTiming)
	if err != nil {
		return err
	}
	stored, _ := json.Marshal(rules)
	var view tournamentView
	err = s.cfg.Store.Do(r.Context(), func(tx store.Tx) error {
		dealer, err := dealerID(tx, c.Dealer)
		if err != nil {
			return err
		}
		tm := store.Tournament{Name: rules.Name, Game: rules.Game, Rules: stored}
		if err := tx.CreateTournament(&tm); err != nil {
			return err
		}
		for i := 1; i <= rules.Tables; i++ { // 126: each table named for the tournament
			name := fmt.Sprintf("%s · table %d", rules.Name, i)
			if len(name) > 64 {
				name = fmt.Sprintf("Tournament %d · table %d", tm.ID, i)
			}
			if _, err := tx.CreateTable(store.Table{Name: name, Game: rules.Game, Mode: c.Mode, Options: opts, Timing: timing, Dealer: dealer, Tournament: tm.ID}); err != nil {
				return err
			}
		}
		view, err = s.tournamentView(tx, tm, r.user)
		return err
	})
	if err != nil {
		return err
	}
	s.Wake()
	writeJSON(w, http.StatusCreated, map[string]any{"tournament": view})
	return nil
}

// tournamentView reads what a tournament stands at for user (nil: nobody
// logged in).
func (s *Server) tournamentView(tx store.Tx, tm store.Tournament, user *store.User) (tournamentView, error) {
	rules, err := tournament.Parse(tm.Rules)
	if err != nil {
		return tournamentView{}, fmt.Errorf("tournament %d: its stored rules: %w", tm.ID, err)
	}
	v := tournamentView{ID: tm.ID, Name: tm.Name, Game: tm.Game, Status: tm.Status, Rules: tm.Rules, Return: rules.Return().String(),
		Tables: []int64{}, Leaderboard: []rankView{}}
	now := s.now()
	switch {
	case tm.Status != store.TournamentOpen:
		v.Phase = tm.Status
	case now.Before(rules.RegistrationCloses):
		v.Phase = "registration"
	case now.Before(rules.Start):
		v.Phase = "waiting"
	case now.Before(rules.End):
		v.Phase = "running"
	default:
		v.Phase = "over"
	}
	tables, err := tx.Tables()
	if err != nil {
		return v, err
	}
	for _, tb := range tables {
		if tb.Tournament == tm.ID {
			v.Tables = append(v.Tables, tb.ID)
		}
	}
	standings, entrants, err := standingsOf(tx, tm.ID)
	if err != nil {
		return v, err
	}
	v.Entrants = len(entrants)
	for _, e := range entrants {
		v.Registered = v.Registered || user != nil && e.User == user.ID
	}
	for _, rk := range tournament.Leaderboard(standings) {
		v.Leaderboard = append(v.Leaderboard, rankView{rk.Place, rk.Entrant, rk.Chips})
	}
	if v.Fees, err = feesCollected(tx, tm); err != nil {
		return v, err
	}
	v.Pool = rules.Pool(v.Fees)
	if tm.Status == store.TournamentPaid {
		prizes, err := rules.Allocate(v.Fees, standings)
		if err != nil {
			return v, err
		}
		for _, p := range prizes {
			v.Prizes = append(v.Prizes, prizeView{p.Place, p.Entrant, p.Amount, p.Merchandise})
		}
	}
	return v, nil
}

// feesCollected is what a tournament's fees account took in: its balance
// while the tournament is open, and once paid or refunded what that last
// transfer took out. Registration fees and a Let It Ride tournament's fees
// taken in play (124) are counted alike.
func feesCollected(tx store.Tx, tm store.Tournament) (money.Amount, error) {
	b, err := tx.Balance(store.Fees(tm.ID))
	if err != nil || tm.Status == store.TournamentOpen {
		return b, err
	}
	last, err := tx.Lines(store.Fees(tm.ID), 1)
	if err != nil || len(last) == 0 || last[0].Amount > 0 {
		return b, err
	}
	return b - last[0].Amount, nil
}

// standingsOf returns a tournament's entrants' chips (their names as the
// entrants) and the entrants.
func standingsOf(tx store.Tx, id int64) ([]tournament.Standing, []store.Entrant, error) {
	entrants, err := tx.Entrants(id)
	if err != nil {
		return nil, nil, err
	}
	accts := make([]string, len(entrants))
	for i, e := range entrants {
		accts[i] = store.Chips(id, e.User)
	}
	bal := map[string]money.Amount{}
	if len(accts) > 0 {
		if bal, err = tx.Balances(accts); err != nil {
			return nil, nil, err
		}
	}
	out := make([]tournament.Standing, len(entrants))
	for i, e := range entrants {
		out[i] = tournament.Standing{Entrant: e.Name, Chips: int64(bal[accts[i]]), Order: e.Order}
	}
	return out, entrants, nil
}

// public reports whether a tournament's rules may be read by user: from
// their publication on (125); staff read them before.
func (s *Server) public(tm store.Tournament, user *store.User) bool {
	if user != nil && user.Role != store.RolePlayer {
		return true
	}
	rules, err := tournament.Parse(tm.Rules)
	return err == nil && !s.now().Before(rules.Published)
}

// optionalUser reads the caller's session on a route anyone may read: a
// logged-in caller sees whether he is registered, staff unpublished rules.
func (s *Server) optionalUser(r *request) {
	if u, err := s.session(r.Request); err == nil {
		r.user = &u
	}
}

func (s *Server) listTournaments(w http.ResponseWriter, r *request) error {
	s.optionalUser(r)
	out := []tournamentView{}
	err := s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		list, err := tx.TournamentList()
		if err != nil {
			return err
		}
		for _, tm := range list {
			if !s.public(tm, r.user) {
				continue
			}
			v, err := s.tournamentView(tx, tm, r.user)
			if err != nil {
				return err
			}
			out = append(out, v)
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"tournaments": out})
	return nil
}

func (s *Server) getTournament(w http.ResponseWriter, r *request) error {
	s.optionalUser(r)
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	var v tournamentView
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		tm, err := tx.Tournament(id)
		if err != nil {
			return err
		}
		if !s.public(tm, r.user) {
			return fmt.Errorf("tournament %d: %w", id, store.ErrNotFound)
		}
		v, err = s.tournamentView(tx, tm, r.user)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"tournament": v})
	return nil
}

// enter enters the player in a tournament whose registration is open:
// the entry fee moves from his wallet to the tournament's fees (124) and
// its starting chips to his chips account, in one transaction.
func (s *Server) enter(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	var v tournamentView
	err = s.cfg.Store.Do(r.Context(), func(tx store.Tx) error {
		tm, err := tx.Tournament(id)
		if err != nil {
			return err
		}
		rules, err := tournament.Parse(tm.Rules)
		if err != nil {
			return err
		}
		now := s.now()
		switch {
		case tm.Status != store.TournamentOpen:
			return errorf(CodeConflict, "tournament %q has ended (%s)", tm.Name, tm.Status)
		case now.Before(rules.Published):
			return fmt.Errorf("tournament %d: %w", id, store.ErrNotFound)
		case !now.Before(rules.RegistrationCloses):
			return errorf(CodeConflict, "registration for %q closed at %s (its published rules, 125)", tm.Name, rules.RegistrationCloses.Format(time.RFC3339))
		}
		entrants, err := tx.Entrants(id)
		if err != nil {
			return err
		}
		for _, e := range entrants {
			if e.User == r.user.ID {
				return errorf(CodeConflict, "you are already registered in %q", tm.Name)
			}
		}
		if len(entrants) >= rules.MaxEntrants {
			return errorf(CodeConflict, "tournament %q is full: %d entrants, its rules' maximum", tm.Name, rules.MaxEntrants)
		}
		e, err := tx.AddEntrant(id, r.user.ID)
		if errors.Is(err, store.ErrDuplicate) {
			return errorf(CodeConflict, "you are already registered in %q", tm.Name)
		}
		if err != nil {
			return err
		}
		xfers := []store.Transfer{
			{Key: fmt.Sprintf("tournament-chips:%d:%d", id, r.user.ID), Kind: "tournament-chips", Memo: fmt.Sprintf("%s: starting chips of entrant %d", tm.Name, e.Order),
				Legs: []store.Leg{{Account: store.ChipBank(id), Amount: -money.Amount(rules.StartingChips)}, {Account: store.Chips(id, r.user.ID), Amount: money.Amount(rules.StartingChips)}}},
		}
		if rules.EntryFee > 0 { // Let It Ride's is taken from the supplemental wager in play instead (124)
			xfers = append(xfers, store.Transfer{Key: fmt.Sprintf("tournament-fee:%d:%d", id, r.user.ID), Kind: "tournament-fee", Memo: fmt.Sprintf("%s: entry fee of entrant %d", tm.Name, e.Order),
				Legs: []store.Leg{{Account: store.Wallet(r.user.ID), Amount: -rules.EntryFee}, {Account: store.Fees(id), Amount: rules.EntryFee}}})
		}
		if _, err = tx.PostAll(xfers); err != nil {
			return err
		}
		v, err = s.tournamentView(tx, tm, r.user)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]any{"tournament": v})
	return nil
}

// payTournament ends a tournament once its end has passed and no round is
// in progress at its tables: the prizes are paid from the fees as its rules
// allocate them (127) and the rest goes to the house; short of the rules'
// minimum entrants every fee is refunded instead. Its tables close.
func (s *Server) payTournament(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	var v tournamentView
	var closed []int64
	err = s.cfg.Store.Do(r.Context(), func(tx store.Tx) error {
		tm, err := tx.Tournament(id)
		if err != nil {
			return err
		}
		rules, err := tournament.Parse(tm.Rules)
		if err != nil {
			return err
		}
		if tm.Status != store.TournamentOpen {
			return errorf(CodeConflict, "tournament %q has already ended (%s)", tm.Name, tm.Status)
		}
		if s.now().Before(rules.End) {
			return errorf(CodeConflict, "tournament %q plays until %s: its prizes are paid after its end", tm.Name, rules.End.Format(time.RFC3339))
		}
		tables, err := tx.Tables()
		if err != nil {
			return err
		}
		for _, tb := range tables {
			if tb.Tournament != id || tb.Status == "closed" {
				continue
			}
			held, err := tx.Balance(store.Escrow(tb.ID))
			if err != nil {
				return err
			}
			if held != 0 {
				return errorf(CodeConflict, "%s has a round in progress (%s chips at stake): pay the tournament once it is settled", tb.Name, held)
			}
			if err := tx.CloseTable(tb.ID); err != nil {
				return err
			}
			closed = append(closed, tb.ID)
		}
		standings, entrants, err := standingsOf(tx, id)
		if err != nil {
			return err
		}
		fees, err := tx.Balance(store.Fees(id))
		if err != nil {
			return err
		}
		legs := []store.Leg{{Account: store.Fees(id), Amount: -fees}}
		status := store.TournamentPaid
		if len(entrants) < rules.MinEntrants { // it did not take place: every fee back
			status = store.TournamentCancelled
			var refunded money.Amount
			for _, e := range entrants {
				if rules.EntryFee > 0 {
					legs = append(legs, store.Leg{Account: store.Wallet(e.User), Amount: rules.EntryFee})
					refunded += rules.EntryFee
				}
			}
			// No hand is played short of the minimum (tournamentGate), so
			// no fee is taken in play; were one, it goes back to the house
			// that contributed it (124).
			legs = append(legs, store.Leg{Account: store.House, Amount: fees - refunded})
		} else {
			prizes, err := rules.Allocate(fees, standings)
			if err != nil {
				return err
			}
			user := map[string]int64{}
			for _, e := range entrants {
				user[e.Name] = e.User
			}
			var paid money.Amount
			for _, p := range prizes {
				if p.Amount > 0 {
					legs = append(legs, store.Leg{Account: store.Wallet(user[p.Entrant]), Amount: p.Amount})
					paid += p.Amount
				}
			}
			legs = append(legs, store.Leg{Account: store.House, Amount: fees - paid})
		}
		if fees > 0 {
			if _, err := tx.Post(store.Transfer{Key: fmt.Sprintf("tournament-%s:%d", status, id), Kind: "tournament-" + status,
				Memo: fmt.Sprintf("%s: %s", tm.Name, status), Legs: legs}); err != nil {
				return err
			}
		}
		if err := tx.SetTournamentStatus(id, store.TournamentOpen, status); err != nil {
			return err
		}
		tm.Status = status
		v, err = s.tournamentView(tx, tm, r.user)
		return err
	})
	if err != nil {
		return err
	}
	for _, tb := range closed {
		s.drop(tb)
	}
	writeJSON(w, 200, map[string]any{"tournament": v})
	return nil
}

// tournamentGate refuses a player's seat or step at a tournament's table
// unless he is an entrant (124: entrants play with their chips) and, for
// a step, the tournament is playing (its published dates, 125).
func (s *Server) tournamentGate(r *request, tournamentID int64, step bool) error {
	return s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		tm, err := tx.Tournament(tournamentID)
		if err != nil {
			return err
		}
		rules, err := tournament.Parse(tm.Rules)
		if err != nil {
			return err
		}
		if _, err := tx.Balance(store.Chips(tournamentID, r.user.ID)); errors.Is(err, store.ErrNotFound) {
			return errorf(CodeForbidden, "this table is identified for the tournament %q (126): only its entrants play here", tm.Name)
		} else if err != nil {
			return err
		}
		now := s.now()
		if tm.Status != store.TournamentOpen {
			return errorf(CodeConflict, "tournament %q has ended", tm.Name)
		}
		if !step {
			return nil
		}
		if now.Before(rules.Start) || !now.Before(rules.End) {
			return errorf(CodeConflict, "tournament %q plays from %s to %s", tm.Name, rules.Start.Format(time.RFC3339), rules.End.Format(time.RFC3339))
		}
		// Registration closed at the start at the latest, so the field is
		// final: short of the minimum the tournament does not take place
		// and its fees are refunded when it is paid (125).
		entrants, err := tx.Entrants(tournamentID)
		if err != nil {
			return err
		}
		if len(entrants) < rules.MinEntrants {
			return errorf(CodeConflict, "tournament %q is short of its rules' minimum of %d entrants (it has %d): it does not take place", tm.Name, rules.MinEntrants, len(entrants))
		}
		return nil
	})
}
