// A tiny static file server for the built app (dist/), used by the browser tests.
//
// It listens on 127.0.0.1 only. Response headers for every file come from
// RESPONSE_HEADERS below, so security headers (e.g. a Content-Security-Policy)
// are set in one place and the tests see exactly what a deployment would send.
//
// Standalone: `node tests/e2e/server.mjs [dir] [port]` (defaults: dist, 4173).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICY } from '../../scripts/csp.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// FILLSCOPE_DIST serves another build (e.g. one made with `trunk build --dist`).
export const DEFAULT_DIST = process.env.FILLSCOPE_DIST ? path.resolve(process.env.FILLSCOPE_DIST) : path.join(ROOT, 'dist');

/** Host pages for the embed tests, served under /__fixtures/. */
export const FIXTURES = path.join(ROOT, 'tests', 'e2e', 'fixtures');

/** Headers sent with every successful response. */
export const RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  // The same policy the build puts into index.html's <meta>, plus frame-ancestors.
  'Content-Security-Policy': POLICY,
};

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Starts serving `dir` on 127.0.0.1:`port` (0 = any free port).
 * Resolves to `{ url, port, close() }`; `url` ends with a slash.
 * `extraHeaders` are added to (and override) RESPONSE_HEADERS.
 */
export async function startServer({ dir = DEFAULT_DIST, port = 0, extraHeaders = {} } = {}) {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  try {
    await stat(index);
  } catch {
    throw new Error(`${index} does not exist: build the app first (trunk build --release, or bash scripts/test.sh)`);
  }
  const headers = { ...RESPONSE_HEADERS, ...extraHeaders };

  const server = createServer(async (req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8', extra = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, 'method not allowed\n', undefined, { Allow: 'GET, HEAD' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      send(400, 'bad request\n');
      return;
    }
    // Test host pages (tests/e2e/fixtures) under /__fixtures/.
    let base = root;
    if (pathname.startsWith('/__fixtures/')) {
      base = FIXTURES;
      pathname = pathname.slice('/__fixtures'.length);
    }
    let file = path.join(base, path.normalize(pathname));
    if (file !== base && !file.startsWith(base + path.sep)) {
      send(403, 'forbidden\n');
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      send(200, body, type, headers);
    } catch {
      send(404, `not found: ${pathname}\n`);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    port: actual,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? DEFAULT_DIST;
  const port = Number(process.argv[3] ?? 4173);
  const { url } = await startServer({ dir, port });
  console.log(`serving ${path.resolve(dir)} at ${url} (Ctrl-C to stop)`);
}
