import { describe, expect, it } from 'vitest';
import { withoutMissingFields } from './opened-file';

const shirt = {
  key: 'tamanho_camiseta',
  label: 'Tamanho da camiseta',
  type: 'select',
  options: [{ value: 'M', label: 'M' }],
};
const upload = { key: 'atestado', label: 'Atestado', type: 'file' };

describe('withoutMissingFields', () => {
  const headers = ['Nome', 'Camiseta', 'Atestado', 'Equipe'];
  const template = {
    kind: 'registrations' as const,
    columns: ['name', 'answers.tamanho_camiseta', 'answers.atestado', 'answers.equipe'],
  };

  it('unlinks and names the columns whose field this event lacks (or does not take)', () => {
    const { mapping, missing } = withoutMissingFields(template, headers, [shirt, upload]);
    expect(mapping.columns).toEqual(['name', 'answers.tamanho_camiseta', null, null]);
    expect(missing).toEqual([
      { header: 'Atestado', key: 'atestado' },
      { header: 'Equipe', key: 'equipe' },
    ]);
  });

  it('on a hub that takes no answers, unlinks every field column', () => {
    const { mapping, missing } = withoutMissingFields(template, headers, null);
    expect(mapping.columns).toEqual(['name', null, null, null]);
    expect(missing.map((m) => m.header)).toEqual(['Camiseta', 'Atestado', 'Equipe']);
  });

  it('leaves a mapping with nothing missing as it is', () => {
    const fine = { kind: 'registrations' as const, columns: ['name', 'answers.tamanho_camiseta'] };
    expect(withoutMissingFields(fine, headers, [shirt]).mapping).toBe(fine);
  });
});
