// The OMPEval side of handcmp: the same three benchmarks as handeval's
// (docs/PERFORMANCE.md, "Poker hand evaluator"), cut into pieces that
// handcmp times one at a time, alternating with the same piece of Croupier's
// evaluator. OMPEval itself is not in this repository: its include directory
// and compiled HandEvaluator come in through CGO_CPPFLAGS and CGO_LDFLAGS
// (PERFORMANCE.md, "Building OMPEval and tools/handcmp").
#include <cstdint>
#include "omp/HandEvaluator.h"

static omp::HandEvaluator *ev;
static omp::Hand cards[52];

extern "C" void omp_init() {
  ev = new omp::HandEvaluator();
  for (int i = 0; i < 52; i++) cards[i] = omp::Hand(i);
}

// Every 7-card hand whose lowest card is a (0-based), one card at a time.
extern "C" uint64_t omp_all7(int a, uint64_t *n) {
  uint64_t sum = 0, k = 0;
  omp::Hand h1 = omp::Hand::empty() + cards[a];
  for (int b = a + 1; b < 52; b++) { omp::Hand h2 = h1 + cards[b];
  for (int c = b + 1; c < 52; c++) { omp::Hand h3 = h2 + cards[c];
  for (int d = c + 1; d < 52; d++) { omp::Hand h4 = h3 + cards[d];
  for (int e = d + 1; e < 52; e++) { omp::Hand h5 = h4 + cards[e];
  for (int f = e + 1; f < 52; f++) { omp::Hand h6 = h5 + cards[f];
  for (int g = f + 1; g < 52; g++) { sum += ev->evaluate(h6 + cards[g]); k++; }}}}}}
  *n = k;
  return sum;
}

// Every 5-card hand whose lowest card is a (0-based).
extern "C" uint64_t omp_all5(int a, uint64_t *n) {
  uint64_t sum = 0, k = 0;
  omp::Hand h1 = omp::Hand::empty() + cards[a];
  for (int b = a + 1; b < 52; b++) { omp::Hand h2 = h1 + cards[b];
  for (int c = b + 1; c < 52; c++) { omp::Hand h3 = h2 + cards[c];
  for (int d = c + 1; d < 52; d++) { omp::Hand h4 = h3 + cards[d];
  for (int e = d + 1; e < 52; e++) { sum += ev->evaluate(h4 + cards[e]); k++; }}}}
  *n = k;
  return sum;
}

// count pre-dealt 7-card hands, 7 card indexes (0-based) each.
extern "C" uint64_t omp_random(const uint8_t *p, uint64_t count) {
  uint64_t sum = 0;
  for (uint64_t k = 0; k < count; k++, p += 7) {
    omp::Hand h = omp::Hand::empty() + cards[p[0]] + cards[p[1]] + cards[p[2]] + cards[p[3]] + cards[p[4]] + cards[p[5]] + cards[p[6]];
    sum += ev->evaluate(h);
  }
  return sum;
}
