import { describe, expect, test } from 'vitest';
import { maskDocument, registrationListQuerySchema } from './registration-list';

describe('maskDocument', () => {
  test('a CPF shows only its middle digits; another document only its last characters', () => {
    expect(maskDocument('52998224725')).toBe('***.982.247-**');
    expect(maskDocument('AB1234567')).toBe('******567');
    // Short documents keep at least half hidden.
    expect(maskDocument('X12')).toBe('**2');
    expect(maskDocument('A')).toBe('*');
    // 11 characters that are not all digits are not a CPF.
    expect(maskDocument('P-123456789')).toBe('********789');
  });
});

describe('registrationListQuerySchema', () => {
  test('empty filters are no filters; bad ones name themselves', () => {
    expect(registrationListQuerySchema.parse({ race: '', status: ' ', search: '' })).toEqual({
      page: 1,
      per_page: 15,
    });
    const failed = registrationListQuerySchema.safeParse({ per_page: '500', status: 'paid' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'per_page',
      'status',
    ]);
  });
});
