//! # fillscope
//!
//! The command-line front end of `fillscope_core`; see the library
//! `fillscope_cli` for the commands. This file only reads the process's
//! arguments, prints, and picks the exit status: 0, or 2 with one line on
//! stderr for a bad argument.

use std::io::Write;
use std::process::ExitCode;

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
    match fillscope_cli::parse(&args).map(|c| fillscope_cli::run(&c)) {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`fillscope ... | head`) is not worth a panic.
            if out
                .write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("fillscope: {e}");
            ExitCode::from(2)
        }
    }
}
