//! The Log mode's state: the pasted text, the square mapping it is read
//! with, what was read from it, how it compares with the Play tab's fill
//! ([`fillscope_core::log::check`]) and the frames to step through.
//! Plain Rust, so `cargo test` covers it.

use std::rc::Rc;

use fillscope_core::log::{self, Check, Log, Mapping};
use fillscope_core::nine::{Board9, Trace9};
use fillscope_core::{Setup, Trace};

use crate::nine_board::Marks9;
use crate::playback::Playback;

/// Log text longer than this many bytes is cut (with a notice): the page
/// reads it on every edit, and a link carries it.
pub const MAX_LOG_BYTES: usize = 20_000;

/// Everything the Log mode shows.
#[derive(Clone, Debug, PartialEq)]
pub struct LogState {
    /// The text as pasted or typed.
    pub text: String,
    /// The text's link form when it is long (`logz=`), else empty; the
    /// first-load page, which cannot read it, keeps a link's as it came.
    pub packed: String,
    /// How the text numbers the squares.
    pub mapping: Mapping,
    /// The values read from `text`, in little-endian rank-file.
    pub read: Rc<Log>,
    /// The log against the Play tab's algorithm.
    pub check: Rc<Check>,
    /// One frame per value read.
    pub trace: Rc<Trace>,
    /// Which value is shown.
    pub playback: Playback,
    /// The log read on the 9x9 board, while it is on show: then its
    /// values are the frames `playback` steps through.
    pub nine: Option<LogNine>,
}

/// The Log mode on the 9x9 board: the text read as 128-bit values
/// ([`log::read9`]), checked against the Play tab's 9x9 fill by the one
/// check of both boards ([`log::check_on`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LogNine {
    /// The values read, on fillscope's 9x9 numbering.
    pub read: Rc<Log<Board9>>,
    /// The log against the fill; its board is the 9x9 board with the
    /// log's inputs set.
    pub check: Rc<Check<Marks9, Board9>>,
    /// One frame per value read.
    pub trace: Rc<Trace9>,
}

impl LogNine {
    /// `text` read with `mapping` and checked against `algorithm`'s run on
    /// `marks`.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn new(
        text: &str,
        mapping: Mapping,
        marks: &Marks9,
        algorithm: fillscope_core::Algorithm,
    ) -> LogNine {
        let read = log::read9(text, mapping);
        let setup = Setup {
            algorithm,
            ..Setup::default()
        };
        let mut inputs = setup.register_names();
        inputs.extend(["wn", "we"]);
        let check = log::check_on(&read.frames, *marks, &inputs, |m, given| {
            for f in given {
                m.set_input(algorithm, f.name.as_deref().unwrap_or_default(), f.value);
            }
            m.walls = m.walls.normalized();
            m.trace(algorithm).unwrap_or_else(|| Trace9 {
                board: fillscope_core::nine::BOARD.into(),
                algorithm: algorithm.id().into(),
                frames: Vec::new(),
                outcome: fillscope_core::nine::Outcome9::Returned { value: 0 },
            })
        });
        let trace = log::trace9(&read, Some(&check));
        LogNine {
            read: Rc::new(read),
            check: Rc::new(check),
            trace: Rc::new(trace),
        }
    }
}

impl LogState {
    /// The state for `text` read with `mapping` and checked against
    /// `setup`'s fill, at its first frame.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn new(text: String, mapping: Mapping, setup: &Setup) -> LogState {
        LogState::on(text, mapping, setup, None)
    }

    /// [`LogState::new`] on the board on show: `nine` is the 9x9 board
    /// when it is (the Play tab's fill, `setup`'s algorithm, runs there),
    /// and the frames are then the 9x9 values.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn on(text: String, mapping: Mapping, setup: &Setup, nine: Option<&Marks9>) -> LogState {
        let read = log::read(&text, mapping);
        let check = log::check(&read.frames, setup);
        let trace = log::trace(&read, Some(&check));
        let nine = nine.map(|m| LogNine::new(&text, mapping, m, setup.algorithm));
        let frames = nine
            .as_ref()
            .map_or(trace.frames.len(), |n| n.trace.frames.len());
        LogState {
            packed: String::new(),
            text,
            mapping,
            read: Rc::new(read),
            check: Rc::new(check),
            trace: Rc::new(trace),
            playback: Playback::new(frames),
            nine,
        }
    }

    /// The first-load page shows no Log mode: it keeps the text and the
    /// mapping (for links and storage) and reads nothing; the full app,
    /// which shows the mode, reads them.
    #[cfg(not(feature = "modes"))]
    #[must_use]
    pub fn new(text: String, mapping: Mapping, setup: &Setup) -> LogState {
        LogState::on(text, mapping, setup, None)
    }

    /// See the `modes` feature's version: the first-load page reads nothing.
    #[cfg(not(feature = "modes"))]
    #[must_use]
    pub fn on(text: String, mapping: Mapping, setup: &Setup, _nine: Option<&Marks9>) -> LogState {
        LogState {
            nine: None,
            packed: String::new(),
            text,
            mapping,
            read: Rc::default(),
            check: Rc::new(Check {
                setup: setup.clone(),
                inputs: 0,
                agreed: 0,
                skipped: 0,
                verdict: log::Verdict::Agree,
            }),
            trace: Rc::new(Trace {
                algorithm: "log".into(),
                frames: Vec::new(),
                outcome: fillscope_core::trace::Outcome::Bitboard {
                    value: fillscope_core::Bitboard::EMPTY,
                },
            }),
            playback: Playback::new(0),
        }
    }

    /// Reads it again after a change of text, mapping or setup, keeping
    /// the frame on show where it can.
    pub fn reread(&mut self, setup: &Setup, nine: Option<&Marks9>) {
        let at = self.playback.frame;
        let packed = std::mem::take(&mut self.packed);
        *self = LogState::on(std::mem::take(&mut self.text), self.mapping, setup, nine);
        self.packed = packed;
        self.playback.seek(at);
    }

    /// The frame on show, if the log has any values (on the 8x8 board).
    #[must_use]
    pub fn frame(&self) -> Option<&fillscope_core::Frame> {
        self.trace.frames.get(self.playback.frame)
    }

    /// The frame on show on the 9x9 board, while it is on show.
    #[must_use]
    pub fn frame9(&self) -> Option<&fillscope_core::nine::Frame9> {
        self.nine.as_ref()?.trace.frames.get(self.playback.frame)
    }
}

