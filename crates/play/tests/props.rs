//! Random expressions against a Rust evaluator, and the wiki's fills
//! against a square-by-square reference.

use fillscope_play::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum X {
    A,
    B,
    Lit(u64),
    Un(u8, Box<X>),
    Bin(u8, Box<X>, Box<X>),
    Cond(Box<X>, Box<X>, Box<X>),
}

const BINS: [&str; 17] = [
    "+", "-", "*", "&", "|", "^", "<<", ">>", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "/",
];

fn expr() -> impl Strategy<Value = X> {
    let leaf = prop_oneof![
        Just(X::A),
        Just(X::B),
        any::<u64>().prop_map(X::Lit),
        (0u64..70).prop_map(X::Lit)
    ];
    leaf.prop_recursive(6, 48, 3, |inner| {
        prop_oneof![
            (0u8..3, inner.clone()).prop_map(|(o, a)| X::Un(o, Box::new(a))),
            (0u8..18, inner.clone(), inner.clone()).prop_map(|(o, a, b)| X::Bin(
                o,
                Box::new(a),
                Box::new(b)
            )),
            (inner.clone(), inner.clone(), inner).prop_map(|(c, a, b)| X::Cond(
                Box::new(c),
                Box::new(a),
                Box::new(b)
            )),
        ]
    })
}

/// C source; every subexpression is a `U64`.
fn print(x: &X) -> String {
    match x {
        X::A => "a".into(),
        X::B => "b".into(),
        X::Lit(v) => format!("{v:#x}ULL"),
        X::Un(o, a) => match o {
            0 => format!("(~{})", print(a)),
            1 => format!("(-{})", print(a)),
            _ => format!("(U64)(!{})", print(a)),
        },
        X::Bin(o, a, b) => {
            let (pa, pb) = (print(a), print(b));
            match *o as usize {
                6 | 7 => format!("({pa} {} ({pb} & 63))", BINS[*o as usize]),
                16 => format!("({pa} / ({pb} | 1))",),
                17 => format!("({pa} % ({pb} | 1))"),
                k if k >= 8 => format!("(U64)({pa} {} {pb})", BINS[k]),
                k => format!("({pa} {} {pb})", BINS[k]),
            }
        }
        X::Cond(c, a, b) => format!("({} ? {} : {})", print(c), print(a), print(b)),
    }
}

fn eval(x: &X, a: u64, b: u64) -> u64 {
    match x {
        X::A => a,
        X::B => b,
        X::Lit(v) => *v,
        X::Un(o, e) => {
            let v = eval(e, a, b);
            match o {
                0 => !v,
                1 => v.wrapping_neg(),
                _ => u64::from(v == 0),
            }
        }
        X::Bin(o, l, r) => {
            let x = eval(l, a, b);
            let y = eval(r, a, b);
            match o {
                0 => x.wrapping_add(y),
                1 => x.wrapping_sub(y),
                2 => x.wrapping_mul(y),
                3 => x & y,
                4 => x | y,
                5 => x ^ y,
                6 => x << (y & 63),
                7 => x >> (y & 63),
                8 => u64::from(x == y),
                9 => u64::from(x != y),
                10 => u64::from(x < y),
                11 => u64::from(x > y),
                12 => u64::from(x <= y),
                13 => u64::from(x >= y),
                14 => u64::from(x != 0 && y != 0),
                15 => u64::from(x != 0 || y != 0),
                16 => x / (y | 1),
                _ => x % (y | 1),
            }
        }
        X::Cond(c, t, f) => {
            if eval(c, a, b) != 0 {
                eval(t, a, b)
            } else {
                eval(f, a, b)
            }
        }
    }
}

#[derive(Clone, Debug)]
enum I {
    A,
    B,
    Lit(i32),
    Bin(u8, Box<I>, Box<I>),
    Neg(Box<I>),
}

