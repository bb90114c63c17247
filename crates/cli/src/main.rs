//! fillscope command-line tool (in progress).
fn main() {}
