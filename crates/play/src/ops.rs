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
        Scalar::I8 | Scalar::U8 => 8,
        Scalar::I16 | Scalar::U16 => 16,
        Scalar::Int | Scalar::Unsigned => 32,
        Scalar::U64 | Scalar::I64 | Scalar::Size => 64,
        Scalar::U128 => 128,
    }
}

pub fn mask(t: Scalar) -> u128 {
    match t {
        Scalar::U128 => u128::MAX,
        _ => (1u128 << width(t)) - 1,
    }
}

/// Whether the type is signed (`int`, `int8_t`, `int16_t`, `int64_t`).
pub fn signed(t: Scalar) -> bool {
    matches!(t, Scalar::Int | Scalar::I8 | Scalar::I16 | Scalar::I64)
}

/// A value of a signed type as the number it is (its bits sign-extended);
/// of an unsigned type, its bits.
pub fn sval(v: u128, t: Scalar) -> i128 {
    if !signed(t) {
        return v as i128;
    }
    let sh = 128 - width(t);
    ((v << sh) as i128) >> sh
}

pub fn to_i32(v: u128) -> i32 {
    v as u32 as i32
}

/// A signed number as the bits of a value of the (signed) type `t`.
fn from_signed(v: i128, t: Scalar) -> u128 {
    (v as u128) & mask(t)
}

/// The range of a signed type.
fn range(t: Scalar) -> (i128, i128) {
    let w = width(t);
    (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
}

/// C's conversion of a value of type `from` to type `to`.
pub fn convert(v: u128, from: Scalar, to: Scalar) -> u128 {
    let wide = if signed(from) {
        sval(v, from) as u128
    } else {
        v
    };
    match to {
        Scalar::Bool => u128::from(wide != 0),
        _ => wide & mask(to),
    }
}

pub fn binary(op: BOp, ty: Scalar, a: u128, b: u128) -> Result<u128, Ub> {
    if signed(ty) {
        let (x, y) = (sval(a, ty), sval(b, ty));
        let (lo, hi) = range(ty);
        let fits = |r: i128| {
            if (lo..=hi).contains(&r) {
                Ok(r)
            } else {
                Err(Ub::Overflow)
            }
        };
        // The operands are at most 64 bits: no `i128` operation overflows.
        let r = match op {
            BOp::Add => fits(x + y)?,
            BOp::Sub => fits(x - y)?,
            BOp::Mul => fits(x * y)?,
            BOp::Div | BOp::Rem if y == 0 => return Err(Ub::DivZero),
            BOp::Div => fits(x / y)?,
            // `MIN % -1` is undefined as `MIN / -1` is.
            BOp::Rem => {
                fits(x / y)?;
                x % y
            }
            BOp::And => x & y,
            BOp::Or => x | y,
            BOp::Xor => x ^ y,
            _ => 0,
        };
        return Ok(from_signed(r, ty));
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
        UOp::Neg if signed(ty) => {
            let r = -sval(a, ty);
            if r > range(ty).1 {
                return Err(Ub::Overflow);
            }
            from_signed(r, ty)
        }
        UOp::Neg => a.wrapping_neg() & mask(ty),
        UOp::Plus => a,
        UOp::BitNot => !a & mask(ty),
        UOp::Not => u128::from(a == 0),
    })
}

pub fn compare(op: BOp, ty: Scalar, a: u128, b: u128) -> bool {
    let ord = if signed(ty) {
        sval(a, ty).cmp(&sval(b, ty))
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
    if signed(bty) && sval(b, bty) < 0 {
        return Err(Ub::ShiftNeg(sval(b, bty).max(i128::from(i32::MIN)) as i32));
    }
    if b >= u128::from(width(ty)) {
        return Err(Ub::ShiftWidth(b));
    }
    Ok(b as u32)
}

pub fn shift(left: bool, ty: Scalar, a: u128, bty: Scalar, b: u128) -> Result<u128, Ub> {
    let n = amount(ty, bty, b)?;
    if signed(ty) {
        let x = sval(a, ty);
        if left {
            if x < 0 {
                return Err(Ub::ShiftNegLeft);
            }
            // At most 64 bits shifted by at most 63: no `i128` overflow.
            let r = x << n;
            if r > range(ty).1 {
                return Err(Ub::Overflow);
            }
            return Ok(from_signed(r, ty));
        }
        return Ok(from_signed(x >> n, ty));
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
