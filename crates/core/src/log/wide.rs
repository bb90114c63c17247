//! Reading the 9x9 board's 128-bit values out of pasted text ([`read9`]),
//! as Great Escape engines print them.
//!
//! C's `printf` has no conversion for `unsigned __int128`, so a C or C++
//! engine prints the two halves: `%016llx%016llx` (32 hex digits, the high
//! half first), `0x%016llx%016llx`, or the halves apart, `%016llx
//! %016llx`, or a struct's fields (`cur.hi = ..., cur.lo = ...`, gdb's
//! `{hi = 1, lo = 512}`). Python's `print` and Rust's `{}` of a `u128`
//! write decimal (up to 2^81 on this board), `hex()` and `{:#x}` write
//! `0x` and up to 32 digits. So a value is read from
//!
//! - `0x` and 1 to 32 hex digits, `0b` and up to 81 binary digits;
//! - 32 hex digits without `0x` (the halves run together);
//! - a decimal number (16 digits too: alone, a number of 16 digits with
//!   no leading 0 and no letter is decimal);
//! - two halves of exactly 16 hex digits each, `0x` or not, side by side
//!   (spaces between them, the high one first, as `%016llx %016llx` writes
//!   them): their padding shows they are halves of one word;
//! - `X.hi` and `X.lo` (or `X_hi`, `X_lo`; `hi` and `lo` in a struct gdb
//!   prints, named after it) on one line, each at most 64 bits: one value
//!   named `X`;
//! - a C suffix, as the 8x8 reader takes them (`0x200ULL`, `512u`): C has
//!   no suffix for a 128-bit constant, so it says only that the number is
//!   C's: its digits without `0x` are decimal (a leading 0 octal, refused),
//!   never the 32 bare hex digits of `%016llx%016llx`, and it is read up
//!   to 128 bits as the 9x9 register fields read one.
//! - a board drawn as a diagram, 9 rows of 9 squares (`. . . . x . . . .`,
//!   `000010000`, a box's `| X |`, with rank numbers 1-9 and file letters
//!   a-i or without): one value, read as drawn whatever the mapping (rank
//!   9 on top unless its rows are numbered), named by a title line before
//!   it (`walls:`), as the 8x8 reader reads 8 rows of 8. An 8x8 diagram is
//!   skipped, each of its lines, the first saying what it is.
//!
//! Where a line could be read more than one way it is skipped, with why,
//! not guessed at: two numbers that are not two padded halves (`0x1
//! 0x200`, or `x = {0x1, 0x200}`), a lone half (16 hex digits with a
//! leading 0 or a letter, or `cur.hi` without `cur.lo` on its line), hex
//! without `0x` that is not 32 digits, a number with a leading 0 (octal
//! in C), a negative number (as 128 bits it sets bits past i9). A value
//! with a bit past i9 (bit 80, as the log numbers its bits) is skipped and
//! named; the rest still loads.
//!
//! Names, debuggers and test frameworks are read as on 8x8, by the same
//! code, each form given this board's numbers: `name = value`, `name:
//! value`, several on one line, or a name and a space (`attacks 0x200`,
//! the word nearest the value); a call or a cast before `=` (`reach(e1) =
//! 0x200`, named as written); a square's name (a1 to i9) before a value
//! says where, not what, and the word before it names it (`walls at e5 =
//! ...` is `walls`); gdb's `$1 = value` and lldb's `(U128) $0 = value`
//! (its type left off), named by a `(gdb) p cur` line before them; gdb's
//! arrays (`$3 = {512, 0x200, 0 <repeats 62 times>}`) and lldb's (`(U128[4])
//! $2 = ([0] = 512, [1] = 0x200)`, or one element a line between `{` and
//! `}`), element by element, each a 128-bit value, named `dist[0]`...
//! after the print command's name; `p/t` and `p/o` in binary and octal;
//! gdb's and lldb's `finish` (`Value returned is $8 = ...`), named
//! `return`; lldb's print of a type that holds no set (`(int) sq = 28`, a
//! `Square`, a pointer, a `float`, an array of ints) and gdb's of a char
//! (`$1 = 9 '\t'`) or a pointer skipped with why;
//! Rust's and Python's lists (`dist = [512, 1024]`, `dist[0]`...; alone on
//! their line, nameless; Python's `hex()` strings, `['0x200']`; `dbg!`'s
//! and `pprint`'s, an element a line), element by element; googletest's `Which is:` and
//! `Value of:`/`Actual:`, Catch2's expansions and doctest's `values:`,
//! named by the expression tested. gdb 13 and lldb 14 print an `unsigned __int128` whole, in decimal, or in
//! hex with `p/x`; an array of two `uint64_t` they print as any array, so
//! it is two elements here, not one value's halves (print such a value
//! through the engine's 128-bit type, `p/x *(U128 *)w`). A place in a
//! source file (`[bfs.cpp:42]`) and a `//` comment give no value.
//! [`FORMS9`] says it in a few lines, for the Log tab and `fillscope log
//! --board 9x9 --help`.
//!
//! ```
//! use fillscope_core::log::{read9, Mapping};
//! let log = read9("cur = 0x200\n00000000000000010000000000000200\ncur.hi = 0x1, cur.lo = 0x200\nx = 0x1 0x2", Mapping::A1B1);
//! assert_eq!(log.frames.len(), 3);
//! assert_eq!(log.frames[1].value.0, 1 << 64 | 0x200);
//! assert_eq!(log.frames[2].name.as_deref(), Some("cur"));
//! assert_eq!(log.skipped[0].line, 4);
//! ```

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{
    call_assignment, debugger_print, dollar_value, framework_values, gdb_array, gtest_expression,
    is_expression, is_name, is_source_place, is_square, list_line, lldb_line_array, name_actual,
    name_at, name_printed, radix_digits, returned_value, skip_no_set, spaced_name, take_diagram,
    tight_brackets, ungrouped, value_name, without_type, without_zero_tail, wrapper_alone, Catch,
    Diagrams, Log, LogFrame, Mapping, OpenArray, Skipped, RETURN, VALUE_OF,
};
use crate::nine::{Board9, SIZE, SQUARES};

