//! The "Share" panel: "Copy link" (the whole state as an absolute URL)
//! and "Embed", which opens a dialog with an `<iframe>` snippet for the
//! current state in a chosen size, theme and controls. The dialog is the
//! full app's: on the first-load page, "Embed" steps aside for it
//! (`crate::full_app::press`).

use fillscope::url_state::{to_query, UrlState};
#[cfg(feature = "modes")]
use fillscope::url_state::{Background, Controls, Theme, ViewOptions};
#[cfg(feature = "modes")]
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::clipboard::{copy, select_for_copy};

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
                let ok = copy(&link_url(&link)).await;
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
                    value={link_url(&props.link)} />
            }
            { dialog }
        </div>
    }
}

/// The Embed button's element id (the first-load page has the full app
/// press it, and the dialog gives it the focus back).
const EMBED_ID: &str = "embed-open";

/// The first-load page's Embed button steps aside for the full app, which
/// opens the dialog; the status line says it loads meanwhile.
#[cfg(not(feature = "modes"))]
#[hook]
fn use_embed_dialog(link: &UrlState) -> (Callback<MouseEvent>, Html, &'static str) {
    let loading = use_state(|| false);
    let open = {
        let (link, loading) = (link.clone(), loading.setter());
        Callback::from(move |_: MouseEvent| {
            loading.set(true);
            crate::full_app::press(&link, EMBED_ID);
        })
    };
    let said = if *loading {
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
fn use_embed_dialog(link: &UrlState) -> (Callback<MouseEvent>, Html, &'static str) {
    let dialog = use_node_ref();
    // The state the dialog embeds: the page's state when the dialog opened
    // (the snippet is "the board as it is now"; playback may go on behind
    // it). Between openings the dialog is not redrawn on every frame step.
    let embedded = use_state(|| link.clone());
    let open = {
        let (dialog, embedded, link) = (dialog.clone(), embedded.setter(), link.clone());
        Callback::from(move |_: MouseEvent| {
            embedded.set(link.clone());
            if let Some(d) = dialog.cast::<web_sys::HtmlDialogElement>() {
                let _ = d.show_modal();
            }
        })
    };
    let html = html! { <EmbedDialog node={dialog} link={(*embedded).clone()} /> };
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
}

#[cfg(feature = "modes")]
/// Widths offered for the iframe, px.
pub const WIDTHS: [u32; 4] = [320, 480, 640, 800];

#[cfg(feature = "modes")]
/// The iframe height for a width: the square board plus its coordinate
/// labels and the control bar.
#[must_use]
pub fn embed_height(width: u32, controls: Controls) -> u32 {
    let bar = match controls {
        Controls::Full => 52,
        Controls::Minimal => 40,
        Controls::None => 0,
    };
    width + bar
}

#[cfg(feature = "modes")]
/// The `<iframe>` HTML for `link` at `width` px.
#[must_use]
pub fn snippet(base: &str, link: &UrlState, width: u32) -> String {
    let src = (base.to_string() + &to_query(link)).replace('&', "&amp;");
    let h = embed_height(width, link.view.controls);
    format!(
        "<iframe src=\"{src}\" width=\"{width}\" height=\"{h}\" title=\"fillscope: {}\" \
         style=\"border:0\" loading=\"lazy\"></iframe>",
        link.setup.algorithm.menu_label()
    )
}

#[cfg(feature = "modes")]
/// The embed dialog: size and look choices, the snippet and a copy button.
#[component]
pub fn EmbedDialog(props: &EmbedDialogProps) -> Html {
    let width = use_state(|| 480u32);
    let view = use_state(|| ViewOptions {
        embed: true,
        ..ViewOptions::default()
    });
    let copied = use_state(|| None::<(String, bool)>);
    let area = use_node_ref();

    let mut link = props.link.clone();
    // The embed opens in the page's mode (a quiz embeds a quiz).
    link.view = ViewOptions {
        speed: props.link.view.speed,
        mode: props.link.view.mode,
        bg: Background::Theme,
        ..*view
    };
    let code = snippet(&base_url(), &link, *width);

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
        let width = width.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(w) = v.parse() {
                width.set(w);
            }
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
    let close = {
        let node = props.node.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(d) = node.cast::<web_sys::HtmlDialogElement>() {
                d.close();
            }
        })
    };
    // The Embed button gets the focus back when the dialog closes (button,
    // Escape).
    let onclose = Callback::from(|_: Event| {
        let opener = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(EMBED_ID))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(b) = opener {
            let _ = b.focus();
        }
    });
    // Clicks on the backdrop land on the dialog element itself: close.
    let onclick = {
        let node = props.node.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(d) = node.cast::<web_sys::HtmlDialogElement>() else {
                return;
            };
            let on_self = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|t| t == **d);
            if on_self {
                d.close();
            }
        })
    };
    let v = *view;
    let widths = WIDTHS.iter().map(|&w| {
        html! { <option value={w.to_string()} selected={w == *width}>{ format!("{w} px") }</option> }
    });
    let themes = Theme::ALL.iter().map(|&t| {
        html! { <option value={t.name()} selected={t == v.theme}>{ t.name() }</option> }
    });
    let bars = Controls::ALL.iter().map(|&c| {
        html! { <option value={c.name()} selected={c == v.controls}>{ c.name() }</option> }
    });
    html! {
        <dialog ref={props.node.clone()} class="embed-dialog" aria-labelledby="embed-title" {onclose} {onclick}>
            <div class="dialog-body">
                <h2 id="embed-title">{ "Embed this board" }</h2>
                <p>{ "Paste this HTML into a page to show the board and its playback as it is now." }</p>
                <div class="options">
                    <div class="field">
                        <label for="embed-width">{ "Width" }</label>
                        <select id="embed-width" onchange={on_width}>{ for widths }</select>
                    </div>
                    <div class="field">
                        <label for="embed-theme">{ "Embed theme" }</label>
                        <select id="embed-theme" onchange={pick(|v, s| {
                            v.theme = Theme::ALL.into_iter().find(|t| t.name() == s).unwrap_or_default();
                        })}>{ for themes }</select>
                    </div>
                    <div class="field">
                        <label for="embed-controls">{ "Controls" }</label>
                        <select id="embed-controls" onchange={pick(|v, s| {
                            v.controls = Controls::ALL.into_iter().find(|c| c.name() == s).unwrap_or_default();
                        })}>{ for bars }</select>
                    </div>
                    <label class="check"><input type="checkbox" checked={v.autoplay}
                        onchange={pick(|v, s| v.autoplay = !s.is_empty())} />{ " Autoplay" }</label>
                    <label class="check"><input type="checkbox" checked={v.r#loop}
                        onchange={pick(|v, s| v.r#loop = !s.is_empty())} />{ " Loop" }</label>
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
