//! `parse_bitboard` on arbitrary text, and traces through serde_json.

mod common;

use fillscope_core::{
    fill, parse_bitboard, paths, Bitboard, Direction, Method, Square, Step, Trace,
};
use proptest::prelude::*;

fn square_list(b: Bitboard, sep: &str) -> String {
    b.squares()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn never_panics_on_any_text(s in any::<String>()) {
        let _ = parse_bitboard(&s);
    }

    #[test]
    fn never_panics_on_near_miss_text(s in "[ \t,;0-9a-hA-HxX_xyz\u{e9}\u{2003}-]{0,40}") {
        if let Err(e) = parse_bitboard(&s) {
            prop_assert!(e.column >= 1 && e.column <= s.chars().count() + 1, "column {} for {:?}", e.column, s);
            prop_assert!(!e.message.is_empty());
        }
    }

    #[test]
    fn renderings_round_trip(v in any::<u64>(), pad in "[ \t]{0,3}") {
        let b = Bitboard(v);
        prop_assert_eq!(parse_bitboard(&b.hex()), Ok(b));
        prop_assert_eq!(parse_bitboard(&format!("{pad}{v:#X}{pad}")), Ok(b));
        prop_assert_eq!(parse_bitboard(&format!("{v:#x}")), Ok(b));
        // 16 digits are hex (printf's `%016llx`); any other decimal is decimal.
        let decimal = v.to_string();
        if decimal.len() != 16 {
            prop_assert_eq!(parse_bitboard(&decimal), Ok(b));
        }
        prop_assert_eq!(parse_bitboard(&format!("{v:016x}")), Ok(b));
        if !b.is_empty() {
            prop_assert_eq!(parse_bitboard(&square_list(b, ",")), Ok(b));
            prop_assert_eq!(parse_bitboard(&format!("{pad}{}", square_list(b, ", "))), Ok(b));
            prop_assert_eq!(parse_bitboard(&square_list(b, " ").to_uppercase()), Ok(b));
        }
    }

    #[test]
    fn bitboards_serialize_as_16_hex_digits(v in any::<u64>()) {
        let json = serde_json::to_string(&Bitboard(v)).unwrap();
        prop_assert_eq!(&json, &format!("\"0x{v:016x}\""));
        prop_assert_eq!(json.len(), 20);
        prop_assert!(json[3..19].chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)));
        prop_assert_eq!(serde_json::from_str::<Bitboard>(&json).unwrap(), Bitboard(v));
    }
}

/// An edit of a text: insert a character, delete one, or replace one.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

fn edit(text: &str, edits: &[Edit]) -> String {
    let mut c: Vec<char> = text.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(at, ch) => c.insert(at % (c.len() + 1), ch),
            Edit::Delete(at) if !c.is_empty() => {
                c.remove(at % c.len());
            }
            Edit::Replace(at, ch) if !c.is_empty() => {
                let at = at % c.len();
                c[at] = ch;
            }
            _ => {}
        }
    }
    c.into_iter().collect()
}

/// Characters a bitboard text is made of, and some it could trip on.
fn near_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => prop::sample::select("0123456789abcdefghxX_,; \t-".chars().collect::<Vec<_>>()),
        1 => prop::sample::select(vec!['\u{200b}', '\u{ff10}', '\u{e9}', '\u{301}', '\u{a0}', 'z', '9']),
        1 => any::<char>(),
    ]
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(
        prop_oneof![
            (any::<usize>(), near_char()).prop_map(|(a, c)| Edit::Insert(a, c)),
            any::<usize>().prop_map(Edit::Delete),
            (any::<usize>(), near_char()).prop_map(|(a, c)| Edit::Replace(a, c)),
        ],
        1..5,
    )
}

