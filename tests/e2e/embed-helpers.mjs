// Helpers for the link and embed specs.

/**
 * A second page in `context` that gotoApp can wait on (the harness marks only
 * its own `page` when the wasm app has started). Problems on it are not
 * collected by the harness: check what matters explicitly.
 */
export async function newAppPage(context) {
  const p = await context.newPage();
  await p.addInitScript(() => {
    window.__fillscopeStarted = false;
    window.addEventListener('TrunkApplicationStarted', () => {
      window.__fillscopeStarted = true;
    });
    window.__fillscopeFull = false;
    document.addEventListener('fillscope-full-started', () => {
      window.__fillscopeFull = true;
    });
  });
  return p;
}
