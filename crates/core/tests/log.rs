//! The log reader: every accepted form, every mapping, and any list of
//! values printed in any accepted form read back exactly.

use fillscope_core::log::{read, Mapping};
use fillscope_core::{Bitboard, Square};
use proptest::prelude::*;

fn values(text: &str) -> Vec<(Option<String>, u64)> {
    read(text, Mapping::A1B1)
        .frames
        .into_iter()
        .map(|f| (f.name, f.value.0))
        .collect()
}

#[test]
fn every_form() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(values("gen = 0x10"), [(n("gen"), 0x10)]);
    assert_eq!(values("pro: 255"), [(n("pro"), 255)]);
    assert_eq!(values("$1 = 268435456"), [(n("$1"), 268_435_456)]);
    assert_eq!(values("$12 = 0xFF"), [(n("$12"), 0xff)]);
    assert_eq!(
        values("asp[2]=0x0000003828180000"),
        [(n("asp[2]"), 0x3828180000)]
    );
    assert_eq!(
        values("  0x8000000000000001  "),
        [(None, 0x8000_0000_0000_0001)]
    );
    assert_eq!(values("42"), [(None, 42)]);
    // Indices may be names too, as fillscope's own traces write them.
    assert_eq!(
        values("con[N] = 0xff, asp[i]: 3"),
        [(n("con[N]"), 0xff), (n("asp[i]"), 3)]
    );
    // Exactly 16 hex digits are hex, even when every digit is 0-9.
    assert_eq!(values("0000000000000010"), [(None, 0x10)]);
    assert_eq!(values("x = 0000000000000010"), [(n("x"), 0x10)]);
    // Several on a line, and numbers that are not values.
    assert_eq!(
        values("step 3: gen = 0x10, pro = 0xff; flood: 7 (iteration 2)"),
        [(n("gen"), 0x10), (n("pro"), 0xff), (n("flood"), 7)]
    );
    assert_eq!(values("if (a == 3) b = 4"), [(n("b"), 4)]);
    assert_eq!(values("s.flood = 1"), [(n("s.flood"), 1)]);
    // C suffixes, binary, and negative numbers as their two's complement.
    assert_eq!(values("0x10000000ULL"), [(None, 0x1000_0000)]);
    assert_eq!(
        values("gen = 0xffUL, pro: 12u, x = 7LL"),
        [(n("gen"), 0xff), (n("pro"), 12), (n("x"), 7)]
    );
    assert_eq!(values("b = 0b101"), [(n("b"), 5)]);
    // Digits grouped as Rust and C++14 write them, never cut at the mark.
    assert_eq!(
        values("z = 0x1_0000, q = 0x0101'0101'0101'0101ULL"),
        [(n("z"), 0x1_0000), (n("q"), 0x0101_0101_0101_0101)]
    );
    assert_eq!(values("0xffff'0000'0000'0000"), [(None, 0xffff << 48)]);
    assert_eq!(values("n: 1'000"), [(n("n"), 1000)]);
    // As the register fields read them: a leading 0 (octal in C) and a `'`
    // not between two digits make no value; 16 bare digits are hex.
    for text in ["sq1 = 017", "sq1 = 0x'10"] {
        assert_eq!(values(text), [], "{text}");
        assert_eq!(read(text, Mapping::A1B1).skipped.len(), 1, "{text}");
    }
    assert_eq!(values("sq1 = 0000000010000000"), [(n("sq1"), 0x1000_0000)]);
    // With a C suffix, 16 digits are C's, as in the register fields: a
    // leading 0 is octal (refused), and the rest decimal.
    let octal = read("gen = 0000000010000000ULL", Mapping::A1B1);
    assert_eq!(octal.frames, []);
    assert!(
        octal.skipped[0].why.contains("octal in C"),
        "{}",
        octal.skipped[0].why
    );
    assert_eq!(
        values("gen = 1000000000000000ULL"),
        [(n("gen"), 1_000_000_000_000_000)]
    );
    assert_eq!(
        fillscope_core::parse::parse_bitboard("1000000000000000ULL").map(|b| b.0),
        Ok(1_000_000_000_000_000)
    );
    assert_eq!(values("x = 0"), [(n("x"), 0)]);
    assert_eq!(values("result: -1"), [(n("result"), u64::MAX)]);
    assert_eq!(values("-2"), [(None, u64::MAX - 1)]);
    assert_eq!(values("m = -9223372036854775808"), [(n("m"), 1 << 63)]);
    // googletest: the expression on one line, `Which is:` its value on the
    // next, named by the expression as printed, a name or not.
    let gtest = "Expected equality of these values:\n  attacks\n    Which is: 18446744073709551615\n  kogge(sq, occ)\n    Which is: 0x10";
    assert_eq!(
        values(gtest),
        [(n("attacks"), u64::MAX), (n("kogge(sq, occ)"), 0x10)]
    );
    // The expressions that name values are no unread lines; the others are.
    let unread: Vec<usize> = read(gtest, Mapping::A1B1)
        .skipped
        .iter()
        .map(|s| s.line)
        .collect();
    assert_eq!(unread, [1]);
    // googletest prints integers in decimal: 16 decimal digits there are
    // decimal, not hex, after `Which is:`, `Actual:` and `Expected:`.
    let gtest = "  ply3\n    Which is: 4521260802379792\n  Actual: 4521260802379792\nExpected: 0x0010101010101010";
    assert_eq!(
        values(gtest),
        [
            (n("ply3"), 4_521_260_802_379_792),
            (n("Actual"), 4_521_260_802_379_792),
            (n("Expected"), 0x0010_1010_1010_1010)
        ]
    );
    assert_eq!(4_521_260_802_379_792_u64, 0x0010_1010_1010_1010);
    // Elsewhere 16 digits are hex, as documented.
    assert_eq!(
        values("x = 4521260802379792"),
        [(n("x"), 0x4521_2608_0237_9792)]
    );
    // A place in a source file is no value; the value after it is read.
    let failure = "reach_test.cc:88: Failure\nmain.c:12:5: note\nreach.ply[3] = 0x10";
    assert_eq!(values(failure), [(n("reach.ply[3]"), 0x10)]);
    // Nor is a comment.
    assert_eq!(values("// engine uses a8 = 0\ngen = 1"), [(n("gen"), 1)]);
    let log = read(
        "// engine uses a8 = 0\nreach_test.cc:88: Failure",
        Mapping::A1B1,
    );
    assert_eq!(log.skipped[0].why, "a comment");
    assert_eq!(log.skipped[1].why, "a place in a source file");
}

// googletest's `Which is:` after a number writes that number again: one
// value, not a nameless copy (the old form named the copy nothing, the
// newer form gave three values for two).
#[test]
fn googletest_writes_a_number_once() {
    let old = "Value of: attacks\n  Actual: 1052688\nExpected: 0x101010\nWhich is: 1052688";
    assert_eq!(
        values(old),
        [
            (Some("attacks".into()), 1_052_688),
            (Some("Expected".into()), 0x10_1010)
        ]
    );
    let new =
        "Expected equality of these values:\n  soutOccl(gen, pro)\n    Which is: 269488144\n  \
               0x10101010ULL\n    Which is: 269488144";
    assert_eq!(
        values(new),
        [
            (Some("soutOccl(gen, pro)".into()), 269_488_144),
            (None, 0x1010_1010)
        ]
    );
    let log = read(new, Mapping::A1B1);
    assert!(
        log.skipped.iter().any(|s| s
            .why
            .contains("decimal form of the number on the line before")),
        "{:?}",
        log.skipped
    );
}

#[test]
fn gdb_prints_and_arrays() {
    let n = |s: &str| Some(s.to_string());
    // An array: each element, named after gdb's `$N`; the zeros that end
    // it (gdb's `<repeats N times>` or not) left out.
    assert_eq!(
        values("$2 = {16, 0x1000, 0 <repeats 62 times>}"),
        [(n("$2[0]"), 16), (n("$2[1]"), 0x1000)]
    );
    assert_eq!(
        values("$3 = {0x1, 0x0, 0x4, 0x0, 0x0}"),
        [(n("$3[0]"), 1), (n("$3[1]"), 0), (n("$3[2]"), 4)]
    );
    assert_eq!(
        values("$4 = {7 <repeats 3 times>, 9}"),
        [
            (n("$4[0]"), 7),
            (n("$4[1]"), 7),
            (n("$4[2]"), 7),
            (n("$4[3]"), 9)
        ]
    );
    // gdb prints in decimal: 16 decimal digits are decimal there, as
    // after googletest's labels (hex is 0x).
    assert_eq!(
        values("$1 = 4521260802379792\n$2 = {4521260802379792, 0x10}"),
        [
            (n("$1"), 0x0010_1010_1010_1010),
            (n("$2[0]"), 0x0010_1010_1010_1010),
            (n("$2[1]"), 0x10)
        ]
    );
    // An array of zeros is one zero; a list cut at gdb's limit ends at `...`.
    assert_eq!(values("$5 = {0 <repeats 64 times>}"), [(n("$5[0]"), 0)]);
    assert_eq!(
        values("$6 = {1, 2, ...}"),
        [(n("$6[0]"), 1), (n("$6[1]"), 2)]
    );
    // The print command on the line before names the values, and is no
    // unread line; one that prints no name leaves gdb's.
    let session = "(gdb) p gen\n$1 = 0x10\n(gdb) p/x asp\n$2 = {0x10, 0x1000, 0x0 <repeats 62 times>}\n(gdb) print 1+2\n$3 = 3";
    assert_eq!(
        values(session),
        [
            (n("gen"), 0x10),
            (n("asp[0]"), 0x10),
            (n("asp[1]"), 0x1000),
            (n("$3"), 3)
        ]
    );
    let unread: Vec<usize> = read(session, Mapping::A1B1)
        .skipped
        .iter()
        .map(|s| s.line)
        .collect();
    assert_eq!(unread, [5]);
    // A name that only starts like the printed one is not named by it.
    let log = read("(gdb) p gen\ngeneration = 5", Mapping::A1B1);
    assert_eq!(log.frames[0].name.as_deref(), Some("generation"));
    assert_eq!(log.skipped.len(), 1);
    // What is not read says why; the element count is bounded.
    let why = |line: &str| read(line, Mapping::A1B1).skipped[0].why.clone();
    assert!(why("$7 = {{1, 2}, {3, 4}}").contains("print one row"));
    assert_eq!(
        why("$8 = {1, zz, 3}"),
        "element 1 of $8, `zz`, is not a number"
    );
    assert_eq!(
        why("$9 = {1, 0x1ffffffffffffffff}"),
        "0x1ffffffffffffffff is 2^64 or more: a bitboard holds 64 bits"
    );
    let many = values("$10 = {1 <repeats 4000000000 times>}");
    assert_eq!(many.len(), 4096);
}

