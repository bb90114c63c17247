//! Rust `paths::westcott` (untraced) against the plain C routine, timed
//! interleaved: each round times every variant of a step kind once, in a
//! rotating order, over the same boards (`fillscope_bench_wasm::cases`),
//! so all of them see the same machine load. Prints, per step kind, the
//! median time per call of each variant and the median and quartiles over
//! rounds of the ratio Rust time / C time (for a slide, C's faster
//! occluded fill, Kogge-Stone or Dumb7Fill, is the reference), then the
//! ratio of the two fastest rounds (the least disturbed by other load).
//!
//! `cargo bench -p fillscope-bench-c --bench ratio -- --help` lists the
//! options.

use std::hint::black_box;
use std::time::Instant;

use fillscope_bench_c::{AspBuf, ROUTINES};
use fillscope_bench_wasm::{cases, Case, N};
use fillscope_core::paths::{self, MAX_LAYERS};
use fillscope_core::Step;

const HELP: &str = "\
Times Rust paths::westcott against the C routine (gcc -O2), interleaved.

Usage: cargo bench -p fillscope-bench-c --bench ratio -- [OPTIONS] [STEP...]

  STEP           step kinds to time (king rook bishop knight rook-slide
                 bishop-slide queen-slide); default: all of them
  --rounds N     rounds per step kind (default 51); the ratios' median
                 and quartiles are taken over rounds
  --passes N     passes over the boards per variant per round
                 (default 100)
  --boards B     all (default), same-colour or other-colour: only the
                 boards whose source and target squares are on the same
                 (or on different) colours; a bishop has no path on the
                 other-colour ones
  --help         this text
";

/// What a caller reads from a run: the return value and every layer.
fn summary(ret: u32, layers: impl Iterator<Item = u64>) -> u64 {
    layers.fold(u64::from(ret), |s, b| s.wrapping_mul(31) ^ b)
}

/// A timed variant: runs `passes` passes over the boards and returns the
/// nanoseconds per call and a checksum of the answers.
type Timed = Box<dyn FnMut(&[Case], usize) -> (f64, u64)>;

/// Wraps a per-board call into a [`Timed`] whose loop is compiled for it.
fn timed(mut f: impl FnMut(&Case) -> u64 + 'static) -> Timed {
    Box::new(move |cs, passes| {
        let start = Instant::now();
        let mut sum = 0u64;
        for _ in 0..passes {
            for k in cs {
                sum = sum.rotate_left(1) ^ f(black_box(k));
            }
        }
        let ns = start.elapsed().as_secs_f64() * 1e9 / (passes * cs.len()) as f64;
        (ns, sum)
    })
}

fn rust_westcott(step: Step) -> Timed {
    timed(move |k| {
        // `step` is a run-time value, as in any caller that picks it.
        let r = paths::westcott(k.sq1, k.sq2, k.path, black_box(step));
        summary(r.ret, r.layers().iter().map(|b| b.0))
    })
}

fn rust_westcott_into(step: Step) -> Timed {
    let mut out = paths::Asp::default();
    timed(move |k| {
        paths::westcott_into(&mut out, k.sq1, k.sq2, k.path, black_box(step));
        summary(out.ret, out.layers().iter().map(|b| b.0))
    })
}

/// A C routine, called directly (a function item), its buffer reused.
fn c_routine(routine: impl Fn(u64, u64, u64, &mut AspBuf) -> u32 + 'static) -> Timed {
    let mut asp: AspBuf = [0; MAX_LAYERS];
    timed(move |k| {
        let ret = routine(k.sq1.0, k.sq2.0, k.path.0, &mut asp);
        summary(ret, asp[..ret as usize].iter().copied())
    })
}

/// The C variants of a step kind, named as in [`ROUTINES`].
fn c_variants(step: Step) -> Vec<(&'static str, Timed)> {
    use fillscope_bench_c as cc;
    match step {
        Step::King => vec![("king", c_routine(cc::king))],
        Step::Rook => vec![("rook", c_routine(cc::rook))],
        Step::Bishop => vec![("bishop", c_routine(cc::bishop))],
        Step::Knight => vec![("knight", c_routine(cc::knight))],
        Step::RookSlide => vec![
            ("rook-slide-ks", c_routine(cc::rook_slide_ks)),
            ("rook-slide-dumb7", c_routine(cc::rook_slide_dumb7)),
        ],
        Step::BishopSlide => vec![
            ("bishop-slide-ks", c_routine(cc::bishop_slide_ks)),
            ("bishop-slide-dumb7", c_routine(cc::bishop_slide_dumb7)),
        ],
        Step::QueenSlide => vec![
            ("queen-slide-ks", c_routine(cc::queen_slide_ks)),
            ("queen-slide-dumb7", c_routine(cc::queen_slide_dumb7)),
        ],
    }
}

/// The `q`-quantile of `v` (nearest rank), `q` in 0..=1.
fn quantile(v: &[f64], q: f64) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * q).round() as usize]
}

fn median(v: &[f64]) -> f64 {
    quantile(v, 0.5)
}

