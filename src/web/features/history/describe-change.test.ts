import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '@/contract/history';
import { history } from '@/web/i18n/features/history';
import { historyWords } from '@/web/i18n/features/history-words';
import { legalDiscounts } from '@/web/i18n/features/legal-discounts';
import { retention } from '@/web/i18n/features/retention';
import { createFormatters, translate } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/keys';
import { addMessages, loadEnglish, type Language } from '@/web/i18n/messages';
import { describeChange, sentenceText, type SentencePart } from './describe-change';

addMessages([history, historyWords, legalDiscounts, retention]);
beforeAll(() => loadEnglish());

const wordsOf = (language: Language) => ({
  t: (key: MessageKey, params?: Record<string, string | number>) =>
    translate(key, params, language),
  format: createFormatters(language, 'America/Sao_Paulo'),
});

const entry = (overrides: Partial<ChangeEntry>): ChangeEntry => ({
  id: 1,
  at: '2026-11-26T12:00:00.000Z',
  via: 'dashboard',
  actor: 'Ana',
  key_fingerprint: 'aaaaaaaaaaaa',
  method: 'PATCH',
  path: '/events/E1',
  event_code: 'E1',
  race_code: null,
  kind: 'events',
  summary: null,
  status: 200,
  outcome: 'ok',
  import_id: null,
  before: null,
  after: null,
  names: null,
  ...overrides,
});

const option = (v: string) => ({ value: v, label: v });
const field = (options: string[]) => ({
  id: 5,
  key: 'camiseta',
  label: 'Tamanho da camiseta',
  type: 'select',
  options: options.map(option),
  is_required: true,
});
const race = { id: 7, code: 'C5', name: 'Corrida 5K', distance: 5 };

/** The sentence with its names in **bold**, as markdown would write it. */
const marked = (parts: SentencePart[]) =>
  parts.map((p) => (typeof p === 'string' ? p : `**${p.name}**`)).join('');
const say = (e: ChangeEntry, language: Language = 'pt-BR') =>
  marked(describeChange(e, wordsOf(language)));

