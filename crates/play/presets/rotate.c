/* Occluded fill by the generalised rotate loop: gen and every square
 * reached by sliding from it in direction dir through the squares of pro.
 * A right shift is a left rotate by 64 minus it, and the wrap mask clears
 * what a rotate brings round the edges, so one loop serves all eight
 * directions; it ends as soon as gen is empty.
 * gen: the sliders, pro: the empty squares (the propagator), dir: 0 nort,
 * 1 noEa, 2 east, 3 soEa, 4 sout, 5 soWe, 6 west, 7 noWe.
 * Returns the fill. */

/* The bit-index change of one step in each direction. */
int shifts[8] = {8, 9, 1, -7, -8, -9, -1, 7};

/* The squares a one-step rotate may land on without wrapping round an
 * edge: the file and the rank a wrapped bit would land on are cleared. */
U64 avoidWrap[8] = {
    0xffffffffffffff00ULL, 0xfefefefefefefe00ULL, 0xfefefefefefefefeULL,
    0x00fefefefefefefeULL, 0x00ffffffffffffffULL, 0x007f7f7f7f7f7f7fULL,
    0x7f7f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f00ULL};

U64 rotateFill(U64 gen, U64 pro, int dir) {
    U64 flood = 0;
    int r;
    if (gen == 0)
        return flood;
    r = (shifts[dir] + 64) % 64;
    pro &= avoidWrap[dir];
    while (gen != 0) {
        flood |= gen;
        gen = rotateLeft(gen, r) & pro;
    }
    return flood;
}
