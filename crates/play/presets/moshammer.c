/* All shortest paths, Moshammer's variant as the wiki prints it, king steps.
 * sq1: start squares (not masked by path), sq2: goal squares, path: the
 * squares a king may stand on. asp[]: the layers, asp[0] = sq1 and the
 * last one all of sq2.
 * Returns the index of the last layer (the number of moves), 0 when a
 * frontier runs empty. Caution: when sq2 cannot be reached from a region
 * of two or more squares the frontiers repeat and the loop never ends. */

/* b and every square one king step from it. */
U64 kingFill(U64 b) {
    U64 row = b | eastOne(b) | westOne(b);
    return row | nortOne(row) | soutOne(row);
}

int allShortestPaths(U64 sq1, U64 sq2, U64 path, U64 asp[]) {
    int i = 0;
    int length;
    asp[0] = sq1;
    /* Forward: each frontier leaves out only the one before it. */
    while ((asp[i] & sq2) == 0) {
        asp[i + 1] = kingFill(asp[i]) & path & ~asp[i];
        if (asp[i + 1] == 0)
            return 0;
        i++;
    }
    length = i;
    /* Backward: the last layer is all of sq2; each earlier layer keeps
     * the squares one step from the layer after it. */
    asp[i] = sq2;
    while (i > 0) {
        asp[i - 1] &= kingFill(asp[i]) & path;
        i--;
    }
    return length;
}
