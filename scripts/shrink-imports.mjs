// Post-build size step: gives the wasm module's imports short names.
//
// wasm-bindgen names each import like `__wbg_addEventListener_f2d27251d333a631`;
// the names appear twice (the wasm import section and the JS glue's import
// object) and their hash suffixes do not compress, which costs about 5 KB
// gzipped. This renames every import field that the glue names exactly once as
// an object key to `$<n>` in both files and updates the integrity hashes in
// index.html. Imports it cannot match are left as they are. It then minifies
// the glue with terser (minifyGlue): Trunk's own JS minifier cannot parse it.
//
//   node scripts/shrink-imports.mjs [dir]   (default: $TRUNK_STAGING_DIR, else dist)
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

function readLeb(buf, i) {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = buf[i++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [result, i];
  }
}

function leb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

const vecBytes = (bytes) => Buffer.concat([leb(bytes.length), bytes]);

/** The import section's entries: { module, name, desc } (desc: raw bytes). */
function parseImports(body) {
  const entries = [];
  let [count, i] = readLeb(body, 0);
  const str = () => {
    const [len, j] = readLeb(body, i);
    const s = body.subarray(j, j + len);
    i = j + len;
    return s;
  };
  const limits = () => {
    const flag = body[i++];
    [, i] = readLeb(body, i);
    if (flag & 1) [, i] = readLeb(body, i);
  };
  while (count-- > 0) {
    const module = str();
    const name = str().toString('utf8');
    const start = i;
    const kind = body[i++];
    if (kind === 0x00) [, i] = readLeb(body, i);
    else if (kind === 0x01) {
      i++; // reftype
      limits();
    } else if (kind === 0x02) limits();
    else if (kind === 0x03) i += 2;
    else if (kind === 0x04) {
      i++;
      [, i] = readLeb(body, i);
    } else throw new Error(`unknown import kind ${kind}`);
    entries.push({ module, name, desc: body.subarray(start, i) });
  }
  if (i !== body.length) throw new Error('import section not fully read');
  return entries;
}

/** Renames the imports of `wasm` per `rename(name) -> name`; returns the new bytes. */
export function renameImports(wasm, rename) {
  const parts = [wasm.subarray(0, 8)];
  let i = 8;
  while (i < wasm.length) {
    const id = wasm[i];
    const [size, j] = readLeb(wasm, i + 1);
    const body = wasm.subarray(j, j + size);
    if (id === 2) {
      const entries = parseImports(body);
      const out = [leb(entries.length)];
      for (const e of entries) out.push(vecBytes(e.module), vecBytes(Buffer.from(rename(e.name), 'utf8')), e.desc);
      const newBody = Buffer.concat(out);
      parts.push(Buffer.from([2]), leb(newBody.length), newBody);
    } else {
      parts.push(wasm.subarray(i, j + size));
    }
    i = j + size;
  }
  return Buffer.concat(parts);
}

export function importNames(wasm) {
  let i = 8;
  while (i < wasm.length) {
    const id = wasm[i];
    const [size, j] = readLeb(wasm, i + 1);
    if (id === 2) return parseImports(wasm.subarray(j, j + size)).map((e) => e.name);
    i = j + size;
  }
  return [];
}

/**
 * The glue, minified: an ES module, so terser may rename its top-level
 * names but keeps its exports; property names (the import object's keys,
 * which the wasm module looks up) are left alone. About 0.9 KB gzipped.
 */
export async function minifyGlue(js) {
  const out = await minify(js, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  return out.code;
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shrinks the import names of the wasm/JS pair in `dir`; returns how many were renamed. */
export async function shrinkImports(dir) {
  const files = await readdir(dir);
  const wasmFile = files.find((f) => f.endsWith('_bg.wasm'));
  if (!wasmFile) return 0;
  const jsFile = wasmFile.replace(/_bg\.wasm$/, '.js');
  if (!files.includes(jsFile)) return 0;
  const wasm = await readFile(path.join(dir, wasmFile));
  let js = await readFile(path.join(dir, jsFile), 'utf8');

  const map = new Map();
  for (const name of new Set(importNames(wasm))) {
    // Exactly one `name:` key in the glue (and the name nowhere else).
    const uses = js.split(name).length - 1;
    const keyRe = new RegExp(`(^|[\\s,{])${escapeRe(name)}:`, 'g');
    if (uses !== 1 || (js.match(keyRe) ?? []).length !== 1) continue;
    const short = `$${map.size.toString(36)}`;
    if (js.includes(`${short}:`)) continue;
    map.set(name, short);
    js = js.replace(keyRe, (m, pre) => `${pre}${short}:`);
  }
  js = await minifyGlue(js);
  const newWasm = renameImports(wasm, (n) => map.get(n) ?? n);
  await writeFile(path.join(dir, wasmFile), newWasm);
  await writeFile(path.join(dir, jsFile), js);

  // index.html's integrity hashes for the two files.
  const index = path.join(dir, 'index.html');
  let html = await readFile(index, 'utf8');
  for (const [file, bytes] of [[wasmFile, newWasm], [jsFile, Buffer.from(js)]]) {
    html = html.replace(/<link\b[^>]*>/g, (tag) =>
      tag.includes(file) ? tag.replace(/integrity=("?)sha384-[A-Za-z0-9+/=]+\1/, `integrity=$1${sri(bytes)}$1`) : tag,
    );
  }
  await writeFile(index, html);
  return map.size;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
  console.log(`shrink-imports: ${await shrinkImports(dir)} import names shortened in ${dir}`);
}
