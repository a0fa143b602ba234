import { describe, expect, it } from 'vitest';
import { hubTextEn } from '@/web/i18n/en/errors';
import { scanMessages } from './hub-text-scan';

/** `{anything}` as `{}`: the code's placeholder names need not match the table's. */
const shape = (template: string) => template.replace(/\{\w+\}/g, '{}').trim();

describe('the English of the hub and contract messages', () => {
  const found = scanMessages(['src/contract', 'src/server/hub', 'src/server/dashboard']);

  it('finds the messages where they are written', () => {
    const templates = found.map((f) => f.template);
    expect(templates).toContain('Obrigatório');
    expect(templates).toContain('Máximo de {max} caracteres');
    expect(templates).toContain('Já existe uma prova com este código no evento');
    expect(templates).toContain('Prova não encontrada.');
    expect(templates).toContain('Use M, F ou X');
    expect(templates).not.toContain('Idempotency-Key');
    expect(templates).not.toContain('validation_failed');
  });

  it('has an entry in src/web/i18n/en/errors.ts (hubTextEn) for every one', () => {
    const known = new Set(Object.keys(hubTextEn).map(shape));
    const missing = found
      .filter((f) => !known.has(shape(f.template)))
      .map((f) => `${f.file}:${f.line}  ${JSON.stringify(f.template)}`);
    expect(
      [...new Set(missing)],
      'add these to hubTextEn in src/web/i18n/en/errors.ts, keyed by the Portuguese template',
    ).toEqual([]);
  });

  it('keeps the placeholders of each template in its English', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [template, english] of Object.entries(hubTextEn))
      expect(names(english), template).toEqual(names(template));
  });
});
