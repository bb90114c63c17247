//! The Log mode's state: the pasted text, the square mapping it is read
//! with, what was read from it, how it compares with the Play tab's fill
//! ([`fillscope_core::log::check`]) and the frames to step through.
//! Plain Rust, so `cargo test` covers it.

use std::rc::Rc;

use fillscope_core::log::{self, Check, Log, Mapping};
use fillscope_core::{Setup, Trace};

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
}

impl LogState {
    /// The state for `text` read with `mapping` and checked against
    /// `setup`'s fill, at its first frame.
    #[cfg(feature = "modes")]
    #[must_use]
    pub fn new(text: String, mapping: Mapping, setup: &Setup) -> LogState {
        let read = log::read(&text, mapping);
        let check = log::check(&read.frames, setup);
        let trace = log::trace(&read, Some(&check));
        let playback = Playback::new(trace.frames.len());
        LogState {
            packed: String::new(),
            text,
            mapping,
            read: Rc::new(read),
            check: Rc::new(check),
            trace: Rc::new(trace),
            playback,
        }
    }

    /// The first-load page shows no Log mode: it keeps the text and the
    /// mapping (for links and storage) and reads nothing; the full app,
    /// which shows the mode, reads them.
    #[cfg(not(feature = "modes"))]
    #[must_use]
    pub fn new(text: String, mapping: Mapping, setup: &Setup) -> LogState {
        LogState {
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
    pub fn reread(&mut self, setup: &Setup) {
        let at = self.playback.frame;
        let packed = std::mem::take(&mut self.packed);
        *self = LogState::new(std::mem::take(&mut self.text), self.mapping, setup);
        self.packed = packed;
        self.playback.seek(at);
    }

    /// The frame on show, if the log has any values.
    #[must_use]
    pub fn frame(&self) -> Option<&fillscope_core::Frame> {
        self.trace.frames.get(self.playback.frame)
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
        st.reread(&setup);
        assert_eq!((st.playback.len, st.playback.frame), (1, 0));
        // Nothing the fill names: the first value names no register of it.
        assert!(matches!(st.check.verdict, Verdict::Unknown { index: 0 }));
    }

    #[test]
    fn cutting_respects_characters() {
        let long = "é".repeat(MAX_LOG_BYTES);
        let (c, was) = cut(&long);
        assert!(was && c.len() <= MAX_LOG_BYTES && c.chars().all(|ch| ch == 'é'));
        assert_eq!(cut("x = 1"), ("x = 1", false));
    }
}
