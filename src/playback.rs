//! Playback of a recorded trace: which frame is shown and whether it
//! plays. Plain data, no browser: the app's timer only calls
//! [`Playback::tick`]. How fast it plays is a view option
//! ([`crate::url_state::ViewOptions::speed`]), kept in the link.

/// The speeds offered, in frames per second.
pub const SPEEDS: [u32; 5] = [1, 2, 4, 8, 16];

/// Where playback stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Playback {
    /// The shown frame, 0-based; always below `len` unless `len` is 0.
    pub frame: usize,
    /// How many frames the trace has.
    pub len: usize,
    /// Whether the timer advances the frame.
    pub playing: bool,
}

impl Playback {
    /// Playback of a trace of `len` frames, at the first frame, paused.
    #[must_use]
    pub fn new(len: usize) -> Playback {
        Playback {
            frame: 0,
            len,
            playing: false,
        }
    }

    /// The index of the last frame (0 for an empty trace).
    #[must_use]
    pub fn last(&self) -> usize {
        self.len.saturating_sub(1)
    }

    /// The shown frame's number as the page writes it: 1-based, 0 for an
    /// empty trace.
    #[must_use]
    pub fn shown(&self) -> usize {
        if self.len == 0 {
            0
        } else {
            self.frame + 1
        }
    }

    /// The frame counter, "Frame k / n".
    #[must_use]
    pub fn counter(&self) -> String {
        match self.len {
            0 => "No frames".into(),
            n => format!("Frame {} / {n}", self.shown()),
        }
    }

    /// The counter's classes: a count of three or four digits is set
    /// smaller ("long", "longer"), so that "Frame 111 / 111" stays on the
    /// playback buttons' row.
    #[must_use]
    pub fn counter_class(&self) -> &'static str {
        match self.len {
            0..=99 => "counter",
            100..=999 => "counter long",
            _ => "counter longer",
        }
    }

    /// The Frame slider's spoken value, "Frame k of n".
    #[must_use]
    pub fn value_text(&self) -> String {
        match self.len {
            0 => "No frames".into(),
            n => format!("Frame {} of {n}", self.shown()),
        }
    }

    /// Shows frame `i`, clamped to the trace.
    pub fn seek(&mut self, i: usize) {
        self.frame = i.min(self.last());
    }

    /// One frame forward (stays on the last); pauses.
    pub fn step_forward(&mut self) {
        self.playing = false;
        self.seek(self.frame + 1);
    }

    /// One frame back (stays on the first); pauses.
    pub fn step_back(&mut self) {
        self.playing = false;
        self.seek(self.frame.saturating_sub(1));
    }

    /// Jumps to the first frame; pauses.
    pub fn first(&mut self) {
        self.playing = false;
        self.frame = 0;
    }

    /// Jumps to the last frame; pauses.
    pub fn to_last(&mut self) {
        self.playing = false;
        self.frame = self.last();
    }

    /// Starts playing. At the last frame it starts over from the first;
    /// a trace of one frame or none has nothing to play.
    pub fn play(&mut self) {
        if self.len < 2 {
            self.playing = false;
            return;
        }
        if self.frame >= self.last() {
            self.frame = 0;
        }
        self.playing = true;
    }

    /// Stops playing.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// Play if paused, pause if playing.
    pub fn toggle(&mut self) {
        if self.playing {
            self.pause();
        } else {
            self.play();
        }
    }

    /// The timer's beat: the next frame, stopping at the last. Returns
    /// whether anything changed.
    pub fn tick(&mut self) -> bool {
        if !self.playing {
            return false;
        }
        if self.frame + 1 < self.len {
            self.frame += 1;
            if self.frame == self.last() {
                self.playing = false;
            }
        } else {
            self.playing = false;
        }
        true
    }

    /// The trace changed to one of `len` frames: keep the frame number
    /// where it still exists, clamp it otherwise, and pause; at the last
    /// frame of a run of more than one, go to the new run's last.
    pub fn retrace(&mut self, len: usize) {
        // At the end of a run, the end of the new one: its result, not the
        // frame of the same number (Westcott's frame 6 of 13 after
        // squares-connected's last, 6 of 6).
        let at_end = self.len > 1 && self.frame + 1 >= self.len;
        self.len = len;
        self.playing = false;
        self.seek(if at_end {
            len.saturating_sub(1)
        } else {
            self.frame
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_trace_keeps_the_frame_or_the_end() {
        let mut p = Playback::new(11);
        p.seek(4);
        p.retrace(6);
        assert_eq!(p.frame, 4, "the same frame where it exists");
        p.seek(5);
        p.retrace(13);
        assert_eq!(p.frame, 12, "the end stays the end");
        p.retrace(3);
        assert_eq!(p.frame, 2);
        // A one-frame run (an empty board) is no end to keep.
        let mut p = Playback::new(1);
        p.retrace(13);
        assert_eq!(p.frame, 0);
    }

    #[test]
    fn steps_stay_inside_the_trace() {
        let mut p = Playback::new(3);
        p.step_back();
        assert_eq!(p.frame, 0);
        p.step_forward();
        p.step_forward();
        assert_eq!(p.frame, 2);
        p.step_forward();
        assert_eq!(p.frame, 2);
        p.first();
        assert_eq!(p.frame, 0);
        p.to_last();
        assert_eq!(p.frame, 2);
        p.seek(99);
        assert_eq!(p.frame, 2);
    }

    #[test]
    fn play_runs_to_the_end_and_stops() {
        let mut p = Playback::new(3);
        p.toggle();
        assert!(p.playing);
        assert!(p.tick());
        assert_eq!((p.frame, p.playing), (1, true));
        assert!(p.tick());
        assert_eq!((p.frame, p.playing), (2, false));
        assert!(!p.tick());
        assert_eq!(p.frame, 2);
        // Play at the end starts over.
        p.play();
        assert_eq!((p.frame, p.playing), (0, true));
        p.toggle();
        assert!(!p.playing);
    }

    #[test]
    fn stepping_pauses() {
        let mut p = Playback::new(5);
        p.play();
        p.step_forward();
        assert!(!p.playing);
        assert_eq!(p.frame, 1);
    }

    #[test]
    fn nothing_to_play_in_one_frame() {
        let mut p = Playback::new(1);
        p.play();
        assert!(!p.playing);
        let mut e = Playback::new(0);
        e.step_forward();
        e.to_last();
        assert_eq!(e.frame, 0);
    }

    #[test]
    fn counter_and_slider_text_count_from_one() {
        let mut p = Playback::new(9);
        assert_eq!(
            (p.counter(), p.value_text()),
            ("Frame 1 / 9".into(), "Frame 1 of 9".into())
        );
        p.to_last();
        assert_eq!(p.counter(), "Frame 9 / 9");
        let empty = Playback::new(0);
        // With nothing to show (a Log tab with no values) the counter and
        // the slider say so rather than "Frame 0 / 0" beside a slider at 1.
        assert_eq!(
            (empty.shown(), empty.counter(), empty.value_text()),
            (0, "No frames".into(), "No frames".into())
        );
    }

    #[test]
    fn retrace_clamps_and_pauses() {
        let mut p = Playback::new(10);
        p.seek(7);
        p.play();
        p.retrace(20);
        assert_eq!((p.frame, p.playing), (7, false));
        p.retrace(4);
        assert_eq!(p.frame, 3);
        p.retrace(0);
        assert_eq!(p.frame, 0);
    }
}
