import { describe, expect, it } from 'vitest';
import { firstReads } from './first-reads';

describe('the hub reads a page hints', () => {
  it('the overview: the event and every resource its review reads', () => {
    expect(firstReads('/events/ULTRA-2027')).toEqual([
      '/api/v1/events/ULTRA-2027',
      '/api/v1/events/ULTRA-2027/races',
      '/api/v1/events/ULTRA-2027/batches',
      '/api/v1/events/ULTRA-2027/registration-fields',
      '/api/v1/events/ULTRA-2027/legal-discounts',
      '/api/v1/events/ULTRA-2027/retention',
      '/api/v1/salespeople?page=1&per_page=100',
    ]);
    expect(firstReads('/events/ULTRA-2027/')).toHaveLength(7);
  });

  it('another tab of an event: the event only', () => {
    expect(firstReads('/events/ULTRA-2027/races')).toEqual(['/api/v1/events/ULTRA-2027']);
    expect(firstReads('/events/ULTRA-2027/imports/12')).toEqual(['/api/v1/events/ULTRA-2027']);
  });

  it('writes the code as the dashboard asks for it, and skips what names no event', () => {
    expect(firstReads('/events/CORRIDA%20SP')[0]).toBe('/api/v1/events/CORRIDA%20SP');
    expect(firstReads('/events/caf%C3%A9')[0]).toBe('/api/v1/events/caf%C3%A9');
    expect(firstReads('/events/%E0%A4%A')).toEqual([]);
    for (const path of ['/events', '/events/', '/sign-in', '/', '/salespeople', '/hub'])
      expect(firstReads(path), path).toEqual([]);
  });
});
