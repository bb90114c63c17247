//! The language: literals, conversions, operators, control flow, arrays,
//! macros, the prelude, and the messages users see.

use fillscope_play::*;

fn go(src: &str, args: &[u128]) -> Run {
    let p = compile(src).unwrap_or_else(|d| panic!("{}", d.render("t.c", src)));
    let mut o = Options::new(args.iter().map(|&a| Arg::Scalar(a)).collect());
    o.trace = true;
    run(&p, &o).expect("runs")
}

fn ret(src: &str, args: &[u128]) -> Value {
    let r = go(src, args);
    assert!(r.stop.is_none(), "stopped: {:?}", r.stop);
    r.ret.expect("a value")
}

fn stop(src: &str, args: &[u128]) -> Stop {
    go(src, args).stop.expect("a stop")
}

fn diag(src: &str) -> Diagnostic {
    compile(src).expect_err("a diagnostic")
}

fn u64v(src: &str, args: &[u128]) -> u64 {
    match ret(src, args) {
        Value::U64(v) => v,
        v => panic!("not U64: {v:?}"),
    }
}

fn int(src: &str) -> i32 {
    match ret(src, &[]) {
        Value::Int(v) => v,
        v => panic!("not int: {v:?}"),
    }
}

#[test]
fn literals() {
    assert_eq!(u64v("U64 f() { return 0xff; }", &[]), 255);
    assert_eq!(
        u64v("U64 f() { return 0x8000000000000000ULL; }", &[]),
        1 << 63
    );
    assert_eq!(u64v("U64 f() { return 017; }", &[]), 15);
    // Character literals are refused, as `char` is (docs/playground.md),
    // with the number to write instead where it is known.
    let d = diag("int f() {\n  return 'a';\n}");
    assert_eq!(
        (d.pos.line, d.pos.column, d.message.as_str()),
        (
            2,
            10,
            "`'a'`: character literals are not supported; write its number, 97"
        )
    );
    assert_eq!(
        diag("int f() { return '\\n'; }").message,
        "`'\\n'`: character literals are not supported; write its number, 10"
    );
    assert_eq!(
        diag("int f() { return 'ab'; }").message,
        "`'ab'`: character literals are not supported"
    );
    assert_eq!(
        diag("int f() { return 'a; }").message,
        "this character literal is not closed with `'`"
    );
    assert_eq!(
        ret("unsigned f() { return 4294967295u; }", &[]),
        Value::Unsigned(u32::MAX)
    );
    // 0xffffffff is an unsigned int, so ~ keeps 32 bits.
    assert_eq!(u64v("U64 f() { return ~0xffffffff; }", &[]), 0);
    // 3000000000 (decimal) does not fit int: a 64-bit type.
    assert_eq!(
        u64v("U64 f() { return 3000000000 * 2; }", &[]),
        6_000_000_000
    );
    assert_eq!(int("int f() { return true + true; }"), 2);
}

#[test]
fn conversions() {
    assert_eq!(
        u64v("U64 f() { int x = -1; U64 b = x; return b; }", &[]),
        u64::MAX
    );
    assert_eq!(
        ret("unsigned f() { unsigned x = 0; x--; return x; }", &[]),
        Value::Unsigned(u32::MAX)
    );
    assert_eq!(int("int f() { return (unsigned)-1 > 0; }"), 1);
    assert_eq!(int("int f() { return -1 < 0u; }"), 0);
    assert_eq!(int("int f() { return -1 < 0; }"), 1);
    assert_eq!(int("int f() { return (int)0xffffffffffULL; }"), -1);
    assert_eq!(
        ret("bool f() { bool b = 256; return b; }", &[]),
        Value::Bool(true)
    );
    assert_eq!(
        ret(
            "unsigned __int128 f() { unsigned __int128 x = 1; return x << 100; }",
            &[]
        ),
        Value::U128(1 << 100)
    );
    assert_eq!(int("int f() { int x = 7; x /= 2; x <<= 3; return x; }"), 24);
    assert_eq!(
        u64v("U64 f(U64 b) { return C64(1) << 40 | b; }", &[1]),
        (1 << 40) | 1
    );
}

#[test]
fn operators_and_precedence() {
    assert_eq!(int("int f() { return 1 + 2 * 3 - 4 / 2 % 3; }"), 5);
    assert_eq!(int("int f() { return 1 << 2 + 1; }"), 8);
    assert_eq!(int("int f() { return 6 & 3 | 8 ^ 1; }"), 11);
    assert_eq!(int("int f() { return 1 < 2 == 1; }"), 1);
    assert_eq!(int("int f() { return -7 / 2; }"), -3);
    assert_eq!(int("int f() { return -7 % 2; }"), -1);
    assert_eq!(int("int f() { return -8 >> 1; }"), -4);
    assert_eq!(int("int f() { int a = 0; return (a++, a++, a); }"), 2);
    assert_eq!(
        int("int f() { int a = 5; int b = a++ + ++a; return b * 10 + a; }"),
        127
    );
    assert_eq!(int("int f() { int a = 0; return 0 && a++ || !a; }"), 1);
    assert_eq!(int("int f() { return 1 ? 2 : 3; }"), 2);
    // ?: has the common type of both branches.
    assert_eq!(
        u64v(
            "U64 f() { int c = 1; U64 x = 5; return ~(c ? 0 : x); }",
            &[]
        ),
        u64::MAX
    );
    assert_eq!(u64v("U64 f(U64 b) { U64 flood = 0, gen = b; flood |= gen = (gen << 8) & ~0ULL; return flood; }", &[1]), 256);
}

#[test]
fn control_flow() {
    let src = "int f(int n) { int s = 0; switch (n) { case 1: s += 1; case 2: s += 2; break; case 3: s = 30; break; default: s = -1; } return s; }";
    assert_eq!(ret(src, &[1]), Value::Int(3));
    assert_eq!(ret(src, &[2]), Value::Int(2));
    assert_eq!(ret(src, &[3]), Value::Int(30));
    assert_eq!(ret(src, &[9]), Value::Int(-1));
    assert_eq!(
        int("int f() { int i = 0; do { i += 3; } while (i < 10); return i; }"),
        12
    );
    assert_eq!(int("int f() { int s = 0; for (int i = 0; i < 10; i++) { if (i == 2) continue; if (i == 5) break; s += i; } return s; }"), 8);
    assert_eq!(
        int("int f() { int s = 0, i = 0; while (1) { if (++i > 4) break; s += i; } return s; }"),
        10
    );
    assert_eq!(
        int("int f(int n) { return n < 2 ? n : f(n - 1) + f(n - 2); } int g() { return f(15); }"),
        610
    );
}

#[test]
fn arrays_and_pointers() {
    assert_eq!(
        int("int d[] = {1, 2, 3}; int f() { return d[0] + d[2]; }"),
        4
    );
    assert_eq!(
        int("int f() { int a[4] = {0}; a[3] = 7; return a[0] + a[3]; }"),
        7
    );
    let src = "void fill(U64* a, int n) { for (int i = 0; i < n; i++) a[i] = C64(1) << i; }
        U64 g(const U64 *p) { return *p | *(p + 2); }
        U64 f() { U64 t[8]; fill(t, 8); return g(t); }";
    assert_eq!(u64v(src, &[]), 5);
    let p = compile("void f(U64 asp[]) { asp[3] = 9; }").unwrap();
    let mut o = Options::new(vec![Arg::Array(vec![1, 2])]);
    o.trace = false;
    let r = run(&p, &o).unwrap();
    assert_eq!(
        r.arrays,
        vec![(
            "asp".to_string(),
            vec![Value::U64(1), Value::U64(2), Value::U64(0), Value::U64(9)]
        )]
    );
    assert_eq!(
        u64v(
            "U64 a = 1, b, c[3]; U64 f() { c[1] = a + 2; return c[1] + b; }",
            &[]
        ),
        3
    );
}

#[test]
fn macros_and_typedefs() {
    assert_eq!(int("#define A 2\n#define B (A + 1)\n#define SQ(x) ((x) * (x))\nint f() { return SQ(B) + SQ(SQ(2)); }"), 25);
    assert_eq!(
        int("#define foo foo\nint foo = 3; int f() { return foo; }"),
        3
    );
    assert_eq!(int("#define LONG 1 + \\\n 2\nint f() { return LONG; }"), 3);
    assert_eq!(int("#define A 1\n#undef A\n#ifdef A\nint f() { return 1; }\n#else\nint f() { return 2; }\n#endif"), 2);
    assert_eq!(
        int("#include <stdint.h>\n#pragma once\n#if 0\n garbage\n#endif\nint f() { return 5; }"),
        5
    );
    assert_eq!(
        u64v(
            "typedef unsigned long long U64; typedef U64 Bitboard; Bitboard f() { return 3; }",
            &[]
        ),
        3
    );
    assert_eq!(
        diag("#define S(x) #x\n").message,
        "the `#` operator (making a string) in macros is not supported"
    );
    assert_eq!(
        u64v(
            "#define C64(constantU64) constantU64##ULL\nU64 f() { return C64(0xfefefefefefefefe) + C64(1); }",
            &[]
        ),
        0xfefe_fefe_fefe_feff
    );
    assert_eq!(
        int("#define CAT(a, b) a ## b\nint f() { int xy = 4; return CAT(x, y) + CAT(1, 2); }"),
        16
    );
}

#[test]
fn prelude_and_override() {
    assert_eq!(
        u64v(
            "U64 f(U64 b) { return eastOne(b) | westOne(b) | nortOne(b) | soutOne(b); }",
            &[1 << 9]
        ),
        (1 << 10) | (1 << 8) | (1 << 17) | 2
    );
    assert_eq!(
        u64v(
            "U64 f(U64 b) { return noEaOne(b) | soEaOne(b) | soWeOne(b) | noWeOne(b); }",
            &[1 << 9]
        ),
        (1 << 18) | (1 << 2) | 1 | (1 << 16)
    );
    assert_eq!(u64v("U64 f(U64 b) { return eastOne(b); }", &[0x80]), 0);
    assert_eq!(
        u64v(
            "U64 f(U64 b) { return b & notAFile & notHFile; }",
            &[u128::from(u64::MAX)]
        ),
        0x7e7e_7e7e_7e7e_7e7e
    );
    assert_eq!(int("int f() { return popCount(0xf0) * 100 + bitScanForward(0xf0) * 10 + bitScanReverse(0xf0); }"), 447);
    assert_eq!(
        u64v(
            "U64 f(U64 b) { return rotateLeft(b, 4) | rotateRight(b, 68); }",
            &[1]
        ),
        16 | (1 << 60)
    );
    assert_eq!(
        u64v(
            "U64 eastOne(U64 b) { return b + 1; } U64 f(U64 b) { return eastOne(b); }",
            &[0x80]
        ),
        0x81
    );
    assert_eq!(
        u64v(
            "#define notAFile 0\nU64 f(U64 b) { return b & notAFile; }",
            &[1]
        ),
        0
    );
    let p = compile("U64 eastOne(U64 b) { return b; } U64 f(U64 b) { return b; }").unwrap();
    assert_eq!(p.functions().len(), 2);
    assert_eq!(
        compile("U64 f(U64 b) { return eastOne(b); }")
            .unwrap()
            .functions()
            .len(),
        1
    );
    let s = stop("int f() { return bitScanForward(0); }", &[]);
    assert!(
        s.message.starts_with("bitScanForward(0) is undefined"),
        "{}",
        s.message
    );
}

#[test]
fn diagnostics() {
    // A control character is written out, in the message and in the line
    // shown under it, which keeps its column for the caret.
    let src = "int f() {\n  \u{5}\u{1b}[31m return 1;\n}";
    let d = diag(src);
    assert_eq!(d.message, "`\\u{5}` is not part of the language");
    let shown = d.render("t.c", src);
    assert!(
        !shown.chars().any(|c| c.is_control() && c != '\n'),
        "{shown:?}"
    );
    assert!(
        shown.ends_with("\n  \u{fffd}\u{fffd}[31m return 1;\n  ^"),
        "{shown:?}"
    );
    let d = diag("U64 f(U64 sliders) {\n  return slider;\n}");
    assert_eq!(
        d.message,
        "`slider` is not declared; did you mean `sliders`?"
    );
    assert_eq!(
        d.pos,
        Pos {
            line: 2,
            column: 10
        }
    );
    let d = diag("int f() {\n  int a = 1\n  return a;\n}");
    assert_eq!(d.message, "expected `;` after the declaration");
    assert_eq!(
        d.pos,
        Pos {
            line: 2,
            column: 12
        }
    );
    let d = diag("int f() {\n  f()\n}");
    assert_eq!(d.message, "expected `;` after the statement");
    assert_eq!(d.pos, Pos { line: 2, column: 6 });
    let d = diag("U64 f(U64 b) { return eastOne(b, 2); }");
    assert_eq!(d.message, "`eastOne` takes 1 argument, not 2");
    let d = diag("int f() {\n  if (1) {\n    return 1;\n");
    assert_eq!(d.message, "this `{` is never closed with `}`");
    assert_eq!(d.pos.line, 2);
    assert_eq!(
        diag("void f(U64 a[]) { a = 0; }").message,
        "`a` is an array: assign to an element, `a[i] = ...`"
    );
    assert_eq!(
        diag("struct s { int a; };").message,
        "`struct` is not supported"
    );
    assert_eq!(
        diag("int f() { goto x; }").message,
        "`goto` is not supported"
    );
    assert_eq!(
        diag("int f(int x) { return &x; }").message,
        "`&` (taking an address) is not supported; pass arrays by name"
    );
    assert_eq!(
        diag("int f() { return 1.5; }").message,
        "`1.5`: floating-point numbers are not supported"
    );
    assert_eq!(
        diag("long long long f() { return 1; }").message,
        "`long long long` is not a C type"
    );
    assert_eq!(
        diag("int f() { return (1 + 2; }").message,
        "expected `)` to close the `(` at line 1, column 18"
    );
    let deep = format!(
        "int f() {{ return {}1{}; }}",
        "(".repeat(500),
        ")".repeat(500)
    );
    assert!(diag(&deep).message.contains("levels deep"));
    // A long chain of one operator says how to fix it.
    let chain = format!("U64 f(U64 a) {{ return {}; }}", vec!["a"; 120].join(" | "));
    assert!(diag(&chain)
        .message
        .ends_with("(each operator of a chain such as `a | b | c` is a level, as are brackets): split it over several statements"));
}

#[test]
fn compile_messages_name_the_likely_cause() {
    let at = |src: &str| {
        let d = diag(src);
        (d.pos.line, d.pos.column, d.message)
    };
    // A misspelt `return`, followed by a value, by brackets or by nothing.
    let misspelt = "`retrun` is no C keyword; did you mean `return`?".to_string();
    assert_eq!(
        at("int f(int x) {\n  retrun x;\n}"),
        (2, 3, misspelt.clone())
    );
    assert_eq!(
        at("int f(int x) {\n  retrun -x + 1;\n}"),
        (
            2,
            3,
            "`retrun` is not declared; did you mean `return`?".to_string()
        )
    );
    assert_eq!(
        at("int f(int x) {\n  retrun (x);\n}"),
        (
            2,
            3,
            "`retrun` is not declared; did you mean `return`?".to_string()
        )
    );
    assert_eq!(
        at("void f() {\n  retrun;\n}"),
        (
            2,
            3,
            "`retrun` is not declared; did you mean `return`?".to_string()
        )
    );
    assert_eq!(
        at("int f(int x) {\n  whlie (x) x--;\n  return x;\n}"),
        (
            2,
            3,
            "`whlie` is no C keyword; did you mean `while`?".to_string()
        )
    );
    // A name that is no keyword's near miss, before a name, is a type
    // not known.
    assert_eq!(
        at("int f(int x) {\n  count x;\n}").2,
        "`count` is not a type this subset knows; use `uint8_t`, `uint16_t`, `uint32_t`, `uint64_t` (`U64`), their `int` forms, `int`, `unsigned`, `bool` or a `typedef` of one"
    );
    // GNU C's nested functions: a function defined (or declared) inside another.
    let nested = "`g` is a function defined inside `f`: nested functions are a GNU extension, not supported; define `g` before `f`".to_string();
    assert_eq!(
        at("int f(int x) {\n  int g(int y) { return y + 1; }\n  return g(x);\n}"),
        (2, 7, nested)
    );
    assert_eq!(
        at("int f(int x) {\n  static void g(void) { }\n  return x;\n}").2,
        "`g` is a function defined inside `f`: nested functions are a GNU extension, not supported; define `g` before `f`"
    );
    assert_eq!(
        at("int f(int x) {\n  int g(int);\n  return x;\n}").2,
        "`g` is a function declared inside `f`, which is not supported; declare `g` before `f`"
    );
    // Floating point: said to be unsupported, with what to use.
    let float = |t: &str| {
        format!(
            "`{t}` (floating point) is not supported; use an integer type such as `U64` or `int`"
        )
    };
    assert_eq!(at("double f() { return 1; }"), (1, 1, float("double")));
    assert_eq!(at("int f(float x) { return 1; }"), (1, 7, float("float")));
    assert_eq!(
        at("int f() {\n  long double y = 0;\n  return 1;\n}"),
        (2, 8, float("double"))
    );
}

