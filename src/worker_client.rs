//! The page's side of the background worker (`crates/worker`).
//!
//! Nothing of the worker is loaded until the first request: then the client
//! starts it (a dedicated worker running `loader.js`, whose hashed address
//! the build writes into `<meta name="fillscope-worker">`), queues requests
//! until its `ready` event, and matches answers to requests by id. Every
//! request ends, with an answer or an error message, never by waiting for
//! ever:
//!
//! - each request has its own timeout; when it passes, the worker is taken
//!   to be stuck and is stopped;
//! - a worker that fails to load (an `error` event, or the loader's error
//!   message), crashes (an `error` event after `ready`), speaks another
//!   protocol version, or posts something unreadable is stopped, and every
//!   request it had is rejected with a message saying so.
//!
//! A stopped worker is started afresh by the next request. The messages
//! themselves are `fillscope_protocol`'s.

use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::rc::{Rc, Weak};
use std::task::{Context, Poll, Waker};

use fillscope_protocol::{Body, Envelope, Event, Message, Reply, Request, PROTOCOL};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;

/// Where the worker's loader is when index.html does not say (a build
/// without the post-build hook, which hashes the name).
const DEFAULT_LOADER: &str = "fillscope-worker-loader.js";

/// A successful answer: the reply and the bytes that came with it.
pub struct Answer {
    /// The reply.
    pub reply: Reply,
    /// The file's bytes, for [`Reply::File`].
    pub bytes: Option<Vec<u8>>,
}

/// What a request ends with: its answer or a message for the user.
pub type Outcome = Result<Answer, String>;

/// A handle on the page's one background worker; clones share it.
#[derive(Clone)]
pub struct WorkerClient(Rc<RefCell<Inner>>);

impl PartialEq for WorkerClient {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Default)]
struct Inner {
    /// The running worker, if any.
    live: Option<Live>,
    /// The last id handed out.
    last_id: u64,
    /// Requests waiting for an answer, with their ids (a handful at most).
    pending: Vec<(u64, Pending)>,
}

struct Live {
    worker: web_sys::Worker,
    /// Whether its `ready` event has come.
    ready: bool,
    /// Requests (id, JSON text) held back until `ready`.
    queue: Vec<(u64, String)>,
    _listeners: [EventListener; 3],
}

struct Pending {
    slot: Rc<RefCell<Slot>>,
    /// Called when the request is handed to a ready worker.
    on_sent: Option<Box<dyn FnOnce()>>,
    /// How long it may take, for the timeout's message.
    timeout_ms: u32,
    _timer: Timeout,
}

#[derive(Default)]
struct Slot {
    outcome: Option<Outcome>,
    waker: Option<Waker>,
}

/// The future [`WorkerClient::request`] returns.
pub struct Answered(Rc<RefCell<Slot>>);

impl Future for Answered {
    type Output = Outcome;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Outcome> {
        let mut slot = self.0.borrow_mut();
        match slot.outcome.take() {
            Some(outcome) => Poll::Ready(outcome),
            None => {
                slot.waker = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }
}

thread_local! {
    /// The page has one worker, started on first use and shared by every
    /// feature that needs it.
    static CLIENT: WorkerClient = WorkerClient(Rc::default());
}

/// The page's worker client.
pub fn client() -> WorkerClient {
    CLIENT.with(WorkerClient::clone)
}

/// The loader's address, from index.html.
fn loader_url() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(r#"meta[name="fillscope-worker"]"#)
                .ok()
                .flatten()
        })
        .and_then(|m| m.get_attribute("content"))
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| DEFAULT_LOADER.to_string())
}

/// Hands things to drop to a later task: a listener must not be dropped
/// while it runs.
fn drop_later<T: 'static>(value: T) {
    wasm_bindgen_futures::spawn_local(async move { drop(value) });
}

/// What a message from the worker carries: its JSON text and, in the
/// `[text, bytes]` form, the bytes.
fn unpack(data: &wasm_bindgen::JsValue) -> Option<(String, Option<Vec<u8>>)> {
    if let Some(text) = data.as_string() {
        return Some((text, None));
    }
    let array = data.dyn_ref::<js_sys::Array>()?;
    let text = array.get(0).as_string()?;
    let bytes = array.get(1).dyn_into::<js_sys::Uint8Array>().ok()?.to_vec();
    Some((text, Some(bytes)))
}

/// Reads a message of the worker: the browser parses the JSON, and
/// [`from_js`] reads the result into the protocol's types.
fn decode(text: &str) -> Result<Message, String> {
    let value = js_sys::JSON::parse(text).map_err(|_| "it is not JSON".to_string())?;
    from_js::message(&value)
}

