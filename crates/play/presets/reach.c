/* Reach (mobility with simulated ply), king steps: the squares a king
 * from sq1 first reaches after 0, 1, 2, ... moves through path.
 * sq1: where it starts, path: the squares it may stand on. ply[]: ply k
 * gets the squares first reached after k moves.
 * Returns the number of plies filled, ply[0] included. */

/* b and every square one king step from it. */
U64 kingFill(U64 b) {
    U64 row = b | eastOne(b) | westOne(b);
    return row | nortOne(row) | soutOne(row);
}

int reach(U64 sq1, U64 path, U64 ply[]) {
    int k = 0;
    U64 seen;
    U64 frontier;
    ply[0] = sq1 & path;
    seen = ply[0];
    frontier = ply[0];
    while (frontier != 0) {
        frontier = kingFill(frontier) & path & ~seen; /* new this move */
        if (frontier == 0)
            break; /* the fill stops */
        seen |= frontier;
        k++;
        ply[k] = frontier;
    }
    return k + 1;
}