/// The forms the 9x9 reader reads, in a few sentences of plain text (no
/// markup, one line, no double space): the Log tab shows it on the 9x9
/// board and `fillscope log --help` gives it for `--board 9x9`, so the
/// two say the same. The module's text says it in full.
pub const FORMS9: &str = "A value is 0x and up to 32 hex digits, 32 hex digits without 0x \
    (printf's %016llx%016llx), a decimal number, two halves of 16 hex digits side by side \
    (%016llx %016llx, high half first), or name.hi = ..., name.lo = ... on one line (gdb's \
    {hi = 1, lo = 512}); with a C suffix (0x200ULL) its digits without 0x are decimal, as \
    in C. It is named as on 8x8: by name = or name: before it, or a name and a space \
    (attacks 0x10); a call or a cast (reach(e1) = 0x200); gdb's $1 = and lldb's (U128) $0 = \
    (named by a (gdb) p cur line before it); googletest's Which is: and Actual:, Catch2's \
    expansions and doctest's values:, by the expression tested; the word before a \
    square's name (walls at e5 = ... is walls); or it stands alone on its line (Rust's \
    Board9(0x200) too). gdb's and \
    lldb's arrays ($3 = {512, 0x200}, ([0] = 512, [1] = 0x200), or [0] = 512 a line) give \
    their elements (dist[0], dist[1]), each a 128-bit value: an array of two 64-bit words \
    is two elements, not one value's halves; so do Rust's and Python's lists (dist = [512, \
    1024], [512, 1024] alone on its line, ['0x200', '0x400'], or dbg!'s and pprint's, an \
    element a line). lldb's print of a type that holds no set ((int) sq = 28, a Square, a pointer, a \
    float) is skipped, as is gdb's of a char ($1 = 9 '\\t') or a pointer. Digits may be \
    grouped with _ or '. Two numbers in another form, a lone half, hex without 0x that is \
    not 32 digits, a negative number and a value with a bit past i9 (bit 80) are skipped, \
    each with why, not guessed at.";

/// A value read from a line: its name and its 128 bits as logged.
type Named = super::Named<u128>;