impl WorkerClient {
    /// Whether the worker is loaded and has said it is ready.
    pub fn is_ready(&self) -> bool {
        self.0.borrow().live.as_ref().is_some_and(|l| l.ready)
    }

    /// Sends `request`, starting the worker if need be, and resolves to its
    /// answer, or to a message after `timeout_ms` (load time included).
    /// `on_sent` runs when the request is handed to a ready worker, so
    /// that a caller can tell "loading" from "working".
    pub fn request(
        &self,
        request: Request,
        timeout_ms: u32,
        on_sent: impl FnOnce() + 'static,
    ) -> Answered {
        let slot = Rc::new(RefCell::new(Slot::default()));
        let id = {
            let mut inner = self.0.borrow_mut();
            inner.last_id += 1;
            inner.last_id
        };
        let weak = Rc::downgrade(&self.0);
        let timer = Timeout::new(timeout_ms, move || {
            if let Some(inner) = weak.upgrade() {
                WorkerClient(inner).time_out(id);
            }
        });
        let text = Envelope { id, request }.to_json();
        self.0.borrow_mut().pending.push((
            id,
            Pending {
                slot: slot.clone(),
                on_sent: Some(Box::new(on_sent)),
                timeout_ms,
                _timer: timer,
            },
        ));
        if let Err(message) = self.start() {
            self.fail_all(&message);
        } else {
            self.send(id, text);
        }
        Answered(slot)
    }

    /// Stops the worker mid-work (terminating it: nothing else stops a run
    /// of the user's code) and fails every pending request with `message`.
    /// The next request starts a fresh worker.
    #[cfg(feature = "modes")]
    pub fn stop(&self, message: &str) {
        self.fail_all(message);
    }

    /// Starts the worker unless it runs.
    fn start(&self) -> Result<(), String> {
        if self.0.borrow().live.is_some() {
            return Ok(());
        }
        let url = loader_url();
        let worker = web_sys::Worker::new(&url).map_err(|e| {
            let why = e
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .unwrap_or_default();
            format!("The background worker could not be started. {why}")
        })?;
        let target: &web_sys::EventTarget = worker.as_ref();
        let weak = Rc::downgrade(&self.0);
        let on = |weak: &Weak<RefCell<Inner>>| {
            let weak = weak.clone();
            move || weak.upgrade().map(WorkerClient)
        };
        let client = on(&weak);
        let message = EventListener::new(target, "message", move |event| {
            if let (Some(client), Some(event)) =
                (client(), event.dyn_ref::<web_sys::MessageEvent>())
            {
                client.on_message(&event.data());
            }
        });
        let client = on(&weak);
        let error = EventListener::new(target, "error", move |event| {
            // The page shows its own message; the browser need not report it.
            event.prevent_default();
            if let Some(client) = client() {
                let detail = event
                    .dyn_ref::<web_sys::ErrorEvent>()
                    .map(|e| e.message())
                    .filter(|m| !m.is_empty());
                client.on_error(detail);
            }
        });
        let client = on(&weak);
        let message_error = EventListener::new(target, "messageerror", move |_| {
            if let Some(client) = client() {
                client.fail_all("The page could not read a message from the background worker.");
            }
        });
        self.0.borrow_mut().live = Some(Live {
            worker,
            ready: false,
            queue: Vec::new(),
            _listeners: [message, error, message_error],
        });
        Ok(())
    }

    /// Posts request `id` now if the worker is ready, else queues it.
    fn send(&self, id: u64, text: String) {
        let mut inner = self.0.borrow_mut();
        let Some(live) = inner.live.as_mut() else {
            return;
        };
        if !live.ready {
            live.queue.push((id, text));
            return;
        }
        let posted = live.worker.post_message(&text.into());
        let on_sent = inner
            .pending
            .iter_mut()
            .find(|(i, _)| *i == id)
            .and_then(|(_, p)| p.on_sent.take());
        drop(inner);
        match posted {
            Ok(()) => {
                if let Some(f) = on_sent {
                    f();
                }
            }
            Err(_) => self.fail_all("The page could not send a request to the background worker."),
        }
    }

