//! Compiles `csrc/asp.c` with the C compiler at `-O2` (whatever the cargo
//! profile's opt-level), for the host only: a wasm32 build has no C
//! routines (the crate is empty there), so the workspace's wasm32 checks
//! need no C toolchain for wasm.

fn main() {
    println!("cargo:rerun-if-changed=csrc/asp.c");
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        return;
    }
    cc::Build::new()
        .file("csrc/asp.c")
        .opt_level(2)
        .warnings(true)
        .extra_warnings(true)
        .warnings_into_errors(true)
        .compile("fillscope_asp_c");
}
