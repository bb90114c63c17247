//! What survives a reload: the setup, the shown frame and the theme, as
//! the same query string a link carries ([`crate::url_state::to_query`])
//! in LocalStorage. Encoding and decoding are plain functions; only
//! `load` and `save` (wasm32 only) touch the browser. Embeds never call
//! either.

use crate::url_state::{from_query, to_query, UrlState};

/// The LocalStorage key (v1 held JSON; it is dropped when found).
pub const KEY: &str = "fillscope.state.v2";
/// The old JSON record's key.
pub const OLD_KEY: &str = "fillscope.state.v1";

/// The key of the last lesson edited here that another lesson replaced
/// (`LessonState::own`), as a lesson file's text.
pub const OWN_LESSON_KEY: &str = "fillscope.own-lesson.v1";
/// The key of the user's code a preset or a link replaced
/// (`CodeState::own`), packed as a link's `code=`.
pub const OWN_CODE_KEY: &str = "fillscope.own-code.v1";

/// The key of the board a link replaced (`State::own_board`), as the
/// query string of a link to it ([`own_board`]).
pub const OWN_BOARD_KEY: &str = "fillscope.own-board.v1";

/// The stored record: a link's state (the embed flag is never stored).
pub type Stored = UrlState;

/// The record as a query string.
#[must_use]
pub fn encode(stored: &Stored) -> String {
    let mut s = stored.clone();
    s.view.embed = false;
    to_query(&s)
}

/// The board of record `saved` (its setup, 9x9 board and frame, and the
/// values pasted in its Log tab) as a link's query, if `shown` has another
/// board or log: what a link that replaces the record sets aside, so that
/// it is not lost. (The record's code and lesson are set aside apart.)
#[must_use]
pub fn own_board(saved: &Stored, shown: &UrlState) -> Option<String> {
    let log_lost = !saved.log.is_empty() && saved.log != shown.log;
    (saved.setup != shown.setup || saved.nine != shown.nine || log_lost).then(|| {
        encode(&Stored {
            setup: saved.setup.clone(),
            nine: saved.nine,
            frame: saved.frame,
            log: saved.log.clone(),
            mapping: saved.mapping,
            ..Stored::default()
        })
    })
}

/// Reads a record: what it holds, with what in it could not be used (a
/// record damaged, or written by another version of the app); the error
/// says why it is no record at all. Like a link, a record's unusable parts
/// are left out and the rest is kept: it holds the user's code, log and
/// lesson.
pub fn decode(text: &str) -> Result<(Stored, Option<String>), String> {
    if !text.starts_with("?alg=") {
        return Err("not a fillscope record".into());
    }
    let (state, notices) = from_query(text);
    Ok((state, crate::url_state::joined(&notices)))
}

/// The stored record and what in it could not be used: `Ok(None)` when
/// there is none, `Err` (after removing it) when it is no record.
#[cfg(target_arch = "wasm32")]
pub fn load() -> Result<Option<(Stored, Option<String>)>, String> {
    use gloo::storage::{LocalStorage, Storage};
    let raw = LocalStorage::raw();
    let _ = raw.remove_item(OLD_KEY);
    let Some(text) = raw.get_item(KEY).ok().flatten() else {
        return Ok(None);
    };
    decode(&text).map(Some).inspect_err(|_| {
        let _ = raw.remove_item(KEY);
    })
}

/// Stores the record (quietly does nothing when storage is unavailable).
#[cfg(target_arch = "wasm32")]
pub fn save(stored: &Stored) {
    use gloo::storage::{LocalStorage, Storage};
    let _ = LocalStorage::raw().set_item(KEY, &encode(stored));
}

/// What an earlier visit put aside under `key`, if anything.
#[cfg(target_arch = "wasm32")]
pub fn load_own(key: &str) -> Option<String> {
    use gloo::storage::{LocalStorage, Storage};
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Keeps what is put aside under `key`, or forgets it (`None`: it is on
/// show again, and the page's record holds it).
#[cfg(target_arch = "wasm32")]
pub fn save_own(key: &str, text: Option<&str>) {
    use gloo::storage::{LocalStorage, Storage};
    let raw = LocalStorage::raw();
    let _ = match text {
        Some(t) => raw.set_item(key, t),
        None => raw.remove_item(key),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Algorithm, Setup};
    use crate::url_state::Theme;
    use fillscope_core::Square;

    #[test]
    fn round_trip() {
        let mut setup = Setup::seed_example();
        setup.algorithm = Algorithm::Voronoi;
        setup.walls.toggle(Square::A1, Square::B1);
        let mut s = Stored {
            setup,
            frame: 3,
            ..Stored::default()
        };
        s.view.theme = Theme::Dark;
        assert_eq!(decode(&encode(&s)), Ok((s, None)));
    }

    #[test]
    fn embed_flag_is_not_stored() {
        let mut s = Stored::default();
        s.view.embed = true;
        let (back, why) = decode(&encode(&s)).unwrap();
        assert_eq!(why, None);
        assert!(!back.view.embed);
    }

    /// A link that shows another board sets the record's board aside, as
    /// a link to it; one that shows the same board (in another theme or
    /// mode) sets nothing aside.
    #[test]
    fn a_link_to_another_board_sets_the_record_s_board_aside() {
        let (mine, _) = decode("?alg=fill&dir=nort&src=c3&blk=c6&frame=2&log=x%20%3D%201").unwrap();
        let (link, _) = decode("?alg=westcott&src=e4").unwrap();
        let kept = own_board(&mine, &link).expect("another board");
        let (back, why) = decode(&kept).unwrap();
        assert_eq!(why, None);
        assert_eq!((back.setup, back.frame), (mine.setup.clone(), 2));
        assert_eq!(back.log, "x = 1");
        let mut same = mine.clone();
        same.view.theme = Theme::Dark;
        same.frame = 0;
        assert_eq!(own_board(&mine, &same), None);
        // The same board with another log: the log is kept.
        same.log = String::new();
        assert!(own_board(&mine, &same).is_some());
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert!(decode("{not json").is_err());
        assert!(decode(r#"{"setup": {"algorithm": "nope"}, "frame": 0}"#).is_err());
        assert!(decode("").is_err());
    }

    /// A damaged record keeps its usable parts, as a link does: the code,
    /// log and lesson in it are the user's work.
    #[test]
    fn a_damaged_record_keeps_what_can_be_used() {
        let (s, why) = decode("?alg=westcott&src=0xzz&tgt=a1&log=sq1%20%3D%200x10").unwrap();
        assert_eq!(s.setup.targets, Square::A1.into());
        assert_eq!(s.log, "sq1 = 0x10");
        assert!(why.expect("what was left out").contains("src="));
        let (s, why) = decode("?alg=nope&log=x%20%3D%201").unwrap();
        assert_eq!(s.log, "x = 1");
        assert!(why.expect("what was left out").contains("alg="));
    }
}