    fn on_message(&self, data: &wasm_bindgen::JsValue) {
        let Some((text, bytes)) = unpack(data) else {
            self.fail_all("The background worker sent a message the page could not read.");
            return;
        };
        let message = match decode(&text) {
            Ok(m) => m,
            Err(e) => {
                self.fail_all(&format!(
                    "The background worker sent a message the page could not read ({e})."
                ));
                return;
            }
        };
        match (message.id, message.body) {
            (None, Body::Event(Event::Ready { protocol, version })) => {
                if protocol != PROTOCOL {
                    self.fail_all(&format!(
                        "The background worker is from another version of fillscope ({version}, \
                         protocol {protocol}; this page speaks protocol {PROTOCOL}). Reload the page."
                    ));
                    return;
                }
                let queue = {
                    let mut inner = self.0.borrow_mut();
                    let Some(live) = inner.live.as_mut() else {
                        return;
                    };
                    live.ready = true;
                    std::mem::take(&mut live.queue)
                };
                for (id, text) in queue {
                    self.send(id, text);
                }
            }
            (None, Body::Error(failure)) => self.fail_all(&failure.message),
            (Some(id), Body::Reply(reply)) => self.settle(id, Ok(Answer { reply, bytes })),
            (Some(id), Body::Error(failure)) => self.settle(id, Err(failure.message)),
            // Nothing this page asked for: a newer worker's news, say.
            (_, _) => {}
        }
    }

    fn on_error(&self, detail: Option<String>) {
        let ready = self.is_ready();
        let detail = detail.map(|d| format!(" ({d})")).unwrap_or_default();
        self.fail_all(&if ready {
            format!("The background worker stopped with an error{detail}.")
        } else {
            format!("The background worker could not be loaded{detail}.")
        });
    }

    fn time_out(&self, id: u64) {
        let Some(ms) = (self.0.borrow().pending.iter())
            .find(|(i, _)| *i == id)
            .map(|(_, p)| p.timeout_ms)
        else {
            return;
        };
        let what = if self.is_ready() {
            "did not answer"
        } else {
            "did not load"
        };
        // A worker that does not answer may be stuck: it is stopped, and
        // everything else it had pending with it.
        self.fail_all(&format!(
            "The background worker {what} within {} s, so it was stopped; try again.",
            ms.div_ceil(1000)
        ));
    }

    /// Ends request `id` with `outcome`.
    fn settle(&self, id: u64, outcome: Outcome) {
        let pending = {
            let mut inner = self.0.borrow_mut();
            let at = inner.pending.iter().position(|(i, _)| *i == id);
            at.map(|at| inner.pending.remove(at).1)
        };
        if let Some(pending) = pending {
            finish(pending, outcome);
        }
    }

    /// Stops (terminates) the worker and rejects every pending request
    /// with `message`. The next request starts a new worker.
    fn fail_all(&self, message: &str) {
        let (live, pending) = {
            let mut inner = self.0.borrow_mut();
            (inner.live.take(), std::mem::take(&mut inner.pending))
        };
        if let Some(live) = live {
            live.worker.terminate();
            drop_later(live);
        }
        for (_, pending) in pending {
            finish(pending, Err(message.to_string()));
        }
    }
}

/// Hands `outcome` to the request's future and wakes it.
fn finish(pending: Pending, outcome: Outcome) {
    let waker = {
        let mut slot = pending.slot.borrow_mut();
        slot.outcome = Some(outcome);
        slot.waker.take()
    };
    // The timer may be the one running now: drop it later.
    drop_later(pending);
    if let Some(waker) = waker {
        waker.wake();
    }
}

/// Reads what `JSON.parse` makes of a worker message into the protocol's
/// types, field by field. The page does not link a serde deserializer for
/// these few short messages: serde_json's brings its number parser and
/// error texts (about 20 KB gzipped), and even a serde deserializer over
/// parsed values costs several times this reader, as serde instantiates
/// its visitors for every type. `crates/protocol` defines the shapes; the
/// worker writes them with serde, and the browser tests read every kind
/// of reply through here (exports and failures; lessons and code in the
/// full app).
mod from_js {
    use fillscope_protocol::{Body, Event, Failure, Message, Reply};
    #[cfg(feature = "modes")]
    use fillscope_protocol::{Lesson, LessonNote, LessonStep};
    #[cfg(feature = "modes")]
    use wasm_bindgen::JsCast;
    use wasm_bindgen::JsValue;

    /// Why a message could not be read.
    type Result<T> = std::result::Result<T, String>;

    /// Below 2^53 a double holds every whole number exactly.
    const EXACT: f64 = 9_007_199_254_740_992.0;

    fn get(o: &JsValue, key: &str) -> JsValue {
        js_sys::Reflect::get(o, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    fn given(v: &JsValue) -> bool {
        !(v.is_undefined() || v.is_null())
    }

    fn text(o: &JsValue, key: &str) -> Result<String> {
        get(o, key)
            .as_string()
            .ok_or_else(|| format!("{key} is not text"))
    }

    fn number(v: &JsValue, key: &str) -> Result<u64> {
        match v.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..EXACT).contains(&n) => Ok(n as u64),
            _ => Err(format!("{key} is not a whole number")),
        }
    }

