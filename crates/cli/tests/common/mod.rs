//! Running the built `fillscope` binary and reading its output, shared by
//! the CLI's integration tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use fillscope_core::Bitboard;
use serde_json::Value;

/// Runs the binary with `args` (stdin empty).
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fillscope"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs the binary with `args`, `input` on its stdin.
pub fn run_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fillscope"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The binary may exit before reading (a bad argument): a closed pipe
    // is fine then.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("the binary finishes")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 stderr")
}

/// Runs with `--json` appended, expects success and one line; returns
/// the line and its parsed object.
pub fn json_text(args: &[&str]) -> (String, Value) {
    let mut all = args.to_vec();
    all.push("--json");
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    assert!(text.ends_with('\n'));
    let v = serde_json::from_str(&text).expect("valid JSON");
    (text, v)
}

/// Runs with `--json` appended, expects success, parses the one object.
pub fn json(args: &[&str]) -> Value {
    json_text(args).1
}

/// A bitboard as the CLI prints it: `0x` and 16 lowercase hex digits.
pub fn bb(v: &Value) -> Bitboard {
    let s = v.as_str().expect("a bitboard string");
    assert!(
        s.len() == 18
            && s.starts_with("0x")
            && s[2..]
                .chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()),
        "bitboards print as 0x + 16 lowercase hex digits, got {s}"
    );
    Bitboard(u64::from_str_radix(&s[2..], 16).unwrap())
}

pub fn bbs(v: &Value) -> Vec<Bitboard> {
    v.as_array().expect("an array").iter().map(bb).collect()
}

/// A few scattered boards from a fixed linear congruential sequence.
pub fn boards(n: usize, seed: u64) -> Vec<Bitboard> {
    let mut x = seed;
    let mut next = || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        x
    };
    (0..n).map(|_| Bitboard(next() & next() & next())).collect()
}
