//! Reach: mobility with simulated ply. The all-shortest-paths fill run
//! forward only, from every square of `sq1` through `path`, keeping each
//! iteration's new squares: `ply[k]` holds the squares first reached after
//! exactly `k` moves (of any [`Step`], sliding ones included). Counting
//! the squares of each ply gives the terms a mobility evaluation uses.
//!
//! ```
//! use fillscope_core::{reach, Bitboard, Square, Step};
//! let plies = reach::reach(Square::A1.into(), Bitboard::ALL, Step::RookSlide, None);
//! // A rook on an empty board reaches every square within two moves.
//! assert_eq!(plies.iter().map(|p| p.count()).collect::<Vec<_>>(), [1, 14, 49]);
//! ```

use alloc::vec::Vec;

use crate::trace::{caption, indexed_names, IndexedNames, Outcome, Recorder, Register, Role};
use crate::{Bitboard, Frame, Step, Trace, Tracer};

/// `ply[0]` to `ply[63]`.
static PLY: IndexedNames = indexed_names!("ply");

/// The plies of a reach from `sq1` through `path`: `ply[0] = sq1 & path`,
/// then the squares first reached after 1, 2, ... moves, up to `plies`
/// moves (`None`: until the fill stops). No trailing empty ply.
#[must_use]
pub fn reach(sq1: Bitboard, path: Bitboard, step: Step, plies: Option<u32>) -> Vec<Bitboard> {
    reach_with(sq1, path, step, plies, &mut crate::NoTrace)
}

/// [`reach`], traced.
#[must_use]
pub fn reach_traced(
    sq1: Bitboard,
    path: Bitboard,
    step: Step,
    plies: Option<u32>,
) -> (Vec<Bitboard>, Trace) {
    let mut rec = Recorder::default();
    let r = reach_with(sq1, path, step, plies, &mut rec);
    let outcome = Outcome::Returned {
        value: r.len() as u32,
    };
    (r, rec.finish(crate::Algorithm::Reach.id(), outcome))
}

/// The registers every reach frame shows, and then one `ply[k]` per ply.
struct Regs {
    sq1: Bitboard,
    path: Bitboard,
    seen: Bitboard,
    frontier: Bitboard,
}

fn reach_frame(
    line: u16,
    caption: alloc::borrow::Cow<'static, str>,
    r: Regs,
    plies: &[Bitboard],
) -> Frame {
    let regs = [
        ("sq1", r.sq1, Role::Source),
        ("path", r.path, Role::Propagator),
        ("seen", r.seen, Role::Filled),
        ("frontier", r.frontier, Role::Frontier),
    ];
    let mut registers = Vec::with_capacity(regs.len() + plies.len());
    registers.extend(regs.iter().map(|&(n, v, r)| Register::new(n, v, r)));
    registers.extend(
        plies
            .iter()
            .enumerate()
            .map(|(k, &v)| Register::new(PLY.name(k), v, Role::Layer(k as u16))),
    );
    Frame {
        caption,
        line,
        registers,
    }
}

/// [`reach`], generic over the tracer.
pub fn reach_with<T: Tracer>(
    sq1: Bitboard,
    path: Bitboard,
    step: Step,
    plies: Option<u32>,
    t: &mut T,
) -> Vec<Bitboard> {
    let start = sq1 & path;
    let mut out = alloc::vec![start];
    let mut seen = start;
    let mut frontier = start;
    t.frame(|| {
        reach_frame(
            3,
            caption!("ply[0] = sq1 & path: {} square{s}", start.count()),
            Regs {
                sq1,
                path,
                seen,
                frontier,
            },
            &out,
        )
    });
    let limit = plies.unwrap_or(u32::MAX);
    while (out.len() as u32) <= limit && !frontier.is_empty() {
        let from = frontier;
        crate::paths::ray_frames(t, step, from, path, |caption, ray| {
            reach_frame(
                5,
                caption,
                Regs {
                    sq1,
                    path,
                    seen,
                    frontier: ray - seen,
                },
                &out,
            )
        });
        frontier = step.advance(frontier, path) - seen;
        if frontier.is_empty() {
            t.frame(|| {
                reach_frame(
                    6,
                    caption!(
                        "No new square after {} move{s}: the fill stops ({} square{s} reached)",
                        out.len(),
                        seen.count()
                    ),
                    Regs {
                        sq1,
                        path,
                        seen,
                        frontier,
                    },
                    &out,
                )
            });
            break;
        }
        seen |= frontier;
        out.push(frontier);
        t.frame(|| {
            let k = out.len() - 1;
            reach_frame(
                8,
                caption!(
                    "ply[{}]: {} square{s} first reached after {} move{s}; {} reached in all",
                    k,
                    frontier.count(),
                    k,
                    seen.count()
                ),
                Regs {
                    sq1,
                    path,
                    seen,
                    frontier,
                },
                &out,
            )
        });
    }
    out
}
