//! The background worker's wasm entry point. `loader.js` (copied next to it
//! by Trunk) loads this module in a dedicated worker; `main` installs the
//! message handler and posts the `ready` event. Each message from the page
//! is a JSON request; [`fillscope_worker::handle`] makes the answer, posted
//! as a JSON text, or as `[text, bytes]` when a file comes with it.

fn main() {
    #[cfg(target_arch = "wasm32")]
    web::start();
}

#[cfg(target_arch = "wasm32")]
mod web {
    use fillscope_protocol::{Event, Message};
    use fillscope_worker::{handle, Outgoing};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// Posts one answer. A text goes as it is; bytes go as a transferred
    /// `Uint8Array` beside it.
    fn post(scope: &DedicatedWorkerGlobalScope, out: Outgoing) {
        let text = JsValue::from_str(&out.message.to_json());
        let sent = match out.bytes {
            None => scope.post_message(&text),
            Some(bytes) => {
                let array = js_sys::Uint8Array::from(bytes.as_slice());
                let transfer = js_sys::Array::of1(&array.buffer());
                scope.post_message_with_transfer(&js_sys::Array::of2(&text, &array), &transfer)
            }
        };
        if sent.is_err() {
            // Nothing else can reach the page; the page's timeout reports it.
            web_sys::console::warn_1(&"fillscope worker: could not post an answer".into());
        }
    }

    /// Installs the message handler and says `ready`.
    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let handler_scope = scope.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            // A non-text message cannot be a request: the protocol's
            // decoder turns the empty text into an error of the worker.
            let text = event.data().as_string().unwrap_or_default();
            post(&handler_scope, handle(&text));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(
            &scope,
            Outgoing {
                message: Message::event(Event::ready()),
                bytes: None,
            },
        );
    }
}