/// Whether an error's column lies within the text (or just after it).
fn column_in_text(text: &str) -> Result<(), TestCaseError> {
    if let Err(e) = parse_bitboard(text) {
        prop_assert!(
            e.column >= 1 && e.column <= text.chars().count() + 1,
            "column {} for {:?}",
            e.column,
            text
        );
        prop_assert!(!e.message.is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Hex of any length, after any number of leading zeros (underscores
    /// anywhere, either case): read exactly when its value fits in 64 bits,
    /// whatever the zeros before it (`0x00000000000000001` is 1); else, or
    /// with no digits, refused, a value too large for being more than 16
    /// hex digits. The value as u128 (22 digits at most) is the truth.
    #[test]
    fn hex_of_any_length(zeros in 0usize..20, digits in "[0-9a-fA-F]{0,22}", unders in prop::collection::vec(any::<prop::sample::Index>(), 0..3), upper_x in any::<bool>()) {
        let digits = format!("{}{digits}", "0".repeat(zeros));
        let mut body = digits.clone();
        for u in &unders {
            body.insert(u.index(body.len() + 1), '_');
        }
        let text = format!("{}{body}", if upper_x { "0X" } else { "0x" });
        let value = u128::from_str_radix(&digits, 16).ok();
        match value.map(u64::try_from) {
            Some(Ok(v)) => prop_assert_eq!(parse_bitboard(&text), Ok(Bitboard(v)), "{:?}", text),
            too_large => {
                let e = parse_bitboard(&text).expect_err(&text);
                if too_large.is_some() {
                    prop_assert_eq!(e.message, "more than 16 hex digits: a bitboard has 64 bits");
                }
                column_in_text(&text)?;
            }
        }
    }

    /// Square lists joined by any separators: read exactly unless an item
    /// is empty (a doubled, leading or trailing `,`/`;`), which is refused
    /// at that separator.
    #[test]
    fn square_lists_with_any_separators(
        items in prop::collection::vec((common::square(), prop::sample::select(vec![",", ";", " ", ", ", " ,", "\t", ",,", "; ;"])), 1..12),
        lead in prop::sample::select(vec!["", " ", ",", "; "]),
        tail in prop::sample::select(vec!["", " ", ",", " ;"]),
    ) {
        let mut text = String::from(lead);
        let mut want = Bitboard::EMPTY;
        for (k, (sq, sep)) in items.iter().enumerate() {
            if k > 0 {
                text.push_str(sep);
            }
            text.push_str(&sq.to_string());
            want.insert(*sq);
        }
        text.push_str(tail);
        let separators = |s: &str| s.chars().filter(|c| *c == ',' || *c == ';').count();
        let empty_item = separators(lead) > 0
            || separators(tail) > 0
            || items.iter().skip(1).any(|(_, sep)| separators(sep) > 1);
        match parse_bitboard(&text) {
            Ok(b) => {
                prop_assert!(!empty_item, "{:?} was read as {:?}", text, b);
                prop_assert_eq!(b, want);
            }
            Err(e) => {
                prop_assert!(empty_item, "{:?}: {}", text, e);
                prop_assert!(e.message.contains("with no square"), "{:?}: {}", text, e);
                column_in_text(&text)?;
            }
        }
    }

    /// A few edits of a valid hex, decimal or square-list rendering never
    /// panic, and an error still points inside the text.
    #[test]
    fn edited_renderings_never_panic(b in common::board(), form in 0..3u8, edits in edits()) {
        let valid = match form {
            0 => b.hex(),
            1 => b.0.to_string(),
            _ => square_list(b, ","),
        };
        let text = edit(&valid, &edits);
        column_in_text(&text)?;
    }
}

proptest! {
    // A never-returning Moshammer run records ~70 frames of ~70 layers
    // each; a few hundred such traces through JSON is plenty.
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn traces_round_trip_through_json(
        (sq1, sq2, path) in common::path_case(), step in common::step(), gen in common::board()
    ) {
        let traces: Vec<Trace> = vec![
            paths::westcott_traced(sq1, sq2, path, step).1,
            paths::moshammer_traced(sq1, sq2, path, step).1,
            paths::connected_traced(sq1, sq2, path, step).1,
            fill::fill_traced(gen, path, Direction::NoWe, Method::Rotate).2,
            fillscope_core::bfs::voronoi_traced(sq1, sq2, path, Default::default()).1,
        ];
        for t in traces {
            let json = serde_json::to_string(&t).unwrap();
            let back: Trace = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back, t);
        }
    }
}

#[test]
fn errors_point_at_the_offending_column() {
    let cases: [(&str, usize); 9] = [
        ("", 1),
        ("   ", 4),
        ("e4,z9", 4),
        ("  e4 a9", 6),
        ("0x12g4", 5),
        ("  0x", 5),
        ("12a", 3),
        ("0x11112222333344445", 19),
        ("\u{e9}4, e4", 1),
    ];
    for (text, col) in cases {
        let e = parse_bitboard(text).unwrap_err();
        assert_eq!(e.column, col, "{text:?}: {e}");
    }
    assert_eq!(parse_bitboard(" all "), Ok(Bitboard::ALL));
    assert_eq!(parse_bitboard("EMPTY"), Ok(Bitboard::EMPTY));
    assert_eq!(parse_bitboard("0x_ff"), Ok(Bitboard::RANK_1));
    assert!(parse_bitboard("18446744073709551616").is_err());
    assert_eq!(parse_bitboard("18446744073709551615"), Ok(Bitboard::ALL));
}

/// Leading zeros past the 16th hex digit, as an engine that pads to a
/// wider field writes them: read when the value fits (in 64 bits, or in
/// the 9x9 board's 81), refused as before when it does not, at the first
/// digit too many. They were refused, the zeros counted as digits.
#[test]
fn leading_zeros_are_free_while_the_value_fits() {
    use fillscope_core::nine::Board9;
    use fillscope_core::parse::parse_board9;
    assert_eq!(parse_bitboard("0x00000000000000001"), Ok(Bitboard(1)));
    assert_eq!(
        parse_bitboard("0x0000000000000000FFFFFFFFFFFFFFFFULL"),
        Ok(Bitboard::ALL)
    );
    assert_eq!(
        parse_bitboard("0x0000_0000_0000_0000_8000_0000_0000_0001"),
        Ok(Square::A1 | Square::H8)
    );
    assert_eq!(parse_bitboard("0x000000000000000000"), Ok(Bitboard::EMPTY));
    // 2^64: the 17th digit of value, column 22, is one too many.
    let e = parse_bitboard("0x00010000000000000000").unwrap_err();
    assert_eq!(
        (e.column, e.message.as_str()),
        (22, "more than 16 hex digits: a bitboard has 64 bits")
    );
    let nine = format!("0x{}1", "0".repeat(40));
    assert_eq!(parse_board9(&nine), Ok(Board9(1)));
    let e = parse_board9(&format!("0x{}2{}", "0".repeat(8), "0".repeat(20))).unwrap_err();
    assert_eq!(
        e.message,
        "bit 81 is set, beyond the 9x9 board (its squares a1-i9 are bits 0-80)"
    );
}

/// Numbers as an engine's source writes them: C suffixes, C++14's `'`
/// between digits, `0b` binary; on both boards.
#[test]
fn engine_source_numbers_are_read() {
    for (text, v) in [
        ("0x0101'0101'0101'0101ULL", 0x0101_0101_0101_0101),
        ("0x10ull", 0x10),
        ("0xffUL", 0xff),
        ("10ULL", 10),
        ("1'000u", 1000),
        ("0b101", 5),
        ("0B1'0000'0000", 0x100),
        (
            "0b0000000000000000000000000000000000000000000000000000000000000000001",
            1,
        ),
    ] {
        assert_eq!(parse_bitboard(text), Ok(Bitboard(v)), "{text:?}");
    }
    // C suffixes in any order C allows; Rust's `_` may lead or trail.
    for (text, v) in [
        ("10LLU", 10),
        ("10lu", 10),
        ("0x10_", 0x10),
        ("0x_10", 0x10),
        ("0", 0),
        ("00", 0),
        ("0'0", 0),
    ] {
        assert_eq!(parse_bitboard(text), Ok(Bitboard(v)), "{text:?}");
    }
    // 16 hex digits as printf's `%016llx` writes them, as the log reader
    // reads them, even when every digit is a decimal one.
    for (text, v) in [
        ("0000000010000000", 0x1000_0000),
        ("8000000000000001", 0x8000_0000_0000_0001),
        ("ffffffffffffffff", u64::MAX),
        ("00000000000000FF", 0xff),
        ("4503599627370496", 0x4503_5996_2737_0496),
    ] {
        assert_eq!(parse_bitboard(text), Ok(Bitboard(v)), "{text:?}");
    }
    assert_eq!(
        fillscope_core::parse::parse_board9(&format!("{:032x}", 1u128 << 80)).map(|b| b.0),
        Ok(1 << 80)
    );
    // On the 9x9 board 16 digits are printf's too: the same value as 8x8.
    assert_eq!(
        fillscope_core::parse::parse_board9("0000000000000100").map(|b| b.0),
        Ok(0x100)
    );
    // A bad digit after a leading 0 is named where it stands.
    let e = parse_bitboard("000000001000000g").unwrap_err();
    assert_eq!(
        (e.column, e.message.as_str()),
        (16, "`g` is not a decimal digit (use 0x for hex)")
    );
    let bin64 = format!("0b{}", "1".repeat(64));
    assert_eq!(parse_bitboard(&bin64), Ok(Bitboard::ALL));
    for (text, col, says) in [
        (
            format!("0b1{}", "0".repeat(64)),
            67,
            "the number is larger than 2^64 - 1",
        ),
        ("0b102".to_string(), 5, "`2` is not a binary digit (0 or 1)"),
        ("0b".to_string(), 3, "no binary digits after 0b"),
        (
            "0x10uul".to_string(),
            5,
            "`uul` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)",
        ),
        (
            "10lL".to_string(),
            3,
            "`lL` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)",
        ),
        (
            "0x1lul".to_string(),
            4,
            "`lul` is not a C integer suffix (u, l, ll, ul, ull or llu, in either case)",
        ),
        ("0x'10".to_string(), 3, "`'` must stand between two digits"),
        (
            "_10".to_string(),
            1,
            "a number cannot start with `_` or `'`: they stand between digits",
        ),
        (
            "'10".to_string(),
            1,
            "a number cannot start with `_` or `'`: they stand between digits",
        ),
        ("0x10'".to_string(), 5, "`'` must stand between two digits"),
        ("1''0".to_string(), 2, "`'` must stand between two digits"),
        ("0b'1".to_string(), 3, "`'` must stand between two digits"),
        (
            "017".to_string(),
            1,
            "a number that starts with 0 is octal in C: write 0x for hex, \
             or leave out the leading 0 for decimal",
        ),
        (
            " 0_9ULL".to_string(),
            2,
            "a number that starts with 0 is octal in C: write 0x for hex, \
             or leave out the leading 0 for decimal",
        ),
    ] {
        let e = parse_bitboard(&text).unwrap_err();
        assert_eq!((e.column, e.message.as_str()), (col, says), "{text:?}");
    }
    assert_eq!(
        fillscope_core::parse::parse_board9("0b1'0000'0000'0000'0000ULL").map(|b| b.0),
        Ok(1 << 16)
    );
}

#[test]
fn negative_decimals_are_their_twos_complement() {
    // As C's `U64 x = -1;` and the Log reader read them.
    for (text, want) in [
        ("-1", u64::MAX),
        (" -2 ", u64::MAX - 1),
        ("-0", 0),
        ("-1ULL; // all", u64::MAX),
        ("-1'000", 1000u64.wrapping_neg()),
        ("-9223372036854775808", 1 << 63),
    ] {
        assert_eq!(parse_bitboard(text), Ok(Bitboard(want)), "{text:?}");
    }
    for (text, col, says) in [
        (
            "-9223372036854775809",
            1,
            "the number is below -2^63: a bitboard has 64 bits",
        ),
        (
            " -0x1",
            2,
            "only a decimal number can be negative (-1 is every square): expected 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty",
        ),
        (
            "-e4",
            1,
            "only a decimal number can be negative (-1 is every square): expected 0x and up to 16 hex digits, a decimal number, squares like e4,a1,h8, all, or empty",
        ),
        (
            "-017",
            1,
            "a number that starts with 0 is octal in C: write 0x for hex, \
             or leave out the leading 0 for decimal",
        ),
        ("-1x", 3, "`x` is not a decimal digit (use 0x for hex)"),
        (
            "-1000000000000000000000000000000000000000",
            1,
            "the number is below -2^63: a bitboard has 64 bits",
        ),
    ] {
        let e = parse_bitboard(text).unwrap_err();
        assert_eq!((e.column, e.message.as_str()), (col, says), "{text:?}");
    }
    // On the 9x9 board a negative number, as 128 bits, sets bits past i9:
    // refused, with what to write for every square.
    let e = fillscope_core::parse::parse_board9("-1").unwrap_err();
    assert_eq!(
        (e.column, e.message.as_str()),
        (1, "a negative number is refused on the 9x9 board: as 128 bits it sets bits past i9 (bit 80); write all for every square")
    );
}

#[test]
fn messages_name_invisible_characters() {
    let e = parse_bitboard("\u{200b}e4").unwrap_err().to_string();
    assert_eq!(
        e,
        "column 1: `<U+200B>e4` is not a square (files a-h, ranks 1-8)"
    );
    let e = parse_bitboard("0x1\u{ff10}").unwrap_err().to_string();
    assert_eq!(e, "column 4: `<U+FF10>` is not a hex digit (0-9, a-f)");
}

#[test]
fn square_lists_have_no_empty_items() {
    for (text, col, says) in [
        ("a1,,b2", 4, "`,` with no square before it"),
        (",a1", 1, "`,` with no square before it"),
        ("a1,", 3, "`,` with no square after it"),
        ("a1; ;b2", 5, "`;` with no square before it"),
        ("e4 , a1 ,", 9, "`,` with no square after it"),
        ("all,empty", 1, "`all` stands alone"),
    ] {
        let e = parse_bitboard(text).unwrap_err();
        assert_eq!(e.column, col, "{text:?}: {e}");
        assert!(e.to_string().contains(says), "{text:?}: {e}");
    }
    let e4_a1 = Bitboard::from(Square::E4) | Bitboard::from(Square::A1);
    for ok in ["e4,a1", "e4, a1", " e4 a1 ", "e4;a1", "e4 ,a1"] {
        assert_eq!(parse_bitboard(ok), Ok(e4_a1), "{ok:?}");
    }
}

#[test]
fn bad_json_bitboards_are_refused() {
    for bad in [
        "\"0x123\"",
        "\"ffffffffffffffff\"",
        "\"0x000000000000000g\"",
        "12",
        "\"0x+000000000000001\"",
    ] {
        assert!(serde_json::from_str::<Bitboard>(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_trace_as_json_names_its_registers_and_hex_values() {
    let (_, t) = paths::westcott_traced(
        Square::E4.into(),
        Square::A1 | Square::H8,
        Bitboard::ALL,
        Step::King,
    );
    let v: serde_json::Value = serde_json::to_value(&t).unwrap();
    assert_eq!(v["algorithm"], "westcott");
    assert_eq!(v["outcome"]["kind"], "returned");
    assert_eq!(v["outcome"]["value"], 5);
    let last = &v["frames"].as_array().unwrap().last().unwrap()["registers"];
    let asp4 = last
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "asp[4]")
        .unwrap();
    assert_eq!(asp4["value"], "0x8000000000000001");
    assert_eq!(asp4["role"]["kind"], "layer");
    assert_eq!(asp4["role"]["k"], 4);
}

/// A value copied from C source with its `;` and a `//` comment reads as
/// the value; the comment alone is nothing to read.
#[test]
fn values_copied_from_c_source() {
    assert_eq!(
        parse_bitboard("0x10000000ULL; // sq1"),
        Ok(Square::E4.into())
    );
    assert_eq!(parse_bitboard("268435456;"), Ok(Square::E4.into()));
    assert_eq!(
        parse_bitboard("e4, a1 // the sources").map(Bitboard::count),
        Ok(2)
    );
    let e = parse_bitboard("// sq1").unwrap_err();
    assert!(e.message.starts_with("nothing to read"), "{e}");
    // A square list's last `;` is still an empty item.
    assert!(parse_bitboard("a1;").is_err());
}
