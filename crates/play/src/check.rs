//! The checker: resolves names to slots, gives every expression its C
//! type and inserts the implicit conversions, so the interpreter only
//! follows the tree.

use crate::api::{Diagnostic, Param, ParamType, Pos, Scalar, Signature};
use crate::lex::err;
use crate::ops;
use crate::parse::{self, BOp, Decl, Expr, ExprKind, Init, Item, Stmt, UOp};
use std::collections::HashMap;

/// The longest array accepted.
pub const MAX_ARRAY: usize = 4096;

#[derive(Clone, Debug)]
pub struct E {
    pub k: K,
    pub ty: Scalar,
    pub line: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arr {
    Local(u32),
    Global(u32),
}

#[derive(Clone, Debug)]
pub enum Lv {
    Local(u32),
    Global(u32),
    Elem(Arr, Box<E>, u32),
}

#[derive(Clone, Debug)]
pub enum ArgE {
    Val(E),
    Arr(Arr),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bi {
    Nort,
    Sout,
    East,
    West,
    NoEa,
    SoEa,
    SoWe,
    NoWe,
    C64,
    RotL,
    RotR,
    Pop,
    Bsf,
    Bsr,
    /// GCC's and Clang's `__builtin_ctzll`: `bitScanForward` by its name.
    Ctz,
    /// `__builtin_clzll`: the zeros above the highest set bit.
    Clz,
    /// `assert(x)`: stops the run when `x` is 0.
    Assert,
    /// `__builtin_popcount`, `__builtin_ctz`, `__builtin_clz`: the 32-bit
    /// forms.
    Pop32,
    Ctz32,
    Clz32,
    /// `__builtin_ffs` (32-bit) and `__builtin_ffsll`: one more than the
    /// lowest set bit's index, 0 for 0.
    Ffs,
}

const BUILTINS: &[(&str, Bi)] = &[
    ("nortOne", Bi::Nort),
    ("soutOne", Bi::Sout),
    ("eastOne", Bi::East),
    ("westOne", Bi::West),
    ("noEaOne", Bi::NoEa),
    ("soEaOne", Bi::SoEa),
    ("soWeOne", Bi::SoWe),
    ("noWeOne", Bi::NoWe),
    ("C64", Bi::C64),
    ("rotateLeft", Bi::RotL),
    ("rotateRight", Bi::RotR),
    ("popCount", Bi::Pop),
    ("bitScanForward", Bi::Bsf),
    ("bitScanReverse", Bi::Bsr),
    // The compilers' own, as engines call them.
    ("__builtin_popcountll", Bi::Pop),
    ("_mm_popcnt_u64", Bi::Pop),
    ("__builtin_ctzll", Bi::Ctz),
    ("__builtin_clzll", Bi::Clz),
    ("__builtin_popcount", Bi::Pop32),
    ("__builtin_ctz", Bi::Ctz32),
    ("__builtin_clz", Bi::Clz32),
    ("__builtin_ffs", Bi::Ffs),
    ("__builtin_ffsll", Bi::Ffs),
];

/// stdint.h's macros for constants of its types (`UINT64_C(0x...)`): the
/// value converted to the type, as the suffix they paste on makes it.
const CONSTANT_MACROS: &[(&str, Scalar)] = &[
    ("UINT64_C", Scalar::U64),
    ("UINTMAX_C", Scalar::U64),
    ("UINT32_C", Scalar::Unsigned),
    ("INT32_C", Scalar::Int),
    ("INT64_C", Scalar::I64),
    ("INTMAX_C", Scalar::I64),
];

const PRELUDE_CONSTS: &[(&str, u128, Scalar)] = &[
    ("notAFile", 0xfefe_fefe_fefe_fefe, Scalar::U64),
    ("notHFile", 0x7f7f_7f7f_7f7f_7f7f, Scalar::U64),
    ("notABFile", 0xfcfc_fcfc_fcfc_fcfc, Scalar::U64),
    ("notGHFile", 0x3f3f_3f3f_3f3f_3f3f, Scalar::U64),
    // The 9x9 board's 81 squares, a1 to i9 (bits 0 to 80).
    ("BOARD9", (1 << 81) - 1, Scalar::U128),
];

#[derive(Clone, Debug)]
pub enum K {
    Lit(u128),
    Local(u32),
    Global(u32),
    Elem(Arr, Box<E>, u32),
    Assign(Lv, Box<E>),
    /// `lv op= rhs`: the operation's type, then the right side converted.
    OpAssign(Lv, BOp, Scalar, Box<E>, u32),
    IncDec(Lv, bool, bool, u32),
    Conv(Box<E>),
    Unary(UOp, Box<E>, u32),
    Bin(BOp, Box<E>, Box<E>, u32),
    Cmp(BOp, Box<E>, Box<E>),
    Shift(bool, Box<E>, Box<E>, u32),
    Logic(bool, Box<E>, Box<E>),
    Not(Box<E>),
    Cond(Box<E>, Box<E>, Box<E>),
    Call(u32, Vec<ArgE>, u32),
    Builtin(Bi, Vec<E>, u32),
    Comma(Box<E>, Box<E>),
}

#[derive(Clone, Debug)]
pub enum S {
    Decl(u32, Option<E>, u32, u32),
    ArrDecl(u32, Option<Vec<E>>, u32, u32),
    Expr(E, u32),
    Block(Vec<S>),
    If(E, Box<S>, Option<Box<S>>, u32),
    While(E, Box<S>, u32, u32),
    DoWhile(Box<S>, E, u32, u32),
    /// init, condition, step, body, loop id, the condition's line, the
    /// visible-variable list at the condition.
    For(Option<Box<S>>, Option<E>, Option<E>, Box<S>, u32, u32, u32),
    Return(Option<E>, u32, u32),
    Break(u32, u32),
    Continue(u32, u32),
    Switch(E, Vec<S>, Vec<(u128, usize)>, Option<usize>, u32),
    /// An output statement skipped: its line and function ([`Stmt::Output`]).
    Output(u32, String),
}

/// A line and a visible-variable list, for a statement's frame.
#[derive(Clone, Debug)]
pub struct SlotInfo {
    pub name: String,
    pub ty: Scalar,
    /// `Some(len)` for an array; `None` length for an array parameter
    /// without one.
    pub arr: Option<Option<usize>>,
    pub param: bool,
}

#[derive(Clone, Debug)]
pub struct Fun {
    pub sig: Signature,
    pub slots: Vec<SlotInfo>,
    pub params: Vec<u32>,
    pub body: Vec<S>,
    pub ret: Option<Scalar>,
    pub outer: Vec<u32>,
    pub vis: Vec<Vec<u32>>,
    pub nest: u32,
    pub defined: bool,
}

#[derive(Clone, Debug)]
pub struct Global {
    pub name: String,
    pub ty: Scalar,
    pub arr: Option<usize>,
    pub init: Vec<E>,
}

#[derive(Clone, Debug)]
pub struct ShiftInfo {
    pub line: u32,
    /// The operator's column, for a shift folded at compile time; 0 for
    /// a rotation's.
    pub column: u32,
    pub text: String,
    pub amount_text: String,
    /// The left operand is a constant: no wrap tracking; an `int`
    /// constant with a variable amount is the `1 << sq` mistake.
    pub left_const: bool,
    pub int_lit: bool,
    /// The left operand's value when it is a constant (0 otherwise).
    pub left_value: u128,
}

#[derive(Clone, Debug)]
pub struct Compiled {
    pub funs: Vec<Fun>,
    pub globals: Vec<Global>,
    pub texts: Vec<String>,
    pub shifts: Vec<ShiftInfo>,
    pub sigs: Vec<Signature>,
    /// `(fun index)` per user-visible function, in definition order.
    pub order: Vec<u32>,
}

#[derive(Clone, Debug)]
enum Sym {
    Local(u32),
    Global(u32),
}

struct Checker {
    funs: Vec<Fun>,
    fun_index: HashMap<String, u32>,
    globals: Vec<Global>,
    global_index: HashMap<String, u32>,
    /// The `const` globals with a constant value: read as that value, so
    /// a mask built from one (`FILE_A << 7`) is no wrap, as with `#define`.
    global_consts: HashMap<u32, u128>,
    /// The same for `const` locals, by slot: `const U64 fileA = ...;` in
    /// a routine is a constant mask too, and cannot be assigned.
    local_consts: HashMap<u32, u128>,
    /// The `const` global arrays whose initialisers are all constants, by
    /// global: an element at a constant index (`FILES[0]`) is a constant.
    const_arrays: HashMap<u32, Vec<u128>>,
    texts: Vec<String>,
    shifts: Vec<ShiftInfo>,
    // Per function.
    slots: Vec<SlotInfo>,
    scopes: Vec<Vec<(String, u32)>>,
    vis: Vec<Vec<u32>>,
    cur_vis: u32,
    cur_ret: Option<Scalar>,
    cur_name: String,
    in_global: bool,
    loop_depth: u32,
    switch_depth: u32,
    nest: u32,
    max_nest: u32,
    call_sites: u32,
    /// Every call of a user function, for the check that it is defined.
    calls: Vec<(u32, Pos)>,
    /// The enumeration constants: `int` values.
    enum_consts: HashMap<String, u128>,
    /// The first `const` object (variable or array element) read as its
    /// value since it was last cleared: C takes none as a `case` value.
    const_read: Option<String>,
}

/// The order of the promoted types in the usual arithmetic conversions:
/// the higher wins (`int64_t` holds every `unsigned`, but not every
/// `uint64_t`).
fn rank(t: Scalar) -> u8 {
    match t {
        Scalar::Bool | Scalar::Int | Scalar::I8 | Scalar::U8 | Scalar::I16 | Scalar::U16 => 0,
        Scalar::Unsigned => 1,
        Scalar::I64 => 2,
        // Both 64-bit and unsigned: a set mixed with a count stays a set.
        Scalar::Size => 3,
        Scalar::U64 => 4,
        Scalar::U128 => 5,
    }
}

/// The integer promotions: the types narrower than `int` become `int`.
pub fn promote(t: Scalar) -> Scalar {
    match t {
        Scalar::Bool | Scalar::I8 | Scalar::U8 | Scalar::I16 | Scalar::U16 => Scalar::Int,
        t => t,
    }
}

/// `sizeof` of a value of the type.
pub fn size_of(t: Scalar) -> u128 {
    match t {
        Scalar::Bool | Scalar::I8 | Scalar::U8 => 1,
        Scalar::I16 | Scalar::U16 => 2,
        Scalar::Int | Scalar::Unsigned => 4,
        Scalar::U64 | Scalar::I64 | Scalar::Size => 8,
        Scalar::U128 => 16,
    }
}

pub fn common(a: Scalar, b: Scalar) -> Scalar {
    let (a, b) = (promote(a), promote(b));
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}

fn conv(e: E, to: Scalar) -> E {
    if e.ty == to {
        return e;
    }
    let line = e.line;
    E {
        k: K::Conv(Box::new(e)),
        ty: to,
        line,
    }
}

/// The value of a constant expression, if it is one (no variables, no
/// calls, no undefined behaviour).
pub fn const_val(e: &E) -> Option<u128> {
    const_eval(e).ok()
}

/// A constant expression's value; `Err(Some(..))` when a shift in it
/// that is evaluated is undefined (`1 << 40` with an `int` 1): the shift's
/// id, what is undefined and the shift's type; `Err(None)` when it is no
/// constant.
type Folded = Result<u128, Option<(u32, ops::Ub, Scalar)>>;

fn const_eval(e: &E) -> Folded {
    match &e.k {
        K::Lit(v) => Ok(*v),
        K::Conv(a) => Ok(ops::convert(const_eval(a)?, a.ty, e.ty)),
        K::Unary(op, a, _) => ops::unary(*op, e.ty, const_eval(a)?).map_err(|_| None),
        K::Not(a) => Ok(u128::from(const_eval(a)? == 0)),
        K::Bin(op, a, b, _) => {
            let (x, y) = (const_eval(a)?, const_eval(b)?);
            ops::binary(*op, e.ty, x, y).map_err(|_| None)
        }
        K::Cmp(op, a, b) => {
            let (x, y) = (const_eval(a)?, const_eval(b)?);
            Ok(u128::from(ops::compare(*op, a.ty, x, y)))
        }
        K::Shift(left, a, b, id) => {
            let (x, y) = (const_eval(a)?, const_eval(b)?);
            ops::shift(*left, e.ty, x, b.ty, y).map_err(|u| Some((*id, u, e.ty)))
        }
        K::Cond(c, a, b) => {
            if const_eval(c)? != 0 {
                const_eval(a)
            } else {
                const_eval(b)
            }
        }
        K::Logic(and, a, b) => {
            let x = const_eval(a)? != 0;
            if *and && !x {
                return Ok(0);
            }
            if !*and && x {
                return Ok(1);
            }
            Ok(u128::from(const_eval(b)? != 0))
        }
        _ => Err(None),
    }
}

/// The name among `names` closest to `name`, when close enough to be a
/// slip of the keyboard (two edits at most, and at most a third of the
/// longer name): the "did you mean" of a name or keyword not known.
pub(crate) fn nearest<'a>(name: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    names
        .into_iter()
        .map(|n| (edit_distance(name, n), n))
        .filter(|&(d, n)| d <= 2 && d * 3 <= name.len().max(n.len()))
        .min_by_key(|&(d, n)| (d, n.to_string()))
        .map(|(_, n)| n)
}

/// Edits between two names: a character added, dropped or changed, or two
/// neighbours swapped (`retrun`, `whlie`), each one edit.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Rows i - 2, i - 1 and i of the table, for the swap.
    let mut before: Vec<usize> = Vec::new();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cur[j] = cur[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut prev, cur);
    }
    prev[b.len()]
}

