//! The "Export" group: the frame or the whole trace as a text diagram
//! (shown in a read-only text area with a copy button), the frame as SVG
//! and PNG, the trace as an animated GIF and a filmstrip PNG. Downloads go
//! through a Blob, an object URL and a temporary `<a download>`.

use std::rc::Rc;

use fillscope::export::{self, RasterStyle, SvgStyle};
use fillscope::model::Setup;
use fillscope_core::Trace;
use wasm_bindgen::JsCast;
use yew::prelude::*;

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
fn download(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
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

/// The export group.
#[component]
pub fn ExportPanel(props: &ExportProps) -> Html {
    let open = use_state(|| None::<Text>);
    // Status of the last copy or download, for sighted and screen-reader users.
    let status = use_state(String::new);

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
        let (setup, trace, status) = (props.setup.clone(), props.trace.clone(), status.clone());
        let at = props.frame;
        Callback::from(move |kind: File| {
            let style = RasterStyle::default();
            let scenes = export::trace_scene(&setup, &trace);
            let made = match (kind, trace.frames.get(at)) {
                (File::Svg, Some(f)) => Ok((
                    format!("fillscope-{alg}-frame{n}.svg"),
                    "image/svg+xml",
                    export::frame_svg(&export::scene(&setup, f), &SvgStyle::default()).into_bytes(),
                )),
                (File::Png, Some(f)) => export::frame_png(&export::scene(&setup, f), &style)
                    .map(|b| (format!("fillscope-{alg}-frame{n}.png"), "image/png", b)),
                (File::Svg | File::Png, None) => return,
                (File::Gif, _) => export::trace_gif(&scenes, &style)
                    .map(|b| (format!("fillscope-{alg}-trace.gif"), "image/gif", b)),
                (File::Strip, _) => export::trace_filmstrip_png(&scenes, &style)
                    .map(|b| (format!("fillscope-{alg}-filmstrip.png"), "image/png", b)),
            };
            status.set(match made {
                Ok((name, mime, bytes)) => match download(&name, mime, &bytes) {
                    Ok(()) => format!("Downloaded {name} ({} bytes).", bytes.len()),
                    Err(e) => e,
                },
                Err(e) => format!("The export failed: {e}."),
            });
        })
    };
    let file = |label: &'static str, kind: File| {
        html! { <button type="button" onclick={on_file.reform(move |_| kind)}>{ label }</button> }
    };
    let has_frame = frame.is_some();

    let on_copy = {
        let (status, body) = (status.clone(), text.as_ref().map(|t| t.1.clone()));
        Callback::from(move |_: MouseEvent| {
            let (Some(w), Some(body)) = (web_sys::window(), body.clone()) else {
                return;
            };
            let promise = w.navigator().clipboard().write_text(&body);
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                status.set(
                    if ok {
                        "Copied to the clipboard."
                    } else {
                        "Copying failed: select the text and copy it by hand."
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
                    { file("Download SVG", File::Svg) }
                    { file("Download PNG", File::Png) }
                }
                { file("Download GIF", File::Gif) }
                { file("Download filmstrip", File::Strip) }
            </div>
            if let Some((title, body)) = text {
                <div class="export-text">
                    <label for="export-textarea">{ title }</label>
                    <textarea id="export-textarea" readonly=true spellcheck="false" rows="16"
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
