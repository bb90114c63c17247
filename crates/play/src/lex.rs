//! The lexer and the preprocessor: source text to a token list with
//! `#define` macros expanded and `#include`/`#pragma` lines dropped, but
//! for what `#include <assert.h>` does with `NDEBUG` ([`preprocess`]).
//!
//! The lexer does not refuse what the language lacks (strings, floats,
//! character literals, stray characters): it leaves a [`Tok::Refused`] token
//! with the message, and the preprocessor reports it only when the token is
//! in a group that is taken (or in a macro that is used). Text in a skipped
//! `#if`/`#ifdef`/`#else` group is thus never refused, as the C preprocessor
//! reads only the directives there.

use crate::api::{Diagnostic, Pos};
use std::collections::HashMap;

/// A token's kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Ident(String),
    /// An integer literal: its value, whether it had a `u` suffix, how many
    /// `l`s, whether it was written in decimal, and as written (`0x1ULL`),
    /// for messages that quote it; empty for one the playground makes.
    Num {
        val: u128,
        unsigned: bool,
        longs: u8,
        decimal: bool,
        text: Box<str>,
    },
    Punct(&'static str),
    /// Text the language refuses (a string, a float, ...), with the
    /// message; an error only where the preprocessor keeps it.
    Refused(String),
    /// A statement that writes output (`printf("...", x);`), named by its
    /// function: the playground writes none, so it is skipped, with a
    /// warning when it is reached ([`skip_output`]).
    Output(String),
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub pos: Pos,
    /// The column just after the token, on its line.
    pub end: Pos,
    /// Whether it is the first token of its (logical) line.
    pub bol: bool,
}

pub fn err<T>(pos: Pos, message: impl Into<String>) -> Result<T, Diagnostic> {
    Err(Diagnostic {
        pos,
        message: message.into(),
    })
}

const PUNCTS: &[&str] = &[
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "^=", "|=", "##", "+", "-", "*", "/", "%", "<", ">", "=", "!",
    "&", "|", "^", "~", "?", ":", ";", ",", ".", "(", ")", "{", "}", "[", "]", "#",
];

struct Lexer {
    chars: Vec<char>,
    i: usize,
    line: u32,
    col: u32,
}

impl Lexer {
    fn peek(&self, k: usize) -> char {
        self.chars.get(self.i + k).copied().unwrap_or('\0')
    }
    fn bump(&mut self) {
        if let Some(&c) = self.chars.get(self.i) {
            self.i += 1;
            if c == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
    }
    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.col,
        }
    }
}