/// gdb's `p expr` prints `$N = value`: the value is named after what the
/// print command printed, a name or an expression with a name in it, as
/// a test framework's values are; gdb's format letter may follow a space.
/// They were named `$N` but for a plain name. With no print command, or
/// one that prints a literal, gdb's `$N` stays.
#[test]
fn gdb_names_a_value_after_the_expression_printed() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(values("(gdb) p flood\n$1 = 0x10"), [(n("flood"), 0x10)]);
    assert_eq!(
        values("(gdb) p s->flood\n$2 = 0x10"),
        [(n("s->flood"), 0x10)]
    );
    assert_eq!(
        values("(gdb) print flood & ~pro\n$3 = 16"),
        [(n("flood & ~pro"), 16)]
    );
    assert_eq!(
        values("(gdb) p knightAttacks(sq)\n$4 = 0x0000000000284400"),
        [(n("knightAttacks(sq)"), 0x28_4400)]
    );
    assert_eq!(
        values("(gdb) p (U64)flood\n$5 = 16"),
        [(n("(U64)flood"), 16)]
    );
    // `p /x flood` as `p/x flood`; `p /o` reads octal.
    assert_eq!(values("(gdb) p /x flood\n$6 = 0x10"), [(n("flood"), 0x10)]);
    assert_eq!(values("(gdb) p /o flood\n$7 = 020"), [(n("flood"), 16)]);
    // The command named the value: it is no unread line.
    let log = read("(gdb) p s->flood\n$2 = 0x10", Mapping::A1B1);
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    // No print command, or one of a literal: gdb's name, and the
    // literal's command unread.
    assert_eq!(values("$1 = 0x10"), [(n("$1"), 0x10)]);
    assert_eq!(values("(gdb) p 1+2\n$8 = 3"), [(n("$8"), 3)]);
    assert_eq!(read("(gdb) p 1+2\n$8 = 3", Mapping::A1B1).skipped.len(), 1);
    // An array's elements are named after a name only, else after `$N`.
    assert_eq!(
        values("(gdb) p a | b\n$9 = {1, 2}"),
        [(n("$9[0]"), 1), (n("$9[1]"), 2)]
    );
}

#[test]
fn gdb_formats_lldb_and_tabs() {
    let n = |s: &str| Some(s.to_string());
    // gdb's p/o writes octal, p/t binary: read so, not as decimal.
    assert_eq!(
        values("(gdb) p/o gen\n$1 = 020\n(gdb) p/t gen\n$2 = 10000\n(gdb) p/x gen\n$3 = 0x10"),
        [(n("gen"), 16), (n("gen"), 16), (n("gen"), 16)]
    );
    assert_eq!(
        values("(gdb) p/t asp\n$4 = {1, 10, 0 <repeats 62 times>}"),
        [(n("asp[0]"), 1), (n("asp[1]"), 2)]
    );
    let why = |text: &str| {
        read(text, Mapping::A1B1)
            .skipped
            .last()
            .unwrap()
            .why
            .clone()
    };
    assert_eq!(
        why("(gdb) p/o gen\n$1 = 09"),
        "$1 is given 09, which is no octal number"
    );
    assert_eq!(
        why("(gdb) p/c gen\n$1 = 16 '\\020'"),
        "$1 is printed with /c, which writes no integer: print it with /x"
    );
    // Tabs separate as spaces do.
    for line in [
        "flood\t= 0xf0000000",
        "flood =\t0xf0000000",
        "\tflood\t=\t0xf0000000",
    ] {
        assert_eq!(values(line), [(n("flood"), 0xf000_0000)], "{line:?}");
    }
    assert_eq!(values("flood:\t0xf0"), [(n("flood"), 0xf0)]);
    // lldb: a type before the value, the print command naming it, and an
    // array element by element (its zero tail left out).
    assert_eq!(
        values("(uint64_t) $0 = 268435456"),
        [(n("$0"), 0x1000_0000)]
    );
    assert_eq!(
        values("(lldb) p gen\n(uint64_t) 268435456"),
        [(n("gen"), 0x1000_0000)]
    );
    assert_eq!(values("(lldb) p gen\n(U64) $0 = 0x10"), [(n("gen"), 0x10)]);
    // An `(int)` is no set of squares: skipped, with its print command.
    let lldb = "(lldb) frame variable asp\n(U64[64]) asp = {\n  [0] = 0x0000000010000000\n  [1] = 0x0000003008080000\n  [2] = 0\n  [3] = 0\n}\n(lldb) p length\n(int) $1 = 2";
    assert_eq!(
        values(lldb),
        [(n("asp[0]"), 0x1000_0000), (n("asp[1]"), 0x30_0808_0000)]
    );
    let skipped: Vec<(usize, String)> = read(lldb, Mapping::A1B1)
        .skipped
        .iter()
        .map(|s| (s.line, s.why.clone()))
        .collect();
    assert_eq!(
        skipped,
        [(
            9,
            "(int): an integer of 32 bits or fewer, not a 64-bit set".to_string()
        )]
    );
    // lldb's `$0` array takes the command's name; an array cut off at the
    // end of the text still gives its elements.
    assert_eq!(
        values("(lldb) p asp\n(U64[4]) $0 = {\n  [0] = 1\n  [1] = 2"),
        [(n("asp[0]"), 1), (n("asp[1]"), 2)]
    );
    // Decimal there too: lldb and gdb print integers in decimal.
    assert_eq!(
        values("(U64) $2 = 4521260802379792"),
        [(n("$2"), 0x0010_1010_1010_1010)]
    );
    // googletest's `Value of:` names the `Actual:` value after it.
    let gtest = "reach_test.cc:12: Failure\nValue of: attacks\n  Actual: 16\nExpected: 0x10\nValue of: kogge(sq, occ)\n  Actual: 3";
    assert_eq!(
        values(gtest),
        [
            (n("attacks"), 16),
            (n("Expected"), 16),
            (n("kogge(sq, occ)"), 3)
        ]
    );
    let unread: Vec<(usize, String)> = read(gtest, Mapping::A1B1)
        .skipped
        .iter()
        .map(|s| (s.line, s.why.clone()))
        .collect();
    assert_eq!(unread, [(1, "a place in a source file".to_string())]);
    // Its newer form names the value after a label: `Expected: pro`.
    let gtest = "Expected: pro\n  Which is: 255\nTo be equal to: kogge(sq)\n  Which is: 3";
    assert_eq!(values(gtest), [(n("pro"), 255), (n("kogge(sq)"), 3)]);
    // A parenthesis that is no type is left as it is.
    assert_eq!(
        why("(a + b) 5"),
        "text before 5 but not in the form name = 5"
    );
}

