import { describe, expect, it } from 'vitest';
import { answerFirstReads, firstReads } from './first-reads';

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

describe('the answers a page carries', () => {
  const reads = ['/api/v1/events/A', '/api/v1/events/A/retention', '/api/v1/events/A/races'];

  it('keeps the JSON of each 200 and leaves the rest', async () => {
    const asked: string[] = [];
    const answers = await answerFirstReads(reads, (apiPath) => {
      asked.push(apiPath);
      if (apiPath.endsWith('/retention'))
        return Promise.resolve(Response.json({ error: 'not_found' }, { status: 404 }));
      if (apiPath.endsWith('/races')) return Promise.reject(new Error('upstream down'));
      return Promise.resolve(Response.json({ code: 'A' }));
    });
    expect(asked).toEqual(reads);
    expect(answers).toEqual({ '/api/v1/events/A': { code: 'A' } });
  });

  it('does not hold the page for a slow hub: what is late is left to the browser', async () => {
    const answers = await answerFirstReads(
      reads,
      (apiPath) =>
        apiPath === '/api/v1/events/A'
          ? Promise.resolve(Response.json({ code: 'A' }))
          : new Promise((resolve) => setTimeout(() => resolve(Response.json({})), 2_000)),
      50,
    );
    // The late ones would be here (their answer is JSON) had the page waited for them.
    expect(answers).toEqual({ '/api/v1/events/A': { code: 'A' } });
  });

  it('keeps no answer that is not JSON', async () => {
    const answers = await answerFirstReads(reads.slice(0, 1), () =>
      Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    expect(answers).toEqual({});
  });
});