/// Splits `src` into tokens (comments and line continuations removed).
/// Only an unclosed `/*` comment is an error here; everything else the
/// language refuses becomes a [`Tok::Refused`] token (see the module's
/// comment).
pub fn lex(src: &str) -> Result<Vec<Token>, Diagnostic> {
    let mut lx = Lexer {
        chars: src.chars().collect(),
        i: 0,
        line: 1,
        col: 1,
    };
    let mut out: Vec<Token> = Vec::new();
    let mut bol = true;
    loop {
        let c = lx.peek(0);
        if lx.i >= lx.chars.len() {
            break;
        }
        if c == '\n' {
            bol = true;
            lx.bump();
            continue;
        }
        if c == '\\' && (lx.peek(1) == '\n' || (lx.peek(1) == '\r' && lx.peek(2) == '\n')) {
            lx.bump();
            if lx.peek(0) == '\r' {
                lx.bump();
            }
            lx.bump();
            continue;
        }
        if c.is_whitespace() {
            lx.bump();
            continue;
        }
        if c == '/' && lx.peek(1) == '/' {
            while lx.i < lx.chars.len() && lx.peek(0) != '\n' {
                if lx.peek(0) == '\\' && lx.peek(1) == '\n' {
                    lx.bump();
                }
                lx.bump();
            }
            continue;
        }
        if c == '/' && lx.peek(1) == '*' {
            let start = lx.pos();
            lx.bump();
            lx.bump();
            loop {
                if lx.i >= lx.chars.len() {
                    return err(start, "this `/*` comment is never closed with `*/`");
                }
                if lx.peek(0) == '*' && lx.peek(1) == '/' {
                    lx.bump();
                    lx.bump();
                    break;
                }
                lx.bump();
            }
            continue;
        }
        let pos = lx.pos();
        let tok = if c.is_ascii_alphabetic() || c == '_' {
            let mut s = String::new();
            while lx.peek(0).is_ascii_alphanumeric() || lx.peek(0) == '_' {
                s.push(lx.peek(0));
                lx.bump();
            }
            Tok::Ident(s)
        } else if c.is_ascii_digit() || (c == '.' && lx.peek(1).is_ascii_digit()) {
            let mut s = String::new();
            // C23's and C++14's digit separators: a `'` between a number's
            // characters (`0xFFFF'0000`), checked by `number`, which also
            // names two in a row (`0xFFFF''0000`).
            while lx.peek(0).is_ascii_alphanumeric()
                || lx.peek(0) == '.'
                || lx.peek(0) == '_'
                || (lx.peek(0) == '\''
                    && (lx.peek(1).is_ascii_alphanumeric()
                        || (lx.peek(1) == '\'' && lx.peek(2).is_ascii_alphanumeric())))
            {
                s.push(lx.peek(0));
                lx.bump();
            }
            number(&s, pos).unwrap_or_else(|d| Tok::Refused(d.message))
        } else if c == '\'' {
            // Character literals are refused, as `char` is (see
            // docs/playground.md): bitboard code has no use for them. The
            // message gives the number to write instead, when it is one.
            lx.bump();
            let mut text = String::new();
            loop {
                match lx.peek(0) {
                    '\n' | '\0' => break,
                    '\'' => break,
                    '\\' => {
                        text.push('\\');
                        lx.bump();
                        if matches!(lx.peek(0), '\n' | '\0') {
                            continue;
                        }
                        text.push(lx.peek(0));
                        lx.bump();
                    }
                    ch => {
                        text.push(ch);
                        lx.bump();
                    }
                }
            }
            if lx.peek(0) != '\'' {
                out.push(Token {
                    tok: Tok::Refused("this character literal is not closed with `'`".into()),
                    pos,
                    end: lx.pos(),
                    bol,
                });
                bol = false;
                continue;
            }
            lx.bump();
            let code = match text.as_str() {
                "\\n" => Some(10),
                "\\t" => Some(9),
                "\\r" => Some(13),
                "\\0" => Some(0),
                "\\\\" => Some(92),
                "\\'" => Some(39),
                "\\\"" => Some(34),
                t => {
                    let mut cs = t.chars();
                    match (cs.next(), cs.next()) {
                        (Some(ch), None) if ch != '\\' => Some(u32::from(ch)),
                        _ => None,
                    }
                }
            };
            // Control characters written out, as the message shows them.
            let text: String = text
                .chars()
                .map(|ch| {
                    if ch.is_control() {
                        ch.escape_unicode().to_string()
                    } else {
                        ch.to_string()
                    }
                })
                .collect();
            Tok::Refused(match code {
                Some(n) => format!(
                    "`'{text}'`: character literals are not supported; write its number, {n}"
                ),
                None => format!("`'{text}'`: character literals are not supported"),
            })
        } else if c == '"' {
            // Read to the closing quote (or the line's end), so that a `'`
            // or `/*` inside the string starts nothing.
            lx.bump();
            while !matches!(lx.peek(0), '"' | '\n' | '\0') {
                if lx.peek(0) == '\\' && lx.peek(1) != '\n' {
                    lx.bump();
                }
                lx.bump();
            }
            if lx.peek(0) == '"' {
                lx.bump();
            }
            Tok::Refused("strings are not supported: the playground has no `char *`".into())
        } else {
            let mut found = None;
            for p in PUNCTS {
                if p.chars().enumerate().all(|(k, pc)| lx.peek(k) == pc) {
                    found = Some(*p);
                    break;
                }
            }
            match found {
                Some(p) => {
                    for _ in 0..p.len() {
                        lx.bump();
                    }
                    Tok::Punct(p)
                }
                None => {
                    // A control character is written out (`\u{5}`), not sent.
                    let shown = if c.is_control() {
                        c.escape_debug().to_string()
                    } else {
                        c.to_string()
                    };
                    lx.bump();
                    Tok::Refused(format!("`{shown}` is not part of the language"))
                }
            }
        };
        out.push(Token {
            tok,
            pos,
            end: lx.pos(),
            bol,
        });
        bol = false;
    }
    Ok(out)
}

