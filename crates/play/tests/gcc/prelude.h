/* The playground's prelude, for compiling the presets with gcc in
 * tests/presets_gcc.rs only (the interpreter has its own). */
#include <stdbool.h>
#include <stdint.h>

typedef uint64_t U64;
#define C64(x) x##ULL

static const U64 notAFile = 0xfefefefefefefefeULL;
static const U64 notHFile = 0x7f7f7f7f7f7f7f7fULL;

static U64 nortOne(U64 b) { return b << 8; }
static U64 soutOne(U64 b) { return b >> 8; }
static U64 eastOne(U64 b) { return (b << 1) & notAFile; }
static U64 noEaOne(U64 b) { return (b << 9) & notAFile; }
static U64 soEaOne(U64 b) { return (b >> 7) & notAFile; }
static U64 westOne(U64 b) { return (b >> 1) & notHFile; }
static U64 soWeOne(U64 b) { return (b >> 9) & notHFile; }
static U64 noWeOne(U64 b) { return (b << 7) & notHFile; }
static U64 rotateLeft(U64 x, int s) { return s == 0 ? x : (x << s) | (x >> (64 - s)); }
static U64 rotateRight(U64 x, int s) { return s == 0 ? x : (x >> s) | (x << (64 - s)); }
static int popCount(U64 x) { return __builtin_popcountll(x); }
static int bitScanForward(U64 x) { return __builtin_ctzll(x); }
static int bitScanReverse(U64 x) { return 63 - __builtin_clzll(x); }
