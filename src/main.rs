//! fillscope web app (placeholder until the app lands).
fn main() {}
