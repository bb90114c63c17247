/* Voronoi partition on the 8x8 board (no walls): which squares side a
 * reaches first, which side b does, and which both reach at the same
 * step (ties), moving north, east, south or west onto open squares.
 * a: side A's squares, b: side B's squares, open: the squares either may
 * enter.
 * Returns side A's region (own_a); own_b and ties hold the rest. */

/* cur moved one step north, east, south and west, onto open squares. */
U64 grow(U64 cur, U64 open) {
    return (cur & soutOne(open)) << 8 | (cur & westOne(open)) << 1 |
           (cur & nortOne(open)) >> 8 | (cur & eastOne(open)) >> 1;
}

U64 voronoi(U64 a, U64 b, U64 open) {
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
        reach_a = grow(cur_a | cur_t, open) & ~visits;
        reach_b = grow(cur_b | cur_t, open) & ~visits;
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