#[test]
fn skipped_lines_are_listed_and_the_rest_loads() {
    let log = read(
        "gen = 1\n\nno value here\nstep 3\nbig = 18446744073709551616\nhuge = 0x1ffffffffffffffff\npro = 2",
        Mapping::A1B1,
    );
    assert_eq!(log.frames.len(), 2);
    let lines: Vec<usize> = log.skipped.iter().map(|s| s.line).collect();
    assert_eq!(lines, [3, 4, 5, 6]);
    assert_eq!(log.skipped[0].text, "no value here");
    // Each says why it gave no value.
    let why: Vec<&str> = log.skipped.iter().map(|s| s.why.as_str()).collect();
    assert_eq!(
        why,
        [
            "no number on it, nor name = number",
            "text before 3 but not in the form name = 3",
            "18446744073709551616 is 2^64 or more: a bitboard holds 64 bits",
            "0x1ffffffffffffffff is 2^64 or more: a bitboard holds 64 bits",
        ]
    );
    let bad = read("asp[4] = 0xzz", Mapping::A1B1);
    assert_eq!(
        bad.skipped[0].why,
        "asp[4] is given 0xzz: `z` is not a hex digit (0-9, a-f)"
    );
    // What the register fields say of a number they refuse, said here too.
    let why_of = |line: &str| read(line, Mapping::A1B1).skipped[0].why.clone();
    assert_eq!(
        why_of("pro = 0x10uul"),
        "pro is given 0x10uul: `uul` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)"
    );
    assert_eq!(
        why_of("0x10lll"),
        "0x10lll: `lll` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)"
    );
    assert!(why_of("sq1 = 017").contains("octal in C"));
    // A name given a word is not told about squares: the log reads numbers.
    assert_eq!(
        why_of("gen = e4"),
        "gen is given e4, which is not a number (hex 0x..., binary 0b..., 16 hex digits or decimal)"
    );
    // A number that is not a value: each line says what keeps it from one.
    let why = |line: &str| read(line, Mapping::A1B1).skipped[0].why.clone();
    assert_eq!(
        why("t = 0x10 0x20"),
        "t is given 0x10 and then 0x20: one number after = is read"
    );
    assert_eq!(
        why("flood: 7 8"),
        "flood is given 7 and then 8: one number after : is read"
    );
    assert_eq!(
        why("r = 0x10 + 0x20"),
        "r is given 0x10 + 0x20, an expression: one number after = is read"
    );
    assert_eq!(
        why("v = 0x10|0x20"),
        "v is given 0x10 | 0x20, an expression: one number after = is read"
    );
    assert_eq!(
        why("m = 0x10, 0x20"),
        "m is given 0x10 and then 0x20: one number after = is read"
    );
    // A list of names with their values stays a list.
    assert_eq!(
        read("a = 1, b = 2; c = 3 (took 4 ms)", Mapping::A1B1)
            .frames
            .len(),
        3
    );
    // `return 5`, `x 5` and `asp[2] 0x10` are read now, as `name value`
    // (`a_name_then_a_space_then_the_value_is_read`); code is not.
    assert_eq!(
        why("return 5;"),
        "text before 5 but not in the form name = 5"
    );
    assert_eq!(why("x += 5"), "text before 5 but not in the form name = 5");
    assert_eq!(
        why("if (gen == 0x10)"),
        "text before 0x10 but not in the form name = 0x10"
    );
    assert_eq!(
        why("asp[2] |= 0x10"),
        "text before 0x10 but not in the form name = 0x10"
    );
    assert_eq!(
        why("5 apples"),
        "text after 5: a number alone is read only on a line of its own"
    );
    for line in ["0x10 0x20", "0x10, 0x20", "step 3 of 9"] {
        assert_eq!(
            why(line),
            "more than one number on it, and none in the form name = number",
            "{line}"
        );
    }
    // Digits inside a word are no number: `asp2`, `a.5`, `3rd`.
    for line in ["asp2 is wrong", "a.5", "the 3rd step"] {
        assert_eq!(why(line), "no number on it, nor name = number", "{line}");
    }
    assert_eq!(
        why("m = -9223372036854775809"),
        "-9223372036854775809 is below -2^63: a bitboard holds 64 bits"
    );

    // 2^64 - 1 is still a value.
    assert_eq!(
        values("m = 18446744073709551615"),
        [(Some("m".into()), u64::MAX)]
    );
}

#[test]
fn mappings_put_bits_zero_and_one_where_their_names_say() {
    for m in Mapping::ALL {
        let name = m.name();
        assert_eq!(Mapping::from_name(name), Some(m));
        assert_eq!(m.square(0).name(), &name[..2], "{name}");
        assert_eq!(m.square(1).name(), &name[3..], "{name}");
        // Every square once.
        let all: Bitboard = (0..64).map(|i| m.square(i)).collect();
        assert_eq!(all, Bitboard::ALL, "{name}");
    }
    assert_eq!(Mapping::A1A2.square(8), Square::B1);
    assert_eq!(Mapping::H1G1.square(8), Square::H2);
    assert_eq!(Mapping::A8B8.square(63), Square::H1);
    assert_eq!(Mapping::H8H7.square(8), Square::G8);
    // Read with a mapping: bit 0 of a8-b8 is a8.
    let log = read("x = 1", Mapping::A8B8);
    assert_eq!(log.frames[0].value, Bitboard::from(Square::A8));
    // And written with it: h1 is bit 0 of h1-h2, bit 7 of fillscope's own.
    assert_eq!(Mapping::H1H2.hex(Square::H1.into()), "0x0000000000000001");
    assert_eq!(Mapping::A1B1.hex(Square::H1.into()), "0x0000000000000080");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn mappings_round_trip(v in any::<u64>(), m in prop::sample::select(Mapping::ALL.to_vec())) {
        prop_assert_eq!(m.from_lerf(m.to_lerf(v)), v);
        prop_assert_eq!(m.to_lerf(v).count(), v.count_ones());
        // A value read in a mapping is written back as it was pasted.
        let pasted = format!("0x{v:016x}");
        prop_assert_eq!(m.hex(read(&pasted, m).frames[0].value), pasted);
    }

    /// Values printed in any accepted form, several to a line or alone on
    /// a line, read back exactly, among numbers that are not values.
    #[test]
    fn printed_values_read_back(vals in prop::collection::vec((any::<u64>(), 0u8..6, 0u8..4), 1..20),
                                per_line in 1usize..4, alone in any::<bool>()) {
        let print = |v: u64, form: u8| match form {
            0 => format!("{v:#x}"),
            1 => format!("0x{v:X}"),
            2 => format!("{v:016x}"),
            // Sixteen digits always read as hex: a decimal of that length is
            // no decimal form, so it is printed in hex instead.
            3 if v.to_string().len() != 16 => format!("{v}"),
            3 | 4 => format!("0x{v:016x}"),
            _ => format!("{v:016X}"),
        };
        // Bare hex with a letter and no `0x` anywhere make a `%llx` log,
        // whose bare decimals read as hex: beside such hex, the decimals
        // are written with `0x` (form 4) instead, which keeps the log's
        // bare numbers decimal.
        let letter = |v: u64, form: u8| matches!(form, 2 | 5) && format!("{v:x}").bytes().any(|c| c.is_ascii_alphabetic());
        let decimal = |v: u64, form: u8| form == 3 && v.to_string().len() != 16;
        let vals: Vec<(u64, u8, u8)> = if vals.iter().any(|&(v, f, _)| letter(v, f)) {
            vals.iter().map(|&(v, f, sep)| (v, if decimal(v, f) { 4 } else { f }, sep)).collect()
        } else {
            vals
        };
        // Beside `0x` values, 16 bare decimal digits with no leading 0 are
        // decimal (`%llu`) unless another bare run of 16 shows `%016llx`
        // (a leading 0 or a letter): with none, such a hex value is
        // written with `0x` (form 4) instead.
        // (gdb's `$1 =` prints its bare hex forms with `0x`, below: no
        // bare run of 16 there.)
        let padded = |v: u64, form: u8, sep: u8| matches!(form, 2 | 5) && (alone || sep != 3) && { let h = format!("{v:016x}"); h.starts_with('0') || h.bytes().any(|c| c.is_ascii_alphabetic()) };
        // So too beside a bare decimal that is not 16 digits long, which
        // `%016llx` never prints.
        let prefixed = vals.iter().any(|&(_, f, sep)| {
            matches!(f, 0 | 1 | 3 | 4) || (!alone && sep == 3)
        });
        let vals: Vec<(u64, u8, u8)> = if prefixed && !vals.iter().any(|&(v, f, sep)| padded(v, f, sep)) {
            vals.iter().map(|&(v, f, sep)| (v, if matches!(f, 2 | 5) { 4 } else { f }, sep)).collect()
        } else {
            vals
        };
        let mut text = String::new();
        let mut expect = Vec::new();
        if alone {
            for &(v, form, _) in &vals {
                text.push_str(&format!("  {}\n", print(v, form)));
                expect.push((None, v));
            }
        } else {
            for (k, chunk) in vals.chunks(per_line).enumerate() {
                let parts: Vec<String> = chunk.iter().enumerate().map(|(j, &(v, form, sep))| {
                    let name = if sep == 3 { format!("${}", k * 10 + j + 1) } else { format!("r{k}_{j}") };
                    let s = match sep { 0 | 3 => " = ", 1 => ": ", _ => "=" };
                    expect.push((Some(name.clone()), v));
                    // gdb (`$1 =`) prints no bare hex: 16 digits there are decimal.
                    let form = if sep == 3 && matches!(form, 2 | 5) { 0 } else { form };
                    format!("{name}{s}{}", print(v, form))
                }).collect();
                text.push_str(&format!("step {k} of 9: {} (took 12 ms)\n", parts.join(", ")));
            }
        }
        prop_assert_eq!(values(&text), expect, "{}", text);
    }

    /// An array as gdb prints it (a run of 10 or more alike as `<repeats N
    /// times>`, hex with `p/x`), after its print command or not, reads back
    /// element by element, without the zeros that end it.
    #[test]
    fn gdb_arrays_read_back(runs in prop::collection::vec((prop_oneof![Just(0u64), any::<u64>()], 1usize..14), 1..8),
                            hex in any::<bool>(), named in any::<bool>()) {
        let elements: Vec<u64> = runs.iter().flat_map(|&(v, k)| std::iter::repeat_n(v, k)).collect();
        let show = |v: u64| if hex { format!("{v:#x}") } else { v.to_string() };
        // gdb groups a run of 10 or more equal elements.
        let mut parts = Vec::new();
        let mut i = 0;
        while i < elements.len() {
            let run = elements[i..].iter().take_while(|&&e| e == elements[i]).count();
            if run >= 10 {
                parts.push(format!("{} <repeats {run} times>", show(elements[i])));
            } else {
                parts.extend(elements[i..i + run].iter().map(|&e| show(e)));
            }
            i += run;
        }
        let mut text = format!("$7 = {{{}}}", parts.join(", "));
        if named {
            text = format!("(gdb) p{} asp\n{text}", if hex { "/x" } else { "" });
        }
        let used = elements.iter().rposition(|&v| v != 0).map_or(1, |i| i + 1);
        let base = if named { "asp" } else { "$7" };
        let expect: Vec<(Option<String>, u64)> = elements[..used]
            .iter()
            .enumerate()
            .map(|(i, &v)| (Some(format!("{base}[{i}]")), v))
            .collect();
        prop_assert_eq!(values(&text), expect, "{}", text);
        prop_assert!(read(&text, Mapping::A1B1).skipped.is_empty(), "{}", text);
    }

    /// Any text reads without a panic, and every non-blank line either
    /// gives values or is listed as skipped.
    #[test]
    fn any_text_reads(text in prop_oneof![
        any::<String>(),
        prop::collection::vec(prop_oneof![
            Just("gen".to_string()), Just(" = ".to_string()), Just(": ".to_string()), Just("$".to_string()),
            Just("0x".to_string()), Just("[".to_string()), Just("]".to_string()), Just("\n".to_string()),
            Just("==".to_string()), Just("é".to_string()), Just("{".to_string()), Just("}".to_string()),
            Just(" <repeats ".to_string()), Just(" times>".to_string()), Just("(gdb) p ".to_string()), Just(", ".to_string()), "[0-9a-fA-F]{1,20}".prop_map(|s| s),
            any::<char>().prop_map(String::from),
        ], 0..40).prop_map(|v| v.concat()),
    ], m in prop::sample::select(Mapping::ALL.to_vec())) {
        let log = read(&text, m);
        let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
        prop_assert!(log.skipped.len() <= lines);
        prop_assert!(log.skipped.len() < lines || log.frames.is_empty());
    }
}

