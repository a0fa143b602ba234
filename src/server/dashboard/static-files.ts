import fs from 'node:fs/promises';
import path from 'node:path';

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

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readFile(root: string, urlPath: string): Promise<Buffer | null> {
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
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.stat(full);
    return stat.isFile() ? await fs.readFile(full) : null;
  } catch {
    return null;
  }
}

/**
 * The built app: hashed files under `/assets/` cached for a year, everything else revalidated,
 * and any other path answered with `index.html` so deep links reach the client router.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  return async (method: string, urlPath: string): Promise<Response> => {
    const head = method === 'HEAD';
    const reply = (body: Buffer, type: string, cache: string, status = 200) =>
      new Response(head ? null : new Uint8Array(body), {
        status,
        headers: { 'content-type': type, 'cache-control': cache },
      });

    const isAsset = urlPath.startsWith('/assets/');
    const file = urlPath === '/' ? null : await readFile(root, urlPath);
    if (file) {
      const type = CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
      return reply(file, type, isAsset ? IMMUTABLE : 'no-cache');
    }
    // A missing hashed file is an old build's chunk: HTML in its place would only confuse the loader.
    if (isAsset || path.extname(urlPath).toLowerCase() in CONTENT_TYPES) {
      return reply(Buffer.from('Not found'), 'text/plain; charset=utf-8', 'no-cache', 404);
    }
    const index = await readFile(root, '/index.html');
    if (!index) {
      return reply(
        Buffer.from('The dashboard is not built yet: run `npm run build`.'),
        'text/plain; charset=utf-8',
        'no-store',
        503,
      );
    }
    return reply(index, 'text/html; charset=utf-8', 'no-cache');
  };
}
