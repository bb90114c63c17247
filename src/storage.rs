//! What survives a reload: the setup and the shown frame, as JSON in
//! LocalStorage. Encoding and decoding are plain functions; only
//! `load` and `save` (wasm32 only) touch the browser.

use serde::{Deserialize, Serialize};

use crate::model::Setup;

/// The LocalStorage key.
pub const KEY: &str = "fillscope.state.v1";

/// The stored record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    /// The board, algorithm and options.
    pub setup: Setup,
    /// The shown frame, 0-based.
    pub frame: usize,
}

/// The record as JSON.
#[must_use]
pub fn encode(stored: &Stored) -> String {
    serde_json::to_string(stored).unwrap_or_default()
}

/// Reads a record; the error says why it could not be read.
pub fn decode(text: &str) -> Result<Stored, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The stored record: `Ok(None)` when there is none, `Err` (after
/// removing it) when it could not be read.
#[cfg(target_arch = "wasm32")]
pub fn load() -> Result<Option<Stored>, String> {
    use gloo::storage::{LocalStorage, Storage};
    let Some(text) = LocalStorage::raw().get_item(KEY).ok().flatten() else {
        return Ok(None);
    };
    decode(&text).map(Some).inspect_err(|_| {
        LocalStorage::delete(KEY);
    })
}

/// Stores the record (quietly does nothing when storage is unavailable).
#[cfg(target_arch = "wasm32")]
pub fn save(stored: &Stored) {
    use gloo::storage::{LocalStorage, Storage};
    let _ = LocalStorage::raw().set_item(KEY, &encode(stored));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Algorithm;
    use fillscope_core::Square;

    #[test]
    fn round_trip() {
        let mut setup = Setup::seed_example();
        setup.algorithm = Algorithm::Voronoi;
        setup.walls.toggle(Square::A1, Square::B1);
        let s = Stored { setup, frame: 3 };
        assert_eq!(decode(&encode(&s)), Ok(s));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(decode("{not json").is_err());
        assert!(decode(r#"{"setup": {"algorithm": "nope"}, "frame": 0}"#).is_err());
        assert!(decode(r#"{"setup": {"sources": "0xzz"}, "frame": 0}"#).is_err());
    }
}
