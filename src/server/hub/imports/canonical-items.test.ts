import { inspect } from 'node:util';
import { describe, expect, test } from 'vitest';
import { regexes } from 'zod';
import {
  REGISTRATION_IMPORT_COLUMNS,
  registrationImportItemSchema,
} from '@/contract/registrations';
import { RESULT_IMPORT_COLUMNS, RESULT_SPLITS, resultImportItemSchema } from '@/contract/results';
import { createFaker, type RegistrationItemOptions, type ResultItemOptions } from '@/testing/fake';
import { canonicalRegistrationItem, canonicalResultItem } from './canonical-items';

/**
 * The fast path may only ever say what zod says: every item below, canonical or mutated, is
 * either left to zod (null) or read exactly as zod reads it. The counts at the end keep a
 * fast path that always says null from passing.
 */
const faker = createFaker(20_240_601);
const { chance, int, pick } = faker;
type Item = Record<string, unknown>;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/* ---------- values to put where a field is ---------- */

/** Where a field is: wrong types, blanks, lone surrogates, whitespace that trims and that does not. */
const ODD: unknown[] = [null, undefined, 0, 1, -1, 1.5, true, false, {}, [], ['x']];
ODD.push('', ' ', '\t\n', '\uD800', 'a\uDC00b', 'Zoë 😀', '\u00a0x\ufeff', '\u200bx', 'x');
/** At, over and around a text's limit, in UTF-16 units and in code points. */
const atLimit = (max: number) => [
  'x'.repeat(max),
  'x'.repeat(max + 1),
  ` ${'x'.repeat(max)} `,
  '😀'.repeat(max),
  '😀'.repeat(max + 1),
  `${'x'.repeat(max - 1)}\uD800`,
];
const limitsOf = (columns: Record<string, { type: string; max?: number }>) =>
  Object.fromEntries(
    Object.entries(columns).flatMap(([key, column]) =>
      column.type === 'text' && column.max ? [[key, atLimit(column.max)]] : [],
    ),
  );
/** Groups of values, a line each. */
const list = (...groups: unknown[][]): unknown[] => groups.flat();
const TIMES = list(
  ['00:42:10', '1:02:03', '1:02:03.4', '01:02:03.45', '01:02:03.456', '01:02:03.4567'],
  ['99:99:99', '99:59:59.999', '100:00:00', '499:59:59.999', '500:00:00', '999:59:59'],
  ['1000:00:00', ' 01:02:03 ', '01:02:03,5', '62:03', '3723', '1:2:3', '-', '--:--:--', 3723],
);
const INTEGERS = list(
  [0, -0, -1, 1, 2, 30, 120, 121, 2_147_483_647, 2_147_483_648, 1.5, 1e21],
  [NaN, Infinity, -Infinity, '1', ' 2'],
);
const GAPS = ['', ' ', '-', '--', ' - ', '—', '–', '--:--', '--:--:--', '-:-', '—-', '.'];
const DOCUMENT_MAX = REGISTRATION_IMPORT_COLUMNS.document.max;

