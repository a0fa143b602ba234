import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/events?page=2&status=active')).toBe('/events?page=2&status=active');
    expect(safeRedirect('/events/MARATONA/races')).toBe('/events/MARATONA/races');
  });

  it('refuses other origins and odd values', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      42,
      '/sign-in?redirect=/x',
    ]) {
      expect(safeRedirect(bad)).toBe('/events');
    }
  });
});
