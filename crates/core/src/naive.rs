//! Slow, obvious references, written square by square with no bit
//! tricks, that the fast fills are tested (and benchmarked) against.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use crate::bfs::Walls;
use crate::nine::{Board9, Square9, Walls9};
use crate::{Bitboard, Direction, Square, Step};

/// The squares one `step` away from `sq`, walked by coordinates.
#[must_use]
pub fn neighbours(sq: Square, step: Step) -> Vec<Square> {
    const KING: [(i8, i8); 8] = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    const ROOK: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const BISHOP: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let deltas: &[(i8, i8)] = match step {
        Step::King | Step::QueenSlide => &KING,
        Step::Rook | Step::RookSlide => &ROOK,
        Step::Bishop | Step::BishopSlide => &BISHOP,
        Step::Knight => &KNIGHT,
    };
    deltas
        .iter()
        .filter_map(|&(df, dr)| sq.try_offset(df, dr))
        .collect()
}

/// The squares of `through` one `step` from `sq`: for a sliding step,
/// each ray walked square by square until it leaves `through` or the board.
#[must_use]
pub fn moves(sq: Square, step: Step, through: Bitboard) -> Vec<Square> {
    if !step.slides() {
        let mut n = neighbours(sq, step);
        n.retain(|&s| through.contains(s));
        return n;
    }
    let mut out = Vec::new();
    for first in neighbours(sq, step) {
        let (df, dr) = (
            first.file() as i8 - sq.file() as i8,
            first.rank() as i8 - sq.rank() as i8,
        );
        let mut at = Some(first);
        while let Some(s) = at.filter(|&s| through.contains(s)) {
            out.push(s);
            at = s.try_offset(df, dr);
        }
    }
    out
}

