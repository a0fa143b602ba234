import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

let dist: string;
const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Atleta ${i}`))};`;
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
};
const exists = (file: string) => fs.existsSync(path.join(dist, file));

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip siblings that decode to the file, smaller than it', async () => {
    write('assets/index-abc.js', script);
    write('assets/index-abc.css', '.a{color:red}'.repeat(200));
    write('demo/banner.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    const done = await precompressDir(dist);
    expect(done.map((f) => f.file).sort()).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'demo/banner.svg',
    ]);
    const br = fs.readFileSync(path.join(dist, 'assets/index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dist, 'assets/index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 2);
    expect(done.find((f) => f.file === 'assets/index-abc.js')?.siblings).toEqual({
      '.br': br.length,
      '.gz': gz.length,
    });
    expect(exists('demo/banner.svg.br') && exists('assets/index-abc.css.gz')).toBe(true);
  });

  it('leaves small, incompressible, binary and hidden files without siblings', async () => {
    write('index.html', '<!doctype html><title>x</title>');
    write('assets/random-abc.js', crypto.randomBytes(PRECOMPRESS_MIN_BYTES * 4));
    write('assets/logo-abc.png', Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4));
    write('.vite/manifest.json', JSON.stringify({ big: 'x'.repeat(PRECOMPRESS_MIN_BYTES * 4) }));
    await precompressDir(dist);
    for (const file of [
      'index.html',
      'assets/random-abc.js',
      'assets/logo-abc.png',
      '.vite/manifest.json',
    ])
      for (const suffix of ['.br', '.gz']) expect(exists(file + suffix), file + suffix).toBe(false);
  });

  it('removes a sibling an older build left for a file that no longer gets one', async () => {
    write('index.html', '<!doctype html><title>x</title>');
    write('index.html.br', 'stale');
    write('index.html.gz', 'stale');
    await precompressDir(dist);
    expect(exists('index.html.br') || exists('index.html.gz')).toBe(false);
    // Run twice (a build into an out dir it does not empty): the same siblings, not siblings of siblings.
    write('assets/index-abc.js', script);
    await precompressDir(dist);
    await precompressDir(dist);
    expect(fs.readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
    ]);
  });
});
