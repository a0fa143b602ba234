import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { setLanguage } from '@/web/i18n/i18n';
import { applyServerErrors, localizedResolver } from './server-errors';

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

  it('falls back to what the code means when there are no details, and to the text of other errors', () => {
    expect(
      applyServerErrors(
        new ApiError(404, { error: 'not_found', message: 'Evento não encontrado.' }),
        vi.fn(),
        [],
      ),
    ).toEqual(['Não encontrado: pode ter sido excluído, ou o endereço está errado.']);
    expect(applyServerErrors(new Error('offline'), vi.fn(), [])).toEqual(['offline']);
  });

  it('puts the details on the fields in English for an English reader', async () => {
    await setLanguage('en');
    try {
      const setError = vi.fn();
      const rest = applyServerErrors(
        new ApiError(422, {
          error: 'validation_failed',
          message: 'Os dados enviados são inválidos.',
          details: { name: ['Máximo de 120 caracteres'], other: ['Obrigatório'] },
        }),
        setError,
        ['name'],
      );
      expect(setError).toHaveBeenCalledWith(
        'name',
        { type: 'server', message: 'At most 120 characters' },
        { shouldFocus: true },
      );
      expect(rest).toEqual(['Required']);
    } finally {
      await setLanguage('pt-BR');
    }
  });

  it("translates a form's own schema messages through its resolver", async () => {
    await setLanguage('en');
    try {
      const resolver = localizedResolver(async () => ({
        values: {},
        errors: {
          name: { type: 'too_small', message: 'Obrigatório' },
          prices: [{ cents: { type: 'x', message: 'Preço não pode ser negativo' } }],
        } as unknown as FieldErrors, // a field array's errors, which FieldErrors does not spell
      }));
      const result = await resolver({}, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(result.errors).toEqual({
        name: { type: 'too_small', message: 'Required' },
        prices: [{ cents: { type: 'x', message: 'The price cannot be negative' } }],
      });
    } finally {
      await setLanguage('pt-BR');
    }
  });
});
