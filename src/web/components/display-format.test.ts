import { describe, expect, it } from 'vitest';
import { formatTimeZone } from '@/web/i18n/time-zone';
import { formatDocument } from './display-format';

describe('formatDocument', () => {
  it('writes a CNPJ and a CPF as people do, from digits or a half-written mask', () => {
    expect(formatDocument('12345678000190')).toBe('12.345.678/0001-90');
    expect(formatDocument('12.345678/0001-90')).toBe('12.345.678/0001-90');
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
  });

  it('leaves what is neither as it came: a passport, a masked CPF, a short number', () => {
    expect(formatDocument('AB123456')).toBe('AB123456');
    expect(formatDocument('***.456.789-**')).toBe('***.456.789-**');
    expect(formatDocument('12345')).toBe('12345');
  });
});

describe('formatTimeZone', () => {
  const at = new Date('2027-03-14T12:00:00Z');

  it('names the zone in the language and gives the offset with a true minus', () => {
    const pt = formatTimeZone('America/Sao_Paulo', 'pt-BR', at);
    const en = formatTimeZone('America/Sao_Paulo', 'en', at);
    expect(pt).toMatch(/^Horário .*Brasília \(UTC−03:00\)$/);
    expect(en).toMatch(/^Brasilia .*Time \(UTC−03:00\)$/);
    expect(pt).not.toContain('America/Sao_Paulo');
  });

  it('gives UTC its offset and an unknown zone back as it came', () => {
    expect(formatTimeZone('UTC', 'en', at)).toBe('UTC+00:00');
    expect(formatTimeZone('Mars/Olympus', 'en', at)).toBe('Mars/Olympus');
  });
});