/// Reads every 128-bit value of `text`, numbered as `mapping` numbers the
/// 9x9 board's squares (see the module's text for the forms read).
#[must_use]
pub fn read9(text: &str, mapping: Mapping) -> Log<Board9> {
    let mut log = Log::default();
    let mut before = String::new();
    let mut before_raw = "";
    // Whether the line before gave values.
    let mut before_read = false;
    let lines: Vec<&str> = text.lines().collect();
    // A board drawn as a diagram (9 rows of `.` and `x`) is one value; one
    // of the 8x8 board's is skipped, with why.
    let diagrams = Diagrams::new(&lines);
    let mut diagram_end = 0;
    // lldb's array between `(U128[4]) dist = {` and `}`, and Catch2's
    // assertion, as on 8x8.
    let mut open: Option<OpenArray<u128>> = None;
    let mut catch: Catch = None;
    // An lldb array's elements, each checked for bits past i9 on its own
    // line ([`on_board`]).
    let push = |log: &mut Log<Board9>, values: Vec<Named>| {
        log.frames.extend(
            values
                .into_iter()
                .filter_map(|(name, v)| mapping.to_nine(v).map(|value| LogFrame { name, value })),
        );
    };
    let element = |t: &str| number(t).map(|v| v.and_then(|v| on_board(v, t)));
    for (n, &raw) in lines.iter().enumerate() {
        if n < diagram_end || raw.trim().is_empty() {
            continue;
        }
        if let Some((end, drawn, squares)) = diagrams.at(n) {
            if let Some(array) = open.take() {
                push(&mut log, without_zero_tail(array.elements));
            }
            // Read when drawn 9x9, so no bit past i9.
            let set = || Board9(squares);
            take_diagram(
                &mut log,
                &lines,
                (n, end),
                (drawn, SIZE),
                set,
                (&before, before_raw),
            );
            diagram_end = end;
            before.clear();
            before_raw = "";
            before_read = false;
            continue;
        }
        // Tabs separate as spaces do; lldb's type before a value
        // (`(U128) $0 = 512`) is left off, and spaces inside brackets, as
        // on 8x8.
        let spaced = raw.replace('\t', " ");
        // gdb's and lldb's `finish`: the routine's result.
        let returned = returned_value(&spaced);
        let tight = tight_brackets(without_type(returned.unwrap_or(&spaced)));
        let line: &str = &tight;
        let (closed, used) = OpenArray::take(&mut open, line, &element, (n, raw), &mut log.skipped);
        if let Some(elements) = closed {
            push(&mut log, elements);
        }
        if used {
            continue;
        }
        if let Some(array) = skip_no_set(
            (returned.unwrap_or(&spaced), line),
            "a 128-bit set",
            (&before, before_raw),
            (n, raw),
            &mut log.skipped,
        ) {
            open = array;
            before = line.to_string();
            before_raw = raw;
            before_read = false;
            continue;
        }
        let print = debugger_print(&before);
        let expr = print.map(|(e, _)| e.to_string());
        let format = print.and_then(|(_, f)| f);
        // An array's elements are named `base[i]` after a name only.
        let array_base = expr.clone().filter(|e| is_name(e));
        if let Some(array) = OpenArray::open(line, array_base.as_deref()) {
            if array_base.is_some() && log.skipped.last().is_some_and(|s| s.text == before_raw) {
                log.skipped.pop();
            }
            open = Some(array);
            before = line.to_string();
            before_raw = raw;
            before_read = false;
            continue;
        }
        if let Some((array, why)) = OpenArray::pprint(line, &element) {
            if let Some(why) = why {
                log.skipped.push(Skipped {
                    line: n + 1,
                    text: raw.to_string(),
                    why,
                });
            }
            open = Some(array);
            before = line.to_string();
            before_raw = raw;
            before_read = false;
            continue;
        }
        let framework_number = |t: &str| number(t).and_then(Result::ok);
        let Ok(framework) = framework_values(
            line,
            (&before, before_raw),
            &mut catch,
            &framework_number,
            &mut log.skipped,
        ) else {
            // Catch2's assertion, `with expansion:` and `==`: part of the
            // form, not unread lines.
            before = line.to_string();
            before_raw = raw;
            before_read = false;
            continue;
        };
        // A number in the print's format (`p/t`: binary, `p/o`: octal).
        let in_format = |t: &str| match radix_digits(t, format) {
            Some(v) => Some(v.ok_or_else(|| alloc::format!("{t} is more than 128 bits"))),
            None if matches!(format, Some('o' | 't')) => None,
            None => number(t),
        };
        let gtest = line.trim_start().starts_with("Which is:");
        let got = which_is(line, &before, before_read)
            .or(framework)
            .or_else(|| list_line(line, &number))
            .or_else(|| {
                gdb_array(line, array_base.as_deref(), &in_format).filter(|_| !struct_print(line))
            })
            .or_else(|| lldb_line_array(line, array_base.as_deref(), &in_format))
            .or_else(|| dollar_value(line, format, &in_format))
            .unwrap_or_else(|| read_line(line))
            .and_then(|values| {
                values
                    .into_iter()
                    .map(|(name, v)| match mapping.to_nine(v) {
                        Some(b) => Ok((name, b)),
                        None => Err(past_i9(name.as_deref(), v)),
                    })
                    .collect::<Result<Vec<_>, String>>()
            });
        before_read = got.as_ref().is_ok_and(|v| !v.is_empty());
        match got {
            Ok(mut values) => {
                // `(gdb) p cur` names the `$1` gdb prints next, and is then
                // no unread line.
                // So is googletest's expression, which names the value of
                // its `Which is:`, and its `Value of: cur`, which names the
                // `Actual:` after it.
                let named_by_before = match &expr {
                    Some(expr) => name_printed(line, expr, &mut values),
                    None => gtest && values.first().is_some_and(|(name, _)| name.is_some()),
                } | name_actual(&before, &mut values);
                if let (Some(_), [(name, _)]) = (returned, &mut values[..]) {
                    *name = Some(RETURN.to_string());
                }
                if named_by_before && log.skipped.last().is_some_and(|s| s.text == before_raw) {
                    log.skipped.pop();
                }
                log.frames.extend(
                    values
                        .into_iter()
                        .map(|(name, value)| LogFrame { name, value }),
                );
            }
            Err(why) => log.skipped.push(Skipped {
                line: n + 1,
                text: raw.to_string(),
                why,
            }),
        }
        before = line.to_string();
        before_raw = raw;
    }
    if let Some(array) = open {
        push(&mut log, without_zero_tail(array.elements));
    }
    log
}

