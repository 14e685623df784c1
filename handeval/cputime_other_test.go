//go:build !unix

package handeval

func cpuSeconds() float64 { return 0 }
