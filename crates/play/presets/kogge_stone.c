/* Occluded fill by Kogge-Stone: gen and every square reached by sliding
 * from it in direction dir through the squares of pro, in three doubling
 * steps of 1, 2 and 4 squares.
 * gen: the sliders, pro: the empty squares (the propagator), dir: 0 nort,
 * 1 noEa, 2 east, 3 soEa, 4 sout, 5 soWe, 6 west, 7 noWe.
 * Returns the fill. */

/* The bit-index change of one step in each direction. */
int shifts[8] = {8, 9, 1, -7, -8, -9, -1, 7};

/* pro loses the file a step would wrap onto: the a-file for steps east,
 * the h-file for steps west. */
U64 fileGuard[8] = {
    0xffffffffffffffffULL, 0xfefefefefefefefeULL, 0xfefefefefefefefeULL,
    0xfefefefefefefefeULL, 0xffffffffffffffffULL, 0x7f7f7f7f7f7f7f7fULL,
    0x7f7f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f7fULL};

U64 koggeStoneFill(U64 gen, U64 pro, int dir) {
    int r = shifts[dir];
    pro &= fileGuard[dir];
    if (r > 0) {
        gen |= pro & (gen << r);
        pro &= pro << r; /* pro now spans two steps */
        gen |= pro & (gen << (2 * r));
        pro &= pro << (2 * r); /* and now four */
        gen |= pro & (gen << (4 * r));
    } else {
        r = -r;
        gen |= pro & (gen >> r);
        pro &= pro >> r;
        gen |= pro & (gen >> (2 * r));
        pro &= pro >> (2 * r);
        gen |= pro & (gen >> (4 * r));
    }
    return gen;
}
