//! A trace on either board: the Play tab's 8x8 [`Trace`] or its 9x9
//! [`fillscope_core::nine::Trace9`], with what the board, the
//! legend, the live region and the register panel read from a frame, so
//! those draw both boards from one piece of code each.

use std::borrow::Cow;
use std::rc::Rc;

#[cfg(feature = "nine")]
use fillscope_core::nine::Trace9;
use fillscope_core::{Role, Trace};

#[cfg(feature = "nine")]
use crate::cells::cells9;
use crate::cells::{cells, Cell};
use crate::quiz::SquareSet;

/// A trace of either board.
#[derive(Clone, Debug)]
pub enum Film {
    /// An 8x8 trace.
    Eight(Rc<Trace>),
    /// A 9x9 trace.
    #[cfg(feature = "nine")]
    Nine(Rc<Trace9>),
}

/// Two films are the same when they hold the same trace (traces are
/// shared, not copied, so this is cheap and exact for the page's use).
impl PartialEq for Film {
    fn eq(&self, other: &Film) -> bool {
        match (self, other) {
            (Film::Eight(a), Film::Eight(b)) => Rc::ptr_eq(a, b) || a == b,
            #[cfg(feature = "nine")]
            (Film::Nine(a), Film::Nine(b)) => Rc::ptr_eq(a, b) || a == b,
            #[cfg(feature = "nine")]
            _ => false,
        }
    }
}

impl From<Rc<Trace>> for Film {
    fn from(t: Rc<Trace>) -> Film {
        Film::Eight(t)
    }
}

#[cfg(feature = "nine")]
impl From<Rc<Trace9>> for Film {
    fn from(t: Rc<Trace9>) -> Film {
        Film::Nine(t)
    }
}

/// One register as the register panel lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its name.
    pub name: Cow<'static, str>,
    /// Its value, `0x` and 16 hex digits (32 on the 9x9 board).
    pub hex: String,
    /// How it is drawn.
    pub role: Role,
}

/// One register as a set of squares, as the live region reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named<'a> {
    /// Its name.
    pub name: &'a str,
    /// How it is drawn.
    pub role: Role,
    /// Its squares.
    pub set: SquareSet,
}

/// `$body` with `$t` bound to the trace of either board: the two trace
/// types have the same fields, so each reading is written once.
macro_rules! either {
    ($film:expr, $t:ident => $body:expr) => {
        match $film {
            Film::Eight($t) => $body,
            #[cfg(feature = "nine")]
            Film::Nine($t) => $body,
        }
    };
}

impl Film {
    /// The algorithm id (a key of the code listings).
    #[must_use]
    pub fn algorithm(&self) -> Cow<'static, str> {
        either!(self, t => t.algorithm.clone())
    }

    /// How many frames.
    #[must_use]
    pub fn len(&self) -> usize {
        either!(self, t => t.frames.len())
    }

    /// Whether it has no frame.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Frame `k`'s caption.
    #[must_use]
    pub fn caption(&self, k: usize) -> Option<&str> {
        either!(self, t => t.frames.get(k).map(|f| &*f.caption))
    }

    /// Frame `k`'s line of the listing (0: none).
    #[must_use]
    pub fn line(&self, k: usize) -> u16 {
        either!(self, t => t.frames.get(k).map_or(0, |f| f.line))
    }

    /// The roles of every register of every frame.
    pub fn roles(&self) -> Box<dyn Iterator<Item = Role> + '_> {
        either!(self, t => Box::new(t.frames.iter().flat_map(|f| &f.registers).map(|r| r.role)))
    }

    /// The cells of frame `k` (none past the end), without the user's
    /// marks or walls.
    #[must_use]
    pub fn cells(&self, k: usize) -> Vec<Cell> {
        match self {
            Film::Eight(t) => cells(t.frames.get(k), None, None),
            #[cfg(feature = "nine")]
            Film::Nine(t) => cells9(t.frames.get(k), None, None),
        }
    }

    /// The side of the board: 8, or 9 for the 9x9 board.
    #[must_use]
    pub fn side(&self) -> u8 {
        match self {
            Film::Eight(_) => 8,
            #[cfg(feature = "nine")]
            Film::Nine(_) => 9,
        }
    }

    /// Frame `k`'s registers as sets of squares (none past the end).
    #[must_use]
    pub fn sets(&self, k: usize) -> Vec<Named<'_>> {
        either!(self, t => t.frames.get(k).map_or_else(Vec::new, |f| {
            f.registers
                .iter()
                .map(|r| Named {
                    name: &r.name,
                    role: r.role,
                    set: r.value.into(),
                })
                .collect()
        }))
    }

    /// Frame `k`'s registers, as the register panel lists them.
    #[must_use]
    pub fn lines(&self, k: usize) -> Vec<Line> {
        either!(self, t => t.frames.get(k).map_or_else(Vec::new, |f| {
            f.registers
                .iter()
                .map(|r| Line {
                    name: r.name.clone(),
                    hex: r.value.hex(),
                    role: r.role,
                })
                .collect()
        }))
    }
}

#[cfg(all(test, feature = "nine"))]
mod tests {
    use super::*;
    use crate::nine_board::Marks9;
    use fillscope_core::nine::Square9;
    use fillscope_core::{Algorithm, Setup};

    #[test]
    fn both_boards_read_the_same_way() {
        let eight = Film::from(Rc::new(Setup::seed_example().trace()));
        let marks = Marks9 {
            sources: "a1".parse::<Square9>().unwrap().into(),
            targets: "i9".parse::<Square9>().unwrap().into(),
            ..Marks9::default()
        };
        let nine = Film::from(Rc::new(marks.trace(Algorithm::Bfs).unwrap()));
        assert_eq!(eight.algorithm(), "westcott");
        assert_eq!(nine.algorithm(), "bfs");
        assert_eq!(eight.cells(0).len(), 64);
        assert_eq!(nine.cells(0).len(), 81);
        let last = nine.len() - 1;
        let lines = nine.lines(last);
        assert!(!lines.is_empty());
        assert!(lines.iter().all(|l| l.hex.len() == 34), "{lines:?}");
        assert!(eight.lines(0).iter().all(|l| l.hex.len() == 18));
        assert!(nine.caption(last).is_some() && nine.caption(last + 1).is_none());
        assert!(nine.roles().any(|r| matches!(r, Role::Layer(16))));
        assert_ne!(eight, nine);
        assert_eq!(nine.clone(), nine);
    }
}
