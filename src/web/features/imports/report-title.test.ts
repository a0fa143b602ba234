import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@/web/i18n/messages';
import { translate, type TranslateParams } from '@/web/i18n/i18n';
import type { ReportCounts } from '@/spreadsheet/report';
import { reportTitle } from './report-step';

const counts = (patch: Partial<ReportCounts>): ReportCounts => ({
  rows: 100,
  created: 21,
  updated: 0,
  unchanged: 0,
  imported: 0,
  conflict: 0,
  error: 0,
  fileErrors: 0,
  hubErrors: 0,
  notSent: 0,
  blank: 0,
  ...patch,
});
const titleIn = (language: 'pt-BR' | 'en', patch: Partial<ReportCounts>) =>
  reportTitle(
    (key: MessageKey, params?: TranslateParams) => translate(key, params, language),
    'done',
    counts(patch),
  );

describe('the report title', () => {
  it('tells conflicts from errors, as the counters do', () => {
    expect(titleIn('pt-BR', { conflict: 77, error: 2, hubErrors: 2 })).toBe(
      'Importação concluída com 77 conflitos e 2 erros',
    );
    expect(titleIn('pt-BR', { conflict: 1 })).toBe('Importação concluída com 1 conflito');
    expect(titleIn('pt-BR', { error: 2, fileErrors: 2 })).toBe('Importação concluída com 2 erros');
    expect(titleIn('en', { conflict: 3, error: 1, fileErrors: 1 })).toBe(
      'Import finished with 3 conflicts and 1 error',
    );
    expect(titleIn('en', { conflict: 2 })).toBe('Import finished with 2 conflicts');
  });

  it('says how many rows went in when none had a problem', () => {
    expect(titleIn('pt-BR', {})).toBe('Importação concluída: 21 linhas importadas');
  });
});
