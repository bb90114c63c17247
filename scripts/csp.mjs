// Content-Security-Policy for fillscope, and the post-build step that makes
// the built index.html satisfy it (it also runs scripts/shrink-imports.mjs).
//
// Trunk writes its loader (and, under `trunk serve`, its reload script) as
// inline <script> elements. Run as a Trunk post_build hook (see Trunk.toml),
// this script moves every inline script of $TRUNK_STAGING_DIR/index.html into
// an external file named by its hash, with a Subresource-Integrity hash, and
// adds the policy as a <meta http-equiv> element. tests/e2e/server.mjs
// imports POLICY and sends it as a header too (with frame-ancestors, which a
// <meta> policy cannot carry).
//
//   node scripts/csp.mjs [dir]     (default: $TRUNK_STAGING_DIR, else dist)
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shrinkImports } from './shrink-imports.mjs';

/** The policy's directives, except frame-ancestors. */
const DIRECTIVES = [
  "default-src 'self'",
  // The wasm module needs 'wasm-unsafe-eval' to be compiled; nothing else may be evaluated.
  "script-src 'self' 'wasm-unsafe-eval'",
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

/** Rewrites `dir`/index.html in place; returns the names of the scripts written. */
export async function externalize(dir, publicUrl = '/') {
  const index = path.join(dir, 'index.html');
  let html = await readFile(index, 'utf8');
  const written = [];
  // Inline scripts: a <script> start tag without src, then its text.
  const inline = /<script((?:\s+(?!src\b)[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script>/gi;
  html = html.replace(inline, (whole, attrs, body) => {
    if (!body.trim() || /type=["']?(?:application\/(?:ld\+)?json|importmap)/i.test(attrs)) return whole;
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
  // First the size step (it rewrites the wasm, the glue and their integrity hashes).
  console.log(`shrink-imports: ${await shrinkImports(dir)} import names shortened`);
  const names = await externalize(dir, process.env.TRUNK_PUBLIC_URL || '/');
  console.log(`csp: ${path.join(dir, 'index.html')}: policy added, ${names.length} inline script(s) moved out: ${names.join(', ')}`);
}
