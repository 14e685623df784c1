package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"croupier/game"
	"croupier/internal/store"
)

// A tableResult is one settled round as a table's scoreboard shows it:
// what came out, and nothing of who played or what was wagered.
type tableResult struct {
	Round   int64      `json:"round"`   // the round's number at its table
	Created int64      `json:"created"` // Unix ms
	Hands   game.Hands `json:"hands,omitempty"`
	game.Outcomes
}

// The rounds results answers by default and at most: ten columns of a
// baccarat bead road, and what a screen could show.
const (
	resultsDefault = 60
	resultsMax     = 200
)

// results answers a table's last settled rounds, newest first, with the
// cards and dice each drew: what a baccarat table's bead road or a
// roulette table's board of last numbers is drawn from. A player may not
// read other players' rounds (GET /api/rounds/{id}), but the cards on the
// felt were there for everyone to see. Voided rounds drew nothing that
// counts and are left out.
func (s *Server) results(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	limit := resultsDefault
	if q := r.URL.Query().Get("limit"); q != "" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 1 || n > resultsMax {
			return errorf(CodeBadRequest, "limit is a number of rounds from 1 to %d, not %q", resultsMax, q)
		}
		limit = n
	}
	var out []tableResult
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		out = []tableResult{}
		if _, err := tx.Table(id); err != nil {
			return err
		}
		for before := int64(0); len(out) < limit; {
			list, err := tx.Rounds(id, before, limit)
			if err != nil {
				return err
			}
			for _, rd := range list {
				before = rd.ID
				if rd.Status != store.RoundSettled || len(out) == limit {
					continue
				}
				res, err := resultOf(rd)
				if err != nil {
					return err
				}
				out = append(out, res)
			}
			if len(list) < limit {
				break
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"results": out})
	return nil
}

// resultOf reads what a stored round drew from its result.
func resultOf(rd store.Round) (tableResult, error) {
	var res struct {
		Rounds []game.Round `json:"rounds"`
	}
	if err := json.Unmarshal(rd.Result, &res); err != nil || len(res.Rounds) != 1 {
		return tableResult{}, fmt.Errorf("round %d: its stored result is not one round (%v)", rd.ID, err)
	}
	return tableResult{Round: rd.Number, Created: rd.Created, Hands: res.Rounds[0].Hands, Outcomes: res.Rounds[0].Outcomes}, nil
}

// recallPlays is how many plays a table's game recall shows: a slot
// machine's last 10 plays.
const recallPlays = 10

// recallScan bounds how far back a player's recall looks for his own
// plays at a table others also played.
const recallScan = 2000

// tableRecall answers a table's game recall: its last 10 rounds, newest
// first, each with its script (the steps and the outcomes, a slot play's
// reel stops and any disruption, 94) and its result (wagers, results,
// nets) and the balances before and after. Auditors, supervisors and
// admins see every player's rounds; anyone else his own only, with only
// his own line.
func (s *Server) tableRecall(w http.ResponseWriter, r *request) error {
	id, err := pathID(r, "id")
	if err != nil {
		return err
	}
	out := []store.Round{}
	err = s.cfg.Store.ReadOnly(r.Context(), func(tx store.Tx) error {
		if _, err := tx.Table(id); err != nil {
			return err
		}
		for before, scanned := int64(0), 0; len(out) < recallPlays && scanned < recallScan; {
			list, err := tx.Rounds(id, before, 50)
			if err != nil {
				return err
			}
			for _, rd := range list {
				before = rd.ID
				if len(out) == recallPlays {
					break
				}
				if !seesAll(r.user) {
					if !slices.ContainsFunc(rd.Players, func(p store.RoundPlayer) bool { return p.User == r.user.ID }) {
						continue
					}
					rd.Players = slices.DeleteFunc(rd.Players, func(p store.RoundPlayer) bool { return p.User != r.user.ID })
					rd = withoutDeal(rd)
				}
				out = append(out, rd)
			}
			scanned += len(list)
			if len(list) < 50 {
				break
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, 200, map[string]any{"rounds": out})
	return nil
}
