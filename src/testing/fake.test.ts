import { describe, expect, it } from 'vitest';
import { isValidCpf } from '@/contract/cpf';
import { registrationImportItemSchema } from '@/contract/registrations';
import { resultImportItemSchema } from '@/contract/results';
import { isIsoDate, RACE_TIME_PATTERN } from '@/contract/time';
import {
  ageGroupCategory,
  ageOn,
  createFaker,
  CSV_HEADERS,
  mulberry32,
  registrationsCsv,
} from './fake';
import { CITIES } from './fake-data';

describe('mulberry32', () => {
  it('is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

describe('createFaker', () => {
  it('gives the same data for the same seed and other data for another', () => {
    const run = (seed: number) => {
      const f = createFaker(seed);
      return Array.from({ length: 50 }, (_, i) => f.registrationItem(i));
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('makes valid CPFs, some with leading zeros, none with one repeated digit', () => {
    const f = createFaker(1);
    const cpfs = Array.from({ length: 5000 }, () => f.cpf());
    expect(cpfs.every((c) => /^\d{11}$/.test(c) && isValidCpf(c))).toBe(true);
    expect(cpfs.some((c) => c.startsWith('0'))).toBe(true);
    expect(cpfs.some((c) => c.startsWith('00'))).toBe(true);
    expect(new Set(cpfs).size).toBeGreaterThan(4990);
  });

  it('makes valid CNPJs', () => {
    const f = createFaker(2);
    const check = (digits: string, weights: number[]) => {
      const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    expect(check('112223330001', w2.slice(1))).toBe(8);
    for (let i = 0; i < 200; i++) {
      const cnpj = f.cnpj();
      expect(cnpj).toMatch(/^\d{14}$/);
      expect(Number(cnpj[12])).toBe(check(cnpj, w2.slice(1)));
      expect(Number(cnpj[13])).toBe(check(cnpj, w2));
    }
  });

  it('makes Brazilian names with accents, ascii e-mails and mobile phones', () => {
    const f = createFaker(3);
    const people = Array.from({ length: 500 }, () => f.person());
    expect(people.some((p) => /[áâãàéêíóôõúç]/i.test(p.name))).toBe(true);
    for (const p of people) {
      const words = p.name.split(' ');
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(3);
      expect(p.email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
      expect(p.phone).toMatch(/^\+55 \d{2} 9\d{4}-\d{4}$/);
      expect(isIsoDate(p.birthDate)).toBe(true);
      const age = ageOn(p.birthDate, '2026-06-01');
      expect(age).toBeGreaterThanOrEqual(8);
      expect(age).toBeLessThanOrEqual(80);
    }
  });

  it('knows the host cities and builds short event codes', () => {
    const f = createFaker(5);
    const city = CITIES.find((c) => c.city === 'Curitiba')!;
    expect(f.eventCode('MEIA', city, 2027)).toBe('MEIA-CWB-2027');
    const { name } = f.eventName(city);
    expect(name).toContain('Curitiba');
    expect(CITIES.map((c) => c.state)).toEqual(
      expect.arrayContaining(['SP', 'RJ', 'MG', 'PR', 'SC', 'DF']),
    );
  });

  it('maps age and sex to the age-group categories', () => {
    expect(ageGroupCategory('M', 18)).toBe('M 18-29');
    expect(ageGroupCategory('F', 39)).toBe('F 30-39');
    expect(ageGroupCategory('F', 71)).toBe('F 60+');
    expect(ageGroupCategory('M', 12)).toBeNull();
  });
});

describe('registrationItem', () => {
  it('passes the contract schema, with and without the CPF mask', () => {
    const f = createFaker(11);
    const items = Array.from({ length: 1000 }, (_, i) => f.registrationItem(i, { bibStart: 1001 }));
    for (const item of items) {
      const parsed = registrationImportItemSchema.safeParse(item);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(items.some((i) => i.document?.includes('.'))).toBe(true);
    expect(items.some((i) => i.document && /^\d{11}$/.test(i.document))).toBe(true);
    expect(items.some((i) => !i.external_id)).toBe(true);
    expect(new Set(items.map((i) => i.bib)).size).toBe(items.length);
    expect(items[0].bib).toBe('1001');
    expect(items.every((i) => /^[MF] (\d\d-\d\d|60\+)$/.test(i.category ?? ''))).toBe(true);
  });

  it('takes the category and modality it is given, or leaves them out', () => {
    const f = createFaker(12);
    expect(f.registrationItem(0, { category: 'PCD', modality: 'PCD' })).toMatchObject({
      category: 'PCD',
      modality: 'PCD',
    });
    const bare = f.registrationItem(1, { category: false, modality: false });
    expect(bare).not.toHaveProperty('category');
    expect(bare).not.toHaveProperty('modality');
  });
});

describe('resultItem', () => {
  it('passes the contract schema; mostly finished, some dnf and dns', () => {
    const f = createFaker(21);
    const checkpoints = [
      { name: '5K', distanceKm: 5 },
      { name: '10K', distanceKm: 10 },
    ];
    const items = Array.from({ length: 1000 }, (_, i) =>
      f.resultItem(String(i + 1), i, { distanceKm: 21.1, checkpoints }),
    );
    for (const item of items) expect(resultImportItemSchema.safeParse(item).success).toBe(true);
    const count = (s: string) => items.filter((i) => i.status === s).length;
    expect(count('finished')).toBeGreaterThan(850);
    expect(count('dnf')).toBeGreaterThan(0);
    expect(count('dns')).toBeGreaterThan(0);
    for (const item of items.filter((i) => i.status === 'finished')) {
      expect(item.net_time).toMatch(RACE_TIME_PATTERN);
      expect(item.gun_time! >= item.net_time!).toBe(true);
      expect(item.splits).toHaveLength(2);
    }
  });
});

describe('registrationsCsv', () => {
  it('writes a pt-BR spreadsheet with `;` and DD/MM/YYYY dates', () => {
    const csv = registrationsCsv(20, { seed: 4 });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe(CSV_HEADERS.join(';'));
    expect(lines[0]).toBe(
      'Nome completo;CPF;Data de nascimento;E-mail;Celular;Número de peito;Categoria;Modalidade',
    );
    for (const line of lines.slice(1)) {
      const cells = line.split(';');
      expect(cells).toHaveLength(8);
      expect(isValidCpf(cells[1])).toBe(true);
      expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(registrationsCsv(20, { seed: 4 })).toBe(csv);
    expect(
      registrationsCsv(2, { bom: true, lineEnding: '\n' }).startsWith('\uFEFFNome completo'),
    ).toBe(true);
  });
});