pub fn check(items: Vec<Item>) -> Result<Compiled, Diagnostic> {
    let mut c = Checker {
        funs: Vec::new(),
        fun_index: HashMap::new(),
        globals: Vec::new(),
        global_index: HashMap::new(),
        global_consts: HashMap::new(),
        local_consts: HashMap::new(),
        const_arrays: HashMap::new(),
        texts: Vec::new(),
        shifts: Vec::new(),
        slots: Vec::new(),
        scopes: Vec::new(),
        vis: Vec::new(),
        cur_vis: 0,
        cur_ret: None,
        cur_name: String::new(),
        in_global: false,
        loop_depth: 0,
        switch_depth: 0,
        nest: 0,
        max_nest: 0,
        call_sites: 0,
        calls: Vec::new(),
        enum_consts: HashMap::new(),
        const_read: None,
    };
    // The enumeration constants first: array lengths and `case` values,
    // parameters' included, may use them.
    for it in &items {
        if let Item::Enum(list) = it {
            c.enum_decl(list)?;
        }
    }
    // First every function's signature, so calls may come before
    // definitions.
    let mut order = Vec::new();
    for it in &items {
        if let Item::Func(f) = it {
            let mut params = Vec::new();
            for p in &f.params {
                let ty = match &p.array {
                    None => ParamType::Scalar(p.ty),
                    Some(len) => ParamType::Array {
                        elem: p.ty,
                        len: match len {
                            Some(e) => Some(c.array_len(e)?),
                            None => None,
                        },
                    },
                };
                params.push(Param {
                    name: p.name.clone(),
                    ty,
                });
            }
            let sig = Signature {
                name: f.name.clone(),
                line: f.pos.line,
                params,
                ret: f.ret,
            };
            if let Some(&k) = c.fun_index.get(&f.name) {
                let old = &c.funs[k as usize];
                if !old
                    .sig
                    .params
                    .iter()
                    .map(|p| p.ty)
                    .eq(sig.params.iter().map(|p| p.ty))
                    || old.sig.ret != sig.ret
                {
                    return err(
                        f.pos,
                        format!(
                            "`{}` is declared twice with different types (first at line {})",
                            f.name, old.sig.line
                        ),
                    );
                }
                if f.body.is_some() {
                    if old.defined {
                        return err(
                            f.pos,
                            format!(
                                "`{}` is defined twice (first at line {})",
                                f.name, old.sig.line
                            ),
                        );
                    }
                    c.funs[k as usize].defined = true;
                    c.funs[k as usize].sig = sig;
                    order.push(k);
                }
                continue;
            }
            let k = c.funs.len() as u32;
            if f.body.is_some() {
                order.push(k);
            }
            c.fun_index.insert(f.name.clone(), k);
            c.funs.push(Fun {
                sig,
                slots: Vec::new(),
                params: Vec::new(),
                body: Vec::new(),
                ret: f.ret,
                outer: Vec::new(),
                vis: Vec::new(),
                nest: 0,
                defined: f.body.is_some(),
            });
        }
    }
    for it in items {
        match it {
            Item::Global(d) => c.global_decl(d)?,
            Item::Enum(_) => {}
            Item::Func(f) => {
                let Some(body) = f.body else { continue };
                let k = c.fun_index.get(&f.name).copied().unwrap_or(0) as usize;
                c.slots.clear();
                c.local_consts.clear();
                c.scopes = vec![Vec::new()];
                c.vis = vec![Vec::new()];
                c.cur_vis = 0;
                c.cur_ret = f.ret;
                c.cur_name = f.name.clone();
                c.max_nest = 0;
                c.nest = 0;
                let mut params = Vec::new();
                for (p, sp) in f.params.iter().zip(c.funs[k].sig.params.clone()) {
                    if c.scopes[0].iter().any(|(n, _)| *n == p.name) {
                        return err(p.pos, format!("two parameters are named `{}`", p.name));
                    }
                    let arr = match sp.ty {
                        ParamType::Scalar(_) => None,
                        ParamType::Array { len, .. } => Some(len),
                    };
                    params.push(c.add_local(&p.name, p.ty, arr, true));
                }
                let mut out = Vec::new();
                for s in &body {
                    out.push(c.stmt(s)?);
                }
                let outer: Vec<u32> = c.scopes[0]
                    .iter()
                    .map(|&(_, s)| s)
                    .filter(|&s| c.slots[s as usize].arr.is_none())
                    .collect();
                let fun = &mut c.funs[k];
                fun.slots = std::mem::take(&mut c.slots);
                fun.params = params;
                fun.body = out;
                fun.outer = outer;
                fun.vis = std::mem::take(&mut c.vis);
                fun.nest = c.max_nest + 4;
            }
        }
    }
    for &(k, pos) in &c.calls {
        let f = &c.funs[k as usize];
        if !f.defined {
            return err(
                pos,
                format!("`{}` is declared but never defined", f.sig.name),
            );
        }
    }
    let sigs: Vec<Signature> = order
        .iter()
        .map(|&k| c.funs[k as usize].sig.clone())
        .collect();
    Ok(Compiled {
        funs: c.funs,
        globals: c.globals,
        texts: c.texts,
        shifts: c.shifts,
        sigs,
        order,
    })
}

