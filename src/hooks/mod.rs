//! The app's hooks, one concern each: where the state is kept between
//! visits ([`persistence`]), the playback timer ([`playback`]), the page's
//! keys ([`keyboard`]), the root element's look ([`view`]) and
//! the focus around the Lesson mode's presenter view ([`presenter`]).

pub mod keyboard;
pub mod persistence;
pub mod playback;
#[cfg(feature = "modes")]
pub mod presenter;
pub mod view;
