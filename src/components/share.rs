//! The "Share" panel: "Copy link" (the whole state as an absolute URL)
//! and "Embed", which opens a dialog with an `<iframe>` snippet for the
//! current state in a chosen size, theme and controls. The dialog is the
//! full app's: on the first-load page, "Embed" steps aside for it
//! (`crate::full_app::use_hand_off`).

#[cfg(feature = "modes")]
use fillscope::url_state::{hundredths, Background, Controls, Mode, Theme, ViewOptions, PANES};
use fillscope::url_state::{to_query, UrlState};
#[cfg(feature = "modes")]
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::clipboard::{copy, select_for_copy};
#[cfg(feature = "modes")]
use crate::components::compare_view::SWITCHED;
#[cfg(feature = "modes")]
use crate::components::controls::speed_menu;
#[cfg(feature = "modes")]
use crate::components::dialog;

/// The page's own address without its query: origin and path.
pub fn base_url() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            l.origin().unwrap_or_default() + &l.pathname().unwrap_or_default()
        })
        .unwrap_or_default()
}

/// A link longer than this many characters is too long to share in many
/// places (chat, mail and wiki software cut or refuse such links): the
/// Code and Lesson modes say so and offer their text as a file instead.
#[cfg(feature = "modes")]
pub const SHARE_LIMIT: usize = 8_000;

/// The absolute address of the page showing `link`.
pub fn link_url(link: &UrlState) -> String {
    base_url() + &to_query(link)
}

/// Share panel properties.
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The state a link should carry (its `view.embed` is off).
    pub link: UrlState,
}

/// The Share panel.
#[component]
pub fn Share(props: &ShareProps) -> Html {
    // The state whose link was last copied and whether that worked; shown
    // while it is current. The link itself is made only when needed, not
    // on every frame step.
    let copied = use_state(|| None::<(UrlState, bool)>);
    let field = use_node_ref();
    let on_copy = {
        let (copied, link) = (copied.setter(), props.link.clone());
        Callback::from(move |_: MouseEvent| {
            let (copied, link) = (copied.clone(), link.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy(&link_url(&link.shared())).await;
                copied.set(Some((link, ok)));
            });
        })
    };
    let status = copied
        .as_ref()
        .filter(|(l, _)| *l == props.link)
        .map(|&(_, ok)| ok);
    {
        // Without a clipboard, select the link so Ctrl+C copies it.
        let field = field.clone();
        use_effect_with(status, move |&status| {
            if status == Some(false) {
                if let Some(input) = field.cast::<web_sys::Element>() {
                    select_for_copy(&input);
                }
            }
        });
    }
    let (open, dialog, said) = use_embed_dialog(&props.link);
    html! {
        <div class="panel share" id="share" role="group" aria-labelledby="share-title">
            <h2 id="share-title">{ "Share" }</h2>
            <div class="actions">
                <button onclick={on_copy}>{ "Copy link" }</button>
                <button id={EMBED_ID} aria-haspopup="dialog" onclick={open}>{ "Embed" }</button>
            </div>
            <p class="share-status" id="share-status" role="status">
                { match status {
                    Some(true) => "Link copied",
                    Some(false) => "The clipboard is not available: the link below is selected, copy it with Ctrl+C.",
                    None => said,
                } }
            </p>
            if status == Some(false) {
                <input ref={field} class="link-field" readonly=true aria-label="Link"
                    value={link_url(&props.link.shared())} />
            }
            { dialog }
        </div>
    }
}

/// The Embed button's element id (the first-load page has the full app
/// press it, and the dialog gives it the focus back).
pub(crate) const EMBED_ID: &str = "embed-open";

/// The first-load page's Embed button steps aside for the full app, which
/// opens the dialog; the status line says it loads meanwhile.
#[cfg(not(feature = "modes"))]
#[hook]
fn use_embed_dialog(link: &UrlState) -> (Callback<MouseEvent>, Html, &'static str) {
    let (loading, hand) = crate::full_app::use_hand_off(link);
    let open = hand.reform(|_: MouseEvent| EMBED_ID);
    let said = if loading {
        "Loading the embed dialog…"
    } else {
        ""
    };
    (open, Html::default(), said)
}

/// The Embed button's callback, its dialog, and what the status line says
/// of it.
#[cfg(feature = "modes")]
#[hook]
pub(crate) fn use_embed_dialog(link: &UrlState) -> (Callback<MouseEvent>, Html, &'static str) {
    use_named_embed_dialog(link, None)
}

