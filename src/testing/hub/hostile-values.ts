/**
 * The hostile values the hub is tried with, in one place: the sweep of every endpoint
 * (hub/load/hostile-input.test.ts) and the history that must keep each attempt
 * (hub/middlewares/record-changes.test.ts) send the same ones.
 */

export const HUGE = 'x'.repeat(1024 * 1024);
export const FRAGMENTS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'Robert"); DROP TABLE events;--',
];
/** Half of a UTF-16 pair: not Unicode, and refused wherever the hub stores text. */
export const LONE = 'Nome \ud800 partido';
export const INT4_OVER = 2 ** 31;
const DEPTH = 10_000;
export const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
/** Server-owned or unknown fields: ignored at best, never written. */
export const UNKNOWN = {
  id: 1,
  event_id: 999_999,
  quantity_sold: 7,
  status: 'hacked',
  import_id: 1,
};

/** Raw bodies no write takes: not an object, nested, huge, malformed, NUL; `base` is valid. */
export const hostileBodies = (base: Record<string, unknown>): string[] => [
  '[]',
  '"texto"',
  '123',
  'null',
  'true',
  '1e308',
  deepArray,
  deepObject,
  JSON.stringify([base]),
  JSON.stringify({ ...UNKNOWN }),
  JSON.stringify(HUGE),
  '{"name": ',
  `{"a": "\\u0000${"' OR 1=1 --"}"`,
];

/** Path ids no route takes: traversal, NUL, SQL and script, out of range, too long, bad UTF-8. */
export const HOSTILE_PATH_IDS = [
  ...[
    '../',
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '-1',
    '0',
    '1.5',
    '1e308',
    '99999999999999999999',
    'x'.repeat(101),
    ' ',
  ].map(encodeURIComponent),
  '%00',
  '%E0%A4%A',
  '..',
  '%2e%2e',
];
