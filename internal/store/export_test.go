package store

// Sent is how many messages PostgreSQL write transactions have sent.
func (s *Store) Sent() int64 { return s.sent.Load() }