/// Whether `line` is gdb's print of a struct (`$1 = {hi = 1, lo = 512}`),
/// whose fields are read as halves, not as an array's elements.
fn struct_print(line: &str) -> bool {
    line.split_once('{')
        .is_some_and(|(_, inner)| inner.contains('='))
}

/// `v`, a value `t` gave, when it has no bit past i9; else why not.
fn on_board(v: u128, t: &str) -> Result<u128, String> {
    if v >> SQUARES == 0 {
        Ok(v)
    } else {
        Err(past_i9(Some(t), v))
    }
}

/// googletest's `Which is: value`, the value of the expression printed on
/// the line before (`before`), named by it as on 8x8; the decimal form of a
/// number the line before gave (`before_read`) is skipped. `None` for any
/// other line.
fn which_is(line: &str, before: &str, before_read: bool) -> Option<Result<Vec<Named>, String>> {
    let t = line.trim().strip_prefix("Which is:")?.trim();
    if before_read {
        return Some(Err(
            "googletest's decimal form of the number on the line before, which was read there"
                .into(),
        ));
    }
    let before = gtest_expression(before);
    let name = is_expression(before).then(|| before.to_string());
    Some(match number(t) {
        Some(v) => v.map(|v| alloc::vec![(name, v)]),
        None => Err(alloc::format!("{t} after Which is: is not a number")),
    })
}

/// Why a value with bits past i9 is skipped.
fn past_i9(name: Option<&str>, v: u128) -> String {
    let top = 127 - v.leading_zeros();
    let what = name.unwrap_or("the value");
    alloc::format!(
        "{what} sets bit {top}, past i9 (bit 80): the 9x9 board has 81 squares, bits 0 to 80"
    )
}

/// The values of one line, or why it has none.
fn read_line(line: &str) -> Result<Vec<Named>, String> {
    let t = line.trim();
    if t.starts_with("//") {
        return Err("a comment".into());
    }
    if t.starts_with("Value of:") {
        return Err(VALUE_OF.into());
    }
    let named = named_values(line)?;
    if !named.is_empty() {
        return join_halves(named, None);
    }
    // A call or a cast given its value (`reach(e1) = 0x200`), named as
    // written, as on 8x8.
    if let Some((expr, right)) = call_assignment(t) {
        let tokens: Vec<&str> = right.split(' ').filter(|s| !s.is_empty()).collect();
        if (1..=2).contains(&tokens.len()) && tokens.iter().all(|t| number(t).is_some()) {
            return value(&tokens, expr).map(|v| alloc::vec![(Some(expr.to_string()), v)]);
        }
    }
    // A wrapper type's print alone on its line (`Board9(0x200)`), as on
    // 8x8: a value with no name.
    if let Some(inner) = wrapper_alone(t) {
        if let Some(v) = number(inner) {
            return v.map(|v| alloc::vec![(None, v)]);
        }
    }
    let tokens: Vec<&str> = t.split(' ').filter(|s| !s.is_empty()).collect();
    // A name and a value with only a space between them (`attacks 0x10`,
    // `info string cur 0x200`), named as on 8x8 by the word nearest the
    // value; the value is the last word, or the last two when they are
    // padded halves (`cur 0000000000000001 0000000000000200`).
    for k in [2, 1] {
        let Some(at) = tokens.len().checked_sub(k).filter(|&at| at > 0) else {
            continue;
        };
        let (names, words) = tokens.split_at(at);
        let halves = k == 1 || words.iter().all(|w| padded_half(w));
        if halves && words.iter().all(|w| number(w).is_some()) {
            if let Some(name) = spaced_name(names, SIZE) {
                return value(words, name.unwrap_or_default())
                    .map(|v| alloc::vec![(name.map(ToString::to_string), v)]);
            }
        }
    }
    // A number alone on its line, or two padded halves.
    let numbers = tokens.iter().filter(|t| number(t).is_some()).count();
    if numbers > 0 && numbers == tokens.len() && numbers <= 2 {
        return value(&tokens, "").map(|v| alloc::vec![(None, v)]);
    }
    Err(match numbers {
        0 => "no number on it, nor name = number".into(),
        1 if tokens.len() > 1 => {
            "text beside its number: a number alone is read only on a line of its own, or as \
             name = number"
                .into()
        }
        _ => "more than one number on it, and none in the form name = number".into(),
    })
}