impl Checker {
    fn text(&mut self, e: &Expr) -> u32 {
        self.texts.push(parse::text(e));
        (self.texts.len() - 1) as u32
    }

    /// Why `v`, which must be a constant, is not one: an undefined shift
    /// folded in it is said as a run says it, at the shift (`1 << 40`
    /// with an `int` 1); anything else is `what` at `pos`.
    fn not_const<T>(&self, v: &E, pos: Pos, what: String) -> Result<T, Diagnostic> {
        if let Err(Some((id, u, ty))) = const_eval(v) {
            let sh = &self.shifts[id as usize];
            return Err(Diagnostic {
                pos: Pos {
                    line: sh.line,
                    column: sh.column,
                },
                message: crate::interp::shift_ub_text(sh, u, ty),
            });
        }
        err(pos, what)
    }

    fn array_len(&mut self, e: &Expr) -> Result<usize, Diagnostic> {
        let saved = self.in_global;
        self.in_global = true;
        let v = self.expr(e);
        self.in_global = saved;
        let v = v?;
        let n = match const_val(&v) {
            Some(n) => {
                if v.ty == Scalar::Int && n >= 0x8000_0000 {
                    return err(e.pos, "an array's length must be positive");
                }
                n
            }
            None => {
                return self.not_const(&v, e.pos, "an array's length must be a constant".into())
            }
        };
        if n == 0 {
            return err(e.pos, "an array's length must be positive");
        }
        if n > MAX_ARRAY as u128 {
            return err(
                e.pos,
                format!("arrays longer than {MAX_ARRAY} elements are not supported"),
            );
        }
        Ok(n as usize)
    }

