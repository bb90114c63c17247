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

/// The visually hidden announcer.
#[component]
pub fn LiveRegion(props: &LiveProps) -> Html {
    let text = use_state(String::new);
    // The first render (page load) announces nothing: the page itself is new.
    let first = use_mut_ref(|| true);
    // The announcement is written in a task of its own, just after the
    // board has been repainted: screen readers get it all the same, and a
    // step's repaint does not wait for it.
    let pending = use_mut_ref(|| None::<Timeout>);
    {
        let (text, film) = (text.clone(), props.film.clone());
        use_effect_with(props.frame, move |&frame| {
            if !first.replace(false) {
                // Replacing the timer drops (cancels) an announcement not
                // yet made: the newest frame wins.
                *pending.borrow_mut() = Some(Timeout::new(0, move || {
                    text.set(announcement(&film, frame));
                }));
            }
        });
    }
    html! {
        <div id="live" class="sr-only" role="status" aria-live="polite" aria-atomic="true">{ (*text).clone() }</div>
    }
}
