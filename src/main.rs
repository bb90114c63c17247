//! fillscope web app: the Yew front end of the fill core (wasm32 only;
//! on other targets this binary does nothing).

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod clipboard;
#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(target_arch = "wasm32")]
mod hooks;
#[cfg(target_arch = "wasm32")]
mod worker_client;

fn main() {
    #[cfg(target_arch = "wasm32")]
    app::start();
}