/// `printf("%llx")` writes hex without `0x` or padding. A log that shows it
/// (a value with a hex letter, no `0x` anywhere) has its bare numbers read
/// as hex, all of them: `sq1 = 10000000` is e4. It was read as decimal
/// (six sources), `c0000000000202` skipped, and the seed's right answer
/// called wrong.
#[test]
fn a_log_of_hex_without_0x_is_read_as_hex() {
    let n = |s: &str| Some(s.to_string());
    let text = "sq1 = 10000000\nsq2 = 8000000000000001\npath = ffffffffffffffff\n\
                asp[1] = 3008080000\nasp[3] = c0000000000202\n10\n$1 = 16\n";
    let log = read(text, Mapping::A1B1);
    assert_eq!(
        log.bare_hex,
        Some(3),
        "line 3 shows it, 16 digits with a letter"
    );
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    assert_eq!(
        values(text),
        [
            (n("sq1"), 0x1000_0000),
            (n("sq2"), 0x8000_0000_0000_0001),
            (n("path"), u64::MAX),
            (n("asp[1]"), 0x30_0808_0000),
            (n("asp[3]"), 0xc0_0000_0000_0202),
            (None, 0x10),
            // gdb prints decimal whatever the rest of the log does.
            (n("$1"), 16),
        ]
    );
    assert_eq!(
        Bitboard(values(text)[0].1).squares().collect::<Vec<_>>(),
        [Square::E4]
    );
    // With `0x` anywhere, bare numbers are decimal; a square's name, digits
    // alone (16 of them too) or `0b` binary show nothing either.
    for text in [
        "gen = 0x10\nflood = c0000000000202\npro = 10\n",
        "gen = e4\npro = 10\n",
        "gen = F8\npro = 10\n",
        "gen = 0000000000001234\npro = 10\n",
        "gen = 0b101\npro = 10\n",
        "$1 = 16\npro = 10\n",
    ] {
        let log = read(text, Mapping::A1B1);
        assert_eq!(log.bare_hex, None, "{text}");
        assert!(values(text).contains(&(n("pro"), 10)), "{text}");
    }
}

/// Any bare value of hex digits with a letter shows a `%llx` log, whatever
/// its length: 16 digits (`fefefefefefefefe`), one or two (`3f`, `ff`,
/// `fe`), letters only (`fefe`). Not a square's name (`e4`). Before, only 3
/// to 15 digits with a letter and a digit did: `gen = 10` beside
/// `pro = fefefefefefefefe` read gen as decimal 10 with no notice, and
/// `b = 3f` was skipped as no number.
#[test]
fn any_bare_hex_with_a_letter_shows_a_hex_log() {
    let n = |s: &str| Some(s.to_string());
    let text = "gen = 10\npro = fefefefefefefefe\n";
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.bare_hex, Some(2));
    assert_eq!(
        log.bare_note().as_deref(),
        Some(
            "Numbers without 0x are read as hex: line 2 writes hex without 0x, as \
             printf(\"%llx\") does, and the log has no 0x."
        )
    );
    assert_eq!(
        values(text),
        [(n("gen"), 0x10), (n("pro"), 0xfefe_fefe_fefe_fefe)]
    );
    for (b, want) in [
        ("3f", 0x3f),
        ("ff", 0xff),
        ("fe", 0xfe),
        ("FE", 0xfe),
        ("fefe", 0xfefe),
        ("fefefe", 0xfe_fefe),
        ("a", 0xa),
    ] {
        let text = format!("a = 10\nb = {b}\n");
        let log = read(&text, Mapping::A1B1);
        assert_eq!(log.bare_hex, Some(2), "{text}");
        assert!(log.skipped.is_empty(), "{text}: {:?}", log.skipped);
        assert_eq!(values(&text), [(n("a"), 0x10), (n("b"), want)], "{text}");
    }
    // gdb's values stay decimal in a hex log.
    assert_eq!(values("$1 = 16\nb = ff\n"), [(n("$1"), 16), (n("b"), 0xff)]);
}

// `printf("attacks = %llu")` in a log whose other values are `0x%016llx`:
// its 16 decimal digits are decimal (e5, e6 and e7), not hex.
#[test]
fn a_log_that_writes_0x_writes_bare_digits_in_decimal() {
    let n = |s: &str| Some(s.to_string());
    let text = "gen = 0x0000000010000000\nattacks = 4521260532891648\n";
    assert_eq!(
        values(text),
        [
            (n("gen"), 0x1000_0000),
            (n("attacks"), 0x0010_1010_0000_0000)
        ]
    );
    assert_eq!(0x0010_1010_0000_0000_u64, 4_521_260_532_891_648);
    // And the page and the command line say so.
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.bare_decimal, Some(2));
    assert!(log
        .bare_note()
        .is_some_and(|n| n.starts_with("16 digits without 0x are read as decimal (line 2)")));
    // Another bare run of 16 with a letter shows `%016llx`: hex, as before.
    assert_eq!(
        values(
            "gen = 0x10
pro = ffefffffffffffef
attacks = 4521260532891648
"
        ),
        [
            (n("gen"), 0x10),
            (n("pro"), 0xffef_ffff_ffff_ffef),
            (n("attacks"), 0x4521_2605_3289_1648)
        ]
    );
    // A leading 0 is `%016llx`'s, never a decimal print's: hex still.
    assert_eq!(
        values("gen = 0x10\nflood = 0000001010000000\n"),
        [(n("gen"), 0x10), (n("flood"), 0x10_1000_0000)]
    );
    // With no `0x` anywhere, 16 digits are hex as before.
    assert_eq!(
        values("attacks = 4521260532891648\n"),
        [(n("attacks"), 0x4521_2605_3289_1648)]
    );
}

/// In a log that writes its hex with `0x`, a bare run of 16 decimal digits
/// is `%llu`'s decimal unless some bare run of 16 shows `%016llx` (a
/// leading 0, a letter): then all are hex, as sparse boards printed with
/// `%016llx` often have digits 0-9 alone (`8040201008040201`). Before, a
/// line read as hex so was not said: `nodes` below was hex with no note,
/// and decimal with a note without the `flood` line. The note names every
/// line whose reading the log decided, either way.
#[test]
fn the_note_names_every_line_whose_16_digits_the_log_decided() {
    let n = |s: &str| Some(s.to_string());
    let text = "gen = 0x10000000\nnodes = 1234567890123456\npro = 0xffffffffffffffff\n\
                flood: 0000000010000000\n";
    assert_eq!(
        values(text),
        [
            (n("gen"), 0x1000_0000),
            (n("nodes"), 0x1234_5678_9012_3456),
            (n("pro"), u64::MAX),
            (n("flood"), 0x1000_0000)
        ]
    );
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.padded_hex, Some(4));
    assert_eq!(log.bare16, [2]);
    assert_eq!(log.bare_decimal, None);
    assert_eq!(
        log.bare_note().as_deref(),
        Some(
            "16 digits without 0x are read as hex (line 2): line 4 writes hex as \
             printf(\"%016llx\") does (a leading 0 or a letter). Without such a line, a log \
             that writes 0x has them decimal, as printf(\"%llu\") writes them."
        )
    );
    // Without the `flood` line, decimal, and said so.
    let text = "gen = 0x10000000\nnodes = 1234567890123456\npro = 0xffffffffffffffff\n";
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.frames[1].value.0, 1_234_567_890_123_456);
    assert_eq!((log.padded_hex, log.bare_decimal), (None, Some(2)));
    assert_eq!(log.bare16, [2]);
    assert_eq!(
        log.bare_note().as_deref(),
        Some(
            "16 digits without 0x are read as decimal (line 2), as printf(\"%llu\") writes \
             them: the log writes its hex with 0x. Add 0x to a value that is hex."
        )
    );
    // Every such line is named, not the first alone; runs of lines as a
    // range. A list's elements count, googletest's and gdb's decimals
    // (decimal wherever they stand) do not.
    let text = "gen = 0x10\na = 1234567890123456\nb = 2345678901234567\n\
                c = 3456789012345678\nWhich is: 4521260802379792\n$1 = 4521260802379792\n\
                asp = [0x10, 4521260802379792]\nd = 4567890123456789\n";
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.bare16, [2, 3, 4, 7, 8]);
    assert!(log.bare_note().is_some_and(
        |n| n.starts_with("16 digits without 0x are read as decimal (lines 2-4, 7 and 8)")
    ));
    let text = format!("{text}flood = 00000000000000ff\n");
    let log = read(&text, Mapping::A1B1);
    assert_eq!((log.padded_hex, log.bare_decimal), (Some(9), None));
    assert!(log.bare_note().is_some_and(
        |n| n.starts_with("16 digits without 0x are read as hex (lines 2-4, 7 and 8): line 9")
    ));
    // A run with a leading 0 or a letter is hex whatever the log: its
    // reading is decided by its own digits, and no line to name.
    let log = read("gen = 0x10\nflood = 0000001010000000\n", Mapping::A1B1);
    assert!(log.bare16.is_empty());
    assert_eq!(log.bare_note(), None);
}

