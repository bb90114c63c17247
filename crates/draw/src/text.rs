//! Text diagrams in the seeds' style: a frame's registers as boards of
//! `1` and `.`, side by side, and every value in hex.

use std::fmt::Write;

use fillscope_core::render;
use fillscope_core::trace::Outcome;
use fillscope_core::{Bitboard, Frame, Role, Trace};

/// Boards per row in text diagrams.
pub const TEXT_BOARDS_PER_ROW: usize = 5;

/// One frame as text: the caption, the listing line, every painted
/// register as a board (rank 8 on top, `1` and `.`, side by side, wrapped
/// to [`TEXT_BOARDS_PER_ROW`] per row) and every register's hex value.
pub fn frame_text(frame: &Frame) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", frame.caption);
    if frame.line > 0 {
        let _ = writeln!(out, "(listing line {})", frame.line);
    }
    let boards: Vec<(&str, Bitboard)> = frame
        .registers
        .iter()
        .filter(|r| r.role != Role::Info)
        .map(|r| (&*r.name, r.value))
        .collect();
    if !boards.is_empty() {
        out.push('\n');
        out.push_str(&render::grid(&boards, TEXT_BOARDS_PER_ROW));
    }
    if !frame.registers.is_empty() {
        out.push('\n');
        let w = frame
            .registers
            .iter()
            .map(|r| r.name.chars().count())
            .max()
            .unwrap_or(0);
        for r in &frame.registers {
            let _ = writeln!(out, "{:<w$} = {}", r.name, r.value.hex());
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
    }
}

/// A whole trace as text: a heading with the algorithm and outcome, then
/// every frame ([`frame_text`]) numbered from 1.
pub fn trace_text(trace: &Trace) -> String {
    let title = fillscope_core::code::title(&trace.algorithm).unwrap_or(&trace.algorithm);
    let n = trace.frames.len();
    let mut out = format!(
        "{title}: {n} frame{}, {}\n",
        if n == 1 { "" } else { "s" },
        outcome_text(&trace.outcome)
    );
    for (i, f) in trace.frames.iter().enumerate() {
        let _ = write!(out, "\nFrame {} of {n}: ", i + 1);
        out.push_str(&frame_text(f));
    }
    out
}
