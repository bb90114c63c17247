//! The team's own C versions of the built-in fills, to open as editable
//! code in the playground.

/// A C version of a built-in fill.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The fill's id, as in links (`alg=`).
    pub id: &'static str,
    /// Its title.
    pub title: &'static str,
    /// The C source.
    pub source: &'static str,
}

/// Every preset, in the registry's order.
pub const PRESETS: &[Preset] = &[];