    fn add_local(
        &mut self,
        name: &str,
        ty: Scalar,
        arr: Option<Option<usize>>,
        param: bool,
    ) -> u32 {
        let s = self.slots.len() as u32;
        self.slots.push(SlotInfo {
            name: name.to_string(),
            ty,
            arr,
            param,
        });
        if let Some(sc) = self.scopes.last_mut() {
            sc.push((name.to_string(), s));
        }
        let mut v = self
            .vis
            .get(self.cur_vis as usize)
            .cloned()
            .unwrap_or_default();
        v.push(s);
        self.vis.push(v);
        self.cur_vis = (self.vis.len() - 1) as u32;
        s
    }

    fn lookup(&self, name: &str) -> Option<Sym> {
        if !self.in_global {
            for sc in self.scopes.iter().rev() {
                if let Some(&(_, s)) = sc.iter().rev().find(|(n, _)| n == name) {
                    return Some(Sym::Local(s));
                }
            }
        }
        self.global_index.get(name).map(|&g| Sym::Global(g))
    }

    fn undeclared(&self, name: &str, pos: Pos) -> Diagnostic {
        let mut names: Vec<&str> = Vec::new();
        if !self.in_global {
            for sc in &self.scopes {
                names.extend(sc.iter().map(|(n, _)| n.as_str()));
            }
        }
        names.extend(self.global_index.keys().map(|s| s.as_str()));
        names.extend(self.fun_index.keys().map(|s| s.as_str()));
        names.extend(BUILTINS.iter().map(|b| b.0));
        names.extend(CONSTANT_MACROS.iter().map(|b| b.0));
        names.extend(self.enum_consts.keys().map(|s| s.as_str()));
        names.extend(PRELUDE_CONSTS.iter().map(|b| b.0));
        // A misspelt statement keyword reads as a name: `retrun;`,
        // `retrun (x);` and `retrun -x;` are valid C with `retrun` undeclared.
        names.extend(parse::STATEMENT_KEYWORDS.iter().copied());
        let message = match nearest(name, names) {
            Some(n) => format!("`{name}` is not declared; did you mean `{n}`?"),
            None => format!("`{name}` is not declared"),
        };
        Diagnostic { pos, message }
    }

    /// An `enum`'s constants: each the value written, or one more than the
    /// one before (0 for the first), an `int`.
    fn enum_decl(&mut self, list: &[parse::Enumerator]) -> Result<(), Diagnostic> {
        let mut next: i128 = 0;
        for en in list {
            if self.enum_consts.contains_key(&en.name) {
                return err(en.pos, format!("`{}` is declared twice", en.name));
            }
            let v = match &en.value {
                Some(e) => {
                    self.in_global = true;
                    let v = self.expr(e);
                    self.in_global = false;
                    // Read before the variables are: a name not declared
                    // here is a variable, or no name at all.
                    let v = v.map_err(|mut d| {
                        if d.message.contains("is not declared") {
                            d.message = format!("the value of `{}` must be a constant", en.name);
                        }
                        d
                    })?;
                    let Some(k) = const_val(&v) else {
                        return self.not_const(
                            &v,
                            e.pos,
                            format!("the value of `{}` must be a constant", en.name),
                        );
                    };
                    ops::sval(k, v.ty)
                }
                None => next,
            };
            if i32::try_from(v).is_err() {
                return err(
                    en.pos,
                    format!("the value of `{}`, {v}, does not fit in `int`", en.name),
                );
            }
            self.enum_consts.insert(
                en.name.clone(),
                ops::convert(v as u128, Scalar::I64, Scalar::Int),
            );
            next = v + 1;
        }
        Ok(())
    }

    fn global_decl(&mut self, d: Decl) -> Result<(), Diagnostic> {
        self.in_global = true;
        for dc in &d.decls {
            if self.global_index.contains_key(&dc.name) || self.enum_consts.contains_key(&dc.name) {
                return err(dc.pos, format!("`{}` is declared twice", dc.name));
            }
            let (arr, init) = self.decl_init(d.ty, dc)?;
            let k = self.globals.len() as u32;
            if let (true, None, Some(v)) = (d.constant, arr, init.first().and_then(const_val)) {
                self.global_consts.insert(k, v);
            }
            if let (true, Some(n)) = (d.constant, arr) {
                let vals: Option<Vec<u128>> = init.iter().map(const_val).collect();
                if let Some(mut vals) = vals {
                    vals.resize(n, 0);
                    self.const_arrays.insert(k, vals);
                }
            }
            self.globals.push(Global {
                name: dc.name.clone(),
                ty: d.ty,
                arr,
                init,
            });
            self.global_index.insert(dc.name.clone(), k);
        }
        self.in_global = false;
        Ok(())
    }

    /// An array's length (if it is one) and its initial values.
    fn decl_init(
        &mut self,
        ty: Scalar,
        dc: &parse::Declarator,
    ) -> Result<(Option<usize>, Vec<E>), Diagnostic> {
        match (&dc.array, &dc.init) {
            (None, Init::List(_)) => err(
                dc.pos,
                format!(
                    "`{}` is not an array: give it one value, not a `{{...}}` list",
                    dc.name
                ),
            ),
            (None, Init::None) => Ok((None, Vec::new())),
            (None, Init::Scalar(e)) => {
                let v = self.expr(e)?;
                let v = self.scalar(v, e)?;
                Ok((None, vec![conv(v, ty)]))
            }
            (Some(_), Init::Scalar(e)) => err(
                e.pos,
                format!(
                    "`{}` is an array: initialise it with a `{{...}}` list",
                    dc.name
                ),
            ),
            (Some(len), init) => {
                let mut vals = Vec::new();
                if let Init::List(list) = init {
                    for e in list {
                        let v = self.expr(e)?;
                        let v = self.scalar(v, e)?;
                        vals.push(conv(v, ty));
                    }
                }
                let n = match len {
                    Some(e) => self.array_len(e)?,
                    None if vals.is_empty() => {
                        return err(
                            dc.pos,
                            format!("`{}[]` needs a length or an initialiser list", dc.name),
                        )
                    }
                    None => vals.len(),
                };
                if vals.len() > n {
                    return err(
                        dc.pos,
                        format!(
                            "`{}` has {} elements but {} initial values",
                            dc.name,
                            n,
                            vals.len()
                        ),
                    );
                }
                if vals.len() > MAX_ARRAY {
                    return err(
                        dc.pos,
                        format!("arrays longer than {MAX_ARRAY} elements are not supported"),
                    );
                }
                Ok((Some(n), vals))
            }
        }
    }

