// Package slots is the slot machines, sections 87–95 of the by-law.
//
// A machine is a configuration (the table option "machine", JSON):
//
//	{"name": "Classic Sevens",        the name of the game (89)
//	 "denomination": 25,              cents per coin (89)
//	 "coins": 4,                      coins per play: unit cost = denomination × coins (89)
//	 "rows": 1,                       visible rows, 1 (default) or 3
//	 "reels": [["7","bar",…], …],     each reel's strip, stop 0 first
//	 "paylines": [[1,1,1], …],        each line's row (0-based) on each reel; default the middle row
//	 "pays": [{"symbols": ["7","7","7"], "pays": 200}, …],
//	 "wild": "W", "scatter": "S",     optional
//	 "scatterPays": [{"count": 3, "pays": 5}, …],
//	 "progressive": {"pool": "p", "symbols": ["7","7","7"], "rate": "1/100", "reset": 100000},
//	 "defective": false}
//
// A reel stopped at stop i shows strip[i], strip[i+1], … (wrapping) in rows
// 0, 1, …; a payline names the row it reads on each reel. The unit cost buys
// every payline: coins must be a multiple of the paylines, and each line is
// played for coins/paylines coins. A pay line of the table pays when its
// symbols fill the payline's first reels left to right; "any" matches every
// symbol and the wild symbol matches every symbol of a pay line. Each payline
// wins only its highest pay (on equal pays the first listed), times the coins
// per line. The scatter symbol counts anywhere in the window; the highest
// scatter pay whose count is reached pays its pays times the coins of the
// play. Pay lines may not name the scatter. Win in cents is coins won ×
// denomination: no rounding ever arises.
//
// A pay line may also award merchandise, {"symbols": [...], "pays": 0,
// "merchandise": "a weekend for two"}: the description is shown with the
// pay table (90) and written in the spin's event when the line is the one
// paid; the attendant delivers it, so it is no part of the net, and its
// value no part of the return (M1 counts the pay table's coins). A line
// paying no coins is paid only when no line paying coins matches.
//
// The progressive jackpot is won by its symbols exactly (no wild) on the
// first payline, on top of what the line pays; its rate is the fraction
// "a/b" of each play's unit cost added to the pool (rate × unit cost must
// be whole cents), its reset the pool's value in cents after a win. A hit
// pays the amount the display showed as the play began; the play's
// contribution then goes in (after a hit, on top of the reset value). The
// jackpot starts at the table option "jackpot" (0: the reset value) and
// grows by this machine's contributions; a spin may carry the pool's
// current amount, {"seat": 1, "act": "spin", "jackpot": 125000}, which the
// server adds from the pool shared by linked machines (the pool's ledger
// account is store.Pool("slots:" + pool)). Linked machines must take the
// same coins and give the same chance of the combination (92, Linked). A
// round reports the award and the contribution in its JackpotDraw; the
// contributions are not part of the return (ruling M1).
//
// Analyze computes the return exactly over every combination of reel stops
// from the pay table alone (ruling M1); a machine returning under 83% is
// refused (93). The unit cost must also lie within the table's min and max.
// AnalyzeTable, the game's analysis for croupier math, reports the table's
// machine as one wager, play, whose lines are the law of a play's total
// win over the same walk of the reels.
//
// A round is one play: seat 1's act "spin" (no amount) wagers the unit cost
// as the wager "play", reads one tape entry of reel stops ([3,17,0]) and
// settles at once: net = win − unit cost, result win, lose or push. On a
// machine marked defective the play is void and refunded (95): net 0. A
// play the machine recorded as disrupted by the player, the tape entry
// {"stops": [3,17,0], "disrupted": "reason"}, is void without refund (94):
// result void, net −unit cost, no prize and no jackpot. A spin after a
// settled round opens the next one, as "next-round" would.
package slots
