import fs from 'node:fs/promises';
import path from 'node:path';
import { acceptedEncodings, varyOnEncoding, type Encoding } from './accept-encoding';
import type { FirstReads } from './first-reads';
import { createIndexPages } from './index-pages';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** Files the build may have written `.br` and `.gz` siblings of (scripts/precompress.ts). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
]);
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a URL path names inside `root`, or null for what the app never serves. */
function fileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Hidden files are the build's own (`.vite/manifest.json` maps every chunk), not the app's.
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.')))
    return null;
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

async function readIfFile(full: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(full);
    return stat.isFile() ? await fs.readFile(full) : null;
  } catch {
    return null;
  }
}

/** The file as the client takes it best: a sibling the build compressed, else the file itself. */
async function readEncoded(full: string, acceptEncoding: string | null | undefined) {
  const plain = await readIfFile(full);
  if (!plain) return null;
  if (!COMPRESSIBLE.has(path.extname(full).toLowerCase())) return { body: plain, vary: false };
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const body = await readIfFile(full + SIBLING[encoding]);
    if (body) return { body, encoding, vary: true };
  }
  return { body: plain, vary: true };
}

/**
 * The built app: hashed files under `/assets/` cached for a year, everything else revalidated,
 * and any other path answered with `index.html` so deep links reach the client router, with
 * hints for the files the route it opens needs (index-pages.ts). Text files go out as the build
 * compressed them (brotli, else gzip) when the client takes it. `readsOf` names the hub reads
 * and modules a page's hints may add for this request (first-reads.ts, when it is signed in),
 * with the answers the page carries itself.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const indexPage = createIndexPages(root);
  return async (
    request: Request,
    readsOf: (pathname: string) => Promise<FirstReads | null> = () => Promise.resolve(null),
  ): Promise<Response> => {
    const { method } = request;
    const urlPath = new URL(request.url).pathname;
    const acceptEncoding = request.headers.get('accept-encoding');
    const reply = (
      file: { body: Buffer; encoding?: Encoding; vary: boolean },
      type: string,
      cache: string,
      status = 200,
    ) => {
      const headers = new Headers({
        'content-type': type,
        'cache-control': cache,
        'content-length': String(file.body.length),
      });
      if (file.encoding) headers.set('content-encoding', file.encoding);
      if (file.vary) varyOnEncoding(headers);
      return new Response(method === 'HEAD' ? null : new Uint8Array(file.body), {
        status,
        headers,
      });
    };
    const text = (message: string, cache: string, status: number) =>
      reply(
        { body: Buffer.from(message), vary: false },
        'text/plain; charset=utf-8',
        cache,
        status,
      );

    const isAsset = urlPath.startsWith('/assets/');
    const full = urlPath === '/' ? null : fileOf(root, urlPath);
    const file = full ? await readEncoded(full, acceptEncoding) : null;
    if (file) {
      const type = CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
      return reply(file, type, isAsset ? IMMUTABLE : 'no-cache');
    }
    // A missing hashed file is an old build's chunk: HTML in its place would only confuse the loader.
    if (isAsset || path.extname(urlPath).toLowerCase() in CONTENT_TYPES)
      return text('Not found', 'no-cache', 404);
    const index = await indexPage(urlPath, acceptEncoding, await readsOf(urlPath));
    if (!index)
      return text('The dashboard is not built yet: run `npm run build`.', 'no-store', 503);
    // A page that carries the hub's answers is the person's: no cache keeps it, not even theirs.
    return reply(
      index,
      'text/html; charset=utf-8',
      index.personal ? 'private, no-store' : 'no-cache',
    );
  };
}
