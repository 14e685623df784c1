package server

import (
	"encoding/json"
	"fmt"
	"net/http"
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
