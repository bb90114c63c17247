/* All shortest paths (Westcott), king steps.
 * sq1: where the paths start, sq2: where they may end, path: the squares
 * a king may stand on. asp[]: layer k gets the squares k moves from sq1
 * that lie on some shortest path to sq2.
 * Returns the number of layers (moves + 1), or 0 when no path exists. */

/* b and every square one king step from it. */
U64 kingFill(U64 b) {
    U64 row = b | eastOne(b) | westOne(b);
    return row | nortOne(row) | soutOne(row);
}

int allShortestPaths(U64 sq1, U64 sq2, U64 path, U64 asp[]) {
    int i;
    int length;
    U64 temp;
    sq1 &= path;
    sq2 &= path;
    if (sq1 == 0 || sq2 == 0)
        return 0;
    i = 1;
    asp[0] = sq1;
    /* Forward: grow sq1 one step at a time, keeping each new frontier. */
    while ((sq1 & sq2) == 0) {
        temp = sq1;
        sq1 = kingFill(sq1) & path;
        if (sq1 == temp)
            return 0; /* the fill stopped before reaching sq2 */
        asp[i] = sq1 & ~temp;
        i++;
    }
    length = i;
    /* Backward: fill from the reached targets and keep, in each layer,
     * only the squares one step nearer to them. */
    i--;
    sq2 &= sq1;
    asp[i] = sq2;
    while (i > 0) {
        temp = sq2;
        sq2 = kingFill(sq2) & path;
        i--;
        asp[i] &= sq2 & ~temp;
    }
    return length;
}
