import crypto from 'node:crypto';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { importBodyHash, parseOnce, stableJson } from './shared';

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

test("parseOnce takes the canonical reading when there is one, else zod's, once per item", () => {
  const schema = z.object({ n: z.number() });
  const cache = new WeakMap<object, z.ZodSafeParseResult<{ n: number }>>();
  const asked: unknown[] = [];
  const canonical = (raw: unknown) => {
    asked.push(raw);
    const n = (raw as { n: unknown }).n;
    return n === 1 ? { n: 1 } : null;
  };
  const [one, two, bad] = [{ n: 1 }, { n: 2 }, { n: 'x' }];
  expect(parseOnce(schema, cache, one, canonical)).toStrictEqual({ success: true, data: { n: 1 } });
  expect(parseOnce(schema, cache, two, canonical)).toMatchObject({ success: true, data: { n: 2 } });
  expect(parseOnce(schema, cache, bad, canonical).success).toBe(false);
  expect(parseOnce(schema, cache, one, canonical).data).toStrictEqual({ n: 1 });
  expect(asked).toStrictEqual([one, two, bad]);
});
