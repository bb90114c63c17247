//! The code listings behind the frames: each algorithm's routine as
//! Rust-flavoured pseudocode, one statement per line, using the seeds'
//! variable names. [`crate::Frame::line`] indexes these (1-based).

use alloc::string::String;

use crate::Algorithm;

/// Algorithm ids with a listing, in menu order (the ids of [`Algorithm::ALL`]).
pub const ALGORITHMS: [&str; Algorithm::ALL.len()] = {
    let mut ids = [""; Algorithm::ALL.len()];
    let mut i = 0;
    while i < ids.len() {
        ids[i] = Algorithm::ALL[i].id();
        i += 1;
    }
    ids
};

/// A human title for an algorithm id ([`Algorithm::title`]).
#[must_use]
pub fn title(algorithm: &str) -> Option<&'static str> {
    if algorithm == VORONOI_SIDES_ID {
        return Some("Voronoi partition, three or four sides");
    }
    Algorithm::from_id(algorithm).map(Algorithm::title)
}

/// The listing for an algorithm id, lines separated by `\n` ([`Algorithm::listing`]).
#[must_use]
pub fn listing(algorithm: &str) -> Option<&'static str> {
    if algorithm == VORONOI_SIDES_ID {
        // Voronoi of three or four sides runs with feature `late-fills`
        // alone; without it, its listing is left out too.
        return Some(if cfg!(feature = "late-fills") {
            VORONOI_SIDES
        } else {
            ""
        });
    }
    Algorithm::from_id(algorithm).map(Algorithm::listing)
}

/// The trace id of Voronoi with three or four sides: the registry's
/// Voronoi run on more than two sides, whose routine loops over the sides.
pub const VORONOI_SIDES_ID: &str = "voronoi-sides";

pub(crate) const VORONOI_SIDES: &str = "\
fn voronoi_sides(a: u64, b: u64, c: u64, d: u64, con: [u64; 4]) -> ([u64; 4], u64) { // con: open, walls
    let side = [a, b, c, d];                   // sides C and D may be empty
    let (once, twice) = at_least(&side);       // in one side's seeds, in two or more
    let mut cur_t = twice;                     // a seed of two sides is a tie
    let mut cur = side.map(|s| s & !cur_t);
    let (mut own, mut ties, mut visits) = (cur, cur_t, once);
    while cur_t != 0 || cur.iter().any(|&f| f != 0) {
        let reach = cur.map(|f| step(f | cur_t, con) & !visits);
        let (any, multi) = at_least(&reach);   // reached by one side, by two or more
        cur_t = multi;                         // reached by two sides in one step
        for i in 0..4 { cur[i] = reach[i] & !multi; own[i] |= cur[i]; }
        ties |= multi; visits |= any;
    }
    (own, ties)
}";

pub(crate) const WESTCOTT: &str = "\
fn all_shortest_paths(mut sq1: u64, mut sq2: u64, path: u64, asp: &mut [u64]) -> usize {
    sq1 &= path; sq2 &= path;                  // keep only squares on the path
    if sq1 == 0 || sq2 == 0 { return 0; }      // nothing to start from or reach
    let mut i = 1;
    asp[0] = sq1;
    loop {
        if sq1 & sq2 != 0 { break; }           // the fill has reached sq2
        let temp = sq1;
        sq1 = fill(sq1) & path;                // add every neighbour, stay on path
        if sq1 == temp { return 0; }           // the fill stopped short of sq2
        asp[i] = sq1 & !temp; i += 1;          // keep the frontier
    }
    let length = i;
    i -= 1; sq2 &= sq1; asp[i] = sq2;          // only the reached squares of sq2
    while i > 0 {
        let temp = sq2;
        sq2 = fill(sq2) & path;                // fill back from the reached goals
        i -= 1; asp[i] &= sq2 & !temp;         // meet the forward frontiers
    }
    length                                     // layers = moves + 1
}";

