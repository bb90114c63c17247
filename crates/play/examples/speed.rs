//! Timing: compiling a 200-line source and running 100,000 statements
//! untraced. `cargo run --release -p fillscope-play --example speed`

use fillscope_play::{compile, run, Arg, Options};
use std::time::Instant;

fn main() {
    let mut src = String::from("typedef unsigned long long U64;\n");
    for k in 0..20 {
        src.push_str(&format!(
            "U64 fill{k}(U64 gen, U64 pro) {{\n  U64 flood = gen;\n  pro &= notAFile;\n  flood |= gen = (gen << 1) & pro;\n  flood |= gen = (gen << 1) & pro;\n  flood |= gen = (gen << 1) & pro;\n  flood |= gen = (gen << 1) & pro;\n  return flood;\n}}\n\n"
        ));
    }
    src.push_str("U64 loop(U64 b) {\n  U64 acc = 0;\n  int i;\n  for (i = 0; i < 100000; i++) {\n    acc ^= (b << 1) & notAFile;\n  }\n  return acc;\n}\n");
    let lines = src.lines().count();
    let n = 50;
    let t = Instant::now();
    for _ in 0..n {
        compile(&src).expect("compiles");
    }
    let per = t.elapsed().as_secs_f64() * 1000.0 / f64::from(n);
    println!("compile {lines} lines: {per:.3} ms");
    let p = compile(&src).expect("compiles");
    let mut o = Options::new(vec![Arg::Scalar(0x8100_0000_0000_0081)]);
    o.trace = false;
    o.max_steps = 100_000;
    let t = Instant::now();
    let r = run(&p, &o).expect("runs");
    println!(
        "run {} statements untraced: {:.1} ms ({:?})",
        r.steps,
        t.elapsed().as_secs_f64() * 1000.0,
        r.stop.map(|s| s.reason)
    );
    o.trace = true;
    let t = Instant::now();
    let r = run(&p, &o).expect("runs");
    println!(
        "run {} statements traced ({} frames kept): {:.1} ms",
        r.steps,
        r.frames.len(),
        t.elapsed().as_secs_f64() * 1000.0
    );
}
