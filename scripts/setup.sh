#!/usr/bin/env bash
# Installs everything fillscope needs to build and serve, skipping what is
# already there (so a second run takes seconds).
#
#   bash scripts/setup.sh            # build tools: wasm32 target, Trunk, wasm-bindgen CLI, npm packages
#   bash scripts/setup.sh --browser  # ... and Debian's Chromium + chromedriver for the browser tests
#
# Versions: Trunk is pinned below; the wasm-bindgen CLI must equal the
# `wasm-bindgen` crate version in Cargo.lock, which is read at run time;
# wasm-opt comes from npm `binaryen` (pinned in package.json / package-lock.json).
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_TARGET=wasm32-unknown-unknown

cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

want_browser=0
for arg in "$@"; do
    case "$arg" in
        --browser) want_browser=1 ;;
        *) echo "setup: unknown argument '$arg' (expected --browser)" >&2; exit 2 ;;
    esac
done

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: ERROR: %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        die "need root (or sudo) to run: $*"
    fi
}

apt_updated=0
apt_install() {
    if [ "$apt_updated" -eq 0 ]; then
        as_root apt-get update -q
        apt_updated=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# --- Rust toolchain -------------------------------------------------------
command -v cargo >/dev/null 2>&1 || die "cargo not found: install Rust with rustup first"
command -v rustup >/dev/null 2>&1 || die "rustup not found: it is needed to add the $WASM_TARGET target"

if rustup target list --installed | grep -qx "$WASM_TARGET"; then
    say "rust target $WASM_TARGET: present"
else
    say "installing rust target $WASM_TARGET"
    rustup target add "$WASM_TARGET"
fi

# --- Trunk ------------------------------------------------------------------
have_trunk="$(trunk --version 2>/dev/null || true)"
if [ "$have_trunk" = "trunk $TRUNK_VERSION" ]; then
    say "trunk $TRUNK_VERSION: present"
else
    say "installing trunk $TRUNK_VERSION (found: '${have_trunk:-none}'); this takes about 8 minutes on 2 cores"
    cargo install --locked "trunk@$TRUNK_VERSION"
fi

# --- wasm-bindgen CLI (must match Cargo.lock exactly) ---------------------
wb_version="$(awk '
    /^\[\[package\]\]/ { in_wb = 0 }
    /^name = "wasm-bindgen"$/ { in_wb = 1; next }
    in_wb && /^version = / { gsub(/"/, "", $3); print $3; exit }
' Cargo.lock)"
[ -n "$wb_version" ] || die "could not read the wasm-bindgen version from Cargo.lock"
if ! grep -q "^wasm_bindgen = \"$wb_version\"" Trunk.toml; then
    die "Trunk.toml [tools] wasm_bindgen does not match Cargo.lock's wasm-bindgen $wb_version: update Trunk.toml"
fi
have_wb="$(wasm-bindgen --version 2>/dev/null || true)"
if [ "$have_wb" = "wasm-bindgen $wb_version" ]; then
    say "wasm-bindgen-cli $wb_version: present"
else
    say "installing wasm-bindgen-cli $wb_version (found: '${have_wb:-none}'); this takes about 3 minutes"
    # No --locked: one of its locked dependency versions is not served by the registry.
    cargo install "wasm-bindgen-cli@=$wb_version"
fi

# --- Rust crates ------------------------------------------------------------
# Trunk.toml sets `offline = true`, which makes Trunk run `cargo build --offline`,
# so every crate (including the wasm-only ones) must already be downloaded.
say "fetching crates (cargo fetch --locked)"
if ! cargo fetch --locked --quiet; then
    die "cargo fetch --locked failed. If it says the lock file needs updating, Cargo.lock does not match Cargo.toml: run 'cargo update --workspace' and commit Cargo.lock"
fi

# --- Node and npm packages --------------------------------------------------
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    say "node/npm not found: installing Debian's nodejs and npm"
    apt_install nodejs npm
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 20 ] || die "node $(node --version) is too old: Playwright needs node >= 20"

# npm ci wipes node_modules, so run it only when package-lock.json changed.
lock_sum="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp=node_modules/.fillscope-lock.sha256
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ] && [ -x node_modules/.bin/wasm-opt ]; then
    say "npm packages: up to date"
else
    say "installing npm packages (npm ci)"
    # Never let Playwright download a browser: we use Debian's Chromium.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
    echo "$lock_sum" >"$stamp"
fi
have_opt="$(wasm-opt --version 2>/dev/null || true)"
case "$have_opt" in
    *"version 132"*) say "wasm-opt 132 (npm binaryen): present" ;;
    *) die "node_modules/.bin/wasm-opt is not version 132 (got: '${have_opt:-none}')" ;;
esac

# --- Browser (only for the tests) ------------------------------------------
if [ "$want_browser" -eq 1 ]; then
    if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
        say "chromium + chromedriver: present"
    else
        say "installing Debian's chromium and chromium-driver"
        apt_install chromium chromium-driver
    fi
    [ -x /usr/bin/chromium ] || die "/usr/bin/chromium is still missing after apt-get install"
fi

say "done"