pub(crate) const MOSHAMMER: &str = "\
fn all_shortest_paths(sq1: u64, sq2: u64, path: u64, asp: &mut [u64]) -> usize {
    asp[0] = sq1;                              // not masked by path
    let mut i = 0;
    while asp[i] & sq2 == 0 {
        asp[i + 1] = fill(asp[i]) & path & !asp[i];  // drops only the last layer
        if asp[i + 1] == 0 { return 0; }
        i += 1;
    }
    let length = i;
    asp[i] = sq2;                              // all of sq2, reached or not
    while i > 0 {
        asp[i - 1] &= fill(asp[i]) & path;
        i -= 1;
    }
    length                                     // = moves
}";

pub(crate) const CONNECTED: &str = "\
fn squares_connected(mut sq1: u64, mut sq2: u64, path: u64) -> bool {
    sq1 &= path; sq2 &= path;
    loop {
        if sq1 & sq2 != 0 { return true; }
        let temp = sq1;
        sq1 = fill(sq1) & path;
        if sq1 == temp { return false; }
    }
}";

pub(crate) const DUMB7: &str = "\
fn occluded_fill(mut gen: u64, pro: u64, dir: Dir) -> u64 {
    let pro = pro & file_guard(dir);           // notA east-wards, notH west-wards
    let mut flood = gen;
    for _cycle in 0..7 {
        gen = shift(gen, dir) & pro; flood |= gen;
    }
    flood
}
fn attacks(gen: u64, pro: u64, dir: Dir) -> u64 {
    shift_one(occluded_fill(gen, pro, dir), dir)
}";

pub(crate) const KOGGE_STONE: &str = "\
fn occluded_fill(mut gen: u64, pro: u64, dir: Dir) -> u64 {
    let r = SHIFT[dir];                        // +8 nort, +9 noEa, +1 east, ...
    let mut pro = pro & file_guard(dir);
    gen |= pro & shift(gen, r);
    pro &= shift(pro, r);
    gen |= pro & shift(gen, 2 * r);
    pro &= shift(pro, 2 * r);
    gen |= pro & shift(gen, 4 * r);
    gen
}
fn attacks(gen: u64, pro: u64, dir: Dir) -> u64 {
    shift_one(occluded_fill(gen, pro, dir), dir)
}";

pub(crate) const ROTATE: &str = "\
fn occluded_fill(mut gen: u64, pro: u64, dir: Dir) -> u64 {
    let mut flood = 0;
    if gen == 0 { return flood; }
    let r = SHIFT[dir].rem_euclid(64);         // a right shift is a left rotate
    let pro = pro & AVOID_WRAP[dir];           // clears wrapped bits too
    while gen != 0 {
        flood |= gen;
        gen = gen.rotate_left(r) & pro;
    }
    flood
}
fn attacks(gen: u64, pro: u64, dir: Dir) -> u64 {
    let r = SHIFT[dir].rem_euclid(64);
    occluded_fill(gen, pro, dir).rotate_left(r) & AVOID_WRAP[dir]
}";

pub(crate) const ATTACKS: &str = "\
fn slider_attacks(sliders: u64, occupied: u64, dirs: &[Dir]) -> u64 {
    let empty = !occupied;
    let mut attacks = 0;
    for dir in dirs {                          // rook: 4, bishop: 4, queen: 8
        attacks |= shift_one(occluded_fill(sliders, empty, dir), dir);
    }
    attacks
}";

pub(crate) const BFS: &str = "\
fn bfs(start: u64, target: u64, con: [u64; 4]) -> usize {
    // con[d]: squares whose d-neighbour is open and not behind a wall
    let (mut cur, mut visits, mut dist) = (start, start, 0);
    loop {
        // the win condition: stop at the first target reached
        if cur & target != 0 { return dist; }
        if cur == 0 { return dist; }           // every reachable square seen
        cur = (cur & con[N]) << 8 | (cur & con[E]) << 1 | (cur & con[S]) >> 8 | (cur & con[W]) >> 1;
        cur &= !visits; visits |= cur; dist += 1;
    }
}";