fn number(s: &str, pos: Pos) -> Result<Tok, Diagnostic> {
    let mut lower = s.to_ascii_lowercase();
    if lower.contains('\'') {
        let hex = lower.starts_with("0x");
        let digit = |c: Option<char>| {
            c.is_some_and(|c| {
                if hex {
                    c.is_ascii_hexdigit()
                } else {
                    c.is_ascii_digit()
                }
            })
        };
        let cs: Vec<char> = lower.chars().collect();
        for (k, &c) in cs.iter().enumerate() {
            let after_prefix = hex && k == 2;
            if c == '\''
                && (after_prefix
                    || !digit(k.checked_sub(1).map(|j| cs[j]))
                    || !digit(cs.get(k + 1).copied()))
            {
                return err(
                    pos,
                    format!("`{s}`: a digit separator `'` must stand between two digits"),
                );
            }
        }
        lower.retain(|c| c != '\'');
    }
    let (radix, body) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest)
    } else if lower.starts_with('0') && lower.len() > 1 {
        (8, &lower[1..])
    } else {
        (10, &lower[..])
    };
    let digits_end = body
        .char_indices()
        .find(|&(_, ch)| !ch.is_digit(radix))
        .map_or(body.len(), |(k, _)| k);
    let (digits, suffix) = body.split_at(digits_end);
    if radix != 16
        && (suffix.starts_with('.') || suffix.starts_with('e') || suffix.starts_with('f'))
    {
        return err(
            pos,
            format!("`{s}`: floating-point numbers are not supported"),
        );
    }
    if digits.is_empty() && radix != 8 {
        return err(pos, format!("`{s}` is not a number"));
    }
    let mut val: u128 = 0;
    for ch in digits.chars() {
        let d = ch.to_digit(radix).unwrap_or(0);
        val = match val
            .checked_mul(u128::from(radix))
            .and_then(|v| v.checked_add(u128::from(d)))
        {
            Some(v) => v,
            None => return err(pos, format!("`{s}` is too large")),
        };
    }
    if val > u128::from(u64::MAX) {
        return err(pos, format!("`{s}` does not fit in 64 bits"));
    }
    let unsigned = suffix.contains('u');
    let longs = suffix.chars().filter(|&ch| ch == 'l').count() as u8;
    let ok = matches!(suffix, "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu");
    if !ok {
        return err(
            pos,
            format!("`{s}`: the suffix `{suffix}` is not a C integer suffix"),
        );
    }
    Ok(Tok::Num {
        val,
        unsigned,
        longs,
        decimal: radix == 10,
        text: s.into(),
    })
}

#[derive(Clone, Debug)]
struct Macro {
    params: Option<Vec<String>>,
    body: Vec<Token>,
}

/// The macro expander's state.
struct Pre {
    macros: HashMap<String, Macro>,
    out_limit: usize,
    /// Tokens looked at while expanding: a bound on the work.
    work: usize,
    /// Whether a taken `#include <assert.h>` has been read: from there on
    /// `assert` is what `NDEBUG` made it at the last such line, as in C.
    /// Before one (the subset has `assert` without the line), `NDEBUG`
    /// turns it off wherever it is defined.
    assert_included: bool,
    /// Whether the `assert` macro is the no-op `NDEBUG` makes ([`Pre::assert_off`]),
    /// not one of the source's.
    assert_noop: bool,
}

const MAX_TOKENS: usize = 1_000_000;
const MAX_EXPANSION_DEPTH: usize = 100;

/// The first refused token among `toks`, as the error it stands for.
fn refused(toks: &[Token]) -> Result<(), Diagnostic> {
    for t in toks {
        if let Tok::Refused(message) = &t.tok {
            return err(t.pos, message.clone());
        }
    }
    Ok(())
}

/// The C library functions whose statements only write output.
const OUTPUT: [&str; 5] = ["printf", "fprintf", "puts", "fputs", "fflush"];

