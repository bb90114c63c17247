/* Bit-shift breadth-first search on CodinGame's 9x9 Great Escape board
 * with walls: the 8x8 routine on an unsigned __int128 whose ranks are
 * nine bits apart (bit = file + 9 * rank: a1 = bit 0, i1 = bit 8,
 * a2 = bit 9, i9 = bit 80). A step north is << 9, south >> 9, east << 1,
 * west >> 1; the file masks keep east and west steps on their rank.
 * start: where the search starts, target: what it looks for, open: the
 * squares it may enter. wn, we: the walls (the board's Wall tool); a bit
 * on a square in wn is a wall on its north edge, in we on its east edge.
 * layer[]: layer k gets the squares first reached after k steps.
 * Returns the distance to the nearest target, or the number of steps
 * taken when none is reachable. */

typedef unsigned __int128 U128;

/* C has no 128-bit literals: a set is its high 64 bits shifted up, or'd
 * with its low 64 bits. */
#define WIDE(hi, lo) ((U128)(hi) << 64 | (U128)(lo))
#define BOARD9 WIDE(0x1ffffULL, 0xffffffffffffffffULL) /* a1 to i9 */
#define AFILE9 WIDE(0x100ULL, 0x8040201008040201ULL)   /* a1, a2, ..., a9 */
#define IFILE9 WIDE(0x10080ULL, 0x4020100804020100ULL) /* i1, i2, ..., i9 */

int bfs(U128 start, U128 target, U128 open, U128 wn, U128 we, U128 layer[81]) {
    /* con[d]: the squares from which a step in direction d (N, E, S, W)
     * lands on an open square through no wall; masking before the shift
     * keeps every shifted bit on the board. A wall on a square's south
     * edge is the north wall of the square below it, and on its west
     * edge the east wall of the square to its left. */
    U128 con[4];
    U128 cur;
    U128 visits;
    int dist = 0;
    /* Bits past i9 are no squares: the inputs are cut to the board. */
    start &= BOARD9;
    target &= BOARD9;
    open &= BOARD9;
    cur = start;
    visits = start;
    con[0] = (open >> 9) & ~wn;
    con[1] = (open >> 1) & ~IFILE9 & ~we;
    con[2] = (open << 9) & BOARD9 & ~(wn << 9);
    con[3] = (open << 1) & ~AFILE9 & BOARD9 & ~(we << 1);
    layer[0] = cur;
    while (1) {
        if ((cur & target) != 0)
            return dist; /* a target is reached */
        if (cur == 0)
            return dist; /* every reachable square is seen */
        /* One step in all four directions, minus what was seen before. */
        cur = ((cur & con[0]) << 9 | (cur & con[1]) << 1 | (cur & con[2]) >> 9 |
               (cur & con[3]) >> 1) & ~visits;
        visits |= cur;
        dist++;
        if (cur != 0)
            layer[dist] = cur; /* one layer a square: at most 81 */
    }
}