    fn enter(&mut self) {
        self.nest += 1;
        self.max_nest = self.max_nest.max(self.nest);
    }

    fn block(&mut self, ss: &[Stmt]) -> Result<Vec<S>, Diagnostic> {
        self.scopes.push(Vec::new());
        let saved = self.cur_vis;
        let mut out = Vec::new();
        for s in ss {
            out.push(self.stmt(s)?);
        }
        self.scopes.pop();
        self.cur_vis = saved;
        Ok(out)
    }

    fn stmt(&mut self, s: &Stmt) -> Result<S, Diagnostic> {
        self.enter();
        let r = self.stmt_inner(s);
        self.nest -= 1;
        r
    }

    fn cond(&mut self, e: &Expr) -> Result<E, Diagnostic> {
        let v = self.expr(e)?;
        self.scalar(v, e)
    }

    fn stmt_inner(&mut self, s: &Stmt) -> Result<S, Diagnostic> {
        Ok(match s {
            Stmt::Decl(d) => {
                let mut out = Vec::new();
                for dc in &d.decls {
                    if self
                        .scopes
                        .last()
                        .is_some_and(|sc| sc.iter().any(|(n, _)| *n == dc.name))
                    {
                        return err(
                            dc.pos,
                            format!("`{}` is declared twice in this block", dc.name),
                        );
                    }
                    let (arr, init) = self.decl_init(d.ty, dc)?;
                    let line = dc.pos.line;
                    match arr {
                        None => {
                            let has = !init.is_empty();
                            let slot = self.add_local(&dc.name, d.ty, None, false);
                            if let (true, Some(v)) = (d.constant, init.first().and_then(const_val))
                            {
                                self.local_consts.insert(slot, v);
                            }
                            out.push(S::Decl(
                                slot,
                                if has { init.into_iter().next() } else { None },
                                line,
                                self.cur_vis,
                            ));
                        }
                        Some(n) => {
                            let has = matches!(dc.init, Init::List(_));
                            let slot = self.add_local(&dc.name, d.ty, Some(Some(n)), false);
                            out.push(S::ArrDecl(
                                slot,
                                if has { Some(init) } else { None },
                                line,
                                self.cur_vis,
                            ));
                        }
                    }
                }
                if out.len() == 1 {
                    out.pop().unwrap_or(S::Block(Vec::new()))
                } else {
                    // Several declarators: a block without its own scope.
                    S::Block(out)
                }
            }
            Stmt::Expr(e) => {
                // `(void)x;`: `x` as a statement of its own; a bare name
                // so cast (the idiom that quiets "unused" warnings) is
                // checked but not read, as compilers do not read it.
                let mut e = e;
                let mut voided = false;
                while let ExprKind::Void(a) = &e.kind {
                    e = a;
                    voided = true;
                }
                // So is a number: `((void)0);`, `assert(x);` under `NDEBUG`.
                if voided && matches!(e.kind, ExprKind::Name(_) | ExprKind::Num(..)) {
                    self.expr(e)?;
                    return Ok(S::Block(Vec::new()));
                }
                let v = match &e.kind {
                    ExprKind::Call(name, args) => self.call(name, args, e, true)?,
                    _ => self.expr(e)?,
                };
                S::Expr(v, self.cur_vis)
            }
            Stmt::Empty => S::Block(Vec::new()),
            Stmt::Block(b) => S::Block(self.block(b)?),
            Stmt::If(c, t, e) => {
                let cv = self.cond(c)?;
                let vis = self.cur_vis;
                let t = self.sub(t)?;
                let e = match e {
                    Some(e) => Some(Box::new(self.sub(e)?)),
                    None => None,
                };
                S::If(cv, Box::new(t), e, vis)
            }
            Stmt::While(c, b, id) => {
                let cv = self.cond(c)?;
                let vis = self.cur_vis;
                self.loop_depth += 1;
                let b = self.sub(b)?;
                self.loop_depth -= 1;
                S::While(cv, Box::new(b), *id, vis)
            }
            Stmt::DoWhile(b, c, id) => {
                self.loop_depth += 1;
                let b = self.sub(b)?;
                self.loop_depth -= 1;
                let cv = self.cond(c)?;
                S::DoWhile(Box::new(b), cv, *id, self.cur_vis)
            }
            Stmt::For(init, c, step, b, id, line) => {
                self.scopes.push(Vec::new());
                let saved = self.cur_vis;
                let init = match init {
                    Some(i) => Some(Box::new(self.stmt(i)?)),
                    None => None,
                };
                let cv = match c {
                    Some(c) => Some(self.cond(c)?),
                    None => None,
                };
                let step = match step {
                    Some(e) => Some(self.expr(e)?),
                    None => None,
                };
                let vis = self.cur_vis;
                self.loop_depth += 1;
                let b = self.sub(b)?;
                self.loop_depth -= 1;
                self.scopes.pop();
                self.cur_vis = saved;
                S::For(init, cv, step, Box::new(b), *id, *line, vis)
            }
            Stmt::Return(e, pos) => {
                let v = match (e, self.cur_ret) {
                    (Some(e), Some(t)) => {
                        let v = self.expr(e)?;
                        let v = self.scalar(v, e)?;
                        Some(conv(v, t))
                    }
                    (None, None) => None,
                    (Some(e), None) => {
                        return err(
                            e.pos,
                            format!(
                                "`{}` returns `void`: `return` takes no value here",
                                self.cur_name
                            ),
                        )
                    }
                    (None, Some(t)) => {
                        return err(
                            *pos,
                            format!(
                                "`{}` returns `{}`: `return` needs a value",
                                self.cur_name,
                                t.name()
                            ),
                        )
                    }
                };
                S::Return(v, pos.line, self.cur_vis)
            }
            Stmt::Break(pos) => {
                if self.loop_depth == 0 && self.switch_depth == 0 {
                    return err(*pos, "`break` is outside any loop or `switch`");
                }
                S::Break(pos.line, self.cur_vis)
            }
            Stmt::Continue(pos) => {
                if self.loop_depth == 0 {
                    return err(*pos, "`continue` is outside any loop");
                }
                S::Continue(pos.line, self.cur_vis)
            }
            Stmt::Switch(c, body) => {
                let cv = self.cond(c)?;
                let cv = conv(cv.clone(), promote(cv.ty));
                let vis = self.cur_vis;
                let Stmt::Block(list) = &**body else {
                    return err(c.pos, "the body of `switch` must be a `{ ... }` block");
                };
                self.scopes.push(Vec::new());
                let saved = self.cur_vis;
                self.switch_depth += 1;
                let saved_loop = self.loop_depth;
                let mut out = Vec::new();
                let mut cases: Vec<(u128, usize)> = Vec::new();
                let mut default = None;
                for s in list {
                    match s {
                        Stmt::Case(e, pos) => {
                            self.const_read = None;
                            let v = self.expr(e)?;
                            // C (unlike C++) takes no `const` object as
                            // a constant: gcc refuses the label, so the
                            // routine would not build in a C engine.
                            if let Some(n) = self.const_read.take() {
                                // C++ takes a `const` variable, not an element.
                                let cpp = if n.contains('[') {
                                    ""
                                } else {
                                    "C++ takes it; "
                                };
                                return err(
                                    *pos,
                                    format!("a `case` value must be a constant expression, and in C `{n}`, a `const` object, is none ({cpp}gcc -std=c11 refuses it); use a `#define` or an `enum` constant"),
                                );
                            }
                            let Some(k) = const_val(&v) else {
                                return self.not_const(
                                    &v,
                                    *pos,
                                    "a `case` value must be a constant".into(),
                                );
                            };
                            let k = ops::convert(k, v.ty, cv.ty);
                            if cases.iter().any(|&(x, _)| x == k) {
                                return err(*pos, "this `case` value appears twice");
                            }
                            cases.push((k, out.len()));
                        }
                        Stmt::Default(pos) => {
                            if default.is_some() {
                                return err(*pos, "`switch` has two `default` labels");
                            }
                            default = Some(out.len());
                        }
                        s => out.push(self.stmt(s)?),
                    }
                }
                self.loop_depth = saved_loop;
                self.switch_depth -= 1;
                self.scopes.pop();
                self.cur_vis = saved;
                S::Switch(cv, out, cases, default, vis)
            }
            Stmt::Output(name, pos) => S::Output(pos.line, name.clone()),
            Stmt::Case(_, pos) | Stmt::Default(pos) => {
                return err(
                    *pos,
                    "`case` and `default` must be directly inside a `switch`'s braces",
                );
            }
        })
    }

