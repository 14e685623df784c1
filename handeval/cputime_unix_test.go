//go:build unix

package handeval

import "syscall"

// cpuSeconds returns the CPU time the process has used, so that benchmarks
// on a shared machine can report a rate per CPU second beside the rate per
// wall-clock second.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
