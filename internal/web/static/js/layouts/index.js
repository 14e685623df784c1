// index.js: which layout draws which game. A game without one here plays
// on the generic layout, built from the catalog and the table's State, so a
// game added to the catalog appears in the lobby and plays with no UI change.

import * as generic from "./generic.js";
import * as war from "./war.js";
import * as sicbo from "./sicbo.js";
import * as blackjack from "./blackjack.js";
import * as baccarat from "./baccarat.js";
import * as reddog from "./reddog.js";
import * as superpan9 from "./superpan9.js";
import * as paigowpoker from "./paigowpoker.js";
import * as paigow from "./paigow.js";
import * as roulette from "./roulette.js";
import * as craps from "./craps.js";
import * as wheel from "./wheel.js";
import * as slots from "./slots.js";
import * as poker from "./poker.js";

const layouts = { war, "sic-bo": sicbo, blackjack, baccarat, "red-dog": reddog, "super-pan-9": superpan9, "pai-gow-poker": paigowpoker, "pai-gow": paigow,
  roulette, craps, "wheel-of-fortune": wheel, slots, "poker-room": poker };

export function layoutFor(game) {
  return layouts[game] || generic;
}
