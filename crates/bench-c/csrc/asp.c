/*
 * Westcott's all shortest paths in plain C, written the way an engine
 * would: one routine per step kind, each `int all_shortest_paths_KIND(U64
 * sq1, U64 sq2, U64 path, U64 *asp)`, built from the same loop and a
 * `fill` for that step kind. Board mapping is little-endian rank-file
 * (a1 = bit 0, h1 = bit 7, h8 = bit 63), as in fillscope-core.
 *
 * The routine returns the number of layers (moves + 1), or 0 when no path
 * of `path` squares joins `sq1` to `sq2`; asp[0 .. return value) holds
 * every square of every shortest path, layer by layer. `asp` must have
 * room for 65 entries (a fill over 64 squares stops within 64 layers).
 */
#include <stdint.h>

typedef uint64_t U64;

/* Every helper is inlined: gcc -O2 would otherwise call the queen fill
 * (used twice per routine) out of line, and the C side should be as fast
 * as an engine author would make it. */
#define INLINE static inline __attribute__((always_inline))

#define NOT_A  0xfefefefefefefefeULL /* every file but a */
#define NOT_AB 0xfcfcfcfcfcfcfcfcULL
#define NOT_H  0x7f7f7f7f7f7f7f7fULL /* every file but h */
#define NOT_GH 0x3f3f3f3f3f3f3f3fULL

/* One square in each direction; the masks drop squares that wrapped. */
INLINE U64 east_one(U64 b) { return (b << 1) & NOT_A; }
INLINE U64 west_one(U64 b) { return (b >> 1) & NOT_H; }
INLINE U64 nort_one(U64 b) { return b << 8; }
INLINE U64 sout_one(U64 b) { return b >> 8; }
INLINE U64 no_ea_one(U64 b) { return (b << 9) & NOT_A; }
INLINE U64 no_we_one(U64 b) { return (b << 7) & NOT_H; }
INLINE U64 so_ea_one(U64 b) { return (b >> 7) & NOT_A; }
INLINE U64 so_we_one(U64 b) { return (b >> 9) & NOT_H; }

/*
 * fill_KIND(b, path): b and every square one step away. The caller masks
 * the result with path; the one-square steps ignore `path`, the slides
 * need it to stop each ray before the first square outside it.
 */

INLINE U64 fill_king(U64 b, U64 path)
{
    (void)path;
    b |= east_one(b) | west_one(b); /* spread along the rank... */
    return b | nort_one(b) | sout_one(b); /* ...then along the file */
}

INLINE U64 fill_rook(U64 b, U64 path)
{
    (void)path;
    return b | east_one(b) | west_one(b) | nort_one(b) | sout_one(b);
}

INLINE U64 fill_bishop(U64 b, U64 path)
{
    (void)path;
    return b | no_ea_one(b) | no_we_one(b) | so_ea_one(b) | so_we_one(b);
}

INLINE U64 fill_knight(U64 b, U64 path)
{
    (void)path;
    return b
        | ((b << 17) & NOT_A) | ((b << 15) & NOT_H)
        | ((b << 10) & NOT_AB) | ((b << 6) & NOT_GH)
        | ((b >> 6) & NOT_AB) | ((b >> 10) & NOT_GH)
        | ((b >> 15) & NOT_A) | ((b >> 17) & NOT_H);
}

/*
 * Occluded fills: the generator and every square it slides to through the
 * propagator `pro`. Two ways, both as the Chess Programming Wiki gives them:
 * Kogge-Stone (three doubling steps) and Dumb7Fill (seven single steps,
 * unrolled). A positive shift goes up the board, a negative one down; the
 * guard removes the file a shift wraps onto.
 */

INLINE U64 shift(U64 b, int s) { return s > 0 ? b << s : b >> -s; }

INLINE U64 occl_ks(U64 gen, U64 pro, int s, U64 guard)
{
    pro &= guard;
    gen |= pro & shift(gen, s);
    pro &= shift(pro, s);
    gen |= pro & shift(gen, 2 * s);
    pro &= shift(pro, 2 * s);
    gen |= pro & shift(gen, 4 * s);
    return gen;
}

