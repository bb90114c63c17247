/* Occluded fill by Dumb7Fill: gen and every square reached by sliding
 * from it in direction dir through the squares of pro.
 * gen: the sliders, pro: the empty squares (the propagator), dir: 0 nort,
 * 1 noEa, 2 east, 3 soEa, 4 sout, 5 soWe, 6 west, 7 noWe.
 * Returns the fill (shift it one more step, masked, for the attacks). */

/* The bit-index change of one step in each direction. */
int shifts[8] = {8, 9, 1, -7, -8, -9, -1, 7};

/* pro loses the file a step would wrap onto: the a-file for steps east,
 * the h-file for steps west. */
U64 fileGuard[8] = {
    0xffffffffffffffffULL, 0xfefefefefefefefeULL, 0xfefefefefefefefeULL,
    0xfefefefefefefefeULL, 0xffffffffffffffffULL, 0x7f7f7f7f7f7f7f7fULL,
    0x7f7f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f7fULL};

U64 dumb7Fill(U64 gen, U64 pro, int dir) {
    int s = shifts[dir];
    int cycle;
    U64 flood;
    pro &= fileGuard[dir];
    flood = gen;
    /* Seven one-step cycles cover the longest ray. */
    for (cycle = 0; cycle < 7; cycle++) {
        if (s > 0)
            gen = (gen << s) & pro;
        else
            gen = (gen >> -s) & pro;
        flood |= gen;
    }
    return flood;
}
