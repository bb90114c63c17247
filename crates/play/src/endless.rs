//! Loops whose condition cannot change: which loops the interpreter may
//! call endless when a whole pass leaves what their condition reads as it
//! was, whatever else the pass changes (a counter, an array filled on).
//!
//! The rule is sound for a loop when
//! - its condition reads only variables, arrays and constants (no call,
//!   no assignment, no `++`), so that it is a function of what it reads;
//! - nothing in the loop can leave it but the condition: no `break` that
//!   is the loop's own, no `return`, no `assert` (which stops the run,
//!   the way a routine means it to) in its body, its step or any function
//!   they call.
//!
//! Such a loop whose condition was true, and whose reads a whole pass
//! (condition to condition) left unchanged, is true again with the same
//! reads: it never ends. A condition that reads nothing (`for (;;)`,
//! `while (1)`) is the case with no reads.

use crate::check::{ArgE, Arr, Bi, Compiled, Lv, E, K, S};
use std::collections::HashMap;

/// What a loop's condition reads: a variable or a whole array.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Read {
    Local(u32),
    Global(u32),
    Arr(Arr),
}

/// The loops the rule holds for, by loop id, with what each one's
/// condition reads (in the order read, each once).
pub fn fixed_loops(p: &Compiled) -> HashMap<u32, Vec<Read>> {
    let stops = may_stop(p);
    let mut out = HashMap::new();
    for f in &p.funs {
        for s in &f.body {
            loops_in(s, &stops, &mut out);
        }
    }
    out
}

/// Which functions may stop the run on purpose (an `assert`), themselves
/// or through a function they call.
fn may_stop(p: &Compiled) -> Vec<bool> {
    let mut stops = vec![false; p.funs.len()];
    loop {
        let mut more = false;
        for (k, f) in p.funs.iter().enumerate() {
            if !stops[k] && f.body.iter().any(|s| stmt_stops(s, &stops)) {
                stops[k] = true;
                more = true;
            }
        }
        if !more {
            return stops;
        }
    }
}

fn loops_in(s: &S, stops: &[bool], out: &mut HashMap<u32, Vec<Read>>) {
    match s {
        S::While(c, body, id, _) | S::DoWhile(body, c, id, _) => {
            let mut reads = Vec::new();
            if pure(c, &mut reads) && !leaves(body, 0, stops) {
                out.insert(*id, reads);
            }
            loops_in(body, stops, out);
        }
        S::For(init, c, step, body, id, _, _) => {
            let mut reads = Vec::new();
            let cond = c.as_ref().is_none_or(|c| pure(c, &mut reads));
            let step_stops = step.as_ref().is_some_and(|e| expr_stops(e, stops));
            if cond && !step_stops && !leaves(body, 0, stops) {
                out.insert(*id, reads);
            }
            if let Some(i) = init {
                loops_in(i, stops, out);
            }
            loops_in(body, stops, out);
        }
        S::Block(list) | S::Switch(_, list, _, _, _) => {
            for s in list {
                loops_in(s, stops, out);
            }
        }
        S::If(_, t, e, _) => {
            loops_in(t, stops, out);
            if let Some(e) = e {
                loops_in(e, stops, out);
            }
        }
        _ => {}
    }
}

/// Whether `e` is a function of the variables and arrays it reads, which
/// it adds to `reads`.
fn pure(e: &E, reads: &mut Vec<Read>) -> bool {
    let mut read = |r: Read| {
        if !reads.contains(&r) {
            reads.push(r);
        }
    };
    match &e.k {
        K::Lit(_) => true,
        K::Local(s) => {
            read(Read::Local(*s));
            true
        }
        K::Global(g) => {
            read(Read::Global(*g));
            true
        }
        K::Elem(arr, i, _) => {
            read(Read::Arr(*arr));
            pure(i, reads)
        }
        K::Assign(..) | K::OpAssign(..) | K::IncDec(..) | K::Call(..) => false,
        K::Builtin(Bi::Assert, ..) => false,
        K::Builtin(_, args, _) => args.iter().all(|a| pure(a, reads)),
        K::Conv(a) | K::Unary(_, a, _) | K::Not(a) => pure(a, reads),
        K::Bin(_, a, b, _)
        | K::Cmp(_, a, b)
        | K::Shift(_, a, b, _)
        | K::Logic(_, a, b)
        | K::Comma(a, b) => pure(a, reads) && pure(b, reads),
        K::Cond(c, a, b) => pure(c, reads) && pure(a, reads) && pure(b, reads),
    }
}

