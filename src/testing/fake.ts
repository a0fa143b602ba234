import { cpfCheckDigits, formatCpf } from '@/contract/cpf';
import type { RegistrationImportItemInput } from '@/contract/registrations';
import type { ResultImportItemInput } from '@/contract/results';
import { addDays, msToRaceTime } from '@/contract/time';
import {
  CITIES,
  MALE_NAMES,
  FEMALE_NAMES,
  SURNAMES,
  EMAIL_DOMAINS,
  EVENT_TEMPLATES,
  type Sex,
  type City,
} from './fake-data';

/** Realistic Brazilian test data, the same for the same seed (seed, tests, benchmarks, browser). */

/** Age groups of the adult categories: `M 18-29`, `F 60+`. */
export const AGE_GROUPS: readonly (readonly [number, number | null])[] = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 59],
  [60, null],
];

export function ageGroupLabel([min, max]: readonly [number, number | null]): string {
  return max === null ? `${min}+` : `${min}-${max}`;
}

/** The age-group category a runner falls in (`M 30-39`), or null under the youngest group. */
export function ageGroupCategory(sex: Sex, age: number): string | null {
  const group = AGE_GROUPS.find(([min, max]) => age >= min && (max === null || age <= max));
  return group ? `${sex} ${ageGroupLabel(group)}` : null;
}

/** Whole years between a `YYYY-MM-DD` birth date and a reference date. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Lower case, no accents, only `[a-z0-9]` and the separator. */
export function asciiSlug(value: string, separator = '.'): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** mulberry32: tiny, fast and good enough for test data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Person {
  name: string;
  sex: Sex;
  cpf: string;
  email: string;
  phone: string;
  birthDate: string;
}

export interface RegistrationItemOptions {
  /** Category name; `false` leaves it out. Default: the age-group category (`M 30-39`). */
  category?: string | false;
  /** Modality name; `false` leaves it out. Default `Geral`. */
  modality?: string | false;
  /** First bib; item `i` gets `bibStart + i`. */
  bibStart?: number;
  /** Share of items with an `external_id` (the rest match by CPF). */
  externalIdRatio?: number;
  /** Share of CPFs written with the mask. */
  maskedRatio?: number;
  minAge?: number;
  maxAge?: number;
}

export interface ResultItemOptions {
  distanceKm?: number;
  /** Checkpoint names with their distance; the finish is not one of them. */
  checkpoints?: readonly { name: string; distanceKm: number }[];
  dnfRatio?: number;
  dnsRatio?: number;
}

export interface RegistrationsCsvOptions extends RegistrationItemOptions {
  separator?: string;
  /** Excel's UTF-8 byte order mark. */
  bom?: boolean;
  lineEnding?: '\r\n' | '\n';
}

export const CSV_HEADERS = [
  'Nome completo',
  'CPF',
  'Data de nascimento',
  'E-mail',
  'Celular',
  'Número de peito',
  'Categoria',
  'Modalidade',
] as const;

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A fixed default keeps birth dates (and ages) reproducible; pass today's date for live data. */
const DEFAULT_REFERENCE_DATE = '2026-06-01';

export type Faker = ReturnType<typeof createFaker>;

