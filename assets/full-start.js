// Starts fillscope's full app (every mode) once its glue has loaded: the
// first-load app adds this script with the wasm's address in data-wasm
// (src/full_app.rs). The glue (wasm-bindgen's no-modules output) defines
// `wasm_bindgen`; the wasm's start function mounts the app. When it cannot
// start, the page says so: in the line that said it was loading, or, when
// the first-load app is still on show (a button pressed there), at its top.
wasm_bindgen({ module_or_path: document.currentScript.dataset.wasm }).catch((e) => {
  let p = document.getElementById('full-app-loading');
  if (!p) {
    p = document.body.insertBefore(document.createElement('p'), document.body.firstChild);
    p.id = 'full-app-loading';
    p.className = 'banner';
  }
  p.setAttribute('role', 'alert');
  p.textContent = 'This part of fillscope could not be started (a file is missing or the network failed). Reload the page to try again; the board is kept in the address.';
  console.warn('fillscope: the full app could not be started:', e);
  // The first-load app's buttons stop saying that it loads.
  document.dispatchEvent(new Event('fillscope-full-failed'));
});