/// `text` with each statement that only writes output (`printf(...);`,
/// `(void)printf(...);` where a statement starts: after `;`, `{`, `}`,
/// `)`, `:`, `else` or `do`, or first) as one [`Tok::Output`] token, its
/// format string and arguments dropped unread. Engines' routines keep their
/// debug prints; the playground shows the values on the board instead. A
/// print inside an expression stays, and the string it holds is refused
/// with a message that says why it was not skipped.
fn skip_output(text: &[Token]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let starts = match out.last().map(|p| &p.tok) {
            None => true,
            Some(Tok::Punct(p)) => matches!(*p, ";" | "{" | "}" | ")" | ":"),
            Some(Tok::Ident(w)) => w == "else" || w == "do",
            Some(Tok::Output(_)) => true,
            Some(_) => false,
        };
        let tok_at = |k: usize| text.get(k).map(|t| &t.tok);
        // `(void)` before the call, as code that minds return values has it.
        let cast = starts
            && tok_at(i) == Some(&Tok::Punct("("))
            && matches!(tok_at(i + 1), Some(Tok::Ident(w)) if w == "void")
            && tok_at(i + 2) == Some(&Tok::Punct(")"));
        let at = if cast { i + 3 } else { i };
        let output = match tok_at(at) {
            Some(Tok::Ident(name))
                if OUTPUT.contains(&name.as_str()) && tok_at(at + 1) == Some(&Tok::Punct("(")) =>
            {
                Some(name.clone())
            }
            _ => None,
        };
        if let Some(name) = output {
            // The matching `)`.
            let mut depth = 0usize;
            let mut k = at + 1;
            while let Some(n) = text.get(k) {
                match n.tok {
                    Tok::Punct("(") => depth += 1,
                    Tok::Punct(")") => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                k += 1;
            }
            let semi = text.get(k + 1).filter(|s| s.tok == Tok::Punct(";"));
            match semi {
                Some(semi) if starts || cast => {
                    out.push(Token {
                        tok: Tok::Output(name),
                        pos: text[i].pos,
                        end: semi.end,
                        bol: text[i].bol,
                    });
                    i = k + 2;
                    continue;
                }
                _ => {
                    // Part of an expression: kept, its strings refused
                    // with the reason.
                    out.extend(text[i..=k.min(text.len() - 1)].iter().map(|t| match t.tok {
                        Tok::Refused(_) => Token {
                            tok: Tok::Refused(format!(
                                "`{name}` is skipped only as a statement of its own \
                                 (`{name}(...);`): here it is part of an expression, and \
                                 strings are not supported"
                            )),
                            ..t.clone()
                        },
                        _ => t.clone(),
                    }));
                    i = k + 1;
                    continue;
                }
            }
        }
        out.push(text[i].clone());
        i += 1;
    }
    out
}

/// Expands the text of a taken group into `out`, reporting the first
/// refused token it holds or its macros bring.
fn flush(pre: &mut Pre, text: &[Token], out: &mut Vec<Token>) -> Result<(), Diagnostic> {
    // Output statements as written are dropped before expansion, their
    // arguments unread (macros there are not expanded either).
    let text = &skip_output(text);
    let start = out.len();
    pre.expand(text, &mut Vec::new(), out, 0)?;
    // A macro may bring an output statement (`#define LOG(x) printf(...)`).
    let expanded = skip_output(&out[start..]);
    out.truncate(start);
    out.extend(expanded);
    refused(&out[start..])
}

