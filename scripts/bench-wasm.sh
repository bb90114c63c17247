#!/usr/bin/env bash
# Times the fill core compiled to wasm32-unknown-unknown (run in Node with
# WebAssembly.instantiate) against the same loops compiled natively: same
# code (crates/bench-wasm), same boards, same iteration counts, both with
# the release profile. Prints ns/op for each and the wasm/native ratio, and
# fails if the two builds compute different checksums.
# Usage: [ROUNDS=n] scripts/bench-wasm.sh [loop ...]   (default: every loop)
set -euo pipefail
cd "$(dirname "$0")/.."

LOOPS=(
  westcott_king:2000000
  westcott_knight:2000000
  westcott_king_traced:100000
  moshammer_king:1000000
  occluded_dumb7:10000000
  occluded_kogge_stone:10000000
  occluded_rotate:10000000
  queen_attacks:4000000
  bfs_walls:2000000
  voronoi_walls:2000000
)
# Optional arguments pick loops by name (with their default counts).
if [ $# -gt 0 ]; then
  picked=()
  for name in "$@"; do
    spec=$(printf '%s\n' "${LOOPS[@]}" | grep "^$name:" || true)
    [ -n "$spec" ] || { echo "no loop called $name" >&2; exit 2; }
    picked+=("$spec")
  done
  LOOPS=("${picked[@]}")
fi

cargo build --quiet --release -p fillscope-bench-wasm --lib --target wasm32-unknown-unknown
cargo build --quiet --release -p fillscope-bench-wasm --bin bench-native
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
wasm="$target_dir/wasm32-unknown-unknown/release/fillscope_bench_wasm.wasm"

# Alternate native and wasm runs and keep each side's fastest round: the
# machine is shared, and the minimum is the least disturbed measurement.
ROUNDS=${ROUNDS:-3}
native_out=""
wasm_out=""
for _ in $(seq "$ROUNDS"); do
  native_out+=$("$target_dir/release/bench-native" "${LOOPS[@]}")$'\n'
  wasm_out+=$(node scripts/bench-wasm.mjs "$wasm" "${LOOPS[@]}")$'\n'
done
best() { awk 'NF == 3 { if (!($1 in t) || $2 < t[$1]) t[$1] = $2; s[$1] = s[$1] " " $3 }
  END { for (n in t) { split(s[n], c, " "); same = 1; for (k in c) if (c[k] != c[1]) same = 0;
        print n, t[n], (same ? c[1] : "inconsistent") } }' | sort; }

echo "wasm: $wasm ($(wc -c <"$wasm") bytes); node $(node --version); best of $ROUNDS rounds (each the median of 5 runs)"
join <(echo "$native_out" | best) <(echo "$wasm_out" | best) | awk '
  BEGIN { printf "%-22s %12s %12s %8s\n", "loop", "native ns/op", "wasm ns/op", "ratio"; bad = 0 }
  {
    if ($3 != $5 || $3 == "inconsistent") { printf "checksum mismatch for %s: native %s, wasm %s\n", $1, $3, $5; bad = 1 }
    printf "%-22s %12.2f %12.2f %7.2fx\n", $1, $2, $4, $4 / $2
  }
  END { exit bad }'
