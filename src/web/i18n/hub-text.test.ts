import { beforeAll, describe, expect, it } from 'vitest';
import { localizeHubText } from './hub-text';
import { loadEnglish } from './messages';

describe('localizeHubText', () => {
  beforeAll(() => loadEnglish());

  it('leaves Portuguese as the hub wrote it for a Portuguese reader', () => {
    expect(localizeHubText('Máximo de 120 caracteres', 'pt-BR')).toBe('Máximo de 120 caracteres');
  });

  it('translates an exact message and a filled template, carrying its values', () => {
    expect(localizeHubText('Obrigatório', 'en')).toBe('Required');
    expect(localizeHubText('Máximo de 120 caracteres', 'en')).toBe('At most 120 characters');
    expect(localizeHubText('Já existe uma prova com o código 10K neste evento', 'en')).toBe(
      'A race with code 10K already exists in this event',
    );
  });

  it('prefers the most specific template, and writes Brazilian numbers the English way', () => {
    expect(localizeHubText('No máximo 5 parciais', 'en')).toBe('At most 5 splits');
    expect(localizeHubText('No máximo 2.147.483.647', 'en')).toBe('At most 2,147,483,647');
  });

  it('translates the words and counts the hub fills in', () => {
    expect(
      localizeHubText('A prova tem 12 inscrições e 3 resultados; não pode ser excluída.', 'en'),
    ).toBe('The race has 12 registrations and 3 results; it cannot be deleted.');
  });

  it('keeps text it does not know', () => {
    expect(localizeHubText('Uma frase nova do hub', 'en')).toBe('Uma frase nova do hub');
  });
});