// A log line headed by its source file and line (`[movegen.c:120]`,
// `DEBUG movegen.c:123`, Catch2's `tests/attacks.cpp:31`) gives the
// values after it, never one named after the file.
#[test]
fn a_file_and_line_before_the_values_is_no_value() {
    let n = |s: &str| Some(s.to_string());
    let text = "[movegen.c:120] attacks = 0x1010101000000000\n\
                DEBUG movegen.c:123 flood=0x1010101010000000\n\
                [src/main.rs:10] gen = 0x10000000\n\
                tests/attacks.cpp:31\n\
                movegen.c:121: pro = 0xff\n";
    assert_eq!(
        values(text),
        [
            (n("attacks"), 0x1010_1010_0000_0000),
            (n("flood"), 0x1010_1010_1000_0000),
            (n("gen"), 0x1000_0000),
            (n("pro"), 0xff),
        ]
    );
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.skipped.len(), 1);
    assert_eq!(log.skipped[0].why, "a place in a source file");
    // A struct's field is a name, not a file.
    assert_eq!(values("s.flood: 16"), [(n("s.flood"), 16)]);
}

/// Rank `rank` (0-based) of `v` as a diagram draws it: `on` for a square
/// in the set, `off` for one outside it, the a-file first.
fn diagram_row<'a>(v: u64, rank: u8, on: &'a str, off: &'a str) -> Vec<&'a str> {
    (0..8)
        .map(|file| {
            if v >> (8 * rank + file) & 1 == 1 {
                on
            } else {
                off
            }
        })
        .collect()
}

/// A board printed as a diagram, as engines' `print_bitboard` routines
/// draw one, is one value, read as drawn (rank 8 on top, the a-file on the
/// left, or the ranks its rows are numbered with), named by its title line.
#[test]
fn a_board_drawn_as_a_diagram_is_one_value() {
    let n = |s: &str| Some(s.to_string());
    // The e-file and the 4th rank but e4, from e4 as a rook sees them.
    let cross = 0x1010_1010_ef10_1010_u64;
    let dots = "attacks:\n\
                . . . . x . . .\n. . . . x . . .\n. . . . x . . .\n. . . . x . . .\n\
                x x x x . x x x\n. . . . x . . .\n. . . . x . . .\n. . . . x . . .\n";
    let log = read(dots, Mapping::A1B1);
    assert_eq!(values(dots), [(n("attacks"), cross)]);
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    // Digits without spaces, nameless; a value after it is read as ever.
    let digits = "00001000\n00001000\n00001000\n00001000\n11110111\n00001000\n00001000\n00001000\ngen = 0x10\n";
    assert_eq!(values(digits), [(None, cross), (n("gen"), 0x10)]);
    // Ranks numbered, rank 1 printed first, and the files' letters.
    let mut numbered = String::from("flood =\n");
    for rank in 1..=8u8 {
        let row = diagram_row(cross, rank - 1, "1", ".");
        numbered.push_str(&format!("{rank}  {}\n", row.join(" ")));
    }
    numbered.push_str("   a b c d e f g h\n");
    let log = read(&numbered, Mapping::A1B1);
    assert_eq!(values(&numbered), [(n("flood"), cross)]);
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    // A box with the rank after each row.
    let mut boxed = String::from("+---+---+---+---+---+---+---+---+\n");
    for rank in (1..=8u8).rev() {
        let row = diagram_row(cross, rank - 1, " X ", "   ");
        boxed.push_str(&format!(
            "|{}| {rank}\n+---+---+---+---+---+---+---+---+\n",
            row.join("|")
        ));
    }
    let log = read(&boxed, Mapping::A1B1);
    assert_eq!(values(&boxed), [(None, cross)]);
    assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    // Ten rows are no board either: a list of numbers, each line read as
    // it is alone.
    let ten = "00000001\n00000010\n00000100\n00001000\n00010000\n00100000\n01000000\n10000000\n00000000\n00000011\n";
    assert_eq!(values(ten), [(None, 10_000_000), (None, 0)]);
    // Seven rows are no board: each line is read as it is alone (a leading
    // 0 is C's octal, skipped; 11110111 a decimal).
    let seven: String = digits.lines().take(7).map(|l| format!("{l}\n")).collect();
    assert_eq!(values(&seven), [(None, 11_110_111)]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any board drawn in any of the diagram styles, between other values,
    /// reads back as drawn, whatever the mapping (a diagram is a picture of
    /// squares, not of bits).
    #[test]
    fn diagrams_read_back(v in any::<u64>(), style in 0u8..4, numbered in any::<bool>(),
                          m in prop::sample::select(Mapping::ALL.to_vec())) {
        let (on, off, sep) = match style {
            0 => ("x", ".", " "),
            1 => ("1", "0", ""),
            2 => ("*", "-", " "),
            _ => ("#", ".", ""),
        };
        let mut text = String::from("gen = 0x1\nbefore:\n");
        for rank in (0..8).rev() {
            let row = diagram_row(v, rank, on, off);
            if numbered {
                text.push_str(&format!("{} {}\n", rank + 1, row.join(sep)));
            } else {
                text.push_str(&format!("{}\n", row.join(sep)));
            }
        }
        if numbered {
            text.push_str("  a b c d e f g h\n");
        }
        text.push_str("pro = 0x2\n");
        let log = read(&text, m);
        let got: Vec<(Option<String>, u64)> = log.frames.iter().map(|f| (f.name.clone(), f.value.0)).collect();
        prop_assert_eq!(got[1].clone(), (Some("before".to_string()), v), "{}", text);
        prop_assert_eq!(got.len(), 3, "{}", text);
        prop_assert!(log.skipped.is_empty(), "{:?}", log.skipped);
    }
}

/// Catch2 expands an integer as its decimal and its hex; doctest prints an
/// assertion's `values:`. Each value is read once, named by its
/// assertion's operand when that is a name. Both were skipped.
#[test]
fn catch2_and_doctest_failures_give_their_values() {
    let n = |s: &str| Some(s.to_string());
    let catch = "tests/attacks.cpp:35: FAILED:\n\
                 \x20 REQUIRE( rookAttacks(E4, occ) == expected )\n\
                 with expansion:\n\
                 \x20 1157443723186933776 (0x101010ef10101010)\n\
                 \x20 ==\n\
                 \x20 1157442765409226768 (0x1010101010101010)\n";
    assert_eq!(
        values(catch),
        [
            (n("rookAttacks(E4, occ)"), 0x1010_10ef_1010_1010),
            (n("expected"), 0x1010_1010_1010_1010)
        ]
    );
    // Only the failure's place is left unread.
    let log = read(catch, Mapping::A1B1);
    assert_eq!(log.skipped.len(), 1, "{:?}", log.skipped);
    let doctest =
        "tests/attacks.cpp:40: ERROR: CHECK_EQ( knight, 0x0000284400442800ULL ) is NOT correct!\n\
                   \x20 values: CHECK_EQ( 44272527353857, 44272527353856 )\n";
    assert_eq!(
        values(doctest),
        [(n("knight"), 44_272_527_353_857), (None, 0x2844_0044_2800)]
    );
    assert!(read(doctest, Mapping::A1B1).skipped.is_empty());
    // A short expansion on one line: both values, named as above.
    let short = "test.cpp:12: FAILED:\n  REQUIRE( attacks == 16 )\nwith expansion:\n  4096 (0x1000) == 16\n";
    assert_eq!(values(short), [(n("attacks"), 0x1000), (None, 16)]);
    // A decimal and a hex that disagree are not one value.
    let log = read("  16 (0x11)\n", Mapping::A1B1);
    assert!(log.frames.is_empty());
    assert_eq!(
        log.skipped[0].why,
        "16 and 0x11 are two numbers: Catch2 writes one value twice"
    );
}

/// A test framework's value is named by its expression as printed, a name
/// or not (`knightAttacks(sq)`, `attacks[sq]`, `b.occupied()`), as a plain
/// name is; a literal (`0x1000ULL`, `16`) names nothing, and a line that is
/// no expression (prose, an assignment, a label) names nothing. Before, an
/// expression that was no plain name left its value nameless, and the Log
/// tab matched it by position with an unrelated register.
#[test]
fn test_frameworks_name_values_by_their_expressions() {
    let n = |s: &str| Some(s.to_string());
    let newer = "engine_test.cc:42: Failure\n\
                 Expected equality of these values:\n  \
                 knightAttacks(sq)\n    Which is: 22136263676928\n  \
                 expected\n    Which is: 4096\n";
    assert_eq!(
        values(newer),
        [
            (n("knightAttacks(sq)"), 22_136_263_676_928),
            (n("expected"), 4096)
        ]
    );
    let log = read(newer, Mapping::A1B1);
    let unread: Vec<usize> = log.skipped.iter().map(|s| s.line).collect();
    assert_eq!(unread, [1, 2]);
    let older = "engine_test.cc:42: Failure\nValue of: knightAttacks(sq)\n  \
                 Actual: 22136263676928\nExpected: expected\nWhich is: 4096\n";
    assert_eq!(
        values(older),
        [
            (n("knightAttacks(sq)"), 22_136_263_676_928),
            (n("expected"), 4096)
        ]
    );
    assert_eq!(read(older, Mapping::A1B1).skipped.len(), 1);
    for expr in [
        "attacks[sq]",
        "b.occupied()",
        "pos->pieces(KNIGHT) & ~us",
        "rook_attacks(E4, occ) | 1ULL",
        "Bitboard::from(sq)",
        "(U64)b",
        "static_cast<U64>(b)",
    ] {
        let text = format!("  {expr}\n    Which is: 16\n");
        assert_eq!(values(&text), [(n(expr), 16)], "{text}");
        let text = format!("Value of: {expr}\n  Actual: 16\n");
        assert_eq!(values(&text), [(n(expr), 16)], "{text}");
    }
    // No expression: the value stays nameless.
    for before in [
        "some words here",
        "gen = 16",
        "Expected equality of these values:",
        "(x",
        "attacks +",
        "1ULL << 12",
        "a[1] b",
    ] {
        let text = format!("{before}\n    Which is: 4096\n");
        assert_eq!(values(&text).last(), Some(&(None, 4096)), "{text}");
    }
    // Catch2 and doctest name values by their operands alike.
    let catch = "t.cpp:9: FAILED:\n  REQUIRE( knightAttacks(sq) == 0x1000ULL )\n\
                 with expansion:\n  22136263676928 (0x142200221400)\n  ==\n  4096 (0x1000)\n";
    assert_eq!(
        values(catch),
        [(n("knightAttacks(sq)"), 0x1422_0022_1400), (None, 4096)]
    );
    let short = "t.cpp:9: FAILED:\n  CHECK( b.occupied() != attacks[sq] )\nwith expansion:\n  \
                 16 == 16\n";
    assert_eq!(
        values(short),
        [(n("b.occupied()"), 16), (n("attacks[sq]"), 16)]
    );
    let doctest =
        "t.cpp:40: ERROR: CHECK_EQ( knightAttacks(sq, occ), 0x1000ULL ) is NOT correct!\n\
                   \x20 values: CHECK_EQ( 22136263676928, 4096 )\n";
    assert_eq!(
        values(doctest),
        [
            (n("knightAttacks(sq, occ)"), 22_136_263_676_928),
            (None, 4096)
        ]
    );
    assert!(read(doctest, Mapping::A1B1).skipped.is_empty());
}

/// Engines in Rust print a set in its wrapper type (`Bitboard(0x10)`) and
/// an array as a list (`[16, 4096, 0]`); a name may have spaces inside its
/// brackets (`asp[ 2 ]`); a square's name before a value says where, not
/// what. All were skipped or misnamed.
#[test]
fn wrapper_types_lists_and_spaced_indices() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(values("gen = Bitboard(0x10)"), [(n("gen"), 0x10)]);
    assert_eq!(
        values("attacks: BitBoard(1157443723186933776)"),
        [(n("attacks"), 0x1010_10ef_1010_1010)]
    );
    assert_eq!(
        values("asp = [16, 0x1000, 0, 0]"),
        [(n("asp[0]"), 16), (n("asp[1]"), 0x1000)]
    );
    assert_eq!(
        values("masks: [Bitboard(0x10), Bitboard(0x20),]"),
        [(n("masks[0]"), 0x10), (n("masks[1]"), 0x20)]
    );
    assert_eq!(values("asp[ 2 ] = 0x20"), [(n("asp[2]"), 0x20)]);
    // The square says where; the word before it says what.
    assert_eq!(values("rook attacks on e4: 0x10"), [(n("attacks"), 0x10)]);
    let log = read("asp = [16, x]", Mapping::A1B1);
    assert_eq!(log.skipped[0].why, "element 1 of asp, `x`, is not a number");
}

