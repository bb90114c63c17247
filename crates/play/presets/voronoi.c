/* Voronoi partition on the 8x8 board with walls: which squares side a
 * reaches first, which side b does, and which both reach at the same
 * step (ties), moving north, east, south or west onto open squares and
 * through no wall.
 * a: side A's squares, b: side B's squares, open: the squares either may
 * enter. wn, we: the walls (the board's Wall tool); a bit on a square in
 * wn is a wall on its north edge, in we on its east edge.
 * Returns side A's region (own_a); own_b and ties hold the rest. */

/* cur moved one step north, east, south and west: to_n holds the squares
 * from which a step north is allowed, and so on. */
U64 grow(U64 cur, U64 to_n, U64 to_e, U64 to_s, U64 to_w) {
    return (cur & to_n) << 8 | (cur & to_e) << 1 | (cur & to_s) >> 8 |
           (cur & to_w) >> 1;
}

U64 voronoi(U64 a, U64 b, U64 open, U64 wn, U64 we) {
    /* The squares from which a step north, east, south or west lands on
     * an open square through no wall (bfs.c's con[0] to con[3]). */
    U64 to_n = soutOne(open) & ~wn;
    U64 to_e = westOne(open) & ~we;
    U64 to_s = nortOne(open) & ~nortOne(wn);
    U64 to_w = eastOne(open) & ~eastOne(we);
    U64 cur_t = a & b; /* a square of both sides is a tie */
    U64 cur_a = a & ~cur_t;
    U64 cur_b = b & ~cur_t;
    U64 visits = a | b;
    U64 own_a = cur_a;
    U64 own_b = cur_b;
    U64 ties = cur_t;
    U64 reach_a;
    U64 reach_b;
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