/// Queue BFS: the number of steps from the nearest square of `from` to
/// every square, moving only onto squares of `through`. Squares of `from`
/// are at distance 0 wherever they stand.
#[must_use]
pub fn distances(from: Bitboard, through: Bitboard, step: Step) -> [Option<u32>; 64] {
    let mut dist = [None; 64];
    let mut queue = VecDeque::new();
    for sq in from.squares() {
        dist[sq.index() as usize] = Some(0);
        queue.push_back(sq);
    }
    while let Some(sq) = queue.pop_front() {
        let d = dist[sq.index() as usize].unwrap_or(0);
        for n in moves(sq, step, through) {
            if dist[n.index() as usize].is_none() {
                dist[n.index() as usize] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Reach by queue BFS: `ply[k]` holds the squares of `through` exactly `k`
/// moves from `from & through`, up to `plies` moves (`None`: all of them).
#[must_use]
pub fn plies(from: Bitboard, through: Bitboard, step: Step, plies: Option<u32>) -> Vec<Bitboard> {
    let d = distances(from & through, through, step);
    let far = Square::all()
        .filter_map(|s| d[s.index() as usize])
        .max()
        .unwrap_or(0);
    let last = plies.map_or(far, |p| p.min(far));
    (0..=last)
        .map(|k| {
            Square::all()
                .filter(|s| d[s.index() as usize] == Some(k) && through.contains(*s))
                .collect()
        })
        .collect()
}

/// All shortest paths by two queue BFSs: returns the layers
/// `asp[k]` = squares `k` steps from `sq1` that lie on some shortest path
/// to `sq2`, all within `path` (from and to squares outside `path` are
/// ignored, as Westcott's routine does). Empty when there is no path.
#[must_use]
pub fn all_shortest_paths(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
) -> Vec<Bitboard> {
    let (sq1, sq2) = (sq1 & path, sq2 & path);
    let d1 = distances(sq1, path, step);
    let best = sq2.squares().filter_map(|s| d1[s.index() as usize]).min();
    let Some(best) = best else {
        return Vec::new();
    };
    let goals: Bitboard = sq2
        .squares()
        .filter(|s| d1[s.index() as usize] == Some(best))
        .collect();
    let d2 = distances(goals, path, step);
    let mut layers = alloc::vec![Bitboard::EMPTY; best as usize + 1];
    for sq in Square::all() {
        if let (Some(a), Some(b)) = (d1[sq.index() as usize], d2[sq.index() as usize]) {
            if a + b == best && path.contains(sq) {
                layers[a as usize].insert(sq);
            }
        }
    }
    layers
}

/// How Moshammer's forward loop, simulated literally, ends.
enum Forward {
    /// The frontiers `asp[0..=i]`, the last one meeting `sq2`.
    Meets(Vec<Bitboard>),
    /// A frontier came out empty: the routine returns 0.
    Empty,
    /// `asp[i]` equals the earlier `asp[k]`: `(k, i)`, the first such `i`.
    Repeats(usize, usize),
}

fn moshammer_forward(sq1: Bitboard, sq2: Bitboard, path: Bitboard, step: Step) -> Forward {
    let mut asp = alloc::vec![sq1];
    loop {
        let cur = asp[asp.len() - 1];
        if cur.squares().any(|s| sq2.contains(s)) {
            return Forward::Meets(asp);
        }
        let mut next = Bitboard::EMPTY;
        for s in cur.squares() {
            for n in moves(s, step, path) {
                if !cur.contains(n) {
                    next.insert(n);
                }
            }
        }
        if next.is_empty() {
            return Forward::Empty;
        }
        if let Some(k) = asp.iter().position(|&a| a == next) {
            return Forward::Repeats(k, asp.len());
        }
        asp.push(next);
    }
}

/// Where Moshammer's loop, simulated literally, first meets a frontier it
/// met before: `(k, i)` with `asp[i] == asp[k]`, the smallest such `i`.
/// `None` when it returns.
#[must_use]
pub fn moshammer_repeat(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
) -> Option<(usize, usize)> {
    match moshammer_forward(sq1, sq2, path, step) {
        Forward::Repeats(k, i) => Some((k, i)),
        _ => None,
    }
}

/// Moshammer's loop simulated literally with square lists and every
/// frontier kept from the very first step: `Some(layers)` (its
/// `asp[0..=ret]`) when it returns, `None` when a frontier repeats (it
/// never returns).
#[must_use]
pub fn moshammer(
    sq1: Bitboard,
    sq2: Bitboard,
    path: Bitboard,
    step: Step,
) -> Option<Vec<Bitboard>> {
    let mut asp = match moshammer_forward(sq1, sq2, path, step) {
        Forward::Meets(asp) => asp,
        Forward::Empty => return Some(alloc::vec![sq1]),
        Forward::Repeats(..) => return None,
    };
    let last = asp.len() - 1;
    asp[last] = sq2;
    for i in (1..=last).rev() {
        let mut keep = Bitboard::EMPTY;
        for s in asp[i - 1].squares() {
            let near = asp[i]
                .squares()
                .any(|t| t == s || moves(t, step, path).contains(&s));
            if near && path.contains(s) {
                keep.insert(s);
            }
        }
        asp[i - 1] = keep;
    }
    Some(asp)
}

/// The occluded fill by walking each ray square by square: every square
/// of `gen`, plus the squares reached by sliding from it in `dir` while the
/// next square is in `pro`.
#[must_use]
pub fn occluded(gen: Bitboard, pro: Bitboard, dir: Direction) -> Bitboard {
    let (df, dr) = dir.delta();
    let mut out = gen;
    for sq in gen.squares() {
        let mut s = sq;
        while let Some(n) = s.try_offset(df, dr) {
            if !pro.contains(n) {
                break;
            }
            out.insert(n);
            s = n;
        }
    }
    out
}

/// Attacks in one direction by walking rays: every square up to and
/// including the first square not in `pro`.
#[must_use]
pub fn attacks(gen: Bitboard, pro: Bitboard, dir: Direction) -> Bitboard {
    let (df, dr) = dir.delta();
    let mut out = Bitboard::EMPTY;
    for sq in gen.squares() {
        let mut s = sq;
        while let Some(n) = s.try_offset(df, dr) {
            out.insert(n);
            if !pro.contains(n) {
                break;
            }
            s = n;
        }
    }
    out
}

/// Queue BFS over the 4-connected grid with walls: distance of every
/// square from the nearest square of `start`, entering only `open` squares.
#[must_use]
pub fn wall_distances(start: Bitboard, open: Bitboard, walls: &Walls) -> [Option<u32>; 64] {
    let mut dist = [None; 64];
    let mut queue = VecDeque::new();
    for sq in start.squares() {
        dist[sq.index() as usize] = Some(0);
        queue.push_back(sq);
    }
    while let Some(sq) = queue.pop_front() {
        let d = dist[sq.index() as usize].unwrap_or(0);
        for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let Some(n) = sq.try_offset(df, dr) else {
                continue;
            };
            if open.contains(n) && !walls.between(sq, n) && dist[n.index() as usize].is_none() {
                dist[n.index() as usize] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// Voronoi by comparing two distance maps: `(a, b, ties)`.
#[must_use]
pub fn voronoi(
    a: Bitboard,
    b: Bitboard,
    open: Bitboard,
    walls: &Walls,
) -> (Bitboard, Bitboard, Bitboard) {
    let da = wall_distances(a, open, walls);
    let db = wall_distances(b, open, walls);
    let (mut ra, mut rb, mut rt) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for sq in Square::all() {
        match (da[sq.index() as usize], db[sq.index() as usize]) {
            (Some(x), Some(y)) if x < y => ra.insert(sq),
            (Some(x), Some(y)) if x > y => rb.insert(sq),
            (Some(_), Some(_)) => rt.insert(sq),
            (Some(_), None) => ra.insert(sq),
            (None, Some(_)) => rb.insert(sq),
            (None, None) => {}
        }
    }
    (ra, rb, rt)
}

/// Voronoi between any number of sides by one queue BFS per side: the one
/// nearest side owns a square, a fewest-steps count shared by two sides or
/// more makes it a tie. Returns `(sides, ties)`.
#[must_use]
pub fn voronoi_sides(
    sides: &[Bitboard],
    open: Bitboard,
    walls: &Walls,
) -> (Vec<Bitboard>, Bitboard) {
    let d: Vec<[Option<u32>; 64]> = sides
        .iter()
        .map(|&s| wall_distances(s, open, walls))
        .collect();
    let mut own = alloc::vec![Bitboard::EMPTY; sides.len()];
    let mut ties = Bitboard::EMPTY;
    for sq in Square::all() {
        let i = sq.index() as usize;
        let Some(best) = d.iter().filter_map(|x| x[i]).min() else {
            continue;
        };
        let mut nearest = (0..sides.len()).filter(|&k| d[k][i] == Some(best));
        match (nearest.next(), nearest.next()) {
            (Some(k), None) => own[k].insert(sq),
            _ => ties.insert(sq),
        }
    }
    (own, ties)
}

/// Queue BFS over the 4-connected 9x9 grid with walls, walked by file and
/// rank ([`Square9::try_offset`]), never by bit index: the distance of every
/// square (by index, a1 = 0 ... i9 = 80) from the nearest square of
/// `start`, entering only `open` squares. Squares of `start` are at
/// distance 0 wherever they stand.
#[must_use]
pub fn wall_distances9(start: Board9, open: Board9, walls: &Walls9) -> [Option<u32>; 81] {
    let mut dist = [None; 81];
    let mut queue = VecDeque::new();
    for sq in start.squares() {
        dist[usize::from(sq.index())] = Some(0);
        queue.push_back(sq);
    }
    while let Some(sq) = queue.pop_front() {
        let d = dist[usize::from(sq.index())].unwrap_or(0);
        for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let Some(n) = sq.try_offset(df, dr) else {
                continue;
            };
            let i = usize::from(n.index());
            if open.contains(n) && !walls.between(sq, n) && dist[i].is_none() {
                dist[i] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

/// BFS layers on 9x9 from one distance map: `layers[k]` holds the squares
/// `k` steps from `start`, up to the nearest square of `target` (the search
/// stops there) or to the farthest square reached. Returns
/// `(layers, visits, target_dist)`.
#[must_use]
pub fn bfs9(
    start: Board9,
    open: Board9,
    walls: &Walls9,
    target: Board9,
) -> (Vec<Board9>, Board9, Option<u32>) {
    let d = wall_distances9(start, open, walls);
    let at = |sq: Square9| d[usize::from(sq.index())];
    let target_dist = target.squares().filter_map(at).min();
    let Some(last) = target_dist.or_else(|| Square9::all().filter_map(at).max()) else {
        return (Vec::new(), Board9::EMPTY, None);
    };
    let layers: Vec<Board9> = (0..=last)
        .map(|k| Square9::all().filter(|&s| at(s) == Some(k)).collect())
        .collect();
    let visits = layers.iter().fold(Board9::EMPTY, |acc, &l| acc | l);
    (layers, visits, target_dist)
}

/// Voronoi on 9x9 between any number of sides by one queue BFS per side,
/// as [`voronoi_sides`] on 8x8: `(sides, ties)`.
#[must_use]
pub fn voronoi_sides9(sides: &[Board9], open: Board9, walls: &Walls9) -> (Vec<Board9>, Board9) {
    let d: Vec<[Option<u32>; 81]> = sides
        .iter()
        .map(|&s| wall_distances9(s, open, walls))
        .collect();
    let mut own = alloc::vec![Board9::EMPTY; sides.len()];
    let mut ties = Board9::EMPTY;
    for sq in Square9::all() {
        let i = usize::from(sq.index());
        let Some(best) = d.iter().filter_map(|x| x[i]).min() else {
            continue;
        };
        let mut nearest = (0..sides.len()).filter(|&k| d[k][i] == Some(best));
        match (nearest.next(), nearest.next()) {
            (Some(k), None) => own[k].insert(sq),
            _ => ties.insert(sq),
        }
    }
    (own, ties)
}
