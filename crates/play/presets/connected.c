/* Squares connected: can a king walk from a square of sq1 to a square of
 * sq2, standing only on squares of path?
 * sq1: start squares, sq2: goal squares, path: the squares it may use.
 * Returns true when some path exists. */

/* b and every square one king step from it. */
U64 kingFill(U64 b) {
    U64 row = b | eastOne(b) | westOne(b);
    return row | nortOne(row) | soutOne(row);
}

bool squaresConnected(U64 sq1, U64 sq2, U64 path) {
    U64 temp;
    sq1 &= path;
    sq2 &= path;
    while ((sq1 & sq2) == 0) {
        temp = sq1;
        sq1 = kingFill(sq1) & path;
        if (sq1 == temp)
            return false; /* nothing new: sq2 is out of reach */
    }
    return true;
}