#[test]
fn undefined_behaviour() {
    let s = stop("U64 f(U64 b) {\n  int n = 64;\n  return b << n;\n}", &[1]);
    assert_eq!((s.reason, s.line), (StopReason::Undefined, 3));
    assert_eq!(
        s.message,
        "`b << n` with n = 64: shifting a 64-bit value by 64 or more is undefined in C"
    );
    assert_eq!(
        stop("U64 f(U64 b) { return b << 64; }", &[1]).message,
        "`b << 64`: shifting a 64-bit value by 64 or more is undefined in C"
    );
    assert_eq!(
        stop("int f(int i) { return i + 1; }", &[0x7fff_ffff]).message,
        "`i + 1` overflows `int`"
    );
    assert_eq!(
        stop("int f(int i) { return 5 / i; }", &[0]).message,
        "`5 / i` divides by zero"
    );
    assert_eq!(
        stop("int f(int i) { return i / -1; }", &[0x8000_0000]).message,
        "`i / -1` overflows `int`"
    );
    let s = stop("void f() { U64 asp[64]; int i = 64; asp[i] = 0; }", &[]);
    assert_eq!(
        s.message,
        "`asp[64]` is past the end of `asp` (64 elements)"
    );
    let s = stop("U64 f() {\n  U64 gen;\n  gen |= 1;\n  return gen;\n}", &[]);
    assert_eq!(
        (s.message.as_str(), s.line),
        ("`gen` is read at line 3 before it is assigned", 3)
    );
    let s = stop("int f() { int a[3]; return a[1]; }", &[]);
    assert_eq!(s.message, "`a[1]` is read at line 1 before it is assigned");
    let s = stop("int f(int n) { return f(n + 1); }", &[0]);
    assert_eq!(s.message, "recursion deeper than 200 calls (`f`)");
    // Valid C that runs into the interpreter's own limit: not undefined.
    assert_eq!(s.reason, StopReason::Limit);
    let s = stop("U64 f(int sq) { return 1 << sq; }", &[40]);
    assert_eq!(s.message, "`1 << sq` with sq = 40: shifting an `int` by 32 or more is undefined in C; write `1ULL << sq` for a 64-bit set");
    let r = go(
        "int f(int i) { int x = i; x = x * 2; return x; }",
        &[0x4000_0000],
    );
    let s = r.stop.unwrap();
    assert_eq!(s.message, "`x * 2` overflows `int`");
    // The stopping statement has a frame.
    assert_eq!(r.frames.last().map(|f| f.line), Some(1));
    assert_eq!(r.ret, None);
}

#[test]
fn loops_that_never_end() {
    let r = go(
        "int f() {\n  int i = 0;\n  while (i < 10) {\n    i = i & 1;\n  }\n  return i;\n}",
        &[],
    );
    let s = r.stop.unwrap();
    assert_eq!((s.reason, s.line), (StopReason::Loop, 3));
    assert_eq!(
        s.message,
        "the loop at line 3 never ends: the state at step 4 is the same as at step 2"
    );
    let p = compile("int f() {\n  int i = 0; int g = 1;\n  for (; i >= 0;) {\n    i++; g += 2;\n  }\n  return i;\n}")
        .unwrap();
    let mut o = Options::new(vec![]);
    o.max_steps = 1000;
    let r = run(&p, &o).unwrap();
    let s = r.stop.unwrap();
    assert_eq!(s.reason, StopReason::MaxSteps);
    assert_eq!(
        s.message,
        "the run used up its statement budget of 1000 statements before the loop at line 3 ended (`i` and `g` kept changing); the loop may be finite: allow it more statements to let it run on"
    );
    assert_eq!(r.steps, 1000);
    // What is written its own value again, or the same value each pass, did
    // not change: `i` and the array `t`, through `t[1]`, are named.
    let p = compile("int f() {\n  int i = 0; int z = 0; U64 t[2] = {0, 0};\n  for (; i >= 0;) {\n    i++; z = 0; t[0] = 5; t[1] = i;\n  }\n  return i;\n}")
        .unwrap();
    let s = run(&p, &o).unwrap().stop.unwrap();
    assert_eq!(
        s.message,
        "the run used up its statement budget of 1000 statements before the loop at line 3 ended (`i` and `t` kept changing); the loop may be finite: allow it more statements to let it run on"
    );
    let p = compile("int f() {\n  int i = 0; int z = 0; U64 t[2] = {0, 0};\n  for (; i >= 0;) {\n    i++; z = 0; t[0] = 5;\n  }\n  return i;\n}")
        .unwrap();
    let s = run(&p, &o).unwrap().stop.unwrap();
    assert_eq!(
        s.message,
        "the run used up its statement budget of 1000 statements before the loop at line 3 ended (`i` kept changing); the loop may be finite: allow it more statements to let it run on"
    );
    assert!(go("void f() { for (;;) ; }", &[]).stop.unwrap().reason == StopReason::Loop);
}

/// A loop whose condition reads only what a whole pass leaves unchanged
/// never ends, whatever else the pass changes (a counter), unless
/// something else can leave it.
#[test]
fn loops_whose_condition_cannot_change() {
    // A popcount with `b &= b` for `b &= b - 1`: `n` changes, `b` not.
    let r = go(
        "int pop(U64 b) {\n  int n = 0;\n  while (b) {\n    n++;\n    b &= b;\n  }\n  return n;\n}",
        &[0x11],
    );
    let s = r.stop.clone().unwrap();
    assert_eq!((s.reason, s.line), (StopReason::Loop, 3));
    assert_eq!(
        s.message,
        "the loop at line 3 never ends: its condition reads only `b`, and a whole pass of the loop leaves `b` unchanged (it is assigned but keeps its value), so the condition stays true and nothing else leaves the loop (no `break` or `return`)"
    );
    assert_eq!(r.steps, 5);
    // The right popcount ends.
    assert_eq!(
        ret("int pop(U64 b) {\n  int n = 0;\n  while (b) {\n    n++;\n    b &= b - 1;\n  }\n  return n;\n}", &[0x11]),
        Value::Int(2)
    );
    let msg = |src: &str, args: &[u128]| {
        let s = stop(src, args);
        assert_eq!(s.reason, StopReason::Loop, "{src}: {}", s.message);
        s.message
    };
    assert_eq!(
        msg("int f() { int n = 0; while (1) n++; }", &[]),
        "the loop at line 1 never ends: its condition reads no variable, so it is always true, and nothing else leaves the loop (no `break` or `return`)"
    );
    assert_eq!(
        msg("int f() { int n = 0; for (;;) n++; }", &[]),
        "the loop at line 1 never ends: it has no condition and nothing else leaves the loop (no `break` or `return`)"
    );
    // Two variables and an array, none written: `n` and `u` change. (An
    // array counts as one: a write of `t[1]` would change `t`.)
    assert_eq!(
        msg("int f(int a, int k) { int n = 0; int t[2] = {1, 0}; int u[2]; while (a < k && t[0]) { n++; u[1] = n; } return n; }", &[1, 2]),
        "the loop at line 1 never ends: its condition reads only `a`, `k` and `t`, and a whole pass of the loop leaves them unchanged, so the condition stays true and nothing else leaves the loop (no `break` or `return`)"
    );
    // A `do`-`while`, a `continue`, a `break` of an inner loop or a
    // `switch`: still endless.
    for src in [
        "int f(int b) { int n = 0; do { n++; } while (b); return n; }",
        "int f(int b) { int n = 0; while (b) { n++; if (n & 1) continue; b = b; } return n; }",
        "int f(int b) { int n = 0; while (b) { n++; for (;;) { break; } } return n; }",
        "int f(int b) { int n = 0; while (b) { switch (n) { case 0: break; default: n += 2; } n++; } return n; }",
        "int g; void h(int x) { g = g | x; } int f(int b) { int n = 0; g = b; while (g) { h(b); n++; } return n; }",
    ] {
        msg(src, &[1]);
    }
    // Loops that end: by a `break`, a `return`, an `assert`, a condition
    // with a call, a global or an array a call changes, an index that moves.
    let src = "int f() { int n = 0; for (;;) { n++; if (n == 50) break; } return n; }";
    assert_eq!(ret(src, &[]), Value::Int(50));
    let src = "int f() { int n = 0; while (1) { n++; if (n == 50) return n; } }";
    assert_eq!(ret(src, &[]), Value::Int(50));
    let src = "int f() { int n = 0; for (;;) { n++; switch (n) { case 9: return n; } } }";
    assert_eq!(ret(src, &[]), Value::Int(9));
    let src = "int n; void check() { assert(n < 50); } int f() { for (;;) { n++; check(); } }";
    assert_eq!(stop(src, &[]).reason, StopReason::Assert);
    let src = "int n; int left() { return n < 50; } int f() { int k = 0; while (left()) { n++; k = 1; } return n; }";
    assert_eq!(ret(src, &[]), Value::Int(50));
    let src =
        "int g = 5; void h() { g--; } int f() { int n = 0; while (g) { n++; h(); } return n; }";
    assert_eq!(ret(src, &[]), Value::Int(5));
    let src = "void clear(int a[], int i) { a[i] = 0; } int f() { int a[4] = {1, 1, 1, 1}; int n = 0; while (a[3]) { clear(a, n); n++; } return n; }";
    assert_eq!(ret(src, &[]), Value::Int(4));
    let src = "int f() { int a[4] = {1, 1, 1, 0}; int i = 0; int n = 0; while (a[i]) { n++; i++; } return n; }";
    assert_eq!(ret(src, &[]), Value::Int(3));
    // A condition written and changed back within a pass changed: the
    // budget ends it, as a loop that may be finite.
    let p = compile(
        "int f(int b) {\n  int n = 0;\n  while (b) {\n    b = 0; b = 1; n++;\n  }\n  return n;\n}",
    )
    .unwrap();
    let mut o = Options::new(vec![Arg::Scalar(1)]);
    o.max_steps = 1000;
    assert_eq!(
        run(&p, &o).unwrap().stop.unwrap().reason,
        StopReason::MaxSteps
    );
}

#[test]
fn warnings() {
    let r = go("U64 f(U64 b) {\n  return b << 1;\n}", &[1 << 39]);
    assert_eq!(r.warnings.len(), 1);
    let w = &r.warnings[0];
    assert_eq!((w.kind, w.line, w.squares), (WarningKind::Wrap, 2, 1 << 40));
    assert_eq!(w.message, "`b << 1` moved bits across the a/h-file edge onto a6 (from the h-file to the a-file); mask them off (`& notAFile`) before they are used.");
    assert_eq!(r.frames.last().unwrap().warnings, vec![0]);
    // Bits carried on after the shift that wrapped them: the warning says
    // where that shift put them and, apart, where the value used holds them.
    let r = go("U64 f(U64 b) {\n  return (b << 1) << 8;\n}", &[1 << 39]);
    let w = &r.warnings[0];
    assert_eq!((w.line, w.squares), (2, 1 << 48));
    assert_eq!(w.message, "`b << 1` moved bits across the a/h-file edge onto a6 (from the h-file to the a-file), and the value used holds wrapped bits on a7; mask them off (`& notAFile`) before they are used.");
    let r = go(
        "U64 f(U64 b) {\n  U64 x = b << 1;\n  return x | (x << 8) | (x >> 8);\n}",
        &[1 << 39],
    );
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(r.warnings[0].message, "`b << 1` moved bits across the a/h-file edge onto a6 (from the h-file to the a-file), and the value used holds wrapped bits on a5, a6 and a7; mask them off (`& notAFile`) before they are used.");
    // The first warning of a run, checked to hold `part`.
    let warned = |src: &str, arg: u128, part: &str| {
        let r = go(src, &[arg]);
        let w = r.warnings.first().expect("a warning").clone();
        assert!(w.message.contains(part), "{}", w.message);
        w
    };
    let w = warned(
        "U64 f(U64 b) {\n  return (b << 1) | ((b << 1) << 8) | ((b << 1) >> 8);\n}",
        1 << 39,
        "onto a6 (from the h-file to the a-file), and the value used holds wrapped bits on a5, a6 and a7;",
    );
    assert_eq!(w.squares, (1 << 32) | (1 << 40) | (1 << 48));
    // Two shifts on two lines, wrapping opposite ways: both are named.
    warned(
        "U64 f(U64 b) {\n  U64 e = b << 1;\n  U64 w = b >> 1;\n  return e | w;\n}",
        (1 << 39) | (1 << 24),
        "`b << 1` at line 2 and `b >> 1` at line 3 moved bits across the a/h-file edge both ways, onto h3 and a6;",
    );
    // One shift in a loop, its wraps gathered: one way, onto where each
    // wrap landed.
    let r = go(
        "U64 f(U64 t) {\n  U64 att = 0;\n  while ((t = t << 1) != 0) att |= t;\n  return att;\n}",
        &[1 << 21],
    );
    let last = &r.warnings.last().unwrap().message;
    assert!(
        last.starts_with("`t << 1` moved bits across the a/h-file edge onto a4, a5, a6, a7 and 1 more (from the h-file to the a-file), and the value used holds"),
        "{last}"
    );
    // Two shifts wrapping opposite ways, joined.
    let r = go(
        "U64 f(U64 b) { return (b << 1) | (b >> 1); }",
        &[(1 << 39) | (1 << 24)],
    );
    assert!(
        r.warnings[0].message.contains("both ways, onto h3 and a6;"),
        "{}",
        r.warnings[0].message
    );
    assert!(
        go("U64 f(U64 b) { return (b << 1) & notAFile; }", &[1 << 39])
            .warnings
            .is_empty()
    );
    assert!(go("U64 f(U64 b) { return b << 1; }", &[1 << 38])
        .warnings
        .is_empty());
    let r = go("U64 f(U64 b) { return b >> 1; }", &[1 << 8]);
    assert!(
        r.warnings[0]
            .message
            .contains("onto h1 (from the a-file to the h-file)"),
        "{}",
        r.warnings[0].message
    );
    let r = go("U64 f(int sq) {\n  U64 b = 1 << sq;\n  return b;\n}", &[3]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].kind, WarningKind::IntShift);
    assert_eq!(r.warnings[0].line, 2);
    assert_eq!(r.warnings[0].message, "`1 << sq` shifts an `int` 1: the result is an `int` (32 bits), not a 64-bit set, and is undefined from sq = 31 up; write `1ULL << sq`.");
    // Another `int` constant: its value, where it overflows, and the fix
    // on that constant (a literal's suffix, a named constant's cast).
    let r = go("U64 f(int sq) {\n  U64 b = 3 << sq;\n  return b;\n}", &[3]);
    assert_eq!(r.warnings[0].message, "`3 << sq` shifts an `int` 3: the result is an `int` (32 bits), not a 64-bit set, and is undefined from sq = 30 up; write `3ULL << sq`.");
    let r = go(
        "const int TWO = 2;\nU64 f(int sq) {\n  U64 b = TWO << sq;\n  return b;\n}",
        &[3],
    );
    assert_eq!(r.warnings[0].message, "`TWO << sq` shifts an `int` 2: the result is an `int` (32 bits), not a 64-bit set, and is undefined from sq = 30 up; write `(U64)TWO << sq`.");
    assert!(go("U64 f(int sq) { return 1ULL << sq; }", &[3])
        .warnings
        .is_empty());
    assert!(go(
        "U64 f(U64 b, int sq) { return (b >> sq) & 1; }",
        &[1 << 7, 7]
    )
    .warnings
    .is_empty());
    let r = go("U64 f(U64 b) { return rotateLeft(b, 8); }", &[1 << 60]);
    assert_eq!(r.warnings[0].squares, 1 << 4);
}