    fn optional(o: &JsValue, key: &str) -> Result<Option<u64>> {
        let v = get(o, key);
        if given(&v) {
            number(&v, key).map(Some)
        } else {
            Ok(None)
        }
    }

    fn index(o: &JsValue, key: &str) -> Result<Option<usize>> {
        optional(o, key)?
            .map(|n| usize::try_from(n).map_err(|_| format!("{key} is too large")))
            .transpose()
    }

    #[cfg(feature = "modes")]
    fn list<T>(o: &JsValue, key: &str, item: fn(&JsValue) -> Result<T>) -> Result<Vec<T>> {
        let v = get(o, key);
        let array = v
            .dyn_ref::<js_sys::Array>()
            .ok_or_else(|| format!("{key} is not a list"))?;
        array.iter().map(|x| item(&x)).collect()
    }

    #[cfg(feature = "modes")]
    fn step(o: &JsValue) -> Result<LessonStep> {
        Ok(LessonStep {
            text: text(o, "text")?,
            link: text(o, "link")?,
            from: index(o, "from")?.unwrap_or(0),
            to: index(o, "to")?,
        })
    }

    #[cfg(feature = "modes")]
    fn lesson(o: &JsValue) -> Result<Lesson> {
        let id = get(o, "id");
        Ok(Lesson {
            id: if given(&id) {
                Some(text(o, "id")?)
            } else {
                None
            },
            title: text(o, "title")?,
            steps: list(o, "steps", step)?,
        })
    }

    /// A note of the lesson reader, with its step; an older worker's bare
    /// text is a note of no one step.
    #[cfg(feature = "modes")]
    fn note(v: &JsValue) -> Result<LessonNote> {
        Ok(match v.as_string() {
            Some(text) => LessonNote { step: None, text },
            None => LessonNote {
                step: index(v, "step")?,
                text: text(v, "text")?,
            },
        })
    }

    /// The playground's replies (the full app's Code tab only).
    #[cfg(feature = "modes")]
    mod code {
        use super::{get, given, list, number, optional, text, Result};
        use fillscope_protocol::{
            CodeError, CodeFrame, CodeFunction, CodeNarrow, CodeParam, CodePreset, CodeRun,
            CodeStop, CodeVar, CodeWarning,
        };
        use wasm_bindgen::{JsCast, JsValue};

        fn line(o: &JsValue, key: &str) -> Result<u32> {
            u32::try_from(number(&get(o, key), key)?).map_err(|_| format!("{key} is too large"))
        }

        fn maybe_text(o: &JsValue, key: &str) -> Result<Option<String>> {
            let v = get(o, key);
            if given(&v) {
                text(o, key).map(Some)
            } else {
                Ok(None)
            }
        }

        fn param(o: &JsValue) -> Result<CodeParam> {
            Ok(CodeParam {
                name: text(o, "name")?,
                ty: text(o, "ty")?,
                bind: text(o, "bind")?,
            })
        }

        fn function(o: &JsValue) -> Result<CodeFunction> {
            Ok(CodeFunction {
                name: text(o, "name")?,
                line: line(o, "line")?,
                params: list(o, "params", param)?,
            })
        }

        fn var(o: &JsValue) -> Result<CodeVar> {
            let elems = get(o, "elems");
            let elems = if given(&elems) {
                let array = elems
                    .dyn_ref::<js_sys::Array>()
                    .ok_or("elems is not a list")?;
                Some(array.iter().map(|x| x.as_string()).collect())
            } else {
                None
            };
            Ok(CodeVar {
                name: text(o, "name")?,
                ty: text(o, "ty")?,
                value: maybe_text(o, "value")?,
                elems,
                // Left out when none, and by an older worker.
                zeros: optional(o, "zeros")?.map_or(Ok(0), |n| {
                    u32::try_from(n).map_err(|_| "zeros is too large")
                })?,
                changed: get(o, "changed").as_bool().unwrap_or(false),
                global: get(o, "global").as_bool().unwrap_or(false),
            })
        }

        fn frame(o: &JsValue) -> Result<CodeFrame> {
            Ok(CodeFrame {
                step: number(&get(o, "step"), "step")?,
                line: line(o, "line")?,
                depth: line(o, "depth")?,
                function: text(o, "function")?,
                vars: list(o, "vars", var)?,
                warnings: list(o, "warnings", |x| {
                    number(x, "a warning index").map(|n| n as usize)
                })?,
            })
        }