const cases: [string, ChangeEntry, string, string][] = [
  [
    'a field’s options',
    entry({
      kind: 'registration-fields',
      path: '/events/E1/registration-fields/5',
      summary: { options: ['P', 'M', 'G', 'GG'].map(option) },
      before: field(['P', 'M', 'G']),
      after: field(['P', 'M', 'G', 'GG']),
    }),
    'Alterou o campo **Tamanho da camiseta**: opções P, M, G → P, M, G, GG',
    'Changed the field **Tamanho da camiseta**: options P, M, G → P, M, G, GG',
  ],
  [
    'a deleted race, named by what it was',
    entry({
      kind: 'races',
      method: 'DELETE',
      path: '/events/E1/races/C5',
      race_code: 'C5',
      status: 204,
      before: race,
      names: { race: 'Corrida 5K' },
    }),
    'Apagou a prova **Corrida 5K**',
    'Deleted the race **Corrida 5K**',
  ],
  [
    'an import, counted in its race',
    entry({
      kind: 'registrations',
      method: 'POST',
      path: '/events/E1/races/M42/registrations',
      race_code: 'M42',
      status: 202,
      import_id: 12,
      summary: { registrations: 1240 },
      names: { race: 'Maratona 42K' },
    }),
    'Importou 1.240 inscrições na **Maratona 42K**',
    'Imported 1,240 registrations into **Maratona 42K**',
  ],
  [
    'a new batch, its prices in reais by race name',
    entry({
      kind: 'batches',
      method: 'POST',
      path: '/events/E1/batches',
      status: 201,
      summary: { name: '1º lote', race_prices: { '7': 12000 } },
      after: { id: 3, name: '1º lote', race_prices: { '7': 12000 } },
      names: { races: { '7': 'Corrida 5K' } },
    }),
    'Criou o lote **1º lote**: preço na **Corrida 5K** R$ 120,00',
    'Created the batch **1º lote**: price for **Corrida 5K** R$120.00',
  ],
  [
    'a batch’s price changed',
    entry({
      kind: 'batches',
      path: '/events/E1/batches/3',
      before: { id: 3, name: '1º lote', race_prices: { '7': 12000 } },
      after: { id: 3, name: '1º lote', race_prices: { '7': 13000 } },
      names: { races: { '7': 'Corrida 5K' } },
    }),
    'Alterou o lote **1º lote**: preço na **Corrida 5K** R$ 120,00 → R$ 130,00',
    'Changed the batch **1º lote**: price for **Corrida 5K** R$120.00 → R$130.00',
  ],
  [
    'the retention rules',
    entry({
      kind: 'retention',
      method: 'PUT',
      path: '/events/E1/retention',
      before: { rules: [{ percent: 100, offset_days: -10 }] },
      after: {
        rules: [
          { percent: 40, offset_days: -10 },
          { percent: 60, offset_days: 2 },
        ],
      },
    }),
    'Alterou a retenção: 100 % 10 dias antes do evento → 40 % 10 dias antes do evento, 60 % 2 dias depois do evento',
    'Changed the retention: 100 % 10 days before the event → 40 % 10 days before the event, 60 % 2 days after the event',
  ],
  [
    'the legal discounts',
    entry({
      kind: 'legal-discounts',
      method: 'PUT',
      path: '/events/E1/legal-discounts',
      before: { discounts: [{ type: 'senior', discount_type: 'percent', value: 50 }] },
      after: { discounts: [{ type: 'senior', discount_type: 'percent', value: 40 }] },
    }),
    'Alterou os descontos legais: Pessoa idosa (60+) 50 % → 40 %',
    'Changed the legal discounts: Senior (60+) 50 % → 40 %',
  ],
  [
    'a category of a race',
    entry({
      kind: 'categories',
      path: '/events/E1/races/M42/categories/9',
      race_code: 'M42',
      before: { id: 9, name: 'M30', age_min: 30, age_max: 34 },
      after: { id: 9, name: 'M30', age_min: 30, age_max: 39 },
      names: { race: 'Maratona 42K' },
    }),
    'Alterou a categoria **M30** da prova **Maratona 42K**: idades 30–34 → 30–39',
    'Changed the category **M30** of the race **Maratona 42K**: ages 30–34 → 30–39',
  ],
  [
    'a prize rule deleted',
    entry({
      kind: 'prize-rules',
      method: 'DELETE',
      path: '/events/E1/races/M42/prize-rules/4',
      race_code: 'M42',
      status: 204,
      before: { id: 4, seq: 2, ranking_cut: 5 },
      names: { race: 'Maratona 42K' },
    }),
    'Apagou a regra de premiação nº 2 da prova **Maratona 42K**',
    'Deleted prize rule #2 of the race **Maratona 42K**',
  ],
  [
    'the event renamed',
    entry({
      before: { name: 'Corrida da Ponte', city: 'Curitiba' },
      after: { name: 'Corrida da Ponte 2028', city: 'Curitiba' },
    }),
    'Alterou o evento **Corrida da Ponte**: nome Corrida da Ponte → Corrida da Ponte 2028',
    'Changed the event **Corrida da Ponte**: name Corrida da Ponte → Corrida da Ponte 2028',
  ],
  [
    'a cleanup of one race',
    entry({
      kind: 'registrations',
      method: 'DELETE',
      path: '/events/E1/registrations?race_id=7&origin=csv',
      after: { deleted: 3 },
      names: { races: { '7': 'Corrida 5K' } },
    }),
    'Apagou 3 inscrições da **Corrida 5K**',
    'Deleted 3 registrations of **Corrida 5K**',
  ],
  [
    'an import undone (its own rows deleted)',
    entry({
      kind: 'registrations',
      method: 'DELETE',
      path: '/events/E1/registration-imports/12/rows',
      import_id: 12,
      after: { deleted: 40 },
    }),
    'Desfez a importação nº 12: apagou 40 inscrições',
    'Undid import #12: deleted 40 registrations',
  ],
  [
    'what undoing an import would delete, counted',
    entry({
      kind: 'results',
      method: 'DELETE',
      path: '/events/E1/result-imports/3/rows?dry_run=1',
      after: { deleted: 0, would_delete: 1 },
    }),
    'Contou o que desfazer a importação nº 3 apagaria: 1 resultado',
    'Counted what undoing import #3 would delete: 1 result',
  ],
  [
    'a refused delete says it was tried',
    entry({
      kind: 'races',
      method: 'DELETE',
      path: '/events/E1/races/C5',
      race_code: 'C5',
      status: 409,
      outcome: 'refused',
      before: race,
    }),
    'Tentou apagar a prova **Corrida 5K**',
    'Tried to delete the race **Corrida 5K**',
  ],
  [
    'an older entry without before: what was sent',
    entry({
      kind: 'races',
      path: '/events/E1/races/C5',
      race_code: 'C5',
      summary: { registration_limit: 600 },
    }),
    'Alterou a prova **C5**: limite de inscrições 600',
    'Changed the race **C5**: registration limit 600',
  ],
  [
    'anything else, plainly',
    entry({ kind: 'other', method: 'POST', path: '/events/E1/whatever' }),
    'Criou · Outros',
    'Created · Other',
  ],
  [
    'a retried import',
    entry({
      kind: 'registrations',
      method: 'POST',
      path: '/events/E1/registration-imports/12/retry',
      status: 202,
      import_id: 12,
    }),
    'Reenviou a importação nº 12',
    'Resent import #12',
  ],
  [
    'a refused retry of an import no hub has, its number from the path',
    entry({
      kind: 'registrations',
      method: 'POST',
      path: '/events/E1/registration-imports/99999999999999999999/retry',
      status: 404,
      outcome: 'refused',
    }),
    'Tentou reenviar a importação nº 99999999999999999999',
    'Tried to resend import #99999999999999999999',
  ],
  [
    'a refused write whose values hold what is no character: their escapes, as under Detalhes',
    entry({
      kind: 'races',
      path: '/events/E1/races/C5',
      race_code: 'C5',
      status: 422,
      outcome: 'refused',
      summary: { name: 'A\u0000B \ud800' },
    }),
    'Tentou alterar a prova **A\\u0000B \\ud800**: nome A\\u0000B \\ud800',
    'Tried to change the race **A\\u0000B \\ud800**: name A\\u0000B \\ud800',
  ],
];

describe('describeChange', () => {
  it.each(cases)('%s (pt-BR)', (_, e, portuguese) => {
    expect(say(e)).toBe(portuguese);
  });
  it.each(cases)('%s (en)', (_, e, __, english) => {
    expect(say(e, 'en')).toBe(english);
  });

  it('an import processed with errors says how many', () => {
    const imported = cases[2][1];
    expect(marked(describeChange(imported, wordsOf('pt-BR'), 12))).toBe(
      'Importou 1.240 inscrições na **Maratona 42K** (12 erros)',
    );
    expect(marked(describeChange(imported, wordsOf('en'), 1))).toBe(
      'Imported 1,240 registrations into **Maratona 42K** (1 error)',
    );
  });

  it('the plain text has the names without marks; a name never breaks the sentence', () => {
    const parts = describeChange(
      entry({
        kind: 'races',
        method: 'DELETE',
        path: '/events/E1/races/X',
        before: { name: 'Corrida {name} \u0002' },
      }),
      wordsOf('pt-BR'),
    );
    expect(sentenceText(parts)).toBe('Apagou a prova Corrida {name} ');
  });
});