/// [`use_embed_dialog`] for what has a name of its own (a lesson's title),
/// which the iframe's title then gives.
#[cfg(feature = "modes")]
#[hook]
pub(crate) fn use_named_embed_dialog(
    link: &UrlState,
    name: Option<AttrValue>,
) -> (Callback<MouseEvent>, Html, &'static str) {
    let dialog = use_node_ref();
    // The state the dialog embeds: the page's state when the dialog opened
    // (the snippet is "the board as it is now"; playback may go on behind
    // it). Between openings the dialog is not redrawn on every frame step.
    let embedded = use_state(|| link.clone());
    // Whether it is open: its preview is loaded only then.
    let shown = use_state(|| false);
    let open = {
        let (dialog, embedded, link) = (dialog.clone(), embedded.setter(), link.clone());
        let shown = shown.setter();
        Callback::from(move |_: MouseEvent| {
            embedded.set(link.clone());
            shown.set(true);
            dialog::open(&dialog);
        })
    };
    let on_close = use_callback(shown.setter(), |(), shown| shown.set(false));
    let html = html! {
        <EmbedDialog node={dialog} link={(*embedded).clone()} open={*shown} {on_close} {name} />
    };
    (open, html, "")
}

#[cfg(feature = "modes")]
/// Embed dialog properties.
#[derive(Properties, PartialEq)]
pub struct EmbedDialogProps {
    /// The `<dialog>` element's ref (the opener calls `showModal`).
    pub node: NodeRef,
    /// The state to embed.
    pub link: UrlState,
    /// Whether the dialog is open (its preview is loaded only then).
    pub open: bool,
    /// Called when the dialog closes.
    pub on_close: Callback<()>,
    /// The name of what is embedded, if it has one (a lesson's title).
    #[prop_or_default]
    pub name: Option<AttrValue>,
}

#[cfg(feature = "modes")]
/// Widths offered for the iframe, px, in every mode (Compare's embed shows
/// its three boards side by side from 655 px, 727 px on the 9x9 board,
/// where their squares reach 24 px, and one at a time under an A / B / Difference switch in a
/// narrower frame, styles/modes.css).
pub const WIDTHS: [u32; 4] = [320, 480, 640, 800];

#[cfg(feature = "modes")]
/// The iframe height, px, at which an embed of `mode` with `controls`
/// shows its board whole at `width` (one of [`WIDTHS`]; another width
/// gets the square board and a bar). Measured in Chromium at each width
/// (the smallest height at which the board stops growing; for Compare,
/// its three boards side by side at 800 px, or its one board under the
/// switch, or beside it at 480 and 640 px), with 8 px to spare;
/// `tests/e2e/embed.spec.mjs` checks each against the page.
#[must_use]
pub fn embed_height(width: u32, controls: Controls, mode: Mode) -> u32 {
    let row: [u32; 4] = match (mode, controls) {
        // The quiz's own buttons, whatever the controls, and the room its
        // question and feedback keep for their longest forms.
        (Mode::Quiz, _) => [496, 639, 799, 931],
        // A lesson's title, step buttons and text: the built-in lessons'
        // longest first step.
        (Mode::Lesson, Controls::Full) => [583, 711, 823, 968],
        (Mode::Lesson, Controls::Minimal) => [553, 682, 823, 964],
        (Mode::Lesson, Controls::None) => [523, 649, 790, 935],
        // At 320 px one board at a time, as wide as the frame, under the
        // switch and its label (the same height for A, B and the
        // difference). At 480 and 640 px one board beside the switch, its
        // label and caption (a 13rem column), as high as the width they
        // leave it.
        // At 800 px the three side by side, three lines of the
        // difference's caption under them (runs of their own step kinds
        // have the longest).
        (Mode::Compare, Controls::Full) => [485, 369, 500, 400],
        (Mode::Compare, Controls::Minimal) => [455, 338, 498, 400],
        (Mode::Compare, Controls::None) => [423, 306, 466, 367],
        // At 320 px the code stands under the board: room for the lines
        // round the current one and what the run found.
        (Mode::Code, Controls::Full) => [600, 549, 682, 841],
        (Mode::Code, Controls::Minimal) => [570, 519, 682, 841],
        (Mode::Code, Controls::None) => [540, 489, 649, 808],
        // The bar takes two rows below 640 px.
        (_, Controls::Full) => [389, 549, 682, 841],
        (_, Controls::Minimal) => [359, 519, 682, 841],
        (_, Controls::None) => [330, 489, 649, 808],
    };
    WIDTHS
        .iter()
        .position(|&w| w == width)
        .map_or(width + 70, |i| row[i])
}

