import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors } from './server-errors';

describe('applyServerErrors', () => {
  const error = new ApiError(422, {
    error: 'validation_failed',
    message: 'Os dados enviados são inválidos.',
    details: {
      key: ['Já existe'],
      'race_prices.12': ['Prova de outro evento'],
      rules: ['Somam 90%'],
    },
  });

  it('puts each detail on its field, renamed where the form differs, and returns the rest', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(error, setError, ['key', 'prices'], (path) =>
      path.startsWith('race_prices.') ? `prices.0.cents` : path,
    );
    expect(setError).toHaveBeenCalledWith(
      'key',
      { type: 'server', message: 'Já existe' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'prices.0.cents',
      { type: 'server', message: 'Prova de outro evento' },
      { shouldFocus: false },
    );
    expect(rest).toEqual(['Somam 90%']);
  });

  it('falls back to the message when there are no details, and to the text of other errors', () => {
    expect(
      applyServerErrors(
        new ApiError(404, { error: 'not_found', message: 'Evento não encontrado.' }),
        vi.fn(),
        [],
      ),
    ).toEqual(['Evento não encontrado.']);
    expect(applyServerErrors(new Error('offline'), vi.fn(), [])).toEqual(['offline']);
  });
});