const REGISTRATION_VALUES: Record<string, unknown[]> = {
  ...limitsOf(REGISTRATION_IMPORT_COLUMNS),
  document: list(
    ['374.235.134-66', '37423513466', '374.235.134-67', '37423513467', ' 37423513466 '],
    ['111.111.111-11', '11111111111', '00000000000', '374235134-66', '374.235.13466'],
    ['374 235 134 66', '3742351346', '374235134660', '374.235.134.66', '٣٧٤٢٣٥١٣٤٦٦'],
    ['AB1234567', ' AB123 ', '12345678000195', 'X'.repeat(DOCUMENT_MAX)],
    ['X'.repeat(DOCUMENT_MAX + 1), ` ${'X'.repeat(DOCUMENT_MAX)} `],
  ),
  email: list(
    ['a@b.co', 'A.B@C.COM.BR', ' a@b.co', 'a@b.co ', 'a@b', 'a..b@c.com', '.a@b.com', 'a.@b.com'],
    ["o'neil@x.com", 'a+b@x.com.br', 'ação@x.com', 'a@-b.com', 'a@b.c', 'a@b..com', 'a@b@c.com'],
    [`${'x'.repeat(190)}@gmail.com`, `${'x'.repeat(191)}@gmail.com`],
  ),
  birth_date: list(
    ['2023-02-29', '2024-02-29', '1899-01-01', '1899-12-31', '1900-01-01', '2200-12-31'],
    ['2201-01-01', ' 2020-01-01', '2020-01-01 ', '2020-1-1', '2020-13-01', '2020-00-10'],
    ['20200101', '2020-01-01T00:00:00Z', '01/02/1990', '0999-01-01', '+2020-01-01', '2020-04-31'],
  ),
  sex: ['M', 'F', 'X', 'm', 'f', 'x', ' M', 'M ', 'Masculino'],
  kit_picked_up: [true, false, 'true', 'false', 1, 0],
};
const RESULT_VALUES: Record<string, unknown[]> = {
  ...limitsOf(RESULT_IMPORT_COLUMNS),
  status: ['finished', 'dnf', 'dns', 'dsq', 'FINISHED', 'Dnf', ' dns', 'dsq ', 'ok'],
  net_time: TIMES,
  gun_time: TIMES,
  sex: ['M', 'F', 'X', 'm', 'f', ' F', 'Feminino'],
  overall_position: INTEGERS,
  gender_position: INTEGERS,
  category_position: INTEGERS,
  modality_id: INTEGERS,
  age: INTEGERS,
  splits: [null, 'x', {}, [null], [[]], ['00:10:00']],
};
const UNKNOWN_KEYS = ['extra', 'constructor', 'toString', 'valueOf', '__proto__', 'NAME', ''];

/* ---------- canonical items, as files carry them ---------- */

const MARATHON = [5, 10, 15, 20, 21.0975, 25, 30, 35, 40].map((km) => ({
  name: km === 21.0975 ? 'Meia' : `${km} km`,
  distanceKm: km,
}));

/** The bench's file (no category), the faker's own, masked CPFs only, every optional field. */
const REGISTRATION_OPTIONS: RegistrationItemOptions[] = [
  { category: '', bibStart: 1 },
  {},
  { externalIdRatio: 0, maskedRatio: 1, modality: false },
  { externalIdRatio: 1, maskedRatio: 0, minAge: 8, maxAge: 90, category: false },
];

function registrationItems(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => {
    const variant = i % REGISTRATION_OPTIONS.length;
    const item = faker.registrationItem(i, REGISTRATION_OPTIONS[variant]) as Item;
    if (variant === 3) {
      item.sex = pick(['M', 'F', 'X']);
      item.kit_picked_up = chance(0.5);
      item.kit_qr_payload = `QR-${i}`;
      item.medical_link = `https://example.com/atestados/${i}.pdf`;
    }
    return json(item);
  });
}

/** A 10 km, a marathon with splits, a 5 km with many who did not start, a timing export. */
const RESULT_OPTIONS: ResultItemOptions[] = [
  { distanceKm: 10 },
  { distanceKm: 42.195, checkpoints: MARATHON, dnfRatio: 0.1 },
  { distanceKm: 5, dnsRatio: 0.2 },
  { distanceKm: 42.195, checkpoints: MARATHON },
];

function resultItems(n: number): Item[] {
  return Array.from({ length: n }, (_, i) => {
    const variant = i % RESULT_OPTIONS.length;
    const item = faker.resultItem(String(i + 1), i, RESULT_OPTIONS[variant]) as Item;
    if (variant === 3) {
      const sex = faker.sex();
      Object.assign(item, {
        name: faker.fullName(sex),
        category: `${sex} 30-39`,
        modality: 'Maratona',
        modality_id: int(1, 5),
        overall_position: i + 1,
        gender_position: int(1, i + 1),
        category_position: int(1, i + 1),
        sex,
        age: int(0, 120),
        team: chance(0.5) ? 'Corredores do Parque' : '',
      });
    }
    return json(item);
  });
}

/* ---------- mutations ---------- */

const WHITESPACE = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000', '\ufeff', '\u200b'];