INLINE U64 occl_dumb7(U64 gen, U64 pro, int s, U64 guard)
{
    U64 flood = gen;
    pro &= guard;
    flood |= gen = shift(gen, s) & pro;
    flood |= gen = shift(gen, s) & pro;
    flood |= gen = shift(gen, s) & pro;
    flood |= gen = shift(gen, s) & pro;
    flood |= gen = shift(gen, s) & pro;
    flood |= gen = shift(gen, s) & pro;
    flood |= shift(gen, s) & pro;
    return flood;
}

#define ROOK_RAYS(occl, b, path) \
    (occl(b, path, 8, ~0ULL) | occl(b, path, -8, ~0ULL) \
     | occl(b, path, 1, NOT_A) | occl(b, path, -1, NOT_H))
#define BISHOP_RAYS(occl, b, path) \
    (occl(b, path, 9, NOT_A) | occl(b, path, 7, NOT_H) \
     | occl(b, path, -7, NOT_A) | occl(b, path, -9, NOT_H))

INLINE U64 fill_rook_slide_ks(U64 b, U64 path) { return ROOK_RAYS(occl_ks, b, path); }
INLINE U64 fill_bishop_slide_ks(U64 b, U64 path) { return BISHOP_RAYS(occl_ks, b, path); }
INLINE U64 fill_queen_slide_ks(U64 b, U64 path)
{
    return ROOK_RAYS(occl_ks, b, path) | BISHOP_RAYS(occl_ks, b, path);
}

INLINE U64 fill_rook_slide_dumb7(U64 b, U64 path) { return ROOK_RAYS(occl_dumb7, b, path); }
INLINE U64 fill_bishop_slide_dumb7(U64 b, U64 path) { return BISHOP_RAYS(occl_dumb7, b, path); }
INLINE U64 fill_queen_slide_dumb7(U64 b, U64 path)
{
    return ROOK_RAYS(occl_dumb7, b, path) | BISHOP_RAYS(occl_dumb7, b, path);
}

/*
 * The routine, once per fill. Fill forward from sq1 through path, storing
 * each new frontier, until the fill meets sq2 (or stops: no path); then
 * fill back from the squares of sq2 reached, keeping in each forward
 * frontier only the squares the backward fill adds at the matching step.
 */
#define ALL_SHORTEST_PATHS(kind)                                          \
    int all_shortest_paths_##kind(U64 sq1, U64 sq2, U64 path, U64 *asp)   \
    {                                                                     \
        if (!(sq1 &= path) || !(sq2 &= path))                             \
            return 0; /* an end off the path: no path */                  \
        int i = 1;                                                        \
        asp[0] = sq1;                                                     \
        while (!(sq1 & sq2)) {                                            \
            U64 temp = sq1;                                               \
            sq1 = fill_##kind(sq1, path) & path;                          \
            if (sq1 == temp)                                              \
                return 0; /* the fill has stopped */                      \
            asp[i++] = sq1 & ~temp; /* the new frontier */                \
        }                                                                 \
        int length = i;                                                   \
        asp[--i] = (sq2 &= sq1); /* the targets reached */               \
        while (i) {                                                       \
            U64 temp = sq2;                                               \
            sq2 = fill_##kind(sq2, path) & path;                          \
            asp[--i] &= sq2 & ~temp;                                      \
        }                                                                 \
        return length;                                                    \
    }

ALL_SHORTEST_PATHS(king)
ALL_SHORTEST_PATHS(rook)
ALL_SHORTEST_PATHS(bishop)
ALL_SHORTEST_PATHS(knight)
ALL_SHORTEST_PATHS(rook_slide_ks)
ALL_SHORTEST_PATHS(bishop_slide_ks)
ALL_SHORTEST_PATHS(queen_slide_ks)
ALL_SHORTEST_PATHS(rook_slide_dumb7)
ALL_SHORTEST_PATHS(bishop_slide_dumb7)
ALL_SHORTEST_PATHS(queen_slide_dumb7)
