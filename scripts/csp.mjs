// Content-Security-Policy for fillscope, and the post-build step that makes
// the built index.html satisfy it and names the background worker's files.
//
// Trunk writes its loader (and, under `trunk serve`, its reload script) as
// inline <script> elements. Run as a Trunk post_build hook (see Trunk.toml),
// this script moves every inline script of $TRUNK_STAGING_DIR/index.html into
// an external file named by its hash, with a Subresource-Integrity hash, and
// adds the policy as a <meta http-equiv> element. tests/e2e/server.mjs
// imports POLICY and sends it as a header too (with frame-ancestors, which a
// <meta> policy cannot carry).
//
// Trunk names a worker's files after its binary, without a content hash (the
// app must know the name), so a browser could pair a cached old worker with a
// new page. hashWorker gives the worker's three files (loader.js, the glue and
// the wasm) content-hashed names and writes the loader's address into
// <meta name="fillscope-worker">, where src/worker_client.rs reads it on first
// use. Nothing links to those files, so the page loads none of them at start.
// (A worker cannot carry an integrity attribute; its files come from 'self'.)
//
//   node scripts/csp.mjs [dir]     (default: $TRUNK_STAGING_DIR, else dist)
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The policy's directives, except frame-ancestors. */
const DIRECTIVES = [
  "default-src 'self'",
  // The wasm module needs 'wasm-unsafe-eval' to be compiled; nothing else may be evaluated.
  "script-src 'self' 'wasm-unsafe-eval'",
  // The background worker (crates/worker) comes from the page's origin.
  "worker-src 'self'",
  // No <style> elements and no style attributes.
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy as a <meta> carries it (browsers ignore frame-ancestors there, with a warning). */
export const META_POLICY = DIRECTIVES.join('; ');
/** The policy as an HTTP header carries it: any page may embed the app. */
export const POLICY = `${META_POLICY}; frame-ancestors *`;

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const shortHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The worker's files as Trunk writes them (index.html's data-bin and copy-file). */
export const WORKER = { loader: 'loader.js', glue: 'fillscope-worker.js', wasm: 'fillscope-worker_bg.wasm' };

/**
 * Renames the worker's files in `dir` to content-hashed names, points the
 * loader at the new glue and wasm names, and adds
 * <meta name="fillscope-worker" content="<publicUrl>fillscope-worker-loader-<hash>.js">
 * to index.html (replacing one from an earlier run). Returns the loader's
 * new name, or null when the build has no worker.
 */
export async function hashWorker(dir, publicUrl = '/') {
  const files = await readdir(dir);
  if (!Object.values(WORKER).every((f) => files.includes(f))) return null;
  const wasm = await readFile(path.join(dir, WORKER.wasm));
  const glue = await readFile(path.join(dir, WORKER.glue));
  const wasmName = `fillscope-worker-${shortHash(wasm)}_bg.wasm`;
  const glueName = `fillscope-worker-${shortHash(glue)}.js`;
  let loader = await readFile(path.join(dir, WORKER.loader), 'utf8');
  for (const [from, to] of [[WORKER.glue, glueName], [WORKER.wasm, wasmName]]) {
    const quoted = `'./${from}'`;
    if (!loader.includes(quoted)) throw new Error(`${WORKER.loader} does not name ${quoted}`);
    loader = loader.replaceAll(quoted, `'./${to}'`);
  }
  const loaderName = `fillscope-worker-loader-${shortHash(loader)}.js`;
  await writeFile(path.join(dir, loaderName), loader);
  await rename(path.join(dir, WORKER.wasm), path.join(dir, wasmName));
  await rename(path.join(dir, WORKER.glue), path.join(dir, glueName));
  await unlink(path.join(dir, WORKER.loader));

  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  await writeMeta(dir, 'fillscope-worker', `${base}${loaderName}`);
  return loaderName;
}

/** Adds <meta name="NAME" content="CONTENT"> to `dir`/index.html (replacing one from an earlier run). */
async function writeMeta(dir, name, content) {
  const index = path.join(dir, 'index.html');
  const meta = `<meta name="${name}" content="${content}">`;
  let html = (await readFile(index, 'utf8')).replace(new RegExp(`<meta\\s+name=["']?${name}["']?[^>]*>`, 'gi'), '');
  // Before </head>, which the HTML minifier may leave out, else before <body>.
  if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, (m) => meta + m);
  else if (/<body/i.test(html)) html = html.replace(/<body/i, (m) => meta + m);
  else throw new Error(`${index} has neither </head> nor <body>`);
  await writeFile(index, html);
}

/** The full app's files as Trunk writes them (index.html's data-bin and copy-file). */
export const FULL = { glue: 'fillscope-full.js', wasm: 'fillscope-full_bg.wasm', starter: 'full-start.js', styles: 'modes.css' };

/**
 * Gives the full app's files (every mode; src/full_app.rs loads them the
 * first time a mode is opened) content-hashed names and names them in
 * <meta name="fillscope-full" content="<glue> <wasm> <starter> <styles>">.
 * Returns the four names, or null when the build has no full app.
 */
