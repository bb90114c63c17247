//! fillscope's full web app: the Play tab and every mode (Compare, Quiz,
//! Log, Lesson). Built with feature `modes`; the page loads it the first
//! time a mode is opened (`src/full_app.rs`). The same modules as
//! `main.rs`, with the mode views compiled in.

#[cfg(target_arch = "wasm32")]
#[path = "app.rs"]
mod app;
#[cfg(target_arch = "wasm32")]
#[path = "clipboard.rs"]
mod clipboard;
#[cfg(target_arch = "wasm32")]
#[path = "components/mod.rs"]
mod components;
#[cfg(target_arch = "wasm32")]
#[path = "hooks/mod.rs"]
mod hooks;
#[cfg(target_arch = "wasm32")]
#[path = "worker_client.rs"]
mod worker_client;

fn main() {
    #[cfg(target_arch = "wasm32")]
    app::start();
}
