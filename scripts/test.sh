#!/usr/bin/env bash
# Runs every check and test, in order, stopping at the first failure:
#   setup (installs what is missing) → rustfmt → clippy (host, wasm32) → rustdoc →
#   no_std core for wasm32 → cargo test → trunk build --release → browser tests.
# Ends with one summary line: "summary: N passed, N failed, N skipped".
#
# Extra arguments go to Playwright, e.g. `bash scripts/test.sh tests/e2e/smoke.spec.mjs`
# (every step still runs; for just the browser tests see README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

started=$SECONDS
logdir=target/test-logs
mkdir -p "$logdir"

# step NAME COMMAND...: runs COMMAND, prints how long it took, and on failure
# stops the whole script with a message naming the step.
step() {
    local name="$1"
    shift
    local t0=$SECONDS
    printf '\n==> %s\n    $ %s\n' "$name" "$*"
    local rc=0
    "$@" || rc=$?
    if [ "$rc" -ne 0 ]; then
        printf '\nFAILED: %s (exit %d): %s\n' "$name" "$rc" "$*" >&2
        printf 'Fix it and run `bash scripts/test.sh` again.\n' >&2
        exit "$rc"
    fi
    printf '<== %s: ok (%ds)\n' "$name" "$((SECONDS - t0))"
}

cargo_tests() {
    # Keep cargo's own output (and its "test result:" lines) on the terminal,
    # and a copy to count the results afterwards.
    cargo test --workspace --all-features 2>&1 | tee "$logdir/cargo-test.log"
}

e2e_tests() {
    rm -f tests/test-results/results.json
    playwright test "$@"
}

step "setup" bash scripts/setup.sh --browser
step "rustfmt" cargo fmt --all -- --check
# --all-features: the full app's mode views (feature `modes`) are linted too.
step "clippy (host, all targets)" cargo clippy --workspace --all-targets --all-features -- -D warnings
# Dev-dependencies (criterion, proptest) do not build for wasm32, so no --all-targets here.
step "clippy (wasm32)" cargo clippy --workspace --target wasm32-unknown-unknown -- -D warnings
step "clippy (wasm32, full app)" cargo clippy -p fillscope --target wasm32-unknown-unknown --features modes -- -D warnings
step "rustdoc" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace
step "core as no_std for wasm32" cargo build -p fillscope-core --target wasm32-unknown-unknown --no-default-features
step "cargo test" cargo_tests
# Trunk uses cargo profile `web` (index.html's data-cargo-profile) and runs wasm-opt in release mode.
step "trunk build --release" trunk build --release
step "browser tests (Playwright)" e2e_tests "$@"

# --- summary -----------------------------------------------------------------
read -r rust_passed rust_failed rust_ignored < <(
    awk '/^test result: /{
            for (i = 1; i <= NF; i++) {
                if ($(i+1) ~ /^passed/) p += $i
                if ($(i+1) ~ /^failed/) f += $i
                if ($(i+1) ~ /^ignored/) g += $i
            }
        } END { print p + 0, f + 0, g + 0 }' "$logdir/cargo-test.log"
)
read -r e2e_passed e2e_failed e2e_skipped < <(
    node -e '
        const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).stats;
        console.log(s.expected + s.flaky, s.unexpected, s.skipped);
    ' tests/test-results/results.json
)
if [ "$((rust_passed + e2e_passed))" -eq 0 ]; then
    echo "FAILED: no test ran" >&2
    exit 1
fi
printf '\nrust: %d passed, %d failed, %d ignored; browser: %d passed, %d failed, %d skipped; %ds in all\n' \
    "$rust_passed" "$rust_failed" "$rust_ignored" "$e2e_passed" "$e2e_failed" "$e2e_skipped" "$((SECONDS - started))"
printf 'summary: %d passed, %d failed, %d skipped\n' \
    "$((rust_passed + e2e_passed))" "$((rust_failed + e2e_failed))" "$((rust_ignored + e2e_skipped))"