/// `printf("%s = %llu\n")` of a correct rook attack (e4, blocked on e3 and
/// e7): the log has no `0x`, but its bare number of 9 digits is one
/// `%016llx` never prints, so its 16 bare digits are `%llu`'s decimal. They
/// were read as hex, with no note. The note names every line so read and
/// the line that decided it.
#[test]
fn bare_decimals_of_other_lengths_make_16_digits_decimal() {
    let n = |s: &str| Some(s.to_string());
    let text = "sliders = 268435456\noccupied = 4503599628419072\nattacks = 4521264543694848\n";
    assert_eq!(
        values(text),
        [
            (n("sliders"), 0x1000_0000),
            (n("occupied"), 0x0010_0000_0010_0000),
            (n("attacks"), 4_521_264_543_694_848)
        ]
    );
    assert_eq!(4_521_264_543_694_848_u64, 0x0010_1010_ef10_0000);
    let log = read(text, Mapping::A1B1);
    assert_eq!(log.bare_other_length, Some(1));
    assert_eq!(log.bare16, [2, 3]);
    assert_eq!((log.bare_decimal, log.padded_hex), (Some(2), None));
    assert_eq!(
        log.bare_note().as_deref(),
        Some(
            "16 digits without 0x are read as decimal (lines 2 and 3), as printf(\"%llu\") \
             writes them: line 1 writes a bare number that is not 16 digits long, which \
             printf(\"%016llx\") never does. Add 0x to a value that is hex."
        )
    );
    // 19 or 20 digits are decimal only: the same evidence, after a name,
    // alone on a line or with a tab.
    for text in [
        "occ = 1157443723186933776\nattacks = 4521264543694848\n",
        "occ 1157443723186933776\nattacks\t4521264543694848\n",
        "18446744073709551615\n4521264543694848\n",
        "gen: -1\nattacks = 4521264543694848\n",
        "asp = [16, 4096]\nattacks = 4521264543694848\n",
    ] {
        let log = read(text, Mapping::A1B1);
        assert_eq!(
            log.frames.last().map(|f| f.value.0),
            Some(4_521_264_543_694_848),
            "{text:?}"
        );
        assert_eq!(
            (log.bare_other_length, &log.bare16[..]),
            (Some(1), &[2][..]),
            "{text:?}"
        );
    }
    // `%016llx`'s evidence still wins (a leading 0, a letter), and the note
    // names both lines.
    for (text, shown) in [
        (
            "sliders = 268435456\nflood = 0000000010000000\nattacks = 4521264543694848\n",
            2,
        ),
        (
            "268435456\nffffffffffffffff\nattacks = 4521264543694848\n",
            2,
        ),
    ] {
        let log = read(text, Mapping::A1B1);
        assert_eq!(log.frames[2].value.0, 0x4521_2645_4369_4848, "{text:?}");
        assert_eq!((log.padded_hex, log.bare_decimal), (Some(shown), None));
        assert_eq!(log.bare16, [3]);
        assert_eq!(
            log.bare_note().as_deref(),
            Some(
                "16 digits without 0x are read as hex (line 3): line 2 writes hex as \
                 printf(\"%016llx\") does (a leading 0 or a letter). Without such a line, \
                 they would be decimal, as printf(\"%llu\") writes them: line 1 writes a bare \
                 number that is not 16 digits long."
            ),
            "{text:?}"
        );
    }
    // No such number: hex as before, and nothing to say. gdb's, lldb's
    // `$N`, googletest's numbers (decimal wherever they stand), an `(int)`,
    // a diagram's row, a number that is no value (`step 3`), an octal one,
    // one with a C suffix show nothing of the log's printf.
    for text in [
        "attacks = 4521264543694848\n",
        "$1 = 28\nattacks = 4521264543694848\n",
        "(uint64_t) $0 = 28\nattacks = 4521264543694848\n",
        "  Actual: 28\nattacks = 4521264543694848\n",
        "  x\n    Which is: 28\nattacks = 4521264543694848\n",
        "(int) sq = 28\nattacks = 4521264543694848\n",
        "step 3: attacks = 4521264543694848\n",
        "sq = 017\nattacks = 4521264543694848\n",
        "sq = 28ULL\nattacks = 4521264543694848\n",
        "10000000\nattacks = 4521264543694848\n",
    ] {
        let log = read(text, Mapping::A1B1);
        let attacks = log
            .frames
            .iter()
            .find(|f| f.name.as_deref() == Some("attacks"));
        assert_eq!(
            attacks.map(|f| f.value.0),
            Some(0x4521_2645_4369_4848),
            "{text:?}"
        );
        assert_eq!(log.bare_other_length, None, "{text:?}");
        assert_eq!(log.bare_note(), None, "{text:?}");
    }
    // A log with `0x` reads as it did: decimal, said as before.
    let log = read(
        "gen = 0x10\nsq = 28\nattacks = 4521264543694848\n",
        Mapping::A1B1,
    );
    assert_eq!(log.bare_other_length, None);
    assert!(log
        .bare_note()
        .is_some_and(|n| n.contains("the log writes its hex with 0x")));
}

