//! # fillscope
//!
//! The command-line front end of `fillscope_core`; see the library
//! `fillscope_cli` for the commands. This file only reads the process's
//! arguments, writes the exported file and stdout, and picks the exit
//! status: 0 (with a line on stderr for each warning about an argument,
//! such as a pawn on rank 1); 2 with one line on stderr for a bad argument; 1 with one
//! line when the export cannot be made or written, or `log`'s FILE read;
//! 1 with one line after the answer when `log` read no value; 1 with the
//! compiler-style report when `run`'s source does not compile.

use std::io::Write;
use std::process::ExitCode;

use fillscope_cli::{ArgError, RunError};

fn main() -> ExitCode {
    let mut args = Vec::new();
    for (k, a) in std::env::args_os().skip(1).enumerate() {
        match a.into_string() {
            Ok(s) => args.push(s),
            Err(a) => {
                eprintln!(
                    "fillscope: argument {} ({}): not valid UTF-8",
                    k + 1,
                    a.to_string_lossy()
                );
                return ExitCode::from(2);
            }
        }
    }
    let command = match fillscope_cli::parse(&args) {
        Ok(command) => command,
        Err(e) => return fail(&e, 2),
    };
    let output = match fillscope_cli::run(&command) {
        Ok(output) => output,
        Err(RunError::Arg(e)) => return fail(&e, 2),
        Err(RunError::Export(e) | RunError::Input(e)) => return fail(&e, 1),
        Err(RunError::Compile(report)) => {
            eprintln!("{report}");
            return ExitCode::from(1);
        }
    };
    for w in &output.warnings {
        eprintln!("fillscope: {w}");
    }
    let mut out = std::io::stdout().lock();
    if let Some((path, bytes)) = &output.file {
        // `--out -`: the file goes to standard output.
        if path == "-" {
            return if out.write_all(bytes).and_then(|()| out.flush()).is_err() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
        if let Err(err) = std::fs::write(path, bytes) {
            return fail(
                &ArgError::new("--out", format!("cannot write {path}: {err}")),
                1,
            );
        }
    }
    // A closed pipe (`fillscope ... | head`) is not worth a panic.
    if out
        .write_all(output.stdout.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        return ExitCode::FAILURE;
    }
    // `log` read no value: its answer is written, and the run fails.
    if let Some(e) = &output.failure {
        return fail(e, 1);
    }
    ExitCode::SUCCESS
}

/// Prints `fillscope: ARG: message` on stderr and gives exit status `status`.
fn fail(e: &ArgError, status: u8) -> ExitCode {
    eprintln!("fillscope: {e}");
    ExitCode::from(status)
}
