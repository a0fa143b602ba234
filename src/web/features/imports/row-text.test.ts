import { beforeAll, describe, expect, it } from 'vitest';
import { hubText, loadEnglish } from '@/web/i18n/messages';
import { mergeReport, reportCsv } from '@/spreadsheet/report';
import { localizeRowText, reportLocalizer } from './row-text';
import type { RawTable } from '@/spreadsheet/types';
import { validateTable } from '@/spreadsheet/validate';

beforeAll(() => loadEnglish());

describe('row messages in English', () => {
  it.each([
    [
      'Prova: Prova "Natação" não encontrada no evento: as provas são 10K (Corrida 10K)',
      'Prova: Race "Natação" not found in the event: the races are 10K (Corrida 10K)',
    ],
    [
      'CPF: CPF 123.456.789-00 inválido: os dígitos verificadores não conferem',
      'CPF: Invalid CPF 123.456.789-00: the check digits do not match',
    ],
    ['Nome é obrigatório', 'Name is required'],
    [
      'Não enviada: a prova 10K tinha 4 vagas e as linhas acima dela as ocuparam',
      'Not sent: race 10K had 4 places and the rows above took them',
    ],
  ])('%s', (pt, en) => {
    expect(localizeRowText(pt, 'en')).toBe(en);
    expect(localizeRowText(pt, 'pt-BR')).toBe(pt);
  });

  it('writes the report file in English, the file columns as they are', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF'],
      rows: [
        ['Ana', '123.456.789-00'],
        ['', '52998224725'],
      ],
    };
    const result = validateTable(table, { kind: 'registrations', columns: ['name', 'document'] });
    const language = {
      language: 'en' as const,
      table: hubText.en,
      labels: { row: 'Row', outcome: 'Outcome', problem: 'Problem', sheet: 'Report' },
      outcomes: { error: 'Error', skipped: 'Not sent' },
    };
    const csv = reportCsv(result, mergeReport(result, [], []), {
      language: { ...language, localize: reportLocalizer(language) },
    });
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFNome;CPF;Row;Outcome;Problem',
      'Ana;123.456.789-00;2;Error;CPF: Invalid CPF 123.456.789-00: the check digits do not match',
      ';52998224725;3;Error;Nome: Name is required',
    ]);
  });
});