/// Which boards to time, by the colours of their source and target.
#[derive(Clone, Copy, PartialEq)]
enum Boards {
    All,
    SameColour,
    OtherColour,
}

struct Options {
    rounds: usize,
    passes: usize,
    boards: Boards,
    steps: Vec<Step>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rounds: 51,
        passes: 100,
        boards: Boards::All,
        steps: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            let v = args.next().ok_or(format!("{name} needs a number"))?;
            match v.parse::<usize>() {
                Ok(n) if n > 0 => Ok(n),
                _ => Err(format!(
                    "{name}: expected a positive whole number, got {v:?}"
                )),
            }
        };
        match a.as_str() {
            "--help" | "-h" => {
                print!("{HELP}");
                std::process::exit(0);
            }
            // Cargo passes `--bench` to every bench target.
            "--bench" => {}
            "--rounds" => o.rounds = number("--rounds")?,
            "--passes" => o.passes = number("--passes")?,
            "--boards" => {
                o.boards = match args.next().as_deref() {
                    Some("all") => Boards::All,
                    Some("same-colour") => Boards::SameColour,
                    Some("other-colour") => Boards::OtherColour,
                    other => {
                        return Err(format!(
                            "--boards: expected all, same-colour or other-colour, got {other:?}"
                        ))
                    }
                }
            }
            s => o
                .steps
                .push(Step::from_name(s).ok_or(format!("unknown step kind {s:?} (see --help)"))?),
        }
    }
    if o.steps.is_empty() {
        o.steps = Step::ALL.to_vec();
    }
    Ok(o)
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ratio: {e}");
            std::process::exit(2);
        }
    };
    let cs = cases();
    assert_eq!(cs.len(), N);
    let dark = |b: fillscope_core::Bitboard| b.0 & 0xaa55_aa55_aa55_aa55 != 0;
    let cs: Vec<Case> = cs
        .into_iter()
        .filter(|k| match o.boards {
            Boards::All => true,
            Boards::SameColour => dark(k.sq1) == dark(k.sq2),
            Boards::OtherColour => dark(k.sq1) != dark(k.sq2),
        })
        .collect();
    assert!(ROUTINES.len() >= Step::ALL.len());
    println!(
        "{} boards, {} rounds x {} passes per variant; times are ns per call (median over rounds)",
        cs.len(),
        o.rounds,
        o.passes
    );
    println!(
        "{:<13} {:>8} {:>8} {:>8}  {:<18} {:>7} {:>7} {:>7}  {:>7} {:>7} {:>7}",
        "step",
        "westcott",
        "_into",
        "C",
        "C routine",
        "ratio",
        "q1",
        "q3",
        "_into",
        "min",
        "min_in"
    );
    for &step in &o.steps {
        let mut variants: Vec<(&str, Timed)> = vec![
            ("rust-westcott", rust_westcott(step)),
            ("rust-westcott_into", rust_westcott_into(step)),
        ];
        variants.extend(c_variants(step));
        let n = variants.len();
        // times[v][round]
        let mut times = vec![Vec::with_capacity(o.rounds); n];
        let mut sums = vec![0u64; n];
        // Warm-up: one round, untimed.
        for (_, f) in &mut variants {
            f(&cs, o.passes);
        }
        for round in 0..o.rounds {
            for j in 0..n {
                let v = (round + j) % n;
                let (ns, sum) = (variants[v].1)(&cs, o.passes);
                times[v].push(ns);
                sums[v] = sum;
            }
        }
        // Every variant computed the same answers.
        for (v, s) in sums.iter().enumerate() {
            assert_eq!(
                *s, sums[0],
                "{} disagrees with {}",
                variants[v].0, variants[0].0
            );
        }
        // The reference: the C variant with the lowest median time.
        let medians: Vec<f64> = times.iter().map(|t| median(t)).collect();
        let best_c = (2..n)
            .min_by(|&a, &b| medians[a].total_cmp(&medians[b]))
            .unwrap_or(2);
        let ratio: Vec<f64> = (0..o.rounds)
            .map(|r| times[0][r] / times[best_c][r])
            .collect();
        let ratio_into: Vec<f64> = (0..o.rounds)
            .map(|r| times[1][r] / times[best_c][r])
            .collect();
        println!(
            "{:<13} {:>8.1} {:>8.1} {:>8.1}  {:<18} {:>7.3} {:>7.3} {:>7.3}  {:>7.3} {:>7.3} {:>7.3}",
            step.name(),
            medians[0],
            medians[1],
            medians[best_c],
            variants[best_c].0,
            median(&ratio),
            quantile(&ratio, 0.25),
            quantile(&ratio, 0.75),
            median(&ratio_into),
            quantile(&times[0], 0.0) / quantile(&times[best_c], 0.0),
            quantile(&times[1], 0.0) / quantile(&times[best_c], 0.0),
        );
        for v in 2..n {
            if v != best_c {
                println!("{:<13} (C {}: {:.1} ns)", "", variants[v].0, medians[v]);
            }
        }
    }
}