/// Runs the preprocessor over the lexed tokens. Text in a group that is not
/// taken is dropped unread, refused tokens and all. `NDEBUG` defined where
/// `<assert.h>` is included, or before any such line, makes `assert` the
/// no-op macro assert.h makes it.
pub fn preprocess(toks: Vec<Token>) -> Result<Vec<Token>, Diagnostic> {
    let mut pre = Pre {
        macros: HashMap::new(),
        out_limit: MAX_TOKENS,
        work: 0,
        assert_included: false,
        assert_noop: false,
    };
    let mut out = Vec::new();
    // Each open conditional: (this branch active, some branch taken, the
    // enclosing region active, the `#if`'s position).
    let mut conds: Vec<(bool, bool, bool, Pos)> = Vec::new();
    let mut i = 0;
    let mut text: Vec<Token> = Vec::new();
    while i < toks.len() {
        let t = &toks[i];
        if t.bol && t.tok == Tok::Punct("#") {
            // Flush the text so far.
            let active = conds.iter().all(|c| c.0);
            if active {
                flush(&mut pre, &text, &mut out)?;
            }
            text.clear();
            let hash = t.pos;
            let mut j = i + 1;
            while j < toks.len() && !toks[j].bol {
                j += 1;
            }
            let line = &toks[i + 1..j];
            i = j;
            let name = match line.first().map(|t| &t.tok) {
                Some(Tok::Ident(n)) => n.clone(),
                None => continue,
                _ => return err(hash, "expected a directive name after `#`"),
            };
            let args = &line[1..];
            match name.as_str() {
                "ifdef" | "ifndef" | "if" => {
                    let v = if active {
                        refused(args)?;
                        if name == "if" {
                            pre.eval_if(args, hash)?
                        } else {
                            let n = match args.first().map(|t| &t.tok) {
                                Some(Tok::Ident(n)) => n,
                                _ => return err(hash, format!("`#{name}` needs a macro name")),
                            };
                            pre.macros.contains_key(n) == (name == "ifdef")
                        }
                    } else {
                        false
                    };
                    conds.push((v && active, v, active, hash));
                }
                "elif" => {
                    let Some(c) = conds.last().copied() else {
                        return err(hash, "`#elif` without `#if`");
                    };
                    let v = if c.2 && !c.1 {
                        refused(args)?;
                        pre.eval_if(args, hash)?
                    } else {
                        false
                    };
                    if let Some(last) = conds.last_mut() {
                        *last = (v, c.1 || v, c.2, c.3);
                    }
                }
                "else" => {
                    let Some(last) = conds.last_mut() else {
                        return err(hash, "`#else` without `#if`");
                    };
                    *last = (!last.1 && last.2, true, last.2, last.3);
                }
                "endif" => {
                    if conds.pop().is_none() {
                        return err(hash, "`#endif` without `#if`");
                    }
                }
                _ if !active => {}
                "define" => {
                    pre.define(args, hash)?;
                    match args.first().map(|t| &t.tok) {
                        Some(Tok::Ident(n)) if n == "assert" => pre.assert_noop = false,
                        Some(Tok::Ident(n))
                            if n == "NDEBUG"
                                && !pre.assert_included
                                && !pre.macros.contains_key("assert") =>
                        {
                            pre.assert_off(hash);
                        }
                        _ => {}
                    }
                }
                "undef" => {
                    if let Some(Tok::Ident(n)) = args.first().map(|t| &t.tok) {
                        pre.macros.remove(n);
                        if n == "assert" {
                            pre.assert_noop = false;
                        }
                        if n == "NDEBUG" && !pre.assert_included && pre.assert_noop {
                            pre.macros.remove("assert");
                            pre.assert_noop = false;
                        }
                    }
                }
                "include" => {
                    let header: Vec<&Tok> = args.iter().map(|t| &t.tok).collect();
                    let assert_h = matches!(
                        header.as_slice(),
                        [Tok::Punct("<"), Tok::Ident(a), Tok::Punct("."), Tok::Ident(h), Tok::Punct(">")]
                            if a == "assert" && h == "h"
                    ) || matches!(
                        header.as_slice(),
                        [Tok::Punct("<"), Tok::Ident(a), Tok::Punct(">")] if a == "cassert"
                    );
                    if assert_h {
                        // assert.h undefines `assert` and defines it anew,
                        // by whether `NDEBUG` is defined here.
                        pre.assert_included = true;
                        pre.macros.remove("assert");
                        pre.assert_noop = false;
                        if pre.macros.contains_key("NDEBUG") {
                            pre.assert_off(hash);
                        }
                    }
                }
                "pragma" => {}
                "error" => return err(hash, "`#error` in the source"),
                other => return err(hash, format!("`#{other}` is not supported")),
            }
            continue;
        }
        text.push(t.clone());
        i += 1;
    }
    if let Some(c) = conds.last() {
        return err(c.3, "this conditional is never closed with `#endif`");
    }
    flush(&mut pre, &text, &mut out)?;
    Ok(out)
}

