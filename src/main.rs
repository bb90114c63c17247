//! fillscope web app, as the page first loads it: the Play tab and the
//! Mode tab list (wasm32 only; on other targets this binary does nothing).
//! Opening another mode swaps it for the full app (`src/full.rs`,
//! `src/full_app.rs`).

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod clipboard;
#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(all(target_arch = "wasm32", not(feature = "modes")))]
mod full_app;
#[cfg(target_arch = "wasm32")]
mod hooks;
// The worker's client serves the exports and modes, which the full app carries.
#[cfg(all(target_arch = "wasm32", feature = "modes"))]
mod worker_client;

fn main() {
    #[cfg(target_arch = "wasm32")]
    app::start();
}