/// Engines print `name value` with a space (`printf("%s %llx")`,
/// `std::cout << "attacks " << x`, UCI's `info string`): the last word is
/// the value, the identifier nearest it the name. Such lines were skipped
/// as "text before 0x... but not in the form name = 0x...".
#[test]
fn a_name_then_a_space_then_the_value_is_read() {
    let n = |s: &str| Some(s.to_string());
    for (line, name, v) in [
        (
            "attacks 0x00101010ef100000",
            "attacks",
            0x0010_1010_ef10_0000,
        ),
        ("knights\t0000000000000042", "knights", 0x42),
        ("occ 1157443723186933776", "occ", 1_157_443_723_186_933_776),
        ("info string gen 0x10", "gen", 0x10),
        (
            "rook attacks 0x00101010ef100000",
            "attacks",
            0x0010_1010_ef10_0000,
        ),
        ("rook attacks on e4 0x10", "attacks", 0x10),
        ("attacks is 0x10", "attacks", 0x10),
        ("pos->occupied 16", "pos->occupied", 16),
        ("s.flood 0x10ULL", "s.flood", 0x10),
        ("asp[2] 0x10", "asp[2]", 0x10),
        ("asp[ 2 ] 0x10", "asp[2]", 0x10),
        ("x 5", "x", 5),
        ("return 5", "return", 5),
        ("  Attacks   -1", "Attacks", u64::MAX),
    ] {
        assert_eq!(values(line), [(n(name), v)], "{line:?}");
        assert!(read(line, Mapping::A1B1).skipped.is_empty(), "{line:?}");
    }
    // A square's name alone before the value says where, not what.
    assert_eq!(values("e4 0x10"), [(None, 0x10)]);
    // Another number before the value, a place in a source file, a
    // counter's word, a word that is no identifier: as before.
    let why = |line: &str| {
        let log = read(line, Mapping::A1B1);
        assert_eq!(log.frames, [], "{line:?}");
        log.skipped[0].why.clone()
    };
    for line in [
        "step 3 0x10",
        "ply 2: 0x10",
        "attacks 0x10 0x20",
        "gen 0x10 pro 0xff",
    ] {
        assert_eq!(
            why(line),
            "more than one number on it, and none in the form name = number",
            "{line}"
        );
    }
    assert_eq!(why("movegen.c:120 0x10"), "a place in a source file");
    for (line, n) in [
        ("step 3", "3"),
        ("Ply 2", "2"),
        ("info depth 5", "5"),
        ("(a + b) 5", "5"),
        ("attacks, 0x10", "0x10"),
        ("rook's attacks 0x10", "0x10"),
        ("$1 0x10", "0x10"),
    ] {
        assert_eq!(
            why(line),
            format!("text before {n} but not in the form name = {n}"),
            "{line}"
        );
    }
    assert_eq!(
        why("attacks 0x1ffffffffffffffff"),
        "0x1ffffffffffffffff is 2^64 or more: a bitboard holds 64 bits"
    );
    // Every other form reads as it did.
    assert_eq!(
        values("step 3: gen = 0x10, pro = 0xff; flood: 7 (iteration 2)"),
        [(n("gen"), 0x10), (n("pro"), 0xff), (n("flood"), 7)]
    );
    assert_eq!(
        values("[movegen.c:120] attacks = 0x10"),
        [(n("attacks"), 0x10)]
    );
    // A `%llx` log's bare numbers after a space are hex as the rest.
    assert_eq!(
        values("pro = fefefefefefefefe\ngen 10\n"),
        [(n("pro"), 0xfefe_fefe_fefe_fefe), (n("gen"), 0x10)]
    );
}

/// lldb's `(int) sq = 28` is a square's number, not a set: skipped with
/// why, as the reader skips other non-values. It was a board of b1, c1, d1
/// and e1. 64-bit types stay values.
#[test]
fn an_int_lldb_prints_is_no_set() {
    let n = |s: &str| Some(s.to_string());
    for (line, ty) in [
        ("(int) sq = 28", "int"),
        ("(unsigned int) $0 = 28", "unsigned int"),
        ("(uint32_t) x = 5", "uint32_t"),
        ("(short) s = 1", "short"),
        ("(char) c = 'a'", "char"),
        ("(const int) k = 3", "const int"),
        ("(u8) r = 7", "u8"),
        ("  (int)\tsq = 28", "int"),
    ] {
        let log = read(line, Mapping::A1B1);
        assert_eq!(log.frames, [], "{line}");
        assert_eq!(
            log.skipped[0].why,
            format!("({ty}): an integer of 32 bits or fewer, not a 64-bit set"),
            "{line}"
        );
    }
    let log = read("(Stockfish::Square) s = 28", Mapping::A1B1);
    assert_eq!(
        log.skipped[0].why,
        "(Stockfish::Square): a square's number, not a 64-bit set"
    );
    for line in [
        "(uint64_t) b = 28",
        "(U64) b = 28",
        "(unsigned long long) b = 28",
        "(Bitboard) b = 28",
        "(unsigned long) b = 28",
        "(int64_t) b = 28",
    ] {
        assert_eq!(values(line), [(n("b"), 28)], "{line}");
    }
    // A parenthesis that is no type is as before.
    assert_eq!(values("(int) 5"), []);
}

/// lldb's print of a pointer (`(U64 *) p = 0x00007fffffffe5c0`, an
/// address), a floating-point number, or an array of ints, as lldb 14's
/// `frame variable` prints them (checked on a C program): no set, skipped
/// with why, every line of a long array. Each was read as a board (the
/// pointer as its address's bits, the array element by element).
#[test]
fn lldb_s_pointers_floats_and_int_arrays_are_no_sets() {
    let n = |s: &str| Some(s.to_string());
    let text = "(lldb) frame variable\n(U64 *) p = 0x00007fffffffe5c0\n(double) d = 2\n\
                (float) f = 3\n(uint64_t) gen = 268435456\n(int[2]) $5 = ([0] = 1, [1] = 2)\n\
                (lldb) p counts\n(int[64]) $6 = {\n  [0] = 1\n  [1] = 2\n}\n\
                (lldb) p asp\n(U64[2]) $7 = ([0] = 16, [1] = 32)";
    let log = read(text, Mapping::A1B1);
    let got: Vec<(Option<String>, u64)> = log
        .frames
        .iter()
        .map(|f| (f.name.clone(), f.value.0))
        .collect();
    assert_eq!(
        got,
        [
            (n("gen"), 268_435_456),
            (n("asp[0]"), 16),
            (n("asp[1]"), 32)
        ]
    );
    let skipped: Vec<(usize, &str)> = log
        .skipped
        .iter()
        .map(|s| (s.line, s.why.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [
            (1, "no number on it, nor name = number"),
            (2, "(U64 *): a pointer (an address), not a 64-bit set"),
            (3, "(double): a floating-point number, not a 64-bit set"),
            (4, "(float): a floating-point number, not a 64-bit set"),
            (6, "(int[2]): an array of integers of 32 bits or fewer, not of sets"),
            (8, "(int[64]): an array of integers of 32 bits or fewer, not of sets"),
            (9, "an element of $6, (int[64]): an array of integers of 32 bits or fewer, not of sets"),
            (10, "an element of $6, (int[64]): an array of integers of 32 bits or fewer, not of sets"),
        ]
    );
}

/// A list alone on its line, as Python's `print(asp)` and Rust's
/// `println!("{:?}", asp)` write one: its elements, nameless, the zeros
/// that end it left out, as a named list's. It was skipped as more than
/// one number. A bracketed tag before a value, or a list of words, is no
/// such list.
#[test]
fn a_list_alone_on_its_line_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        values("[16, 0x1000, 0]\n[1, 512]"),
        [(None, 16), (None, 0x1000), (None, 1), (None, 512)]
    );
    assert_eq!(values("[16]"), [(None, 16)]);
    assert_eq!(values("[movegen.c:120] gen = 0x10"), [(n("gen"), 0x10)]);
    assert_eq!(values("[e4, d5]"), []);
    assert_eq!(values("[INFO] 0x10"), []);
    let log = read("[18446744073709551616, 1]", Mapping::A1B1);
    assert_eq!(
        log.skipped[0].why,
        "18446744073709551616 is 2^64 or more: a bitboard holds 64 bits"
    );
}

/// gdb's `finish` prints `Value returned is $8 = 0x...`, lldb's `Return
/// value: (uint64_t) $0 = ...`: the routine's result, named `return` (which
/// `check` sets against the fill's result). It was named `$8`, a name no
/// fill has.
#[test]
fn a_debugger_s_finish_names_the_value_return() {
    let n = |s: &str| Some(s.to_string());
    let gdb = "(gdb) finish\nRun till exit from #0  slider_attacks () at attacks.c:12\n\
               0x0000555555555189 in main () at main.c:30\n\
               Value returned is $8 = 0x10101010ef101010\n";
    assert_eq!(values(gdb), [(n("return"), 0x1010_1010_ef10_1010)]);
    // gdb's decimal, 16 digits too.
    assert_eq!(
        values("Value returned is $1 = 4521264543694848"),
        [(n("return"), 4_521_264_543_694_848)]
    );
    assert_eq!(
        values("Return value: (uint64_t) $0 = 16"),
        [(n("return"), 16)]
    );
    assert_eq!(
        values("Return value: (U64) $0 = 0x10"),
        [(n("return"), 0x10)]
    );
    assert_eq!(
        read("Return value: (int) $0 = 3", Mapping::A1B1).skipped[0].why,
        "(int): an integer of 32 bits or fewer, not a 64-bit set"
    );
    assert_eq!(fillscope_core::log::RETURN, "return");
}

