import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files';

let dist: string;
let handler: ReturnType<typeof createStaticHandler>;
const serve = (method: string, urlPath: string, acceptEncoding: string | null) =>
  handler(
    new Request(`http://dash.test${urlPath}`, {
      method,
      headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
    }),
  );
const script = `console.log(${JSON.stringify('Inscrições abertas. '.repeat(400))});`;
const page = `<!doctype html><title>Console</title>${'<div id="root"></div>'.repeat(100)}`;

const write = (file: string, content: string | Buffer, siblings: ('br' | 'gz')[] = []) => {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (siblings.includes('br')) fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
  if (siblings.includes('gz')) fs.writeFileSync(`${full}.gz`, gzipSync(content));
};

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  write('index.html', page, ['br', 'gz']);
  write('assets/index-abc.js', script, ['br', 'gz']);
  write('assets/gzip-only-abc.css', `.a{color:red}${'.b{margin:0}'.repeat(200)}`, ['gz']);
  write('assets/tiny-abc.js', 'export{}');
  write('assets/logo-abc.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  handler = createStaticHandler(dist);
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('precompressed files', () => {
  it('sends brotli when the client takes it, with Vary, its length and the year-long cache', async () => {
    const res = await serve('GET', '/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
  ])('Accept-Encoding %j gets %s', async (accept, encoding) => {
    const res = await serve('GET', '/assets/index-abc.js', accept);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const body = await bytes(res);
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    expect(decoded.toString()).toBe(script);
  });

  it.each([null, '', 'identity', 'deflate', '*;q=0', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %j gets the file as it is, still with Vary',
    async (accept) => {
      const res = await serve('GET', '/assets/index-abc.js', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(res)).toString()).toBe(script);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    },
  );

  it('falls back to gzip where the build wrote no brotli', async () => {
    const res = await serve('GET', '/assets/gzip-only-abc.css', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString()).toMatch(/^\.a\{color:red\}/);
    const brOnly = await serve('GET', '/assets/gzip-only-abc.css', 'br');
    expect(brOnly.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers GET has and no body', async () => {
    const get = await serve('GET', '/assets/index-abc.js', 'br');
    const head = await serve('HEAD', '/assets/index-abc.js', 'br');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
  });

  it('compresses the index.html of a deep link, revalidated', async () => {
    const res = await serve('GET', '/events/ABC/races', 'br, gzip');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(page);
    const root = await serve('GET', '/', 'gzip');
    expect(gunzipSync(await bytes(root)).toString()).toBe(page);
  });

  it('sends small files as they are, and images without Vary', async () => {
    const tiny = await serve('GET', '/assets/tiny-abc.js', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(tiny)).toString()).toBe('export{}');
    const png = await serve('GET', '/assets/logo-abc.png', 'br, gzip');
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect(png.headers.get('content-length')).toBe('4');
  });

  it('answers a missing asset 404, as plain text', async () => {
    const res = await serve('GET', '/assets/gone-abc.js', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('index.html with the hints of the route it opens', () => {
  const built = (script: string) =>
    `<!doctype html><head><script type="module" crossorigin src="/assets/${script}"></script>\n</head><div id="root"></div>`;
  const manifestOf = (entry: string, races: string) => ({
    'index.html': { file: `assets/${entry}`, src: 'index.html', isEntry: true },
    'src/web/routes/_app.tsx?tsr-split=component': {
      file: 'assets/app-1.js',
      src: 'src/web/routes/_app.tsx?tsr-split=component',
      imports: ['index.html'],
    },
    'src/web/routes/_app/events/$eventCode/races.tsx?tsr-split=component': {
      file: `assets/${races}`,
      src: 'src/web/routes/_app/events/$eventCode/races.tsx?tsr-split=component',
      imports: ['index.html'],
      css: ['assets/races-1.css'],
    },
    'src/web/api/event-schemas.ts': {
      file: 'assets/schemas-1.js',
      src: 'src/web/api/event-schemas.ts',
      isDynamicEntry: true,
      imports: ['index.html', '_zod-1.js', 'src/web/routes/_app.tsx?tsr-split=component'],
    },
    '_zod-1.js': { file: 'assets/zod-1.js' },
    'src/web/routes/sign-in.tsx?tsr-split=component': {
      file: 'assets/sign-in-1.js',
      src: 'src/web/routes/sign-in.tsx?tsr-split=component',
      imports: ['index.html'],
    },
  });
  const html = async (res: Response) => brotliDecompressSync(await bytes(res)).toString();
  const build = (entry: string, races: string) => {
    write('index.html', built(entry));
    write('.vite/manifest.json', JSON.stringify(manifestOf(entry, races)));
  };
  const servePage = (urlPath: string) =>
    handler(new Request(`http://dash.test${urlPath}`, { headers: { 'accept-encoding': 'br' } }));

  beforeAll(() => {
    build('index-1.js', 'races-1.js');
    handler = createStaticHandler(dist);
  });

  it('names the route’s chunks and styles beside the entry, not the entry twice', async () => {
    const page = await html(await servePage('/events/ULTRA-2027/races'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/races-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/races-1.css">');
    expect(page.match(/index-1\.js/g)).toHaveLength(1);
    expect(page).not.toContain('sign-in-1.js');
    expect(page.indexOf('races-1.js')).toBeLessThan(page.indexOf('</head>'));
    // Asked first thing by every page: fetched beside the entry, not after it has run.
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/auth/session">');
  });

  it('hints the reads and modules it is given, after the route files; none without', async () => {
    const reads = ['/api/v1/events/ULTRA-2027', '/api/v1/salespeople?page=1&per_page=100'];
    // A module the build has (with what it imports), one it does not (a renamed file).
    const modules = ['src/web/api/event-schemas.ts', 'src/web/api/gone.ts'];
    const asked: string[] = [];
    const res = await handler(
      new Request('http://dash.test/events/ULTRA-2027/races', {
        headers: { 'accept-encoding': 'br' },
      }),
      (pathname) => {
        asked.push(pathname);
        return Promise.resolve({ reads, modules });
      },
    );
    const page = await html(res);
    expect(asked).toEqual(['/events/ULTRA-2027/races']);
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/events/ULTRA-2027">',
    );
    // `&` written as HTML writes it in an attribute.
    expect(page).toContain('href="/api/v1/salespeople?page=1&amp;per_page=100"');
    expect(page.indexOf('races-1.js')).toBeLessThan(page.indexOf('/api/v1/events/ULTRA-2027'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/schemas-1.js">');
    expect(page).toContain('href="/assets/zod-1.js"');
    expect(page).not.toContain('gone');
    expect(page.match(/app-1\.js/g)).toHaveLength(1);
    // The next request, not signed in, gets the route's page without them.
    const plain = await html(await servePage('/events/ULTRA-2027/races'));
    expect(plain).not.toContain('/api/v1/');
    expect(plain).not.toContain('schemas-1.js');
    expect(plain).toContain('href="/assets/races-1.js"');
  });

  it('carries the answers it is given in place of their hints, out of reach of the hub’s text', async () => {
    const reads = ['/api/v1/events/ULTRA-2027', '/api/v1/events/ULTRA-2027/retention'];
    // The hub's text is anything a person typed: an event named to close the script element.
    const name = '</script><script>alert(1)</script><!-- \u2028';
    // The page of a signed-in person, with the answers the server read for it.
    const carrying = (answers: Record<string, unknown>) =>
      handler(
        new Request('http://dash.test/events/ULTRA-2027/races', {
          headers: { 'accept-encoding': 'br' },
        }),
        () => Promise.resolve({ reads, modules: [], answers }),
      );
    const res = await carrying({ '/api/v1/events/ULTRA-2027': { code: 'ULTRA-2027', name } });
    // The person's data: no cache keeps the page.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await html(res);
    const carried = /<script type="application\/json" id="hub-first-reads">([^<]*)<\/script>/.exec(
      page,
    );
    expect(JSON.parse(carried?.[1] ?? 'null')).toEqual({
      '/api/v1/events/ULTRA-2027': { code: 'ULTRA-2027', name },
    });
    expect(page.match(/<script/g)).toHaveLength(2); // the entry's and the answers'
    expect(page.indexOf('hub-first-reads')).toBeLessThan(page.indexOf('</head>'));
    // What the page carries is not hinted; what it does not is.
    expect(page).not.toContain('href="/api/v1/events/ULTRA-2027"');
    expect(page).toContain('href="/api/v1/events/ULTRA-2027/retention"');
    // The session's read is hinted unless the page carries it.
    expect(page).toContain('href="/auth/session"');
    const withSession = await html(await carrying({ '/auth/session': { signed_in: true } }));
    expect(withSession).not.toContain('href="/auth/session"');
    expect(withSession).toContain('href="/api/v1/events/ULTRA-2027"');
    // Without answers the page is revalidated as before.
    const hinted = await handler(new Request('http://dash.test/events/ULTRA-2027/races'), () =>
      Promise.resolve({ reads, modules: [] }),
    );
    expect(hinted.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives the sign-in page its own, and a path no route answers the page as built', async () => {
    const signIn = await html(await servePage('/sign-in'));
    expect(signIn).toContain('href="/assets/sign-in-1.js"');
    expect(signIn).not.toContain('races-1.js');
    expect(await html(await servePage('/no/such/page'))).toBe(built('index-1.js'));
  });

  it('follows a new build without a restart', async () => {
    await html(await servePage('/events/ULTRA-2027/races'));
    build('index-2.js', 'races-2.js');
    // The stamp is the files' time and size: make sure the new build's differs.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const page = await html(await servePage('/events/ULTRA-2027/races'));
    expect(page).toContain('src="/assets/index-2.js"');
    expect(page).toContain('href="/assets/races-2.js"');
    expect(page).not.toContain('races-1.js');
  });
});