/// Whether running `s`, `depth` loops or `switch`es inside the loop
/// looked at, may leave that loop other than by its condition: its own
/// `break`, a `return`, an `assert`.
fn leaves(s: &S, depth: u32, stops: &[bool]) -> bool {
    let e = |x: &E| expr_stops(x, stops);
    match s {
        S::Break(..) => depth == 0,
        S::Return(..) => true,
        S::Continue(..) | S::Output(..) => false,
        S::Decl(_, init, _, _) => init.as_ref().is_some_and(e),
        S::ArrDecl(_, init, _, _) => init.as_ref().is_some_and(|l| l.iter().any(e)),
        S::Expr(x, _) => e(x),
        S::Block(list) => list.iter().any(|s| leaves(s, depth, stops)),
        S::If(c, t, f, _) => {
            e(c) || leaves(t, depth, stops) || f.as_ref().is_some_and(|f| leaves(f, depth, stops))
        }
        S::While(c, body, _, _) | S::DoWhile(body, c, _, _) => {
            e(c) || leaves(body, depth + 1, stops)
        }
        S::For(init, c, step, body, _, _, _) => {
            init.as_ref().is_some_and(|i| leaves(i, depth, stops))
                || c.as_ref().is_some_and(e)
                || step.as_ref().is_some_and(e)
                || leaves(body, depth + 1, stops)
        }
        S::Switch(c, list, _, _, _) => e(c) || list.iter().any(|s| leaves(s, depth + 1, stops)),
    }
}

/// Whether a function body may stop the run on purpose (an `assert`).
fn stmt_stops(s: &S, stops: &[bool]) -> bool {
    // A `return` or `break` leaves the function or a loop in it, not the
    // caller's loop: only what stops the run counts.
    let e = |x: &E| expr_stops(x, stops);
    match s {
        S::Break(..) | S::Continue(..) | S::Output(..) => false,
        S::Return(x, _, _) => x.as_ref().is_some_and(e),
        S::Decl(_, init, _, _) => init.as_ref().is_some_and(e),
        S::ArrDecl(_, init, _, _) => init.as_ref().is_some_and(|l| l.iter().any(e)),
        S::Expr(x, _) => e(x),
        S::Block(list) => list.iter().any(|s| stmt_stops(s, stops)),
        S::If(c, t, f, _) => {
            e(c) || stmt_stops(t, stops) || f.as_ref().is_some_and(|f| stmt_stops(f, stops))
        }
        S::While(c, body, _, _) | S::DoWhile(body, c, _, _) => e(c) || stmt_stops(body, stops),
        S::For(init, c, step, body, _, _, _) => {
            init.as_ref().is_some_and(|i| stmt_stops(i, stops))
                || c.as_ref().is_some_and(e)
                || step.as_ref().is_some_and(e)
                || stmt_stops(body, stops)
        }
        S::Switch(c, list, _, _, _) => e(c) || list.iter().any(|s| stmt_stops(s, stops)),
    }
}

/// Whether evaluating `e` may stop the run on purpose: an `assert`, or a
/// call to a function that may.
fn expr_stops(e: &E, stops: &[bool]) -> bool {
    let sub = |x: &E| expr_stops(x, stops);
    let lv = |l: &Lv| match l {
        Lv::Elem(_, i, _) => sub(i),
        Lv::Local(_) | Lv::Global(_) => false,
    };
    match &e.k {
        K::Lit(_) | K::Local(_) | K::Global(_) => false,
        K::Builtin(Bi::Assert, ..) => true,
        K::Builtin(_, args, _) => args.iter().any(sub),
        K::Call(f, args, _) => {
            stops.get(*f as usize).copied().unwrap_or(true)
                || args.iter().any(|a| match a {
                    ArgE::Val(x) => sub(x),
                    ArgE::Arr(_) => false,
                })
        }
        K::Elem(_, i, _) => sub(i),
        K::Assign(l, x) | K::OpAssign(l, _, _, x, _) => lv(l) || sub(x),
        K::IncDec(l, _, _, _) => lv(l),
        K::Conv(a) | K::Unary(_, a, _) | K::Not(a) => sub(a),
        K::Bin(_, a, b, _)
        | K::Cmp(_, a, b)
        | K::Shift(_, a, b, _)
        | K::Logic(_, a, b)
        | K::Comma(a, b) => sub(a) || sub(b),
        K::Cond(c, a, b) => sub(c) || sub(a) || sub(b),
    }
}