/// The line's `name = value` (and `name: value`) pairs, in order (a
/// struct gdb prints, `cur = {hi = 1, lo = 2}`, as its fields joined). An
/// error when a pair is there but cannot be read.
fn named_values(line: &str) -> Result<Vec<(String, u128)>, String> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut not_number: Option<String> = None;
    let mut place = false;
    let mut i = 0;
    while i < b.len() {
        let at_boundary = i == 0 || !super::is_name_byte(b[i - 1]);
        let name_len = if at_boundary { name_at(&b[i..]) } else { 0 };
        if name_len == 0 {
            i += 1;
            continue;
        }
        let name = &line[i..i + name_len];
        let mut j = skip_spaces(b, i + name_len);
        let sep = j < b.len() && (b[j] == b'=' || b[j] == b':');
        if !sep || b.get(j + 1) == Some(&b'=') {
            i += name_len;
            continue;
        }
        let colon = b[j] == b':';
        j = skip_spaces(b, j + 1);
        // gdb's struct: its fields are the halves of `name`.
        if b.get(j) == Some(&b'{') {
            let Some(close) = line[j..].find('}') else {
                return Err(alloc::format!("{name} is given a {{ that does not close"));
            };
            let inner = &line[j + 1..j + close];
            let fields = named_values(inner)?;
            if fields.is_empty() {
                return Err(alloc::format!(
                    "{name} is given {{{inner}}}: two numbers, and which is the high half is not \
                     guessed (an array of two 64-bit words holds the low one first): print \
                     0x%016llx%016llx, high half first"
                ));
            }
            out.extend(
                join_halves(fields, Some(name))?
                    .into_iter()
                    .map(|(n, v)| (n.unwrap_or_else(|| name.to_string()), v)),
            );
            i = j + close + 1;
            continue;
        }
        // The numbers after it, spaces between them; a wrapper type's
        // parentheses (`Board(0x10)`, as Rust's `{:?}` prints one) are
        // left off.
        let mut tokens: Vec<&str> = Vec::new();
        let mut k = j;
        if let Some(open) = wrapper_at(b, k) {
            k = open;
        }
        loop {
            let start = k;
            if b.get(k) == Some(&b'-') {
                k += 1;
            }
            // Digit separators (`_`, C++14's `'`) are part of the number.
            while k < b.len() && (b[k].is_ascii_alphanumeric() || matches!(b[k], b'_' | b'\'')) {
                k += 1;
            }
            let token = &line[start..k];
            let next = skip_spaces(b, k);
            // The next pair's name, not a number of this one.
            let is_name = matches!(b.get(next), Some(b'=' | b':')) && !tokens.is_empty();
            if token.is_empty() || is_name || number(token).is_none() {
                if tokens.is_empty() && !token.is_empty() && not_number.is_none() {
                    not_number = Some(alloc::format!("{name} is given {token}, which is not a number (0x and up to 32 hex digits, 32 hex digits, or decimal)"));
                }
                k = start;
                break;
            }
            tokens.push(token);
            if next == k || tokens.len() == 2 {
                break;
            }
            k = next;
        }
        if b.get(k) == Some(&b')') && wrapper_at(b, j).is_some() {
            k += 1;
        }
        let Some(&first) = tokens.first() else {
            i += name_len;
            continue;
        };
        if colon && (b.get(k) == Some(&b':') || is_source_place(name, first)) {
            place = true;
            i = k;
            continue;
        }
        if let Some(why) = more_after(line, k) {
            return Err(alloc::format!("{name} is given {first} {why}"));
        }
        let v = value(&tokens, name)?;
        // A square's name before a value says where, not what: the word
        // before it says what, as on 8x8 (nameless is an empty name here).
        let named = value_name(line, i, name, SIZE).unwrap_or_default();
        out.push((named.to_string(), v));
        i = k;
    }
    if out.is_empty() {
        if let Some(why) = not_number {
            return Err(why);
        }
        if place {
            return Err("a place in a source file".into());
        }
    }
    Ok(out)
}

