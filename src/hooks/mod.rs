//! The app's hooks, one concern each: where the state is kept between
//! visits ([`persistence`]), the playback timer ([`playback`]), the page's
//! playback keys ([`keyboard`]) and the root element's look ([`view`]).

pub mod keyboard;
pub mod persistence;
pub mod playback;
pub mod view;
