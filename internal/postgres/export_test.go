package postgres

// Sent is how many messages write transactions have sent.
func (s *Store) Sent() int64 { return s.sent.Load() }
