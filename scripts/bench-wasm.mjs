// Wasm side of scripts/bench-wasm.sh: loads the cdylib with plain
// WebAssembly.instantiate (no imports, no wasm-bindgen), times each exported
// loop with performance.now() and prints `name ns_per_op checksum` lines
// (median of 5 runs after a warm-up), like the native runner.
// Usage: node scripts/bench-wasm.mjs file.wasm name:iters ...
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [file, ...specs] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench-wasm.mjs file.wasm name:iters ...');
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(readFileSync(file), {});
for (const spec of specs) {
  const [name, itersText] = spec.split(':');
  const iters = Number(itersText);
  const f = instance.exports[name];
  if (typeof f !== 'function' || !Number.isInteger(iters) || iters <= 0) {
    console.error(`bad loop spec ${spec}`);
    process.exit(2);
  }
  f(Math.floor(iters / 10));
  const times = [];
  let sum = 0n;
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    sum = BigInt.asUintN(64, f(iters));
    times.push(((performance.now() - t) * 1e6) / iters);
  }
  times.sort((a, b) => a - b);
  console.log(`${name} ${times[2].toFixed(2)} ${sum}`);
}