function mutateSplits(item: Item) {
  const splits = Array.isArray(item.splits)
    ? (item.splits as unknown[])
    : (item.splits = json(
        MARATHON.slice(0, 3).map((c) => ({ checkpoint: c.name, time: '00:30:00' })),
      ));
  const at = int(0, splits.length - 1);
  const split = (
    splits[at] && typeof splits[at] === 'object' ? splits[at] : (splits[at] = {})
  ) as Item;
  switch (int(0, 7)) {
    case 0:
      split.time = pick(GAPS);
      break;
    case 1:
      split.time = pick([...TIMES, ...ODD]);
      break;
    case 2:
      split.checkpoint = pick([...atLimit(RESULT_SPLITS.checkpointMax), ...ODD, ' 5 km ']);
      break;
    case 3:
      split[pick(UNKNOWN_KEYS)] = 'x';
      break;
    case 4:
      delete split[pick(['checkpoint', 'time'])];
      break;
    case 5:
      splits[at] = pick([null, 'x', [], 1]);
      break;
    default: {
      const many = int(RESULT_SPLITS.max - 1, RESULT_SPLITS.max + 1);
      item.splits = Array.from({ length: many }, (_, k) => ({
        checkpoint: `Km ${k + 1}`,
        time: k % 7 === 3 ? pick(GAPS) : `00:${String(10 + (k % 50)).padStart(2, '0')}:00`,
      }));
    }
  }
}

