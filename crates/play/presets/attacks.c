/* Set-wise rook attacks: every square some rook of sliders attacks on a
 * board whose occupied squares are occupied, by one Dumb7Fill attack fill
 * per direction.
 * sliders: the rooks, occupied: the occupied squares (blockers).
 * Returns the attacked squares (first blockers included). */

/* The bit-index change of one step in each direction: nort, noEa, east,
 * soEa, sout, soWe, west, noWe. */
int shifts[8] = {8, 9, 1, -7, -8, -9, -1, 7};

/* The squares a one-step shift may land on without wrapping round an
 * edge, per direction. */
U64 avoidWrap[8] = {
    0xffffffffffffff00ULL, 0xfefefefefefefe00ULL, 0xfefefefefefefefeULL,
    0x00fefefefefefefeULL, 0x00ffffffffffffffULL, 0x007f7f7f7f7f7f7fULL,
    0x7f7f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f00ULL};

/* b moved one step in direction dir, without wrapped bits. */
U64 stepOne(U64 b, int dir) {
    int s = shifts[dir];
    if (s > 0)
        return (b << s) & avoidWrap[dir];
    return (b >> -s) & avoidWrap[dir];
}

/* gen and every square reached by sliding from it in direction dir
 * through pro (Dumb7Fill: seven one-step cycles). */
U64 occludedFill(U64 gen, U64 pro, int dir) {
    U64 flood = gen;
    int cycle;
    for (cycle = 0; cycle < 7; cycle++) {
        gen = stepOne(gen, dir) & pro;
        flood |= gen;
    }
    return flood;
}

U64 sliderAttacks(U64 sliders, U64 occupied) {
    U64 empty = ~occupied;
    U64 attacks = 0;
    U64 ray;
    int dir;
    /* The rook's directions are the even ones: nort, east, sout, west. */
    for (dir = 0; dir < 8; dir += 2) {
        ray = stepOne(occludedFill(sliders, empty, dir), dir);
        attacks |= ray;
    }
    return attacks;
}
