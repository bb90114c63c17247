//! # fillscope-play
//!
//! The playground's language: a subset of C as engine code and the Chess
//! Programming Wiki write bitboard routines, parsed ([`compile`]) and run
//! statement by statement ([`run`]). Every executed statement can be kept
//! as a [`Frame`] (its line, every variable in scope), and the run points
//! out what bitboard code typically gets wrong: bits that wrap round the
//! a/h-file edge ([`WarningKind::Wrap`]), `1 << sq` with an `int` 1
//! ([`WarningKind::IntShift`]), a negative signed value shifted right
//! ([`WarningKind::SignedShift`]), undefined behaviour and loops that
//! never end ([`Stop`]).
//!
//! The crate has no dependencies: the page's background worker
//! (`crates/worker`) and the `fillscope run` command share it.
//!
//! ```
//! let program = fillscope_play::compile(
//!     "U64 eastOne(U64 b) { return (b << 1) & 0xfefefefefefefefeULL; }",
//! ).unwrap();
//! let options = fillscope_play::Options::new(vec![fillscope_play::Arg::Scalar(0x80)]);
//! let run = fillscope_play::run(&program, &options).unwrap();
//! assert_eq!(run.ret, Some(fillscope_play::Value::U64(0)));
//! ```

mod api;
mod check;
mod endless;
mod interp;
mod lex;
mod ops;
mod parse;
pub mod presets;

pub use api::*;

pub(crate) use check::Compiled;

pub(crate) fn signatures(c: &Compiled) -> &[Signature] {
    &c.sigs
}

pub(crate) fn compile_source(source: &str) -> Result<Compiled, Diagnostic> {
    let toks = lex::lex(source)?;
    let toks = lex::preprocess(toks)?;
    let mut p = parse::Parser::new(toks);
    let items = p.program()?;
    check::check(items)
}

pub(crate) fn run_program(c: &Compiled, o: &Options) -> Result<Run, ArgError> {
    interp::run(c, o)
}