    /// A statement that is the body of `if`, a loop: its own scope.
    fn sub(&mut self, s: &Stmt) -> Result<S, Diagnostic> {
        self.scopes.push(Vec::new());
        let saved = self.cur_vis;
        let r = self.stmt(s);
        self.scopes.pop();
        self.cur_vis = saved;
        // Loops inside a switch may `continue`; the switch does not count.
        r
    }

    fn scalar(&self, e: E, _src: &Expr) -> Result<E, Diagnostic> {
        Ok(e)
    }

    fn arr_of(&self, e: &Expr) -> Result<Option<(Arr, Scalar, String)>, Diagnostic> {
        if let ExprKind::Name(n) = &e.kind {
            match self.lookup(n) {
                Some(Sym::Local(s)) => {
                    let si = &self.slots[s as usize];
                    if si.arr.is_some() {
                        return Ok(Some((Arr::Local(s), si.ty, n.clone())));
                    }
                }
                Some(Sym::Global(g)) => {
                    let gi = &self.globals[g as usize];
                    if gi.arr.is_some() {
                        return Ok(Some((Arr::Global(g), gi.ty, n.clone())));
                    }
                }
                None => {}
            }
        }
        Ok(None)
    }

    fn lvalue(&mut self, e: &Expr) -> Result<(Lv, Scalar), Diagnostic> {
        match &e.kind {
            ExprKind::Name(n) => match self.lookup(n) {
                Some(Sym::Local(s)) => {
                    let si = &self.slots[s as usize];
                    if si.arr.is_some() {
                        return err(
                            e.pos,
                            format!("`{n}` is an array: assign to an element, `{n}[i] = ...`"),
                        );
                    }
                    if self.local_consts.contains_key(&s) {
                        return err(e.pos, format!("`{n}` is `const`: it cannot be assigned"));
                    }
                    Ok((Lv::Local(s), si.ty))
                }
                Some(Sym::Global(g)) => {
                    let gi = &self.globals[g as usize];
                    if gi.arr.is_some() {
                        return err(
                            e.pos,
                            format!("`{n}` is an array: assign to an element, `{n}[i] = ...`"),
                        );
                    }
                    if self.in_global {
                        return err(e.pos, "a global's initialiser cannot assign");
                    }
                    if self.global_consts.contains_key(&g) {
                        return err(e.pos, format!("`{n}` is `const`: it cannot be assigned"));
                    }
                    Ok((Lv::Global(g), gi.ty))
                }
                None => {
                    if self.enum_consts.contains_key(n) {
                        return err(
                            e.pos,
                            format!("`{n}` is an enumeration constant: it cannot be assigned"),
                        );
                    }
                    if PRELUDE_CONSTS.iter().any(|p| p.0 == n) {
                        return err(
                            e.pos,
                            format!("`{n}` is the prelude's constant: it cannot be assigned"),
                        );
                    }
                    Err(self.undeclared(n, e.pos))
                }
            },
            ExprKind::Index(..) | ExprKind::Deref(_) => {
                let (arr, ty, idx) = self.index_parts(e)?;
                if let Arr::Global(g) = arr {
                    if self.const_arrays.contains_key(&g) {
                        let n = &self.globals[g as usize].name;
                        return err(
                            e.pos,
                            format!("`{n}` is `const`: its elements cannot be assigned"),
                        );
                    }
                }
                let t = self.text(e);
                Ok((Lv::Elem(arr, Box::new(idx), t), ty))
            }
            _ => err(e.pos, format!("`{}` cannot be assigned to", parse::text(e))),
        }
    }

    /// `a[i]`, `*p`, `*(p + i)`: the array, its element type, the index.
    fn index_parts(&mut self, e: &Expr) -> Result<(Arr, Scalar, E), Diagnostic> {
        let (base, idx): (&Expr, Option<&Expr>) = match &e.kind {
            ExprKind::Index(a, i) => (a, Some(i)),
            ExprKind::Deref(inner) => match &inner.kind {
                ExprKind::Binary(BOp::Add, a, i) => (a, Some(i)),
                _ => (inner, None),
            },
            _ => return err(e.pos, "expected an array element"),
        };
        let Some((arr, ty, _)) = self.arr_of(base)? else {
            return match &base.kind {
                ExprKind::Name(n) if self.lookup(n).is_none() => Err(self.undeclared(n, base.pos)),
                ExprKind::Name(n) => err(base.pos, format!("`{n}` is not an array")),
                _ => err(
                    base.pos,
                    "only an array's name can be indexed (or `*(p + i)`)",
                ),
            };
        };
        let idx = match idx {
            Some(i) => {
                let v = self.expr(i)?;
                conv(v.clone(), promote(v.ty))
            }
            None => E {
                k: K::Lit(0),
                ty: Scalar::Int,
                line: e.pos.line,
            },
        };
        Ok((arr, ty, idx))
    }

