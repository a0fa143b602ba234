import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createFormatters, setLanguage } from './i18n';
// As the signed-in layout does: the entry and the sign-in page load no zod.
import './zod-messages';

describe('formatters in the reader locale', () => {
  const pt = createFormatters('pt-BR', 'America/Sao_Paulo');
  const en = createFormatters('en', 'America/Sao_Paulo');

  it('writes distances with the language decimal mark, to the metre', () => {
    expect(pt.distance(21.0975)).toBe('21,0975 km');
    expect(en.distance(21.0975)).toBe('21.0975 km');
    expect(en.distance(0.5)).toBe('500 m');
  });

  it('keeps money in reais, written the reader way', () => {
    expect(pt.money(123456)).toBe('R$ 1.234,56');
    expect(en.money(123456)).toBe('R$1,234.56');
  });

  it('writes numbers and dates in the language', () => {
    expect(pt.number(1234.5)).toBe('1.234,5');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(en.date('2027-03-14')).toBe('Mar 14, 2027');
    expect(pt.date('2027-03-14')).toBe('14 de mar. de 2027');
  });
});

describe("zod's own messages", () => {
  it('follow the language', async () => {
    const schema = z.string();
    await setLanguage('en');
    expect(schema.safeParse(1).error?.issues[0].message).toMatch(/expected string/i);
    await setLanguage('pt-BR');
    expect(schema.safeParse(1).error?.issues[0].message).toMatch(/^Entrada inválida/);
  });

  it('say a missing required value is required, as the contract says of a blank one', () => {
    const form = z.object({ name: z.string(), city: z.optional(z.string()) });
    expect(form.safeParse({}).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Obrigatório'],
    ]);
    expect(form.safeParse({ name: 1 }).error?.issues[0].message).toMatch(/^Entrada inválida/);
  });

  it('are English once the English chunk is there, for a reader who chose English', async () => {
    localStorage.setItem('hub-console-language', 'en');
    vi.resetModules();
    const fresh = await import('./i18n');
    await import('./zod-messages');
    const message = () => z.string().safeParse(1).error?.issues[0].message;
    expect(message()).toMatch(/^Entrada inválida/);
    await fresh.languageReady();
    expect(fresh.currentLanguage()).toBe('en');
    expect(message()).toMatch(/expected string/i);
    await fresh.setLanguage('pt-BR');
  });
});
