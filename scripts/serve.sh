#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), then serves the app with Trunk at
# http://127.0.0.1:8080/ (rebuilding on change). Extra arguments go to `trunk serve`,
# e.g. `bash scripts/serve.sh --port 9000`.
#
# `--release` matters: index.html asks for cargo profile `web` (opt-level z, LTO,
# panic=abort) through `data-cargo-profile`, which Trunk 0.21 uses in both modes,
# but Trunk runs wasm-opt only in release mode. So this serves the same size-optimised
# bundle that `scripts/test.sh` builds and measures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
exec trunk serve --release "$@"
