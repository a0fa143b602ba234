import crypto from 'node:crypto';
import { expect, test } from 'vitest';
import { importBodyHash, stableJson } from './shared';

test('stableJson: the same value in any key order gives the same text', () => {
  expect(stableJson({ b: 1, a: [{ y: 2, x: null }] })).toBe(
    stableJson({ a: [{ x: null, y: 2 }], b: 1 }),
  );
  expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
});

test('importBodyHash is the hash of the whole request made canonical, as stored before', () => {
  const body = { registrations: [{ name: 'Ana "Bia"', bib: '7', document: '529.982.247-25' }] };
  const whole = crypto
    .createHash('sha256')
    .update(stableJson({ source: 'csv', race: 42, body }))
    .digest('hex');
  expect(importBodyHash(stableJson(body), 42, 'csv')).toBe(whole);
  expect(importBodyHash(stableJson(body), 43, 'csv')).not.toBe(whole);
  expect(importBodyHash(stableJson(body), 42, 'api')).not.toBe(whole);
});