fn iexpr() -> impl Strategy<Value = I> {
    let leaf = prop_oneof![
        Just(I::A),
        Just(I::B),
        (-100_000i32..100_000).prop_map(I::Lit),
        (0i32..=i32::MAX).prop_map(I::Lit)
    ];
    leaf.prop_recursive(5, 32, 2, |inner| {
        prop_oneof![
            (0u8..4, inner.clone(), inner.clone()).prop_map(|(o, a, b)| I::Bin(
                o,
                Box::new(a),
                Box::new(b)
            )),
            inner.prop_map(|a| I::Neg(Box::new(a))),
        ]
    })
}

fn iprint(x: &I) -> String {
    match x {
        I::A => "a".into(),
        I::B => "b".into(),
        I::Lit(v) => format!("({v})"),
        I::Bin(o, a, b) => {
            let (pa, pb) = (iprint(a), iprint(b));
            match o {
                0 => format!("({pa} + {pb})"),
                1 => format!("({pa} - {pb})"),
                2 => format!("({pa} * {pb})"),
                _ => format!("({pa} / ({pb} | 1))"),
            }
        }
        I::Neg(a) => format!("(-{})", iprint(a)),
    }
}

fn ieval(x: &I, a: i32, b: i32) -> Option<i32> {
    match x {
        I::A => Some(a),
        I::B => Some(b),
        I::Lit(v) => Some(*v),
        I::Bin(o, l, r) => {
            let x = ieval(l, a, b)?;
            let y = ieval(r, a, b)?;
            match o {
                0 => x.checked_add(y),
                1 => x.checked_sub(y),
                2 => x.checked_mul(y),
                _ => x.checked_div(y | 1),
            }
        }
        I::Neg(e) => ieval(e, a, b)?.checked_neg(),
    }
}

