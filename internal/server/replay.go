package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"

	"croupier/catalog"
	"croupier/game"
	"croupier/internal/store"
	"croupier/internal/table"
	"croupier/replay"
)

// A frame is one moment of a replayed round: the step taken (null for the
// table before the first), the events it produced and the view after it.
type frame struct {
	Step   json.RawMessage `json:"step"`
	Events []game.Event    `json:"events"`
	View   game.View       `json:"view"`
}

// A replayReply is GET /api/rounds/{id}/replay's answer.
type replayReply struct {
	Round  int64   `json:"round"`
	Number int64   `json:"number"` // the round's number at its table
	Game   string  `json:"game"`
	Seat   int     `json:"seat"` // the seat the views are taken from
	Frames []frame `json:"frames"`
}

// finishStep is the step of the frame that applies the defaults games.md
// names (Engine.Finish) to a round whose script ends before it settles.
var finishStep = json.RawMessage(`{"finish":true}`)

// roundReplay answers GET /api/rounds/{id}/replay. Auditors,
// supervisors and admins see every card; a player sees the round from the first seat
// he held in it, or as a spectator when the round predates the record of
// seats.
func (s *Server) roundReplay(w http.ResponseWriter, r *request) error {
	rd, err := s.readRound(r)
	if err != nil {
		return err
	}
	seat := game.Omniscient
	if !seesAll(r.user) {
		seat = table.Spectator
		if len(rd.Players) > 0 && len(rd.Players[0].Seats) > 0 {
			seat = rd.Players[0].Seats[0]
		}
	}
	gameID, frames, err := replayFrames(rd, seat)
	if err != nil {
		return errorf(CodeInternal, "round %d cannot be replayed: %v", rd.ID, err)
	}
	writeJSON(w, 200, replayReply{Round: rd.ID, Number: rd.Number, Game: gameID, Seat: seat, Frames: frames})
	return nil
}

// replayFrames plays a stored round's script one step at a time and returns
// its game and a frame for the table before the first step and after each
// step, as seat sees it. A seat other than game.Omniscient gets no cards in
// the events: cards reach players through their own view only, as at the
// table. A settled round whose steps end before the settlement gets one
// more frame, {"finish": true}, where the engine applies the defaults; a
// void round gets its steps only. The script replays its round as its
// last, numbered 1 when alone (more when it starts with rounds it carries
// from, game.Carrier); the frames number its rounds as its table did.
func replayFrames(rd store.Round, seat int) (string, []frame, error) {
	sc, err := replay.Parse(bytes.NewReader(rd.Script))
	if err != nil {
		return "", nil, fmt.Errorf("its script does not parse: %v", err)
	}
	var raw struct {
		Steps []json.RawMessage `json:"steps"`
	}
	if err := json.Unmarshal(rd.Script, &raw); err != nil {
		return "", nil, fmt.Errorf("its script's steps do not read back: %v", err)
	}
	if len(raw.Steps) != len(sc.Steps) {
		return "", nil, fmt.Errorf("its script has %d steps but %d read back", len(sc.Steps), len(raw.Steps))
	}
	e, _, err := replay.Open(sc, catalog.Lookup)
	if err != nil {
		return "", nil, fmt.Errorf("its script does not open: %v", err)
	}
	seen, base := 0, max(int(rd.Number)-scriptRound(rd.Result), 0)
	take := func(step json.RawMessage) frame {
		all := e.Events(seat) // as the seat may know them: the engine hides
		f := frame{Step: step, Events: table.Renumber(slices.Clone(all[seen:]), base), View: table.RenumberView(e.View(seat), base)}
		seen = len(all)
		return f
	}
	frames := []frame{take(nil)}
	for i, st := range sc.Steps {
		if err := e.Apply(st); err != nil {
			return "", nil, fmt.Errorf("step %d does not replay: %v", i, err)
		}
		frames = append(frames, take(raw.Steps[i]))
	}
	if rd.Status == store.RoundSettled && len(e.Rounds()) == 0 {
		if err := e.Finish(); err != nil {
			return "", nil, fmt.Errorf("its round does not finish: %v", err)
		}
		if len(e.Rounds()) == 0 {
			return "", nil, fmt.Errorf("its script does not settle the round")
		}
		frames = append(frames, take(finishStep))
	}
	return sc.Game, frames, nil
}

// scriptRound is the number a stored round has in its own script: the
// round its stored result gives, 1 when it replays alone.
func scriptRound(result json.RawMessage) int {
	var r struct {
		Rounds []struct {
			Round int `json:"round"`
		} `json:"rounds"`
	}
	if json.Unmarshal(result, &r) != nil || len(r.Rounds) == 0 || r.Rounds[0].Round < 1 {
		return 1
	}
	return r.Rounds[0].Round
}
