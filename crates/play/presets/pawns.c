/* Pawn fills and spans: front and rear fills, spans, attack spans,
 * attacks, passed pawns, open, closed and half-open files, outposts.
 * white: the white pawns, black: the black pawns.
 * Returns white's passed pawns; every other set is a local. */

/* b and every square north of it on its file. */
U64 nortFill(U64 b) {
    b |= b << 8;
    b |= b << 16;
    b |= b << 32;
    return b;
}

/* b and every square south of it on its file. */
U64 soutFill(U64 b) {
    b |= b >> 8;
    b |= b >> 16;
    b |= b >> 32;
    return b;
}

U64 pawnSets(U64 white, U64 black) {
    U64 w_front_fill = nortFill(white);
    U64 w_rear_fill = soutFill(white);
    U64 b_front_fill = soutFill(black);
    U64 b_rear_fill = nortFill(black);
    /* Spans: the fills without the pawns' own squares. */
    U64 w_front_spans = nortOne(w_front_fill);
    U64 w_rear_spans = soutOne(w_rear_fill);
    U64 b_front_spans = soutOne(b_front_fill);
    U64 b_rear_spans = nortOne(b_rear_fill);
    /* Every square a pawn of that side may attack some day. */
    U64 w_attack_front_spans = eastOne(w_front_spans) | westOne(w_front_spans);
    U64 b_attack_front_spans = eastOne(b_front_spans) | westOne(b_front_spans);
    U64 w_pawn_attacks = noEaOne(white) | noWeOne(white);
    U64 b_pawn_attacks = soEaOne(black) | soWeOne(black);
    /* Passed: no enemy pawn ahead on the file or beside it. */
    U64 w_passed = white & ~(b_front_spans | b_attack_front_spans);
    U64 b_passed = black & ~(w_front_spans | w_attack_front_spans);
    U64 w_files = w_front_fill | w_rear_fill;
    U64 b_files = b_front_fill | b_rear_fill;
    U64 open_files = ~(w_files | b_files);
    U64 closed_files = w_files & b_files;
    U64 w_half_open_files = b_files & ~w_files;
    U64 b_half_open_files = w_files & ~b_files;
    /* Outposts: guarded by an own pawn, on ranks 4-6 (white) or 3-5
     * (black), where no enemy pawn can ever attack. */
    U64 w_outposts = w_pawn_attacks & 0x0000ffffff000000ULL & ~b_attack_front_spans;
    U64 b_outposts = b_pawn_attacks & 0x000000ffffff0000ULL & ~w_attack_front_spans;
    return w_passed;
}
