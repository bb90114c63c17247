//! The playback timer.

use fillscope::state::{Action, State};
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// Sends [`Action::Tick`] every `interval_ms` while `playing`: the timer
/// lives exactly as long as playing is on at that speed (whether playback
/// loops is the reducer's business).
#[hook]
pub fn use_playback_timer(playing: bool, interval_ms: u32, dispatch: UseReducerDispatcher<State>) {
    use_effect_with((playing, interval_ms), move |&(playing, ms)| {
        let timer = playing.then(|| Interval::new(ms, move || dispatch.dispatch(Action::Tick)));
        move || drop(timer)
    });
}