/// A log whose `log=` would be longer than this many characters goes in
/// links packed (`logz=`).
#[cfg(feature = "modes")]
pub const PACK_FROM: usize = 2_000;

/// `text`'s packed link form ([`LogState::packed`]): empty when its `log=`
/// is short enough to read in the address.
#[cfg(feature = "modes")]
#[must_use]
pub fn pack(text: &str) -> String {
    if crate::url_state::percent_encode(text).len() <= PACK_FROM {
        return String::new();
    }
    crate::code_mode::pack(text)
}

/// `text` cut to at most [`MAX_LOG_BYTES`] bytes, and whether it was cut:
/// after the last whole line that fits (a value cut in two would be read
/// as another value), or at a character boundary when no line ends
/// within the limit.
#[must_use]
pub fn cut(text: &str) -> (&str, bool) {
    let (kept, was_cut) = cut_to(text, MAX_LOG_BYTES);
    match kept.rfind('\n') {
        Some(end) if was_cut => (&kept[..=end], true),
        _ => (kept, was_cut),
    }
}

/// `text` cut to at most `max` bytes at a character boundary, and whether
/// it was cut.
#[must_use]
pub fn cut_to(text: &str, max: usize) -> (&str, bool) {
    if text.len() <= max {
        return (text, false);
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    (&text[..end], true)
}

#[cfg(all(test, feature = "modes"))]
mod tests {
    use super::*;
    use fillscope_core::log::Verdict;

    #[test]
    fn reading_keeps_the_frame_where_it_can() {
        let setup = Setup::seed_example();
        let mut st = LogState::new("a = 1\nb = 2\nc = 3".into(), Mapping::A1B1, &setup);
        assert_eq!(st.trace.frames.len(), 3);
        st.playback.seek(2);
        st.text = "a = 1".into();
        st.reread(&setup, None);
        assert_eq!((st.playback.len, st.playback.frame), (1, 0));
        // Nothing the fill names: the first value names no register of it.
        assert!(matches!(st.check.verdict, Verdict::Unknown { index: 0 }));
    }

    /// On the 9x9 board the text is read as 128-bit values and checked
    /// against the 9x9 BFS; the 8x8 reading stays as it was.
    #[test]
    fn the_nine_board_reads_its_own_values() {
        use fillscope_core::nine::Square9;
        let setup = Setup {
            algorithm: fillscope_core::Algorithm::Bfs,
            ..Setup::seed_example()
        };
        let marks = Marks9 {
            sources: "a1".parse::<Square9>().unwrap().into(),
            targets: "i9".parse::<Square9>().unwrap().into(),
            ..Marks9::default()
        };
        // Layer 1 (b1, a2), then layer 2 with i9 (bit 80) wrongly in it.
        let text = "layer[1] = 0x202\nlayer[2] = 0x00000000000100000000000000040404\n";
        let st = LogState::on(text.into(), Mapping::A1B1, &setup, Some(&marks));
        let nine = st.nine.as_ref().expect("read on the 9x9 board");
        assert_eq!(nine.read.frames.len(), 2);
        assert_eq!(st.playback.len, 2);
        match &nine.check.verdict {
            Verdict::Differs {
                index,
                logged,
                expected,
            } => {
                assert_eq!(*index, 1);
                assert_eq!((*logged ^ expected.value).0, 1 << 80);
            }
            v => panic!("expected Differs, got {v:?}"),
        }
        assert_eq!(
            st.frame9().map(|f| f.registers[0].name.as_ref()),
            Some("layer[1]")
        );
        // Back on the 8x8 board: no 9x9 reading.
        let mut st = st;
        st.reread(&setup, None);
        assert!(st.nine.is_none());
    }

    #[test]
    fn cutting_respects_characters() {
        let long = "é".repeat(MAX_LOG_BYTES);
        let (c, was) = cut(&long);
        assert!(was && c.len() <= MAX_LOG_BYTES && c.chars().all(|ch| ch == 'é'));
        assert_eq!(cut("x = 1"), ("x = 1", false));
    }
}