#[cfg(feature = "modes")]
/// The `<iframe>` HTML for `link` at `width` by `height` px. On a page
/// narrower than `width` (a phone) it shrinks to the page's width and keeps
/// its proportions (`max-width`, `aspect-ratio`), and the embed fits its
/// board to what it gets.
#[must_use]
pub fn snippet(base: &str, link: &UrlState, name: Option<&str>, width: u32, height: u32) -> String {
    let src = (base.to_string() + &to_query(link)).replace('&', "&amp;");
    let fill = link.setup.algorithm.menu_label();
    let what = match (link.view.mode, name) {
        // A lesson's title, as an attribute's text.
        (Mode::Lesson, Some(title)) => format!(
            "the lesson {}",
            title
                .replace('&', "&amp;")
                .replace('"', "&quot;")
                .replace('<', "&lt;")
        ),
        (Mode::Lesson, None) => "a lesson".to_string(),
        (Mode::Quiz, _) => format!("a quiz on {fill}"),
        (Mode::Compare, _) => format!("two runs compared, {fill} first"),
        (Mode::Code, _) => "C code run on a board, step by step".to_string(),
        (Mode::Log, _) => "values from a log, each on a board".to_string(),
        _ => fill.to_string(),
    };
    format!(
        "<iframe src=\"{src}\" width=\"{width}\" height=\"{height}\" title=\"fillscope: {what}\" \
         style=\"border:0;max-width:100%;height:auto;aspect-ratio:{width}/{height}\" \
         loading=\"lazy\"></iframe>"
    )
}

#[cfg(feature = "modes")]
/// How wide the dialog draws its preview, px at most.
const PREVIEW_WIDTH: f64 = 320.0;

#[cfg(feature = "modes")]
/// The tallest iframe the dialog writes, px.
pub const MAX_HEIGHT: u32 = 2000;