    fn expr(&mut self, e: &Expr) -> Result<E, Diagnostic> {
        self.enter();
        let r = self.expr_inner(e);
        self.nest -= 1;
        r
    }

    fn expr_inner(&mut self, e: &Expr) -> Result<E, Diagnostic> {
        let line = e.pos.line;
        let mk = |k: K, ty: Scalar| E { k, ty, line };
        Ok(match &e.kind {
            ExprKind::Num(v, t, _) => mk(K::Lit(*v), *t),
            ExprKind::Name(n) => match self.lookup(n) {
                Some(Sym::Local(s)) => {
                    let si = &self.slots[s as usize];
                    if si.arr.is_some() {
                        return err(
                            e.pos,
                            format!("`{n}` is an array: use an element, `{n}[i]`"),
                        );
                    }
                    match self.local_consts.get(&s) {
                        Some(&v) => {
                            self.const_read.get_or_insert_with(|| n.clone());
                            mk(K::Lit(v), si.ty)
                        }
                        None => mk(K::Local(s), si.ty),
                    }
                }
                Some(Sym::Global(g)) => {
                    let gi = &self.globals[g as usize];
                    if gi.arr.is_some() {
                        return err(
                            e.pos,
                            format!("`{n}` is an array: use an element, `{n}[i]`"),
                        );
                    }
                    match self.global_consts.get(&g) {
                        Some(&v) => {
                            self.const_read.get_or_insert_with(|| n.clone());
                            mk(K::Lit(v), gi.ty)
                        }
                        None => mk(K::Global(g), gi.ty),
                    }
                }
                None => match PRELUDE_CONSTS.iter().find(|p| p.0 == n) {
                    _ if self.enum_consts.contains_key(n) => {
                        mk(K::Lit(self.enum_consts[n]), Scalar::Int)
                    }
                    Some(&(_, v, ty)) => mk(K::Lit(v), ty),
                    None => {
                        if self.fun_index.contains_key(n)
                            || BUILTINS.iter().any(|b| b.0 == n)
                            || CONSTANT_MACROS.iter().any(|b| b.0 == n)
                        {
                            return err(e.pos, format!("`{n}` is a function: call it, `{n}(...)`"));
                        }
                        return Err(self.undeclared(n, e.pos));
                    }
                },
            },
            ExprKind::Index(..) | ExprKind::Deref(_) => {
                let (arr, ty, idx) = self.index_parts(e)?;
                // A `const` array's element at a constant index in bounds
                // is that constant; out of bounds the run stops at it.
                let known = match arr {
                    Arr::Global(g) => self.const_arrays.get(&g).and_then(|vals| {
                        let i = usize::try_from(ops::sval(const_val(&idx)?, idx.ty)).ok()?;
                        vals.get(i).copied()
                    }),
                    _ => None,
                };
                if let Some(v) = known {
                    let t = parse::text(e);
                    self.const_read.get_or_insert(t);
                    return Ok(mk(K::Lit(v), ty));
                }
                let t = self.text(e);
                mk(K::Elem(arr, Box::new(idx), t), ty)
            }
            ExprKind::Call(name, args) => return self.call(name, args, e, false),
            ExprKind::Unary(op, a) => {
                let v = self.expr(a)?;
                match op {
                    UOp::Not => mk(K::Not(Box::new(v)), Scalar::Int),
                    _ => {
                        let t = promote(v.ty);
                        let v = conv(v, t);
                        let id = self.text(e);
                        mk(K::Unary(*op, Box::new(v), id), t)
                    }
                }
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                match op {
                    BOp::Shl | BOp::Shr => {
                        let t = promote(x.ty);
                        let x = conv(x, t);
                        let y = conv(y.clone(), promote(y.ty));
                        let left_value = const_val(&x);
                        let left_const = left_value.is_some();
                        let int_lit = left_const && t == Scalar::Int && const_val(&y).is_none();
                        self.shifts.push(ShiftInfo {
                            line,
                            column: e.pos.column,
                            text: parse::text(e),
                            amount_text: parse::text(b),
                            left_const,
                            int_lit,
                            left_value: left_value.unwrap_or(0),
                        });
                        let id = (self.shifts.len() - 1) as u32;
                        mk(K::Shift(*op == BOp::Shl, Box::new(x), Box::new(y), id), t)
                    }
                    BOp::Eq | BOp::Ne | BOp::Lt | BOp::Gt | BOp::Le | BOp::Ge => {
                        let t = common(x.ty, y.ty);
                        mk(
                            K::Cmp(*op, Box::new(conv(x, t)), Box::new(conv(y, t))),
                            Scalar::Int,
                        )
                    }
                    _ => {
                        let t = common(x.ty, y.ty);
                        let id = self.text(e);
                        mk(
                            K::Bin(*op, Box::new(conv(x, t)), Box::new(conv(y, t)), id),
                            t,
                        )
                    }
                }
            }
            ExprKind::Logic(and, a, b) => {
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                mk(K::Logic(*and, Box::new(x), Box::new(y)), Scalar::Int)
            }
            ExprKind::Assign(op, l, r) => {
                if self.in_global {
                    return err(e.pos, "a global's initialiser cannot assign");
                }
                let (lv, lt) = self.lvalue(l)?;
                let rv = self.expr(r)?;
                match op {
                    None => mk(K::Assign(lv, Box::new(conv(rv, lt))), lt),
                    Some(op @ (BOp::Shl | BOp::Shr)) => {
                        let rt = promote(rv.ty);
                        self.shifts.push(ShiftInfo {
                            line,
                            column: e.pos.column,
                            text: parse::text(e),
                            amount_text: parse::text(r),
                            left_const: false,
                            int_lit: false,
                            left_value: 0,
                        });
                        let id = (self.shifts.len() - 1) as u32;
                        mk(
                            K::OpAssign(lv, *op, promote(lt), Box::new(conv(rv, rt)), id),
                            lt,
                        )
                    }
                    Some(op) => {
                        let t = common(lt, rv.ty);
                        let id = self.text(e);
                        mk(K::OpAssign(lv, *op, t, Box::new(conv(rv, t)), id), lt)
                    }
                }
            }
            ExprKind::IncDec { pre, inc, e: a } => {
                if self.in_global {
                    return err(e.pos, "a global's initialiser cannot assign");
                }
                let (lv, lt) = self.lvalue(a)?;
                let id = self.text(e);
                mk(K::IncDec(lv, *pre, *inc, id), lt)
            }
            ExprKind::Cond(c, a, b) => {
                let cv = self.expr(c)?;
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                let t = common(x.ty, y.ty);
                mk(
                    K::Cond(Box::new(cv), Box::new(conv(x, t)), Box::new(conv(y, t))),
                    t,
                )
            }
            ExprKind::Cast(t, a) => {
                let v = self.expr(a)?;
                if v.ty == *t {
                    v
                } else {
                    mk(K::Conv(Box::new(v)), *t)
                }
            }
            ExprKind::Sizeof(a) => {
                let size = size_of;
                if let Some((arr, ty, _)) = self.arr_of(a)? {
                    let len = match arr {
                        Arr::Local(s) => self.slots[s as usize].arr.flatten(),
                        Arr::Global(g) => self.globals[g as usize].arr,
                    };
                    let Some(len) = len else {
                        return err(e.pos, "`sizeof` of an array parameter is the size of a pointer in C, not of the array; write the length");
                    };
                    return Ok(mk(K::Lit(size(ty) * len as u128), Scalar::U64));
                }
                // Checked for its type only; it is never run.
                let v = self.expr(a)?;
                mk(K::Lit(size(v.ty)), Scalar::U64)
            }
            ExprKind::Void(_) => return err(e.pos, "a cast to `void` has no value"),
            ExprKind::Comma(a, b) => {
                // The left side's value is dropped: `(void)a, b` is fine.
                let mut a = a;
                while let ExprKind::Void(inner) = &a.kind {
                    a = inner;
                }
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                let t = y.ty;
                mk(K::Comma(Box::new(x), Box::new(y)), t)
            }
        })
    }