/// A call or a cast before `=` names its value as written, as googletest's
/// `Which is:` is named by the expression before it; before a square's
/// name, the word before the square names it, as in the spaced form
/// (`rook attacks on e4 0x10`). Both were missed: `knightAttacks(sq) =
/// 0x20` and `BB(gen)=0x80` were skipped as "text before 0x20 but not in
/// the form name = 0x20", and `rook attacks e4 = 0x10` was nameless.
#[test]
fn calls_casts_and_words_before_a_square_name_the_value() {
    let n = |s: &str| Some(s.to_string());
    for (line, name, v) in [
        ("knightAttacks(sq) = 0x20", "knightAttacks(sq)", 0x20),
        ("BB(gen)=0x80", "BB(gen)", 0x80),
        ("attacks(E4, occ) = 16", "attacks(E4, occ)", 16),
        ("pos.pieces(KNIGHT) = 0x10ULL", "pos.pieces(KNIGHT)", 0x10),
        ("rook attacks e4 = 0x10", "attacks", 0x10),
        ("rook attacks on e4: 0x10", "attacks", 0x10),
        ("  Knight moves from g1 = 0x50000", "moves", 0x5_0000),
    ] {
        let log = read(line, Mapping::A1B1);
        assert_eq!(values(line), [(n(name), v)], "{line:?}");
        assert!(log.skipped.is_empty(), "{line:?}: {:?}", log.skipped);
    }
    // No word before the square, or a number or a counter's word there:
    // nameless, as before.
    for line in ["e4 = 0x10", "step 3 e4 = 0x10", "0x20, e4 = 0x10"] {
        let named: Vec<_> = read(line, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(named.last(), Some(&None), "{line:?}");
    }
    // Comparisons, two numbers after the call, a call with no number
    // after it: no value, each with why.
    for line in [
        "f(x) == 0x10",
        "f(x) != 0x10",
        "f(x) = 0x10 0x20",
        "f(x) = attacks",
    ] {
        let log = read(line, Mapping::A1B1);
        assert!(log.frames.is_empty(), "{line:?}: {:?}", log.frames);
        assert_eq!(log.skipped.len(), 1, "{line:?}");
    }
}

/// lldb prints a short array on one line, `(U64[2]) $1 = ([0] = 16, [1] =
/// 32)` (as lldb 14's `p` and `frame variable` print `U64 two[2] = {16,
/// 32}`; a long one, one element a line, was read already): element by
/// element, named after the print command's name or the array's, the
/// zeros that end it left out, as its long arrays are. The same code
/// reads it on the 9x9 board. Before, the line was skipped ("more than
/// one number on it").
#[test]
fn lldb_s_short_array_on_one_line() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        values("(lldb) p two\n(U64[2]) $1 = ([0] = 16, [1] = 32)"),
        [(n("two[0]"), 16), (n("two[1]"), 32)]
    );
    assert_eq!(
        values("(lldb) frame variable two\n(U64[2]) two = ([0] = 16, [1] = 32)"),
        [(n("two[0]"), 16), (n("two[1]"), 32)]
    );
    assert_eq!(
        values("(lldb) p/x two\n(U64[3]) $2 = ([0] = 0x0000000000000010, [1] = 0x0000000000000000, [2] = 0x0000000000000000)"),
        [(n("two[0]"), 16)]
    );
    assert_eq!(
        values("(U64[2]) $3 = ([0] = 4521260802379792, [1] = 0)"),
        [(n("$3[0]"), 0x0010_1010_1010_1010)]
    );
    // In the print's format: lldb's p/o writes octal with a leading 0,
    // its p/t binary after 0b (as lldb 14 prints them).
    assert_eq!(
        values("(lldb) p/o two\n(U64[2]) $4 = ([0] = 020, [1] = 040)"),
        [(n("two[0]"), 16), (n("two[1]"), 32)]
    );
    assert_eq!(
        values("(lldb) p/t two\n(U64[2]) $5 = ([0] = 0b10000, [1] = 0b100000)"),
        [(n("two[0]"), 16), (n("two[1]"), 32)]
    );
    let log = read("(U64[2]) $3 = ([0] = 16, [1] = zz)", Mapping::A1B1);
    assert_eq!(log.skipped[0].why, "element 1 of $3, `zz`, is not a number");
}

/// Python's list of `hex()` strings (`['0x10', '0x1000']`): element by
/// element, as a list of numbers. It was skipped, its quoted numbers no
/// numbers.
#[test]
fn python_s_list_of_hex_strings_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        values("asp = ['0x10', '0x1000']\n[\"0x20\"]"),
        [(n("asp[0]"), 0x10), (n("asp[1]"), 0x1000), (None, 0x20)]
    );
    // Quotes that do not close, or a word in them, are no number.
    assert_eq!(values("asp = ['0x10]\n['gen', '0x10']"), []);
}

/// Rust's list printed with `{:#?}`, as `dbg!` prints one (its source
/// place, `[src/main.rs:11:5]`, then `v = [`, an element a line, `]`):
/// element by element, as a list on one line. Each line was skipped, the
/// elements for their commas.
#[test]
fn rust_s_pretty_list_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    let dbg = "[src/main.rs:11:5] v = [\n    16,\n    4096,\n    0,\n]\n\
               [src/main.rs:12:5] w = [1, 512]\n[\n    0x10,\n]\n\
               [src/main.rs:10:5] gen = 268435456";
    let log = read(dbg, Mapping::A1B1);
    let got: Vec<(Option<String>, u64)> = log
        .frames
        .iter()
        .map(|f| (f.name.clone(), f.value.0))
        .collect();
    assert_eq!(
        got,
        [
            (n("v[0]"), 16),
            (n("v[1]"), 4096),
            (n("w[0]"), 1),
            (n("w[1]"), 512),
            (None, 0x10),
            (n("gen"), 268_435_456),
        ]
    );
    assert_eq!(log.skipped, []);
    // A line that is no element ends the list and is read as any line.
    assert_eq!(
        values("masks: [\n    Bitboard(16),\ngen = 0x20"),
        [(n("masks[0]"), 16), (n("gen"), 0x20)]
    );
}

/// gdb prints a `char` or a `uint8_t` as its number, then the character
/// (`$1 = 9 '\t'`, `$2 = 65 'A'`, as gdb 13.1 prints them on a C
/// program), and a pointer after its type (`$3 = (U64 *) 0x7fffffffe5e0`):
/// no set, skipped with why as lldb's are, the `(gdb) p` line that named
/// it with them. The char was read as a board (9: a1 and d1), and the
/// pointer was skipped as text before a number.
#[test]
fn gdb_s_chars_and_pointers_are_no_sets() {
    let n = |s: &str| Some(s.to_string());
    let text = "(gdb) p sq\n$1 = 9 '\\t'\n$2 = 65 'A'\n$3 = -3 '\\375'\n$4 = 39 '\\''\n\
                $5 = 32 ' '\n(gdb) p p\n$6 = (U64 *) 0x7fffffffe5e0\n\
                Value returned is $7 = 0 '\\000'\n(gdb) p gen\n$8 = 16\n(gdb) p/c gen\n$9 = 16 '\\020'";
    let log = read(text, Mapping::A1B1);
    let got: Vec<(Option<String>, u64)> = log
        .frames
        .iter()
        .map(|f| (f.name.clone(), f.value.0))
        .collect();
    assert_eq!(got, [(n("gen"), 16)]);
    let char = |line: &str| {
        format!("{line}: a character (gdb writes its number, then the character), not a 64-bit set")
    };
    let skipped: Vec<(usize, String)> = log
        .skipped
        .iter()
        .map(|s| (s.line, s.why.clone()))
        .collect();
    assert_eq!(
        skipped,
        [
            (2, char("$1 = 9 '\\t'")),
            (3, char("$2 = 65 'A'")),
            (4, char("$3 = -3 '\\375'")),
            (5, char("$4 = 39 '\\''")),
            (6, char("$5 = 32 ' '")),
            (
                8,
                "(U64 *): a pointer (an address), not a 64-bit set".into()
            ),
            (9, char("$7 = 0 '\\000'")),
            (12, "no number on it, nor name = number".into()),
            (
                13,
                "$9 is printed with /c, which writes no integer: print it with /x".into()
            ),
        ]
    );
    // A number and a name's quotes are no char: still read.
    assert_eq!(values("$1 = 16"), [(n("$1"), 16)]);
}

/// Rust's `{:?}` of a newtype alone on its line (`Bitboard(0x10)`, as
/// `println!("{:?}", b)` writes it) is a value with no name, as a number
/// alone on its line is, read as the log writes its numbers. It was
/// skipped as text before a number. A call (`popcount(16)`, a name that is
/// no type's) and a wrapper of no number stay skipped.
#[test]
fn a_wrapper_type_alone_on_its_line_is_a_nameless_value() {
    let n = |s: &str| Some(s.to_string());
    assert_eq!(
        values("Bitboard(0x10)\nBitBoard(4096)\n  Bitboard(0b11)\ngen = Bitboard(32)"),
        [(None, 0x10), (None, 4096), (None, 3), (n("gen"), 32)]
    );
    // In a log that writes its hex without 0x, as its other numbers.
    assert_eq!(
        values("b = ff\nBitboard(10)"),
        [(n("b"), 0xff), (None, 0x10)]
    );
    for line in [
        "popcount(16)",
        "Bitboard(e4)",
        "Bitboard(16) Bitboard(32)",
        "Bitboard(16),",
    ] {
        let log = read(line, Mapping::A1B1);
        assert_eq!(log.frames, [], "{line}");
        assert_eq!(log.skipped.len(), 1, "{line}");
    }
    let log = read("Bitboard(18446744073709551616)", Mapping::A1B1);
    assert_eq!(
        log.skipped[0].why,
        "18446744073709551616 is 2^64 or more: a bitboard holds 64 bits"
    );
}

/// Python's `pprint` of a list too long for one line writes an element a
/// line, the first after `[` and the last before `]` (`[16,`, ` 4096,`,
/// ` 0]`), or several a line with `compact=True` (as Python 3.11 prints
/// them): element by element, nameless, as `print`'s list alone on its
/// line, the zeros that end it left out. An element past 64 bits skips its
/// line, saying why; the rest loads. Each line was skipped.
#[test]
fn python_s_pprint_list_gives_its_elements() {
    let n = |s: &str| Some(s.to_string());
    let text = "[16,\n 4096,\n 0,\n 0]\n['0x1000000000000000',\n '0x10',\n '0x0']\n\
                [9223372036854775808, 9223372036854775808,\n 1, 32]\ngen = 0x40";
    assert_eq!(
        values(text),
        [
            (None, 16),
            (None, 4096),
            (None, 1 << 60),
            (None, 0x10),
            (None, 1 << 63),
            (None, 1 << 63),
            (None, 1),
            (None, 32),
            (n("gen"), 0x40)
        ]
    );
    let log = read("[16,\n 18446744073709551616,\n 32]", Mapping::A1B1);
    let got: Vec<u64> = log.frames.iter().map(|f| f.value.0).collect();
    assert_eq!(got, [16, 32]);
    let skipped: Vec<(usize, &str)> = log
        .skipped
        .iter()
        .map(|s| (s.line, s.why.as_str()))
        .collect();
    assert_eq!(
        skipped,
        [(
            2,
            "18446744073709551616 is 2^64 or more: a bitboard holds 64 bits"
        )]
    );
    // A list of lists, or of words, is no such list.
    assert_eq!(values("[[16, 32],\n [64, 128]]"), []);
    assert_eq!(values("[e4,\n d5]"), []);
}