export async function hashFull(dir, publicUrl = '/') {
  const files = await readdir(dir);
  if (!Object.values(FULL).every((f) => files.includes(f))) return null;
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const names = [];
  for (const key of ['glue', 'wasm', 'starter', 'styles']) {
    const from = FULL[key];
    const bytes = await readFile(path.join(dir, from));
    const ext = from.endsWith('_bg.wasm') ? '_bg.wasm' : path.extname(from);
    const to = `${from.slice(0, -ext.length)}-${shortHash(bytes)}${ext}`;
    await rename(path.join(dir, from), path.join(dir, to));
    names.push(to);
  }
  await writeMeta(dir, 'fillscope-full', names.map((n) => base + n).join(' '));
  return names;
}

/** What the page says when its own scripts or wasm fail to load (see withFailure). */
export const LOAD_FAILED = 'fillscope could not be loaded. Check the connection and reload the page.';

/**
 * Trunk's loader (a module that imports the app's glue, then awaits its
 * wasm) made to say so on the page when either fails to load: the import
 * becomes a dynamic one inside a try, and the catch turns index.html's
 * "Loading fillscope…" line (#boot, which styles/main.css hides once the
 * app is on the page) into LOAD_FAILED. A static import that fails would
 * run none of the module. Returns `body` as it is when it is not the loader.
 */
export function withFailure(body) {
  const m = /^\s*import init, \* as bindings from (['"][^'"]+['"]);\s*$/m.exec(body);
  if (!m) return body;
  const rest = body.replace(m[0], '').trim();
  return `try {
const bindings = await import(${m[1]}), init = bindings.default;
${rest}
} catch (e) {
const p = document.getElementById('boot');
if (p) p.role = 'alert', p.className = 'banner', p.textContent = ${JSON.stringify(LOAD_FAILED)};
throw e;
}
`;
}

/** Rewrites `dir`/index.html in place; returns the names of the scripts written. */
export async function externalize(dir, publicUrl = '/') {
  const index = path.join(dir, 'index.html');
  let html = await readFile(index, 'utf8');
  const written = [];
  // Inline scripts: a <script> start tag without src, then its text.
  const inline = /<script((?:\s+(?!src\b)[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script>/gi;
  html = html.replace(inline, (whole, attrs, body) => {
    if (!body.trim() || /type=["']?(?:application\/(?:ld\+)?json|importmap)/i.test(attrs)) return whole;
    body = withFailure(body);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const name = `inline-${hash}.js`;
    written.push({ name, body });
    const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
    return `<script${attrs} src="${base}${name}" integrity="${sri(body)}"></script>`;
  });
  for (const { name, body } of written) await writeFile(path.join(dir, name), body);
  // Chromium ignores `integrity` on <link rel=preload> (and warns about it on
  // every load); the wasm glue fetches the file itself, so it is dropped there.
  html = html.replace(/<link\b[^>]*\brel=["']?preload\b[^>]*>/gi, (tag) =>
    tag.replace(/\s+integrity=(?:"[^"]*"|'[^']*'|[^\s>]+)/i, ''),
  );
  if (!/http-equiv=["']?content-security-policy/i.test(html)) {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${META_POLICY}">`;
    // Right after <meta charset>, before anything the policy governs.
    const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
    html = charset.test(html) ? html.replace(charset, (m) => m + meta) : html.replace(/<head[^>]*>/i, (m) => m + meta);
  }
  await writeFile(index, html);
  return written.map((w) => w.name);
}

/**
 * Minifies the page's wasm-bindgen glue (the module that index.html
 * preloads) with terser, and writes its new integrity hash into index.html.
 * Trunk's own JS minifier cannot parse the glue and leaves it as it is.
 * Returns [name, bytes before, bytes after], or null when there is none.
 */
export async function minifyGlue(dir) {
  const index = path.join(dir, 'index.html');
  let html = await readFile(index, 'utf8');
  const link = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/i.exec(html);
  const href = link && /\bhref=["']?([^"'\s>]+)/i.exec(link[0]);
  if (!href) return null;
  const name = path.basename(href[1]);
  const file = path.join(dir, name);
  const code = await readFile(file, 'utf8');
  const { minify } = await import('terser');
  const out = await minify(code, { module: true, compress: true, mangle: true });
  if (!out.code) throw new Error(`terser gave nothing for ${name}`);
  await writeFile(file, out.code);
  const tag = link[0].replace(/\bintegrity=(?:"[^"]*"|'[^']*'|[^\s>]+)/i, `integrity="${sri(out.code)}"`);
  html = html.replace(link[0], tag);
  await writeFile(index, html);
  return [name, code.length, out.code.length];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
  const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';
  const loader = await hashWorker(dir, publicUrl);
  console.log(`csp: worker: ${loader ? `loader ${loader}` : 'none in this build'}`);
  const full = await hashFull(dir, publicUrl);
  console.log(`csp: full app: ${full ? full.join(', ') : 'none in this build'}`);
  const glue = await minifyGlue(dir);
  console.log(`csp: glue: ${glue ? `${glue[0]} minified, ${glue[1]} -> ${glue[2]} bytes` : 'none'}`);
  const names = await externalize(dir, publicUrl);
  console.log(`csp: ${path.join(dir, 'index.html')}: policy added, ${names.length} inline script(s) moved out: ${names.join(', ')}`);
}
