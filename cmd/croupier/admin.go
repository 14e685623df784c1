package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"croupier/internal/auth"
	"croupier/internal/keno"
	"croupier/internal/server"
	"croupier/internal/store"
)

// runAdmin is `croupier admin create --name N --role R [--password P |
// --password-stdin]`: creates the first admin (or any account) from the
// command line.
func runAdmin(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		fmt.Fprintln(stderr, "usage: croupier admin create --name NAME [--role admin] [--password P | --password-stdin] [--data DIR | --db URL]")
		return exitError(2)
	}
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("name", "", "account name")
	role := fs.String("role", store.RoleAdmin, "role: "+strings.Join(store.Roles, ", "))
	password := fs.String("password", "", "password (prefer --password-stdin)")
	fromStdin := fs.Bool("password-stdin", false, "read the password from the first line of standard input")
	var d dbFlags
	d.register(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return exitError(2)
	}
	if *fromStdin {
		line, err := bufio.NewReader(stdin).ReadString('\n')
		if err != nil && line == "" {
			fmt.Fprintln(stderr, "croupier admin: no password on standard input")
			return exitError(2)
		}
		*password = strings.TrimRight(line, "\r\n")
	}
	*name = strings.TrimSpace(*name)
	switch {
	case *name == "":
		fmt.Fprintln(stderr, "croupier admin: --name is required")
		return exitError(2)
	case !store.ValidName(*name):
		fmt.Fprintf(stderr, "croupier admin: --name %q: a name is 2 to 32 letters, digits, '.', '_' or '-', starting with a letter or digit\n", *name)
		return exitError(2)
	case len(*password) < 8:
		fmt.Fprintln(stderr, "croupier admin: the password must be at least 8 characters")
		return exitError(2)
	case !slices.Contains(store.Roles, *role):
		fmt.Fprintf(stderr, "croupier admin: role %q is not one of %s\n", *role, strings.Join(store.Roles, ", "))
		return exitError(2)
	}
	st, err := d.open(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	var u store.User
	err = st.Do(ctx, func(tx store.Tx) (err error) {
		u, err = tx.CreateUser(*name, auth.Hash(*password, auth.Default), *role)
		return err
	})
	if err != nil {
		fmt.Fprintf(stderr, "croupier admin: %v\n", err)
		return exitError(2)
	}
	fmt.Fprintf(stdout, "created %s %q (id %d)\n", u.Role, u.Name, u.ID)
	return nil
}

// runLedger is `croupier ledger check`: every balance equals its entries,
// every transfer and the whole ledger sum to zero, no wallet below zero.
func runLedger(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	st, err := openFor(ctx, args, "ledger", "check", stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	var probs []store.Problem
	var accounts, entries int64
	err = st.ReadOnly(ctx, func(tx store.Tx) (err error) {
		if probs, err = store.Check(tx); err != nil {
			return err
		}
		kp, err := keno.AllProblems(tx) // keno's escrow and prizes against its tickets
		if err != nil {
			return err
		}
		probs = append(probs, kp...)
		accounts, entries, err = tx.Counts()
		return err
	})
	if err != nil {
		return err
	}
	if probs == nil {
		probs = []store.Problem{}
	}
	writeJSON(stdout, map[string]any{"ok": len(probs) == 0, "accounts": accounts, "entries": entries, "problems": probs})
	if len(probs) > 0 {
		return exitError(1)
	}
	return nil
}

// runAudit is `croupier audit verify`: every table's round chain is intact
// and every stored round re-settles from its script to its stored result.
func runAudit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	st, err := openFor(ctx, args, "audit", "verify", stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	var n int
	var probs []store.ChainProblem
	err = st.ReadOnly(ctx, func(tx store.Tx) (err error) { n, probs, err = store.VerifyChain(tx, server.Verify); return err })
	if err != nil {
		return err
	}
	if probs == nil {
		probs = []store.ChainProblem{}
	}
	writeJSON(stdout, map[string]any{"ok": len(probs) == 0, "rounds": n, "problems": probs})
	if len(probs) > 0 {
		return exitError(1)
	}
	return nil
}

// openFor parses `croupier CMD SUB [--data DIR | --db URL]` and opens the
// database.
func openFor(ctx context.Context, args []string, cmd, sub string, stderr io.Writer) (store.Store, error) {
	if len(args) == 0 || args[0] != sub {
		fmt.Fprintf(stderr, "usage: croupier %s %s [--data DIR | --db URL]\n", cmd, sub)
		return nil, exitError(2)
	}
	fs := flag.NewFlagSet(cmd+" "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var d dbFlags
	d.register(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return nil, exitError(2)
	}
	return d.open(ctx)
}