impl Pre {
    /// Defines `assert(x)` as assert.h does under `NDEBUG`: `((void)0)`,
    /// its argument dropped unread.
    fn assert_off(&mut self, at: Pos) {
        let tok = |tok: Tok| Token {
            tok,
            pos: at,
            end: at,
            bol: false,
        };
        let body = vec![
            tok(Tok::Punct("(")),
            tok(Tok::Punct("(")),
            tok(Tok::Ident("void".into())),
            tok(Tok::Punct(")")),
            tok(Tok::Num {
                val: 0,
                unsigned: false,
                longs: 0,
                decimal: true,
                text: "0".into(),
            }),
            tok(Tok::Punct(")")),
        ];
        self.macros.insert(
            "assert".into(),
            Macro {
                params: Some(vec!["expression".into()]),
                body,
            },
        );
        self.assert_noop = true;
    }

    fn eval_if(&self, args: &[Token], hash: Pos) -> Result<bool, Diagnostic> {
        let mut k = 0;
        let mut neg = false;
        while args.get(k).map(|t| &t.tok) == Some(&Tok::Punct("!")) {
            neg = !neg;
            k += 1;
        }
        let rest: Vec<&Tok> = args[k.min(args.len())..].iter().map(|t| &t.tok).collect();
        let v = match rest.as_slice() {
            [Tok::Num { val, .. }] => *val != 0,
            [Tok::Ident(d), Tok::Ident(n)] if d == "defined" => self.macros.contains_key(n),
            [Tok::Ident(d), Tok::Punct("("), Tok::Ident(n), Tok::Punct(")")] if d == "defined" => {
                self.macros.contains_key(n)
            }
            [Tok::Ident(n)] => match self.macros.get(n) {
                Some(m) => {
                    matches!(m.body.as_slice(), [Token { tok: Tok::Num { val, .. }, .. }] if *val != 0)
                }
                None => false,
            },
            _ => {
                return err(
                    hash,
                    "`#if` supports only a number, `NAME` and `defined(NAME)`",
                )
            }
        };
        Ok(v != neg)
    }

    fn define(&mut self, args: &[Token], hash: Pos) -> Result<(), Diagnostic> {
        let Some(first) = args.first() else {
            return err(hash, "`#define` needs a name");
        };
        let Tok::Ident(name) = &first.tok else {
            return err(first.pos, "`#define` needs a name");
        };
        let mut k = 1;
        let mut params = None;
        // A `(` right after the name (no space) makes a function-like macro.
        if let Some(t) = args.get(1) {
            if t.tok == Tok::Punct("(")
                && t.pos.line == first.end.line
                && t.pos.column == first.end.column
            {
                let mut ps = Vec::new();
                k = 2;
                loop {
                    match args.get(k).map(|t| &t.tok) {
                        Some(Tok::Punct(")")) if ps.is_empty() => {
                            k += 1;
                            break;
                        }
                        Some(Tok::Ident(p)) => {
                            ps.push(p.clone());
                            k += 1;
                            match args.get(k).map(|t| &t.tok) {
                                Some(Tok::Punct(",")) => k += 1,
                                Some(Tok::Punct(")")) => {
                                    k += 1;
                                    break;
                                }
                                _ => {
                                    return err(
                                        hash,
                                        format!("the parameters of macro `{name}` are malformed"),
                                    )
                                }
                            }
                        }
                        Some(Tok::Punct("...")) => {
                            return err(hash, "variadic macros are not supported");
                        }
                        _ => {
                            return err(
                                hash,
                                format!("the parameters of macro `{name}` are malformed"),
                            )
                        }
                    }
                }
                params = Some(ps);
            }
        }
        let body: Vec<Token> = args[k.min(args.len())..].to_vec();
        if let Some(t) = body.iter().find(|t| t.tok == Tok::Punct("#")) {
            return err(
                t.pos,
                "the `#` operator (making a string) in macros is not supported",
            );
        }
        let paste = |t: Option<&Token>| t.is_some_and(|t| t.tok == Tok::Punct("##"));
        if paste(body.first()) || paste(body.last()) {
            return err(hash, "`##` needs a token on each side");
        }
        self.macros.insert(name.clone(), Macro { params, body });
        Ok(())
    }