        fn warning(o: &JsValue) -> Result<CodeWarning> {
            Ok(CodeWarning {
                kind: text(o, "kind")?,
                line: line(o, "line")?,
                step: number(&get(o, "step"), "step")?,
                squares: text(o, "squares")?,
                message: text(o, "message")?,
            })
        }

        fn narrow(o: &JsValue) -> Result<CodeNarrow> {
            Ok(CodeNarrow {
                params: list(o, "params", |x| {
                    x.as_string()
                        .ok_or_else(|| "a parameter is not text".into())
                })?,
                lost: text(o, "lost")?,
                message: text(o, "message")?,
            })
        }

        pub fn run(o: &JsValue) -> Result<CodeRun> {
            let error = get(o, "error");
            let stop = get(o, "stop");
            let narrowed = get(o, "narrow");
            Ok(CodeRun {
                error: if given(&error) {
                    Some(CodeError {
                        line: line(&error, "line")?,
                        column: line(&error, "column")?,
                        message: text(&error, "message")?,
                    })
                } else {
                    None
                },
                functions: list(o, "functions", function)?,
                entry: text(o, "entry")?,
                steps: number(&get(o, "steps"), "steps")?,
                ret: maybe_text(o, "ret")?,
                stop: if given(&stop) {
                    Some(CodeStop {
                        reason: text(&stop, "reason")?,
                        line: line(&stop, "line")?,
                        message: text(&stop, "message")?,
                    })
                } else {
                    None
                },
                warnings: list(o, "warnings", warning)?,
                frames: list(o, "frames", frame)?,
                frames_dropped: optional(o, "frames_dropped")?.unwrap_or(0),
                narrow: if given(&narrowed) {
                    Some(Box::new(narrow(&narrowed)?))
                } else {
                    None
                },
            })
        }

        pub fn preset(o: &JsValue) -> Result<CodePreset> {
            Ok(CodePreset {
                id: text(o, "id")?,
                title: text(o, "title")?,
                source: text(o, "source")?,
                nine: maybe_text(o, "nine")?,
            })
        }
    }

    fn protocol(o: &JsValue) -> Result<(u32, String)> {
        let p = number(&get(o, "protocol"), "protocol")?;
        Ok((
            u32::try_from(p).map_err(|_| "protocol is too large")?,
            text(o, "version")?,
        ))
    }

    fn reply(o: &JsValue) -> Result<Reply> {
        Ok(match text(o, "kind")?.as_str() {
            "pong" => {
                let (protocol, version) = protocol(o)?;
                Reply::Pong { protocol, version }
            }
            "file" => Reply::File {
                mime: text(o, "mime")?,
                size: index(o, "size")?.ok_or("size is missing")?,
            },
            // Lessons and code are the full app's (its Lesson and Code tabs).
            #[cfg(feature = "modes")]
            "lessons" => Reply::Lessons {
                lessons: list(o, "lessons", lesson)?,
            },
            #[cfg(feature = "modes")]
            "lesson" => Reply::Lesson {
                lesson: lesson(&get(o, "lesson"))?,
                // Left out when there is nothing to say.
                notes: if given(&get(o, "notes")) {
                    list(o, "notes", note)?
                } else {
                    Vec::new()
                },
            },
            #[cfg(feature = "modes")]
            "code" => Reply::Code(code::run(o)?),
            #[cfg(feature = "modes")]
            "code_presets" => Reply::CodePresets {
                presets: list(o, "presets", code::preset)?,
            },
            other => return Err(format!("a reply of kind {other}")),
        })
    }

    fn event(o: &JsValue) -> Result<Event> {
        match text(o, "kind")?.as_str() {
            "ready" => {
                let (protocol, version) = protocol(o)?;
                Ok(Event::Ready { protocol, version })
            }
            other => Err(format!("an event of kind {other}")),
        }
    }

    /// A message: an optional id and exactly one of reply, error and event.
    pub fn message(v: &JsValue) -> Result<Message> {
        if !v.is_object() {
            return Err("it is not an object".into());
        }
        let parts = [get(v, "reply"), get(v, "error"), get(v, "event")];
        let body = match parts.iter().map(given).collect::<Vec<_>>()[..] {
            [true, false, false] => Body::Reply(reply(&parts[0])?),
            [false, true, false] => Body::Error(Failure {
                message: text(&parts[1], "message")?,
            }),
            [false, false, true] => Body::Event(event(&parts[2])?),
            _ => return Err("it has not exactly one of reply, error and event".into()),
        };
        Ok(Message {
            id: optional(v, "id")?,
            body,
        })
    }
}