export function createFaker(seed: number, { referenceDate = DEFAULT_REFERENCE_DATE } = {}) {
  const random = mulberry32(seed);

  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  function sex(): Sex {
    return chance(0.52) ? 'M' : 'F';
  }

  function firstName(s: Sex = sex()): string {
    return pick(s === 'M' ? MALE_NAMES : FEMALE_NAMES);
  }

  function surname(): string {
    return pick(SURNAMES);
  }

  function fullName(s: Sex = sex()): string {
    const first = firstName(s);
    const last = surname();
    if (!chance(0.6)) return `${first} ${last}`;
    let middle = surname();
    while (middle === last) middle = surname();
    return `${first} ${middle} ${last}`;
  }

  /** 11 valid CPF digits; about one in ten starts with zeros, which spreadsheets like to drop. */
  function cpf(): string {
    let first = '';
    do {
      const zeros = chance(0.1) ? int(1, 2) : 0;
      first = '0'.repeat(zeros);
      while (first.length < 9) first += String(int(0, 9));
    } while (/^(\d)\1{8}$/.test(first));
    return first + cpfCheckDigits(first);
  }

  /** 14 valid CNPJ digits (a company's document). */
  function cnpj(): string {
    let digits = '';
    for (let i = 0; i < 8; i++) digits += String(int(0, 9));
    digits += '0001';
    for (const weights of [CNPJ_WEIGHTS.slice(1), CNPJ_WEIGHTS]) {
      const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
      const rest = sum % 11;
      digits += String(rest < 2 ? 0 : 11 - rest);
    }
    return digits;
  }

  function email(name: string, unique?: number): string {
    const parts = asciiSlug(name, ' ').split(' ');
    const first = parts[0];
    const last = parts[parts.length - 1];
    const local = pick([
      `${first}.${last}`,
      `${first}${last}`,
      `${first}_${last}`,
      `${first[0]}${last}`,
    ]);
    const suffix = unique !== undefined ? String(unique) : chance(0.4) ? String(int(1, 99)) : '';
    return `${local}${suffix}@${pick(EMAIL_DOMAINS)}`;
  }

  /** `+55 11 91234-5678`. */
  function mobile(ddd = pick(CITIES).ddd): string {
    return `+55 ${ddd} 9${int(1000, 9999)}-${String(int(0, 9999)).padStart(4, '0')}`;
  }

  /** `YYYY-MM-DD` for someone aged between minAge and maxAge on the reference date. */
  function birthDate({ minAge = 8, maxAge = 80 } = {}): string {
    const age = int(minAge, maxAge);
    return addDays(referenceDate, -(age * 365 + Math.floor(age / 4)) - int(1, 360));
  }

  function person({
    minAge = 8,
    maxAge = 80,
    unique,
  }: { minAge?: number; maxAge?: number; unique?: number } = {}): Person {
    const s = sex();
    const name = fullName(s);
    return {
      name,
      sex: s,
      cpf: cpf(),
      email: email(name, unique),
      phone: mobile(),
      birthDate: birthDate({ minAge, maxAge }),
    };
  }

  function city(): City {
    return pick(CITIES);
  }

  function eventName(c: City = city()): { name: string; slug: string } {
    const template = pick(EVENT_TEMPLATES);
    return { name: template.name(c), slug: template.slug };
  }

  /** `MEIA-CWB-2027`. */
  function eventCode(slug: string, c: City, year: number): string {
    return `${slug}-${c.slug}-${year}`;
  }

  function bib(i: number, start = 1): string {
    return String(start + i);
  }

  function registrationItem(
    i: number,
    opts: RegistrationItemOptions = {},
  ): RegistrationImportItemInput {
    const {
      minAge = 18,
      maxAge = 75,
      externalIdRatio = 0.85,
      maskedRatio = 0.3,
      bibStart = 1,
    } = opts;
    const p = person({ minAge, maxAge, unique: i });
    const item: RegistrationImportItemInput = {
      name: p.name,
      document: chance(maskedRatio) ? formatCpf(p.cpf) : p.cpf,
      email: p.email,
      phone: p.phone,
      birth_date: p.birthDate,
      bib: bib(i, bibStart),
    };
    if (chance(externalIdRatio)) item.external_id = `EXT-${String(i + 1).padStart(6, '0')}`;
    const category = opts.category ?? ageGroupCategory(p.sex, ageOn(p.birthDate, referenceDate));
    if (category) item.category = category;
    const modality = opts.modality ?? 'Geral';
    if (modality) item.modality = modality;
    return item;
  }

  /** Seconds a runner takes per km: 3 (elite) to 8 (walking pace) minutes. */
  function paceSeconds(): number {
    return Math.round(180 + 300 * Math.pow(random(), 0.8));
  }

  function resultItem(
    bibValue: string,
    _i: number,
    opts: ResultItemOptions = {},
  ): ResultImportItemInput {
    const { distanceKm = 10, checkpoints = [], dnfRatio = 0.04, dnsRatio = 0.03 } = opts;
    const roll = random();
    if (roll < dnsRatio) return { bib: bibValue, status: 'dns' };
    const pace = paceSeconds();
    const splits = checkpoints.map((cp) => ({
      checkpoint: cp.name,
      time: msToRaceTime(Math.round(cp.distanceKm * pace * (0.97 + random() * 0.06)) * 1000),
    }));
    if (roll < dnsRatio + dnfRatio) {
      const reached = splits.slice(0, int(0, splits.length));
      return reached.length
        ? { bib: bibValue, status: 'dnf', splits: reached }
        : { bib: bibValue, status: 'dnf' };
    }
    const net = Math.round(distanceKm * pace) + int(0, 59);
    const gun = net + int(0, 120);
    const item: ResultImportItemInput = {
      bib: bibValue,
      status: 'finished',
      net_time: msToRaceTime(net * 1000),
      gun_time: msToRaceTime(gun * 1000),
    };
    if (splits.length) item.splits = splits;
    return item;
  }

  /** A spreadsheet export as organizers send it: pt-BR headers, `;`, dates `DD/MM/YYYY`. */
  function registrationsCsv(n: number, opts: RegistrationsCsvOptions = {}): string {
    const { separator = ';', bom = false, lineEnding = '\r\n', ...itemOptions } = opts;
    const cell = (value: string | undefined) => {
      const v = value ?? '';
      return v.includes(separator) || v.includes('"') || /[\r\n]/.test(v)
        ? `"${v.replace(/"/g, '""')}"`
        : v;
    };
    const lines = [CSV_HEADERS.join(separator)];
    for (let i = 0; i < n; i++) {
      const item = registrationItem(i, itemOptions);
      const [y, m, d] = (item.birth_date ?? '').split('-');
      lines.push(
        [
          item.name,
          item.document,
          item.birth_date ? `${d}/${m}/${y}` : '',
          item.email,
          item.phone,
          item.bib,
          item.category,
          item.modality,
        ]
          .map(cell)
          .join(separator),
      );
    }
    return (bom ? '\uFEFF' : '') + lines.join(lineEnding) + lineEnding;
  }

  return {
    random,
    int,
    chance,
    pick,
    sex,
    firstName,
    surname,
    fullName,
    cpf,
    cnpj,
    email,
    mobile,
    birthDate,
    person,
    city,
    eventName,
    eventCode,
    bib,
    registrationItem,
    resultItem,
    registrationsCsv,
  };
}

/** `registrationsCsv` without keeping a faker around (benchmarks). */
export function registrationsCsv(
  n: number,
  { seed = 1, ...opts }: RegistrationsCsvOptions & { seed?: number } = {},
): string {
  return createFaker(seed).registrationsCsv(n, opts);
}
