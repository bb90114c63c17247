//! C's integer arithmetic on the subset's types, as pure functions on a
//! value's bits (zero-extended to `u128`; an `int` keeps its 32 bits).

use crate::api::Scalar;
use crate::parse::{BOp, UOp};

/// Undefined behaviour found by an operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ub {
    Overflow,
    DivZero,
    /// A shift by the type's width or more; the amount.
    ShiftWidth(u128),
    /// A shift by a negative amount.
    ShiftNeg(i32),
    /// A negative `int` shifted left.
    ShiftNegLeft,
}

pub fn width(t: Scalar) -> u32 {
    match t {
        Scalar::Bool => 1,
        Scalar::Int | Scalar::Unsigned => 32,
        Scalar::U64 => 64,
        Scalar::U128 => 128,
    }
}

pub fn mask(t: Scalar) -> u128 {
    match t {
        Scalar::Bool => 1,
        Scalar::Int | Scalar::Unsigned => 0xffff_ffff,
        Scalar::U64 => u128::from(u64::MAX),
        Scalar::U128 => u128::MAX,
    }
}

pub fn to_i32(v: u128) -> i32 {
    v as u32 as i32
}

fn from_i32(v: i32) -> u128 {
    u128::from(v as u32)
}

/// C's conversion of a value of type `from` to type `to`.
pub fn convert(v: u128, from: Scalar, to: Scalar) -> u128 {
    let wide = if from == Scalar::Int {
        to_i32(v) as i128 as u128
    } else {
        v
    };
    match to {
        Scalar::Bool => u128::from(wide != 0),
        _ => wide & mask(to),
    }
}

pub fn binary(op: BOp, ty: Scalar, a: u128, b: u128) -> Result<u128, Ub> {
    if ty == Scalar::Int {
        let (x, y) = (to_i32(a), to_i32(b));
        let r = match op {
            BOp::Add => x.checked_add(y).ok_or(Ub::Overflow)?,
            BOp::Sub => x.checked_sub(y).ok_or(Ub::Overflow)?,
            BOp::Mul => x.checked_mul(y).ok_or(Ub::Overflow)?,
            BOp::Div | BOp::Rem if y == 0 => return Err(Ub::DivZero),
            BOp::Div => x.checked_div(y).ok_or(Ub::Overflow)?,
            BOp::Rem => x.checked_rem(y).ok_or(Ub::Overflow)?,
            BOp::And => x & y,
            BOp::Or => x | y,
            BOp::Xor => x ^ y,
            _ => 0,
        };
        return Ok(from_i32(r));
    }
    let m = mask(ty);
    Ok(match op {
        BOp::Add => a.wrapping_add(b) & m,
        BOp::Sub => a.wrapping_sub(b) & m,
        BOp::Mul => a.wrapping_mul(b) & m,
        BOp::Div | BOp::Rem if b == 0 => return Err(Ub::DivZero),
        BOp::Div => a / b,
        BOp::Rem => a % b,
        BOp::And => a & b,
        BOp::Or => a | b,
        BOp::Xor => a ^ b,
        _ => 0,
    })
}

pub fn unary(op: UOp, ty: Scalar, a: u128) -> Result<u128, Ub> {
    Ok(match op {
        UOp::Neg if ty == Scalar::Int => from_i32(to_i32(a).checked_neg().ok_or(Ub::Overflow)?),
        UOp::Neg => a.wrapping_neg() & mask(ty),
        UOp::Plus => a,
        UOp::BitNot => !a & mask(ty),
        UOp::Not => u128::from(a == 0),
    })
}

pub fn compare(op: BOp, ty: Scalar, a: u128, b: u128) -> bool {
    let ord = if ty == Scalar::Int {
        to_i32(a).cmp(&to_i32(b))
    } else {
        a.cmp(&b)
    };
    match op {
        BOp::Eq => ord.is_eq(),
        BOp::Ne => ord.is_ne(),
        BOp::Lt => ord.is_lt(),
        BOp::Gt => ord.is_gt(),
        BOp::Le => ord.is_le(),
        _ => ord.is_ge(),
    }
}

