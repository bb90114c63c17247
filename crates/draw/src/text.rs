//! Text diagrams in the seeds' style: a frame's registers as boards of
//! `1` and `.`, side by side, and every value in hex.

use std::fmt::Write;

use fillscope_core::grid::Grid;
use fillscope_core::nine::{Frame9, Outcome9, Trace9};
use fillscope_core::render;
use fillscope_core::trace::Outcome;
use fillscope_core::{Frame, Role, Trace};

/// Boards per row in text diagrams.
pub const TEXT_BOARDS_PER_ROW: usize = 5;

/// One frame as text: the caption, the listing line, every painted
/// register as a board (rank 8 on top, `1` and `.`, side by side, wrapped
/// to [`TEXT_BOARDS_PER_ROW`] per row) and every register's hex value.
pub fn frame_text(frame: &Frame) -> String {
    let regs: Vec<(&str, u64, Role, String)> = frame
        .registers
        .iter()
        .map(|r| (&*r.name, r.value.0, r.role, r.value.hex()))
        .collect();
    board_text(&frame.caption, frame.line, &regs)
}

/// [`frame_text`] for a 9x9 frame: 9x9 boards (rank 9 on top, files a to
/// i) and 32-digit hex values.
pub fn frame_text9(frame: &Frame9) -> String {
    let regs: Vec<(&str, u128, Role, String)> = frame
        .registers
        .iter()
        .map(|r| (&*r.name, r.value.0, r.role, r.value.hex()))
        .collect();
    board_text(&frame.caption, frame.line, &regs)
}

/// A frame's text from its caption, line and registers (name, value,
/// role, hex), on either board.
fn board_text<W: Grid>(caption: &str, line: u16, regs: &[(&str, W, Role, String)]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{caption}");
    if line > 0 {
        let _ = writeln!(out, "(listing line {line})");
    }
    let boards: Vec<(&str, W)> = regs
        .iter()
        .filter(|r| r.2 != Role::Info)
        .map(|r| (r.0, r.1))
        .collect();
    if !boards.is_empty() {
        out.push('\n');
        out.push_str(&render::grid_of(&boards, TEXT_BOARDS_PER_ROW));
    }
    if !regs.is_empty() {
        out.push('\n');
        let w = regs.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
        for r in regs {
            let _ = writeln!(out, "{:<w$} = {}", r.0, r.3);
        }
    }
    out
}

/// How a run ended, in words.
pub fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Returned { value } => format!("returned {value}"),
        Outcome::Bitboard { value } => format!("returned {}", value.hex()),
        Outcome::Bool { value } => format!("returned {value}"),
        Outcome::NeverTerminates {
            first_seen,
            repeat_at,
        } => format!(
            "never terminates: the state of iteration {repeat_at} repeats iteration {first_seen}"
        ),
        Outcome::Stopped { line, message, .. } => format!("stopped at line {line}: {message}"),
    }
}

/// A whole trace as text: a heading with the algorithm and outcome, then
/// every frame ([`frame_text`]) numbered from 1.
pub fn trace_text(trace: &Trace) -> String {
    let frames: Vec<String> = trace.frames.iter().map(frame_text).collect();
    film_text(&trace.algorithm, &outcome_text(&trace.outcome), &frames)
}

/// [`trace_text`] for a 9x9 trace.
pub fn trace_text9(trace: &Trace9) -> String {
    let outcome = match &trace.outcome {
        Outcome9::Bitboard { value } => format!("returned {}", value.hex()),
        Outcome9::Returned { value } => outcome_text(&Outcome::Returned { value: *value }),
        Outcome9::Bool { value } => outcome_text(&Outcome::Bool { value: *value }),
        &Outcome9::NeverTerminates {
            first_seen,
            repeat_at,
        } => outcome_text(&Outcome::NeverTerminates {
            first_seen,
            repeat_at,
        }),
        Outcome9::Stopped {
            reason,
            line,
            message,
        } => outcome_text(&Outcome::Stopped {
            reason: reason.clone(),
            line: *line,
            message: message.clone(),
        }),
    };
    let frames: Vec<String> = trace.frames.iter().map(frame_text9).collect();
    film_text(
        &trace.algorithm,
        &format!("{outcome}, on the 9x9 board"),
        &frames,
    )
}

/// A trace's text from its algorithm id, outcome and frames' texts.
fn film_text(algorithm: &str, outcome: &str, frames: &[String]) -> String {
    let title = fillscope_core::code::title(algorithm).unwrap_or(algorithm);
    let n = frames.len();
    let mut out = format!(
        "{title}: {n} frame{}, {outcome}\n",
        if n == 1 { "" } else { "s" }
    );
    for (i, f) in frames.iter().enumerate() {
        let _ = write!(out, "\nFrame {} of {n}: ", i + 1);
        out.push_str(f);
    }
    out
}
