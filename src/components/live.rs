//! A polite live region that tells screen-reader users what each frame
//! change shows: "Frame 3 of 9. <caption>. Added: f6, g6." It speaks only
//! when the frame number changes, not on every edit of the board.

use fillscope::cells::Cell;
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

/// Whether a cell shows a fill state (not just the board's own marks).
fn painted(c: &Cell) -> bool {
    !c.layers.is_empty() || c.filled || c.frontier || c.result || c.result_b || c.tie
}

/// What to say for frame `frame` (0-based): its number, caption, and the
/// squares painted in it that the previous frame did not paint.
fn announcement(film: &Film, frame: usize) -> String {
    let n = film.len();
    let Some(caption) = film.caption(frame) else {
        return format!("No frames ({n}).");
    };
    let mut out = format!(
        "Frame {} of {n}. {}",
        frame + 1,
        caption.trim_end_matches('.')
    );
    out.push('.');
    if frame > 0 {
        let now = film.cells(frame);
        let before = film.cells(frame - 1);
        let added: Vec<String> = now
            .iter()
            .zip(&before)
            .filter(|(a, b)| painted(a) && !painted(b))
            .map(|(a, _)| a.spot.to_string())
            .collect();
        if !added.is_empty() {
            out.push_str(" Added: ");
            out.push_str(&added.join(", "));
            out.push('.');
        }
    }
    out
}

/// How long a frame stays on show before it is said: stepping or
/// scrubbing through frames, or playing them fast, says the frame the user
/// stops at, not every frame on the way.
const SETTLE_MS: u32 = 300;

/// What the live region says: `say(key)` once `key` has stayed
/// [`SETTLE_MS`]; nothing on the first render (the page itself is new).
#[hook]
fn use_said<K: PartialEq + Clone + 'static>(
    key: K,
    say: impl Fn(&K) -> String + 'static,
) -> String {
    let text = use_state(String::new);
    let first = use_mut_ref(|| true);
    let pending = use_mut_ref(|| None::<Timeout>);
    {
        let text = text.clone();
        use_effect_with(key, move |key| {
            if !first.replace(false) {
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

/// The visually hidden announcer of the Play tab's frames.
#[component]
pub fn LiveRegion(props: &LiveProps) -> Html {
    let film = props.film.clone();
    let text = use_said(props.frame, move |&frame| announcement(&film, frame));
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
    let text = use_said(props.text.clone(), |t: &AttrValue| t.to_string());
    html! {
        <div id="live" class="sr-only" role="status" aria-live="polite" aria-atomic="true">{ text }</div>
    }
}
