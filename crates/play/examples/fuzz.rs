//! Mutation fuzzing: valid seed programs with tokens and characters
//! deleted, inserted, replaced and duplicated, plus garbage and deep
//! nesting, compiled and run with small budgets; counts panics.
//!
//! `cargo run --release -p fillscope-play --example fuzz -- --count 1000000`

use fillscope_play::{compile, run, Arg, Options, ParamType};
use std::panic;
use std::time::Instant;

const SEEDS: &[&str] = &[
    "U64 fill_south(U64 seeds, U64 open) {\n  U64 reached = seeds;\n  reached |= seeds = (seeds >> 8) & open;\n  reached |= seeds = (seeds >> 8) & open;\n  return reached;\n}\n",
    "U64 fill_east(U64 g, U64 p) {\n  p &= notAFile;\n  g |= p & (g << 1);\n  p &= p << 1;\n  g |= p & (g << 2);\n  return g;\n}\n",
    "#define N 8\n#define SQ(x) ((x) * (x))\nint shift[8] = {9, 1, -7, -8, -9, -1, 7, 8};\nint f(int n) { int s = 0; for (int i = 0; i < N; i++) { s += shift[i] * SQ(n); if (i == 3) continue; } switch (s) { case 0: s = 1; case 1: s++; break; default: s--; } return s; }\n",
    "void fill(U64 *a, int n) { int i = 0; do { a[i] = C64(1) << i; i++; } while (i < n); }\nU64 g(U64 asp[]) { fill(asp, 8); return asp[3] | rotateLeft(asp[2], 9) | popCount(asp[1]); }\n",
    "typedef unsigned long long U64;\nunsigned __int128 h(unsigned x, bool b) { unsigned __int128 v = x; while (x > 3) { x = x / 2 + (b ? 1 : 0); v <<= 1; } return v ^ (v >> 3); }\n",
    "int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\nint main(void) { int a[4]; a[0] = 1; return fib(a[0] + 5) - a[1]; }\n",
    "#include <assert.h>\nenum Direction { NORTH = 8, SOUTH = -8, EAST = 1 };\ntypedef enum { A, B, C } Dir;\nstatic const uint64_t avoidWrap[3] = { UINT64_C(0xfefefefefefefe00), UINT64_C(0xFFFF'FFFF'0000'0000), INT64_C(-1) };\nint64_t g(enum Direction d, Dir e, uint8_t u, int16_t s) { size_t n = sizeof(int8_t); (void)n; assert(d != 0); switch (e) { case B: u += 250; break; default: s--; } return (int64_t)u * d + s + __builtin_ffsll(avoidWrap[e]) + __builtin_popcount(u) + __builtin_ctz(1u) + __builtin_clz(1u) + __builtin_ffs(s); }\n",
    "#define NDEBUG\n#include <assert.h>\nint n;\nlong long k[4];\nint_fast16_t g(long x, uint_fast8_t d, uint_fast32_t c) { assert(++n); signed long long y = x * 3LL + (long int)d; for (uint_least8_t i = 0; i < c % 4; i++) k[i] = y-- << 2; return y + k[1] + 0x8000000000000000LL % 7 + sizeof(1L); }\n",
    // Right shifts of signed values, negative half the time (`signed-shift`).
    "int64_t south(int64_t b, int n) { long long c = b >> 8; c >>= n & 63; int8_t s = -3; for (int i = 0; i < 3; i++) c = c >> 1; return c + (s >> 1) + (b >> 0) + ((int)n >> 2); }\n",
];

const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "=",
    "<<",
    ">>",
    "+",
    "-",
    "*",
    "/",
    "%",
    "&",
    "|",
    "^",
    "~",
    "!",
    "?",
    ":",
    "++",
    "--",
    "&&",
    "||",
    "U64",
    "int",
    "unsigned",
    "bool",
    "if",
    "else",
    "while",
    "for",
    "do",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "return",
    "#define",
    "#if",
    "#endif",
    "\n",
    " ",
    "x",
    "gen",
    "0",
    "1",
    "64",
    "-1",
    "0xffffffffffffffffULL",
    "2147483647",
    "\\\n",
    "/*",
    "*/",
    "//",
    "'a'",
    "\"s\"",
    "struct",
    "goto",
    "sizeof",
    "void",
    "C64(",
    "eastOne(",
    "unsigned __int128",
    "typedef",
    "#undef",
    "#ifdef",
    "enum",
    "enum { P, Q = 3 };",
    "uint8_t",
    "int64_t",
    "int16_t",
    "size_t",
    "UINT64_C(",
    "INT64_C(",
    "assert(",
    "#define NDEBUG\n",
    "#include <assert.h>\n",
    "#undef NDEBUG\n",
    "(void)",
    "__builtin_ffs(",
    "__builtin_clz(",
    "_BitScanForward64(&",
    "0xFF'FF",
    "long",
    "long long",
    "signed",
    "1LL",
    "int_fast16_t",
    "uint_fast32_t",
    "uint_least8_t",
    "uint_fast64_t",
    "5L",
    "0xFFFFFFFFFFFFFFFFLL",
    "9223372036854775808LL",
    "1'0",
    "'",
];

