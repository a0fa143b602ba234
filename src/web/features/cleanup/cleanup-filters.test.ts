import { describe, expect, it } from 'vitest';
import {
  confirmationMatches,
  emptyRegistrationFilters,
  registrationFiltersSchema,
  toDeleteFilters,
} from './cleanup-filters';

describe('typed confirmation', () => {
  it('matches the event code exactly', () => {
    expect(confirmationMatches('MEIA-CWB-2026', 'MEIA-CWB-2026')).toBe(true);
  });

  it('refuses anything else: partial, other case, extra spaces, empty', () => {
    expect(confirmationMatches('MEIA-CWB', 'MEIA-CWB-2026')).toBe(false);
    expect(confirmationMatches('meia-cwb-2026', 'MEIA-CWB-2026')).toBe(false);
    expect(confirmationMatches(' MEIA-CWB-2026', 'MEIA-CWB-2026')).toBe(false);
    expect(confirmationMatches('MEIA-CWB-2026 ', 'MEIA-CWB-2026')).toBe(false);
    expect(confirmationMatches('', '')).toBe(false);
  });
});

describe('registration delete filters', () => {
  const schema = registrationFiltersSchema('id inválido');

  it('sends only what was chosen; empty means every api and csv registration', () => {
    expect(toDeleteFilters(emptyRegistrationFilters)).toEqual({});
    expect(toDeleteFilters({ race_id: '', status: null, origin: null })).toEqual({});
    expect(
      toDeleteFilters(schema.parse({ race_id: ' 12 ', status: 'pending', origin: 'csv' })),
    ).toEqual({ race_id: 12, status: 'pending', origin: 'csv' });
  });

  it('never lets online be chosen, and wants a numeric race id', () => {
    expect(schema.safeParse({ race_id: null, status: null, origin: 'online' }).success).toBe(false);
    const typed = schema.safeParse({ race_id: '10K', status: null, origin: null });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues[0].message).toBe('id inválido');
  });
});
