package postgres

// Sent is how many messages write transactions have sent.
func (s *Store) Sent() int64 { return s.sent.Load() }

// Classify is classify, for the error mapping's tests.
var Classify = classify