/// `>>` on a negative signed value: gcc's and clang's arithmetic shift
/// (worked by hand below), said once per shift; unsigned and non-negative
/// values are shifted with nothing to say.
#[test]
fn right_shifts_of_negative_signed_values() {
    // h8 and e1, as an `int64_t`: negative.
    let h8_e1: u128 = 0x8000_0000_0000_0010;
    let r = go("int64_t south(int64_t b) {\n  return b >> 8;\n}", &[h8_e1]);
    // e1 falls off the bottom; h8 moves to h7, and the sign bit copied
    // into the top 8 bits sets all of rank 8.
    assert_eq!(r.ret, Some(Value::I64(0xff80_0000_0000_0000_u64 as i64)));
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    let w = &r.warnings[0];
    assert_eq!(
        (w.kind, w.kind.name(), w.line, w.squares),
        (WarningKind::SignedShift, "signed-shift", 2, 0)
    );
    assert_eq!(w.message, "`b >> 8` shifts a negative `int64_t` right, which C leaves to the compiler: gcc and clang copy its sign bit (h8) into the 8 bits emptied at the top, setting all of rank 8; hold the set in a `uint64_t` (`U64`) to shift in zeros.");
    assert_eq!(r.frames.last().unwrap().warnings, vec![0]);
    // The same bits in a `U64`: a logical shift, no warning.
    let r = go("U64 south(U64 b) {\n  return b >> 8;\n}", &[h8_e1]);
    assert_eq!(r.ret, Some(Value::U64(0x0080_0000_0000_0000)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // Cast first: the fix, written in place.
    let r = go("U64 south(int64_t b) { return (U64)b >> 8; }", &[h8_e1]);
    assert_eq!(r.ret, Some(Value::U64(0x0080_0000_0000_0000)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // A signed value that is not negative (h8 clear): nothing to say.
    let r = go(
        "int64_t south(int64_t b) { return b >> 8; }",
        &[0x4000_0000_0000_0010],
    );
    assert_eq!(r.ret, Some(Value::I64(0x0040_0000_0000_0000)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // By 0: the value itself on every compiler.
    let r = go("int64_t f(int64_t b) { return b >> 0; }", &[h8_e1]);
    assert_eq!(r.ret, Some(Value::I64(0x8000_0000_0000_0010_u64 as i64)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // `>>=`, by 9: h8 lands on g7 (bit 54), the top 9 bits are set.
    let r = go(
        "long long soWe(long long b) {\n  b >>= 9;\n  return b;\n}",
        &[h8_e1],
    );
    assert_eq!(r.ret, Some(Value::I64(0xffc0_0000_0000_0000_u64 as i64)));
    let got: Vec<_> = r.warnings.iter().map(|w| (w.kind, w.line)).collect();
    assert_eq!(got, vec![(WarningKind::SignedShift, 2)]);
    assert_eq!(r.warnings[0].message, "`b >>= 9` shifts a negative `int64_t` right, which C leaves to the compiler: gcc and clang copy its sign bit (h8) into the 9 bits emptied at the top, setting h7 and all of rank 8; hold the set in a `uint64_t` (`U64`) to shift in zeros.");
    // `long` is 64-bit and signed too; each amount names the squares set.
    for (n, set) in [
        (1, "bit emptied at the top, setting h8;"),
        (7, "7 bits emptied at the top, setting b8 to h8;"),
        (
            16,
            "16 bits emptied at the top, setting all of ranks 7 and 8;",
        ),
        (
            24,
            "24 bits emptied at the top, setting all of ranks 6 to 8;",
        ),
        (
            63,
            "63 bits emptied at the top, setting b1 to h1 and all of ranks 2 to 8;",
        ),
    ] {
        let src = format!("long f(long b) {{ return b >> {n}; }}");
        let r = go(&src, &[h8_e1]);
        let want = ((0x8000_0000_0000_0010_u64 as i64) >> n) as u64;
        assert_eq!(r.ret, Some(Value::I64(want as i64)), "{src}");
        assert!(
            r.warnings[0].message.contains(set),
            "{}",
            r.warnings[0].message
        );
    }
    // A 32-bit `int`: the same rule, bit 31 the sign bit. -7 >> 1 is -4.
    let r = go(
        "int half(int x) {\n  return x >> 1;\n}",
        &[(-7i32 as u32).into()],
    );
    assert_eq!(r.ret, Some(Value::Int(-4)));
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(r.warnings[0].kind, WarningKind::SignedShift);
    assert_eq!(r.warnings[0].message, "`x >> 1` shifts a negative `int` right, which C leaves to the compiler: gcc and clang copy its sign bit (bit 31) into the bit emptied at the top; make it `unsigned` (a set: `uint64_t`, `U64`) to shift in zeros.");
    assert!(go("int half(int x) { return x >> 1; }", &[7])
        .warnings
        .is_empty());
    assert!(go(
        "unsigned half(unsigned x) { return x >> 1; }",
        &[0xffff_fff9]
    )
    .warnings
    .is_empty());
    // An `int8_t` is promoted to `int` and shifted as one: -8 >> 2 is -2.
    let r = go("int f(int8_t x) { return x >> 2; }", &[0xf8]);
    assert_eq!(r.ret, Some(Value::Int(-2)));
    assert!(
        r.warnings[0]
            .message
            .starts_with("`x >> 2` shifts a negative `int` right"),
        "{}",
        r.warnings[0].message
    );
    // Once per shift, as `1 << sq` is: a loop's shift is said once, a
    // second shift on its own.
    let r = go(
        "int64_t f(int64_t b) {\n  for (int i = 0; i < 3; i++)\n    b = b >> 1;\n  return b >> 2;\n}",
        &[h8_e1],
    );
    let got: Vec<_> = r.warnings.iter().map(|w| (w.kind, w.line)).collect();
    assert_eq!(
        got,
        vec![(WarningKind::SignedShift, 3), (WarningKind::SignedShift, 4)]
    );
}

#[test]
fn a_single_bit_mask_is_a_mask() {
    // `<< 1` puts h1's bit on a2 (bit 8): a mask of a2 alone keeps just
    // that wrapped bit, whether written as a constant, a shifted constant,
    // a `const` global or a variable.
    let wrap = "`b << 1` moved bits across the a/h-file edge onto a2 (from the h-file to the a-file); mask them off (`& notAFile`) before they are used.";
    for src in [
        "U64 f(U64 b) { return (b << 1) & 0x100; }",
        "U64 f(U64 b) { return 0x100ULL & (b << 1); }",
        "U64 f(U64 b) { return (b << 1) & (1ULL << 8); }",
        "const U64 A2 = 0x100;\nU64 f(U64 b) { return (b << 1) & A2; }",
        "U64 f(U64 b) { U64 m = 0x100; return (b << 1) & m; }",
        "int f(U64 b) { if ((b << 1) & 0x100) return 1; return 0; }",
    ] {
        let r = go(src, &[1 << 7]);
        let got: Vec<_> = r
            .warnings
            .iter()
            .map(|w| (w.squares, w.message.as_str()))
            .collect();
        assert_eq!(got, vec![(1 << 8, wrap)], "{src}");
    }
    // A single-bit mask off the squares the shift wrapped onto keeps none
    // of its bits: nothing to say, as with any other mask.
    assert!(go(
        "U64 f(U64 b) { return (b << 1) & 0x200; }",
        &[(1 << 7) | (1 << 8)]
    )
    .warnings
    .is_empty());
    // `& 1` reads one bit as a number (`(b >> 7) & 1` is h1): no board move.
    assert!(go("U64 f(U64 b) { return (b >> 7) & 1; }", &[1 << 7])
        .warnings
        .is_empty());
}

#[test]
fn frames() {
    let r = go("U64 g = 5;\nint f(int a) {\n  int b;\n  b = a + 1;\n  { int c = 2; b += c; }\n  return b;\n}", &[1]);
    let lines: Vec<u32> = r.frames.iter().map(|f| f.line).collect();
    assert_eq!(lines, vec![3, 4, 5, 5, 6]);
    let f0 = &r.frames[0];
    assert_eq!(f0.vars.len(), 3);
    assert_eq!(f0.vars[1].value, Shown::Scalar(None));
    assert!(f0.vars[2].global);
    let f1 = &r.frames[1];
    assert!(f1.vars[1].changed && !f1.vars[0].changed);
    assert_eq!(
        r.frames[2]
            .vars
            .iter()
            .map(|v| v.name.as_str())
            .collect::<Vec<_>>(),
        vec!["a", "b", "c", "g"]
    );
    assert_eq!(r.frames[4].vars.len(), 3);
    assert_eq!(
        r.frames.iter().map(|f| f.step).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5]
    );
    assert_eq!(
        r.vars,
        vec![
            ("a".to_string(), Some(Value::Int(1))),
            ("b".to_string(), Some(Value::Int(4)))
        ]
    );
    let p = compile("int f() { int i = 0; while (i < 100) i++; return i; }").unwrap();
    let mut o = Options::new(vec![]);
    o.max_frames = 10;
    let r = run(&p, &o).unwrap();
    assert_eq!(r.frames.len(), 10);
    assert_eq!(r.frames_dropped, r.steps - 10);
}

#[test]
fn arg_errors() {
    let p = compile("U64 f(U64 b, U64 a[]) { return b; } int g() { return 0; }").unwrap();
    let mut o = Options::new(vec![Arg::Scalar(1)]);
    o.entry = Some("f".into());
    assert_eq!(run(&p, &o).unwrap_err().0, "`f` takes 2 arguments, not 1");
    o.args = vec![Arg::Scalar(1), Arg::Scalar(2)];
    assert_eq!(
        run(&p, &o).unwrap_err().0,
        "the parameter `a` of `f` takes an array, not a number"
    );
    o.args = vec![Arg::Scalar(1), Arg::Array(vec![0; 65])];
    assert_eq!(
        run(&p, &o).unwrap_err().0,
        "the parameter `a` of `f` holds 64 elements, not 65"
    );
    o.entry = Some("h".into());
    assert_eq!(
        run(&p, &o).unwrap_err().0,
        "there is no function `h` to run"
    );
    // An array of a chosen length: exactly that many elements.
    let p = compile("U64 f(U64 a[], U64 b[4]) { return a[7] | b[3]; }").unwrap();
    let mut o = Options::new(vec![Arg::ArrayOf(8, vec![1, 2]), Arg::ArrayOf(4, vec![])]);
    o.trace = false;
    let r = run(&p, &o).unwrap();
    assert_eq!(r.ret, Some(Value::U64(0)));
    o.args[0] = Arg::ArrayOf(7, vec![]);
    let stop = run(&p, &o).unwrap().stop.expect("a stop past the end");
    assert_eq!(stop.message, "`a[7]` is past the end of `a` (7 elements)");
    o.args[0] = Arg::ArrayOf(2, vec![1, 2, 3]);
    assert_eq!(
        run(&p, &o).unwrap_err().0,
        "the parameter `a` of `f` holds 2 elements, not 3"
    );
    o.args = vec![Arg::ArrayOf(8, vec![]), Arg::ArrayOf(5, vec![])];
    assert_eq!(
        run(&p, &o).unwrap_err().0,
        "the parameter `b` of `f` holds 4 elements, not 5"
    );
}

#[test]
fn prototypes_and_stray_braces() {
    assert_eq!(int("int g(int, int);\nint f() { return g(2, 3); }\nint g(int a, int b) { return a * b; }\nint h() { return f(); }"), 6);
    assert_eq!(
        diag("int f() { return 1; }\n}").message,
        "this `}` closes no `{`"
    );
}

#[test]
fn more_messages() {
    let s = stop("U64 f(int sq) { return 1 << sq; }", &[31]);
    assert_eq!(
        s.message,
        "`1 << sq` overflows `int`; write `1ULL << sq` for a 64-bit set"
    );
    let s = stop("int f(int x, int n) { return x << n; }", &[1, 0xffff_ffff]);
    assert_eq!(
        s.message,
        "`x << n` with n = -1: shifting by a negative amount is undefined in C"
    );
    let s = stop("int f(int x) { return x << 1; }", &[0xffff_ffff]);
    assert_eq!(
        s.message,
        "`x << 1` shifts a negative `int` left, which is undefined in C"
    );
    let s = stop("int f(int x) { return -x; }", &[0x8000_0000]);
    assert_eq!(s.message, "`-x` overflows `int`");
    assert_eq!(
        diag("int f() { return g(1); }").message,
        "`g` is not declared"
    );
    assert_eq!(
        diag("int f(int count) { return cout; }").message,
        "`cout` is not declared; did you mean `count`?"
    );
    assert_eq!(
        diag("U64 f() { return popcount(1); }").message,
        "`popcount` is not declared; did you mean `popCount`?"
    );
    assert_eq!(
        diag("void g(U64 a[]) {} void f() { U64 x = 0; g(x); }").message,
        "the parameter `a` of `g` takes an array: pass an array's name"
    );
    assert_eq!(
        diag("long f() { return 9223372036854775808LL; }").message,
        "the decimal literal `9223372036854775808` with an `L`/`LL` suffix is too big for a signed `long long`; write the suffix `ULL`"
    );
    assert_eq!(
        diag("#define F() 7\nint f() { return F() + F(1); }").message,
        "macro `F` takes 0 arguments, not 1"
    );
    assert_eq!(int("#define F() 7\nint f() { return F(); }"), 7);
}

#[test]
fn nine_by_nine_wraps() {
    let src = "unsigned __int128 f(unsigned __int128 b) {\n  return b << 1;\n}";
    // i1 (bit 8) moves to a2 (bit 9) across the a/i-file edge.
    let r = go(src, &[1 << 8]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].squares, 1 << 9);
    assert!(
        r.warnings[0]
            .message
            .contains("a/i-file edge onto a2 (from the i-file to the a-file)"),
        "{}",
        r.warnings[0].message
    );
    assert!(go(src, &[1 << 7]).warnings.is_empty());
}

#[test]
fn tested_and_stored_wraps() {
    let r = go(
        "int f(U64 b) {\n  U64 x = b << 9;\n  if (x) return 1;\n  return 0;\n}",
        &[1 << 7],
    );
    assert_eq!(r.warnings.len(), 1);
    assert_eq!((r.warnings[0].line, r.warnings[0].step), (2, 2));
    let r = go(
        "void f(U64 b) {\n  U64 a[2];\n  a[0] = b >> 9;\n}",
        &[1 << 16],
    );
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].squares, 1 << 7);
    // Masked before use: nothing to say.
    assert!(go(
        "int f(U64 b) { U64 x = (b << 9) & notAFile; return x != 0; }",
        &[1 << 7]
    )
    .warnings
    .is_empty());
}

#[test]
fn static_locals_are_refused() {
    let d = diag("int f() {\n  static int n = 0;\n  return ++n;\n}");
    assert_eq!(
        d.message,
        "`static` variables inside a function are not supported; declare it outside the function"
    );
    assert_eq!(d.pos, Pos { line: 2, column: 3 });
    assert_eq!(
        int("static const int k = 3; static inline int f() { register int x = k; return x; }"),
        3
    );
    let p = compile("int f() { return 1; }").unwrap();
    let mut o = Options::new(vec![]);
    o.max_steps = 0;
    let s = run(&p, &o).unwrap().stop.unwrap();
    assert_eq!(
        (s.reason, s.line, s.message.as_str()),
        (
            StopReason::MaxSteps,
            1,
            "the run used up its statement budget of 0 statements before it ended: allow it more statements to let it run on"
        )
    );
}

#[test]
fn sizeof_is_a_constant() {
    assert_eq!(int("int shift[8] = {0}; int f() { return sizeof(shift) / sizeof(shift[0]) + sizeof(U64) + sizeof(int); }"), 20);
    assert_eq!(
        int("int f() { int i = 0; U64 a[3]; int n = sizeof a; return n + (int)sizeof(i++) + i; }"),
        28
    );
    assert!(diag("int f(U64 a[]) { return sizeof(a); }")
        .message
        .starts_with("`sizeof` of an array parameter"));
}

#[test]
fn falling_off_the_end() {
    assert_eq!(int("int main(void) { int x = 1; x++; }"), 0);
    let s = stop("int f() {\n  int x = 1;\n}", &[]);
    assert_eq!(s.message, "`f` ended without returning a value");
}

#[test]
fn repeated_calls_are_not_loops() {
    let src = "int g() { int i = 0; while (i < 3) i++; return i; }
        int f() { int t = 0; t += g(); t += g(); for (int k = 0; k < 3; k++) t += g(); return t; }";
    assert_eq!(int(src), 15);
    let src = "int g(int n) { int i = 0; while (i < 2) i++; return n > 0 ? g(n - 1) + i : i; }
        int f() { return g(5) + g(5); }";
    assert_eq!(int(src), 24);
}

#[test]
fn array_frames() {
    let r = go("void f() {\n  int a[3];\n  a[1] = 5;\n}", &[]);
    let shown = |k: usize| r.frames[k].vars[0].clone();
    assert_eq!(shown(0).value, Shown::Array(vec![None, None, None]));
    assert_eq!(
        shown(1).value,
        Shown::Array(vec![None, Some(Value::Int(5)), None])
    );
    assert!(shown(1).changed);
    let r = go("int t[2] = {4};\nint f() {\n  return t[0];\n}", &[]);
    assert_eq!(
        r.frames[0].vars[0].value,
        Shown::Array(vec![Some(Value::Int(4)), Some(Value::Int(0))])
    );
    assert!(r.frames[0].vars[0].global && !r.frames[0].vars[0].changed);
    assert_eq!(r.arrays, vec![("t".to_string(), vec![Value::Int(4)])]);
}

/// Globals have static storage: they start at 0, every array element
/// too, shown so in every frame and read without a stop or a warning;
/// locals start never assigned.
#[test]
fn static_storage_starts_at_zero() {
    let src = "int t[3];\nU64 g;\nint8_t c;\nint f() {\n  int a[2];\n  int x;\n  c += 1;\n  return t[2] + (int)g + c;\n}";
    let r = go(src, &[]);
    assert_eq!(
        (r.stop, r.ret, r.warnings.len()),
        (None, Some(Value::Int(1)), 0)
    );
    // After `int x;`, the second statement.
    let frame = &r.frames[1];
    let var = |n: &str| {
        frame
            .vars
            .iter()
            .find(|v| v.name == n)
            .unwrap_or_else(|| panic!("no `{n}`"))
            .value
            .clone()
    };
    assert_eq!(var("t"), Shown::Array(vec![Some(Value::Int(0)); 3]));
    assert_eq!(var("g"), Shown::Scalar(Some(Value::U64(0))));
    assert_eq!(var("c"), Shown::Scalar(Some(Value::I8(0))));
    assert_eq!(var("a"), Shown::Array(vec![None, None]));
    assert_eq!(var("x"), Shown::Scalar(None));
    let s = stop(
        "int t[3];\nint f() {\n  int a[3];\n  return t[1] + a[1];\n}",
        &[],
    );
    assert_eq!(s.message, "`a[1]` is read at line 4 before it is assigned");
}

#[test]
fn budget_inside_a_call() {
    let p = compile("int g(int n) {\n  int j = 0;\n  while (j < n) j++;\n  return j;\n}\nint f() {\n  int s = 0;\n  for (int k = 0; k < 100; k++) s += g(1000);\n  return s;\n}").unwrap();
    let mut o = Options::new(vec![]);
    o.max_steps = 500;
    o.trace = false;
    // The caller says how to allow more (the CLI's --max-steps, the
    // page's Statement budget).
    o.more_steps = "raise the budget".into();
    let s = run(&p, &o).unwrap().stop.unwrap();
    assert_eq!((s.reason, s.line), (StopReason::MaxSteps, 3));
    assert_eq!(
        s.message,
        "the run used up its statement budget of 500 statements before the loop at line 3 ended (`j` kept changing); the loop may be finite: raise the budget to let it run on"
    );
}

#[test]
fn undefined_functions() {
    let d = diag("int g(int);\nint f() {\n  return g(1);\n}");
    assert_eq!(d.message, "`g` is declared but never defined");
    assert_eq!(
        d.pos,
        Pos {
            line: 3,
            column: 10
        }
    );
}

#[test]
fn long_shifts_are_not_moves() {
    assert!(go(
        "U64 f(U64 occ) { return (occ * 0x0080001020400080ULL) >> 58; }",
        &[u128::from(u64::MAX)]
    )
    .warnings
    .is_empty());
}

#[test]
fn wraps_both_ways_are_named_as_such() {
    // h4 east lands on a5; a4 west lands on h3: one value holds both.
    let src = "U64 f(U64 b) {\n  U64 n = (b << 1) | (b >> 1);\n  return n;\n}";
    let r = go(src, &[(1 << 31) | (1 << 24)]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].squares, (1 << 32) | (1 << 23));
    let m = &r.warnings[0].message;
    assert!(
        m.contains("across the a/h-file edge both ways, onto h3 and a5"),
        "{m}"
    );
    // One way only: the direction is named.
    let r = go(src, &[1 << 24]);
    assert!(
        r.warnings[0]
            .message
            .contains("onto h3 (from the a-file to the h-file)"),
        "{}",
        r.warnings[0].message
    );
}

#[test]
fn rotations_flag_only_the_bits_carried_round() {
    // Right by 7 (left by 57): a1 goes round to the top; d4 moves down and
    // east, wrapping nothing.
    let src = "U64 f(U64 b) {\n  return rotateLeft(b, 57);\n}";
    assert!(go(src, &[1 << 27]).warnings.is_empty());
    let r = go(src, &[1]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].squares, 1 << 57);
    // Masked off as the wiki's rotate loop does: nothing to say.
    let masked = "U64 f(U64 b) {\n  return rotateLeft(b, 57) & 0x00fefefefefefefeULL;\n}";
    assert!(go(masked, &[1 | (1 << 27)]).warnings.is_empty());
}

/// Shifts by four files are read as moves along a rank or a diagonal, and
/// long shifts only as such moves: the wraps they make are flagged, index
/// arithmetic and shifts that are no move are not.
#[test]
fn four_file_and_long_shifts() {
    let h4: u128 = 1 << 31;
    // `<< 4`: four files east; h4 lands on d5.
    let r = go("U64 f(U64 b) { return b << 4; }", &[h4]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].squares, 1 << 35);
    // Masked to the files it may reach from a-d: nothing to say.
    let masked = "U64 f(U64 b) { return (b & 0x0f0f0f0f0f0f0f0fULL) << 4; }";
    assert!(go(masked, &[h4 | 1]).warnings.is_empty());
    // `>> 4`: four files west; a5 lands on e4.
    let r = go("U64 f(U64 b) { return b >> 4; }", &[1 << 32]);
    assert_eq!(r.warnings[0].squares, 1 << 28);
    // `<< 28`: four steps north-west; a1 lands on e4 (28 = 4 ranks, 4 files
    // back west), d1 on h3... a1 has no square four files west: it wraps.
    let r = go("U64 f(U64 b) { return b << 28; }", &[1]);
    assert_eq!(r.warnings[0].squares, 1 << 28);
    assert!(go("U64 f(U64 b) { return b << 28; }", &[1 << 4])
        .warnings
        .is_empty());
    // Kogge-Stone's north-west fill, masked as it should be: no false alarm.
    let ks = "U64 f(U64 gen, U64 pro) {\n  pro &= 0x7f7f7f7f7f7f7f7fULL;\n  gen |= pro & (gen << 7);\n  pro &= pro << 7;\n  gen |= pro & (gen << 14);\n  pro &= pro << 14;\n  gen |= pro & (gen << 28);\n  return gen;\n}";
    for gen in [1u128 << 4, 1 << 7, 0x8181_8181_8181_8181, 0xff] {
        assert!(
            go(ks, &[gen, u128::from(u64::MAX)]).warnings.is_empty(),
            "{gen:#x}"
        );
    }
    // `<< 12`: one rank and four files east, or two ranks and four west:
    // neither a line, so not read as a move.
    assert!(go("U64 f(U64 b) { return b << 12; }", &[h4])
        .warnings
        .is_empty());
    // `<< 54`: six steps north-east; c1 has no square six files east.
    let r = go("U64 f(U64 b) { return b << 54; }", &[1 << 2]);
    assert_eq!(r.warnings[0].squares, 1 << 56);
    // Magic-bitboard index arithmetic (`>> 58`: seven ranks, two files):
    // not a move, not flagged.
    let magic = "U64 f(U64 occ) { return (occ * 0x0080001020400080ULL) >> 58; }";
    assert!(go(magic, &[u128::from(u64::MAX)]).warnings.is_empty());
    // A rotation by 60 is four files west: a5 lands on e4 with the rank
    // below, carried across the edge.
    let r = go("U64 f(U64 b) { return rotateLeft(b, 60); }", &[1 << 32]);
    assert_eq!(r.warnings[0].squares, 1 << 28);
}

/// A knight's shift that wraps two files names both files and the mask
/// that keeps them (`x << 6`, north one and west two: a1 lands on g1).
#[test]
fn a_two_file_wrap_names_both_files_and_its_mask() {
    let (a1, b4) = (1u128, 1u128 << 25);
    let r = go("U64 f(U64 x) {\n  return x << 6;\n}", &[a1 | b4]);
    assert_eq!(r.warnings.len(), 1);
    let w = &r.warnings[0];
    // a1 lands on g1, b4 on h4.
    assert_eq!(w.squares, 1 << 6 | 1 << 31);
    assert_eq!(w.message, "`x << 6` moved bits across the a/h-file edge onto g1 and h4 (from the a- and b-files to the g- and h-files); mask them off (`& notGHFile`) before they are used.");
    let r = go("U64 f(U64 x) {\n  return x << 17;\n}", &[1 << 7]);
    assert!(r.warnings[0]
        .message
        .contains("onto a4 (from the h-file to the a-file); mask them off (`& notAFile`)"));
    let r = go("U64 f(U64 x) {\n  return x << 10;\n}", &[1 << 7]);
    assert!(
        r.warnings[0].message.contains(
            "(from the g- and h-files to the a- and b-files); mask them off (`& notABFile`)"
        ),
        "{}",
        r.warnings[0].message
    );
}

/// The compilers' own bit counting, as engines call it.
#[test]
fn compiler_intrinsics_count_bits() {
    let x = 0x0000_0010_0000_8100u128;
    let int = Value::Int;
    assert_eq!(
        ret("int f(U64 b) { return __builtin_popcountll(b); }", &[x]),
        int(3)
    );
    assert_eq!(
        ret("int f(U64 b) { return _mm_popcnt_u64(b); }", &[x]),
        int(3)
    );
    assert_eq!(
        ret("int f(U64 b) { return __builtin_ctzll(b); }", &[x]),
        int(8)
    );
    assert_eq!(
        ret("int f(U64 b) { return __builtin_clzll(b); }", &[x]),
        int(27)
    );
    let s = stop("int f() { return __builtin_ctzll(0); }", &[]);
    assert!(
        s.message.starts_with("__builtin_ctzll(0) is undefined"),
        "{}",
        s.message
    );
}

/// A `const` global is its value, as a `#define` is: a file mask built
/// from one is no wrap. A variable global is still watched.
#[test]
fn const_masks_are_constants() {
    let src = "const U64 FILE_A = 0x0101010101010101ULL;\nU64 f() {\n  return FILE_A << 7;\n}";
    let r = go(src, &[]);
    assert_eq!(r.ret, Some(Value::U64(0x8080_8080_8080_8080)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    let r = go(&src.replace("const ", ""), &[]);
    assert_eq!(r.warnings.len(), 1, "a variable's shift is watched");
    let e = compile("const U64 M = 1;\nvoid f() { M = 2; }").unwrap_err();
    assert!(e.message.contains("`M` is `const`"), "{}", e.message);
}

/// A square the fill reaches anyway is no wrapped bit: a king's attacks
/// with the west shift unmasked wrap a5 onto h4 (the king's own square),
/// but h3 and h5, which the wrapped h4 also reaches, are the king on h4's.
#[test]
fn a_wrap_names_only_the_squares_the_fill_would_not_have() {
    let src = "U64 king(U64 k) {\n  U64 attacks = ((k << 1) & notAFile) | (k >> 1);\n  k |= attacks;\n  attacks |= (k << 8) | (k >> 8);\n  return attacks;\n}";
    let (h4, a5) = (1u128 << 31, 1u128 << 32);
    let r = go(src, &[h4 | a5]);
    assert_eq!(r.ret, Some(Value::U64(0x0000_03c2_c3c0_0000)));
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(r.warnings[0].squares, h4);
}

/// A 9x9 set shifted north past i9 (`& BOARD9` forgotten, the classic
/// 128-bit bug) is pointed out; masked, it is not.
#[test]
fn a_nine_board_shift_past_i9_is_pointed_out() {
    let src = "typedef unsigned __int128 U128;\nU128 north(U128 x) {\n  return x << 9;\n}";
    let (i9, e5) = (1u128 << 80, 1u128 << 40);
    let r = go(src, &[i9 | e5]);
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(r.warnings[0].squares, 1 << 89);
    assert_eq!(r.warnings[0].message, "`x << 9` moved bits past i9 onto bit 89, which are no squares of the 9x9 board; mask them off (`& BOARD9`, its 81 squares) before they are used.");
    let masked = src.replace("x << 9;", "(x << 9) & ((((U128)1) << 81) - 1);");
    assert!(go(&masked, &[i9 | e5]).warnings.is_empty());
    // A step east off i9 goes past i9 too: said as such, not as a wrap.
    let east = "typedef unsigned __int128 U128;\nU128 east(U128 x) {\n  return x << 1;\n}";
    let r = go(east, &[i9]);
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(
        r.warnings[0]
            .message
            .contains("moved bits past i9 onto bit 81"),
        "{}",
        r.warnings[0].message
    );
    // The mask the message names is the prelude's.
    let r = go(&src.replace("x << 9;", "(x << 9) & BOARD9;"), &[i9 | e5]);
    assert!(r.warnings.is_empty());
    assert_eq!(r.ret, Some(Value::U128(e5 << 9)));
}

/// A wrap whose squares the fill reaches anyway on this board is still
/// said (from another board it may not), and says so.
#[test]
fn a_wrap_the_fill_hides_here_is_still_said() {
    let src = "U64 f(U64 gen) {\n  U64 next = gen << 1 | gen >> 1 | gen;\n  return next;\n}";
    // h4 << 1 lands on a5, which a5 itself (in gen) holds anyway.
    let (h4, a5) = (1u128 << 31, 1u128 << 32);
    let r = go(src, &[h4 | a5]);
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(
        r.warnings[0].message.contains(
            "which the value used also holds without them on this board (from another it may not)"
        ),
        "{}",
        r.warnings[0].message
    );
}

/// Wrapped bits counted, scanned or compared are used, as are those a run
/// leaves in a global; masked before use, they are not.
#[test]
fn wraps_used_by_counts_comparisons_and_globals_are_said() {
    // k = h1 and a4: `k << 1` wraps h1 onto a2.
    let k = (1u128 << 7) | (1 << 24);
    let said = |src: &str| {
        let p = compile(src).unwrap();
        let r = run(&p, &Options::new(vec![Arg::Scalar(k)])).unwrap();
        r.warnings
            .iter()
            .filter(|w| w.kind == WarningKind::Wrap)
            .count()
    };
    assert_eq!(said("int f(U64 k) {\n  return popCount(k << 1);\n}"), 1);
    assert_eq!(
        said("int f(U64 k) {\n  return __builtin_ctzll(k << 1);\n}"),
        1
    );
    assert_eq!(said("int f(U64 k) {\n  return (k << 1) == 0x100;\n}"), 1);
    assert_eq!(said("U64 G;\nvoid f(U64 k) {\n  G = k << 1;\n}"), 1);
    // Masked before they are used: nothing to say.
    assert_eq!(
        said("int f(U64 k) {\n  return popCount((k << 1) & notAFile);\n}"),
        0
    );
    assert_eq!(
        said("U64 G;\nvoid f(U64 k) {\n  G = k << 1;\n  G &= notAFile;\n}"),
        0
    );
}

/// On the 9x9 board, one shift east from i1 and i9 wraps i1 onto a2 and
/// carries i9 past the board: each is said where it went.
#[test]
fn a_wrap_and_a_bit_past_i9_are_said_apart() {
    let p = compile("typedef unsigned __int128 U128;\nU128 east(U128 b) {\n  return b << 1;\n}")
        .unwrap();
    let b = (1u128 << 8) | (1 << 80);
    let r = run(&p, &Options::new(vec![Arg::Scalar(b)])).unwrap();
    let w: Vec<&str> = r.warnings.iter().map(|w| w.message.as_str()).collect();
    assert_eq!(
        w,
        ["`b << 1` moved bits across the a/i-file edge onto a2 and past i9 onto bit 81, which is no square of the 9x9 board; mask them off (`& BOARD9` for the bits past i9) before they are used."]
    );
}

/// Source too long to read says so as what it is: long code, or macros
/// that expand too far.
#[test]
fn too_many_tokens_says_whose() {
    let long = format!("int f(void) {{\n{}}}\n", "x;\n".repeat(600_000));
    let e = compile(&long).unwrap_err();
    assert!(
        e.to_string()
            .contains("the code is more than 1,000,000 tokens long"),
        "{e}"
    );
    let bomb = "#define A x x x x x x x x x x\n#define B A A A A A A A A A A\n#define C B B B B B B B B B B\n#define D C C C C C C C C C C\n#define E D D D D D D D D D D\n#define F E E E E E E E E E E\nint f(void) { F; }\n";
    let e = compile(bomb).unwrap_err();
    assert!(
        e.to_string()
            .contains("the macros expand to more than 1,000,000 tokens"),
        "{e}"
    );
}

/// A rotation's warning says which it did: carried bits round the ends of
/// the 64 bits, across the a/h-file edge, or both.
#[test]
fn a_rotations_wrap_says_which_it_was() {
    let p = compile(
        "U64 r8(U64 k) { return rotateLeft(k, 8); }\nU64 r1(U64 k) { return rotateLeft(k, 1); }\nU64 r3(U64 k) { return rotateLeft(k, 3); }",
    )
    .unwrap();
    let said = |entry: &str, k: u128| {
        let mut o = Options::new(vec![Arg::Scalar(k)]);
        o.entry = Some(entry.to_string());
        let r = run(&p, &o).unwrap();
        r.warnings
            .first()
            .map(|w| w.message.clone())
            .unwrap_or_default()
    };
    // h8 round to h1.
    assert!(said("r8", 1 << 63).contains(
        "carried bits round the ends of the 64 bits, between the top and bottom ranks, onto h1"
    ));
    // h1 onto a2 across the edge, h8 round onto a1.
    assert!(said("r1", (1 << 63) | (1 << 7)).contains(
        "across the a/h-file edge and round between the top and bottom ranks onto a1 and a2"
    ));
    // h1 onto c2 across the edge alone.
    let m = said("r3", 1 << 7);
    assert!(
        m.contains("moved bits across the a/h-file edge onto c2"),
        "{m}"
    );
}

/// Numbers for number parameters, as C writes them; a leading 0 refused.
#[test]
fn numbers_read_as_c_writes_them() {
    for (text, n) in [
        ("31", 31),
        ("-7", -7),
        ("0x1f", 31),
        ("0X1F", 31),
        ("0b101", 5),
        ("1'000", 1000),
        ("1_000", 1000),
        ("0x10ULL", 16),
        ("12u", 12),
        ("0", 0),
    ] {
        assert_eq!(parse_number(text), Ok(n), "{text}");
    }
    assert!(parse_number("017").unwrap_err().contains("octal"));
    for bad in ["", "-", "0x", "_1", "1_", "zz", "0x1g", "1e3"] {
        assert!(parse_number(bad).is_err(), "{bad}");
    }
}

/// Text in a preprocessor group that is not taken is never read (only its
/// directives are tracked), so the strings, floats and `printf` of a debug or
/// native build there compile, as with gcc. The same text in a group that is
/// taken is refused at its own line and column.
#[test]
fn skipped_groups_are_not_lexed() {
    let log =
        "#ifdef DEBUG\n#define LOG(x) printf(\"%llx\\n\", x)\n#else\n#define LOG(x)\n#endif\n\
               typedef unsigned long long U64;\nU64 f(U64 gen) { LOG(gen); return gen << 8; }";
    assert_eq!(u64v(log, &[0x1000_0000]), 0x10_0000_0000);
    let native = "typedef unsigned long long U64;\n\
                  U64 f(U64 gen) { return gen << 8; }\n\
                  #ifdef NATIVE\n#include <stdio.h>\n\
                  int main() { double d = 1.5; printf(\"%llx %c\\n\", f(16), 'x'); return 0; }\n\
                  #endif";
    assert_eq!(u64v(native, &[16]), 0x1000);
    assert_eq!(
        int("#if 0\nchar *s = \"it's\"; float x = 1.5e3; @ $ `\n#elif 0\n1.5\n#else\nint f() { return 7; }\n#endif"),
        7
    );
    assert_eq!(
        int("#if 1\nint f() { return 8; }\n#else\nint g() { return \"x\"; }\n#endif"),
        8
    );
    // Taken groups and the text outside any group are read as before, the
    // message at the refused token's own place.
    let d = diag("#define DEBUG\n#ifdef DEBUG\nint f() {\n  return \"x\";\n}\n#endif");
    assert_eq!(
        (d.pos.line, d.pos.column, d.message.as_str()),
        (
            4,
            10,
            "strings are not supported: the playground has no `char *`"
        )
    );
    let d = diag("#if 0\n\"skipped\"\n#endif\nint f() {\n  return 1.5;\n}");
    assert_eq!(
        (d.pos.line, d.pos.column, d.message.as_str()),
        (5, 10, "`1.5`: floating-point numbers are not supported")
    );
    // A macro whose body is refused is refused where it is used.
    let d = diag("#define S \"x\"\nint f() {\n  return S;\n}");
    assert_eq!(
        (d.pos.line, d.pos.column, d.message.as_str()),
        (
            3,
            10,
            "strings are not supported: the playground has no `char *`"
        )
    );
}

/// An engine's debug prints stay in the routine: a statement that only
/// writes output is skipped, its string unread, with one warning for its
/// line where it is reached; the values are as without it. A print inside
/// an expression is refused, as strings are.
#[test]
fn output_statements_are_skipped_with_a_warning() {
    let src = "#include <stdio.h>\n\
               #define LOG(x) printf(\"%llx\\n\", x)\n\
               typedef unsigned long long U64;\n\
               U64 north(U64 gen, U64 pro) {\n\
               \x20 U64 flood = gen;\n\
               \x20 for (int i = 0; i < 3; i++) {\n\
               \x20   gen = (gen << 8) & pro;\n\
               \x20   flood |= gen;\n\
               \x20   if (gen) printf(\"step %d: %016llx\\n\", i, gen); else fprintf(stderr, \"none\\n\");\n\
               \x20   LOG(flood);\n\
               \x20 }\n\
               \x20 puts(\"done\"); fflush(stdout);\n\
               \x20 return flood;\n\
               }\n";
    let r = go(src, &[0x1000_0000, u128::from(u64::MAX)]);
    assert_eq!(r.ret, Some(Value::U64(0x0010_1010_1000_0000)));
    let lines: Vec<(u32, &str)> = r.warnings.iter().map(|w| (w.line, w.kind.name())).collect();
    assert_eq!(lines, [(9, "output"), (10, "output"), (12, "output")]);
    assert!(r.warnings[0]
        .message
        .starts_with("`printf` writes nothing here"));
    // The same routine without its prints takes as many statements.
    let bare = go(
        "typedef unsigned long long U64;\n\
         U64 north(U64 gen, U64 pro) {\n\
         \x20 U64 flood = gen;\n\
         \x20 for (int i = 0; i < 3; i++) { gen = (gen << 8) & pro; flood |= gen; if (gen) ; else ; }\n\
         \x20 return flood;\n}\n",
        &[0x1000_0000, u128::from(u64::MAX)],
    );
    assert_eq!(bare.ret, r.ret);
    // Inside an expression, the string is refused, and the message says
    // why the print was not skipped.
    let d = diag("int f() { int n = 1 + printf(\"x\"); return n; }");
    assert_eq!(
        d.message,
        "`printf` is skipped only as a statement of its own (`printf(...);`): here it is \
         part of an expression, and strings are not supported"
    );
    // A macro naming printf, and `(void)` before it, are skipped too.
    let r = go(
        "#define DBG printf\nint f() {\n  DBG(\"y %d\\n\", 3);\n  (void)printf(\"x\");\n  return 1;\n}\n",
        &[],
    );
    assert_eq!(r.ret, Some(Value::Int(1)));
    let lines: Vec<u32> = r.warnings.iter().map(|w| w.line).collect();
    assert_eq!(lines, [3, 4]);
}

/// A helper's value goes to its caller with its wrapped bits: a
/// hand-written rotation whose caller masks them raises nothing (it raised
/// three warnings at the helper's `return`), and a helper whose caller
/// uses them unmasked is still flagged, at the helper's shift.
#[test]
fn a_helper_s_wrapped_bits_are_flagged_where_its_caller_uses_them() {
    let rotate = "typedef unsigned long long U64;\n\
                  U64 rotl(U64 x, int s) { return (x << s) | (x >> ((64 - s) & 63)); }\n\
                  U64 east(U64 gen, U64 pro) {\n\
                  \x20 pro &= 0xfefefefefefefefeULL;\n\
                  \x20 gen |= pro & rotl(gen, 1);\n\
                  \x20 return gen;\n}\n";
    let r = go(rotate, &[0x80, u128::from(u64::MAX)]);
    assert_eq!(r.ret, Some(Value::U64(0x80)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    let r = go(rotate, &[0x10, u128::from(u64::MAX)]);
    assert_eq!(r.ret, Some(Value::U64(0x30)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // The same helper's bits used unmasked: flagged at its shift (line 2).
    let unmasked = "typedef unsigned long long U64;\n\
                    U64 eastOne(U64 b) { return b << 1; }\n\
                    U64 f(U64 b) { U64 r = eastOne(b); return r; }\n";
    let r = go(unmasked, &[0x80]);
    assert_eq!(r.ret, Some(Value::U64(0x100)));
    let wraps: Vec<u32> = r
        .warnings
        .iter()
        .filter(|w| w.kind == WarningKind::Wrap)
        .map(|w| w.line)
        .collect();
    assert_eq!(wraps, [2]);
}

/// The wrap warnings of a run: the shift's line and the line of the
/// statement where the wrapped bits were used.
fn wrap_uses(src: &str, args: &[u128]) -> Vec<(u32, u32)> {
    let r = go(src, args);
    assert!(r.stop.is_none(), "stopped: {:?}", r.stop);
    r.warnings
        .iter()
        .enumerate()
        .filter(|(_, w)| w.kind == WarningKind::Wrap)
        .map(|(i, w)| {
            let at = r.frames.iter().find(|f| f.warnings.contains(&i));
            (w.line, at.map_or(0, |f| f.line))
        })
        .collect()
}

const FILES: &str = "#define FILE_A 0x0101010101010101ULL\n\
                     #define FILE_H 0x8080808080808080ULL\n";

/// A routine that tests the landing file of its own shift, `if (r &
/// FILE_A)` after `r = b << 1`, is checking for the wrap, not using the
/// wrapped bits: no warning, whatever names the file (a `#define`, a
/// `const`, a literal) and however the test is written.
#[test]
fn a_test_of_the_landing_file_is_a_wrap_check() {
    // h1, h4 and e4: `<< 1` wraps h1 onto a2 and h4 onto a5.
    let h = (1u128 << 7) | (1 << 31) | (1 << 28);
    // a2, a5 and d4: `>> 1` wraps a2 onto h1 and a5 onto h4.
    let a = (1u128 << 8) | (1 << 32) | (1 << 27);
    let east = [
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (r & FILE_A) return 0;\n  return r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (FILE_A & r) return 0;\n  return r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (r & 0x0101010101010101ULL) return 0;\n  return r;\n}",
        "U64 f(U64 b) {\n  if ((b << 1) & 0x0101010101010101ULL) return 0;\n  return b << 1;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (r & FILE_A) r &= ~FILE_A;\n  return r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  bool wrapped = (r & FILE_A) != 0;\n  return wrapped ? 0 : r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  bool wrapped = 0 != (r & FILE_A);\n  return wrapped ? 0 : r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  bool wrapped = r & FILE_A;\n  return wrapped ? 0 : r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  bool wrapped = (bool)(r & FILE_A);\n  return wrapped ? 0 : r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (!(r & FILE_A)) return r;\n  return 0;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  return (r & FILE_A) ? 0 : r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if ((r & FILE_A) && b) return 0;\n  return r;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  if (b == 0 || (r & FILE_A) == 0) return r;\n  return 0;\n}",
        "U64 f(U64 b) {\n  U64 r = b << 1;\n  while (r & FILE_A) r &= r - 1;\n  return r;\n}",
        "bool wraps(U64 b) { return (b << 1) & FILE_A; }\n\
         U64 f(U64 b) {\n  if (wraps(b)) return 0;\n  return b << 1;\n}",
        "int wraps(U64 b) { return ((b << 1) & FILE_A) != 0; }\n\
         U64 f(U64 b) {\n  if (wraps(b)) return 0;\n  return b << 1;\n}",
        // North-east: h1 onto a3, h4 onto a6.
        "U64 f(U64 b) {\n  U64 r = b << 9;\n  if (r & FILE_A) return 0;\n  return r;\n}",
        // Two east shifts with one landing file, tested together.
        "U64 f(U64 b) {\n  U64 r = (b << 1) | (b << 9);\n  if (r & FILE_A) return 0;\n  return r;\n}",
    ];
    // Every form that raised a warning, to see them all at once.
    let mut said = Vec::new();
    let mut check = |src: String, b: u128| {
        let w = wrap_uses(&src, &[b]);
        if !w.is_empty() {
            said.push(format!("{src}\n  -> {w:?}"));
        }
    };
    for body in east {
        check(format!("{FILES}{body}"), h);
        check(
            format!("const U64 FILE_A = 0x0101010101010101ULL;\n{body}"),
            h,
        );
    }
    // South-east: h2 and h5 onto a2 and a5.
    check(
        format!("{FILES}U64 f(U64 b) {{\n  U64 r = b >> 7;\n  if (r & FILE_A) return 0;\n  return r;\n}}"),
        h << 8,
    );
    let west = [
        "U64 f(U64 b) {\n  U64 r = b >> 1;\n  if (r & FILE_H) return 0;\n  return r;\n}",
        "U64 f(U64 b) {\n  U64 r = b >> 1;\n  if (r & FILE_H) r &= ~FILE_H;\n  return r;\n}",
        "U64 f(U64 b) {\n  if ((b >> 1) & 0x8080808080808080ULL) return 0;\n  return b >> 1;\n}",
        // North-west: a2 and a5 onto h2 and h5.
        "U64 f(U64 b) {\n  U64 r = b << 7;\n  if (r & FILE_H) return 0;\n  return r;\n}",
    ];
    for body in west {
        check(format!("{FILES}{body}"), a);
    }
    // Two files east, tested with both.
    let src = format!(
        "{FILES}U64 f(U64 b) {{\n  U64 r = b << 2;\n  if (r & (FILE_A | (FILE_A << 1))) return 0;\n  return r;\n}}"
    );
    check(src, h | h >> 1);
    assert!(said.is_empty(), "{}", said.join("\n\n"));
}

/// On the 9x9 board the landing files are the a- and i-files.
#[test]
fn a_test_of_the_landing_file_is_a_wrap_check_on_9x9() {
    let files = "typedef unsigned __int128 U128;\n\
                 const U128 FILE_A9 = ((U128)0x8040201008040201ULL) | ((U128)1 << 72);\n\
                 const U128 FILE_I9 = FILE_A9 << 8;\n";
    // i1, i4 and e4: `<< 1` wraps i1 onto a2 and i4 onto a5.
    let i = (1u128 << 8) | (1 << 35) | (1 << 31);
    // a2, a5 and d4: `>> 1` wraps a2 onto i1 and a5 onto i4.
    let a = (1u128 << 9) | (1 << 36) | (1 << 30);
    let cases = [
        (
            "U128 f(U128 b) {\n  U128 r = b << 1;\n  if (r & FILE_A9) return 0;\n  return r;\n}",
            i,
        ),
        (
            "U128 f(U128 b) {\n  U128 r = b << 1;\n  if (r & FILE_A9) r &= ~FILE_A9;\n  return r;\n}",
            i,
        ),
        (
            "U128 f(U128 b) {\n  U128 r = b >> 1;\n  if (r & FILE_I9) return 0;\n  return r;\n}",
            a,
        ),
        (
            "U128 f(U128 b) {\n  U128 r = b >> 1;\n  bool wrapped = (r & FILE_I9) != 0;\n  return wrapped ? 0 : r;\n}",
            a,
        ),
    ];
    for (body, b) in cases {
        let src = format!("{files}{body}");
        assert_eq!(wrap_uses(&src, &[b]), [], "{src}");
    }
    // The 8x8 a-file is no landing file of the 9x9 board: it tests no
    // wrapped bit, and the return uses them.
    let src = format!(
        "{files}U128 f(U128 b) {{\n  U128 r = b << 1;\n  if (r & 0x0101010101010101ULL) return 0;\n  return r;\n}}"
    );
    assert_eq!(wrap_uses(&src, &[(1 << 8) | (1 << 35)]), [(5, 7)], "{src}");
    // Both side files after a shift east: the i-file's squares are read.
    let src = format!(
        "{files}U128 f(U128 b) {{\n  U128 r = b << 1;\n  if (r & (FILE_A9 | FILE_I9)) return 0;\n  return r;\n}}"
    );
    assert_eq!(wrap_uses(&src, &[i]), [(5, 6)], "{src}");
}

/// A constant that holds exactly the squares a shift can wrap bits onto,
/// and no square it moves a bit to unwrapped, tests the wrap alone and
/// all of it: the a-file without a1 after `<< 1` (no bit reaches a1),
/// the a-file and rank 1 after `<< 9`, h1 to h6 after `>> 9`; for a rotation, which reaches every
/// square, exactly where it carries bits across the edge or round the
/// ends (`rotateLeft(b, 1)`: the a-file, h8 onto a1).
#[test]
fn a_test_of_exactly_where_the_wraps_land_is_a_wrap_check() {
    // h1, h4 and e4; a2, a5 and d4.
    let h = (1u128 << 7) | (1 << 31) | (1 << 28);
    let a = (1u128 << 8) | (1 << 32) | (1 << 27);
    let cases = [
        ("U64 r = b << 1;\n  if (r & 0x0101010101010100ULL)", h),
        // South-west: a2 leaves the board, a3 to a8 wrap onto h1 to h6.
        ("U64 r = b >> 9;\n  if (r & 0x0000808080808080ULL)", a),
        ("U64 r = b << 9;\n  if (r & 0x0101010101010000ULL)", h),
        ("U64 r = b << 9;\n  if (r & (FILE_A | 0xff))", h),
        ("U64 r = b >> 1;\n  if (r & 0x0080808080808080ULL)", a),
        ("U64 r = rotateLeft(b, 1);\n  if (r & FILE_A)", h | 1 << 63),
        ("U64 r = rotateRight(b, 1);\n  if (r & FILE_H)", a | 1),
        ("U64 r = rotateLeft(b, 8);\n  if (r & 0xff)", h | 1 << 60),
    ];
    for (test, b) in cases {
        let src = format!("{FILES}U64 f(U64 b) {{\n  {test} return 0;\n  return r;\n}}");
        assert_eq!(wrap_uses(&src, &[b]), [], "{src}");
    }
    // On 9x9, `<< 1` puts i1 to i8 on a2 to a9: the a-file without a1; a3
    // to a9 lets i1's bit, on a2, through.
    let nine = "typedef unsigned __int128 U128;\n\
                const U128 FILE_A9 = ((U128)0x8040201008040201ULL) | ((U128)1 << 72);\n\
                U128 f(U128 b) {\n  U128 r = b << 1;\n  if (r & (FILE_A9 & MASK)) return 0;\n  return r;\n}";
    let i = (1u128 << 8) | (1 << 35) | (1 << 31);
    let src = nine.replace("MASK", "~(U128)1");
    assert_eq!(wrap_uses(&src, &[i]), [], "{src}");
    let src = nine.replace("MASK", "~(U128)0x201");
    assert_eq!(wrap_uses(&src, &[i]), [(4, 5)], "{src}");
}

/// A `const` local or an element of a `const` array at a constant index,
/// initialised with constants, is a constant mask as a `#define` is: the
/// test of the landing file with it is a wrap check. A variable that is
/// not `const` still reads squares, even holding the a-file (below), and
/// a `const` of them cannot be assigned, so its value is the one folded.
#[test]
fn a_const_local_or_const_array_mask_is_a_wrap_check() {
    let h = (1u128 << 7) | (1 << 31) | (1 << 28);
    let cases = [
        "U64 f(U64 b) {\n  const U64 fileA = 0x0101010101010101ULL;\n  U64 r = b << 1;\n  if (r & fileA) return 0;\n  return r;\n}",
        "static const U64 FILES[8] = {0x0101010101010101ULL, 0x0202020202020202ULL};\n\
         U64 f(U64 b) {\n  U64 r = b << 1;\n  if (r & FILES[0]) return 0;\n  return r;\n}",
        "const U64 FILES[2] = {FILE_A, FILE_H};\n\
         U64 f(U64 b) {\n  U64 r = b >> 1;\n  if (r & FILES[1]) return 0;\n  return r;\n}",
    ];
    for (k, body) in cases.into_iter().enumerate() {
        let src = format!("{FILES}{body}");
        let b = if k == 2 { h >> 7 } else { h };
        assert_eq!(wrap_uses(&src, &[b]), [], "{src}");
    }
    // Not `const`: flagged, as any variable mask is.
    let src = format!(
        "{FILES}U64 f(U64 b) {{\n  U64 fileA = FILE_A;\n  U64 r = b << 1;\n  if (r & fileA) return 0;\n  return r;\n}}"
    );
    assert_eq!(wrap_uses(&src, &[h]), [(5, 6)], "{src}");
    let src = format!(
        "{FILES}U64 FILES[2] = {{FILE_A, FILE_H}};\n\
         U64 f(U64 b) {{\n  U64 r = b << 1;\n  if (r & FILES[0]) return 0;\n  return r;\n}}"
    );
    assert_eq!(wrap_uses(&src, &[h]), [(5, 6)], "{src}");
    // A `const` initialised from a parameter is no constant.
    let src = format!(
        "{FILES}U64 f(U64 b, U64 t) {{\n  const U64 m = t;\n  U64 r = b << 1;\n  if (r & m) return 0;\n  return r;\n}}"
    );
    assert_eq!(
        wrap_uses(&src, &[h, 0x0101_0101_0101_0101]),
        [(5, 6)],
        "{src}"
    );
    // Folded reads are the values C reads: the rest of an array is 0, and
    // past its end the run stops as undefined.
    let src = "const U64 T[4] = {5, 7};\nU64 f(U64 b) {\n  return T[1] + T[3];\n}";
    assert_eq!(u64v(src, &[0]), 7);
    let src = "const U64 T[2] = {5, 7};\nU64 f(U64 b) {\n  return T[2];\n}";
    assert_eq!(stop(src, &[0]).reason, StopReason::Undefined);
    // Neither can be assigned, as in C.
    let d = diag("U64 f(U64 b) {\n  const U64 m = 1;\n  m |= b;\n  return m;\n}");
    assert_eq!(d.message, "`m` is `const`: it cannot be assigned");
    assert_eq!(d.pos.line, 3);
    let d = diag("U64 f(U64 b) {\n  const U64 m = 1;\n  m++;\n  return m;\n}");
    assert_eq!(d.message, "`m` is `const`: it cannot be assigned");
    let d = diag("const U64 T[2] = {1, 2};\nU64 f(U64 b) {\n  T[0] = b;\n  return T[0];\n}");
    assert_eq!(d.message, "`T` is `const`: its elements cannot be assigned");
    assert_eq!(d.pos.line, 3);
}

/// Wrapped bits tested any other way are still used: the test is no
/// wrap check, and neither is a later use of the value tested.
#[test]
fn other_tests_of_wrapped_bits_are_still_uses() {
    let h = (1u128 << 7) | (1 << 31) | (1 << 28);
    let a = (1u128 << 8) | (1 << 32) | (1 << 27);
    let file_a = 0x0101_0101_0101_0101u128;
    // (source, arguments, the (shift line, use line) of each warning)
    type Case = (&'static str, Vec<u128>, Vec<(u32, u32)>);
    let cases: Vec<Case> = vec![
        // A fill whose loop condition tests the wrapped bits.
        (
            "U64 f(U64 gen, U64 empty) {\n  U64 flood = gen;\n  while (gen) {\n    gen = (gen << 1) & empty;\n    flood |= gen;\n  }\n  return flood & notAFile;\n}",
            vec![1 << 6, u128::from(u64::MAX)],
            vec![(4, 3), (4, 7)],
        ),
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  if (r) return 1;\n  return 0;\n}",
            vec![1 << 7],
            vec![(2, 3)],
        ),
        // A mask that is a variable, even holding the a-file.
        (
            "int f(U64 b, U64 target) {\n  U64 r = b << 1;\n  if (r & target) return 1;\n  return 0;\n}",
            vec![h, file_a],
            vec![(2, 3)],
        ),
        // Constants off the landing file, or a part of it: squares read.
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  if (r & (FILE_A | 0xff)) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  if (r & 0x100000000ULL) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        // Two files east: the a-file alone lets the b-file's through.
        (
            "int f(U64 b) {\n  U64 r = b << 2;\n  if (r & FILE_A) return 1;\n  return 0;\n}",
            vec![h | h >> 1],
            vec![(2, 3)],
        ),
        // Both ways: the h-file holds the east shift's own bits too.
        (
            "int f(U64 b) {\n  U64 r = (b << 1) | (b >> 1);\n  if (r & (FILE_A | FILE_H)) return 1;\n  return 0;\n}",
            vec![h | a],
            vec![(2, 3)],
        ),
        // Three shifts: the third's bits are kept with the second's, as
        // no known shift's, and `<< 2` wraps onto the b-file too.
        (
            "int f(U64 b) {\n  U64 r = (b << 1) | (b << 9) | (b << 2);\n  if (r & FILE_A) return 1;\n  return 0;\n}",
            vec![h | h >> 1],
            vec![(2, 3)],
        ),
        // Compared with the file, not with 0: the bits are read.
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  if ((r & FILE_A) == FILE_A) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        // Tested, then returned unmasked: the return uses them.
        (
            "U64 f(U64 b) {\n  U64 r = b << 1;\n  int n = 0;\n  if (r & FILE_A) n++;\n  return r;\n}",
            vec![h],
            vec![(2, 5)],
        ),
        // Converted to bool whole.
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  bool any = r;\n  return any;\n}",
            vec![1 << 7],
            vec![(2, 3)],
        ),
        // The squares a shift wraps onto, less one of them: `<< 1` puts
        // h1 on a2, which this mask (a3 to a8) does not test.
        (
            "int f(U64 b) {\n  U64 r = b << 1;\n  if (r & 0x0101010101010000ULL) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        // Rank 2 after `<< 9` holds squares the shift reaches unwrapped.
        (
            "int f(U64 b) {\n  U64 r = b << 9;\n  if (r & (FILE_A | 0xff00)) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        // Moved on after the wrap: `>> 8` brings `<< 9`'s unwrapped bits
        // onto rank 1, which the mask reads.
        (
            "int f(U64 b) {\n  U64 r = (b << 9) >> 8;\n  if (r & (FILE_A | 0xff)) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 3)],
        ),
        // A rotation by 9 also carries a8 to g8 round the ends onto rank
        // 1: the a-file alone is not all of where it wraps.
        (
            "int f(U64 b) {\n  if (rotateLeft(b, 9) & FILE_A) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 2)],
        ),
        // By 1, rank 1 holds the rotation's unwrapped bits.
        (
            "int f(U64 b) {\n  if (rotateLeft(b, 1) & (FILE_A | 0xff)) return 1;\n  return 0;\n}",
            vec![h],
            vec![(2, 2)],
        ),
        // Tested right, then returned unmasked.
        (
            "U64 f(U64 b) {\n  int n = 0;\n  if (rotateLeft(b, 1) & FILE_A) n++;\n  return rotateLeft(b, 1);\n}",
            vec![h],
            vec![(4, 4)],
        ),
    ];
    for (body, args, want) in cases {
        let src = format!("{FILES}{body}");
        let got = wrap_uses(&src, &args);
        // A loop raises its warning on every pass: each at its lines.
        let mut got_lines = got.clone();
        got_lines.dedup();
        // Shift lines count from the body's first line.
        let want: Vec<(u32, u32)> = want.iter().map(|&(s, u)| (s + 2, u + 2)).collect();
        assert_eq!(got_lines, want, "{src}");
    }
}

/// stdint.h's constant macros, as the prelude's `C64`: a literal of the
/// type, so a table of them is a table of constants.
#[test]
fn stdint_constant_macros() {
    let src = "static const uint64_t avoidWrap[8] = {\n  UINT64_C(0xfefefefefefefe00),\n  UINT64_C(0xfefefefefefefefe),\n  UINT64_C(0x0101010101010101) << 1,\n};\nU64 f(U64 b) { return b & avoidWrap[0]; }";
    assert_eq!(u64v(src, &[u128::from(u64::MAX)]), 0xfefe_fefe_fefe_fe00);
    assert_eq!(u64v("U64 f() { return UINT64_C(1) << 40; }", &[]), 1 << 40);
    assert_eq!(
        ret("unsigned f() { return UINT32_C(0xffffffff) + 1; }", &[]),
        Value::Unsigned(0)
    );
    assert_eq!(int("int f() { return INT32_C(-5); }"), -5);
    assert_eq!(
        ret("int64_t f() { return INT64_C(-5) * 3; }", &[]),
        Value::I64(-15)
    );
    // A constant: no `1 << sq` warning, no wrap watched.
    let r = go("U64 f(int sq) { return UINT64_C(1) << sq; }", &[3]);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // A definition of one's own replaces it.
    assert_eq!(
        u64v(
            "#define UINT64_C(x) (x##ULL + 1)\nU64 f() { return UINT64_C(1); }",
            &[]
        ),
        2
    );
    assert_eq!(
        diag("U64 f() { return UINT64_C(1, 2); }").message,
        "`UINT64_C` takes 1 argument, not 2"
    );
}

/// stdint.h's fixed-width types and `size_t`, with C's widths, signedness,
/// truncation and promotions.
#[test]
fn fixed_width_types() {
    // `size_t` is a count, not a set: written as a number, not drawn.
    let n = ret(
        "size_t f() { U64 t[5]; size_t n = sizeof(t) / sizeof(t[0]); return n; }",
        &[],
    );
    assert_eq!(n, Value::Size(5));
    assert_eq!(n.to_string(), "5");
    assert!(!n.scalar().is_set());
    assert_eq!(
        ret("size_t f() { size_t i = 0; i--; return i; }", &[]),
        Value::Size(u64::MAX)
    );
    // A set mixed with a count stays a set.
    assert_eq!(
        ret(
            "U64 f() { size_t s = 3; U64 b = 1; return b << s | s; }",
            &[]
        ),
        Value::U64(0b1011)
    );
    assert_eq!(
        ret("uint8_t f() { uint8_t y = 3; y += 254; return y; }", &[]),
        Value::U8(1)
    );
    assert_eq!(
        ret("int8_t f() { int8_t x = 127; x++; return x; }", &[]),
        Value::I8(-128)
    );
    // Promoted to `int` before the sum.
    assert_eq!(
        int("int f() { uint8_t a = 200, b = 100; return a + b; }"),
        300
    );
    assert_eq!(
        int("int f() { int8_t a = -1; uint16_t b = 1; return a < b; }"),
        1
    );
    assert_eq!(
        ret("int16_t f() { return (int16_t)40000; }", &[]),
        Value::I16(-25536)
    );
    assert_eq!(
        ret("uint16_t f() { uint16_t x = 0; x--; return x; }", &[]),
        Value::U16(65535)
    );
    assert_eq!(
        ret("int64_t f() { int64_t x = -1; return x >> 1; }", &[]),
        Value::I64(-1)
    );
    assert_eq!(
        ret(
            "int64_t f() { int64_t x = -8; return x / 3 * (int64_t)1000000000000; }",
            &[]
        )
        .to_string(),
        "-2000000000000"
    );
    // `int64_t` against `uint64_t` is compared unsigned, against `unsigned`
    // signed, as C's usual arithmetic conversions say.
    assert_eq!(
        int("int f() { int64_t x = -1; uint64_t y = 1; return x < y; }"),
        0
    );
    assert_eq!(
        int("int f() { int64_t x = -1; unsigned y = 1; return x < y; }"),
        1
    );
    assert_eq!(
        ret("size_t f() { size_t n = sizeof(uint8_t) + sizeof(int16_t) + sizeof(int64_t); return n; }", &[]),
        Value::Size(11)
    );
    assert_eq!(
        ret("int32_t f(int32_t a) { return a; }", &[5]),
        Value::Int(5)
    );
    let s = stop(
        "int64_t f() { int64_t x = 0x7fffffffffffffff; return x + 1; }",
        &[],
    );
    assert!(s.message.ends_with("overflows `int64_t`"), "{}", s.message);
    // A parameter takes its type's bits.
    assert_eq!(
        ret("int8_t f(int8_t a) { return a; }", &[0xff]),
        Value::I8(-1)
    );
}

/// stdint.h's least and fast types, with glibc's widths on x86-64 Linux;
/// the fast 16- and 32-bit unsigned ones are counts (`size_t`), not sets.
#[test]
fn least_and_fast_types_are_glibc_s() {
    for (t, size, signed) in [
        ("int_least8_t", 1, true),
        ("int_least16_t", 2, true),
        ("int_least32_t", 4, true),
        ("int_least64_t", 8, true),
        ("uint_least8_t", 1, false),
        ("uint_least16_t", 2, false),
        ("uint_least32_t", 4, false),
        ("uint_least64_t", 8, false),
        ("int_fast8_t", 1, true),
        ("int_fast16_t", 8, true),
        ("int_fast32_t", 8, true),
        ("int_fast64_t", 8, true),
        ("uint_fast8_t", 1, false),
        ("uint_fast16_t", 8, false),
        ("uint_fast32_t", 8, false),
        ("uint_fast64_t", 8, false),
        ("intmax_t", 8, true),
        ("uintmax_t", 8, false),
        ("ptrdiff_t", 8, true),
        ("ssize_t", 8, true),
    ] {
        let src = format!("int f() {{ {t} x = 0; x--; return (int)sizeof(x) * 10 + (x < 0); }}");
        assert_eq!(int(&src), size * 10 + i32::from(signed), "{t}");
    }
    assert_eq!(
        ret(
            "uint_fast8_t f() { uint_fast8_t x = 255; x++; return x; }",
            &[]
        ),
        Value::U8(0)
    );
    assert_eq!(
        ret("int_fast16_t f() { return 40000; }", &[]),
        Value::I64(40000)
    );
    assert_eq!(
        ret("uint_least16_t f() { return 70000; }", &[]),
        Value::U16(4464)
    );
    // The fast 16- and 32-bit unsigned types count; the 64-bit ones are sets.
    let n = ret(
        "uint_fast32_t f() { uint_fast32_t n = 0; n--; return n; }",
        &[],
    );
    assert_eq!(n, Value::Size(u64::MAX));
    assert!(!n.scalar().is_set());
    assert_eq!(
        ret("uint_fast16_t f(uint_fast16_t sq) { return sq + 1; }", &[9]),
        Value::Size(10)
    );
    assert_eq!(
        ret("uint_fast64_t f(uint_fast64_t b) { return b << 8; }", &[1]),
        Value::U64(256)
    );
    assert_eq!(
        ret("uint_least64_t f(uint_least64_t b) { return b; }", &[3]),
        Value::U64(3)
    );
    // A set shifted by a fast count stays a set.
    assert_eq!(
        ret("U64 f(U64 b) { uint_fast32_t s = 8; return b << s; }", &[1]),
        Value::U64(256)
    );
}

/// `long` and `long long` in any of C's spellings are `int64_t` (LP64, as
/// on x86-64 Linux); `unsigned long` and `unsigned long long` are `U64`.
#[test]
fn long_and_long_long_are_64_bit() {
    for t in [
        "long",
        "long int",
        "int long",
        "long long",
        "long long int",
        "long int long",
        "signed long",
        "long signed",
        "signed long int",
        "signed long long",
        "long signed long int",
    ] {
        let src = format!(
            "{t} f({t} a) {{ {t} x = a - 1; return x * 3000000000LL + (int)sizeof({t}); }}"
        );
        assert_eq!(ret(&src, &[0]), Value::I64(-2_999_999_992), "{t}");
        let src = format!("int f() {{ return ({t})-1 < 0; }}");
        assert_eq!(int(&src), 1, "{t}");
    }
    for t in [
        "unsigned long",
        "long unsigned",
        "unsigned long int",
        "unsigned long long",
        "long long unsigned int",
        "long unsigned long",
        "int long long unsigned",
    ] {
        let src = format!("{t} f() {{ {t} x = 0; x--; return x; }}");
        assert_eq!(ret(&src, &[]), Value::U64(u64::MAX), "{t}");
    }
    // A `long long` that overflows stops the run, as `int64_t`'s does.
    let s = stop(
        "long long f() { long long x = 9223372036854775807LL; return x + 1; }",
        &[],
    );
    assert!(s.message.ends_with("overflows `int64_t`"), "{}", s.message);
    assert_eq!(
        diag("int f() { signed unsigned x = 0; return x; }").message,
        "`signed unsigned` is not a C type"
    );
    assert_eq!(
        diag("int f() { long int int x = 0; return x; }").message,
        "`long int int` is not a C type"
    );
    assert_eq!(
        diag("int f() { short x = 0; return x; }").message,
        "`short` is not supported"
    );
}

/// The `L` and `LL` suffixes type a literal as C11 6.4.4.1 says, `long`
/// being 64-bit: a decimal one is `long` (signed) or an error; a hex,
/// octal or binary one too big for `long` is `unsigned long`.
#[test]
fn long_suffixes_follow_c() {
    // Signed: below 0 compares as below 0.
    for lit in [
        "1LL",
        "1ll",
        "1L",
        "1l",
        "0x1LL",
        "01L",
        "0b1LL",
        "0x7FFFFFFFFFFFFFFFLL",
    ] {
        assert_eq!(
            int(&format!("int f() {{ return -{lit} < 0; }}")),
            1,
            "{lit}"
        );
        assert_eq!(
            int(&format!("int f() {{ return (int)sizeof({lit}); }}")),
            8,
            "{lit}"
        );
    }
    assert_eq!(
        ret("long long f() { return 9223372036854775807LL; }", &[]),
        Value::I64(i64::MAX)
    );
    // Too big for `long`: `unsigned long` (hex, octal, binary).
    for lit in [
        "0xFFFFFFFFFFFFFFFFLL",
        "0x8000000000000000L",
        "01777777777777777777777LL",
        "0b1000000000000000000000000000000000000000000000000000000000000000LL",
    ] {
        assert_eq!(
            int(&format!("int f() {{ return -{lit} > 0; }}")),
            1,
            "{lit}"
        );
    }
    // `U` with `L`/`LL` is unsigned, as before.
    for lit in ["1ULL", "1LLU", "1UL", "1lu"] {
        assert_eq!(
            int(&format!("int f() {{ return -{lit} > 0; }}")),
            1,
            "{lit}"
        );
    }
    // `1LL << 63` overflows `long long`: said with the fix.
    let s = stop("U64 f(int sq) {\n  return 1LL << sq;\n}", &[63]);
    assert_eq!(
        (s.reason, s.line, s.message.as_str()),
        (
            StopReason::Undefined,
            2,
            "`1LL << sq` overflows `int64_t`; write `1ULL << sq` for a 64-bit set"
        )
    );
    assert_eq!(u64v("U64 f(int sq) { return 1LL << sq; }", &[62]), 1 << 62);
    // A decimal literal with `L`/`LL` is never unsigned.
    assert_eq!(
        diag("U64 f() { return 18446744073709551615LL; }").message,
        "the decimal literal `18446744073709551615` with an `L`/`LL` suffix is too big for a signed `long long`; write the suffix `ULL`"
    );
}

/// A name no type is, before a declarator, is named as the type it was
/// meant to be, not as a missing `;`.
#[test]
fn unknown_type_names_are_named() {
    let d = diag("int f() {\n  uint9_t y = 3;\n  return y;\n}");
    assert_eq!(
        d.message,
        "`uint9_t` is not a type this subset knows; did you mean `uint8_t`?"
    );
    assert_eq!((d.pos.line, d.pos.column), (2, 3));
    let d = diag("int f() {\n  Piece y = 3;\n  return y;\n}");
    assert_eq!(
        d.message.replace("`Piece`", "`uint9_t`"),
        "`uint9_t` is not a type this subset knows; use `uint8_t`, `uint16_t`, `uint32_t`, `uint64_t` (`U64`), their `int` forms, `int`, `unsigned`, `bool` or a `typedef` of one"
    );
    assert_eq!((d.pos.line, d.pos.column), (2, 3));
    let d = diag("unit64_t g;\nint f() { return 0; }");
    assert_eq!(
        d.message,
        "`unit64_t` is not a type this subset knows; did you mean `uint64_t`?"
    );
    assert_eq!((d.pos.line, d.pos.column), (1, 1));
    let d = diag("int f(Square s) { return 0; }");
    assert!(
        d.message
            .starts_with("`Square` is not a type this subset knows"),
        "{}",
        d.message
    );
    assert_eq!((d.pos.line, d.pos.column), (1, 7));
    // A misspelt keyword is still said as such.
    assert_eq!(
        diag("int f(int x) { retrun x; }").message,
        "`retrun` is no C keyword; did you mean `return`?"
    );
}

/// `enum` constants are `int` constants, numbered as C numbers them; an
/// enum type is an `int`.
#[test]
fn enums_are_int_constants() {
    let src = "enum Direction { NORTH = 8, SOUTH = -8, EAST = 1, WEST = -EAST };\nenum { A, B, C, COUNT };\ntypedef enum { X = 5, Y, Z } Dir;\nint tbl[COUNT];\nint f(enum Direction d, Dir e) {\n  enum Direction g = SOUTH;\n  switch (d) {\n  case NORTH: return 100 + g;\n  case WEST: return 200 + e;\n  default: return A * 1000 + B * 100 + C * 10 + Z + (int)sizeof(tbl);\n  }\n}";
    assert_eq!(ret(src, &[8, 0]), Value::Int(92));
    assert_eq!(ret(src, &[0xffff_ffff, 7]), Value::Int(207));
    assert_eq!(ret(src, &[3, 0]), Value::Int(139));
    let d = diag("enum E { P, Q, P };\nint f() { return P; }");
    assert_eq!(d.message, "`P` is declared twice");
    assert_eq!((d.pos.line, d.pos.column), (1, 16));
    let d = diag("enum E { P = 4000000000 };\nint f() { return P; }");
    assert_eq!(
        d.message,
        "the value of `P`, 4000000000, does not fit in `int`"
    );
    let d = diag("int v;\nenum E { P = v };\nint f() { return P; }");
    assert_eq!(d.message, "the value of `P` must be a constant");
    assert_eq!((d.pos.line, d.pos.column), (2, 14));
    let d = diag("enum E { P };\nint f() { P = 2; return P; }");
    assert_eq!(
        d.message,
        "`P` is an enumeration constant: it cannot be assigned"
    );
}

/// `assert`: a failing one stops the run at its line, a passing one does
/// nothing.
#[test]
fn assert_stops_the_run_when_it_fails() {
    let src = "#include <assert.h>\nU64 f(U64 att) {\n  assert(att != 0);\n  return att;\n}";
    assert_eq!(u64v(src, &[5]), 5);
    let s = stop(src, &[0]);
    assert_eq!(
        (s.reason, s.line, s.message.as_str()),
        (StopReason::Assert, 3, "assertion `att != 0` failed")
    );
    assert_eq!(s.reason.name(), "assert");
    assert_eq!(
        diag("int f(int x) { return assert(x); }").message,
        "`assert` returns `void`: its call has no value"
    );
    assert_eq!(
        diag("int f(int x) { assert(x, 1); return x; }").message,
        "`assert` takes 1 argument, not 2"
    );
}

/// `NDEBUG` turns `assert` off as assert.h does: defined where
/// `<assert.h>` is included (or, with no such line, anywhere before the
/// assert), it makes `assert(x)` `((void)0)`, `x` unread.
#[test]
fn ndebug_turns_assert_off() {
    let off = "#define NDEBUG\n#include <assert.h>\nU64 f(U64 att) {\n  assert(att != 0);\n  return att;\n}";
    let r = go(off, &[0]);
    assert_eq!((r.stop, r.ret), (None, Some(Value::U64(0))));
    // No statement runs for it: the run's one step is the `return`.
    assert_eq!((r.steps, r.frames[0].line), (1, 5));
    // Its argument is not evaluated, nor even read.
    let src = "#define NDEBUG\n#include <assert.h>\nint n;\nint g() { n++; return 0; }\nint f(int x) {\n  assert(g());\n  assert(x / 0);\n  assert(undeclared == 'c');\n  return n;\n}";
    assert_eq!(ret(src, &[0]), Value::Int(0));
    // Without the `#include`, `NDEBUG` anywhere before the assert.
    let src = "int f(int x) {\n#define NDEBUG\n  assert(x);\n  return 1;\n}";
    assert_eq!(ret(src, &[0]), Value::Int(1));
    let src = "#define NDEBUG 1\n#include <cassert>\nint f(int x) { assert(x); return 1; }";
    assert_eq!(ret(src, &[0]), Value::Int(1));
    // Still on: `NDEBUG` defined after the include, or after the assert,
    // or undefined before a second include.
    let on = |src: &str| {
        let s = stop(src, &[0]);
        assert_eq!(
            (s.reason, s.message.as_str()),
            (StopReason::Assert, "assertion `x` failed"),
            "{src}"
        );
    };
    on("#include <assert.h>\n#define NDEBUG\nint f(int x) { assert(x); return 1; }");
    on("int f(int x) { assert(x); return 1; }\n#define NDEBUG");
    on("#define NDEBUG\n#undef NDEBUG\nint f(int x) { assert(x); return 1; }");
    on("#define NDEBUG\n#include <assert.h>\n#undef NDEBUG\n#include <assert.h>\nint f(int x) { assert(x); return 1; }");
    // A macro `assert` of the source's own is left alone.
    let src = "#define assert(c) if (!(c)) return 7\n#define NDEBUG\nint f(int x) { assert(x); return 1; }";
    assert_eq!(ret(src, &[0]), Value::Int(7));
}

/// `(void)x;` evaluates `x` and drops it, as C does.
#[test]
fn casts_to_void_are_dropped_values() {
    assert_eq!(
        int("int g(int *p) { p[0]++; return 7; }\nint f() { int a[1] = {1}; int unused = 3; (void)unused; (void)g(a); (void)(a[0] += 10); return a[0]; }"),
        12
    );
    assert_eq!(
        int("void h(int x) { (void)x; }\nint f() { (void)h(1); return 1; }"),
        1
    );
    // A name cast to void is not read: one never assigned is no error.
    assert_eq!(int("int f() { int q; (void)q; return 2; }"), 2);
    assert!(diag("int f() { (void)nothing; return 2; }")
        .message
        .contains("`nothing`"));
    let d = diag("int f(int x) {\n  int y = (void)x;\n  return y;\n}");
    assert_eq!(d.message, "a cast to `void` has no value");
    assert_eq!((d.pos.line, d.pos.column), (2, 11));
}

/// The 32-bit forms of the compilers' bit counts, and `ffs`.
#[test]
fn thirty_two_bit_intrinsics() {
    let int = Value::Int;
    assert_eq!(
        ret(
            "int f(unsigned b) { return __builtin_popcount(b); }",
            &[0xf0f]
        ),
        int(8)
    );
    assert_eq!(
        ret("int f(unsigned b) { return __builtin_ctz(b); }", &[0x100]),
        int(8)
    );
    assert_eq!(
        ret("int f(unsigned b) { return __builtin_clz(b); }", &[0x100]),
        int(23)
    );
    // Cut to 32 bits, as the `unsigned` parameter cuts it.
    assert_eq!(
        ret(
            "int f(U64 b) { return __builtin_popcount(b); }",
            &[0x1_0000_0001]
        ),
        int(1)
    );
    assert_eq!(
        ret("int f(int b) { return __builtin_ffs(b); }", &[0x100]),
        int(9)
    );
    assert_eq!(
        ret("int f(int b) { return __builtin_ffs(b); }", &[0]),
        int(0)
    );
    assert_eq!(
        ret("int f(U64 b) { return __builtin_ffsll(b); }", &[1 << 40]),
        int(41)
    );
    assert_eq!(
        ret("int f(U64 b) { return __builtin_ffsll(b); }", &[0]),
        int(0)
    );
    for (name, src) in [
        ("__builtin_ctz", "int f() { return __builtin_ctz(0); }"),
        ("__builtin_clz", "int f() { return __builtin_clz(0); }"),
    ] {
        let s = stop(src, &[]);
        assert!(
            s.message.starts_with(&format!("{name}(0) is undefined")),
            "{}",
            s.message
        );
    }
    let d = diag("int f(U64 b) {\n  int idx;\n  if (_BitScanForward64(&idx, b)) return idx;\n  return -1;\n}");
    assert_eq!(
        d.message,
        "`_BitScanForward64` writes its answer through a pointer, which the subset does not model; write `if (b) idx = __builtin_ctzll(b);`"
    );
    assert_eq!((d.pos.line, d.pos.column), (3, 7));
    assert_eq!(
        diag("int f(U64 occ) { unsigned long sq; _BitScanReverse64(&sq, occ); return sq; }").message,
        "`_BitScanReverse64` writes its answer through a pointer, which the subset does not model; write `if (occ) sq = 63 - __builtin_clzll(occ);`"
    );
}

/// C23's (and C++14's) digit separators.
#[test]
fn digit_separators() {
    assert_eq!(
        u64v("U64 f() { return 0xFFFF'FFFF'0000'0000ULL; }", &[]),
        0xffff_ffff_0000_0000
    );
    assert_eq!(int("int f() { return 1'000'000; }"), 1_000_000);
    assert_eq!(int("int f() { return 0b1'0000; }"), 16);
    let d = diag("int f() { return 0x'FF; }");
    assert_eq!(
        d.message,
        "`0x'FF`: a digit separator `'` must stand between two digits"
    );
    // Two in a row are named as separators, not as a character literal.
    assert_eq!(
        diag("U64 f() { return 0xFFFF''0000ULL; }").message,
        "`0xFFFF''0000ULL`: a digit separator `'` must stand between two digits"
    );
    // A character literal after a number is still one.
    assert!(diag("int f() { return 1 + 'a'; }").message.contains("97"));
}

/// A message prints an expression with the brackets written, and a
/// rotation that carries a bit both across the file edge and round the
/// ends says both.
#[test]
fn messages_keep_the_brackets_and_say_both_crossings() {
    let s = stop("U64 f(int n) { return ~0ULL >> (64 - n); }", &[0]);
    assert!(
        s.message
            .starts_with("`~0ULL >> (64 - n)` with 64 - n = 64:"),
        "{}",
        s.message
    );
    let s = stop("U64 f(U64 b, int n) { return (b | 1) << ((n)); }", &[1, 64]);
    assert!(
        s.message.starts_with("`(b | 1) << n` with n = 64:"),
        "{}",
        s.message
    );
    let r = go("U64 f(U64 k) { return rotateLeft(k, 9); }", &[1 << 63]);
    let m = &r.warnings[0].message;
    assert!(
        m.contains("across the a/h-file edge and round between the top and bottom ranks onto a2"),
        "{m}"
    );
}

/// An undefined `int` shift folded at compile time (a `case` value, an
/// `enum` constant, an array's length) is refused with the words a run
/// stops with at the same shift, at the shift's line and column, not as
/// "no constant".
#[test]
fn an_undefined_shift_folded_at_compile_time_is_said_as_at_run_time() {
    let at_run = |shift: &str| {
        let src = format!("int f(int x) {{\n  int k = {shift};\n  return k;\n}}");
        stop(&src, &[0]).message
    };
    let cases = [
        (
            "int f(int x) {\n  switch (x) {\n  case 1 << 40: return 1;\n  }\n  return 0;\n}",
            "1 << 40",
            (3, 10),
        ),
        (
            "#define BIG (1 << 31)\nint f(int x) {\n  switch (x) {\n    case 2: case BIG: return 1;\n  }\n  return 0;\n}",
            "1 << 31",
            (4, 18),
        ),
        (
            "enum { TOP = 3 << 30 };\nint f(int x) { return TOP; }",
            "3 << 30",
            (1, 16),
        ),
        (
            "int f(int x) {\n  U64 a[1 << 33];\n  return 0;\n}",
            "1 << 33",
            (2, 11),
        ),
        (
            "int f(int x) {\n  switch (x) {\n  case -1 << 3: return 1;\n  }\n  return 0;\n}",
            "-1 << 3",
            (3, 11),
        ),
        (
            "int f(int x) {\n  switch (x) {\n  case 1 << -2: return 1;\n  }\n  return 0;\n}",
            "1 << -2",
            (3, 10),
        ),
    ];
    for (src, shift, at) in cases {
        let d = diag(src);
        assert_eq!(d.message, at_run(shift), "{src}");
        assert_eq!((d.pos.line, d.pos.column), at, "{src}");
    }
    assert_eq!(
        at_run("3 << 30"),
        "`3 << 30` overflows `int`; write `3ULL << 30` for a 64-bit set"
    );
    // A branch not taken is not folded, as in C; a shift of a variable is
    // no constant at all.
    let src =
        "int f(int x) {\n  switch (x) {\n  case 1 ? 2 : 1 << 40: return 1;\n  }\n  return 0;\n}";
    assert_eq!(ret(src, &[2]), Value::Int(1));
    let d = diag("int f(int x) {\n  switch (x) {\n  case x << 40: return 1;\n  }\n  return 0;\n}");
    assert_eq!(d.message, "a `case` value must be a constant");
    // The fix for a shift of a constant that is not a literal is a cast.
    let s = stop(
        "const int ONE = 1;\nU64 f(int sq) { return ONE << sq; }",
        &[40],
    );
    assert!(
        s.message
            .ends_with("write `(U64)ONE << sq` for a 64-bit set"),
        "{}",
        s.message
    );
}

/// The one wrap warning of `return b <op>;` run on `b`.
fn wrap_said(ty: &str, op: &str, b: u128) -> Warning {
    let r = go(&format!("{ty} f({ty} b) {{\n  return b {op};\n}}"), &[b]);
    assert_eq!(r.warnings.len(), 1, "{op}: {:?}", r.warnings);
    r.warnings[0].clone()
}

/// Every wrap distance names the files the bits left and reached, and the
/// squares, worked out by hand: on rank 4/5, the three files at each edge.
#[test]
fn every_wrap_distance_names_its_files() {
    // 8x8: square = rank * 8 + file; h4 = 31, g4 = 30, f4 = 29; a5 = 32.
    let (f4, g4, h4) = (1u128 << 29, 1u128 << 30, 1u128 << 31);
    let (a5, b5, c5) = (1u128 << 32, 1u128 << 33, 1u128 << 34);
    let east = [
        // h4 + 1 = a5.
        ("<< 1", h4, a5, "onto a5 (from the h-file to the a-file); mask them off (`& notAFile`)"),
        // g4 + 2 = a5, h4 + 2 = b5.
        ("<< 2", h4 | g4, a5 | b5, "onto a5 and b5 (from the g- and h-files to the a- and b-files); mask them off (`& notABFile`)"),
        // One rank and two files: g4 + 10 = a6 (40), h4 + 10 = b6 (41).
        ("<< 10", h4 | g4, 3 << 40, "onto a6 and b6 (from the g- and h-files to the a- and b-files); mask them off (`& notABFile`)"),
        // f4, g4, h4 + 3 = a5, b5, c5.
        ("<< 3", f4 | g4 | h4, a5 | b5 | c5, "onto a5, b5 and c5 (from the f- to h-files to the a- to c-files); mask them off (the a- to c-files)"),
    ];
    for (op, b, wrapped, says) in east {
        let w = wrap_said("U64", op, b);
        assert_eq!(w.squares, wrapped, "{op}");
        assert!(w.message.contains(says), "{op}: {}", w.message);
    }
    let west = [
        (">> 1", a5 | b5, h4, "onto h4 (from the a-file to the h-file); mask them off (`& notHFile`)"),
        (">> 2", a5 | b5, g4 | h4, "onto g4 and h4 (from the a- and b-files to the g- and h-files); mask them off (`& notGHFile`)"),
        (">> 3", a5 | b5 | c5, f4 | g4 | h4, "onto f4, g4 and h4 (from the a- to c-files to the f- to h-files); mask them off (the f- to h-files)"),
    ];
    for (op, b, wrapped, says) in west {
        let w = wrap_said("U64", op, b);
        assert_eq!(w.squares, wrapped, "{op}");
        assert!(w.message.contains(says), "{op}: {}", w.message);
    }
    // 9x9: square = rank * 9 + file; g4 = 33, h4 = 34, i4 = 35; a5 = 36.
    let n = "unsigned __int128";
    let (g4, h4, i4) = (1u128 << 33, 1u128 << 34, 1u128 << 35);
    let (a5, b5, c5) = (1u128 << 36, 1u128 << 37, 1u128 << 38);
    let nine = [
        ("<< 1", i4, a5, "a/i-file edge onto a5 (from the i-file to the a-file); mask them off before"),
        ("<< 2", h4 | i4, a5 | b5, "a/i-file edge onto a5 and b5 (from the h- and i-files to the a- and b-files); mask them off (the a- and b-files)"),
        ("<< 3", g4 | h4 | i4, a5 | b5 | c5, "onto a5, b5 and c5 (from the g- to i-files to the a- to c-files); mask them off (the a- to c-files)"),
        (">> 1", a5, i4, "a/i-file edge onto i4 (from the a-file to the i-file); mask them off before"),
        (">> 2", a5 | b5, h4 | i4, "onto h4 and i4 (from the a- and b-files to the h- and i-files); mask them off (the h- and i-files)"),
        (">> 3", a5 | b5 | c5, g4 | h4 | i4, "onto g4, h4 and i4 (from the a- to c-files to the g- to i-files); mask them off (the g- to i-files)"),
    ];
    for (op, b, wrapped, says) in nine {
        let w = wrap_said(n, op, b);
        assert_eq!(w.squares, wrapped, "{op}");
        assert!(w.message.contains(says), "{op}: {}", w.message);
    }
}

/// One site shifting by one file, then two (`b << s` in a loop), or two
/// sites the same way: the files named span every wrapped bit, not the
/// first shift's one file while the squares include the b-file.
#[test]
fn a_wrap_by_several_distances_names_the_widest() {
    let h2 = 1u128 << 15;
    let looped = "U64 f(U64 b) {\n  U64 r = 0;\n  for (int s = 1; s <= 2; s++)\n    r |= b << s;\n  return r;\n}";
    let r = go(looped, &[h2]);
    assert_eq!(r.warnings.len(), 1);
    // h2 + 1 = a3 (16), h2 + 2 = b3 (17).
    assert_eq!(r.warnings[0].squares, 3 << 16);
    assert_eq!(r.warnings[0].message, "`b << s` moved bits across the a/h-file edge onto a3 and b3 (from the g- and h-files to the a- and b-files); mask them off (`& notABFile`) before they are used.");
    let r = go("U64 f(U64 b) {\n  return (b << 1) | (b << 2);\n}", &[h2]);
    assert!(
        r.warnings[0]
            .message
            .contains("onto a3 and b3 (from the g- and h-files to the a- and b-files)"),
        "{}",
        r.warnings[0].message
    );
    // Three amounts: the third's bits join the second's, and its file too.
    let r = go(&looped.replace("s <= 2", "s <= 3"), &[h2]);
    assert!(
        r.warnings[0]
            .message
            .contains("onto a3, b3 and c3 (from the f- to h-files to the a- to c-files)"),
        "{}",
        r.warnings[0].message
    );
}

/// Messages quote a literal as written: its suffix and its base kept
/// (`1u << 40` is not `1 << 40`), and the fix swaps the suffix for `ULL`.
#[test]
fn messages_quote_literals_as_written() {
    let case = |c: &str| {
        diag(&format!(
            "int f(int x) {{\n  switch (x) {{\n  case {c}: return 1;\n  }}\n  return 0;\n}}"
        ))
        .message
    };
    assert_eq!(case("1u << 40"), "`1u << 40`: shifting a 32-bit value by 32 or more is undefined in C; write `1ULL << 40` for a 64-bit set");
    // A literal amount is its own value: no "with 0x28 = 40".
    assert_eq!(case("0x1 << 0x28"), "`0x1 << 0x28`: shifting an `int` by 32 or more is undefined in C; write `0x1ULL << 0x28` for a 64-bit set");
    assert_eq!(
        case("1ll << 63"),
        "`1ll << 63` overflows `int64_t`; write `1ULL << 63` for a 64-bit set"
    );
    // Through a macro: the literal its body wrote.
    let r = diag("#define ONE 1U\nint f(int x) {\n  switch (x) {\n  case ONE << 33: return 1;\n  }\n  return 0;\n}");
    assert!(r.message.starts_with("`1U << 33`:"), "{}", r.message);
    let s = stop("U64 f(int x) {\n  return 0x1u << x;\n}", &[40]);
    assert_eq!(s.message, "`0x1u << x` with x = 40: shifting a 32-bit value by 32 or more is undefined in C; write `0x1ULL << x` for a 64-bit set");
    let w = &go("U64 f(U64 b) {\n  return b << 0x2;\n}", &[1 << 7]).warnings[0];
    assert!(
        w.message.starts_with("`b << 0x2` moved bits"),
        "{}",
        w.message
    );
}

/// C takes no `const` object as a `case` value (gcc -std=c11: "case label
/// does not reduce to an integer constant"), though C++ takes a `const`
/// variable: refused with the fix, while `#define` and `enum` work.
#[test]
fn a_const_object_is_no_case_value() {
    let sw = |decl: &str, local: &str, c: &str| {
        format!("{decl}int f(int x) {{\n  {local}switch (x) {{\n  case {c}: return 1;\n  }}\n  return 0;\n}}")
    };
    let d = diag(&sw("", "const int n = 3;\n  ", "n"));
    assert_eq!(d.message, "a `case` value must be a constant expression, and in C `n`, a `const` object, is none (C++ takes it; gcc -std=c11 refuses it); use a `#define` or an `enum` constant");
    assert_eq!((d.pos.line, d.pos.column), (4, 3));
    let d = diag(&sw("const int n = 3;\n", "", "n + 1"));
    assert!(
        d.message.contains("in C `n`, a `const` object"),
        "{}",
        d.message
    );
    // C++ refuses an element too.
    let d = diag(&sw("const int T[2] = {1, 2};\n", "", "T[1]"));
    assert!(
        d.message
            .contains("in C `T[1]`, a `const` object, is none (gcc -std=c11"),
        "{}",
        d.message
    );
    for (decl, c) in [
        ("#define N 3\n", "N"),
        ("enum { N = 3 };\n", "N"),
        ("", "3"),
        ("", "sizeof(int) - 1"),
    ] {
        let r = go(&sw(decl, "", c), &[3]);
        assert_eq!(r.ret, Some(Value::Int(1)), "{decl}{c}");
    }
    // A `const` read in a body is not the next label's.
    let r = go("int f(int x) {\n  const int n = 3;\n  switch (x) {\n  case 3: return n;\n  case 4: return 0;\n  }\n  return 0;\n}", &[3]);
    assert_eq!(r.ret, Some(Value::Int(3)));
}