fn run_src(src: &str, args: Vec<Arg>) -> Run {
    let p = compile(src).unwrap_or_else(|d| panic!("{}\n{src}", d.render("t.c", src)));
    let mut o = Options::new(args);
    o.trace = false;
    run(&p, &o).expect("runs")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400), ..ProptestConfig::default() })]

    #[test]
    fn u64_expressions(x in expr(), a in any::<u64>(), b in any::<u64>()) {
        let src = format!("U64 f(U64 a, U64 b) {{ return {}; }}", print(&x));
        let r = run_src(&src, vec![Arg::Scalar(u128::from(a)), Arg::Scalar(u128::from(b))]);
        prop_assert!(r.stop.is_none(), "{:?}\n{}", r.stop, src);
        prop_assert_eq!(r.ret, Some(Value::U64(eval(&x, a, b))), "{}", src);
    }

    #[test]
    fn int_overflow(x in iexpr(), a in any::<i32>(), b in any::<i32>()) {
        let src = format!("int f(int a, int b) {{ return {}; }}", iprint(&x));
        let r = run_src(&src, vec![Arg::Scalar(u128::from(a as u32)), Arg::Scalar(u128::from(b as u32))]);
        match ieval(&x, a, b) {
            Some(v) => prop_assert_eq!(r.ret, Some(Value::Int(v)), "{}", src),
            None => {
                let s = r.stop.expect("a stop");
                prop_assert_eq!(s.reason, StopReason::Undefined);
                prop_assert!(s.message.ends_with("overflows `int`"), "{}", s.message);
            }
        }
    }

    /// `>>` on a signed value against Rust's `>>` on `i64` and `i32`, which
    /// is arithmetic as gcc's and clang's is; warned of exactly when the
    /// value is negative and the amount not 0, once, as `signed-shift`.
    #[test]
    fn signed_right_shifts(a in any::<i64>(), x in any::<i32>(), n in 0u32..64, assign in any::<bool>()) {
        let body = |t: &str| if assign {
            format!("{t} f({t} a, int n) {{ a >>= n; return a; }}")
        } else {
            format!("{t} f({t} a, int n) {{ return a >> n; }}")
        };
        let src = body("int64_t");
        let r = run_src(&src, vec![Arg::Scalar(u128::from(a as u64)), Arg::Scalar(n.into())]);
        prop_assert_eq!(r.ret, Some(Value::I64(a >> n)), "{}", src);
        let kinds: Vec<_> = r.warnings.iter().map(|w| w.kind).collect();
        let want = if a < 0 && n > 0 { vec![WarningKind::SignedShift] } else { vec![] };
        prop_assert_eq!(&kinds, &want, "{}", src);
        // Its bits as a `U64`: Rust's `>>` on `u64`, no sign to copy (a
        // wrap across the a/h-file edge may still be said).
        let src = body("U64");
        let r = run_src(&src, vec![Arg::Scalar(u128::from(a as u64)), Arg::Scalar(n.into())]);
        prop_assert_eq!(r.ret, Some(Value::U64((a as u64) >> n)), "{}", src);
        prop_assert!(r.warnings.iter().all(|w| w.kind != WarningKind::SignedShift), "{:?}", r.warnings);
        let n = n % 32;
        let src = body("int");
        let r = run_src(&src, vec![Arg::Scalar(u128::from(x as u32)), Arg::Scalar(n.into())]);
        prop_assert_eq!(r.ret, Some(Value::Int(x >> n)), "{}", src);
        let kinds: Vec<_> = r.warnings.iter().map(|w| w.kind).collect();
        let want = if x < 0 && n > 0 { vec![WarningKind::SignedShift] } else { vec![] };
        prop_assert_eq!(&kinds, &want, "{}", src);
    }

    /// A loop with a counter: `a` stepped by a random expression while a
    /// random condition holds, with or without a `break` after `k`
    /// passes. Called endless only when it is, and always when a pass
    /// leaves what the condition reads as it was, the condition true.
    #[test]
    fn loops_with_a_counter(c in expr(), x in expr(), a in any::<u64>(), b in any::<u64>(), k in prop::option::of(1i32..40)) {
        let brk = k.map_or(String::new(), |k| format!(" if (n == {k}) break;"));
        let src = format!(
            "int f(U64 a, U64 b) {{ int n = 0; while ({}) {{ n++;{brk} a = {}; }} return n; }}",
            print(&c),
            print(&x)
        );
        let p = compile(&src).unwrap_or_else(|d| panic!("{}\n{src}", d.render("t.c", &src)));
        let mut o = Options::new(vec![Arg::Scalar(u128::from(a)), Arg::Scalar(u128::from(b))]);
        o.trace = false;
        o.max_steps = 2000;
        let r = run(&p, &o).expect("runs");
        match (loop_reference(&c, &x, a, b, k), r.stop.map(|s| s.reason)) {
            (Ends::Ret(n), _) => prop_assert_eq!(r.ret, Some(Value::Int(n)), "{}", src),
            (Ends::Fixed, stop) => prop_assert_eq!(stop, Some(StopReason::Loop), "{}", src),
            (Ends::Cycle, stop) => prop_assert!(matches!(stop, Some(StopReason::Loop | StopReason::MaxSteps)), "{}", src),
            (Ends::Long, stop) => prop_assert_eq!(stop, Some(StopReason::MaxSteps), "{}", src),
        }
    }
}

/// How [`loops_with_a_counter`]'s loop goes.
#[derive(Debug)]
enum Ends {
    /// It ends after this many passes (within 500).
    Ret(i32),
    /// A pass leaves what the condition reads unchanged, the condition
    /// true: endless.
    Fixed,
    /// `a` comes back to a value it had: endless, but not by a fixed pass.
    Cycle,
    /// More than 500 passes, no repeat seen.
    Long,
}

fn reads_a(x: &X) -> bool {
    match x {
        X::A => true,
        X::B | X::Lit(_) => false,
        X::Un(_, e) => reads_a(e),
        X::Bin(_, l, r) => reads_a(l) || reads_a(r),
        X::Cond(c, t, f) => reads_a(c) || reads_a(t) || reads_a(f),
    }
}

