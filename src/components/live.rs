//! A polite live region that tells screen-reader users what each frame
//! change shows: "Frame 9 of 13. <caption>. asp[3]: b1, b2, g7, h7.", the
//! squares of the register the frame sets (`fillscope::announce`). It
//! speaks only when the frame number changes, not on every edit of the
//! board.

use fillscope::announce::frame_said;
use fillscope::film::Film;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// Live region properties.
#[derive(Properties, PartialEq)]
pub struct LiveProps {
    /// The trace, on either board.
    pub film: Film,
    /// The frame on show, 0-based.
    pub frame: usize,
}

/// How long a frame stays on show before it is said: stepping or
/// scrubbing through frames, or playing them fast, says the frame the user
/// stops at, not every frame on the way.
const SETTLE_MS: u32 = 300;

/// What the live region says: `say(key)` once `key` has stayed
/// [`SETTLE_MS`]; nothing on the first render (the page itself is new),
/// nor while `loading(key)`: the first key after that is the page's own
/// too.
#[hook]
fn use_said<K: PartialEq + Clone + 'static>(
    key: K,
    loading: fn(&K) -> bool,
    say: impl Fn(&K) -> String + 'static,
) -> String {
    let text = use_state(String::new);
    let first = use_mut_ref(|| true);
    let pending = use_mut_ref(|| None::<Timeout>);
    {
        let text = text.clone();
        use_effect_with(key, move |key| {
            if !first.replace(loading(key)) {
                // Replacing the timer drops (cancels) an announcement not
                // yet made: the newest key wins.
                let key = key.clone();
                *pending.borrow_mut() = Some(Timeout::new(SETTLE_MS, move || {
                    text.set(say(&key));
                }));
            }
        });
    }
    (*text).clone()
}

/// The visually hidden announcer of the Play tab's frames, on the page and
/// in an embed.
#[component]
pub fn LiveRegion(props: &LiveProps) -> Html {
    let film = props.film.clone();
    let text = use_said(
        props.frame,
        |_| false,
        move |&frame| frame_said(&film, frame),
    );
    html! {
        <div id="live" class="sr-only" role="status" aria-live="polite" aria-atomic="true">{ text }</div>
    }
}

/// Announcer properties.
#[cfg(feature = "modes")]
#[derive(Properties, PartialEq)]
pub struct AnnounceProps {
    /// What the mode's view shows now, in words: said once it has stayed.
    pub text: AttrValue,
}

/// The visually hidden announcer of a mode's own steps (Compare's pairs,
/// a lesson's frames, the Code tab's statements), as [`LiveRegion`] is the
/// Play tab's.
#[cfg(feature = "modes")]
#[component]
pub fn Announce(props: &AnnounceProps) -> Html {
    // No words yet (the Code tab's run still on its way from the worker):
    // the words it opens with are the page's own, not a step's.
    let text = use_said(
        props.text.clone(),
        |t| t.is_empty(),
        |t: &AttrValue| t.to_string(),
    );
    html! {
        <div id="live" class="sr-only" role="status" aria-live="polite" aria-atomic="true">{ text }</div>
    }
}