/** The same fields in other shapes of object, and things that are not objects at all. */
const wrappers: ((item: Item) => unknown)[] = [
  (item) => Object.assign(Object.create(null) as Item, item),
  (item) => Object.create(item) as unknown,
  (item) => JSON.parse(`{"__proto__":${JSON.stringify(item)}}`) as unknown,
  (item) => JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(item).slice(1)}`) as unknown,
  (item) => ({ ...item, __proto__: { x: 1 } }),
  (item) => [item],
  (item) => JSON.stringify(item),
  (item) => new Map(Object.entries(item)),
  (item) => Object.assign(new (class Row {})(), item),
  () => null,
  () => undefined,
  () => 42,
];

function mutate(base: Item, values: Record<string, unknown[]>, fields: string[]): unknown {
  const item = json(base);
  const times = int(1, 3);
  for (let m = 0; m < times; m++) {
    const field = pick(fields);
    switch (int(0, 6)) {
      case 0:
        item[field] = pick(values[field] ?? ODD);
        break;
      case 1:
        item[field] = pick(ODD);
        break;
      case 2:
        delete item[field];
        break;
      case 3:
        if (typeof item[field] === 'string')
          item[field] = `${pick(WHITESPACE)}${item[field] as string}${pick(['', ...WHITESPACE])}`;
        break;
      case 4:
        item[pick(UNKNOWN_KEYS)] = pick(ODD);
        break;
      case 5:
        if (fields.includes('splits')) mutateSplits(item);
        else item[field] = '';
        break;
      default:
        return pick(wrappers)(item);
    }
  }
  return item;
}

/* ---------- the property ---------- */

interface Tally {
  items: number;
  fast: number;
  zod: number;
}

/** Checks one item and counts who took it; fails on any answer zod does not give. */
function agree(
  kind: 'registration' | 'result',
  raw: unknown,
  tally: Tally,
): { fast: unknown; zodTook: boolean } {
  const [fastPath, schema] =
    kind === 'registration'
      ? [canonicalRegistrationItem, registrationImportItemSchema]
      : [canonicalResultItem, resultImportItemSchema];
  const fast = fastPath(raw);
  const parsed = schema.safeParse(raw);
  tally.items++;
  if (parsed.success) tally.zod++;
  if (fast === null) return { fast, zodTook: parsed.success };
  tally.fast++;
  const shown = inspect(raw, { depth: 4, breakLength: Infinity });
  if (!parsed.success) expect.fail(`the fast path took what zod refuses: ${shown}`);
  expect(fast, shown).toStrictEqual(parsed.data);
  return { fast, zodTook: true };
}

const tally = (): Tally => ({ items: 0, fast: 0, zod: 0 });

describe.each([
  {
    kind: 'registration' as const,
    make: registrationItems,
    values: REGISTRATION_VALUES,
    fields: Object.keys(REGISTRATION_IMPORT_COLUMNS),
  },
  {
    kind: 'result' as const,
    make: resultItems,
    values: RESULT_VALUES,
    fields: [...Object.keys(RESULT_IMPORT_COLUMNS), 'modality_id', 'splits'],
  },
])('$kind items', ({ kind, make, values, fields }) => {
  const canonical = make(8000);

  test('canonical items: read as zod reads them, nearly all without zod', () => {
    const counts = tally();
    for (const raw of canonical) agree(kind, raw, counts);
    expect(counts.zod).toBe(counts.items);
    expect(counts.fast / counts.items).toBeGreaterThanOrEqual(0.99);
  });

  test('mutated items: zod decides every one the fast path is not sure of', () => {
    const all = tally();
    const stillValid = tally();
    for (const base of canonical)
      for (let m = 0; m < 4; m++) {
        const raw = mutate(base, values, fields);
        const before = all.fast;
        const { zodTook } = agree(kind, raw, all);
        if (!zodTook) continue;
        stillValid.items++;
        if (all.fast > before) stillValid.fast++;
      }
    // Enough of each side to make the property mean something.
    expect(all.items - all.zod).toBeGreaterThan(all.items / 4);
    expect(stillValid.items).toBeGreaterThan(all.items / 10);
    expect(stillValid.fast).toBeGreaterThan(stillValid.items / 4);
  });

  test('every field at every odd value, on its own', () => {
    const counts = tally();
    for (const base of canonical.slice(0, 40))
      for (const field of fields)
        for (const value of [...(values[field] ?? []), ...ODD, 'absent']) {
          const raw: Item = { ...base, [field]: value };
          if (value === 'absent') delete raw[field];
          agree(kind, raw, counts);
        }
    expect(counts.fast).toBeGreaterThan(0);
    expect(counts.fast).toBeLessThan(counts.zod);
  });
});

describe('still canonical after a change: read without zod', () => {
  const [registration] = registrationItems(1);
  const finisher: Item = {
    bib: '7',
    status: 'finished',
    net_time: '00:42:10',
    gun_time: '00:43:01',
  };
  const taken = (kind: 'registration' | 'result', raw: Item) => {
    const { fast } = agree(kind, raw, tally());
    expect(fast, inspect(raw)).not.toBeNull();
    return fast as Item;
  };

  test('a masked CPF becomes its digits; text is trimmed; unknown keys are dropped', () => {
    const { external_id: _id, ...byDocument } = registration;
    expect(taken('registration', { ...byDocument, document: '374.235.134-66' }).document).toBe(
      '37423513466',
    );
    expect(taken('registration', { ...registration, name: '  Ana Lima\t' }).name).toBe('Ana Lima');
    expect(Object.keys(taken('registration', { ...registration, constructor: 'x' }))).not.toContain(
      'constructor',
    );
    expect(taken('registration', { ...registration, category: '' }).category).toBe('');
  });

  test('no status reads as finished; gap marks are dropped from the splits', () => {
    const { status: _status, ...noStatus } = finisher;
    expect(taken('result', noStatus).status).toBe('finished');
    const splits = [
      { checkpoint: ' 5 km ', time: '00:25:00', chip: 'x' },
      { checkpoint: '10 km', time: '--:--:--' },
      { checkpoint: 'Meia', time: ' 1:50:00.5 ' },
    ];
    expect(taken('result', { ...finisher, splits }).splits).toStrictEqual([
      { checkpoint: '5 km', time: '00:25:00' },
      { checkpoint: 'Meia', time: '1:50:00.5' },
    ]);
  });
});

test("the contract's e-mail is zod's default pattern, the one the fast path tests", () => {
  const { email } = registrationImportItemSchema._zod.def.shape;
  expect((email._zod.def.innerType._zod.def as { pattern?: RegExp }).pattern).toBe(regexes.email);
});
