import { describe, expect, it } from 'vitest';
import { acceptedEncodings, varyOnEncoding } from './accept-encoding';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['deflate', []],
    ['identity', []],
    ['', []],
    [undefined, []],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['GZIP;Q=0.8, BR;q=0.8', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0, gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['*, br;q=0', ['gzip']],
    ['gzip;q=0.2, *;q=0.5', ['br', 'gzip']],
    ['identity;q=1, *;q=0', []],
    ['br;q=nonsense, gzip', ['gzip']],
    [' , ;q=1, gzip ; q=1.0 ', ['gzip']],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('varyOnEncoding', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['origin, accept-encoding', 'origin, accept-encoding'],
    ['*', '*'],
  ])('%j -> %j', (before, after) => {
    const headers = new Headers(before ? { vary: before } : {});
    varyOnEncoding(headers);
    expect(headers.get('vary')).toBe(after);
  });
});
