import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/web/i18n/i18n';
import { ApiError } from './api-client';
import { hubErrorDetails, hubErrorSummary, hubErrorText } from './hub-error';

describe('hub errors in the reader language', () => {
  beforeAll(() => setLanguage('en'));
  afterEach(() => setLanguage('en'));

  const conflict = new ApiError(409, {
    error: 'conflict',
    message: 'Outra requisição gravou o mesmo valor ao mesmo tempo. Recarregue e tente de novo.',
    details: { code: ['Já existe uma prova com este código no evento'] },
  });

  it('says what the code means and translates the details', () => {
    expect(hubErrorSummary(conflict)).toBe(
      'This conflicts with what is already on the hub. Reload and try again.',
    );
    expect(hubErrorDetails(conflict)).toEqual([
      'A race with this code already exists in the event',
    ]);
  });

  it('counts what keeps an item in use', () => {
    const inUse = new ApiError(409, {
      error: 'in_use',
      message: 'A prova tem 12 inscrições e 3 resultados; não pode ser excluída.',
      details: { registrations: 12, results: 3 },
    });
    expect(hubErrorText(inUse)).toBe(
      'It cannot be deleted: it has 12 registrations and 3 results.',
    );
  });

  it("falls back to the hub's message for a code it does not know, and reads Portuguese too", async () => {
    const odd = new ApiError(418, { error: 'teapot', message: 'Sou um bule' });
    expect(hubErrorSummary(odd)).toBe('Sou um bule');
    await setLanguage('pt-BR');
    expect(hubErrorSummary(conflict)).toBe(
      'Conflito com o que já está no hub. Recarregue e tente de novo.',
    );
    expect(hubErrorDetails(conflict)).toEqual(['Já existe uma prova com este código no evento']);
  });

  it('names a failed connection apart from an unexpected error', () => {
    expect(hubErrorSummary(new TypeError('Failed to fetch'))).toBe(
      'No answer from the console. Check the connection and try again.',
    );
  });
});
