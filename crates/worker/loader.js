// Starts fillscope's background worker, a classic dedicated worker: loads the
// wasm-bindgen glue (target no-modules), then the wasm module, whose `main`
// installs the message handler and posts the protocol's `ready` event
// (crates/protocol). When either cannot be loaded it posts the protocol's
// error without an id, so that the page says why instead of waiting.
//
// Trunk copies this file into dist/; the post-build hook (scripts/csp.mjs)
// gives it and the two files it names content-hashed names and writes its
// address into index.html's <meta name="fillscope-worker">.
'use strict';

function fail(what, err) {
  const detail = err && err.message ? err.message : String(err);
  postMessage(JSON.stringify({ error: { message: `The background worker could not load ${what}: ${detail}` } }));
}

let glue = false;
try {
  importScripts('./fillscope-worker.js');
  glue = typeof wasm_bindgen === 'function';
  if (!glue) fail('its script', 'it did not define wasm_bindgen');
} catch (err) {
  fail('its script', err);
}
if (glue) {
  wasm_bindgen({ module_or_path: './fillscope-worker_bg.wasm' }).catch((err) => fail('its module', err));
}
