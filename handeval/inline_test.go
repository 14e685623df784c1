package handeval

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestInlined checks that the compiler inlines the evaluators an
// enumeration's innermost loop calls: Hand.Add, Hand.Value and
// Hand.ValueWith, whose flush path is a call through via to stay within the
// inliner's budget (high.go). Not inlined, the loops over every hand run
// twice as long.
func TestInlined(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	gotool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH")
	}
	out, err := exec.Command(gotool, "build", "-gcflags=-m", "-o", os.DevNull, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, f := range []string{"Hand.Add", "Hand.Value", "Hand.ValueWith"} {
		if !strings.Contains(string(out), ": can inline "+f+"\n") {
			t.Errorf("%s does not inline", f)
		}
	}
}
