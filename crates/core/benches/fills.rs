//! Criterion benchmarks of the fill core (filled in by the benchmark work).
fn main() {}
