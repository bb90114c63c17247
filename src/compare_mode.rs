//! The Compare mode's state: a second run (B) beside the Play tab's (A)
//! on the same board, the frames one playback shows together
//! ([`fillscope_core::compare::align`]), the register whose difference is
//! drawn, and where the runs first differ. Plain Rust, so `cargo test`
//! covers it.

use std::rc::Rc;

use fillscope_core::compare::{align, answer, by_index, first_difference};
use fillscope_core::{Algorithm, Bitboard, Setup, Trace};

use crate::playback::Playback;

/// Everything the Compare mode shows besides run A (the Play tab's).
#[derive(Clone, Debug, PartialEq)]
pub struct CompareState {
    /// Run B's algorithm, on A's board and options.
    pub other: Algorithm,
    /// The register whose difference is drawn; `None` for the answers.
    pub register: Option<String>,
    /// Whether frames line up by step (`true`) or by frame index.
    pub linked: bool,
    /// Run B's trace.
    pub trace: Rc<Trace>,
    /// The frames (A's, B's) shown together, one per playback frame.
    pub pairs: Rc<Vec<(usize, usize)>>,
    /// The first pair where the runs differ and the register that differs
    /// (`None` when only the answers do), if they differ.
    pub first: Option<(usize, Option<String>)>,
    /// Which pair is shown.
    pub playback: Playback,
}

/// The default run B for run A: its counterpart where it has one.
#[must_use]
pub fn counterpart(a: Algorithm) -> Algorithm {
    match a {
        Algorithm::Westcott => Algorithm::Moshammer,
        Algorithm::Dumb7 | Algorithm::Rotate => Algorithm::KoggeStone,
        Algorithm::KoggeStone => Algorithm::Dumb7,
        _ => Algorithm::Westcott,
    }
}

impl CompareState {
    /// Run B with `other` beside `a`'s run `trace_a`.
    #[must_use]
    pub fn new(
        a: &Setup,
        trace_a: &Trace,
        other: Algorithm,
        register: Option<String>,
        linked: bool,
    ) -> CompareState {
        let b = Setup {
            algorithm: other,
            ..a.clone()
        };
        let trace = b.trace();
        let pairs = if linked {
            align(trace_a, a.algorithm, &trace, other)
        } else {
            by_index(trace_a, &trace)
        };
        let first = first_difference(trace_a, &trace, &pairs, register.as_deref())
            .map(|(at, name)| (at, name.map(str::to_string)));
        let playback = Playback::new(pairs.len());
        CompareState {
            other,
            register,
            linked,
            trace: Rc::new(trace),
            pairs: Rc::new(pairs),
            first,
            playback,
        }
    }

    /// Runs B again after a change, keeping the pair on show where it can.
    pub fn rerun(&mut self, a: &Setup, trace_a: &Trace) {
        let at = self.playback.frame;
        *self = CompareState::new(a, trace_a, self.other, self.register.take(), self.linked);
        self.playback.seek(at);
    }

    /// The frames (A's, B's) on show.
    #[must_use]
    pub fn shown(&self) -> Option<(usize, usize)> {
        self.pairs.get(self.playback.frame).copied()
    }

    /// The two sets compared at the pair on show: the picked register's
    /// values (empty where a frame lacks it), or both runs' answers.
    #[must_use]
    pub fn sets(&self, trace_a: &Trace) -> (Bitboard, Bitboard) {
        match (&self.register, self.shown()) {
            (Some(name), Some((i, j))) => (
                trace_a.frames[i].get(name).unwrap_or(Bitboard::EMPTY),
                self.trace.frames[j].get(name).unwrap_or(Bitboard::EMPTY),
            ),
            _ => (answer(trace_a), answer(&self.trace)),
        }
    }

    /// The registers both runs hold somewhere, in A's order: the choices of
    /// register to compare.
    #[must_use]
    pub fn common_registers(&self, trace_a: &Trace) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for f in &trace_a.frames {
            for r in &f.registers {
                let name = r.name.as_ref();
                if r.is_alias() || out.iter().any(|n| n == name) {
                    continue;
                }
                if self.trace.frames.iter().any(|g| g.get(name).is_some()) {
                    out.push(name.to_string());
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fillscope_core::Square;

    #[test]
    fn westcott_against_moshammer_on_the_seed() {
        let a = Setup::seed_example();
        let ta = a.trace();
        let c = CompareState::new(&a, &ta, counterpart(a.algorithm), None, true);
        assert_eq!(c.other, Algorithm::Moshammer);
        // The answers agree; the frontiers part at asp[2].
        let (x, y) = c.sets(&ta);
        assert_eq!(x, y);
        let (at, name) = c.first.clone().expect("they differ");
        assert_eq!(name.as_deref(), Some("asp[2]"));
        let mut c = c;
        c.playback.seek(at);
        c.register = Some("asp[2]".into());
        let (x, y) = c.sets(&ta);
        assert_eq!(y ^ x, Bitboard::from(Square::E4));
        assert!(c.common_registers(&ta).contains(&"asp[3]".to_string()));
    }

    #[test]
    fn unlinked_runs_pair_by_index() {
        let a = Setup {
            algorithm: Algorithm::Dumb7,
            ..Setup::seed_example()
        };
        let ta = a.trace();
        let c = CompareState::new(&a, &ta, Algorithm::KoggeStone, None, false);
        for (k, &(i, j)) in c.pairs.iter().enumerate() {
            assert_eq!(
                (i, j),
                (k.min(ta.frames.len() - 1), k.min(c.trace.frames.len() - 1))
            );
        }
        let linked = CompareState::new(&a, &ta, Algorithm::KoggeStone, None, true);
        assert_ne!(linked.pairs, c.pairs);
    }
}