    fn expand(
        &mut self,
        toks: &[Token],
        active: &mut Vec<String>,
        out: &mut Vec<Token>,
        depth: usize,
    ) -> Result<(), Diagnostic> {
        let mut i = 0;
        while i < toks.len() {
            self.work += 1;
            if out.len() > self.out_limit || self.work > 8 * MAX_TOKENS {
                // Source with no macros that long is long itself.
                let why = if self.macros.is_empty() {
                    "the code is more than 1,000,000 tokens long"
                } else {
                    "the macros expand to more than 1,000,000 tokens"
                };
                return err(toks[i].pos, why);
            }
            let t = &toks[i];
            let Tok::Ident(name) = &t.tok else {
                out.push(t.clone());
                i += 1;
                continue;
            };
            let Some(m) = self
                .macros
                .get(name)
                .filter(|_| !active.contains(name))
                .cloned()
            else {
                out.push(t.clone());
                i += 1;
                continue;
            };
            if depth > MAX_EXPANSION_DEPTH {
                return err(t.pos, "macros nest more than 100 deep");
            }
            let at = |mut x: Token| {
                x.pos = t.pos;
                x.end = t.end;
                x.bol = false;
                x
            };
            match &m.params {
                None => {
                    let body: Vec<Token> = m.body.iter().cloned().map(at).collect();
                    let body = paste_tokens(body, t.pos)?;
                    active.push(name.clone());
                    self.expand(&body, active, out, depth + 1)?;
                    active.pop();
                    i += 1;
                }
                Some(params) => {
                    if toks.get(i + 1).map(|t| &t.tok) != Some(&Tok::Punct("(")) {
                        out.push(t.clone());
                        i += 1;
                        continue;
                    }
                    let mut args: Vec<Vec<Token>> = vec![Vec::new()];
                    let mut level = 0usize;
                    let mut j = i + 2;
                    loop {
                        let Some(a) = toks.get(j) else {
                            return err(
                                t.pos,
                                format!("the call of macro `{name}` is missing its `)`"),
                            );
                        };
                        match a.tok {
                            Tok::Punct("(") => level += 1,
                            Tok::Punct(")") if level == 0 => break,
                            Tok::Punct(")") => level -= 1,
                            Tok::Punct(",") if level == 0 => {
                                args.push(Vec::new());
                                j += 1;
                                continue;
                            }
                            _ => {}
                        }
                        if let Some(last) = args.last_mut() {
                            last.push(a.clone());
                        }
                        j += 1;
                    }
                    if params.is_empty() && args.len() == 1 && args[0].is_empty() {
                        args.clear();
                    }
                    if args.len() != params.len() {
                        return err(
                            t.pos,
                            format!(
                                "macro `{name}` takes {} argument{}, not {}",
                                params.len(),
                                if params.len() == 1 { "" } else { "s" },
                                args.len()
                            ),
                        );
                    }
                    let mut expanded = Vec::new();
                    for a in &args {
                        let mut e = Vec::new();
                        self.expand(a, active, &mut e, depth + 1)?;
                        expanded.push(e);
                    }
                    let mut body = Vec::new();
                    let is_paste =
                        |k: usize| m.body.get(k).is_some_and(|t| t.tok == Tok::Punct("##"));
                    for (bk, b) in m.body.iter().enumerate() {
                        if let Tok::Ident(p) = &b.tok {
                            if let Some(k) = params.iter().position(|q| q == p) {
                                // Next to `##` the argument is pasted as
                                // written, else macro-expanded first.
                                if is_paste(bk + 1) || (bk > 0 && is_paste(bk - 1)) {
                                    body.extend(args[k].iter().cloned().map(at));
                                } else {
                                    body.extend(expanded[k].iter().cloned().map(at));
                                }
                                continue;
                            }
                        }
                        body.push(at(b.clone()));
                    }
                    let body = paste_tokens(body, t.pos)?;
                    active.push(name.clone());
                    self.expand(&body, active, out, depth + 1)?;
                    active.pop();
                    i = j + 1;
                }
            }
        }
        Ok(())
    }
}