pub(crate) const VORONOI: &str = "\
fn voronoi(a: u64, b: u64, con: [u64; 4]) -> (u64, u64, u64) { // con: open, walls
    let mut cur_t = a & b;                     // a seed of both sides is a tie
    let (mut cur_a, mut cur_b) = (a & !cur_t, b & !cur_t);
    let mut visits = a | b;
    let (mut own_a, mut own_b, mut ties) = (cur_a, cur_b, cur_t);
    while cur_a | cur_b | cur_t != 0 {
        let reach_a = step(cur_a | cur_t, con) & !visits;
        let reach_b = step(cur_b | cur_t, con) & !visits;
        cur_t = reach_a & reach_b;             // reached by both in one step
        cur_a = reach_a & !cur_t; cur_b = reach_b & !cur_t;
        own_a |= cur_a; own_b |= cur_b; ties |= cur_t; visits |= reach_a | reach_b;
    }
    (own_a, own_b, ties)
}";

/// The listing of a 9x9 run's algorithm id (`bfs`, `voronoi`): the 8x8
/// routine, line for line, on a 128-bit word whose rows are nine bits
/// apart. `None` for an algorithm with no 9x9 form.
///
/// ```
/// use fillscope_core::code::{listing, listing9};
/// let nine = listing9("bfs").unwrap();
/// assert!(nine.contains("fn bfs(start: u128, target: u128, con: [u128; 4])"));
/// assert!(nine.contains("(cur & con[N]) << 9"));
/// // Line for line the 8x8 routine, so the traces' line numbers hold.
/// assert_eq!(nine.lines().count(), listing("bfs").unwrap().lines().count());
/// assert!(listing9("voronoi").unwrap().contains("-> (u128, u128, u128)"));
/// assert!(listing9("voronoi-sides").unwrap().contains("d: u128"));
/// assert_eq!(listing9("westcott"), None);
/// ```
#[must_use]
pub fn listing9(algorithm: &str) -> Option<String> {
    let eight = if algorithm == VORONOI_SIDES_ID {
        VORONOI_SIDES
    } else {
        let a = Algorithm::from_id(algorithm)?;
        if !matches!(a, Algorithm::Bfs | Algorithm::Voronoi) {
            return None;
        }
        a.listing()
    };
    Some(
        eight
            .replace("u64", "u128")
            .replace("<< 8", "<< 9")
            .replace(">> 8", ">> 9"),
    )
}

pub(crate) const REACH: &str = "\
fn reach(sq1: u64, path: u64, plies: usize, ply: &mut [u64]) -> usize {
    let mut k = 0;
    ply[0] = sq1 & path; let mut seen = ply[0]; let mut frontier = ply[0];
    while k < plies && frontier != 0 {
        frontier = fill(frontier) & path & !seen;  // new squares this move
        if frontier == 0 { break; }                // the fill stops
        seen |= frontier; k += 1;
        ply[k] = frontier;                         // first reached after k moves
    }
    k + 1                                          // plies, ply[0] included
}";

pub(crate) const PAWNS: &str = "\
fn nort_fill(mut b: u64) -> u64 { b |= b << 8; b |= b << 16; b |= b << 32; b }
fn sout_fill(mut b: u64) -> u64 { b |= b >> 8; b |= b >> 16; b |= b >> 32; b }
fn pawn_sets(white: u64, black: u64) {
    let (w_front_fill, w_rear_fill) = (nort_fill(white), sout_fill(white));
    let (b_front_fill, b_rear_fill) = (sout_fill(black), nort_fill(black));
    let (w_front_spans, w_rear_spans) = (nort_one(w_front_fill), sout_one(w_rear_fill));
    let (b_front_spans, b_rear_spans) = (sout_one(b_front_fill), nort_one(b_rear_fill));
    let w_attack_front_spans = east_one(w_front_spans) | west_one(w_front_spans); // b_ alike
    let w_pawn_attacks = no_ea_one(white) | no_we_one(white); // b_: so_ea, so_we
    let w_passed = white & !(b_front_spans | b_attack_front_spans);
    let b_passed = black & !(w_front_spans | w_attack_front_spans);
    let (w_files, b_files) = (w_front_fill | w_rear_fill, b_front_fill | b_rear_fill);
    let open_files = !(w_files | b_files);
    let closed_files = w_files & b_files;
    let w_half_open_files = b_files & !w_files;
    let b_half_open_files = w_files & !b_files;
    let w_outposts = w_pawn_attacks & RANKS_4_TO_6 & !b_attack_front_spans;
    let b_outposts = b_pawn_attacks & RANKS_3_TO_5 & !w_attack_front_spans;
}";
