//! The "Export" group: the frame or the whole trace as a text diagram
//! (shown in a read-only text area with a copy button), the frame as SVG
//! and PNG, the trace as an animated GIF and a filmstrip PNG. Downloads go
//! through a Blob, an object URL and a temporary `<a download>`.
//!
//! Text and SVG are made here, on the page. PNG, filmstrip and GIF are made
//! by the background worker (`crates/worker`), loaded on the first of them:
//! while it loads or works the button says so, and when it fails the panel
//! says why (`role="alert"`) while everything else keeps working.

use std::rc::Rc;

use fillscope::export::{self, SvgStyle};
use fillscope::model::Setup;
use fillscope::url_state::{to_query, UrlState, ViewOptions};
use fillscope_core::Trace;
use fillscope_protocol::{Export, Format, Reply, Request};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::clipboard::{copy, select_for_copy};
use crate::worker_client::{self, Answer};

/// How long a picture may take, the worker's loading included.
const EXPORT_TIMEOUT_MS: u32 = 30_000;

/// Export panel properties.
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// The board and algorithm.
    pub setup: Setup,
    /// Its trace.
    pub trace: Rc<Trace>,
    /// The frame on show, 0-based.
    pub frame: usize,
}

/// Offers `bytes` as a file download named `name`. Returns a message when
/// the browser refuses.
pub fn download(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    let fail = |what: &str| format!("The download of {name} failed: {what}.");
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| fail("no document"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &opts)
        .map_err(|_| fail("could not make a Blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| fail("could not make an object URL"))?;
    let a = doc
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or_else(|| fail("could not make a link"))?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The click has started the download; the URL is no longer needed.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Which text diagram is open.
#[derive(Copy, Clone, PartialEq)]
enum Text {
    Frame,
    Trace,
}

/// The files the panel offers.
#[derive(Copy, Clone, PartialEq)]
enum File {
    Svg,
    Png,
    Gif,
    Strip,
}

impl File {
    /// The worker's format for a raster file; `None` for SVG, made here.
    fn raster(self) -> Option<Format> {
        match self {
            File::Svg => None,
            File::Png => Some(Format::Png),
            File::Gif => Some(Format::Gif),
            File::Strip => Some(Format::Filmstrip),
        }
    }

    /// The file's short name, the button's label, and what the button
    /// says while the file is made.
    fn words(self) -> (&'static str, &'static str, &'static str) {
        match self {
            File::Svg => ("SVG", "Download SVG", "Making the SVG…"),
            File::Png => ("PNG", "Download PNG", "Making the PNG…"),
            File::Gif => ("GIF", "Download GIF", "Making the GIF…"),
            File::Strip => ("filmstrip", "Download filmstrip", "Making the filmstrip…"),
        }
    }
}

/// A raster file under way in the worker.
#[derive(Copy, Clone, PartialEq)]
enum Busy {
    /// The worker is being loaded (its first use, or after a failure).
    Loading(File),
    /// The worker has the request.
    Making(File),
}

/// The file of a worker's answer, checked against what was asked.
fn answer_bytes(answer: Answer, format: Format) -> Result<Vec<u8>, String> {
    match (answer.reply, answer.bytes) {
        (Reply::File { mime, size }, Some(bytes))
            if mime == format.mime() && size == bytes.len() =>
        {
            Ok(bytes)
        }
        _ => Err("The background worker's answer was not the file asked for.".to_string()),
    }
}

/// The export group.
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let open = use_state(|| None::<Text>);
    // Status of the last copy or download, for sighted and screen-reader users.
    let status = use_state(String::new);
    // The open text area, selected for copying by hand when the clipboard fails.
    let area = use_node_ref();
    // Why the last raster export failed (shown as an alert), or empty.
    let error = use_state(String::new);
    // The raster file the worker is making, if any (one at a time).
    let busy = use_state(|| None::<Busy>);

    let alg = props.setup.algorithm.id();
    let n = props.frame + 1;
    let frame = props.trace.frames.get(props.frame);

    let text = match (*open, frame) {
        (Some(Text::Frame), Some(f)) => Some((format!("Frame {n} as text"), export::frame_text(f))),
        (Some(Text::Trace), _) => Some((
            "Trace as text".to_string(),
            export::trace_text(&props.trace),
        )),
        _ => None,
    };

    let show = |which: Text| {
        let (open, status) = (open.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            status.set(String::new());
            open.set((*open != Some(which)).then_some(which));
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(None))
    };

    // The download buttons: one callback that makes the file on demand.
    let on_file = {
        let (setup, trace) = (props.setup.clone(), props.trace.clone());
        let (status, error, busy) = (status.clone(), error.clone(), busy.clone());
        let at = props.frame;
        Callback::from(move |kind: File| {
            let name = match kind {
                File::Svg | File::Png => format!(
                    "fillscope-{alg}-frame{n}.{}",
                    if kind == File::Svg { "svg" } else { "png" }
                ),
                File::Gif => format!("fillscope-{alg}-trace.gif"),
                File::Strip => format!("fillscope-{alg}-filmstrip.png"),
            };
            let Some(format) = kind.raster() else {
                // SVG: made here, whatever the worker's state.
                let Some(f) = trace.frames.get(at) else {
                    return;
                };
                let svg = export::frame_svg(&export::scene(&setup, f), &SvgStyle::default());
                status.set(match download(&name, "image/svg+xml", svg.as_bytes()) {
                    Ok(()) => format!("Downloaded {name} ({} bytes).", svg.len()),
                    Err(e) => e,
                });
                return;
            };
            if busy.is_some() {
                return;
            }
            // The worker runs the fill itself from the link's state.
            let state = to_query(&UrlState {
                setup: setup.clone(),
                frame: at,
                view: ViewOptions::default(),
                ..UrlState::default()
            });
            let request = Request::Export(Export { format, state });
            let client = worker_client::client();
            busy.set(Some(if client.is_ready() {
                Busy::Making(kind)
            } else {
                Busy::Loading(kind)
            }));
            status.set(String::new());
            error.set(String::new());
            let answered = client.request(request, EXPORT_TIMEOUT_MS, {
                let busy = busy.clone();
                move || busy.set(Some(Busy::Making(kind)))
            });
            let (status, error, busy) = (status.clone(), error.clone(), busy.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let made = answered
                    .await
                    .and_then(|answer| answer_bytes(answer, format));
                busy.set(None);
                match made
                    .and_then(|bytes| download(&name, format.mime(), &bytes).map(|()| bytes.len()))
                {
                    Ok(size) => status.set(format!("Downloaded {name} ({size} bytes).")),
                    Err(why) => error.set(format!(
                        "The {} export failed. {why} SVG and text exports still work.",
                        kind.words().0
                    )),
                }
            });
        })
    };
    let file = |kind: File| {
        let (_, label, making) = kind.words();
        let (text, loading) = match *busy {
            Some(Busy::Loading(k)) if k == kind => ("Loading the encoder…", true),
            Some(Busy::Making(k)) if k == kind => (making, true),
            _ => (label, false),
        };
        // While one raster file is made, the other raster buttons wait
        // (aria-disabled keeps them focusable); SVG never waits.
        let waiting = busy.is_some() && kind.raster().is_some();
        html! {
            <button type="button" aria-disabled={waiting.then_some("true")} aria-busy={loading.then_some("true")}
                onclick={on_file.reform(move |_| kind)}>{ text }</button>
        }
    };
    let has_frame = frame.is_some();

    let on_copy = {
        let (status, body, area) = (
            status.clone(),
            text.as_ref().map(|t| t.1.clone()),
            area.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let Some(body) = body.clone() else {
                return;
            };
            let (status, area) = (status.clone(), area.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ok = copy(&body).await;
                if !ok {
                    // The text is on show: select it for copying by hand.
                    if let Some(el) = area.cast::<web_sys::Element>() {
                        select_for_copy(&el);
                    }
                }
                status.set(
                    if ok {
                        "Copied to the clipboard."
                    } else {
                        "The clipboard is not available: the text is selected, copy it with Ctrl+C."
                    }
                    .to_string(),
                );
            });
        })
    };

    html! {
        <section class="panel export" aria-labelledby="export-title" id="export">
            <h2 id="export-title">{ "Export" }</h2>
            <div class="export-buttons" role="group" aria-label="Export">
                <button type="button" aria-pressed={(*open == Some(Text::Frame)).to_string()}
                    disabled={!has_frame} onclick={show(Text::Frame)}>{ "Frame as text" }</button>
                <button type="button" aria-pressed={(*open == Some(Text::Trace)).to_string()}
                    onclick={show(Text::Trace)}>{ "Trace as text" }</button>
                if has_frame {
                    { file(File::Svg) }
                    { file(File::Png) }
                }
                { file(File::Gif) }
                { file(File::Strip) }
            </div>
            if !error.is_empty() {
                <p class="export-error" role="alert" id="export-error">{ (*error).clone() }</p>
            }
            if let Some((title, body)) = text {
                <div class="export-text">
                    <label for="export-textarea">{ title }</label>
                    <textarea ref={area} id="export-textarea" readonly=true spellcheck="false" rows="16"
                        value={body} />
                    <div class="export-text-buttons">
                        <button type="button" onclick={on_copy}>{ "Copy text" }</button>
                        <button type="button" onclick={close}>{ "Close text" }</button>
                    </div>
                </div>
            }
            <p class="export-status" role="status" id="export-status">{ (*status).clone() }</p>
        </section>
    }
}
