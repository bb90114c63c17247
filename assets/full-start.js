// Starts fillscope's full app (every mode) once its glue has loaded: the
// first-load app adds this script with the wasm's address in data-wasm
// (src/full_app.rs). The glue (wasm-bindgen's no-modules output) defines
// `wasm_bindgen`; the wasm's start function mounts the app.
wasm_bindgen({ module_or_path: document.currentScript.dataset.wasm }).catch((e) => {
  const p = document.getElementById('full-app-loading') || document.body.appendChild(document.createElement('p'));
  p.id = 'full-app-loading';
  p.setAttribute('role', 'alert');
  p.textContent = `The modes could not be started (${e}). Reload the page to try again; the board is kept in the address.`;
});