/// A token as source text.
fn spelling(t: &Tok) -> String {
    match t {
        Tok::Ident(n) => n.clone(),
        Tok::Punct(p) => (*p).to_string(),
        Tok::Num { text, .. } if !text.is_empty() => text.to_string(),
        Tok::Num {
            val,
            unsigned,
            longs,
            decimal,
            ..
        } => {
            let mut s = if *decimal {
                val.to_string()
            } else {
                format!("0x{val:x}")
            };
            if *unsigned {
                s.push('u');
            }
            for _ in 0..*longs {
                s.push('l');
            }
            s
        }
        Tok::Output(name) => format!("{name}(...);"),
        Tok::Refused(_) | Tok::Eof => String::new(),
    }
}

/// Applies the `##` operators of a substituted macro body.
fn paste_tokens(body: Vec<Token>, pos: Pos) -> Result<Vec<Token>, Diagnostic> {
    if !body.iter().any(|t| t.tok == Tok::Punct("##")) {
        return Ok(body);
    }
    let mut out: Vec<Token> = Vec::new();
    let mut it = body.into_iter();
    while let Some(t) = it.next() {
        if t.tok != Tok::Punct("##") {
            out.push(t);
            continue;
        }
        let (Some(left), Some(right)) = (out.pop(), it.next()) else {
            return err(pos, "`##` needs a token on each side");
        };
        refused(&[left.clone(), right.clone()])?;
        let text = spelling(&left.tok) + &spelling(&right.tok);
        match lex(&text) {
            Ok(mut v) if v.len() == 1 && !matches!(v[0].tok, Tok::Refused(_)) => {
                let mut tok = v.remove(0);
                tok.pos = left.pos;
                tok.end = left.end;
                tok.bol = false;
                out.push(tok);
            }
            _ => return err(pos, format!("`##` makes `{text}`, which is not one token")),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        preprocess(lex(src).expect("lexes"))
            .expect("expands")
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn numbers_and_suffixes() {
        assert_eq!(
            kinds("0x10ULL")[0],
            Tok::Num {
                val: 16,
                unsigned: true,
                longs: 2,
                decimal: false,
                text: "0x10ULL".into()
            }
        );
        assert_eq!(
            kinds("010")[0],
            Tok::Num {
                val: 8,
                unsigned: false,
                longs: 0,
                decimal: false,
                text: "010".into()
            }
        );
        // Refused by the preprocessor where it reads them, not by the lexer.
        let refused = |src: &str| {
            preprocess(lex(src).expect("lexes"))
                .map(|_| ())
                .unwrap_err()
                .message
        };
        assert_eq!(
            refused("'\\n'"),
            "`'\\n'`: character literals are not supported; write its number, 10"
        );
        assert_eq!(
            refused("1.5"),
            "`1.5`: floating-point numbers are not supported"
        );
        assert_eq!(
            refused("0x1zz"),
            "`0x1zz`: the suffix `zz` is not a C integer suffix"
        );
        assert_eq!(
            refused("99999999999999999999999"),
            "`99999999999999999999999` does not fit in 64 bits"
        );
        assert!(matches!(lex("1.5").expect("lexes")[0].tok, Tok::Refused(_)));
        assert_eq!(kinds("#if 0\n1.5 \"s\" 'c\n#endif\n7").len(), 1);
    }

    #[test]
    fn comments_continuations_and_positions() {
        let t = lex("a /* x\n y */ b // c\n  c\\\nd").expect("lexes");
        let names: Vec<String> = t
            .iter()
            .map(|t| format!("{:?}@{}:{}", t.tok, t.pos.line, t.pos.column))
            .collect();
        assert_eq!(
            names,
            vec![
                "Ident(\"a\")@1:1",
                "Ident(\"b\")@2:7",
                "Ident(\"c\")@3:3",
                "Ident(\"d\")@4:1"
            ]
        );
        assert!(!t[3].bol);
    }

    #[test]
    fn macros_expand_once() {
        assert_eq!(kinds("#define A B\n#define B A\nA").len(), 1);
        assert_eq!(kinds("#define F(x, y) x + y\nF((1, 2), 3)").len(), 7);
        assert!(preprocess(lex("#define F(x) x\nF(1, 2)").expect("lexes")).is_err());
        assert!(preprocess(lex("#if 1\nx").expect("lexes")).is_err());
    }
}