fn loop_reference(c: &X, x: &X, mut a: u64, b: u64, brk: Option<i32>) -> Ends {
    let mut seen = std::collections::HashSet::new();
    let mut n = 0;
    loop {
        if eval(c, a, b) == 0 {
            return Ends::Ret(n);
        }
        n += 1;
        if brk == Some(n) {
            return Ends::Ret(n);
        }
        let next = eval(x, a, b);
        // The condition reads `a` and `b` or fewer: if it reads no `a`, a
        // pass leaves what it reads unchanged whatever `a` becomes.
        if brk.is_none() && (next == a || !reads_a(c)) {
            return Ends::Fixed;
        }
        if brk.is_none() && !seen.insert(a) {
            return Ends::Cycle;
        }
        if n > 500 {
            return Ends::Long;
        }
        a = next;
    }
}

/// The occluded fill square by square: from each generator, step by
/// (df, dr) while the next square is on the board and in `pro`.
fn reference(gen: u64, pro: u64, df: i32, dr: i32) -> u64 {
    let mut out = gen;
    for sq in 0..64 {
        if gen >> sq & 1 == 0 {
            continue;
        }
        let (mut f, mut r) = (sq % 8, sq / 8);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) || pro >> (r * 8 + f) & 1 == 0 {
                break;
            }
            out |= 1 << (r * 8 + f);
        }
    }
    out
}

/// Occluded fills written four ways an engine writes them: a loop, an
/// unrolled chain of assignments used as expressions, and shift doubling
/// (east, and north-west, whose shifts carry bits across the h-file edge
/// unless `p` drops it).
const FILLS: &str = "
U64 fill_south(U64 seeds, U64 open) {
    U64 reached = seeds;
    for (int i = 0; i < 7; i++) {
        seeds = (seeds >> 8) & open;
        reached |= seeds;
    }
    return reached;
}

U64 fill_east_unrolled(U64 seeds, U64 open) {
    U64 reached = seeds;
    open &= notAFile;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    reached |= seeds = (seeds << 1) & open;
    return reached;
}

U64 fill_east_doubling(U64 g, U64 p) {
    p &= notAFile;
    g |= p & (g << 1);
    p &= p << 1;
    g |= p & (g << 2);
    p &= p << 2;
    g |= p & (g << 4);
    return g;
}

U64 fill_north_west_doubling(U64 g, U64 p) {
    p &= notHFile;
    g |= p & (g << 7);
    p &= p << 7;
    g |= p & (g << 14);
    p &= p << 14;
    g |= p & (g << 28);
    return g;
}
";

#[test]
fn occluded_fills_in_c_match_the_reference() {
    let p = compile(FILLS).expect("compiles");
    let mut rng = fastrand::Rng::with_seed(7);
    for name in [
        "fill_south",
        "fill_east_unrolled",
        "fill_east_doubling",
        "fill_north_west_doubling",
    ] {
        let (df, dr) = match name {
            "fill_south" => (0, -1),
            "fill_north_west_doubling" => (-1, 1),
            _ => (1, 0),
        };
        for _ in 0..300 {
            let gen = rng.u64(..) & rng.u64(..) & rng.u64(..);
            let pro = rng.u64(..) | rng.u64(..);
            let mut o = Options::new(vec![
                Arg::Scalar(u128::from(gen)),
                Arg::Scalar(u128::from(pro)),
            ]);
            o.entry = Some(name.into());
            o.trace = false;
            let r = run(&p, &o).expect("runs");
            assert_eq!(
                r.ret,
                Some(Value::U64(reference(gen, pro, df, dr))),
                "{name} {gen:#x} {pro:#x}"
            );
            assert!(r.warnings.is_empty(), "{name}: {:?}", r.warnings);
        }
    }
}
