package server

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// watch upgrades to a WebSocket that pushes the table's state, as this
// user may see it, after every change: never another seat's hidden cards.
func (s *Server) watch(w http.ResponseWriter, r *request) error {
	t, _, err := s.tableOf(r)
	if err != nil {
		return err
	}
	c, err := websocket.Accept(w, r.Request, nil)
	if err != nil {
		return nil // Accept has answered the client
	}
	defer c.CloseNow()
	ctx := c.CloseRead(context.Background())
	wt, err := t.Watch(ctx, actor(r.user))
	if err != nil {
		c.Close(websocket.StatusTryAgainLater, "table is not running")
		return nil
	}
	defer wt.Stop()
	ping := time.NewTicker(30 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.Ping(pctx)
			cancel()
			if err != nil {
				return nil
			}
		case st, ok := <-wt.C:
			if !ok {
				c.Close(websocket.StatusTryAgainLater, "table stopped or connection too slow: reconnect")
				return nil
			}
			b, _ := json.Marshal(st)
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.Write(wctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				return nil
			}
		}
	}
}
