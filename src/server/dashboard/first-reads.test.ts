import { describe, expect, it } from 'vitest';
import { firstReads } from './first-reads';

describe('what a page hints beyond its route’s files', () => {
  it('the overview: the event, every resource its review reads and their schemas', () => {
    expect(firstReads('/events/ULTRA-2027')).toEqual({
      reads: [
        '/api/v1/events/ULTRA-2027',
        '/api/v1/events/ULTRA-2027/races',
        '/api/v1/events/ULTRA-2027/batches',
        '/api/v1/events/ULTRA-2027/registration-fields',
        '/api/v1/events/ULTRA-2027/legal-discounts',
        '/api/v1/events/ULTRA-2027/retention',
        '/api/v1/salespeople?page=1&per_page=100',
      ],
      modules: ['src/web/api/event-schemas.ts', 'src/contract/salespeople.ts'],
    });
    expect(firstReads('/events/ULTRA-2027/')?.reads).toHaveLength(7);
  });

  it('another tab of an event: the event and its schema', () => {
    const first = {
      reads: ['/api/v1/events/ULTRA-2027'],
      modules: ['src/web/api/event-schemas.ts'],
    };
    expect(firstReads('/events/ULTRA-2027/races')).toEqual(first);
    expect(firstReads('/events/ULTRA-2027/imports/12')).toEqual(first);
  });

  it('writes the code as the dashboard asks for it, and skips what names no event', () => {
    expect(firstReads('/events/CORRIDA%20SP')?.reads[0]).toBe('/api/v1/events/CORRIDA%20SP');
    expect(firstReads('/events/caf%C3%A9')?.reads[0]).toBe('/api/v1/events/caf%C3%A9');
    expect(firstReads('/events/%E0%A4%A')).toBeNull();
    // A code made to leave the attribute stays inside it.
    const hostile = firstReads('/events/%22%3E%3Cscript%3Ex%3C%2Fscript%3E')?.reads ?? [];
    expect(hostile).toHaveLength(7);
    for (const read of hostile) expect(read).not.toMatch(/["<>]/);
    for (const path of ['/events', '/events/', '/sign-in', '/', '/salespeople', '/hub'])
      expect(firstReads(path), path).toBeNull();
  });
});
