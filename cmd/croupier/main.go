// Command croupier runs Croupier, the casino games system of the Québec
// By-law respecting casino games.
//
//	croupier serve             the casino server
//	croupier admin create      create an account (the first admin)
//	croupier ledger check      verify the ledger
//	croupier audit verify      verify the round chain and re-settle every round
//	croupier replay [FILE]     play a round-replay script, print the result JSON
//	croupier replay --round ID re-settle a stored round
//	croupier games [--json]    the catalog of games, options and wagers
//	croupier check GAME|FILE   whether the by-law allows a table, with its returns
//	croupier simulate GAME     the engine played on a seeded source, against the math
//	croupier math GAME         the exact return of every wager of a game
//	croupier version           print the version
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		var ex exitError
		if errors.As(err, &ex) {
			os.Exit(int(ex))
		}
		fmt.Fprintf(os.Stderr, "croupier: %v\n", err)
		os.Exit(1)
	}
}

// exitError is an exit status whose message has already been printed.
type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

const usage = `usage: croupier <command> [arguments]

commands:
  serve             run the casino server (--addr localhost:8080, --data ./croupier-data, --db URL)
  admin create      create an account from the command line (the first admin)
  ledger check      verify the ledger: balances equal entries, everything sums to zero
  audit verify      verify every round's hash chain and re-settle every round from its script
  replay [FILE]     play a round-replay script (FILE or standard input) and print the result
  replay --round ID re-settle a stored round and report whether it matches
  slots check CONFIG...   a slot machine's exact return (83%, 93) and odds; linked machines (92)
  tournament check RULES  a tournament's rules against 123–127, and its prizes at a full field
  rng dump|test     the secure source's raw output (for dieharder), or the games' outcomes tested for uniformity
  games [--json]    list every game with its sections, options, wagers and decisions
  check GAME [--option name=value]… | FILE…
                    whether the by-law allows a table, slot machine or tournament, with its returns
  math GAME [--option name=value]… [--json]
                    the exact return, house edge and odds of every wager of GAME
  simulate GAME [--rounds N] [--seed S] [--option name=value]…
                    play GAME's engine on a seeded source; each wager's return with its interval
  hand --game GAME CARDS... [--vs CARDS...] [--json]   name a poker hand and compare two
  version           print the version
`

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitError(2)
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		return runServe(ctx, rest, stdout, stderr)
	case "admin":
		return runAdmin(ctx, rest, stdin, stdout, stderr)
	case "ledger":
		return runLedger(ctx, rest, stdout, stderr)
	case "audit":
		return runAudit(ctx, rest, stdout, stderr)
	case "replay":
		return runReplay(ctx, rest, stdin, stdout, stderr)
	case "slots":
		return runSlots(rest, stdout, stderr)
	case "tournament":
		return runTournament(rest, stdout, stderr)
	case "rng":
		return runRNG(rest, stdout, stderr)
	case "games":
		return runGames(rest, stdout, stderr)
	case "check":
		return runCheck(rest, stdout, stderr)
	case "simulate":
		return runSimulate(rest, stdout, stderr)
	case "math":
		return runMath(rest, stdout, stderr)
	case "hand":
		return runHand(rest, stdout, stderr)
	case "version", "--version":
		fmt.Fprintf(stdout, "croupier %s\n", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprintf(stderr, "croupier: unknown command %q\n%s", cmd, usage)
		return exitError(2)
	}
}
