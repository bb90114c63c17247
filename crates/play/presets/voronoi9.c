/* Voronoi partition on CodinGame's 9x9 Great Escape board with walls:
 * the 8x8 routine on an unsigned __int128 whose ranks are nine bits apart
 * (bit = file + 9 * rank: a1 = bit 0, i1 = bit 8, a2 = bit 9, i9 =
 * bit 80). Which squares side a reaches first, which side b does, and
 * which both reach at the same step (ties), moving north (<< 9), east
 * (<< 1), south (>> 9) or west (>> 1) onto open squares and through no
 * wall.
 * a: side A's squares, b: side B's squares, open: the squares either may
 * enter. wn, we: the walls (the board's Wall tool); a bit on a square in
 * wn is a wall on its north edge, in we on its east edge.
 * Returns side A's region (own_a); own_b and ties hold the rest. */

typedef unsigned __int128 U128;

/* C has no 128-bit literals: a set is its high 64 bits shifted up, or'd
 * with its low 64 bits. */
#define WIDE(hi, lo) ((U128)(hi) << 64 | (U128)(lo))
#define BOARD9 WIDE(0x1ffffULL, 0xffffffffffffffffULL) /* a1 to i9 */
#define AFILE9 WIDE(0x100ULL, 0x8040201008040201ULL)   /* a1, a2, ..., a9 */
#define IFILE9 WIDE(0x10080ULL, 0x4020100804020100ULL) /* i1, i2, ..., i9 */

/* cur moved one step north, east, south and west: to_n holds the squares
 * from which a step north is allowed, and so on. */
U128 grow(U128 cur, U128 to_n, U128 to_e, U128 to_s, U128 to_w) {
    return (cur & to_n) << 9 | (cur & to_e) << 1 | (cur & to_s) >> 9 |
           (cur & to_w) >> 1;
}

U128 voronoi(U128 a, U128 b, U128 open, U128 wn, U128 we) {
    /* The squares from which a step north, east, south or west lands on
     * an open square through no wall (bfs9.c's con[0] to con[3]). */
    U128 to_n;
    U128 to_e;
    U128 to_s;
    U128 to_w;
    U128 cur_t;
    U128 cur_a;
    U128 cur_b;
    U128 visits;
    U128 own_a;
    U128 own_b;
    U128 ties;
    U128 reach_a;
    U128 reach_b;
    /* Bits past i9 are no squares: the inputs are cut to the board. */
    a &= BOARD9;
    b &= BOARD9;
    open &= BOARD9;
    to_n = (open >> 9) & ~wn;
    to_e = (open >> 1) & ~IFILE9 & ~we;
    to_s = (open << 9) & BOARD9 & ~(wn << 9);
    to_w = (open << 1) & ~AFILE9 & BOARD9 & ~(we << 1);
    cur_t = a & b; /* a square of both sides is a tie */
    cur_a = a & ~cur_t;
    cur_b = b & ~cur_t;
    visits = a | b;
    own_a = cur_a;
    own_b = cur_b;
    ties = cur_t;
    while ((cur_a | cur_b | cur_t) != 0) {
        /* Tied squares spread for both sides. */
        reach_a = grow(cur_a | cur_t, to_n, to_e, to_s, to_w) & ~visits;
        reach_b = grow(cur_b | cur_t, to_n, to_e, to_s, to_w) & ~visits;
        cur_t = reach_a & reach_b;
        cur_a = reach_a & ~cur_t;
        cur_b = reach_b & ~cur_t;
        own_a |= cur_a;
        own_b |= cur_b;
        ties |= cur_t;
        visits |= reach_a | reach_b;
    }
    return own_a;
}
