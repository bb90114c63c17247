//! Native side of `scripts/bench-wasm.sh`: times each exported loop with
//! the iteration counts given as `name:iters` arguments and prints
//! `name ns_per_op checksum` lines (median of 5 runs after a warm-up).

use std::time::Instant;

use fillscope_bench_wasm::LOOPS;

fn main() {
    for arg in std::env::args().skip(1) {
        let Some((name, iters)) = arg.split_once(':') else {
            eprintln!("expected name:iters, got {arg:?}");
            std::process::exit(2);
        };
        let Ok(iters) = iters.parse::<u32>() else {
            eprintln!("bad iteration count in {arg:?}");
            std::process::exit(2);
        };
        let Some(&(_, f)) = LOOPS.iter().find(|(n, _)| *n == name) else {
            eprintln!("no loop called {name}");
            std::process::exit(2);
        };
        f(iters / 10);
        let mut times = Vec::new();
        let mut sum = 0;
        for _ in 0..5 {
            let t = Instant::now();
            sum = f(iters);
            times.push(t.elapsed().as_secs_f64() * 1e9 / f64::from(iters));
        }
        times.sort_by(f64::total_cmp);
        println!("{name} {:.2} {sum}", times[2]);
    }
}