#[cfg(feature = "modes")]
/// The embed dialog: size and look choices, a preview, the snippet and a
/// copy button.
#[component]
pub fn EmbedDialog(props: &EmbedDialogProps) -> Html {
    let width = use_state(|| 480u32);
    // A height the author typed; `None` follows the width, mode and controls.
    let height = use_state(|| None::<u32>);
    // The page's theme and speed to begin with: the author's picks.
    let view = use_state(|| ViewOptions {
        embed: true,
        speed: props.link.view.speed,
        theme: props.link.view.theme,
        ..ViewOptions::default()
    });
    let copied = use_state(|| None::<(String, bool)>);
    let area = use_node_ref();
    // A lesson embedded while a later step is on show: whether its readers
    // start at step 1, the lesson's beginning, rather than at that step and
    // frame, as the page is now.
    let from_start = use_state(|| false);

    // The mode on show and its own keys (no lesson being written in a
    // Play embed).
    let mut link = props.link.shared();
    // The embed opens in the page's mode (a quiz embeds a quiz).
    link.view = ViewOptions {
        mode: props.link.view.mode,
        ..*view
    };
    let later_step = link.view.mode == Mode::Lesson && link.lesson_step > 0;
    let shown_step = link.lesson_step + 1;
    if later_step && *from_start {
        (link.lesson_step, link.lesson_frame) = (0, 0);
    }
    // Only Compare has the switch whose first board `pane` names.
    let compare = link.view.mode == Mode::Compare;
    if !compare {
        link.view.pane = 0;
    }
    let w = *width;
    let fit = embed_height(w, view.controls, link.view.mode);
    let h = height.unwrap_or(fit);
    let src = base_url() + &to_query(&link);
    let lesson = link.view.mode == Mode::Lesson;
    let code = snippet(&base_url(), &link, props.name.as_deref(), w, h);

    let pick = |f: fn(&mut ViewOptions, &str)| {
        let view = view.clone();
        Callback::from(move |e: Event| {
            let el = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let v = if el.type_() == "checkbox" {
                if el.checked() { "1" } else { "" }.to_string()
            } else {
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value()
            };
            let mut next = *view;
            f(&mut next, &v);
            view.set(next);
        })
    };
    let on_width = {
        let (width, height) = (width.setter(), height.setter());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(w) = v.parse() {
                width.set(w);
                // The height follows the new width again.
                height.set(None);
            }
        })
    };
    // A typed height, rounded to whole px within 100 to MAX_HEIGHT, with a
    // word when it was changed; an empty field (or no number) follows the
    // width again.
    let height_note = use_state(|| None::<String>);
    let on_height = {
        let (height, note) = (height.setter(), height_note.setter());
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let v = input.value();
            // What the browser could not read as a number (`3e`) reaches
            // the page as an empty value.
            if v.trim().is_empty() && input.validity().bad_input() {
                note.set(Some(
                    "That is no number: the suggested height is used.".to_string(),
                ));
                height.set(None);
                return;
            }
            let typed = v.trim().parse::<f64>().ok().filter(|h| h.is_finite());
            let h = typed.map(|h| h.round().clamp(100.0, f64::from(MAX_HEIGHT)) as u32);
            note.set(match (typed, h) {
                (Some(t), Some(h)) if t != f64::from(h) => Some(format!(
                    "The height is {h} px: whole pixels, from 100 to {MAX_HEIGHT}."
                )),
                (None, _) if !v.trim().is_empty() => Some(format!(
                    "{} is no height: the suggested one is used.",
                    v.trim()
                )),
                _ => None,
            });
            height.set(h);
        })
    };
    let on_copy = {
        let (copied, code, area) = (copied.setter(), code.clone(), area.clone());
        Callback::from(move |_: MouseEvent| {
            let (copied, code, area) = (copied.clone(), code.clone(), area.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy(&code).await;
                if !ok {
                    if let Some(t) = area.cast::<web_sys::Element>() {
                        select_for_copy(&t);
                    }
                }
                copied.set(Some((code, ok)));
            });
        })
    };
    let status = match copied.as_ref().filter(|(c, _)| *c == code) {
        Some((_, true)) => "Code copied",
        Some((_, false)) => {
            "The clipboard is not available: the code is selected, copy it with Ctrl+C."
        }
        None => "",
    };
    let close = dialog::closes(&props.node);
    // The Embed button gets the focus back when the dialog closes (button,
    // Escape, backdrop).
    let onclose = props
        .on_close
        .reform(|_: Event| dialog::focus_back(None, EMBED_ID));
    let onclick = dialog::backdrop_closes(&props.node, None);
    let v = *view;
    let widths = WIDTHS.iter().map(|&o| {
        html! { <option value={o.to_string()} selected={o == w}>{ format!("{o} px") }</option> }
    });
    let themes = Theme::ALL.iter().map(|&t| {
        html! { <option value={t.name()} selected={t == v.theme}>{ t.name() }</option> }
    });
    let bars = Controls::ALL.iter().map(|&c| {
        html! { <option value={c.name()} selected={c == v.controls}>{ c.name() }</option> }
    });
    let panes = SWITCHED
        .iter()
        .zip(PANES)
        .enumerate()
        .map(|(i, (&name, value))| {
            html! { <option {value} selected={usize::from(v.pane) == i}>{ name }</option> }
        });
    let transparent = v.bg == Background::Transparent;
    let at = hundredths(v.speed);
    let speeds = speed_menu(at).into_iter().map(|(h, label)| {
        html! { <option value={h.to_string()} selected={h == at}>{ label }</option> }
    });
    // The preview is drawn at the embed's own size, scaled down to fit the
    // dialog's width. (Set through the CSSOM: the page's policy refuses
    // style attributes.)
    let preview = use_node_ref();
    {
        let preview = preview.clone();
        use_effect_with((w, h, props.open), move |&(w, h, _)| {
            let Some(area) = preview.cast::<web_sys::HtmlElement>() else {
                return;
            };
            // Within the dialog on a narrow screen too.
            let room = area
                .parent_element()
                .map_or(PREVIEW_WIDTH, |p| f64::from(p.client_width()));
            let scale = (PREVIEW_WIDTH.min(room) / f64::from(w)).min(1.0);
            let set = |el: &web_sys::HtmlElement, props: &[(&str, String)]| {
                let style = el.style();
                for (k, v) in props {
                    let _ = style.set_property(k, v);
                }
            };
            set(
                &area,
                &[
                    ("width", format!("{:.0}px", f64::from(w) * scale)),
                    ("height", format!("{:.0}px", f64::from(h) * scale)),
                ],
            );
            let frame = area
                .first_element_child()
                .and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(frame) = frame {
                set(
                    &frame,
                    &[
                        ("width", format!("{w}px")),
                        ("height", format!("{h}px")),
                        ("transform", format!("scale({scale:.4})")),
                    ],
                );
            }
        });
    }
    html! {
        <dialog ref={props.node.clone()} class="embed-dialog" aria-labelledby="embed-title" {onclose} {onclick}>
            <div class="dialog-body">
                <h2 id="embed-title">{ if lesson { "Embed this lesson" } else { "Embed this board" } }</h2>
                <p>{ "Paste this HTML into a page to show the board and its playback as it is now." }</p>
                <div class="embed-layout">
                <div class="options">
                    <div class="field">
                        <label for="embed-width">{ "Width" }</label>
                        <select id="embed-width" onchange={on_width}>{ for widths }</select>
                    </div>
                    <div class="field">
                        <label for="embed-height">{ "Height (px)" }</label>
                        <input id="embed-height" type="number" min="100" max={MAX_HEIGHT.to_string()} step="1" aria-describedby="embed-fit"
                            value={h.to_string()} onchange={on_height} />
                    </div>
                    <div class="field">
                        <label for="embed-theme">{ "Embed theme" }</label>
                        <select id="embed-theme" onchange={pick(|v, s| {
                            v.theme = Theme::ALL.into_iter().find(|t| t.name() == s).unwrap_or_default();
                        })}>{ for themes }</select>
                    </div>
                    // A quiz embed has its own buttons.
                    if link.view.mode != Mode::Quiz {
                        <div class="field">
                            <label for="embed-controls">{ "Controls" }</label>
                            <select id="embed-controls" onchange={pick(|v, s| {
                                v.controls = Controls::ALL.into_iter().find(|c| c.name() == s).unwrap_or_default();
                            })}>{ for bars }</select>
                        </div>
                    }
                    if compare {
                        <div class="field">
                            <label for="embed-pane">{ "Board shown first" }</label>
                            <select id="embed-pane" aria-describedby="embed-fit" onchange={pick(|v, s| {
                                v.pane = PANES.iter().position(|p| *p == s).unwrap_or(0) as u8;
                            })}>{ for panes }</select>
                        </div>
                    }
                    <div class="field">
                        <label for="embed-bg">{ "Background" }</label>
                        <select id="embed-bg" onchange={pick(|v, s| {
                            v.bg = if s == "transparent" { Background::Transparent } else { Background::Theme };
                        })}>
                            <option value="theme" selected={!transparent}>{ "the theme's" }</option>
                            <option value="transparent" selected={transparent}>{ "transparent" }</option>
                        </select>
                    </div>
                    <div class="field">
                        <label for="embed-speed">{ "Embed speed" }</label>
                        <select id="embed-speed" onchange={pick(|v, s| {
                            if let Ok(h) = s.parse::<u32>() {
                                v.speed = h as f32 / 100.0;
                            }
                        })}>{ for speeds }</select>
                    </div>
                    <label class="check"><input type="checkbox" checked={v.autoplay}
                        onchange={pick(|v, s| v.autoplay = !s.is_empty())} />{ " Autoplay" }</label>
                    <label class="check"><input type="checkbox" checked={v.r#loop}
                        onchange={pick(|v, s| v.r#loop = !s.is_empty())} />{ " Loop" }</label>
                    if later_step {
                        <label class="check"><input type="checkbox" id="embed-from-start" checked={*from_start}
                            onchange={{
                                let from_start = from_start.setter();
                                Callback::from(move |e: Event| {
                                    from_start.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked());
                                })
                            }} />{ format!(" Start at step 1 (not step {shown_step}, on show here)") }</label>
                    }
                    if let Some(note) = (*height_note).clone() {
                        <p class="hint" id="embed-height-note" role="status">{ note }</p>
                    }
                    <p class="embed-fit" id="embed-fit">{
                    match (height.is_some(), link.view.mode) {
                        (true, _) => format!("At this width the board shows whole at {fit} px high; clear the height to use that."),
                        (false, Mode::Lesson) => format!("At this width, {fit} px high shows the board whole beside a step's text as long as the built-in lessons'; a longer text leaves the board smaller."),
                        (false, _) => format!("At this width, {fit} px high shows the board whole."),
                    }
                    }{ " On a narrower page (a phone) the frame shrinks to the page's width and keeps its shape." }
                    if compare {
                        { " Narrower than 655 px (727 px on the 9x9 board; and on a phone's page) Compare shows one board at a time, with a switch between A, B and the difference: the embed opens on the board picked under \"Board shown first\"." }
                    }</p>
                    if transparent && v.theme == Theme::Auto {
                        <p class="hint" id="embed-transparent-auto">{ "With a transparent background, pick the light or dark theme that matches your page: auto follows each reader's system, and its labels may not show on your page's colour." }</p>
                    }
                </div>
                // Look, do not touch: the preview takes no focus or clicks
                // (Escape and Tab stay the dialog's).
                <div class="embed-preview" ref={preview} inert=true>
                    if props.open {
                        <iframe {src} title="Preview of the embed"></iframe>
                    }
                </div>
                </div>
                <textarea ref={area} class="snippet" readonly=true rows="4" aria-label="Embed code" value={code} />
                <p class="share-status" id="embed-status" role="status">{ status }</p>
                <div class="actions">
                    <button onclick={on_copy}>{ "Copy code" }</button>
                    <button onclick={close}>{ "Close" }</button>
                </div>
            </div>
        </dialog>
    }
}
