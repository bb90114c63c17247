/* Bit-shift breadth-first search on the 8x8 board with walls: the
 * squares first reached after each step from start, moving north, east,
 * south or west onto open squares and through no wall, until a target
 * square is reached or nothing new is.
 * start: where the search starts, target: what it looks for, open: the
 * squares it may enter. wn, we: the walls (the board's Wall tool); a bit
 * on a square in wn is a wall on its north edge, in we on its east edge.
 * layer[]: layer k gets the squares first reached after k steps.
 * Returns the distance to the nearest target, or the number of steps
 * taken when none is reachable. */

int bfs(U64 start, U64 target, U64 open, U64 wn, U64 we, U64 layer[64]) {
    /* con[d]: the squares from which a step in direction d (N, E, S, W)
     * lands on an open square through no wall; masking before the shift
     * keeps every shifted bit on the board. A wall on a square's south
     * edge is the north wall of the square below it, and on its west
     * edge the east wall of the square to its left. */
    U64 con[4];
    U64 cur = start;
    U64 visits = start;
    int dist = 0;
    con[0] = soutOne(open) & ~wn;
    con[1] = westOne(open) & ~we;
    con[2] = nortOne(open) & ~nortOne(wn);
    con[3] = eastOne(open) & ~eastOne(we);
    layer[0] = cur;
    while (1) {
        if ((cur & target) != 0)
            return dist; /* a target is reached */
        if (cur == 0)
            return dist; /* every reachable square is seen */
        /* One step in all four directions, minus what was seen before. */
        cur = ((cur & con[0]) << 8 | (cur & con[1]) << 1 | (cur & con[2]) >> 8 |
               (cur & con[3]) >> 1) & ~visits;
        visits |= cur;
        dist++;
        if (cur != 0)
            layer[dist] = cur; /* one layer a square: at most 64 */
    }
}