/// A seeded generator: the same stream for the same seed.
struct Rng(fastrand::Rng);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }
    fn below(&mut self, n: usize) -> usize {
        self.0.usize(..n.max(1))
    }
}

fn mutate(rng: &mut Rng) -> String {
    let kind = rng.below(20);
    if kind == 0 {
        let n = rng.below(300);
        let open = ["(", "{", "-", "!", "~", "(U64)", "f(", "a[", "1 ? 2 : "][rng.below(9)];
        let mut s = String::from("int f(int x) { int a[4]; return ");
        for _ in 0..n {
            s.push_str(open);
        }
        s.push('1');
        for _ in 0..rng.below(n + 1) {
            s.push_str([")", "}", "]", ""][rng.below(4)]);
        }
        s.push_str("; }");
        return s;
    }
    if kind == 1 {
        let n = rng.below(200);
        return (0..n).map(|_| (rng.below(95) as u8 + 32) as char).collect();
    }
    let mut s: Vec<char> = SEEDS[rng.below(SEEDS.len())].chars().collect();
    for _ in 0..rng.below(4) {
        let at = rng.below(s.len() + 1);
        match rng.below(7) {
            0 if !s.is_empty() => {
                let n = rng.below(8).min(s.len() - at.min(s.len()));
                s.drain(at.min(s.len())..at.min(s.len()) + n);
            }
            1 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                for (k, c) in t.chars().enumerate() {
                    s.insert(at + k, c);
                }
            }
            2 if at < s.len() => s[at] = (rng.below(95) as u8 + 32) as char,
            3 if !s.is_empty() => {
                let a = rng.below(s.len());
                let b = (a + rng.below(40)).min(s.len());
                let piece: Vec<char> = s[a..b].to_vec();
                for (k, c) in piece.into_iter().enumerate() {
                    s.insert(at.min(s.len()) + k, c);
                }
            }
            4 => {
                let t = [
                    "while (1) {}",
                    "for (;;) x++;",
                    "return f(x);",
                    "x = x << 70;",
                    "int y[2]; y[5] = 1;",
                ][rng.below(5)];
                for (k, c) in t.chars().enumerate() {
                    s.insert(at + k, c);
                }
            }
            _ => {
                let t = TOKENS[rng.below(TOKENS.len())];
                let at = at.min(s.len());
                let end = (at + rng.below(4)).min(s.len());
                s.splice(at..end, t.chars());
            }
        }
    }
    s.into_iter().collect()
}

fn one(rng: &mut Rng, src: &str) {
    let Ok(p) = compile(src) else { return };
    for sig in p.functions() {
        let args: Vec<Arg> = sig
            .params
            .iter()
            .map(|prm| match prm.ty {
                ParamType::Scalar(_) => Arg::Scalar(
                    u128::from(rng.next()) << (rng.below(2) * 64) | u128::from(rng.next()),
                ),
                ParamType::Array { .. } => {
                    Arg::Array((0..rng.below(5)).map(|_| u128::from(rng.next())).collect())
                }
            })
            .collect();
        let mut o = Options::new(args);
        o.entry = Some(sig.name.clone());
        o.max_steps = 300 + rng.below(2000) as u64;
        o.max_frames = 50;
        o.trace = rng.below(2) == 0;
        o.array_len = 1 + rng.below(70);
        let _ = run(&p, &o);
    }
}

fn main() {
    let mut count: u64 = 1_000_000;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--count" {
            count = args.next().and_then(|n| n.parse().ok()).unwrap_or(count);
        }
    }
    panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let mut rng = Rng(fastrand::Rng::with_seed(0x5eed));
    let mut panics = 0u64;
    let mut compiled = 0u64;
    for i in 0..count {
        let src = mutate(&mut rng);
        if compile(&src).is_ok() {
            compiled += 1;
        }
        let mut r2 = Rng(fastrand::Rng::with_seed(rng.next()));
        let res = panic::catch_unwind(panic::AssertUnwindSafe(|| one(&mut r2, &src)));
        if res.is_err() {
            panics += 1;
            if panics <= 5 {
                eprintln!("panic on case {i}:\n{src}\n----");
            }
        }
    }
    println!(
        "cases {count}, compiled {compiled}, panics {panics}, time {:.1} s",
        start.elapsed().as_secs_f64()
    );
}