    fn call(
        &mut self,
        name: &str,
        args: &[Expr],
        e: &Expr,
        allow_void: bool,
    ) -> Result<E, Diagnostic> {
        let line = e.pos.line;
        let plural = |n: usize| if n == 1 { "argument" } else { "arguments" };
        if let Some(&k) = self.fun_index.get(name) {
            if self.in_global {
                return err(e.pos, "a global's initialiser cannot call a function");
            }
            let sig = self.funs[k as usize].sig.clone();
            if sig.params.len() != args.len() {
                return err(
                    e.pos,
                    format!(
                        "`{name}` takes {} {}, not {}",
                        sig.params.len(),
                        plural(sig.params.len()),
                        args.len()
                    ),
                );
            }
            let mut out = Vec::new();
            for (p, a) in sig.params.iter().zip(args) {
                match p.ty {
                    ParamType::Scalar(t) => {
                        if let Some((_, _, n)) = self.arr_of(a)? {
                            return err(a.pos, format!("`{n}` is an array, but the parameter `{}` of `{name}` takes a value", p.name));
                        }
                        let v = self.expr(a)?;
                        out.push(ArgE::Val(conv(v, t)));
                    }
                    ParamType::Array { elem, .. } => {
                        let Some((arr, ty, n)) = self.arr_of(a)? else {
                            return err(a.pos, format!("the parameter `{}` of `{name}` takes an array: pass an array's name", p.name));
                        };
                        if ty != elem {
                            return err(
                                a.pos,
                                format!("`{n}` holds `{}` but the parameter `{}` of `{name}` takes `{}`", ty.name(), p.name, elem.name()),
                            );
                        }
                        out.push(ArgE::Arr(arr));
                    }
                }
            }
            let ret = match sig.ret {
                Some(t) => t,
                None if allow_void => Scalar::Int,
                None => {
                    return err(
                        e.pos,
                        format!("`{name}` returns `void`: its call has no value"),
                    )
                }
            };
            self.call_sites += 1;
            self.calls.push((k, e.pos));
            return Ok(E {
                k: K::Call(k, out, self.call_sites),
                ty: ret,
                line,
            });
        }
        if name == "assert" {
            // assert.h's macro, as a statement of its own: C makes it a
            // `void` expression.
            if args.len() != 1 {
                return err(
                    e.pos,
                    format!("`assert` takes 1 argument, not {}", args.len()),
                );
            }
            if !allow_void {
                return err(e.pos, "`assert` returns `void`: its call has no value");
            }
            let v = self.expr(&args[0])?;
            let v = conv(v.clone(), promote(v.ty));
            let id = self.text(&args[0]);
            return Ok(E {
                k: K::Builtin(Bi::Assert, vec![v], id),
                ty: Scalar::Int,
                line,
            });
        }
        if let Some(&(_, t)) = CONSTANT_MACROS.iter().find(|m| m.0 == name) {
            // `UINT64_C(x)` is `x` with the type's suffix pasted on: a
            // conversion, so a constant stays a constant.
            if args.len() != 1 {
                return err(
                    e.pos,
                    format!("`{name}` takes 1 argument, not {}", args.len()),
                );
            }
            if let Some((_, _, n)) = self.arr_of(&args[0])? {
                return err(
                    args[0].pos,
                    format!("`{n}` is an array, but `{name}` takes a value"),
                );
            }
            let v = self.expr(&args[0])?;
            return Ok(conv(v, t));
        }
        let Some(&(_, bi)) = BUILTINS.iter().find(|b| b.0 == name) else {
            if let Some(Sym::Local(_) | Sym::Global(_)) = self.lookup(name) {
                return err(e.pos, format!("`{name}` is a variable, not a function"));
            }
            return Err(self.undeclared(name, e.pos));
        };
        let (params, ret): (&[Scalar], Scalar) = match bi {
            Bi::RotL | Bi::RotR => (&[Scalar::U64, Scalar::Int], Scalar::U64),
            Bi::Pop | Bi::Bsf | Bi::Bsr | Bi::Ctz | Bi::Clz => (&[Scalar::U64], Scalar::Int),
            Bi::Pop32 | Bi::Ctz32 | Bi::Clz32 => (&[Scalar::Unsigned], Scalar::Int),
            // `ffs` takes an `int`; its bits are what it reads.
            Bi::Ffs if name == "__builtin_ffs" => (&[Scalar::Unsigned], Scalar::Int),
            Bi::Ffs => (&[Scalar::U64], Scalar::Int),
            _ => (&[Scalar::U64], Scalar::U64),
        };
        if params.len() != args.len() {
            return err(
                e.pos,
                format!(
                    "`{name}` takes {} {}, not {}",
                    params.len(),
                    plural(params.len()),
                    args.len()
                ),
            );
        }
        let mut out = Vec::new();
        for (&t, a) in params.iter().zip(args) {
            if let Some((_, _, n)) = self.arr_of(a)? {
                return err(
                    a.pos,
                    format!("`{n}` is an array, but `{name}` takes a value"),
                );
            }
            let v = self.expr(a)?;
            out.push(conv(v, t));
        }
        let id = if matches!(bi, Bi::RotL | Bi::RotR) {
            self.shifts.push(ShiftInfo {
                line,
                column: 0,
                text: parse::text(e),
                amount_text: args.get(1).map(parse::text).unwrap_or_default(),
                left_const: false,
                int_lit: false,
                left_value: 0,
            });
            (self.shifts.len() - 1) as u32
        } else {
            self.text(e)
        };
        Ok(E {
            k: K::Builtin(bi, out, id),
            ty: ret,
            line,
        })
    }
}
