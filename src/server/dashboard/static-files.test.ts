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