/// The shift amount as a count, or the undefined behaviour it is.
pub fn amount(ty: Scalar, bty: Scalar, b: u128) -> Result<u32, Ub> {
    if bty == Scalar::Int && to_i32(b) < 0 {
        return Err(Ub::ShiftNeg(to_i32(b)));
    }
    if b >= u128::from(width(ty)) {
        return Err(Ub::ShiftWidth(b));
    }
    Ok(b as u32)
}

pub fn shift(left: bool, ty: Scalar, a: u128, bty: Scalar, b: u128) -> Result<u128, Ub> {
    let n = amount(ty, bty, b)?;
    if ty == Scalar::Int {
        let x = to_i32(a);
        if left {
            if x < 0 {
                return Err(Ub::ShiftNegLeft);
            }
            let r = i64::from(x) << n;
            if r > i64::from(i32::MAX) {
                return Err(Ub::Overflow);
            }
            return Ok(from_i32(r as i32));
        }
        return Ok(from_i32(x >> n));
    }
    Ok(if left { (a << n) & mask(ty) } else { a >> n })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_c() {
        assert_eq!(
            convert(0xffff_ffff, Scalar::Int, Scalar::U64),
            u128::from(u64::MAX)
        );
        assert_eq!(
            convert(0xffff_ffff, Scalar::Unsigned, Scalar::U64),
            0xffff_ffff
        );
        assert_eq!(convert(1 << 40, Scalar::U64, Scalar::Int), 0);
        assert_eq!(convert(1 << 40, Scalar::U64, Scalar::Bool), 1);
        assert_eq!(convert(0xffff_ffff, Scalar::Int, Scalar::U128), u128::MAX);
    }

    #[test]
    fn int_arithmetic_reports_overflow() {
        let min = 0x8000_0000;
        let m1 = 0xffff_ffff;
        assert_eq!(binary(BOp::Div, Scalar::Int, min, m1), Err(Ub::Overflow));
        assert_eq!(binary(BOp::Rem, Scalar::Int, min, m1), Err(Ub::Overflow));
        assert_eq!(
            binary(BOp::Add, Scalar::Int, 0x7fff_ffff, 1),
            Err(Ub::Overflow)
        );
        assert_eq!(binary(BOp::Add, Scalar::Unsigned, 0xffff_ffff, 1), Ok(0));
        assert_eq!(binary(BOp::Div, Scalar::U64, 1, 0), Err(Ub::DivZero));
        assert_eq!(unary(UOp::Neg, Scalar::Int, min), Err(Ub::Overflow));
        assert_eq!(unary(UOp::Neg, Scalar::U64, 1), Ok(u128::from(u64::MAX)));
    }

    #[test]
    fn shifts_follow_c() {
        assert_eq!(
            shift(true, Scalar::U64, 1, Scalar::Int, 64),
            Err(Ub::ShiftWidth(64))
        );
        assert_eq!(
            shift(true, Scalar::U64, 1, Scalar::Int, 0xffff_ffff),
            Err(Ub::ShiftNeg(-1))
        );
        assert_eq!(
            shift(true, Scalar::Int, 1, Scalar::Int, 31),
            Err(Ub::Overflow)
        );
        assert_eq!(shift(true, Scalar::Int, 1, Scalar::Int, 30), Ok(1 << 30));
        assert_eq!(
            shift(true, Scalar::Int, 0xffff_ffff, Scalar::Int, 1),
            Err(Ub::ShiftNegLeft)
        );
        assert_eq!(
            shift(false, Scalar::Int, 0xffff_fff8, Scalar::Int, 1),
            Ok(0xffff_fffc)
        );
        assert_eq!(shift(true, Scalar::U128, 1, Scalar::Int, 100), Ok(1 << 100));
        assert!(compare(BOp::Lt, Scalar::Int, 0xffff_ffff, 0));
        assert!(!compare(BOp::Lt, Scalar::Unsigned, 0xffff_ffff, 0));
    }
}
