// Starts fillscope's full app (every mode) once its glue has loaded: the
// first-load app adds this script with the wasm's address in data-wasm
// (src/full_app.rs). The glue (wasm-bindgen's no-modules output) defines
// `wasm_bindgen`; the wasm's start function mounts the app. When it cannot
// start, the page says so at the top of the first-load app, which stays on
// show and working (src/full_app.rs).
wasm_bindgen({ module_or_path: document.currentScript.dataset.wasm }).catch((e) => {
  let p = document.getElementById('full-app-loading');
  if (!p) {
    p = document.body.insertBefore(document.createElement('p'), document.body.firstChild);
    p.id = 'full-app-loading';
    p.className = 'banner';
  }
  p.setAttribute('role', 'alert');
  p.textContent = 'This part of fillscope could not be started (a file is missing or the network failed). Play still works here: press the tab or button again once the network is back. Reload the page to start afresh; the board is kept in the address.';
  console.warn('fillscope: the full app could not be started:', e);
  // The first-load app's buttons stop saying that it loads.
  document.dispatchEvent(new Event('fillscope-full-failed'));
});
