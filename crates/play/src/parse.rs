//! The parser: tokens to a syntax tree with names still unresolved.

use crate::api::{Diagnostic, Pos, Scalar};
use crate::lex::{err, Tok, Token};
use std::collections::HashMap;

/// The deepest nesting of expressions and statements accepted.
pub const MAX_DEPTH: u32 = 100;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

impl BOp {
    pub fn text(self) -> &'static str {
        match self {
            BOp::Add => "+",
            BOp::Sub => "-",
            BOp::Mul => "*",
            BOp::Div => "/",
            BOp::Rem => "%",
            BOp::Shl => "<<",
            BOp::Shr => ">>",
            BOp::And => "&",
            BOp::Or => "|",
            BOp::Xor => "^",
            BOp::Eq => "==",
            BOp::Ne => "!=",
            BOp::Lt => "<",
            BOp::Gt => ">",
            BOp::Le => "<=",
            BOp::Ge => ">=",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub pos: Pos,
    pub depth: u32,
    /// Whether it was written in brackets: messages print them so, as
    /// `~0ULL >> (64 - n)` reads as written, not `~0ULL >> 64 - n`.
    pub paren: bool,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A number: its value, its type, and the literal as written
    /// (`1u`, `0x10ULL`), empty for one the playground made (`sizeof`).
    Num(u128, Scalar, Box<str>),
    Name(String),
    Call(String, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Deref(Box<Expr>),
    Unary(UOp, Box<Expr>),
    Binary(BOp, Box<Expr>, Box<Expr>),
    Logic(bool, Box<Expr>, Box<Expr>),
    Assign(Option<BOp>, Box<Expr>, Box<Expr>),
    IncDec {
        pre: bool,
        inc: bool,
        e: Box<Expr>,
    },
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Cast(Scalar, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    /// `sizeof` of an expression (never evaluated).
    Sizeof(Box<Expr>),
    /// `(void)x`: `x` evaluated and its value dropped (a statement's).
    Void(Box<Expr>),
}

/// A declared type: a scalar or `void`.
pub type Ty = Option<Scalar>;

#[derive(Clone, Debug)]
pub enum Init {
    None,
    Scalar(Expr),
    List(Vec<Expr>),
}

#[derive(Clone, Debug)]
pub struct Declarator {
    pub name: String,
    pub pos: Pos,
    /// `Some(len)` for an array: the length if written.
    pub array: Option<Option<Expr>>,
    pub init: Init,
}

#[derive(Clone, Debug)]
pub struct Decl {
    pub ty: Scalar,
    pub decls: Vec<Declarator>,
    /// Whether its type said `const` (or `constexpr`).
    pub constant: bool,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Decl(Decl),
    Expr(Expr),
    Empty,
    Block(Vec<Stmt>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    While(Expr, Box<Stmt>, u32),
    DoWhile(Box<Stmt>, Expr, u32),
    For(
        Option<Box<Stmt>>,
        Option<Expr>,
        Option<Expr>,
        Box<Stmt>,
        u32,
        u32,
    ),
    Return(Option<Expr>, Pos),
    Break(Pos),
    Continue(Pos),
    Switch(Expr, Box<Stmt>),
    Case(Expr, Pos),
    Default(Pos),
    /// A statement that only writes output (`printf(...);`), skipped: the
    /// function's name and where it stands.
    Output(String, Pos),
}

#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub name: String,
    pub pos: Pos,
    pub ty: Scalar,
    /// `Some(len)` for an array or pointer parameter.
    pub array: Option<Option<Expr>>,
}

#[derive(Clone, Debug)]
pub struct Func {
    pub name: String,
    pub pos: Pos,
    pub ret: Ty,
    pub params: Vec<ParamDecl>,
    pub body: Option<Vec<Stmt>>,
}

/// An enumeration constant: its name, where, and its value if written.
#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: String,
    pub pos: Pos,
    pub value: Option<Expr>,
}

#[derive(Clone, Debug)]
pub enum Item {
    Func(Func),
    Global(Decl),
    /// An `enum`'s constants, in order.
    Enum(Vec<Enumerator>),
}

pub struct Parser {
    toks: Vec<Token>,
    i: usize,
    depth: u32,
    typedefs: HashMap<String, Scalar>,
    /// Whether the last type parsed said `static`.
    saw_static: bool,
    /// Whether the last type parsed said `const` or `constexpr`.
    saw_const: bool,
    /// The constants of `enum { ... }` lists read and not yet made an
    /// [`Item::Enum`].
    enums: Vec<Enumerator>,
    pub loops: u32,
    /// The function whose body is being read (empty outside one).
    fun: String,
}

/// The keywords that begin a statement: a name one slip from one of them
/// is likely that keyword misspelt (`retrun x;`, `whlie (x)`).
pub(crate) const STATEMENT_KEYWORDS: &[&str] = &[
    "return", "while", "switch", "break", "continue", "else", "for", "if", "do", "case", "default",
];

const QUALIFIERS: &[&str] = &[
    "static",
    "inline",
    "const",
    "register",
    "volatile",
    "extern",
    "__inline",
    "__inline__",
    "__forceinline",
    "constexpr",
];
const TYPE_WORDS: &[&str] = &[
    "unsigned", "signed", "int", "long", "short", "char", "bool", "_Bool", "void", "__int128",
    "float", "double", "struct", "union", "enum", "auto",
];

/// stdint.h's `int_leastN_t` and `int_fastN_t` types, whose widths C leaves
/// to the system: these are glibc's on x86-64 Linux, the platform chosen
/// (as for `long`, 64-bit). The least types are the exact widths; of the
/// fast ones, `int_fast8_t` is `signed char` and the 16-, 32- and 64-bit
/// ones are `long`, so `int64_t`. `uint_fast16_t` and `uint_fast32_t` are
/// `unsigned long` there, 64-bit, but hold what a 16- or 32-bit number
/// holds, a count or a square, never a set: they are [`Scalar::Size`],
/// written as numbers and not drawn; `uint_least64_t` and
/// `uint_fast64_t` are `uint64_t`'s kin, sets ([`Scalar::U64`]).
const STDINT_LEAST_FAST: &[(&str, Scalar)] = &[
    ("int_least8_t", Scalar::I8),
    ("int_least16_t", Scalar::I16),
    ("int_least32_t", Scalar::Int),
    ("int_least64_t", Scalar::I64),
    ("uint_least8_t", Scalar::U8),
    ("uint_least16_t", Scalar::U16),
    ("uint_least32_t", Scalar::Unsigned),
    ("uint_least64_t", Scalar::U64),
    ("int_fast8_t", Scalar::I8),
    ("int_fast16_t", Scalar::I64),
    ("int_fast32_t", Scalar::I64),
    ("int_fast64_t", Scalar::I64),
    ("uint_fast8_t", Scalar::U8),
    ("uint_fast16_t", Scalar::Size),
    ("uint_fast32_t", Scalar::Size),
    ("uint_fast64_t", Scalar::U64),
];

fn unsupported_word(w: &str) -> Option<&'static str> {
    Some(match w {
        "goto" => "`goto` is not supported",
        "asm" | "__asm__" => "inline assembly is not supported",
        "typeof" | "__typeof__" => "`typeof` is not supported",
        _ => return None,
    })
}

impl Parser {
    pub fn new(mut toks: Vec<Token>) -> Parser {
        let end = toks.last().map_or(Pos { line: 1, column: 1 }, |t| t.end);
        toks.push(Token {
            tok: Tok::Eof,
            pos: end,
            end,
            bol: true,
        });
        let mut typedefs = HashMap::new();
        for n in [
            "U64",
            "uint64_t",
            "BitBoard",
            "Bitboard",
            "u64",
            "Bitboard64",
        ] {
            typedefs.insert(n.to_string(), Scalar::U64);
        }
        for n in ["uint128_t", "__uint128_t", "U128", "u128"] {
            typedefs.insert(n.to_string(), Scalar::U128);
        }
        // stdint.h's and stddef.h's types (`size_t` as on 64-bit systems).
        for (n, t) in [
            ("uint32_t", Scalar::Unsigned),
            ("int32_t", Scalar::Int),
            ("uint8_t", Scalar::U8),
            ("int8_t", Scalar::I8),
            ("uint16_t", Scalar::U16),
            ("int16_t", Scalar::I16),
            ("int64_t", Scalar::I64),
            ("size_t", Scalar::Size),
            ("uintptr_t", Scalar::Size),
            ("uintmax_t", Scalar::U64),
            ("intmax_t", Scalar::I64),
            ("ptrdiff_t", Scalar::I64),
            ("ssize_t", Scalar::I64),
        ] {
            typedefs.insert(n.to_string(), t);
        }
        for (n, t) in STDINT_LEAST_FAST {
            typedefs.insert(n.to_string(), *t);
        }
        Parser {
            toks,
            i: 0,
            depth: 0,
            typedefs,
            saw_static: false,
            saw_const: false,
            enums: Vec::new(),
            loops: 0,
            fun: String::new(),
        }
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.i.min(self.toks.len() - 1)].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.i + k).min(self.toks.len() - 1)].tok
    }
    fn pos(&self) -> Pos {
        self.toks[self.i.min(self.toks.len() - 1)].pos
    }
    fn prev_end(&self) -> Pos {
        if self.i == 0 {
            return Pos { line: 1, column: 1 };
        }
        self.toks[(self.i - 1).min(self.toks.len() - 1)].end
    }
    fn bump(&mut self) {
        if self.i < self.toks.len() - 1 {
            self.i += 1;
        }
    }
    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn describe(&self) -> String {
        match self.peek() {
            Tok::Ident(n) => format!("`{n}`"),
            Tok::Num { .. } => "a number".into(),
            Tok::Punct(p) => format!("`{p}`"),
            Tok::Refused(_) => "text the language refuses".into(),
            Tok::Output(name) => format!("a `{name}` statement"),
            Tok::Eof => "the end of the source".into(),
        }
    }
    fn expect(&mut self, p: &str, what: &str) -> Result<(), Diagnostic> {
        if self.eat(p) {
            return Ok(());
        }
        if p == ";" || p == ")" && self.toks[self.i].pos.line != self.prev_end().line {
            return err(self.prev_end(), format!("expected `{p}` {what}"));
        }
        err(
            self.pos(),
            format!("expected `{p}` {what}, found {}", self.describe()),
        )
    }
    fn ident(&mut self, what: &str) -> Result<(String, Pos), Diagnostic> {
        let pos = self.pos();
        if let Tok::Ident(n) = self.peek() {
            let n = n.clone();
            if let Some(m) = unsupported_word(&n) {
                return err(pos, m);
            }
            self.bump();
            return Ok((n, pos));
        }
        err(pos, format!("expected {what}, found {}", self.describe()))
    }
    fn enter(&mut self) -> Result<(), Diagnostic> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err(
                self.pos(),
                format!("this nests more than {MAX_DEPTH} levels deep"),
            );
        }
        Ok(())
    }

    /// A name that is no type where a declaration's type would stand,
    /// followed by a name (`uint9_t y`, or in `ptr` places `Square *s`):
    /// the type is what is wrong, said with the likely one.
    fn unknown_type(&self, ptr: bool) -> Option<Diagnostic> {
        let Tok::Ident(n) = self.peek() else {
            return None;
        };
        let next_name = matches!(self.peek_at(1), Tok::Ident(_))
            || (ptr && *self.peek_at(1) == Tok::Punct("*"));
        if !next_name
            || self.at_type()
            || STATEMENT_KEYWORDS.contains(&n.as_str())
            || unsupported_word(n).is_some()
        {
            return None;
        }
        let mut known: Vec<&str> = self.typedefs.keys().map(|k| k.as_str()).collect();
        known.extend(["int", "unsigned", "bool"]);
        let message = match crate::check::nearest(n, known) {
            Some(k) => format!("`{n}` is not a type this subset knows; did you mean `{k}`?"),
            None => format!(
                "`{n}` is not a type this subset knows; use `uint8_t`, `uint16_t`, `uint32_t`, `uint64_t` (`U64`), their `int` forms, `int`, `unsigned`, `bool` or a `typedef` of one"
            ),
        };
        Some(Diagnostic {
            pos: self.pos(),
            message,
        })
    }

    /// MSVC's `_BitScanForward64(&idx, b)` (and its kin) at the next
    /// token: it writes through a pointer to a local, which the subset
    /// does not model; the message gives the GCC form with the names used.
    fn bit_scan_msvc(&self, name: &str) -> Option<Diagnostic> {
        let forward = match name {
            "_BitScanForward64" | "_BitScanForward" => true,
            "_BitScanReverse64" | "_BitScanReverse" => false,
            _ => return None,
        };
        if *self.peek_at(1) != Tok::Punct("(") {
            return None;
        }
        let idx = match (self.peek_at(2), self.peek_at(3)) {
            (Tok::Punct("&"), Tok::Ident(i)) => i.clone(),
            _ => "idx".to_string(),
        };
        let b = match (self.peek_at(5), self.peek_at(6)) {
            (Tok::Ident(b), Tok::Punct(")")) => b.clone(),
            _ => "b".to_string(),
        };
        let wide = name.ends_with("64");
        let (ctz, clz, top) = if wide {
            ("__builtin_ctzll", "__builtin_clzll", 63)
        } else {
            ("__builtin_ctz", "__builtin_clz", 31)
        };
        let fix = if forward {
            format!("{idx} = {ctz}({b})")
        } else {
            format!("{idx} = {top} - {clz}({b})")
        };
        Some(Diagnostic {
            pos: self.pos(),
            message: format!(
                "`{name}` writes its answer through a pointer, which the subset does not model; write `if ({b}) {fix};`"
            ),
        })
    }

    /// Whether the next token starts a type.
    fn at_type(&self) -> bool {
        match self.peek() {
            Tok::Ident(n) => {
                QUALIFIERS.contains(&n.as_str())
                    || TYPE_WORDS.contains(&n.as_str())
                    || self.typedefs.contains_key(n)
                    || n == "typedef"
            }
            _ => false,
        }
    }

    /// Parses a type: qualifiers and type words. `None` for `void`.
    fn parse_type(&mut self) -> Result<Ty, Diagnostic> {
        let start = self.pos();
        let mut words: Vec<String> = Vec::new();
        let mut named: Option<Scalar> = None;
        self.saw_static = false;
        self.saw_const = false;
        while let Tok::Ident(n) = self.peek() {
            let n = n.clone();
            if QUALIFIERS.contains(&n.as_str()) {
                self.saw_static |= n == "static";
                self.saw_const |= n == "const" || n == "constexpr";
                self.bump();
                continue;
            }
            if TYPE_WORDS.contains(&n.as_str()) {
                if n == "float" || n == "double" {
                    return err(
                        self.pos(),
                        format!("`{n}` (floating point) is not supported; use an integer type such as `U64` or `int`"),
                    );
                }
                if n == "enum" && words.is_empty() && named.is_none() {
                    self.enum_type()?;
                    named = Some(Scalar::Int);
                    continue;
                }
                if matches!(n.as_str(), "struct" | "union" | "enum" | "char" | "short") {
                    return err(self.pos(), format!("`{n}` is not supported"));
                }
                words.push(n);
                self.bump();
                continue;
            }
            if words.is_empty() && named.is_none() {
                if let Some(&s) = self.typedefs.get(&n) {
                    named = Some(s);
                    self.bump();
                    continue;
                }
            }
            break;
        }
        if let Some(s) = named {
            if !words.is_empty() {
                return err(start, "this type mixes a type name with other type words");
            }
            return Ok(Some(s));
        }
        let text = words.join(" ");
        if words.is_empty() {
            return err(start, format!("expected a type, found {}", self.describe()));
        }
        // `int`, `long`, `signed` and `unsigned` in any order, as C allows
        // (`long unsigned int`, `signed long long`); `long` is 64-bit, as
        // on x86-64 Linux (LP64), so `long` and `long long` are `int64_t`.
        let count = |w: &str| words.iter().filter(|s| *s == w).count();
        let (uns, sig, ints, longs) = (
            count("unsigned"),
            count("signed"),
            count("int"),
            count("long"),
        );
        let others: Vec<&str> = words
            .iter()
            .map(|s| s.as_str())
            .filter(|s| !matches!(*s, "unsigned" | "signed" | "int" | "long"))
            .collect();
        let t = match others.as_slice() {
            [] if uns + sig > 1 || ints > 1 || longs > 2 => {
                return err(start, format!("`{text}` is not a C type"));
            }
            [] => match (uns > 0, longs) {
                (false, 0) => Scalar::Int,
                (true, 0) => Scalar::Unsigned,
                (false, _) => Scalar::I64,
                (true, _) => Scalar::U64,
            },
            ["void"] if words.len() == 1 => return Ok(None),
            ["bool" | "_Bool"] if words.len() == 1 => Scalar::Bool,
            ["__int128"] if uns == 1 && words.len() == 2 => Scalar::U128,
            _ => return err(start, format!("the type `{text}` is not supported")),
        };
        Ok(Some(t))
    }

    /// `enum`, an optional tag and an optional list of constants (kept in
    /// `self.enums`): the type `int`, as C's enums are.
    fn enum_type(&mut self) -> Result<(), Diagnostic> {
        let epos = self.pos();
        self.bump();
        let tagged = matches!(self.peek(), Tok::Ident(_));
        if tagged {
            self.bump();
        }
        if !self.is("{") {
            if !tagged {
                return err(
                    self.pos(),
                    format!(
                        "expected a name or `{{` after `enum`, found {}",
                        self.describe()
                    ),
                );
            }
            return Ok(());
        }
        if !self.fun.is_empty() {
            return err(
                epos,
                "an `enum` with its constants is only supported outside functions; define it before the function",
            );
        }
        self.bump();
        loop {
            if self.eat("}") {
                return Ok(());
            }
            let (name, pos) = self.ident("an enumeration constant's name")?;
            let value = if self.eat("=") {
                Some(self.ternary()?)
            } else {
                None
            };
            self.enums.push(Enumerator { name, pos, value });
            if self.eat("}") {
                return Ok(());
            }
            self.expect(",", "between enumeration constants")?;
        }
    }

    pub fn program(&mut self) -> Result<Vec<Item>, Diagnostic> {
        let mut items = Vec::new();
        while *self.peek() != Tok::Eof {
            if !self.enums.is_empty() {
                items.push(Item::Enum(std::mem::take(&mut self.enums)));
            }
            if self.eat(";") {
                continue;
            }
            if matches!(self.peek(), Tok::Ident(n) if n == "typedef") {
                self.bump();
                let t = self.parse_type()?;
                let Some(t) = t else {
                    return err(self.pos(), "a `typedef` of `void` is not supported");
                };
                if self.is("*") || self.is("(") {
                    return err(self.pos(), "only `typedef`s of integer types are supported");
                }
                let (name, _) = self.ident("a type name")?;
                if self.is("[") {
                    return err(self.pos(), "only `typedef`s of integer types are supported");
                }
                self.expect(";", "after the `typedef`")?;
                self.typedefs.insert(name, t);
                continue;
            }
            if self.is("}") {
                return err(self.pos(), "this `}` closes no `{`");
            }
            if !self.at_type() {
                if let Tok::Ident(n) = self.peek() {
                    if let Some(m) = unsupported_word(n) {
                        return err(self.pos(), m);
                    }
                }
                if let Some(d) = self.unknown_type(true) {
                    return Err(d);
                }
                return err(
                    self.pos(),
                    format!(
                        "expected a declaration or a function, found {}",
                        self.describe()
                    ),
                );
            }
            let ty = self.parse_type()?;
            if !self.enums.is_empty() && self.eat(";") {
                // `enum E { ... };`: the constants alone.
                continue;
            }
            if self.is("*") {
                return err(
                    self.pos(),
                    "pointers are only supported as function parameters",
                );
            }
            let (name, pos) = self.ident("a name")?;
            if self.eat("(") {
                let params = self.params()?;
                let body = if self.eat(";") {
                    None
                } else {
                    if !self.is("{") {
                        return err(
                            self.prev_end(),
                            "expected `{` or `;` after the function's parameters",
                        );
                    }
                    self.bump();
                    self.fun.clone_from(&name);
                    let body = self.block_rest()?;
                    self.fun.clear();
                    Some(body)
                };
                items.push(Item::Func(Func {
                    name,
                    pos,
                    ret: ty,
                    params,
                    body,
                }));
                continue;
            }
            let Some(ty) = ty else {
                return err(pos, format!("`{name}` cannot be `void`"));
            };
            let decl = self.declarators(ty, name, pos)?;
            if !self.enums.is_empty() {
                items.push(Item::Enum(std::mem::take(&mut self.enums)));
            }
            items.push(Item::Global(decl));
        }
        if !self.enums.is_empty() {
            items.push(Item::Enum(std::mem::take(&mut self.enums)));
        }
        Ok(items)
    }

    fn params(&mut self) -> Result<Vec<ParamDecl>, Diagnostic> {
        let mut ps = Vec::new();
        if self.eat(")") {
            return Ok(ps);
        }
        if matches!(self.peek(), Tok::Ident(n) if n == "void")
            && *self.peek_at(1) == Tok::Punct(")")
        {
            self.bump();
            self.bump();
            return Ok(ps);
        }
        loop {
            let tpos = self.pos();
            if !self.at_type() {
                if let Some(d) = self.unknown_type(true) {
                    return Err(d);
                }
                return err(
                    tpos,
                    format!("expected a parameter type, found {}", self.describe()),
                );
            }
            let Some(ty) = self.parse_type()? else {
                return err(tpos, "a parameter cannot be `void`");
            };
            let mut array = None;
            if self.eat("*") {
                while matches!(self.peek(), Tok::Ident(n) if QUALIFIERS.contains(&n.as_str())) {
                    self.bump();
                }
                if self.is("*") {
                    return err(self.pos(), "pointers to pointers are not supported");
                }
                array = Some(None);
            }
            let (name, pos) = if self.is(",") || self.is(")") {
                // A prototype's parameter may go unnamed.
                (format!("#{}", ps.len() + 1), self.pos())
            } else {
                self.ident("a parameter name")?
            };
            if self.eat("[") {
                if array.is_some() {
                    return err(self.pos(), "arrays of pointers are not supported");
                }
                if self.eat("]") {
                    array = Some(None);
                } else {
                    let e = self.expr()?;
                    self.expect("]", "after the array length")?;
                    array = Some(Some(e));
                }
                if self.is("[") {
                    return err(self.pos(), "arrays of arrays are not supported");
                }
            }
            ps.push(ParamDecl {
                name,
                pos,
                ty,
                array,
            });
            if self.eat(")") {
                return Ok(ps);
            }
            self.expect(",", "between parameters")?;
        }
    }

    fn declarators(
        &mut self,
        ty: Scalar,
        first: String,
        first_pos: Pos,
    ) -> Result<Decl, Diagnostic> {
        // Read before an initialiser's cast parses a type of its own.
        let constant = self.saw_const;
        let mut decls = Vec::new();
        let (mut name, mut pos) = (first, first_pos);
        loop {
            let mut array = None;
            if self.eat("[") {
                if self.eat("]") {
                    array = Some(None);
                } else {
                    let e = self.expr()?;
                    self.expect("]", "after the array length")?;
                    array = Some(Some(e));
                }
                if self.is("[") {
                    return err(self.pos(), "arrays of arrays are not supported");
                }
            }
            let mut init = Init::None;
            if self.eat("=") {
                if self.eat("{") {
                    let mut list = Vec::new();
                    while !self.is("}") {
                        list.push(self.assign()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("}", "after the initialiser list")?;
                    init = Init::List(list);
                } else {
                    init = Init::Scalar(self.assign()?);
                }
            }
            decls.push(Declarator {
                name,
                pos,
                array,
                init,
            });
            if self.eat(",") {
                if self.is("*") {
                    return err(
                        self.pos(),
                        "pointers are only supported as function parameters",
                    );
                }
                let (n, p) = self.ident("a name")?;
                name = n;
                pos = p;
                continue;
            }
            self.expect(";", "after the declaration")?;
            return Ok(Decl {
                ty,
                decls,
                constant,
            });
        }
    }

    /// After a type inside a function: a name and `(` is a function
    /// defined (GNU C's nested functions) or declared there, refused with
    /// what to do; anything else is left to read as a declaration.
    fn nested_function(&mut self) -> Result<(), Diagnostic> {
        let Tok::Ident(name) = self.peek().clone() else {
            return Ok(());
        };
        if *self.peek_at(1) != Tok::Punct("(") {
            return Ok(());
        }
        let pos = self.pos();
        // Past the parameters' matching `)`: a body makes it a definition.
        let mut depth = 0usize;
        let mut k = self.i + 1;
        while let Some(t) = self.toks.get(k) {
            match &t.tok {
                Tok::Punct("(") => depth += 1,
                Tok::Punct(")") => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Tok::Eof => break,
                _ => {}
            }
            k += 1;
        }
        let outer = &self.fun;
        if matches!(self.toks.get(k + 1).map(|t| &t.tok), Some(Tok::Punct("{"))) {
            err(pos, format!("`{name}` is a function defined inside `{outer}`: nested functions are a GNU extension, not supported; define `{name}` before `{outer}`"))
        } else {
            err(pos, format!("`{name}` is a function declared inside `{outer}`, which is not supported; declare `{name}` before `{outer}`"))
        }
    }

    /// The statements of a block after its `{`, through its `}`.
    fn block_rest(&mut self) -> Result<Vec<Stmt>, Diagnostic> {
        let open = self.toks[self.i.saturating_sub(1)].pos;
        let mut v = Vec::new();
        loop {
            if self.eat("}") {
                return Ok(v);
            }
            if *self.peek() == Tok::Eof {
                return err(open, "this `{` is never closed with `}`");
            }
            v.push(self.stmt()?);
        }
    }

    fn stmt(&mut self) -> Result<Stmt, Diagnostic> {
        self.enter()?;
        let r = self.stmt_inner();
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self) -> Result<Stmt, Diagnostic> {
        let pos = self.pos();
        if self.eat("{") {
            return Ok(Stmt::Block(self.block_rest()?));
        }
        if self.eat(";") {
            return Ok(Stmt::Empty);
        }
        if let Tok::Output(name) = self.peek().clone() {
            self.bump();
            return Ok(Stmt::Output(name, pos));
        }
        if self.at_type() {
            if matches!(self.peek(), Tok::Ident(n) if n == "typedef") {
                return err(pos, "`typedef` is only supported outside functions");
            }
            let ty = self.parse_type()?;
            self.nested_function()?;
            let Some(ty) = ty else {
                return err(pos, "a variable cannot be `void`");
            };
            if self.saw_static {
                return err(
                    pos,
                    "`static` variables inside a function are not supported; declare it outside the function",
                );
            }
            if self.is("*") {
                return err(
                    self.pos(),
                    "pointers are only supported as function parameters",
                );
            }
            let (name, npos) = self.ident("a name")?;
            return Ok(Stmt::Decl(self.declarators(ty, name, npos)?));
        }
        let kw = match self.peek() {
            Tok::Ident(n) => n.clone(),
            _ => String::new(),
        };
        match kw.as_str() {
            "if" => {
                self.bump();
                self.expect("(", "after `if`")?;
                let c = self.expr()?;
                self.expect(")", "after the condition")?;
                let t = self.stmt()?;
                let e = if matches!(self.peek(), Tok::Ident(n) if n == "else") {
                    self.bump();
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                Ok(Stmt::If(c, Box::new(t), e))
            }
            "while" => {
                self.bump();
                self.expect("(", "after `while`")?;
                let c = self.expr()?;
                self.expect(")", "after the condition")?;
                self.loops += 1;
                let id = self.loops;
                let b = self.stmt()?;
                Ok(Stmt::While(c, Box::new(b), id))
            }
            "do" => {
                self.bump();
                self.loops += 1;
                let id = self.loops;
                let b = self.stmt()?;
                if !matches!(self.peek(), Tok::Ident(n) if n == "while") {
                    return err(
                        self.pos(),
                        format!(
                            "expected `while` after the body of `do`, found {}",
                            self.describe()
                        ),
                    );
                }
                self.bump();
                self.expect("(", "after `while`")?;
                let c = self.expr()?;
                self.expect(")", "after the condition")?;
                self.expect(";", "after `do ... while (...)`")?;
                Ok(Stmt::DoWhile(Box::new(b), c, id))
            }
            "for" => {
                self.bump();
                self.expect("(", "after `for`")?;
                let init = if self.eat(";") {
                    None
                } else if let Some(d) = self.unknown_type(false) {
                    return Err(d);
                } else if self.at_type() {
                    let p = self.pos();
                    let Some(ty) = self.parse_type()? else {
                        return err(p, "a variable cannot be `void`");
                    };
                    let (name, npos) = self.ident("a name")?;
                    Some(Box::new(Stmt::Decl(self.declarators(ty, name, npos)?)))
                } else {
                    let e = self.expr()?;
                    self.expect(";", "after the first part of `for`")?;
                    Some(Box::new(Stmt::Expr(e)))
                };
                let cond = if self.is(";") {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(";", "after the condition of `for`")?;
                let step = if self.is(")") {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(")", "after the header of `for`")?;
                self.loops += 1;
                let id = self.loops;
                let b = self.stmt()?;
                Ok(Stmt::For(init, cond, step, Box::new(b), id, pos.line))
            }
            "return" => {
                self.bump();
                let e = if self.is(";") {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(";", "after the statement")?;
                Ok(Stmt::Return(e, pos))
            }
            "break" => {
                self.bump();
                self.expect(";", "after `break`")?;
                Ok(Stmt::Break(pos))
            }
            "continue" => {
                self.bump();
                self.expect(";", "after `continue`")?;
                Ok(Stmt::Continue(pos))
            }
            "switch" => {
                self.bump();
                self.expect("(", "after `switch`")?;
                let c = self.expr()?;
                self.expect(")", "after the value of `switch`")?;
                let b = self.stmt()?;
                Ok(Stmt::Switch(c, Box::new(b)))
            }
            "case" => {
                self.bump();
                let e = self.ternary()?;
                self.expect(":", "after the `case` value")?;
                Ok(Stmt::Case(e, pos))
            }
            "default" => {
                self.bump();
                self.expect(":", "after `default`")?;
                Ok(Stmt::Default(pos))
            }
            "else" => err(pos, "this `else` has no `if`"),
            _ => {
                if let Tok::Ident(n) = self.peek() {
                    if *self.peek_at(1) == Tok::Punct(":") {
                        return err(pos, format!("labels (`{n}:`) and `goto` are not supported"));
                    }
                }
                if self.is("}") {
                    return err(pos, "this `}` closes no `{`");
                }
                let head = match self.peek() {
                    Tok::Ident(n) => Some(n.clone()),
                    _ => None,
                };
                // `uint9_t y = 3;`: a name and a name, no expression; a
                // misspelt keyword (`retrun x;`) is said below as such.
                if let Some(h) = &head {
                    if crate::check::nearest(h, STATEMENT_KEYWORDS.iter().copied()).is_none() {
                        if let Some(d) = self.unknown_type(false) {
                            return Err(d);
                        }
                    }
                }
                let e = self.expr()?;
                // A name, then more than an operator could join to it
                // (`retrun x;`): likely a keyword misspelt, not a missing `;`.
                if !self.is(";") {
                    if let Some(head) = head {
                        if let Some(k) =
                            crate::check::nearest(&head, STATEMENT_KEYWORDS.iter().copied())
                        {
                            return err(
                                pos,
                                format!("`{head}` is no C keyword; did you mean `{k}`?"),
                            );
                        }
                    }
                }
                self.expect(";", "after the statement")?;
                Ok(Stmt::Expr(e))
            }
        }
    }

    fn mk(&self, kind: ExprKind, pos: Pos, depth: u32) -> Result<Expr, Diagnostic> {
        if depth > MAX_DEPTH {
            return err(
                pos,
                format!(
                    "this expression is more than {MAX_DEPTH} levels deep (each operator of a chain such as `a | b | c` is a level, as are brackets): split it over several statements"
                ),
            );
        }
        Ok(Expr {
            kind,
            pos,
            depth,
            paren: false,
        })
    }

    pub fn expr(&mut self) -> Result<Expr, Diagnostic> {
        let mut e = self.assign()?;
        while self.is(",") {
            let pos = self.pos();
            self.bump();
            let r = self.assign()?;
            let d = e.depth.max(r.depth) + 1;
            e = self.mk(ExprKind::Comma(Box::new(e), Box::new(r)), pos, d)?;
        }
        Ok(e)
    }

    fn assign(&mut self) -> Result<Expr, Diagnostic> {
        let l = self.ternary()?;
        let op = match self.peek() {
            Tok::Punct("=") => Some(None),
            Tok::Punct("+=") => Some(Some(BOp::Add)),
            Tok::Punct("-=") => Some(Some(BOp::Sub)),
            Tok::Punct("*=") => Some(Some(BOp::Mul)),
            Tok::Punct("/=") => Some(Some(BOp::Div)),
            Tok::Punct("%=") => Some(Some(BOp::Rem)),
            Tok::Punct("<<=") => Some(Some(BOp::Shl)),
            Tok::Punct(">>=") => Some(Some(BOp::Shr)),
            Tok::Punct("&=") => Some(Some(BOp::And)),
            Tok::Punct("|=") => Some(Some(BOp::Or)),
            Tok::Punct("^=") => Some(Some(BOp::Xor)),
            _ => None,
        };
        if let Some(op) = op {
            let pos = self.pos();
            self.bump();
            self.enter()?;
            let r = self.assign();
            self.depth -= 1;
            let r = r?;
            let d = l.depth.max(r.depth) + 1;
            self.mk(ExprKind::Assign(op, Box::new(l), Box::new(r)), pos, d)
        } else {
            Ok(l)
        }
    }

    fn ternary(&mut self) -> Result<Expr, Diagnostic> {
        let c = self.binary(0)?;
        if self.is("?") {
            let pos = self.pos();
            self.bump();
            self.enter()?;
            let a = self.expr()?;
            self.expect(":", "in `?:`")?;
            let b = self.ternary();
            self.depth -= 1;
            let b = b?;
            let d = c.depth.max(a.depth).max(b.depth) + 1;
            self.mk(
                ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
                pos,
                d,
            )
        } else {
            Ok(c)
        }
    }

    fn binop(&self) -> Option<(u8, Option<BOp>)> {
        let Tok::Punct(p) = self.peek() else {
            return None;
        };
        Some(match *p {
            "||" => (1, None),
            "&&" => (2, None),
            "|" => (3, Some(BOp::Or)),
            "^" => (4, Some(BOp::Xor)),
            "&" => (5, Some(BOp::And)),
            "==" => (6, Some(BOp::Eq)),
            "!=" => (6, Some(BOp::Ne)),
            "<" => (7, Some(BOp::Lt)),
            ">" => (7, Some(BOp::Gt)),
            "<=" => (7, Some(BOp::Le)),
            ">=" => (7, Some(BOp::Ge)),
            "<<" => (8, Some(BOp::Shl)),
            ">>" => (8, Some(BOp::Shr)),
            "+" => (9, Some(BOp::Add)),
            "-" => (9, Some(BOp::Sub)),
            "*" => (10, Some(BOp::Mul)),
            "/" => (10, Some(BOp::Div)),
            "%" => (10, Some(BOp::Rem)),
            _ => return None,
        })
    }

    /// Precedence climbing over the binary operators binding tighter than
    /// `min`.
    fn binary(&mut self, min: u8) -> Result<Expr, Diagnostic> {
        let mut l = self.unary()?;
        while let Some((prec, op)) = self.binop() {
            if prec <= min {
                break;
            }
            let pos = self.pos();
            let p = self.peek().clone();
            self.bump();
            let r = self.binary(prec)?;
            let d = l.depth.max(r.depth) + 1;
            let kind = match op {
                Some(op) => ExprKind::Binary(op, Box::new(l), Box::new(r)),
                None => ExprKind::Logic(p == Tok::Punct("&&"), Box::new(l), Box::new(r)),
            };
            l = self.mk(kind, pos, d)?;
        }
        Ok(l)
    }

    fn unary(&mut self) -> Result<Expr, Diagnostic> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> Result<Expr, Diagnostic> {
        let pos = self.pos();
        let op = match self.peek() {
            Tok::Punct("-") => Some(UOp::Neg),
            Tok::Punct("+") => Some(UOp::Plus),
            Tok::Punct("!") => Some(UOp::Not),
            Tok::Punct("~") => Some(UOp::BitNot),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = self.unary()?;
            let d = e.depth + 1;
            return self.mk(ExprKind::Unary(op, Box::new(e)), pos, d);
        }
        if self.is("++") || self.is("--") {
            let inc = self.is("++");
            self.bump();
            let e = self.unary()?;
            let d = e.depth + 1;
            return self.mk(
                ExprKind::IncDec {
                    pre: true,
                    inc,
                    e: Box::new(e),
                },
                pos,
                d,
            );
        }
        if self.is("&") {
            return err(
                pos,
                "`&` (taking an address) is not supported; pass arrays by name",
            );
        }
        if self.is("*") {
            self.bump();
            let e = self.unary()?;
            let d = e.depth + 1;
            return self.mk(ExprKind::Deref(Box::new(e)), pos, d);
        }
        if self.is("(") {
            // A cast?
            let save = self.i;
            self.bump();
            if self.at_type() {
                let t = self.parse_type()?;
                if self.is("*") {
                    return err(self.pos(), "casts to pointers are not supported");
                }
                self.expect(")", "after the type of the cast")?;
                let Some(t) = t else {
                    let e = self.unary()?;
                    let d = e.depth + 1;
                    return self.mk(ExprKind::Void(Box::new(e)), pos, d);
                };
                let e = self.unary()?;
                let d = e.depth + 1;
                return self.mk(ExprKind::Cast(t, Box::new(e)), pos, d);
            }
            self.i = save;
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, Diagnostic> {
        let mut e = self.primary()?;
        loop {
            let pos = self.pos();
            if self.eat("[") {
                let i = self.expr()?;
                self.expect("]", "after the index")?;
                let d = e.depth.max(i.depth) + 1;
                e = self.mk(ExprKind::Index(Box::new(e), Box::new(i)), pos, d)?;
            } else if self.is("++") || self.is("--") {
                let inc = self.is("++");
                self.bump();
                let d = e.depth + 1;
                e = self.mk(
                    ExprKind::IncDec {
                        pre: false,
                        inc,
                        e: Box::new(e),
                    },
                    pos,
                    d,
                )?;
            } else if self.is(".") || self.is("->") {
                return err(pos, "structs (`.` and `->`) are not supported");
            } else if self.is("(") {
                return err(pos, "only functions can be called, by name");
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> Result<Expr, Diagnostic> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Num {
                val,
                unsigned,
                longs,
                decimal,
                text,
            } => {
                self.bump();
                // C11 6.4.4.1, `long` 64-bit (LP64): with `L`/`LL`, a decimal
                // literal is `long` (`int64_t`) or it is an error; a hex,
                // octal or binary one too big for `long` is `unsigned long`.
                let signed_long = val <= i64::MAX as u128;
                let ty = if longs > 0 && !unsigned {
                    if signed_long {
                        Scalar::I64
                    } else if decimal {
                        return err(
                            pos,
                            format!("the decimal literal `{val}` with an `L`/`LL` suffix is too big for a signed `long long`; write the suffix `ULL`"),
                        );
                    } else {
                        Scalar::U64
                    }
                } else if unsigned {
                    if longs == 0 && val <= u128::from(u32::MAX) {
                        Scalar::Unsigned
                    } else {
                        Scalar::U64
                    }
                } else if val <= i32::MAX as u128 {
                    Scalar::Int
                } else if !decimal && val <= u128::from(u32::MAX) {
                    Scalar::Unsigned
                } else {
                    Scalar::U64
                };
                self.mk(ExprKind::Num(val, ty, text), pos, 1)
            }
            Tok::Ident(n) => {
                if let Some(m) = unsupported_word(&n) {
                    return err(pos, m);
                }
                if n == "sizeof" {
                    self.bump();
                    // `sizeof(type)` is a constant; `sizeof x` is checked later.
                    if self.is("(") {
                        let save = self.i;
                        self.bump();
                        if self.at_type() {
                            let t = self.parse_type()?;
                            self.expect(")", "after the type of `sizeof`")?;
                            let Some(t) = t else {
                                return err(pos, "`sizeof(void)` is not supported");
                            };
                            let size = crate::check::size_of(t);
                            return self.mk(ExprKind::Num(size, Scalar::U64, "".into()), pos, 1);
                        }
                        self.i = save;
                    }
                    let e = self.unary()?;
                    let d = e.depth + 1;
                    return self.mk(ExprKind::Sizeof(Box::new(e)), pos, d);
                }
                if n == "true" || n == "false" {
                    self.bump();
                    return self.mk(
                        ExprKind::Num(u128::from(n == "true"), Scalar::Int, n.into()),
                        pos,
                        1,
                    );
                }
                if matches!(
                    n.as_str(),
                    "if" | "while"
                        | "for"
                        | "do"
                        | "return"
                        | "break"
                        | "continue"
                        | "switch"
                        | "case"
                        | "default"
                        | "else"
                ) {
                    return err(pos, format!("expected an expression, found `{n}`"));
                }
                if let Some(d) = self.bit_scan_msvc(&n) {
                    return Err(d);
                }
                self.bump();
                if self.eat("(") {
                    let mut args = Vec::new();
                    let mut d = 1;
                    if !self.eat(")") {
                        loop {
                            let a = self.assign()?;
                            d = d.max(a.depth + 1);
                            args.push(a);
                            if self.eat(")") {
                                break;
                            }
                            if *self.peek() == Tok::Eof
                                || self.is(";")
                                || self.is("{")
                                || self.is("}")
                            {
                                return err(
                                    self.prev_end(),
                                    format!("expected `)` to close the call of `{n}`"),
                                );
                            }
                            self.expect(",", "between arguments")?;
                        }
                    }
                    return self.mk(ExprKind::Call(n, args), pos, d);
                }
                self.mk(ExprKind::Name(n), pos, 1)
            }
            Tok::Punct("(") => {
                self.bump();
                let mut e = self.expr()?;
                if !self.is(")") {
                    return err(
                        self.prev_end(),
                        format!(
                            "expected `)` to close the `(` at line {}, column {}",
                            pos.line, pos.column
                        ),
                    );
                }
                self.bump();
                e.paren = true;
                Ok(e)
            }
            _ => err(
                pos,
                format!("expected an expression, found {}", self.describe()),
            ),
        }
    }
}

/// The expression as source text, cut short after about 60 characters.
pub fn text(e: &Expr) -> String {
    let mut s = String::new();
    // Brackets round the whole are not printed.
    write_kind(e, &mut s, 0);
    if s.chars().count() > 60 {
        let cut: String = s.chars().take(57).collect();
        return cut + "...";
    }
    s
}

/// `e`, in the brackets it was written in when it is more than a name,
/// a number, a call or an element.
fn write_expr(e: &Expr, s: &mut String, prec: u8) {
    let simple = matches!(
        e.kind,
        ExprKind::Num(..) | ExprKind::Name(_) | ExprKind::Call(..) | ExprKind::Index(..)
    );
    if e.paren && !simple {
        s.push('(');
        write_kind(e, s, 0);
        s.push(')');
    } else {
        write_kind(e, s, prec);
    }
}

fn write_kind(e: &Expr, s: &mut String, prec: u8) {
    if s.len() > 80 {
        return;
    }
    match &e.kind {
        // A literal as written: `1u << 40` is not `1 << 40`.
        ExprKind::Num(_, _, text) if !text.is_empty() => s.push_str(text),
        ExprKind::Num(v, ty, _) => {
            s.push_str(&v.to_string());
            if *ty == Scalar::U64 && *v <= u128::from(u32::MAX) {
                s.push_str("ULL");
            }
            // Only a suffix makes a literal `int64_t` (`1LL`).
            if *ty == Scalar::I64 {
                s.push_str("LL");
            }
        }
        ExprKind::Name(n) => s.push_str(n),
        ExprKind::Call(n, args) => {
            s.push_str(n);
            s.push('(');
            for (k, a) in args.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                write_expr(a, s, 0);
            }
            s.push(')');
        }
        ExprKind::Index(a, i) => {
            write_expr(a, s, 20);
            s.push('[');
            write_expr(i, s, 0);
            s.push(']');
        }
        ExprKind::Deref(a) => {
            s.push('*');
            write_expr(a, s, 20);
        }
        ExprKind::Unary(op, a) => {
            s.push_str(match op {
                UOp::Neg => "-",
                UOp::Plus => "+",
                UOp::Not => "!",
                UOp::BitNot => "~",
            });
            write_expr(a, s, 20);
        }
        ExprKind::Binary(op, a, b) => {
            let p = match op {
                BOp::Or => 3,
                BOp::Xor => 4,
                BOp::And => 5,
                BOp::Eq | BOp::Ne => 6,
                BOp::Lt | BOp::Gt | BOp::Le | BOp::Ge => 7,
                BOp::Shl | BOp::Shr => 8,
                BOp::Add | BOp::Sub => 9,
                BOp::Mul | BOp::Div | BOp::Rem => 10,
            };
            paren(s, prec > p, |s| {
                write_expr(a, s, p - 1);
                s.push(' ');
                s.push_str(op.text());
                s.push(' ');
                write_expr(b, s, p);
            });
        }
        ExprKind::Logic(and, a, b) => {
            let p = if *and { 2 } else { 1 };
            paren(s, prec > p, |s| {
                write_expr(a, s, p - 1);
                s.push_str(if *and { " && " } else { " || " });
                write_expr(b, s, p);
            });
        }
        ExprKind::Assign(op, a, b) => paren(s, prec > 0, |s| {
            write_expr(a, s, 1);
            s.push(' ');
            if let Some(op) = op {
                s.push_str(op.text());
            }
            s.push_str("= ");
            write_expr(b, s, 0);
        }),
        ExprKind::IncDec { pre, inc, e } => {
            let t = if *inc { "++" } else { "--" };
            if *pre {
                s.push_str(t);
            }
            write_expr(e, s, 20);
            if !*pre {
                s.push_str(t);
            }
        }
        ExprKind::Cond(c, a, b) => paren(s, prec > 0, |s| {
            write_expr(c, s, 1);
            s.push_str(" ? ");
            write_expr(a, s, 0);
            s.push_str(" : ");
            write_expr(b, s, 0);
        }),
        ExprKind::Cast(t, a) => {
            s.push('(');
            s.push_str(t.name());
            s.push(')');
            write_expr(a, s, 20);
        }
        ExprKind::Void(a) => {
            s.push_str("(void)");
            write_expr(a, s, 20);
        }
        ExprKind::Sizeof(a) => {
            s.push_str("sizeof(");
            write_expr(a, s, 0);
            s.push(')');
        }
        ExprKind::Comma(a, b) => paren(s, prec > 0, |s| {
            write_expr(a, s, 0);
            s.push_str(", ");
            write_expr(b, s, 0);
        }),
    }
}

fn paren(s: &mut String, yes: bool, f: impl FnOnce(&mut String)) {
    if yes {
        s.push('(');
    }
    f(s);
    if yes {
        s.push(')');
    }
}