/// What follows a value at byte `k` that makes it not the whole value:
/// an operator and an operand, or a comma and another number.
fn more_after(line: &str, k: usize) -> Option<String> {
    let rest = line[k..].trim_start();
    let op = ["<<", ">>", "|", "&", "^", "+", "*", "/", ","]
        .into_iter()
        .find(|op| rest.starts_with(op))?;
    let after = rest[op.len()..].trim_start();
    let len = after
        .bytes()
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    let token = &after[..len];
    // `a = 0x10, b = 0x20`: the next pair.
    let named = after[len..].trim_start().starts_with(['=', ':']);
    if len == 0 || named || number(token).is_none() {
        return None;
    }
    Some(if op == "," {
        alloc::format!(
            "and then {token}: which is the high half is not guessed (an array of two 64-bit \
             words holds the low one first); print 0x%016llx%016llx, high half first"
        )
    } else {
        alloc::format!("{op} {token}, an expression: one number after = is read")
    })
}

/// The byte after `Name(` at `k`, a wrapper type's value, if one is there.
fn wrapper_at(b: &[u8], k: usize) -> Option<usize> {
    let len = b[k..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .count();
    (len > 0 && b[k].is_ascii_uppercase() && b.get(k + len) == Some(&b'(')).then_some(k + len + 1)
}

fn skip_spaces(b: &[u8], mut j: usize) -> usize {
    while j < b.len() && b[j] == b' ' {
        j += 1;
    }
    j
}

/// Which half a field's name gives (`cur.hi`, `cur_lo`, `hi`), and the
/// name of the whole (`cur`; empty for `hi` and `lo` alone).
fn half(name: &str) -> Option<(&str, bool)> {
    for (suffix, high) in [("hi", true), ("lo", false), ("high", true), ("low", false)] {
        if name == suffix {
            return Some(("", high));
        }
        for sep in ['.', '_'] {
            if let Some(base) = name
                .strip_suffix(suffix)
                .and_then(|n| n.strip_suffix(sep))
                .filter(|b| !b.is_empty())
            {
                return Some((base, high));
            }
        }
    }
    None
}

/// The pairs with each `X.hi` joined to its `X.lo` (`outer` names the
/// whole when the halves are `hi` and `lo` alone); a half without the
/// other, or one of more than 64 bits, is an error.
fn join_halves(pairs: Vec<(String, u128)>, outer: Option<&str>) -> Result<Vec<Named>, String> {
    let mut out: Vec<Named> = Vec::new();
    let mut done = alloc::vec![false; pairs.len()];
    for k in 0..pairs.len() {
        if done[k] {
            continue;
        }
        let (name, v) = &pairs[k];
        let Some((base, high)) = half(name) else {
            out.push(((!name.is_empty()).then(|| name.clone()), *v));
            continue;
        };
        let other =
            (k + 1..pairs.len()).find(|&m| !done[m] && half(&pairs[m].0) == Some((base, !high)));
        let Some(m) = other else {
            let whole = if base.is_empty() {
                outer.unwrap_or("the value")
            } else {
                base
            };
            return Err(alloc::format!(
                "{name} is half of {whole}, and the other half is not on this line: print both \
                 halves on one line ({whole}.hi = ..., {whole}.lo = ...)"
            ));
        };
        done[m] = true;
        let (hi, lo) = if high {
            (*v, pairs[m].1)
        } else {
            (pairs[m].1, *v)
        };
        if let Some((n, big)) = [(name, *v), (&pairs[m].0, pairs[m].1)]
            .into_iter()
            .find(|(_, x)| *x > u128::from(u64::MAX))
        {
            return Err(alloc::format!("{n} = {big:#x} is more than a 64-bit half"));
        }
        let whole = if base.is_empty() { outer } else { Some(base) };
        out.push((whole.map(ToString::to_string), hi << 64 | lo));
    }
    Ok(out)
}

/// The value of one token, or of two padded halves (`%016llx %016llx`);
/// `name` is what it is given to, for the reason.
fn value(tokens: &[&str], name: &str) -> Result<u128, String> {
    let to = if name.is_empty() {
        String::new()
    } else {
        alloc::format!("{name} is given ")
    };
    match tokens {
        [t] => number(t).unwrap_or_else(|| Err("not a number".into())),
        [hi, lo] if padded_half(hi) && padded_half(lo) => {
            let half = |t: &str| u128::from_str_radix(t.trim_start_matches("0x"), 16).ok();
            match (half(hi), half(lo)) {
                (Some(h), Some(l)) => Ok(h << 64 | l),
                _ => Err("not a number".into()),
            }
        }
        [a, b] => Err(alloc::format!(
            "{to}{a} and {b}: two numbers, and which is the high half is not guessed; two halves \
             are read as %016llx %016llx writes them (16 digits each, high half first), or print \
             0x%016llx%016llx"
        )),
        _ => Err("no number".into()),
    }
}

/// Whether `t` is 16 hex digits, with `0x` or without: a half as
/// `%016llx` prints it.
fn padded_half(t: &str) -> bool {
    let digits = t.strip_prefix("0x").unwrap_or(t);
    digits.len() == 16 && digits.bytes().all(|c| c.is_ascii_hexdigit())
}

/// A token's 128 bits (`Some(Ok)`), why a number-like token is not read
/// (`Some(Err)`), or `None` for a word that is no number.
fn number(t: &str) -> Option<Result<u128, String>> {
    // Digit separators are dropped, as on 8x8.
    if t.contains(['_', '\'']) {
        return number(&ungrouped(t)?);
    }
    let too_big = || Err(alloc::format!("{t} is more than 128 bits"));
    let wide = |digits: &str, radix: u32, max: usize| {
        let digits = digits.trim_start_matches('0');
        if digits.len() > max {
            too_big()
        } else {
            u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix)
                .map_err(|_| alloc::format!("{t} is not a number"))
        }
    };
    // A C suffix (`0x200ULL`, `512u`), as on 8x8 (the same suffixes). C
    // has none for a 128-bit constant, so it says only that the number is
    // C's: it is read up to 128 bits as the 9x9 register fields read one,
    // and its digits without `0x` are decimal, as C's are (never the 32
    // bare hex digits of `%016llx%016llx`; a leading 0 is octal).
    let octal = || {
        Err(alloc::format!(
            "{t} has a leading 0, octal in C: not guessed at"
        ))
    };
    if t.starts_with(|c: char| c.is_ascii_digit()) && t.ends_with(['u', 'U', 'l', 'L']) {
        let Some((digits, _)) = crate::parse::split_c_suffix(t) else {
            // What the register fields say of it.
            let why = crate::parse::parse_board9(t).err().map(|e| e.message);
            return Some(Err(alloc::format!("{t}: {}", why.unwrap_or_default())));
        };
        if digits.starts_with("0x")
            || digits.starts_with("0X")
            || digits.starts_with("0b")
            || digits.starts_with("0B")
        {
            return number(digits);
        }
        if !digits.bytes().all(|c| c.is_ascii_digit()) {
            return Some(Err(alloc::format!("{t} is not a C integer constant")));
        }
        if crate::parse::octal_in_c(digits) {
            return Some(octal());
        }
        return Some(digits.parse::<u128>().or_else(|_| too_big()));
    }
    if let Some(digits) = t.strip_prefix('-') {
        return digits.starts_with(|c: char| c.is_ascii_digit()).then(|| {
            Err(alloc::format!(
                "{t} is negative: as 128 bits it sets bits past i9 (bit 80)"
            ))
        });
    }
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Some(Err(alloc::format!("{t} is not hex")));
        }
        return Some(wide(hex, 16, 32));
    }
    if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        if !bin.is_empty() && bin.bytes().all(|c| c == b'0' || c == b'1') {
            return Some(wide(bin, 2, 128));
        }
    }
    // A word of letters a-f (`bad`, `face`) is no number, but a padded
    // run of 16 or 32 may be all letters.
    if !t.bytes().all(|c| c.is_ascii_hexdigit())
        || !(t.len() >= 16 || t.bytes().any(|c| c.is_ascii_digit()))
    {
        return None;
    }
    // A square's name (`e4`) is no number.
    if is_square(t, SIZE) {
        return None;
    }
    if t.len() == 32 {
        return Some(wide(t, 16, 32));
    }
    let decimal = t.bytes().all(|c| c.is_ascii_digit());
    if t.len() == 16 && (!decimal || t.starts_with('0')) {
        return Some(Err(alloc::format!(
            "{t} is 16 hex digits, half of a 128-bit value as %016llx prints it: print both \
             halves on the line (high half first), or 32 digits"
        )));
    }
    if !decimal {
        return Some(Err(alloc::format!(
            "{t} is hex without 0x, and not 32 digits (%016llx%016llx): write it with 0x"
        )));
    }
    if t.len() > 1 && t.starts_with('0') {
        return Some(octal());
    }
    Some(t.parse::<u128>().or_else(|_| too_big()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(text: &str) -> Vec<(Option<String>, u128)> {
        read9(text, Mapping::A1B1)
            .frames
            .into_iter()
            .map(|f| (f.name, f.value.0))
            .collect()
    }

    fn why(text: &str) -> String {
        let log = read9(text, Mapping::A1B1);
        assert!(log.frames.is_empty(), "{text}: {:?}", log.frames);
        log.skipped[0].why.clone()
    }

    #[test]
    fn the_forms_engines_print() {
        let v = 1u128 << 80 | 1 << 64 | 0x200;
        let s = |n: &str| Some(n.to_string());
        assert_eq!(values(&alloc::format!("cur = {v:#x}")), [(s("cur"), v)]);
        assert_eq!(values("0000000000010001 0000000000000200"), [(None, v)]);
        assert_eq!(values("00000000000100010000000000000200"), [(None, v)]);
        assert_eq!(
            values("cur: 0x0000000000010001 0x0000000000000200"),
            [(s("cur"), v)]
        );
        assert_eq!(values(&alloc::format!("visits = {v}")), [(s("visits"), v)]);
        assert_eq!(
            values("[bfs.cpp:42] cur.hi = 0x10001, cur.lo = 0x200 visits = 0x1"),
            [(s("cur"), v), (s("visits"), 1)]
        );
        assert_eq!(values("$1 = {hi = 65537, lo = 512}"), [(s("$1"), v)]);
        assert_eq!(
            values("(gdb) p cur\n$1 = {hi = 65537, lo = 512}"),
            [(s("cur"), v)]
        );
        assert_eq!(values("cur = Board(0x200)"), [(s("cur"), 0x200)]);
        assert_eq!(values("i9: 0x0"), [(None, 0)]);
        assert_eq!(values("1234567890123456"), [(None, 1_234_567_890_123_456)]);
        assert!(values("0b101").len() == 1);
    }

    #[test]
    fn what_is_not_guessed_is_said() {
        assert!(why("x = 0x1 0x200").contains("high half is not guessed"));
        assert!(why("x = {0x1, 0x200}").contains("low one first"));
        assert!(why("x = 0x1, 0x200").contains("low one first"));
        assert!(why("cur.hi = 0x1").contains("other half"));
        assert!(why("00000000000000ff").contains("half of a 128-bit"));
        assert!(why("x = 3f").contains("without 0x"));
        assert!(why("x = -1").contains("negative"));
        assert!(why("x = 017").contains("octal"));
        assert!(why(&alloc::format!("x = {:#x}", 1u128 << 81)).contains("bit 81, past i9"));
        assert!(why(&alloc::format!("x = 0x1{}", "0".repeat(32))).contains("more than 128"));
        assert!(why("x = 0x1 | 0x2").contains("expression"));
        assert!(why("hello there").contains("no number"));
        assert!(why("step 3 of 5").contains("more than one number"));
        assert!(why("cur.hi = 0x100000000000000001, cur.lo = 0").contains("64-bit half"));
        // One bad value skips its line; the rest still loads.
        let log = read9(
            "a = 0x1\nb = 0x1000000000000000000000000\nc = 0x2",
            Mapping::A1B1,
        );
        assert_eq!((log.frames.len(), log.skipped[0].line), (2, 2));
    }

    #[test]
    fn codingame_numbers_from_the_top_row() {
        // CodinGame's y grows down: bit 0 is a9, bit 9 is a8.
        let log = read9("p = 0x201", Mapping::A8B8);
        let want: Board9 = ["a9", "a8"]
            .iter()
            .map(|s| s.parse::<crate::nine::Square9>().unwrap())
            .collect();
        assert_eq!(log.frames[0].value, want);
    }
}
